//! Scale benchmarks: every stage on synthetic graphs of 1,000, 10,000 and 100,000 ops, to
//! show that each grows linearly with the graph (`docs/performance.md` has the numbers and the
//! goals). Two sources of the same kind of graph:
//!
//! - a `.tflite` file built here with the flatbuffers builder (planus, the reader's own
//!   bindings): `import` (read and import);
//! - its QNN graph, and that graph printed as `.qnn` text: `parse`, `verify`, `print`,
//!   `legalize` and `compile` (legalize + lower + legality check) for `x86-vnni`, `lower`
//!   (no target), `run` (the reference interpreter), and `plan` (the CPU engine's plan of the
//!   graph compiled for its `cpu` target).
//!
//! Both are chains on a `1x8x8x8` int8 activation cycling through a 1x1 per-channel
//! convolution, a residual add, a logistic and a requantize back (the `.tflite` chain: CONV_2D,
//! ADD, LOGISTIC, QUANTIZE). Run with `cargo bench --bench scale`; add a size
//! (`cargo bench --bench scale -- /10000`) to run one. With `QNNC_SCALE_DUMP=DIR` set, the
//! bench also writes each graph to `DIR/chain_N.tflite` and `DIR/chain_N.qnn`, so that the
//! `qnnc` binary can be timed on them.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use planus::Builder;
use qnn_ir::text::{parse, print};
use qnn_ir::Tensor;
use qnn_tflite::generated::tflite as fb;
use qnn_tflite::{BuiltinOperator, TfType};
use std::hint::black_box;
use std::time::Duration;

/// Graph sizes, in ops.
const SIZES: [usize; 3] = [1_000, 10_000, 100_000];

/// Channels of the activation.
const C: usize = 8;

/// A TFLite tensor `[1, 8, 8, 8]` (or `shape`) of type `ty` with one quantization.
fn tensor(
    shape: &[i32],
    ty: TfType,
    buffer: u32,
    scale: &[f32],
    zp: &[i64],
    axis: i32,
) -> fb::Tensor {
    fb::Tensor {
        shape: Some(shape.to_vec()),
        type_: ty.code(),
        buffer,
        quantization: Some(Box::new(fb::QuantizationParameters {
            scale: Some(scale.to_vec()),
            zero_point: Some(zp.to_vec()),
            quantized_dimension: axis,
            ..Default::default()
        })),
        ..Default::default()
    }
}

/// A `.tflite` chain of `n` ops (see the module doc), serialised with planus.
fn tflite_chain(n: usize) -> Vec<u8> {
    // Buffer 0 is the empty buffer every model starts with.
    let mut buffers = vec![fb::Buffer::default()];
    let mut tensors = vec![tensor(&ACT, TfType::Int8, 0, &[0.05], &[-3], 0)];
    let mut operators = Vec::with_capacity(n);
    let (mut x, mut prev) = (0i32, 0i32);
    for i in 0..n {
        let (code, inputs, out, options) = match i % 4 {
            0 => conv_step(i, x, &mut buffers, &mut tensors),
            1 => {
                let options = fb::BuiltinOptions::AddOptions(Box::default());
                let out = tensor(&ACT, TfType::Int8, 0, &[0.1], &[1], 0);
                (1, vec![x, prev], out, Some(options))
            }
            2 => {
                let out = tensor(&ACT, TfType::Int8, 0, &[1.0 / 256.0], &[-128], 0);
                (2, vec![x], out, None)
            }
            _ => {
                let out = tensor(&ACT, TfType::Int8, 0, &[0.05], &[-3], 0);
                (3, vec![x], out, None)
            }
        };
        let y = push_tensor(&mut tensors, out);
        operators.push(fb::Operator {
            opcode_index: code,
            inputs: Some(inputs),
            outputs: Some(vec![y]),
            builtin_options: options,
            intermediates: None,
        });
        prev = x;
        x = y;
    }
    let model = fb::Model {
        version: 3,
        operator_codes: Some(operator_codes()),
        subgraphs: Some(vec![fb::SubGraph {
            tensors: Some(tensors),
            inputs: Some(vec![0]),
            outputs: Some(vec![x]),
            operators: Some(operators),
            name: Some("main".into()),
        }]),
        description: Some("synthetic chain".into()),
        buffers: Some(buffers),
    };
    serialise(&model)
}

/// The chain's activation shape.
const ACT: [i32; 4] = [1, 8, 8, C as i32];

/// One step of the chain: its opcode index, inputs, output tensor and options.
type Step = (u32, Vec<i32>, fb::Tensor, Option<fb::BuiltinOptions>);

/// The chain's operator codes, in the order of the opcode indices of its steps.
fn operator_codes() -> Vec<fb::OperatorCode> {
    let codes = [
        BuiltinOperator::Conv2d,
        BuiltinOperator::Add,
        BuiltinOperator::Logistic,
        BuiltinOperator::Quantize,
    ];
    codes
        .iter()
        .map(|&c| fb::OperatorCode {
            deprecated_builtin_code: i32::from(c) as i8,
            builtin_code: i32::from(c),
            version: 1,
            ..Default::default()
        })
        .collect()
}

/// Appends `t` to `tensors`; returns its index.
fn push_tensor(tensors: &mut Vec<fb::Tensor>, t: fb::Tensor) -> i32 {
    tensors.push(t);
    tensors.len() as i32 - 1
}

