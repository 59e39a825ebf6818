//! Lowering of `qnn.conv2d` and `qnn.dense` (the interpreter's `kernels/conv.rs` and
//! `kernels/dense.rs`).
//!
//! The accumulator is written with the zero-point algebra of `tvm-qnn.md` §2.5, each term
//! only where its zero point is nonzero:
//!
//! ```text
//! acc = conv2d(x, w) - conv2d(x, W_zp) + (conv2d(X_zp, W_zp) - conv2d(X_zp, w) + bias)
//! ```
//!
//! `W_zp` is the weight zero point spread over the weight's shape and `X_zp` the input zero
//! point spread over the input's shape (batch 1). The convolutions skip padded taps, so
//! `conv2d(X_zp, w)` is exactly `in_zp` times the sum of the in-image taps at each output
//! position: the correction TFLite's kernel applies implicitly. The parenthesised term is
//! constant for constant weights and folds into one bias (`fold`); `conv2d(x, w) -
//! conv2d(x, W_zp)` folds into one convolution with `w - W_zp` as its weight. Everything
//! wraps in the accumulator type, as the kernel's accumulation does, and wrapping arithmetic
//! is exact modulo 2^32, so the terms may be computed in any order.
//!
//! The output stage is the kernel's: per-channel rescale (`in_s * w_s[o] / out_s`, in the
//! kernel's expression order), then `int32_t` arithmetic for `+ out_zp`, then the clamp.

use super::{rescale, to_i32, wrap_zp_clamp, Lowering};
use crate::language::ENode;
use crate::rule::{on, Cx, Rule, RuleError};
use egg::Id;
use qnn_arith::{conv_real_multiplier, Rounding};
use qnn_ir::attrs::{DataLayout, Precision};
use qnn_ir::ops::{
    kind, Conv2dAttrs, NoAttrs, QnnBatchMatmulAttrs, QnnConv2dAttrs, QnnDenseAttrs, ReduceAttrs,
    ReshapeAttrs,
};
use qnn_ir::{DType, Op, QParams, Tensor};
use std::sync::Arc;

/// The rules of this family.
pub fn rules() -> Vec<Arc<dyn Rule>> {
    vec![
        // qnn.conv2d(x, w, b) = out(conv2d(x, w) - conv2d(x, W_zp)
        //                           + conv2d(X_zp, W_zp) - conv2d(X_zp, w) + b)
        on::<kind::QnnConv2d>("lower-conv2d", conv2d),
        // qnn.dense(x, w, b) = out(dense(x, w) - dense(x, W_zp)
        //                         + dense(X_zp, W_zp) - dense(X_zp, w) + b)
        on::<kind::QnnDense>("lower-dense", dense),
        // qnn.batch_matmul(l, r) = out(batch_matmul(l, r) - zr * sum_k l - zl * sum_k r + K zl zr)
        on::<kind::QnnBatchMatmul>("lower-batch-matmul", batch_matmul),
    ]
}

/// A constant of `shape` whose element is `values[i]` where its index along `axis` is `i`.
fn spread(
    cx: &Cx,
    dtype: DType,
    shape: &[usize],
    axis: usize,
    values: &[i64],
) -> Result<Tensor, RuleError> {
    let inner: usize = shape[axis + 1..].iter().product();
    let extent = shape[axis];
    let total: usize = shape.iter().product();
    let v: Vec<i64> = (0..total)
        .map(|i| values[(i / inner.max(1)) % extent.max(1)])
        .collect();
    Tensor::from_i64(dtype, shape, &v).ok_or_else(|| cx.invalid("zero point does not fit"))
}

/// True when some window of the convolution `a` on `x` (of shape `xs`) with a weight of
/// shape `ws` has a tap in the padding.
fn pads(a: &Conv2dAttrs, xs: &[usize], ws: &[usize]) -> bool {
    let [_, h, wd, _] = a.data_layout.axes().map(|i| xs[i]);
    let [_, _, kh, kw] = a.kernel_layout.axes().map(|i| ws[i]);
    [(0, h, kh), (1, wd, kw)].into_iter().any(|(d, input, k)| {
        let (s, dil) = (a.strides[d], a.dilation[d]);
        match a.padding.resolve(d, input, k, s, dil) {
            Some((out, before)) => {
                let reach = (out.saturating_sub(1) * s) + (k - 1) * dil + 1;
                before > 0 || reach > input + before
            }
            None => true,
        }
    })
}

