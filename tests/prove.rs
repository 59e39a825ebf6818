//! `--prove` (`docs/prove.md`): every rule application is checked for all inputs before it is
//! merged.
//!
//! - A correct rule written outside the library (TFLite's single-rounding requantize as core
//!   ops) is proved by the exhaustive sweep.
//! - **The mutation suite**: variants of that rule with the bugs this field is known for (an
//!   off-by-one shift, a flipped rounding nudge, a zero point with the wrong sign, a product
//!   truncated to 33 bits, a dropped clamp, an intermediate in too narrow a type), each
//!   injected through the public rule API, are
//!   every one refuted with a counterexample that names the rule, the op and the input, and
//!   that the test re-checks with the interpreter. The test also prints how many of them
//!   `--validate 1000` (random inputs) misses.
//! - The solver half: a rewrite of gemmlowp's `srdhm` that drops its one saturating case
//!   (`INT32_MIN * INT32_MIN`, one input pair of 2^64) is refuted by z3; random inputs miss it.
//!   The tests that need z3 skip with a message where it is not installed.
//! - Convolutions (z3 at a symbolic position): a back-end's `qnn.conv2d` lowering with the
//!   zero-point correction as a convolution of the zero point is proved for every input and
//!   every weight; its mutants with the correction over all taps of the filter (padded taps
//!   counted) and with the bias added twice are refuted at a real input.
//! - Proof failures are errors, counts are per rule, and the built-in rules lower the
//!   fixtures below with nothing refuted.

use qnn_arith::{conv_real_multiplier, quantize_multiplier_for, Rounding};
use qnn_ir::attrs::RoundMode as Mode;
use qnn_ir::ops::{
    kind, ConcatAttrs, FixedPointMultiplyAttrs, NoAttrs, PoolAttrs, QnnConcatAttrs, QnnConv2dAttrs,
    QnnDenseAttrs, QnnSumAttrs, QuantizeAttrs, ReduceAttrs, RequantizeAttrs, RoundAttrs,
};
use qnn_ir::{DType, Data, Graph, Op, Tensor, TensorType};
use qnn_rewrite::{lower, on, Cx, ENode, Id, LowerOptions, Phase, RewriteError, Rule, RuleError};
use std::sync::Arc;

/// What a variant of the rule gets wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bug {
    /// None: the correct rule.
    None,
    /// One bit too many in the final shift.
    ShiftOffByOne,
    /// Ties rounded toward negative infinity (the nudge's sign flipped).
    FlippedNudge,
    /// `x + zp` instead of `x - zp`.
    ZeroPointSign,
    /// The 64-bit product truncated to 33 bits (CMSIS-NN's single-rounding overflow).
    Truncated33,
    /// The clamp to the output range dropped (the cast then wraps).
    DroppedClamp,
    /// The zero point subtracted in the input's own 16 bits, wrapping at the bottom of the
    /// range (three inputs of 65,536 here).
    NarrowIntermediate,
}

/// TFLite's single-rounding requantize of a per-tensor `i16` value, as core ops:
/// `clamp(((x - in_zp) * M + 2^(t-1)) >> t + out_zp)`, with `bug` in it. It replaces the
/// matched node (subsumes it), so the built-in lowering never sees it.
fn requantize_single(cx: &mut Cx, n: &ENode, a: &RequantizeAttrs, bug: Bug) -> Lowering {
    let x = n.args[0];
    let input = cx.dtype(x);
    if !matches!(input, DType::I16 | DType::I32)
        || a.rounding != Rounding::TfliteSingle
        || a.in_q.axis().is_some()
    {
        return Ok(None);
    }
    let real = a.ratio.ratio(a.in_q.scale(0), a.out_q.scale(0));
    let m = quantize_multiplier_for(real, Rounding::TfliteSingle);
    let t = 31 - i64::from(m.shift);
    let wide = cx.cast(x, DType::I32)?;
    let zp = cx.scalar(DType::I32, a.in_q.zero_point(0))?;
    let centered = match bug {
        Bug::ZeroPointSign => cx.add(wide, zp)?,
        Bug::NarrowIntermediate => {
            let zp16 = cx.scalar(DType::I16, a.in_q.zero_point(0))?;
            let narrow = cx.sub(x, zp16)?;
            cx.cast(narrow, DType::I32)?
        }
        _ => cx.sub(wide, zp)?,
    };
    let c64 = cx.cast(centered, DType::I64)?;
    let mult = cx.scalar(DType::I64, i64::from(m.multiplier))?;
    let mut p = cx.mul(c64, mult)?;
    if bug == Bug::Truncated33 {
        let k = cx.scalar(DType::I64, 31)?;
        let up = cx.build(Op::ShiftLeft(NoAttrs {}), &[p, k])?;
        p = cx.shift_right(up, k, Mode::Floor)?;
    }
    let (shift, nudge) = match bug {
        Bug::ShiftOffByOne => (t + 1, 1i64 << t),
        Bug::FlippedNudge => (t, (1i64 << (t - 1)) - 1),
        _ => (t, 1i64 << (t - 1)),
    };
    let nudge = cx.scalar(DType::I64, nudge)?;
    let shift = cx.scalar(DType::I64, shift)?;
    let sum = cx.add(p, nudge)?;
    let q = cx.shift_right(sum, shift, Mode::Floor)?;
    let q32 = cx.cast(q, DType::I32)?;
    let out_zp = cx.scalar(DType::I32, a.out_q.zero_point(0))?;
    let o = cx.add(q32, out_zp)?;
    let (lo, hi) = a
        .clamp
        .map(|[l, h]| (l, h))
        .or(n.dtype.int_range())
        .expect("an integer result");
    let clamped = match bug {
        Bug::DroppedClamp => o,
        _ => cx.clip(o, lo, hi)?,
    };
    let out = cx.cast(clamped, n.dtype)?;
    cx.subsume(n);
    Ok(Some(out))
}

type Lowering = Result<Option<Id>, RuleError>;

/// The rule with `bug`, as a back-end would register it.
fn rule(bug: Bug) -> Arc<dyn Rule> {
    macro_rules! variant {
        ($name:literal, $bug:expr) => {
            on::<kind::QnnRequantize>($name, |cx, n, a| requantize_single(cx, n, a, $bug))
        };
    }
    match bug {
        Bug::None => variant!("backend-requantize-single", Bug::None),
        Bug::ShiftOffByOne => variant!("mutant-shift-off-by-one", Bug::ShiftOffByOne),
        Bug::FlippedNudge => variant!("mutant-flipped-nudge", Bug::FlippedNudge),
        Bug::ZeroPointSign => variant!("mutant-zero-point-sign", Bug::ZeroPointSign),
        Bug::Truncated33 => variant!("mutant-truncated-33-bits", Bug::Truncated33),
        Bug::DroppedClamp => variant!("mutant-dropped-clamp", Bug::DroppedClamp),
        Bug::NarrowIntermediate => {
            variant!("mutant-narrow-intermediate", Bug::NarrowIntermediate)
        }
    }
}

