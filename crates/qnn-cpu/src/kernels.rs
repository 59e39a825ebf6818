//! The fused product kernels: `conv2d` (NHWC) and `dense` with packed constant weights, and
//! the requantize epilogue of their chain (`fuse`), applied to each accumulator as the graph's
//! own ops would, in their order.

use qnn_arith::{QuantizedMultiplier, Rounding};
use qnn_ir::ops::Conv2dAttrs;
use qnn_ir::{DType, Data, Tensor, TensorType};

/// An accumulator type: `i32` (wrapping, as `conv2d` into `i32` is defined) or `i64`.
pub(crate) trait Acc: Copy + Default {
    /// `self + x * w`, wrapping in the accumulator type.
    fn mac(self, x: i32, w: i32) -> Self;

    /// The value, widened.
    fn get(self) -> i64;
}

impl Acc for i32 {
    #[inline(always)]
    fn mac(self, x: i32, w: i32) -> i32 {
        self.wrapping_add(x.wrapping_mul(w))
    }

    #[inline(always)]
    fn get(self) -> i64 {
        i64::from(self)
    }
}

impl Acc for i64 {
    #[inline(always)]
    fn mac(self, x: i32, w: i32) -> i64 {
        self.wrapping_add(i64::from(x) * i64::from(w))
    }

    #[inline(always)]
    fn get(self) -> i64 {
        self
    }
}

/// An activation element the kernels read (every integer type that fits `i32`).
pub(crate) trait Elem: Copy {
    fn widen(self) -> i32;
}

macro_rules! elem {
    ($($t:ty),*) => {$(
        impl Elem for $t {
            #[inline(always)]
            fn widen(self) -> i32 {
                i32::from(self)
            }
        }
    )*};
}
elem!(i8, u8, i16, u16);

impl Elem for i32 {
    #[inline(always)]
    fn widen(self) -> i32 {
        self
    }
}

/// Packed constant weights: `i16` where every weight fits (8- and 16-bit weights, whose
/// products with an 8- or 16-bit activation the compiler turns into `pmaddwd`), else `i32`.
#[derive(Clone, Debug)]
pub(crate) enum Weights {
    I16(Vec<i16>),
    I32(Vec<i32>),
    /// Not packed here: a SIMD kernel (`fast::Fast`) holds the weights and runs the step.
    Elsewhere,
}

impl Weights {
    fn pack(w: Vec<i32>) -> Weights {
        let fits = |v: i32| i16::try_from(v).is_ok();
        if w.iter().all(|&v| fits(v)) {
            Weights::I16(w.into_iter().map(|v| v as i16).collect())
        } else {
            Weights::I32(w)
        }
    }
}

/// The instruction set a kernel is compiled for, chosen at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Isa {
    /// Portable code (the compiler's baseline for the build target), on every machine.
    Scalar,
    /// x86-64 AVX2: 8 lanes, `vpmaddwd` dot products.
    Avx2,
    /// AVX2 with AVX-VNNI: 8 lanes, `vpdpwssd` dot products.
    AvxVnni,
    /// AVX-512 (F, BW, DQ, VL) with VNNI: 16 lanes, `vpdpwssd` dot products.
    Avx512,
}

impl Isa {
    /// Every level, the portable one first.
    pub const ALL: [Isa; 4] = [Isa::Scalar, Isa::Avx2, Isa::AvxVnni, Isa::Avx512];

    /// The best level this machine runs.
    pub fn detect() -> Isa {
        Isa::supported().last().copied().unwrap_or(Isa::Scalar)
    }

    /// Every level this machine runs, the scalar one first.
    pub fn supported() -> Vec<Isa> {
        Isa::ALL.into_iter().filter(|i| i.runs_here()).collect()
    }

    /// Whether this machine has the level's instructions.
    fn runs_here(self) -> bool {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::is_x86_feature_detected as has;
            match self {
                Isa::Scalar => true,
                Isa::Avx2 => has!("avx2"),
                Isa::AvxVnni => has!("avx2") && has!("avxvnni"),
                Isa::Avx512 => {
                    has!("avx2")
                        && has!("avx512f")
                        && has!("avx512bw")
                        && has!("avx512dq")
                        && has!("avx512vl")
                        && has!("avx512vnni")
                }
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            self == Isa::Scalar
        }
    }

    /// The level by its name ([`Isa::name`]).
    pub fn from_name(name: &str) -> Option<Isa> {
        Isa::ALL.into_iter().find(|i| i.name() == name)
    }

