//! Fused elementwise trees: a value computed by integer elementwise ops (`add`, `subtract`,
//! `multiply`, `fixed_point_multiply`, `clip`, `cast`, `table`, `maximum`, `minimum`, `srdhm`,
//! `shift_right`, `count_leading_zeros`, `fixed_point_reciprocal`) and `f32` ones (`add`,
//! `subtract`, `multiply`, `divide`, `maximum`, `minimum`, `clip`, `round`, `exp`, `tanh`,
//! `logistic`, `sqrt`, `cast` to and from integers, `greater_equal`, `equal`, `select`, and
//! tables of `f32` entries: dequantize-compute-quantize chains) from
//! values of its own shape and constants, in one step that never stores the ops inside.
//!
//! An `f32` value rides in the integer lanes as its bit pattern (sign-extended from 32 bits,
//! so it fits `i32` lanes too); its ops decode, compute in `f32` as the reference kernels do
//! (IEEE, no fused multiply-add) and encode again.
//!
//! The tree grows from its root (the value it writes) through operands that are themselves
//! such ops, of the root's shape, read by nothing else and not graph outputs. Its leaves are
//! values (of the root's shape, one per channel, or one per row) and constants (one value,
//! one per channel along the last axis, or one per element). Each op runs on rows of [`CHUNK`] elements with its own semantics
//! (integers wrapping in the result type, the rescale of `qnn_arith`), as the reference
//! kernels compute it.

use crate::kernels::{at_level, fits_i32, store_mut, wrap_row, DataMut, Lane, Level, Link};
use qnn_interp::CoreBinary;
use qnn_ir::{DType, Data, Graph, Op, Tensor, ValueDef};

/// Elements per row of the fused computation.
pub(crate) const CHUNK: usize = 256;

/// Where a leaf's elements come from.
#[derive(Clone, Debug)]
pub(crate) enum Leaf {
    /// A value of the root's shape (its graph index).
    Value(usize),
    /// A value with one element per channel (shape `[1, .., 1, C]`): element `e` takes its
    /// element `e % C` (an SE block's scale times its activation).
    ChannelValue(usize),
    /// A value with one element per row (the root's shape with a last extent of 1): element
    /// `e` takes its element `e / C` (softmax's maximum and sum of each row).
    RowValue(usize),
    /// A value of any other shape that broadcasts (numpy) to the root's: element `e` takes
    /// element `map[e]` ([`broadcast_indices`]; a matrix product's zero-point correction per
    /// column of each batch).
    BroadcastValue(usize, std::sync::Arc<[u32]>),
    /// One constant for every element (an `f32` constant as its lane, [`f32_lane`]).
    Scalar(i64),
    /// One constant per channel (element `e` takes `values[e % values.len()]`).
    Channel(Vec<i64>),
    /// One constant per element.
    Full(Vec<i64>),
}

/// One op of the tree: its registers are the leaves, then the ops in order.
#[derive(Clone, Debug)]
pub(crate) struct Instr {
    op: EwOp,
    args: [usize; 3],
}

#[derive(Clone, Debug)]
enum EwOp {
    Add(DType),
    Subtract(DType),
    Multiply(DType),
    Maximum,
    Minimum,
    /// `fixed_point_multiply`, `clip` and `cast` are the product epilogue's links.
    Link(Link),
    /// `srdhm` on `i32` values.
    Srdhm,
    /// `shift_right` under a rounding mode, in the result type.
    ShiftRight(qnn_ir::attrs::RoundMode, DType),
    /// `count_leading_zeros` of an operand of this many bits.
    Clz(u32),
    /// `fixed_point_reciprocal` of an `i32`.
    Reciprocal,
    /// `round_divide`: `a / b` rounded half away from zero (`b <= 0` is an error).
    RoundDivide,
    /// A per-channel table (a float island, `island.rs`, or a tree of one value,
    /// `lookup.rs`): element `e` of value `x` reads `table[(x - lo) * channels + e %
    /// channels]`, `x` first clamped to the table's range if `clamp` (else outside it is an
    /// error).
    ChannelTable {
        table: Entries,
        lo: i64,
        channels: usize,
        clamp: bool,
    },
    /// An `f32` binary op (the interpreter's scalar, [`qnn_interp::CoreBinary::float`]).
    Float(CoreBinary),
    /// `clip` of `f32` values (a NaN stays NaN).
    FloatClip {
        min: f32,
        max: f32,
    },
    /// `round` of `f32` values.
    Round(qnn_ir::attrs::RoundMode),
    /// `exp`, `tanh`, `logistic` or `sqrt` of `f32` values (the interpreter's functions).
    FloatUnary(qnn_interp::FloatUnary),
    /// `cast` of an integer to `f32` (round to nearest even).
    ToFloat,
    /// `cast` of an `f32` to this integer type (truncation; NaN and out of range give the
    /// type's minimum).
    FromFloat(DType),
    /// `greater_equal` (`true`) or `equal` (`false`), of `f32` operands if `float`.
    Compare {
        ge: bool,
        float: bool,
    },
    /// `select(c, a, b)`: lane copies, whatever the type.
    Select,
}

