//! Error type of the crate.
//!
//! Only the functions that can meet inputs outside the domain TFLite defines return errors; the
//! literal primitives in [`crate::fixed_point`] are total and never fail.

use crate::rounding::Rounding;

/// Errors of the arithmetic helpers.
#[derive(Debug, thiserror::Error, PartialEq, Eq, Clone)]
pub enum ArithError {
    /// The input value does not fit the integer width the mode's TFLite kernel takes
    /// (e.g. `tflite_double` multiplies an `int32_t`).
    #[error("value {value} does not fit in {bits} bits, as rounding mode `{mode}` requires")]
    InputOutOfRange {
        /// The offending value.
        value: i64,
        /// Width the mode needs.
        bits: u32,
        /// The rounding mode.
        mode: Rounding,
    },
    /// The exact result does not fit the output width (TFLite only `DCHECK`s this and truncates).
    #[error("result of the fixed-point multiply leaves the {bits}-bit range under rounding mode `{mode}`")]
    ResultOutOfRange {
        /// Width of the result.
        bits: u32,
        /// The rounding mode.
        mode: Rounding,
    },
    /// `f64_half_away` needs the real multiplier (use [`crate::rescale::f64_rescale`]).
    #[error("rounding mode `{0}` needs the real (f64) multiplier, not a quantized one")]
    NeedsRealMultiplier(Rounding),
    /// A clamp range with `min > max`.
    #[error("invalid clamp range [{min}, {max}]")]
    InvalidRange {
        /// Lower bound.
        min: i64,
        /// Upper bound.
        max: i64,
    },
    /// The input drives TFLite's reference kernel into a failing assertion (the pip build of
    /// TF 2.21 has gemmlowp's `assert`s compiled in, so the interpreter process aborts).
    #[error("TFLite's reference kernel aborts on this input: {0}")]
    ReferenceKernelAborts(String),
    /// Quantization parameters that the TFLite kernel rejects at `Prepare` time.
    #[error("unsupported quantization parameters: {0}")]
    UnsupportedParams(String),
    /// An input outside the domain on which TFLite's kernel is defined (its C++ would shift
    /// by a negative or too large amount).
    #[error("outside the domain of TFLite's kernel: {0}")]
    OutsideDomain(String),
}
