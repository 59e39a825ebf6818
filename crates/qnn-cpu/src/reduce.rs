//! Reductions and pooling without the reference kernel: `sum`, `reduce_max` and `reduce_min`
//! over any axes, and `max_pool2d` and `pool_sum` on NHWC activations, each writing into its
//! buffer with the op's own semantics (sums wrapping in the result type; an empty reduction or
//! window gives 0 for a sum, the type's minimum for a maximum, its maximum for a minimum).

use crate::elementwise::{f32_lane, lane_f32};
use crate::kernels::{at_level, int_data, store, store_mut, wrap_row, DataMut, Level};
use qnn_ir::attrs::DataLayout;
use qnn_ir::ops::{ReduceAttrs, WindowAttrs};
use qnn_ir::{DType, Data};

/// What a reduction or window computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fold {
    Sum,
    Max,
    Min,
}

impl Fold {
    /// The value of an empty fold in `dtype`.
    fn empty(self, dtype: DType) -> i64 {
        let (lo, hi) = dtype.int_range().unwrap_or((i64::MIN, i64::MAX));
        match self {
            Fold::Sum => 0,
            Fold::Max => lo,
            Fold::Min => hi,
        }
    }

    #[inline(always)]
    fn step(self, a: i64, x: i64) -> i64 {
        match self {
            Fold::Sum => a.wrapping_add(x),
            Fold::Max => a.max(x),
            Fold::Min => a.min(x),
        }
    }
}

/// A reduction over some axes of an input of shape `dims`.
#[derive(Clone, Debug)]
pub(crate) struct Reduce {
    fold: Fold,
    dims: Vec<usize>,
    /// For each input axis, the stride of its index in the output (0 for a reduced axis).
    out_stride: Vec<usize>,
    out_len: usize,
    dtype: DType,
}

impl Reduce {
    pub(crate) fn new(fold: Fold, a: &ReduceAttrs, dims: &[usize], dtype: DType) -> Option<Reduce> {
        if a.axes.iter().any(|&x| x >= dims.len()) || dims.len() > qnn_ir::MAX_RANK {
            return None;
        }
        let mut out_stride = vec![0; dims.len()];
        let mut s = 1;
        for d in (0..dims.len()).rev() {
            if !a.axes.contains(&d) {
                out_stride[d] = s;
                s *= dims[d];
            }
        }
        Some(Reduce {
            fold,
            dims: dims.to_vec(),
            out_stride,
            out_len: s,
            dtype,
        })
    }

    /// The reduction of `x` into `out`, through `acc` (at least the output's length), compiled
    /// for `level`.
    pub(crate) fn run(
        &self,
        level: Level,
        x: &Data,
        out: &mut Data,
        acc: &mut Vec<i64>,
    ) -> Result<(), String> {
        at_level(
            level,
            #[inline(always)]
            || self.run_body(x, out, acc),
        )
    }

    #[inline(always)]
    fn run_body(&self, x: &Data, out: &mut Data, acc: &mut Vec<i64>) -> Result<(), String> {
        acc.clear();
        let fold = self.fold;
        if let (Data::F32(v), Data::F32(o)) = (x, &mut *out) {
            // `f32` accumulators as their lanes; TFLite's float folds (`qnn_interp`'s `sum`
            // and `reduce_extreme`), each result's elements in row-major order.
            // Each fold its own closure (not a function pointer), inlined into the walk.
            let init = match fold {
                Fold::Sum => 0.0,
                Fold::Max => f32::MIN,
                Fold::Min => f32::MAX,
            };
            acc.resize(self.out_len, f32_lane(init));
            #[inline(always)]
            fn lane(step: impl Fn(f32, f32) -> f32) -> impl Fn(i64, f32) -> i64 {
                move |a, e| f32_lane(step(lane_f32(a), e))
            }
            match fold {
                Fold::Sum => self.walk(v, acc, lane(|a, x| a + x)),
                Fold::Max => self.walk(v, acc, lane(|c, x| if x > c { x } else { c })),
                Fold::Min => self.walk(v, acc, lane(|c, x| if x < c { x } else { c })),
            }
            for (o, &a) in o.iter_mut().zip(acc.iter()) {
                *o = lane_f32(a);
            }
            return Ok(());
        }
        acc.resize(self.out_len, fold.empty(self.dtype));
        macro_rules! ints {
            ($v:expr) => {
                self.walk($v, acc, |a, e| fold.step(a, i64::from(e)))
            };
        }
        int_data!(x, v => ints!(v), "a reduction of integers or f32");
        wrap_row(self.dtype, acc);
        store(out, 0, acc);
        Ok(())
    }

