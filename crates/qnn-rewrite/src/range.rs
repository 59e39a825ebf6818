//! Interval analysis: sound bounds of every integer value, from the input types, the
//! constants and each op's arithmetic.
//!
//! A bound is always safe to use: where an op can wrap (integer core ops wrap in their
//! element type) and the interval arithmetic leaves the type, the bound is the whole type.
//! Rules use the bounds to choose `i32` or `i64` arithmetic so that nothing a QNN kernel
//! computes exactly can wrap in the lowered form, and canonicalization drops `clip`s and
//! `cast`s that cannot change a value.

use crate::analysis::{ClassData, ConstPool};
use qnn_ir::attrs::RoundMode;
use qnn_ir::{DType, Op, TensorType};

/// An inclusive interval.
pub type Range = (i64, i64);

/// `(lo, hi)` if it lies inside `d`, else `d`'s whole range.
pub fn within(d: DType, lo: i128, hi: i128) -> Option<Range> {
    let (tlo, thi) = d.int_range()?;
    if lo >= i128::from(tlo) && hi <= i128::from(thi) && lo <= hi {
        Some((lo as i64, hi as i64))
    } else {
        Some((tlo, thi))
    }
}

/// `v` wrapped to an integer type (two's complement truncation), as integer core ops wrap.
pub fn wrap(d: DType, v: i64) -> i64 {
    match d {
        DType::I8 => v as i8 as i64,
        DType::U8 => v as u8 as i64,
        DType::I16 => v as i16 as i64,
        DType::U16 => v as u16 as i64,
        DType::I32 => v as i32 as i64,
        _ => v,
    }
}

/// Largest absolute value of an interval.
pub fn magnitude((lo, hi): Range) -> i128 {
    i128::from(lo).abs().max(i128::from(hi).abs())
}

/// The smallest interval holding both.
pub fn hull(a: Range, b: Range) -> Range {
    (a.0.min(b.0), a.1.max(b.1))
}

/// Bounds of `a op b` for intervals, in `i128`.
fn arith(a: Range, b: Range, f: impl Fn(i128, i128) -> i128) -> (i128, i128) {
    let (a0, a1, b0, b1) = (
        i128::from(a.0),
        i128::from(a.1),
        i128::from(b.0),
        i128::from(b.1),
    );
    let c = [f(a0, b0), f(a0, b1), f(a1, b0), f(a1, b1)];
    (*c.iter().min().unwrap_or(&0), *c.iter().max().unwrap_or(&0))
}

/// Bounds of `x * m * 2^(s - 31)` rounded (any mode), over the channels' `(m, s)`, for `x` in
/// `r`: exact arithmetic widened by a margin for rounding and for `tflite_int64`'s 15-bit
/// multiplier. `None` when the bound leaves `i64`.
pub fn fpm_range(r: Range, multipliers: &[(i32, i32)]) -> Option<(i128, i128)> {
    let mut out: Option<(i128, i128)> = None;
    for &(m, s) in multipliers {
        let real = f64::from(m) * 2f64.powi(s - 31);
        let (a, b) = (r.0 as f64 * real, r.1 as f64 * real);
        let slack = a.abs().max(b.abs()) * 2f64.powi(-10) + 2.0;
        let (a, b) = (a.min(b) - slack, a.max(b) + slack);
        if !(a.is_finite() && b.is_finite()) || a < -9.0e18 || b > 9.0e18 {
            return None;
        }
        let this = (a.floor() as i128, b.ceil() as i128);
        out = Some(out.map_or(this, |o| (o.0.min(this.0), o.1.max(this.1))));
    }
    out.or(Some((0, 0)))
}

