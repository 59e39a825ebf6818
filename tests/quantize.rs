//! The quantizer end to end on real converter-made float models (`tests/fixtures/tflite/float_*`):
//! the three configurations of issue 10 (int8 asymmetric per-channel, int16 activations with
//! int8 weights, int4 weights), each through every built-in target and the CPU engine, and the
//! effect of every qconfig field on the graph the quantizer builds.
//!
//! Calibration uses each fixture's stored case inputs; quality is measured against the float
//! outputs TFLite's reference kernels gave (`case<K>_out<J>.npy`).

mod common;

use anyhow::{Context, Result};
use qnn_ir::{DType, Graph, Op, QParams, Tensor, ValueDef};
use qnn_legalize::{compile, Registry};
use qnn_quantize::{quantize, simulate, QConfig, QuantizeError, Quantized, Stage};

/// The `.npy` reader of `qnnc` itself.
#[path = "../crates/qnn-cli/src/file.rs"]
mod file;
#[path = "../crates/qnn-cli/src/npy.rs"]
#[allow(dead_code)]
mod npy;

/// A float fixture: its graph, its case inputs (the calibration set) and expected outputs.
struct Fixture {
    graph: Graph,
    inputs: Vec<Vec<Tensor>>,
    outputs: Vec<Vec<Tensor>>,
}

fn fixture(name: &str) -> Result<Fixture> {
    let dir = common::root().join("tests/fixtures/tflite").join(name);
    let bytes = std::fs::read(dir.join("model.tflite"))?;
    let graph = qnn_tflite::import_bytes(&bytes)?;
    let read = |k: usize, io: &str, n: usize| -> Result<Vec<Tensor>> {
        (0..n)
            .map(|i| npy::read(&dir.join(format!("case{k}_{io}{i}.npy"))))
            .collect()
    };
    let (ni, no) = (graph.inputs().len(), graph.outputs().len());
    let cases = (0..)
        .take_while(|k| dir.join(format!("case{k}_in0.npy")).exists())
        .count();
    Ok(Fixture {
        inputs: (0..cases)
            .map(|k| read(k, "in", ni))
            .collect::<Result<_>>()?,
        outputs: (0..cases)
            .map(|k| read(k, "out", no))
            .collect::<Result<_>>()?,
        graph,
    })
}

fn config(toml: &str) -> QConfig {
    QConfig::from_toml(toml).unwrap_or_else(|e| panic!("{toml}: {e}"))
}

fn run_quantizer(f: &Fixture, cfg: &QConfig) -> Quantized {
    quantize(&f.graph, cfg, &f.inputs, &mut |_, _, _| {}).expect("quantize")
}

fn f32s(t: &Tensor) -> &[f32] {
    t.as_f32().unwrap_or_else(|| panic!("not f32: {}", t.ty()))
}

/// Output SQNR (dB) of `got` against `want` over every case and output.
fn sqnr(got: &[Vec<Tensor>], want: &[Vec<Tensor>]) -> f64 {
    let (mut s, mut n) = (0.0f64, 0.0f64);
    for (g, w) in got.iter().zip(want) {
        for (a, b) in g.iter().zip(w) {
            for (&x, &y) in f32s(a).iter().zip(f32s(b)) {
                let (x, y) = (f64::from(x), f64::from(y));
                s += y * y;
                n += (x - y) * (x - y);
            }
        }
    }
    10.0 * (s / n).log10()
}

/// Every op of `g`.
fn ops(g: &Graph) -> impl Iterator<Item = (&Op, &[qnn_ir::ValueId])> {
    g.iter().filter_map(|(_, v)| match &v.def {
        ValueDef::Op { op, args } => Some((op, args.as_slice())),
        ValueDef::Input { .. } => None,
    })
}

/// The constant behind `v`.
fn constant(g: &Graph, v: qnn_ir::ValueId) -> Option<&Tensor> {
    match &g.get(v)?.def {
        ValueDef::Op {
            op: Op::Const(c), ..
        } => Some(&c.value),
        _ => None,
    }
}

/// The weight parameters and weight constant of every `qnn.conv2d` / `qnn.dense`.
fn weights(g: &Graph) -> Vec<(QParams, &Tensor)> {
    ops(g)
        .filter_map(|(op, args)| match op {
            Op::QnnConv2d(a) => Some((a.w_q.clone(), constant(g, args[1])?)),
            Op::QnnDense(a) => Some((a.w_q.clone(), constant(g, args[1])?)),
            _ => None,
        })
        .collect()
}

