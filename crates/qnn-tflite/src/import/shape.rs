//! Converters for the data-movement operators: CONCATENATION (`qnn.concatenate`), PAD / PADV2
//! (`pad`), RESHAPE / SQUEEZE (`reshape`), TRANSPOSE (`transpose`) and DENSIFY of a sparse
//! constant (folded at import).
//!
//! Result shapes follow TFLite's own shape computation from the operand shapes (RESHAPE's
//! shape tensor with its `-1`, SQUEEZE's dimensions), so a model whose inputs were given other
//! shapes (dynamic dimensions, see [`super::ImportOptions`]) imports consistently.

use qnn_arith::Rounding;
use qnn_ir::ops::{ConcatAttrs, PadAttrs, QnnConcatAttrs, ReshapeAttrs, TransposeAttrs};
use qnn_ir::types::num_elements;
use qnn_ir::{DType, Op};

use super::cx::OpCx;
use super::error::ImportError;
use super::float;
use super::tensors::const_tensor;
use crate::model::{FusedActivation, TfOptions};

/// CONCATENATION -> `qnn.concatenate` along the (normalised) axis. TFLite requires equal
/// parameters on int8 / int16 inputs and the output (uint8 may rescale) and no fused
/// activation.
pub(super) fn concatenation(cx: &mut OpCx) -> Result<(), ImportError> {
    let n = cx.op.inputs.len();
    if n == 0 {
        return Err(cx.invalid("takes at least 1 input, found 0"));
    }
    cx.arity(n, n)?;
    let (axis, activation) = match &cx.op.options {
        TfOptions::Concatenation { axis, activation } => (*axis, *activation),
        _ => (0, FusedActivation::None),
    };
    if activation != FusedActivation::None {
        return Err(cx.unsupported(format!("a fused activation ({activation:?}) on CONCATENATION is not supported (TFLite rejects it)")));
    }
    let rank = cx.value_type("input 0", cx.input_index(0)?)?.rank();
    let norm = if axis < 0 {
        i64::from(axis) + rank as i64
    } else {
        i64::from(axis)
    };
    let axis = match usize::try_from(norm) {
        Ok(a) if a < rank => a,
        _ => return Err(cx.invalid(format!("axis {axis} is out of range for rank {rank}"))),
    };
    if float::is_float(cx, 0)? {
        return float::concatenation(cx, axis);
    }
    let out_t = cx.output_index()?;
    // int32 / int64 values (shape arithmetic: Keras' SHAPE, GATHER, PACK, CONCATENATION
    // before a RESHAPE) are copied as they are.
    if matches!(cx.dtype("the output", out_t)?, DType::I32 | DType::I64) {
        let args = (0..n)
            .map(|k| cx.input_value(k))
            .collect::<Result<Vec<_>, _>>()?;
        cx.emit(Op::Concatenate(ConcatAttrs { axis }), &args)?;
        return Ok(());
    }
    let (out_q, _, _) = cx.q_tensor("the output", out_t)?;
    let mut in_q = Vec::with_capacity(n);
    let mut args = Vec::with_capacity(n);
    for k in 0..n {
        let t = cx.input_index(k)?;
        let role = format!("input {k}");
        let d = cx.dtype(&role, t)?;
        if d == DType::F32 {
            return Err(
                cx.unsupported("CONCATENATION of float and quantized inputs is not supported")
            );
        }
        let (q, _, _) = cx.q_tensor(&role, t)?;
        if matches!(d, DType::I8 | DType::I16) && q != out_q {
            return Err(cx.tensor_error(
                &role,
                t,
                format!("{d} CONCATENATION needs the output's scale and zero point on every input (TFLite checks it)"),
            ));
        }
        in_q.push(q);
        args.push(cx.value_of(&role, t)?);
    }
    cx.emit(
        Op::QnnConcatenate(QnnConcatAttrs {
            in_q,
            out_q,
            axis,
            rounding: Rounding::TfliteDouble,
        }),
        &args,
    )?;
    Ok(())
}

