//! End-to-end tests of the `qnnc` binary: `print`, `import`, `info`, `lower` and `run` on `.qnn`
//! and `.tflite` inputs, exit codes, and the exact `error: ...` messages of the failure paths,
//! snapshotted with insta in the repository's top-level `snapshots/` directory.
//!
//! Every command runs inside a fresh temporary directory holding copies of the files it needs,
//! so the paths in the messages (and therefore the snapshots) do not depend on the checkout.

use std::collections::BTreeMap;
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
    // Operators qnnc does not import are marked.
    std::fs::write(s.path("lookup.tflite"), model_with_opcode(10, None)).unwrap();
    let info = ok(&s.qnnc(&["info", "lookup.tflite"]));
    assert!(
        info.contains("  HASHTABLE_LOOKUP: 1 (not supported by qnnc)\n"),
        "{info}"
    );
    all.push_str(&format!("$ qnnc info lookup.tflite\n{info}\n"));
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

/// A streaming model's frames, as one file per frame (`--steps 9` with nine `--input`s) or as
/// one stacked array, on both engines: each frame's outputs are TFLite's, the state carried
/// from frame to frame, and `--output` stacks them; the frame count must match.
#[test]
fn run_steps_carries_the_state_of_a_streaming_model() {
    let s = Scratch::new("run-steps");
    let name = "stream_int8_io";
    s.copy(&fixture(name, "model.tflite"), "model.tflite");
    let frames = 9;
    let mut stacked_in = Vec::new();
    let mut files = vec!["run", "model.tflite", "--steps", "9"]
        .into_iter()
        .map(String::from)
        .collect::<Vec<_>>();
    for k in 0..frames {
        let f = format!("in{k}.npy");
        s.copy(&fixture(name, &format!("case{k}_in0.npy")), &f);
        stacked_in.extend(read_npy_ints(&s.path(&f)).1);
        files.extend(["--input".to_string(), f]);
    }
    let frame_shape = read_npy_ints(&s.path("in0.npy")).0;
    let mut shape = vec![frames as u64];
    shape.extend(&frame_shape);
    let stacked: Vec<i8> = stacked_in.iter().map(|&x| x as i8).collect();
    write_npy(&s.path("frames.npy"), &shape, &stacked);
    let want: Vec<Vec<i64>> = (0..2)
        .map(|j| {
            (0..frames)
                .flat_map(|k| read_npy_ints(&fixture(name, &format!("case{k}_out{j}.npy"))).1)
                .collect()
        })
        .collect();
    let stacked_args = [
        "run",
        "model.tflite",
        "--steps",
        "9",
        "--input",
        "frames.npy",
    ];
    for engine in ["cpu", "reference"] {
        for args in [
            files.iter().map(String::as_str).collect::<Vec<_>>(),
            stacked_args.to_vec(),
        ] {
            let mut args = args.clone();
            args.extend([
                "--engine", engine, "--output", "y0.npy", "--output", "y1.npy",
            ]);
            let out = ok(&s.qnnc(&args));
            assert!(out.contains("step 8:"), "{out}");
            for (j, want) in want.iter().enumerate() {
                let (shape, got) = read_npy_ints(&s.path(&format!("y{j}.npy")));
                assert_eq!(shape, vec![9, 1, 4], "{engine} output {j}");
                assert_eq!(&got, want, "{engine} output {j}: {args:?}");
            }
        }
    }
    // The frames of the stream, not independent runs: frame 1 alone (from the initial
    // state) differs from frame 1 of the stream.
    let alone = ok(&s.qnnc(&["run", "model.tflite", "--input", "in1.npy", "--json"]));
    let stream = ok(&s.qnnc(&[
        "run",
        "model.tflite",
        "--steps",
        "2",
        "--input",
        "in0.npy",
        "--input",
        "in1.npy",
        "--json",
    ]));
    let alone: serde_json::Value = serde_json::from_str(&alone).expect("json");
    let stream: serde_json::Value = serde_json::from_str(&stream).expect("json");
    assert_ne!(alone["outputs"], stream["steps"][1]["outputs"]);
    assert_eq!(stream["steps"].as_array().map(Vec::len), Some(2));
    let e = s.qnnc(&[
        "run",
        "model.tflite",
        "--steps",
        "3",
        "--input",
        "frames.npy",
    ]);
    assert_eq!(e.status.code(), Some(1));
    assert!(
        stderr(&e).contains("with --steps 3, each --input stacks 3 frames on its first axis, but frames.npy has shape [9, 1, 1, 8]"),
        "{}",
        stderr(&e)
    );
    let e = s.qnnc(&[
        "run",
        "model.tflite",
        "--input",
        "in0.npy",
        "--input",
        "in1.npy",
    ]);
    assert!(
        stderr(&e).contains(
            "the model has 1 input besides its 3 state variables but 2 --input files were given"
        ),
        "{}",
        stderr(&e)
    );
}

/// `qnnc targets` lists the built-in targets; `--target` on `lower` and `run` compiles for
/// one, and every target reproduces TFLite's outputs and passes `--validate`.
#[test]
fn targets_and_the_target_flag() {
    let s = Scratch::new("targets");
    let listing = ok(&s.qnnc(&["targets"]));
    insta_settings().bind(|| insta::assert_snapshot!("cli_targets", listing));
    let names: Vec<&str> = listing
        .lines()
        .filter(|l| !l.starts_with(' '))
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    // The built-in targets, then the CPU engine's (registered like any back-end's).
    assert_eq!(
        names,
        [
            "generic",
            "x86",
            "x86-vnni",
            "arm",
            "arm-dotprod",
            "cuda",
            "cpu"
        ]
    );
    for name in [
        "uint8_legacy",
        "conv_single",
        "probe_conv_16x8",
        "dense_single",
    ] {
        run_on_every_target(&s, name, &names);
    }
}

/// Fixture `name` on each of `targets` in `s`: `run --target` on both engines gives TFLite's
/// outputs, and `lower --target --validate 3` finds every random input agreeing.
fn run_on_every_target(s: &Scratch, name: &str, targets: &[&str]) {
    s.copy(&fixture(name, "model.tflite"), "model.tflite");
    s.copy(&fixture(name, "case0_in0.npy"), "in0.npy");
    let want = read_npy_ints(&fixture(name, "case0_out0.npy"));
    for target in targets {
        let args = [
            "run",
            "model.tflite",
            "--target",
            target,
            "--input",
            "in0.npy",
            "--output",
            "out0.npy",
        ];
        // Both engines, on every target's graph.
        for engine in ["cpu", "reference"] {
            let mut args = args.to_vec();
            args.extend(["--engine", engine]);
            ok(&s.qnnc(&args));
            let got = read_npy_ints(&s.path("out0.npy"));
            assert_eq!(got, want, "{name} on {target}, {engine} engine");
        }
        let verdict = ok(&s.qnnc(&[
            "lower",
            "model.tflite",
            "--target",
            target,
            "--validate",
            "3",
        ]));
        assert_eq!(
            verdict, "all 3 random inputs (seeds 0..) give identical outputs\n",
            "{name} on {target}"
        );
    }
}

/// A scratch directory for `test` holding the `dense_single` fixture's model (`model.tflite`)
/// and input (`in0.npy`).
fn dense_single_scratch(test: &str) -> Scratch {
    let s = Scratch::new(test);
    s.copy(&fixture("dense_single", "model.tflite"), "model.tflite");
    s.copy(&fixture("dense_single", "case0_in0.npy"), "in0.npy");
    s
}

