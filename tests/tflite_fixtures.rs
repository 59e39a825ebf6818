//! Bit-exact checks of the TFLite importer plus the reference interpreter against TFLite's own
//! reference kernels (`OpResolverType.BUILTIN_REF`, TF 2.21.0).
//!
//! For every entry of `tests/fixtures/tflite/manifest.json` (made by
//! `tools/tflite_fixtures/make_fixtures.py` with the real converter): read `model.tflite`,
//! import it with the manifest's input shapes (which differ from the stored ones only for the
//! dynamic-shape fixtures), verify, check that the graph prints and parses back to an equal
//! graph, then run the cases in order through `qnn_interp::Session` and require every output
//! to equal `case<K>_out<J>.npy` element for element. The cases are the frames of one stream,
//! as TFLite ran them on one interpreter: a streaming model's state variables carry from each
//! case to the next. One trial per fixture, `tflite/<family>/<name>`
//! (`cargo test --test tflite_fixtures -- probe_conv_` runs the convolution probes); a failing
//! one names the case, output, first mismatching element, its value and the expected one.
//!
//! Every fixture is also lowered to integer core ops (`qnn_rewrite::lower`) and compiled for
//! every built-in target and the CPU engine's (`qnn_legalize::compile`): each of those graphs
//! must give the same expected outputs on every case, in the reference interpreter and in the
//! CPU engine (`qnn_cpu::Plan`), and the same integers as the QNN graph on random inputs
//! (translation validation, what `qnnc lower --validate` runs).
//!
//! `QNNC_FIXTURES=DIR` runs the same checks on another fixture set, e.g. a fresh one made
//! with `make_fixtures.py --seed N --out DIR` (models that are not in the repository).

#[macro_use]
mod common;

use std::path::{Path, PathBuf};

use anyhow::{bail, ensure, Context, Result};
use qnn_ir::attrs::SumKernel;
use qnn_ir::state::{user_inputs, user_outputs};
use qnn_ir::text::{parse, print};
use qnn_ir::{verify, Data, Graph, Tensor};
use qnn_legalize::{compile, Registry};
use qnn_tflite::{import, import_with, read_model, ImportOptions};
use serde_json::Value;

/// The committed fixtures, or the set in `$QNNC_FIXTURES` (a fresh set made with
/// `make_fixtures.py --seed N --out DIR`: models not in the repository).
fn fixtures_dir() -> PathBuf {
    match std::env::var_os("QNNC_FIXTURES") {
        Some(dir) => PathBuf::from(dir),
        None => common::root().join("tests/fixtures/tflite"),
    }
}

fn manifest() -> Vec<Value> {
    let path = fixtures_dir().join("manifest.json");
    let text =
        std::fs::read_to_string(&path).expect("tests/fixtures/tflite/manifest.json is readable");
    match serde_json::from_str(&text).expect("manifest.json is JSON") {
        Value::Array(entries) => entries,
        _ => panic!("manifest.json is not a list"),
    }
}

fn name_of(entry: &Value) -> &str {
    entry["name"].as_str().unwrap_or("<unnamed>")
}

/// The `.npy` reader of `qnnc` itself, so the tests read the files exactly as the tool does.
#[path = "../crates/qnn-cli/src/file.rs"]
mod file;
#[path = "../crates/qnn-cli/src/npy.rs"]
#[allow(dead_code)]
mod npy;

fn read_npy(path: &Path) -> Result<Tensor> {
    npy::read(path)
}

/// The manifest's shapes of the graph inputs (the shapes the cases use).
fn input_shapes(entry: &Value) -> Result<Vec<Vec<usize>>> {
    let inputs = entry["inputs"].as_array().context("inputs")?;
    inputs
        .iter()
        .map(|i| {
            i["shape"]
                .as_array()
                .context("shape")?
                .iter()
                .map(|d| d.as_u64().map(|d| d as usize).context("extent"))
                .collect()
        })
        .collect()
}

