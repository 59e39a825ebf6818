//! Phase `lower`: every QNN op to integer core ops.
//!
//! Each file lowers one family, mirroring the interpreter kernel it must equal step for step
//! (the kernel's module docs give the arithmetic): [`quantize`] (`qnn.quantize`,
//! `qnn.dequantize`, `qnn.requantize`), [`conv`] (`qnn.conv2d`, `qnn.dense`,
//! `qnn.batch_matmul`), [`hybrid`] (`qnn.hybrid_dense`), [`elementwise`] (`qnn.add`, `qnn.subtract`, `qnn.mul`, `qnn.prelu`,
//! `qnn.squared_difference`, `qnn.div`), [`pool`] (`qnn.avg_pool2d`, `qnn.mean`, `qnn.sum`),
//! [`concat`](mod@concat) (`qnn.concatenate`) and [`activation`] (`qnn.softmax`,
//! `qnn.log_softmax`, and as tables `qnn.logistic`, `qnn.tanh`, `qnn.hard_swish`,
//! `qnn.leaky_relu`, `qnn.exp`, `qnn.elu`, `qnn.gelu`, `qnn.rsqrt`, `qnn.abs`).
//! `qnn.max_pool2d` is plain integer arithmetic and becomes core in `canonicalize`.
//! `docs/lowering.md` says what each becomes.
//!
//! This module holds the pieces they share: zero-point subtraction, the rescale by a real
//! multiplier under a rounding mode (multiplier and shift derived at compile time with the
//! same `qnn-arith` function the interpreter uses), and the epilogues that add the output
//! zero point and clamp, in the kernels' two arithmetics (saturating, or wrapping in 32 bits).
//! Widths are chosen with the interval analysis so that no value the kernel computes exactly
//! can wrap in the lowered form.

pub mod activation;
pub mod concat;
pub mod conv;
pub mod elementwise;
pub mod hybrid;
pub mod pool;
pub mod quantize;

use crate::range;
use crate::rule::{Cx, Rule, RuleError};
use egg::Id;
use qnn_arith::{quantize_multiplier_for, QuantizedMultiplier, Rounding};
use qnn_ir::attrs::RoundMode;
use qnn_ir::ops::{FixedPointMultiplyAttrs, RoundAttrs};
use qnn_ir::{DType, Data, Op, Tensor, TensorType};
use std::sync::Arc;

/// The rules of the phase.
pub fn rules() -> Vec<Arc<dyn Rule>> {
    let mut r = quantize::rules();
    r.extend(conv::rules());
    r.extend(hybrid::rules());
    r.extend(elementwise::rules());
    r.extend(pool::rules());
    r.extend(concat::rules());
    r.extend(activation::rules());
    r
}

/// A result of the lowering: the equivalent class, or `None` when a guard declined.
pub type Lowering = Result<Option<Id>, RuleError>;

/// `I32` when `[lo, hi]` fits it, else `I64`; `None` beyond `I64`.
pub fn width(lo: i128, hi: i128) -> Option<DType> {
    if lo >= i128::from(i32::MIN) && hi <= i128::from(i32::MAX) {
        Some(DType::I32)
    } else if lo >= i128::from(i64::MIN) && hi <= i128::from(i64::MAX) {
        Some(DType::I64)
    } else {
        None
    }
}

/// The shape of a per-channel constant for a value of rank `rank`: `n` along `axis`, 1
/// elsewhere; rank 0 for a single value.
fn channel_shape(n: usize, axis: Option<usize>, rank: usize) -> Vec<usize> {
    match axis {
        Some(ax) if n > 1 => (0..rank).map(|d| if d == ax { n } else { 1 }).collect(),
        _ => Vec::new(),
    }
}

