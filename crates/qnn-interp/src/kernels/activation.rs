//! Quantized activation kernels: `qnn.logistic` and `qnn.tanh` (8-bit: a 256-entry table built
//! as TFLite's `LUTPopulateInt8`; int16: TFLite's fixed-point interpolation in
//! `sigmoid_table_uint16`), `qnn.softmax` over the last axis (8-bit inputs: TFLite's gemmlowp
//! integer reference; int16: the 513-entry exp / reciprocal table reference) and
//! `qnn.hard_swish` (TFLite's int16 fixed-point reference, 8-bit tensors); `qnn.exp`,
//! `qnn.elu`, `qnn.gelu` (the same 8-bit tables with their functions; EXP's int16 is the
//! 513-entry float table), `qnn.rsqrt`, `qnn.log_softmax`, `qnn.leaky_relu` and `qnn.abs`.
//!
//! The arithmetic is `qnn-arith`'s (`lut_8bit`, `Int16LutParams`, `softmax_i8_params` +
//! `softmax_row_checked_with`, `softmax_i16_params` + `softmax_i16_row_checked_with`, `hard_swish_params` +
//! `hard_swish`); parameters and tables are prepared once per op, never per element.
//!
//! TFLite's kernels read some quantization parameters only implicitly (the int16 ops assume zero
//! points 0 and an output scale of 1/32768; SOFTMAX writes `q = round(p * 2^bits) + type_min`).
//! The type rules (`qnn_ir::infer`) reject attributes that contradict those fixed parameters,
//! so a verified graph never reaches these kernels with them.

use super::{ints, out_tensor, Rescaler};
use qnn_arith::{
    hard_swish, hard_swish_params, log_softmax_i8_params, log_softmax_row_i8, lut_8bit,
    lut_lookup_int16, lut_populate_int16_f32, rsqrt_int8, rsqrt_multiplier, softmax_i16_params,
    softmax_i16_row_checked_with, softmax_i8_params, softmax_row_checked_with, Int16LutParams,
    UnaryFn,
};
use qnn_ir::ops::{QnnGeluAttrs, QnnLeakyReluAttrs, QnnSoftmaxAttrs, QnnUnaryAttrs};
use qnn_ir::{DType, QParams, Tensor, TensorType};

/// The single operand, or a message.
fn one<'a>(args: &[&'a Tensor]) -> Result<&'a Tensor, String> {
    match args {
        [x] => Ok(x),
        _ => Err(format!("takes 1 operand, found {}", args.len())),
    }
}

/// Zero point of per-tensor parameters as an `i32`.
fn zp_i32(what: &str, q: &QParams) -> Result<i32, String> {
    i32::try_from(q.zero_point(0))
        .map_err(|_| format!("{what}: zero point {} does not fit i32", q.zero_point(0)))
}

/// Shared body of the table activations (`qnn.logistic`, `qnn.tanh`, `qnn.exp`, `qnn.elu`,
/// `qnn.gelu`): the 8-bit `LUTPopulate` table of `f`, or its int16 kernel.
fn lut_unary(
    f: UnaryFn,
    a: &QnnUnaryAttrs,
    args: &[&Tensor],
    out: &TensorType,
) -> Result<Tensor, String> {
    let x = one(args)?;
    let xs = ints(x)?;
    let vals: Vec<i64> = match x.dtype() {
        DType::I8 | DType::U8 => {
            let signed = x.dtype() == DType::I8;
            let table = lut_8bit(
                f,
                a.in_q.scale(0),
                zp_i32("in_q", &a.in_q)?,
                a.out_q.scale(0),
                zp_i32("out_q", &a.out_q)?,
                signed,
            );
            // The table is indexed by the byte of the input (`(uint8_t)x`).
            xs.iter()
                .map(|&v| i64::from(table[(v & 0xff) as usize]))
                .collect()
        }
        DType::I16 => {
            let s = a.in_q.scale(0);
            let xs16 = xs
                .iter()
                .map(|&v| i16::try_from(v).map_err(|_| format!("input value {v} is not i16")))
                .collect::<Result<Vec<i16>, String>>()?;
            match f {
                UnaryFn::Logistic => {
                    let p = Int16LutParams::logistic(s);
                    xs16.iter()
                        .map(|&v| i64::from(p.eval_logistic(v)))
                        .collect()
                }
                UnaryFn::Tanh => {
                    let p = Int16LutParams::tanh(s);
                    xs16.iter().map(|&v| i64::from(p.eval_tanh(v))).collect()
                }
                UnaryFn::Exp => {
                    let lut =
                        lut_populate_int16_f32(qnn_arith::libm::expf, s, 0, a.out_q.scale(0), 0);
                    xs16.iter()
                        .map(|&v| i64::from(lut_lookup_int16(v, &lut)))
                        .collect()
                }
                other => return Err(format!("no int16 kernel for {other:?}")),
            }
        }
        d => return Err(format!("no quantized kernel for {d} inputs")),
    };
    out_tensor(out, &vals)
}

