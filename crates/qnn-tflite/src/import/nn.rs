//! Converters for the weighted, windowed and reducing operators: CONV_2D and DEPTHWISE_CONV_2D
//! (`qnn.conv2d`), TRANSPOSE_CONV (`qnn.conv2d` over the zero-point-dilated input),
//! FULLY_CONNECTED (`qnn.dense`), BATCH_MATMUL (`qnn.batch_matmul`), AVERAGE_POOL_2D /
//! MAX_POOL_2D (`qnn.avg_pool2d` / `qnn.max_pool2d`) and MEAN / SUM (`qnn.mean` / `qnn.sum`).
//!
//! Parameters come from the operator's options table; when the table is absent (or of another
//! kind) TFLite leaves its parameters zero-initialised, and the same is done here, so such an
//! operator gets zero strides or an unknown padding and is rejected with a message saying why.

use qnn_arith::Rounding;
use qnn_ir::attrs::{DataLayout, KernelLayout, Padding, Precision};
use qnn_ir::ops::{
    Conv2dAttrs, PadAttrs, PoolAttrs, QnnBatchMatmulAttrs, QnnConv2dAttrs, QnnDenseAttrs,
    QnnMeanAttrs, QnnSumAttrs, ReshapeAttrs, SliceAttrs, TransposeAttrs, WindowAttrs,
};
use qnn_ir::{DType, Op, QParams, TensorType, ValueId};

use super::cx::OpCx;
use super::error::ImportError;
use super::float;
use super::hybrid;
use crate::model::{FusedActivation, Padding as TfPadding, TfOptions, TfType, WeightsFormat};

/// Suffix for messages about parameters that are zero because the options table is missing.
fn zeroed_note(present: bool, table: &str) -> String {
    if present {
        String::new()
    } else {
        format!(" (the operator has no {table}, so TFLite leaves its parameters zero)")
    }
}

/// A stride, dilation or window extent from the options: must be >= 1.
fn positive(cx: &OpCx, name: &str, v: i32, note: &str) -> Result<usize, ImportError> {
    match usize::try_from(v) {
        Ok(u) if u >= 1 => Ok(u),
        _ => Err(cx.invalid(format!("{name} must be >= 1, found {v}{note}"))),
    }
}

/// The padding scheme from the options (`None` = TFLite's "unknown" padding of zeroed params).
fn padding(cx: &OpCx, p: Option<TfPadding>, note: &str) -> Result<Padding, ImportError> {
    match p {
        Some(TfPadding::Same) => Ok(Padding::Same),
        Some(TfPadding::Valid) => Ok(Padding::Valid),
        None => Err(cx.invalid(format!("padding is unknown{note}"))),
    }
}

/// Normalised CONV_2D / DEPTHWISE_CONV_2D options (zero when the table is missing).
struct ConvOptions {
    present: bool,
    padding: Option<TfPadding>,
    stride: [i32; 2],
    dilation: [i32; 2],
    activation: FusedActivation,
    bias_type: TfType,
    depth_multiplier: i32,
}

fn conv_options(options: &TfOptions, depthwise: bool) -> ConvOptions {
    match (options, depthwise) {
        (
            TfOptions::Conv2d {
                padding,
                stride_w,
                stride_h,
                dilation_w,
                dilation_h,
                activation,
                quantized_bias_type,
            },
            false,
        ) => ConvOptions {
            present: true,
            padding: Some(*padding),
            stride: [*stride_h, *stride_w],
            dilation: [*dilation_h, *dilation_w],
            activation: *activation,
            bias_type: *quantized_bias_type,
            depth_multiplier: 0,
        },
        (
            TfOptions::DepthwiseConv2d {
                padding,
                stride_w,
                stride_h,
                depth_multiplier,
                activation,
                dilation_w,
                dilation_h,
            },
            true,
        ) => ConvOptions {
            present: true,
            padding: Some(*padding),
            stride: [*stride_h, *stride_w],
            dilation: [*dilation_h, *dilation_w],
            activation: *activation,
            bias_type: TfType::Float32,
            depth_multiplier: *depth_multiplier,
        },
        _ => ConvOptions {
            present: false,
            padding: None,
            stride: [0, 0],
            dilation: [0, 0],
            activation: FusedActivation::None,
            bias_type: TfType::Float32,
            depth_multiplier: 0,
        },
    }
}

