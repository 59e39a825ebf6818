//! Phase `canonicalize`: rewrites that are always an improvement, on QNN ops and on core
//! ops. Each rule's comment states its identity; its guard states when the identity is exact
//! on integers (ranges come from the interval analysis).

use crate::language::ENode;
use crate::range::Range;
use crate::rule::{on, on_needing, Cx, Needs, Rule, RuleError};
use egg::Id;
use qnn_ir::ops::{
    kind, ClipAttrs, FixedPointMultiplyAttrs, NoAttrs, PoolAttrs, QuantizeAttrs, RequantizeAttrs,
};
use qnn_ir::{Op, QParams, Rounding};
use std::sync::Arc;

/// The rules of the phase.
pub fn rules() -> Vec<Arc<dyn Rule>> {
    vec![
        // ---- qnn.requantize
        // requantize(x, A -> A) = x when no rounding or clamping can happen
        on::<kind::QnnRequantize>("canon-requantize-identity", requantize_identity),
        // requantize(requantize(x, A -> B), B' -> C) = requantize(x, A' -> C) when one of the
        // two is an exact zero-point shift
        on::<kind::QnnRequantize>("canon-requantize-of-requantize", requantize_of_requantize),
        // ---- qnn.quantize
        // quantize(dequantize(x, A), A) = x for 8- and 16-bit x
        on::<kind::QnnQuantize>("canon-quantize-of-dequantize", quantize_of_dequantize),
        // ---- qnn.max_pool2d
        // qnn.max_pool2d(x) = clip(max_pool2d(x), clamp): it is plain integer arithmetic
        on::<kind::QnnMaxPool2d>("canon-max-pool-to-core", max_pool_to_core),
        // ---- cast
        // cast(x : T -> T) = x
        on::<kind::Cast>("canon-cast-noop", cast_noop),
        // cast(cast(x, A), B) = cast(x, B) when every value of x fits A
        on::<kind::Cast>("canon-cast-of-cast", cast_of_cast),
        // ---- clip
        // clip(x, lo, hi) = x when lo <= x <= hi
        on::<kind::Clip>("canon-clip-noop", clip_noop),
        // clip(clip(x, a, b), c, d) = clip(x, max(a, c), min(b, d))
        on::<kind::Clip>("canon-clip-of-clip", clip_of_clip),
        // ---- add, subtract, multiply (integers)
        // x + 0 = 0 + x = x
        on_needing::<kind::Add>("canon-add-zero", Needs::SomeConstantOperand, add_zero),
        // clip(y + c1, lo, hi) + c2 = clip(y + (c1 + c2), lo + c2, hi + c2) when nothing can
        // wrap (a zero point moved by Legalize joins the output zero point before it)
        on_needing::<kind::Add>("canon-add-of-clip", Needs::SomeConstantOperand, add_of_clip),
        // x - 0 = x
        on_needing::<kind::Subtract>(
            "canon-subtract-zero",
            Needs::SomeConstantOperand,
            subtract_zero,
        ),
        // x - c = x + (-c), wrapping: constants gather in additions
        on_needing::<kind::Subtract>(
            "canon-subtract-constant",
            Needs::SomeConstantOperand,
            subtract_constant,
        ),
        // x * 1 = 1 * x = x
        on_needing::<kind::Multiply>(
            "canon-multiply-one",
            Needs::SomeConstantOperand,
            multiply_one,
        ),
        // ---- fixed_point_multiply
        // fixed_point_multiply(x, 2^30, 1) = x (the multiplier 1.0)
        on::<kind::FixedPointMultiply>("canon-fixed-point-multiply-one", fixed_point_multiply_one),
        // fixed_point_multiply(x, [m, m, ..], axis) = fixed_point_multiply(x, m)
        on::<kind::FixedPointMultiply>(
            "canon-fixed-point-multiply-uniform",
            fixed_point_multiply_uniform,
        ),
    ]
}

/// True when every value of `r` lies in `[lo, hi]`.
fn inside(r: Range, lo: i64, hi: i64) -> bool {
    lo <= r.0 && r.1 <= hi
}

/// The clamp of a requantize (its attribute, or the result type's range).
fn requantize_clamp(a: &RequantizeAttrs, n: &ENode) -> Option<(i64, i64)> {
    a.clamp.map(|[lo, hi]| (lo, hi)).or(n.dtype.int_range())
}

/// Per-tensor `(scale, zero point)`.
fn per_tensor(q: &QParams) -> Option<(u32, i64)> {
    match q {
        QParams::PerTensor { scale, zero_point } => Some((scale.0, *zero_point)),
        QParams::PerAxis { .. } => None,
    }
}

