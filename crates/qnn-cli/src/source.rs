//! Loading models: a `.tflite` file (read and imported) or `.qnn` text (parsed and verified),
//! from a file or standard input, with the source kept for messages that point into it.

use anyhow::{anyhow, bail, Result};
use qnn_ir::text::parse_with_spans;
use qnn_ir::{verify, Graph};
use qnn_tflite::{
    import_traced, import_with, read_model, ImportOptions, ReadError, TfModel, FILE_IDENTIFIER,
};
use std::path::Path;

use crate::diag::excerpt;
pub use crate::file::read_bytes;

/// Where a graph came from: the name used in messages and, for text, the text and the
/// `(line, column)` of each value's definition.
#[derive(Debug, Default)]
pub struct Source {
    /// The file name, or `<stdin>`.
    pub name: String,
    /// The `.qnn` text (`None` for a `.tflite` model).
    pub text: Option<String>,
    /// The `(line, column)` of each value's definition (empty for a `.tflite` model).
    pub spans: Vec<(usize, usize)>,
    /// The TFLite tensors the operators write, in execution order, with the values that
    /// hold them (empty for `.qnn` text).
    pub tensors: Vec<qnn_tflite::TracedTensor>,
}

impl Source {
    /// Whether the graph was imported from a `.tflite` model.
    pub fn is_tflite(&self) -> bool {
        self.text.is_none()
    }

    /// `name:line:column: message` and the excerpt of that line when `value` has a position,
    /// else `name: message`.
    pub fn at(&self, value: Option<usize>, message: impl std::fmt::Display) -> String {
        match value.and_then(|v| self.spans.get(v)) {
            Some(&(l, c)) => self.at_position(l, c, message),
            None => format!("{}: {message}", self.name),
        }
    }

    /// `name:line:column: message`, then the line with a caret under the column.
    pub fn at_position(
        &self,
        line: usize,
        column: usize,
        message: impl std::fmt::Display,
    ) -> String {
        let shown = self
            .text
            .as_deref()
            .map_or(String::new(), |t| excerpt(t, line, column));
        format!("{}:{line}:{column}: {message}{shown}", self.name)
    }
}

/// A loaded graph and its source.
#[derive(Debug)]
pub struct Loaded {
    /// The graph.
    pub graph: Graph,
    /// Where it came from.
    pub source: Source,
}

/// A `.tflite` extension, or the `TFL3` file identifier at bytes 4..8.
pub fn is_tflite(path: &Path, bytes: &[u8]) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("tflite"))
        || bytes.get(4..8) == Some(&FILE_IDENTIFIER[..])
}

/// Whether `bytes` look like `.qnn` text: they start, after blanks, with the `graph` keyword.
fn looks_like_qnn(bytes: &[u8]) -> bool {
    let start = bytes.iter().position(|b| !b.is_ascii_whitespace());
    start.is_some_and(|i| bytes[i..].starts_with(b"graph"))
}

/// Reads a TFLite model; errors carry the file name, say when the file is truncated or
/// corrupt, and point a `.qnn` file to the commands that take one.
pub fn read_tflite(name: &str, bytes: &[u8]) -> Result<TfModel> {
    read_model(bytes).map_err(|e| match &e {
        ReadError::BadIdentifier { .. } if looks_like_qnn(bytes) => anyhow!(
            "{name}: this is QNN text, not a TFLite model (`qnnc print` reads it, `qnnc lower` and `qnnc run` take it as a model)"
        ),
        ReadError::TooShort { .. }
        | ReadError::Flatbuffer { .. }
        | ReadError::BufferOutOfFile { .. } => {
            anyhow!("{name}: the file is truncated or corrupt ({e})")
        }
        _ => anyhow!("{name}: {e}"),
    })
}

/// Reads and imports a TFLite model; errors carry the file name.
pub fn import_tflite(name: &str, bytes: &[u8], options: &ImportOptions) -> Result<Graph> {
    let model = read_tflite(name, bytes)?;
    import_with(&model, options).map_err(|e| anyhow!("{name}: {e}"))
}

