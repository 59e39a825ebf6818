//! Reads a model hand-encoded with TFLite's field ids and union tags (see `common`), checking that our schema
//! subset lines up with TFLite's, and that mutated or truncated versions of it never make the reader panic.

mod common;

use common::*;
use qnn_tflite::BuiltinOperator as O;
use qnn_tflite::{
    read_model, BuiltinOp, FusedActivation, Padding, ReadError, TfModel, TfOptions, TfType,
    WeightsFormat,
};

// TFLite TensorType codes.
const INT8: i8 = 9;
const INT32: i8 = 2;
const UINT8: i8 = 3;
const INT16: i8 = 7;
const INT64: i8 = 4;

// TFLite BuiltinOptions union tags (positions in TFLite's `union BuiltinOptions`).
const CONV2D_OPTIONS: u8 = 1;
const DEPTHWISE_OPTIONS: u8 = 2;
const POOL2D_OPTIONS: u8 = 5;
const FULLY_CONNECTED_OPTIONS: u8 = 8;
const SOFTMAX_OPTIONS: u8 = 9;
const CONCATENATION_OPTIONS: u8 = 10;
const ADD_OPTIONS: u8 = 11;
const RESHAPE_OPTIONS: u8 = 17;
const MUL_OPTIONS: u8 = 21;
const PAD_OPTIONS: u8 = 22;
const GATHER_OPTIONS: u8 = 23;
const TRANSPOSE_OPTIONS: u8 = 26;
const REDUCER_OPTIONS: u8 = 27;
const SUB_OPTIONS: u8 = 28;
const SQUEEZE_OPTIONS: u8 = 30;
const DEQUANTIZE_OPTIONS: u8 = 38;
const PADV2_OPTIONS: u8 = 43;
const QUANTIZE_OPTIONS: u8 = 89;
const STRIDED_SLICE_OPTIONS: u8 = 32;
const PACK_OPTIONS: u8 = 59;
const UNPACK_OPTIONS: u8 = 64;
const SPLIT_V_OPTIONS: u8 = 79;
const HARD_SWISH_OPTIONS: u8 = 91;
const UNIDIRECTIONAL_SEQUENCE_LSTM_OPTIONS: u8 = 71;

const EXTERNAL: [u8; 4] = [0xde, 0xad, 0xbe, 0xef];

/// Builds the test model; `external_offset` is where the external buffer's bytes will be appended.
fn rich_model(external_offset: u64) -> Node {
    let main = subgraph(rich_tensors(), &[0], &[3], rich_operators());
    let second = subgraph(vec![], &[], &[], vec![]);
    model(
        rich_opcodes(),
        vec![main, second],
        rich_buffers(external_offset),
    )
}

/// The operator codes: one per operator kind of [`rich_operators`], old and new encodings
/// among them.
fn rich_opcodes() -> Vec<Node> {
    vec![
        opcode(3, 3, 3, None),           // 0 CONV_2D
        opcode(4, 0, 2, None),           // 1 DEPTHWISE_CONV_2D, old file: builtin_code left 0
        opcode(127, 150, 1, None),       // 2 GELU, new file: placeholder 127 in the byte
        opcode(32, 32, 1, Some("MyOp")), // 3 CUSTOM
        opcode(9, 9, 9, None),           // 4 FULLY_CONNECTED
        opcode(1, 1, 1, None),           // 5 AVERAGE_POOL_2D
        opcode(0, 0, 1, None),           // 6 ADD
        opcode(41, 41, 1, None),         // 7 SUB
        opcode(18, 18, 1, None),         // 8 MUL
        opcode(25, 25, 1, None),         // 9 SOFTMAX
        opcode(2, 2, 1, None),           // 10 CONCATENATION
        opcode(40, 40, 1, None),         // 11 MEAN
        opcode(22, 22, 1, None),         // 12 RESHAPE
        opcode(43, 43, 1, None),         // 13 SQUEEZE
        opcode(34, 34, 1, None),         // 14 PAD
        opcode(60, 60, 1, None),         // 15 PADV2
        opcode(39, 39, 1, None),         // 16 TRANSPOSE
        opcode(117, 117, 1, None),       // 17 HARD_SWISH
        opcode(114, 114, 1, None),       // 18 QUANTIZE
        opcode(6, 6, 1, None),           // 19 DEQUANTIZE
        opcode(36, 36, 1, None),         // 20 GATHER
        opcode(45, 45, 1, None),         // 21 STRIDED_SLICE
        opcode(83, 83, 1, None),         // 22 PACK
        opcode(88, 88, 1, None),         // 23 UNPACK
        opcode(102, 102, 1, None),       // 24 SPLIT_V
        opcode(44, 44, 4, None),         // 25 UNIDIRECTIONAL_SEQUENCE_LSTM
    ]
}

