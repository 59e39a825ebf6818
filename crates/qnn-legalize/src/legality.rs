//! The legality check: every op of a compiled graph is one its target executes natively.

use crate::target::Target;
use qnn_ir::{DType, Graph, Op, ValueDef};
use qnn_rewrite::Origin;
use std::fmt;

/// An op the target does not execute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalOp {
    /// Its value in the compiled graph.
    pub value: usize,
    /// The input-graph value it comes from, when known.
    pub origin: Option<usize>,
    /// That value's op (filled in by [`crate::compile`]).
    pub origin_op: Option<&'static str>,
    /// Its mnemonic.
    pub op: &'static str,
    /// Its operand dtypes.
    pub operands: Vec<DType>,
    /// What the target runs of this op instead.
    pub allowed: String,
}

impl fmt::Display for IllegalOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ds: Vec<String> = self.operands.iter().map(|d| d.to_string()).collect();
        write!(f, "{}({})", self.op, ds.join(", "))?;
        match (self.origin, self.origin_op) {
            (Some(o), Some(op)) => write!(f, ", needed by %{o} ({op})")?,
            (Some(o), None) => write!(f, ", needed by %{o}")?,
            _ => write!(f, " (%{} of the compiled graph)", self.value)?,
        }
        write!(f, "; {}", self.allowed)
    }
}

/// The ops of `g` that `target` does not execute, with the input-graph value of each (from
/// `origins`, by value index), in definition order.
pub fn check(g: &Graph, target: &Target, origins: &[Option<Origin>]) -> Vec<IllegalOp> {
    let live = g.live_values();
    let mut bad = Vec::new();
    for (id, v) in g.iter() {
        let ValueDef::Op { op, args } = &v.def else {
            continue;
        };
        if matches!(op, Op::Const(_)) || !live[id.index()] {
            continue;
        }
        let dtypes: Vec<DType> = args
            .iter()
            .filter_map(|a| g.ty(*a).map(|t| t.dtype))
            .collect();
        let weights = args.get(1).and_then(|w| match &g.get(*w)?.def {
            ValueDef::Op {
                op: Op::Const(c), ..
            } => c.value.int_bounds(),
            _ => None,
        });
        if !target.admits(op.opcode(), &dtypes, weights) {
            bad.push(IllegalOp {
                value: id.index(),
                origin: origins.get(id.index()).copied().flatten().map(|o| o.value),
                origin_op: None,
                op: op.opcode().mnemonic(),
                operands: dtypes,
                allowed: target.describe_native(op.opcode()),
            });
        }
    }
    bad
}
