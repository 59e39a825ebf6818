//! The overflow analysis and its policy (`qnn_rewrite::overflow`): an int8 dense whose
//! reduction is long enough to overflow `i32` is refused, widened to `i64`, or kept wrapping,
//! as the policy says; a 16x8 dense with a long reduction is proven in `i64`; and the
//! analysis finds what it should on small core graphs.

use qnn_arith::Rounding;
use qnn_ir::attrs::Precision;
use qnn_ir::ops::{NoAttrs, QnnDenseAttrs};
use qnn_ir::{DType, Graph, Op, QParams, Tensor, TensorType, ValueDef};
use qnn_rewrite::overflow::{analyze, Overflow};
use qnn_rewrite::{LowerOptions, OverflowPolicy, RewriteError};

/// Reduction length of the int8 dense: `255 * 127 * K` exceeds `i32::MAX` for K = 70,000.
const K: usize = 70_000;

/// `qnn.dense` of a `[1, K]` input with `in_zp` against a constant `[2, K]` weight whose
/// every element is `w`, `acc` accumulator, out scale `2^24` (so that an exact accumulator
/// near `2^31` gives a code near 128).
fn dense(x: DType, in_zp: i64, w: i64, acc: DType, rounding: Rounding) -> Graph {
    let mut g = Graph::new("long_reduction");
    let input = g.add_input("x", TensorType::new(x, [1, K])).expect("input");
    let weight = g.add_const(Tensor::from_i64(DType::I8, &[2, K], &vec![w; 2 * K]).unwrap());
    let bias = g.add_const(Tensor::from_i64(acc, &[2], &[0, 1000]).unwrap());
    let out = match x {
        DType::I16 => DType::I16,
        _ => DType::I8,
    };
    let attrs = QnnDenseAttrs {
        in_q: QParams::PerTensor {
            scale: 1.0f32.into(),
            zero_point: in_zp,
        },
        w_q: QParams::PerTensor {
            scale: 1.0f32.into(),
            zero_point: 0,
        },
        out_q: Some(QParams::PerTensor {
            scale: 16_777_216.0f32.into(),
            zero_point: 0,
        }),
        product: Precision::F64,
        keep_dims: false,
        acc,
        rounding,
        clamp: None,
    };
    let d = g
        .add(Op::QnnDense(attrs), &[input, weight, bias], Some(out))
        .expect("dense");
    g.add_output("y", d).expect("output");
    g
}

fn options(overflow: OverflowPolicy) -> LowerOptions {
    LowerOptions {
        overflow,
        ..Default::default()
    }
}

/// Every element of input `x` set to `v`.
fn filled(g: &Graph, v: i64) -> Vec<Tensor> {
    let ty = g.ty(g.inputs()[0]).unwrap().clone();
    let n = ty.num_elements().unwrap();
    vec![Tensor::from_i64(ty.dtype, &ty.shape, &vec![v; n]).unwrap()]
}

fn run(g: &Graph, inputs: &[Tensor]) -> Vec<i64> {
    qnn_interp::run(g, inputs).expect("runs")[0]
        .to_i64()
        .unwrap()
}

/// The result types of the lowered graph's reductions (a dense of constant, equal weights
/// lowers to `sum(x) * w`).
fn product_types(g: &Graph) -> Vec<DType> {
    g.iter()
        .filter_map(|(_, v)| match &v.def {
            ValueDef::Op {
                op: Op::Dense(_) | Op::Conv2d(_) | Op::Sum(_),
                ..
            } => Some(v.ty.dtype),
            _ => None,
        })
        .collect()
}

/// By default (`wrap`) the dense lowers as TFLite computes it, and the accumulator the
/// analysis cannot bound is reported in `Lowered::at_risk`, as `error` reports it.
#[test]
fn int8_dense_that_can_overflow_i32_is_reported_by_default() {
    let g = dense(DType::I8, -128, 127, DType::I32, Rounding::TfliteDouble);
    let l = qnn_rewrite::lower(&g, &LowerOptions::default()).expect("lowers");
    let worst = 255 * 127 * K as i128 + 1000;
    assert_eq!(l.at_risk.len(), 1, "{:?}", l.at_risk);
    assert_eq!((l.at_risk[0].0, l.at_risk[0].1), (3, "qnn.dense"));
    assert!(
        l.at_risk[0].2.contains(&format!("{worst}]")),
        "{:?}",
        l.at_risk
    );
    assert_eq!(product_types(&l.graph), vec![DType::I32]);
}

