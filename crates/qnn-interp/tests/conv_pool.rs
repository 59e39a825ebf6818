//! `qnn.avg_pool2d` / `qnn.max_pool2d`: hand-computed windows (TFLite AVERAGE_POOL_2D rounds
//! the raw sum half away from zero and counts only in-image taps; tflite-verified.md note 6)
//! and random cases against a literal reference loop.

use qnn_interp::run;
use qnn_ir::attrs::{DataLayout, Padding};
use qnn_ir::ops::PoolAttrs;
use qnn_ir::{DType, Graph, Op, Tensor};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn t(dtype: DType, shape: &[usize], v: &[i64]) -> Tensor {
    Tensor::from_i64(dtype, shape, v).expect("test tensor")
}

fn try_pool(op: Op, x: &Tensor) -> Result<Tensor, String> {
    let mut g = Graph::new("t");
    let xi = g.add_input("x", x.ty().clone()).unwrap();
    let y = g.add(op, &[xi], None).unwrap();
    g.add_output("y", y).unwrap();
    run(&g, std::slice::from_ref(x))
        .map(|mut v| v.remove(0))
        .map_err(|e| e.to_string())
}

fn pool(op: Op, x: &Tensor) -> Vec<i64> {
    try_pool(op, x).unwrap().to_i64().unwrap()
}

fn attrs(kernel: [usize; 2], strides: [usize; 2], padding: Padding) -> PoolAttrs {
    PoolAttrs {
        kernel,
        strides,
        padding,
        layout: DataLayout::Nhwc,
        clamp: None,
    }
}

const GRID: [i64; 9] = [1, 2, 3, 4, 5, 6, 7, 8, -9];

/// 3x3 SAME, stride 1 (one pixel of padding all round). Each window's in-image sum and count:
/// (0,0) 12/4 = 3; (0,1) 21/6 = 3.5 -> 4; (0,2) 16/4 = 4; (1,0) 27/6 = 4.5 -> 5;
/// (1,1) 27/9 = 3; (1,2) 15/6 = 2.5 -> 3; (2,0) 24/4 = 6; (2,1) 21/6 = 3.5 -> 4;
/// (2,2) 10/4 = 2.5 -> 3.
#[test]
fn avg_same_padding_counts_only_in_image_taps() {
    let x = t(DType::I8, &[1, 3, 3, 1], &GRID);
    let y = pool(Op::QnnAvgPool2d(attrs([3, 3], [1, 1], Padding::Same)), &x);
    assert_eq!(y, vec![3, 4, 4, 5, 3, 3, 6, 4, 3]);
}

/// The clamp applies after the rounding.
#[test]
fn avg_clamp() {
    let x = t(DType::I8, &[1, 3, 3, 1], &GRID);
    let mut a = attrs([3, 3], [1, 1], Padding::Same);
    a.clamp = Some([0, 4]);
    assert_eq!(
        pool(Op::QnnAvgPool2d(a), &x),
        vec![3, 4, 4, 4, 3, 3, 4, 4, 3]
    );
}

/// Ties go away from zero on the raw values: -5/2 -> -3, 5/2 -> 3, -3/2 -> -2, -1/2 -> -1;
/// and -1/4 -> 0.
#[test]
fn avg_ties_away_from_zero() {
    let x = t(DType::I8, &[1, 1, 8, 1], &[-2, -3, 2, 3, -1, -2, -1, 0]);
    let y = pool(Op::QnnAvgPool2d(attrs([1, 2], [1, 2], Padding::Valid)), &x);
    assert_eq!(y, vec![-3, 3, -2, -1]);
    let x = t(DType::I8, &[1, 2, 2, 1], &[-1, 0, 0, 0]);
    assert_eq!(
        pool(Op::QnnAvgPool2d(attrs([2, 2], [1, 1], Padding::Valid)), &x),
        vec![0]
    );
}

