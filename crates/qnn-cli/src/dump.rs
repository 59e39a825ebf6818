//! Intermediate tensors on disk, to find where two engines part: `qnnc run --dump DIR`
//! writes them, `tools/tflite_dump.py` writes TFLite's the same way, and `qnnc compare A B`
//! reads two such folders.
//!
//! A dump is a folder of `.npy` files and `tensors.json`, which lists them in execution
//! order: `{"format": "qnnc-dump/1", "tensors": [{"name": "...", "file": "0003-name.npy"}]}`.
//! `name` is the tensor's name in the model (what two engines agree on); `file` is the
//! file in the folder.

use anyhow::{anyhow, bail, Context, Result};
use qnn_ir::Tensor;
use serde_json::{json, Value};
use std::path::Path;

use crate::npy;

/// The manifest's name in a dump folder.
pub const MANIFEST: &str = "tensors.json";

/// The `format` a manifest declares.
const FORMAT: &str = "qnnc-dump/1";

/// One tensor of a dump: its name in the model and its file in the folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The tensor's name in the model.
    pub name: String,
    /// The `.npy` file, relative to the folder.
    pub file: String,
}

/// The file of the `index`-th tensor, named `name`: its position, then the name with every
/// character but ASCII letters, digits, `.`, `-` and `_` replaced by `_` (at most 80 of them).
pub fn file_name(index: usize, name: &str) -> String {
    let safe: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') {
                c
            } else {
                '_'
            }
        })
        .take(80)
        .collect();
    format!("{index:04}-{safe}.npy")
}

/// Writes `tensors` (name, value, in execution order) into `dir` as a dump. `dir` is
/// created if missing; it must be empty or hold an earlier dump, whose files are replaced.
pub fn write(dir: &Path, tensors: &[(String, Tensor)]) -> Result<()> {
    prepare(dir)?;
    let mut listed = Vec::with_capacity(tensors.len());
    for (i, (name, t)) in tensors.iter().enumerate() {
        let file = file_name(i, name);
        npy::write(&dir.join(&file), t)?;
        listed.push(json!({"name": name, "file": file}));
    }
    let manifest = json!({"format": FORMAT, "tensors": listed});
    let text = serde_json::to_string_pretty(&manifest)? + "\n";
    let path = dir.join(MANIFEST);
    std::fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))
}

/// Checks, before any work, that `dir` can take a dump: it is absent, empty, or an earlier
/// dump; returns the earlier dump's files.
pub fn check(dir: &Path) -> Result<Vec<Entry>> {
    if !dir.exists() {
        return Ok(Vec::new());
    }
    if !dir.is_dir() {
        bail!("--dump {}: not a folder", dir.display());
    }
    let earlier = if dir.join(MANIFEST).is_file() {
        read(dir)?
    } else {
        Vec::new()
    };
    let mut others = Vec::new();
    for e in std::fs::read_dir(dir).with_context(|| format!("cannot read {}", dir.display()))? {
        let name = e?.file_name().to_string_lossy().into_owned();
        if name != MANIFEST && !earlier.iter().any(|x| x.file == name) {
            others.push(name);
        }
    }
    if !others.is_empty() {
        others.sort();
        bail!(
            "--dump {}: the folder holds files that are not an earlier dump's ({}); give an empty or new folder",
            dir.display(),
            others.join(", ")
        );
    }
    Ok(earlier)
}

/// Makes `dir` ready for a dump: created, or emptied of an earlier dump's files.
fn prepare(dir: &Path) -> Result<()> {
    let earlier = check(dir)?;
    if !dir.exists() {
        return std::fs::create_dir_all(dir)
            .with_context(|| format!("cannot create {}", dir.display()));
    }
    for e in &earlier {
        let path = dir.join(&e.file);
        if path.exists() {
            std::fs::remove_file(&path)
                .with_context(|| format!("cannot remove {}", path.display()))?;
        }
    }
    Ok(())
}

/// The tensors a dump lists, in its order.
pub fn read(dir: &Path) -> Result<Vec<Entry>> {
    let path = dir.join(MANIFEST);
    let text = std::fs::read_to_string(&path).with_context(|| {
        format!(
            "cannot read {} (a dump folder holds one: `qnnc run --dump DIR` writes it)",
            path.display()
        )
    })?;
    let bad = |what: &str| anyhow!("{}: {what}", path.display());
    let v: Value = serde_json::from_str(&text).map_err(|e| bad(&format!("not JSON: {e}")))?;
    match v.get("format").and_then(Value::as_str) {
        Some(FORMAT) => {}
        Some(other) => return Err(bad(&format!("format {other:?}, expected {FORMAT:?}"))),
        None => return Err(bad(&format!("no \"format\": {FORMAT:?}"))),
    }
    let items = v
        .get("tensors")
        .and_then(Value::as_array)
        .ok_or_else(|| bad("no \"tensors\" list"))?;
    items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let field = |k: &str| {
                item.get(k)
                    .and_then(Value::as_str)
                    .map(str::to_string)
                    .ok_or_else(|| bad(&format!("tensor {i} has no string {k:?}")))
            };
            let file = field("file")?;
            // Files are read from inside the folder only.
            if file.contains(['/', '\\']) || file.starts_with('.') {
                return Err(bad(&format!(
                    "tensor {i}: file {file:?} is not in the folder"
                )));
            }
            Ok(Entry {
                name: field("name")?,
                file,
            })
        })
        .collect()
}

/// The tensor of `entry` in dump `dir`.
pub fn load(dir: &Path, entry: &Entry) -> Result<Tensor> {
    npy::read(&dir.join(&entry.file))
        .with_context(|| format!("tensor {:?} of dump {}", entry.name, dir.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_are_safe_and_ordered() {
        assert_eq!(
            file_name(3, "model/conv2d;relu:0"),
            "0003-model_conv2d_relu_0.npy"
        );
        assert_eq!(file_name(12, "../x"), "0012-.._x.npy");
        assert_eq!(file_name(0, &"a".repeat(200)).len(), 4 + 1 + 80 + 4);
    }
}