    /// Folds the elements of `x` into `acc` (one accumulator per result) with `step`, in
    /// row-major order: row by row of the innermost axis; kept, it adds a row into a row of
    /// accumulators; reduced, it folds into one (both vectorize where `step` may be reordered,
    /// and every result sees its elements in order).
    #[inline(always)]
    fn walk<T: Copy>(&self, x: &[T], acc: &mut [i64], step: impl Fn(i64, T) -> i64) {
        let n: usize = self.dims.iter().product();
        let last = self.dims.len().saturating_sub(1);
        let inner = self.dims.get(last).copied().unwrap_or(1);
        if inner == 0 {
            return;
        }
        let keep_inner = self.out_stride.get(last) == Some(&1);
        let outer = &self.dims[..last];
        let mut idx = [0usize; qnn_ir::MAX_RANK];
        let mut o = 0usize;
        for xs in x[..n].chunks_exact(inner) {
            if keep_inner {
                for (a, &e) in acc[o..o + inner].iter_mut().zip(xs) {
                    *a = step(*a, e);
                }
            } else {
                acc[o] = xs.iter().fold(acc[o], |a, &e| step(a, e));
            }
            // Next index of the outer axes, keeping the output index `o` in step.
            for d in (0..outer.len()).rev() {
                idx[d] += 1;
                o += self.out_stride[d];
                if idx[d] < outer[d] {
                    break;
                }
                o -= self.out_stride[d] * outer[d];
                idx[d] = 0;
            }
        }
    }
}

/// A pooling window over an NHWC activation.
#[derive(Clone, Debug)]
pub(crate) struct Window {
    fold: Fold,
    n: usize,
    h: usize,
    w: usize,
    c: usize,
    oh: usize,
    ow: usize,
    kernel: [usize; 2],
    stride: [usize; 2],
    pad: [usize; 2],
    dtype: DType,
}

impl Window {
    pub(crate) fn new(fold: Fold, a: &WindowAttrs, dims: &[usize], dtype: DType) -> Option<Window> {
        if a.layout != DataLayout::Nhwc || dims.len() != 4 || fold == Fold::Min {
            return None;
        }
        let stride = [a.strides[0].max(1), a.strides[1].max(1)];
        let (oh, pt) = a.padding.resolve(0, dims[1], a.kernel[0], stride[0], 1)?;
        let (ow, pl) = a.padding.resolve(1, dims[2], a.kernel[1], stride[1], 1)?;
        Some(Window {
            fold,
            n: dims[0],
            h: dims[1],
            w: dims[2],
            c: dims[3],
            oh,
            ow,
            kernel: a.kernel,
            stride,
            pad: [pt, pl],
            dtype,
        })
    }

    /// Channels (the row length the window needs).
    pub(crate) fn channels(&self) -> usize {
        self.c
    }

    /// Output pixels (batch, row and column flattened) of the result.
    pub(crate) fn pixels(&self) -> usize {
        self.n * self.oh * self.ow
    }

    /// The window area (the work of one output element).
    pub(crate) fn area(&self) -> usize {
        self.kernel[0] * self.kernel[1]
    }

    /// The pooling of `x` at output pixels `pixels` into `out` (those pixels' channels), a
    /// pixel at a time through `row` (at least the channels long), compiled for `level`.
    pub(crate) fn run(
        &self,
        level: Level,
        x: &Data,
        out: &mut DataMut<'_>,
        pixels: std::ops::Range<usize>,
        row: &mut [i64],
    ) -> Result<(), String> {
        at_level(
            level,
            #[inline(always)]
            || self.run_body(x, out, pixels, row),
        )
    }

