//! Reading a file named on the command line, `-` meaning standard input. Its own module,
//! without other dependencies in the crate, because the workspace tests include `npy.rs`
//! and this file by path to read fixtures exactly as `qnnc` does.

use anyhow::{Context, Result};
use std::io::Read;
use std::path::Path;

/// The bytes of a file (or of standard input for `-`) and the name used in messages.
pub fn read_bytes(path: &Path) -> Result<(String, Vec<u8>)> {
    if path == Path::new("-") {
        let mut b = Vec::new();
        std::io::stdin()
            .read_to_end(&mut b)
            .context("cannot read standard input")?;
        return Ok(("<stdin>".to_string(), b));
    }
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    Ok((path.display().to_string(), bytes))
}
