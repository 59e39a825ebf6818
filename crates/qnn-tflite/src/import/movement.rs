//! Operators that move stored values without arithmetic: SLICE, STRIDED_SLICE, SPLIT, SPLIT_V,
//! PACK, UNPACK, GATHER, TILE, BROADCAST_TO, DEPTH_TO_SPACE, SPACE_TO_DEPTH, and MAXIMUM /
//! MINIMUM, REDUCE_MAX / REDUCE_MIN and ARG_MAX / ARG_MIN, which compare stored values, and
//! RESIZE_NEAREST_NEIGHBOR, which picks stored values; also RESIZE_BILINEAR, which computes the
//! int8 / int16 kernel's weighted sums of the stored values.
//!
//! TFLite's kernels for these (RESIZE_BILINEAR aside) copy (or compare) the stored integers whatever the tensors'
//! quantization parameters (the converter gives the inputs and outputs equal parameters), and
//! the same kernels run on float tensors, so each maps to core ops on the raw values, for int8,
//! int16 and float tensors alike (float islands pass through the same way).

use qnn_ir::ops::{
    ArgAttrs, ConcatAttrs, DequantizeAttrs, GatherAttrs, NoAttrs, ReduceAttrs, ReshapeAttrs,
    SliceAttrs, TileAttrs, TransposeAttrs,
};
use qnn_ir::{DType, Op, QParams, ValueId};

use super::cx::OpCx;
use super::error::ImportError;
use crate::model::TfOptions;

/// `axis` (negative: from the end) of a rank-`rank` tensor.
fn norm_axis(cx: &OpCx, axis: i64, rank: usize) -> Result<usize, ImportError> {
    let a = if axis < 0 { axis + rank as i64 } else { axis };
    usize::try_from(a)
        .ok()
        .filter(|&a| a < rank)
        .ok_or_else(|| cx.invalid(format!("axis {axis} is out of range for rank {rank}")))
}

/// The input value `k` and its shape.
fn input(cx: &mut OpCx, k: usize) -> Result<(ValueId, Vec<usize>), ImportError> {
    let v = cx.input_value(k)?;
    let shape = cx.ty_of(v)?.shape.to_vec();
    Ok((v, shape))
}

/// `reshape` of `v` to `shape`, unbound.
fn reshape(cx: &mut OpCx, v: ValueId, shape: Vec<usize>) -> Result<ValueId, ImportError> {
    let d = cx.ty_of(v)?.dtype;
    cx.add(Op::Reshape(ReshapeAttrs { shape }), &[v], d)
}

/// The unit-stride slice `[start, start + len)` along `axis` of `x` (shape `shape`).
fn slice_along(
    cx: &mut OpCx,
    x: ValueId,
    shape: &[usize],
    axis: usize,
    start: usize,
    len: usize,
) -> Result<ValueId, ImportError> {
    let mut a = SliceAttrs {
        begin: vec![0; shape.len()],
        end: shape.iter().map(|&e| e as i64).collect(),
        strides: vec![1; shape.len()],
    };
    a.begin[axis] = start as i64;
    a.end[axis] = (start + len) as i64;
    let d = cx.ty_of(x)?.dtype;
    cx.add(Op::Slice(a), &[x], d)
}

/// SLICE(input, begin, size) -> `slice`; `size = -1` runs to the end.
pub(super) fn slice(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(3, 3)?;
    let (x, shape) = input(cx, 0)?;
    let (_, begin) = cx.const_ints(1)?;
    let (_, size) = cx.const_ints(2)?;
    if begin.len() != shape.len() || size.len() != shape.len() {
        return Err(cx.invalid(format!(
            "begin and size need {} entries (the input's rank), found {} and {}",
            shape.len(),
            begin.len(),
            size.len()
        )));
    }
    let mut end = Vec::with_capacity(shape.len());
    for d in 0..shape.len() {
        let extent = shape[d] as i64;
        let e = if size[d] == -1 {
            extent
        } else {
            begin[d] + size[d]
        };
        if begin[d] < 0 || size[d] < -1 || e > extent || begin[d] > e {
            return Err(cx.invalid(format!(
                "dimension {d}: begin {} and size {} do not fit extent {extent}",
                begin[d], size[d]
            )));
        }
        end.push(e);
    }
    let strides = vec![1; shape.len()];
    let out = cx.output_index()?;
    cx.emit_to(
        out,
        Op::Slice(SliceAttrs {
            begin,
            end,
            strides,
        }),
        &[x],
    )?;
    Ok(())
}

/// TFLite's `StartForAxis` / `StopForAxis` (`strided_slice_logic.h`): masks, negative
/// indices and clamping, in the kernel's order.
fn resolve_axis(
    (begin, end, stride): (i64, i64, i64),
    extent: i64,
    (begin_masked, end_masked, shrink): (bool, bool, bool),
) -> (i64, i64) {
    if extent == 0 {
        return (0, 0);
    }
    let clamp = |v: i64| {
        if stride > 0 {
            v.clamp(0, extent)
        } else {
            v.clamp(-1, extent - 1)
        }
    };
    let mut start = begin;
    if begin_masked {
        start = if stride > 0 {
            i64::from(i32::MIN)
        } else {
            i64::from(i32::MAX)
        };
    }
    if start < 0 {
        start += extent;
    }
    let start = clamp(start);
    if shrink {
        return (start, start + 1);
    }
    let mut stop = end;
    if end_masked {
        stop = if stride > 0 {
            i64::from(i32::MAX)
        } else {
            i64::from(i32::MIN)
        };
    }
    if stop < 0 {
        stop += extent;
    }
    (start, clamp(stop))
}

/// One dimension of a STRIDED_SLICE after TFLite's `BuildStridedSliceParams` expanded the
/// ellipsis and the new axes: `(begin, end, stride)`, the begin / end / shrink mask bits, and
/// the extent of the (effective) input dimension.
struct SliceDim {
    spec: (i64, i64, i64),
    masks: (bool, bool, bool),
    extent: usize,
}

