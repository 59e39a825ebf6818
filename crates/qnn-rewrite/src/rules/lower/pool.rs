//! Lowering of `qnn.avg_pool2d`, `qnn.mean` and `qnn.sum` (the interpreter's `kernels/pool.rs`
//! and `kernels/reduce.rs`).

use super::{channel_const_f, fixed_point, to_i32, width, wrap_zp_clamp, Lowering};
use crate::language::ENode;
use crate::rule::{on, Cx, Rule};
use qnn_arith::Rounding;
use qnn_arith::{mean_params, sum_scale_bias};
use qnn_ir::attrs::DataLayout;
use qnn_ir::attrs::{RoundMode, SumKernel};
use qnn_ir::ops::{kind, NoAttrs, PoolAttrs, QnnMeanAttrs, QnnSumAttrs, ReduceAttrs, RoundAttrs};
use qnn_ir::{DType, Op, Tensor};
use std::sync::Arc;

/// The rules of this family.
pub fn rules() -> Vec<Arc<dyn Rule>> {
    vec![
        // avg_pool(x) = clamp(round_divide(pool_sum(x), pool_sum(1)))
        on::<kind::QnnAvgPool2d>("lower-avg-pool2d", avg_pool2d),
        // mean(x) = clamp(R(sum(x) - in_zp * N, M / N) + out_zp)
        on::<kind::QnnMean>("lower-mean", mean),
        // builtin:   sum(x) = clamp((i32)round_away((f32)sum(x) * s + b) + out_zp)
        // reference: sum(x) = (byte)clamp(R(sum((u8)x) - in_zp * N, M) + out_zp, 0, 255)
        on::<kind::QnnSum>("lower-sum", sum),
    ]
}

fn avg_pool2d(cx: &mut Cx, n: &ENode, a: &PoolAttrs) -> Lowering {
    let x = n.args[0];
    let xt = cx.ty(x);
    let Some(clamp) = a.clamp.map(|[l, h]| (l, h)).or(n.dtype.int_range()) else {
        return Ok(None);
    };
    let (lo, hi) = cx.range(x);
    let taps = (a.kernel[0] as i128) * (a.kernel[1] as i128);
    let Some(w) = width(taps * i128::from(lo.min(0)), taps * i128::from(hi.max(0))) else {
        return Ok(None);
    };
    let window = a.window();
    let sum = cx.op(Op::PoolSum(window.clone()), &[x], w)?;
    // The number of in-image taps of each window: pool_sum of ones (folded at compile time).
    let [_, hx, wx, _] = a.layout.axes();
    let ones_shape: Vec<usize> = match a.layout {
        DataLayout::Nhwc => vec![1, xt.shape[hx], xt.shape[wx], 1],
        DataLayout::Nchw => vec![1, 1, xt.shape[hx], xt.shape[wx]],
    };
    let count: usize = ones_shape.iter().product();
    let ones = Tensor::from_i64(DType::I8, &ones_shape, &vec![1; count])
        .ok_or_else(|| cx.invalid("ones"))?;
    let ones = cx.constant(ones);
    let counts = cx.op(Op::PoolSum(window), &[ones], w)?;
    let q = cx.build(Op::RoundDivide(NoAttrs {}), &[sum, counts])?;
    let c = cx.clip_if_needed(q, clamp.0, clamp.1)?;
    cx.cast(c, n.dtype).map(Some)
}

fn mean(cx: &mut Cx, n: &ENode, a: &QnnMeanAttrs) -> Lowering {
    let x = n.args[0];
    let (clamp, count) = match reduction(cx, n, &a.axes) {
        Ok(r) => r,
        Err(lowering) => return lowering,
    };
    let Ok(out_zp) = i32::try_from(a.out_q.zero_point(0)) else {
        return Ok(None);
    };
    // TFLite's sum and `sum - in_zp * N` are int32 and wrap.
    let sum = cx.op(
        Op::Sum(ReduceAttrs {
            axes: a.axes.clone(),
            keep_dims: a.keep_dims,
        }),
        &[x],
        DType::I32,
    )?;
    let offset = crate::range::wrap(DType::I32, a.in_q.zero_point(0).wrapping_mul(count));
    let shifted = if offset == 0 {
        sum
    } else {
        let o = cx.scalar(DType::I32, offset)?;
        cx.sub(sum, o)?
    };
    let m = mean_params(a.in_q.scale(0), a.out_q.scale(0), count);
    let Some(r) = fixed_point(cx, shifted, &[m], a.rounding, None)? else {
        return Ok(None);
    };
    let r = to_i32(cx, r)?;
    wrap_zp_clamp(cx, r, i64::from(out_zp), clamp, n.dtype).map(Some)
}

