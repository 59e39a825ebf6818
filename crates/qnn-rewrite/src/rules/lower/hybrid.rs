//! Lowering of the dynamic-range ("hybrid") ops, `qnn.hybrid_dense` and `qnn.hybrid_conv2d`
//! (the interpreter's `kernels/dense.rs` and `kernels/conv.rs`, the row quantizers of
//! `qnn_arith::hybrid`).
//!
//! Each input row is quantized at run time with core ops in the kernel's arithmetic: the
//! row's extremes (`reduce_min` / `reduce_max`), its scale (and zero point) in `f32` / `f64`
//! as TFLite computes them, the block rounding `trunc(x + copysign(0.5, x))` on the first
//! `K - K % 8` columns and `round` (half away) on the rest. An all-zero row takes scale `1`
//! (zero point `0`) through a `select` on the row, so its values quantize to `0` without a
//! test per element. The product is the integer core `dense`; the zero point's share is
//! `zp[b] * sum_k w[o, k]` with the row sums folded at compile time; the epilogue is
//! `bias + (float)acc * (s[b] * w_s[o])` in `f32`. A convolution quantizes each image as one
//! row and accumulates `w * (q - zp)` as `conv2d` on `i16` operands (`q - zp` needs 9 bits),
//! whose padded taps add 0 as the kernel's skipped or zero-padded taps do; its epilogue is the
//! kernel's (`HybridConvKernel`).

use super::{channel_const_f, Lowering};
use crate::language::ENode;
use crate::rule::{on, Cx, Rule, RuleError};
use egg::Id;
use qnn_arith::hybrid::BLOCK;
use qnn_ir::attrs::HybridConvKernel;
use qnn_ir::attrs::RoundMode;
use qnn_ir::ops::{
    kind, ClipAttrs, NoAttrs, QnnHybridConv2dAttrs, QnnHybridDenseAttrs, ReduceAttrs, ReshapeAttrs,
    RoundAttrs,
};
use qnn_ir::{DType, Data, Op, Tensor, TensorType};
use std::sync::Arc;

/// The rules of this family.
pub fn rules() -> Vec<Arc<dyn Rule>> {
    vec![
        // qnn.hybrid_dense(x, w, b) = b + f32(dense(quantize_rows(x), w) - zp * rowsum(w)) * (s * w_s)
        on::<kind::QnnHybridDense>("lower-hybrid-dense", hybrid_dense),
        // qnn.hybrid_conv2d(x, w, b) = epilogue(conv2d(i16(quantize_images(x) - zp), i16(w)))
        on::<kind::QnnHybridConv2d>("lower-hybrid-conv2d", hybrid_conv2d),
    ]
}

/// A rank-0 float constant.
fn float(cx: &mut Cx, dtype: DType, v: f64) -> Result<Id, RuleError> {
    channel_const_f(cx, dtype, &[v], None, 0)
}

/// `op(x)` over `axes` with kept dimensions.
fn reduce(cx: &mut Cx, max: bool, x: Id, axes: Vec<usize>) -> Result<Id, RuleError> {
    let attrs = ReduceAttrs {
        axes,
        keep_dims: true,
    };
    let op = if max {
        Op::ReduceMax(attrs)
    } else {
        Op::ReduceMin(attrs)
    };
    cx.build(op, &[x])
}

/// `|x|` on floats, as `max(x, 0 - x)`.
fn abs(cx: &mut Cx, x: Id, dtype: DType) -> Result<Id, RuleError> {
    let zero = float(cx, dtype, 0.0)?;
    let neg = cx.sub(zero, x)?;
    cx.max(x, neg)
}

fn select(cx: &mut Cx, c: Id, t: Id, f: Id) -> Result<Id, RuleError> {
    cx.build(Op::Select(NoAttrs {}), &[c, t, f])
}

