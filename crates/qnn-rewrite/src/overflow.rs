//! Overflow analysis: can an integer accumulator or intermediate of a lowered graph wrap?
//!
//! Integer core ops wrap in their element type, and so does every `i32` accumulator of
//! TFLite's kernels (in C++ an overflow is even undefined). A quantized graph whose
//! accumulator can leave `i32` gives wrong answers that no test on ordinary inputs finds, so
//! [`analyze`] bounds every integer value of a graph, in one pass in definition order, from
//! the input types, the constants (each output channel of a convolution or matrix product
//! with constant weights from its own weights) and the kernel and reduction sizes.
//!
//! **Ring ops do not need their own bound.** `add`, `subtract`, `multiply`, `conv2d`,
//! `dense`, `batch_matmul`, `sum`, `pool_sum` and `shift_left` (and data movement, and a
//! narrowing `cast`) compute modulo `2^bits`: a wrapped intermediate still gives the right
//! result if the final value fits. So their bound is the *exact* (unwrapped) interval, carried
//! through chains of them, and it is checked where an op that is not modular reads the value
//! (`clip`, `fixed_point_multiply`, `maximum`, a widening `cast`, `table`, ...; a graph
//! output too). Lowering folds zero points into constants (`conv(x, w) - in_zp * sum(w)`),
//! whose pieces may wrap harmlessly; what must fit is the accumulator they add up to.
//!
//! **Non-modular ops** are bounded from their operands' (fitting) bounds. Two of them can
//! overflow inside: `fixed_point_multiply` under `tflite_double` shifts its input left in 32
//! bits first, and `shift_right` under `half_up` adds `2^(s-1)` first; both are checked.
//!
//! What to do with a bound that does not fit is the caller's [`OverflowPolicy`].

use crate::range::fpm_range;
use qnn_arith::Rounding;
use qnn_ir::attrs::RoundMode;
use qnn_ir::{DType, Graph, Op, Tensor, TensorType, ValueDef};

/// What lowering does when the analysis cannot prove that an integer value fits its type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum OverflowPolicy {
    /// Stop with an error naming the op and its worst-case bound (the default: a graph that
    /// can overflow is never lowered silently).
    #[default]
    Error,
    /// Accumulate the QNN ops whose `i32` accumulator can overflow (`qnn.conv2d`,
    /// `qnn.dense`, `qnn.batch_matmul` with an output rescale) in `i64` instead, as TFLite
    /// does for 16x8 convolutions, and stop with an error if a bound still does not fit. The
    /// lowered graph then computes the exact accumulator where TFLite's `int32_t` would wrap.
    Widen,
    /// Lower as the ops are defined: `i32` accumulators wrap, as TFLite's do on every machine
    /// it runs on. Bit-exact with TFLite's reference kernels even where they overflow.
    Wrap,
}

impl OverflowPolicy {
    /// Every policy, in the order `--help` lists them.
    pub const ALL: [OverflowPolicy; 3] = [Self::Error, Self::Widen, Self::Wrap];

    /// The policy's name (`error`, `widen`, `wrap`).
    pub fn name(self) -> &'static str {
        match self {
            Self::Error => "error",
            Self::Widen => "widen",
            Self::Wrap => "wrap",
        }
    }
}

/// Why a value is not proven to fit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overflow {
    /// The value's exact bound leaves its type, and an op that is not modular (or a graph
    /// output) reads it.
    Value,
    /// `fixed_point_multiply` (`tflite_double`) shifts its input left in 32 bits first, and
    /// the shifted bound leaves `i32` (the bound given is the shifted one).
    FixedPointShift,
    /// `shift_right` (`half_up`) adds `2^(s-1)` first, and the sum's bound leaves the type.
    RoundingAdd,
}

