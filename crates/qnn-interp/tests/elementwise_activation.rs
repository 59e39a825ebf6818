//! `qnn.logistic`, `qnn.tanh`, `qnn.softmax` and `qnn.hard_swish` in the interpreter:
//! every 8-bit table entry against a literal transcription of `LUTPopulateInt8`
//! (tflite.md §3), every int16 code against a literal transcription of the int16
//! LOGISTIC/TANH reference (tflite-verified.md correction A), hand-derived SOFTMAX and
//! HARD_SWISH values, and the row / element wiring of the kernels against `qnn-arith`'s
//! scalar functions.

mod elementwise_common;

use elementwise_common::*;
use qnn_ir::ops::{QnnSoftmaxAttrs, QnnUnaryAttrs};
use qnn_ir::{DType, F32Bits, Op, QParams, Tensor};

fn unary(kind: &str, in_q: QParams, out_q: QParams) -> Op {
    let a = QnnUnaryAttrs { in_q, out_q };
    match kind {
        "logistic" => Op::QnnLogistic(a),
        "tanh" => Op::QnnTanh(a),
        "hard_swish" => Op::QnnHardSwish(a),
        _ => panic!("{kind}"),
    }
}

fn softmax(in_q: QParams, out_q: QParams, beta: f32) -> Op {
    Op::QnnSoftmax(QnnSoftmaxAttrs {
        in_q,
        out_q,
        beta: F32Bits::new(beta),
    })
}

fn all_codes(d: DType) -> Tensor {
    let (lo, hi) = d.int_range().unwrap();
    let v: Vec<i64> = (lo..=hi).collect();
    t(d, &[v.len()], &v)
}

/// `LUTPopulateInt8` as tflite.md §3 writes it: `f = in_s * (float)(v - in_zp)`,
/// `y = 1/(1+expf(-f))` or `tanhf(f)`, `q = (int32)(roundf(y * (1/out_s)) + out_zp)`, clamped.
#[allow(clippy::too_many_arguments)]
fn lut_entry_ref(
    kind: &str,
    v: i64,
    in_s: f32,
    in_zp: i64,
    out_s: f32,
    out_zp: i64,
    lo: i64,
    hi: i64,
) -> i64 {
    let inv = 1.0f32 / out_s;
    let f = in_s * ((v - in_zp) as f32);
    let y = if kind == "logistic" {
        1.0f32 / (1.0f32 + (-f).exp())
    } else {
        f.tanh()
    };
    let q = ((y * inv).round() + out_zp as f32) as i64;
    q.clamp(lo, hi)
}

#[test]
fn logistic_tanh_8bit_tables_match_literal_formula() {
    let cases = [
        (
            "logistic",
            DType::I8,
            0.0029f32,
            -5i64,
            1.0f32 / 256.0,
            -128i64,
        ),
        ("logistic", DType::I8, 0.0783, 12, 1.0 / 256.0, -128),
        ("logistic", DType::I8, 0.32, 0, 1.0 / 256.0, -128),
        ("logistic", DType::U8, 0.05, 128, 1.0 / 256.0, 0),
        ("logistic", DType::I8, 0.041, -20, 0.0051, -3),
        ("tanh", DType::I8, 0.0038, 3, 1.0 / 128.0, 0),
        ("tanh", DType::I8, 0.0317, -64, 1.0 / 128.0, 0),
        ("tanh", DType::I8, 0.36, 0, 1.0 / 128.0, 0),
        ("tanh", DType::U8, 0.021, 131, 1.0 / 128.0, 128),
    ];
    for (kind, d, in_s, in_zp, out_s, out_zp) in cases {
        let (lo, hi) = d.int_range().unwrap();
        let got = vals(&run_ok(
            unary(
                kind,
                QParams::per_tensor(in_s, in_zp),
                QParams::per_tensor(out_s, out_zp),
            ),
            &[all_codes(d)],
            None,
        ));
        let want: Vec<i64> = (lo..=hi)
            .map(|v| lut_entry_ref(kind, v, in_s, in_zp, out_s, out_zp, lo, hi))
            .collect();
        assert_eq!(got, want, "{kind} {d} in_s={in_s}");
    }
}

