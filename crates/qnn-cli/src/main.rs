//! `qnnc`: the command-line tool over qnnc's crates.
//!
//! - `qnnc print FILE.qnn` parses, verifies and prints a graph in canonical text;
//! - `qnnc import MODEL.tflite [-o OUT.qnn]` imports a TFLite model and prints its QNN graph;
//! - `qnnc info MODEL.tflite` summarises a TFLite model (I/O, operator counts, schemes);
//! - `qnnc lower MODEL [--target T] [-o OUT.qnn] [--stats] [--validate N]` legalizes a model
//!   for a target (default `generic`), lowers it to integer core ops, checks that the target
//!   runs every op, and prints the lowered graph;
//! - `qnnc quantize MODEL --calib DIR [--config Q.toml] [-o OUT.qnn] [--explain] [--simulate]`
//!   quantizes a float model with `qnn-quantize`;
//! - `qnnc targets` lists the targets with their features and native products;
//! - `qnnc run MODEL --input IN.npy ... --output OUT.npy ...` runs a `.qnn` graph or a
//!   `.tflite` model (recognised by its extension or its `TFL3` identifier) with the reference
//!   interpreter, compiled for `--target` first unless `--stage qnn`.
//!
//! Exit status: 0 on success, 1 on bad input (a message starting with `error:` on
//! stderr), 2 on a usage error.

mod npy;
mod quantize;

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use anyhow::{bail, Context, Result};
use clap::{Parser, Subcommand, ValueEnum};
use qnn_interp::InterpError;
use qnn_ir::attrs::SumKernel;
use qnn_ir::text::cursor::format_f32;
use qnn_ir::text::{parse_with_spans, print_with, PrintOptions};
use qnn_ir::{verify, Graph, Opcode, Tensor};
use qnn_tflite::{
    import_with, read_model, summarize, ImportOptions, TensorSummary, TfModel, FILE_IDENTIFIER,
};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "qnnc",
    version,
    about = "A compiler for quantized neural networks"
)]
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
    /// Import a TFLite model and print its QNN graph in canonical text.
    Import {
        /// A `.tflite` file, or `-`.
        model: PathBuf,
        /// Write the text to this file instead of standard output.
        #[arg(short = 'o', long = "output")]
        output: Option<PathBuf>,
        /// Print large constants as a type and content hash (for snapshots).
        #[arg(long)]
        elide_constants: bool,
        /// For a `.tflite` model: which TFLite kernel an 8-bit SUM follows: `reference` (BUILTIN_REF, the default) or
        /// `builtin` (TFLite's default kernel); they disagree on int8 in TF 2.21.
        #[arg(long, value_enum, default_value_t = SumKernelArg::Reference)]
        sum_kernel: SumKernelArg,
    },
    /// Summarise a TFLite model: inputs, outputs, operator counts and quantization schemes.
    Info {
        /// A `.tflite` file, or `-`.
        model: PathBuf,
    },
    /// Lower a model (`.tflite` or `.qnn`) to integer core ops and print the lowered graph.
    Lower {
        /// A `.tflite` or `.qnn` file (or `-`).
        model: PathBuf,
        /// Write the text to this file instead of standard output.
        #[arg(short = 'o', long = "output")]
        output: Option<PathBuf>,
        /// Print large constants as a type and content hash (for snapshots).
        #[arg(long)]
        elide_constants: bool,
        /// Print op counts before and after, and each rewrite phase's e-graph size,
        /// iterations, stop reason and rule applications, on standard error.
        #[arg(long)]
        stats: bool,
        /// Translation validation: run the QNN graph and the lowered graph on N (at least 1)
        /// seeded random inputs and report the first differing element, or that all N agree
        /// (instead of printing the lowered graph, which `-o` still writes).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
        validate: Option<u64>,
        /// Seed of the first `--validate` input (input k uses seed + k).
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// The target to legalize for (`qnnc targets` lists them).
        #[arg(long, default_value = "generic")]
        target: String,
        /// What to do when an accumulator may overflow its type: `error` (stop, naming the
        /// op and its worst-case bound), `widen` (accumulate those ops in i64) or `wrap`
        /// (TFLite's wrapping int32 arithmetic, bit-exact with its kernels even then).
        #[arg(long, value_enum, default_value_t = OverflowArg::Error)]
        overflow: OverflowArg,
        /// For a `.tflite` model: which TFLite kernel an 8-bit SUM follows: `reference` (BUILTIN_REF, the default) or
        /// `builtin` (TFLite's default kernel); they disagree on int8 in TF 2.21.
        #[arg(long, value_enum, default_value_t = SumKernelArg::Reference)]
        sum_kernel: SumKernelArg,
    },
    /// List the targets: name, description, features and the products they run natively.
    Targets,
    /// List the ops of the dialect with their operands, attributes and semantics.
    Ops {
        /// Only this op (a mnemonic such as `qnn.conv2d`).
        op: Option<String>,
    },
    /// Quantize a float model (`.tflite` or `.qnn`) into a QNN graph, calibrating on a folder
    /// of `.npy` samples: one file per sample for a single-input model, else one subfolder per
    /// sample holding `in0.npy`, `in1.npy`, ... The result takes and returns the float tensors
    /// the float model did.
    Quantize(quantize::QuantizeArgs),
    /// Run a model on `.npy` inputs with the reference interpreter.
    Run {
        /// A `.qnn` or `.tflite` file (or `-`).
        model: PathBuf,
        /// One `.npy` file per model input, in order.
        #[arg(long = "input", required = true)]
        inputs: Vec<PathBuf>,
        /// One `.npy` file per model output, in order (optional: each output is also
        /// summarized on stdout).
        #[arg(long = "output")]
        outputs: Vec<PathBuf>,
        /// Which stage of the pipeline to run.
        #[arg(long, value_enum, default_value_t = Stage::Lowered)]
        stage: Stage,
        /// Which engine runs the lowered graph: `cpu` (qnn-cpu's fused kernels, the default)
        /// or `reference` (the reference interpreter, which `--stage qnn` always uses).
        #[arg(long, value_enum)]
        engine: Option<Engine>,
        /// The target to compile for with `--stage lowered` (default: `cpu` with the CPU
        /// engine, `generic` with the reference interpreter).
        #[arg(long)]
        target: Option<String>,
        /// With `--stage lowered`: what to do when an accumulator may overflow its type: `error` (stop, naming the
        /// op and its worst-case bound), `widen` (accumulate those ops in i64) or `wrap`
        /// (TFLite's wrapping int32 arithmetic, bit-exact with its kernels even then).
        #[arg(long, value_enum, default_value_t = OverflowArg::Error)]
        overflow: OverflowArg,
        /// For a `.tflite` model, import it with the shapes of the `--input` arrays (TFLite's
        /// `resize_tensor_input`, for models with dynamic dimensions) instead of the stored ones.
        #[arg(long)]
        resize_inputs: bool,
        /// Print, on standard error, the CPU engine's plan (fused steps, ops left to the
        /// reference kernel, buffers), or the peak memory of the tensors the reference
        /// interpreter held at once (each freed after its last use) and of the constants.
        #[arg(long)]
        stats: bool,
        /// The CPU engine's kernels: `scalar`, `avx2`, `avx-vnni` or `avx512` (default: the
        /// best this machine runs). Every level gives the same bits.
        #[arg(long)]
        isa: Option<String>,
        /// Threads of the CPU engine's product kernels (same results for every count).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=256))]
        threads: u64,
        /// For a `.tflite` model: which TFLite kernel an 8-bit SUM follows: `reference` (BUILTIN_REF, the default) or
        /// `builtin` (TFLite's default kernel); they disagree on int8 in TF 2.21.
        #[arg(long, value_enum, default_value_t = SumKernelArg::Reference)]
        sum_kernel: SumKernelArg,
    },
    /// Time a model: compile (import or parse, legalize, lower, plan) and inference on seeded
    /// random inputs, and report the memory it holds.
    Bench {
        /// A `.qnn` or `.tflite` file (or `-`).
        model: PathBuf,
        /// The engine: `cpu` (default) or `reference`.
        #[arg(long, value_enum, default_value_t = Engine::Cpu)]
        engine: Engine,
        /// The target (default: `cpu` with the CPU engine, `generic` with the reference
        /// interpreter).
        #[arg(long)]
        target: Option<String>,
        /// Inference runs to time (after one untimed run).
        #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..=100_000))]
        repeat: u64,
        /// One `.npy` file per model input (default: seeded random inputs).
        #[arg(long = "input")]
        inputs: Vec<PathBuf>,
        /// Also print where the CPU engine's time goes: each kind of step, and the slowest
        /// steps.
        #[arg(long)]
        profile: bool,
        /// The CPU engine's kernels: `scalar`, `avx2`, `avx-vnni` or `avx512` (default: the
        /// best this machine runs).
        #[arg(long)]
        isa: Option<String>,
        /// Threads of the CPU engine's product kernels (same results for every count).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=256))]
        threads: u64,
    },
}

