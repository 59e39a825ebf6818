//! Real scale -> `(multiplier, shift)` conversion, and each op's real multiplier in TFLite's
//! exact `float`/`double` expression order (`tflite.md` §2.1, §2.6; `tflite-verified.md`).
//!
//! This is the ONE place that derives multipliers: the importer, the lowering and the
//! interpreter all call it, so they cannot drift apart.

use crate::rounding::Rounding;

/// A fixed-point multiplier: `real ≈ multiplier * 2^(shift - 31)`.
///
/// `shift > 0` is a left shift, `shift <= 0` a right shift (TFLite's convention). TFLite's
/// `QuantizeMultiplier` gives `multiplier` in `[2^30, 2^31 - 1]`, or 0 for a zero / flushed
/// multiplier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct QuantizedMultiplier {
    /// Q0.31 significand.
    pub multiplier: i32,
    /// Power-of-two exponent (positive = left).
    pub shift: i32,
}

impl QuantizedMultiplier {
    /// The zero multiplier `(0, 0)`.
    pub const ZERO: QuantizedMultiplier = QuantizedMultiplier {
        multiplier: 0,
        shift: 0,
    };

    /// The real value `multiplier * 2^(shift - 31)` (exact in `f64` for shifts in a sane range).
    pub fn to_f64(self) -> f64 {
        f64::from(self.multiplier) * 2f64.powi(self.shift.saturating_sub(31))
    }
}

/// C `frexp`: `x = m * 2^e` with `0.5 <= |m| < 1`; `frexp(0) = (0, 0)`; NaN and infinities are
/// returned unchanged with exponent 0 (glibc's behaviour). Exact, computed from the bits
/// (subnormals included).
pub fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    if biased == 0 {
        // Subnormal: scale into the normal range first (exact).
        let (m, e) = frexp(x * 2f64.powi(64));
        return (m, e - 64);
    }
    let mantissa_bits = (bits & !(0x7ffu64 << 52)) | (1022u64 << 52);
    (f64::from_bits(mantissa_bits), biased - 1022)
}

/// frexp + `round(q * 2^31)` (ties away) + renormalisation at `2^31`: the part that TFLite's
/// `QuantizeMultiplier` and TVM's `GetFixedPointMultiplierShift` share. Non-finite inputs give
/// `(0, 0)`, which is what TFLite's x86-64 build computes for them (the `(int64_t)` conversion of
/// a NaN/inf is `INT64_MIN`, whose low 32 bits are 0, and glibc's frexp exponent is 0).
fn frexp_round_q31(real: f64) -> (i64, i32) {
    if real == 0.0 || !real.is_finite() {
        return (0, 0);
    }
    let (q, mut shift) = frexp(real);
    // |q| < 1, so |q * 2^31| <= 2^31 and the conversion is exact after rounding.
    let mut q_fixed = (q * 2f64.powi(31)).round() as i64;
    if q_fixed == 1i64 << 31 {
        q_fixed /= 2;
        shift += 1;
    }
    (q_fixed, shift)
}

/// TFLite `QuantizeMultiplier(double, int32_t*, int*)` of the default (double-rounding) build.
///
/// `frexp`, `round(q * 2^31)` with ties away, renormalise when `q` rounds up to 1.0, and flush
/// to `(0, 0)` when `shift < -31` (`|real| < ~2^-32`). Negative multipliers are kept (TFLite
/// allows them on this path). Non-finite inputs give `(0, 0)` (see the module docs of
/// `docs/rounding.md`; TFLite would compute the same garbage on x86-64).
pub fn quantize_multiplier(real: f64) -> QuantizedMultiplier {
    let (q_fixed, shift) = frexp_round_q31(real);
    if shift < -31 {
        return QuantizedMultiplier::ZERO;
    }
    QuantizedMultiplier {
        multiplier: q_fixed as i32,
        shift,
    }
}