/// A value the analysis cannot prove to fit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unproven {
    /// The value (its index in the analysed graph).
    pub value: usize,
    /// The op that computes it.
    pub op: &'static str,
    /// The type it must fit.
    pub dtype: DType,
    /// Its worst-case bound (exact, inclusive; saturated at the `i128` range).
    pub bound: (i128, i128),
    /// What overflows.
    pub kind: Overflow,
    /// True when the bound is unknown because the value depends on a float graph input
    /// (quantizing an unbounded float: TFLite's `(int32_t)round(x / s) + zp` wraps too
    /// when `|x / s|` reaches `2^31`). [`OverflowPolicy::Error`] does not stop for these.
    pub float_input: bool,
    /// True for an accumulator: the value sums products or elements (`conv2d`, `dense`,
    /// `batch_matmul`, `sum`, `pool_sum`), possibly with modular ops after (a bias add).
    /// Other values are steps of TFLite's fixed-point algorithms (softmax, ...), whose bounds
    /// depend on facts an interval cannot hold (the sum of exponentials includes `exp(0)`).
    pub accumulator: bool,
}

impl Unproven {
    /// `can reach [-3000000000, 3000000000], beyond i32`, with the kind's detail.
    pub fn describe(&self) -> String {
        let what = match self.kind {
            Overflow::Value => "",
            Overflow::FixedPointShift => " after its tflite_double left shift",
            Overflow::RoundingAdd => " with its half_up rounding addition",
        };
        let why = if self.float_input {
            " (it depends on a float input, which has no bound)"
        } else {
            ""
        };
        format!(
            "can reach [{}, {}]{what}, beyond {}{why}",
            self.bound.0, self.bound.1, self.dtype
        )
    }
}

/// The tightest proven value: how many of its type's bits its bound needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Headroom {
    /// The value (its index in the analysed graph).
    pub value: usize,
    /// The op that computes it.
    pub op: &'static str,
    /// Its type.
    pub dtype: DType,
    /// Its bound.
    pub bound: (i128, i128),
    /// Bits the bound needs in two's complement (or unsigned for an unsigned type).
    pub bits: u32,
}

/// What [`analyze`] proved.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OverflowReport {
    /// Integer values checked: results of modular ops read by a non-modular op or an
    /// output, and the inner steps of `fixed_point_multiply` and `shift_right`.
    pub checked: usize,
    /// Those not proven to fit, in graph order.
    pub unproven: Vec<Unproven>,
    /// Of the proven accumulators, the one whose bound needs the largest share of its type.
    pub tightest: Option<Headroom>,
}

/// Bounds every integer value of `g` and checks each where it must fit (the module doc).
pub fn analyze(g: &Graph) -> OverflowReport {
    run(g).report
}

/// The bound of every value of `g` (by index; `None` for floats and for values whose bound
/// leaves their type, which then may hold any value of it): every value the interpreter
/// computes lies in its bound, which the property tests check on random graphs and inputs.
pub fn value_bounds(g: &Graph) -> Vec<Option<(i128, i128)>> {
    let a = run(g);
    a.bound
        .iter()
        .enumerate()
        .map(|(i, b)| b.filter(|&b| fits(g.values()[i].ty.dtype, b)))
        .collect()
}

fn run(g: &Graph) -> Analysis<'_> {
    let mut a = Analysis {
        g,
        bound: Vec::with_capacity(g.values().len()),
        modular: Vec::with_capacity(g.values().len()),
        accumulates: Vec::with_capacity(g.values().len()),
        fbound: Vec::with_capacity(g.values().len()),
        unbounded: Vec::with_capacity(g.values().len()),
        checked: vec![false; g.values().len()],
        report: OverflowReport::default(),
    };
    for (id, v) in g.iter() {
        a.fbound.push(None);
        a.accumulates.push(false);
        a.unbounded
            .push(v.ty.dtype.is_float() && matches!(v.def, ValueDef::Input { .. }));
        let (bound, modular) = match &v.def {
            ValueDef::Input { .. } => (full(&v.ty), false),
            ValueDef::Op { op, args } => {
                let args: Vec<usize> = args.iter().map(|a| a.index()).collect();
                if args.iter().any(|&x| a.unbounded[x]) {
                    a.unbounded[id.index()] = true;
                }
                a.op(id.index(), op, &args, &v.ty)
            }
        };
        a.bound.push(bound);
        a.modular.push(modular);
    }
    for (_, v) in g.outputs() {
        a.read(v.index());
    }
    a
}

type Bound = Option<(i128, i128)>;