/// A per-channel table's entries in the narrowest type that holds them all: a table of 256
/// codes times 64 channels is 16 KiB in `i8`, inside the first-level cache, and 128 KiB in
/// `i64`, whose lookups (scattered over the channels' rows) would miss it. `i8` and `i16`
/// entries are followed by zeros up to 4 bytes past the last entry, so that a 32-bit read
/// at any entry stays inside (the AVX-512 lookups gather 32 bits per entry).
#[derive(Clone, Debug)]
pub(crate) enum Entries {
    I8(Vec<i8>),
    I16(Vec<i16>),
    I32(Vec<i32>),
    I64(Vec<i64>),
}

impl Entries {
    fn new(v: Vec<i64>) -> Entries {
        macro_rules! narrow {
            ($t:ty, $V:ident) => {
                if v.iter().all(|&x| <$t>::try_from(x).is_ok()) {
                    let pad = 4 / std::mem::size_of::<$t>() - 1;
                    let mut t: Vec<$t> = v.iter().map(|&x| x as $t).collect();
                    t.resize(v.len() + pad, 0);
                    return Entries::$V(t);
                }
            };
        }
        narrow!(i8, I8);
        narrow!(i16, I16);
        narrow!(i32, I32);
        Entries::I64(v)
    }

    /// The entries (not counting the zeros after them).
    fn len(&self) -> usize {
        match self {
            Entries::I8(v) => v.len().saturating_sub(3),
            Entries::I16(v) => v.len().saturating_sub(1),
            Entries::I32(v) => v.len(),
            Entries::I64(v) => v.len(),
        }
    }

    /// The lookups of [`EwOp::ChannelTable`] on `i32` lanes with AVX-512's gathers where
    /// `level` has them and the entries fit 32 bits: `x` of `a` clamped to `[lo, lo + top]`,
    /// into `d`; `first` is `a[0]`'s element. Returns how many leading elements it did (a
    /// multiple of 16; the caller does the rest).
    #[cfg(target_arch = "x86_64")]
    #[inline(always)]
    fn gather(
        &self,
        level: Level,
        (lo, top, channels): (i64, i64, usize),
        first: usize,
        a: &[i32],
        d: &mut [i32],
    ) -> usize {
        if level.isa() != crate::kernels::Isa::Avx512 {
            return 0;
        }
        let (len, shape) = (self.len(), (lo, top, channels));
        // SAFETY (each arm): a `Level` of AVX-512 exists only on a machine that has it
        // (`Level::new` checks).
        unsafe {
            match self {
                Entries::I8(t) => crate::simd::gather_avx512(t, len, shape, first, a, d),
                Entries::I16(t) => crate::simd::gather_avx512(t, len, shape, first, a, d),
                Entries::I32(t) => crate::simd::gather_avx512(t, len, shape, first, a, d),
                Entries::I64(_) => 0,
            }
        }
    }
}

/// The lane value of `x`: its bit pattern, sign-extended from 32 bits.
#[inline(always)]
pub(crate) fn f32_lane(x: f32) -> i64 {
    i64::from(x.to_bits() as i32)
}

/// The `f32` a lane holds ([`f32_lane`]'s inverse).
#[inline(always)]
pub(crate) fn lane_f32<T: Lane>(x: T) -> f32 {
    f32::from_bits(x.into() as i32 as u32)
}

/// A constant's elements as lanes: integers as they are, `f32` as [`f32_lane`]; `None` for
/// `f64`.
fn lane_values(c: &Tensor) -> Option<Vec<i64>> {
    match c.data() {
        Data::F32(v) => Some(v.iter().map(|&x| f32_lane(x)).collect()),
        _ => c.to_i64(),
    }
}

/// A fused tree ready to run.
#[derive(Clone, Debug)]
pub(crate) struct Tree {
    pub(crate) leaves: Vec<Leaf>,
    instrs: Vec<Instr>,
}