/// The zero-initialised output TFLite leaves when the reduction is empty.
/// The result range and reduced element count of `qnn.mean` / `qnn.sum` over `axes`; `Err`
/// holds the lowering to use instead: TFLite's zero-initialised output for an empty reduction,
/// or no rewrite.
fn reduction(cx: &mut Cx, n: &ENode, axes: &[usize]) -> Result<((i64, i64), i64), Lowering> {
    let xt = cx.ty(n.args[0]);
    let Some((lo, hi)) = n.dtype.int_range() else {
        return Err(Ok(None));
    };
    let count: usize = axes.iter().map(|&d| xt.shape[d]).product();
    if count == 0 {
        let shape = cx.ty(cx.class).shape;
        let z = vec![0i64.clamp(lo, hi); shape.iter().product()];
        let t = match Tensor::from_i64(n.dtype, &shape, &z) {
            Some(t) => t,
            None => return Err(Err(cx.invalid("zeros"))),
        };
        return Err(Ok(Some(cx.constant(t))));
    }
    i64::try_from(count)
        .map(|c| ((lo, hi), c))
        .map_err(|_| Ok(None))
}

fn sum(cx: &mut Cx, n: &ENode, a: &QnnSumAttrs) -> Lowering {
    let x = n.args[0];
    let (clamp, count) = match reduction(cx, n, &a.axes) {
        Ok(r) => r,
        Err(lowering) => return lowering,
    };
    let (Ok(in_zp), Ok(out_zp)) = (
        i32::try_from(a.in_q.zero_point(0)),
        i32::try_from(a.out_q.zero_point(0)),
    ) else {
        return Ok(None);
    };
    let reduce = Op::Sum(ReduceAttrs {
        axes: a.axes.clone(),
        keep_dims: a.keep_dims,
    });
    if a.kernel == SumKernel::Reference {
        // The bytes as uint8 (a wrapping cast), summed in i32.
        let bytes = cx.cast(x, DType::U8)?;
        let total = cx.op(reduce, &[bytes], DType::I32)?;
        let offset = crate::range::wrap(DType::I32, i64::from(in_zp).wrapping_mul(count));
        let shifted = if offset == 0 {
            total
        } else {
            let o = cx.scalar(DType::I32, offset)?;
            cx.sub(total, o)?
        };
        let m = mean_params(a.in_q.scale(0), a.out_q.scale(0), 1);
        let Some(r) = fixed_point(cx, shifted, &[m], Rounding::TfliteDouble, None)? else {
            return Ok(None);
        };
        let r = to_i32(cx, r)?;
        // clamp to 0..=255, then the byte read as the result type (a wrapping cast).
        let byte = wrap_zp_clamp(cx, r, i64::from(out_zp), (0, 255), DType::U8)?;
        return cx.cast(byte, n.dtype).map(Some);
    }
    let total = cx.op(reduce, &[x], DType::I32)?;
    let (s, b) = sum_scale_bias(a.in_q.scale(0), in_zp, a.out_q.scale(0), count);
    let f = cx.cast(total, DType::F32)?;
    let rank = cx.rank(f);
    let s = channel_const_f(cx, DType::F32, &[f64::from(s)], None, rank)?;
    let b = channel_const_f(cx, DType::F32, &[f64::from(b)], None, rank)?;
    let scaled = cx.mul(f, s)?;
    let biased = cx.add(scaled, b)?;
    let mode = RoundMode::HalfAway;
    let r = cx.build(Op::Round(RoundAttrs { mode }), &[biased])?;
    let i = cx.cast(r, DType::I32)?;
    wrap_zp_clamp(cx, i, i64::from(out_zp), clamp, n.dtype).map(Some)
}