const MUTANTS: [Bug; 6] = [
    Bug::ShiftOffByOne,
    Bug::FlippedNudge,
    Bug::ZeroPointSign,
    Bug::Truncated33,
    Bug::DroppedClamp,
    Bug::NarrowIntermediate,
];

/// An `i16` value requantized to `i8` with TFLite's single rounding: a ratio of `2^-9`
/// (ties at every 512th input), zero points on both sides, and a ReLU-like clamp.
const GRAPH: &str = "graph \"requantize\" {
  input %0 \"x\" : tensor<1x8x16xi16>
  %1 = qnn.requantize %0 {in_q = q(0.001953125, 3), out_q = q(1.0, -5), ratio = f64, rounding = tflite_single, clamp = [-5, 60]} : tensor<1x8x16xi8>
  output \"y\" = %1
}
";

fn graph() -> Graph {
    qnn_ir::text::parse(GRAPH).expect("parses")
}

fn options(bug: Bug, prove: bool) -> LowerOptions {
    LowerOptions {
        extra_rules: vec![(Phase::Canonicalize, rule(bug))],
        prove,
        ..Default::default()
    }
}

/// The value `qnn.requantize` computes for `x` (the interpreter on a one-element graph).
fn reference(x: i64) -> i64 {
    let text = GRAPH.replace("1x8x16", "1");
    let g = qnn_ir::text::parse(&text).expect("parses");
    let input = Tensor::from_i64(DType::I16, &[1], &[x]).expect("fits i16");
    let out = qnn_interp::run(&g, &[input]).expect("runs");
    out[0].to_i64().expect("integers")[0]
}

#[test]
fn a_correct_rule_is_proved_for_every_input() {
    let l = lower(&graph(), &options(Bug::None, true)).expect("lowers");
    let canon = &l.report.phases[0];
    let counts = canon
        .proofs
        .iter()
        .find(|(r, _)| *r == "backend-requantize-single")
        .map(|(_, c)| c.clone())
        .expect("the rule is reported");
    assert_eq!(
        (counts.proved, counts.failed, counts.not_proved_total()),
        (1, 0, 0)
    );
    // The lowered graph is the rule's (the QNN op was subsumed) and agrees with the
    // interpreter on every i16 input.
    let g = graph();
    let all: Vec<i64> = (i64::from(i16::MIN)..=i64::from(i16::MAX)).collect();
    for chunk in all.chunks(128) {
        let x = Tensor::from_i64(DType::I16, &[1, 8, 16], chunk).expect("fits");
        let a = qnn_interp::run(&g, std::slice::from_ref(&x)).expect("runs");
        let b = qnn_interp::run(&l.graph, &[x]).expect("runs");
        assert_eq!(a, b);
    }
}

#[test]
fn every_mutant_is_refuted_with_a_counterexample() {
    let g = graph();
    let mut missed_by_validation = Vec::new();
    for bug in MUTANTS {
        let err = lower(&g, &options(bug, true)).expect_err(&format!("{bug:?} is refuted"));
        let RewriteError::ProofFailed { failures } = &err else {
            panic!("{bug:?}: expected a proof failure, got {err}");
        };
        assert_eq!(failures.len(), 1, "{bug:?}: {err}");
        let f = &failures[0];
        assert_eq!(f.rule, rule(bug).name());
        assert_eq!((f.value, f.op), (Some(1), "qnn.requantize"), "{bug:?}");
        // The counterexample is real: the interpreter gives the left side's value, and the
        // rewrite's value differs.
        let ce = &f.counterexample;
        assert_eq!(ce.inputs.len(), 1, "{bug:?}: {ce}");
        assert_eq!(ce.inputs[0].0, Some(0), "{bug:?}: the input %0");
        let x: i64 = ce.inputs[0].1.parse().expect("an integer");
        assert_eq!(ce.lhs, reference(x).to_string(), "{bug:?}: {ce}");
        assert_ne!(ce.lhs, ce.rhs, "{bug:?}");
        let message = err.to_string();
        assert!(
            message.contains(rule(bug).name()) && message.contains("%1 (qnn.requantize)"),
            "{message}"
        );
        // Without `--prove` the mutant lowers; random inputs may or may not see the bug.
        let l = lower(&g, &options(bug, false)).expect("lowers without --prove");
        let seen = (0..1000u64).any(|seed| {
            let inputs = qnn_check::validate::random_inputs(&g, seed);
            qnn_check::validate::compare(&g, &l.graph, &inputs).is_err()
        });
        if !seen {
            missed_by_validation.push(bug);
        }
    }
    println!(
        "--prove refuted all {} mutants; --validate 1000 missed {} of them: {missed_by_validation:?}",
        MUTANTS.len(),
        missed_by_validation.len()
    );
}

#[test]
fn without_prove_nothing_is_counted() {
    let l = lower(&graph(), &options(Bug::None, false)).expect("lowers");
    assert!(l.report.phases.iter().all(|p| p.proofs.is_empty()));
}

/// The built-in rules on graphs of every kind of rewrite the sweep decides: nothing is
/// refuted, and the elementwise applications are proved.
#[test]
fn built_in_rules_are_proved_on_elementwise_graphs() {
    let text = "graph \"g\" {
  input %0 \"a\" : tensor<2x4xi8>
  input %1 \"b\" : tensor<2x4xi8>
  %2 = qnn.add %0, %1 {lhs_q = q(0.05, -3), rhs_q = q(0.1, 4), out_q = q(0.12, 1), pot_int16 = false, rounding = tflite_double, clamp = none} : tensor<2x4xi8>
  %3 = qnn.requantize %2 {in_q = q(0.12, 1), out_q = q(0.07, -4), ratio = f64, rounding = tflite_double, clamp = [-128, 100]} : tensor<2x4xi8>
  %4 = qnn.dequantize %3 {in_q = q(0.07, -4)} : tensor<2x4xf32>
  output \"y\" = %3
  output \"z\" = %4
}
";
    let g = qnn_ir::text::parse(text).expect("parses");
    let opts = LowerOptions {
        prove: true,
        ..Default::default()
    };
    let l = lower(&g, &opts).expect("lowers with nothing refuted");
    let mut proved = 0;
    for p in &l.report.phases {
        for (rule, c) in &p.proofs {
            assert_eq!(c.failed, 0, "{rule}");
            assert_eq!(c.not_proved_total(), 0, "{rule}: {:?}", c.not_proved);
            proved += c.proved;
        }
    }
    assert!(
        proved >= 3,
        "lower-add, lower-requantize, lower-dequantize: {proved}"
    );
}

