//! Plain-Rust view of a TFLite model as produced by [`crate::read_model`]: the main subgraph with its tensors
//! (types, shapes, constant data, quantization) and operators (resolved operator kind, tensor indices, decoded
//! builtin options). Nothing here borrows from the input bytes.

use std::fmt;

use crate::builtin::BuiltinOp;
use crate::generated::tflite as fb;

/// A TFLite model: schema version, description, its main subgraph (subgraph 0) and the others.
#[derive(Clone, Debug, PartialEq)]
pub struct TfModel {
    /// `Model.version` (always 3 for a model the reader accepts).
    pub version: u32,
    /// `Model.description`, e.g. `"MLIR Converted."`.
    pub description: Option<String>,
    /// Subgraph 0, the main graph.
    pub subgraph: TfSubgraph,
    /// Subgraphs 1.. in file order (CALL_ONCE's initialisation subgraphs, WHILE/IF/composite bodies).
    pub others: Vec<TfSubgraph>,
    /// `Model.signature_defs`, in file order (empty when the model has none).
    pub signatures: Vec<TfSignature>,
}

/// One signature of the model (`SignatureDef`): a named entry point with named inputs and
/// outputs, as `tf.lite.Interpreter.get_signature_list()` shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TfSignature {
    /// `signature_key`, e.g. `"serving_default"`.
    pub key: String,
    /// The subgraph it runs.
    pub subgraph: usize,
    /// Input names and their tensor indices (in that subgraph), in file order.
    pub inputs: Vec<(String, usize)>,
    /// Output names and their tensor indices, in file order.
    pub outputs: Vec<(String, usize)>,
}

impl TfModel {
    /// Number of subgraphs in the file.
    pub fn num_subgraphs(&self) -> usize {
        1 + self.others.len()
    }

    /// Subgraph `index` (0 is the main one).
    pub fn subgraph_at(&self, index: usize) -> Option<&TfSubgraph> {
        match index {
            0 => Some(&self.subgraph),
            k => self.others.get(k - 1),
        }
    }
}

/// One subgraph: tensors, operators in execution order, graph inputs and outputs.
#[derive(Clone, Debug, PartialEq)]
pub struct TfSubgraph {
    /// `SubGraph.name`.
    pub name: Option<String>,
    /// All tensors; operators and the graph inputs/outputs refer to them by index.
    pub tensors: Vec<TfTensor>,
    /// Operators in execution order.
    pub operators: Vec<TfOperator>,
    /// Graph input tensor indices (bounds-checked).
    pub inputs: Vec<usize>,
    /// Graph output tensor indices (bounds-checked).
    pub outputs: Vec<usize>,
}

/// TFLite `TensorType`. Values are TFLite's; codes unknown here are kept as [`TfType::Other`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TfType {
    /// `FLOAT32` (0).
    Float32,
    /// `FLOAT16` (1).
    Float16,
    /// `INT32` (2).
    Int32,
    /// `UINT8` (3).
    UInt8,
    /// `INT64` (4).
    Int64,
    /// `STRING` (5).
    String,
    /// `BOOL` (6).
    Bool,
    /// `INT16` (7).
    Int16,
    /// `COMPLEX64` (8).
    Complex64,
    /// `INT8` (9).
    Int8,
    /// `FLOAT64` (10).
    Float64,
    /// `COMPLEX128` (11).
    Complex128,
    /// `UINT64` (12).
    UInt64,
    /// `RESOURCE` (13).
    Resource,
    /// `VARIANT` (14).
    Variant,
    /// `UINT32` (15).
    UInt32,
    /// `UINT16` (16).
    UInt16,
    /// `INT4` (17), packed two per byte in buffers.
    Int4,
    /// `BFLOAT16` (18).
    BFloat16,
    /// `INT2` (19; newer LiteRT schemas).
    Int2,
    /// `UINT4` (20; newer LiteRT schemas).
    UInt4,
    /// `FLOAT8_E4M3FN` (21; newer LiteRT schemas).
    Float8E4M3FN,
    /// `FLOAT8_E5M2` (22; newer LiteRT schemas).
    Float8E5M2,
    /// Any other code.
    Other(i8),
}

