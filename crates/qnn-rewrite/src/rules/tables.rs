//! Phase `tables`: a chain of elementwise ops whose only run-time operand is an 8-bit value
//! becomes one 256-entry table lookup, computed at compile time by running the chain itself
//! (with the interpreter) on all 256 codes.
//!
//! Elementwise here means: the op table flags the op `elementwise`, it has no per-axis
//! parameters, and every other operand is a constant with a single element (a per-channel
//! constant makes the function depend on the position): `cast`, `clip`, `add` of a scalar,
//! per-tensor `fixed_point_multiply` and `qnn.requantize`, the LUT activations, a float
//! island between `qnn.dequantize` and `qnn.quantize`, ... The cost model then picks the
//! table (one load per element) or the arithmetic, whichever is cheaper.

use super::lower::all_codes;
use crate::language::ENode;
use crate::rule::{rule, Cx, Rule, RuleError};
use egg::Id;
use qnn_ir::ops::NoAttrs;
use qnn_ir::{DType, Data, Op, Opcode, Tensor, TensorType};
use std::sync::Arc;

/// Longest chain followed from a value back to its 8-bit source.
const MAX_CHAIN: usize = 12;

/// The rules of the phase.
pub fn rules() -> Vec<Arc<dyn Rule>> {
    let elementwise: Vec<Opcode> = Opcode::ALL
        .iter()
        .copied()
        .filter(|o| o.is_elementwise())
        .collect();
    // f(...(g(x))) = table(x, T) with T[k] = f(...(g(k))), x 8-bit
    vec![rule(
        "tables-elementwise-chain",
        &elementwise,
        elementwise_chain,
    )]
}

/// The run-time operand of `n` (a node of `class`) if `n` maps each element of it on its
/// own: an elementwise op without per-axis parameters whose other operands are constants
/// of one element.
fn elementwise_operand(cx: &Cx, n: &ENode, class: Id) -> Option<usize> {
    let op = n.as_op()?;
    if !op.opcode().is_elementwise() || op.is_per_axis() {
        return None;
    }
    let single = |i: usize| {
        cx.konst(n.args[i])
            .is_some_and(|t| t.len() == 1 && t.rank() <= cx.rank(class).max(1))
    };
    let mut run_time = (0..n.args.len()).filter(|&i| !single(i));
    let operand = run_time.next()?;
    if run_time.next().is_some() {
        return None;
    }
    let arg = n.args[operand];
    (cx.konst(arg).is_none() && cx.ty(arg).shape == cx.ty(class).shape).then_some(operand)
}

/// The chains from `n` down to each 8-bit source it reaches (the shortest to each): the
/// nodes (outermost first, each with the position of its run-time operand) and the source
/// class, nearest source first. A class can hold several elementwise forms; the search is
/// breadth-first over all of them, and goes on through 8-bit values, so that
/// `f(table(x, T))` also becomes one table of `x`.
fn chains(cx: &Cx, n: &ENode) -> Vec<(Vec<(ENode, usize)>, Id)> {
    let Some(k) = elementwise_operand(cx, n, cx.class) else {
        return Vec::new();
    };
    let start = cx.egraph.find(n.args[k]);
    let mut paths: Vec<(Vec<(ENode, usize)>, Id)> = vec![(vec![(n.clone(), k)], start)];
    let mut seen = std::collections::HashSet::new();
    seen.insert(start);
    let mut found = Vec::new();
    let mut head = 0;
    while head < paths.len() {
        let (path, cur) = paths[head].clone();
        head += 1;
        if matches!(cx.dtype(cur), DType::I8 | DType::U8) {
            found.push((path.clone(), cur));
        }
        if path.len() >= MAX_CHAIN {
            continue;
        }
        // A table is not elementwise in this sense (its table operand is no scalar): its
        // class is reached through its other forms (a table of a table is the composed
        // table of the inner source, found that way).
        for m in &cx.egraph[cur].nodes {
            if let Some(k) = elementwise_operand(cx, m, cur) {
                let next = cx.egraph.find(m.args[k]);
                if seen.insert(next) {
                    let mut p = path.clone();
                    p.push((m.clone(), k));
                    paths.push((p, next));
                }
            }
        }
    }
    found
}