/// Whether the `z3` binary runs here (the solver tests skip with a message where not).
fn z3() -> bool {
    let found = std::process::Command::new("z3")
        .arg("-version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        eprintln!("skipped: z3 is not installed (apt install z3)");
    }
    found
}

/// `srdhm(a, b)` as `(a * b) / 2^31` rounded half up in 64 bits and cast back: right for
/// every input pair but `INT32_MIN, INT32_MIN`, where gemmlowp saturates to `INT32_MAX` and
/// this wraps to `INT32_MIN`.
fn srdhm_without_saturation(cx: &mut Cx, n: &ENode, _: &NoAttrs) -> Lowering {
    let (a, b) = (n.args[0], n.args[1]);
    let a64 = cx.cast(a, DType::I64)?;
    let b64 = cx.cast(b, DType::I64)?;
    let p = cx.mul(a64, b64)?;
    let s = cx.scalar(DType::I64, 31)?;
    let q = cx.build(Op::ShiftRight(RoundAttrs { mode: Mode::HalfUp }), &[p, s])?;
    let out = cx.cast(q, DType::I32)?;
    cx.subsume(n);
    Ok(Some(out))
}

const SRDHM: &str = "graph \"srdhm\" {
  input %0 \"a\" : tensor<4xi32>
  input %1 \"b\" : tensor<4xi32>
  %2 = srdhm %0, %1 : tensor<4xi32>
  output \"y\" = %2
}
";

#[test]
fn the_solver_refutes_a_dropped_int32_min_saturation() {
    if !z3() {
        return;
    }
    let g = qnn_ir::text::parse(SRDHM).expect("parses");
    let mutant = on::<kind::Srdhm>("mutant-srdhm-no-saturation", srdhm_without_saturation);
    let opts = |prove| LowerOptions {
        extra_rules: vec![(Phase::Canonicalize, mutant.clone())],
        prove,
        ..Default::default()
    };
    let err = lower(&g, &opts(true)).expect_err("refuted");
    let RewriteError::ProofFailed { failures } = &err else {
        panic!("expected a proof failure, got {err}");
    };
    let ce = &failures[0].counterexample;
    let min = i32::MIN.to_string();
    assert_eq!(
        ce.inputs,
        vec![(Some(0), min.clone()), (Some(1), min.clone())],
        "{ce}"
    );
    assert_eq!(
        (ce.lhs.as_str(), ce.rhs.as_str()),
        ("2147483647", min.as_str())
    );
    // Random inputs do not find it.
    let l = lower(&g, &opts(false)).expect("lowers without --prove");
    let seen = (0..1000u64).any(|seed| {
        let inputs = qnn_check::validate::random_inputs(&g, seed);
        qnn_check::validate::compare(&g, &l.graph, &inputs).is_err()
    });
    println!(
        "--validate 1000 {} the dropped INT32_MIN saturation",
        if seen { "found" } else { "missed" }
    );
}

#[test]
fn the_solver_proves_wide_identities() {
    if !z3() {
        return;
    }
    // `x + 0` and a clip of a clip on full-range i32 values: 2^32 inputs, past the sweep.
    let text = "graph \"g\" {
  input %0 \"x\" : tensor<2x3xi32>
  %1 = const [0] : tensor<i32>
  %2 = add %0, %1 : tensor<2x3xi32>
  %3 = clip %2 {min = -1000, max = 5000} : tensor<2x3xi32>
  %4 = clip %3 {min = -20, max = 70000} : tensor<2x3xi32>
  output \"y\" = %4
}
";
    let g = qnn_ir::text::parse(text).expect("parses");
    let opts = LowerOptions {
        prove: true,
        ..Default::default()
    };
    let l = lower(&g, &opts).expect("lowers");
    let mut by_solver = 0;
    for p in &l.report.phases {
        for (rule, c) in &p.proofs {
            assert_eq!((c.failed, c.not_proved_total()), (0, 0), "{rule}: {c:?}");
            by_solver += c.by_solver;
        }
    }
    assert!(
        by_solver >= 2,
        "canon-add-zero and canon-clip-of-clip: {by_solver}"
    );
}

/// The same rule on an `i32` accumulator (input zero point 0, as TFLite's accumulators
/// have): 2^32 inputs, past the sweep, so z3 decides. A ratio of `2^-10` puts ties at every
/// 1024th input (with a multiplier of few trailing zero bits there are none in `i32`, and z3
/// proves the flipped nudge harmless, which it then is).
const GRAPH_I32: &str = "graph \"requantize32\" {
  input %0 \"acc\" : tensor<1x8x16xi32>
  %1 = qnn.requantize %0 {in_q = q(0.0009765625, 0), out_q = q(1.0, -5), ratio = f64, rounding = tflite_single, clamp = [-128, 127]} : tensor<1x8x16xi8>
  output \"y\" = %1
}
";

#[test]
fn the_solver_proves_the_rule_and_refutes_its_mutants_on_i32_accumulators() {
    if !z3() {
        return;
    }
    let g = qnn_ir::text::parse(GRAPH_I32).expect("parses");
    let l = lower(&g, &options(Bug::None, true)).expect("the correct rule is not refuted");
    let counts = l.report.phases[0]
        .proofs
        .iter()
        .find(|(r, _)| *r == "backend-requantize-single")
        .map(|(_, c)| c.clone())
        .expect("reported");
    assert_eq!((counts.proved, counts.by_solver), (1, 1), "{counts:?}");
    // (The zero-point mutants do nothing with a zero point of 0; the narrow one needs i16.)
    for bug in [
        Bug::ShiftOffByOne,
        Bug::FlippedNudge,
        Bug::Truncated33,
        Bug::DroppedClamp,
    ] {
        let err = lower(&g, &options(bug, true)).expect_err(&format!("{bug:?} is refuted"));
        let RewriteError::ProofFailed { failures } = &err else {
            panic!("{bug:?}: expected a proof failure, got {err}");
        };
        let ce = &failures[0].counterexample;
        // The interpreter's value at the solver's input is the left side's.
        let x: i64 = ce.inputs[0].1.parse().expect("an integer");
        let one = GRAPH_I32.replace("1x8x16", "1");
        let g1 = qnn_ir::text::parse(&one).expect("parses");
        let input = Tensor::from_i64(DType::I32, &[1], &[x]).expect("fits i32");
        let want = qnn_interp::run(&g1, &[input]).expect("runs")[0]
            .to_i64()
            .expect("ints")[0];
        assert_eq!(ce.lhs, want.to_string(), "{bug:?}: {ce}");
        assert_ne!(ce.lhs, ce.rhs, "{bug:?}");
    }
}

/// What a variant of the convolution rule gets wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ConvBug {
    None,
    /// The input zero point's correction taken over every tap of the filter, the padded ones
    /// included (right only where no window reaches the padding).
    PaddedTapCounted,
    /// The bias added twice.
    BiasTwice,
}

