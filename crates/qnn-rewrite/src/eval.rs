//! Compile-time evaluation of ops on constants: `qnn-interp`'s own kernels, so that a folded
//! constant is exactly what the interpreter would compute at run time.
//!
//! One special case is computed directly because lowering produces it for every padded
//! convolution with a nonzero input zero point: `conv2d` of a *splat* input (every element
//! equal to `v`), which is `v` times the sum of the filter taps that fall inside the image at
//! each output position. Output positions share one of a few tap patterns (interior, each
//! border), so this costs `O(patterns x O x taps + outputs)` instead of a full convolution.

use qnn_interp::{eval_op, EvalError};
use qnn_ir::attrs::DataLayout;
use qnn_ir::ops::Conv2dAttrs;
use qnn_ir::{Op, Tensor, TensorType};

/// The value of `op` on constant operands, or the kernel's error.
pub fn evaluate(op: &Op, args: &[&Tensor], out: &TensorType) -> Result<Tensor, EvalError> {
    if let Op::Conv2d(a) = op {
        if let Some(t) = splat_conv2d(a, args, out) {
            return Ok(t);
        }
    }
    eval_op(op, args, out)
}

/// The single value of an integer tensor whose elements are all equal.
fn splat_value(t: &Tensor) -> Option<i64> {
    let (lo, hi) = t.int_bounds()?;
    (lo == hi).then_some(lo)
}

/// `(first, end)` of the kernel taps along one dimension that land inside the input, for
/// output index `o`.
fn tap_range(
    o: usize,
    stride: usize,
    dil: usize,
    pad: usize,
    input: usize,
    k: usize,
) -> (usize, usize) {
    let base = (o * stride) as i64 - pad as i64;
    let d = dil as i64;
    // base + t*d in [0, input)  <=>  t in [ceil(-base/d), ceil((input - base)/d))
    let lo = if base >= 0 { 0 } else { (-base + d - 1) / d };
    let hi = ((input as i64 - base) + d - 1).div_euclid(d);
    let lo = lo.clamp(0, k as i64) as usize;
    let hi = hi.clamp(0, k as i64) as usize;
    (lo, hi.max(lo))
}

fn splat_conv2d(a: &Conv2dAttrs, args: &[&Tensor], out: &TensorType) -> Option<Tensor> {
    let [x, w] = args else { return None };
    let v = splat_value(x)?;
    let ws = w.to_i64()?;
    let (xs, wsh) = (x.shape(), w.shape());
    if xs.len() != 4 || wsh.len() != 4 {
        return None;
    }
    let [n, h, wd, _] = a.data_layout.axes().map(|i| xs[i]);
    let [po, pi, ph, pw] = a.kernel_layout.axes();
    let (o, i, kh, kw) = (wsh[po], wsh[pi], wsh[ph], wsh[pw]);
    let (oh, pt) = a.padding.resolve(0, h, kh, a.strides[0], a.dilation[0])?;
    let (ow, pl) = a.padding.resolve(1, wd, kw, a.strides[1], a.dilation[1])?;
    // Row-major strides of the weight.
    let mut st = [1usize; 4];
    for d in (0..3).rev() {
        st[d] = st[d + 1] * wsh[d + 1];
    }
    // taps[(ky * kw + kx) * o + oc] = sum over the filter's input channels.
    let mut taps = vec![0i64; kh * kw * o];
    for ky in 0..kh {
        for kx in 0..kw {
            for oc in 0..o {
                let base = ky * st[ph] + kx * st[pw] + oc * st[po];
                taps[(ky * kw + kx) * o + oc] = (0..i)
                    .map(|ic| ws[base + ic * st[pi]])
                    .fold(0i64, i64::wrapping_add);
            }
        }
    }
    let rows: Vec<(usize, usize)> = (0..oh)
        .map(|y| tap_range(y, a.strides[0], a.dilation[0], pt, h, kh))
        .collect();
    let cols: Vec<(usize, usize)> = (0..ow)
        .map(|x| tap_range(x, a.strides[1], a.dilation[1], pl, wd, kw))
        .collect();
    // One per-channel vector per distinct (rows, cols) pattern.
    type Taps = (usize, usize);
    let mut patterns: indexmap::IndexMap<(Taps, Taps), Vec<i64>> = indexmap::IndexMap::new();
    let mut nhwc = Vec::with_capacity(n * oh * ow * o);
    let mut pixel = Vec::with_capacity(oh * ow);
    for &ry in &rows {
        for &rx in &cols {
            let (idx, _) = patterns.insert_full((ry, rx), Vec::new());
            pixel.push(idx);
        }
    }
    for ((ry, rx), sums) in patterns.iter_mut() {
        *sums = (0..o)
            .map(|oc| {
                let mut s = 0i64;
                for ky in ry.0..ry.1 {
                    for kx in rx.0..rx.1 {
                        s = s.wrapping_add(taps[(ky * kw + kx) * o + oc]);
                    }
                }
                s.wrapping_mul(v)
            })
            .collect();
    }
    for _ in 0..n {
        for &p in &pixel {
            nhwc.extend_from_slice(&patterns[p]);
        }
    }
    let vals: Vec<i64> = match a.data_layout {
        DataLayout::Nhwc => nhwc,
        DataLayout::Nchw => {
            let mut t = vec![0i64; nhwc.len()];
            for b in 0..n {
                for y in 0..oh {
                    for x in 0..ow {
                        for c in 0..o {
                            t[((b * o + c) * oh + y) * ow + x] =
                                nhwc[((b * oh + y) * ow + x) * o + c];
                        }
                    }
                }
            }
            t
        }
    };
    let wrapped: Vec<i64> = vals
        .into_iter()
        .map(|x| match out.dtype {
            qnn_ir::DType::I32 => x as i32 as i64,
            _ => x,
        })
        .collect();
    Tensor::from_i64(out.dtype, &out.shape, &wrapped)
}