/// The multiplier derivation each rounding mode uses.
///
/// - `tflite_double`, `tflite_int64`, `f64_half_away`: [`quantize_multiplier`] (the int64 path
///   re-rounds this Q31 multiplier to 15 bits when it is applied).
/// - `tflite_single`: [`quantize_multiplier`], then `shift > 30` saturates to
///   `(2^31 - 1, 30)` (`TFLITE_SINGLE_ROUNDING` branch).
/// - `upward`, `to_nearest`, `half_even`: TVM `GetFixedPointMultiplierShift` (same frexp/round/
///   renormalise, no saturation), except that `shift < -31` is flushed to `(0, 0)` as TFLite
///   does: TVM itself would then shift an int64 by 64 or more bits, which is undefined behaviour.
pub fn quantize_multiplier_for(real: f64, mode: Rounding) -> QuantizedMultiplier {
    match mode {
        Rounding::TfliteDouble | Rounding::TfliteInt64 | Rounding::F64HalfAway => {
            quantize_multiplier(real)
        }
        Rounding::TfliteSingle => {
            let q = quantize_multiplier(real);
            if q.shift > 30 {
                QuantizedMultiplier {
                    multiplier: i32::MAX,
                    shift: 30,
                }
            } else {
                q
            }
        }
        Rounding::Upward | Rounding::ToNearest | Rounding::HalfEven => {
            let (q_fixed, shift) = frexp_round_q31(real);
            if shift < -31 {
                QuantizedMultiplier::ZERO
            } else {
                QuantizedMultiplier {
                    multiplier: q_fixed as i32,
                    shift,
                }
            }
        }
    }
}

/// TFLite `DownScaleInt32ToInt16Multiplier`: `m >= 2^31 - 1 - 2^15` gives `i16::MAX`, otherwise
/// `(m + 2^15) >> 16`.
pub fn down_scale_int32_to_int16_multiplier(m: i32) -> i16 {
    const ROUNDING_OFFSET: i32 = 1 << 15;
    if m >= i32::MAX - ROUNDING_OFFSET {
        return i16::MAX;
    }
    ((i64::from(m) + i64::from(ROUNDING_OFFSET)) >> 16) as i16
}

/// TFLite `CheckedLog2(float x, int* log2_result)`: `log2 = round(logf(x) * (1/logf(2)))` in
/// `f32`; returns `Some(log2)` when `x` is a power of two within the kernel's tolerance
/// (`|fractional part| < 1e-3`), `None` otherwise.
pub fn checked_log2(x: f32) -> Option<i32> {
    let x_log2 = x.ln() * (1.0f32 / 2.0f32.ln());
    let rounded = x_log2.round();
    let frac = x_log2 - rounded;
    if frac.abs() < 1e-3 {
        Some(rounded as i32)
    } else {
        None
    }
}

/// Real multiplier of CONV_2D / DEPTHWISE_CONV_2D / integer FULLY_CONNECTED.
///
/// - `float_product == false`: `(double)in_s * (double)w_s / (double)out_s` (per-channel
///   conv/DW and int8 per-tensor conv, `PopulateConvolutionQuantizationParams`).
/// - `float_product == true`: `(double)(float)(in_s * w_s) / (double)out_s`
///   (`GetQuantizedConvolutionMultipler`: uint8 conv, optimized per-tensor FC).
pub fn conv_real_multiplier(in_s: f32, w_s: f32, out_s: f32, float_product: bool) -> f64 {
    if float_product {
        f64::from(in_s * w_s) / f64::from(out_s)
    } else {
        f64::from(in_s) * f64::from(w_s) / f64::from(out_s)
    }
}

/// Whether a convolution or fully connected multiplier uses the `float` product
/// `in_s * w_s` ([`conv_real_multiplier`]'s `float_product`): `u8` inputs under the TFLite
/// modes (TFLite's `GetQuantizedConvolutionMultipler`) and every TVM mode (TVM's TFLite
/// frontend multiplies the scales in `float32`); otherwise the double product.
pub fn conv_float_product(input_is_u8: bool, mode: Rounding) -> bool {
    !mode.is_tflite() || input_is_u8
}

/// Real multiplier of reference FULLY_CONNECTED (TF >= 2.20, applied with
/// [`crate::rescale::f64_rescale`]): `(double)in_s * (double)w_s / (double)out_s`.
pub fn fc_real_multiplier(in_s: f32, w_s: f32, out_s: f32) -> f64 {
    conv_real_multiplier(in_s, w_s, out_s, false)
}

