//! Layers: the float graph's ops grouped into the units the quantizer replaces by one QNN op.
//!
//! The float TFLite importer writes each TFLite operator as a short chain of `f32` core ops
//! (`qnn_tflite`'s `float.rs` lists them); [`find`] recognizes those chains (and the same
//! chains written by hand in IR text) and groups them:
//!
//! | layer | float ops | QNN op |
//! |---|---|---|
//! | `conv2d` | `conv2d(x, W)`, `add(b)`?, activation? | `qnn.conv2d` |
//! | `dense` | `dense(x, W)`, `add(b)`?, activation? | `qnn.dense` |
//! | `add` / `subtract` / `multiply` | the op, activation? | `qnn.add` / `qnn.subtract` / `qnn.mul` |
//! | `avg_pool2d` | `pool_sum`, `divide(counts)`, activation? | `qnn.avg_pool2d` |
//! | `max_pool2d` | `max_pool2d`, activation? | `qnn.max_pool2d` |
//! | `mean` | `sum`, `divide(count)` | `qnn.mean` |
//! | `relu` | `maximum(lo, x)`, `minimum(hi, ..)`? | `qnn.requantize` with a clamp |
//! | `logistic` / `tanh` | the op | `qnn.logistic` / `qnn.tanh` |
//! | `hard_swish` | `add(x, 3)`, `maximum(0)`, `minimum(6)`, `multiply(x, ..)`, `divide(6)` | `qnn.hard_swish` |
//! | `softmax` | `reduce_max`, `subtract`, `multiply(beta)`?, `exp`, `sum`, `divide` | `qnn.softmax` |
//! | `prelu` | `greater_equal(x, 0)`, `multiply(x, alpha)`, `select` | `qnn.prelu` |
//! | `concatenate` | the op | `qnn.concatenate` |
//! | `pad`, `reshape`, `transpose`, `slice`, ... | the op (pad value 0) | the same op on stored values |
//!
//! An activation is `maximum(lo, x)` with an optional `minimum(hi, ..)` (constant scalar
//! bounds). A chain absorbs an op only if the value before it has no other use. Every other
//! op is a `float` layer: left in float between `qnn.dequantize` and `qnn.quantize`.

use qnn_ir::attrs::DataLayout;
use qnn_ir::ops::{Conv2dAttrs, PadAttrs, ReduceAttrs, WindowAttrs};
use qnn_ir::{DType, Data, Graph, Op, Tensor, TensorType, ValueDef, ValueId};

/// A fused activation's bounds `[lo, hi]` (`hi` absent for RELU).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Act {
    /// Lower bound.
    pub lo: f32,
    /// Upper bound.
    pub hi: Option<f32>,
}

/// What a layer computes.
#[derive(Clone, Debug, PartialEq)]
pub enum Kind {
    /// Convolution with a constant weight.
    Conv2d {
        /// Window and layouts.
        attrs: Conv2dAttrs,
        /// The weight constant.
        weight: ValueId,
        /// The bias constant.
        bias: Option<ValueId>,
        /// Fused activation.
        act: Option<Act>,
    },
    /// Matrix product `[B, K] x [O, K]` with a constant weight.
    Dense {
        /// The weight constant.
        weight: ValueId,
        /// The bias constant.
        bias: Option<ValueId>,
        /// Fused activation.
        act: Option<Act>,
    },
    /// `add`, `subtract` or `multiply` of two tensors (either may be a constant).
    Binary {
        /// The core op.
        op: Op,
        /// Fused activation.
        act: Option<Act>,
    },
    /// Average pooling.
    AvgPool {
        /// The window.
        window: WindowAttrs,
        /// Fused activation.
        act: Option<Act>,
    },
    /// Max pooling.
    MaxPool {
        /// The window.
        window: WindowAttrs,
        /// Fused activation.
        act: Option<Act>,
    },
    /// Mean over axes.
    Mean(ReduceAttrs),
    /// A standalone clamp (RELU family).
    Relu(Act),
    /// The logistic function.
    Logistic,
    /// `tanh`.
    Tanh,
    /// Hard swish.
    HardSwish,
    /// Softmax over the last axis.
    Softmax {
        /// `beta`.
        beta: f32,
    },
    /// `x >= 0 ? x : alpha * x` with a constant `alpha`.
    Prelu {
        /// The alpha constant.
        alpha: ValueId,
    },
    /// Concatenation.
    Concat {
        /// The axis.
        axis: usize,
    },
    /// Zero padding.
    Pad(PadAttrs),
    /// A data-movement op applied to stored values as it is (`reshape`, `transpose`, ...).
    Move(Op),
    /// An op left in float.
    Float(Op),
}

