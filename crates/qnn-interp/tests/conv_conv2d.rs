//! `qnn.conv2d` and the integer `conv2d` against TVM's literal goldens, hand-computed
//! rescale cases, and a literal reference loop (explicit zero-point subtraction, padding
//! rules written out from the TFLite docs) over random shapes, layouts and groups.

use qnn_arith::Rounding;
use qnn_interp::run;
use qnn_ir::attrs::{DataLayout, KernelLayout, Padding, Precision};
use qnn_ir::ops::{Conv2dAttrs, QnnConv2dAttrs};
use qnn_ir::{DType, Data, F32Bits, Graph, Op, QParams, Tensor, TensorType};
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

/// Runs one op on input `x` with constant operands `consts`.
fn run_op(op: Op, x: &Tensor, consts: &[Tensor], out: Option<DType>) -> Tensor {
    let mut g = Graph::new("t");
    let xi = g.add_input("x", x.ty().clone()).unwrap();
    let mut args = vec![xi];
    for c in consts {
        args.push(g.add_const(c.clone()));
    }
    let y = g.add(op, &args, out).unwrap();
    g.add_output("y", y).unwrap();
    let mut r = run(&g, std::slice::from_ref(x)).unwrap();
    r.remove(0)
}

fn qattrs(
    in_q: QParams,
    w_q: QParams,
    out_q: Option<QParams>,
    dl: DataLayout,
    kl: KernelLayout,
) -> QnnConv2dAttrs {
    QnnConv2dAttrs {
        in_q,
        w_q,
        out_q,
        product: Precision::F64,
        strides: [1, 1],
        padding: Padding::Valid,
        dilation: [1, 1],
        groups: 1,
        data_layout: dl,
        kernel_layout: kl,
        acc: DType::I32,
        rounding: Rounding::TfliteDouble,
        clamp: None,
    }
}

// ---------------------------------------------------------------------------------------
// TVM goldens (tvm-qnn.md §6.2, literal values from TVM's test_op_qnn_conv2d.py).

#[test]
fn tvm_golden_output_multiplier_greater_than_one() {
    let data: Vec<i64> = [1, 1, 1, 1, 2, 2, 2, 2, 1, 2, 3, 4, 1, 2, 3, 4]
        .iter()
        .map(|v| 128 + v)
        .collect();
    let kernel: Vec<i64> = [1, 2, 3, 4, -1, 1, -1, 1, -1, -1, 1, 1]
        .iter()
        .map(|v| 128 + v)
        .collect();
    let mut a = qattrs(
        q(1.0, 128),
        q(1.0, 128),
        None,
        DataLayout::Nchw,
        KernelLayout::Oihw,
    );
    a.strides = [2, 2];
    let y = run_op(
        Op::QnnConv2d(a),
        &t(DType::U8, &[2, 1, 2, 4], &data),
        &[t(DType::U8, &[3, 1, 2, 2], &kernel)],
        Some(DType::I32),
    );
    assert_eq!(y.shape(), &[2, 3, 1, 2]);
    assert_eq!(
        y.to_i64().unwrap(),
        vec![17, 17, 0, 0, 2, 2, 16, 36, 2, 2, 0, 0]
    );
}

#[test]
fn tvm_golden_anisotropic_strides() {
    let data = [
        133, 131, 129, 125, 123, 121, 135, 133, 131, 123, 121, 119, 137, 135, 133, 121, 119, 117,
    ];
    let mut a = qattrs(
        q(1.0, 127),
        q(1.0, 127),
        None,
        DataLayout::Nchw,
        KernelLayout::Oihw,
    );
    a.strides = [1, 3];
    let y = run_op(
        Op::QnnConv2d(a),
        &t(DType::U8, &[1, 1, 3, 6], &data),
        &[t(DType::U8, &[1, 1, 2, 2], &[129, 131, 133, 135])],
        Some(DType::I32),
    );
    assert_eq!(y.shape(), &[1, 1, 2, 2]);
    assert_eq!(y.to_i64().unwrap(), vec![124, -92, 164, -132]);
}

#[test]
fn tvm_golden_large_irregular() {
    let a = qattrs(
        q(1.0, 127),
        q(1.0, 127),
        None,
        DataLayout::Nchw,
        KernelLayout::Oihw,
    );
    let y = run_op(
        Op::QnnConv2d(a),
        &t(DType::U8, &[1, 1024, 1, 1], &[127; 1024]),
        &[t(DType::U8, &[1001, 1024, 1, 1], &vec![127; 1001 * 1024])],
        Some(DType::I32),
    );
    assert_eq!(y.shape(), &[1, 1001, 1, 1]);
    assert!(y.to_i64().unwrap().iter().all(|&v| v == 0));
}

// ---------------------------------------------------------------------------------------
// Hand-computed cases.

