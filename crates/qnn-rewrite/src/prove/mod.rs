//! `--prove`: every rule application is checked for all inputs before egg merges it
//! ([`crate::LowerOptions::prove`]; `docs/prove.md`).
//!
//! An application is the node a rule matched (the left side) and the form it built (the right
//! side). [`capture`] turns it into a small self-contained [`Application`]: the two sides as
//! terms over the same leaves, where a leaf is a constant or a *free* value (an e-class the
//! rule treats as opaque) with the integer range the bounds analysis proved for it. Where the
//! right side reads a value the matched node does not (a rule that fused `f(g(x))` reads
//! `x`), the left side is expanded through the nodes of its operands' classes (those the rule
//! looked at first) until it reaches every leaf of the right side.
//!
//! [`check`] then decides the application:
//! - **exhaustive sweep** when every op of both sides is elementwise (or a `table` lookup)
//!   and every free leaf is an integer: both sides are run with the interpreter's own kernels
//!   ([`qnn_interp::eval_op`]) on every combination of the leaves' values, at every position
//!   a constant or a per-axis parameter distinguishes (all other positions compute the same
//!   function), as long as that is at most [`crate::RewriteBudget::sweep_limit`] cases;
//! - **evaluation** when no leaf is free (a fold of constants): both sides run once;
//! - **z3**: an elementwise application too wide for a sweep with one query per class of
//!   positions (`smt.rs`); one with an op that reads many elements of an operand (a
//!   convolution, a product, a sum) with one query at a symbolic position (`taps.rs`);
//! - **input by input** where both sides are concatenations that line up (`concat.rs`);
//! - **float operands**: a cut at the integer conversions both sides share, or intervals of
//!   one `f32` leaf on which both sides are monotone and constant (`float.rs`);
//! - otherwise **not proved**, with the reason (an op with no encoding, a float result, a
//!   solver limit). Such applications still apply: `--prove` reports them.
//!
//! A side that differs from the other for some input is a [`Counterexample`]: the rule is not
//! applied and lowering fails with [`crate::RewriteError::ProofFailed`].

use crate::analysis::QnnAnalysis;
use crate::language::{ENode, NodeKind};
use egg::{EGraph, Id};
use indexmap::IndexMap;
use qnn_interp::eval_op;
use qnn_ir::{DType, Op, Opcode, Tensor, TensorType};

mod concat;
mod float;
mod pool;
mod smt;
mod stage;
mod sum;
mod taps;

/// What a rule did while it ran, recorded when proving: the nodes it built (in order, with
/// the class each landed in) and the nodes of other classes it looked at.
#[derive(Debug, Default)]
pub(crate) struct Trace {
    pub(crate) built: Vec<(ENode, Id)>,
    pub(crate) read: Vec<(Id, ENode)>,
}

/// One term of an [`Application`]: its definition and type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Def {
    /// A free value: leaf `k` of the sweep.
    Free(usize),
    /// A constant.
    Const(Tensor),
    /// An op on earlier terms.
    Op(Op, Vec<usize>),
}

/// A free leaf: its type, the range it is swept over and the input-graph value it is (for
/// counterexamples).
#[derive(Clone, Debug)]
struct Free {
    ty: TensorType,
    range: Option<(i64, i64)>,
    pos: u32,
}

/// A rule application as terms over shared leaves, in dependency order.
#[derive(Clone, Debug)]
pub struct Application {
    terms: Vec<(Def, TensorType)>,
    free: Vec<Free>,
    lhs: usize,
    rhs: usize,
}

/// How an application was decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Both sides agree on every input.
    Proved(Method),
    /// Not decided, and why.
    NotProved(String),
    /// The sides differ: a concrete input and both results.
    Failed(Counterexample),
}

/// How an application was proved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// The sides are the same expression (or the rule returned the matched value).
    Same,
    /// Both sides run on every value of the free leaves (with none, once): the cases run.
    Sweep(u64),
    /// The solver showed that no input tells the sides apart: the queries (one per class of
    /// positions with the same constants).
    Solver(u64),
    /// Both sides, functions of one `f32` input, are constant and equal on each of a set of
    /// intervals that covers every input value (`float.rs`): the evaluations run.
    Intervals(u64),
}

/// An input on which the two sides of an application differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counterexample {
    /// Each free leaf: its input-graph value (`%n`, or `None` for a value lowering made) and
    /// its element.
    pub inputs: Vec<(Option<usize>, String)>,
    /// The result's element position.
    pub position: Vec<usize>,
    /// The matched op's result there.
    pub lhs: String,
    /// The rewritten form's result there.
    pub rhs: String,
}

impl std::fmt::Display for Counterexample {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let inputs: Vec<String> = self
            .inputs
            .iter()
            .enumerate()
            .map(|(k, (v, x))| match v {
                Some(v) => format!("%{v} = {x}"),
                None => format!("operand {k} = {x}"),
            })
            .collect();
        write!(
            f,
            "at {:?} with {}: the matched op gives {}, the rewrite gives {}",
            self.position,
            if inputs.is_empty() {
                "constant operands".to_string()
            } else {
                inputs.join(", ")
            },
            self.lhs,
            self.rhs
        )
    }
}

/// What `--prove` found for one rule, over all its applications.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ProofCounts {
    /// Applications proved for all inputs.
    pub proved: usize,
    /// Of those, the ones the solver proved.
    pub by_solver: usize,
    /// Applications not proved, by reason.
    pub not_proved: IndexMap<String, usize>,
    /// Applications refused with a counterexample.
    pub failed: usize,
}

