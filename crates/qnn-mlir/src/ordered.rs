//! Float products, windows, sums, maxima and arg-maxima in TFLite's order. A float sum's
//! result depends on the order its terms are added in (a maximum's, or an arg-maximum's, on
//! the order it meets a NaN or `-0.0` and `0.0`), and a `linalg` reduction loop leaves that
//! order to the compiler (IREE tiles, splits and vectorizes reductions). So each result element here is
//! one iteration of a `linalg.generic` with only parallel loops, whose body adds its terms
//! itself, in nested `scf.for` loops, in the order the interpreter's kernel (TFLite's
//! reference kernel) adds them: one running `f32` sum from `0.0`, every addition rounded,
//! no multiply fused into an add ([`Body::addf`]). A window's taps outside the image are
//! skipped (`scf.if`), as the kernel skips them, rather than added as padding: `x + 0.0`
//! is not `x` when `x` is `-0.0`.
//!
//! These forms are exact and slow: IREE runs each element's loops as scalar code.

use crate::emit::{dims, name, Emitter};
use crate::scalar::{fcmp, float_lit, Body};
use crate::window::{batch_dims, layout_index, Reduction};
use crate::ExportError;
use qnn_ir::attrs::{DataLayout, Padding};
use qnn_ir::ops::{Conv2dAttrs, WindowAttrs};
use qnn_ir::{DType, Op, TensorType, ValueId};

const F32: &str = "f32";

/// Refuses what this module does not write: float types other than `f32`.
fn only_f32(e: &Emitter, op: &Op, ty: &TensorType) -> Result<(), ExportError> {
    if ty.dtype == DType::F32 {
        return Ok(());
    }
    Err(e.unsupported(op, "an ordered float sum is written for f32 only"))
}

/// The result `out` of type `ty` as one parallel `linalg.generic` whose body computes the
/// element at the result position `at` (one `index` per dimension) with `element`.
fn each_element(
    e: &mut Emitter,
    out: &str,
    ty: &TensorType,
    element: impl FnOnce(&mut Body, &[String]) -> String,
) -> Result<(), ExportError> {
    let init = e.empty(ty);
    let r = ty.shape.len();
    e.generic(out, &vec![true; r], &[], &init, ty, &dims(r), |b, _| {
        let at: Vec<String> = (0..r)
            .map(|i| b.let_(format_args!("linalg.index {i} : index")))
            .collect();
        Ok(element(b, &at))
    })
}

/// `tensor.extract` of the element of `x` (an `f32` tensor named `xn`) at `at`.
fn read(b: &mut Body, xn: &str, xt: &TensorType, at: &[String]) -> String {
    b.let_(format_args!(
        "tensor.extract {xn}[{}] : {}",
        at.join(", "),
        crate::emit::tensor_ty(xt)
    ))
}

/// `a op n` on `index` values, `n` a constant (`a` itself where `op n` changes nothing).
fn index_op(b: &mut Body, op: &str, a: &str, n: usize) -> String {
    if (n == 1 && matches!(op, "muli" | "divui")) || (n == 0 && op == "subi") {
        return a.to_string();
    }
    let c = b.index(n);
    b.let_(format_args!("arith.{op} {a}, {c} : index"))
}

/// A window tap along one spatial dimension: output position `o`, tap `k`, stride `s`,
/// dilation `d`, `pad` positions before an image of `extent`. Returns whether the tap is
/// in the image and its input position (valid only then).
fn tap(b: &mut Body, o: &str, k: &str, [s, d, pad, extent]: [usize; 4]) -> (String, String) {
    let os = index_op(b, "muli", o, s);
    let kd = index_op(b, "muli", k, d);
    let t = b.let_(format_args!("arith.addi {os}, {kd} : index"));
    let (lo, hi) = (b.index(pad), b.index(pad + extent));
    let ge = b.cmpi("sge", &t, &lo, "index");
    let lt = b.cmpi("slt", &t, &hi, "index");
    let inside = b.bin("andi", &ge, &lt, "i1");
    let at = index_op(b, "subi", &t, pad);
    (inside, at)
}

