//! Dynamic-range ("hybrid") operators: a float input with `int8` weights, which TFLite's
//! converter makes with `Optimize.DEFAULT` and no representative dataset. Each becomes its
//! QNN op (`qnn.hybrid_dense`), which quantizes the input at run time as TFLite's kernel
//! does; the fused activation is a float clamp after it, as in `float.rs`.

use qnn_ir::ops::QnnHybridDenseAttrs;
use qnn_ir::{DType, Op};

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
    let w_t = cx.input_index(1)?;
    let w = cx.dtype("the weight", w_t)?;
    if w != DType::I8 {
        return Err(cx.unsupported(format!(
            "a hybrid FULLY_CONNECTED with {w} weights is not supported (int8 weights are)"
        )));
    }
    if let Some(b_t) = cx.opt_input_index(2) {
        if cx.tensor(b_t)?.ty != TfType::Float32 {
            return Err(cx.tensor_error(
                "the bias (input 2)",
                b_t,
                "must be FLOAT32 in a hybrid FULLY_CONNECTED",
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
    let mut args = vec![cx.input_value(0)?, cx.input_value(1)?];
    if cx.opt_input_index(2).is_some() {
        args.push(cx.input_value(2)?);
    }
    let attrs = QnnHybridDenseAttrs {
        w_q,
        asymmetric,
        keep_dims: keep_num_dims,
    };
    let v = cx.add(Op::QnnHybridDense(attrs), &args, DType::F32)?;
    float::finish(cx, v, act)
}