/// `qnn.conv2d` (per-tensor input, per-channel weights with zero points 0, a bias) as a
/// back-end might lower it: `conv2d(x, w) - conv2d(X_zp, w) + bias`, rescaled per channel,
/// `+ out_zp`, clamped; with `bug` in it.
fn conv_lowering(cx: &mut Cx, n: &ENode, a: &QnnConv2dAttrs, bug: ConvBug) -> Lowering {
    let (x, w, b) = (n.args[0], n.args[1], n.args[2]);
    let Some(out_q) = &a.out_q else {
        return Ok(None);
    };
    let in_zp = a.in_q.zero_point(0);
    let acc = cx.op(Op::Conv2d(a.window()), &[x, w], DType::I32)?;
    let correction = match bug {
        ConvBug::PaddedTapCounted => {
            // in_zp * sum(w) per output channel, whatever the window covers.
            let axes = ReduceAttrs {
                axes: vec![1, 2, 3],
                keep_dims: false,
            };
            let sums = cx.op(Op::Sum(axes), &[w], DType::I32)?;
            let z = cx.scalar(DType::I32, in_zp)?;
            cx.mul(sums, z)?
        }
        _ => {
            let xt = cx.ty(x);
            let n: usize = xt.shape.iter().product();
            let zeros = Tensor::from_i64(xt.dtype, &xt.shape, &vec![in_zp; n]).expect("fits");
            let xz = cx.constant(zeros);
            cx.op(Op::Conv2d(a.window()), &[xz, w], DType::I32)?
        }
    };
    let acc = cx.sub(acc, correction)?;
    let mut acc = cx.add(acc, b)?;
    if bug == ConvBug::BiasTwice {
        acc = cx.add(acc, b)?;
    }
    let channels = cx.ty(w).shape[0];
    let ms: Vec<_> = (0..channels)
        .map(|c| {
            let real = conv_real_multiplier(a.in_q.scale(0), a.w_q.scale(c), out_q.scale(0), false);
            quantize_multiplier_for(real, a.rounding)
        })
        .collect();
    let attrs = FixedPointMultiplyAttrs {
        multiplier: ms.iter().map(|m| m.multiplier).collect(),
        shift: ms.iter().map(|m| m.shift).collect(),
        axis: Some(3),
        rounding: a.rounding,
    };
    let r = cx.op(Op::FixedPointMultiply(attrs), &[acc], DType::I32)?;
    let zp = cx.scalar(DType::I32, out_q.zero_point(0))?;
    let r = cx.add(r, zp)?;
    let r = cx.clip(r, -128, 127)?;
    let out = cx.cast(r, DType::I8)?;
    cx.subsume(n);
    Ok(Some(out))
}

fn conv_rule(bug: ConvBug) -> Arc<dyn Rule> {
    macro_rules! variant {
        ($name:literal, $bug:expr) => {
            on::<kind::QnnConv2d>($name, |cx, n, a| conv_lowering(cx, n, a, $bug))
        };
    }
    match bug {
        ConvBug::None => variant!("backend-conv2d", ConvBug::None),
        ConvBug::PaddedTapCounted => {
            variant!("mutant-padded-tap-counted", ConvBug::PaddedTapCounted)
        }
        ConvBug::BiasTwice => variant!("mutant-bias-folded-twice", ConvBug::BiasTwice),
    }
}

/// A 3x3 `same` convolution of a 1x5x5x4 `int8` image (input zero point -3) to 6 channels
/// with per-channel weight scales and a bias.
fn conv_graph() -> Graph {
    let weights: Vec<String> = (0..6 * 3 * 3 * 4)
        .map(|i: i64| (((i * 37 + 11) % 255) - 127).to_string())
        .collect();
    let text = format!(
        "graph \"conv\" {{
  input %0 \"x\" : tensor<1x5x5x4xi8>
  %1 = const [{}] : tensor<6x3x3x4xi8>
  %2 = const [900, -4000, 37, 0, 12345, -1] : tensor<6xi32>
  %3 = qnn.conv2d %0, %1, %2 {{in_q = q(0.05, -3), w_q = q_axis(0, [0.02, 0.05, 0.011, 0.3, 0.004, 0.07], [0, 0, 0, 0, 0, 0]), out_q = q(0.4, 5), product = f64, strides = [1, 1], padding = same, dilation = [1, 1], groups = 1, data_layout = nhwc, kernel_layout = ohwi, acc = i32, rounding = tflite_double, clamp = none}} : tensor<1x5x5x6xi8>
  output \"y\" = %3
}}
",
        weights.join(", ")
    );
    qnn_ir::text::parse(&text).expect("parses")
}

fn conv_options(bug: ConvBug, prove: bool) -> LowerOptions {
    LowerOptions {
        extra_rules: vec![(Phase::Canonicalize, conv_rule(bug))],
        prove,
        ..Default::default()
    }
}

#[test]
fn the_solver_proves_a_convolution_lowering_and_refutes_its_mutants() {
    if !z3() {
        return;
    }
    let g = conv_graph();
    let l = lower(&g, &conv_options(ConvBug::None, true)).expect("the correct rule is proved");
    let counts = l.report.phases[0]
        .proofs
        .iter()
        .find(|(r, _)| *r == "backend-conv2d")
        .map(|(_, c)| c.clone())
        .expect("reported");
    assert_eq!(
        (counts.proved, counts.by_solver, counts.failed),
        (1, 1, 0),
        "{counts:?}"
    );
    let mut missed_by_validation = Vec::new();
    for bug in [ConvBug::PaddedTapCounted, ConvBug::BiasTwice] {
        let err = lower(&g, &conv_options(bug, true)).expect_err(&format!("{bug:?} is refuted"));
        let RewriteError::ProofFailed { failures } = &err else {
            panic!("{bug:?}: expected a proof failure, got {err}");
        };
        let f = &failures[0];
        assert_eq!(
            (f.rule, f.value, f.op),
            (conv_rule(bug).name(), Some(3), "qnn.conv2d")
        );
        let ce = &f.counterexample;
        println!("{bug:?}: {err}");
        assert_ne!(ce.lhs, ce.rhs, "{bug:?}: {ce}");
        assert_eq!(ce.inputs.len(), 1, "{bug:?}: {ce}");
        assert_eq!(ce.inputs[0].0, Some(0), "{bug:?}: the input %0");
        if bug == ConvBug::PaddedTapCounted {
            // Only a window that reaches the padding tells the forms apart.
            let [_, h, w, _] = ce.position[..] else {
                panic!("a rank-4 position: {ce}")
            };
            assert!([h, w].iter().any(|&p| p == 0 || p == 4), "{ce}");
        }
        let l = lower(&g, &conv_options(bug, false)).expect("lowers without --prove");
        let seen = (0..1000u64).any(|seed| {
            let inputs = qnn_check::validate::random_inputs(&g, seed);
            qnn_check::validate::compare(&g, &l.graph, &inputs).is_err()
        });
        if !seen {
            missed_by_validation.push(bug);
        }
    }
    println!("--validate 1000 missed {missed_by_validation:?} of the convolution mutants");
}