/// `--sum-kernel` values.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum SumKernelArg {
    /// TFLite's BUILTIN_REF arithmetic.
    Reference,
    /// TFLite's builtin (default) kernel's arithmetic.
    Builtin,
}

impl SumKernelArg {
    /// The import options these flags select.
    fn options(self) -> ImportOptions {
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
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum OverflowArg {
    /// Stop with an error naming the op and its worst-case bound.
    Error,
    /// Accumulate the ops whose i32 accumulator may overflow in i64.
    Widen,
    /// Keep TFLite's wrapping int32 arithmetic.
    Wrap,
}

impl OverflowArg {
    fn options(self) -> qnn_legalize::CompileOptions {
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
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Engine {
    /// qnn-cpu: fused integer kernels and a memory plan.
    Cpu,
    /// The reference interpreter.
    Reference,
}

/// Every target `qnnc` knows: the built-in ones and the CPU engine's, which it registers
/// through the public Legalize API like any back-end.
fn registry() -> Result<qnn_legalize::Registry> {
    let mut r = qnn_legalize::Registry::builtin();
    qnn_cpu::register(&mut r)?;
    Ok(r)
}

/// The target named `name`.
fn lookup(name: &str) -> Result<qnn_legalize::Target> {
    Ok(registry()?.lookup(name)?.clone())
}

/// Pipeline stages `run` can execute.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Stage {
    /// The QNN graph as imported or parsed.
    Qnn,
    /// The graph legalized for `--target` and lowered to integer core ops (`qnnc lower`).
    Lowered,
}

/// A combination of flags that clap cannot rule out by itself: exit status 2.
#[derive(Debug)]
struct UsageError(String);

impl std::fmt::Display for UsageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UsageError {}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match dispatch(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(if e.is::<UsageError>() { 2 } else { 1 })
        }
    }
}

fn dispatch(cmd: Command) -> Result<()> {
    match cmd {
        Command::Print {
            file,
            elide_constants,
            dot,
        } => {
            let g = load_graph(&file)?;
            if dot {
                emit(&g.to_dot())?;
            } else {
                emit(&print_with(&g, &PrintOptions { elide_constants }))?;
            }
            Ok(())
        }
        Command::Import {
            model,
            output,
            elide_constants,
            sum_kernel,
        } => {
            let (name, bytes) = read_bytes(&model)?;
            let g = import_tflite(&name, &bytes, &sum_kernel.options())?;
            let text = print_with(&g, &PrintOptions { elide_constants });
            match output {
                Some(path) => std::fs::write(&path, text)
                    .with_context(|| format!("cannot write {}", path.display()))?,
                None => emit(&text)?,
            }
            Ok(())
        }
        Command::Quantize(args) => {
            let text = quantize::run(args, |path| {
                let (name, bytes) = read_bytes(path)?;
                load_model(path, &name, bytes, &ImportOptions::default()).map(|(g, _)| g)
            })?;
            match text {
                Some(t) => emit(&t),
                None => Ok(()),
            }
        }
        Command::Ops { op } => {
            let ops: Vec<Opcode> = match op {
                None => Opcode::ALL.to_vec(),
                Some(m) => vec![Opcode::from_mnemonic(&m).ok_or_else(|| {
                    anyhow::anyhow!("unknown op `{m}` (`qnnc ops` lists them all)")
                })?],
            };
            let entries: Vec<String> = ops.iter().map(|&o| op_text(o)).collect();
            emit(&entries.join("\n"))
        }
        Command::Info { model } => {
            let (name, bytes) = read_bytes(&model)?;
            let m = read_tflite(&name, &bytes)?;
            emit(&info_text(&m))?;
            Ok(())
        }
        Command::Lower {
            model,
            output,
            elide_constants,
            stats,
            validate,
            seed,
            target,
            overflow,
            sum_kernel,
        } => {
            let target = lookup(&target)?;
            let (name, bytes) = read_bytes(&model)?;
            let (g, spans) = load_model(&model, &name, bytes, &sum_kernel.options())?;
            let compiled = compile_graph(&g, &target, &overflow.options(), &name, &spans, "")?;
            if stats {
                eprint!("{}", stats_text(&target.name, &compiled));
            }
            let lowered = &compiled.lowered.graph;
            // With `--validate`, the verdict replaces the graph on standard output; `-o` still
            // writes the graph, once validation has passed.
            // With `--overflow widen`, the lowered graph computes the widened QNN graph.
            let reference = compiled.lowered.widened.as_ref().unwrap_or(&g);
            let verdict = validate
                .map(|n| validate_text(reference, lowered, n, seed))
                .transpose()?;
            let text = || print_with(lowered, &PrintOptions { elide_constants });
            if let Some(path) = &output {
                std::fs::write(path, text())
                    .with_context(|| format!("cannot write {}", path.display()))?;
            }
            match verdict {
                Some(v) => emit(&v),
                None if output.is_none() => emit(&text()),
                None => Ok(()),
            }
        }
        Command::Targets => emit(&targets_text()?),
        Command::Bench {
            model,
            engine,
            target,
            repeat,
            inputs,
            profile,
            isa,
            threads,
        } => {
            let isa = parse_isa(isa.as_deref())?;
            if profile && engine != Engine::Cpu {
                return Err(
                    UsageError("--profile profiles the CPU engine (--engine cpu)".into()).into(),
                );
            }
            let target = lookup(target.as_deref().unwrap_or(match engine {
                Engine::Cpu => qnn_cpu::TARGET,
                Engine::Reference => "generic",
            }))?;
            let options = BenchOptions {
                repeat,
                profile,
                cpu: CpuOptions {
                    isa,
                    threads: threads as usize,
                },
            };
            emit(&bench(&model, engine, &target, &inputs, &options)?)
        }
        Command::Run {
            model,
            inputs,
            outputs,
            stage,
            engine,
            target,
            overflow,
            resize_inputs,
            sum_kernel,
            stats,
            isa,
            threads,
        } => {
            let cpu_flags = isa.is_some() || threads > 1;
            let cpu = CpuOptions {
                isa: parse_isa(isa.as_deref())?,
                threads: threads as usize,
            };
            if stage == Stage::Qnn && target.is_some() {
                return Err(UsageError(
                    "--target applies to --stage lowered (the QNN graph runs as it is)".into(),
                )
                .into());
            }
            if stage == Stage::Qnn && engine == Some(Engine::Cpu) {
                return Err(UsageError(
                    "--engine cpu runs lowered graphs (--stage qnn runs the reference interpreter)"
                        .into(),
                )
                .into());
            }
            let engine = match stage {
                Stage::Qnn => Engine::Reference,
                Stage::Lowered => engine.unwrap_or(Engine::Cpu),
            };
            if cpu_flags && engine != Engine::Cpu {
                return Err(UsageError(
                    "--isa and --threads apply to the CPU engine (--engine cpu)".into(),
                )
                .into());
            }
            let default_target = match engine {
                Engine::Cpu => qnn_cpu::TARGET,
                Engine::Reference => "generic",
            };
            let target = lookup(target.as_deref().unwrap_or(default_target))?;
            let (name, bytes) = read_bytes(&model)?;
            let (g, spans) = if is_tflite(&model, &bytes) {
                let mut options = sum_kernel.options();
                if resize_inputs {
                    let shapes = inputs
                        .iter()
                        .map(|p| npy::read(p).map(|t| t.shape().to_vec()))
                        .collect::<Result<Vec<_>>>()?;
                    options.input_shapes = Some(shapes);
                }
                (import_tflite(&name, &bytes, &options)?, Vec::new())
            } else {
                if resize_inputs {
                    return Err(UsageError(
                        "--resize-inputs applies to .tflite models only".into(),
                    )
                    .into());
                }
                graph_from_text(&name, bytes)?
            };
            let tflite = spans.is_empty();
            let compiled = match stage {
                Stage::Qnn => None,
                Stage::Lowered => Some(compile_graph(
                    &g,
                    &target,
                    &overflow.options(),
                    &name,
                    &spans,
                    " (`--stage qnn` runs the QNN graph as it is)",
                )?),
            };
            let (exec, origins) = match &compiled {
                None => (&g, None),
                Some(c) => (&c.lowered.graph, Some(&c.origins)),
            };
            run(exec, (engine, &cpu), &inputs, &outputs, tflite, stats).map_err(|e| {
                match e.downcast::<InterpError>() {
                    // A run-time error of one op: point at its definition in the text (for a
                    // lowered graph, at the QNN op whose lowering holds it).
                    Ok(InterpError::Op { value, op, message }) => {
                        let (at, lowered) = match origins
                            .as_ref()
                            .map(|o| o.get(value).copied().flatten())
                        {
                            None => (Some(value), String::new()),
                            Some(Some(o)) if o.exact => (Some(o.value), String::new()),
                            Some(Some(o)) => {
                                (Some(o.value), format!(", lowered to %{value} ({op})"))
                            }
                            Some(None) => (None, format!("%{value} ({op}) of the lowered graph")),
                        };
                        let Some(at) = at else {
                            return anyhow::anyhow!("{name}: {lowered}: {message}");
                        };
                        let what = g
                            .values()
                            .get(at)
                            .and_then(|v| match &v.def {
                                qnn_ir::ValueDef::Op { op, .. } => Some(op.opcode().mnemonic()),
                                _ => None,
                            })
                            .unwrap_or(op);
                        match spans.get(at) {
                            Some((l, c)) => {
                                anyhow::anyhow!(
                                    "{name}:{l}:{c}: %{at} ({what}){lowered}: {message}"
                                )
                            }
                            None => anyhow::anyhow!("{name}: %{at} ({what}){lowered}: {message}"),
                        }
                    }
                    Ok(other) => anyhow::anyhow!("{name}: {other}"),
                    Err(e) => e,
                }
            })
        }
    }
}

/// Writes to standard output. A reader that went away (`qnnc ops | head`) is not an error.
fn emit(text: &str) -> Result<()> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(e).context("cannot write to standard output")
        }
        _ => Ok(()),
    }
}

