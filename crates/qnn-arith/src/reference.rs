//! Literal transcriptions of the C/C++ reference code in `tflite.md` §2.1-2.4 and
//! `tvm-qnn.md` §2.1-2.3 (plus gemmlowp's fixed-point softmax helpers in the "FixedPoint class"
//! style of `fixedpoint.h`), written as close to the C as Rust allows, and property tests of
//! the production functions against them.
//!
//! These transcriptions deliberately do NOT share code with the production modules (they
//! re-derive frexp by halving/doubling, use C-style truncating division, and model gemmlowp's
//! `FixedPoint<int32_t, N>` as a struct with operator methods), so a typo in either shows up as a
//! mismatch.

#![allow(clippy::all)]

// ---------------------------------------------------------------------------------------------
// tflite.md §2.2: gemmlowp SRDHM / RDBPOT and MultiplyByQuantizedMultiplier (double rounding)
// ---------------------------------------------------------------------------------------------

/// `int32_t SRDHM(int32_t a, int32_t b)`.
pub fn c_srdhm(a: i32, b: i32) -> i32 {
    let overflow: bool = a == b && a == i32::MIN;
    let ab: i64 = (a as i64) * (b as i64);
    let nudge: i32 = if ab >= 0 { 1 << 30 } else { 1 - (1 << 30) };
    let r: i32 = ((ab + nudge as i64) / (1i64 << 31)) as i32; // C '/' truncates toward zero
    if overflow {
        i32::MAX
    } else {
        r
    }
}

/// `int32_t RDBPOT(int32_t x, int e)`, `0 <= e <= 31`.
pub fn c_rdbpot(x: i32, e: i32) -> i32 {
    assert!((0..=31).contains(&e));
    let mask: i32 = ((1i64 << e) - 1) as i32;
    let rem: i32 = x & mask;
    let thr: i32 = (mask >> 1) + if x < 0 { 1 } else { 0 };
    (x >> e) + if rem > thr { 1 } else { 0 }
}

/// `int32_t MultiplyByQuantizedMultiplier(int32_t x, int32_t qm, int shift)`; `x * (1 << ls)`
/// is the 32-bit multiply that wraps in practice.
pub fn c_mbqm(x: i32, qm: i32, shift: i32) -> i32 {
    let ls = if shift > 0 { shift } else { 0 };
    let rs = if shift > 0 { 0 } else { -shift };
    c_rdbpot(c_srdhm(x.wrapping_mul(1i32 << ls), qm), rs)
}

// ---------------------------------------------------------------------------------------------
// §2.3 single rounding, §2.4 int64 path
// ---------------------------------------------------------------------------------------------

/// `int32_t MBQM_single(int32_t x, int32_t qm, int shift)`; DCHECK `-31 <= shift <= 30`.
pub fn c_mbqm_single(x: i32, qm: i32, shift: i32) -> i32 {
    assert!((-31..=30).contains(&shift));
    let total: i64 = 31 - shift as i64;
    let r: i64 = ((x as i64) * (qm as i64) + (1i64 << (total - 1))) >> total;
    r as i32
}

/// `int32_t MBQM64(int64_t x, int32_t qm, int shift)`; DCHECK `-31 <= shift < 8`, `|x| < 2^47`.
pub fn c_mbqm64(x: i64, qm: i32, shift: i32) -> i32 {
    assert!((-31..8).contains(&shift));
    let rm: i32 = if qm < 0x7FFF0000 {
        (qm + (1 << 15)) >> 16
    } else {
        0x7FFF
    };
    let total: i32 = 15 - shift;
    let x = x * (rm as i64) + (1i64 << (total - 1));
    (x >> total) as i32
}

// ---------------------------------------------------------------------------------------------
// §2.1 QuantizeMultiplier (frexp + round), TVM GetFixedPointMultiplierShift
// ---------------------------------------------------------------------------------------------

/// `frexp` for finite nonzero normal numbers by repeated exact halving/doubling.
fn c_frexp(m: f64) -> (f64, i32) {
    let mut q = m;
    let mut e = 0;
    while q.abs() >= 1.0 {
        q /= 2.0;
        e += 1;
    }
    while q.abs() < 0.5 {
        q *= 2.0;
        e -= 1;
    }
    (q, e)
}

