//! Applications with a float leaf (`docs/prove.md`, "Float operands"): 2^32 values per
//! element are too many for a sweep, and z3 has no encoding of our float kernels. Two ways
//! still decide them for all inputs.
//!
//! - **Cut at integer conversions.** Where every use of the float leaves passes through an
//!   integer term both sides share (`cast(x)` then integer arithmetic), those terms become
//!   the free leaves, over their whole type, and the application is decided as an integer
//!   one. Any value the conversion gives is in its type, so a proof covers every float input.
//! - **Intervals of one `f32` leaf** ([`intervals`]), for integer-valued sides such as
//!   `qnn.quantize` and its lowering.

use super::{
    broadcast_to, check, element, evaluate_terms, rebuild, varying_axes, Application,
    Counterexample, Def, Method, Verdict, CHUNK,
};
use crate::RewriteBudget;
use qnn_arith::Rounding;
use qnn_ir::{DType, Data, Op, Tensor, TensorType};

/// Decides `app`, which has a float free leaf (every op elementwise).
pub(super) fn decide(app: &Application, out: &TensorType, budget: &RewriteBudget) -> Verdict {
    if let Some(cut) = cut_at_integers(app) {
        match check(&cut, budget) {
            // A difference at a value of the conversion may be one no float input gives:
            // the intervals decide.
            Verdict::Failed(_) => {}
            v => return v,
        }
    }
    super::remembered(app, "intervals", budget.interval_limit, || {
        intervals(app, out, budget)
    })
}

/// `app` with each integer term that reads a float value directly as a free leaf over its
/// type; `None` unless both sides reach the same such terms, and no float leaf but through
/// them.
fn cut_at_integers(app: &Application) -> Option<Application> {
    let float = |t: usize| !app.terms[t].1.dtype.is_int();
    let cut = |t: usize| match &app.terms[t].0 {
        Def::Op(_, args) => !float(t) && args.iter().any(|&a| float(a)),
        _ => false,
    };
    // The cut terms below `t`.
    let below = |t: usize| {
        let (mut seen, mut stack) = (std::collections::BTreeSet::new(), vec![t]);
        let mut cuts = std::collections::BTreeSet::new();
        while let Some(t) = stack.pop() {
            if !seen.insert(t) {
                continue;
            }
            match &app.terms[t].0 {
                _ if cut(t) => {
                    cuts.insert(t);
                }
                Def::Op(_, args) => stack.extend(args),
                _ => {}
            }
        }
        cuts
    };
    let shared = below(app.lhs);
    if shared.is_empty() || shared != below(app.rhs) {
        return None;
    }
    let cut = rebuild(app, app.lhs, app.rhs, &cut);
    cut.free.iter().all(|f| f.range.is_some()).then_some(cut)
}

/// The `f32` values in their numeric order, as integers: `-0.0` is -1, `+0.0` is 0, and the
/// NaNs fall outside the keys of the infinities.
fn key(x: f32) -> i64 {
    let b = x.to_bits();
    if b >> 31 == 1 {
        -i64::from(b & 0x7fff_ffff) - 1
    } else {
        i64::from(b)
    }
}

/// The `f32` of [`key`] `k`.
fn from_key(k: i64) -> f32 {
    if k < 0 {
        f32::from_bits((-(k + 1)) as u32 | 0x8000_0000)
    } else {
        f32::from_bits(k as u32)
    }
}

/// NaNs run as representatives of all (quiet, signalling, either sign, a full payload).
const NANS: [u32; 6] = [
    0x7fc0_0000,
    0xffc0_0000,
    0x7f80_0001,
    0xff80_0001,
    0x7fff_ffff,
    0xffff_ffff,
];

/// How a term changes as the free leaf grows through an interval.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Trend {
    /// Constant.
    Flat,
    /// Non-decreasing.
    Up,
    /// Non-increasing.
    Down,
    /// Not known to be monotone.
    Unknown,
}

impl Trend {
    fn flip(self) -> Trend {
        match self {
            Trend::Up => Trend::Down,
            Trend::Down => Trend::Up,
            t => t,
        }
    }

    /// The trend of a sum (or a minimum, a maximum) of terms with trends `self` and `o`.
    fn join(self, o: Trend) -> Trend {
        match (self, o) {
            (Trend::Flat, t) | (t, Trend::Flat) => t,
            (a, b) if a == b => a,
            _ => Trend::Unknown,
        }
    }