impl Kind {
    /// The layer's kind name, as `skip.kinds` names it.
    pub fn name(&self) -> &'static str {
        match self {
            Kind::Conv2d { .. } => "conv2d",
            Kind::Dense { .. } => "dense",
            Kind::Binary { op, .. } => op.opcode().mnemonic(),
            Kind::AvgPool { .. } => "avg_pool2d",
            Kind::MaxPool { .. } => "max_pool2d",
            Kind::Mean(_) => "mean",
            Kind::Relu(_) => "relu",
            Kind::Logistic => "logistic",
            Kind::Tanh => "tanh",
            Kind::HardSwish => "hard_swish",
            Kind::Softmax { .. } => "softmax",
            Kind::Prelu { .. } => "prelu",
            Kind::Concat { .. } => "concatenate",
            Kind::Pad(_) => "pad",
            Kind::Move(op) | Kind::Float(op) => op.opcode().mnemonic(),
        }
    }
}

impl Kind {
    /// Whether the quantized layer's output takes parameters from its own calibrated range
    /// (pooling, padding and data movement keep their input's; logistic, tanh and softmax
    /// take the fixed ones of TFLite's kernels).
    pub fn calibrated_output(&self) -> bool {
        matches!(
            self,
            Kind::Conv2d { .. }
                | Kind::Dense { .. }
                | Kind::Binary { .. }
                | Kind::Mean(_)
                | Kind::Relu(_)
                | Kind::HardSwish
                | Kind::Prelu { .. }
                | Kind::Concat { .. }
        )
    }
}

/// One layer.
#[derive(Clone, Debug, PartialEq)]
pub struct Layer {
    /// What it computes.
    pub kind: Kind,
    /// Its activation inputs (float values of the float graph), in operand order.
    pub inputs: Vec<ValueId>,
    /// The float value it computes.
    pub output: ValueId,
    /// Every float op it covers, in definition order (the output last).
    pub ops: Vec<ValueId>,
}

/// The value's op and operands, if it is an op.
fn def(g: &Graph, v: ValueId) -> Option<(&Op, &[ValueId])> {
    match &g.get(v)?.def {
        ValueDef::Op { op, args } => Some((op, args.as_slice())),
        ValueDef::Input { .. } => None,
    }
}

/// The constant tensor `v` holds, if it is a `const`.
pub fn constant(g: &Graph, v: ValueId) -> Option<&Tensor> {
    match def(g, v)? {
        (Op::Const(c), _) => Some(&c.value),
        _ => None,
    }
}

/// The single `f32` element of a scalar-like constant.
fn scalar(g: &Graph, v: ValueId) -> Option<f32> {
    match constant(g, v)?.as_f32()? {
        [x] => Some(*x),
        _ => None,
    }
}

/// Use counts of every value (graph outputs count as uses).
fn use_counts(g: &Graph) -> Vec<usize> {
    let mut n = vec![0usize; g.iter().count()];
    for (_, v) in g.iter() {
        if let ValueDef::Op { args, .. } = &v.def {
            for a in args {
                n[a.index()] += 1;
            }
        }
    }
    for (_, v) in g.outputs() {
        n[v.index()] += 1;
    }
    n
}

/// The recognizer's view of the graph.
struct Cx<'g> {
    g: &'g Graph,
    uses: Vec<usize>,
    /// The one op reading each value (when it has exactly one use that is an op).
    user: Vec<Option<ValueId>>,
    taken: Vec<bool>,
}