    /// The level's name (`scalar`, `avx2`, `avx-vnni`, `avx512`).
    pub fn name(self) -> &'static str {
        match self {
            Isa::Scalar => "scalar",
            Isa::Avx2 => "avx2",
            Isa::AvxVnni => "avx-vnni",
            Isa::Avx512 => "avx512",
        }
    }
}

/// A level this machine runs: the proof, checked at run time, that code compiled for its
/// [`Isa`] may execute here. Only [`Level::new`] makes one, after the CPU feature check, so a
/// kernel that takes a `Level` ([`at_level`], `fast::run`) cannot run where its
/// instructions do not exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Level(Isa);

impl Level {
    /// `isa` as a level, if this machine runs it.
    pub(crate) fn new(isa: Isa) -> Option<Level> {
        isa.runs_here().then_some(Level(isa))
    }

    /// The instruction set.
    pub(crate) fn isa(self) -> Isa {
        self.0
    }
}

/// Sizes of a convolution with NHWC activations.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ConvShape {
    pub n: usize,
    pub h: usize,
    pub w: usize,
    pub c: usize,
    pub o: usize,
    /// Input channels per group.
    pub i: usize,
    pub kh: usize,
    pub kw: usize,
    pub oh: usize,
    pub ow: usize,
    pub stride: [usize; 2],
    pub dilation: [usize; 2],
    pub pad: [usize; 2],
    pub groups: usize,
}

/// What the product computes, with its weights packed for its loop.
#[derive(Clone, Debug)]
pub(crate) enum Product {
    /// `conv2d`; weights `[KH][KW][I][O]` (`I` input channels per group).
    Conv(ConvShape, Weights),
    /// `dense` of `[B, K]` by `[O, K]`; weights `[O][K]`.
    Dense {
        b: usize,
        k: usize,
        o: usize,
        w: Weights,
    },
}

impl Product {
    /// The convolution of `x` (shape `xs`, NHWC) by the constant `w`, with its weights packed
    /// for the portable kernel if `pack`, or `None` where the kernel does not apply (weights
    /// wider than `i32`, shapes that do not fit).
    pub(crate) fn conv(a: &Conv2dAttrs, xs: &[usize], w: &Tensor, pack: bool) -> Option<Product> {
        let ws = w.shape();
        if xs.len() != 4 || ws.len() != 4 {
            return None;
        }
        let [n, h, wd, c] = [xs[0], xs[1], xs[2], xs[3]];
        let [po, pi, ph, pw] = a.kernel_layout.axes();
        let (o, i, kh, kw) = (ws[po], ws[pi], ws[ph], ws[pw]);
        let groups = a.groups;
        if groups == 0 || i.checked_mul(groups) != Some(c) || o % groups != 0 {
            return None;
        }
        let (oh, pt) = a.padding.resolve(0, h, kh, a.strides[0], a.dilation[0])?;
        let (ow, pl) = a.padding.resolve(1, wd, kw, a.strides[1], a.dilation[1])?;
        let shape = ConvShape {
            n,
            h,
            w: wd,
            c,
            o,
            i,
            kh,
            kw,
            oh,
            ow,
            stride: a.strides,
            dilation: a.dilation,
            pad: [pt, pl],
            groups,
        };
        if !pack {
            return weights_fit_i32(w).then_some(Product::Conv(shape, Weights::Elsewhere));
        }
        let weights = ConvWeight::new(a, w)?;
        let mut packed = Vec::with_capacity(o * i * kh * kw);
        // `[KH][KW][I][O]`: for each tap and input channel, the row of weights over the
        // output channels, so the inner loop runs over output channels (vectorized).
        for ky in 0..kh {
            for kx in 0..kw {
                for ic in 0..i {
                    packed.extend(weights.row(o, ic, ky, kx));
                }
            }
        }
        Some(Product::Conv(shape, Weights::pack(packed)))
    }

    /// The dense product of `x` (shape `xs`, flattened to `[B, K]`) by the constant `w`,
    /// with its weights packed for the portable kernel if `pack`.
    pub(crate) fn dense(xs: &[usize], w: &Tensor, pack: bool) -> Option<Product> {
        let ws = w.shape();
        let (o, k) = (*ws.first()?, *ws.get(1)?);
        let total: usize = xs.iter().product();
        if ws.len() != 2 || k == 0 || !total.is_multiple_of(k) {
            return None;
        }
        let w = if pack {
            Weights::pack(weights_i32(w)?)
        } else if weights_fit_i32(w) {
            Weights::Elsewhere
        } else {
            return None;
        };
        Some(Product::Dense {
            b: total / k,
            k,
            o,
            w,
        })
    }

