//! The e-class analysis: what every e-class knows about its value.
//!
//! - its [`TensorType`], from the op table's type rules; two merged classes with different
//!   types are a rule bug, reported (never a panic, never a silent merge);
//! - its constant value, where known (a [`ConstId`] into the [`ConstPool`], which holds
//!   every constant once, by content);
//! - a sound interval of its integer elements ([`crate::range`], from each op's
//!   [`qnn_ir::bounds::transfer`]), which rules use to pick
//!   `i32` or `i64` arithmetic and to drop clips and casts that cannot change a value;
//! - its *position*: the index of the earliest value of the input graph it belongs to
//!   (extraction keeps the result acyclic with it, see [`crate::extract`]).

use crate::language::{ConstId, ENode, NodeKind};
use crate::range;
use egg::{Analysis, DidMerge, EGraph, Id};
use indexmap::{IndexMap, IndexSet};
use qnn_ir::{Tensor, TensorType};
use rustc_hash::{FxBuildHasher, FxHashSet};

/// The position of classes that belong to no value of the input graph (constants).
pub const NO_POS: u32 = u32::MAX;

/// A pooled tensor: equal by content, hashed by its type and a sample of at most
/// [`Pooled::SAMPLE`] evenly spaced elements, so that pooling a large constant does not read
/// all of it (tensors with the same hash are compared in full).
#[derive(Debug, PartialEq, Eq)]
struct Pooled(Tensor);

impl Pooled {
    const SAMPLE: usize = 64;
}

impl std::hash::Hash for Pooled {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        use qnn_ir::Data;
        self.0.ty().hash(state);
        let n = self.0.len();
        let step = n.div_ceil(Self::SAMPLE).max(1);
        macro_rules! sample {
            ($v:expr, $bits:expr) => {
                $v.iter().step_by(step).for_each(|x| $bits(*x).hash(state))
            };
        }
        match self.0.data() {
            Data::I8(v) => sample!(v, |x: i8| x),
            Data::U8(v) => sample!(v, |x: u8| x),
            Data::I16(v) => sample!(v, |x: i16| x),
            Data::U16(v) => sample!(v, |x: u16| x),
            Data::I32(v) => sample!(v, |x: i32| x),
            Data::I64(v) => sample!(v, |x: i64| x),
            Data::F32(v) => sample!(v, f32::to_bits),
            Data::F64(v) => sample!(v, f64::to_bits),
        }
    }
}

/// Every constant of an e-graph, once, by content.
#[derive(Debug, Default)]
pub struct ConstPool {
    tensors: IndexSet<Pooled, FxBuildHasher>,
    ranges: Vec<Option<(i64, i64)>>,
}

impl ConstPool {
    /// The id of `t`, adding it if it is new.
    pub fn intern(&mut self, t: Tensor) -> ConstId {
        let (i, new) = self.tensors.insert_full(Pooled(t));
        if new {
            self.ranges.push(self.tensors[i].0.int_bounds());
        }
        ConstId(i as u32)
    }

    /// The constant `c`.
    pub fn get(&self, c: ConstId) -> &Tensor {
        &self.tensors[c.0 as usize].0
    }

    /// The smallest and largest element of an integer constant (`None` for floats and
    /// empty tensors).
    pub fn range(&self, c: ConstId) -> Option<(i64, i64)> {
        self.ranges[c.0 as usize]
    }

    /// Number of distinct constants.
    pub fn len(&self) -> usize {
        self.tensors.len()
    }

    /// True when the pool is empty.
    pub fn is_empty(&self) -> bool {
        self.tensors.is_empty()
    }
}

/// What an e-class knows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassData {
    /// The value's type.
    pub ty: TensorType,
    /// The value, when it is a compile-time constant.
    pub konst: Option<ConstId>,
    /// Bounds of the integer elements (`None` for floats).
    pub range: Option<(i64, i64)>,
    /// Position in the input graph (`NO_POS` for constants).
    pub pos: u32,
    /// True when the class holds a value of the input graph.
    pub original: bool,
}

