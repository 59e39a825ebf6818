//! `qnnc import`: a TFLite model's QNN graph in canonical text.

use anyhow::Result;
use qnn_ir::text::{print_with, PrintOptions};
use std::path::PathBuf;

use crate::options::SumKernelArg;
use crate::output::{emit, OutputFile};
use crate::source::{import_tflite, read_bytes};

/// The options of `qnnc import`.
#[derive(clap::Args)]
pub struct ImportArgs {
    /// A `.tflite` file, or `-`.
    model: PathBuf,
    /// Write the text to this file instead of standard output.
    #[arg(short = 'o', long = "output", value_name = "OUT.qnn")]
    output: Option<PathBuf>,
    /// Print large constants as a type and content hash (for snapshots).
    #[arg(long)]
    elide_constants: bool,
    /// Which TFLite kernel an 8-bit SUM follows: `reference` (BUILTIN_REF) or `builtin`
    /// (TFLite's default kernel); they disagree on int8 in TF 2.21.
    #[arg(long, value_enum, default_value_t = SumKernelArg::Reference)]
    sum_kernel: SumKernelArg,
}

/// Runs `qnnc import`.
pub fn run(args: ImportArgs) -> Result<()> {
    let output = OutputFile::check_opt(args.output.as_deref())?;
    let (name, bytes) = read_bytes(&args.model)?;
    let g = import_tflite(&name, &bytes, &args.sum_kernel.options())?;
    let text = print_with(
        &g,
        &PrintOptions {
            elide_constants: args.elide_constants,
        },
    );
    match output {
        Some(file) => file.write(text),
        None => emit(&text),
    }
}