/// The range of the value an op computes, given its operands' data and its result type.
pub fn of(op: &Op, args: &[&ClassData], ty: &TensorType, pool: &ConstPool) -> Option<Range> {
    let d = ty.dtype;
    let full = d.int_range()?;
    let arg = |i: usize| args.get(i).and_then(|a| a.range);
    let r = |i: usize| arg(i).unwrap_or(full);
    let clamp_of =
        |c: &Option<[i64; 2]>| c.map_or(Some(full), |[lo, hi]| within(d, lo.into(), hi.into()));
    match op {
        Op::Cast(_) => match arg(0) {
            Some((lo, hi)) => within(d, lo.into(), hi.into()),
            None => Some(full),
        },
        Op::Add(_) => {
            let (lo, hi) = arith(r(0), r(1), |a, b| a + b);
            within(d, lo, hi)
        }
        Op::Subtract(_) => {
            let (lo, hi) = arith(r(0), r(1), |a, b| a - b);
            within(d, lo, hi)
        }
        Op::Multiply(_) => {
            let (lo, hi) = arith(r(0), r(1), |a, b| a * b);
            within(d, lo, hi)
        }
        Op::Clip(c) => {
            let (lo, hi) = r(0);
            Some((lo.clamp(c.min, c.max), hi.clamp(c.min, c.max)))
        }
        Op::FixedPointMultiply(a) => {
            let (lo, hi) = r(0);
            // tflite_double first computes `x << ls` in 32 bits, which can wrap.
            let wraps = a.rounding == qnn_arith::Rounding::TfliteDouble
                && a.shift
                    .iter()
                    .any(|&s| s > 0 && magnitude((lo, hi)) << s.min(64) > i128::from(i32::MAX));
            let pairs: Vec<(i32, i32)> = a
                .multiplier
                .iter()
                .copied()
                .zip(a.shift.iter().copied())
                .collect();
            match fpm_range((lo, hi), &pairs) {
                Some((l, h)) if !wraps => within(d, l, h),
                _ => Some(full),
            }
        }
        Op::Table(_) => args
            .get(1)
            .and_then(|t| t.konst)
            .and_then(|c| pool.range(c))
            .or(Some(full)),
        Op::Conv2d(a) => {
            let w = args.get(1)?;
            let (kl, taps) = (a.kernel_layout.axes(), &w.ty.shape);
            let k: i128 = [kl[1], kl[2], kl[3]]
                .iter()
                .map(|&i| taps.get(i).copied().unwrap_or(0) as i128)
                .product();
            let b = k * magnitude(r(0)) * magnitude(arg(1).unwrap_or(full));
            within(d, -b, b)
        }
        Op::Dense(_) => {
            let k = args.get(1)?.ty.shape.get(1).copied().unwrap_or(0) as i128;
            let b = k * magnitude(r(0)) * magnitude(arg(1).unwrap_or(full));
            within(d, -b, b)
        }
        Op::Sum(_) | Op::PoolSum(_) => {
            let x = args.first()?;
            let n = match op {
                Op::PoolSum(w) => (w.kernel[0] * w.kernel[1]) as i128,
                _ => {
                    let total = x.ty.num_elements().unwrap_or(usize::MAX) as i128;
                    let kept = ty.num_elements().unwrap_or(1).max(1) as i128;
                    total / kept
                }
            };
            let (lo, hi) = r(0);
            within(d, n * i128::from(lo.min(0)), n * i128::from(hi.max(0)))
        }
        Op::ReduceMin(_) => {
            // An empty reduction gives the type's maximum.
            let (lo, _) = r(0);
            Some((lo, full.1))
        }
        Op::ReduceMax(_) | Op::MaxPool2d(_) => {
            // An empty window or reduction gives the type's minimum.
            let (_, hi) = r(0);
            Some((full.0, hi))
        }
        Op::Concatenate(_) => args.iter().map(|a| a.range.unwrap_or(full)).reduce(hull),
        Op::Pad(p) => Some(hull(r(0), (p.value, p.value))),
        Op::Reshape(_) | Op::Transpose(_) | Op::Slice(_) | Op::Gather(_) | Op::Tile(_) => arg(0),
        Op::Maximum(_) => {
            let ((a, b), (c, e)) = (r(0), r(1));
            Some((a.max(c), b.max(e)))
        }
        Op::GreaterEqual(_) => Some((0, 1)),
        Op::Select(_) => Some(hull(r(1), r(2))),
        Op::Minimum(_) => {
            let ((a, b), (c, e)) = (r(0), r(1));
            Some((a.min(c), b.min(e)))
        }
        Op::RoundDivide(_) => {
            let m = magnitude(r(0));
            within(d, -m, m)
        }
        Op::ShiftRight(a) => {
            let (lo, hi) = r(0);
            // `half_up` adds 2^(s-1) first, which can wrap near the type's maximum.
            if a.mode == RoundMode::HalfUp && i128::from(hi) > i128::from(full.1) / 2 {
                return Some(full);
            }
            Some((lo.min(0), hi.max(0)))
        }
        Op::CountLeadingZeros(_) => Some((0, i64::from(d.bits()))),
        Op::QnnRequantize(a) => clamp_of(&a.clamp),
        Op::QnnConv2d(a) if a.out_q.is_some() => clamp_of(&a.clamp),
        Op::QnnDense(a) if a.out_q.is_some() => clamp_of(&a.clamp),
        Op::QnnAdd(a) | Op::QnnSubtract(a) => clamp_of(&a.clamp),
        Op::QnnMul(a) => clamp_of(&a.clamp),
        Op::QnnAvgPool2d(a) | Op::QnnMaxPool2d(a) => clamp_of(&a.clamp),
        _ => Some(full),
    }
}
