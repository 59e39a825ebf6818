//! `qnn.concatenate`, `cast`, `clip`, `pad`, `reshape`, `transpose`: TVM's concatenate
//! goldens (tvm-qnn.md §6.6), TFLite's uint8 CONCATENATION float formula written out, and
//! hand-computed data movement.

use qnn_arith::Rounding;
use qnn_interp::run;
use qnn_ir::ops::{ClipAttrs, NoAttrs, PadAttrs, QnnConcatAttrs, ReshapeAttrs, TransposeAttrs};
use qnn_ir::{DType, Data, F32Bits, Graph, Op, QParams, Tensor, TensorType};
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

fn f32_tensor(shape: &[usize], v: &[f32]) -> Tensor {
    Tensor::new(
        TensorType::new(DType::F32, shape.iter().copied()),
        Data::F32(v.to_vec()),
    )
    .unwrap()
}

/// Runs `op` on graph inputs `xs`.
fn run_op(op: Op, xs: &[Tensor], out: Option<DType>) -> Tensor {
    let mut g = Graph::new("t");
    let ids: Vec<_> = xs
        .iter()
        .enumerate()
        .map(|(i, x)| g.add_input(format!("x{i}"), x.ty().clone()).unwrap())
        .collect();
    let y = g.add(op, &ids, out).unwrap();
    g.add_output("y", y).unwrap();
    run(&g, xs).unwrap().remove(0)
}

fn concat(in_q: Vec<QParams>, out_q: QParams, axis: usize, rounding: Rounding) -> Op {
    Op::QnnConcatenate(QnnConcatAttrs {
        in_q,
        out_q,
        axis,
        rounding,
    })
}

/// TVM's test_op_qnn_concatenate.py: int32 x = arange(-32, 32), y = arange(-64, 64, 2), axis 0,
/// all scales (62 + 64) / (2^32 - 1); only zero points differ.
#[test]
fn tvm_golden_concatenate_zero_points() {
    let s = ((62.0 + 64.0) / (4_294_967_296.0f64 - 1.0)) as f32;
    let xv: Vec<i64> = (-32..32).collect();
    let yv: Vec<i64> = (-64..64).step_by(2).collect();
    let x = t(DType::I32, &[1, 64], &xv);
    let y = t(DType::I32, &[1, 64], &yv);
    let cases: [((i64, i64), i64, i64, i64); 4] = [
        ((0, 0), 0, 0, 0),
        ((3, 4), 1, -2, -3),
        ((0, 1), 1, 1, 0),
        ((0, 0), 1, 1, 1),
    ];
    for ((zx, zy), zo, dx, dy) in cases {
        let op = concat(vec![q(s, zx), q(s, zy)], q(s, zo), 0, Rounding::Upward);
        let r = run_op(op, &[x.clone(), y.clone()], None);
        let want: Vec<i64> = xv
            .iter()
            .map(|v| v + dx)
            .chain(yv.iter().map(|v| v + dy))
            .collect();
        assert_eq!(r.shape(), &[2, 64]);
        assert_eq!(r.to_i64().unwrap(), want, "zps ({zx}, {zy}) -> {zo}");
    }
}

/// TFLite uint8 CONCATENATION with differing parameters, written out from tflite.md §3:
/// `scale = in_s * (1.f / out_s)`, `bias = -in_zp * scale`,
/// `clamp((int)roundf(x * scale + bias) + out_zp, 0, 255)` in f32.
#[test]
fn tflite_uint8_concatenate_rescale() {
    let mut r = ChaCha8Rng::seed_from_u64(41);
    for iter in 0..30 {
        let (in_s, in_zp) = (r.random_range(0.01f32..0.5), r.random_range(0..=255i64));
        let (out_s, out_zp) = (r.random_range(0.01f32..0.5), r.random_range(0..=255i64));
        let a: Vec<i64> = (0..=255).collect();
        let b: Vec<i64> = (0..7).map(|_| r.random_range(0..=255)).collect();
        let op = concat(
            vec![q(in_s, in_zp), q(out_s, out_zp)],
            q(out_s, out_zp),
            1,
            Rounding::TfliteDouble,
        );
        let res = run_op(
            op,
            &[t(DType::U8, &[1, 256], &a), t(DType::U8, &[1, 7], &b)],
            None,
        );
        let scale = in_s * (1.0f32 / out_s);
        let bias = -(in_zp as f32) * scale;
        let want: Vec<i64> = a
            .iter()
            .map(|&v| (((v as f32) * scale + bias).round() as i64 + out_zp).clamp(0, 255))
            .chain(b.iter().copied())
            .collect();
        assert_eq!(res.to_i64().unwrap(), want, "iteration {iter}");
    }
}

