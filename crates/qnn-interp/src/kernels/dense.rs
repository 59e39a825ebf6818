//! Fully connected layers: `qnn.dense` (TFLite FULLY_CONNECTED, TVM `qnn.dense`), its
//! dynamic-range form `qnn.hybrid_dense`, and the core `dense`.
//!
//! The input is viewed as `[B, K]` (row-major flattening; `keep_dims` only changes the
//! result shape, not the element order) and the weight is `[O, K]`. Accumulation is wrapping
//! `i64` reduced to the accumulator type at the end (equal to wrapping `i32` accumulation).
//! The rescale is per output channel and shared with `qnn.conv2d` ([`super::conv`]), except
//! that `f64_half_away` (TFLite's reference FULLY_CONNECTED) always uses the double product
//! `(double)in_s * (double)w_s / (double)out_s` (`tflite-verified.md` C).

use super::conv::OutputStage;
use super::{float_bias, floats, input_weight, ints, out_f32, out_tensor, wrap_to, BroadcastIndex};
use qnn_arith::conv_real_multiplier;
use qnn_arith::hybrid::{quantize_asymmetric, quantize_symmetric};
use qnn_ir::attrs::Precision;
use qnn_ir::ops::{QnnBatchMatmulAttrs, QnnDenseAttrs, QnnHybridDenseAttrs};
use qnn_ir::{Data, Tensor, TensorType};

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
    let (xt, wt) = input_weight(args, "qnn.dense")?;
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
            let qs = (&a.in_q, &a.w_q, out_q);
            let stage = OutputStage::of_product(qs, a.product, a.rounding, &a.clamp, o, out)?;
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

/// `qnn.hybrid_dense` (TFLite's `EvalHybridDense`): rows quantized at run time, an `i32`
/// product with the weights, the zero point's share removed with the weight row sums, and a
/// `float` epilogue `bias + (float)acc * (s[b] * w_s[o])` from the bias.
pub fn qnn_hybrid_dense(
    a: &QnnHybridDenseAttrs,
    args: &[&Tensor],
    out: &TensorType,
) -> Result<Tensor, String> {
    let (xt, wt) = input_weight(args, "qnn.hybrid_dense")?;
    let (o, k) = dims(xt, wt)?;
    let x = floats(xt, "input")?;
    let w = ints(wt)?;
    let bias = float_bias(args, o)?;
    let b = x.len() / k;
    // TFLite skips the product when the whole input is zero (`IsZeroVector`).
    if x.iter().all(|&v| v == 0.0) {
        return out_f32(out, bias.repeat(b));
    }
    let row_sums: Vec<i32> = w
        .chunks_exact(k)
        .map(|r| r.iter().fold(0i32, |s, &v| s.wrapping_add(v as i32)))
        .collect();
    let mut q = vec![0i8; k];
    let mut v = Vec::with_capacity(b * o);
    for row in x.chunks_exact(k) {
        let (s_in, zp) = if a.asymmetric {
            quantize_asymmetric(row, &mut q)
        } else {
            (quantize_symmetric(row, &mut q), 0)
        };
        for (oc, wrow) in w.chunks_exact(k).enumerate() {
            let dot = wrow.iter().zip(&q).fold(0i32, |s, (&wv, &qv)| {
                s.wrapping_add((wv as i32).wrapping_mul(i32::from(qv)))
            });
            let acc = dot.wrapping_sub(row_sums[oc].wrapping_mul(zp));
            let scale = s_in * a.w_q.scale(oc);
            v.push(bias[oc] + acc as f32 * scale);
        }
    }
    out_f32(out, v)
}

/// Core `dense`: `[B, K] x [O, K] -> [B, O]`, integers in the result type, wrapping; `f32`
/// as one running `float` sum per result in `k` order.
pub fn dense(args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt, wt] = args else {
        return Err(format!("dense takes 2 operands, found {}", args.len()));
    };
    let (o, k) = dims(xt, wt)?;
    if let (Ok(x), Ok(w)) = (floats(xt, "input"), floats(wt, "weight")) {
        // TFLite's reference float FULLY_CONNECTED: `total += x[d] * w[d]` from 0.
        let mut v = Vec::with_capacity(x.len() / k * o);
        for row in x.chunks_exact(k) {
            for wrow in w.chunks_exact(k) {
                v.push(row.iter().zip(wrow).fold(0.0f32, |s, (&a, &b)| s + a * b));
            }
        }
        return out_f32(out, v);
    }
    let mut acc = accumulate(&ints(xt)?, &ints(wt)?, k, o);
    for v in &mut acc {
        *v = wrap_to(out.dtype, *v);
    }
    out_tensor(out, &acc)
}

