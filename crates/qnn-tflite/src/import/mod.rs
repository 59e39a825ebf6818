//! The TFLite -> QNN IR importer: [`import`] maps the main subgraph of a [`TfModel`] (from
//! [`crate::read_model`]) to a verified [`Graph`], each TFLite operator to one or a few IR ops.
//!
//! `docs/tflite-import.md` has the operator-by-operator mapping (quantized and float), the
//! rounding each kernel follows, and how to add an operator.
//!
//! - Operators: `converter` is the one table of imported operators, by the generated
//!   [`BuiltinOperator`]; every other kind (including custom operators and codes unknown to
//!   the schema) makes the import fail with one [`ImportError::UnsupportedOps`] that lists
//!   every such kind, its count and its first op indices, before anything is converted.
//!   The converters live in `nn.rs`, `elementwise.rs`, `movement.rs` and `shape.rs`, float
//!   forms in `float.rs`; `OpCx` (`cx.rs`) gives them operands, options and errors.
//! - Tensors: constants become one `const` value per tensor index; graph inputs take the
//!   stored shapes unless [`ImportOptions::input_shapes`] overrides them, and every other shape
//!   is recomputed by the IR ops' type rules, as TFLite does when it prepares the operators.
//! - Options: a missing (or mismatched) options table leaves the kernel parameters
//!   zero-initialised, as in TFLite, and what that makes invalid is rejected with a message.
//! - Names: graph inputs and outputs are named after their tensors (made unique with `_1`,
//!   `_2`, ...); the graph after the model description, or `model`.
//! - The result is checked with [`qnn_ir::verify`]; a failure is an [`ImportError::Verify`].

mod cx;
mod eigen;
mod elementwise;
mod error;
mod float;
mod fold;
mod hybrid;
mod logic;
mod lstm;
mod movement;
mod nn;
mod shape;
mod state;
mod summary;
mod tensors;

use std::collections::HashSet;

use qnn_arith::Activation;
use qnn_ir::attrs::SumKernel;
use qnn_ir::{verify, Graph, TensorType, ValueId};

use crate::builtin::{BuiltinOp, BuiltinOperator};
use crate::model::TfModel;
use crate::read::read_model;

pub use error::{ImportError, OpError, UnsupportedOps};
pub use summary::{summarize, ModelSummary, QuantScheme, TensorSummary};

use cx::{Ctx, OpCx};
use elementwise::{Binary, Unary};
use logic::{Compare, Logical};
use tensors::{ir_dtype, static_shape};

/// Options of [`import_with`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportOptions {
    /// Shapes of the graph inputs, in subgraph input order, replacing the stored shapes (as
    /// TFLite's `resize_tensor_input` before `allocate_tensors`); `None` keeps the stored
    /// shapes. Models with dynamic dimensions store a placeholder 1 for them.
    pub input_shapes: Option<Vec<Vec<usize>>>,
    /// Which TFLite kernel an 8-bit SUM follows (`qnn.sum`'s `kernel`): `reference` (the
    /// default, BUILTIN_REF) or `builtin`. TF 2.21's two kernels disagree on int8 SUM
    /// (`docs/rounding.md`); every other operator has one definition.
    pub sum_kernel: SumKernel,
}

/// Imports the main subgraph of `model` with its stored input shapes.
pub fn import(model: &TfModel) -> Result<Graph, ImportError> {
    import_with(model, &ImportOptions::default())
}

/// Reads a `.tflite` file's bytes ([`read_model`]) and imports it.
pub fn import_bytes(bytes: &[u8]) -> Result<Graph, ImportError> {
    import(&read_model(bytes)?)
}

/// Picks `base`, or `base_1`, `base_2`, ... if taken; records the choice.
fn unique_name(base: &str, taken: &mut HashSet<String>) -> String {
    let mut name = base.to_string();
    let mut k = 0usize;
    while taken.contains(&name) {
        k += 1;
        name = format!("{base}_{k}");
    }
    taken.insert(name.clone());
    name
}