/// Activation parameters of every `qnn.quantize`.
fn input_params(g: &Graph) -> Vec<QParams> {
    ops(g)
        .filter_map(|(op, _)| match op {
            Op::QnnQuantize(a) => Some(a.out_q.clone()),
            _ => None,
        })
        .collect()
}

/// The quantized graph runs the same through every target (interpreter and CPU engine) on the
/// fixture's cases; returns its outputs.
fn run_everywhere(name: &str, g: &Graph, inputs: &[Vec<Tensor>]) -> Result<Vec<Vec<Tensor>>> {
    let reference: Vec<Vec<Tensor>> = inputs
        .iter()
        .map(|i| qnn_interp::run(g, i))
        .collect::<Result<_, _>>()
        .with_context(|| format!("{name}: the QNN graph"))?;
    let mut registry = Registry::builtin();
    qnn_cpu::register(&mut registry)?;
    for target in registry.targets() {
        let c = compile(g, target, &Default::default())
            .with_context(|| format!("{name}: compile for {}", target.name))?;
        for (k, i) in inputs.iter().enumerate() {
            let got = qnn_interp::run(&c.lowered.graph, i)?;
            anyhow::ensure!(
                got == reference[k],
                "{name}: target {} differs from the QNN graph on case {k}",
                target.name
            );
            if target.name == "cpu" {
                let got = qnn_cpu::Plan::new(&c.lowered.graph)?.run(i)?;
                anyhow::ensure!(
                    got == reference[k],
                    "{name}: the CPU engine differs on case {k}"
                );
            }
        }
    }
    Ok(reference)
}

/// The three configurations of issue 10 on three float models: the structure of the graph
/// each gives, its quality against TFLite's float outputs, and the same results on every target.
#[test]
fn three_configurations_end_to_end() {
    let int8 = config("");
    let a16 = config("[activations]\nbits = 16\nsymmetric = true\n");
    let w4 = config("[weights]\nbits = 4\n");
    // (fixture, minimum output SQNR in dB for int8, 16x8 and int4 weights)
    let models = [
        ("float_model_small", [30.0, 40.0, 20.0]),
        ("float_fp16_net", [30.0, 40.0, 20.0]),
        ("float_mp_face_detection_short", [12.0, 25.0, 5.0]),
    ];
    for (name, floor) in models {
        let f = fixture(name).expect(name);
        let mut measured = vec![];
        for (cfg, label, floor) in [
            (&int8, "int8", floor[0]),
            (&a16, "16x8", floor[1]),
            (&w4, "int4", floor[2]),
        ] {
            let q = run_quantizer(&f, cfg);
            let g = &q.graph;
            // Float in, float out: a qnn.quantize reads every input, a qnn.dequantize writes
            // every output.
            for &i in g.inputs() {
                assert_eq!(g.ty(i).map(|t| t.dtype), Some(DType::F32));
            }
            for (_, o) in g.outputs() {
                match &g.get(*o).expect("output").def {
                    ValueDef::Op { op, .. } => assert!(
                        matches!(op, Op::QnnDequantize(_)),
                        "{name} {label}: an output is {}",
                        op.opcode().mnemonic()
                    ),
                    ValueDef::Input { .. } => panic!("an input is an output"),
                }
            }
            let ins = input_params(g);
            assert!(!ins.is_empty());
            let w = weights(g);
            assert!(!w.is_empty(), "{name} {label}: no quantized products");
            match label {
                "int8" => {
                    // Asymmetric: a RELU-clamped output's zero point sits at the type minimum.
                    assert!(
                        ops(g).any(|(op, _)| matches!(op, Op::QnnConv2d(a) if a.out_q.as_ref().is_some_and(|q| q.zero_point(0) != 0))),
                        "{name}: no zero points"
                    );
                    for (wq, t) in &w {
                        assert_eq!(t.dtype(), DType::I8);
                        assert!(wq.axis().is_some() || wq.num_channels() == 1);
                        assert!((0..wq.num_channels()).all(|c| wq.zero_point(c) == 0));
                    }
                }
                "16x8" => {
                    assert!(ins.iter().all(|q| q.zero_point(0) == 0));
                    assert!(ops(g).any(
                        |(op, _)| matches!(op, Op::QnnConv2d(a) if a.in_q.zero_point(0) == 0)
                    ));
                    for (_, t) in &w {
                        assert_eq!(t.dtype(), DType::I8);
                    }
                }
                _ => {
                    for (_, t) in &w {
                        let (lo, hi) = t.int_bounds().expect("integer weights");
                        assert!(
                            lo >= -8 && hi <= 7,
                            "{name}: int4 weights span [{lo}, {hi}]"
                        );
                    }
                }
            }
            let got = run_everywhere(name, g, &f.inputs).expect(name);
            let db = sqnr(&got, &f.outputs);
            assert!(
                db >= floor,
                "{name} {label}: output SQNR {db:.2} dB < {floor} dB"
            );
            measured.push(db);
        }
        // 16-bit activations are more precise than 8-bit ones, 4-bit weights less.
        assert!(
            measured[1] > measured[0] && measured[2] < measured[0],
            "{name}: {measured:?}"
        );
    }
}

