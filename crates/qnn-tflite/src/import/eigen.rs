//! Eigen's float arithmetic as TFLite's float kernels reach it, written as `f32` core ops: the
//! row-major matrix-vector product (`general_matrix_vector_product`, AVX packets of 8) and the
//! packet logistic and tanh (`scalar_logistic_op<float>::packetOp`, `ptanh_float`), as the TF
//! 2.21 x86-64 wheel compiles them: AVX without FMA, so every multiply-add rounds twice. The
//! float LSTM uses them (`docs/lstm.md`, "Float LSTM"). Every line below is one `f32` operation
//! in Eigen's order; `pmin(a, b)` is `_mm256_min_ps(b, a)` = `minimum(b, a)` and `pmax` likewise,
//! which keeps a NaN `a` as the instructions do. The constants are Eigen's literals as written.
#![allow(clippy::excessive_precision)]

use qnn_ir::attrs::RoundMode;
use qnn_ir::ops::{
    ClipAttrs, ConcatAttrs, GatherAttrs, NoAttrs, ReduceAttrs, ReshapeAttrs, RoundAttrs, SliceAttrs,
};
use qnn_ir::{DType, Op, ValueId};

use super::cx::OpCx;
use super::error::ImportError;
use super::float::{f32_const, scalar};

/// Adds `f32` (and the few integer) core ops.
pub(super) struct Eigen<'a, 'c, 'm> {
    pub cx: &'a mut OpCx<'c, 'm>,
}

