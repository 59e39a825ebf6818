//! Reader tests on small models built with planus' builder API (owned types of our generated schema):
//! round trips and every validation error.

use qnn_tflite::generated::tflite as fb;
use qnn_tflite::BuiltinOperator as O;
use qnn_tflite::{read_model, BuiltinOp, FusedActivation, Padding, ReadError, TfOptions, TfType};

const INT8: i8 = 9;
const INT32: i8 = 2;
const INT4: i8 = 17;

fn quant(scales: Vec<f32>, zps: Vec<i64>, qdim: i32) -> Option<Box<fb::QuantizationParameters>> {
    Some(Box::new(fb::QuantizationParameters {
        scale: Some(scales),
        zero_point: Some(zps),
        quantized_dimension: qdim,
        ..Default::default()
    }))
}

fn tensor(name: &str, ty: i8, shape: Vec<i32>, buffer: u32) -> fb::Tensor {
    fb::Tensor {
        name: Some(name.into()),
        type_: ty,
        shape: Some(shape),
        buffer,
        ..Default::default()
    }
}

fn data_buffer(data: Vec<u8>) -> fb::Buffer {
    fb::Buffer {
        data: Some(data),
        ..Default::default()
    }
}

/// input[1,2,2,1] int8 -> CONV_2D(weights[2,1,1,1], bias[2]) -> output[1,2,2,2] int8.
fn base() -> fb::Model {
    let tensors = vec![
        fb::Tensor {
            quantization: quant(vec![0.5], vec![1], 0),
            ..tensor("in", INT8, vec![1, 2, 2, 1], 0)
        },
        fb::Tensor {
            quantization: quant(vec![0.25, 0.5], vec![0, 0], 0),
            ..tensor("w", INT8, vec![2, 1, 1, 1], 1)
        },
        fb::Tensor {
            quantization: quant(vec![0.125, 0.25], vec![0, 0], 0),
            ..tensor("b", INT32, vec![2], 2)
        },
        fb::Tensor {
            quantization: quant(vec![1.0], vec![-1], 0),
            ..tensor("out", INT8, vec![1, 2, 2, 2], 0)
        },
    ];
    let conv = fb::Operator {
        opcode_index: 0,
        inputs: Some(vec![0, 1, 2]),
        outputs: Some(vec![3]),
        builtin_options: Some(fb::BuiltinOptions::Conv2DOptions(Box::new(
            fb::Conv2DOptions {
                padding: fb::Padding::Valid,
                stride_w: 1,
                stride_h: 1,
                fused_activation_function: fb::ActivationFunctionType::Relu6,
                dilation_w_factor: 1,
                dilation_h_factor: 1,
                quantized_bias_type: 0,
            },
        ))),
        intermediates: None,
    };
    fb::Model {
        version: 3,
        operator_codes: Some(vec![fb::OperatorCode {
            deprecated_builtin_code: 3,
            custom_code: None,
            version: 3,
            builtin_code: 3,
        }]),
        subgraphs: Some(vec![fb::SubGraph {
            tensors: Some(tensors),
            inputs: Some(vec![0]),
            outputs: Some(vec![3]),
            operators: Some(vec![conv]),
            name: Some("main".into()),
        }]),
        description: Some("builder".into()),
        buffers: Some(vec![
            fb::Buffer::default(),
            data_buffer(vec![1, 0xff]),
            data_buffer(
                [100i32, -100]
                    .iter()
                    .flat_map(|x| x.to_le_bytes())
                    .collect(),
            ),
        ]),
    }
}

/// Serialises `m` as a `.tflite` file.
///
/// planus 1.3.0's `Builder::finish` writes the file identifier *before* the root offset (bytes 0..4, with the
/// offset at 4..8 counted from there; fixed upstream in planus PR #377). Reorder into the flatbuffers layout
/// (root offset at 0, identifier at 4..8) when that happens.
fn encode(m: &fb::Model) -> Vec<u8> {
    let mut b = planus::Builder::new();
    let mut v = b.finish(m, Some(*b"TFL3")).to_vec();
    if v[0..4] == *b"TFL3" {
        let root = u32::from_le_bytes([v[4], v[5], v[6], v[7]]) + 4;
        v[0..4].copy_from_slice(&root.to_le_bytes());
        v[4..8].copy_from_slice(b"TFL3");
    }
    v
}