/// Checks the weight of a conv / depthwise / FC operator against the input type and returns
/// its quantization parameters.
///
/// - int8 / int16 activations need int8 weights with zero points 0 (TFLite's per-channel
///   kernels never subtract a weight zero point) — except a per-tensor FULLY_CONNECTED
///   weight, whose zero point TFLite does apply (`allow_per_tensor_zp`);
/// - uint8 activations need uint8 per-tensor weights (the legacy scheme; any zero point).
fn weight_q(
    cx: &OpCx,
    x: DType,
    w_t: usize,
    allow_per_tensor_zp: bool,
) -> Result<QParams, ImportError> {
    let w = cx.dtype("the weight", w_t)?;
    let w_q = cx.q("the weight", w_t)?;
    match (x, w) {
        (DType::I8 | DType::I16, DType::I8) => {
            let per_tensor = w_q.axis().is_none();
            if !(per_tensor && allow_per_tensor_zp) {
                if let Some(z) = (0..w_q.num_channels())
                    .map(|c| w_q.zero_point(c))
                    .find(|&z| z != 0)
                {
                    return Err(cx.tensor_error(
                        "the weight",
                        w_t,
                        format!("int8 weights must have zero point 0 (TFLite's kernels ignore it), found {z}"),
                    ));
                }
            }
            Ok(w_q)
        }
        (DType::U8, DType::U8) => {
            if w_q.axis().is_some() {
                return Err(cx.tensor_error(
                    "the weight",
                    w_t,
                    "uint8 weights must be quantized per tensor",
                ));
            }
            Ok(w_q)
        }
        (x, w) => Err(cx.unsupported(format!("{} input with {} weights is not supported", x, w))),
    }
}

/// The activation input's type, which must be quantized 8- or 16-bit.
fn quantized_input(cx: &OpCx, x_t: usize, name: &str) -> Result<DType, ImportError> {
    match cx.dtype("input 0", x_t)? {
        d @ (DType::I8 | DType::U8 | DType::I16) => Ok(d),
        DType::F32 => Err(cx.unsupported(format!(
            "float (or hybrid) {name} is not supported; only quantized models are"
        ))),
        d => Err(cx.unsupported(format!("{name} on {d} inputs is not supported"))),
    }
}

/// Accumulator type and rounding of a conv-like operator from its input and bias types.
///
/// - 8-bit inputs: `i32` accumulator (the bias must be INT32), `tflite_double`;
/// - int16 inputs (16x8): an INT32 bias gives an `i32` accumulator and `tflite_double`; an
///   INT64 bias (the converter's default) or no bias gives TFLite's int64 path
///   (`i64`, `tflite_int64`, the 15-bit reduced multiplier).
///
/// `bias` is the bias (tensor index and type), if any, and the operator input it is.
fn conv_acc(
    cx: &OpCx,
    x: DType,
    (bias, bias_input): (Option<(usize, DType)>, usize),
    int64_only: bool,
) -> Result<(DType, Rounding), ImportError> {
    match (x, bias) {
        (DType::I8 | DType::U8, None | Some((_, DType::I32))) => {
            Ok((DType::I32, Rounding::TfliteDouble))
        }
        (DType::I16, Some((_, DType::I32))) if !int64_only => {
            Ok((DType::I32, Rounding::TfliteDouble))
        }
        (DType::I16, None | Some((_, DType::I64))) => Ok((DType::I64, Rounding::TfliteInt64)),
        (_, Some((b_t, b))) => Err(cx.tensor_error(
            &format!("the bias (input {bias_input})"),
            b_t,
            format!(
                "bias type {b} is not supported with {x} inputs (8-bit: INT32; 16x8: {})",
                if int64_only {
                    "INT64"
                } else {
                    "INT32 or INT64"
                }
            ),
        )),
        (_, None) => Err(cx.unsupported(format!("{x} inputs are not supported"))),
    }
}

/// The optional bias (input `k`): tensor index and element type. Checks
/// `quantized_bias_type` when the options set it.
fn bias(cx: &OpCx, k: usize, bias_type: TfType) -> Result<Option<(usize, DType)>, ImportError> {
    let Some(b_t) = cx.opt_input_index(k) else {
        return Ok(None);
    };
    let role = format!("the bias (input {k})");
    let b = cx.dtype(&role, b_t)?;
    let declared = match bias_type {
        TfType::Int32 => Some(DType::I32),
        TfType::Int64 => Some(DType::I64),
        _ => None,
    };
    if let Some(d) = declared {
        if d != b {
            return Err(cx.tensor_error(
                &role,
                b_t,
                format!("has type {b} but quantized_bias_type says {bias_type}"),
            ));
        }
    }
    Ok(Some((b_t, b)))
}

