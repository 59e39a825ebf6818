//! 2-D convolution: `qnn.conv2d` (TFLite CONV_2D / DEPTHWISE_CONV_2D reference kernels,
//! TVM `qnn.conv2d`), their dynamic-range form `qnn.hybrid_conv2d`, and the core `conv2d`.
//!
//! Both share one accumulation loop. The operands are first brought to a canonical form:
//! the activation to NHWC and the filter to `[KH, KW, O, I]`, each already offset by its zero
//! point(s), as `i64`. The loop then visits, for every output pixel, the in-image taps only
//! (a padded tap contributes nothing, which for `qnn.conv2d` is the same as padding with the
//! input zero point and for `conv2d` the same as padding with 0), and for every output
//! channel adds the dot product of its filter row with the input channels of its group.
//!
//! Accumulation uses wrapping `i64` arithmetic and the result is then wrapped to the
//! accumulator type: wrapping addition modulo 2^64 reduces to the same value modulo 2^32, so
//! this equals accumulating in wrapping `i32` in any order (the op table's overflow rule).
//!
//! The `qnn.conv2d` rescale is per output channel with the real multiplier of
//! `qnn_arith::conv_real_multiplier`, derived once per channel before the loop.

use super::{
    clamp_range, float_bias, floats, input_weight, ints, out_f32, out_tensor, wrap_to, Rescaler,
};
use qnn_arith::hybrid::{quantize_asymmetric, quantize_symmetric};
use qnn_arith::{conv_real_multiplier, Rounding};
use qnn_ir::attrs::HybridConvKernel;
use qnn_ir::attrs::{DataLayout, KernelLayout, Precision};
use qnn_ir::ops::{Conv2dAttrs, QnnConv2dAttrs, QnnHybridConv2dAttrs};
use qnn_ir::{QParams, Tensor, TensorType};

/// Resolved sizes of one convolution.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Geometry {
    /// Batch.
    pub n: usize,
    /// Input height.
    pub h: usize,
    /// Input width.
    pub w: usize,
    /// Input channels.
    pub c: usize,
    /// Output channels.
    pub o: usize,
    /// Input channels per group (the filter's `I`).
    pub i: usize,
    /// Kernel height.
    pub kh: usize,
    /// Kernel width.
    pub kw: usize,
    /// Output height.
    pub oh: usize,
    /// Output width.
    pub ow: usize,
    /// Strides `[h, w]`.
    pub stride: [usize; 2],
    /// Dilations `[h, w]`.
    pub dilation: [usize; 2],
    /// Padding before, `[top, left]`.
    pub pad: [usize; 2],
    /// Number of groups.
    pub groups: usize,
}

/// Row-major strides of a shape.
fn strides(shape: &[usize]) -> Vec<usize> {
    let mut s = vec![1usize; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        s[d] = s[d + 1] * shape[d + 1];
    }
    s
}

/// Checks shapes and attributes and resolves the output extents.
#[allow(clippy::too_many_arguments)]
fn geometry(x: &[usize], wt: &[usize], a: &Conv2dAttrs) -> Result<Geometry, String> {
    let Conv2dAttrs {
        strides: strides_hw,
        padding,
        dilation,
        groups,
        data_layout: dl,
        kernel_layout: kl,
    } = *a;
    if x.len() != 4 || wt.len() != 4 {
        return Err(format!(
            "conv2d needs rank-4 input and weight, found {x:?} and {wt:?}"
        ));
    }
    let [n, h, w, c] = dl.axes().map(|a| x[a]);
    let [o, i, kh, kw] = kl.axes().map(|a| wt[a]);
    if groups == 0 || i.checked_mul(groups) != Some(c) || o % groups != 0 {
        return Err(format!(
            "groups = {groups} does not fit input channels {c}, filter input channels {i}, output channels {o}"
        ));
    }
    if strides_hw.contains(&0) || dilation.contains(&0) {
        return Err(format!(
            "strides {strides_hw:?} and dilation {dilation:?} must be >= 1"
        ));
    }
    let (oh, pt) = padding
        .resolve(0, h, kh, strides_hw[0], dilation[0])
        .ok_or_else(|| format!("the kernel height {kh} does not fit input height {h}"))?;
    let (ow, pl) = padding
        .resolve(1, w, kw, strides_hw[1], dilation[1])
        .ok_or_else(|| format!("the kernel width {kw} does not fit input width {w}"))?;
    Ok(Geometry {
        n,
        h,
        w,
        c,
        o,
        i,
        kh,
        kw,
        oh,
        ow,
        stride: strides_hw,
        dilation,
        pad: [pt, pl],
        groups,
    })
}

