//! The SIMD fast path of the fused products.
//!
//! A product chain takes this path when its activation is `i8`, `u8` or `i16`, its weights fit
//! `i16`, it accumulates in `i32`, and its epilogue is the integer requantize (any of: `add` of
//! one value or one per channel, TFLite's `fixed_point_multiply` (`tflite_double`) with one
//! multiplier or one per channel, `add`, `clip`, `cast` to an 8-, 16- or 32-bit integer). Other
//! chains run the portable kernel of `kernels.rs`, which is also what every level's results
//! are tested against.
//!
//! Two kernels:
//!
//! - **[`Fast::Gemm`]**: convolutions with one group and `dense`, as a matrix product. Each
//!   block of [`MR`] output pixels gathers its input patches (`im2col`) into a panel of `i16`
//!   pairs; the weights are packed at plan time in blocks of 16 output channels, each a
//!   run of `i16` pairs `[K/2][16][2]`. The inner loop is one `vpmaddwd` per pixel and 8
//!   channels: two products summed into one `i32` lane. `vpmaddwd` wraps exactly as `i32`
//!   accumulation does (its one overflowing case, `2 * (-2^15)^2`, wraps to `i32::MIN`), so
//!   the sums are the graph's for every 16-bit operand.
//! - **[`Fast::Depthwise`]**: convolutions with one output channel per input channel, over
//!   blocks of 8 channels (`vpmulld`).
//!
//! The epilogue ([`Epilogue`]) runs on the accumulators in registers, 8 lanes at a time, with
//! the same integer arithmetic as `qnn_arith` (module `avx2`'s `mbqm` is TFLite's
//! `MultiplyByQuantizedMultiplier` lane by lane), and the results are stored narrowed to the
//! output type.

use crate::kernels::{ConvShape, Link, Product, Weights};
use qnn_arith::Rounding;
use qnn_ir::DType;

/// Output pixels per block of the matrix-product kernel.
pub(crate) const MR: usize = 4;

/// One step of an [`Epilogue`] on 32-bit lanes. Per-channel parameters are padded with
/// zeros to a multiple of 16 channels.
#[derive(Clone, Debug)]
pub(crate) enum Step32 {
    /// Wrapping `add` of one value per channel.
    Add(Vec<i32>),
    /// Wrapping `add` of one value per element, `[pixels][channels padded to 16]`.
    AddElements(Vec<i32>),
    /// TFLite's `MultiplyByQuantizedMultiplier` per channel.
    Mbqm(Rescale),
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
    /// Output pixels (rows of [`Step32::AddElements`]).
    pub pixels: usize,
}

/// The usual requantize (`[add bias]`, `fixed_point_multiply`, `[add zero point]`, `clip`),
/// the form most epilogues take once redundant wraps are dropped.
#[derive(Clone, Debug)]
pub(crate) struct Requant {
    /// Index of the bias add in `steps` (`Add` or `AddElements`).
    pub bias: Option<usize>,
    /// Index of the rescale.
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

impl Epilogue {
    /// The epilogue of `links` over `pixels` rows of `channels` output channels, storing
    /// `out`, or `None` where a link is not one the fast path computes exactly in 32 bits.
    pub(crate) fn new(
        links: &[Link],
        pixels: usize,
        channels: usize,
        out: DType,
    ) -> Option<Epilogue> {
        let padded = pad16(channels);
        // One value per channel, padded; `None` unless `values` has one or `channels`.
        let per_channel = |values: &[i32]| -> Option<Vec<i32>> {
            let mut v = match values.len() {
                1 => vec![values[0]; channels],
                n if n == channels => values.to_vec(),
                _ => return None,
            };
            v.resize(padded, 0);
            Some(v)
        };
        let narrow = |d: DType| matches!(d, DType::I8 | DType::U8 | DType::I16 | DType::U16);
        let mut steps = Vec::new();
        for l in links {
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
                        steps.push(Step32::AddElements(rows));
                    } else {
                        steps.push(Step32::Add(per_channel(&v)?));
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
                    let right = per_channel(&right)?;
                    let mask = right.iter().map(|&r| ((1i64 << r) - 1) as i32).collect();
                    steps.push(Step32::Mbqm(Rescale {
                        multiplier: per_channel(&ms)?,
                        shifts_left: left.iter().any(|&l| l != 0),
                        left: per_channel(&left)?,
                        right,
                        mask,
                    }));
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
            pixels: pixels.max(1),
        })
    }
}

