//! `qnn-quantize`: quantizing float models to the QNN dialect.
//!
//! This first part is the quantization configuration ([`QConfig`], module [`config`]): a
//! qconfig in which every field means one thing. It replaces Apache TVM's `relay.quantize`
//! `qconfig`, whose users could not tell `nbit_weight` from `dtype_weight`, had no zero points
//! and no int4; a `[tvm]` table accepts TVM's field names and says how each maps
//! ([`config::TVM_FIELDS`]). The quantizer that applies it to a float graph is not written
//! yet (issue 10).
#![deny(missing_docs)]

pub mod config;

pub use config::{
    Calibration, ConfigError, QConfig, Scheme, SkipRules, Storage, WeightScale, Weights,
};