/// The taps of a 2-D window in TFLite's order (rows, then columns), skipping those outside
/// the image: `f(acc, [iy, ix, ky, kx])` adds the tap `(ky, kx)` at input position
/// `(iy, ix)` to `acc`. `geo` is, per spatial dimension,
/// `[taps, stride, dilation, padding before, image extent]`.
fn window(
    b: &mut Body,
    init: &str,
    (oy, ox): (&str, &str),
    geo: [[usize; 5]; 2],
    f: impl Fn(&mut Body, &str, [&str; 4]) -> String,
) -> String {
    let [[kh, sy, dy, py, h], [kw, sx, dx, px, w]] = geo;
    b.fold_loop(kh, init, F32, |b, ky, acc| {
        let (in_y, iy) = tap(b, oy, ky, [sy, dy, py, h]);
        b.fold_loop(kw, acc, F32, |b, kx, acc| {
            let (in_x, ix) = tap(b, ox, kx, [sx, dx, px, w]);
            let inside = b.bin("andi", &in_y, &in_x, "i1");
            b.if_else(&inside, F32, |b| f(b, acc, [&iy, &ix, ky, kx]), acc)
        })
    })
}

/// `[taps, stride, dilation, padding before, extent]` of spatial dimension `dim`.
fn geometry(p: Padding, dim: usize, extent: usize, [k, s, d]: [usize; 3]) -> Option<[usize; 5]> {
    let (_, before) = p.resolve(dim, extent, k, s, d)?;
    Some([k, s, d, before, extent])
}

/// The `f32` constant `0.0`, where every sum starts.
fn zero(b: &mut Body) -> String {
    b.let_(format_args!("arith.constant 0.0 : f32"))
}

/// `acc + x * w`, rounded after the product and after the sum.
fn mac(b: &mut Body, acc: &str, x: &str, w: &str) -> String {
    let p = b.mulf(x, w, F32);
    b.addf(acc, &p, F32)
}

/// `conv2d` on `f32` (`accumulate_f32` in the interpreter): per result element, from
/// `0.0`, over the in-image taps (rows, then columns) and within a tap the group's input
/// channels in order, `acc += x * w`.
pub(crate) fn conv2d(
    e: &mut Emitter,
    op: &Op,
    a: &Conv2dAttrs,
    args: &[ValueId],
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    only_f32(e, op, ty)?;
    let (x, w) = (args[0], args[1]);
    let (xt, wt) = (e.ty(x), e.ty(w));
    let [pn, ph, pw, pc] = a.data_layout.axes();
    let [wo, wi, wh, ww] = a.kernel_layout.axes();
    let (kh, kw, icpg) = (wt.shape[wh], wt.shape[ww], wt.shape[wi]);
    let ocpg = wt.shape[wo] / a.groups.max(1);
    let bad = || e.unsupported(op, "the window does not fit the input");
    let geo = [
        geometry(
            a.padding,
            0,
            xt.shape[ph],
            [kh, a.strides[0], a.dilation[0]],
        ),
        geometry(
            a.padding,
            1,
            xt.shape[pw],
            [kw, a.strides[1], a.dilation[1]],
        ),
    ];
    let [Some(gy), Some(gx)] = geo else {
        return Err(bad());
    };
    let (xn, wn) = (name(x), name(w));
    let layout = a.data_layout;
    each_element(e, out, ty, |b, at| {
        let (n, oc) = (&at[pn], &at[pc]);
        let group = index_op(b, "divui", oc, ocpg.max(1));
        let first = index_op(b, "muli", &group, icpg);
        let zero = zero(b);
        window(
            b,
            &zero,
            (&at[ph], &at[pw]),
            [gy, gx],
            |b, acc, [iy, ix, ky, kx]| {
                b.fold_loop(icpg, acc, F32, |b, i, acc| {
                    let ic = b.let_(format_args!("arith.addi {first}, {i} : index"));
                    let xi = layout_index(layout, [n.clone(), iy.into(), ix.into(), ic]);
                    let xv = read(b, &xn, &xt, &xi);
                    let mut wix = vec![String::new(); 4];
                    (wix[wo], wix[wi], wix[wh], wix[ww]) =
                        (oc.clone(), i.to_string(), ky.into(), kx.into());
                    let wv = read(b, &wn, &wt, &wix);
                    mac(b, acc, &xv, &wv)
                })
            },
        )
    })
}