/// The buffers: empty, the weights, the bias, the external one at `external_offset`, and a
/// scalar.
fn rich_buffers(external_offset: u64) -> Vec<Node> {
    let weights: Vec<u8> = (0..24).collect();
    let bias: Vec<u8> = [7i32, -8, 9].iter().flat_map(|x| x.to_le_bytes()).collect();
    vec![
        buffer(&[]),
        buffer(&weights),
        buffer(&bias),
        table(vec![
            (1, u64f(external_offset)),
            (2, u64f(EXTERNAL.len() as u64)),
        ]),
        buffer(&(-2i16).to_le_bytes()),
    ]
}

/// The tensors of the main subgraph (their indices are the ones the operators use).
fn rich_tensors() -> Vec<Node> {
    let blockwise_quant = table(vec![
        (4, u8f(2)), // details_type = BlockwiseQuantization (not declared in our subset)
        (5, reff(table(vec![(0, i32f(0)), (2, i32f(32))]))),
        (6, i32f(0)),
    ]);
    vec![
        tensor(
            "input",
            INT8,
            &[1, 4, 4, 2],
            0,
            Some(quant(&[0.5], &[-3], 0)),
        ),
        tensor(
            "weights",
            INT8,
            &[3, 2, 2, 2],
            1,
            Some(quant(&[0.1, 0.2, 0.3], &[0, 0, 0], 0)),
        ),
        tensor(
            "bias",
            INT32,
            &[3],
            2,
            Some(quant(&[0.05, 0.1, 0.15], &[0, 0, 0], 0)),
        ),
        tensor(
            "output",
            INT8,
            &[1, 4, 4, 3],
            0,
            Some(quant(&[0.25], &[5], 0)),
        ),
        tensor("external", UINT8, &[4], 3, None),
        tensor("odd_type", 50, &[2], 0, None),
        tensor("blockwise", INT8, &[64, 2], 0, Some(blockwise_quant)),
        tensor("scalar", INT16, &[], 4, None),
    ]
}

/// A present but empty table: every field takes its schema default.
fn empty() -> Node {
    table(vec![])
}

/// The operators, in the order whose indices `reads_hand_encoded_model` checks.
fn rich_operators() -> Vec<Node> {
    let mut ops = layer_operators();
    ops.extend(elementwise_and_shape_operators());
    ops.extend(edge_case_operators());
    ops
}

/// Operators 0 to 5: the convolutions, GELU, a custom operator, fully connected and pooling,
/// each option field set to a value other than its default.
fn layer_operators() -> Vec<Node> {
    vec![
        operator(
            0,
            &[0, 1, 2],
            &[3],
            Some((
                CONV2D_OPTIONS,
                table(vec![
                    (0, i8f(1)),
                    (1, i32f(2)),
                    (2, i32f(3)),
                    (3, i8f(1)),
                    (4, i32f(4)),
                    (5, i32f(5)),
                    (6, i8f(INT64)),
                ]),
            )),
        ),
        operator(
            1,
            &[0, 1, 2],
            &[3],
            Some((
                DEPTHWISE_OPTIONS,
                table(vec![
                    (0, i8f(1)),
                    (1, i32f(1)),
                    (2, i32f(2)),
                    (3, i32f(3)),
                    (4, i8f(3)),
                    (5, i32f(2)),
                    (6, i32f(3)),
                ]),
            )),
        ),
        operator(2, &[0], &[3], None),
        operator(3, &[0], &[3], None),
        operator(
            4,
            &[0, 1, -1],
            &[3],
            Some((
                FULLY_CONNECTED_OPTIONS,
                table(vec![
                    (0, i8f(4)),
                    (1, i8f(1)),
                    (2, boolf(true)),
                    (3, boolf(true)),
                    (4, i8f(INT64)),
                ]),
            )),
        ),
        operator(
            5,
            &[0],
            &[3],
            Some((
                POOL2D_OPTIONS,
                table(vec![
                    (0, i8f(1)),
                    (1, i32f(2)),
                    (2, i32f(3)),
                    (3, i32f(4)),
                    (4, i32f(5)),
                    (5, i8f(2)),
                ]),
            )),
        ),
    ]
}