#[test]
fn logistic_8bit_hand_values() {
    // logistic(0) = 0.5 -> 0.5 * 256 - 128 = 0; large inputs saturate at 1.0 -> 128 -> clamped 127;
    // very negative inputs give 0 -> -128.
    let op = unary(
        "logistic",
        QParams::per_tensor(0.32, 7),
        QParams::per_tensor(1.0 / 256.0, -128),
    );
    let got = vals(&run_ok(op, &[t(DType::I8, &[3], &[7, 127, -128])], None));
    assert_eq!(got, vec![0, 127, -128]);
    // tanh(0) = 0 -> zero point; tanh(+-big) = +-1 -> +128 clamped to 127, -128.
    let op = unary(
        "tanh",
        QParams::per_tensor(0.36, -2),
        QParams::per_tensor(1.0 / 128.0, 0),
    );
    let got = vals(&run_ok(op, &[t(DType::I8, &[3], &[-2, 127, -128])], None));
    assert_eq!(got, vec![0, 127, -128]);
}

/// The int16 reference of tflite-verified.md correction A, literally (general branch; for the
/// power-of-two scales used below the general multiplier gives the same `d`, e.g. 2^-12 ->
/// `(24576, 13)`, i.e. `d = 3x`, as the special branch's `3 << 0`).
fn int16_ref(kind: &str, x: i16, in_scale: f32) -> i64 {
    let tbl = &qnn_arith::SIGMOID_TABLE_UINT16;
    let mut m = in_scale as f64 * 4096.0 * 3.0;
    let mut ls = 0;
    while m <= 32767.0 / 2.0 && ls <= 30 {
        ls += 1;
        m *= 2.0;
    }
    let mult = m as i32;
    let d: i32 = ((x as i32) * mult + if ls > 0 { 1 << (ls - 1) } else { 0 }) >> ls;
    let a: u32 = d.unsigned_abs();
    if kind == "logistic" {
        let uh = a >> 9;
        let mut r: u32 = if uh >= 255 {
            0x7FFF << 10
        } else {
            ((tbl[uh as usize] as u32) << 9)
                + (a & 0x1FF) * (tbl[uh as usize + 1] as u32 - tbl[uh as usize] as u32)
        };
        r = if d >= 0 {
            r + (1 << 9)
        } else {
            (1 << 25) - r + (1 << 9) - 1
        };
        (r >> 10) as i16 as i64
    } else {
        let uh = a >> 8;
        let mut tt: i32 = if uh >= 255 {
            0xFFFF << 8
        } else {
            (((tbl[uh as usize] as u32) << 8)
                + (a & 0xFF) * (tbl[uh as usize + 1] as u32 - tbl[uh as usize] as u32))
                as i32
        };
        tt = if d >= 0 {
            tt - (1 << 23) + (1 << 7)
        } else {
            -tt + (1 << 23) + (1 << 7) - 1
        };
        (tt >> 8) as i16 as i64
    }
}

#[test]
fn logistic_tanh_int16_all_codes_match_literal_reference() {
    let out_q = QParams::per_tensor(1.0 / 32768.0, 0);
    for (kind, in_s) in [
        ("logistic", 0.000_523_4f32),
        ("logistic", 0.000_183_1),
        ("logistic", 2f32.powi(-12)),
        ("tanh", 0.000_611_9),
        ("tanh", 2f32.powi(-12)),
        ("tanh", 2f32.powi(-11)),
    ] {
        let got = vals(&run_ok(
            unary(kind, QParams::per_tensor(in_s, 0), out_q.clone()),
            &[all_codes(DType::I16)],
            None,
        ));
        let want: Vec<i64> = (-32768..=32767)
            .map(|x| int16_ref(kind, x as i16, in_s))
            .collect();
        assert_eq!(got, want, "{kind} {in_s}");
    }
}

