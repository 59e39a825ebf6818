//! Fully connected layers: `qnn.dense` (TFLite FULLY_CONNECTED, TVM `qnn.dense`) and the
//! integer core `dense`.
//!
//! The input is viewed as `[B, K]` (row-major flattening; `keep_dims` only changes the
//! result shape, not the element order) and the weight is `[O, K]`. Accumulation is wrapping
//! `i64` reduced to the accumulator type at the end (equal to wrapping `i32` accumulation).
//! The rescale is per output channel and shared with `qnn.conv2d` ([`super::conv`]), except
//! that `f64_half_away` (TFLite's reference FULLY_CONNECTED) always uses the double product
//! `(double)in_s * (double)w_s / (double)out_s` (`tflite-verified.md` C).

use super::conv::OutputStage;
use super::{ints, out_tensor, wrap_to};
use qnn_arith::conv_real_multiplier;
use qnn_ir::attrs::Precision;
use qnn_ir::ops::QnnDenseAttrs;
use qnn_ir::{Tensor, TensorType};

/// `acc[b, o] = sum_k w[o, k] * x[b, k]`, wrapping, row-major `[B, O]`.
fn accumulate(x: &[i64], w: &[i64], k: usize, o: usize) -> Vec<i64> {
    if k == 0 {
        return vec![0; (x.len() / k.max(1)) * o];
    }
    let mut out = Vec::with_capacity(x.len() / k * o);
    for xs in x.chunks_exact(k) {
        for ws in w.chunks_exact(k).take(o) {
            let mut s = 0i64;
            for (&p, &q) in ws.iter().zip(xs) {
                s = s.wrapping_add(p.wrapping_mul(q));
            }
            out.push(s);
        }
    }
    out
}

/// `(O, K)` of a rank-2 weight, checking that the input's element count is a multiple of `K`.
fn dims(x: &Tensor, w: &Tensor) -> Result<(usize, usize), String> {
    let &[o, k] = w.shape() else {
        return Err(format!("the weight must have rank 2, found {}", w.ty()));
    };
    if k == 0 || !x.len().is_multiple_of(k) {
        return Err(format!("input {} cannot be viewed as [batch, {k}]", x.ty()));
    }
    Ok((o, k))
}

/// `qnn.dense`.
pub fn qnn_dense(a: &QnnDenseAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let (xt, wt) = match args {
        [x, w] | [x, w, _] => (*x, *w),
        _ => {
            return Err(format!(
                "qnn.dense takes 2 or 3 operands, found {}",
                args.len()
            ))
        }
    };
    let (o, k) = dims(xt, wt)?;
    let in_zp = a.in_q.zero_point(0);
    let x: Vec<i64> = ints(xt)?
        .into_iter()
        .map(|v| v.wrapping_sub(in_zp))
        .collect();
    let mut w = ints(wt)?;
    for (oc, row) in w.chunks_exact_mut(k).enumerate() {
        let zp = a.w_q.zero_point(oc);
        for v in row {
            *v = v.wrapping_sub(zp);
        }
    }
    let mut acc = accumulate(&x, &w, k, o);
    if let Some(bt) = args.get(2) {
        let bias = ints(bt)?;
        if bias.len() != o {
            return Err(format!(
                "bias has {} elements for {o} output channels",
                bias.len()
            ));
        }
        for row in acc.chunks_exact_mut(o.max(1)) {
            for (v, &bv) in row.iter_mut().zip(&bias) {
                *v = v.wrapping_add(bv);
            }
        }
    }
    for v in &mut acc {
        *v = wrap_to(a.acc, *v);
    }
    let vals = match &a.out_q {
        None => acc,
        Some(out_q) => {
            let in_s = a.in_q.scale(0);
            let out_s = out_q.scale(0);
            let fp = a.product == Precision::F32;
            let real = |oc: usize| conv_real_multiplier(in_s, a.w_q.scale(oc), out_s, fp);
            let stage = OutputStage::new(o, real, a.rounding, out_q, &a.clamp, out)?;
            let mut res = Vec::with_capacity(acc.len());
            for row in acc.chunks_exact(o.max(1)) {
                for (oc, &v) in row.iter().enumerate() {
                    res.push(stage.apply(oc, v)?);
                }
            }
            res
        }
    };
    out_tensor(out, &vals)
}

/// Integer `dense`: `[B, K] x [O, K] -> [B, O]` in the result type, wrapping.
pub fn dense(args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt, wt] = args else {
        return Err(format!("dense takes 2 operands, found {}", args.len()));
    };
    let (o, k) = dims(xt, wt)?;
    let mut acc = accumulate(&ints(xt)?, &ints(wt)?, k, o);
    for v in &mut acc {
        *v = wrap_to(out.dtype, *v);
    }
    out_tensor(out, &acc)
}
