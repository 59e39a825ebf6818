//! Products, windows and reductions: `linalg.generic` with reduction loops. A window's
//! padded taps contribute nothing, so the input is first padded (`tensor.pad`) with the
//! value that changes nothing (0 for sums and products, the type's minimum for maxima) and
//! every tap is then in range. Integer sums wrap in the accumulator type, so their order
//! does not matter; float products, windows and sums, whose result depends on the order
//! TFLite adds in, are written in that order by `ordered.rs`.

use crate::emit::{dims, name, Emitter, Input};
use crate::scalar::Body;
use crate::{elem, unsigned, ExportError};
use qnn_ir::attrs::{DataLayout, Padding};
use qnn_ir::ops::{Conv2dAttrs, WindowAttrs};
use qnn_ir::{DType, Op, TensorType, ValueId};

/// What a reduction computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reduction {
    Sum,
    Max,
    Min,
}

/// `x` (element type `from`) extended to the accumulator type `to`.
fn widen(b: &mut Body, x: &str, from: DType, to: DType) -> String {
    if from.bits() == to.bits() {
        return x.to_string();
    }
    let op = if unsigned(from) { "extui" } else { "extsi" };
    b.conv(op, x, elem(from), elem(to))
}

/// The padding before the spatial dimension of extent `input` for a window of `k` taps,
/// stride `s`, dilation `dl`, and the padded extent the windows reach.
pub(crate) fn reach(
    p: Padding,
    dim: usize,
    input: usize,
    k: usize,
    s: usize,
    dl: usize,
) -> Option<(usize, usize)> {
    let (out, before) = p.resolve(dim, input, k, s, dl)?;
    Some((before, out.checked_sub(1)? * s + (k - 1) * dl + 1))
}

/// The padding `(before, after)` of that dimension.
fn pads(
    p: Padding,
    dim: usize,
    input: usize,
    k: usize,
    s: usize,
    dl: usize,
) -> Option<(usize, usize)> {
    let (before, reach) = reach(p, dim, input, k, s, dl)?;
    Some((before, (reach.saturating_sub(input + before))))
}

/// `x` padded along its H and W axes (positions `h`, `w`) with the scalar `fill`, or `x`.
fn padded(
    e: &mut Emitter,
    x: ValueId,
    [(ht, hb), (wl, wr)]: [(usize, usize); 2],
    [h, w]: [usize; 2],
    fill: &str,
) -> (String, TensorType) {
    let ty = e.ty(x);
    if ht + hb + wl + wr == 0 {
        return (name(x), ty);
    }
    let r = ty.shape.len();
    let mut lo = vec![0; r];
    let mut hi = vec![0; r];
    (lo[h], hi[h], lo[w], hi[w]) = (ht, hb, wl, wr);
    let mut shape = ty.shape.to_vec();
    shape[h] += ht + hb;
    shape[w] += wl + wr;
    let pty = TensorType::new(ty.dtype, shape);
    let p = e.fresh();
    e.pad(&p, (&name(x), &ty), (&lo, &hi), fill, &pty);
    (p, pty)
}

/// The result expressions of an activation of layout `layout` indexed by `(n, h, w, c)`.
pub(crate) fn layout_index(layout: DataLayout, [n, h, w, c]: [String; 4]) -> Vec<String> {
    let mut out = vec![String::new(); 4];
    let [pn, ph, pw, pc] = layout.axes();
    (out[pn], out[ph], out[pw], out[pc]) = (n, h, w, c);
    out
}