impl TfType {
    /// The type for TFLite `TensorType` code `code`.
    pub fn from_code(code: i8) -> Self {
        match code {
            0 => Self::Float32,
            1 => Self::Float16,
            2 => Self::Int32,
            3 => Self::UInt8,
            4 => Self::Int64,
            5 => Self::String,
            6 => Self::Bool,
            7 => Self::Int16,
            8 => Self::Complex64,
            9 => Self::Int8,
            10 => Self::Float64,
            11 => Self::Complex128,
            12 => Self::UInt64,
            13 => Self::Resource,
            14 => Self::Variant,
            15 => Self::UInt32,
            16 => Self::UInt16,
            17 => Self::Int4,
            18 => Self::BFloat16,
            19 => Self::Int2,
            20 => Self::UInt4,
            21 => Self::Float8E4M3FN,
            22 => Self::Float8E5M2,
            other => Self::Other(other),
        }
    }

    /// The TFLite `TensorType` code.
    pub fn code(self) -> i8 {
        match self {
            Self::Float32 => 0,
            Self::Float16 => 1,
            Self::Int32 => 2,
            Self::UInt8 => 3,
            Self::Int64 => 4,
            Self::String => 5,
            Self::Bool => 6,
            Self::Int16 => 7,
            Self::Complex64 => 8,
            Self::Int8 => 9,
            Self::Float64 => 10,
            Self::Complex128 => 11,
            Self::UInt64 => 12,
            Self::Resource => 13,
            Self::Variant => 14,
            Self::UInt32 => 15,
            Self::UInt16 => 16,
            Self::Int4 => 17,
            Self::BFloat16 => 18,
            Self::Int2 => 19,
            Self::UInt4 => 20,
            Self::Float8E4M3FN => 21,
            Self::Float8E5M2 => 22,
            Self::Other(code) => code,
        }
    }

    /// TFLite's enum name (`"INT8"`, `"FLOAT32"`, ...); `"UNKNOWN"` for [`TfType::Other`].
    pub fn name(self) -> &'static str {
        match self {
            Self::Float32 => "FLOAT32",
            Self::Float16 => "FLOAT16",
            Self::Int32 => "INT32",
            Self::UInt8 => "UINT8",
            Self::Int64 => "INT64",
            Self::String => "STRING",
            Self::Bool => "BOOL",
            Self::Int16 => "INT16",
            Self::Complex64 => "COMPLEX64",
            Self::Int8 => "INT8",
            Self::Float64 => "FLOAT64",
            Self::Complex128 => "COMPLEX128",
            Self::UInt64 => "UINT64",
            Self::Resource => "RESOURCE",
            Self::Variant => "VARIANT",
            Self::UInt32 => "UINT32",
            Self::UInt16 => "UINT16",
            Self::Int4 => "INT4",
            Self::BFloat16 => "BFLOAT16",
            Self::Int2 => "INT2",
            Self::UInt4 => "UINT4",
            Self::Float8E4M3FN => "FLOAT8_E4M3FN",
            Self::Float8E5M2 => "FLOAT8_E5M2",
            Self::Other(_) => "UNKNOWN",
        }
    }

    /// Bytes per element in a buffer for types stored one element per fixed number of bytes; `None` for
    /// strings, resources, variants, sub-byte packed types (INT4, INT2, UINT4) and unknown types, whose data
    /// length the reader does not check.
    pub fn element_size(self) -> Option<usize> {
        match self {
            Self::UInt8 | Self::Int8 | Self::Bool | Self::Float8E4M3FN | Self::Float8E5M2 => {
                Some(1)
            }
            Self::Float16 | Self::Int16 | Self::UInt16 | Self::BFloat16 => Some(2),
            Self::Float32 | Self::Int32 | Self::UInt32 => Some(4),
            Self::Int64 | Self::UInt64 | Self::Float64 | Self::Complex64 => Some(8),
            Self::Complex128 => Some(16),
            Self::String
            | Self::Resource
            | Self::Variant
            | Self::Int4
            | Self::Int2
            | Self::UInt4
            | Self::Other(_) => None,
        }
    }
}

