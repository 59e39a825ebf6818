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
//! The bound of each op is [`crate::bounds::transfer`]'s, the one the e-class analysis of
//! `qnn-rewrite` uses too; this pass adds what only a whole graph shows (which values are
//! modular and where they are read, and `reduce_max(v) - v >= 0`) and the checks. It is a pass
//! over a plain [`Graph`]: `qnn-rewrite` runs it on every lowered graph and re-exports it as
//! `qnn_rewrite::overflow`.
//!
//! What to do with a bound that does not fit is the caller's [`OverflowPolicy`].

use crate::bounds::{self, fits, full, operand_wraps, Bound, Interval, Operand, StepKind};
use crate::{DType, Graph, Op, Tensor, TensorType, ValueDef};
use qnn_arith::Rounding;

/// What lowering does when the analysis cannot prove that an integer value fits its type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum OverflowPolicy {
    /// Stop with an error naming the op and its worst-case bound.
    Error,
    /// Accumulate the QNN ops whose `i32` accumulator can overflow (`qnn.conv2d`,
    /// `qnn.dense`, `qnn.batch_matmul` with an output rescale) in `i64` instead, as TFLite
    /// does for 16x8 convolutions, and stop with an error if a bound still does not fit. The
    /// lowered graph then computes the exact accumulator where TFLite's `int32_t` would wrap.
    Widen,
    /// Lower as the ops are defined: `i32` accumulators wrap, as TFLite's do on every machine
    /// it runs on. Bit-exact with TFLite's reference kernels even where they overflow. The
    /// default: a model runs as TFLite runs it, and what the analysis could not bound is
    /// reported (`qnn_rewrite::Lowered::at_risk`), not refused.
    #[default]
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
        .map(|(i, b)| {
            b.and_then(Bound::int)
                .filter(|&b| fits(g.values()[i].ty.dtype, b))
        })
        .collect()
}

fn run(g: &Graph) -> Analysis<'_> {
    let n = g.values().len();
    let mut a = Analysis {
        g,
        bound: Vec::with_capacity(n),
        modular: Vec::with_capacity(n),
        accumulates: Vec::with_capacity(n),
        unbounded: Vec::with_capacity(n),
        checked: vec![false; n],
        report: OverflowReport::default(),
    };
    for (id, v) in g.iter() {
        a.accumulates.push(false);
        a.unbounded
            .push(v.ty.dtype.is_float() && matches!(v.def, ValueDef::Input { .. }));
        let (bound, modular) = match &v.def {
            ValueDef::Input { .. } => (full(v.ty.dtype).map(|(lo, hi)| Bound::Int(lo, hi)), false),
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

struct Analysis<'g> {
    g: &'g Graph,
    /// The bound of each value (`None`: unknown, e.g. a float graph input): for a modular
    /// result, the exact (unwrapped) value's.
    bound: Vec<Option<Bound>>,
    /// True for results of modular ops (whose bound may leave their type).
    modular: Vec<bool>,
    /// True for modular results that include a reduction (`conv2d`, `dense`,
    /// `batch_matmul`, `sum`, `pool_sum`): accumulators, and chains of modular ops on them.
    accumulates: Vec<bool>,
    /// True for values that depend on a float with no known bound (a float graph input).
    unbounded: Vec<bool>,
    /// Values already checked.
    checked: Vec<bool>,
    report: OverflowReport,
}

/// Bits a bound needs in type `d`.
fn bits_needed(d: DType, (lo, hi): Interval) -> u32 {
    let signed = d.int_range().is_some_and(|(lo, _)| lo < 0);
    let mag = |x: i128| 128 - x.unsigned_abs().leading_zeros();
    if signed {
        mag(hi.max(0)).max(mag((-lo - 1).max(0))) + 1
    } else {
        mag(hi.max(0))
    }
}

impl<'g> Analysis<'g> {
    /// The constant value `v` holds, if any.
    fn constant(&self, v: usize) -> Option<&'g Tensor> {
        let g: &'g Graph = self.g;
        match &g.values().get(v)?.def {
            ValueDef::Op {
                op: Op::Const(c), ..
            } => Some(&c.value),
            _ => None,
        }
    }

    fn ty(&self, v: usize) -> &'g TensorType {
        let g: &'g Graph = self.g;
        &g.values()[v].ty
    }

    /// `v` is read by an op that is not modular: its bound must fit its type. Returns the
    /// bound the reader sees (the type's range where it does not fit).
    fn read(&mut self, v: usize) -> Option<Bound> {
        let b = self.bound[v]?;
        let d = self.ty(v).dtype;
        let Bound::Int(lo, hi) = b else {
            return Some(b);
        };
        if !self.modular[v] {
            return Some(b);
        }
        if !self.checked[v] {
            self.checked[v] = true;
            let op = self.mnemonic(v);
            self.check(v, op, d, (lo, hi), Overflow::Value);
        }
        if fits(d, (lo, hi)) {
            Some(b)
        } else {
            full(d).map(|(lo, hi)| Bound::Int(lo, hi))
        }
    }

    fn mnemonic(&self, v: usize) -> &'static str {
        match &self.g.values()[v].def {
            ValueDef::Op { op, .. } => op.opcode().mnemonic(),
            ValueDef::Input { .. } => "input",
        }
    }

    /// Records one check of `bound` against `d`.
    fn check(&mut self, value: usize, op: &'static str, d: DType, bound: Interval, kind: Overflow) {
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

    /// The bound of value `id` computed by `op` on `args`, and whether it is a modular
    /// result (an exact bound, checked where it is read).
    fn op(&mut self, id: usize, op: &Op, args: &[usize], ty: &TensorType) -> (Option<Bound>, bool) {
        let d = ty.dtype;
        // Operands the result depends on only modulo 2^bits get their exact bound; the
        // others are read (checked, if modular: their values must fit).
        let mut operands: Vec<Operand<'g>> = Vec::with_capacity(args.len());
        let mut carried: Vec<usize> = Vec::new();
        for (i, &a) in args.iter().enumerate() {
            let aty = self.ty(a);
            let bound = if operand_wraps(op, i, aty.dtype, d) {
                if self.modular[a] {
                    carried.push(a);
                }
                self.bound[a]
            } else {
                self.read(a)
            };
            operands.push(Operand {
                ty: aty,
                bound,
                value: self.constant(a),
            });
        }
        let mut t = bounds::transfer(op, &operands, ty);
        if let (Op::Subtract(_), [m, v]) = (op, args) {
            if self.is_max_of(*m, *v) {
                // `reduce_max(v) - v` (softmax): at least 0, at most the spread of `v`'s values.
                let vd = self.ty(*v).dtype;
                let vb = self.bound[*v]
                    .and_then(Bound::int)
                    .filter(|&b| !self.modular[*v] || fits(vd, b))
                    .or_else(|| full(vd));
                if let Some((lo, hi)) = vb {
                    t.bound = Some(Bound::Int(0, hi - lo));
                }
            }
        }
        let mnemonic = op.opcode().mnemonic();
        for s in &t.steps {
            match s.kind {
                StepKind::Operand(i) => {
                    if let Some(&v) = args.get(i) {
                        let op = self.mnemonic(v);
                        self.check(v, op, s.dtype, s.bound, Overflow::Value);
                    }
                }
                StepKind::FixedPointShift => {
                    self.check(id, mnemonic, s.dtype, s.bound, Overflow::FixedPointShift)
                }
                StepKind::RoundingAdd => {
                    self.check(id, mnemonic, s.dtype, s.bound, Overflow::RoundingAdd)
                }
            }
        }
        if d.is_float() {
            return (t.bound.filter(|b| b.float().is_some()), false);
        }
        if matches!(op, Op::Cast(_))
            && args.first().is_some_and(|&a| self.ty(a).dtype.is_float())
            && t.bound.is_none()
        {
            // A float without a bound converted: TFLite's conversion may wrap too.
            self.unbounded[id] = true;
        }
        // Ring arithmetic, and data movement or casts of modular values, carry the exact
        // bound (checked where it is read); anything else holds a value of its type.
        let opcode = op.opcode();
        let arithmetic = opcode.is_modular() && !opcode.is_movement();
        if t.wraps && (arithmetic || !carried.is_empty()) {
            if let Some(b @ Bound::Int(..)) = t.bound {
                self.accumulates[id] =
                    opcode.accumulates() || carried.iter().any(|&a| self.accumulates[a]);
                return (Some(b), true);
            }
        }
        (t.in_type(d).map(|(lo, hi)| Bound::Int(lo, hi)), false)
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
        bounds::reduces_nonempty(self.ty(x), out)
    }
}