impl Cx<'_> {
    /// The sole user of `v` if `v` has exactly one use and it is an op not yet taken.
    fn next(&self, v: ValueId) -> Option<(ValueId, &Op, &[ValueId])> {
        if self.uses[v.index()] != 1 {
            return None;
        }
        let u = self.user[v.index()]?;
        if self.taken[u.index()] {
            return None;
        }
        let (op, args) = def(self.g, u)?;
        Some((u, op, args))
    }

    /// Extends a chain ending at `v` with an activation: `maximum(lo, v)` and optionally
    /// `minimum(hi, ..)`. Returns the new end and the bounds.
    fn activation(&self, v: ValueId) -> (ValueId, Option<Act>, Vec<ValueId>) {
        let Some((m, Op::Maximum(_), [lo, x])) = self.next(v) else {
            return (v, None, vec![]);
        };
        let (Some(lo), true) = (scalar(self.g, *lo), *x == v) else {
            return (v, None, vec![]);
        };
        if let Some((n, Op::Minimum(_), [hi, y])) = self.next(m) {
            if let (Some(hi), true) = (scalar(self.g, *hi), *y == m) {
                if hi < lo {
                    // Not a clamp (every element becomes `hi`): leave it to its own layers.
                    return (v, None, vec![]);
                }
                return (n, Some(Act { lo, hi: Some(hi) }), vec![m, n]);
            }
        }
        (m, Some(Act { lo, hi: None }), vec![m])
    }
}

/// Groups the ops of a float graph into layers, in definition order.
pub fn find(g: &Graph) -> Vec<Layer> {
    let n = g.iter().count();
    let uses = use_counts(g);
    let mut user = vec![None; n];
    for (id, v) in g.iter() {
        if let ValueDef::Op { args, .. } = &v.def {
            for a in args {
                user[a.index()] = Some(id);
            }
        }
    }
    let mut cx = Cx {
        g,
        uses,
        user,
        taken: vec![false; n],
    };
    let mut layers = Vec::new();
    for (id, _) in g.iter() {
        if cx.taken[id.index()] {
            continue;
        }
        let Some((op, args)) = def(g, id) else {
            continue;
        };
        if matches!(op, Op::Const(_)) {
            continue;
        }
        let (mut layer, absorbed) = recognize(&cx, id, op, args);
        cx.taken[id.index()] = true;
        layer.ops.push(id);
        for a in absorbed {
            cx.taken[a.index()] = true;
            layer.ops.push(a);
        }
        layer.ops.sort();
        layers.push(layer);
    }
    layers
}

/// The layer starting at op `id`, and the further ops it absorbs.
fn recognize(cx: &Cx, id: ValueId, op: &Op, args: &[ValueId]) -> (Layer, Vec<ValueId>) {
    let g = cx.g;
    let is_const = |v: &ValueId| constant(g, *v).is_some();
    // A float op reads float tensors (its first operand; a compare's result is `i8`).
    let float_in = args
        .first()
        .and_then(|a| g.ty(*a))
        .is_some_and(|t| t.dtype == qnn_ir::DType::F32);
    if !float_in {
        return single(Kind::Float(op.clone()), args.to_vec(), id);
    }
    match (op, args) {
        (Op::Conv2d(_) | Op::Dense(_), [x, w]) if is_const(w) => product(cx, id, op, *x, *w),
        (Op::Add(_), [x, three]) if scalar(g, *three) == Some(3.0) => {
            match hard_swish(cx, id, *x) {
                Some(absorbed) => {
                    let end = *absorbed.last().unwrap_or(&id);
                    (layer(Kind::HardSwish, vec![*x], end), absorbed)
                }
                None => binary(cx, id, op, args),
            }
        }
        (Op::Add(_) | Op::Subtract(_) | Op::Multiply(_), [a, b])
            if !(is_const(a) && is_const(b)) =>
        {
            binary(cx, id, op, args)
        }
        (Op::PoolSum(_) | Op::MaxPool2d(_) | Op::Sum(_), [x]) => pool_or_mean(cx, id, op, *x),
        (Op::Maximum(_), [lo, x]) if scalar(g, *lo).is_some() && !is_const(x) => {
            relu(cx, id, *lo, *x)
        }
        (Op::Logistic(_), [x]) => single(Kind::Logistic, vec![*x], id),
        (Op::Tanh(_), [x]) => single(Kind::Tanh, vec![*x], id),
        (Op::ReduceMax(r), [x]) => match softmax(cx, id, r, *x) {
            Some((beta, absorbed)) => {
                let end = *absorbed.last().unwrap_or(&id);
                (layer(Kind::Softmax { beta }, vec![*x], end), absorbed)
            }
            None => single(Kind::Float(op.clone()), args.to_vec(), id),
        },
        (Op::GreaterEqual(_), [x, zero]) if scalar(g, *zero) == Some(0.0) => {
            match prelu(cx, id, *x) {
                Some((alpha, absorbed)) => {
                    let end = *absorbed.last().unwrap_or(&id);
                    (layer(Kind::Prelu { alpha }, vec![*x], end), absorbed)
                }
                None => single(Kind::Float(op.clone()), args.to_vec(), id),
            }
        }
        (Op::Concatenate(c), _) if !args.iter().any(is_const) => {
            single(Kind::Concat { axis: c.axis }, args.to_vec(), id)
        }
        (Op::Pad(p), [x]) if p.value == 0 => single(Kind::Pad(p.clone()), vec![*x], id),
        // Data movement of one operand moves quantized values as they are (a pad's fill is
        // a float to quantize: the arm above).
        (op, [x]) if op.opcode().is_movement() && !matches!(op, Op::Pad(_)) && !is_const(x) => {
            single(Kind::Move(op.clone()), vec![*x], id)
        }
        _ => single(
            Kind::Float(op.clone()),
            args.iter().copied().filter(|a| !is_const(a)).collect(),
            id,
        ),
    }
}

