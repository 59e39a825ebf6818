//! `qnn.quantize`, `qnn.dequantize`, `qnn.requantize` and `fixed_point_multiply` in the
//! interpreter: TVM's golden vectors (tvm-qnn.md §6.1, §6.4, §6.5, §6.8), hand-derived tie
//! tables, and seeded property tests against the literal reference transcriptions of
//! `elementwise_common`.

mod elementwise_common;

use elementwise_common::*;
use qnn_ir::attrs::Precision;
use qnn_ir::ops::{DequantizeAttrs, FixedPointMultiplyAttrs, QuantizeAttrs, RequantizeAttrs};
use qnn_ir::{DType, Op, QParams, Rounding};

fn rep(values: &[i64], counts: &[usize]) -> Vec<i64> {
    values
        .iter()
        .zip(counts)
        .flat_map(|(&v, &c)| std::iter::repeat_n(v, c))
        .collect()
}

fn arange(start: i64, stop: i64, step: i64) -> Vec<i64> {
    let mut v = Vec::new();
    let mut x = start;
    while (step > 0 && x < stop) || (step < 0 && x > stop) {
        v.push(x);
        x += step;
    }
    v
}

fn requant(
    x: &[i64],
    in_dtype: DType,
    in_q: QParams,
    out_q: QParams,
    out: DType,
    rounding: Rounding,
    clamp: Option<[i64; 2]>,
) -> Vec<i64> {
    let op = Op::QnnRequantize(RequantizeAttrs {
        in_q,
        out_q,
        ratio: Precision::F64,
        rounding,
        clamp,
    });
    vals(&run_ok(op, &[t(in_dtype, &[x.len()], x)], Some(out)))
}

/// Per-tensor requantize of an `i32` vector (TVM's test helper shape).
fn rq(
    x: &[i64],
    in_s: f32,
    out_s: f32,
    in_zp: i64,
    out_zp: i64,
    out: DType,
    r: Rounding,
) -> Vec<i64> {
    requant(
        x,
        DType::I32,
        QParams::per_tensor(in_s, in_zp),
        QParams::per_tensor(out_s, out_zp),
        out,
        r,
        None,
    )
}

const TVM: [Rounding; 2] = [Rounding::Upward, Rounding::ToNearest];

#[test]
fn tvm_requantize_same_scale_and_saturation() {
    for r in TVM {
        for out in [DType::I8, DType::I16] {
            let x = arange(-100, 100, 1);
            assert_eq!(rq(&x, 0.5, 0.5, 0, 0, out, r), x);
        }
        let x: Vec<i64> = arange(0, 16, 1).iter().map(|v| 120 + v).collect();
        let mut want: Vec<i64> = (120..=127).collect();
        want.extend([127; 8]);
        assert_eq!(rq(&x, 0.5, 0.5, 0, 0, DType::I8, r), want);
        let x: Vec<i64> = arange(0, 16, 1).iter().map(|v| -120 - v).collect();
        let mut want: Vec<i64> = (-128..=-120).rev().collect();
        want.extend([-128; 7]);
        assert_eq!(rq(&x, 0.5, 0.5, 0, 0, DType::I8, r), want);
        let x: Vec<i64> = arange(0, 16, 1).iter().map(|v| 32760 + v).collect();
        let mut want: Vec<i64> = (32760..=32767).collect();
        want.extend([32767; 8]);
        assert_eq!(rq(&x, 0.5, 0.5, 0, 0, DType::I16, r), want);
        let x: Vec<i64> = arange(0, 16, 1).iter().map(|v| -32760 - v).collect();
        let mut want: Vec<i64> = (-32768..=-32760).rev().collect();
        want.extend([-32768; 7]);
        assert_eq!(rq(&x, 0.5, 0.5, 0, 0, DType::I16, r), want);
    }
}

