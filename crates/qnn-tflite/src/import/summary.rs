//! A summary of a TFLite model for `qnnc info`: graph inputs and outputs with their types,
//! shapes and quantization, operator counts by TFLite name, and the quantization schemes the
//! model uses (detected from its weights and activations).

use std::fmt;

use crate::builtin::{BuiltinOp, BuiltinOperator as O};
use crate::model::{TfModel, TfQuant, TfTensor, TfType};

/// A quantization scheme a model uses. The derived order is the order [`summarize`] reports
/// them in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum QuantScheme {
    /// int8 activations with int8 per-channel (per-axis) weights: TFLite's default scheme.
    Int8PerChannel,
    /// int8 activations with int8 per-tensor weights.
    Int8PerTensor,
    /// The legacy scheme: uint8 activations and uint8 per-tensor weights (any zero point).
    Uint8Legacy,
    /// 16x8: int16 activations (zero point 0) with int8 weights.
    Int16x8,
    /// int8 activations in a model without weighted operators (CONV_2D, DEPTHWISE_CONV_2D,
    /// FULLY_CONNECTED).
    Int8NoWeights,
    /// uint8 graph inputs or outputs around a model that is not legacy uint8.
    Uint8Io,
    /// float32 graph inputs or outputs (QUANTIZE / DEQUANTIZE at the edges).
    FloatIo,
}

impl fmt::Display for QuantScheme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            QuantScheme::Int8PerChannel => "int8 per-channel",
            QuantScheme::Int8PerTensor => "int8 per-tensor",
            QuantScheme::Uint8Legacy => "uint8 legacy per-tensor",
            QuantScheme::Int16x8 => "16x8",
            QuantScheme::Int8NoWeights => "int8 (no weighted ops)",
            QuantScheme::Uint8Io => "uint8 I/O",
            QuantScheme::FloatIo => "float I/O",
        })
    }
}

/// One graph input or output.
#[derive(Clone, Debug, PartialEq)]
pub struct TensorSummary {
    /// Tensor index in the subgraph.
    pub tensor: usize,
    /// Tensor name.
    pub name: String,
    /// Element type.
    pub ty: TfType,
    /// Stored shape (dynamic dimensions hold the converter's placeholder 1).
    pub shape: Vec<i32>,
    /// Quantization parameters, if any.
    pub quant: Option<TfQuant>,
}

/// What `qnnc info` prints about a model.
#[derive(Clone, Debug, PartialEq)]
pub struct ModelSummary {
    /// `Model.description`.
    pub description: Option<String>,
    /// Graph inputs in order.
    pub inputs: Vec<TensorSummary>,
    /// Graph outputs in order.
    pub outputs: Vec<TensorSummary>,
    /// Number of operators.
    pub num_ops: usize,
    /// `(TFLite operator name, count)` in order of first execution.
    pub op_counts: Vec<(String, usize)>,
    /// The names of `op_counts` that qnnc does not import, in the same order.
    pub unsupported: Vec<String>,
    /// Detected quantization schemes, in [`QuantScheme`] order, without duplicates.
    pub schemes: Vec<QuantScheme>,
}

fn tensor_summary(index: usize, t: &TfTensor) -> TensorSummary {
    TensorSummary {
        tensor: index,
        name: t.name.clone(),
        ty: t.ty,
        shape: t.shape.clone(),
        quant: t.quant.clone(),
    }
}

/// Summarises a model (never fails: unknown operators are counted by name).
pub fn summarize(model: &TfModel) -> ModelSummary {
    let sg = &model.subgraph;
    let io = |list: &[usize]| -> Vec<TensorSummary> {
        list.iter()
            .filter_map(|&t| sg.tensors.get(t).map(|tensor| tensor_summary(t, tensor)))
            .collect()
    };
    let mut op_counts: Vec<(String, usize)> = Vec::new();
    let mut unsupported: Vec<String> = Vec::new();
    for op in &sg.operators {
        let name = op.opcode.to_string();
        match op_counts.iter_mut().find(|(n, _)| *n == name) {
            Some((_, c)) => *c += 1,
            None => {
                if !super::is_supported(&op.opcode) {
                    unsupported.push(name.clone());
                }
                op_counts.push((name, 1));
            }
        }
    }

    let ty_of = |t: Option<usize>| t.and_then(|t| sg.tensors.get(t)).map(|t| t.ty);
    let quantized = |t: &TfTensor| t.quant.as_ref().is_some_and(|q| !q.scales.is_empty());
    let mut schemes = Vec::new();
    let mut weighted = false;
    for op in &sg.operators {
        if !matches!(
            op.opcode,
            BuiltinOp::Builtin(O::Conv2d | O::DepthwiseConv2d | O::FullyConnected)
        ) {
            continue;
        }
        let x = ty_of(op.inputs.first().copied().flatten());
        let Some(w) = op
            .inputs
            .get(1)
            .copied()
            .flatten()
            .and_then(|t| sg.tensors.get(t))
        else {
            continue;
        };
        weighted = true;
        let per_axis = w.quant.as_ref().is_some_and(|q| q.scales.len() > 1);
        match (x, w.ty) {
            (Some(TfType::Int16), TfType::Int8) => schemes.push(QuantScheme::Int16x8),
            (Some(TfType::Int8), TfType::Int8) if per_axis => {
                schemes.push(QuantScheme::Int8PerChannel)
            }
            (Some(TfType::Int8), TfType::Int8) => schemes.push(QuantScheme::Int8PerTensor),
            (Some(TfType::UInt8), TfType::UInt8) => schemes.push(QuantScheme::Uint8Legacy),
            _ => {}
        }
    }
    // Activations: every operator input or output that is not a constant.
    let activations = sg
        .operators
        .iter()
        .flat_map(|op| op.inputs.iter().flatten().chain(&op.outputs))
        .filter_map(|&t| sg.tensors.get(t))
        .filter(|t| t.data.is_none() && quantized(t));
    for t in activations {
        match t.ty {
            TfType::Int16 => schemes.push(QuantScheme::Int16x8),
            TfType::Int8 if !weighted => schemes.push(QuantScheme::Int8NoWeights),
            _ => {}
        }
    }
    let io_types: Vec<TfType> = sg
        .inputs
        .iter()
        .chain(&sg.outputs)
        .filter_map(|&t| ty_of(Some(t)))
        .collect();
    if io_types.contains(&TfType::Float32) {
        schemes.push(QuantScheme::FloatIo);
    }
    if io_types.contains(&TfType::UInt8) && !schemes.contains(&QuantScheme::Uint8Legacy) {
        schemes.push(QuantScheme::Uint8Io);
    }
    schemes.sort_unstable();
    schemes.dedup();

    ModelSummary {
        description: model.description.clone(),
        inputs: io(&sg.inputs),
        outputs: io(&sg.outputs),
        num_ops: sg.operators.len(),
        op_counts,
        unsupported,
        schemes,
    }
}