impl fmt::Display for TfType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Other(code) => write!(f, "UNKNOWN({code})"),
            known => f.write_str(known.name()),
        }
    }
}

/// One tensor of a subgraph.
#[derive(Clone, Debug, PartialEq)]
pub struct TfTensor {
    /// `Tensor.name` (empty when absent).
    pub name: String,
    /// Element type.
    pub ty: TfType,
    /// `Tensor.shape` as stored (empty for scalars and for tensors of unknown rank).
    pub shape: Vec<i32>,
    /// Constant data, little-endian as stored; `None` when the tensor uses buffer 0 or an empty buffer
    /// (i.e. it is not a constant). For fixed-size types its length equals `product(shape) * element_size`.
    pub data: Option<Vec<u8>>,
    /// Quantization parameters; `None` when absent or when the scale vector is empty (unquantized) and no
    /// quantization details are present.
    pub quant: Option<TfQuant>,
    /// `Tensor.shape_signature` (-1 for a dynamic dimension); `None` when absent (the shape
    /// is then the signature) or of another rank than the shape (TFLite ignores it then).
    pub shape_signature: Option<Vec<i32>>,
    /// `Tensor.is_variable`.
    pub is_variable: bool,
    /// `Tensor.sparsity`, decoded: a sparse constant's layout (its data length is not checked
    /// against the shape; [`TfSparsity::densify`] checks it against the layout).
    pub sparsity: Option<TfSparsity>,
}

/// `Tensor.sparsity`: how a sparse constant stores its values (TFLite's TACO-style format).
/// The tensor's dimensions, some split into blocks, are walked in `traversal_order`; a dense
/// dimension visits every index, a compressed (CSR) one only the indices listed for the
/// position its outer dimensions reached; each complete walk consumes the next stored value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TfSparsity {
    /// `traversal_order`: the first `rank` entries a permutation of the tensor's dimensions
    /// (for a split dimension, the index of its block), the others block dimensions
    /// (`rank + k` for the `k`-th).
    pub traversal_order: Vec<i32>,
    /// `block_map`: the tensor dimension each block dimension splits.
    pub block_map: Vec<i32>,
    /// `dim_metadata`: one per entry of `traversal_order`, in that order.
    pub dims: Vec<TfSparseDim>,
}

/// One walked dimension of a sparse tensor (`DimensionMetadata`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TfSparseDim {
    /// `DENSE`: every index below `size`.
    Dense {
        /// `dense_size`.
        size: i32,
    },
    /// `SPARSE_CSR`: for the position `p` the outer dimensions reached, the indices
    /// `indices[segments[p]..segments[p + 1]]`.
    SparseCsr {
        /// `array_segments`.
        segments: Vec<i64>,
        /// `array_indices`.
        indices: Vec<i64>,
    },
    /// A `DimensionType` this reader does not know.
    Unknown(i8),
}

/// Affine quantization parameters of a tensor: `real = scale * (q - zero_point)`.
///
/// When `has_details` is false the reader has checked them as TFLite's `ParseQuantization` does: equally many
/// scales and zero points, `quantized_dimension` inside the tensor's rank, and either one scale (per-tensor) or
/// `shape[quantized_dimension]` scales (per-axis).
#[derive(Clone, Debug, PartialEq)]
pub struct TfQuant {
    /// `QuantizationParameters.scale` (length 1 for per-tensor quantization).
    pub scales: Vec<f32>,
    /// `QuantizationParameters.zero_point`.
    pub zero_points: Vec<i64>,
    /// `QuantizationParameters.quantized_dimension` (the channel axis of per-axis quantization).
    pub quantized_dimension: i32,
    /// The `details` union is set (custom or blockwise quantization); TFLite then ignores the affine fields, and
    /// they are passed through unchecked.
    pub has_details: bool,
}