#[test]
fn tvm_requantize_downscale() {
    for out in [DType::I8, DType::I16] {
        for r in TVM {
            assert_eq!(
                rq(&arange(0, 32, 1), 1.0, 16.0, 0, 0, out, r),
                rep(&[0, 1, 2], &[8, 16, 8])
            );
            assert_eq!(
                rq(&arange(0, 32, 1), 1.0, 4.0, 0, 0, out, r),
                rep(&[0, 1, 2, 3, 4, 5, 6, 7, 8], &[2, 4, 4, 4, 4, 4, 4, 4, 2])
            );
        }
        let neg16 = |r| rq(&arange(0, -32, -1), 1.0, 16.0, 0, 0, out, r);
        assert_eq!(neg16(Rounding::Upward), rep(&[0, -1, -2], &[9, 16, 7]));
        assert_eq!(neg16(Rounding::ToNearest), rep(&[0, -1, -2], &[8, 16, 8]));
        let neg4 = |r| rq(&arange(0, -32, -1), 1.0, 4.0, 0, 0, out, r);
        let v = [0, -1, -2, -3, -4, -5, -6, -7, -8];
        assert_eq!(
            neg4(Rounding::Upward),
            rep(&v, &[3, 4, 4, 4, 4, 4, 4, 4, 1])
        );
        assert_eq!(
            neg4(Rounding::ToNearest),
            rep(&v, &[2, 4, 4, 4, 4, 4, 4, 4, 2])
        );
    }
    // uint8 output, and uint8 -> uint8.
    for r in TVM {
        assert_eq!(
            rq(&arange(0, 32, 1), 1.0, 16.0, 0, 0, DType::U8, r),
            rep(&[0, 1, 2], &[8, 16, 8])
        );
        let got = requant(
            &arange(0, 32, 1),
            DType::U8,
            QParams::per_tensor(1.0, 0),
            QParams::per_tensor(16.0, 0),
            DType::U8,
            r,
            None,
        );
        assert_eq!(got, rep(&[0, 1, 2], &[8, 16, 8]));
    }
}

#[test]
fn tvm_requantize_upscale_and_non_power_of_two() {
    for r in TVM {
        for x in [arange(0, 32, 1), arange(0, -32, -1)] {
            let twice: Vec<i64> = x.iter().map(|v| 2 * v).collect();
            let thrice: Vec<i64> = x.iter().map(|v| 3 * v).collect();
            assert_eq!(rq(&x, 2.0, 1.0, 0, 0, DType::I16, r), twice);
            assert_eq!(rq(&thrice, 1.0, 3.0, 0, 0, DType::I16, r), x);
            assert_eq!(rq(&x, 3.0, 1.0, 0, 0, DType::I16, r), thrice);
        }
    }
}

#[test]
fn tvm_requantize_zero_points() {
    let plus = |v: Vec<i64>, k: i64| -> Vec<i64> { v.into_iter().map(|x| x + k).collect() };
    for out in [DType::I8, DType::I16] {
        for r in TVM {
            assert_eq!(
                rq(&arange(0, 32, 1), 1.0, 16.0, 0, 1, out, r),
                plus(rep(&[0, 1, 2], &[8, 16, 8]), 1)
            );
            assert_eq!(
                rq(&arange(32, 64, 1), 1.0, 16.0, 16, 0, out, r),
                plus(rep(&[2, 3, 4], &[8, 16, 8]), -1)
            );
        }
        let out_neg = |r| rq(&arange(-32, -64, -1), 1.0, 16.0, 0, 1, out, r);
        assert_eq!(
            out_neg(Rounding::Upward),
            plus(rep(&[-2, -3, -4], &[9, 16, 7]), 1)
        );
        assert_eq!(
            out_neg(Rounding::ToNearest),
            plus(rep(&[-2, -3, -4], &[8, 16, 8]), 1)
        );
        let in_neg = |r| rq(&arange(-32, -64, -1), 1.0, 16.0, 16, 0, out, r);
        assert_eq!(
            in_neg(Rounding::Upward),
            plus(rep(&[-2, -3, -4], &[9, 16, 7]), -1)
        );
        assert_eq!(
            in_neg(Rounding::ToNearest),
            plus(rep(&[-2, -3, -4], &[8, 16, 8]), -1)
        );
    }
}