/// `op(X_zp, w)`: the input zero point `v` spread over `xz` (batch 1) through `op` with the
/// weight `w`. Where no window of a convolution touches the padding, every output position
/// is `v` times the sum of its filter's taps: `v * sum(w)` over the filter axes, one value
/// per output channel (TVM's Term3), instead of a tensor of the output's shape.
fn splat_input(cx: &mut Cx, op: &Op, xz: Id, v: i64, w: Id, acc: DType) -> Result<Id, RuleError> {
    let Op::Conv2d(a) = op else {
        return cx.op(op.clone(), &[xz, w], acc);
    };
    let (xs, ws) = (cx.ty(xz).shape, cx.ty(w).shape);
    if pads(a, &xs, &ws) {
        return cx.op(op.clone(), &[xz, w], acc);
    }
    let [po, pi, ph, pw] = a.kernel_layout.axes();
    let mut axes = vec![pi, ph, pw];
    axes.sort_unstable();
    let sums = cx.op(
        Op::Sum(ReduceAttrs {
            axes,
            keep_dims: false,
        }),
        &[w],
        acc,
    )?;
    let sums = match a.data_layout {
        DataLayout::Nhwc => sums,
        DataLayout::Nchw => cx.op(
            Op::Reshape(ReshapeAttrs {
                shape: vec![ws[po], 1, 1],
            }),
            &[sums],
            acc,
        )?,
    };
    let k = cx.scalar(acc, v)?;
    cx.mul(sums, k)
}

/// The accumulator `acc = sum (w - w_zp) * (x - in_zp) + bias` of a convolution or dense
/// layer, built from `op` (`conv2d` or `dense` on `(input, weight)`).
#[allow(clippy::too_many_arguments)]
fn accumulate(
    cx: &mut Cx,
    op: &Op,
    (x, w, bias): (Id, Id, Option<Id>),
    acc: DType,
    in_zp: i64,
    w_zp: &[i64],
    o_axis: usize,
    x_zp_shape: &[usize],
) -> Result<Id, RuleError> {
    let sub = |cx: &mut Cx, a: Id, b: Id| cx.sub(a, b);
    let mut v = cx.op(op.clone(), &[x, w], acc)?;
    let w_shape = cx.ty(w).shape;
    let wz = if w_zp.iter().any(|&z| z != 0) {
        let t = spread(cx, cx.dtype(w), &w_shape, o_axis, w_zp)?;
        let wz = cx.constant(t);
        let t2 = cx.op(op.clone(), &[x, wz], acc)?;
        v = sub(cx, v, t2)?;
        Some(wz)
    } else {
        None
    };
    // The constant part: (bias + conv2d(X_zp, W_zp)) - conv2d(X_zp, w), with no term that
    // is absent (one subtraction of the largest term).
    let mut k = bias;
    if in_zp != 0 {
        let n: usize = x_zp_shape.iter().product();
        let t = Tensor::from_i64(cx.dtype(x), x_zp_shape, &vec![in_zp; n])
            .ok_or_else(|| cx.invalid("input zero point does not fit"))?;
        let xz = cx.constant(t);
        let t3 = splat_input(cx, op, xz, in_zp, w, acc)?;
        if let Some(wz) = wz {
            let t4 = splat_input(cx, op, xz, in_zp, wz, acc)?;
            k = Some(match k {
                Some(b) => cx.add(b, t4)?,
                None => t4,
            });
        }
        let plus = match k {
            Some(p) => p,
            None => cx.scalar(acc, 0)?,
        };
        k = Some(sub(cx, plus, t3)?);
    }
    match k {
        Some(k) => cx.add(v, k),
        None => Ok(v),
    }
}

/// The output stage: rescale per channel along `axis`, `+ out_zp` in `int32_t`, clamp.
fn output(
    cx: &mut Cx,
    acc: Id,
    reals: &[f64],
    mode: Rounding,
    axis: usize,
    out_q: &QParams,
    clamp: Option<[i64; 2]>,
) -> Lowering {
    let out = cx.ty(cx.class).dtype;
    let Some(r) = rescale(cx, acc, reals, mode, Some(axis))? else {
        return Ok(None);
    };
    let r = to_i32(cx, r)?;
    let Some(clamp) = clamp.map(|[l, h]| (l, h)).or(out.int_range()) else {
        return Ok(None);
    };
    wrap_zp_clamp(cx, r, out_q.zero_point(0), clamp, out).map(Some)
}

