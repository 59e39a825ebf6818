//! The solver half of `--prove` for applications whose ops read more than one element of an
//! operand (`conv2d`, `dense` and their QNN forms, `sum`, `reshape`): one bit-vector query
//! at a *symbolic* result position (`docs/prove.md`, step 7).
//!
//! The result position is a tuple of variables, one per axis, each below its extent. A term's
//! element at an index (each axis an affine function of one position variable, [`Ix`]) is
//! encoded from its operands' elements at the indices its kernel reads: a convolution sums
//! its taps (a tap outside the image times 0, so that z3 can rewrite both sides' sums to one
//! polynomial), a product its `k` terms, a reduction its reduced axes. An operand that is an
//! input of the application is an array read at the flat index; every element read is
//! constrained to the operand's range. The query "some position and some input make the
//! sides differ" is asked once for all positions.
//!
//! Constants: an element read at a constant index is a literal; a per-channel vector (at most
//! [`INLINE`] elements) a constant array; any other constant that varies with the position
//! (weights) *abstract*: an array of unknown elements within the constant's range, which
//! proves the application for every such constant (one query for every output channel).
//!
//! Deciding ([`symbolic`]): where the left side is a `qnn.conv2d` or `qnn.dense` with an
//! output stage, the accumulator is a *cut*: its equality to the right side's rescale input
//! first (z3 rewrites both sums of products to one polynomial), then the output stages alone
//! with both accumulators one variable. Otherwise the whole query; a model that reads abstract
//! elements the real constant does not have pins them to their real values and asks again
//! ([`PIN_ROUNDS`]). Not proved, the application is probed for a counterexample at a few
//! concrete positions with the real constants ([`probe`]). A model is a counterexample only
//! once the interpreter confirms it on whole tensors. A verdict the symbolic query alone
//! decided is remembered by the query's text ([`VERDICTS`]).

use super::smt::{self, lit, wrap, Site};
use super::{evaluate, Application, Counterexample, Def, Method, Verdict};
use crate::RewriteBudget;
use easy_smt::{Context, Response, SExpr};
use qnn_arith::{conv_real_multiplier, quantize_multiplier_for, QuantizedMultiplier, Rounding};
use qnn_ir::attrs::Precision;
use qnn_ir::ops::{
    Conv2dAttrs, QnnConv2dAttrs, QnnDenseAttrs, QnnMeanAttrs, ReduceAttrs, WindowAttrs,
};
use qnn_ir::{DType, Op, QParams, Tensor, TensorType};
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

/// The most elements of a per-channel constant encoded as a constant array; larger ones
/// are abstract.
const INLINE: usize = 4096;

/// An index along one axis: `(p / div) * mul + add`, where `p` is the result position's index
/// along axis `var`; with no `var`, the constant `add`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Ix {
    var: Option<usize>,
    div: i64,
    mul: i64,
    add: i64,
}

impl Ix {
    fn lit(v: i64) -> Ix {
        Ix {
            var: None,
            div: 1,
            mul: 0,
            add: v,
        }
    }

    fn var(axis: usize) -> Ix {
        Ix {
            var: Some(axis),
            div: 1,
            mul: 1,
            add: 0,
        }
    }

    /// `self * k + c`.
    fn affine(self, k: i64, c: i64) -> Ix {
        Ix {
            mul: self.mul * k,
            add: self.add * k + c,
            ..self
        }
    }

    /// `self / k`, where that is an index of this form.
    fn over(self, k: i64) -> Option<Ix> {
        match self.var {
            None => Some(Ix::lit(self.add.div_euclid(k))),
            Some(_) if self.mul == 1 && self.add == 0 => Some(Ix {
                div: self.div * k,
                ..self
            }),
            Some(_) => None,
        }
    }

    /// The constant index, if it is one.
    fn value(self) -> Option<i64> {
        self.var.is_none().then_some(self.add)
    }

    /// The values it takes over the result positions (`extents`).
    fn values(self, extents: &[usize]) -> Vec<i64> {
        match self.var {
            None => vec![self.add],
            Some(a) => (0..extents[a] as i64)
                .map(|p| (p / self.div) * self.mul + self.add)
                .collect(),
        }
    }
}

/// Why encoding stopped: not encodable (the reason), or the solver's I/O failed.
enum Stop {
    Not(String),
    Io(std::io::Error),
}

impl From<std::io::Error> for Stop {
    fn from(e: std::io::Error) -> Self {
        Stop::Io(e)
    }
}

fn not<T>(why: impl Into<String>) -> Result<T, Stop> {
    Err(Stop::Not(why.into()))
}

/// What an array read reads: free leaf `k`, or abstract constant term `t`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Source {
    Leaf(usize),
    Abstract(usize),
}

/// An element read from an array, constrained to its source's range.
struct Read {
    source: Source,
    flat: SExpr,
    value: SExpr,
}

/// A constant term's elements, and how it is encoded where it varies.
struct ConstInfo {
    values: Vec<i64>,
    uniform: Option<i64>,
    array: Option<SExpr>,
}

/// The constant arrays of a query (per-channel parameters, small constants), each named
/// once: `pending` ones are defined before the next term that may use them.
#[derive(Default)]
struct Arrays {
    names: RefCell<HashMap<Vec<i64>, SExpr>>,
    pending: RefCell<Vec<(SExpr, Vec<i64>)>>,
}

impl Arrays {
    /// The array holding `values` (its name).
    fn of(&self, ctx: &Context, values: &[i64]) -> SExpr {
        let mut names = self.names.borrow_mut();
        if let Some(&a) = names.get(values) {
            return a;
        }
        let a = ctx.atom(format!("c{}", names.len()));
        names.insert(values.to_vec(), a);
        self.pending.borrow_mut().push((a, values.to_vec()));
        a
    }

    /// Defines the pending arrays.
    fn flush(&self, ctx: &Context, commands: &mut Vec<Command>) {
        let pending = std::mem::take(&mut *self.pending.borrow_mut());
        let bv64 = ctx.bit_vec_sort(ctx.numeral(64));
        let sort = ctx.array_sort(bv64, bv64);
        for (name, values) in pending {
            let body = const_array(ctx, &values);
            let name = ctx.get_atom(name).unwrap_or_default().to_string();
            commands.push(Command::Define(name, sort, body));
        }
    }
}

/// A command of a query. An encoding's commands are sent once it is complete; their text
/// is the query's key in [`VERDICTS`].
enum Command {
    Declare(String, SExpr),
    Define(String, SExpr, SExpr),
    Assert(SExpr),
}

/// Sends `commands`.
fn send(ctx: &mut Context, commands: &[Command]) -> std::io::Result<()> {
    for c in commands {
        match c {
            Command::Declare(name, sort) => {
                ctx.declare_const(name.as_str(), *sort)?;
            }
            Command::Define(name, sort, body) => {
                ctx.define_const(name.as_str(), *sort, *body)?;
            }
            Command::Assert(e) => ctx.assert(*e)?,
        }
    }
    Ok(())
}

/// The key of a query: two 64-bit hashes and the length of its text (a repeated block of a
/// network, or the same layer legalized for another target, asks the same query: with its
/// weights abstract, equal for every weight in the same range).
type QueryKey = (u64, u64, usize);

fn key(ctx: &Context, budget: &RewriteBudget, commands: &[Command]) -> QueryKey {
    use std::fmt::Write;
    use std::hash::{Hash, Hasher};
    let mut text = format!(
        "{} {} {}\n",
        budget.solver_rlimit, budget.solver_queries, budget.solver_taps
    );
    for c in commands {
        let _ = match c {
            Command::Declare(n, sort) => writeln!(text, "d {n} {}", ctx.display(*sort)),
            Command::Define(n, _, body) => writeln!(text, "f {n} {}", ctx.display(*body)),
            Command::Assert(e) => writeln!(text, "a {}", ctx.display(*e)),
        };
    }
    let hash = |salt: u8| {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        salt.hash(&mut h);
        text.hash(&mut h);
        h.finish()
    };
    (hash(0), hash(1), text.len())
}

thread_local! {
    /// The verdicts of symbolic queries decided on this thread, by [`key`].
    static VERDICTS: RefCell<HashMap<QueryKey, Verdict>> = RefCell::new(HashMap::new());
}

