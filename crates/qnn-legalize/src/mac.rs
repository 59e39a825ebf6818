//! The built-in hooks of `qnn.conv2d`, `qnn.dense` and `qnn.hybrid_dense`: give the multiply-accumulate the
//! operand dtypes the target multiplies natively, without changing one output integer.
//!
//! Every change keeps `q - zp` of each operand, so the accumulator
//! `sum (w - w_zp) * (x - in_zp)` is unchanged and the output stage (whose multiplier the
//! `product` attribute fixes) sees the same integers:
//!
//! - an activation moves between `i8` and `u8` through a `qnn.requantize` with the same scale
//!   and the zero point shifted by 128 (`(x + 128) - (zp + 128)`; the ratio of the scales is
//!   exactly 1, so no rounding occurs); it widens to `i16` by a `cast` (same parameters).
//!   Lowering turns the requantize into an `add` and a `cast`, or merges it into the ops
//!   around it.
//!   The `+128` on the activations is paid back in the folded bias, `128 * sum(w)` per
//!   channel, when lowering folds `in_zp` into the bias;
//! - constant weights change at compile time: `u8` to `i8` subtracts 128 from the values and
//!   from each zero point (per channel too); widening to `i16` stores `w - w_zp` with zero
//!   points 0, which removes the weight zero-point term; weights that are not constants go
//!   through a `qnn.requantize` like activations;
//! - the bias is untouched.
//!
//! The pair chosen is the first of the target's native pairs for the op (in declaration order)
//! that the operands can reach exactly: an `i16` activation cannot become 8-bit; a pair with a
//! weight range (x86 `vpmaddubsw`) needs constant weights whose values and zero points lie in
//! it. When none is reachable the op is left alone, and the legality check after lowering
//! names it.

use crate::hooks::{HookCx, HookError};
use qnn_ir::attrs::Precision;
use qnn_ir::ops::{NoAttrs, QnnConv2dAttrs, QnnDenseAttrs, RequantizeAttrs};
use qnn_ir::{DType, Op, Opcode, QParams, Rounding, Tensor, ValueId};

/// The hook: retypes the operands of a `qnn.conv2d` or `qnn.dense` to the target's first
/// reachable native pair (module doc). Public so that a back-end's own hook can call it.
pub fn retype_mac(
    cx: &mut HookCx<'_>,
    op: &Op,
    args: &[ValueId],
) -> Result<Option<ValueId>, HookError> {
    let (core, in_q, w_q, o_axis) = match op {
        Op::QnnConv2d(a) => (Opcode::Conv2d, &a.in_q, &a.w_q, a.kernel_layout.axes()[0]),
        Op::QnnDense(a) => (Opcode::Dense, &a.in_q, &a.w_q, 0),
        Op::Conv2d(_) | Op::Dense(_) => return widen_core(cx, op, args),
        _ => return Ok(None),
    };
    let (x, w) = match args {
        [x, w, ..] => (*x, *w),
        _ => {
            return Err(HookError::Refused(format!(
                "{} takes an input and a weight",
                op.opcode().mnemonic()
            )))
        }
    };
    let (xd, wd) = (cx.ty(x)?.dtype, cx.ty(w)?.dtype);
    let weights = cx.constant(w).cloned();
    let Some((want_x, want_w, retyped)) = choose(cx, core, (xd, wd), weights.as_ref(), w_q, o_axis)
    else {
        return Ok(None);
    };
    if (want_x, want_w) == (xd, wd) {
        return Ok(None);
    }
    let (x2, in_q2) = retype_runtime(cx, x, in_q, want_x)?;
    let (w2, w_q2) = match retyped {
        Some((t2, q2)) => (cx.add_const(t2), q2),
        None => retype_runtime(cx, w, w_q, want_w)?,
    };
    let mut new_args = vec![x2, w2];
    new_args.extend_from_slice(&args[2..]);
    let new = match op {
        Op::QnnConv2d(a) => Op::QnnConv2d(QnnConv2dAttrs {
            in_q: in_q2,
            w_q: w_q2,
            ..a.clone()
        }),
        Op::QnnDense(a) => Op::QnnDense(QnnDenseAttrs {
            in_q: in_q2,
            w_q: w_q2,
            ..a.clone()
        }),
        _ => return Ok(None),
    };
    let out = cx.result().dtype;
    cx.add(new, &new_args, Some(out)).map(Some)
}