/// For each batch of the result (batch shape `out_batch`), the batch index of an operand of
/// batch shape `batch` (numpy broadcasting).
fn batch_index(out_batch: &[usize], batch: &[usize]) -> Vec<usize> {
    let b = BroadcastIndex::new(out_batch, batch);
    (0..out_batch.iter().product::<usize>())
        .map(|k| b.at(k))
        .collect()
}

/// The shapes of a batched product: `(batch, m, k, n, lhs batch index, rhs batch index)`.
type MatmulDims = (usize, usize, usize, usize, Vec<usize>, Vec<usize>);

fn matmul_dims(l: &Tensor, r: &Tensor, out: &TensorType) -> Result<MatmulDims, String> {
    let (ls, rs) = (l.shape(), r.shape());
    if ls.len() < 2 || rs.len() < 2 || out.shape.len() < 2 {
        return Err("batch_matmul operands need rank 2 or more".into());
    }
    let (m, k) = (ls[ls.len() - 2], ls[ls.len() - 1]);
    let n = rs[rs.len() - 1];
    if rs[rs.len() - 2] != k {
        return Err(format!("{} and {} disagree on K", l.ty(), r.ty()));
    }
    let ob = &out.shape[..out.shape.len() - 2];
    let lb = batch_index(ob, &ls[..ls.len() - 2]);
    let rb = batch_index(ob, &rs[..rs.len() - 2]);
    Ok((lb.len(), m, k, n, lb, rb))
}

/// `sum_k (x[.., m, k] - zx) * (y[.., k, n] - zy)` of every result element, wrapping in
/// `i64` (row-major result order).
fn int_matmul(x: &[i64], y: &[i64], dims: &MatmulDims, (zx, zy): (i64, i64)) -> Vec<i64> {
    let (batches, m, k, n, lb, rb) = dims;
    let (m, k, n) = (*m, *k, *n);
    let mut v = Vec::with_capacity(batches * m * n);
    for b in 0..*batches {
        for i in 0..m {
            for c in 0..n {
                let mut total = 0i64;
                for j in 0..k {
                    let xv = x[lb[b] * m * k + i * k + j] - zx;
                    let yv = y[rb[b] * k * n + j * n + c] - zy;
                    total = total.wrapping_add(xv.wrapping_mul(yv));
                }
                v.push(total);
            }
        }
    }
    v
}

/// Core `batch_matmul`: integers exact then wrapped to the result type, floats summed in `k`
/// order from `0` (TFLite's reference loop).
pub fn batch_matmul(args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [l, r] = args else {
        return Err(format!(
            "batch_matmul takes 2 operands, found {}",
            args.len()
        ));
    };
    let dims = matmul_dims(l, r, out)?;
    let (batches, m, k, n, lb, rb) = &dims;
    let (batches, m, k, n) = (*batches, *m, *k, *n);
    let at = |b: usize, i: usize, j: usize| (lb[b] * m * k + i * k + j, rb[b] * k * n + j * n);
    match (l.data(), r.data()) {
        (Data::F32(x), Data::F32(y)) => {
            let mut v = Vec::with_capacity(batches * m * n);
            for b in 0..batches {
                for i in 0..m {
                    for c in 0..n {
                        let mut total = 0f32;
                        for j in 0..k {
                            let (li, ri) = at(b, i, j);
                            total += x[li] * y[ri + c];
                        }
                        v.push(total);
                    }
                }
            }
            Tensor::new(out.clone(), Data::F32(v)).map_err(|e| e.to_string())
        }
        _ => {
            let sums = int_matmul(&ints(l)?, &ints(r)?, &dims, (0, 0));
            let v: Vec<i64> = sums.into_iter().map(|t| wrap_to(out.dtype, t)).collect();
            out_tensor(out, &v)
        }
    }
}

/// `qnn.batch_matmul`: TFLite's reference BATCH_MATMUL (int8: `int32_t` accumulator; int16:
/// `int64_t`), the output stage as the convolution's.
pub fn qnn_batch_matmul(
    a: &QnnBatchMatmulAttrs,
    args: &[&Tensor],
    out: &TensorType,
) -> Result<Tensor, String> {
    let [l, r] = args else {
        return Err(format!(
            "qnn.batch_matmul takes 2 operands, found {}",
            args.len()
        ));
    };
    let dims = matmul_dims(l, r, out)?;
    let zps = (a.lhs_q.zero_point(0), a.rhs_q.zero_point(0));
    let sums = int_matmul(&ints(l)?, &ints(r)?, &dims, zps);
    let real = conv_real_multiplier(
        a.lhs_q.scale(0),
        a.rhs_q.scale(0),
        a.out_q.scale(0),
        a.product == Precision::F32,
    );
    let stage = OutputStage::new(1, |_| real, a.rounding, &a.out_q, &None, out)?;
    let v = sums
        .into_iter()
        .map(|t| stage.apply(0, wrap_to(a.acc, t)))
        .collect::<Result<Vec<i64>, String>>()?;
    out_tensor(out, &v)
}
