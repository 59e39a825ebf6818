//! The command line: the subcommands and their dispatch.

use anyhow::Result;
use clap::parser::ValueSource;
use clap::{ArgMatches, Parser, Subcommand};

use crate::commands::{
    bench, compare, completions, equiv, export, import, info, lower, ops, print, quantize, run,
    targets,
};

/// `qnnc --version`: the package version and, in a git checkout, the commit.
const VERSION: &str = env!("QNNC_VERSION");

/// A compiler for quantized neural networks: imports TFLite models into a QNN dialect,
/// lowers them to integer core ops for a target, and runs them on its CPU engine (the
/// default) or its reference interpreter, bit-exact with TFLite's reference kernels.
#[derive(Parser)]
#[command(name = "qnnc", version = VERSION)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Parse, verify and print a graph in canonical text (`-` reads stdin).
    Print(print::PrintArgs),
    /// Import a TFLite model and print its QNN graph in canonical text.
    Import(import::ImportArgs),
    /// Summarise a TFLite model: inputs, outputs, operator counts and quantization schemes.
    Info(info::InfoArgs),
    /// Lower a model (`.tflite` or `.qnn`) to integer core ops and print the lowered graph.
    Lower(lower::LowerArgs),
    /// Lower a model as `lower` does and print the lowered graph as an MLIR module
    /// (`--mlir linalg`) that IREE compiles.
    Export(export::ExportArgs),
    /// List the targets: name, description, features and the products they run natively.
    Targets,
    /// List the ops of the dialect with their operands, attributes and semantics.
    Ops(ops::OpsArgs),
    /// Quantize a float model (`.tflite` or `.qnn`) into a QNN graph, calibrating on a folder
    /// of `.npy` samples: one file per sample for a single-input model, else one subfolder per
    /// sample holding `in0.npy`, `in1.npy`, ... The result takes and returns the float tensors
    /// the float model did.
    Quantize(quantize::QuantizeArgs),
    /// Run a model on `.npy` inputs: compiled for the target and run on the CPU engine (the
    /// default), or on the reference interpreter (`--engine reference`, or `--stage qnn` for
    /// the QNN graph itself).
    #[command(mut_arg("inputs", |a| a.required(true)))]
    Run(run::RunArgs),
    /// Time a model: compile (import or parse, legalize, lower, plan) and inference on seeded
    /// random inputs (or `--input` files), and report the memory it holds.
    Bench(bench::BenchArgs),
    /// Compare two dumps of intermediate tensors (`qnnc run --dump DIR`, or TFLite's from
    /// `tools/tflite_dump.py`) by tensor name, in the first one's order: the first tensor
    /// that differs, how many elements and by how much; exit status 1 when one differs.
    Compare(compare::CompareArgs),
    /// Decide whether two graphs (`.qnn` or `.tflite`, the same inputs and outputs) compute
    /// the same outputs for every input: `equivalent` (exit status 0), a counterexample (1),
    /// or what could not be decided (3); see docs/prove.md.
    Equiv(equiv::EquivArgs),
    /// Print a shell completion script (e.g. `qnnc completions bash > ~/.local/share/bash-completion/completions/qnnc`).
    Completions(completions::CompletionsArgs),
}

/// Runs the command `matches` (parsed from `cli`) names.
pub fn dispatch(cli: Cli, matches: &ArgMatches) -> Result<()> {
    match cli.command {
        Command::Print(a) => print::run(a),
        Command::Import(a) => import::run(a),
        Command::Info(a) => info::run(a),
        Command::Lower(a) => lower::run(a),
        Command::Export(a) => export::run(a),
        Command::Targets => targets::run(),
        Command::Ops(a) => ops::run(a),
        Command::Quantize(a) => quantize::run(a),
        Command::Run(a) => {
            let engine_given = matches
                .subcommand_matches("run")
                .and_then(|m| m.value_source("engine"))
                == Some(ValueSource::CommandLine);
            run::run(a, engine_given)
        }
        Command::Bench(a) => bench::run(a),
        Command::Compare(a) => compare::run(a),
        Command::Equiv(a) => equiv::run(a),
        Command::Completions(a) => completions::run(a),
    }
}