/// The groups and filter layout of a CONV_2D (OHWI, `groups = in_C / filter_I`) or
/// DEPTHWISE_CONV_2D (`[1, KH, KW, C*M]` as `ihwo`, `groups = C`, the multiplier `M` derived
/// from the shapes; `multiplier` is the option, checked where the kernel uses it).
fn conv_groups(
    cx: &OpCx,
    x_ty: &TensorType,
    w_ty: &TensorType,
    depthwise: bool,
    multiplier: Option<i32>,
    note: &str,
) -> Result<(usize, KernelLayout), ImportError> {
    if x_ty.rank() != 4 || w_ty.rank() != 4 {
        return Err(cx.invalid(format!(
            "input and filter must have rank 4, found {x_ty} and {w_ty}"
        )));
    }
    let in_c = x_ty.shape[3];
    Ok(if depthwise {
        let filter_c = w_ty.shape[3];
        if w_ty.shape[0] != 1 {
            return Err(cx.invalid(format!(
                "the depthwise filter must be [1, H, W, C*M], found {w_ty}"
            )));
        }
        if in_c == 0 || !filter_c.is_multiple_of(in_c) {
            return Err(cx.invalid(format!(
                "filter channels {filter_c} are not a multiple of input channels {in_c}"
            )));
        }
        let m = filter_c / in_c;
        if let Some(option) = multiplier.filter(|&d| usize::try_from(d).ok() != Some(m)) {
            return Err(cx.invalid(format!(
                "depth_multiplier {option} does not match filter channels {filter_c} / input channels {in_c} = {m} (TFLite's 16x8 kernel uses the option){note}"
            )));
        }
        (in_c, KernelLayout::Ihwo)
    } else {
        let filter_i = w_ty.shape[3];
        if filter_i == 0 || !in_c.is_multiple_of(filter_i) {
            return Err(cx.invalid(format!(
                "input channels {in_c} are not a multiple of the filter's input channels {filter_i}"
            )));
        }
        (in_c / filter_i, KernelLayout::Ohwi)
    })
}

/// CONV_2D (`depthwise = false`) and DEPTHWISE_CONV_2D (`depthwise = true`) -> `qnn.conv2d`.
///
/// CONV_2D: NHWC input, OHWI filter, `groups = in_C / filter_I` (TFLite's grouped
/// convolution). DEPTHWISE_CONV_2D: the `[1, KH, KW, C*M]` filter is the `ihwo` layout with
/// `groups = C`; the multiplier `M = filter_C / C` is derived from the shapes as TFLite's
/// 8-bit kernels do, and for int16 inputs (whose kernel uses the option) the
/// `depth_multiplier` option must agree with it.
pub(super) fn conv2d(cx: &mut OpCx, depthwise: bool) -> Result<(), ImportError> {
    cx.arity(2, 3)?;
    let name = if depthwise {
        "DEPTHWISE_CONV_2D"
    } else {
        "CONV_2D"
    };
    let table = if depthwise {
        "DepthwiseConv2DOptions"
    } else {
        "Conv2DOptions"
    };
    let o = conv_options(&cx.op.options, depthwise);
    let note = zeroed_note(o.present, table);
    let padding = padding(cx, o.padding, &note)?;
    let strides = [
        positive(cx, "stride_h", o.stride[0], &note)?,
        positive(cx, "stride_w", o.stride[1], &note)?,
    ];
    let dilation = [
        positive(cx, "dilation_h_factor", o.dilation[0], &note)?,
        positive(cx, "dilation_w_factor", o.dilation[1], &note)?,
    ];

    let (x_t, w_t, out_t) = (cx.input_index(0)?, cx.input_index(1)?, cx.output_index()?);
    if float::is_float(cx, 0)? {
        let x_ty = cx.value_type("input 0", x_t)?;
        let w_ty = cx.value_type("the weight", w_t)?;
        let (groups, layout) = conv_groups(cx, &x_ty, &w_ty, depthwise, None, &note)?;
        let attrs = Conv2dAttrs {
            strides,
            padding,
            dilation,
            groups,
            data_layout: DataLayout::Nhwc,
            kernel_layout: layout,
        };
        if hybrid::is_hybrid(cx, 1)? {
            return hybrid::conv2d(cx, attrs, o.activation, depthwise);
        }
        return float::conv2d(cx, attrs, o.activation);
    }
    let x = quantized_input(cx, x_t, name)?;
    let w_q = weight_q(cx, x, w_t, false)?;
    let (in_q, _, _) = cx.q_tensor("input 0", x_t)?;
    let (out_q, _, _) = cx.q_tensor("the output", out_t)?;
    for (role, t) in [("input 0", x_t), ("the output", out_t)] {
        cx.require_symmetric_i16(role, t)?;
    }
    let b = bias(cx, 2, o.bias_type)?;
    let (acc, rounding) = conv_acc(cx, x, (b, 2), depthwise)?;
    let clamp = cx.clamp(o.activation, out_t)?;

    let x_ty = cx.value_type("input 0", x_t)?;
    let w_ty = cx.value_type("the weight", w_t)?;
    let multiplier = (x == DType::I16).then_some(o.depth_multiplier);
    let (groups, kernel_layout) = conv_groups(cx, &x_ty, &w_ty, depthwise, multiplier, &note)?;

    let mut args = vec![cx.input_value(0)?, cx.input_value(1)?];
    if let Some((b_t, _)) = b {
        args.push(cx.value_of("the bias (input 2)", b_t)?);
    }
    let attrs = QnnConv2dAttrs {
        in_q,
        w_q,
        out_q: Some(out_q),
        // GetQuantizedConvolutionMultipler multiplies the scales in float for uint8 inputs.
        product: if x_ty.dtype == DType::U8 {
            Precision::F32
        } else {
            Precision::F64
        },
        strides,
        padding,
        dilation,
        groups,
        data_layout: DataLayout::Nhwc,
        kernel_layout,
        acc,
        rounding,
        clamp,
    };
    cx.emit(Op::QnnConv2d(attrs), &args)?;
    Ok(())
}

