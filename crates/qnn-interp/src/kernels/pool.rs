//! 2-D pooling on raw stored values: `qnn.avg_pool2d` (TFLite AVERAGE_POOL_2D: the sum of the
//! in-image taps divided by their count with `qnn_arith::round_div_away`, ties away from
//! zero, no zero-point subtraction) and `qnn.max_pool2d` (TFLite MAX_POOL_2D), each followed
//! by the optional clamp; and the integer core ops `max_pool2d` and `pool_sum` that they
//! lower to.
//!
//! A window with no in-image tap (possible only with explicit padding at least as large as
//! the kernel) is an error for the average (TFLite would divide by zero); for the maximum it
//! yields the type's minimum before the clamp, as TFLite's loop initialises its maximum to
//! `numeric_limits<T>::lowest()`.

use super::wrap_to;
use super::{clamp_range, floats, ints, out_f32, out_tensor};
use qnn_arith::round_div_away;
use qnn_ir::attrs::DataLayout;
use qnn_ir::ops::{PoolAttrs, WindowAttrs};
use qnn_ir::{Tensor, TensorType};

/// Resolved sizes of a pooling window over an NHWC view.
struct Window {
    n: usize,
    h: usize,
    w: usize,
    c: usize,
    oh: usize,
    ow: usize,
    pad: [usize; 2],
}

/// Visits every output element in NHWC order with the in-image input elements of its window.
///
/// `x` is in the op's layout; `f(taps)` is called with the flat indices of the window's
/// in-image taps (reusing one buffer) and returns the output value.
fn pool<T: Copy + Default>(
    a: &WindowAttrs,
    x: &[T],
    shape: &[usize],
    mut f: impl FnMut(&[T]) -> Result<T, String>,
) -> Result<Vec<T>, String> {
    if shape.len() != 4 {
        return Err(format!("pooling needs a rank-4 input, found {shape:?}"));
    }
    let [n, h, w, c] = a.layout.axes().map(|i| shape[i]);
    let (oh, pt) = a
        .padding
        .resolve(0, h, a.kernel[0], a.strides[0].max(1), 1)
        .ok_or("the window height does not fit the input")?;
    let (ow, pl) = a
        .padding
        .resolve(1, w, a.kernel[1], a.strides[1].max(1), 1)
        .ok_or("the window width does not fit the input")?;
    let g = Window {
        n,
        h,
        w,
        c,
        oh,
        ow,
        pad: [pt, pl],
    };
    // Flat index of (b, y, x, ch) in the input's layout.
    let at = |b: usize, y: usize, xx: usize, ch: usize| match a.layout {
        DataLayout::Nhwc => ((b * g.h + y) * g.w + xx) * g.c + ch,
        DataLayout::Nchw => ((b * g.c + ch) * g.h + y) * g.w + xx,
    };
    let mut vals = vec![T::default(); g.n * g.oh * g.ow * g.c];
    let mut taps: Vec<T> = Vec::with_capacity(a.kernel[0].saturating_mul(a.kernel[1]).min(1 << 16));
    for b in 0..g.n {
        for oy in 0..g.oh {
            for ox in 0..g.ow {
                for ch in 0..g.c {
                    taps.clear();
                    // Only the in-image taps: the window may be far larger than the image.
                    let (ys, xs) = (oy * a.strides[0], ox * a.strides[1]);
                    let ky_range = g.pad[0].saturating_sub(ys)
                        ..a.kernel[0].min((g.h + g.pad[0]).saturating_sub(ys));
                    for ky in ky_range {
                        let iy = ys + ky - g.pad[0];
                        let kx_range = g.pad[1].saturating_sub(xs)
                            ..a.kernel[1].min((g.w + g.pad[1]).saturating_sub(xs));
                        for kx in kx_range {
                            taps.push(x[at(b, iy, xs + kx - g.pad[1], ch)]);
                        }
                    }
                    let o = match a.layout {
                        DataLayout::Nhwc => ((b * g.oh + oy) * g.ow + ox) * g.c + ch,
                        DataLayout::Nchw => ((b * g.c + ch) * g.oh + oy) * g.ow + ox,
                    };
                    vals[o] = f(&taps)?;
                }
            }
        }
    }
    Ok(vals)
}

