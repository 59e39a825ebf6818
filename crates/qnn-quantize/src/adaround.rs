//! Adaptive weight rounding (`weights.rounding = "adaptive"`): each weight rounded down or
//! up, whichever set of choices makes the layer's output closest to the float layer's on
//! the calibration data (the objective of AdaRound, Nagel et al., "Up or Down? Adaptive
//! Rounding for Post-Training Quantization", 2020, solved greedily here).
//!
//! A product's output channel `o` computes `w_o · p` for each input patch `p` (a row of a
//! `dense` input; the taps of a `conv2d` window, in its group). Quantizing `w_o` to
//! `ŵ_o = w_o + δ_o` changes that output by `δ_o · p`, so its squared error summed over the
//! calibration patches is `δ_oᵀ H δ_o` with `H = Σ p pᵀ` (the patches' Gram matrix, one per
//! group). Rounding to nearest minimizes each `δ_i²` alone; the cross terms of `H` let
//! errors of correlated inputs cancel. Starting from nearest, each sweep visits the weights
//! in order and moves one to its other neighbour (`floor` ↔ `ceil` of `w / s`, inside the
//! weight range) whenever that lowers `δᵀHδ`, until a sweep changes nothing or [`SWEEPS`]
//! sweeps ran. Scales and zero points stay those of `weights.scale`: only integers change,
//! so the graph is plain QNN like any other.
//!
//! Limits, all here: [`PATCHES`] patches per layer (spread over the calibration samples),
//! [`MAX_TAPS`] weights per output channel (wider layers keep nearest rounding) and
//! [`SWEEPS`].

use qnn_ir::ops::Conv2dAttrs;
use qnn_ir::{Graph, QParams, Tensor, ValueId};

use crate::config::Scheme;
use crate::layers::{constant, Kind, Layer};
use crate::quantize::qrange;

/// Input patches sampled per layer, over all calibration samples.
pub const PATCHES: usize = 4096;
/// Most weights per output channel (`K`, the Gram matrix is `K x K`).
pub const MAX_TAPS: usize = 2048;
/// Most sweeps over one output channel's weights.
pub const SWEEPS: usize = 8;

/// How a product reads its input: the patch of each output element, and the weight each
/// patch element multiplies.
#[derive(Clone, Debug)]
pub enum Geometry {
    /// `dense`: `[.., K]` input rows, weight `[O, K]`.
    Dense {
        /// `K`.
        k: usize,
    },
    /// `conv2d` with these attributes, input shape and weight shape.
    Conv {
        /// The convolution.
        attrs: Conv2dAttrs,
        /// The input's shape.
        input: Vec<usize>,
        /// The weight's shape.
        weight: Vec<usize>,
    },
}

impl Geometry {
    /// Taps per patch (weights per output channel) and groups.
    fn taps(&self) -> (usize, usize) {
        match self {
            Geometry::Dense { k } => (*k, 1),
            Geometry::Conv { attrs, weight, .. } => {
                let [_, i, h, w] = attrs.kernel_layout.axes().map(|a| weight[a]);
                (i * h * w, attrs.groups.max(1))
            }
        }
    }

    /// For the weight at row-major index `idx`: its output channel, its group and its place
    /// in the patch.
    pub fn place(&self, idx: &[usize]) -> (usize, usize, usize) {
        match self {
            Geometry::Dense { .. } => (idx[0], 0, idx[1]),
            Geometry::Conv { attrs, weight, .. } => {
                let ax = attrs.kernel_layout.axes();
                let [o, i, h, w] = ax.map(|a| idx[a]);
                let [no, ni, _, nw] = ax.map(|a| weight[a]);
                let per_group = (no / attrs.groups.max(1)).max(1);
                (o, o / per_group, (h * nw + w) * ni + i)
            }
        }
    }
}

/// The Gram matrices of one product's input patches, one per group.
#[derive(Clone, Debug)]
pub struct Gram {
    geometry: Geometry,
    taps: usize,
    /// `groups` row-major `taps x taps` matrices (the lower triangle filled until
    /// [`Gram::finish`]).
    mats: Vec<Vec<f64>>,
    /// Patches per sample.
    per_sample: usize,
    /// Samples seen.
    seen: usize,
}

