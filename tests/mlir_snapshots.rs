//! Snapshots of the MLIR export (`qnnc export --mlir F --elide-constants`, for both flavours
//! `F`, `linalg` and `tosa`): every `tests/lower/*.qnn` case, lowered with the default
//! options, is exported and its module (or, for an op the flavour refuses, the error naming
//! it) snapshotted as `snapshots/mlir_F_<stem>.snap`, and every `tests/legalize/*.qnn` case
//! compiled for every built-in target as `snapshots/mlir_F_legalize_<stem>_<target>.snap`. One trial
//! per input: `cargo test --test mlir_snapshots -- conv2d` runs those cases. The export's exactness is
//! checked by running it in IREE (`tools/iree/check.py`), which these tests do not need.

#[macro_use]
mod common;

use std::path::Path;

use qnn_ir::text::parse;
use qnn_mlir::{export, ExportOptions, Flavour};

const FLAVOURS: [Flavour; 2] = [Flavour::Linalg, Flavour::Tosa];

fn options(flavour: Flavour) -> ExportOptions {
    ExportOptions {
        flavour,
        elide_constants: true,
    }
}

/// The exported text of one case, or its error.
fn exported(path: &Path, flavour: Flavour) -> String {
    let text =
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()));
    let g = parse(&text).unwrap_or_else(|e| panic!("{}:{e}", path.display()));
    let lowered = qnn_rewrite::lower(&g, &Default::default())
        .unwrap_or_else(|e| panic!("lower {}: {e}", path.display()));
    match export(&lowered.graph, &options(flavour)) {
        Ok(m) => m,
        Err(e) => format!("refused: {e}\n"),
    }
}

/// Exports one case twice (the text is deterministic) and checks it against its snapshot.
fn export_matches_its_snapshot(path: &Path) {
    let name = path
        .file_stem()
        .and_then(|s| s.to_str())
        .expect("a UTF-8 stem")
        .to_string();
    for f in FLAVOURS {
        let text = exported(path, f);
        assert_eq!(text, exported(path, f), "{name}: two exports differ");
        let snap = format!("mlir_{}_{name}", f.name());
        common::insta_settings().bind(|| insta::assert_snapshot!(snap, text));
    }
}

/// Each legalization case compiled for each built-in target, exported.
fn legalize_trials() -> Vec<common::Trial> {
    let files = common::files_with_ext(&common::root().join("tests/legalize"), "qnn");
    let mut trials = Vec::new();
    for path in files {
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("a stem")
            .to_string();
        for target in qnn_legalize::Registry::builtin().targets() {
            let (path, stem, target) = (path.clone(), stem.clone(), target.name.clone());
            let name = format!("mlir/legalize/{stem}/{target}");
            trials.push(common::Trial::test(name, move || {
                let text = std::fs::read_to_string(&path).expect("readable");
                let g = parse(&text).unwrap_or_else(|e| panic!("{}:{e}", path.display()));
                let registry = qnn_legalize::Registry::builtin();
                let t = registry
                    .targets()
                    .iter()
                    .find(|t| t.name == target)
                    .expect("built in");
                let c = qnn_legalize::compile(&g, t, &Default::default())
                    .unwrap_or_else(|e| panic!("{stem} for {target}: {e}"));
                for f in FLAVOURS {
                    let m = export(&c.lowered.graph, &options(f))
                        .unwrap_or_else(|e| format!("refused: {e}\n"));
                    let snap = format!("mlir_{}_legalize_{stem}_{target}", f.name());
                    common::insta_settings().bind(|| insta::assert_snapshot!(snap, m));
                }
                Ok(())
            }));
        }
    }
    trials
}

/// A QNN op (an unlowered graph) is an error naming the value, not a module.
fn a_qnn_op_is_refused() {
    let g = parse(
        "graph \"g\" {\n  input %0 \"x\" : tensor<4xi8>\n  %1 = qnn.requantize %0 {in_q = q(0.5, 0), out_q = q(0.25, 0), ratio = f64, rounding = tflite_double, clamp = none} : tensor<4xi8>\n  output \"y\" = %1\n}\n",
    )
    .expect("parses");
    let e = export(&g, &options(Flavour::Linalg)).expect_err("a QNN op has no export");
    assert_eq!(
        e.to_string(),
        "%1: qnn.requantize is a QNN op: export a lowered graph"
    );
}

fn main() -> std::process::ExitCode {
    let mut trials = tests![a_qnn_op_is_refused];
    let files = common::files_with_ext(&common::root().join("tests/lower"), "qnn");
    trials.extend(common::file_trials(
        "mlir",
        files,
        export_matches_its_snapshot,
    ));
    trials.extend(legalize_trials());
    common::run(trials)
}
