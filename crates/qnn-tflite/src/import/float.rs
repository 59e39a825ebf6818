//! Float operators: a float model (or a float island of a quantized one) imported as `f32`
//! core ops in the operation order of TFLite's reference float kernels (`BUILTIN_REF`), so
//! the interpreter's float results are TFLite's bit for bit. The quantized converters call in
//! here when their input is float; `docs/tflite-import.md` ("Float operators") lists the core
//! ops each operator becomes.
//!
//! Fused activations are TFLite's `ActivationFunctionWithMinMax` = `std::min(std::max(x, lo),
//! hi)` written as `minimum(hi, maximum(lo, x))`, which keeps NaN and `-0.0` as the C++ does.
//! One deliberate difference: TFLite clamps with `NONE` and `RELU` too, to `[lowest, max]` and
//! `[0, max]` of `float`; the import leaves those bounds out, so a sum that overflows to an
//! infinity stays infinite here where TFLite writes `±FLT_MAX`.

use qnn_ir::attrs::DataLayout;
use qnn_ir::ops::{ConcatAttrs, Conv2dAttrs, NoAttrs, ReduceAttrs, ReshapeAttrs, WindowAttrs};
use qnn_ir::{DType, Data, Op, Tensor, TensorType, ValueId};

use super::cx::OpCx;
use super::error::ImportError;
use super::movement::MAX_SIZE_ENTRY;
use crate::model::{FusedActivation, TfType};

/// An `f32` constant of `shape`.
pub(super) fn f32_const(
    cx: &mut OpCx,
    shape: Vec<usize>,
    v: Vec<f32>,
) -> Result<ValueId, ImportError> {
    let t = Tensor::new(TensorType::new(DType::F32, shape), Data::F32(v))
        .map_err(|e| cx.invalid(e.to_string()))?;
    Ok(cx.add_const(t))
}

/// A float scalar constant.
pub(super) fn scalar(cx: &mut OpCx, v: f32) -> Result<ValueId, ImportError> {
    f32_const(cx, vec![], vec![v])
}

/// `op(args)` as an unbound `f32` value.
fn f32_op(cx: &mut OpCx, op: Op, args: &[ValueId]) -> Result<ValueId, ImportError> {
    cx.add(op, args, DType::F32)
}

/// Binds `v` to the operator's output.
fn bind(cx: &mut OpCx, v: ValueId) -> Result<(), ImportError> {
    let out = cx.output_index()?;
    cx.bind(out, v)
}

/// The bounds of a fused float activation, `None` for NONE (see the module note).
fn bounds(cx: &OpCx, act: FusedActivation) -> Result<Option<(f32, Option<f32>)>, ImportError> {
    Ok(match act {
        FusedActivation::None => None,
        FusedActivation::Relu => Some((0.0, None)),
        FusedActivation::Relu6 => Some((0.0, Some(6.0))),
        FusedActivation::ReluN1To1 => Some((-1.0, Some(1.0))),
        other => {
            return Err(cx.unsupported(format!(
                "fused activation {other:?} on a float operator is not supported"
            )))
        }
    })
}

/// `minimum(hi, maximum(lo, x))` (or `maximum(lo, x)` without an upper bound).
pub(super) fn clamp(
    cx: &mut OpCx,
    x: ValueId,
    lo: f32,
    hi: Option<f32>,
) -> Result<ValueId, ImportError> {
    let lo = scalar(cx, lo)?;
    let m = f32_op(cx, Op::Maximum(NoAttrs {}), &[lo, x])?;
    match hi {
        None => Ok(m),
        Some(hi) => {
            let hi = scalar(cx, hi)?;
            f32_op(cx, Op::Minimum(NoAttrs {}), &[hi, m])
        }
    }
}

/// Applies the fused activation to `x` and binds the result to the operator's output.
pub(super) fn finish(cx: &mut OpCx, x: ValueId, act: FusedActivation) -> Result<(), ImportError> {
    let v = match bounds(cx, act)? {
        None => x,
        Some((lo, hi)) => clamp(cx, x, lo, hi)?,
    };
    bind(cx, v)
}

/// Whether operator input `k` is a float32 tensor.
pub(super) fn is_float(cx: &OpCx, k: usize) -> Result<bool, ImportError> {
    let t = cx.input_index(k)?;
    Ok(cx.tensor(t)?.ty == TfType::Float32)
}