/// TFLite's 16x8 depthwise convolution (`int16` input, `int64` accumulator, the 15-bit
/// multiplier of `tflite_int64`): the built-in lowering is proved by z3 for every input and
/// every weight tensor, the output stage at a cut within the accumulator's bounds.
#[test]
fn the_solver_proves_a_16x8_convolution_lowering() {
    if !z3() {
        return;
    }
    let weights: Vec<String> = (0..3 * 3 * 4)
        .map(|i: i64| (((i * 53 + 7) % 255) - 127).to_string())
        .collect();
    let text = format!(
        "graph \"dw16\" {{
  input %0 \"x\" : tensor<1x6x6x4xi16>
  %1 = const [{}] : tensor<1x3x3x4xi8>
  %2 = const [4000, -2500, 0, 123] : tensor<4xi64>
  %3 = qnn.conv2d %0, %1, %2 {{in_q = q(0.0001, 0), w_q = q_axis(3, [0.01, 0.02, 0.005, 0.03], [0, 0, 0, 0]), out_q = q(0.0004, 0), product = f64, strides = [1, 1], padding = same, dilation = [1, 1], groups = 4, data_layout = nhwc, kernel_layout = ihwo, acc = i64, rounding = tflite_int64, clamp = none}} : tensor<1x6x6x4xi16>
  output \"y\" = %3
}}
",
        weights.join(", ")
    );
    assert_proved_by_solver(&text, "lower-conv2d");
}

/// Lowers `text` with `--prove` (nothing refuted) and checks that `rule` was applied once
/// and proved by z3.
fn assert_proved_by_solver(text: &str, rule: &str) {
    let g = qnn_ir::text::parse(text).expect("parses");
    let counts = proof_counts(&g, rule);
    assert_eq!(
        (counts.proved, counts.by_solver, counts.failed),
        (1, 1, 0),
        "{rule}: {counts:?}"
    );
}

/// The built-in rules' proof counts for `rule` over all phases, lowering `g` with `--prove`
/// (nothing may be refuted).
fn proof_counts(g: &Graph, rule: &str) -> qnn_rewrite::ProofCounts {
    let opts = LowerOptions {
        prove: true,
        ..Default::default()
    };
    let l = lower(g, &opts).expect("lowers with nothing refuted");
    l.report
        .phases
        .iter()
        .flat_map(|p| &p.proofs)
        .find(|(r, _)| *r == rule)
        .map(|(_, c)| c.clone())
        .expect("reported")
}

/// The first proof failure of lowering `g` with `--prove` and the back-end rule `mutant`,
/// which must be the one refuted, with sides that differ.
fn refuted(g: &Graph, mutant: Arc<dyn Rule>) -> qnn_rewrite::ProofFailure {
    let name = mutant.name();
    let opts = LowerOptions {
        extra_rules: vec![(Phase::Canonicalize, mutant)],
        prove: true,
        ..Default::default()
    };
    let err = lower(g, &opts).expect_err("the mutant is refuted");
    let RewriteError::ProofFailed { failures } = err else {
        panic!("expected a proof failure, got {err}");
    };
    let f = failures[0].clone();
    assert_eq!(f.rule, name, "{failures:?}");
    let ce = &f.counterexample;
    assert_ne!(ce.lhs, ce.rhs, "{ce}");
    println!("{name} is refuted: {ce}");
    f
}

/// Max pooling over a `same`-padded window (in-image taps only, from the type's minimum)
/// and its clamp: the built-in rewrite to the core `max_pool2d` is proved by z3 at a
/// symbolic position.
#[test]
fn the_solver_proves_a_max_pool_rewrite() {
    if !z3() {
        return;
    }
    let text = "graph \"pool\" {
  input %0 \"x\" : tensor<1x7x7x3xi8>
  %1 = qnn.max_pool2d %0 {kernel = [3, 3], strides = [2, 2], padding = same, layout = nhwc, clamp = [0, 127]} : tensor<1x4x4x3xi8>
  output \"y\" = %1
}
";
    assert_proved_by_solver(text, "canon-max-pool-to-core");
}

/// `qnn.quantize` (`roundf(x / s)` in `f32`, TFLite's order) as a back-end might lower it:
/// with the reciprocal multiplied instead (`x * (1 / s)`, a cheaper and common form that
/// rounds differently on some inputs).
fn quantize_by_reciprocal(cx: &mut Cx, n: &ENode, a: &QuantizeAttrs) -> Lowering {
    if a.out_q.axis().is_some() || a.rounding != Rounding::ToNearest {
        return Ok(None);
    }
    let (lo, hi) = n.dtype.int_range().expect("an integer result");
    let inv = f32_tensor(&[], 1.0 / a.out_q.scale(0));
    let inv = cx.constant(inv);
    let q = cx.op(Op::Multiply(NoAttrs {}), &[n.args[0], inv], DType::F32)?;
    let r = cx.build(
        Op::Round(RoundAttrs {
            mode: Mode::HalfAway,
        }),
        &[q],
    )?;
    let i = cx.cast(r, DType::I32)?;
    let zp = cx.scalar(DType::I32, a.out_q.zero_point(0))?;
    let v = cx.add(i, zp)?;
    let c = cx.clip(v, lo, hi)?;
    let out = cx.cast(c, n.dtype)?;
    cx.subsume(n);
    Ok(Some(out))
}

/// A tensor of `shape` holding `x`.
fn f32_tensor(shape: &[usize], x: f32) -> Tensor {
    let ty = qnn_ir::TensorType::new(DType::F32, shape.to_vec());
    let n = ty.num_elements().expect("static");
    Tensor::new(ty, qnn_ir::Data::F32(vec![x; n])).expect("fits")
}