/// `conv2d` / `dense` = `id` of `x` and constant `w`, with a bias add and activation after it.
fn product(cx: &Cx, id: ValueId, op: &Op, x: ValueId, w: ValueId) -> (Layer, Vec<ValueId>) {
    let g = cx.g;
    // A bias add is of a constant of shape `[O]`, `O` the channels of a channels-last result.
    let channels_last = !matches!(op, Op::Conv2d(a) if a.data_layout != DataLayout::Nhwc);
    let mut absorbed = vec![];
    let mut end = id;
    let mut bias = None;
    let o = g.ty(end).and_then(|t| t.shape.last().copied());
    if let Some((a, Op::Add(_), [x, b])) = cx.next(end) {
        let per_channel = constant(g, *b)
            .is_some_and(|t| Some(t.shape()) == o.as_ref().map(std::slice::from_ref));
        if *x == end && per_channel && channels_last {
            bias = Some(*b);
            absorbed.push(a);
            end = a;
        }
    }
    let (end, act, more) = cx.activation(end);
    absorbed.extend(more);
    let kind = match op {
        Op::Conv2d(a) => Kind::Conv2d {
            attrs: a.clone(),
            weight: w,
            bias,
            act,
        },
        _ => Kind::Dense {
            weight: w,
            bias,
            act,
        },
    };
    (layer(kind, vec![x], end), absorbed)
}

/// `avg_pool2d` / `mean` (`pool_sum` / `sum` = `id` and its division) or `max_pool2d` of `x`.
fn pool_or_mean(cx: &Cx, id: ValueId, op: &Op, x: ValueId) -> (Layer, Vec<ValueId>) {
    let g = cx.g;
    // A `pool_sum` or `sum` without its division stays in float.
    match op {
        Op::PoolSum(w) => match cx.next(id) {
            Some((d, Op::Divide(_), [s, c])) if *s == id && window_counts(g, w, x, *c) => {
                let (end, act, more) = cx.activation(d);
                let kind = Kind::AvgPool {
                    window: w.clone(),
                    act,
                };
                let mut absorbed = vec![d];
                // A divisor computed from constants (per-row times per-column counts) is part
                // of the layer.
                if constant(g, *c).is_none() && cx.uses[c.index()] == 1 {
                    absorbed.push(*c);
                }
                absorbed.extend(more);
                (layer(kind, vec![x], end), absorbed)
            }
            _ => single(Kind::Float(op.clone()), vec![x], id),
        },
        Op::MaxPool2d(w) => {
            let (end, act, absorbed) = cx.activation(id);
            let kind = Kind::MaxPool {
                window: w.clone(),
                act,
            };
            (layer(kind, vec![x], end), absorbed)
        }
        Op::Sum(r) => match cx.next(id) {
            Some((d, Op::Divide(_), [s, c])) if *s == id && mean_count(g, r, x, *c) => {
                (layer(Kind::Mean(r.clone()), vec![x], d), vec![d])
            }
            _ => single(Kind::Float(op.clone()), vec![x], id),
        },
        _ => single(Kind::Float(op.clone()), vec![x], id),
    }
}