/// Operators 6 to 20: the elementwise, reduction and shape operators.
fn elementwise_and_shape_operators() -> Vec<Node> {
    vec![
        operator(
            6,
            &[0, 0],
            &[3],
            Some((ADD_OPTIONS, table(vec![(0, i8f(1)), (1, boolf(false))]))),
        ),
        operator(
            7,
            &[0, 0],
            &[3],
            Some((SUB_OPTIONS, table(vec![(0, i8f(3))]))),
        ),
        operator(
            8,
            &[0, 0],
            &[3],
            Some((MUL_OPTIONS, table(vec![(0, i8f(3))]))),
        ),
        operator(
            9,
            &[0],
            &[3],
            Some((SOFTMAX_OPTIONS, table(vec![(0, f32f(0.25))]))),
        ),
        operator(
            10,
            &[0, 0],
            &[3],
            Some((
                CONCATENATION_OPTIONS,
                table(vec![(0, i32f(-1)), (1, i8f(5))]),
            )),
        ),
        operator(
            11,
            &[0, 2],
            &[3],
            Some((REDUCER_OPTIONS, table(vec![(0, boolf(true))]))),
        ),
        operator(
            12,
            &[0],
            &[3],
            Some((RESHAPE_OPTIONS, table(vec![(0, i32s(&[1, 32]))]))),
        ),
        operator(
            13,
            &[0],
            &[3],
            Some((SQUEEZE_OPTIONS, table(vec![(0, i32s(&[1, 2]))]))),
        ),
        operator(14, &[0, 2], &[3], Some((PAD_OPTIONS, empty()))),
        operator(15, &[0, 2, 0], &[3], Some((PADV2_OPTIONS, empty()))),
        operator(16, &[0, 2], &[3], Some((TRANSPOSE_OPTIONS, empty()))),
        operator(17, &[0], &[3], Some((HARD_SWISH_OPTIONS, empty()))),
        operator(18, &[0], &[3], Some((QUANTIZE_OPTIONS, empty()))),
        operator(19, &[0], &[3], Some((DEQUANTIZE_OPTIONS, empty()))),
        operator(
            20,
            &[0, 2],
            &[3],
            Some((GATHER_OPTIONS, table(vec![(0, i32f(1))]))),
        ),
    ]
}

