//! Bounds: the interval transfer function of every op, next to its type rule ([`crate::infer`]).
//!
//! [`transfer`] takes the bounds of an op's operands (their types, and their values where
//! they are constants) and returns a bound of its result: for an integer result an `i128`
//! interval, for a float one an `f64` interval, `None` where nothing better than the result
//! type is known. It is one exhaustive `match` over [`Op`], without a wildcard, so a new op
//! does not compile until it has a bound.
//!
//! Two analyses use it, and nothing else computes a bound:
//!
//! - the e-class analysis of `qnn-rewrite` (`qnn-rewrite`'s `range.rs`), whose every class holds the
//!   values of its type that it can take ([`Transfer::in_type`]);
//! - the overflow pass ([`crate::overflow`]), which carries *exact* (unwrapped) bounds through
//!   the ops that compute modulo `2^bits` ([`Transfer::wraps`], [`operand_wraps`]) and checks
//!   them, and the inner steps a result depends on ([`Transfer::steps`]), where a value must
//!   fit its type.
//!
//! **The contract.** For an operand `i` with [`operand_wraps`] true the bound given may be one
//! of a representative of the operand modulo `2^bits` of its type (the exact value of a chain
//! of ring ops that may have wrapped); for every other operand it must bound the values the
//! operand holds. Given that, every value the op computes (in a run without a run-time error)
//! lies in the result's bound, modulo `2^bits` of the result type when [`Transfer::wraps`].
//! Every bound is sound first and tight second: rules choose `i32` or `i64` arithmetic from
//! them and canonicalization drops `clip`s and `cast`s that they say cannot change a value, so
//! a bound that is too tight breaks the exactness of lowering silently.
//! `tests/lower_properties.rs` checks every value the interpreter computes on every lowered
//! property graph against its bound.

use crate::attrs::RoundMode;
use crate::ops::{ClipAttrs, Conv2dAttrs, FixedPointMultiplyAttrs, Op, WindowAttrs};
use crate::tensor::{Data, Tensor};
use crate::types::{DType, TensorType};
use qnn_arith::Rounding;
use std::sync::Arc;

/// Per-channel sums of a weight's positive and negative elements ([`channels`]).
type Channels = Arc<Vec<(i128, i128)>>;

/// An inclusive interval of integers.
pub type Interval = (i128, i128);

/// A bound of a tensor's elements.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Bound {
    /// Every element of an integer tensor lies in `[lo, hi]`.
    Int(i128, i128),
    /// Every element of a float tensor is a finite value in `[lo, hi]` (no NaN).
    Float(f64, f64),
}

impl Bound {
    /// The integer interval, if this is one.
    pub fn int(self) -> Option<Interval> {
        match self {
            Bound::Int(lo, hi) => Some((lo, hi)),
            Bound::Float(..) => None,
        }
    }

    /// The float interval, if this is one.
    pub fn float(self) -> Option<(f64, f64)> {
        match self {
            Bound::Float(lo, hi) => Some((lo, hi)),
            Bound::Int(..) => None,
        }
    }
}

/// What [`transfer`] knows of an operand.
#[derive(Clone, Copy, Debug)]
pub struct Operand<'a> {
    /// Its type.
    pub ty: &'a TensorType,
    /// Its bound (see the module's contract); `None`: its type's range (floats: unknown).
    pub bound: Option<Bound>,
    /// Its value, when it is a constant (per-channel bounds of products, table lookups).
    pub value: Option<&'a Tensor>,
}

/// An intermediate quantity an op computes in a fixed width before its result: it must fit
/// `dtype`, or the op's result is not what its bound says (or is a run-time error).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// Which quantity.
    pub kind: StepKind,
    /// The type it must fit.
    pub dtype: DType,
    /// Its bound (exact, inclusive).
    pub bound: Interval,
}

/// The intermediate quantities [`transfer`] reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// Operand `i` itself must fit `dtype` (the 32-bit rescales of `fixed_point_multiply`
    /// take an `i32`; a wider value outside it is a run-time error).
    Operand(usize),
    /// `fixed_point_multiply` under `tflite_double` shifts its input left in 32 bits first.
    FixedPointShift,
    /// `shift_right` under `half_up` adds `2^(s-1)` in the element type first.
    RoundingAdd,
}

/// The result of [`transfer`].
#[derive(Clone, Debug, PartialEq)]
pub struct Transfer {
    /// The result's bound; `None`: its type's range (floats: unknown).
    pub bound: Option<Bound>,
    /// True when the op computes modulo `2^bits` of the result type: `bound` is that of the
    /// exact (unwrapped) result, which the stored value equals modulo `2^bits` (it may leave
    /// the type). False: the stored value itself lies in `bound`.
    pub wraps: bool,
    /// Intermediate quantities that must fit their type (whether they do or not; where one
    /// does not, `bound` already allows for it).
    pub steps: Vec<Step>,
}

impl Transfer {
    fn value(bound: Option<Bound>) -> Self {
        Transfer {
            bound,
            wraps: false,
            steps: Vec::new(),
        }
    }

    fn ring(bound: Option<Bound>) -> Self {
        Transfer {
            bound,
            wraps: true,
            steps: Vec::new(),
        }
    }

    fn int(b: Option<Interval>) -> Self {
        Self::value(b.map(|(lo, hi)| Bound::Int(lo, hi)))
    }

    fn ring_int(b: Option<Interval>) -> Self {
        Self::ring(b.map(|(lo, hi)| Bound::Int(lo, hi)))
    }

    /// The bound of the values an integer result of type `d` holds: the bound where it fits
    /// `d` (for a result that does not wrap, its intersection with `d`, as such a result is in
    /// its type by definition), else `d`'s whole range. `None` for a float `d`.
    pub fn in_type(&self, d: DType) -> Option<Interval> {
        let whole = full(d)?;
        let b = match self.bound.and_then(Bound::int) {
            Some(b) => b,
            None => return Some(whole),
        };
        if fits(d, b) {
            return Some(b);
        }
        if self.wraps {
            return Some(whole);
        }
        let (lo, hi) = (b.0.max(whole.0), b.1.min(whole.1));
        Some(if lo <= hi { (lo, hi) } else { whole })
    }
}

