//! Lowering of `qnn.add`, `qnn.subtract`, `qnn.mul`, `qnn.prelu`, `qnn.squared_difference`
//! and `qnn.div` (the interpreter's `kernels/binary.rs`): TFLite's 20/15-bit prescaled ADD/SUB
//! and its int16 power-of-two path, TVM's requantize-both-operands scheme, MUL, and 8-bit DIV
//! as a table over every pair of codes.

use super::{
    center, fixed_point, rescale, saturate_zp_clamp, to_i32, width, wrap_zp_clamp, Lowering,
    Rescaled,
};
use crate::language::ENode;
use crate::rule::{on, Cx, Rule, RuleError};
use egg::Id;
use qnn_arith::{
    add_params, conv_real_multiplier, mul_real_multiplier, pot_int16_params, rdbpot_i16,
    requantize_real_multiplier,
};
use qnn_ir::attrs::RoundMode;
use qnn_ir::ops::{
    kind, NoAttrs, QnnAddAttrs, QnnBinaryAttrs, QnnDivAttrs, QnnMulAttrs, QnnPreluAttrs, RoundAttrs,
};
use qnn_ir::{DType, Op, Tensor};
use std::sync::Arc;

/// The rules of this family.
pub fn rules() -> Vec<Arc<dyn Rule>> {
    vec![
        // TFLite: clamp(R_o(R_1((x - z1) << ls) + R_2((y - z2) << ls)) + zo);
        // TVM: clamp(R_1(x - z1) + R_2(y - z2) + zo)
        on::<kind::QnnAdd>("lower-add", add),
        // as lower-add with `-`
        on::<kind::QnnSubtract>("lower-subtract", subtract),
        // clamp(R((x - z1) * (y - z2)) + zo)
        on::<kind::QnnMul>("lower-mul", mul),
        // v = x - zx: clamp(R1(max(v, 0)) + R2(min(v, 0) * (alpha - za)) + zo) (one term is 0)
        on::<kind::QnnPrelu>("lower-prelu", prelu),
        // a = R1((x - z1) << 7), b = R2((y - z2) << 7): clamp(Ro((a - b)^2) + zo)
        on::<kind::QnnSquaredDifference>("lower-squared-difference", squared_difference),
        // 8-bit: div(x, y) = table((x - min) * 256 + (y - min), [div(i, j) for every pair])
        on::<kind::QnnDiv>("lower-div-table", div_table),
        // int16: DivElementwise step by step (reciprocal, sign bits, x86 shift semantics)
        on::<kind::QnnDiv>("lower-div", div_arith),
    ]
}

/// 8-bit `qnn.div` as one `table` of its 65 536 results, indexed by the pair of codes (the
/// interpreter computes the table, so it is the op's definition by construction).
fn div_table(cx: &mut Cx, n: &ENode, a: &QnnDivAttrs) -> Lowering {
    let op = Op::QnnDiv(a.clone());
    let (x, y) = (n.args[0], n.args[1]);
    let d = cx.dtype(x);
    let Some((lo, _)) = d.int_range().filter(|_| d.bits() == 8) else {
        return Ok(None);
    };
    let pairs = |f: fn(i64) -> i64| -> Vec<i64> { (0..65536).map(|k| lo + f(k)).collect() };
    let (Some(a), Some(b)) = (
        Tensor::from_i64(d, &[65536], &pairs(|k| k / 256)),
        Tensor::from_i64(d, &[65536], &pairs(|k| k % 256)),
    ) else {
        return Ok(None);
    };
    let ty = op
        .infer(&[a.ty(), b.ty()], Some(n.dtype))
        .map_err(|e| cx.invalid(e.to_string()))?;
    let Ok(t) = qnn_interp::eval_op(&op, &[&a, &b], &ty) else {
        return Ok(None);
    };
    let xi = cx.cast(x, DType::I32)?;
    let yi = cx.cast(y, DType::I32)?;
    let k256 = cx.scalar(DType::I32, 256)?;
    let hi = cx.mul(xi, k256)?;
    let sum = cx.add(hi, yi)?;
    let base = cx.scalar(DType::I32, lo * 257)?;
    let idx = cx.sub(sum, base)?;
    let idx = cx.cast(idx, DType::U16)?;
    let t = cx.constant(t);
    cx.table(idx, t).map(Some)
}

