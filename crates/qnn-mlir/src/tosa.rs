//! The `tosa` flavour: TOSA 1.0 operations (in MLIR's generic op form, the form IREE 3.13
//! parses for every one of them) for each op TOSA states exactly, under the integer profile
//! IREE validates against; every other op keeps its `linalg` form (`docs/mlir.md` lists
//! which and why).
//!
//! TOSA has no unsigned types. An 8-bit unsigned value travels as `i8` bits; where TOSA
//! takes a zero point (convolutions, products) it enters as `u ^ 0x80` (that is, `u - 128`)
//! with zero point `-128`, which gives back `u` in every product, and padded taps still add
//! nothing (TOSA subtracts the zero point only from taps inside the image).

use crate::emit::{name, tensor_ty, Emitter};
use crate::{elem, unsigned};
use qnn_arith::Rounding;
use qnn_ir::attrs::{DataLayout, Padding};
use qnn_ir::ops::{Conv2dAttrs, FixedPointMultiplyAttrs, WindowAttrs};
use qnn_ir::{DType, Data, Op, Tensor, TensorType, ValueDef, ValueId};

/// A value being written: its SSA name and type.
type V = (String, TensorType);

/// Writes the TOSA form of `op`, defining `out`, and returns true; false (nothing written)
/// when TOSA has no exact form for it and the `linalg` form is to be used.
pub(crate) fn op(e: &mut Emitter, op: &Op, args: &[ValueId], out: &str, ty: &TensorType) -> bool {
    let xs: Vec<V> = args.iter().map(|&a| (name(a), e.ty(a))).collect();
    let mark = e.mark();
    let form = match op {
        Op::Reshape(_) if movable(ty.dtype) && ty.rank() > 0 => Some(reshape(e, &xs[0], &ty.shape)),
        Op::Transpose(t) if movable(ty.dtype) => Some(transpose(e, &xs[0], &t.perm)),
        Op::Slice(s) if movable(ty.dtype) && ty.num_elements() != Some(0) => {
            let unit = s.strides.iter().all(|&st| st == 1);
            unit.then(|| {
                let start: Vec<usize> = s.begin.iter().map(|&b| b as usize).collect();
                slice(e, &xs[0], &start, &ty.shape)
            })
        }
        Op::Concatenate(c) if movable(ty.dtype) => {
            let attrs = format!("{{axis = {} : i32}}", c.axis);
            Some(call(e, "tosa.concat", &xs, &attrs, ty))
        }
        Op::Pad(p) if movable(ty.dtype) => {
            let flat: Vec<usize> = p.pads.iter().flatten().copied().collect();
            let padding = shape(e, &flat);
            let fill = konst(e, &lit(p.value, ty.dtype), &TensorType::new(ty.dtype, [1]));
            let padding = (padding, TensorType::new(DType::I64, [flat.len()]));
            Some(call_typed(
                e,
                "tosa.pad",
                &[xs[0].clone(), padding, fill],
                "",
                ty,
                true,
            ))
        }
        Op::Tile(t) if movable(ty.dtype) && t.multiples.iter().all(|&m| m > 0) => {
            let m = shape(e, &t.multiples);
            let m = (m, TensorType::new(DType::I64, [t.multiples.len()]));
            Some(call_typed(
                e,
                "tosa.tile",
                &[xs[0].clone(), m],
                "",
                ty,
                true,
            ))
        }
        Op::Table(_) => table(e, &xs[0], args[1], ty),
        Op::Cast(_) => cast(e, &xs[0], ty),
        Op::Add(_) => i32_binary(e, "tosa.add", args, ty),
        Op::Subtract(_) => i32_binary(e, "tosa.sub", args, ty),
        Op::Maximum(_) => i32_binary(e, "tosa.maximum", args, ty),
        Op::Minimum(_) => i32_binary(e, "tosa.minimum", args, ty),
        Op::Multiply(_) => multiply(e, args, ty),
        Op::Clip(c) => clip(e, &xs[0], c.min, c.max, ty),
        Op::FixedPointMultiply(a) => rescale(e, a, args[0], ty),
        Op::Conv2d(a) => conv2d(e, a, &xs[0], &xs[1], ty),
        Op::Dense(_) => dense(e, &xs[0], &xs[1], ty),
        Op::MaxPool2d(w) => max_pool(e, w, &xs[0], ty),
        _ => None,
    };
    match form {
        Some((r, _)) => {
            e.define(out, &r, ty);
            true
        }
        None => {
            // A form that gave up part way leaves nothing behind.
            e.rewind(mark);
            false
        }
    }
}

