//! The C library's `expf`, `expm1f` and `tanhf` as TFLite's float kernels get them, in portable
//! Rust, so that every machine computes what TFLite computes on x86-64 Linux.
//!
//! TFLite calls `std::exp`, `std::expm1` and `std::tanh` on floats (float EXP, LOGISTIC, TANH,
//! ELU, SOFTMAX, and the 8- and 16-bit tables it builds at prepare time from those functions),
//! and those are the platform C library's. Calling the host's library from Rust (`f32::exp`)
//! would make qnnc's results depend on the machine it runs on (musl, macOS and newer glibc
//! differ in the last bit); these functions are the algorithms of glibc 2.27 to 2.40, written
//! out operation by operation:
//!
//! - [`expf`]: glibc's single-precision exponential since 2.27 (Szabolcs Nagy's, from Arm's
//!   optimized routines): `x * 32/ln 2 = k + r` in double precision, `2^(k/32)` from a table
//!   of 32 doubles, a cubic in `r`, one rounding to `f32` at the end. On x86-64 glibc runs the
//!   variant built with FMA on any CPU that has it (every x86-64 since 2013), where the
//!   compiler fused every multiply into the add that uses it; this is that variant. Without FMA
//!   glibc's result differs on two inputs of the 2^32 (see the tests).
//! - [`expm1f`] and [`tanhf`]: the fdlibm float algorithms (Sun, 1993) that glibc shipped until
//!   2.40, in plain `f32` arithmetic (no fused operations: glibc builds them without FMA).
//!   glibc 2.41 replaced `tanhf` and `expm1f` by correctly rounded ones (CORE-MATH), so TFLite
//!   on a 2025 Linux distribution can differ from these in the last bit; the fixtures of this
//!   repository were made on glibc 2.36.
//!
//! Each function equals the host glibc 2.36 (x86-64, FMA) on every one of the 2^32 `f32`
//! inputs, NaN payloads aside (`tests::exhaustive_against_host_libm`, run with `--ignored`);
//! the default test run checks a stride of them. `qnn-mlir` writes the same operations in MLIR
//! (`crates/qnn-mlir/src/libm.rs`), so IREE computes them too.

/// `2^(i/32)` rounded to the nearest double, `i = 0..32` (every entry checked against a
/// 60-digit evaluation when written).
pub const EXP2_TABLE: [u64; 32] = [
    0x3FF0000000000000,
    0x3FF059B0D3158574,
    0x3FF0B5586CF9890F,
    0x3FF11301D0125B51,
    0x3FF172B83C7D517B,
    0x3FF1D4873168B9AA,
    0x3FF2387A6E756238,
    0x3FF29E9DF51FDEE1,
    0x3FF306FE0A31B715,
    0x3FF371A7373AA9CB,
    0x3FF3DEA64C123422,
    0x3FF44E086061892D,
    0x3FF4BFDAD5362A27,
    0x3FF5342B569D4F82,
    0x3FF5AB07DD485429,
    0x3FF6247EB03A5585,
    0x3FF6A09E667F3BCD,
    0x3FF71F75E8EC5F74,
    0x3FF7A11473EB0187,
    0x3FF82589994CCE13,
    0x3FF8ACE5422AA0DB,
    0x3FF93737B0CDC5E5,
    0x3FF9C49182A3F090,
    0x3FFA5503B23E255D,
    0x3FFAE89F995AD3AD,
    0x3FFB7F76F2FB5E47,
    0x3FFC199BDD85529C,
    0x3FFCB720DCEF9069,
    0x3FFD5818DCFBA487,
    0x3FFDFC97337B9B5F,
    0x3FFEA4AFA2A490DA,
    0x3FFF50765B6E4540,
];

/// The constants of [`expf`], as bit patterns (`f64` unless named `_F32`).
pub mod expf_consts {
    /// `32 / ln 2` (`0x1.71547652b82fep+5`).
    pub const INV_LN2_N: u64 = 0x40471547652B82FE;
    /// `0x1.8p52`: adding it rounds a double below `2^51` in magnitude to an integer
    /// (ties to even), which its low mantissa bits then hold.
    pub const SHIFT: u64 = 0x4338000000000000;
    /// The cubic's coefficients for `r^3`, `r^2`, `r` (`2^(r/32) ~ C0 r^3 + C1 r^2 + C2 r + 1`).
    pub const C: [u64; 3] = [0x3EBC6AF84B912394, 0x3F2EBFCE50FAC4F3, 0x3F962E42FF0C52D6];
    /// Above this `f32` (`0x1.62e42ep6`, about 88.72), `expf` is `+inf`.
    pub const OVERFLOW_F32: u32 = 0x42B17217;
    /// Below this `f32` (`-0x1.9fe368p6`, about -103.97), `expf` is `+0.0`.
    pub const UNDERFLOW_F32: u32 = 0xC2CFF1B4;
}

