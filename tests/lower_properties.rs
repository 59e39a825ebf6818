//! Property tests: lowering (`qnn_rewrite::lower`) and compiling for every built-in target
//! (`qnn_legalize::compile`, the `legalize_*` tests) are exact.
//!
//! For every QNN op, a fixed-seed generator writes small random graphs in the text format
//! (`tests/corpus/*.qnn` shows the syntax) covering the op's element types, quantization
//! schemes (per-tensor and per-channel, zero points including 0 and the type's extremes,
//! multipliers below and above 1), every rounding mode the op accepts, clamps, and its
//! geometry (conv padding, strides, dilation, groups, layouts; pool padding; reduction
//! axes; broadcasting; concatenation of differently quantized inputs). Each graph must
//! verify and lower, and the QNN graph and its lowering must agree bit for bit on
//! [`INPUT_SEEDS`] seeded random input sets (`qnn_check::validate::compare`).
//!
//! Inputs on which both graphs fail (outside the ops' domain) are counted, and each test
//! requires that at least [`MIN_AGREE`] of its runs actually ran and agreed, so that no test
//! passes vacuously. All failures of a test are collected and reported together (the first
//! [`FULL_REPORTS`] with the whole graph text).
//!
//! Run with `cargo test --release --test lower_properties`. Environment variables:
//! `LOWER_PROPERTIES_FULL_REPORTS=n` prints `n` failing graphs in full (default
//! [`FULL_REPORTS`]); `LOWER_PROPERTIES_DUMP=dir` writes every generated graph to
//! `dir/<test>_<case>.qnn`; `LOWER_PROPERTIES_SCALE=k` runs `k` times as many cases (the
//! first ones are the default run's).

#[macro_use]
mod common;

use qnn_check::validate::{compare, random_inputs};
use qnn_ir::attrs::Padding;
use qnn_ir::text::cursor::format_f32;
use qnn_ir::{DType, Rounding, TensorType};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt::Write as _;
use std::time::Instant;

/// Random input sets per generated graph.
const INPUT_SEEDS: u64 = 3;
/// Fraction of runs that must have run (not both failed) and agreed.
const MIN_AGREE: f64 = 0.9;
/// Failures reported with their whole graph text (the environment variable
/// `LOWER_PROPERTIES_FULL_REPORTS` overrides it).
const FULL_REPORTS: usize = 5;
/// Further failures listed by case number and message only.
const LISTED_REPORTS: usize = 40;

type Rng8 = ChaCha8Rng;

/// The 8-, 16- and 32-bit activation types.
const ACT: [DType; 5] = [DType::I8, DType::U8, DType::I16, DType::U16, DType::I32];
/// The float-to-integer roundings of `qnn.quantize`.
const FLOAT_ROUNDINGS: [Rounding; 3] = [Rounding::ToNearest, Rounding::HalfEven, Rounding::Upward];
/// The single-rounding (TVM / ONNX) modes.
const TVM_ROUNDINGS: [Rounding; 3] = [Rounding::Upward, Rounding::ToNearest, Rounding::HalfEven];

// =============================================================================================
// Running cases.

/// The documented lowering gaps (`docs/lowering.md`, "Known limits"): graphs outside what
/// any importer produces, for which lowering declines (the legality check names the op)
/// instead of building a form it cannot prove exact. A case counts as declined only when
/// lowering fails with the legality error *and* one of its ops is in such a domain; every
/// other lowering failure is a failure.
fn known_gap(g: &qnn_ir::Graph) -> Option<&'static str> {
    use qnn_ir::{Op, ValueDef};
    for (_, v) in g.iter() {
        let ValueDef::Op { op, args } = &v.def else {
            continue;
        };
        let dtype = |i: usize| g.values()[args[i].index()].ty.dtype;
        match op {
            Op::QnnRequantize(_) if dtype(0) == DType::I64 => {
                return Some("requantize of a 64-bit input");
            }
            Op::QnnMul(_) if dtype(0) == DType::I32 || dtype(1) == DType::I32 => {
                return Some("mul of 32-bit operands");
            }
            _ => {}
        }
    }
    None
}

/// One case that did not pass.
struct Failure {
    case: usize,
    graph: String,
    what: String,
}

/// Generates `cases` graphs with `gen` and checks that each lowers exactly.
fn check(name: &str, cases: usize, gen: fn(&mut Rng8) -> String) {
    check_with(name, cases, gen, false)
}

/// As [`check`], compiling each graph for every built-in target (`qnn_legalize::compile`:
/// legalize, lower, legality check) instead of lowering it once.
fn check_targets(name: &str, cases: usize, gen: fn(&mut Rng8) -> String) {
    check_with(name, cases, gen, true)
}

/// The lowered graphs of `g`: one (`qnn_rewrite::lower`), or one per built-in target. `Err`
/// is `Ok(gap)` for a documented gap, `Err(message)` for a failure.
///
/// The overflow policy is `wrap`: these properties compare the ops' defined (wrapping)
/// arithmetic before and after lowering, on generators that reach every corner of the
/// parameters (i32 operands, zero points at the type's ends) where an accumulator can
/// overflow. The policies are tested in `overflow.rs`, and the analysis's bounds here, on
/// every lowered graph ([`check_bounds`]).
fn lowerings(
    g: &qnn_ir::Graph,
    targets: bool,
) -> Result<Vec<(String, qnn_ir::Graph)>, Result<&'static str, String>> {
    let lower_wrap = qnn_rewrite::LowerOptions {
        overflow: qnn_rewrite::OverflowPolicy::Wrap,
        ..Default::default()
    };
    let compile_wrap = qnn_legalize::CompileOptions {
        overflow: qnn_rewrite::OverflowPolicy::Wrap,
        ..Default::default()
    };
    if !targets {
        return match qnn_rewrite::lower(g, &lower_wrap) {
            Ok(l) => Ok(vec![("lowered".to_string(), l.graph)]),
            Err(e @ qnn_rewrite::RewriteError::Illegal { .. }) => {
                Err(known_gap(g).ok_or_else(|| format!("lower fails: {e}")))
            }
            Err(e) => Err(Err(format!("lower fails: {e}"))),
        };
    }
    let mut out = Vec::new();
    for t in qnn_legalize::Registry::builtin().targets() {
        match qnn_legalize::compile(g, t, &compile_wrap) {
            Ok(c) => out.push((format!("target {}", t.name), c.lowered.graph)),
            Err(qnn_legalize::LegalizeError::Rewrite(
                e @ qnn_rewrite::RewriteError::Illegal { .. },
            )) => {
                return Err(known_gap(g).ok_or_else(|| format!("target {}: {e}", t.name)));
            }
            Err(e) => return Err(Err(format!("target {}: {e}", t.name))),
        }
    }
    Ok(out)
}

/// What the cases of one check have come to so far.
#[derive(Default)]
struct Tally {
    /// Lowered graphs run on an input set.
    runs: usize,
    /// Runs on which both graphs ran and agreed.
    agree: usize,
    /// Runs on which both graphs failed.
    both_fail: usize,
    /// The documented gap of each declined case.
    declined: Vec<&'static str>,
    failures: Vec<Failure>,
}

fn check_with(name: &str, cases: usize, gen: fn(&mut Rng8) -> String, targets: bool) {
    let start = Instant::now();
    let mut r = Rng8::seed_from_u64(fnv1a(name));
    let mut tally = Tally::default();
    let dump = std::env::var_os("LOWER_PROPERTIES_DUMP").map(std::path::PathBuf::from);
    let cases = cases
        * std::env::var("LOWER_PROPERTIES_SCALE")
            .ok()
            .and_then(|v| v.parse::<usize>().ok())
            .unwrap_or(1);
    for case in 0..cases {
        let text = gen(&mut r);
        if let Some(dir) = &dump {
            let _ = std::fs::create_dir_all(dir);
            let _ = std::fs::write(dir.join(format!("{name}_{case}.qnn")), &text);
        }
        let seed: u64 = r.random();
        for what in check_case(&text, case, seed, targets, &mut tally) {
            tally.failures.push(Failure {
                case,
                graph: text.clone(),
                what,
            });
        }
    }
    let summary = format!(
        "{name}: {cases} cases ({} declined as documented gaps), {} runs: {} agree, {} both fail, {} failing cases ({:.2} s)",
        tally.declined.len(),
        tally.runs,
        tally.agree,
        tally.both_fail,
        tally.failures.len(),
        start.elapsed().as_secs_f64()
    );
    println!("{summary}");
    let mut msg = failure_report(&summary, &tally.failures);
    let Tally {
        runs,
        agree,
        both_fail,
        ..
    } = tally;
    if (agree as f64) < MIN_AGREE * runs as f64 {
        let _ = writeln!(
            msg,
            "{name}: only {agree} of {runs} runs ran and agreed (both graphs failed on {both_fail}); the generator must produce inputs inside the ops' domain"
        );
    }
    assert!(msg.is_empty(), "{msg}");
}

/// Checks one generated graph (`text`, case number `case`) on the input sets from `seed`,
/// counting its runs and a declined gap in `tally`; returns what failed (nothing when it
/// passes).
fn check_case(text: &str, case: usize, seed: u64, targets: bool, tally: &mut Tally) -> Vec<String> {
    let g = match qnn_ir::text::parse(text) {
        Ok(g) => g,
        Err(e) => return vec![format!("generator bug: the graph does not parse: {e}")],
    };
    if let Err(e) = qnn_ir::verify(&g) {
        return vec![format!("generator bug: the graph does not verify: {e}")];
    }
    let lowered = match lowerings(&g, targets) {
        Ok(l) => l,
        Err(Ok(gap)) => {
            tally.declined.push(gap);
            return Vec::new();
        }
        Err(Err(m)) => return vec![m],
    };
    // Every fourth case is also lowered in regions of 3 values (cuts inside every
    // pattern): the joined graph must agree too.
    let regions = if !targets && case.is_multiple_of(4) && g.values().len() > 3 {
        let mut opts = qnn_rewrite::LowerOptions {
            overflow: qnn_rewrite::OverflowPolicy::Wrap,
            ..Default::default()
        };
        opts.budget.region_values = 3;
        match qnn_rewrite::lower(&g, &opts) {
            Ok(l) => Some(l.graph),
            Err(e) => return vec![format!("lower in regions of 3 fails: {e}")],
        }
    } else {
        None
    };
    let mut failures = Vec::new();
    for k in 0..INPUT_SEEDS {
        let seed = seed.wrapping_add(k);
        let inputs = random_inputs(&g, seed);
        if let Some(r) = &regions {
            if let Err(m) = compare(&g, r, &inputs) {
                failures.push(format!(
                    "regions of 3, mismatch on random_inputs(seed = {seed}): {m}"
                ));
                break;
            }
        }
        if let Err(m) = run_lowerings(&g, &lowered, &inputs, seed, tally) {
            failures.push(m);
        }
    }
    failures
}

/// Runs each of `lowered` on `inputs` (from `seed`) against `g`: the CPU engine, the
/// overflow analysis's bounds, and the comparison with `g`, counting the runs in `tally`.
/// The first failure ends it.
fn run_lowerings(
    g: &qnn_ir::Graph,
    lowered: &[(String, qnn_ir::Graph)],
    inputs: &[qnn_ir::Tensor],
    seed: u64,
    tally: &mut Tally,
) -> Result<(), String> {
    for (stage, lowered) in lowered {
        tally.runs += 1;
        if let Err(m) = check_engine(lowered, inputs) {
            return Err(format!(
                "{stage}: CPU engine on random_inputs(seed = {seed}): {m}"
            ));
        }
        if let Err(m) = check_bounds(lowered, inputs) {
            return Err(format!(
                "{stage}: overflow analysis unsound on random_inputs(seed = {seed}): {m}"
            ));
        }
        match compare(g, lowered, inputs) {
            Ok(true) => tally.agree += 1,
            Ok(false) => tally.both_fail += 1,
            Err(m) => {
                return Err(format!(
                    "{stage}: mismatch on random_inputs(seed = {seed}): {m}"
                ))
            }
        }
    }
    Ok(())
}

