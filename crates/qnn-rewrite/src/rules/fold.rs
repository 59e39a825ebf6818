//! Phase `fold`: terms that depend only on constants are computed at compile time.
//!
//! The lowering rules write the zero-point algebra symbolically (for a convolution:
//! `conv2d(x, w) - conv2d(x, W_zp) - conv2d(X_zp, w) + conv2d(X_zp, W_zp) + bias`, where
//! `X_zp` is the input zero point spread over the input's shape); this phase evaluates the
//! constant terms with the interpreter's own kernels and gathers them into one constant, so
//! `in_zp * sum(w)` and `w_zp * in_zp * K` end up in the bias, and padded taps (which the
//! convolution skips) are subtracted exactly where they occur.

use crate::eval::evaluate;
use crate::language::ENode;
use crate::rule::{on, on_needing, rule_needing, Cx, Needs, Rule, RuleError};
use egg::Id;
use qnn_ir::attrs::DataLayout;
use qnn_ir::ops::{kind, Conv2dAttrs, NoAttrs, OpKind, ReduceAttrs, WindowAttrs};
use qnn_ir::types::num_elements;
use qnn_ir::{DType, Data, Op, Opcode, Tensor, TensorType};
use std::sync::Arc;

/// Results larger than this are not folded (they stay run-time ops).
pub const MAX_FOLDED_ELEMENTS: usize = 1 << 24;

/// The rules of the phase.
pub fn rules() -> Vec<Arc<dyn Rule>> {
    let all: Vec<Opcode> = Opcode::ALL
        .iter()
        .copied()
        .filter(|&o| o != Opcode::Const)
        .collect();
    // The binary elementwise core ops (their operands broadcast).
    let binary: Vec<Opcode> = Opcode::ALL
        .iter()
        .copied()
        .filter(|o| !o.is_qnn() && o.is_elementwise() && o.operands().accepts(2))
        .filter(|o| !o.operands().accepts(1))
        .collect();
    vec![
        // op(c1, .., cn) = c: evaluated by the interpreter's kernel
        rule_needing(
            "fold-constant",
            &all,
            Needs::AllConstantOperands,
            fold_constant,
        ),
        // (x + c1) + c2 = x + (c1 + c2) on integers (wrapping addition is associative)
        on_needing::<kind::Add>(
            "fold-add-constants",
            Needs::SomeConstantOperand,
            add_constants,
        ),
        // conv2d(x, a) - conv2d(x, b) = conv2d(x, a - b) (convolution is linear in the weight)
        on::<kind::Subtract>("fold-conv2d-weights", conv2d_weights),
        // dense(x, a) - dense(x, b) = dense(x, a - b)
        on::<kind::Subtract>("fold-dense-weights", dense_weights),
        // conv2d(x, W) = pool_sum(x) summed over channels * c, where W[o, ..] = c[o] (a weight
        // zero point the weights cannot absorb): a window sum instead of a convolution
        on_needing::<kind::Conv2d>(
            "fold-conv2d-uniform-weights",
            Needs::SomeConstantOperand,
            conv2d_uniform_weights,
        ),
        // dense(x, W) = sum(x, 1) * c, where W[o, ..] = c[o]
        on_needing::<kind::Dense>(
            "fold-dense-uniform-weights",
            Needs::SomeConstantOperand,
            dense_uniform_weights,
        ),
        // op(x, c) = op(x, c') where c' drops the dimensions along which c is constant
        rule_needing(
            "fold-shrink-constant",
            &binary,
            Needs::SomeConstantOperand,
            shrink_constant,
        ),
    ]
}

fn fold_constant(cx: &mut Cx, n: &ENode) -> Result<Option<Id>, RuleError> {
    let Some(op) = n.as_op() else { return Ok(None) };
    if cx.data(cx.class).konst.is_some() {
        return Ok(None);
    }
    let ty = cx.ty(cx.class);
    if ty.num_elements().is_none_or(|e| e > MAX_FOLDED_ELEMENTS) {
        return Ok(None);
    }
    let Some(args) = n
        .args
        .iter()
        .map(|&a| cx.konst(a))
        .collect::<Option<Vec<_>>>()
    else {
        return Ok(None);
    };
    // A kernel error (a value outside an op's domain) stays a run-time error.
    match evaluate(op, &args, &ty) {
        Ok(t) => Ok(Some(cx.constant(t))),
        Err(_) => Ok(None),
    }
}

