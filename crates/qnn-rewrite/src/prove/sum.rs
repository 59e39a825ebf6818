//! Sums and means (`docs/prove.md`, "Sums"). TFLite's 8-bit SUM adds the reduced elements in
//! `int32` (the reference kernel: their bytes) and rescales the total in `float` or with a
//! fixed-point multiplier, which the solver has no encoding of; its MEAN rescales the total
//! with a fixed-point multiplier, which over many elements can reach the solver's `rlimit`.
//! The application is cut at the total instead (a mean only where the solver did not
//! decide it):
//!
//! 1. the rewrite's total is shown to be the kernel's, the core `sum` of the input (of its
//!    bytes, `cast` to `u8`, for the reference kernel), in a type it cannot leave;
//! 2. the stage after it, a function of the total alone, is run on every total that the
//!    reduced elements can give, against the kernel itself run on rows of that many elements
//!    holding that total.

use super::{below, evaluate_terms, pointwise, rebuild, taps, Application, Def, Method, Verdict};
use crate::RewriteBudget;
use qnn_interp::eval_op;
use qnn_ir::attrs::SumKernel;
use qnn_ir::ops::{NoAttrs, QnnMeanAttrs, QnnSumAttrs, ReduceAttrs};
use qnn_ir::{DType, Op, Tensor, TensorType};

/// A reduction cut at its total: its axes, whether it sums bytes, and the op computing it
/// over axis 1 of `[rows, count]` inputs.
struct Reduction {
    axes: Vec<usize>,
    keep_dims: bool,
    bytes: bool,
    rows: Op,
}

/// Decides `app` where its left side is a `qnn.sum`; `None` for any other.
pub(super) fn decide(
    app: &Application,
    out: &TensorType,
    budget: &RewriteBudget,
) -> Option<Verdict> {
    let Def::Op(Op::QnnSum(q), args) = &app.terms[app.lhs].0 else {
        return None;
    };
    let r = Reduction {
        axes: q.axes.clone(),
        keep_dims: q.keep_dims,
        bytes: q.kernel == SumKernel::Reference,
        rows: Op::QnnSum(QnnSumAttrs {
            axes: vec![1],
            keep_dims: false,
            ..q.clone()
        }),
    };
    let x = *args.first()?;
    Some(prove(app, &r, x, out, budget).unwrap_or_else(Verdict::NotProved))
}

/// Decides `app` where its left side is a `qnn.mean` the solver did not decide (its query
/// reached the `rlimit`); `None` for any other, or where the cut does not decide it either.
pub(super) fn decide_mean(
    app: &Application,
    out: &TensorType,
    budget: &RewriteBudget,
) -> Option<Verdict> {
    let Def::Op(Op::QnnMean(q), args) = &app.terms[app.lhs].0 else {
        return None;
    };
    let r = Reduction {
        axes: q.axes.clone(),
        keep_dims: q.keep_dims,
        bytes: false,
        rows: Op::QnnMean(QnnMeanAttrs {
            axes: vec![1],
            keep_dims: false,
            ..q.clone()
        }),
    };
    prove(app, &r, *args.first()?, out, budget).ok()
}

