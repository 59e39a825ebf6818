//! Applying a multiplier to an accumulator under a [`Rounding`] mode (the semantics of the IR's
//! `fixed_point_multiply`), and the float<->integer conversions of QUANTIZE / DEQUANTIZE /
//! AVERAGE_POOL / reference FULLY_CONNECTED.
//!
//! Float-to-int conversions: TFLite writes `static_cast<int32_t>(float)`, which is undefined for
//! NaN and out-of-range values. The golden oracle is TFLite on x86-64, where the conversion
//! (`cvttss2si`/`cvttsd2si`, also their vector forms) yields `INT32_MIN` for every such input;
//! [`f32_to_i32_x86`] and [`f64_to_i32_x86`] reproduce that, and the TFLite-mode functions use
//! them.

use crate::error::ArithError;
use crate::fixed_point::{mbqm, reduce_multiplier_to_15_bits, round_shift_up_i128};
use crate::multiplier::QuantizedMultiplier;
use crate::rounding::Rounding;

/// `(int32_t)x` for an `f32` as x86-64 computes it: truncation toward zero, and `i32::MIN` for
/// NaN and for values outside `[-2^31, 2^31)`.
pub fn f32_to_i32_x86(x: f32) -> i32 {
    if x.is_nan() || !(-2_147_483_648.0f32..2_147_483_648.0f32).contains(&x) {
        i32::MIN
    } else {
        x as i32
    }
}

/// `(int32_t)x` for an `f64` as x86-64 computes it: truncation toward zero, and `i32::MIN` for
/// NaN and for values outside `(-2^31 - 1, 2^31)`.
pub fn f64_to_i32_x86(x: f64) -> i32 {
    if x.is_nan() || x >= 2_147_483_648.0 || x <= -2_147_483_649.0 {
        i32::MIN
    } else {
        x as i32
    }
}

/// Exact single rounding of `v / 2^total` (any `total`; `total <= 0` is an exact left shift) with
/// ties away from zero.
fn round_shift_away_i128(v: i128, total: i32) -> Option<i128> {
    if v >= 0 {
        round_shift_up_i128(v, total)
    } else {
        round_shift_up_i128(-v, total).map(|r| -r)
    }
}

/// Exact single rounding of `v / 2^total` with ties to even.
fn round_shift_even_i128(v: i128, total: i32) -> Option<i128> {
    if total <= 0 {
        return round_shift_up_i128(v, total);
    }
    let t = total.min(100) as u32;
    let floor = v >> t;
    let rem = v - (floor << t);
    let half = 1i128 << (t - 1);
    Some(if rem > half || (rem == half && floor & 1 == 1) {
        floor + 1
    } else {
        floor
    })
}