impl Tree {
    /// The tree of one per-channel table lookup on value `leaf` (a float island,
    /// `island.rs`, or a tree of one value, `lookup.rs`; [`EwOp::ChannelTable`]).
    pub(crate) fn channel_table(
        leaf: usize,
        table: Vec<i64>,
        lo: i64,
        channels: usize,
        clamp: bool,
    ) -> Tree {
        Tree {
            leaves: vec![Leaf::Value(leaf)],
            instrs: vec![Instr {
                op: EwOp::ChannelTable {
                    table: Entries::new(table),
                    lo,
                    channels,
                    clamp,
                },
                args: [0, 0, 0],
            }],
        }
    }

    /// How the tree's result depends on an element's position, for a result of `channels`
    /// channels (last axis): `Some(false)` not at all (given its value leaves), `Some(true)`
    /// through its channel only (constants and per-channel rescales along the last axis),
    /// `None` otherwise (per-element constants, rescales along another axis).
    pub(crate) fn channel_dependence(&self, channels: usize) -> Option<bool> {
        let mut per_channel = false;
        let mut along = |n: usize| {
            if n == 1 {
                Some(())
            } else if n == channels {
                per_channel = true;
                Some(())
            } else {
                None
            }
        };
        for l in &self.leaves {
            match l {
                Leaf::Scalar(_) | Leaf::Value(_) => {}
                Leaf::Channel(cs) => along(cs.len())?,
                _ => return None,
            }
        }
        for i in &self.instrs {
            match &i.op {
                EwOp::Link(Link::Fpm {
                    multipliers, inner, ..
                }) => match (multipliers.len(), inner) {
                    (1, _) => {}
                    (n, 1) => along(n)?,
                    _ => return None,
                },
                EwOp::Link(Link::Add { values, .. }) => along(values.len())?,
                EwOp::Link(Link::F64Rescale { multipliers }) => along(multipliers.len())?,
                EwOp::ChannelTable { channels: c, .. } => along(*c)?,
                _ => {}
            }
        }
        Some(per_channel)
    }

    /// Graph ops the tree computes.
    pub(crate) fn ops(&self) -> usize {
        self.instrs.len()
    }

    /// Registers the tree needs (one row each).
    pub(crate) fn registers(&self) -> usize {
        self.leaves.len() + self.instrs.len()
    }

    /// Whether every value of the tree fits `i32` lanes with the same results
    /// ([`Lane`]): leaves of 32-bit types or fewer (`value_type` gives a value leaf's), and
    /// ops whose results are such types.
    pub(crate) fn fits_i32(&self, value_type: impl Fn(usize) -> DType) -> bool {
        let small = |v: &i64| i32::try_from(*v).is_ok();
        let leaves = self.leaves.iter().all(|l| match l {
            Leaf::Value(v)
            | Leaf::ChannelValue(v)
            | Leaf::RowValue(v)
            | Leaf::BroadcastValue(v, _) => {
                let t = value_type(*v);
                fits_i32(t) || t == DType::F32
            }
            Leaf::Scalar(c) => small(c),
            Leaf::Channel(cs) | Leaf::Full(cs) => cs.iter().all(small),
        });
        leaves
            && self.instrs.iter().all(|i| match &i.op {
                EwOp::Add(t) | EwOp::Subtract(t) | EwOp::Multiply(t) | EwOp::ShiftRight(_, t) => {
                    fits_i32(*t)
                }
                EwOp::Maximum
                | EwOp::Minimum
                | EwOp::Srdhm
                | EwOp::Clz(_)
                | EwOp::Reciprocal
                | EwOp::RoundDivide
                | EwOp::Float(_)
                | EwOp::FloatClip { .. }
                | EwOp::Round(_)
                | EwOp::FloatUnary(_)
                | EwOp::ToFloat
                | EwOp::Compare { .. }
                | EwOp::Select => true,
                EwOp::FromFloat(t) => fits_i32(*t),
                EwOp::Link(l) => l.fits_i32(),
                EwOp::ChannelTable { table, lo, .. } => {
                    !matches!(table, Entries::I64(_)) && small(lo)
                }
            })
    }

    /// Runs the tree over elements `elements` in lanes `T` (`i32` only where
    /// [`Tree::fits_i32`]): `read(leaf, start, row)` fills a leaf's row from element `start`
    /// on (for the value leaves); the root's rows go to `out`, which holds those elements only.
    /// The code is compiled for `level` (which the plan checked this machine runs).
    pub(crate) fn run<T: Lane>(
        &self,
        level: Level,
        elements: std::ops::Range<usize>,
        regs: &mut [T],
        read: impl FnMut(usize, usize, &mut [T]) -> Result<(), String>,
        out: &mut DataMut<'_>,
    ) -> Result<(), String> {
        at_level(
            level,
            #[inline(always)]
            || self.run_body(level, elements, regs, read, out),
        )
    }