/// `|v| < 2^30` for every value of the range: the multiplier 1.0 is exact in every rounding
/// mode (`tflite_double` doubles `v` first).
fn unit_multiplier_exact(r: (i128, i128)) -> bool {
    r.0 > -(1 << 30) && r.1 < (1 << 30)
}

fn requantize_identity(
    cx: &mut Cx,
    n: &ENode,
    a: &RequantizeAttrs,
) -> Result<Option<Id>, RuleError> {
    let x = n.args[0];
    let Some((lo, hi)) = requantize_clamp(a, n) else {
        return Ok(None);
    };
    let r = cx.range(x);
    if a.in_q != a.out_q || cx.dtype(x) != n.dtype || !inside(r, lo, hi) {
        return Ok(None);
    }
    let zps: Vec<i64> = (0..a.in_q.num_channels())
        .map(|c| a.in_q.zero_point(c))
        .collect();
    let exact = zps.iter().all(|&z| {
        unit_multiplier_exact((
            i128::from(r.0) - i128::from(z),
            i128::from(r.1) - i128::from(z),
        ))
    });
    Ok(exact.then_some(x))
}

fn requantize_of_requantize(
    cx: &mut Cx,
    n: &ENode,
    outer: &RequantizeAttrs,
) -> Result<Option<Id>, RuleError> {
    for (inner, inner_node) in cx.nodes_of::<kind::QnnRequantize>(n.args[0]) {
        if let Some(id) = merge_requantizes(cx, n, outer, &inner, &inner_node)? {
            return Ok(Some(id));
        }
    }
    Ok(None)
}

/// `requantize(requantize(x, inner), outer)` as one requantize, where one of the two is an
/// exact zero-point shift.
fn merge_requantizes(
    cx: &mut Cx,
    n: &ENode,
    outer: &RequantizeAttrs,
    inner: &RequantizeAttrs,
    inner_node: &ENode,
) -> Result<Option<Id>, RuleError> {
    let (x, y) = (inner_node.args[0], n.args[0]);
    let (rx, ry) = (cx.range(x), cx.range(y));
    // Case A: the inner requantize is an exact shift y = x - zi1 + zo1.
    if let (Some((si, zi1)), Some((so, zo1)), Some((lo1, hi1))) = (
        per_tensor(&inner.in_q),
        per_tensor(&inner.out_q),
        requantize_clamp(inner, inner_node),
    ) {
        let shifted = (
            i128::from(rx.0) - i128::from(zi1),
            i128::from(rx.1) - i128::from(zi1),
        );
        let lands = i128::from(lo1) <= shifted.0 + i128::from(zo1)
            && shifted.1 + i128::from(zo1) <= i128::from(hi1);
        if si == so && unit_multiplier_exact(shifted) && lands {
            // outer(x - zi1 + zo1) rescales (x - (zi1 - zo1 + zi2)).
            let dx = cx.dtype(x);
            let shift_zp = |z: i64| {
                z.checked_add(zi1)?
                    .checked_sub(zo1)
                    .filter(|&v| dx.contains(v))
            };
            let in_q = match &outer.in_q {
                QParams::PerTensor { scale, zero_point } => {
                    shift_zp(*zero_point).map(|zero_point| QParams::PerTensor {
                        scale: *scale,
                        zero_point,
                    })
                }
                QParams::PerAxis {
                    axis,
                    scales,
                    zero_points,
                } => zero_points
                    .iter()
                    .map(|&z| shift_zp(z))
                    .collect::<Option<Vec<i64>>>()
                    .map(|zero_points| QParams::PerAxis {
                        axis: *axis,
                        scales: scales.clone(),
                        zero_points,
                    }),
            };
            if let Some(in_q) = in_q {
                let a = RequantizeAttrs {
                    in_q,
                    ..outer.clone()
                };
                let id = cx.op(Op::QnnRequantize(a), &[x], n.dtype)?;
                cx.subsume(n);
                return Ok(Some(id));
            }
        }
    }
    // Case B: the outer requantize is an exact shift z = y - zi2 + zo2.
    if let (Some((si, zi2)), Some((so, zo2)), Some((lo2, hi2)), Some(_)) = (
        per_tensor(&outer.in_q),
        per_tensor(&outer.out_q),
        requantize_clamp(outer, n),
        per_tensor(&inner.out_q),
    ) {
        let shifted = (
            i128::from(ry.0) - i128::from(zi2),
            i128::from(ry.1) - i128::from(zi2),
        );
        let Some((lo1, hi1)) = requantize_clamp(inner, inner_node) else {
            return Ok(None);
        };
        let delta = zo2 - zi2;
        let (lo, hi) = ((lo1 + delta).max(lo2), (hi1 + delta).min(hi2));
        let zo = per_tensor(&inner.out_q).map(|(_, z)| z + delta);
        if si == so && unit_multiplier_exact(shifted) && lo <= hi {
            if let (Some(zo), Some(QParams::PerTensor { scale, .. })) = (zo, Some(&inner.out_q)) {
                if n.dtype.contains(zo) && n.dtype.contains(lo) && n.dtype.contains(hi) {
                    let a = RequantizeAttrs {
                        out_q: QParams::PerTensor {
                            scale: *scale,
                            zero_point: zo,
                        },
                        clamp: Some([lo, hi]),
                        ..inner.clone()
                    };
                    let id = cx.op(Op::QnnRequantize(a), &[x], n.dtype)?;
                    cx.subsume(n);
                    return Ok(Some(id));
                }
            }
        }
    }
    Ok(None)
}