/// True when the result of `op` (an integer of type `result`), modulo `2^bits` of its type,
/// depends on operand `i` (of type `arg`) only modulo `2^bits` of the operand's type: the
/// operands of ring arithmetic and data movement of the same or a wider type, and of an
/// integer `cast` to a type no wider. Such an operand may be given a bound of its exact value
/// (which may leave its type); every other operand's actual values must be bounded (an
/// operand narrower than the result is sign- or zero-extended, which does not commute with
/// wrapping; the shift of `shift_left` and the indices of `gather` are used as numbers).
pub fn operand_wraps(op: &Op, i: usize, arg: DType, result: DType) -> bool {
    let ring = match op {
        Op::ShiftLeft(_) | Op::Gather(_) => i == 0,
        Op::Cast(_) => true,
        _ => op.opcode().is_modular(),
    };
    ring && arg.int_range().is_some() && result.int_range().is_some() && arg.bits() >= result.bits()
}

/// The whole range of an integer type.
pub fn full(d: DType) -> Option<Interval> {
    d.int_range()
        .map(|(lo, hi)| (i128::from(lo), i128::from(hi)))
}

/// True when `b` lies inside integer type `d`.
pub fn fits(d: DType, (lo, hi): Interval) -> bool {
    d.int_range()
        .is_some_and(|(tlo, thi)| lo >= i128::from(tlo) && hi <= i128::from(thi))
}

