//! `qnnc print`: parse, verify and print a graph in canonical text (or Graphviz DOT).

use anyhow::Result;
use qnn_ir::text::{print_with, PrintOptions};
use std::path::PathBuf;

use crate::output::emit;
use crate::source::load_text;

/// The options of `qnnc print`.
#[derive(clap::Args)]
pub struct PrintArgs {
    /// A `.qnn` file, or `-`.
    file: PathBuf,
    /// Print large constants as a type and content hash (for snapshots).
    #[arg(long)]
    elide_constants: bool,
    /// Print the dataflow graph in Graphviz DOT instead.
    #[arg(long)]
    dot: bool,
}

/// Runs `qnnc print`.
pub fn run(args: PrintArgs) -> Result<()> {
    let g = load_text(&args.file)?.graph;
    if args.dot {
        emit(&g.to_dot())
    } else {
        emit(&print_with(
            &g,
            &PrintOptions {
                elide_constants: args.elide_constants,
            },
        ))
    }
}