/// Step `i` of the chain, a 1x1 per-channel convolution of `x`: pushes its weights and bias
/// to `buffers` and `tensors`.
fn conv_step(
    i: usize,
    x: i32,
    buffers: &mut Vec<fb::Buffer>,
    tensors: &mut Vec<fb::Tensor>,
) -> Step {
    let w: Vec<u8> = (0..C * C)
        .map(|k| (((k * 31 + i * 17) % 255) as i32 - 127) as i8 as u8)
        .collect();
    buffers.push(fb::Buffer {
        data: Some(w),
        ..Default::default()
    });
    let scales: Vec<f32> = (0..C).map(|c| 0.01 + 0.001 * c as f32).collect();
    let wt = tensor(
        &[C as i32, 1, 1, C as i32],
        TfType::Int8,
        buffers.len() as u32 - 1,
        &scales,
        &[0; C],
        0,
    );
    let w = push_tensor(tensors, wt);
    let bias: Vec<u8> = (0..C as i32)
        .flat_map(|c| (c * 100 - 350).to_le_bytes())
        .collect();
    buffers.push(fb::Buffer {
        data: Some(bias),
        ..Default::default()
    });
    let bias_scales: Vec<f32> = scales.iter().map(|s| s * 0.05).collect();
    let bt = tensor(
        &[C as i32],
        TfType::Int32,
        buffers.len() as u32 - 1,
        &bias_scales,
        &[0; C],
        0,
    );
    let b = push_tensor(tensors, bt);
    let options = fb::BuiltinOptions::Conv2DOptions(Box::new(fb::Conv2DOptions {
        padding: fb::Padding::Same,
        stride_w: 1,
        stride_h: 1,
        dilation_w_factor: 1,
        dilation_h_factor: 1,
        ..Default::default()
    }));
    let out = tensor(&ACT, TfType::Int8, 0, &[0.08], &[2], 0);
    (0, vec![x, w, b], out, Some(options))
}

/// The `.tflite` bytes of `model`.
fn serialise(model: &fb::Model) -> Vec<u8> {
    let mut builder = Builder::new();
    let mut v = builder.finish(model, Some(*b"TFL3")).to_vec();
    // planus 1.3.0 writes the identifier before the root offset; reorder into the
    // flatbuffers layout (as crates/qnn-tflite/tests/reader.rs does).
    if v[0..4] == *b"TFL3" {
        let root = u32::from_le_bytes([v[4], v[5], v[6], v[7]]) + 4;
        v[0..4].copy_from_slice(&root.to_le_bytes());
        v[4..8].copy_from_slice(b"TFL3");
    }
    v
}

fn scale(c: &mut Criterion) {
    let target = qnn_legalize::lookup("x86-vnni").expect("a built-in target");
    for n in SIZES {
        let bytes = tflite_chain(n);
        let g = qnn_tflite::import_bytes(&bytes).expect("the chain imports");
        let text = print(&g);
        if let Some(dir) = std::env::var_os("QNNC_SCALE_DUMP") {
            let dir = std::path::Path::new(&dir);
            std::fs::create_dir_all(dir).expect("the dump directory");
            std::fs::write(dir.join(format!("chain_{n}.tflite")), &bytes).expect("write");
            std::fs::write(dir.join(format!("chain_{n}.qnn")), &text).expect("write");
        }
        let inputs: Vec<Tensor> = g
            .inputs()
            .iter()
            .map(|&i| Tensor::zeros(g.ty(i).expect("input").clone()).expect("zeros"))
            .collect();
        let mut group = c.benchmark_group("scale");
        group.sample_size(10);
        // At 100,000 ops a lowering takes seconds: ten samples without warm-up repeats.
        group.warm_up_time(Duration::from_millis(100));
        let id = |stage: &str| BenchmarkId::new(stage, n);
        group.bench_function(id("import"), |b| {
            b.iter(|| qnn_tflite::import_bytes(black_box(&bytes)).expect("imports"))
        });
        group.bench_function(id("parse"), |b| {
            b.iter(|| parse(black_box(&text)).expect("parses"))
        });
        group.bench_function(id("verify"), |b| {
            b.iter(|| qnn_ir::verify(black_box(&g)).expect("verifies"))
        });
        group.bench_function(id("print"), |b| b.iter(|| print(black_box(&g))));
        group.bench_function(id("legalize"), |b| {
            b.iter(|| qnn_legalize::legalize(black_box(&g), &target).expect("legalizes"))
        });
        group.bench_function(id("lower"), |b| {
            b.iter(|| qnn_rewrite::lower(black_box(&g), &Default::default()).expect("lowers"))
        });
        group.bench_function(id("compile"), |b| {
            b.iter(|| {
                qnn_legalize::compile(black_box(&g), &target, &Default::default())
                    .expect("compiles")
            })
        });
        group.bench_function(id("run"), |b| {
            b.iter(|| qnn_interp::run(black_box(&g), black_box(&inputs)).expect("runs"))
        });
        // The plan only: compiling for `cpu` happens once, outside the timing.
        if group_wants("plan") {
            let lowered = qnn_legalize::compile(&g, &qnn_cpu::target(), &Default::default())
                .expect("compiles for cpu")
                .lowered
                .graph;
            group.bench_function(id("plan"), |b| {
                b.iter(|| qnn_cpu::Plan::new(black_box(&lowered)).expect("plans"))
            });
        }
        group.finish();
    }
}

/// False when the command line filters benchmarks and `stage` cannot match (the `plan` stage
/// first compiles the graph for `cpu`, which is slow at 100,000 ops).
fn group_wants(stage: &str) -> bool {
    let filters: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    filters.is_empty()
        || filters
            .iter()
            .any(|f| f.contains(stage) || stage.contains(f.as_str()) || f.starts_with('/'))
}

criterion_group!(benches, scale);
criterion_main!(benches);
