//! Element rules of the binary ops that are more than one requantize: ADD/SUB (general 20-/15-bit
//! path and the int16 power-of-two path) and the uint8 CONCATENATION rescale.

use crate::error::ArithError;
use crate::fixed_point::{mbqm, rdbpot_i16, saturating_add_i16, saturating_sub_i16};
use crate::multiplier::{checked_log2, AddParams, QuantizedMultiplier};
use crate::rescale::f32_to_i32_x86;
use crate::rounding::Rounding;

fn apply_tflite(x: i32, m: QuantizedMultiplier, mode: Rounding) -> Result<i32, ArithError> {
    match mode {
        Rounding::TfliteDouble => Ok(mbqm(x, m.multiplier, m.shift)),
        other => crate::rescale::fixed_point_multiply_i32(x, m, other),
    }
}

/// ADD / SUB of one element pair on the general path (`AddElementwise` / `SubElementwise`),
/// before the output offset and clamp:
///
/// ```text
/// a' = MBQM(a * 2^ls, in1);  b' = MBQM(b * 2^ls, in2)      // a = x1 - zp1, b = x2 - zp2
/// r  = MBQM(a' ± b', out)                                   // + out_zp, clamp (by the caller)
/// ```
///
/// `a * 2^ls` and `a' ± b'` wrap in 32 bits like the C code. `mode` selects the MBQM:
/// `tflite_double` (default build) or any other mode through
/// [`crate::rescale::fixed_point_multiply_i32`], as the IR's `fixed_point_multiply` applies it
/// (a single-rounding result outside `int32_t`, which TFLite only `DCHECK`s and then
/// truncates, is `ResultOutOfRange`; `f64_half_away` is an error).
pub fn add_elementwise(
    a: i32,
    b: i32,
    p: &AddParams,
    is_sub: bool,
    mode: Rounding,
) -> Result<i32, ArithError> {
    let factor = 1i32.wrapping_shl(p.left_shift.clamp(0, 31) as u32);
    let sa = apply_tflite(a.wrapping_mul(factor), p.in1, mode)?;
    let sb = apply_tflite(b.wrapping_mul(factor), p.in2, mode)?;
    let raw = if is_sub {
        sa.wrapping_sub(sb)
    } else {
        sa.wrapping_add(sb)
    };
    apply_tflite(raw, p.out, mode)
}

/// Shifts of the int16 ADD/SUB power-of-two path (`pot_scale_int16 = true`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PotInt16Params {
    /// `log2(s1) - log2(s_out)` (must be <= 0).
    pub input1_shift: i32,
    /// `log2(s2) - log2(s_out)` (must be <= 0).
    pub input2_shift: i32,
}

/// Whether int16 ADD/SUB take the power-of-two path, and its shifts (`add.cc`/`sub.cc`
/// `Prepare`): all three zero points 0 and all three scales powers of two by
/// [`checked_log2`]. Returns `Ok(None)` for the general path. `Err` when the power-of-two path is
/// selected but TFLite rejects it (both inputs shifted, or a positive shift).
///
/// `pot_scale_int16` is the `AddOptions`/`SubOptions` flag (default true).
pub fn pot_int16_params(
    pot_scale_int16: bool,
    s1: f32,
    zp1: i32,
    s2: f32,
    zp2: i32,
    s_out: f32,
    zp_out: i32,
) -> Result<Option<PotInt16Params>, ArithError> {
    if !pot_scale_int16 || zp1 != 0 || zp2 != 0 || zp_out != 0 {
        return Ok(None);
    }
    let (Some(l1), Some(l2), Some(lo)) = (checked_log2(s1), checked_log2(s2), checked_log2(s_out))
    else {
        return Ok(None);
    };
    let p = PotInt16Params {
        input1_shift: l1 - lo,
        input2_shift: l2 - lo,
    };
    if !(p.input1_shift == 0 || p.input2_shift == 0) || p.input1_shift > 0 || p.input2_shift > 0 {
        return Err(ArithError::UnsupportedParams(format!(
            "int16 power-of-two ADD/SUB shifts ({}, {}): one must be 0 and both <= 0",
            p.input1_shift, p.input2_shift
        )));
    }
    Ok(Some(p))
}

/// int16 ADD/SUB on the power-of-two path for one element pair, before the activation clamp:
/// the input whose shift is nonzero (input 2 when both are 0) goes through
/// `RDBPOT16(x, -shift)`, then a saturating int16 add (SUB: saturating `x1' - x2'`).
pub fn add_pot_int16(x1: i16, x2: i16, p: &PotInt16Params, is_sub: bool) -> i16 {
    if p.input1_shift == 0 {
        let scaled2 = rdbpot_i16(x2, p.input2_shift.saturating_neg());
        if is_sub {
            saturating_sub_i16(x1, scaled2)
        } else {
            saturating_add_i16(scaled2, x1)
        }
    } else {
        let scaled1 = rdbpot_i16(x1, p.input1_shift.saturating_neg());
        if is_sub {
            saturating_sub_i16(scaled1, x2)
        } else {
            saturating_add_i16(scaled1, x2)
        }
    }
}