/// PAD / PADV2 -> `pad`. The paddings are the constant `[rank, 2]` second input. PAD fills with
/// the output zero point (0 for an unquantized output); PADV2 with its constant third input,
/// which must be a one-element constant of the input's type with the output's quantization.
pub(super) fn pad(cx: &mut OpCx, v2: bool) -> Result<(), ImportError> {
    if v2 {
        cx.arity(2, 3)?;
    } else {
        cx.arity(2, 2)?;
    }
    let (x_t, out_t) = (cx.input_index(0)?, cx.output_index()?);
    let x_ty = cx.value_type("input 0", x_t)?;
    let (shape, raw) = cx.const_ints(1)?;
    let rank = x_ty.rank();
    if shape.as_slice() != [rank, 2] {
        return Err(cx.invalid(format!(
            "the paddings must have shape [{rank}, 2], found {shape:?}"
        )));
    }
    let mut pads = Vec::with_capacity(rank);
    for pair in raw.chunks_exact(2) {
        let (Ok(b), Ok(a)) = (usize::try_from(pair[0]), usize::try_from(pair[1])) else {
            return Err(cx.invalid(format!("negative padding {pair:?}")));
        };
        pads.push([b, a]);
    }
    let out_q = cx.q("the output", out_t).ok();
    let mut value = match &out_q {
        Some(q) => q.zero_point(0),
        None => 0,
    };
    if let Some(c_t) = cx.opt_input_index(2).filter(|_| v2) {
        let role = "constant_values (input 2)";
        let c = match const_tensor(cx.tensor(c_t)?) {
            Ok(Some(c)) => c,
            Ok(None) => {
                return Err(cx.unsupported(format!(
                    "{} must be a constant (run-time values are not supported here)",
                    cx.what(role, c_t)
                )))
            }
            Err(m) => return Err(cx.tensor_error(role, c_t, m)),
        };
        if c.len() != 1 || c.dtype() != x_ty.dtype {
            return Err(cx.tensor_error(
                role,
                c_t,
                format!("must hold one {} element, found {}", x_ty.dtype, c.ty()),
            ));
        }
        let c_q = cx.q(role, c_t).ok();
        if c_q != out_q {
            return Err(cx.tensor_error(
                role,
                c_t,
                "must have the output's scale and zero point (TFLite checks it)",
            ));
        }
        value = match c.to_i64().as_deref() {
            Some([v]) => *v,
            _ => {
                return Err(
                    cx.unsupported("float PADV2 is not supported; only quantized models are")
                )
            }
        };
    }
    let v = cx.input_value(0)?;
    cx.emit(Op::Pad(PadAttrs { pads, value }), &[v])?;
    Ok(())
}

/// Resolves a TFLite target shape with at most one `-1` against `count` elements.
fn resolve_shape(cx: &OpCx, raw: &[i64], count: usize) -> Result<Vec<usize>, ImportError> {
    let mut stretch = None;
    let mut shape = Vec::with_capacity(raw.len());
    for (i, &d) in raw.iter().enumerate() {
        if d == -1 {
            if stretch.replace(i).is_some() {
                return Err(cx.invalid(format!("the new shape {raw:?} has more than one -1")));
            }
            shape.push(1);
        } else {
            shape.push(
                usize::try_from(d).map_err(|_| {
                    cx.invalid(format!("the new shape {raw:?} has a negative extent"))
                })?,
            );
        }
    }
    if let Some(i) = stretch {
        let known = num_elements(&shape)
            .ok_or_else(|| cx.invalid(format!("the new shape {raw:?} overflows")))?;
        if known == 0 || !count.is_multiple_of(known) {
            return Err(cx.invalid(format!(
                "cannot infer the -1 of {raw:?} for {count} elements"
            )));
        }
        shape[i] = count / known;
    }
    if num_elements(&shape) != Some(count) {
        return Err(cx.invalid(format!(
            "the new shape {raw:?} does not hold {count} elements"
        )));
    }
    Ok(shape)
}

/// DENSIFY of a sparse constant: nothing to emit, the importer has already given its output
/// the constant's dense values ([`super::tensors::densified`]); the output is a constant that
/// its readers take like any other. DENSIFY of a run-time tensor is not supported, and a
/// layout that does not expand is an error saying why.
pub(super) fn densify(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(1, 1)?;
    let (i, o) = (cx.input_index(0)?, cx.output_index()?);
    if cx.tensor(o)?.data.is_some() {
        return Ok(());
    }
    let input = cx.tensor(i)?;
    if let Some(why) = super::tensors::unexpanded(input) {
        return Err(cx.tensor_error("input 0", i, why));
    }
    if input.data.is_some() {
        return Err(cx.invalid(format!(
            "the output ({}) is not of the input's type ({})",
            cx.tensor(o)?.ty,
            input.ty
        )));
    }
    Err(cx.unsupported("DENSIFY of a run-time tensor is not supported (only of sparse constants)"))
}

