//! Reads every TensorFlow-generated fixture model in `tests/fixtures/tflite/*/model.tflite` and cross-checks
//! the result against `manifest.json`, which the fixture generator wrote from TensorFlow's own flatbuffer
//! bindings (`ModelT`) and interpreter (`get_input_details`/`get_output_details`): operator names in execution
//! order, decoded builtin options, input tensor types, and the graph inputs/outputs (name, dtype, shape,
//! per-tensor scale and zero point).

use std::path::{Path, PathBuf};

use qnn_tflite::{
    read_model, FusedActivation, Padding, TfModel, TfOperator, TfOptions, TfType, WeightsFormat,
};
use serde_json::{json, Value};

fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/tflite")
}

fn load(dir: &Path) -> TfModel {
    let path = dir.join("model.tflite");
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    read_model(&bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_fixture_model_reads() {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(fixture_dir())
        .expect("tests/fixtures/tflite exists")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.join("model.tflite").is_file())
        .collect();
    dirs.sort();
    assert!(!dirs.is_empty(), "no fixture models found");
    for dir in &dirs {
        let m = load(dir);
        assert_eq!(m.version, 3);
        assert!(!m.subgraph.operators.is_empty(), "{}", dir.display());
    }
}

fn activation_name(a: FusedActivation) -> &'static str {
    match a {
        FusedActivation::None => "NONE",
        FusedActivation::Relu => "RELU",
        FusedActivation::ReluN1To1 => "RELU_N1_TO_1",
        FusedActivation::Relu6 => "RELU6",
        FusedActivation::Tanh => "TANH",
        FusedActivation::SignBit => "SIGN_BIT",
    }
}

fn padding_code(p: Padding) -> Value {
    json!(match p {
        Padding::Same => 0,
        Padding::Valid => 1,
    })
}