    #[inline(always)]
    fn run_body<T: Lane>(
        &self,
        level: Level,
        elements: std::ops::Range<usize>,
        regs: &mut [T],
        mut read: impl FnMut(usize, usize, &mut [T]) -> Result<(), String>,
        out: &mut DataMut<'_>,
    ) -> Result<(), String> {
        let n = self.registers();
        let regs = &mut regs[..n * CHUNK];
        let (first, len) = (elements.start, elements.end);
        let mut start = first;
        while start < len {
            let rows = CHUNK.min(len - start);
            for (i, leaf) in self.leaves.iter().enumerate() {
                let r = &mut regs[i * CHUNK..i * CHUNK + rows];
                match leaf {
                    Leaf::Value(_)
                    | Leaf::ChannelValue(_)
                    | Leaf::RowValue(_)
                    | Leaf::BroadcastValue(..) => read(i, start, r)?,
                    Leaf::Scalar(c) => r.fill(T::of(*c)),
                    Leaf::Channel(cs) => {
                        let mut c = start % cs.len();
                        for v in r.iter_mut() {
                            *v = T::of(cs[c]);
                            c += 1;
                            if c == cs.len() {
                                c = 0;
                            }
                        }
                    }
                    Leaf::Full(vs) => r
                        .iter_mut()
                        .zip(&vs[start..start + rows])
                        .for_each(|(r, &v)| *r = T::of(v)),
                }
            }
            for (k, ins) in self.instrs.iter().enumerate() {
                let dst = self.leaves.len() + k;
                // The destination follows both operands: split the registers around it.
                let (before, after) = regs.split_at_mut(dst * CHUNK);
                let d = &mut after[..rows];
                let a = &before[ins.args[0] * CHUNK..][..rows];
                let b = &before[ins.args[1] * CHUNK..][..rows];
                let c = &before[ins.args[2] * CHUNK..][..rows];
                apply(&ins.op, level, a, b, c, d, start)?;
            }
            let root = &regs[(n - 1) * CHUNK..][..rows];
            let at = start - first;
            match out {
                DataMut::F32(o) => o[at..at + rows]
                    .iter_mut()
                    .zip(root)
                    .for_each(|(o, &x)| *o = lane_f32(x)),
                _ => store_mut(out, at, root),
            }
            start += rows;
        }
        Ok(())
    }
}