/// TFLite's `BuildStridedSliceParams`: the spec of `n` entries on a rank-`r` input becomes one
/// entry per effective dimension (the input's, plus one of extent 1 per new axis); an
/// ellipsis spans the dimensions the spec leaves out; dimensions past the spec are whole.
/// Also returns whether any new axis was inserted; `None` when the masks index past the
/// input's dimensions or the spec.
fn effective_slice_dims(
    shape: &[usize],
    (begin, end, strides): (&[i64], &[i64], &[i64]),
    (begin_mask, end_mask, ellipsis_mask, new_axis_mask, shrink_axis_mask): (
        i32,
        i32,
        i32,
        i32,
        i32,
    ),
    offset: bool,
) -> Option<(Vec<SliceDim>, bool)> {
    let bit = |mask: i32, d: i64| (0..32).contains(&d) && mask & (1 << d) != 0;
    let (r, n) = (shape.len() as i64, begin.len() as i64);
    let num_add_axis = (0..n)
        .filter(|&i| !bit(ellipsis_mask, i) && bit(new_axis_mask, i))
        .count() as i64;
    let effective_dims = r + num_add_axis;
    let (mut ellipsis, mut new_axis) = (
        vec![false; effective_dims as usize],
        vec![false; effective_dims as usize],
    );
    let (mut ellipsis_start, mut expanded) = (effective_dims, 0i64);
    let mut i = 0i64;
    while i < effective_dims {
        if bit(ellipsis_mask, i) {
            ellipsis_start = i;
            let stop = (i + 1).max((i + 1 + num_add_axis + r - n).min(effective_dims));
            expanded = stop - ellipsis_start - 1;
            while i < stop {
                ellipsis[i as usize] = true;
                i += 1;
            }
            continue;
        }
        new_axis[i as usize] = bit(new_axis_mask, i - expanded);
        i += 1;
    }
    let (mut added_ellipsis, mut added_axes) = (0i64, 0i64);
    let mut dims = Vec::with_capacity(effective_dims as usize);
    let whole = |extent: usize| SliceDim {
        spec: (0, 0, 1),
        masks: (true, true, false),
        extent,
    };
    for i in 0..effective_dims {
        let input_extent = || {
            usize::try_from(i - added_axes)
                .ok()
                .and_then(|d| shape.get(d).copied())
        };
        if ellipsis[i as usize] {
            added_ellipsis = (i - ellipsis_start).max(0);
            dims.push(whole(input_extent()?));
        } else if new_axis[i as usize] {
            dims.push(SliceDim {
                spec: (0, 1, 1),
                masks: (false, false, false),
                extent: 1,
            });
            added_axes += 1;
        } else if i >= n + expanded {
            dims.push(whole(input_extent()?));
        } else {
            let o = usize::try_from(i - added_ellipsis).ok()?;
            let (b, e, s) = (*begin.get(o)?, *end.get(o)?, *strides.get(o)?);
            let e = if offset { e.checked_add(b)? } else { e };
            dims.push(SliceDim {
                spec: (b, e, s),
                masks: (
                    bit(begin_mask, o as i64),
                    bit(end_mask, o as i64),
                    bit(shrink_axis_mask, o as i64),
                ),
                extent: input_extent()?,
            });
        }
    }
    Some((dims, added_axes > 0))
}

/// STRIDED_SLICE(input, begin, end, strides) with constant begin / end / strides -> `slice`
/// (after a `reshape` inserting the new axes, if any), then a `reshape` dropping the shrunk
/// axes, with TFLite's masks (begin, end, ellipsis, new axis, shrink), negative indices and
/// clamping (`BuildStridedSliceParams`, `StartForAxis` / `StopForAxis`).
pub(super) fn strided_slice(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(4, 4)?;
    let TfOptions::StridedSlice {
        begin_mask,
        end_mask,
        ellipsis_mask,
        new_axis_mask,
        shrink_axis_mask,
        offset,
    } = cx.op.options
    else {
        return Err(cx.invalid("StridedSliceOptions are missing"));
    };
    let (mut x, shape) = input(cx, 0)?;
    let (_, begin) = cx.const_ints(1)?;
    let (_, end) = cx.const_ints(2)?;
    let (_, strides) = cx.const_ints(3)?;
    let n = begin.len();
    if end.len() != n || strides.len() != n {
        return Err(cx.invalid(format!(
            "begin, end and strides need the same count: found {}, {} and {}",
            n,
            end.len(),
            strides.len()
        )));
    }
    let masks = (
        begin_mask,
        end_mask,
        ellipsis_mask,
        new_axis_mask,
        shrink_axis_mask,
    );
    let (dims, new_axes) = effective_slice_dims(&shape, (&begin, &end, &strides), masks, offset)
        .ok_or_else(|| {
            cx.invalid(format!(
                "the ellipsis and new-axis masks ({ellipsis_mask:#x}, {new_axis_mask:#x}) do not fit a spec of {n} entries on a rank-{} input",
                shape.len()
            ))
        })?;
    let known = n as i64
        - (0..n.min(32))
            .filter(|&i| new_axis_mask & (1 << i) != 0)
            .count() as i64;
    if ellipsis_mask == 0 && known > shape.len() as i64 {
        return Err(cx.invalid(format!(
            "the spec has {n} entries for a rank-{} input",
            shape.len()
        )));
    }
    if new_axes {
        let effective: Vec<usize> = dims.iter().map(|d| d.extent).collect();
        x = reshape(cx, x, effective)?;
    }
    let r = dims.len();
    let mut a = SliceAttrs {
        begin: Vec::with_capacity(r),
        end: Vec::with_capacity(r),
        strides: Vec::with_capacity(r),
    };
    let mut kept = Vec::with_capacity(r);
    for (d, dim) in dims.iter().enumerate() {
        let (b, e, s) = dim.spec;
        if s == 0 {
            return Err(cx.invalid(format!("dimension {d}: stride 0")));
        }
        let shrink = dim.masks.2;
        let (start, stop) = resolve_axis((b, e, s), dim.extent as i64, dim.masks);
        let count = qnn_ir::infer::slice_extent(start, stop, s).unwrap_or(0);
        if shrink && count != 1 {
            return Err(cx.invalid(format!(
                "dimension {d}: shrink_axis_mask needs exactly one element, the slice has {count}"
            )));
        }
        a.begin.push(if count == 0 { 0 } else { start });
        a.end.push(if count == 0 { 0 } else { stop });
        a.strides.push(s);
        if !shrink {
            kept.push(count);
        }
    }
    let out = cx.output_index()?;
    if kept.len() == r {
        cx.emit_to(out, Op::Slice(a), &[x])?;
    } else {
        let dtype = cx.ty_of(x)?.dtype;
        let s = cx.add(Op::Slice(a), &[x], dtype)?;
        cx.emit_to(out, Op::Reshape(ReshapeAttrs { shape: kept }), &[s])?;
    }
    Ok(())
}

/// Binds output `i` of a split along `axis` to the slice `[start, start + len)`.
fn bind_parts(
    cx: &mut OpCx,
    x: ValueId,
    shape: &[usize],
    axis: usize,
    sizes: &[usize],
) -> Result<(), ImportError> {
    let outs = cx.op.outputs.clone();
    let mut start = 0;
    for (&t, &len) in outs.iter().zip(sizes) {
        let v = slice_along(cx, x, shape, axis, start, len)?;
        cx.bind(t, v)?;
        start += len;
    }
    Ok(())
}

/// SPLIT(axis, input) -> one `slice` per output, equal parts.
pub(super) fn split(cx: &mut OpCx) -> Result<(), ImportError> {
    let parts = match cx.op.options {
        TfOptions::Split { num_splits } => num_splits,
        _ => cx.op.outputs.len() as i32,
    };
    let parts = usize::try_from(parts)
        .ok()
        .filter(|&p| p > 0)
        .ok_or_else(|| cx.invalid(format!("num_splits {parts} must be positive")))?;
    cx.arity_n(2, 2, parts)?;
    let (_, axis) = cx.const_ints(0)?;
    let (x, shape) = input(cx, 1)?;
    let [axis] = axis[..] else {
        return Err(cx.invalid("the axis must be one value"));
    };
    let axis = norm_axis(cx, axis, shape.len())?;
    if shape[axis] % parts != 0 {
        return Err(cx.invalid(format!(
            "extent {} along axis {axis} does not split into {parts} equal parts",
            shape[axis]
        )));
    }
    bind_parts(cx, x, &shape, axis, &vec![shape[axis] / parts; parts])
}

