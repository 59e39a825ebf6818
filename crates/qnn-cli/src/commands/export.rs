//! `qnnc export`: legalize and lower a model as `qnnc lower` does, then print the lowered
//! graph as an MLIR module (`docs/mlir.md`) that IREE compiles.

use anyhow::{Context, Result};
use std::path::PathBuf;

use crate::diag::usage;
use crate::options::{compile, CompileArgs, InputArgs};
use crate::output::{emit, OutputFile};
use crate::source::load_for_run;

/// The MLIR dialects to write.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum Mlir {
    /// `linalg` named ops and `linalg.generic` over `arith`, `math` and `tensor` (`scf` loops
    /// inside float sums, which add in TFLite's order).
    Linalg,
    /// TOSA 1.0 where TOSA states an op exactly, `linalg` elsewhere.
    Tosa,
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
    /// With `--resize-inputs`, `.npy` arrays whose shapes the module's inputs take (for
    /// models with dynamic dimensions).
    #[command(flatten)]
    inputs: InputArgs,
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
    if !args.inputs.inputs.is_empty() && !args.inputs.resize_inputs {
        return Err(usage(
            "qnnc export reads --input arrays only for their shapes, with --resize-inputs",
        ));
    }
    let (m, _) = load_for_run(&args.model, &args.compile, &args.inputs)?;
    let compiled = compile(&m, &target, &args.compile.overflow.options(), "")?;
    let opts = qnn_mlir::ExportOptions {
        flavour: match args.mlir {
            Mlir::Linalg => qnn_mlir::Flavour::Linalg,
            Mlir::Tosa => qnn_mlir::Flavour::Tosa,
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