/// The report of `failures` (empty when there are none): `summary`, the failures grouped by
/// kind, then the first ones in full and some more by case number and message.
fn failure_report(summary: &str, failures: &[Failure]) -> String {
    let mut msg = String::new();
    if failures.is_empty() {
        return msg;
    }
    let full_reports = std::env::var("LOWER_PROPERTIES_FULL_REPORTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(FULL_REPORTS);
    let _ = writeln!(msg, "{summary}");
    // Failures grouped by their message with numbers elided: (count, first case).
    let mut kinds: Vec<(String, usize, usize)> = Vec::new();
    for f in failures {
        let k = failure_kind(&f.what);
        match kinds.iter_mut().find(|(x, _, _)| *x == k) {
            Some(e) => e.1 += 1,
            None => kinds.push((k, 1, f.case)),
        }
    }
    let _ = writeln!(msg, "failure kinds:");
    for (k, n, first) in &kinds {
        let _ = writeln!(msg, "  {n:4} x {k} (first: case {first})");
    }
    for (i, f) in failures.iter().enumerate() {
        if i < full_reports {
            let _ = writeln!(msg, "\n--- case {}: {}\n{}", f.case, f.what, f.graph);
        } else if i < full_reports + LISTED_REPORTS {
            let _ = writeln!(msg, "--- case {}: {}", f.case, f.what);
        } else {
            let _ = writeln!(msg, "... and {} more", failures.len() - i);
            break;
        }
    }
    msg
}

/// The CPU engine (`qnn_cpu::Plan`) at every instruction-set level this machine runs must
/// give the reference interpreter's outputs on `g`, or fail where it fails.
fn check_engine(g: &qnn_ir::Graph, inputs: &[qnn_ir::Tensor]) -> Result<(), String> {
    let want = qnn_interp::run(g, inputs).ok();
    for isa in qnn_cpu::Isa::supported() {
        let plan =
            qnn_cpu::Plan::with_isa(g, isa).map_err(|e| format!("{}: plan: {e}", isa.name()))?;
        let got = plan.run(inputs).ok();
        if got != want {
            return Err(format!(
                "{} kernels ({:?}) differ from the interpreter: {:?} vs {:?}",
                isa.name(),
                plan.stats(),
                got.as_ref()
                    .map(|t| t.iter().map(|t| t.to_i64()).collect::<Vec<_>>()),
                want.as_ref()
                    .map(|t| t.iter().map(|t| t.to_i64()).collect::<Vec<_>>())
            ));
        }
    }
    Ok(())
}

/// Runs `g` value by value and checks that every integer value lies in the bound the
/// overflow analysis gives it (`qnn_rewrite::overflow::value_bounds`); a run-time error ends
/// the run without a finding.
fn check_bounds(g: &qnn_ir::Graph, inputs: &[qnn_ir::Tensor]) -> Result<(), String> {
    let bounds = qnn_rewrite::overflow::value_bounds(g);
    let mut values: Vec<qnn_ir::Tensor> = Vec::with_capacity(g.values().len());
    let mut next_input = inputs.iter();
    for (id, v) in g.iter() {
        let t = match &v.def {
            qnn_ir::ValueDef::Input { .. } => match next_input.next() {
                Some(t) => t.clone(),
                None => return Ok(()),
            },
            qnn_ir::ValueDef::Op { op, args } => {
                let args: Vec<&qnn_ir::Tensor> = args.iter().map(|a| &values[a.index()]).collect();
                match qnn_interp::eval_op(op, &args, &v.ty) {
                    Ok(t) => t,
                    Err(_) => return Ok(()),
                }
            }
        };
        if let (Some((lo, hi)), Some(b)) = (bounds[id.index()], t.int_bounds()) {
            if i128::from(b.0) < lo || i128::from(b.1) > hi {
                return Err(format!(
                    "%{} holds values in [{}, {}], outside its bound [{lo}, {hi}]",
                    id.index(),
                    b.0,
                    b.1
                ));
            }
        }
        values.push(t);
    }
    Ok(())
}

/// A failure message with numbers and value names elided, for grouping.
fn failure_kind(what: &str) -> String {
    let mut k = String::new();
    let (mut in_num, mut in_word) = (false, false);
    for ch in what.chars() {
        if ch.is_ascii_digit() && !in_word {
            if !in_num {
                k.push('N');
            }
            in_num = true;
        } else {
            in_word = ch.is_ascii_alphanumeric() || ch == '_';
            in_num = false;
            k.push(ch);
        }
    }
    k.replace("-N", "N").chars().take(160).collect()
}

/// FNV-1a 64 of a test name: each test's generator seed.
fn fnv1a(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

// =============================================================================================
// Graph text.

/// A value of the graph under construction.
#[derive(Clone, Debug)]
struct Val {
    id: String,
    ty: TensorType,
    /// Per-tensor quantization of the value, when it is a quantized activation: what
    /// consumers take as their input parameters most of the time (a hint only; a per-axis
    /// result records its first channel's scale).
    q: Option<(f32, i64)>,
}

impl Val {
    fn dtype(&self) -> DType {
        self.ty.dtype
    }
    fn shape(&self) -> Vec<usize> {
        self.ty.shape.to_vec()
    }
}

/// A graph written as text, one statement at a time.
#[derive(Default)]
struct G {
    body: String,
    next: usize,
}

impl G {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%{}", self.next - 1)
    }

    fn input(&mut self, dtype: DType, shape: &[usize]) -> Val {
        let id = self.fresh();
        let ty = TensorType::new(dtype, shape.iter().copied());
        let _ = writeln!(self.body, "  input {id} \"x{}\" : {ty}", self.next - 1);
        Val { id, ty, q: None }
    }

    /// A quantized input with random parameters.
    fn qinput(&mut self, r: &mut Rng8, dtype: DType, shape: &[usize]) -> Val {
        let mut v = self.input(dtype, shape);
        v.q = Some((scale(r), zero_point(r, dtype)));
        v
    }

    fn constant(&mut self, dtype: DType, shape: &[usize], values: &[i64]) -> Val {
        let id = self.fresh();
        let ty = TensorType::new(dtype, shape.iter().copied());
        let list: Vec<String> = values.iter().map(i64::to_string).collect();
        let _ = writeln!(self.body, "  {id} = const [{}] : {ty}", list.join(", "));
        Val { id, ty, q: None }
    }

    fn op(&mut self, mnemonic: &str, args: &[&Val], attrs: &str, ty: TensorType) -> Val {
        let id = self.fresh();
        let args: Vec<&str> = args.iter().map(|a| a.id.as_str()).collect();
        let _ = writeln!(
            self.body,
            "  {id} = {mnemonic} {} {{{attrs}}} : {ty}",
            args.join(", ")
        );
        Val { id, ty, q: None }
    }

    fn finish(self, outputs: &[&Val]) -> String {
        let mut s = format!("graph \"case\" {{\n{}", self.body);
        for (i, o) in outputs.iter().enumerate() {
            let _ = writeln!(s, "  output \"y{i}\" = {}", o.id);
        }
        s.push_str("}\n");
        s
    }
}

fn q_text(scale: f32, zp: i64) -> String {
    format!("q({}, {zp})", format_f32(scale))
}

fn q_axis_text(axis: usize, scales: &[f32], zps: &[i64]) -> String {
    let s: Vec<String> = scales.iter().map(|&x| format_f32(x)).collect();
    let z: Vec<String> = zps.iter().map(i64::to_string).collect();
    format!("q_axis({axis}, [{}], [{}])", s.join(", "), z.join(", "))
}

fn list(v: &[usize]) -> String {
    let s: Vec<String> = v.iter().map(usize::to_string).collect();
    format!("[{}]", s.join(", "))
}

fn clamp_text(c: Option<[i64; 2]>) -> String {
    match c {
        None => "none".to_string(),
        Some([a, b]) => format!("[{a}, {b}]"),
    }
}

fn padding_text(p: Padding) -> String {
    match p {
        Padding::Same => "same".to_string(),
        Padding::Valid => "valid".to_string(),
        Padding::Explicit([a, b, c, d]) => format!("[{a}, {b}, {c}, {d}]"),
    }
}

// =============================================================================================
// Random parameters.

fn pick<T: Clone>(r: &mut Rng8, xs: &[T]) -> T {
    xs.choose(r).expect("non-empty choice").clone()
}

fn chance(r: &mut Rng8, p: f64) -> bool {
    r.random_bool(p)
}

fn range_of(d: DType) -> (i64, i64) {
    d.int_range().expect("an integer type")
}

/// A zero point of `d`: 0, the extremes, the midpoint, small values or any value.
fn zero_point(r: &mut Rng8, d: DType) -> i64 {
    let (lo, hi) = range_of(d);
    match r.random_range(0..10) {
        0 | 1 => 0i64.clamp(lo, hi),
        2 => lo,
        3 => hi,
        4 | 5 => r.random_range(-8i64..=8).clamp(lo, hi),
        6 => (i128::from(lo) + (i128::from(hi) - i128::from(lo) + 1) / 2) as i64,
        _ if d.bits() >= 32 => r.random_range(-(1i64 << 20)..=1 << 20).clamp(lo, hi),
        _ => r.random_range(lo..=hi),
    }
}

/// A scale: a power of two, a typical TFLite value, or log-uniform in `[2^-12, 2^3]`.
fn scale(r: &mut Rng8) -> f32 {
    match r.random_range(0..6) {
        0 => 2f32.powi(r.random_range(-12..=2)),
        1 => pick(
            r,
            &[
                0.1,
                0.05,
                0.02,
                0.5,
                1.0,
                0.003_906_25,
                0.007_812_5,
                0.25,
                0.012_345_6,
            ],
        ),
        _ => 2f64.powf(r.random_range(-12.0..3.0)) as f32,
    }
}

/// A ratio between two scales: 1, a power of two, below 1 or above 1.
fn ratio(r: &mut Rng8) -> f64 {
    match r.random_range(0..8) {
        0 => 1.0,
        1 => 2f64.powi(r.random_range(-6..=4)),
        2..=4 => 2f64.powf(r.random_range(-8.0..0.0)),
        _ => 2f64.powf(r.random_range(0.0..5.0)),
    }
}

/// `s * k` as a valid (finite, positive, normal) `f32` scale.
fn scaled(s: f32, k: f64) -> f32 {
    let v = (f64::from(s) * k) as f32;
    if v.is_finite() && v >= f32::MIN_POSITIVE {
        v
    } else if v.is_finite() {
        f32::MIN_POSITIVE
    } else {
        f32::MAX / 2.0
    }
}

/// The per-tensor parameters of `x`, or random ones.
fn in_params(r: &mut Rng8, x: &Val) -> (f32, i64) {
    match x.q {
        Some(q) if chance(r, 0.8) => q,
        _ => (scale(r), zero_point(r, x.dtype())),
    }
}

/// No clamp, the type's range, a ReLU-like `[zp, max]`, or a random ordered range.
fn clamp_for(r: &mut Rng8, d: DType, zp: i64) -> Option<[i64; 2]> {
    let (lo, hi) = range_of(d);
    match r.random_range(0..8) {
        0..=3 => None,
        4 => Some([lo, hi]),
        5 => Some([zp.clamp(lo, hi), hi]),
        _ => {
            let a = r.random_range(lo..=hi);
            let b = r.random_range(lo..=hi);
            Some([a.min(b), a.max(b)])
        }
    }
}

fn values(r: &mut Rng8, d: DType, n: usize) -> Vec<i64> {
    let (lo, hi) = range_of(d);
    (0..n).map(|_| r.random_range(lo..=hi)).collect()
}

fn small_shape(r: &mut Rng8, min_rank: usize, max_rank: usize, max_dim: usize) -> Vec<usize> {
    let rank = r.random_range(min_rank..=max_rank);
    (0..rank).map(|_| r.random_range(1..=max_dim)).collect()
}

fn all_but(excluded: &[Rounding]) -> Vec<Rounding> {
    Rounding::ALL
        .into_iter()
        .filter(|m| !excluded.contains(m))
        .collect()
}

/// Per-tensor or per-axis parameters for a tensor of type `ty`: `(text, axis)`.
fn tensor_or_axis_q(r: &mut Rng8, ty: &TensorType, base: (f32, i64)) -> (String, Option<usize>) {
    if ty.rank() == 0 || chance(r, 0.5) {
        return (q_text(base.0, base.1), None);
    }
    let axis = r.random_range(0..ty.rank());
    let n = ty.shape[axis];
    let scales: Vec<f32> = (0..n).map(|_| scaled(base.0, ratio(r))).collect();
    let same_zp = chance(r, 0.5);
    let zps: Vec<i64> = (0..n)
        .map(|_| {
            if same_zp {
                base.1
            } else {
                zero_point(r, ty.dtype)
            }
        })
        .collect();
    (q_axis_text(axis, &scales, &zps), Some(axis))
}

// =============================================================================================
// Layouts and windows.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Layout {
    Nhwc,
    Nchw,
}