/// SPLIT_V(input, size_splits, axis) -> one `slice` per output; one size may be -1.
pub(super) fn split_v(cx: &mut OpCx) -> Result<(), ImportError> {
    let parts = cx.op.outputs.len();
    cx.arity_n(3, 3, parts)?;
    let (x, shape) = input(cx, 0)?;
    let (_, sizes) = cx.const_ints(1)?;
    let (_, axis) = cx.const_ints(2)?;
    let [axis] = axis[..] else {
        return Err(cx.invalid("the axis must be one value"));
    };
    let axis = norm_axis(cx, axis, shape.len())?;
    if sizes.len() != parts {
        return Err(cx.invalid(format!("{} sizes for {parts} outputs", sizes.len())));
    }
    let known: i64 = sizes.iter().filter(|&&s| s >= 0).sum();
    let unknown = sizes.iter().filter(|&&s| s == -1).count();
    let extent = shape[axis] as i64;
    let rest = extent - known;
    let sizes: Vec<usize> = sizes
        .iter()
        .map(|&s| if s == -1 { rest } else { s })
        .map(|s| usize::try_from(s).unwrap_or(usize::MAX))
        .collect();
    if unknown > 1 || sizes.contains(&usize::MAX) || sizes.iter().sum::<usize>() != shape[axis] {
        return Err(cx.invalid(format!(
            "sizes do not split extent {extent} along axis {axis}"
        )));
    }
    bind_parts(cx, x, &shape, axis, &sizes)
}

/// PACK(values...) -> a `reshape` of each inserting the new axis, then `concatenate`.
pub(super) fn pack(cx: &mut OpCx) -> Result<(), ImportError> {
    let n = cx.op.inputs.len();
    if n == 0 {
        return Err(cx.invalid("takes at least 1 input"));
    }
    cx.arity(n, n)?;
    let axis = match cx.op.options {
        TfOptions::Pack { axis, .. } => i64::from(axis),
        _ => 0,
    };
    let (first, shape) = input(cx, 0)?;
    let axis = norm_axis(cx, axis, shape.len() + 1)?;
    let mut expanded = shape.clone();
    expanded.insert(axis, 1);
    let mut parts = Vec::with_capacity(n);
    for k in 0..n {
        let (v, s) = if k == 0 {
            (first, shape.clone())
        } else {
            input(cx, k)?
        };
        if s != shape {
            return Err(cx.invalid(format!("input {k} has shape {s:?}, input 0 {shape:?}")));
        }
        parts.push(reshape(cx, v, expanded.clone())?);
    }
    let out = cx.output_index()?;
    cx.emit_to(out, Op::Concatenate(ConcatAttrs { axis }), &parts)?;
    Ok(())
}

/// UNPACK(input) -> for each index along the axis, a `slice` and a `reshape` dropping it.
pub(super) fn unpack(cx: &mut OpCx) -> Result<(), ImportError> {
    let outs = cx.op.outputs.clone();
    cx.arity_n(1, 1, outs.len())?;
    let axis = match cx.op.options {
        TfOptions::Unpack { axis, .. } => i64::from(axis),
        _ => 0,
    };
    let (x, shape) = input(cx, 0)?;
    let axis = norm_axis(cx, axis, shape.len())?;
    if shape[axis] != outs.len() {
        return Err(cx.invalid(format!(
            "extent {} along axis {axis} for {} outputs",
            shape[axis],
            outs.len()
        )));
    }
    let mut dropped = shape.clone();
    dropped.remove(axis);
    for (i, &t) in outs.iter().enumerate() {
        let s = slice_along(cx, x, &shape, axis, i, 1)?;
        cx.emit_to(
            t,
            Op::Reshape(ReshapeAttrs {
                shape: dropped.clone(),
            }),
            &[s],
        )?;
    }
    Ok(())
}

/// GATHER(params, indices) -> `gather` (`batch_dims = 0` only).
pub(super) fn gather(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let (axis, batch_dims) = match cx.op.options {
        TfOptions::Gather { axis, batch_dims } => (i64::from(axis), batch_dims),
        _ => (0, 0),
    };
    let (x, shape) = input(cx, 0)?;
    let axis = norm_axis(cx, axis, shape.len())?;
    let out = cx.output_index()?;
    if batch_dims == 0 {
        let idx = cx.input_value(1)?;
        cx.emit_to(out, Op::Gather(GatherAttrs { axis }), &[x, idx])?;
        return Ok(());
    }
    gather_batched(cx, x, &shape, axis, batch_dims, out)
}

/// The longest axis CUMSUM is imported along: the import writes one `slice` and one `add` per
/// element of the axis.
pub(super) const MAX_CUMSUM_AXIS: usize = 4096;

/// CUMSUM(input, axis) for float32, int32 and int64 (TFLite's kernel, an Eigen scan along the
/// axis): one running sum from 0 per position of the other axes, in axis order (from the end
/// with `reverse`), each output the sum after its element (before it with `exclusive`, so the
/// first is 0). In core ops: the axis sliced into its elements, the chain of `add`s from a
/// zero slice (`0.0 + x` is not `x` for `x = -0.0`), and a `concatenate` of the sums in place.
pub(super) fn cumsum(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let (exclusive, reverse) = match cx.op.options {
        TfOptions::Cumsum { exclusive, reverse } => (exclusive, reverse),
        _ => (false, false),
    };
    let (x, shape) = input(cx, 0)?;
    let d = cx.ty_of(x)?.dtype;
    if !matches!(d, DType::F32 | DType::I32 | DType::I64) {
        return Err(cx.unsupported(format!(
            "CUMSUM on {d} tensors is not supported (TFLite's kernel takes float32, int32 and int64)"
        )));
    }
    let (_, axis) = cx.const_ints(1)?;
    let [axis] = axis[..] else {
        return Err(cx.invalid("the axis must be one value"));
    };
    let axis = norm_axis(cx, axis, shape.len())?;
    let n = shape[axis];
    if n > MAX_CUMSUM_AXIS {
        return Err(cx.unsupported(format!(
            "CUMSUM along an axis of {n} elements (at most {MAX_CUMSUM_AXIS}: one add per element)"
        )));
    }
    let out = cx.output_index()?;
    if n == 0 {
        cx.emit_to(out, Op::Reshape(ReshapeAttrs { shape }), &[x])?;
        return Ok(());
    }
    let mut one = shape.clone();
    one[axis] = 1;
    let zero = qnn_ir::Tensor::zeros(qnn_ir::TensorType::new(d, one.clone()))
        .ok_or_else(|| cx.invalid("a zero slice"))?;
    let zero = cx.add_const(zero);
    let order: Vec<usize> = if reverse {
        (0..n).rev().collect()
    } else {
        (0..n).collect()
    };
    // `sums[k]`: the output at axis position `k`.
    let mut sums = vec![zero; n];
    let mut acc = zero;
    for &k in &order {
        let xk = slice_along(cx, x, &shape, axis, k, 1)?;
        let next = cx.add(Op::Add(NoAttrs {}), &[acc, xk], d)?;
        sums[k] = if exclusive { acc } else { next };
        acc = next;
    }
    cx.emit_to(out, Op::Concatenate(ConcatAttrs { axis }), &sums)?;
    Ok(())
}

/// EMBEDDING_LOOKUP(ids, table) -> `gather` of the table's rows (TFLite's `EvalSimple`, which
/// copies rows; an id outside the table is an error, as in the kernel). An 8-bit table with a
/// float output (the hybrid kernel, which dequantizes rows) is gathered from its dequantized
/// form, [`hybrid_table`].
pub(super) fn embedding_lookup(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let (ids, ids_shape) = input(cx, 0)?;
    let (table, _) = input(cx, 1)?;
    if ids_shape.len() != 1 || cx.ty_of(ids)?.dtype != DType::I32 {
        return Err(cx.invalid(format!(
            "the ids must be one int32 vector, found {}",
            cx.ty_of(ids)?
        )));
    }
    let out = cx.output_index()?;
    let (td, od) = (cx.ty_of(table)?.dtype, cx.dtype("the output", out)?);
    let table = if td == od {
        table
    } else if od == DType::F32 && matches!(td, DType::I8 | DType::U8) {
        hybrid_table(cx)?
    } else {
        return Err(cx.unsupported(format!(
            "a hybrid EMBEDDING_LOOKUP with a {td} table and a {od} output is not supported (int8 or uint8 tables with a float32 output are)"
        )));
    };
    cx.emit_to(out, Op::Gather(GatherAttrs { axis: 0 }), &[table, ids])?;
    Ok(())
}

