//! End-to-end tests of the `qnnc` binary: `print`, `import`, `info` and `run` on `.qnn` and
//! `.tflite` inputs, exit codes, and the exact `error: ...` messages of the failure paths,
//! snapshotted with insta in the repository's top-level `snapshots/` directory.
//!
//! Every command runs inside a fresh temporary directory holding copies of the files it needs,
//! so the paths in the messages (and therefore the snapshots) do not depend on the checkout.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use npyz::WriterBuilder;
use planus::ReadAsRoot;
use qnn_tflite::generated::tflite as fb;

/// The repository root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn fixture(name: &str, file: &str) -> PathBuf {
    root().join("tests/fixtures/tflite").join(name).join(file)
}

/// A scratch directory, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(test: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("qnnc-cli-{}-{test}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create the scratch directory");
        Scratch(dir)
    }

    fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }

    /// Copies `from` to `name` in the scratch directory.
    fn copy(&self, from: &Path, name: &str) {
        std::fs::copy(from, self.path(name))
            .unwrap_or_else(|e| panic!("copy {}: {e}", from.display()));
    }

    /// Runs `qnnc args...` in the scratch directory.
    fn qnnc(&self, args: &[&str]) -> Output {
        Command::new(env!("CARGO_BIN_EXE_qnnc"))
            .args(args)
            .current_dir(&self.0)
            .output()
            .expect("qnnc runs")
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Asserts success and returns stdout.
fn ok(o: &Output) -> String {
    assert_eq!(o.status.code(), Some(0), "stderr: {}", stderr(o));
    assert!(o.stderr.is_empty(), "unexpected stderr: {}", stderr(o));
    stdout(o)
}

fn insta_settings() -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_snapshot_path(root().join("snapshots"));
    s.set_prepend_module_to_snapshot(false);
    s
}

fn write_npy<T: npyz::AutoSerialize + Copy>(path: &Path, shape: &[u64], data: &[T]) {
    let mut buf = Vec::new();
    let mut w = npyz::WriteOptions::<T>::new()
        .default_dtype()
        .shape(shape)
        .writer(&mut buf)
        .begin_nd()
        .expect("npy writer");
    w.extend(data.iter().copied()).expect("npy data");
    w.finish().expect("npy finish");
    std::fs::write(path, buf).expect("write npy");
}

/// Shape and elements (widened to `i64`) of an integer `.npy` file.
fn read_npy_ints(path: &Path) -> (Vec<u64>, Vec<i64>) {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let npy = npyz::NpyFile::new(&bytes[..]).expect("npy header");
    let shape = npy.shape().to_vec();
    let descr = match npy.dtype() {
        npyz::DType::Plain(ts) => ts.to_string(),
        other => panic!("unexpected dtype {other:?}"),
    };
    let values: Vec<i64> = match descr.as_str() {
        "|i1" | "<i1" => npy
            .into_vec::<i8>()
            .unwrap()
            .into_iter()
            .map(i64::from)
            .collect(),
        "|u1" | "<u1" => npy
            .into_vec::<u8>()
            .unwrap()
            .into_iter()
            .map(i64::from)
            .collect(),
        "<i2" => npy
            .into_vec::<i16>()
            .unwrap()
            .into_iter()
            .map(i64::from)
            .collect(),
        "<i4" => npy
            .into_vec::<i32>()
            .unwrap()
            .into_iter()
            .map(i64::from)
            .collect(),
        d => panic!("unexpected element type {d}"),
    };
    (shape, values)
}

/// `conv_single`'s model with its single operator code turned into `opcode` (and `custom_code`),
/// re-serialised with the reader's generated bindings.
fn model_with_opcode(opcode: i32, custom: Option<&str>) -> Vec<u8> {
    let bytes = std::fs::read(fixture("conv_single", "model.tflite")).expect("fixture");
    let model = fb::ModelRef::read_as_root(&bytes).expect("fixture parses");
    let mut owned: fb::Model = model.try_into().expect("owned model");
    for code in owned.operator_codes.iter_mut().flatten() {
        code.builtin_code = opcode;
        code.deprecated_builtin_code = i8::try_from(opcode).unwrap_or(127);
        code.custom_code = custom.map(str::to_string);
    }
    let mut builder = planus::Builder::new();
    let mut v = builder.finish(&owned, Some(*b"TFL3")).to_vec();
    // planus 1.3.0 writes the identifier before the root offset (which then counts from byte 4);
    // reorder into the flatbuffers layout, as crates/qnn-tflite/tests/reader.rs does.
    if v[0..4] == *b"TFL3" {
        let root = u32::from_le_bytes([v[4], v[5], v[6], v[7]]) + 4;
        v[0..4].copy_from_slice(&root.to_le_bytes());
        v[4..8].copy_from_slice(b"TFL3");
    }
    v
}