/// `pool` over an integer tensor, to an integer result.
fn int_pool(
    a: &WindowAttrs,
    xt: &Tensor,
    out: &TensorType,
    f: impl FnMut(&[i64]) -> Result<i64, String>,
) -> Result<Tensor, String> {
    out_tensor(out, &pool(a, &ints(xt)?, xt.shape(), f)?)
}

/// `qnn.avg_pool2d`: `clamp(round_div_away(sum, count))` over the in-image taps.
pub fn avg_pool2d(a: &PoolAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt] = args else {
        return Err(format!(
            "qnn.avg_pool2d takes 1 operand, found {}",
            args.len()
        ));
    };
    let (lo, hi) = clamp_range(&a.clamp, out);
    int_pool(&a.window(), xt, out, |taps| {
        if taps.is_empty() {
            return Err("an average-pool window lies entirely in the padding".to_string());
        }
        let sum = taps.iter().fold(0i64, |s, &v| s.wrapping_add(v));
        Ok(round_div_away(sum, taps.len() as i64).clamp(lo, hi))
    })
}

/// `qnn.max_pool2d`: `clamp(max)` over the in-image taps.
pub fn max_pool2d(a: &PoolAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt] = args else {
        return Err(format!(
            "qnn.max_pool2d takes 1 operand, found {}",
            args.len()
        ));
    };
    let (lo, hi) = clamp_range(&a.clamp, out);
    let lowest = out.dtype.int_min().unwrap_or(i64::MIN);
    int_pool(&a.window(), xt, out, |taps| {
        Ok(taps.iter().copied().fold(lowest, i64::max).clamp(lo, hi))
    })
}

/// Core `max_pool2d`: the maximum over the in-image taps (the type's minimum for none; on
/// `f32`, `-FLT_MAX` as TFLite's `lowest()`, and a NaN tap is skipped as `std::max` does).
pub fn core_max_pool2d(
    a: &WindowAttrs,
    args: &[&Tensor],
    out: &TensorType,
) -> Result<Tensor, String> {
    let [xt] = args else {
        return Err(format!("max_pool2d takes 1 operand, found {}", args.len()));
    };
    if let Ok(x) = floats(xt, "max_pool2d") {
        // TFLite's reference float MAX_POOL_2D: `max = lowest(); max = std::max(max, v)`.
        let v = pool(a, x, xt.shape(), |taps| {
            Ok(taps
                .iter()
                .fold(f32::MIN, |m, &v| if m < v { v } else { m }))
        })?;
        return out_f32(out, v);
    }
    let lowest = out
        .dtype
        .int_min()
        .ok_or("max_pool2d takes an integer or f32 input")?;
    int_pool(a, xt, out, |taps| {
        Ok(taps.iter().copied().fold(lowest, i64::max))
    })
}

/// Core `pool_sum`: the sum over the in-image taps, wrapping in the result type; on `f32`,
/// TFLite's running `float` sum over the window's rows, then columns.
pub fn pool_sum(a: &WindowAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt] = args else {
        return Err(format!("pool_sum takes 1 operand, found {}", args.len()));
    };
    if let Ok(x) = floats(xt, "pool_sum") {
        let v = pool(a, x, xt.shape(), |taps| {
            Ok(taps.iter().fold(0.0f32, |s, &v| s + v))
        })?;
        return out_f32(out, v);
    }
    int_pool(a, xt, out, |taps| {
        Ok(wrap_to(
            out.dtype,
            taps.iter().fold(0i64, |s, &v| s.wrapping_add(v)),
        ))
    })
}
