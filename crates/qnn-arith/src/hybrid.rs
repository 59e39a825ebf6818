//! Run-time input quantization of TFLite's dynamic-range ("hybrid") kernels: a float row is
//! quantized to `int8` with its own scale (and zero point), then multiplied with `int8`
//! weights in integers and rescaled in `float`.
//!
//! TFLite's x86-64 builds (the TF 2.21 wheel, `BUILTIN_REF` included, since these helpers are
//! `tensor_utils` functions chosen when TFLite is compiled, not per kernel type) run the NEON
//! versions of `SymmetricQuantizeFloats` / `AsymmetricQuantizeFloats` through the NEON_2_SSE
//! emulation header. They differ from the portable C++ versions in three places, which this
//! module reproduces:
//! - Elements in whole blocks of [`BLOCK`] round as `trunc(x + copysign(0.5f, x))` in `float`
//!   (`RoundToNearest` without ARMv8's `vcvtaq`), the tail after the last whole block with
//!   `roundf`. They differ only at `±0.49999997f` (`0x3EFFFFFF`), which the block form rounds
//!   to `±1` (checked against the wheel: `docs/tflite-import.md`, "Dynamic-range kernels").
//! - The asymmetric range `rmax - rmin` is a `float` subtraction before the `double`
//!   division by 255.
//! - The asymmetric zero point is added after rounding, in integers.

/// Width of the vectorised blocks of TFLite's NEON quantizers: elements `0 .. n - n % 8` of
/// a row round with [`round_block`], the rest with `roundf`.
pub const BLOCK: usize = 8;

/// The block rounding of TFLite's NEON quantizers on x86-64: `trunc(x + copysign(0.5f, x))`
/// in `float`, converted as `cvttps2dq` (`INT32_MIN` for NaN and out-of-range values).
pub fn round_block(x: f32) -> i32 {
    let half = if x < 0.0 { -0.5f32 } else { 0.5f32 };
    trunc_to_i32(x + half)
}

/// `roundf(x)` converted to `int32` as x86-64 does (`INT32_MIN` out of range).
pub fn round_tail(x: f32) -> i32 {
    trunc_to_i32(x.round())
}

/// `(int32_t)x` as x86-64's `cvttss2si`: truncation, `INT32_MIN` for NaN and out of range.
fn trunc_to_i32(x: f32) -> i32 {
    if x.is_nan() || !(-2147483648.0..2147483648.0).contains(&x) {
        i32::MIN
    } else {
        x.trunc() as i32
    }
}

/// Element `i` of a row of length `n`, rounded as TFLite's NEON quantizers do.
fn round_at(i: usize, n: usize, x: f32) -> i32 {
    if i < n - n % BLOCK {
        round_block(x)
    } else {
        round_tail(x)
    }
}

/// TFLite's `SymmetricQuantizeFloats` (NEON): `range = max(|min|, |max|)`; an all-zero row
/// gives scale `1` and zeros; otherwise `scale = range / 127`, each value
/// `clamp(round(x * (127 / range)), -127, 127)`, both quotients in `float`. Returns the scale.
pub fn quantize_symmetric(row: &[f32], out: &mut [i8]) -> f32 {
    let (lo, hi) = min_max(row);
    let range = lo.abs().max(hi.abs());
    if range == 0.0 {
        out.fill(0);
        return 1.0;
    }
    let inv = 127.0f32 / range;
    for (i, (q, &x)) in out.iter_mut().zip(row).enumerate() {
        *q = round_at(i, row.len(), x * inv).clamp(-127, 127) as i8;
    }
    range / 127.0
}

/// TFLite's `AsymmetricQuantizeFloats` (NEON): the range `[min(0, min), max(0, max)]`; an
/// all-zero row gives scale `1`, zero point `0` and zeros; otherwise, in `double`,
/// `scale = (double)(rmax - rmin) / 255` (the subtraction in `float`), the zero point from the
/// end with the smaller error (`-128 - rmin / scale` or `127 - rmax / scale`, ties to the
/// latter), rounded half away and clamped to `[-128, 127]`; then with `inv = 1.0f / (float)scale`
/// each value is `clamp(zp + round(x * inv), -128, 127)`. Returns `(scale, zero point)`.
pub fn quantize_asymmetric(row: &[f32], out: &mut [i8]) -> (f32, i32) {
    let (lo, hi) = min_max(row);
    let rmin = lo.min(0.0);
    let rmax = hi.max(0.0);
    if rmin == rmax {
        out.fill(0);
        return (1.0, 0);
    }
    let scale = f64::from(rmax - rmin) / 255.0;
    let (a, b) = (f64::from(rmin) / scale, f64::from(rmax) / scale);
    let from_min = -128.0 - a;
    let from_max = 127.0 - b;
    let zp_real = if 128.0 + a.abs() < 127.0 + b.abs() {
        from_min
    } else {
        from_max
    };
    let zp = zp_real.round().clamp(-128.0, 127.0) as i32;
    let scale = scale as f32;
    let inv = 1.0f32 / scale;
    for (i, (q, &x)) in out.iter_mut().zip(row).enumerate() {
        let r = round_at(i, row.len(), x * inv);
        *q = r.wrapping_add(zp).clamp(-128, 127) as i8;
    }
    (scale, zp)
}

