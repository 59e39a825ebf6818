//! The e-graph language: the IR's op table itself.
//!
//! An e-node is an [`Op`] of the op table (opcode *and* attributes, compared and hashed
//! exactly: floats by their bits) with its result element type and its operands as e-class
//! ids. There is no second list of ops: a new op in `qnn_ir::ops` is a new e-node kind.
//!
//! Two kinds of leaves stand outside the op table: graph inputs (by position) and
//! constants, which are held once, by content, in the analysis' constant pool and referred
//! to by a [`ConstId`]; weights are never copied into e-nodes.

use egg::{Id, Language};
use qnn_ir::{DType, Op, Opcode};
use smallvec::SmallVec;
use std::sync::Arc;

/// A constant in the pool of the e-graph analysis (`QnnAnalysis`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ConstId(pub u32);

/// What an e-node computes.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum NodeKind {
    /// Graph input number `n`.
    Input(u32),
    /// A pooled constant.
    Const(ConstId),
    /// An op of the op table (never `Op::Const`: constants are [`NodeKind::Const`]),
    /// shared: e-nodes are cloned often and an op with its attributes is large. Its opcode
    /// is held beside it, so that matching by kind never reads the op itself.
    Op(Opcode, Arc<Op>),
}

/// The discriminant of an e-node: what rules are keyed by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Key {
    /// A graph input.
    Input,
    /// A constant.
    Const,
    /// An op of the op table.
    Op(Opcode),
}

/// One e-node.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ENode {
    /// The op and its attributes.
    pub kind: NodeKind,
    /// The result element type (the type rule derives the shape from the operands).
    pub dtype: DType,
    /// Operands.
    pub args: SmallVec<[Id; 3]>,
}

impl ENode {
    /// An op node.
    pub fn op(op: Op, dtype: DType, args: &[Id]) -> Self {
        ENode {
            kind: NodeKind::Op(op.opcode(), Arc::new(op)),
            dtype,
            args: args.iter().copied().collect(),
        }
    }

    /// The op, for op nodes.
    pub fn as_op(&self) -> Option<&Op> {
        match &self.kind {
            NodeKind::Op(_, op) => Some(op),
            _ => None,
        }
    }

    /// The opcode, for op nodes.
    pub fn opcode(&self) -> Option<Opcode> {
        match &self.kind {
            NodeKind::Op(o, _) => Some(*o),
            _ => None,
        }
    }

    /// The mnemonic (`input` and `const` for leaves).
    pub fn mnemonic(&self) -> &'static str {
        match &self.kind {
            NodeKind::Input(_) => "input",
            NodeKind::Const(_) => "const",
            NodeKind::Op(o, _) => o.mnemonic(),
        }
    }
}

impl Language for ENode {
    type Discriminant = Key;

    fn discriminant(&self) -> Key {
        match &self.kind {
            NodeKind::Input(_) => Key::Input,
            NodeKind::Const(_) => Key::Const,
            NodeKind::Op(o, _) => Key::Op(*o),
        }
    }

    fn matches(&self, other: &Self) -> bool {
        self.kind == other.kind && self.dtype == other.dtype && self.args.len() == other.args.len()
    }

    fn children(&self) -> &[Id] {
        &self.args
    }

    fn children_mut(&mut self) -> &mut [Id] {
        &mut self.args
    }
}