/// An unknown `--target` name is a usage error that lists the known ones, for every command
/// (clap checks the name against the target list); `--target` means nothing for `--stage qnn`.
#[test]
fn unknown_targets_and_target_with_stage_qnn_are_usage_errors() {
    let s = dense_single_scratch("targets-usage");
    for args in [
        &["lower", "model.tflite"][..],
        &["run", "model.tflite", "--input", "in0.npy"],
        &["bench", "model.tflite"],
    ] {
        let cmd = args[0];
        let o = s.qnnc(&[args, &["--target", "avx9"]].concat());
        assert_eq!(o.status.code(), Some(2), "{cmd}: {}", stderr(&o));
        assert!(
            stderr(&o).starts_with(
                "error: invalid value 'avx9' for '--target <TARGET>': unknown target (the targets are generic, x86, x86-vnni, arm, arm-dotprod, cuda, cpu)\n"
            ),
            "{cmd}: {}",
            stderr(&o)
        );
    }
    let o = s.qnnc(&[
        "run",
        "model.tflite",
        "--stage",
        "qnn",
        "--target",
        "x86",
        "--input",
        "in0.npy",
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
}

/// The CPU engine runs lowered graphs only: `--engine cpu` with `--stage qnn` is a usage
/// error saying so.
#[test]
fn the_cpu_engine_runs_lowered_graphs_only() {
    let s = dense_single_scratch("targets-cpu-stage");
    let o = s.qnnc(&[
        "run",
        "model.tflite",
        "--stage",
        "qnn",
        "--engine",
        "cpu",
        "--input",
        "in0.npy",
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "error: --engine cpu runs lowered graphs (--stage qnn runs the reference interpreter)\n"
    );
}

/// `run --stats` reports the CPU engine's plan of `dense_single`.
#[test]
fn stats_report_the_engine_plan() {
    let s = dense_single_scratch("targets-stats");
    let o = s.qnnc(&["run", "model.tflite", "--input", "in0.npy", "--stats"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // dense_single: three FULLY_CONNECTED layers, each one fused step (the product, its bias,
    // the double rescale, the zero point, the clip and the cast), in two buffers; on the SIMD
    // kernels where the machine has them, multiplying bytes where it has VNNI.
    let (simd, bytes) = match qnn_cpu::Isa::detect() {
        qnn_cpu::Isa::Scalar => (0, 0),
        qnn_cpu::Isa::Avx2 => (3, 0),
        qnn_cpu::Isa::AvxVnni | qnn_cpu::Isa::Avx512 => (3, 3),
    };
    assert_eq!(
        stderr(&o),
        format!("cpu engine: 3 fused products (27 ops, {simd} on SIMD kernels, {bytes} of them on bytes), 0 batch matrix products, 0 fused elementwise trees (0 ops, 0 on 32-bit lanes), 0 reductions, 0 reshapes, 0 data movements (pad, concatenate, transpose, slice, gather), 2 buffers of 224 bytes\n  reference kernel: none\n"
        )
    );
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
    run_requantize_corpus(&s, &["run", "requantize.qnn"]);
}

/// Runs `args` (a `run` of the requantize corpus graph or its lowered form) on a fixed input
/// and checks both outputs against the values derived by hand.
fn run_requantize_corpus(s: &Scratch, args: &[&str]) {
    write_npy(&s.path("x.npy"), &[2, 3], &[10i32, -6, 7, 1000, 3, -5]);
    let mut all = args.to_vec();
    all.extend(["--input", "x.npy", "--output", "t.npy", "--output", "a.npy"]);
    ok(&s.qnnc(&all));
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

// ---- lower and run --stage -----------------------------------------------------------------

/// Parses and verifies a graph's text, panicking with the error.
fn parse_verified(text: &str) -> qnn_ir::Graph {
    let g = qnn_ir::text::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    if let Err(e) = qnn_ir::verify(&g) {
        panic!("{e:?}\n{text}");
    }
    g
}

/// How many times each op (constants excluded) occurs in `g`, as `qnnc lower --stats` counts.
fn op_counts(g: &qnn_ir::Graph) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    for v in g.values() {
        if let qnn_ir::ValueDef::Op { op, .. } = &v.def {
            if !matches!(op, qnn_ir::Op::Const(_)) {
                *counts
                    .entry(op.opcode().mnemonic().to_string())
                    .or_insert(0) += 1;
            }
        }
    }
    counts
}

/// The `ops before:` / `ops after:` line of `--stats`: `PREFIX TOTAL (op n, op n, ...)`.
fn parse_counts_line(line: &str, prefix: &str) -> (usize, BTreeMap<String, usize>) {
    let rest = line
        .strip_prefix(prefix)
        .unwrap_or_else(|| panic!("`{line}` does not start with `{prefix}`"));
    let (total, list) = rest
        .split_once(" (")
        .unwrap_or_else(|| panic!("no op list in `{line}`"));
    let list = list
        .strip_suffix(')')
        .unwrap_or_else(|| panic!("`{line}` does not end with `)`"));
    let counts = list
        .split(", ")
        .map(|entry| {
            let (op, n) = entry.rsplit_once(' ').expect("`op count`");
            (op.to_string(), n.parse().expect("a count"))
        })
        .collect();
    (total.parse().expect("a total"), counts)
}

/// The phases of a `--stats` report: name, the rest of its line, and its rule applications.
type Phase = (String, String, Vec<(String, usize)>);

fn parse_phases(stats: &str) -> Vec<Phase> {
    let mut phases: Vec<Phase> = Vec::new();
    // The phases end where the overflow report begins.
    for line in stats
        .lines()
        .skip(3)
        .take_while(|l| !l.starts_with("overflow: "))
    {
        if let Some(rest) = line.strip_prefix("phase ") {
            let (name, rest) = rest.split_once(": ").expect("`phase NAME: ...`");
            phases.push((name.to_string(), rest.to_string(), Vec::new()));
        } else {
            let (rule, n) = line
                .strip_prefix("  ")
                .and_then(|l| l.split_once(": "))
                .unwrap_or_else(|| panic!("unexpected --stats line `{line}`"));
            phases
                .last_mut()
                .expect("a rule line follows a phase line")
                .2
                .push((rule.to_string(), n.parse().expect("a count")));
        }
    }
    phases
}

#[test]
fn lower_prints_a_core_graph_that_parses_back() {
    let s = Scratch::new("lower");
    for name in ["requantize", "conv2d", "pool_mean"] {
        let file = format!("{name}.qnn");
        s.copy(&root().join("tests/corpus").join(&file), &file);
        let qnn = parse_verified(&std::fs::read_to_string(s.path(&file)).unwrap());
        assert!(op_counts(&qnn).keys().any(|m| m.starts_with("qnn.")));

        let out = ok(&s.qnnc(&["lower", &file]));
        let g = parse_verified(&out);
        assert_eq!(qnn_ir::text::print(&g), out, "{name}: canonical text");
        let ops = op_counts(&g);
        assert!(!ops.is_empty(), "{name}: no op left");
        assert!(
            ops.keys().all(|m| !m.starts_with("qnn.")),
            "{name}: QNN ops left: {ops:?}"
        );
        assert!(!out.contains("qnn."), "{name}:\n{out}");
        // Same interface: graph name, input names and types, output names and types.
        assert_eq!(g.name, qnn.name);
        let inputs = |g: &qnn_ir::Graph| -> Vec<(String, qnn_ir::TensorType)> {
            g.inputs()
                .iter()
                .map(|&v| {
                    (
                        g.input_name(v).unwrap().to_string(),
                        g.ty(v).unwrap().clone(),
                    )
                })
                .collect()
        };
        let outputs = |g: &qnn_ir::Graph| -> Vec<(String, qnn_ir::TensorType)> {
            g.outputs()
                .iter()
                .map(|(n, v)| (n.clone(), g.ty(*v).unwrap().clone()))
                .collect()
        };
        assert_eq!(inputs(&g), inputs(&qnn), "{name}");
        assert_eq!(outputs(&g), outputs(&qnn), "{name}");

        // `-o` writes the same text and prints nothing.
        let o = s.qnnc(&["lower", &file, "-o", "lowered.qnn"]);
        assert_eq!(ok(&o), "", "{name}");
        assert_eq!(
            std::fs::read_to_string(s.path("lowered.qnn")).expect("-o wrote the file"),
            out,
            "{name}"
        );
    }

    // The written lowered requantize graph runs as it stands (`--stage qnn` does not lower it
    // again) and gives the values derived by hand.
    ok(&s.qnnc(&["lower", "requantize.qnn", "-o", "lowered.qnn"]));
    run_requantize_corpus(&s, &["run", "lowered.qnn", "--stage", "qnn"]);
}

#[test]
fn lower_elides_large_constants() {
    let s = Scratch::new("lower-elide");
    s.copy(&fixture("mobilenet_v2", "model.tflite"), "model.tflite");
    let full = ok(&s.qnnc(&["lower", "model.tflite"]));
    let elided = ok(&s.qnnc(&["lower", "--elide-constants", "model.tflite"]));
    assert!(
        full.contains("\ndata @0 = ["),
        "constants are printed in full"
    );
    assert!(!elided.contains("\ndata @"), "no data block when elided");
    assert!(!elided.contains("qnn."));
    // The elided text is the graph part of the full text, with each `const @k` replaced by a
    // 64-bit FNV hash of the constant.
    let graph_lines = full.lines().take_while(|l| *l != "}").count() + 1;
    assert_eq!(elided.lines().count(), graph_lines);
    let mut hashes = 0;
    for (e, f) in elided.lines().zip(full.lines()) {
        match e.split_once("const elided<fnv64:") {
            Some((head, rest)) => {
                let (hash, tail) = rest.split_once('>').expect("`elided<fnv64:HASH>`");
                assert_eq!(hash.len(), 16, "{e}");
                assert!(hash.chars().all(|c| c.is_ascii_hexdigit()), "{e}");
                let (fhead, frest) = f.split_once("const @").expect(f);
                let ftail = frest.trim_start_matches(|c: char| c.is_ascii_digit());
                assert_eq!((head, tail), (fhead, ftail));
                hashes += 1;
            }
            None => assert_eq!(e, f),
        }
    }
    assert_eq!(hashes, full.matches("\ndata @").count());
    assert!(hashes > 50, "MobileNetV2 has large weights: {hashes}");
}

#[test]
fn lower_stats_reports_op_counts_and_phases() {
    let s = Scratch::new("lower-stats");
    s.copy(&fixture("mobilenet_v2", "model.tflite"), "model.tflite");
    let o = s.qnnc(&["lower", "model.tflite", "--stats"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let stats = stderr(&o);
    // Standard output is the lowered graph, as without `--stats`.
    let out = stdout(&o);
    assert_eq!(out, ok(&s.qnnc(&["lower", "model.tflite"])));
    let lowered = parse_verified(&out);
    let qnn = parse_verified(&ok(&s.qnnc(&["import", "model.tflite"])));

    let lines: Vec<&str> = stats.lines().collect();
    // First the target's hooks: each int8 conv and the dense layer widened to i16 x i16.
    assert_eq!(
        lines[0],
        "target generic: hooks generic-conv2d-dtypes 52, generic-dense-dtypes 1, \
         generic-hybrid-dense-dtypes 0, generic-core-conv2d-widen 0, generic-core-dense-widen 0"
    );
    let (before_total, before) = parse_counts_line(lines[1], "ops before: ");
    let (after_total, after) = parse_counts_line(lines[2], "ops after: ");
    assert_eq!(before, op_counts(&qnn));
    assert_eq!(before_total, before.values().sum::<usize>());
    assert_eq!(before_total, 65);
    assert_eq!(before["qnn.conv2d"], 52);
    assert_eq!(after, op_counts(&lowered));
    assert_eq!(after_total, after.values().sum::<usize>());
    assert!(after.keys().all(|m| !m.starts_with("qnn.")), "{}", lines[2]);

    let phases = parse_phases(&stats);
    let names: Vec<&str> = phases.iter().map(|p| p.0.as_str()).collect();
    assert_eq!(
        names,
        ["canonicalize", "lower", "fold", "tables"],
        "{stats}"
    );
    for (name, line, rules) in &phases {
        assert!(line.ends_with(", stop: saturated"), "phase {name}: {line}");
        // Counts of one are singular (`1 iteration`).
        assert!(line.contains(" iteration"), "phase {name}: {line}");
        assert!(line.contains(" e-node"), "phase {name}: {line}");
        assert!(line.contains(" e-class"), "phase {name}: {line}");
        assert!(rules.iter().all(|(_, n)| *n > 0), "phase {name}: {rules:?}");
    }
    for phase in ["canonicalize", "lower", "fold", "tables"] {
        let line = format!("phase {phase}: ");
        assert_eq!(
            lines.iter().filter(|l| l.starts_with(&line)).count(),
            1,
            "{stats}"
        );
    }
    // Every QNN op of MobileNetV2 is lowered once by its own rule (`qnn.conv2d` by
    // `lower-conv2d`, ...).
    let lower: BTreeMap<String, usize> = phases[1].2.iter().cloned().collect();
    let expected: BTreeMap<String, usize> = before
        .iter()
        .map(|(m, n)| {
            let op = m.strip_prefix("qnn.").expect("only QNN ops before");
            (format!("lower-{}", op.replace('_', "-")), *n)
        })
        .collect();
    assert_eq!(lower, expected, "{stats}");
    // Last, what the overflow analysis proved: every accumulator of MobileNetV2 fits i32
    // with room to spare.
    let overflow = stats
        .lines()
        .position(|l| l.starts_with("overflow: "))
        .expect("an overflow report");
    assert!(
        lines[overflow]
            .ends_with(" integer values checked, 0 not proven to fit (0 of them accumulators)"),
        "{stats}"
    );
    let largest = lines[overflow + 1];
    assert!(largest.starts_with("  largest accumulator: %"), "{stats}");
    assert!(largest.ends_with(" of i32's 32 bits"), "{stats}");
    assert_eq!(lines.len(), overflow + 2, "{stats}");

    // The whole report of a small corpus file is pinned.
    s.copy(
        &root().join("tests/corpus/requantize.qnn"),
        "requantize.qnn",
    );
    let o = s.qnnc(&["lower", "requantize.qnn", "--stats"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), ok(&s.qnnc(&["lower", "requantize.qnn"])));
    let stats = stderr(&o);
    assert_eq!(
        stats.lines().nth(1),
        Some("ops before: 2 (qnn.requantize 2)"),
        "{stats}"
    );
    insta_settings().bind(|| insta::assert_snapshot!("cli_lower_stats", stats));
}

#[test]
fn lower_validate_reports_that_all_inputs_agree() {
    let s = Scratch::new("lower-validate");
    s.copy(
        &root().join("tests/corpus/requantize.qnn"),
        "requantize.qnn",
    );
    s.copy(&root().join("tests/corpus/conv2d.qnn"), "conv2d.qnn");
    s.copy(&fixture("mobilenet_v2", "model.tflite"), "model.tflite");
    for file in ["requantize.qnn", "conv2d.qnn"] {
        assert_eq!(
            ok(&s.qnnc(&["lower", file, "--validate", "5"])),
            "all 5 random inputs (seeds 0..) give identical outputs\n",
            "{file}"
        );
        // `--seed` moves the inputs, not the verdict.
        assert_eq!(
            ok(&s.qnnc(&["lower", file, "--validate", "5", "--seed", "1234"])),
            "all 5 random inputs (seeds 1234..) give identical outputs\n",
            "{file}"
        );
    }
    assert_eq!(
        ok(&s.qnnc(&["lower", "model.tflite", "--validate", "2", "--seed", "7"])),
        "all 2 random inputs (seeds 7..) give identical outputs\n"
    );

    // With `-o`, the verdict is on stdout and the lowered graph in the file.
    let out = s.qnnc(&[
        "lower",
        "requantize.qnn",
        "--validate",
        "3",
        "-o",
        "lowered.qnn",
    ]);
    assert_eq!(
        ok(&out),
        "all 3 random inputs (seeds 0..) give identical outputs\n"
    );
    assert_eq!(
        std::fs::read_to_string(s.path("lowered.qnn")).expect("-o wrote the file"),
        ok(&s.qnnc(&["lower", "requantize.qnn"]))
    );

    // `--stats` and `--validate` together: the report on stderr, the verdict on stdout.
    let o = s.qnnc(&["lower", "requantize.qnn", "--validate", "2", "--stats"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "all 2 random inputs (seeds 0..) give identical outputs\n"
    );
    assert_eq!(
        stderr(&o).lines().nth(1),
        Some("ops before: 2 (qnn.requantize 2)")
    );

    // Inputs on which both graphs fail at run time agree, and are counted; when every input
    // fails, nothing was compared, and that is an error.
    std::fs::write(
        s.path("overflow.qnn"),
        "graph \"g\" {\n  input %0 \"x\" : tensor<2xi64>\n  %1 = fixed_point_multiply %0 {multiplier = [1073741824], shift = [0], axis = none, rounding = tflite_double} : tensor<2xi32>\n  output \"y\" = %1\n}\n",
    )
    .unwrap();
    let o = s.qnnc(&["lower", "overflow.qnn", "--validate", "4"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: none of the 4 random inputs (seeds 0..) could be compared: both graphs fail on every one with a run-time error\n"
    );
}

#[test]
fn run_stage_qnn_and_lowered_give_identical_outputs() {
    let s = Scratch::new("run-stage");
    s.copy(&fixture("mobilenet_v2", "model.tflite"), "model.tflite");
    for case in 0..3 {
        s.copy(
            &fixture("mobilenet_v2", &format!("case{case}_in0.npy")),
            "in.npy",
        );
        let run = |stage: Option<&str>, out: &str| {
            let mut args = vec!["run", "model.tflite", "--input", "in.npy", "--output", out];
            if let Some(stage) = stage {
                args.extend(["--stage", stage]);
            }
            ok(&s.qnnc(&args))
        };
        let default = run(None, "default.npy");
        let lowered = run(Some("lowered"), "lowered.npy");
        let qnn = run(Some("qnn"), "qnn.npy");
        assert_eq!(default, qnn, "case {case}");
        assert_eq!(default, lowered, "case {case}");
        assert!(
            default.starts_with("\"StatefulPartitionedCall_1:0\": tensor<1x10xi8> ["),
            "{default}"
        );
        let bytes = |f: &str| std::fs::read(s.path(f)).unwrap();
        assert_eq!(bytes("default.npy"), bytes("qnn.npy"), "case {case}");
        assert_eq!(bytes("default.npy"), bytes("lowered.npy"), "case {case}");
        // Both match TFLite's reference output.
        assert_eq!(
            read_npy_ints(&s.path("default.npy")),
            read_npy_ints(&fixture("mobilenet_v2", &format!("case{case}_out0.npy"))),
            "case {case}"
        );
    }

    // A `.qnn` graph too.
    s.copy(
        &root().join("tests/corpus/requantize.qnn"),
        "requantize.qnn",
    );
    write_npy(&s.path("x.npy"), &[2, 3], &[10i32, -6, 7, 1000, 3, -5]);
    let mut outs = Vec::new();
    for stage in ["qnn", "lowered"] {
        let t = format!("t_{stage}.npy");
        let a = format!("a_{stage}.npy");
        let stdout = ok(&s.qnnc(&[
            "run",
            "requantize.qnn",
            "--stage",
            stage,
            "--input",
            "x.npy",
            "--output",
            &t,
            "--output",
            &a,
        ]));
        let t = std::fs::read(s.path(&t)).unwrap();
        let a = std::fs::read(s.path(&a)).unwrap();
        outs.push((stdout, t, a));
    }
    assert_eq!(outs[0], outs[1]);
    assert_eq!(
        outs[0].0,
        "\"per_tensor\": tensor<2x3xi8> [2, -3, 1, 127, 0, -2]\n\"per_axis\": tensor<2x3xi8> [13, 0, 5, 100, 5, 2]\n"
    );
}

// ---- failure paths --------------------------------------------------------------------------

/// Writes into `s` the files [`ERROR_CASES`] read: copies of fixtures and of the corpus, and
/// inputs that are broken, truncated, mismatched or outside an op's domain.
fn write_error_inputs(s: &Scratch) {
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
    std::fs::write(s.path("lookup.tflite"), model_with_opcode(10, None)).unwrap();
    std::fs::write(s.path("custom.tflite"), model_with_opcode(32, Some("Frob"))).unwrap();
    std::fs::write(s.path("not_npy.npy"), b"plain text").unwrap();
    // Verifies, but `tflite_double` needs its input to fit 32 bits: a run-time error of %1.
    std::fs::write(
        s.path("overflow.qnn"),
        "graph \"g\" {\n  input %0 \"x\" : tensor<2xi64>\n  %1 = fixed_point_multiply %0 {multiplier = [1073741824], shift = [0], axis = none, rounding = tflite_double} : tensor<2xi32>\n  output \"y\" = %1\n}\n",
    )
    .unwrap();
    write_npy(&s.path("big.npy"), &[2], &[1i64, 1 << 40]);
    // Runs, but lowering declines it (a product of 32-bit operands can need 64 bits and more).
    std::fs::write(
        s.path("wide_mul.qnn"),
        "graph \"g\" {\n  input %0 \"x\" : tensor<2xi32>\n  input %1 \"y\" : tensor<2xi32>\n  %2 = qnn.mul %0, %1 {lhs_q = q(1.0, 0), rhs_q = q(1.0, 0), out_q = q(0.25, 0), rounding = upward, clamp = none} : tensor<2xi32>\n  output \"z\" = %2\n}\n",
    )
    .unwrap();
    write_npy(&s.path("pair.npy"), &[2], &[3i32, -4]);
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
}

/// Commands that fail (exit code 1) on the files of [`write_error_inputs`].
const ERROR_CASES: &[&[&str]] = &[
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
    &["import", "lookup.tflite"],
    &["import", "custom.tflite"],
    &[
        "run",
        "lookup.tflite",
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
    &[
        "run",
        "wide_mul.qnn",
        "--input",
        "pair.npy",
        "--input",
        "pair.npy",
    ],
    &["run", "conv.tflite", "--input", "truncated.npy"],
    &["run", "conv.tflite", "--input", "trailing.npy"],
    &["print", "latin1.qnn"],
];

/// Each of [`ERROR_CASES`] exits with 1, prints nothing on stdout and an `error: ...` (no
/// panic) on stderr; the messages are snapshotted.
#[test]
fn error_messages_and_exit_codes() {
    let s = Scratch::new("errors");
    write_error_inputs(&s);
    let mut report = String::new();
    for args in ERROR_CASES {
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
        "clip %input {min, max}\n    [elementwise]\n    `min(max(x, min), max)`. On floats the bounds must be exactly representable, and a NaN\n    gives `min` (IEEE `maxNum`/`minNum`, C's `fmin(fmax(x, min), max)`).\n"
    );
    let o = s.qnnc(&["ops", "qnn.frob"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: unknown op `qnn.frob` (`qnnc ops` lists them all)\n"
    );
}

/// The failure paths of `lower`: exit status 1 (2 for a usage error), nothing on stdout, and a
/// message naming the file (with `line:column` for a `.qnn` that does not parse or verify).
#[test]
fn lower_errors() {
    let s = Scratch::new("lower-errors");
    s.copy(
        &root().join("tests/corpus/requantize.qnn"),
        "requantize.qnn",
    );
    std::fs::write(
        s.path("unknown_op.qnn"),
        "graph \"g\" {\n  input %0 \"x\" : tensor<2xi8>\n  %1 = frob %0 : tensor<2xi8>\n  output \"y\" = %1\n}\n",
    )
    .unwrap();
    std::fs::write(
        s.path("unclosed.qnn"),
        "graph \"g\" {\n  input %0 \"x\" : tensor<2xi8>\n",
    )
    .unwrap();
    std::fs::write(
        s.path("bad_type.qnn"),
        "graph \"g\" {\n  input %0 \"x\" : tensor<2xi8>\n  %1 = add %0, %0 : tensor<3xi8>\n  output \"y\" = %1\n}\n",
    )
    .unwrap();

    let fails = |args: &[&str], code: i32| -> String {
        let o = s.qnnc(args);
        assert_eq!(
            o.status.code(),
            Some(code),
            "qnnc {}: {}",
            args.join(" "),
            stderr(&o)
        );
        assert!(
            o.stdout.is_empty(),
            "qnnc {}: {}",
            args.join(" "),
            stdout(&o)
        );
        let err = stderr(&o);
        assert!(err.starts_with("error: "), "{err}");
        assert!(!err.contains("panicked"), "{err}");
        err
    };

    let err = fails(&["lower", "missing.qnn"], 1);
    assert!(err.starts_with("error: cannot read missing.qnn: "), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    let err = fails(&["lower", "missing.tflite", "--stats"], 1);
    assert!(
        err.starts_with("error: cannot read missing.tflite: "),
        "{err}"
    );

    // A text-format error shows the line and a caret under the column.
    let frob = "error: unknown_op.qnn:3:8: unknown op `frob`\n   3 |   %1 = frob %0 : tensor<2xi8>\n     |        ^\n";
    assert_eq!(fails(&["lower", "unknown_op.qnn"], 1), frob);
    // No report and no verdict for a file that does not load.
    assert_eq!(
        fails(
            &["lower", "unknown_op.qnn", "--stats", "--validate", "3"],
            1
        ),
        frob
    );
    assert_eq!(
        fails(&["lower", "unclosed.qnn"], 1),
        "error: unclosed.qnn:3:1: expected `input`, `state`, `output`, `next`, a `%value = op` statement or `}`, found end of input\n   3 | \n     | ^\n"
    );
    assert_eq!(
        fails(&["lower", "bad_type.qnn"], 1),
        "error: bad_type.qnn:3:3: %1 (add): result type is declared tensor<3xi8> but the operands give tensor<2xi8>\n   3 |   %1 = add %0, %0 : tensor<3xi8>\n     |   ^\n"
    );

    let err = fails(&["lower", "requantize.qnn", "-o", "no/such/dir/out.qnn"], 1);
    assert!(
        err.starts_with("error: cannot write no/such/dir/out.qnn: "),
        "{err}"
    );

    // Validating on no input at all would vouch for nothing: a usage error.
    let err = fails(&["lower", "requantize.qnn", "--validate", "0"], 2);
    assert!(
        err.starts_with("error: invalid value '0' for '--validate <N>': must be at least 1\n"),
        "{err}"
    );
    let err = fails(
        &[
            "run",
            "requantize.qnn",
            "--input",
            "x.npy",
            "--stage",
            "tflite",
        ],
        2,
    );
    assert!(
        err.starts_with("error: invalid value 'tflite' for '--stage <STAGE>'"),
        "{err}"
    );
}

/// `--overflow`: a dense whose bias leaves no room for its reduction lowers by default as
/// TFLite computes it (wrapping), with a warning naming the op's line and worst case;
/// `error` refuses it with the same; `widen` lowers it with i64 accumulation and validates
/// against the widened graph; `run` takes the flag too.
#[test]
fn overflow_policy_flags() {
    let s = Scratch::new("overflow");
    s.copy(
        &root().join("tests/overflow/dense_bias_near_i32_max.qnn"),
        "dense.qnn",
    );
    let d = s.qnnc(&["lower", "dense.qnn"]);
    assert_eq!(d.status.code(), Some(0), "{}", stderr(&d));
    assert!(stdout(&d).contains(" = dense %1, %2 : tensor<1x1xi32>"));
    let warn = stderr(&d);
    assert!(
        warn.starts_with(
            "warning: dense.qnn:5:3: %3 (qnn.dense): its accumulator can reach \
             [2147140920, 2147659080], beyond i32 (`add` %5 of the lowered graph)\n   5 |   %3 = qnn.dense"
        ),
        "{warn}"
    );
    assert!(
        warn.ends_with(
            "warning: 1 accumulator(s) may leave int32; overflow policy `wrap` computes them as \
             TFLite does (wrapping int32); `--overflow error` refuses the model, `widen` \
             accumulates in i64 (not TFLite's result where it wraps)\n"
        ),
        "{warn}"
    );
    let o = s.qnnc(&["lower", "dense.qnn", "--overflow", "error"]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.starts_with(
            "error: dense.qnn:5:3: accumulator overflow cannot be ruled out (overflow policy `error`; \
             `widen` accumulates in i64, `wrap` keeps TFLite's wrapping int32 arithmetic): %3 \
             (qnn.dense): its accumulator can reach [2147140920, 2147659080], beyond i32 (`add` %5 \
             of the lowered graph)\n   5 |   %3 = qnn.dense %0, %1, %2 {"
        ),
        "{err}"
    );
    // The excerpt: the op's line, then a caret under its column.
    assert!(err.ends_with(" : tensor<1x1xi8>\n     |   ^\n"), "{err}");
    let widened = ok(&s.qnnc(&["lower", "dense.qnn", "--overflow", "widen"]));
    assert!(
        widened.contains(" = dense %1, %2 : tensor<1x1xi64>"),
        "{widened}"
    );
    assert_eq!(
        ok(&s.qnnc(&[
            "lower",
            "dense.qnn",
            "--overflow",
            "widen",
            "--validate",
            "4"
        ])),
        "all 4 random inputs (seeds 0..) give identical outputs\n"
    );
    let o = s.qnnc(&["lower", "dense.qnn", "--overflow", "wrap", "--stats"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains(" = dense %1, %2 : tensor<1x1xi32>"));
    assert!(
        stderr(&o).ends_with(
            "overflow: 1 integer value checked, 1 not proven to fit (1 of them an accumulator)\n  \
             %5 (add, accumulator): can reach [2147140920, 2147659080], beyond i32\n"
        ),
        "{}",
        stderr(&o)
    );
    // Inputs that make every product positive: the exact accumulator is 2147400000 + 16 *
    // 127 * 127.5 = 2147659080, which is 16.0 in units of the output scale; wrapped in i32
    // it is -2147308216, or -16.0.
    let x: Vec<i8> = (0..16)
        .map(|i| if i % 2 == 0 { 127 } else { -128 })
        .collect();
    write_npy(&s.path("x.npy"), &[1, 16], &x);
    // `wrap`, the default, gives TFLite's wrapped result.
    for (policy, want) in [(Some("widen"), 16), (Some("wrap"), -16), (None, -16)] {
        let mut args = vec!["run", "dense.qnn", "--input", "x.npy", "--output", "y.npy"];
        args.extend(policy.map(|p| ["--overflow", p]).into_iter().flatten());
        let o = s.qnnc(&args);
        assert_eq!(o.status.code(), Some(0), "{policy:?}: {}", stderr(&o));
        assert_eq!(
            read_npy_ints(&s.path("y.npy")),
            (vec![1, 1], vec![want]),
            "{policy:?}"
        );
    }
    let o = s.qnnc(&[
        "run",
        "dense.qnn",
        "--input",
        "x.npy",
        "--overflow",
        "error",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("accumulator overflow cannot be ruled out"));
}

/// `qnnc bench`: compile time, inference times and memory, for each engine (the numbers
/// themselves are not checked: tests never time anything).
#[test]
fn bench_reports_compile_inference_and_memory() {
    let s = Scratch::new("bench");
    s.copy(&fixture("dense_single", "model.tflite"), "model.tflite");
    for (engine, target, memory) in [
        ("cpu", "cpu", "memory: 224 bytes of buffers (2 buffers), "),
        ("reference", "generic", "memory: peak "),
    ] {
        let out = ok(&s.qnnc(&["bench", "model.tflite", "--engine", engine, "--repeat", "3"]));
        let lines: Vec<&str> = out.lines().collect();
        // The process's peak memory where the system reports it (Linux).
        let peak = cfg!(target_os = "linux");
        assert_eq!(lines.len(), 4 + usize::from(peak), "{out}");
        if peak {
            assert!(
                lines[4].starts_with("peak memory of the process: "),
                "{out}"
            );
        }
        assert!(
            lines[0].starts_with(&format!("model.tflite: target {target}, engine {engine}")),
            "{out}"
        );
        assert!(lines[1].starts_with("compile: "), "{out}");
        assert!(
            lines[2].starts_with("inference (3 runs, one thread): median "),
            "{out}"
        );
        assert!(lines[3].starts_with(memory), "{out}");
    }
    let o = s.qnnc(&["bench", "model.tflite", "--repeat", "0"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    // Threads, the kernels' level and the per-step profile.
    let out = ok(&s.qnnc(&[
        "bench",
        "model.tflite",
        "--repeat",
        "2",
        "--threads",
        "2",
        "--isa",
        "scalar",
        "--profile",
    ]));
    assert!(out.contains("engine cpu (scalar kernels)"), "{out}");
    assert!(out.contains("inference (2 runs, 2 threads)"), "{out}");
    assert!(out.contains("profile (2 runs, per run): "), "{out}");
    // Each kind of step and each step (in an order that depends on the times).
    for kind in ["dense 32->24", "dense 24->16", "dense 16->10"] {
        assert!(
            out.contains(&format!("  fused product {kind}: 1 step, ")),
            "{out}"
        );
    }
    assert!(out.contains("\nslowest steps:\n"), "{out}");
    assert!(
        out.contains(" fused product dense 32->24 (portable): tensor<4x24xi8> "),
        "{out}"
    );
    let o = s.qnnc(&["bench", "model.tflite", "--isa", "avx1024"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("--isa avx1024: this machine runs scalar"),
        "{}",
        stderr(&o)
    );
    let o = s.qnnc(&[
        "bench",
        "model.tflite",
        "--engine",
        "reference",
        "--profile",
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let o = s.qnnc(&["bench", "model.tflite", "--threads", "0"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
}

/// `qnnc run --isa L --threads N`: every level this machine runs and every thread count give
/// the same outputs; the flags belong to the CPU engine.
#[test]
fn run_on_every_level_and_thread_count() {
    let s = Scratch::new("run_levels");
    s.copy(&fixture("dense_single", "model.tflite"), "model.tflite");
    s.copy(&fixture("dense_single", "case0_in0.npy"), "in0.npy");
    let base = ok(&s.qnnc(&["run", "model.tflite", "--input", "in0.npy"]));
    for isa in qnn_cpu::Isa::supported() {
        for threads in ["1", "3"] {
            let out = ok(&s.qnnc(&[
                "run",
                "model.tflite",
                "--input",
                "in0.npy",
                "--isa",
                isa.name(),
                "--threads",
                threads,
            ]));
            assert_eq!(out, base, "{} with {threads} threads", isa.name());
        }
    }
    let o = s.qnnc(&[
        "run",
        "model.tflite",
        "--input",
        "in0.npy",
        "--engine",
        "reference",
        "--isa",
        "scalar",
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "error: --isa and --threads apply to the CPU engine (--engine cpu)\n"
    );
}

/// A scratch directory for `test` holding the float model `float.tflite` (`float_fp16_net`),
/// a calibration folder `calib` of its three case inputs, and `x.npy`, the first of them.
fn float_model_scratch(test: &str) -> Scratch {
    let s = Scratch::new(test);
    s.copy(&fixture("float_fp16_net", "model.tflite"), "float.tflite");
    std::fs::create_dir_all(s.path("calib")).expect("calib dir");
    for k in 0..3 {
        s.copy(
            &fixture("float_fp16_net", &format!("case{k}_in0.npy")),
            &format!("calib/{k}.npy"),
        );
    }
    s.copy(&fixture("float_fp16_net", "case0_in0.npy"), "x.npy");
    s
}

/// `qnnc quantize float.tflite --calib calib -o q.qnn` in `s` (see [`float_model_scratch`]):
/// it succeeds and quantizes every layer; returns the graph's text.
fn quantize_float_model(s: &Scratch) -> String {
    let o = s.qnnc(&[
        "quantize",
        "float.tflite",
        "--calib",
        "calib",
        "-o",
        "q.qnn",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let summary = stderr(&o);
    assert!(
        summary.starts_with("quantized 6 of 6 layers; adaptive rounding moved ")
            && summary.ends_with(" weights\n")
            && summary.lines().count() == 1,
        "{summary}"
    );
    std::fs::read_to_string(s.path("q.qnn")).expect("q.qnn")
}

/// `qnnc quantize`: a float model and a calibration folder in, a QNN graph out that `qnnc run`
/// takes with the float model's inputs; without `-o`, the same graph on stdout.
#[test]
fn quantize_a_float_model() {
    let s = float_model_scratch("quantize");
    let text = quantize_float_model(&s);
    let counts = op_counts(&parse_verified(&text));
    for op in [
        "qnn.quantize",
        "qnn.conv2d",
        "qnn.dense",
        "qnn.softmax",
        "qnn.dequantize",
    ] {
        assert!(counts.contains_key(op), "{op} missing: {counts:?}");
    }
    // The result takes and returns the float model's tensors.
    let out = ok(&s.qnnc(&["run", "q.qnn", "--input", "x.npy"]));
    assert!(out.contains("tensor<1x5xf32>"), "{out}");
    // Without -o the graph goes to stdout, identical (deterministic).
    let o = s.qnnc(&["quantize", "float.tflite", "--calib", "calib"]);
    assert_eq!(stdout(&o), text);
}

/// `qnnc quantize --simulate`: one row per layer with its SQNR; `--explain`: every field with
/// its source.
#[test]
fn quantize_simulate_and_explain() {
    let s = float_model_scratch("quantize-simulate");
    let o = s.qnnc(&[
        "quantize",
        "float.tflite",
        "--calib",
        "calib",
        "-o",
        "q.qnn",
        "--simulate",
    ]);
    let err = stderr(&o);
    assert!(
        err.contains("SQNR (dB)") && err.lines().count() == 8,
        "{err}"
    );
    assert!(err.contains("conv2d") && err.contains("softmax"), "{err}");
    std::fs::write(s.path("a16.toml"), "[tvm]\nnbit_activation = 16\n").expect("toml");
    // --explain's configuration is a result: on stdout, nothing on stderr.
    let explained = ok(&s.qnnc(&["quantize", "--explain", "--config", "a16.toml"]));
    assert!(
        explained.contains("activations.bits = 16") && explained.contains("tvm.nbit_activation"),
        "{explained}"
    );
    assert!(
        explained.contains("activations.symmetric = true")
            && explained.contains("inferred from bits"),
        "{explained}"
    );
}

/// `--fast`: one min/max pass, nearest rounding and no bias correction, said by `--explain`;
/// a configuration asking otherwise is a usage error naming the field. `auto` calibration
/// lists its choice per value under `--explain`.
#[test]
fn quantize_fast_and_auto() {
    let s = float_model_scratch("quantize-fast");
    std::fs::write(s.path("a16.toml"), "[activations]\nbits = 16\n").expect("toml");
    let explained = ok(&s.qnnc(&["quantize", "--explain", "--fast", "--config", "a16.toml"]));
    for line in [
        "calibration.mode = \"minmax\"",
        "weights.rounding = \"nearest\"",
        "weights.bias_correction = false",
    ] {
        let l = explained.lines().find(|l| l.starts_with(line));
        assert!(
            l.is_some_and(|l| l.ends_with("# --fast")),
            "{line}: {explained}"
        );
    }
    let fast = s.qnnc(&[
        "quantize",
        "float.tflite",
        "--calib",
        "calib",
        "--fast",
        "--config",
        "a16.toml",
    ]);
    assert_eq!(fast.status.code(), Some(0), "{}", stderr(&fast));
    let slow = s.qnnc(&[
        "quantize",
        "float.tflite",
        "--calib",
        "calib",
        "--config",
        "a16.toml",
    ]);
    assert_ne!(stdout(&fast), stdout(&slow), "--fast changed nothing");
    std::fs::write(s.path("bc.toml"), "[weights]\nbias_correction = true\n").expect("toml");
    let o = s.qnnc(&["quantize", "--explain", "--fast", "--config", "bc.toml"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("weights.bias_correction"),
        "{}",
        stderr(&o)
    );
    std::fs::write(s.path("auto.toml"), "[calibration]\nmode = \"auto\"\n").expect("toml");
    let o = s.qnnc(&[
        "quantize",
        "float.tflite",
        "--calib",
        "calib",
        "--config",
        "auto.toml",
        "--explain",
        "-o",
        "q.qnn",
    ]);
    let out = stdout(&o);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(out.contains("# calibration.mode = \"auto\""), "{out}");
    assert!(
        out.lines()
            .any(|l| l.starts_with("# %") && l.contains(" *")),
        "{out}"
    );
}

/// One `.npy` file stacking the samples calibrates the same way as the folder (one sample
/// alone too); a file of another shape is an error naming it and the shapes expected.
#[test]
fn quantize_calibrates_from_one_stacked_npy() {
    let s = float_model_scratch("quantize-stacked");
    let text = quantize_float_model(&s);
    let n = 8 * 8 * 3;
    let mut stacked = Vec::new();
    for k in 0..3 {
        let bytes = std::fs::read(s.path(&format!("calib/{k}.npy"))).expect("sample");
        let data = &bytes[bytes.len() - 4 * n..];
        stacked.extend(
            data.chunks_exact(4)
                .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])),
        );
    }
    write_npy(&s.path("stacked.npy"), &[3, 8, 8, 3], &stacked);
    let o = s.qnnc(&["quantize", "float.tflite", "--calib", "stacked.npy"]);
    assert_eq!(stdout(&o), text, "{}", stderr(&o));
    let o = s.qnnc(&["quantize", "float.tflite", "--calib", "x.npy"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    write_npy(&s.path("flat.npy"), &[3, 192], &stacked);
    let o = s.qnnc(&["quantize", "float.tflite", "--calib", "flat.npy"]);
    assert!(
        stderr(&o).contains("flat.npy: holds float32 of shape [3, 192]; stacked samples of input 0 must be float32 of shape [N, 1, 8, 8, 3] or [N, 8, 8, 3]"),
        "{}",
        stderr(&o)
    );
}

/// `qnnc quantize`'s errors name the file and what is wrong: a missing `--calib` or model
/// (usage errors), an empty or mismatched calibration folder, an invalid configuration, and a
/// model quantized already.
#[test]
fn quantize_errors_name_the_file_and_the_problem() {
    let s = float_model_scratch("quantize-errors");
    // A missing required flag is a usage error.
    let o = s.qnnc(&["quantize", "float.tflite"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("--calib DIR is required"),
        "{}",
        stderr(&o)
    );
    std::fs::create_dir_all(s.path("empty")).expect("empty dir");
    let o = s.qnnc(&["quantize", "float.tflite", "--calib", "empty"]);
    assert!(
        stderr(&o).contains("no calibration samples (expected one .npy file per sample)"),
        "{}",
        stderr(&o)
    );
    write_npy(&s.path("bad.npy"), &[1, 3], &[0.0f32, 1.0, 2.0]);
    std::fs::create_dir_all(s.path("badcal")).expect("bad dir");
    std::fs::copy(s.path("bad.npy"), s.path("badcal/0.npy")).expect("copy");
    let o = s.qnnc(&["quantize", "float.tflite", "--calib", "badcal"]);
    let err = stderr(&o);
    assert!(
        err.contains("badcal/0.npy: holds float32 of shape [1, 3], but input 0"),
        "{err}"
    );
    std::fs::write(s.path("bad.toml"), "[weights]\nbits = 20\n").expect("toml");
    let o = s.qnnc(&[
        "quantize",
        "float.tflite",
        "--calib",
        "calib",
        "--config",
        "bad.toml",
    ]);
    assert!(
        stderr(&o).contains("bad.toml") && stderr(&o).contains("weights.bits"),
        "{}",
        stderr(&o)
    );
    let o = s.qnnc(&["quantize"]);
    assert!(stderr(&o).contains("a model is required"), "{}", stderr(&o));
    // A model quantized already has nothing to quantize.
    s.copy(&fixture("conv_single", "model.tflite"), "int8.tflite");
    std::fs::create_dir_all(s.path("int8cal")).expect("dir");
    s.copy(&fixture("conv_single", "case0_in0.npy"), "int8cal/0.npy");
    let o = s.qnnc(&["quantize", "int8.tflite", "--calib", "int8cal"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(
            "no layer to quantize, e.g. layer 0 (qnn.conv2d, %3): qnn.conv2d is quantized already"
        ),
        "{}",
        stderr(&o)
    );
}

/// A model of several inputs calibrates from one subfolder per sample holding `in0.npy`,
/// `in1.npy`, ...; a folder of single files is an error saying so.
#[test]
fn quantize_several_inputs_from_one_subfolder_per_sample() {
    let s = float_model_scratch("quantize-inputs");
    s.copy(&fixture("multi_io", "model.tflite"), "multi.tflite");
    let o = s.qnnc(&["quantize", "multi.tflite", "--calib", "calib"]);
    assert!(
        stderr(&o).contains("one subfolder per sample holding in0.npy .. in1.npy"),
        "{}",
        stderr(&o)
    );
    s.copy(&fixture("float_add_relu", "model.tflite"), "add.tflite");
    for k in 0..3 {
        std::fs::create_dir_all(s.path(&format!("pairs/{k}"))).expect("sample dir");
        for i in 0..2 {
            s.copy(
                &fixture("float_add_relu", &format!("case{k}_in{i}.npy")),
                &format!("pairs/{k}/in{i}.npy"),
            );
        }
    }
    let o = s.qnnc(&[
        "quantize",
        "add.tflite",
        "--calib",
        "pairs",
        "-o",
        "add.qnn",
    ]);
    assert_eq!(stderr(&o), "quantized 1 of 1 layer\n");
    let counts = op_counts(&parse_verified(
        &std::fs::read_to_string(s.path("add.qnn")).expect("add.qnn"),
    ));
    assert_eq!(counts.get("qnn.quantize"), Some(&2), "{counts:?}");
    assert_eq!(counts.get("qnn.add"), Some(&1), "{counts:?}");
}

// ---- the CLI as a newcomer meets it ----------------------------------------------------------

/// `qnnc --help` and `run --help` say `run` uses the CPU engine by default; both `run` and
/// `bench` show `--engine`'s default; `--input` and `--output` say to repeat them.
#[test]
fn help_says_run_defaults_to_the_cpu_engine() {
    let s = Scratch::new("help");
    let top = ok(&s.qnnc(&["--help"]));
    let run_line = top
        .lines()
        .find(|l| l.trim_start().starts_with("run "))
        .expect("a run line");
    assert!(run_line.contains("CPU engine (the default)"), "{run_line}");
    assert!(!top.contains("with the reference interpreter."), "{top}");
    for cmd in ["run", "bench"] {
        let help = ok(&s.qnnc(&[cmd, "--help"]));
        let engine = help
            .split("--engine <ENGINE>")
            .nth(1)
            .and_then(|rest| rest.split("\n      --").next())
            .unwrap_or_else(|| panic!("{cmd} --help has --engine: {help}"));
        assert!(engine.contains("[default: cpu]"), "{cmd}: {engine}");
        assert!(
            help.contains("repeat the flag for each input"),
            "{cmd}: {help}"
        );
        // One file per flag: no `IN.npy...` that reads as a list.
        assert!(!help.contains("<IN.npy>..."), "{cmd}: {help}");
    }
    let run = ok(&s.qnnc(&["run", "--help"]));
    assert!(run.contains("run on the CPU engine (the default)"), "{run}");
    assert!(run.contains("repeat the flag for each output"), "{run}");
    assert!(
        run.contains("Usage: qnnc run [OPTIONS] --input <IN.npy> <MODEL>"),
        "{run}"
    );
}

/// Inputs given in the wrong order are called that, not a case for `--resize-inputs`; a
/// shape that fits no input still gets the hint; `--input -` reads standard input.
#[test]
fn inputs_in_the_wrong_order_say_so_and_stdin_is_an_input() {
    let s = Scratch::new("input-order");
    s.copy(&fixture("multi_io", "model.tflite"), "multi.tflite");
    s.copy(&fixture("multi_io", "case0_in0.npy"), "in0.npy");
    s.copy(&fixture("multi_io", "case0_in1.npy"), "in1.npy");
    let o = s.qnnc(&[
        "run",
        "multi.tflite",
        "--input",
        "in1.npy",
        "--input",
        "in0.npy",
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "error: input 0 (\"in0\") must be tensor<1x8x8x3xi8> (int8 array of shape [1, 8, 8, 3]), \
         but in1.npy holds int8 of shape [1, 16]; the --input files seem to be in the wrong \
         order: give them in the model's order (0 \"in0\" tensor<1x8x8x3xi8>, 1 \"in1\" \
         tensor<1x16xi8>)\n"
    );
    let want = ok(&s.qnnc(&[
        "run",
        "multi.tflite",
        "--input",
        "in0.npy",
        "--input",
        "in1.npy",
    ]));
    // The same run with the first input on standard input.
    let mut child = Command::new(env!("CARGO_BIN_EXE_qnnc"))
        .args(["run", "multi.tflite", "--input", "-", "--input", "in1.npy"])
        .current_dir(&s.0)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("qnnc runs");
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().expect("stdin");
        stdin
            .write_all(&std::fs::read(s.path("in0.npy")).unwrap())
            .expect("write stdin");
    }
    let o = child.wait_with_output().expect("qnnc finishes");
    assert_eq!(ok(&o), want);
    // Standard input holds one array.
    let o = s.qnnc(&["run", "multi.tflite", "--input", "-", "--input", "-"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
}

/// `bench` takes the options every compiling command shares (`--overflow`, `--sum-kernel`,
/// `--resize-inputs`, `--target`), like `run` and `lower`.
#[test]
fn bench_takes_the_options_run_has() {
    let s = Scratch::new("bench-options");
    s.copy(&fixture("dense_single", "model.tflite"), "model.tflite");
    s.copy(&fixture("dense_single", "case0_in0.npy"), "in0.npy");
    let out = ok(&s.qnnc(&[
        "bench",
        "model.tflite",
        "--repeat",
        "1",
        "--overflow",
        "widen",
        "--sum-kernel",
        "builtin",
        "--resize-inputs",
        "--input",
        "in0.npy",
        "--target",
        "x86",
    ]));
    assert!(
        out.starts_with("model.tflite: target x86, engine cpu"),
        "{out}"
    );
    assert!(out.contains("inference (1 run, one thread)"), "{out}");
    for cmd in ["lower", "run", "bench"] {
        let help = ok(&s.qnnc(&[cmd, "--help"]));
        for flag in [
            "--target <TARGET>",
            "--overflow <OVERFLOW>",
            "--sum-kernel <SUM_KERNEL>",
        ] {
            assert!(help.contains(flag), "{cmd} --help lacks {flag}");
        }
    }
    let o = s.qnnc(&["bench", "model.tflite", "--resize-inputs"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "error: --resize-inputs takes the shapes of the --input arrays; give them\n"
    );
}

/// The README's rule: 1 for bad input, 2 for a usage error, which includes every value clap
/// can check (a target or level name, a missing required flag).
#[test]
fn exit_codes_follow_the_readme() {
    let s = Scratch::new("exit-codes");
    s.copy(&fixture("dense_single", "model.tflite"), "model.tflite");
    s.copy(&fixture("dense_single", "case0_in0.npy"), "in0.npy");
    s.copy(&fixture("float_fp16_net", "model.tflite"), "float.tflite");
    for (args, code) in [
        (&["lower", "model.tflite", "--target", "nope"][..], 2),
        (
            &[
                "run",
                "model.tflite",
                "--input",
                "in0.npy",
                "--target",
                "nope",
            ],
            2,
        ),
        (&["bench", "model.tflite", "--target", "nope"], 2),
        (
            &["run", "model.tflite", "--input", "in0.npy", "--isa", "nope"],
            2,
        ),
        (&["bench", "model.tflite", "--isa", "nope"], 2),
        (&["quantize", "float.tflite"], 2),
        (&["run", "model.tflite"], 2),
        (&["lower", "model.tflite", "--validate", "0"], 2),
        (&["run", "model.tflite", "--input", "missing.npy"], 1),
        (&["lower", "missing.tflite"], 1),
    ] {
        let o = s.qnnc(args);
        assert_eq!(
            o.status.code(),
            Some(code),
            "qnnc {}: {}",
            args.join(" "),
            stderr(&o)
        );
        assert!(stderr(&o).starts_with("error: "), "{}", stderr(&o));
        assert!(o.stdout.is_empty(), "qnnc {}", args.join(" "));
    }
}

/// Every `-o`/`--output` is checked before the work: an unwritable one fails at once (the
/// quantizer does not calibrate first), and a later failure leaves no empty file behind.
#[test]
fn unwritable_outputs_fail_before_the_work() {
    let s = Scratch::new("outputs");
    s.copy(&fixture("dense_single", "model.tflite"), "model.tflite");
    s.copy(&fixture("dense_single", "case0_in0.npy"), "in0.npy");
    s.copy(&fixture("float_fp16_net", "model.tflite"), "float.tflite");
    std::fs::create_dir_all(s.path("calib")).expect("calib dir");
    s.copy(&fixture("float_fp16_net", "case0_in0.npy"), "calib/0.npy");
    write_npy(&s.path("wrong.npy"), &[2], &[0i8, 0]);
    let bad = "no/such/dir/out";
    for args in [
        &["quantize", "float.tflite", "--calib", "calib", "-o", bad][..],
        &["lower", "model.tflite", "-o", bad],
        &["import", "model.tflite", "-o", bad],
        &["run", "model.tflite", "--input", "in0.npy", "--output", bad],
    ] {
        let o = s.qnnc(args);
        assert_eq!(o.status.code(), Some(1), "qnnc {}", args.join(" "));
        // The first and only line: nothing was calibrated, lowered or run.
        assert_eq!(
            stderr(&o).lines().collect::<Vec<_>>(),
            [format!(
                "error: cannot write {bad}: No such file or directory (os error 2)"
            )],
            "qnnc {}",
            args.join(" ")
        );
    }
    // A failure after the check leaves no file.
    let o = s.qnnc(&[
        "run",
        "model.tflite",
        "--input",
        "wrong.npy",
        "--output",
        "out.npy",
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(!s.path("out.npy").exists());
    // Parses and verifies, but lowering declines it.
    std::fs::write(
        s.path("wide_mul.qnn"),
        "graph \"g\" {\n  input %0 \"x\" : tensor<2xi32>\n  input %1 \"y\" : tensor<2xi32>\n  %2 = qnn.mul %0, %1 {lhs_q = q(1.0, 0), rhs_q = q(1.0, 0), out_q = q(0.25, 0), rounding = upward, clamp = none} : tensor<2xi32>\n  output \"z\" = %2\n}\n",
    )
    .unwrap();
    let o = s.qnnc(&["lower", "wide_mul.qnn", "-o", "out.qnn"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(!s.path("out.qnn").exists());
    let o = s.qnnc(&[
        "quantize",
        "model.tflite",
        "--calib",
        "calib",
        "-o",
        "q.qnn",
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(!s.path("q.qnn").exists());
    // An existing file is left as it was when the command fails.
    std::fs::write(s.path("keep.qnn"), "old").unwrap();
    let o = s.qnnc(&["lower", "missing.qnn", "-o", "keep.qnn"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(s.path("keep.qnn")).unwrap(), "old");
}

/// Results on stdout, progress and diagnostics on stderr: `quantize --explain > q.toml` is a
/// config `--config` takes; the `--stats` reports leave stdout to the graph or the outputs.
#[test]
fn results_on_stdout_diagnostics_on_stderr() {
    let s = Scratch::new("streams");
    s.copy(&fixture("dense_single", "model.tflite"), "model.tflite");
    s.copy(&fixture("dense_single", "case0_in0.npy"), "in0.npy");
    s.copy(&fixture("float_fp16_net", "model.tflite"), "float.tflite");
    let explained = ok(&s.qnnc(&["quantize", "--explain"]));
    assert!(explained.contains("activations.bits = 8"), "{explained}");
    std::fs::write(s.path("q.toml"), &explained).unwrap();
    let again = ok(&s.qnnc(&["quantize", "--explain", "--config", "q.toml"]));
    assert_eq!(again.lines().count(), explained.lines().count(), "{again}");
    // With a model, the graph cannot share stdout with the configuration.
    let o = s.qnnc(&["quantize", "float.tflite", "--explain"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));

    let graph = ok(&s.qnnc(&["lower", "model.tflite"]));
    let o = s.qnnc(&["lower", "model.tflite", "--stats"]);
    assert_eq!(stdout(&o), graph);
    assert!(
        stderr(&o).starts_with("target generic: hooks "),
        "{}",
        stderr(&o)
    );
    let outputs = ok(&s.qnnc(&["run", "model.tflite", "--input", "in0.npy"]));
    let o = s.qnnc(&["run", "model.tflite", "--input", "in0.npy", "--stats"]);
    assert_eq!(stdout(&o), outputs);
    assert!(stderr(&o).starts_with("cpu engine: "), "{}", stderr(&o));
}

/// The messages say what is wrong: all-NaN calibration data, a truncated `.tflite`, a `.qnn`
/// given to `info` or `import` and a `.tflite` to `print` (with the right command).
#[test]
fn messages_say_what_is_wrong() {
    let s = Scratch::new("messages");
    s.copy(&fixture("float_fp16_net", "model.tflite"), "float.tflite");
    s.copy(&fixture("dense_single", "model.tflite"), "model.tflite");
    s.copy(
        &root().join("tests/corpus/requantize.qnn"),
        "requantize.qnn",
    );
    std::fs::create_dir_all(s.path("nan")).expect("dir");
    write_npy(&s.path("nan/0.npy"), &[1, 8, 8, 3], &[f32::NAN; 192]);
    let o = s.qnnc(&["quantize", "float.tflite", "--calib", "nan"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("the calibration data for this tensor is all NaN or infinite"),
        "{}",
        stderr(&o)
    );
    assert!(!stderr(&o).contains("never observed"), "{}", stderr(&o));

    let bytes = std::fs::read(s.path("model.tflite")).unwrap();
    std::fs::write(s.path("cut.tflite"), &bytes[..bytes.len() / 3]).unwrap();
    for cmd in ["info", "import"] {
        let o = s.qnnc(&[cmd, "cut.tflite"]);
        assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
        assert!(
            stderr(&o).starts_with("error: cut.tflite: the file is truncated or corrupt ("),
            "{}",
            stderr(&o)
        );
        let o = s.qnnc(&[cmd, "requantize.qnn"]);
        assert_eq!(
            stderr(&o),
            "error: requantize.qnn: this is QNN text, not a TFLite model (`qnnc print` reads it, `qnnc lower` and `qnnc run` take it as a model)\n"
        );
    }
    let o = s.qnnc(&["print", "model.tflite"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "error: model.tflite: this is a TFLite model, not QNN text (`qnnc import model.tflite` prints its QNN graph)\n"
    );
    // One input is singular.
    let o = s.qnnc(&["lower", "requantize.qnn", "--validate", "1"]);
    assert_eq!(
        ok(&o),
        "the random input (seed 0) gives identical outputs\n"
    );
}

/// `--json` on `info`, `lower --stats`, `run` and `bench`: one JSON object each.
#[test]
fn json_reports_for_scripts() {
    let s = Scratch::new("json");
    s.copy(&fixture("dense_single", "model.tflite"), "model.tflite");
    s.copy(&fixture("dense_single", "case0_in0.npy"), "in0.npy");
    let parse = |text: &str| -> serde_json::Value {
        serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
    };
    let info = parse(&ok(&s.qnnc(&["info", "model.tflite", "--json"])));
    assert_eq!(info["inputs"].as_array().map(Vec::len), Some(1), "{info}");
    assert_eq!(info["operators"], 3, "{info}");
    assert_eq!(info["op_counts"][0]["op"], "FULLY_CONNECTED", "{info}");

    let o = s.qnnc(&["lower", "model.tflite", "--stats", "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), ok(&s.qnnc(&["lower", "model.tflite"])));
    let stats = parse(&stderr(&o));
    assert_eq!(stats["target"], "generic", "{stats}");
    assert_eq!(stats["ops_before"]["qnn.dense"], 3, "{stats}");
    assert!(
        stats["phases"].as_array().is_some_and(|p| !p.is_empty()),
        "{stats}"
    );
    assert!(stats["overflow"]["checked"].as_u64().is_some(), "{stats}");

    let run = parse(&ok(&s.qnnc(&[
        "run",
        "model.tflite",
        "--input",
        "in0.npy",
        "--json",
    ])));
    let (shape, values) = read_npy_ints(&fixture("dense_single", "case0_out0.npy"));
    let out = &run["outputs"][0];
    assert_eq!(out["shape"], serde_json::json!(shape), "{run}");
    assert_eq!(out["values"], serde_json::json!(values), "{run}");

    let bench = parse(&ok(&s.qnnc(&[
        "bench",
        "model.tflite",
        "--repeat",
        "2",
        "--json",
    ])));
    assert_eq!(bench["engine"], "cpu", "{bench}");
    assert_eq!(bench["repeat"], 2, "{bench}");
    assert!(
        bench["inference_ms"]["median"].as_f64().is_some(),
        "{bench}"
    );
    assert_eq!(bench["memory"]["buffers"], 2, "{bench}");
}

/// `qnnc completions SHELL` prints a completion script; `--version` names the commit when
/// built from a git checkout.
#[test]
fn completions_and_version() {
    let s = Scratch::new("completions");
    for shell in ["bash", "zsh", "fish"] {
        let script = ok(&s.qnnc(&["completions", shell]));
        assert!(script.contains("qnnc"), "{shell}");
        assert!(script.contains("quantize"), "{shell}");
    }
    let o = s.qnnc(&["completions", "tcsh"]);
    assert_eq!(o.status.code(), Some(2));
    let version = ok(&s.qnnc(&["--version"]));
    assert!(
        version.starts_with(&format!("qnnc {}", env!("CARGO_PKG_VERSION"))),
        "{version}"
    );
    let git = Command::new("git")
        .args(["rev-parse", "--short", "HEAD"])
        .current_dir(root())
        .output();
    if let Some(g) = git.ok().filter(|g| g.status.success()) {
        let commit = String::from_utf8_lossy(&g.stdout).trim().to_string();
        // The binary may be older than HEAD by a commit only if it was not rebuilt; cargo
        // rebuilds it when HEAD moves.
        assert_eq!(
            version,
            format!("qnnc {} (commit {commit})\n", env!("CARGO_PKG_VERSION"))
        );
    }
}

/// The README: what qnnc is and the prerequisites before the first commands, which stay the
/// first code block; every criterion bench of the root Cargo.toml, every target, and how to
/// install `qnnc`.
#[test]
fn readme_covers_what_a_newcomer_needs() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let first_block = readme.find("```").expect("a code block");
    let intro = &readme[..first_block];
    assert!(
        intro.contains("compiler for quantized neural networks"),
        "{intro}"
    );
    assert!(intro.contains("Rust"), "{intro}");
    let block = &readme[first_block..];
    let block = &block[..block[3..].find("```").expect("closed") + 3];
    assert!(
        block.contains("cargo run --release -p qnn-cli -- run "),
        "{block}"
    );
    assert!(
        block.contains("cargo test --workspace --release"),
        "{block}"
    );
    assert!(readme.contains("cargo install --path crates/qnn-cli --locked"));
    let manifest = std::fs::read_to_string(root().join("Cargo.toml")).unwrap();
    let benches: Vec<&str> = manifest
        .split("[[bench]]")
        .skip(1)
        .filter_map(|b| b.split('"').nth(1))
        .collect();
    assert_eq!(benches.len(), 4, "{benches:?}");
    for b in benches {
        assert!(
            readme.contains(&format!("`benches/{b}.rs`")),
            "README lacks bench {b}"
        );
    }
    let s = Scratch::new("readme");
    for line in ok(&s.qnnc(&["targets"]))
        .lines()
        .filter(|l| !l.starts_with(' '))
    {
        let name = line.split_whitespace().next().unwrap();
        assert!(
            readme.contains(&format!("`{name}`")),
            "README lacks target {name}"
        );
    }
    assert!(
        readme.contains("AVX-512"),
        "the machine of the speed figures"
    );
}

#[test]
fn lower_prove_reports_what_was_proved_and_why_not() {
    let s = Scratch::new("lower-prove");
    // An elementwise graph: every application is decided by the exhaustive sweep.
    let text = "graph \"g\" {
  input %0 \"a\" : tensor<2x4xi8>
  input %1 \"b\" : tensor<2x4xi8>
  %2 = qnn.add %0, %1 {lhs_q = q(0.05, -3), rhs_q = q(0.1, 4), out_q = q(0.12, 1), pot_int16 = false, rounding = tflite_double, clamp = none} : tensor<2x4xi8>
  %3 = qnn.requantize %2 {in_q = q(0.12, 1), out_q = q(0.07, -4), ratio = f64, rounding = tflite_double, clamp = [-128, 100]} : tensor<2x4xi8>
  output \"y\" = %3
}
";
    std::fs::write(s.path("ew.qnn"), text).expect("writes");
    let o = s.qnnc(&["lower", "ew.qnn", "--prove"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // The graph is the same as without `--prove`; the report is on stderr.
    assert_eq!(stdout(&o), ok(&s.qnnc(&["lower", "ew.qnn"])));
    let report = stderr(&o);
    let first = report.lines().next().unwrap_or_default();
    assert!(
        first.starts_with("prove: ") && first.ends_with(" proved for all inputs, 0 not proved"),
        "{report}"
    );
    assert!(
        report.contains("  lower-add: 1 proved, 0 not proved"),
        "{report}"
    );
    // What is not proved is counted with its reason (an op the solver does not encode yet,
    // whether z3 is installed or not).
    s.copy(
        &root().join("tests/corpus/batch_matmul.qnn"),
        "batch_matmul.qnn",
    );
    let report = stderr(&s.qnnc(&["lower", "batch_matmul.qnn", "--prove"]));
    assert!(
        report.contains("  lower-batch-matmul: 0 proved, 1 not proved\n    1 not proved: `qnn.batch_matmul` has no solver encoding yet"),
        "{report}"
    );
    // A sum is cut at its total and proved by the sweep, with or without z3.
    s.copy(&root().join("tests/corpus/pool_mean.qnn"), "pool_mean.qnn");
    let report = stderr(&s.qnnc(&["lower", "pool_mean.qnn", "--prove"]));
    assert!(
        report.contains("  lower-sum: 2 proved, 0 not proved"),
        "{report}"
    );
    // In `--stats --json`, per rule.
    let o = s.qnnc(&["lower", "ew.qnn", "--prove", "--stats", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&stderr(&o)).expect("JSON");
    let rules = v["proofs"].as_array().expect("an array of rules");
    assert!(
        rules
            .iter()
            .any(|r| r["rule"] == "lower-requantize" && r["proved"] == 1),
        "{v}"
    );
    // Without `--prove`, `null`.
    let o = s.qnnc(&["lower", "ew.qnn", "--stats", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&stderr(&o)).expect("JSON");
    assert!(v["proofs"].is_null(), "{v}");
}

#[test]
fn equiv_decides_equal_different_and_open_graphs() {
    let s = Scratch::new("equiv");
    let text = "graph \"g\" {
  input %0 \"a\" : tensor<2x4xi8>
  input %1 \"b\" : tensor<2x4xi8>
  %2 = qnn.add %0, %1 {lhs_q = q(0.05, -3), rhs_q = q(0.1, 4), out_q = q(0.12, 1), pot_int16 = false, rounding = tflite_double, clamp = none} : tensor<2x4xi8>
  output \"y\" = %2
}
";
    std::fs::write(s.path("add.qnn"), text).expect("writes");
    // The QNN graph and its lowering: equal on all 65,536 input pairs.
    let lowered = ok(&s.qnnc(&["lower", "add.qnn"]));
    std::fs::write(s.path("lowered.qnn"), &lowered).expect("writes");
    let o = s.qnnc(&["equiv", "add.qnn", "lowered.qnn"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "output \"y\": equal for every input (65536 cases run)\nequivalent\n"
    );
    // Another output zero point: a counterexample, exit status 1.
    std::fs::write(
        s.path("other.qnn"),
        text.replace("q(0.12, 1)", "q(0.12, 2)"),
    )
    .expect("writes");
    let o = s.qnnc(&["equiv", "add.qnn", "other.qnn"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.starts_with("output \"y\": differs at [0, 0] with \"a\" = ")
            && out.contains("add.qnn gives ")
            && out.contains("other.qnn gives "),
        "{out}"
    );
    assert_eq!(stderr(&o), "error: the graphs differ on 1 output\n");
    // A convolution against a different lowering of it: not decided, exit status 3.
    s.copy(&root().join("tests/corpus/conv2d.qnn"), "conv2d.qnn");
    let lowered = ok(&s.qnnc(&["lower", "conv2d.qnn"]));
    std::fs::write(s.path("conv_lowered.qnn"), &lowered).expect("writes");
    let o = s.qnnc(&["equiv", "conv2d.qnn", "conv_lowered.qnn"]);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    assert!(stdout(&o).contains("not decided: "), "{}", stdout(&o));
    // A graph against itself: the same expression, whatever its ops.
    let o = s.qnnc(&["equiv", "conv2d.qnn", "conv2d.qnn"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // Graphs whose inputs differ: an error naming both.
    let o = s.qnnc(&["equiv", "add.qnn", "conv2d.qnn"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("the graphs' inputs differ"),
        "{}",
        stderr(&o)
    );
}