/// Applications over a float input (2^32 values per element, no solver encoding) are
/// decided by intervals of it (`docs/prove.md`, "Float operands"): the built-in lowering of
/// `qnn.quantize` is proved for every `f32` (8 and 16 bits, per tensor and per axis, each tie
/// rule), and the reciprocal-multiply variant is refuted at an input the interpreter confirms.
#[test]
fn float_quantize_is_proved_by_intervals_and_a_reciprocal_multiply_is_refuted() {
    let text = "graph \"quantize\" {
  input %0 \"x\" : tensor<2x8xf32>
  %1 = qnn.quantize %0 {out_q = q(0.1, -3), rounding = to_nearest} : tensor<2x8xi8>
  %2 = qnn.quantize %0 {out_q = q_axis(0, [0.5, 0.0007], [127, 3]), rounding = half_even} : tensor<2x8xu8>
  %3 = qnn.quantize %0 {out_q = q(0.00031, 0), rounding = to_nearest} : tensor<2x8xi16>
  output \"a\" = %1
  output \"b\" = %2
  output \"c\" = %3
}
";
    let g = qnn_ir::text::parse(text).expect("parses");
    let counts = proof_counts(&g, "lower-quantize");
    assert_eq!(
        (counts.proved, counts.failed, counts.not_proved_total()),
        (3, 0, 0),
        "{counts:?}"
    );

    let one = "graph \"quantize\" {
  input %0 \"x\" : tensor<1xf32>
  %1 = qnn.quantize %0 {out_q = q(0.1, -3), rounding = to_nearest} : tensor<1xi8>
  output \"a\" = %1
}
";
    let g = qnn_ir::text::parse(one).expect("parses");
    let rule = on::<kind::QnnQuantize>("mutant-reciprocal-multiply", quantize_by_reciprocal);
    let f = refuted(&g, rule);
    // The input is printed with its bits: `x (0x........)`.
    let ce = &f.counterexample;
    let bits = ce.inputs[0].1.split("(0x").nth(1).expect("the bits");
    let x = f32::from_bits(u32::from_str_radix(&bits[..8], 16).expect("hex"));
    let at = f32_tensor(&[1], x);
    let out = qnn_interp::run(&g, &[at]).expect("runs");
    assert_eq!(f.value, Some(1));
    assert_eq!(
        ce.lhs,
        out[0].to_i64().expect("integers")[0].to_string(),
        "{ce}"
    );
}

/// A back-end's `qnn.concatenate` that copies every input whose scale is the output's, its
/// zero point ignored (inputs that only differ in zero point then shift).
fn concat_copying_equal_scales(cx: &mut Cx, n: &ENode, a: &QnnConcatAttrs) -> Lowering {
    if a.in_q.iter().any(|q| q.scale(0) != a.out_q.scale(0)) {
        return Ok(None);
    }
    let out = cx.build(Op::Concatenate(ConcatAttrs { axis: a.axis }), &n.args)?;
    cx.subsume(n);
    Ok(Some(out))
}

/// Concatenations are decided input by input (`docs/prove.md`): the built-in lowering of a
/// `qnn.concatenate` whose inputs have other parameters than its output is proved, and a
/// lowering that copies an input with the output's scale but another zero point is refuted
/// at a position in that input's region.
#[test]
fn concatenations_are_proved_input_by_input() {
    let text = "graph \"concat\" {
  input %0 \"a\" : tensor<1x2x2x3xu8>
  input %1 \"b\" : tensor<1x2x2x4xu8>
  %2 = qnn.concatenate %0, %1 {in_q = [q(0.5, 128), q(0.5, 100)], out_q = q(0.5, 128), axis = 3, rounding = tflite_double} : tensor<1x2x2x7xu8>
  output \"y\" = %2
}
";
    let g = qnn_ir::text::parse(text).expect("parses");
    let counts = proof_counts(&g, "lower-concatenate");
    assert_eq!(
        (counts.proved, counts.not_proved_total()),
        (1, 0),
        "{counts:?}"
    );

    let rule = on::<kind::QnnConcatenate>("mutant-concat-copies", concat_copying_equal_scales);
    let f = refuted(&g, rule);
    let ce = &f.counterexample;
    // In the second input's region (channels 3..7), and real: the kernel rescales
    // `b - 100` to `b - 100 + 128`, the copy keeps `b`.
    assert!(ce.position[3] >= 3, "{ce}");
    let b: i64 = ce
        .inputs
        .iter()
        .find(|(v, _)| *v == Some(1))
        .expect("b")
        .1
        .parse()
        .expect("b");
    assert_eq!(ce.lhs, (b + 28).clamp(0, 255).to_string(), "{ce}");
    assert_eq!(ce.rhs, b.to_string(), "{ce}");
}

/// `qnn.mean` over the spatial axes (a global average pool): the built-in lowering (a 32-bit
/// `sum`, minus `in_zp * N`, TFLite's rescale by `mean_params`) is proved by z3 at a symbolic
/// position.
#[test]
fn the_solver_proves_a_mean_lowering() {
    if !z3() {
        return;
    }
    let text = "graph \"mean\" {
  input %0 \"x\" : tensor<1x5x5x3xi8>
  %1 = qnn.mean %0 {in_q = q(0.1, -5), out_q = q(0.05, 3), axes = [1, 2], keep_dims = false, rounding = tflite_double} : tensor<1x3xi8>
  output \"y\" = %1
}
";
    assert_proved_by_solver(text, "lower-mean");
}

/// A slice (here with a negative stride) at a symbolic position: adding a constant before or
/// after slicing is equal for every input (`qnnc equiv`'s machinery), and a slice with
/// another stride is not, with a counterexample.
#[test]
fn the_solver_decides_graphs_through_a_slice() {
    if !z3() {
        return;
    }
    let graph = |body: &str| {
        let text = format!(
            "graph \"s\" {{\n  input %0 \"x\" : tensor<2x7x4xi16>\n{body}  output \"y\" = %3\n}}\n"
        );
        qnn_ir::text::parse(&text).expect("parses")
    };
    let c = "  %1 = const [3] : tensor<1xi32>\n";
    let after = graph(&format!(
        "  %2 = slice %0 {{begin = [1, 6, 0], end = [2, -1, 3], strides = [1, -2, 2]}} : tensor<1x4x2xi16>\n{c}  %4 = cast %2 : tensor<1x4x2xi32>\n  %3 = add %4, %1 : tensor<1x4x2xi32>\n"
    ));
    let before = |stride: i64| {
        graph(&format!(
            "{c}  %4 = cast %0 : tensor<2x7x4xi32>\n  %5 = add %4, %1 : tensor<2x7x4xi32>\n  %3 = slice %5 {{begin = [1, 6, 0], end = [2, -1, 3], strides = [1, -2, {stride}]}} : tensor<1x4x2xi32>\n"
        ))
    };
    let budget = qnn_rewrite::RewriteBudget::default();
    let v = qnn_rewrite::prove::equivalent(&after, &before(2), &budget).expect("comparable");
    assert!(
        matches!(v[0].1, qnn_rewrite::prove::Verdict::Proved(_)),
        "{v:?}"
    );
    let v = qnn_rewrite::prove::equivalent(&after, &before(1), &budget).expect("comparable");
    assert!(
        matches!(v[0].1, qnn_rewrite::prove::Verdict::Failed(_)),
        "{v:?}"
    );
}