fn conv2d(cx: &mut Cx, n: &ENode, a: &QnnConv2dAttrs) -> Lowering {
    let (x, w, bias) = (n.args[0], n.args[1], n.args.get(2).copied());
    let (xt, wt) = (cx.ty(x), cx.ty(w));
    let [po, ..] = a.kernel_layout.axes();
    let o = wt.shape[po];
    let c_axis = a.data_layout.axes()[3];
    // The bias [O] broadcasts along the channel axis.
    let bias = match (bias, a.data_layout) {
        (Some(b), DataLayout::Nchw) => Some(cx.op(
            Op::Reshape(ReshapeAttrs {
                shape: vec![o, 1, 1],
            }),
            &[b],
            a.acc,
        )?),
        (b, _) => b,
    };
    let mut x_zp_shape: Vec<usize> = xt.shape.to_vec();
    x_zp_shape[a.data_layout.axes()[0]] = 1;
    let w_zp: Vec<i64> = (0..o).map(|c| a.w_q.zero_point(c)).collect();
    let acc = accumulate(
        cx,
        &Op::Conv2d(a.window()),
        (x, w, bias),
        a.acc,
        a.in_q.zero_point(0),
        &w_zp,
        po,
        &x_zp_shape,
    )?;
    let Some(out_q) = &a.out_q else {
        return Ok(Some(acc));
    };
    let (in_s, out_s) = (a.in_q.scale(0), out_q.scale(0));
    let fp = a.product == Precision::F32;
    let reals: Vec<f64> = (0..o)
        .map(|c| conv_real_multiplier(in_s, a.w_q.scale(c), out_s, fp))
        .collect();
    output(cx, acc, &reals, a.rounding, c_axis, out_q, a.clamp)
}

fn dense(cx: &mut Cx, n: &ENode, a: &QnnDenseAttrs) -> Lowering {
    let (x, w, bias) = (n.args[0], n.args[1], n.args.get(2).copied());
    let (xt, wt) = (cx.ty(x), cx.ty(w));
    let (o, k) = (wt.shape[0], wt.shape[1]);
    let rows = xt.num_elements().unwrap_or(0) / k.max(1);
    let x2 = if xt.shape.as_slice() == [rows, k] {
        x
    } else {
        cx.op(
            Op::Reshape(ReshapeAttrs {
                shape: vec![rows, k],
            }),
            &[x],
            xt.dtype,
        )?
    };
    let w_zp: Vec<i64> = (0..o).map(|c| a.w_q.zero_point(c)).collect();
    let acc = accumulate(
        cx,
        &Op::Dense(NoAttrs {}),
        (x2, w, bias),
        a.acc,
        a.in_q.zero_point(0),
        &w_zp,
        0,
        &[1, k],
    )?;
    let result = match &a.out_q {
        None => Some(acc),
        Some(out_q) => {
            let (in_s, out_s) = (a.in_q.scale(0), out_q.scale(0));
            let fp = a.product == Precision::F32;
            let reals: Vec<f64> = (0..o)
                .map(|c| conv_real_multiplier(in_s, a.w_q.scale(c), out_s, fp))
                .collect();
            output(cx, acc, &reals, a.rounding, 1, out_q, a.clamp)?
        }
    };
    let Some(r) = result else { return Ok(None) };
    let shape = cx.ty(cx.class).shape;
    if cx.ty(r).shape == shape {
        return Ok(Some(r));
    }
    cx.op(
        Op::Reshape(ReshapeAttrs {
            shape: shape.to_vec(),
        }),
        &[r],
        n.dtype,
    )
    .map(Some)
}

fn batch_matmul(cx: &mut Cx, n: &ENode, a: &QnnBatchMatmulAttrs) -> Lowering {
    let (l, r) = (n.args[0], n.args[1]);
    let (lt, rt) = (cx.ty(l), cx.ty(r));
    let (lr, rr) = (lt.rank(), rt.rank());
    let k = lt.shape[lr - 1] as i64;
    let (zl, zr) = (a.lhs_q.zero_point(0), a.rhs_q.zero_point(0));
    let acc = a.acc;
    let mut v = cx.op(Op::BatchMatmul(NoAttrs {}), &[l, r], acc)?;
    // sum_k (l - zl)(r - zr) = sum l r - zr sum_k l - zl sum_k r + K zl zr, wrapping.
    let term = |cx: &mut Cx, x: Id, axis: usize, z: i64, v: Id| -> Result<Id, RuleError> {
        let s = cx.op(
            Op::Sum(ReduceAttrs {
                axes: vec![axis],
                keep_dims: true,
            }),
            &[x],
            acc,
        )?;
        let zc = cx.scalar(acc, z)?;
        let t = cx.mul(s, zc)?;
        cx.sub(v, t)
    };
    if zr != 0 {
        v = term(cx, l, lr - 1, zr, v)?;
    }
    if zl != 0 {
        v = term(cx, r, rr - 2, zl, v)?;
    }
    if zl != 0 && zr != 0 {
        let c = (i128::from(k) * i128::from(zl) * i128::from(zr)) as i64;
        let c = match acc {
            DType::I32 => i64::from(c as i32),
            _ => c,
        };
        let kc = cx.scalar(acc, c)?;
        v = cx.add(v, kc)?;
    }
    let real = conv_real_multiplier(
        a.lhs_q.scale(0),
        a.rhs_q.scale(0),
        a.out_q.scale(0),
        a.product == Precision::F32,
    );
    output(cx, v, &[real], a.rounding, cx.rank(v) - 1, &a.out_q, None)
}