#[inline(always)]
fn apply<T: Lane>(
    op: &EwOp,
    level: Level,
    a: &[T],
    b: &[T],
    c: &[T],
    d: &mut [T],
    first: usize,
) -> Result<(), String> {
    let float = |x: f32| T::of(f32_lane(x));
    match op {
        EwOp::Float(f) => d
            .iter_mut()
            .zip(a.iter().zip(b))
            .for_each(|(d, (&a, &b))| *d = float(f.float(lane_f32(a), lane_f32(b)))),
        EwOp::FloatClip { min, max } => d.iter_mut().zip(a).for_each(|(d, &x)| {
            let x = lane_f32(x);
            *d = float(if x.is_nan() { x } else { x.max(*min).min(*max) });
        }),
        EwOp::Round(mode) => d.iter_mut().zip(a).for_each(|(d, &x)| {
            // Exact through f64: every step is exact on integral results.
            *d = float(qnn_interp::round_value(f64::from(lane_f32(x)), *mode) as f32);
        }),
        EwOp::FloatUnary(u) => {
            // A plain loop, inlined here with the function (an iterator's `for_each` was
            // left out of line, compiled without the level's instructions).
            for (d, &x) in d.iter_mut().zip(a) {
                *d = float(u.call(lane_f32(x)));
            }
        }
        EwOp::ToFloat => d
            .iter_mut()
            .zip(a)
            .for_each(|(d, &x)| *d = float(x.into() as f32)),
        EwOp::FromFloat(t) => d.iter_mut().zip(a).for_each(|(d, &x)| {
            *d = T::of(qnn_interp::float_to_int(f64::from(lane_f32(x)), *t));
        }),
        EwOp::Compare { ge, float } => {
            d.iter_mut().zip(a.iter().zip(b)).for_each(|(d, (&a, &b))| {
                let holds = match (*float, *ge) {
                    (true, true) => lane_f32(a) >= lane_f32(b),
                    (true, false) => lane_f32(a) == lane_f32(b),
                    (false, true) => a >= b,
                    (false, false) => a == b,
                };
                *d = T::of(i64::from(holds));
            })
        }
        EwOp::Select => {
            // Operands: the condition, then the values if true and if false.
            for (((d, &cond), &t), &f) in d.iter_mut().zip(a).zip(b).zip(c) {
                *d = if cond.into() != 0 { t } else { f };
            }
        }
        EwOp::Add(t) => {
            d.iter_mut()
                .zip(a.iter().zip(b))
                .for_each(|(d, (a, b))| *d = a.wrapping_add(*b));
            wrap_row(*t, d);
        }
        EwOp::Subtract(t) => {
            d.iter_mut()
                .zip(a.iter().zip(b))
                .for_each(|(d, (a, b))| *d = a.wrapping_sub(*b));
            wrap_row(*t, d);
        }
        EwOp::Multiply(t) => {
            d.iter_mut()
                .zip(a.iter().zip(b))
                .for_each(|(d, (a, b))| *d = a.wrapping_mul(*b));
            wrap_row(*t, d);
        }
        EwOp::Maximum => d
            .iter_mut()
            .zip(a.iter().zip(b))
            .for_each(|(d, (a, b))| *d = (*a).max(*b)),
        EwOp::Minimum => d
            .iter_mut()
            .zip(a.iter().zip(b))
            .for_each(|(d, (a, b))| *d = (*a).min(*b)),
        EwOp::Link(l) => {
            d.copy_from_slice(a);
            T::link(l, first, d)?;
        }
        EwOp::Srdhm => {
            for (d, (&a, &b)) in d.iter_mut().zip(a.iter().zip(b)) {
                *d = T::of(i64::from(qnn_arith::srdhm(
                    i32_of(a.into())?,
                    i32_of(b.into())?,
                )));
            }
        }
        EwOp::ShiftRight(mode, t) => {
            for (d, (&x, &s)) in d.iter_mut().zip(a.iter().zip(b)) {
                let s: i64 = s.into();
                let s = match u32::try_from(s) {
                    Ok(s) if s < t.bits() => s,
                    _ => return Err(format!("shift {s} is outside 0..{} for {t}", t.bits())),
                };
                *d = T::of(qnn_interp::shift_right_value(x.into(), s, *mode, *t));
            }
        }
        EwOp::Clz(bits) => {
            for (d, &x) in d.iter_mut().zip(a) {
                let x: i64 = x.into();
                let pattern = (x as u64) & (u64::MAX >> (64 - bits));
                *d = T::of(i64::from(pattern.leading_zeros()) - i64::from(64 - bits));
            }
        }
        EwOp::RoundDivide => {
            // Through `f64`, where that is exact: for dividends within `i32` and divisors in
            // `1..2^21`, the quotient's rounding error (under `2^31 * 2^-53 = 2^-22`) is less
            // than its distance from any tie it is not on (at least `1 / 2b > 2^-22`; a tie
            // itself is exact), so rounding it half away from zero gives the integer
            // quotient's. The loop has no branch and vectorizes (an `idiv` per element does
            // not).
            let ((alo, ahi), (blo, bhi)) = (extremes(a), extremes(b));
            let fits = i64::from(i32::MIN) <= alo && ahi <= i64::from(i32::MAX);
            if fits && 1 <= blo && bhi < 1 << 21 {
                for (d, (&a, &b)) in d.iter_mut().zip(a.iter().zip(b)) {
                    let q = a.into() as f64 / b.into() as f64;
                    let t = q.trunc();
                    let r = if (q - t).abs() >= 0.5 {
                        t + 1f64.copysign(q)
                    } else {
                        t
                    };
                    *d = T::of(r as i64);
                }
                return Ok(());
            }
            for (d, (&a, &b)) in d.iter_mut().zip(a.iter().zip(b)) {
                let (a, b): (i64, i64) = (a.into(), b.into());
                if b <= 0 {
                    return Err(format!("divisor {b} is not positive"));
                }
                // |a / b| <= |a|: the quotient fits the lanes that held `a`.
                *d = T::of(qnn_arith::rescale::round_div_away(a, b));
            }
        }
        EwOp::ChannelTable {
            table,
            lo,
            channels,
            clamp,
        } => {
            // Every index is checked (or clamped) first; the lookups then cannot fail, and
            // walk the channels with a counter (no division per element).
            let span = (table.len() / channels) as i64;
            let (min, max) = extremes(a);
            if !clamp && (min - lo < 0 || max - lo >= span) {
                let x = if min - lo < 0 { min } else { max };
                return Err(format!("{x} is outside the table's range"));
            }
            let Some(last) = table.len().checked_sub(1) else {
                return Err("the table is empty".into());
            };
            let top = span - 1;
            // Sixteen lanes at a time where the level gathers, the rest one by one.
            #[cfg(target_arch = "x86_64")]
            let (a, d, first) = match (T::as_i32(a), T::as_i32_mut(d)) {
                (Some(a32), Some(d32)) => {
                    let done = table.gather(level, (*lo, top, *channels), first, a32, d32);
                    (&a[done..], &mut d[done..], first + done)
                }
                _ => (a, d, first),
            };
            #[cfg(not(target_arch = "x86_64"))]
            let _ = level;
            macro_rules! lookup {
                ($t:expr) => {{
                    if *channels == 1 {
                        // One table for every channel: indices at most `last`, so that the
                        // loop has no bounds check.
                        let t = &$t[..=last];
                        for (d, &x) in d.iter_mut().zip(a) {
                            let k = ((x.into() - lo).max(0) as usize).min(last);
                            *d = T::of(i64::from(t[k]));
                        }
                        return Ok(());
                    }
                    let mut c = first % channels;
                    for (d, &x) in d.iter_mut().zip(a) {
                        let k = (x.into() - lo).clamp(0, top) as usize;
                        *d = T::of(i64::from($t[(k * channels + c).min(last)]));
                        c += 1;
                        if c == *channels {
                            c = 0;
                        }
                    }
                }};
            }
            match table {
                Entries::I8(t) => lookup!(t),
                Entries::I16(t) => lookup!(t),
                Entries::I32(t) => lookup!(t),
                Entries::I64(t) => lookup!(t),
            }
        }
        EwOp::Reciprocal => {
            for (d, &x) in d.iter_mut().zip(a) {
                *d = T::of(i64::from(qnn_arith::get_reciprocal(i32_of(x.into())?, 0).0));
            }
        }
    }
    Ok(())
}