/// Real multiplier of MUL (`mul.cc`): `(double)(in1_s * in2_s / out_s)` with both operations in
/// `float`.
pub fn mul_real_multiplier(s1: f32, s2: f32, out_s: f32) -> f64 {
    f64::from(s1 * s2 / out_s)
}

/// Real multiplier of QUANTIZE int->int (`quantize.cc`), standalone RELU/RELU6 rescale and
/// MEAN before the 1/N fold: `(double)in_s / (double)out_s`.
pub fn requantize_real_multiplier(in_s: f32, out_s: f32) -> f64 {
    f64::from(in_s) / f64::from(out_s)
}

/// Quantized parameters of ADD / SUB (`add.cc` / `sub.cc` `Prepare`, general path).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AddParams {
    /// Pre-shift applied to both offset inputs (20 for 8-bit, 15 for int16 general).
    pub left_shift: i32,
    /// Multiplier of input 1 (`in1_s / (2 * max_s)`).
    pub in1: QuantizedMultiplier,
    /// Multiplier of input 2.
    pub in2: QuantizedMultiplier,
    /// Output multiplier (`2 * max_s / (2^left_shift * out_s)`).
    pub out: QuantizedMultiplier,
}

/// ADD/SUB parameters in TFLite's exact expression order:
/// `tm = (double)(2 * max(s1, s2))` (a `float` product, exact), `r1 = s1 / tm`, `r2 = s2 / tm`,
/// `ro = tm / (double)((float)(1 << left_shift) * out_s)`, each through [`quantize_multiplier`].
///
/// TFLite CHECKs `ro < 1` for ADD; SUB accepts `ro > 1` (`QuantizeMultiplierGreaterThanOne`),
/// which gives a positive shift here and is applied by the same `mbqm`. `left_shift` is 20 for
/// int8/uint8 and 15 for the int16 general path. `max` is C's `std::max` (`a < b ? b : a`).
pub fn add_params(s1: f32, s2: f32, out_s: f32, left_shift: i32) -> AddParams {
    let max_s = if s1 < s2 { s2 } else { s1 };
    let twice_max = f64::from(2.0f32 * max_s);
    let r1 = f64::from(s1) / twice_max;
    let r2 = f64::from(s2) / twice_max;
    let pow = 1i64
        .checked_shl(left_shift.clamp(0, 62) as u32)
        .unwrap_or(1) as f32;
    let ro = twice_max / f64::from(pow * out_s);
    AddParams {
        left_shift,
        in1: quantize_multiplier(r1),
        in2: quantize_multiplier(r2),
        out: quantize_multiplier(ro),
    }
}

/// MEAN multiplier of the reference kernel (`reference_ops::QuantizedMeanOrSum`,
/// `tflite-verified.md` B): `(M, S) = QuantizeMultiplier((double)in_s / (double)out_s)`, then the
/// division by the reduced element count `N` is folded in:
/// `k = min(63 - clz64(N), 32, 31 + S)`, `M' = (int32)(((int64)M << k) / N)`, `S' = S - k`.
/// Apply it with `mbqm(sum - in_zp * N, M', S') + out_zp`.
///
/// `count <= 0` (TFLite skips the op then) returns the unfolded multiplier.
pub fn mean_params(in_s: f32, out_s: f32, count: i64) -> QuantizedMultiplier {
    let base = quantize_multiplier(requantize_real_multiplier(in_s, out_s));
    if count <= 0 {
        return base;
    }
    let floor_log2 = 63 - (count as u64).leading_zeros() as i32;
    // base.shift >= -31 (quantize_multiplier flushes below), so k >= 0.
    let k = floor_log2.min(32).min(31 + base.shift).max(0);
    let folded = (i64::from(base.multiplier) * (1i64 << k)) / count;
    QuantizedMultiplier {
        multiplier: folded as i32,
        shift: base.shift - k,
    }
}