/// Data movement keeps bits; TOSA's integer profile moves 8-, 16- and 32-bit integers.
fn movable(d: DType) -> bool {
    !matches!(d, DType::I64 | DType::F64 | DType::F32)
}

/// `%r = "op"(operands) attrs : (types) -> ty`, a fresh result.
fn call(e: &mut Emitter, op: &str, xs: &[V], attrs: &str, ty: &TensorType) -> V {
    call_typed(e, op, xs, attrs, ty, false)
}

/// [`call`]; with `shapes`, operands of type `I64` and rank 1 after the first are
/// `!tosa.shape<N>` values.
fn call_typed(
    e: &mut Emitter,
    op: &str,
    xs: &[V],
    attrs: &str,
    ty: &TensorType,
    shapes: bool,
) -> V {
    let r = e.fresh();
    let names: Vec<&str> = xs.iter().map(|(n, _)| n.as_str()).collect();
    let types: Vec<String> = xs
        .iter()
        .enumerate()
        .map(|(i, (_, t))| {
            if shapes && i > 0 && t.dtype == DType::I64 && t.rank() == 1 {
                format!("!tosa.shape<{}>", t.shape[0])
            } else {
                tensor_ty(t)
            }
        })
        .collect();
    let attrs = if attrs.is_empty() {
        String::new()
    } else {
        format!(" {attrs}")
    };
    e.line(format_args!(
        "{r} = \"{op}\"({}){attrs} : ({}) -> {}",
        names.join(", "),
        types.join(", "),
        tensor_ty(ty)
    ));
    (r, ty.clone())
}

/// A `!tosa.shape` constant.
fn shape(e: &mut Emitter, vals: &[usize]) -> String {
    let r = e.fresh();
    let items: Vec<String> = vals.iter().map(|v| v.to_string()).collect();
    e.line(format_args!(
        "{r} = \"tosa.const_shape\"() {{values = dense<[{}]> : tensor<{}xindex>}} : () -> !tosa.shape<{}>",
        items.join(", "),
        vals.len(),
        vals.len()
    ));
    r
}

/// A constant tensor of `ty` with the `dense` body `body` (one literal: a splat).
fn konst(e: &mut Emitter, body: &str, ty: &TensorType) -> V {
    let r = e.fresh();
    let t = tensor_ty(ty);
    e.line(format_args!(
        "{r} = \"tosa.const\"() {{values = dense<{body}> : {t}}} : () -> {t}"
    ));
    (r, ty.clone())
}

/// The literal of integer `v` of type `d` as its signless bits (`u8` 200 is `-56`).
fn lit(v: i64, d: DType) -> String {
    match d {
        DType::U8 => (v as u8 as i8).to_string(),
        DType::U16 => (v as u16 as i16).to_string(),
        _ => v.to_string(),
    }
}

fn reshape(e: &mut Emitter, x: &V, to: &[usize]) -> V {
    let s = shape(e, to);
    let s = (s, TensorType::new(DType::I64, [to.len()]));
    let ty = TensorType::new(x.1.dtype, to.to_vec());
    call_typed(e, "tosa.reshape", &[x.clone(), s], "", &ty, true)
}

fn transpose(e: &mut Emitter, x: &V, perm: &[usize]) -> V {
    if perm.iter().enumerate().all(|(i, &p)| i == p) {
        return x.clone();
    }
    let shape: Vec<usize> = perm.iter().map(|&p| x.1.shape[p]).collect();
    let ty = TensorType::new(x.1.dtype, shape);
    let p: Vec<String> = perm.iter().map(|p| p.to_string()).collect();
    let attrs = format!("{{perms = array<i32: {}>}}", p.join(", "));
    call(e, "tosa.transpose", std::slice::from_ref(x), &attrs, &ty)
}

fn slice(e: &mut Emitter, x: &V, start: &[usize], size: &[usize]) -> V {
    let a = (shape(e, start), TensorType::new(DType::I64, [start.len()]));
    let b = (shape(e, size), TensorType::new(DType::I64, [size.len()]));
    let ty = TensorType::new(x.1.dtype, size.to_vec());
    call_typed(e, "tosa.slice", &[x.clone(), a, b], "", &ty, true)
}

