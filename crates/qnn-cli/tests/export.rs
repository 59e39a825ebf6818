//! `qnnc export`: the MLIR module of a model on standard output or in `-o`, byte-identical
//! across runs; an op the flavour cannot state, a bad flag and a missing model are errors
//! with the README's exit codes. (IREE runs the modules in `tools/iree/check.py`.)

use std::path::PathBuf;
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn qnnc(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_qnnc"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("qnnc runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// MobileNetV2 exports to one module over its input and output tensors, the same bytes each
/// time, and `-o` writes those bytes.
#[test]
fn exports_mobilenet_v2() {
    let model = "tests/fixtures/tflite/mobilenet_v2/model.tflite";
    let a = qnnc(&["export", model, "--mlir", "linalg"]);
    assert_eq!(a.status.code(), Some(0), "{}", text(&a.stderr));
    let m = text(&a.stdout);
    assert!(
        m.contains("func.func @main(%v0: tensor<1x96x96x3xi8>) -> (tensor<1x10xi8>)"),
        "{}",
        &m[..m.len().min(600)]
    );
    assert!(m.contains(" = linalg.generic {"));
    assert!(m.trim_end().ends_with('}'));
    assert_eq!(
        qnnc(&["export", model, "--mlir", "linalg"]).stdout,
        a.stdout
    );
    let out = std::env::temp_dir().join(format!("qnnc-export-{}.mlir", std::process::id()));
    let o = qnnc(&[
        "export",
        model,
        "--mlir",
        "linalg",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(o.stdout.is_empty());
    assert_eq!(std::fs::read(&out).expect("written"), a.stdout);
    let _ = std::fs::remove_file(out);
}

/// A refused op names the value and the op, exit 1; no flavour or an unknown one is a usage
/// error, exit 2.
#[test]
fn errors() {
    // An f64 maximum: no importer makes one, and the export writes ordered ones for f32 only.
    let f64_max = std::env::temp_dir().join(format!("qnnc-export-f64-{}.qnn", std::process::id()));
    std::fs::write(
        &f64_max,
        "graph \"g\" {\n  input %0 \"x\" : tensor<2x2xf64>\n  %1 = reduce_max %0 {axes = [1], keep_dims = false} : tensor<2xf64>\n  output \"y\" = %1\n}\n",
    )
    .expect("writable");
    let o = qnnc(&["export", f64_max.to_str().unwrap(), "--mlir", "linalg"]);
    let _ = std::fs::remove_file(&f64_max);
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o.stderr);
    assert!(
        err.contains("%1 (reduce_max): no exact MLIR form in the linalg flavour: an ordered float sum is written for f32 only"),
        "{err}"
    );
    assert!(o.stdout.is_empty());
    let o = qnnc(&["export", "tests/lower/sum.qnn"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    let o = qnnc(&["export", "tests/lower/sum.qnn", "--mlir", "spirv"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    let o = qnnc(&["export", "no/such/model.tflite", "--mlir", "linalg"]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stderr));
}

/// `--mlir tosa` writes TOSA operations for the convolutions and rescales, deterministically.
#[test]
fn exports_tosa() {
    let model = "tests/fixtures/tflite/conv_single/model.tflite";
    let a = qnnc(&["export", model, "--mlir", "tosa", "--target", "x86-vnni"]);
    assert_eq!(a.status.code(), Some(0), "{}", text(&a.stderr));
    let m = text(&a.stdout);
    for op in ["\"tosa.conv2d\"(", "\"tosa.rescale\"(", "\"tosa.table\"("] {
        assert!(m.contains(op), "no {op} in\n{m}");
    }
    let b = qnnc(&["export", model, "--mlir", "tosa", "--target", "x86-vnni"]);
    assert_eq!(b.stdout, a.stdout);
}

/// `--resize-inputs` gives the module the `--input` arrays' shapes; arrays without it are a
/// usage error (export reads only their shapes).
#[test]
fn resize_inputs() {
    let dir = "tests/fixtures/tflite/hswish_squeeze";
    let model = format!("{dir}/model.tflite");
    let case = format!("{dir}/case0_in0.npy");
    let a = qnnc(&[
        "export",
        &model,
        "--mlir",
        "linalg",
        "--resize-inputs",
        "--input",
        &case,
    ]);
    assert_eq!(a.status.code(), Some(0), "{}", text(&a.stderr));
    assert!(
        text(&a.stdout).contains("func.func @main(%v0: tensor<1x12x1x5xi8>)"),
        "{}",
        text(&a.stdout)
    );
    let b = qnnc(&["export", &model, "--mlir", "linalg", "--input", &case]);
    assert_eq!(b.status.code(), Some(2));
    assert!(
        text(&b.stderr).contains("only for their shapes, with --resize-inputs"),
        "{}",
        text(&b.stderr)
    );
}