fn read(m: &fb::Model) -> Result<qnn_tflite::TfModel, ReadError> {
    read_model(&encode(m))
}

fn sub(m: &mut fb::Model) -> &mut fb::SubGraph {
    &mut m.subgraphs.as_mut().expect("subgraphs")[0]
}

fn tensors(m: &mut fb::Model) -> &mut Vec<fb::Tensor> {
    sub(m).tensors.as_mut().expect("tensors")
}

fn op0(m: &mut fb::Model) -> &mut fb::Operator {
    &mut sub(m).operators.as_mut().expect("operators")[0]
}

#[test]
fn base_model_round_trips() {
    let m = read(&base()).expect("valid");
    assert_eq!(m.version, 3);
    assert_eq!(m.description.as_deref(), Some("builder"));
    assert_eq!(m.num_subgraphs(), 1);
    let g = &m.subgraph;
    assert_eq!(
        g.tensors
            .iter()
            .map(|t| t.name.as_str())
            .collect::<Vec<_>>(),
        ["in", "w", "b", "out"]
    );
    assert_eq!(g.tensors[1].data, Some(vec![1, 0xff]));
    assert_eq!(
        g.tensors[2].data,
        Some(vec![100, 0, 0, 0, 0x9c, 0xff, 0xff, 0xff])
    );
    assert_eq!(g.tensors[0].data, None);
    assert_eq!(
        g.tensors[3]
            .quant
            .as_ref()
            .map(|q| (q.scales.clone(), q.zero_points.clone())),
        Some((vec![1.0], vec![-1]))
    );
    let op = &g.operators[0];
    assert_eq!(op.opcode, BuiltinOp::Builtin(O::Conv2d));
    assert_eq!(op.version, 3);
    assert_eq!(op.inputs, vec![Some(0), Some(1), Some(2)]);
    assert_eq!(
        op.options,
        TfOptions::Conv2d {
            padding: Padding::Valid,
            stride_w: 1,
            stride_h: 1,
            dilation_w: 1,
            dilation_h: 1,
            activation: FusedActivation::Relu6,
            quantized_bias_type: TfType::Float32,
        }
    );
}

#[test]
fn absent_options_table_is_none() {
    let mut m = base();
    op0(&mut m).builtin_options = None;
    assert_eq!(
        read(&m).expect("valid").subgraph.operators[0].options,
        TfOptions::None
    );
}

#[test]
fn short_input_and_bad_identifier() {
    for len in 0..8 {
        assert!(
            matches!(read_model(&vec![0; len]), Err(ReadError::TooShort { len: l }) if l == len)
        );
    }
    let mut bytes = encode(&base());
    bytes[4..8].copy_from_slice(b"TFL2");
    assert!(
        matches!(read_model(&bytes), Err(ReadError::BadIdentifier { found }) if &found == b"TFL2")
    );
    let mut b = planus::Builder::new();
    let no_ident = b.finish(base(), None).to_vec();
    assert!(read_model(&no_ident).is_err());
}

#[test]
fn schema_version_must_be_3() {
    let mut m = base();
    m.version = 2;
    assert!(matches!(
        read(&m),
        Err(ReadError::UnsupportedVersion { version: 2 })
    ));
}

#[test]
fn missing_required_vectors() {
    let mut m = base();
    m.subgraphs = None;
    assert!(matches!(
        read(&m),
        Err(ReadError::Missing {
            what: "Model.subgraphs"
        })
    ));
    m.subgraphs = Some(vec![]);
    assert!(matches!(
        read(&m),
        Err(ReadError::Missing {
            what: "Model.subgraphs"
        })
    ));
    let mut m = base();
    m.buffers = None;
    assert!(matches!(
        read(&m),
        Err(ReadError::Missing {
            what: "Model.buffers"
        })
    ));
    let mut m = base();
    sub(&mut m).tensors = None;
    sub(&mut m).operators = None;
    sub(&mut m).inputs = None;
    sub(&mut m).outputs = None;
    assert!(matches!(
        read(&m),
        Err(ReadError::Missing {
            what: "SubGraph.tensors"
        })
    ));
}