fn add(cx: &mut Cx, n: &ENode, a: &QnnAddAttrs) -> Lowering {
    add_sub(cx, n, a, false)
}

fn subtract(cx: &mut Cx, n: &ENode, a: &QnnAddAttrs) -> Lowering {
    add_sub(cx, n, a, true)
}

/// `a + b` or `a - b` in `dtype`.
fn plus(cx: &mut Cx, a: Id, b: Id, sub: bool, dtype: DType) -> Result<Id, RuleError> {
    let op = if sub {
        Op::Subtract(NoAttrs {})
    } else {
        Op::Add(NoAttrs {})
    };
    cx.op(op, &[a, b], dtype)
}

fn add_sub(cx: &mut Cx, n: &ENode, a: &QnnAddAttrs, sub: bool) -> Lowering {
    let (x, y) = (n.args[0], n.args[1]);
    let d = cx.dtype(x);
    let Some(clamp) = a.clamp.map(|[l, h]| (l, h)).or(n.dtype.int_range()) else {
        return Ok(None);
    };
    let (s1, z1) = (a.lhs_q.scale(0), a.lhs_q.zero_point(0));
    let (s2, z2) = (a.rhs_q.scale(0), a.rhs_q.zero_point(0));
    let (so, zo) = (a.out_q.scale(0), a.out_q.zero_point(0));
    if !a.rounding.is_tflite() {
        // TVM: each operand requantized to the output scale in exact arithmetic.
        let r1 = requantized(cx, x, z1, requantize_real_multiplier(s1, so), a)?;
        let r2 = requantized(cx, y, z2, requantize_real_multiplier(s2, so), a)?;
        let (Some(r1), Some(r2)) = (r1, r2) else {
            return Ok(None);
        };
        let ((l1, h1), (l2, h2)) = (cx.range(r1), cx.range(r2));
        let (lo, hi) = if sub {
            (
                i128::from(l1) - i128::from(h2),
                i128::from(h1) - i128::from(l2),
            )
        } else {
            (
                i128::from(l1) + i128::from(l2),
                i128::from(h1) + i128::from(h2),
            )
        };
        let Some(w) = width(lo - i128::from(zo).abs(), hi + i128::from(zo).abs()) else {
            return Ok(None);
        };
        let (r1, r2) = (cx.cast(r1, w)?, cx.cast(r2, w)?);
        let v = plus(cx, r1, r2, sub, w)?;
        return saturate_zp_clamp(cx, Rescaled::Int(v), &[zo], None, clamp, n.dtype).map(Some);
    }
    let fits = |z: i64| i32::try_from(z).is_ok();
    if !(fits(z1) && fits(z2) && fits(zo)) {
        return Ok(None);
    }
    let pot_wanted =
        a.pot_int16 && d == DType::I16 && cx.dtype(y) == DType::I16 && n.dtype == DType::I16;
    match pot_int16_params(pot_wanted, s1, z1 as i32, s2, z2 as i32, so, zo as i32) {
        // TFLite's Prepare rejects these parameters: the op fails whatever its input.
        Err(_) => Ok(None),
        Ok(Some(p)) => {
            // The operand with the nonzero shift is divided by 2^-shift, then a saturating
            // int16 addition and the clamp.
            let (xi, yi) = (cx.cast(x, DType::I32)?, cx.cast(y, DType::I32)?);
            let (l, r) = if p.input1_shift == 0 {
                (xi, divide_pot(cx, y, yi, -p.input2_shift)?)
            } else {
                (divide_pot(cx, x, xi, -p.input1_shift)?, yi)
            };
            let v = plus(cx, l, r, sub, DType::I32)?;
            let (lo, hi) = (clamp.0.max(-32768), clamp.1.min(32767));
            let c = cx.clip(v, lo, hi)?;
            cx.cast(c, n.dtype).map(Some)
        }
        Ok(None) => {
            let ls = match d {
                DType::I8 | DType::U8 => 20,
                DType::I16 | DType::U16 => 15,
                _ => return Ok(None),
            };
            let p = add_params(s1, s2, so, ls);
            let a1 = prescaled(cx, x, z1, ls, p.in1, a)?;
            let a2 = prescaled(cx, y, z2, ls, p.in2, a)?;
            let (Some(a1), Some(a2)) = (a1, a2) else {
                return Ok(None);
            };
            let raw = plus(cx, a1, a2, sub, DType::I32)?;
            let Some(r) = fixed_point(cx, raw, &[p.out], a.rounding, None)? else {
                return Ok(None);
            };
            saturate_zp_clamp(cx, r, &[zo], None, clamp, n.dtype).map(Some)
        }
    }
}

