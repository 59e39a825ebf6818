//! Helpers shared by the workspace-level tests.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The repository root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every file under `dir` (recursively) with extension `ext`, sorted.
pub fn files_with_ext(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == ext) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Every `.qnn` file in the repository (tests, examples, docs).
pub fn all_qnn_files() -> Vec<PathBuf> {
    let r = root();
    let mut v = Vec::new();
    for d in ["tests", "examples", "docs", "snapshots"] {
        v.extend(files_with_ext(&r.join(d), "qnn"));
    }
    v
}

/// The corpus of hand-written graphs.
pub fn corpus() -> Vec<PathBuf> {
    files_with_ext(&root().join("tests/corpus"), "qnn")
}

/// insta settings that store snapshots in the top-level `snapshots/`.
pub fn insta_settings() -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_snapshot_path(root().join("snapshots"));
    s.set_prepend_module_to_snapshot(false);
    s
}

/// One libtest trial per case, so that `cargo test -- NAME` runs a single case and every
/// failing case is listed. A trial fails when its body panics (an `assert!`, an insta
/// snapshot mismatch) or returns an error.
pub use libtest_mimic::Trial;

/// The trial `prefix/<stem>` for each file, running `check` on it.
pub fn file_trials(prefix: &str, files: Vec<PathBuf>, check: fn(&Path)) -> Vec<Trial> {
    files
        .into_iter()
        .map(|path| {
            let stem = path
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or("<non-UTF-8 name>")
                .to_string();
            Trial::test(format!("{prefix}/{stem}"), move || {
                check(&path);
                Ok(())
            })
        })
        .collect()
}

/// Runs the trials with the arguments `cargo test` passed (filters, `--list`, `--exact`,
/// `--test-threads`, ...): the `main` of a `harness = false` test.
pub fn run(trials: Vec<Trial>) -> std::process::ExitCode {
    libtest_mimic::run(&libtest_mimic::Arguments::from_args(), trials).exit_code()
}

/// Trials of plain test functions, each named after its function (`#[macro_use] mod common;`).
#[allow(unused_macros)]
macro_rules! tests {
    ($($f:ident),* $(,)?) => {
        vec![$($crate::common::Trial::test(stringify!($f), || {
            $f();
            Ok(())
        })),*]
    };
}