struct Analysis<'g> {
    g: &'g Graph,
    /// The exact bound of each value (`None` for floats): for a modular op's result, the
    /// unwrapped value's.
    bound: Vec<Bound>,
    /// True for results of modular ops (whose bound may leave their type).
    modular: Vec<bool>,
    /// True for modular results that include a reduction (`conv2d`, `dense`,
    /// `batch_matmul`, `sum`, `pool_sum`): accumulators, and chains of modular ops on them.
    accumulates: Vec<bool>,
    /// Bounds of float values (`None`: unknown, e.g. a float graph input).
    fbound: Vec<Option<(f64, f64)>>,
    /// True for values that depend on a float with no known bound (a float graph input).
    unbounded: Vec<bool>,
    /// Values already checked.
    checked: Vec<bool>,
    report: OverflowReport,
}

/// The whole range of an integer type.
fn full(ty: &TensorType) -> Bound {
    ty.dtype
        .int_range()
        .map(|(lo, hi)| (i128::from(lo), i128::from(hi)))
}

fn fits(d: DType, (lo, hi): (i128, i128)) -> bool {
    d.int_range()
        .is_some_and(|(tlo, thi)| lo >= i128::from(tlo) && hi <= i128::from(thi))
}

/// Bits a bound needs in type `d`.
fn bits_needed(d: DType, (lo, hi): (i128, i128)) -> u32 {
    let signed = d.int_range().is_some_and(|(lo, _)| lo < 0);
    let mag = |x: i128| 128 - x.unsigned_abs().leading_zeros();
    if signed {
        mag(hi.max(0)).max(mag((-lo - 1).max(0))) + 1
    } else {
        mag(hi.max(0))
    }
}

/// Bounds of `f` over the corners of two intervals.
fn corners(a: (i128, i128), b: (i128, i128), f: impl Fn(i128, i128) -> i128) -> (i128, i128) {
    let c = [f(a.0, b.0), f(a.0, b.1), f(a.1, b.0), f(a.1, b.1)];
    (
        c.into_iter().min().unwrap_or(0),
        c.into_iter().max().unwrap_or(0),
    )
}

/// The bound of a sum of products `sum_k w_k * x_k` with each `x_k` in `x`, one per output
/// channel (`channels` holds the sums of each channel's positive and negative weights:
/// [`channels`]), hulled over channels. Each term's bound includes 0 (a padded tap
/// contributes nothing).
fn weighted(x: (i128, i128), channels: &[(i128, i128)]) -> (i128, i128) {
    // Each term `x * w` may be absent (0): a positive weight adds `[w * min(x.lo, 0),
    // w * max(x.hi, 0)]`, a negative one `[w * max(x.hi, 0), w * min(x.lo, 0)]`, so a channel's
    // bound follows from the sums of its positive and of its negative weights.
    let (lo, hi) = (x.0.min(0), x.1.max(0));
    let mut out: Option<(i128, i128)> = None;
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

fn hull(a: (i128, i128), b: (i128, i128)) -> (i128, i128) {
    (a.0.min(b.0), a.1.max(b.1))
}

/// `n` terms each in `x`, and possibly fewer (each term's bound includes 0).
fn times(n: i128, x: (i128, i128)) -> (i128, i128) {
    (n.saturating_mul(x.0.min(0)), n.saturating_mul(x.1.max(0)))
}

/// The sums of the positive and of the negative elements of `w` for each index along `axis`
/// (one pair per channel).
fn channels(w: &Tensor, axis: usize) -> Option<Vec<(i128, i128)>> {
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
        for &x in xs {
            if x > 0 {
                s.0 += i128::from(x);
            } else {
                s.1 += i128::from(x);
            }
        }
    }
    Some(out)
}

