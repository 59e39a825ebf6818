//! `qnn.dense` and the integer `dense`: TVM's literal goldens (tvm-qnn.md §6.3), TFLite's
//! reference FULLY_CONNECTED f64 requantize (tflite-verified.md C) written out literally, and
//! random cases against a literal reference loop.

use qnn_arith::Rounding;
use qnn_interp::run;
use qnn_ir::attrs::Precision;
use qnn_ir::ops::{NoAttrs, QnnDenseAttrs};
use qnn_ir::{DType, F32Bits, Graph, Op, QParams, Tensor};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn q(scale: f32, zero_point: i64) -> QParams {
    QParams::PerTensor {
        scale: F32Bits::new(scale),
        zero_point,
    }
}

fn q_axis(axis: usize, scales: &[f32], zps: &[i64]) -> QParams {
    QParams::PerAxis {
        axis,
        scales: scales.iter().map(|&s| F32Bits::new(s)).collect(),
        zero_points: zps.to_vec(),
    }
}

fn t(dtype: DType, shape: &[usize], v: &[i64]) -> Tensor {
    Tensor::from_i64(dtype, shape, v).expect("test tensor")
}

fn run_op(op: Op, x: &Tensor, consts: &[Tensor], out: Option<DType>) -> Tensor {
    let mut g = Graph::new("t");
    let xi = g.add_input("x", x.ty().clone()).unwrap();
    let mut args = vec![xi];
    for c in consts {
        args.push(g.add_const(c.clone()));
    }
    let y = g.add(op, &args, out).unwrap();
    g.add_output("y", y).unwrap();
    run(&g, std::slice::from_ref(x)).unwrap().remove(0)
}

/// TVM modes multiply the scales in `float`; TFLite's reference FULLY_CONNECTED in double.
fn float_product(rounding: Rounding) -> Precision {
    if rounding.is_tflite() {
        Precision::F64
    } else {
        Precision::F32
    }
}

fn attrs(in_q: QParams, w_q: QParams, out_q: Option<QParams>, rounding: Rounding) -> QnnDenseAttrs {
    QnnDenseAttrs {
        in_q,
        w_q,
        out_q,
        product: float_product(rounding),
        keep_dims: false,
        acc: DType::I32,
        rounding,
        clamp: None,
    }
}

