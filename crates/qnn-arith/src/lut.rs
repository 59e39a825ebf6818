//! Table-based ops: the 8-bit LOGISTIC / TANH lookup tables (`LUTPopulateInt8`), the int16
//! LOGISTIC / TANH reference kernels (interpolation in TFLite's 256-entry `sigmoid_table_uint16`,
//! `tflite-verified.md` correction A), and the generic 513-entry int16 LUT
//! (`LUTPopulateInt16<double>` + `LUTLookup`) used by int16 SOFTMAX.

use crate::libm;
use crate::multiplier::checked_log2;
use crate::rescale::f32_to_i32_x86;

/// The unary function of a LOGISTIC / TANH table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryFn {
    /// `1 / (1 + exp(-x))`.
    Logistic,
    /// `tanh(x)`.
    Tanh,
    /// `exp(x)` (TFLite EXP's `std::exp` lambda).
    Exp,
    /// ELU: `x < 0 ? expm1(x) : x` (TFLite's `EluPrepare` lambda).
    Elu,
    /// GELU: `0.5f * x * erfc(x * (float)-M_SQRT1_2)` (`reference_ops::GeluTransform`).
    Gelu,
    /// GELU, tanh form: `0.5f * x * (1.f + tanh(kSqrt2dPi * (x + 0.044715f * x * x * x)))`
    /// (`reference_ops::GeluTransformApproximate`, `kSqrt2dPi = (float)(M_2_SQRTPI * M_SQRT1_2)`).
    GeluTanh,
}

// The C library's `erfcf`: the function TFLite's GELU table calls. Rust's `f32::erfc` is not
// stable, and no portable implementation has the same bits (glibc 2.36's `erfcf` differs from
// both musl's and a correctly rounded one on millions of inputs), so bit-exactness requires the
// platform's own. This and the SIMD kernels are the only `unsafe` in qnnc.
//
// SAFETY: `erfcf` is declared by C99 `<math.h>` with exactly this signature, is provided by the
// C math library that Rust's `std` already links on every supported platform, takes its argument
// by value and has no preconditions (every `float`, NaN and infinities included, is a valid
// input), so calling it is always safe.
unsafe extern "C" {
    #[link_name = "erfcf"]
    safe fn c_erfcf(x: f32) -> f32;
}

impl UnaryFn {
    /// The `f32` function exactly as TFLite's lambdas write it:
    /// `1.0f / (1.0f + std::exp(-x))` and `std::tanh(x)`, with the C library's `expf`,
    /// `expm1f` and `tanhf` as [`crate::libm`] computes them (GELU's `erfcf` is the host's).
    pub fn eval_f32(self, x: f32) -> f32 {
        match self {
            UnaryFn::Logistic => 1.0f32 / (1.0f32 + libm::expf(-x)),
            UnaryFn::Tanh => libm::tanhf(x),
            UnaryFn::Exp => libm::expf(x),
            UnaryFn::Elu => {
                if x < 0.0 {
                    libm::expm1f(x)
                } else {
                    x
                }
            }
            UnaryFn::Gelu => 0.5f32 * x * c_erfcf(x * -std::f64::consts::FRAC_1_SQRT_2 as f32),
            UnaryFn::GeluTanh => {
                let k = (std::f64::consts::FRAC_2_SQRT_PI * std::f64::consts::FRAC_1_SQRT_2) as f32;
                0.5f32 * x * (1.0f32 + libm::tanhf(k * (x + 0.044715f32 * x * x * x)))
            }
        }
    }
}

/// `LUTPopulateInt8` for LOGISTIC / TANH on int8 (`signed`) or uint8 tensors.
///
/// For every input code `v`: `y = f(in_s * (float)(v - in_zp))` in `f32`,
/// `q = (int32)(roundf(y * (1.0f / out_s)) + (float)out_zp)`, clamped to the type range
/// (`-128..=127` or `0..=255`). Entry `i` of the result belongs to the input whose byte is `i`
/// (index by `x as u8`; for int8 that is TFLite's `[0..127, -128..-1]` order).
///
/// The values depend on the C library's `expf` and `tanhf`, which [`crate::libm`] reproduces
/// (glibc's, as the TFLite wheel calls them on x86-64 Linux).
pub fn lut_8bit(
    f: UnaryFn,
    in_s: f32,
    in_zp: i32,
    out_s: f32,
    out_zp: i32,
    signed: bool,
) -> [i32; 256] {
    let (minval, maxval) = if signed { (-128i32, 127i32) } else { (0, 255) };
    let inverse_scale = 1.0f32 / out_s;
    let mut lut = [0i32; 256];
    for val in minval..=maxval {
        let dequantized = in_s * (val.wrapping_sub(in_zp) as f32);
        let transformed = f.eval_f32(dequantized);
        let rescaled = (transformed * inverse_scale).round();
        let quantized = f32_to_i32_x86(rescaled + out_zp as f32);
        let index = (val as u8) as usize;
        lut[index] = quantized.clamp(minval, maxval);
    }
    lut
}