/// The (non-constant, constant) operands of a binary node, in either order.
fn split_const(cx: &Cx, n: &ENode) -> Option<(Id, Id)> {
    let (a, b) = (n.args[0], n.args[1]);
    match (cx.konst(a).is_some(), cx.konst(b).is_some()) {
        (false, true) => Some((a, b)),
        (true, false) => Some((b, a)),
        _ => None,
    }
}

fn add_constants(cx: &mut Cx, n: &ENode, _: &NoAttrs) -> Result<Option<Id>, RuleError> {
    if !n.dtype.is_int() {
        return Ok(None);
    }
    let Some((y, c2)) = split_const(cx, n) else {
        return Ok(None);
    };
    for (_, inner) in cx.nodes_of::<kind::Add>(y) {
        if let Some((x, c1)) = split_const(cx, &inner) {
            if let Some(id) = add_two_constants(cx, n, x, c1, c2)? {
                return Ok(Some(id));
            }
        }
    }
    Ok(None)
}

/// `x + (c1 + c2)`, the sum computed by the interpreter, where it has the matched type.
fn add_two_constants(
    cx: &mut Cx,
    n: &ENode,
    x: Id,
    c1: Id,
    c2: Id,
) -> Result<Option<Id>, RuleError> {
    let (Some(t1), Some(t2)) = (cx.konst(c1), cx.konst(c2)) else {
        return Ok(None);
    };
    let add = Op::Add(NoAttrs {});
    let Ok(sum_ty) = add.infer(&[t1.ty(), t2.ty()], Some(n.dtype)) else {
        return Ok(None);
    };
    let Ok(sum) = evaluate(&add, &[t1, t2], &sum_ty) else {
        return Ok(None);
    };
    let c = cx.constant(sum);
    let out = cx.ty(cx.class);
    if add.infer(&[&cx.ty(x), &cx.ty(c)], Some(n.dtype)).ok() != Some(out) {
        return Ok(None);
    }
    cx.add(x, c).map(Some)
}

/// The narrowest of `i8`, `i16`, `i32` that holds every value.
fn narrowest(values: &[i64]) -> DType {
    [DType::I8, DType::I16, DType::I32]
        .into_iter()
        .find(|d| values.iter().all(|&v| d.contains(v)))
        .unwrap_or(DType::I64)
}

/// `a - b` elementwise, in the narrowest signed type that holds it.
fn weight_difference(a: &Tensor, b: &Tensor) -> Option<Tensor> {
    if a.shape() != b.shape() {
        return None;
    }
    let d: Vec<i64> = a
        .to_i64()?
        .iter()
        .zip(b.to_i64()?)
        .map(|(x, y)| x - y)
        .collect();
    let dtype = narrowest(&d);
    if dtype == DType::I64 {
        return None;
    }
    Tensor::from_i64(dtype, a.shape(), &d)
}

/// For `subtract(p, q)`, the first pair of `K` nodes (`conv2d` or `dense`) of the two
/// classes on the same input, with constant weights and equal attributes: `(op, input, a,
/// b)`. Every pair is tried.
fn linear_pair<K: OpKind>(cx: &Cx, n: &ENode) -> Option<(Op, Id, Tensor, Tensor)> {
    let weighted = |c: Id| {
        let nodes = cx.nodes_of::<K>(c).into_iter().map(|(_, m)| m);
        nodes
            .filter(|m| cx.konst(m.args[1]).is_some())
            .collect::<Vec<_>>()
    };
    let (ps, qs) = (weighted(n.args[0]), weighted(n.args[1]));
    let pairs = ps.iter().flat_map(|p| qs.iter().map(move |q| (p, q)));
    let same = |(p, q): &(&ENode, &ENode)| {
        let (px, qx) = (cx.egraph.find(p.args[0]), cx.egraph.find(q.args[0]));
        px == qx && p.kind == q.kind && p.dtype == q.dtype && p.dtype == n.dtype
    };
    let (p, q) = pairs.into_iter().find(same)?;
    let a = cx.konst(p.args[1])?.clone();
    let b = cx.konst(q.args[1])?.clone();
    Some((p.as_op()?.clone(), cx.egraph.find(p.args[0]), a, b))
}