/// `relu` from `maximum(lo, x)` = `id`, with the `minimum(hi, ..)` after it when `hi >= lo`.
fn relu(cx: &Cx, id: ValueId, lo: ValueId, x: ValueId) -> (Layer, Vec<ValueId>) {
    let g = cx.g;
    // `cx.activation` reads the chain from the value before it.
    let lo = scalar(g, lo).unwrap_or(0.0);
    match cx.next(id) {
        Some((m, Op::Minimum(_), [hi, y]))
            if *y == id && scalar(g, *hi).is_some_and(|h| h >= lo) =>
        {
            let act = Act {
                lo,
                hi: scalar(g, *hi),
            };
            (layer(Kind::Relu(act), vec![x], m), vec![m])
        }
        _ => single(Kind::Relu(Act { lo, hi: None }), vec![x], id),
    }
}

/// The value of a constant expression: a `const`, or a core op of constants (the float
/// importer's window counts are `multiply` of two).
fn const_value(g: &Graph, v: ValueId) -> Option<Tensor> {
    if let Some(t) = constant(g, v) {
        return Some(t.clone());
    }
    let (op, args) = def(g, v)?;
    if !matches!(op, Op::Multiply(_)) {
        return None;
    }
    let values: Vec<Tensor> = args
        .iter()
        .map(|&a| constant(g, a).cloned())
        .collect::<Option<_>>()?;
    let refs: Vec<&Tensor> = values.iter().collect();
    qnn_interp::eval_op(op, &refs, g.ty(v)?).ok()
}

/// Whether `c` holds, for every window of `pool_sum(x)`, the number of its in-image taps
/// (what `qnn.avg_pool2d` divides by): compared with `pool_sum` of ones.
fn window_counts(g: &Graph, w: &WindowAttrs, x: ValueId, c: ValueId) -> bool {
    let (Some(t), Some(divisor)) = (g.ty(x), const_value(g, c)) else {
        return false;
    };
    let divisor = &divisor;
    if t.rank() != 4 || w.layout != DataLayout::Nhwc {
        return false;
    }
    let ones_ty = TensorType::new(DType::F32, vec![1, t.shape[1], t.shape[2], 1]);
    let n = ones_ty.num_elements().unwrap_or(0);
    let Ok(ones) = Tensor::new(ones_ty, Data::F32(vec![1.0; n])) else {
        return false;
    };
    let op = Op::PoolSum(w.clone());
    let Ok(out) = op.infer(&[ones.ty()], Some(DType::F32)) else {
        return false;
    };
    let Ok(counts) = qnn_interp::eval_op(&op, &[&ones], &out) else {
        return false;
    };
    let (Some(want), Some(have)) = (counts.as_f32(), divisor.as_f32()) else {
        return false;
    };
    match have {
        [one] => want.iter().all(|v| v == one),
        _ => divisor.shape() == counts.shape() && want == have,
    }
}

/// Whether constant `c` is the element count of `sum(x)`'s reduction.
fn mean_count(g: &Graph, r: &ReduceAttrs, x: ValueId, c: ValueId) -> bool {
    let Some(t) = g.ty(x) else {
        return false;
    };
    let n: usize = r.axes.iter().filter_map(|&a| t.shape.get(a)).product();
    scalar(g, c) == Some(n as f32)
}

/// A layer ending at `end`.
fn layer(kind: Kind, inputs: Vec<ValueId>, output: ValueId) -> Layer {
    Layer {
        kind,
        inputs,
        output,
        ops: vec![],
    }
}

/// A layer of the one op `id`, absorbing nothing.
fn single(kind: Kind, inputs: Vec<ValueId>, id: ValueId) -> (Layer, Vec<ValueId>) {
    (layer(kind, inputs, id), vec![])
}

/// `add` / `subtract` / `multiply` with an optional activation.
fn binary(cx: &Cx, id: ValueId, op: &Op, args: &[ValueId]) -> (Layer, Vec<ValueId>) {
    let (end, act, absorbed) = cx.activation(id);
    let kind = Kind::Binary {
        op: op.clone(),
        act,
    };
    (layer(kind, args.to_vec(), end), absorbed)
}