/// `p` (`[B, K]`, `f32`) rounded to `i32` as TFLite's NEON quantizers do: the block rounding
/// on columns `< K - K % 8`, `roundf` after.
fn round_row(cx: &mut Cx, p: Id, k: usize) -> Result<Id, RuleError> {
    let whole = k - k % BLOCK;
    let block = if whole > 0 {
        let zero = float(cx, DType::F32, 0.0)?;
        let up = float(cx, DType::F32, 0.5)?;
        let down = float(cx, DType::F32, -0.5)?;
        let non_negative = cx.build(Op::GreaterEqual(NoAttrs {}), &[p, zero])?;
        let half = select(cx, non_negative, up, down)?;
        let shifted = cx.add(p, half)?;
        Some(cx.cast(shifted, DType::I32)?)
    } else {
        None
    };
    let tail = if whole < k {
        let r = cx.build(
            Op::Round(RoundAttrs {
                mode: RoundMode::HalfAway,
            }),
            &[p],
        )?;
        Some(cx.cast(r, DType::I32)?)
    } else {
        None
    };
    match (block, tail) {
        (Some(b), Some(t)) => {
            let mask: Vec<i8> = (0..k).map(|c| i8::from(c < whole)).collect();
            let mask = Tensor::new(TensorType::new(DType::I8, vec![1, k]), Data::I8(mask))
                .map_err(|e| cx.invalid(e.to_string()))?;
            let mask = cx.constant(mask);
            select(cx, mask, b, t)
        }
        (Some(r), None) | (None, Some(r)) => Ok(r),
        (None, None) => Err(cx.invalid("a row of 0 columns")),
    }
}

/// The quantized rows `q` (`i8`), their scales `s` (`f32`, `[B, 1]`) and zero points
/// (`i32`, `[B, 1]`; `None` for symmetric rows).
struct Rows {
    q: Id,
    scale: Id,
    zero_point: Option<Id>,
}

/// TFLite's `SymmetricQuantizeFloats` (NEON) on each row of `x` (`[B, K]`).
fn symmetric(cx: &mut Cx, x: Id, k: usize) -> Result<Rows, RuleError> {
    let lo = reduce(cx, false, x, vec![1])?;
    let hi = reduce(cx, true, x, vec![1])?;
    let (lo, hi) = (abs(cx, lo, DType::F32)?, abs(cx, hi, DType::F32)?);
    let range = cx.max(lo, hi)?;
    // An all-zero row: range 127 gives scale 1 and 127 / range = 1, so its zeros stay 0.
    let zero = float(cx, DType::F32, 0.0)?;
    let steps = float(cx, DType::F32, 127.0)?;
    let is_zero = cx.build(Op::Equal(NoAttrs {}), &[range, zero])?;
    let range = select(cx, is_zero, steps, range)?;
    let scale = cx.build(Op::Divide(NoAttrs {}), &[range, steps])?;
    let inv = cx.build(Op::Divide(NoAttrs {}), &[steps, range])?;
    let p = cx.mul(x, inv)?;
    let r = round_row(cx, p, k)?;
    let q = cx.clip(r, -127, 127)?;
    let q = cx.cast(q, DType::I8)?;
    Ok(Rows {
        q,
        scale,
        zero_point: None,
    })
}

