//! `qnn-check`: checking qnnc's compilations, for the CLI (`qnnc lower --validate`), the
//! tests and the fuzz targets, kept out of the compiler's own API (and its `rand`
//! dependency out of the compiler).
//!
//! - [`validate`]: translation validation, a graph and its lowered or compiled form run on
//!   the same seeded random inputs by the reference interpreter;
//! - [`check_every_target`]: a graph lowered, and compiled for every built-in target, must
//!   compute what it computes.

#![deny(missing_docs)]

mod targets;
pub mod validate;

pub use targets::{check_every_target, CheckError};
pub use validate::{compare, random_inputs, random_tensor, Mismatch};