/// `dense` on `f32`: `[B, K] x [O, K]`, per result from `0.0`, `acc += x[b, k] * w[o, k]`
/// in `k` order.
pub(crate) fn dense(
    e: &mut Emitter,
    op: &Op,
    args: &[ValueId],
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    only_f32(e, op, ty)?;
    let (x, w) = (args[0], args[1]);
    let (xt, wt) = (e.ty(x), e.ty(w));
    let k = xt.shape[1];
    let (xn, wn) = (name(x), name(w));
    each_element(e, out, ty, |b, at| {
        let zero = zero(b);
        b.fold_loop(k, &zero, F32, |b, i, acc| {
            let xv = read(b, &xn, &xt, &[at[0].clone(), i.to_string()]);
            let wv = read(b, &wn, &wt, &[at[1].clone(), i.to_string()]);
            mac(b, acc, &xv, &wv)
        })
    })
}

/// `batch_matmul` on `f32`: `[.., M, K] x [.., K, N]`, batch dimensions broadcast, per
/// result from `0.0`, `acc += l[.., m, k] * r[.., k, n]` in `k` order.
pub(crate) fn batch_matmul(
    e: &mut Emitter,
    op: &Op,
    args: &[ValueId],
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    only_f32(e, op, ty)?;
    let (l, r) = (args[0], args[1]);
    let (lt, rt) = (e.ty(l), e.ty(r));
    let rank = ty.shape.len();
    let nb = rank - 2;
    let k = lt.shape[lt.shape.len() - 1];
    let (ln, rn) = (name(l), name(r));
    let (ldims, rdims) = (batch_dims(&lt, ty), batch_dims(&rt, ty));
    each_element(e, out, ty, |b, at| {
        // An operand's batch index: the result's, or 0 where it is broadcast.
        let batch = |b: &mut Body, dims: &[Option<usize>]| -> Vec<String> {
            dims.iter()
                .map(|d| d.map_or_else(|| b.index(0), |d| at[d].clone()))
                .collect()
        };
        let (lb, rb) = (batch(b, &ldims), batch(b, &rdims));
        let zero = zero(b);
        b.fold_loop(k, &zero, F32, |b, i, acc| {
            let mut li = lb.clone();
            li.extend([at[nb].clone(), i.to_string()]);
            let mut ri = rb.clone();
            ri.extend([i.to_string(), at[nb + 1].clone()]);
            let lv = read(b, &ln, &lt, &li);
            let rv = read(b, &rn, &rt, &ri);
            mac(b, acc, &lv, &rv)
        })
    })
}

/// `pool_sum` (`max` false) and `max_pool2d` (`max` true) on `f32`: over the in-image
/// taps, rows then columns, a running sum from `0.0`, or a running maximum from `-FLT_MAX`
/// (TFLite's `lowest()`) that takes a tap when `acc < tap` (so a NaN tap is skipped, as
/// `std::max` skips it).
pub(crate) fn pool(
    e: &mut Emitter,
    op: &Op,
    max: bool,
    a: &WindowAttrs,
    args: &[ValueId],
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    only_f32(e, op, ty)?;
    let x = args[0];
    let xt = e.ty(x);
    let [pn, ph, pw, pc] = a.layout.axes();
    let bad = || e.unsupported(op, "the window does not fit the input");
    let geo = [
        geometry(a.padding, 0, xt.shape[ph], [a.kernel[0], a.strides[0], 1]),
        geometry(a.padding, 1, xt.shape[pw], [a.kernel[1], a.strides[1], 1]),
    ];
    let [Some(gy), Some(gx)] = geo else {
        return Err(bad());
    };
    let xn = name(x);
    let layout: DataLayout = a.layout;
    each_element(e, out, ty, |b, at| {
        let start = if max { f32::MIN } else { 0.0 };
        let lit = float_lit(f64::from(start), DType::F32);
        let init = b.let_(format_args!("arith.constant {lit} : f32"));
        window(
            b,
            &init,
            (&at[ph], &at[pw]),
            [gy, gx],
            |b, acc, [iy, ix, _, _]| {
                let xi = layout_index(
                    layout,
                    [at[pn].clone(), iy.into(), ix.into(), at[pc].clone()],
                );
                let v = read(b, &xn, &xt, &xi);
                if max {
                    let up = fcmp(b, "slt", acc, &v, DType::F32);
                    b.select(&up, &v, acc, F32)
                } else {
                    b.addf(acc, &v, F32)
                }
            },
        )
    })
}