/// A `.tflite` model (imported) or a `.qnn` graph (parsed and verified).
fn load_model(
    path: &Path,
    name: &str,
    bytes: Vec<u8>,
    options: &ImportOptions,
) -> Result<(Graph, Vec<(usize, usize)>)> {
    if is_tflite(path, &bytes) {
        import_tflite(name, &bytes, options).map(|g| (g, Vec::new()))
    } else {
        graph_from_text(name, bytes)
    }
}

/// Compiles `g` (from the file `name`, whose values are defined at `spans` when it is text)
/// for `target`; an op the target cannot run is named with its `line:column`, followed by
/// `hint`.
fn compile_graph(
    g: &Graph,
    target: &qnn_legalize::Target,
    options: &qnn_legalize::CompileOptions,
    name: &str,
    spans: &[(usize, usize)],
    hint: &str,
) -> Result<qnn_legalize::Compiled> {
    use qnn_legalize::LegalizeError;
    qnn_legalize::compile(g, target, options).map_err(|e| {
        let at = |v: Option<usize>| {
            v.and_then(|v| spans.get(v))
                .map_or(String::new(), |(l, c)| format!(":{l}:{c}"))
        };
        match &e {
            LegalizeError::Illegal { illegal, .. } => {
                let at = at(illegal.first().and_then(|i| i.origin));
                anyhow::anyhow!("{name}{at}: {e}{hint}")
            }
            LegalizeError::Rewrite(qnn_rewrite::RewriteError::Illegal { ops }) => {
                let at = at(ops.first().map(|(v, _)| *v));
                anyhow::anyhow!("{name}{at}: {e}{hint}")
            }
            LegalizeError::Rewrite(qnn_rewrite::RewriteError::Overflow { ops, .. }) => {
                let at = at(ops.first().map(|(v, _, _)| *v));
                anyhow::anyhow!("{name}{at}: {e}")
            }
            LegalizeError::Hook { value, .. } | LegalizeError::Build { value, .. } => {
                anyhow::anyhow!("{name}{}: {e}", at(Some(*value)))
            }
            e => anyhow::anyhow!("{name}: {e}"),
        }
    })
}

