//! Lowering of `qnn.logistic`, `qnn.tanh`, `qnn.hard_swish`, `qnn.leaky_relu`, `qnn.abs`,
//! `qnn.exp`, `qnn.elu`, `qnn.gelu`, `qnn.rsqrt` and `qnn.softmax` (the
//! interpreter's `kernels/activation.rs`).
//!
//! The unary activations are functions of one 8- or 16-bit value: each becomes a `table`
//! computed by running the op itself on every code (TFLite's own 8-bit kernels are tables;
//! its int16 kernels interpolate a table, which the 65 536-entry table reproduces exactly).
//!
//! Softmax is decomposed as TFLite's reference computes it: the row maximum, the difference
//! to it (which fits 8 or 16 bits, so the fixed-point `exp` of each difference is a table),
//! the row sum, its reciprocal and the final fixed-point scaling.

use super::{table_of, Lowering};
use crate::language::ENode;
use crate::rule::{on, rule, Cx, Rule, RuleError};
use egg::Id;
use qnn_arith::{
    exp_on_negative_values, log_softmax_i8_params, lut_lookup_int16, mbqm, rescale_fixed,
    softmax_i16_params, softmax_i8_params, Rounding, LOG_SOFTMAX_OUTPUT_SHIFT,
    SOFTMAX_ACCUMULATION_INTEGER_BITS, SOFTMAX_SCALED_DIFF_INTEGER_BITS,
};
use qnn_ir::attrs::RoundMode;
use qnn_ir::ops::{
    kind, ClipAttrs, FixedPointLogAttrs, FixedPointMultiplyAttrs, NoAttrs, QnnSoftmaxAttrs,
    QnnUnaryAttrs, ReduceAttrs,
};
use qnn_ir::{DType, Op, Opcode, Tensor};
use std::sync::Arc;

/// The rules of this family.
pub fn rules() -> Vec<Arc<dyn Rule>> {
    use Opcode::*;
    vec![
        // f(x) = table(x, [f(k) for every code k])
        rule(
            "lower-lut-activation",
            &[
                QnnLogistic,
                QnnTanh,
                QnnHardSwish,
                QnnLeakyRelu,
                QnnAbs,
                QnnExp,
                QnnElu,
                QnnGelu,
                QnnRsqrt,
            ],
            lut_activation,
        ),
        // softmax(x) = scale(table(max(x) - x), 1 / sum(table'(max(x) - x)))
        on::<kind::QnnSoftmax>("lower-softmax", softmax),
        // log_softmax(x) = d > adj(L) ? clamp(RDBPOT(table(max - x) - L, 22) + 127) : -128,
        // L = fixed_point_log(sum(table'(max - x)))
        on::<kind::QnnLogSoftmax>("lower-log-softmax", log_softmax),
    ]
}

fn lut_activation(cx: &mut Cx, n: &ENode) -> Lowering {
    let Some(op) = n.as_op().cloned() else {
        return Ok(None);
    };
    table_of(cx, &op, n.args[0], n.dtype)
}

/// A rank-1 `i32` table constant.
fn table_const(cx: &mut Cx, values: &[i64]) -> Result<Id, RuleError> {
    let t = Tensor::from_i64(DType::I32, &[values.len()], values)
        .ok_or_else(|| cx.invalid("table values do not fit i32"))?;
    Ok(cx.constant(t))
}

/// `op` (`reduce_max` or `sum`) of each row of `x` (its last axis, kept), in `x`'s type.
fn row(cx: &mut Cx, op: fn(ReduceAttrs) -> Op, x: Id) -> Result<Id, RuleError> {
    let axes = vec![cx.rank(x) - 1];
    let d = cx.dtype(x);
    cx.op(
        op(ReduceAttrs {
            axes,
            keep_dims: true,
        }),
        &[x],
        d,
    )
}

fn softmax(cx: &mut Cx, n: &ENode, a: &QnnSoftmaxAttrs) -> Lowering {
    let x = n.args[0];
    match cx.dtype(x) {
        DType::I8 | DType::U8 => softmax_8bit(cx, n, a, x),
        DType::I16 => softmax_int16(cx, n, a, x),
        _ => Ok(None),
    }
}

/// `max(row) - x` (in `0..2^bits`) as an unsigned `bits`-bit value, and the `i32` input.
fn differences(cx: &mut Cx, x: Id, unsigned: DType) -> Result<Id, RuleError> {
    let xi = cx.cast(x, DType::I32)?;
    let m = row(cx, Op::ReduceMax, xi)?;
    let d = cx.sub(m, xi)?;
    cx.cast(d, unsigned)
}