/// `sum`, `reduce_max` and `reduce_min` on `f32` over `axes`: per result, the reduced
/// elements in the input's row-major order (loops over the reduced axes, outermost first),
/// then a reshape to the result's shape. A sum starts from `0.0`; a maximum (minimum) from
/// `-FLT_MAX` (`FLT_MAX`) and takes an element when it is greater (smaller), as TFLite's
/// REDUCE_MAX (REDUCE_MIN) does: a NaN is never taken, and of `-0.0` and `0.0` the first
/// stays.
pub(crate) fn reduce(
    e: &mut Emitter,
    op: &Op,
    red: Reduction,
    axes: &[usize],
    x: ValueId,
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    only_f32(e, op, ty)?;
    let xt = e.ty(x);
    let r = xt.shape.len();
    let kept: Vec<usize> = (0..r).filter(|i| !axes.contains(i)).collect();
    let reduced: Vec<usize> = (0..r).filter(|i| axes.contains(i)).collect();
    let rty = TensorType::new(
        ty.dtype,
        kept.iter().map(|&i| xt.shape[i]).collect::<Vec<_>>(),
    );
    let xn = name(x);
    let shape = xt.shape.to_vec();
    let partial = e.fresh();
    each_element(e, &partial, &rty, |b, at| {
        let mut index = vec![String::new(); r];
        for (j, &i) in kept.iter().enumerate() {
            index[i] = at[j].clone();
        }
        let init = match red {
            Reduction::Sum => zero(b),
            Reduction::Max | Reduction::Min => {
                let start = if red == Reduction::Max {
                    f32::MIN
                } else {
                    f32::MAX
                };
                let lit = float_lit(f64::from(start), DType::F32);
                b.let_(format_args!("arith.constant {lit} : f32"))
            }
        };
        nest(b, &reduced, &shape, &mut index, &init, &|b, index, acc| {
            let v = read(b, &xn, &xt, index);
            match red {
                Reduction::Sum => b.addf(acc, &v, F32),
                Reduction::Max | Reduction::Min => {
                    let pred = if red == Reduction::Max { "sgt" } else { "slt" };
                    let take = fcmp(b, pred, &v, acc, DType::F32);
                    b.select(&take, &v, acc, F32)
                }
            }
        })
    })?;
    crate::movement::reshape_named(e, &partial, &rty, out, ty);
    Ok(())
}

/// `arg_max` (`max`) / `arg_min` on `f32` along `axis`, TFLite's `ArgMinMax`: the first
/// element is the best so far, and a later one replaces it only when strictly greater
/// (smaller), so a NaN is never taken after the first element and ties keep the first. The
/// loop carries the best index and reads the best value back.
pub(crate) fn arg_extreme(
    e: &mut Emitter,
    op: &Op,
    max: bool,
    axis: usize,
    x: ValueId,
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    let xt = e.ty(x);
    if xt.dtype != DType::F32 {
        return Err(e.unsupported(
            op,
            "an ordered float arg_max/arg_min is written for f32 only",
        ));
    }
    let n = xt.shape[axis];
    let xn = name(x);
    let it = crate::elem(ty.dtype);
    each_element(e, out, ty, |b, at| {
        let at_axis = |i: &str| {
            let mut index = at.to_vec();
            index.insert(axis, i.to_string());
            index
        };
        let first = b.index(0);
        let best = b.fold_loop(n, &first, "index", |b, i, best| {
            let v = read(b, &xn, &xt, &at_axis(i));
            let w = read(b, &xn, &xt, &at_axis(best));
            let take = fcmp(b, if max { "sgt" } else { "slt" }, &v, &w, DType::F32);
            b.select(&take, i, best, "index")
        });
        b.let_(format_args!("arith.index_cast {best} : index to {it}"))
    })
}

/// Nested loops over the dimensions `axes` (outermost first) of `shape`, setting their
/// entries of `index`, carrying `acc` through `f`.
fn nest(
    b: &mut Body,
    axes: &[usize],
    shape: &[usize],
    index: &mut Vec<String>,
    acc: &str,
    f: &dyn Fn(&mut Body, &[String], &str) -> String,
) -> String {
    let Some((&axis, rest)) = axes.split_first() else {
        return f(b, index, acc);
    };
    b.fold_loop(shape[axis], acc, F32, |b, i, acc| {
        index[axis] = i.to_string();
        nest(b, rest, shape, index, acc, f)
    })
}