/// The activation in NHWC order with `offset` subtracted from every element.
fn input_nhwc<T: Copy>(x: &[T], shape: &[usize], dl: DataLayout, f: impl Fn(T) -> T) -> Vec<T> {
    match dl {
        DataLayout::Nhwc => x.iter().map(|&v| f(v)).collect(),
        DataLayout::Nchw => {
            let (n, c, h, w) = (shape[0], shape[1], shape[2], shape[3]);
            let mut out = Vec::with_capacity(x.len());
            for b in 0..n {
                for y in 0..h {
                    for xx in 0..w {
                        for ch in 0..c {
                            out.push(f(x[((b * c + ch) * h + y) * w + xx]));
                        }
                    }
                }
            }
            out
        }
    }
}

/// The filter as `[KH, KW, O, I]` with `offset(o)` subtracted from output channel `o`.
fn weight_hwoi<T: Copy>(
    wv: &[T],
    shape: &[usize],
    kl: KernelLayout,
    g: &Geometry,
    f: impl Fn(T, usize) -> T,
) -> Vec<T> {
    let st = strides(shape);
    let [po, pi, ph, pw] = kl.axes();
    let mut out = Vec::with_capacity(wv.len());
    for ky in 0..g.kh {
        for kx in 0..g.kw {
            for oc in 0..g.o {
                let base = ky * st[ph] + kx * st[pw] + oc * st[po];
                for ic in 0..g.i {
                    out.push(f(wv[base + ic * st[pi]], oc));
                }
            }
        }
    }
    out
}

/// Visits, for every output pixel (NHWC order, `pixel = (b * OH + oy) * OW + ox`), its
/// in-image taps in row, then column order: `f(pixel, x_offset, w_offset)` with the offsets of
/// the tap's input channels in the NHWC input and of its `[O, I]` block in the `[KH, KW, O, I]`
/// filter.
fn for_each_tap(g: &Geometry, mut f: impl FnMut(usize, usize, usize)) {
    for pixel in 0..g.n * g.oh * g.ow {
        let ox = pixel % g.ow;
        let oy = (pixel / g.ow) % g.oh;
        let b = pixel / (g.ow * g.oh);
        for ky in 0..g.kh {
            let iy = oy * g.stride[0] + ky * g.dilation[0];
            if iy < g.pad[0] || iy - g.pad[0] >= g.h {
                continue;
            }
            let iy = iy - g.pad[0];
            for kx in 0..g.kw {
                let ix = ox * g.stride[1] + kx * g.dilation[1];
                if ix < g.pad[1] || ix - g.pad[1] >= g.w {
                    continue;
                }
                let ix = ix - g.pad[1];
                f(
                    pixel,
                    ((b * g.h + iy) * g.w + ix) * g.c,
                    (ky * g.kw + kx) * g.o * g.i,
                );
            }
        }
    }
}

/// The accumulation loop: `acc[b, oy, ox, oc] = sum over in-image taps and the group's input
/// channels of w * x`, wrapping, in NHWC order. `x` is NHWC, `w` is `[KH, KW, O, I]`.
fn accumulate(x: &[i64], w: &[i64], g: &Geometry) -> Vec<i64> {
    let per_group = g.o / g.groups.max(1);
    let mut out = vec![0i64; g.n * g.oh * g.ow * g.o];
    if g.o == 0 {
        return out;
    }
    for_each_tap(g, |pixel, xo, wo| {
        let acc = &mut out[pixel * g.o..(pixel + 1) * g.o];
        let xrow = &x[xo..xo + g.c];
        let wtap = &w[wo..wo + g.o * g.i];
        if g.i == 1 {
            // Depthwise-style: one input channel per output channel.
            for (oc, (a, &wv)) in acc.iter_mut().zip(wtap).enumerate() {
                *a = a.wrapping_add(wv.wrapping_mul(xrow[oc / per_group]));
            }
        } else {
            for (oc, (a, wrow)) in acc.iter_mut().zip(wtap.chunks_exact(g.i)).enumerate() {
                let grp = oc / per_group;
                let xs = &xrow[grp * g.i..(grp + 1) * g.i];
                let mut s = 0i64;
                for (&p, &q) in wrow.iter().zip(xs) {
                    s = s.wrapping_add(p.wrapping_mul(q));
                }
                *a = a.wrapping_add(s);
            }
        }
    });
    out
}