/// `qnnc targets`.
fn targets_text() -> Result<String> {
    let registry = registry()?;
    let mut out = String::new();
    for t in registry.targets() {
        out.push_str(&format!("{:<12} {}\n", t.name, t.description));
        for f in &t.features {
            out.push_str(&format!("  feature {}: {}\n", f.name, f.description));
        }
        for op in [Opcode::Conv2d, Opcode::Dense] {
            out.push_str(&format!("  runs {}\n", t.native_text(op).join(", ")));
        }
    }
    Ok(out)
}

/// The `--stats` report of `qnnc lower`: the target's hook applications, then the rewrite.
fn stats_text(target: &str, c: &qnn_legalize::Compiled) -> String {
    let mut out = format!("target {target}: hooks");
    let hooks = &c.legalized.report.applied;
    if hooks.is_empty() {
        out.push_str(" none");
    }
    for (h, n) in hooks {
        out.push_str(&format!(" {h} {n},"));
    }
    if out.ends_with(',') {
        out.pop();
    }
    out.push('\n');
    out.push_str(&rewrite_stats(&c.lowered.report));
    out
}

/// The rewrite part of `--stats`: op counts and each phase's run.
fn rewrite_stats(r: &qnn_rewrite::Report) -> String {
    let total = |m: &indexmap::IndexMap<&str, usize>| m.values().sum::<usize>();
    let list = |m: &indexmap::IndexMap<&str, usize>| {
        m.iter()
            .map(|(k, v)| format!("{k} {v}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut out = format!(
        "ops before: {} ({})\nops after: {} ({})\n",
        total(&r.ops_before),
        list(&r.ops_before),
        total(&r.ops_after),
        list(&r.ops_after)
    );
    if r.regions > 1 {
        out.push_str(&format!(
            "{} regions, one e-graph each (the largest's size and iterations below)\n",
            r.regions
        ));
    }
    for p in &r.phases {
        out.push_str(&format!(
            "phase {}: {} iterations, {} e-nodes, {} e-classes, stop: {}\n",
            p.phase, p.iterations, p.nodes, p.classes, p.stop
        ));
        for (rule, n) in p.applied.iter().filter(|(_, n)| *n > 0) {
            out.push_str(&format!("  {rule}: {n}\n"));
        }
    }
    out.push_str(&overflow_stats(&r.overflow));
    out
}

/// The overflow part of `--stats`: what the analysis proved, and what it could not.
fn overflow_stats(o: &qnn_rewrite::overflow::OverflowReport) -> String {
    let accumulators = o.unproven.iter().filter(|u| u.accumulator).count();
    let mut out = format!(
        "overflow: {} integer values checked, {} not proven to fit ({accumulators} of them accumulators)\n",
        o.checked,
        o.unproven.len()
    );
    if let Some(t) = &o.tightest {
        out.push_str(&format!(
            "  largest accumulator: %{} ({}) in [{}, {}], {} of {}'s {} bits\n",
            t.value,
            t.op,
            t.bound.0,
            t.bound.1,
            t.bits,
            t.dtype,
            t.dtype.bits()
        ));
    }
    for u in &o.unproven {
        let kind = if u.accumulator {
            "accumulator"
        } else {
            "intermediate"
        };
        out.push_str(&format!(
            "  %{} ({}, {kind}): {}\n",
            u.value,
            u.op,
            u.describe()
        ));
    }
    out
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
    if both_failed == n {
        bail!(
            "none of the {n} random inputs (seeds {seed}..) could be compared: both graphs fail on every one with a run-time error"
        );
    }
    let mut out = format!("all {n} random inputs (seeds {seed}..) give identical outputs");
    if both_failed > 0 {
        out.push_str(&format!(
            " ({both_failed} of them make both graphs fail with a run-time error)"
        ));
    }
    out.push('\n');
    Ok(out)
}

/// The bytes of a file (or of standard input for `-`) and the name used in messages.
fn read_bytes(path: &Path) -> Result<(String, Vec<u8>)> {
    if path == Path::new("-") {
        let mut b = Vec::new();
        std::io::stdin()
            .read_to_end(&mut b)
            .context("cannot read standard input")?;
        return Ok(("<stdin>".to_string(), b));
    }
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    Ok((path.display().to_string(), bytes))
}

/// A `.tflite` extension, or the `TFL3` file identifier at bytes 4..8.
fn is_tflite(path: &Path, bytes: &[u8]) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("tflite"))
        || bytes.get(4..8) == Some(&FILE_IDENTIFIER[..])
}