impl Layout {
    fn name(self) -> &'static str {
        match self {
            Layout::Nhwc => "nhwc",
            Layout::Nchw => "nchw",
        }
    }
    /// `(n, h, w, c)` of a shape in this layout.
    fn dims(self, s: &[usize]) -> [usize; 4] {
        match self {
            Layout::Nhwc => [s[0], s[1], s[2], s[3]],
            Layout::Nchw => [s[0], s[2], s[3], s[1]],
        }
    }
    fn shape(self, [n, h, w, c]: [usize; 4]) -> Vec<usize> {
        match self {
            Layout::Nhwc => vec![n, h, w, c],
            Layout::Nchw => vec![n, c, h, w],
        }
    }
}

fn image_shape(r: &mut Rng8, layout: Layout, max_c: usize) -> Vec<usize> {
    let n = if chance(r, 0.8) { 1 } else { 2 };
    let h = r.random_range(1..=6);
    let w = r.random_range(1..=6);
    let c = r.random_range(1..=max_c);
    layout.shape([n, h, w, c])
}

/// A window of a convolution or pool and its output extents.
struct Window {
    kernel: [usize; 2],
    strides: [usize; 2],
    dilation: [usize; 2],
    padding: Padding,
    out: [usize; 2],
}

/// A random window (kernel unless given, strides, dilation, padding) that fits an `h x w`
/// image. `pool` keeps explicit padding below the kernel (no window entirely in the
/// padding) and the dilation at 1.
fn window(r: &mut Rng8, h: usize, w: usize, pool: bool, kernel: Option<[usize; 2]>) -> Window {
    for _ in 0..50 {
        let kernel = kernel.unwrap_or_else(|| [r.random_range(1..=3), r.random_range(1..=3)]);
        let strides = [pick(r, &[1, 1, 1, 2, 2, 3]), pick(r, &[1, 1, 1, 2, 2, 3])];
        let dilation = if pool || chance(r, 0.7) {
            [1, 1]
        } else {
            [r.random_range(1..=2), r.random_range(1..=2)]
        };
        let padding = match r.random_range(0..3) {
            0 => Padding::Valid,
            1 => Padding::Same,
            _ => {
                let lim = |r: &mut Rng8, k: usize| {
                    if pool {
                        r.random_range(0..k)
                    } else {
                        r.random_range(0..=2)
                    }
                };
                Padding::Explicit([
                    lim(r, kernel[0]),
                    lim(r, kernel[0]),
                    lim(r, kernel[1]),
                    lim(r, kernel[1]),
                ])
            }
        };
        let oh = padding.resolve(0, h, kernel[0], strides[0], dilation[0]);
        let ow = padding.resolve(1, w, kernel[1], strides[1], dilation[1]);
        if let (Some((oh, _)), Some((ow, _))) = (oh, ow) {
            if oh > 0 && ow > 0 {
                return Window {
                    kernel,
                    strides,
                    dilation,
                    padding,
                    out: [oh, ow],
                };
            }
        }
    }
    // Same padding fits every kernel.
    let kernel = kernel.unwrap_or([1, 1]);
    Window {
        kernel,
        strides: [1, 1],
        dilation: [1, 1],
        padding: Padding::Same,
        out: [h, w],
    }
}

// =============================================================================================
// Op emitters: each takes its operand(s), picks the op's parameters and returns the result.

/// The weight of a convolution, which sibling ops may share.
struct ConvWeight {
    w: Val,
    /// Output channels.
    o: usize,
    groups: usize,
    /// Kernel layout.
    kl: &'static str,
    /// Positions of the `(o, i, h, w)` axes in the weight.
    axes: [usize; 4],
    kernel: [usize; 2],
}

/// The `[o, k]` weight of a dense layer, which sibling ops may share.
struct DenseWeight {
    w: Val,
    o: usize,
    k: usize,
}

fn weight_tensor(r: &mut Rng8, g: &mut G, wd: DType, shape: &[usize]) -> Val {
    if chance(r, 0.9) {
        let v = values(r, wd, shape.iter().product());
        g.constant(wd, shape, &v)
    } else {
        g.input(wd, shape)
    }
}

/// Weight quantization (per-tensor, or per-channel along `o_axis`) and its first scale.
fn weight_q(r: &mut Rng8, wd: DType, o: usize, o_axis: usize) -> (String, f32) {
    let base = scale(r);
    if chance(r, 0.4) {
        let zp = if chance(r, 0.5) { 0 } else { zero_point(r, wd) };
        return (q_text(base, zp), base);
    }
    let scales: Vec<f32> = (0..o)
        .map(|_| scaled(base, 2f64.powf(r.random_range(-3.0..3.0))))
        .collect();
    let zps: Vec<i64> = if chance(r, 0.5) {
        vec![0; o]
    } else {
        (0..o).map(|_| zero_point(r, wd)).collect()
    };
    (q_axis_text(o_axis, &scales, &zps), scales[0])
}

/// An optional bias of type `tensor<o x acc>`: small, or (for `i32`) anywhere in the type.
fn bias(r: &mut Rng8, g: &mut G, o: usize, acc: DType) -> Option<Val> {
    if chance(r, 0.5) {
        return None;
    }
    let mode = r.random_range(0..10);
    let b: Vec<i64> = (0..o)
        .map(|_| match mode {
            0 if acc == DType::I32 => r.random_range(i64::from(i32::MIN)..=i64::from(i32::MAX)),
            _ => {
                let m = 1i64 << r.random_range(0..=16);
                r.random_range(-m..=m)
            }
        })
        .collect();
    Some(g.constant(acc, &[o], &b))
}

/// The output stage of a convolution or dense layer.
struct OutStage {
    /// `out_q` as text: `none` returns the accumulator.
    out_q: String,
    /// The result type.
    dtype: DType,
    rounding: Rounding,
    /// `product` (`f32` or `f64`, drawn at random: it is independent of the input type).
    product: &'static str,
    clamp: Option<[i64; 2]>,
    /// The result's per-tensor parameters, when quantized.
    q: Option<(f32, i64)>,
}

/// A random output stage for inputs of type `xd` (with scale `in_s`, weight scale `w_s`),
/// accumulating in `acc`; `out_dtype` forces a quantized result of that type.
fn conv_output(
    r: &mut Rng8,
    in_s: f32,
    w_s: f32,
    xd: DType,
    acc: DType,
    out_dtype: Option<DType>,
) -> OutStage {
    let mut rounding = pick(r, &Rounding::ALL);
    let product = pick(r, &["f32", "f64"]);
    if xd == DType::I16 && acc == DType::I64 && chance(r, 0.4) {
        rounding = Rounding::TfliteInt64;
    }
    if out_dtype.is_none() && chance(r, 0.15) {
        return OutStage {
            out_q: "none".to_string(),
            dtype: acc,
            rounding,
            product,
            clamp: clamp_for(r, acc, 0),
            q: None,
        };
    }
    let dtype = out_dtype.unwrap_or_else(|| {
        pick(
            r,
            &[
                DType::I8,
                DType::I8,
                DType::U8,
                DType::U8,
                DType::I16,
                DType::I32,
            ],
        )
    });
    // The multiplier in_s * w_s / out_s: mostly below 1 (sized to the accumulator),
    // sometimes above.
    let m = if chance(r, 0.15) {
        2f64.powf(r.random_range(0.0..3.0))
    } else {
        2f64.powf(r.random_range(-18.0..0.0))
    };
    let out_s = scaled(scaled(in_s, f64::from(w_s)), 1.0 / m);
    let zp = zero_point(r, dtype);
    OutStage {
        out_q: q_text(out_s, zp),
        dtype,
        rounding,
        product,
        clamp: clamp_for(r, dtype, zp),
        q: Some((out_s, zp)),
    }
}

/// The weight type of a convolution or dense layer on `xd` inputs.
fn weight_dtype(r: &mut Rng8, xd: DType) -> DType {
    match xd {
        // 16x8: int16 activations, int8 weights (TFLite).
        DType::I16 if chance(r, 0.85) => DType::I8,
        DType::U8 if chance(r, 0.6) => DType::U8,
        DType::I8 | DType::I16 if chance(r, 0.8) => DType::I8,
        _ => pick(r, &[DType::I8, DType::U8]),
    }
}

/// The accumulator of a convolution or dense layer on `xd` inputs: `i64` for 16x8.
fn acc_dtype(r: &mut Rng8, xd: DType) -> DType {
    let p64 = if xd == DType::I16 { 0.8 } else { 0.15 };
    if chance(r, p64) {
        DType::I64
    } else {
        DType::I32
    }
}

/// A convolution weight for an input with `c` channels (any groups, kernel layout).
fn conv_weight(r: &mut Rng8, g: &mut G, xd: DType, c: usize) -> ConvWeight {
    let wd = weight_dtype(r, xd);
    let groups = match r.random_range(0..4) {
        0 | 1 => 1,
        2 => c,
        _ => pick(
            r,
            &(1..=c)
                .filter(|g| c.is_multiple_of(*g))
                .collect::<Vec<usize>>(),
        ),
    };
    let ipg = c / groups;
    let o = groups * r.random_range(1..=if groups == 1 { 4 } else { 2 });
    let kernel = [r.random_range(1..=3), r.random_range(1..=3)];
    let kl = pick(r, &["ohwi", "oihw", "hwio", "hwoi", "ihwo"]);
    // Axis positions of (o, i, h, w) in the weight.
    let axes: [usize; 4] = match kl {
        "ohwi" => [0, 3, 1, 2],
        "oihw" => [0, 1, 2, 3],
        "hwio" => [3, 2, 0, 1],
        "hwoi" => [2, 3, 0, 1],
        _ => [3, 0, 1, 2],
    };
    let mut wshape = [0usize; 4];
    for (a, e) in axes.iter().zip([o, ipg, kernel[0], kernel[1]]) {
        wshape[*a] = e;
    }
    ConvWeight {
        w: weight_tensor(r, g, wd, &wshape),
        o,
        groups,
        kl,
        axes,
        kernel,
    }
}

fn emit_conv2d(r: &mut Rng8, g: &mut G, x: &Val, layout: Layout, out: Option<DType>) -> Val {
    let w = conv_weight(r, g, x.dtype(), layout.dims(&x.shape())[3]);
    emit_conv2d_with(r, g, x, layout, out, &w)
}

fn emit_conv2d_with(
    r: &mut Rng8,
    g: &mut G,
    x: &Val,
    layout: Layout,
    out: Option<DType>,
    wt: &ConvWeight,
) -> Val {
    let [n, h, w, _] = layout.dims(&x.shape());
    let xd = x.dtype();
    let acc = acc_dtype(r, xd);
    let o = wt.o;
    let win = window(r, h, w, false, Some(wt.kernel));
    let (w_q, w_s) = weight_q(r, wt.w.dtype(), o, wt.axes[0]);
    let b = bias(r, g, o, acc);
    let (in_s, in_zp) = in_params(r, x);
    let st = conv_output(r, in_s, w_s, xd, acc, out);
    let ty = TensorType::new(st.dtype, layout.shape([n, win.out[0], win.out[1], o]));
    let attrs = format!(
        "in_q = {}, w_q = {w_q}, out_q = {}, product = {}, strides = {}, padding = {}, dilation = {}, groups = {}, data_layout = {}, kernel_layout = {}, acc = {acc}, rounding = {}, clamp = {}",
        q_text(in_s, in_zp),
        st.out_q,
        st.product,
        list(&win.strides),
        padding_text(win.padding),
        list(&win.dilation),
        wt.groups,
        layout.name(),
        wt.kl,
        st.rounding,
        clamp_text(st.clamp)
    );
    let mut args = vec![x, &wt.w];
    if let Some(b) = &b {
        args.push(b);
    }
    let mut v = g.op("qnn.conv2d", &args, &attrs, ty);
    v.q = st.q;
    v
}

/// A dense weight `[o, k]` for `x`, with `k` its last dimension or another divisor of its
/// element count.
fn dense_weight(r: &mut Rng8, g: &mut G, x: &Val) -> DenseWeight {
    let shape = x.shape();
    let total: usize = shape.iter().product();
    let last = shape.last().copied().unwrap_or(1);
    let k = if chance(r, 0.7) {
        last
    } else {
        pick(
            r,
            &(1..=total.min(12))
                .filter(|d| total.is_multiple_of(*d))
                .collect::<Vec<usize>>(),
        )
    };
    let o = r.random_range(1..=5);
    let wd = weight_dtype(r, x.dtype());
    DenseWeight {
        w: weight_tensor(r, g, wd, &[o, k]),
        o,
        k,
    }
}

