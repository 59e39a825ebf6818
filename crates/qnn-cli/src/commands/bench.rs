//! `qnnc bench`: time a model's compilation (load, legalize and lower, plan) and inference,
//! and report the memory it holds, as text or (`--json`) one JSON object.

use anyhow::{Context, Result};
use qnn_ir::{Graph, Tensor};
use serde_json::{json, Value};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::diag::{count, countu, usage};
use crate::options::{compile, CompileArgs, CpuOptions, Engine, EngineArgs, InputArgs};
use crate::output::{emit, emit_json};
use crate::source::load_for_run;

/// The options of `qnnc bench`.
#[derive(clap::Args)]
pub struct BenchArgs {
    /// A `.qnn` or `.tflite` file (or `-`).
    model: PathBuf,
    #[command(flatten)]
    compile: CompileArgs,
    #[command(flatten)]
    engine: EngineArgs,
    #[command(flatten)]
    inputs: InputArgs,
    /// Inference runs to time (after one untimed run).
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    repeat: u64,
    /// Also print where the CPU engine's time goes: each kind of step, and the slowest
    /// steps.
    #[arg(long)]
    profile: bool,
    /// Print the report as one JSON object (times in milliseconds).
    #[arg(long)]
    json: bool,
}

/// The memory a run holds.
enum Memory {
    /// The CPU engine's buffers and the constants.
    Cpu {
        buffer_bytes: usize,
        buffers: usize,
        constants: usize,
    },
    /// The reference interpreter's peak of live tensors and the constants.
    Reference { peak: usize, constants: usize },
}

/// What `bench` measured.
struct Measured {
    name: String,
    target: String,
    engine: Engine,
    cpu: CpuOptions,
    repeat: u64,
    load: Duration,
    lower: Duration,
    plan: Option<Duration>,
    /// The timed runs, sorted.
    times: Vec<Duration>,
    memory: Memory,
    steps: Vec<qnn_cpu::StepTime>,
}

/// Runs `qnnc bench`.
pub fn run(args: BenchArgs) -> Result<()> {
    let engine = args.engine.engine;
    let cpu = args.engine.cpu(engine)?;
    if args.profile && engine != Engine::Cpu {
        return Err(usage("--profile profiles the CPU engine (--engine cpu)"));
    }
    let target = args.compile.target(engine.default_target())?;
    let start = Instant::now();
    let (m, arrays) = load_for_run(&args.model, &args.compile, &args.inputs)?;
    let load = start.elapsed();
    let compiled = compile(&m, &target, &args.compile.overflow.options(), "")?;
    let lower = start.elapsed() - load;
    let inputs = if args.inputs.inputs.is_empty() {
        qnn_check::validate::random_inputs(&m.graph, 0)
    } else {
        arrays.for_graph(&m.graph, m.source.is_tflite())?
    };
    let mut r = Measured {
        name: m.source.name.clone(),
        target: target.name.clone(),
        engine,
        cpu,
        repeat: args.repeat,
        load,
        lower,
        plan: None,
        times: Vec::new(),
        memory: Memory::Reference {
            peak: 0,
            constants: 0,
        },
        steps: Vec::new(),
    };
    let lowered = &compiled.lowered.graph;
    match engine {
        Engine::Cpu => time_cpu(&mut r, lowered, &inputs, args.profile)?,
        Engine::Reference => time_reference(&mut r, lowered, &inputs)?,
    }
    r.times.sort();
    if args.json {
        emit_json(&report_json(&r))
    } else {
        emit(&report_text(&r))
    }
}

/// Times the CPU engine: the plan, one untimed run, `repeat` timed runs, and with
/// `profile` as many profiled runs.
fn time_cpu(r: &mut Measured, lowered: &Graph, inputs: &[Tensor], profile: bool) -> Result<()> {
    let t = Instant::now();
    let plan = qnn_cpu::Plan::with_isa(lowered, r.cpu.isa)?;
    r.plan = Some(t.elapsed());
    let mut session = plan.session_with_threads(r.cpu.threads)?;
    session
        .run(inputs)
        .with_context(|| format!("{}: a run failed", r.name))?;
    for _ in 0..r.repeat {
        let t = Instant::now();
        session.run(inputs)?;
        r.times.push(t.elapsed());
    }
    if profile {
        session.profile();
        for _ in 0..r.repeat {
            session.run(inputs)?;
        }
        r.steps = session.step_times();
    }
    let s = plan.stats();
    r.memory = Memory::Cpu {
        buffer_bytes: s.buffer_bytes,
        buffers: s.buffers,
        constants: constant_bytes(lowered),
    };
    Ok(())
}

/// Times the reference interpreter: one untimed run (which measures the memory), then
/// `repeat` timed runs.
fn time_reference(r: &mut Measured, lowered: &Graph, inputs: &[Tensor]) -> Result<()> {
    let (_, stats) = qnn_interp::run_with_stats(lowered, inputs)
        .with_context(|| format!("{}: a run failed", r.name))?;
    for _ in 0..r.repeat {
        let t = Instant::now();
        qnn_interp::run(lowered, inputs)?;
        r.times.push(t.elapsed());
    }
    r.memory = Memory::Reference {
        peak: stats.peak_bytes,
        constants: stats.constant_bytes,
    };
    Ok(())
}