    /// What the product computes, for profiles: `conv 3x3/2 16->48`, `depthwise 3x3/1 48`,
    /// `grouped conv ...`, `dense 1280->10`.
    pub(crate) fn describe(&self) -> String {
        match self {
            Product::Conv(s, _) => {
                let kind = if s.groups == 1 {
                    "conv"
                } else if s.i == 1 && s.groups == s.o {
                    "depthwise"
                } else {
                    "grouped conv"
                };
                let channels = if kind == "depthwise" {
                    s.o.to_string()
                } else {
                    format!("{}->{}", s.c, s.o)
                };
                format!("{kind} {}x{}/{} {channels}", s.kh, s.kw, s.stride[0])
            }
            Product::Dense { k, o, .. } => format!("dense {k}->{o}"),
        }
    }

    /// Output channels (the innermost dimension of the result).
    pub(crate) fn channels(&self) -> usize {
        match self {
            Product::Conv(s, _) => s.o,
            Product::Dense { o, .. } => *o,
        }
    }

    /// Multiply-accumulates per output element (the work of one element).
    pub(crate) fn taps(&self) -> usize {
        match self {
            Product::Conv(s, _) => s.kh * s.kw * s.i,
            Product::Dense { k, .. } => *k,
        }
    }

    /// Output pixels (elements / channels).
    pub(crate) fn pixels(&self) -> usize {
        match self {
            Product::Conv(s, _) => s.n * s.oh * s.ow,
            Product::Dense { b, .. } => *b,
        }
    }

    /// Output pixels `pixels` of the product with its epilogue: the accumulators of a pixel
    /// (one per channel), each link applied to them, then one store into `out` (which holds
    /// those pixels' elements only); the kernels are compiled for `level`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn run<X: Elem, A: Acc>(
        &self,
        level: Level,
        x: &[X],
        links: &[Link],
        out: &mut DataMut<'_>,
        pixels: std::ops::Range<usize>,
        row: &mut [i64],
        acc: &mut [A],
    ) -> Result<(), String> {
        let packed = match self {
            Product::Conv(_, w) | Product::Dense { w, .. } => !matches!(w, Weights::Elsewhere),
        };
        if !packed {
            return Err("the product's weights are packed for a SIMD kernel only".into());
        }
        at_level(
            level,
            #[inline(always)]
            || run_body(self, x, links, out, pixels, row, acc),
        )
    }
}

