//! The SIMD fast path of the fused products.
//!
//! A product chain takes this path when its activation is `i8`, `u8` or `i16`, its weights fit
//! `i16`, it accumulates in `i32`, and its epilogue is the integer requantize (any of: `add` of
//! one value or one per channel, TFLite's `fixed_point_multiply` (`tflite_double`) with one
//! multiplier or one per channel, `add`, `clip`, `cast` to an 8-, 16- or 32-bit integer). A
//! chain that accumulates in `i64` (TFLite's 16x8 products: an `i64` bias, then the
//! `tflite_int64` rescale into `i32`) takes it too where each channel's bound (the sum of its
//! weights' magnitudes times the largest activation, plus its bias) keeps the sums and the
//! rescale's results within `i32`: the 32-bit sums are then the 64-bit ones. Other chains run
//! the portable kernel of `kernels.rs`, which is also what every level's results are tested
//! against.
//!
//! Two kernels, written once over the vector type of [`crate::simd`] and compiled for each
//! SIMD level of [`Isa`] (AVX2, AVX-VNNI, AVX-512 with VNNI):
//!
//! - **[`Fast::Gemm`]**: convolutions with one group (or up to [`MAX_GROUPS`], as one product
//!   whose weights are zero between groups) and `dense`, as a matrix product. Each
//!   block of [`MR`] output pixels gathers its input patches (`im2col`) into a panel of
//!   groups of [`Dot`] values, one `i32` each; the weights are packed at plan time in blocks
//!   of 16 output channels, each `[K/g][16][g]`. The inner loop is one instruction per
//!   pixel, group and vector of channels, summing the group's products into each `i32` lane:
//!   - [`Dot::Pairs`] of `i16` (`vpmaddwd`, or VNNI's `vpdpwssd`), for every activation and
//!     weight that fits `i16`. Both wrap exactly as `i32` accumulation does (the one
//!     overflowing case, `2 * (-2^15)^2`, wraps to `i32::MIN`);
//!   - [`Dot::Quads`] of bytes, `u8` activations by `i8` weights (VNNI's `vpdpbusd`: four
//!     products per lane, half the instructions of pairs), at the VNNI levels for 8-bit
//!     activations and weights within `i8`. The sum of four such products fits `i32`, and
//!     `vpdpbusd` adds it to the lane wrapping; `i8` activations enter as `x + 128` and each
//!     channel's sum starts at `-128 * sum(w)`, the same sum modulo `2^32`.
//!
//!   So the sums are the graph's (which wrap in `i32`) for every operand.
//! - **[`Fast::Depthwise`]**: convolutions with one output channel per input channel, over
//!   vectors of channels (`vpmulld`), two at a time.
//!
//! The epilogue ([`Epilogue`]) runs on the accumulators in registers, a vector at a time, with
//! the same integer arithmetic as `qnn_arith` (`Lanes::mbqm` is TFLite's
//! `MultiplyByQuantizedMultiplier` lane by lane), and the results are stored narrowed to the
//! output type.

use crate::kernels::{weights_i32, ConvShape, ConvWeight, Isa, Level, Link, Product};
#[cfg(target_arch = "x86_64")]
use crate::simd::{Act, Lanes, Out, V16, V8};
use qnn_arith::Rounding;
use qnn_ir::ops::Conv2dAttrs;
use qnn_ir::DType;
use qnn_ir::Tensor;
use std::ops::Range;

/// Output pixels per block of the matrix-product kernel.
pub(crate) const MR: usize = 4;

/// The most groups a grouped convolution may have to run as one matrix product (with zero
/// weights between its groups, so this many times the products); more run the portable
/// kernel.
const MAX_GROUPS: usize = 8;

/// One step of an [`Epilogue`] on 32-bit lanes. Per-channel parameters are padded with
/// zeros to a multiple of 16 channels.
#[derive(Clone, Debug)]
pub(crate) enum Step32 {
    /// Wrapping `add` of one value per channel.
    Add(Vec<i32>),
    /// Wrapping `add` of one value per element, `[pixels][stride]` (`stride`: the channels
    /// padded to 16).
    AddElements { values: Vec<i32>, stride: usize },
    /// TFLite's `MultiplyByQuantizedMultiplier` per channel.
    Mbqm(Rescale),
    /// FULLY_CONNECTED's double rescale per channel: `x * m` in `f64`, rounded half away
    /// from zero, converted as x86-64 does (out of range: `i32::MIN`).
    F64Rescale(Vec<f64>),
    /// TFLite's `MultiplyByQuantizedMultiplier` of an `int64` accumulator (16x8 products)
    /// per channel, on a value proven to fit `i32` and a result proven to fit `i32`:
    /// `(x * reduced + 2^(total - 1)) >> total` (`reduced`: the multiplier in 15 bits;
    /// `total = 15 - shift`, in `1..=32`).
    Mbqm64 { reduced: Vec<i32>, total: Vec<i32> },
    /// `clip` (bounds within `i32`).
    Clamp(i32, i32),
    /// Two's complement truncation to `I8`, `U8`, `I16` or `U16`.
    Wrap(DType),
}

/// The parameters of TFLite's `MultiplyByQuantizedMultiplier`, one per channel: `left` is
/// `max(shift, 0) % 32` (a 32-bit shift's count, as `qnn_arith::mbqm` takes it), `right` is
/// `clamp(-shift, 0, 31)` and `mask` is `2^right - 1` (`rdbpot`'s); no multiplier is
/// `i32::MIN` (`srdhm`'s one saturating case).
#[derive(Clone, Debug)]
pub(crate) struct Rescale {
    pub multiplier: Vec<i32>,
    pub left: Vec<i32>,
    pub right: Vec<i32>,
    pub mask: Vec<i32>,
    /// Whether some `left` is not zero.
    pub shifts_left: bool,
}

