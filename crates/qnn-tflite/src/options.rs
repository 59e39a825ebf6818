//! Decoding of an operator's `builtin_options` union into [`TfOptions`].
//!
//! The union tag decides the variant (not the operator kind). Tables qnnc does not decode become
//! [`TfOptions::Other`] with their tag; tags beyond TFLite's 126 members are kept the same way.
//!
//! Union tags are never written out here: [`union_tag`] asks the generated writer for a member's tag, so the
//! member order of `BuiltinOptions` in `schema/tflite.fbs` (TFLite's order) is the one source of the numbers.

use planus::errors::ErrorKind;

use crate::error::ReadError;
use crate::generated::tflite as fb;
use crate::model::{FusedActivation, Padding, TfOptions, TfType, WeightsFormat};

/// Decodes operator `op`'s `builtin_options`.
pub(crate) fn read_options(
    operator: &fb::OperatorRef<'_>,
    op: usize,
) -> Result<TfOptions, ReadError> {
    use fb::BuiltinOptionsRef as R;
    use TfOptions::Other;

    let raw = match operator.builtin_options() {
        Ok(None) => return Ok(TfOptions::None),
        Ok(Some(raw)) => raw,
        Err(e) => {
            return match e.error_kind {
                ErrorKind::UnknownUnionTag { tag } => Ok(Other(tag)),
                _ => Err(flat(e, op)),
            }
        }
    };
    let f = |e| flat(e, op);
    Ok(match raw {
        R::Conv2DOptions(o) => TfOptions::Conv2d {
            padding: padding(o.padding(), op)?,
            stride_w: o.stride_w().map_err(f)?,
            stride_h: o.stride_h().map_err(f)?,
            dilation_w: o.dilation_w_factor().map_err(f)?,
            dilation_h: o.dilation_h_factor().map_err(f)?,
            activation: activation(o.fused_activation_function(), op)?,
            quantized_bias_type: TfType::from_code(o.quantized_bias_type().map_err(f)?),
        },
        R::DepthwiseConv2DOptions(o) => TfOptions::DepthwiseConv2d {
            padding: padding(o.padding(), op)?,
            stride_w: o.stride_w().map_err(f)?,
            stride_h: o.stride_h().map_err(f)?,
            depth_multiplier: o.depth_multiplier().map_err(f)?,
            activation: activation(o.fused_activation_function(), op)?,
            dilation_w: o.dilation_w_factor().map_err(f)?,
            dilation_h: o.dilation_h_factor().map_err(f)?,
        },
        R::Pool2DOptions(o) => TfOptions::Pool2d {
            padding: padding(o.padding(), op)?,
            stride_w: o.stride_w().map_err(f)?,
            stride_h: o.stride_h().map_err(f)?,
            filter_w: o.filter_width().map_err(f)?,
            filter_h: o.filter_height().map_err(f)?,
            activation: activation(o.fused_activation_function(), op)?,
        },
        R::FullyConnectedOptions(o) => TfOptions::FullyConnected {
            activation: activation(o.fused_activation_function(), op)?,
            weights_format: enum_field(o.weights_format(), op, "weights_format", |w| match w {
                fb::FullyConnectedOptionsWeightsFormat::Default => WeightsFormat::Default,
                fb::FullyConnectedOptionsWeightsFormat::Shuffled4x16Int8 => {
                    WeightsFormat::Shuffled4x16Int8
                }
            })?,
            keep_num_dims: o.keep_num_dims().map_err(f)?,
            asymmetric_quantize_inputs: o.asymmetric_quantize_inputs().map_err(f)?,
            quantized_bias_type: TfType::from_code(o.quantized_bias_type().map_err(f)?),
        },
        R::SoftmaxOptions(o) => TfOptions::Softmax {
            beta: o.beta().map_err(f)?,
        },
        R::ConcatenationOptions(o) => TfOptions::Concatenation {
            axis: o.axis().map_err(f)?,
            activation: activation(o.fused_activation_function(), op)?,
        },
        R::AddOptions(o) => TfOptions::Add {
            activation: activation(o.fused_activation_function(), op)?,
            pot_scale_int16: o.pot_scale_int16().map_err(f)?,
        },
        R::SubOptions(o) => TfOptions::Sub {
            activation: activation(o.fused_activation_function(), op)?,
            pot_scale_int16: o.pot_scale_int16().map_err(f)?,
        },
        R::MulOptions(o) => TfOptions::Mul {
            activation: activation(o.fused_activation_function(), op)?,
        },
        R::ReducerOptions(o) => TfOptions::Reducer {
            keep_dims: o.keep_dims().map_err(f)?,
        },
        R::ReshapeOptions(o) => TfOptions::Reshape {
            new_shape: o.new_shape().map_err(f)?.map(|v| v.iter().collect()),
        },
        R::SqueezeOptions(o) => TfOptions::Squeeze {
            squeeze_dims: o
                .squeeze_dims()
                .map_err(f)?
                .map(|v| v.iter().collect())
                .unwrap_or_default(),
        },
        R::SpaceToDepthOptions(o) => TfOptions::SpaceToDepth {
            block_size: o.block_size().map_err(f)?,
        },
        R::DepthToSpaceOptions(o) => TfOptions::DepthToSpace {
            block_size: o.block_size().map_err(f)?,
        },
        R::UnidirectionalSequenceLstmOptions(o) => TfOptions::UnidirectionalSequenceLstm {
            activation: activation(o.fused_activation_function(), op)?,
            cell_clip: o.cell_clip().map_err(f)?,
            proj_clip: o.proj_clip().map_err(f)?,
            time_major: o.time_major().map_err(f)?,
            asymmetric_quantize_inputs: o.asymmetric_quantize_inputs().map_err(f)?,
            diagonal_recurrent_tensors: o.diagonal_recurrent_tensors().map_err(f)?,
        },
        R::CallOnceOptions(o) => TfOptions::CallOnce {
            init_subgraph_index: o.init_subgraph_index().map_err(f)?,
        },
        R::VarHandleOptions(o) => TfOptions::VarHandle {
            container: o.container().map_err(f)?.unwrap_or_default().to_owned(),
            shared_name: o.shared_name().map_err(f)?.unwrap_or_default().to_owned(),
        },
        R::CumsumOptions(o) => TfOptions::Cumsum {
            exclusive: o.exclusive().map_err(f)?,
            reverse: o.reverse().map_err(f)?,
        },
        R::GatherOptions(o) => TfOptions::Gather {
            axis: o.axis().map_err(f)?,
            batch_dims: o.batch_dims().map_err(f)?,
        },
        R::StridedSliceOptions(o) => TfOptions::StridedSlice {
            begin_mask: o.begin_mask().map_err(f)?,
            end_mask: o.end_mask().map_err(f)?,
            ellipsis_mask: o.ellipsis_mask().map_err(f)?,
            new_axis_mask: o.new_axis_mask().map_err(f)?,
            shrink_axis_mask: o.shrink_axis_mask().map_err(f)?,
            offset: o.offset().map_err(f)?,
        },
        R::SplitOptions(o) => TfOptions::Split {
            num_splits: o.num_splits().map_err(f)?,
        },
        R::SplitVOptions(o) => TfOptions::SplitV {
            num_splits: o.num_splits().map_err(f)?,
        },
        R::PackOptions(o) => TfOptions::Pack {
            values_count: o.values_count().map_err(f)?,
            axis: o.axis().map_err(f)?,
        },
        R::UnpackOptions(o) => TfOptions::Unpack {
            num: o.num().map_err(f)?,
            axis: o.axis().map_err(f)?,
        },
        R::ArgMaxOptions(o) => TfOptions::ArgMax {
            output_type: TfType::from_code(o.output_type().map_err(f)?),
        },
        R::ArgMinOptions(o) => TfOptions::ArgMin {
            output_type: TfType::from_code(o.output_type().map_err(f)?),
        },
        R::BatchMatMulOptions(o) => TfOptions::BatchMatMul {
            adj_x: o.adj_x().map_err(f)?,
            adj_y: o.adj_y().map_err(f)?,
            asymmetric_quantize_inputs: o.asymmetric_quantize_inputs().map_err(f)?,
        },
        R::ResizeBilinearOptions(o) => TfOptions::ResizeBilinear {
            align_corners: o.align_corners().map_err(f)?,
            half_pixel_centers: o.half_pixel_centers().map_err(f)?,
        },
        R::ResizeNearestNeighborOptions(o) => TfOptions::ResizeNearestNeighbor {
            align_corners: o.align_corners().map_err(f)?,
            half_pixel_centers: o.half_pixel_centers().map_err(f)?,
        },
        R::LeakyReluOptions(o) => TfOptions::LeakyRelu {
            alpha: o.alpha().map_err(f)?,
        },
        R::DivOptions(o) => TfOptions::Div {
            activation: activation(o.fused_activation_function(), op)?,
        },
        R::GeluOptions(o) => TfOptions::Gelu {
            approximate: o.approximate().map_err(f)?,
        },
        R::TransposeConvOptions(o) => TfOptions::TransposeConv {
            padding: padding(o.padding(), op)?,
            stride_w: o.stride_w().map_err(f)?,
            stride_h: o.stride_h().map_err(f)?,
            activation: activation(o.fused_activation_function(), op)?,
            quantized_bias_type: TfType::from_code(o.quantized_bias_type().map_err(f)?),
        },
        R::PadOptions(_) => TfOptions::Pad,
        R::PadV2Options(_) => TfOptions::PadV2,
        R::TransposeOptions(_) => TfOptions::Transpose,
        R::HardSwishOptions(_) => TfOptions::HardSwish,
        R::QuantizeOptions(_) => TfOptions::Quantize,
        R::DequantizeOptions(_) => TfOptions::Dequantize,
        // Members not decoded keep their union tag, planus' numbering of the member.
        other => Other(union_tag(&fb::BuiltinOptions::try_from(other).map_err(f)?)),
    })
}

