//! Records the commit `qnnc --version` shows: `git rev-parse --short HEAD` when the sources
//! are a git checkout with git installed, else nothing (a tarball, a vendored copy).

use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    if !out.status.success() {
        return None;
    }
    let s = String::from_utf8(out.stdout).ok()?.trim().to_string();
    (!s.is_empty()).then_some(s)
}

/// Reruns the build script when `path` (inside the git directory) changes, if it exists: a
/// missing path would rerun it on every build.
fn watch(path: &str) {
    if let Some(p) = git(&["rev-parse", "--git-path", path]) {
        if std::path::Path::new(&p).exists() {
            println!("cargo:rerun-if-changed={p}");
        }
    }
}

fn main() {
    let version = env!("CARGO_PKG_VERSION");
    let full = match git(&["rev-parse", "--short", "HEAD"]) {
        Some(commit) => format!("{version} (commit {commit})"),
        None => version.to_string(),
    };
    println!("cargo:rustc-env=QNNC_VERSION={full}");
    // Rebuild when HEAD moves: HEAD itself, the branch it names, and the packed refs.
    watch("HEAD");
    watch("packed-refs");
    if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"]) {
        watch(&branch);
    }
    println!("cargo:rerun-if-changed=build.rs");
}