// Every qconfig field changes the graph as its documentation says.

/// The graph the quantizer builds for `f` with the configuration `toml`.
fn quantized(f: &Fixture, toml: &str) -> Graph {
    run_quantizer(f, &config(toml)).graph
}

/// The small float model every `*_take_effect` test quantizes.
fn small_model() -> Fixture {
    fixture("float_model_small").expect("fixture")
}

/// `[activations]`: `symmetric` gives zero points of 0, `dtype = "u8"` zero points in
/// [0, 255].
#[test]
fn activation_symmetric_and_dtype_take_effect() {
    let f = small_model();
    let g = quantized(&f, "[activations]\nsymmetric = true\n");
    assert!(input_params(&g).iter().all(|p| p.zero_point(0) == 0));
    let g = quantized(&f, "[activations]\ndtype = \"u8\"\n");
    assert!(input_params(&g)
        .iter()
        .all(|p| (0..=255).contains(&p.zero_point(0))));
    assert!(ops(&g).any(|(op, _)| matches!(op, Op::QnnConv2d(_))));
}

/// `[activations] bits = 6`: 6-bit activations in i8, so every activation an op reads stays
/// in [-32, 31] (only a `qnn.requantize` or `clip` may read a wider one: logistic's fixed
/// 8-bit output).
#[test]
fn activation_bits_take_effect() {
    let f = small_model();
    let g = quantized(&f, "[activations]\nbits = 6\n");
    assert!(ops(&g).any(|(op, _)| matches!(op, Op::QnnConv2d(a) if a.clamp.is_some_and(|[lo, hi]| lo >= -32 && hi <= 31))));
    for sample in &f.inputs {
        let bounds = i8_activation_bounds(&g, sample);
        for (op, args) in ops(&g) {
            if matches!(op, Op::QnnRequantize(_) | Op::Clip(_)) {
                continue;
            }
            for a in args {
                if let Some(&(lo, hi)) = bounds.get(a) {
                    let name = op.opcode().mnemonic();
                    assert!(
                        lo >= -32 && hi <= 31,
                        "%{} read by {name}: [{lo}, {hi}]",
                        a.index()
                    );
                }
            }
        }
    }
}

/// The range of every `i8` value of `g` that is not a constant, run on `sample`.
fn i8_activation_bounds(
    g: &Graph,
    sample: &[Tensor],
) -> std::collections::HashMap<qnn_ir::ValueId, (i64, i64)> {
    let mut bounds = std::collections::HashMap::new();
    qnn_quantize::calibrate::eval_with(g, sample, |v, t| {
        let def = &g.get(v).expect("value").def;
        let is_const = matches!(
            def,
            ValueDef::Op {
                op: Op::Const(_),
                ..
            }
        );
        if t.dtype() == DType::I8 && !is_const {
            bounds.insert(v, t.int_bounds().expect("integers"));
        }
        t
    })
    .expect("runs");
    bounds
}