/// `qnn.logistic`: 8-bit table (`LUTPopulateInt8`, `f32` math) or the int16 reference
/// (zero points 0, output scale 1/32768).
pub fn qnn_logistic(
    a: &QnnUnaryAttrs,
    args: &[&Tensor],
    out: &TensorType,
) -> Result<Tensor, String> {
    lut_unary(UnaryFn::Logistic, a, args, out)
}

/// `qnn.exp`: as [`qnn_logistic`] with `expf` (int16: the 513-entry `LUTPopulate<int16_t>`
/// table and `LUTLookup`).
pub fn qnn_exp(a: &QnnUnaryAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    lut_unary(UnaryFn::Exp, a, args, out)
}

/// `qnn.elu`: as [`qnn_logistic`]'s 8-bit table with `x < 0 ? expm1f(x) : x`.
pub fn qnn_elu(a: &QnnUnaryAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    lut_unary(UnaryFn::Elu, a, args, out)
}

/// `qnn.gelu`: as [`qnn_logistic`]'s 8-bit table with TFLite's `GeluTransform` (`erfcf`) or,
/// `approximate`, `GeluTransformApproximate` (`tanhf`).
pub fn qnn_gelu(a: &QnnGeluAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let f = if a.approximate {
        UnaryFn::GeluTanh
    } else {
        UnaryFn::Gelu
    };
    let unary = QnnUnaryAttrs {
        in_q: a.in_q.clone(),
        out_q: a.out_q.clone(),
    };
    lut_unary(f, &unary, args, out)
}

/// `qnn.rsqrt`: int8 by TFLite's per-element fixed-point formula ([`rsqrt_int8`]), int16 by
/// the 513-entry table of `v <= 0 ? 32767 * out_s : 1.f / sqrtf(v)`.
pub fn qnn_rsqrt(a: &QnnUnaryAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let (in_s, out_s) = (a.in_q.scale(0), a.out_q.scale(0));
    match one(args)?.dtype() {
        DType::I8 => {
            let m = rsqrt_multiplier(in_s, out_s);
            let (in_zp, out_zp) = (zp_i32("in_q", &a.in_q)?, zp_i32("out_q", &a.out_q)?);
            map_codes(args, out, |q, (lo, hi)| {
                let r = rsqrt_int8(q as i32, in_zp, m, out_zp, hi as i32);
                Ok(i64::from(r).clamp(lo, hi))
            })
        }
        DType::I16 => {
            let f = |v: f32| {
                if v <= 0.0 {
                    f32::from(i16::MAX) * out_s
                } else {
                    1.0f32 / v.sqrt()
                }
            };
            let lut = lut_populate_int16_f32(f, in_s, 0, out_s, 0);
            map_codes(args, out, |q, _| {
                let v = i16::try_from(q).map_err(|_| format!("input value {q} is not i16"))?;
                Ok(i64::from(lut_lookup_int16(v, &lut)))
            })
        }
        d => Err(format!("no quantized RSQRT for {d} inputs")),
    }
}

/// `qnn.tanh`: as [`qnn_logistic`] with `tanhf` (int16: the same table, tanh form).
pub fn qnn_tanh(a: &QnnUnaryAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    lut_unary(UnaryFn::Tanh, a, args, out)
}