/// The requantize epilogue of a fused product in 32-bit lanes.
#[derive(Clone, Debug)]
pub(crate) struct Epilogue {
    pub steps: Vec<Step32>,
    /// The steps in the usual order of a requantize, computed without dispatching on each.
    pub requant: Option<Requant>,
}

/// The usual requantize (`[add bias]`, `fixed_point_multiply` or the double rescale,
/// `[add zero point]`, `clip`), the form most epilogues take once redundant wraps are
/// dropped.
#[derive(Clone, Debug)]
pub(crate) struct Requant {
    /// Index of the bias add in `steps` (`Add` or `AddElements`).
    pub bias: Option<usize>,
    /// Index of the rescale (`Mbqm` or `F64Rescale`).
    pub rescale: usize,
    /// The zero point's add (one value per channel).
    pub zero_point: Option<Vec<i32>>,
    pub lo: i32,
    pub hi: i32,
}

/// `n` rounded up to a multiple of 16.
fn pad16(n: usize) -> usize {
    n.div_ceil(16) * 16
}

/// One value per channel, padded with zeros to a multiple of 16; `None` unless `values` has
/// one (for every channel) or `channels`.
fn per_channel<T: Copy + Default>(values: &[T], channels: usize) -> Option<Vec<T>> {
    let mut v = match values.len() {
        1 => vec![values[0]; channels],
        n if n == channels => values.to_vec(),
        _ => return None,
    };
    v.resize(pad16(channels), T::default());
    Some(v)
}

impl Epilogue {
    /// The epilogue of `links` over `pixels` rows of `channels` output channels, storing
    /// `out`, or `None` where a link is not one the fast path computes exactly in 32 bits.
    /// `wide`: for an `i64` accumulator, each channel's bound on its absolute value; its
    /// links then run in 32 bits only where the bounds prove that nothing leaves `i32` (a
    /// bias `add` in `i64`, then TFLite's `int64` rescale into `i32`).
    pub(crate) fn new(
        links: &[Link],
        pixels: usize,
        channels: usize,
        out: DType,
        mut wide: Option<Vec<i64>>,
    ) -> Option<Epilogue> {
        // The products' sums themselves run in wrapping `i32`: exact only within it.
        if wide
            .as_ref()
            .is_some_and(|b| b.iter().any(|&b| b > i64::from(i32::MAX)))
        {
            return None;
        }
        let padded = pad16(channels);
        let i32s = |values: &[i32]| per_channel(values, channels);
        let narrow = |d: DType| matches!(d, DType::I8 | DType::U8 | DType::I16 | DType::U16);
        let mut steps = Vec::new();
        for l in links {
            match (l, wide.as_mut()) {
                // A bias on the `i64` accumulator: the sum stays within `i32` by the bounds,
                // so the wrapping 32-bit sum is the same.
                (
                    Link::Add {
                        values,
                        dtype: DType::I64,
                    },
                    Some(bound),
                ) => {
                    let v = per_channel(values, channels)?;
                    for (b, x) in bound.iter_mut().zip(&v) {
                        *b = b.checked_add(x.checked_abs()?)?;
                    }
                    if bound.iter().any(|&b| b > i64::from(i32::MAX)) {
                        return None;
                    }
                    // Every value is within its channel's bound, so within `i32`.
                    steps.push(Step32::Add(v.iter().map(|&x| x as i32).collect()));
                    continue;
                }
                (
                    Link::Fpm {
                        multipliers,
                        inner,
                        extent,
                        rounding: Rounding::TfliteInt64,
                        dtype: DType::I32,
                    },
                    Some(bound),
                ) if multipliers.len() == 1 || (*inner == 1 && *extent == channels) => {
                    let m = |c: usize| multipliers[if multipliers.len() == 1 { 0 } else { c }];
                    let mut reduced = Vec::with_capacity(channels);
                    let mut total = Vec::with_capacity(channels);
                    for (c, &b) in bound.iter().enumerate() {
                        let q = m(c);
                        let r = qnn_arith::fixed_point::reduce_multiplier_to_15_bits(q.multiplier);
                        let t = 15i32.checked_sub(q.shift)?;
                        if !(1..=32).contains(&t) {
                            return None;
                        }
                        // Both ends of the accumulator's range rescale into `i32`.
                        let end =
                            |x: i64| (i128::from(x) * i128::from(r) + (1i128 << (t - 1))) >> t;
                        let fits = |v: i128| i32::try_from(v).is_ok();
                        if !fits(end(b)) || !fits(end(-b)) {
                            return None;
                        }
                        reduced.push(r);
                        total.push(t);
                    }
                    steps.push(Step32::Mbqm64 {
                        reduced: i32s(&reduced)?,
                        total: i32s(&total)?,
                    });
                    wide = None;
                    continue;
                }
                // Anything else on the `i64` accumulator stays on the portable kernel.
                (_, Some(_)) => return None,
                (_, None) => {}
            }
            match l {
                Link::Add { values, dtype } => {
                    // Wrapping in `i32` then in `dtype` is wrapping in `dtype` (32 bits or fewer).
                    let v: Vec<i32> = values.iter().map(|&c| c as i32).collect();
                    if v.len() == pixels * channels && v.len() != channels {
                        let mut rows = vec![0; pixels * padded];
                        for (dst, src) in
                            rows.chunks_exact_mut(padded).zip(v.chunks_exact(channels))
                        {
                            dst[..channels].copy_from_slice(src);
                        }
                        steps.push(Step32::AddElements {
                            values: rows,
                            stride: padded,
                        });
                    } else {
                        steps.push(Step32::Add(i32s(&v)?));
                    }
                    match dtype {
                        DType::I32 => {}
                        d if narrow(*d) => steps.push(Step32::Wrap(*d)),
                        _ => return None,
                    }
                }
                Link::Fpm {
                    multipliers,
                    inner,
                    extent,
                    rounding: Rounding::TfliteDouble,
                    dtype: DType::I32,
                } if multipliers.len() == 1 || (*inner == 1 && *extent == channels) => {
                    if multipliers.iter().any(|m| m.multiplier == i32::MIN) {
                        return None;
                    }
                    let ms: Vec<i32> = multipliers.iter().map(|m| m.multiplier).collect();
                    let left: Vec<i32> = multipliers.iter().map(|m| m.shift.max(0) & 31).collect();
                    let right: Vec<i32> = multipliers
                        .iter()
                        .map(|m| m.shift.min(0).saturating_neg().min(31))
                        .collect();
                    let right = i32s(&right)?;
                    let mask = right.iter().map(|&r| ((1i64 << r) - 1) as i32).collect();
                    steps.push(Step32::Mbqm(Rescale {
                        multiplier: i32s(&ms)?,
                        shifts_left: left.iter().any(|&l| l != 0),
                        left: i32s(&left)?,
                        right,
                        mask,
                    }));
                }
                Link::F64Rescale { multipliers } => {
                    steps.push(Step32::F64Rescale(per_channel(multipliers, channels)?));
                }
                Link::Clip { min, max } if min <= max => {
                    let c = |v: i64| v.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32;
                    steps.push(Step32::Clamp(c(*min), c(*max)));
                }
                Link::Cast { dtype } => match dtype {
                    DType::I32 => {}
                    d if narrow(*d) => steps.push(Step32::Wrap(*d)),
                    _ => return None,
                },
                _ => return None,
            }
        }
        if wide.is_some() {
            return None;
        }
        // The stores narrow with saturation, which is exact once every value is in range.
        match out {
            DType::I32 => {}
            DType::I8 | DType::U8 | DType::I16 => steps.push(Step32::Wrap(out)),
            _ => return None,
        }
        // A wrap right after a clip into its type's range, or after the same wrap, changes
        // nothing.
        let mut kept: Vec<Step32> = Vec::with_capacity(steps.len());
        for step in steps {
            if let (Step32::Wrap(d), Some(prev)) = (&step, kept.last()) {
                let (lo, hi) = d.int_range()?;
                let redundant = match prev {
                    Step32::Clamp(a, b) => lo <= i64::from(*a) && i64::from(*b) <= hi,
                    Step32::Wrap(p) => p == d,
                    _ => false,
                };
                if redundant {
                    continue;
                }
            }
            kept.push(step);
        }
        let requant = Requant::of(&kept);
        Some(Epilogue {
            steps: kept,
            requant,
        })
    }
}