/// A graph input/output index outside the tensor list (the reader never produces one, but a
/// hand-built [`TfModel`] can).
fn out_of_range(role: &'static str, position: usize, tensor: usize) -> ImportError {
    ImportError::GraphIo {
        role,
        position,
        tensor,
        name: String::new(),
        message: "tensor index out of range".into(),
    }
}

/// Imports the main subgraph of `model` (`docs/tflite-import.md` has the mapping).
pub fn import_with(model: &TfModel, options: &ImportOptions) -> Result<Graph, ImportError> {
    import_traced(model, options).map(|i| i.graph)
}

/// A TFLite tensor an operator writes, and the graph value that holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TracedTensor {
    /// The tensor's name in the model (`Tensor.name`; `tensor N` when it has none).
    pub name: String,
    /// The tensor's index in the subgraph.
    pub tensor: usize,
    /// The value of the imported graph equal to the tensor, element for element, as
    /// TFLite's reference kernels compute it.
    pub value: ValueId,
}

/// An imported graph and the model's tensors in it.
#[derive(Clone, Debug)]
pub struct Imported {
    /// The graph, as [`import_with`] gives it.
    pub graph: Graph,
    /// The tensors the operators write, in execution order (an operator's outputs in their
    /// order), each with the value that holds it.
    pub tensors: Vec<TracedTensor>,
}

/// [`import_with`], also naming the value of every tensor an operator writes (what
/// `qnnc run --dump` writes out, to compare with another engine's intermediate tensors).
pub fn import_traced(model: &TfModel, options: &ImportOptions) -> Result<Imported, ImportError> {
    let dense = tensors::densified(&model.subgraph);
    let sg = dense.as_ref().unwrap_or(&model.subgraph);
    let name = match model.description.as_deref() {
        Some(d) if !d.is_empty() => d,
        _ => "model",
    };
    if let Some(shapes) = &options.input_shapes {
        if shapes.len() != sg.inputs.len() {
            return Err(ImportError::Options(format!(
                "{} input shapes given for {} graph inputs",
                shapes.len(),
                sg.inputs.len()
            )));
        }
    }
    let mut cx = Ctx {
        sg,
        graph: Graph::new(name),
        values: vec![None; sg.tensors.len()],
        sum_kernel: options.sum_kernel,
        model,
        vars: state::Vars::scan(sg),
        input_names: HashSet::new(),
    };

    for (position, &t) in sg.inputs.iter().enumerate() {
        let tensor = sg
            .tensors
            .get(t)
            .ok_or_else(|| out_of_range("input", position, t))?;
        let io_error = |message: String| ImportError::GraphIo {
            role: "input",
            position,
            tensor: t,
            name: tensor.name.clone(),
            message,
        };
        if cx.values.get(t).copied().flatten().is_some() {
            return Err(io_error(
                "the tensor is listed twice as a graph input".into(),
            ));
        }
        let dtype = ir_dtype(tensor).map_err(io_error)?;
        let shape = match options.input_shapes.as_ref().and_then(|s| s.get(position)) {
            Some(s) => s.clone(),
            None => static_shape(tensor).map_err(io_error)?,
        };
        let base = if tensor.name.is_empty() {
            format!("input{position}")
        } else {
            tensor.name.clone()
        };
        let name = unique_name(&base, &mut cx.input_names);
        let v = cx
            .graph
            .add_input(name, TensorType::new(dtype, shape))
            .map_err(|e| io_error(e.to_string()))?;
        cx.values[t] = Some(v);
    }

    // Every operator kind the model needs and qnnc lacks, in one error.
    let missing = unsupported_ops(sg);
    if !missing.is_empty() {
        return Err(ImportError::UnsupportedOps(missing));
    }
    let mut tensors = Vec::new();
    for op in &sg.operators {
        convert(&mut OpCx::new(&mut cx, op))?;
        for &t in &op.outputs {
            let (Some(Some(value)), Some(tensor)) = (cx.values.get(t), sg.tensors.get(t)) else {
                continue;
            };
            // A value of another element type stands for the tensor without being it.
            let same = ir_dtype(tensor).ok() == Some(cx.graph.values()[value.index()].ty.dtype);
            if same {
                let name = match tensor.name.as_str() {
                    "" => format!("tensor {t}"),
                    n => n.to_string(),
                };
                tensors.push(TracedTensor {
                    name,
                    tensor: t,
                    value: *value,
                });
            }
        }
    }

    // State names are input names; the model's outputs must not take them.
    let next = state::finish(&cx.vars);
    let mut names: HashSet<String> = next.iter().map(|(n, _)| n.clone()).collect();
    for (position, &t) in sg.outputs.iter().enumerate() {
        let tensor = sg
            .tensors
            .get(t)
            .ok_or_else(|| out_of_range("output", position, t))?;
        let io_error = |message: String| ImportError::GraphIo {
            role: "output",
            position,
            tensor: t,
            name: tensor.name.clone(),
            message,
        };
        let v = match cx.defined_or_const(t) {
            Ok(Some(v)) => v,
            Ok(None) => return Err(io_error("no operator computes it".into())),
            Err(m) => return Err(io_error(m)),
        };
        let base = if tensor.name.is_empty() {
            format!("output{position}")
        } else {
            tensor.name.clone()
        };
        let name = unique_name(&base, &mut names);
        cx.graph
            .add_output(name, v)
            .map_err(|e| io_error(e.to_string()))?;
    }
    for (name, v) in next {
        cx.graph
            .add_output(name, v)
            .map_err(|e| ImportError::Options(e.to_string()))?;
    }
    verify(&cx.graph)?;
    Ok(Imported {
        graph: cx.graph,
        tensors,
    })
}