/// `"element 17: got -3, expected -2"` for the first difference, or `None` when equal.
fn first_mismatch(got: &Tensor, want: &Tensor) -> Option<String> {
    if got.ty() != want.ty() {
        return Some(format!(
            "type {} but the expected output is {}",
            got.ty(),
            want.ty()
        ));
    }
    match (got.data(), want.data()) {
        (Data::F32(g), Data::F32(w)) => g
            .iter()
            .zip(w)
            .position(|(a, b)| a.to_bits() != b.to_bits())
            .map(|i| format!("element {i}: got {:?}, expected {:?}", g[i], w[i])),
        (g, w) => {
            let (g, w) = (g.to_i64()?, w.to_i64()?);
            g.iter()
                .zip(&w)
                .position(|(a, b)| a != b)
                .map(|i| format!("element {i}: got {}, expected {}", g[i], w[i]))
        }
    }
}

/// Random input sets on which the lowered graph is compared with the QNN graph.
const RANDOM_CASES: u64 = 3;

/// Checks one fixture; `Err` names what failed.
fn check_fixture(entry: &Value) -> Result<()> {
    let name = name_of(entry);
    let dir = fixtures_dir().join(name);
    let bytes = std::fs::read(dir.join("model.tflite")).context("cannot read model.tflite")?;
    let model = read_model(&bytes).context("read_model")?;

    // The stored shapes import too (for dynamic models they hold placeholders).
    let stored = import(&model).context("import with the stored shapes")?;
    verify(&stored).context("verify (stored shapes)")?;

    let shapes = input_shapes(entry)?;
    // Expected outputs from TFLite's builtin kernels (where its reference kernel is wrong, see
    // `kernels_reason`) are matched with the builtin arithmetic.
    let sum_kernel = match entry["kernels"].as_str() {
        Some("builtin") => SumKernel::Builtin,
        _ => SumKernel::Reference,
    };
    let g: Graph = import_with(
        &model,
        &ImportOptions {
            input_shapes: Some(shapes),
            sum_kernel,
        },
    )
    .context("import")?;
    verify(&g).context("verify")?;
    let text = print(&g);
    let back =
        parse(&text).map_err(|e| anyhow::anyhow!("the printed graph does not parse: {e}"))?;
    ensure!(
        back == g,
        "the printed graph parses back to a different graph"
    );
    ensure!(print(&back) == text, "printing is not a fixed point");

    let outputs = entry["outputs"].as_array().context("outputs")?;
    ensure!(
        user_outputs(&g).len() == outputs.len(),
        "{} graph outputs, manifest has {}",
        user_outputs(&g).len(),
        outputs.len()
    );
    let cases = entry["cases"].as_u64().context("cases")?;
    ensure!(cases > 0, "no cases");
    let lowered = qnn_rewrite::lower(&g, &Default::default()).context("lower")?;
    // The node and iteration limits are never what stops a phase on a real model.
    for p in &lowered.report.phases {
        ensure!(p.stop.saturated(), "phase {} stopped: {}", p.phase, p.stop);
    }
    let lowered = lowered.graph;
    for seed in 0..RANDOM_CASES {
        let inputs = qnn_check::validate::random_inputs(&g, seed);
        qnn_check::validate::compare(&g, &lowered, &inputs)
            .map_err(|m| anyhow::anyhow!("lowered, random inputs (seed {seed}): {m}"))?;
    }
    // Every built-in target: compiled (legalized, lowered, legality-checked, every rule
    // application checked), equal to the QNN graph on a random input set and to TFLite on
    // every case.
    let mut stages = vec![
        ("qnn".to_string(), g.clone()),
        ("lowered".to_string(), lowered),
    ];
    let mut registry = Registry::builtin();
    qnn_cpu::register(&mut registry).context("the CPU engine's target")?;
    // Under `--prove` (docs/prove.md): no rule application is refuted.
    let options = qnn_legalize::CompileOptions {
        prove: true,
        ..Default::default()
    };
    for target in registry.targets() {
        let c = compile(&g, target, &options)
            .with_context(|| format!("compile for target {}", target.name))?;
        // Real topologies run without a step on the reference kernel (issue 24).
        if target.name == "cpu" && entry["kind"].as_str() == Some("real") {
            let plan = qnn_cpu::Plan::new(&c.lowered.graph).context("plan")?;
            let left = &plan.stats().fallback;
            ensure!(
                left.is_empty(),
                "steps left to the reference kernel: {left:?}"
            );
        }
        let inputs = qnn_check::validate::random_inputs(&g, 7);
        qnn_check::validate::compare(&g, &c.lowered.graph, &inputs)
            .map_err(|m| anyhow::anyhow!("target {}, random inputs: {m}", target.name))?;
        stages.push((format!("target {}", target.name), c.lowered.graph));
    }
    // The cases run in order on one interpreter, as `make_fixtures.py` ran them: a
    // streaming model's state carries from each case (frame) to the next.
    let frames = (0..cases)
        .map(|k| {
            (0..user_inputs(&g).len())
                .map(|i| read_npy(&dir.join(format!("case{k}_in{i}.npy"))))
                .collect::<Result<Vec<_>>>()
        })
        .collect::<Result<Vec<_>>>()?;
    let expected = (0..cases)
        .map(|k| {
            (0..outputs.len())
                .map(|j| read_npy(&dir.join(format!("case{k}_out{j}.npy"))))
                .collect::<Result<Vec<_>>>()
        })
        .collect::<Result<Vec<_>>>()?;
    for (stage, graph) in &stages {
        let mut engines: Vec<(String, Engine)> = vec![("interpreter".into(), Engine::Interp)];
        // The CPU engine runs every lowered graph; its own target's at every
        // instruction-set level this machine runs, and on several threads, which must not
        // change a bit.
        let isas = match stage.as_str() {
            "qnn" => Vec::new(),
            "target cpu" => qnn_cpu::Isa::supported(),
            _ => vec![qnn_cpu::Isa::detect()],
        };
        for isa in isas {
            engines.push((format!("cpu engine, {}", isa.name()), Engine::Cpu(isa, 1)));
        }
        if stage == "target cpu" {
            for threads in [2, 3] {
                engines.push((
                    format!("cpu engine, {threads} threads"),
                    Engine::Cpu(qnn_cpu::Isa::detect(), threads),
                ));
            }
        }
        for (engine, how) in engines {
            let results =
                run_frames(graph, how, &frames).with_context(|| format!("{engine} ({stage})"))?;
            for (k, (got, want)) in results.iter().zip(&expected).enumerate() {
                for (j, (got, want)) in got.iter().zip(want).enumerate() {
                    if let Some(m) = first_mismatch(got, want) {
                        bail!("case {k} output {j} ({stage} graph, {engine}): {m}");
                    }
                }
            }
        }
    }
    Ok(())
}