impl Requant {
    /// `steps` as the usual requantize, if they are one.
    fn of(steps: &[Step32]) -> Option<Requant> {
        let bias = matches!(steps.first()?, Step32::Add(_) | Step32::AddElements(_));
        let rest = &steps[usize::from(bias)..];
        let (zero_point, lo, hi) = match rest {
            [Step32::Mbqm(_), Step32::Add(z), Step32::Clamp(lo, hi)] => (Some(z.clone()), lo, hi),
            [Step32::Mbqm(_), Step32::Clamp(lo, hi)] => (None, lo, hi),
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
    /// `[K/2][16][2]` (the last block 8 wide where the channels, padded to 8, end there).
    Gemm {
        shape: ConvShape,
        /// `K` rounded up to even.
        kp: usize,
        w: Vec<i16>,
        ep: Epilogue,
    },
    /// One output channel per input channel: weights `[KH][KW][C]` as `i32`, `C` padded to
    /// 8.
    Depthwise {
        shape: ConvShape,
        w: Vec<i32>,
        ep: Epilogue,
    },
}

impl Fast {
    /// The fast form of `product` with epilogue `links`, reading `x` and writing `out`, or
    /// `None` where it does not apply (module doc).
    pub(crate) fn new(
        product: &Product,
        links: &[Link],
        x: DType,
        acc: DType,
        out: DType,
    ) -> Option<Fast> {
        if acc != DType::I32 || !matches!(x, DType::I8 | DType::U8 | DType::I16) {
            return None;
        }
        let ep = Epilogue::new(links, product.pixels(), product.channels(), out)?;
        match product {
            Product::Dense { b, k, o, w } => {
                let Weights::I16(w) = w else { return None };
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
                let kp = k + k % 2;
                Some(Fast::Gemm {
                    shape,
                    kp,
                    w: pack_gemm(*k, *o, |kk, oc| w[oc * k + kk]),
                    ep,
                })
            }
            Product::Conv(s, Weights::I16(w)) if s.groups == 1 => {
                let k = s.kh * s.kw * s.i;
                // `[KH][KW][I][O]`: patch index `(ky * KW + kx) * I + ic` is row `kk`.
                Some(Fast::Gemm {
                    shape: *s,
                    kp: k + k % 2,
                    w: pack_gemm(k, s.o, |kk, oc| w[kk * s.o + oc]),
                    ep,
                })
            }
            Product::Conv(s, Weights::I16(w)) if s.i == 1 && s.groups == s.o => {
                let cp = s.o.div_ceil(8) * 8;
                let mut packed = vec![0i32; s.kh * s.kw * cp];
                for tap in 0..s.kh * s.kw {
                    for c in 0..s.o {
                        packed[tap * cp + c] = i32::from(w[tap * s.o + c]);
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

    /// The length of the `i16` patch and of the `i32` panel the kernel needs as scratch.
    pub(crate) fn scratch(&self) -> (usize, usize) {
        match self {
            Fast::Gemm { kp, .. } => (*kp, MR * kp / 2),
            Fast::Depthwise { .. } => (0, 0),
        }
    }
}

/// Weights `w(k, o)` of a `K x O` product, packed for [`Fast::Gemm`].
fn pack_gemm(k: usize, o: usize, w: impl Fn(usize, usize) -> i16) -> Vec<i16> {
    let kp = k + k % 2;
    let o8 = o.div_ceil(8) * 8;
    let mut packed = Vec::with_capacity(kp * o8);
    let at = |kk: usize, oc: usize| if kk < k && oc < o { w(kk, oc) } else { 0 };
    for o0 in (0..o8).step_by(16) {
        let nr = (o8 - o0).min(16);
        for pair in 0..kp / 2 {
            for j in 0..nr {
                packed.push(at(2 * pair, o0 + j));
                packed.push(at(2 * pair + 1, o0 + j));
            }
        }
    }
    packed
}

/// The input patch of output pixel `p` (`[KH][KW][C]`, zero where the window leaves the
/// input) into `patch` (`kp` values, the last one zero when `K` is odd).
#[inline(always)]
pub(crate) fn gather<X: Copy + Into<i32>>(s: &ConvShape, x: &[X], p: usize, patch: &mut [i16]) {
    let (b, rest) = (p / (s.oh * s.ow), p % (s.oh * s.ow));
    let (oy, ox) = (rest / s.ow, rest % s.ow);
    let c = s.c;
    let widen = |dst: &mut [i16], src: &[X]| {
        for (d, &v) in dst.iter_mut().zip(src) {
            // Every activation type of the fast path fits `i16`.
            *d = v.into() as i16;
        }
    };
    let mut at = 0;
    let ix0 = (ox * s.stride[1]).wrapping_sub(s.pad[1]);
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
                dst.fill(0);
            }
            at += c;
        }
    }
    patch[at..].fill(0);
}

#[cfg(target_arch = "x86_64")]
pub(crate) mod avx2 {
    //! The AVX2 kernels. Every function has `#[target_feature(enable = "avx2")]`; the
    //! plan only calls them at an [`Isa`](crate::Isa) level this machine runs.

    use super::{gather, Epilogue, Fast, Requant, Rescale, Step32, MR};
    use crate::kernels::ConvShape;
    use qnn_ir::DType;
    use std::arch::x86_64::*;

    /// Eight lanes loaded from the first 8 elements of `s`.
    #[inline(always)]
    fn load8(s: &[i32]) -> __m256i {
        let s: &[i32; 8] = s[..8].try_into().expect("8 elements");
        // SAFETY: `s` is 32 readable bytes; `loadu` has no alignment requirement. Inlined
        // only into `#[target_feature(enable = "avx2")]` functions.
        unsafe { _mm256_loadu_si256(s.as_ptr().cast()) }
    }

    /// Sixteen `i16` lanes loaded from the first 16 elements of `s`.
    #[inline(always)]
    fn load16(s: &[i16]) -> __m256i {
        let s: &[i16; 16] = s[..16].try_into().expect("16 elements");
        // SAFETY: as in `load8`: 32 readable bytes, no alignment requirement.
        unsafe { _mm256_loadu_si256(s.as_ptr().cast()) }
    }

    /// An activation type of the fast path.
    pub(crate) trait Act: Copy + Default + Into<i32> {
        /// The first 8 elements of `s`, widened to `i32` lanes (`s` has at least 8).
        fn load8(s: &[Self]) -> __m256i;
    }

    macro_rules! act {
        ($t:ty, $load:ident, $cvt:ident) => {
            impl Act for $t {
                #[inline(always)]
                fn load8(s: &[$t]) -> __m256i {
                    let s: &[$t; 8] = s[..8].try_into().expect("8 elements");
                    // SAFETY: `s` is 8 elements (8 or 16 readable bytes), all of which the
                    // load reads; no alignment requirement. Inlined only into AVX2
                    // functions.
                    unsafe { $cvt($load(s.as_ptr().cast())) }
                }
            }
        };
    }
    act!(i8, _mm_loadl_epi64, _mm256_cvtepi8_epi32);
    act!(u8, _mm_loadl_epi64, _mm256_cvtepu8_epi32);
    act!(i16, _mm_loadu_si128, _mm256_cvtepi16_epi32);

    /// An output type of the fast path.
    pub(crate) trait Out: Copy + Default {
        /// Stores the lanes of `v` (each already in this type's range) to `dst`, up to 8.
        fn store(v: __m256i, dst: &mut [Self]);
    }

    /// The 8 lanes of `v` (within `i16`) as 8 `i16` in 128 bits.
    #[inline(always)]
    fn pack16(v: __m256i) -> __m128i {
        // SAFETY: AVX2 register operations, inlined only into AVX2 functions.
        unsafe {
            let p = _mm256_packs_epi32(v, v);
            _mm256_castsi256_si128(_mm256_permute4x64_epi64::<0b1000>(p))
        }
    }

    macro_rules! out {
        ($t:ty, |$v:ident| $narrow:expr, $store:ident) => {
            impl Out for $t {
                #[inline(always)]
                fn store($v: __m256i, dst: &mut [$t]) {
                    // SAFETY: AVX2 register operations, inlined only into AVX2 functions.
                    #[allow(unused_unsafe)]
                    let narrowed = unsafe { $narrow };
                    if let Some(d) = dst.first_chunk_mut::<8>() {
                        // SAFETY: `d` is 8 writable elements, the bytes the store writes; no
                        // alignment requirement.
                        unsafe { $store(d.as_mut_ptr().cast(), narrowed) }
                    } else {
                        let mut lanes = [<$t>::default(); 8];
                        // SAFETY: as above, into `lanes`.
                        unsafe { $store(lanes.as_mut_ptr().cast(), narrowed) }
                        let n = dst.len();
                        dst.copy_from_slice(&lanes[..n]);
                    }
                }
            }
        };
    }

    out!(
        i8,
        |v| _mm_packs_epi16(pack16(v), pack16(v)),
        _mm_storel_epi64
    );
    out!(
        u8,
        |v| _mm_packus_epi16(pack16(v), pack16(v)),
        _mm_storel_epi64
    );
    out!(i16, |v| pack16(v), _mm_storeu_si128);
    out!(i32, |v| v, _mm256_storeu_si256);

    /// TFLite's `MultiplyByQuantizedMultiplier` on channels `c..c + 8`: `srdhm(x << left, m)`
    /// then `rdbpot(.., right)`, as `qnn_arith::mbqm`.
    #[inline(always)]
    fn mbqm(x: __m256i, r: &Rescale, c: usize) -> __m256i {
        let m = load8(&r.multiplier[c..]);
        let right = load8(&r.right[c..]);
        let mask = load8(&r.mask[c..]);
        // SAFETY: AVX2 register operations, inlined only into AVX2 functions.
        unsafe {
            // `x * 2^left`, wrapping (`left < 32`).
            let x = if r.shifts_left {
                _mm256_sllv_epi32(x, load8(&r.left[c..]))
            } else {
                x
            };
            // srdhm: `(x * m + 2^30) >> 31` in 64 bits (no multiplier is `i32::MIN`), the
            // even lanes and the odd lanes apart.
            let nudge = _mm256_set1_epi64x(1 << 30);
            let even = _mm256_add_epi64(_mm256_mul_epi32(x, m), nudge);
            let odd = _mm256_add_epi64(
                _mm256_mul_epi32(_mm256_srli_epi64::<32>(x), _mm256_srli_epi64::<32>(m)),
                nudge,
            );
            // Bits 31..63 of each sum: in the low half for even lanes, the high half for odd.
            let h = _mm256_blend_epi32::<0b1010_1010>(
                _mm256_srli_epi64::<31>(even),
                _mm256_slli_epi64::<1>(odd),
            );
            // rdbpot: `(h >> right) + (remainder > threshold)`, ties away from zero.
            let remainder = _mm256_and_si256(h, mask);
            let negative = _mm256_cmpgt_epi32(_mm256_setzero_si256(), h);
            let threshold = _mm256_sub_epi32(_mm256_srai_epi32::<1>(mask), negative);
            let up = _mm256_cmpgt_epi32(remainder, threshold);
            _mm256_sub_epi32(_mm256_srav_epi32(h, right), up)
        }
    }

    impl Epilogue {
        /// The epilogue on the accumulators of channels `c..c + 8` of pixel `p`.
        #[inline(always)]
        fn apply(&self, v: __m256i, p: usize, c: usize) -> __m256i {
            match &self.requant {
                Some(r) => self.requant(r, v, p, c),
                None => self.steps(&self.steps, v, p, c),
            }
        }

        /// [`Epilogue::apply`] of the usual requantize.
        #[inline(always)]
        fn requant(&self, r: &Requant, mut v: __m256i, p: usize, c: usize) -> __m256i {
            if let Some(b) = r.bias {
                v = self.steps(&self.steps[b..b + 1], v, p, c);
            }
            if let Step32::Mbqm(rescale) = &self.steps[r.rescale] {
                v = mbqm(v, rescale, c);
            }
            // SAFETY: AVX2 register operations, inlined only into AVX2 functions.
            unsafe {
                if let Some(z) = &r.zero_point {
                    v = _mm256_add_epi32(v, load8(&z[c..]));
                }
                _mm256_min_epi32(
                    _mm256_max_epi32(v, _mm256_set1_epi32(r.lo)),
                    _mm256_set1_epi32(r.hi),
                )
            }
        }

        /// `steps` applied in turn.
        #[inline(always)]
        fn steps(&self, steps: &[Step32], mut v: __m256i, p: usize, c: usize) -> __m256i {
            // SAFETY: AVX2 register operations, inlined only into AVX2 functions.
            unsafe {
                for s in steps {
                    v = match s {
                        Step32::Add(a) => _mm256_add_epi32(v, load8(&a[c..])),
                        Step32::AddElements(a) => {
                            let padded = a.len() / self.pixels;
                            _mm256_add_epi32(v, load8(&a[p * padded + c..]))
                        }
                        Step32::Mbqm(r) => mbqm(v, r, c),
                        Step32::Clamp(lo, hi) => _mm256_min_epi32(
                            _mm256_max_epi32(v, _mm256_set1_epi32(*lo)),
                            _mm256_set1_epi32(*hi),
                        ),
                        Step32::Wrap(d) => match d {
                            DType::I8 => _mm256_srai_epi32::<24>(_mm256_slli_epi32::<24>(v)),
                            DType::U8 => _mm256_and_si256(v, _mm256_set1_epi32(0xFF)),
                            DType::I16 => _mm256_srai_epi32::<16>(_mm256_slli_epi32::<16>(v)),
                            _ => _mm256_and_si256(v, _mm256_set1_epi32(0xFFFF)),
                        },
                    };
                }
                v
            }
        }
    }

    /// Runs `fast` on `x` into `out` (`patch` and `panel` sized by [`Fast::scratch`]).
    #[target_feature(enable = "avx2")]
    pub(crate) fn run<X: Act, O: Out>(
        fast: &Fast,
        x: &[X],
        out: &mut [O],
        patch: &mut [i16],
        panel: &mut [i32],
    ) {
        match fast {
            Fast::Gemm { shape, kp, w, ep } => gemm(shape, *kp, w, ep, x, out, patch, panel),
            Fast::Depthwise { shape, w, ep } => depthwise(shape, w, ep, x, out),
        }
    }

    #[allow(clippy::too_many_arguments)]
    #[target_feature(enable = "avx2")]
    fn gemm<X: Act, O: Out>(
        s: &ConvShape,
        kp: usize,
        w: &[i16],
        ep: &Epilogue,
        x: &[X],
        out: &mut [O],
        patch: &mut [i16],
        panel: &mut [i32],
    ) {
        let pixels = s.n * s.oh * s.ow;
        let o = s.o;
        let pairs = kp / 2;
        let o8 = o.div_ceil(8) * 8;
        for p0 in (0..pixels).step_by(MR) {
            let rows = (pixels - p0).min(MR);
            for r in 0..MR {
                let dst = &mut panel[r * pairs..(r + 1) * pairs];
                if r < rows {
                    gather(s, x, p0 + r, &mut patch[..kp]);
                    for (d, pair) in dst.iter_mut().zip(patch.chunks_exact(2)) {
                        *d = i32::from(pair[0] as u16) | (i32::from(pair[1] as u16) << 16);
                    }
                } else {
                    dst.fill(0);
                }
            }
            for o0 in (0..o8).step_by(16) {
                let block = &w[o0 * kp..];
                let mut acc = [[_mm256_setzero_si256(); 2]; MR];
                if o8 - o0 >= 16 {
                    for pair in 0..pairs {
                        let w0 = load16(&block[pair * 32..]);
                        let w1 = load16(&block[pair * 32 + 16..]);
                        for (r, a) in acc.iter_mut().enumerate() {
                            let xv = _mm256_set1_epi32(panel[r * pairs + pair]);
                            a[0] = _mm256_add_epi32(a[0], _mm256_madd_epi16(xv, w0));
                            a[1] = _mm256_add_epi32(a[1], _mm256_madd_epi16(xv, w1));
                        }
                    }
                } else {
                    for pair in 0..pairs {
                        let w0 = load16(&block[pair * 16..]);
                        for (r, a) in acc.iter_mut().enumerate() {
                            let xv = _mm256_set1_epi32(panel[r * pairs + pair]);
                            a[0] = _mm256_add_epi32(a[0], _mm256_madd_epi16(xv, w0));
                        }
                    }
                }
                for (r, a) in acc.iter().enumerate().take(rows) {
                    let row = &mut out[(p0 + r) * o..(p0 + r + 1) * o];
                    for (h, &v) in a.iter().enumerate() {
                        let c = o0 + 8 * h;
                        if c < o {
                            O::store(ep.apply(v, p0 + r, c), &mut row[c..]);
                        }
                    }
                }
            }
        }
    }

    #[target_feature(enable = "avx2")]
    fn depthwise<X: Act, O: Out>(s: &ConvShape, w: &[i32], ep: &Epilogue, x: &[X], out: &mut [O]) {
        let c = s.c;
        let cp = c.div_ceil(8) * 8;
        let pixels = s.n * s.oh * s.ow;
        // The taps inside the input of the current pixel: (input offset, weight offset).
        let mut taps: Vec<(usize, usize)> = Vec::with_capacity(s.kh * s.kw);
        for p in 0..pixels {
            let (b, rest) = (p / (s.oh * s.ow), p % (s.oh * s.ow));
            let (oy, ox) = (rest / s.ow, rest % s.ow);
            taps.clear();
            for ky in 0..s.kh {
                let iy = (oy * s.stride[0] + ky * s.dilation[0]).wrapping_sub(s.pad[0]);
                for kx in 0..s.kw {
                    let ix = (ox * s.stride[1] + kx * s.dilation[1]).wrapping_sub(s.pad[1]);
                    if iy < s.h && ix < s.w {
                        taps.push((((b * s.h + iy) * s.w + ix) * c, (ky * s.kw + kx) * cp));
                    }
                }
            }
            let row = &mut out[p * c..(p + 1) * c];
            let mut c0 = 0;
            // Two blocks of 8 channels at a time, then one.
            while c0 + 16 <= c {
                let (mut a0, mut a1) = (_mm256_setzero_si256(), _mm256_setzero_si256());
                for &(xo, wo) in &taps {
                    let xs = &x[xo + c0..xo + c0 + 16];
                    let ws = &w[wo + c0..wo + c0 + 16];
                    a0 = _mm256_add_epi32(a0, _mm256_mullo_epi32(X::load8(xs), load8(ws)));
                    a1 = _mm256_add_epi32(
                        a1,
                        _mm256_mullo_epi32(X::load8(&xs[8..]), load8(&ws[8..])),
                    );
                }
                O::store(ep.apply(a0, p, c0), &mut row[c0..]);
                O::store(ep.apply(a1, p, c0 + 8), &mut row[c0 + 8..]);
                c0 += 16;
            }
            while c0 < c {
                let mut acc = _mm256_setzero_si256();
                for &(xo, wo) in &taps {
                    let xs = &x[xo + c0..xo + c.min(c0 + 8)];
                    let xv = if let Some(full) = xs.first_chunk::<8>() {
                        X::load8(full)
                    } else {
                        let mut tail = [X::default(); 8];
                        tail[..xs.len()].copy_from_slice(xs);
                        X::load8(&tail)
                    };
                    acc = _mm256_add_epi32(acc, _mm256_mullo_epi32(xv, load8(&w[wo + c0..])));
                }
                O::store(ep.apply(acc, p, c0), &mut row[c0..]);
                c0 += 8;
            }
        }
    }
}