fn per_axis_rq(
    x: &[i64],
    shape: &[usize],
    axis: usize,
    in_scales: &[f32],
    out_s: f32,
    r: Rounding,
) -> Vec<i64> {
    let op = Op::QnnRequantize(RequantizeAttrs {
        in_q: QParams::per_axis(axis, in_scales, &vec![0; in_scales.len()]),
        out_q: QParams::per_tensor(out_s, 0),
        ratio: Precision::F64,
        rounding: r,
        clamp: None,
    });
    vals(&run_ok(op, &[t(DType::I32, shape, x)], Some(DType::I8)))
}

#[test]
fn tvm_requantize_per_channel() {
    for r in TVM {
        let x = arange(-5, 5, 1);
        assert_eq!(per_axis_rq(&x, &[5, 2], 1, &[0.5, 0.5], 0.5, r), x);
        let x20 = arange(-10, 10, 1);
        assert_eq!(per_axis_rq(&x20, &[2, 2, 5], 1, &[0.5, 0.5], 0.5, r), x20);
        assert_eq!(
            per_axis_rq(&x, &[5, 2], 1, &[0.5, 0.25], 0.5, r),
            vec![-5, -2, -3, -1, -1, 0, 1, 1, 3, 2]
        );
        assert_eq!(
            per_axis_rq(&arange(-20, 20, 2), &[2, 2, 5], 1, &[0.5, 0.25], 0.5, r),
            vec![-20, -18, -16, -14, -12, -5, -4, -3, -2, -1, 0, 2, 4, 6, 8, 5, 6, 7, 8, 9]
        );
        assert_eq!(
            per_axis_rq(&x, &[5, 2], 1, &[1.0, 0.25], 0.5, r),
            vec![-10, -2, -6, -1, -2, 0, 2, 1, 6, 2]
        );
    }
}

/// Ties at multiplier 1/16 (in 1, out 16) for every mode: tvm-qnn.md §6.8.1 for upward,
/// to_nearest, tflite_double and tflite_single; half_even, f64_half_away and tflite_int64 by
/// their definitions (`x/16` is exactly ±0.5, ±1.5, ±2.5).
#[test]
fn requantize_tie_table_every_mode() {
    let x = [-8, -24, -40, 8, 24, 40];
    let table: [(Rounding, [i64; 6]); 7] = [
        (Rounding::Upward, [0, -1, -2, 1, 2, 3]),
        (Rounding::ToNearest, [-1, -2, -3, 1, 2, 3]),
        (Rounding::TfliteDouble, [-1, -2, -3, 1, 2, 3]),
        (Rounding::TfliteSingle, [0, -1, -2, 1, 2, 3]),
        (Rounding::TfliteInt64, [0, -1, -2, 1, 2, 3]),
        (Rounding::F64HalfAway, [-1, -2, -3, 1, 2, 3]),
        (Rounding::HalfEven, [0, -2, -2, 0, 2, 2]),
    ];
    for (r, want) in table {
        for in_dtype in [DType::I8, DType::I16, DType::I32] {
            let got = requant(
                &x,
                in_dtype,
                QParams::per_tensor(1.0, 0),
                QParams::per_tensor(16.0, 0),
                DType::I8,
                r,
                None,
            );
            assert_eq!(got, want, "{r} {in_dtype}");
        }
    }
}

/// tvm-qnn.md §6.8.1: three (multiplier, shift) cases where TFLite's double rounding differs
/// from TVM's single rounding, through the core `fixed_point_multiply`.
#[test]
fn fixed_point_multiply_double_rounding_cases() {
    let cases = [
        (1139433326, -1, -2786545, -739256, -739256, -739257),
        (1710235352, -2, -209151, -41641, -41641, -41642),
        (1878410439, -2, 682277, 149197, 149197, 149198),
    ];
    for (m, s, x, up, near, tfl) in cases {
        for (r, want) in [
            (Rounding::Upward, up),
            (Rounding::ToNearest, near),
            (Rounding::TfliteDouble, tfl),
        ] {
            let op = Op::FixedPointMultiply(FixedPointMultiplyAttrs {
                multiplier: vec![m],
                shift: vec![s],
                axis: None,
                rounding: r,
            });
            let got = vals(&run_ok(op, &[t(DType::I32, &[1], &[x])], None));
            assert_eq!(got, vec![want], "({m}, {s}) x={x} {r}");
        }
    }
}

