//! `qnnc run`: run a model on `.npy` inputs, compiled for a target and run on the CPU engine
//! (the default) or the reference interpreter, or run as a QNN graph (`--stage qnn`).

use anyhow::{anyhow, bail, Result};
use clap::ValueEnum;
use qnn_interp::InterpError;
use qnn_ir::state::user_outputs;
use qnn_ir::{Graph, Op, Tensor, ValueDef};
use serde_json::{json, Value};
use std::path::PathBuf;

use crate::diag::{countu, usage};
use crate::dump;
use crate::npy;
use crate::options::{compile, CompileArgs, CpuOptions, Engine, EngineArgs, InputArgs};
use crate::output::{emit, emit_json, OutputFile};
use crate::source::{load_for_run, Loaded};
use crate::stats::{plan_json, plan_text};

/// The options of `qnnc run`.
#[derive(clap::Args)]
pub struct RunArgs {
    /// A `.qnn` or `.tflite` file (or `-`).
    model: PathBuf,
    #[command(flatten)]
    inputs: InputArgs,
    /// An `.npy` file to write one model output to; repeat the flag for each output, in the
    /// model's order (optional: each output is also summarized on standard output).
    #[arg(long = "output", value_name = "OUT.npy")]
    outputs: Vec<PathBuf>,
    /// Which stage of the pipeline to run.
    #[arg(long, value_enum, default_value_t = Stage::Lowered)]
    stage: Stage,
    #[command(flatten)]
    compile: CompileArgs,
    #[command(flatten)]
    engine: EngineArgs,
    /// Print, on standard error, the CPU engine's plan (fused steps, ops left to the
    /// reference kernel, buffers), or the peak memory of the tensors the reference
    /// interpreter held at once (each freed after its last use) and of the constants.
    #[arg(long)]
    stats: bool,
    /// Print the outputs (every element) as one JSON object on standard output, and the
    /// `--stats` report as JSON on standard error.
    #[arg(long)]
    json: bool,
    /// Write every intermediate tensor into the folder DIR, as TFLite's reference kernels
    /// compute it (the reference interpreter on the QNN graph): for a `.tflite` model each
    /// tensor an operator writes, under its TFLite name, for `.qnn` text each op's value
    /// (`%N`); one `.npy` file each and `tensors.json` listing them in execution order.
    /// `qnnc compare` compares two dumps.
    #[arg(long, value_name = "DIR")]
    dump: Option<PathBuf>,
    /// Run N frames of a streaming model: the --input files are one per model input and
    /// frame, in frame order, or one per model input stacking its N frames on a new first
    /// axis (shape N x the input's shape). The state variables carry from each frame to the
    /// next, starting from their initial values, as repeated TFLite `invoke()`s do; each
    /// frame's outputs are printed, and --output files stack them on a new first axis.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    steps: Option<u32>,
}

/// Pipeline stages `run` can execute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Stage {
    /// The QNN graph as imported or parsed.
    Qnn,
    /// The graph legalized for `--target` and lowered to integer core ops (`qnnc lower`).
    Lowered,
}

/// Runs `qnnc run`; `engine_given` says whether `--engine` was on the command line.
pub fn run(args: RunArgs, engine_given: bool) -> Result<()> {
    let engine = check_flags(&args, engine_given)?;
    let cpu = args.engine.cpu(engine)?;
    if args.inputs.inputs.is_empty() {
        return Err(usage("give one --input file per model input"));
    }
    let outputs: Vec<OutputFile> = args
        .outputs
        .iter()
        .map(|p| OutputFile::check(p))
        .collect::<Result<_>>()?;
    if let Some(dir) = &args.dump {
        dump::check(dir)?;
    }
    let target = args.compile.target(engine.default_target())?;
    let (m, arrays) = load_for_run(&args.model, &args.compile, &args.inputs)?;
    let steps = args.steps.map(|n| n as usize);
    if let Some(dir) = &args.dump {
        if steps.is_some_and(|n| n > 1) {
            return Err(usage(
                "--dump writes the tensors of one run: give one frame's inputs (no --steps)",
            ));
        }
        let tensors = arrays.clone().for_graph(&m.graph, m.source.is_tflite())?;
        dump_tensors(dir, &m, &tensors)?;
    }
    let compiled = match args.stage {
        Stage::Qnn => None,
        Stage::Lowered => Some(compile(
            &m,
            &target,
            &args.compile.overflow.options(),
            " (`--stage qnn` runs the QNN graph as it is)",
        )?),
    };
    let exec = compiled.as_ref().map_or(&m.graph, |c| &c.lowered.graph);
    let report = Report {
        stats: args.stats,
        json: args.json,
    };
    let frames = arrays.frames(exec, m.source.is_tflite(), steps)?;
    let results = execute(exec, (engine, cpu), &frames, &outputs, report)
        .map_err(|e| locate(e, &m, compiled.as_ref()))?;
    let names = user_outputs(exec);
    for (k, file) in outputs.iter().enumerate() {
        let per_frame: Vec<&Tensor> = results.iter().filter_map(|r| r.get(k)).collect();
        npy::write(file.path(), &stack(&per_frame, results.len() > 1)?)?;
    }
    if args.json {
        if let [one] = results.as_slice() {
            emit_json(&outputs_json(&names, one))
        } else {
            let steps: Vec<Value> = results.iter().map(|r| outputs_json(&names, r)).collect();
            emit_json(&json!({ "steps": steps }))
        }
    } else {
        let mut summary = String::new();
        let framed = results.len() > 1;
        for (k, r) in results.iter().enumerate() {
            if framed {
                summary.push_str(&format!("step {k}:\n"));
            }
            for ((name, _), t) in names.iter().zip(r) {
                let indent = if framed { "  " } else { "" };
                summary.push_str(&format!("{indent}{name:?}: {}\n", summarize_tensor(t)));
            }
        }
        emit(&summary)
    }
}

