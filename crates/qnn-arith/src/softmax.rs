//! Reference SOFTMAX: the gemmlowp fixed-point algorithm for 8-bit inputs
//! (`reference_ops::Softmax`, `tflite.md` §3) and the LUT algorithm for int16
//! (`reference_ops::SoftmaxInt16`, `tflite-verified.md` "SOFTMAX 16x8").
//!
//! Both follow TFLite's default (double-rounding) build; `PreprocessSoftmaxScaling` differs in a
//! `TFLITE_SINGLE_ROUNDING` build (multiplier cap `2^30 - 1`, single-rounding MBQM), which is not
//! modelled here.

use crate::error::ArithError;
use crate::fixed_point::{
    exp_on_negative_values, get_reciprocal, log_x_for_x_ge_1, mbqm, rdbpot, rescale_fixed, srdhm,
};
use crate::lut::{lut_lookup_int16, lut_populate_int16_f64, LUT16_SIZE};
use crate::multiplier::{quantize_multiplier, QuantizedMultiplier};

/// Integer bits of the scaled input differences (`kScaledDiffIntegerBits`).
pub const SOFTMAX_SCALED_DIFF_INTEGER_BITS: i32 = 5;
/// Integer bits of the sum of exponentials (`kAccumulationIntegerBits`).
pub const SOFTMAX_ACCUMULATION_INTEGER_BITS: i32 = 12;

/// Prepared parameters of the 8-bit reference SOFTMAX (TFLite `SoftmaxParams`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SoftmaxI8Params {
    /// `input_multiplier` (Q0.31).
    pub input_multiplier: i32,
    /// `input_left_shift`.
    pub input_left_shift: i32,
    /// `diff_min`: differences `x - max` below it give the output minimum.
    pub diff_min: i32,
}

/// `PreprocessSoftmaxScaling` + `CalculateInputRadius` (double-rounding build):
/// `real = min((double)beta * (double)in_scale * 2^26, 2^31 - 1)`, quantized with
/// `QuantizeMultiplier`, and `diff_min = -floor(31 * 2^26 / 2^left_shift)`.
///
/// TFLite CHECKs `real > 1` (a non-negative shift); smaller multipliers (input scales below
/// ~1.5e-8) are not rejected here: the shift may then be negative and is applied by the general
/// `mbqm`.
pub fn softmax_i8_params(in_scale: f32, beta: f32) -> SoftmaxI8Params {
    let max_real = 2f64.powi(31) - 1.0;
    let real =
        (f64::from(beta) * f64::from(in_scale) * 2f64.powi(31 - SOFTMAX_SCALED_DIFF_INTEGER_BITS))
            .min(max_real);
    let q = quantize_multiplier(real);
    let radius = (f64::from((1 << SOFTMAX_SCALED_DIFF_INTEGER_BITS) - 1)
        * 2f64.powi(31 - SOFTMAX_SCALED_DIFF_INTEGER_BITS)
        / 2f64.powi(q.shift))
    .floor();
    // (int)floor(...) then -1.0 * radius converted back to int; the radius is at most 31 * 2^26
    // for shift >= 0.
    let diff_min = -(radius.min(f64::from(i32::MAX)) as i32);
    SoftmaxI8Params {
        input_multiplier: q.multiplier,
        input_left_shift: q.shift,
        diff_min,
    }
}