impl Gram {
    /// A Gram matrix for a product reading its input as `geometry` over `samples` samples;
    /// `None` where a patch has more than [`MAX_TAPS`] taps.
    pub fn new(geometry: Geometry, samples: usize) -> Option<Gram> {
        let (taps, groups) = geometry.taps();
        if taps == 0 || taps > MAX_TAPS {
            return None;
        }
        Some(Gram {
            geometry,
            taps,
            mats: vec![vec![0.0; taps * taps]; groups],
            per_sample: PATCHES.div_ceil(samples.max(1)).max(1),
            seen: 0,
        })
    }

    /// Adds one sample's input `x` (an `f32` tensor) to the matrices.
    pub fn observe(&mut self, x: &Tensor) {
        let Some(v) = x.as_f32() else {
            return;
        };
        let sample = self.seen;
        self.seen += 1;
        let mut patch = vec![0.0f64; self.taps];
        match &self.geometry {
            Geometry::Dense { k } => {
                let rows = v.len() / (*k).max(1);
                for r in picks(rows, self.per_sample, sample) {
                    for (p, &e) in patch.iter_mut().zip(&v[r * k..(r + 1) * k]) {
                        *p = finite(e);
                    }
                    accumulate(&mut self.mats[0], &patch);
                }
            }
            Geometry::Conv {
                attrs,
                input,
                weight,
            } => {
                let [an, ah, aw, ac] = attrs.data_layout.axes();
                let [n, ih, iw, c] = [input[an], input[ah], input[aw], input[ac]];
                let [_, ci, kh, kw] = attrs.kernel_layout.axes().map(|a| weight[a]);
                let (s, d) = (attrs.strides, attrs.dilation);
                let (Some((oh, top)), Some((ow, left))) = (
                    attrs.padding.resolve(0, ih, kh, s[0], d[0]),
                    attrs.padding.resolve(1, iw, kw, s[1], d[1]),
                ) else {
                    return;
                };
                // Row-major strides of the input.
                let mut stride = vec![1usize; input.len()];
                for a in (0..input.len().saturating_sub(1)).rev() {
                    stride[a] = stride[a + 1] * input[a + 1];
                }
                let positions = n * oh * ow;
                let groups = self.mats.len();
                for pos in picks(positions, self.per_sample, sample) {
                    let (b, y, xo) = (pos / (oh * ow), (pos / ow) % oh, pos % ow);
                    for g in 0..groups {
                        for (t, p) in patch.iter_mut().enumerate() {
                            let (ky, kx, i) = (t / (kw * ci), (t / ci) % kw, t % ci);
                            let yy = (y * s[0] + ky * d[0]).checked_sub(top);
                            let xx = (xo * s[1] + kx * d[1]).checked_sub(left);
                            *p = match (yy, xx) {
                                (Some(yy), Some(xx)) if yy < ih && xx < iw && g * ci + i < c => {
                                    let at = b * stride[an]
                                        + yy * stride[ah]
                                        + xx * stride[aw]
                                        + (g * ci + i) * stride[ac];
                                    v.get(at).map_or(0.0, |&e| finite(e))
                                }
                                _ => 0.0,
                            };
                        }
                        accumulate(&mut self.mats[g], &patch);
                    }
                }
            }
        }
    }

    /// Fills the upper triangles.
    pub fn finish(&mut self) {
        let k = self.taps;
        for m in &mut self.mats {
            for a in 0..k {
                for b in 0..a {
                    m[b * k + a] = m[a * k + b];
                }
            }
        }
    }

    /// The product's geometry.
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }
}

/// `e` as `f64`, 0 if it is not finite.
fn finite(e: f32) -> f64 {
    if e.is_finite() {
        f64::from(e)
    } else {
        0.0
    }
}

/// Up to `want` of `0..n`, evenly spaced, starting at an offset that moves with `sample`.
fn picks(n: usize, want: usize, sample: usize) -> impl Iterator<Item = usize> {
    let step = n.div_ceil(want.max(1)).max(1);
    let offset = if n == 0 { 0 } else { (sample * 7919) % step };
    (offset..n).step_by(step)
}