/// `[weights]`: `per_channel = false`, `symmetric = false`, `scale = "power2"` and `bits`
/// each change the weights as documented.
#[test]
fn weight_fields_take_effect() {
    let f = small_model();
    let g = quantized(&f, "[weights]\nper_channel = false\n");
    assert!(weights(&g).iter().all(|(w, _)| w.axis().is_none()));
    let g = quantized(&f, "[weights]\nsymmetric = false\n");
    assert!(weights(&g)
        .iter()
        .any(|(w, _)| (0..w.num_channels()).any(|c| w.zero_point(c) != 0)));
    let g = quantized(&f, "[weights]\nscale = \"power2\"\n");
    for (w, _) in weights(&g) {
        for c in 0..w.num_channels() {
            let s = w.scale(c);
            assert_eq!(
                s,
                2f32.powi(s.log2().round() as i32),
                "scale {s} is not a power of 2"
            );
        }
    }
    let g = quantized(&f, "[weights]\nbits = 12\n");
    assert!(weights(&g).iter().all(|(_, t)| t.dtype() == DType::I16));
}

/// `[bias] bits = 64` accumulates in `i64`; `rounding` sets the ops' rounding.
#[test]
fn bias_bits_and_rounding_take_effect() {
    let f = small_model();
    let g = quantized(&f, "[bias]\nbits = 64\n");
    assert!(ops(&g).any(|(op, _)| matches!(op, Op::QnnConv2d(a) if a.acc == DType::I64)));
    let g = quantized(&f, "rounding = \"upward\"\n");
    assert!(ops(&g).any(
        |(op, _)| matches!(op, Op::QnnConv2d(a) if a.rounding == qnn_arith::Rounding::Upward)
    ));
}

/// Calibration modes: percentile and global_scale give other input ranges than minmax.
#[test]
fn calibration_modes_take_effect() {
    let f = small_model();
    let q = |toml: &str| quantized(&f, toml);
    let scale = |g: &Graph| input_params(g)[0].scale(0);
    let minmax = scale(&q("[calibration]\nmode = \"minmax\"\n"));
    assert!(
        scale(&q(
            "[calibration]\nmode = \"percentile\"\npercentile = 90.0\n"
        )) < minmax
    );
    for mode in ["kl_divergence", "mse"] {
        let g = q(&format!("[calibration]\nmode = \"{mode}\"\n"));
        assert!(scale(&g) <= minmax * 1.001, "{mode}");
    }
    let g = q("[calibration]\nmode = \"global_scale\"\nglobal_scale = 8.0\n");
    assert!((scale(&g) - 16.0 / 255.0).abs() < 1e-6);
}

/// Skip rules leave ops in float (by kind, by name and by index alike); fully_integral
/// refuses them.
#[test]
fn skip_rules_take_effect() {
    let f = small_model();
    let g = quantized(&f, "[skip]\nkinds = [\"softmax\"]\n");
    assert!(ops(&g).any(|(op, _)| matches!(op, Op::Exp(_))));
    assert!(!ops(&g).any(|(op, _)| matches!(op, Op::QnnSoftmax(_))));
    let layers = run_quantizer(&f, &QConfig::default()).layers;
    let conv = layers
        .iter()
        .find(|l| l.kind == "conv2d")
        .expect("a conv layer");
    let by_name = config(&format!("[skip]\nnames = [\"%{}\"]\n", conv.output.index()));
    let by_index = config(&format!("[skip]\nindices = [{}]\n", conv.index));
    let (a, b) = (run_quantizer(&f, &by_name), run_quantizer(&f, &by_index));
    assert_eq!(qnn_ir::text::print(&a.graph), qnn_ir::text::print(&b.graph));
    assert!(a.layers[conv.index].float_reason.is_some());
    assert!(ops(&a.graph).any(|(op, _)| matches!(op, Op::Conv2d(_))));
    assert_eq!(
        ops(&a.graph)
            .filter(|(op, _)| matches!(op, Op::QnnConv2d(_)))
            .count()
            + 1,
        ops(&quantized(&f, ""))
            .filter(|(op, _)| matches!(op, Op::QnnConv2d(_)))
            .count()
    );
    let err = quantize(
        &f.graph,
        &config("fully_integral = true\n[skip]\nkinds = [\"tanh\"]\n"),
        &f.inputs,
        &mut |_, _, _| {},
    )
    .expect_err("fully_integral with a skipped op");
    assert!(
        matches!(err, QuantizeError::NotFullyIntegral(ref v) if v.len() == 1),
        "{err}"
    );
    assert!(err.to_string().contains("tanh"), "{err}");
}