/// One row of the gemmlowp reference SOFTMAX with prepared parameters, for an `out_bits`-bit
/// output (8 for int8/uint8 outputs, 16 for int8 -> int16).
///
/// Per element: `d = x - max(row)`; if `d >= diff_min`, `e = exp_on_negative_values(Q5.26
/// SRDHM(d * 2^left_shift, multiplier))` (Q0.31); the sum of `Rescale<12>(e)` (wrapping, Q12.19)
/// gives `(recip, nbits) = GetReciprocal(sum, 12)`; the output is
/// `RDBPOT(SRDHM(recip, e), nbits + 31 - out_bits) + out_offset` clamped to `qmin..=qmax`.
/// Elements with `d < diff_min` give `clamp(out_offset)`. `out_offset` is TFLite's
/// `numeric_limits<OutputT>::min()`, i.e. the output zero point (-128 for int8, 0 for uint8,
/// -32768 for int16).
///
/// When the sum of exponentials reaches `2^(out_bits + 1)` (e.g. 512 logits equal to the row
/// maximum for 8-bit outputs), `nbits + 31 - out_bits` exceeds 31: gemmlowp's
/// `RoundingDivideByPOT` asserts, and TF 2.21's pip build **aborts** (checked with the oracle).
/// This function then clamps the exponent to 31 (see [`rdbpot`]) and returns a value TFLite
/// never produces; use [`softmax_row_checked_with`] to detect the case.
pub fn softmax_row_with(
    row: &[i32],
    p: &SoftmaxI8Params,
    out_bits: i32,
    out_offset: i32,
    qmin: i32,
    qmax: i32,
) -> Vec<i32> {
    softmax_row_impl(row, p, out_bits, out_offset, qmin, qmax).0
}

/// [`softmax_row_with`], but `Err(ReferenceKernelAborts)` where TFLite's reference kernel
/// aborts (sum of exponentials >= `2^(out_bits + 1)`).
pub fn softmax_row_checked_with(
    row: &[i32],
    p: &SoftmaxI8Params,
    out_bits: i32,
    out_offset: i32,
    qmin: i32,
    qmax: i32,
) -> Result<Vec<i32>, ArithError> {
    let (out, exponent) = softmax_row_impl(row, p, out_bits, out_offset, qmin, qmax);
    if !(0..=31).contains(&exponent) {
        return Err(ArithError::ReferenceKernelAborts(format!(
            "SOFTMAX: RoundingDivideByPOT exponent {exponent} outside 0..=31 (sum of exponentials too large for {out_bits}-bit output)"
        )));
    }
    Ok(out)
}

/// Returns the outputs and the final `RoundingDivideByPOT` exponent (0 for an empty row).
fn softmax_row_impl(
    row: &[i32],
    p: &SoftmaxI8Params,
    out_bits: i32,
    out_offset: i32,
    qmin: i32,
    qmax: i32,
) -> (Vec<i32>, i32) {
    let Some(&max_in_row) = row.iter().max() else {
        return (Vec::new(), 0);
    };
    let clamp = |v: i32| v.max(qmin).min(qmax);
    let scaled_exp = |x: i32| -> Option<i32> {
        let diff = x.wrapping_sub(max_in_row);
        if diff >= p.diff_min {
            // MultiplyByQuantizedMultiplierGreaterThanOne = SRDHM(x * 2^ls, m) for ls >= 0.
            let rescaled = mbqm(diff, p.input_multiplier, p.input_left_shift);
            Some(exp_on_negative_values(
                rescaled,
                SOFTMAX_SCALED_DIFF_INTEGER_BITS,
            ))
        } else {
            None
        }
    };
    let mut sum_of_exps: i32 = 0;
    for &x in row {
        if let Some(e) = scaled_exp(x) {
            sum_of_exps =
                sum_of_exps.wrapping_add(rescale_fixed(e, 0, SOFTMAX_ACCUMULATION_INTEGER_BITS));
        }
    }
    let (shifted_scale, num_bits_over_unit) =
        get_reciprocal(sum_of_exps, SOFTMAX_ACCUMULATION_INTEGER_BITS);
    let exponent = num_bits_over_unit.wrapping_add(31 - out_bits);
    let out = row
        .iter()
        .map(|&x| match scaled_exp(x) {
            Some(e) => {
                let unsat = rdbpot(srdhm(shifted_scale, e), exponent);
                clamp(unsat.wrapping_add(out_offset))
            }
            None => clamp(out_offset),
        })
        .collect();
    (out, exponent)
}