/// 1x1 NHWC input [[1, 2], [3, 4]] (2x2 image, 1 channel), 2x2 filter [[1, 0], [0, -1]],
/// SAME padding: the output at (y, x) covers (y..y+1, x..x+1) with the odd padding after.
/// out(0,0) = 1 - 4 = -3; out(0,1) = 2 - 0 = 2; out(1,0) = 3; out(1,1) = 4.
#[test]
fn hand_same_padding_pads_after() {
    let mut a = qattrs(
        q(1.0, 0),
        q(1.0, 0),
        None,
        DataLayout::Nhwc,
        KernelLayout::Ohwi,
    );
    a.padding = Padding::Same;
    let y = run_op(
        Op::QnnConv2d(a),
        &t(DType::I8, &[1, 2, 2, 1], &[1, 2, 3, 4]),
        &[t(DType::I8, &[1, 2, 2, 1], &[1, 0, 0, -1])],
        Some(DType::I32),
    );
    assert_eq!(y.to_i64().unwrap(), vec![-3, 2, 3, 4]);
}

/// Padded taps contribute nothing: with in_zp = 5 and an input of all 5s, every in-image
/// tap is 0 after the offset, and padded taps must not add `-5 * w`.
#[test]
fn hand_padding_acts_as_input_zero_point() {
    let mut a = qattrs(
        q(1.0, 5),
        q(1.0, 0),
        None,
        DataLayout::Nhwc,
        KernelLayout::Ohwi,
    );
    a.padding = Padding::Explicit([1, 1, 1, 1]);
    let y = run_op(
        Op::QnnConv2d(a),
        &t(DType::I8, &[1, 2, 2, 1], &[5, 5, 5, 5]),
        &[t(DType::I8, &[1, 3, 3, 1], &[1; 9])],
        Some(DType::I32),
    );
    assert_eq!(y.to_i64().unwrap(), vec![0, 0, 0, 0]);
}

/// Depthwise with multiplier 2 (TFLite `[1, H, W, C*M]` = `ihwo`, groups = C):
/// input 1x1x1x2 = [3, -2], filter 1x1x1x4 = [1, 2, 3, 4] -> oc = ic*2 + m:
/// [3*1, 3*2, -2*3, -2*4] = [3, 6, -6, -8]; bias [10, 20, 30, 40].
#[test]
fn hand_depthwise_multiplier_two() {
    let mut a = qattrs(
        q(1.0, 0),
        q(1.0, 0),
        None,
        DataLayout::Nhwc,
        KernelLayout::Ihwo,
    );
    a.groups = 2;
    let y = run_op(
        Op::QnnConv2d(a),
        &t(DType::I8, &[1, 1, 1, 2], &[3, -2]),
        &[
            t(DType::I8, &[1, 1, 1, 4], &[1, 2, 3, 4]),
            t(DType::I32, &[4], &[10, 20, 30, 40]),
        ],
        Some(DType::I32),
    );
    assert_eq!(y.to_i64().unwrap(), vec![13, 26, 24, 32]);
}

/// Per-axis weight zero points (u8 weights): w - w_zp[o] with w_zp = [1, 3].
/// x = [2, 4] (1x1 image, 2 channels, in_zp 1 -> [1, 3]); w row 0 = [2, 2] -> [1, 1] -> 4;
/// row 1 = [4, 6] -> [1, 3] -> 1 + 9 = 10.
#[test]
fn hand_per_axis_weight_zero_points() {
    let a = qattrs(
        q(1.0, 1),
        q_axis(0, &[1.0, 1.0], &[1, 3]),
        None,
        DataLayout::Nhwc,
        KernelLayout::Ohwi,
    );
    let y = run_op(
        Op::QnnConv2d(a),
        &t(DType::U8, &[1, 1, 1, 2], &[2, 4]),
        &[t(DType::U8, &[2, 1, 1, 2], &[2, 2, 4, 6])],
        Some(DType::I32),
    );
    assert_eq!(y.to_i64().unwrap(), vec![4, 10]);
}

/// The i32 accumulator wraps: 127 * 127 * 2 taps... built with a bias near i32::MAX.
/// acc = (2^31 - 10) + 5*3 = 2^31 + 5 -> wraps to -2^31 + 5.
#[test]
fn hand_i32_accumulator_wraps() {
    let a = qattrs(
        q(1.0, 0),
        q(1.0, 0),
        None,
        DataLayout::Nhwc,
        KernelLayout::Ohwi,
    );
    let y = run_op(
        Op::QnnConv2d(a.clone()),
        &t(DType::I8, &[1, 1, 1, 1], &[5]),
        &[
            t(DType::I8, &[1, 1, 1, 1], &[3]),
            t(DType::I32, &[1], &[i32::MAX as i64 - 9]),
        ],
        Some(DType::I32),
    );
    assert_eq!(y.to_i64().unwrap(), vec![i32::MIN as i64 + 5]);
    // The i64 accumulator does not.
    let mut a64 = a;
    a64.acc = DType::I64;
    let y = run_op(
        Op::QnnConv2d(a64),
        &t(DType::I8, &[1, 1, 1, 1], &[5]),
        &[
            t(DType::I8, &[1, 1, 1, 1], &[3]),
            t(DType::I64, &[1], &[i32::MAX as i64 - 9]),
        ],
        Some(DType::I64),
    );
    assert_eq!(y.to_i64().unwrap(), vec![i32::MAX as i64 + 6]);
}

