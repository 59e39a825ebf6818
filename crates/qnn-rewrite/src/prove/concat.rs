//! Concatenations (`docs/prove.md`, "How it is decided"): sides that both concatenate along one axis are
//! decided input by input.
//!
//! Each concatenation kernel (`qnn_interp::kernels::shape`) fills an input's region of the
//! result from that input alone, element by element: `concatenate` copies it, and
//! `qnn.concatenate` rescales it with that input's parameters exactly as a `qnn.concatenate`
//! of that one input does. So where both sides are concatenations along the same axis, of
//! as many inputs with the same extents along it, the sides are equal for all inputs if and
//! only if each pair of corresponding inputs is: input `k` of a `qnn.concatenate` taken as
//! the one-input `qnn.concatenate` of it, of a `concatenate` as itself. Each pair is an
//! application of its own (elementwise, so usually a sweep).

use super::{check, rebuild, Application, Def, Method, Verdict};
use crate::RewriteBudget;
use qnn_ir::ops::QnnConcatAttrs;
use qnn_ir::{Op, TensorType};

/// An input of a concatenation: its term, and for a `qnn.concatenate` the one-input
/// attributes that rescale it alone.
type Part = (usize, Option<QnnConcatAttrs>);

/// The axis and inputs of term `t` where it is a concatenation.
fn parts(app: &Application, t: usize) -> Option<(usize, Vec<Part>)> {
    match &app.terms[t].0 {
        Def::Op(Op::Concatenate(c), args) => {
            Some((c.axis, args.iter().map(|&a| (a, None)).collect()))
        }
        Def::Op(Op::QnnConcatenate(q), args) if q.in_q.len() == args.len() => {
            let one = |k: usize| QnnConcatAttrs {
                in_q: vec![q.in_q[k].clone()],
                ..q.clone()
            };
            Some((
                q.axis,
                args.iter()
                    .enumerate()
                    .map(|(k, &a)| (a, Some(one(k))))
                    .collect(),
            ))
        }
        _ => None,
    }
}

/// Decides `app` input by input where both sides are concatenations that line up; `None`
/// where they are not.
pub(super) fn split(app: &Application, budget: &RewriteBudget) -> Option<Verdict> {
    let (axis, lhs) = parts(app, app.lhs)?;
    let (axis_r, rhs) = parts(app, app.rhs)?;
    let extent = |t: usize| app.terms[t].1.shape.get(axis).copied();
    let aligned = axis == axis_r
        && lhs.len() == rhs.len()
        && lhs
            .iter()
            .zip(&rhs)
            .all(|(a, b)| extent(a.0).is_some() && extent(a.0) == extent(b.0));
    if !aligned {
        return None;
    }
    let dtype = app.terms[app.lhs].1.dtype;
    let (mut offset, mut cases, mut queries) = (0, 0u64, 0u64);
    for (k, (l, r)) in lhs.into_iter().zip(rhs).enumerate() {
        let mut base = app.clone();
        let mut side = |(t, q): Part| match q {
            None => t,
            Some(one) => {
                let ty = TensorType::new(dtype, app.terms[t].1.shape.clone());
                base.terms
                    .push((Def::Op(Op::QnnConcatenate(one), vec![t]), ty));
                base.terms.len() - 1
            }
        };
        let (sl, sr) = (side(l.clone()), side(r));
        match check(&rebuild(&base, sl, sr, &|_| false), budget) {
            Verdict::Proved(Method::Solver(n)) => queries += n,
            Verdict::Proved(Method::Sweep(n) | Method::Intervals(n)) => cases += n,
            Verdict::Proved(Method::Same) => {}
            Verdict::Failed(mut c) => {
                if let Some(p) = c.position.get_mut(axis) {
                    *p += offset;
                }
                return Some(Verdict::Failed(c));
            }
            Verdict::NotProved(why) => {
                return Some(Verdict::NotProved(format!(
                    "input {k} of a concatenation: {why}"
                )))
            }
        }
        offset += extent(l.0).unwrap_or(0);
    }
    Some(Verdict::Proved(match queries {
        0 => Method::Sweep(cases),
        n => Method::Solver(n),
    }))
}