/// FULLY_CONNECTED -> `qnn.dense` with `rounding = f64_half_away` (TFLite's reference kernel
/// requantizes in double precision for every scheme since TF 2.20), `keep_dims` from
/// `keep_num_dims`, and an accumulator of the bias type (`i32` for 8-bit inputs, `i64` for
/// 16x8 without an INT32 bias).
pub(super) fn fully_connected(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(2, 3)?;
    let (activation, weights_format, keep_num_dims, asymmetric, bias_type) = match &cx.op.options {
        TfOptions::FullyConnected {
            activation,
            weights_format,
            keep_num_dims,
            asymmetric_quantize_inputs,
            quantized_bias_type,
        } => (
            *activation,
            *weights_format,
            *keep_num_dims,
            *asymmetric_quantize_inputs,
            *quantized_bias_type,
        ),
        // A missing table leaves TFLite's parameters zero: no activation, default weights.
        _ => (
            FusedActivation::None,
            WeightsFormat::Default,
            false,
            false,
            TfType::Float32,
        ),
    };
    if weights_format == WeightsFormat::Shuffled4x16Int8 {
        return Err(cx.unsupported("weights_format SHUFFLED4x16INT8 is not supported"));
    }
    if hybrid::is_hybrid(cx, 1)? {
        return hybrid::fully_connected(cx, activation, keep_num_dims, asymmetric);
    }
    if float::is_float(cx, 0)? {
        return float::fully_connected(cx, activation, keep_num_dims);
    }
    let (x_t, w_t, out_t) = (cx.input_index(0)?, cx.input_index(1)?, cx.output_index()?);
    let x = quantized_input(cx, x_t, "FULLY_CONNECTED")?;
    let w_q = weight_q(cx, x, w_t, true)?;
    let (in_q, _, _) = cx.q_tensor("input 0", x_t)?;
    let (out_q, _, _) = cx.q_tensor("the output", out_t)?;
    for (role, t) in [("input 0", x_t), ("the output", out_t)] {
        cx.require_symmetric_i16(role, t)?;
    }
    let b = bias(cx, 2, bias_type)?;
    let (acc, _) = conv_acc(cx, x, (b, 2), false)?;
    let clamp = cx.clamp(activation, out_t)?;
    let mut args = vec![cx.input_value(0)?, cx.input_value(1)?];
    if let Some((b_t, _)) = b {
        args.push(cx.value_of("the bias (input 2)", b_t)?);
    }
    let attrs = QnnDenseAttrs {
        in_q,
        w_q,
        out_q: Some(out_q),
        product: Precision::F64,
        keep_dims: keep_num_dims,
        acc,
        rounding: Rounding::F64HalfAway,
        clamp,
    };
    cx.emit(Op::QnnDense(attrs), &args)?;
    Ok(())
}

/// AVERAGE_POOL_2D / MAX_POOL_2D -> `qnn.avg_pool2d` / `qnn.max_pool2d` on the raw stored
/// values (TFLite requires equal input and output parameters and, in release builds, does not
/// check them: the raw-value arithmetic is what it computes either way), with the fused
/// activation's clamp from the output parameters.
pub(super) fn pool2d(cx: &mut OpCx, average: bool) -> Result<(), ImportError> {
    cx.arity(1, 1)?;
    let (present, pad, stride, filter, activation) = match &cx.op.options {
        TfOptions::Pool2d {
            padding,
            stride_w,
            stride_h,
            filter_w,
            filter_h,
            activation,
        } => (
            true,
            Some(*padding),
            [*stride_h, *stride_w],
            [*filter_h, *filter_w],
            *activation,
        ),
        _ => (false, None, [0, 0], [0, 0], FusedActivation::None),
    };
    let note = zeroed_note(present, "Pool2DOptions");
    let padding = padding(cx, pad, &note)?;
    let strides = [
        positive(cx, "stride_h", stride[0], &note)?,
        positive(cx, "stride_w", stride[1], &note)?,
    ];
    let kernel = [
        positive(cx, "filter_height", filter[0], &note)?,
        positive(cx, "filter_width", filter[1], &note)?,
    ];
    let (x_t, out_t) = (cx.input_index(0)?, cx.output_index()?);
    if float::is_float(cx, 0)? {
        let window = WindowAttrs {
            kernel,
            strides,
            padding,
            layout: DataLayout::Nhwc,
        };
        return float::pool2d(cx, window, average, activation);
    }
    quantized_input(
        cx,
        x_t,
        if average {
            "AVERAGE_POOL_2D"
        } else {
            "MAX_POOL_2D"
        },
    )?;
    let clamp = cx.clamp(activation, out_t)?;
    let attrs = PoolAttrs {
        kernel,
        strides,
        padding,
        layout: DataLayout::Nhwc,
        clamp,
    };
    let x = cx.input_value(0)?;
    let op = if average {
        Op::QnnAvgPool2d(attrs)
    } else {
        Op::QnnMaxPool2d(attrs)
    };
    cx.emit(op, &[x])?;
    Ok(())
}

