//! Inference on three bundled fixtures (MobileNetV2, MobileNetV1, EfficientNetB0), each
//! compiled for the CPU engine's target: the reference interpreter and the CPU engine
//! (`qnn-cpu`) at every instruction-set level this machine runs, on the same lowered graph, in
//! one run (the machines are noisy: compare only numbers from the same run); and the CPU
//! engine's plan of MobileNetV2. Run with `cargo bench --bench engine`.

use criterion::{criterion_group, criterion_main, Criterion};
use qnn_ir::Tensor;
use std::hint::black_box;

const MODELS: [&str; 3] = ["mobilenet_v2", "mobilenet_v1", "efficientnet_b0"];

fn engines(c: &mut Criterion) {
    for name in MODELS {
        let path = format!(
            "{}/tests/fixtures/tflite/{name}/model.tflite",
            env!("CARGO_MANIFEST_DIR")
        );
        let bytes = std::fs::read(&path).expect("a bundled fixture");
        let g = qnn_tflite::import_bytes(&bytes).expect("imports");
        let compiled = qnn_legalize::compile(&g, &qnn_cpu::target(), &Default::default())
            .expect("compiles for the cpu target");
        let lowered = compiled.lowered.graph;
        let inputs: Vec<Tensor> = qnn_check::validate::random_inputs(&g, 0);
        let want = qnn_interp::run(&lowered, &inputs).expect("runs");
        let mut group = c.benchmark_group(format!("{name}/inference"));
        group.bench_function("reference", |b| {
            b.iter(|| qnn_interp::run(black_box(&lowered), black_box(&inputs)).expect("runs"))
        });
        for isa in qnn_cpu::Isa::supported() {
            let plan = qnn_cpu::Plan::with_isa(&lowered, isa).expect("plans");
            let mut session = plan.session();
            assert_eq!(session.run(&inputs).expect("runs"), want, "{name}: {isa:?}");
            group.bench_function(format!("cpu-{}", isa.name()), |b| {
                b.iter(|| session.run(black_box(&inputs)).expect("runs"))
            });
        }
        group.finish();
        if name == "mobilenet_v2" {
            c.bench_function("mobilenet_v2/plan", |b| {
                b.iter(|| qnn_cpu::Plan::new(black_box(&lowered)).expect("plans"))
            });
        }
    }
}

criterion_group!(benches, engines);
criterion_main!(benches);
