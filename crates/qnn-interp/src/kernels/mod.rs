//! Kernels, one module per op family. Each takes the op's attributes, its operands and
//! the verified result type, and returns the result tensor or a message. This module
//! holds the helpers they share.

pub mod activation;
pub mod binary;
pub mod conv;
pub mod dense;
pub mod integer;
pub mod pool;
pub mod quant;
pub mod reduce;
pub mod shape;

use qnn_arith::{
    f64_rescale, fixed_point_multiply, quantize_multiplier_for, QuantizedMultiplier, Rounding,
};
use qnn_ir::{Data, Tensor, TensorType};

/// Integer elements of an operand widened to `i64`.
pub fn ints(t: &Tensor) -> Result<Vec<i64>, String> {
    t.to_i64()
        .ok_or_else(|| format!("expected an integer tensor, found {}", t.ty()))
}

/// The elements of an `f32` tensor.
pub fn floats<'a>(t: &'a Tensor, what: &str) -> Result<&'a [f32], String> {
    t.as_f32()
        .ok_or_else(|| format!("{what}: expected an f32 tensor, found {}", t.ty()))
}

/// The input and the weight of a product op (`qnn.conv2d`, `qnn.dense` and their hybrid
/// forms), whose optional third operand is the bias.
pub fn input_weight<'a>(args: &[&'a Tensor], op: &str) -> Result<(&'a Tensor, &'a Tensor), String> {
    match args {
        [x, w] | [x, w, _] => Ok((*x, *w)),
        _ => Err(format!("{op} takes 2 or 3 operands, found {}", args.len())),
    }
}

/// The `f32` bias (operand 2) of a hybrid product with `o` output channels, zeros without one.
pub fn float_bias(args: &[&Tensor], o: usize) -> Result<Vec<f32>, String> {
    let bias = match args.get(2) {
        Some(b) => floats(b, "bias")?.to_vec(),
        None => vec![0.0; o],
    };
    if bias.len() != o {
        return Err(format!(
            "bias has {} elements for {o} output channels",
            bias.len()
        ));
    }
    Ok(bias)
}

/// Builds an `f32` result tensor.
pub fn out_f32(out: &TensorType, vals: Vec<f32>) -> Result<Tensor, String> {
    Tensor::new(out.clone(), Data::F32(vals)).map_err(|e| e.to_string())
}

/// Builds the result tensor from `i64` values; a value outside the result type is an
/// error naming its index (kernels clamp or wrap explicitly before this).
pub fn out_tensor(out: &TensorType, vals: &[i64]) -> Result<Tensor, String> {
    let data = Data::from_i64(out.dtype, vals).map_err(|i| {
        format!(
            "result element {i} ({}) does not fit {}",
            vals[i], out.dtype
        )
    })?;
    Tensor::new(out.clone(), data).map_err(|e| e.to_string())
}

/// Wraps `v` to the range of an integer type (two's complement truncation).
pub fn wrap_to(dtype: qnn_ir::DType, v: i64) -> i64 {
    match dtype {
        qnn_ir::DType::I8 => v as i8 as i64,
        qnn_ir::DType::U8 => v as u8 as i64,
        qnn_ir::DType::I16 => v as i16 as i64,
        qnn_ir::DType::U16 => v as u16 as i64,
        qnn_ir::DType::I32 => v as i32 as i64,
        _ => v,
    }
}

/// For each result element, the flat index of the operand element it reads (numpy
/// broadcasting), without a table in the common cases.
#[derive(Clone, Debug)]
pub enum BroadcastIndex {
    /// The operand has the result's elements (same shape up to leading 1s).
    Identity,
    /// The operand has one element.
    Splat,
    /// The operand is the result's trailing dimensions (`n` elements), repeated.
    Cycle(usize),
    /// The general case: one index per result element.
    Table(Vec<usize>),
}

impl BroadcastIndex {
    /// The indices of an operand of shape `in_shape` broadcast to `out_shape`.
    pub fn new(out_shape: &[usize], in_shape: &[usize]) -> Self {
        let n_in: usize = in_shape.iter().product();
        let n_out: usize = out_shape.iter().product();
        if n_in == 1 && n_out > 0 {
            BroadcastIndex::Splat
        } else if n_in == n_out && in_shape.len() <= out_shape.len() {
            BroadcastIndex::Identity
        } else if n_in > 0 && Self::trailing(out_shape, in_shape) {
            BroadcastIndex::Cycle(n_in)
        } else {
            BroadcastIndex::Table(broadcast_indices(out_shape, in_shape))
        }
    }

    /// True when `in_shape` without its leading 1s is the end of `out_shape`.
    fn trailing(out_shape: &[usize], in_shape: &[usize]) -> bool {
        let lead = in_shape.iter().take_while(|&&d| d == 1).count();
        let tail = &in_shape[lead..];
        tail.len() <= out_shape.len() && out_shape.ends_with(tail)
    }

    /// The operand index of result element `k`.
    #[inline]
    pub fn at(&self, k: usize) -> usize {
        match self {
            BroadcastIndex::Identity => k,
            BroadcastIndex::Splat => 0,
            BroadcastIndex::Cycle(n) => k % n,
            BroadcastIndex::Table(t) => t[k],
        }
    }