    #[inline(always)]
    fn run_body(
        &self,
        x: &Data,
        out: &mut DataMut<'_>,
        pixels: std::ops::Range<usize>,
        row: &mut [i64],
    ) -> Result<(), String> {
        let row = &mut row[..self.c];
        let first = pixels.start;
        macro_rules! go {
            ($v:expr) => {
                for p in pixels {
                    let (b, oy, ox) = (p / (self.oh * self.ow), p / self.ow % self.oh, p % self.ow);
                    row.fill(self.fold.empty(self.dtype));
                    for ky in 0..self.kernel[0] {
                        let iy = (oy * self.stride[0] + ky).wrapping_sub(self.pad[0]);
                        if iy >= self.h {
                            continue;
                        }
                        for kx in 0..self.kernel[1] {
                            let ix = (ox * self.stride[1] + kx).wrapping_sub(self.pad[1]);
                            if ix >= self.w {
                                continue;
                            }
                            let px = &$v[((b * self.h + iy) * self.w + ix) * self.c..][..self.c];
                            for (r, &e) in row.iter_mut().zip(px) {
                                *r = self.fold.step(*r, i64::from(e));
                            }
                        }
                    }
                    wrap_row(self.dtype, row);
                    store_mut(out, (p - first) * self.c, row);
                }
            };
        }
        int_data!(x, v => go!(v), "pooling of integers");
        Ok(())
    }
}

impl Reduce {
    /// Elements of the result.
    pub(crate) fn len(&self) -> usize {
        self.out_len
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use qnn_ir::{Op, Tensor, TensorType};

    /// Every subset of axes of a few shapes (the innermost axis kept or reduced, empty
    /// extents among them), each fold, against the reference kernel.
    #[test]
    fn every_axis_set_matches_the_reference_kernel() {
        let shapes: [&[usize]; 5] = [&[2, 3, 4], &[5], &[1, 7, 3, 2], &[3, 0, 2], &[]];
        for dims in shapes {
            let n: usize = dims.iter().product();
            let values: Vec<i64> = (0..n as i64).map(|k| (k * 37 % 251) - 125).collect();
            let x = Tensor::from_i64(DType::I8, dims, &values).unwrap();
            for mask in 0..(1usize << dims.len()) {
                let axes: Vec<usize> = (0..dims.len()).filter(|d| mask >> d & 1 == 1).collect();
                let a = ReduceAttrs {
                    axes: axes.clone(),
                    keep_dims: true,
                };
                let out: Vec<usize> = (0..dims.len())
                    .map(|d| if axes.contains(&d) { 1 } else { dims[d] })
                    .collect();
                for (fold, op, dtype) in [
                    (Fold::Sum, Op::Sum(a.clone()), DType::I8),
                    (Fold::Sum, Op::Sum(a.clone()), DType::I32),
                    (Fold::Max, Op::ReduceMax(a.clone()), DType::I8),
                    (Fold::Min, Op::ReduceMin(a.clone()), DType::I8),
                ] {
                    let ty = TensorType::new(dtype, out.iter().copied());
                    let want = qnn_interp::eval_op(&op, &[&x], &ty).unwrap();
                    let r = Reduce::new(fold, &a, dims, dtype).unwrap();
                    let mut got = crate::kernels::zeros(dtype, want.len());
                    for isa in crate::Isa::supported() {
                        let level = crate::kernels::Level::new(isa).unwrap();
                        r.run(level, x.data(), &mut got, &mut Vec::new()).unwrap();
                        assert_eq!(&got, want.data(), "{dims:?} axes {axes:?} {fold:?} {isa:?}");
                    }
                    assert_eq!(&got, want.data(), "{dims:?} axes {axes:?} {fold:?} {dtype}");
                }
            }
        }
    }
}
