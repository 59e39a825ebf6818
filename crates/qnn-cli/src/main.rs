//! `qnnc`: the command-line tool over qnnc's crates.
//!
//! Exit status: 0 on success, 1 on bad input (a message starting with `error:` on
//! stderr), 2 on a usage error.

mod npy;

use anyhow::{bail, Context, Result};
use clap::{Parser, Subcommand, ValueEnum};
use qnn_ir::text::{parse_with_spans, print_with, PrintOptions};
use qnn_ir::{verify, Graph, Tensor};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "qnnc", version, about = "A compiler for quantized neural networks")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Parse, verify and print a graph in canonical text (`-` reads stdin).
    Print {
        /// A `.qnn` file, or `-`.
        file: PathBuf,
        /// Print large constants as a type and content hash (for snapshots).
        #[arg(long)]
        elide_constants: bool,
        /// Print the dataflow graph in Graphviz DOT instead.
        #[arg(long)]
        dot: bool,
    },
    /// Run a model on `.npy` inputs with the reference interpreter.
    Run {
        /// A `.qnn` file (or `-`).
        model: PathBuf,
        /// One `.npy` file per model input, in order.
        #[arg(long = "input", required = true)]
        inputs: Vec<PathBuf>,
        /// One `.npy` file per model output, in order.
        #[arg(long = "output", required = true)]
        outputs: Vec<PathBuf>,
        /// Which stage of the pipeline to run.
        #[arg(long, value_enum, default_value_t = Stage::Qnn)]
        stage: Stage,
    },
}

/// Pipeline stages `run` can execute.
#[derive(Clone, Copy, ValueEnum)]
enum Stage {
    /// The QNN graph as imported or parsed.
    Qnn,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match dispatch(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(1)
        }
    }
}

fn dispatch(cmd: Command) -> Result<()> {
    match cmd {
        Command::Print { file, elide_constants, dot } => {
            let g = load_graph(&file)?;
            if dot {
                print!("{}", g.to_dot());
            } else {
                print!("{}", print_with(&g, &PrintOptions { elide_constants }));
            }
            Ok(())
        }
        Command::Run { model, inputs, outputs, stage: Stage::Qnn } => {
            let g = load_graph(&model)?;
            run(&g, &inputs, &outputs)
        }
    }
}

fn read_source(path: &Path) -> Result<(String, String)> {
    if path == Path::new("-") {
        let mut s = String::new();
        std::io::stdin().read_to_string(&mut s).context("cannot read standard input")?;
        return Ok(("<stdin>".to_string(), s));
    }
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    let text = String::from_utf8(bytes).with_context(|| format!("{} is not UTF-8 text", path.display()))?;
    Ok((path.display().to_string(), text))
}

/// Parses and verifies a `.qnn` file; errors carry `file:line:column`.
fn load_graph(path: &Path) -> Result<Graph> {
    let (name, text) = read_source(path)?;
    let (g, spans) = parse_with_spans(&text).map_err(|e| anyhow::anyhow!("{name}:{e}"))?;
    if let Err(e) = verify(&g) {
        let lines: Vec<String> = e
            .diagnostics
            .iter()
            .map(|d| match d.value.and_then(|v| spans.get(v)) {
                Some((l, c)) => format!("{name}:{l}:{c}: {d}"),
                None => format!("{name}: {d}"),
            })
            .collect();
        bail!("{}", lines.join("\n"));
    }
    Ok(g)
}

fn run(g: &Graph, inputs: &[PathBuf], outputs: &[PathBuf]) -> Result<()> {
    if inputs.len() != g.inputs().len() {
        bail!("the model has {} inputs but {} --input files were given", g.inputs().len(), inputs.len());
    }
    if outputs.len() != g.outputs().len() {
        bail!("the model has {} outputs but {} --output files were given", g.outputs().len(), outputs.len());
    }
    let mut tensors: Vec<Tensor> = Vec::with_capacity(inputs.len());
    for (i, (path, &id)) in inputs.iter().zip(g.inputs()).enumerate() {
        let t = npy::read(path)?;
        let want = g.ty(id).context("input value")?;
        if t.ty() != want {
            bail!(
                "input {i} ({:?}) must be {want} ({} array of shape {:?}), but {} holds {} of shape {:?}",
                g.input_name(id).unwrap_or(""),
                npy::numpy_name(want.dtype),
                want.shape.as_slice(),
                path.display(),
                npy::numpy_name(t.dtype()),
                t.shape()
            );
        }
        tensors.push(t);
    }
    let results = qnn_interp::run(g, &tensors)?;
    for (path, t) in outputs.iter().zip(&results) {
        npy::write(path, t)?;
    }
    Ok(())
}