/// Checks that inputs `ks` (where present) are float32.
fn all_float(cx: &OpCx, ks: &[usize], name: &str) -> Result<(), ImportError> {
    for &k in ks {
        if let Some(t) = cx.opt_input_index(k) {
            let ty = cx.tensor(t)?.ty;
            if ty != TfType::Float32 {
                return Err(cx.unsupported(format!(
                    "a float {name} with input {k} of type {ty} (a hybrid kernel) is not supported"
                )));
            }
        }
    }
    Ok(())
}

/// `x + bias` when the operator has a bias (input 2), else `x`.
fn add_bias(cx: &mut OpCx, x: ValueId) -> Result<ValueId, ImportError> {
    match cx.opt_input_index(2) {
        None => Ok(x),
        Some(b_t) => {
            let b = cx.value_of("the bias (input 2)", b_t)?;
            f32_op(cx, Op::Add(NoAttrs {}), &[x, b])
        }
    }
}

/// Float CONV_2D / DEPTHWISE_CONV_2D with its resolved window (`nn::conv2d` checks and
/// derives `attrs`).
pub(super) fn conv2d(
    cx: &mut OpCx,
    attrs: Conv2dAttrs,
    act: FusedActivation,
) -> Result<(), ImportError> {
    all_float(cx, &[0, 1, 2], "convolution")?;
    let (x, w) = (cx.input_value(0)?, cx.input_value(1)?);
    let acc = f32_op(cx, Op::Conv2d(attrs), &[x, w])?;
    let v = add_bias(cx, acc)?;
    finish(cx, v, act)
}

/// Float FULLY_CONNECTED: the input viewed as `[B, K]` (`K` = the weight's columns), and the
/// result as the input's leading dimensions plus `O` with `keep_num_dims`.
pub(super) fn fully_connected(
    cx: &mut OpCx,
    act: FusedActivation,
    keep_num_dims: bool,
) -> Result<(), ImportError> {
    all_float(cx, &[0, 1, 2], "FULLY_CONNECTED")?;
    let (x_t, w_t) = (cx.input_index(0)?, cx.input_index(1)?);
    let x_ty = cx.value_type("input 0", x_t)?;
    let w_ty = cx.value_type("the weight", w_t)?;
    let &[o, k] = w_ty.shape.as_slice() else {
        return Err(cx.invalid(format!("the weight must have rank 2, found {w_ty}")));
    };
    let n = x_ty.num_elements().unwrap_or(0);
    if k == 0 || !n.is_multiple_of(k) {
        return Err(cx.invalid(format!("input {x_ty} cannot be viewed as [batch, {k}]")));
    }
    let mut x = cx.input_value(0)?;
    if x_ty.shape.as_slice() != [n / k, k] {
        let shape = vec![n / k, k];
        x = f32_op(cx, Op::Reshape(ReshapeAttrs { shape }), &[x])?;
    }
    let w = cx.input_value(1)?;
    let acc = f32_op(cx, Op::Dense(NoAttrs {}), &[x, w])?;
    let mut v = add_bias(cx, acc)?;
    if let Some((lo, hi)) = bounds(cx, act)? {
        v = clamp(cx, v, lo, hi)?;
    }
    if keep_num_dims && x_ty.rank() != 2 {
        let mut shape: Vec<usize> = x_ty.shape[..x_ty.rank().saturating_sub(1)].to_vec();
        shape.push(o);
        v = f32_op(cx, Op::Reshape(ReshapeAttrs { shape }), &[v])?;
    }
    bind(cx, v)
}

/// Float ADD / SUB / MUL (`op` is the core op).
pub(super) fn binary(cx: &mut OpCx, op: Op, act: FusedActivation) -> Result<(), ImportError> {
    all_float(cx, &[0, 1], "binary operator")?;
    let (a, b) = (cx.input_value(0)?, cx.input_value(1)?);
    let v = f32_op(cx, op, &[a, b])?;
    finish(cx, v, act)
}

