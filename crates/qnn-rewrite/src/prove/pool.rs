//! Average pooling (`docs/prove.md`, "Average pooling"). TFLite's AVERAGE_POOL_2D divides
//! the sum of a window's in-image taps by their count, so a `same`-padded pool divides by a
//! count that varies with the position: one query over every tap and the division reaches
//! z3's limit. The application is cut at the division instead:
//!
//! 1. the rewrite's dividend is shown to be the sum of the window's in-image taps (the
//!    kernel's, as the core `pool_sum`), in a type it cannot leave;
//! 2. its divisor, computed from constants alone, is the count of in-image taps at every
//!    position (the interpreter's `pool_sum` of ones: the same taps);
//! 3. both stages, functions of (sum, count) alone, are then run on every pair the windows
//!    can give: each count the windows have, and every sum of that many values of the input's
//!    range.

use super::{
    below, broadcast_to, evaluate_terms, pointwise, rebuild, taps, Application, Def, Method,
    Verdict,
};
use crate::RewriteBudget;
use qnn_arith::round_div_away;
use qnn_interp::eval_op;
use qnn_ir::ops::PoolAttrs;
use qnn_ir::{DType, Data, Op, Tensor, TensorType};
use std::collections::BTreeSet;

/// Decides `app` where its left side is a `qnn.avg_pool2d`; `None` for any other.
pub(super) fn decide(
    app: &Application,
    out: &TensorType,
    budget: &RewriteBudget,
) -> Option<Verdict> {
    let Def::Op(Op::QnnAvgPool2d(q), args) = &app.terms[app.lhs].0 else {
        return None;
    };
    let x = *args.first()?;
    Some(prove(app, q, x, out, budget).unwrap_or_else(Verdict::NotProved))
}

fn prove(
    app: &Application,
    q: &PoolAttrs,
    x: usize,
    out: &TensorType,
    budget: &RewriteBudget,
) -> Result<Verdict, String> {
    let (ts, tc) =
        division(app).ok_or("the rewrite has no `round_divide` of the result's shape")?;
    let x_type = &app.terms[x].1;
    let (xlo, xhi) = match &app.terms[x].0 {
        Def::Free(k) => app.free[*k].range,
        _ => x_type.dtype.int_range(),
    }
    .ok_or("a float input")?;
    // 1. The dividend: the window's sum, which its type holds for every input.
    let area = (q.kernel[0] * q.kernel[1]) as i128;
    let sum_type = app.terms[ts].1.clone();
    let (slo, shi) = sum_type.dtype.int_range().ok_or("a float sum")?;
    let (least, most) = (area * i128::from(xlo.min(0)), area * i128::from(xhi.max(0)));
    if least < i128::from(slo) || most > i128::from(shi) {
        return Err(format!("the rewrite's sum may leave {}", sum_type.dtype));
    }
    let mut with_sum = app.clone();
    with_sum
        .terms
        .push((Def::Op(Op::PoolSum(q.window()), vec![x]), sum_type));
    let sums = rebuild(&with_sum, with_sum.terms.len() - 1, ts, &|_| false);
    match super::check(&sums, budget) {
        Verdict::Proved(_) => {}
        Verdict::NotProved(why) => return Err(format!("the sums are not shown equal: {why}")),
        Verdict::Failed(_) => {
            return Err("the rewrite's dividend is not the sum of the window's taps".into())
        }
    }
    // 2. The divisor: the kernel's count of in-image taps at every position.
    let counts = kernel_counts(q, x_type, out)?;
    let divisor = constant(app, tc).ok_or("the rewrite's divisor is not a constant")?;
    let divisor = broadcast_to(&divisor, &out.shape)
        .and_then(|d| d.to_i64())
        .ok_or("the rewrite's divisor does not broadcast to the result")?;
    if let Some(e) = (0..counts.len()).find(|&e| counts[e] != divisor[e]) {
        // Every input element at the end of its range: the kernel's average is that value.
        let v = if xhi != 0 { xhi } else { xlo };
        let position = taps::unflat(&out.shape, e);
        let at = |_: &[usize]| Some(v);
        return found(app, x, out, &position, &at).ok_or(format!(
            "the rewrite divides by {} where the window has {} in-image taps (element {e})",
            divisor[e], counts[e]
        ));
    }
    if counts.iter().any(|&c| c < 1) {
        return Err("a window lies entirely in the padding (the kernel's error)".into());
    }
    // 3. The stages on every (sum, count).
    let stages = rebuild(app, ts, app.rhs, &|t| t == ts || t == tc);
    let per_position = stages.terms.iter().any(|(def, ty)| match def {
        Def::Op(op, _) => !pointwise(op),
        Def::Const(_) => ty.num_elements() != Some(1),
        Def::Free(_) => false,
    });
    if per_position || stages.free.len() != 2 {
        return Err("the rewrite's stage after the division reads more than (sum, count)".into());
    }
    let Def::Free(sum_leaf) = stages.terms[stages.lhs].0 else {
        return Err("the rewrite's sum is not a leaf of its stage".into());
    };
    let (lo, hi) = match q.clamp {
        Some([l, h]) => (l, h),
        None => out.dtype.int_range().ok_or("a float result")?,
    };
    let distinct: BTreeSet<i64> = counts.iter().copied().collect();
    let cases: i128 = distinct
        .iter()
        .map(|&c| i128::from(c) * i128::from(xhi - xlo) + 1)
        .sum();
    if cases > i128::from(budget.sweep_limit) {
        return Err(format!(
            "{cases} (sum, count) pairs to run, more than the sweep limit"
        ));
    }
    const CHUNK: i64 = 1 << 16;
    for &c in &distinct {
        let mut from = c * xlo;
        while from <= c * xhi {
            let to = (from + CHUNK - 1).min(c * xhi);
            let sums: Vec<i64> = (from..=to).collect();
            let leaf = |k: usize, v: Vec<i64>| {
                let f = &stages.free[k];
                Tensor::from_i64(f.ty.dtype, &[v.len()], &v).ok_or("a pair outside its type")
            };
            let count = vec![c; sums.len()];
            let leaves = match sum_leaf {
                0 => [leaf(0, sums.clone())?, leaf(1, count)?],
                _ => [leaf(0, count)?, leaf(1, sums.clone())?],
            };
            let values = evaluate_terms(&stages, &leaves)?;
            let rhs = values[stages.rhs].to_i64().ok_or("a float result")?;
            for (&s, &r) in sums.iter().zip(&rhs) {
                // The kernel's stage (`kernels::pool::avg_pool2d`).
                let kernel = round_div_away(s, c).clamp(lo, hi);
                if kernel != r {
                    let why = format!(
                        "the stages differ at the sum {s} of {c} in-image taps (the kernel \
                         gives {kernel}, the rewrite {r})"
                    );
                    // A window of `c` in-image taps, its taps sharing `s`.
                    let e = (0..counts.len()).find(|&e| counts[e] == c).unwrap_or(0);
                    let position = taps::unflat(&out.shape, e);
                    let window = window_taps(q, &x_type.shape, &position);
                    let at = |i: &[usize]| {
                        let j = window.iter().position(|t| t == i)? as i64;
                        Some(s.div_euclid(c) + i64::from(j < s.rem_euclid(c)))
                    };
                    return found(app, x, out, &position, &at).ok_or(why);
                }
            }
            from = to + 1;
        }
    }
    Ok(Verdict::Proved(Method::Sweep(cases as u64)))
}