/// Reads a TFLite model; errors carry the file name.
fn read_tflite(name: &str, bytes: &[u8]) -> Result<TfModel> {
    read_model(bytes).map_err(|e| anyhow::anyhow!("{name}: {e}"))
}

/// Reads and imports a TFLite model; errors carry the file name.
fn import_tflite(name: &str, bytes: &[u8], options: &ImportOptions) -> Result<Graph> {
    let model = read_tflite(name, bytes)?;
    import_with(&model, options).map_err(|e| anyhow::anyhow!("{name}: {e}"))
}

/// Parses and verifies a `.qnn` file; errors carry `file:line:column`.
fn load_graph(path: &Path) -> Result<Graph> {
    let (name, bytes) = read_bytes(path)?;
    graph_from_text(&name, bytes).map(|(g, _)| g)
}

/// Parses and verifies `.qnn` text, returning the graph and the `(line, column)` of each
/// value's definition; errors carry `file:line:column`.
fn graph_from_text(name: &str, bytes: Vec<u8>) -> Result<(Graph, Vec<(usize, usize)>)> {
    let text = match String::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => {
            let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            let line = valid.iter().filter(|&&b| b == b'\n').count() + 1;
            let last = valid.rsplit(|&b| b == b'\n').next().unwrap_or(&[]);
            let col = String::from_utf8_lossy(last).chars().count() + 1;
            bail!("{name}:{line}:{col}: the text is not valid UTF-8");
        }
    };
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
    Ok((g, spans))
}