/// One operator of a subgraph.
#[derive(Clone, Debug, PartialEq)]
pub struct TfOperator {
    /// Position in the subgraph's operator list (execution order).
    pub index: usize,
    /// Operator kind, resolved as `max(builtin_code, deprecated_builtin_code)` (TFLite's `GetBuiltinCode`).
    pub opcode: BuiltinOp,
    /// `OperatorCode.version`.
    pub version: i32,
    /// Input tensor indices; `None` for an omitted optional input (`-1`, e.g. no bias).
    pub inputs: Vec<Option<usize>>,
    /// Output tensor indices.
    pub outputs: Vec<usize>,
    /// `Operator.intermediates`: tensors that carry quantization parameters of values inside the
    /// operator (the integer LSTM's gate and hidden scales).
    pub intermediates: Vec<usize>,
    /// The decoded `builtin_options` union, exactly as stored (see [`TfOptions`]).
    pub options: TfOptions,
}

/// `Padding` of convolution and pooling options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Padding {
    /// `SAME` (0).
    Same,
    /// `VALID` (1).
    Valid,
}

/// `ActivationFunctionType`: the activation fused into an operator's output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FusedActivation {
    /// `NONE` (0).
    None,
    /// `RELU` (1).
    Relu,
    /// `RELU_N1_TO_1` (2).
    ReluN1To1,
    /// `RELU6` (3).
    Relu6,
    /// `TANH` (4).
    Tanh,
    /// `SIGN_BIT` (5).
    SignBit,
}

/// `FullyConnectedOptionsWeightsFormat`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WeightsFormat {
    /// `DEFAULT` (0).
    Default,
    /// `SHUFFLED4x16INT8` (1).
    Shuffled4x16Int8,
}