/// The built-in hook of `qnn.hybrid_dense`: the lowering multiplies the run-time-quantized
/// rows (`i8` values) in the weight's dtype, so when the target has no `dense(i8, i8)` the
/// constant weights widen (every value kept) to the first native `dense(t, t)` that holds
/// them. Public so that a back-end's own hook can call it.
pub fn retype_hybrid(
    cx: &mut HookCx<'_>,
    op: &Op,
    args: &[ValueId],
) -> Result<Option<ValueId>, HookError> {
    let Op::QnnHybridDense(_) = op else {
        return Ok(None);
    };
    let [x, w, rest @ ..] = args else {
        return Err(HookError::Refused(
            "qnn.hybrid_dense takes an input and a weight".into(),
        ));
    };
    let Some(weights) = cx.constant(*w).cloned() else {
        return Ok(None);
    };
    let range = weights.int_bounds();
    let want = cx
        .target()
        .mac_pairs(Opcode::Dense)
        .filter_map(|n| n.mac_pair().map(|p| (n, p)))
        .find(|&(n, (a, b))| {
            a == b
                && matches!(a, DType::I8 | DType::I16 | DType::I32)
                && n.admits(Opcode::Dense, &[a, b], range)
        })
        .map(|(_, (a, _))| a);
    let Some(want) = want.filter(|&t| t != weights.dtype()) else {
        return Ok(None);
    };
    let values = weights.to_i64().unwrap_or_default();
    let Some(widened) = Tensor::from_i64(want, weights.shape(), &values) else {
        return Ok(None);
    };
    let w2 = cx.add_const(widened);
    let mut new_args = vec![*x, w2];
    new_args.extend_from_slice(rest);
    let out = cx.result().dtype;
    cx.add(op.clone(), &new_args, Some(out)).map(Some)
}

/// A core `conv2d` or `dense` (on raw integers, no zero points): its operands widen by
/// `cast` (which keeps every value) to the first native pair they fit in.
fn widen_core(
    cx: &mut HookCx<'_>,
    op: &Op,
    args: &[ValueId],
) -> Result<Option<ValueId>, HookError> {
    let (x, w) = match args {
        [x, w] => (*x, *w),
        _ => {
            return Err(HookError::Refused(format!(
                "{} takes two operands",
                op.opcode().mnemonic()
            )))
        }
    };
    let (xd, wd) = (cx.ty(x)?.dtype, cx.ty(w)?.dtype);
    let range = cx.constant(w).and_then(Tensor::int_bounds);
    let fits = |from: DType, to: DType| {
        from == to
            || matches!((from.int_range(), to.int_range()), (Some((a, b)), Some((c, d))) if c <= a && b <= d)
    };
    let Some((want_x, want_w)) = cx
        .target()
        .mac_pairs(op.opcode())
        .filter_map(|n| n.mac_pair().map(|p| (n, p)))
        .find(|&(n, (tx, tw))| fits(xd, tx) && fits(wd, tw) && n.admits(n.opcode, &[tx, tw], range))
        .map(|(_, p)| p)
    else {
        return Ok(None);
    };
    if (want_x, want_w) == (xd, wd) {
        return Ok(None);
    }
    let cast = |cx: &mut HookCx<'_>, v: ValueId, from: DType, to: DType| {
        if from == to {
            Ok(v)
        } else {
            cx.add(Op::Cast(NoAttrs {}), &[v], Some(to))
        }
    };
    let x2 = cast(cx, x, xd, want_x)?;
    let w2 = cast(cx, w, wd, want_w)?;
    let out = cx.result().dtype;
    cx.add(op.clone(), &[x2, w2], Some(out)).map(Some)
}

/// Constant weights retyped at compile time, with their quantization.
type Retyped = (Tensor, QParams);

/// The first native pair of the target for `core` that `(xd, wd)` can reach exactly, with the
/// constant weights retyped for it (`None` for run-time weights).
fn choose(
    cx: &HookCx<'_>,
    core: Opcode,
    (xd, wd): (DType, DType),
    weights: Option<&Tensor>,
    w_q: &QParams,
    o_axis: usize,
) -> Option<(DType, DType, Option<Retyped>)> {
    cx.target()
        .mac_pairs(core)
        .filter_map(|n| n.mac_pair().map(|(x, w)| (x, w, n.weights_within)))
        .filter(|&(want_x, _, _)| reachable(xd, want_x))
        .find_map(|(want_x, want_w, within)| match weights {
            // The weights and, since lowering multiplies by them too, the zero points.
            Some(t) => {
                let (t2, q2) = retype_weights(t, w_q, o_axis, want_w)?;
                let inside = |v: i64| within.is_none_or(|(lo, hi)| (lo..=hi).contains(&v));
                let fits = t2.int_bounds().is_some_and(|(a, b)| inside(a) && inside(b))
                    && (0..q2.num_channels()).all(|c| inside(q2.zero_point(c)));
                fits.then_some((want_x, want_w, Some((t2, q2))))
            }
            None => (within.is_none() && reachable(wd, want_w)).then_some((want_x, want_w, None)),
        })
}