/// An integer constant holding `values[c]` along `axis` (a scalar when all are equal).
pub fn channel_const(
    cx: &mut Cx,
    dtype: DType,
    values: &[i64],
    axis: Option<usize>,
    rank: usize,
) -> Result<Id, RuleError> {
    let uniform = values.windows(2).all(|w| w[0] == w[1]);
    let values = if uniform {
        &values[..values.len().min(1)]
    } else {
        values
    };
    let shape = channel_shape(values.len(), axis, rank);
    let t = Tensor::from_i64(dtype, &shape, values)
        .ok_or_else(|| cx.invalid(format!("constant {values:?} does not fit {dtype}")))?;
    Ok(cx.constant(t))
}

/// A float constant holding `values[c]` along `axis` (a scalar when all are equal).
pub fn channel_const_f(
    cx: &mut Cx,
    dtype: DType,
    values: &[f64],
    axis: Option<usize>,
    rank: usize,
) -> Result<Id, RuleError> {
    let uniform = values.windows(2).all(|w| w[0].to_bits() == w[1].to_bits());
    let values = if uniform {
        &values[..values.len().min(1)]
    } else {
        values
    };
    let shape = channel_shape(values.len(), axis, rank);
    let data = match dtype {
        DType::F32 => Data::F32(values.iter().map(|&v| v as f32).collect()),
        _ => Data::F64(values.to_vec()),
    };
    let t =
        Tensor::new(TensorType::new(dtype, shape), data).map_err(|e| cx.invalid(e.to_string()))?;
    Ok(cx.constant(t))
}

/// `x - zp[c]` computed exactly: `x` widened to `i32` (or `i64` where needed).
pub fn center(
    cx: &mut Cx,
    x: Id,
    zps: &[i64],
    axis: Option<usize>,
) -> Result<Option<Id>, RuleError> {
    let (lo, hi) = (i128::from(cx.range(x).0), i128::from(cx.range(x).1));
    let zmin = i128::from(zps.iter().copied().min().unwrap_or(0));
    let zmax = i128::from(zps.iter().copied().max().unwrap_or(0));
    // Wide enough for x itself and for x - zp.
    let Some(w) = width(lo.min(lo - zmax), hi.max(hi - zmin)) else {
        return Ok(None);
    };
    let xw = cx.cast(x, w)?;
    if zps.iter().all(|&z| z == 0) {
        return Ok(Some(xw));
    }
    let rank = cx.rank(x);
    let z = channel_const(cx, w, zps, axis, rank)?;
    cx.sub(xw, z).map(Some)
}

/// A value rescaled by a real multiplier: an integer (`fixed_point_multiply`) or, under
/// `f64_half_away`, a rounded `f64`.
#[derive(Clone, Copy, Debug)]
pub enum Rescaled {
    /// An `i32` or `i64` value.
    Int(Id),
    /// An integral `f64` value (possibly infinite).
    Float(Id),
}

/// `x * reals[c]` rounded under `mode` (per channel along `axis`), as the interpreter's
/// `Rescaler` computes it: the fixed-point modes through `fixed_point_multiply` with the
/// multipliers of `quantize_multiplier_for`, `f64_half_away` as `round((double)x * real)`.
///
/// TFLite-mode results are `i32` (the kernels' `int32_t`); TVM-mode results are exact and
/// typed `i32` or `i64` by their range. `None` when a shift is outside what
/// `fixed_point_multiply` takes (a multiplier beyond `2^31`).
pub fn rescale(
    cx: &mut Cx,
    x: Id,
    reals: &[f64],
    mode: Rounding,
    axis: Option<usize>,
) -> Result<Option<Rescaled>, RuleError> {
    let rank = cx.rank(x);
    if mode == Rounding::F64HalfAway {
        let f = cx.cast(x, DType::F64)?;
        let m = channel_const_f(cx, DType::F64, reals, axis, rank)?;
        let p = cx.mul(f, m)?;
        let r = cx.op(
            Op::Round(RoundAttrs {
                mode: RoundMode::HalfAway,
            }),
            &[p],
            DType::F64,
        )?;
        return Ok(Some(Rescaled::Float(r)));
    }
    let ms: Vec<_> = reals
        .iter()
        .map(|&r| quantize_multiplier_for(r, mode))
        .collect();
    fixed_point(cx, x, &ms, mode, axis)
}

