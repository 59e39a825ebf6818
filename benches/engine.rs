//! Inference on the bundled MobileNetV2, compiled for the CPU engine's target: the reference
//! interpreter and the CPU engine (`qnn-cpu`) on the same lowered graph, in one run (the
//! machines are noisy: compare only numbers from the same run). Run with
//! `cargo bench --bench engine`.

use criterion::{criterion_group, criterion_main, Criterion};
use qnn_ir::Tensor;
use std::hint::black_box;

fn engines(c: &mut Criterion) {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/tflite/mobilenet_v2/model.tflite"
    );
    let bytes = std::fs::read(path).expect("the bundled MobileNetV2");
    let g = qnn_tflite::import_bytes(&bytes).expect("imports");
    let compiled = qnn_legalize::compile(&g, &qnn_cpu::target(), &Default::default())
        .expect("compiles for the cpu target");
    let lowered = compiled.lowered.graph;
    let inputs: Vec<Tensor> = qnn_rewrite::validate::random_inputs(&g, 0);
    let plan = qnn_cpu::Plan::new(&lowered).expect("plans");
    let mut session = plan.session();
    assert_eq!(
        session.run(&inputs).expect("runs"),
        qnn_interp::run(&lowered, &inputs).expect("runs"),
        "the engines disagree"
    );
    let mut group = c.benchmark_group("mobilenet_v2/inference");
    group.bench_function("reference", |b| {
        b.iter(|| qnn_interp::run(black_box(&lowered), black_box(&inputs)).expect("runs"))
    });
    group.bench_function("cpu", |b| {
        b.iter(|| session.run(black_box(&inputs)).expect("runs"))
    });
    group.finish();
    c.bench_function("mobilenet_v2/plan", |b| {
        b.iter(|| qnn_cpu::Plan::new(black_box(&lowered)).expect("plans"))
    });
}

criterion_group!(benches, engines);
criterion_main!(benches);
