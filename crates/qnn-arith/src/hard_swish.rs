//! Reference quantized HARD_SWISH (`reference_ops::HardSwish`, `HardSwishPrepare`;
//! `tflite.md` §2.6 and §3) for int8 and uint8.

use crate::error::ArithError;
use crate::fixed_point::{rdbpot_i16, saturating_left_shift_i16, sdhm_i16, srdhm_i16};
use crate::multiplier::{down_scale_int32_to_int16_multiplier, quantize_multiplier};

/// Prepared HARD_SWISH parameters (TFLite `HardSwishParams`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HardSwishParams {
    /// Input zero point.
    pub input_zero_point: i32,
    /// Output zero point.
    pub output_zero_point: i32,
    /// Q0.15 multiplier from the "hires" input scale (`in_s / 128`) to the output scale.
    pub output_multiplier_fixedpoint_int16: i16,
    /// Its exponent (TFLite requires `<= 0`).
    pub output_multiplier_exponent: i32,
    /// Q0.15 multiplier from the hires input scale to the "reluish" scale (3.0 = 32768).
    pub reluish_multiplier_fixedpoint_int16: i16,
    /// Its exponent (either sign).
    pub reluish_multiplier_exponent: i32,
}

impl HardSwishParams {
    /// `TF_LITE_ENSURE(output_multiplier_exponent <= 0)` of `HardSwishPrepare`.
    pub fn validate(&self) -> Result<(), ArithError> {
        if self.output_multiplier_exponent > 0 {
            return Err(ArithError::UnsupportedParams(format!(
                "HARD_SWISH output multiplier exponent {} > 0 (output scale too small for the input scale)",
                self.output_multiplier_exponent
            )));
        }
        Ok(())
    }
}

/// `HardSwishPrepare` (int8/uint8), all in `f32` as TFLite writes it:
/// `hires = (1.0f / 128.0f) * in_s`; `out_m = hires / out_s`; `relu_m = hires / (3.0f / 32768.0f)`;
/// each through `QuantizeMultiplier` and `DownScaleInt32ToInt16Multiplier`.
/// Call [`HardSwishParams::validate`] to apply TFLite's `Prepare` check.
pub fn hard_swish_params(in_s: f32, in_zp: i32, out_s: f32, out_zp: i32) -> HardSwishParams {
    let hires_input_scale = (1.0f32 / 128.0f32) * in_s;
    let reluish_scale = 3.0f32 / 32768.0f32;
    let output_multiplier = hires_input_scale / out_s;
    let out_q = quantize_multiplier(f64::from(output_multiplier));
    let reluish_multiplier = hires_input_scale / reluish_scale;
    let relu_q = quantize_multiplier(f64::from(reluish_multiplier));
    HardSwishParams {
        input_zero_point: in_zp,
        output_zero_point: out_zp,
        output_multiplier_fixedpoint_int16: down_scale_int32_to_int16_multiplier(out_q.multiplier),
        output_multiplier_exponent: out_q.shift,
        reluish_multiplier_fixedpoint_int16: down_scale_int32_to_int16_multiplier(
            relu_q.multiplier,
        ),
        reluish_multiplier_exponent: relu_q.shift,
    }
}