/// A 1x1 conv of x = 1 with weight 1 over two channels: acc = bias, so the output is the
/// rescale of the bias. Channel 0 has M = 0.5 * 0.5 / 1 = 1/4, channel 1 M = 0.5 * 1 / 1 = 1/2.
fn rescale_case(mode: Rounding, acc0: i64, acc1: i64) -> Vec<i64> {
    let mut a = qattrs(
        q(0.5, 0),
        q_axis(0, &[0.5, 1.0], &[0, 0]),
        Some(q(1.0, 3)),
        DataLayout::Nhwc,
        KernelLayout::Ohwi,
    );
    a.rounding = mode;
    let y = run_op(
        Op::QnnConv2d(a),
        &t(DType::I8, &[1, 1, 1, 1], &[0]),
        &[
            t(DType::I8, &[2, 1, 1, 1], &[1, 1]),
            t(DType::I32, &[2], &[acc0, acc1]),
        ],
        Some(DType::I8),
    );
    y.to_i64().unwrap()
}

/// Ties by mode, hand-derived from each mode's definition (docs/rounding.md):
/// acc0 = -2 (x M 1/4 = -0.5), acc1 = 5 (x M 1/2 = 2.5); output zp 3.
/// - tflite_double: SRDHM ties up then RDBPOT ties away: -0.5 -> -1, 2.5 -> 3;
/// - tflite_single / upward: ties toward +inf: -0.5 -> 0, 2.5 -> 3;
/// - to_nearest / f64_half_away: ties away: -1, 3; half_even: 0 (even), 2 (even).
#[test]
fn hand_rescale_ties_per_mode_and_channel() {
    let cases = [
        (Rounding::TfliteDouble, [-1, 3]),
        (Rounding::TfliteSingle, [0, 3]),
        (Rounding::Upward, [0, 3]),
        (Rounding::ToNearest, [-1, 3]),
        (Rounding::F64HalfAway, [-1, 3]),
        (Rounding::HalfEven, [0, 2]),
    ];
    for (mode, [r0, r1]) in cases {
        assert_eq!(rescale_case(mode, -2, 5), vec![r0 + 3, r1 + 3], "{mode}");
    }
}

/// Large accumulators saturate to the output type (and the clamp attribute applies after
/// `+ out_zp`): 1000/4 + 3 = 253 -> 127; -1000/2 + 3 -> -128.
#[test]
fn hand_rescale_saturates_and_clamps() {
    assert_eq!(
        rescale_case(Rounding::TfliteDouble, 1000, -1000),
        vec![127, -128]
    );
    let mut a = qattrs(
        q(0.5, 0),
        q(0.5, 0),
        Some(q(1.0, 3)),
        DataLayout::Nhwc,
        KernelLayout::Ohwi,
    );
    a.clamp = Some([3, 9]);
    let y = run_op(
        Op::QnnConv2d(a),
        &t(DType::I8, &[1, 1, 1, 3], &[0, 0, 0]),
        &[
            t(DType::I8, &[3, 1, 1, 3], &[0; 9]),
            t(DType::I32, &[3], &[-40, 8, 400]),
        ],
        Some(DType::I8),
    );
    // -40/4 + 3 = -7 -> 3; 8/4 + 3 = 5; 400/4 + 3 = 103 -> 9.
    assert_eq!(y.to_i64().unwrap(), vec![3, 5, 9]);
}

// ---------------------------------------------------------------------------------------
// Multiplier expression: double product vs float product.

/// Literal TFLite MultiplyByQuantizedMultiplier with the multiplier of `real`, using the
/// primitives of qnn-arith (tested there against their own literal transcription).
fn mbqm_real(acc: i64, real: f64) -> i64 {
    let m = qnn_arith::quantize_multiplier(real);
    qnn_arith::mbqm(acc as i32, m.multiplier, m.shift) as i64
}

