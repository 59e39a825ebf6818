//! The scalar arithmetic of TFLite's integer LSTM (`lstm_eval.cc`'s 8x8_16 path, which
//! `UNIDIRECTIONAL_SEQUENCE_LSTM` runs for int8 activations): gemmlowp's `int16_t` logistic and
//! tanh (`fixedpoint.h`, the generic scalar templates, which `PortableApplySigmoid` and
//! `PortableApplyTanh` call), and the scales the kernel derives in `Prepare`.
//!
//! A gemmlowp `FixedPoint<int16_t, k>` with raw value `r` is `r / 2^(15 - k)`. Its operators
//! are plain `int16_t` arithmetic: `+`, `-` and negation wrap, `*` is [`srdhm_i16`], and
//! constants written as Q31 `int32_t` values are rounded to 16 bits with
//! `RoundingDivideByPOT(c, 16)`.

use crate::fixed_point::{rdbpot, rdbpot_i16, srdhm_i16};

/// gemmlowp's `RescaleConstantInitializer` for `int16_t`: a Q31 constant rounded to 16 bits.
fn c16(q31: i32) -> i16 {
    rdbpot(q31, 16) as i16
}

/// gemmlowp `SaturatingRoundingMultiplyByPOT<e>` on `int16_t` (`e > 0`: saturating left shift;
/// `e < 0`: `RoundingDivideByPOT`).
fn mul_pot(x: i16, e: i32) -> i16 {
    match e {
        0 => x,
        e if e > 0 => {
            let threshold = (1i32 << (15 - e)) - 1;
            let x32 = i32::from(x);
            if x32 > threshold {
                i16::MAX
            } else if x32 < -threshold {
                i16::MIN
            } else {
                (x32 << e) as i16
            }
        }
        e => rdbpot_i16(x, -e),
    }
}

/// gemmlowp `RoundingHalfSum` for `int16_t`: `(a + b ± 1) / 2` in `int`, C division.
fn rounding_half_sum(a: i16, b: i16) -> i16 {
    let s = i32::from(a) + i32::from(b);
    ((s + if s >= 0 { 1 } else { -1 }) / 2) as i16
}

/// `exp_on_interval_between_negative_one_quarter_and_0_excl` on Q0.15.
fn exp_on_interval(a: i16) -> i16 {
    let constant_term = c16(1_895_147_668);
    let one_third = c16(715_827_883);
    let x = a.wrapping_add(1 << 12); // a + 1/8
    let x2 = srdhm_i16(x, x);
    let x3 = srdhm_i16(x2, x);
    let x4 = srdhm_i16(x2, x2);
    let x4_over_4 = mul_pot(x4, -2);
    let sum = mul_pot(
        srdhm_i16(x4_over_4.wrapping_add(x3), one_third).wrapping_add(x2),
        -1,
    );
    constant_term.saturating_add(srdhm_i16(constant_term, x.wrapping_add(sum)))
}

/// `exp_on_negative_values<int16_t, k>`: `exp(a)` for a Q`k` value `a <= 0`, in Q0.15.
fn exp_on_negative_values(a: i16, k: i32) -> i16 {
    let fractional = 15 - k;
    let one_quarter = 1i16 << (fractional - 2);
    let a_mod = (a & (one_quarter - 1)).wrapping_sub(one_quarter);
    let mut result = exp_on_interval(mul_pot(a_mod, k));
    let remainder = a_mod.wrapping_sub(a);
    for (exponent, q31) in [
        (-2, 1_672_461_947),
        (-1, 1_302_514_674),
        (0, 790_015_084),
        (1, 290_630_308),
        (2, 39_332_535),
        (3, 720_401),
        (4, 242),
    ] {
        if k > exponent && remainder & (1 << (fractional + exponent)) != 0 {
            result = srdhm_i16(result, c16(q31));
        }
    }
    if k > 5 && a < c16(-(1 << (36 - k))) {
        result = 0;
    }
    if a == 0 {
        result = i16::MAX;
    }
    result
}

/// The Newton-Raphson division shared by `one_over_one_plus_x_for_x_in_0_1` and
/// `one_minus_x_over_one_plus_x_for_x_in_0_1`: `1 / (1 + a)` in Q2.13 for a Q0.15 `a`.
fn reciprocal_of_one_plus(a: i16) -> i16 {
    let half_denominator = rounding_half_sum(a, i16::MAX);
    let mut x = c16(1_515_870_810).wrapping_add(srdhm_i16(half_denominator, c16(-1_010_580_540)));
    for _ in 0..3 {
        let product = srdhm_i16(half_denominator, x);
        let one_minus = (1i16 << 13).wrapping_sub(product);
        x = x.wrapping_add(mul_pot(srdhm_i16(x, one_minus), 2));
    }
    x
}