/// The analysis state: the constant pool and what rules report while they run.
#[derive(Debug, Default)]
pub struct QnnAnalysis {
    /// The constants.
    pub consts: ConstPool,
    /// Types of the graph inputs.
    pub inputs: Vec<TensorType>,
    /// Known integer ranges of the graph inputs (for a region of a larger graph: what the
    /// earlier regions proved), by input number; `None` or missing: the type's range.
    pub input_ranges: Vec<Option<(i64, i64)>>,
    /// Position given to classes created now (the matched class's, while a rule applies).
    pub(crate) region: u32,
    /// True while the input graph itself is being added.
    pub(crate) adding_original: bool,
    /// The rule being applied (for messages).
    pub(crate) rule: Option<&'static str>,
    /// Rule bugs found: ill-typed nodes, merges of classes with different types or values.
    pub problems: Vec<String>,
    /// Nodes that a rule replaced by a strictly better form: never matched or extracted.
    /// Held with canonical operands (re-canonicalized by [`QnnAnalysis::recanonicalize`]
    /// after every rebuild), so a lookup is one hash probe.
    pub(crate) subsumed: FxHashSet<ENode>,
    /// (rule, node) pairs already rewritten, so that a rule does its work once per node.
    pub(crate) done: rustc_hash::FxHashMap<&'static str, FxHashSet<ENode>>,
    /// Effective applications of each rule.
    pub applied: IndexMap<&'static str, usize>,
    /// Under `--prove`: the limits of the proofs ([`crate::RewriteBudget`]); `None` when
    /// applications are not proved.
    pub(crate) prove: Option<crate::RewriteBudget>,
    /// Under `--prove`: what was found for each rule.
    pub(crate) proofs: IndexMap<&'static str, crate::prove::ProofCounts>,
    /// Under `--prove`: the verdicts reached, by what decides them.
    pub(crate) decided: rustc_hash::FxHashMap<crate::prove::Key, crate::prove::Verdict>,
    /// Under `--prove`: the applications refuted (not merged).
    pub(crate) proof_failures: Vec<crate::prove::ProofFailure>,
    /// Tables of elementwise chains already computed (`rules::tables`), by what they depend
    /// on.
    pub(crate) tables: rustc_hash::FxHashMap<crate::rules::tables::TableKey, Option<ConstId>>,
    /// Classes created or changed since the last iteration began.
    pub(crate) touched: Vec<Id>,
    /// The classes searched in this iteration: `None` for all of them (the first iteration of
    /// a phase), else those touched in the previous iteration and their users two levels up
    /// (every rule looks at a node and its operands' classes, so a node whose match can have
    /// changed is among them).
    pub(crate) frontier: Option<Vec<Id>>,
    /// The classes with a node that uses a constant (searched by rules that need constant
    /// operands), as of this iteration.
    pub(crate) constant_users: Vec<Id>,
}

impl QnnAnalysis {
    /// An analysis for a graph with inputs of these types.
    pub fn new(inputs: Vec<TensorType>) -> Self {
        QnnAnalysis {
            inputs,
            region: NO_POS,
            ..Default::default()
        }
    }

    fn problem(&mut self, message: String) {
        let message = match self.rule {
            Some(r) => format!("rule `{r}`: {message}"),
            None => message,
        };
        self.problems.push(message);
    }
}

/// `node` with every operand replaced by its class's canonical id.
pub(crate) fn canonical(egraph: &EGraph<ENode, QnnAnalysis>, node: &ENode) -> ENode {
    let mut c = node.clone();
    for a in c.args.iter_mut() {
        *a = egraph.find(*a);
    }
    c
}

/// True when `node` was subsumed: it stays in the e-graph but is never matched or
/// extracted.
pub fn is_subsumed(egraph: &EGraph<ENode, QnnAnalysis>, node: &ENode) -> bool {
    let subsumed = &egraph.analysis.subsumed;
    !subsumed.is_empty() && subsumed.contains(&canonical(egraph, node))
}

impl QnnAnalysis {
    /// Sets the frontier for the next iteration (see [`QnnAnalysis::frontier`]).
    pub(crate) fn advance_frontier(egraph: &mut EGraph<ENode, QnnAnalysis>, first: bool) {
        let touched = std::mem::take(&mut egraph.analysis.touched);
        if first {
            egraph.analysis.frontier = None;
            let mut users: Vec<Id> = egraph
                .classes()
                .filter(|c| c.data.konst.is_some())
                .flat_map(|c| c.parents())
                .map(|p| egraph.find(p))
                .collect();
            users.sort_unstable();
            users.dedup();
            egraph.analysis.constant_users = users;
            return;
        }
        let mut set: Vec<Id> = touched.iter().map(|&t| egraph.find(t)).collect();
        let mut level: Vec<Id> = set.clone();
        for _ in 0..2 {
            let mut up = Vec::new();
            for &c in &level {
                up.extend(egraph[c].parents().map(|p| egraph.find(p)));
            }
            up.sort_unstable();
            up.dedup();
            set.extend_from_slice(&up);
            level = up;
        }
        set.sort_unstable();
        set.dedup();
        egraph.analysis.frontier = Some(set);
    }