/// Multiplies an accumulator by a quantized multiplier under a rounding mode: the exact
/// semantics of the IR's `fixed_point_multiply`.
///
/// - `tflite_double`: `x` must fit `i32` (else `InputOutOfRange`); [`mbqm`] (wrapping left
///   shift, two roundings) — bit-exact with TFLite for every `i32` input.
/// - `tflite_single`: `x` must fit `i32`; `x*m*2^(shift-31)` rounded once, ties toward +inf,
///   computed exactly in `i128`. TFLite only `DCHECK`s that the result fits `int32_t` and then
///   truncates; here a result outside `i32` is `ResultOutOfRange`. Use the multiplier from
///   [`crate::multiplier::quantize_multiplier_for`]`(.., TfliteSingle)` (shift <= 30); larger
///   shifts are applied exactly.
/// - `tflite_int64`: TFLite's int64 path ([`crate::fixed_point::mbqm_int64`]): the multiplier is re-rounded to 15
///   bits, then one rounding with ties toward +inf, computed exactly in `i128` (equal to TFLite
///   wherever TFLite's `DCHECK |x| < 2^47` holds); a result outside `i32` is `ResultOutOfRange`.
/// - `upward` / `to_nearest` / `half_even`: exact single rounding of `x*m*2^(shift-31)` in
///   `i128` with ties toward +inf / away from zero / to even. (TVM computes `(x << ls) * m` in
///   int64, which can overflow for huge inputs; we do not.) A result outside `i64` is
///   `ResultOutOfRange`.
/// - `f64_half_away`: `NeedsRealMultiplier`; use [`f64_rescale`] with the real multiplier.
pub fn fixed_point_multiply(
    x: i64,
    m: QuantizedMultiplier,
    mode: Rounding,
) -> Result<i64, ArithError> {
    let need_i32 = |x: i64| -> Result<i32, ArithError> {
        i32::try_from(x).map_err(|_| ArithError::InputOutOfRange {
            value: x,
            bits: 32,
            mode,
        })
    };
    let out_i32 = |r: Option<i128>| -> Result<i64, ArithError> {
        match r.and_then(|r| i32::try_from(r).ok()) {
            Some(r) => Ok(i64::from(r)),
            None => Err(ArithError::ResultOutOfRange { bits: 32, mode }),
        }
    };
    let out_i64 = |r: Option<i128>| -> Result<i64, ArithError> {
        r.and_then(|r| i64::try_from(r).ok())
            .ok_or(ArithError::ResultOutOfRange { bits: 64, mode })
    };
    let total = 31i32.saturating_sub(m.shift);
    match mode {
        Rounding::TfliteDouble => {
            let x = need_i32(x)?;
            Ok(i64::from(mbqm(x, m.multiplier, m.shift)))
        }
        Rounding::TfliteSingle => {
            let x = need_i32(x)?;
            out_i32(round_shift_up_i128(
                i128::from(x) * i128::from(m.multiplier),
                total,
            ))
        }
        Rounding::TfliteInt64 => {
            let reduced = reduce_multiplier_to_15_bits(m.multiplier);
            out_i32(round_shift_up_i128(
                i128::from(x) * i128::from(reduced),
                15i32.saturating_sub(m.shift),
            ))
        }
        Rounding::Upward => out_i64(round_shift_up_i128(
            i128::from(x) * i128::from(m.multiplier),
            total,
        )),
        Rounding::ToNearest => out_i64(round_shift_away_i128(
            i128::from(x) * i128::from(m.multiplier),
            total,
        )),
        Rounding::HalfEven => out_i64(round_shift_even_i128(
            i128::from(x) * i128::from(m.multiplier),
            total,
        )),
        Rounding::F64HalfAway => Err(ArithError::NeedsRealMultiplier(mode)),
    }
}

/// Convenience: [`fixed_point_multiply`] on an `i32` accumulator returning `i32` for the modes
/// whose result is 32-bit (everything but an out-of-range TVM-mode result).
pub fn fixed_point_multiply_i32(
    x: i32,
    m: QuantizedMultiplier,
    mode: Rounding,
) -> Result<i32, ArithError> {
    let r = fixed_point_multiply(i64::from(x), m, mode)?;
    i32::try_from(r).map_err(|_| ArithError::ResultOutOfRange { bits: 32, mode })
}

/// `round((double)acc * real_multiplier)` with ties away from zero (C `round`), as an `i64`:
/// the requantization of reference FULLY_CONNECTED (TF >= 2.20). `(double)acc` rounds to
/// nearest for `|acc| > 2^53`, like C.
///
/// Out-of-range results **saturate** to the `i64` range and NaN gives 0 (Rust `as`). TFLite then
/// casts to `int32_t`; for that exact cast (including x86-64's `INT32_MIN` for out-of-range
/// values) use [`fc_f64_requantize`].
pub fn f64_rescale(acc: i64, real_multiplier: f64) -> i64 {
    ((acc as f64) * real_multiplier).round() as i64
}

/// Reference FULLY_CONNECTED's exact expression:
/// `(int32_t)round((double)acc * real_multiplier)`, with the x86-64 conversion of
/// [`f64_to_i32_x86`] (`INT32_MIN` when the rounded product is outside `int32_t`). Add
/// `out_zp` with `wrapping_add` and clamp afterwards, as the kernel does.
pub fn fc_f64_requantize(acc: i64, real_multiplier: f64) -> i32 {
    f64_to_i32_x86(((acc as f64) * real_multiplier).round())
}

/// C `roundf`: round half away from zero.
pub fn round_half_away_f32(x: f32) -> f32 {
    x.round()
}