/// TFLite's prescaled operand `MBQM((v - zp) * 2^ls, m)`, in `i32`.
fn prescaled(
    cx: &mut Cx,
    v: Id,
    zp: i64,
    ls: i32,
    m: qnn_arith::QuantizedMultiplier,
    a: &QnnAddAttrs,
) -> Result<Option<Id>, RuleError> {
    let Some(c) = center(cx, v, &[zp], None)? else {
        return Ok(None);
    };
    let f = cx.scalar(DType::I32, 1 << ls)?;
    let shifted = cx.mul(c, f)?;
    Ok(match fixed_point(cx, shifted, &[m], a.rounding, None)? {
        Some(Rescaled::Int(r)) => Some(r),
        _ => None,
    })
}

/// TVM's requantized operand `R(v - zp)` in exact arithmetic.
fn requantized(
    cx: &mut Cx,
    v: Id,
    zp: i64,
    real: f64,
    a: &QnnAddAttrs,
) -> Result<Option<Id>, RuleError> {
    let Some(c) = center(cx, v, &[zp], None)? else {
        return Ok(None);
    };
    Ok(match rescale(cx, c, &[real], a.rounding, None)? {
        Some(Rescaled::Int(r)) => Some(r),
        _ => None,
    })
}

/// TFLite's int16 `RoundingDivideByPOT(x, e)` of the power-of-two path, on the `i32` copy
/// `wide` of the `i16` operand `x`. Up to `e = 15` it is the rounding shift; beyond, the
/// kernel's 16-bit mask arithmetic differs from it, and the table of `rdbpot_i16` over every
/// int16 code is used instead.
fn divide_pot(cx: &mut Cx, x: Id, wide: Id, e: i32) -> Result<Id, RuleError> {
    if e == 0 {
        return Ok(wide);
    }
    if (1..=15).contains(&e) {
        let s = cx.scalar(DType::I32, i64::from(e))?;
        return cx.op(
            Op::ShiftRight(RoundAttrs {
                mode: RoundMode::HalfAway,
            }),
            &[wide, s],
            DType::I32,
        );
    }
    let v: Vec<i64> = (i16::MIN..=i16::MAX)
        .map(|k| i64::from(rdbpot_i16(k, e)))
        .collect();
    let t = Tensor::from_i64(DType::I32, &[v.len()], &v).ok_or_else(|| cx.invalid("table"))?;
    let t = cx.constant(t);
    cx.table(x, t)
}