/// The `float` scale and bias of 8-bit SUM (`QuantizedMeanOrSum` with `compute_sum`):
/// `s = in_s / out_s`, `b = ((float)-in_zp * s) * (float)N`, in TFLite's order.
pub fn sum_scale_bias(in_s: f32, in_zp: i32, out_s: f32, count: i64) -> (f32, f32) {
    let s = in_s / out_s;
    (s, ((in_zp.wrapping_neg()) as f32 * s) * count as f32)
}

/// One output of 8-bit SUM before the clamp: `(int32)roundf((float)sum * s + b) + out_zp`
/// (x86-64 conversion, 32-bit wrapping addition).
pub fn sum_requantize(sum: i32, s: f32, b: f32, out_zp: i32) -> i32 {
    crate::rescale::f32_to_i32_x86((sum as f32 * s + b).round()).wrapping_add(out_zp)
}

/// Multipliers of SQUARED_DIFFERENCE (`squared_difference.cc` `Prepare`, int8): with
/// `t = 2 * max(s1, s2)`, `(s1 / t, s2 / t, t * t / (2^14 * out_s))` in double, the
/// `2^14 * out_s` product in `float`.
pub fn squared_difference_multipliers(
    s1: f32,
    s2: f32,
    out_s: f32,
) -> (
    QuantizedMultiplier,
    QuantizedMultiplier,
    QuantizedMultiplier,
) {
    let twice_max = f64::from(2.0 * s1.max(s2));
    let m1 = f64::from(s1) / twice_max;
    let m2 = f64::from(s2) / twice_max;
    let mo = (twice_max * twice_max) / f64::from(16384.0 * out_s);
    (
        quantize_multiplier(m1),
        quantize_multiplier(m2),
        quantize_multiplier(mo),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn qm(multiplier: i32, shift: i32) -> QuantizedMultiplier {
        QuantizedMultiplier { multiplier, shift }
    }

    /// tvm-qnn.md §2.1 examples.
    #[test]
    fn tvm_doc_multiplier_examples() {
        let cases: [(f64, i32, i32); 8] = [
            (1.0 / 16.0, 1_073_741_824, -3),
            (0.25, 1_073_741_824, -1),
            (2.0, 1_073_741_824, 2),
            (3.0, 1_610_612_736, 2),
            (1.0 / 3.0, 1_431_655_765, -1),
            (1.0, 1_073_741_824, 1),
            (f64::from(0.15f32), 1_288_490_240, -2),
            (f64::from(0.2f32), 1_717_986_944, -2),
        ];
        for (real, m, s) in cases {
            for mode in Rounding::ALL {
                assert_eq!(
                    quantize_multiplier_for(real, mode),
                    qm(m, s),
                    "{real} {mode}"
                );
            }
        }
    }

    #[test]
    fn frexp_values() {
        assert_eq!(frexp(1.0), (0.5, 1));
        assert_eq!(frexp(0.75), (0.75, 0));
        assert_eq!(frexp(-3.0), (-0.75, 2));
        assert_eq!(frexp(0.0), (0.0, 0));
        assert_eq!(frexp(f64::MIN_POSITIVE), (0.5, -1021));
        let tiny = f64::from_bits(1); // 2^-1074
        assert_eq!(frexp(tiny), (0.5, -1073));
        let (m, e) = frexp(f64::INFINITY);
        assert!(m.is_infinite() && e == 0);
    }

    #[test]
    fn renormalises_and_flushes() {
        // q rounds up to 1.0: 1 - 2^-40 -> (2^30, 1).
        assert_eq!(quantize_multiplier(1.0 - 2f64.powi(-40)), qm(1 << 30, 1));
        // 2^-32 = 0.5 * 2^-31 -> shift -31 kept; 2^-33 -> shift -32 flushed.
        assert_eq!(quantize_multiplier(2f64.powi(-32)), qm(1 << 30, -31));
        assert_eq!(
            quantize_multiplier(2f64.powi(-33)),
            QuantizedMultiplier::ZERO
        );
        assert_eq!(quantize_multiplier(0.0), QuantizedMultiplier::ZERO);
        assert_eq!(quantize_multiplier(f64::NAN), QuantizedMultiplier::ZERO);
        assert_eq!(quantize_multiplier(-0.25), qm(-(1 << 30), -1));
    }

    #[test]
    fn single_rounding_saturates_shift() {
        let big = 2f64.powi(40);
        assert_eq!(quantize_multiplier(big), qm(1 << 30, 41));
        assert_eq!(
            quantize_multiplier_for(big, Rounding::TfliteSingle),
            qm(i32::MAX, 30)
        );
        assert_eq!(
            quantize_multiplier_for(big, Rounding::Upward),
            qm(1 << 30, 41)
        );
        assert_eq!(
            quantize_multiplier_for(2f64.powi(-40), Rounding::Upward),
            QuantizedMultiplier::ZERO
        );
    }

    #[test]
    fn int16_multiplier_downscale() {
        assert_eq!(down_scale_int32_to_int16_multiplier(1 << 30), 1 << 14);
        assert_eq!(
            down_scale_int32_to_int16_multiplier(i32::MAX - (1 << 15)),
            i16::MAX
        );
        assert_eq!(
            down_scale_int32_to_int16_multiplier(i32::MAX - (1 << 15) - 1),
            i16::MAX
        );
        assert_eq!(
            down_scale_int32_to_int16_multiplier((1 << 16) + (1 << 15)),
            2
        );
        assert_eq!(
            down_scale_int32_to_int16_multiplier((1 << 16) + (1 << 15) - 1),
            1
        );
    }

    #[test]
    fn checked_log2_values() {
        assert_eq!(checked_log2(1.0 / 4096.0), Some(-12));
        assert_eq!(checked_log2(1.0 / 32768.0), Some(-15));
        assert_eq!(checked_log2(8.0), Some(3));
        assert_eq!(checked_log2(0.1), None);
        assert_eq!(checked_log2(3.0 / 4096.0), None);
    }

    #[test]
    fn expression_orders() {
        // Double product vs float product differ for these scales (they are the values'
        // definitions, computed independently here in f64 and f32 arithmetic).
        let (i, w, o) = (0.007_843_138f32, 0.001_234_567f32, 0.031_372_55f32);
        let dbl = f64::from(i) * f64::from(w) / f64::from(o);
        let flt = f64::from(i * w) / f64::from(o);
        assert_eq!(conv_real_multiplier(i, w, o, false), dbl);
        assert_eq!(conv_real_multiplier(i, w, o, true), flt);
        assert_eq!(mul_real_multiplier(i, w, o), f64::from(i * w / o));
        assert_eq!(
            requantize_real_multiplier(i, o),
            f64::from(i) / f64::from(o)
        );
        assert_eq!(fc_real_multiplier(i, w, o), dbl);
    }

    #[test]
    fn add_params_chain() {
        // s1 = 0.5, s2 = 0.25, out = 1: tm = 1.0, r1 = 0.5, r2 = 0.25, ro = 1 / 2^20.
        let p = add_params(0.5, 0.25, 1.0, 20);
        assert_eq!(p.left_shift, 20);
        assert_eq!(p.in1, qm(1 << 30, 0));
        assert_eq!(p.in2, qm(1 << 30, -1));
        assert_eq!(p.out, qm(1 << 30, -19));
        // SUB with ro > 1: out scale tiny.
        let p = add_params(1.0, 1.0, 2f32.powi(-22), 20);
        assert_eq!(p.out, qm(1 << 30, 4)); // 2 / (2^20 * 2^-22) = 8
    }

    #[test]
    fn mean_fold() {
        // in/out = 1, N = 4: M = 2^30, S = 1; k = min(2, 32, 32) = 2; M' = 2^32/4 = 2^30, S' = -1.
        assert_eq!(mean_params(0.5, 0.5, 4), qm(1 << 30, -1));
        // N = 3: k = 1, M' = 2^31 / 3 = 715827882, S' = 0.
        assert_eq!(mean_params(0.5, 0.5, 3), qm(715_827_882, 0));
        // k limited by 31 + S: in/out = 2^-31 -> (2^30, -30); N = 8 -> k = min(3, 32, 1) = 1.
        assert_eq!(mean_params(2f32.powi(-31), 1.0, 8), qm(1 << 28, -31));
        assert_eq!(mean_params(0.5, 0.5, 0), qm(1 << 30, 1));
    }
}