/// Reorders an NHWC result to the data layout.
fn output_layout<T: Copy + Default>(v: Vec<T>, g: &Geometry, dl: DataLayout) -> Vec<T> {
    match dl {
        DataLayout::Nhwc => v,
        DataLayout::Nchw => {
            let mut out = vec![T::default(); v.len()];
            for b in 0..g.n {
                for y in 0..g.oh {
                    for x in 0..g.ow {
                        for ch in 0..g.o {
                            out[((b * g.o + ch) * g.oh + y) * g.ow + x] =
                                v[((b * g.oh + y) * g.ow + x) * g.o + ch];
                        }
                    }
                }
            }
            out
        }
    }
}

/// Per-output-channel requantization of an accumulator, shared by `qnn.conv2d` and
/// `qnn.dense`: `clamp(rescale(acc) + out_zp)` with the C `int32_t` arithmetic of the
/// TFLite kernels (the rescaled value and the zero-point addition are 32-bit; an `i32`
/// overflow there wraps as it does in practice). Public for the prover, which compares a
/// lowering's output stage with this one (`qnn_rewrite::prove`).
#[derive(Clone, Debug)]
pub struct OutputStage {
    rescalers: Vec<Rescaler>,
    out_zp: i32,
    lo: i64,
    hi: i64,
}

impl OutputStage {
    /// Derives one rescaler per channel from `real(c)`.
    pub fn new(
        channels: usize,
        real: impl Fn(usize) -> f64,
        mode: Rounding,
        out_q: &QParams,
        clamp: &Option<[i64; 2]>,
        out: &TensorType,
    ) -> Result<Self, String> {
        let out_zp = i32::try_from(out_q.zero_point(0)).map_err(|_| {
            format!(
                "output zero point {} does not fit 32 bits",
                out_q.zero_point(0)
            )
        })?;
        let (lo, hi) = clamp_range(clamp, out);
        Ok(OutputStage {
            rescalers: (0..channels)
                .map(|c| Rescaler::new(real(c), mode))
                .collect(),
            out_zp,
            lo,
            hi,
        })
    }

    /// The output stage of a `qnn.conv2d` or `qnn.dense` (`(in_q, w_q, out_q)`, its product
    /// precision, rounding and clamp) over `channels` output channels.
    pub fn of_product(
        (in_q, w_q, out_q): (&QParams, &QParams, &QParams),
        product: Precision,
        rounding: Rounding,
        clamp: &Option<[i64; 2]>,
        channels: usize,
        out: &TensorType,
    ) -> Result<Self, String> {
        let (in_s, out_s) = (in_q.scale(0), out_q.scale(0));
        let fp = product == Precision::F32;
        let real = |oc: usize| conv_real_multiplier(in_s, w_q.scale(oc), out_s, fp);
        OutputStage::new(channels, real, rounding, out_q, clamp, out)
    }

    /// Channel `c`'s real multiplier, where the stage rounds in double precision
    /// (`f64_half_away`).
    pub fn real(&self, c: usize) -> Option<f64> {
        match self.rescalers.get(c) {
            Some(Rescaler::Real(m)) => Some(*m),
            _ => None,
        }
    }

    /// The output zero point, added in `int32_t`.
    pub fn zero_point(&self) -> i32 {
        self.out_zp
    }

    /// The output value of accumulator `acc` in channel `c`.
    pub fn apply(&self, c: usize, acc: i64) -> Result<i64, String> {
        let r = match self.rescalers.get(c) {
            Some(r) => r.apply_i32(acc)?,
            None => return Err(format!("no rescaler for channel {c}")),
        };
        Ok(i64::from(r.wrapping_add(self.out_zp)).clamp(self.lo, self.hi))
    }
}