#[test]
fn fixed_point_multiply_per_axis_matches_literal_reference() {
    let mut rng = Rng(0x5eed_0001);
    let (n, c) = (7usize, 4usize);
    let ms: Vec<i32> = (0..c)
        .map(|_| rng.int(1 << 30, i32::MAX as i64) as i32)
        .collect();
    let ss: Vec<i32> = (0..c).map(|_| rng.int(-20, 3) as i32).collect();
    let x: Vec<i64> = (0..n * c).map(|_| rng.int(-(1 << 24), 1 << 24)).collect();
    for name in [
        "tflite_double",
        "tflite_single",
        "tflite_int64",
        "upward",
        "to_nearest",
        "half_even",
    ] {
        let op = Op::FixedPointMultiply(FixedPointMultiplyAttrs {
            multiplier: ms.clone(),
            shift: ss.clone(),
            axis: Some(1),
            rounding: mode(name),
        });
        let got = vals(&run_ok(op, &[t(DType::I32, &[n, c], &x)], None));
        let want: Vec<i64> = x
            .iter()
            .enumerate()
            .map(|(i, &v)| {
                let (m, s) = (ms[i % c], ss[i % c]);
                match name {
                    "tflite_double" => mbqm_ref(v as i32, m, s) as i64,
                    "tflite_single" => mbqm_single_ref(v as i32, m, s) as i64,
                    "tflite_int64" => mbqm64_ref(v, m, s) as i64,
                    other => tvm_round_ref(v, m, s, other),
                }
            })
            .collect();
        assert_eq!(got, want, "{name}");
    }
}

#[test]
fn fixed_point_multiply_input_outside_mode_domain_is_an_error() {
    let op = Op::FixedPointMultiply(FixedPointMultiplyAttrs {
        multiplier: vec![1 << 30],
        shift: vec![0],
        axis: None,
        rounding: Rounding::TfliteDouble,
    });
    let x = t(DType::I64, &[1], &[1i64 << 40]);
    assert!(run_op(op, &[x], Some(DType::I64)).is_err());
    // The same value is fine for a TVM mode, exactly: 2^40 * 0.5.
    let op = Op::FixedPointMultiply(FixedPointMultiplyAttrs {
        multiplier: vec![1 << 30],
        shift: vec![0],
        axis: None,
        rounding: Rounding::Upward,
    });
    let got = run_ok(op, &[t(DType::I64, &[1], &[1i64 << 40])], Some(DType::I64));
    assert_eq!(vals(&got), vec![1i64 << 39]);
}

/// Per-tensor and per-axis requantize, every mode, random scales / zero points / inputs,
/// against `clamp(rescale_ref(q - in_zp, (double)in_s / (double)out_s) + out_zp)`.
#[test]
fn requantize_matches_literal_reference() {
    let mut rng = Rng(0x5eed_0002);
    for case in 0..60 {
        let (in_dtype, out_dtype) = [
            (DType::I8, DType::I8),
            (DType::U8, DType::I8),
            (DType::I16, DType::I16),
            (DType::I32, DType::I8),
            (DType::I32, DType::I16),
            (DType::I8, DType::U8),
        ][case % 6];
        let (imin, imax) = in_dtype.int_range().unwrap();
        let (omin, omax) = out_dtype.int_range().unwrap();
        let (imin, imax) = (imin.max(-(1 << 16)), imax.min(1 << 16));
        let channels = 3usize;
        let per_axis = case % 2 == 1;
        let shape = [4usize, channels];
        let in_scales: Vec<f32> = (0..channels).map(|_| rng.scale(-12, 0)).collect();
        let in_zps: Vec<i64> = (0..channels)
            .map(|_| rng.int(imin.max(-100), imax.min(100)))
            .collect();
        let out_s = rng.scale(-10, 2);
        let out_zp = rng.int(omin, omax);
        let in_q = if per_axis {
            QParams::per_axis(1, &in_scales, &in_zps)
        } else {
            QParams::per_tensor(in_scales[0], in_zps[0])
        };
        let x: Vec<i64> = (0..12).map(|_| rng.int(imin, imax)).collect();
        let clamp = if case % 5 == 0 {
            Some([omin + 3, omax - 3])
        } else {
            None
        };
        for name in MODES {
            let op = Op::QnnRequantize(RequantizeAttrs {
                in_q: in_q.clone(),
                out_q: QParams::per_tensor(out_s, out_zp),
                ratio: Precision::F64,
                rounding: mode(name),
                clamp,
            });
            let got = vals(&run_ok(op, &[t(in_dtype, &shape, &x)], Some(out_dtype)));
            let (lo, hi) = clamp.map_or((omin, omax), |[a, b]| (a, b));
            let want: Vec<i64> = x
                .iter()
                .enumerate()
                .map(|(i, &q)| {
                    let c = if per_axis { i % channels } else { 0 };
                    let m = in_scales[c] as f64 / out_s as f64;
                    (rescale_ref(q - in_zps[c], m, name) + out_zp).clamp(lo, hi)
                })
                .collect();
            assert_eq!(got, want, "case {case} {name}");
        }
    }
}