/// The `qnnc ops` entry of one op: signature line, then its documentation.
fn op_text(o: Opcode) -> String {
    let operands = o.operands();
    let mut names: Vec<String> = operands
        .names
        .iter()
        .enumerate()
        .map(|(i, n)| format!("%{n}{}", if i >= operands.min { "?" } else { "" }))
        .collect();
    if operands.max == usize::MAX {
        if let Some(last) = names.last_mut() {
            last.push_str("...");
        }
    }
    let attrs = o.attr_names();
    let mut out = o.mnemonic().to_string();
    if !names.is_empty() {
        out.push(' ');
        out.push_str(&names.join(", "));
    }
    if !attrs.is_empty() {
        out.push_str(&format!(" {{{}}}", attrs.join(", ")));
    }
    out.push('\n');
    for line in o.doc().lines() {
        out.push_str(&format!("    {}\n", line.trim()));
    }
    out
}

/// One line of `info` for a graph input or output.
fn tensor_line(position: usize, t: &TensorSummary) -> String {
    let quant = match &t.quant {
        None => "unquantized".to_string(),
        Some(q) if q.has_details => "custom quantization".to_string(),
        Some(q) => match (q.scales.as_slice(), q.zero_points.as_slice()) {
            ([s], [z]) => format!("q({}, {z})", format_f32(*s)),
            (s, _) => format!("q_axis({}, {} channels)", q.quantized_dimension, s.len()),
        },
    };
    format!(
        "  {position}: {:?} {} {:?} {quant}\n",
        t.name, t.ty, t.shape
    )
}

/// The text `qnnc info` prints.
fn info_text(m: &TfModel) -> String {
    let s = summarize(m);
    let mut out = String::new();
    out.push_str(&format!(
        "description: {}\n",
        s.description
            .as_deref()
            .map_or("(none)".to_string(), |d| format!("{d:?}"))
    ));
    out.push_str(&format!("inputs: {}\n", s.inputs.len()));
    for (i, t) in s.inputs.iter().enumerate() {
        out.push_str(&tensor_line(i, t));
    }
    out.push_str(&format!("outputs: {}\n", s.outputs.len()));
    for (i, t) in s.outputs.iter().enumerate() {
        out.push_str(&tensor_line(i, t));
    }
    out.push_str(&format!("operators: {}\n", s.num_ops));
    for (name, count) in &s.op_counts {
        let mark = if s.unsupported.contains(name) {
            " (not supported by qnnc)"
        } else {
            ""
        };
        out.push_str(&format!("  {name}: {count}{mark}\n"));
    }
    let schemes: Vec<String> = s.schemes.iter().map(|q| q.to_string()).collect();
    out.push_str(&format!(
        "schemes: {}\n",
        if schemes.is_empty() {
            "none detected".to_string()
        } else {
            schemes.join(", ")
        }
    ));
    out
}

/// Runs `g` with `engine` on the `.npy` inputs; `tflite` adds the `--resize-inputs` hint to
/// shape errors.
fn run(
    g: &Graph,
    (engine, cpu): (Engine, &CpuOptions),
    inputs: &[PathBuf],
    outputs: &[PathBuf],
    tflite: bool,
    stats: bool,
) -> Result<()> {
    let tensors = read_inputs(g, inputs, tflite)?;
    if !outputs.is_empty() && outputs.len() != g.outputs().len() {
        bail!(
            "the model has {} but {} --output files were given",
            count(g.outputs().len(), "output"),
            outputs.len()
        );
    }
    let results = match engine {
        Engine::Reference => {
            let (results, memory) = qnn_interp::run_with_stats(g, &tensors)?;
            if stats {
                eprintln!(
                    "peak memory: {} bytes of tensors held at once ({} bytes of constants)",
                    memory.peak_bytes, memory.constant_bytes
                );
            }
            results
        }
        Engine::Cpu => {
            let plan = qnn_cpu::Plan::with_isa(g, cpu.isa)?;
            if stats {
                eprint!("{}", plan_stats(plan.stats()));
            }
            let mut session = plan.session_with_threads(cpu.threads)?;
            session.run(&tensors).map_err(|e| match e {
                // The same report as the interpreter's: the op and where it comes from.
                qnn_cpu::PlanError::Op { value, op, message } => {
                    anyhow::Error::new(InterpError::Op { value, op, message })
                }
                e => e.into(),
            })?
        }
    };
    for (path, t) in outputs.iter().zip(&results) {
        npy::write(path, t)?;
    }
    let mut summary = String::new();
    for ((name, _), t) in g.outputs().iter().zip(&results) {
        summary.push_str(&format!("{name:?}: {}\n", summarize_tensor(t)));
    }
    emit(&summary)?;
    Ok(())
}

