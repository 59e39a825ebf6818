//! Reductions: `qnn.mean` (TFLite's reference `QuantizedMeanOrSum`, `tflite-verified.md` B)
//! and the core `sum` and `reduce_max`.
//!
//! `qnn.mean`: `sum = Σx` over the reduced axes (an `int32_t` in TFLite), then
//! `(int32_t)(sum - in_zp * N)`, rescaled with `qnn_arith::mean_params` (the `1/N` folded
//! into the multiplier of `(double)in_s / (double)out_s`) under the op's rounding mode,
//! `+ out_zp`, clamped to the result type. All 32-bit steps wrap as the C code does in
//! practice. `f64_half_away` has no fixed-point multiplier; the type rule rejects it.

use super::{floats, ints, out_f32, out_tensor, wrap_to};
use qnn_arith::{fixed_point_multiply, mean_params, sum_requantize, sum_scale_bias, Rounding};
use qnn_ir::attrs::SumKernel;
use qnn_ir::ops::{ArgAttrs, QnnMeanAttrs, QnnSumAttrs, ReduceAttrs};
use qnn_ir::{DType, Data, Tensor, TensorType};

/// Sums `x` (row-major, `shape`) over `axes` with wrapping `i64` addition. Returns the sums
/// in row-major order of the kept dimensions and the number of reduced elements per sum.
fn reduce_sum(x: &[i64], shape: &[usize], axes: &[usize]) -> Result<(Vec<i64>, usize), String> {
    reduce(x, shape, axes, 0, |s, v| s.wrapping_add(v))
}

/// Folds `x` (row-major, `shape`) over `axes` with `f`, starting each result at `init`.
/// Returns the results in row-major order of the kept dimensions and the number of reduced
/// elements per result.
fn reduce<T: Copy>(
    x: &[T],
    shape: &[usize],
    axes: &[usize],
    init: T,
    f: impl Fn(T, T) -> T,
) -> Result<(Vec<T>, usize), String> {
    if let Some(a) = axes.iter().find(|&&a| a >= shape.len()) {
        return Err(format!("axis {a} is out of range for rank {}", shape.len()));
    }
    let r = shape.len();
    // Output stride of each input dimension (0 on reduced dimensions).
    let mut ostride = vec![0usize; r];
    let mut s = 1usize;
    for d in (0..r).rev() {
        if !axes.contains(&d) {
            ostride[d] = s;
            s *= shape[d];
        }
    }
    let out_len = s;
    let count: usize = axes.iter().map(|&a| shape[a]).product();
    let mut sums = vec![init; out_len];
    if x.is_empty() {
        return Ok((sums, count));
    }
    // The reduced axes are the trailing (or the leading) ones: result `k` folds a
    // contiguous run (or every `out_len`-th element), in the same order as the general walk.
    let k = axes.len();
    let mut sorted = axes.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    if sorted.len() == k && sorted.iter().enumerate().all(|(i, &a)| a == r - k + i) {
        for (o, chunk) in sums.iter_mut().zip(x.chunks(count.max(1))) {
            *o = chunk.iter().fold(*o, |acc, &v| f(acc, v));
        }
        return Ok((sums, count));
    }
    if sorted.len() == k && sorted.iter().enumerate().all(|(i, &a)| a == i) {
        for chunk in x.chunks(out_len.max(1)) {
            for (o, &v) in sums.iter_mut().zip(chunk) {
                *o = f(*o, v);
            }
        }
        return Ok((sums, count));
    }
    let mut idx = vec![0usize; r];
    let mut o = 0usize;
    for &v in x {
        sums[o] = f(sums[o], v);
        for d in (0..r).rev() {
            idx[d] += 1;
            o += ostride[d];
            if idx[d] < shape[d] {
                break;
            }
            o -= ostride[d] * idx[d];
            idx[d] = 0;
        }
    }
    Ok((sums, count))
}

/// The sums over `axes`, their element count and the result range; `Err(tensor)` is the
/// zero-initialised output TFLite leaves when the reduction is empty.
type Sums = (Vec<i64>, i64, (i64, i64));