/// gemmlowp `logistic(FixedPoint<int16_t, k>)` on the raw value, in Q0.15 (`0..=32767`).
/// `k` must be in `0..=14`. TFLite's integer LSTM gates use `k = 3` (Q3.12 inputs).
pub fn logistic(x: i16, k: i32) -> i16 {
    if x == 0 {
        return 1 << 14;
    }
    let abs = if x > 0 { x } else { x.wrapping_neg() };
    let e = exp_on_negative_values(abs.wrapping_neg(), k);
    let positive = mul_pot(reciprocal_of_one_plus(e), 1);
    if x > 0 {
        positive
    } else {
        i16::MAX.wrapping_sub(positive)
    }
}

/// gemmlowp `tanh(FixedPoint<int16_t, k>)` on the raw value, in Q0.15. `k` must be in
/// `0..=13`. TFLite's integer LSTM uses `k = 3` for the cell gate and `15 + cell_scale_log2`
/// for the cell state (`PortableApplyTanh` instantiates `0..=6` only; see [`tanh_is_applied`]).
pub fn tanh(x: i16, k: i32) -> i16 {
    if x == 0 {
        return 0;
    }
    let n = if x < 0 { x } else { x.wrapping_neg() };
    // ExactMulByPot<1>: the same raw value read with one more integer bit.
    let e = exp_on_negative_values(n, k + 1);
    let t = mul_pot(reciprocal_of_one_plus(e).wrapping_sub(1 << 13), 2);
    if x < 0 {
        t.wrapping_neg()
    } else {
        t
    }
}

/// Whether `PortableApplyTanh(integer_bits, ...)` computes anything: its `switch` covers
/// `0..=6`, and any other value returns without writing the output buffer.
pub fn tanh_is_applied(integer_bits: i32) -> bool {
    (0..=6).contains(&integer_bits)
}

/// The effective scale of one gate's matrix product (`PopulateQuantizedLstmParams8x8_16`
/// without layer norm): `weight_scale * input_scale / 2^-12` in `float`, left to right.
pub fn gate_scale(weight_scale: f32, input_scale: f32) -> f32 {
    weight_scale * input_scale / (2.0f32).powi(-12)
}

/// The effective scale of the hidden state: `2^-15 / hidden_scale * 2^-15` in `float`.
pub fn hidden_scale(hidden_scale: f32) -> f32 {
    (2.0f32).powi(-15) / hidden_scale * (2.0f32).powi(-15)
}

/// The quantized cell clip of `Prepare`: `0` when `cell_clip <= 0` (no clip), else
/// `(int16_t)min(max(cell_clip / cell_scale, -32768.0f), 32767.0f)` (a `float` division,
/// then a truncating cast).
pub fn quantized_cell_clip(cell_clip: f32, cell_scale: f32) -> i16 {
    if cell_clip > 0.0 {
        (cell_clip / cell_scale).clamp(-32768.0, 32767.0) as i16
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every input of the sigmoid and tanh against the real functions: within 40 units (0.12%) of
    /// 1.0 (gemmlowp's int16 accuracy; the results are not even monotone).
    #[test]
    fn logistic_and_tanh_track_the_real_functions() {
        for k in [0, 1, 3, 6] {
            let scale = f64::from(1 << (15 - k));
            for raw in i16::MIN..=i16::MAX {
                let x = f64::from(raw) / scale;
                let s = logistic(raw, k);
                let t = tanh(raw, k);
                let want_s = 32768.0 / (1.0 + (-x).exp());
                let want_t = 32768.0 * x.tanh();
                assert!(
                    (f64::from(s) - want_s).abs() <= 40.0,
                    "logistic k={k} raw={raw}: {s} vs {want_s}"
                );
                assert!(
                    (f64::from(t) - want_t).abs() <= 40.0,
                    "tanh k={k} raw={raw}: {t} vs {want_t}"
                );
            }
        }
    }

    #[test]
    fn special_values() {
        assert_eq!(logistic(0, 3), 16384);
        assert_eq!(tanh(0, 3), 0);
        assert_eq!(logistic(4096, 3), 23952); // sigmoid(1.0) = 23955.3 / 32768
        assert_eq!(tanh(4096, 3), 24964); // tanh(1.0) = 24955.9 / 32768
                                          // -(-32768) wraps to itself and still evaluates exp(-8): sigmoid(-8) = 11.0 / 32768.
        assert_eq!(logistic(i16::MIN, 3), 11);
        assert_eq!(c16(1_895_147_668), 28918);
        assert_eq!(c16(-1_010_580_540), -15420);
        assert_eq!(c16(242), 0);
        assert!(tanh_is_applied(0) && tanh_is_applied(6));
        assert!(!tanh_is_applied(-1) && !tanh_is_applied(7));
    }

    #[test]
    fn cell_clip_quantization() {
        assert_eq!(quantized_cell_clip(0.0, 2f32.powi(-14)), 0);
        assert_eq!(quantized_cell_clip(10.0, 2f32.powi(-14)), 32767);
        assert_eq!(quantized_cell_clip(1.5, 2f32.powi(-11)), 3072);
        // Truncation toward zero.
        assert_eq!(quantized_cell_clip(1.0, 3.0), 0);
    }
}
