//! `qnnc run --dump DIR` and `qnnc compare A B`: every tensor an operator writes, under its
//! TFLite name, in execution order; two dumps compared by name, exit 0 when equal and 1 with
//! the first differing tensor named; folders that are not dumps are errors, never
//! overwritten.

use std::path::{Path, PathBuf};
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

/// A fresh, empty temporary folder for one test.
fn fresh(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("qnnc-dump-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

const MODEL: &str = "tests/fixtures/tflite/dense_single/model.tflite";
const INPUT: &str = "tests/fixtures/tflite/dense_single/case0_in0.npy";

fn dump(dir: &Path) -> Output {
    qnnc(&[
        "run",
        MODEL,
        "--input",
        INPUT,
        "--dump",
        dir.to_str().unwrap(),
    ])
}

/// The manifest's `(name, file)` pairs.
fn listed(dir: &Path) -> Vec<(String, String)> {
    let m: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("tensors.json")).unwrap()).unwrap();
    assert_eq!(m["format"], "qnnc-dump/1");
    m["tensors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["name"].as_str().unwrap().to_string(),
                t["file"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// A dump of one tensor, `name`, holding the array of `npy`.
fn one_tensor_dump(dir: &Path, name: &str, npy: &str) {
    std::fs::create_dir_all(dir).unwrap();
    std::fs::copy(root().join(npy), dir.join("t.npy")).unwrap();
    let m =
        serde_json::json!({"format": "qnnc-dump/1", "tensors": [{"name": name, "file": "t.npy"}]});
    std::fs::write(dir.join("tensors.json"), m.to_string()).unwrap();
}

/// The three FULLY_CONNECTED outputs are dumped in order, the last under the model output's
/// name and equal to TFLite's BUILTIN_REF output; another case's output differs from it.
#[test]
fn dumps_every_operator_output_and_compares_by_name() {
    let a = fresh("a");
    let o = dump(&a);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(
        text(&o.stderr).contains("dumped 3 tensors into"),
        "{}",
        text(&o.stderr)
    );
    let tensors = listed(&a);
    assert_eq!(tensors.len(), 3, "{tensors:?}");
    assert_eq!(tensors[2].0, "StatefulPartitionedCall_1:0");
    assert!(tensors[0].1.starts_with("0000-") && tensors[2].1.starts_with("0002-"));
    for (_, f) in &tensors {
        assert!(a.join(f).is_file(), "{f} is listed but not written");
    }

    let same = fresh("same");
    one_tensor_dump(
        &same,
        "StatefulPartitionedCall_1:0",
        "tests/fixtures/tflite/dense_single/case0_out0.npy",
    );
    let c = qnnc(&["compare", a.to_str().unwrap(), same.to_str().unwrap()]);
    assert_eq!(
        c.status.code(),
        Some(0),
        "{}{}",
        text(&c.stdout),
        text(&c.stderr)
    );
    assert_eq!(
        text(&c.stdout),
        "compared 1 tensor by name (2 only in A, 0 only in B)\nevery tensor is equal\n"
    );

    let other = fresh("other");
    one_tensor_dump(
        &other,
        "StatefulPartitionedCall_1:0",
        "tests/fixtures/tflite/dense_single/case1_out0.npy",
    );
    let c = qnnc(&["compare", a.to_str().unwrap(), other.to_str().unwrap()]);
    assert_eq!(c.status.code(), Some(1), "{}", text(&c.stdout));
    let out = text(&c.stdout);
    assert!(
        out.contains("first difference, in A's order: tensor 2 \"StatefulPartitionedCall_1:0\": "),
        "{out}"
    );
    assert!(out.contains(" of 40 elements differ, by at most "), "{out}");
    assert!(
        text(&c.stderr).contains("error: 1 of 1 tensor differ"),
        "{}",
        text(&c.stderr)
    );
    let j = qnnc(&[
        "compare",
        a.to_str().unwrap(),
        other.to_str().unwrap(),
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_slice(&j.stdout).expect("JSON");
    assert_eq!(v["differing"][0]["index"], 2);
    assert_eq!(v["differing"][0]["elements"], 40);

    // A second dump into the same folder replaces the first.
    let again = dump(&a);
    assert_eq!(again.status.code(), Some(0), "{}", text(&again.stderr));
    assert_eq!(listed(&a), tensors);
    for d in [a, same, other] {
        let _ = std::fs::remove_dir_all(d);
    }
}

/// For `.qnn` text every op's value is dumped as `%N`.
#[test]
fn dumps_qnn_values_by_number() {
    let d = fresh("qnn");
    let x = fresh("qnn-input");
    std::fs::create_dir_all(&x).unwrap();
    let lowered = qnnc(&["import", MODEL]);
    assert_eq!(lowered.status.code(), Some(0));
    let qnn = x.join("m.qnn");
    std::fs::write(&qnn, &lowered.stdout).unwrap();
    let o = qnnc(&[
        "run",
        qnn.to_str().unwrap(),
        "--input",
        INPUT,
        "--dump",
        d.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let names: Vec<String> = listed(&d).into_iter().map(|(n, _)| n).collect();
    assert_eq!(names.len(), 3, "{names:?}");
    assert!(names.iter().all(|n| n.starts_with('%')), "{names:?}");
    let _ = std::fs::remove_dir_all(d);
    let _ = std::fs::remove_dir_all(x);
}

/// A folder with other files is not written into; a folder without a manifest, or with a
/// manifest of another format or a file outside the folder, is not compared.
#[test]
fn folders_that_are_not_dumps_are_errors() {
    let d = fresh("busy");
    std::fs::create_dir_all(&d).unwrap();
    std::fs::write(d.join("notes.txt"), "keep me").unwrap();
    let o = dump(&d);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr).contains("holds files that are not an earlier dump's (notes.txt)"),
        "{}",
        text(&o.stderr)
    );
    assert_eq!(
        std::fs::read_to_string(d.join("notes.txt")).unwrap(),
        "keep me"
    );

    let c = qnnc(&["compare", d.to_str().unwrap(), d.to_str().unwrap()]);
    assert_eq!(c.status.code(), Some(1));
    assert!(
        text(&c.stderr).contains("tensors.json"),
        "{}",
        text(&c.stderr)
    );

    std::fs::write(
        d.join("tensors.json"),
        r#"{"format": "other/2", "tensors": []}"#,
    )
    .unwrap();
    let c = qnnc(&["compare", d.to_str().unwrap(), d.to_str().unwrap()]);
    assert!(
        text(&c.stderr).contains("format \"other/2\""),
        "{}",
        text(&c.stderr)
    );

    std::fs::write(
        d.join("tensors.json"),
        r#"{"format": "qnnc-dump/1", "tensors": [{"name": "x", "file": "../x.npy"}]}"#,
    )
    .unwrap();
    let c = qnnc(&["compare", d.to_str().unwrap(), d.to_str().unwrap()]);
    assert_eq!(c.status.code(), Some(1));
    assert!(
        text(&c.stderr).contains("is not in the folder"),
        "{}",
        text(&c.stderr)
    );
    let _ = std::fs::remove_dir_all(d);
}
