//! Output stages that round in double precision (`docs/prove.md`, "Real output stages").
//! TFLite's reference FULLY_CONNECTED rounds `(double)acc * M` (`f64_half_away`), which the
//! solver has no encoding of. Such an application is cut at the accumulator:
//!
//! 1. z3 shows a term of the rewrite equal to the matched op's accumulator for all inputs
//!    (the matched op without its output quantization, against the integer operand of one of
//!    the rewrite's conversions to a float);
//! 2. both output stages are then functions of that one integer per channel. The kernel's
//!    ([`OutputStage`]) is monotone: its pieces of one value are found by bisection, and on
//!    each piece the rewrite's is shown monotone ([`super::float::monotone`]) and equal to it
//!    at both ends, hence on the whole piece.

use super::float::{monotone, Batch, Point};
use super::taps::{self, acc_bounds};
use super::{pointwise, rebuild, Application, Def, Method, Verdict};
use crate::RewriteBudget;
use qnn_arith::Rounding;
use qnn_interp::OutputStage;
use qnn_ir::ops::ReshapeAttrs;
use qnn_ir::{DType, Op, TensorType};
use std::collections::HashMap;

/// The most rewrite terms tried as the matched op's accumulator.
const CANDIDATES: usize = 4;

/// Decides `app` where its left side is a `qnn.conv2d` or `qnn.dense` whose output stage
/// rounds in double precision; `None` for any other application.
pub(super) fn decide(
    app: &Application,
    out: &TensorType,
    budget: &RewriteBudget,
) -> Option<Verdict> {
    let Def::Op(op, args) = &app.terms[app.lhs].0 else {
        return None;
    };
    // The op without its output stage (its accumulator), the result's channel axis, the
    // weights' output axis, and the op's output stage.
    let f64_stage = |out_q: &Option<_>, r| out_q.is_some() && r == Rounding::F64HalfAway;
    let (bare, axis, o_axis, q) = match op {
        Op::QnnDense(q) if f64_stage(&q.out_q, q.rounding) => {
            let mut b = q.clone();
            (b.out_q, b.clamp) = (None, None);
            let q = (
                &q.in_q, &q.w_q, &q.out_q, q.product, q.rounding, q.clamp, q.acc,
            );
            (Op::QnnDense(b), out.rank().checked_sub(1)?, 0, q)
        }
        Op::QnnConv2d(q) if f64_stage(&q.out_q, q.rounding) => {
            let mut b = q.clone();
            (b.out_q, b.clamp) = (None, None);
            let axes = (q.data_layout.axes()[3], q.kernel_layout.axes()[0]);
            let q = (
                &q.in_q, &q.w_q, &q.out_q, q.product, q.rounding, q.clamp, q.acc,
            );
            (Op::QnnConv2d(b), axes.0, axes.1, q)
        }
        _ => return None,
    };
    let (in_q, w_q, out_q, product, rounding, clamp, acc) = q;
    let operands = (*args.first()?, *args.get(1)?, args.get(2).copied());
    let bounds = acc_bounds(app, (in_q, w_q, acc), operands, o_axis);
    let channels = *out.shape.get(axis)?;
    let qs = (in_q, w_q, out_q.as_ref()?);
    let stage = match OutputStage::of_product(qs, product, rounding, &clamp, channels, out) {
        Ok(s) => s,
        Err(e) => return Some(Verdict::NotProved(e)),
    };
    let full = acc.int_range()?;
    let bounds = bounds.unwrap_or_else(|| vec![full; channels]);
    // The rewrite below the reshapes it ends with (a dense of another rank is computed as
    // `[rows, O]`): the same elements in the same order, the channel still the last axis.
    let mut core = app.rhs;
    while let Def::Op(Op::Reshape(_), a) = &app.terms[core].0 {
        core = a[0];
    }
    let core_type = app.terms[core].1.clone();
    let last = |s: &[usize]| s.last().copied();
    if core != app.rhs && (axis + 1 != out.rank() || last(&core_type.shape) != last(&out.shape)) {
        return Some(Verdict::NotProved(
            "the rewrite reshapes its result across the channel axis".into(),
        ));
    }
    let core_axis = match core == app.rhs {
        true => axis,
        false => core_type.rank().checked_sub(1)?,
    };
    let mut why =
        "no term of the rewrite is the matched op's accumulator (converted to a float)".to_string();
    // `app` with the accumulator as one more term (in the rewrite's shape).
    let mut with_acc = app.clone();
    let acc_type = TensorType::new(acc, out.shape.clone());
    with_acc.terms.push((Def::Op(bare, args.clone()), acc_type));
    let mut acc_term = with_acc.terms.len() - 1;
    if core != app.rhs {
        let shape = core_type.shape.to_vec();
        let reshape = Op::Reshape(ReshapeAttrs {
            shape: shape.clone(),
        });
        let ty = TensorType::new(acc, shape);
        with_acc.terms.push((Def::Op(reshape, vec![acc_term]), ty));
        acc_term += 1;
    }
    for t in candidates(app, core, acc, &core_type) {
        // 1. The accumulators, by the solver.
        let accs = rebuild(&with_acc, acc_term, t, &|_| false);
        let queries = match super::check(&accs, budget) {
            Verdict::Proved(Method::Solver(n)) => n,
            Verdict::Proved(_) => 0,
            Verdict::NotProved(w) => {
                why = format!("the accumulators are not shown equal: {w}");
                continue;
            }
            Verdict::Failed(_) => {
                why = "the rewrite's accumulator differs from the matched op's for some input"
                    .to_string();
                continue;
            }
        };
        // 2. The output stages, piece by piece.
        let stages = rebuild(app, t, core, &|x| x == t);
        let proof = pieces(&stages, (&stage, &bounds), core_axis, &core_type, budget);
        return Some(match proof {
            Ok(()) => Verdict::Proved(Method::Solver(queries)),
            Err(Stop::Not(why)) => Verdict::NotProved(why),
            // A difference at an accumulator in the bounds: an input that gives it there.
            Err(Stop::Differ { position, acc, why }) => {
                let flat = position
                    .iter()
                    .zip(&core_type.shape)
                    .fold(0, |f, (&p, &n)| f * n + p);
                let position = taps::unflat(&out.shape, flat);
                let found = witness(app, &position, acc)
                    .map(|set| taps::confirm_inputs(app, out, set, &position));
                match found {
                    Some(Verdict::Failed(c)) => Verdict::Failed(c),
                    _ => Verdict::NotProved(why),
                }
            }
        });
    }
    Some(Verdict::NotProved(why))
}