/// The least and the greatest of `a` (`(0, 0)` if empty), in one pass without branches, so
/// that the compiler vectorizes it: a table's bounds check before its lookups.
#[inline(always)]
fn extremes<T: Lane>(a: &[T]) -> (i64, i64) {
    let Some(&first) = a.first() else {
        return (0, 0);
    };
    let (lo, hi) = a
        .iter()
        .fold((first, first), |(lo, hi), &x| (lo.min(x), hi.max(x)));
    (lo.into(), hi.into())
}

fn i32_of(v: i64) -> Result<i32, String> {
    i32::try_from(v).map_err(|_| format!("{v} is not an i32 value"))
}

/// The op of `v` as a tree op over `args` (indices of its graph operands), if it is one.
fn tree_op<'g>(
    g: &'g Graph,
    v: usize,
    constant: &dyn Fn(usize) -> Option<&'g Tensor>,
) -> Option<EwOp> {
    let val = &g.values()[v];
    let ValueDef::Op { op, args } = &val.def else {
        return None;
    };
    let t = val.ty.dtype;
    let operand = |i: usize| Some(g.values()[args.get(i)?.index()].ty.dtype);
    let lanes = |d: DType| d == DType::F32 || d.int_range().is_some();
    if !lanes(t) || !args.iter().all(|a| lanes(g.values()[a.index()].ty.dtype)) {
        return None;
    }
    if let Some(op) = float_tree_op(op, t, operand(0)?, operand) {
        return Some(op);
    }
    // A table's second operand is its entries, of the result's type.
    let table = matches!(op, Op::Table(_));
    let operand_int = args
        .iter()
        .enumerate()
        .all(|(i, a)| (table && i == 1) || g.values()[a.index()].ty.dtype.int_range().is_some());
    // Of the integer ops, only a table may give `f32` values (a dequantizing table).
    if !operand_int || (t == DType::F32 && !table) {
        return None;
    }
    Some(match op {
        Op::Add(_) => EwOp::Add(t),
        Op::Subtract(_) => EwOp::Subtract(t),
        Op::Multiply(_) => EwOp::Multiply(t),
        Op::Maximum(_) => EwOp::Maximum,
        Op::Minimum(_) => EwOp::Minimum,
        Op::Clip(c) => EwOp::Link(Link::Clip {
            min: c.min,
            max: c.max,
        }),
        Op::Cast(_) => EwOp::Link(Link::Cast { dtype: t }),
        Op::FixedPointMultiply(a) => EwOp::Link(Link::fpm(a, &val.ty)?),
        Op::Srdhm(_) => EwOp::Srdhm,
        Op::ShiftRight(r) => EwOp::ShiftRight(r.mode, t),
        Op::CountLeadingZeros(_) => EwOp::Clz(g.values()[args.first()?.index()].ty.dtype.bits()),
        Op::FixedPointReciprocal(_) => EwOp::Reciprocal,
        Op::RoundDivide(_) => EwOp::RoundDivide,
        Op::Table(_) => {
            // One table for every channel, indexed from the index type's minimum.
            let table = lane_values(constant(args.get(1)?.index())?)?;
            let (lo, _) = g.values()[args[0].index()].ty.dtype.int_range()?;
            EwOp::ChannelTable {
                table: Entries::new(table),
                lo,
                channels: 1,
                clamp: false,
            }
        }
        _ => return None,
    })
}

