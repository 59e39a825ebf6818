//! Fusion: which values of a lowered graph one kernel computes together.
//!
//! A **product chain** starts at a `conv2d` (NHWC activation) or `dense` whose weight is a
//! constant, and takes in the ops after it that the lowering emits for a requantize, each the
//! single reader of the one before (and not a graph output):
//!
//! ```text
//! conv2d | dense  ->  [add C]  ->  [rescale]  ->  [add Z]  ->  [clip]  ->  [cast]
//! ```
//!
//! where `C` and `Z` are constants (any shape that broadcasts to the result), and the rescale
//! is `fixed_point_multiply` or FULLY_CONNECTED's double rescale (`cast` to `f64`, `multiply`
//! by a constant, `round {half_away}`, `cast` to `i32`). The kernel
//! keeps each accumulator in a register and writes only the chain's last value. Every link is
//! optional but the product, so that a raw accumulator (`out_q = none`) fuses too.

use qnn_ir::attrs::DataLayout;
use qnn_ir::{Graph, Op, ValueDef};

/// One link of an epilogue, in graph order, with the value it computes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The value (its index) the link computes.
    pub value: usize,
    /// For an `add`, the index of its constant operand.
    pub constant: Option<usize>,
}

/// A product chain (module doc).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chain {
    /// The `conv2d` or `dense` value.
    pub product: usize,
    /// The ops after it, in order.
    pub links: Vec<Link>,
}

impl Chain {
    /// The value the chain's kernel writes.
    pub fn last(&self) -> usize {
        self.links.last().map_or(self.product, |l| l.value)
    }
}

/// The product chains of `g`, in graph order (candidates: the plan keeps those its kernels
/// take).
pub fn chains(g: &Graph) -> Vec<Chain> {
    let n = g.values().len();
    let mut users: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (id, v) in g.iter() {
        if let ValueDef::Op { args, .. } = &v.def {
            for a in args {
                users[a.index()].push(id.index());
            }
        }
    }
    let mut is_output = vec![false; n];
    for (_, v) in g.outputs() {
        is_output[v.index()] = true;
    }
    let op = |v: usize| match &g.values()[v].def {
        ValueDef::Op { op, args } => Some((op, args)),
        ValueDef::Input { .. } => None,
    };
    let is_const = |v: usize| matches!(op(v), Some((Op::Const(_), _)));
    let mut out = Vec::new();
    for (id, _) in g.iter() {
        let p = id.index();
        let Some((product, args)) = op(p) else {
            continue;
        };
        let fusable = match product {
            Op::Conv2d(a) => a.data_layout == DataLayout::Nhwc,
            Op::Dense(_) => true,
            _ => false,
        };
        if !fusable || !args.get(1).is_some_and(|w| is_const(w.index())) {
            continue;
        }
        // Follow the single-reader chain through the allowed links, in their order.
        let mut links = Vec::new();
        let mut at = p;
        let mut stage = 0;
        loop {
            if is_output[at] || users[at].len() != 1 {
                break;
            }
            let next = users[at][0];
            let Some((nop, nargs)) = op(next) else { break };
            let constant_add = || match nargs.as_slice() {
                [a, b] if a.index() == at && is_const(b.index()) => Some(b.index()),
                [a, b] if b.index() == at && is_const(a.index()) => Some(a.index()),
                _ => None,
            };
            // The link's stage, each after the previous one: 1 = add C, 2 = the rescale
            // (`fixed_point_multiply`, or FULLY_CONNECTED's double rescale in four ops: 21 =
            // cast to f64, 22 = multiply by a constant, 23 = round, 24 = cast to i32), 3 = add
            // Z, 4 = clip, 5 = cast.
            let dtype = g.values()[next].ty.dtype;
            let int = dtype.int_range().is_some();
            let (s, constant) = match nop {
                Op::Add(_) if stage < 1 && int => match constant_add() {
                    Some(c) => (1, Some(c)),
                    None => break,
                },
                Op::FixedPointMultiply(_) if stage < 2 => (2, None),
                Op::Cast(_) if stage < 2 && dtype == qnn_ir::DType::F64 => (21, None),
                Op::Multiply(_) if stage == 21 => match constant_add() {
                    Some(c) => (22, Some(c)),
                    None => break,
                },
                Op::Round(r) if stage == 22 && r.mode == qnn_ir::attrs::RoundMode::HalfAway => {
                    (23, None)
                }
                Op::Cast(_) if stage == 23 && dtype == qnn_ir::DType::I32 => (24, None),
                Op::Add(_) if (stage == 2 || stage == 24) && int => match constant_add() {
                    Some(c) => (3, Some(c)),
                    None => break,
                },
                Op::Clip(_) if (stage < 4 || stage == 24) && !(21..24).contains(&stage) && int => {
                    (4, None)
                }
                Op::Cast(_) if (stage < 5 || stage == 24) && !(21..24).contains(&stage) && int => {
                    (5, None)
                }
                _ => break,
            };
            stage = s;
            links.push(Link {
                value: next,
                constant,
            });
            at = next;
        }
        // A double rescale cut short is no rescale: drop its first ops.
        while links
            .last()
            .is_some_and(|l: &Link| g.values()[l.value].ty.dtype.is_float())
        {
            links.pop();
        }
        out.push(Chain { product: p, links });
    }
    out
}