/// Our decoded value of schema field `key` (snake_case schema name, as in the manifest).
fn our_option(options: &TfOptions, key: &str) -> Option<Value> {
    use TfOptions as O;
    let act = |a: &FusedActivation| json!(activation_name(*a));
    Some(match (options, key) {
        (O::Conv2d { padding, .. }, "padding")
        | (O::DepthwiseConv2d { padding, .. }, "padding")
        | (O::Pool2d { padding, .. }, "padding") => padding_code(*padding),
        (O::Conv2d { stride_w, .. }, "stride_w")
        | (O::DepthwiseConv2d { stride_w, .. }, "stride_w")
        | (O::Pool2d { stride_w, .. }, "stride_w") => json!(stride_w),
        (O::Conv2d { stride_h, .. }, "stride_h")
        | (O::DepthwiseConv2d { stride_h, .. }, "stride_h")
        | (O::Pool2d { stride_h, .. }, "stride_h") => json!(stride_h),
        (O::Conv2d { dilation_w, .. }, "dilation_w_factor")
        | (O::DepthwiseConv2d { dilation_w, .. }, "dilation_w_factor") => json!(dilation_w),
        (O::Conv2d { dilation_h, .. }, "dilation_h_factor")
        | (O::DepthwiseConv2d { dilation_h, .. }, "dilation_h_factor") => json!(dilation_h),
        (
            O::Conv2d {
                quantized_bias_type,
                ..
            },
            "quantized_bias_type",
        )
        | (
            O::FullyConnected {
                quantized_bias_type,
                ..
            },
            "quantized_bias_type",
        )
        | (
            O::TransposeConv {
                quantized_bias_type,
                ..
            },
            "quantized_bias_type",
        ) => {
            json!(quantized_bias_type.code())
        }
        (
            O::DepthwiseConv2d {
                depth_multiplier, ..
            },
            "depth_multiplier",
        ) => json!(depth_multiplier),
        (O::Pool2d { filter_w, .. }, "filter_width") => json!(filter_w),
        (O::Pool2d { filter_h, .. }, "filter_height") => json!(filter_h),
        (O::FullyConnected { weights_format, .. }, "weights_format") => {
            json!(match weights_format {
                WeightsFormat::Default => 0,
                WeightsFormat::Shuffled4x16Int8 => 1,
            })
        }
        (O::FullyConnected { keep_num_dims, .. }, "keep_num_dims") => json!(keep_num_dims),
        (
            O::FullyConnected {
                asymmetric_quantize_inputs,
                ..
            },
            "asymmetric_quantize_inputs",
        ) => {
            json!(asymmetric_quantize_inputs)
        }
        (
            O::Add {
                pot_scale_int16, ..
            },
            "pot_scale_int16",
        )
        | (
            O::Sub {
                pot_scale_int16, ..
            },
            "pot_scale_int16",
        ) => json!(pot_scale_int16),
        (O::Softmax { beta }, "beta") => json!(f64::from(*beta)),
        (O::Concatenation { axis, .. }, "axis") => json!(axis),
        (O::Reducer { keep_dims }, "keep_dims") => json!(keep_dims),
        (O::Squeeze { squeeze_dims }, "squeeze_dims") => json!(squeeze_dims),
        (O::Reshape { new_shape }, "new_shape") => json!(new_shape),
        (O::SpaceToDepth { block_size }, "block_size")
        | (O::DepthToSpace { block_size }, "block_size") => json!(block_size),
        (O::Gather { axis, .. }, "axis")
        | (O::Pack { axis, .. }, "axis")
        | (O::Unpack { axis, .. }, "axis") => json!(axis),
        (O::Gather { batch_dims, .. }, "batch_dims") => json!(batch_dims),
        (
            O::CallOnce {
                init_subgraph_index,
            },
            "init_subgraph_index",
        ) => json!(init_subgraph_index),
        (
            O::VarHandle {
                container,
                shared_name,
            },
            k,
        ) if k == "container" || k == "shared_name" => {
            json!(if k == "container" {
                container
            } else {
                shared_name
            })
        }
        (O::Cumsum { exclusive, .. }, "exclusive") => json!(exclusive),
        (O::Cumsum { reverse, .. }, "reverse") => json!(reverse),
        (O::Split { num_splits }, "num_splits") | (O::SplitV { num_splits }, "num_splits") => {
            json!(num_splits)
        }
        (O::Pack { values_count, .. }, "values_count") => json!(values_count),
        (O::LeakyRelu { alpha }, "alpha") => json!(f64::from(*alpha)),
        (O::Gelu { approximate }, "approximate") => json!(approximate),
        (O::UnidirectionalSequenceLstm { cell_clip, .. }, "cell_clip") => {
            json!(f64::from(*cell_clip))
        }
        (O::UnidirectionalSequenceLstm { proj_clip, .. }, "proj_clip") => {
            json!(f64::from(*proj_clip))
        }
        (O::UnidirectionalSequenceLstm { time_major, .. }, "time_major") => json!(time_major),
        (
            O::UnidirectionalSequenceLstm {
                asymmetric_quantize_inputs,
                ..
            },
            "asymmetric_quantize_inputs",
        ) => json!(asymmetric_quantize_inputs),
        (
            O::UnidirectionalSequenceLstm {
                diagonal_recurrent_tensors,
                ..
            },
            "diagonal_recurrent_tensors",
        ) => json!(diagonal_recurrent_tensors),
        (O::TransposeConv { padding, .. }, "padding") => padding_code(*padding),
        (O::TransposeConv { stride_w, .. }, "stride_w") => json!(stride_w),
        (O::TransposeConv { stride_h, .. }, "stride_h") => json!(stride_h),
        (O::BatchMatMul { adj_x, .. }, "adj_x") => json!(adj_x),
        (O::BatchMatMul { adj_y, .. }, "adj_y") => json!(adj_y),
        (
            O::BatchMatMul {
                asymmetric_quantize_inputs,
                ..
            },
            "asymmetric_quantize_inputs",
        ) => json!(asymmetric_quantize_inputs),
        (O::ResizeNearestNeighbor { align_corners, .. }, "align_corners")
        | (O::ResizeBilinear { align_corners, .. }, "align_corners") => json!(align_corners),
        (
            O::ResizeNearestNeighbor {
                half_pixel_centers, ..
            },
            "half_pixel_centers",
        )
        | (
            O::ResizeBilinear {
                half_pixel_centers, ..
            },
            "half_pixel_centers",
        ) => json!(half_pixel_centers),
        (O::ArgMax { output_type }, "output_type") | (O::ArgMin { output_type }, "output_type") => {
            json!(output_type.code())
        }
        (O::Unpack { num, .. }, "num") => json!(num),
        (O::StridedSlice { begin_mask, .. }, "begin_mask") => json!(begin_mask),
        (O::StridedSlice { end_mask, .. }, "end_mask") => json!(end_mask),
        (O::StridedSlice { ellipsis_mask, .. }, "ellipsis_mask") => json!(ellipsis_mask),
        (O::StridedSlice { new_axis_mask, .. }, "new_axis_mask") => json!(new_axis_mask),
        (
            O::StridedSlice {
                shrink_axis_mask, ..
            },
            "shrink_axis_mask",
        ) => json!(shrink_axis_mask),
        (O::StridedSlice { offset, .. }, "offset") => json!(offset),
        (O::Conv2d { activation, .. }, "fused_activation_function")
        | (O::DepthwiseConv2d { activation, .. }, "fused_activation_function")
        | (O::Pool2d { activation, .. }, "fused_activation_function")
        | (O::FullyConnected { activation, .. }, "fused_activation_function")
        | (O::Add { activation, .. }, "fused_activation_function")
        | (O::Sub { activation, .. }, "fused_activation_function")
        | (O::Mul { activation }, "fused_activation_function")
        | (O::Concatenation { activation, .. }, "fused_activation_function")
        | (O::TransposeConv { activation, .. }, "fused_activation_function")
        | (O::Div { activation }, "fused_activation_function")
        | (O::UnidirectionalSequenceLstm { activation, .. }, "fused_activation_function") => {
            act(activation)
        }
        _ => return None,
    })
}