/// The hard-swish chain after `add(x, 3)` = `id`: the absorbed ops, the last one the result.
fn hard_swish(cx: &Cx, id: ValueId, x: ValueId) -> Option<Vec<ValueId>> {
    let g = cx.g;
    let (m, Op::Maximum(_), [a, zero]) = cx.next(id)? else {
        return None;
    };
    let (n, Op::Minimum(_), [b, six]) = cx.next(m)? else {
        return None;
    };
    let (p, Op::Multiply(_), [x2, c]) = cx.next(n)? else {
        return None;
    };
    let (d, Op::Divide(_), [e, six2]) = cx.next(p)? else {
        return None;
    };
    let ok = *a == id
        && scalar(g, *zero) == Some(0.0)
        && *b == m
        && scalar(g, *six) == Some(6.0)
        && *x2 == x
        && *c == n
        && *e == p
        && scalar(g, *six2) == Some(6.0);
    ok.then(|| vec![m, n, p, d])
}

/// The softmax chain after `reduce_max(x)` = `id` over the last axis (kept): `beta` and the
/// absorbed ops, the last one the result.
fn softmax(cx: &Cx, id: ValueId, r: &ReduceAttrs, x: ValueId) -> Option<(f32, Vec<ValueId>)> {
    let g = cx.g;
    let rank = g.ty(x)?.rank();
    if r.axes != [rank.checked_sub(1)?] || !r.keep_dims {
        return None;
    }
    let (s, Op::Subtract(_), [x2, m]) = cx.next(id)? else {
        return None;
    };
    if *x2 != x || *m != id {
        return None;
    }
    let mut absorbed = vec![s];
    let mut end = s;
    let mut beta = 1.0;
    if let Some((b, Op::Multiply(_), [d, c])) = cx.next(s) {
        if *d == s {
            beta = scalar(g, *c)?;
            absorbed.push(b);
            end = b;
        }
    }
    let (e, Op::Exp(_), [d]) = cx.next(end)? else {
        return None;
    };
    if *d != end || cx.uses[e.index()] != 2 {
        return None;
    }
    absorbed.push(e);
    // `exp` is read by `sum` (defined first) and by `divide`.
    let readers: Vec<(ValueId, &Op, &[ValueId])> = g
        .iter()
        .filter_map(|(u, v)| match &v.def {
            ValueDef::Op { op, args } if args.contains(&e) => Some((u, op, args.as_slice())),
            _ => None,
        })
        .collect();
    let [(sum, Op::Sum(sr), [e1]), (div, Op::Divide(_), [e2, s2])] = readers.as_slice() else {
        return None;
    };
    let ok = *e1 == e && sr == r && *e2 == e && s2 == sum && cx.uses[sum.index()] == 1;
    ok.then(|| {
        absorbed.extend([*sum, *div]);
        (beta, absorbed)
    })
}

