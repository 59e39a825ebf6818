//! Benchmarks of the pipeline on the bundled MobileNetV2 (int8, 96x96): reading and importing
//! the `.tflite`, printing and parsing the text, and running the reference interpreter.
//! Run with `cargo bench`; performance is measured here, never in tests.

use criterion::{criterion_group, criterion_main, Criterion};
use qnn_ir::text::{parse, print};
use qnn_ir::Tensor;
use std::hint::black_box;

fn model_bytes() -> Vec<u8> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/tflite/mobilenet_v2/model.tflite"
    );
    std::fs::read(path).expect("the bundled MobileNetV2")
}

fn pipeline(c: &mut Criterion) {
    let bytes = model_bytes();
    let g = qnn_tflite::import_bytes(&bytes).expect("imports");
    let text = print(&g);
    let inputs: Vec<Tensor> = g
        .inputs()
        .iter()
        .map(|&i| Tensor::zeros(g.ty(i).expect("input").clone()).expect("zeros"))
        .collect();

    c.bench_function("mobilenet_v2/import", |b| {
        b.iter(|| qnn_tflite::import_bytes(black_box(&bytes)).expect("imports"))
    });
    c.bench_function("mobilenet_v2/print", |b| b.iter(|| print(black_box(&g))));
    c.bench_function("mobilenet_v2/parse", |b| {
        b.iter(|| parse(black_box(&text)).expect("parses"))
    });
    c.bench_function("mobilenet_v2/verify", |b| {
        b.iter(|| qnn_ir::verify(black_box(&g)).expect("verifies"))
    });
    c.bench_function("mobilenet_v2/interpret", |b| {
        b.iter(|| qnn_interp::run(black_box(&g), black_box(&inputs)).expect("runs"))
    });
}

criterion_group!(benches, pipeline);
criterion_main!(benches);