/// `x` with the ranks of `ty`: leading unit dimensions added (TOSA broadcasts only between
/// operands of one rank).
fn ranked(e: &mut Emitter, x: V, rank: usize) -> V {
    if x.1.rank() == rank {
        return x;
    }
    let mut s = vec![1; rank - x.1.rank()];
    s.extend_from_slice(&x.1.shape);
    reshape(e, &x, &s)
}

/// An integer `cast` (two's complement truncation or extension, which `tosa.cast` does on
/// signed types): to an unsigned type it keeps the same bits as to the signed type of its
/// width; from an unsigned type the sign-extended value is masked to the source's bits.
fn cast(e: &mut Emitter, x: &V, ty: &TensorType) -> Option<V> {
    let signed_of = |d: DType| match d {
        DType::I8 | DType::U8 => Some(DType::I8),
        DType::I16 | DType::U16 => Some(DType::I16),
        DType::I32 => Some(DType::I32),
        _ => None,
    };
    let (from, to) = (signed_of(x.1.dtype)?, signed_of(ty.dtype)?);
    if from == to {
        return None;
    }
    let t = ty.with_dtype(to);
    let xi = (x.0.clone(), x.1.with_dtype(from));
    let c = call(e, "tosa.cast", &[xi], "", &t);
    if !unsigned(x.1.dtype) || to.bits() < from.bits() {
        return Some(c);
    }
    let mask = (1i64 << from.bits()) - 1;
    let m = konst(
        e,
        &mask.to_string(),
        &TensorType::new(to, vec![1; t.rank()]),
    );
    Some(call(e, "tosa.bitwise_and", &[c, m], "", &t))
}

/// `i32` elementwise arithmetic (the integer profile's types for it; TOSA's `add`, `sub`
/// and `mul` wrap in IREE as the interpreter does).
fn i32_operands(e: &mut Emitter, args: &[ValueId], ty: &TensorType) -> Option<Vec<V>> {
    let all_i32 = ty.dtype == DType::I32 && args.iter().all(|&a| e.ty(a).dtype == DType::I32);
    all_i32.then(|| {
        args.iter()
            .map(|&a| ranked(e, (name(a), e.ty(a)), ty.rank()))
            .collect()
    })
}

fn i32_binary(e: &mut Emitter, op: &str, args: &[ValueId], ty: &TensorType) -> Option<V> {
    let xs = i32_operands(e, args, ty)?;
    Some(call(e, op, &xs, "", ty))
}

/// `tosa.mul` with shift 0 (a plain wrapping product).
fn multiply(e: &mut Emitter, args: &[ValueId], ty: &TensorType) -> Option<V> {
    let mut xs = i32_operands(e, args, ty)?;
    xs.push(konst(e, "0", &TensorType::new(DType::I8, [1])));
    Some(call(e, "tosa.mul", &xs, "", ty))
}

/// `clip`: `tosa.clamp` on `i8` and `i16`; `maximum` then `minimum` on `i32` (the integer
/// profile has no `i32` clamp).
fn clip(e: &mut Emitter, x: &V, min: i64, max: i64, ty: &TensorType) -> Option<V> {
    let d = ty.dtype;
    match d {
        DType::I8 | DType::I16 => {
            let el = elem(d);
            let attrs = format!("{{min_val = {min} : {el}, max_val = {max} : {el}}}");
            Some(call(e, "tosa.clamp", std::slice::from_ref(x), &attrs, ty))
        }
        DType::I32 => {
            let unit = TensorType::new(d, vec![1; ty.rank()]);
            let lo = konst(e, &min.to_string(), &unit);
            let hi = konst(e, &max.to_string(), &unit);
            let m = call(e, "tosa.maximum", &[x.clone(), lo], "", ty);
            Some(call(e, "tosa.minimum", &[m, hi], "", ty))
        }
        _ => None,
    }
}