/// The integer terms of type `acc` and the shape of `out` (term `top`'s type) that `top`
/// converts to a float (reached through elementwise ops), latest first.
fn candidates(app: &Application, top: usize, acc: DType, out: &TensorType) -> Vec<usize> {
    let mut found = Vec::new();
    let (mut seen, mut stack) = (vec![false; app.terms.len()], vec![top]);
    while let Some(t) = stack.pop() {
        if std::mem::replace(&mut seen[t], true) {
            continue;
        }
        let Def::Op(op, args) = &app.terms[t].0 else {
            continue;
        };
        if !pointwise(op) {
            continue;
        }
        if matches!(op, Op::Cast(_)) && !app.terms[t].1.dtype.is_int() {
            let (_, ty) = &app.terms[args[0]];
            if ty.dtype == acc && ty.shape == out.shape {
                found.push(args[0]);
            }
        }
        stack.extend(args);
    }
    found.sort_unstable_by(|a, b| b.cmp(a));
    found.truncate(CANDIDATES);
    found
}

/// Why [`pieces`] stopped.
enum Stop {
    Not(String),
    /// The stages differ at accumulator `acc` at result `position`.
    Differ {
        position: Vec<usize>,
        acc: i64,
        why: String,
    },
}

impl From<String> for Stop {
    fn from(why: String) -> Stop {
        Stop::Not(why)
    }
}