/// TFLite's `sigmoid_table_uint16[256]`: `sigmoid(i/24)` in unsigned Q0.16, tuned for linear
/// interpolation (it is NOT `round(65536 * sigmoid(i/24))`: that differs in 44 entries).
///
/// Origin: TensorFlow Lite / LiteRT `tflite/kernels/internal/common.h` (Apache-2.0), constant
/// data copied verbatim as a fact of the kernel.
pub const SIGMOID_TABLE_UINT16: [u16; 256] = [
    32768, 33451, 34133, 34813, 35493, 36169, 36843, 37513, 38180, 38841, 39498, 40149, 40794,
    41432, 42064, 42688, 43304, 43912, 44511, 45102, 45683, 46255, 46817, 47369, 47911, 48443,
    48964, 49475, 49975, 50464, 50942, 51409, 51865, 52311, 52745, 53169, 53581, 53983, 54374,
    54755, 55125, 55485, 55834, 56174, 56503, 56823, 57133, 57433, 57724, 58007, 58280, 58544,
    58800, 59048, 59288, 59519, 59743, 59959, 60168, 60370, 60565, 60753, 60935, 61110, 61279,
    61441, 61599, 61750, 61896, 62036, 62172, 62302, 62428, 62549, 62666, 62778, 62886, 62990,
    63090, 63186, 63279, 63368, 63454, 63536, 63615, 63691, 63765, 63835, 63903, 63968, 64030,
    64090, 64148, 64204, 64257, 64308, 64357, 64405, 64450, 64494, 64536, 64576, 64614, 64652,
    64687, 64721, 64754, 64786, 64816, 64845, 64873, 64900, 64926, 64950, 64974, 64997, 65019,
    65039, 65060, 65079, 65097, 65115, 65132, 65149, 65164, 65179, 65194, 65208, 65221, 65234,
    65246, 65258, 65269, 65280, 65291, 65301, 65310, 65319, 65328, 65337, 65345, 65352, 65360,
    65367, 65374, 65381, 65387, 65393, 65399, 65404, 65410, 65415, 65420, 65425, 65429, 65433,
    65438, 65442, 65445, 65449, 65453, 65456, 65459, 65462, 65465, 65468, 65471, 65474, 65476,
    65479, 65481, 65483, 65485, 65488, 65489, 65491, 65493, 65495, 65497, 65498, 65500, 65501,
    65503, 65504, 65505, 65507, 65508, 65509, 65510, 65511, 65512, 65513, 65514, 65515, 65516,
    65517, 65517, 65518, 65519, 65520, 65520, 65521, 65522, 65522, 65523, 65523, 65524, 65524,
    65525, 65525, 65526, 65526, 65526, 65527, 65527, 65528, 65528, 65528, 65529, 65529, 65529,
    65529, 65530, 65530, 65530, 65530, 65531, 65531, 65531, 65531, 65531, 65532, 65532, 65532,
    65532, 65532, 65532, 65533, 65533, 65533, 65533, 65533, 65533, 65533, 65533, 65534, 65534,
    65534, 65534, 65534, 65534, 65534, 65534, 65534, 65534, 65535,
];

/// Prepared parameters of int16 LOGISTIC / TANH (TFLite `OpData::input_multiplier` /
/// `input_left_shift` after `SigmoidPrepare` / `TanhPrepare`). Both zero points must be 0 and the
/// output scale `1/32768` (checked by TFLite; not checked here).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Int16LutParams {
    /// `input_multiplier`; 0 marks the power-of-two-scale case.
    pub multiplier: i32,
    /// `input_left_shift` (really a right shift of the product, with rounding).
    pub left_shift: i32,
}