fn mul(cx: &mut Cx, n: &ENode, a: &QnnMulAttrs) -> Lowering {
    let (x, y) = (n.args[0], n.args[1]);
    let Some(clamp) = a.clamp.map(|[l, h]| (l, h)).or(n.dtype.int_range()) else {
        return Ok(None);
    };
    let (s1, z1) = (a.lhs_q.scale(0), a.lhs_q.zero_point(0));
    let (s2, z2) = (a.rhs_q.scale(0), a.rhs_q.zero_point(0));
    let (so, zo) = (a.out_q.scale(0), a.out_q.zero_point(0));
    let (Some(c1), Some(c2)) = (center(cx, x, &[z1], None)?, center(cx, y, &[z2], None)?) else {
        return Ok(None);
    };
    let ((l1, h1), (l2, h2)) = (cx.range(c1), cx.range(c2));
    let corners = [l1, h1]
        .iter()
        .flat_map(|&p| [l2, h2].map(|q| i128::from(p) * i128::from(q)))
        .collect::<Vec<_>>();
    let (lo, hi) = (
        *corners.iter().min().unwrap_or(&0),
        *corners.iter().max().unwrap_or(&0),
    );
    let Some(w) = width(lo, hi) else {
        return Ok(None);
    };
    let (c1, c2) = (cx.cast(c1, w)?, cx.cast(c2, w)?);
    let prod = cx.mul(c1, c2)?;
    let m = if a.rounding.is_tflite() {
        mul_real_multiplier(s1, s2, so)
    } else {
        conv_real_multiplier(s1, s2, so, true)
    };
    let Some(r) = rescale(cx, prod, &[m], a.rounding, None)? else {
        return Ok(None);
    };
    saturate_zp_clamp(cx, r, &[zo], None, clamp, n.dtype).map(Some)
}

fn prelu(cx: &mut Cx, n: &ENode, a: &QnnPreluAttrs) -> Lowering {
    let (x, alpha) = (n.args[0], n.args[1]);
    let (Some(v), Some(p)) = (
        center(cx, x, &[a.in_q.zero_point(0)], None)?,
        center(cx, alpha, &[a.alpha_q.zero_point(0)], None)?,
    ) else {
        return Ok(None);
    };
    // The product, exact: in `i32` where it fits, else `i64` (where the TFLite modes then
    // reject a value outside `int32_t`, as the interpreter does).
    let ((vl, _), (pl, ph)) = (cx.range(v), cx.range(p));
    let corners = [i128::from(vl.min(0)), 0].map(|s| [pl, ph].map(|t| s * i128::from(t)));
    let flat = corners.iter().flatten();
    let (lo, hi) = (
        flat.clone().copied().min().unwrap_or(0),
        flat.copied().max().unwrap_or(0),
    );
    let Some(w) = width(lo, hi) else {
        return Ok(None);
    };
    let w = if w.bits() < 32 { DType::I32 } else { w };
    let (v, p) = (cx.cast(v, w)?, cx.cast(p, w)?);
    let zero = cx.scalar(w, 0)?;
    let pos = cx.max(v, zero)?;
    let below = cx.min(v, zero)?;
    let prod = cx.mul(below, p)?;
    let (in_s, al_s, out_s) = (a.in_q.scale(0), a.alpha_q.scale(0), a.out_q.scale(0));
    let m1 = f64::from(in_s / out_s);
    let m2 = f64::from(in_s * al_s / out_s);
    let (Some(r1), Some(r2)) = (
        rescale(cx, pos, &[m1], a.rounding, None)?,
        rescale(cx, prod, &[m2], a.rounding, None)?,
    ) else {
        return Ok(None);
    };
    let (r1, r2) = (to_i32(cx, r1)?, to_i32(cx, r2)?);
    // One of the two is exactly 0 (a rescale of 0 is 0 in every mode).
    let r = cx.add(r1, r2)?;
    let Some(clamp) = n.dtype.int_range() else {
        return Ok(None);
    };
    wrap_zp_clamp(cx, r, a.out_q.zero_point(0), clamp, n.dtype).map(Some)
}