/// Shows that `stages` (the accumulator as its one free leaf and its left side; the
/// rewrite's output stage as its right side) agrees with the kernel's `stage` at every
/// channel `c` (`axis` of the result `out`) on every accumulator in `bounds[c]`.
fn pieces(
    stages: &Application,
    (stage, bounds): (&OutputStage, &[(i64, i64)]),
    axis: usize,
    out: &TensorType,
    budget: &RewriteBudget,
) -> Result<(), Stop> {
    if stages.free.len() != 1 {
        return Err(Stop::Not(
            "the rewrite's output stage reads more than the accumulator".into(),
        ));
    }
    let batch = Batch::new(stages, out, Some(axis));
    let classes = batch.positions.len();
    // Each class's pieces of one kernel value: `(first, last, value)`.
    let mut all: Vec<Vec<(i64, i64, i64)>> = Vec::with_capacity(classes);
    let mut runs = 0u64;
    for pos in &batch.positions {
        let c = pos[axis];
        let kernel = |a: i64| stage.apply(c, a);
        let (lo, hi) = bounds[c];
        if !rising(stage, c, (lo, hi)) {
            return Err(Stop::Not(format!(
                "the kernel's output stage of channel {c} is not known to be monotone"
            )));
        }
        let mut ps = Vec::new();
        let mut first = lo;
        loop {
            let v = kernel(first)?;
            // The last accumulator with value `v`: bisection, the stage being monotone.
            let (mut a, mut b) = (first, hi);
            while a < b {
                let m = a + (b - a + 1) / 2;
                if kernel(m)? == v {
                    a = m;
                } else {
                    b = m - 1;
                }
            }
            ps.push((first, a, v));
            // (Each piece is two evaluations of the rewrite.)
            runs += 2;
            if runs > budget.interval_limit {
                return Err(Stop::Not(too_many(runs)));
            }
            if a == hi {
                break;
            }
            first = a + 1;
        }
        all.push(ps);
    }
    let most = all.iter().map(Vec::len).max().unwrap_or(0);
    if (2 * most * classes) as u64 > budget.interval_limit {
        return Err(Stop::Not(too_many((2 * most * classes) as u64)));
    }
    // The rewrite at both ends of every piece: slot `2i` the first, `2i + 1` the last.
    let end = |slot: usize, q: usize| {
        let ps = &all[q];
        let (a, b, _) = ps[(slot / 2).min(ps.len() - 1)];
        [a, b][slot % 2]
    };
    let points: Vec<Point> = batch.run(stages, 2 * most, &end)?;
    let rhs = stages.rhs * classes;
    for (q, ps) in all.iter().enumerate() {
        let c = batch.positions[q][axis];
        for (i, &(a, b, v)) in ps.iter().enumerate() {
            let (pa, pb) = (&points[2 * i], &points[2 * i + 1]);
            for (x, p) in [(a, pa), (b, pb)] {
                if p[rhs + q].int() != Some(v) {
                    let why = format!(
                        "the output stages differ at accumulator {x} of channel {c} (the \
                         kernel gives {v}, the rewrite {:?}), and no input giving it was found",
                        p[rhs + q]
                    );
                    let position = batch.positions[q].clone();
                    return Err(Stop::Differ {
                        position,
                        acc: x,
                        why,
                    });
                }
            }
            let pos = &batch.positions[q];
            if a < b && !monotone(stages, (pa, pb), classes, q, pos, &[stages.rhs]) {
                return Err(Stop::Not(format!(
                    "the rewrite's output stage is not shown monotone on accumulators \
                     [{a}, {b}] of channel {c}"
                )));
            }
        }
    }
    Ok(())
}