#[test]
fn int8_dense_that_can_overflow_i32_is_refused_under_error() {
    let g = dense(DType::I8, -128, 127, DType::I32, Rounding::TfliteDouble);
    let e = qnn_rewrite::lower(&g, &options(OverflowPolicy::Error)).unwrap_err();
    let RewriteError::Overflow { policy, ops } = &e else {
        panic!("expected an overflow error, got {e}");
    };
    assert_eq!(*policy, OverflowPolicy::Error);
    // The op (value 3 of the input graph) and its worst case: 255 * 127 * K plus the bias.
    assert_eq!(ops.len(), 1, "{e}");
    assert_eq!((ops[0].0, ops[0].1), (3, "qnn.dense"), "{e}");
    let worst = 255 * 127 * K as i128 + 1000;
    assert!(ops[0].2.contains(&format!("{worst}]")), "{e}");
    assert!(ops[0].2.contains(", beyond i32"), "{e}");
    let text = e.to_string();
    assert!(
        text.starts_with("accumulator overflow cannot be ruled out (overflow policy `error`"),
        "{text}"
    );
}

#[test]
fn widen_accumulates_in_i64_and_computes_the_exact_accumulator() {
    let g = dense(DType::I8, -128, 127, DType::I32, Rounding::TfliteDouble);
    let l = qnn_rewrite::lower(&g, &options(OverflowPolicy::Widen)).expect("widens");
    let widened = l.widened.as_ref().expect("the policy widened the dense");
    assert!(
        product_types(&l.graph).contains(&DType::I64),
        "{:?}",
        l.graph
    );
    assert!(l.report.overflow.unproven.iter().all(|u| !u.accumulator));
    // The origins still name the input graph's dense.
    assert!(l.origins.iter().flatten().any(|o| o.value == 3));
    // Every input 127: acc = 255 * 127 * K = 2,266,950,000 (+ 1000 in channel 1), which is
    // 135.1 in units of 2^24, clamped to 127; wrapped in i32 it would be -120.9, so -121.
    let x = filled(&g, 127);
    assert_eq!(run(&l.graph, &x), vec![127, 127]);
    assert_eq!(run(widened, &x), vec![127, 127]);
    assert_eq!(run(&g, &x), vec![-121, -121]);
    // And it agrees with the widened QNN graph on random inputs.
    for seed in 0..3 {
        let inputs = qnn_check::validate::random_inputs(&g, seed);
        assert_eq!(run(&l.graph, &inputs), run(widened, &inputs), "seed {seed}");
    }
}

#[test]
fn wrap_keeps_tflite_wrapping_arithmetic() {
    let g = dense(DType::I8, -128, 127, DType::I32, Rounding::TfliteDouble);
    let l = qnn_rewrite::lower(&g, &options(OverflowPolicy::Wrap)).expect("lowers");
    assert!(l.widened.is_none());
    assert!(!product_types(&l.graph).contains(&DType::I64));
    let u = &l.report.overflow.unproven;
    assert!(
        u.iter().any(|u| u.accumulator && u.kind == Overflow::Value),
        "{u:?}"
    );
    let x = filled(&g, 127);
    assert_eq!(run(&l.graph, &x), vec![-121, -121]);
    assert_eq!(run(&l.graph, &x), run(&g, &x));
}

#[test]
fn int8_dense_that_fits_is_proven_and_never_widened() {
    // Weights of 64: 255 * 64 * K = 1,142,400,000 fits i32.
    let g = dense(DType::I8, -128, 64, DType::I32, Rounding::TfliteDouble);
    for policy in OverflowPolicy::ALL {
        let l = qnn_rewrite::lower(&g, &options(policy)).expect("lowers");
        assert!(l.widened.is_none(), "{policy:?}");
        let o = &l.report.overflow;
        assert!(o.unproven.is_empty(), "{policy:?}: {o:?}");
        let t = o.tightest.as_ref().expect("an accumulator");
        assert_eq!((t.dtype, t.bits), (DType::I32, 32));
        assert!(t.bound.1 >= 255 * 64 * K as i128, "{t:?}");
    }
}

#[test]
fn int16x8_dense_with_a_long_reduction_is_proven_in_i64() {
    // 32768 * 127 * K is about 2^38: far beyond i32, well inside the i64 accumulator.
    let g = dense(DType::I16, 0, -127, DType::I64, Rounding::TfliteInt64);
    let l = qnn_rewrite::lower(&g, &LowerOptions::default()).expect("proven");
    assert!(l.widened.is_none());
    assert_eq!(product_types(&l.graph), vec![DType::I64]);
    let o = &l.report.overflow;
    assert!(o.unproven.is_empty(), "{o:?}");
    let t = o.tightest.as_ref().expect("the accumulator");
    assert_eq!(t.dtype, DType::I64);
    assert!(t.bits > 32 && t.bits < 64, "{t:?}");
    for v in [-32768, 32767] {
        let x = filled(&g, v);
        assert_eq!(run(&l.graph, &x), run(&g, &x), "all {v}");
    }
}