/// `qnn.dense` under `f64_half_away` (TFLite's reference FULLY_CONNECTED:
/// `round((double)acc * M)`) as a back-end might lower it, with each channel's multiplier
/// `M` first rounded to `f32` where `f32_multiplier` (a form that moves a few of the
/// rounding thresholds by one accumulator).
fn dense_f64(cx: &mut Cx, n: &ENode, a: &QnnDenseAttrs, f32_multiplier: bool) -> Lowering {
    let (Some(out_q), &[x, w, b]) = (&a.out_q, &n.args[..]) else {
        return Ok(None);
    };
    let acc = cx.op(Op::Dense(NoAttrs {}), &[x, w], DType::I32)?;
    let acc = cx.add(acc, b)?;
    let f = cx.cast(acc, DType::F64)?;
    let o = cx.ty(w).shape[0];
    let ms: Vec<f64> = (0..o)
        .map(|c| {
            let m = conv_real_multiplier(a.in_q.scale(0), a.w_q.scale(c), out_q.scale(0), false);
            match f32_multiplier {
                true => f64::from(m as f32),
                false => m,
            }
        })
        .collect();
    let ty = qnn_ir::TensorType::new(DType::F64, vec![1, o]);
    let m = cx.constant(Tensor::new(ty, qnn_ir::Data::F64(ms)).expect("fits"));
    let r = cx.mul(f, m)?;
    let r = cx.build(
        Op::Round(RoundAttrs {
            mode: Mode::HalfAway,
        }),
        &[r],
    )?;
    let r = cx.cast(r, DType::I32)?;
    let zp = cx.scalar(DType::I32, out_q.zero_point(0))?;
    let r = cx.add(r, zp)?;
    let r = cx.clip(r, -128, 127)?;
    let out = cx.cast(r, DType::I8)?;
    cx.subsume(n);
    Ok(Some(out))
}

/// Output stages that round in double precision (`docs/prove.md`, "Real output stages")
/// are cut at the accumulator: the built-in lowering of an `f64_half_away` `qnn.dense` and a
/// back-end's that keeps the multiplier in `f64` are proved for all inputs; the back-end's
/// with the multiplier rounded to `f32` is refuted at an input the interpreter confirms.
#[test]
fn double_rounding_output_stages_are_proved_at_the_accumulator() {
    if !z3() {
        return;
    }
    let weights: Vec<String> = (0..5 * 24)
        .map(|i: i64| (((i * 53 + 7) % 255) - 127).to_string())
        .collect();
    let text = format!(
        "graph \"head\" {{
  input %0 \"x\" : tensor<2x24xi8>
  %1 = const [{}] : tensor<5x24xi8>
  %2 = const [310, -4021, 77, 0, 12000] : tensor<5xi32>
  %3 = qnn.dense %0, %1, %2 {{in_q = q(0.0213, 0), w_q = q_axis(0, [0.0031, 0.0027, 0.0042, 0.0019, 0.0035], [0, 0, 0, 0, 0]), out_q = q(0.0407, 3), product = f64, keep_dims = false, acc = i32, rounding = f64_half_away, clamp = none}} : tensor<2x5xi8>
  output \"y\" = %3
}}
",
        weights.join(", ")
    );
    assert_proved_by_solver(&text, "lower-dense");
    let g = qnn_ir::text::parse(&text).expect("parses");
    let opts = LowerOptions {
        extra_rules: vec![(
            Phase::Canonicalize,
            on::<kind::QnnDense>("backend-dense-f64", |cx, n, a| dense_f64(cx, n, a, false)),
        )],
        prove: true,
        ..Default::default()
    };
    let l = lower(&g, &opts).expect("the f64 multiplier is proved");
    let counts = &l.report.phases[0]
        .proofs
        .iter()
        .find(|(r, _)| *r == "backend-dense-f64")
        .expect("reported")
        .1;
    assert_eq!(
        (counts.proved, counts.not_proved_total()),
        (1, 0),
        "{counts:?}"
    );

    let mutant = on::<kind::QnnDense>("mutant-f32-multiplier", |cx, n, a| {
        dense_f64(cx, n, a, true)
    });
    // (The counterexample is one the interpreter, run on its input, confirmed.)
    refuted(&g, mutant);
}

/// `qnn.avg_pool2d` as a back-end might lower it, with one of two bugs: the padded taps
/// counted (`by_area`: the window's sum divided by its area everywhere, right only where a
/// window lies in the image), or the clamp's bottom one too high (TFLite's symmetric
/// `[-127, 127]` for an `int8` result whose kernel clamps at -128).
fn avg_pool_mutant(cx: &mut Cx, n: &ENode, a: &PoolAttrs, by_area: bool) -> Lowering {
    let x = n.args[0];
    let sum = cx.op(Op::PoolSum(a.window()), &[x], DType::I32)?;
    let divisor = match by_area {
        true => cx.scalar(DType::I32, (a.kernel[0] * a.kernel[1]) as i64)?,
        false => {
            let xt = cx.ty(x);
            let ones = vec![1; xt.shape.iter().product()];
            let ones = cx.constant(Tensor::from_i64(DType::I32, &xt.shape, &ones).expect("fits"));
            cx.op(Op::PoolSum(a.window()), &[ones], DType::I32)?
        }
    };
    let q = cx.build(Op::RoundDivide(NoAttrs {}), &[sum, divisor])?;
    let (lo, hi) = n.dtype.int_range().expect("an integer result");
    let c = cx.clip(q, lo + i64::from(!by_area), hi)?;
    let out = cx.cast(c, n.dtype)?;
    cx.subsume(n);
    Ok(Some(out))
}

/// Average pooling is cut at the division (`docs/prove.md`, "Average pooling"): the
/// built-in lowering of `same`-padded 8- and 16-bit pools is proved for all inputs, and a
/// lowering that divides by the window's area (a padded tap counted) and one that clamps at
/// -127 are each refuted at an input the interpreter confirms.
#[test]
fn average_pools_are_proved_at_the_division() {
    let text = "graph \"pools\" {
  input %0 \"x\" : tensor<1x5x6x3xi8>
  input %1 \"y\" : tensor<1x5x6x2xi16>
  %2 = qnn.avg_pool2d %0 {kernel = [3, 3], strides = [2, 2], padding = same, layout = nhwc, clamp = none} : tensor<1x3x3x3xi8>
  %3 = qnn.avg_pool2d %1 {kernel = [2, 3], strides = [1, 1], padding = same, layout = nhwc, clamp = [-1000, 32767]} : tensor<1x5x6x2xi16>
  output \"a\" = %2
  output \"b\" = %3
}
";
    let g = qnn_ir::text::parse(text).expect("parses");
    let counts = proof_counts(&g, "lower-avg-pool2d");
    assert_eq!(
        (counts.proved, counts.not_proved_total()),
        (2, 0),
        "{counts:?}"
    );

    let by_area = on::<kind::QnnAvgPool2d>("mutant-padded-taps-averaged", |cx, n, a| {
        avg_pool_mutant(cx, n, a, true)
    });
    let clamp = on::<kind::QnnAvgPool2d>("mutant-symmetric-clamp", |cx, n, a| {
        avg_pool_mutant(cx, n, a, false)
    });
    for rule in [by_area, clamp] {
        refuted(&g, rule);
    }
}

