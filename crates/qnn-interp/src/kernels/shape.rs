//! Data-movement and element-type ops: `qnn.concatenate` (with the rescale of inputs whose
//! quantization differs from the output's), `cast`, `clip`, `round`, `pad`, `reshape`,
//! `transpose`, `concatenate`.
//!
//! `pad`, `reshape`, `transpose` and `concatenate` move elements of any type (including
//! floats) without arithmetic; they work on the storage directly through an index map.

use super::{ints, out_tensor, wrap_to, Rescaler};
use qnn_arith::{concat_rescale, requantize_real_multiplier};
use qnn_ir::attrs::RoundMode;
use qnn_ir::ops::{
    ClipAttrs, ConcatAttrs, GatherAttrs, PadAttrs, QnnConcatAttrs, RoundAttrs, SliceAttrs,
    TileAttrs, TransposeAttrs,
};
use qnn_ir::{DType, Data, Tensor, TensorType};

/// Applies `$body` to the element vector of `$data`, producing storage of the same type.
macro_rules! map_data {
    ($data:expr, $v:ident => $body:expr) => {
        match $data {
            Data::I8($v) => Data::I8($body),
            Data::U8($v) => Data::U8($body),
            Data::I16($v) => Data::I16($body),
            Data::U16($v) => Data::U16($body),
            Data::I32($v) => Data::I32($body),
            Data::I64($v) => Data::I64($body),
            Data::F32($v) => Data::F32($body),
            Data::F64($v) => Data::F64($body),
        }
    };
}

fn tensor(out: &TensorType, data: Data) -> Result<Tensor, String> {
    Tensor::new(out.clone(), data).map_err(|e| e.to_string())
}

/// `qnn.concatenate`.
///
/// Each input is copied when its parameters equal `out_q`. Otherwise, under the TFLite modes,
/// each element goes through TFLite's float formula of the uint8 CONCATENATION
/// (`qnn_arith::concat_rescale`, clamped to the result type; TFLite itself rescales only
/// `u8`); under the TVM modes it is requantized to `out_q`:
/// `fixed_point_multiply(x - in_zp, (double)in_s / (double)out_s) + out_zp` (TVM's
/// `qnn.requantize`, 32-bit). Results are clamped to the type range.
pub fn qnn_concatenate(
    a: &QnnConcatAttrs,
    args: &[&Tensor],
    out: &TensorType,
) -> Result<Tensor, String> {
    if args.is_empty() || a.in_q.len() != args.len() {
        return Err(format!(
            "{} inputs for {} quantization parameters",
            args.len(),
            a.in_q.len()
        ));
    }
    let axis = a.axis;
    let rank = out.shape.len();
    if axis >= rank {
        return Err(format!("axis {axis} is out of range for rank {rank}"));
    }
    let (lo, hi) = out
        .dtype
        .int_range()
        .ok_or("qnn.concatenate needs integer operands")?;
    let outer: usize = out.shape[..axis].iter().product();
    let inner: usize = out.shape[axis + 1..].iter().product();
    let out_s = a.out_q.scale(0);
    let out_zp = a.out_q.zero_point(0);
    let mut parts: Vec<Vec<i64>> = Vec::with_capacity(args.len());
    for (t, q) in args.iter().zip(&a.in_q) {
        let x = ints(t)?;
        let fits = t.shape().len() == rank
            && t.shape()
                .iter()
                .zip(&out.shape)
                .enumerate()
                .all(|(d, (i, o))| d == axis || i == o);
        if !fits {
            return Err(format!(
                "input {} does not match the result {out} outside axis {axis}",
                t.ty()
            ));
        }
        if *q == a.out_q {
            parts.push(x);
            continue;
        }
        let in_s = q.scale(0);
        let in_zp = q.zero_point(0);
        let v = if a.rounding.is_tflite() {
            x.iter()
                .map(|&v| concat_rescale(v, in_s, in_zp, out_s, out_zp, (lo, hi)))
                .collect()
        } else {
            let r = Rescaler::new(requantize_real_multiplier(in_s, out_s), a.rounding);
            let mut v = Vec::with_capacity(x.len());
            for e in x {
                let s = r.apply(wrap_to(DType::I32, e.wrapping_sub(in_zp)))?;
                v.push(wrap_to(DType::I32, s.wrapping_add(out_zp)).clamp(lo, hi));
            }
            v
        };
        parts.push(v);
    }
    let total: usize = args.iter().map(|t| t.shape()[axis]).sum();
    if total != out.shape[axis] {
        return Err(format!(
            "the inputs' extents along axis {axis} sum to {total}, the result has {}",
            out.shape[axis]
        ));
    }
    let mut vals = Vec::with_capacity(out.num_elements().unwrap_or(0));
    for o in 0..outer {
        for (t, p) in args.iter().zip(&parts) {
            let chunk = t.shape()[axis] * inner;
            vals.extend_from_slice(&p[o * chunk..(o + 1) * chunk]);
        }
    }
    out_tensor(out, &vals)
}