/// One output over the frames: the tensor itself for one frame (`stacked` false), else the
/// frames stacked on a new first axis.
fn stack(frames: &[&Tensor], stacked: bool) -> Result<Tensor> {
    let Some(first) = frames.first() else {
        bail!("no frame computed the output");
    };
    if !stacked {
        return Ok((*first).clone());
    }
    let mut shape = vec![frames.len()];
    shape.extend_from_slice(first.shape());
    let mut bytes = Vec::new();
    for t in frames {
        bytes.extend(t.data().to_le_bytes());
    }
    let data = qnn_ir::Data::from_le_bytes(first.dtype(), &bytes)
        .ok_or_else(|| anyhow!("stacking the frames of an output"))?;
    Ok(Tensor::new(
        qnn_ir::TensorType::new(first.dtype(), shape),
        data,
    )?)
}

/// `--dump DIR`: the intermediate tensors of the QNN graph on `inputs`, by the reference
/// interpreter, written as a dump (`crate::dump`).
fn dump_tensors(dir: &std::path::Path, m: &Loaded, inputs: &[Tensor]) -> Result<()> {
    let named: Vec<(String, qnn_ir::ValueId)> = if m.source.is_tflite() {
        m.source
            .tensors
            .iter()
            .map(|t| (t.name.clone(), t.value))
            .collect()
    } else {
        m.graph
            .iter()
            .filter(|(_, v)| matches!(v.def, ValueDef::Op { ref op, .. } if !matches!(op, Op::Const(_))))
            .map(|(id, _)| (format!("%{}", id.index()), id))
            .collect()
    };
    // Every named value becomes an output, so the interpreter computes and keeps it.
    let mut g = m.graph.clone();
    let first = g.outputs().len();
    for (i, (_, v)) in named.iter().enumerate() {
        g.add_output(format!("\u{0}dump {i}"), *v)?;
    }
    let results = qnn_interp::run(&g, inputs)
        .map_err(|e| anyhow!("{}", m.source.at(None, format!("--dump: {e}"))))?;
    let tensors: Vec<(String, Tensor)> = named
        .into_iter()
        .map(|(name, _)| name)
        .zip(results.into_iter().skip(first))
        .collect();
    dump::write(dir, &tensors)?;
    eprintln!(
        "dumped {} into {}",
        countu(tensors.len(), "tensor"),
        dir.display()
    );
    Ok(())
}

/// The flag combinations clap cannot rule out; the engine that runs.
fn check_flags(args: &RunArgs, engine_given: bool) -> Result<Engine> {
    if args.stage == Stage::Qnn && args.compile.target.is_some() {
        return Err(usage(
            "--target applies to --stage lowered (the QNN graph runs as it is)",
        ));
    }
    if args.stage == Stage::Qnn && engine_given && args.engine.engine == Engine::Cpu {
        return Err(usage(
            "--engine cpu runs lowered graphs (--stage qnn runs the reference interpreter)",
        ));
    }
    if args.steps.is_some() && args.inputs.resize_inputs {
        return Err(usage(
            "--resize-inputs takes the shapes of whole arrays, --steps the frames in them: give one",
        ));
    }
    Ok(match args.stage {
        Stage::Qnn => Engine::Reference,
        Stage::Lowered => args.engine.engine,
    })
}

/// What `--stats` and `--json` ask for.
#[derive(Clone, Copy)]
struct Report {
    stats: bool,
    json: bool,
}