/// uint8: (255 + 254) / 2 = 254.5 -> 255; int16 with a zero point is still raw.
#[test]
fn avg_uint8_and_int16() {
    let x = t(DType::U8, &[1, 1, 2, 1], &[255, 254]);
    assert_eq!(
        pool(Op::QnnAvgPool2d(attrs([1, 2], [1, 1], Padding::Valid)), &x),
        vec![255]
    );
    let x = t(DType::I16, &[1, 1, 2, 1], &[-32768, -32767]);
    assert_eq!(
        pool(Op::QnnAvgPool2d(attrs([1, 2], [1, 1], Padding::Valid)), &x),
        vec![-32768]
    );
}

/// Max over in-image taps only: with all-negative inputs a padded zero must not win.
#[test]
fn max_ignores_padding() {
    let x: Vec<i64> = GRID.iter().map(|v| -(v.abs()) - 10).collect();
    let x = t(DType::I8, &[1, 3, 3, 1], &x);
    let y = pool(Op::QnnMaxPool2d(attrs([2, 2], [2, 2], Padding::Same)), &x);
    // Windows: rows 0-1 x cols 0-1 -> max(-11,-12,-14,-15) = -11; rows 0-1 x col 2 -> -13;
    // row 2 x cols 0-1 -> -17; row 2 x col 2 -> -19.
    assert_eq!(y, vec![-11, -13, -17, -19]);
    let mut a = attrs([2, 2], [1, 1], Padding::Valid);
    assert_eq!(
        pool(
            Op::QnnMaxPool2d(a.clone()),
            &t(DType::I8, &[1, 3, 3, 1], &GRID)
        ),
        vec![5, 6, 8, 8]
    );
    a.clamp = Some([-128, 6]);
    assert_eq!(
        pool(Op::QnnMaxPool2d(a), &t(DType::I8, &[1, 3, 3, 1], &GRID)),
        vec![5, 6, 6, 6]
    );
}

/// NCHW: channels pool independently. Channel 0 = GRID, channel 1 = -GRID.
#[test]
fn nchw_layout() {
    let x: Vec<i64> = GRID
        .iter()
        .copied()
        .chain(GRID.iter().map(|v| -v))
        .collect();
    let x = t(DType::I8, &[1, 2, 3, 3], &x);
    let mut a = attrs([2, 2], [1, 1], Padding::Valid);
    a.layout = DataLayout::Nchw;
    // Channel 0 sums 12, 16, 24, 10 -> 3, 4, 6, 3; channel 1 -> -3, -4, -6, -3.
    assert_eq!(
        pool(Op::QnnAvgPool2d(a.clone()), &x),
        vec![3, 4, 6, 3, -3, -4, -6, -3]
    );
    // Channel 1 maxima: -1, -2, -4, 9.
    assert_eq!(
        pool(Op::QnnMaxPool2d(a), &x),
        vec![5, 6, 8, 8, -1, -2, -4, 9]
    );
}

/// A window entirely in explicit padding: the average is an error (TFLite would divide by
/// zero); the maximum is the type minimum (TFLite's initial value), then clamped.
#[test]
fn window_entirely_in_padding() {
    let x = t(DType::I8, &[1, 1, 1, 1], &[7]);
    let a = attrs([1, 1], [1, 1], Padding::Explicit([2, 0, 0, 0]));
    assert!(try_pool(Op::QnnAvgPool2d(a.clone()), &x).is_err());
    assert_eq!(pool(Op::QnnMaxPool2d(a), &x), vec![-128, -128, 7]);
}

