//! `qnn-ir`: the typed graph IR of qnnc.
//!
//! - [`types`]: element types and static tensor types;
//! - [`quant`]: quantization parameters, the one place scales and zero points live;
//! - [`tensor`]: constant (and interpreter) tensors;
//! - [`ops`]: the op table, each op declared once, with [`infer`] holding the type rules
//!   and [`attrs`] the attribute values;
//! - [`bounds`]: the interval transfer function of every op, used by the e-class analysis
//!   of `qnn-rewrite` and by [`overflow`], the pass that checks a graph's integer values
//!   fit their types;
//! - [`graph`]: SSA values with named inputs and outputs; [`verify()`] checks a graph;
//!   [`rewriter`]: rebuilding a graph value by value (every graph-to-graph pass);
//! - [`text`]: the text format's printer and parser.
#![deny(missing_docs)]

pub mod attrs;
pub mod bounds;
pub mod error;
pub mod graph;
#[doc(hidden)]
pub mod infer;
pub mod ops;
pub mod overflow;
pub mod quant;
pub mod rewriter;
pub mod state;
pub mod tensor;
pub mod text;
pub mod types;
mod verify;

pub use error::{BuildError, Diagnostic, ParseError, VerifyError};
pub use graph::{Graph, State, Value, ValueDef, ValueId};
pub use ops::{Op, Opcode};
pub use qnn_arith::Rounding;
pub use quant::{F32Bits, QParams};
pub use rewriter::GraphRewriter;
pub use state::StateCarry;
pub use tensor::{Data, Tensor};
pub use types::{DType, Shape, TensorType, MAX_DIM, MAX_RANK};
pub use verify::{verify, MAX_ELEMENTS};