/// RESHAPE -> `reshape`, with TFLite's shape source: the second input when it is a 1-D INT32
/// tensor (it must then be constant), else `ReshapeOptions.new_shape` (`[0]` meaning a scalar,
/// a legacy convention), else the output tensor's stored shape. A `-1` is resolved from the
/// element count.
pub(super) fn reshape(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(1, 2)?;
    let (x_t, out_t) = (cx.input_index(0)?, cx.output_index()?);
    let count = cx
        .value_type("input 0", x_t)?
        .num_elements()
        .ok_or_else(|| cx.invalid("the input's element count overflows"))?;
    let shape_input = cx
        .opt_input_index(1)
        .map(|t| cx.tensor(t).map(|tensor| (t, tensor)))
        .transpose()?;
    let raw: Vec<i64> = match shape_input {
        Some((_, tensor))
            if tensor.ty == crate::model::TfType::Int32
                && tensor.shape.len() == 1
                && tensor.data.is_some() =>
        {
            cx.const_ints(1)?.1
        }
        // A shape computed by operators (Keras 3 writes `SHAPE`, `STRIDED_SLICE`, `PACK`, ...
        // before a reshape): its value where it follows from constants (`fold.rs`), else the
        // output's stored shape if it holds the input's elements.
        Some((t, _)) if fold_shape(cx, t).is_some() => fold_shape(cx, t).unwrap_or_default(),
        Some(_) => {
            let stored = cx.stored_shape("the output", out_t)?;
            if num_elements(&stored) != Some(count) {
                return Err(cx.unsupported(format!(
                    "the new shape is computed at run time and the stored output shape {stored:?} does not hold the input's {count} elements"
                )));
            }
            stored.iter().map(|&d| d as i64).collect()
        }
        _ => match &cx.op.options {
            TfOptions::Reshape { new_shape: Some(s) } => {
                if s.as_slice() == [0] {
                    Vec::new()
                } else {
                    s.iter().map(|&d| i64::from(d)).collect()
                }
            }
            _ => cx
                .stored_shape("the output", out_t)?
                .iter()
                .map(|&d| d as i64)
                .collect(),
        },
    };
    let shape = resolve_shape(cx, &raw, count)?;
    let v = cx.input_value(0)?;
    cx.emit(Op::Reshape(ReshapeAttrs { shape }), &[v])?;
    Ok(())
}

/// The value of a computed shape tensor `t`, where constants alone determine it.
fn fold_shape(cx: &mut OpCx, t: usize) -> Option<Vec<i64>> {
    let v = cx.value_of("the shape (input 1)", t).ok()?;
    super::fold::int_values(cx.graph(), v)
}

/// SHAPE of a static tensor -> a constant (`INT32`, or `INT64` when the output says so).
pub(super) fn shape(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(1, 1)?;
    let (x_t, out_t) = (cx.input_index(0)?, cx.output_index()?);
    let dims: Vec<i64> = cx
        .value_type("input 0", x_t)?
        .shape
        .iter()
        .map(|&d| d as i64)
        .collect();
    let dtype = match cx.tensor(out_t)?.ty {
        crate::model::TfType::Int64 => DType::I64,
        crate::model::TfType::Int32 => DType::I32,
        other => {
            return Err(cx.tensor_error(
                "the output",
                out_t,
                format!("must be INT32 or INT64, found {other:?}"),
            ))
        }
    };
    let c = qnn_ir::Tensor::from_i64(dtype, &[dims.len()], &dims)
        .ok_or_else(|| cx.invalid("the input's shape does not fit the output type"))?;
    let v = cx.add_const(c);
    cx.bind(out_t, v)
}

/// SQUEEZE -> `reshape`: removes the listed dimensions (negative ones normalised; each must
/// have extent 1), or every extent-1 dimension when the list is empty.
pub(super) fn squeeze(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(1, 1)?;
    let x_t = cx.input_index(0)?;
    let in_shape = cx.value_type("input 0", x_t)?.shape;
    let rank = in_shape.len();
    let dims: Vec<i32> = match &cx.op.options {
        TfOptions::Squeeze { squeeze_dims } => squeeze_dims.clone(),
        _ => Vec::new(),
    };
    let mut drop = vec![false; rank];
    if dims.is_empty() {
        for (i, &d) in in_shape.iter().enumerate() {
            drop[i] = d == 1;
        }
    } else {
        for &d in &dims {
            let norm = if d < 0 {
                i64::from(d) + rank as i64
            } else {
                i64::from(d)
            };
            match usize::try_from(norm) {
                Ok(i) if i < rank && in_shape[i] == 1 => drop[i] = true,
                _ => {
                    return Err(cx.invalid(format!(
                        "squeeze dimension {d} is out of range or not of extent 1 in {:?}",
                        in_shape.as_slice()
                    )))
                }
            }
        }
    }
    let shape = in_shape
        .iter()
        .zip(&drop)
        .filter(|(_, &d)| !d)
        .map(|(&e, _)| e)
        .collect();
    let v = cx.input_value(0)?;
    cx.emit(Op::Reshape(ReshapeAttrs { shape }), &[v])?;
    Ok(())
}

/// TRANSPOSE -> `transpose` with the permutation from the constant second input.
pub(super) fn transpose(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let (_, raw) = cx.const_ints(1)?;
    let perm = raw
        .iter()
        .map(|&p| usize::try_from(p))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| cx.invalid(format!("the permutation {raw:?} has a negative entry")))?;
    let v = cx.input_value(0)?;
    cx.emit(Op::Transpose(TransposeAttrs { perm }), &[v])?;
    Ok(())
}