/// A TVM table maps onto the same fields.
#[test]
fn tvm_table_maps_onto_the_fields() {
    let f = small_model();
    assert_eq!(
        qnn_ir::text::print(&quantized(&f, "[tvm]\nnbit_activation = 16\n")),
        qnn_ir::text::print(&quantized(
            &f,
            "[activations]\nbits = 16\nsymmetric = true\n"
        ))
    );
}

/// Errors name what is wrong.
#[test]
fn unusable_requests_are_errors() {
    let f = fixture("float_fp16_net").expect("fixture");
    let none: Vec<Vec<Tensor>> = vec![];
    let e = quantize(&f.graph, &QConfig::default(), &none, &mut |_, _, _| {}).unwrap_err();
    assert!(e.to_string().contains("no calibration samples"), "{e}");
    let e = quantize(
        &f.graph,
        &config("[activations]\nbits = 16\nsymmetric = false\n"),
        &f.inputs,
        &mut |_, _, _| {},
    )
    .unwrap_err();
    assert!(e.to_string().contains("activations.symmetric"), "{e}");
    let wrong = vec![vec![Tensor::zeros(qnn_ir::TensorType::new(
        DType::F32,
        vec![1, 2],
    ))
    .expect("zeros")]];
    let e = quantize(&f.graph, &QConfig::default(), &wrong, &mut |_, _, _| {}).unwrap_err();
    assert!(e.to_string().contains("input"), "{e}");
}

/// The simulation reports every layer; fake-quantized int8 stays close to float, and 16-bit
/// activations are closer still.
#[test]
fn simulation_reports_every_layer() {
    let f = fixture("float_model_small").expect("fixture");
    let sim = |cfg: &QConfig| {
        let q = run_quantizer(&f, cfg);
        let rows = simulate(&q, cfg, &f.inputs, &mut |_, _, _| {}).expect("simulate");
        assert_eq!(rows.len(), q.layers.len());
        rows
    };
    let int8 = sim(&QConfig::default());
    assert!(
        int8.iter().all(|r| r.sqnr_db > 20.0 && r.quantized),
        "{int8:?}"
    );
    let a16 = sim(&config("[activations]\nbits = 16\nsymmetric = true\n"));
    let last = |r: &[qnn_quantize::LayerSqnr]| r.last().map(|r| r.sqnr_db).unwrap_or(0.0);
    assert!(
        last(&a16) > last(&int8) + 6.0,
        "{} vs {}",
        last(&a16),
        last(&int8)
    );
}

/// The float fixtures of operators the quantizer has no integer form for yet (comparisons and
/// SELECT, CAST, ARG_MAX/MIN, REDUCE_MAX/MIN outside a softmax, GATHER_ND, DYNAMIC_UPDATE_SLICE
/// and RESIZE_BILINEAR, whose gathers and selects read constant indices or masks, an exclusive
/// CUMSUM, whose concatenation takes a constant zero slice, and an integer one): with
/// `fully_integral` the quantizer refuses them, naming the layer, instead of leaving float.
const NOT_FULLY_QUANTIZED: [(&str, &str); 23] = [
    ("float_arg_max", "arg_max"),
    ("float_arg_min", "arg_min"),
    ("float_batch_matmul", "batch_matmul"),
    ("float_batch_matmul_adj_bcast", "batch_matmul"),
    ("float_cast_int32", "cast"),
    ("float_cumsum_exclusive_reverse", "concatenate"),
    ("float_cumsum_int32", "cast"),
    ("float_dynamic_update_slice", "slice"),
    ("float_gather_nd", "gather"),
    ("float_gelu_approximate", "minimum"),
    ("float_greater_select", "equal"),
    ("float_keras_attention", "gather"),
    ("float_less_equal_select", "greater_equal"),
    ("float_pow_int32", "cast"),
    ("float_reduce_max", "reduce_max"),
    ("float_reduce_min_keep", "reduce_min"),
    ("float_resize_bilinear_align", "gather"),
    ("float_resize_bilinear_half_pixel", "gather"),
    ("float_resize_bilinear_plain", "gather"),
    ("float_rsqrt", "sqrt"),
    ("float_select_rank1", "sum"),
    ("float_sqrt", "sqrt"),
    ("float_sum_02", "sum"),
];