/// Operators 21 to 29: an unknown union tag, present but empty option tables, and the
/// data-movement operators' options.
fn edge_case_operators() -> Vec<Node> {
    vec![
        // Union tag beyond TFLite's BuiltinOptions members.
        operator(20, &[0, 2], &[3], Some((200, empty()))),
        // Present but empty tables: every field takes its schema default.
        operator(0, &[0, 1, 2], &[3], Some((CONV2D_OPTIONS, empty()))),
        operator(6, &[0, 0], &[3], Some((ADD_OPTIONS, empty()))),
        operator(1, &[0, 1, 2], &[3], Some((DEPTHWISE_OPTIONS, empty()))),
        operator(
            4,
            &[0, 1, 2],
            &[3],
            Some((FULLY_CONNECTED_OPTIONS, empty())),
        ),
        // Options of the data-movement operators, by TFLite's field ids.
        operator(
            21,
            &[0, 1, 2],
            &[3],
            Some((
                STRIDED_SLICE_OPTIONS,
                table(vec![
                    (0, i32f(5)),
                    (1, i32f(13)),
                    (2, i32f(0)),
                    (3, i32f(0)),
                    (4, i32f(2)),
                    (5, boolf(true)),
                ]),
            )),
        ),
        operator(
            22,
            &[0, 0],
            &[3],
            Some((PACK_OPTIONS, table(vec![(0, i32f(2)), (1, i32f(-1))]))),
        ),
        operator(
            23,
            &[0],
            &[3],
            Some((UNPACK_OPTIONS, table(vec![(0, i32f(4)), (1, i32f(1))]))),
        ),
        operator(
            24,
            &[0, 1, 2],
            &[3],
            Some((SPLIT_V_OPTIONS, table(vec![(0, i32f(3))]))),
        ),
        // An LSTM: its options and `Operator.intermediates` (field id 8).
        table(vec![
            (0, u32f(25)),
            (1, i32s(&[0, -1])),
            (2, i32s(&[3])),
            (3, u8f(UNIDIRECTIONAL_SEQUENCE_LSTM_OPTIONS)),
            (
                4,
                reff(table(vec![
                    (0, i8f(4)),
                    (1, f32f(10.0)),
                    (2, f32f(0.5)),
                    (3, boolf(true)),
                    (4, boolf(true)),
                    (5, boolf(false)),
                ])),
            ),
            (8, i32s(&[1, 2])),
        ]),
    ]
}

/// The encoded model with the external buffer's bytes appended at a 16-aligned offset.
fn rich_bytes() -> Vec<u8> {
    // Scalars have fixed slots, so the layout does not depend on the offset value.
    let len = finish(&rich_model(0), b"TFL3").len();
    let offset = len.next_multiple_of(16);
    let mut bytes = finish(&rich_model(offset as u64), b"TFL3");
    assert_eq!(bytes.len(), len);
    bytes.resize(offset, 0);
    bytes.extend_from_slice(&EXTERNAL);
    bytes
}

/// The hand-encoded model, read.
fn read_rich() -> TfModel {
    read_model(&rich_bytes()).expect("valid model")
}

/// The model's version, description and subgraph count, and the main subgraph's name, inputs,
/// outputs and tensor count.
#[test]
fn reads_hand_encoded_model() {
    let m = read_rich();
    assert_eq!(m.version, 3);
    assert_eq!(m.description.as_deref(), Some("hand-encoded"));
    assert_eq!(m.num_subgraphs(), 2);
    let g = &m.subgraph;
    assert_eq!(g.name.as_deref(), Some("main"));
    assert_eq!(g.inputs, vec![0]);
    assert_eq!(g.outputs, vec![3]);
    assert_eq!(g.tensors.len(), 8);
}

/// The tensors: names, types (an unknown one kept as its code), shapes, quantization (details
/// reported, not decoded), and inline and external data.
#[test]
fn reads_hand_encoded_tensors() {
    let m = read_rich();
    let g = &m.subgraph;
    let input = &g.tensors[0];
    assert_eq!(input.name, "input");
    assert_eq!(input.ty, TfType::Int8);
    assert_eq!(input.shape, vec![1, 4, 4, 2]);
    assert_eq!(input.data, None);
    let q = input.quant.as_ref().expect("quantized");
    assert_eq!(
        (
            q.scales.clone(),
            q.zero_points.clone(),
            q.quantized_dimension
        ),
        (vec![0.5], vec![-3], 0)
    );
    assert!(!q.has_details);
    assert!(!input.is_variable && input.sparsity.is_none());

    let w = &g.tensors[1];
    assert_eq!(w.data, Some((0..24).collect::<Vec<u8>>()));
    assert_eq!(
        w.quant.as_ref().map(|q| q.scales.clone()),
        Some(vec![0.1, 0.2, 0.3])
    );
    assert_eq!(g.tensors[2].ty, TfType::Int32);
    assert_eq!(
        g.tensors[2].data,
        Some([7i32, -8, 9].iter().flat_map(|x| x.to_le_bytes()).collect())
    );
    assert_eq!(g.tensors[4].data, Some(EXTERNAL.to_vec()));
    assert_eq!(g.tensors[4].quant, None);
    assert_eq!(g.tensors[5].ty, TfType::Other(50));
    let bw = g.tensors[6].quant.as_ref().expect("details reported");
    assert!(bw.has_details);
    assert!(bw.scales.is_empty());
    assert_eq!(g.tensors[7].ty, TfType::Int16);
    assert_eq!(g.tensors[7].shape, Vec::<i32>::new());
    assert_eq!(g.tensors[7].data, Some((-2i16).to_le_bytes().to_vec()));
}

