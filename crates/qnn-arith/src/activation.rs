//! Fused-activation clamp ranges (`CalculateActivationRangeQuantized`, `tflite.md` §2.7).

use crate::rescale::f32_to_i32_x86;

/// Fused activation of a quantized op (TFLite `ActivationFunctionType` NONE / RELU /
/// RELU_N1_TO_1 / RELU6; TANH and SIGN_BIT are not supported on quantized paths).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Activation {
    /// No clamp beyond the type range.
    None,
    /// `[0, +inf)`.
    Relu,
    /// `[-1, 1]`.
    ReluN1To1,
    /// `[0, 6]`.
    Relu6,
}

/// TFLite `Q(f) = zero_point + (int32_t)roundf(f / scale)`: `f32` division, ties away, the
/// x86-64 conversion, and a wrapping 32-bit add (a zero point outside `i32` saturates first).
fn quantize_bound(f: f32, scale: f32, zero_point: i64) -> i64 {
    let zp = i32::try_from(zero_point).unwrap_or(if zero_point < 0 { i32::MIN } else { i32::MAX });
    i64::from(zp.wrapping_add(f32_to_i32_x86((f / scale).round())))
}

/// `CalculateActivationRangeQuantized`: the `(act_min, act_max)` clamp of a fused activation for
/// an output with `scale` / `zero_point` and type limits `qmin..=qmax`:
///
/// - NONE: `[qmin, qmax]`
/// - RELU: `[max(qmin, Q(0)), qmax]`
/// - RELU6: `[max(qmin, Q(0)), min(qmax, Q(6))]`
/// - RELU_N1_TO_1: `[max(qmin, Q(-1)), min(qmax, Q(1))]`
///
/// With pathological scales (e.g. `6 / scale` beyond `i32`) TFLite's bounds can come out
/// inverted (`act_min > act_max`); they are returned as computed. Apply them like TFLite does,
/// `min(max(x, act_min), act_max)` ([`clamp_like_tflite`]), never with `i64::clamp`, which
/// panics on an inverted range.
pub fn activation_range(
    act: Activation,
    scale: f32,
    zero_point: i64,
    qmin: i64,
    qmax: i64,
) -> (i64, i64) {
    let q = |f: f32| quantize_bound(f, scale, zero_point);
    match act {
        Activation::None => (qmin, qmax),
        Activation::Relu => (qmin.max(q(0.0)), qmax),
        Activation::Relu6 => (qmin.max(q(0.0)), qmax.min(q(6.0))),
        Activation::ReluN1To1 => (qmin.max(q(-1.0)), qmax.min(q(1.0))),
    }
}

/// `std::min(std::max(x, lo), hi)`: TFLite's clamp order (the upper bound wins on an inverted
/// range). Never panics.
pub fn clamp_like_tflite(x: i64, lo: i64, hi: i64) -> i64 {
    x.max(lo).min(hi)
}

/// TFLite's reference float LOGISTIC (`reference_ops::Logistic`): `1.0f` above
/// `16.619047164916992188f`, `expf(x)` below `-9.0f`, otherwise `1.0f / (1.0f + expf(-x))`
/// (a NaN takes the last branch and stays NaN).
#[inline]
pub fn logistic_f32(x: f32) -> f32 {
    // TFLite writes 16.619047164916992188f, the same float.
    const CUTOFF_UPPER: f32 = 16.619_047;
    const CUTOFF_LOWER: f32 = -9.0;
    if x > CUTOFF_UPPER {
        1.0
    } else if x < CUTOFF_LOWER {
        crate::libm::expf(x)
    } else {
        1.0 / (1.0 + crate::libm::expf(-x))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges() {
        // scale 0.05, zp -10: Q(0) = -10, Q(6) = -10 + 120 = 110, Q(-1) = -30, Q(1) = 10.
        let r = |a| activation_range(a, 0.05, -10, -128, 127);
        assert_eq!(r(Activation::None), (-128, 127));
        assert_eq!(r(Activation::Relu), (-10, 127));
        assert_eq!(r(Activation::Relu6), (-10, 110));
        assert_eq!(r(Activation::ReluN1To1), (-30, 10));
        // Q(6) beyond the type: clipped to qmax.
        assert_eq!(
            activation_range(Activation::Relu6, 0.01, 0, -128, 127),
            (0, 127)
        );
        // Rounding of f / scale is ties away: 6 / 4 = 1.5 -> 2; -1 / 2 = -0.5 -> -1.
        assert_eq!(
            activation_range(Activation::Relu6, 4.0, 0, -128, 127),
            (0, 2)
        );
        assert_eq!(
            activation_range(Activation::ReluN1To1, 2.0, 0, -128, 127),
            (-1, 1)
        );
    }

    #[test]
    fn pathological_scale_inverts_like_x86_tflite() {
        // 6 / 1e-9 does not fit int32: (int32) gives INT32_MIN, so act_max = INT32_MIN.
        let (lo, hi) = activation_range(Activation::Relu6, 1e-9, 0, -128, 127);
        assert_eq!((lo, hi), (0, i64::from(i32::MIN)));
        assert_eq!(clamp_like_tflite(5, lo, hi), i64::from(i32::MIN));
    }
}
