//! An example back-end, written outside the library crates against their public API only:
//! the pattern a back-end author copies (`docs/targets.md` walks through it step by step).
//!
//! "ACME NPU" is a made-up accelerator: it multiplies int8 x int8 (nothing wider), has a
//! cheap barrel shifter and an expensive multiplier, and supports dilation up to 2. Its
//! back-end registers one target with
//!
//! 1. the (op, operand dtypes) combinations it executes ([`Native`]);
//! 2. two graph hooks: the library's exact dtype hook (`retype_mac`) on `qnn.conv2d` and
//!    `qnn.dense`, and a check of its own that refuses dilations it cannot run;
//! 3. a rewrite rule for the fold phase: `x * 2^k = x << k`;
//! 4. a cost override that makes the shift cheaper than the multiply, so that extraction
//!    takes the rule's form.
//!
//! The tests check that it compiles real models bit-exactly, that its rule and costs take
//! effect, and that its errors name the hook, the op and the value.

use qnn_ir::ops::{kind, NoAttrs};
use qnn_ir::{DType, Op, Opcode, Tensor, ValueId};
use qnn_legalize::{
    compile, retype_mac, HookCx, HookError, LegalizeError, Native, Registry, Target,
};
use qnn_rewrite::ClassData;
use qnn_rewrite::ENode;
use qnn_rewrite::{on_needing, Cx, Needs, RuleError};
use qnn_rewrite::{Cost, CostOverride};
use qnn_rewrite::{Id, Phase};
use std::path::{Path, PathBuf};
use std::sync::Arc;

// ---------------------------------------------------------------------------------------
// The back-end.

/// Step 3's rule: `multiply(x, 2^k) = shift_left(x, k)` on integers, for a scalar constant
/// `2^k` (`0 < k < bits`): both wrap modulo `2^bits`, so they are equal.
fn multiply_pow2_to_shift(cx: &mut Cx, node: &ENode, _: &NoAttrs) -> Result<Option<Id>, RuleError> {
    let bits = match node.dtype {
        DType::I8 | DType::U8 => 8,
        DType::I16 | DType::U16 => 16,
        DType::I32 => 32,
        _ => return Ok(None),
    };
    let (x, c) = (node.args[0], node.args[1]);
    if cx.ty(c).rank() != 0 {
        return Ok(None);
    }
    let Some(&[v]) = cx.konst(c).and_then(Tensor::to_i64).as_deref() else {
        return Ok(None);
    };
    let k = i64::from(v.trailing_zeros());
    if v <= 1 || v.count_ones() != 1 || k >= bits {
        return Ok(None);
    }
    let k = cx.scalar(node.dtype, k)?;
    cx.build(Op::ShiftLeft(NoAttrs {}), &[x, k]).map(Some)
}

/// ACME's costs: a shift costs a quarter of an element, a multiply four (the built-in model
/// prices both at one per element); every other op keeps its built-in cost.
struct AcmeCost;

impl CostOverride for AcmeCost {
    fn cost(&self, op: &Op, out: &ClassData, _args: &[&ClassData]) -> Option<Cost> {
        let n = out.ty.num_elements()? as u64;
        let work = match op {
            Op::ShiftLeft(_) => (n / 4).max(1),
            Op::Multiply(_) => n.saturating_mul(4),
            _ => return None,
        };
        Some(Cost { work, bytes: 0 })
    }
}

/// Step 2's second hook: ACME runs dilations up to 2 only. It changes nothing; it refuses,
/// with a message the pass prefixes with the hook's and the value's names.
fn dilation_limit(
    _cx: &mut HookCx<'_>,
    op: &Op,
    _args: &[ValueId],
) -> Result<Option<ValueId>, HookError> {
    match op {
        Op::QnnConv2d(a) if a.dilation.iter().any(|&d| d > 2) => Err(HookError::Refused(format!(
            "ACME NPU runs dilations up to 2, found {:?}",
            a.dilation
        ))),
        _ => Ok(None),
    }
}

/// The target, built with the public builder.
fn acme() -> Target {
    Target::new(
        "acme-npu",
        "ACME NPU: int8 x int8 MAC array, barrel shifter",
    )
    .feature("dot-i8-i8", "int8 x int8 products summed into int32")
    // Every integer core op but conv2d and dense, on any dtypes ...
    .native_core_ops()
    // ... and conv2d / dense on int8 x int8 only: no i16 path.
    .native(Native::with(Opcode::Conv2d, &[DType::I8, DType::I8]))
    .native(Native::with(Opcode::Dense, &[DType::I8, DType::I8]))
    // Hooks run in this order; the first that rewrites an op wins.
    .hook(Opcode::QnnConv2d, "acme-dilation-limit", dilation_limit)
    .hook(Opcode::QnnConv2d, "acme-conv2d-dtypes", retype_mac)
    .hook(Opcode::QnnDense, "acme-dense-dtypes", retype_mac)
    .rule(
        Phase::Fold,
        on_needing::<kind::Multiply>(
            "acme-multiply-pow2-to-shift",
            Needs::SomeConstantOperand,
            multiply_pow2_to_shift,
        ),
    )
    .cost(Arc::new(AcmeCost))
}