/// An operator's `builtin_options`, decoded according to the union tag stored in the file.
///
/// Fields absent from a present table take the schema defaults (flatbuffers semantics, e.g. dilation 1,
/// `pot_scale_int16` true). The variant reflects the stored tag, not the operator kind: check it against
/// [`BuiltinOp::expected_options_tag`].
///
/// An absent table is [`TfOptions::None`]. Note that TFLite does **not** apply schema defaults in that case: its
/// option parser leaves the kernel parameters zero-initialised (`pot_scale_int16` false, strides and dilations 0,
/// padding "unknown"), and the same happens when the stored tag does not match the operator.
#[derive(Clone, Debug, PartialEq)]
pub enum TfOptions {
    /// No options table.
    None,
    /// `Conv2DOptions` (tag 1).
    Conv2d {
        /// Padding scheme.
        padding: Padding,
        /// Horizontal stride.
        stride_w: i32,
        /// Vertical stride.
        stride_h: i32,
        /// Horizontal dilation (`dilation_w_factor`, default 1).
        dilation_w: i32,
        /// Vertical dilation (`dilation_h_factor`, default 1).
        dilation_h: i32,
        /// Fused activation.
        activation: FusedActivation,
        /// `quantized_bias_type`; [`TfType::Float32`] (0, the default) means "not set".
        quantized_bias_type: TfType,
    },
    /// `DepthwiseConv2DOptions` (tag 2).
    DepthwiseConv2d {
        /// Padding scheme.
        padding: Padding,
        /// Horizontal stride.
        stride_w: i32,
        /// Vertical stride.
        stride_h: i32,
        /// `depth_multiplier` (ignored by TFLite 2.x kernels, which derive it from shapes).
        depth_multiplier: i32,
        /// Fused activation.
        activation: FusedActivation,
        /// Horizontal dilation (default 1).
        dilation_w: i32,
        /// Vertical dilation (default 1).
        dilation_h: i32,
    },
    /// `FullyConnectedOptions` (tag 8).
    FullyConnected {
        /// Fused activation.
        activation: FusedActivation,
        /// Weights layout.
        weights_format: WeightsFormat,
        /// Keep the input's leading dimensions in the output.
        keep_num_dims: bool,
        /// Hybrid (weights-only quantized) asymmetric input quantization.
        asymmetric_quantize_inputs: bool,
        /// `quantized_bias_type`; [`TfType::Float32`] (0, the default) means "not set".
        quantized_bias_type: TfType,
    },
    /// `Pool2DOptions` (tag 5), used by AVERAGE_POOL_2D and MAX_POOL_2D.
    Pool2d {
        /// Padding scheme.
        padding: Padding,
        /// Horizontal stride.
        stride_w: i32,
        /// Vertical stride.
        stride_h: i32,
        /// Window width.
        filter_w: i32,
        /// Window height.
        filter_h: i32,
        /// Fused activation.
        activation: FusedActivation,
    },
    /// `AddOptions` (tag 11).
    Add {
        /// Fused activation.
        activation: FusedActivation,
        /// int16: both input scales are powers of two (default true).
        pot_scale_int16: bool,
    },
    /// `SubOptions` (tag 28).
    Sub {
        /// Fused activation.
        activation: FusedActivation,
        /// int16: both input scales are powers of two (default true).
        pot_scale_int16: bool,
    },
    /// `MulOptions` (tag 21).
    Mul {
        /// Fused activation.
        activation: FusedActivation,
    },
    /// `SoftmaxOptions` (tag 9).
    Softmax {
        /// `beta` (default 0.0).
        beta: f32,
    },
    /// `ConcatenationOptions` (tag 10).
    Concatenation {
        /// Concatenation axis (may be negative).
        axis: i32,
        /// Fused activation.
        activation: FusedActivation,
    },
    /// `ReducerOptions` (tag 27), used by MEAN.
    Reducer {
        /// Keep reduced dimensions with size 1.
        keep_dims: bool,
    },
    /// `ReshapeOptions` (tag 17).
    Reshape {
        /// `new_shape`, `None` when absent (TFLite then uses the shape tensor / output shape).
        new_shape: Option<Vec<i32>>,
    },
    /// `SqueezeOptions` (tag 30).
    Squeeze {
        /// Dimensions to squeeze (empty: all size-1 dimensions).
        squeeze_dims: Vec<i32>,
    },
    /// `SpaceToDepthOptions` (tag 19).
    SpaceToDepth {
        /// Block size.
        block_size: i32,
    },
    /// `DepthToSpaceOptions` (tag 94).
    DepthToSpace {
        /// Block size.
        block_size: i32,
    },
    /// `UnidirectionalSequenceLSTMOptions` (tag 71).
    UnidirectionalSequenceLstm {
        /// Fused activation (the cell and hidden activation; the integer kernel ignores it).
        activation: FusedActivation,
        /// Cell state clip (0: none).
        cell_clip: f32,
        /// Projection clip (0: none).
        proj_clip: f32,
        /// The input is `[time, batch, features]` (else `[batch, time, features]`).
        time_major: bool,
        /// Hybrid kernels quantize inputs asymmetrically.
        asymmetric_quantize_inputs: bool,
        /// The recurrent weights are diagonal (vectors).
        diagonal_recurrent_tensors: bool,
    },
    /// `CallOnceOptions` (tag 103).
    CallOnce {
        /// The subgraph run once, before the first run of the main graph.
        init_subgraph_index: i32,
    },
    /// `VarHandleOptions` (tag 111): a resource variable is named by the pair.
    VarHandle {
        /// `container` (usually empty).
        container: String,
        /// `shared_name`.
        shared_name: String,
    },
    /// `CumsumOptions` (tag 102).
    Cumsum {
        /// Each output excludes its own element (the first is 0).
        exclusive: bool,
        /// Sums run from the end of the axis.
        reverse: bool,
    },
    /// `GatherOptions` (tag 23).
    Gather {
        /// The gathered axis (negative: from the end).
        axis: i32,
        /// Leading batch dimensions shared by input and indices.
        batch_dims: i32,
    },
    /// `StridedSliceOptions` (tag 32).
    StridedSlice {
        /// Bit `i` set: ignore `begin[i]`, start at the first (last, for a negative stride).
        begin_mask: i32,
        /// Bit `i` set: ignore `end[i]`, run to the end.
        end_mask: i32,
        /// Bit `i` set: dimension `i` of the spec is an ellipsis.
        ellipsis_mask: i32,
        /// Bit `i` set: insert a new dimension of extent 1.
        new_axis_mask: i32,
        /// Bit `i` set: take index `begin[i]` and drop the dimension.
        shrink_axis_mask: i32,
        /// `end` is an offset from `begin`.
        offset: bool,
    },
    /// `SplitOptions` (tag 35).
    Split {
        /// Number of outputs.
        num_splits: i32,
    },
    /// `SplitVOptions` (tag 79).
    SplitV {
        /// Number of outputs.
        num_splits: i32,
    },
    /// `PackOptions` (tag 59).
    Pack {
        /// Number of inputs.
        values_count: i32,
        /// The new axis.
        axis: i32,
    },
    /// `UnpackOptions` (tag 64).
    Unpack {
        /// Number of outputs.
        num: i32,
        /// The unpacked axis.
        axis: i32,
    },
    /// `ArgMaxOptions` (tag 40).
    ArgMax {
        /// The index type.
        output_type: TfType,
    },
    /// `ArgMinOptions` (tag 57).
    ArgMin {
        /// The index type.
        output_type: TfType,
    },
    /// `BatchMatMulOptions` (tag 101).
    BatchMatMul {
        /// Transpose the last two dimensions of the left operand.
        adj_x: bool,
        /// Transpose the last two dimensions of the right operand.
        adj_y: bool,
        /// Hybrid (float) models only.
        asymmetric_quantize_inputs: bool,
    },
    /// `ResizeBilinearOptions` (tag 15).
    ResizeBilinear {
        /// Corner pixels of input and output are aligned.
        align_corners: bool,
        /// Pixel centers at half-integers.
        half_pixel_centers: bool,
    },
    /// `ResizeNearestNeighborOptions` (tag 74).
    ResizeNearestNeighbor {
        /// Corner pixels of input and output are aligned.
        align_corners: bool,
        /// Pixel centers at half-integers.
        half_pixel_centers: bool,
    },
    /// `LeakyReluOptions` (tag 75).
    LeakyRelu {
        /// The slope for negative inputs.
        alpha: f32,
    },
    /// `DivOptions` (tag 29).
    Div {
        /// Fused activation.
        activation: FusedActivation,
    },
    /// `GeluOptions` (tag 116).
    Gelu {
        /// The tanh approximation instead of `erfc`.
        approximate: bool,
    },
    /// `TransposeConvOptions` (tag 49).
    TransposeConv {
        /// Padding scheme.
        padding: Padding,
        /// Horizontal stride.
        stride_w: i32,
        /// Vertical stride.
        stride_h: i32,
        /// Fused activation (version 4 and later).
        activation: FusedActivation,
        /// `quantized_bias_type`; [`TfType::Float32`] (0, the default) means "not set".
        quantized_bias_type: TfType,
    },
    /// `PadOptions` (tag 22, no fields).
    Pad,
    /// `PadV2Options` (tag 43, no fields).
    PadV2,
    /// `TransposeOptions` (tag 26, no fields).
    Transpose,
    /// `HardSwishOptions` (tag 91, no fields).
    HardSwish,
    /// `QuantizeOptions` (tag 89, no fields).
    Quantize,
    /// `DequantizeOptions` (tag 38, no fields).
    Dequantize,
    /// Any other options table, by union tag (not decoded).
    Other(u8),
}