/// 8-bit reference SOFTMAX of one row (int8 or uint8 values in `row`), output scale 1/256:
/// [`softmax_i8_params`] + [`softmax_row_with`] with 8 output bits and offset `out_zp`
/// (-128 for int8, 0 for uint8).
pub fn softmax_i8_row(
    row: &[i32],
    in_scale: f32,
    beta: f32,
    out_zp: i32,
    qmin: i32,
    qmax: i32,
) -> Vec<i32> {
    let p = softmax_i8_params(in_scale, beta);
    softmax_row_with(row, &p, 8, out_zp, qmin, qmax)
}

/// [`softmax_i8_row`] with TFLite's abort case reported as an error
/// (see [`softmax_row_checked_with`]).
pub fn softmax_i8_row_checked(
    row: &[i32],
    in_scale: f32,
    beta: f32,
    out_zp: i32,
    qmin: i32,
    qmax: i32,
) -> Result<Vec<i32>, ArithError> {
    let p = softmax_i8_params(in_scale, beta);
    softmax_row_checked_with(row, &p, 8, out_zp, qmin, qmax)
}

/// Prepared state of the int16 reference SOFTMAX (TFLite `SoftmaxParams` for int16).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SoftmaxI16Params {
    /// Multiplier mapping `x - max` onto `[-65535, 0]` = `[-10, 0]`.
    pub input: QuantizedMultiplier,
    /// `exp(x)` on `[-10, 0]`, output range `[-1, 1]`.
    pub exp_lut: [i16; LUT16_SIZE],
    /// `1 / (1 + x)` on `[0, 1]`, output range `[-1, 1]`.
    pub one_over_one_plus_x_lut: [i16; LUT16_SIZE],
}

/// `SoftmaxPrepare` for int16: `QuantizeMultiplier((double)(float)(in_s * beta) /
/// (10.0 / 65535.0))` and the two tables built by `LUTPopulate<int16_t>` in double:
/// exp with `(10/65535, 32767) -> (2/65535, 0)`, and `1/(1+x)` with
/// `(1/65535, -32768) -> (2/65535, 0)`.
pub fn softmax_i16_params(in_scale: f32, beta: f32) -> SoftmaxI16Params {
    let range = f64::from(i32::from(i16::MAX) - i32::from(i16::MIN));
    let exp_lut = lut_populate_int16_f64(f64::exp, 10.0 / range, 32767, 2.0 / range, 0);
    let one_over_one_plus_x_lut =
        lut_populate_int16_f64(|v| 1.0 / (1.0 + v), 1.0 / range, -32768, 2.0 / range, 0);
    let real = f64::from(in_scale * beta) / (10.0 / 65535.0);
    SoftmaxI16Params {
        input: quantize_multiplier(real),
        exp_lut,
        one_over_one_plus_x_lut,
    }
}

/// One row of `reference_ops::SoftmaxInt16` with prepared parameters (output scale 1/32768,
/// zero point 0; the result is in `0..=32767`).
///
/// `e[c] = LUT_exp(clamp(MBQM(x[c] - max, m, s) + 32767))`; `sum = Σ e` (wrapping int32);
/// `h = clz32(sum)`; `r = LUT_recip(clamp((((int64)sum << (h-1)) + 2^13 >> 14) - 98304))`;
/// `out[c] = clamp(((int64)e[c] * r + 2^(30-h)) >> (31-h), 0, 32767)`.
/// Rows so long that the sum wraps (> 65536 elements) are outside TFLite's domain; the shifts
/// are then taken modulo 64 instead of being undefined.
pub fn softmax_i16_row_with(row: &[i32], p: &SoftmaxI16Params) -> Vec<i32> {
    softmax_i16_row_impl(row, p).0
}