/// The float table of a hybrid EMBEDDING_LOOKUP (TFLite's `EvalHybrid`: each row's stored
/// values, read as `int8` even in a uint8 table, times the row's scale or the tensor's, zero
/// points never subtracted): the bytes as an `i8` constant, then `qnn.dequantize` with zero
/// points 0, whose `(float)((double)s * q)` equals the kernel's `(float)q * s` (one rounding
/// of an exact product).
fn hybrid_table(cx: &mut OpCx) -> Result<ValueId, ImportError> {
    let t = cx.input_index(1)?;
    let tensor = cx.tensor(t)?;
    let Some(bytes) = tensor.data.clone() else {
        return Err(cx.unsupported("a hybrid EMBEDDING_LOOKUP needs a constant table"));
    };
    let shape = cx.value_type("the table", t)?.shape.to_vec();
    let q = cx.q("the table", t)?;
    if q.zero_point(0) != 0 {
        return Err(cx.tensor_error(
            "the table",
            t,
            format!(
                "must have zero point 0 (TFLite checks it), found {}",
                q.zero_point(0)
            ),
        ));
    }
    if let Some(axis) = q.axis().filter(|&a| a != 0) {
        return Err(cx.tensor_error(
            "the table",
            t,
            format!("must be quantized per row (axis 0), found axis {axis}"),
        ));
    }
    let scales: Vec<f32> = (0..q.num_channels()).map(|c| q.scale(c)).collect();
    let in_q = match q.axis() {
        Some(axis) => QParams::per_axis(axis, &scales, &vec![0; scales.len()]),
        None => QParams::per_tensor(scales[0], 0),
    };
    let values: Vec<i8> = bytes.iter().map(|&b| b as i8).collect();
    let values = qnn_ir::Tensor::new(
        qnn_ir::TensorType::new(DType::I8, shape),
        qnn_ir::Data::I8(values),
    )
    .map_err(|e| cx.invalid(e.to_string()))?;
    let c = cx.add_const(values);
    cx.add(
        Op::QnnDequantize(DequantizeAttrs { in_q }),
        &[c],
        DType::F32,
    )
}

/// GATHER_ND(params, indices): each index tuple of the last axis of `indices` (`K` entries)
/// picks a slice of `params`. As TFLite's `reference_ops::GatherNd` computes it: the tuple's
/// flat position `sum(i_j * stride_j)` (in the index type, wrapping) into `params` reshaped to
/// `[P, ...]` (`P` the product of its first `K` extents), one `gather` on axis 0, so a
/// position outside `[0, P)` is an error as in the kernel. Constant indices are combined here,
/// run-time ones with `slice`, `multiply` and `add`.
pub(super) fn gather_nd(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let (x, shape) = input(cx, 0)?;
    let (idx, idx_shape) = input(cx, 1)?;
    let Some((&k, lead)) = idx_shape.split_last() else {
        return Err(cx.invalid("the indices must have at least one dimension"));
    };
    if k == 0 || k > shape.len() {
        return Err(cx.invalid(format!(
            "index tuples of {k} entries into params of rank {}",
            shape.len()
        )));
    }
    let d = cx.ty_of(idx)?.dtype;
    if !matches!(d, DType::I32 | DType::I64) {
        return Err(cx.invalid(format!("the indices are {d}, not int32 or int64")));
    }
    let p: usize = shape[..k].iter().product();
    let mut flat_shape = vec![p];
    flat_shape.extend_from_slice(&shape[k..]);
    let flat = reshape(cx, x, flat_shape)?;
    // The stride of each tuple entry in `[P]`.
    let strides: Vec<i64> = (0..k)
        .map(|j| shape[j + 1..k].iter().product::<usize>() as i64)
        .collect();
    let positions = match cx.const_ints(1) {
        Ok((_, values)) => {
            // Wrapping in `i64`, then to the index type: `int32` wrapping, as the kernel's.
            let wrap = |v: i64| if d == DType::I32 { v as i32 as i64 } else { v };
            let pos: Vec<i64> = values
                .chunks_exact(k)
                .map(|t| {
                    let flat = t.iter().zip(&strides);
                    wrap(flat.fold(0i64, |s, (&i, &st)| s.wrapping_add(i.wrapping_mul(st))))
                })
                .collect();
            cx.int_const(d, lead, &pos)?
        }
        Err(_) => {
            let mut sum: Option<ValueId> = None;
            for (j, &st) in strides.iter().enumerate() {
                let part = slice_along(cx, idx, &idx_shape, lead.len(), j, 1)?;
                let part = reshape(cx, part, lead.to_vec())?;
                let c = cx.int_const(d, &[], &[st])?;
                let term = cx.add(Op::Multiply(NoAttrs {}), &[part, c], d)?;
                sum = Some(match sum {
                    None => term,
                    Some(s) => cx.add(Op::Add(NoAttrs {}), &[s, term], d)?,
                });
            }
            sum.ok_or_else(|| cx.invalid("no index entries"))?
        }
    };
    let out = cx.output_index()?;
    cx.emit_to(out, Op::Gather(GatherAttrs { axis: 0 }), &[flat, positions])?;
    Ok(())
}