/// Float AVERAGE_POOL_2D (`average`) / MAX_POOL_2D over an NHWC input.
pub(super) fn pool2d(
    cx: &mut OpCx,
    window: WindowAttrs,
    average: bool,
    act: FusedActivation,
) -> Result<(), ImportError> {
    let x = cx.input_value(0)?;
    if !average {
        let v = f32_op(cx, Op::MaxPool2d(window), &[x])?;
        return finish(cx, v, act);
    }
    let x_ty = cx.ty_of(x)?;
    let sum = f32_op(cx, Op::PoolSum(window.clone()), &[x])?;
    let counts = window_counts(cx, &x_ty, &window)?;
    let v = f32_op(cx, Op::Divide(NoAttrs {}), &[sum, counts])?;
    finish(cx, v, act)
}

/// The number of in-image taps of every output window (TFLite's `filter_count`): the taps of
/// window row `y` times those of window column `x`, a scalar where every window has as many,
/// else `multiply` of a `[1, OH, 1, 1]` and a `[1, 1, OW, 1]` constant (exact: the counts are
/// small integers), so that nothing of the output's size is built at import.
fn window_counts(cx: &mut OpCx, x: &TensorType, w: &WindowAttrs) -> Result<ValueId, ImportError> {
    if x.rank() != 4 || w.layout != DataLayout::Nhwc {
        return Err(cx.invalid(format!("pooling needs a rank-4 NHWC input, found {x}")));
    }
    let mut taps: [Vec<usize>; 2] = Default::default();
    for (d, t) in taps.iter_mut().enumerate() {
        let input = x.shape[1 + d];
        let (k, s) = (w.kernel[d], w.strides[d]);
        let (out, pad) = w
            .padding
            .resolve(d, input, k, s, 1)
            .ok_or_else(|| cx.invalid(format!("the window does not fit the input {x}")))?;
        if out > MAX_SIZE_ENTRY {
            return Err(cx.unsupported(format!(
                "an output extent of {out} is above qnnc's limit of {MAX_SIZE_ENTRY} for a float AVERAGE_POOL_2D's window counts (docs/robustness.md)"
            )));
        }
        // The window rows (columns) of output position `o` that lie inside the input.
        *t = (0..out)
            .map(|o| {
                let start = o.saturating_mul(s);
                let lo = pad.saturating_sub(start);
                let hi = k.min((input + pad).saturating_sub(start));
                hi.saturating_sub(lo)
            })
            .collect();
        if t.contains(&0) {
            return Err(cx.invalid("an average-pool window lies entirely in the padding"));
        }
    }
    let [rows, cols] = taps;
    let uniform = |v: &[usize]| v.windows(2).all(|p| p[0] == p[1]);
    if uniform(&rows) && uniform(&cols) {
        let n = rows.first().copied().unwrap_or(1) * cols.first().copied().unwrap_or(1);
        return scalar(cx, n as f32);
    }
    let as_f32 = |v: &[usize]| v.iter().map(|&n| n as f32).collect::<Vec<_>>();
    let r = f32_const(cx, vec![1, rows.len(), 1, 1], as_f32(&rows))?;
    let c = f32_const(cx, vec![1, 1, cols.len(), 1], as_f32(&cols))?;
    f32_op(cx, Op::Multiply(NoAttrs {}), &[r, c])
}

/// Float MEAN over `axes`: the row-major sum divided by the reduced count.
pub(super) fn mean(cx: &mut OpCx, axes: Vec<usize>, keep_dims: bool) -> Result<(), ImportError> {
    let x = cx.input_value(0)?;
    let x_ty = cx.ty_of(x)?;
    let count: usize = axes.iter().map(|&a| x_ty.shape[a]).product();
    let sum = f32_op(cx, Op::Sum(ReduceAttrs { axes, keep_dims }), &[x])?;
    let n = scalar(cx, count as f32)?;
    let v = f32_op(cx, Op::Divide(NoAttrs {}), &[sum, n])?;
    bind(cx, v)
}

/// Float RELU family as a clamp.
pub(super) fn relu(cx: &mut OpCx, lo: f32, hi: Option<f32>) -> Result<(), ImportError> {
    let x = cx.input_value(0)?;
    let v = clamp(cx, x, lo, hi)?;
    bind(cx, v)
}

/// Float LOGISTIC / TANH (`op` is the core op).
pub(super) fn unary(cx: &mut OpCx, op: Op) -> Result<(), ImportError> {
    let x = cx.input_value(0)?;
    let v = f32_op(cx, op, &[x])?;
    bind(cx, v)
}