/// Float -> integer conversion of `cast`: truncation toward zero; NaN and values outside
/// `d` give `d`'s minimum (x86-64's conversion for `i32` and `i64`).
#[inline]
pub fn float_to_int(x: f64, d: DType) -> i64 {
    let (lo, hi) = d.int_range().unwrap_or((i64::MIN, i64::MAX));
    let t = x.trunc();
    // `hi as f64 + 1.0` is exact (a power of two) for every integer type.
    if t.is_nan() || t < lo as f64 || t >= hi as f64 + 1.0 {
        lo
    } else {
        t as i64
    }
}

/// `cast`: int->int wraps, int->float and f64->f32 round to nearest even, f32->f64 is exact,
/// float->int truncates toward zero with x86-64's out-of-range rule ([`float_to_int`]).
pub fn cast(args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt] = args else {
        return Err(format!("cast takes 1 operand, found {}", args.len()));
    };
    let d = out.dtype;
    let floats: Option<Vec<f64>> = match xt.data() {
        Data::F32(v) => Some(v.iter().map(|&x| f64::from(x)).collect()),
        Data::F64(v) => Some(v.clone()),
        _ => None,
    };
    match (floats, d) {
        // f32 -> f32 and f64 -> f64 copy; f64 -> f32 rounds; f32 -> f64 is exact.
        (Some(_), DType::F32) | (Some(_), DType::F64) => {
            let data = match (xt.data(), d) {
                (Data::F32(v), DType::F64) => Data::F64(v.iter().map(|&x| f64::from(x)).collect()),
                (Data::F64(v), DType::F32) => Data::F32(v.iter().map(|&x| x as f32).collect()),
                (other, _) => other.clone(),
            };
            tensor(out, data)
        }
        (Some(v), d) => {
            let vals: Vec<i64> = v.into_iter().map(|x| float_to_int(x, d)).collect();
            out_tensor(out, &vals)
        }
        // Integer to float conversion in Rust is correctly rounded (ties to even).
        (None, DType::F32) => tensor(
            out,
            Data::F32(ints(xt)?.into_iter().map(|v| v as f32).collect()),
        ),
        (None, DType::F64) => tensor(
            out,
            Data::F64(ints(xt)?.into_iter().map(|v| v as f64).collect()),
        ),
        (None, d) => {
            let vals: Vec<i64> = ints(xt)?.into_iter().map(|v| wrap_to(d, v)).collect();
            out_tensor(out, &vals)
        }
    }
}

/// `clip`: `min(max(x, min), max)`; on floats with IEEE `maxNum`/`minNum`, so NaN gives
/// `min`.
pub fn clip(a: &ClipAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt] = args else {
        return Err(format!("clip takes 1 operand, found {}", args.len()));
    };
    if a.min > a.max {
        return Err(format!("clip: min {} exceeds max {}", a.min, a.max));
    }
    match xt.data() {
        Data::F32(v) => {
            let (lo, hi) = (a.min as f32, a.max as f32);
            let vals = v
                .iter()
                .map(|&x| if x.is_nan() { x } else { x.max(lo).min(hi) });
            tensor(out, Data::F32(vals.collect()))
        }
        Data::F64(v) => {
            let (lo, hi) = (a.min as f64, a.max as f64);
            let vals = v
                .iter()
                .map(|&x| if x.is_nan() { x } else { x.max(lo).min(hi) });
            tensor(out, Data::F64(vals.collect()))
        }
        _ => {
            let vals: Vec<i64> = ints(xt)?
                .into_iter()
                .map(|v| v.clamp(a.min, a.max))
                .collect();
            out_tensor(out, &vals)
        }
    }
}

/// `x` rounded to an integral value under `mode` (NaN and infinities unchanged).
#[inline]
pub fn round_value(x: f64, mode: RoundMode) -> f64 {
    match mode {
        RoundMode::Floor => x.floor(),
        RoundMode::HalfAway => x.round(),
        RoundMode::HalfEven => x.round_ties_even(),
        RoundMode::HalfUp => {
            let f = x.floor();
            // x - floor(x) is exact in floating point.
            if x - f >= 0.5 {
                f + 1.0
            } else {
                f
            }
        }
    }
}

/// `round`: floats rounded to integral values.
pub fn round(a: &RoundAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt] = args else {
        return Err(format!("round takes 1 operand, found {}", args.len()));
    };
    let data = match xt.data() {
        // Rounding an f32 through f64 is exact: every step is exact on integral results.
        Data::F32(v) => Data::F32(
            v.iter()
                .map(|&x| round_value(f64::from(x), a.mode) as f32)
                .collect(),
        ),
        Data::F64(v) => Data::F64(v.iter().map(|&x| round_value(x, a.mode)).collect()),
        _ => return Err(format!("round takes a float input, found {}", xt.ty())),
    };
    tensor(out, data)
}