/// uint8 CONCATENATION with differing quantization (`ConcatenationWithScaling`): identical
/// params copy the value; otherwise, in `f32`,
/// `scale = in_s * (1.f / out_s)`, `bias = -in_zp * scale`,
/// `v = (int32)roundf(x * scale + bias) + out_zp`, clamped to `qmin..=qmax` (TFLite runs it on
/// `u8`, `0..=255`; the same expression serves the other integer types).
///
/// (The multiply-add is two roundings here; a build that contracts it into an FMA would differ
/// in rare ties.)
pub fn concat_rescale(
    x: i64,
    in_s: f32,
    in_zp: i64,
    out_s: f32,
    out_zp: i64,
    (qmin, qmax): (i64, i64),
) -> i64 {
    if in_zp == out_zp && in_s == out_s {
        return x;
    }
    let inverse_output_scale = 1.0f32 / out_s;
    let scale = in_s * inverse_output_scale;
    let bias = -(in_zp as f32) * scale;
    let v = f32_to_i32_x86((x as f32 * scale + bias).round());
    let zp = i32::try_from(out_zp).unwrap_or(if out_zp < 0 { i32::MIN } else { i32::MAX });
    i64::from(v.wrapping_add(zp)).clamp(qmin, qmax)
}

/// The output multiplier of int8 RSQRT (`SetRsqrtOutputMultiplier`):
/// `1. / (sqrtf(in_s) * out_s)`, the product in `float`, the division in `double`.
pub fn rsqrt_multiplier(in_s: f32, out_s: f32) -> QuantizedMultiplier {
    crate::multiplier::quantize_multiplier(1.0 / f64::from(in_s.sqrt() * out_s))
}

/// One element of int8 RSQRT (`RsqrtEvalQuantizedInt8`), before the clamp:
/// `v = q - in_zp`; `v == 0` gives `qmax` (TFLite: "any value close to 0 represents the max
/// output value"); otherwise, with `(m, s) = GetInvSqrtQuantizedMultiplierExp(v)`,
/// `MBQM(MBQM(1, m, s + 20), M, M.shift - 20) + out_zp`.
///
/// TFLite refuses inputs below the zero point (a run-time error); qnnc gives them `qmax`, the
/// value of `v == 0`, so that the op is total (documented at the op).
pub fn rsqrt_int8(q: i32, in_zp: i32, m: QuantizedMultiplier, out_zp: i32, qmax: i32) -> i32 {
    const K_SHIFT: i32 = 20;
    let v = q.wrapping_sub(in_zp);
    if v <= 0 {
        return qmax;
    }
    let (inv_m, inv_s) = crate::fixed_point::inv_sqrt_quantized_multiplier_exp(v);
    let data = mbqm(1, inv_m, inv_s + K_SHIFT);
    mbqm(data, m.multiplier, m.shift - K_SHIFT).wrapping_add(out_zp)
}

/// The multiplier of quantized DIV (`div.cc` `Prepare`): `in1_s / (in2_s * out_s)`, both
/// operations in `float`.
pub fn div_multiplier(s1: f32, s2: f32, out_s: f32) -> QuantizedMultiplier {
    crate::multiplier::quantize_multiplier(f64::from(s1 / (s2 * out_s)))
}

/// gemmlowp `RoundingDivideByPOT` as TFLite's x86-64 build computes it for any exponent:
/// the mask is `(1ll << e) - 1` truncated to 32 bits and the shift an `int32_t` `sar`, whose
/// count the CPU takes modulo 32 (DIV's exponent exceeds 31 for tiny quotients).
fn rdbpot_x86(x: i32, e: i32) -> i32 {
    let mask = 1i64.wrapping_shl(e as u32 & 63).wrapping_sub(1) as i32;
    let remainder = x & mask;
    let threshold = (mask >> 1) + i32::from(x < 0);
    (x >> (e as u32 & 31)).wrapping_add(i32::from(remainder > threshold))
}

/// gemmlowp / TFLite `CountLeadingSignBits` (GCC's `__builtin_clrsb`; 31 for 0).
fn count_leading_sign_bits(x: i32) -> i32 {
    if x >= 0 {
        x.leading_zeros() as i32 - 1
    } else {
        (!x).leading_zeros() as i32 - 1
    }
}