    /// `f` of the elements each of two operands gives the `n` result elements, in order (the
    /// operands' indices `l` and `r`, checked with [`BroadcastIndex::fits`]); without an
    /// index computation per element in the common cases.
    pub fn zip_map<A: Copy, B: Copy, R>(
        l: &BroadcastIndex,
        x: &[A],
        r: &BroadcastIndex,
        y: &[B],
        n: usize,
        f: impl Fn(A, B) -> R,
    ) -> Vec<R> {
        use BroadcastIndex::{Cycle, Identity, Splat};
        match (l, r) {
            (Identity, Identity) => x[..n].iter().zip(&y[..n]).map(|(&a, &b)| f(a, b)).collect(),
            (Identity, Splat) => x[..n].iter().map(|&a| f(a, y[0])).collect(),
            (Splat, Identity) => y[..n].iter().map(|&b| f(x[0], b)).collect(),
            (Identity, Cycle(m)) => x[..n]
                .iter()
                .zip(y[..*m].iter().cycle())
                .map(|(&a, &b)| f(a, b))
                .collect(),
            (Cycle(m), Identity) => x[..*m]
                .iter()
                .cycle()
                .zip(&y[..n])
                .map(|(&a, &b)| f(a, b))
                .collect(),
            _ => (0..n).map(|e| f(x[l.at(e)], y[r.at(e)])).collect(),
        }
    }

    /// The `n` elements the result reads from operand `x`, in order: `x` itself when it has
    /// them, else a copy made without an index computation per element in the common cases.
    pub fn expand<'a, T: Copy>(&self, x: &'a [T], n: usize) -> std::borrow::Cow<'a, [T]> {
        use std::borrow::Cow;
        match self {
            BroadcastIndex::Identity => Cow::Borrowed(&x[..n]),
            BroadcastIndex::Splat => Cow::Owned(vec![x[0]; n]),
            BroadcastIndex::Cycle(m) => {
                Cow::Owned(x[..*m].iter().copied().cycle().take(n).collect())
            }
            BroadcastIndex::Table(t) => Cow::Owned(t.iter().map(|&i| x[i]).collect()),
        }
    }

    /// True when every index is below `len`, for `n` result elements.
    pub fn fits(&self, n: usize, len: usize) -> bool {
        match self {
            BroadcastIndex::Identity => n <= len,
            BroadcastIndex::Splat => len >= 1,
            BroadcastIndex::Cycle(m) => *m <= len,
            BroadcastIndex::Table(t) => t.iter().all(|&i| i < len),
        }
    }
}

/// For each element of `out_shape` (row-major), the flat index of the element of an
/// operand of shape `in_shape` that numpy broadcasting reads.
pub fn broadcast_indices(out_shape: &[usize], in_shape: &[usize]) -> Vec<usize> {
    let r = out_shape.len();
    let off = r - in_shape.len().min(r);
    // Strides of the operand, 0 on broadcast dimensions, aligned to the output's rank.
    let mut strides = vec![0usize; r];
    let mut s = 1usize;
    for i in (0..in_shape.len().min(r)).rev() {
        strides[off + i] = if in_shape[i] == 1 { 0 } else { s };
        s = s.saturating_mul(in_shape[i]);
    }
    let n: usize = out_shape.iter().product();
    let mut idx = vec![0usize; r];
    let mut out = Vec::with_capacity(n);
    let mut flat = 0usize;
    for _ in 0..n {
        out.push(flat);
        for d in (0..r).rev() {
            idx[d] += 1;
            flat += strides[d];
            if idx[d] < out_shape[d] {
                break;
            }
            flat -= strides[d] * idx[d];
            idx[d] = 0;
        }
    }
    out
}

/// Applies a real multiplier to an accumulator under a rounding mode: the fixed-point
/// modes through a precomputed (multiplier, shift), `f64_half_away` in double precision.
#[derive(Clone, Copy, Debug)]
pub enum Rescaler {
    /// A fixed-point mode with its derived multiplier.
    Fixed(QuantizedMultiplier, Rounding),
    /// `round((double)acc * real)`, ties away (TFLite's reference FULLY_CONNECTED).
    Real(f64),
}

impl Rescaler {
    /// Derives the multiplier for `real` as `mode` does.
    pub fn new(real: f64, mode: Rounding) -> Self {
        match mode {
            Rounding::F64HalfAway => Rescaler::Real(real),
            _ => Rescaler::Fixed(quantize_multiplier_for(real, mode), mode),
        }
    }

    /// The kernels' `int32_t` result of `acc * real`: TFLite's reference FULLY_CONNECTED
    /// `(int32_t)round((double)acc * M)` with the x86-64 conversion (`INT32_MIN` out of
    /// range) under `f64_half_away`; a fixed-point result as `int32_t` (the TFLite modes'
    /// fit, qnn-arith errors otherwise; a TVM-mode result outside is truncated as TVM's
    /// `cast(int32)` does).
    pub fn apply_i32(&self, acc: i64) -> Result<i32, String> {
        match *self {
            Rescaler::Real(m) => Ok(qnn_arith::fc_f64_requantize(acc, m)),
            Rescaler::Fixed(..) => Ok(self.apply(acc)? as i32),
        }
    }

    /// `acc * real`, rounded.
    pub fn apply(&self, acc: i64) -> Result<i64, String> {
        match *self {
            Rescaler::Fixed(m, mode) => {
                fixed_point_multiply(acc, m, mode).map_err(|e| e.to_string())
            }
            Rescaler::Real(r) => Ok(f64_rescale(acc, r)),
        }
    }
}

/// `[min, max]` of the optional clamp, else the type range.
pub fn clamp_range(clamp: &Option<[i64; 2]>, out: &TensorType) -> (i64, i64) {
    match clamp {
        Some([lo, hi]) => (*lo, *hi),
        None => out.dtype.int_range().unwrap_or((i64::MIN, i64::MAX)),
    }
}