/// `qnn.softmax` over the last axis.
///
/// - 8-bit input (`i8`/`u8`) with an 8-bit result: TFLite's gemmlowp reference with output
///   scale 1/256 and zero point = the result type's minimum (-128 / 0); with an `i16` result:
///   the same algorithm with 16 output bits (TFLite's int8 -> int16 SOFTMAX, output
///   `q(1/65536, -32768)`).
/// - `i16` input and result: TFLite's int16 reference (input zero point 0, output
///   `q(1/32768, 0)`).
///
/// The input zero point cancels (only differences to the row maximum are used).
pub fn qnn_softmax(
    a: &QnnSoftmaxAttrs,
    args: &[&Tensor],
    out: &TensorType,
) -> Result<Tensor, String> {
    let x = one(args)?;
    let xs = ints(x)?;
    let depth = x.shape().last().copied().unwrap_or(1);
    let in_s = a.in_q.scale(0);
    let beta = a.beta.get();
    let row_i32 = |row: &[i64]| -> Result<Vec<i32>, String> {
        row.iter()
            .map(|&v| i32::try_from(v).map_err(|_| format!("input value {v} does not fit i32")))
            .collect()
    };
    let mut vals = Vec::with_capacity(xs.len());
    match (x.dtype(), out.dtype) {
        (DType::I8 | DType::U8, DType::I8 | DType::U8 | DType::I16) => {
            let (qmin, qmax) = out
                .dtype
                .int_range()
                .ok_or_else(|| format!("bad result type {}", out.dtype))?;
            let bits: i32 = if out.dtype == DType::I16 { 16 } else { 8 };
            let p = softmax_i8_params(in_s, beta);
            let (offset, lo, hi) = (qmin as i32, qmin as i32, qmax as i32);
            if depth > 0 {
                for row in xs.chunks(depth) {
                    // Where TFLite's reference kernel aborts (a gemmlowp assertion) the op
                    // has no defined result: an error, not an invented value.
                    let r = softmax_row_checked_with(&row_i32(row)?, &p, bits, offset, lo, hi)
                        .map_err(|e| format!("softmax row {}: {e}", vals.len() / depth))?;
                    vals.extend(r.into_iter().map(i64::from));
                }
            }
        }
        (DType::I16, DType::I16) => {
            let p = softmax_i16_params(in_s, beta);
            if depth > 0 {
                for row in xs.chunks(depth) {
                    let r = softmax_i16_row_checked_with(&row_i32(row)?, &p)
                        .map_err(|e| format!("softmax row {}: {e}", vals.len() / depth))?;
                    vals.extend(r.into_iter().map(i64::from));
                }
            }
        }
        (i, o) => return Err(format!("no quantized softmax from {i} to {o}")),
    }
    out_tensor(out, &vals)
}

/// `qnn.log_softmax` over the last axis: TFLite's int8 reference ([`log_softmax_row_i8`]).
pub fn qnn_log_softmax(
    a: &QnnUnaryAttrs,
    args: &[&Tensor],
    out: &TensorType,
) -> Result<Tensor, String> {
    let x = one(args)?;
    if x.dtype() != DType::I8 {
        return Err(format!("LOG_SOFTMAX takes int8, found {}", x.dtype()));
    }
    let xs = ints(x)?;
    let depth = x.shape().last().copied().unwrap_or(1);
    let p = log_softmax_i8_params(a.in_q.scale(0));
    let mut vals = Vec::with_capacity(xs.len());
    if depth > 0 {
        for row in xs.chunks(depth) {
            let row: Vec<i32> = row.iter().map(|&v| v as i32).collect();
            vals.extend(log_softmax_row_i8(&row, &p).into_iter().map(i64::from));
        }
    }
    out_tensor(out, &vals)
}

/// `qnn.hard_swish`: TFLite's `reference_ops::HardSwish` (int16 fixed point inside) for `i8`
/// and `u8` tensors, clamped to the result type. TFLite has no int16 HARD_SWISH (the reference
/// form computes `(x - zp) * 128` in `int16_t`, which only holds for 8-bit inputs), so `i16`
/// is a run-time error, as are parameters TFLite's `Prepare` rejects (an output multiplier
/// exponent > 0, i.e. an output scale below `in_s / 128`).
pub fn qnn_hard_swish(
    a: &QnnUnaryAttrs,
    args: &[&Tensor],
    out: &TensorType,
) -> Result<Tensor, String> {
    let x = one(args)?;
    if !matches!(x.dtype(), DType::I8 | DType::U8) {
        return Err(format!(
            "HARD_SWISH is defined for 8-bit tensors, found {}",
            x.dtype()
        ));
    }
    let p = hard_swish_params(
        a.in_q.scale(0),
        zp_i32("in_q", &a.in_q)?,
        a.out_q.scale(0),
        zp_i32("out_q", &a.out_q)?,
    );
    p.validate().map_err(|e| e.to_string())?;
    map_codes(args, out, |v, (lo, hi)| {
        Ok(i64::from(hard_swish(v as i32, &p, lo as i32, hi as i32)))
    })
}