#[cfg(test)]
mod tests {
    use super::*;
    use qnn_ir::attrs::{KernelLayout, Padding};
    use qnn_ir::DType;

    /// The fast path equals the interpreter's convolution on splat inputs.
    #[test]
    fn splat_conv_matches_the_kernel() {
        let cases = [
            (
                DataLayout::Nhwc,
                KernelLayout::Ohwi,
                Padding::Same,
                [1, 1],
                [1, 1],
                1,
            ),
            (
                DataLayout::Nhwc,
                KernelLayout::Ihwo,
                Padding::Same,
                [2, 2],
                [1, 1],
                4,
            ),
            (
                DataLayout::Nchw,
                KernelLayout::Oihw,
                Padding::Explicit([2, 0, 1, 3]),
                [1, 2],
                [2, 1],
                2,
            ),
            (
                DataLayout::Nhwc,
                KernelLayout::Hwio,
                Padding::Valid,
                [1, 1],
                [1, 2],
                1,
            ),
        ];
        for (dl, kl, padding, strides, dilation, groups) in cases {
            let (n, h, w, c, o, k) = (2usize, 5usize, 6usize, 4usize, 8usize, 3usize);
            let xshape: Vec<usize> = match dl {
                DataLayout::Nhwc => vec![n, h, w, c],
                DataLayout::Nchw => vec![n, c, h, w],
            };
            let i = c / groups;
            let mut wshape = vec![0usize; 4];
            let [po, pi, ph, pw] = kl.axes();
            wshape[po] = o;
            wshape[pi] = i;
            wshape[ph] = k;
            wshape[pw] = k;
            let wn: usize = wshape.iter().product();
            let wv: Vec<i64> = (0..wn as i64).map(|j| (j * 37 % 255) - 127).collect();
            let wt = Tensor::from_i64(DType::I8, &wshape, &wv).unwrap();
            let xn: usize = xshape.iter().product();
            let xt = Tensor::from_i64(DType::I8, &xshape, &vec![-7; xn]).unwrap();
            let a = Conv2dAttrs {
                strides,
                padding,
                dilation,
                groups,
                data_layout: dl,
                kernel_layout: kl,
            };
            let op = Op::Conv2d(a.clone());
            let ty = op
                .infer(&[xt.ty(), wt.ty()], Some(DType::I32))
                .expect("conv types");
            let fast = splat_conv2d(&a, &[&xt, &wt], &ty).expect("fast path");
            let slow = eval_op(&op, &[&xt, &wt], &ty).unwrap();
            assert_eq!(fast, slow, "{dl:?} {kl:?} {padding:?}");
        }
    }
}