/// The operators in order, and operators 0 to 5 (convolutions, GELU, a custom operator, fully
/// connected, pooling): opcodes, versions, inputs (an optional one absent), outputs and every
/// option field.
#[test]
fn reads_hand_encoded_layer_operators() {
    let m = read_rich();
    let ops = &m.subgraph.operators;
    assert_eq!(ops.len(), 31);
    for (i, op) in ops.iter().enumerate() {
        assert_eq!(op.index, i);
    }
    assert_eq!(ops[0].opcode, BuiltinOp::Builtin(O::Conv2d));
    assert_eq!(ops[0].version, 3);
    assert_eq!(ops[0].inputs, vec![Some(0), Some(1), Some(2)]);
    assert_eq!(ops[0].outputs, vec![3]);
    assert_eq!(
        ops[0].options,
        TfOptions::Conv2d {
            padding: Padding::Valid,
            stride_w: 2,
            stride_h: 3,
            dilation_w: 4,
            dilation_h: 5,
            activation: FusedActivation::Relu,
            quantized_bias_type: TfType::Int64,
        }
    );
    assert_eq!(ops[1].opcode, BuiltinOp::Builtin(O::DepthwiseConv2d));
    assert_eq!(ops[1].version, 2);
    assert_eq!(
        ops[1].options,
        TfOptions::DepthwiseConv2d {
            padding: Padding::Valid,
            stride_w: 1,
            stride_h: 2,
            depth_multiplier: 3,
            activation: FusedActivation::Relu6,
            dilation_w: 2,
            dilation_h: 3,
        }
    );
    assert_eq!(ops[2].opcode, BuiltinOp::Builtin(O::Gelu));
    assert_eq!(ops[2].opcode.to_string(), "GELU");
    assert_eq!(ops[2].options, TfOptions::None);
    assert_eq!(ops[3].opcode, BuiltinOp::Custom("MyOp".into()));
    assert_eq!(ops[4].inputs, vec![Some(0), Some(1), None]);
    assert_eq!(
        ops[4].options,
        TfOptions::FullyConnected {
            activation: FusedActivation::Tanh,
            weights_format: WeightsFormat::Shuffled4x16Int8,
            keep_num_dims: true,
            asymmetric_quantize_inputs: true,
            quantized_bias_type: TfType::Int64,
        }
    );
    assert_eq!(
        ops[5].options,
        TfOptions::Pool2d {
            padding: Padding::Valid,
            stride_w: 2,
            stride_h: 3,
            filter_w: 4,
            filter_h: 5,
            activation: FusedActivation::ReluN1To1,
        }
    );
}