/// The encoding of one application.
struct Enc<'a> {
    arrays: Arrays,
    commands: Vec<Command>,
    ctx: &'a mut Context,
    app: &'a Application,
    /// The result's extents; `pos[a]`: the position variable of axis `a` (a literal 0 for
    /// an axis of extent 1).
    extents: Vec<usize>,
    pos: Vec<SExpr>,
    memo: HashMap<(usize, Vec<Ix>), SExpr>,
    consts: HashMap<usize, ConstInfo>,
    leaves: HashMap<usize, SExpr>,
    reads: Vec<Read>,
    read_seen: HashSet<SExpr>,
    ok: Vec<SExpr>,
    /// The term whose encoding pushed each entry of `ok` (as far as it is tagged: a term's
    /// operands are encoded, and tag theirs, before it pushes its own).
    ok_terms: Vec<usize>,
    taps: usize,
    tap_limit: usize,
    names: usize,
    /// The left accumulator's variable, where the sides are compared at a cut.
    cut: Option<SExpr>,
    /// The left side's accumulator, as `output` encoded it, and its type.
    lhs_acc: Option<(SExpr, DType)>,
    /// Bounds of the left side's accumulator at the result position, where its input and
    /// constants give them (`acc_bounds`).
    lhs_acc_range: Option<(SExpr, SExpr)>,
}

/// Decides `app` (some op not elementwise) with one query at a symbolic position.
pub(super) fn decide(app: &Application, out: &TensorType, budget: &RewriteBudget) -> Verdict {
    for (def, ty) in &app.terms {
        if let Some(why) = unencodable(app, def, ty) {
            return Verdict::NotProved(why);
        }
    }
    let symbolic = smt::with_solver(|ctx| scoped(ctx, |ctx| query(ctx, app, out, budget)));
    let Verdict::NotProved(why) = symbolic else {
        return symbolic;
    };
    // Not proved: look for a counterexample at concrete positions (with the real constants
    // a query there is small), and keep the reason where there is none.
    for position in probes(&out.shape, PROBES) {
        let found =
            smt::with_solver(|ctx| scoped(ctx, |ctx| probe(ctx, app, out, budget, &position)));
        match found {
            Verdict::Failed(c) => return Verdict::Failed(c),
            Verdict::NotProved(w) if w == smt::LIMIT => break,
            _ => {}
        }
    }
    Verdict::NotProved(why)
}

/// Runs `f` in a scope of its own (which `f` may leave open: it is closed here), mapping
/// an encoding that stopped to its verdict.
fn scoped(
    ctx: &mut Context,
    f: impl FnOnce(&mut Context) -> Result<Verdict, Stop>,
) -> std::io::Result<Verdict> {
    ctx.push()?;
    let result = f(ctx);
    let popped = ctx.pop();
    let verdict = match result {
        Ok(v) => v,
        Err(Stop::Not(why)) => Verdict::NotProved(why),
        Err(Stop::Io(e)) => return Err(e),
    };
    popped?;
    Ok(verdict)
}

/// The result positions probed for a counterexample, at most `most`: along each axis its
/// ends, their neighbours and its middle (where windows meet the padding), corners first.
fn probes(shape: &[usize], most: usize) -> Vec<Vec<usize>> {
    let per_axis: Vec<Vec<usize>> = shape
        .iter()
        .map(|&n| {
            let mut v: Vec<usize> = Vec::new();
            for p in [0, n.saturating_sub(1), 1, n.saturating_sub(2), n / 2] {
                if p < n && !v.contains(&p) {
                    v.push(p);
                }
            }
            v
        })
        .collect();
    let mut all: Vec<(usize, Vec<usize>)> = vec![(0, Vec::new())];
    for values in &per_axis {
        all = all
            .into_iter()
            .flat_map(|(rank, p)| {
                values.iter().enumerate().map(move |(r, &v)| {
                    let mut q = p.clone();
                    q.push(v);
                    (rank.max(r), q)
                })
            })
            .collect();
        all.sort_by_key(|(rank, _)| *rank);
        all.truncate(most);
    }
    all.into_iter().map(|(_, p)| p).collect()
}

/// A counterexample at `position` with every constant real, if the solver finds one there
/// varying the first element each input's is read (the others at the value a confirmed
/// counterexample fills them with): a query of one or two variables, which z3 answers
/// where one over every tap would reach its limit.
fn probe(
    ctx: &mut Context,
    app: &Application,
    out: &TensorType,
    budget: &RewriteBudget,
    position: &[usize],
) -> Result<Verdict, Stop> {
    let e = encode(ctx, app, out, budget, Encoding::At(position))?;
    send(ctx, &e.commands)?;
    let mut varied = HashSet::new();
    for r in &e.reads {
        if let Source::Leaf(k) = r.source {
            if !varied.insert(k) {
                ctx.assert(ctx.eq(r.value, lit(ctx, fill(&app.free[k]))))?;
            }
        }
    }
    ctx.assert(ctx.not(ctx.eq(e.lhs, e.rhs)))?;
    Ok(match ctx.check()? {
        Response::Unsat => Verdict::Proved(Method::Solver(1)),
        Response::Unknown => Verdict::NotProved(smt::LIMIT.to_string()),
        Response::Sat => {
            let m = model(ctx, &e.pos, &e.reads)?;
            confirm(app, out, &m, &e.reads)
        }
    })
}

/// Why term `def` has no encoding here, if it has none.
fn unencodable(app: &Application, def: &Def, ty: &TensorType) -> Option<String> {
    let Def::Op(op, _) = def else {
        return smt::unencodable_term(app, def, ty);
    };
    let fixed = |rounding: Rounding, out: bool| match out && !smt::encoded_mode(rounding) {
        true => Some(smt::no_encoding(op, Some(rounding))),
        false => None,
    };
    match op {
        Op::Conv2d(_)
        | Op::Dense(_)
        | Op::Sum(_)
        | Op::Slice(_)
        | Op::Reshape(_)
        | Op::MaxPool2d(_)
        | Op::PoolSum(_)
        | Op::QnnMaxPool2d(_) => {
            (!ty.dtype.is_int()).then(|| "a float value (no solver encoding of floats)".into())
        }
        Op::QnnMean(a) => fixed(a.rounding, true),
        Op::QnnConv2d(a) => fixed(a.rounding, a.out_q.is_some()),
        Op::QnnDense(a) => fixed(a.rounding, a.out_q.is_some()),
        _ if super::pointwise(op) => smt::unencodable_term(app, def, ty),
        _ => Some(smt::no_encoding(op, None)),
    }
}

/// An application encoded at the symbolic position, its reads' ranges asserted.
struct Encoded {
    /// Whether the right side reads an abstract constant the left side does not.
    rewrite_only: bool,
    /// What declares, defines and constrains the terms (not yet sent).
    commands: Vec<Command>,
    lhs: SExpr,
    rhs: SExpr,
    pos: Vec<SExpr>,
    reads: Vec<Read>,
    ok: Vec<SExpr>,
    /// The term that pushed each entry of `ok`.
    ok_terms: Vec<usize>,
    /// The terms encoded (at some index).
    terms: HashSet<usize>,
    consts: HashMap<usize, ConstInfo>,
    /// The accumulator of the left side's `qnn.conv2d` / `qnn.dense` output stage, and its
    /// type.
    lhs_acc: Option<(SExpr, DType)>,
    /// The inputs of the right side's rescales at the result position (latest term first),
    /// with their terms.
    rescaled: Vec<(usize, SExpr)>,
}

/// How an application is encoded.
#[derive(Clone, Copy)]
enum Encoding<'a> {
    /// At the symbolic position, whole.
    Whole,
    /// At the symbolic position with a cut: term `t`'s element there and the left side's
    /// accumulator are both the variable (shown equal first).
    Cut(usize, SExpr),
    /// At one concrete position.
    At(&'a [usize]),
}

