//! Where results go: standard output, or the files of `-o`/`--output`, which are checked
//! before any work so that an unwritable path fails at once.

use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};

/// Writes to standard output. A reader that went away (`qnnc ops | head`) is not an error.
pub fn emit(text: &str) -> Result<()> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(e).context("cannot write to standard output")
        }
        _ => Ok(()),
    }
}

/// A JSON document on standard output, on one line.
pub fn emit_json(v: &serde_json::Value) -> Result<()> {
    emit(&format!("{v}\n"))
}

/// An output file that was checked to be writable before the work that fills it.
#[derive(Debug, Clone)]
pub struct OutputFile(PathBuf);

impl OutputFile {
    /// Checks that `path` can be written, without changing anything: an existing file is
    /// opened for appending (and left as it is), a new one is created and removed again, so
    /// that a later failure leaves no empty file behind.
    pub fn check(path: &Path) -> Result<OutputFile> {
        let cannot = || format!("cannot write {}", path.display());
        if path.is_dir() {
            bail!("cannot write {}: it is a directory", path.display());
        }
        if path.exists() {
            std::fs::OpenOptions::new()
                .append(true)
                .open(path)
                .with_context(cannot)?;
        } else {
            std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(path)
                .with_context(cannot)?;
            std::fs::remove_file(path).with_context(cannot)?;
        }
        Ok(OutputFile(path.to_path_buf()))
    }

    /// [`OutputFile::check`] for an optional path.
    pub fn check_opt(path: Option<&Path>) -> Result<Option<OutputFile>> {
        path.map(OutputFile::check).transpose()
    }

    /// Writes the whole file.
    pub fn write(&self, bytes: impl AsRef<[u8]>) -> Result<()> {
        std::fs::write(&self.0, bytes).with_context(|| format!("cannot write {}", self.0.display()))
    }

    /// The path.
    pub fn path(&self) -> &Path {
        &self.0
    }
}