/// TFLite's `AsymmetricQuantizeFloats` (NEON) on each row of `x` (`[B, K]`).
fn asymmetric(cx: &mut Cx, x: Id, k: usize) -> Result<Rows, RuleError> {
    let zero = float(cx, DType::F32, 0.0)?;
    let lo = reduce(cx, false, x, vec![1])?;
    let hi = reduce(cx, true, x, vec![1])?;
    let rmin = cx.min(lo, zero)?;
    let rmax = cx.max(hi, zero)?;
    let is_zero = cx.build(Op::Equal(NoAttrs {}), &[rmin, rmax])?;
    // In double: scale = (double)(rmax - rmin) / 255, the zero point from the end with the
    // smaller error.
    let range = cx.sub(rmax, rmin)?;
    let range = cx.cast(range, DType::F64)?;
    let steps = float(cx, DType::F64, 255.0)?;
    let scale = cx.build(Op::Divide(NoAttrs {}), &[range, steps])?;
    let rmin = cx.cast(rmin, DType::F64)?;
    let rmax = cx.cast(rmax, DType::F64)?;
    let a = cx.build(Op::Divide(NoAttrs {}), &[rmin, scale])?;
    let b = cx.build(Op::Divide(NoAttrs {}), &[rmax, scale])?;
    let (qmin, qmax) = (
        float(cx, DType::F64, -128.0)?,
        float(cx, DType::F64, 127.0)?,
    );
    let from_min = cx.sub(qmin, a)?;
    let from_max = cx.sub(qmax, b)?;
    let err_min = abs(cx, a, DType::F64)?;
    let err_max = abs(cx, b, DType::F64)?;
    let (e128, e127) = (float(cx, DType::F64, 128.0)?, float(cx, DType::F64, 127.0)?);
    let err_min = cx.add(e128, err_min)?;
    let err_max = cx.add(e127, err_max)?;
    let use_max = cx.build(Op::GreaterEqual(NoAttrs {}), &[err_min, err_max])?;
    let zp = select(cx, use_max, from_max, from_min)?;
    let zp = cx.build(
        Op::Round(RoundAttrs {
            mode: RoundMode::HalfAway,
        }),
        &[zp],
    )?;
    let zp = cx.build(
        Op::Clip(ClipAttrs {
            min: -128,
            max: 127,
        }),
        &[zp],
    )?;
    let zp = cx.cast(zp, DType::I32)?;
    let zero_i = cx.scalar(DType::I32, 0)?;
    let zp = select(cx, is_zero, zero_i, zp)?;
    // An all-zero row: scale 1, so its zeros stay 0.
    let scale = cx.cast(scale, DType::F32)?;
    let one = float(cx, DType::F32, 1.0)?;
    let scale = select(cx, is_zero, one, scale)?;
    let inv = cx.build(Op::Divide(NoAttrs {}), &[one, scale])?;
    let p = cx.mul(x, inv)?;
    let r = round_row(cx, p, k)?;
    let r = cx.add(r, zp)?;
    let q = cx.clip(r, -128, 127)?;
    let q = cx.cast(q, DType::I8)?;
    Ok(Rows {
        q,
        scale,
        zero_point: Some(zp),
    })
}

fn hybrid_dense(cx: &mut Cx, n: &ENode, a: &QnnHybridDenseAttrs) -> Lowering {
    let (x, w, bias) = (n.args[0], n.args[1], n.args.get(2).copied());
    let (xt, wt) = (cx.ty(x), cx.ty(w));
    let (o, k) = (wt.shape[0], wt.shape[1]);
    let rows = xt.num_elements().unwrap_or(0) / k.max(1);
    let x2 = reshape(cx, x, vec![rows, k])?;
    let r = if a.asymmetric {
        asymmetric(cx, x2, k)?
    } else {
        symmetric(cx, x2, k)?
    };
    // The rows are multiplied in the weight's dtype (Legalize widens the weights for targets
    // without `dense(i8, i8)`).
    let q = cx.cast(r.q, wt.dtype)?;
    let mut acc = cx.op(Op::Dense(NoAttrs {}), &[q, w], DType::I32)?;
    if let Some(zp) = r.zero_point {
        let Some(weights) = cx.konst(w).and_then(Tensor::to_i64) else {
            return Ok(None);
        };
        let sums: Vec<i32> = weights
            .chunks_exact(k)
            .map(|row| row.iter().fold(0i32, |s, &v| s.wrapping_add(v as i32)))
            .collect();
        let sums = Tensor::new(TensorType::new(DType::I32, vec![1, o]), Data::I32(sums))
            .map_err(|e| cx.invalid(e.to_string()))?;
        let sums = cx.constant(sums);
        let share = cx.mul(zp, sums)?;
        acc = cx.sub(acc, share)?;
    }
    let scales: Vec<f64> = (0..o).map(|c| f64::from(a.w_q.scale(c))).collect();
    let w_s = channel_const_f(cx, DType::F32, &scales, Some(1), 2)?;
    let s = cx.mul(r.scale, w_s)?;
    let accf = cx.cast(acc, DType::F32)?;
    let prod = cx.mul(accf, s)?;
    // The output starts as the bias (or 0.0f) and the product is added to it.
    let start = match bias {
        Some(b) => b,
        None => float(cx, DType::F32, 0.0)?,
    };
    let mut v = cx.add(start, prod)?;
    // TFLite skips the product on an all-zero input, which differs from `bias + 0.0` only
    // where a bias element is `-0.0` (or unknown).
    let negative_zero_bias = match bias {
        None => false,
        Some(b) => match cx.konst(b).and_then(Tensor::as_f32) {
            Some(vals) => vals.iter().any(|v| v.to_bits() == (-0.0f32).to_bits()),
            None => true,
        },
    };
    if let (true, Some(b)) = (negative_zero_bias, bias) {
        let magnitude = abs(cx, x2, DType::F32)?;
        let largest = reduce(cx, true, magnitude, vec![0, 1])?;
        let zero = float(cx, DType::F32, 0.0)?;
        let all_zero = cx.build(Op::Equal(NoAttrs {}), &[largest, zero])?;
        v = select(cx, all_zero, b, v)?;
    }
    let shape = cx.ty(cx.class).shape.to_vec();
    reshape(cx, v, shape).map(Some)
}