/// Encodes `app` as `how` says.
fn encode(
    ctx: &mut Context,
    app: &Application,
    out: &TensorType,
    budget: &RewriteBudget,
    how: Encoding,
) -> Result<Encoded, Stop> {
    let rlimit = ctx.numeral(budget.solver_rlimit);
    ctx.set_option(":rlimit", rlimit)?;
    let bv64 = ctx.bit_vec_sort(ctx.numeral(64));
    let extents = out.shape.to_vec();
    let mut pos = Vec::with_capacity(extents.len());
    let mut commands = Vec::new();
    let (cut, at) = match how {
        Encoding::Whole => (None, None),
        Encoding::Cut(t, v) => (Some((t, v)), None),
        Encoding::At(p) => (None, Some(p)),
    };
    for (a, &n) in extents.iter().enumerate() {
        if let Some(p) = at {
            pos.push(lit(ctx, p[a] as i64));
        } else if n > 1 {
            let name = format!("p{a}");
            let p = ctx.atom(name.as_str());
            commands.push(Command::Declare(name, bv64));
            commands.push(Command::Assert(ctx.bvult(p, lit(ctx, n as i64))));
            pos.push(p);
        } else {
            pos.push(lit(ctx, 0));
        }
    }
    let idx: Vec<Ix> = (0..extents.len())
        .map(|a| match (at, extents[a] > 1) {
            (Some(p), _) => Ix::lit(p[a] as i64),
            (None, true) => Ix::var(a),
            (None, false) => Ix::lit(0),
        })
        .collect();
    let mut enc = Enc {
        arrays: Arrays::default(),
        commands,
        ctx,
        app,
        extents,
        pos: pos.clone(),
        memo: HashMap::new(),
        consts: HashMap::new(),
        leaves: HashMap::new(),
        reads: Vec::new(),
        read_seen: HashSet::new(),
        ok: Vec::new(),
        ok_terms: Vec::new(),
        taps: 0,
        tap_limit: budget.solver_taps,
        names: 0,
        cut: cut.map(|(_, v)| v),
        lhs_acc: None,
        lhs_acc_range: None,
    };
    if let Some((t, v)) = cut {
        enc.memo.insert((t, idx.clone()), v);
    }
    let lhs = enc.elem(app.lhs, &idx)?;
    let left: HashSet<(usize, Vec<Ix>)> = enc.memo.keys().cloned().collect();
    let left_reads = enc.reads.len();
    let rhs = enc.elem(app.rhs, &idx)?;
    // An abstract constant only the rewrite reads (a constant it computed, such as folded
    // weights) is related to the matched op's only through its values, which the query
    // does not have.
    let abstract_terms = |reads: &[Read]| -> HashSet<usize> {
        reads
            .iter()
            .filter_map(|r| match r.source {
                Source::Abstract(t) => Some(t),
                Source::Leaf(_) => None,
            })
            .collect()
    };
    let rewrite_only = !abstract_terms(&enc.reads[left_reads..])
        .is_subset(&abstract_terms(&enc.reads[..left_reads]));
    // The right side's rescales' inputs at the result position: where the accumulator is.
    let mut rescaled: Vec<(usize, SExpr)> = enc
        .memo
        .keys()
        .filter(|k| k.1 == idx && !left.contains(k))
        .filter_map(|k| match &app.terms[k.0].0 {
            Def::Op(Op::FixedPointMultiply(_), args) => {
                enc.memo.get(&(args[0], idx.clone())).map(|&e| (args[0], e))
            }
            _ => None,
        })
        .collect();
    rescaled.sort_unstable_by_key(|&(t, _)| std::cmp::Reverse(t));
    let terms: HashSet<usize> = enc.memo.keys().map(|k| k.0).collect();
    let Enc {
        ctx,
        reads,
        ok,
        ok_terms,
        consts,
        arrays,
        lhs_acc,
        lhs_acc_range,
        mut commands,
        ..
    } = enc;
    arrays.flush(ctx, &mut commands);
    // At a cut, the accumulator's variable lies within the bounds its real constants give
    // (an assumption every real input satisfies: the proof covers the real application).
    if let (Some((_, v)), Some((lo, hi))) = (cut, lhs_acc_range) {
        commands.push(Command::Assert(ctx.and(ctx.bvsle(lo, v), ctx.bvsle(v, hi))));
    }
    for r in &reads {
        let (lo, hi) = match r.source {
            Source::Leaf(k) => app.free[k].range.unwrap_or((i64::MIN, i64::MAX)),
            Source::Abstract(t) => consts[&t]
                .values
                .iter()
                .fold((i64::MAX, i64::MIN), |(l, h), &v| (l.min(v), h.max(v))),
        };
        commands.push(Command::Assert(ctx.and(
            ctx.bvsle(lit(ctx, lo), r.value),
            ctx.bvsle(r.value, lit(ctx, hi)),
        )));
    }
    Ok(Encoded {
        rewrite_only,
        commands,
        lhs,
        rhs,
        pos,
        reads,
        ok,
        ok_terms,
        terms,
        consts,
        lhs_acc,
        rescaled,
    })
}

/// The most queries that pin abstract elements to their real values (each round is a
/// query that may reach the rlimit: a rule that rewrites a constant, whose relation to the
/// original the abstraction loses, is left not proved after a few).
const PIN_ROUNDS: usize = 8;

/// The most concrete positions probed for a counterexample where the symbolic query does
/// not prove an application (corners first: where windows meet the padding).
const PROBES: usize = 8;

/// The most right-side elements tried as the left accumulator's counterpart.
const CUT_CANDIDATES: usize = 8;

/// Encodes and asks; `Ok` with the verdict. A verdict the query alone decides (not one a
/// model confirmed or one with elements pinned to the real constants) is remembered by the
/// query's [`key`], and the same query is not asked again.
fn query(
    ctx: &mut Context,
    app: &Application,
    out: &TensorType,
    budget: &RewriteBudget,
) -> Result<Verdict, Stop> {
    let e = encode(ctx, app, out, budget, Encoding::Whole)?;
    let k = key(ctx, budget, &e.commands);
    if let Some(v) = VERDICTS.with(|c| c.borrow().get(&k).cloned()) {
        return Ok(v);
    }
    send(ctx, &e.commands)?;
    let (verdict, decided_by_query) = symbolic(ctx, app, out, budget, e)?;
    if decided_by_query {
        VERDICTS.with(|c| c.borrow_mut().insert(k, verdict.clone()));
    }
    Ok(verdict)
}

/// Decides the sent encoding `e`; with whether the query alone decided it.
///
/// Where the left side is a `qnn.conv2d` or `qnn.dense` with an output stage, the right
/// side's accumulator is first looked for among its rescales' inputs (an equality z3 shows
/// by rewriting both sums to one polynomial), and the sides are then compared with both
/// accumulators one variable (a *cut*): the output stages alone, which z3 decides without
/// the sums. Where no cut is found or it does not decide, the whole query is asked.
fn symbolic(
    ctx: &mut Context,
    app: &Application,
    out: &TensorType,
    budget: &RewriteBudget,
    e: Encoded,
) -> Result<(Verdict, bool), Stop> {
    let not_proved = |why: &str| Ok((Verdict::NotProved(why.to_string()), true));
    // Whether some input in range makes a kernel of those `ok` conditions fail (then the
    // sides are not compared).
    let fails = |ctx: &mut Context, ok: &[SExpr]| -> Result<Option<&str>, Stop> {
        Ok(match smt::may_fail(ctx, ok)? {
            Response::Unsat => None,
            Response::Sat => Some(smt::MAY_FAIL),
            Response::Unknown => Some(smt::LIMIT),
        })
    };
    if e.rewrite_only {
        return not_proved(
            "the rewrite reads a constant it computed from a weight (the query has no \
             weights' values)",
        );
    }
    let mut queries = 0u64;
    let Some((acc, acc_type)) = e.lhs_acc else {
        if let Some(why) = fails(ctx, &e.ok)? {
            return not_proved(why);
        }
        return whole(ctx, app, out, budget, e, queries);
    };
    let (mut found, mut differs) = (None, false);
    let candidates = e
        .rescaled
        .iter()
        .filter(|&&(t, _)| app.terms[t].1.dtype == acc_type);
    for &(t, el) in candidates.take(CUT_CANDIDATES) {
        queries += 1;
        ctx.push()?;
        ctx.assert(ctx.not(ctx.eq(acc, el)))?;
        let r = ctx.check()?;
        ctx.pop()?;
        match r {
            Response::Unsat => {
                found = Some(t);
                break;
            }
            Response::Unknown => return not_proved(smt::LIMIT),
            Response::Sat => differs = true,
        }
    }
    if found.is_none() && differs {
        // (The concrete probes look for the input where that shows.)
        return not_proved(
            "the rewrite's accumulator differs from the matched op's for some input and \
             constants in range",
        );
    }
    let Some(t) = found else {
        if let Some(why) = fails(ctx, &e.ok)? {
            return not_proved(why);
        }
        return whole(ctx, app, out, budget, e, queries);
    };
    // The kernels below the cut (the terms the cut encoding leaves out) must not fail, nor
    // the output stages, asked on the cut variable within the accumulator's bounds.
    let var = ctx.atom("cut");
    let c = encode(ctx, app, out, budget, Encoding::Cut(t, var))?;
    let below: Vec<SExpr> =
        e.ok.iter()
            .zip(&e.ok_terms)
            .filter(|&(_, t)| !c.terms.contains(t))
            .map(|(&o, _)| o)
            .collect();
    if let Some(why) = fails(ctx, &below)? {
        return not_proved(why);
    }
    ctx.pop()?;
    ctx.push()?;
    let bv64 = ctx.bit_vec_sort(ctx.numeral(64));
    ctx.declare_const("cut", bv64)?;
    let (lo, hi) = acc_type.int_range().unwrap_or((i64::MIN, i64::MAX));
    ctx.assert(ctx.and(ctx.bvsle(lit(ctx, lo), var), ctx.bvsle(var, lit(ctx, hi))))?;
    send(ctx, &c.commands)?;
    if let Some(why) = fails(ctx, &c.ok)? {
        return not_proved(why);
    }
    ctx.assert(ctx.not(ctx.eq(c.lhs, c.rhs)))?;
    queries += 1;
    match ctx.check()? {
        Response::Unsat => return Ok((Verdict::Proved(Method::Solver(queries)), true)),
        Response::Unknown => return not_proved(smt::LIMIT),
        Response::Sat => {}
    }
    ctx.pop()?;
    ctx.push()?;
    let e = encode(ctx, app, out, budget, Encoding::Whole)?;
    send(ctx, &e.commands)?;
    whole(ctx, app, out, budget, e, queries)
}