// ---- success paths --------------------------------------------------------------------------

#[test]
fn print_is_canonical_on_the_corpus() {
    let s = Scratch::new("print");
    let file = root().join("tests/corpus/requantize.qnn");
    s.copy(&file, "requantize.qnn");
    let out = ok(&s.qnnc(&["print", "requantize.qnn"]));
    assert_eq!(out, std::fs::read_to_string(&file).unwrap());
}

#[test]
fn import_prints_and_writes_the_graph() {
    let s = Scratch::new("import");
    s.copy(&fixture("hswish_reshape", "model.tflite"), "model.tflite");
    let elided = ok(&s.qnnc(&["import", "--elide-constants", "model.tflite"]));
    insta_settings().bind(|| insta::assert_snapshot!("cli_import_hswish_reshape", elided));

    // `-o` writes the full text, which `print` reads back unchanged.
    let out = s.qnnc(&["import", "model.tflite", "-o", "model.qnn"]);
    assert_eq!(ok(&out), "");
    let text = std::fs::read_to_string(s.path("model.qnn")).expect("-o wrote the file");
    assert!(
        text.contains("\ndata @0 = ["),
        "constants are written in full"
    );
    assert_eq!(ok(&s.qnnc(&["print", "model.qnn"])), text);
}

#[test]
fn info_summarises_models() {
    let s = Scratch::new("info");
    let mut all = String::new();
    for name in [
        "conv_single",
        "uint8_legacy",
        "residual_16x8",
        "probe_quantize_f32_int8",
        "multi_io",
        "probe_squeeze",
    ] {
        let file = format!("{name}.tflite");
        s.copy(&fixture(name, "model.tflite"), &file);
        all.push_str(&format!(
            "$ qnnc info {file}\n{}\n",
            ok(&s.qnnc(&["info", &file]))
        ));
    }
    insta_settings().bind(|| insta::assert_snapshot!("cli_info", all));
}

