//! `qnnc export`: legalize and lower a model as `qnnc lower` does, then print the lowered
//! graph as an MLIR module (`docs/mlir.md`) that IREE compiles.

use anyhow::{Context, Result};
use std::path::PathBuf;

use crate::options::{compile, CompileArgs};
use crate::output::{emit, OutputFile};
use crate::source::load_model;

/// The MLIR dialects to write.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum Mlir {
    /// `linalg` named ops and `linalg.generic` over `arith`, `math` and `tensor`.
    Linalg,
}

/// The options of `qnnc export`.
#[derive(clap::Args)]
pub struct ExportArgs {
    /// A `.tflite` or `.qnn` file (or `-`).
    model: PathBuf,
    /// The MLIR flavour.
    #[arg(long, value_enum)]
    mlir: Mlir,
    #[command(flatten)]
    compile: CompileArgs,
    /// Write the module to this file instead of standard output.
    #[arg(short = 'o', long = "output", value_name = "OUT.mlir")]
    output: Option<PathBuf>,
    /// Write constants of more than one element as `dense_resource<__elided__>` (for
    /// snapshots; such a module does not compile).
    #[arg(long)]
    elide_constants: bool,
}

/// Runs `qnnc export`.
pub fn run(args: ExportArgs) -> Result<()> {
    let output = OutputFile::check_opt(args.output.as_deref())?;
    let target = args.compile.target("generic")?;
    let m = load_model(&args.model, &args.compile.sum_kernel.options())?;
    let compiled = compile(&m, &target, &args.compile.overflow.options(), "")?;
    let opts = qnn_mlir::ExportOptions {
        flavour: match args.mlir {
            Mlir::Linalg => qnn_mlir::Flavour::Linalg,
        },
        elide_constants: args.elide_constants,
    };
    let text = qnn_mlir::export(&compiled.lowered.graph, &opts).with_context(|| {
        format!(
            "{}: cannot export the lowered graph (`qnnc lower` prints it)",
            args.model.display()
        )
    })?;
    match &output {
        Some(file) => file.write(text),
        None => emit(&text),
    }
}
