//! The options shared by the subcommands: [`CompileArgs`] for every subcommand that compiles
//! a model (`lower`, `run`, `bench`), [`EngineArgs`] for those that run it (`run`, `bench`),
//! [`InputArgs`] for their `.npy` inputs; their value types and parsers, and compiling a
//! loaded model with them.

use anyhow::{anyhow, Result};
use clap::{Args, ValueEnum};
use qnn_ir::attrs::SumKernel;
use qnn_tflite::ImportOptions;
use std::path::PathBuf;

use crate::diag::usage;
use crate::source::Loaded;

/// How a model is compiled: its target, the overflow policy, and how a `.tflite` model is
/// imported.
#[derive(Args, Clone, Debug)]
pub struct CompileArgs {
    /// The target to legalize for (`qnnc targets` lists them). Default: `generic` for
    /// `lower`; for `run` and `bench`, `cpu` with the CPU engine and `generic` with the
    /// reference interpreter.
    #[arg(long, value_name = "TARGET", value_parser = parse_target)]
    pub target: Option<String>,
    /// What to do when an accumulator may overflow its type: `wrap` (the default: TFLite's
    /// wrapping int32 arithmetic, bit-exact with its kernels even then; each such op is a
    /// warning), `error` (stop, naming the op and its worst-case bound) or `widen`
    /// (accumulate those ops in i64, which changes the result wherever TFLite's int32 wraps).
    #[arg(long, value_enum, default_value_t = OverflowArg::Wrap)]
    pub overflow: OverflowArg,
    /// For a `.tflite` model: which TFLite kernel an 8-bit SUM follows: `reference`
    /// (BUILTIN_REF) or `builtin` (TFLite's default kernel); they disagree on int8 in TF 2.21.
    #[arg(long, value_enum, default_value_t = SumKernelArg::Reference)]
    pub sum_kernel: SumKernelArg,
}

impl CompileArgs {
    /// The target named by `--target`, else `default`.
    pub fn target(&self, default: &str) -> Result<qnn_legalize::Target> {
        let name = self.target.as_deref().unwrap_or(default);
        Ok(registry()?.lookup(name)?.clone())
    }
}

/// The engine that runs a compiled model, and the CPU engine's settings.
#[derive(Args, Clone, Debug)]
pub struct EngineArgs {
    /// Which engine runs the lowered graph: `cpu` (qnn-cpu's fused kernels) or `reference`
    /// (the reference interpreter, which `run --stage qnn` always uses).
    #[arg(long, value_enum, default_value_t = Engine::Cpu)]
    pub engine: Engine,
    /// The CPU engine's kernels: `scalar`, `avx2`, `avx-vnni` or `avx512` (default: the best
    /// this machine runs). Every level gives the same bits.
    #[arg(long, value_name = "LEVEL")]
    pub isa: Option<String>,
    /// Threads of the CPU engine: its large products, elementwise trees, pads, copies and
    /// pooling steps are split over them (same results for every count).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=256))]
    pub threads: u64,
}

impl EngineArgs {
    /// The CPU engine's settings; `--isa` and `--threads` belong to the CPU engine.
    pub fn cpu(&self, engine: Engine) -> Result<CpuOptions> {
        if engine != Engine::Cpu && (self.isa.is_some() || self.threads > 1) {
            return Err(usage(
                "--isa and --threads apply to the CPU engine (--engine cpu)",
            ));
        }
        Ok(CpuOptions {
            isa: parse_isa(self.isa.as_deref())?,
            threads: self.threads as usize,
        })
    }
}

/// The `.npy` inputs of a model run.
#[derive(Args, Clone, Debug)]
pub struct InputArgs {
    /// An `.npy` file for one model input; repeat the flag for each input, in the model's
    /// order (`--input a.npy --input b.npy`). `-` reads one from standard input.
    #[arg(long = "input", value_name = "IN.npy")]
    pub inputs: Vec<PathBuf>,
    /// For a `.tflite` model, import it with the shapes of the `--input` arrays (TFLite's
    /// `resize_tensor_input`, for models with dynamic dimensions) instead of the stored ones.
    #[arg(long)]
    pub resize_inputs: bool,
}

/// The CPU engine's flags: its kernels' level and threads.
#[derive(Clone, Copy, Debug)]
pub struct CpuOptions {
    /// The kernels' instruction-set level.
    pub isa: qnn_cpu::Isa,
    /// Threads the large steps are split over.
    pub threads: usize,
}

/// `--sum-kernel` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SumKernelArg {
    /// TFLite's BUILTIN_REF arithmetic.
    Reference,
    /// TFLite's builtin (default) kernel's arithmetic.
    Builtin,
}

impl SumKernelArg {
    /// The import options these flags select.
    pub fn options(self) -> ImportOptions {
        ImportOptions {
            sum_kernel: match self {
                SumKernelArg::Reference => SumKernel::Reference,
                SumKernelArg::Builtin => SumKernel::Builtin,
            },
            ..ImportOptions::default()
        }
    }
}

/// `--overflow` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum OverflowArg {
    /// Stop with an error naming the op and its worst-case bound.
    Error,
    /// Accumulate the ops whose i32 accumulator may overflow in i64 (not TFLite's result
    /// where its int32 wraps).
    Widen,
    /// Keep TFLite's wrapping int32 arithmetic (the default), with a warning per op.
    Wrap,
}