/// One element of quantized DIV (`DivElementwise`), before `+ out_zp` and the clamp, for the
/// centred operands `v1 = q1 - zp1`, `v2 = q2 - zp2`: the signs moved so that `v2 > 0`,
/// `(inv, s) = GetReciprocal(v2, 31)`, `h = CountLeadingSignBits(v1)`,
/// `q = SRDHM(v1 << h, inv)`, then `RoundingDivideByPOT(SRDHM(q, M), h + s - M.shift)`.
/// `v2 = 0` (TFLite only `DCHECK`s it) gives what its x86-64 build computes.
pub fn div_element(v1: i32, v2: i32, m: QuantizedMultiplier) -> i32 {
    let (a, b) = if v2 < 0 {
        (v1.wrapping_neg(), v2.wrapping_neg())
    } else {
        (v1, v2)
    };
    let (inv, recip_shift) = crate::fixed_point::get_reciprocal(b, 31);
    let headroom = count_leading_sign_bits(a);
    let unscaled =
        crate::fixed_point::srdhm(a.wrapping_mul(1i32.wrapping_shl(headroom as u32)), inv);
    let total_shift = m.shift - recip_shift - headroom;
    rdbpot_x86(
        crate::fixed_point::srdhm(unscaled, m.multiplier),
        -total_shift,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::multiplier::add_params;

    /// At exponent 63 the C++ mask `(1ll << 63) - 1` is `INT64_MAX`, whose low 32 bits are all
    /// ones, and the shift count is taken modulo 32 (no overflow panic in debug builds).
    #[test]
    fn rdbpot_x86_at_exponent_63() {
        assert_eq!(rdbpot_x86(5, 63), 1);
        assert_eq!(rdbpot_x86(-5, 63), -1);
        assert_eq!(rdbpot_x86(5, 2), 1);
    }

    #[test]
    fn add_equal_scales_is_exact_sum() {
        // s1 = s2 = out: the chain computes a + b exactly for small values.
        let p = add_params(0.1, 0.1, 0.1, 20);
        for (a, b) in [(0, 0), (5, -3), (-128, -128), (127, 127), (-7, 100)] {
            assert_eq!(
                add_elementwise(a, b, &p, false, Rounding::TfliteDouble),
                Ok(a + b)
            );
            assert_eq!(
                add_elementwise(a, b, &p, true, Rounding::TfliteDouble),
                Ok(a - b)
            );
        }
    }

    #[test]
    fn add_half_output_scale_rounds_ties_away() {
        // out scale = 2 * in scale: (a + b) / 2 with the double rounding chain.
        // a' = a * 2^20 * 1/2 = a * 2^19 exactly; r = (a + b) * 2^19 * 2/(2^20 * 2) = (a+b)/2
        // through SRDHM (exact here) then RDBPOT ties away: 3/2 -> 2, -3/2 -> -2.
        let p = add_params(0.1, 0.1, 0.2, 20);
        assert_eq!(
            add_elementwise(1, 2, &p, false, Rounding::TfliteDouble),
            Ok(2)
        );
        assert_eq!(
            add_elementwise(-1, -2, &p, false, Rounding::TfliteDouble),
            Ok(-2)
        );
        // Single rounding sends -1.5 toward +inf.
        assert_eq!(
            add_elementwise(-1, -2, &p, false, Rounding::TfliteSingle),
            Ok(-1)
        );
    }

    #[test]
    fn pot_path_selection() {
        let s = 1.0 / 32768.0;
        assert_eq!(
            pot_int16_params(true, s, 0, s / 2.0, 0, s, 0),
            Ok(Some(PotInt16Params {
                input1_shift: 0,
                input2_shift: -1
            }))
        );
        assert_eq!(pot_int16_params(false, s, 0, s, 0, s, 0), Ok(None));
        assert_eq!(pot_int16_params(true, s, 1, s, 0, s, 0), Ok(None));
        assert_eq!(pot_int16_params(true, 0.1, 0, s, 0, s, 0), Ok(None));
        assert!(pot_int16_params(true, s / 2.0, 0, s / 2.0, 0, s, 0).is_err());
        assert!(pot_int16_params(true, s * 2.0, 0, s, 0, s, 0).is_err());
    }

    #[test]
    fn pot_add_values() {
        let p = PotInt16Params {
            input1_shift: 0,
            input2_shift: -2,
        };
        assert_eq!(add_pot_int16(100, 6, &p, false), 102); // 6/4 = 1.5 -> 2
        assert_eq!(add_pot_int16(100, -6, &p, false), 98); // -1.5 -> -2
        assert_eq!(add_pot_int16(32000, 32000, &p, false), i16::MAX);
        assert_eq!(add_pot_int16(100, 6, &p, true), 98);
        let q = PotInt16Params {
            input1_shift: -1,
            input2_shift: 0,
        };
        assert_eq!(add_pot_int16(5, 10, &q, false), 13); // 2.5 -> 3
        assert_eq!(add_pot_int16(5, 10, &q, true), -7);
        assert_eq!(add_pot_int16(-32768, 32767, &q, true), i16::MIN);
    }

    #[test]
    fn concat_values() {
        assert_eq!(concat_rescale(200, 0.5, 10, 0.5, 10, (0, 255)), 200);
        // in (0.5, 10) -> out (1.0, 3): scale 0.5, bias -5: 200 -> 95 + 3 = 98.
        assert_eq!(concat_rescale(200, 0.5, 10, 1.0, 3, (0, 255)), 98);
        // 201 -> 100.5 - 5 = 95.5 -> 96 (ties away) + 3.
        assert_eq!(concat_rescale(201, 0.5, 10, 1.0, 3, (0, 255)), 99);
        assert_eq!(concat_rescale(0, 0.5, 10, 1.0, 3, (0, 255)), 0); // -5 + 3 = -2 -> 0
        assert_eq!(concat_rescale(255, 4.0, 0, 1.0, 0, (0, 255)), 255);
    }
}