/// DYNAMIC_UPDATE_SLICE(operand, update, start): `operand` with the block of `update`'s shape
/// at `start` replaced by `update`, the codes copied (TFLite's kernel does not requantize).
/// As the kernel does, each start index is first clamped to `[0, D - U]` (operand and update
/// extents). In core ops, for each axis `a`: the clamped start `s_a` (`slice`, `clip`), the
/// offsets `r = iota(D_a) - s_a`, the update's rows `gather(.., clip(r, 0, U_a - 1))` along
/// `a`, and the mask `0 <= r < U_a`; then `select(mask, gathered update, operand)`.
pub(super) fn dynamic_update_slice(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(3, 3)?;
    let (x, shape) = input(cx, 0)?;
    let (u, ushape) = input(cx, 1)?;
    let (start, sshape) = input(cx, 2)?;
    let r = shape.len();
    if qnn_ir::types::num_elements(&shape).is_none_or(|n| n > qnn_ir::MAX_ELEMENTS) {
        return Err(cx.invalid(format!(
            "an operand of shape {shape:?} has more than {} elements (qnnc's limit)",
            qnn_ir::MAX_ELEMENTS
        )));
    }
    if ushape.len() != r || sshape != [r] || ushape.iter().zip(&shape).any(|(u, d)| u > d) {
        return Err(cx.invalid(format!(
            "an update of shape {ushape:?} and start indices of shape {sshape:?} do not fit an operand of shape {shape:?}"
        )));
    }
    let (dx, du) = (cx.ty_of(x)?.dtype, cx.ty_of(u)?.dtype);
    if dx != du {
        return Err(cx.invalid(format!("the operand is {dx} but the update {du}")));
    }
    let sd = cx.ty_of(start)?.dtype;
    if !matches!(sd, DType::I32 | DType::I64) {
        return Err(cx.invalid(format!("the start indices are {sd}, not int32 or int64")));
    }
    let out = cx.output_index()?;
    if ushape.contains(&0) {
        // Nothing to write: the operand as it is.
        cx.emit_to(out, Op::Reshape(ReshapeAttrs { shape }), &[x])?;
        return Ok(());
    }
    let clip = |cx: &mut OpCx, v, min: i64, max: i64, d| {
        cx.add(Op::Clip(qnn_ir::ops::ClipAttrs { min, max }), &[v], d)
    };
    let zero = cx.int_const(DType::I32, &[], &[0])?;
    let no = cx.int_const(DType::I8, &[], &[0])?;
    let mut block = u;
    let mut mask: Option<ValueId> = None;
    for a in 0..r {
        let (d, n) = (shape[a], ushape[a]);
        let s = slice_along(cx, start, &[r], 0, a, 1)?;
        let s = reshape(cx, s, vec![])?;
        let s = clip(cx, s, 0, (d - n) as i64, sd)?;
        let s = if sd == DType::I32 {
            s
        } else {
            cx.add(Op::Cast(NoAttrs {}), &[s], DType::I32)?
        };
        let iota: Vec<i64> = (0..d as i64).collect();
        let iota = cx.int_const(DType::I32, &[d], &iota)?;
        let off = cx.add(Op::Subtract(NoAttrs {}), &[iota, s], DType::I32)?;
        let rows = clip(cx, off, 0, n as i64 - 1, DType::I32)?;
        block = cx.add(Op::Gather(GatherAttrs { axis: a }), &[block, rows], dx)?;
        // `0 <= off < n`, shaped to broadcast along axis `a`.
        let n_c = cx.int_const(DType::I32, &[], &[n as i64])?;
        let lo = cx.add(Op::GreaterEqual(NoAttrs {}), &[off, zero], DType::I8)?;
        let hi = cx.add(Op::GreaterEqual(NoAttrs {}), &[off, n_c], DType::I8)?;
        let inside = cx.add(Op::Select(NoAttrs {}), &[hi, no, lo], DType::I8)?;
        let mut bshape = vec![1; r];
        bshape[a] = d;
        let inside = reshape(cx, inside, bshape)?;
        mask = Some(match mask {
            None => inside,
            Some(m) => cx.add(Op::Select(NoAttrs {}), &[m, inside, no], DType::I8)?,
        });
    }
    match mask {
        Some(m) => cx.emit_to(out, Op::Select(NoAttrs {}), &[m, block, x])?,
        // A rank-0 operand: the update replaces it.
        None => cx.emit_to(out, Op::Reshape(ReshapeAttrs { shape: vec![] }), &[u])?,
    };
    Ok(())
}

/// GATHER with `batch_dims = b > 0` and constant indices `[B.., I..]` (TFLite's
/// `reference_ops::Gather`: batch `k` gathers from its own slice): the input as
/// `[O, B * A, N]` (a `reshape`, a `transpose` and a `reshape`), the indices offset by
/// `k * A` for batch `k`, one `gather` on axis 1, and the result back to
/// `[B.., O.., I.., N..]`. The indices are checked against the axis extent here, as TFLite's
/// kernel does at run time (an offset index must not reach another batch's slice).
fn gather_batched(
    cx: &mut OpCx,
    x: ValueId,
    shape: &[usize],
    axis: usize,
    batch_dims: i32,
    out: usize,
) -> Result<(), ImportError> {
    let (idx_shape, idx) = cx.const_ints(1).map_err(|_| {
        cx.unsupported(format!(
            "GATHER with batch_dims {batch_dims} needs constant indices"
        ))
    })?;
    let b = usize::try_from(batch_dims)
        .ok()
        .filter(|&b| b <= axis && b <= idx_shape.len() && shape[..b] == idx_shape[..b])
        .ok_or_else(|| {
            cx.invalid(format!(
                "batch_dims {batch_dims} does not fit input {shape:?}, indices {idx_shape:?} and axis {axis}"
            ))
        })?;
    let prod = |d: &[usize]| d.iter().product::<usize>();
    let (batch, outer, extent, inner) = (
        prod(&shape[..b]),
        prod(&shape[b..axis]),
        shape[axis],
        prod(&shape[axis + 1..]),
    );
    let coords = prod(&idx_shape[b..]);
    if let Some(&bad) = idx.iter().find(|&&i| i < 0 || i >= extent as i64) {
        return Err(cx.invalid(format!("index {bad} is outside [0, {extent})")));
    }
    let d = cx.ty_of(x)?.dtype;
    let p = reshape(cx, x, vec![batch, outer, extent, inner])?;
    let p = cx.add(
        Op::Transpose(TransposeAttrs {
            perm: vec![1, 0, 2, 3],
        }),
        &[p],
        d,
    )?;
    let p = reshape(cx, p, vec![outer, batch * extent, inner])?;
    let offset: Vec<i64> = idx
        .iter()
        .enumerate()
        .map(|(k, &i)| (k / coords.max(1) * extent) as i64 + i)
        .collect();
    let t = qnn_ir::Tensor::from_i64(DType::I32, &[batch, coords], &offset)
        .ok_or_else(|| cx.invalid("the offset indices do not fit int32"))?;
    let i = cx.add_const(t);
    let g = cx.add(Op::Gather(GatherAttrs { axis: 1 }), &[p, i], d)?;
    let g = cx.add(
        Op::Transpose(TransposeAttrs {
            perm: vec![1, 0, 2, 3],
        }),
        &[g],
        d,
    )?;
    let mut final_shape = shape[..axis].to_vec();
    final_shape.extend(&idx_shape[b..]);
    final_shape.extend(&shape[axis + 1..]);
    cx.emit_to(out, Op::Reshape(ReshapeAttrs { shape: final_shape }), &[g])?;
    Ok(())
}

/// The non-negative entries of constant input `k`.
fn const_sizes(cx: &OpCx, k: usize, what: &str) -> Result<Vec<usize>, ImportError> {
    let (_, raw) = cx.const_ints(k)?;
    let sizes = raw
        .iter()
        .map(|&m| usize::try_from(m))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| cx.invalid(format!("{what} {raw:?} has a negative entry")))?;
    if let Some(&big) = sizes.iter().find(|&&m| m > MAX_SIZE_ENTRY) {
        return Err(cx.unsupported(format!(
            "{what} entry {big} is above qnnc's limit of {MAX_SIZE_ENTRY} (docs/robustness.md)"
        )));
    }
    Ok(sizes)
}

/// Largest entry of a size operand (RESIZE sizes, TILE multiples, BROADCAST_TO shapes) the
/// importer accepts: the importer builds index tables of that length, so a model that asks
/// for more is refused instead of exhausting memory or time (`docs/robustness.md`). 65 536
/// is above any image extent real models resize to.
pub const MAX_SIZE_ENTRY: usize = 1 << 16;

/// TILE(input, multiples) -> `tile`.
pub(super) fn tile(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let multiples = const_sizes(cx, 1, "multiples")?;
    let x = cx.input_value(0)?;
    let out = cx.output_index()?;
    cx.emit_to(out, Op::Tile(TileAttrs { multiples }), &[x])?;
    Ok(())
}

/// REVERSE_V2(input, axes) -> a `slice` running down each reversed axis (begin `extent - 1`, end
/// `-1`, stride `-1`); the axes are a constant (negative ones counted from the end), as Keras'
/// Bidirectional layer converts.
pub(super) fn reverse_v2(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let (x, shape) = input(cx, 0)?;
    let (_, raw) = cx.const_ints(1)?;
    let mut a = SliceAttrs {
        begin: vec![0; shape.len()],
        end: shape.iter().map(|&e| e as i64).collect(),
        strides: vec![1; shape.len()],
    };
    for axis in raw {
        let k = if axis < 0 {
            axis + shape.len() as i64
        } else {
            axis
        };
        let k = usize::try_from(k)
            .ok()
            .filter(|&k| k < shape.len())
            .ok_or_else(|| {
                cx.invalid(format!(
                    "axis {axis} is out of range for rank {}",
                    shape.len()
                ))
            })?;
        if a.strides[k] == -1 {
            return Err(cx.invalid(format!("axis {axis} is given twice")));
        }
        a.begin[k] = shape[k] as i64 - 1;
        a.end[k] = -1;
        a.strides[k] = -1;
    }
    let out = cx.output_index()?;
    cx.emit_to(out, Op::Slice(a), &[x])?;
    Ok(())
}