impl ProofCounts {
    /// Adds `v`.
    pub(crate) fn count(&mut self, v: &Verdict) {
        match v {
            Verdict::Proved(m) => {
                self.proved += 1;
                self.by_solver += usize::from(matches!(m, Method::Solver(_)));
            }
            Verdict::NotProved(why) => *self.not_proved.entry(why.clone()).or_insert(0) += 1,
            Verdict::Failed(_) => self.failed += 1,
        }
    }

    /// Adds another tally.
    pub fn merge(&mut self, o: &ProofCounts) {
        self.proved += o.proved;
        self.by_solver += o.by_solver;
        self.failed += o.failed;
        for (why, n) in &o.not_proved {
            *self.not_proved.entry(why.clone()).or_insert(0) += n;
        }
    }

    /// Applications not proved, for any reason.
    pub fn not_proved_total(&self) -> usize {
        self.not_proved.values().sum()
    }
}

/// A rule application whose proof failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProofFailure {
    /// The rule.
    pub rule: &'static str,
    /// The input-graph value the matched node computes (`None` for a node lowering made).
    pub value: Option<usize>,
    /// The matched node's mnemonic.
    pub op: &'static str,
    /// Where the sides differ.
    pub counterexample: Counterexample,
}

/// Longest path followed from the matched node's operands to a value the rewrite reads.
const MAX_EXPANSION: usize = 16;

/// The application of a rule that matched `node` in `class` and returned `result`, having
/// done `trace`; `Err` with the reason when it cannot be stated over shared leaves.
pub(crate) fn capture(
    eg: &EGraph<ENode, QnnAnalysis>,
    class: Id,
    node: &ENode,
    trace: &Trace,
    result: Id,
) -> Result<Application, String> {
    let find = |id: Id| eg.find(id);
    // The right side: the latest built node of each class (built nodes only read earlier
    // ones, so the definitions are acyclic).
    let built_at = |id: Id, before: usize| {
        let c = find(id);
        trace.built[..before]
            .iter()
            .rposition(|(_, b)| find(*b) == c)
    };
    let root = built_at(result, trace.built.len());
    // The classes the right side reads that it does not build.
    let mut needed: Vec<Id> = Vec::new();
    let mut seen = vec![false; trace.built.len()];
    let mut stack: Vec<usize> = root.into_iter().collect();
    if root.is_none() {
        needed.push(find(result));
    }
    while let Some(i) = stack.pop() {
        if std::mem::replace(&mut seen[i], true) {
            continue;
        }
        for &a in &trace.built[i].0.args {
            match built_at(a, i) {
                Some(j) => stack.push(j),
                None => needed.push(find(a)),
            }
        }
    }
    let is_const = |c: Id| eg[c].data.konst.is_some();
    needed.retain(|&c| !is_const(c) && c != find(class));
    needed.sort_unstable();
    needed.dedup();
    // The left side: the matched class, through the matched node and then through the
    // nodes of the classes below it, until it reaches every class the right side reads
    // (breadth-first, the nodes the rule looked at first). Every node of a class computes
    // its value (each merge is checked in turn), so any path is the left side's; a node
    // that reads its own class (`x + 0` merged with `x`) is no path.
    let top = find(class);
    let acyclic = |m: &ENode, c: Id| m.as_op().is_some() && m.args.iter().all(|&a| find(a) != c);
    let single = |m: &ENode| m.args.iter().filter(|&&a| !is_const(find(a))).count() == 1;
    // Breadth-first from the top; `matched_only`: the top through the matched node alone.
    let search = |matched_only: bool| {
        let mut parent: IndexMap<Id, (Id, ENode)> = IndexMap::new();
        let mut queue: Vec<(Id, usize)> = vec![(top, 0)];
        let mut head = 0;
        while head < queue.len() && !needed.iter().all(|c| parent.contains_key(c)) {
            let (c, depth) = queue[head];
            head += 1;
            if depth >= MAX_EXPANSION {
                continue;
            }
            let read = trace.read.iter().filter(|(r, _)| find(*r) == c);
            let candidates: Vec<&ENode> = match c == top {
                true if matched_only => vec![node],
                true => std::iter::once(node).chain(eg[c].nodes.iter()).collect(),
                false => read.map(|(_, n)| n).chain(eg[c].nodes.iter()).collect(),
            };
            // Below the top, only forms of one run-time operand: a second one would be a
            // free leaf of its own, swept as if independent of the first.
            let usable = |m: &&ENode| acyclic(m, c) && (c == top || single(m));
            for m in candidates.into_iter().filter(usable) {
                for &a in &m.args {
                    let a = find(a);
                    if !is_const(a) && a != top && !parent.contains_key(&a) {
                        parent.insert(a, (c, m.clone()));
                        queue.push((a, depth + 1));
                    }
                }
            }
        }
        parent
    };
    // The matched node first; where its operands reach the leaves only through the top
    // again (`(x - c) + c` of a class that also holds `cast(x)`), another form of the top.
    let mut parent = search(acyclic(node, top));
    let mut through_matched = acyclic(node, top);
    if through_matched && !needed.iter().all(|c| parent.contains_key(c)) {
        parent = search(false);
        through_matched = false;
    }
    let mut expanded: IndexMap<Id, ENode> = IndexMap::new();
    if through_matched {
        expanded.insert(top, node.clone());
    }
    for &c in &needed {
        let mut cur = c;
        while cur != top {
            let Some((p, m)) = parent.get(&cur) else {
                return Err("the rewrite reads a value the matched node does not reach".to_string());
            };
            match expanded.get(p) {
                Some(e) if e != m => {
                    return Err(
                        "the rewrite reads values through two forms of one value".to_string()
                    )
                }
                Some(_) => {}
                None => {
                    expanded.insert(*p, m.clone());
                }
            }
            cur = *p;
        }
    }
    if !expanded.contains_key(&top) {
        match eg[top].nodes.iter().find(|m| acyclic(m, top)) {
            Some(m) => {
                expanded.insert(top, m.clone());
            }
            // A value with no op of its own (an input merged with `x + 0`), where the
            // rewrite reads nothing else: a free leaf itself.
            None if needed.is_empty() => {}
            None => return Err("the matched value has no form but itself".to_string()),
        };
    }
    // A value the left side reaches that the rewrite does not read is a free leaf of its own,
    // taken as independent of the others: where it is a function of the shared leaves and
    // constants alone (`conv2d(x, W_zp)` beside `conv2d(x, w)`), that form of it is used
    // instead (else a counterexample could give it a value it never has).
    let mut reached = Vec::new();
    let mut stack = vec![top];
    let mut seen = std::collections::HashSet::new();
    while let Some(c) = stack.pop() {
        if !seen.insert(c) {
            continue;
        }
        match expanded.get(&c) {
            Some(m) => stack.extend(m.args.iter().map(|&a| find(a))),
            None if !is_const(c) && !needed.contains(&c) => reached.push(c),
            None => {}
        }
    }
    let over_leaves = |m: &&ENode, c: Id| {
        acyclic(m, c)
            && m.args.iter().all(|&a| {
                let a = find(a);
                is_const(a) || (needed.contains(&a) && a != c)
            })
    };
    for c in reached {
        if let Some(m) = eg[c].nodes.iter().find(|m| over_leaves(m, c)) {
            expanded.insert(c, m.clone());
        }
    }
    let mut b = Builder {
        eg,
        terms: Vec::new(),
        free: Vec::new(),
        classes: IndexMap::new(),
        expanded: &expanded,
    };
    let lhs = b.class(top, 0)?;
    let mut built_terms: Vec<usize> = Vec::with_capacity(trace.built.len());
    for (i, (n, id)) in trace.built.iter().enumerate() {
        let args = n
            .args
            .iter()
            .map(|&a| match built_at(a, i) {
                Some(j) => Ok(built_terms[j]),
                None if find(a) == find(class) => Ok(lhs),
                None => b.class(a, 0),
            })
            .collect::<Result<Vec<_>, _>>()?;
        let t = match &n.kind {
            NodeKind::Op(..) => b.op(n, args, find(*id))?,
            _ => b.class(*id, 0)?,
        };
        built_terms.push(t);
    }
    let rhs = match root {
        Some(i) => built_terms[i],
        None if find(result) == find(class) => lhs,
        None => b.class(result, 0)?,
    };
    Ok(Application {
        terms: b.terms,
        free: b.free,
        lhs,
        rhs,
    })
}