/// `reference_ops::HardSwish` for one int8/uint8 element `x`, clamped to `qmin..=qmax` (the
/// output type's limits).
///
/// ```text
/// v      = (int16)(x - in_zp);  hires = (int16)(v * 128)
/// pre    = SRDHM16(hires, out_m16)
/// r      = hires
/// if relu_e > 0: r = SatLShift16(r, relu_e - 1)
/// r      = SRDHM16(r, relu_m16)
/// if relu_e > 0: r = SatLShift16(r, 1)
/// if relu_e < 0: r = RDBPOT16(r, -relu_e)
/// r      = (r + 32768) >> 1                      // [-1, 1] -> [0, 1] in Q0.15
/// o      = RDBPOT16(SDHM16(r, pre), -out_e)      // SDHM16 truncates (no rounding nudge)
/// o      = (int16)(o + out_zp); clamp(o, qmin, qmax)
/// ```
/// All 16-bit intermediate casts wrap like the C code. A positive `out_e` (rejected by TFLite)
/// is treated as 0.
pub fn hard_swish(x: i32, p: &HardSwishParams, qmin: i32, qmax: i32) -> i32 {
    let input_value = x.wrapping_sub(p.input_zero_point) as i16;
    let hires = i32::from(input_value).wrapping_mul(1 << 7) as i16;
    let preshift_output = srdhm_i16(hires, p.output_multiplier_fixedpoint_int16);
    let mut reluish = hires;
    let relu_e = p.reluish_multiplier_exponent;
    if relu_e > 0 {
        reluish = saturating_left_shift_i16(reluish, relu_e - 1);
    }
    reluish = srdhm_i16(reluish, p.reluish_multiplier_fixedpoint_int16);
    if relu_e > 0 {
        reluish = saturating_left_shift_i16(reluish, 1);
    }
    if relu_e < 0 {
        reluish = rdbpot_i16(reluish, relu_e.saturating_neg());
    }
    reluish = ((i32::from(reluish) + (1 << 15)) >> 1) as i16;
    let preshift = sdhm_i16(reluish, preshift_output);
    let mut output = rdbpot_i16(preshift, p.output_multiplier_exponent.saturating_neg());
    output = (i32::from(output).wrapping_add(p.output_zero_point)) as i16;
    i32::from(output).max(qmin).min(qmax)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn params_for_simple_scales() {
        // in_s = 3/32 * 128 / 128 ... choose in_s = 0.09375 (3/32): hires = 3/4096;
        // relu_m = (3/4096) / (3/32768) = 8 -> (2^30, 4) -> m16 2^14, e 4;
        // out_s = 3/32: out_m = 1/128 -> (2^30, -6) -> m16 2^14, e -6.
        let p = hard_swish_params(0.093_75, -5, 0.093_75, 7);
        assert_eq!(
            p,
            HardSwishParams {
                input_zero_point: -5,
                output_zero_point: 7,
                output_multiplier_fixedpoint_int16: 1 << 14,
                output_multiplier_exponent: -6,
                reluish_multiplier_fixedpoint_int16: 1 << 14,
                reluish_multiplier_exponent: 4,
            }
        );
        assert_eq!(p.validate(), Ok(()));
        assert!(hard_swish_params(1.0, 0, 0.001, 0).validate().is_err());
    }

    /// Hand evaluation with the parameters above (scale 3/32 in and out, so real x = 3v/32 and
    /// the output code is hard_swish(x) * 32/3):
    /// - v = 0: everything is 0 -> out = zp.
    /// - v = 32 (x = 3): hires = 4096; pre = SRDHM16(4096, 16384) = 2048; reluish:
    ///   SatLShift(4096, 3) = 32767, SRDHM16(32767, 16384) = 16384, SatLShift(16384, 1) = 32767,
    ///   (32767 + 32768) >> 1 = 32767; SDHM16(32767, 2048) = 2047; RDBPOT(2047, 6) = 32 -> 39.
    /// - v = -32 (x = -3): reluish saturates to -32768 -> (0) >> 1 = 0 -> out = zp.
    #[test]
    fn hand_values() {
        let p = hard_swish_params(0.093_75, -5, 0.093_75, 7);
        assert_eq!(hard_swish(-5, &p, -128, 127), 7);
        assert_eq!(hard_swish(27, &p, -128, 127), 39);
        assert_eq!(hard_swish(-37, &p, -128, 127), 7);
        // Far positive inputs: identity (v = 100 -> out v + zp = 107, up to the rounding
        // of SDHM16's truncation: SDHM16(32767, 6400) = 6399, RDBPOT(6399, 6) = 100).
        assert_eq!(hard_swish(95, &p, -128, 127), 107);
        // Clamp.
        assert_eq!(hard_swish(127, &p, -128, 127), 127);
    }
}