    /// The trend of `x * c` (or `x / c`) for a constant `c`.
    fn scaled(self, c: f64) -> Trend {
        match () {
            _ if !c.is_finite() || c == 0.0 => Trend::Unknown,
            _ if c > 0.0 => self,
            _ => self.flip(),
        }
    }
}

/// A term's element at an end of an interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Val {
    Int(i64),
    Float(f64),
}

impl Val {
    fn float(self) -> Option<f64> {
        match self {
            Val::Float(x) => Some(x),
            Val::Int(_) => None,
        }
    }

    pub(super) fn int(self) -> Option<i64> {
        match self {
            Val::Int(x) => Some(x),
            Val::Float(_) => None,
        }
    }
}

/// The trend of `op` on an interval, from its operands' trends `ts` and their elements at
/// the interval's ends (`a`, `b`), at result position `pos`. Each rule is its kernel's
/// definition (`qnn_interp::kernels`) read for monotonicity; an op without one is
/// [`Trend::Unknown`].
fn op_trend(op: &Op, ts: &[Trend], a: &[Val], b: &[Val], dts: &[DType], pos: &[usize]) -> Trend {
    let x = ts[0];
    match op {
        // Round to an integer under any tie rule, and clamp, are monotone.
        Op::Round(_) | Op::Clip(_) => x,
        Op::Minimum(_) | Op::Maximum(_) => x.join(ts[1]),
        Op::Add(_) | Op::Subtract(_) => {
            let y = if matches!(op, Op::Subtract(_)) {
                ts[1].flip()
            } else {
                ts[1]
            };
            match (dts[0].is_int(), a[0], a[1], b[0], b[1]) {
                // Integers: monotone while the exact sum stays in the type (no wrap) at
                // both ends, hence in between.
                (true, Val::Int(a0), Val::Int(a1), Val::Int(b0), Val::Int(b1)) => {
                    let sign = if matches!(op, Op::Subtract(_)) { -1 } else { 1 };
                    let fits = |u: i64, v: i64| {
                        let s = i128::from(u) + sign * i128::from(v);
                        dts[0]
                            .int_range()
                            .is_some_and(|(lo, hi)| (i128::from(lo)..=i128::from(hi)).contains(&s))
                    };
                    if fits(a0, a1) && fits(b0, b1) {
                        x.join(y)
                    } else {
                        Trend::Unknown
                    }
                }
                // Floats: one operand varies, the other is a finite constant (no inf - inf).
                (false, ..) => match (x, y) {
                    (t, Trend::Flat) if a[1].float().is_some_and(f64::is_finite) => t,
                    (Trend::Flat, t) if a[0].float().is_some_and(f64::is_finite) => t,
                    _ => Trend::Unknown,
                },
                _ => Trend::Unknown,
            }
        }
        Op::Multiply(_) if !dts[0].is_int() => match (x, ts[1]) {
            (t, Trend::Flat) => a[1].float().map_or(Trend::Unknown, |c| t.scaled(c)),
            (Trend::Flat, t) => a[0].float().map_or(Trend::Unknown, |c| t.scaled(c)),
            _ => Trend::Unknown,
        },
        Op::Divide(_) if !dts[0].is_int() && ts[1] == Trend::Flat => {
            a[1].float().map_or(Trend::Unknown, |c| x.scaled(c))
        }
        Op::Cast(_) => cast_trend(x, a[0], b[0], dts[0], dts[1]),
        Op::QnnQuantize(q) => {
            let c = q
                .out_q
                .axis()
                .map_or(0, |ax| pos.get(ax).copied().unwrap_or(0));
            let (s, zp) = (q.out_q.scale(c), q.out_q.zero_point(c));
            if !(s.is_finite() && s > 0.0) {
                return Trend::Unknown;
            }
            if !(q.rounding.is_tflite() || q.rounding == Rounding::ToNearest) {
                // `clamp(round(x / s) + zp)` in f64: monotone (NaN is not in an interval).
                return x;
            }
            // `(int32)roundf(x / s) + zp` wrapping, then the clamp (`quantize_f32`): monotone
            // while the conversion is in range and the addition does not wrap; a constant
            // (`INT32_MIN + zp`) while the conversion is out of range.
            let side = |v: Val| {
                let r = f64::from((v.float().unwrap_or(f64::NAN) as f32 / s).round());
                match () {
                    _ if r.is_nan() => 2,
                    _ if r < -2_147_483_648.0 => -1,
                    _ if r >= 2_147_483_648.0 => 1,
                    _ if (i32::MIN as f64..=i32::MAX as f64).contains(&(r + zp as f64)) => 0,
                    _ => 2,
                }
            };
            match (side(a[0]), side(b[0])) {
                (0, 0) => x,
                (-1, -1) | (1, 1) => Trend::Flat,
                _ => Trend::Unknown,
            }
        }
        _ => Trend::Unknown,
    }
}

