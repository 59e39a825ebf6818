//! Quantization kernels: `qnn.quantize` (float -> int), `qnn.dequantize` (int -> float),
//! `qnn.requantize` (int -> int rescale under a rounding mode, with the optional clamp) and the
//! integer core op `fixed_point_multiply`, each per tensor or per axis.
//!
//! Every scalar rule comes from `qnn-arith` (`quantize_f32`, `dequantize_f32`,
//! the scale ratio in the op's `ratio` precision + [`Rescaler`], `fixed_point_multiply`); this module only
//! walks the tensors and picks the parameters of each element's channel.

use super::{clamp_range, ints, out_tensor, Rescaler};
use qnn_arith::{dequantize_f32, quantize_f32, QuantizedMultiplier};
use qnn_ir::ops::{DequantizeAttrs, FixedPointMultiplyAttrs, QuantizeAttrs, RequantizeAttrs};
use qnn_ir::{Data, QParams, Tensor, TensorType};

/// The operand at position `i`, or a message (the verifier guarantees the arity).
fn arg<'a>(args: &[&'a Tensor], i: usize) -> Result<&'a Tensor, String> {
    args.get(i)
        .copied()
        .ok_or_else(|| format!("missing operand {i}"))
}

/// `(outer, extent, inner)` of `shape` split around `axis`: element `(o, c, k)` is at flat
/// index `(o * extent + c) * inner + k`. `None` (per-tensor) is one channel spanning all.
fn split_axis(shape: &[usize], axis: Option<usize>) -> Result<(usize, usize, usize), String> {
    let total: usize = shape.iter().product();
    match axis {
        None => Ok((1, 1, total)),
        Some(ax) => {
            let extent = *shape
                .get(ax)
                .ok_or_else(|| format!("axis {ax} is out of range for rank {}", shape.len()))?;
            let outer: usize = shape[..ax].iter().product();
            let inner: usize = shape[ax + 1..].iter().product();
            Ok((outer, extent, inner))
        }
    }
}

/// Calls `f(flat_index, channel)` for every element, in row-major order.
fn for_each_channel(
    shape: &[usize],
    axis: Option<usize>,
    mut f: impl FnMut(usize, usize) -> Result<(), String>,
) -> Result<(), String> {
    let (outer, extent, inner) = split_axis(shape, axis)?;
    let mut i = 0usize;
    for _ in 0..outer {
        for c in 0..extent {
            for _ in 0..inner {
                f(i, c)?;
                i += 1;
            }
        }
    }
    Ok(())
}

/// Scale and zero point of every channel of `q` (one entry when per-tensor).
fn channel_params(q: &QParams) -> Vec<(f32, i64)> {
    (0..q.num_channels())
        .map(|c| (q.scale(c), q.zero_point(c)))
        .collect()
}

/// `qnn.quantize`: `clamp(round(x / scale) + zp, type_min, type_max)` per element, with the
/// `f32` division and the tie rule of `a.rounding` (`qnn_arith::quantize_f32`).
pub fn qnn_quantize(
    a: &QuantizeAttrs,
    args: &[&Tensor],
    out: &TensorType,
) -> Result<Tensor, String> {
    let x = arg(args, 0)?;
    let Data::F32(xs) = x.data() else {
        return Err(format!("qnn.quantize takes an f32 input, found {}", x.ty()));
    };
    let (qmin, qmax) = out
        .dtype
        .int_range()
        .ok_or_else(|| format!("qnn.quantize produces an integer type, found {}", out.dtype))?;
    let params = channel_params(&a.out_q);
    let mut vals = vec![0i64; xs.len()];
    for_each_channel(x.shape(), a.out_q.axis(), |i, c| {
        let (s, zp) = params[c];
        vals[i] = quantize_f32(xs[i], s, zp, qmin, qmax, a.rounding).map_err(|e| e.to_string())?;
        Ok(())
    })?;
    out_tensor(out, &vals)
}