/// Scales where `(double)(float)(in_s * w_s)` and `(double)in_s * (double)w_s` give
/// different Q31 multipliers; the kernel must take the one the `product` attribute names,
/// whatever the input type (`f32`: TFLite's uint8 conv and TVM; `f64`: TFLite's int8 conv),
/// so that Legalize can change the input type without changing a multiplier.
#[test]
fn multiplier_product_precision_follows_the_attribute() {
    let (in_s, w_s, out_s) = (0.1f32, 0.3f32, 0.7f32);
    let real_double = f64::from(in_s) * f64::from(w_s) / f64::from(out_s);
    let real_float = f64::from(in_s * w_s) / f64::from(out_s);
    assert_ne!(
        qnn_arith::quantize_multiplier(real_double),
        qnn_arith::quantize_multiplier(real_float),
        "the scales must separate the two expressions"
    );
    let accs: Vec<i64> = (0..200).map(|i| 1_000_000_000 - i * 4_999_999).collect();
    let run_mode = |dtype: DType, zp: i64, mode: Rounding, product: Precision| -> Vec<i64> {
        let mut a = qattrs(
            q(in_s, zp),
            q(w_s, 0),
            Some(q(out_s, 0)),
            DataLayout::Nhwc,
            KernelLayout::Ohwi,
        );
        a.rounding = mode;
        a.product = product;
        let n = accs.len();
        let x = t(dtype, &[1, 1, 1, 1], &[zp]);
        let y = run_op(
            Op::QnnConv2d(a),
            &x,
            &[
                t(DType::I8, &[n, 1, 1, 1], &vec![1; n]),
                t(DType::I32, &[n], &accs),
            ],
            Some(DType::I32),
        );
        y.to_i64().unwrap()
    };
    let want_double: Vec<i64> = accs.iter().map(|&a| mbqm_real(a, real_double)).collect();
    let want_float: Vec<i64> = accs.iter().map(|&a| mbqm_real(a, real_float)).collect();
    assert_ne!(
        want_double, want_float,
        "some accumulator must separate the two multipliers"
    );
    for (dtype, zp) in [(DType::I8, 0), (DType::U8, 7)] {
        let double = run_mode(dtype, zp, Rounding::TfliteDouble, Precision::F64);
        assert_eq!(double, want_double, "{dtype} f64");
        let float = run_mode(dtype, zp, Rounding::TfliteDouble, Precision::F32);
        assert_eq!(float, want_float, "{dtype} f32");
    }
    // Upward: exact single rounding of acc * m * 2^(shift - 31), ties toward +inf.
    let m = qnn_arith::quantize_multiplier(real_float);
    let want_upward: Vec<i64> = accs
        .iter()
        .map(|&a| {
            let p = i128::from(a) * i128::from(m.multiplier);
            let total = 31 - m.shift;
            ((p + (1i128 << (total - 1))) >> total) as i64
        })
        .collect();
    let upward = run_mode(DType::I8, 0, Rounding::Upward, Precision::F32);
    assert_eq!(upward, want_upward);
}

/// 16x8 with an i64 accumulator under `tflite_int64` (tflite.md §2.4, written out here):
/// the Q31 multiplier is re-rounded to 15 bits, `rm = (qm + 2^15) >> 16`, then
/// `(acc * rm + 2^(14 - shift)) >> (15 - shift)`.
#[test]
fn int16_int64_accumulator_path() {
    let (in_s, w_s, out_s) = (0.002f32, 0.013f32, 0.07f32);
    let real = f64::from(in_s) * f64::from(w_s) / f64::from(out_s);
    let m = qnn_arith::quantize_multiplier(real);
    let rm = if m.multiplier < 0x7FFF_0000 {
        (i64::from(m.multiplier) + (1 << 15)) >> 16
    } else {
        0x7FFF
    };
    let total = 15 - m.shift;
    let accs: Vec<i64> = vec![
        0,
        1,
        -1,
        12345,
        -12345,
        3_000_000_000,
        -3_000_000_000,
        1 << 40,
        -(1 << 40) + 17,
    ];
    let n = accs.len();
    let mut a = qattrs(
        q(in_s, 0),
        q(w_s, 0),
        Some(q(out_s, 0)),
        DataLayout::Nhwc,
        KernelLayout::Ohwi,
    );
    a.acc = DType::I64;
    a.rounding = Rounding::TfliteInt64;
    let y = run_op(
        Op::QnnConv2d(a),
        &t(DType::I16, &[1, 1, 1, 1], &[0]),
        &[
            t(DType::I8, &[n, 1, 1, 1], &vec![1; n]),
            t(DType::I64, &[n], &accs),
        ],
        Some(DType::I16),
    );
    let want: Vec<i64> = accs
        .iter()
        .map(|&acc| ((acc * rm + (1i64 << (total - 1))) >> total).clamp(-32768, 32767))
        .collect();
    assert_eq!(y.to_i64().unwrap(), want);
}

// ---------------------------------------------------------------------------------------
// Random shapes against a literal reference loop.

/// Element (n, c, h, w) of an activation in `layout`.
fn x_at(
    x: &[i64],
    shape: &[usize],
    layout: DataLayout,
    n: usize,
    c: usize,
    h: usize,
    w: usize,
) -> i64 {
    match layout {
        DataLayout::Nhwc => x[((n * shape[1] + h) * shape[2] + w) * shape[3] + c],
        DataLayout::Nchw => x[((n * shape[1] + c) * shape[2] + h) * shape[3] + w],
    }
}