/// What runs a stage's graph.
#[derive(Clone, Copy)]
enum Engine {
    /// The reference interpreter.
    Interp,
    /// The CPU engine at an instruction-set level, on a number of threads.
    Cpu(qnn_cpu::Isa, usize),
}

/// Runs `g` on the frames in order, carrying its state: the outputs per frame.
fn run_frames(g: &Graph, engine: Engine, frames: &[Vec<Tensor>]) -> Result<Vec<Vec<Tensor>>> {
    match engine {
        Engine::Interp => {
            let mut s = qnn_interp::Session::new(g);
            frames
                .iter()
                .enumerate()
                .map(|(k, f)| s.step(f).with_context(|| format!("case {k}")))
                .collect()
        }
        Engine::Cpu(isa, threads) => {
            let plan = qnn_cpu::Plan::with_isa(g, isa)?;
            let mut s = plan.session_with_threads(threads)?;
            frames
                .iter()
                .enumerate()
                .map(|(k, f)| s.step(f).with_context(|| format!("case {k}")))
                .collect()
        }
    }
}

/// The family a fixture belongs to (the middle part of its trial's name).
fn family(entry: &Value) -> &'static str {
    let name = name_of(entry);
    match entry["kind"].as_str() {
        Some("model") => return "models",
        Some("real") => return "real",
        Some("float") => return "float",
        _ => {}
    }
    let families: &[(&str, &str)] = &[
        ("probe_conv_", "conv"),
        ("probe_dw_", "conv"),
        ("probe_tconv_", "conv"),
        ("probe_fc_", "fully_connected"),
        ("probe_batch_matmul", "fully_connected"),
        ("probe_add_", "binary"),
        ("probe_sub_", "binary"),
        ("probe_mul_", "binary"),
        ("probe_avgpool_", "pool"),
        ("probe_maxpool_", "pool"),
        ("probe_mean_", "mean"),
        ("probe_sum_", "mean"),
        ("probe_softmax_", "softmax"),
        ("probe_log_softmax", "softmax"),
        ("probe_logistic_", "unary"),
        ("probe_tanh_", "unary"),
        ("probe_hard_swish_", "unary"),
        ("probe_relu", "unary"),
        ("probe_leaky_relu", "unary"),
        ("probe_quantize_", "quantize"),
        ("probe_dequantize", "quantize"),
        ("probe_concat_", "shape"),
        ("probe_pad", "shape"),
        ("probe_reshape", "shape"),
        ("probe_squeeze", "shape"),
        ("probe_transpose", "shape"),
        ("probe_slice", "movement"),
        ("probe_strided_slice", "movement"),
        ("probe_split", "movement"),
        ("probe_pack", "movement"),
        ("probe_unpack", "movement"),
        ("probe_gather", "movement"),
        ("probe_broadcast_to", "movement"),
        ("probe_space_to_depth", "movement"),
        ("probe_maximum", "movement"),
        ("probe_minimum", "movement"),
        ("probe_reduce_", "movement"),
        ("probe_arg_", "movement"),
        ("probe_resize_nearest", "movement"),
        ("probe_resize_bilinear", "movement"),
        ("probe_abs", "unary"),
        ("probe_exp", "unary"),
        ("probe_gelu", "unary"),
        ("probe_rsqrt", "unary"),
        ("probe_prelu", "binary"),
        ("probe_squared_difference", "binary"),
        ("probe_div", "binary"),
        ("probe_float_", "binary"),
        ("probe_greater", "logic"),
        ("probe_less", "logic"),
        ("probe_equal", "logic"),
        ("probe_not_equal", "logic"),
        ("probe_logical", "logic"),
        ("probe_dynamic_update_slice", "movement"),
    ];
    families
        .iter()
        .find(|(prefix, _)| name.starts_with(prefix))
        .map_or("unknown", |(_, f)| f)
}