impl Int16LutParams {
    /// The general case: `m = (double)in_scale * 4096.0 * 3.0`, doubled (counting `left_shift`)
    /// while `m <= 32767/2` and `left_shift <= 30`, then truncated to `int32_t`.
    fn general(in_scale: f32) -> Self {
        let mut m = f64::from(in_scale) * 4096.0 * 3.0;
        let mut left_shift = 0;
        while m <= 32767.0 / 2.0 && left_shift <= 30 {
            left_shift += 1;
            m *= 2.0;
        }
        Int16LutParams {
            multiplier: m as i32,
            left_shift,
        }
    }

    /// `SigmoidPrepare` for int16: the power-of-two branch (`multiplier = 0`) when
    /// [`checked_log2`]`(in_scale) + 12 == 0`, i.e. `in_scale == 2^-12`; otherwise the general
    /// multiplier.
    pub fn logistic(in_scale: f32) -> Self {
        match checked_log2(in_scale) {
            Some(l) if 12 + l == 0 => Int16LutParams {
                multiplier: 0,
                left_shift: 0,
            },
            _ => Self::general(in_scale),
        }
    }

    /// `TanhPrepare` for int16: the power-of-two branch when `12 + log2(in_scale)` is 0 or 1
    /// (`in_scale` is `2^-12` or `2^-11`); otherwise the general multiplier.
    pub fn tanh(in_scale: f32) -> Self {
        match checked_log2(in_scale) {
            Some(l) if 12 + l == 0 || 12 + l == 1 => Int16LutParams {
                multiplier: 0,
                left_shift: 12 + l,
            },
            _ => Self::general(in_scale),
        }
    }

    /// The kernel's input rescale: the power-of-two case becomes `(3 << left_shift, 0)`, then
    /// `(x * multiplier + round) >> left_shift` in 32 bits (the product wraps for absurd scales,
    /// where C overflows).
    fn rescale_input(self, x: i16) -> i32 {
        let (multiplier, left_shift) = if self.multiplier == 0 {
            (3i32.wrapping_shl(self.left_shift.clamp(0, 31) as u32), 0)
        } else {
            (self.multiplier, self.left_shift.clamp(0, 31))
        };
        let round = if left_shift > 0 {
            1i32 << (left_shift - 1)
        } else {
            0
        };
        i32::from(x).wrapping_mul(multiplier).wrapping_add(round) >> left_shift
    }

    /// `reference_integer_ops::Logistic` (int16) for one element.
    pub fn eval_logistic(self, x: i16) -> i16 {
        let input_data = self.rescale_input(x);
        let abs_input = input_data.unsigned_abs();
        let uh = abs_input >> 9;
        let mut result: u32 = if uh >= 255 {
            0x7FFF << 10
        } else {
            let ua = u32::from(SIGMOID_TABLE_UINT16[uh as usize]);
            let ub = u32::from(SIGMOID_TABLE_UINT16[uh as usize + 1]);
            let ut = abs_input & 0x1ff;
            (ua << 9).wrapping_add(ut.wrapping_mul(ub.wrapping_sub(ua)))
        };
        result = if input_data >= 0 {
            result.wrapping_add(1 << 9)
        } else {
            (1u32 << 25)
                .wrapping_sub(result)
                .wrapping_add(1 << 9)
                .wrapping_sub(1)
        };
        (result >> 10) as i16
    }

    /// `reference_integer_ops::Tanh` (int16) for one element (`tanh(x) = 2 sigmoid(2x) - 1` on
    /// the same table, with half the index shift).
    pub fn eval_tanh(self, x: i16) -> i16 {
        let input_data = self.rescale_input(x);
        let abs_input = input_data.unsigned_abs();
        let uh = abs_input >> 8;
        let mut result: i32 = if uh >= 255 {
            0xFFFF << 8
        } else {
            let ua = u32::from(SIGMOID_TABLE_UINT16[uh as usize]);
            let ub = u32::from(SIGMOID_TABLE_UINT16[uh as usize + 1]);
            let ut = abs_input & 0xFF;
            (ua << 8).wrapping_add(ut.wrapping_mul(ub.wrapping_sub(ua))) as i32
        };
        result = if input_data >= 0 {
            result.wrapping_sub(1 << 23).wrapping_add(1 << 7)
        } else {
            result
                .wrapping_neg()
                .wrapping_add(1 << 23)
                .wrapping_add(1 << 7)
                .wrapping_sub(1)
        };
        (result >> 8) as i16
    }
}