#[test]
fn int16_hand_values() {
    // x = 0: logistic = T[0] << 9 + 2^9 >> 10 = 2^14 (0.5); tanh = (2^23 - 2^23 + 2^7) >> 8 = 0.
    let out_q = QParams::per_tensor(1.0 / 32768.0, 0);
    let x = t(DType::I16, &[1], &[0]);
    let l = run_ok(
        unary("logistic", QParams::per_tensor(0.0005, 0), out_q.clone()),
        std::slice::from_ref(&x),
        None,
    );
    assert_eq!(vals(&l), vec![16384]);
    let th = run_ok(
        unary("tanh", QParams::per_tensor(0.0005, 0), out_q),
        &[x],
        None,
    );
    assert_eq!(vals(&th), vec![0]);
}

#[test]
fn int16_unary_requires_tflite_fixed_params() {
    let x = t(DType::I16, &[1], &[0]);
    let bad_in = unary(
        "logistic",
        QParams::per_tensor(0.0005, 3),
        QParams::per_tensor(1.0 / 32768.0, 0),
    );
    assert!(run_op(bad_in, std::slice::from_ref(&x), None).is_err());
    let bad_out = unary(
        "tanh",
        QParams::per_tensor(0.0005, 0),
        QParams::per_tensor(1.0 / 1024.0, 0),
    );
    assert!(run_op(bad_out, &[x], None).is_err());
}

// ---------------------------------------------------------------------------------------------
// SOFTMAX.

/// Rows of `n` equal logits: `exp(0)` = 1 in Q0.31, the Q12.19 sum is `n * 2^19`, its
/// reciprocal is `~2^31` with `log2(n)` bits over unit, so each output is
/// `2^bits / n + type_min` (clamped): n = 1, 2, 4, 8 give 127, 0, -64, -96 for int8 (255 clamp,
/// 128, 64, 32 for uint8; 32767 clamp, 0, -16384, -24576 for an int16 result).
#[test]
fn softmax_8bit_equal_logits_hand_values() {
    let cases = [
        (
            DType::I8,
            DType::I8,
            1.0f64 / 256.0,
            -128i64,
            [127i64, 0, -64, -96],
        ),
        (DType::U8, DType::U8, 1.0 / 256.0, 0, [255, 128, 64, 32]),
        (
            DType::I8,
            DType::I16,
            1.0 / 65536.0,
            -32768,
            [32767, 0, -16384, -24576],
        ),
    ];
    for (din, dout, out_s, out_zp, want) in cases {
        for (k, n) in [1usize, 2, 4, 8].into_iter().enumerate() {
            let x = t(din, &[2, n], &vec![37; 2 * n]);
            let op = softmax(
                QParams::per_tensor(0.0625, 5),
                QParams::per_tensor(out_s as f32, out_zp),
                1.0,
            );
            let got = vals(&run_ok(op, &[x], Some(dout)));
            assert_eq!(got, vec![want[k]; 2 * n], "{din}->{dout} n={n}");
        }
    }
}

/// A row whose sum of exponentials reaches 512 (512 logits equal to the row maximum) makes
/// TFLite's reference kernel abort (gemmlowp assertion, seen with TF 2.21): the op has no
/// result there, so the interpreter reports an error; 511 equal logits still run, and each
/// gets 1/511 of the mass: round(256/511) - 128 = -127.
#[test]
fn softmax_8bit_row_where_tflite_aborts_is_an_error() {
    let op = || {
        softmax(
            QParams::per_tensor(0.0625, 5),
            QParams::per_tensor(1.0 / 256.0, -128),
            1.0,
        )
    };
    let ok = run_ok(op(), &[t(DType::I8, &[1, 511], &[3; 511])], Some(DType::I8));
    assert_eq!(vals(&ok), vec![-127; 511]);
    let err = run_op(op(), &[t(DType::I8, &[1, 512], &[3; 512])], Some(DType::I8)).unwrap_err();
    assert!(err.contains("softmax row 0"), "{err}");
}