impl Eigen<'_, '_, '_> {
    fn op(&mut self, op: Op, args: &[ValueId], d: DType) -> Result<ValueId, ImportError> {
        self.cx.add(op, args, d)
    }

    fn f(&mut self, op: Op, args: &[ValueId]) -> Result<ValueId, ImportError> {
        self.op(op, args, DType::F32)
    }

    pub fn add(&mut self, a: ValueId, b: ValueId) -> Result<ValueId, ImportError> {
        self.f(Op::Add(NoAttrs {}), &[a, b])
    }

    pub fn mul(&mut self, a: ValueId, b: ValueId) -> Result<ValueId, ImportError> {
        self.f(Op::Multiply(NoAttrs {}), &[a, b])
    }

    pub fn min(&mut self, a: ValueId, b: ValueId) -> Result<ValueId, ImportError> {
        self.f(Op::Minimum(NoAttrs {}), &[a, b])
    }

    pub fn max(&mut self, a: ValueId, b: ValueId) -> Result<ValueId, ImportError> {
        self.f(Op::Maximum(NoAttrs {}), &[a, b])
    }

    pub fn c(&mut self, v: f32) -> Result<ValueId, ImportError> {
        scalar(self.cx, v)
    }

    /// `a * b + c` with two roundings (`pmadd` without FMA).
    fn madd(&mut self, a: ValueId, b: f32, c: f32) -> Result<ValueId, ImportError> {
        let b = self.c(b)?;
        let p = self.mul(a, b)?;
        let c = self.c(c)?;
        self.add(p, c)
    }

    pub fn reshape(&mut self, x: ValueId, shape: Vec<usize>) -> Result<ValueId, ImportError> {
        let d = self.cx.ty_of(x)?.dtype;
        self.op(Op::Reshape(ReshapeAttrs { shape }), &[x], d)
    }

    /// `x[..., lo..hi]` along `axis`.
    pub fn slice(
        &mut self,
        x: ValueId,
        axis: usize,
        lo: usize,
        hi: usize,
    ) -> Result<ValueId, ImportError> {
        let ty = self.cx.ty_of(x)?;
        let mut begin = vec![0; ty.shape.len()];
        let mut end: Vec<i64> = ty.shape.iter().map(|&d| d as i64).collect();
        begin[axis] = lo as i64;
        end[axis] = hi as i64;
        let strides = vec![1; ty.shape.len()];
        self.op(
            Op::Slice(SliceAttrs {
                begin,
                end,
                strides,
            }),
            &[x],
            ty.dtype,
        )
    }

    pub fn concat(&mut self, xs: &[ValueId], axis: usize) -> Result<ValueId, ImportError> {
        if xs.len() == 1 {
            return Ok(xs[0]);
        }
        let d = self.cx.ty_of(xs[0])?.dtype;
        self.op(Op::Concatenate(ConcatAttrs { axis }), xs, d)
    }

    /// `a < b` (false with a NaN) as an `i8` flag.
    fn less(&mut self, a: ValueId, b: ValueId) -> Result<ValueId, ImportError> {
        let ge = self.op(Op::GreaterEqual(NoAttrs {}), &[b, a], DType::I8)?;
        let eq = self.op(Op::Equal(NoAttrs {}), &[a, b], DType::I8)?;
        let zero = self.cx.int_const(DType::I8, &[], &[0])?;
        self.op(Op::Select(NoAttrs {}), &[eq, zero, ge], DType::I8)
    }

    /// The predux tree of `a`'s last axis (8 lanes): `s_k = a_k + a_(k+4)`, then
    /// `(s_0 + s_2) + (s_1 + s_3)`; the result keeps the axis with extent 1.
    fn predux8(&mut self, a: ValueId) -> Result<ValueId, ImportError> {
        let axis = self.cx.ty_of(a)?.shape.len() - 1;
        let (lo, hi) = (self.slice(a, axis, 0, 4)?, self.slice(a, axis, 4, 8)?);
        let s = self.add(lo, hi)?;
        self.predux4(s)
    }

    /// `(s_0 + s_2) + (s_1 + s_3)` over the last axis (4 lanes).
    fn predux4(&mut self, s: ValueId) -> Result<ValueId, ImportError> {
        let axis = self.cx.ty_of(s)?.shape.len() - 1;
        let (lo, hi) = (self.slice(s, axis, 0, 2)?, self.slice(s, axis, 2, 4)?);
        let t = self.add(lo, hi)?;
        let (t0, t1) = (self.slice(t, axis, 0, 1)?, self.slice(t, axis, 1, 2)?);
        self.add(t0, t1)
    }

    /// `cc = P[..., j] + cc` for `j` in `from..to` (Eigen's scalar column loop).
    fn columns(
        &mut self,
        p: ValueId,
        mut cc: ValueId,
        from: usize,
        to: usize,
    ) -> Result<ValueId, ImportError> {
        let axis = self.cx.ty_of(p)?.shape.len() - 1;
        for j in from..to {
            let col = self.slice(p, axis, j, j + 1)?;
            cc = self.add(col, cc)?;
        }
        Ok(cc)
    }

    /// `W · x` for each of the `G` stacked `[H, K]` matrices of `w` (`[G, H, K]`, `H >= 2`) and
    /// each row of `x` (`[B, K]`): `[B, G, H]`, summed as Eigen's row-major GEMV sums (`docs/lstm.md`):
    /// eight lane accumulators over the columns in blocks of 8, the predux tree, the remaining
    /// columns one by one; the last row of an odd `H` takes a block of 4 columns through a 4-lane
    /// accumulator first (or adds `+0.0` when there is none); then `0.0 + result`.
    pub fn gemv(&mut self, w: ValueId, x: ValueId) -> Result<ValueId, ImportError> {
        let w_ty = self.cx.ty_of(w)?;
        let [g, h, k] = w_ty.shape[..] else {
            return Err(self.cx.invalid(format!("internal: gemv weights {w_ty}")));
        };
        let b = self.cx.ty_of(x)?.shape[0];
        let xr = self.reshape(x, vec![b, 1, 1, k])?;
        let p = self.mul(xr, w)?; // [B, G, H, K]: each product rounded once
        let full = k / 8 * 8;
        let base = if full > 0 {
            let blocks = self.slice(p, 3, 0, full)?;
            let blocks = self.reshape(blocks, vec![b, g, h, full / 8, 8])?;
            let acc = self.f(
                Op::Sum(ReduceAttrs {
                    axes: vec![3],
                    keep_dims: false,
                }),
                &[blocks],
            )?;
            self.predux8(acc)?
        } else {
            f32_const(self.cx, vec![b, g, h, 1], vec![0.0; b * g * h])?
        };
        let mut cc = self.columns(p, base, full, k)?;
        if h % 2 == 1 {
            let rows = self.slice(cc, 2, 0, h - 1)?;
            let last_p = self.slice(p, 2, h - 1, h)?;
            let mut last = self.slice(base, 2, h - 1, h)?;
            let from = if k - full >= 4 {
                let block = self.slice(last_p, 3, full, full + 4)?;
                let zero = self.c(0.0)?;
                let lanes = self.add(block, zero)?;
                let r = self.predux4(lanes)?;
                last = self.add(last, r)?;
                full + 4
            } else {
                let zero = self.c(0.0)?;
                last = self.add(last, zero)?;
                full
            };
            let last = self.columns(last_p, last, from, k)?;
            cc = self.concat(&[rows, last], 2)?;
        }
        let zero = self.c(0.0)?;
        let r = self.add(zero, cc)?;
        self.reshape(r, vec![b, g, h])
    }

    /// `min(max(x + bias, lowest), FLT_MAX)` with `std::max` / `std::min` (a NaN stays): TFLite's
    /// `BiasAndClamp` after a float product.
    pub fn bias_and_clamp(&mut self, x: ValueId, bias: ValueId) -> Result<ValueId, ImportError> {
        let v = self.add(x, bias)?;
        let lo = self.c(f32::MIN)?;
        let v = self.max(lo, v)?;
        let hi = self.c(f32::MAX)?;
        self.min(hi, v)
    }

    /// `scalar_logistic_op<float>::packetOp`: `e = exp(min(x, 16.6355324) / 2)` by a degree-5
    /// polynomial and `pldexp_fast`, `e = e * e`, `e / (1 + e)`, and `0` below `-104`.
    pub fn logistic(&mut self, x0: ValueId) -> Result<ValueId, ImportError> {
        let c = self.c(-104.0)?;
        let zero_mask = self.less(x0, c)?;
        let hi = self.c(16.6355324)?;
        let x = self.min(hi, x0)?;
        let half = self.c(0.5)?;
        let x = self.mul(x, half)?;
        // Eigen writes 1.44269504088896341f: the same float.
        let t = self.madd(x, std::f32::consts::LOG2_E, 0.5)?;
        let m = self.f(
            Op::Round(RoundAttrs {
                mode: RoundMode::Floor,
            }),
            &[t],
        )?;
        let a = self.c(-0.693359375)?;
        let r = self.mul(m, a)?;
        let r = self.add(r, x)?;
        let a = self.c(2.12194440e-4)?;
        let mr = self.mul(m, a)?;
        let r = self.add(mr, r)?;
        let r2 = self.mul(r, r)?;
        let p_even = self.madd(r2, 4.1898667812347412109375e-2, 0.49999141693115234375)?;
        let p_odd = self.madd(
            r2,
            8.33471305668354034423828125e-3,
            0.16666877269744873046875,
        )?;
        let one = self.c(1.0)?;
        let p_low = self.add(r, one)?;
        let p = self.mul(r, p_odd)?;
        let p = self.add(p, p_even)?;
        let p = self.mul(r2, p)?;
        let p = self.add(p, p_low)?;
        // pldexp_fast: 2^m as the float whose exponent field is clamp(m + 127, 0, 255).
        let bias = self.c(127.0)?;
        let eb = self.add(m, bias)?;
        let zero = self.c(0.0)?;
        let eb = self.max(zero, eb)?;
        let top = self.c(255.0)?;
        let eb = self.min(top, eb)?;
        let eb = self.op(Op::Cast(NoAttrs {}), &[eb], DType::I32)?;
        // A NaN becomes INT32_MIN, whose shifted bits are 0: the clip sends it to entry 0.
        let eb = self.op(Op::Clip(ClipAttrs { min: 0, max: 255 }), &[eb], DType::I32)?;
        let powers: Vec<f32> = (0u32..256).map(|e| f32::from_bits(e << 23)).collect();
        let table = f32_const(self.cx, vec![256], powers)?;
        let scale = self.f(Op::Gather(GatherAttrs { axis: 0 }), &[table, eb])?;
        let e = self.mul(p, scale)?;
        let e = self.mul(e, e)?;
        let one = self.c(1.0)?;
        let d = self.add(one, e)?;
        let y = self.f(Op::Divide(NoAttrs {}), &[e, d])?;
        let zero = self.c(0.0)?;
        self.f(Op::Select(NoAttrs {}), &[zero_mask, zero, y])
    }

    /// `ptanh_float` (the non-FMA constants): `x = clamp(a, ±7.90738964)`, then
    /// `(x + x^3 p(x^2)) / q(x^2)` with Horner steps of two roundings each.
    pub fn tanh(&mut self, a: ValueId) -> Result<ValueId, ImportError> {
        let c = self.c(7.90738964080810547)?;
        let x = self.min(c, a)?;
        let nc = self.c(-7.90738964080810547)?;
        let x = self.max(nc, x)?;
        let x2 = self.mul(x, x)?;
        let x3 = self.mul(x2, x)?;
        let horner = |e: &mut Self, coeffs: &[f32]| -> Result<ValueId, ImportError> {
            let mut v = e.c(coeffs[0])?;
            for &k in &coeffs[1..] {
                let p = e.mul(v, x2)?;
                let k = e.c(k)?;
                v = e.add(p, k)?;
            }
            Ok(v)
        };
        let p = horner(
            self,
            &[
                1.394553628e-8,
                2.102733560e-5,
                3.520756727e-3,
                1.340216100e-1,
            ],
        )?;
        let q = horner(
            self,
            &[
                8.015776984e-7,
                3.326951409e-4,
                2.597254514e-2,
                4.673548340e-1,
                1.0,
            ],
        )?;
        let p = self.mul(x3, p)?;
        let p = self.add(p, x)?;
        self.f(Op::Divide(NoAttrs {}), &[p, q])
    }
}
