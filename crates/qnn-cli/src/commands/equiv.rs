//! `qnnc equiv A B`: whether two graphs compute the same outputs for every input, for a
//! reviewer looking at a diff of lowered text (`docs/prove.md`).

use anyhow::{bail, Result};
use qnn_rewrite::prove::{equivalent, Method, Verdict};
use std::path::PathBuf;

use crate::diag::{count, plural, NotDecided};
use crate::output::emit;
use crate::source::load_model;

/// The options of `qnnc equiv`.
#[derive(clap::Args)]
pub struct EquivArgs {
    /// The first graph (`.qnn` text or `.tflite`).
    a: PathBuf,
    /// The second graph, with the same inputs and outputs (by position).
    b: PathBuf,
}

/// Runs `qnnc equiv`: one line per output, then the verdict; exit status 0 when every output
/// is proved equal, 1 with a counterexample, 3 when some output is not decided.
pub fn run(args: EquivArgs) -> Result<()> {
    let options = qnn_tflite::ImportOptions::default();
    let (a, b) = (
        load_model(&args.a, &options)?,
        load_model(&args.b, &options)?,
    );
    let budget = qnn_rewrite::RewriteBudget::default();
    let verdicts = equivalent(&a.graph, &b.graph, &budget)
        .map_err(|e| anyhow::anyhow!("{} and {}: {e}", a.source.name, b.source.name))?;
    let mut out = String::new();
    let (mut differ, mut open) = (Vec::new(), Vec::new());
    for (name, v) in &verdicts {
        let line = match v {
            Verdict::Proved(Method::Same) => "equal for every input (the same expression)".into(),
            Verdict::Proved(Method::Sweep(cases)) => {
                format!("equal for every input ({} run)", count(*cases, "case"))
            }
            Verdict::Proved(Method::Intervals(runs)) => format!(
                "equal for every input (constant and equal on intervals of it, {})",
                count(*runs, "evaluation")
            ),
            Verdict::Proved(Method::Solver(queries)) => format!(
                "equal for every input (proved by z3, {})",
                plural(*queries as usize, "query", "queries")
            ),
            Verdict::Failed(c) => {
                differ.push(name.clone());
                let input_name = |k: usize| {
                    let v = a.graph.inputs().get(k).copied();
                    v.and_then(|v| a.graph.input_name(v))
                        .unwrap_or("?")
                        .to_string()
                };
                let inputs: Vec<String> = c
                    .inputs
                    .iter()
                    .map(|(k, x)| format!("\"{}\" = {x}", k.map_or("?".into(), input_name)))
                    .collect();
                format!(
                    "differs at {:?} with {}: {} gives {}, {} gives {}",
                    c.position,
                    inputs.join(", "),
                    a.source.name,
                    c.lhs,
                    b.source.name,
                    c.rhs
                )
            }
            Verdict::NotProved(why) => {
                open.push(name.clone());
                format!("not decided: {why}")
            }
        };
        out.push_str(&format!("output \"{name}\": {line}\n"));
    }
    if differ.is_empty() && open.is_empty() {
        out.push_str("equivalent\n");
    }
    emit(&out)?;
    if !differ.is_empty() {
        bail!(
            "the graphs differ on {}",
            count(differ.len() as u64, "output")
        );
    }
    if !open.is_empty() {
        return Err(NotDecided(format!(
            "equivalence not decided for {} (docs/prove.md says what is not proved yet)",
            count(open.len() as u64, "output")
        ))
        .into());
    }
    Ok(())
}