impl TfOptions {
    /// The `BuiltinOptions` union tag of this value (0 for [`TfOptions::None`]): planus' numbering of the
    /// union member it was decoded from (TFLite's numbering, the member order of `schema/tflite.fbs`).
    pub fn tag(&self) -> u8 {
        use fb::BuiltinOptions as U;
        let member = match self {
            Self::None => return 0,
            Self::Other(tag) => return *tag,
            Self::Conv2d { .. } => U::Conv2DOptions(Box::default()),
            Self::DepthwiseConv2d { .. } => U::DepthwiseConv2DOptions(Box::default()),
            Self::FullyConnected { .. } => U::FullyConnectedOptions(Box::default()),
            Self::Pool2d { .. } => U::Pool2DOptions(Box::default()),
            Self::Add { .. } => U::AddOptions(Box::default()),
            Self::Sub { .. } => U::SubOptions(Box::default()),
            Self::Mul { .. } => U::MulOptions(Box::default()),
            Self::Softmax { .. } => U::SoftmaxOptions(Box::default()),
            Self::Concatenation { .. } => U::ConcatenationOptions(Box::default()),
            Self::Reducer { .. } => U::ReducerOptions(Box::default()),
            Self::Reshape { .. } => U::ReshapeOptions(Box::default()),
            Self::Squeeze { .. } => U::SqueezeOptions(Box::default()),
            Self::Pad => U::PadOptions(Box::default()),
            Self::PadV2 => U::PadV2Options(Box::default()),
            Self::Transpose => U::TransposeOptions(Box::default()),
            Self::HardSwish => U::HardSwishOptions(Box::default()),
            Self::Quantize => U::QuantizeOptions(Box::default()),
            Self::Dequantize => U::DequantizeOptions(Box::default()),
            Self::SpaceToDepth { .. } => U::SpaceToDepthOptions(Box::default()),
            Self::DepthToSpace { .. } => U::DepthToSpaceOptions(Box::default()),
            Self::Gather { .. } => U::GatherOptions(Box::default()),
            Self::Cumsum { .. } => U::CumsumOptions(Box::default()),
            Self::UnidirectionalSequenceLstm { .. } => {
                U::UnidirectionalSequenceLstmOptions(Box::default())
            }
            Self::CallOnce { .. } => U::CallOnceOptions(Box::default()),
            Self::VarHandle { .. } => U::VarHandleOptions(Box::default()),
            Self::StridedSlice { .. } => U::StridedSliceOptions(Box::default()),
            Self::Split { .. } => U::SplitOptions(Box::default()),
            Self::SplitV { .. } => U::SplitVOptions(Box::default()),
            Self::Pack { .. } => U::PackOptions(Box::default()),
            Self::Unpack { .. } => U::UnpackOptions(Box::default()),
            Self::LeakyRelu { .. } => U::LeakyReluOptions(Box::default()),
            Self::Gelu { .. } => U::GeluOptions(Box::default()),
            Self::Div { .. } => U::DivOptions(Box::default()),
            Self::TransposeConv { .. } => U::TransposeConvOptions(Box::default()),
            Self::ResizeNearestNeighbor { .. } => U::ResizeNearestNeighborOptions(Box::default()),
            Self::ResizeBilinear { .. } => U::ResizeBilinearOptions(Box::default()),
            Self::BatchMatMul { .. } => U::BatchMatMulOptions(Box::default()),
            Self::ArgMax { .. } => U::ArgMaxOptions(Box::default()),
            Self::ArgMin { .. } => U::ArgMinOptions(Box::default()),
        };
        crate::options::union_tag(&member)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tensor_type_codes_round_trip() {
        for code in i8::MIN..=i8::MAX {
            assert_eq!(TfType::from_code(code).code(), code);
        }
        // Values from the reference notes (tflite.md section 4).
        assert_eq!(TfType::from_code(0), TfType::Float32);
        assert_eq!(TfType::from_code(7), TfType::Int16);
        assert_eq!(TfType::from_code(9), TfType::Int8);
        assert_eq!(TfType::from_code(17), TfType::Int4);
        assert_eq!(TfType::from_code(18), TfType::BFloat16);
        assert_eq!(TfType::Int8.name(), "INT8");
        assert_eq!(TfType::Other(-4).to_string(), "UNKNOWN(-4)");
        assert_eq!(TfType::Int4.element_size(), None);
        assert_eq!(TfType::Int16.element_size(), Some(2));
    }

    #[test]
    fn option_tags_are_tflite_numbering() {
        // BuiltinOptions union positions in TFLite's schema.
        assert_eq!(TfOptions::Softmax { beta: 1.0 }.tag(), 9);
        assert_eq!(TfOptions::Quantize.tag(), 89);
        assert_eq!(TfOptions::HardSwish.tag(), 91);
        assert_eq!(TfOptions::PadV2.tag(), 43);
        assert_eq!(TfOptions::None.tag(), 0);
        assert_eq!(TfOptions::Other(126).tag(), 126);
    }
}