/// Asks whether the sides of `e` differ anywhere, pinning abstract elements a model reads
/// to their real values, and confirms a model with the interpreter; with whether the query
/// alone decided (no model confirmed, nothing pinned).
fn whole(
    ctx: &mut Context,
    app: &Application,
    out: &TensorType,
    budget: &RewriteBudget,
    e: Encoded,
    asked: u64,
) -> Result<(Verdict, bool), Stop> {
    let Encoded {
        lhs,
        rhs,
        pos,
        reads,
        consts,
        ..
    } = e;
    ctx.assert(ctx.not(ctx.eq(lhs, rhs)))?;
    let mut pinned = false;
    for queries in asked + 1..=asked + PIN_ROUNDS.min(budget.solver_queries) as u64 {
        match ctx.check()? {
            Response::Unsat => return Ok((Verdict::Proved(Method::Solver(queries)), !pinned)),
            Response::Unknown => return Ok((Verdict::NotProved(smt::LIMIT.to_string()), !pinned)),
            Response::Sat => {}
        }
        let model = model(ctx, &pos, &reads)?;
        // Pin every abstract element the model read to its real value, and ask again.
        let mut pins = false;
        for (r, &(flat, value)) in reads.iter().zip(&model.reads) {
            let Source::Abstract(t) = r.source else {
                continue;
            };
            let real = usize::try_from(flat)
                .ok()
                .and_then(|i| consts[&t].values.get(i).copied());
            if let Some(real) = real.filter(|&v| v != value) {
                let array = consts[&t].array.expect("an abstract constant is an array");
                let at = ctx.select(array, lit(ctx, flat));
                ctx.assert(ctx.eq(at, lit(ctx, real)))?;
                pins = true;
            }
        }
        if !pins {
            return Ok((confirm(app, out, &model, &reads), false));
        }
        pinned = true;
    }
    Ok((
        Verdict::NotProved(format!(
            "the solver's models all read weights the constants do not have ({} queries)",
            PIN_ROUNDS.min(budget.solver_queries)
        )),
        false,
    ))
}

/// A model: the position, and each read's flat index and value.
struct Model {
    position: Vec<usize>,
    reads: Vec<(i64, i64)>,
}

fn model(ctx: &mut Context, pos: &[SExpr], reads: &[Read]) -> std::io::Result<Model> {
    let mut asked: Vec<SExpr> = pos.to_vec();
    for r in reads {
        asked.push(r.flat);
        asked.push(r.value);
    }
    let values = ctx.get_value(asked)?;
    let v: Vec<i64> = values
        .iter()
        .map(|&(_, v)| ctx.get_u64(v).map_or(0, |u| u as i64))
        .collect();
    Ok(Model {
        position: v[..pos.len()].iter().map(|&p| p as usize).collect(),
        reads: v[pos.len()..]
            .chunks_exact(2)
            .map(|c| (c[0], c[1]))
            .collect(),
    })
}

/// The interpreter's verdict on the model's inputs: each free leaf holds the values the
/// model read and 0 (or its range's nearest value) elsewhere.
fn confirm(app: &Application, out: &TensorType, model: &Model, reads: &[Read]) -> Verdict {
    let mut set: Vec<Vec<(usize, i64)>> = vec![Vec::new(); app.free.len()];
    for (r, &(flat, value)) in reads.iter().zip(&model.reads) {
        if let (Source::Leaf(k), Ok(flat)) = (r.source, usize::try_from(flat)) {
            set[k].push((flat, value));
        }
    }
    confirm_inputs(app, out, set, &model.position)
}

/// The interpreter's verdict where each free leaf `k` holds the values `set[k]` (flat
/// index, value) and 0 (or its range's nearest value) elsewhere; the sides compared at
/// `position` first.
pub(super) fn confirm_inputs(
    app: &Application,
    out: &TensorType,
    mut set: Vec<Vec<(usize, i64)>>,
    position: &[usize],
) -> Verdict {
    let mut leaves = Vec::with_capacity(app.free.len());
    for (k, f) in app.free.iter().enumerate() {
        let n: usize = f.ty.shape.iter().product();
        let mut v = vec![fill(f); n];
        set[k].retain(|&(flat, _)| flat < n);
        for &(flat, value) in &set[k] {
            v[flat] = value;
        }
        match Tensor::from_i64(f.ty.dtype, &f.ty.shape, &v) {
            Some(t) => leaves.push(t),
            None => return Verdict::NotProved(smt::GAP.to_string()),
        }
    }
    let (l, h) = match evaluate(app, &leaves) {
        Ok(sides) => sides,
        Err(why) => return Verdict::NotProved(why),
    };
    let (lv, hv) = match (l.data().to_i64(), h.data().to_i64()) {
        (Some(a), Some(b)) => (a, b),
        _ => return Verdict::NotProved(smt::GAP.to_string()),
    };
    let at = flat_of(&out.shape, position);
    let e = match lv.get(at) != hv.get(at) {
        true => at,
        false => match (0..lv.len().min(hv.len())).find(|&e| lv[e] != hv[e]) {
            Some(e) => e,
            None => return Verdict::NotProved(smt::GAP.to_string()),
        },
    };
    let inputs = app
        .free
        .iter()
        .enumerate()
        .map(|(k, f)| {
            let pos = (f.pos != crate::analysis::NO_POS).then_some(f.pos as usize);
            (pos, describe(&f.ty.shape, &mut set[k], fill(f)))
        })
        .collect();
    Verdict::Failed(Counterexample {
        inputs,
        position: unflat(&out.shape, e),
        lhs: lv[e].to_string(),
        rhs: hv[e].to_string(),
    })
}

/// The value of the elements of free leaf `f` a model does not set: 0, or the nearest
/// value of its range.
pub(super) fn fill(f: &super::Free) -> i64 {
    let (lo, hi) = f.range.unwrap_or((0, 0));
    0i64.clamp(lo, hi)
}

/// A counterexample's input: the elements the model set to other than `fill`, and `fill`
/// elsewhere.
fn describe(shape: &[usize], set: &mut Vec<(usize, i64)>, fill: i64) -> String {
    set.sort_unstable();
    set.dedup();
    set.retain(|&(_, v)| v != fill);
    if shape.iter().product::<usize>() == 1 {
        return set.first().map_or(fill, |&(_, v)| v).to_string();
    }
    const SHOWN: usize = 6;
    let mut parts: Vec<String> = set
        .iter()
        .take(SHOWN)
        .map(|&(i, v)| format!("{v} at {:?}", unflat(shape, i)))
        .collect();
    if set.len() > SHOWN {
        parts.push(format!("{} more", set.len() - SHOWN));
    }
    parts.push(format!("{fill} elsewhere"));
    format!("[{}]", parts.join(", "))
}

/// The row-major flat index of `pos` in `shape`.
fn flat_of(shape: &[usize], pos: &[usize]) -> usize {
    shape.iter().zip(pos).fold(0, |f, (&d, &p)| f * d + p)
}

/// The position of row-major flat index `e` in `shape`.
pub(super) fn unflat(shape: &[usize], mut e: usize) -> Vec<usize> {
    let mut pos = vec![0; shape.len()];
    for a in (0..shape.len()).rev() {
        let d = shape[a].max(1);
        pos[a] = e % d;
        e /= d;
    }
    pos
}