#[test]
fn operator_tensor_indices_are_checked() {
    let mut m = base();
    op0(&mut m).inputs = Some(vec![0, 4, 2]);
    let err = read(&m).expect_err("input 4 of 4 tensors");
    assert!(
        matches!(&err, ReadError::TensorIndexOutOfRange { context, index: 4, count: 4 } if context == "operator 0 input 1"),
        "{err}"
    );
    op0(&mut m).inputs = Some(vec![0, 1, -2]);
    assert!(matches!(
        read(&m),
        Err(ReadError::TensorIndexOutOfRange { index: -2, .. })
    ));
    op0(&mut m).inputs = Some(vec![0, 1, -1]);
    assert_eq!(
        read(&m).expect("-1 is an omitted input").subgraph.operators[0].inputs,
        vec![Some(0), Some(1), None]
    );
    op0(&mut m).outputs = Some(vec![-1]);
    let err = read(&m).expect_err("outputs cannot be omitted");
    assert!(
        matches!(&err, ReadError::TensorIndexOutOfRange { context, .. } if context == "operator 0 output 0")
    );
    op0(&mut m).outputs = Some(vec![3]);
    op0(&mut m).intermediates = Some(vec![2, 3]);
    assert_eq!(
        read(&m)
            .expect("intermediates are tensors")
            .subgraph
            .operators[0]
            .intermediates,
        vec![2, 3]
    );
    op0(&mut m).intermediates = Some(vec![9]);
    let err = read(&m).expect_err("intermediates are range-checked");
    assert!(
        matches!(&err, ReadError::TensorIndexOutOfRange { context, index: 9, .. } if context == "operator 0 intermediate 0")
    );
}

#[test]
fn subgraph_io_indices_are_checked() {
    let mut m = base();
    sub(&mut m).inputs = Some(vec![0, 7]);
    let err = read(&m).expect_err("input 7");
    assert!(
        matches!(&err, ReadError::TensorIndexOutOfRange { context, index: 7, .. } if context == "subgraph input 1")
    );
    let mut m = base();
    sub(&mut m).outputs = Some(vec![-1]);
    let err = read(&m).expect_err("output -1");
    assert!(
        matches!(&err, ReadError::TensorIndexOutOfRange { context, .. } if context == "subgraph output 0")
    );
}

#[test]
fn opcode_and_buffer_indices_are_checked() {
    let mut m = base();
    op0(&mut m).opcode_index = 1;
    assert!(matches!(
        read(&m),
        Err(ReadError::OpcodeIndexOutOfRange {
            operator: 0,
            index: 1,
            count: 1
        })
    ));
    let mut m = base();
    tensors(&mut m)[2].buffer = 3;
    assert!(matches!(
        read(&m),
        Err(ReadError::BufferIndexOutOfRange {
            tensor: 2,
            index: 3,
            count: 3
        })
    ));
    tensors(&mut m)[2].buffer = u32::MAX;
    assert!(matches!(
        read(&m),
        Err(ReadError::BufferIndexOutOfRange { tensor: 2, .. })
    ));
}

#[test]
fn opcode_resolution_uses_max_of_both_fields() {
    let cases = [
        (3i8, 0i32, BuiltinOp::Builtin(O::Conv2d)), // old file: only the byte is set
        (127, 150, BuiltinOp::Builtin(O::Gelu)), // new file: placeholder byte, code >= 127 in the int
        (0, 117, BuiltinOp::Builtin(O::HardSwish)), // byte left 0
        (-1, 114, BuiltinOp::Builtin(O::Quantize)), // negative byte is ignored by max
        (9, 9, BuiltinOp::Builtin(O::FullyConnected)),
    ];
    for (dep, code, expect) in cases {
        let mut m = base();
        m.operator_codes = Some(vec![fb::OperatorCode {
            deprecated_builtin_code: dep,
            builtin_code: code,
            version: 1,
            custom_code: None,
        }]);
        op0(&mut m).builtin_options = None;
        assert_eq!(
            read(&m).expect("valid").subgraph.operators[0].opcode,
            expect,
            "({dep}, {code})"
        );
    }
    let mut m = base();
    m.operator_codes = Some(vec![fb::OperatorCode {
        deprecated_builtin_code: 32,
        builtin_code: 32,
        version: 1,
        custom_code: None,
    }]);
    assert!(matches!(
        read(&m),
        Err(ReadError::CustomWithoutName { index: 0 })
    ));
}