fn squared_difference(cx: &mut Cx, n: &ENode, a: &QnnBinaryAttrs) -> Lowering {
    let (m1, m2, mo) = qnn_arith::squared_difference_multipliers(
        a.lhs_q.scale(0),
        a.rhs_q.scale(0),
        a.out_q.scale(0),
    );
    let mode = qnn_ir::Rounding::TfliteDouble;
    let mut scaled = Vec::with_capacity(2);
    for (v, q, m) in [(n.args[0], &a.lhs_q, m1), (n.args[1], &a.rhs_q, m2)] {
        let Some(c) = center(cx, v, &[q.zero_point(0)], None)? else {
            return Ok(None);
        };
        let c = cx.cast(c, DType::I32)?;
        let k = cx.scalar(DType::I32, 1 << 7)?;
        let shifted = cx.mul(c, k)?;
        let Some(Rescaled::Int(s)) = fixed_point(cx, shifted, &[m], mode, None)? else {
            return Ok(None);
        };
        scaled.push(s);
    }
    let d = cx.op(
        Op::Subtract(NoAttrs {}),
        &[scaled[0], scaled[1]],
        DType::I32,
    )?;
    let sq = cx.mul(d, d)?;
    let Some(Rescaled::Int(r)) = fixed_point(cx, sq, &[mo], mode, None)? else {
        return Ok(None);
    };
    let Some(clamp) = n.dtype.int_range() else {
        return Ok(None);
    };
    wrap_zp_clamp(cx, r, a.out_q.zero_point(0), clamp, n.dtype).map(Some)
}

