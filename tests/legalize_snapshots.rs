//! Snapshots of legalized and lowered IR, per target: every `tests/legalize/*.qnn` input
//! (a convolution, a depthwise or second convolution, and a dense layer in one quantization
//! flavour) is compiled for every built-in target, and `snapshots/legalize_<stem>_<target>.snap`
//! holds the target's hook counts, the legalized QNN graph and the lowered graph (long
//! constants by content hash, as `--elide-constants` prints them).
//!
//! - `uint8_legacy`: uint8 activations and per-tensor uint8 weights with zero points (the
//!   legacy TFLite scheme), `float` multiplier products;
//! - `int8_per_channel`: int8 activations, symmetric per-channel int8 weights; the pointwise
//!   conv's weights lie in [-64, 64] (x86 keeps `vpmaddubsw`), the 3x3 conv's do not;
//! - `int16x8`: int16 activations, int8 weights, 64-bit accumulators.
//!
//! Each compiled graph must also be exact (equal to the QNN graph on random inputs),
//! deterministic (compiled twice, printed identically) and hold only ops its target runs.

#[macro_use]
mod common;

use qnn_check::validate::{compare, random_inputs};
use qnn_ir::text::{parse, print_with, PrintOptions};
use qnn_legalize::{compile, Registry};

const ELIDE: PrintOptions = PrintOptions {
    elide_constants: true,
};

/// Every input compiled for every built-in target: one trial `legalize/<stem>/<target>` each.
fn legalize_trials() -> Vec<common::Trial> {
    let files = common::files_with_ext(&common::root().join("tests/legalize"), "qnn");
    assert_eq!(files.len(), 3, "the three flavours of tests/legalize/");
    let mut trials = Vec::new();
    for path in files {
        let stem = path.file_stem().and_then(|s| s.to_str()).expect("a stem");
        for target in Registry::builtin().targets() {
            let (path, target_name) = (path.clone(), target.name.clone());
            trials.push(common::Trial::test(
                format!("legalize/{stem}/{}", target.name),
                move || {
                    check(&path, &target_name);
                    Ok(())
                },
            ));
        }
    }
    trials
}

/// Compiles `path` for the built-in target `target_name` and checks the result.
fn check(path: &std::path::Path, target_name: &str) {
    let stem = path.file_stem().and_then(|s| s.to_str()).expect("a stem");
    let text = std::fs::read_to_string(path).expect("readable");
    let g = parse(&text).unwrap_or_else(|e| panic!("{}:{e}", path.display()));
    let registry = Registry::builtin();
    let target = registry
        .targets()
        .iter()
        .find(|t| t.name == target_name)
        .expect("a built-in target");
    let name = format!("legalize_{stem}_{}", target.name);
    let c = compile(&g, target, &Default::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
    let again = compile(&g, target, &Default::default()).expect("compiles twice");
    assert_eq!(
        print_with(&c.lowered.graph, &ELIDE),
        print_with(&again.lowered.graph, &ELIDE),
        "{name}: not deterministic"
    );
    for seed in 0..4 {
        let inputs = random_inputs(&g, seed);
        assert_eq!(
            compare(&g, &c.lowered.graph, &inputs),
            Ok(true),
            "{name}: seed {seed}"
        );
    }
    let hooks: Vec<String> = c
        .legalized
        .report
        .applied
        .iter()
        .filter(|(_, n)| **n > 0)
        .map(|(h, n)| format!("{h} {n}"))
        .collect();
    let snap = format!(
        "// target {}: {}\n// hooks: {}\n\n// legalized\n{}\n// lowered\n{}",
        target.name,
        target.description,
        hooks.join(", "),
        print_with(&c.legalized.graph, &ELIDE),
        print_with(&c.lowered.graph, &ELIDE)
    );
    common::insta_settings().bind(|| insta::assert_snapshot!(name, snap));
}

const BEGIN: &str = "<!-- target-counts:begin (tests/legalize_snapshots.rs) -->\n";
const END: &str = "<!-- target-counts:end -->";

/// The products of a compiled graph by opcode and operand types: `conv2d(u8, i8) x34, ...`.
fn products(g: &qnn_ir::Graph) -> String {
    let mut counts: Vec<(String, usize)> = Vec::new();
    for (_, v) in g.iter() {
        let qnn_ir::ValueDef::Op { op, args } = &v.def else {
            continue;
        };
        if !matches!(op, qnn_ir::Op::Conv2d(_) | qnn_ir::Op::Dense(_)) {
            continue;
        }
        let ds: Vec<String> = args
            .iter()
            .map(|a| g.values()[a.index()].ty.dtype.to_string())
            .collect();
        let key = format!("`{}({})`", op.opcode().mnemonic(), ds.join(", "));
        match counts.iter_mut().find(|(k, _)| *k == key) {
            Some(e) => e.1 += 1,
            None => counts.push((key, 1)),
        }
    }
    counts
        .iter()
        .map(|(k, n)| format!("{k} x{n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn fixture(name: &str) -> qnn_ir::Graph {
    let path = common::root().join(format!("tests/fixtures/tflite/{name}/model.tflite"));
    let bytes = std::fs::read(path).expect("fixture");
    qnn_tflite::import_bytes(&bytes).expect("imports")
}

/// The table of `docs/targets.md` between the `target-counts` markers: for the int8
/// MobileNetV2 and the legacy uint8 fixture, each target's run-time op count and products.
/// Fails when the document differs; `QNNC_UPDATE_DOCS=1` rewrites it.
fn docs_target_table_is_current() {
    let models = [
        ("mobilenet_v2", fixture("mobilenet_v2")),
        ("uint8_legacy", fixture("uint8_legacy")),
    ];
    let mut want = String::from(
        "| target | MobileNetV2 (int8): run-time ops | its products | `uint8_legacy`: run-time ops | its products |\n|---|---|---|---|---|\n",
    );
    for t in Registry::builtin().targets() {
        want.push_str(&format!("| `{}` |", t.name));
        for (name, g) in &models {
            let c = compile(g, t, &Default::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
            let ops: usize = c.lowered.report.ops_after.values().sum();
            want.push_str(&format!(" {ops} | {} |", products(&c.lowered.graph)));
        }
        want.push('\n');
    }
    let path = common::root().join("docs/targets.md");
    let doc = std::fs::read_to_string(&path).expect("docs/targets.md");
    let start = doc.find(BEGIN).expect("the begin marker") + BEGIN.len();
    let end = doc.find(END).expect("the end marker");
    if doc[start..end] != want {
        if std::env::var_os("QNNC_UPDATE_DOCS").is_some() {
            std::fs::write(&path, format!("{}{want}{}", &doc[..start], &doc[end..]))
                .expect("write docs/targets.md");
        } else {
            panic!(
                "docs/targets.md quotes other numbers than the code gives (rerun with \
                 QNNC_UPDATE_DOCS=1 to rewrite the table):\n{want}"
            );
        }
    }
}

fn main() -> std::process::ExitCode {
    let mut trials = tests![docs_target_table_is_current];
    trials.extend(legalize_trials());
    common::run(trials)
}