/// The trend of `cast` from `from` to `to` of an operand with trend `x`, `a` and `b` at the
/// interval's ends (`qnn_interp::kernels::shape::cast`).
fn cast_trend(x: Trend, a: Val, b: Val, from: DType, to: DType) -> Trend {
    let Some((lo, hi)) = to.int_range() else {
        // To a float: exact or correctly rounded, monotone.
        return x;
    };
    if from.is_int() {
        // Between integers: monotone while no end wraps.
        let fits = |v: Val| v.int().is_some_and(|v| (lo..=hi).contains(&v));
        return if fits(a) && fits(b) {
            x
        } else {
            Trend::Unknown
        };
    }
    // Float to integer: truncation, monotone in range; `lo` for every value out of range.
    let side = |v: Val| {
        let t = v.float().unwrap_or(f64::NAN).trunc();
        match () {
            _ if t.is_nan() => 2,
            _ if t < lo as f64 => -1,
            _ if t >= hi as f64 + 1.0 => 1,
            _ => 0,
        }
    };
    match (side(a), side(b)) {
        (0, 0) => x,
        (-1, -1) | (1, 1) => Trend::Flat,
        _ => Trend::Unknown,
    }
}

/// The ops [`op_trend`] has a rule for.
fn has_trend_rule(op: &Op) -> bool {
    matches!(
        op,
        Op::Round(_)
            | Op::Clip(_)
            | Op::Minimum(_)
            | Op::Maximum(_)
            | Op::Add(_)
            | Op::Subtract(_)
            | Op::Multiply(_)
            | Op::Divide(_)
            | Op::Cast(_)
            | Op::QnnQuantize(_)
    )
}

/// Where the leaf's values go in an evaluation: one per index of `slot_axis` (or one at a
/// time where every axis is varying), at every position class.
pub(super) struct Batch {
    shape: Vec<usize>,
    slot_axis: Option<usize>,
    /// Each position class's coordinates (the slot axis at 0).
    pub(super) positions: Vec<Vec<usize>>,
}

impl Batch {
    /// The batch of `app`'s result `out`, with axis `also` (if any) kept whole as well as the
    /// axes `app`'s constants vary along.
    pub(super) fn new(app: &Application, out: &TensorType, also: Option<usize>) -> Batch {
        let mut varying = varying_axes(app, out);
        if let Some(v) = also.and_then(|a| varying.get_mut(a)) {
            *v = true;
        }
        let rank = out.rank();
        let slot_axis = (0..rank).find(|&a| !varying[a]);
        let shape: Vec<usize> = (0..rank)
            .map(|a| if varying[a] { out.shape[a] } else { 1 })
            .collect();
        let mut positions = vec![vec![0; rank]];
        for a in 0..rank {
            positions = positions
                .into_iter()
                .flat_map(|p| {
                    (0..shape[a]).map(move |i| {
                        let mut q = p.clone();
                        q[a] = i;
                        q
                    })
                })
                .collect();
        }
        Batch {
            shape,
            slot_axis,
            positions,
        }
    }