/// `conv2d`: loops `(n, oh, ow, oc, kh, kw, ic)` over the zero-padded input.
pub(crate) fn conv2d(
    e: &mut Emitter,
    op: &Op,
    a: &Conv2dAttrs,
    args: &[ValueId],
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    if ty.dtype.is_float() {
        return crate::ordered::conv2d(e, op, a, args, out, ty);
    }
    let (x, w) = (args[0], args[1]);
    let (xt, wt) = (e.ty(x), e.ty(w));
    let [_, xh, xw, _] = a.data_layout.axes();
    let [wo, wi, wh, ww] = a.kernel_layout.axes();
    let (kh, kw) = (wt.shape[wh], wt.shape[ww]);
    let icpg = wt.shape[wi];
    let ocpg = wt.shape[wo] / a.groups.max(1);
    let bad = || e.unsupported(op, "the window does not fit the input");
    let ph = pads(a.padding, 0, xt.shape[xh], kh, a.strides[0], a.dilation[0]).ok_or_else(bad)?;
    let pw = pads(a.padding, 1, xt.shape[xw], kw, a.strides[1], a.dilation[1]).ok_or_else(bad)?;
    let (xp, xpt) = padded(e, x, [ph, pw], [xh, xw], "0");
    let d = |i: usize| format!("d{i}");
    if a.groups > 1 {
        return grouped_conv2d(e, a, (xp, xpt), (w, wt), [icpg, ocpg], out, ty);
    }
    let ih = format!("d1 * {} + d4 * {}", a.strides[0], a.dilation[0]);
    let iw = format!("d2 * {} + d5 * {}", a.strides[1], a.dilation[1]);
    let x_index = layout_index(a.data_layout, [d(0), ih, iw, d(6)]);
    let mut w_index = vec![String::new(); 4];
    (w_index[wo], w_index[wi], w_index[wh], w_index[ww]) = (d(3), d(6), d(4), d(5));
    let out_index = layout_index(a.data_layout, [d(0), d(1), d(2), d(3)]);
    let inputs = [
        Input {
            name: xp,
            ty: xpt,
            index: x_index,
        },
        Input {
            name: name(w),
            ty: wt.clone(),
            index: w_index,
        },
    ];
    let loops = [true, true, true, true, false, false, false];
    let types = (xt.dtype, wt.dtype);
    mac(e, &loops, &inputs, types, ty, &out_index, out)
}

/// A grouped (or depthwise) `conv2d`: the weight's and the result's channel axes split into
/// `(group, channel in group)` (`tensor.expand_shape`), loops
/// `(n, oh, ow, g, m, kh, kw, ic)` reading input channel `g * icpg + ic`, and the result
/// collapsed back. (Every index map is then affine with plain loop dimensions on the
/// result, which IREE tiles; `oc floordiv ocpg` is not.)
fn grouped_conv2d(
    e: &mut Emitter,
    a: &Conv2dAttrs,
    (xp, xpt): (String, TensorType),
    (w, wt): (ValueId, TensorType),
    [icpg, ocpg]: [usize; 2],
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    let d = |i: usize| format!("d{i}");
    let g = a.groups;
    let [wo, wi, wh, ww] = a.kernel_layout.axes();
    let [_, _, _, oc] = a.data_layout.axes();
    // The weight with its O axis split into (G, OCPG).
    let split = |shape: &[usize], at: usize| -> (Vec<usize>, String) {
        let mut s = shape.to_vec();
        s.splice(at..=at, [g, ocpg]);
        let mut groups: Vec<String> = Vec::new();
        let mut k = 0;
        for i in 0..shape.len() {
            if i == at {
                groups.push(format!("[{}, {}]", k, k + 1));
                k += 2;
            } else {
                groups.push(format!("[{k}]"));
                k += 1;
            }
        }
        (s, format!("[{}]", groups.join(", ")))
    };
    let (ws, wre) = split(&wt.shape, wo);
    let wgt = TensorType::new(wt.dtype, ws.clone());
    let wg = e.fresh();
    e.line(format_args!(
        "{wg} = tensor.expand_shape {} {wre} output_shape [{}] : {} into {}",
        name(w),
        ws.iter()
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .join(", "),
        crate::emit::tensor_ty(&wt),
        crate::emit::tensor_ty(&wgt)
    ));
    let ih = format!("d1 * {} + d5 * {}", a.strides[0], a.dilation[0]);
    let iw = format!("d2 * {} + d6 * {}", a.strides[1], a.dilation[1]);
    let ic = format!("d3 * {icpg} + d7");
    let x_index = layout_index(a.data_layout, [d(0), ih, iw, ic]);
    let mut w_index: Vec<String> = Vec::new();
    for k in 0..4 {
        match k {
            _ if k == wo => w_index.extend([d(3), d(4)]),
            _ if k == wi => w_index.push(d(7)),
            _ if k == wh => w_index.push(d(5)),
            _ if k == ww => w_index.push(d(6)),
            _ => {}
        }
    }
    // The result with its channel axis split the same way.
    let (os, ore) = split(&ty.shape, oc);
    let gty = TensorType::new(ty.dtype, os);
    let mut out_index = layout_index(a.data_layout, [d(0), d(1), d(2), String::new()]);
    out_index.splice(oc..=oc, [d(3), d(4)]);
    let inputs = [
        Input {
            name: xp,
            ty: xpt.clone(),
            index: x_index,
        },
        Input {
            name: wg,
            ty: wgt,
            index: w_index,
        },
    ];
    let loops = [true, true, true, true, true, false, false, false];
    let grouped = e.fresh();
    mac(
        e,
        &loops,
        &inputs,
        (xpt.dtype, wt.dtype),
        &gty,
        &out_index,
        &grouped,
    )?;
    e.line(format_args!(
        "{out} = tensor.collapse_shape {grouped} {ore} : {} into {}",
        crate::emit::tensor_ty(&gty),
        crate::emit::tensor_ty(ty)
    ));
    Ok(())
}