#[test]
fn constant_data_size_is_checked() {
    let mut m = base();
    tensors(&mut m)[1].shape = Some(vec![3, 1, 1, 1]);
    let err = read(&m).expect_err("2 bytes for 3 int8");
    assert!(
        matches!(
            &err,
            ReadError::DataSizeMismatch {
                tensor: 1,
                ty: "INT8",
                expected: 3,
                actual: 2,
                ..
            }
        ),
        "{err}"
    );
    tensors(&mut m)[1].shape = Some(vec![-2, -1]);
    assert!(matches!(
        read(&m),
        Err(ReadError::BadShape { tensor: 1, .. })
    ));
    tensors(&mut m)[1].shape = Some(vec![i32::MAX, i32::MAX, i32::MAX]);
    assert!(matches!(
        read(&m),
        Err(ReadError::BadShape { tensor: 1, .. })
    ));
    // INT4 is packed; its length is not checked (6 elements in 2 bytes here).
    tensors(&mut m)[1].shape = Some(vec![2, 1, 1, 3]);
    tensors(&mut m)[1].type_ = INT4;
    assert_eq!(
        read(&m).expect("int4 unchecked").subgraph.tensors[1].ty,
        TfType::Int4
    );
    // Sparse constants are not dense-sized.
    tensors(&mut m)[1].type_ = INT8;
    tensors(&mut m)[1].sparsity = Some(Box::new(fb::SparsityParameters {}));
    let t = &read(&m).expect("sparse unchecked").subgraph.tensors[1];
    assert!(t.sparsity.is_some());
}

#[test]
fn empty_buffer_means_no_data() {
    let mut m = base();
    m.buffers.as_mut().expect("buffers")[1] = data_buffer(vec![]);
    assert_eq!(read(&m).expect("valid").subgraph.tensors[1].data, None);
    m.buffers.as_mut().expect("buffers")[1] = fb::Buffer {
        data: None,
        offset: 1,
        size: 2,
    };
    assert_eq!(
        read(&m)
            .expect("offset 1 is not an external location")
            .subgraph
            .tensors[1]
            .data,
        None
    );
}

#[test]
fn variable_tensor_with_data_is_rejected() {
    let mut m = base();
    tensors(&mut m)[1].is_variable = true;
    assert!(matches!(
        read(&m),
        Err(ReadError::VariableWithData { tensor: 1 })
    ));
    let mut m = base();
    tensors(&mut m)[0].is_variable = true;
    assert!(read(&m).expect("variable without data").subgraph.tensors[0].is_variable);
}