/// How one operator kind is converted.
type Converter = fn(&mut OpCx) -> Result<(), ImportError>;

/// The converter of an operator kind, or `None` for a kind qnnc does not import: the one
/// place that says which operators are supported (the import, [`unsupported_ops`] and
/// `qnnc info` all ask it).
fn converter(op: &BuiltinOp) -> Option<Converter> {
    use BuiltinOperator as O;
    let BuiltinOp::Builtin(op) = op else {
        return None;
    };
    Some(match op {
        O::Conv2d => |cx| nn::conv2d(cx, false),
        O::DepthwiseConv2d => |cx| nn::conv2d(cx, true),
        O::FullyConnected => nn::fully_connected,
        O::AveragePool2d => |cx| nn::pool2d(cx, true),
        O::MaxPool2d => |cx| nn::pool2d(cx, false),
        O::Mean => nn::mean,
        O::Add => |cx| elementwise::binary(cx, Binary::Add),
        O::Sub => |cx| elementwise::binary(cx, Binary::Sub),
        O::Mul => |cx| elementwise::binary(cx, Binary::Mul),
        O::Logistic => |cx| elementwise::unary(cx, Unary::Logistic),
        O::Tanh => |cx| elementwise::unary(cx, Unary::Tanh),
        O::HardSwish => |cx| elementwise::unary(cx, Unary::HardSwish),
        O::Softmax => elementwise::softmax,
        O::Relu => |cx| elementwise::relu(cx, Activation::Relu),
        O::Relu6 => |cx| elementwise::relu(cx, Activation::Relu6),
        O::ReluN1To1 => |cx| elementwise::relu(cx, Activation::ReluN1To1),
        O::Slice => movement::slice,
        O::StridedSlice => movement::strided_slice,
        O::Split => movement::split,
        O::SplitV => movement::split_v,
        O::Pack => movement::pack,
        O::Unpack => movement::unpack,
        O::Gather => movement::gather,
        O::Tile => movement::tile,
        O::ReverseV2 => movement::reverse_v2,
        O::BroadcastTo => movement::broadcast_to,
        O::DepthToSpace => movement::depth_to_space,
        O::SpaceToDepth => movement::space_to_depth,
        O::Maximum => |cx| movement::maximum_minimum(cx, true),
        O::Minimum => |cx| movement::maximum_minimum(cx, false),
        O::LeakyRelu => elementwise::leaky_relu,
        O::Abs => elementwise::abs,
        O::Exp => elementwise::exp,
        O::Elu => elementwise::elu,
        O::Gelu => elementwise::gelu,
        O::Rsqrt => elementwise::rsqrt,
        O::Sqrt => elementwise::sqrt,
        O::TransposeConv => nn::transpose_conv,
        O::Sum => nn::sum,
        O::Neg => elementwise::neg,
        O::Div => elementwise::div,
        O::LogSoftmax => elementwise::log_softmax,
        O::Prelu => elementwise::prelu,
        O::SquaredDifference => elementwise::squared_difference,
        O::ReduceMax => |cx| movement::reduce_extreme(cx, true),
        O::ReduceProd => movement::reduce_prod,
        O::ReduceMin => |cx| movement::reduce_extreme(cx, false),
        O::ArgMax => |cx| movement::arg_extreme(cx, true),
        O::ArgMin => |cx| movement::arg_extreme(cx, false),
        O::ResizeNearestNeighbor => movement::resize_nearest_neighbor,
        O::ResizeBilinear => movement::resize_bilinear,
        O::BatchMatmul => nn::batch_matmul,
        O::Quantize => elementwise::quantize,
        O::Dequantize => elementwise::dequantize,
        O::Concatenation => shape::concatenation,
        O::Pad => |cx| shape::pad(cx, false),
        O::Padv2 => |cx| shape::pad(cx, true),
        O::Reshape => shape::reshape,
        O::Densify => shape::densify,
        O::Shape => shape::shape,
        O::Squeeze => shape::squeeze,
        O::Transpose => shape::transpose,
        O::Equal => |cx| logic::compare(cx, Compare::Equal),
        O::NotEqual => |cx| logic::compare(cx, Compare::NotEqual),
        O::Greater => |cx| logic::compare(cx, Compare::Greater),
        O::GreaterEqual => |cx| logic::compare(cx, Compare::GreaterEqual),
        O::Less => |cx| logic::compare(cx, Compare::Less),
        O::LessEqual => |cx| logic::compare(cx, Compare::LessEqual),
        O::LogicalAnd => |cx| logic::logical(cx, Logical::And),
        O::LogicalOr => |cx| logic::logical(cx, Logical::Or),
        O::LogicalNot => |cx| logic::logical(cx, Logical::Not),
        O::Select => |cx| logic::select(cx, false),
        O::SelectV2 => |cx| logic::select(cx, true),
        O::Cast => logic::cast,
        O::Square => elementwise::square,
        O::Pow => elementwise::pow,
        O::GatherNd => movement::gather_nd,
        O::DynamicUpdateSlice => movement::dynamic_update_slice,
        O::EmbeddingLookup => movement::embedding_lookup,
        O::Cumsum => movement::cumsum,
        O::VarHandle => state::var_handle,
        O::ReadVariable => state::read_variable,
        O::AssignVariable => state::assign_variable,
        O::CallOnce => |cx| state::call_once(cx, cx.model()),
        O::UnidirectionalSequenceLstm => lstm::unidirectional_sequence_lstm,
        _ => return None,
    })
}

/// True when qnnc imports operators of this kind (in some of their forms).
pub fn is_supported(op: &BuiltinOp) -> bool {
    converter(op).is_some()
}

/// The operator kinds of `sg` that qnnc does not import, in order of first appearance, each
/// with its count and its first few op indices.
fn unsupported_ops(sg: &crate::model::TfSubgraph) -> Vec<UnsupportedOps> {
    let mut out: Vec<UnsupportedOps> = Vec::new();
    for (index, op) in sg.operators.iter().enumerate() {
        if is_supported(&op.opcode) {
            continue;
        }
        let name = op.opcode.to_string();
        match out.iter_mut().find(|u| u.op == name) {
            Some(u) => {
                u.count += 1;
                if u.first.len() < UnsupportedOps::FIRST {
                    u.first.push(index);
                }
            }
            None => out.push(UnsupportedOps {
                op: name,
                count: 1,
                first: vec![index],
            }),
        }
    }
    out
}

/// Converts one operator, dispatching on its kind.
fn convert(cx: &mut OpCx) -> Result<(), ImportError> {
    match converter(&cx.op.opcode) {
        Some(f) => f(cx),
        None => Err(cx.error(OpError::UnsupportedOp)),
    }
}

#[cfg(test)]
mod tests;