/// A multiply-accumulate into a zero-initialized `ty`: `acc += x * w` in the accumulator.
fn mac(
    e: &mut Emitter,
    loops: &[bool],
    inputs: &[Input],
    (xd, wd): (DType, DType),
    ty: &TensorType,
    out_index: &[String],
    out: &str,
) -> Result<(), ExportError> {
    let init = e.filled(ty, "0");
    let acc = ty.dtype;
    e.generic(out, loops, inputs, &init, ty, out_index, |b, v| {
        let xw = widen(b, &v[0], xd, acc);
        let ww = widen(b, &v[1], wd, acc);
        let p = b.bin("muli", &xw, &ww, elem(acc));
        Ok(b.bin("addi", &v[2], &p, elem(acc)))
    })
}

/// `dense`: `[B, K] x [O, K] -> [B, O]`, loops `(b, o, k)`.
pub(crate) fn dense(
    e: &mut Emitter,
    op: &Op,
    args: &[ValueId],
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    if ty.dtype.is_float() {
        return crate::ordered::dense(e, op, args, out, ty);
    }
    let (x, w) = (args[0], args[1]);
    let (xt, wt) = (e.ty(x), e.ty(w));
    let inputs = [
        Input {
            name: name(x),
            ty: xt.clone(),
            index: vec!["d0".into(), "d2".into()],
        },
        Input {
            name: name(w),
            ty: wt.clone(),
            index: vec!["d1".into(), "d2".into()],
        },
    ];
    let out_index = dims(2);
    mac(
        e,
        &[true, true, false],
        &inputs,
        (xt.dtype, wt.dtype),
        ty,
        &out_index,
        out,
    )
}

/// For each batch dimension of a `batch_matmul` operand of type `t` (all but its last two), the
/// result dimension it follows, or `None` where it has extent 1 and the result does not (it
/// is broadcast: index 0).
pub(crate) fn batch_dims(t: &TensorType, out: &TensorType) -> Vec<Option<usize>> {
    let own = t.shape.len() - 2;
    let lead = out.shape.len() - 2 - own;
    (0..own)
        .map(|j| (t.shape[j] != 1 || out.shape[lead + j] == 1).then_some(lead + j))
        .collect()
}

/// `batch_matmul`: `[.., M, K] x [.., K, N] -> [.., M, N]`, batch dimensions broadcast;
/// loops `(batch.., m, n, k)`.
pub(crate) fn batch_matmul(
    e: &mut Emitter,
    op: &Op,
    args: &[ValueId],
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    if ty.dtype.is_float() {
        return crate::ordered::batch_matmul(e, op, args, out, ty);
    }
    let (l, r) = (args[0], args[1]);
    let (lt, rt) = (e.ty(l), e.ty(r));
    let rank = ty.shape.len();
    let nb = rank - 2;
    let k = format!("d{rank}");
    let batch = |t: &TensorType| -> Vec<String> {
        let dims = batch_dims(t, ty).into_iter();
        dims.map(|d| d.map_or("0".to_string(), |d| format!("d{d}")))
            .collect()
    };
    let mut li = batch(&lt);
    li.extend([format!("d{nb}"), k.clone()]);
    let mut ri = batch(&rt);
    ri.extend([k, format!("d{}", nb + 1)]);
    let inputs = [
        Input {
            name: name(l),
            ty: lt.clone(),
            index: li,
        },
        Input {
            name: name(r),
            ty: rt.clone(),
            index: ri,
        },
    ];
    let mut loops = vec![true; rank];
    loops.push(false);
    mac(
        e,
        &loops,
        &inputs,
        (lt.dtype, rt.dtype),
        ty,
        &dims(rank),
        out,
    )
}