/// `qnn.div` on int16 (8-bit operands take the table) as `DivElementwise` computes it:
/// with `v1 = x - zp1`, `v2 = y - zp2` in `i32`, the signs moved so that `b = |v2|`,
/// `inv = fixed_point_reciprocal(b)`, `s = 31 - clz(b)`, `h = clz(a >= 0 ? a : -1 - a) - 1`,
/// `q = srdhm(srdhm(a << h, inv), M)` and the exponent `e = h + s - M.shift`, then
/// `RoundingDivideByPOT(q, e)` as TFLite's x86-64 build runs it: with `r = e mod 64`, the
/// rounding shift by `r` for `r < 32`, otherwise (the 64-bit mask is all ones in 32 bits)
/// `(q >> (r - 32)) + (q >= 0)`.
fn div_arith(cx: &mut Cx, n: &ENode, a: &QnnDivAttrs) -> Lowering {
    if cx.dtype(n.args[0]).bits() == 8 {
        // `lower-div-table` covers 8-bit operands.
        return Ok(None);
    }
    let Some((lo, hi)) = a.clamp.map(|[l, h]| (l, h)).or(n.dtype.int_range()) else {
        return Ok(None);
    };
    let m = qnn_arith::div_multiplier(a.lhs_q.scale(0), a.rhs_q.scale(0), a.out_q.scale(0));
    let i32k = |cx: &mut Cx, v: i64| cx.scalar(DType::I32, v);
    let bin = |cx: &mut Cx, op: Op, x: Id, y: Id| cx.op(op, &[x, y], DType::I32);
    let sub = |cx: &mut Cx, x: Id, y: Id| cx.sub(x, y);
    let add = |cx: &mut Cx, x: Id, y: Id| cx.add(x, y);
    let ge = |cx: &mut Cx, x: Id, y: Id| -> Result<Id, RuleError> {
        let g = cx.build(Op::GreaterEqual(NoAttrs {}), &[x, y])?;
        cx.cast(g, DType::I32)
    };
    let select = |cx: &mut Cx, c: Id, x: Id, y: Id| cx.build(Op::Select(NoAttrs {}), &[c, x, y]);
    let Some(v1) = center(cx, n.args[0], &[a.lhs_q.zero_point(0)], None)? else {
        return Ok(None);
    };
    let Some(v2) = center(cx, n.args[1], &[a.rhs_q.zero_point(0)], None)? else {
        return Ok(None);
    };
    let (v1, v2) = (to_i32_int(cx, v1)?, to_i32_int(cx, v2)?);
    let zero = i32k(cx, 0)?;
    // Signs moved so that the divisor is non-negative.
    let pos = ge(cx, v2, zero)?;
    let (n1, n2) = (sub(cx, zero, v1)?, sub(cx, zero, v2)?);
    let dividend = select(cx, pos, v1, n1)?;
    let divisor = select(cx, pos, v2, n2)?;
    // GetReciprocal(b, 31): the mantissa and 31 - clz(b).
    let inv = cx.build(Op::FixedPointReciprocal(NoAttrs {}), &[divisor])?;
    let clz_b = cx.build(Op::CountLeadingZeros(NoAttrs {}), &[divisor])?;
    let k31 = i32k(cx, 31)?;
    let recip_shift = sub(cx, k31, clz_b)?;
    // CountLeadingSignBits(a) = clz(a >= 0 ? a : -1 - a) - 1.
    let a_pos = ge(cx, dividend, zero)?;
    let minus_one = i32k(cx, -1)?;
    let flipped = sub(cx, minus_one, dividend)?;
    let magnitude = select(cx, a_pos, dividend, flipped)?;
    let clz_a = cx.build(Op::CountLeadingZeros(NoAttrs {}), &[magnitude])?;
    let one = i32k(cx, 1)?;
    let headroom = sub(cx, clz_a, one)?;
    let shifted = bin(cx, Op::ShiftLeft(NoAttrs {}), dividend, headroom)?;
    let unscaled = bin(cx, Op::Srdhm(NoAttrs {}), shifted, inv)?;
    let mk = i32k(cx, i64::from(m.multiplier))?;
    let q = bin(cx, Op::Srdhm(NoAttrs {}), unscaled, mk)?;
    // e = h + s - M.shift, r = e mod 64 = e - (floor(e / 64) << 6).
    let hs = add(cx, headroom, recip_shift)?;
    let ms = i32k(cx, i64::from(m.shift))?;
    let e = sub(cx, hs, ms)?;
    let k6 = i32k(cx, 6)?;
    let quotient = cx.op(
        Op::ShiftRight(RoundAttrs {
            mode: RoundMode::Floor,
        }),
        &[e, k6],
        DType::I32,
    )?;
    let multiple = bin(cx, Op::ShiftLeft(NoAttrs {}), quotient, k6)?;
    let r = sub(cx, e, multiple)?;
    // r < 32: RoundingDivideByPOT(q, r).
    let low_shift = bin(cx, Op::Minimum(NoAttrs {}), r, k31)?;
    let low = cx.op(
        Op::ShiftRight(RoundAttrs {
            mode: RoundMode::HalfAway,
        }),
        &[q, low_shift],
        DType::I32,
    )?;
    // r >= 32: (q >> (r - 32)) + (q >= 0).
    let k32 = i32k(cx, 32)?;
    let r32 = sub(cx, r, k32)?;
    let high_shift = bin(cx, Op::Maximum(NoAttrs {}), r32, zero)?;
    let floor = cx.op(
        Op::ShiftRight(RoundAttrs {
            mode: RoundMode::Floor,
        }),
        &[q, high_shift],
        DType::I32,
    )?;
    let q_pos = ge(cx, q, zero)?;
    let high = add(cx, floor, q_pos)?;
    let is_high = ge(cx, r, k32)?;
    let result = select(cx, is_high, high, low)?;
    wrap_zp_clamp(cx, result, a.out_q.zero_point(0), (lo, hi), n.dtype).map(Some)
}

/// An integer value as `i32` (a `cast` unless it already is).
fn to_i32_int(cx: &mut Cx, x: Id) -> Result<Id, RuleError> {
    if cx.dtype(x) == DType::I32 {
        Ok(x)
    } else {
        cx.cast(x, DType::I32)
    }
}
