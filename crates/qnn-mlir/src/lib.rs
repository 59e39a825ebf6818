//! Export of a lowered graph (integer core ops) to MLIR: one module with a `func.func @main`
//! over `tensor<...>` values, which IREE compiles for every back-end it has, in one of two
//! flavours: `linalg` (`linalg.generic` and named ops over `arith`, `math` and `tensor`, with
//! `scf` loops inside the float sums that must add in TFLite's order) or
//! `tosa` (TOSA 1.0 operations where TOSA states an op exactly, `tosa.rs`, and the `linalg`
//! form elsewhere).
//!
//! Every value of the graph becomes one SSA value `%vN` (`N` its index), in graph order, so
//! the text is deterministic and diffs line by line against the lowered graph. Each core op is
//! written as the integers the reference interpreter computes: elementwise ops as one
//! `linalg.generic` whose body is the op's scalar arithmetic (`scalar.rs`), products, windows
//! and reductions as `linalg.generic` with reduction loops over zero-padded inputs
//! (`window.rs`; their float forms, one parallel iteration per result element that adds its
//! terms in TFLite's order, in `ordered.rs`), data movement as affine index maps or `tensor`
//! ops (`movement.rs`). `f32` arithmetic, conversions and the transcendentals `exp`, `tanh`
//! and `logistic` are calls to private helper functions the module defines after `@main`
//! (`float.rs`: exact where IREE's runtime flushes subnormals, and the C library's `expf` and
//! `tanhf` operation by operation); every float addition is a fused multiply-add by `1.0`
//! (`scalar.rs`, `Body::addf`, says why).
//! Integer types are signless in MLIR: `u8` and `u16` values travel as `i8` and `i16`, and
//! every op that depends on the sign (extension, comparison, conversion) uses its unsigned
//! form for them.
//!
//! An op the flavour cannot state exactly is an error naming the op and its value
//! ([`ExportError::Unsupported`]), never a different program. `docs/mlir.md` lists the
//! mapping and what is refused.

mod emit;
mod float;
mod movement;
mod ordered;
mod scalar;
mod tosa;
mod window;

use emit::Emitter;
use qnn_ir::{DType, Graph};

/// The MLIR dialects an export is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flavour {
    /// `linalg` named ops and `linalg.generic` over `arith`, `math` and `tensor` only (and
    /// `scf` loops inside the float sums that add in TFLite's order).
    Linalg,
    /// TOSA 1.0 operations where TOSA states the op exactly, the `linalg` form elsewhere.
    Tosa,
}

impl Flavour {
    /// The flavour's name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Flavour::Linalg => "linalg",
            Flavour::Tosa => "tosa",
        }
    }
}

/// How to export.
#[derive(Clone, Copy, Debug)]
pub struct ExportOptions {
    /// The dialects to write.
    pub flavour: Flavour,
    /// Write constants as `dense_resource<__elided__>` (a snapshot-friendly form that no
    /// compiler accepts) instead of their values.
    pub elide_constants: bool,
}

/// Why a graph cannot be exported.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ExportError {
    /// An op with no exact form in the flavour.
    #[error("%{value} ({op}): no exact MLIR form in the {flavour} flavour: {reason}")]
    Unsupported {
        /// The value the op defines.
        value: usize,
        /// The op's mnemonic.
        op: &'static str,
        /// The flavour.
        flavour: &'static str,
        /// Why.
        reason: String,
    },
    /// The graph is not a lowered graph the exporter understands (a QNN op, a value of an
    /// unknown type).
    #[error("%{value}: {message}")]
    Graph {
        /// The value.
        value: usize,
        /// What is wrong.
        message: String,
    },
}

/// The graph as an MLIR module (see the module doc).
pub fn export(g: &Graph, opts: &ExportOptions) -> Result<String, ExportError> {
    Emitter::new(g, opts.elide_constants, opts.flavour).module()
}

/// The MLIR element type of `d` (signless: `u8` is `i8`).
fn elem(d: DType) -> &'static str {
    match d {
        DType::I8 | DType::U8 => "i8",
        DType::I16 | DType::U16 => "i16",
        DType::I32 => "i32",
        DType::I64 => "i64",
        DType::F32 => "f32",
        DType::F64 => "f64",
    }
}

/// True for the unsigned integer types.
fn unsigned(d: DType) -> bool {
    matches!(d, DType::U8 | DType::U16)
}

#[cfg(test)]
mod tests {
    /// Every core op of the op table has its row in `docs/mlir.md` (its form, or the reason
    /// it is refused); the exporter's `match` over `Op` has no wildcard, so a new op does not
    /// compile until it has an arm there too.
    #[test]
    fn every_core_op_is_documented() {
        let doc = include_str!("../../../docs/mlir.md");
        let missing: Vec<&str> = qnn_ir::Opcode::ALL
            .iter()
            .filter(|o| !o.is_qnn())
            .map(|o| o.mnemonic())
            .filter(|m| !doc.contains(&format!("`{m}`")))
            .collect();
        assert!(missing.is_empty(), "docs/mlir.md lacks {missing:?}");
    }
}