/// Float -> integer quantization `clamp(round(x / scale) + zero_point, qmin, qmax)` with the
/// division done in `f32` (true division, not a reciprocal multiply).
///
/// - `to_nearest` (and the TFLite modes, `Rounding::is_tflite`): TFLite's reference
///   `AffineQuantize`, `(int32)roundf(x / scale) + zp` then clamp, which is also TVM's
///   `qnn.quantize` for in-range values. The conversion is x86-64's ([`f32_to_i32_x86`]): NaN,
///   infinities and quotients outside `int32` become `INT32_MIN`, the `+ zp` wraps in 32 bits,
///   then the clamp applies. So NaN, `+inf` and `1e10 / scale` quantize to `qmin` (when
///   `zp >= 0`), exactly as TFLite 2.21 does (TVM leaves these undefined). `zero_point` must
///   fit `i32`.
/// - `half_even`: ONNX `QuantizeLinear` (ties to even), `upward`: `floor(x/scale + 1/2)`
///   (computed without the float addition's own rounding). For these, infinities and huge
///   values saturate and NaN gives `qmin` (as `fmin(fmax(NaN, lo), hi)` gives `lo`).
///
/// Errors: `qmin > qmax`, or a TFLite mode with a zero point outside `i32`.
pub fn quantize_f32(
    x: f32,
    scale: f32,
    zero_point: i64,
    qmin: i64,
    qmax: i64,
    mode: Rounding,
) -> Result<i64, ArithError> {
    if qmin > qmax {
        return Err(ArithError::InvalidRange {
            min: qmin,
            max: qmax,
        });
    }
    let q = x / scale;
    if mode.is_tflite() || mode == Rounding::ToNearest {
        let zp = i32::try_from(zero_point).map_err(|_| ArithError::InputOutOfRange {
            value: zero_point,
            bits: 32,
            mode,
        })?;
        let unclamped = f32_to_i32_x86(q.round()).wrapping_add(zp);
        return Ok(i64::from(unclamped).max(qmin).min(qmax));
    }
    let r = match mode {
        Rounding::HalfEven => q.round_ties_even(),
        Rounding::Upward => {
            let f = q.floor();
            // q - floor(q) is exact in floating point.
            if q - f >= 0.5 {
                f + 1.0
            } else {
                f
            }
        }
        _ => q.round(),
    };
    if r.is_nan() {
        return Ok(qmin);
    }
    let t = f64::from(r) + zero_point as f64;
    Ok(t.clamp(qmin as f64, qmax as f64) as i64)
}

/// DEQUANTIZE: `(float)((double)scale * (double)(q - zp))` (TFLite reference; for 8/16-bit
/// inputs this equals the f32 product `scale * (q - zp)`).
pub fn dequantize_f32(q: i64, scale: f32, zero_point: i64) -> f32 {
    (f64::from(scale) * (q.wrapping_sub(zero_point) as f64)) as f32
}