/// `fixed_point_multiply(x, ms[c])` along `axis` under `mode`: `i32` under the TFLite modes
/// (the kernels' `int32_t`), else `i32` or `i64` by the result's range. `None` when a shift
/// is outside what `fixed_point_multiply` takes.
pub fn fixed_point(
    cx: &mut Cx,
    x: Id,
    ms: &[QuantizedMultiplier],
    mode: Rounding,
    axis: Option<usize>,
) -> Result<Option<Rescaled>, RuleError> {
    if ms.iter().any(|m| !(-62..=31).contains(&m.shift)) {
        return Ok(None);
    }
    // A multiplier of exactly 1 (`2^30 * 2^(1-31)`): the TVM modes round nothing, so the
    // result is `x` itself, whatever its width. (The TFLite modes double `x` in 32 bits
    // first; `canon-fixed-point-multiply-one` removes those where the range allows.)
    if !mode.is_tflite() && ms.iter().all(|m| m.multiplier == 1 << 30 && m.shift == 1) {
        return Ok(Some(Rescaled::Int(x)));
    }
    let uniform = ms.windows(2).all(|w| w[0] == w[1]);
    let ms = if uniform { &ms[..ms.len().min(1)] } else { ms };
    let attrs = FixedPointMultiplyAttrs {
        multiplier: ms.iter().map(|m| m.multiplier).collect(),
        shift: ms.iter().map(|m| m.shift).collect(),
        axis: if uniform { None } else { axis },
        rounding: mode,
    };
    let dtype = if mode.is_tflite() {
        DType::I32
    } else {
        let pairs: Vec<(i32, i32)> = ms.iter().map(|m| (m.multiplier, m.shift)).collect();
        let (lo, hi) = cx.range(x);
        match range::fpm_range((lo.into(), hi.into()), &pairs, mode)
            .and_then(|(lo, hi)| width(lo, hi))
        {
            Some(w) => w,
            None => return Ok(None),
        }
    };
    let r = cx.op(Op::FixedPointMultiply(attrs), &[x], dtype)?;
    Ok(Some(Rescaled::Int(r)))
}

/// The saturating epilogue of requantize, add, sub and mul:
/// `clamp(r + zp[c], lo, hi)` as `out`, where the kernel adds with saturation. The clamp
/// goes first (`clip(r, lo - zp, hi - zp) + zp`), so nothing can overflow.
pub fn saturate_zp_clamp(
    cx: &mut Cx,
    r: Rescaled,
    zps: &[i64],
    axis: Option<usize>,
    (lo, hi): (i64, i64),
    out: DType,
) -> Result<Id, RuleError> {
    let zmin = zps.iter().copied().min().unwrap_or(0);
    let zmax = zps.iter().copied().max().unwrap_or(0);
    let uniform = zmin == zmax;
    // Every value below `l` (above `h`) ends at `lo` (`hi`) in every channel (computed in
    // i128 and held in i64: a bound beyond i64 clips nothing an i64 value can hold).
    let sat = |v: i128| v.clamp(i128::from(i64::MIN), i128::from(i64::MAX)) as i64;
    let (l, h) = (
        sat(i128::from(lo) - i128::from(zmax)),
        sat(i128::from(hi) - i128::from(zmin)),
    );
    let rank = cx.rank(match r {
        Rescaled::Int(i) | Rescaled::Float(i) => i,
    });
    // `v` is `r` clipped to [l, h] (or to what its type holds of it): `bounds`.
    let (v, bounds) = match r {
        Rescaled::Int(r) => {
            let (tlo, thi) = cx.dtype(r).int_range().unwrap_or((i64::MIN, i64::MAX));
            if l.max(tlo) <= h.min(thi) {
                (
                    cx.clip_if_needed(r, l.max(tlo), h.min(thi))?,
                    (l.max(tlo), h.min(thi)),
                )
            } else {
                // The bounds lie outside the value's type: clip in 64 bits.
                let wide = cx.cast(r, DType::I64)?;
                (cx.clip_if_needed(wide, l, h)?, (l, h))
            }
        }
        Rescaled::Float(f) => {
            let c = cx.clip(f, l, h)?;
            let w = width(i128::from(l).min(0), i128::from(h).max(0)).unwrap_or(DType::I64);
            (cx.cast(c, w)?, (l, h))
        }
    };
    let summed = if zps.iter().all(|&z| z == 0) {
        v
    } else {
        // The sum is exact: computed in a type that holds every `v + zp[c]`.
        let (rlo, rhi) = cx.range(v);
        let (vlo, vhi) = (rlo.max(bounds.0), rhi.min(bounds.1));
        let w = width(
            i128::from(vlo) + i128::from(zmin),
            i128::from(vhi) + i128::from(zmax),
        )
        .ok_or_else(|| cx.invalid("zero-point sum does not fit 64 bits"))?;
        let w = if w.bits() > cx.dtype(v).bits() {
            w
        } else {
            cx.dtype(v)
        };
        let v = cx.cast(v, w)?;
        let z = channel_const(cx, w, zps, axis, rank)?;
        cx.add(v, z)?
    };
    let clamped = if uniform {
        summed
    } else {
        cx.clip_if_needed(summed, lo, hi)?
    };
    cx.cast(clamped, out)
}

