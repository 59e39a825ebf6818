//! Tensor-level conversions of the importer: TFLite element types to [`DType`], stored shapes to
//! static shapes, constant buffers to [`Tensor`]s (packed `INT4` / `INT2` weights unpacked to `i8`,
//! sparse constants expanded, `DENSIFY` of a constant folded: [`densified`]), and quantization
//! parameters to [`QParams`].
//!
//! Every function returns a plain message on failure; the caller adds the context (which
//! operator, which operand, which tensor).

use qnn_ir::{DType, Data, QParams, Tensor, TensorType};

use crate::model::{TfQuant, TfSubgraph, TfTensor, TfType};
use crate::{BuiltinOp, BuiltinOperator};

/// The IR element type of a TFLite tensor type; `None` for types the IR has no storage for
/// (FLOAT16, INT4, BOOL, STRING, ...).
pub(crate) fn ir_dtype_of(ty: TfType) -> Option<DType> {
    Some(match ty {
        TfType::Int8 => DType::I8,
        TfType::UInt8 => DType::U8,
        TfType::Int16 => DType::I16,
        TfType::UInt16 => DType::U16,
        TfType::Int32 => DType::I32,
        TfType::Int64 => DType::I64,
        TfType::Float32 => DType::F32,
        // 0 or 1 (`logic.rs`).
        TfType::Bool => super::logic::BOOL,
        _ => return None,
    })
}

/// The bit width of a packed integer type (`INT4`, `INT2`), whose constants are unpacked.
fn packed_bits(ty: TfType) -> Option<u32> {
    match ty {
        TfType::Int4 => Some(4),
        TfType::Int2 => Some(2),
        _ => None,
    }
}

/// The IR element type of a tensor, or a message naming the unsupported TFLite type. A
/// constant `INT4` or `INT2` tensor (packed weights) is unpacked to `i8` ([`const_tensor`]).
pub(crate) fn ir_dtype(t: &TfTensor) -> Result<DType, String> {
    if packed_bits(t.ty).is_some() && t.data.is_some() {
        return Ok(DType::I8);
    }
    ir_dtype_of(t.ty).ok_or_else(|| format!("unsupported tensor type {}", t.ty))
}

/// The values of a packed buffer of `bits`-bit integers as TFLite's `UnpackPackedIntToInt8`
/// reads them: element `i` is bits `(i % per_byte) * bits ..` of byte `i / per_byte` (the low
/// ones first), sign-extended, packed continuously across rows.
fn unpack_packed(bytes: &[u8], n: usize, bits: u32) -> Result<Vec<i8>, String> {
    let per_byte = (8 / bits) as usize;
    if bytes.len() != n.div_ceil(per_byte) {
        return Err(format!(
            "{} bytes of packed {bits}-bit data for {n} elements (expected {})",
            bytes.len(),
            n.div_ceil(per_byte)
        ));
    }
    Ok((0..n)
        .map(|i| {
            let shift = (i % per_byte) as u32 * bits;
            // The field moved to the top of the byte, then an arithmetic shift back down.
            ((bytes[i / per_byte] << (8 - bits - shift)) as i8) >> (8 - bits)
        })
        .collect())
}

/// The stored `shape` as extents. A negative extent (not written by the converter, which
/// stores 1 for dynamic dimensions) is an error.
pub(crate) fn static_shape(t: &TfTensor) -> Result<Vec<usize>, String> {
    if t.shape.len() > qnn_ir::MAX_RANK {
        return Err(format!(
            "rank {} exceeds qnnc's limit of {}",
            t.shape.len(),
            qnn_ir::MAX_RANK
        ));
    }
    t.shape
        .iter()
        .map(|&d| {
            usize::try_from(d).map_err(|_| format!("shape {:?} has a negative extent", t.shape))
        })
        .collect()
}

/// The dense bytes of sparse constant `t` ([`crate::TfSparsity::densify`]); `Ok(None)` for a
/// tensor that is not a sparse constant.
pub(crate) fn dense_bytes(t: &TfTensor) -> Result<Option<Vec<u8>>, String> {
    let (Some(s), Some(data)) = (&t.sparsity, &t.data) else {
        return Ok(None);
    };
    let size =
        t.ty.element_size()
            .ok_or_else(|| format!("sparse {} constants are not supported", t.ty))?;
    let shape = static_shape(t)?;
    s.densify(&shape, size, data)
        .map(Some)
        .map_err(|e| format!("sparse constant: {e}"))
}