fn op_name(op: &TfOperator) -> String {
    match &op.opcode {
        qnn_tflite::BuiltinOp::Custom(name) => format!("CUSTOM:{name}"),
        other => other.to_string(),
    }
}

fn dtype(t: TfType) -> String {
    t.name().to_lowercase()
}

fn check_io(model: &TfModel, indices: &[usize], expected: &[Value], what: &str, name: &str) {
    assert_eq!(indices.len(), expected.len(), "{name}: number of {what}");
    for (&i, e) in indices.iter().zip(expected) {
        let t = &model.subgraph.tensors[i];
        let ctx = format!("{name} {what} {i}");
        assert_eq!(json!(t.name), e["name"], "{ctx}");
        assert_eq!(json!(dtype(t.ty)), e["dtype"], "{ctx}");
        // Dynamic dimensions (-1 in the signature) are stored as placeholders and resized at run time.
        let sig = e["shape_signature"].as_array().expect("shape_signature");
        assert_eq!(t.shape.len(), sig.len(), "{ctx}");
        for (k, (&d, s)) in t.shape.iter().zip(sig).enumerate() {
            if s.as_i64() != Some(-1) {
                assert_eq!(Some(i64::from(d)), s.as_i64(), "{ctx} dim {k}");
            }
        }
        let (scale, zp) = match &t.quant {
            None => (0.0, 0),
            Some(q) => (f64::from(q.scales[0]), q.zero_points[0]),
        };
        assert_eq!(Some(scale), e["scale"].as_f64(), "{ctx} scale");
        assert_eq!(Some(zp), e["zero_point"].as_i64(), "{ctx} zero point");
    }
}