/// BROADCAST_TO(input, shape) -> a `reshape` to the result's rank (leading 1s), then `tile`.
pub(super) fn broadcast_to(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let target = const_sizes(cx, 1, "shape")?;
    let (x, shape) = input(cx, 0)?;
    if shape.len() > target.len() {
        return Err(cx.invalid(format!("{shape:?} has more dimensions than {target:?}")));
    }
    let mut padded = vec![1; target.len() - shape.len()];
    padded.extend(&shape);
    let mut multiples = Vec::with_capacity(target.len());
    for (&s, &t) in padded.iter().zip(&target) {
        multiples.push(match (s, t) {
            (s, t) if s == t => 1,
            (1, t) => t,
            _ => return Err(cx.invalid(format!("{shape:?} does not broadcast to {target:?}"))),
        });
    }
    let x = if padded != shape {
        reshape(cx, x, padded)?
    } else {
        x
    };
    let out = cx.output_index()?;
    cx.emit_to(out, Op::Tile(TileAttrs { multiples }), &[x])?;
    Ok(())
}

/// The block size of DEPTH_TO_SPACE / SPACE_TO_DEPTH.
fn block_size(cx: &OpCx) -> Result<usize, ImportError> {
    let b = match cx.op.options {
        TfOptions::DepthToSpace { block_size } | TfOptions::SpaceToDepth { block_size } => {
            block_size
        }
        _ => return Err(cx.invalid("the block size options are missing")),
    };
    usize::try_from(b)
        .ok()
        .filter(|&b| b >= 1)
        .ok_or_else(|| cx.invalid(format!("block_size {b} must be positive")))
}

/// DEPTH_TO_SPACE (NHWC): `out[n, h*b + i, w*b + j, d] = in[n, h, w, (i*b + j)*D + d]`, as
/// `reshape [N,H,W,b,b,D]`, `transpose [0,1,3,2,4,5]`, `reshape [N,H*b,W*b,D]`.
pub(super) fn depth_to_space(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(1, 1)?;
    let b = block_size(cx)?;
    let (x, shape) = input(cx, 0)?;
    let [n, h, w, c] = shape[..] else {
        return Err(cx.invalid(format!("the input must have rank 4, found {shape:?}")));
    };
    if c % (b * b) != 0 {
        return Err(cx.invalid(format!(
            "depth {c} is not a multiple of block_size^2 = {}",
            b * b
        )));
    }
    let d = c / (b * b);
    let v = reshape(cx, x, vec![n, h, w, b, b, d])?;
    let dtype = cx.ty_of(v)?.dtype;
    let perm = vec![0, 1, 3, 2, 4, 5];
    let v = cx.add(Op::Transpose(TransposeAttrs { perm }), &[v], dtype)?;
    let out = cx.output_index()?;
    let shape = vec![n, h * b, w * b, d];
    cx.emit_to(out, Op::Reshape(ReshapeAttrs { shape }), &[v])?;
    Ok(())
}

/// SPACE_TO_DEPTH (NHWC): `out[n, h, w, (i*b + j)*C + c] = in[n, h*b + i, w*b + j, c]`, as
/// `reshape [N,H/b,b,W/b,b,C]`, `transpose [0,1,3,2,4,5]`, `reshape [N,H/b,W/b,b*b*C]`.
pub(super) fn space_to_depth(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(1, 1)?;
    let b = block_size(cx)?;
    let (x, shape) = input(cx, 0)?;
    let [n, h, w, c] = shape[..] else {
        return Err(cx.invalid(format!("the input must have rank 4, found {shape:?}")));
    };
    if h % b != 0 || w % b != 0 {
        return Err(cx.invalid(format!(
            "height {h} and width {w} are not multiples of block_size {b}"
        )));
    }
    let v = reshape(cx, x, vec![n, h / b, b, w / b, b, c])?;
    let dtype = cx.ty_of(v)?.dtype;
    let perm = vec![0, 1, 3, 2, 4, 5];
    let v = cx.add(Op::Transpose(TransposeAttrs { perm }), &[v], dtype)?;
    let out = cx.output_index()?;
    let shape = vec![n, h / b, w / b, b * b * c];
    cx.emit_to(out, Op::Reshape(ReshapeAttrs { shape }), &[v])?;
    Ok(())
}

/// MAXIMUM / MINIMUM(a, b) -> `maximum` / `minimum` on the stored values.
pub(super) fn maximum_minimum(cx: &mut OpCx, max: bool) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let (a, b) = (cx.input_value(0)?, cx.input_value(1)?);
    let op = if max {
        Op::Maximum(NoAttrs {})
    } else {
        Op::Minimum(NoAttrs {})
    };
    let out = cx.output_index()?;
    cx.emit_to(out, op, &[a, b])?;
    Ok(())
}

/// REDUCE_MAX / REDUCE_MIN(input, axes) -> `reduce_max` / `reduce_min` (`keep_dims` from
/// `ReducerOptions`).
pub(super) fn reduce_extreme(cx: &mut OpCx, max: bool) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let keep_dims = match cx.op.options {
        TfOptions::Reducer { keep_dims } => keep_dims,
        _ => false,
    };
    let (x, shape) = input(cx, 0)?;
    let axes = cx.const_axes(1, shape.len())?;
    let a = ReduceAttrs { axes, keep_dims };
    let op = if max {
        Op::ReduceMax(a)
    } else {
        Op::ReduceMin(a)
    };
    let out = cx.output_index()?;
    cx.emit_to(out, op, &[x])?;
    Ok(())
}

/// The most elements REDUCE_PROD multiplies per result: the import unrolls the product.
pub const MAX_PROD_TERMS: usize = 1024;