/// The bytes of `g`'s constants.
fn constant_bytes(g: &Graph) -> usize {
    g.values()
        .iter()
        .filter_map(|v| match &v.def {
            qnn_ir::ValueDef::Op {
                op: qnn_ir::Op::Const(c),
                ..
            } => Some(c.value.len() * c.value.dtype().size_bytes()),
            _ => None,
        })
        .sum()
}

/// Milliseconds.
fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// The median, minimum and maximum of sorted times (`repeat` is at least 1).
fn spread(times: &[Duration]) -> (Duration, Duration, Duration) {
    match times {
        [] => Default::default(),
        [first, ..] => (times[times.len() / 2], *first, times[times.len() - 1]),
    }
}

/// The text report.
fn report_text(r: &Measured) -> String {
    let engine_name = match r.engine {
        Engine::Cpu => format!("cpu ({} kernels)", r.cpu.isa.name()),
        Engine::Reference => "reference".to_string(),
    };
    let mut out = format!("{}: target {}, engine {engine_name}\n", r.name, r.target);
    out.push_str(&format!(
        "compile: {:.2} ms (load {:.2} ms, legalize and lower {:.2} ms",
        ms(r.load + r.lower + r.plan.unwrap_or_default()),
        ms(r.load),
        ms(r.lower)
    ));
    if let Some(p) = r.plan {
        out.push_str(&format!(", plan {:.2} ms", ms(p)));
    }
    out.push_str(")\n");
    let (median, min, max) = spread(&r.times);
    out.push_str(&format!(
        "inference ({}, {}): median {:.3} ms, min {:.3} ms, max {:.3} ms\n",
        count(r.repeat, "run"),
        match (r.engine, r.cpu.threads) {
            (Engine::Cpu, t) if t > 1 => format!("{t} threads"),
            _ => "one thread".to_string(),
        },
        ms(median),
        ms(min),
        ms(max)
    ));
    let memory = match r.memory {
        Memory::Cpu {
            buffer_bytes,
            buffers,
            constants,
        } => format!(
            "{} of buffers ({}), {} of constants",
            countu(buffer_bytes, "byte"),
            countu(buffers, "buffer"),
            countu(constants, "byte")
        ),
        Memory::Reference { peak, constants } => format!(
            "peak {} of tensors held at once, {} of constants",
            countu(peak, "byte"),
            countu(constants, "byte")
        ),
    };
    out.push_str(&format!("memory: {memory}\n"));
    if let Some(kb) = peak_rss_kb() {
        out.push_str(&format!(
            "peak memory of the process: {:.1} MiB (resident)\n",
            kb as f64 / 1024.0
        ));
    }
    if !r.steps.is_empty() {
        out.push_str(&step_profile(&r.steps, r.repeat));
    }
    out
}

/// The JSON report.
fn report_json(r: &Measured) -> Value {
    let (median, min, max) = spread(&r.times);
    let memory = match r.memory {
        Memory::Cpu {
            buffer_bytes,
            buffers,
            constants,
        } => json!({"buffer_bytes": buffer_bytes, "buffers": buffers, "constant_bytes": constants}),
        Memory::Reference { peak, constants } => {
            json!({"peak_tensor_bytes": peak, "constant_bytes": constants})
        }
    };
    let steps: Vec<Value> = r
        .steps
        .iter()
        .map(|s| {
            json!({
                "value": s.value, "kind": s.kind, "detail": s.detail, "type": s.ty,
                "ms_per_run": ms(s.time) / r.repeat as f64,
            })
        })
        .collect();
    json!({
        "model": r.name,
        "target": r.target,
        "engine": r.engine.name(),
        "isa": (r.engine == Engine::Cpu).then(|| r.cpu.isa.name()),
        "threads": r.cpu.threads,
        "repeat": r.repeat,
        "compile_ms": {
            "total": ms(r.load + r.lower + r.plan.unwrap_or_default()),
            "load": ms(r.load),
            "legalize_and_lower": ms(r.lower),
            "plan": r.plan.map(ms),
        },
        "inference_ms": {"median": ms(median), "min": ms(min), "max": ms(max)},
        "memory": memory,
        "peak_rss_kib": peak_rss_kb(),
        "profile": steps,
    })
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
    let ms = |d: Duration| d.as_secs_f64() * 1e3 / repeat as f64;
    let total: Duration = steps.iter().map(|s| s.time).sum();
    let share = |d: Duration| 100.0 * d.as_secs_f64() / total.as_secs_f64().max(1e-12);
    let mut kinds: indexmap::IndexMap<String, (usize, Duration)> = Default::default();
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
        "profile ({}, per run): {:.3} ms in steps\n",
        count(repeat, "run"),
        ms(total)
    );
    for (kind, (n, t)) in &kinds {
        out.push_str(&format!(
            "  {kind}: {}, {:.3} ms ({:.1}%)\n",
            countu(*n, "step"),
            ms(*t),
            share(*t)
        ));
    }
    let mut slowest: Vec<&qnn_cpu::StepTime> = steps.iter().collect();
    slowest.sort_by(|a, b| b.time.cmp(&a.time).then(a.value.cmp(&b.value)));
    out.push_str("slowest steps:\n");
    for s in slowest.iter().take(10) {
        let detail = if s.detail.is_empty() {
            String::new()
        } else {
            format!(" {}", s.detail)
        };
        out.push_str(&format!(
            "  %{} {}{detail}: {} {:.3} ms ({:.1}%)\n",
            s.value,
            s.kind,
            s.ty,
            ms(s.time),
            share(s.time)
        ));
    }
    out
}