impl Analysis<'_> {
    /// The constant value `v` holds, if any.
    fn constant(&self, v: usize) -> Option<&Tensor> {
        match &self.g.values().get(v)?.def {
            ValueDef::Op {
                op: Op::Const(c), ..
            } => Some(&c.value),
            _ => None,
        }
    }

    fn ty(&self, v: usize) -> &TensorType {
        &self.g.values()[v].ty
    }

    /// `v` is read by an op that is not modular: its bound must fit its type. Returns the
    /// bound the reader sees (the type's range where it does not fit).
    fn read(&mut self, v: usize) -> Bound {
        let b = self.bound[v]?;
        let d = self.ty(v).dtype;
        if !self.modular[v] {
            return Some(b);
        }
        if !self.checked[v] {
            self.checked[v] = true;
            let op = self.mnemonic(v);
            self.check(v, op, d, b, Overflow::Value);
        }
        if fits(d, b) {
            Some(b)
        } else {
            full(self.ty(v))
        }
    }

    fn mnemonic(&self, v: usize) -> &'static str {
        match &self.g.values()[v].def {
            ValueDef::Op { op, .. } => op.opcode().mnemonic(),
            ValueDef::Input { .. } => "input",
        }
    }

    /// Records one check of `bound` against `d`.
    fn check(
        &mut self,
        value: usize,
        op: &'static str,
        d: DType,
        bound: (i128, i128),
        kind: Overflow,
    ) {
        self.report.checked += 1;
        if !fits(d, bound) {
            self.report.unproven.push(Unproven {
                value,
                op,
                dtype: d,
                bound,
                kind,
                float_input: self.unbounded[value],
                accumulator: kind == Overflow::Value && self.accumulates[value],
            });
            return;
        }
        if kind != Overflow::Value || !self.accumulates[value] {
            return;
        }
        let bits = bits_needed(d, bound);
        let share = |b: u32, d: DType| f64::from(b) / f64::from(d.bits());
        if self
            .report
            .tightest
            .as_ref()
            .is_none_or(|t| share(bits, d) > share(t.bits, t.dtype))
        {
            self.report.tightest = Some(Headroom {
                value,
                op,
                dtype: d,
                bound,
                bits,
            });
        }
    }

    /// The bound of value `id` computed by `op` on `args`, and whether `op` is modular.
    fn op(&mut self, id: usize, op: &Op, args: &[usize], ty: &TensorType) -> (Bound, bool) {
        let d = ty.dtype;
        if d.int_range().is_none() {
            self.fbound[id] = self.float_op(op, args);
            return (None, false);
        }
        // Operand bounds without a check (modular ops) ...
        let raw = |s: &Self, i: usize| args.get(i).and_then(|&a| s.bound[a]);
        let modular = match op {
            Op::Subtract(_) if self.is_max_of(args[0], args[1]) => {
                // `reduce_max(v) - v` (softmax): at least 0, at most the spread of `v`.
                raw(self, 1).map(|(lo, hi)| (0, hi - lo))
            }
            Op::Add(_) | Op::Subtract(_) | Op::Multiply(_) => {
                let (Some(x), Some(y)) = (raw(self, 0), raw(self, 1)) else {
                    return (full(ty), false);
                };
                let f = match op {
                    Op::Add(_) => i128::saturating_add,
                    Op::Subtract(_) => i128::saturating_sub,
                    _ => i128::saturating_mul,
                };
                Some(corners(x, y, f))
            }
            Op::Conv2d(c) => {
                let x = raw(self, 0);
                let o = c.kernel_layout.axes()[0];
                self.product(x, args.get(1).copied(), o)
            }
            Op::Dense(_) => self.product(raw(self, 0), args.get(1).copied(), 0),
            Op::BatchMatmul(_) => {
                let (x, w) = (raw(self, 0), args.get(1).copied());
                // Constant rhs `[.., K, N]`: one channel per column.
                let rank = w.map_or(0, |w| self.ty(w).shape.len());
                self.product(x, w, rank.saturating_sub(1))
            }
            Op::Sum(_) => {
                let n = self.ty(args[0]).num_elements().unwrap_or(0)
                    / ty.num_elements().unwrap_or(1).max(1);
                raw(self, 0).map(|x| times(n as i128, x))
            }
            Op::PoolSum(w) => raw(self, 0).map(|x| times((w.kernel[0] * w.kernel[1]) as i128, x)),
            Op::ShiftLeft(_) => {
                let s = self.read(args[1]);
                // A shift outside `0..bits` is a run-time error.
                let s = s.map(|(lo, hi)| (lo.max(0), hi.min(i128::from(d.bits()) - 1)));
                match (raw(self, 0), s) {
                    (Some(x), Some((slo, shi))) if slo <= shi => {
                        let p = |s: i128| 1i128 << s;
                        Some(corners(x, (p(slo), p(shi)), i128::saturating_mul))
                    }
                    _ => None,
                }
            }
            Op::Reshape(_) | Op::Transpose(_) | Op::Slice(_) | Op::Gather(_) | Op::Tile(_) => {
                if let Op::Gather(_) = op {
                    self.read(args[1]);
                }
                raw(self, 0)
            }
            Op::Pad(p) => raw(self, 0).map(|x| hull(x, (p.value.into(), p.value.into()))),
            Op::Concatenate(_) => args
                .iter()
                .map(|&a| self.bound[a])
                .collect::<Option<Vec<_>>>()
                .and_then(|bs| bs.into_iter().reduce(hull)),
            Op::Cast(_) => {
                // A narrowing (or same-width) cast of a modular result is modular too: its
                // bound is checked, in the narrower type, where it is read. Any other cast
                // converts a value that fits its type (a widening one reads it).
                let from = self.ty(args[0]).dtype;
                if from.int_range().is_some() && from.bits() >= d.bits() && self.modular[args[0]] {
                    raw(self, 0)
                } else {
                    None
                }
            }
            _ => None,
        };
        if let Some(b) = modular {
            // Arithmetic results are checked where they are read; data movement and casts
            // carry their operand's state (a cast that would truncate is checked too).
            let opcode = op.opcode();
            let arithmetic = !(opcode.is_movement() || matches!(op, Op::Cast(_)));
            let carried = args.iter().any(|&a| self.modular[a]);
            self.accumulates[id] = opcode.accumulates()
                || args.iter().any(|&a| self.modular[a] && self.accumulates[a]);
            return (Some(b), arithmetic || carried || !fits(d, b));
        }
        let b = self.plain(id, op, args, ty);
        (b, false)
    }

    /// True when `m` is `reduce_max(v)` with kept dimensions over a non-empty reduction
    /// (so `m >= v` elementwise, broadcast).
    fn is_max_of(&self, m: usize, v: usize) -> bool {
        match &self.g.values()[m].def {
            ValueDef::Op {
                op: Op::ReduceMax(r),
                args,
            } => {
                r.keep_dims
                    && args.first().map(|a| a.index()) == Some(v)
                    && self.reduces_nonempty(v, self.ty(m))
            }
            _ => false,
        }
    }

    /// True when every element of the reduction of `x` to `out` reduces at least one element.
    fn reduces_nonempty(&self, x: usize, out: &TensorType) -> bool {
        let n = self.ty(x).num_elements().unwrap_or(0);
        n > 0 && out.num_elements().is_some_and(|m| m > 0 && n >= m)
    }

    /// The bound of `sum_k x * w` (conv2d, dense, batch_matmul): per output channel (along
    /// `axis` of the weight) when the weight is constant.
    fn product(&self, x: Bound, w: Option<usize>, axis: usize) -> Bound {
        let (x, w) = (x?, w?);
        if let Some(t) = self.constant(w) {
            return Some(weighted(x, &channels(t, axis)?));
        }
        let wb = self.bound[w]?;
        let shape = &self.ty(w).shape;
        let k: usize = shape
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != axis)
            .map(|(_, &n)| n)
            .product();
        let term = corners(x, wb, i128::saturating_mul);
        Some(times(k as i128, term))
    }

    /// The bound of a float op's result (`None` where unknown); integer operands are read.
    fn float_op(&mut self, op: &Op, args: &[usize]) -> Option<(f64, f64)> {
        let operand = |s: &mut Self, a: usize| -> Option<(f64, f64)> {
            if s.ty(a).dtype.is_float() {
                s.fbound[a]
            } else {
                s.read(a).map(|(lo, hi)| (lo as f64, hi as f64))
            }
        };
        let ops: Vec<Option<(f64, f64)>> = args.iter().map(|&a| operand(self, a)).collect();
        let x = |i: usize| ops.get(i).copied().flatten();
        let b = match op {
            Op::Const(c) => {
                let v: Vec<f64> = match c.value.data() {
                    qnn_ir::Data::F32(v) => v.iter().map(|&x| f64::from(x)).collect(),
                    qnn_ir::Data::F64(v) => v.clone(),
                    _ => Vec::new(),
                };
                v.iter()
                    .try_fold(None, |acc: Option<(f64, f64)>, &x| {
                        x.is_finite()
                            .then(|| Some(acc.map_or((x, x), |(lo, hi)| (lo.min(x), hi.max(x)))))
                    })
                    .flatten()
            }
            Op::Cast(_) => x(0),
            Op::Add(_) | Op::Subtract(_) | Op::Multiply(_) => {
                let (a, b) = (x(0)?, x(1)?);
                let f = |p: f64, q: f64| match op {
                    Op::Add(_) => p + q,
                    Op::Subtract(_) => p - q,
                    _ => p * q,
                };
                let c = [f(a.0, b.0), f(a.0, b.1), f(a.1, b.0), f(a.1, b.1)];
                Some((
                    c.iter().copied().fold(f64::INFINITY, f64::min),
                    c.iter().copied().fold(f64::NEG_INFINITY, f64::max),
                ))
            }
            Op::Divide(_) => {
                let (a, b) = (x(0)?, x(1)?);
                if b.0 <= 0.0 && b.1 >= 0.0 {
                    return None;
                }
                let c = [a.0 / b.0, a.0 / b.1, a.1 / b.0, a.1 / b.1];
                Some((
                    c.iter().copied().fold(f64::INFINITY, f64::min),
                    c.iter().copied().fold(f64::NEG_INFINITY, f64::max),
                ))
            }
            Op::Round(_) => x(0).map(|(lo, hi)| (lo.floor(), hi.ceil())),
            Op::Clip(c) => x(0).map(|(lo, hi)| {
                let (cl, ch) = (c.min as f64, c.max as f64);
                (lo.clamp(cl, ch), hi.clamp(cl, ch))
            }),
            Op::Maximum(_) => Some((x(0)?.0.max(x(1)?.0), x(0)?.1.max(x(1)?.1))),
            Op::Minimum(_) => Some((x(0)?.0.min(x(1)?.0), x(0)?.1.min(x(1)?.1))),
            Op::Reshape(_) | Op::Transpose(_) | Op::Slice(_) | Op::Gather(_) | Op::Tile(_) => x(0),
            _ => None,
        }?;
        // Outward by a relative 2^-40 and an absolute 2^-40 for the rounding of each step.
        let slack = |v: f64| v.abs() * 2f64.powi(-40) + 2f64.powi(-40);
        let (lo, hi) = (b.0 - slack(b.0), b.1 + slack(b.1));
        (lo.is_finite() && hi.is_finite()).then_some((lo, hi))
    }

    /// The bound of a non-modular op's result; its integer operands are read.
    fn plain(&mut self, id: usize, op: &Op, args: &[usize], ty: &TensorType) -> Bound {
        let d = ty.dtype;
        let whole = full(ty);
        let operands: Vec<Bound> = args.iter().map(|&a| self.read(a)).collect();
        let r = |i: usize| operands.get(i).copied().flatten().or(whole);
        let clamp = |c: &Option<[i64; 2]>| match c {
            Some([lo, hi]) => Some((i128::from(*lo), i128::from(*hi))),
            None => whole,
        };
        let out = match op {
            Op::Const(c) => c
                .value
                .int_bounds()
                .map(|(lo, hi)| (i128::from(lo), i128::from(hi))),
            Op::Clip(c) => {
                let (lo, hi) = r(0)?;
                let (cl, ch) = (i128::from(c.min), i128::from(c.max));
                Some((lo.clamp(cl, ch), hi.clamp(cl, ch)))
            }
            Op::Cast(_) if self.ty(args[0]).dtype.is_float() => {
                match self.fbound[args[0]] {
                    // Truncation toward zero; outside the type gives its minimum.
                    Some((lo, hi)) if lo > -9.0e36 && hi < 9.0e36 => {
                        Some((lo.trunc() as i128, hi.trunc() as i128)).filter(|&b| fits(d, b))
                    }
                    _ => None,
                }
                .or_else(|| {
                    self.unbounded[id] = true;
                    whole
                })
            }
            Op::Cast(_) => r(0),
            Op::Srdhm(_) => {
                // `a * b / 2^31` rounded (saturating at `INT32_MIN * INT32_MIN`).
                let p = corners(r(0)?, r(1)?, i128::saturating_mul);
                Some((p.0.div_euclid(1 << 31), p.1.div_euclid(1 << 31) + 1))
            }
            Op::FixedPointReciprocal(_) if r(0)?.0 > 0 => {
                // Q0.31 of 1 / (1 + x) for x in [0, 1): in (2^30, 2^31).
                Some((1 << 30, i128::from(i32::MAX)))
            }
            Op::FixedPointMultiply(a) => {
                let x = r(0)?;
                // The 32-bit modes take an `i32` (a wider value outside it is a run-time error).
                if matches!(a.rounding, Rounding::TfliteDouble | Rounding::TfliteSingle)
                    && self.ty(args[0]).dtype.bits() > 32
                {
                    let v = args[0];
                    let op = self.mnemonic(v);
                    self.check(v, op, DType::I32, x, Overflow::Value);
                }
                if a.rounding == Rounding::TfliteDouble {
                    let ls = a.shift.iter().copied().max().unwrap_or(0).max(0);
                    if ls > 0 {
                        let p = 1i128 << ls.min(64);
                        let shifted = corners(x, (p, p), i128::saturating_mul);
                        self.check(
                            id,
                            op.opcode().mnemonic(),
                            DType::I32,
                            shifted,
                            Overflow::FixedPointShift,
                        );
                        if !fits(DType::I32, shifted) {
                            // The shifted value wraps: the result can be anything.
                            return whole;
                        }
                    }
                }
                let pairs: Vec<(i32, i32)> = a
                    .multiplier
                    .iter()
                    .copied()
                    .zip(a.shift.iter().copied())
                    .collect();
                let xr = (clamp_i64(x.0), clamp_i64(x.1));
                fpm_range(xr, &pairs)
            }
            Op::ShiftRight(a) => {
                let (lo, hi) = r(0)?;
                if a.mode == RoundMode::HalfUp {
                    let (_, shi) = r(1)?;
                    let add = if shi > 0 {
                        1i128 << (shi - 1).min(126)
                    } else {
                        0
                    };
                    let sum = (lo, hi.saturating_add(add));
                    self.check(id, op.opcode().mnemonic(), d, sum, Overflow::RoundingAdd);
                    if !fits(d, sum) {
                        return whole;
                    }
                }
                // A shift outside `0..bits` is a run-time error; rounding moves a quotient
                // by at most one toward the dividend's side of zero.
                match r(1) {
                    Some((slo, shi)) if slo.max(0) <= shi.min(i128::from(d.bits()) - 1) => {
                        let (slo, shi) =
                            (slo.max(0) as u32, shi.min(i128::from(d.bits()) - 1) as u32);
                        let down = |x: i128, s: u32| x.div_euclid(1 << s);
                        let up = |x: i128, s: u32| -(-x).div_euclid(1 << s);
                        let l = if lo < 0 { down(lo, slo) } else { down(lo, shi) };
                        let h = if hi > 0 { up(hi, slo) } else { up(hi, shi) };
                        Some((l, h))
                    }
                    _ => Some((lo.min(0), hi.max(0))),
                }
            }
            Op::Table(_) => r(1),
            Op::Maximum(_) => {
                let ((a, b), (c, e)) = (r(0)?, r(1)?);
                Some((a.max(c), b.max(e)))
            }
            Op::Minimum(_) => {
                let ((a, b), (c, e)) = (r(0)?, r(1)?);
                Some((a.min(c), b.min(e)))
            }
            Op::GreaterEqual(_) => Some((0, 1)),
            Op::Select(_) => Some(hull(r(1)?, r(2)?)),
            // An empty reduction gives the type's minimum (maximum for reduce_min).
            Op::ReduceMax(_) if self.reduces_nonempty(args[0], ty) => r(0),
            Op::ReduceMin(_) if self.reduces_nonempty(args[0], ty) => r(0),
            Op::ReduceMax(_) | Op::MaxPool2d(_) => Some((whole?.0, r(0)?.1)),
            Op::ReduceMin(_) => Some((r(0)?.0, whole?.1)),
            Op::RoundDivide(_) => {
                let (lo, hi) = r(0)?;
                // Rounding keeps the quotient within the dividend's magnitude, and within
                // `|x| / d + 1` for a divisor of at least `d`.
                let m = lo.abs().max(hi.abs());
                let m = match r(1) {
                    Some((dlo, _)) if dlo > 0 => m / dlo + 1,
                    _ => m,
                };
                Some((lo.max(-m), hi.min(m)))
            }
            Op::CountLeadingZeros(_) => Some((0, i128::from(d.bits()))),
            Op::QnnRequantize(a) => clamp(&a.clamp),
            Op::QnnConv2d(a) if a.out_q.is_some() => clamp(&a.clamp),
            Op::QnnDense(a) if a.out_q.is_some() => clamp(&a.clamp),
            Op::QnnAdd(a) | Op::QnnSubtract(a) => clamp(&a.clamp),
            Op::QnnMul(a) => clamp(&a.clamp),
            _ => whole,
        };
        // Never wider than the type (a non-modular op's result is in its type).
        match (out, whole) {
            (Some(b), Some(_)) if fits(d, b) => Some(b),
            (_, w) => w,
        }
    }
}

