//! [`read_model`]: verifies a `.tflite` flatbuffer and converts its main subgraph into the plain data of
//! [`crate::model`].
//!
//! Every access goes through planus' bounds-checked readers, every index stored in the file is range-checked
//! before use, and arithmetic on file-provided numbers is checked, so no input can make the reader panic. The
//! semantic checks follow TFLite's `InterpreterBuilder` (schema version 3, buffer indices, quantization
//! parameters, constant data size, variable tensors without data, `CUSTOM` codes with a name).

use planus::errors::ErrorKind;
use planus::ReadAsRoot;

use crate::builtin::BuiltinOp;
use crate::error::ReadError;
use crate::generated::tflite as fb;
use crate::model::{TfModel, TfOperator, TfQuant, TfSubgraph, TfTensor, TfType};
use crate::options::read_options;

/// The TFLite file identifier, stored at bytes 4..8.
pub const FILE_IDENTIFIER: [u8; 4] = *b"TFL3";

/// The only schema version TFLite accepts (`TFLITE_SCHEMA_VERSION`).
pub const SCHEMA_VERSION: u32 = 3;

/// Reads a TFLite model from the bytes of a `.tflite` file.
///
/// Checks the `TFL3` identifier and schema version, then reads subgraph 0 completely: tensors (with constant
/// data, bounds-checked, including data stored after the flatbuffer via `Buffer.offset`/`size`), quantization
/// parameters (validated like TFLite's `ParseQuantization`), operators (opcode resolved with TFLite's
/// `GetBuiltinCode` rule, inputs/outputs range-checked, options decoded), and the graph inputs/outputs; then
/// the other subgraphs the same way.
pub fn read_model(bytes: &[u8]) -> Result<TfModel, ReadError> {
    let found: [u8; 4] = bytes
        .get(4..8)
        .and_then(|s| s.try_into().ok())
        .ok_or(ReadError::TooShort { len: bytes.len() })?;
    if found != FILE_IDENTIFIER {
        return Err(ReadError::BadIdentifier { found });
    }
    let model = fb::ModelRef::read_as_root(bytes).map_err(ctx("Model"))?;
    let version = model.version().map_err(ctx("Model.version"))?;
    if version != SCHEMA_VERSION {
        return Err(ReadError::UnsupportedVersion { version });
    }
    let mut budget = Budget::for_input(bytes.len());

    let description = model
        .description()
        .map_err(ctx("Model.description"))?
        .map(|s| budget.string(s))
        .transpose()?;
    let opcodes = read_operator_codes(&model, &mut budget)?;
    let buffers = model
        .buffers()
        .map_err(ctx("Model.buffers"))?
        .ok_or(ReadError::Missing {
            what: "Model.buffers",
        })?;
    let subgraphs =
        model
            .subgraphs()
            .map_err(ctx("Model.subgraphs"))?
            .ok_or(ReadError::Missing {
                what: "Model.subgraphs",
            })?;
    if subgraphs.is_empty() {
        return Err(ReadError::Missing {
            what: "Model.subgraphs",
        });
    }
    let mut all = Vec::with_capacity(subgraphs.len());
    for (k, sg) in subgraphs.iter().enumerate() {
        let sg = sg.map_err(ctx_at(|| format!("subgraph {k}")))?;
        all.push(read_subgraph(
            &sg,
            k,
            bytes,
            &opcodes,
            buffers,
            &mut budget,
        )?);
    }
    let subgraph = all.remove(0);
    let mut model = TfModel {
        version,
        description,
        subgraph,
        others: all,
        signatures: Vec::new(),
    };
    crate::signatures::read(bytes, &mut model, &mut budget)?;
    crate::sparsity::read(bytes, &mut model, &mut budget)?;
    Ok(model)
}

/// Wraps a planus error with a context (the schema views' readers: `signatures.rs`,
/// `sparsity.rs`).
pub(crate) fn view_ctx(context: String) -> impl Fn(planus::Error) -> ReadError {
    move |source| ReadError::Flatbuffer {
        context: context.clone(),
        source,
    }
}

