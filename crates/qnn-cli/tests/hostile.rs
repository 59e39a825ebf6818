//! Hostile inputs at every stage of the `qnnc` binary: mutated `.qnn` graphs and `.tflite`
//! models go through `lower`, `lower --target T --overflow P` and `run`. Every process must
//! exit with 0, 1 or 2 within [`TIMEOUT`], under an address-space limit of [`MEMORY_LIMIT`]:
//! no panic, no signal (an allocation failure aborts), no hang (`docs/robustness.md`).
//!
//! The library-level mutation tests (`tests/mutation.rs`, `tests/tflite_robustness.rs`)
//! reach many more mutants; this one checks what a user of the tool sees.

use npyz::WriterBuilder;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Longest a single `qnnc` run may take.
const TIMEOUT: Duration = Duration::from_secs(60);

/// Address-space limit of each `qnnc` run, in KiB (`ulimit -v`): 4 GiB.
const MEMORY_LIMIT: u64 = 4 << 20;

/// Mutants per input file.
const MUTANTS: usize = 5;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A small deterministic generator (SplitMix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// `.qnn` text mutated in the graph body: digits changed (mostly still parses and reaches
/// the verifier, the rewriter and the interpreter), or characters replaced, inserted, deleted.
fn mutate_text(text: &str, rng: &mut Rng) -> Vec<u8> {
    const ALPHABET: &[u8] = b"0123456789-+.,:;=%@\"[](){}<>xq_ \nabcdefinoprstuv";
    let mut b = text.as_bytes().to_vec();
    let body = text.find("\n}\n").unwrap_or(b.len());
    let digits: Vec<usize> = (0..body).filter(|&i| b[i].is_ascii_digit()).collect();
    for _ in 0..1 + rng.below(3) {
        if !digits.is_empty() && rng.below(3) > 0 {
            let pos = digits[rng.below(digits.len())];
            b[pos] = b'0' + rng.below(10) as u8;
            continue;
        }
        let pos = rng.below(body.min(b.len()));
        let c = ALPHABET[rng.below(ALPHABET.len())];
        match rng.below(3) {
            0 => b[pos] = c,
            1 => b.insert(pos, c),
            _ => {
                b.remove(pos);
            }
        }
    }
    b
}

/// A `.tflite` model with a few bytes overwritten (outside the 8-byte header, so most
/// mutants still read as flatbuffers and reach the importer).
fn mutate_bytes(bytes: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut b = bytes.to_vec();
    for _ in 0..1 + rng.below(4) {
        let pos = 8 + rng.below(b.len().saturating_sub(8));
        if let Some(x) = b.get_mut(pos) {
            *x = match rng.below(4) {
                0 => 0,
                1 => 0xff,
                2 => x.wrapping_add(1),
                _ => rng.next() as u8,
            };
        }
    }
    b
}

/// Zero `.npy` inputs for the graph in `file` (when it loads), one per model input.
fn zero_inputs(file: &Path, dir: &Path) -> Vec<PathBuf> {
    let bytes = std::fs::read(file).unwrap_or_default();
    let graph = if file.extension().is_some_and(|e| e == "tflite") {
        qnn_tflite::import_bytes(&bytes).ok()
    } else {
        std::str::from_utf8(&bytes)
            .ok()
            .and_then(|t| qnn_ir::text::parse(t).ok())
    };
    let Some(g) = graph else {
        // Nothing to match: any array will do (the model fails to load first).
        let p = dir.join("any.npy");
        write_zeros::<i8>(&p, &[1]);
        return vec![p];
    };
    let mut out = Vec::new();
    for (k, &i) in g.inputs().iter().enumerate() {
        let ty = g.ty(i).expect("an input has a type");
        let shape: Vec<u64> = ty.shape.iter().map(|&d| d as u64).collect();
        // Inputs too large to write are replaced by a small array (a shape error).
        let shape = if ty.num_elements().is_none_or(|n| n > 1 << 20) {
            vec![1]
        } else {
            shape
        };
        let p = dir.join(format!("in{k}.npy"));
        use qnn_ir::DType::*;
        match ty.dtype {
            I8 => write_zeros::<i8>(&p, &shape),
            U8 => write_zeros::<u8>(&p, &shape),
            I16 => write_zeros::<i16>(&p, &shape),
            U16 => write_zeros::<u16>(&p, &shape),
            I32 => write_zeros::<i32>(&p, &shape),
            I64 => write_zeros::<i64>(&p, &shape),
            F32 => write_zeros::<f32>(&p, &shape),
            F64 => write_zeros::<f64>(&p, &shape),
        }
        out.push(p);
    }
    out
}

fn write_zeros<T: npyz::AutoSerialize + Default + Copy>(path: &Path, shape: &[u64]) {
    let n: u64 = shape.iter().product();
    let mut buf = Vec::new();
    let mut w = npyz::WriteOptions::<T>::new()
        .default_dtype()
        .shape(shape)
        .writer(&mut buf)
        .begin_nd()
        .expect("npy writer");
    w.extend((0..n).map(|_| T::default())).expect("npy data");
    w.finish().expect("npy finish");
    std::fs::write(path, buf).expect("write npy");
}

/// Runs `qnnc args` in `dir` under the limits: its exit code, or `Err` describing a finding.
fn qnnc(dir: &Path, args: &[String]) -> Result<i32, String> {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v {MEMORY_LIMIT} && exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_qnnc"))
        .args(args)
        .current_dir(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start qnnc: {e}"))?;
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().map_err(|e| e.to_string())? {
            break s;
        }
        if start.elapsed() > TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("no exit within {TIMEOUT:?}"));
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    let mut stderr = String::new();
    if let Some(mut e) = child.stderr.take() {
        use std::io::Read;
        let _ = e.read_to_string(&mut stderr);
    }
    match status.code() {
        Some(c @ 0..=2) if !stderr.contains("panicked") => Ok(c),
        code => Err(format!("exit {code:?}: {stderr}")),
    }
}

/// The commands one mutant goes through (the target and policy rotate with `k`).
fn commands(file: &str, inputs: &[PathBuf], k: usize) -> Vec<Vec<String>> {
    let targets = ["generic", "x86", "x86-vnni", "arm", "arm-dotprod", "cuda"];
    let policies = ["error", "widen", "wrap"];
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    let mut run = s(&["run", file]);
    for i in inputs {
        run.push("--input".into());
        run.push(i.file_name().unwrap().to_string_lossy().into_owned());
    }
    run.push("--stats".into());
    vec![
        s(&["lower", file, "--stats"]),
        s(&[
            "lower",
            file,
            "--target",
            targets[k % targets.len()],
            "--overflow",
            policies[k % policies.len()],
        ]),
        run,
    ]
}

#[test]
fn mutated_inputs_through_lower_target_and_run() {
    let mut sources: Vec<PathBuf> = Vec::new();
    for dir in ["tests/corpus", "tests/lower"] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
            .expect("the corpus")
            .map(|e| e.expect("an entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "qnn"))
            .collect();
        files.sort();
        sources.extend(files);
    }
    let mut models: Vec<PathBuf> = std::fs::read_dir(root().join("tests/fixtures/tflite"))
        .expect("the fixtures")
        .map(|e| e.expect("an entry").path().join("model.tflite"))
        .filter(|p| std::fs::metadata(p).is_ok_and(|m| m.len() < 4_000))
        .collect();
    models.sort();
    // Every third small probe model: enough kinds of ops, a bounded run time.
    sources.extend(models.into_iter().step_by(3));
    assert!(sources.len() > 40, "inputs are missing: {}", sources.len());

    let scratch = std::env::temp_dir().join(format!("qnnc-hostile-{}", std::process::id()));
    let jobs: Vec<(usize, PathBuf)> = sources.into_iter().enumerate().collect();
    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(4);
    let (findings, codes) = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let jobs = &jobs;
                let scratch = &scratch;
                s.spawn(move || {
                    let (mut findings, mut codes) = (Vec::new(), [0usize; 3]);
                    for (i, src) in jobs.iter().skip(t).step_by(threads) {
                        let dir = scratch.join(format!("{i}"));
                        std::fs::create_dir_all(&dir).expect("scratch");
                        let bytes = std::fs::read(src).expect("input");
                        let ext = src.extension().unwrap().to_string_lossy().into_owned();
                        let mut rng = Rng(0x05ee_d000 + *i as u64);
                        for k in 0..MUTANTS {
                            let mutant = if ext == "qnn" {
                                mutate_text(&String::from_utf8_lossy(&bytes), &mut rng)
                            } else {
                                mutate_bytes(&bytes, &mut rng)
                            };
                            let name = format!("m{k}.{ext}");
                            std::fs::write(dir.join(&name), &mutant).expect("write mutant");
                            let inputs = zero_inputs(&dir.join(&name), &dir);
                            for args in commands(&name, &inputs, k) {
                                let r = qnnc(&dir, &args);
                                if let Ok(c) = r {
                                    codes[c as usize] += 1;
                                }
                                if let Err(m) = r {
                                    let keep = scratch.join(format!("finding-{i}-{k}.{ext}"));
                                    let _ = std::fs::write(&keep, &mutant);
                                    findings.push(format!(
                                        "{} (mutant {k}, kept as {}): qnnc {}: {m}",
                                        src.display(),
                                        keep.display(),
                                        args.join(" ")
                                    ));
                                }
                            }
                        }
                        let _ = std::fs::remove_dir_all(&dir);
                    }
                    (findings, codes)
                })
            })
            .collect();
        let mut all = (Vec::new(), [0usize; 3]);
        for h in handles {
            let (f, c) = h.join().expect("a worker");
            all.0.extend(f);
            for (a, b) in all.1.iter_mut().zip(c) {
                *a += b;
            }
        }
        all
    });
    if findings.is_empty() {
        let _ = std::fs::remove_dir_all(&scratch);
    }
    assert!(findings.is_empty(), "{}", findings.join("\n"));
    // The mutants must reach both the success and the error paths of every command.
    assert!(
        codes[0] >= 200 && codes[1] >= 200,
        "exit codes 0, 1, 2: {codes:?}"
    );
}