/// Concatenation along a middle axis interleaves blocks: [2, 1, 2] ++ [2, 2, 2] on axis 1.
#[test]
fn concatenate_middle_axis_copies() {
    let a = t(DType::I8, &[2, 1, 2], &[1, 2, 3, 4]);
    let b = t(DType::I8, &[2, 2, 2], &[5, 6, 7, 8, 9, 10, 11, 12]);
    let op = concat(
        vec![q(0.5, 1), q(0.5, 1)],
        q(0.5, 1),
        1,
        Rounding::TfliteDouble,
    );
    let r = run_op(op, &[a, b], None);
    assert_eq!(r.shape(), &[2, 3, 2]);
    assert_eq!(
        r.to_i64().unwrap(),
        vec![1, 2, 5, 6, 7, 8, 3, 4, 9, 10, 11, 12]
    );
}

/// TVM modes requantize differing inputs: scale 1 -> 0.5 doubles (x - zp), then + out_zp,
/// saturating to int8: [-100, 0, 100] with in_zp 0 -> [-128, 3, 127] with out_zp 3.
#[test]
fn tvm_concatenate_requantizes() {
    let a = t(DType::I8, &[3], &[-100, 0, 100]);
    let b = t(DType::I8, &[1], &[9]);
    let op = concat(
        vec![q(1.0, 0), q(0.5, 3)],
        q(0.5, 3),
        0,
        Rounding::ToNearest,
    );
    assert_eq!(
        run_op(op, &[a, b], None).to_i64().unwrap(),
        vec![-128, 3, 127, 9]
    );
    // 0.5 -> 1.0 halves: (x - 1) / 2 with ties by mode: 3 -> 1, 4 -> 1.5, -2 -> -1.5.
    let a = t(DType::I8, &[3], &[3, 4, -2]);
    for (mode, want) in [
        (Rounding::Upward, [1, 2, -1]),
        (Rounding::ToNearest, [1, 2, -2]),
        (Rounding::HalfEven, [1, 2, -2]),
    ] {
        let op = concat(vec![q(0.5, 1)], q(1.0, 0), 0, mode);
        assert_eq!(
            run_op(op, std::slice::from_ref(&a), None).to_i64().unwrap(),
            want.to_vec(),
            "{mode}"
        );
    }
}

#[test]
fn cast_int_to_int_wraps() {
    let x = t(DType::I32, &[4], &[300, -129, 127, -1]);
    assert_eq!(
        run_op(
            Op::Cast(NoAttrs {}),
            std::slice::from_ref(&x),
            Some(DType::I8)
        )
        .to_i64()
        .unwrap(),
        vec![44, 127, 127, -1]
    );
    assert_eq!(
        run_op(
            Op::Cast(NoAttrs {}),
            std::slice::from_ref(&x),
            Some(DType::U8)
        )
        .to_i64()
        .unwrap(),
        vec![44, 127, 127, 255]
    );
    assert_eq!(
        run_op(Op::Cast(NoAttrs {}), &[x], Some(DType::I64))
            .to_i64()
            .unwrap(),
        vec![300, -129, 127, -1]
    );
}

#[test]
fn cast_int_to_f32_rounds_to_even() {
    // 2^24 + 1 lies halfway between 2^24 and 2^24 + 2 -> the even mantissa 2^24;
    // 2^24 + 3 lies halfway between 2^24 + 2 and 2^24 + 4 -> 2^24 + 4.
    let x = t(DType::I64, &[3], &[16_777_217, 16_777_219, -5]);
    let y = run_op(Op::Cast(NoAttrs {}), &[x], Some(DType::F32));
    assert_eq!(y.data(), &Data::F32(vec![16_777_216.0, 16_777_220.0, -5.0]));
}