/// The input elements (per free leaf: flat index, value) that give the accumulator `target`
/// at result `position` of `app`'s left side, a `qnn.dense` whose input is a free leaf and
/// whose weights and bias are constants, if a greedy choice finds them:
/// `acc = bias[o] + sum_k (w[o, k] - w_zp[o]) * (x[row, k] - in_zp)` is met by choosing each
/// `x[row, k]`, largest coefficient first, to bring the rest of the sum nearest to 0.
fn witness(app: &Application, position: &[usize], target: i64) -> Option<Vec<Vec<(usize, i64)>>> {
    let Def::Op(Op::QnnDense(q), args) = &app.terms[app.lhs].0 else {
        return None;
    };
    let Def::Free(leaf) = app.terms[args[0]].0 else {
        return None;
    };
    let consts = |t: usize| match &app.terms[t].0 {
        Def::Const(c) => c.data().to_i64(),
        _ => None,
    };
    let (w, k) = (consts(args[1])?, *app.terms[args[1]].1.shape.get(1)?);
    let (&oc, rows) = position.split_last()?;
    let bias = match args.get(2) {
        Some(&b) => *consts(b)?.get(oc)?,
        None => 0,
    };
    let f = &app.free[leaf];
    let (lo, hi) = f.range?;
    // The input row the result row reads (all of the input where it is one row).
    let out_rows = &app.terms[app.lhs].1.shape[..rows.len()];
    let row = rows.iter().zip(out_rows).fold(0, |r, (&p, &n)| r * n + p);
    let row = if f.ty.num_elements()? == k { 0 } else { row };
    let (in_zp, w_zp) = (q.in_q.zero_point(0), q.w_q.zero_point(oc));
    let mut terms: Vec<(usize, i64)> = (0..k)
        .map(|j| Some((j, w.get(oc * k + j)? - w_zp)))
        .collect::<Option<_>>()?;
    terms.sort_by_key(|&(j, c)| (std::cmp::Reverse(c.abs()), j));
    let base = taps::fill(f);
    let mut rest = target - bias - terms.iter().map(|&(_, c)| c * (base - in_zp)).sum::<i64>();
    let mut x = vec![base; k];
    for &(j, c) in &terms {
        if c != 0 {
            // The step of `x[row, j]` that brings `rest` nearest to 0.
            let step = ((rest as f64 / c as f64).round() as i64).clamp(lo - base, hi - base);
            rest -= c * step;
            x[j] += step;
        }
    }
    // What is left: a search over small moves of each element in turn, the residuals kept
    // within twice the largest coefficient; each residual remembers the element (its index
    // in `terms`) and move that first reached it, and from which residual.
    let width = 2 * terms.first().map_or(0, |&(_, c)| c.abs());
    let mut first: HashMap<i64, Option<(usize, i64, i64)>> = HashMap::from([(rest, None)]);
    for (i, &(j, c)) in terms.iter().enumerate() {
        if first.contains_key(&0) {
            break;
        }
        let steps: Vec<i64> = (-4..=4)
            .filter(|s| (lo..=hi).contains(&(x[j] + s)))
            .collect();
        let from: Vec<i64> = first.keys().copied().collect();
        for r in from {
            for &s in &steps {
                let to = r - c * s;
                if to.abs() <= width {
                    first.entry(to).or_insert(Some((i, s, r)));
                }
            }
        }
    }
    let mut r = 0;
    while let Some((i, s, from)) = *first.get(&r)? {
        x[terms[i].0] += s;
        r = from;
    }
    let mut set = vec![Vec::new(); app.free.len()];
    set[leaf] = x
        .into_iter()
        .enumerate()
        .map(|(j, v)| (row * k + j, v))
        .collect();
    Some(set)
}

fn too_many(runs: u64) -> String {
    format!("the output stages' pieces need more evaluations ({runs}) than the interval limit")
}

/// Whether the kernel's `stage` is non-decreasing in the accumulator over `[lo, hi]` in
/// channel `c`: `(int32)round(acc * m)` with `m >= 0`, in `int32_t` at both ends and so
/// between them, then `+ zp` without a wrap, then the clamp.
fn rising(stage: &OutputStage, c: usize, (lo, hi): (i64, i64)) -> bool {
    let Some(m) = stage.real(c).filter(|m| m.is_finite() && *m >= 0.0) else {
        return false;
    };
    let fits = |acc: i64| {
        let r = (acc as f64 * m).round();
        let i32s = f64::from(i32::MIN)..=f64::from(i32::MAX);
        i32s.contains(&r) && i32s.contains(&(r + f64::from(stage.zero_point())))
    };
    fits(lo) && fits(hi)
}