/// The registry a tool built on this back-end uses: the built-in targets plus ACME.
fn registry() -> Registry {
    let mut r = Registry::builtin();
    r.register(acme()).expect("ACME registers");
    r
}

// ---------------------------------------------------------------------------------------
// Tests.

#[path = "../crates/qnn-cli/src/file.rs"]
mod file;
#[path = "../crates/qnn-cli/src/npy.rs"]
#[allow(dead_code)]
mod npy;

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/tflite")
        .join(name)
}

#[test]
fn registers_next_to_the_built_in_targets() {
    let r = registry();
    assert_eq!(r.lookup("acme-npu").expect("found").name, "acme-npu");
    assert!(r.lookup("x86-vnni").is_ok());
    let unknown = r.lookup("acme").expect_err("unknown");
    assert_eq!(
        unknown.to_string(),
        "unknown target `acme` (known targets: generic, x86, x86-vnni, arm, arm-dotprod, cuda, acme-npu)"
    );
    let mut twice = registry();
    assert!(matches!(
        twice.register(acme()),
        Err(LegalizeError::DuplicateTarget(n)) if n == "acme-npu"
    ));
}

/// Real converter-made models, int8 per-channel and legacy uint8, compiled for ACME: equal to
/// TFLite's reference outputs on every stored case.
#[test]
fn compiles_real_models_bit_exactly() {
    let r = registry();
    let target = r.lookup("acme-npu").expect("registered");
    for name in [
        "mobilenet_v2",
        "uint8_legacy",
        "conv_single",
        "dense_single",
    ] {
        let dir = fixture(name);
        let bytes = std::fs::read(dir.join("model.tflite")).expect("model");
        let model = qnn_tflite::read_model(&bytes).expect("reads");
        let g = qnn_tflite::import(&model).expect("imports");
        let c = compile(&g, target, &Default::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
        let applied = &c.legalized.report.applied;
        assert_eq!(applied["acme-dilation-limit"], 0, "{name}");
        // Both real models have int8 x int8 convolutions already; the legacy one needs its
        // uint8 operands moved to int8.
        if name == "uint8_legacy" {
            assert!(applied["acme-conv2d-dtypes"] > 0, "{name}: {applied:?}");
        }
        for k in 0.. {
            let input = dir.join(format!("case{k}_in0.npy"));
            if !input.exists() {
                assert!(k > 0, "{name}: no cases");
                break;
            }
            let x = npy::read(&input).expect("input");
            let got = qnn_interp::run(&c.lowered.graph, &[x]).expect("runs");
            let want = npy::read(&dir.join(format!("case{k}_out0.npy"))).expect("output");
            assert_eq!(got[0], want, "{name}: case {k}");
        }
    }
}

#[test]
fn its_rule_and_its_costs_take_the_shift() {
    let g = qnn_ir::text::parse(
        "graph \"g\" {\n  input %0 \"x\" : tensor<6xi32>\n  %1 = const [8] : tensor<i32>\n  %2 = multiply %0, %1 : tensor<6xi32>\n  output \"y\" = %2\n}\n",
    )
    .expect("parses");
    let r = registry();
    let c = compile(
        &g,
        r.lookup("acme-npu").expect("registered"),
        &Default::default(),
    )
    .expect("compiles");
    let fold = c
        .lowered
        .report
        .phases
        .iter()
        .find(|p| p.phase == "fold")
        .expect("fold");
    assert!(
        fold.applied.contains(&("acme-multiply-pow2-to-shift", 1)),
        "{:?}",
        fold.applied
    );
    let ops: Vec<&str> = c
        .lowered
        .graph
        .iter()
        .filter_map(|(_, v)| match &v.def {
            qnn_ir::ValueDef::Op { op, .. } if !matches!(op, Op::Const(_)) => {
                Some(op.opcode().mnemonic())
            }
            _ => None,
        })
        .collect();
    assert_eq!(ops, ["shift_left"]);
    for seed in 0..4 {
        let inputs = qnn_check::validate::random_inputs(&g, seed);
        assert_eq!(
            qnn_check::validate::compare(&g, &c.lowered.graph, &inputs),
            Ok(true)
        );
    }
    // The built-in targets keep the multiply: the rule is ACME's alone.
    let generic = compile(
        &g,
        r.lookup("generic").expect("built in"),
        &Default::default(),
    )
    .expect("compiles");
    let text = qnn_ir::text::print(&generic.lowered.graph);
    assert!(
        text.contains("multiply") && !text.contains("shift_left"),
        "{text}"
    );
}

const CONV: &str = "graph \"g\" {
  input %0 \"x\" : tensor<1x8x8x2xDTYPE>
  %1 = const [1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, -12, 13, -14, 15, -16, 17, -18] : tensor<1x3x3x2xi8>
  %2 = qnn.conv2d %0, %1 {in_q = q(0.5, 0), w_q = q(0.25, 0), out_q = q(1.0, 0), product = f64, strides = [1, 1], padding = valid, dilation = [DIL, DIL], groups = 1, data_layout = nhwc, kernel_layout = ohwi, acc = ACC, rounding = ROUNDING, clamp = none} : tensor<1xOUTx2x1xDTYPE>
  output \"y\" = %2
}
";

