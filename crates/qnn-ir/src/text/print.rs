//! The printer: one statement per line, values numbered in definition order, attributes
//! in table order, a type on every value, constants in full (or elided for snapshots).

use super::cursor::{format_f32, format_f64, quote};
use crate::graph::{Graph, ValueDef};
use crate::ops::Op;
use crate::tensor::{Data, Tensor};
use std::fmt::Write;

/// Constants with at most this many elements are printed inline; larger ones go to the
/// data section (or are elided).
pub const INLINE_CONST_LIMIT: usize = 16;

/// Elements per line in the data section.
const DATA_PER_LINE: usize = 16;

/// Printer options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PrintOptions {
    /// Print large constants as `elided<fnv64:HASH>` (type and content hash) instead of
    /// their data: for snapshots. Such text does not parse back.
    pub elide_constants: bool,
}

/// Prints the canonical text of a graph.
pub fn print(g: &Graph) -> String {
    print_with(g, &PrintOptions::default())
}

fn elements(data: &Data) -> Vec<String> {
    match data {
        Data::F32(v) => v.iter().map(|&x| format_f32(x)).collect(),
        Data::F64(v) => v.iter().map(|&x| format_f64(x)).collect(),
        other => other
            .to_i64()
            .unwrap_or_default()
            .iter()
            .map(|x| x.to_string())
            .collect(),
    }
}

/// A constant's data: inline, elided, or a reference to the data section.
fn constant<'t>(
    out: &mut String,
    t: &'t Tensor,
    opts: &PrintOptions,
    data_section: &mut Vec<&'t Tensor>,
) {
    if t.len() <= INLINE_CONST_LIMIT {
        let _ = write!(out, "[{}]", elements(t.data()).join(", "));
    } else if opts.elide_constants {
        let _ = write!(out, "elided<fnv64:{:016x}>", t.content_hash());
    } else {
        let _ = write!(out, "@{}", data_section.len());
        data_section.push(t);
    }
}

/// Prints a graph with options.
pub fn print_with(g: &Graph, opts: &PrintOptions) -> String {
    let mut out = String::new();
    let mut data_section: Vec<&Tensor> = Vec::new();
    let _ = writeln!(out, "graph {} {{", quote(&g.name));
    for (id, v) in g.iter() {
        match &v.def {
            ValueDef::Input { name } => match g.state(name) {
                Some(s) => {
                    let _ = write!(out, "  state %{} {} = ", id.0, quote(name));
                    constant(&mut out, &s.init, opts, &mut data_section);
                    let _ = writeln!(out, " : {}", v.ty);
                }
                None => {
                    let _ = writeln!(out, "  input %{} {} : {}", id.0, quote(name), v.ty);
                }
            },
            ValueDef::Op {
                op: Op::Const(c), ..
            } => {
                let _ = write!(out, "  %{} = const ", id.0);
                constant(&mut out, &c.value, opts, &mut data_section);
                let _ = writeln!(out, " : {}", v.ty);
            }
            ValueDef::Op { op, args } => {
                let _ = write!(out, "  %{} = {}", id.0, op.opcode().mnemonic());
                for (i, a) in args.iter().enumerate() {
                    let _ = write!(out, "{}%{}", if i == 0 { " " } else { ", " }, a.0);
                }
                op.print_attrs(&mut out);
                let _ = writeln!(out, " : {}", v.ty);
            }
        }
    }
    for (name, v) in g.outputs() {
        let kw = if g.state(name).is_some() {
            "next"
        } else {
            "output"
        };
        let _ = writeln!(out, "  {kw} {} = %{}", quote(name), v.0);
    }
    out.push_str("}\n");
    for (i, t) in data_section.iter().enumerate() {
        let _ = writeln!(out, "\ndata @{i} = [");
        let elems = elements(t.data());
        for chunk in elems.chunks(DATA_PER_LINE) {
            let _ = writeln!(out, "  {},", chunk.join(", "));
        }
        out.push_str("]\n");
    }
    out
}