/// `qnn.conv2d`.
pub fn qnn_conv2d(
    a: &QnnConv2dAttrs,
    args: &[&Tensor],
    out: &TensorType,
) -> Result<Tensor, String> {
    let (xt, wt) = input_weight(args, "qnn.conv2d")?;
    let g = geometry(xt.shape(), wt.shape(), &a.window())?;
    let in_zp = a.in_q.zero_point(0);
    let x = input_nhwc(&ints(xt)?, xt.shape(), a.data_layout, |v| {
        v.wrapping_sub(in_zp)
    });
    let w = weight_hwoi(&ints(wt)?, wt.shape(), a.kernel_layout, &g, |v, oc| {
        v.wrapping_sub(a.w_q.zero_point(oc))
    });
    let mut acc = accumulate(&x, &w, &g);
    if let Some(bt) = args.get(2) {
        let bias = ints(bt)?;
        if bias.len() != g.o {
            return Err(format!(
                "bias has {} elements for {} output channels",
                bias.len(),
                g.o
            ));
        }
        for px in acc.chunks_exact_mut(g.o.max(1)) {
            for (v, &bv) in px.iter_mut().zip(&bias) {
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
            let stage = OutputStage::of_product(qs, a.product, a.rounding, &a.clamp, g.o, out)?;
            let mut res = Vec::with_capacity(acc.len());
            for px in acc.chunks_exact(g.o.max(1)) {
                for (oc, &v) in px.iter().enumerate() {
                    res.push(stage.apply(oc, v)?);
                }
            }
            res
        }
    };
    out_tensor(out, &output_layout(vals, &g, a.data_layout))
}

/// `qnn.hybrid_conv2d`: each image quantized at run time (`qnn_arith::hybrid`), the integer
/// accumulation over in-image taps of `w * (q - zp)`, and the kernel's float epilogue.
pub fn qnn_hybrid_conv2d(
    a: &QnnHybridConv2dAttrs,
    args: &[&Tensor],
    out: &TensorType,
) -> Result<Tensor, String> {
    let (xt, wt) = input_weight(args, "qnn.hybrid_conv2d")?;
    if a.data_layout != DataLayout::Nhwc {
        return Err("qnn.hybrid_conv2d needs an NHWC input".into());
    }
    let g = geometry(xt.shape(), wt.shape(), &a.window())?;
    let x = floats(xt, "input")?;
    let bias = float_bias(args, g.o)?;
    // Each image (`H * W * C` values in NHWC order) is one row of the quantizer.
    let image = g.h * g.w * g.c;
    let mut centered = Vec::with_capacity(x.len());
    let mut scales = Vec::with_capacity(g.n);
    let mut q = vec![0i8; image];
    for img in x.chunks_exact(image.max(1)) {
        let (s, zp) = match a.kernel {
            HybridConvKernel::Conv => (quantize_symmetric(img, &mut q), 0),
            HybridConvKernel::ConvPerChannel | HybridConvKernel::Depthwise => {
                quantize_asymmetric(img, &mut q)
            }
        };
        scales.push(s);
        centered.extend(q.iter().map(|&v| i64::from(v) - i64::from(zp)));
    }
    let w = weight_hwoi(&ints(wt)?, wt.shape(), a.kernel_layout, &g, |v, _| v);
    let acc = accumulate(&centered, &w, &g);
    let per_image = g.oh * g.ow * g.o;
    let mut v = Vec::with_capacity(acc.len());
    for (i, &raw) in acc.iter().enumerate() {
        let (oc, s_in) = (i % g.o.max(1), scales[i / per_image.max(1)]);
        let accf = wrap_to(qnn_ir::DType::I32, raw) as f32;
        let w_s = a.w_q.scale(oc);
        v.push(match a.kernel {
            HybridConvKernel::Conv => (0.0f32 + accf * (s_in * w_s)) + bias[oc],
            HybridConvKernel::ConvPerChannel => accf * w_s * s_in + bias[oc],
            HybridConvKernel::Depthwise => accf * (w_s * s_in) + bias[oc],
        });
    }
    out_f32(out, v)
}

/// The float accumulation loop of TFLite's reference CONV_2D / DEPTHWISE_CONV_2D: for every
/// output element one running `f32` sum from `0.0`, over the in-image taps (rows, then
/// columns) and, within a tap, the group's input channels in order. `x` is NHWC, `w` is
/// `[KH, KW, O, I]`; the result is NHWC.
///
/// Only the loop order across output channels differs between layouts: every output's sum
/// takes its terms in that order, and each `+=` and `*` rounds on its own (Rust does not fuse
/// them), so the sums are the same, bit for bit.
fn accumulate_f32(x: &[f32], w: &[f32], g: &Geometry) -> Vec<f32> {
    let per_group = g.o / g.groups.max(1);
    let mut out = vec![0.0f32; g.n * g.oh * g.ow * g.o];
    if g.o == 0 {
        return out;
    }
    if g.groups <= 1 {
        // The filter as `[KH, KW, I, O]`: per input channel, one multiply-add into every
        // output channel, a loop the compiler vectorizes.
        let mut wt = vec![0.0f32; w.len()];
        for (tap, block) in w.chunks_exact(g.o * g.i).enumerate() {
            for (oc, row) in block.chunks_exact(g.i).enumerate() {
                for (ic, &v) in row.iter().enumerate() {
                    wt[tap * g.o * g.i + ic * g.o + oc] = v;
                }
            }
        }
        for_each_tap(g, |pixel, xo, wo| {
            let acc = &mut out[pixel * g.o..(pixel + 1) * g.o];
            for (&q, col) in x[xo..xo + g.i]
                .iter()
                .zip(wt[wo..wo + g.o * g.i].chunks_exact(g.o))
            {
                for (a, &p) in acc.iter_mut().zip(col) {
                    *a += q * p;
                }
            }
        });
        return out;
    }
    if g.i == 1 && per_group == 1 {
        // Depthwise with one output per input channel: the filter's `[O, 1]` block lines up
        // with the input's channels.
        for_each_tap(g, |pixel, xo, wo| {
            let acc = &mut out[pixel * g.o..(pixel + 1) * g.o];
            for ((a, &q), &p) in acc.iter_mut().zip(&x[xo..xo + g.c]).zip(&w[wo..wo + g.o]) {
                *a += q * p;
            }
        });
        return out;
    }
    for_each_tap(g, |pixel, xo, wo| {
        let acc = &mut out[pixel * g.o..(pixel + 1) * g.o];
        let xrow = &x[xo..xo + g.c];
        for (oc, (a, wrow)) in acc
            .iter_mut()
            .zip(w[wo..wo + g.o * g.i].chunks_exact(g.i))
            .enumerate()
        {
            let grp = oc / per_group;
            for (&p, &q) in wrow.iter().zip(&xrow[grp * g.i..(grp + 1) * g.i]) {
                *a += q * p;
            }
        }
    });
    out
}

/// Core `conv2d`: `sum(w * x)` over in-image taps; integers in the result type, wrapping,
/// `f32` in TFLite's reference float order (`accumulate_f32`).
pub fn conv2d(a: &Conv2dAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt, wt] = args else {
        return Err(format!("conv2d takes 2 operands, found {}", args.len()));
    };
    let g = geometry(xt.shape(), wt.shape(), a)?;
    if let (Ok(x), Ok(w)) = (floats(xt, "input"), floats(wt, "weight")) {
        let x = input_nhwc(x, xt.shape(), a.data_layout, |v| v);
        let w = weight_hwoi(w, wt.shape(), a.kernel_layout, &g, |v, _| v);
        let acc = accumulate_f32(&x, &w, &g);
        return out_f32(out, output_layout(acc, &g, a.data_layout));
    }
    let x = input_nhwc(&ints(xt)?, xt.shape(), a.data_layout, |v| v);
    let w = weight_hwoi(&ints(wt)?, wt.shape(), a.kernel_layout, &g, |v, _| v);
    let mut acc = accumulate(&x, &w, &g);
    for v in &mut acc {
        *v = wrap_to(out.dtype, *v);
    }
    out_tensor(out, &output_layout(acc, &g, a.data_layout))
}
