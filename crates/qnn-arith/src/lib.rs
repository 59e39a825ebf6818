//! qnn-arith: every scalar arithmetic rule of TFLite's reference kernels (and of TVM QNN's
//! rounding modes), in one dependency-free crate.
//!
//! The interpreter (`qnn-interp`) runs the tensor loops and calls these functions once per element
//! or per row; the IR (`qnn-ir`) uses [`Rounding`] as an attribute. Everything here is a total
//! function over its documented domain: no panics, integer overflow is always explicit
//! (`wrapping_*` where the C++ reference wraps in practice, exact `i128` where we define an exact
//! result), and the places where TFLite has undefined behaviour are documented where they are
//! handled.
//!
//! Module map:
//! - [`rounding`]: the [`Rounding`] enum (names are part of the IR text format).
//! - [`fixed_point`]: gemmlowp / TFLite primitives (SRDHM, RDBPOT, MultiplyByQuantizedMultiplier
//!   in its three TFLite variants, int16 helpers, the softmax helpers).
//! - [`multiplier`]: real scale -> `(multiplier, shift)` and each op's exact expression order.
//! - [`rescale`]: applying a multiplier under a rounding mode, float<->int quantization helpers.
//! - [`activation`]: fused-activation clamp ranges.
//! - [`libm`]: the C library's `expf`, `expm1f`, `tanhf` as TFLite gets them (glibc's
//!   algorithms), the same on every machine.
//! - [`lut`]: LOGISTIC / TANH tables (8-bit LUTs, the int16 sigmoid-table interpolation).
//! - [`softmax`]: reference SOFTMAX for 8-bit (gemmlowp) and 16-bit (LUT) inputs.
//! - [`mod@hard_swish`]: reference quantized HARD_SWISH.
//! - [`hybrid`]: run-time row quantization of TFLite's dynamic-range (hybrid) kernels.
//! - [`lstm`]: the integer LSTM's gemmlowp int16 logistic and tanh, and its derived scales.
//! - [`elementwise`]: ADD/SUB element rules (general and int16 power-of-two), uint8 CONCATENATION
//!   rescale.
//! - [`error`]: the crate's error type, [`ArithError`].
//!
//! The rounding modes are described in `docs/rounding.md` at the workspace root.

pub mod activation;
pub mod elementwise;
pub mod error;
pub mod fixed_point;
pub mod hard_swish;
pub mod hybrid;
pub mod libm;
pub mod lstm;
pub mod lut;
pub mod multiplier;
pub mod rescale;
pub mod rounding;
pub mod softmax;

#[cfg(test)]
mod reference;

pub use activation::*;
pub use elementwise::*;
pub use error::*;
pub use fixed_point::*;
pub use hard_swish::*;
pub use lut::*;
pub use multiplier::*;
pub use rescale::*;
pub use rounding::*;
pub use softmax::*;