/// The tree op of `op` (result type `t`, first operand type `first`) where it computes on
/// `f32` values or converts to or from them, or compares or selects; `None` for the integer
/// ops (and ops of no tree).
fn float_tree_op(
    op: &Op,
    t: DType,
    first: DType,
    operand: impl Fn(usize) -> Option<DType>,
) -> Option<EwOp> {
    let f32_in = first == DType::F32;
    Some(match op {
        Op::Add(_) if f32_in => EwOp::Float(CoreBinary::Add),
        Op::Subtract(_) if f32_in => EwOp::Float(CoreBinary::Subtract),
        Op::Multiply(_) if f32_in => EwOp::Float(CoreBinary::Multiply),
        Op::Divide(_) if f32_in => EwOp::Float(CoreBinary::Divide),
        Op::Maximum(_) if f32_in => EwOp::Float(CoreBinary::Maximum),
        Op::Minimum(_) if f32_in => EwOp::Float(CoreBinary::Minimum),
        Op::Clip(c) if f32_in => EwOp::FloatClip {
            min: c.min as f32,
            max: c.max as f32,
        },
        Op::Round(r) if f32_in => EwOp::Round(r.mode),
        Op::Exp(_) if f32_in => EwOp::FloatUnary(qnn_interp::FloatUnary::Exp),
        Op::Tanh(_) if f32_in => EwOp::FloatUnary(qnn_interp::FloatUnary::Tanh),
        Op::Logistic(_) if f32_in => EwOp::FloatUnary(qnn_interp::FloatUnary::Logistic),
        Op::Sqrt(_) if f32_in => EwOp::FloatUnary(qnn_interp::FloatUnary::Sqrt),
        Op::Cast(_) if f32_in && t != DType::F32 => EwOp::FromFloat(t),
        Op::Cast(_) if !f32_in && t == DType::F32 => EwOp::ToFloat,
        Op::GreaterEqual(_) => EwOp::Compare {
            ge: true,
            float: f32_in,
        },
        Op::Equal(_) => EwOp::Compare {
            ge: false,
            float: f32_in,
        },
        // The values pass through as lanes: any type (the condition is an integer).
        Op::Select(_) if operand(0)?.int_range().is_some() => EwOp::Select,
        _ => return None,
    })
}

/// Builds the tree rooted at `root`, with the values inside it (whose steps it replaces), or
/// `None` where the root is no tree op. `single[v]`: `v` has exactly one reader and is not a
/// graph output; `constant(v)`: the value of a constant.
pub(crate) fn build<'g>(
    g: &'g Graph,
    root: usize,
    single: &[bool],
    constant: &dyn Fn(usize) -> Option<&'g Tensor>,
) -> Option<(Tree, Vec<usize>)> {
    let shape = g.values()[root].ty.shape.clone();
    let mut b = Builder {
        g,
        channels: *shape.last().unwrap_or(&1),
        shape,
        single,
        constant,
        leaves: Vec::new(),
        leaf_of: Vec::new(),
        ops: Vec::new(),
    };
    b.visit(root, true)?;
    let base = b.leaves.len();
    let decode = |r: Reg| match r {
        Reg::Leaf(i) => i,
        Reg::Op(i) => base + i,
    };
    let mut inside = Vec::with_capacity(b.ops.len());
    let instrs = b
        .ops
        .into_iter()
        .map(|(op, [x, y, z], v)| {
            inside.push(v);
            Instr {
                op,
                args: [decode(x), decode(y), decode(z)],
            }
        })
        .collect::<Vec<_>>();
    Some((
        Tree {
            leaves: b.leaves,
            instrs,
        },
        inside,
    ))
}

/// For each element of shape `to` (row-major), the index of the element of shape `from` that
/// numpy broadcasting gives it; `None` if `from` does not broadcast to `to`.
pub(crate) fn broadcast_indices(from: &[usize], to: &[usize]) -> Option<Vec<u32>> {
    let n = u32::try_from(from.iter().product::<usize>()).ok()?;
    let all: Vec<i64> = (0..i64::from(n)).collect();
    broadcast(&all, from, to).map(|v| v.into_iter().map(|i| i as u32).collect())
}

