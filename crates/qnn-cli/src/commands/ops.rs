//! `qnnc ops`: the op table, with each op's operands, attributes, flags and semantics.

use anyhow::{anyhow, Result};
use qnn_ir::Opcode;

use crate::output::emit;

/// The options of `qnnc ops`.
#[derive(clap::Args)]
pub struct OpsArgs {
    /// Only this op (a mnemonic such as `qnn.conv2d`).
    op: Option<String>,
}

/// Runs `qnnc ops`.
pub fn run(args: OpsArgs) -> Result<()> {
    let ops: Vec<Opcode> = match args.op {
        None => Opcode::ALL.to_vec(),
        Some(m) => vec![Opcode::from_mnemonic(&m)
            .ok_or_else(|| anyhow!("unknown op `{m}` (`qnnc ops` lists them all)"))?],
    };
    let entries: Vec<String> = ops.iter().map(|&o| op_text(o)).collect();
    emit(&entries.join("\n"))
}

/// The `qnnc ops` entry of one op: signature line, its flags, then its documentation.
fn op_text(o: Opcode) -> String {
    let operands = o.operands();
    let mut names: Vec<String> = operands
        .names
        .iter()
        .enumerate()
        .map(|(i, n)| format!("%{n}{}", if i >= operands.min { "?" } else { "" }))
        .collect();
    if operands.max == usize::MAX {
        if let Some(last) = names.last_mut() {
            last.push_str("...");
        }
    }
    let attrs = o.attr_names();
    let mut out = o.mnemonic().to_string();
    if !names.is_empty() {
        out.push(' ');
        out.push_str(&names.join(", "));
    }
    if !attrs.is_empty() {
        out.push_str(&format!(" {{{}}}", attrs.join(", ")));
    }
    out.push('\n');
    let flags = o.flag_names();
    if !flags.is_empty() {
        out.push_str(&format!("    [{}]\n", flags.join(", ")));
    }
    for line in o.doc().lines() {
        out.push_str(&format!("    {}\n", line.trim()));
    }
    out
}