/// The counterexample where input `x` (a free leaf) holds `at(index)` wherever that is
/// given (its range's fill elsewhere), if the interpreter confirms that the sides differ.
fn found(
    app: &Application,
    x: usize,
    out: &TensorType,
    position: &[usize],
    at: &dyn Fn(&[usize]) -> Option<i64>,
) -> Option<Verdict> {
    let Def::Free(k) = app.terms[x].0 else {
        return None;
    };
    let shape = &app.free[k].ty.shape;
    let n: usize = shape.iter().product();
    let mut set = vec![Vec::new(); app.free.len()];
    set[k] = (0..n)
        .filter_map(|e| at(&taps::unflat(shape, e)).map(|v| (e, v)))
        .collect();
    match taps::confirm_inputs(app, out, set, position) {
        Verdict::Failed(c) => Some(Verdict::Failed(c)),
        _ => None,
    }
}

/// The input indices of the in-image taps of `q`'s window at result `position`, over an
/// input of `shape` (`kernels::pool`'s geometry).
fn window_taps(q: &PoolAttrs, shape: &[usize], position: &[usize]) -> Vec<Vec<usize>> {
    let [_, ah, aw, _] = q.layout.axes();
    let mut taps = Vec::new();
    let resolve = |d: usize, a: usize| q.padding.resolve(d, shape[a], q.kernel[d], q.strides[d], 1);
    let (Some((_, pt)), Some((_, pl))) = (resolve(0, ah), resolve(1, aw)) else {
        return taps;
    };
    for ky in 0..q.kernel[0] {
        for kx in 0..q.kernel[1] {
            let ih = (position[ah] * q.strides[0] + ky).checked_sub(pt);
            let iw = (position[aw] * q.strides[1] + kx).checked_sub(pl);
            if let (Some(ih), Some(iw)) = (ih, iw) {
                if ih < shape[ah] && iw < shape[aw] {
                    let mut i = position.to_vec();
                    (i[ah], i[aw]) = (ih, iw);
                    taps.push(i);
                }
            }
        }
    }
    taps
}

/// The dividend and divisor of a `round_divide` of the result's shape that the right side
/// reaches through elementwise ops.
fn division(app: &Application) -> Option<(usize, usize)> {
    let out = app.terms[app.lhs].1.shape.clone();
    let t = below(app, &|op, ty| {
        matches!(op, Op::RoundDivide(_)) && ty.shape == out
    })?;
    match &app.terms[t].0 {
        Def::Op(_, args) => Some((args[0], *args.get(1)?)),
        _ => None,
    }
}

/// The value of term `t`, where it reads no free leaf.
pub(super) fn constant(app: &Application, t: usize) -> Option<Tensor> {
    let sub = rebuild(app, t, t, &|_| false);
    if !sub.free.is_empty() {
        return None;
    }
    evaluate_terms(&sub, &[]).ok()?.get(sub.lhs).cloned()
}

/// The number of in-image taps of each window of `q` over an input of type `x`, at every
/// element of the result `out`: the interpreter's `pool_sum` of ones (its taps are the
/// average pool's).
fn kernel_counts(q: &PoolAttrs, x: &TensorType, out: &TensorType) -> Result<Vec<i64>, String> {
    let n = x.num_elements().ok_or("an input of unknown size")?;
    let ones = Tensor::new(
        TensorType::new(DType::I32, x.shape.to_vec()),
        Data::I32(vec![1; n]),
    )
    .map_err(|e| e.to_string())?;
    let ty = TensorType::new(DType::I32, out.shape.to_vec());
    eval_op(&Op::PoolSum(q.window()), &[&ones], &ty)
        .map_err(|e| e.to_string())?
        .to_i64()
        .ok_or_else(|| "counts".into())
}