#[test]
fn requantize_clamp_attribute() {
    // Standalone RELU6-style clamp: identity scale, clamp [0, 60].
    let x = [-5, 0, 30, 60, 61, 127];
    let got = requant(
        &x,
        DType::I8,
        QParams::per_tensor(0.1, 0),
        QParams::per_tensor(0.1, 0),
        DType::I8,
        Rounding::TfliteDouble,
        Some([0, 60]),
    );
    assert_eq!(got, vec![0, 0, 30, 60, 60, 60]);
}

#[test]
fn quantize_tvm_goldens() {
    let data = [
        -63.5f32, -63.0, -62.5, -62.0, -61.5, 62.0, 62.5, 63.0, 63.5, 64.0,
    ];
    let q = |scale: f32, zp: i64, out: DType, x: &[f32], shape: &[usize]| {
        let op = Op::QnnQuantize(QuantizeAttrs {
            out_q: QParams::per_tensor(scale, zp),
            rounding: Rounding::ToNearest,
        });
        vals(&run_ok(op, &[tf(shape, x)], Some(out)))
    };
    assert_eq!(
        q(0.5, 127, DType::U8, &data, &[2, 5]),
        vec![0, 1, 2, 3, 4, 251, 252, 253, 254, 255]
    );
    assert_eq!(
        q(0.5, -1, DType::I8, &data, &[2, 5]),
        vec![-128, -127, -126, -125, -124, 123, 124, 125, 126, 127]
    );
    let d16 = [
        -6553.0f32, -6552.8, -6552.6, -6552.4, -6552.2, 6553.2, 6553.4, 6553.6, 6553.8, 6554.0,
    ];
    assert_eq!(
        q(0.2, 32765, DType::U16, &d16, &[2, 5]),
        vec![0, 1, 2, 3, 4, 65531, 65532, 65533, 65534, 65535]
    );
    assert_eq!(q(0.5, -1, DType::I8, &[-63.5], &[]), vec![-128]);
}

#[test]
fn quantize_per_axis_tvm_goldens() {
    let data = [
        -63.5f32, -63.0, -62.5, -62.0, -61.5, 30.0, 31.0, 31.5, 31.75, 32.0,
    ];
    let want = [0i64, 1, 2, 3, 4, 243, 247, 249, 250, 251];
    let op = |axis| {
        Op::QnnQuantize(QuantizeAttrs {
            out_q: QParams::per_axis(axis, &[0.5, 0.25], &[127, 123]),
            rounding: Rounding::ToNearest,
        })
    };
    assert_eq!(
        vals(&run_ok(op(0), &[tf(&[2, 5], &data)], Some(DType::U8))),
        want.to_vec()
    );
    // The transpose, quantized along axis 1.
    let mut dt = [0f32; 10];
    let mut wt = [0i64; 10];
    for r in 0..2 {
        for c in 0..5 {
            dt[c * 2 + r] = data[r * 5 + c];
            wt[c * 2 + r] = want[r * 5 + c];
        }
    }
    assert_eq!(
        vals(&run_ok(op(1), &[tf(&[5, 2], &dt)], Some(DType::U8))),
        wt.to_vec()
    );
}