/// Builds the terms of an application.
struct Builder<'a> {
    eg: &'a EGraph<ENode, QnnAnalysis>,
    terms: Vec<(Def, TensorType)>,
    free: Vec<Free>,
    /// The term of each class resolved.
    classes: IndexMap<Id, usize>,
    /// The classes the left side is expanded through, with the node used.
    expanded: &'a IndexMap<Id, ENode>,
}

impl Builder<'_> {
    /// The term of class `c`: its constant, its expansion, or a free leaf.
    fn class(&mut self, c: Id, depth: usize) -> Result<usize, String> {
        let c = self.eg.find(c);
        if let Some(&t) = self.classes.get(&c) {
            return Ok(t);
        }
        if depth > MAX_EXPANSION {
            return Err("the matched value is too deep".to_string());
        }
        let data = &self.eg[c].data;
        let def = if let Some(k) = data.konst {
            Def::Const(self.eg.analysis.consts.get(k).clone())
        } else if let Some(m) = self.expanded.get(&c) {
            let m = m.clone();
            let args = m
                .args
                .iter()
                .map(|&a| self.class(a, depth + 1))
                .collect::<Result<Vec<_>, _>>()?;
            let t = self.op(&m, args, c)?;
            self.classes.insert(c, t);
            return Ok(t);
        } else {
            self.free.push(Free {
                ty: data.ty.clone(),
                range: data.range.or(data.ty.dtype.int_range()),
                pos: data.pos,
            });
            Def::Free(self.free.len() - 1)
        };
        self.terms.push((def, data.ty.clone()));
        self.classes.insert(c, self.terms.len() - 1);
        Ok(self.terms.len() - 1)
    }

    /// The term of op node `n` (of class `c`) on the terms `args`.
    fn op(&mut self, n: &ENode, args: Vec<usize>, c: Id) -> Result<usize, String> {
        let op = n
            .as_op()
            .ok_or_else(|| "the rewrite is not an op".to_string())?;
        self.terms
            .push((Def::Op(op.clone(), args), self.eg[c].data.ty.clone()));
        Ok(self.terms.len() - 1)
    }
}