fn clamp_i64(x: i128) -> i64 {
    x.clamp(i128::from(i64::MIN), i128::from(i64::MAX)) as i64
}

/// `g` with the QNN ops at `values` accumulating in `i64` (their `i32` bias converted by a
/// `cast` before them), and for each value of the new graph the index of the value of `g` it
/// is (a bias cast: its op's). `None` when none of them can be widened (no `i32`
/// accumulator, or no output rescale: the raw accumulator is the op's `i32` result).
pub fn widen(g: &Graph, values: &[usize]) -> Option<(Graph, Vec<usize>)> {
    let mut out = Graph::new(g.name.clone());
    let mut map: Vec<qnn_ir::ValueId> = Vec::with_capacity(g.values().len());
    let mut old: Vec<usize> = Vec::with_capacity(g.values().len());
    let mut changed = false;
    let values: std::collections::HashSet<usize> = values.iter().copied().collect();
    for (id, v) in g.iter() {
        let new = match &v.def {
            ValueDef::Input { .. } => out
                .add_input(g.input_name(id).unwrap_or_default(), v.ty.clone())
                .ok()?,
            ValueDef::Op { op, args } => {
                let mut args: Vec<qnn_ir::ValueId> = args.iter().map(|a| map[a.index()]).collect();
                let op = match values.contains(&id.index()).then(|| wide(op)).flatten() {
                    Some(op) => {
                        changed = true;
                        if let Some(bias) = args.get_mut(2) {
                            *bias = out
                                .add(
                                    Op::Cast(qnn_ir::ops::NoAttrs {}),
                                    &[*bias],
                                    Some(DType::I64),
                                )
                                .ok()?;
                            old.push(id.index());
                        }
                        op
                    }
                    None => op.clone(),
                };
                out.add(op, &args, Some(v.ty.dtype)).ok()?
            }
        };
        map.push(new);
        old.push(id.index());
    }
    for (name, v) in g.outputs() {
        out.add_output(name.clone(), map[v.index()]).ok()?;
    }
    changed.then_some((out, old))
}