/// Subgraph `k` of `model` (0 the main one), if there is one.
pub(crate) fn subgraph_mut(model: &mut TfModel, k: usize) -> Option<&mut crate::model::TfSubgraph> {
    match k {
        0 => Some(&mut model.subgraph),
        k => model.others.get_mut(k - 1),
    }
}

/// Wraps a planus error with a fixed context.
fn ctx(context: &'static str) -> impl Fn(planus::Error) -> ReadError {
    move |source| ReadError::Flatbuffer {
        context: context.to_owned(),
        source,
    }
}

/// Wraps a planus error with a computed context.
fn ctx_at(context: impl Fn() -> String) -> impl Fn(planus::Error) -> ReadError {
    move |source| ReadError::Flatbuffer {
        context: context(),
        source,
    }
}

/// Bounds the number of bytes the reader materialises.
///
/// Flatbuffer objects can be shared (many tensors may point at one huge quantization table or buffer), so a
/// small hostile file could otherwise expand into an enormous model. Real models copy each buffer about once.
pub(crate) struct Budget {
    limit: usize,
    used: usize,
}

impl Budget {
    /// Allowed expansion: this many times the input size, plus a fixed allowance.
    const FACTOR: usize = 64;
    const SLACK: usize = 64 << 20;

    fn for_input(len: usize) -> Self {
        let limit = len.saturating_mul(Self::FACTOR).saturating_add(Self::SLACK);
        Budget { limit, used: 0 }
    }

    /// Charges `count` elements of `size` bytes.
    pub(crate) fn charge(&mut self, count: usize, size: usize) -> Result<(), ReadError> {
        self.used = count
            .checked_mul(size)
            .and_then(|b| self.used.checked_add(b))
            .filter(|&u| u <= self.limit)
            .ok_or(ReadError::TooLarge { limit: self.limit })?;
        Ok(())
    }

    pub(crate) fn string(&mut self, s: &str) -> Result<String, ReadError> {
        self.charge(s.len(), 1)?;
        Ok(s.to_owned())
    }

    fn bytes(&mut self, b: &[u8]) -> Result<Vec<u8>, ReadError> {
        self.charge(b.len(), 1)?;
        Ok(b.to_vec())
    }
}

/// Reads a vector of scalars, charging the budget first.
fn scalars<'a, T>(
    v: Option<planus::Vector<'a, T>>,
    budget: &mut Budget,
) -> Result<Vec<T>, ReadError>
where
    T: planus::VectorRead<'a>,
{
    match v {
        None => Ok(Vec::new()),
        Some(v) => {
            budget.charge(v.len(), std::mem::size_of::<T>())?;
            Ok(v.iter().collect())
        }
    }
}

/// Resolves every operator code to `(operator, version)`.
fn read_operator_codes(
    model: &fb::ModelRef<'_>,
    budget: &mut Budget,
) -> Result<Vec<(BuiltinOp, i32)>, ReadError> {
    let Some(codes) = model
        .operator_codes()
        .map_err(ctx("Model.operator_codes"))?
    else {
        return Ok(Vec::new());
    };
    budget.charge(codes.len(), std::mem::size_of::<(BuiltinOp, i32)>())?;
    let mut out = Vec::with_capacity(codes.len());
    for (index, code) in codes.iter().enumerate() {
        let here = || format!("operator code {index}");
        let code = code.map_err(ctx_at(here))?;
        let deprecated = i32::from(code.deprecated_builtin_code().map_err(ctx_at(here))?);
        let builtin = code.builtin_code().map_err(ctx_at(here))?;
        let version = code.version().map_err(ctx_at(here))?;
        // schema_utils.cc GetBuiltinCode: old files leave builtin_code at 0, new ones put 127
        // (PLACEHOLDER_FOR_GREATER_OP_CODES) in the byte for codes >= 127.
        let resolved = builtin.max(deprecated);
        let op = match BuiltinOp::from_code(resolved) {
            BuiltinOp::Custom(_) => match code.custom_code().map_err(ctx_at(here))? {
                Some(name) => BuiltinOp::Custom(budget.string(name)?),
                None => return Err(ReadError::CustomWithoutName { index }),
            },
            op => op,
        };
        out.push((op, version));
    }
    Ok(out)
}