/// MEAN -> `qnn.mean`: axes from the constant INT32 second input (negative axes normalised,
/// then sorted and deduplicated), `keep_dims` from `ReducerOptions`, `tflite_double` rounding
/// (TFLite's reference `QuantizedMeanOrSum`, which its reference MEAN uses for every 8- and
/// 16-bit input).
pub(super) fn mean(cx: &mut OpCx) -> Result<(), ImportError> {
    mean_or_sum(cx, true)
}

/// SUM (8-bit) -> `qnn.sum` (axes and `keep_dims` as MEAN). int16 SUM is rejected: TFLite's
/// builtin kernel adds the stored values without rescaling (its generic integer sum) and TF
/// 2.21's reference returns -1 for every element, so there is no quantized definition to follow.
pub(super) fn sum(cx: &mut OpCx) -> Result<(), ImportError> {
    let x_t = cx.input_index(0)?;
    if cx.dtype("input 0", x_t)? == DType::I16 {
        return Err(cx.unsupported(
            "int16 SUM is not supported (TFLite's kernels do not rescale int16 sums: its builtin adds the stored values, its reference returns -1)",
        ));
    }
    mean_or_sum(cx, false)
}

fn mean_or_sum(cx: &mut OpCx, is_mean: bool) -> Result<(), ImportError> {
    let name = if is_mean { "MEAN" } else { "SUM" };
    cx.arity(2, 2)?;
    let keep_dims = match &cx.op.options {
        TfOptions::Reducer { keep_dims } => *keep_dims,
        _ => false,
    };
    let (x_t, out_t) = (cx.input_index(0)?, cx.output_index()?);
    if float::is_float(cx, 0)? {
        let rank = cx.value_type("input 0", x_t)?.rank();
        let axes = cx.const_axes(1, rank)?;
        if !is_mean {
            // TFLite's reference float SUM (`ReduceGeneric`): each result from 0.0f, the
            // elements added in row-major order, which is the core `sum`.
            let x = cx.input_value(0)?;
            let attrs = qnn_ir::ops::ReduceAttrs { axes, keep_dims };
            cx.emit(Op::Sum(attrs), &[x])?;
            return Ok(());
        }
        return float::mean(cx, axes, keep_dims);
    }
    quantized_input(cx, x_t, name)?;
    let (in_q, _, _) = cx.q_tensor("input 0", x_t)?;
    let (out_q, _, _) = cx.q_tensor("the output", out_t)?;
    for (role, t) in [("input 0", x_t), ("the output", out_t)] {
        cx.require_symmetric_i16(role, t)?;
    }
    let rank = cx.value_type("input 0", x_t)?.rank();
    let axes = cx.const_axes(1, rank)?;
    let op = if is_mean {
        Op::QnnMean(QnnMeanAttrs {
            in_q,
            out_q,
            axes,
            keep_dims,
            rounding: Rounding::TfliteDouble,
        })
    } else {
        Op::QnnSum(QnnSumAttrs {
            in_q,
            out_q,
            axes,
            keep_dims,
            kernel: cx.sum_kernel(),
        })
    };
    let x = cx.input_value(0)?;
    cx.emit(op, &[x])?;
    Ok(())
}

/// BATCH_MATMUL(lhs, rhs) -> `qnn.batch_matmul` with TFLite's float-product multiplier
/// (`GetQuantizedConvolutionMultipler`): int8 with `int32_t` accumulation and `tflite_double`,
/// 16x8 (int16 x int16, zero points 0) with `BatchMatMul<int16_t, int64_t>`'s `i64`
/// accumulation and `tflite_int64`; float32 as the core `batch_matmul`; `adj_x` / `adj_y`
/// become a `transpose` of the last two dimensions.
pub(super) fn batch_matmul(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let (adj_x, adj_y) = match cx.op.options {
        TfOptions::BatchMatMul { adj_x, adj_y, .. } => (adj_x, adj_y),
        _ => (false, false),
    };
    let (l_t, r_t, out_t) = (cx.input_index(0)?, cx.input_index(1)?, cx.output_index()?);
    if float::is_float(cx, 0)? {
        let r = cx.tensor(r_t)?.ty;
        if r != TfType::Float32 {
            return Err(cx.unsupported(format!(
                "a hybrid BATCH_MATMUL (float input, {r} weights) is not supported: TF 2.21's BUILTIN_REF resolver has no kernel for it (the converter writes it as version 4)"
            )));
        }
        // TFLite's reference float BatchMatMul: one running float sum per result from 0.0f in
        // k order, which is the core `batch_matmul` on `f32`.
        let operands = adjoint_operands(cx, adj_x, adj_y)?;
        cx.emit(Op::BatchMatmul(qnn_ir::ops::NoAttrs {}), &operands)?;
        return Ok(());
    }
    let d = cx.dtype("input 0", l_t)?;
    for (role, t) in [("input 0", l_t), ("input 1", r_t)] {
        match cx.dtype(role, t)? {
            e @ (DType::I8 | DType::I16) if e == d => cx.require_symmetric_i16(role, t)?,
            e => {
                return Err(cx.unsupported(format!(
                "BATCH_MATMUL on {e} operands is not supported (int8 x int8 and int16 x int16 are)"
            )))
            }
        }
    }
    cx.require_symmetric_i16("the output", out_t)?;
    // 16x8: TFLite's BatchMatMul<int16_t, int64_t> and the int64 MultiplyByQuantizedMultiplier.
    let (acc, rounding) = if d == DType::I16 {
        (DType::I64, Rounding::TfliteInt64)
    } else {
        (DType::I32, Rounding::TfliteDouble)
    };
    let (lhs_q, _, _) = cx.q_tensor("input 0", l_t)?;
    let (rhs_q, _, _) = cx.q_tensor("input 1", r_t)?;
    let (out_q, _, _) = cx.q_tensor("the output", out_t)?;
    let operands = adjoint_operands(cx, adj_x, adj_y)?;
    let attrs = QnnBatchMatmulAttrs {
        lhs_q,
        rhs_q,
        out_q,
        product: Precision::F32,
        acc,
        rounding,
    };
    cx.emit(Op::QnnBatchMatmul(attrs), &operands)?;
    Ok(())
}