/// Why sparse constant `t` was not expanded by [`densified`] (its layout does not expand);
/// `None` for a tensor that is not sparse.
pub(crate) fn unexpanded(t: &TfTensor) -> Option<String> {
    t.sparsity.as_ref().map(|_| {
        dense_bytes(t)
            .err()
            .unwrap_or_else(|| "a sparse tensor without data is not supported".to_string())
    })
}

/// `sg` with every sparse constant expanded to its dense bytes, and the output of every
/// `DENSIFY` of a constant given that constant's bytes (`None` when `sg` has no sparse
/// constant). A layout that does not expand stays sparse, and [`const_tensor`] reports why
/// where the tensor is used.
pub(crate) fn densified(sg: &TfSubgraph) -> Option<TfSubgraph> {
    if sg.tensors.iter().all(|t| t.sparsity.is_none()) {
        return None;
    }
    let mut out = sg.clone();
    for t in &mut out.tensors {
        if let Ok(Some(bytes)) = dense_bytes(t) {
            t.data = Some(bytes);
            t.sparsity = None;
        }
    }
    for op in &sg.operators {
        if op.opcode != BuiltinOp::Builtin(BuiltinOperator::Densify) {
            continue;
        }
        let (Some(Some(i)), Some(&o)) = (op.inputs.first(), op.outputs.first()) else {
            continue;
        };
        let input = &out.tensors[*i];
        if input.sparsity.is_none() && input.data.is_some() && input.ty == out.tensors[o].ty {
            out.tensors[o].data = input.data.clone();
        }
    }
    Some(out)
}

/// The constant value of a tensor with data, `Ok(None)` for a tensor without data.
///
/// The data length was checked against the shape by the reader and is checked again here
/// through [`Tensor::new`]; a sparse constant here is one whose layout does not expand.
pub(crate) fn const_tensor(t: &TfTensor) -> Result<Option<Tensor>, String> {
    let Some(bytes) = &t.data else {
        return Ok(None);
    };
    if let Some(why) = unexpanded(t) {
        return Err(why);
    }
    let dtype = ir_dtype(t)?;
    let shape = static_shape(t)?;
    if let Some(bits) = packed_bits(t.ty) {
        let n = qnn_ir::types::num_elements(&shape).ok_or("the element count overflows")?;
        let values = unpack_packed(bytes, n, bits)?;
        return Tensor::new(TensorType::new(dtype, shape), Data::I8(values))
            .map(Some)
            .map_err(|e| e.to_string());
    }
    let data = Data::from_le_bytes(dtype, bytes).ok_or_else(|| {
        format!(
            "{} bytes of data is not a whole number of {dtype} elements",
            bytes.len()
        )
    })?;
    Tensor::new(TensorType::new(dtype, shape), data)
        .map(Some)
        .map_err(|e| e.to_string())
}

/// The quantization parameters of a tensor: `Ok(None)` when it has none, per-tensor for one
/// scale, per-axis (on `quantized_dimension`) otherwise. The `details` union (custom or
/// blockwise quantization) is rejected.
pub(crate) fn qparams(t: &TfTensor) -> Result<Option<QParams>, String> {
    let Some(q) = &t.quant else { return Ok(None) };
    qparams_of(q).map(Some)
}