fn conv(dtype: &str, dilation: usize) -> qnn_ir::Graph {
    let out = 8 - 2 * dilation;
    let (acc, rounding) = if dtype == "i16" {
        ("i64", "tflite_int64")
    } else {
        ("i32", "tflite_double")
    };
    let text = CONV
        .replace("DTYPE", dtype)
        .replace("DIL", &dilation.to_string())
        .replace("ACC", acc)
        .replace("ROUNDING", rounding)
        .replace("OUTx2", &format!("{out}x{out}"));
    qnn_ir::text::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

#[test]
fn its_errors_name_the_hook_the_op_and_the_value() {
    let r = registry();
    let acme = r.lookup("acme-npu").expect("registered");
    // The hook's own refusal.
    let e = compile(&conv("i8", 3), acme, &Default::default()).expect_err("refused");
    assert_eq!(
        e.to_string(),
        "hook `acme-dilation-limit` on %2 (qnn.conv2d): ACME NPU runs dilations up to 2, found [3, 3]"
    );
    assert!(compile(&conv("i8", 2), acme, &Default::default()).is_ok());
    // 16x8 needs an i16 product, which ACME does not have: the legality check names the op,
    // its operand types and the input value it comes from.
    let e = compile(&conv("i16", 1), acme, &Default::default()).expect_err("illegal");
    assert_eq!(
        e.to_string(),
        "target `acme-npu` cannot run conv2d(i16, i8), needed by %2 (qnn.conv2d); it runs conv2d(i8, i8)"
    );
}

/// The back-end's own proofs (`docs/prove.md`): its rule is checked for all inputs under
/// `prove`, and `prove_hooks` checks each hook application against the op it replaced.
#[test]
fn its_rule_and_hooks_are_checked_for_all_inputs() {
    let r = registry();
    let acme = r.lookup("acme-npu").expect("registered");
    // The rule: `x * 8 = x << 3` on i32, all 2^32 inputs (by the solver where z3 is
    // installed, else reported not proved: never refuted, never counted as proved).
    let g = qnn_ir::text::parse(
        "graph \"g\" {\n  input %0 \"x\" : tensor<6xi32>\n  %1 = const [8] : tensor<i32>\n  %2 = multiply %0, %1 : tensor<6xi32>\n  output \"y\" = %2\n}\n",
    )
    .expect("parses");
    let options = qnn_legalize::CompileOptions {
        prove: true,
        ..Default::default()
    };
    let c = compile(&g, acme, &options).expect("compiles with nothing refuted");
    let counts = c
        .lowered
        .report
        .phases
        .iter()
        .flat_map(|p| &p.proofs)
        .find(|(rule, _)| *rule == "acme-multiply-pow2-to-shift")
        .map(|(_, c)| c.clone())
        .expect("the rule is reported");
    assert_eq!(counts.failed, 0);
    assert_eq!(counts.proved + counts.not_proved_total(), 1, "{counts:?}");
    if std::process::Command::new("z3")
        .arg("-version")
        .output()
        .is_ok()
    {
        assert_eq!((counts.proved, counts.by_solver), (1, 1), "{counts:?}");
    } else {
        eprintln!("skipped the solver's half: z3 is not installed");
    }
    // The hooks, on a real model that needs them (uint8 activations retyped to ACME's
    // int8 x int8): every application is checked and none is refuted. (The convolution hook
    // shifts the weights into a new constant, which the symbolic query cannot relate to the
    // old one, and the dense layer rounds under `f64_half_away`, which has no encoding:
    // both are reported not proved, and `docs/prove.md` lists why.)
    let model = std::fs::read(fixture("uint8_legacy").join("model.tflite")).expect("reads");
    let m = qnn_tflite::read_model(&model).expect("reads");
    let g = qnn_tflite::import(&m).expect("imports");
    let proofs = qnn_legalize::prove_hooks(&g, acme, &Default::default()).expect("checks");
    let legalized = qnn_legalize::legalize(&g, acme).expect("legalizes");
    let applied: usize = legalized.report.applied.values().sum();
    assert_eq!(proofs.len(), applied);
    for p in &proofs {
        println!("{} on %{} ({}): {:?}", p.hook, p.value, p.op, p.verdict);
        assert!(
            !matches!(p.verdict, qnn_rewrite::prove::Verdict::Failed(_)),
            "{} on %{} ({}): {:?}",
            p.hook,
            p.value,
            p.op,
            p.verdict
        );
    }
}
