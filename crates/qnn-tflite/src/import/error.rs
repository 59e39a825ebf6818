//! Errors of the TFLite -> QNN IR importer ([`super::import`]).
//!
//! Problems with one operator are reported as [`ImportError::Op`], which names the operator's
//! position in the subgraph and its TFLite name (`op 12 (CONV_2D): ...`); the CLI prefixes the
//! file name. Problems with graph inputs/outputs and with the finished graph have their own
//! variants. Nothing in the importer panics on any model the reader accepts.

use qnn_ir::{BuildError, VerifyError};

use crate::error::ReadError;

/// Why an operator could not be imported.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OpError {
    /// The operator kind has no QNN mapping (e.g. `GATHER`, custom operators).
    #[error("unsupported operator")]
    UnsupportedOp,
    /// A supported operator in a form qnnc does not support (float or hybrid variants, a
    /// fused TANH, shuffled weights, a non-constant axis tensor, ...).
    #[error("{0}")]
    Unsupported(String),
    /// The operator is malformed in a way TFLite itself would reject (wrong operand count,
    /// zero strides, mismatched quantization, out-of-range axes, ...).
    #[error("{0}")]
    Invalid(String),
    /// The QNN op's type rule rejected the operands or attributes the importer derived.
    #[error("{0}")]
    Build(#[from] BuildError),
}

/// One operator kind a model needs and qnnc does not import.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnsupportedOps {
    /// The TFLite name (`GATHER`; custom operators as `CUSTOM(code)`).
    pub op: String,
    /// How many operators of this kind the model has.
    pub count: usize,
    /// The first of their op indices (at most [`UnsupportedOps::FIRST`]).
    pub first: Vec<usize>,
}

impl UnsupportedOps {
    /// How many op indices are listed.
    pub const FIRST: usize = 5;
}

impl std::fmt::Display for UnsupportedOps {
    /// `GATHER x7 (ops 3, 9, 12, 20, 21, ...)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let list: Vec<String> = self.first.iter().map(|i| i.to_string()).collect();
        let more = if self.count > self.first.len() {
            ", ..."
        } else {
            ""
        };
        let ops = if self.first.len() == 1 { "op" } else { "ops" };
        write!(
            f,
            "{} x{} ({ops} {}{more})",
            self.op,
            self.count,
            list.join(", ")
        )
    }
}

/// An error while importing a TFLite model into the QNN IR.
#[derive(Debug, Clone, thiserror::Error)]
pub enum ImportError {
    /// The bytes are not a readable TFLite model ([`super::import_bytes`] only).
    #[error(transparent)]
    Read(#[from] ReadError),
    /// An operator could not be imported.
    #[error("op {index} ({op}): {kind}")]
    Op {
        /// Position of the operator in subgraph 0 (execution order).
        index: usize,
        /// TFLite operator name, e.g. `CONV_2D` (see [`crate::BuiltinOp`]'s `Display`).
        op: String,
        /// What is wrong.
        kind: OpError,
    },
    /// A graph input or output tensor cannot be represented (unsupported type, dynamic
    /// shape, never computed, ...).
    #[error("graph {role} {position} (tensor {tensor} {name:?}): {message}")]
    GraphIo {
        /// `input` or `output`.
        role: &'static str,
        /// Position in the subgraph's input or output list.
        position: usize,
        /// Tensor index.
        tensor: usize,
        /// Tensor name.
        name: String,
        /// What is wrong.
        message: String,
    },
    /// The model has operators qnnc does not import: every kind, with its count and first
    /// op indices, in order of first appearance.
    #[error("the model has {} qnnc does not support: {}", if .0.len() == 1 { "an operator" } else { "operators" }, .0.iter().map(|u| u.to_string()).collect::<Vec<_>>().join(", "))]
    UnsupportedOps(Vec<UnsupportedOps>),
    /// The import options do not fit the model (e.g. the wrong number of input shapes).
    #[error("import options: {0}")]
    Options(String),
    /// The imported graph does not verify (an importer bug or an inconsistent model).
    #[error("the imported graph does not verify: {0}")]
    Verify(#[from] VerifyError),
}