/// `op` accumulating in `i64`, if it is a QNN op with an `i32` accumulator and a rescale.
/// The 32-bit fixed-point rescales (`tflite_double`, `tflite_single`) take an `i32`, so they
/// become TFLite's 64-bit one (`tflite_int64`, its 16x8 kernels' `MultiplyByQuantizedMultiplier`
/// for `int64_t`, whose multiplier is rounded to 16 bits): the one change of rounding the
/// policy makes. The real-multiplier (`f64_half_away`) and TVM rescales take `i64` as they are.
fn wide(op: &Op) -> Option<Op> {
    let rounding = |r: Rounding| match r {
        Rounding::TfliteDouble | Rounding::TfliteSingle => Rounding::TfliteInt64,
        r => r,
    };
    match op {
        Op::QnnConv2d(a) if a.acc == DType::I32 && a.out_q.is_some() => {
            Some(Op::QnnConv2d(qnn_ir::ops::QnnConv2dAttrs {
                acc: DType::I64,
                rounding: rounding(a.rounding),
                ..a.clone()
            }))
        }
        Op::QnnDense(a) if a.acc == DType::I32 && a.out_q.is_some() => {
            Some(Op::QnnDense(qnn_ir::ops::QnnDenseAttrs {
                acc: DType::I64,
                rounding: rounding(a.rounding),
                ..a.clone()
            }))
        }
        Op::QnnBatchMatmul(a) if a.acc == DType::I32 => {
            Some(Op::QnnBatchMatmul(qnn_ir::ops::QnnBatchMatmulAttrs {
                acc: DType::I64,
                rounding: rounding(a.rounding),
                ..a.clone()
            }))
        }
        _ => None,
    }
}