/// gemmlowp's reference: per element `e = exp(Q5.26(d))` for `d = x - max >= diff_min`,
/// `sum = Σ Rescale<12>(e)`, `(recip, nbits) = GetReciprocal(sum, 12)`,
/// `out = RDBPOT(SRDHM(recip, e), nbits + 31 - bits) + type_min`, clamped.
fn softmax_8bit(cx: &mut Cx, n: &ENode, a: &QnnSoftmaxAttrs, x: Id) -> Lowering {
    let out = n.dtype;
    let Some((qmin, qmax)) = out.int_range() else {
        return Ok(None);
    };
    let bits: i64 = if out == DType::I16 { 16 } else { 8 };
    let p = softmax_i8_params(a.in_q.scale(0), a.beta.get());
    // Entry k is the difference x - max = -k.
    let exps: Vec<i64> = (0..256i32)
        .map(|k| {
            if -k >= p.diff_min {
                let scaled = mbqm(-k, p.input_multiplier, p.input_left_shift);
                i64::from(exp_on_negative_values(
                    scaled,
                    SOFTMAX_SCALED_DIFF_INTEGER_BITS,
                ))
            } else {
                0
            }
        })
        .collect();
    let acc: Vec<i64> = exps
        .iter()
        .map(|&e| {
            i64::from(rescale_fixed(
                e as i32,
                0,
                SOFTMAX_ACCUMULATION_INTEGER_BITS,
            ))
        })
        .collect();
    let t_exp = table_const(cx, &exps)?;
    let t_acc = table_const(cx, &acc)?;
    let d = differences(cx, x, DType::U8)?;
    let e = cx.table(d, t_exp)?;
    let ea = cx.table(d, t_acc)?;
    let sum = row(cx, Op::Sum, ea)?;
    let recip = cx.build(Op::FixedPointReciprocal(NoAttrs {}), &[sum])?;
    let headroom = cx.build(Op::CountLeadingZeros(NoAttrs {}), &[sum])?;
    let base = cx.scalar(
        DType::I32,
        i64::from(SOFTMAX_ACCUMULATION_INTEGER_BITS) + 31 - bits,
    )?;
    let exponent = cx.sub(base, headroom)?;
    let prod = cx.build(Op::Srdhm(NoAttrs {}), &[recip, e])?;
    let scaled = cx.shift_right(prod, exponent, RoundMode::HalfAway)?;
    let offset = cx.scalar(DType::I32, qmin)?;
    let v = cx.add(scaled, offset)?;
    let c = cx.clip_if_needed(v, qmin, qmax)?;
    cx.cast(c, out).map(Some)
}

/// TFLite's int16 reference: `e = LUT_exp(MBQM(x - max) + 32767)`, `sum = Σ e`,
/// `h = clz(sum)`, `r = LUT_recip(clamp(((sum << (h-1)) + 2^13 >> 14) - 98304))`,
/// `out = clamp((e * r + 2^(30-h)) >> (31-h), 0, 32767)`.
fn softmax_int16(cx: &mut Cx, n: &ENode, a: &QnnSoftmaxAttrs, x: Id) -> Lowering {
    let p = softmax_i16_params(a.in_q.scale(0), a.beta.get());
    let exps: Vec<i64> = (0..65536i32)
        .map(|k| {
            let scaled = mbqm(-k, p.input.multiplier, p.input.shift);
            let sym = scaled.wrapping_add(32767).clamp(-32768, 32767) as i16;
            i64::from(lut_lookup_int16(sym, &p.exp_lut))
        })
        .collect();
    let recips: Vec<i64> = (i16::MIN..=i16::MAX)
        .map(|v| i64::from(lut_lookup_int16(v, &p.one_over_one_plus_x_lut)))
        .collect();
    let t_exp = table_const(cx, &exps)?;
    let t_recip = table_const(cx, &recips)?;
    let d = differences(cx, x, DType::U16)?;
    let e = cx.table(d, t_exp)?;
    let sum = row(cx, Op::Sum, e)?;
    let h = cx.build(Op::CountLeadingZeros(NoAttrs {}), &[sum])?;
    // ((sum << (h - 1)) + 2^13) >> 14 in 64 bits, as the kernel computes it.
    let one = cx.scalar(DType::I32, 1)?;
    let hm1 = cx.sub(h, one)?;
    let (sum64, hm1_64) = (cx.cast(sum, DType::I64)?, cx.cast(hm1, DType::I64)?);
    let normalized = cx.build(Op::ShiftLeft(NoAttrs {}), &[sum64, hm1_64])?;
    let fourteen = cx.scalar(DType::I64, 14)?;
    let rounded = cx.shift_right(normalized, fourteen, RoundMode::HalfUp)?;
    let bias = cx.scalar(DType::I64, (1 << 15) + (1 << 16))?;
    let sym = cx.sub(rounded, bias)?;
    let sat = cx.op(
        Op::Clip(ClipAttrs {
            min: -32768,
            max: 32767,
        }),
        &[sym],
        DType::I64,
    )?;
    let idx = cx.cast(sat, DType::I16)?;
    let recip = cx.table(idx, t_recip)?;
    let prod = cx.mul(e, recip)?;
    let thirty_one = cx.scalar(DType::I32, 31)?;
    let rs = cx.sub(thirty_one, h)?;
    let v = cx.shift_right(prod, rs, RoundMode::HalfUp)?;
    let c = cx.op(Op::Clip(ClipAttrs { min: 0, max: 32767 }), &[v], DType::I32)?;
    cx.cast(c, n.dtype).map(Some)
}