fn emit_dense(r: &mut Rng8, g: &mut G, x: &Val, out: Option<DType>) -> Val {
    let w = dense_weight(r, g, x);
    emit_dense_with(r, g, x, out, &w)
}

fn emit_dense_with(r: &mut Rng8, g: &mut G, x: &Val, out: Option<DType>, wt: &DenseWeight) -> Val {
    let shape = x.shape();
    let total: usize = shape.iter().product();
    let (o, k) = (wt.o, wt.k);
    let keep_dims = shape.last() == Some(&k) && chance(r, 0.5);
    let xd = x.dtype();
    let acc = acc_dtype(r, xd);
    let (w_q, w_s) = weight_q(r, wt.w.dtype(), o, 0);
    let b = bias(r, g, o, acc);
    let (in_s, in_zp) = in_params(r, x);
    let st = conv_output(r, in_s, w_s, xd, acc, out);
    let out_shape = if keep_dims {
        let mut s = shape[..shape.len() - 1].to_vec();
        s.push(o);
        s
    } else {
        vec![total / k, o]
    };
    let attrs = format!(
        "in_q = {}, w_q = {w_q}, out_q = {}, product = {}, keep_dims = {keep_dims}, acc = {acc}, rounding = {}, clamp = {}",
        q_text(in_s, in_zp),
        st.out_q,
        st.product,
        st.rounding,
        clamp_text(st.clamp)
    );
    let mut args = vec![x, &wt.w];
    if let Some(b) = &b {
        args.push(b);
    }
    let mut v = g.op(
        "qnn.dense",
        &args,
        &attrs,
        TensorType::new(st.dtype, out_shape),
    );
    v.q = st.q;
    v
}

fn emit_quantize(r: &mut Rng8, g: &mut G, x: &Val, od: DType) -> Val {
    let base = (scale(r), zero_point(r, od));
    let ty = x.ty.with_dtype(od);
    let (out_q, axis) = tensor_or_axis_q(r, &ty, base);
    let mode = pick(r, &FLOAT_ROUNDINGS);
    let mut v = g.op(
        "qnn.quantize",
        &[x],
        &format!("out_q = {out_q}, rounding = {mode}"),
        ty,
    );
    v.q = axis.is_none().then_some(base);
    v
}

fn emit_dequantize(r: &mut Rng8, g: &mut G, x: &Val) -> Val {
    let base = in_params(r, x);
    let (in_q, _) = tensor_or_axis_q(r, &x.ty, base);
    g.op(
        "qnn.dequantize",
        &[x],
        &format!("in_q = {in_q}"),
        x.ty.with_dtype(DType::F32),
    )
}