/// Element (o, i, h, w) of a filter in `layout`.
fn w_at(
    wv: &[i64],
    s: &[usize],
    layout: KernelLayout,
    o: usize,
    i: usize,
    h: usize,
    w: usize,
) -> i64 {
    match layout {
        KernelLayout::Ohwi => wv[((o * s[1] + h) * s[2] + w) * s[3] + i],
        KernelLayout::Oihw => wv[((o * s[1] + i) * s[2] + h) * s[3] + w],
        KernelLayout::Hwio => wv[((h * s[1] + w) * s[2] + i) * s[3] + o],
        KernelLayout::Hwoi => wv[((h * s[1] + w) * s[2] + o) * s[3] + i],
        KernelLayout::Ihwo => wv[((i * s[1] + h) * s[2] + w) * s[3] + o],
    }
}

fn x_shape(layout: DataLayout, n: usize, c: usize, h: usize, w: usize) -> Vec<usize> {
    match layout {
        DataLayout::Nhwc => vec![n, h, w, c],
        DataLayout::Nchw => vec![n, c, h, w],
    }
}

fn w_shape(layout: KernelLayout, o: usize, i: usize, h: usize, w: usize) -> Vec<usize> {
    match layout {
        KernelLayout::Ohwi => vec![o, h, w, i],
        KernelLayout::Oihw => vec![o, i, h, w],
        KernelLayout::Hwio => vec![h, w, i, o],
        KernelLayout::Hwoi => vec![h, w, o, i],
        KernelLayout::Ihwo => vec![i, h, w, o],
    }
}

/// (out extent, padding before) as TFLite/the op docs define them.
fn out_extent(
    p: Padding,
    dim: usize,
    input: usize,
    k: usize,
    s: usize,
    d: usize,
) -> (usize, usize) {
    let eff = (k - 1) * d + 1;
    match p {
        Padding::Same => {
            let out = input.div_ceil(s);
            let total = ((out - 1) * s + eff).saturating_sub(input);
            (out, total / 2)
        }
        Padding::Valid => ((input - eff + s) / s, 0),
        Padding::Explicit(e) => {
            let (b, a) = if dim == 0 { (e[0], e[1]) } else { (e[2], e[3]) };
            ((input + b + a - eff) / s + 1, b)
        }
    }
}

struct Case {
    dl: DataLayout,
    kl: KernelLayout,
    n: usize,
    c: usize,
    h: usize,
    w: usize,
    o: usize,
    groups: usize,
    kh: usize,
    kw: usize,
    strides: [usize; 2],
    dilation: [usize; 2],
    padding: Padding,
}

impl Case {
    /// The input's and the filter's shapes in their layouts.
    fn shapes(&self) -> (Vec<usize>, Vec<usize>) {
        (
            x_shape(self.dl, self.n, self.c, self.h, self.w),
            w_shape(self.kl, self.o, self.c / self.groups, self.kh, self.kw),
        )
    }

    /// The core `conv2d` of this case.
    fn core_attrs(&self) -> Conv2dAttrs {
        Conv2dAttrs {
            strides: self.strides,
            padding: self.padding,
            dilation: self.dilation,
            groups: self.groups,
            data_layout: self.dl,
            kernel_layout: self.kl,
        }
    }
}

fn random_case(r: &mut ChaCha8Rng) -> Case {
    let dl = [DataLayout::Nhwc, DataLayout::Nchw][r.random_range(0..2)];
    let kl = [
        KernelLayout::Ohwi,
        KernelLayout::Oihw,
        KernelLayout::Hwio,
        KernelLayout::Hwoi,
        KernelLayout::Ihwo,
    ][r.random_range(0..5)];
    let groups = r.random_range(1..=3);
    let c = groups * r.random_range(1..=3);
    let o = groups * r.random_range(1..=3);
    let kh = r.random_range(1..=3);
    let kw = r.random_range(1..=3);
    let dilation = [r.random_range(1..=2), r.random_range(1..=2)];
    let strides = [r.random_range(1..=3), r.random_range(1..=3)];
    let h = (kh - 1) * dilation[0] + 1 + r.random_range(0..5);
    let w = (kw - 1) * dilation[1] + 1 + r.random_range(0..5);
    let padding = match r.random_range(0..3) {
        0 => Padding::Same,
        1 => Padding::Valid,
        _ => Padding::Explicit([
            r.random_range(0..3),
            r.random_range(0..3),
            r.random_range(0..3),
            r.random_range(0..3),
        ]),
    };
    Case {
        dl,
        kl,
        n: r.random_range(1..=2),
        c,
        h,
        w,
        o,
        groups,
        kh,
        kw,
        strides,
        dilation,
        padding,
    }
}