/// BATCH_MATMUL's two operands with `adj_x` / `adj_y` applied as a `transpose` of their last
/// two dimensions.
fn adjoint_operands(cx: &mut OpCx, adj_x: bool, adj_y: bool) -> Result<Vec<ValueId>, ImportError> {
    let mut operands = Vec::with_capacity(2);
    for (k, adj) in [(0, adj_x), (1, adj_y)] {
        let v = cx.input_value(k)?;
        let ty = cx.ty_of(v)?;
        let r = ty.rank();
        if r < 2 {
            return Err(cx.invalid(format!("input {k} needs rank 2 or more, found {ty}")));
        }
        operands.push(if adj {
            let mut perm: Vec<usize> = (0..r).collect();
            perm.swap(r - 2, r - 1);
            cx.add(Op::Transpose(TransposeAttrs { perm }), &[v], ty.dtype)?
        } else {
            v
        });
    }
    Ok(operands)
}

/// TFLite's padding of a TRANSPOSE_CONV dimension (`ComputePaddingHeightWidth` run forward from
/// the output extent `out` with dilation 1): `max(0, (n - 1) * s + k - out) / 2` with
/// `n = ceil(out / s)` (SAME) or `(out + s - k) / s` (VALID). Only this leading padding is
/// used by the reference kernel.
fn transpose_pad(same: bool, out: usize, k: usize, s: usize) -> usize {
    let n = if same {
        out.div_ceil(s)
    } else {
        (out + s).saturating_sub(k) / s
    };
    (n.saturating_sub(1) * s + k).saturating_sub(out) / 2
}

/// TRANSPOSE_CONV(output_shape, weights, input[, bias]) (int8, 16x8) -> zero insertion and
/// `qnn.conv2d`.
///
/// TFLite's reference scatters `(x[iy, ix] - in_zp) * w[o, fy, fx, i]` to output
/// `(iy * s - pad + fy, ix * s - pad + fx)`. The same sums come from a stride-1 convolution of
/// the input with `s - 1` pixels of `in_zp` inserted between neighbours (a `reshape`, a `pad`
/// with `in_zp` and a `reshape`), padded by `k - 1 - pad` before (and as needed after; a
/// negative padding is a `slice`), with the spatially flipped filter (a new constant). The
/// per-channel multipliers, the bias, the accumulator (int32; int64 for 16x8) and the clamp are
/// CONV_2D's, so every integer is the reference kernel's.
pub(super) fn transpose_conv(cx: &mut OpCx) -> Result<(), ImportError> {
    let t = tconv_operands(cx)?;
    let v = tconv_zero_insert(cx, &t)?;
    let (v, explicit) = tconv_pad(cx, &t, v)?;
    let w_v = tconv_flipped_filter(cx, &t.w)?;
    tconv_emit(cx, t, v, w_v, explicit)
}

/// The checked operands, options and kernel parameters of a TRANSPOSE_CONV.
struct TransposeConv {
    /// SAME (`true`) or VALID padding.
    same: bool,
    /// `[stride_h, stride_w]`, both positive.
    strides: [usize; 2],
    in_q: QParams,
    w_q: QParams,
    out_q: QParams,
    /// The input's zero point, the value inserted between pixels.
    in_zp: i64,
    /// The optional bias (input 3): tensor index and element type.
    bias: Option<(usize, DType)>,
    acc: DType,
    rounding: Rounding,
    clamp: Option<[i64; 2]>,
    /// The input's element type.
    dtype: DType,
    /// The input's shape `[N, H, W, C]`.
    xs: Vec<usize>,
    /// The output's shape `[N, OH, OW, O]`, equal to the `output_shape` operand.
    out_shape: Vec<usize>,
    /// The constant filter `[O, KH, KW, I]`.
    w: qnn_ir::Tensor,
}