/// `--isa`: the named level if this machine runs it, else the best it runs.
fn parse_isa(name: Option<&str>) -> Result<qnn_cpu::Isa> {
    let Some(name) = name else {
        return Ok(qnn_cpu::Isa::detect());
    };
    let supported = qnn_cpu::Isa::supported();
    match qnn_cpu::Isa::from_name(name) {
        Some(i) if supported.contains(&i) => Ok(i),
        _ => {
            let names: Vec<&str> = supported.iter().map(|i| i.name()).collect();
            Err(UsageError(format!(
                "--isa {name}: this machine runs {}",
                names.join(", ")
            ))
            .into())
        }
    }
}

/// The CPU engine's flags: its kernels' level and threads.
struct CpuOptions {
    isa: qnn_cpu::Isa,
    threads: usize,
}

/// `qnnc bench`'s flags for the CPU engine's runs.
struct BenchOptions {
    repeat: u64,
    profile: bool,
    cpu: CpuOptions,
}

/// `qnnc bench`: the report.
fn bench(
    model: &Path,
    engine: Engine,
    target: &qnn_legalize::Target,
    input_files: &[PathBuf],
    options: &BenchOptions,
) -> Result<String> {
    let &BenchOptions {
        repeat,
        profile,
        cpu: CpuOptions { isa, threads },
    } = options;
    use std::time::Instant;
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
    let start = Instant::now();
    let (name, bytes) = read_bytes(model)?;
    let (g, spans) = load_model(model, &name, bytes, &ImportOptions::default())?;
    let loaded = start.elapsed();
    let compiled = compile_graph(&g, target, &Default::default(), &name, &spans, "")?;
    let lowered_at = start.elapsed();
    let lowered = &compiled.lowered.graph;
    let inputs = if input_files.is_empty() {
        qnn_check::validate::random_inputs(&g, 0)
    } else {
        read_inputs(&g, input_files, false)?
    };
    let mut times = Vec::with_capacity(repeat as usize);
    let mut steps = Vec::new();
    let (plan_time, memory) = match engine {
        Engine::Cpu => {
            let plan = qnn_cpu::Plan::with_isa(lowered, isa)?;
            let planned = start.elapsed() - lowered_at;
            let mut session = plan.session_with_threads(threads)?;
            session
                .run(&inputs)
                .with_context(|| format!("{name}: a run failed"))?;
            for _ in 0..repeat {
                let t = Instant::now();
                session.run(&inputs)?;
                times.push(t.elapsed());
            }
            if profile {
                session.profile();
                for _ in 0..repeat {
                    session.run(&inputs)?;
                }
                steps = session.step_times();
            }
            let s = plan.stats();
            let constants: usize = lowered
                .values()
                .iter()
                .filter_map(|v| match &v.def {
                    qnn_ir::ValueDef::Op {
                        op: qnn_ir::Op::Const(c),
                        ..
                    } => Some(c.value.len() * c.value.dtype().size_bytes()),
                    _ => None,
                })
                .sum();
            (
                Some(planned),
                format!(
                    "{} bytes of buffers ({} buffers), {constants} bytes of constants",
                    s.buffer_bytes, s.buffers
                ),
            )
        }
        Engine::Reference => {
            let (_, stats) = qnn_interp::run_with_stats(lowered, &inputs)
                .with_context(|| format!("{name}: a run failed"))?;
            for _ in 0..repeat {
                let t = Instant::now();
                qnn_interp::run(lowered, &inputs)?;
                times.push(t.elapsed());
            }
            (
                None,
                format!(
                    "peak {} bytes of tensors held at once, {} bytes of constants",
                    stats.peak_bytes, stats.constant_bytes
                ),
            )
        }
    };
    times.sort();
    let median = times[times.len() / 2];
    let (min, max) = (times[0], times[times.len() - 1]);
    let engine_name = match engine {
        Engine::Cpu => format!("cpu ({} kernels)", isa.name()),
        Engine::Reference => "reference".to_string(),
    };
    let mut out = format!("{name}: target {}, engine {engine_name}\n", target.name);
    out.push_str(&format!(
        "compile: {:.2} ms (load {:.2} ms, legalize and lower {:.2} ms",
        ms(lowered_at + plan_time.unwrap_or_default()),
        ms(loaded),
        ms(lowered_at - loaded)
    ));
    if let Some(p) = plan_time {
        out.push_str(&format!(", plan {:.2} ms", ms(p)));
    }
    out.push_str(")\n");
    out.push_str(&format!(
        "inference ({repeat} runs, {}): median {:.3} ms, min {:.3} ms, max {:.3} ms\n",
        match (engine, threads) {
            (Engine::Cpu, t) if t > 1 => format!("{t} threads"),
            _ => "one thread".to_string(),
        },
        ms(median),
        ms(min),
        ms(max)
    ));
    out.push_str(&format!("memory: {memory}\n"));
    if let Some(kb) = peak_rss_kb() {
        out.push_str(&format!(
            "peak memory of the process: {:.1} MiB (resident)\n",
            kb as f64 / 1024.0
        ));
    }
    if !steps.is_empty() {
        out.push_str(&step_profile(&steps, repeat));
    }
    Ok(out)
}