const TVM_DATA: [i64; 20] = [
    1, 3, 5, 7, 9, 11, 13, 15, -19, -21, 1, 3, 5, 7, 9, 11, 13, -17, 17, -21,
];
const TVM_ROW: [i64; 10] = [1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

fn tvm_weight() -> Tensor {
    let w: Vec<i64> = TVM_ROW
        .iter()
        .chain(&TVM_ROW)
        .chain(&TVM_ROW)
        .copied()
        .collect();
    t(DType::I8, &[3, 10], &w)
}

#[test]
fn tvm_golden_without_and_with_bias() {
    let x = t(DType::I8, &[2, 10], &TVM_DATA);
    let a = attrs(q(0.5, -1), q(0.5, -1), None, Rounding::Upward);
    let y = run_op(
        Op::QnnDense(a.clone()),
        &x,
        &[tvm_weight()],
        Some(DType::I32),
    );
    assert_eq!(y.to_i64().unwrap(), vec![92, 92, 92, 228, 228, 228]);
    let y = run_op(
        Op::QnnDense(a),
        &x,
        &[tvm_weight(), t(DType::I32, &[3], &[4, 8, 12])],
        Some(DType::I32),
    );
    assert_eq!(y.to_i64().unwrap(), vec![96, 100, 104, 232, 236, 240]);
}

/// TVM's `with_requantized_output` / `per_channel_weight_scale` goldens: the requantize from
/// `in_s * w_s` to `(1.0, -1)` folded into the dense's output stage (UPWARD).
#[test]
fn tvm_golden_requantized_output() {
    let x = t(DType::I8, &[2, 10], &TVM_DATA);
    let bias = t(DType::I32, &[3], &[4, 8, 12]);
    let a = attrs(q(0.5, -1), q(0.5, -1), Some(q(1.0, -1)), Rounding::Upward);
    let y = run_op(
        Op::QnnDense(a),
        &x,
        &[tvm_weight(), bias.clone()],
        Some(DType::I8),
    );
    assert_eq!(y.to_i64().unwrap(), vec![23, 24, 25, 57, 58, 59]);
    let a = attrs(
        q(0.5, -1),
        q_axis(0, &[0.5, 0.3, 0.4], &[-1, -1, -1]),
        Some(q(1.0, -1)),
        Rounding::Upward,
    );
    let y = run_op(Op::QnnDense(a), &x, &[tvm_weight(), bias], Some(DType::I8));
    assert_eq!(y.to_i64().unwrap(), vec![23, 14, 20, 57, 34, 47]);
}

/// `keep_dims` keeps the leading dimensions; without it the input is flattened to [B, K].
#[test]
fn keep_dims_and_flattening() {
    let x = t(DType::I8, &[2, 2, 2], &[1, 2, 3, 4, 5, 6, 7, 8]);
    let w = t(DType::I8, &[3, 2], &[1, 0, 0, 1, 1, -1]);
    let mut a = attrs(q(1.0, 0), q(1.0, 0), None, Rounding::TfliteDouble);
    a.keep_dims = true;
    let y = run_op(
        Op::QnnDense(a.clone()),
        &x,
        std::slice::from_ref(&w),
        Some(DType::I32),
    );
    assert_eq!(y.shape(), &[2, 2, 3]);
    // rows [1,2], [3,4], [5,6], [7,8] -> [x0, x1, x0 - x1].
    let want = vec![1, 2, -1, 3, 4, -1, 5, 6, -1, 7, 8, -1];
    assert_eq!(y.to_i64().unwrap(), want);
    a.keep_dims = false;
    let y = run_op(Op::QnnDense(a), &x, &[w], Some(DType::I32));
    assert_eq!(y.shape(), &[4, 3]);
    assert_eq!(y.to_i64().unwrap(), want);
}

/// f64_half_away: `round((double)acc * ((double)in_s * (double)w_s / (double)out_s))`, ties
/// away. With M = 1/4: acc 2 -> 0.5 -> 1, acc -2 -> -1, acc 6 -> 1.5 -> 2, acc -6 -> -2.
#[test]
fn f64_half_away_ties_away() {
    let x = t(DType::I8, &[1, 1], &[0]);
    let w = t(DType::I8, &[4, 1], &[0, 0, 0, 0]);
    let a = attrs(q(0.5, 0), q(0.5, 0), Some(q(1.0, 0)), Rounding::F64HalfAway);
    let y = run_op(
        Op::QnnDense(a),
        &x,
        &[w, t(DType::I32, &[4], &[2, -2, 6, -6])],
        Some(DType::I8),
    );
    assert_eq!(y.to_i64().unwrap(), vec![1, -1, 2, -2]);
}

/// Literal reference dense: `bias[o] + sum_k (w[o,k] - w_zp[o]) * (x[b,k] - in_zp)` in i64.
#[allow(clippy::too_many_arguments)]
fn reference(
    x: &[i64],
    w: &[i64],
    b: usize,
    k: usize,
    o: usize,
    in_zp: i64,
    w_zp: &[i64],
    bias: &[i64],
) -> Vec<i64> {
    let mut out = Vec::new();
    for bi in 0..b {
        for oi in 0..o {
            let mut acc = bias[oi];
            for ki in 0..k {
                acc += (w[oi * k + ki] - w_zp[oi]) * (x[bi * k + ki] - in_zp);
            }
            out.push(acc);
        }
    }
    out
}

/// TFLite reference FULLY_CONNECTED (int8 per-channel and 16x8 with an i64 bias), written
/// out: `clamp((int32)round((double)acc * ((double)in_s * (double)w_s[o] / (double)out_s)) + out_zp)`.
#[test]
fn random_f64_fully_connected_matches_literal_formula() {
    let mut r = ChaCha8Rng::seed_from_u64(11);
    for iter in 0..80 {
        let int16 = r.random_bool(0.5);
        let (b, k, o) = (
            r.random_range(1..4),
            r.random_range(1..40),
            r.random_range(1..6),
        );
        let (xd, lo, hi, acc_t) = if int16 {
            (DType::I16, -32768i64, 32767i64, DType::I64)
        } else {
            (DType::I8, -128, 127, DType::I32)
        };
        let x: Vec<i64> = (0..b * k).map(|_| r.random_range(lo..=hi)).collect();
        let w: Vec<i64> = (0..o * k).map(|_| r.random_range(-127..=127)).collect();
        let in_zp = if int16 { 0 } else { r.random_range(-128..=127) };
        let out_zp = if int16 { 0 } else { r.random_range(-128..=127) };
        let in_s: f32 = r.random_range(0.0001..0.1);
        let out_s: f32 = r.random_range(0.001..0.2);
        let w_s: Vec<f32> = (0..o).map(|_| r.random_range(0.0005..0.02)).collect();
        let bias: Vec<i64> = (0..o).map(|_| r.random_range(-100_000..=100_000)).collect();
        let a = QnnDenseAttrs {
            in_q: q(in_s, in_zp),
            w_q: q_axis(0, &w_s, &vec![0; o]),
            out_q: Some(q(out_s, out_zp)),
            product: Precision::F64,
            keep_dims: false,
            acc: acc_t,
            rounding: Rounding::F64HalfAway,
            clamp: Some([lo + 3, hi]),
        };
        let y = run_op(
            Op::QnnDense(a),
            &t(xd, &[b, k], &x),
            &[t(DType::I8, &[o, k], &w), t(acc_t, &[o], &bias)],
            Some(xd),
        );
        let acc = reference(&x, &w, b, k, o, in_zp, &vec![0; o], &bias);
        let want: Vec<i64> = acc
            .iter()
            .enumerate()
            .map(|(i, &v)| {
                let m = f64::from(in_s) * f64::from(w_s[i % o]) / f64::from(out_s);
                let scaled = (v as f64 * m).round() as i64;
                (scaled + out_zp).clamp(lo + 3, hi)
            })
            .collect();
        assert_eq!(y.to_i64().unwrap(), want, "iteration {iter}");
    }
}

/// Raw accumulators with per-tensor and per-axis weight zero points (u8 weights).
#[test]
fn random_raw_accumulator_with_weight_zero_points() {
    let mut r = ChaCha8Rng::seed_from_u64(12);
    for iter in 0..80 {
        let (b, k, o) = (
            r.random_range(1..4),
            r.random_range(1..50),
            r.random_range(1..6),
        );
        let x: Vec<i64> = (0..b * k).map(|_| r.random_range(0..=255)).collect();
        let w: Vec<i64> = (0..o * k).map(|_| r.random_range(0..=255)).collect();
        let in_zp = r.random_range(0..=255);
        let per_axis = r.random_bool(0.5);
        let w_zp: Vec<i64> = if per_axis {
            (0..o).map(|_| r.random_range(0..=255)).collect()
        } else {
            vec![r.random_range(0..=255); o]
        };
        let w_q = if per_axis {
            q_axis(0, &vec![1.0; o], &w_zp)
        } else {
            q(1.0, w_zp[0])
        };
        let bias: Vec<i64> = (0..o).map(|_| r.random_range(-1000..=1000)).collect();
        let a = attrs(q(1.0, in_zp), w_q, None, Rounding::TfliteDouble);
        let y = run_op(
            Op::QnnDense(a),
            &t(DType::U8, &[b, k], &x),
            &[t(DType::U8, &[o, k], &w), t(DType::I32, &[o], &bias)],
            Some(DType::I32),
        );
        assert_eq!(
            y.to_i64().unwrap(),
            reference(&x, &w, b, k, o, in_zp, &w_zp, &bias),
            "iteration {iter}"
        );
    }
}

/// Integer `dense` wraps in the result type (exact i128 products reduced mod 2^32 / 2^64).
#[test]
fn random_core_dense_wraps() {
    let mut r = ChaCha8Rng::seed_from_u64(13);
    for iter in 0..40 {
        let (b, k, o) = (
            r.random_range(1..4),
            r.random_range(1..20),
            r.random_range(1..5),
        );
        let x: Vec<i64> = (0..b * k)
            .map(|_| r.random_range(i32::MIN as i64..=i32::MAX as i64))
            .collect();
        let w: Vec<i64> = (0..o * k)
            .map(|_| r.random_range(i32::MIN as i64..=i32::MAX as i64))
            .collect();
        let out = if iter % 2 == 0 {
            DType::I32
        } else {
            DType::I64
        };
        let y = run_op(
            Op::Dense(NoAttrs {}),
            &t(DType::I32, &[b, k], &x),
            &[t(DType::I32, &[o, k], &w)],
            Some(out),
        );
        let mut want = Vec::new();
        for bi in 0..b {
            for oi in 0..o {
                let s: i128 = (0..k)
                    .map(|ki| i128::from(x[bi * k + ki]) * i128::from(w[oi * k + ki]))
                    .sum();
                want.push(if out == DType::I32 {
                    s as i32 as i64
                } else {
                    s as i64
                });
            }
        }
        assert_eq!(y.to_i64().unwrap(), want, "iteration {iter}");
    }
}