/// int16 LOGISTIC of one element (prepares [`Int16LutParams::logistic`] each call; prepare once
/// and use [`Int16LutParams::eval_logistic`] in loops).
pub fn logistic_i16(x: i16, in_scale: f32) -> i16 {
    Int16LutParams::logistic(in_scale).eval_logistic(x)
}

/// int16 TANH of one element (see [`logistic_i16`]).
pub fn tanh_i16(x: i16, in_scale: f32) -> i16 {
    Int16LutParams::tanh(in_scale).eval_tanh(x)
}

/// Number of entries of an int16 interpolation LUT (512 segments + 1 end point).
pub const LUT16_SIZE: usize = 513;

/// `LUTPopulateInt16<FloatT>` (`common.h`) for one floating-point type: samples `f` at 512 + 1
/// points of the int16 input range of `(input_scale, input_zp)` and stores them on the int16
/// output scale of `(output_scale, output_zp)`, each entry corrected by half the interpolation
/// error at the segment midpoint. All arithmetic in `FloatT` in TFLite's order; `round` is ties
/// away; entries are clamped to the int16 range.
macro_rules! lut_populate_int16 {
    ($(#[$doc:meta])* $name:ident, $t:ty) => {
        $(#[$doc])*
        pub fn $name(
            f: impl Fn($t) -> $t,
            input_scale: $t,
            input_zp: i32,
            output_scale: $t,
            output_zp: i32,
        ) -> [i16; LUT16_SIZE] {
            let min16 = <$t>::from(i16::MIN);
            let max16 = <$t>::from(i16::MAX);
            let input_min = input_scale * (i32::from(i16::MIN) - input_zp) as $t;
            let input_max = input_scale * (i32::from(i16::MAX) - input_zp) as $t;
            let output_min = output_scale * (i32::from(i16::MIN) - output_zp) as $t;
            let output_max = output_scale * (i32::from(i16::MAX) - output_zp) as $t;
            const NB_STEPS: i32 = 512;
            let step = (input_max - input_min) / NB_STEPS as $t;
            let half_step = step / 2.0;
            let output_scaling_inv = 65536.0 / (output_max - output_min);
            let mut lut = [0i16; LUT16_SIZE];
            for i in 0..NB_STEPS {
                let val = f(input_min + i as $t * step);
                let val_midpoint = f(input_min + i as $t * step + half_step);
                let val_next = f(input_min + (i + 1) as $t * step);
                let sample_val = (val * output_scaling_inv).round();
                let midpoint_interp_val = ((val_next * output_scaling_inv
                    + (val * output_scaling_inv).round())
                    / 2.0)
                    .round();
                let midpoint_val = (val_midpoint * output_scaling_inv).round();
                let midpoint_err = midpoint_interp_val - midpoint_val;
                let bias = (midpoint_err / 2.0).round();
                lut[i as usize] = (sample_val - bias).max(min16).min(max16) as i16;
            }
            lut[NB_STEPS as usize] = (f(input_max) * output_scaling_inv)
                .round()
                .max(min16)
                .min(max16) as i16;
            lut
        }
    };
}

lut_populate_int16!(
    /// `LUTPopulateInt16<double>`: the int16 SOFTMAX tables.
    lut_populate_int16_f64,
    f64
);
lut_populate_int16!(
    /// `LUTPopulate<int16_t>` = `LUTPopulateInt16<float>`: the int16 tables of RSQRT, EXP, LOG.
    lut_populate_int16_f32,
    f32
);

/// `LUTLookup(int16_t, const int16_t* lut)`: index by the top 9 bits, interpolate with the low 7
/// (`base + ((slope * offset + 64) >> 7)`, the slope truncated to int16 as in C).
pub fn lut_lookup_int16(value: i16, lut: &[i16; LUT16_SIZE]) -> i16 {
    let index = (256 + (i32::from(value) >> 7)) as usize; // 0..=511
    let offset = i32::from(value & 0x7f);
    let base = lut[index];
    let slope = lut[index + 1].wrapping_sub(base);
    let delta = (i32::from(slope) * offset + 64) >> 7;
    (i32::from(base) + delta) as i16
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sanity of the transcribed table against its definition: within 1 of
    /// `round(65536 * sigmoid(i/24))` (clamped to 65535), strictly anchored at both ends.
    #[test]
    fn sigmoid_table_matches_its_definition_within_one() {
        assert_eq!(SIGMOID_TABLE_UINT16[0], 32768);
        assert_eq!(SIGMOID_TABLE_UINT16[1], 33451);
        assert_eq!(SIGMOID_TABLE_UINT16[255], 65535);
        let mut off_by_one = 0;
        for (i, &t) in SIGMOID_TABLE_UINT16.iter().enumerate() {
            let s = 65536.0 / (1.0 + (-(i as f64) / 24.0).exp());
            let r = s.round().min(65535.0) as i64;
            let d = (i64::from(t) - r).abs();
            assert!(d <= 1, "entry {i}: {t} vs {r}");
            off_by_one += d;
        }
        // tflite-verified.md: regenerating by rounding gets 44 entries wrong by 1.
        assert_eq!(off_by_one, 44);
    }

    #[test]
    fn sigmoid_table_is_monotone() {
        for w in SIGMOID_TABLE_UINT16.windows(2) {
            assert!(w[0] <= w[1]);
        }
    }

    /// Hand-derived entries: int8 logistic with out (1/256, -128): at the zero point
    /// sigmoid(0) = 0.5 -> 128 - 128 = 0; far inputs saturate to 127 (256 - 128 clamped) and
    /// to -128.
    #[test]
    fn int8_logistic_hand_entries() {
        let lut = lut_8bit(UnaryFn::Logistic, 0.32, 5, 1.0 / 256.0, -128, true);
        assert_eq!(lut[5], 0); // x == in_zp
        assert_eq!(lut[127], 127); // x = 127: y rounds to 1.0 -> 128, clamped
        assert_eq!(lut[(-128i8 as u8) as usize], -128); // x = -128: y ~ 1e-18 -> 0 - 128
                                                        // The table is non-decreasing in the input value.
        let ordered: Vec<i32> = (-128i32..=127).map(|v| lut[(v as u8) as usize]).collect();
        assert!(ordered.windows(2).all(|w| w[0] <= w[1]));
    }

    #[test]
    fn int8_tanh_hand_entries() {
        // out (1/128, 0): tanh(0) = 0; +-large saturates to 127 / -128.
        let lut = lut_8bit(UnaryFn::Tanh, 0.36, -3, 1.0 / 128.0, 0, true);
        assert_eq!(lut[(-3i8 as u8) as usize], 0);
        assert_eq!(lut[127], 127);
        assert_eq!(lut[128], -128);
        let ordered: Vec<i32> = (-128i32..=127).map(|v| lut[(v as u8) as usize]).collect();
        assert!(ordered.windows(2).all(|w| w[0] <= w[1]));
        // Odd symmetry around the zero point away from saturation: tanh(-x) = -tanh(x), and
        // roundf is symmetric.
        for d in 1..8 {
            let p = lut[((-3 + d) as i8 as u8) as usize];
            let n = lut[((-3 - d) as i8 as u8) as usize];
            assert_eq!(p, -n, "d = {d}");
        }
    }

    #[test]
    fn uint8_logistic_layout() {
        let lut = lut_8bit(UnaryFn::Logistic, 0.1, 128, 1.0 / 256.0, 0, false);
        assert_eq!(lut[128], 128); // 0.5 * 256
        assert_eq!(lut[255], 255); // saturates below 256 clamp
        assert_eq!(lut[0], 0);
        assert!(lut.windows(2).all(|w| w[0] <= w[1]));
    }

    #[test]
    fn int16_params() {
        // tflite-verified.md: e.g. 26036 / ls 14 and 27370 / ls 16 for their scales. Derive the
        // general rule by hand for scale 1/4000: m = 3.072 -> *2^13 = 25165.8 -> (25165, 13).
        let p = Int16LutParams::logistic(1.0 / 4000.0);
        assert_eq!(
            p,
            Int16LutParams {
                multiplier: 25165,
                left_shift: 13
            }
        );
        assert_eq!(
            Int16LutParams::logistic(1.0 / 4096.0),
            Int16LutParams {
                multiplier: 0,
                left_shift: 0
            }
        );
        assert_eq!(
            Int16LutParams::tanh(1.0 / 2048.0),
            Int16LutParams {
                multiplier: 0,
                left_shift: 1
            }
        );
        // 2^-11 is not the logistic power-of-two case.
        assert_eq!(
            Int16LutParams::logistic(1.0 / 2048.0),
            Int16LutParams {
                multiplier: 24576,
                left_shift: 12
            }
        );
    }

    #[test]
    fn int16_logistic_hand_values() {
        for scale in [1.0f32 / 4096.0, 1.0 / 3000.0, 0.001_234] {
            let p = Int16LutParams::logistic(scale);
            // x = 0: table[0] = 32768 -> (32768 << 9) + 512 >> 10 = 16384 = 0.5 in Q0.15.
            assert_eq!(p.eval_logistic(0), 16384);
            // Saturation (|x * multiplier| >> (ls + 9) >= 255) for the two non-power-of-two
            // scales; with scale 2^-12 the input range ends at sigmoid(8), inside the table.
            if scale != 1.0 / 4096.0 {
                assert_eq!(p.eval_logistic(i16::MAX), 32767);
            }
            if scale != 1.0 / 4096.0 {
                // (2^25 - (0x7FFF << 10) + 2^9 - 1) >> 10 = 1535 >> 10 = 1.
                assert_eq!(p.eval_logistic(i16::MIN), 1);
            }
            // Monotone.
            let mut prev = i16::MIN;
            for x in (i16::MIN..=i16::MAX).step_by(97) {
                let y = p.eval_logistic(x);
                assert!(y >= prev);
                prev = y;
            }
        }
    }

    #[test]
    fn int16_tanh_hand_values() {
        for scale in [1.0f32 / 4096.0, 1.0 / 2048.0, 1.0 / 3000.0] {
            let p = Int16LutParams::tanh(scale);
            // x = 0: (32768 << 8) - 2^23 + 128 >> 8 = 0.
            assert_eq!(p.eval_tanh(0), 0);
            assert_eq!(p.eval_tanh(i16::MAX), 32767);
            assert_eq!(p.eval_tanh(i16::MIN), -32767);
            let mut prev = i16::MIN;
            for x in (i16::MIN..=i16::MAX).step_by(89) {
                let y = p.eval_tanh(x);
                assert!(y >= prev);
                prev = y;
            }
        }
    }

    #[test]
    fn lut16_constant_function() {
        // Output range [-1, 32767/32768] -> scaling 65536 / (65535/32768) = 32768.50000762...;
        // 0.5 * that rounds to 16384 at every sample and the midpoint error is 0.
        let lut = lut_populate_int16_f64(|_| 0.5, 1.0 / 32768.0, 0, 1.0 / 32768.0, 0);
        assert!(lut.iter().all(|&v| v == 16384));
        for v in [-32768i16, -1000, -1, 0, 1, 77, 32767] {
            assert_eq!(lut_lookup_int16(v, &lut), 16384);
        }
    }

    #[test]
    fn lut16_lookup_formula() {
        // A hand-made ramp: entry i = 2 * i - 512, so value v maps to 2 * (v >> 7) + ... with
        // slope 2 over 128 steps: base + (2 * offset + 64) >> 7.
        let mut lut = [0i16; LUT16_SIZE];
        for (i, e) in lut.iter_mut().enumerate() {
            *e = (2 * i as i32 - 512) as i16;
        }
        // v = 0: index 256, base 0, offset 0 -> 0.
        assert_eq!(lut_lookup_int16(0, &lut), 0);
        // v = 32: offset 32 -> (64 + 64) >> 7 = 1.
        assert_eq!(lut_lookup_int16(32, &lut), 1);
        // v = 31: (62 + 64) >> 7 = 0.
        assert_eq!(lut_lookup_int16(31, &lut), 0);
        // v = -1: index 255 (base -2), offset 127 -> -2 + (254 + 64) >> 7 = -2 + 2 = 0.
        assert_eq!(lut_lookup_int16(-1, &lut), 0);
        // v = -32768: index 0, base -512.
        assert_eq!(lut_lookup_int16(-32768, &lut), -512);
    }
}