/// `op(x, a) - op(x, b) = op(x, a - b)` for `op` of kind `K`.
fn linear_weights<K: OpKind>(cx: &mut Cx, n: &ENode) -> Result<Option<Id>, RuleError> {
    let Some((op, x, a, b)) = linear_pair::<K>(cx, n) else {
        return Ok(None);
    };
    let Some(w) = weight_difference(&a, &b) else {
        return Ok(None);
    };
    let w = cx.constant(w);
    cx.op(op, &[x, w], n.dtype).map(Some)
}

/// `c[o]` when every element of `t` with index `o` along `axis` equals `c[o]`.
fn per_channel_values(t: &Tensor, axis: usize) -> Option<Vec<i64>> {
    let shape = t.shape();
    let extent = *shape.get(axis)?;
    let inner: usize = shape[axis + 1..].iter().product();
    let vals = t.to_i64()?;
    let mut c: Vec<Option<i64>> = vec![None; extent];
    for (i, &v) in vals.iter().enumerate() {
        let slot = &mut c[(i / inner.max(1)) % extent.max(1)];
        match slot {
            Some(u) if *u != v => return None,
            _ => *slot = Some(v),
        }
    }
    c.into_iter().collect()
}

/// `s * c` with `c[o]` broadcast along the last axis of the result `(.., o)` or, for
/// `nchw`, along axis 1 (`[o, 1, 1]`); a scalar when every `c[o]` is equal and `s` already
/// has the result's shape. Only when the product has the type of the matched class.
fn scale_channels(
    cx: &mut Cx,
    s: Id,
    c: &[i64],
    nchw: bool,
    dtype: DType,
) -> Result<Option<Id>, RuleError> {
    let k = if c.iter().all(|&v| v == c[0]) && cx.ty(s).shape == cx.ty(cx.class).shape {
        cx.scalar(dtype, c[0])?
    } else {
        let shape: Vec<usize> = if nchw {
            vec![c.len(), 1, 1]
        } else {
            vec![c.len()]
        };
        let t =
            Tensor::from_i64(dtype, &shape, c).ok_or_else(|| cx.invalid("weight does not fit"))?;
        cx.constant(t)
    };
    let r = cx.mul(s, k)?;
    Ok((cx.ty(r) == cx.ty(cx.class)).then_some(r))
}

fn conv2d_uniform_weights(
    cx: &mut Cx,
    n: &ENode,
    a: &Conv2dAttrs,
) -> Result<Option<Id>, RuleError> {
    let (x, w) = (n.args[0], n.args[1]);
    let Some(t) = cx.konst(w) else {
        return Ok(None);
    };
    let [po, _, ph, pw] = a.kernel_layout.axes();
    let c_axis = a.data_layout.axes()[3];
    let (cin, o) = (cx.ty(x).shape[c_axis], t.shape()[po]);
    let depthwise = a.groups > 1 && a.groups == cin && o == cin;
    if a.dilation != [1, 1] || (a.groups != 1 && !depthwise) || !n.dtype.is_int() {
        return Ok(None);
    }
    let Some(c) = per_channel_values(t, po) else {
        return Ok(None);
    };
    let window = WindowAttrs {
        kernel: [t.shape()[ph], t.shape()[pw]],
        strides: a.strides,
        padding: a.padding,
        layout: a.data_layout,
    };
    let mut s = cx.op(Op::PoolSum(window), &[x], n.dtype)?;
    if !depthwise {
        let sum = ReduceAttrs {
            axes: vec![c_axis],
            keep_dims: true,
        };
        s = cx.op(Op::Sum(sum), &[s], n.dtype)?;
    }
    scale_channels(cx, s, &c, a.data_layout == DataLayout::Nchw, n.dtype)
}

fn dense_uniform_weights(cx: &mut Cx, n: &ENode, _: &NoAttrs) -> Result<Option<Id>, RuleError> {
    let (x, w) = (n.args[0], n.args[1]);
    let Some(c) = cx.konst(w).and_then(|t| per_channel_values(t, 0)) else {
        return Ok(None);
    };
    if !n.dtype.is_int() {
        return Ok(None);
    }
    let sum = ReduceAttrs {
        axes: vec![1],
        keep_dims: true,
    };
    let s = cx.op(Op::Sum(sum), &[x], n.dtype)?;
    scale_channels(cx, s, &c, false, n.dtype)
}

fn conv2d_weights(cx: &mut Cx, n: &ENode, _: &NoAttrs) -> Result<Option<Id>, RuleError> {
    linear_weights::<kind::Conv2d>(cx, n)
}

fn dense_weights(cx: &mut Cx, n: &ENode, _: &NoAttrs) -> Result<Option<Id>, RuleError> {
    linear_weights::<kind::Dense>(cx, n)
}