/// Float-I/O fixtures whose weights are quantized already (weight-only models: `qnn.dequantize`
/// of int8 / int4 constants), which the quantizer refuses, naming the layer.
const ALREADY_QUANTIZED: [&str; 1] = ["float_int4_dequantize_conv"];

/// Every other float fixture (each float operator variant, the float16 and Keras networks,
/// MediaPipe's face detector) quantizes with TFLite's scheme into a graph with no float layer
/// left, which runs and stays close to the float outputs; those of [`NOT_FULLY_QUANTIZED`] are
/// refused with the layer named.
#[test]
fn every_float_fixture_quantizes_fully() {
    let dir = common::root().join("tests/fixtures/tflite");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("fixtures")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.starts_with("float_"))
        .collect();
    names.sort();
    assert!(names.len() >= 80, "{} float fixtures", names.len());
    let cfg = config("fully_integral = true\n");
    let mut worst = (f64::INFINITY, String::new());
    for name in &names {
        let f = fixture(name).expect(name);
        if ALREADY_QUANTIZED.contains(&name.as_str()) {
            let e = quantize(&f.graph, &cfg, &f.inputs, &mut |_, _, _| {})
                .err()
                .unwrap_or_else(|| panic!("{name}: quantizes now: take it off the list"))
                .to_string();
            assert!(e.contains("is quantized already"), "{name}: {e}");
            continue;
        }
        if let Some((_, op)) = NOT_FULLY_QUANTIZED.iter().find(|(n, _)| n == name) {
            let e = quantize(&f.graph, &cfg, &f.inputs, &mut |_, _, _| {})
                .err()
                .unwrap_or_else(|| panic!("{name}: quantizes fully now: take it off the list"))
                .to_string();
            assert!(
                e.contains(&format!("no quantized form for {op}")),
                "{name}: {e}"
            );
            continue;
        }
        let q = quantize(&f.graph, &cfg, &f.inputs, &mut |_, _, _| {})
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let got: Vec<Vec<Tensor>> = f
            .inputs
            .iter()
            .map(|i| qnn_interp::run(&q.graph, i).unwrap_or_else(|e| panic!("{name}: {e}")))
            .collect();
        // The activation probes reach ±1e6 (TFLite's float kernels at extremes): there one
        // int8 step spans thousands and the quality floor does not apply.
        let extreme = f
            .inputs
            .iter()
            .flatten()
            .any(|t| f32s(t).iter().any(|v| v.abs() > 1e3));
        let db = sqnr(&got, &f.outputs);
        if !extreme && db < worst.0 {
            worst = (db, name.clone());
        }
    }
    assert!(worst.0 > 12.0, "worst: {} at {:.2} dB", worst.1, worst.0);
}

/// `weights.bias_correction`: each product's bias loses the expected output shift of its
/// quantized weights, measured on the calibration samples. With 4-bit weights (a large
/// shift) the biases change, the mean output error over the calibration cases shrinks, and
/// the graph runs the same on every target.
#[test]
fn bias_correction_removes_the_weights_expected_shift() {
    for name in ["float_model_small", "float_fp16_net"] {
        let f = fixture(name).expect(name);
        let plain = run_quantizer(
            &f,
            &config("[weights]\nbits = 4\nrounding = \"nearest\"\nbias_correction = false\n"),
        )
        .graph;
        let corrected = run_quantizer(
            &f,
            &config("[weights]\nbits = 4\nrounding = \"nearest\"\nbias_correction = true\n"),
        )
        .graph;
        let biases = |g: &Graph| -> Vec<Vec<i64>> {
            ops(g)
                .filter(|(op, _)| matches!(op, Op::QnnConv2d(_) | Op::QnnDense(_)))
                .filter_map(|(_, args)| constant(g, *args.get(2)?)?.to_i64())
                .collect()
        };
        assert_ne!(biases(&plain), biases(&corrected), "{name}");
        // The mean of (quantized - float) over the cases, per output element, summed in
        // magnitude.
        let shift = |g: &Graph| -> f64 {
            let got = run_everywhere(name, g, &f.inputs).expect(name);
            let mut total = 0.0;
            for o in 0..f.outputs[0].len() {
                let n = f32s(&f.outputs[0][o]).len();
                for e in 0..n {
                    let mean: f64 = got
                        .iter()
                        .zip(&f.outputs)
                        .map(|(g, w)| f64::from(f32s(&g[o])[e]) - f64::from(f32s(&w[o])[e]))
                        .sum::<f64>()
                        / got.len() as f64;
                    total += mean.abs();
                }
            }
            total
        };
        let (before, after) = (shift(&plain), shift(&corrected));
        println!("{name}: mean output shift {before:.4} without, {after:.4} with bias correction");
        assert!(after < before, "{name}: {after} >= {before}");
        // `--simulate` runs the corrected biases: its last layer's SQNR follows.
        let last = |toml: &str| {
            let cfg = config(toml);
            let q = run_quantizer(&f, &cfg);
            let rows = simulate(&q, &cfg, &f.inputs, &mut |_, _, _| {}).expect("simulate");
            rows.last().expect("a layer").sqnr_db
        };
        let (plain_db, corrected_db) = (
            last("[weights]\nbits = 4\nrounding = \"nearest\"\nbias_correction = false\n"),
            last("[weights]\nbits = 4\nrounding = \"nearest\"\n"),
        );
        assert!(
            corrected_db > plain_db,
            "{name}: simulated {corrected_db} <= {plain_db} dB"
        );
    }
}