    /// Re-canonicalizes the operands of the subsumed nodes (after a rebuild merged classes).
    ///
    /// A merge can make a subsumed node congruent with the very form that replaced it (a
    /// rule rewrote `f(y)` to `f'(x)` before the merge of `x` and `y` showed them equal):
    /// a class whose every node is subsumed gets its nodes back, so that every class keeps a
    /// form to match and to extract.
    pub(crate) fn recanonicalize(egraph: &mut EGraph<ENode, QnnAnalysis>) {
        if egraph.analysis.subsumed.is_empty() {
            return;
        }
        let old = std::mem::take(&mut egraph.analysis.subsumed);
        let mut new: FxHashSet<ENode> = old.iter().map(|n| canonical(egraph, n)).collect();
        let bare: FxHashSet<Id> = new
            .iter()
            .filter_map(|n| egraph.lookup(n.clone()))
            .filter(|&c| {
                egraph[c]
                    .nodes
                    .iter()
                    .all(|m| new.contains(&canonical(egraph, m)))
            })
            .collect();
        if !bare.is_empty() {
            new.retain(|n| egraph.lookup(n.clone()).is_none_or(|c| !bare.contains(&c)));
        }
        egraph.analysis.subsumed = new;
    }
}

impl Analysis<ENode> for QnnAnalysis {
    type Data = ClassData;

    fn make(egraph: &mut EGraph<ENode, Self>, node: &ENode, _id: Id) -> ClassData {
        let pos = egraph.analysis.region;
        let original = egraph.analysis.adding_original;
        let (ty, konst, range, problem) = match &node.kind {
            NodeKind::Input(i) => {
                let ty = egraph.analysis.inputs[*i as usize].clone();
                let range = match egraph.analysis.input_ranges.get(*i as usize) {
                    Some(Some(r)) => Some(*r),
                    _ => ty.dtype.int_range(),
                };
                (ty, None, range, None)
            }
            NodeKind::Const(c) => {
                let pool = &egraph.analysis.consts;
                (pool.get(*c).ty().clone(), Some(*c), pool.range(*c), None)
            }
            NodeKind::Op(_, op) => {
                let args: Vec<&ClassData> = node.args.iter().map(|&a| &egraph[a].data).collect();
                let tys: Vec<&TensorType> = args.iter().map(|d| &d.ty).collect();
                match op.infer(&tys, Some(node.dtype)) {
                    Ok(ty) => {
                        let r = range::of(op, &args, &ty, &egraph.analysis.consts);
                        (ty, None, r, None)
                    }
                    Err(e) => (
                        TensorType::new(node.dtype, []),
                        None,
                        None,
                        Some(format!("ill-typed {}: {e}", op.opcode().mnemonic())),
                    ),
                }
            }
        };
        if let Some(p) = problem {
            egraph.analysis.problem(p);
        }
        ClassData {
            ty,
            konst,
            range,
            pos,
            original,
        }
    }

    fn modify(egraph: &mut EGraph<ENode, Self>, id: Id) {
        egraph.analysis.touched.push(id);
    }

    fn merge(&mut self, a: &mut ClassData, b: ClassData) -> DidMerge {
        if a.ty != b.ty {
            self.problem(format!(
                "merged two values of different types, {} and {}",
                a.ty, b.ty
            ));
            return DidMerge(false, true);
        }
        let (mut changed_a, mut changed_b) = (false, false);
        match (a.konst, b.konst) {
            (Some(x), Some(y)) if x != y => {
                self.problem(format!("merged two different constants of type {}", a.ty));
            }
            (None, Some(_)) => {
                a.konst = b.konst;
                changed_a = true;
            }
            (Some(_), None) => changed_b = true,
            _ => {}
        }
        if let (Some((alo, ahi)), Some((blo, bhi))) = (a.range, b.range) {
            let (lo, hi) = (alo.max(blo), ahi.min(bhi));
            if lo > hi {
                self.problem(format!(
                    "merged values with disjoint ranges [{alo}, {ahi}] and [{blo}, {bhi}]"
                ));
            } else {
                changed_a |= (lo, hi) != (alo, ahi);
                changed_b |= (lo, hi) != (blo, bhi);
                a.range = Some((lo, hi));
            }
        }
        if b.pos < a.pos {
            a.pos = b.pos;
            changed_a = true;
        } else if a.pos < b.pos {
            changed_b = true;
        }
        if a.original != b.original {
            changed_a |= !a.original;
            changed_b |= !b.original;
            a.original = true;
        }
        DidMerge(changed_a, changed_b)
    }
}