impl Requant {
    /// `steps` as the usual requantize, if they are one.
    fn of(steps: &[Step32]) -> Option<Requant> {
        let bias = matches!(steps.first()?, Step32::Add(_) | Step32::AddElements { .. });
        let rest = &steps[usize::from(bias)..];
        if !matches!(
            rest.first()?,
            Step32::Mbqm(_) | Step32::F64Rescale(_) | Step32::Mbqm64 { .. }
        ) {
            return None;
        }
        let (zero_point, lo, hi) = match &rest[1..] {
            [Step32::Add(z), Step32::Clamp(lo, hi)] => (Some(z.clone()), lo, hi),
            [Step32::Clamp(lo, hi)] => (None, lo, hi),
            _ => return None,
        };
        Some(Requant {
            bias: bias.then_some(0),
            rescale: usize::from(bias),
            zero_point,
            lo: *lo,
            hi: *hi,
        })
    }
}

/// A fused product the SIMD kernels run (module doc).
#[derive(Clone, Debug)]
pub(crate) enum Fast {
    /// One group: a matrix product of the input patches (`K = KH * KW * C` values each, the
    /// order of `[KH][KW][C]`) by the weights, packed in blocks of 16 output channels of
    /// `[K/g][16][g]` (`g` values of [`Dot`] in each `i32`; channels padded with zero
    /// weights to a multiple of 16).
    Gemm {
        shape: ConvShape,
        /// `K` rounded up to a multiple of the group.
        kp: usize,
        dot: Dot,
        /// The weights, packed (`pack_gemm`): one `i32` per group of `K` and channel.
        w: Vec<i32>,
        ep: Epilogue,
    },
    /// One output channel per input channel: weights `[KH][KW][C]` as `i32`, `C` padded to
    /// a multiple of 16.
    Depthwise {
        shape: ConvShape,
        w: Vec<i32>,
        ep: Epilogue,
    },
}

/// The values one lane of the matrix-product kernel multiplies and sums at a time (module
/// doc).
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Dot {
    /// Two `i16` activations by two `i16` weights.
    Pairs,
    /// Four activations as bytes `x + offset` (`u8`) by four `i8` weights; each channel's
    /// sum starts at `-offset * sum(w)` (`start`, padded to 16 channels). `offset` is 128
    /// for `i8` activations, 0 for `u8`.
    Quads { offset: i32, start: Vec<i32> },
}

impl Dot {
    /// The values in a group.
    fn group(&self) -> usize {
        match self {
            Dot::Pairs => 2,
            Dot::Quads { .. } => 4,
        }
    }
}