/// Reshapes between per-tensor elementwise ops keep each element's flat index, so such
/// graphs are compared flat: requantizing before or after a reshape that regroups every axis
/// is equal for all inputs, and with another zero point it is not, the counterexample's
/// position given in the result's own shape.
#[test]
fn reshapes_between_elementwise_ops_are_seen_through() {
    let graph = |body: &str| {
        let text = format!(
            "graph \"r\" {{\n  input %0 \"x\" : tensor<2x3x4xi8>\n{body}  output \"y\" = %2\n}}\n"
        );
        qnn_ir::text::parse(&text).expect("parses")
    };
    let requantize = |x: &str, shape: &str, zp: i64| {
        format!("qnn.requantize {x} {{in_q = q(0.05, 3), out_q = q(0.11, {zp}), ratio = f64, rounding = tflite_double, clamp = none}} : tensor<{shape}xi8>")
    };
    let after = graph(&format!(
        "  %1 = reshape %0 {{shape = [4, 6]}} : tensor<4x6xi8>\n  %2 = {}\n",
        requantize("%1", "4x6", -2)
    ));
    let before = |zp: i64| {
        graph(&format!(
            "  %1 = {}\n  %2 = reshape %1 {{shape = [4, 6]}} : tensor<4x6xi8>\n",
            requantize("%0", "2x3x4", zp)
        ))
    };
    let budget = qnn_rewrite::RewriteBudget::default();
    let v = qnn_rewrite::prove::equivalent(&after, &before(-2), &budget).expect("comparable");
    assert!(
        matches!(v[0].1, qnn_rewrite::prove::Verdict::Proved(_)),
        "{v:?}"
    );
    let v = qnn_rewrite::prove::equivalent(&after, &before(-1), &budget).expect("comparable");
    let qnn_rewrite::prove::Verdict::Failed(c) = &v[0].1 else {
        panic!("{v:?}");
    };
    assert_eq!(c.position.len(), 2, "{c}");
    assert_ne!(c.lhs, c.rhs, "{c}");
}

/// A mutant `qnn.sum` lowering: the builtin kernel's float stage with the bias's zero-point
/// term left out (`b` without `- in_zp * N * s`), or the sum taken over the signed elements
/// where the reference kernel sums their bytes.
fn sum_mutant(cx: &mut Cx, n: &ENode, a: &QnnSumAttrs, drop_offset: bool) -> Lowering {
    let x = n.args[0];
    let reduce = Op::Sum(ReduceAttrs {
        axes: a.axes.clone(),
        keep_dims: a.keep_dims,
    });
    let total = cx.op(reduce, &[x], DType::I32)?;
    let f = cx.cast(total, DType::F32)?;
    let count: usize = a.axes.iter().map(|&d| cx.ty(x).shape[d]).product();
    let in_zp = if drop_offset {
        0
    } else {
        a.in_q.zero_point(0) as i32
    };
    let (s, b) = qnn_arith::sum_scale_bias(a.in_q.scale(0), in_zp, a.out_q.scale(0), count as i64);
    let f32_scalar = |v: f32| Tensor::new(TensorType::new(DType::F32, vec![]), Data::F32(vec![v]));
    let s = cx.constant(f32_scalar(s).expect("a scalar"));
    let b = cx.constant(f32_scalar(b).expect("a scalar"));
    let scaled = cx.mul(f, s)?;
    let biased = cx.add(scaled, b)?;
    let r = cx.build(
        Op::Round(RoundAttrs {
            mode: Mode::HalfAway,
        }),
        &[biased],
    )?;
    let i = cx.cast(r, DType::I32)?;
    let zp = cx.scalar(DType::I32, a.out_q.zero_point(0))?;
    let shifted = cx.add(i, zp)?;
    let (lo, hi) = n.dtype.int_range().expect("an integer result");
    let c = cx.clip(shifted, lo, hi)?;
    let out = cx.cast(c, n.dtype)?;
    cx.subsume(n);
    Ok(Some(out))
}

/// Sums and means are cut at the total (`docs/prove.md`, "Sums"): the built-in lowerings of
/// both of TFLite's SUM kernels and of a mean over 196 elements are proved for all inputs,
/// and a lowering that leaves out the input's
/// zero point, or sums the signed elements for the reference kernel (which sums bytes), is
/// refuted at an input the interpreter confirms.
#[test]
fn sums_are_proved_at_the_total() {
    let text = |kernel: &str| {
        format!(
            "graph \"sums\" {{
  input %0 \"x\" : tensor<2x3x3x6xi8>
  %1 = qnn.sum %0 {{in_q = q(0.018112227, 33), out_q = q(0.08742944, 52), axes = [1, 2], keep_dims = false, kernel = {kernel}}} : tensor<2x6xi8>
  output \"y\" = %1
}}
"
        )
    };
    for kernel in ["builtin", "reference"] {
        let g = qnn_ir::text::parse(&text(kernel)).expect("parses");
        let counts = proof_counts(&g, "lower-sum");
        assert_eq!(
            (counts.proved, counts.not_proved_total()),
            (1, 0),
            "{kernel}: {counts:?}"
        );
    }
    // A mean over 14x14 elements, cut the same way.
    let mean = "graph \"mean\" {
  input %0 \"x\" : tensor<1x14x14x8xi8>
  %1 = qnn.mean %0 {in_q = q(0.0235, -3), out_q = q(0.0117, -10), axes = [1, 2], keep_dims = true, rounding = tflite_double} : tensor<1x1x1x8xi8>
  output \"y\" = %1
}
";
    let g = qnn_ir::text::parse(mean).expect("parses");
    let counts = proof_counts(&g, "lower-mean");
    assert_eq!(
        (counts.proved, counts.not_proved_total()),
        (1, 0),
        "{counts:?}"
    );
    let builtin = qnn_ir::text::parse(&text("builtin")).expect("parses");
    let offset = on::<kind::QnnSum>("mutant-sum-without-offset", |cx, n, a| {
        sum_mutant(cx, n, a, true)
    });
    refuted(&builtin, offset);
    let reference = qnn_ir::text::parse(&text("reference")).expect("parses");
    let signed = on::<kind::QnnSum>("mutant-sum-of-signed-elements", |cx, n, a| {
        sum_mutant(cx, n, a, false)
    });
    refuted(&reference, signed);
}