/// `vals` (of shape `from`) broadcast numpy-style to `to`, in row-major order; `None` if it does
/// not broadcast.
fn broadcast(vals: &[i64], from: &[usize], to: &[usize]) -> Option<Vec<i64>> {
    if from.len() > to.len() {
        return None;
    }
    let pad = to.len() - from.len();
    let mut stride = vec![0usize; to.len()];
    let mut s = 1usize;
    for d in (0..from.len()).rev() {
        match (from[d], to[pad + d]) {
            (1, _) => {}
            (a, b) if a == b => stride[pad + d] = s,
            _ => return None,
        }
        s *= from[d];
    }
    let n: usize = to.iter().product();
    let mut out = Vec::with_capacity(n);
    let mut idx = vec![0usize; to.len()];
    for _ in 0..n {
        out.push(vals[idx.iter().zip(&stride).map(|(i, s)| i * s).sum::<usize>()]);
        for d in (0..to.len()).rev() {
            idx[d] += 1;
            if idx[d] < to[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    Some(out)
}

/// A register while building: a leaf, or an op (numbered from the last leaf once known).
#[derive(Clone, Copy)]
enum Reg {
    Leaf(usize),
    Op(usize),
}

struct Builder<'a, 'g> {
    g: &'g Graph,
    shape: qnn_ir::Shape,
    channels: usize,
    single: &'a [bool],
    constant: &'a dyn Fn(usize) -> Option<&'g Tensor>,
    leaves: Vec<Leaf>,
    /// The leaf of each value leaf, by value.
    leaf_of: Vec<(usize, usize)>,
    /// The ops in post-order: op, operand registers, and the value.
    ops: Vec<(EwOp, [Reg; 3], usize)>,
}

impl Builder<'_, '_> {
    /// The register of value `v` (post-order over its operands).
    fn visit(&mut self, v: usize, is_root: bool) -> Option<Reg> {
        let g = self.g;
        let val = &g.values()[v];
        if let Some(c) = (self.constant)(v) {
            let vals = lane_values(c)?;
            let cs = c.shape();
            let leaf = if vals.len() == 1 {
                Leaf::Scalar(vals[0])
            } else if cs.len() <= self.shape.len()
                && cs.last() == Some(&self.channels)
                && cs[..cs.len() - 1].iter().all(|&d| d == 1)
            {
                Leaf::Channel(vals)
            } else if cs == self.shape.as_slice() {
                Leaf::Full(vals)
            } else {
                // Any other constant that broadcasts (AVERAGE_POOL's tap counts, one per pixel):
                // spelled out over the result.
                Leaf::Full(broadcast(&vals, cs, &self.shape)?)
            };
            self.leaves.push(leaf);
            return Some(Reg::Leaf(self.leaves.len() - 1));
        }
        if (is_root || self.single[v]) && val.ty.shape == self.shape {
            if let (Some(op), ValueDef::Op { args, .. }) = (tree_op(g, v, self.constant), &val.def)
            {
                let saved = (self.leaves.len(), self.leaf_of.len(), self.ops.len());
                // A table's second operand is folded into the op.
                let n = if matches!(op, EwOp::ChannelTable { .. }) {
                    1
                } else {
                    args.len()
                };
                let regs: Option<Vec<Reg>> = args
                    .iter()
                    .take(n)
                    .map(|a| self.visit(a.index(), false))
                    .collect();
                if let Some(regs) = regs {
                    let at = |i: usize| *regs.get(i).unwrap_or(&regs[0]);
                    self.ops.push((op, [at(0), at(1), at(2)], v));
                    return Some(Reg::Op(self.ops.len() - 1));
                }
                // An operand that cannot be read: `v` becomes a leaf of its own.
                self.leaves.truncate(saved.0);
                self.leaf_of.truncate(saved.1);
                self.ops.truncate(saved.2);
            }
        }
        if is_root {
            return None;
        }
        let ts = &val.ty.shape;
        let per_channel = ts.len() <= self.shape.len()
            && ts.last() == Some(&self.channels)
            && ts[..ts.len() - 1].iter().all(|&d| d == 1)
            && self.shape.len() > 1;
        let per_row = ts.len() == self.shape.len()
            && ts.last() == Some(&1)
            && self.channels > 1
            && ts[..ts.len() - 1] == self.shape[..self.shape.len() - 1];
        let map = if *ts != self.shape && !per_channel && !per_row {
            Some(broadcast_indices(ts, &self.shape)?)
        } else {
            None
        };
        if let Some(&(_, r)) = self.leaf_of.iter().find(|(w, _)| *w == v) {
            return Some(Reg::Leaf(r));
        }
        self.leaves.push(if *ts == self.shape {
            Leaf::Value(v)
        } else if per_channel {
            Leaf::ChannelValue(v)
        } else if per_row {
            Leaf::RowValue(v)
        } else {
            Leaf::BroadcastValue(v, map?.into())
        });
        self.leaf_of.push((v, self.leaves.len() - 1));
        Some(Reg::Leaf(self.leaves.len() - 1))
    }
}
