//! Float islands of quantized models as per-channel tables. A quantizer that leaves an op in
//! float (MediaPipe's PRELU: dequantize, `f32` PRELU with per-channel alpha, quantize) makes a
//! chain of elementwise ops from one small-range integer value `x` to an integer result, whose
//! constants vary at most along the last axis. Such a chain is a function of `(x, channel)`:
//! the plan runs it once on every `x` of the range for every channel with the reference
//! kernels (`qnn_interp::eval_op`, so the table is exact by construction) and the step becomes
//! one lookup per element.

use qnn_ir::{Graph, Op, Tensor, TensorType, ValueDef};

use crate::elementwise::Tree;

/// The widest input range a table covers.
const MAX_RANGE: i64 = 1024;

/// The most ops an island may have (a PRELU island has about 12): bounds the search from each
/// root, which would otherwise walk back along long elementwise chains (an unrolled LSTM).
const MAX_OPS: usize = 64;

/// The island rooted at `root`, as a one-lookup tree, with the values inside it; `None` where
/// there is none. `free(v)`: `v` is neither inside a product chain nor a graph output;
/// `readers[v]`: the values that read `v`; `constant(v)`: a constant's value.
pub(crate) fn find<'g>(
    g: &'g Graph,
    root: usize,
    free: &dyn Fn(usize) -> bool,
    readers: &[Vec<usize>],
    constant: &dyn Fn(usize) -> Option<&'g Tensor>,
) -> Option<(Tree, Vec<usize>)> {
    let rv = &g.values()[root];
    rv.ty.dtype.int_range()?;
    let shape = rv.ty.shape.clone();
    let rank = shape.len();
    if rank < 2 {
        return None;
    }
    let channels = shape[rank - 1];
    let per_channel = |t: &Tensor| {
        let s = t.shape();
        s.len() <= rank
            && s.iter().rev().skip(1).all(|&d| d == 1)
            && s.last().is_none_or(|&d| d == 1 || d == channels)
    };
    let mut inside: Vec<usize> = Vec::new();
    let mut leaf: Option<usize> = None;
    let mut float = false;
    let mut stack = vec![root];
    while let Some(v) = stack.pop() {
        if inside.contains(&v) || leaf == Some(v) {
            continue;
        }
        if let Some(c) = constant(v) {
            if !per_channel(c) {
                return None;
            }
            continue;
        }
        let val = &g.values()[v];
        let ValueDef::Op { op, args } = &val.def else {
            return None;
        };
        if !op.opcode().is_elementwise() || val.ty.shape != shape || (v != root && !free(v)) {
            return None;
        }
        float |= val.ty.dtype.int_range().is_none();
        inside.push(v);
        if inside.len() > MAX_OPS {
            return None;
        }
        // A cast from an integer to a float starts the island: its operand is the input.
        if let (Op::Cast(_), [a]) = (op, args.as_slice()) {
            let from = &g.values()[a.index()];
            if from.ty.dtype.int_range().is_some() && val.ty.dtype.int_range().is_none() {
                if leaf.is_some_and(|l| l != a.index()) || from.ty.shape != shape {
                    return None;
                }
                leaf = Some(a.index());
                continue;
            }
        }
        stack.extend(args.iter().map(|a| a.index()));
    }
    let leaf = leaf?;
    if !float
        || inside
            .iter()
            .any(|&v| v != root && readers[v].iter().any(|r| !inside.contains(r)))
    {
        return None;
    }
    let (lo, hi) = match &g.values()[leaf].def {
        ValueDef::Op {
            op: Op::Clip(c), ..
        } => (c.min, c.max),
        _ => g.values()[leaf].ty.dtype.int_range()?,
    };
    let span = hi.checked_sub(lo)?.checked_add(1)?;
    if span > MAX_RANGE || span <= 0 {
        return None;
    }
    // Every input value in every channel: shape [1, .., span, C].
    let mut at = vec![1usize; rank];
    at[rank - 2] = span as usize;
    at[rank - 1] = channels;
    let codes: Vec<i64> = (0..span)
        .flat_map(|k| std::iter::repeat_n(lo + k, channels))
        .collect();
    let leaf_t = Tensor::from_i64(g.values()[leaf].ty.dtype, &at, &codes)?;
    inside.sort_unstable();
    let mut values: Vec<(usize, Tensor)> = vec![(leaf, leaf_t)];
    for &v in &inside {
        let ValueDef::Op { op, args } = &g.values()[v].def else {
            return None;
        };
        let operands: Vec<&Tensor> = args
            .iter()
            .map(|a| {
                let a = a.index();
                constant(a).or_else(|| values.iter().find(|(w, _)| *w == a).map(|(_, t)| t))
            })
            .collect::<Option<_>>()?;
        let ty = TensorType::new(g.values()[v].ty.dtype, at.iter().copied());
        let t = qnn_interp::eval_op(op, &operands, &ty).ok()?;
        values.push((v, t));
    }
    let table = values.last()?.1.to_i64()?;
    Some((
        Tree::channel_table(leaf, table, lo, channels, false),
        inside,
    ))
}