/// The value a reduction starts from (and pads with).
fn identity(red: Reduction, d: DType) -> String {
    let (lo, hi) = d.int_range().unwrap_or((0, 0));
    let wrap = |v: i64| match d {
        DType::U8 => (v as u8 as i8).to_string(),
        DType::U16 => (v as u16 as i16).to_string(),
        _ => v.to_string(),
    };
    match red {
        Reduction::Sum => "0".to_string(),
        Reduction::Max => wrap(lo),
        Reduction::Min => wrap(hi),
    }
}

/// The body of `acc op x` for a reduction (`x` widened to the accumulator).
fn fold(b: &mut Body, red: Reduction, x: &str, acc: &str, from: DType, to: DType) -> String {
    let t = elem(to);
    match red {
        Reduction::Sum => {
            let w = widen(b, x, from, to);
            b.bin("addi", acc, &w, t)
        }
        Reduction::Max => b.bin(if unsigned(to) { "maxui" } else { "maxsi" }, acc, x, t),
        Reduction::Min => b.bin(if unsigned(to) { "minui" } else { "minsi" }, acc, x, t),
    }
}

/// `sum`, `reduce_max`, `reduce_min` over `axes`: a reduction to the kept dimensions, then a
/// reshape to the result's shape (which may keep the reduced axes as extent 1).
pub(crate) fn reduce(
    e: &mut Emitter,
    op: &Op,
    red: Reduction,
    axes: &[usize],
    args: &[ValueId],
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    if ty.dtype.is_float() {
        return crate::ordered::reduce(e, op, red, axes, args[0], out, ty);
    }
    let x = args[0];
    let xt = e.ty(x);
    let r = xt.shape.len();
    let kept: Vec<usize> = (0..r).filter(|i| !axes.contains(i)).collect();
    let rty = TensorType::new(
        ty.dtype,
        kept.iter().map(|&i| xt.shape[i]).collect::<Vec<_>>(),
    );
    let init = e.filled(&rty, &identity(red, ty.dtype));
    let loops: Vec<bool> = (0..r).map(|i| !axes.contains(&i)).collect();
    let out_index: Vec<String> = kept.iter().map(|i| format!("d{i}")).collect();
    let inputs = [Input {
        name: name(x),
        ty: xt.clone(),
        index: dims(r),
    }];
    let reduced = e.fresh();
    let (from, to) = (xt.dtype, ty.dtype);
    e.generic(
        &reduced,
        &loops,
        &inputs,
        &init,
        &rty,
        &out_index,
        |b, v| Ok(fold(b, red, &v[0], &v[1], from, to)),
    )?;
    crate::movement::reshape_named(e, &reduced, &rty, out, ty);
    Ok(())
}

/// `max_pool2d` and `pool_sum`: loops `(n, oh, ow, c, kh, kw)` over the input padded with
/// the reduction's identity (a window of no in-image tap gives it, as the kernel does).
pub(crate) fn pool(
    e: &mut Emitter,
    op: &Op,
    red: Reduction,
    a: &WindowAttrs,
    args: &[ValueId],
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    if ty.dtype.is_float() {
        return crate::ordered::pool(e, op, red == Reduction::Max, a, args, out, ty);
    }
    let x = args[0];
    let xt = e.ty(x);
    let [_, xh, xw, _] = a.layout.axes();
    let bad = || e.unsupported(op, "the window does not fit the input");
    let ph = pads(a.padding, 0, xt.shape[xh], a.kernel[0], a.strides[0], 1).ok_or_else(bad)?;
    let pw = pads(a.padding, 1, xt.shape[xw], a.kernel[1], a.strides[1], 1).ok_or_else(bad)?;
    let fill = identity(red, xt.dtype);
    let (xp, xpt) = padded(e, x, [ph, pw], [xh, xw], &fill);
    let d = |i: usize| format!("d{i}");
    let ih = format!("d1 * {} + d4", a.strides[0]);
    let iw = format!("d2 * {} + d5", a.strides[1]);
    // The window's extent, as linalg's pooling ops take it: an unread `kh x kw` input
    // indexed by the two tap loops, which gives them their bounds.
    let wty = TensorType::new(DType::I8, a.kernel);
    let window = e.empty(&wty);
    let inputs = [
        Input {
            name: xp,
            ty: xpt,
            index: layout_index(a.layout, [d(0), ih, iw, d(3)]),
        },
        Input {
            name: window,
            ty: wty,
            index: vec![d(4), d(5)],
        },
    ];
    let out_index = layout_index(a.layout, [d(0), d(1), d(2), d(3)]);
    let init = e.filled(ty, &identity(red, ty.dtype));
    let (from, to) = (xt.dtype, ty.dtype);
    let loops = [true, true, true, true, false, false];
    e.generic(out, &loops, &inputs, &init, ty, &out_index, |b, v| {
        Ok(fold(b, red, &v[0], &v[2], from, to))
    })
}