/// `qnn.dequantize`: `(float)((double)scale * (q - zp))` per element (`qnn_arith::dequantize_f32`).
pub fn qnn_dequantize(
    a: &DequantizeAttrs,
    args: &[&Tensor],
    out: &TensorType,
) -> Result<Tensor, String> {
    let x = arg(args, 0)?;
    let qs = ints(x)?;
    let params = channel_params(&a.in_q);
    let mut vals = vec![0f32; qs.len()];
    for_each_channel(x.shape(), a.in_q.axis(), |i, c| {
        let (s, zp) = params[c];
        vals[i] = dequantize_f32(qs[i], s, zp);
        Ok(())
    })?;
    Tensor::new(out.clone(), Data::F32(vals)).map_err(|e| e.to_string())
}

/// `qnn.requantize`: `clamp(rescale(q - in_zp[c], M[c]) + out_zp[c])` with
/// `M[c] = in_s[c] / out_s[c]` (in the precision of `a.ratio`) applied under
/// `a.rounding` through [`Rescaler`]: the TFLite modes are TFLite's `MultiplyByQuantizedMultiplier`
/// variants (`tflite_double` needs `q - in_zp` to fit `i32`, as TFLite's `int32_t` does, else a
/// run-time error), the TVM modes an exact single rounding of `M * (q - in_zp)` with the mode's tie
/// rule (TVM's "skip when scales are equal" is the identity multiplier `(2^30, 1)`, so it needs no
/// special case). The clamp is `a.clamp`, else the result type's range.
pub fn qnn_requantize(
    a: &RequantizeAttrs,
    args: &[&Tensor],
    out: &TensorType,
) -> Result<Tensor, String> {
    let x = arg(args, 0)?;
    let qs = ints(x)?;
    let axis = a.in_q.axis().or(a.out_q.axis());
    let channels = a.in_q.num_channels().max(a.out_q.num_channels());
    // One rescaler per channel, derived once (never per element).
    let params: Vec<(Rescaler, i64, i64)> = (0..channels)
        .map(|c| {
            let m = a.ratio.ratio(a.in_q.scale(c), a.out_q.scale(c));
            (
                Rescaler::new(m, a.rounding),
                a.in_q.zero_point(c),
                a.out_q.zero_point(c),
            )
        })
        .collect();
    let (lo, hi) = clamp_range(&a.clamp, out);
    let mut vals = vec![0i64; qs.len()];
    for_each_channel(x.shape(), axis, |i, c| {
        let (r, in_zp, out_zp) = &params[c];
        let centered = qs[i]
            .checked_sub(*in_zp)
            .ok_or_else(|| format!("q - in_zp overflows i64 for q = {}", qs[i]))?;
        let v = r.apply(centered)?.saturating_add(*out_zp);
        vals[i] = v.max(lo).min(hi);
        Ok(())
    })?;
    out_tensor(out, &vals)
}

/// `fixed_point_multiply`: `x * multiplier * 2^(shift - 31)` rounded under `a.rounding`
/// (`qnn_arith::fixed_point_multiply`), per tensor or per `a.axis`. An input outside the mode's
/// domain (`tflite_double` / `tflite_single` need `i32`) or a result that does not fit the mode's
/// width or the result type is a run-time error; nothing wraps silently.
pub fn fixed_point_multiply(
    a: &FixedPointMultiplyAttrs,
    args: &[&Tensor],
    out: &TensorType,
) -> Result<Tensor, String> {
    let x = arg(args, 0)?;
    let xs = ints(x)?;
    let ms: Vec<QuantizedMultiplier> = a
        .multiplier
        .iter()
        .zip(&a.shift)
        .map(|(&multiplier, &shift)| QuantizedMultiplier { multiplier, shift })
        .collect();
    if ms.is_empty() {
        return Err("fixed_point_multiply needs at least one multiplier".to_string());
    }
    let mut vals = vec![0i64; xs.len()];
    for_each_channel(x.shape(), a.axis, |i, c| {
        let m = ms
            .get(c)
            .copied()
            .ok_or_else(|| format!("no multiplier for channel {c}"))?;
        vals[i] = qnn_arith::fixed_point_multiply(xs[i], m, a.rounding)
            .map_err(|e| format!("element {i} ({}): {e}", xs[i]))?;
        Ok(())
    })?;
    out_tensor(out, &vals)
}