/// The outputs and the (wrapped) sum of exponentials.
fn softmax_i16_row_impl(row: &[i32], p: &SoftmaxI16Params) -> (Vec<i32>, i32) {
    let Some(&max_in_row) = row.iter().max() else {
        return (Vec::new(), 0);
    };
    let exps: Vec<i16> = row
        .iter()
        .map(|&x| {
            let diff = x.wrapping_sub(max_in_row);
            let scaled = mbqm(diff, p.input.multiplier, p.input.shift);
            let sym = scaled.wrapping_add(32767).clamp(-32768, 32767) as i16;
            lut_lookup_int16(sym, &p.exp_lut)
        })
        .collect();
    let sum_of_exps = exps
        .iter()
        .fold(0i32, |acc, &e| acc.wrapping_add(i32::from(e)));
    let headroom_plus_one = (sum_of_exps as u32).leading_zeros() as i32;
    let shifted_sum = (i64::from(sum_of_exps)
        .wrapping_shl(headroom_plus_one.wrapping_sub(1) as u32)
        .wrapping_add(1 << 13))
        >> 14;
    let sym_shifted_sum = shifted_sum.wrapping_sub((1 << 15) + (1 << 16));
    let sat = sym_shifted_sum.clamp(-32768, 32767) as i16;
    let reciprocal = lut_lookup_int16(sat, &p.one_over_one_plus_x_lut);
    let right_shift = 31 - headroom_plus_one;
    let round = 1i64.wrapping_shl(right_shift.wrapping_sub(1) as u32);
    let out = exps
        .iter()
        .map(|&e| {
            let v = (i64::from(e) * i64::from(reciprocal)).wrapping_add(round)
                >> (right_shift.rem_euclid(64) as u32);
            (v as i32).clamp(0, 32767)
        })
        .collect();
    (out, sum_of_exps)
}

/// [`softmax_i16_row_with`], but `Err(OutsideDomain)` for a row whose sum of exponentials
/// wraps to zero or below (a row of more than 65 538 elements): outside TFLite's domain,
/// where the kernel's shifts are undefined.
pub fn softmax_i16_row_checked_with(
    row: &[i32],
    p: &SoftmaxI16Params,
) -> Result<Vec<i32>, ArithError> {
    let (out, sum) = softmax_i16_row_impl(row, p);
    if sum <= 0 && !row.is_empty() {
        return Err(ArithError::OutsideDomain(format!(
            "int16 SOFTMAX row of {} elements: the sum of exponentials overflows int32",
            row.len()
        )));
    }
    Ok(out)
}

/// int16 SOFTMAX of one row (builds [`softmax_i16_params`] each call; prepare once for loops).
pub fn softmax_i16_row(row: &[i32], in_scale: f32, beta: f32) -> Vec<i32> {
    softmax_i16_row_with(row, &softmax_i16_params(in_scale, beta))
}

/// Parameters of int8 LOG_SOFTMAX (`LogSoftmaxPrepare`, `PreprocessLogSoftmaxScalingExp`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LogSoftmaxI8Params {
    /// The input scaling: SOFTMAX's `input_multiplier`, `input_left_shift` and `diff_min`
    /// with `beta = 1`.
    pub input: SoftmaxI8Params,
    /// `reverse_scaling_divisor`: `2^(31 - left_shift) / input_multiplier` quantized.
    pub reverse_multiplier: i32,
    /// Its shift (`<= 0` for real inputs), in [`mbqm`]'s convention.
    pub reverse_shift: i32,
}

/// `LogSoftmaxPrepare` for int8: [`softmax_i8_params`] with `beta = 1`, and the reverse
/// scaling `QuantizeMultiplier((double)(1 << (31 - left_shift)) / multiplier)` (the `int`
/// shift wrapping as C's does for a shift of 31).
pub fn log_softmax_i8_params(in_scale: f32) -> LogSoftmaxI8Params {
    let input = softmax_i8_params(in_scale, 1.0);
    let numerator = 1i32.wrapping_shl((31 - input.input_left_shift) as u32);
    let reverse = quantize_multiplier(f64::from(numerator) / f64::from(input.input_multiplier));
    LogSoftmaxI8Params {
        input,
        reverse_multiplier: reverse.multiplier,
        reverse_shift: reverse.shift,
    }
}

