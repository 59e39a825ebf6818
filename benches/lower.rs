//! Benchmarks of lowering (`qnn-rewrite`) on the bundled MobileNetV2: lowering alone, import +
//! lower + print as `qnnc lower` runs them, the MLIR export of the lowered graph, and compiling
//! for each built-in target. How each stage scales with the graph is `benches/scale.rs`. Run
//! with `cargo bench --bench lower`.

use criterion::{criterion_group, criterion_main, Criterion};
use qnn_ir::text::{print_with, PrintOptions};
use qnn_rewrite::{lower, LowerOptions};
use std::hint::black_box;

fn model_bytes() -> Vec<u8> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/tflite/mobilenet_v2/model.tflite"
    );
    std::fs::read(path).expect("the bundled MobileNetV2")
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
    // The MLIR export of the lowered graph (`qnnc export --mlir linalg|tosa`), beyond lowering.
    let lowered = lower(&g, &opts).expect("lowers").graph;
    let mlir = qnn_mlir::ExportOptions {
        flavour: qnn_mlir::Flavour::Linalg,
        elide_constants: false,
    };
    c.bench_function("mobilenet_v2/export_mlir", |b| {
        b.iter(|| qnn_mlir::export(black_box(&lowered), &mlir).expect("exports"))
    });
    let tosa = qnn_mlir::ExportOptions {
        flavour: qnn_mlir::Flavour::Tosa,
        ..mlir
    };
    c.bench_function("mobilenet_v2/export_mlir_tosa", |b| {
        b.iter(|| qnn_mlir::export(black_box(&lowered), &tosa).expect("exports"))
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
}

criterion_group!(benches, lowering);
criterion_main!(benches);