/// glibc's `expf` (see the module doc).
#[inline]
pub fn expf(x: f32) -> f32 {
    use expf_consts::*;
    if x.is_nan() {
        return x + x;
    }
    if x > f32::from_bits(OVERFLOW_F32) {
        return f32::INFINITY;
    }
    if x < f32::from_bits(UNDERFLOW_F32) {
        return 0.0;
    }
    let xd = f64::from(x);
    let (inv, shift) = (f64::from_bits(INV_LN2_N), f64::from_bits(SHIFT));
    // k = round(x * 32/ln 2), rounded once from the exact product (FMA), kept in the low bits.
    let kd = inv.mul_add(xd, shift);
    let ki = kd.to_bits();
    let r = inv.mul_add(xd, -(kd - shift));
    // 2^(k/32) = 2^(k mod 32 / 32) * 2^floor(k/32): the table entry with `floor(k/32)` added
    // to its exponent (wrapping, as glibc adds `ki << 47`).
    let s = f64::from_bits(EXP2_TABLE[(ki % 32) as usize].wrapping_add((ki >> 5) << 52));
    let c = C.map(f64::from_bits);
    let z = c[0].mul_add(r, c[1]);
    let y = c[2].mul_add(r, 1.0);
    let y = z.mul_add(r * r, y);
    (y * s) as f32
}

/// The constants of [`expm1f`], as `f32` bit patterns.
pub mod expm1f_consts {
    /// `ln 2` split: `LN2_HI` has trailing zero bits so that `k * LN2_HI` is exact.
    pub const LN2_HI: u32 = 0x3F317180;
    /// The rest of `ln 2`.
    pub const LN2_LO: u32 = 0x3717F7D1;
    /// `1 / ln 2`.
    pub const INV_LN2: u32 = 0x3FB8AA3B;
    /// Above this (`88.7216796875`), `expm1f` overflows.
    pub const O_THRESHOLD: u32 = 0x42B17180;
    /// The scaled coefficients `Q1..Q5` of the rational approximation.
    pub const Q: [u32; 5] = [0xBD088889, 0x3AD00D01, 0xB8A670CD, 0x36867E54, 0xB457EDBB];
}

/// `y` times `2^k` by adding `k` to its exponent field (fdlibm's `SET_FLOAT_WORD(y, i + (k <<
/// 23))`, wrapping).
fn add_exponent(y: f32, k: i32) -> f32 {
    f32::from_bits((y.to_bits() as i32).wrapping_add(k.wrapping_shl(23)) as u32)
}

