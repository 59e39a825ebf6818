//! Data movement: `reshape` as a collapse to one dimension and an expansion, `transpose` as
//! `linalg.transpose`, `slice` and `tile` as `linalg.generic` copies whose input index maps
//! say which element each result element is (`begin + i * stride`, `i mod extent`),
//! `gather` as a `tensor.extract` inside a `linalg.generic`, `concatenate` as
//! `tensor.insert_slice`s and `pad` as `tensor.pad`.

use crate::emit::{dims, name, tensor_ty, Emitter, Input};
use crate::{unsigned, ExportError};
use qnn_ir::ops::{PadAttrs, SliceAttrs};
use qnn_ir::{DType, TensorType, ValueId};

fn list(v: &[usize]) -> String {
    v.iter()
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// `reshape` of graph value `x`.
pub(crate) fn reshape(
    e: &mut Emitter,
    x: ValueId,
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    let xt = e.ty(x);
    reshape_named(e, &name(x), &xt, out, ty);
    Ok(())
}

/// `out = x` (of type `xt`) reshaped to `ty` (the same elements in the same order).
pub(crate) fn reshape_named(e: &mut Emitter, x: &str, xt: &TensorType, out: &str, ty: &TensorType) {
    let n: usize = xt.shape.iter().product();
    let flat = TensorType::new(xt.dtype, [n]);
    let all = |r: usize| format!("[[{}]]", list(&(0..r).collect::<Vec<_>>()));
    // To one dimension.
    let f = match xt.shape.len() {
        1 => x.to_string(),
        0 => {
            let f = e.fresh();
            e.line(format_args!(
                "{f} = tensor.expand_shape {x} [] output_shape [1] : {} into {}",
                tensor_ty(xt),
                tensor_ty(&flat)
            ));
            f
        }
        r => {
            let f = e.fresh();
            e.line(format_args!(
                "{f} = tensor.collapse_shape {x} {} : {} into {}",
                all(r),
                tensor_ty(xt),
                tensor_ty(&flat)
            ));
            f
        }
    };
    // From one dimension.
    match ty.shape.len() {
        1 => e.line(format_args!(
            "{out} = tensor.cast {f} : {} to {}",
            tensor_ty(&flat),
            tensor_ty(ty)
        )),
        0 => e.line(format_args!(
            "{out} = tensor.collapse_shape {f} [] : {} into {}",
            tensor_ty(&flat),
            tensor_ty(ty)
        )),
        r => e.line(format_args!(
            "{out} = tensor.expand_shape {f} {} output_shape [{}] : {} into {}",
            all(r),
            list(&ty.shape),
            tensor_ty(&flat),
            tensor_ty(ty)
        )),
    }
}

/// `transpose`: result dimension `i` is input dimension `perm[i]`.
pub(crate) fn transpose(
    e: &mut Emitter,
    perm: &[usize],
    x: ValueId,
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    let xt = e.ty(x);
    let init = e.empty(ty);
    e.line(format_args!(
        "{out} = linalg.transpose ins({} : {}) outs({init} : {}) permutation = [{}]",
        name(x),
        tensor_ty(&xt),
        tensor_ty(ty),
        list(perm)
    ));
    Ok(())
}

/// A copy of `x` where result element `i` is input element `index(i)`.
fn copy(
    e: &mut Emitter,
    x: ValueId,
    index: Vec<String>,
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    let inputs = [Input {
        name: name(x),
        ty: e.ty(x),
        index,
    }];
    let init = e.empty(ty);
    let r = ty.shape.len();
    e.generic(out, &vec![true; r], &inputs, &init, ty, &dims(r), |_, v| {
        Ok(v[0].clone())
    })
}

/// For a result with no element: defines `out` as an empty tensor and returns true.
fn empty_result(e: &mut Emitter, out: &str, ty: &TensorType) -> bool {
    if !ty.shape.contains(&0) {
        return false;
    }
    let init = e.empty(ty);
    e.line(format_args!(
        "{out} = tensor.cast {init} : {0} to {0}",
        tensor_ty(ty)
    ));
    true
}

/// `slice`: element `begin + i * stride` along each dimension (strides may be negative).
pub(crate) fn slice(
    e: &mut Emitter,
    s: &SliceAttrs,
    x: ValueId,
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    if empty_result(e, out, ty) {
        return Ok(());
    }
    let xt = e.ty(x);
    let r = ty.shape.len();
    if s.strides.iter().all(|&st| st > 0) {
        let num = |v: &[i64]| {
            v.iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        e.line(format_args!(
            "{out} = tensor.extract_slice {}[{}] [{}] [{}] : {} to {}",
            name(x),
            num(&s.begin),
            list(&ty.shape),
            num(&s.strides),
            tensor_ty(&xt),
            tensor_ty(ty)
        ));
        return Ok(());
    }
    // A negative stride: each result element reads `begin + i * stride` by index.
    let init = e.empty(ty);
    let xn = name(x);
    let xty = tensor_ty(&xt);
    e.generic(out, &vec![true; r], &[], &init, ty, &dims(r), |b, _| {
        let mut at = Vec::new();
        for i in 0..r {
            let d = b.let_(format_args!("linalg.index {i} : index"));
            let st = b.let_(format_args!("arith.constant {} : index", s.strides[i]));
            let bg = b.let_(format_args!("arith.constant {} : index", s.begin[i]));
            let m = b.let_(format_args!("arith.muli {d}, {st} : index"));
            at.push(b.let_(format_args!("arith.addi {m}, {bg} : index")));
        }
        Ok(b.let_(format_args!(
            "tensor.extract {xn}[{}] : {xty}",
            at.join(", ")
        )))
    })
}

/// `tile`: element `i mod extent` along each dimension.
pub(crate) fn tile(
    e: &mut Emitter,
    x: ValueId,
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    let xt = e.ty(x);
    if empty_result(e, out, ty) {
        return Ok(());
    }
    let index = xt
        .shape
        .iter()
        .enumerate()
        .map(|(i, n)| format!("d{i} mod {n}"))
        .collect();
    copy(e, x, index, out, ty)
}

/// `gather` along `axis`: `out[a.., i.., b..] = x[a.., idx[i..], b..]`.
pub(crate) fn gather(
    e: &mut Emitter,
    axis: usize,
    args: &[ValueId],
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    let (x, idx) = (args[0], args[1]);
    let (xt, it) = (e.ty(x), e.ty(idx));
    let ir = it.shape.len();
    let inputs = [Input {
        name: name(idx),
        ty: it.clone(),
        index: (axis..axis + ir).map(|i| format!("d{i}")).collect(),
    }];
    let init = e.empty(ty);
    let r = ty.shape.len();
    let xn = name(x);
    let xty = tensor_ty(&xt);
    let id = it.dtype;
    e.generic(out, &vec![true; r], &inputs, &init, ty, &dims(r), |b, v| {
        let w = b.widen_i64(&v[0], id);
        let k = b.let_(format_args!("arith.index_cast {w} : i64 to index"));
        let mut at = Vec::new();
        for i in 0..xt.shape.len() {
            at.push(match i.cmp(&axis) {
                std::cmp::Ordering::Less => b.let_(format_args!("linalg.index {i} : index")),
                std::cmp::Ordering::Equal => k.clone(),
                std::cmp::Ordering::Greater => {
                    b.let_(format_args!("linalg.index {} : index", i - 1 + ir))
                }
            });
        }
        Ok(b.let_(format_args!(
            "tensor.extract {xn}[{}] : {xty}",
            at.join(", ")
        )))
    })
}

/// `concatenate` along `axis`: each operand inserted at its offset.
pub(crate) fn concatenate(
    e: &mut Emitter,
    axis: usize,
    args: &[ValueId],
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    let mut acc = e.empty(ty);
    let mut offset = 0;
    let r = ty.shape.len();
    for (k, &a) in args.iter().enumerate() {
        let at = e.ty(a);
        let mut offs = vec![0; r];
        offs[axis] = offset;
        offset += at.shape[axis];
        let next = if k + 1 == args.len() {
            out.to_string()
        } else {
            e.fresh()
        };
        e.line(format_args!(
            "{next} = tensor.insert_slice {} into {acc}[{}] [{}] [{}] : {} into {}",
            name(a),
            list(&offs),
            list(&at.shape),
            list(&vec![1; r]),
            tensor_ty(&at),
            tensor_ty(ty)
        ));
        acc = next;
    }
    if args.is_empty() {
        e.line(format_args!(
            "{out} = tensor.cast {acc} : {0} to {0}",
            tensor_ty(ty)
        ));
    }
    Ok(())
}

/// `pad` with the attribute's fill value.
pub(crate) fn pad(
    e: &mut Emitter,
    p: &PadAttrs,
    x: ValueId,
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    let xt = e.ty(x);
    let lo: Vec<usize> = p.pads.iter().map(|q| q[0]).collect();
    let hi: Vec<usize> = p.pads.iter().map(|q| q[1]).collect();
    let fill = match xt.dtype {
        DType::F32 => format!("0x{:08X}", (p.value as f32).to_bits()),
        DType::F64 => format!("0x{:016X}", (p.value as f64).to_bits()),
        d if unsigned(d) && d.bits() == 8 => (p.value as u8 as i8).to_string(),
        d if unsigned(d) => (p.value as u16 as i16).to_string(),
        _ => p.value.to_string(),
    };
    e.pad(out, (&name(x), &xt), (&lo, &hi), &fill, ty);
    Ok(())
}