fn prove(
    app: &Application,
    q: &Reduction,
    x: usize,
    out: &TensorType,
    budget: &RewriteBudget,
) -> Result<Verdict, String> {
    let shape = out.shape.clone();
    let ts = below(app, &|op, ty| matches!(op, Op::Sum(_)) && ty.shape == shape)
        .ok_or("the rewrite has no `sum` of the result's shape")?;
    let x_type = app.terms[x].1.clone();
    let (xlo, xhi) = match &app.terms[x].0 {
        Def::Free(k) => app.free[*k].range,
        _ => x_type.dtype.int_range(),
    }
    .ok_or("a float input")?;
    let reference = q.bytes;
    // The values summed: the elements, or (reference) their bytes, a superset where the
    // input's range holds negative values.
    let (elo, ehi) = match (reference, xlo < 0) {
        (false, _) => (xlo, xhi),
        (true, true) => (0, 255),
        (true, false) => (xlo.min(255), xhi.min(255)),
    };
    let count: i64 = q
        .axes
        .iter()
        .map(|&a| x_type.shape.get(a).copied().unwrap_or(0) as i64)
        .product();
    if count == 0 {
        return Err("an empty reduction".into());
    }
    // 1. The total: the kernel's sum, which the rewrite's type holds for every input.
    let sum_type = app.terms[ts].1.clone();
    let (slo, shi) = sum_type.dtype.int_range().ok_or("a float sum")?;
    let (least, most) = (
        i128::from(count) * i128::from(elo),
        i128::from(count) * i128::from(ehi),
    );
    if least < i128::from(slo) || most > i128::from(shi) {
        return Err(format!("the rewrite's sum may leave {}", sum_type.dtype));
    }
    let mut with_sum = app.clone();
    let mut operand = x;
    if reference {
        let bytes = TensorType::new(DType::U8, x_type.shape.to_vec());
        with_sum
            .terms
            .push((Def::Op(Op::Cast(NoAttrs {}), vec![x]), bytes));
        operand = with_sum.terms.len() - 1;
    }
    let reduce = ReduceAttrs {
        axes: q.axes.clone(),
        keep_dims: q.keep_dims,
    };
    with_sum
        .terms
        .push((Def::Op(Op::Sum(reduce), vec![operand]), sum_type.clone()));
    let sums = rebuild(&with_sum, with_sum.terms.len() - 1, ts, &|_| false);
    match super::check(&sums, budget) {
        Verdict::Proved(_) => {}
        Verdict::NotProved(why) => return Err(format!("the sums are not shown equal: {why}")),
        Verdict::Failed(_) => {
            // Reduced elements all at one value: the end of the range, or near 0.
            let why = "the rewrite's total is not the kernel's sum";
            let row = |v: i64| vec![v; count as usize];
            return [xlo, xhi, -1, 1]
                .into_iter()
                .filter(|v| (xlo..=xhi).contains(v))
                .find_map(|v| found(app, x, q, out, &row(v)))
                .ok_or_else(|| why.into());
        }
    }
    // 2. The stage on every total.
    let stages = rebuild(app, ts, app.rhs, &|t| t == ts);
    let per_position = stages.terms.iter().any(|(def, ty)| match def {
        Def::Op(op, _) => !pointwise(op),
        Def::Const(_) => ty.num_elements() != Some(1),
        Def::Free(_) => false,
    });
    if per_position || stages.free.len() != 1 {
        return Err("the rewrite's stage after the sum reads more than the total".into());
    }
    let cases = most - least + 1;
    if cases > i128::from(budget.sweep_limit) {
        return Err(format!("{cases} totals to run, more than the sweep limit"));
    }
    // The kernel on rows of `count` elements: the same attributes over axis 1.
    let row_sum = &q.rows;
    const CHUNK: i64 = 1 << 12;
    let (from, to) = (least as i64, most as i64);
    let mut start = from;
    while start <= to {
        let end = (start + CHUNK - 1).min(to);
        let totals: Vec<i64> = (start..=end).collect();
        let leaf = Tensor::from_i64(stages.free[0].ty.dtype, &[totals.len()], &totals)
            .ok_or("a total outside its type")?;
        let values = evaluate_terms(&stages, &[leaf])?;
        let rhs = values[stages.rhs].to_i64().ok_or("a float result")?;
        let rows: Vec<i64> = totals
            .iter()
            .flat_map(|&s| row(s, count, (elo, ehi), x_type.dtype))
            .collect();
        let n = totals.len();
        let xs = Tensor::from_i64(x_type.dtype, &[n, count as usize], &rows)
            .ok_or("a row outside the input's type")?;
        let ty = TensorType::new(out.dtype, vec![n]);
        let kernel = eval_op(row_sum, &[&xs], &ty)
            .map_err(|e| e.message)?
            .to_i64()
            .ok_or("a float result")?;
        if let Some(i) = (0..n).find(|&i| kernel[i] != rhs[i]) {
            let s = totals[i];
            let why = format!(
                "the stages differ at the total {s} of {count} elements (the kernel gives {}, \
                 the rewrite {})",
                kernel[i], rhs[i]
            );
            return found(app, x, q, out, &row(s, count, (elo, ehi), x_type.dtype)).ok_or(why);
        }
        start = end + 1;
    }
    Ok(Verdict::Proved(Method::Sweep(cases as u64)))
}

/// `count` values of `[lo, hi]` summing to `s` (the first ones highest), each written as an
/// element of `dtype` (a byte read as `i8` where the values are bytes).
fn row(s: i64, count: i64, (lo, hi): (i64, i64), dtype: DType) -> Vec<i64> {
    let mut rest = s - count * lo;
    (0..count)
        .map(|_| {
            let v = lo + rest.clamp(0, hi - lo);
            rest -= v - lo;
            match dtype.int_range() {
                Some((tlo, _)) if tlo < 0 && v > 127 && hi > 127 => v - 256,
                _ => v,
            }
        })
        .collect()
}

/// The counterexample where the reduced elements of the first result element hold `values`
/// (the input's range's fill elsewhere), if the interpreter confirms that the sides differ.
fn found(
    app: &Application,
    x: usize,
    q: &Reduction,
    out: &TensorType,
    values: &[i64],
) -> Option<Verdict> {
    let Def::Free(k) = app.terms[x].0 else {
        return None;
    };
    let shape = &app.free[k].ty.shape;
    let n: usize = shape.iter().product();
    // Elements whose kept coordinates are all 0 are the first result's, in row-major order.
    let reduced: Vec<usize> = (0..n)
        .filter(|&e| {
            let idx = taps::unflat(shape, e);
            idx.iter()
                .enumerate()
                .all(|(a, &i)| i == 0 || q.axes.contains(&a))
        })
        .collect();
    let mut set = vec![Vec::new(); app.free.len()];
    set[k] = reduced.into_iter().zip(values.iter().copied()).collect();
    let position = vec![0; out.shape.len()];
    match taps::confirm_inputs(app, out, set, &position) {
        Verdict::Failed(c) => Some(Verdict::Failed(c)),
        _ => None,
    }
}