/// The `BuiltinOptions` union tag of `member`, as the planus-generated writer numbers it (the member's
/// position in `schema/tflite.fbs`, which is TFLite's).
pub(crate) fn union_tag(member: &fb::BuiltinOptions) -> u8 {
    // `UnionOffset::tag` is what the generated code itself writes into a buffer; `planus` is pinned to the
    // version that generated `src/generated.rs`.
    planus::WriteAsUnion::prepare(member, &mut planus::Builder::with_capacity(64)).tag()
}

fn flat(source: planus::Error, op: usize) -> ReadError {
    ReadError::Flatbuffer {
        context: format!("subgraph 0 operator {op} builtin_options"),
        source,
    }
}

/// Maps an enum-typed field, turning an out-of-range stored value into [`ReadError::UnknownEnumValue`].
fn enum_field<T, U>(
    value: planus::Result<T>,
    op: usize,
    field: &'static str,
    map: impl FnOnce(T) -> U,
) -> Result<U, ReadError> {
    match value {
        Ok(v) => Ok(map(v)),
        Err(e) => match e.error_kind {
            ErrorKind::UnknownEnumTag { source } => Err(ReadError::UnknownEnumValue {
                operator: op,
                field,
                value: source.tag,
            }),
            _ => Err(flat(e, op)),
        },
    }
}

fn padding(value: planus::Result<fb::Padding>, op: usize) -> Result<Padding, ReadError> {
    enum_field(value, op, "padding", |p| match p {
        fb::Padding::Same => Padding::Same,
        fb::Padding::Valid => Padding::Valid,
    })
}

fn activation(
    value: planus::Result<fb::ActivationFunctionType>,
    op: usize,
) -> Result<FusedActivation, ReadError> {
    enum_field(value, op, "fused_activation_function", |a| match a {
        fb::ActivationFunctionType::None => FusedActivation::None,
        fb::ActivationFunctionType::Relu => FusedActivation::Relu,
        fb::ActivationFunctionType::ReluN1To1 => FusedActivation::ReluN1To1,
        fb::ActivationFunctionType::Relu6 => FusedActivation::Relu6,
        fb::ActivationFunctionType::Tanh => FusedActivation::Tanh,
        fb::ActivationFunctionType::SignBit => FusedActivation::SignBit,
    })
}