/// AVERAGE_POOL's rounding division: `num > 0 ? (num + den/2) / den : (num - den/2) / den` with
/// C truncating division, i.e. round half away from zero for `den > 0`.
///
/// `den == 0` (never produced by TFLite: the tap count is at least 1) returns 0; overflow of the
/// `± den/2` wraps and `i64::MIN / -1` saturates.
pub fn round_div_away(num: i64, den: i64) -> i64 {
    if den == 0 {
        return 0;
    }
    let half = den / 2;
    let adjusted = if num > 0 {
        num.wrapping_add(half)
    } else {
        num.wrapping_sub(half)
    };
    adjusted.checked_div(den).unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SIXTEENTH: QuantizedMultiplier = QuantizedMultiplier {
        multiplier: 1 << 30,
        shift: -3,
    };

    fn fpm(x: i64, mode: Rounding) -> i64 {
        match fixed_point_multiply(x, SIXTEENTH, mode) {
            Ok(v) => v,
            Err(e) => panic!("{e}"),
        }
    }

    /// tvm-qnn.md §6.8.1, multiplier 1/16 = (1073741824, -3). Negative rows are the doc's table;
    /// positive rows are x/16 = +0.5, +1.5, +2.5, where every listed mode rounds away/up
    /// (both are +inf-ward there), derivable by hand.
    #[test]
    fn tie_table_one_sixteenth() {
        // x, UPWARD, TONEAREST, TFLite double, TFLite single
        let rows: [(i64, i64, i64, i64, i64); 6] = [
            (-8, 0, -1, -1, 0),
            (-24, -1, -2, -2, -1),
            (-40, -2, -3, -3, -2),
            (8, 1, 1, 1, 1),
            (24, 2, 2, 2, 2),
            (40, 3, 3, 3, 3),
        ];
        for (x, up, near, dbl, single) in rows {
            // f64_half_away with the real multiplier 1/16 (exact in double): ties away, like
            // to_nearest.
            assert_eq!(f64_rescale(x, 1.0 / 16.0), near, "f64_half_away {x}");
            assert_eq!(fpm(x, Rounding::Upward), up, "upward {x}");
            assert_eq!(fpm(x, Rounding::ToNearest), near, "to_nearest {x}");
            assert_eq!(fpm(x, Rounding::TfliteDouble), dbl, "tflite_double {x}");
            assert_eq!(fpm(x, Rounding::TfliteSingle), single, "tflite_single {x}");
        }
    }

    /// Half-even and the 15-bit path on the same ties (derived by hand: x/16 = k + 1/2).
    #[test]
    fn tie_table_one_sixteenth_other_modes() {
        let rows: [(i64, i64, i64); 6] = [
            // x, HALF_EVEN, TFLite int64 (15-bit multiplier 2^14, ties up)
            (-8, 0, 0),
            (-24, -2, -1),
            (-40, -2, -2),
            (8, 0, 1),
            (24, 2, 2),
            (40, 2, 3),
        ];
        for (x, even, int64) in rows {
            assert_eq!(fpm(x, Rounding::HalfEven), even, "half_even {x}");
            assert_eq!(fpm(x, Rounding::TfliteInt64), int64, "tflite_int64 {x}");
        }
    }

    /// tvm-qnn.md §6.8.1: the three double-rounding cases (UPWARD / TONEAREST / TFLite double).
    #[test]
    fn tvm_doc_double_rounding_cases() {
        let cases: [(i32, i32, i64, i64, i64, i64); 3] = [
            (1_139_433_326, -1, -2_786_545, -739_256, -739_256, -739_257),
            (1_710_235_352, -2, -209_151, -41_641, -41_641, -41_642),
            (1_878_410_439, -2, 682_277, 149_197, 149_197, 149_198),
        ];
        for (m, s, x, up, near, dbl) in cases {
            let q = QuantizedMultiplier {
                multiplier: m,
                shift: s,
            };
            assert_eq!(fixed_point_multiply(x, q, Rounding::Upward), Ok(up));
            assert_eq!(fixed_point_multiply(x, q, Rounding::ToNearest), Ok(near));
            assert_eq!(fixed_point_multiply(x, q, Rounding::TfliteDouble), Ok(dbl));
            // Single rounding has no double-rounding error: it equals UPWARD on the same (m, s).
            assert_eq!(fixed_point_multiply(x, q, Rounding::TfliteSingle), Ok(up));
        }
    }

    /// tvm-qnn.md §6.1 requantize goldens (scales 1 -> 16 and 1 -> 4, zero points 0).
    #[test]
    fn tvm_requantize_goldens() {
        let m16 = QuantizedMultiplier {
            multiplier: 1 << 30,
            shift: -3,
        };
        let m4 = QuantizedMultiplier {
            multiplier: 1 << 30,
            shift: -1,
        };
        let run = |m: QuantizedMultiplier, xs: &[i64], mode: Rounding| -> Vec<i64> {
            xs.iter()
                .map(|&x| fixed_point_multiply(x, m, mode).unwrap_or(i64::MIN))
                .collect()
        };
        let rep = |vals: &[i64], counts: &[usize]| -> Vec<i64> {
            vals.iter()
                .zip(counts)
                .flat_map(|(&v, &c)| std::iter::repeat_n(v, c))
                .collect()
        };
        let pos: Vec<i64> = (0..32).collect();
        let neg: Vec<i64> = (0..32).map(|x| -x).collect();
        for mode in [Rounding::Upward, Rounding::ToNearest] {
            assert_eq!(run(m16, &pos, mode), rep(&[0, 1, 2], &[8, 16, 8]));
            assert_eq!(
                run(m4, &pos, mode),
                rep(&[0, 1, 2, 3, 4, 5, 6, 7, 8], &[2, 4, 4, 4, 4, 4, 4, 4, 2])
            );
        }
        assert_eq!(
            run(m16, &neg, Rounding::Upward),
            rep(&[0, -1, -2], &[9, 16, 7])
        );
        assert_eq!(
            run(m16, &neg, Rounding::ToNearest),
            rep(&[0, -1, -2], &[8, 16, 8])
        );
        assert_eq!(
            run(m4, &neg, Rounding::Upward),
            rep(
                &[0, -1, -2, -3, -4, -5, -6, -7, -8],
                &[3, 4, 4, 4, 4, 4, 4, 4, 1]
            )
        );
        assert_eq!(
            run(m4, &neg, Rounding::ToNearest),
            rep(
                &[0, -1, -2, -3, -4, -5, -6, -7, -8],
                &[2, 4, 4, 4, 4, 4, 4, 4, 2]
            )
        );
    }

    #[test]
    fn errors() {
        let big = i64::from(i32::MAX) + 1;
        assert_eq!(
            fixed_point_multiply(big, SIXTEENTH, Rounding::TfliteDouble),
            Err(ArithError::InputOutOfRange {
                value: big,
                bits: 32,
                mode: Rounding::TfliteDouble
            })
        );
        assert!(fixed_point_multiply(big, SIXTEENTH, Rounding::TfliteSingle).is_err());
        assert_eq!(
            fixed_point_multiply(1, SIXTEENTH, Rounding::F64HalfAway),
            Err(ArithError::NeedsRealMultiplier(Rounding::F64HalfAway))
        );
        // int64 path accepts wide inputs.
        assert_eq!(
            fixed_point_multiply(1 << 34, SIXTEENTH, Rounding::TfliteInt64),
            Ok(1 << 30)
        );
        assert_eq!(
            fixed_point_multiply(1 << 35, SIXTEENTH, Rounding::TfliteInt64),
            Err(ArithError::ResultOutOfRange {
                bits: 32,
                mode: Rounding::TfliteInt64
            })
        );
        let times8 = QuantizedMultiplier {
            multiplier: 1 << 30,
            shift: 4,
        };
        assert_eq!(
            fixed_point_multiply(1 << 29, times8, Rounding::TfliteSingle),
            Err(ArithError::ResultOutOfRange {
                bits: 32,
                mode: Rounding::TfliteSingle
            })
        );
        assert_eq!(
            fixed_point_multiply(1 << 40, times8, Rounding::Upward),
            Ok(1 << 43)
        );
        assert_eq!(
            fixed_point_multiply_i32(1 << 29, times8, Rounding::Upward),
            Err(ArithError::ResultOutOfRange {
                bits: 32,
                mode: Rounding::Upward
            })
        );
    }

    #[test]
    fn x86_conversions() {
        assert_eq!(f32_to_i32_x86(f32::NAN), i32::MIN);
        assert_eq!(f32_to_i32_x86(f32::INFINITY), i32::MIN);
        assert_eq!(f32_to_i32_x86(3e9), i32::MIN);
        assert_eq!(f32_to_i32_x86(-2_147_483_648.0), i32::MIN);
        assert_eq!(f32_to_i32_x86(2_147_483_520.0), 2_147_483_520);
        assert_eq!(f32_to_i32_x86(-2.9), -2);
        assert_eq!(f64_to_i32_x86(-2_147_483_648.9), i32::MIN);
        assert_eq!(f64_to_i32_x86(2_147_483_647.9), i32::MAX);
        assert_eq!(f64_to_i32_x86(2_147_483_648.0), i32::MIN);
        assert_eq!(f64_to_i32_x86(f64::NAN), i32::MIN);
    }

    #[test]
    fn f64_rescale_ties_away() {
        assert_eq!(f64_rescale(1, 0.5), 1);
        assert_eq!(f64_rescale(-1, 0.5), -1);
        assert_eq!(f64_rescale(3, 0.5), 2);
        assert_eq!(f64_rescale(-3, 0.5), -2);
        assert_eq!(f64_rescale(i64::MAX, 4.0), i64::MAX);
        assert_eq!(fc_f64_requantize(-3, 0.5), -2);
        assert_eq!(fc_f64_requantize(1 << 40, 1.0), i32::MIN);
    }

    /// tvm-qnn.md §6.4 quantize goldens (no ties there), checked in every mode.
    #[test]
    fn tvm_quantize_goldens() {
        let data = [
            -63.5f32, -63.0, -62.5, -62.0, -61.5, 62.0, 62.5, 63.0, 63.5, 64.0,
        ];
        let u8_expected = [0i64, 1, 2, 3, 4, 251, 252, 253, 254, 255];
        let i8_expected = [-128i64, -127, -126, -125, -124, 123, 124, 125, 126, 127];
        for mode in Rounding::ALL {
            for (i, &x) in data.iter().enumerate() {
                assert_eq!(quantize_f32(x, 0.5, 127, 0, 255, mode), Ok(u8_expected[i]));
                assert_eq!(
                    quantize_f32(x, 0.5, -1, -128, 127, mode),
                    Ok(i8_expected[i])
                );
            }
        }
        let data16 = [
            -6553.0f32, -6552.8, -6552.6, -6552.4, -6552.2, 6553.2, 6553.4, 6553.6, 6553.8, 6554.0,
        ];
        let u16_expected = [0i64, 1, 2, 3, 4, 65531, 65532, 65533, 65534, 65535];
        for (i, &x) in data16.iter().enumerate() {
            assert_eq!(
                quantize_f32(x, 0.2, 32765, 0, 65535, Rounding::ToNearest),
                Ok(u16_expected[i])
            );
        }
    }

    #[test]
    fn quantize_ties_and_specials() {
        // x / scale = 2.5 and -2.5 exactly.
        let cases = [
            (Rounding::TfliteDouble, 3, -3),
            (Rounding::ToNearest, 3, -3),
            (Rounding::HalfEven, 2, -2),
            (Rounding::Upward, 3, -2),
        ];
        for (mode, p, n) in cases {
            assert_eq!(quantize_f32(1.25, 0.5, 0, -128, 127, mode), Ok(p), "{mode}");
            assert_eq!(
                quantize_f32(-1.25, 0.5, 0, -128, 127, mode),
                Ok(n),
                "{mode}"
            );
        }
        // x86-64 TFLite (`to_nearest`): NaN, +inf and huge quotients become INT32_MIN + zp,
        // clamped to qmin.
        let t = Rounding::ToNearest;
        assert_eq!(quantize_f32(1e10, 0.5, 3, -128, 127, t), Ok(-128));
        assert_eq!(quantize_f32(f32::NAN, 0.5, 3, -128, 127, t), Ok(-128));
        assert_eq!(quantize_f32(f32::INFINITY, 0.5, 3, -128, 127, t), Ok(-128));
        assert_eq!(
            quantize_f32(f32::NEG_INFINITY, 0.5, 3, -128, 127, t),
            Ok(-128)
        );
        // INT32_MIN + (-1) wraps to INT32_MAX -> qmax.
        assert_eq!(quantize_f32(f32::NAN, 0.5, -1, -128, 127, t), Ok(127));
        let h = Rounding::HalfEven;
        assert_eq!(quantize_f32(f32::NAN, 0.5, 3, -128, 127, h), Ok(-128));
        assert_eq!(quantize_f32(f32::INFINITY, 0.5, 3, -128, 127, h), Ok(127));
        assert_eq!(
            quantize_f32(f32::NEG_INFINITY, 0.5, 3, -128, 127, h),
            Ok(-128)
        );
        assert_eq!(
            quantize_f32(1.0, 0.5, 0, 5, 4, t),
            Err(ArithError::InvalidRange { min: 5, max: 4 })
        );
    }

    /// tvm-qnn.md §6.5 dequantize goldens.
    #[test]
    fn tvm_dequantize_goldens() {
        let q = [0i64, 1, 2, 3, 4, 251, 252, 253, 254, 255];
        let want = [
            -63.5f32, -63.0, -62.5, -62.0, -61.5, 62.0, 62.5, 63.0, 63.5, 64.0,
        ];
        for (i, &v) in q.iter().enumerate() {
            assert_eq!(dequantize_f32(v, 0.5, 127), want[i]);
        }
        let q32 = [113i64, 29, -1052];
        let want32 = [0.655_045_2f32, 0.168_108_96, -6.098_297];
        for (i, &v) in q32.iter().enumerate() {
            assert_eq!(dequantize_f32(v, 0.005_796_860_4, 0), want32[i]);
        }
    }

    #[test]
    fn avg_pool_division() {
        assert_eq!(round_div_away(5, 2), 3);
        assert_eq!(round_div_away(-5, 2), -3);
        assert_eq!(round_div_away(4, 3), 1);
        assert_eq!(round_div_away(-4, 3), -1);
        assert_eq!(round_div_away(3, 2), 2); // 1.5 -> 2
        assert_eq!(round_div_away(-3, 2), -2);
        assert_eq!(round_div_away(7, 4), 2); // 1.75
        assert_eq!(round_div_away(6, 4), 2); // 1.5 -> 2
        assert_eq!(round_div_away(-6, 4), -2);
        assert_eq!(round_div_away(0, 9), 0);
        assert_eq!(round_div_away(1, 0), 0);
    }
}