/// The wrapping epilogue of conv2d, dense, mean and softmax: `clamp(r + zp)` with the
/// addition in 32-bit C arithmetic (`r` is `i32`), then `out`.
pub fn wrap_zp_clamp(
    cx: &mut Cx,
    r: Id,
    zp: i64,
    (lo, hi): (i64, i64),
    out: DType,
) -> Result<Id, RuleError> {
    let summed = if zp == 0 {
        r
    } else {
        let z = cx.scalar(DType::I32, zp)?;
        cx.add(r, z)?
    };
    let c = cx.clip_if_needed(summed, lo, hi)?;
    cx.cast(c, out)
}

/// `r` as the kernels' `int32_t`: a TVM-mode `i64` result truncated (`(int32_t)` / `as i32`),
/// an `f64_half_away` result converted as x86-64 does (`INT32_MIN` out of range).
pub fn to_i32(cx: &mut Cx, r: Rescaled) -> Result<Id, RuleError> {
    match r {
        Rescaled::Int(i) | Rescaled::Float(i) => cx.cast(i, DType::I32),
    }
}

/// The values of `dtype` from its minimum to its maximum (the codes a table is indexed by).
pub fn all_codes(dtype: DType) -> Option<Tensor> {
    let (lo, hi) = dtype.int_range()?;
    let v: Vec<i64> = (lo..=hi).collect();
    Tensor::from_i64(dtype, &[v.len()], &v)
}

/// The table of an elementwise op over every code of `input`: entry `k` is the op's result
/// on `type_min(input) + k`, computed by the interpreter.
pub fn tabulate(cx: &Cx, op: &Op, input: DType, out: DType) -> Result<Tensor, RuleError> {
    let x = all_codes(input).ok_or_else(|| cx.invalid(format!("no table over {input}")))?;
    let ty = op
        .infer(&[x.ty()], Some(out))
        .map_err(|e| cx.invalid(e.to_string()))?;
    qnn_interp::eval_op(op, &[&x], &ty).map_err(|e| cx.invalid(e.message))
}

/// `table(x, T)` with `T` the op's table.
pub fn table_of(cx: &mut Cx, op: &Op, x: Id, out: DType) -> Lowering {
    let t = match tabulate(cx, op, cx.dtype(x), out) {
        Ok(t) => t,
        // The op fails on some code: it stays as it is (a run-time error there).
        Err(_) => return Ok(None),
    };
    let t = cx.constant(t);
    cx.table(x, t).map(Some)
}
