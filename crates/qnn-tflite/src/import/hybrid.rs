//! Dynamic-range ("hybrid") operators: a float input with `int8` weights, which TFLite's
//! converter makes with `Optimize.DEFAULT` and no representative dataset. Each becomes its
//! QNN op (`qnn.hybrid_dense`, `qnn.hybrid_conv2d`), which quantizes the input at run time as TFLite's kernel
//! does; the fused activation is a float clamp after it, as in `float.rs`.

use qnn_ir::attrs::HybridConvKernel;
use qnn_ir::ops::{Conv2dAttrs, QnnHybridConv2dAttrs, QnnHybridDenseAttrs};
use qnn_ir::{DType, Op, QParams};

use super::cx::OpCx;
use super::error::ImportError;
use super::float;
use crate::model::{FusedActivation, TfType};

/// Whether operator input `k` holds quantized weights under a float input (a hybrid kernel).
pub(super) fn is_hybrid(cx: &OpCx, k: usize) -> Result<bool, ImportError> {
    let w = cx.tensor(cx.input_index(k)?)?.ty;
    Ok(float::is_float(cx, 0)? && w != TfType::Float32)
}

/// FULLY_CONNECTED with a float input and `int8` weights (`EvalHybridDense`) ->
/// `qnn.hybrid_dense`, then the fused activation.
pub(super) fn fully_connected(
    cx: &mut OpCx,
    act: FusedActivation,
    keep_num_dims: bool,
    asymmetric: bool,
) -> Result<(), ImportError> {
    let w_q = weights(cx, "FULLY_CONNECTED")?;
    let args = operands(cx)?;
    let attrs = QnnHybridDenseAttrs {
        w_q,
        asymmetric,
        keep_dims: keep_num_dims,
    };
    let v = cx.add(Op::QnnHybridDense(attrs), &args, DType::F32)?;
    float::finish(cx, v, act)
}

/// The weights' quantization (input 1: `int8`, zero points 0) and a float bias (input 2)
/// where there is one.
fn weights(cx: &OpCx, name: &str) -> Result<QParams, ImportError> {
    let w_t = cx.input_index(1)?;
    let w = cx.dtype("the weight", w_t)?;
    if w != DType::I8 {
        return Err(cx.unsupported(format!(
            "a hybrid {name} with {w} weights is not supported (int8 and int4 weights are)"
        )));
    }
    if let Some(b_t) = cx.opt_input_index(2) {
        if cx.tensor(b_t)?.ty != TfType::Float32 {
            return Err(cx.tensor_error(
                "the bias (input 2)",
                b_t,
                format!("must be FLOAT32 in a hybrid {name}"),
            ));
        }
    }
    let w_q = cx.q("the weight", w_t)?;
    if let Some(z) = (0..w_q.num_channels())
        .map(|c| w_q.zero_point(c))
        .find(|&z| z != 0)
    {
        return Err(cx.tensor_error(
            "the weight",
            w_t,
            format!(
                "hybrid weights must have zero point 0 (TFLite's kernel ignores it), found {z}"
            ),
        ));
    }
    Ok(w_q)
}

/// The input, the weight and the bias where there is one.
fn operands(cx: &mut OpCx) -> Result<Vec<qnn_ir::ValueId>, ImportError> {
    let mut args = vec![cx.input_value(0)?, cx.input_value(1)?];
    if cx.opt_input_index(2).is_some() {
        args.push(cx.input_value(2)?);
    }
    Ok(args)
}

/// CONV_2D / DEPTHWISE_CONV_2D with a float input and `int8` weights -> `qnn.hybrid_conv2d`
/// with the kernel TFLite picks: DEPTHWISE_CONV_2D's per-channel one; for CONV_2D the
/// per-channel one when the weight scales differ or the convolution is grouped, else the
/// per-tensor one. Then the fused activation.
pub(super) fn conv2d(
    cx: &mut OpCx,
    window: Conv2dAttrs,
    act: FusedActivation,
    depthwise: bool,
) -> Result<(), ImportError> {
    let name = if depthwise {
        "DEPTHWISE_CONV_2D"
    } else {
        "CONV_2D"
    };
    if depthwise && cx.tensor(cx.input_index(1)?)?.ty == TfType::Int4 {
        return Err(cx.unsupported(
            "a hybrid DEPTHWISE_CONV_2D with INT4 weights is not supported (TFLite's kernel refuses it)",
        ));
    }
    let w_q = weights(cx, name)?;
    let scales: Vec<f32> = (0..w_q.num_channels()).map(|c| w_q.scale(c)).collect();
    let outputs =
        cx.value_type("the weight", cx.input_index(1)?)?.shape[window.kernel_layout.axes()[0]];
    let per_channel = scales.len() == outputs;
    let kernel = if depthwise {
        HybridConvKernel::Depthwise
    } else if scales.iter().any(|&s| s.to_bits() != scales[0].to_bits()) || window.groups != 1 {
        HybridConvKernel::ConvPerChannel
    } else {
        HybridConvKernel::Conv
    };
    // TFLite's per-channel kernels read one scale per output channel, past the end of a
    // single one.
    if kernel != HybridConvKernel::Conv && !per_channel && outputs > 1 {
        return Err(cx.unsupported(format!(
            "a hybrid {name} with one weight scale for {outputs} output channels (TFLite's per-channel kernel reads a scale per channel)"
        )));
    }
    // TFLite's per-tensor kernel adds the bias without checking that there is one.
    if kernel == HybridConvKernel::Conv && cx.opt_input_index(2).is_none() {
        return Err(cx.unsupported(format!("a hybrid {name} with one weight scale needs a bias (TFLite's kernel reads it unchecked)")));
    }
    let args = operands(cx)?;
    let attrs = QnnHybridConv2dAttrs {
        w_q,
        strides: window.strides,
        padding: window.padding,
        dilation: window.dilation,
        groups: window.groups,
        data_layout: window.data_layout,
        kernel_layout: window.kernel_layout,
        kernel,
    };
    let v = cx.add(Op::QnnHybridConv2d(attrs), &args, DType::F32)?;
    float::finish(cx, v, act)
}