/// Where an elementwise op is encoded: its result index.
struct TapSite<'a> {
    idx: &'a [Ix],
    pos: &'a [SExpr],
    arrays: &'a Arrays,
}

impl Site for TapSite<'_> {
    fn pick(&self, ctx: &Context, values: &[i64], axis: Option<usize>) -> SExpr {
        let ix = axis.and_then(|a| self.idx.get(a).copied());
        pick(ctx, self.pos, self.arrays, values, ix)
    }
}

/// `values[ix]`: a literal where `values` is uniform or `ix` constant, else a read of a
/// constant array (the same term for the same values and index).
fn pick(ctx: &Context, pos: &[SExpr], arrays: &Arrays, values: &[i64], ix: Option<Ix>) -> SExpr {
    let first = values.first().copied().unwrap_or(0);
    if values.iter().all(|&v| v == first) {
        return lit(ctx, first);
    }
    let Some(ix) = ix else {
        return lit(ctx, first);
    };
    if let Some(i) = ix.value() {
        return lit(ctx, values.get(i as usize).copied().unwrap_or(first));
    }
    ctx.select(arrays.of(ctx, values), ix_expr(ctx, pos, ix))
}

/// `values` as an SMT array constant: the most frequent value everywhere, stored over.
fn const_array(ctx: &Context, values: &[i64]) -> SExpr {
    let mut counts: HashMap<i64, usize> = HashMap::new();
    for &v in values {
        *counts.entry(v).or_insert(0) += 1;
    }
    let common = counts
        .iter()
        .max_by_key(|&(&v, &n)| (n, std::cmp::Reverse(v)))
        .map_or(0, |(&v, _)| v);
    let bv64 = ctx.bit_vec_sort(ctx.numeral(64));
    let sort = ctx.array_sort(bv64, bv64);
    let as_const = ctx.list(vec![ctx.atom("as"), ctx.atom("const"), sort]);
    let mut a = ctx.list(vec![as_const, lit(ctx, common)]);
    for (i, &v) in values.iter().enumerate() {
        if v != common {
            a = ctx.store(a, lit(ctx, i as i64), lit(ctx, v));
        }
    }
    a
}

/// The index `ix` as a term over the position variables.
fn ix_expr(ctx: &Context, pos: &[SExpr], ix: Ix) -> SExpr {
    let Some(a) = ix.var else {
        return lit(ctx, ix.add);
    };
    let mut e = pos[a];
    if ix.div > 1 {
        e = ctx.bvudiv(e, lit(ctx, ix.div));
    }
    if ix.mul != 1 {
        e = ctx.bvmul(e, lit(ctx, ix.mul));
    }
    if ix.add != 0 {
        e = ctx.bvadd(e, lit(ctx, ix.add));
    }
    e
}

/// Whether an index lies inside `0..extent`: always, never, or where the term holds.
enum Inside {
    Always,
    Never,
    Where(SExpr),
}

impl Inside {
    /// The condition that both indices lie inside (none where both always do; neither is
    /// `Never`).
    fn and(&self, ctx: &Context, other: &Inside) -> Option<SExpr> {
        match (self, other) {
            (Inside::Where(p), Inside::Where(r)) => Some(ctx.and(*p, *r)),
            (Inside::Where(p), _) | (_, Inside::Where(p)) => Some(*p),
            _ => None,
        }
    }
}