/// Whether `op` computes each result element from the operand elements at the same
/// (broadcast) position: an elementwise op, or a `table` lookup (whose table is one operand
/// read whole).
/// The first term, from the right side down through elementwise ops (each time the one
/// operand that is not a constant), whose op and type satisfy `want`.
fn below(app: &Application, want: &dyn Fn(&Op, &TensorType) -> bool) -> Option<usize> {
    let mut t = app.rhs;
    loop {
        let Def::Op(op, args) = &app.terms[t].0 else {
            return None;
        };
        if want(op, &app.terms[t].1) {
            return Some(t);
        }
        let mut operands = args
            .iter()
            .filter(|&&a| !matches!(app.terms[a].0, Def::Const(_)));
        match (pointwise(op), operands.next(), operands.next()) {
            (true, Some(&a), None) => t = a,
            _ => return None,
        }
    }
}

fn pointwise(op: &Op) -> bool {
    match op {
        // One input: each element rescaled alone (`concat.rs`).
        Op::QnnConcatenate(q) => q.in_q.len() == 1,
        _ => op.opcode().is_elementwise() || op.opcode() == Opcode::Table,
    }
}

/// Whether `from` broadcasts to `to` (numpy's rule).
fn broadcasts(from: &[usize], to: &[usize]) -> bool {
    from.len() <= to.len()
        && from
            .iter()
            .rev()
            .zip(to.iter().rev())
            .all(|(&f, &t)| f == t || f == 1)
}

/// The elements of `t` broadcast to `shape` (`None` when it does not broadcast).
fn broadcast_to(t: &Tensor, shape: &[usize]) -> Option<qnn_ir::Data> {
    if !broadcasts(t.shape(), shape) {
        return None;
    }
    let off = shape.len() - t.rank();
    // The stride of each result axis in `t` (0 where `t` is broadcast along it).
    let mut strides = vec![0usize; shape.len()];
    let mut st = 1;
    for a in (0..t.rank()).rev() {
        if t.shape()[a] > 1 {
            strides[a + off] = st;
        }
        st *= t.shape()[a];
    }
    let total: usize = shape.iter().product();
    let mut idx = Vec::with_capacity(total);
    let mut pos = vec![0usize; shape.len()];
    for _ in 0..total {
        idx.push(pos.iter().zip(&strides).map(|(p, s)| p * s).sum());
        for a in (0..shape.len()).rev() {
            pos[a] += 1;
            if pos[a] < shape[a] {
                break;
            }
            pos[a] = 0;
        }
    }
    Some(t.data().gather(&idx))
}

/// Whether terms `a` and `b` are the same expression: the same ops on congruent operands,
/// the same free leaves, and constants with equal elements where they are read (operands of
/// an elementwise op compared as broadcast to its result, `within`; others exactly). Such
/// sides are equal for every input whatever the ops compute (`fold-shrink-constant`).
fn congruent(app: &Application, a: usize, b: usize, within: Option<&[usize]>) -> bool {
    congruent_in(app, a, b, within, &mut std::collections::HashSet::new())
}

/// [`congruent`], remembering the pairs of op terms already shown congruent (the sides are
/// DAGs: a residual network reads a value twice).
fn congruent_in(
    app: &Application,
    a: usize,
    b: usize,
    within: Option<&[usize]>,
    known: &mut std::collections::HashSet<(usize, usize)>,
) -> bool {
    if a == b || known.contains(&(a, b)) {
        return true;
    }
    let ((da, ta), (db, tb)) = (&app.terms[a], &app.terms[b]);
    if ta.dtype != tb.dtype {
        return false;
    }
    match (da, db) {
        (Def::Free(i), Def::Free(j)) => i == j,
        (Def::Const(x), Def::Const(y)) => match within {
            _ if x == y => true,
            Some(shape) => {
                let (bx, by) = (broadcast_to(x, shape), broadcast_to(y, shape));
                bx.is_some() && bx == by
            }
            None => false,
        },
        (Def::Op(oa, aa), Def::Op(ob, ab)) => {
            let shape =
                (oa.opcode().is_elementwise() && ta.shape == tb.shape).then_some(&ta.shape[..]);
            let same = oa == ob
                && aa.len() == ab.len()
                && aa
                    .iter()
                    .zip(ab)
                    .all(|(&x, &y)| congruent_in(app, x, y, shape, known));
            if same {
                known.insert((a, b));
            }
            same
        }
        _ => false,
    }
}

/// What decides an application: its terms and its leaves' types and ranges (not where the
/// leaves come from). Applications with equal keys have equal verdicts (a network repeats
/// its blocks, an unrolled LSTM its steps), so each is decided once.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Key {
    terms: Vec<(Def, TensorType)>,
    free: Vec<(TensorType, Option<(i64, i64)>)>,
    sides: (usize, usize),
}

impl Application {
    pub(crate) fn key(&self) -> Key {
        Key {
            terms: self.terms.clone(),
            free: self.free.iter().map(|f| (f.ty.clone(), f.range)).collect(),
            sides: (self.lhs, self.rhs),
        }
    }
}