/// Maps every element `q` of the single operand through `f(q, (min, max))`, with the result
/// type's range, into the result tensor.
fn map_codes(
    args: &[&Tensor],
    out: &TensorType,
    f: impl Fn(i64, (i64, i64)) -> Result<i64, String>,
) -> Result<Tensor, String> {
    let xs = ints(one(args)?)?;
    let range = out
        .dtype
        .int_range()
        .ok_or_else(|| format!("bad result type {}", out.dtype))?;
    let vals = xs
        .iter()
        .map(|&q| f(q, range))
        .collect::<Result<Vec<i64>, String>>()?;
    out_tensor(out, &vals)
}

/// `qnn.leaky_relu`: TFLite's `QuantizeLeakyRelu`, with both multipliers derived from
/// `float` expressions as its `Prepare` computes them.
pub fn qnn_leaky_relu(
    a: &QnnLeakyReluAttrs,
    args: &[&Tensor],
    out: &TensorType,
) -> Result<Tensor, String> {
    let (in_s, out_s) = (a.in_q.scale(0), a.out_q.scale(0));
    let identity = Rescaler::new(f64::from(in_s / out_s), a.rounding);
    let alpha = Rescaler::new(f64::from(in_s * a.alpha.get() / out_s), a.rounding);
    let (in_zp, out_zp) = (a.in_q.zero_point(0), a.out_q.zero_point(0));
    map_codes(args, out, |q, (lo, hi)| {
        let v = q - in_zp;
        let r = if v >= 0 { &identity } else { &alpha };
        Ok((out_zp + r.apply(v)?).clamp(lo, hi))
    })
}

/// `qnn.abs`: TFLite's `AbsEvalQuantized` (`needs_rescale` when the scales differ).
pub fn qnn_abs(a: &QnnUnaryAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let (in_s, out_s) = (a.in_q.scale(0), a.out_q.scale(0));
    let rescale = (in_s != out_s)
        .then(|| Rescaler::new(f64::from(in_s / out_s), qnn_arith::Rounding::TfliteDouble));
    let (in_zp, out_zp) = (a.in_q.zero_point(0), a.out_q.zero_point(0));
    map_codes(args, out, |q, (lo, hi)| {
        let v = (q - in_zp).abs();
        let r = match &rescale {
            Some(r) => r.apply(v)?,
            None => v,
        };
        Ok((r + out_zp).clamp(lo, hi))
    })
}

/// A float unary op of TFLite's reference float kernels (`exp`, `tanh`, `logistic`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatUnary {
    /// `expf` ([`qnn_arith::libm::expf`]).
    Exp,
    /// `tanhf` ([`qnn_arith::libm::tanhf`]).
    Tanh,
    /// TFLite's reference float LOGISTIC (`qnn_arith::logistic_f32`).
    Logistic,
    /// `sqrtf` (IEEE, correctly rounded).
    Sqrt,
}

impl FloatUnary {
    /// The function at `x`: a call, not a function pointer, so that a caller compiled for an
    /// instruction set (the CPU engine's levels) inlines it, its `f64` fused multiply-adds
    /// then single instructions rather than calls to `fma`.
    #[inline(always)]
    pub fn call(self, x: f32) -> f32 {
        match self {
            FloatUnary::Exp => qnn_arith::libm::expf(x),
            FloatUnary::Tanh => qnn_arith::libm::tanhf(x),
            FloatUnary::Logistic => qnn_arith::logistic_f32(x),
            FloatUnary::Sqrt => x.sqrt(),
        }
    }
}

/// `exp`, `tanh`, `logistic` and `sqrt` on `f32`.
pub fn float_unary(args: &[&Tensor], out: &TensorType, f: FloatUnary) -> Result<Tensor, String> {
    let x = super::floats(one(args)?, "input")?;
    super::out_f32(out, x.iter().map(|&v| f.call(v)).collect())
}