/// `arg_max` / `arg_min` along `axis`: a reduction with two outputs, the best value so far
/// and its index, where an element replaces them when it is strictly better or equal with a
/// smaller index. That is the kernel's first index of the extreme, in any order of visits
/// (integers; floats, where a NaN makes the answer depend on the order, in `ordered.rs`).
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
    if xt.dtype.is_float() {
        return crate::ordered::arg_extreme(e, op, max, axis, x, out, ty);
    }
    let r = xt.shape.len();
    let (xd, id) = (xt.dtype, ty.dtype);
    let vty = TensorType::new(xd, ty.shape.to_vec());
    let red = if max { Reduction::Max } else { Reduction::Min };
    let best = e.filled(&vty, &identity(red, xd));
    let first = e.filled(ty, &id.int_range().map_or(0, |(_, hi)| hi).to_string());
    let kept: Vec<String> = (0..r)
        .filter(|&i| i != axis)
        .map(|i| format!("d{i}"))
        .collect();
    let maps = [
        crate::emit::map(r, &dims(r)),
        crate::emit::map(r, &kept),
        crate::emit::map(r, &kept),
    ];
    let iters: Vec<&str> = (0..r)
        .map(|i| {
            if i == axis {
                "\"reduction\""
            } else {
                "\"parallel\""
            }
        })
        .collect();
    let (xs, vs, is) = (
        crate::emit::tensor_ty(&xt),
        crate::emit::tensor_ty(&vty),
        crate::emit::tensor_ty(ty),
    );
    let both = e.fresh();
    e.line(format_args!(
        "{both}:2 = linalg.generic {{indexing_maps = [{}], iterator_types = [{}]}} ins({} : {xs}) outs({best}, {first} : {vs}, {is}) {{",
        maps.join(", "),
        iters.join(", "),
        name(x)
    ));
    let (xe, ie) = (elem(xd), elem(id));
    e.line(format_args!("^bb0(%in0: {xe}, %best: {xe}, %first: {ie}):"));
    let mut b = Body::new(e.value);
    let k = b.let_(format_args!("linalg.index {axis} : index"));
    let k = b.let_(format_args!("arith.index_cast {k} : index to {ie}"));
    let pred = match (max, unsigned(xd)) {
        (true, true) => "ugt",
        (true, false) => "sgt",
        (false, true) => "ult",
        (false, false) => "slt",
    };
    let better = b.cmpi(pred, "%in0", "%best", xe);
    let tie = b.cmpi("eq", "%in0", "%best", xe);
    let earlier = b.cmpi("slt", &k, "%first", ie);
    let tie_first = b.bin("andi", &tie, &earlier, "i1");
    let take = b.bin("ori", &better, &tie_first, "i1");
    let v = b.select(&take, "%in0", "%best", xe);
    let i = b.select(&take, &k, "%first", ie);
    e.out.push_str(&b.text);
    e.helpers.append(&mut b.helpers);
    e.line(format_args!("  linalg.yield {v}, {i} : {xe}, {ie}"));
    e.line(format_args!("}} -> ({vs}, {is})"));
    e.line(format_args!("{out} = tensor.cast {both}#1 : {is} to {is}"));
    Ok(())
}