/// `pad`: each dimension gets `pads[d][0]` elements before and `pads[d][1]` after, filled
/// with `value`.
pub fn pad(a: &PadAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt] = args else {
        return Err(format!("pad takes 1 operand, found {}", args.len()));
    };
    let ishape = xt.shape();
    let r = ishape.len();
    if a.pads.len() != r || out.shape.len() != r {
        return Err(format!("pads has {} entries for rank {r}", a.pads.len()));
    }
    // For each output element, the input element it copies (None = fill).
    let n = out.num_elements().ok_or("element count overflows")?;
    let mut istride = vec![1usize; r];
    for d in (0..r.saturating_sub(1)).rev() {
        istride[d] = istride[d + 1] * ishape[d + 1];
    }
    let mut src: Vec<Option<usize>> = Vec::with_capacity(n);
    let mut idx = vec![0usize; r];
    for _ in 0..n {
        let mut flat = Some(0usize);
        for d in 0..r {
            let i = idx[d];
            let before = a.pads[d][0];
            flat = match flat {
                Some(f) if i >= before && i - before < ishape[d] => {
                    Some(f + (i - before) * istride[d])
                }
                _ => None,
            };
        }
        src.push(flat);
        for d in (0..r).rev() {
            idx[d] += 1;
            if idx[d] < out.shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    let fill = a.value;
    match xt.data() {
        Data::F32(v) => {
            let vals = src.iter().map(|s| s.map_or(fill as f32, |i| v[i]));
            return tensor(out, Data::F32(vals.collect()));
        }
        Data::F64(v) => {
            let vals = src.iter().map(|s| s.map_or(fill as f64, |i| v[i]));
            return tensor(out, Data::F64(vals.collect()));
        }
        _ => {}
    }
    let x = ints(xt)?;
    let vals: Vec<i64> = src.iter().map(|s| s.map_or(fill, |i| x[i])).collect();
    out_tensor(out, &vals)
}

/// `reshape`: the same elements with the result's shape.
pub fn reshape(args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt] = args else {
        return Err(format!("reshape takes 1 operand, found {}", args.len()));
    };
    tensor(out, xt.data().clone())
}

/// `transpose`: output dimension `i` is input dimension `perm[i]`.
pub fn transpose(a: &TransposeAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt] = args else {
        return Err(format!("transpose takes 1 operand, found {}", args.len()));
    };
    let ishape = xt.shape();
    let r = ishape.len();
    if a.perm.len() != r || a.perm.iter().any(|&p| p >= r) {
        return Err(format!("perm {:?} does not fit rank {r}", a.perm));
    }
    let mut istride = vec![1usize; r];
    for d in (0..r.saturating_sub(1)).rev() {
        istride[d] = istride[d + 1] * ishape[d + 1];
    }
    // Input stride of each output dimension.
    let step: Vec<usize> = a.perm.iter().map(|&p| istride[p]).collect();
    let oshape: Vec<usize> = a.perm.iter().map(|&p| ishape[p]).collect();
    let n = xt.len();
    let mut src = Vec::with_capacity(n);
    let mut idx = vec![0usize; r];
    let mut flat = 0usize;
    for _ in 0..n {
        src.push(flat);
        for d in (0..r).rev() {
            idx[d] += 1;
            flat += step[d];
            if idx[d] < oshape[d] {
                break;
            }
            flat -= step[d] * idx[d];
            idx[d] = 0;
        }
    }
    let data = map_data!(xt.data(), v => src.iter().map(|&i| v[i]).collect());
    tensor(out, data)
}

/// Core `concatenate` along `axis` (any element type).
pub fn concatenate(a: &ConcatAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let axis = a.axis;
    if axis >= out.shape.len() {
        return Err(format!(
            "axis {axis} is out of range for rank {}",
            out.shape.len()
        ));
    }
    let outer: usize = out.shape[..axis].iter().product();
    let inner: usize = out.shape[axis + 1..].iter().product();
    // The operands' elements one after another, then for each output element its index there.
    let all = concat_data(&args.iter().map(|t| t.data().clone()).collect::<Vec<_>>())?;
    let mut idx = Vec::with_capacity(all.len());
    for o in 0..outer {
        let mut base = 0usize;
        for t in args {
            let chunk = t.shape().get(axis).copied().unwrap_or(0) * inner;
            idx.extend(base + o * chunk..base + (o + 1) * chunk);
            base += t.len();
        }
    }
    tensor(out, all.gather(&idx))
}