/// The constant `t` as a rank-0 tensor (it has one element).
fn as_scalar(t: &Tensor) -> Option<Tensor> {
    Tensor::new(TensorType::new(t.dtype(), []), t.data().clone()).ok()
}

fn elementwise_chain(cx: &mut Cx, n: &ENode) -> Result<Option<Id>, RuleError> {
    if cx.data(cx.class).konst.is_some() {
        return Ok(None);
    }
    let mut first = None;
    for (nodes, source) in chains(cx, n) {
        if nodes.len() < 2 {
            continue;
        }
        let Some(t) = table_of_chain(cx, &nodes, source, n.dtype)? else {
            continue;
        };
        // Every table is a form of this class; the first is the rule's result.
        match first {
            None => first = Some(t),
            Some(_) => cx.also(t),
        }
    }
    Ok(first)
}

/// `table(source, T)` where `T` runs the chain `nodes` (outermost first) on every code of
/// `source`; `None` when the chain cannot be run on every code.
fn table_of_chain(
    cx: &mut Cx,
    nodes: &[(ENode, usize)],
    source: Id,
    dtype: DType,
) -> Result<Option<Id>, RuleError> {
    // The table depends only on the source type and each op with its constant operands:
    // chains repeated across a network are computed once.
    let key = TableKey {
        source: cx.dtype(source),
        ops: nodes
            .iter()
            .map(|(m, k)| {
                let consts = m
                    .args
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| i != k)
                    .map(|(_, &a)| cx.data(a).konst)
                    .collect();
                (m.kind.clone(), m.dtype, *k, consts)
            })
            .collect(),
    };
    let table = match cx.egraph.analysis.tables.get(&key) {
        Some(t) => *t,
        None => {
            let t = compute_table(cx, nodes, source, dtype)
                .map(|t| cx.egraph.analysis.consts.intern(t));
            cx.egraph.analysis.tables.insert(key, t);
            t
        }
    };
    let Some(table) = table else { return Ok(None) };
    let t = cx.pooled(table);
    cx.op(Op::Table(NoAttrs {}), &[source, t], dtype).map(Some)
}

/// What a chain's table depends on: the source type and each op with its constant operands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TableKey {
    source: DType,
    ops: Vec<(
        crate::language::NodeKind,
        DType,
        usize,
        Vec<Option<crate::language::ConstId>>,
    )>,
}

/// The table of the chain `nodes` (outermost first) over every code of `source`, or `None`
/// when the chain cannot be run on every code.
fn compute_table(cx: &Cx, nodes: &[(ENode, usize)], source: Id, dtype: DType) -> Option<Tensor> {
    let codes = all_codes(cx.dtype(source))?;
    // Run the chain, innermost op first, on all codes, with the interpreter's kernels. A
    // chain that fails on some code (a value outside an op's domain) keeps its ops.
    let mut v = codes;
    for (m, k) in nodes.iter().rev() {
        let op = m.as_op()?;
        // The constant operands as scalars, the run-time one (position `k`) as `v`.
        let consts = m
            .args
            .iter()
            .enumerate()
            .filter(|(i, _)| i != k)
            .map(|(_, &a)| cx.konst(a).and_then(as_scalar))
            .collect::<Option<Vec<Tensor>>>()?;
        let mut rest = consts.iter();
        let args: Vec<&Tensor> = (0..m.args.len())
            .map(|i| if i == *k { Some(&v) } else { rest.next() })
            .collect::<Option<_>>()?;
        let tys: Vec<&TensorType> = args.iter().map(|t| t.ty()).collect();
        let ty = op.infer(&tys, Some(m.dtype)).ok()?;
        v = qnn_interp::eval_op(op, &args, &ty).ok()?;
    }
    if matches!(v.data(), Data::F32(_) | Data::F64(_)) && dtype.is_int() {
        return None;
    }
    Some(v)
}