/// Rows are the last axis: the kernel equals `qnn_arith::softmax_i8_row` applied to each row,
/// and the row maximum keeps the largest output.
#[test]
fn softmax_8bit_rows_are_last_axis() {
    let mut rng = Rng(0x5eed_a001);
    for (din, out_zp) in [(DType::I8, -128i64), (DType::U8, 0)] {
        let (lo, hi) = din.int_range().unwrap();
        let shape = [2usize, 3, 5];
        let x: Vec<i64> = (0..30).map(|_| rng.int(lo, hi)).collect();
        for (in_s, beta) in [(0.1f32, 1.0f32), (0.0213, 1.0), (0.05, 0.7)] {
            let op = softmax(
                QParams::per_tensor(in_s, 3),
                QParams::per_tensor(1.0 / 256.0, out_zp),
                beta,
            );
            let got = vals(&run_ok(op, &[t(din, &shape, &x)], None));
            let mut want = Vec::new();
            for row in x.chunks(5) {
                let r: Vec<i32> = row.iter().map(|&v| v as i32).collect();
                let o =
                    qnn_arith::softmax_i8_row(&r, in_s, beta, out_zp as i32, lo as i32, hi as i32);
                want.extend(o.into_iter().map(i64::from));
            }
            assert_eq!(got, want, "{din} {in_s} {beta}");
            for (row, out) in x.chunks(5).zip(got.chunks(5)) {
                let am = (0..5)
                    .max_by_key(|&i| (row[i], std::cmp::Reverse(i)))
                    .unwrap();
                assert_eq!(out[am], *out.iter().max().unwrap());
            }
        }
    }
}

/// int16 SOFTMAX: each row equals `qnn_arith::softmax_i16_row`, equal logits give equal outputs.
#[test]
fn softmax_int16_rows() {
    let mut rng = Rng(0x5eed_a002);
    let x: Vec<i64> = (0..24).map(|_| rng.int(-32768, 32767)).collect();
    let in_s = 0.000_31f32;
    let op = softmax(
        QParams::per_tensor(in_s, 0),
        QParams::per_tensor(1.0 / 32768.0, 0),
        1.0,
    );
    let got = vals(&run_ok(op, &[t(DType::I16, &[4, 6], &x)], None));
    let mut want = Vec::new();
    for row in x.chunks(6) {
        let r: Vec<i32> = row.iter().map(|&v| v as i32).collect();
        want.extend(
            qnn_arith::softmax_i16_row(&r, in_s, 1.0)
                .into_iter()
                .map(i64::from),
        );
    }
    assert_eq!(got, want);
    let op = softmax(
        QParams::per_tensor(in_s, 0),
        QParams::per_tensor(1.0 / 32768.0, 0),
        1.0,
    );
    let eq = vals(&run_ok(
        op,
        &[t(DType::I16, &[1, 4], &[900, 900, 900, 900])],
        None,
    ));
    assert!(eq.iter().all(|&v| v == eq[0]), "{eq:?}");
}