thread_local! {
    /// Verdicts of the costly methods decided on this thread ([`remembered`]).
    static REMEMBERED: std::cell::RefCell<IndexMap<(Key, &'static str, u64), Verdict>> =
        std::cell::RefCell::new(IndexMap::new());
}

/// `decide()`'s verdict on `app`, remembered on this thread by the application's key, the
/// method and its limit: a network repeats a layer in regions of their own, and the tests
/// compile each model for every target. A counterexample is not remembered (it names the
/// input-graph values of one application).
fn remembered(
    app: &Application,
    method: &'static str,
    limit: u64,
    decide: impl FnOnce() -> Verdict,
) -> Verdict {
    let key = (app.key(), method, limit);
    if let Some(v) = REMEMBERED.with(|r| r.borrow().get(&key).cloned()) {
        return v;
    }
    let v = decide();
    if !matches!(v, Verdict::Failed(_)) {
        REMEMBERED.with(|r| {
            let mut r = r.borrow_mut();
            // (Bounded: a long-lived process starts over.)
            if r.len() >= REMEMBER_MOST {
                r.clear();
            }
            r.insert(key, v.clone())
        });
    }
    v
}

/// The most verdicts [`remembered`] holds per thread.
const REMEMBER_MOST: usize = 1 << 16;

/// Decides `app` within the limits of `budget`.
pub(crate) fn check(app: &Application, budget: &crate::RewriteBudget) -> Verdict {
    if app.lhs == app.rhs {
        return Verdict::Proved(Method::Same);
    }
    let out = app.terms[app.lhs].1.clone();
    if out.shape.contains(&0) {
        return Verdict::Proved(Method::Same);
    }
    if app
        .free
        .iter()
        .any(|f| f.range.is_some_and(|(lo, hi)| lo > hi))
    {
        return Verdict::NotProved("an operand has an empty range".to_string());
    }
    if app.free.is_empty() {
        return sweep(app, &Layout::whole(&out), &out);
    }
    if congruent(app, app.lhs, app.rhs, None) {
        return Verdict::Proved(Method::Same);
    }
    if let Some(v) = concat::split(app, budget) {
        return v;
    }
    if let Some(flat) = flattened(app) {
        return match check(&flat, budget) {
            Verdict::Failed(mut c) => {
                let e = c.position.first().copied().unwrap_or(0);
                c.position = taps::unflat(&out.shape, e);
                Verdict::Failed(c)
            }
            v => v,
        };
    }
    // Output stages the solver has no encoding of, cut before them.
    if let Some(v) = stage::decide(app, &out, budget)
        .or_else(|| pool::decide(app, &out, budget))
        .or_else(|| sum::decide(app, &out, budget))
    {
        return v;
    }
    // An op that reads more than one element of an operand: a query at a symbolic position.
    if app
        .terms
        .iter()
        .any(|(def, _)| matches!(def, Def::Op(op, _) if !pointwise(op)))
    {
        return match taps::decide(app, &out, budget) {
            Verdict::NotProved(why) => {
                sum::decide_mean(app, &out, budget).unwrap_or(Verdict::NotProved(why))
            }
            v => v,
        };
    }
    if app.free.iter().any(|f| f.range.is_none()) {
        return float::decide(app, &out, budget);
    }
    // A free leaf broadcast along an axis is swept at the result's shape: with elementwise
    // ops only, each result element still reads one element of it.
    if app
        .free
        .iter()
        .any(|f| !broadcasts(&f.ty.shape, &out.shape))
    {
        return Verdict::NotProved("an operand is wider than the result".to_string());
    }
    match Layout::new(app, &out, budget.sweep_limit) {
        Ok(layout) => sweep(app, &layout, &out),
        // Too wide for a sweep: per-element bit-vector queries.
        Err(_) => smt::decide(app, &out, budget),
    }
}

/// `app` with its reshapes dropped and every term a flat `[N]`, where that changes no
/// element's function: every op a reshape or elementwise without per-axis parameters,
/// every constant one element (a table excepted), and every other term as many elements as
/// the result. A reshape keeps the row-major order, so each result element is then one
/// function, on either side, of the elements at its own flat index.
fn flattened(app: &Application) -> Option<Application> {
    let n = app.terms[app.lhs].1.num_elements()?;
    if !app
        .terms
        .iter()
        .any(|(def, _)| matches!(def, Def::Op(Op::Reshape(_), _)))
    {
        return None;
    }
    let mut out = Application {
        terms: Vec::with_capacity(app.terms.len()),
        free: Vec::new(),
        lhs: 0,
        rhs: 0,
    };
    let mut alias = Vec::with_capacity(app.terms.len());
    for (t, (def, ty)) in app.terms.iter().enumerate() {
        let as_flat = TensorType::new(ty.dtype, vec![n]);
        let whole = ty.num_elements() == Some(n);
        let table = |t: usize| {
            app.terms.iter().any(|(d, _)| {
                matches!(d, Def::Op(op, a) if op.opcode() == Opcode::Table && a.get(1) == Some(&t))
            })
        };
        let term = match def {
            Def::Op(Op::Reshape(_), args) => {
                alias.push(alias[args[0]]);
                continue;
            }
            Def::Op(op, args) if whole && pointwise(op) && op.per_axis().is_none() => (
                Def::Op(op.clone(), args.iter().map(|&a| alias[a]).collect()),
                as_flat,
            ),
            Def::Const(c) if c.len() == 1 || table(t) => (def.clone(), ty.clone()),
            Def::Free(k) if whole => (Def::Free(*k), as_flat),
            _ => return None,
        };
        out.terms.push(term);
        alias.push(out.terms.len() - 1);
    }
    out.free = app.free.clone();
    for f in &mut out.free {
        if f.ty.num_elements() != Some(n) {
            return None;
        }
        f.ty = TensorType::new(f.ty.dtype, vec![n]);
    }
    out.lhs = alias[app.lhs];
    out.rhs = alias[app.rhs];
    Some(out)
}

/// The application with sides `lhs` and `rhs` over the terms of `app` they reach (in
/// dependency order), where each term `t` with `leaf(t)` is a free leaf over its type's whole
/// range instead.
fn rebuild(app: &Application, lhs: usize, rhs: usize, leaf: &dyn Fn(usize) -> bool) -> Application {
    let mut out = Application {
        terms: Vec::new(),
        free: Vec::new(),
        lhs: 0,
        rhs: 0,
    };
    let mut map: Vec<Option<usize>> = vec![None; app.terms.len()];
    // Depth-first, each term after its operands.
    let mut stack = vec![(lhs, false), (rhs, false)];
    while let Some((t, ready)) = stack.pop() {
        if map[t].is_some() {
            continue;
        }
        let (def, ty) = &app.terms[t];
        let def = match def {
            _ if leaf(t) => {
                out.free.push(Free {
                    ty: ty.clone(),
                    range: ty.dtype.int_range(),
                    pos: crate::analysis::NO_POS,
                });
                Def::Free(out.free.len() - 1)
            }
            Def::Free(k) => {
                out.free.push(app.free[*k].clone());
                Def::Free(out.free.len() - 1)
            }
            Def::Const(c) => Def::Const(c.clone()),
            Def::Op(op, args) if ready => {
                Def::Op(op.clone(), args.iter().filter_map(|&a| map[a]).collect())
            }
            Def::Op(_, args) => {
                stack.push((t, true));
                stack.extend(args.iter().rev().map(|&a| (a, false)));
                continue;
            }
        };
        out.terms.push((def, ty.clone()));
        map[t] = Some(out.terms.len() - 1);
    }
    out.lhs = map[lhs].unwrap_or(0);
    out.rhs = map[rhs].unwrap_or(0);
    out
}

/// Runs `app` with each free leaf fixed to `values[k]` (a counterexample the solver found):
/// the interpreter's verdict on that input.
fn confirm(app: &Application, values: &[i64], out: &TensorType) -> Verdict {
    let mut fixed = app.clone();
    for (f, &v) in fixed.free.iter_mut().zip(values) {
        f.range = Some((v, v));
    }
    match Layout::new(&fixed, out, u64::MAX) {
        Ok(layout) => sweep(&fixed, &layout, out),
        Err(why) => Verdict::NotProved(why),
    }
}

/// How a sweep lays the cases out: the result positions a constant or a per-axis parameter
/// distinguishes (`varying` axes kept whole), and along one other axis (`slot_axis`, `slots`
/// long) the combinations of leaf values, `rounds` times.
struct Layout {
    shape: Vec<usize>,
    slot_axis: Option<usize>,
    slots: u64,
    combos: u128,
    rounds: u64,
}

/// The result axes along which the function of an elementwise application can change: those
/// a constant operand varies along, and the axis of per-axis parameters.
fn varying_axes(app: &Application, out: &TensorType) -> Vec<bool> {
    let rank = out.rank();
    let mut varying = vec![false; rank];
    for (def, _) in &app.terms {
        let Def::Op(op, args) = def else { continue };
        if let Some(a) = op.per_axis() {
            if a < rank {
                varying[a] = true;
            }
        }
        // A table is read whole, not broadcast.
        let operands = if op.opcode() == Opcode::Table {
            &args[..1]
        } else {
            &args[..]
        };
        for &t in operands {
            if let (Def::Const(_), ty) = &app.terms[t] {
                let r = ty.rank();
                for (j, &d) in ty.shape.iter().enumerate() {
                    if d > 1 && rank >= r {
                        varying[rank - r + j] = true;
                    }
                }
            }
        }
    }
    varying
}

/// Elements per evaluation of a sweep.
const CHUNK: u64 = 1 << 14;

impl Layout {
    /// One evaluation at the result's own shape (no free leaf).
    fn whole(out: &TensorType) -> Layout {
        Layout {
            shape: out.shape.to_vec(),
            slot_axis: None,
            slots: 1,
            combos: 1,
            rounds: 1,
        }
    }

    fn new(app: &Application, out: &TensorType, limit: u64) -> Result<Layout, String> {
        let rank = out.rank();
        let varying = varying_axes(app, out);
        let positions: u128 = (0..rank)
            .filter(|&a| varying[a])
            .map(|a| out.shape[a] as u128)
            .fold(1, u128::saturating_mul);
        let combos: u128 = app
            .free
            .iter()
            .map(|f| f.range.map_or(0, width))
            .fold(1, u128::saturating_mul);
        let cases = positions.saturating_mul(combos);
        if cases > u128::from(limit) {
            return Err("too wide for a sweep (over the sweep limit)".to_string());
        }
        let slot_axis = (0..rank).find(|&a| !varying[a]);
        let positions = positions as u64;
        let slots = match slot_axis {
            Some(_) => (CHUNK / positions.max(1)).clamp(1, combos as u64),
            None => 1,
        };
        let shape = (0..rank)
            .map(|a| match () {
                _ if varying[a] => out.shape[a],
                _ if Some(a) == slot_axis => slots as usize,
                _ => 1,
            })
            .collect();
        Ok(Layout {
            shape,
            slot_axis,
            slots,
            combos,
            rounds: (combos as u64).div_ceil(slots),
        })
    }

    /// The combination of leaf values at flat element `e` of round `r`.
    fn combo(&self, e: usize, r: u64) -> u128 {
        let slot = match self.slot_axis {
            Some(a) => {
                let inner: usize = self.shape[a + 1..].iter().product();
                ((e / inner) % self.shape[a]) as u64
            }
            None => 0,
        };
        (u128::from(r * self.slots + slot)).min(self.combos - 1)
    }

    /// The elements of free leaf `k` in round `r` (`elements` of them): the value of each
    /// slot's combination, the same at every position.
    fn fill(&self, free: &[Free], k: usize, r: u64, elements: usize) -> Vec<i64> {
        // Below the sweep limit, every count fits 64 bits.
        let stride = free[k + 1..]
            .iter()
            .map(|f| f.range.map_or(1, width))
            .fold(1u128, u128::saturating_mul) as u64;
        let (lo, hi) = free[k].range.unwrap_or((0, 0));
        let n = width((lo, hi)).max(1) as u64;
        let last = (self.combos - 1) as u64;
        let per_slot: Vec<i64> = (0..self.slots)
            .map(|slot| {
                let t = (r * self.slots + slot).min(last);
                (i128::from(lo) + i128::from((t / stride) % n)) as i64
            })
            .collect();
        let Some(a) = self.slot_axis else {
            return vec![per_slot[0]; elements];
        };
        let inner: usize = self.shape[a + 1..].iter().product();
        let outer: usize = self.shape[..a].iter().product();
        let mut out = Vec::with_capacity(elements);
        for _ in 0..outer {
            for &v in &per_slot {
                out.extend(std::iter::repeat_n(v, inner));
            }
        }
        out
    }

    /// The result position of flat element `e` (the slot axis at 0: every index there
    /// computes the same function).
    fn position(&self, e: usize) -> Vec<usize> {
        let mut pos = vec![0; self.shape.len()];
        let mut rest = e;
        for a in (0..self.shape.len()).rev() {
            pos[a] = rest % self.shape[a];
            rest /= self.shape[a];
        }
        if let Some(a) = self.slot_axis {
            pos[a] = 0;
        }
        pos
    }
}

/// How many values `lo..=hi` holds (0 when empty).
fn width((lo, hi): (i64, i64)) -> u128 {
    (i128::from(hi) - i128::from(lo) + 1).max(0) as u128
}

/// The value of free leaf `k` in combination `t`.
fn leaf_value(free: &[Free], k: usize, t: u128) -> i64 {
    let stride: u128 = free[k + 1..]
        .iter()
        .map(|f| f.range.map_or(1, width))
        .fold(1, u128::saturating_mul);
    let (lo, hi) = free[k].range.unwrap_or((0, 0));
    let n = width((lo, hi)).max(1);
    (i128::from(lo) + ((t / stride) % n) as i128) as i64
}

/// Runs both sides on every round of `layout`.
fn sweep(app: &Application, layout: &Layout, out: &TensorType) -> Verdict {
    let elements: usize = layout.shape.iter().product();
    for r in 0..layout.rounds {
        let mut leaves = Vec::with_capacity(app.free.len());
        for k in 0..app.free.len() {
            let v = layout.fill(&app.free, k, r, elements);
            // At the result's rank: a leaf of lower rank is broadcast from the left.
            match Tensor::from_i64(app.free[k].ty.dtype, &layout.shape, &v) {
                Some(t) => leaves.push(t),
                None => {
                    return Verdict::NotProved("a leaf's range does not fit its type".to_string())
                }
            }
        }
        let (l, h) = match evaluate(app, &leaves) {
            Ok(sides) => sides,
            Err(why) => return Verdict::NotProved(why),
        };
        if l.data() != h.data() || l.shape() != h.shape() {
            return Verdict::Failed(counterexample(app, layout, r, &l, &h, out));
        }
    }
    let cases = (layout.shape.iter().product::<usize>() as u64).saturating_mul(layout.rounds);
    Verdict::Proved(Method::Sweep(cases))
}

/// Both sides of `app` with free leaf `k` holding `leaves[k]`, run with the interpreter's
/// kernels; `Err` with the reason when a kernel fails.
fn evaluate(app: &Application, leaves: &[Tensor]) -> Result<(Tensor, Tensor), String> {
    let values = evaluate_terms(app, leaves)?;
    Ok((values[app.lhs].clone(), values[app.rhs].clone()))
}

/// Every term of `app` with free leaf `k` holding `leaves[k]` (see [`evaluate`]).
fn evaluate_terms(app: &Application, leaves: &[Tensor]) -> Result<Vec<Tensor>, String> {
    let mut values: Vec<Tensor> = Vec::with_capacity(app.terms.len());
    for (def, ty) in &app.terms {
        let t = match def {
            Def::Free(k) => leaves[*k].clone(),
            Def::Const(c) => c.clone(),
            Def::Op(op, args) => {
                // Terms are in dependency order: every operand is already in `values`.
                let ins: Vec<&Tensor> = args.iter().map(|&a| &values[a]).collect();
                let tys: Vec<&TensorType> = ins.iter().map(|t| t.ty()).collect();
                let ty = op
                    .infer(&tys, Some(ty.dtype))
                    .map_err(|e| format!("evaluation failed: {e}"))?;
                eval_op(op, &ins, &ty).map_err(|e| format!("evaluation failed: {e}"))?
            }
        };
        values.push(t);
    }
    Ok(values)
}

/// The first differing element of `l` and `h` in round `r`, as a counterexample.
fn counterexample(
    app: &Application,
    layout: &Layout,
    r: u64,
    l: &Tensor,
    h: &Tensor,
    out: &TensorType,
) -> Counterexample {
    let n = l.len().min(h.len());
    let e = (0..n)
        .find(|&e| element(l, e) != element(h, e))
        .unwrap_or(0);
    let t = layout.combo(e, r);
    let inputs = (0..app.free.len())
        .map(|k| {
            let f = &app.free[k];
            let v = leaf_value(&app.free, k, t);
            let pos = (f.pos != crate::analysis::NO_POS).then_some(f.pos as usize);
            (pos, format!("{v}"))
        })
        .collect();
    let mut position = layout.position(e);
    if position.len() != out.rank() {
        position = vec![0; out.rank()];
    }
    Counterexample {
        inputs,
        position,
        lhs: element(l, e),
        rhs: element(h, e),
    }
}

/// Element `e` of `t`, printed exactly (floats with their bits).
fn element(t: &Tensor, e: usize) -> String {
    match t.dtype() {
        DType::F32 => t
            .as_f32()
            .and_then(|v| v.get(e))
            .map_or(String::new(), |x| format!("{x:?} ({:#010x})", x.to_bits())),
        _ => match t.data() {
            qnn_ir::Data::F64(v) => v
                .get(e)
                .map_or(String::new(), |x| format!("{x:?} ({:#018x})", x.to_bits())),
            d => d
                .to_i64()
                .and_then(|v| v.get(e).copied())
                .map_or(String::new(), |x| x.to_string()),
        },
    }
}

/// Whether graphs `a` and `b` compute the same outputs for every input (`qnnc equiv`): for
/// each output (in `a`'s order, matched by position), the two graphs' terms over the shared
/// inputs, decided as a rule application is ([`check`], within `budget`'s proof limits).
/// An input is a free leaf over its type's whole range. `Err` when the graphs' inputs or
/// outputs do not correspond (count or type).
pub fn equivalent(
    a: &qnn_ir::Graph,
    b: &qnn_ir::Graph,
    budget: &crate::RewriteBudget,
) -> Result<Vec<(String, Verdict)>, String> {
    let types = |g: &qnn_ir::Graph, ids: &mut dyn Iterator<Item = qnn_ir::ValueId>| {
        ids.map(|v| g.values()[v.index()].ty.clone())
            .collect::<Vec<TensorType>>()
    };
    let inputs = |g: &qnn_ir::Graph| types(g, &mut g.inputs().iter().copied());
    let outputs = |g: &qnn_ir::Graph| types(g, &mut g.outputs().iter().map(|(_, v)| *v));
    let ta = inputs(a);
    for (what, x, y) in [
        ("inputs", ta.clone(), inputs(b)),
        ("outputs", outputs(a), outputs(b)),
    ] {
        if x != y {
            return Err(format!(
                "the graphs' {what} differ: {} against {}",
                describe(&x),
                describe(&y)
            ));
        }
    }
    let free: Vec<Free> = ta
        .iter()
        .enumerate()
        .map(|(k, ty)| Free {
            ty: ty.clone(),
            range: ty.dtype.int_range(),
            pos: k as u32,
        })
        .collect();
    let mut verdicts = Vec::new();
    for (k, (name, _)) in a.outputs().iter().enumerate() {
        let mut terms = Vec::new();
        let lhs = graph_terms(a, k, &mut terms);
        let rhs = graph_terms(b, k, &mut terms);
        // Only the inputs the two outputs read are leaves of this output's check.
        let mut used: Vec<usize> = terms
            .iter()
            .filter_map(|(d, _)| match d {
                Def::Free(i) => Some(*i),
                _ => None,
            })
            .collect();
        used.sort_unstable();
        used.dedup();
        for (d, _) in &mut terms {
            if let Def::Free(i) = d {
                *i = used.binary_search(i).unwrap_or(0);
            }
        }
        let app = Application {
            terms,
            free: used.iter().map(|&i| free[i].clone()).collect(),
            lhs,
            rhs,
        };
        verdicts.push((name.clone(), check(&app, budget)));
    }
    Ok(verdicts)
}

/// `dtype[shape]` of each type, comma-separated.
fn describe(tys: &[TensorType]) -> String {
    let list: Vec<String> = tys
        .iter()
        .map(|t| format!("{}{:?}", t.dtype, t.shape))
        .collect();
    format!("({})", list.join(", "))
}

/// Appends to `terms` the values output `k` of `g` reads (inputs as free leaves by input
/// number), in definition order; returns the output's term.
fn graph_terms(g: &qnn_ir::Graph, k: usize, terms: &mut Vec<(Def, TensorType)>) -> usize {
    use qnn_ir::ValueDef;
    let values = g.values();
    let root = g.outputs()[k].1.index();
    // The values the output reads.
    let mut live = vec![false; values.len()];
    live[root] = true;
    for i in (0..=root).rev() {
        if !live[i] {
            continue;
        }
        if let ValueDef::Op { args, .. } = &values[i].def {
            for a in args {
                live[a.index()] = true;
            }
        }
    }
    let mut term_of = vec![usize::MAX; values.len()];
    for i in 0..=root {
        if !live[i] {
            continue;
        }
        let v = &values[i];
        let def = match &v.def {
            ValueDef::Input { .. } => {
                let n = g.inputs().iter().position(|x| x.index() == i).unwrap_or(0);
                Def::Free(n)
            }
            ValueDef::Op {
                op: Op::Const(c), ..
            } => Def::Const(c.value.clone()),
            ValueDef::Op { op, args } => Def::Op(
                op.clone(),
                args.iter().map(|a| term_of[a.index()]).collect(),
            ),
        };
        terms.push((def, v.ty.clone()));
        term_of[i] = terms.len() - 1;
    }
    term_of[root]
}