/// Operators 6 to 20 (elementwise, reduction and shape operators): their options.
#[test]
fn reads_hand_encoded_elementwise_and_shape_operators() {
    let m = read_rich();
    let ops = &m.subgraph.operators;
    assert_eq!(
        ops[6].options,
        TfOptions::Add {
            activation: FusedActivation::Relu,
            pot_scale_int16: false
        }
    );
    assert_eq!(
        ops[7].options,
        TfOptions::Sub {
            activation: FusedActivation::Relu6,
            pot_scale_int16: true
        }
    );
    assert_eq!(
        ops[8].options,
        TfOptions::Mul {
            activation: FusedActivation::Relu6
        }
    );
    assert_eq!(ops[9].options, TfOptions::Softmax { beta: 0.25 });
    assert_eq!(
        ops[10].options,
        TfOptions::Concatenation {
            axis: -1,
            activation: FusedActivation::SignBit
        }
    );
    assert_eq!(ops[11].opcode, BuiltinOp::Builtin(O::Mean));
    assert_eq!(ops[11].options, TfOptions::Reducer { keep_dims: true });
    assert_eq!(
        ops[12].options,
        TfOptions::Reshape {
            new_shape: Some(vec![1, 32])
        }
    );
    assert_eq!(
        ops[13].options,
        TfOptions::Squeeze {
            squeeze_dims: vec![1, 2]
        }
    );
    assert_eq!(ops[14].options, TfOptions::Pad);
    assert_eq!(ops[15].opcode, BuiltinOp::Builtin(O::Padv2));
    assert_eq!(ops[15].options, TfOptions::PadV2);
    assert_eq!(ops[16].options, TfOptions::Transpose);
    assert_eq!(ops[17].options, TfOptions::HardSwish);
    assert_eq!(ops[18].options, TfOptions::Quantize);
    assert_eq!(ops[19].options, TfOptions::Dequantize);
    assert_eq!(ops[20].opcode, BuiltinOp::Builtin(O::Gather));
    assert_eq!(
        ops[20].options,
        TfOptions::Gather {
            axis: 1,
            batch_dims: 0
        }
    );
}

/// Operators 21 to 29: an unknown union tag kept as its code, empty option tables read as the
/// schema defaults, and the data-movement operators' options.
#[test]
fn reads_hand_encoded_edge_case_operators() {
    let m = read_rich();
    let ops = &m.subgraph.operators;
    assert_eq!(ops[21].options, TfOptions::Other(200));
    assert_eq!(
        ops[22].options,
        TfOptions::Conv2d {
            padding: Padding::Same,
            stride_w: 0,
            stride_h: 0,
            dilation_w: 1,
            dilation_h: 1,
            activation: FusedActivation::None,
            quantized_bias_type: TfType::Float32,
        }
    );
    assert_eq!(
        ops[23].options,
        TfOptions::Add {
            activation: FusedActivation::None,
            pot_scale_int16: true
        }
    );
    assert_eq!(
        ops[24].options,
        TfOptions::DepthwiseConv2d {
            padding: Padding::Same,
            stride_w: 0,
            stride_h: 0,
            depth_multiplier: 0,
            activation: FusedActivation::None,
            dilation_w: 1,
            dilation_h: 1,
        }
    );
    assert_eq!(
        ops[25].options,
        TfOptions::FullyConnected {
            activation: FusedActivation::None,
            weights_format: WeightsFormat::Default,
            keep_num_dims: false,
            asymmetric_quantize_inputs: false,
            quantized_bias_type: TfType::Float32,
        }
    );
    assert_eq!(
        ops[26].options,
        TfOptions::StridedSlice {
            begin_mask: 5,
            end_mask: 13,
            ellipsis_mask: 0,
            new_axis_mask: 0,
            shrink_axis_mask: 2,
            offset: true,
        }
    );
    assert_eq!(
        ops[27].options,
        TfOptions::Pack {
            values_count: 2,
            axis: -1
        }
    );
    assert_eq!(ops[28].options, TfOptions::Unpack { num: 4, axis: 1 });
    assert_eq!(ops[29].options, TfOptions::SplitV { num_splits: 3 });
    assert_eq!(
        ops[30].options,
        TfOptions::UnidirectionalSequenceLstm {
            activation: FusedActivation::Tanh,
            cell_clip: 10.0,
            proj_clip: 0.5,
            time_major: true,
            asymmetric_quantize_inputs: true,
            diagonal_recurrent_tensors: false,
        }
    );
    assert_eq!(ops[30].intermediates, vec![1, 2]);
    assert!(ops[..30].iter().all(|op| op.intermediates.is_empty()));
}

/// Every decoded options variant of the hand-encoded model sits on the tag TFLite assigns to its
/// operator.
#[test]
fn hand_encoded_options_sit_on_their_tags() {
    let m = read_rich();
    let ops = &m.subgraph.operators;
    for op in ops
        .iter()
        .filter(|op| !matches!(op.options, TfOptions::None | TfOptions::Other(_)))
    {
        assert_eq!(
            op.opcode.expected_options_tag(),
            Some(op.options.tag()),
            "operator {}",
            op.index
        );
    }
}