/// Literal reference: for every (b, oc, oy, ox) in the data layout's output order,
/// `bias[oc] + sum (w - w_zp[oc]) * (x - in_zp)` over in-image taps, in i64; returned in
/// NCHW logical order along with the output extents.
#[allow(clippy::too_many_arguments)]
fn reference(
    cs: &Case,
    x: &[i64],
    wv: &[i64],
    in_zp: i64,
    w_zp: &[i64],
    bias: Option<&[i64]>,
) -> (Vec<i64>, usize, usize) {
    let (xs, ws) = cs.shapes();
    let (oh, pt) = out_extent(cs.padding, 0, cs.h, cs.kh, cs.strides[0], cs.dilation[0]);
    let (ow, pl) = out_extent(cs.padding, 1, cs.w, cs.kw, cs.strides[1], cs.dilation[1]);
    let ipg = cs.c / cs.groups;
    let opg = cs.o / cs.groups;
    let mut out = Vec::new();
    for b in 0..cs.n {
        for oc in 0..cs.o {
            for oy in 0..oh {
                for ox in 0..ow {
                    let g = oc / opg;
                    let mut acc: i64 = bias.map_or(0, |bv| bv[oc]);
                    for ic in 0..ipg {
                        for ky in 0..cs.kh {
                            for kx in 0..cs.kw {
                                let iy =
                                    (oy * cs.strides[0] + ky * cs.dilation[0]) as i64 - pt as i64;
                                let ix =
                                    (ox * cs.strides[1] + kx * cs.dilation[1]) as i64 - pl as i64;
                                if iy < 0 || ix < 0 || iy >= cs.h as i64 || ix >= cs.w as i64 {
                                    continue;
                                }
                                let xv =
                                    x_at(x, &xs, cs.dl, b, g * ipg + ic, iy as usize, ix as usize)
                                        - in_zp;
                                let wvv = w_at(wv, &ws, cs.kl, oc, ic, ky, kx) - w_zp[oc];
                                acc += wvv * xv;
                            }
                        }
                    }
                    out.push(acc);
                }
            }
        }
    }
    (out, oh, ow)
}

/// NCHW logical order -> the data layout's element order.
fn to_layout(v: &[i64], dl: DataLayout, n: usize, c: usize, h: usize, w: usize) -> Vec<i64> {
    match dl {
        DataLayout::Nchw => v.to_vec(),
        DataLayout::Nhwc => {
            let mut out = Vec::with_capacity(v.len());
            for b in 0..n {
                for y in 0..h {
                    for x in 0..w {
                        for ch in 0..c {
                            out.push(v[((b * c + ch) * h + y) * w + x]);
                        }
                    }
                }
            }
            out
        }
    }
}

#[test]
fn random_qnn_conv2d_raw_accumulator_matches_reference() {
    let mut r = ChaCha8Rng::seed_from_u64(0x5eed_c0de);
    for iter in 0..150 {
        let cs = random_case(&mut r);
        let u8_in = r.random_bool(0.5);
        let (xd, xlo, xhi) = if u8_in {
            (DType::U8, 0, 255)
        } else {
            (DType::I8, -128, 127)
        };
        let wd = if r.random_bool(0.5) {
            DType::U8
        } else {
            DType::I8
        };
        let (wlo, whi) = wd.int_range().unwrap();
        let (xs, ws) = cs.shapes();
        let x: Vec<i64> = (0..xs.iter().product::<usize>())
            .map(|_| r.random_range(xlo..=xhi))
            .collect();
        let wv: Vec<i64> = (0..ws.iter().product::<usize>())
            .map(|_| r.random_range(wlo..=whi))
            .collect();
        let in_zp = r.random_range(xlo..=xhi);
        let o_axis = match cs.kl {
            KernelLayout::Ohwi | KernelLayout::Oihw => 0,
            KernelLayout::Hwio | KernelLayout::Ihwo => 3,
            KernelLayout::Hwoi => 2,
        };
        let per_axis = r.random_bool(0.5);
        let w_zp: Vec<i64> = if per_axis {
            (0..cs.o).map(|_| r.random_range(wlo..=whi)).collect()
        } else {
            vec![r.random_range(wlo..=whi); cs.o]
        };
        let w_q = if per_axis {
            q_axis(o_axis, &vec![1.0; cs.o], &w_zp)
        } else {
            q(1.0, w_zp[0])
        };
        let with_bias = r.random_bool(0.5);
        let bias: Vec<i64> = (0..cs.o)
            .map(|_| r.random_range(-100_000..=100_000))
            .collect();
        let a = QnnConv2dAttrs {
            in_q: q(1.0, in_zp),
            w_q,
            out_q: None,
            product: Precision::F64,
            strides: cs.strides,
            padding: cs.padding,
            dilation: cs.dilation,
            groups: cs.groups,
            data_layout: cs.dl,
            kernel_layout: cs.kl,
            acc: DType::I32,
            rounding: Rounding::TfliteDouble,
            clamp: None,
        };
        let mut consts = vec![t(wd, &ws, &wv)];
        if with_bias {
            consts.push(t(DType::I32, &[cs.o], &bias));
        }
        let y = run_op(Op::QnnConv2d(a), &t(xd, &xs, &x), &consts, Some(DType::I32));
        let (want, oh, ow) = reference(&cs, &x, &wv, in_zp, &w_zp, with_bias.then_some(&bias[..]));
        assert_eq!(
            y.shape(),
            x_shape(cs.dl, cs.n, cs.o, oh, ow).as_slice(),
            "iteration {iter}"
        );
        assert_eq!(
            y.to_i64().unwrap(),
            to_layout(&want, cs.dl, cs.n, cs.o, oh, ow),
            "iteration {iter}"
        );
    }
}