/// `void QuantizeMultiplier(double m, int32_t* qm, int* shift)` (double-rounding build).
pub fn c_quantize_multiplier(m: f64) -> (i32, i32) {
    if m == 0.0 {
        return (0, 0);
    }
    let (q, mut shift) = c_frexp(m);
    let mut qf: i64 = (q * (1i64 << 31) as f64).round() as i64; // std::round: ties away
    assert!(qf <= (1i64 << 31));
    if qf == (1i64 << 31) {
        qf /= 2;
        shift += 1;
    }
    assert!(qf <= i32::MAX as i64);
    if shift < -31 {
        shift = 0;
        qf = 0;
    }
    (qf as i32, shift)
}

/// The `TFLITE_SINGLE_ROUNDING` variant (shift saturated at 30).
pub fn c_quantize_multiplier_single(m: f64) -> (i32, i32) {
    let (mut qm, mut shift) = c_quantize_multiplier(m);
    if shift > 30 {
        shift = 30;
        qm = ((1i64 << 31) - 1) as i32;
    }
    (qm, shift)
}

// ---------------------------------------------------------------------------------------------
// tvm-qnn.md §2.2-2.3: q_multiply_shift (UPWARD) and FixedPointMultiplyToNearest, int64
// ---------------------------------------------------------------------------------------------

/// TVM `QMultiplyShift` general path: `v = (int64(x) << ls) * m; (v + 2^(rs+30)) >> (rs+31)`.
pub fn tvm_upward(x: i64, m: i32, s: i32) -> i64 {
    let ls = if s > 0 { s } else { 0 };
    let rs = if s > 0 { 0 } else { -s };
    let v: i64 = (x << ls) * (m as i64);
    let t = rs + 31;
    (v + (1i64 << (t - 1))) >> t
}

/// TVM `FixedPointMultiplyToNearest`.
pub fn tvm_to_nearest(x: i64, m: i32, s: i32) -> i64 {
    let ls = if s > 0 { s } else { 0 };
    let rs = if s > 0 { 0 } else { -s };
    let v: i64 = (x << ls) * (m as i64);
    let t = rs + 31;
    let rounder: i64 = if v >= 0 {
        1i64 << (t - 1)
    } else {
        (1i64 << (t - 1)) - 1
    };
    (v + rounder) >> t
}

/// Round-half-even single rounding, by Euclidean division (independent of the production
/// code's shift-based version).
pub fn half_even(x: i64, m: i32, s: i32) -> i64 {
    let v = (x as i128) * (m as i128);
    let t = 31 - s;
    let (v, d) = if t >= 0 {
        (v, 1i128 << t)
    } else {
        (v << (-t), 1i128)
    };
    let q = v.div_euclid(d);
    let r = v.rem_euclid(d);
    let q = if 2 * r > d || (2 * r == d && q.rem_euclid(2) == 1) {
        q + 1
    } else {
        q
    };
    q as i64
}

// ---------------------------------------------------------------------------------------------
// gemmlowp FixedPoint<int32_t, N> helpers used by the 8-bit softmax, class style
// ---------------------------------------------------------------------------------------------

/// `FixedPoint<int32_t, IntegerBits>`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fp {
    raw: i32,
    ib: i32,
}

impl Fp {
    fn from_raw(raw: i32, ib: i32) -> Fp {
        Fp { raw, ib }
    }
    /// `operator*`: `FixedPoint<N1> * FixedPoint<N2> = FixedPoint<N1+N2>` via SRDHM.
    fn mul(self, o: Fp) -> Fp {
        Fp::from_raw(c_srdhm(self.raw, o.raw), self.ib + o.ib)
    }
    fn add(self, o: Fp) -> Fp {
        assert_eq!(self.ib, o.ib);
        Fp::from_raw(self.raw.wrapping_add(o.raw), self.ib)
    }
    fn sub(self, o: Fp) -> Fp {
        assert_eq!(self.ib, o.ib);
        Fp::from_raw(self.raw.wrapping_sub(o.raw), self.ib)
    }
    fn one(ib: i32) -> Fp {
        Fp::from_raw(if ib == 0 { i32::MAX } else { 1 << (31 - ib) }, ib)
    }
    fn constant_pot(exponent: i32, ib: i32) -> Fp {
        Fp::from_raw(1 << (31 - ib + exponent), ib)
    }
}