#[test]
fn run_tflite_reproduces_the_reference_outputs() {
    let s = Scratch::new("run-tflite");
    for name in ["conv_single", "multi_io"] {
        s.copy(&fixture(name, "model.tflite"), "model.tflite");
        let mut args = vec!["run".to_string(), "model.tflite".to_string()];
        let mut k = 0;
        while fixture(name, &format!("case0_in{k}.npy")).exists() {
            s.copy(
                &fixture(name, &format!("case0_in{k}.npy")),
                &format!("in{k}.npy"),
            );
            args.extend(["--input".to_string(), format!("in{k}.npy")]);
            k += 1;
        }
        let mut j = 0;
        while fixture(name, &format!("case0_out{j}.npy")).exists() {
            args.extend(["--output".to_string(), format!("out{j}.npy")]);
            j += 1;
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        ok(&s.qnnc(&args));
        for j in 0..j {
            let got = read_npy_ints(&s.path(&format!("out{j}.npy")));
            let want = read_npy_ints(&fixture(name, &format!("case0_out{j}.npy")));
            assert_eq!(got, want, "{name} output {j}");
        }
    }
}

#[test]
fn run_detects_tflite_by_identifier_and_resizes_dynamic_inputs() {
    let s = Scratch::new("run-dynamic");
    // No `.tflite` extension: recognised by the TFL3 identifier.
    s.copy(&fixture("probe_squeeze", "model.tflite"), "squeeze.bin");
    s.copy(&fixture("probe_squeeze", "case0_in0.npy"), "in.npy");
    let out = s.qnnc(&[
        "run",
        "squeeze.bin",
        "--input",
        "in.npy",
        "--output",
        "out.npy",
        "--resize-inputs",
    ]);
    ok(&out);
    let got = read_npy_ints(&s.path("out.npy"));
    assert_eq!(
        got,
        read_npy_ints(&fixture("probe_squeeze", "case0_out0.npy"))
    );
}

#[test]
fn run_qnn_requantize_corpus_file() {
    let s = Scratch::new("run-qnn");
    s.copy(
        &root().join("tests/corpus/requantize.qnn"),
        "requantize.qnn",
    );
    write_npy(&s.path("x.npy"), &[2, 3], &[10i32, -6, 7, 1000, 3, -5]);
    ok(&s.qnnc(&[
        "run",
        "requantize.qnn",
        "--input",
        "x.npy",
        "--output",
        "t.npy",
        "--output",
        "a.npy",
    ]));
    // per_tensor: q(0.25, 0) -> q(1.0, -1), tflite_double (ties away): 10/4 = 2.5 -> 3, -6/4 = -1.5 -> -2,
    // 7/4 -> 2, 1000/4 = 250 -> 249 clamped to 127, 3/4 -> 1, -5/4 -> -1; then - 1.
    assert_eq!(
        read_npy_ints(&s.path("t.npy")),
        (vec![2, 3], vec![2, -3, 1, 127, 0, -2])
    );
    // per_axis: multipliers [0.5, 0.25, 0.125] / 0.5 = [1, 0.5, 0.25] by column, `upward` (ties to +inf), + 3,
    // clamp [-100, 100]: 10 -> 13; -3 -> 0; 1.75 -> 2 -> 5; 1000 -> 100; 1.5 -> 2 -> 5; -1.25 -> -1 -> 2.
    assert_eq!(
        read_npy_ints(&s.path("a.npy")),
        (vec![2, 3], vec![13, 0, 5, 100, 5, 2])
    );
}

// ---- failure paths --------------------------------------------------------------------------

#[test]
fn error_messages_and_exit_codes() {
    let s = Scratch::new("errors");
    s.copy(&fixture("conv_single", "model.tflite"), "conv.tflite");
    s.copy(&fixture("conv_single", "case0_in0.npy"), "in.npy");
    s.copy(&fixture("probe_squeeze", "model.tflite"), "squeeze.tflite");
    s.copy(&fixture("probe_squeeze", "case0_in0.npy"), "squeeze_in.npy");
    s.copy(
        &root().join("tests/corpus/requantize.qnn"),
        "requantize.qnn",
    );
    write_npy(&s.path("int16.npy"), &[1, 12, 12, 3], &[0i16; 432]);
    write_npy(&s.path("small.npy"), &[1, 12, 3], &[0i8; 36]);
    write_npy(&s.path("x.npy"), &[2, 3], &[0i32; 6]);
    std::fs::write(
        s.path("bad.tflite"),
        b"\x10\x00\x00\x00TFL3\x00\x00\x00\x00 garbage",
    )
    .unwrap();
    std::fs::write(s.path("gather.tflite"), model_with_opcode(36, None)).unwrap();
    std::fs::write(s.path("custom.tflite"), model_with_opcode(32, Some("Frob"))).unwrap();
    std::fs::write(s.path("not_npy.npy"), b"plain text").unwrap();
    // Verifies, but `tflite_double` needs its input to fit 32 bits: a run-time error of %1.
    std::fs::write(
        s.path("overflow.qnn"),
        "graph \"g\" {\n  input %0 \"x\" : tensor<2xi64>\n  %1 = fixed_point_multiply %0 {multiplier = [1073741824], shift = [0], axis = none, rounding = tflite_double} : tensor<2xi32>\n  output \"y\" = %1\n}\n",
    )
    .unwrap();
    write_npy(&s.path("big.npy"), &[2], &[1i64, 1 << 40]);
    let full = std::fs::read(s.path("in.npy")).unwrap();
    std::fs::write(s.path("truncated.npy"), &full[..full.len() - 10]).unwrap();
    let mut long = full.clone();
    long.extend_from_slice(b"extra");
    std::fs::write(s.path("trailing.npy"), long).unwrap();
    std::fs::write(
        s.path("latin1.qnn"),
        b"graph \"g\" {\n  input %0 \"\xe9\" : tensor<2xi64>\n}\n",
    )
    .unwrap();

    let cases: &[&[&str]] = &[
        &["import", "missing.tflite"],
        &["info", "missing.tflite"],
        &[
            "run",
            "missing.tflite",
            "--input",
            "in.npy",
            "--output",
            "out.npy",
        ],
        &["import", "bad.tflite"],
        &["info", "requantize.qnn"],
        &["import", "gather.tflite"],
        &["import", "custom.tflite"],
        &[
            "run",
            "gather.tflite",
            "--input",
            "in.npy",
            "--output",
            "out.npy",
        ],
        &[
            "run",
            "conv.tflite",
            "--input",
            "int16.npy",
            "--output",
            "out.npy",
        ],
        &[
            "run",
            "conv.tflite",
            "--input",
            "small.npy",
            "--output",
            "out.npy",
        ],
        &[
            "run",
            "conv.tflite",
            "--input",
            "in.npy",
            "--input",
            "in.npy",
            "--output",
            "out.npy",
        ],
        &[
            "run",
            "conv.tflite",
            "--input",
            "in.npy",
            "--output",
            "a.npy",
            "--output",
            "b.npy",
        ],
        &[
            "run",
            "conv.tflite",
            "--input",
            "not_npy.npy",
            "--output",
            "out.npy",
        ],
        &[
            "run",
            "conv.tflite",
            "--input",
            "missing.npy",
            "--output",
            "out.npy",
        ],
        &[
            "run",
            "squeeze.tflite",
            "--input",
            "squeeze_in.npy",
            "--output",
            "out.npy",
        ],
        &["run", "overflow.qnn", "--input", "big.npy"],
        &["run", "conv.tflite", "--input", "truncated.npy"],
        &["run", "conv.tflite", "--input", "trailing.npy"],
        &["print", "latin1.qnn"],
    ];
    let mut report = String::new();
    for args in cases {
        let o = s.qnnc(args);
        assert_eq!(
            o.status.code(),
            Some(1),
            "qnnc {}: {}",
            args.join(" "),
            stderr(&o)
        );
        assert!(
            o.stdout.is_empty(),
            "qnnc {}: stdout {}",
            args.join(" "),
            stdout(&o)
        );
        let err = stderr(&o);
        assert!(err.starts_with("error: "), "{err}");
        assert!(!err.contains("panicked"), "{err}");
        report.push_str(&format!("$ qnnc {}\n{err}\n", args.join(" ")));
    }
    insta_settings().bind(|| insta::assert_snapshot!("cli_errors", report));
}

#[test]
fn usage_errors_exit_with_2() {
    let s = Scratch::new("usage");
    for args in [
        &["import"][..],
        &["run", "m.qnn", "--output", "o.npy"],
        &["frobnicate"],
        &["info", "a", "b"],
    ] {
        let o = s.qnnc(args);
        assert_eq!(
            o.status.code(),
            Some(2),
            "qnnc {}: {}",
            args.join(" "),
            stderr(&o)
        );
        assert!(stderr(&o).contains("Usage:"), "{}", stderr(&o));
    }
    // A flag combination clap cannot rule out is a usage error too.
    s.copy(
        &root().join("tests/corpus/requantize.qnn"),
        "requantize.qnn",
    );
    write_npy(&s.path("x.npy"), &[2, 3], &[0i32; 6]);
    let o = s.qnnc(&[
        "run",
        "requantize.qnn",
        "--input",
        "x.npy",
        "--resize-inputs",
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "error: --resize-inputs applies to .tflite models only\n"
    );
}

/// The README's first command prints the documented line, which is TFLite's reference output.
#[test]
fn readme_main_command_gives_the_documented_output() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let command = "run tests/fixtures/tflite/mobilenet_v2/model.tflite --input tests/fixtures/tflite/mobilenet_v2/case0_in0.npy";
    assert!(readme.contains(&format!("cargo run --release -p qnn-cli -- {command}\n")));
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_qnnc"))
        .current_dir(root())
        .args(command.split(' '))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        stdout,
        "\"StatefulPartitionedCall_1:0\": tensor<1x10xi8> [-69, -101, -121, -109, -115, -112, -99, -118, -64, -114]\n"
    );
    assert!(
        readme.contains(&format!("```text\n{stdout}```")),
        "README shows the output"
    );
    let want = read_npy_ints(&fixture("mobilenet_v2", "case0_out0.npy"));
    assert_eq!(
        want,
        (
            vec![1, 10],
            vec![-69, -101, -121, -109, -115, -112, -99, -118, -64, -114]
        )
    );
}

/// `qnnc ops` prints the op table: every op with its operands, attributes and semantics (the
/// snapshot is the dialect's reference card); one op by mnemonic; an unknown one is an error.
#[test]
fn ops_lists_the_op_table() {
    let s = Scratch::new("ops");
    let all = ok(&s.qnnc(&["ops"]));
    for o in qnn_ir::Opcode::ALL {
        let m = o.mnemonic();
        assert!(
            all.lines()
                .any(|l| l == m || l.starts_with(&format!("{m} "))),
            "{m} is missing"
        );
    }
    insta_settings().bind(|| insta::assert_snapshot!("cli_ops", all));
    let one = ok(&s.qnnc(&["ops", "clip"]));
    assert_eq!(
        one,
        "clip %input {min, max}\n    `min(max(x, min), max)`. On floats the bounds must be exactly representable, and a NaN\n    gives `min` (IEEE `maxNum`/`minNum`, C's `fmin(fmax(x, min), max)`).\n"
    );
    let o = s.qnnc(&["ops", "qnn.frob"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: unknown op `qnn.frob` (`qnnc ops` lists them all)\n"
    );
}