fn quantize_of_dequantize(
    cx: &mut Cx,
    n: &ENode,
    q: &QuantizeAttrs,
) -> Result<Option<Id>, RuleError> {
    // fl(fl(s * v) / s) is within |v| * 2^-23 of v: below 1/2 for 16-bit v, as long as
    // s * v neither overflows nor loses precision as a subnormal.
    let exact = |cx: &Cx, in_q: &QParams, x: Id| {
        let sane = (0..in_q.num_channels()).all(|c| {
            let s = in_q.scale(c);
            (2f32.powi(-100)..2f32.powi(100)).contains(&s)
        });
        let narrow = cx.dtype(x).bits() <= 16;
        *in_q == q.out_q && cx.dtype(x) == n.dtype && sane && narrow
    };
    let dequantized = cx.nodes_of::<kind::QnnDequantize>(n.args[0]);
    Ok(dequantized
        .into_iter()
        .map(|(d, m)| (d.in_q, m.args[0]))
        .find(|(in_q, x)| exact(cx, in_q, *x))
        .map(|(_, x)| x))
}

fn max_pool_to_core(cx: &mut Cx, n: &ENode, a: &PoolAttrs) -> Result<Option<Id>, RuleError> {
    let m = cx.build(Op::MaxPool2d(a.window()), &[n.args[0]])?;
    match a.clamp {
        Some([min, max]) => cx.clip(m, min, max).map(Some),
        None => Ok(Some(m)),
    }
}

fn cast_noop(cx: &mut Cx, n: &ENode, _: &NoAttrs) -> Result<Option<Id>, RuleError> {
    let x = n.args[0];
    Ok((cx.dtype(x) == n.dtype).then_some(x))
}

fn cast_of_cast(cx: &mut Cx, n: &ENode, _: &NoAttrs) -> Result<Option<Id>, RuleError> {
    let y = n.args[0];
    let Some((lo, hi)) = cx.dtype(y).int_range() else {
        return Ok(None);
    };
    // The inner cast is exact, so the outer one sees x's values.
    let exact = |x: &Id| cx.dtype(*x).is_int() && inside(cx.range(*x), lo, hi);
    let inner = cx
        .nodes_of::<kind::Cast>(y)
        .into_iter()
        .map(|(_, m)| m.args[0]);
    match inner.into_iter().find(exact) {
        Some(x) => cx.cast(x, n.dtype).map(Some),
        None => Ok(None),
    }
}

fn clip_noop(cx: &mut Cx, n: &ENode, c: &ClipAttrs) -> Result<Option<Id>, RuleError> {
    let x = n.args[0];
    Ok((n.dtype.is_int() && inside(cx.range(x), c.min, c.max)).then_some(x))
}

fn clip_of_clip(cx: &mut Cx, n: &ENode, outer: &ClipAttrs) -> Result<Option<Id>, RuleError> {
    for (inner, m) in cx.nodes_of::<kind::Clip>(n.args[0]) {
        let (min, max) = (outer.min.max(inner.min), outer.max.min(inner.max));
        if min <= max {
            return cx.clip(m.args[0], min, max).map(Some);
        }
    }
    Ok(None)
}

/// `x` when the op's result has `x`'s type (no broadcasting widens it).
fn same_type(cx: &Cx, n: &ENode, x: Id) -> Option<Id> {
    let me = cx.ty(cx.class);
    (cx.ty(x) == me && me.dtype == n.dtype).then_some(x)
}

/// For a commutative binary node with the identity `v` as one operand: the other one.
fn beside_identity(cx: &Cx, n: &ENode, v: i64) -> Option<Id> {
    let (a, b) = (n.args[0], n.args[1]);
    if cx.splat(b) == Some(v) {
        return same_type(cx, n, a);
    }
    if cx.splat(a) == Some(v) {
        return same_type(cx, n, b);
    }
    None
}

