//! No panic on any `.tflite` input: every fixture model, with its bytes mutated and with its
//! decoded contents mutated (scales, zero points, shapes, constant data, options, operand
//! indices), must import to an error or to a graph that verifies; such a graph must run on
//! zero inputs to outputs or to an error, and lower to a graph with the same outputs or to
//! the legality error (never a rule bug).

mod common;

use qnn_ir::{Tensor, ValueDef};
use qnn_tflite::model::{TfModel, TfOptions};
use qnn_tflite::{import, read_model};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Most elements any value of a graph may have for it to be run here (keeps the test fast).
const RUN_LIMIT: usize = 1 << 16;

fn models() -> Vec<(String, Vec<u8>)> {
    let dir = common::root().join("tests/fixtures/tflite");
    let mut v: Vec<_> = common::files_with_ext(&dir, "tflite")
        .into_iter()
        .map(|p| {
            let name = p
                .parent()
                .unwrap()
                .file_name()
                .unwrap()
                .to_string_lossy()
                .into_owned();
            (name, std::fs::read(&p).unwrap())
        })
        .filter(|(_, b)| b.len() < 64 * 1024)
        .collect();
    v.sort();
    assert!(v.len() > 100, "fixtures missing");
    v
}

/// 0: import error, 1: imported (too big to run here), 2: imported and ran (to outputs or an
/// error).
fn check(m: &TfModel) -> usize {
    let Ok(g) = import(m) else { return 0 };
    qnn_ir::verify(&g).expect("the importer returns verified graphs");
    let small = g
        .values()
        .iter()
        .all(|v| v.ty.num_elements().is_some_and(|n| n <= RUN_LIMIT));
    if small {
        let inputs: Vec<Tensor> = g
            .inputs()
            .iter()
            .map(|&i| Tensor::zeros(g.ty(i).unwrap().clone()).unwrap())
            .collect();
        let _ = qnn_interp::run(&g, &inputs);
        // Lowering and compiling for every built-in target never panic nor report a bug of
        // their own; where they succeed, the result computes the same outputs.
        if let Err(m) = qnn_check::check_every_target(&g, &inputs) {
            panic!("{m}");
        }
    }
    assert!(g
        .values()
        .iter()
        .any(|v| matches!(v.def, ValueDef::Op { .. })));
    1 + usize::from(small)
}

fn mutate(m: &mut TfModel, rng: &mut ChaCha8Rng) {
    let sg = &mut m.subgraph;
    let nt = sg.tensors.len();
    let t = &mut sg.tensors[rng.random_range(0..nt)];
    match rng.random_range(0..8) {
        0 => {
            if let Some(q) = &mut t.quant {
                if let Some(s) = q.scales.first_mut() {
                    *s = [0.0, -1.0, f32::NAN, f32::INFINITY, 1e-45, 3e38, 1e-30]
                        [rng.random_range(0..7)];
                }
            }
        }
        1 => {
            if let Some(q) = &mut t.quant {
                if let Some(z) = q.zero_points.first_mut() {
                    *z = [-1 << 40, -129, 128, 256, 70000, i64::MAX][rng.random_range(0..6)];
                }
            }
        }
        2 => {
            if let Some(q) = &mut t.quant {
                q.quantized_dimension = rng.random_range(-2..6);
            }
        }
        3 => {
            if let Some(d) = t.shape.first_mut() {
                *d = [0, -1, 3, 1 << 20, i32::MAX][rng.random_range(0..5)];
            }
        }
        4 => {
            if let Some(data) = &mut t.data {
                if !data.is_empty() {
                    let k = rng.random_range(0..data.len());
                    data[k] = rng.random();
                    if rng.random_bool(0.3) {
                        data.truncate(k);
                    }
                }
            }
        }
        5 => {
            let no = sg.operators.len();
            let op = &mut sg.operators[rng.random_range(0..no)];
            if let Some(i) = op.inputs.first_mut() {
                *i = [None, Some(nt + 3), Some(rng.random_range(0..nt))][rng.random_range(0..3)];
            }
        }
        6 => {
            let no = sg.operators.len();
            let op = &mut sg.operators[rng.random_range(0..no)];
            match &mut op.options {
                TfOptions::Conv2d {
                    stride_w,
                    dilation_h,
                    ..
                } => {
                    *stride_w = rng.random_range(-1..3);
                    *dilation_h = rng.random_range(-1..40);
                }
                TfOptions::DepthwiseConv2d {
                    stride_h,
                    depth_multiplier,
                    ..
                } => {
                    *stride_h = rng.random_range(-1..3);
                    *depth_multiplier = rng.random_range(-1..5);
                }
                TfOptions::Pool2d {
                    filter_w, stride_h, ..
                } => {
                    *filter_w = rng.random_range(-1..50);
                    *stride_h = rng.random_range(-1..3);
                }
                TfOptions::Concatenation { axis, .. } => *axis = rng.random_range(-6..6),
                TfOptions::Softmax { beta } => {
                    *beta = [0.0, -1.0, f32::NAN, 1e30][rng.random_range(0..4)]
                }
                other => *other = TfOptions::None,
            }
        }
        _ => t.ty = qnn_tflite::model::TfType::from_code(rng.random_range(0..12)),
    }
}

/// Mutation checks of the fixtures whose index is `shard` modulo [`SHARDS`] (the shards are
/// separate tests, so they run in parallel).
fn mutated_models_never_panic(shard: usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(0x7f1e + shard as u64);
    let mut outcomes = [0usize; 3];
    for (i, (name, bytes)) in models().into_iter().enumerate() {
        if i % SHARDS != shard {
            continue;
        }
        let model = read_model(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        outcomes[check(&model)] += 1;
        for _ in 0..24 {
            let mut m = model.clone();
            for _ in 0..rng.random_range(1..3) {
                mutate(&mut m, &mut rng);
            }
            outcomes[check(&m)] += 1;
        }
        for _ in 0..24 {
            let mut b = bytes.clone();
            let k = rng.random_range(0..b.len());
            b[k] ^= 1 << rng.random_range(0..8);
            if let Ok(m) = read_model(&b) {
                outcomes[check(&m)] += 1;
            }
        }
    }
    // Both kinds of outcome must be common, or the test would prove little.
    assert!(
        outcomes[0] > 100 && outcomes[2] > 100,
        "shard {shard}: outcomes (import error, imported, ran): {outcomes:?}"
    );
}

/// How many tests share the mutated fixtures.
const SHARDS: usize = 4;

#[test]
fn mutated_models_never_panic_0() {
    mutated_models_never_panic(0);
}

#[test]
fn mutated_models_never_panic_1() {
    mutated_models_never_panic(1);
}

#[test]
fn mutated_models_never_panic_2() {
    mutated_models_never_panic(2);
}

#[test]
fn mutated_models_never_panic_3() {
    mutated_models_never_panic(3);
}

/// Inputs the fuzzers found (`docs/robustness.md`), replayed through the same checks: each
/// imports to an error or to a graph that runs, lowers and compiles.
#[test]
fn fuzz_regressions_never_panic() {
    let dir = common::root().join("tests/fixtures/regressions/tflite");
    let files = common::files_with_ext(&dir, "tflite");
    assert!(
        !files.is_empty(),
        "no regression inputs in {}",
        dir.display()
    );
    for p in files {
        let bytes = std::fs::read(&p).unwrap();
        if let Ok(m) = read_model(&bytes) {
            check(&m);
        }
    }
}