impl Fast {
    /// The fast form of `product` (whose weights, in the graph's layout, are `w`) with
    /// epilogue `links`, reading `x` and writing `out`, or `None` where it does not apply
    /// (module doc).
    pub(crate) fn new(
        product: &Product,
        w: &Tensor,
        conv: Option<&Conv2dAttrs>,
        links: &[Link],
        (x, acc, out): (DType, DType, DType),
        isa: Isa,
    ) -> Option<Fast> {
        if !matches!(x, DType::I8 | DType::U8 | DType::I16) {
            return None;
        }
        let (lo, hi) = w.int_bounds()?;
        if lo < i64::from(i16::MIN) || hi > i64::from(i16::MAX) {
            return None;
        }
        // An `i64` accumulator (16x8 products) runs in 32 bits where its bounds allow.
        let wide = match acc {
            DType::I32 => None,
            DType::I64 => Some(sum_bounds(product, w, conv, x)?),
            _ => return None,
        };
        let ep = Epilogue::new(links, product.pixels(), product.channels(), out, wide)?;
        // Bytes where the level multiplies them (`vpdpbusd`) and every operand is one.
        let quads = matches!(isa, Isa::AvxVnni | Isa::Avx512)
            && lo >= i64::from(i8::MIN)
            && hi <= i64::from(i8::MAX);
        let offset = match x {
            DType::I8 if quads => Some(128i32),
            DType::U8 if quads => Some(0),
            _ => None,
        };
        // The weights `[K][O]` (row-major) packed for the dot of `offset`.
        let gemm = |shape: ConvShape, k: usize, o: usize, m: &[i16], ep: Epilogue| {
            let dot = match offset {
                Some(offset) => {
                    let mut start = vec![0i32; pad16(o)];
                    for r in m.chunks_exact(o.max(1)).take(k) {
                        for (s, &v) in start.iter_mut().zip(r) {
                            *s = s.wrapping_sub(offset.wrapping_mul(i32::from(v)));
                        }
                    }
                    Dot::Quads { offset, start }
                }
                None => Dot::Pairs,
            };
            let g = dot.group();
            Fast::Gemm {
                shape,
                kp: k.div_ceil(g) * g,
                w: pack_gemm(k, o, m, g),
                dot,
                ep,
            }
        };
        // Every weight fits `i16` (checked above).
        let narrow = |v: i32| v as i16;
        match (product, conv) {
            (Product::Dense { b, k, o, .. }, None) => {
                let vals = weights_i32(w)?;
                let shape = ConvShape {
                    n: *b,
                    h: 1,
                    w: 1,
                    c: *k,
                    o: *o,
                    i: *k,
                    kh: 1,
                    kw: 1,
                    oh: 1,
                    ow: 1,
                    stride: [1, 1],
                    dilation: [1, 1],
                    pad: [0, 0],
                    groups: 1,
                };
                // `[O][K]` transposed to `[K][O]`.
                let mut m = vec![0; k * o];
                for (oc, r) in vals.chunks_exact((*k).max(1)).enumerate() {
                    for (kk, &v) in r.iter().enumerate() {
                        m[kk * o + oc] = narrow(v);
                    }
                }
                Some(gemm(shape, *k, *o, &m, ep))
            }
            // One group, or a few (as one product whose weights are zero between groups:
            // the same sums, with at most `MAX_GROUPS` times the products).
            (Product::Conv(s, _), Some(a))
                if s.groups == 1 || (s.groups <= MAX_GROUPS && !(s.i == 1 && s.groups == s.o)) =>
            {
                let cw = ConvWeight::new(a, w)?;
                let og = s.o / s.groups.max(1);
                let k = s.kh * s.kw * s.c;
                // The `[K][O]` matrix: patch index `(ky * KW + kx) * C + ic` is row `kk`.
                let mut m = Vec::with_capacity(k * s.o);
                for ky in 0..s.kh {
                    for kx in 0..s.kw {
                        for ic in 0..s.c {
                            let (g, local) = (ic / s.i, ic % s.i);
                            let row = cw.row(s.o, local, ky, kx).enumerate();
                            m.extend(row.map(|(oc, v)| if oc / og == g { narrow(v) } else { 0 }));
                        }
                    }
                }
                let shape = ConvShape {
                    i: s.c,
                    groups: 1,
                    ..*s
                };
                Some(gemm(shape, k, s.o, &m, ep))
            }
            (Product::Conv(s, _), Some(a)) if s.i == 1 && s.groups == s.o => {
                let cw = ConvWeight::new(a, w)?;
                let cp = pad16(s.o);
                let mut packed = vec![0i32; s.kh * s.kw * cp];
                for ky in 0..s.kh {
                    for kx in 0..s.kw {
                        let tap = ky * s.kw + kx;
                        for (d, v) in packed[tap * cp..].iter_mut().zip(cw.row(s.o, 0, ky, kx)) {
                            *d = v;
                        }
                    }
                }
                Some(Fast::Depthwise {
                    shape: *s,
                    w: packed,
                    ep,
                })
            }
            _ => None,
        }
    }

    /// Whether its products are of bytes ([`Dot::Quads`]).
    pub(crate) fn bytes(&self) -> bool {
        matches!(
            self,
            Fast::Gemm {
                dot: Dot::Quads { .. },
                ..
            }
        )
    }