/// `f()`, compiled for `level`: the portable build at [`Isa::Scalar`], else a build with the
/// level's vector instructions (AVX2; AVX-512 for [`Isa::Avx512`]), which the compiler uses
/// to vectorize the same source.
#[inline(always)]
pub(crate) fn at_level<R>(level: Level, f: impl FnOnce() -> R) -> R {
    match level.isa() {
        Isa::Scalar => f(),
        // SAFETY (both arms): every level above `Scalar` has AVX2, `Avx512` the AVX-512
        // features enabled here, and a `Level` exists only for a level this machine runs
        // (`Level::new` checks); the functions are safe code.
        #[cfg(target_arch = "x86_64")]
        Isa::Avx512 => unsafe { with_avx512(f) },
        #[cfg(target_arch = "x86_64")]
        _ => unsafe { with_avx2(f) },
        #[cfg(not(target_arch = "x86_64"))]
        _ => f(),
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn with_avx2<R>(f: impl FnOnce() -> R) -> R {
    f()
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,avx512f,avx512bw,avx512dq,avx512vl")]
fn with_avx512<R>(f: impl FnOnce() -> R) -> R {
    f()
}

#[inline(always)]
fn run_body<X: Elem, A: Acc>(
    product: &Product,
    x: &[X],
    links: &[Link],
    out: &mut DataMut<'_>,
    pixels: std::ops::Range<usize>,
    row: &mut [i64],
    acc: &mut [A],
) -> Result<(), String> {
    let o = acc.len();
    let first = pixels.start;
    for p in pixels {
        pixel_body(product, x, p, acc);
        for (r, a) in row.iter_mut().zip(acc.iter()) {
            *r = a.get();
        }
        for l in links {
            l.apply(p * o, row)?;
        }
        store_mut(out, (p - first) * o, row);
    }
    Ok(())
}

#[inline(always)]
fn pixel_body<X: Elem, A: Acc>(product: &Product, x: &[X], p: usize, acc: &mut [A]) {
    match product {
        Product::Dense { k, w, .. } => {
            let row = &x[p * k..(p + 1) * k];
            match w {
                Weights::I16(w) => dense_row(row, w, *k, acc),
                Weights::I32(w) => dense_row(row, w, *k, acc),
                // Refused by `Product::run`.
                Weights::Elsewhere => {}
            }
        }
        Product::Conv(s, Weights::I16(w)) => conv_pixel(s, w, x, p, acc),
        Product::Conv(s, Weights::I32(w)) => conv_pixel(s, w, x, p, acc),
        // Refused by `Product::run`.
        Product::Conv(_, Weights::Elsewhere) => {}
    }
}

#[inline(always)]
fn dense_row<X: Elem, W: Elem, A: Acc>(row: &[X], w: &[W], k: usize, acc: &mut [A]) {
    for (a, wr) in acc.iter_mut().zip(w.chunks_exact(k)) {
        *a = dot(row, wr);
    }
}

/// `sum x[k] * w[k]` in the accumulator type.
#[inline(always)]
fn dot<X: Elem, W: Elem, A: Acc>(x: &[X], w: &[W]) -> A {
    x.iter()
        .zip(w)
        .fold(A::default(), |a, (&x, &w)| a.mac(x.widen(), w.widen()))
}

#[inline(always)]
fn conv_pixel<X: Elem, W: Elem, A: Acc>(s: &ConvShape, w: &[W], x: &[X], p: usize, acc: &mut [A]) {
    let (b, rest) = (p / (s.oh * s.ow), p % (s.oh * s.ow));
    let (oy, ox) = (rest / s.ow, rest % s.ow);
    acc.iter_mut().for_each(|a| *a = A::default());
    let per_group = s.o / s.groups;
    for ky in 0..s.kh {
        let iy = (oy * s.stride[0] + ky * s.dilation[0]).wrapping_sub(s.pad[0]);
        if iy >= s.h {
            continue;
        }
        for kx in 0..s.kw {
            let ix = (ox * s.stride[1] + kx * s.dilation[1]).wrapping_sub(s.pad[1]);
            if ix >= s.w {
                continue;
            }
            let xrow = &x[((b * s.h + iy) * s.w + ix) * s.c..][..s.c];
            let wtap = &w[(ky * s.kw + kx) * s.i * s.o..][..s.i * s.o];
            if s.i == 1 && per_group == 1 {
                // Depthwise with one output channel per input channel.
                for ((a, &wv), &xv) in acc.iter_mut().zip(wtap).zip(xrow) {
                    *a = a.mac(xv.widen(), wv.widen());
                }
            } else if s.i == 1 {
                for (oc, (a, &wv)) in acc.iter_mut().zip(wtap).enumerate() {
                    *a = a.mac(xrow[oc / per_group].widen(), wv.widen());
                }
            } else {
                // Each input channel of a group times its row of weights over the group's
                // output channels.
                // Blocks of `BLOCK` output channels stay in registers across the input
                // channels.
                const BLOCK: usize = 16;
                for (g, accs) in acc.chunks_exact_mut(per_group).enumerate() {
                    let xs = &xrow[g * s.i..][..s.i];
                    for (b, block) in accs.chunks_mut(BLOCK).enumerate() {
                        let at = g * per_group + b * BLOCK;
                        if block.len() == BLOCK {
                            let mut local = [A::default(); BLOCK];
                            local.copy_from_slice(block);
                            for (ic, x) in xs.iter().enumerate() {
                                let xv = x.widen();
                                let wrow = &wtap[ic * s.o + at..][..BLOCK];
                                for (a, &wv) in local.iter_mut().zip(wrow) {
                                    *a = a.mac(xv, wv.widen());
                                }
                            }
                            block.copy_from_slice(&local);
                        } else {
                            for (ic, x) in xs.iter().enumerate() {
                                let xv = x.widen();
                                let wrow = &wtap[ic * s.o + at..][..block.len()];
                                for (a, &wv) in block.iter_mut().zip(wrow) {
                                    *a = a.mac(xv, wv.widen());
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// A constant convolution weight read by output channel, input channel (within its group)
/// and tap, whatever its layout.
pub(crate) struct ConvWeight {
    vals: Vec<i32>,
    /// The strides of output channel, input channel, row and column.
    strides: [usize; 4],
}

impl ConvWeight {
    /// The weight `w` of a convolution with attributes `a`, or `None` if an element does not
    /// fit `i32`.
    pub(crate) fn new(a: &Conv2dAttrs, w: &Tensor) -> Option<ConvWeight> {
        let ws = w.shape();
        if ws.len() != 4 {
            return None;
        }
        let mut st = [1usize; 4];
        for d in (0..3).rev() {
            st[d] = st[d + 1] * ws[d + 1];
        }
        let [po, pi, ph, pw] = a.kernel_layout.axes();
        Some(ConvWeight {
            vals: weights_i32(w)?,
            strides: [st[po], st[pi], st[ph], st[pw]],
        })
    }

    /// The weights of input channel `ic` at tap `(ky, kx)` for output channels `0..o`.
    #[inline(always)]
    pub(crate) fn row(
        &self,
        o: usize,
        ic: usize,
        ky: usize,
        kx: usize,
    ) -> impl Iterator<Item = i32> + '_ {
        let [so, si, sy, sx] = self.strides;
        let base = ic * si + ky * sy + kx * sx;
        self.vals
            .get(base..)
            .unwrap_or(&[])
            .iter()
            .step_by(so.max(1))
            .take(o)
            .copied()
    }
}

/// Whether every element of a constant weight is an integer that fits `i32`.
fn weights_fit_i32(w: &Tensor) -> bool {
    w.int_bounds()
        .is_some_and(|(lo, hi)| lo >= i64::from(i32::MIN) && hi <= i64::from(i32::MAX))
}

/// Integer elements of a constant weight as `i32`, or `None` if one does not fit.
pub(crate) fn weights_i32(w: &Tensor) -> Option<Vec<i32>> {
    if !weights_fit_i32(w) {
        return None;
    }
    Some(match w.data() {
        Data::I8(v) => v.iter().map(|&x| i32::from(x)).collect(),
        Data::U8(v) => v.iter().map(|&x| i32::from(x)).collect(),
        Data::I16(v) => v.iter().map(|&x| i32::from(x)).collect(),
        Data::U16(v) => v.iter().map(|&x| i32::from(x)).collect(),
        Data::I32(v) => v.clone(),
        Data::I64(v) => v.iter().map(|&x| x as i32).collect(),
        Data::F32(_) | Data::F64(_) => return None,
    })
}

/// One link of the epilogue (`fuse::Link`), ready to apply.
#[derive(Clone, Debug)]
pub(crate) enum Link {
    /// `add` of a constant broadcast to the result (one value, one per channel, or one per
    /// element), wrapping in `dtype`.
    Add { values: Vec<i64>, dtype: DType },
    /// `fixed_point_multiply`: one multiplier, or one per channel of an axis whose index of
    /// element `e` is `(e / inner) % extent`.
    Fpm {
        multipliers: Vec<QuantizedMultiplier>,
        inner: usize,
        extent: usize,
        rounding: Rounding,
        dtype: DType,
    },
    /// FULLY_CONNECTED's double rescale, four ops of the graph: `cast` to `f64`, `multiply`
    /// by `multipliers` (one, or one per channel), `round {half_away}`, `cast` to `i32`
    /// (x86-64's conversion: out of range gives `INT32_MIN`).
    F64Rescale { multipliers: Vec<f64> },
    /// `clip`.
    Clip { min: i64, max: i64 },
    /// `cast` to an integer type (wrapping).
    Cast { dtype: DType },
}

impl Link {
    /// The `fixed_point_multiply` link of an op with attributes `a` and result type `ty`, or
    /// `None` where its multipliers do not match its axis.
    pub(crate) fn fpm(a: &qnn_ir::ops::FixedPointMultiplyAttrs, ty: &TensorType) -> Option<Link> {
        let (inner, extent) = match a.axis {
            Some(ax) => (
                ty.shape.get(ax + 1..)?.iter().product::<usize>(),
                *ty.shape.get(ax)?,
            ),
            None => (1, 1),
        };
        let multipliers: Vec<QuantizedMultiplier> = a
            .multiplier
            .iter()
            .zip(&a.shift)
            .map(|(&multiplier, &shift)| QuantizedMultiplier { multiplier, shift })
            .collect();
        if multipliers.is_empty() || (multipliers.len() > 1 && multipliers.len() != extent) {
            return None;
        }
        Some(Link::Fpm {
            multipliers,
            inner: inner.max(1),
            extent: extent.max(1),
            rounding: a.rounding,
            dtype: ty.dtype,
        })
    }

    /// The link applied to `row`, the values of elements `first..first + row.len()` (one
    /// output pixel's channels); `Err` is the op's run-time error.
    #[inline(always)]
    pub(crate) fn apply(&self, first: usize, row: &mut [i64]) -> Result<(), String> {
        match self {
            Link::Add { values, dtype } => {
                if let [c] = values.as_slice() {
                    row.iter_mut().for_each(|v| *v = v.wrapping_add(*c));
                } else {
                    // One value per channel (the row), or one per element.
                    let at = if values.len() == row.len() { 0 } else { first };
                    let cs = &values[at..at + row.len()];
                    row.iter_mut()
                        .zip(cs)
                        .for_each(|(v, c)| *v = v.wrapping_add(*c));
                }
                wrap_row(*dtype, row);
            }
            Link::Fpm {
                multipliers,
                inner,
                extent,
                rounding,
                dtype,
            } => {
                let channel = |k: usize| {
                    if multipliers.len() == 1 {
                        0
                    } else {
                        ((first + k) / inner) % extent
                    }
                };
                let (lo, hi) = dtype.int_range().unwrap_or((i64::MIN, i64::MAX));
                // The common case: TFLite's rescale, one multiplier per channel of the row.
                if *rounding == Rounding::TfliteDouble
                    && (multipliers.len() == 1 || (*inner == 1 && *extent == row.len()))
                {
                    let fits = row.iter().all(|v| i32::try_from(*v).is_ok());
                    if fits {
                        let mbqm = |v: &mut i64, m: &QuantizedMultiplier| {
                            *v = i64::from(qnn_arith::mbqm(*v as i32, m.multiplier, m.shift));
                        };
                        if let [m] = multipliers.as_slice() {
                            row.iter_mut().for_each(|v| mbqm(v, m));
                        } else {
                            row.iter_mut()
                                .zip(multipliers)
                                .for_each(|(v, m)| mbqm(v, m));
                        }
                        if let Some(k) = row.iter().position(|&r| r < lo || r > hi) {
                            return Err(format!(
                                "element {}: result {} does not fit in {dtype}",
                                first + k,
                                row[k]
                            ));
                        }
                        return Ok(());
                    }
                }
                for (k, v) in row.iter_mut().enumerate() {
                    let m = multipliers[channel(k)];
                    let r = match (*rounding, i32::try_from(*v)) {
                        // The common case, without the general path's checks.
                        (Rounding::TfliteDouble, Ok(x)) => {
                            i64::from(qnn_arith::mbqm(x, m.multiplier, m.shift))
                        }
                        _ => qnn_arith::fixed_point_multiply(*v, m, *rounding)
                            .map_err(|err| format!("element {} ({v}): {err}", first + k))?,
                    };
                    if r < lo || r > hi {
                        return Err(format!(
                            "element {}: result {r} does not fit in {dtype}",
                            first + k
                        ));
                    }
                    *v = r;
                }
            }
            Link::F64Rescale { multipliers } => {
                let rescale = |v: &mut i64, m: f64| {
                    *v = i64::from(qnn_arith::f64_to_i32_x86((*v as f64 * m).round()));
                };
                if let [m] = multipliers.as_slice() {
                    row.iter_mut().for_each(|v| rescale(v, *m));
                } else {
                    row.iter_mut()
                        .zip(multipliers)
                        .for_each(|(v, m)| rescale(v, *m));
                }
            }
            Link::Clip { min, max } => row.iter_mut().for_each(|v| *v = (*v).clamp(*min, *max)),
            Link::Cast { dtype } => wrap_row(*dtype, row),
        }
        Ok(())
    }
}

/// An integer lane of the kernels' rows: `i64` holds every value of a graph; `i32` the
/// values of an elementwise tree whose types all fit 32 bits (`Tree::fits_i32`), which then
/// runs on lanes half as wide.
pub(crate) trait Lane: Copy + Default + Ord + Into<i64> {
    /// `x` truncated to the lane (exact where it fits).
    fn of(x: i64) -> Self;
    fn wrapping_add(self, o: Self) -> Self;
    fn wrapping_sub(self, o: Self) -> Self;
    fn wrapping_mul(self, o: Self) -> Self;
    /// Applies `l` (a tree's `fixed_point_multiply`, `clip` or `cast`) to `row`, the values
    /// of elements `first..`; `Err` is the op's run-time error.
    fn link(l: &Link, first: usize, row: &mut [Self]) -> Result<(), String>;
    /// `s` as `i32` lanes, if that is what they are.
    fn as_i32(s: &[Self]) -> Option<&[i32]>;
    /// `s` as `i32` lanes, if that is what they are.
    fn as_i32_mut(s: &mut [Self]) -> Option<&mut [i32]>;
}

impl Lane for i64 {
    #[inline(always)]
    fn of(x: i64) -> i64 {
        x
    }

    #[inline(always)]
    fn wrapping_add(self, o: i64) -> i64 {
        i64::wrapping_add(self, o)
    }

    #[inline(always)]
    fn wrapping_sub(self, o: i64) -> i64 {
        i64::wrapping_sub(self, o)
    }

    #[inline(always)]
    fn wrapping_mul(self, o: i64) -> i64 {
        i64::wrapping_mul(self, o)
    }

    #[inline(always)]
    fn link(l: &Link, first: usize, row: &mut [i64]) -> Result<(), String> {
        l.apply(first, row)
    }

    fn as_i32(_: &[i64]) -> Option<&[i32]> {
        None
    }

    fn as_i32_mut(_: &mut [i64]) -> Option<&mut [i32]> {
        None
    }
}

impl Lane for i32 {
    #[inline(always)]
    fn of(x: i64) -> i32 {
        x as i32
    }

    #[inline(always)]
    fn wrapping_add(self, o: i32) -> i32 {
        i32::wrapping_add(self, o)
    }

    #[inline(always)]
    fn wrapping_sub(self, o: i32) -> i32 {
        i32::wrapping_sub(self, o)
    }

    #[inline(always)]
    fn wrapping_mul(self, o: i32) -> i32 {
        i32::wrapping_mul(self, o)
    }

    fn as_i32(s: &[i32]) -> Option<&[i32]> {
        Some(s)
    }

    fn as_i32_mut(s: &mut [i32]) -> Option<&mut [i32]> {
        Some(s)
    }

    /// The links [`Link::fits_i32`] accepts, on `i32` values.
    #[inline(always)]
    fn link(l: &Link, first: usize, row: &mut [i32]) -> Result<(), String> {
        match l {
            Link::Clip { min, max } => {
                let c = |v: i64| v.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32;
                let (lo, hi) = (c(*min), c(*max).max(c(*min)));
                row.iter_mut().for_each(|v| *v = (*v).clamp(lo, hi));
            }
            Link::Cast { dtype } => wrap_row(*dtype, row),
            Link::Fpm {
                multipliers,
                inner,
                extent,
                ..
            } => {
                // `tflite_double` into `i32`: no result is out of range.
                if let [m] = multipliers.as_slice() {
                    row.iter_mut()
                        .for_each(|v| *v = qnn_arith::mbqm(*v, m.multiplier, m.shift));
                } else {
                    for (k, v) in row.iter_mut().enumerate() {
                        let m = multipliers[((first + k) / inner) % extent];
                        *v = qnn_arith::mbqm(*v, m.multiplier, m.shift);
                    }
                }
            }
            _ => return Err("a link that does not run on 32-bit lanes".into()),
        }
        Ok(())
    }
}

impl Link {
    /// Whether the link computes the same on `i32` values as on `i64` ones, with no
    /// run-time error: a `clip` (whose bounds are in order), a `cast` to 32 bits or fewer, a
    /// `fixed_point_multiply` (`tflite_double`) into `i32`.
    pub(crate) fn fits_i32(&self) -> bool {
        match self {
            Link::Clip { min, max } => min <= max,
            Link::Cast { dtype } => fits_i32(*dtype),
            Link::Fpm {
                rounding, dtype, ..
            } => *rounding == Rounding::TfliteDouble && *dtype == DType::I32,
            _ => false,
        }
    }
}

/// An integer type of 32 bits or fewer.
pub(crate) fn fits_i32(d: DType) -> bool {
    matches!(
        d,
        DType::I8 | DType::U8 | DType::I16 | DType::U16 | DType::I32
    )
}

/// Every element of `row` wrapped to `dtype` (two's complement truncation).
#[inline(always)]
pub(crate) fn wrap_row<T: Lane>(dtype: DType, row: &mut [T]) {
    macro_rules! w {
        ($t:ty) => {
            row.iter_mut()
                .for_each(|v| *v = T::of(i64::from((*v).into() as $t)))
        };
    }
    match dtype {
        DType::I8 => w!(i8),
        DType::U8 => w!(u8),
        DType::I16 => w!(i16),
        DType::U16 => w!(u16),
        DType::I32 => w!(i32),
        _ => {}
    }
}

/// Writes `values` (already in `dtype`'s range) to `out[at..]`.
#[inline(always)]
pub(crate) fn store<T: Lane>(out: &mut Data, at: usize, values: &[T]) {
    store_mut(&mut DataMut::of(out), at, values)
}

/// A mutable run of a buffer's elements, typed: the part of a step's result that one thread
/// writes.
pub(crate) enum DataMut<'a> {
    I8(&'a mut [i8]),
    U8(&'a mut [u8]),
    I16(&'a mut [i16]),
    U16(&'a mut [u16]),
    I32(&'a mut [i32]),
    I64(&'a mut [i64]),
    F32(&'a mut [f32]),
    F64(&'a mut [f64]),
}

/// `$body` for each variant of [`DataMut`] `$d`, with `$v` its slice and `$V` its variant.
macro_rules! each_mut {
    ($d:expr, $v:ident, $V:ident => $body:expr) => {
        match $d {
            DataMut::I8($v) => {
                use DataMut::I8 as $V;
                $body
            }
            DataMut::U8($v) => {
                use DataMut::U8 as $V;
                $body
            }
            DataMut::I16($v) => {
                use DataMut::I16 as $V;
                $body
            }
            DataMut::U16($v) => {
                use DataMut::U16 as $V;
                $body
            }
            DataMut::I32($v) => {
                use DataMut::I32 as $V;
                $body
            }
            DataMut::I64($v) => {
                use DataMut::I64 as $V;
                $body
            }
            DataMut::F32($v) => {
                use DataMut::F32 as $V;
                $body
            }
            DataMut::F64($v) => {
                use DataMut::F64 as $V;
                $body
            }
        }
    };
}

impl<'a> DataMut<'a> {
    /// All of `d`.
    pub(crate) fn of(d: &'a mut Data) -> DataMut<'a> {
        match d {
            Data::I8(v) => DataMut::I8(v),
            Data::U8(v) => DataMut::U8(v),
            Data::I16(v) => DataMut::I16(v),
            Data::U16(v) => DataMut::U16(v),
            Data::I32(v) => DataMut::I32(v),
            Data::I64(v) => DataMut::I64(v),
            Data::F32(v) => DataMut::F32(v),
            Data::F64(v) => DataMut::F64(v),
        }
    }

    /// Elements `..len`, in runs of `size` (the last may be shorter).
    pub(crate) fn chunks(self, len: usize, size: usize) -> Vec<DataMut<'a>> {
        let size = size.max(1);
        each_mut!(self, v, V => {
            let end = len.min(v.len());
            v[..end].chunks_mut(size).map(V).collect()
        })
    }
}

/// Writes `values` (already in the buffer type's range) to `out[at..]`.
#[inline(always)]
pub(crate) fn store_mut<T: Lane>(out: &mut DataMut<'_>, at: usize, values: &[T]) {
    macro_rules! put {
        ($v:expr, $t:ty) => {
            for (o, &x) in $v[at..at + values.len()].iter_mut().zip(values) {
                *o = x.into() as $t;
            }
        };
    }
    match out {
        DataMut::I8(v) => put!(v, i8),
        DataMut::U8(v) => put!(v, u8),
        DataMut::I16(v) => put!(v, i16),
        DataMut::U16(v) => put!(v, u16),
        DataMut::I32(v) => put!(v, i32),
        DataMut::I64(v) => put!(v, i64),
        DataMut::F32(v) => put!(v, f32),
        DataMut::F64(v) => put!(v, f64),
    }
}

/// `$body` with `$v` bound to the elements of integer data `$d` (any integer type), or
/// `return Err($err)` for float data: the dispatch every kernel over integer buffers makes.
macro_rules! int_data {
    ($d:expr, $v:ident => $body:expr, $err:expr) => {
        match $d {
            Data::I8($v) => $body,
            Data::U8($v) => $body,
            Data::I16($v) => $body,
            Data::U16($v) => $body,
            Data::I32($v) => $body,
            Data::I64($v) => $body,
            Data::F32(_) | Data::F64(_) => return Err($err.into()),
        }
    };
}
pub(crate) use int_data;

/// A zeroed buffer of `len` elements of `dtype`.
pub(crate) fn zeros(dtype: DType, len: usize) -> Data {
    match Tensor::zeros(TensorType::new(dtype, [len])) {
        Some(t) => t.into_data(),
        None => Data::I8(Vec::new()),
    }
}