/// fdlibm's `expm1f` (see the module doc).
#[inline]
pub fn expm1f(x: f32) -> f32 {
    use expm1f_consts::*;
    let f = f32::from_bits;
    let (huge, tiny) = (1.0e30f32, 1.0e-30f32);
    let negative = x.is_sign_negative();
    let hx = x.to_bits() & 0x7FFF_FFFF;
    if hx >= 0x4195_B844 {
        // |x| >= 27 ln 2.
        if hx >= 0x42B1_7218 {
            // |x| >= 88.721...
            if hx > 0x7F80_0000 {
                return x + x;
            }
            if hx == 0x7F80_0000 {
                return if negative { -1.0 } else { x };
            }
            if x > f(O_THRESHOLD) {
                return huge * huge;
            }
        }
        if negative {
            return tiny - 1.0;
        }
    }
    // Argument reduction: x = k ln2 + (hi - lo), c the rounding error of hi - lo.
    let (x, k, c) = if hx > 0x3EB1_7218 {
        // |x| > ln2 / 2.
        let (hi, lo, k) = if hx < 0x3F85_1592 {
            // and |x| < 1.5 ln2.
            if negative {
                (x + f(LN2_HI), -f(LN2_LO), -1)
            } else {
                (x - f(LN2_HI), f(LN2_LO), 1)
            }
        } else {
            let half = if negative { -0.5f32 } else { 0.5 };
            let k = (f(INV_LN2) * x + half) as i32;
            let t = k as f32;
            (x - t * f(LN2_HI), t * f(LN2_LO), k)
        };
        let x = hi - lo;
        (x, k, (hi - x) - lo)
    } else if hx < 0x3300_0000 {
        // |x| < 2^-25: x itself (fdlibm's `x - ((huge + x) - (huge + x))`).
        return x;
    } else {
        (x, 0, 0.0)
    };
    let q = Q.map(f);
    let hfx = 0.5f32 * x;
    let hxs = x * hfx;
    let r1 = 1.0 + hxs * (q[0] + hxs * (q[1] + hxs * (q[2] + hxs * (q[3] + hxs * q[4]))));
    let t = 3.0f32 - r1 * hfx;
    let e = hxs * ((r1 - t) / (6.0f32 - x * t));
    if k == 0 {
        return x - (x * e - hxs);
    }
    let e = (x * (e - c) - c) - hxs;
    if k == -1 {
        return 0.5f32 * (x - e) - 0.5;
    }
    if k == 1 {
        return if x < -0.25 {
            -2.0f32 * (e - (x + 0.5))
        } else {
            1.0 + 2.0f32 * (x - e)
        };
    }
    if k <= -2 || k > 56 {
        return add_exponent(1.0 - (e - x), k) - 1.0;
    }
    if k < 23 {
        let t = f32::from_bits((0x3F80_0000 - (0x0100_0000 >> k)) as u32); // 1 - 2^-k
        add_exponent(t - (e - x), k)
    } else {
        let t = f32::from_bits(((0x7F - k) << 23) as u32); // 2^-k
        add_exponent((x - (e + t)) + 1.0, k)
    }
}