    /// Every term's elements with the free leaf at `key(slot, class)` in each of `slots`
    /// evaluations: one [`Point`] per slot. A key is an integer leaf's value, or an `f32`
    /// leaf's [`key`].
    pub(super) fn run(
        &self,
        app: &Application,
        slots: usize,
        key: &dyn Fn(usize, usize) -> i64,
    ) -> Result<Vec<Point>, String> {
        let terms = app.terms.len();
        let classes = self.positions.len();
        let leaf_type = app.free.first().map_or(DType::F32, |f| f.ty.dtype);
        let mut all: Vec<Vec<Val>> = vec![vec![Val::Int(0); terms * classes]; slots];
        let per = if self.slot_axis.is_some() { slots } else { 1 };
        let mut base = 0;
        while base < slots {
            let len = per.max(1).min(slots - base);
            let mut shape = self.shape.clone();
            if let Some(a) = self.slot_axis {
                shape[a] = len;
            }
            let n: usize = shape.iter().product();
            // Each element's value (its index along the slot axis) and position class (its
            // index in `self.shape` with the slot axis at 0).
            let place = |e: usize| {
                let (mut rest, mut class, mut stride, mut slot) = (e, 0, 1, 0);
                for a in (0..shape.len()).rev() {
                    let i = rest % shape[a];
                    rest /= shape[a];
                    if Some(a) == self.slot_axis {
                        slot = i;
                    } else {
                        class += i * stride;
                        stride *= self.shape[a];
                    }
                }
                (slot, class)
            };
            let places: Vec<(usize, usize)> = (0..n).map(place).collect();
            let keys: Vec<i64> = places.iter().map(|&(i, c)| key(base + i, c)).collect();
            let data = match leaf_type {
                DType::F32 => Data::F32(keys.iter().map(|&k| from_key(k)).collect()),
                d => Data::from_i64(d, &keys).map_err(|_| "a leaf value outside its type")?,
            };
            let ty = TensorType::new(leaf_type, shape.clone());
            let leaf = Tensor::new(ty, data).map_err(|e| e.to_string())?;
            let values = evaluate_terms(app, &[leaf])?;
            for (t, v) in values.iter().enumerate() {
                let whole;
                let data = if v.shape() == shape.as_slice() || v.len() == 1 {
                    v.data()
                } else {
                    whole = broadcast_to(v, &shape)
                        .ok_or_else(|| "a term does not broadcast to the result".to_string())?;
                    &whole
                };
                let vals: Vec<Val> = match data {
                    Data::F32(d) => d.iter().map(|&x| Val::Float(f64::from(x))).collect(),
                    Data::F64(d) => d.iter().map(|&x| Val::Float(x)).collect(),
                    d => d
                        .to_i64()
                        .unwrap_or_default()
                        .into_iter()
                        .map(Val::Int)
                        .collect(),
                };
                for (e, &(i, class)) in places.iter().enumerate() {
                    all[base + i][t * classes + class] = vals[e % vals.len()];
                }
            }
            base += len;
        }
        Ok(all.into_iter().map(std::rc::Rc::new).collect())
    }
}

/// Every term's element at one value of the leaf, `[term * classes + class]`.
pub(super) type Point = std::rc::Rc<Vec<Val>>;