/// A core graph: `%2 = op(%0, %1)` on an `i32` input and a constant, then a clip reads it.
fn core(op: Op, konst: i64) -> Graph {
    let mut g = Graph::new("core");
    let x = g.add_input("x", TensorType::new(DType::I8, [4])).unwrap();
    let x = g.add(Op::Cast(NoAttrs {}), &[x], Some(DType::I32)).unwrap();
    let c = g.add_const(Tensor::from_i64(DType::I32, &[1], &[konst]).unwrap());
    let y = g.add(op, &[x, c], Some(DType::I32)).unwrap();
    let clip = qnn_ir::ops::ClipAttrs {
        min: -128,
        max: 127,
    };
    let z = g.add(Op::Clip(clip), &[y], Some(DType::I32)).unwrap();
    g.add_output("z", z).unwrap();
    g
}

#[test]
fn analysis_checks_what_a_non_modular_op_reads() {
    // i8 * 2^24 fits i32 ([-2^31, 127 * 2^24]); i8 * 2^25 does not.
    let fits = analyze(&core(Op::Multiply(NoAttrs {}), 1 << 24));
    assert!(fits.unproven.is_empty(), "{fits:?}");
    assert_eq!(fits.checked, 1);
    let over = analyze(&core(Op::Multiply(NoAttrs {}), 1 << 25));
    assert_eq!(over.unproven.len(), 1, "{over:?}");
    let u = &over.unproven[0];
    assert_eq!((u.value, u.op, u.dtype), (3, "multiply", DType::I32));
    assert_eq!(u.bound, (-128 << 25, 127 << 25));
    // Not a reduction: an intermediate, which the policy reports but does not stop for.
    assert!(!u.accumulator);
    // Modular steps may wrap on the way if the value read fits: (x * 2^25) - (x * 2^25)
    // is not tracked symbolically, but x + 2^31 - 2^31 in two steps is fine as a chain.
    let mut g = Graph::new("chain");
    let x = g.add_input("x", TensorType::new(DType::I8, [4])).unwrap();
    let x = g.add(Op::Cast(NoAttrs {}), &[x], Some(DType::I32)).unwrap();
    let big = g.add_const(Tensor::from_i64(DType::I32, &[1], &[i32::MAX as i64]).unwrap());
    let up = g
        .add(Op::Add(NoAttrs {}), &[x, big], Some(DType::I32))
        .unwrap();
    let down = g
        .add(Op::Subtract(NoAttrs {}), &[up, big], Some(DType::I32))
        .unwrap();
    let clip = qnn_ir::ops::ClipAttrs {
        min: -128,
        max: 127,
    };
    let z = g.add(Op::Clip(clip), &[down], Some(DType::I32)).unwrap();
    g.add_output("z", z).unwrap();
    let chain = analyze(&g);
    assert!(chain.unproven.is_empty(), "{chain:?}");
}

/// The rounding of the widened QNN graph's dense.
fn widened_rounding(g: &Graph) -> Rounding {
    g.iter()
        .find_map(|(_, v)| match &v.def {
            ValueDef::Op {
                op: Op::QnnDense(a),
                ..
            } => Some(a.rounding),
            _ => None,
        })
        .expect("a dense")
}

#[test]
fn widen_changes_only_a_32_bit_rescale() {
    // tflite_double takes an i32: the widened dense uses TFLite's int64 rescale.
    let g = dense(DType::I8, -128, 127, DType::I32, Rounding::TfliteDouble);
    let l = qnn_rewrite::lower(&g, &options(OverflowPolicy::Widen)).unwrap();
    assert_eq!(
        widened_rounding(l.widened.as_ref().unwrap()),
        Rounding::TfliteInt64
    );
    // TFLite's FULLY_CONNECTED rescale, round((double)acc * M), takes the i64 as it is.
    let g = dense(DType::I8, -128, 127, DType::I32, Rounding::F64HalfAway);
    let l = qnn_rewrite::lower(&g, &options(OverflowPolicy::Widen)).unwrap();
    let widened = l.widened.as_ref().unwrap();
    assert_eq!(widened_rounding(widened), Rounding::F64HalfAway);
    let x = filled(&g, 127);
    assert_eq!(run(&l.graph, &x), vec![127, 127]);
    assert_eq!(run(widened, &x), vec![127, 127]);
}
