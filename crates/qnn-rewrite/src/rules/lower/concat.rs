//! Lowering of `qnn.concatenate` (the interpreter's `kernels/shape.rs`): inputs whose
//! parameters differ from the output's are rescaled first, then a plain `concatenate`.

use super::{rescale, Lowering, Rescaled};
use crate::language::ENode;
use crate::rule::{on, Cx, Rule, RuleError};
use egg::Id;
use qnn_arith::requantize_real_multiplier;
use qnn_ir::attrs::RoundMode;
use qnn_ir::ops::{kind, ConcatAttrs, QnnConcatAttrs, RoundAttrs};
use qnn_ir::{DType, Data, Op, QParams, Tensor, TensorType};
use std::sync::Arc;

/// The rules of this family.
pub fn rules() -> Vec<Arc<dyn Rule>> {
    // concatenate(x_i) = concatenate(rescale_i(x_i))
    vec![on::<kind::QnnConcatenate>("lower-concatenate", concatenate)]
}

/// A rank-0 `f32` constant.
fn f32_scalar(cx: &mut Cx, v: f32) -> Result<Id, RuleError> {
    let t = Tensor::new(TensorType::new(DType::F32, []), Data::F32(vec![v]))
        .map_err(|e| cx.invalid(e.to_string()))?;
    Ok(cx.constant(t))
}

/// TFLite's uint8 CONCATENATION rescale of one input, in `f32`:
/// `(int32_t)roundf(x * s + (-in_zp * s)) + out_zp` with `s = in_s * (1 / out_s)`, clamped
/// to the type.
fn tflite_rescale(
    cx: &mut Cx,
    x: Id,
    q: &QParams,
    out_q: &QParams,
    d: DType,
) -> Result<Id, RuleError> {
    let (lo, hi) = d.int_range().unwrap_or((0, 0));
    let scale = q.scale(0) * (1.0f32 / out_q.scale(0));
    let bias = -(q.zero_point(0) as f32) * scale;
    let f = cx.cast(x, DType::F32)?;
    let s = f32_scalar(cx, scale)?;
    let b = f32_scalar(cx, bias)?;
    let m = cx.mul(f, s)?;
    let a = cx.add(m, b)?;
    let r = cx.op(
        Op::Round(RoundAttrs {
            mode: RoundMode::HalfAway,
        }),
        &[a],
        DType::F32,
    )?;
    let i = cx.cast(r, DType::I32)?;
    let zp = i32::try_from(out_q.zero_point(0)).map_err(|_| cx.invalid("zero point"))?;
    let z = cx.scalar(DType::I32, i64::from(zp))?;
    let v = cx.add(i, z)?;
    let c = cx.clip(v, lo, hi)?;
    cx.cast(c, d)
}

/// TVM's rescale of one input: `requantize` to the output parameters, 32-bit.
fn tvm_rescale(
    cx: &mut Cx,
    x: Id,
    q: &QParams,
    a: &QnnConcatAttrs,
    d: DType,
) -> Result<Option<Id>, RuleError> {
    let (lo, hi) = d.int_range().unwrap_or((0, 0));
    // The kernel subtracts the zero point in 32 bits (wrapping).
    let xi = cx.cast(x, DType::I32)?;
    let z = cx.scalar(DType::I32, crate::range::wrap(DType::I32, q.zero_point(0)))?;
    let c = cx.sub(xi, z)?;
    let real = requantize_real_multiplier(q.scale(0), a.out_q.scale(0));
    let Some(Rescaled::Int(r)) = rescale(cx, c, &[real], a.rounding, None)? else {
        return Ok(None);
    };
    // r + out_zp, wrapped to 32 bits, clamped.
    let w = cx.dtype(r);
    let zo = cx.scalar(w, a.out_q.zero_point(0))?;
    let s = cx.add(r, zo)?;
    let s = cx.cast(s, DType::I32)?;
    let c = cx.clip(s, lo, hi)?;
    cx.cast(c, d).map(Some)
}

fn concatenate(cx: &mut Cx, n: &ENode, a: &QnnConcatAttrs) -> Lowering {
    let d = n.dtype;
    let mut parts = Vec::with_capacity(n.args.len());
    for (&x, q) in n.args.iter().zip(&a.in_q) {
        if *q == a.out_q {
            parts.push(x);
        } else if a.rounding.is_tflite() {
            parts.push(tflite_rescale(cx, x, q, &a.out_q, d)?);
        } else {
            match tvm_rescale(cx, x, q, a, d)? {
                Some(p) => parts.push(p),
                None => return Ok(None),
            }
        }
    }
    cx.build(Op::Concatenate(ConcatAttrs { axis: a.axis }), &parts)
        .map(Some)
}