    /// The kernel's name in profiles: `simd`, or `simd bytes` for [`Dot::Quads`].
    pub(crate) fn name(&self) -> &'static str {
        if self.bytes() {
            "simd bytes"
        } else {
            "simd"
        }
    }

    /// Output pixels and channels.
    pub(crate) fn size(&self) -> (usize, usize) {
        let (Fast::Gemm { shape, .. } | Fast::Depthwise { shape, .. }) = self;
        (shape.n * shape.oh * shape.ow, shape.o)
    }

    /// The scratch the kernel needs: the length of one `i16` patch, and of the `i32` panel
    /// of [`MR`] patches in groups.
    pub(crate) fn scratch(&self) -> (usize, usize) {
        match self {
            Fast::Gemm { kp, dot, .. } => (*kp, MR * kp / dot.group()),
            Fast::Depthwise { .. } => (0, 0),
        }
    }
}

/// Each output channel's bound on `|sum of x * w|` over its products: the sum of its
/// weights' magnitudes times the largest magnitude of `x`'s type.
fn sum_bounds(
    product: &Product,
    w: &Tensor,
    conv: Option<&Conv2dAttrs>,
    x: DType,
) -> Option<Vec<i64>> {
    let (xlo, xhi) = x.int_range()?;
    let xmax = xlo.abs().max(xhi.abs());
    let mut sums = vec![0i64; product.channels()];
    match (product, conv) {
        (Product::Dense { k, .. }, None) => {
            for (s, r) in sums
                .iter_mut()
                .zip(weights_i32(w)?.chunks_exact((*k).max(1)))
            {
                *s = r.iter().map(|&v| i64::from(v).abs()).sum();
            }
        }
        (Product::Conv(s, _), Some(a)) => {
            let cw = ConvWeight::new(a, w)?;
            for local in 0..s.i {
                for ky in 0..s.kh {
                    for kx in 0..s.kw {
                        for (sum, v) in sums.iter_mut().zip(cw.row(s.o, local, ky, kx)) {
                            *sum += i64::from(v).abs();
                        }
                    }
                }
            }
        }
        _ => return None,
    }
    sums.iter().map(|&s| s.checked_mul(xmax)).collect()
}

/// The weights of a `K x O` product, `m` row-major (`[K][O]`), packed for [`Fast::Gemm`]:
/// blocks of 16 output channels, each `[K/g][16]` lanes of `g` values (`g` = 2: `i16`; 4:
/// bytes), the first in the lane's low bits.
fn pack_gemm(k: usize, o: usize, m: &[i16], g: usize) -> Vec<i32> {
    let groups = k.div_ceil(g);
    let bits = 32 / g;
    let mask = u32::MAX >> (32 - bits);
    let mut packed = vec![0i32; groups * pad16(o)];
    for (row, r) in m.chunks_exact(o.max(1)).take(k).enumerate() {
        let (group, at) = (row / g, row % g);
        for (b, vals) in r.chunks(16).enumerate() {
            let d = &mut packed[(b * groups + group) * 16..][..16];
            for (d, &v) in d.iter_mut().zip(vals) {
                *d |= (((v as u32) & mask) << (bits * at)) as i32;
            }
        }
    }
    packed
}

/// An output pixel of a convolution: batch, row, column.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pixel {
    pub b: usize,
    pub oy: usize,
    pub ox: usize,
}

impl Pixel {
    /// Output pixel `p` (in NHWC order).
    pub(crate) fn of(s: &ConvShape, p: usize) -> Pixel {
        let plane = (s.oh * s.ow).max(1);
        let rest = p % plane;
        Pixel {
            b: p / plane,
            oy: rest / s.ow.max(1),
            ox: rest % s.ow.max(1),
        }
    }

    /// The pixel after this one, in NHWC order.
    #[inline(always)]
    pub(crate) fn next(self, s: &ConvShape) -> Pixel {
        let Pixel {
            mut b,
            mut oy,
            mut ox,
        } = self;
        ox += 1;
        if ox == s.ow {
            ox = 0;
            oy += 1;
            if oy == s.oh {
                oy = 0;
                b += 1;
            }
        }
        Pixel { b, oy, ox }
    }
}

/// The input patch of output pixel `at` (`[KH][KW][C]`, zero where the window leaves the
/// input) into `patch` (`kp` values, zeros after the `K` of the patch), each value `v` as
/// `conv(v)` (so a zero as `conv(0)`).
#[inline(always)]
pub(crate) fn gather<X: Copy + Into<i32>, D: Copy>(
    s: &ConvShape,
    x: &[X],
    at: Pixel,
    patch: &mut [D],
    conv: impl Fn(i32) -> D,
) {
    let Pixel { b, oy, ox } = at;
    let c = s.c;
    let zero = conv(0);
    let widen = |dst: &mut [D], src: &[X]| {
        for (d, &v) in dst.iter_mut().zip(src) {
            *d = conv(v.into());
        }
    };
    let ix0 = (ox * s.stride[1]).wrapping_sub(s.pad[1]);
    let mut at = 0;
    // The taps of one kernel row are adjacent in the input when the dilation is 1: where
    // they are all inside, one copy.
    let row_inside = s.dilation[1] == 1 && ix0 < s.w && ix0 + s.kw <= s.w;
    for ky in 0..s.kh {
        let iy = (oy * s.stride[0] + ky * s.dilation[0]).wrapping_sub(s.pad[0]);
        if iy < s.h && row_inside {
            let n = s.kw * c;
            widen(
                &mut patch[at..at + n],
                &x[((b * s.h + iy) * s.w + ix0) * c..][..n],
            );
            at += n;
            continue;
        }
        for kx in 0..s.kw {
            let ix = ix0.wrapping_add(kx * s.dilation[1]);
            let dst = &mut patch[at..at + c];
            if iy < s.h && ix < s.w {
                widen(dst, &x[((b * s.h + iy) * s.w + ix) * c..][..c]);
            } else {
                dst.fill(zero);
            }
            at += c;
        }
    }
    patch[at..].fill(zero);
}