#[test]
fn fixtures_match_tensorflow_manifest() {
    let dir = fixture_dir();
    let text = std::fs::read_to_string(dir.join("manifest.json")).expect("manifest.json");
    let manifest: Vec<Value> = serde_json::from_str(&text).expect("manifest parses");
    assert!(!manifest.is_empty());
    let mut checked_options = 0;
    for entry in &manifest {
        let name = entry["name"].as_str().expect("name");
        let m = load(&dir.join(name));
        let ops = &m.subgraph.operators;
        let details = entry["op_details"].as_array().expect("op_details");
        assert_eq!(ops.len(), details.len(), "{name}: operator count");
        for (op, d) in ops.iter().zip(details) {
            let ctx = format!("{name} operator {}", op.index);
            assert_eq!(json!(op_name(op)), d["op"], "{ctx}");
            let types: Vec<Value> = op
                .inputs
                .iter()
                .map(|i| match i {
                    None => Value::Null,
                    Some(t) => json!(dtype(m.subgraph.tensors[*t].ty)),
                })
                .collect();
            assert_eq!(Value::Array(types), d["input_types"], "{ctx} input types");
            let options = d["options"].as_object().expect("options");
            if op_name(op) == "SHAPE" {
                // `ShapeOptions` is not decoded (qnnc's schema leaves it unread): the importer
                // takes the output tensor's type, which must be the recorded `out_type`.
                let out = m.subgraph.tensors[op.outputs[0]].ty;
                assert_eq!(
                    Some(&json!(out.code())),
                    options.get("out_type"),
                    "{ctx} out_type"
                );
                checked_options += 1;
                continue;
            }
            for (key, expected) in options {
                let ours = our_option(&op.options, key).unwrap_or_else(|| {
                    panic!("{ctx}: option {key} not decoded from {:?}", op.options)
                });
                assert_eq!(&ours, expected, "{ctx} option {key}");
                checked_options += 1;
            }
            if !options.is_empty() {
                assert_eq!(
                    op.opcode.expected_options_tag(),
                    Some(op.options.tag()),
                    "{ctx}"
                );
            }
        }
        check_io(
            &m,
            &m.subgraph.inputs,
            entry["inputs"].as_array().expect("inputs"),
            "input",
            name,
        );
        check_io(
            &m,
            &m.subgraph.outputs,
            entry["outputs"].as_array().expect("outputs"),
            "output",
            name,
        );
    }
    assert!(
        checked_options > 100,
        "only {checked_options} option values compared"
    );
}

/// Signatures and shape signatures against `details.json`, which the fixture generator wrote
/// from TensorFlow's interpreter (`get_signature_list`, the details' `shape_signature`).
#[test]
fn signatures_and_shape_signatures_match_tensorflow() {
    let text = std::fs::read_to_string(fixture_dir().join("details.json")).expect("details.json");
    let details: serde_json::Map<String, Value> = serde_json::from_str(&text).expect("JSON");
    assert!(!details.is_empty());
    let mut with_signatures = 0;
    for (name, want) in &details {
        let m = load(&fixture_dir().join(name));
        // TFLite lists each signature's names sorted (its maps are `std::map`s).
        let mut ours = serde_json::Map::new();
        for s in &m.signatures {
            let sorted = |l: &[(String, usize)]| {
                let mut v: Vec<&str> = l.iter().map(|(n, _)| n.as_str()).collect();
                v.sort();
                json!(v)
            };
            ours.insert(
                s.key.clone(),
                json!({"inputs": sorted(&s.inputs), "outputs": sorted(&s.outputs)}),
            );
        }
        assert_eq!(
            Value::Object(ours),
            want["signatures"],
            "{name}: signatures"
        );
        with_signatures += usize::from(!m.signatures.is_empty());
        for (k, &t) in m.subgraph.inputs.iter().enumerate() {
            let t = &m.subgraph.tensors[t];
            let sig = t.shape_signature.clone().unwrap_or_else(|| t.shape.clone());
            assert_eq!(
                json!(sig),
                want["inputs"][k]["shape_signature"],
                "{name}: input {k} shape_signature"
            );
        }
    }
    assert!(
        with_signatures >= 60,
        "{with_signatures} fixtures with signatures"
    );
}