/// [`qparams`] for a [`TfQuant`].
pub(crate) fn qparams_of(q: &TfQuant) -> Result<QParams, String> {
    if q.has_details {
        return Err(
            "custom or blockwise quantization (the `details` union) is not supported".to_string(),
        );
    }
    match (q.scales.as_slice(), q.zero_points.as_slice()) {
        ([s], [z]) => Ok(QParams::per_tensor(*s, *z)),
        (scales, zps) => {
            let axis = usize::try_from(q.quantized_dimension)
                .map_err(|_| format!("negative quantized_dimension {}", q.quantized_dimension))?;
            if scales.is_empty() || scales.len() != zps.len() {
                return Err(format!(
                    "{} scales for {} zero points",
                    scales.len(),
                    zps.len()
                ));
            }
            Ok(QParams::per_axis(axis, scales, zps))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tensor(ty: TfType, shape: &[i32], data: Option<Vec<u8>>) -> TfTensor {
        TfTensor {
            name: "t".into(),
            ty,
            shape: shape.to_vec(),
            data,
            quant: None,
            shape_signature: None,
            is_variable: false,
            sparsity: None,
        }
    }

    #[test]
    fn constants_are_little_endian() {
        let t = tensor(
            TfType::Int32,
            &[2],
            Some(vec![1, 0, 0, 0, 0xfe, 0xff, 0xff, 0xff]),
        );
        let c = const_tensor(&t).unwrap().unwrap();
        assert_eq!(c.to_i64(), Some(vec![1, -2]));
        assert_eq!(c.shape(), &[2]);
        let scalar = tensor(TfType::Int8, &[], Some(vec![0x80]));
        let c = const_tensor(&scalar).unwrap().unwrap();
        assert_eq!(c.to_i64(), Some(vec![-128]));
        assert!(c.shape().is_empty());
        assert_eq!(const_tensor(&tensor(TfType::Int8, &[3], None)), Ok(None));
    }

    #[test]
    fn unsupported_types_and_sparsity_are_errors() {
        let half = tensor(TfType::Float16, &[1], Some(vec![0, 0]));
        assert_eq!(
            const_tensor(&half),
            Err("unsupported tensor type FLOAT16".to_string())
        );
        let mut sparse = tensor(TfType::Int8, &[1], Some(vec![0]));
        sparse.sparsity = Some(crate::TfSparsity {
            traversal_order: vec![],
            block_map: vec![],
            dims: vec![],
        });
        assert!(const_tensor(&sparse)
            .unwrap_err()
            .contains("sparse constant"));
        assert!(static_shape(&tensor(TfType::Int8, &[1, -1], None)).is_err());
    }

    #[test]
    fn quantization_forms() {
        let q = |scales: Vec<f32>, zps: Vec<i64>, dim: i32, details: bool| TfQuant {
            scales,
            zero_points: zps,
            quantized_dimension: dim,
            has_details: details,
        };
        assert_eq!(
            qparams_of(&q(vec![0.5], vec![3], 2, false)),
            Ok(QParams::per_tensor(0.5, 3))
        );
        assert_eq!(
            qparams_of(&q(vec![0.5, 0.25], vec![0, 0], 3, false)),
            Ok(QParams::per_axis(3, &[0.5, 0.25], &[0, 0]))
        );
        assert!(qparams_of(&q(vec![0.5], vec![0], 0, true))
            .unwrap_err()
            .contains("details"));
    }

    #[test]
    fn int4_nibbles_low_first_sign_extended() {
        assert_eq!(
            unpack_packed(&[0x21, 0xF8, 0x07], 5, 4).unwrap(),
            vec![1, 2, -8, -1, 7]
        );
        assert!(unpack_packed(&[0x21], 3, 4)
            .unwrap_err()
            .contains("expected 2"));
        let t = tensor(TfType::Int4, &[3], Some(vec![0x9F, 0x03]));
        let c = const_tensor(&t).unwrap().unwrap();
        assert_eq!(c.to_i64().unwrap(), vec![-1, -7, 3]);
    }

    #[test]
    fn int2_fields_low_first_sign_extended() {
        // 0b11_10_01_00 = [0, 1, -2, -1]; 0b00_00_11_01 = [1, -1, ...].
        assert_eq!(
            unpack_packed(&[0b1110_0100, 0b0000_1101], 6, 2).unwrap(),
            vec![0, 1, -2, -1, 1, -1]
        );
        assert!(unpack_packed(&[0], 5, 2)
            .unwrap_err()
            .contains("expected 2"));
        let t = tensor(TfType::Int2, &[2], Some(vec![0b0000_0111]));
        assert_eq!(
            const_tensor(&t).unwrap().unwrap().to_i64().unwrap(),
            vec![-1, 1]
        );
    }
}