/// Calibration `auto`: every value with a choice takes the candidate of least error (the
/// first of equal ones), the graph carries that range's parameters, and the search is
/// deterministic and bounded by `search_samples`.
#[test]
fn auto_calibration_takes_the_range_of_least_error() {
    for name in ["float_model_small", "float_fp16_net"] {
        let f = fixture(name).expect(name);
        let cfg = config("[calibration]\nmode = \"auto\"\n");
        let q = run_quantizer(&f, &cfg);
        assert!(!q.ranges.is_empty(), "{name}: no value had a choice");
        assert_eq!(q.ranges[0].candidates[0].0, "minmax", "{name}");
        for r in &q.ranges {
            let errors: Vec<f64> = r.candidates.iter().map(|c| c.2).collect();
            let least = errors.iter().copied().fold(f64::INFINITY, f64::min);
            let first = errors.iter().position(|&e| e == least);
            assert_eq!(
                Some(r.chosen),
                first,
                "{name} %{}: {errors:?}",
                r.value.index()
            );
            let (lo, hi) = r.candidates[r.chosen].1;
            let (scale, zp) = qnn_quantize::quantize::params_for(&cfg.activations, lo, hi);
            let got = q.value_q.get(&r.value).expect("the value is quantized");
            assert_eq!((got.scale(0), got.zero_point(0)), (scale, zp), "{name}");
        }
        let again = run_quantizer(&f, &cfg);
        assert_eq!(
            qnn_ir::text::print(&q.graph),
            qnn_ir::text::print(&again.graph),
            "{name}: not deterministic"
        );
        // One sample judges differently from all of them, but the candidates stay.
        let one = run_quantizer(
            &f,
            &config("[calibration]\nmode = \"auto\"\nsearch_samples = 1\n"),
        );
        let labels = |q: &Quantized| -> Vec<Vec<String>> {
            q.ranges
                .iter()
                .map(|r| r.candidates.iter().map(|c| c.0.clone()).collect())
                .collect()
        };
        assert_eq!(labels(&q), labels(&one), "{name}");
        let text = qnn_quantize::clipping::explain(&q.ranges, 16);
        assert_eq!(text.lines().count(), q.ranges.len() + 1, "{text}");
    }
}