impl OverflowArg {
    /// The compile options this policy selects.
    pub fn options(self) -> qnn_legalize::CompileOptions {
        use qnn_rewrite::OverflowPolicy;
        qnn_legalize::CompileOptions {
            overflow: match self {
                OverflowArg::Error => OverflowPolicy::Error,
                OverflowArg::Widen => OverflowPolicy::Widen,
                OverflowArg::Wrap => OverflowPolicy::Wrap,
            },
            ..Default::default()
        }
    }
}

/// `--engine` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Engine {
    /// qnn-cpu: fused integer kernels and a memory plan.
    Cpu,
    /// The reference interpreter.
    Reference,
}

impl Engine {
    /// The target a model is compiled for when `--target` is not given.
    pub fn default_target(self) -> &'static str {
        match self {
            Engine::Cpu => qnn_cpu::TARGET,
            Engine::Reference => "generic",
        }
    }

    /// `cpu`, `reference`.
    pub fn name(self) -> &'static str {
        match self {
            Engine::Cpu => "cpu",
            Engine::Reference => "reference",
        }
    }
}

/// Every target `qnnc` knows: the built-in ones and the CPU engine's, which it registers
/// through the public Legalize API like any back-end.
pub fn registry() -> Result<qnn_legalize::Registry> {
    let mut r = qnn_legalize::Registry::builtin();
    qnn_cpu::register(&mut r)?;
    Ok(r)
}

/// The `--target` value parser: a known target's name (the message lists them).
fn parse_target(name: &str) -> Result<String, String> {
    let registry = registry().map_err(|e| e.to_string())?;
    let names: Vec<&str> = registry.targets().iter().map(|t| t.name.as_str()).collect();
    if names.contains(&name) {
        Ok(name.to_string())
    } else {
        Err(format!(
            "unknown target (the targets are {})",
            names.join(", ")
        ))
    }
}

/// A value parser for a count of at least 1, whose message says so.
pub fn at_least_one(s: &str) -> Result<u64, String> {
    match s.parse::<u64>() {
        Ok(0) => Err("must be at least 1".to_string()),
        Ok(n) => Ok(n),
        Err(e) => Err(format!("not a count: {e}")),
    }
}

/// `--isa`: the named level if this machine runs it, else the best it runs.
pub fn parse_isa(name: Option<&str>) -> Result<qnn_cpu::Isa> {
    let Some(name) = name else {
        return Ok(qnn_cpu::Isa::detect());
    };
    let supported = qnn_cpu::Isa::supported();
    match qnn_cpu::Isa::from_name(name) {
        Some(i) if supported.contains(&i) => Ok(i),
        _ => {
            let names: Vec<&str> = supported.iter().map(|i| i.name()).collect();
            Err(usage(format!(
                "--isa {name}: this machine runs {}",
                names.join(", ")
            )))
        }
    }
}

/// Compiles `m` for `target`; an op the target cannot run is named with its
/// `line:column`, followed by `hint`.
pub fn compile(
    m: &Loaded,
    target: &qnn_legalize::Target,
    options: &qnn_legalize::CompileOptions,
    hint: &str,
) -> Result<qnn_legalize::Compiled> {
    use qnn_legalize::LegalizeError;
    use qnn_rewrite::RewriteError;
    let compiled = qnn_legalize::compile(&m.graph, target, options).map_err(|e| {
        let (at, hint) = match &e {
            LegalizeError::Illegal { illegal, .. } => {
                (illegal.first().and_then(|i| i.origin), hint)
            }
            LegalizeError::Rewrite(RewriteError::Illegal { ops }) => {
                (ops.first().map(|(v, _)| *v), hint)
            }
            LegalizeError::Rewrite(RewriteError::Overflow { ops, .. }) => {
                (ops.first().map(|(v, _, _)| *v), "")
            }
            LegalizeError::Rewrite(RewriteError::ProofFailed { failures }) => {
                (failures.first().and_then(|f| f.value), "")
            }
            LegalizeError::Hook { value, .. } | LegalizeError::Build { value, .. } => {
                (Some(*value), "")
            }
            _ => (None, ""),
        };
        anyhow!(m.source.at(at, format!("{e}{hint}")))
    })?;
    warn_at_risk(m, &compiled.lowered.at_risk);
    Ok(compiled)
}

/// At most this many accumulators are warned about one per line; the rest are counted.
const MAX_WARNINGS: usize = 5;

/// One warning on stderr per accumulator the overflow analysis could not bound (under
/// `--overflow wrap`, which computes them as TFLite does).
fn warn_at_risk(m: &Loaded, at_risk: &[(usize, &'static str, String)]) {
    for (v, op, detail) in at_risk.iter().take(MAX_WARNINGS) {
        let line = m
            .source
            .at(Some(*v), format!("%{v} ({op}): its accumulator {detail}"));
        eprintln!("warning: {line}");
    }
    if at_risk.len() > MAX_WARNINGS {
        eprintln!(
            "warning: {} more accumulators the analysis cannot bound",
            at_risk.len() - MAX_WARNINGS
        );
    }
    if !at_risk.is_empty() {
        eprintln!(
            "warning: {} accumulator(s) may leave int32; overflow policy `wrap` computes them as TFLite does (wrapping int32); `--overflow error` refuses the model, `widen` accumulates in i64 (not TFLite's result where it wraps)",
            at_risk.len()
        );
    }
}