/// One row of TFLite's int8 LOG_SOFTMAX (`reference_integer_ops::LogSoftmax`; output
/// `q(16/256, 127)`): `d = x - max`; `sum = Σ_{d >= diff_min} Rescale<12>(exp(Q5.26 MBQM(d)))`
/// (wrapping); `L = log_x_for_x_greater_than_or_equal_to_1<5>(sum)`;
/// `adj = max(diff_min - 1, MBQM(L + INT32_MIN, reverse))`; each output is
/// `clamp(RDBPOT(MBQM(d) - L, 22) + 127)` where `d > adj`, else `-128`.
pub fn log_softmax_row_i8(row: &[i32], p: &LogSoftmaxI8Params) -> Vec<i32> {
    let Some(&max) = row.iter().max() else {
        return Vec::new();
    };
    let q5 = |d: i32| mbqm(d, p.input.input_multiplier, p.input.input_left_shift);
    let mut sum: i32 = 0;
    for &x in row {
        let d = x.wrapping_sub(max);
        if d >= p.input.diff_min {
            let e = exp_on_negative_values(q5(d), SOFTMAX_SCALED_DIFF_INTEGER_BITS);
            sum = sum.wrapping_add(rescale_fixed(e, 0, SOFTMAX_ACCUMULATION_INTEGER_BITS));
        }
    }
    let log_sum = log_x_for_x_ge_1(
        sum,
        SOFTMAX_ACCUMULATION_INTEGER_BITS,
        SOFTMAX_SCALED_DIFF_INTEGER_BITS,
    );
    let adjusted_diff_min = p.input.diff_min.wrapping_sub(1).max(mbqm(
        log_sum.wrapping_add(i32::MIN),
        p.reverse_multiplier,
        p.reverse_shift,
    ));
    row.iter()
        .map(|&x| {
            let d = x.wrapping_sub(max);
            if d > adjusted_diff_min {
                rdbpot(q5(d).wrapping_sub(log_sum), LOG_SOFTMAX_OUTPUT_SHIFT)
                    .wrapping_add(127)
                    .clamp(-128, 127)
            } else {
                -128
            }
        })
        .collect()
}