/// An 8-bit `table` of a constant 256-entry table: `tosa.table` indexes by `x + 128` as
/// the interpreter does for `i8`; for a `u8` index the table is rotated by 128 so that the
/// entry TOSA reads for the bits of `u` is entry `u`.
fn table(e: &mut Emitter, x: &V, t: ValueId, ty: &TensorType) -> Option<V> {
    let eight = |d: DType| matches!(d, DType::I8 | DType::U8);
    if !eight(x.1.dtype) || !eight(ty.dtype) {
        return None;
    }
    let ValueDef::Op {
        op: Op::Const(c), ..
    } = &e.g.values()[t.index()].def
    else {
        return None;
    };
    let bytes: Vec<i8> = match c.value.data() {
        Data::I8(v) => v.clone(),
        Data::U8(v) => v.iter().map(|&b| b as i8).collect(),
        _ => return None,
    };
    if bytes.len() != 256 {
        return None;
    }
    let rot = if unsigned(x.1.dtype) { 128 } else { 0 };
    let tt = TensorType::new(DType::I8, [256]);
    let rotated = Data::I8((0..256).map(|j| bytes[(j + rot) % 256]).collect());
    let tab = (e.fresh(), tt.clone());
    let t = tensor_ty(&tt);
    e.out
        .push_str(&format!("    {} = \"tosa.const\"() {{values = ", tab.0));
    e.constant(&Tensor::new(tt, rotated).ok()?);
    e.out.push_str(&format!(" : {t}}} : () -> {t}\n"));
    let xi = (x.0.clone(), x.1.with_dtype(DType::I8));
    Some(call(
        e,
        "tosa.table",
        &[xi, tab],
        "",
        &ty.with_dtype(DType::I8),
    ))
}

/// `fixed_point_multiply` of an `i32` as `tosa.rescale` with `scale32` and TOSA shift
/// `31 - s`: `DOUBLE_ROUND` for `tflite_double` (the same integer as gemmlowp's two
/// roundings for every input: `docs/mlir.md` has the proof), `SINGLE_ROUND` for
/// `tflite_single` and `upward` (`floor((x * m + 2^(30 - s)) / 2^(31 - s))` by definition).
/// TOSA requires a multiplier >= 0, a shift in `[2, 62]` and, for shifts up to 31, an input
/// in `[-2^(shift-1), 2^(shift-1))`, which the bounds analysis must prove (it also rules out
/// the wrapping left shift of `tflite_double`). Per-channel parameters must run along the
/// innermost axis.
fn rescale(e: &mut Emitter, a: &FixedPointMultiplyAttrs, x: ValueId, ty: &TensorType) -> Option<V> {
    let xt = e.ty(x);
    if xt.dtype != DType::I32 || ty.dtype != DType::I32 {
        return None;
    }
    let mode = match a.rounding {
        Rounding::TfliteDouble => "DOUBLE_ROUND",
        Rounding::TfliteSingle | Rounding::Upward => "SINGLE_ROUND",
        _ => return None,
    };
    let n = a.multiplier.len();
    let per_channel = n > 1;
    if per_channel && (a.axis.map(|ax| ax + 1) != Some(ty.rank()) || ty.shape.last() != Some(&n)) {
        return None;
    }
    let max_s = a.shift.iter().copied().max()?;
    if a.multiplier.iter().any(|&m| m < 0) || a.shift.iter().any(|&s| !(-31..=29).contains(&s)) {
        return None;
    }
    if max_s >= 0 {
        let half = 1i128 << (30 - max_s);
        let (lo, hi) = e.bound(x)?;
        if lo < -half || hi >= half {
            return None;
        }
    }
    let ms: Vec<String> = a.multiplier.iter().map(|m| m.to_string()).collect();
    let ss: Vec<String> = a.shift.iter().map(|s| (31 - s).to_string()).collect();
    let m = konst(
        e,
        &format!("[{}]", ms.join(", ")),
        &TensorType::new(DType::I32, [n]),
    );
    let s = konst(
        e,
        &format!("[{}]", ss.join(", ")),
        &TensorType::new(DType::I8, [n]),
    );
    let zp = konst(e, "0", &TensorType::new(DType::I32, [1]));
    let attrs = format!(
        "{{scale32 = true, rounding_mode = #tosa.rounding_mode<{mode}>, per_channel = {per_channel}, input_unsigned = false, output_unsigned = false}}"
    );
    Some(call(
        e,
        "tosa.rescale",
        &[(name(x), xt), m, s, zp.clone(), zp],
        &attrs,
        ty,
    ))
}

/// An 8-bit operand of a product as TOSA takes it, with its zero point: `i8` as it is (zero
/// point 0), `u8` as `u ^ 0x80` with zero point `-128`.
fn signed8(e: &mut Emitter, x: &V) -> Option<(V, V)> {
    let zp_ty = TensorType::new(DType::I8, [1]);
    match x.1.dtype {
        DType::I8 => Some((x.clone(), konst(e, "0", &zp_ty))),
        DType::U8 => {
            let t = x.1.with_dtype(DType::I8);
            let flip = konst(e, "-128", &TensorType::new(DType::I8, vec![1; t.rank()]));
            let xi = (x.0.clone(), t.clone());
            let y = call(e, "tosa.bitwise_xor", &[xi, flip], "", &t);
            Some((y, konst(e, "-128", &zp_ty)))
        }
        _ => None,
    }
}