/// The working memory of one thread of the fast kernels: an input patch, and the panel of
/// [`MR`] patches in groups ([`Dot`]); a patch is gathered as `i16` values ([`Dot::Pairs`])
/// or as bytes ([`Dot::Quads`]).
#[derive(Clone, Debug, Default)]
pub(crate) struct Scratch {
    patch: Vec<i16>,
    panel: Vec<i32>,
    bytes: Vec<u8>,
}

impl Scratch {
    /// Scratch for every kernel whose [`Fast::scratch`] is at most `(patch, panel)`.
    pub(crate) fn new((patch, panel): (usize, usize)) -> Scratch {
        Scratch {
            patch: vec![0; patch],
            panel: vec![0; panel],
            bytes: vec![0; patch],
        }
    }
}

/// Runs `fast` with the kernels of `level` on `x`, for output pixels `pixels`, whose results
/// `out` holds (`pixels.len()` rows of the product's channels); `scratch` is sized for it.
/// At [`Isa::Scalar`] (no SIMD kernel) it does nothing: the plan makes fast kernels only at
/// the levels above.
#[cfg(target_arch = "x86_64")]
pub(crate) fn run<X: Act, O: Out>(
    level: Level,
    fast: &Fast,
    x: &[X],
    out: &mut [O],
    pixels: Range<usize>,
    scratch: &mut Scratch,
) {
    let job = Job {
        x,
        out,
        pixels,
        scratch,
    };
    // SAFETY: a `Level` exists only for a level this machine runs (`Level::new` checks), so
    // the CPU has the features each arm's entry point enables.
    unsafe {
        match level.isa() {
            Isa::Scalar => {}
            Isa::Avx512 => run_avx512(fast, job),
            Isa::AvxVnni => run_avxvnni(fast, job),
            Isa::Avx2 => run_avx2(fast, job),
        }
    }
}