/// fdlibm's `tanhf` (see the module doc).
#[inline]
pub fn tanhf(x: f32) -> f32 {
    let ix = x.to_bits() & 0x7FFF_FFFF;
    if ix >= 0x7F80_0000 {
        // +-inf: +-1; NaN: NaN.
        return if x.is_sign_negative() {
            1.0 / x - 1.0
        } else {
            1.0 / x + 1.0
        };
    }
    if ix < 0x2400_0000 {
        // |x| < 2^-55 (zeros included): fdlibm's `x * (1 + x)`, which is x.
        return x;
    }
    let z = if ix >= 0x41B0_0000 {
        // |x| >= 22: 1 (fdlibm's `1 - tiny`).
        1.0
    } else if ix >= 0x3F80_0000 {
        // |x| >= 1.
        let t = expm1f(2.0 * x.abs());
        1.0 - 2.0 / (t + 2.0)
    } else {
        let t = expm1f(-2.0 * x.abs());
        -t / (t + 2.0)
    };
    if x.is_sign_negative() {
        -z
    } else {
        z
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_holds_powers_of_two() {
        for (i, &bits) in EXP2_TABLE.iter().enumerate() {
            let want = (i as f64 / 32.0).exp2();
            let got = f64::from_bits(bits);
            assert!(
                (got - want).abs() <= f64::EPSILON * 2.0,
                "entry {i}: {got} vs {want}"
            );
        }
    }

    #[test]
    fn expf_special_values() {
        assert_eq!(expf(0.0), 1.0);
        assert_eq!(expf(-0.0), 1.0);
        assert_eq!(expf(f32::NEG_INFINITY).to_bits(), 0);
        assert_eq!(expf(f32::INFINITY), f32::INFINITY);
        assert!(expf(f32::NAN).is_nan());
        // The last finite result and the first infinite one.
        assert_eq!(expf(f32::from_bits(0x42B17217)), f32::from_bits(0x7F7FFF84));
        assert_eq!(expf(f32::from_bits(0x42B17218)), f32::INFINITY);
        // The smallest subnormal result, and zero below it.
        assert_eq!(expf(f32::from_bits(0xC2CFF1B4)), f32::from_bits(1));
        assert_eq!(expf(f32::from_bits(0xC2CFF1B5)).to_bits(), 0);
        assert_eq!(expf(1.0), std::f32::consts::E);
    }

    /// The two inputs where glibc's FMA and non-FMA `expf` differ (found by comparing both
    /// models on every input): these are the FMA results, one above the other's.
    #[test]
    fn expf_fused_variant() {
        assert_eq!(expf(f32::from_bits(0x4202_422F)).to_bits(), 0x56FC_9F1C);
        assert_eq!(expf(f32::from_bits(0xC27C_65D9)).to_bits(), 0x11FA_2993);
    }

    #[test]
    fn tanhf_and_expm1f_special_values() {
        assert_eq!(tanhf(f32::INFINITY), 1.0);
        assert_eq!(tanhf(f32::NEG_INFINITY), -1.0);
        assert_eq!(tanhf(-0.0).to_bits(), (-0.0f32).to_bits());
        assert_eq!(tanhf(f32::from_bits(1)), f32::from_bits(1));
        assert_eq!(tanhf(30.0), 1.0);
        assert_eq!(tanhf(-30.0), -1.0);
        assert!(tanhf(f32::NAN).is_nan());
        assert_eq!(expm1f(f32::INFINITY), f32::INFINITY);
        assert_eq!(expm1f(f32::NEG_INFINITY), -1.0);
        assert_eq!(expm1f(-100.0), -1.0);
        assert_eq!(expm1f(100.0), f32::INFINITY);
        assert_eq!(expm1f(1e-30), 1e-30);
        for x in [-3.0f32, -0.4, -1e-3, 1e-3, 0.3, 0.9, 1.5, 10.0, 60.0] {
            let want = f64::from(x).exp_m1();
            let got = f64::from(expm1f(x));
            assert!(
                ((got - want) / want).abs() < 2e-7,
                "expm1f({x}) = {got}, not {want}"
            );
            let want = f64::from(x).tanh();
            let got = f64::from(tanhf(x));
            assert!(
                ((got - want) / want).abs() < 2e-7,
                "tanhf({x}) = {got}, not {want}"
            );
        }
    }

    /// Against the host's C library, where it is the one these functions reproduce (glibc
    /// before 2.41 on x86-64 with FMA): every `step`-th bit pattern.
    fn against_host(step: usize) {
        #[cfg(all(target_os = "linux", target_env = "gnu", target_arch = "x86_64"))]
        {
            unsafe extern "C" {
                safe fn expf(x: f32) -> f32;
                safe fn expm1f(x: f32) -> f32;
                safe fn tanhf(x: f32) -> f32;
                fn gnu_get_libc_version() -> *const std::ffi::c_char;
            }
            // SAFETY: glibc returns a pointer to a static NUL-terminated string.
            let version = unsafe { std::ffi::CStr::from_ptr(gnu_get_libc_version()) };
            let version = version.to_string_lossy();
            let minor: u32 = version
                .split('.')
                .nth(1)
                .and_then(|m| m.parse().ok())
                .unwrap_or(0);
            if !std::is_x86_feature_detected!("fma") {
                eprintln!("skipped: this CPU has no FMA, so glibc runs its other expf");
                return;
            }
            let old_fdlibm = (27..41).contains(&minor);
            if !old_fdlibm {
                eprintln!(
                    "note: glibc {version}: only expf is compared (tanhf, expm1f changed in 2.41)"
                );
            }
            let same = |a: f32, b: f32| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan());
            for bits in (0..=u32::MAX).step_by(step) {
                let x = f32::from_bits(bits);
                assert!(same(super::expf(x), expf(x)), "expf({x:e}) [{bits:#010x}]");
                if old_fdlibm {
                    assert!(
                        same(super::expm1f(x), expm1f(x)),
                        "expm1f({x:e}) [{bits:#010x}]"
                    );
                    assert!(
                        same(super::tanhf(x), tanhf(x)),
                        "tanhf({x:e}) [{bits:#010x}]"
                    );
                }
            }
        }
        #[cfg(not(all(target_os = "linux", target_env = "gnu", target_arch = "x86_64")))]
        {
            let _ = step;
            eprintln!("skipped: the host C library is not glibc on x86-64");
        }
    }

    #[test]
    fn strided_against_host_libm() {
        against_host(if cfg!(debug_assertions) { 65_521 } else { 509 });
    }

    /// Every `f32` input (a minute or two in release: `cargo test --release -p qnn-arith
    /// exhaustive -- --ignored`).
    #[test]
    #[ignore = "exhaustive: 2^32 inputs per function"]
    fn exhaustive_against_host_libm() {
        against_host(1);
    }
}