/// `SaturatingRoundingMultiplyByPOT<Exponent>`.
fn srm_by_pot(x: i32, exponent: i32) -> i32 {
    if exponent == 0 {
        x
    } else if exponent < 0 {
        c_rdbpot(x, -exponent)
    } else {
        let min = i32::MIN;
        let max = i32::MAX;
        let threshold: i32 = (1i32 << (32 - 1 - exponent)) - 1;
        let positive_mask = x > threshold;
        let negative_mask = x < -threshold;
        let mut result = x.wrapping_shl(exponent as u32);
        if positive_mask {
            result = max;
        }
        if negative_mask {
            result = min;
        }
        result
    }
}

/// `Rescale<DstBits>(FixedPoint<SrcBits>)`.
fn rescale(x: Fp, dst: i32) -> Fp {
    Fp::from_raw(srm_by_pot(x.raw, x.ib - dst), dst)
}

/// `exp_on_interval_between_negative_one_quarter_and_0_excl`.
pub fn g_exp_interval(a: Fp) -> Fp {
    assert_eq!(a.ib, 0);
    let constant_term = Fp::from_raw(1895147668, 0);
    let constant_1_over_3 = Fp::from_raw(715827883, 0);
    let x = a.add(Fp::constant_pot(-3, 0));
    let x2 = x.mul(x);
    let x3 = x2.mul(x);
    let x4 = x2.mul(x2);
    let x4_over_4 = Fp::from_raw(srm_by_pot(x4.raw, -2), 0);
    let x4_over_24_plus_x3_over_6_plus_x2_over_2 = Fp::from_raw(
        srm_by_pot(x4_over_4.add(x3).mul(constant_1_over_3).add(x2).raw, -1),
        0,
    );
    constant_term.add(constant_term.mul(x.add(x4_over_24_plus_x3_over_6_plus_x2_over_2)))
}

/// `exp_on_negative_values<int32_t, kIntegerBits>`.
pub fn g_exp_on_negative_values(a: Fp) -> Fp {
    let k_integer_bits = a.ib;
    let k_fractional_bits = 31 - a.ib;
    let k_one_quarter = Fp::constant_pot(-2, a.ib);
    let mask = k_one_quarter.sub(Fp::from_raw(1, a.ib));
    let a_mod_quarter_minus_one_quarter = Fp::from_raw(a.raw & mask.raw, a.ib).sub(k_one_quarter);
    let mut result = g_exp_interval(rescale(a_mod_quarter_minus_one_quarter, 0));
    let remainder = a_mod_quarter_minus_one_quarter.sub(a).raw;
    let barrel = |result: Fp, exponent: i32, multiplier: i32| -> Fp {
        if k_integer_bits > exponent {
            let shift_amount = k_fractional_bits + exponent;
            if remainder & (1 << shift_amount) != 0 {
                return result.mul(Fp::from_raw(multiplier, 0));
            }
        }
        result
    };
    result = barrel(result, -2, 1672461947);
    result = barrel(result, -1, 1302514674);
    result = barrel(result, 0, 790015084);
    result = barrel(result, 1, 290630308);
    result = barrel(result, 2, 39332535);
    result = barrel(result, 3, 720401);
    result = barrel(result, 4, 242);
    if k_integer_bits > 5 {
        let clamp = Fp::from_raw(-(1 << (36 - k_integer_bits)), a.ib);
        if a.raw < clamp.raw {
            result = Fp::from_raw(0, 0);
        }
    }
    if a.raw == 0 {
        result = Fp::one(0);
    }
    result
}