fn sums_or_empty(
    xs: &[i64],
    shape: &[usize],
    axes: &[usize],
    out: &TensorType,
) -> Result<Result<Sums, Tensor>, String> {
    let (sums, count) = reduce_sum(xs, shape, axes)?;
    let (lo, hi) = out
        .dtype
        .int_range()
        .ok_or("a quantized reduction needs an integer result")?;
    if count == 0 {
        return out_tensor(out, &vec![0i64.clamp(lo, hi); sums.len()]).map(Err);
    }
    let n = i64::try_from(count).map_err(|_| "reduced element count overflows i64".to_string())?;
    Ok(Ok((sums, n, (lo, hi))))
}

/// `fixed_point_multiply(sum - offset, m) + out_zp` per sum, in TFLite's 32-bit C arithmetic
/// (the sum, the subtraction and the addition wrap).
fn rescale_sums(
    sums: Vec<i64>,
    offset: i64,
    m: qnn_arith::QuantizedMultiplier,
    rounding: Rounding,
    out_zp: i32,
) -> Result<Vec<i64>, String> {
    sums.into_iter()
        .map(|s| {
            let shifted = wrap_to(DType::I32, wrap_to(DType::I32, s).wrapping_sub(offset));
            let r = fixed_point_multiply(shifted, m, rounding).map_err(|e| e.to_string())?;
            Ok(i64::from((r as i32).wrapping_add(out_zp)))
        })
        .collect()
}

/// A per-tensor zero point as the kernels' `int32_t`.
fn zp_i32(q: &qnn_ir::QParams, what: &str) -> Result<i32, String> {
    i32::try_from(q.zero_point(0)).map_err(|_| format!("{what} zero point does not fit 32 bits"))
}

/// `qnn.mean`.
pub fn qnn_mean(a: &QnnMeanAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt] = args else {
        return Err(format!("qnn.mean takes 1 operand, found {}", args.len()));
    };
    if a.rounding == Rounding::F64HalfAway {
        return Err("qnn.mean: rounding f64_half_away is not defined (TFLite's MEAN uses a fixed-point multiplier)".into());
    }
    let (sums, n, (lo, hi)) = match sums_or_empty(&ints(xt)?, xt.shape(), &a.axes, out)? {
        Ok(s) => s,
        Err(empty) => return Ok(empty),
    };
    let m = mean_params(a.in_q.scale(0), a.out_q.scale(0), n);
    let offset = a.in_q.zero_point(0).wrapping_mul(n);
    let vals = rescale_sums(sums, offset, m, a.rounding, zp_i32(&a.out_q, "output")?)?;
    let vals: Vec<i64> = vals.into_iter().map(|v| v.clamp(lo, hi)).collect();
    out_tensor(out, &vals)
}

/// `qnn.sum`: TFLite's 8-bit SUM, builtin ([`sum_scale_bias`], [`sum_requantize`]) or
/// reference (the uint8 code on the bytes: [`mean_params`] without the `1/N`) arithmetic.
pub fn qnn_sum(a: &QnnSumAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt] = args else {
        return Err(format!("qnn.sum takes 1 operand, found {}", args.len()));
    };
    let mut xs = ints(xt)?;
    if a.kernel == SumKernel::Reference {
        for v in &mut xs {
            *v &= 0xff;
        }
    }
    let (sums, n, (lo, hi)) = match sums_or_empty(&xs, xt.shape(), &a.axes, out)? {
        Ok(s) => s,
        Err(empty) => return Ok(empty),
    };
    let (in_zp, out_zp) = (zp_i32(&a.in_q, "input")?, zp_i32(&a.out_q, "output")?);
    let vals: Vec<i64> = if a.kernel == SumKernel::Reference {
        // Clamped to the uint8 range, the byte read as the result type.
        let m = mean_params(a.in_q.scale(0), a.out_q.scale(0), 1);
        let offset = i64::from(in_zp).wrapping_mul(n);
        rescale_sums(sums, offset, m, Rounding::TfliteDouble, out_zp)?
            .into_iter()
            .map(|v| wrap_to(out.dtype, v.clamp(0, 255)))
            .collect()
    } else {
        let (s, b) = sum_scale_bias(a.in_q.scale(0), in_zp, a.out_q.scale(0), n);
        sums.into_iter()
            .map(|v| {
                let r = sum_requantize(wrap_to(DType::I32, v) as i32, s, b, out_zp);
                i64::from(r).clamp(lo, hi)
            })
            .collect()
    };
    out_tensor(out, &vals)
}