/// `31 - kInputIntegerBits - kOutputIntegerBits` of LOG_SOFTMAX: Q5.26 to the Q4 output.
pub const LOG_SOFTMAX_OUTPUT_SHIFT: i32 = 22;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn params_for_a_typical_scale() {
        // in_scale 1/16, beta 1: real = 2^-4 * 2^26 = 2^22 -> (2^30, 23); diff_min =
        // -floor(31 * 2^26 / 2^23) = -248.
        let p = softmax_i8_params(1.0 / 16.0, 1.0);
        assert_eq!(
            p,
            SoftmaxI8Params {
                input_multiplier: 1 << 30,
                input_left_shift: 23,
                diff_min: -248
            }
        );
        // Cap at 2^31 - 1 for huge beta * scale.
        let p = softmax_i8_params(1000.0, 1000.0);
        assert_eq!(p.input_multiplier, i32::MAX);
        assert_eq!(p.input_left_shift, 31);
        assert_eq!(p.diff_min, 0); // -floor(31 * 2^26 / 2^31)
    }

    /// A single element: exp(0) = 1 -> sum 1 -> output 256 - 128 = 128, clamped to 127.
    #[test]
    fn single_element() {
        assert_eq!(softmax_i8_row(&[5], 0.1, 1.0, -128, -128, 127), vec![127]);
        assert_eq!(softmax_i8_row(&[5], 0.1, 1.0, 0, 0, 255), vec![255]);
        assert!(softmax_i8_row(&[], 0.1, 1.0, -128, -128, 127).is_empty());
    }

    /// n equal logits: every output is 256/n - 128 for n a power of two (exact: the reciprocal
    /// of a power-of-two sum is a power of two up to 1 ulp, and 256/n is an integer).
    #[test]
    fn equal_logits_powers_of_two() {
        for (n, want) in [
            (2usize, 0),
            (4, -64),
            (8, -96),
            (16, -112),
            (64, -124),
            (256, -127),
        ] {
            let row = vec![17; n];
            let out = softmax_i8_row(&row, 0.05, 1.0, -128, -128, 127);
            assert_eq!(out, vec![want; n], "n = {n}");
            let u8out = softmax_i8_row(&row, 0.05, 1.0, 0, 0, 255);
            assert_eq!(u8out, vec![want + 128; n], "uint8 n = {n}");
        }
    }

    /// Equal logits, n = 3, 10: outputs are equal and equal round(256/n) - 128.
    #[test]
    fn equal_logits_other_counts() {
        for (n, want) in [(3usize, 85 - 128), (10, 26 - 128), (37, 7 - 128)] {
            let row = vec![-3; n];
            let out = softmax_i8_row(&row, 0.1, 1.0, -128, -128, 127);
            assert_eq!(out, vec![want; n], "n = {n}");
        }
    }

    #[test]
    fn argmax_and_order_preserved() {
        let row = [-20, 5, 40, 39, -128, 0, 12];
        let out = softmax_i8_row(&row, 0.1, 1.0, -128, -128, 127);
        for i in 0..row.len() {
            for j in 0..row.len() {
                if row[i] > row[j] {
                    assert!(out[i] >= out[j], "{i} {j} {out:?}");
                }
            }
        }
        let argmax = (0..row.len()).max_by_key(|&i| out[i]);
        assert_eq!(argmax, Some(2));
    }

    #[test]
    fn diff_min_cuts_off() {
        // in_scale 1/16: diff_min = -248. A difference of -250 gives -128 exactly.
        let out = softmax_i8_row(&[0, -250, -248], 1.0 / 16.0, 1.0, -128, -128, 127);
        assert_eq!(out[1], -128);
        assert_eq!(out[0], 127);
    }

    /// tflite-verified.md states the int16 tables in a simplified form: step (hi-lo)/512,
    /// output scale 32768, `lut[512] = round(f(hi) * 32768)`. This is an independent
    /// transcription of that description; the literal `LUTPopulateInt16` must agree.
    #[test]
    fn int16_tables_match_the_verified_description() {
        fn gen(f: impl Fn(f64) -> f64, lo: f64, hi: f64) -> Vec<i16> {
            let step = (hi - lo) / 512.0;
            let mut lut = Vec::with_capacity(513);
            for i in 0..512 {
                let x = lo + f64::from(i) * step;
                let v = (f(x) * 32768.0).round();
                let mid = ((f(lo + f64::from(i + 1) * step) * 32768.0 + v) / 2.0).round();
                let err = mid - (f(x + step / 2.0) * 32768.0).round();
                lut.push((v - (err / 2.0).round()).clamp(-32768.0, 32767.0) as i16);
            }
            lut.push((f(hi) * 32768.0).round().clamp(-32768.0, 32767.0) as i16);
            lut
        }
        let p = softmax_i16_params(0.001, 1.0);
        assert_eq!(p.exp_lut.to_vec(), gen(f64::exp, -10.0, 0.0));
        assert_eq!(
            p.one_over_one_plus_x_lut.to_vec(),
            gen(|x| 1.0 / (1.0 + x), 0.0, 1.0)
        );
        assert_eq!(p.exp_lut[512], 32767);
        assert_eq!(p.one_over_one_plus_x_lut[0], 32767);
        assert_eq!(p.one_over_one_plus_x_lut[512], 16384);
    }

    #[test]
    fn int16_equal_logits() {
        // n equal logits: each exp is LUT(32767) = 32767, sum = 32767 n.
        let mut prev = i32::MAX;
        for n in [1usize, 2, 4, 5, 16] {
            let out = softmax_i16_row(&vec![100; n], 0.0005, 1.0);
            assert!(out.windows(2).all(|w| w[0] == w[1]));
            assert!(out[0] < prev);
            prev = out[0];
        }
        assert!(softmax_i16_row(&[], 0.0005, 1.0).is_empty());
    }

    #[test]
    fn int16_argmax_preserved() {
        let row = [-3000, 2000, 2500, -32768, 0];
        let out = softmax_i16_row(&row, 0.0005, 1.0);
        let argmax = (0..row.len()).max_by_key(|&i| out[i]);
        assert_eq!(argmax, Some(2));
        assert!(out.iter().all(|&o| (0..=32767).contains(&o)));
    }
}
