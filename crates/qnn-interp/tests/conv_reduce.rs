//! `qnn.mean` (TFLite reference `QuantizedMeanOrSum`, tflite-verified.md B) and integer
//! `sum`: hand-derived rounding cases per mode, and random shapes/axes against a literal
//! transcription of the reference algorithm.

use qnn_arith::Rounding;
use qnn_interp::run;
use qnn_ir::ops::{QnnMeanAttrs, ReduceAttrs};
use qnn_ir::{DType, F32Bits, Graph, Op, QParams, Tensor};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn q(scale: f32, zero_point: i64) -> QParams {
    QParams::PerTensor {
        scale: F32Bits::new(scale),
        zero_point,
    }
}

fn t(dtype: DType, shape: &[usize], v: &[i64]) -> Tensor {
    Tensor::from_i64(dtype, shape, v).expect("test tensor")
}

fn try_run(op: Op, x: &Tensor, out: Option<DType>) -> Result<Tensor, String> {
    let mut g = Graph::new("t");
    let xi = g.add_input("x", x.ty().clone()).unwrap();
    // An invalid op (e.g. f64_half_away on qnn.mean) is rejected when it is built.
    let y = g.add(op, &[xi], out).map_err(|e| e.to_string())?;
    g.add_output("y", y).unwrap();
    run(&g, std::slice::from_ref(x))
        .map(|mut v| v.remove(0))
        .map_err(|e| e.to_string())
}

fn mean_attrs(
    in_q: QParams,
    out_q: QParams,
    axes: Vec<usize>,
    keep_dims: bool,
    rounding: Rounding,
) -> QnnMeanAttrs {
    QnnMeanAttrs {
        in_q,
        out_q,
        axes,
        keep_dims,
        rounding,
    }
}

/// Equal scales, N = 4: QuantizeMultiplier(1.0) = (2^30, 1); the fold gives
/// k = min(floor(log2 4), 32, 31 + 1) = 2, M' = (2^30 << 2) / 4 = 2^30, S' = -1, i.e. 1/4.
/// Rows (sum): [1,0,0,0] (0.25), [1,1,0,0] (0.5), [-1,-1,0,0] (-0.5), [-1,0,0,0] (-0.25),
/// [3,0,0,0] (0.75), [4,4,4,3] (3.75).
/// - tflite_double: SRDHM(s, 2^30) = floor((s + 1) / 2) (ties up), then RDBPOT(., 1) (ties
///   away): 1 -> 1 -> 1 (double rounding lifts 0.25 to 1), 2 -> 1 -> 1, -2 -> -1 -> -1,
///   -1 -> 0 -> 0, 3 -> 2 -> 1, 15 -> 8 -> 4.
/// - tflite_single / upward: floor(s/4 + 1/2): 0, 1, 0, 0, 1, 4.
/// - tflite_int64: multiplier (2^30 + 2^15) >> 16 = 2^14, (s*2^14 + 2^15) >> 16: same as above.
/// - to_nearest: 0, 1, -1, 0, 1, 4. half_even: 0, 0, 0, 0, 1, 4.
#[test]
fn mean_rounding_per_mode() {
    let rows: [[i64; 4]; 6] = [
        [1, 0, 0, 0],
        [1, 1, 0, 0],
        [-1, -1, 0, 0],
        [-1, 0, 0, 0],
        [3, 0, 0, 0],
        [4, 4, 4, 3],
    ];
    let cases = [
        (Rounding::TfliteDouble, [1, 1, -1, 0, 1, 4]),
        (Rounding::TfliteSingle, [0, 1, 0, 0, 1, 4]),
        (Rounding::TfliteInt64, [0, 1, 0, 0, 1, 4]),
        (Rounding::Upward, [0, 1, 0, 0, 1, 4]),
        (Rounding::ToNearest, [0, 1, -1, 0, 1, 4]),
        (Rounding::HalfEven, [0, 0, 0, 0, 1, 4]),
    ];
    for (in_zp, out_zp) in [(0i64, 0i64), (2, -3)] {
        let x: Vec<i64> = rows.iter().flatten().map(|v| v + in_zp).collect();
        let x = t(DType::I8, &[6, 4], &x);
        for (mode, want) in cases {
            let a = mean_attrs(q(0.5, in_zp), q(0.5, out_zp), vec![1], false, mode);
            let y = try_run(Op::QnnMean(a), &x, None).unwrap();
            let want: Vec<i64> = want.iter().map(|v| v + out_zp).collect();
            assert_eq!(y.shape(), &[6]);
            assert_eq!(y.to_i64().unwrap(), want, "{mode} zps ({in_zp}, {out_zp})");
        }
    }
}