impl Enc<'_> {
    fn c(&self) -> &Context {
        self.ctx
    }

    /// Names `e` (a defined constant), so that each later use prints one atom; of a wrapped
    /// value, the value inside (the wrap stays in sight of `fixed_point_multiply`'s checks).
    fn name(&mut self, e: SExpr) -> Result<SExpr, Stop> {
        if self.ctx.get_list(e).is_none() {
            return Ok(e);
        }
        if let Some((inner, _)) = smt::unwrapped(self.ctx, e) {
            let named = self.name(inner)?;
            return Ok(smt::rewrap(self.ctx, e, named));
        }
        self.arrays.flush(self.ctx, &mut self.commands);
        self.names += 1;
        let bv64 = self.ctx.bit_vec_sort(self.ctx.numeral(64));
        let name = format!("e{}", self.names);
        let atom = self.ctx.atom(name.as_str());
        self.commands.push(Command::Define(name, bv64, e));
        Ok(atom)
    }

    /// The cut variable, where the left side's own op (`root`) with an output stage
    /// (`staged`) is compared at a cut.
    fn cut_here(&self, root: bool, staged: bool) -> Option<SExpr> {
        self.cut.filter(|_| root && staged)
    }

    /// The input's zero point and the weights' at channel `oc` (of `o`), of a QNN product's
    /// `(in_q, w_q)` (0 for a core one).
    fn zero_points(&self, q: Option<(&QParams, &QParams)>, o: usize, oc: Ix) -> (i64, SExpr) {
        let in_zp = q.map_or(0, |(i, _)| i.zero_point(0));
        let w_zps: Vec<i64> = (0..o)
            .map(|c| q.map_or(0, |(_, w)| w.zero_point(c)))
            .collect();
        (
            in_zp,
            pick(self.c(), &self.pos, &self.arrays, &w_zps, Some(oc)),
        )
    }

    fn inside(&self, ix: Ix, extent: usize) -> Inside {
        let vals = ix.values(&self.extents);
        let n = vals
            .iter()
            .filter(|&&v| v >= 0 && (v as usize) < extent)
            .count();
        if n == vals.len() {
            return Inside::Always;
        }
        if n == 0 {
            return Inside::Never;
        }
        let ctx = self.c();
        let e = ix_expr(ctx, &self.pos, ix);
        Inside::Where(ctx.and(
            ctx.bvsle(lit(ctx, 0), e),
            ctx.bvslt(e, lit(ctx, extent as i64)),
        ))
    }

    /// The flat index of `idx` in `shape`.
    fn flat(&self, shape: &[usize], idx: &[Ix]) -> SExpr {
        let ctx = self.c();
        let mut stride = 1i64;
        let mut lit_part = 0i64;
        let mut terms = Vec::new();
        for (a, &d) in shape.iter().enumerate().rev() {
            match idx[a].value() {
                Some(v) => lit_part += v * stride,
                None => terms.push(ix_expr(ctx, &self.pos, idx[a].affine(stride, 0))),
            }
            stride *= d as i64;
        }
        terms.push(lit(ctx, lit_part));
        terms
            .into_iter()
            .reduce(|a, b| ctx.bvadd(a, b))
            .unwrap_or(lit(ctx, 0))
    }

    fn tap(&mut self) -> Result<(), Stop> {
        self.taps += 1;
        if self.taps > self.tap_limit {
            return not(format!(
                "a result element reads more than {} operand elements (the solver's tap limit)",
                self.tap_limit
            ));
        }
        Ok(())
    }

    /// Term `t`'s element at `idx` (at `t`'s rank).
    fn elem(&mut self, t: usize, idx: &[Ix]) -> Result<SExpr, Stop> {
        if let Some(&e) = self.memo.get(&(t, idx.to_vec())) {
            return Ok(e);
        }
        let app = self.app;
        let (def, ty) = &app.terms[t];
        let e = match def {
            Def::Free(k) => {
                let array = match self.leaves.get(k) {
                    Some(&a) => a,
                    None => {
                        let bv64 = self.ctx.bit_vec_sort(self.ctx.numeral(64));
                        let sort = self.ctx.array_sort(bv64, bv64);
                        let name = format!("x{k}");
                        let a = self.ctx.atom(name.as_str());
                        self.commands.push(Command::Declare(name, sort));
                        self.leaves.insert(*k, a);
                        a
                    }
                };
                self.read(Source::Leaf(*k), array, &ty.shape, idx)
            }
            Def::Const(c) => self.constant(t, c, idx)?,
            Def::Op(op, args) => {
                let e = self.op(op, args, ty, idx, t == app.lhs)?;
                self.ok_terms.resize(self.ok.len(), t);
                self.name(e)?
            }
        };
        self.memo.insert((t, idx.to_vec()), e);
        Ok(e)
    }

    fn read(&mut self, source: Source, array: SExpr, shape: &[usize], idx: &[Ix]) -> SExpr {
        let flat = self.flat(shape, idx);
        let value = self.c().select(array, flat);
        if self.read_seen.insert(value) {
            self.reads.push(Read {
                source,
                flat,
                value,
            });
        }
        value
    }

    fn constant(&mut self, t: usize, c: &Tensor, idx: &[Ix]) -> Result<SExpr, Stop> {
        if let std::collections::hash_map::Entry::Vacant(slot) = self.consts.entry(t) {
            let values = c
                .data()
                .to_i64()
                .ok_or_else(|| Stop::Not("a float constant".into()))?;
            let uniform = values
                .first()
                .copied()
                .filter(|&f| values.iter().all(|&v| v == f));
            slot.insert(ConstInfo {
                values,
                uniform,
                array: None,
            });
        }
        let info = &self.consts[&t];
        if let Some(u) = info.uniform {
            return Ok(lit(self.c(), u));
        }
        if idx.iter().all(|ix| ix.value().is_some()) {
            let flat = c
                .shape()
                .iter()
                .zip(idx)
                .fold(0i64, |f, (&d, ix)| f * d as i64 + ix.add);
            let v = usize::try_from(flat)
                .ok()
                .and_then(|i| info.values.get(i).copied())
                .unwrap_or(0);
            return Ok(lit(self.c(), v));
        }
        // A per-channel vector (one axis of extent > 1) is a constant array; any other
        // constant that varies (a weight) is abstract.
        let vector = c.shape().iter().filter(|&&d| d > 1).count() <= 1;
        if vector && info.values.len() <= INLINE {
            let array = self.arrays.of(self.c(), &info.values);
            let flat = self.flat(c.shape(), idx);
            return Ok(self.c().select(array, flat));
        }
        let array = match info.array {
            Some(a) => a,
            None => {
                let bv64 = self.ctx.bit_vec_sort(self.ctx.numeral(64));
                let sort = self.ctx.array_sort(bv64, bv64);
                let name = format!("k{t}");
                let a = self.ctx.atom(name.as_str());
                self.commands.push(Command::Declare(name, sort));
                if let Some(info) = self.consts.get_mut(&t) {
                    info.array = Some(a);
                }
                a
            }
        };
        Ok(self.read(Source::Abstract(t), array, c.shape(), idx))
    }

    /// `op`'s element at `idx` (`root`: the left side's own op).
    fn op(
        &mut self,
        op: &Op,
        args: &[usize],
        ty: &TensorType,
        idx: &[Ix],
        root: bool,
    ) -> Result<SExpr, Stop> {
        let app = self.app;
        let shape = |a: usize| app.terms[a].1.shape.clone();
        // The output stage's parameters of `qnn.conv2d` or `qnn.dense` attributes.
        macro_rules! stage {
            ($q:expr) => {
                Stage {
                    in_q: &$q.in_q,
                    w_q: &$q.w_q,
                    out_q: $q.out_q.as_ref(),
                    product: $q.product,
                    acc: $q.acc,
                    rounding: $q.rounding,
                    clamp: $q.clamp,
                }
            };
        }
        match op {
            Op::Conv2d(a) => self.conv(a, None, (args[0], args[1], None), ty.dtype, idx),
            Op::Dense(_) => self.dense(None, (args[0], args[1], None), (ty.dtype, &ty.shape), idx),
            // The accumulator (the left side's cut variable, where there is one), then the
            // output stage.
            Op::QnnConv2d(q) => {
                let operands = (args[0], args[1], args.get(2).copied());
                let acc = match self.cut_here(root, q.out_q.is_some()) {
                    Some(c) => c,
                    None => self.conv(&q.window(), Some(q), operands, q.acc, idx)?,
                };
                let oc = idx[q.data_layout.axes()[3]];
                let o_axis = q.kernel_layout.axes()[0];
                let bounds =
                    root.then(|| acc_bounds(self.app, (&q.in_q, &q.w_q, q.acc), operands, o_axis));
                self.output(&stage!(q), acc, oc, ty.dtype, bounds)
            }
            Op::QnnDense(q) => {
                let operands = (args[0], args[1], args.get(2).copied());
                let acc = match self.cut_here(root, q.out_q.is_some()) {
                    Some(c) => c,
                    None => self.dense(Some(q), operands, (q.acc, &ty.shape), idx)?,
                };
                let bounds =
                    root.then(|| acc_bounds(self.app, (&q.in_q, &q.w_q, q.acc), operands, 0));
                self.output(&stage!(q), acc, idx[idx.len() - 1], ty.dtype, bounds)
            }
            Op::Sum(r) => self.sum(r, args[0], ty.dtype, idx),
            Op::QnnMean(q) => self.mean(q, args[0], ty.dtype, idx),
            // The interpreter's `pool.rs`: the in-image taps of each window.
            Op::MaxPool2d(w) => self.max_pool(w, args[0], ty.dtype, idx),
            Op::QnnMaxPool2d(q) => {
                let m = self.max_pool(&q.window(), args[0], ty.dtype, idx)?;
                let (lo, hi) = smt::clamp_bounds(q.clamp, ty.dtype);
                Ok(smt::clamp(self.c(), m, lo, hi))
            }
            Op::PoolSum(w) => {
                let (sum, _) = self.pool_sum(w, args[0], idx)?;
                Ok(wrap(self.c(), ty.dtype, sum))
            }
            Op::QnnAvgPool2d(q) => {
                let (sum, count) = self.pool_sum(&q.window(), args[0], idx)?;
                let ctx = &*self.ctx;
                // (A window of no in-image tap is the kernel's error.)
                self.ok.push(ctx.bvsgt(count, lit(ctx, 0)));
                let avg = smt::round_div_away(ctx, sum, count);
                let (lo, hi) = smt::clamp_bounds(q.clamp, ty.dtype);
                Ok(smt::clamp(ctx, avg, lo, hi))
            }
            // The interpreter's `shape.rs`: element `begin + i * stride` along each axis.
            Op::Slice(a) => {
                let from = shape(args[0]);
                let inside = (0..from.len()).all(|d| {
                    let n = ty.shape.get(d).copied().unwrap_or(0) as i64;
                    let (b, s) = (a.begin[d], a.strides[d]);
                    let last = b + (n - 1) * s;
                    n == 0 || (b >= 0 && last >= 0 && b.max(last) < from[d] as i64)
                });
                if a.begin.len() != from.len() || a.strides.len() != from.len() || !inside {
                    return not("a `slice` that leaves its input");
                }
                let at: Vec<Ix> = idx
                    .iter()
                    .enumerate()
                    .map(|(d, &ix)| ix.affine(a.strides[d], a.begin[d]))
                    .collect();
                self.elem(args[0], &at)
            }
            Op::Reshape(_) => {
                let from = shape(args[0]);
                let kept = |s: &[usize]| s.iter().copied().filter(|&d| d != 1).collect::<Vec<_>>();
                if kept(&from) != kept(&ty.shape) {
                    return not("a `reshape` that is not the insertion or removal of unit axes");
                }
                let mut inner = idx
                    .iter()
                    .zip(&ty.shape)
                    .filter(|&(_, &d)| d != 1)
                    .map(|(&ix, _)| ix);
                let at: Vec<Ix> = from
                    .iter()
                    .map(|&d| match d {
                        1 => Ix::lit(0),
                        _ => inner.next().unwrap_or(Ix::lit(0)),
                    })
                    .collect();
                self.elem(args[0], &at)
            }
            _ => {
                // Elementwise: each operand at the broadcast index (a table is read whole).
                let mut operands = Vec::with_capacity(args.len());
                for (j, &a) in args.iter().enumerate() {
                    if j == 1 && matches!(op, Op::Table(_)) {
                        operands.push(lit(self.c(), 0));
                        continue;
                    }
                    let s = shape(a);
                    let off = idx.len() - s.len();
                    let at: Vec<Ix> = s
                        .iter()
                        .enumerate()
                        .map(|(j, &d)| match d {
                            1 => Ix::lit(0),
                            _ => idx[off + j],
                        })
                        .collect();
                    operands.push(self.elem(a, &at)?);
                }
                let site = TapSite {
                    idx,
                    pos: &self.pos,
                    arrays: &self.arrays,
                };
                Ok(smt::encode(
                    self.ctx,
                    app,
                    op,
                    args,
                    &operands,
                    ty.dtype,
                    &site,
                    &mut self.ok,
                ))
            }
        }
    }

    /// The accumulator of `conv2d` (`q`: `qnn.conv2d`) at output index `idx`, as the
    /// interpreter's kernel: the in-image taps of the group's input channels,
    /// `(x - in_zp) * (w - w_zp[o])` summed, plus the bias, wrapped to `d`.
    fn conv(
        &mut self,
        a: &Conv2dAttrs,
        q: Option<&QnnConv2dAttrs>,
        (x, w, bias): (usize, usize, Option<usize>),
        d: DType,
        idx: &[Ix],
    ) -> Result<SExpr, Stop> {
        let (xs, ws) = (
            self.app.terms[x].1.shape.clone(),
            self.app.terms[w].1.shape.clone(),
        );
        let [an, ah, aw, ac] = a.data_layout.axes();
        let [po, pi, ph, pw] = a.kernel_layout.axes();
        let (h, wd) = (xs[ah], xs[aw]);
        let (o, i, kh, kw) = (ws[po], ws[pi], ws[ph], ws[pw]);
        let per_group = o / a.groups.max(1);
        let (Some((_, pt)), Some((_, pl))) = (
            a.padding.resolve(0, h, kh, a.strides[0], a.dilation[0]),
            a.padding.resolve(1, wd, kw, a.strides[1], a.dilation[1]),
        ) else {
            return not("the convolution's window does not fit its input");
        };
        let oc = idx[ac];
        let group = match a.groups {
            0 | 1 => Ix::lit(0),
            _ => match oc.over(per_group.max(1) as i64) {
                Some(g) => g,
                None => return not("a grouped convolution's channel index has no solver form"),
            },
        };
        let (in_zp, w_zp) = self.zero_points(q.map(|q| (&q.in_q, &q.w_q)), o, oc);
        let mut sum = lit(self.c(), 0);
        for ky in 0..kh {
            let ih = idx[ah].affine(a.strides[0] as i64, (ky * a.dilation[0]) as i64 - pt as i64);
            let in_h = self.inside(ih, h);
            if matches!(in_h, Inside::Never) {
                continue;
            }
            for kx in 0..kw {
                let iw =
                    idx[aw].affine(a.strides[1] as i64, (kx * a.dilation[1]) as i64 - pl as i64);
                let in_w = self.inside(iw, wd);
                if matches!(in_w, Inside::Never) {
                    continue;
                }
                let ctx = self.c();
                let guard = in_h.and(ctx, &in_w);
                for ic in 0..i {
                    self.tap()?;
                    let mut xi = vec![Ix::lit(0); 4];
                    xi[an] = idx[an];
                    xi[ah] = ih;
                    xi[aw] = iw;
                    xi[ac] = group.affine(i as i64, ic as i64);
                    let mut wi = vec![Ix::lit(0); 4];
                    wi[po] = oc;
                    wi[pi] = Ix::lit(ic as i64);
                    wi[ph] = Ix::lit(ky as i64);
                    wi[pw] = Ix::lit(kx as i64);
                    let xe = self.elem(x, &xi)?;
                    let we = self.elem(w, &wi)?;
                    let ctx = self.c();
                    let xe = ctx.bvsub(xe, lit(ctx, in_zp));
                    let we = ctx.bvsub(we, w_zp);
                    let mut p = ctx.bvmul(xe, we);
                    if let Some(g) = guard {
                        p = ctx.bvmul(ctx.ite(g, lit(ctx, 1), lit(ctx, 0)), p);
                    }
                    sum = ctx.bvadd(sum, p);
                }
            }
        }
        self.accumulator(sum, bias, oc, d)
    }

    /// The accumulator of `dense` (`q`: `qnn.dense`) at output index `idx` (of a result of
    /// `shape`), the input viewed as `[B, K]`: `(x - in_zp) * (w - w_zp[o])` over `k`, plus
    /// the bias, wrapped to `d`.
    fn dense(
        &mut self,
        q: Option<&QnnDenseAttrs>,
        (x, w, bias): (usize, usize, Option<usize>),
        (d, shape): (DType, &[usize]),
        idx: &[Ix],
    ) -> Result<SExpr, Stop> {
        let (xs, ws) = (
            self.app.terms[x].1.shape.clone(),
            self.app.terms[w].1.shape.clone(),
        );
        let (o, k) = (ws[0], ws[1]);
        let r = idx.len();
        let oc = idx[r - 1];
        let batch: usize = shape[..r - 1].iter().product();
        // The input index of `[b, kk]`: the result's leading index and `kk` where the input
        // keeps the result's leading axes, else (one row) `kk` spread over the input's shape.
        let same_rows = xs.len() == r && xs[..r - 1] == shape[..r - 1] && xs[r - 1] == k;
        if !same_rows && batch != 1 {
            return not("a `dense` whose input rows are not the result's leading axes");
        }
        let (in_zp, w_zp) = self.zero_points(q.map(|q| (&q.in_q, &q.w_q)), o, oc);
        let mut sum = lit(self.c(), 0);
        for kk in 0..k {
            self.tap()?;
            let xi: Vec<Ix> = match same_rows {
                true => idx[..r - 1]
                    .iter()
                    .copied()
                    .chain([Ix::lit(kk as i64)])
                    .collect(),
                false => unflat(&xs, kk)
                    .into_iter()
                    .map(|v| Ix::lit(v as i64))
                    .collect(),
            };
            let xe = self.elem(x, &xi)?;
            let we = self.elem(w, &[oc, Ix::lit(kk as i64)])?;
            let ctx = self.c();
            let p = ctx.bvmul(ctx.bvsub(xe, lit(ctx, in_zp)), ctx.bvsub(we, w_zp));
            sum = ctx.bvadd(sum, p);
        }
        self.accumulator(sum, bias, oc, d)
    }

    /// `sum + bias[oc]` wrapped to the accumulator type `d`.
    fn accumulator(
        &mut self,
        sum: SExpr,
        bias: Option<usize>,
        oc: Ix,
        d: DType,
    ) -> Result<SExpr, Stop> {
        let sum = match bias {
            Some(b) => {
                let be = self.elem(b, &[oc])?;
                self.c().bvadd(sum, be)
            }
            None => sum,
        };
        Ok(wrap(self.c(), d, sum))
    }

    /// The interpreter's `OutputStage` of `qnn.conv2d` / `qnn.dense` on accumulator `acc` of
    /// channel `oc`: with an output quantization, the rescale as `int32_t`, `+ out_zp` in
    /// `int32_t`, the clamp. `root` (the left side's own op, whose accumulator is recorded):
    /// the accumulator's bounds per channel, if known.
    fn output(
        &mut self,
        s: &Stage,
        acc: SExpr,
        oc: Ix,
        d: DType,
        root: Option<Option<Vec<(i64, i64)>>>,
    ) -> Result<SExpr, Stop> {
        let Some(out_q) = s.out_q else {
            return Ok(acc);
        };
        let acc = self.name(acc)?;
        if let Some(bounds) = root {
            self.lhs_acc = Some((acc, s.acc));
            self.lhs_acc_range = bounds.map(|b| {
                let (lo, hi): (Vec<i64>, Vec<i64>) = b.into_iter().unzip();
                let at = |v: &[i64]| pick(self.ctx, &self.pos, &self.arrays, v, Some(oc));
                (at(&lo), at(&hi))
            });
        }
        let (in_s, out_s) = (s.in_q.scale(0), out_q.scale(0));
        let fp = s.product == Precision::F32;
        let channels = s.w_q.num_channels();
        let ms: Vec<QuantizedMultiplier> = (0..channels)
            .map(|c| {
                let real = conv_real_multiplier(in_s, s.w_q.scale(c), out_s, fp);
                quantize_multiplier_for(real, s.rounding)
            })
            .collect();
        if ms.iter().any(|m| !smt::SHIFTS.contains(&m.shift)) {
            return not("an output multiplier's shift is outside what the solver encodes");
        }
        let ctx = &*self.ctx;
        let at_oc = |v: &[i64]| pick(ctx, &self.pos, &self.arrays, v, Some(oc));
        let rescale = smt::Rescale::new(&at_oc, &ms, s.rounding, None);
        let r = smt::fixed_point_multiply(ctx, acc, &rescale, s.rounding, &mut self.ok);
        // (Where the kernels cannot fail, a TFLite mode's result is an `i32`: a wrap to 32
        // bits there, and of `+ 0`, would be one more term for z3 to see through.)
        let r = match smt::i32_result(s.rounding) {
            true => r,
            false => wrap(ctx, DType::I32, r),
        };
        let r = match out_q.zero_point(0) {
            0 => r,
            zp => wrap(ctx, DType::I32, ctx.bvadd(r, lit(ctx, zp))),
        };
        let (lo, hi) = smt::clamp_bounds(s.clamp, d);
        Ok(wrap(ctx, d, smt::clamp(ctx, r, lo, hi)))
    }

    /// The taps of the pooling window `w` over `x` at result index `idx`: each element read,
    /// with the condition that it lies in the image (none where it always does).
    fn window(
        &mut self,
        w: &WindowAttrs,
        x: usize,
        idx: &[Ix],
    ) -> Result<Vec<(Option<SExpr>, SExpr)>, Stop> {
        let xs = self.app.terms[x].1.shape.clone();
        let [an, ah, aw, ac] = w.layout.axes();
        let (h, wd) = (xs[ah], xs[aw]);
        let (sh, sw) = (w.strides[0].max(1), w.strides[1].max(1));
        let (Some((_, pt)), Some((_, pl))) = (
            w.padding.resolve(0, h, w.kernel[0], sh, 1),
            w.padding.resolve(1, wd, w.kernel[1], sw, 1),
        ) else {
            return not("the pooling window does not fit its input");
        };
        let mut taps = Vec::new();
        for ky in 0..w.kernel[0] {
            let ih = idx[ah].affine(sh as i64, ky as i64 - pt as i64);
            let in_h = self.inside(ih, h);
            if matches!(in_h, Inside::Never) {
                continue;
            }
            for kx in 0..w.kernel[1] {
                let iw = idx[aw].affine(sw as i64, kx as i64 - pl as i64);
                let in_w = self.inside(iw, wd);
                if matches!(in_w, Inside::Never) {
                    continue;
                }
                self.tap()?;
                let ctx = self.c();
                let guard = in_h.and(ctx, &in_w);
                let mut xi = vec![Ix::lit(0); 4];
                xi[an] = idx[an];
                xi[ah] = ih;
                xi[aw] = iw;
                xi[ac] = idx[ac];
                taps.push((guard, self.elem(x, &xi)?));
            }
        }
        Ok(taps)
    }

    /// The maximum of the window's in-image taps, from `d`'s minimum.
    fn max_pool(&mut self, w: &WindowAttrs, x: usize, d: DType, idx: &[Ix]) -> Result<SExpr, Stop> {
        let taps = self.window(w, x, idx)?;
        let ctx = self.c();
        let mut m = lit(ctx, d.int_min().unwrap_or(i64::MIN));
        for (guard, v) in taps {
            let larger = ctx.ite(ctx.bvsgt(v, m), v, m);
            m = match guard {
                Some(g) => ctx.ite(g, larger, m),
                None => larger,
            };
        }
        Ok(m)
    }

    /// The sum of the window's in-image taps (in 64 bits) and their count.
    fn pool_sum(&mut self, w: &WindowAttrs, x: usize, idx: &[Ix]) -> Result<(SExpr, SExpr), Stop> {
        let taps = self.window(w, x, idx)?;
        let ctx = self.c();
        let (zero, one) = (lit(ctx, 0), lit(ctx, 1));
        let (mut sum, mut count) = (zero, zero);
        for (guard, v) in taps {
            let (v, n) = match guard {
                Some(g) => (ctx.ite(g, v, zero), ctx.ite(g, one, zero)),
                None => (v, one),
            };
            sum = ctx.bvadd(sum, v);
            count = ctx.bvadd(count, n);
        }
        Ok((sum, count))
    }

    /// `qnn.mean` at result index `idx` (the interpreter's `reduce.rs`): the sum in 32 bits,
    /// minus `in_zp * N`, rescaled by `mean_params`, plus the output zero point (each step
    /// wrapping in 32 bits as TFLite's C does), clamped to `d`.
    fn mean(&mut self, q: &QnnMeanAttrs, x: usize, d: DType, idx: &[Ix]) -> Result<SExpr, Stop> {
        let xs = &self.app.terms[x].1.shape;
        let count: i64 = q.axes.iter().map(|&a| xs[a] as i64).product();
        if count == 0 {
            return not("an empty `qnn.mean`");
        }
        let m = qnn_arith::mean_params(q.in_q.scale(0), q.out_q.scale(0), count);
        if !smt::SHIFTS.contains(&m.shift) {
            return not("a mean's multiplier shift is outside what the solver encodes");
        }
        let r = ReduceAttrs {
            axes: q.axes.clone(),
            keep_dims: q.keep_dims,
        };
        let sum = self.sum(&r, x, DType::I32, idx)?;
        let sum = self.name(sum)?;
        let ctx = &*self.ctx;
        let offset = q.in_q.zero_point(0).wrapping_mul(count);
        let shifted = match crate::range::wrap(DType::I32, offset) {
            0 => sum,
            o => wrap(ctx, DType::I32, ctx.bvsub(sum, lit(ctx, o))),
        };
        let rescale = smt::Rescale::new(&|v: &[i64]| lit(ctx, v[0]), &[m], q.rounding, None);
        let r = smt::fixed_point_multiply(ctx, shifted, &rescale, q.rounding, &mut self.ok);
        let r = wrap(ctx, DType::I32, r);
        let r = match q.out_q.zero_point(0) {
            0 => r,
            zp => wrap(ctx, DType::I32, ctx.bvadd(r, lit(ctx, zp))),
        };
        let (lo, hi) = smt::clamp_bounds(None, d);
        Ok(smt::clamp(ctx, r, lo, hi))
    }

    /// `sum` over `r.axes` at result index `idx`, wrapping to `d`.
    fn sum(&mut self, r: &ReduceAttrs, x: usize, d: DType, idx: &[Ix]) -> Result<SExpr, Stop> {
        let xs = self.app.terms[x].1.shape.clone();
        let reduced: Vec<usize> = r.axes.clone();
        let count: usize = reduced.iter().map(|&a| xs[a]).product();
        let mut sum = lit(self.c(), 0);
        for n in 0..count {
            self.tap()?;
            let mut rest = n;
            let mut at = vec![Ix::lit(0); xs.len()];
            for &a in reduced.iter().rev() {
                at[a] = Ix::lit((rest % xs[a]) as i64);
                rest /= xs[a];
            }
            let mut next = 0;
            for (a, slot) in at.iter_mut().enumerate() {
                if reduced.contains(&a) {
                    next += usize::from(r.keep_dims);
                    continue;
                }
                *slot = idx[next];
                next += 1;
            }
            let e = self.elem(x, &at)?;
            sum = self.c().bvadd(sum, e);
        }
        Ok(wrap(self.c(), d, sum))
    }
}