/// What one call of a kernel computes (see [`run`]).
#[cfg(target_arch = "x86_64")]
struct Job<'a, X, O> {
    x: &'a [X],
    out: &'a mut [O],
    pixels: Range<usize>,
    scratch: &'a mut Scratch,
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn run_avx2<X: Act, O: Out>(f: &Fast, job: Job<'_, X, O>) {
    // SAFETY: this entry point enables the instructions of `V8<false>`, and `run` calls it only
    // with a `Level` of them, which only the run-time feature check makes.
    unsafe { kernel::<V8<false>, X, O>(f, job) }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,avxvnni")]
fn run_avxvnni<X: Act, O: Out>(f: &Fast, job: Job<'_, X, O>) {
    // SAFETY: this entry point enables the instructions of `V8<true>`, and `run` calls it only
    // with a `Level` of them, which only the run-time feature check makes.
    unsafe { kernel::<V8<true>, X, O>(f, job) }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,avx512f,avx512bw,avx512dq,avx512vl,avx512vnni")]
fn run_avx512<X: Act, O: Out>(f: &Fast, job: Job<'_, X, O>) {
    // SAFETY: this entry point enables the instructions of `V16`, and `run` calls it only
    // with a `Level` of them, which only the run-time feature check makes.
    unsafe { kernel::<V16, X, O>(f, job) }
}

#[cfg(target_arch = "x86_64")]
/// # Safety
/// The CPU has the instructions of `L` ([`Lanes`]).
#[inline(always)]
unsafe fn kernel<L: Lanes, X: Act, O: Out>(fast: &Fast, job: Job<'_, X, O>) {
    match fast {
        Fast::Gemm {
            shape,
            kp,
            dot: Dot::Pairs,
            w,
            ep,
        } => gemm::<L, X, O, false>(shape, (*kp, &Dot::Pairs), w, ep, job),
        Fast::Gemm {
            shape,
            kp,
            dot,
            w,
            ep,
        } => gemm::<L, X, O, true>(shape, (*kp, dot), w, ep, job),
        Fast::Depthwise { shape, w, ep } => depthwise::<L, X, O>(shape, w, ep, job),
    }
}

#[cfg(target_arch = "x86_64")]
impl Epilogue {
    /// The epilogue on the accumulators of channels `c..c + L::N` of pixel `p`.
    /// # Safety
    /// The CPU has the instructions of `L` ([`Lanes`]).
    #[inline(always)]
    unsafe fn apply<L: Lanes>(&self, v: L, p: usize, c: usize) -> L {
        match &self.requant {
            Some(r) => {
                let mut v = v;
                if let Some(b) = r.bias {
                    v = self.step(&self.steps[b], v, p, c);
                }
                v = self.step(&self.steps[r.rescale], v, p, c);
                if let Some(z) = &r.zero_point {
                    v = v.add(L::load(&z[c..]));
                }
                v.clamp(r.lo, r.hi)
            }
            None => self.steps(&self.steps, v, p, c),
        }
    }

    /// `steps` applied in turn.
    /// # Safety
    /// The CPU has the instructions of `L` ([`Lanes`]).
    #[inline(always)]
    unsafe fn steps<L: Lanes>(&self, steps: &[Step32], mut v: L, p: usize, c: usize) -> L {
        for s in steps {
            v = self.step(s, v, p, c);
        }
        v
    }

    /// One step.
    /// # Safety
    /// The CPU has the instructions of `L` ([`Lanes`]).
    #[inline(always)]
    unsafe fn step<L: Lanes>(&self, s: &Step32, v: L, p: usize, c: usize) -> L {
        match s {
            Step32::Add(a) => v.add(L::load(&a[c..])),
            Step32::AddElements { values, stride } => v.add(L::load(&values[p * stride + c..])),
            Step32::Mbqm(r) => mbqm(v, r, c),
            Step32::F64Rescale(m) => v.rescale_f64(&m[c..]),
            Step32::Mbqm64 { reduced, total } => {
                v.mbqm_int64(L::load(&reduced[c..]), L::load(&total[c..]))
            }
            Step32::Clamp(lo, hi) => v.clamp(*lo, *hi),
            Step32::Wrap(d) => v.wrap(*d),
        }
    }
}

/// The usual requantize ([`Requant`] with a per-channel bias, if any, and
/// `MultiplyByQuantizedMultiplier`) of channels `c..c + L::N`, its vectors loaded.
#[cfg(target_arch = "x86_64")]
struct Ready<L> {
    bias: Option<L>,
    multiplier: L,
    left: Option<L>,
    right: L,
    mask: L,
    zero_point: Option<L>,
    lo: i32,
    hi: i32,
}

#[cfg(target_arch = "x86_64")]
impl Epilogue {
    /// The epilogue of channels `c..c + L::N` with its vectors loaded, where it is the usual
    /// requantize with a bias of one value per channel (if any) and TFLite's rescale; `None`
    /// otherwise ([`Epilogue::apply`] then runs it).
    /// # Safety
    /// The CPU has the instructions of `L` ([`Lanes`]).
    #[inline(always)]
    unsafe fn ready<L: Lanes>(&self, c: usize) -> Option<Ready<L>> {
        let r = self.requant.as_ref()?;
        let Step32::Mbqm(q) = &self.steps[r.rescale] else {
            return None;
        };
        let bias = match r.bias.map(|b| &self.steps[b]) {
            None => None,
            Some(Step32::Add(a)) => Some(L::load(&a[c..])),
            Some(_) => return None,
        };
        Some(Ready {
            bias,
            multiplier: L::load(&q.multiplier[c..]),
            left: q.shifts_left.then(|| L::load(&q.left[c..])),
            right: L::load(&q.right[c..]),
            mask: L::load(&q.mask[c..]),
            zero_point: r.zero_point.as_ref().map(|z| L::load(&z[c..])),
            lo: r.lo,
            hi: r.hi,
        })
    }
}

#[cfg(target_arch = "x86_64")]
impl<L: Lanes> Ready<L> {
    /// The requantize of `v`, as [`Epilogue::apply`] computes it.
    #[inline(always)]
    fn apply(&self, v: L) -> L {
        let mut v = v;
        if let Some(b) = self.bias {
            v = v.add(b);
        }
        v = v.mbqm(self.multiplier, self.left, self.right, self.mask);
        if let Some(z) = self.zero_point {
            v = v.add(z);
        }
        v.clamp(self.lo, self.hi)
    }
}

/// TFLite's `MultiplyByQuantizedMultiplier` on channels `c..c + L::N`.
#[cfg(target_arch = "x86_64")]
/// # Safety
/// The CPU has the instructions of `L` ([`Lanes`]).
#[inline(always)]
unsafe fn mbqm<L: Lanes>(v: L, r: &Rescale, c: usize) -> L {
    let left = r.shifts_left.then(|| L::load(&r.left[c..]));
    v.mbqm(
        L::load(&r.multiplier[c..]),
        left,
        L::load(&r.right[c..]),
        L::load(&r.mask[c..]),
    )
}

#[cfg(target_arch = "x86_64")]
/// # Safety
/// The CPU has the instructions of `L` ([`Lanes`]).
#[inline(always)]
unsafe fn gemm<L: Lanes, X: Act, O: Out, const QUADS: bool>(
    s: &ConvShape,
    (kp, dot): (usize, &Dot),
    w: &[i32],
    ep: &Epilogue,
    job: Job<'_, X, O>,
) {
    let Job {
        x,
        out,
        pixels,
        scratch,
    } = job;
    let o = s.o;
    let g = dot.group();
    let groups = kp / g;
    let panel = &mut scratch.panel[..MR * groups];
    let bytes = &mut scratch.bytes[..kp];
    let patch = &mut scratch.patch[..kp];
    let (start, offset) = match dot {
        Dot::Quads { start, offset } => (Some(start), *offset),
        Dot::Pairs => (None, 0),
    };
    let mut at = Pixel::of(s, pixels.start);
    for p0 in pixels.clone().step_by(MR) {
        let rows = (pixels.end - p0).min(MR);
        if QUADS {
            // Each patch as bytes `x + offset`, then as groups of four in the panel.
            for (r, dst) in panel.chunks_exact_mut(groups).enumerate() {
                if r < rows {
                    gather(s, x, at, bytes, |v| (v + offset) as u8);
                    at = at.next(s);
                    for (d, b) in dst.iter_mut().zip(bytes.chunks_exact(4)) {
                        *d = i32::from_le_bytes([b[0], b[1], b[2], b[3]]);
                    }
                } else {
                    dst.fill(0);
                }
            }
        } else {
            for (r, dst) in panel.chunks_exact_mut(groups).enumerate() {
                if r < rows {
                    gather(s, x, at, patch, |v| v as i16);
                    at = at.next(s);
                    for (d, v) in dst.iter_mut().zip(patch.chunks_exact(2)) {
                        *d = i32::from(v[0] as u16) | (i32::from(v[1] as u16) << 16);
                    }
                } else {
                    dst.fill(0);
                }
            }
        }
        let group = |r: usize, i: usize| panel[r * groups + i];
        let dot = |a: L, x: i32, w: L| {
            if QUADS {
                a.dot_quads(x, w)
            } else {
                a.dot_pairs(x, w)
            }
        };
        for o0 in (0..o).step_by(16) {
            let block = &w[o0 * groups..(o0 + 16) * groups];
            // Vectors of 16 channels the block computes: two of 8 lanes, or one of 16; one of
            // 8 where the channels end in the block's first half.
            let vecs = if L::N == 8 && o0 + 8 < o { 2 } else { 1 };
            let init = match start {
                Some(st) => [L::load(&st[o0..]), L::load(&st[o0 + L::N * (vecs - 1)..])],
                None => [L::zero(); 2],
            };
            let mut acc = [init; MR];
            if vecs == 2 {
                for (i, ws) in block.chunks_exact(16).enumerate() {
                    let (w0, w1) = (L::load(ws), L::load(&ws[8..]));
                    for (r, a) in acc.iter_mut().enumerate() {
                        let xv = group(r, i);
                        a[0] = dot(a[0], xv, w0);
                        a[1] = dot(a[1], xv, w1);
                    }
                }
            } else {
                for (i, ws) in block.chunks_exact(16).enumerate() {
                    let w0 = L::load(ws);
                    for (r, a) in acc.iter_mut().enumerate() {
                        a[0] = dot(a[0], group(r, i), w0);
                    }
                }
            }
            for h in 0..vecs {
                let c = o0 + L::N * h;
                if c >= o {
                    continue;
                }
                let end = o.min(c + L::N);
                // The epilogue's per-channel vectors, loaded once for the block's rows.
                let ready = ep.ready::<L>(c);
                for (r, a) in acc.iter().enumerate().take(rows) {
                    let at = (p0 + r - pixels.start) * o;
                    let v = match &ready {
                        Some(e) => e.apply(a[h]),
                        None => ep.apply(a[h], p0 + r, c),
                    };
                    v.store(&mut out[at + c..at + end]);
                }
            }
        }
    }
}

#[cfg(target_arch = "x86_64")]
/// # Safety
/// The CPU has the instructions of `L` ([`Lanes`]).
#[inline(always)]
unsafe fn depthwise<L: Lanes, X: Act, O: Out>(
    s: &ConvShape,
    w: &[i32],
    ep: &Epilogue,
    job: Job<'_, X, O>,
) {
    let Job { x, out, pixels, .. } = job;
    let c = s.c;
    let cp = pad16(c);
    let n = L::N;
    // The taps inside the input of the current pixel: (input offset, weight offset).
    let mut taps: Vec<(usize, usize)> = Vec::with_capacity(s.kh * s.kw);
    // Each tap's offset from the window's first element, for windows inside the input.
    let deltas: Vec<(usize, usize)> = (0..s.kh * s.kw)
        .map(|t| {
            let (ky, kx) = (t / s.kw, t % s.kw);
            ((ky * s.dilation[0] * s.w + kx * s.dilation[1]) * c, t * cp)
        })
        .collect();
    let (span_y, span_x) = ((s.kh - 1) * s.dilation[0], (s.kw - 1) * s.dilation[1]);
    let mut at = Pixel::of(s, pixels.start);
    for p in pixels.clone() {
        let Pixel { b, oy, ox } = at;
        at = at.next(s);
        taps.clear();
        let (iy0, ix0) = (
            (oy * s.stride[0]).wrapping_sub(s.pad[0]),
            (ox * s.stride[1]).wrapping_sub(s.pad[1]),
        );
        if iy0 < s.h && iy0 + span_y < s.h && ix0 < s.w && ix0 + span_x < s.w {
            let base = ((b * s.h + iy0) * s.w + ix0) * c;
            taps.extend(deltas.iter().map(|&(dx, dw)| (base + dx, dw)));
        } else {
            for ky in 0..s.kh {
                let iy = (oy * s.stride[0] + ky * s.dilation[0]).wrapping_sub(s.pad[0]);
                for kx in 0..s.kw {
                    let ix = (ox * s.stride[1] + kx * s.dilation[1]).wrapping_sub(s.pad[1]);
                    if iy < s.h && ix < s.w {
                        taps.push((((b * s.h + iy) * s.w + ix) * c, (ky * s.kw + kx) * cp));
                    }
                }
            }
        }
        let row = &mut out[(p - pixels.start) * c..(p - pixels.start + 1) * c];
        let mut c0 = 0;
        // Two vectors of channels at a time, then one (the last one partial).
        while c0 + 2 * n <= c {
            let (mut a0, mut a1) = (L::zero(), L::zero());
            for &(xo, wo) in &taps {
                let xs = &x[xo + c0..xo + c0 + 2 * n];
                let ws = &w[wo + c0..wo + c0 + 2 * n];
                a0 = a0.add(L::load_act(xs).mullo(L::load(ws)));
                a1 = a1.add(L::load_act(&xs[n..]).mullo(L::load(&ws[n..])));
            }
            ep.apply(a0, p, c0).store(&mut row[c0..c0 + n]);
            ep.apply(a1, p, c0 + n).store(&mut row[c0 + n..c0 + 2 * n]);
            c0 += 2 * n;
        }
        while c0 < c {
            let end = c.min(c0 + n);
            let mut acc = L::zero();
            for &(xo, wo) in &taps {
                acc = acc.add(L::load_act(&x[xo + c0..xo + end]).mullo(L::load(&w[wo + c0..])));
            }
            ep.apply(acc, p, c0).store(&mut row[c0..end]);
            c0 += n;
        }
    }
}