/// The result saturates to the type range, and `f64_half_away` is rejected.
#[test]
fn mean_saturates_and_rejects_f64() {
    let x = t(DType::I8, &[1, 2], &[127, 127]);
    // in_s / out_s = 4: the mean 127 maps to 508 -> 127; -128 side likewise.
    let a = mean_attrs(q(2.0, 0), q(0.5, 0), vec![1], true, Rounding::TfliteDouble);
    let y = try_run(Op::QnnMean(a.clone()), &x, None).unwrap();
    assert_eq!(y.shape(), &[1, 1]);
    assert_eq!(y.to_i64().unwrap(), vec![127]);
    let x2 = t(DType::I8, &[1, 2], &[-128, -100]);
    assert_eq!(
        try_run(Op::QnnMean(a.clone()), &x2, None)
            .unwrap()
            .to_i64()
            .unwrap(),
        vec![-128]
    );
    let mut f = a;
    f.rounding = Rounding::F64HalfAway;
    assert!(try_run(Op::QnnMean(f), &x, None).is_err());
}

/// Literal `QuantizedMeanOrSum` (LiteRT `reference/reduce.h`, as written in
/// tflite-verified.md B), with qnn-arith's `quantize_multiplier` and `mbqm` primitives.
#[allow(clippy::too_many_arguments)]
fn reference_mean(
    sum: i64,
    n: i64,
    in_s: f32,
    out_s: f32,
    in_zp: i64,
    out_zp: i64,
    lo: i64,
    hi: i64,
) -> i64 {
    let base = qnn_arith::quantize_multiplier(f64::from(in_s) / f64::from(out_s));
    let log2 = 63 - (n as u64).leading_zeros() as i32;
    let k = log2.min(32).min(31 + base.shift);
    let m = ((i64::from(base.multiplier) << k) / n) as i32;
    let s = base.shift - k;
    let shifted = (sum - in_zp * n) as i32;
    (i64::from(qnn_arith::mbqm(shifted, m, s)) + out_zp).clamp(lo, hi)
}

#[test]
fn random_mean_matches_reference() {
    let mut r = ChaCha8Rng::seed_from_u64(31);
    for iter in 0..100 {
        let rank = r.random_range(1..=4);
        let shape: Vec<usize> = (0..rank).map(|_| r.random_range(1..=5)).collect();
        let axes: Vec<usize> = (0..rank).filter(|_| r.random_bool(0.5)).collect();
        let keep = r.random_bool(0.5);
        let (dt, lo, hi) = [
            (DType::I8, -128i64, 127i64),
            (DType::U8, 0, 255),
            (DType::I16, -32768, 32767),
        ][r.random_range(0..3)];
        let n_el: usize = shape.iter().product();
        let x: Vec<i64> = (0..n_el).map(|_| r.random_range(lo..=hi)).collect();
        let in_zp = r.random_range(lo..=hi) / 2;
        let out_zp = r.random_range(lo..=hi) / 2;
        let in_s: f32 = r.random_range(0.001..0.1);
        let out_s: f32 = r.random_range(0.001..0.1);
        let a = mean_attrs(
            q(in_s, in_zp),
            q(out_s, out_zp),
            axes.clone(),
            keep,
            Rounding::TfliteDouble,
        );
        let y = try_run(Op::QnnMean(a), &t(dt, &shape, &x), None).unwrap();
        // Literal reduction: for every output coordinate, sum the inputs that project on it.
        let kept: Vec<usize> = (0..rank).filter(|d| !axes.contains(d)).collect();
        let out_shape: Vec<usize> = kept.iter().map(|&d| shape[d]).collect();
        let n_out: usize = out_shape.iter().product();
        let n: i64 = axes.iter().map(|&d| shape[d] as i64).product();
        let mut sums = vec![0i64; n_out];
        for (flat, &v) in x.iter().enumerate() {
            let mut coord = vec![0usize; rank];
            let mut rem = flat;
            for d in (0..rank).rev() {
                coord[d] = rem % shape[d];
                rem /= shape[d];
            }
            let mut o = 0;
            for &d in &kept {
                o = o * shape[d] + coord[d];
            }
            sums[o] += v;
        }
        let want: Vec<i64> = sums
            .iter()
            .map(|&s| reference_mean(s, n, in_s, out_s, in_zp, out_zp, lo, hi))
            .collect();
        let want_shape: Vec<usize> = (0..rank)
            .filter_map(|d| {
                if axes.contains(&d) {
                    keep.then_some(1)
                } else {
                    Some(shape[d])
                }
            })
            .collect();
        assert_eq!(y.shape(), want_shape.as_slice(), "iteration {iter}");
        assert_eq!(y.to_i64().unwrap(), want, "iteration {iter}");
    }
}