/// TRANSPOSE_CONV's options: SAME padding (or VALID), strides, activation and bias type.
fn tconv_options(cx: &OpCx) -> Result<(bool, [usize; 2], FusedActivation, TfType), ImportError> {
    let (same, stride, activation, bias_type, present) = match &cx.op.options {
        TfOptions::TransposeConv {
            padding,
            stride_w,
            stride_h,
            activation,
            quantized_bias_type,
        } => (
            Some(*padding),
            [*stride_h, *stride_w],
            *activation,
            *quantized_bias_type,
            true,
        ),
        _ => (None, [0, 0], FusedActivation::None, TfType::Float32, false),
    };
    let note = zeroed_note(present, "TransposeConvOptions");
    let same = padding(cx, same, &note)? == Padding::Same;
    let strides = [
        positive(cx, "stride_h", stride[0], &note)?,
        positive(cx, "stride_w", stride[1], &note)?,
    ];
    Ok((same, strides, activation, bias_type))
}

/// Reads and checks TRANSPOSE_CONV's operands, options, quantization and accumulator.
fn tconv_operands(cx: &mut OpCx) -> Result<TransposeConv, ImportError> {
    cx.arity(3, 4)?;
    let (same, strides, activation, bias_type) = tconv_options(cx)?;
    let (w_t, x_t, out_t) = (cx.input_index(1)?, cx.input_index(2)?, cx.output_index()?);
    let x = quantized_input(cx, x_t, "TRANSPOSE_CONV")?;
    if x == DType::U8 {
        return Err(cx.unsupported("uint8 TRANSPOSE_CONV is not supported (int8 and 16x8 are)"));
    }
    let w_q = weight_q(cx, x, w_t, false)?;
    let (in_q, _, in_zp) = cx.q_tensor("input 2", x_t)?;
    let (out_q, _, _) = cx.q_tensor("the output", out_t)?;
    for (role, t) in [("input 2", x_t), ("the output", out_t)] {
        cx.require_symmetric_i16(role, t)?;
    }
    let b = bias(cx, 3, bias_type)?;
    let (acc, rounding) = conv_acc(cx, x, (b, 3), x == DType::I16)?;
    let clamp = cx.clamp(activation, out_t)?;
    let (dtype, xs, out_shape, w) = tconv_shapes(cx, x_t, w_t, out_t)?;
    Ok(TransposeConv {
        same,
        strides,
        in_q,
        w_q,
        out_q,
        in_zp,
        bias: b,
        acc,
        rounding,
        clamp,
        dtype,
        xs,
        out_shape,
        w,
    })
}

/// TRANSPOSE_CONV's input type and shape, output shape and constant filter, checked to fit.
fn tconv_shapes(
    cx: &mut OpCx,
    x_t: usize,
    w_t: usize,
    out_t: usize,
) -> Result<(DType, Vec<usize>, Vec<usize>, qnn_ir::Tensor), ImportError> {
    let x_ty = cx.value_type("input 2", x_t)?;
    let out_shape = cx.stored_shape("the output", out_t)?;
    let (_, declared) = cx.const_ints(0)?;
    if declared
        .iter()
        .map(|&d| usize::try_from(d).ok())
        .collect::<Vec<_>>()
        != out_shape.iter().map(|&d| Some(d)).collect::<Vec<_>>()
    {
        return Err(cx.invalid(format!(
            "output_shape {declared:?} does not match the output tensor's shape {out_shape:?}"
        )));
    }
    let w = match super::tensors::const_tensor(cx.tensor(w_t)?) {
        Ok(Some(w)) => w,
        Ok(None) => {
            return Err(cx.unsupported("TRANSPOSE_CONV weights must be a constant"));
        }
        Err(m) => return Err(cx.tensor_error("the weight", w_t, m)),
    };
    let (xs, ws) = (x_ty.shape.to_vec(), w.shape().to_vec());
    if xs.len() != 4 || ws.len() != 4 || out_shape.len() != 4 {
        return Err(cx.invalid(format!(
            "input, filter and output must have rank 4, found {x_ty}, {ws:?} and {out_shape:?}"
        )));
    }
    if ws[3] != xs[3] || ws[0] != out_shape[3] || out_shape[0] != xs[0] {
        return Err(cx.invalid(format!(
            "filter {ws:?} (O, H, W, I) does not fit input {xs:?} and output {out_shape:?}"
        )));
    }
    Ok((x_ty.dtype, xs, out_shape, w))
}