/// TFLite's int8 LOG_SOFTMAX (`log_softmax_row_i8`): the Q5.26 scaled difference and its
/// accumulated exponential are tables over `max - x`; the row sum's logarithm is
/// `fixed_point_log`; the cut-off `adj` and the output follow the kernel.
fn log_softmax(cx: &mut Cx, n: &ENode, a: &QnnUnaryAttrs) -> Lowering {
    let x = n.args[0];
    if cx.dtype(x) != DType::I8 || n.dtype != DType::I8 {
        return Ok(None);
    }
    let p = log_softmax_i8_params(a.in_q.scale(0));
    // Entry k is the difference x - max = -k.
    let q5: Vec<i64> = (0..256i32)
        .map(|k| i64::from(mbqm(-k, p.input.input_multiplier, p.input.input_left_shift)))
        .collect();
    let acc: Vec<i64> = (0..256i32)
        .map(|k| {
            if -k >= p.input.diff_min {
                let e =
                    exp_on_negative_values(q5[k as usize] as i32, SOFTMAX_SCALED_DIFF_INTEGER_BITS);
                i64::from(rescale_fixed(e, 0, SOFTMAX_ACCUMULATION_INTEGER_BITS))
            } else {
                0
            }
        })
        .collect();
    let t_q5 = table_const(cx, &q5)?;
    let t_acc = table_const(cx, &acc)?;
    let k = differences(cx, x, DType::U8)?;
    let ea = cx.table(k, t_acc)?;
    let sum = row(cx, Op::Sum, ea)?;
    let log_sum = cx.build(
        Op::FixedPointLog(FixedPointLogAttrs {
            input_bits: SOFTMAX_ACCUMULATION_INTEGER_BITS,
            output_bits: SOFTMAX_SCALED_DIFF_INTEGER_BITS,
        }),
        &[sum],
    )?;
    // adj = max(diff_min - 1, MBQM(L + INT32_MIN, reverse))
    let min32 = cx.scalar(DType::I32, i64::from(i32::MIN))?;
    let shifted = cx.add(log_sum, min32)?;
    let reverse = cx.op(
        Op::FixedPointMultiply(FixedPointMultiplyAttrs {
            multiplier: vec![p.reverse_multiplier],
            shift: vec![p.reverse_shift],
            axis: None,
            rounding: Rounding::TfliteDouble,
        }),
        &[shifted],
        DType::I32,
    )?;
    let floor = cx.scalar(DType::I32, i64::from(p.input.diff_min) - 1)?;
    let adj = cx.max(reverse, floor)?;
    // out = clamp(RDBPOT(q5 - L, 22) + 127) where d > adj, i.e. d >= adj + 1 (adj <= 0)
    let q = cx.table(k, t_q5)?;
    let diff = cx.sub(q, log_sum)?;
    let s = cx.scalar(DType::I32, i64::from(LOG_SOFTMAX_OUTPUT_SHIFT))?;
    let scaled = cx.shift_right(diff, s, RoundMode::HalfAway)?;
    let zp = cx.scalar(DType::I32, 127)?;
    let v = cx.add(scaled, zp)?;
    let c = cx.clip_if_needed(v, -128, 127)?;
    let ki = cx.cast(k, DType::I32)?;
    let zero = cx.scalar(DType::I32, 0)?;
    let d = cx.sub(zero, ki)?;
    let one = cx.scalar(DType::I32, 1)?;
    let bound = cx.add(adj, one)?;
    let keep = cx.build(Op::GreaterEqual(NoAttrs {}), &[d, bound])?;
    let min8 = cx.scalar(DType::I32, -128)?;
    let out = cx.build(Op::Select(NoAttrs {}), &[keep, c, min8])?;
    cx.cast(out, DType::I8).map(Some)
}