/// Decides an application of integer-valued sides over one `f32` leaf by intervals of its
/// values. An interval is settled when at every position class both sides are monotone on it
/// ([`op_trend`] of each term, from its operands') and take one value at both ends, the
/// same on both sides: a monotone function equal at the ends of an interval is constant on
/// it. Other intervals are halved, down to two adjacent values, each run. NaNs: every op with
/// a trend rule maps a NaN operand to a NaN, or to an integer that does not depend on which
/// NaN, so integer-valued sides give one result for all NaNs; [`NANS`] are run.
fn intervals(app: &Application, out: &TensorType, budget: &RewriteBudget) -> Verdict {
    let [leaf] = &app.free[..] else {
        return Verdict::NotProved("more than one float operand".to_string());
    };
    if leaf.ty.dtype != DType::F32 {
        return Verdict::NotProved(format!("a {} operand (no interval search)", leaf.ty.dtype));
    }
    if !(app.terms[app.lhs].1.dtype.is_int() && app.terms[app.rhs].1.dtype.is_int()) {
        return Verdict::NotProved("a float result of a float operand".to_string());
    }
    for (def, _) in &app.terms {
        if let Def::Op(op, _) = def {
            if !has_trend_rule(op) {
                return Verdict::NotProved(format!(
                    "`{}` of a float operand (no monotonicity rule)",
                    op.opcode().mnemonic()
                ));
            }
        }
    }
    let batch = Batch::new(app, out, None);
    let classes = batch.positions.len();
    let per_round = (CHUNK as usize / classes).max(1);
    let (lhs, rhs) = (app.lhs * classes, app.rhs * classes);
    // The first position class where the sides differ at `p` (the leaf at `x`).
    let differ = |p: &Point, x: f32| {
        let q = (0..classes).find(|&q| p[lhs + q] != p[rhs + q])?;
        let show = |v: Val| match v {
            Val::Int(n) => n.to_string(),
            Val::Float(f) => format!("{f:?}"),
        };
        let pos = (leaf.pos != crate::analysis::NO_POS).then_some(leaf.pos as usize);
        let x = Tensor::new(TensorType::new(DType::F32, vec![1]), Data::F32(vec![x]));
        Some(Verdict::Failed(Counterexample {
            inputs: vec![(pos, x.map_or(String::new(), |x| element(&x, 0)))],
            position: batch.positions[q].clone(),
            lhs: show(p[lhs + q]),
            rhs: show(p[rhs + q]),
        }))
    };
    let mut runs = 0u64;
    // Runs `xs`, counting against the sweep limit; `Err` with the verdict to give.
    let mut run = |xs: &[f32]| -> Result<Vec<Point>, Verdict> {
        runs += (xs.len() * classes) as u64;
        if runs > budget.interval_limit {
            let why = "a float operand: more values to run than the interval limit";
            return Err(Verdict::NotProved(why.to_string()));
        }
        let points = batch
            .run(app, xs.len(), &|i, _| key(xs[i]))
            .map_err(Verdict::NotProved)?;
        match xs.iter().zip(&points).find_map(|(&x, p)| differ(p, x)) {
            Some(f) => Err(f),
            None => Ok(points),
        }
    };
    let nans: Vec<f32> = NANS.iter().map(|&b| f32::from_bits(b)).collect();
    let (lo, hi) = (key(f32::NEG_INFINITY), key(f32::INFINITY));
    let first = run(&nans).and_then(|_| run(&[f32::NEG_INFINITY, f32::INFINITY]));
    // Intervals to settle, with their ends' points and whether both sides are known to be
    // monotone on them (then on every part of them too).
    let mut queue = match first {
        Ok(p) => std::collections::VecDeque::from([(lo, hi, p[0].clone(), p[1].clone(), false)]),
        Err(v) => return v,
    };
    while !queue.is_empty() {
        let round: Vec<_> = queue.drain(..queue.len().min(per_round)).collect();
        let split: Vec<_> = round
            .into_iter()
            .filter_map(|(a, b, pa, pb, mono)| {
                let sides = [app.lhs, app.rhs];
                let mono = mono
                    || (0..classes).all(|q| {
                        monotone(app, (&pa, &pb), classes, q, &batch.positions[q], &sides)
                    });
                let flat =
                    (0..classes).all(|q| pa[lhs + q] == pb[lhs + q] && pa[rhs + q] == pb[rhs + q]);
                (!(mono && flat) && b - a > 1).then_some((a, b, pa, pb, mono))
            })
            .collect();
        let mids: Vec<i64> = split.iter().map(|(a, b, ..)| a + (b - a) / 2).collect();
        let xs: Vec<f32> = mids.iter().map(|&m| from_key(m)).collect();
        let points = match run(&xs) {
            Ok(p) => p,
            Err(v) => return v,
        };
        for ((a, b, pa, pb, mono), (m, pm)) in split.into_iter().zip(mids.into_iter().zip(points)) {
            queue.push_back((a, m, pa, pm.clone(), mono));
            queue.push_back((m, b, pm, pb, mono));
        }
    }
    Verdict::Proved(Method::Intervals(runs))
}