fn every_fixture_has_a_family() {
    let entries = manifest();
    assert!(
        entries.len() >= 100,
        "only {} manifest entries",
        entries.len()
    );
    let orphans: Vec<&str> = entries
        .iter()
        .filter(|e| family(e) == "unknown")
        .map(name_of)
        .collect();
    assert!(
        orphans.is_empty(),
        "fixtures without a test family: {orphans:?}"
    );
}

/// The element types the fixtures use are the ones `read_npy` maps.
fn fixture_dtypes_are_known() {
    for e in manifest() {
        for io in ["inputs", "outputs"] {
            for t in e[io].as_array().into_iter().flatten() {
                let d = t["dtype"].as_str().unwrap_or("");
                // int32 / int64: the indices of ARG_MAX / ARG_MIN.
                let known = ["int8", "uint8", "int16", "float32", "int32", "int64"];
                assert!(known.contains(&d), "{}: unexpected dtype {d}", name_of(&e));
            }
        }
    }
}

fn main() -> std::process::ExitCode {
    let mut trials = tests![every_fixture_has_a_family, fixture_dtypes_are_known];
    trials.extend(manifest().into_iter().map(|entry| {
        let name = format!("tflite/{}/{}", family(&entry), name_of(&entry));
        common::Trial::test(name, move || {
            check_fixture(&entry).map_err(|e| format!("{}: {e:#}", name_of(&entry)).into())
        })
    }));
    common::run(trials)
}