/// `(lo, hi)` if it lies inside `d`, else `d`'s whole range (`None` for floats).
pub fn within(d: DType, lo: i128, hi: i128) -> Option<(i64, i64)> {
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
pub fn magnitude((lo, hi): Interval) -> i128 {
    lo.saturating_abs().max(hi.saturating_abs())
}

/// The smallest interval holding both.
pub fn hull(a: Interval, b: Interval) -> Interval {
    (a.0.min(b.0), a.1.max(b.1))
}

/// Bounds of `f` over the corners of two intervals (exact for `+`, `-`, `*`: each is
/// monotone in each argument once the other's sign is fixed).
pub fn corners(a: Interval, b: Interval, f: impl Fn(i128, i128) -> i128) -> Interval {
    let c = [f(a.0, b.0), f(a.0, b.1), f(a.1, b.0), f(a.1, b.1)];
    (
        c.into_iter().min().unwrap_or(0),
        c.into_iter().max().unwrap_or(0),
    )
}

/// `n` terms each in `x`, and possibly fewer (each term's bound includes 0).
fn times(n: i128, x: Interval) -> Interval {
    (n.saturating_mul(x.0.min(0)), n.saturating_mul(x.1.max(0)))
}

/// Bounds of `fixed_point_multiply(x, m, s)` under `mode` over the channels' `(m, s)`, for
/// `x` in `r`: exact per channel ([`fpm_exact`]) where the ends of `r` compute without a
/// run-time error, else (a range that reaches one) a sound margin ([`fpm_margin`]). `None`
/// when the bound leaves `i64`.
pub fn fpm_range(r: Interval, multipliers: &[(i32, i32)], mode: Rounding) -> Option<Interval> {
    let mut out: Option<Interval> = None;
    for &(m, s) in multipliers {
        let this = fpm_exact(r, m, s, mode).or_else(|| fpm_margin(r, m, s))?;
        out = Some(out.map_or(this, |o| hull(o, this)));
    }
    out.or(Some((0, 0)))
}

/// The exact bound of one channel: every mode rounds `x * m * 2^(s - 31)` (`tflite_double`
/// twice, `SRDHM` then `RDBPOT`, each monotone; `tflite_int64` with its 15-bit `m'`), which
/// is monotone in `x`, so the extremes are the results at the ends of `r`, computed by
/// `qnn_arith` itself. The 32-bit modes take an `i32` (any other input is a run-time error),
/// so `r` is cut to it first. `None` where an end is a run-time error (a result outside its
/// type), where `tflite_double`'s left shift wraps (the result is then not monotone), or
/// for `f64_half_away` (no `fixed_point_multiply` mode).
fn fpm_exact(r: Interval, m: i32, s: i32, mode: Rounding) -> Option<Interval> {
    let (mut lo, mut hi) = r;
    if matches!(mode, Rounding::TfliteDouble | Rounding::TfliteSingle) {
        (lo, hi) = (lo.max(i32::MIN.into()), hi.min(i32::MAX.into()));
    }
    let (lo, hi) = (i64::try_from(lo).ok()?, i64::try_from(hi).ok()?);
    if lo > hi {
        return None;
    }
    let shifted_fits = |x: i64| s <= 0 || fits(DType::I32, (i128::from(x) << s.min(64), 0));
    if mode == Rounding::TfliteDouble && !(shifted_fits(lo) && shifted_fits(hi)) {
        return None;
    }
    let q = qnn_arith::QuantizedMultiplier {
        multiplier: m,
        shift: s,
    };
    let a = i128::from(qnn_arith::fixed_point_multiply(lo, q, mode).ok()?);
    let b = i128::from(qnn_arith::fixed_point_multiply(hi, q, mode).ok()?);
    Some((a.min(b), a.max(b)))
}

/// A sound bound of one channel for any `r`: exact arithmetic widened by a margin for
/// rounding (every mode rounds to within one of the exact product, also twice) and for
/// `tflite_int64`'s 15-bit multiplier (relative error below `2^-15`, the margin is `2^-10`).
fn fpm_margin(r: Interval, m: i32, s: i32) -> Option<Interval> {
    let real = f64::from(m) * 2f64.powi(s - 31);
    let (a, b) = (r.0 as f64 * real, r.1 as f64 * real);
    let slack = a.abs().max(b.abs()) * 2f64.powi(-10) + 2.0;
    let (a, b) = (a.min(b) - slack, a.max(b) + slack);
    if !(a.is_finite() && b.is_finite()) || a < -9.0e18 || b > 9.0e18 {
        return None;
    }
    Some((a.floor() as i128, b.ceil() as i128))
}

/// The bound of a sum of products `sum_k w_k * x_k` with each `x_k` in `x`, one pair per
/// output channel (the sums of the channel's positive and of its negative weights), hulled
/// over channels. Each term may be absent (a padded tap contributes nothing), so a positive
/// weight adds `[w * min(x.lo, 0), w * max(x.hi, 0)]` and a negative one
/// `[w * max(x.hi, 0), w * min(x.lo, 0)]`; a channel's bound follows from its two sums.
fn weighted(x: Interval, channels: &[(i128, i128)]) -> Interval {
    let (lo, hi) = (x.0.min(0), x.1.max(0));
    let mut out: Option<Interval> = None;
    for &(pos, neg) in channels {
        let b = (
            pos.saturating_mul(lo)
                .saturating_add(neg.saturating_mul(hi)),
            pos.saturating_mul(hi)
                .saturating_add(neg.saturating_mul(lo)),
        );
        out = Some(out.map_or(b, |o| hull(o, b)));
    }
    out.unwrap_or((0, 0))
}

/// Adds `x` to a channel's sums of positive and negative weights.
fn tally(s: &mut (i128, i128), x: i64) {
    if x > 0 {
        s.0 += i128::from(x);
    } else {
        s.1 += i128::from(x);
    }
}

/// The sums of the positive and of the negative elements of `w` for each index along `axis`
/// (one pair per output channel of a `conv2d` or `dense` weight).
fn channels(w: &Tensor, axis: usize) -> Option<Channels> {
    w.channel_sums(axis, || channel_sums(w, axis))
}

fn channel_sums(w: &Tensor, axis: usize) -> Option<Vec<(i128, i128)>> {
    let shape = &w.ty().shape;
    let n = *shape.get(axis)?;
    let inner: usize = shape[axis + 1..].iter().product();
    let mut out = vec![(0i128, 0i128); n];
    if n == 0 || inner == 0 {
        return Some(out);
    }
    // Runs of `inner` elements belong to one channel, the channels in turn.
    for (run, xs) in w.to_i64()?.chunks(inner).enumerate() {
        let s = &mut out[run % n];
        xs.iter().for_each(|&x| tally(s, x));
    }
    Some(out)
}

/// The same sums for each column of each matrix of a `[.., K, N]` right-hand side of
/// `batch_matmul` (each result element sums one column of one matrix).
fn columns(w: &Tensor) -> Option<Vec<(i128, i128)>> {
    let shape = &w.ty().shape;
    let rank = shape.len();
    let (k, n) = (*shape.get(rank.checked_sub(2)?)?, *shape.get(rank - 1)?);
    let batches: usize = shape[..rank - 2].iter().product();
    let mut out = vec![(0i128, 0i128); batches * n];
    if n == 0 || k == 0 {
        return Some(out);
    }
    for (i, &x) in w.to_i64()?.iter().enumerate() {
        let (b, col) = (i / (k * n), i % n);
        tally(&mut out[b * n + col], x);
    }
    Some(out)
}

/// Bounds of `table[lo - type_min .. hi - type_min]` (inclusive), the entries indices in
/// `[lo, hi]` of an input of type `input` can select.
fn table_slice(t: &Tensor, input: DType, (lo, hi): Interval) -> Option<Interval> {
    let base = i128::from(input.int_min()?);
    let len = t.len() as i128;
    let (a, b) = ((lo - base).max(0), (hi - base).min(len - 1));
    if a > b {
        return None;
    }
    let (a, b) = (a as usize, b as usize + 1);
    macro_rules! slice {
        ($v:expr) => {{
            let s = $v.get(a..b)?;
            let lo = s.iter().copied().min()?;
            let hi = s.iter().copied().max()?;
            Some((i128::from(lo), i128::from(hi)))
        }};
    }
    match t.data() {
        Data::I8(v) => slice!(v),
        Data::U8(v) => slice!(v),
        Data::I16(v) => slice!(v),
        Data::U16(v) => slice!(v),
        Data::I32(v) => slice!(v),
        Data::I64(v) => slice!(v),
        Data::F32(_) | Data::F64(_) => None,
    }
}

/// The bounds of a float constant's elements (`None` if one is not finite).
fn float_bounds(t: &Tensor) -> Option<(f64, f64)> {
    let v: Vec<f64> = match t.data() {
        Data::F32(v) => v.iter().map(|&x| f64::from(x)).collect(),
        Data::F64(v) => v.clone(),
        _ => return None,
    };
    v.iter()
        .try_fold(None, |acc: Option<(f64, f64)>, &x| {
            x.is_finite()
                .then(|| Some(acc.map_or((x, x), |(lo, hi)| (lo.min(x), hi.max(x)))))
        })
        .flatten()
}

/// A float interval moved outward by the rounding of the step that computed it: relative
/// `2^-23` for an `f32` result (each IEEE `f32` operation and conversion is within half an
/// ulp, `2^-24` relative), `2^-40` for `f64` (`2^-53`, and the `f64` evaluation of the
/// bound itself), and an absolute `2^-40` for values near zero. `None` if not finite.
fn float_out(d: DType, (lo, hi): (f64, f64)) -> Option<Bound> {
    let rel = if d == DType::F32 {
        2f64.powi(-23)
    } else {
        2f64.powi(-40)
    };
    let slack = |v: f64| v.abs() * rel + 2f64.powi(-40);
    let (lo, hi) = (lo - slack(lo), hi + slack(hi));
    (lo.is_finite() && hi.is_finite() && lo <= hi).then_some(Bound::Float(lo, hi))
}

/// Bounds of `f` over the corners of two float intervals.
fn float_corners(a: (f64, f64), b: (f64, f64), f: impl Fn(f64, f64) -> f64) -> (f64, f64) {
    let c = [f(a.0, b.0), f(a.0, b.1), f(a.1, b.0), f(a.1, b.1)];
    (
        c.iter().copied().fold(f64::INFINITY, f64::min),
        c.iter().copied().fold(f64::NEG_INFINITY, f64::max),
    )
}

/// `v` clamped to `[lo, hi]` without a panic when `lo > hi`.
fn clamp(v: i128, lo: i128, hi: i128) -> i128 {
    v.max(lo).min(hi)
}

/// `round_half_away(a / b)` for `b > 0`, as `qnn_arith::round_div_away` computes it when
/// nothing wraps: `(|a| + b/2) / b` truncated, with `a`'s sign.
fn round_div_away(a: i128, b: i128) -> i128 {
    let q = a.saturating_abs().saturating_add(b / 2) / b;
    if a < 0 {
        -q
    } else {
        q
    }
}

/// True when every element of a reduction of `x` to `out` reduces at least one element
/// (false for an empty input or result).
pub(crate) fn reduces_nonempty(x: &TensorType, out: &TensorType) -> bool {
    let n = x.num_elements().unwrap_or(0);
    n > 0 && out.num_elements().is_some_and(|m| m > 0 && n >= m)
}

/// Number of leading zero bits of `v >= 0` in a `bits`-wide pattern.
fn clz(v: i128, bits: u32) -> i128 {
    i128::from(bits) - i128::from(128 - v.leading_zeros())
}

/// The bound of `op`'s result (of type `ty`) from its operands' (the module doc): one arm
/// per op, each a function of [`Args`] below.
pub fn transfer(op: &Op, args: &[Operand], ty: &TensorType) -> Transfer {
    let a = Args { args, ty };
    match op {
        // ---- Data movement and ring arithmetic: exact, modulo 2^bits (`wraps`).
        Op::Reshape(_) | Op::Transpose(_) | Op::Slice(_) | Op::Gather(_) | Op::Tile(_) => a.moved(),
        Op::Concatenate(_) => a.concatenate(),
        Op::Pad(p) => a.pad(p.value),
        Op::Add(_) => a.arith(i128::saturating_add, |p, q| p + q),
        Op::Subtract(_) => a.arith(i128::saturating_sub, |p, q| p - q),
        Op::Multiply(_) => a.arith(i128::saturating_mul, |p, q| p * q),
        Op::ShiftLeft(_) => a.shift_left(),
        Op::Conv2d(c) => a.conv2d(c),
        Op::Dense(_) => a.dense(),
        Op::BatchMatmul(_) => a.batch_matmul(),
        Op::Sum(_) => a.sum(),
        Op::PoolSum(w) => a.pool_sum(w),
        Op::Cast(_) => a.cast(),

        // ---- Integer ops that do not wrap: the stored values.
        Op::Const(c) => constant(&c.value, a.float_result()),
        Op::Clip(c) => a.clip(c),
        Op::Maximum(_) => a.extremum(i128::max, f64::max),
        Op::Minimum(_) => a.extremum(i128::min, f64::min),
        Op::GreaterEqual(_) | Op::Equal(_) => Transfer::int(Some((0, 1))),
        Op::Select(_) => a.select(),
        Op::Srdhm(_) => a.srdhm(),
        Op::FixedPointReciprocal(_) => a.fixed_point_reciprocal(),
        Op::FixedPointMultiply(f) => a.fixed_point_multiply(f),
        Op::ShiftRight(r) => a.shift_right(r.mode),
        Op::RoundDivide(_) => a.round_divide(),
        Op::CountLeadingZeros(_) => a.count_leading_zeros(),
        Op::Table(_) => a.table(),
        Op::ReduceMax(_) => a.reduce_extremum(true),
        Op::ReduceMin(_) => a.reduce_extremum(false),
        Op::MaxPool2d(_) => a.max_pool(),
        Op::ArgMax(r) | Op::ArgMin(r) => a.arg_extremum(r.axis),
        Op::FixedPointLog(_) => Transfer::int(None),

        // ---- Float-only ops.
        Op::Divide(_) => a.divide(),
        Op::Round(_) => a.float_unary(|(lo, hi)| Some((lo.floor(), hi.ceil()))),
        Op::Tanh(_) => Transfer::value(float_out(a.dtype(), (-1.0, 1.0))),
        Op::Logistic(_) => Transfer::value(float_out(a.dtype(), (0.0, 1.0))),
        Op::Exp(_) | Op::Sqrt(_) => Transfer::value(None),

        // ---- QNN ops: in the result type, within the clamp where there is one.
        Op::QnnRequantize(q) => a.clamped(&q.clamp, None),
        Op::QnnConv2d(q) => a.qnn_product(q.out_q.is_some(), &q.clamp),
        Op::QnnDense(q) => a.qnn_product(q.out_q.is_some(), &q.clamp),
        Op::QnnAdd(q) | Op::QnnSubtract(q) => a.clamped(&q.clamp, None),
        Op::QnnMul(q) => a.clamped(&q.clamp, None),
        Op::QnnDiv(q) => a.clamped(&q.clamp, None),
        // The average of in-image taps in `[lo, hi]` (a window of none is a run-time error),
        // rounded, stays in `[lo, hi]`; then the clamp.
        Op::QnnAvgPool2d(q) => a.clamped(&q.clamp, a.int(0)),
        // The maximum of in-image taps, or the type's minimum for none; then the clamp.
        Op::QnnMaxPool2d(q) => a.clamped(&q.clamp, a.up_from_min()),
        // Inputs with the output's parameters are copied; the others rescaled to any value.
        Op::QnnConcatenate(q) if q.in_q.iter().all(|p| *p == q.out_q) => {
            Transfer::int(a.int_hull())
        }
        Op::QnnConcatenate(_)
        | Op::QnnQuantize(_)
        | Op::QnnMean(_)
        | Op::QnnSum(_)
        | Op::QnnLogistic(_)
        | Op::QnnLeakyRelu(_)
        | Op::QnnBatchMatmul(_)
        | Op::QnnSquaredDifference(_)
        | Op::QnnPrelu(_)
        | Op::QnnExp(_)
        | Op::QnnLogSoftmax(_)
        | Op::QnnElu(_)
        | Op::QnnGelu(_)
        | Op::QnnRsqrt(_)
        | Op::QnnAbs(_)
        | Op::QnnTanh(_)
        | Op::QnnSoftmax(_)
        | Op::QnnHardSwish(_) => Transfer::int(None),
        Op::QnnDequantize(_) | Op::QnnHybridDense(_) | Op::QnnHybridConv2d(_) => {
            Transfer::value(None)
        }
    }
}

/// A constant's bound: its elements' (`None` for a float one with a non-finite element).
fn constant(c: &Tensor, float_result: bool) -> Transfer {
    Transfer::value(if float_result {
        float_bounds(c).map(|(lo, hi)| Bound::Float(lo, hi))
    } else {
        c.int_bounds()
            .map(|(lo, hi)| Bound::Int(lo.into(), hi.into()))
    })
}

/// An op's operands and result type, and the transfer function of each op kind over them.
struct Args<'a> {
    args: &'a [Operand<'a>],
    ty: &'a TensorType,
}