/// Checks a stored tensor index against `count` tensors.
fn tensor_index(
    index: i32,
    count: usize,
    context: impl Fn() -> String,
) -> Result<usize, ReadError> {
    usize::try_from(index)
        .ok()
        .filter(|&i| i < count)
        .ok_or_else(|| ReadError::TensorIndexOutOfRange {
            context: context(),
            index,
            count,
        })
}

fn read_subgraph(
    sg: &fb::SubGraphRef<'_>,
    k: usize,
    file: &[u8],
    opcodes: &[(BuiltinOp, i32)],
    buffers: planus::Vector<'_, planus::Result<fb::BufferRef<'_>>>,
    budget: &mut Budget,
) -> Result<TfSubgraph, ReadError> {
    let name = sg
        .name()
        .map_err(ctx_at(|| format!("subgraph {k} name")))?
        .map(|s| budget.string(s))
        .transpose()?;
    let tensors_fb = sg
        .tensors()
        .map_err(ctx_at(|| format!("subgraph {k} tensors")))?
        .ok_or(ReadError::Missing {
            what: "SubGraph.tensors",
        })?;
    let count = tensors_fb.len();
    budget.charge(count, std::mem::size_of::<TfTensor>())?;
    let mut tensors = Vec::with_capacity(count);
    for (i, t) in tensors_fb.iter().enumerate() {
        let t = t.map_err(ctx_at(|| format!("subgraph {k} tensor {i}")))?;
        tensors.push(read_tensor(&t, k, i, file, buffers, budget)?);
    }

    let io = |v: Option<planus::Vector<'_, i32>>, what: &'static str, budget: &mut Budget| {
        let raw = scalars(v, budget)?;
        raw.iter()
            .enumerate()
            .map(|(k, &idx)| tensor_index(idx, count, || format!("subgraph {what} {k}")))
            .collect::<Result<Vec<_>, _>>()
    };
    let inputs = io(
        sg.inputs()
            .map_err(ctx_at(|| format!("subgraph {k} inputs")))?,
        "input",
        budget,
    )?;
    let outputs = io(
        sg.outputs()
            .map_err(ctx_at(|| format!("subgraph {k} outputs")))?,
        "output",
        budget,
    )?;

    let mut operators = Vec::new();
    if let Some(ops) = sg
        .operators()
        .map_err(ctx_at(|| format!("subgraph {k} operators")))?
    {
        budget.charge(ops.len(), std::mem::size_of::<TfOperator>())?;
        operators.reserve(ops.len());
        for (j, op) in ops.iter().enumerate() {
            let op = op.map_err(ctx_at(|| format!("subgraph {k} operator {j}")))?;
            operators.push(read_operator(&op, k, j, count, opcodes, budget)?);
        }
    }
    Ok(TfSubgraph {
        name,
        tensors,
        operators,
        inputs,
        outputs,
    })
}