/// Runs `g` with `engine` on each frame (its inputs that are not state), carrying the
/// state from frame to frame: the outputs that are not next state, per frame.
fn execute(
    g: &Graph,
    (engine, cpu): (Engine, CpuOptions),
    frames: &[Vec<Tensor>],
    outputs: &[OutputFile],
    report: Report,
) -> Result<Vec<Vec<Tensor>>> {
    let user = user_outputs(g).len();
    if !outputs.is_empty() && outputs.len() != user {
        bail!(
            "the model has {} but {} --output files were given",
            countu(user, "output"),
            outputs.len()
        );
    }
    match engine {
        Engine::Reference => {
            let mut carry = qnn_ir::StateCarry::new(g);
            let mut results = Vec::with_capacity(frames.len());
            let mut peak = qnn_interp::RunStats::default();
            for frame in frames {
                let inputs = carry
                    .inputs(frame)
                    .ok_or_else(|| anyhow!("a frame has the wrong number of inputs"))?;
                let (out, memory) = qnn_interp::run_with_stats(g, &inputs)?;
                peak.peak_bytes = peak.peak_bytes.max(memory.peak_bytes);
                peak.constant_bytes = memory.constant_bytes;
                results.push(carry.advance(out));
            }
            if report.stats && report.json {
                let stats = json!({"engine": "reference", "peak_bytes": peak.peak_bytes, "constant_bytes": peak.constant_bytes});
                eprintln!("{stats}");
            } else if report.stats {
                eprintln!(
                    "peak memory: {} of tensors held at once ({} of constants)",
                    countu(peak.peak_bytes, "byte"),
                    countu(peak.constant_bytes, "byte")
                );
            }
            Ok(results)
        }
        Engine::Cpu => {
            let plan = qnn_cpu::Plan::with_isa(g, cpu.isa)?;
            if report.stats && report.json {
                eprintln!(
                    "{}",
                    json!({"engine": "cpu", "plan": plan_json(plan.stats())})
                );
            } else if report.stats {
                eprint!("{}", plan_text(plan.stats()));
            }
            let mut session = plan.session_with_threads(cpu.threads)?;
            frames
                .iter()
                .map(|frame| {
                    session.step(frame).map_err(|e| match e {
                        // The same report as the interpreter's: the op and where it comes from.
                        qnn_cpu::PlanError::Op { value, op, message } => {
                            anyhow::Error::new(InterpError::Op { value, op, message })
                        }
                        e => e.into(),
                    })
                })
                .collect()
        }
    }
}

/// A run-time error of one op, pointed at its definition in the source (for a lowered
/// graph, at the QNN op whose lowering holds it).
fn locate(
    e: anyhow::Error,
    m: &Loaded,
    compiled: Option<&qnn_legalize::Compiled>,
) -> anyhow::Error {
    let name = &m.source.name;
    match e.downcast::<InterpError>() {
        Ok(InterpError::Op { value, op, message }) => {
            let (at, lowered) = match compiled.map(|c| c.origins.get(value).copied().flatten()) {
                None => (Some(value), String::new()),
                Some(Some(o)) if o.exact => (Some(o.value), String::new()),
                Some(Some(o)) => (Some(o.value), format!(", lowered to %{value} ({op})")),
                Some(None) => (None, format!("%{value} ({op}) of the lowered graph")),
            };
            let Some(at) = at else {
                return anyhow!("{name}: {lowered}: {message}");
            };
            let what = m
                .graph
                .values()
                .get(at)
                .and_then(|v| match &v.def {
                    qnn_ir::ValueDef::Op { op, .. } => Some(op.opcode().mnemonic()),
                    _ => None,
                })
                .unwrap_or(op);
            anyhow!(m
                .source
                .at(Some(at), format!("%{at} ({what}){lowered}: {message}")))
        }
        Ok(other) => anyhow!("{name}: {other}"),
        Err(e) => e,
    }
}

/// `run --json`: every output with its type and elements (a non-finite float is `null`).
fn outputs_json(names: &[(String, qnn_ir::ValueId)], results: &[Tensor]) -> Value {
    let outputs: Vec<Value> = names
        .iter()
        .zip(results)
        .map(|((name, _), t)| {
            let values: Vec<Value> = match t.data() {
                qnn_ir::Data::F32(v) => v.iter().map(|&x| Value::from(f64::from(x))).collect(),
                qnn_ir::Data::F64(v) => v.iter().map(|&x| Value::from(x)).collect(),
                d => d
                    .to_i64()
                    .unwrap_or_default()
                    .into_iter()
                    .map(Value::from)
                    .collect(),
            };
            json!({
                "name": name,
                "type": t.ty().to_string(),
                "dtype": npy::numpy_name(t.dtype()),
                "shape": t.shape(),
                "values": values,
            })
        })
        .collect();
    json!({ "outputs": outputs })
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