/// Adaptive rounding moves weights only to their other neighbour and lowers the output error
/// on the data it was fitted to; the graph stays plain QNN, the same on every target and
/// the CPU engine.
#[test]
fn adaptive_rounding_lowers_the_output_error() {
    for name in ["float_model_small", "float_fp16_net"] {
        let f = fixture(name).expect(name);
        let nearest = run_quantizer(&f, &config("[weights]\nbits = 4\nrounding = \"nearest\"\n"));
        let adaptive = run_quantizer(&f, &config("[weights]\nbits = 4\n"));
        let (a, b) = (weights(&nearest.graph), weights(&adaptive.graph));
        assert_eq!(a.len(), b.len(), "{name}");
        let mut moved = 0;
        for ((qa, wa), (qb, wb)) in a.iter().zip(&b) {
            assert_eq!(qa, qb, "{name}: the scales are kept");
            let (wa, wb) = (wa.to_i64().expect("ints"), wb.to_i64().expect("ints"));
            for (x, y) in wa.iter().zip(&wb) {
                assert!((x - y).abs() <= 1, "{name}: {x} -> {y}");
                moved += usize::from(x != y);
            }
        }
        assert!(moved > 0, "{name}: no weight moved");
        let db = |q: &Quantized| {
            let got = run_everywhere(name, &q.graph, &f.inputs).expect(name);
            sqnr(&got, &f.outputs)
        };
        let (before, after) = (db(&nearest), db(&adaptive));
        println!("{name}: {moved} weights moved, output SQNR {before:.2} -> {after:.2} dB");
        assert!(after > before, "{name}: {after} <= {before}");
    }
}

/// Progress names every stage that does work, in order, each counting up to its total:
/// the calibration passes over the samples, `auto`'s range choice and adaptive rounding over
/// the layers.
#[test]
fn progress_reports_every_stage() {
    let f = small_model();
    let mut seen: Vec<(Stage, usize, usize)> = Vec::new();
    let q = quantize(&f.graph, &config(""), &f.inputs, &mut |s, k, n| {
        seen.push((s, k, n))
    })
    .expect("quantize");
    let mut stages: Vec<Stage> = seen.iter().map(|s| s.0).collect();
    stages.dedup();
    assert_eq!(
        stages,
        [
            Stage::Calibrating { pass: 1, passes: 2 },
            Stage::Calibrating { pass: 2, passes: 2 },
            Stage::ChoosingRanges,
            Stage::Rounding,
        ],
        "the default (auto calibration, adaptive rounding)"
    );
    for stage in stages {
        let steps: Vec<(usize, usize)> = seen
            .iter()
            .filter(|s| s.0 == stage)
            .map(|s| (s.1, s.2))
            .collect();
        let n = steps[0].1;
        assert!(n > 0, "{stage:?}");
        let counts: Vec<usize> = steps.iter().map(|s| s.0).collect();
        assert_eq!(counts, (1..=n).collect::<Vec<_>>(), "{stage:?}");
        assert!(steps.iter().all(|s| s.1 == n), "{stage:?}");
    }
    let products = q
        .layers
        .iter()
        .filter(|l| l.out_q.is_some() && matches!(l.kind, "conv2d" | "dense"))
        .count();
    let rounded = seen.iter().filter(|s| s.0 == Stage::Rounding).count();
    assert_eq!(rounded, products, "one rounding step per quantized product");
    let fast = config("[calibration]\nmode = \"minmax\"\n[weights]\nrounding = \"nearest\"\n");
    let mut stages = Vec::new();
    quantize(&f.graph, &fast, &f.inputs, &mut |s, _, _| stages.push(s)).expect("quantize");
    stages.dedup();
    assert_eq!(stages, [Stage::Calibrating { pass: 1, passes: 1 }]);
}

/// Cross-layer equalization changes weights but not the float function (the equalized
/// graph gives TFLite's float outputs up to float rounding), evens out each pair's weight
/// ranges, and its quantized graph runs the same on every target and the CPU engine.
#[test]
fn equalization_keeps_the_float_function() {
    let mut pairs = 0;
    for name in [
        "float_model_small",
        "float_fp16_net",
        "float_mp_face_detection_short",
    ] {
        let f = fixture(name).expect(name);
        let q = run_quantizer(&f, &config("[weights]\nequalize = true\n"));
        pairs += q.equalized;
        let plain = run_quantizer(&f, &QConfig::default());
        assert_eq!(
            q.equalized > 0,
            weights(&q.graph) != weights(&plain.graph),
            "{name}"
        );
        let float: Vec<Vec<Tensor>> = f
            .inputs
            .iter()
            .map(|i| qnn_interp::run(&q.float, i).expect("float run"))
            .collect();
        let db = sqnr(&float, &f.outputs);
        println!(
            "{name}: {} pairs, equalized float graph at {db:.1} dB",
            q.equalized
        );
        assert!(db > 90.0, "{name}: {db} dB");
        run_everywhere(name, &q.graph, &f.inputs).expect(name);
    }
    assert!(pairs > 0, "no pair equalized");
}