fn read_operator(
    op: &fb::OperatorRef<'_>,
    sg: usize,
    index: usize,
    num_tensors: usize,
    opcodes: &[(BuiltinOp, i32)],
    budget: &mut Budget,
) -> Result<TfOperator, ReadError> {
    let here = || format!("subgraph {sg} operator {index}");
    let opcode_index = op.opcode_index().map_err(ctx_at(here))?;
    let (opcode, version) = usize::try_from(opcode_index)
        .ok()
        .and_then(|i| opcodes.get(i))
        .cloned()
        .ok_or(ReadError::OpcodeIndexOutOfRange {
            operator: index,
            index: opcode_index,
            count: opcodes.len(),
        })?;

    let raw_inputs = scalars(op.inputs().map_err(ctx_at(here))?, budget)?;
    let inputs = raw_inputs
        .iter()
        .enumerate()
        .map(|(k, &t)| {
            if t == -1 {
                Ok(None)
            } else {
                tensor_index(t, num_tensors, || format!("operator {index} input {k}")).map(Some)
            }
        })
        .collect::<Result<Vec<_>, _>>()?;
    let raw_outputs = scalars(op.outputs().map_err(ctx_at(here))?, budget)?;
    let outputs = raw_outputs
        .iter()
        .enumerate()
        .map(|(k, &t)| tensor_index(t, num_tensors, || format!("operator {index} output {k}")))
        .collect::<Result<Vec<_>, _>>()?;
    let raw_intermediates = match op.intermediates().map_err(ctx_at(here))? {
        Some(v) => scalars(Some(v), budget)?,
        None => Vec::new(),
    };
    let intermediates = raw_intermediates
        .iter()
        .enumerate()
        .map(|(k, &t)| {
            tensor_index(t, num_tensors, || {
                format!("operator {index} intermediate {k}")
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let options = read_options(op, index)?;
    Ok(TfOperator {
        index,
        opcode,
        version,
        inputs,
        outputs,
        intermediates,
        options,
    })
}

fn read_tensor(
    t: &fb::TensorRef<'_>,
    sg: usize,
    index: usize,
    file: &[u8],
    buffers: planus::Vector<'_, planus::Result<fb::BufferRef<'_>>>,
    budget: &mut Budget,
) -> Result<TfTensor, ReadError> {
    let here = || format!("subgraph {sg} tensor {index}");
    let name = match t.name().map_err(ctx_at(here))? {
        Some(s) => budget.string(s)?,
        None => String::new(),
    };
    let ty = TfType::from_code(t.type_().map_err(ctx_at(here))?);
    let shape = scalars(t.shape().map_err(ctx_at(here))?, budget)?;
    let is_variable = t.is_variable().map_err(ctx_at(here))?;
    let has_sparsity = t.sparsity().map_err(ctx_at(here))?.is_some();

    let buffer_index = t.buffer().map_err(ctx_at(here))?;
    let data = if buffer_index == 0 {
        None
    } else {
        let count = buffers.len();
        let buffer = usize::try_from(buffer_index)
            .ok()
            .and_then(|b| buffers.get(b))
            .ok_or(ReadError::BufferIndexOutOfRange {
                tensor: index,
                index: buffer_index,
                count,
            })?
            .map_err(ctx_at(|| format!("buffer {buffer_index}")))?;
        buffer_data(&buffer, index, buffer_index, file)?
            .map(|d| budget.bytes(d))
            .transpose()?
    };

    if data.is_some() && is_variable {
        return Err(ReadError::VariableWithData { tensor: index });
    }
    if let (Some(d), Some(size), false) = (&data, ty.element_size(), has_sparsity) {
        check_data_size(index, ty, &shape, size, d.len())?;
    }
    let quant = read_quant(t, sg, index, &shape, budget)?;
    Ok(TfTensor {
        name,
        ty,
        shape,
        data,
        quant,
        shape_signature: None,
        is_variable,
        sparsity: None,
    })
}

/// The bytes of a buffer, `None` when it holds no data.
///
/// Like TFLite: an inline `data` vector wins when present; otherwise `offset` (> 1) and `size` (> 0) locate
/// the data relative to the start of the file (models over 2 GB).
fn buffer_data<'a>(
    buffer: &fb::BufferRef<'a>,
    tensor: usize,
    buffer_index: u32,
    file: &'a [u8],
) -> Result<Option<&'a [u8]>, ReadError> {
    let here = || format!("buffer {buffer_index}");
    if let Some(inline) = buffer.data().map_err(ctx_at(here))? {
        return Ok(if inline.is_empty() {
            None
        } else {
            Some(inline)
        });
    }
    let offset = buffer.offset().map_err(ctx_at(here))?;
    let size = buffer.size().map_err(ctx_at(here))?;
    if offset <= 1 || size == 0 {
        return Ok(None);
    }
    let slice = offset
        .checked_add(size)
        .and_then(|end| Some((usize::try_from(offset).ok()?, usize::try_from(end).ok()?)))
        .and_then(|(start, end)| file.get(start..end));
    match slice {
        Some(s) => Ok(Some(s)),
        None => Err(ReadError::BufferOutOfFile {
            tensor,
            buffer: buffer_index,
            offset,
            size,
            file_len: file.len(),
        }),
    }
}

/// Checks `len == product(shape) * element_size` for a constant tensor of a fixed-size type.
fn check_data_size(
    tensor: usize,
    ty: TfType,
    shape: &[i32],
    element_size: usize,
    len: usize,
) -> Result<(), ReadError> {
    let bad_shape = || ReadError::BadShape {
        tensor,
        shape: shape.to_vec(),
    };
    let mut expected = element_size as u64;
    for &d in shape {
        let d = u64::try_from(d).map_err(|_| bad_shape())?;
        expected = expected.checked_mul(d).ok_or_else(bad_shape)?;
    }
    if expected != len as u64 {
        return Err(ReadError::DataSizeMismatch {
            tensor,
            ty: ty.name(),
            shape: shape.to_vec(),
            expected,
            actual: len,
        });
    }
    Ok(())
}

/// Reads and validates quantization parameters (TFLite `InterpreterBuilder::ParseQuantization`).
fn read_quant(
    t: &fb::TensorRef<'_>,
    sg: usize,
    tensor: usize,
    shape: &[i32],
    budget: &mut Budget,
) -> Result<Option<TfQuant>, ReadError> {
    let here = || format!("subgraph {sg} tensor {tensor} quantization");
    let Some(q) = t.quantization().map_err(ctx_at(here))? else {
        return Ok(None);
    };
    let has_details = match q.details() {
        Ok(d) => d.is_some(),
        // Members after CustomQuantization (e.g. blockwise) are not declared in our schema.
        Err(e) if matches!(e.error_kind, ErrorKind::UnknownUnionTag { .. }) => true,
        Err(e) => return Err(ctx_at(here)(e)),
    };
    let scale_fb = q.scale().map_err(ctx_at(here))?;
    let zp_fb = q.zero_point().map_err(ctx_at(here))?;
    let quantized_dimension = q.quantized_dimension().map_err(ctx_at(here))?;
    let zp_present = zp_fb.is_some();
    let scales = scalars(scale_fb, budget)?;
    let zero_points = scalars(zp_fb, budget)?;

    if has_details {
        return Ok(Some(TfQuant {
            scales,
            zero_points,
            quantized_dimension,
            has_details,
        }));
    }
    if scales.is_empty() {
        return Ok(None);
    }
    let bad = |message: String| ReadError::BadQuantization { tensor, message };
    if !zp_present {
        return Err(bad("scale present but zero_point absent".into()));
    }
    if scales.len() != zero_points.len() {
        return Err(bad(format!(
            "{} zero points for {} scales",
            zero_points.len(),
            scales.len()
        )));
    }
    let axis = usize::try_from(quantized_dimension)
        .ok()
        .filter(|&a| shape.is_empty() || a < shape.len())
        .ok_or_else(|| {
            bad(format!(
                "quantized_dimension {quantized_dimension} outside rank {}",
                shape.len()
            ))
        })?;
    if scales.len() != 1 {
        if let Some(&channels) = shape.get(axis) {
            if i64::from(channels) != scales.len() as i64 {
                return Err(bad(format!(
                    "{} scales for dimension {axis} of size {channels} (must be 1 or the dimension size)",
                    scales.len()
                )));
            }
        }
    }
    Ok(Some(TfQuant {
        scales,
        zero_points,
        quantized_dimension,
        has_details,
    }))
}