fn add_zero(cx: &mut Cx, n: &ENode, _: &NoAttrs) -> Result<Option<Id>, RuleError> {
    Ok(beside_identity(cx, n, 0))
}

fn add_of_clip(cx: &mut Cx, n: &ENode, _: &NoAttrs) -> Result<Option<Id>, RuleError> {
    let (a, b) = (n.args[0], n.args[1]);
    let (x, k) = if cx.splat(b).is_some() {
        (a, b)
    } else {
        (b, a)
    };
    let (Some(c), Some((tlo, thi))) = (cx.splat(k), n.dtype.int_range()) else {
        return Ok(None);
    };
    if same_type(cx, n, x).is_none() || !n.dtype.is_int() {
        return Ok(None);
    }
    let fits = |v: i64| {
        let v = i128::from(v) + i128::from(c);
        i128::from(tlo) <= v && v <= i128::from(thi)
    };
    for (clip, m) in cx.nodes_of::<kind::Clip>(x) {
        let z = m.args[0];
        // Only where the two additions then fold into one (`fold-add-constants`): otherwise
        // the form is no better, and would only reorder the op pair.
        let adds_constant = cx
            .nodes_of::<kind::Add>(z)
            .iter()
            .any(|(_, a)| a.args.iter().any(|&o| cx.splat(o).is_some()));
        let Some((zlo, zhi)) = cx.data(z).range.filter(|_| adds_constant) else {
            continue;
        };
        if fits(zlo) && fits(zhi) && fits(clip.min) && fits(clip.max) {
            let s = cx.add(z, k)?;
            return cx.clip(s, clip.min + c, clip.max + c).map(Some);
        }
    }
    Ok(None)
}

fn subtract_zero(cx: &mut Cx, n: &ENode, _: &NoAttrs) -> Result<Option<Id>, RuleError> {
    let (a, b) = (n.args[0], n.args[1]);
    Ok(if cx.splat(b) == Some(0) {
        same_type(cx, n, a)
    } else {
        None
    })
}

fn subtract_constant(cx: &mut Cx, n: &ENode, _: &NoAttrs) -> Result<Option<Id>, RuleError> {
    let (a, b) = (n.args[0], n.args[1]);
    if !n.dtype.is_int() || cx.konst(a).is_some() {
        return Ok(None);
    }
    let Some(c) = cx.konst(b).cloned() else {
        return Ok(None);
    };
    let d = c.dtype();
    let neg: Vec<i64> = c
        .to_i64()
        .unwrap_or_default()
        .into_iter()
        .map(|v| crate::range::wrap(d, v.wrapping_neg()))
        .collect();
    let t = qnn_ir::Tensor::from_i64(d, c.shape(), &neg)
        .ok_or_else(|| cx.invalid("negated constant does not fit its type"))?;
    let neg = cx.constant(t);
    cx.add(a, neg).map(Some)
}

fn multiply_one(cx: &mut Cx, n: &ENode, _: &NoAttrs) -> Result<Option<Id>, RuleError> {
    Ok(beside_identity(cx, n, 1))
}

fn fixed_point_multiply_one(
    cx: &mut Cx,
    n: &ENode,
    a: &FixedPointMultiplyAttrs,
) -> Result<Option<Id>, RuleError> {
    let x = n.args[0];
    let r = cx.range(x);
    let one = a.multiplier.iter().all(|&m| m == 1 << 30) && a.shift.iter().all(|&s| s == 1);
    let exact = match a.rounding {
        // x * 2 first, which wraps at 2^31.
        Rounding::TfliteDouble => unit_multiplier_exact((r.0.into(), r.1.into())),
        // The input (single) or the result (int64) must fit i32.
        Rounding::TfliteSingle | Rounding::TfliteInt64 => {
            inside(r, i32::MIN.into(), i32::MAX.into())
        }
        _ => true,
    };
    Ok((one && exact && cx.dtype(x) == n.dtype).then_some(x))
}

fn fixed_point_multiply_uniform(
    cx: &mut Cx,
    n: &ENode,
    a: &FixedPointMultiplyAttrs,
) -> Result<Option<Id>, RuleError> {
    let uniform = a.axis.is_some()
        && a.multiplier.windows(2).all(|w| w[0] == w[1])
        && a.shift.windows(2).all(|w| w[0] == w[1]);
    if !uniform || a.multiplier.is_empty() {
        return Ok(None);
    }
    let attrs = FixedPointMultiplyAttrs {
        multiplier: vec![a.multiplier[0]],
        shift: vec![a.shift[0]],
        axis: None,
        rounding: a.rounding,
    };
    cx.op(Op::FixedPointMultiply(attrs), &[n.args[0]], n.dtype)
        .map(Some)
}
