//! The cost model: what one e-node costs at run time, per opcode, in this one file.
//!
//! `work` estimates run-time work: a convolution or matrix product costs its multiply-adds,
//! a window op its taps, a table lookup its elements plus a unit per 16 table entries, every
//! reduction its input's elements, every other op its elements times the op table's `work`
//! (a small weight for ops that take more than one arithmetic step per element: a 64-bit
//! product and a rounding shift, a division). Constants and inputs cost no work; a
//! `reshape` costs 1 (it moves no data). Every `qnn.*` op costs [`PROHIBITIVE`], so
//! extraction takes a lowered form wherever one exists.
//!
//! `bytes` counts constant bytes and only breaks ties of `work`: of two forms with the same
//! work, the one with smaller constants wins (a per-channel bias over a per-position one).
//! Costs add with saturation.
//!
//! A back-end overrides the cost of the ops it cares about with a [`CostOverride`] in
//! [`crate::LowerOptions::cost`]: Legalize makes every op its target cannot execute
//! [`PROHIBITIVE`], so that extraction takes a form the target runs (for example two `u8 x i8`
//! convolutions over one `u8 x i16`).

use crate::analysis::ClassData;
use crate::language::{ENode, NodeKind};
use qnn_ir::{Op, TensorType};
use std::ops::Add;

/// The work of any `qnn.*` op: no lowered form ever costs this much.
pub const PROHIBITIVE: u64 = 1 << 60;

/// A cost: run-time work first, then constant bytes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cost {
    /// Estimated run-time work.
    pub work: u64,
    /// Bytes of constants.
    pub bytes: u64,
}

impl Add for Cost {
    type Output = Cost;
    fn add(self, o: Cost) -> Cost {
        Cost {
            work: self.work.saturating_add(o.work),
            bytes: self.bytes.saturating_add(o.bytes),
        }
    }
}

fn elems(t: &TensorType) -> u64 {
    t.num_elements().unwrap_or(usize::MAX) as u64
}

/// A target's own costs, consulted before the built-in model for every run-time op.
pub trait CostOverride: Send + Sync {
    /// The cost of `op` with result `out` and operands `args` (their types, ranges and
    /// constants), or `None` for the built-in cost.
    fn cost(&self, op: &Op, out: &ClassData, args: &[&ClassData]) -> Option<Cost>;
}

/// The cost of one node, given its class data and its operands' data, with the target's
/// override where it gives one.
pub fn node_cost(
    node: &ENode,
    out: &ClassData,
    args: &[&ClassData],
    target: Option<&dyn CostOverride>,
) -> Cost {
    if let (NodeKind::Op(_, op), Some(t)) = (&node.kind, target) {
        if let Some(c) = t.cost(op, out, args) {
            return c;
        }
    }
    builtin_cost(node, out, args)
}

/// The built-in cost of one node (the module doc).
pub fn builtin_cost(node: &ENode, out: &ClassData, args: &[&ClassData]) -> Cost {
    let op = match &node.kind {
        NodeKind::Input(_) => return Cost::default(),
        NodeKind::Const(_) => {
            return Cost {
                work: 0,
                bytes: elems(&out.ty).saturating_mul(out.ty.dtype.size_bytes() as u64),
            }
        }
        NodeKind::Op(_, op) => &**op,
    };
    if op.opcode().is_qnn() {
        return Cost {
            work: PROHIBITIVE,
            bytes: 0,
        };
    }
    let n = elems(&out.ty);
    let work = match op {
        Op::Conv2d(a) => {
            let w = args.get(1).map(|d| &d.ty.shape);
            let [_, i, kh, kw] = a.kernel_layout.axes();
            let per_out = w.map_or(1, |s| (s[i] * s[kh] * s[kw]) as u64);
            n.saturating_mul(per_out)
        }
        Op::Dense(_) => {
            let k = args.get(1).map_or(1, |d| d.ty.shape[1] as u64);
            n.saturating_mul(k)
        }
        Op::MaxPool2d(w) | Op::PoolSum(w) => n.saturating_mul((w.kernel[0] * w.kernel[1]) as u64),
        _ if op.opcode().reduces() => args.first().map_or(n, |d| elems(&d.ty)),
        Op::Reshape(_) => 1,
        // One load per element, plus bringing the table in (a unit per 16 entries): on a
        // handful of elements, two arithmetic steps beat a 256-entry table.
        Op::Table(_) => n.saturating_add(args.get(1).map_or(0, |d| elems(&d.ty) / 16)),
        // The op table's `work` per element (1 but for a 64-bit product, a division, ...).
        _ => n.saturating_mul(op.opcode().props().work),
    };
    Cost { work, bytes: 0 }
}