/// Float RSQRT: TFLite's `1.f / std::sqrt(x)`.
pub(super) fn rsqrt(cx: &mut OpCx) -> Result<(), ImportError> {
    let x = cx.input_value(0)?;
    let s = f32_op(cx, Op::Sqrt(NoAttrs {}), &[x])?;
    let one = scalar(cx, 1.0)?;
    let v = f32_op(cx, Op::Divide(NoAttrs {}), &[one, s])?;
    bind(cx, v)
}

/// Float HARD_SWISH: TFLite's reference `in * std::min(6, std::max(0, in + 3)) / 6`, where
/// `std::max(0, y)` is `maximum(y, 0)` and `std::min(6, z)` is `minimum(z, 6)` (NaN and
/// `-0.0` included).
pub(super) fn hard_swish(cx: &mut OpCx) -> Result<(), ImportError> {
    let x = cx.input_value(0)?;
    let (three, zero, six) = (scalar(cx, 3.0)?, scalar(cx, 0.0)?, scalar(cx, 6.0)?);
    let y = f32_op(cx, Op::Add(NoAttrs {}), &[x, three])?;
    let y = f32_op(cx, Op::Maximum(NoAttrs {}), &[y, zero])?;
    let y = f32_op(cx, Op::Minimum(NoAttrs {}), &[y, six])?;
    let y = f32_op(cx, Op::Multiply(NoAttrs {}), &[x, y])?;
    let v = f32_op(cx, Op::Divide(NoAttrs {}), &[y, six])?;
    bind(cx, v)
}

/// Float SOFTMAX over the last axis: TFLite's reference `exp((x - max) * beta) / sum`, the
/// multiplication left out when `beta` is 1 (exact either way).
pub(super) fn softmax(cx: &mut OpCx, beta: f32) -> Result<(), ImportError> {
    let x = cx.input_value(0)?;
    let rank = cx.ty_of(x)?.rank();
    if rank == 0 {
        return Err(cx.invalid("SOFTMAX needs an input of rank >= 1"));
    }
    let last = ReduceAttrs {
        axes: vec![rank - 1],
        keep_dims: true,
    };
    let max = f32_op(cx, Op::ReduceMax(last.clone()), &[x])?;
    let mut d = f32_op(cx, Op::Subtract(NoAttrs {}), &[x, max])?;
    if beta != 1.0 {
        let b = scalar(cx, beta)?;
        d = f32_op(cx, Op::Multiply(NoAttrs {}), &[d, b])?;
    }
    let e = f32_op(cx, Op::Exp(NoAttrs {}), &[d])?;
    let s = f32_op(cx, Op::Sum(last), &[e])?;
    let v = f32_op(cx, Op::Divide(NoAttrs {}), &[e, s])?;
    bind(cx, v)
}

/// Float CONCATENATION along `axis` (already normalised).
pub(super) fn concatenation(cx: &mut OpCx, axis: usize) -> Result<(), ImportError> {
    let n = cx.op.inputs.len();
    all_float(cx, &(0..n).collect::<Vec<_>>(), "CONCATENATION")?;
    let args = (0..n)
        .map(|k| cx.input_value(k))
        .collect::<Result<Vec<_>, _>>()?;
    let v = f32_op(cx, Op::Concatenate(ConcatAttrs { axis }), &args)?;
    bind(cx, v)
}

/// DEQUANTIZE of a constant FLOAT16 tensor: its `f32` values (exact) as a constant.
pub(super) fn dequantize_f16(cx: &mut OpCx, t: usize) -> Result<(), ImportError> {
    let tensor = cx.tensor(t)?;
    let Some(bytes) = &tensor.data else {
        return Err(cx.unsupported(
            "DEQUANTIZE of a run-time FLOAT16 tensor is not supported (only constant float16 weights)",
        ));
    };
    if let Some(why) = super::tensors::unexpanded(tensor) {
        return Err(cx.tensor_error("input 0", t, why));
    }
    let shape = cx.stored_shape("input 0", t)?;
    let n: usize = shape.iter().product();
    if bytes.len() != 2 * n {
        return Err(cx.tensor_error(
            "input 0",
            t,
            format!("{} bytes of data for {n} float16 elements", bytes.len()),
        ));
    }
    let v = bytes
        .chunks_exact(2)
        .map(|b| half::f16::from_le_bytes([b[0], b[1]]).to_f32())
        .collect();
    let c = f32_const(cx, shape, v)?;
    bind(cx, c)
}