/// REDUCE_PROD(input, axes) on `f32`, `i32` or `i64` values (TFLite's `ReduceGeneric`: from 1,
/// each reduced element multiplied in, in row-major order; integers wrap) -> the reduced axes
/// moved last (`transpose`, their order kept), viewed as `[outer, R]`, and a chain of
/// `multiply`s of its `R` columns in order. Keras computes reshapes this way (SHAPE, GATHER,
/// REDUCE_PROD). The quantized 8-bit form is not supported.
pub(super) fn reduce_prod(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let keep_dims = match cx.op.options {
        TfOptions::Reducer { keep_dims } => keep_dims,
        _ => false,
    };
    let (x, shape) = input(cx, 0)?;
    let d = cx.ty_of(x)?.dtype;
    if !matches!(d, DType::F32 | DType::I32 | DType::I64) {
        return Err(cx.unsupported(format!(
            "REDUCE_PROD of {d} values (the quantized form) is not supported; float32, int32 and int64 are"
        )));
    }
    let rank = shape.len();
    let axes = cx.const_axes(1, rank)?;
    let kept: Vec<usize> = (0..rank).filter(|a| !axes.contains(a)).collect();
    let outer: usize = kept.iter().map(|&a| shape[a]).product();
    let r: usize = axes.iter().map(|&a| shape[a]).product();
    if r > MAX_PROD_TERMS {
        return Err(cx.unsupported(format!(
            "REDUCE_PROD of {r} elements per result (qnnc unrolls at most {MAX_PROD_TERMS})"
        )));
    }
    let out_shape: Vec<usize> = if keep_dims {
        (0..rank)
            .map(|a| if axes.contains(&a) { 1 } else { shape[a] })
            .collect()
    } else {
        kept.iter().map(|&a| shape[a]).collect()
    };
    let out = cx.output_index()?;
    if r == 0 || outer == 0 {
        let n = qnn_ir::types::num_elements(&out_shape).unwrap_or(0);
        let ones = match d {
            DType::F32 => qnn_ir::Tensor::new(
                qnn_ir::TensorType::new(d, out_shape.clone()),
                qnn_ir::Data::F32(vec![1.0; n]),
            )
            .map_err(|e| cx.invalid(e.to_string()))?,
            _ => qnn_ir::Tensor::from_i64(d, &out_shape, &vec![1; n])
                .ok_or_else(|| cx.invalid("the result does not fit its type"))?,
        };
        let v = cx.add_const(ones);
        return cx.bind(out, v);
    }
    let perm: Vec<usize> = kept.iter().chain(&axes).copied().collect();
    let moved = if perm.iter().enumerate().all(|(i, &p)| i == p) {
        x
    } else {
        cx.add(Op::Transpose(TransposeAttrs { perm }), &[x], d)?
    };
    let flat = reshape(cx, moved, vec![outer, r])?;
    let mut acc = slice_along(cx, flat, &[outer, r], 1, 0, 1)?;
    for j in 1..r {
        let col = slice_along(cx, flat, &[outer, r], 1, j, 1)?;
        acc = cx.add(Op::Multiply(NoAttrs {}), &[acc, col], d)?;
    }
    cx.emit_to(out, Op::Reshape(ReshapeAttrs { shape: out_shape }), &[acc])?;
    Ok(())
}

/// ARG_MAX / ARG_MIN(input, axis) -> `arg_max` / `arg_min`, the index type the output's.
pub(super) fn arg_extreme(cx: &mut OpCx, max: bool) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let (x, shape) = input(cx, 0)?;
    let (_, axis) = cx.const_ints(1)?;
    let [axis] = axis[..] else {
        return Err(cx.invalid("the axis must be one value"));
    };
    let axis = norm_axis(cx, axis, shape.len())?;
    let a = ArgAttrs { axis };
    let op = if max { Op::ArgMax(a) } else { Op::ArgMin(a) };
    let out = cx.output_index()?;
    cx.emit_to(out, op, &[x])?;
    Ok(())
}

/// TFLite's `GetNearestNeighbor`: the input index output index `i` reads, in the kernel's
/// `float` arithmetic (`TfLiteRound` is `roundf`, ties away from zero).
fn nearest_neighbor(i: usize, input: usize, output: usize, align: bool, half: bool) -> i64 {
    let scale = if align && output > 1 {
        (input as i32 - 1) as f32 / (output as i32 - 1) as f32
    } else {
        input as f32 / output as f32
    };
    let offset = if half { 0.5f32 } else { 0.0 };
    let at = (i as i32 as f32 + offset) * scale;
    let v = if align { at.round() } else { at.floor() } as i32;
    let v = v.min(input as i32 - 1);
    i64::from(if half { v.max(0) } else { v })
}

/// RESIZE_NEAREST_NEIGHBOR(input, size) (NHWC) -> `gather` of the rows along axis 1, then of
/// the columns along axis 2, with the indices TFLite's kernel computes.
pub(super) fn resize_nearest_neighbor(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let (align, half) = match cx.op.options {
        TfOptions::ResizeNearestNeighbor {
            align_corners,
            half_pixel_centers,
        } => (align_corners, half_pixel_centers),
        _ => (false, false),
    };
    let (x, shape) = input(cx, 0)?;
    let [_, h, w, _] = shape[..] else {
        return Err(cx.invalid(format!("the input must have rank 4, found {shape:?}")));
    };
    let size = const_sizes(cx, 1, "size")?;
    let [oh, ow] = size[..] else {
        return Err(cx.invalid(format!("size must have 2 entries, found {size:?}")));
    };
    if oh == 0 || ow == 0 || h == 0 || w == 0 {
        return Err(cx.invalid(format!("cannot resize {shape:?} to {size:?}")));
    }
    let dtype = cx.ty_of(x)?.dtype;
    let mut v = x;
    for (axis, input_n, output_n) in [(1, h, oh), (2, w, ow)] {
        let idx: Vec<i64> = (0..output_n)
            .map(|i| nearest_neighbor(i, input_n, output_n, align, half))
            .collect();
        let t = qnn_ir::Tensor::from_i64(qnn_ir::DType::I32, &[output_n], &idx)
            .ok_or_else(|| cx.invalid("resize indices do not fit int32"))?;
        let c = cx.add_const(t);
        v = if axis == 2 {
            let out = cx.output_index()?;
            cx.emit_to(out, Op::Gather(GatherAttrs { axis }), &[v, c])?
        } else {
            cx.add(Op::Gather(GatherAttrs { axis }), &[v, c], dtype)?
        };
    }
    Ok(())
}

/// TFLite's `ComputeInterpolationValuesInteger`: for output index `i`, the 10-bit fixed-point
/// source position and its lower and upper source indices.
fn interpolation_values(i: i32, scale_10: i32, half: bool, input: i32) -> (i32, i32, i32) {
    let scaled = if half {
        i * scale_10 + scale_10 / 2 - (1 << 9)
    } else {
        i * scale_10
    };
    let lower = (scaled / (1 << 10)).max(0);
    let upper = ((scaled + (1 << 10) - 1) / (1 << 10)).min(input - 1);
    (scaled, lower, upper)
}

/// One axis of a float bilinear resize, as TFLite's `ComputeInterpolationValues` computes it in
/// `float` for each output index: the source position `s` (`(i + 0.5) * scale - 0.5` with
/// half-pixel centers, else `i * scale`), the neighbours `max(floor(s), 0)` and
/// `min(ceil(s), n - 1)`, and `d = s - lower`.
fn float_axis(input_n: usize, output_n: usize, align: bool, half: bool) -> Vec<(i64, i64, f32)> {
    let scale = if align && output_n > 1 {
        (input_n - 1) as f32 / (output_n - 1) as f32
    } else {
        input_n as f32 / output_n as f32
    };
    (0..output_n)
        .map(|i| {
            let v = i as f32;
            let s = if half {
                (v + 0.5) * scale - 0.5
            } else {
                v * scale
            };
            let lo = (s.floor() as i32).max(0);
            let hi = (s.ceil() as i32).min(input_n as i32 - 1);
            (i64::from(lo), i64::from(hi), s - lo as f32)
        })
        .collect()
}

