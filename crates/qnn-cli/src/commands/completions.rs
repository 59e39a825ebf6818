//! `qnnc completions SHELL`: the shell's completion script, on standard output.

use anyhow::Result;
use clap::CommandFactory;

use crate::cli::Cli;

/// The options of `qnnc completions`.
#[derive(clap::Args)]
pub struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_enum)]
    shell: clap_complete::Shell,
}

/// Runs `qnnc completions`.
pub fn run(args: CompletionsArgs) -> Result<()> {
    let mut cmd = Cli::command();
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut cmd, "qnnc", &mut script);
    crate::output::emit(&String::from_utf8_lossy(&script))
}