/// True when a run-time value of dtype `from` can become `to` exactly, with the same scale.
fn reachable(from: DType, to: DType) -> bool {
    from == to
        || matches!(
            (from, to),
            (DType::I8, DType::U8) | (DType::U8, DType::I8) | (DType::I8 | DType::U8, DType::I16)
        )
}

/// The zero-point shift of a change from `from` to `to`: +128 from `i8` to `u8`, -128 back,
/// none when widening.
fn zp_shift(from: DType, to: DType) -> i64 {
    match (from, to) {
        (DType::I8, DType::U8) => 128,
        (DType::U8, DType::I8) => -128,
        _ => 0,
    }
}

/// `q` with every zero point `z` replaced by `f(z)`.
fn map_zps(q: &QParams, f: impl Fn(i64) -> i64) -> QParams {
    let zps: Vec<i64> = (0..q.num_channels()).map(|c| f(q.zero_point(c))).collect();
    let scales: Vec<f32> = (0..q.num_channels()).map(|c| q.scale(c)).collect();
    match q.axis() {
        Some(axis) => QParams::per_axis(axis, &scales, &zps),
        None => QParams::per_tensor(scales[0], zps[0]),
    }
}

/// A run-time value `v` (quantized by `q`) as `to`: a `qnn.requantize` with the same scale and
/// the zero point shifted by 128, a `cast` for a widening; `v` itself when it already is `to`.
fn retype_runtime(
    cx: &mut HookCx<'_>,
    v: ValueId,
    q: &QParams,
    to: DType,
) -> Result<(ValueId, QParams), HookError> {
    let from = cx.ty(v)?.dtype;
    if from == to {
        return Ok((v, q.clone()));
    }
    let shift = zp_shift(from, to);
    if shift == 0 {
        // A widening keeps every value: a plain cast, same parameters.
        let c = cx.add(Op::Cast(NoAttrs {}), &[v], Some(to))?;
        return Ok((c, q.clone()));
    }
    let out_q = map_zps(q, |z| z + shift);
    let attrs = RequantizeAttrs {
        in_q: q.clone(),
        out_q: out_q.clone(),
        ratio: Precision::F64,
        // The ratio of equal scales is exactly 1: every mode gives `q - zp + zp'`.
        rounding: Rounding::TfliteDouble,
        clamp: None,
    };
    let r = cx.add(Op::QnnRequantize(attrs), &[v], Some(to))?;
    Ok((r, out_q))
}

/// Constant weights `t` (quantized by `q`, channels on `o_axis`) as `to`, or `None` when they
/// cannot be: `i8` <-> `u8` shifts values and zero points by 128; `i16` stores `w - w_zp`
/// with zero points 0.
fn retype_weights(t: &Tensor, q: &QParams, o_axis: usize, to: DType) -> Option<(Tensor, QParams)> {
    let from = t.dtype();
    if from == to {
        return Some((t.clone(), q.clone()));
    }
    let vals = t.to_i64()?;
    let shape = t.shape();
    let inner: usize = shape.get(o_axis + 1..)?.iter().product();
    let extent = *shape.get(o_axis)?;
    let channel = |i: usize| match q.axis() {
        Some(_) => (i / inner.max(1)) % extent.max(1),
        None => 0,
    };
    match (from, to) {
        (DType::I8, DType::U8) | (DType::U8, DType::I8) => {
            let s = zp_shift(from, to);
            let v: Vec<i64> = vals.iter().map(|&x| x + s).collect();
            Some((Tensor::from_i64(to, shape, &v)?, map_zps(q, |z| z + s)))
        }
        (DType::I8 | DType::U8, DType::I16) => {
            let v: Vec<i64> = vals
                .iter()
                .enumerate()
                .map(|(i, &x)| x - q.zero_point(channel(i)))
                .collect();
            Some((Tensor::from_i64(to, shape, &v)?, map_zps(q, |_| 0)))
        }
        _ => None,
    }
}