/// Float RESIZE_BILINEAR (NHWC): TFLite's reference expression term for term, rounded where
/// it rounds: `v00 * (1 - dy) * (1 - dx) + v10 * dy * (1 - dx) + v01 * (1 - dy) * dx + v11 *
/// dy * dx + 0.0` (left to right; the `+ 0.0` is the kernel's rounding offset, which turns a
/// `-0.0` into `0.0`), with the four neighbours `gather`ed and the per-row and per-column
/// weights as constants computed in `f32` as the kernel computes them.
fn resize_bilinear_f32(
    cx: &mut OpCx,
    x: ValueId,
    shape: &[usize],
    (align, half): (bool, bool),
) -> Result<(), ImportError> {
    use qnn_ir::DType::{F32, I32};
    let [_, h, w, _] = shape[..] else {
        return Err(cx.invalid(format!("the input must have rank 4, found {shape:?}")));
    };
    let size = const_sizes(cx, 1, "size")?;
    let [oh, ow] = size[..] else {
        return Err(cx.invalid(format!("size must have 2 entries, found {size:?}")));
    };
    let fits = |v: usize| v > 0 && v < (1 << 24);
    if !(fits(h) && fits(w) && fits(oh) && fits(ow)) {
        return Err(cx.invalid(format!("cannot resize {shape:?} to {size:?}")));
    }
    // Per axis: the two neighbour index vectors and the weights `1 - d` and `d`, shaped to
    // broadcast along that axis of the NHWC result.
    let mut axes = Vec::new();
    for (input_n, output_n, wshape) in [(h, oh, vec![oh, 1, 1]), (w, ow, vec![ow, 1])] {
        let v = float_axis(input_n, output_n, align, half);
        let lo: Vec<i64> = v.iter().map(|t| t.0).collect();
        let hi: Vec<i64> = v.iter().map(|t| t.1).collect();
        let d: Vec<f32> = v.iter().map(|t| t.2).collect();
        let one_minus: Vec<f32> = d.iter().map(|&d| 1.0 - d).collect();
        let weights = |cx: &mut OpCx, vals: Vec<f32>| {
            let ty = qnn_ir::TensorType::new(F32, wshape.clone());
            let t = qnn_ir::Tensor::new(ty, qnn_ir::Data::F32(vals))
                .map_err(|e| cx.invalid(e.to_string()))?;
            Ok::<_, ImportError>(cx.add_const(t))
        };
        let lo = cx.int_const(I32, &[output_n], &lo)?;
        let hi = cx.int_const(I32, &[output_n], &hi)?;
        let w0 = weights(cx, one_minus)?;
        let w1 = weights(cx, d)?;
        axes.push((lo, hi, w0, w1));
    }
    let [(y0, y1, wy0, wy1), (x0, x1, wx0, wx1)] = axes[..] else {
        return Err(cx.invalid("two spatial axes"));
    };
    let gather = |cx: &mut OpCx, v, i, axis| cx.add(Op::Gather(GatherAttrs { axis }), &[v, i], F32);
    let mul = |cx: &mut OpCx, a, b| cx.add(Op::Multiply(NoAttrs {}), &[a, b], F32);
    let add = |cx: &mut OpCx, a, b| cx.add(Op::Add(NoAttrs {}), &[a, b], F32);
    let (r0, r1) = (gather(cx, x, y0, 1)?, gather(cx, x, y1, 1)?);
    let mut sum = None;
    for (row, wy, col, wx) in [
        (r0, wy0, x0, wx0),
        (r1, wy1, x0, wx0),
        (r0, wy0, x1, wx1),
        (r1, wy1, x1, wx1),
    ] {
        let v = gather(cx, row, col, 2)?;
        let term = mul(cx, v, wy)?;
        let term = mul(cx, term, wx)?;
        sum = Some(match sum {
            None => term,
            Some(s) => add(cx, s, term)?,
        });
    }
    let sum = sum.ok_or_else(|| cx.invalid("four terms"))?;
    let zero = super::float::scalar(cx, 0.0)?;
    let out = cx.output_index()?;
    cx.emit_to(out, Op::Add(NoAttrs {}), &[sum, zero])?;
    Ok(())
}

/// RESIZE_BILINEAR(input, size) for int8 and int16 (NHWC): TFLite's `ResizeBilinearInteger`,
/// `out = round_away(sum v[y_a, x_b] * wy_a * wx_b / 2^20)` with 10-bit weights, written as
/// `gather`s of the two source rows, a weighted sum, the same along the columns, and a
/// `round_divide` by `2^20` (exactly the kernel's `(acc ± 2^19) / 2^20`).
pub(super) fn resize_bilinear(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let (align, half) = match cx.op.options {
        TfOptions::ResizeBilinear {
            align_corners,
            half_pixel_centers,
        } => (align_corners, half_pixel_centers),
        _ => (false, false),
    };
    let (x, shape) = input(cx, 0)?;
    let dtype = cx.ty_of(x)?.dtype;
    if dtype == qnn_ir::DType::F32 {
        return resize_bilinear_f32(cx, x, &shape, (align, half));
    }
    let acc = match dtype {
        qnn_ir::DType::I8 => qnn_ir::DType::I32,
        qnn_ir::DType::I16 => qnn_ir::DType::I64,
        d => {
            return Err(cx.unsupported(format!(
                "RESIZE_BILINEAR on {d} tensors is not supported (int8, int16 and float32 only)"
            )))
        }
    };
    let [_, h, w, _] = shape[..] else {
        return Err(cx.invalid(format!("the input must have rank 4, found {shape:?}")));
    };
    let size = const_sizes(cx, 1, "size")?;
    let [oh, ow] = size[..] else {
        return Err(cx.invalid(format!("size must have 2 entries, found {size:?}")));
    };
    let fits = |v: usize| v > 0 && v < (1 << 20);
    if !(fits(h) && fits(w) && fits(oh) && fits(ow)) {
        return Err(cx.invalid(format!("cannot resize {shape:?} to {size:?}")));
    }
    let x = cx.add(Op::Cast(NoAttrs {}), &[x], acc)?;
    let mut v = x;
    // Rows (axis 1, weights [OH, 1, 1]), then columns (axis 2, weights [OW, 1]).
    for (axis, input_n, output_n) in [(1usize, h as i32, oh as i32), (2, w as i32, ow as i32)] {
        let scale_10 = if align && output_n > 1 {
            ((1 << 10) * (input_n - 1) + (output_n - 1) / 2) / (output_n - 1)
        } else {
            ((1 << 10) * input_n + output_n / 2) / output_n
        };
        let (mut lo, mut hi, mut wlo, mut whi) = (vec![], vec![], vec![], vec![]);
        for i in 0..output_n {
            let (scaled, l, u) = interpolation_values(i, scale_10, half, input_n);
            let frac = i64::from(scaled - (1 << 10) * l);
            lo.push(i64::from(l));
            hi.push(i64::from(u));
            wlo.push((1 << 10) - frac);
            whi.push(frac);
        }
        let n = output_n as usize;
        let wshape: Vec<usize> = if axis == 1 { vec![n, 1, 1] } else { vec![n, 1] };
        let mut terms = Vec::with_capacity(2);
        for (idx, wts) in [(lo, wlo), (hi, whi)] {
            let it = qnn_ir::Tensor::from_i64(qnn_ir::DType::I32, &[n], &idx)
                .ok_or_else(|| cx.invalid("resize indices do not fit int32"))?;
            let wt = qnn_ir::Tensor::from_i64(acc, &wshape, &wts)
                .ok_or_else(|| cx.invalid("resize weights do not fit"))?;
            let (ic, wc) = (cx.add_const(it), cx.add_const(wt));
            let g = cx.add(Op::Gather(GatherAttrs { axis }), &[v, ic], acc)?;
            terms.push(cx.add(Op::Multiply(NoAttrs {}), &[g, wc], acc)?);
        }
        v = cx.add(Op::Add(NoAttrs {}), &[terms[0], terms[1]], acc)?;
    }
    let t = qnn_ir::Tensor::from_i64(acc, &[], &[1 << 20])
        .ok_or_else(|| cx.invalid("2^20 does not fit the accumulator"))?;
    let d = cx.add_const(t);
    let r = cx.add(Op::RoundDivide(NoAttrs {}), &[v, d], acc)?;
    let out = cx.output_index()?;
    cx.emit_to(out, Op::Cast(NoAttrs {}), &[r])?;
    Ok(())
}