/// The input cut to the rows and columns `keep` (NHWC).
fn keep_rows(e: &mut Emitter, x: V, [kh, kw]: [usize; 2]) -> V {
    let s = &x.1.shape;
    if s[1] == kh && s[2] == kw {
        return x;
    }
    let size = [s[0], kh, kw, s[3]];
    slice(e, &x, &[0, 0, 0, 0], &size)
}

/// Both spatial paddings `[top, bottom, left, right]` of a window op over NHWC input `x`
/// and the input cut to what the windows read: TOSA needs the padded extent minus the
/// windows' reach to be a multiple of the stride with nothing left over, so rows and columns
/// no window reads are sliced off first.
fn window_input(
    e: &mut Emitter,
    x: V,
    p: Padding,
    k: [usize; 2],
    s: [usize; 2],
    dl: [usize; 2],
) -> Option<(V, [usize; 4])> {
    // (before, after, extent kept) of spatial dimension `i`.
    let dim = |i: usize| -> Option<(usize, usize, usize)> {
        let input = x.1.shape[1 + i];
        let (before, reach) = crate::window::reach(p, i, input, k[i], s[i], dl[i])?;
        let keep = input.min(reach.checked_sub(before)?);
        Some((before, reach - before - keep, keep))
    };
    let ((t, b, h), (l, r, w)) = (dim(0)?, dim(1)?);
    Some((keep_rows(e, x, [h, w]), [t, b, l, r]))
}