/// `sum` wraps in the result type: 3 * 2^30 in i32 is -2^30; in i64 it is exact.
#[test]
fn sum_wraps_in_result_type() {
    let x = t(DType::I32, &[2, 3], &[1 << 30, 1 << 30, 1 << 30, 1, 2, 3]);
    let a = ReduceAttrs {
        axes: vec![1],
        keep_dims: false,
    };
    let y = try_run(Op::Sum(a.clone()), &x, Some(DType::I32)).unwrap();
    assert_eq!(y.to_i64().unwrap(), vec![-(1 << 30), 6]);
    let y = try_run(Op::Sum(a), &x, Some(DType::I64)).unwrap();
    assert_eq!(y.to_i64().unwrap(), vec![3 << 30, 6]);
    let all = ReduceAttrs {
        axes: vec![0, 1],
        keep_dims: true,
    };
    let y = try_run(Op::Sum(all), &x, Some(DType::I64)).unwrap();
    assert_eq!(y.shape(), &[1, 1]);
    assert_eq!(y.to_i64().unwrap(), vec![(3 << 30) + 6]);
    // Reducing axis 0: column sums.
    let y = try_run(
        Op::Sum(ReduceAttrs {
            axes: vec![0],
            keep_dims: true,
        }),
        &x,
        Some(DType::I64),
    )
    .unwrap();
    assert_eq!(y.shape(), &[1, 3]);
    assert_eq!(
        y.to_i64().unwrap(),
        vec![(1 << 30) + 1, (1 << 30) + 2, (1 << 30) + 3]
    );
}

/// `arg_max` / `arg_min` on a float island (TFLite's `ArgMinMax` with `std::greater` /
/// `std::less`): the first extreme wins ties, a NaN never replaces the running extreme (and
/// stays it when it comes first), `-0.0` ties with `0.0`.
#[test]
fn float_arg_max_and_min_follow_the_strict_comparison() {
    use qnn_ir::ops::ArgAttrs;
    use qnn_ir::{Data, TensorType};
    let rows: [[f32; 4]; 4] = [
        [1.0, 3.0, 3.0, -2.0],
        [f32::NAN, 5.0, 7.0, 1.0],
        [2.0, f32::NAN, 9.0, 9.0],
        [0.0, -0.0, -0.0, 0.0],
    ];
    let x = Tensor::new(
        TensorType::new(DType::F32, vec![4, 4]),
        Data::F32(rows.iter().flatten().copied().collect()),
    )
    .unwrap();
    let max = try_run(Op::ArgMax(ArgAttrs { axis: 1 }), &x, Some(DType::I32)).unwrap();
    assert_eq!(max.to_i64().unwrap(), vec![1, 0, 2, 0]);
    let min = try_run(Op::ArgMin(ArgAttrs { axis: 1 }), &x, Some(DType::I32)).unwrap();
    assert_eq!(min.to_i64().unwrap(), vec![3, 0, 0, 0]);
}
