//! Lowering of `qnn.requantize`, `qnn.quantize` and `qnn.dequantize` (the interpreter's
//! `kernels/quant.rs`).

use super::{
    center, channel_const, channel_const_f, rescale, saturate_zp_clamp, Lowering, Rescaled,
};
use crate::language::ENode;
use crate::rule::{on, Cx, Rule};
use qnn_arith::Rounding;
use qnn_ir::attrs::RoundMode;
use qnn_ir::ops::{kind, DequantizeAttrs, NoAttrs, QuantizeAttrs, RequantizeAttrs, RoundAttrs};
use qnn_ir::{DType, Op, QParams};
use std::sync::Arc;

/// The rules of this family.
pub fn rules() -> Vec<Arc<dyn Rule>> {
    vec![
        // requantize(x) = cast(clamp(rescale(x - in_zp, in_s / out_s) + out_zp))
        on::<kind::QnnRequantize>("lower-requantize", requantize),
        // quantize(x) = cast(clamp(int(round(x / s)) + zp))
        on::<kind::QnnQuantize>("lower-quantize", quantize),
        // dequantize(x) = float(x - zp) * s
        on::<kind::QnnDequantize>("lower-dequantize", dequantize),
    ]
}

/// Scales and zero points of each channel.
fn channels(q: &QParams, n: usize) -> (Vec<f32>, Vec<i64>) {
    (0..n).map(|c| (q.scale(c), q.zero_point(c))).unzip()
}

fn requantize(cx: &mut Cx, n: &ENode, a: &RequantizeAttrs) -> Lowering {
    let x = n.args[0];
    let axis = a.in_q.axis().or(a.out_q.axis());
    let count = a.in_q.num_channels().max(a.out_q.num_channels());
    let (in_s, in_zp) = channels(&a.in_q, count);
    let (out_s, out_zp) = channels(&a.out_q, count);
    let reals: Vec<f64> = in_s
        .iter()
        .zip(&out_s)
        .map(|(&i, &o)| a.ratio.ratio(i, o))
        .collect();
    let Some(xc) = center(cx, x, &in_zp, axis)? else {
        return Ok(None);
    };
    let Some(r) = rescale(cx, xc, &reals, a.rounding, axis)? else {
        return Ok(None);
    };
    let Some(clamp) = a.clamp.map(|[l, h]| (l, h)).or(n.dtype.int_range()) else {
        return Ok(None);
    };
    saturate_zp_clamp(cx, r, &out_zp, axis, clamp, n.dtype).map(Some)
}

fn quantize(cx: &mut Cx, n: &ENode, a: &QuantizeAttrs) -> Lowering {
    let x = n.args[0];
    let rank = cx.rank(x);
    let axis = a.out_q.axis();
    let (scales, zps) = channels(&a.out_q, a.out_q.num_channels());
    let Some((qmin, qmax)) = n.dtype.int_range() else {
        return Ok(None);
    };
    let s: Vec<f64> = scales.iter().map(|&v| f64::from(v)).collect();
    let s = channel_const_f(cx, DType::F32, &s, axis, rank)?;
    let q = cx.op(Op::Divide(NoAttrs {}), &[x, s], DType::F32)?;
    let mode = match a.rounding {
        Rounding::HalfEven => RoundMode::HalfEven,
        Rounding::Upward => RoundMode::HalfUp,
        _ => RoundMode::HalfAway,
    };
    let r = cx.build(Op::Round(RoundAttrs { mode }), &[q])?;
    if a.rounding == Rounding::ToNearest {
        // TFLite: (int32_t)roundf(x / s) (x86-64: INT32_MIN out of range) + zp in 32 bits.
        let i = cx.cast(r, DType::I32)?;
        let z = channel_const(cx, DType::I32, &zps, axis, rank)?;
        let v = cx.add(i, z)?;
        let c = cx.clip_if_needed(v, qmin, qmax)?;
        return cx.cast(c, n.dtype).map(Some);
    }
    // half_even / upward saturate: the clamp (in f64, where its bounds are exact) goes first.
    let r64 = cx.cast(r, DType::F64)?;
    saturate_zp_clamp(cx, Rescaled::Float(r64), &zps, axis, (qmin, qmax), n.dtype).map(Some)
}

fn dequantize(cx: &mut Cx, n: &ENode, a: &DequantizeAttrs) -> Lowering {
    let x = n.args[0];
    let rank = cx.rank(x);
    let axis = a.in_q.axis();
    let (scales, zps) = channels(&a.in_q, a.in_q.num_channels());
    let s: Vec<f64> = scales.iter().map(|&v| f64::from(v)).collect();
    let Some(centered) = center(cx, x, &zps, axis)? else {
        return Ok(None);
    };
    if cx.dtype(x).bits() <= 16 {
        // |x - zp| < 2^17 is exact in f32, and the f32 product rounds the exact product once,
        // as the kernel's (float)((double)s * (x - zp)) does.
        let f = cx.cast(centered, DType::F32)?;
        let s = channel_const_f(cx, DType::F32, &s, axis, rank)?;
        return cx.mul(f, s).map(Some);
    }
    let f = cx.cast(centered, DType::F64)?;
    let s = channel_const_f(cx, DType::F64, &s, axis, rank)?;
    let p = cx.mul(f, s)?;
    cx.cast(p, DType::F32).map(Some)
}
