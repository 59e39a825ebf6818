//! Reductions and pooling without the reference kernel: `sum`, `reduce_max` and `reduce_min`
//! over any axes, and `max_pool2d` and `pool_sum` on NHWC activations, each writing into its
//! buffer with the op's own semantics (sums wrapping in the result type; an empty reduction or
//! window gives 0 for a sum, the type's minimum for a maximum, its maximum for a minimum).

use crate::kernels::{store, wrap_row};
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

    /// The reduction of `x` into `out`, through `acc` (at least the output's length).
    pub(crate) fn run(&self, x: &Data, out: &mut Data, acc: &mut Vec<i64>) -> Result<(), String> {
        acc.clear();
        acc.resize(self.out_len, self.fold.empty(self.dtype));
        let n: usize = self.dims.iter().product();
        let mut idx = [0usize; qnn_ir::MAX_RANK];
        let mut o = 0usize;
        macro_rules! go {
            ($v:expr) => {
                for &e in &$v[..n] {
                    acc[o] = self.fold.step(acc[o], i64::from(e));
                    // Next multi-index, keeping the output index `o` in step.
                    for d in (0..self.dims.len()).rev() {
                        idx[d] += 1;
                        o += self.out_stride[d];
                        if idx[d] < self.dims[d] {
                            break;
                        }
                        o -= self.out_stride[d] * self.dims[d];
                        idx[d] = 0;
                    }
                }
            };
        }
        match x {
            Data::I8(v) => go!(v),
            Data::U8(v) => go!(v),
            Data::I16(v) => go!(v),
            Data::U16(v) => go!(v),
            Data::I32(v) => go!(v),
            Data::I64(v) => go!(v),
            _ => return Err("a reduction of integers".into()),
        }
        wrap_row(self.dtype, acc);
        store(out, 0, acc);
        Ok(())
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

    /// The window over `x` into `out`, a pixel at a time through `row` (at least `c` long).
    pub(crate) fn run(&self, x: &Data, out: &mut Data, row: &mut [i64]) -> Result<(), String> {
        let row = &mut row[..self.c];
        macro_rules! go {
            ($v:expr) => {
                for b in 0..self.n {
                    for oy in 0..self.oh {
                        for ox in 0..self.ow {
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
                                    let px =
                                        &$v[((b * self.h + iy) * self.w + ix) * self.c..][..self.c];
                                    for (r, &e) in row.iter_mut().zip(px) {
                                        *r = self.fold.step(*r, i64::from(e));
                                    }
                                }
                            }
                            wrap_row(self.dtype, row);
                            store(out, ((b * self.oh + oy) * self.ow + ox) * self.c, row);
                        }
                    }
                }
            };
        }
        match x {
            Data::I8(v) => go!(v),
            Data::U8(v) => go!(v),
            Data::I16(v) => go!(v),
            Data::U16(v) => go!(v),
            Data::I32(v) => go!(v),
            Data::I64(v) => go!(v),
            _ => return Err("pooling of integers".into()),
        }
        Ok(())
    }
}

impl Reduce {
    /// Elements of the result.
    pub(crate) fn len(&self) -> usize {
        self.out_len
    }
}