/// `g` with the QNN ops at `values` accumulating in `i64` (their `i32` bias converted by a
/// `cast` before them), and for each value of the new graph the index of the value of `g` it
/// is (a bias cast: its op's). `None` when none of them can be widened (no `i32`
/// accumulator, or no output rescale: the raw accumulator is the op's `i32` result).
pub fn widen(g: &Graph, values: &[usize]) -> Option<(Graph, Vec<usize>)> {
    let mut rw = crate::GraphRewriter::new(g.name.clone(), g.values().len());
    let mut old: Vec<usize> = Vec::with_capacity(g.values().len());
    let mut changed = false;
    let values: std::collections::HashSet<usize> = values.iter().copied().collect();
    for (id, v) in g.iter() {
        match &v.def {
            ValueDef::Op { op, args } if values.contains(&id.index()) && wide(op).is_some() => {
                let mut args = rw.args(op, args).ok()?;
                if let Some(bias) = args.get_mut(2) {
                    let cast = Op::Cast(crate::ops::NoAttrs {});
                    *bias = rw.out.add(cast, &[*bias], Some(DType::I64)).ok()?;
                }
                let new = rw.out.add(wide(op)?, &args, Some(v.ty.dtype)).ok()?;
                rw.set(id, new);
                changed = true;
            }
            _ => {
                rw.copy(g, id).ok()?;
            }
        }
        // Every value added (the copy, or the widened op and its bias's cast) comes from `id`.
        old.resize(rw.out.values().len(), id.index());
    }
    rw.copy_outputs(g).ok()?;
    changed.then(|| (rw.finish().0, old))
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
            Some(Op::QnnConv2d(crate::ops::QnnConv2dAttrs {
                acc: DType::I64,
                rounding: rounding(a.rounding),
                ..a.clone()
            }))
        }
        Op::QnnDense(a) if a.acc == DType::I32 && a.out_q.is_some() => {
            Some(Op::QnnDense(crate::ops::QnnDenseAttrs {
                acc: DType::I64,
                rounding: rounding(a.rounding),
                ..a.clone()
            }))
        }
        Op::QnnBatchMatmul(a) if a.acc == DType::I32 => {
            Some(Op::QnnBatchMatmul(crate::ops::QnnBatchMatmulAttrs {
                acc: DType::I64,
                rounding: rounding(a.rounding),
                ..a.clone()
            }))
        }
        _ => None,
    }
}