/// Whether each term of `sides` is monotone between the leaf values of points `pa` and
/// `pb`, at position class `q` (result position `pos`).
pub(super) fn monotone(
    app: &Application,
    (pa, pb): (&Point, &Point),
    classes: usize,
    q: usize,
    pos: &[usize],
    sides: &[usize],
) -> bool {
    use smallvec::SmallVec;
    let at = |p: &Point, t: usize| p[t * classes + q];
    let nan = |t: usize| {
        [at(pa, t), at(pb, t)]
            .iter()
            .any(|x| x.float().is_some_and(f64::is_nan))
    };
    let mut ts: Vec<Trend> = Vec::with_capacity(app.terms.len());
    for (def, ty) in &app.terms {
        let t = match def {
            Def::Free(_) => Trend::Up,
            Def::Const(_) => Trend::Flat,
            Def::Op(op, args) => {
                let trends: SmallVec<[Trend; 4]> = args.iter().map(|&a| ts[a]).collect();
                if trends.iter().all(|&t| t == Trend::Flat) {
                    Trend::Flat
                } else if args.iter().any(|&a| nan(a)) {
                    Trend::Unknown
                } else {
                    let a: SmallVec<[Val; 4]> = args.iter().map(|&x| at(pa, x)).collect();
                    let b: SmallVec<[Val; 4]> = args.iter().map(|&x| at(pb, x)).collect();
                    let mut dts: SmallVec<[DType; 4]> =
                        args.iter().map(|&x| app.terms[x].1.dtype).collect();
                    dts.push(ty.dtype);
                    op_trend(op, &trends, &a, &b, &dts, pos)
                }
            }
        };
        ts.push(t);
    }
    sides.iter().all(|&t| ts[t] != Trend::Unknown)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_order_the_floats_numerically() {
        let xs = [
            f32::NEG_INFINITY,
            f32::MIN,
            -1.5,
            -f32::MIN_POSITIVE,
            -1e-45,
            -0.0,
            0.0,
            1e-45,
            1.0,
            f32::MAX,
            f32::INFINITY,
        ];
        let keys: Vec<i64> = xs.iter().map(|&x| key(x)).collect();
        assert!(keys.windows(2).all(|w| w[0] < w[1]), "{keys:?}");
        assert_eq!((keys[5], keys[6]), (-1, 0));
        for (&x, &k) in xs.iter().zip(&keys) {
            assert_eq!(from_key(k).to_bits(), x.to_bits());
        }
        // Every key between the infinities is a number.
        let (lo, hi) = (key(f32::NEG_INFINITY), key(f32::INFINITY));
        assert!(!from_key(hi - 1).is_nan() && !from_key(lo + 1).is_nan());
        assert!(from_key(hi + 1).is_nan() && from_key(lo - 1).is_nan());
    }

    #[test]
    fn conversions_are_monotone_in_range_and_constant_out_of_it() {
        let f = |x: f64| Val::Float(x);
        let up = Trend::Up;
        assert_eq!(
            cast_trend(up, f(-3.5), f(200.0), DType::F32, DType::I32),
            up
        );
        // Out of range on one side only: `lo` at the top end, not monotone.
        assert_eq!(
            cast_trend(up, f(0.0), f(3e9), DType::F32, DType::I32),
            Trend::Unknown
        );
        assert_eq!(
            cast_trend(up, f(3e9), f(1e30), DType::F32, DType::I32),
            Trend::Flat
        );
        assert_eq!(
            cast_trend(up, f(-1e30), f(-3e9), DType::F32, DType::I32),
            Trend::Flat
        );
        // Between integers: monotone while nothing wraps.
        let i = |x: i64| Val::Int(x);
        assert_eq!(cast_trend(up, i(-128), i(127), DType::I32, DType::I8), up);
        assert_eq!(
            cast_trend(up, i(0), i(128), DType::I32, DType::I8),
            Trend::Unknown
        );
    }

    #[test]
    fn integer_sums_are_monotone_until_they_wrap() {
        let add = Op::Add(qnn_ir::ops::NoAttrs {});
        let dts = [DType::I32, DType::I32, DType::I32];
        let (up, flat) = (Trend::Up, Trend::Flat);
        let t = |a0: i64, b0: i64, c: i64| {
            op_trend(
                &add,
                &[up, flat],
                &[Val::Int(a0), Val::Int(c)],
                &[Val::Int(b0), Val::Int(c)],
                &dts,
                &[],
            )
        };
        assert_eq!(t(-5, 100, 7), up);
        assert_eq!(t(-5, i64::from(i32::MAX), 7), Trend::Unknown);
        // A difference of two rising terms is not known to be monotone.
        let sub = Op::Subtract(qnn_ir::ops::NoAttrs {});
        let v = [Val::Int(0), Val::Int(0)];
        assert_eq!(op_trend(&sub, &[up, up], &v, &v, &dts, &[]), Trend::Unknown);
    }
}