#[test]
fn quantization_parameters_are_validated() {
    let set = |q: Option<Box<fb::QuantizationParameters>>| {
        let mut m = base();
        tensors(&mut m)[1].quantization = q;
        read(&m)
    };
    let bad = |r: Result<qnn_tflite::TfModel, ReadError>| {
        matches!(r, Err(ReadError::BadQuantization { tensor: 1, .. }))
    };
    // Unquantized: absent table, absent or empty scales.
    assert_eq!(set(None).expect("ok").subgraph.tensors[1].quant, None);
    assert_eq!(
        set(Some(Box::default())).expect("ok").subgraph.tensors[1].quant,
        None
    );
    assert_eq!(
        set(quant(vec![], vec![], 0)).expect("ok").subgraph.tensors[1].quant,
        None
    );
    // Scale without zero point.
    assert!(bad(set(Some(Box::new(fb::QuantizationParameters {
        scale: Some(vec![1.0]),
        ..Default::default()
    })))));
    // Count mismatch.
    assert!(bad(set(quant(vec![0.25, 0.5], vec![0], 0))));
    // Axis outside rank 4, or negative.
    assert!(bad(set(quant(vec![0.25], vec![0], 4))));
    assert!(bad(set(quant(vec![0.25], vec![0], -1))));
    // Per-axis count must equal the dimension (2 along axis 0, 1 along axis 1).
    assert!(bad(set(quant(vec![0.25, 0.5], vec![0, 0], 1))));
    assert!(bad(set(quant(vec![0.25, 0.5, 1.0], vec![0, 0, 0], 0))));
    let q = set(quant(vec![0.25], vec![0], 3)).expect("per-tensor on any axis");
    assert_eq!(
        q.subgraph.tensors[1]
            .quant
            .as_ref()
            .map(|q| q.quantized_dimension),
        Some(3)
    );
    // Custom quantization details: reported, affine fields not checked.
    let custom = set(Some(Box::new(fb::QuantizationParameters {
        scale: Some(vec![0.5, 0.5, 0.5]),
        details: Some(fb::QuantizationDetails::CustomQuantization(Box::new(
            fb::CustomQuantization {},
        ))),
        ..Default::default()
    })))
    .expect("details");
    let q = custom.subgraph.tensors[1]
        .quant
        .clone()
        .expect("details reported");
    assert!(q.has_details);
    assert_eq!(q.zero_points, Vec::<i64>::new());
}

#[test]
fn scalar_tensor_quantization_accepts_any_axis_count() {
    // TFLite skips the rank checks when the shape is empty.
    let mut m = base();
    tensors(&mut m)[0].shape = Some(vec![]);
    tensors(&mut m)[0].quantization = quant(vec![0.5, 0.25], vec![0, 0], 3);
    assert_eq!(
        read(&m).expect("scalar").subgraph.tensors[0]
            .quant
            .as_ref()
            .map(|q| q.scales.len()),
        Some(2)
    );
}

#[test]
fn shared_buffers_are_bounded() {
    // 160 tensors sharing one 1 MiB buffer would expand ~1 MiB of file into 160 MiB.
    let mut m = base();
    m.buffers
        .as_mut()
        .expect("buffers")
        .push(data_buffer(vec![0; 1 << 20]));
    let big = (0..160).map(|i| tensor(&format!("t{i}"), INT8, vec![1 << 20], 3));
    tensors(&mut m).extend(big);
    assert!(matches!(read(&m), Err(ReadError::TooLarge { .. })));
    // A few shared uses are fine.
    let mut m = base();
    m.buffers
        .as_mut()
        .expect("buffers")
        .push(data_buffer(vec![0; 1 << 20]));
    tensors(&mut m).extend((0..4).map(|i| tensor(&format!("t{i}"), INT8, vec![1 << 20], 3)));
    assert_eq!(read(&m).expect("bounded").subgraph.tensors.len(), 8);
}

#[test]
fn errors_name_their_location() {
    let mut m = base();
    op0(&mut m).inputs = Some(vec![0, 9]);
    let msg = read(&m).expect_err("bad").to_string();
    assert_eq!(
        msg,
        "operator 0 input 1: tensor index 9 out of range (4 tensors)"
    );
}

#[test]
fn builder_model_mutations_never_panic() {
    // planus lays objects out differently from the hand encoder (shared vtables, back-to-front order), so
    // mutate this layout too. Every outcome is acceptable except a panic.
    let bytes = encode(&base());
    let mut buf = bytes.clone();
    let (mut accepted, mut prefixes_rejected) = (0, 0);
    for pos in 0..bytes.len() {
        for flip in [0x01u8, 0x04, 0x80, 0xff] {
            buf[pos] = bytes[pos] ^ flip;
            accepted += usize::from(read_model(&buf).is_ok());
        }
        buf[pos] = bytes[pos];
        prefixes_rejected += usize::from(read_model(&bytes[..pos]).is_err());
    }
    assert!(accepted < 4 * bytes.len());
    assert!(
        prefixes_rejected > bytes.len() / 2,
        "{prefixes_rejected} of {}",
        bytes.len()
    );
}
