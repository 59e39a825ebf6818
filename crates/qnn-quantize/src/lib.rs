//! `qnn-quantize`: quantizing float models to the QNN dialect.
//!
//! - [`config`]: the qconfig ([`QConfig`]), in which every field means one thing. It replaces
//!   Apache TVM's `relay.quantize` `qconfig`, whose users could not tell `nbit_weight` from
//!   `dtype_weight`, had no zero points and no int4; a `[tvm]` table accepts TVM's field names
//!   and says how each maps ([`config::TVM_FIELDS`]).
//! - [`layers`]: the float graph's ops grouped into the layers that become one QNN op each.
//! - [`calibrate`]: running the float graph on samples and choosing ranges.
//! - [`clipping`]: calibration mode `auto`, each range chosen by the error it causes.
//! - [`equalize`]: cross-layer equalization (`weights.equalize`).
//! - [`adaround`]: adaptive weight rounding (`weights.rounding = "adaptive"`).
//! - [`quantize()`]: the QNN graph (`qnn.quantize` at the inputs, QNN ops with their scales
//!   and zero points, `qnn.dequantize` at the outputs).
//! - [`simulate()`]: per-layer SQNR of fake-quantized float against float (TVM's
//!   `do_simulation`), before committing to integers.
#![deny(missing_docs)]

pub mod adaround;
pub mod calibrate;
pub mod clipping;
pub mod config;
pub mod equalize;
pub mod layers;
pub mod quantize;
pub mod simulate;

pub use config::{
    Calibration, ConfigError, QConfig, Scheme, SkipRules, Storage, WeightScale, Weights,
};
pub use quantize::{quantize, LayerReport, Quantized, Stage};
pub use simulate::{simulate, LayerSqnr};

/// Why quantizing failed.
#[derive(Debug, thiserror::Error)]
pub enum QuantizeError {
    /// The float graph is not usable.
    #[error("the float graph: {0}")]
    Input(String),
    /// Running the float graph on a calibration sample failed.
    #[error("calibration: {0}")]
    Calibration(String),
    /// The configuration asks for something no kernel provides.
    #[error("configuration: {0}")]
    Scheme(String),
    /// `fully_integral` is set and these layers would stay in float.
    #[error("fully_integral is set but {} layer(s) would stay in float:\n  {}", .0.len(), .0.join("\n  "))]
    NotFullyIntegral(Vec<String>),
    /// A layer could not be quantized.
    #[error("layer {index} ({kind}, %{value} of the float graph): {message}")]
    Layer {
        /// Its index.
        index: usize,
        /// Its kind.
        kind: &'static str,
        /// Its output value in the float graph.
        value: usize,
        /// What went wrong.
        message: String,
    },
}
