//! `batch_matmul` (attention's products of two activations): for each batch, each row of the
//! left operand walks its `k` terms in order and adds `x[i, j] * y[j, ..]` to a row of
//! accumulators, which the compiler runs on SIMD lanes across the columns. Each result element
//! sees its terms in the reference loop's order (`j` from 0), so `f32` sums round as TFLite's
//! reference kernel rounds them; integers wrap in the result type (`i32` accumulators where
//! the result is `i32`: wrapping commutes with the sum).

use crate::kernels::{at_level, Level};
use qnn_ir::{DType, Data, TensorType};

/// A batched product's shapes, with each result batch's operand batches (numpy broadcast).
#[derive(Clone, Debug)]
pub(crate) struct Matmul {
    m: usize,
    k: usize,
    n: usize,
    lhs_batch: Vec<usize>,
    rhs_batch: Vec<usize>,
}

impl Matmul {
    /// The product of operands of types `lhs` (`[.., m, k]`) and `rhs` (`[.., k, n]`) into
    /// `out` (`[.., m, n]`); `None` where the shapes do not fit together or no kernel takes
    /// the element types.
    pub(crate) fn new(lhs: &TensorType, rhs: &TensorType, out: &TensorType) -> Option<Matmul> {
        use DType::*;
        let types = match (lhs.dtype, rhs.dtype) {
            (F32, F32) => out.dtype == F32,
            (I8 | U8 | I16 | I32, I8 | U8 | I16 | I32) => matches!(out.dtype, I32 | I64),
            _ => false,
        };
        if !types {
            return None;
        }
        let (lhs, rhs, out) = (&lhs.shape[..], &rhs.shape[..], &out.shape[..]);
        let (lr, rr, or) = (lhs.len(), rhs.len(), out.len());
        if lr < 2 || rr < 2 || or < 2 {
            return None;
        }
        let (m, k, n) = (lhs[lr - 2], lhs[lr - 1], rhs[rr - 1]);
        if rhs[rr - 2] != k || out[or - 2] != m || out[or - 1] != n {
            return None;
        }
        let batch = &out[..or - 2];
        let index = |b: &[usize]| {
            crate::elementwise::broadcast_indices(b, batch)
                .map(|v| v.into_iter().map(|i| i as usize).collect::<Vec<_>>())
        };
        Some(Matmul {
            m,
            k,
            n,
            lhs_batch: index(&lhs[..lr - 2])?,
            rhs_batch: index(&rhs[..rr - 2])?,
        })
    }

    /// Runs the product of `x` and `y` into `out` at `level`.
    pub(crate) fn run(
        &self,
        level: Level,
        x: &Data,
        y: &Data,
        out: &mut Data,
    ) -> Result<(), String> {
        at_level(
            level,
            #[inline(always)]
            || self.run_body(x, y, out),
        )
    }

    #[inline(always)]
    fn run_body(&self, x: &Data, y: &Data, out: &mut Data) -> Result<(), String> {
        macro_rules! ints {
            ($x:expr, $y:expr, $o:expr, $acc:ty, $wrap:ty) => {
                self.each(
                    &$x[..],
                    &$y[..],
                    &mut $o[..],
                    |acc: &mut [$acc], a, row| {
                        let a = <$acc>::from(a);
                        for (s, &b) in acc.iter_mut().zip(row) {
                            *s = s.wrapping_add(a.wrapping_mul(<$acc>::from(b)));
                        }
                    },
                    |s: $acc| s as $wrap,
                )
            };
        }
        macro_rules! int_result {
            ($x:expr, $y:expr) => {
                match out {
                    Data::I32(o) => ints!($x, $y, o, i32, i32),
                    Data::I64(o) => ints!($x, $y, o, i64, i64),
                    _ => return Err(format!("an integer product into {}", out.dtype())),
                }
            };
        }
        macro_rules! rhs {
            ($x:expr) => {
                match y {
                    Data::I8(y) => int_result!($x, y),
                    Data::U8(y) => int_result!($x, y),
                    Data::I16(y) => int_result!($x, y),
                    Data::I32(y) => int_result!($x, y),
                    _ => return Err(format!("no batch_matmul kernel for {}", y.dtype())),
                }
            };
        }
        match (x, y) {
            (Data::F32(x), Data::F32(y)) => match out {
                Data::F32(o) => self.each(
                    x,
                    y,
                    o,
                    |acc: &mut [f32], a, row| {
                        for (s, &b) in acc.iter_mut().zip(row) {
                            *s += a * b;
                        }
                    },
                    |s| s,
                ),
                _ => return Err(format!("an f32 product into {}", out.dtype())),
            },
            (Data::I8(x), _) => rhs!(x),
            (Data::U8(x), _) => rhs!(x),
            (Data::I16(x), _) => rhs!(x),
            (Data::I32(x), _) => rhs!(x),
            _ => {
                return Err(format!(
                    "no batch_matmul kernel for {} x {}",
                    x.dtype(),
                    y.dtype()
                ))
            }
        }
        Ok(())
    }

    /// For each result row: accumulators from zero, `add(acc, x[i, j], y[j, ..])` for `j` in
    /// order, then `finish` of each accumulator into the result.
    #[inline(always)]
    fn each<X: Copy, Y, A: Copy + Default, O>(
        &self,
        x: &[X],
        y: &[Y],
        out: &mut [O],
        add: impl Fn(&mut [A], X, &[Y]),
        finish: impl Fn(A) -> O,
    ) {
        let (m, k, n) = (self.m, self.k, self.n);
        let mut acc = vec![A::default(); n];
        for (b, (&lb, &rb)) in self.lhs_batch.iter().zip(&self.rhs_batch).enumerate() {
            let (xs, ys) = (&x[lb * m * k..][..m * k], &y[rb * k * n..][..k * n]);
            for i in 0..m {
                acc.fill(A::default());
                for (j, &a) in xs[i * k..][..k].iter().enumerate() {
                    add(&mut acc, a, &ys[j * n..][..n]);
                }
                let o = &mut out[(b * m + i) * n..][..n];
                for (o, &s) in o.iter_mut().zip(&acc) {
                    *o = finish(s);
                }
            }
        }
    }
}