#[test]
fn softmax_rejects_parameters_the_kernel_cannot_honour() {
    let x8 = t(DType::I8, &[1, 2], &[1, 2]);
    // int8 output must be q(1/256, -128).
    let op = softmax(
        QParams::per_tensor(0.1, 0),
        QParams::per_tensor(1.0 / 256.0, 0),
        1.0,
    );
    assert!(run_op(op, std::slice::from_ref(&x8), None).is_err());
    let op = softmax(
        QParams::per_tensor(0.1, 0),
        QParams::per_tensor(1.0 / 128.0, -128),
        1.0,
    );
    assert!(run_op(op, &[x8], None).is_err());
    // int16 needs input zero point 0 and output q(1/32768, 0); int16 -> int8 has no kernel.
    let x16 = t(DType::I16, &[1, 2], &[1, 2]);
    let op = softmax(
        QParams::per_tensor(0.001, 4),
        QParams::per_tensor(1.0 / 32768.0, 0),
        1.0,
    );
    assert!(run_op(op, std::slice::from_ref(&x16), None).is_err());
    let op = softmax(
        QParams::per_tensor(0.001, 0),
        QParams::per_tensor(1.0 / 256.0, -128),
        1.0,
    );
    assert!(run_op(op, &[x16], Some(DType::I8)).is_err());
}

// ---------------------------------------------------------------------------------------------
// HARD_SWISH.

/// Hand-derived with in = out = q(0.05, zp): x - in_zp = 0 -> out_zp; real -6 -> the reluish
/// factor saturates at -1, `(-32768 + 32768) >> 1 = 0` -> out_zp; real 6 -> reluish 32767,
/// preshift `SRDHM16(15360, 2^14) = 7680`, `SDHM16(32767, 7680) = 7679`, `RDBPOT(7679, 6) = 120`.
#[test]
fn hard_swish_hand_values() {
    let op = unary(
        "hard_swish",
        QParams::per_tensor(0.05, 3),
        QParams::per_tensor(0.05, -7),
    );
    let got = vals(&run_ok(op, &[t(DType::I8, &[3], &[3, -117, 123])], None));
    assert_eq!(got, vec![-7, -7, 113]);
}

/// Every code, int8 and uint8: the kernel equals `qnn_arith::hard_swish` element by element
/// (the kernel's job is the wiring of parameters and the type clamp).
#[test]
fn hard_swish_all_codes_wiring() {
    for (d, in_s, in_zp, out_s, out_zp) in [
        (DType::I8, 0.0471f32, -9i64, 0.0302f32, -100i64),
        (DType::U8, 0.021, 131, 0.017, 20),
        (DType::I8, 0.11, 0, 0.09, 0),
    ] {
        let (lo, hi) = d.int_range().unwrap();
        let op = unary(
            "hard_swish",
            QParams::per_tensor(in_s, in_zp),
            QParams::per_tensor(out_s, out_zp),
        );
        let got = vals(&run_ok(op, &[all_codes(d)], None));
        let p = qnn_arith::hard_swish_params(in_s, in_zp as i32, out_s, out_zp as i32);
        let want: Vec<i64> = (lo..=hi)
            .map(|v| qnn_arith::hard_swish(v as i32, &p, lo as i32, hi as i32) as i64)
            .collect();
        assert_eq!(got, want, "{d}");
        // hard_swish(0) = 0: the input zero point maps to the output zero point.
        let zp_out = vals(&run_ok(
            unary(
                "hard_swish",
                QParams::per_tensor(in_s, in_zp),
                QParams::per_tensor(out_s, out_zp),
            ),
            &[t(d, &[1], &[in_zp])],
            None,
        ));
        assert_eq!(zp_out, vec![out_zp]);
    }
}

#[test]
fn hard_swish_rejects_int16_and_tiny_output_scales() {
    let op = unary(
        "hard_swish",
        QParams::per_tensor(0.001, 0),
        QParams::per_tensor(0.001, 0),
    );
    assert!(run_op(op, &[t(DType::I16, &[1], &[5])], None).is_err());
    // out_s < in_s / 128: output multiplier exponent > 0, rejected by TFLite's Prepare.
    let op = unary(
        "hard_swish",
        QParams::per_tensor(1.0, 0),
        QParams::per_tensor(0.001, 0),
    );
    assert!(run_op(op, &[t(DType::I8, &[1], &[5])], None).is_err());
}