/// Adds `p pᵀ` to the lower triangle of `m`.
fn accumulate(m: &mut [f64], p: &[f64]) {
    let k = p.len();
    for (a, &pa) in p.iter().enumerate() {
        if pa == 0.0 {
            continue;
        }
        let row = &mut m[a * k..a * k + a + 1];
        for (r, &pb) in row.iter_mut().zip(p) {
            *r += pa * pb;
        }
    }
}

/// Re-rounds the quantized weights `q` (row-major, as `w`) of a product with scales and zero
/// points `param(o)` per output channel, inside `[qmin, qmax]`: each output channel's
/// weights moved between their two neighbours to lower `δᵀHδ` (module doc). Returns how many
/// weights end away from where they started.
pub fn refine(
    gram: &Gram,
    w: &[f32],
    shape: &[usize],
    q: &mut [i64],
    param: &dyn Fn(usize) -> (f64, i64),
    (qmin, qmax): (i64, i64),
) -> usize {
    let k = gram.taps;
    // Each output channel's weights: (flat index, place in the patch), and its group.
    let mut channels: Vec<(usize, Vec<(usize, usize)>)> = Vec::new();
    let mut idx = vec![0usize; shape.len()];
    for flat in 0..w.len() {
        let (o, g, t) = gram.geometry.place(&idx);
        if channels.len() <= o {
            channels.resize_with(o + 1, || (0, Vec::new()));
        }
        channels[o].0 = g;
        if t < k {
            channels[o].1.push((flat, t));
        }
        for a in (0..shape.len()).rev() {
            idx[a] += 1;
            if idx[a] < shape[a] {
                break;
            }
            idx[a] = 0;
        }
    }
    let start = q.to_vec();
    for (o, (g, taps)) in channels.iter().enumerate() {
        let Some(h) = gram.mats.get(*g) else {
            continue;
        };
        let (s, zp) = param(o);
        if !(s > 0.0 && s.is_finite()) {
            continue;
        }
        // δ in patch order (taps not written stay 0).
        let mut delta = vec![0.0f64; k];
        for &(flat, t) in taps {
            delta[t] = (q[flat] - zp) as f64 * s - f64::from(w[flat]);
        }
        let mut hd: Vec<f64> = (0..k)
            .map(|a| (0..k).map(|b| h[a * k + b] * delta[b]).sum())
            .collect();
        for _ in 0..SWEEPS {
            let mut changed = false;
            for &(flat, t) in taps {
                let x = f64::from(w[flat]) / s + zp as f64;
                let step: i64 = if (q[flat] as f64) > x { -1 } else { 1 };
                let to = q[flat] + step;
                // Only the two neighbours of x, inside the range.
                if to < qmin || to > qmax || (to as f64 - x).abs() >= 1.0 {
                    continue;
                }
                let d = step as f64 * s;
                let gain = 2.0 * d * hd[t] + d * d * h[t * k + t];
                if gain < 0.0 {
                    q[flat] = to;
                    delta[t] += d;
                    for (a, e) in hd.iter_mut().enumerate() {
                        *e += d * h[a * k + t];
                    }
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    }
    q.iter().zip(&start).filter(|(a, b)| a != b).count()
}

/// The Gram matrices of the products quantized, by the float value each computes, with the
/// value each reads.
pub type Grams = indexmap::IndexMap<ValueId, (ValueId, Gram)>;

/// Empty Gram matrices for every `conv2d` and `dense` of `layers` quantized
/// (`quantized[i]`), to fill from `samples` calibration samples.
pub fn grams(g: &Graph, layers: &[Layer], quantized: &[bool], samples: usize) -> Grams {
    let mut out = Grams::new();
    for (l, _) in layers.iter().zip(quantized).filter(|(_, q)| **q) {
        let input = g
            .ty(l.inputs[0])
            .map(|t| t.shape.to_vec())
            .unwrap_or_default();
        let geometry = match &l.kind {
            Kind::Conv2d { attrs, weight, .. } => constant(g, *weight).map(|w| Geometry::Conv {
                attrs: attrs.clone(),
                input,
                weight: w.shape().to_vec(),
            }),
            Kind::Dense { weight, .. } => {
                constant(g, *weight).and_then(|w| w.shape().get(1).map(|&k| Geometry::Dense { k }))
            }
            _ => None,
        };
        if let Some(gram) = geometry.and_then(|geo| Gram::new(geo, samples)) {
            out.insert(l.output, (l.inputs[0], gram));
        }
    }
    out
}

/// The quantized weights `wq` (of float weights `w`, parameters `w_q`, under `scheme`)
/// re-rounded against `gram` ([`refine`]), and how many moved.
pub fn reround(
    gram: &Gram,
    w: &Tensor,
    wq: &Tensor,
    w_q: &QParams,
    scheme: &Scheme,
) -> Result<(Tensor, usize), String> {
    let mut q = wq.to_i64().ok_or("quantized weights")?;
    let n = w_q.num_channels();
    let param = |o: usize| {
        let c = if n > 1 { o.min(n - 1) } else { 0 };
        (f64::from(w_q.scale(c)), w_q.zero_point(c))
    };
    let v = w.as_f32().ok_or("the weight is not an f32 constant")?;
    let moved = refine(gram, v, w.shape(), &mut q, &param, qrange(scheme));
    let t = Tensor::from_i64(wq.dtype(), w.shape(), &q)
        .ok_or("re-rounded weights do not fit their type")?;
    Ok((t, moved))
}

#[cfg(test)]
mod tests {
    use super::*;
    use qnn_ir::{DType, Data, Op, TensorType};

    /// Deterministic values in `[-1, 1)`.
    fn values(n: usize, seed: u64) -> Vec<f32> {
        let mut s = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (0..n)
            .map(|_| {
                s = s
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                ((s >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
            })
            .collect()
    }

    fn tensor(shape: &[usize], v: Vec<f32>) -> Tensor {
        Tensor::new(TensorType::new(DType::F32, shape.to_vec()), Data::F32(v)).expect("tensor")
    }

    /// `δᵀHδ` summed over output channels, with `H` from every patch.
    fn quadratic(gram: &Gram, delta: &[f32], shape: &[usize]) -> f64 {
        let k = gram.taps;
        let mut rows: Vec<(usize, Vec<f64>)> = Vec::new();
        let mut idx = vec![0usize; shape.len()];
        for &d in delta {
            let (o, g, t) = gram.geometry.place(&idx);
            if rows.len() <= o {
                rows.resize_with(o + 1, || (0, vec![0.0; k]));
            }
            rows[o].0 = g;
            rows[o].1[t] = f64::from(d);
            for a in (0..shape.len()).rev() {
                idx[a] += 1;
                if idx[a] < shape[a] {
                    break;
                }
                idx[a] = 0;
            }
        }
        rows.iter()
            .map(|(g, d)| {
                let h = &gram.mats[*g];
                (0..k)
                    .map(|a| (0..k).map(|b| d[a] * h[a * k + b] * d[b]).sum::<f64>())
                    .sum::<f64>()
            })
            .sum()
    }

    /// The Gram matrix sees the patches the convolution multiplies: for any kernel `δ`,
    /// `Σ δ_oᵀ H δ_o` equals the squared norm of `conv2d(x, δ)`, across layouts, strides,
    /// padding, dilation and groups.
    #[test]
    fn conv_patches_match_the_convolution() {
        use qnn_ir::attrs::{DataLayout, KernelLayout, Padding};
        let conv = |strides, padding, dilation, groups, data_layout, kernel_layout| Conv2dAttrs {
            strides,
            padding,
            dilation,
            groups,
            data_layout,
            kernel_layout,
        };
        let (nhwc, nchw) = (DataLayout::Nhwc, DataLayout::Nchw);
        let cases = [
            // (attributes, input shape, weight shape)
            (
                conv([1, 1], Padding::Same, [1, 1], 1, nhwc, KernelLayout::Ohwi),
                [1, 5, 6, 3],
                [4, 3, 3, 3],
            ),
            (
                conv([2, 1], Padding::Valid, [1, 2], 1, nhwc, KernelLayout::Ohwi),
                [2, 7, 7, 2],
                [3, 2, 2, 2],
            ),
            (
                conv([2, 2], Padding::Same, [1, 1], 4, nhwc, KernelLayout::Ohwi),
                [1, 6, 5, 4],
                [8, 3, 3, 1],
            ),
            (
                conv(
                    [1, 1],
                    Padding::Explicit([1, 0, 0, 2]),
                    [1, 1],
                    2,
                    nchw,
                    KernelLayout::Oihw,
                ),
                [1, 4, 5, 5],
                [2, 2, 3, 2],
            ),
            (
                conv([1, 1], Padding::Same, [1, 1], 3, nhwc, KernelLayout::Hwio),
                [1, 4, 4, 3],
                [3, 3, 1, 3],
            ),
        ];
        for (i, (a, x_shape, w_shape)) in cases.iter().enumerate() {
            let mut g = qnn_ir::Graph::new("conv".to_string());
            let xi = g
                .add_input("x", TensorType::new(DType::F32, x_shape.to_vec()))
                .expect("x");
            let wi = g
                .add_input("w", TensorType::new(DType::F32, w_shape.to_vec()))
                .expect("w");
            let op = Op::Conv2d(a.clone());
            let y = g
                .add(op.clone(), &[xi, wi], Some(DType::F32))
                .expect("conv");
            let out_ty = g.ty(y).cloned().expect("type");
            let x = tensor(x_shape, values(x_shape.iter().product(), i as u64));
            let n_w: usize = w_shape.iter().product();
            let delta = values(n_w, 100 + i as u64);
            let d = tensor(w_shape, delta.clone());
            let y = qnn_interp::eval_op(&op, &[&x, &d], &out_ty).expect("conv");
            let want: f64 = y
                .as_f32()
                .expect("f32")
                .iter()
                .map(|&e| f64::from(e) * f64::from(e))
                .sum();
            let geometry = Geometry::Conv {
                attrs: a.clone(),
                input: x_shape.to_vec(),
                weight: w_shape.to_vec(),
            };
            let mut gram = Gram::new(geometry, 1).expect("gram");
            gram.observe(&x);
            gram.finish();
            let got = quadratic(&gram, &delta, w_shape);
            assert!(
                (got - want).abs() <= 1e-4 * want.max(1.0),
                "case {i}: {got} != {want}"
            );
        }
    }

    /// Refining never raises the output error, moves weights only to their other neighbour,
    /// and beats nearest rounding when the inputs are correlated.
    #[test]
    fn refinement_lowers_the_output_error() {
        let (o, k, rows) = (6, 12, 64);
        // Inputs with a shared component (correlated columns).
        let base = values(rows, 7);
        let noise = values(rows * k, 8);
        let x: Vec<f32> = (0..rows * k)
            .map(|i| base[i / k] + 0.3 * noise[i])
            .collect();
        let mut gram = Gram::new(Geometry::Dense { k }, 1).expect("gram");
        gram.observe(&tensor(&[rows, k], x));
        gram.finish();
        let w = values(o * k, 9);
        let s = 0.05f64;
        let nearest: Vec<i64> = w
            .iter()
            .map(|&e| (f64::from(e) / s).round() as i64)
            .collect();
        let mut q = nearest.clone();
        let moved = refine(&gram, &w, &[o, k], &mut q, &|_| (s, 0), (-127, 127));
        let error = |q: &[i64]| {
            let d: Vec<f32> = q
                .iter()
                .zip(&w)
                .map(|(&q, &w)| (q as f64 * s - f64::from(w)) as f32)
                .collect();
            quadratic(&gram, &d, &[o, k])
        };
        assert!(moved > 0);
        assert!(
            error(&q) < 0.9 * error(&nearest),
            "{} vs {}",
            error(&q),
            error(&nearest)
        );
        for ((&a, &b), &e) in q.iter().zip(&nearest).zip(&w) {
            let x = f64::from(e) / s;
            assert!(
                (a as f64 - x).abs() < 1.0 && (a - b).abs() <= 1,
                "{a} {b} {x}"
            );
        }
        // A narrow range is kept.
        let mut q = nearest.iter().map(|&e| e.clamp(-3, 3)).collect::<Vec<_>>();
        refine(&gram, &w, &[o, k], &mut q, &|_| (s, 0), (-3, 3));
        assert!(q.iter().all(|&e| (-3..=3).contains(&e)));
    }
}