#[test]
fn quantize_ties_per_mode() {
    // x / 0.5 = ±2.5, ±1.5, ±0.5 exactly.
    let x = [1.25f32, -1.25, 0.75, -0.75, 0.25, -0.25];
    for (r, want) in [
        (Rounding::ToNearest, [3, -3, 2, -2, 1, -1]),
        (Rounding::HalfEven, [2, -2, 2, -2, 0, 0]),
        (Rounding::Upward, [3, -2, 2, -1, 1, 0]),
    ] {
        let op = Op::QnnQuantize(QuantizeAttrs {
            out_q: QParams::per_tensor(0.5, 0),
            rounding: r,
        });
        assert_eq!(
            vals(&run_ok(op, &[tf(&[6], &x)], Some(DType::I8))),
            want.to_vec(),
            "{r}"
        );
    }
}

#[test]
fn dequantize_tvm_goldens() {
    let floats = vec![
        -63.5f32, -63.0, -62.5, -62.0, -61.5, 62.0, 62.5, 63.0, 63.5, 64.0,
    ];
    let dq = |x: qnn_ir::Tensor, q: QParams| {
        fvals(&run_ok(
            Op::QnnDequantize(DequantizeAttrs { in_q: q }),
            &[x],
            None,
        ))
    };
    assert_eq!(
        dq(
            t(
                DType::U8,
                &[2, 5],
                &[0, 1, 2, 3, 4, 251, 252, 253, 254, 255]
            ),
            QParams::per_tensor(0.5, 127)
        ),
        floats
    );
    assert_eq!(
        dq(
            t(
                DType::I8,
                &[2, 5],
                &[-128, -127, -126, -125, -124, 123, 124, 125, 126, 127]
            ),
            QParams::per_tensor(0.5, -1)
        ),
        floats
    );
    assert_eq!(
        dq(t(DType::I8, &[], &[-128]), QParams::per_tensor(0.5, -1)),
        vec![-63.5]
    );
    assert_eq!(
        dq(
            t(DType::I32, &[3], &[113, 29, -1052]),
            QParams::per_tensor(0.0057968604, 0)
        ),
        vec![0.6550452f32, 0.16810896, -6.098297]
    );
    let ch = dq(
        t(
            DType::U8,
            &[2, 5],
            &[0, 1, 2, 3, 4, 243, 247, 249, 250, 251],
        ),
        QParams::per_axis(0, &[0.5, 0.25], &[127, 123]),
    );
    assert_eq!(
        ch,
        vec![-63.5f32, -63.0, -62.5, -62.0, -61.5, 30.0, 31.0, 31.5, 31.75, 32.0]
    );
}

/// Non-finite and huge inputs follow TFLite 2.21's x86-64 reference QUANTIZE (recorded in
/// `crates/qnn-arith/tests/oracle/cases.txt`: scale 0.5, zp 0, inputs `1e10, 3e9, inf, nan`
/// give `-128` four times): `(int32)roundf(x / s)` is `INT32_MIN` for them, then `+ zp` wraps
/// and the clamp applies. With zp = -1 the wrap lands on `INT32_MAX`, i.e. 127.
#[test]
fn quantize_non_finite_and_huge_like_tflite() {
    let x = [1e10, 3e9, f32::INFINITY, f32::NAN, -f32::INFINITY, -3e9];
    let run = |zp: i64| {
        let op = Op::QnnQuantize(QuantizeAttrs {
            out_q: QParams::per_tensor(0.5, zp),
            rounding: Rounding::ToNearest,
        });
        vals(&run_ok(op, &[tf(&[6], &x)], Some(DType::I8)))
    };
    assert_eq!(run(0), vec![-128; 6]);
    assert_eq!(run(-1), vec![127; 6]);
    // ONNX's half_even saturates instead; NaN gives the type's minimum.
    let op = Op::QnnQuantize(QuantizeAttrs {
        out_q: QParams::per_tensor(0.5, 3),
        rounding: Rounding::HalfEven,
    });
    assert_eq!(
        vals(&run_ok(op, &[tf(&[6], &x)], Some(DType::I8))),
        vec![127, 127, 127, -128, -128, -128]
    );
}