/// `RoundingHalfSum(int32_t, int32_t)`.
fn c_rounding_half_sum(a: i32, b: i32) -> i32 {
    let sum: i64 = a as i64 + b as i64;
    let sign: i64 = if sum >= 0 { 1 } else { -1 };
    ((sum + sign) / 2) as i32
}

/// `one_over_one_plus_x_for_x_in_0_1`.
pub fn g_one_over_one_plus_x(a: Fp) -> Fp {
    let half_denominator = Fp::from_raw(c_rounding_half_sum(a.raw, Fp::one(0).raw), 0);
    let constant_48_over_17 = Fp::from_raw(1515870810, 2);
    let constant_neg_32_over_17 = Fp::from_raw(-1010580540, 2);
    let mut x = constant_48_over_17.add(half_denominator.mul(constant_neg_32_over_17));
    for _ in 0..3 {
        let half_denominator_times_x = half_denominator.mul(x);
        let one_minus_half_denominator_times_x = Fp::one(2).sub(half_denominator_times_x);
        x = x.add(rescale(x.mul(one_minus_half_denominator_times_x), 2));
    }
    // ExactMulByPot<-1>: same raw, one integer bit less.
    rescale(Fp::from_raw(x.raw, x.ib - 1), 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixed_point::*;
    use crate::multiplier::{quantize_multiplier, quantize_multiplier_for, QuantizedMultiplier};
    use crate::rescale::fixed_point_multiply;
    use crate::rounding::Rounding;
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Multipliers covering the Q31 range: powers of two, extremes, odd values, and values with
    /// many trailing zeros (which make exact ties reachable).
    const MULTIPLIERS: [i32; 14] = [
        1 << 30,
        i32::MAX,
        (1 << 30) + 1,
        1_139_433_326,
        1_710_235_352,
        1_878_410_439,
        1_431_655_765,
        1_610_612_736,
        3 << 28,
        5 << 28,
        0,
        1,
        -(1 << 30),
        i32::MIN,
    ];

    fn specials() -> Vec<i32> {
        vec![
            i32::MIN,
            i32::MIN + 1,
            -(1 << 30),
            -1,
            0,
            1,
            1 << 30,
            i32::MAX - 1,
            i32::MAX,
        ]
    }

    #[test]
    fn srdhm_exhaustive_i16_by_multipliers() {
        for &m in &MULTIPLIERS {
            for x in i16::MIN..=i16::MAX {
                let x = i32::from(x);
                assert_eq!(srdhm(x, m), c_srdhm(x, m), "{x} {m}");
                assert_eq!(srdhm(m, x), c_srdhm(m, x), "{m} {x}");
                // scaled into the high bits too
                let xs = x.wrapping_mul(1 << 16);
                assert_eq!(srdhm(xs, m), c_srdhm(xs, m), "{xs} {m}");
            }
        }
        for a in specials() {
            for b in specials() {
                assert_eq!(srdhm(a, b), c_srdhm(a, b), "{a} {b}");
            }
        }
    }

    #[test]
    fn rdbpot_exhaustive_i16_by_exponents() {
        for e in 0..=31 {
            for x in i16::MIN..=i16::MAX {
                let x = i32::from(x);
                assert_eq!(rdbpot(x, e), c_rdbpot(x, e), "{x} {e}");
                let xs = x.wrapping_mul(1 << 16) | (x & 0xffff);
                assert_eq!(rdbpot(xs, e), c_rdbpot(xs, e), "{xs} {e}");
            }
            for x in specials() {
                assert_eq!(rdbpot(x, e), c_rdbpot(x, e), "{x} {e}");
            }
        }
    }

    const SHIFTS: [i32; 13] = [-31, -30, -20, -10, -4, -3, -1, 0, 1, 2, 5, 10, 30];

    #[test]
    fn mbqm_exhaustive_i8_and_i16() {
        for &m in &MULTIPLIERS {
            for &s in &SHIFTS {
                for x in i16::MIN..=i16::MAX {
                    let x = i32::from(x);
                    assert_eq!(mbqm(x, m, s), c_mbqm(x, m, s), "{x} {m} {s}");
                }
            }
        }
    }

    #[test]
    fn mbqm_single_exhaustive_i16() {
        for &m in &MULTIPLIERS {
            for &s in &SHIFTS {
                for x in i16::MIN..=i16::MAX {
                    let x = i32::from(x);
                    assert_eq!(mbqm_single(x, m, s), c_mbqm_single(x, m, s), "{x} {m} {s}");
                }
            }
        }
    }

    #[test]
    fn mbqm_int64_exhaustive_i16_and_wide() {
        let mut rng = ChaCha8Rng::seed_from_u64(64);
        for &m in &MULTIPLIERS {
            if m < 0 {
                continue; // DCHECK(qm >= 0)
            }
            for s in -31..8 {
                for x in i16::MIN..=i16::MAX {
                    let x = i64::from(x);
                    assert_eq!(mbqm_int64(x, m, s), c_mbqm64(x, m, s), "{x} {m} {s}");
                }
                for _ in 0..2000 {
                    let x = rng.random_range(-(1i64 << 47) + 1..(1i64 << 47));
                    assert_eq!(mbqm_int64(x, m, s), c_mbqm64(x, m, s), "{x} {m} {s}");
                    // fixed_point_multiply's exact i128 version agrees where the result fits.
                    let q = QuantizedMultiplier {
                        multiplier: m,
                        shift: s,
                    };
                    let c = c_mbqm64(x, m, s);
                    let exact = fixed_point_multiply(x, q, Rounding::TfliteInt64);
                    let wide = ((x as i128 * i128::from(reduce_multiplier_to_15_bits(m))
                        + (1i128 << (14 - s)))
                        >> (15 - s)) as i64;
                    if i32::try_from(wide).is_ok() {
                        assert_eq!(exact, Ok(i64::from(c)), "{x} {m} {s}");
                    } else {
                        assert!(exact.is_err());
                    }
                }
            }
        }
    }

    /// Random i32 inputs, including the extremes, multiplier 2^31-1 / 2^30 and shifts -31, 0,
    /// 30, against all literal transcriptions.
    #[test]
    fn random_i32_against_literal() {
        let mut rng = ChaCha8Rng::seed_from_u64(2024);
        let mut xs = specials();
        for _ in 0..20_000 {
            xs.push(rng.random::<i32>());
        }
        let mut ms: Vec<i32> = vec![i32::MAX, 1 << 30];
        for _ in 0..6 {
            ms.push(rng.random_range((1 << 30)..=i32::MAX));
        }
        let mut shifts = vec![-31, 0, 30];
        for _ in 0..3 {
            shifts.push(rng.random_range(-31..=30));
        }
        for &m in &ms {
            for &s in &shifts {
                let q = QuantizedMultiplier {
                    multiplier: m,
                    shift: s,
                };
                for &x in &xs {
                    assert_eq!(mbqm(x, m, s), c_mbqm(x, m, s), "{x} {m} {s}");
                    assert_eq!(mbqm_single(x, m, s), c_mbqm_single(x, m, s));
                    let x64 = i64::from(x);
                    assert_eq!(
                        fixed_point_multiply(x64, q, Rounding::TfliteDouble),
                        Ok(i64::from(c_mbqm(x, m, s)))
                    );
                    // single rounding: exact result, Err only when it leaves i32.
                    let single = fixed_point_multiply(x64, q, Rounding::TfliteSingle);
                    let exact = (i128::from(x) * i128::from(m) + (1i128 << (30 - s))) >> (31 - s);
                    match i32::try_from(exact) {
                        Ok(v) => {
                            assert_eq!(single, Ok(i64::from(v)));
                            assert_eq!(v, c_mbqm_single(x, m, s));
                        }
                        Err(_) => assert!(single.is_err()),
                    }
                    // TVM modes, where TVM's int64 arithmetic cannot overflow (ls <= 1).
                    if s <= 1 {
                        assert_eq!(
                            fixed_point_multiply(x64, q, Rounding::Upward),
                            Ok(tvm_upward(x64, m, s))
                        );
                        assert_eq!(
                            fixed_point_multiply(x64, q, Rounding::ToNearest),
                            Ok(tvm_to_nearest(x64, m, s))
                        );
                    }
                    assert_eq!(
                        fixed_point_multiply(x64, q, Rounding::HalfEven),
                        Ok(half_even(x64, m, s))
                    );
                }
            }
        }
    }

    /// Exact ties of the single rounding: for `m = m_odd * 2^a` and total shift `T = 31 - s`,
    /// `x*m ≡ 2^(T-1) (mod 2^T)` is solved with the inverse of `m_odd` mod 2^64; then x, -x and
    /// `x ± k 2^(T-a)` are ties, and `x ± 1` the near-ties that separate double rounding.
    #[test]
    fn constructed_ties() {
        fn inverse_mod_2_64(m_odd: u64) -> u64 {
            let mut inv = m_odd; // Newton: correct to 3 bits, doubles each step
            for _ in 0..6 {
                inv = inv.wrapping_mul(2u64.wrapping_sub(m_odd.wrapping_mul(inv)));
            }
            inv
        }
        let mut checked_ties = 0;
        for &m in &MULTIPLIERS {
            if m <= 0 {
                continue;
            }
            let a = m.trailing_zeros() as i32;
            let m_odd = (m >> a) as u64;
            let inv = inverse_mod_2_64(m_odd);
            for s in -31..=30 {
                let t = 31 - s;
                let modulus_bits = t - a;
                if modulus_bits < 1 || modulus_bits > 31 {
                    continue;
                }
                let modulus = 1u64 << modulus_bits;
                let x0 = ((1u64 << (modulus_bits - 1)).wrapping_mul(inv)) % modulus;
                for k in -3i64..=3 {
                    let base = x0 as i64 + k * modulus as i64;
                    for x in [base, -base, base - 1, base + 1] {
                        let Ok(x32) = i32::try_from(x) else { continue };
                        let q = QuantizedMultiplier {
                            multiplier: m,
                            shift: s,
                        };
                        let prod = i128::from(x) * i128::from(m);
                        if prod.rem_euclid(1i128 << t) == 1i128 << (t - 1) {
                            checked_ties += 1;
                        }
                        assert_eq!(mbqm(x32, m, s), c_mbqm(x32, m, s), "{x} {m} {s}");
                        assert_eq!(mbqm_single(x32, m, s), c_mbqm_single(x32, m, s));
                        assert_eq!(
                            fixed_point_multiply(x, q, Rounding::HalfEven),
                            Ok(half_even(x, m, s))
                        );
                        if s <= 1 {
                            assert_eq!(
                                fixed_point_multiply(x, q, Rounding::Upward),
                                Ok(tvm_upward(x, m, s))
                            );
                            assert_eq!(
                                fixed_point_multiply(x, q, Rounding::ToNearest),
                                Ok(tvm_to_nearest(x, m, s))
                            );
                        }
                    }
                }
            }
        }
        // The construction really produced ties (guards against a vacuous loop).
        assert!(checked_ties > 500, "{checked_ties}");
    }

    #[test]
    fn quantize_multiplier_against_literal() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut reals: Vec<f64> = vec![
            1.0,
            0.5,
            0.25,
            3.0,
            1.0 / 3.0,
            1.0 - 2f64.powi(-33),
            1.0 - 2f64.powi(-31),
            2f64.powi(-31),
            2f64.powi(-32),
            2f64.powi(-32) * 0.999_999_999,
            2f64.powi(-33),
            2f64.powi(40),
            -0.3,
        ];
        for _ in 0..20_000 {
            let mant: f64 = rng.random_range(0.5..1.0);
            let e: i32 = rng.random_range(-40..40);
            reals.push(mant * 2f64.powi(e));
            // f32 scale ratios
            let a: f32 = rng.random_range(1e-4f32..1.0);
            let b: f32 = rng.random_range(1e-4f32..1.0);
            reals.push(f64::from(a) / f64::from(b));
        }
        for &r in &reals {
            let (m, s) = c_quantize_multiplier(r);
            assert_eq!(
                quantize_multiplier(r),
                QuantizedMultiplier {
                    multiplier: m,
                    shift: s
                },
                "{r}"
            );
            let (m1, s1) = c_quantize_multiplier_single(r);
            assert_eq!(
                quantize_multiplier_for(r, Rounding::TfliteSingle),
                QuantizedMultiplier {
                    multiplier: m1,
                    shift: s1
                },
                "{r}"
            );
        }
    }

    #[test]
    fn int16_primitives_against_literal() {
        fn c_srdhm16(a: i16, b: i16) -> i16 {
            let overflow = a == b && a == i16::MIN;
            let ab_32: i32 = a as i32 * b as i32;
            let nudge: i16 = if ab_32 >= 0 {
                1 << 14
            } else {
                (1 - (1 << 14)) as i16
            };
            let ab_x2_high16: i16 = ((ab_32 + nudge as i32) / (1 << 15)) as i16;
            if overflow {
                i16::MAX
            } else {
                ab_x2_high16
            }
        }
        let ms: [i16; 10] = [i16::MIN, -16384, -1, 0, 1, 3, 16384, 21845, 32766, i16::MAX];
        for &m in &ms {
            for x in i16::MIN..=i16::MAX {
                assert_eq!(srdhm_i16(x, m), c_srdhm16(x, m), "{x} {m}");
                assert_eq!(srdhm_i16(m, x), c_srdhm16(m, x), "{m} {x}");
            }
        }
        for e in 0..=15 {
            for x in i16::MIN..=i16::MAX {
                // Same C algorithm at 16 bits for e <= 15.
                let mask = ((1i64 << e) - 1) as i32;
                let xi = i32::from(x);
                let rem = xi & mask;
                let thr = (mask >> 1) + i32::from(xi < 0);
                let want = ((xi >> e) + i32::from(rem > thr)) as i16;
                assert_eq!(rdbpot_i16(x, e), want, "{x} {e}");
            }
        }
    }

    #[test]
    fn gemmlowp_exp_against_class_style_transcription() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        for ib in [0, 1, 3, 5, 8] {
            let mut inputs: Vec<i32> = vec![0, -1, i32::MIN, -(1 << (31 - ib - 2))];
            for _ in 0..20_000 {
                inputs.push(rng.random_range(i32::MIN..=0));
            }
            for &a in &inputs {
                let want = g_exp_on_negative_values(Fp::from_raw(a, ib));
                assert_eq!(exp_on_negative_values(a, ib), want.raw, "{a} ib {ib}");
            }
        }
        for a in (-(1i32 << 29)..0).step_by(4093) {
            assert_eq!(
                exp_on_interval_between_negative_one_quarter_and_0_excl(a),
                g_exp_interval(Fp::from_raw(a, 0)).raw
            );
        }
    }

    #[test]
    fn gemmlowp_reciprocal_against_class_style_transcription() {
        let mut rng = ChaCha8Rng::seed_from_u64(6);
        let mut inputs: Vec<i32> = vec![0, 1, i32::MAX, 1 << 30];
        for _ in 0..50_000 {
            inputs.push(rng.random_range(0..=i32::MAX));
        }
        for &a in &inputs {
            assert_eq!(
                one_over_one_plus_x_for_x_in_0_1(a),
                g_one_over_one_plus_x(Fp::from_raw(a, 0)).raw,
                "{a}"
            );
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn prop_mbqm_matches_literal(x in any::<i32>(), m in (1i32 << 30)..=i32::MAX, s in -31i32..=30) {
            prop_assert_eq!(mbqm(x, m, s), c_mbqm(x, m, s));
            prop_assert_eq!(mbqm_single(x, m, s), c_mbqm_single(x, m, s));
        }

        #[test]
        fn prop_tflite_single_equals_tvm_upward_on_same_multiplier(
            x in -(1i64 << 31)..(1i64 << 31), m in (1i32 << 30)..=i32::MAX, s in -31i32..=0
        ) {
            let q = QuantizedMultiplier { multiplier: m, shift: s };
            let up = fixed_point_multiply(x, q, Rounding::Upward);
            let single = fixed_point_multiply(x, q, Rounding::TfliteSingle);
            prop_assert_eq!(up, single);
        }
    }
}