#[test]
fn unknown_enum_values_are_errors() {
    // fused_activation_function = 9 is not an ActivationFunctionType.
    let ops = vec![operator(
        0,
        &[0],
        &[0],
        Some((MUL_OPTIONS, table(vec![(0, i8f(9))]))),
    )];
    let m = model(
        vec![opcode(18, 18, 1, None)],
        vec![subgraph(
            vec![tensor("t", INT8, &[1], 0, None)],
            &[0],
            &[0],
            ops,
        )],
        vec![buffer(&[])],
    );
    let err = read_model(&finish(&m, b"TFL3")).expect_err("bad activation");
    assert!(
        matches!(
            err,
            ReadError::UnknownEnumValue {
                operator: 0,
                field: "fused_activation_function",
                value: 9
            }
        ),
        "{err}"
    );
}

#[test]
fn external_buffer_outside_file_is_error() {
    let bytes = finish(&rich_model(1 << 40), b"TFL3");
    let err = read_model(&bytes).expect_err("offset beyond the file");
    assert!(
        matches!(
            err,
            ReadError::BufferOutOfFile {
                tensor: 4,
                buffer: 3,
                ..
            }
        ),
        "{err}"
    );
    let near_end = bytes.len() as u64 - 2; // 4 bytes from here run past the end
    let err = read_model(&finish(&rich_model(near_end), b"TFL3")).expect_err("overlaps the end");
    assert!(matches!(err, ReadError::BufferOutOfFile { .. }), "{err}");
}

#[test]
fn truncations_never_panic() {
    let bytes = rich_bytes();
    let mut errors = 0;
    for len in 0..bytes.len() {
        if read_model(&bytes[..len]).is_err() {
            errors += 1;
        }
    }
    // The external buffer's bytes are the file's last bytes and are referenced, so every strict prefix
    // must be rejected (if nothing else breaks first, the external range leaves the file).
    assert_eq!(errors, bytes.len());
}

#[test]
fn byte_mutations_never_panic() {
    let bytes = rich_bytes();
    let mut outcomes = [0usize; 2];
    let mut buf = bytes.clone();
    for pos in 0..bytes.len() {
        for flip in [0x01u8, 0x80, 0xff, 0x7f, 0x10] {
            buf[pos] = bytes[pos] ^ flip;
            outcomes[usize::from(read_model(&buf).is_ok())] += 1;
        }
        buf[pos] = bytes[pos];
    }
    // Both outcomes occur: some flips hit data bytes, many break structure.
    assert!(outcomes[0] > 0 && outcomes[1] > 0, "{outcomes:?}");
}

#[test]
fn random_multi_byte_mutations_never_panic() {
    let bytes = rich_bytes();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut errors = 0;
    for _ in 0..3000 {
        let mut buf = bytes.clone();
        for _ in 0..1 + rng.below(8) {
            let p = rng.below(buf.len());
            buf[p] = rng.next_u64() as u8;
        }
        if rng.below(4) == 0 {
            buf.truncate(rng.below(bytes.len()));
        }
        errors += usize::from(read_model(&buf).is_err());
    }
    assert!(errors > 0);
}

#[test]
fn random_bytes_are_rejected_without_panic() {
    let mut rng = Rng(12345);
    for i in 0..3000 {
        let len = rng.below(512);
        let mut buf: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
        if i % 2 == 0 && len >= 8 {
            // Pass the identifier check so the flatbuffer verification itself is exercised.
            buf[4..8].copy_from_slice(b"TFL3");
            // Keep the root offset small so it often lands inside the buffer.
            let root = (rng.below(len) as u32).to_le_bytes();
            buf[..4].copy_from_slice(&root);
        }
        // Random bytes are (practically) never a valid model: at the least the version must be 3 and
        // subgraph 0 must hold a tensors vector.
        assert!(read_model(&buf).is_err(), "random input {i} accepted");
    }
}