/// `t` reduced to index 0 along every dimension in `dims`.
fn take_first(t: &Tensor, dims: &[bool]) -> Option<Tensor> {
    let shape = t.shape();
    let new_shape: Vec<usize> = shape
        .iter()
        .zip(dims)
        .map(|(&s, &d)| if d { 1 } else { s })
        .collect();
    let n: usize = new_shape.iter().product();
    let mut idx = Vec::with_capacity(n);
    let mut coord = vec![0usize; shape.len()];
    for _ in 0..n {
        let mut flat = 0usize;
        for (k, &c) in coord.iter().enumerate() {
            flat = flat * shape[k] + c;
        }
        idx.push(flat);
        for k in (0..shape.len()).rev() {
            coord[k] += 1;
            if coord[k] < new_shape[k] {
                break;
            }
            coord[k] = 0;
        }
    }
    let data = t.data().gather(&idx);
    Tensor::new(TensorType::new(t.dtype(), new_shape), data).ok()
}

/// True when every element of `t` equals the element with coordinate `dim` set to 0
/// (floats compared by their bits).
fn uniform_along(t: &Tensor, dim: usize) -> bool {
    let shape = t.shape();
    let inner: usize = shape[dim + 1..].iter().product();
    let block = shape[dim] * inner;
    if block == 0 {
        return true;
    }
    fn uniform<T: PartialEq>(v: &[T], block: usize, inner: usize) -> bool {
        v.chunks(block).all(|b| {
            let first = &b[..inner];
            b.chunks(inner).all(|s| s == first)
        })
    }
    let bits32 = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
    let bits64 = |v: &[f64]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
    match t.data() {
        Data::I8(v) => uniform(v, block, inner),
        Data::U8(v) => uniform(v, block, inner),
        Data::I16(v) => uniform(v, block, inner),
        Data::U16(v) => uniform(v, block, inner),
        Data::I32(v) => uniform(v, block, inner),
        Data::I64(v) => uniform(v, block, inner),
        Data::F32(v) => uniform(&bits32(v), block, inner),
        Data::F64(v) => uniform(&bits64(v), block, inner),
    }
}

fn shrink_constant(cx: &mut Cx, n: &ENode) -> Result<Option<Id>, RuleError> {
    let Some((x, c)) = split_const(cx, n) else {
        return Ok(None);
    };
    let out = cx.ty(cx.class);
    let Some(t) = cx.konst(c) else {
        return Ok(None);
    };
    let xs = cx.ty(x).shape;
    let (r, rc) = (out.rank(), t.rank());
    if rc > r || t.is_empty() {
        return Ok(None);
    }
    // Dimension k of the constant is dimension k + r - rc of the result.
    let x_extent = |k: usize| -> usize {
        let d = k + r - rc;
        let off = r - xs.len();
        if d >= off {
            xs[d - off]
        } else {
            1
        }
    };
    let dims: Vec<bool> = (0..rc)
        .map(|k| t.shape()[k] > 1 && x_extent(k) == out.shape[k + r - rc] && uniform_along(t, k))
        .collect();
    let lead = t
        .shape()
        .iter()
        .zip(&dims)
        .take_while(|(&s, &d)| s == 1 || d)
        .count();
    if !dims.iter().any(|&d| d) && lead == 0 {
        return Ok(None);
    }
    let Some(small) = take_first(t, &dims) else {
        return Ok(None);
    };
    // Leading extents of 1 add nothing under broadcasting.
    let kept: Vec<usize> = small.shape()[lead..].to_vec();
    let Some(small) = Tensor::new(TensorType::new(small.dtype(), kept), small.into_data()).ok()
    else {
        return Ok(None);
    };
    if num_elements(small.shape()) == Some(t.len()) && small.rank() == rc {
        return Ok(None);
    }
    let op = n.as_op().cloned().ok_or_else(|| cx.invalid("not an op"))?;
    let c2 = cx.constant(small);
    let args = if n.args[0] == c || cx.egraph.find(n.args[0]) == cx.egraph.find(c) {
        [c2, x]
    } else {
        [x, c2]
    };
    let tys = [cx.ty(args[0]), cx.ty(args[1])];
    if op.infer(&[&tys[0], &tys[1]], Some(n.dtype)).ok() != Some(out) {
        return Ok(None);
    }
    cx.op(op, &args, n.dtype).map(Some)
}