/// The smallest and largest element (`+-0` and NaN-free rows as `std::minmax_element`; an
/// empty row gives `(0, 0)`).
fn min_max(row: &[f32]) -> (f32, f32) {
    let Some(&first) = row.first() else {
        return (0.0, 0.0);
    };
    row.iter().fold((first, first), |(lo, hi), &x| {
        (if x < lo { x } else { lo }, if x > hi { x } else { hi })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The one value where the block rounding and `roundf` differ.
    #[test]
    fn block_rounding_differs_from_roundf_only_below_one_half() {
        let x = f32::from_bits(0x3EFF_FFFF);
        assert_eq!((round_block(x), round_tail(x)), (1, 0));
        assert_eq!((round_block(-x), round_tail(-x)), (-1, 0));
        for v in [0.5f32, -0.5, 1.5, -2.5, 126.5, 0.25, 127.0] {
            assert_eq!(round_block(v), round_tail(v), "{v}");
        }
        // Around every half-integer and integer of the int8 range (the only places where two
        // roundings can differ), within 64 ulps: only +-0x3EFFFFFF differs.
        let mut differ = Vec::new();
        for k in 0..=128u32 {
            for centre in [k as f32, k as f32 + 0.5] {
                for d in -64i64..=64 {
                    let b = (i64::from(centre.to_bits()) + d).max(0) as u32;
                    let v = f32::from_bits(b);
                    if round_block(v) != round_tail(v) || round_block(-v) != round_tail(-v) {
                        differ.push(b);
                    }
                }
            }
        }
        differ.dedup();
        assert_eq!(differ, vec![0x3EFF_FFFF]);
    }

    #[test]
    fn symmetric_rows() {
        let mut q = [0i8; 10];
        // range 127: inv = 1; element 1 is in the block (rounds up), element 9 in the tail.
        let half_below = f32::from_bits(0x3EFF_FFFF);
        let row = [
            127.0, half_below, 0.0, -3.5, 2.5, 0.0, 0.0, 0.0, 1.0, half_below,
        ];
        assert_eq!(quantize_symmetric(&row, &mut q), 1.0);
        assert_eq!(q, [127, 1, 0, -4, 3, 0, 0, 0, 1, 0]);
        assert_eq!(quantize_symmetric(&[0.0, -0.0], &mut q[..2]), 1.0);
        assert_eq!(&q[..2], &[0, 0]);
        let s = quantize_symmetric(&[-2.0, 1.0], &mut q[..2]);
        assert_eq!((s, q[0], q[1]), (2.0 / 127.0, -127, 64));
    }

    #[test]
    fn asymmetric_rows() {
        let mut q = [0i8; 3];
        assert_eq!(quantize_asymmetric(&[0.0, 0.0, -0.0], &mut q), (1.0, 0));
        assert_eq!(q, [0, 0, 0]);
        // All positive: rmin = 0, zp from the min end = -128, scale = max / 255.
        let (s, zp) = quantize_asymmetric(&[0.0, 1.0, 2.55], &mut q);
        assert_eq!((s, zp), ((2.55f32 as f64 / 255.0) as f32, -128));
        assert_eq!(q, [-128, -28, 127]);
        // Symmetric range: -1 .. 1, scale 2/255, zp from the max end 127 - 127.5 = -0.5 -> -1;
        // inv = 1.0f / (float)(2/255) = 127.49999f, so 1.0 gives round(127.49999) - 1 = 126.
        let (s, zp) = quantize_asymmetric(&[-1.0, 1.0, 0.0], &mut q);
        assert_eq!((s, zp), ((2.0f64 / 255.0) as f32, -1));
        assert_eq!(q, [-128, 126, -1]);
    }
}