/// `v` reshaped to `shape` (itself when it has it).
fn reshape(cx: &mut Cx, v: Id, shape: Vec<usize>) -> Result<Id, RuleError> {
    let ty = cx.ty(v);
    if ty.shape.as_slice() == shape.as_slice() {
        return Ok(v);
    }
    cx.op(Op::Reshape(ReshapeAttrs { shape }), &[v], ty.dtype)
}

fn hybrid_conv2d(cx: &mut Cx, n: &ENode, a: &QnnHybridConv2dAttrs) -> Lowering {
    let (x, w, bias) = (n.args[0], n.args[1], n.args.get(2).copied());
    let xt = cx.ty(x);
    let &[batch, h, wd, c] = xt.shape.as_slice() else {
        return Ok(None);
    };
    let image = h * wd * c;
    let rows = reshape(cx, x, vec![batch, image])?;
    let r = match a.kernel {
        HybridConvKernel::Conv => symmetric(cx, rows, image)?,
        HybridConvKernel::ConvPerChannel | HybridConvKernel::Depthwise => {
            asymmetric(cx, rows, image)?
        }
    };
    let mut centered = cx.cast(r.q, DType::I32)?;
    if let Some(zp) = r.zero_point {
        centered = cx.sub(centered, zp)?;
    }
    let centered = cx.cast(centered, DType::I16)?;
    let centered = reshape(cx, centered, vec![batch, h, wd, c])?;
    let w16 = match cx
        .konst(w)
        .and_then(|t| Some((t.shape().to_vec(), t.to_i64()?)))
    {
        Some((shape, values)) => {
            let t = Tensor::from_i64(DType::I16, &shape, &values)
                .ok_or_else(|| cx.invalid("hybrid weights beyond i16"))?;
            cx.constant(t)
        }
        None => cx.cast(w, DType::I16)?,
    };
    let acc = cx.op(Op::Conv2d(a.window()), &[centered, w16], DType::I32)?;
    let accf = cx.cast(acc, DType::F32)?;
    let o = cx.ty(acc).shape[3];
    let s_in = reshape(cx, r.scale, vec![batch, 1, 1, 1])?;
    let scales: Vec<f64> = (0..o).map(|ch| f64::from(a.w_q.scale(ch))).collect();
    let w_s = channel_const_f(cx, DType::F32, &scales, Some(3), 4)?;
    let v = match a.kernel {
        HybridConvKernel::Conv => {
            let s = cx.mul(s_in, w_s)?;
            let p = cx.mul(accf, s)?;
            let zero = float(cx, DType::F32, 0.0)?;
            cx.add(zero, p)?
        }
        HybridConvKernel::ConvPerChannel => {
            let p = cx.mul(accf, w_s)?;
            cx.mul(p, s_in)?
        }
        HybridConvKernel::Depthwise => {
            let s = cx.mul(w_s, s_in)?;
            cx.mul(accf, s)?
        }
    };
    match bias {
        Some(b) => cx.add(v, b).map(Some),
        None => Ok(Some(v)),
    }
}