/// Per-channel requantized output against the reference accumulator followed by a literal
/// `clamp(MBQM(acc, M[oc]) + out_zp)` with `M[oc] = (double)in_s * (double)w_s[oc] / out_s`.
#[test]
fn random_qnn_conv2d_requantized_matches_reference() {
    let mut r = ChaCha8Rng::seed_from_u64(77);
    for iter in 0..60 {
        let cs = random_case(&mut r);
        let (xs, ws) = cs.shapes();
        let x: Vec<i64> = (0..xs.iter().product::<usize>())
            .map(|_| r.random_range(-128..=127))
            .collect();
        let wv: Vec<i64> = (0..ws.iter().product::<usize>())
            .map(|_| r.random_range(-127..=127))
            .collect();
        let in_zp = r.random_range(-128..=127);
        let out_zp = r.random_range(-128..=127);
        let in_s: f32 = r.random_range(0.005..0.1);
        let out_s: f32 = r.random_range(0.01..0.2);
        let w_s: Vec<f32> = (0..cs.o).map(|_| r.random_range(0.0005..0.02)).collect();
        let o_axis = match cs.kl {
            KernelLayout::Ohwi | KernelLayout::Oihw => 0,
            KernelLayout::Hwio | KernelLayout::Ihwo => 3,
            KernelLayout::Hwoi => 2,
        };
        let bias: Vec<i64> = (0..cs.o).map(|_| r.random_range(-5000..=5000)).collect();
        let a = QnnConv2dAttrs {
            in_q: q(in_s, in_zp),
            w_q: q_axis(o_axis, &w_s, &vec![0; cs.o]),
            out_q: Some(q(out_s, out_zp)),
            product: Precision::F64,
            strides: cs.strides,
            padding: cs.padding,
            dilation: cs.dilation,
            groups: cs.groups,
            data_layout: cs.dl,
            kernel_layout: cs.kl,
            acc: DType::I32,
            rounding: Rounding::TfliteDouble,
            clamp: Some([-128, 120]),
        };
        let y = run_op(
            Op::QnnConv2d(a),
            &t(DType::I8, &xs, &x),
            &[t(DType::I8, &ws, &wv), t(DType::I32, &[cs.o], &bias)],
            Some(DType::I8),
        );
        let (acc, oh, ow) = reference(&cs, &x, &wv, in_zp, &vec![0; cs.o], Some(&bias));
        let per_channel = oh * ow;
        let want: Vec<i64> = acc
            .iter()
            .enumerate()
            .map(|(i, &v)| {
                let oc = (i / per_channel) % cs.o;
                let real = f64::from(in_s) * f64::from(w_s[oc]) / f64::from(out_s);
                (mbqm_real(v, real) + out_zp).clamp(-128, 120)
            })
            .collect();
        assert_eq!(
            y.to_i64().unwrap(),
            to_layout(&want, cs.dl, cs.n, cs.o, oh, ow),
            "iteration {iter}"
        );
    }
}

/// Integer `conv2d` with i32 operands: products and sums wrap in the result type. The
/// reference computes literally in wrapping i32 (or exact i128 reduced mod 2^64 for i64).
#[test]
fn random_core_conv2d_wraps_like_the_result_type() {
    let mut r = ChaCha8Rng::seed_from_u64(3);
    for iter in 0..60 {
        let cs = random_case(&mut r);
        let (xs, ws) = cs.shapes();
        let big = r.random_bool(0.5);
        let lim: i64 = if big { i32::MAX as i64 } else { 300 };
        let x: Vec<i64> = (0..xs.iter().product::<usize>())
            .map(|_| r.random_range(-lim..=lim))
            .collect();
        let wv: Vec<i64> = (0..ws.iter().product::<usize>())
            .map(|_| r.random_range(-lim..=lim))
            .collect();
        let out = if r.random_bool(0.5) {
            DType::I32
        } else {
            DType::I64
        };
        let y = run_op(
            Op::Conv2d(cs.core_attrs()),
            &t(DType::I32, &xs, &x),
            &[t(DType::I32, &ws, &wv)],
            Some(out),
        );
        // Exact accumulation in i128 (no zero points), then reduced to the result type.
        let (oh, pt) = out_extent(cs.padding, 0, cs.h, cs.kh, cs.strides[0], cs.dilation[0]);
        let (ow, pl) = out_extent(cs.padding, 1, cs.w, cs.kw, cs.strides[1], cs.dilation[1]);
        let (ipg, opg) = (cs.c / cs.groups, cs.o / cs.groups);
        let mut want = Vec::new();
        for b in 0..cs.n {
            for oc in 0..cs.o {
                for oy in 0..oh {
                    for ox in 0..ow {
                        let mut acc: i128 = 0;
                        for ic in 0..ipg {
                            for ky in 0..cs.kh {
                                for kx in 0..cs.kw {
                                    let iy = (oy * cs.strides[0] + ky * cs.dilation[0]) as i64
                                        - pt as i64;
                                    let ix = (ox * cs.strides[1] + kx * cs.dilation[1]) as i64
                                        - pl as i64;
                                    if iy < 0 || ix < 0 || iy >= cs.h as i64 || ix >= cs.w as i64 {
                                        continue;
                                    }
                                    let xv = x_at(
                                        &x,
                                        &xs,
                                        cs.dl,
                                        b,
                                        (oc / opg) * ipg + ic,
                                        iy as usize,
                                        ix as usize,
                                    );
                                    acc += i128::from(xv)
                                        * i128::from(w_at(&wv, &ws, cs.kl, oc, ic, ky, kx));
                                }
                            }
                        }
                        want.push(if out == DType::I32 {
                            acc as i32 as i64
                        } else {
                            acc as i64
                        });
                    }
                }
            }
        }
        assert_eq!(
            y.ty(),
            &TensorType::new(out, x_shape(cs.dl, cs.n, cs.o, oh, ow)),
            "iteration {iter}"
        );
        assert_eq!(
            y.to_i64().unwrap(),
            to_layout(&want, cs.dl, cs.n, cs.o, oh, ow),
            "iteration {iter}"
        );
    }
}

