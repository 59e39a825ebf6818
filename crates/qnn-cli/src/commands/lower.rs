//! `qnnc lower`: legalize a model for a target, lower it to integer core ops, and print the
//! lowered graph; `--stats` reports the compilation, `--validate N` checks the lowering on
//! random inputs, `--prove` checks every rule application for all inputs.

use anyhow::{bail, Result};
use qnn_ir::text::{print_with, PrintOptions};
use qnn_ir::Graph;
use std::path::PathBuf;

use crate::diag::count;
use crate::options::{at_least_one, compile, CompileArgs};
use crate::output::{emit, OutputFile};
use crate::source::load_model;
use crate::stats;

/// The options of `qnnc lower`.
#[derive(clap::Args)]
pub struct LowerArgs {
    /// A `.tflite` or `.qnn` file (or `-`).
    model: PathBuf,
    #[command(flatten)]
    compile: CompileArgs,
    /// Write the text to this file instead of standard output.
    #[arg(short = 'o', long = "output", value_name = "OUT.qnn")]
    output: Option<PathBuf>,
    /// Print large constants as a type and content hash (for snapshots).
    #[arg(long)]
    elide_constants: bool,
    /// Print, on standard error, the target's hook applications, op counts before and after,
    /// each rewrite phase's e-graph size, iterations, stop reason and rule applications, and
    /// what the overflow analysis proved.
    #[arg(long)]
    stats: bool,
    /// With `--stats`: print the report as one JSON object (on standard error, where the
    /// text goes; standard output keeps the graph).
    #[arg(long, requires = "stats")]
    json: bool,
    /// Translation validation: run the QNN graph and the lowered graph on N (at least 1)
    /// seeded random inputs and report the first differing element, or that all N agree
    /// (instead of printing the lowered graph, which `-o` still writes).
    #[arg(long, value_name = "N", value_parser = at_least_one)]
    validate: Option<u64>,
    /// Seed of the first `--validate` input (input k uses seed + k).
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Check every rule application for all inputs before it is applied (docs/prove.md):
    /// print on standard error how many were proved and why the others were not; a rule
    /// application refuted by a counterexample is an error.
    #[arg(long)]
    prove: bool,
}

/// Runs `qnnc lower`.
pub fn run(args: LowerArgs) -> Result<()> {
    let output = OutputFile::check_opt(args.output.as_deref())?;
    let target = args.compile.target("generic")?;
    let m = load_model(&args.model, &args.compile.sum_kernel.options())?;
    let options = qnn_legalize::CompileOptions {
        prove: args.prove,
        ..args.compile.overflow.options()
    };
    let compiled = compile(&m, &target, &options, "")?;
    if args.prove && !args.stats {
        eprint!("{}", stats::proofs_text(&compiled.lowered.report));
    }
    if args.stats {
        if args.json {
            eprintln!("{}", stats::lower_json(&target.name, &compiled));
        } else {
            eprint!("{}", stats::lower_text(&target.name, &compiled));
        }
    }
    let lowered = &compiled.lowered.graph;
    // With `--validate`, the verdict replaces the graph on standard output; `-o` still
    // writes the graph, once validation has passed.
    // With `--overflow widen`, the lowered graph computes the widened QNN graph.
    let reference = compiled.lowered.widened.as_ref().unwrap_or(&m.graph);
    let verdict = args
        .validate
        .map(|n| validate_text(reference, lowered, n, args.seed))
        .transpose()?;
    let text = || {
        print_with(
            lowered,
            &PrintOptions {
                elide_constants: args.elide_constants,
            },
        )
    };
    if let Some(file) = &output {
        file.write(text())?;
    }
    match verdict {
        Some(v) => emit(&v),
        None if output.is_none() => emit(&text()),
        None => Ok(()),
    }
}

/// `qnnc lower --validate N`: runs both graphs on N seeded random inputs.
fn validate_text(g: &Graph, lowered: &Graph, n: u64, seed: u64) -> Result<String> {
    let mut both_failed = 0u64;
    for k in 0..n {
        let inputs = qnn_check::validate::random_inputs(g, seed.wrapping_add(k));
        match qnn_check::validate::compare(g, lowered, &inputs) {
            Ok(true) => {}
            Ok(false) => both_failed += 1,
            Err(m) => bail!(
                "validation failed on random input {k} (seed {}): {m}",
                seed.wrapping_add(k)
            ),
        }
    }
    let seeds = if n == 1 {
        format!("seed {seed}")
    } else {
        format!("seeds {seed}..")
    };
    if both_failed == n && n == 1 {
        bail!("the random input ({seeds}) could not be compared: both graphs fail on it with a run-time error");
    }
    if both_failed == n {
        bail!("none of the {n} random inputs ({seeds}) could be compared: both graphs fail on every one with a run-time error");
    }
    let mut out = if n == 1 {
        format!("the random input ({seeds}) gives identical outputs")
    } else {
        format!(
            "all {} ({seeds}) give identical outputs",
            count(n, "random input")
        )
    };
    if both_failed > 0 {
        out.push_str(&format!(
            " ({} of them {} both graphs fail with a run-time error)",
            both_failed,
            if both_failed == 1 { "makes" } else { "make" }
        ));
    }
    out.push('\n');
    Ok(out)
}