/// The output stage's parameters of `qnn.conv2d` and `qnn.dense`.
/// Bounds of the accumulator of a `qnn.conv2d` / `qnn.dense` per output channel (the
/// weights' axis `o_axis`), where the input is a leaf or a constant and the weights and
/// bias are constants: each weight's product with the input's range, and 0 (a padded
/// tap), summed, plus the bias; the accumulator type's range where that leaves it.
pub(super) fn acc_bounds(
    app: &Application,
    (in_q, w_q, acc): (&QParams, &QParams, DType),
    (x, w, bias): (usize, usize, Option<usize>),
    o_axis: usize,
) -> Option<Vec<(i64, i64)>> {
    let (xl, xh) = match &app.terms[x].0 {
        Def::Free(k) => app.free[*k].range?,
        Def::Const(t) => t.int_bounds()?,
        Def::Op(..) => return None,
    };
    let Def::Const(wt) = &app.terms[w].0 else {
        return None;
    };
    let weights = wt.data().to_i64()?;
    let o = *wt.shape().get(o_axis)?;
    let inner: usize = wt.shape()[o_axis + 1..].iter().product();
    let zp = i128::from(in_q.zero_point(0));
    let (xl, xh) = (i128::from(xl) - zp, i128::from(xh) - zp);
    let mut b = vec![(0i128, 0i128); o];
    for (i, &v) in weights.iter().enumerate() {
        let c = (i / inner.max(1)) % o.max(1);
        let wv = i128::from(v) - i128::from(w_q.zero_point(c));
        let (p, q) = (wv * xl, wv * xh);
        b[c].0 += p.min(q).min(0);
        b[c].1 += p.max(q).max(0);
    }
    if let Some(bias) = bias {
        let Def::Const(bt) = &app.terms[bias].0 else {
            return None;
        };
        let bv = bt.data().to_i64()?;
        for (c, r) in b.iter_mut().enumerate() {
            let v = i128::from(*bv.get(if bv.len() == 1 { 0 } else { c })?);
            *r = (r.0 + v, r.1 + v);
        }
    }
    let (lo, hi) = acc.int_range()?;
    let fits = |(l, h): (i128, i128)| l >= i128::from(lo) && h <= i128::from(hi);
    Some(
        b.into_iter()
            .map(|r| match fits(r) {
                true => (r.0 as i64, r.1 as i64),
                false => (lo, hi),
            })
            .collect(),
    )
}

struct Stage<'a> {
    in_q: &'a QParams,
    w_q: &'a QParams,
    out_q: Option<&'a QParams>,
    product: Precision,
    acc: DType,
    rounding: Rounding,
    clamp: Option<[i64; 2]>,
}