fn emit_requantize(r: &mut Rng8, g: &mut G, x: &Val, od: DType) -> Val {
    let xd = x.dtype();
    let base = in_params(r, x);
    let (in_q, axis) = tensor_or_axis_q(r, &x.ty, base);
    let out_s = scaled(base.0, 1.0 / ratio(r));
    let out_zp = zero_point(r, od);
    let ty = x.ty.with_dtype(od);
    let out_q = match axis {
        Some(a) if chance(r, 0.4) => {
            let n = ty.shape[a];
            let scales: Vec<f32> = (0..n).map(|_| scaled(out_s, ratio(r))).collect();
            let zps: Vec<i64> = (0..n).map(|_| zero_point(r, od)).collect();
            q_axis_text(a, &scales, &zps)
        }
        _ => q_text(out_s, out_zp),
    };
    // `tflite_double` and `tflite_single` take `q - in_zp` in i32 only; a 64-bit input
    // with any value is outside their domain.
    let mode = if xd == DType::I64 {
        pick(
            r,
            &[
                Rounding::TfliteInt64,
                Rounding::F64HalfAway,
                Rounding::Upward,
                Rounding::ToNearest,
                Rounding::HalfEven,
            ],
        )
    } else {
        pick(r, &Rounding::ALL)
    };
    let ratio_p = pick(r, &["f64", "f32"]);
    let clamp = clamp_for(r, od, out_zp);
    let mut v = g.op(
        "qnn.requantize",
        &[x],
        &format!(
            "in_q = {in_q}, out_q = {out_q}, ratio = {ratio_p}, rounding = {mode}, clamp = {}",
            clamp_text(clamp)
        ),
        ty,
    );
    v.q = Some((out_s, out_zp));
    v
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bin {
    Add,
    Sub,
    Mul,
}

/// Two broadcast-compatible shapes and their broadcast.
fn broadcast_shapes(r: &mut Rng8) -> (Vec<usize>, Vec<usize>, Vec<usize>) {
    let out = small_shape(r, 0, 4, 4);
    let operand = |r: &mut Rng8| -> Vec<usize> {
        match r.random_range(0..4) {
            0 | 1 => out.clone(),
            2 => {
                // Leading dimensions dropped.
                let keep = r.random_range(0..=out.len());
                out[out.len() - keep..].to_vec()
            }
            _ => out
                .iter()
                .map(|&d| if chance(r, 0.5) { 1 } else { d })
                .collect(),
        }
    };
    let a = operand(r);
    let mut b = operand(r);
    // At least one operand carries each dimension of `out`.
    let full = |s: &[usize]| s.len() == out.len() && s == out.as_slice();
    if !full(&a) && !full(&b) {
        b = out.clone();
    }
    (a, b, out)
}

fn emit_binary(r: &mut Rng8, g: &mut G, op: Bin, x: &Val, y: &Val, out_shape: &[usize]) -> Val {
    let d = x.dtype();
    let od = if chance(r, 0.85) { d } else { pick(r, &ACT) };
    let mut lq = in_params(r, x);
    let mut rq = match y.q {
        Some(q) if chance(r, 0.8) => q,
        _ => (
            if chance(r, 0.3) {
                lq.0
            } else {
                scaled(lq.0, ratio(r))
            },
            zero_point(r, d),
        ),
    };
    let mut out_zp = zero_point(r, od);
    let mut out_s = match op {
        Bin::Mul => scaled(scaled(lq.0, f64::from(rq.0)), ratio(r)),
        _ => scaled(lq.0.max(rq.0), ratio(r)),
    };
    let mut pot = chance(r, 0.5);
    if op != Bin::Mul && d == DType::I16 && od == DType::I16 && chance(r, 0.4) {
        pot = true;
        // TFLite's int16 power-of-two path: zero points 0, power-of-two scales; TFLite's
        // Prepare accepts it when the output scale is the larger input scale (shifts
        // beyond 15 included), and rejects other power-of-two scales.
        let e1 = r.random_range(-24..=-1);
        let e2 = r.random_range(-24..=-1);
        let eo = if chance(r, 0.85) {
            e1.max(e2)
        } else {
            r.random_range(-24..=-1)
        };
        lq = (2f32.powi(e1), 0);
        rq = (2f32.powi(e2), 0);
        out_s = 2f32.powi(eo);
        out_zp = 0;
    }
    // Scales that TFLite's Prepare (and our verifier) rejects on the power-of-two path go
    // through the general int16 path instead.
    let zp32 = |z: i64| i32::try_from(z).unwrap_or(1);
    if pot
        && qnn_arith::pot_int16_params(
            true,
            lq.0,
            zp32(lq.1),
            rq.0,
            zp32(rq.1),
            out_s,
            zp32(out_zp),
        )
        .is_err()
    {
        pot = false;
    }
    let allowed: Vec<Rounding> = match op {
        Bin::Mul => Rounding::ALL.to_vec(),
        _ if d.bits() <= 16 => all_but(&[Rounding::F64HalfAway]),
        _ => TVM_ROUNDINGS.to_vec(),
    };
    let mode = pick(r, &allowed);
    if op == Bin::Mul && d.bits() >= 16 && mode.is_tflite() && chance(r, 0.8) {
        // TFLite's MUL computes the product and its rescale in 32 bits: with wide operands,
        // zero points near 0 and a multiplier below 1 keep most inputs in its domain.
        let (lo, hi) = range_of(d);
        lq.1 = r.random_range(-8i64..=8).clamp(lo, hi);
        rq.1 = r.random_range(-8i64..=8).clamp(lo, hi);
        out_s = scaled(
            scaled(lq.0, f64::from(rq.0)),
            2f64.powf(r.random_range(0.0..12.0)),
        );
    }
    let clamp = clamp_for(r, od, out_zp);
    let (mnemonic, attrs) = match op {
        Bin::Mul => (
            "qnn.mul",
            format!(
                "lhs_q = {}, rhs_q = {}, out_q = {}, rounding = {mode}, clamp = {}",
                q_text(lq.0, lq.1),
                q_text(rq.0, rq.1),
                q_text(out_s, out_zp),
                clamp_text(clamp)
            ),
        ),
        _ => (
            if op == Bin::Add {
                "qnn.add"
            } else {
                "qnn.subtract"
            },
            format!(
                "lhs_q = {}, rhs_q = {}, out_q = {}, pot_int16 = {pot}, rounding = {mode}, clamp = {}",
                q_text(lq.0, lq.1),
                q_text(rq.0, rq.1),
                q_text(out_s, out_zp),
                clamp_text(clamp)
            ),
        ),
    };
    let mut v = g.op(
        mnemonic,
        &[x, y],
        &attrs,
        TensorType::new(od, out_shape.to_vec()),
    );
    v.q = Some((out_s, out_zp));
    v
}

fn emit_pool(r: &mut Rng8, g: &mut G, max: bool, x: &Val, layout: Layout) -> Val {
    let [n, h, w, c] = layout.dims(&x.shape());
    let win = window(r, h, w, true, None);
    let zp = x.q.map_or(0, |q| q.1);
    let clamp = clamp_for(r, x.dtype(), zp);
    let mut v = g.op(
        if max {
            "qnn.max_pool2d"
        } else {
            "qnn.avg_pool2d"
        },
        &[x],
        &format!(
            "kernel = {}, strides = {}, padding = {}, layout = {}, clamp = {}",
            list(&win.kernel),
            list(&win.strides),
            padding_text(win.padding),
            layout.name(),
            clamp_text(clamp)
        ),
        TensorType::new(x.dtype(), layout.shape([n, win.out[0], win.out[1], c])),
    );
    v.q = x.q;
    v
}

fn emit_mean(r: &mut Rng8, g: &mut G, x: &Val) -> Val {
    let shape = x.shape();
    let rank = shape.len();
    let mut axes: Vec<usize> = (0..rank).filter(|_| chance(r, 0.5)).collect();
    if axes.is_empty() && rank > 0 && chance(r, 0.9) {
        axes.push(r.random_range(0..rank));
    }
    let keep_dims = chance(r, 0.5);
    let od = if chance(r, 0.8) {
        x.dtype()
    } else {
        pick(r, &ACT)
    };
    let (in_s, in_zp) = in_params(r, x);
    let out_s = if chance(r, 0.3) {
        in_s
    } else {
        scaled(in_s, ratio(r))
    };
    let out_zp = if chance(r, 0.3) && od.contains(in_zp) {
        in_zp
    } else {
        zero_point(r, od)
    };
    let mode = pick(r, &all_but(&[Rounding::F64HalfAway]));
    let out_shape: Vec<usize> = shape
        .iter()
        .enumerate()
        .filter_map(|(i, &d)| match (axes.contains(&i), keep_dims) {
            (false, _) => Some(d),
            (true, true) => Some(1),
            (true, false) => None,
        })
        .collect();
    let mut v = g.op(
        "qnn.mean",
        &[x],
        &format!(
            "in_q = {}, out_q = {}, axes = {}, keep_dims = {keep_dims}, rounding = {mode}",
            q_text(in_s, in_zp),
            q_text(out_s, out_zp),
            list(&axes)
        ),
        TensorType::new(od, out_shape),
    );
    v.q = Some((out_s, out_zp));
    v
}

fn emit_concat(r: &mut Rng8, g: &mut G, xs: &[&Val], axis: usize) -> Val {
    let d = xs[0].dtype();
    let ins: Vec<(f32, i64)> = xs.iter().map(|x| in_params(r, x)).collect();
    let out = match r.random_range(0..4) {
        // The parameters of one input (that input is copied).
        0 | 1 => pick(r, &ins),
        2 => (scaled(ins[0].0, ratio(r)), ins[0].1),
        _ => (scale(r), zero_point(r, d)),
    };
    let mut shape = xs[0].shape();
    shape[axis] = xs.iter().map(|x| x.ty.shape[axis]).sum();
    let in_q: Vec<String> = ins.iter().map(|&(s, z)| q_text(s, z)).collect();
    let mode = pick(r, &Rounding::ALL);
    let mut v = g.op(
        "qnn.concatenate",
        xs,
        &format!(
            "in_q = [{}], out_q = {}, axis = {axis}, rounding = {mode}",
            in_q.join(", "),
            q_text(out.0, out.1)
        ),
        TensorType::new(d, shape),
    );
    v.q = Some(out);
    v
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Lut {
    Logistic,
    Tanh,
}

fn emit_lut(r: &mut Rng8, g: &mut G, f: Lut, x: &Val) -> Val {
    let d = x.dtype();
    let (in_q, out) = if d == DType::I16 {
        let in_s = if chance(r, 0.5) {
            2f32.powi(r.random_range(-15..=-8))
        } else {
            2f64.powf(r.random_range(-16.0..-6.0)) as f32
        };
        // The kernel's fixed output scale, within TFLite's 0.1 % tolerance.
        let out_s = if chance(r, 0.7) {
            1.0 / 32768.0
        } else {
            (1.0 / 32768.0 * (1.0 + r.random_range(-0.0009..0.0009))) as f32
        };
        ((in_s, 0), (out_s, 0))
    } else {
        let in_q = match x.q {
            Some(q) if chance(r, 0.7) => q,
            _ => (
                2f64.powf(r.random_range(-8.0..0.0)) as f32,
                zero_point(r, d),
            ),
        };
        let standard = match (f, d) {
            (Lut::Logistic, DType::I8) => (1.0 / 256.0, -128),
            (Lut::Logistic, _) => (1.0 / 256.0, 0),
            (Lut::Tanh, DType::I8) => (1.0 / 128.0, 0),
            (Lut::Tanh, _) => (1.0 / 128.0, 128),
        };
        let out = if chance(r, 0.5) {
            standard
        } else {
            (scale(r), zero_point(r, d))
        };
        (in_q, out)
    };
    let mut v = g.op(
        match f {
            Lut::Logistic => "qnn.logistic",
            Lut::Tanh => "qnn.tanh",
        },
        &[x],
        &format!(
            "in_q = {}, out_q = {}",
            q_text(in_q.0, in_q.1),
            q_text(out.0, out.1)
        ),
        x.ty.clone(),
    );
    v.q = Some(out);
    v
}

fn emit_softmax(r: &mut Rng8, g: &mut G, x: &Val, od: DType) -> Val {
    let d = x.dtype();
    let (mut in_s, mut in_zp) = in_params(r, x);
    if chance(r, 0.5) {
        in_s = 2f64.powf(r.random_range(-8.0..0.0)) as f32;
    }
    if d == DType::I16 {
        in_zp = 0;
        if chance(r, 0.6) {
            in_s = 2f64.powf(r.random_range(-12.0..-6.0)) as f32;
        }
    }
    let (s, zp) = match (d, od) {
        (DType::I16, _) => (1.0 / 32768.0, 0),
        (_, DType::I16) => (1.0 / 65536.0, -32768),
        (_, DType::I8) => (1.0 / 256.0, -128),
        _ => (1.0 / 256.0, 0),
    };
    let out_s = if chance(r, 0.8) {
        s as f32
    } else {
        (s * (1.0 + r.random_range(-0.0009..0.0009))) as f32
    };
    let beta: f32 = match r.random_range(0..3) {
        0 => 1.0,
        1 => pick(r, &[0.5, 2.0, 0.25, 1.5]),
        _ => 2f64.powf(r.random_range(-3.0..2.0)) as f32,
    };
    let mut v = g.op(
        "qnn.softmax",
        &[x],
        &format!(
            "in_q = {}, out_q = {}, beta = {}",
            q_text(in_s, in_zp),
            q_text(out_s, zp),
            format_f32(beta)
        ),
        x.ty.with_dtype(od),
    );
    v.q = Some((out_s, zp));
    v
}

fn emit_hard_swish(r: &mut Rng8, g: &mut G, x: &Val) -> Val {
    let d = x.dtype();
    let (mut in_s, mut in_zp) = in_params(r, x);
    let (mut out_s, mut out_zp) = (scaled(in_s, ratio(r)), zero_point(r, d));
    // TFLite's Prepare rejects an output scale below `in_s / 128`.
    for _ in 0..100 {
        let ok = qnn_arith::hard_swish_params(in_s, in_zp as i32, out_s, out_zp as i32)
            .validate()
            .is_ok();
        if ok {
            break;
        }
        in_s = 2f64.powf(r.random_range(-10.0..0.0)) as f32;
        in_zp = zero_point(r, d);
        out_s = scaled(in_s, 2f64.powf(r.random_range(-6.0..3.0)));
        out_zp = zero_point(r, d);
    }
    let mut v = g.op(
        "qnn.hard_swish",
        &[x],
        &format!(
            "in_q = {}, out_q = {}",
            q_text(in_s, in_zp),
            q_text(out_s, out_zp)
        ),
        x.ty.clone(),
    );
    v.q = Some((out_s, out_zp));
    v
}

// =============================================================================================
// One generator per op.

fn gen_quantize(r: &mut Rng8) -> String {
    let mut g = G::default();
    let shape = small_shape(r, 0, 4, 4);
    let x = g.input(DType::F32, &shape);
    let od = pick(r, &ACT);
    let y = emit_quantize(r, &mut g, &x, od);
    g.finish(&[&y])
}

fn gen_dequantize(r: &mut Rng8) -> String {
    let mut g = G::default();
    let shape = small_shape(r, 0, 4, 4);
    let d = pick(r, &ACT);
    let x = g.qinput(r, d, &shape);
    let y = emit_dequantize(r, &mut g, &x);
    g.finish(&[&y])
}

fn gen_requantize(r: &mut Rng8) -> String {
    let mut g = G::default();
    let shape = small_shape(r, 0, 4, 4);
    let ints: Vec<DType> = DType::ALL.into_iter().filter(|d| d.is_int()).collect();
    let d = pick(r, &ints);
    let x = g.qinput(r, d, &shape);
    let od = pick(r, &ACT);
    let y = emit_requantize(r, &mut g, &x, od);
    g.finish(&[&y])
}

/// One data-movement or comparison op on `x` (`slice` with any strides, `gather` with
/// constant indices, `tile`, `maximum` / `minimum` with a constant), keeping `x`'s
/// quantization (these ops move stored values).
fn emit_movement(r: &mut Rng8, g: &mut G, x: &Val) -> Val {
    let shape = x.shape();
    let d = x.dtype();
    let list = |v: &[i64]| {
        let s: Vec<String> = v.iter().map(i64::to_string).collect();
        format!("[{}]", s.join(", "))
    };
    // A rank-0 value (after a full reduction) only meets a comparison with a scalar.
    let kind = if shape.is_empty() {
        3
    } else {
        r.random_range(0..8)
    };
    let mut out = match kind {
        0 => {
            let (mut begin, mut end, mut strides, mut out) = (vec![], vec![], vec![], vec![]);
            for &e in &shape {
                let e = e as i64;
                let s: i64 = pick(r, &[1, 1, 2, 3, -1, -2]);
                let b = r.random_range(0..e);
                let (stop, n) = if s > 0 {
                    let stop = r.random_range(b + 1..=e);
                    (stop, (stop - b + s - 1) / s)
                } else {
                    let stop = r.random_range(-1..b);
                    (stop, (b - stop - s - 1) / -s)
                };
                begin.push(b);
                end.push(stop);
                strides.push(s);
                out.push(n as usize);
            }
            let attrs = format!(
                "begin = {}, end = {}, strides = {}",
                list(&begin),
                list(&end),
                list(&strides)
            );
            g.op("slice", &[x], &attrs, TensorType::new(d, out))
        }
        1 => {
            let axis = r.random_range(0..shape.len());
            let k = r.random_range(1..=4);
            let idx: Vec<i64> = (0..k)
                .map(|_| r.random_range(0..shape[axis] as i64))
                .collect();
            let c = g.constant(DType::I32, &[k], &idx);
            let mut out = shape.clone();
            out[axis] = k;
            let attrs = format!("axis = {axis}");
            g.op("gather", &[x, &c], &attrs, TensorType::new(d, out))
        }
        2 => {
            let m: Vec<usize> = shape
                .iter()
                .map(|_| if chance(r, 0.3) { 2 } else { 1 })
                .collect();
            let out: Vec<usize> = shape.iter().zip(&m).map(|(a, b)| a * b).collect();
            let attrs = format!(
                "multiples = {}",
                list(&m.iter().map(|&v| v as i64).collect::<Vec<_>>())
            );
            g.op("tile", &[x], &attrs, TensorType::new(d, out))
        }
        5 | 6 => {
            let axis = r.random_range(0..shape.len());
            let keep = chance(r, 0.5);
            let mut out = shape.clone();
            if keep {
                out[axis] = 1;
            } else {
                out.remove(axis);
            }
            let mnemonic = if chance(r, 0.5) {
                "reduce_max"
            } else {
                "reduce_min"
            };
            let attrs = format!("axes = [{axis}], keep_dims = {keep}");
            g.op(mnemonic, &[x], &attrs, TensorType::new(d, out))
        }
        7 => {
            let axis = r.random_range(0..shape.len());
            let mut out = shape.clone();
            out.remove(axis);
            let mnemonic = if chance(r, 0.5) { "arg_max" } else { "arg_min" };
            let attrs = format!("axis = {axis}");
            let idx = pick(r, &[DType::I32, DType::I64]);
            g.op(mnemonic, &[x], &attrs, TensorType::new(idx, out))
        }
        k => {
            let c = if shape.is_empty() || chance(r, 0.5) {
                let v = values(r, d, 1);
                g.constant(d, &[], &v)
            } else {
                let last = shape[shape.len() - 1];
                let v = values(r, d, last);
                g.constant(d, &[last], &v)
            };
            let mnemonic = if k == 3 { "maximum" } else { "minimum" };
            g.op(mnemonic, &[x, &c], "", x.ty.clone())
        }
    };
    out.q = x.q;
    out
}

/// Chains of data-movement and comparison ops, with requantizes between and after them.
fn gen_movement(r: &mut Rng8) -> String {
    let mut g = G::default();
    let d = pick(r, &[DType::I8, DType::U8, DType::I16]);
    let shape = small_shape(r, 1, 4, 4);
    let mut v = g.qinput(r, d, &shape);
    for _ in 0..r.random_range(1..=4) {
        if chance(r, 0.3) {
            let od = pick(r, &[DType::I8, DType::U8, DType::I16]);
            v = emit_requantize(r, &mut g, &v, od);
        }
        v = emit_movement(r, &mut g, &v);
    }
    if chance(r, 0.5) {
        let od = pick(r, &[DType::I8, DType::U8]);
        v = emit_requantize(r, &mut g, &v, od);
    }
    g.finish(&[&v])
}

/// `qnn.leaky_relu` on 8- and 16-bit inputs: random parameters, alpha (negative, zero,
/// fractional and above 1) and rounding mode.
fn gen_leaky_relu(r: &mut Rng8) -> String {
    let mut g = G::default();
    let d = pick(r, &[DType::I8, DType::U8, DType::I16]);
    let shape = small_shape(r, 1, 3, 6);
    let x = g.qinput(r, d, &shape);
    let (in_s, in_zp) = in_params(r, &x);
    let out_s = scaled(in_s, 1.0 / ratio(r));
    let out_zp = zero_point(r, d);
    let alpha: f32 = pick(r, &[0.2, 0.01, 1.7, -0.5, 0.0, 0.3]);
    let mode = pick(r, &all_but(&[Rounding::F64HalfAway]));
    let attrs = format!(
        "in_q = {}, out_q = {}, alpha = {}, rounding = {mode}",
        q_text(in_s, in_zp),
        q_text(out_s, out_zp),
        format_f32(alpha)
    );
    let y = g.op("qnn.leaky_relu", &[&x], &attrs, x.ty.clone());
    g.finish(&[&y])
}

/// `qnn.prelu` with a constant alpha per channel, per element or per tensor, random
/// parameters and rounding mode.
fn gen_prelu(r: &mut Rng8) -> String {
    let mut g = G::default();
    let d = pick(r, &[DType::I8, DType::U8, DType::I16]);
    let shape = small_shape(r, 1, 4, 5);
    let x = g.qinput(r, d, &shape);
    let alpha_shape = match r.random_range(0..3) {
        0 => vec![shape[shape.len() - 1]],
        1 => shape.clone(),
        _ => vec![],
    };
    let n = alpha_shape.iter().product::<usize>();
    let av = values(r, d, n);
    let alpha = g.constant(d, &alpha_shape, &av);
    let (in_s, in_zp) = in_params(r, &x);
    let alpha_q = (scale(r), zero_point(r, d));
    let out_s = scaled(in_s, 1.0 / ratio(r));
    let out_zp = zero_point(r, d);
    let mode = pick(r, &Rounding::ALL);
    let attrs = format!(
        "in_q = {}, alpha_q = {}, out_q = {}, rounding = {mode}",
        q_text(in_s, in_zp),
        q_text(alpha_q.0, alpha_q.1),
        q_text(out_s, out_zp)
    );
    let y = g.op("qnn.prelu", &[&x, &alpha], &attrs, x.ty.clone());
    g.finish(&[&y])
}

/// `qnn.batch_matmul` of two run-time operands (or a constant right operand) with random
/// batch broadcasting, zero points, product precision and rounding mode.
fn gen_batch_matmul(r: &mut Rng8) -> String {
    let mut g = G::default();
    let d = pick(r, &[DType::I8, DType::U8, DType::I16]);
    let (m, k, n) = (
        r.random_range(1..=4),
        r.random_range(1..=6),
        r.random_range(1..=4),
    );
    let batch = r.random_range(1..=3);
    let (lb, rb) = match r.random_range(0..3) {
        0 => (vec![batch], vec![batch]),
        1 => (vec![batch, 1], vec![1, 2]),
        _ => (vec![], vec![batch]),
    };
    let lshape: Vec<usize> = lb.iter().copied().chain([m, k]).collect();
    let rshape: Vec<usize> = rb.iter().copied().chain([k, n]).collect();
    let x = g.qinput(r, d, &lshape);
    let y = if chance(r, 0.3) {
        let vals = values(r, d, rshape.iter().product());
        g.constant(d, &rshape, &vals)
    } else {
        g.qinput(r, d, &rshape)
    };
    let (ls, mut lz) = in_params(r, &x);
    let (rs, mut rz) = (scale(r), zero_point(r, d));
    let out_s = scaled(
        scaled(ls, f64::from(rs)),
        1.0 / ratio(r) * (k as f64).sqrt(),
    );
    // 16x8: TFLite's int64 accumulation and int64 rescale, zero points 0.
    let (od, acc, mode) = if d == DType::I16 {
        (lz, rz) = (0, 0);
        (DType::I16, "i64", Rounding::TfliteInt64)
    } else {
        let mode = pick(r, &all_but(&[Rounding::TfliteInt64]));
        (pick(r, &[DType::I8, DType::U8]), "i32", mode)
    };
    let out_zp = if od == DType::I16 {
        0
    } else {
        zero_point(r, od)
    };
    let product = pick(r, &["f32", "f64"]);
    let attrs = format!(
        "lhs_q = {}, rhs_q = {}, out_q = {}, product = {product}, acc = {acc}, rounding = {mode}",
        q_text(ls, lz),
        q_text(rs, rz),
        q_text(out_s, out_zp)
    );
    let bshape: Vec<usize> = if lb.len() >= rb.len() {
        lb.iter()
            .zip(rb.iter().chain(std::iter::repeat(&1)))
            .map(|(a, b)| *a.max(b))
            .collect()
    } else {
        rb.clone()
    };
    let oshape: Vec<usize> = bshape.into_iter().chain([m, n]).collect();
    let z = g.op(
        "qnn.batch_matmul",
        &[&x, &y],
        &attrs,
        TensorType::new(od, oshape),
    );
    g.finish(&[&z])
}

/// `qnn.squared_difference` of int8 operands (broadcast, or a constant operand), random
/// parameters.
fn gen_squared_difference(r: &mut Rng8) -> String {
    let mut g = G::default();
    let (a, b, _) = broadcast_shapes(r);
    let x = g.qinput(r, DType::I8, &a);
    let y = if chance(r, 0.3) {
        let v = values(r, DType::I8, b.iter().product());
        g.constant(DType::I8, &b, &v)
    } else {
        g.qinput(r, DType::I8, &b)
    };
    let (s1, z1) = in_params(r, &x);
    let (s2, z2) = (scaled(s1, ratio(r)), zero_point(r, DType::I8));
    let out_s = scaled(s1.max(s2), s1.max(s2) as f64 * ratio(r) * 64.0);
    let zo = zero_point(r, DType::I8);
    let attrs = format!(
        "lhs_q = {}, rhs_q = {}, out_q = {}",
        q_text(s1, z1),
        q_text(s2, z2),
        q_text(out_s, zo)
    );
    let shape = qnn_ir::infer::broadcast(&a, &b).expect("broadcastable");
    let z = g.op(
        "qnn.squared_difference",
        &[&x, &y],
        &attrs,
        TensorType::new(DType::I8, shape.to_vec()),
    );
    g.finish(&[&z])
}

/// `qnn.exp`, `qnn.elu`, `qnn.gelu` and `qnn.rsqrt` (the float-math tables) on each op's
/// input types (int16 with zero points 0) with random parameters.
fn gen_float_table(r: &mut Rng8) -> String {
    let mut g = G::default();
    let (op, dtypes): (&str, &[DType]) = pick(
        r,
        &[
            ("qnn.exp", &[DType::I8, DType::U8, DType::I16][..]),
            ("qnn.elu", &[DType::I8][..]),
            ("qnn.gelu", &[DType::I8, DType::U8][..]),
            ("qnn.rsqrt", &[DType::I8, DType::I16][..]),
        ],
    );
    let d = pick(r, dtypes);
    let shape = small_shape(r, 1, 3, 6);
    let x = g.qinput(r, d, &shape);
    let (in_s, mut in_zp) = in_params(r, &x);
    let mut out_zp = zero_point(r, d);
    if d == DType::I16 {
        (in_zp, out_zp) = (0, 0);
    }
    let out_s = scaled(in_s, 1.0 / ratio(r));
    let mut attrs = format!(
        "in_q = {}, out_q = {}",
        q_text(in_s, in_zp),
        q_text(out_s, out_zp)
    );
    if op == "qnn.gelu" {
        attrs += &format!(", approximate = {}", chance(r, 0.5));
    }
    let y = g.op(op, &[&x], &attrs, x.ty.clone());
    g.finish(&[&y])
}

/// `qnn.div` on 8-bit inputs with broadcasting, random parameters and clamps (divisor codes
/// at the zero point included).
fn gen_div(r: &mut Rng8) -> String {
    let mut g = G::default();
    let d = pick(r, &[DType::I8, DType::U8, DType::I16]);
    let shape = small_shape(r, 1, 3, 5);
    let x = g.qinput(r, d, &shape);
    let mut yshape = shape.clone();
    for e in yshape.iter_mut() {
        if chance(r, 0.3) {
            *e = 1;
        }
    }
    let y = g.qinput(r, d, &yshape);
    let (ls, lz) = in_params(r, &x);
    let (rs, rz) = in_params(r, &y);
    let out_s = scaled(ls, 1.0 / (f64::from(rs) * ratio(r)));
    let (lo, hi) = range_of(d);
    let clamp = if chance(r, 0.3) {
        format!("[{}, {hi}]", lo + 5)
    } else {
        "none".to_string()
    };
    let attrs = format!(
        "lhs_q = {}, rhs_q = {}, out_q = {}, clamp = {clamp}",
        q_text(ls, lz),
        q_text(rs, rz),
        q_text(out_s, zero_point(r, d))
    );
    let z = g.op("qnn.div", &[&x, &y], &attrs, x.ty.clone());
    g.finish(&[&z])
}

/// `qnn.log_softmax` on int8 rows of random length and input scale.
fn gen_log_softmax(r: &mut Rng8) -> String {
    let mut g = G::default();
    let mut shape = small_shape(r, 1, 3, 4);
    if let Some(last) = shape.last_mut() {
        *last = pick(r, &[1, 2, 7, 33, 300]);
    }
    let x = g.qinput(r, DType::I8, &shape);
    let (in_s, in_zp) = in_params(r, &x);
    let attrs = format!(
        "in_q = {}, out_q = {}",
        q_text(in_s.max(1e-6), in_zp),
        q_text(0.0625, 127)
    );
    let y = g.op("qnn.log_softmax", &[&x], &attrs, x.ty.clone());
    g.finish(&[&y])
}

fn conv_input_dtype(r: &mut Rng8) -> DType {
    pick(r, &[DType::I8, DType::I8, DType::U8, DType::U8, DType::I16])
}

fn gen_conv2d(r: &mut Rng8) -> String {
    let mut g = G::default();
    let layout = pick(r, &[Layout::Nhwc, Layout::Nchw]);
    let shape = image_shape(r, layout, 4);
    let d = conv_input_dtype(r);
    let x = g.qinput(r, d, &shape);
    let y = emit_conv2d(r, &mut g, &x, layout, None);
    g.finish(&[&y])
}

fn gen_dense(r: &mut Rng8) -> String {
    let mut g = G::default();
    let shape = small_shape(r, 1, 3, 5);
    let d = conv_input_dtype(r);
    let x = g.qinput(r, d, &shape);
    let y = emit_dense(r, &mut g, &x, None);
    g.finish(&[&y])
}

fn gen_binary(r: &mut Rng8, op: Bin) -> String {
    let mut g = G::default();
    let (a, b, out) = broadcast_shapes(r);
    // 32-bit operands rarely: random 32-bit inputs make most of their products overflow
    // (both graphs fail).
    let d = if chance(r, 0.08) {
        DType::I32
    } else {
        pick(r, &[DType::I8, DType::U8, DType::I16, DType::U16])
    };
    let x = g.qinput(r, d, &a);
    let y = g.qinput(r, d, &b);
    let z = emit_binary(r, &mut g, op, &x, &y, &out);
    g.finish(&[&z])
}

fn gen_add(r: &mut Rng8) -> String {
    gen_binary(r, Bin::Add)
}

fn gen_subtract(r: &mut Rng8) -> String {
    gen_binary(r, Bin::Sub)
}

fn gen_mul(r: &mut Rng8) -> String {
    gen_binary(r, Bin::Mul)
}

fn gen_pool(r: &mut Rng8, max: bool) -> String {
    let mut g = G::default();
    let layout = pick(r, &[Layout::Nhwc, Layout::Nchw]);
    let shape = image_shape(r, layout, 3);
    let d = pick(r, &ACT);
    let x = g.qinput(r, d, &shape);
    let y = emit_pool(r, &mut g, max, &x, layout);
    g.finish(&[&y])
}

fn gen_avg_pool2d(r: &mut Rng8) -> String {
    gen_pool(r, false)
}

fn gen_max_pool2d(r: &mut Rng8) -> String {
    gen_pool(r, true)
}

fn gen_mean(r: &mut Rng8) -> String {
    let mut g = G::default();
    let shape = small_shape(r, 1, 4, 4);
    let d = pick(r, &ACT);
    let x = g.qinput(r, d, &shape);
    let y = emit_mean(r, &mut g, &x);
    g.finish(&[&y])
}

/// `qnn.sum` (TFLite's float formula on the int32 sum) on 8-bit inputs.
fn gen_sum(r: &mut Rng8) -> String {
    let mut g = G::default();
    let shape = small_shape(r, 1, 4, 5);
    let d = pick(r, &[DType::I8, DType::U8]);
    let x = g.qinput(r, d, &shape);
    let rank = shape.len();
    let mut axes: Vec<usize> = (0..rank).filter(|_| chance(r, 0.5)).collect();
    if axes.is_empty() && chance(r, 0.9) {
        axes.push(r.random_range(0..rank));
    }
    let keep_dims = chance(r, 0.5);
    let (in_s, in_zp) = in_params(r, &x);
    let out_s = scaled(in_s, ratio(r) * 2.0);
    let out_shape: Vec<usize> = shape
        .iter()
        .enumerate()
        .filter_map(|(i, &e)| match (axes.contains(&i), keep_dims) {
            (false, _) => Some(e),
            (true, true) => Some(1),
            (true, false) => None,
        })
        .collect();
    let y = g.op(
        "qnn.sum",
        &[&x],
        &format!(
            "in_q = {}, out_q = {}, axes = {}, keep_dims = {keep_dims}, kernel = {}",
            q_text(in_s, in_zp),
            q_text(out_s, zero_point(r, d)),
            list(&axes),
            pick(r, &["reference", "builtin"])
        ),
        TensorType::new(d, out_shape),
    );
    g.finish(&[&y])
}

fn gen_concatenate(r: &mut Rng8) -> String {
    let mut g = G::default();
    let shape = small_shape(r, 1, 4, 3);
    let axis = r.random_range(0..shape.len());
    let d = pick(r, &ACT);
    let n = r.random_range(1..=3);
    let xs: Vec<Val> = (0..n)
        .map(|_| {
            let mut s = shape.clone();
            s[axis] = r.random_range(1..=3);
            g.qinput(r, d, &s)
        })
        .collect();
    let refs: Vec<&Val> = xs.iter().collect();
    let y = emit_concat(r, &mut g, &refs, axis);
    g.finish(&[&y])
}

fn gen_lut(r: &mut Rng8, f: Lut) -> String {
    let mut g = G::default();
    let shape = small_shape(r, 0, 3, 4);
    let d = pick(r, &[DType::I8, DType::U8, DType::I16]);
    let x = g.qinput(r, d, &shape);
    let y = emit_lut(r, &mut g, f, &x);
    g.finish(&[&y])
}

fn gen_logistic(r: &mut Rng8) -> String {
    gen_lut(r, Lut::Logistic)
}

fn gen_tanh(r: &mut Rng8) -> String {
    gen_lut(r, Lut::Tanh)
}

fn softmax_out(r: &mut Rng8, d: DType) -> DType {
    if d == DType::I16 {
        DType::I16
    } else {
        pick(r, &[DType::I8, DType::U8, DType::I16])
    }
}

fn gen_softmax(r: &mut Rng8) -> String {
    let mut g = G::default();
    let mut shape = small_shape(r, 0, 2, 3);
    shape.push(r.random_range(1..=16));
    let d = pick(r, &[DType::I8, DType::U8, DType::I16]);
    let x = g.qinput(r, d, &shape);
    let od = softmax_out(r, d);
    let y = emit_softmax(r, &mut g, &x, od);
    g.finish(&[&y])
}

fn gen_hard_swish(r: &mut Rng8) -> String {
    let mut g = G::default();
    let shape = small_shape(r, 0, 3, 4);
    let d = pick(r, &[DType::I8, DType::U8]);
    let x = g.qinput(r, d, &shape);
    let y = emit_hard_swish(r, &mut g, &x);
    g.finish(&[&y])
}

/// A few ops in sequence, each consuming the previous result (with its parameters most of
/// the time), some with several outputs.
fn gen_chain(r: &mut Rng8) -> String {
    let mut g = G::default();
    let outs: Vec<Val> = match r.random_range(0..8) {
        // conv -> requantize -> add
        0 => chain_conv_requantize_add(r, &mut g),
        // raw conv (i32) -> requantize -> hard_swish
        1 => chain_raw_conv_requantize_hard_swish(r, &mut g),
        // quantize -> conv -> dequantize
        2 => chain_quantize_conv_dequantize(r, &mut g),
        // avg_pool + max_pool -> concatenate -> softmax
        3 => chain_pools_concatenate_softmax(r, &mut g),
        // add -> mul -> logistic / tanh
        4 => chain_add_mul_lut(r, &mut g),
        // dense -> requantize -> mean
        5 => chain_dense_requantize_mean(r, &mut g),
        // concatenate -> dense
        6 => chain_concatenate_dense(r, &mut g),
        // mean -> subtract (broadcast back) and a residual conv -> add
        _ => chain_mean_subtract(r, &mut g),
    };
    let refs: Vec<&Val> = outs.iter().collect();
    g.finish(&refs)
}

/// [`gen_chain`]'s conv -> requantize -> add.
fn chain_conv_requantize_add(r: &mut Rng8, g: &mut G) -> Vec<Val> {
    let layout = pick(r, &[Layout::Nhwc, Layout::Nchw]);
    let d = pick(r, &[DType::I8, DType::U8]);
    let shape = image_shape(r, layout, 3);
    let x = g.qinput(r, d, &shape);
    let c = emit_conv2d(r, g, &x, layout, Some(d));
    let od = pick(r, &[DType::I8, DType::U8, DType::I16]);
    let q = emit_requantize(r, g, &c, od);
    let y = g.qinput(r, od, &q.shape());
    let shape = q.shape();
    vec![emit_binary(r, g, Bin::Add, &q, &y, &shape)]
}

/// [`gen_chain`]'s raw conv (i32) -> requantize -> hard_swish.
fn chain_raw_conv_requantize_hard_swish(r: &mut Rng8, g: &mut G) -> Vec<Val> {
    let layout = pick(r, &[Layout::Nhwc, Layout::Nchw]);
    let d = pick(r, &[DType::I8, DType::U8]);
    let shape = image_shape(r, layout, 3);
    let x = g.qinput(r, d, &shape);
    let mut c = emit_conv2d(r, g, &x, layout, None);
    if c.dtype() != DType::I32 && c.dtype() != DType::I64 {
        c = emit_requantize(r, g, &c, DType::I32);
    }
    c.q = Some((scale(r), 0));
    let od = pick(r, &[DType::I8, DType::U8]);
    let q = emit_requantize(r, g, &c, od);
    vec![emit_hard_swish(r, g, &q)]
}

/// [`gen_chain`]'s quantize -> conv -> dequantize.
fn chain_quantize_conv_dequantize(r: &mut Rng8, g: &mut G) -> Vec<Val> {
    let layout = pick(r, &[Layout::Nhwc, Layout::Nchw]);
    let x = g.input(DType::F32, &image_shape(r, layout, 3));
    let d = pick(r, &[DType::I8, DType::U8]);
    let mut q = emit_quantize(r, g, &x, d);
    if q.q.is_none() {
        q.q = Some((scale(r), zero_point(r, d)));
    }
    let c = emit_conv2d(r, g, &q, layout, Some(d));
    vec![emit_dequantize(r, g, &c)]
}

/// [`gen_chain`]'s avg_pool + max_pool -> concatenate -> softmax.
fn chain_pools_concatenate_softmax(r: &mut Rng8, g: &mut G) -> Vec<Val> {
    let layout = Layout::Nhwc;
    let d = pick(r, &[DType::I8, DType::U8]);
    let shape = image_shape(r, layout, 3);
    let x = g.qinput(r, d, &shape);
    let w = window(r, x.ty.shape[1], x.ty.shape[2], true, None);
    let attrs = format!(
        "kernel = {}, strides = {}, padding = {}, layout = nhwc, clamp = none",
        list(&w.kernel),
        list(&w.strides),
        padding_text(w.padding)
    );
    let ty = TensorType::new(d, [x.ty.shape[0], w.out[0], w.out[1], x.ty.shape[3]]);
    let mut a = g.op("qnn.avg_pool2d", &[&x], &attrs, ty.clone());
    let mut m = g.op("qnn.max_pool2d", &[&x], &attrs, ty);
    a.q = x.q;
    m.q = x.q;
    let c = emit_concat(r, g, &[&a, &m], 3);
    let od = softmax_out(r, d);
    vec![emit_softmax(r, g, &c, od)]
}

/// [`gen_chain`]'s add -> mul -> logistic / tanh.
fn chain_add_mul_lut(r: &mut Rng8, g: &mut G) -> Vec<Val> {
    let d = pick(r, &[DType::I8, DType::U8]);
    let (a, b, out) = broadcast_shapes(r);
    let x = g.qinput(r, d, &a);
    let y = g.qinput(r, d, &b);
    let mut s = emit_binary(r, g, Bin::Add, &x, &y, &out);
    if s.dtype() != d {
        s = emit_requantize(r, g, &s, d);
    }
    let m = emit_binary(r, g, Bin::Mul, &s, &y, &out);
    let f = pick(r, &[Lut::Logistic, Lut::Tanh]);
    let l = if matches!(m.dtype(), DType::I8 | DType::U8) {
        emit_lut(r, g, f, &m)
    } else {
        emit_requantize(r, g, &m, d)
    };
    vec![l, s]
}

/// [`gen_chain`]'s dense -> requantize -> mean.
fn chain_dense_requantize_mean(r: &mut Rng8, g: &mut G) -> Vec<Val> {
    let d = pick(r, &[DType::I8, DType::U8, DType::I16]);
    let shape = small_shape(r, 1, 3, 4);
    let x = g.qinput(r, d, &shape);
    let mut y = emit_dense(r, g, &x, None);
    if y.q.is_none() {
        y.q = Some((scale(r), 0));
    }
    let od = pick(r, &[DType::I8, DType::U8, DType::I16]);
    let q = emit_requantize(r, g, &y, od);
    vec![emit_mean(r, g, &q), y]
}

/// [`gen_chain`]'s concatenate -> dense.
fn chain_concatenate_dense(r: &mut Rng8, g: &mut G) -> Vec<Val> {
    let d = pick(r, &[DType::I8, DType::U8]);
    let n = r.random_range(1..=3);
    let x = g.qinput(r, d, &[2, n]);
    let n = r.random_range(1..=3);
    let y = g.qinput(r, d, &[2, n]);
    let c = emit_concat(r, g, &[&x, &y], 1);
    vec![emit_dense(r, g, &c, Some(d))]
}

/// [`gen_chain`]'s mean -> subtract (the mean broadcast back); both are outputs.
fn chain_mean_subtract(r: &mut Rng8, g: &mut G) -> Vec<Val> {
    let layout = Layout::Nhwc;
    let d = pick(r, &[DType::I8, DType::U8]);
    let shape = image_shape(r, layout, 3);
    let x = g.qinput(r, d, &shape);
    let mut m = g.op(
        "qnn.mean",
        &[&x],
        &format!(
            "in_q = {}, out_q = {}, axes = [1, 2], keep_dims = true, rounding = {}",
            q_text(x.q.unwrap_or((0.1, 0)).0, x.q.unwrap_or((0.1, 0)).1),
            q_text(x.q.unwrap_or((0.1, 0)).0, x.q.unwrap_or((0.1, 0)).1),
            pick(r, &all_but(&[Rounding::F64HalfAway]))
        ),
        TensorType::new(d, [x.ty.shape[0], 1, 1, x.ty.shape[3]]),
    );
    m.q = x.q;
    let shape = x.shape();
    let s = emit_binary(r, g, Bin::Sub, &x, &m, &shape);
    vec![s, m]
}

/// Several ops on the same operands (the same weights too), with different parameters,
/// sometimes next to the integer core op on the same operands: lowering works on one
/// e-graph, where their lowered forms share e-classes.
fn gen_siblings(r: &mut Rng8) -> String {
    let mut g = G::default();
    // An `i32`, as it always was: the integer type is part of the draw (another one could
    // change the graphs).
    let n: i32 = r.random_range(2..=3);
    let outs: Vec<Val> = match r.random_range(0..8) {
        0 => siblings_conv2d(r, &mut g, n),
        1 => siblings_dense(r, &mut g, n),
        2 => siblings_binary(r, &mut g, n),
        3 => siblings_quantize_requantize(r, &mut g, n),
        4 => siblings_pools(r, &mut g, n),
        5 => siblings_activations(r, &mut g, n),
        6 => siblings_mean(r, &mut g, n),
        _ => siblings_concatenate(r, &mut g, n),
    };
    let refs: Vec<&Val> = outs.iter().collect();
    g.finish(&refs)
}

/// [`gen_siblings`]' `n` convolutions with the same weights, sometimes next to the integer
/// convolution.
fn siblings_conv2d(r: &mut Rng8, g: &mut G, n: i32) -> Vec<Val> {
    let mut outs: Vec<Val> = Vec::new();
    let layout = pick(r, &[Layout::Nhwc, Layout::Nchw]);
    let shape = image_shape(r, layout, 4);
    let d = conv_input_dtype(r);
    let x = g.qinput(r, d, &shape);
    let w = conv_weight(r, g, d, layout.dims(&shape)[3]);
    for _ in 0..n {
        outs.push(emit_conv2d_with(r, g, &x, layout, None, &w));
    }
    if chance(r, 0.4) {
        // The integer convolution on the same operands.
        let [b, h, wd, _] = layout.dims(&shape);
        let padding = pick(r, &[Padding::Same, Padding::Valid]);
        let oh = padding.resolve(0, h, w.kernel[0], 1, 1);
        let ow = padding.resolve(1, wd, w.kernel[1], 1, 1);
        let (padding, oh, ow) = match (oh, ow) {
            (Some((oh, _)), Some((ow, _))) => (padding, oh, ow),
            _ => (Padding::Same, h, wd),
        };
        outs.push(g.op(
            "conv2d",
            &[&x, &w.w],
            &format!(
                "strides = [1, 1], padding = {}, dilation = [1, 1], groups = {}, data_layout = {}, kernel_layout = {}",
                padding_text(padding),
                w.groups,
                layout.name(),
                w.kl
            ),
            TensorType::new(DType::I32, layout.shape([b, oh, ow, w.o])),
        ));
    }
    outs
}

/// [`gen_siblings`]' `n` dense products with the same weights, sometimes next to the integer
/// matrix product.
fn siblings_dense(r: &mut Rng8, g: &mut G, n: i32) -> Vec<Val> {
    let mut outs: Vec<Val> = Vec::new();
    let shape = small_shape(r, 1, 3, 5);
    let d = conv_input_dtype(r);
    let x = g.qinput(r, d, &shape);
    let w = dense_weight(r, g, &x);
    for _ in 0..n {
        outs.push(emit_dense_with(r, g, &x, None, &w));
    }
    if shape.len() == 2 && shape[1] == w.k && chance(r, 0.5) {
        // The integer matrix product on the same operands.
        outs.push(g.op(
            "dense",
            &[&x, &w.w],
            "",
            TensorType::new(DType::I32, [shape[0], w.o]),
        ));
    }
    outs
}

/// [`gen_siblings`]' `n` adds, subtracts and multiplies of the same operands.
fn siblings_binary(r: &mut Rng8, g: &mut G, n: i32) -> Vec<Val> {
    let mut outs: Vec<Val> = Vec::new();
    let (a, b, out) = broadcast_shapes(r);
    let d = pick(r, &[DType::I8, DType::U8, DType::I16]);
    let x = g.qinput(r, d, &a);
    let y = g.qinput(r, d, &b);
    for _ in 0..n {
        let op = pick(r, &[Bin::Add, Bin::Sub, Bin::Mul]);
        outs.push(emit_binary(r, g, op, &x, &y, &out));
    }
    outs
}

/// [`gen_siblings`]' `n` quantizes of one float input (some dequantized again), or `n`
/// requantizes of one quantized input next to its dequantize.
fn siblings_quantize_requantize(r: &mut Rng8, g: &mut G, n: i32) -> Vec<Val> {
    let mut outs: Vec<Val> = Vec::new();
    let shape = small_shape(r, 0, 3, 4);
    if chance(r, 0.5) {
        let x = g.input(DType::F32, &shape);
        for _ in 0..n {
            let od = pick(r, &[DType::I8, DType::U8, DType::I16]);
            let q = emit_quantize(r, g, &x, od);
            if chance(r, 0.5) {
                outs.push(emit_dequantize(r, g, &q));
            }
            outs.push(q);
        }
    } else {
        let d = pick(r, &[DType::I8, DType::U8, DType::I16, DType::I32]);
        let x = g.qinput(r, d, &shape);
        for _ in 0..n {
            let od = pick(r, &[DType::I8, DType::U8, DType::I16]);
            outs.push(emit_requantize(r, g, &x, od));
        }
        outs.push(emit_dequantize(r, g, &x));
    }
    outs
}

/// [`gen_siblings`]' `n` average and max pools of one input, sometimes next to its mean.
fn siblings_pools(r: &mut Rng8, g: &mut G, n: i32) -> Vec<Val> {
    let mut outs: Vec<Val> = Vec::new();
    let layout = pick(r, &[Layout::Nhwc, Layout::Nchw]);
    let shape = image_shape(r, layout, 3);
    let d = pick(r, &[DType::I8, DType::U8, DType::I16]);
    let x = g.qinput(r, d, &shape);
    for _ in 0..n {
        let max = chance(r, 0.5);
        outs.push(emit_pool(r, g, max, &x, layout));
    }
    if chance(r, 0.5) {
        outs.push(emit_mean(r, g, &x));
    }
    outs
}

/// [`gen_siblings`]' `n + 1` logistics, tanhs, hard_swishes and softmaxes of one input.
fn siblings_activations(r: &mut Rng8, g: &mut G, n: i32) -> Vec<Val> {
    let mut outs: Vec<Val> = Vec::new();
    let mut shape = small_shape(r, 0, 2, 3);
    shape.push(r.random_range(1..=8));
    let d = pick(r, &[DType::I8, DType::U8]);
    let x = g.qinput(r, d, &shape);
    for _ in 0..n + 1 {
        let y = match r.random_range(0..4) {
            0 => emit_lut(r, g, Lut::Logistic, &x),
            1 => emit_lut(r, g, Lut::Tanh, &x),
            2 => emit_hard_swish(r, g, &x),
            _ => {
                let od = softmax_out(r, d);
                emit_softmax(r, g, &x, od)
            }
        };
        outs.push(y);
    }
    outs
}

/// [`gen_siblings`]' `n` means of one input.
fn siblings_mean(r: &mut Rng8, g: &mut G, n: i32) -> Vec<Val> {
    let mut outs: Vec<Val> = Vec::new();
    let shape = small_shape(r, 1, 4, 4);
    let d = pick(r, &ACT);
    let x = g.qinput(r, d, &shape);
    for _ in 0..n {
        outs.push(emit_mean(r, g, &x));
    }
    outs
}

/// [`gen_siblings`]' `n` concatenations of the same two inputs in different orders.
fn siblings_concatenate(r: &mut Rng8, g: &mut G, n: i32) -> Vec<Val> {
    let mut outs: Vec<Val> = Vec::new();
    let shape = small_shape(r, 1, 3, 3);
    let axis = r.random_range(0..shape.len());
    let d = pick(r, &[DType::I8, DType::U8, DType::I16]);
    let x = g.qinput(r, d, &shape);
    let y = g.qinput(r, d, &shape);
    for _ in 0..n {
        let order: Vec<&Val> = match r.random_range(0..3) {
            0 => vec![&x, &y],
            1 => vec![&y, &x],
            _ => vec![&x, &y, &x],
        };
        outs.push(emit_concat(r, g, &order, axis));
    }
    outs
}

// =============================================================================================
// The tests.

fn lower_quantize() {
    check("quantize", 2000, gen_quantize);
}

fn lower_dequantize() {
    check("dequantize", 1200, gen_dequantize);
}

fn lower_requantize() {
    check("requantize", 3000, gen_requantize);
}

fn lower_conv2d() {
    check("conv2d", 3000, gen_conv2d);
}

fn lower_dense() {
    check("dense", 2400, gen_dense);
}

fn lower_add() {
    check("add", 2400, gen_add);
}

fn lower_subtract() {
    check("subtract", 2000, gen_subtract);
}

fn lower_mul() {
    check("mul", 2400, gen_mul);
}

fn lower_avg_pool2d() {
    check("avg_pool2d", 1600, gen_avg_pool2d);
}

fn lower_max_pool2d() {
    check("max_pool2d", 1200, gen_max_pool2d);
}

fn lower_mean() {
    check("mean", 2000, gen_mean);
}

fn lower_log_softmax() {
    check("log_softmax", 300, gen_log_softmax);
}

fn legalize_log_softmax() {
    check_targets("legalize_log_softmax", 60, gen_log_softmax);
}

fn lower_div() {
    check("div", 300, gen_div);
}

fn legalize_div() {
    check_targets("legalize_div", 60, gen_div);
}

fn lower_sum() {
    check("sum", 500, gen_sum);
}

fn legalize_sum() {
    check_targets("legalize_sum", 100, gen_sum);
}

fn lower_concatenate() {
    check("concatenate", 2000, gen_concatenate);
}

fn lower_logistic() {
    check("logistic", 1200, gen_logistic);
}

fn lower_tanh() {
    check("tanh", 1200, gen_tanh);
}

fn lower_softmax() {
    check("softmax", 2000, gen_softmax);
}

fn lower_hard_swish() {
    check("hard_swish", 1200, gen_hard_swish);
}

fn lower_chains() {
    check("chains", 1600, gen_chain);
}

fn lower_siblings() {
    check("siblings", 2400, gen_siblings);
}

fn lower_leaky_relu() {
    check("leaky_relu", 800, gen_leaky_relu);
}

fn lower_prelu() {
    check("prelu", 1200, gen_prelu);
}

fn legalize_prelu() {
    check_targets("legalize_prelu", 300, gen_prelu);
}

fn lower_batch_matmul() {
    check("batch_matmul", 1200, gen_batch_matmul);
}

fn legalize_batch_matmul() {
    check_targets("legalize_batch_matmul", 300, gen_batch_matmul);
}

fn lower_squared_difference() {
    check("squared_difference", 800, gen_squared_difference);
}

fn legalize_squared_difference() {
    check_targets("legalize_squared_difference", 200, gen_squared_difference);
}

fn lower_float_tables() {
    check("float_tables", 400, gen_float_table);
}

fn legalize_float_tables() {
    check_targets("legalize_float_tables", 100, gen_float_table);
}

fn lower_movement() {
    check("movement", 1500, gen_movement);
}

// Legalization: the same generators, each graph compiled for every built-in target.

fn legalize_conv2d() {
    check_targets("legalize_conv2d", 1500, gen_conv2d);
}

fn legalize_dense() {
    check_targets("legalize_dense", 1200, gen_dense);
}

fn legalize_requantize() {
    check_targets("legalize_requantize", 600, gen_requantize);
}

fn legalize_chains() {
    check_targets("legalize_chains", 800, gen_chain);
}

fn legalize_movement() {
    check_targets("legalize_movement", 500, gen_movement);
}

fn legalize_siblings() {
    check_targets("legalize_siblings", 800, gen_siblings);
}

/// Minimal graphs that once lowered wrongly or not at all (`tests/lower_regressions/`, named
/// for the bug: per-channel output zero points added with wrap-around, clamps outside `i32`
/// after the zero point, extraction refusing a form shared with a later value, a merge that
/// left a value only subsumed forms): each lowers, and agrees with its QNN graph on random
/// inputs, lowered and compiled for every target.
fn lower_regression(path: &std::path::Path) {
    let text = std::fs::read_to_string(path).expect("readable");
    let g = qnn_ir::text::parse(&text).expect("parses");
    let lowered = qnn_rewrite::lower(&g, &Default::default())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .graph;
    let mut ran = 0;
    for seed in 0..10 {
        match compare(&g, &lowered, &random_inputs(&g, seed)) {
            Ok(true) => ran += 1,
            Ok(false) => {}
            Err(m) => panic!("{}: seed {seed}: {m}", path.display()),
        }
        if let Err(m) = qnn_check::check_every_target(&g, &random_inputs(&g, seed)) {
            panic!("{}: seed {seed}: {m}", path.display());
        }
    }
    assert!(ran > 0, "{}: no input ran", path.display());
}

fn main() -> std::process::ExitCode {
    let mut trials = tests![
        lower_quantize,
        lower_dequantize,
        lower_requantize,
        lower_conv2d,
        lower_dense,
        lower_add,
        lower_subtract,
        lower_mul,
        lower_avg_pool2d,
        lower_max_pool2d,
        lower_mean,
        lower_log_softmax,
        legalize_log_softmax,
        lower_div,
        legalize_div,
        lower_sum,
        legalize_sum,
        lower_concatenate,
        lower_logistic,
        lower_tanh,
        lower_softmax,
        lower_hard_swish,
        lower_chains,
        lower_siblings,
        lower_leaky_relu,
        lower_prelu,
        legalize_prelu,
        lower_batch_matmul,
        legalize_batch_matmul,
        lower_squared_difference,
        legalize_squared_difference,
        lower_float_tables,
        legalize_float_tables,
        lower_movement,
        legalize_conv2d,
        legalize_dense,
        legalize_requantize,
        legalize_chains,
        legalize_movement,
        legalize_siblings,
    ];
    let regressions =
        common::files_with_ext(&common::root().join("tests/lower_regressions"), "qnn");
    assert!(regressions.len() >= 12, "regression inputs are missing");
    trials.extend(common::file_trials(
        "lower_regressions",
        regressions,
        lower_regression,
    ));
    common::run(trials)
}