/// Float -> int truncates toward zero; NaN and out-of-range values give the type's minimum,
/// as x86-64's `cvttss2si` gives `INT32_MIN` (what TFLite's `(int32_t)` casts rely on).
#[test]
fn cast_f32_to_int_truncates_x86_style() {
    let x = f32_tensor(
        &[9],
        &[
            2.9,
            -2.9,
            1000.0,
            -1e9,
            f32::NAN,
            f32::INFINITY,
            -0.5,
            127.9,
            -128.9,
        ],
    );
    let y = run_op(
        Op::Cast(NoAttrs {}),
        std::slice::from_ref(&x),
        Some(DType::I8),
    );
    assert_eq!(
        y.to_i64().unwrap(),
        vec![2, -2, -128, -128, -128, -128, 0, 127, -128]
    );
    let y = run_op(
        Op::Cast(NoAttrs {}),
        std::slice::from_ref(&x),
        Some(DType::U8),
    );
    assert_eq!(y.to_i64().unwrap(), vec![2, 0, 0, 0, 0, 0, 0, 127, 0]);
    let big = f32_tensor(&[4], &[2147483520.0, 2147483648.0, -2147483648.0, -3e9]);
    let y = run_op(Op::Cast(NoAttrs {}), &[big], Some(DType::I32));
    assert_eq!(
        y.to_i64().unwrap(),
        vec![2147483520, -2147483648, -2147483648, -2147483648]
    );
}

#[test]
fn clip_bounds() {
    let x = t(DType::I16, &[4], &[-5, 0, 5, 10]);
    let y = run_op(Op::Clip(ClipAttrs { min: -2, max: 6 }), &[x], None);
    assert_eq!(y.to_i64().unwrap(), vec![-2, 0, 5, 6]);
}

#[test]
fn pad_fills_value() {
    let x = t(DType::I8, &[2, 2], &[1, 2, 3, 4]);
    let y = run_op(
        Op::Pad(PadAttrs {
            pads: vec![[1, 0], [0, 2]],
            value: 9,
        }),
        &[x],
        None,
    );
    assert_eq!(y.shape(), &[3, 4]);
    assert_eq!(
        y.to_i64().unwrap(),
        vec![9, 9, 9, 9, 1, 2, 9, 9, 3, 4, 9, 9]
    );
    let xf = f32_tensor(&[2], &[1.5, -2.5]);
    let y = run_op(
        Op::Pad(PadAttrs {
            pads: vec![[1, 1]],
            value: -3,
        }),
        &[xf],
        None,
    );
    assert_eq!(y.data(), &Data::F32(vec![-3.0, 1.5, -2.5, -3.0]));
}

#[test]
fn reshape_keeps_order() {
    let x = t(DType::U16, &[2, 3], &[1, 2, 3, 4, 5, 65535]);
    let y = run_op(
        Op::Reshape(ReshapeAttrs {
            shape: vec![3, 1, 2],
        }),
        &[x],
        None,
    );
    assert_eq!(y.shape(), &[3, 1, 2]);
    assert_eq!(y.to_i64().unwrap(), vec![1, 2, 3, 4, 5, 65535]);
}

#[test]
fn transpose_2d_and_random_3d() {
    let x = t(DType::I32, &[2, 3], &[1, 2, 3, 4, 5, 6]);
    let y = run_op(
        Op::Transpose(TransposeAttrs { perm: vec![1, 0] }),
        &[x],
        None,
    );
    assert_eq!(y.shape(), &[3, 2]);
    assert_eq!(y.to_i64().unwrap(), vec![1, 4, 2, 5, 3, 6]);
    let mut r = ChaCha8Rng::seed_from_u64(5);
    let perms = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    for perm in perms {
        let s = [
            r.random_range(1..5),
            r.random_range(1..5),
            r.random_range(1..5),
        ];
        let v: Vec<i64> = (0..s[0] * s[1] * s[2]).map(|i| i as i64).collect();
        let y = run_op(
            Op::Transpose(TransposeAttrs {
                perm: perm.to_vec(),
            }),
            &[t(DType::I64, &s, &v)],
            None,
        );
        let os = [s[perm[0]], s[perm[1]], s[perm[2]]];
        let mut want = Vec::new();
        for i in 0..os[0] {
            for j in 0..os[1] {
                for k in 0..os[2] {
                    let mut c = [0usize; 3];
                    c[perm[0]] = i;
                    c[perm[1]] = j;
                    c[perm[2]] = k;
                    want.push(((c[0] * s[1] + c[1]) * s[2] + c[2]) as i64);
                }
            }
        }
        assert_eq!(y.shape(), &os, "perm {perm:?}");
        assert_eq!(y.to_i64().unwrap(), want, "perm {perm:?}");
    }
}