fn list(v: &[usize]) -> String {
    v.iter()
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// An 8-bit NHWC `conv2d` with an `i32` result: `tosa.conv2d` (one group) or
/// `tosa.depthwise_conv2d` (a group per input channel), the weight permuted to TOSA's
/// layout (`[O, H, W, I]`; depthwise `[H, W, C, M]`, output channel `c * M + m`), a zero bias.
fn conv2d(e: &mut Emitter, a: &Conv2dAttrs, x: &V, w: &V, ty: &TensorType) -> Option<V> {
    if a.data_layout != DataLayout::Nhwc || ty.dtype != DType::I32 {
        return None;
    }
    let [ao, ai, ah, aw] = a.kernel_layout.axes();
    let (o, i, kh, kw) = (w.1.shape[ao], w.1.shape[ai], w.1.shape[ah], w.1.shape[aw]);
    let c = x.1.shape[3];
    let depthwise = a.groups > 1 && a.groups == c && i == 1;
    if a.groups != 1 && !depthwise {
        return None;
    }
    let (xs, xzp) = signed8(e, x)?;
    let (ws, wzp) = signed8(e, w)?;
    let (xs, pad) = window_input(e, xs, a.padding, [kh, kw], a.strides, a.dilation)?;
    let (op, wt) = if depthwise {
        let t = transpose(e, &ws, &[ah, aw, ai, ao]);
        ("tosa.depthwise_conv2d", reshape(e, &t, &[kh, kw, c, o / c]))
    } else {
        ("tosa.conv2d", transpose(e, &ws, &[ao, ah, aw, ai]))
    };
    let bias = konst(e, "0", &TensorType::new(DType::I32, [o]));
    let attrs = format!(
        "{{acc_type = i32, pad = array<i64: {}>, stride = array<i64: {}>, dilation = array<i64: {}>}}",
        list(&pad),
        list(&a.strides),
        list(&a.dilation)
    );
    Some(call(e, op, &[xs, wt, bias, xzp, wzp], &attrs, ty))
}

/// An 8-bit `dense` (`[B, K] x [O, K]`) as `tosa.matmul` of `[1, B, K]` and `[1, K, O]`.
fn dense(e: &mut Emitter, x: &V, w: &V, ty: &TensorType) -> Option<V> {
    if ty.dtype != DType::I32 {
        return None;
    }
    let (b, k, o) = (x.1.shape[0], x.1.shape[1], w.1.shape[0]);
    let (xs, xzp) = signed8(e, x)?;
    let (ws, wzp) = signed8(e, w)?;
    let x3 = reshape(e, &xs, &[1, b, k]);
    let wt = transpose(e, &ws, &[1, 0]);
    let w3 = reshape(e, &wt, &[1, k, o]);
    let r = call(
        e,
        "tosa.matmul",
        &[x3, w3, xzp, wzp],
        "",
        &TensorType::new(DType::I32, [1, b, o]),
    );
    Some(reshape(e, &r, &ty.shape))
}

/// An 8-bit NHWC `max_pool2d`: `tosa.max_pool2d` skips padded taps as the interpreter does;
/// `u8` goes through `u ^ 0x80`, which orders like `u`, and back.
fn max_pool(e: &mut Emitter, w: &WindowAttrs, x: &V, ty: &TensorType) -> Option<V> {
    if w.layout != DataLayout::Nhwc || !matches!(ty.dtype, DType::I8 | DType::U8) {
        return None;
    }
    let (xs, _) = signed8(e, x)?;
    let (xs, pad) = window_input(e, xs, w.padding, w.kernel, w.strides, [1, 1])?;
    if pad[0] >= w.kernel[0]
        || pad[1] >= w.kernel[0]
        || pad[2] >= w.kernel[1]
        || pad[3] >= w.kernel[1]
    {
        return None;
    }
    let attrs = format!(
        "{{kernel = array<i64: {}>, stride = array<i64: {}>, pad = array<i64: {}>}}",
        list(&w.kernel),
        list(&w.strides),
        list(&pad)
    );
    let t = ty.with_dtype(DType::I8);
    let r = call(e, "tosa.max_pool2d", &[xs], &attrs, &t);
    if unsigned(ty.dtype) {
        let flip = konst(e, "-128", &TensorType::new(DType::I8, vec![1; t.rank()]));
        return Some(call(e, "tosa.bitwise_xor", &[r, flip], "", &t));
    }
    Some(r)
}

#[cfg(test)]
mod tests {
    use qnn_arith::{fixed_point_multiply_i32, QuantizedMultiplier, Rounding};

    /// TOSA 1.0's `apply_scale_32` (the specification's pseudo-code), with its
    /// `REQUIRE`s as assertions.
    fn apply_scale_32(value: i32, multiplier: i32, shift: i32, double_round: bool) -> i32 {
        assert!(multiplier >= 0 && (2..=62).contains(&shift));
        let half = 1i64 << (shift - 1);
        assert!(i64::from(value) >= -half && i64::from(value) < half);
        let mut round = half;
        if double_round && shift > 31 {
            round += if value >= 0 { 1 << 30 } else { -(1 << 30) };
        }
        let r = (i64::from(value) * i64::from(multiplier) + round) >> shift;
        i32::try_from(r).expect("fits i32 by construction")
    }

    /// `tosa.rescale` as the export writes it (`DOUBLE_ROUND` for `tflite_double`,
    /// `SINGLE_ROUND` for `tflite_single` and `upward`, shift `31 - s`) gives the
    /// interpreter's integer: every shift the form allows, multipliers at their extremes and
    /// powers of two (whose products put ties at every rounding position), inputs at the
    /// `i32` extremes, around zero, at the ends of TOSA's input range, and random.
    #[test]
    fn rescale_matches_tflite() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as i32
        };
        for s in -31..=29 {
            let tosa_shift = 31 - s;
            let mut ms = vec![0, 1, 3, 1 << 29, 1 << 30, (1 << 30) + 1, i32::MAX];
            ms.extend((0..6).map(|_| next() & i32::MAX));
            // The inputs TOSA admits: all of i32 for shifts above 31.
            let (lo, hi) = if tosa_shift > 31 {
                (i32::MIN, i32::MAX)
            } else {
                let h = 1i32 << (tosa_shift - 1);
                (-h, h - 1)
            };
            let mut xs: Vec<i32> = (-600..=600).collect();
            xs.extend([lo, lo + 1, hi - 1, hi]);
            xs.extend((0..300).map(|_| next()));
            for &m in &ms {
                for &x in &xs {
                    let x = x.clamp(lo, hi);
                    let q = QuantizedMultiplier {
                        multiplier: m,
                        shift: s,
                    };
                    for (mode, double) in [
                        (Rounding::TfliteDouble, true),
                        (Rounding::TfliteSingle, false),
                        (Rounding::Upward, false),
                    ] {
                        let want = fixed_point_multiply_i32(x, q, mode).expect("in range");
                        let got = apply_scale_32(x, m, tosa_shift, double);
                        assert_eq!(
                            i64::from(got),
                            i64::from(want),
                            "{} x = {x}, m = {m}, s = {s}",
                            mode.name()
                        );
                    }
                }
            }
        }
    }
}