impl Args<'_> {
    fn dtype(&self) -> DType {
        self.ty.dtype
    }

    fn float_result(&self) -> bool {
        self.ty.dtype.is_float()
    }

    /// The result type's whole range (`None` for a float result).
    fn whole(&self) -> Option<Interval> {
        full(self.ty.dtype)
    }

    /// Operand `i`'s integer bound (its type's range where unknown).
    fn int(&self, i: usize) -> Option<Interval> {
        let a = self.args.get(i)?;
        match a.bound {
            Some(Bound::Int(lo, hi)) => Some((lo, hi)),
            Some(Bound::Float(..)) => None,
            None => full(a.ty.dtype),
        }
    }

    /// Operand `i`'s float bound (an integer operand's, converted).
    fn float(&self, i: usize) -> Option<(f64, f64)> {
        match self.args.get(i)?.bound? {
            Bound::Float(lo, hi) => Some((lo, hi)),
            Bound::Int(lo, hi) => Some((lo as f64, hi as f64)),
        }
    }

    /// Operand `i`'s value, where it is a constant.
    fn value(&self, i: usize) -> Option<&Tensor> {
        self.args.get(i).and_then(|a| a.value)
    }

    fn arg_ty(&self, i: usize) -> Option<&TensorType> {
        self.args.get(i).map(|a| a.ty)
    }

    /// The hull of every operand's integer bound.
    fn int_hull(&self) -> Option<Interval> {
        let b = (0..self.args.len()).map(|i| self.int(i));
        b.collect::<Option<Vec<_>>>()?.into_iter().reduce(hull)
    }

    /// Operand 0's bound stretched down to the type's minimum (what a window or reduction
    /// of no element gives).
    fn up_from_min(&self) -> Option<Interval> {
        self.int(0).zip(self.whole()).map(|(x, w)| (w.0, x.1))
    }

    /// A QNN result: clamped to `c` (where given), in its type.
    fn clamped(&self, c: &Option<[i64; 2]>, v: Option<Interval>) -> Transfer {
        let (lo, hi) = match (v.or(self.whole()), c) {
            (Some((lo, hi)), Some([cl, ch])) => {
                let (cl, ch) = (i128::from(*cl), i128::from(*ch));
                (clamp(lo, cl, ch), clamp(hi, cl, ch))
            }
            (Some(v), None) => v,
            (None, _) => return Transfer::int(None),
        };
        Transfer::int(Some((lo, hi)))
    }

    /// `qnn.conv2d` / `qnn.dense`: requantized (`out_q`) into the clamp, else the raw
    /// accumulator (wrapping in `acc`).
    fn qnn_product(&self, requantized: bool, c: &Option<[i64; 2]>) -> Transfer {
        if requantized {
            self.clamped(c, None)
        } else {
            Transfer::int(None)
        }
    }

    /// Data movement: the operand's elements.
    fn moved(&self) -> Transfer {
        let b = self.args.first().and_then(|a| a.bound);
        // An integer operand without a bound: its type's range.
        Transfer::ring(b.or_else(|| self.int(0).map(|(lo, hi)| Bound::Int(lo, hi))))
    }

    fn concatenate(&self) -> Transfer {
        if self.float_result() {
            let b = (0..self.args.len()).map(|i| self.float(i));
            let b = b.collect::<Option<Vec<_>>>();
            let b = b.and_then(|bs| bs.into_iter().reduce(|a, b| (a.0.min(b.0), a.1.max(b.1))));
            return Transfer::ring(b.map(|(lo, hi)| Bound::Float(lo, hi)));
        }
        Transfer::ring_int(self.int_hull())
    }

    /// The operand's elements and the fill value.
    fn pad(&self, value: i64) -> Transfer {
        if self.float_result() {
            return Transfer::ring(None);
        }
        let v = i128::from(value);
        Transfer::ring_int(self.int(0).map(|x| hull(x, (v, v))))
    }

    /// `add`, `subtract`, `multiply`: the corners, exact in integers (modulo `2^bits`),
    /// widened by the rounding of the result for floats.
    fn arith(&self, int_op: fn(i128, i128) -> i128, float_op: fn(f64, f64) -> f64) -> Transfer {
        if self.float_result() {
            let b = self.float(0).zip(self.float(1));
            return Transfer::value(
                b.and_then(|(a, b)| float_out(self.dtype(), float_corners(a, b, float_op))),
            );
        }
        let b = self.int(0).zip(self.int(1));
        Transfer::ring_int(b.map(|(a, b)| corners(a, b, int_op)))
    }

    /// `x * 2^s`: monotone in `2^s` for either sign of `x`, so the corners of `x` and
    /// `[2^slo, 2^shi]` are exact. A shift outside `0..bits` is a run-time error.
    fn shift_left(&self) -> Transfer {
        let bits = i128::from(self.dtype().bits());
        let b = self.int(0).zip(self.int(1)).and_then(|(x, (slo, shi))| {
            let (slo, shi) = (slo.max(0), shi.min(bits - 1));
            (slo <= shi).then(|| corners(x, (1 << slo, 1 << shi), i128::saturating_mul))
        });
        Transfer::ring_int(b)
    }

    /// A product `sum_k x * w` (`conv2d`, `dense`, `batch_matmul`): per output channel from
    /// the weight's own elements where it is constant (`per_channel`), else `k` terms each in
    /// the corners of `x` and the weight's bound.
    fn product(&self, k: usize, per_channel: impl FnOnce() -> Option<Channels>) -> Transfer {
        let Some(x) = self.int(0).filter(|_| !self.float_result()) else {
            return Transfer::ring(None);
        };
        if let Some(ch) = per_channel() {
            return Transfer::ring_int(Some(weighted(x, &ch)));
        }
        let Some(w) = self.int(1) else {
            return Transfer::ring(None);
        };
        let term = corners(x, w, i128::saturating_mul);
        Transfer::ring_int(Some(times(k as i128, term)))
    }

    fn conv2d(&self, c: &Conv2dAttrs) -> Transfer {
        let o = c.kernel_layout.axes()[0];
        let k = self.arg_ty(1).map_or(0, |w| {
            let taps = w.shape.iter().enumerate().filter(|&(i, _)| i != o);
            taps.map(|(_, &n)| n).product()
        });
        self.product(k, || self.value(1).and_then(|w| channels(w, o)))
    }

    fn dense(&self) -> Transfer {
        let k = self.arg_ty(1).and_then(|w| w.shape.get(1).copied());
        self.product(k.unwrap_or(0), || {
            self.value(1).and_then(|w| channels(w, 0))
        })
    }

    /// `out[.., m, n] = sum_k lhs[.., m, k] * rhs[.., k, n]`: `K` terms, and with a constant
    /// rhs each result element sums one column of one of its matrices.
    fn batch_matmul(&self) -> Transfer {
        let k = self.arg_ty(1).and_then(|w| {
            let r = w.shape.len();
            r.checked_sub(2).and_then(|i| w.shape.get(i)).copied()
        });
        let per_column = || self.value(1).and_then(columns).map(Arc::new);
        self.product(k.unwrap_or(0), per_column)
    }

    fn sum(&self) -> Transfer {
        if self.float_result() {
            return Transfer::ring(None);
        }
        let n = self.arg_ty(0).and_then(|t| t.num_elements()).unwrap_or(0)
            / self.ty.num_elements().unwrap_or(1).max(1);
        Transfer::ring_int(self.int(0).map(|x| times(n as i128, x)))
    }

    /// At most `kh * kw` in-image taps.
    fn pool_sum(&self, w: &WindowAttrs) -> Transfer {
        if self.float_result() {
            return Transfer::ring(None);
        }
        let n = w.kernel[0].saturating_mul(w.kernel[1]) as i128;
        Transfer::ring_int(self.int(0).map(|x| times(n, x)))
    }

    fn cast(&self) -> Transfer {
        let d = self.dtype();
        match self.arg_ty(0).map(|t| t.dtype) {
            // int -> int: the same number, modulo 2^bits of the result type.
            Some(f) if !f.is_float() && !d.is_float() => Transfer::ring_int(self.int(0)),
            // float -> int truncates toward zero (monotone); a value outside the type (or
            // NaN) gives its minimum, so the bound holds only where it fits.
            Some(_) if !d.is_float() => {
                let b = self.float(0).and_then(|(lo, hi)| {
                    (lo > -9.0e36 && hi < 9.0e36)
                        .then(|| (lo.trunc() as i128, hi.trunc() as i128))
                        .filter(|&b| fits(d, b))
                });
                Transfer::int(b)
            }
            // To a float: rounded to the result type.
            _ => self.float_unary(Some),
        }
    }

    fn clip(&self, c: &ClipAttrs) -> Transfer {
        if self.float_result() {
            let (cl, ch) = (c.min as f64, c.max as f64);
            return Transfer::value(
                self.float(0)
                    .map(|(lo, hi)| Bound::Float(lo.max(cl).min(ch), hi.max(cl).min(ch))),
            );
        }
        let (cl, ch) = (i128::from(c.min), i128::from(c.max));
        Transfer::int(
            self.int(0)
                .map(|(lo, hi)| (clamp(lo, cl, ch), clamp(hi, cl, ch))),
        )
    }

    /// `maximum` / `minimum`: `f` of the two lower and of the two upper ends.
    fn extremum(&self, int_f: fn(i128, i128) -> i128, float_f: fn(f64, f64) -> f64) -> Transfer {
        if self.float_result() {
            let b = self.float(0).zip(self.float(1));
            return Transfer::value(
                b.map(|(a, b)| Bound::Float(float_f(a.0, b.0), float_f(a.1, b.1))),
            );
        }
        let b = self.int(0).zip(self.int(1));
        Transfer::int(b.map(|(a, b)| (int_f(a.0, b.0), int_f(a.1, b.1))))
    }

    /// Either of the two value operands.
    fn select(&self) -> Transfer {
        if self.float_result() {
            let b = self.float(1).zip(self.float(2));
            return Transfer::value(b.map(|(a, b)| Bound::Float(a.0.min(b.0), a.1.max(b.1))));
        }
        Transfer::int(self.int(1).zip(self.int(2)).map(|(a, b)| hull(a, b)))
    }

    /// `a * b / 2^31` rounded to nearest: within `[floor, ceil]` of the exact quotient; the
    /// one saturating case (`INT32_MIN^2`) gives `INT32_MAX`, below it.
    fn srdhm(&self) -> Transfer {
        let b = self.int(0).zip(self.int(1)).map(|(a, b)| {
            let p = corners(a, b, i128::saturating_mul);
            (p.0.div_euclid(1 << 31), p.1.div_euclid(1 << 31) + 1)
        });
        Transfer::int(b)
    }

    /// For `x > 0`, the Q0.31 of `1 / (1 + a)` for `a = (x << clz(x)) - 2^31` in
    /// `[0, 2^31 - 2]`: about `(2^30, 2^31)`, but gemmlowp's Newton-Raphson ends up to 4
    /// below `2^30` at the top (`a = 2^31 - 2` gives `2^30 - 4`, the minimum:
    /// `reciprocal_bound` below checks the top inputs); `x = 2^k` gives `i32::MAX`.
    fn fixed_point_reciprocal(&self) -> Transfer {
        let b = self.int(0).filter(|x| x.0 > 0);
        Transfer::int(b.map(|_| ((1 << 30) - 4, i128::from(i32::MAX))))
    }

    fn fixed_point_multiply(&self, a: &FixedPointMultiplyAttrs) -> Transfer {
        let Some(x) = self.int(0) else {
            return Transfer::int(None);
        };
        let mut steps = Vec::new();
        // The 32-bit modes take an `i32` (a wider value outside it is a run-time error).
        let from = self.arg_ty(0).map_or(self.dtype(), |t| t.dtype);
        if matches!(a.rounding, Rounding::TfliteDouble | Rounding::TfliteSingle) && from.bits() > 32
        {
            steps.push(Step {
                kind: StepKind::Operand(0),
                dtype: DType::I32,
                bound: x,
            });
        }
        let mut wrapped = false;
        if a.rounding == Rounding::TfliteDouble {
            // `x << ls` in 32 bits first, `ls` the largest left shift of the channels.
            let ls = a.shift.iter().copied().max().unwrap_or(0).max(0);
            if ls > 0 {
                let p = 1i128 << ls.min(64);
                let shifted = corners(x, (p, p), i128::saturating_mul);
                steps.push(Step {
                    kind: StepKind::FixedPointShift,
                    dtype: DType::I32,
                    bound: shifted,
                });
                // The shifted value wraps: the result can be anything.
                wrapped = !fits(DType::I32, shifted);
            }
        }
        let pairs = a.multiplier.iter().copied().zip(a.shift.iter().copied());
        let pairs: Vec<(i32, i32)> = pairs.collect();
        let in_i64 = |v: i128| v.clamp(i128::from(i64::MIN), i128::from(i64::MAX));
        let b = if wrapped {
            None
        } else {
            fpm_range((in_i64(x.0), in_i64(x.1)), &pairs, a.rounding)
        };
        Transfer {
            bound: b.map(|(lo, hi)| Bound::Int(lo, hi)),
            wraps: false,
            steps,
        }
    }

    fn shift_right(&self, mode: RoundMode) -> Transfer {
        let (Some((lo, hi)), Some(s)) = (self.int(0), self.int(1)) else {
            return Transfer::int(None);
        };
        let d = self.dtype();
        // A shift outside `0..bits` is a run-time error.
        let (slo, shi) = (s.0.max(0), s.1.min(i128::from(d.bits()) - 1));
        let mut steps = Vec::new();
        if mode == RoundMode::HalfUp {
            // `(x + 2^(s-1)) >> s`, the addition in the element type: at most
            // `hi + 2^(shi-1)`, at least `lo` (the addend is not negative).
            let add = if shi > 0 { 1i128 << (shi - 1) } else { 0 };
            let sum = (lo, hi.saturating_add(add));
            steps.push(Step {
                kind: StepKind::RoundingAdd,
                dtype: d,
                bound: sum,
            });
            if !fits(d, sum) {
                return Transfer {
                    bound: None,
                    wraps: false,
                    steps,
                };
            }
        }
        // Every mode gives a value in `[floor(x / 2^s), ceil(x / 2^s)]`, which is monotone
        // in `x`, and in `s` toward zero: the extremes are at the smallest shift for a
        // dividend away from zero, the largest one otherwise.
        let b = if slo <= shi {
            let (slo, shi) = (slo as u32, shi as u32);
            let down = |x: i128, s: u32| x.div_euclid(1 << s);
            let up = |x: i128, s: u32| -(-x).div_euclid(1 << s);
            let l = if lo < 0 { down(lo, slo) } else { down(lo, shi) };
            let h = if hi > 0 { up(hi, slo) } else { up(hi, shi) };
            (l, h)
        } else {
            (lo.min(0), hi.max(0))
        };
        Transfer {
            bound: Some(Bound::Int(b.0, b.1)),
            wraps: false,
            steps,
        }
    }

    /// `round_half_away(x / q)` for a divisor `q >= 1` (`q <= 0` is a run-time error): for
    /// `x >= 0` monotone up in `x` and down in `q`, for `x < 0` the mirror, so the extremes
    /// are at the corners of the two sign halves of `x`. The kernel adds `q / 2` in `i64`
    /// first, which wraps for an `i64` dividend within `q / 2` of the type's end: then
    /// nothing is known.
    fn round_divide(&self) -> Transfer {
        let (Some((lo, hi)), Some((qlo, qhi))) = (self.int(0), self.int(1)) else {
            return Transfer::int(None);
        };
        let q0 = qlo.max(1);
        if q0 > qhi {
            return Transfer::int(None);
        }
        let half = qhi / 2;
        if hi.saturating_add(half) > i128::from(i64::MAX)
            || lo.saturating_sub(half) < i128::from(i64::MIN)
        {
            return Transfer::int(None);
        }
        let mut b: Option<Interval> = None;
        if hi >= 0 {
            let part = (round_div_away(lo.max(0), qhi), round_div_away(hi, q0));
            b = Some(b.map_or(part, |o| hull(o, part)));
        }
        if lo < 0 {
            let part = (round_div_away(lo, q0), round_div_away(hi.min(-1), qhi));
            b = Some(b.map_or(part, |o| hull(o, part)));
        }
        Transfer::int(b)
    }

    /// Negative values have their top bit set (0 leading zeros); among the others the count
    /// falls as the value grows.
    fn count_leading_zeros(&self) -> Transfer {
        let bits = self.dtype().bits();
        let b = self.int(0).map(|(lo, hi)| {
            if hi < 0 {
                (0, 0)
            } else if lo < 0 {
                (0, i128::from(bits))
            } else {
                (clz(hi, bits), clz(lo, bits))
            }
        });
        Transfer::int(b.or(Some((0, i128::from(bits)))))
    }

    /// The entries the input's bound can select, or any entry.
    fn table(&self) -> Transfer {
        let input = self.arg_ty(0).map(|t| t.dtype);
        let b = match (self.value(1), input, self.int(0)) {
            (Some(t), Some(i), Some(x)) => table_slice(t, i, x),
            _ => None,
        };
        Transfer::int(b.or_else(|| self.int(1)))
    }

    /// `reduce_max` (`max`) or `reduce_min`: the operand's bound where every result element
    /// reduces at least one element; an empty reduction gives the type's minimum (maximum
    /// for `reduce_min`).
    fn reduce_extremum(&self, max: bool) -> Transfer {
        if self.float_result() {
            return Transfer::value(None);
        }
        if self.arg_ty(0).is_some_and(|x| reduces_nonempty(x, self.ty)) {
            return Transfer::int(self.int(0));
        }
        if max {
            return Transfer::int(self.up_from_min());
        }
        Transfer::int(self.int(0).zip(self.whole()).map(|(x, w)| (x.0, w.1)))
    }

    /// A window with no in-image tap gives the type's minimum.
    fn max_pool(&self) -> Transfer {
        if self.float_result() {
            return Transfer::value(None);
        }
        Transfer::int(self.up_from_min())
    }

    /// An index along `axis`.
    fn arg_extremum(&self, axis: usize) -> Transfer {
        let n = self.arg_ty(0).and_then(|t| t.shape.get(axis)).copied();
        Transfer::int(Some((0, (n.unwrap_or(0) as i128 - 1).max(0))))
    }

    fn divide(&self) -> Transfer {
        let b = self.float(0).zip(self.float(1)).and_then(|(a, b)| {
            if b.0 <= 0.0 && b.1 >= 0.0 {
                return None;
            }
            float_out(self.dtype(), float_corners(a, b, |p, q| p / q))
        });
        Transfer::value(b)
    }

    /// A float result in `f` of operand 0's float bound, widened by the result's rounding.
    fn float_unary(&self, f: impl Fn((f64, f64)) -> Option<(f64, f64)>) -> Transfer {
        let b = self.float(0).and_then(f);
        Transfer::value(b.and_then(|b| float_out(self.dtype(), b)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `fixed_point_reciprocal`'s bound holds where its minimum is (the largest mantissas,
    /// `x = 2^31 - 1 - j` and their shifted-down forms) and on a sweep of the others.
    #[test]
    fn reciprocal_bound() {
        let xs = (0..1 << 16)
            .map(|j| i32::MAX - j)
            .chain((0..1 << 16).map(|j| (i32::MAX >> 7) - j))
            .chain((1..i32::MAX).step_by(65_521));
        for x in xs {
            let r = i128::from(qnn_arith::get_reciprocal(x, 0).0);
            assert!(
                ((1 << 30) - 4..=i128::from(i32::MAX)).contains(&r),
                "x {x}: {r}"
            );
        }
        assert_eq!(qnn_arith::get_reciprocal(i32::MAX, 0).0, (1 << 30) - 4);
    }

    fn int_operand(ty: &TensorType, lo: i128, hi: i128) -> Operand<'_> {
        Operand {
            ty,
            bound: Some(Bound::Int(lo, hi)),
            value: None,
        }
    }

    /// `round_divide` is bounded exactly (a dividend of one sign stays on its side, a divisor
    /// bound divides it), and an `i64` dividend next to the type's end is unknown.
    #[test]
    fn round_divide_bound() {
        let t = TensorType::new(DType::I32, [4]);
        let op = Op::RoundDivide(crate::ops::NoAttrs {});
        let b = |x: Interval, q: Interval| {
            transfer(
                &op,
                &[int_operand(&t, x.0, x.1), int_operand(&t, q.0, q.1)],
                &t,
            )
            .bound
            .and_then(Bound::int)
        };
        assert_eq!(b((10, 10), (3, 3)), Some((3, 3)));
        assert_eq!(b((10, 20), (2, 4)), Some((3, 10)));
        assert_eq!(b((-9, 7), (2, 9)), Some((-5, 4)));
        assert_eq!(b((-5, -5), (2, 2)), Some((-3, -3)));
        let t64 = TensorType::new(DType::I64, [4]);
        let big = i128::from(i64::MAX);
        let r = transfer(
            &op,
            &[int_operand(&t64, 0, big), int_operand(&t64, 2, 2)],
            &t64,
        );
        assert_eq!(r.bound, None);
    }

    /// Exhaustive against `qnn_arith::round_div_away` on small ranges.
    #[test]
    fn round_divide_exhaustive() {
        let t = TensorType::new(DType::I16, [1]);
        let op = Op::RoundDivide(crate::ops::NoAttrs {});
        for (xl, xh) in [(-7i64, 9i64), (3, 12), (-12, -2), (0, 0)] {
            for (ql, qh) in [(1i64, 1i64), (1, 5), (2, 7), (-3, 4)] {
                let got = transfer(
                    &op,
                    &[
                        int_operand(&t, xl.into(), xh.into()),
                        int_operand(&t, ql.into(), qh.into()),
                    ],
                    &t,
                )
                .bound
                .and_then(Bound::int)
                .expect("bound");
                for x in xl..=xh {
                    for q in ql.max(1)..=qh {
                        let v = i128::from(qnn_arith::round_div_away(x, q));
                        assert!(got.0 <= v && v <= got.1, "{x} / {q} = {v} outside {got:?}");
                    }
                }
            }
        }
    }

    /// `fpm_range` holds every value `qnn_arith::fixed_point_multiply` computes, in every
    /// fixed-point mode, and is exact (its ends are computed values) wherever the range's ends
    /// compute.
    #[test]
    fn fixed_point_multiply_bound() {
        let modes = [
            Rounding::TfliteDouble,
            Rounding::TfliteSingle,
            Rounding::TfliteInt64,
            Rounding::Upward,
            Rounding::ToNearest,
            Rounding::HalfEven,
        ];
        let ms = [
            (1_073_741_824, 1),
            (1_466_015_408, -11),
            (2_147_483_647, 0),
            (1_759_218_560, -10),
            (1_234_567_890, -40),
            (2_147_418_112, 3),
        ];
        let ranges = [
            (-300i64, 700i64),
            (5, 9),
            (-70_000, -3),
            (-1 << 20, 1 << 20),
        ];
        for mode in modes {
            for &(m, s) in &ms {
                for &(lo, hi) in &ranges {
                    let (blo, bhi) =
                        fpm_range((lo.into(), hi.into()), &[(m, s)], mode).expect("bound");
                    let q = qnn_arith::QuantizedMultiplier {
                        multiplier: m,
                        shift: s,
                    };
                    let mut seen = (i128::MAX, i128::MIN);
                    let step = ((hi - lo) / 997).max(1) as usize;
                    for x in (lo..=hi).step_by(step).chain([hi]) {
                        if mode == Rounding::TfliteDouble
                            && s > 0
                            && (x << s) as i32 as i64 != x << s
                        {
                            continue;
                        }
                        let Ok(v) = qnn_arith::fixed_point_multiply(x, q, mode) else {
                            continue;
                        };
                        let v = i128::from(v);
                        assert!(
                            blo <= v && v <= bhi,
                            "{mode:?} {m} {s}: {x} -> {v} outside [{blo}, {bhi}]"
                        );
                        seen = (seen.0.min(v), seen.1.max(v));
                    }
                    if fpm_exact((lo.into(), hi.into()), m, s, mode).is_some() {
                        assert_eq!(seen, (blo, bhi), "{mode:?} {m} {s} {lo}..{hi}");
                    } else {
                        let margin = seen.0.abs().max(seen.1.abs()) / 256 + 4;
                        assert!(
                            seen.0 - blo <= margin && bhi - seen.1 <= margin,
                            "{mode:?} {m} {s} {lo}..{hi}: {seen:?} in [{blo}, {bhi}]"
                        );
                    }
                }
            }
        }
    }

    /// `count_leading_zeros` from the input's bound.
    #[test]
    fn count_leading_zeros_bound() {
        let t = TensorType::new(DType::I32, [1]);
        let op = Op::CountLeadingZeros(crate::ops::NoAttrs {});
        let b = |lo, hi| transfer(&op, &[int_operand(&t, lo, hi)], &t).bound;
        assert_eq!(b(1, 255), Some(Bound::Int(24, 31)));
        assert_eq!(b(0, 0), Some(Bound::Int(32, 32)));
        assert_eq!(b(-5, -1), Some(Bound::Int(0, 0)));
        assert_eq!(b(-5, 3), Some(Bound::Int(0, 32)));
    }
}