/// Float `conv2d` sums in TFLite's reference order: per output element, one running `f32`
/// sum from `0.0` over the in-image taps (rows, then columns) and the group's input channels,
/// each product and sum rounded on its own; bit for bit, over random shapes, groups
/// (depthwise included), layouts and values of every magnitude.
#[test]
fn random_core_conv2d_f32_sums_in_tflite_order() {
    let mut r = ChaCha8Rng::seed_from_u64(0xf32);
    for iter in 0..150 {
        let cs = random_case(&mut r);
        let (xs, ws) = cs.shapes();
        let mut value = |_| r.random_range(-1.0f32..1.0) * 10f32.powi(r.random_range(-3..4));
        let x: Vec<f32> = (0..xs.iter().product::<usize>()).map(&mut value).collect();
        let wv: Vec<f32> = (0..ws.iter().product::<usize>()).map(&mut value).collect();
        let tensor = |shape: &[usize], v: Vec<f32>| {
            Tensor::new(TensorType::new(DType::F32, shape.to_vec()), Data::F32(v)).unwrap()
        };
        let y = run_op(
            Op::Conv2d(cs.core_attrs()),
            &tensor(&xs, x.clone()),
            &[tensor(&ws, wv.clone())],
            None,
        );
        // Flat indices through the layout helpers, which read `i64` elements.
        let xi: Vec<i64> = (0..x.len() as i64).collect();
        let wi: Vec<i64> = (0..wv.len() as i64).collect();
        let (oh, pt) = out_extent(cs.padding, 0, cs.h, cs.kh, cs.strides[0], cs.dilation[0]);
        let (ow, pl) = out_extent(cs.padding, 1, cs.w, cs.kw, cs.strides[1], cs.dilation[1]);
        let (ipg, opg) = (cs.c / cs.groups, cs.o / cs.groups);
        let mut want = vec![0.0f32; cs.n * cs.o * oh * ow];
        for b in 0..cs.n {
            for oc in 0..cs.o {
                for oy in 0..oh {
                    for ox in 0..ow {
                        let mut sum = 0.0f32;
                        for ky in 0..cs.kh {
                            let iy = (oy * cs.strides[0] + ky * cs.dilation[0]) as i64 - pt as i64;
                            if iy < 0 || iy >= cs.h as i64 {
                                continue;
                            }
                            for kx in 0..cs.kw {
                                let ix =
                                    (ox * cs.strides[1] + kx * cs.dilation[1]) as i64 - pl as i64;
                                if ix < 0 || ix >= cs.w as i64 {
                                    continue;
                                }
                                for ic in 0..ipg {
                                    let ch = (oc / opg) * ipg + ic;
                                    let xv =
                                        x[x_at(&xi, &xs, cs.dl, b, ch, iy as usize, ix as usize)
                                            as usize];
                                    sum += xv * wv[w_at(&wi, &ws, cs.kl, oc, ic, ky, kx) as usize];
                                }
                            }
                        }
                        // NCHW logical order, put in the data layout's order below.
                        want[((b * cs.o + oc) * oh + oy) * ow + ox] = sum;
                    }
                }
            }
        }
        let bits = |v: &[f32]| v.iter().map(|f| i64::from(f.to_bits())).collect::<Vec<_>>();
        assert_eq!(
            bits(y.as_f32().expect("f32 result")),
            to_layout(&bits(&want), cs.dl, cs.n, cs.o, oh, ow),
            "iteration {iter}"
        );
    }
}