/// The process's peak resident memory in KiB (`VmHWM` of `/proc/self/status`), where the
/// system reports it.
fn peak_rss_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// `qnnc bench --profile`: the time of each kind of step, then the ten slowest steps (per
/// run, from `repeat` profiled runs).
fn step_profile(steps: &[qnn_cpu::StepTime], repeat: u64) -> String {
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3 / repeat as f64;
    let total: std::time::Duration = steps.iter().map(|s| s.time).sum();
    let share = |d: std::time::Duration| 100.0 * d.as_secs_f64() / total.as_secs_f64().max(1e-12);
    let mut kinds: indexmap::IndexMap<String, (usize, std::time::Duration)> = Default::default();
    for s in steps {
        // Fused products by kind of product (`conv 1x1/1`, `depthwise 3x3/2`, ...).
        let kind = match s.detail.split_whitespace().collect::<Vec<_>>().as_slice() {
            [kind, window, ..] => format!("{} {kind} {window}", s.kind),
            _ => s.kind.to_string(),
        };
        let e = kinds.entry(kind).or_default();
        e.0 += 1;
        e.1 += s.time;
    }
    kinds.sort_by(|_, a, _, b| b.1.cmp(&a.1));
    let mut out = format!(
        "profile ({repeat} runs, per run): {:.3} ms in steps\n",
        ms(total)
    );
    for (kind, (n, t)) in &kinds {
        out.push_str(&format!(
            "  {kind}: {n} steps, {:.3} ms ({:.1}%)\n",
            ms(*t),
            share(*t)
        ));
    }
    let mut slowest: Vec<&qnn_cpu::StepTime> = steps.iter().collect();
    slowest.sort_by(|a, b| b.time.cmp(&a.time).then(a.value.cmp(&b.value)));
    out.push_str("slowest steps:\n");
    for s in slowest.iter().take(10) {
        out.push_str(&format!(
            "  %{} {}{}: {} {:.3} ms ({:.1}%)\n",
            s.value,
            s.kind,
            if s.detail.is_empty() {
                String::new()
            } else {
                format!(" {}", s.detail)
            },
            s.ty,
            ms(s.time),
            share(s.time)
        ));
    }
    out
}

/// The `--stats` report of the CPU engine's plan.
fn plan_stats(s: &qnn_cpu::PlanStats) -> String {
    let mut out = format!(
        "cpu engine: {} fused products ({} ops, {} on SIMD kernels), {} fused elementwise trees ({} ops, {} on 32-bit lanes), {} reductions, {} reshapes, {} buffers of {} bytes\n",
        s.fused, s.fused_ops, s.fast, s.trees, s.tree_ops, s.narrow_trees, s.reductions, s.copies, s.buffers, s.buffer_bytes
    );
    let fallback: Vec<String> = s
        .fallback
        .iter()
        .map(|(op, n)| format!("{op} {n}"))
        .collect();
    out.push_str(&format!(
        "  reference kernel: {}\n",
        if fallback.is_empty() {
            "none".to_string()
        } else {
            fallback.join(", ")
        }
    ));
    out
}

/// The `.npy` inputs of `g`, each checked against its input's type; `tflite` adds the
/// `--resize-inputs` hint to shape errors.
fn read_inputs(g: &Graph, inputs: &[PathBuf], tflite: bool) -> Result<Vec<Tensor>> {
    if inputs.len() != g.inputs().len() {
        bail!(
            "the model has {} but {} --input files were given",
            count(g.inputs().len(), "input"),
            inputs.len()
        );
    }
    let mut tensors: Vec<Tensor> = Vec::with_capacity(inputs.len());
    for (i, (path, &id)) in inputs.iter().zip(g.inputs()).enumerate() {
        let t = npy::read(path)?;
        let want = g.ty(id).context("input value")?;
        if t.ty() != want {
            let hint = if tflite && t.dtype() == want.dtype {
                " (if the model has dynamic dimensions, pass --resize-inputs to use the array's shape)"
            } else {
                ""
            };
            bail!(
                "input {i} ({:?}) must be {want} ({} array of shape {:?}), but {} holds {} of shape {:?}{hint}",
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
    Ok(tensors)
}

/// `3 inputs`, `1 input`.
fn count(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

/// Number of elements a summary shows.
const SUMMARY_ELEMENTS: usize = 16;

/// `tensor<1x10xi8> [-128, -127, ...]`: the type and the first elements.
fn summarize_tensor(t: &Tensor) -> String {
    let elems: Vec<String> = match t.data() {
        qnn_ir::Data::F32(v) => v
            .iter()
            .take(SUMMARY_ELEMENTS)
            .map(|x| format!("{x:?}"))
            .collect(),
        d => d
            .to_i64()
            .unwrap_or_default()
            .iter()
            .take(SUMMARY_ELEMENTS)
            .map(|x| x.to_string())
            .collect(),
    };
    let more = if t.len() > SUMMARY_ELEMENTS {
        ", ..."
    } else {
        ""
    };
    format!("{} [{}{more}]", t.ty(), elems.join(", "))
}