/// The elements of `parts` one after another (all of one element type).
fn concat_data(parts: &[Data]) -> Result<Data, String> {
    let mut out = parts.first().ok_or("no operands")?.clone();
    for p in &parts[1..] {
        match (&mut out, p) {
            (Data::I8(a), Data::I8(b)) => a.extend_from_slice(b),
            (Data::U8(a), Data::U8(b)) => a.extend_from_slice(b),
            (Data::I16(a), Data::I16(b)) => a.extend_from_slice(b),
            (Data::U16(a), Data::U16(b)) => a.extend_from_slice(b),
            (Data::I32(a), Data::I32(b)) => a.extend_from_slice(b),
            (Data::I64(a), Data::I64(b)) => a.extend_from_slice(b),
            (Data::F32(a), Data::F32(b)) => a.extend_from_slice(b),
            (Data::F64(a), Data::F64(b)) => a.extend_from_slice(b),
            _ => return Err("concatenate: operands of different element types".into()),
        }
    }
    Ok(out)
}

/// Row-major strides of `shape`.
fn strides_of(shape: &[usize]) -> Vec<usize> {
    let mut s = vec![1usize; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        s[d] = s[d + 1] * shape[d + 1];
    }
    s
}

/// For every element of a result of shape `oshape` (row-major), the flat source index
/// `sum_d pick(d, i_d) * stride[d]` of an input of shape `ishape`.
fn source_indices(
    ishape: &[usize],
    oshape: &[usize],
    pick: impl Fn(usize, usize) -> usize,
) -> Vec<usize> {
    let istride = strides_of(ishape);
    let n: usize = oshape.iter().product();
    let mut out = Vec::with_capacity(n);
    let mut idx = vec![0usize; oshape.len()];
    for _ in 0..n {
        out.push(
            idx.iter()
                .enumerate()
                .map(|(d, &i)| pick(d, i) * istride[d])
                .sum(),
        );
        for d in (0..idx.len()).rev() {
            idx[d] += 1;
            if idx[d] < oshape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    out
}

/// `slice`: along each dimension, `begin + i * stride` for `i` in `0..out_extent`.
pub fn slice(a: &SliceAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt] = args else {
        return Err(format!("slice takes 1 operand, found {}", args.len()));
    };
    let ishape = xt.shape();
    if a.begin.len() != ishape.len() || out.shape.len() != ishape.len() {
        return Err(format!("slice attributes do not fit rank {}", ishape.len()));
    }
    for (d, &n) in out.shape.iter().enumerate() {
        let last = a.begin[d] + (n as i64 - 1) * a.strides[d];
        if n > 0 && (a.begin[d] < 0 || last < 0 || a.begin[d].max(last) >= ishape[d] as i64) {
            return Err(format!("dimension {d}: the slice leaves the input"));
        }
    }
    let src = source_indices(ishape, &out.shape, |d, i| {
        (a.begin[d] + i as i64 * a.strides[d]) as usize
    });
    tensor(out, xt.data().gather(&src))
}

/// `gather` along `axis` with `i32`/`i64` indices; an index outside the axis is an error.
pub fn gather(a: &GatherAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt, it] = args else {
        return Err(format!("gather takes 2 operands, found {}", args.len()));
    };
    let ishape = xt.shape();
    let axis = a.axis;
    if axis >= ishape.len() {
        return Err(format!(
            "axis {axis} is out of range for rank {}",
            ishape.len()
        ));
    }
    let extent = ishape[axis];
    let indices = ints(it)?;
    if let Some(bad) = indices.iter().find(|&&i| i < 0 || i >= extent as i64) {
        return Err(format!(
            "index {bad} is outside [0, {extent}) along axis {axis}"
        ));
    }
    let outer: usize = ishape[..axis].iter().product();
    let inner: usize = ishape[axis + 1..].iter().product();
    let mut src = Vec::with_capacity(outer * indices.len() * inner);
    for o in 0..outer {
        for &i in &indices {
            let base = (o * extent + i as usize) * inner;
            src.extend(base..base + inner);
        }
    }
    if src.len() != out.shape.iter().product::<usize>() {
        return Err(format!("gather result does not fit {out}"));
    }
    tensor(out, xt.data().gather(&src))
}

/// `tile`: output index `i` along dimension `d` reads input index `i % extent`.
pub fn tile(a: &TileAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt] = args else {
        return Err(format!("tile takes 1 operand, found {}", args.len()));
    };
    let ishape = xt.shape();
    if out.shape.len() != ishape.len() || a.multiples.len() != ishape.len() {
        return Err(format!("multiples do not fit rank {}", ishape.len()));
    }
    let src = source_indices(ishape, &out.shape, |d, i| i % ishape[d].max(1));
    tensor(out, xt.data().gather(&src))
}