/// Core `sum` over `axes`: integers in the result type, wrapping; `f32` as one running
/// `float` sum per result in the input's row-major order.
pub fn sum(a: &ReduceAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt] = args else {
        return Err(format!("sum takes 1 operand, found {}", args.len()));
    };
    if let Ok(x) = floats(xt, "sum") {
        let (sums, _) = reduce(x, xt.shape(), &a.axes, 0.0f32, |s, v| s + v)?;
        return out_f32(out, sums);
    }
    let (mut sums, _) = reduce_sum(&ints(xt)?, xt.shape(), &a.axes)?;
    for v in &mut sums {
        *v = wrap_to(out.dtype, *v);
    }
    out_tensor(out, &sums)
}

/// Core `reduce_max` (`max`) or `reduce_min` over `axes`, TFLite's REDUCE_MAX / REDUCE_MIN:
/// from the type's lowest (highest) value, an element replaces the running value when it is
/// strictly greater (smaller), in row-major order. For floats that start is `-FLT_MAX`
/// (`FLT_MAX`), so an empty reduction, or one of `-inf` (`+inf`) and NaN only, gives it; a
/// NaN is never taken; of `-0.0` and `0.0` the first one stays.
pub fn reduce_extreme(
    a: &ReduceAttrs,
    args: &[&Tensor],
    out: &TensorType,
    max: bool,
) -> Result<Tensor, String> {
    let [xt] = args else {
        return Err(format!(
            "reduce_max/reduce_min takes 1 operand, found {}",
            args.len()
        ));
    };
    let (shape, axes) = (xt.shape(), &a.axes);
    let data = match (xt.data(), max) {
        (Data::F32(v), true) => {
            Data::F32(reduce(v, shape, axes, f32::MIN, |c, x| if x > c { x } else { c })?.0)
        }
        (Data::F32(v), false) => {
            Data::F32(reduce(v, shape, axes, f32::MAX, |c, x| if x < c { x } else { c })?.0)
        }
        (Data::F64(v), true) => {
            Data::F64(reduce(v, shape, axes, f64::MIN, |c, x| if x > c { x } else { c })?.0)
        }
        (Data::F64(v), false) => {
            Data::F64(reduce(v, shape, axes, f64::MAX, |c, x| if x < c { x } else { c })?.0)
        }
        _ => {
            let (lo, hi) = out.dtype.int_range().unwrap_or((i64::MIN, i64::MAX));
            let xs = ints(xt)?;
            let (vals, _) = if max {
                reduce(&xs, shape, axes, lo, i64::max)?
            } else {
                reduce(&xs, shape, axes, hi, i64::min)?
            };
            return out_tensor(out, &vals);
        }
    };
    Tensor::new(out.clone(), data).map_err(|e| e.to_string())
}

/// `arg_max` / `arg_min` along `axis`: TFLite's `ArgMinMax`, which keeps the first element
/// and replaces it only by a strictly greater (smaller) one.
pub fn arg_reduce(
    a: &ArgAttrs,
    args: &[&Tensor],
    out: &TensorType,
    max: bool,
) -> Result<Tensor, String> {
    let [xt] = args else {
        return Err(format!(
            "arg_max/arg_min takes 1 operand, found {}",
            args.len()
        ));
    };
    let shape = xt.shape();
    if a.axis >= shape.len() || shape[a.axis] == 0 {
        return Err(format!("axis {} does not fit {:?}", a.axis, shape));
    }
    let outer: usize = shape[..a.axis].iter().product();
    let extent = shape[a.axis];
    let inner: usize = shape[a.axis + 1..].iter().product();
    // Compares elements by index with the kernel's strict comparison.
    let better: Box<dyn Fn(usize, usize) -> bool> = match xt.data() {
        Data::F32(v) => Box::new(move |i, j| if max { v[i] > v[j] } else { v[i] < v[j] }),
        Data::F64(v) => Box::new(move |i, j| if max { v[i] > v[j] } else { v[i] < v[j] }),
        _ => {
            let v = ints(xt)?;
            Box::new(move |i, j| if max { v[i] > v[j] } else { v[i] < v[j] })
        }
    };
    let mut idx = Vec::with_capacity(outer * inner);
    for o in 0..outer {
        for k in 0..inner {
            let at = |i: usize| (o * extent + i) * inner + k;
            let mut best = 0usize;
            for i in 1..extent {
                if better(at(i), at(best)) {
                    best = i;
                }
            }
            idx.push(best as i64);
        }
    }
    out_tensor(out, &idx)
}
