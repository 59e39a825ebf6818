//! `qnnc info`: a TFLite model's inputs, outputs, operator counts and quantization schemes,
//! as text or (`--json`) one JSON object.

use anyhow::Result;
use qnn_ir::text::cursor::format_f32;
use qnn_tflite::{summarize, ModelSummary, TensorSummary};
use serde_json::{json, Value};
use std::path::PathBuf;

use crate::output::{emit, emit_json};
use crate::source::{read_bytes, read_tflite};

/// The options of `qnnc info`.
#[derive(clap::Args)]
pub struct InfoArgs {
    /// A `.tflite` file, or `-`.
    model: PathBuf,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

/// Runs `qnnc info`.
pub fn run(args: InfoArgs) -> Result<()> {
    let (name, bytes) = read_bytes(&args.model)?;
    let s = summarize(&read_tflite(&name, &bytes)?);
    if args.json {
        emit_json(&info_json(&s))
    } else {
        emit(&info_text(&s))
    }
}

/// The quantization of a tensor, in words.
fn quant_text(t: &TensorSummary) -> String {
    match &t.quant {
        None => "unquantized".to_string(),
        Some(q) if q.has_details => "custom quantization".to_string(),
        Some(q) => match (q.scales.as_slice(), q.zero_points.as_slice()) {
            ([s], [z]) => format!("q({}, {z})", format_f32(*s)),
            (s, _) => format!("q_axis({}, {} channels)", q.quantized_dimension, s.len()),
        },
    }
}

/// One line of `info` for a graph input or output.
fn tensor_line(position: usize, t: &TensorSummary) -> String {
    format!(
        "  {position}: {:?} {} {:?} {}\n",
        t.name,
        t.ty,
        t.shape,
        quant_text(t)
    )
}

/// The text `qnnc info` prints.
fn info_text(s: &ModelSummary) -> String {
    let mut out = String::new();
    out.push_str(&format!(
        "description: {}\n",
        s.description
            .as_deref()
            .map_or("(none)".to_string(), |d| format!("{d:?}"))
    ));
    out.push_str(&format!("inputs: {}\n", s.inputs.len()));
    for (i, t) in s.inputs.iter().enumerate() {
        out.push_str(&tensor_line(i, t));
    }
    out.push_str(&format!("outputs: {}\n", s.outputs.len()));
    for (i, t) in s.outputs.iter().enumerate() {
        out.push_str(&tensor_line(i, t));
    }
    out.push_str(&format!("operators: {}\n", s.num_ops));
    for (name, count) in &s.op_counts {
        let mark = if s.unsupported.contains(name) {
            " (not supported by qnnc)"
        } else {
            ""
        };
        out.push_str(&format!("  {name}: {count}{mark}\n"));
    }
    let schemes: Vec<String> = s.schemes.iter().map(|q| q.to_string()).collect();
    out.push_str(&format!(
        "schemes: {}\n",
        if schemes.is_empty() {
            "none detected".to_string()
        } else {
            schemes.join(", ")
        }
    ));
    out
}

/// A graph input or output in `--json`.
fn tensor_json(t: &TensorSummary) -> Value {
    let quant = match &t.quant {
        None => Value::Null,
        Some(q) => json!({
            "scales": q.scales,
            "zero_points": q.zero_points,
            "quantized_dimension": q.quantized_dimension,
            "custom": q.has_details,
            "text": quant_text(t),
        }),
    };
    json!({
        "tensor": t.tensor,
        "name": t.name,
        "type": t.ty.to_string(),
        "shape": t.shape,
        "quantization": quant,
    })
}

/// The object `qnnc info --json` prints.
fn info_json(s: &ModelSummary) -> Value {
    let ops: Vec<Value> = s
        .op_counts
        .iter()
        .map(|(name, count)| {
            json!({"op": name, "count": count, "supported": !s.unsupported.contains(name)})
        })
        .collect();
    json!({
        "description": s.description,
        "inputs": s.inputs.iter().map(tensor_json).collect::<Vec<_>>(),
        "outputs": s.outputs.iter().map(tensor_json).collect::<Vec<_>>(),
        "operators": s.num_ops,
        "op_counts": ops,
        "schemes": s.schemes.iter().map(|q| q.to_string()).collect::<Vec<_>>(),
    })
}