/// A `.tflite` model (imported with `options`) or a `.qnn` graph (parsed and verified).
pub fn load_model(path: &Path, options: &ImportOptions) -> Result<Loaded> {
    let (name, bytes) = read_bytes(path)?;
    load_model_bytes(path, name, bytes, options)
}

/// [`load_model`] on bytes read already.
pub fn load_model_bytes(
    path: &Path,
    name: String,
    bytes: Vec<u8>,
    options: &ImportOptions,
) -> Result<Loaded> {
    if is_tflite(path, &bytes) {
        let model = read_tflite(&name, &bytes)?;
        let imported = import_traced(&model, options).map_err(|e| anyhow!("{name}: {e}"))?;
        Ok(Loaded {
            graph: imported.graph,
            source: Source {
                name,
                tensors: imported.tensors,
                ..Source::default()
            },
        })
    } else {
        graph_from_text(name, bytes)
    }
}

/// Parses and verifies a `.qnn` file (`-` reads stdin); a `.tflite` model is pointed to
/// `qnnc import`.
pub fn load_text(path: &Path) -> Result<Loaded> {
    let (name, bytes) = read_bytes(path)?;
    if is_tflite(path, &bytes) {
        bail!("{name}: this is a TFLite model, not QNN text (`qnnc import {name}` prints its QNN graph)");
    }
    graph_from_text(name, bytes)
}

/// Parses and verifies `.qnn` text; errors carry `file:line:column` and show the line.
pub fn graph_from_text(name: String, bytes: Vec<u8>) -> Result<Loaded> {
    let text = match String::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => {
            let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            let line = valid.iter().filter(|&&b| b == b'\n').count() + 1;
            let last = valid.rsplit(|&b| b == b'\n').next().unwrap_or(&[]);
            let col = String::from_utf8_lossy(last).chars().count() + 1;
            let source = Source {
                name,
                text: Some(String::from_utf8_lossy(e.as_bytes()).into_owned()),
                spans: Vec::new(),
                tensors: Vec::new(),
            };
            bail!(source.at_position(line, col, "the text is not valid UTF-8"));
        }
    };
    let mut source = Source {
        name,
        text: Some(text),
        spans: Vec::new(),
        tensors: Vec::new(),
    };
    let parsed = parse_with_spans(source.text.as_deref().unwrap_or_default());
    let (graph, spans) =
        parsed.map_err(|e| anyhow!(source.at_position(e.line, e.column, &e.message)))?;
    source.spans = spans;
    if let Err(e) = verify(&graph) {
        let lines: Vec<String> = e
            .diagnostics
            .iter()
            .map(|d| source.at(d.value, d))
            .collect();
        bail!("{}", lines.join("\n"));
    }
    Ok(Loaded { graph, source })
}

/// The model of `run` and `bench`, and their `--input` arrays (read once, after the model's
/// bytes). With `--resize-inputs` a `.tflite` model is imported with the arrays' shapes.
pub fn load_for_run(
    path: &Path,
    compile: &crate::options::CompileArgs,
    inputs: &crate::options::InputArgs,
) -> Result<(Loaded, crate::inputs::InputFiles)> {
    use crate::diag::usage;
    if path.as_os_str() == "-" && inputs.inputs.iter().any(|p| p.as_os_str() == "-") {
        return Err(usage(
            "the model is read from standard input (`-`), so `--input -` cannot read it too",
        ));
    }
    if inputs.resize_inputs && inputs.inputs.is_empty() {
        return Err(usage(
            "--resize-inputs takes the shapes of the --input arrays; give them",
        ));
    }
    let (name, bytes) = read_bytes(path)?;
    let tflite = is_tflite(path, &bytes);
    if inputs.resize_inputs && !tflite {
        return Err(usage("--resize-inputs applies to .tflite models only"));
    }
    let arrays = crate::inputs::InputFiles::read(&inputs.inputs)?;
    let mut options = compile.sum_kernel.options();
    if inputs.resize_inputs {
        options.input_shapes = Some(arrays.shapes());
    }
    Ok((load_model_bytes(path, name, bytes, &options)?, arrays))
}