/// Random NHWC/NCHW cases against a literal loop over windows.
#[test]
fn random_pools_match_reference() {
    let mut r = ChaCha8Rng::seed_from_u64(21);
    for iter in 0..100 {
        let (n, c) = (r.random_range(1..3), r.random_range(1..4));
        let kernel = [r.random_range(1..4), r.random_range(1..4)];
        let strides = [r.random_range(1..3), r.random_range(1..3)];
        let (h, w) = (
            kernel[0] + r.random_range(0..5),
            kernel[1] + r.random_range(0..5),
        );
        let same = r.random_bool(0.5);
        let layout = if r.random_bool(0.5) {
            DataLayout::Nhwc
        } else {
            DataLayout::Nchw
        };
        let shape = match layout {
            DataLayout::Nhwc => vec![n, h, w, c],
            DataLayout::Nchw => vec![n, c, h, w],
        };
        let x: Vec<i64> = (0..n * c * h * w)
            .map(|_| r.random_range(-128..=127))
            .collect();
        let at = |b: usize, ch: usize, y: usize, xx: usize| match layout {
            DataLayout::Nhwc => x[((b * h + y) * w + xx) * c + ch],
            DataLayout::Nchw => x[((b * c + ch) * h + y) * w + xx],
        };
        // TFLite's SAME/VALID rules.
        let ext = |i: usize, k: usize, s: usize| -> (usize, usize) {
            if same {
                let o = i.div_ceil(s);
                (o, ((o - 1) * s + k).saturating_sub(i) / 2)
            } else {
                ((i - k + s) / s, 0)
            }
        };
        let ((oh, pt), (ow, pl)) = (ext(h, kernel[0], strides[0]), ext(w, kernel[1], strides[1]));
        let mut avg = Vec::new();
        let mut max = Vec::new();
        // Output in the same layout: iterate in layout order.
        let mut coords = Vec::new();
        for b in 0..n {
            match layout {
                DataLayout::Nhwc => {
                    for oy in 0..oh {
                        for ox in 0..ow {
                            for ch in 0..c {
                                coords.push((b, ch, oy, ox));
                            }
                        }
                    }
                }
                DataLayout::Nchw => {
                    for ch in 0..c {
                        for oy in 0..oh {
                            for ox in 0..ow {
                                coords.push((b, ch, oy, ox));
                            }
                        }
                    }
                }
            }
        }
        for (b, ch, oy, ox) in coords {
            let (mut sum, mut count, mut mx) = (0i64, 0i64, i64::MIN);
            for ky in 0..kernel[0] {
                for kx in 0..kernel[1] {
                    let iy = (oy * strides[0] + ky) as i64 - pt as i64;
                    let ix = (ox * strides[1] + kx) as i64 - pl as i64;
                    if iy < 0 || ix < 0 || iy >= h as i64 || ix >= w as i64 {
                        continue;
                    }
                    let v = at(b, ch, iy as usize, ix as usize);
                    sum += v;
                    count += 1;
                    mx = mx.max(v);
                }
            }
            // (acc > 0 ? acc + n/2 : acc - n/2) / n with truncating division.
            avg.push(if sum > 0 {
                (sum + count / 2) / count
            } else {
                (sum - count / 2) / count
            });
            max.push(mx);
        }
        let padding = if same { Padding::Same } else { Padding::Valid };
        let a = PoolAttrs {
            kernel,
            strides,
            padding,
            layout,
            clamp: None,
        };
        let xt = t(DType::I8, &shape, &x);
        assert_eq!(
            pool(Op::QnnAvgPool2d(a.clone()), &xt),
            avg,
            "avg iteration {iter}"
        );
        assert_eq!(pool(Op::QnnMaxPool2d(a), &xt), max, "max iteration {iter}");
    }
}

/// A window far larger than the image (a 2^31 - 1 wide kernel with `same` padding) visits
/// only the in-image taps: every output is the mean / max of its whole row band, and the run
/// finishes at once instead of walking two billion padded taps.
#[test]
fn huge_windows_cost_only_the_in_image_taps() {
    let x = t(DType::I8, &[1, 2, 3, 1], &[1, 2, 3, 5, 6, 7]);
    let a = attrs([1, i32::MAX as usize], [1, 1], Padding::Same);
    // Each output sees its whole row: means 2 and 6, maxima 3 and 7.
    assert_eq!(
        pool(Op::QnnAvgPool2d(a.clone()), &x),
        vec![2, 2, 2, 6, 6, 6]
    );
    assert_eq!(pool(Op::QnnMaxPool2d(a), &x), vec![3, 3, 3, 7, 7, 7]);
}