/// The PRELU chain after `greater_equal(x, 0)` = `id`: `select(id, x, multiply(x, alpha))`;
/// alpha and the absorbed ops, the last one the result.
fn prelu(cx: &Cx, id: ValueId, x: ValueId) -> Option<(ValueId, Vec<ValueId>)> {
    let g = cx.g;
    let (sel, Op::Select(_), [c, t, f]) = cx.next(id)? else {
        return None;
    };
    let (Op::Multiply(_), [x2, alpha]) = def(g, *f)? else {
        return None;
    };
    let ok = *c == id
        && *t == x
        && *x2 == x
        && constant(g, *alpha).is_some()
        && cx.uses[f.index()] == 1
        && !cx.taken[f.index()];
    ok.then(|| (*alpha, vec![*f, sel]))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The chains the float importer writes, in IR text, are recognized as one layer each.
    #[test]
    fn importer_chains_are_layers() {
        let text = r#"graph "chains" {
  input %0 "x" : tensor<1x4x4x2xf32>
  %1 = const [0.5, -1.0, 0.25, 2.0, -0.5, 1.5, 0.75, -2.0] : tensor<2x2x1x2xf32>
  %2 = conv2d %0, %1 {strides = [1, 1], padding = same, dilation = [1, 1], groups = 1, data_layout = nhwc, kernel_layout = ohwi} : tensor<1x4x4x2xf32>
  %3 = const [0.1, -0.2] : tensor<2xf32>
  %4 = add %2, %3 : tensor<1x4x4x2xf32>
  %5 = const [0.0] : tensor<f32>
  %6 = maximum %5, %4 : tensor<1x4x4x2xf32>
  %7 = const [6.0] : tensor<f32>
  %8 = minimum %7, %6 : tensor<1x4x4x2xf32>
  %9 = greater_equal %8, %5 : tensor<1x4x4x2xi8>
  %10 = const [0.25, 0.5] : tensor<2xf32>
  %11 = multiply %8, %10 : tensor<1x4x4x2xf32>
  %12 = select %9, %8, %11 : tensor<1x4x4x2xf32>
  %13 = const [3.0] : tensor<f32>
  %14 = add %12, %13 : tensor<1x4x4x2xf32>
  %15 = maximum %14, %5 : tensor<1x4x4x2xf32>
  %16 = minimum %15, %7 : tensor<1x4x4x2xf32>
  %17 = multiply %12, %16 : tensor<1x4x4x2xf32>
  %18 = divide %17, %7 : tensor<1x4x4x2xf32>
  %19 = reduce_max %18 {axes = [3], keep_dims = true} : tensor<1x4x4x1xf32>
  %20 = subtract %18, %19 : tensor<1x4x4x2xf32>
  %21 = exp %20 : tensor<1x4x4x2xf32>
  %22 = sum %21 {axes = [3], keep_dims = true} : tensor<1x4x4x1xf32>
  %23 = divide %21, %22 : tensor<1x4x4x2xf32>
  %24 = sum %23 {axes = [1, 2], keep_dims = false} : tensor<1x2xf32>
  %25 = const [16.0] : tensor<f32>
  %26 = divide %24, %25 : tensor<1x2xf32>
  output "y" = %26
}"#;
        let g = qnn_ir::text::parse(text).expect("parse");
        let layers = find(&g);
        let kinds: Vec<&str> = layers.iter().map(|l| l.kind.name()).collect();
        assert_eq!(kinds, ["conv2d", "prelu", "hard_swish", "softmax", "mean"]);
        let Kind::Conv2d { bias, act, .. } = &layers[0].kind else {
            panic!("{:?}", layers[0].kind);
        };
        assert_eq!(bias.map(|b| b.index()), Some(3));
        assert_eq!(
            *act,
            Some(Act {
                lo: 0.0,
                hi: Some(6.0)
            })
        );
        assert_eq!(
            layers[0].ops.iter().map(|v| v.index()).collect::<Vec<_>>(),
            [2, 4, 6, 8]
        );
        assert_eq!(
            layers[1].ops.iter().map(|v| v.index()).collect::<Vec<_>>(),
            [9, 11, 12]
        );
        assert_eq!(layers[3].output.index(), 23);
        assert_eq!(layers[4].output.index(), 26);
        // `minimum(hi, maximum(lo, x))` with `hi < lo` is no clamp: the minimum stays apart.
        let not_clamp = "graph \"c\" {\n  input %0 \"x\" : tensor<3xf32>\n  %1 = const [1.0] : tensor<f32>\n  %2 = maximum %1, %0 : tensor<3xf32>\n  %3 = const [0.5] : tensor<f32>\n  %4 = minimum %3, %2 : tensor<3xf32>\n  output \"y\" = %4\n}";
        let g = qnn_ir::text::parse(not_clamp).expect("parse");
        let kinds: Vec<&str> = find(&g).iter().map(|l| l.kind.name()).collect();
        assert_eq!(kinds, ["relu", "minimum"]);
        // A divisor other than the count is not a mean; a constant that is not one value per
        // channel is not a bias.
        let not_mean = text.replace("const [16.0]", "const [15.0]");
        let g = qnn_ir::text::parse(&not_mean).expect("parse");
        let kinds: Vec<&str> = find(&g).iter().map(|l| l.kind.name()).collect();
        assert_eq!(kinds[4..], ["sum", "divide"]);
        let not_bias = text.replace("[0.1, -0.2] : tensor<2xf32>", "[0.1] : tensor<1xf32>");
        let g = qnn_ir::text::parse(&not_bias).expect("parse");
        let layers = find(&g);
        assert!(matches!(
            layers[0].kind,
            Kind::Conv2d {
                bias: None,
                act: None,
                ..
            }
        ));
        assert_eq!(layers[1].kind.name(), "add");
        // A value read twice ends a chain: the conv's result is also an output here.
        let two_uses = text.replace(
            "output \"y\" = %26",
            "output \"y\" = %26\n  output \"acc\" = %2",
        );
        let g = qnn_ir::text::parse(&two_uses).expect("parse");
        let first = &find(&g)[0];
        assert!(matches!(
            first.kind,
            Kind::Conv2d {
                bias: None,
                act: None,
                ..
            }
        ));
        assert_eq!(first.output.index(), 2);
    }
}
