//! Benchmarks of lowering (`qnn-rewrite`): the bundled MobileNetV2 (lowering alone, and
//! import + lower + print as `qnnc lower` runs them), and synthetic graphs of 100, 1,000 and
//! 10,000 QNN ops (build + lower + print), to show how lowering scales. Run with
//! `cargo bench --bench lower`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use qnn_ir::attrs::{DataLayout, KernelLayout, Padding, Precision};
use qnn_ir::ops::{QnnAddAttrs, QnnConv2dAttrs, QnnUnaryAttrs, RequantizeAttrs};
use qnn_ir::text::{print_with, PrintOptions};
use qnn_ir::{DType, Graph, Op, QParams, Rounding, Tensor, ValueId};
use qnn_rewrite::{lower, LowerOptions};
use std::hint::black_box;

fn model_bytes() -> Vec<u8> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/tflite/mobilenet_v2/model.tflite"
    );
    std::fs::read(path).expect("the bundled MobileNetV2")
}

/// A chain of `n` QNN ops on a 1x8x8x8 int8 activation, cycling through a padded 3x3
/// convolution with per-channel weights and a nonzero input zero point, a residual
/// `qnn.add`, a `qnn.requantize` and a `qnn.logistic`. Every convolution has its own weights.
pub fn synthetic(n: usize) -> Graph {
    let mut g = Graph::new("synthetic");
    let q = |s: f32, z: i64| QParams::per_tensor(s, z);
    let mut x = g
        .add_input("x", qnn_ir::TensorType::new(DType::I8, [1, 8, 8, 8]))
        .expect("input");
    let mut prev: ValueId = x;
    for i in 0..n {
        let y = match i % 4 {
            0 => {
                let vals: Vec<i64> = (0..8 * 3 * 3 * 8)
                    .map(|k| ((k * 31 + i * 17) % 255) as i64 - 127)
                    .collect();
                let w = g.add_const(Tensor::from_i64(DType::I8, &[8, 3, 3, 8], &vals).expect("w"));
                let scales: Vec<f32> = (0..8).map(|c| 0.01 + 0.001 * c as f32).collect();
                let a = QnnConv2dAttrs {
                    in_q: q(0.05, -3),
                    w_q: QParams::per_axis(0, &scales, &[0; 8]),
                    out_q: Some(q(0.08, 2)),
                    product: Precision::F64,
                    strides: [1, 1],
                    padding: Padding::Same,
                    dilation: [1, 1],
                    groups: 1,
                    data_layout: DataLayout::Nhwc,
                    kernel_layout: KernelLayout::Ohwi,
                    acc: DType::I32,
                    rounding: Rounding::TfliteDouble,
                    clamp: Some([-128, 127]),
                };
                g.add(Op::QnnConv2d(a), &[x, w], Some(DType::I8))
                    .expect("conv")
            }
            1 => {
                let a = QnnAddAttrs {
                    lhs_q: q(0.08, 2),
                    rhs_q: q(0.05, -3),
                    out_q: q(0.1, 1),
                    pot_int16: true,
                    rounding: Rounding::TfliteDouble,
                    clamp: None,
                };
                g.add(Op::QnnAdd(a), &[x, prev], None).expect("add")
            }
            2 => {
                let a = RequantizeAttrs {
                    in_q: q(0.1, 1),
                    out_q: q(0.05, -3),
                    ratio: Precision::F64,
                    rounding: Rounding::TfliteDouble,
                    clamp: None,
                };
                g.add(Op::QnnRequantize(a), &[x], Some(DType::I8))
                    .expect("requantize")
            }
            _ => {
                let a = QnnUnaryAttrs {
                    in_q: q(0.05, -3),
                    out_q: q(1.0 / 256.0, -128),
                };
                let l = g.add(Op::QnnLogistic(a), &[x], None).expect("logistic");
                // Back to the activation parameters of the chain.
                let r = RequantizeAttrs {
                    in_q: q(1.0 / 256.0, -128),
                    out_q: q(0.05, -3),
                    ratio: Precision::F64,
                    rounding: Rounding::TfliteDouble,
                    clamp: None,
                };
                g.add(Op::QnnRequantize(r), &[l], Some(DType::I8))
                    .expect("requantize")
            }
        };
        prev = x;
        x = y;
    }
    g.add_output("y", x).expect("output");
    g
}

fn lowering(c: &mut Criterion) {
    let bytes = model_bytes();
    let g = qnn_tflite::import_bytes(&bytes).expect("imports");
    let opts = LowerOptions::default();
    c.bench_function("mobilenet_v2/lower", |b| {
        b.iter(|| lower(black_box(&g), &opts).expect("lowers"))
    });
    c.bench_function("mobilenet_v2/import_lower_print", |b| {
        b.iter(|| {
            let g = qnn_tflite::import_bytes(black_box(&bytes)).expect("imports");
            let l = lower(&g, &opts).expect("lowers");
            print_with(&l.graph, &PrintOptions::default())
        })
    });
    // Compiling for each built-in target: legalize, lower with the target's costs, check.
    let mut group = c.benchmark_group("mobilenet_v2/compile");
    for t in qnn_legalize::Registry::builtin().targets() {
        group.bench_function(t.name.as_str(), |b| {
            b.iter(|| {
                qnn_legalize::compile(black_box(&g), t, &Default::default()).expect("compiles")
            })
        });
    }
    group.finish();
    // Synthetic chains: built through the graph builder (their import), lowered, printed.
    // (Parsing their text is left out: the parser's line/column bookkeeping is quadratic,
    // a known gap of its own.)
    let mut group = c.benchmark_group("synthetic/build_lower_print");
    group.sample_size(10);
    for n in [100, 1_000, 10_000] {
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| {
                let g = synthetic(black_box(n));
                let l = lower(&g, &opts).expect("lowers");
                print_with(&l.graph, &PrintOptions::default())
            })
        });
    }
    group.finish();
}

criterion_group!(benches, lowering);
criterion_main!(benches);