/// Zero insertion: `[N, H, W, C]` -> `[N, H, s_h, W, s_w, C]` padded with `in_zp` ->
/// `[N, H*s_h, W*s_w, C]` (nothing for strides 1).
fn tconv_zero_insert(cx: &mut OpCx, t: &TransposeConv) -> Result<ValueId, ImportError> {
    let mut v = cx.input_value(2)?;
    let (n, h, wd, c) = (t.xs[0], t.xs[1], t.xs[2], t.xs[3]);
    let strides = t.strides;
    if strides != [1, 1] {
        let d = t.dtype;
        v = cx.add(
            Op::Reshape(ReshapeAttrs {
                shape: vec![n, h, 1, wd, 1, c],
            }),
            &[v],
            d,
        )?;
        let pads = vec![
            [0, 0],
            [0, 0],
            [0, strides[0] - 1],
            [0, 0],
            [0, strides[1] - 1],
            [0, 0],
        ];
        v = cx.add(
            Op::Pad(PadAttrs {
                pads,
                value: t.in_zp,
            }),
            &[v],
            d,
        )?;
        v = cx.add(
            Op::Reshape(ReshapeAttrs {
                shape: vec![n, h * strides[0], wd * strides[1], c],
            }),
            &[v],
            d,
        )?;
    }
    Ok(v)
}

/// The convolution's explicit padding of the zero-inserted input `v`, and `v` cropped by a
/// `slice` where that padding is negative.
///
/// Each spatial dimension (length `in * s`) is padded by `k - 1 - pad` before and
/// `out - 1 + pad - (in * s - 1)` after; negative ones crop.
fn tconv_pad(
    cx: &mut OpCx,
    t: &TransposeConv,
    mut v: ValueId,
) -> Result<(ValueId, [usize; 4]), ImportError> {
    let (n, h, wd, c) = (t.xs[0], t.xs[1], t.xs[2], t.xs[3]);
    let (strides, out_shape, ws) = (t.strides, &t.out_shape, t.w.shape());
    let (kh, kw) = (ws[1], ws[2]);
    let mut explicit = [0usize; 4];
    let mut crop = SliceAttrs {
        begin: vec![0; 4],
        end: vec![
            n as i64,
            (h * strides[0]) as i64,
            (wd * strides[1]) as i64,
            c as i64,
        ],
        strides: vec![1; 4],
    };
    let dims = [
        (h, kh, out_shape[1], strides[0]),
        (wd, kw, out_shape[2], strides[1]),
    ];
    for (i, (len, k, out, s)) in dims.into_iter().enumerate() {
        let pad = transpose_pad(t.same, out, k, s) as i64;
        let before = k as i64 - 1 - pad;
        let after = out as i64 - 1 + pad - (len * s) as i64 + 1;
        if before >= 0 {
            explicit[2 * i] = before as usize;
        } else {
            crop.begin[i + 1] = -before;
        }
        if after >= 0 {
            explicit[2 * i + 1] = after as usize;
        } else {
            crop.end[i + 1] += after;
        }
    }
    if crop.begin.iter().any(|&b| b != 0)
        || crop.end != [n, h * strides[0], wd * strides[1], c].map(|e| e as i64)
    {
        v = cx.add(Op::Slice(crop), &[v], t.dtype)?;
    }
    Ok((v, explicit))
}

/// The spatially flipped `[O, KH, KW, I]` filter `w`, added as a new constant.
fn tconv_flipped_filter(cx: &mut OpCx, w: &qnn_ir::Tensor) -> Result<ValueId, ImportError> {
    let ws = w.shape().to_vec();
    let vals = w
        .to_i64()
        .ok_or_else(|| cx.invalid("the filter is not an integer tensor"))?;
    let (o, kh, kw, i_c) = (ws[0], ws[1], ws[2], ws[3]);
    let mut flipped = vec![0i64; vals.len()];
    for oc in 0..o {
        for fy in 0..kh {
            for fx in 0..kw {
                for ic in 0..i_c {
                    let src = ((oc * kh + fy) * kw + fx) * i_c + ic;
                    let dst = ((oc * kh + (kh - 1 - fy)) * kw + (kw - 1 - fx)) * i_c + ic;
                    flipped[dst] = vals[src];
                }
            }
        }
    }
    let w_flipped = qnn_ir::Tensor::from_i64(w.dtype(), &ws, &flipped)
        .ok_or_else(|| cx.invalid("the filter values do not fit its type"))?;
    Ok(cx.add_const(w_flipped))
}

/// The stride-1 `qnn.conv2d` of the padded input `v` with the flipped filter `w_v` and the bias.
fn tconv_emit(
    cx: &mut OpCx,
    t: TransposeConv,
    v: ValueId,
    w_v: ValueId,
    explicit: [usize; 4],
) -> Result<(), ImportError> {
    let mut args = vec![v, w_v];
    if let Some((b_t, _)) = t.bias {
        args.push(cx.value_of("the bias (input 3)", b_t)?);
    }
    let attrs = QnnConv2dAttrs {
        in_q: t.in_q,
        w_q: t.w_q,
        out_q: Some(t.out_q),
        product: Precision::F64,
        strides: [1, 1],
        padding: Padding::Explicit(explicit),
        dilation: [1, 1],
        groups: 1,
        data_layout: DataLayout::Nhwc,
        kernel_layout: KernelLayout::Ohwi,
        acc: t.acc,
        rounding: t.rounding,
        clamp: t.clamp,
    };
    cx.emit(Op::QnnConv2d(attrs), &args)?;
    Ok(())
}
