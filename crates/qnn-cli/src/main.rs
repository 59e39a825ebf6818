//! `qnnc`: the command-line tool over qnnc's crates.
//!
//! - `qnnc print FILE.qnn` parses, verifies and prints a graph in canonical text;
//! - `qnnc import MODEL.tflite [-o OUT.qnn]` imports a TFLite model and prints its QNN graph;
//! - `qnnc info MODEL.tflite [--json]` summarises a TFLite model (I/O, operator counts,
//!   schemes);
//! - `qnnc lower MODEL [--target T] [-o OUT.qnn] [--stats [--json]] [--validate N]` legalizes a
//!   model for a target (default `generic`), lowers it to integer core ops, checks that the
//!   target runs every op, and prints the lowered graph;
//! - `qnnc quantize MODEL --calib DIR [--config Q.toml] [-o OUT.qnn] [--explain] [--simulate] [--fast]`
//!   quantizes a float model with `qnn-quantize`;
//! - `qnnc targets` lists the targets with their features and native products;
//! - `qnnc ops [MNEMONIC]` prints the op table;
//! - `qnnc run MODEL --input IN.npy [--input ...] [--output OUT.npy ...] [--json]` runs a
//!   `.qnn` graph or a `.tflite` model (recognised by its extension or its `TFL3` identifier)
//!   compiled for `--target` on the CPU engine (the default; `--engine reference` runs the
//!   reference interpreter), or the QNN graph itself on the interpreter with `--stage qnn`;
//! - `qnnc bench MODEL [--json]` times the compilation and inference;
//! - `qnnc completions SHELL` prints a shell completion script.
//!
//! `lower`, `run` and `bench` share the options that compile a model
//! ([`options::CompileArgs`]). Results go to standard output; progress and diagnostics to
//! standard error. Exit status: 0 on success, 1 on bad input (a message starting with
//! `error:` on stderr), 2 on a usage error ([`diag`]).

mod cli;
mod commands;
mod diag;
mod dump;
mod file;
mod inputs;
mod npy;
mod options;
mod output;
mod source;
mod stats;

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use clap::{CommandFactory, FromArgMatches};
use std::process::ExitCode;

fn main() -> ExitCode {
    let matches = cli::Cli::command().get_matches();
    let parsed = cli::Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
    match cli::dispatch(parsed, &matches) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(diag::exit_code(&e))
        }
    }
}
