//! The vector operations of the fast kernels (`fast.rs`), once per instruction-set level:
//! [`V8`] holds 8 `i32` lanes in an AVX2 register (with or without AVX-VNNI), [`V16`] 16 in
//! an AVX-512 register. The kernels are written once, generic over [`Lanes`], and compiled
//! for each level by a `#[target_feature]` entry point (`fast::run`).
//!
//! Every method is `#[inline(always)]` and only ever inlined into those entry points, whose
//! target features include the instructions the method uses: that is the safety argument of
//! each `unsafe` block below. The type system carries it: a vector is made only by the
//! `unsafe` constructors of [`Lanes`], called by the kernels of `fast.rs` (`unsafe fn`s
//! reached from `fast::run`, which takes a `Level` that only the run-time feature check
//! makes).
//!
//! Every intrinsic must be inlined into those entry points, or it becomes a call per vector:
//! so no closure wraps one (a closure does not take its caller's target features, and one
//! called twice is not inlined: a local macro repeats the code instead), and the entry
//! points enable every feature the intrinsics need (`avx512dq` for `_mm512_and_pd`).
//! `objdump -d target/release/qnnc | grep 'call.*core_arch'` lists any that is not.

use qnn_ir::DType;
use std::arch::x86_64::*;

/// A vector of `i32` lanes.
///
/// # Safety
/// The constructors (`zero`, `load`, `load_act`) are `unsafe`: the caller
/// makes sure the CPU has the instructions of the type's level (it runs inside the
/// `#[target_feature]` entry point of `fast::run` that instantiates it, which takes a
/// `Level`). Every other method is safe, since it needs a value that one of them made.
pub(crate) trait Lanes: Copy {
    /// Lanes per vector.
    const N: usize;
    unsafe fn zero() -> Self;
    /// The first `N` elements of `s`.
    unsafe fn load(s: &[i32]) -> Self;
    /// Up to `N` activations from `s`, widened; missing lanes are zero.
    unsafe fn load_act<X: Act>(s: &[X]) -> Self;
    fn add(self, o: Self) -> Self;
    fn mullo(self, o: Self) -> Self;
    /// `self + x.lo * w.lo + x.hi * w.hi` in each lane, where `x` is a pair of `i16`
    /// broadcast to every lane and `w` a pair per lane (`vpmaddwd` then add, or VNNI's
    /// `vpdpwssd`): wrapping as `i32` sums do.
    fn dot_pairs(self, x: i32, w: Self) -> Self;
    /// `self + x.0 * w.0 + x.1 * w.1 + x.2 * w.2 + x.3 * w.3` in each lane, where `x` is
    /// four `u8` broadcast to every lane and `w` four `i8` per lane (VNNI's `vpdpbusd`;
    /// without VNNI, two `vpmaddwd` on the bytes widened): the four products' sum fits
    /// `i32`, and adds to the lane wrapping.
    fn dot_quads(self, x: i32, w: Self) -> Self;
    fn clamp(self, lo: i32, hi: i32) -> Self;
    /// Two's complement truncation to `d` (`I8`, `U8`, `I16`, `U16`).
    fn wrap(self, d: DType) -> Self;
    /// `qnn_arith::mbqm` in each lane: `left` shift (if any), `srdhm` by `m` (never
    /// `i32::MIN`), `rdbpot` by `right` whose mask is `mask`.
    fn mbqm(self, m: Self, left: Option<Self>, right: Self, mask: Self) -> Self;
    /// TFLite's `MultiplyByQuantizedMultiplier` of an `int64` value in each lane, for a
    /// value and a result within `i32`: `(x * reduced + 2^(total - 1)) >> total` in 64 bits
    /// (`reduced` below `2^15`, `total` in `1..=32`, so that the low 32 bits of a logical
    /// shift are the arithmetic shift's).
    fn mbqm_int64(self, reduced: Self, total: Self) -> Self;
    /// FULLY_CONNECTED's double rescale in each lane: `x * m` in `f64` (`m`: the first `N`
    /// multipliers), rounded half away from zero, converted to `i32` as x86-64 converts
    /// (`qnn_arith::f64_to_i32_x86`: NaN and out of range give `i32::MIN`).
    fn rescale_f64(self, m: &[f64]) -> Self;
    /// Stores up to `N` lanes (each in `O`'s range) to `dst`.
    fn store<O: Out>(self, dst: &mut [O]);
}

/// An activation type of the fast kernels.
pub(crate) trait Act: Copy + Default + Into<i32> {
    /// Eight elements widened to `i32` lanes.
    fn load8(s: &[Self; 8]) -> __m256i;
    /// Sixteen elements widened to `i32` lanes.
    fn load16(s: &[Self; 16]) -> __m512i;
    /// The elements of `s` (fewer than 16) widened to `i32` lanes, the rest zero.
    fn load16_part(s: &[Self]) -> __m512i;
}

macro_rules! act {
    ($t:ty, $load8:ident, $cvt8:ident, $load16:ident, $cvt16:ident, $maskz:ident) => {
        impl Act for $t {
            #[inline(always)]
            fn load8(s: &[$t; 8]) -> __m256i {
                // SAFETY: the load reads the `8 * size_of::<$t>()` bytes of `s` (no alignment
                // requirement); AVX2 is enabled where this is inlined (module doc).
                unsafe { $cvt8($load8(s.as_ptr().cast())) }
            }

            #[inline(always)]
            fn load16(s: &[$t; 16]) -> __m512i {
                // SAFETY: as `load8`, the 16 elements of `s`; AVX-512F is enabled where this
                // is inlined.
                unsafe { $cvt16($load16(s.as_ptr().cast())) }
            }

            #[inline(always)]
            fn load16_part(s: &[$t]) -> __m512i {
                let k = lane_mask(s.len());
                // SAFETY: a masked load reads (and may fault on) only the lanes of `k`, the
                // `s.len()` elements of `s`; AVX-512F/BW/VL are enabled where this is inlined.
                unsafe { $cvt16($maskz(k, s.as_ptr().cast())) }
            }
        }
    };
}
act!(
    i8,
    _mm_loadl_epi64,
    _mm256_cvtepi8_epi32,
    _mm_loadu_si128,
    _mm512_cvtepi8_epi32,
    _mm_maskz_loadu_epi8
);
act!(
    u8,
    _mm_loadl_epi64,
    _mm256_cvtepu8_epi32,
    _mm_loadu_si128,
    _mm512_cvtepu8_epi32,
    _mm_maskz_loadu_epi8
);
act!(
    i16,
    _mm_loadu_si128,
    _mm256_cvtepi16_epi32,
    _mm256_loadu_si256,
    _mm512_cvtepi16_epi32,
    _mm256_maskz_loadu_epi16
);

/// The mask of the first `n` of 16 lanes.
#[inline(always)]
fn lane_mask(n: usize) -> __mmask16 {
    ((1u32 << n.min(16)) - 1) as __mmask16
}

/// An output type of the fast kernels.
pub(crate) trait Out: Copy + Default {
    /// Stores 8 lanes, each in this type's range.
    fn store8(v: __m256i, dst: &mut [Self; 8]);
    /// Stores 16 lanes, each in this type's range.
    fn store16(v: __m512i, dst: &mut [Self; 16]);
    /// Stores the first `dst.len()` (fewer than 16) lanes.
    fn store16_part(v: __m512i, dst: &mut [Self]);
}

/// The 8 lanes of `v` (within `i16`) as 8 `i16` in 128 bits.
#[inline(always)]
fn pack16(v: __m256i) -> __m128i {
    // SAFETY: register operations of AVX2, enabled where this is inlined (module doc).
    unsafe {
        let p = _mm256_packs_epi32(v, v);
        _mm256_castsi256_si128(_mm256_permute4x64_epi64::<0b1000>(p))
    }
}

macro_rules! out {
    ($t:ty, |$v:ident| $n8:expr, $s8:ident, |$w:ident| $n16:expr, $s16:ident, $masked:ident) => {
        impl Out for $t {
            #[inline(always)]
            fn store8($v: __m256i, dst: &mut [$t; 8]) {
                // SAFETY: the store writes the `8 * size_of::<$t>()` bytes of `dst` (no
                // alignment requirement); AVX2 is enabled where this is inlined.
                #[allow(unused_unsafe)]
                unsafe {
                    $s8(dst.as_mut_ptr().cast(), $n8)
                }
            }

            #[inline(always)]
            fn store16($w: __m512i, dst: &mut [$t; 16]) {
                // SAFETY: as `store8`, the 16 elements of `dst`; AVX-512F/BW are enabled
                // where this is inlined. The narrowing saturates, which is exact for lanes
                // in range.
                #[allow(unused_unsafe)]
                unsafe {
                    $s16(dst.as_mut_ptr().cast(), $n16)
                }
            }

            #[inline(always)]
            fn store16_part(v: __m512i, dst: &mut [$t]) {
                let k = lane_mask(dst.len());
                // SAFETY: a masked store writes only the lanes of `k`, the `dst.len()`
                // elements of `dst`; AVX-512F is enabled where this is inlined. The narrowing
                // saturates, exact for lanes in range.
                unsafe { $masked(dst.as_mut_ptr().cast(), k, v) }
            }
        }
    };
}
out!(
    i8,
    |v| _mm_packs_epi16(pack16(v), pack16(v)),
    _mm_storel_epi64,
    |w| _mm512_cvtsepi32_epi8(w),
    _mm_storeu_si128,
    _mm512_mask_cvtsepi32_storeu_epi8
);
out!(
    u8,
    |v| _mm_packus_epi16(pack16(v), pack16(v)),
    _mm_storel_epi64,
    |w| _mm512_cvtusepi32_epi8(w),
    _mm_storeu_si128,
    _mm512_mask_cvtusepi32_storeu_epi8
);
out!(
    i16,
    |v| pack16(v),
    _mm_storeu_si128,
    |w| _mm512_cvtsepi32_epi16(w),
    _mm256_storeu_si256,
    _mm512_mask_cvtsepi32_storeu_epi16
);
out!(
    i32,
    |v| v,
    _mm256_storeu_si256,
    |w| w,
    _mm512_storeu_si512,
    _mm512_mask_storeu_epi32
);

/// Up to `N` elements of `s` as a full array, zero-filled.
#[inline(always)]
fn padded<T: Copy + Default, const N: usize>(s: &[T]) -> [T; N] {
    let mut a = [T::default(); N];
    let n = s.len().min(N);
    a[..n].copy_from_slice(&s[..n]);
    a
}

/// 8 lanes of AVX2; with `VNNI`, the dot products are AVX-VNNI's `vpdpwssd` and `vpdpbusd`.
#[derive(Clone, Copy)]
pub(crate) struct V8<const VNNI: bool>(__m256i);

impl<const VNNI: bool> Lanes for V8<VNNI> {
    const N: usize = 8;

    #[inline(always)]
    unsafe fn zero() -> Self {
        // SAFETY (for every block of this impl): AVX2 (and AVX-VNNI where `VNNI`) is
        // enabled where these methods are inlined (module doc); loads and stores go through
        // arrays of exactly the bytes they touch.
        V8(unsafe { _mm256_setzero_si256() })
    }

    #[inline(always)]
    unsafe fn load(s: &[i32]) -> Self {
        let s: &[i32; 8] = s[..8].try_into().expect("8 lanes");
        // SAFETY: see `zero`: 32 readable bytes.
        V8(unsafe { _mm256_loadu_si256(s.as_ptr().cast()) })
    }

    #[inline(always)]
    unsafe fn load_act<X: Act>(s: &[X]) -> Self {
        match s.first_chunk::<8>() {
            Some(full) => V8(X::load8(full)),
            None => V8(X::load8(&padded(s))),
        }
    }

    #[inline(always)]
    fn add(self, o: Self) -> Self {
        // SAFETY: see `zero`.
        V8(unsafe { _mm256_add_epi32(self.0, o.0) })
    }

    #[inline(always)]
    fn mullo(self, o: Self) -> Self {
        // SAFETY: see `zero`.
        V8(unsafe { _mm256_mullo_epi32(self.0, o.0) })
    }

    #[inline(always)]
    fn dot_pairs(self, x: i32, w: Self) -> Self {
        // SAFETY: see `zero`; `_mm256_dpwssd_avx_epi32` only where `VNNI`.
        unsafe {
            let x = _mm256_set1_epi32(x);
            if VNNI {
                V8(_mm256_dpwssd_avx_epi32(self.0, x, w.0))
            } else {
                V8(_mm256_add_epi32(self.0, _mm256_madd_epi16(x, w.0)))
            }
        }
    }

    #[inline(always)]
    fn dot_quads(self, x: i32, w: Self) -> Self {
        // SAFETY: see `zero`; `_mm256_dpbusd_avx_epi32` only where `VNNI`.
        unsafe {
            let x = _mm256_set1_epi32(x);
            if VNNI {
                V8(_mm256_dpbusd_avx_epi32(self.0, x, w.0))
            } else {
                // Bytes 0 and 2, 1 and 3 of each lane as `i16` pairs: `x` zero-extended, `w`
                // sign-extended; each `vpmaddwd` sums two products (at most 2 * 255 * 128).
                let bytes = _mm256_set1_epi16(0xFF);
                let (x02, x13) = (
                    _mm256_and_si256(x, bytes),
                    _mm256_and_si256(_mm256_srli_epi16::<8>(x), bytes),
                );
                let w02 = _mm256_srai_epi16::<8>(_mm256_slli_epi16::<8>(w.0));
                let w13 = _mm256_srai_epi16::<8>(w.0);
                let sum =
                    _mm256_add_epi32(_mm256_madd_epi16(x02, w02), _mm256_madd_epi16(x13, w13));
                V8(_mm256_add_epi32(self.0, sum))
            }
        }
    }

    #[inline(always)]
    fn clamp(self, lo: i32, hi: i32) -> Self {
        // SAFETY: see `zero`.
        V8(unsafe {
            _mm256_min_epi32(
                _mm256_max_epi32(self.0, _mm256_set1_epi32(lo)),
                _mm256_set1_epi32(hi),
            )
        })
    }

    #[inline(always)]
    fn wrap(self, d: DType) -> Self {
        let v = self.0;
        // SAFETY: see `zero`.
        V8(unsafe {
            match d {
                DType::I8 => _mm256_srai_epi32::<24>(_mm256_slli_epi32::<24>(v)),
                DType::U8 => _mm256_and_si256(v, _mm256_set1_epi32(0xFF)),
                DType::I16 => _mm256_srai_epi32::<16>(_mm256_slli_epi32::<16>(v)),
                _ => _mm256_and_si256(v, _mm256_set1_epi32(0xFFFF)),
            }
        })
    }

    #[inline(always)]
    fn mbqm(self, m: Self, left: Option<Self>, right: Self, mask: Self) -> Self {
        // SAFETY: see `zero`.
        V8(unsafe {
            // `x * 2^left`, wrapping (`left < 32`).
            let x = match left {
                Some(l) => _mm256_sllv_epi32(self.0, l.0),
                None => self.0,
            };
            // srdhm: `(x * m + 2^30) >> 31` in 64 bits, the even lanes and the odd lanes
            // apart; bits 31..63 of each sum are the result (it fits `i32`).
            let nudge = _mm256_set1_epi64x(1 << 30);
            let even = _mm256_add_epi64(_mm256_mul_epi32(x, m.0), nudge);
            let odd = _mm256_add_epi64(
                _mm256_mul_epi32(_mm256_srli_epi64::<32>(x), _mm256_srli_epi64::<32>(m.0)),
                nudge,
            );
            let h = _mm256_blend_epi32::<0b1010_1010>(
                _mm256_srli_epi64::<31>(even),
                _mm256_slli_epi64::<1>(odd),
            );
            // rdbpot: `(h >> right) + (remainder > threshold)`, ties away from zero.
            let remainder = _mm256_and_si256(h, mask.0);
            let negative = _mm256_cmpgt_epi32(_mm256_setzero_si256(), h);
            let threshold = _mm256_sub_epi32(_mm256_srai_epi32::<1>(mask.0), negative);
            let up = _mm256_cmpgt_epi32(remainder, threshold);
            _mm256_sub_epi32(_mm256_srav_epi32(h, right.0), up)
        })
    }

    #[inline(always)]
    fn mbqm_int64(self, reduced: Self, total: Self) -> Self {
        // SAFETY: see `zero`.
        V8(unsafe {
            let one = _mm256_set1_epi64x(1);
            // The even lanes in the low halves of the 64-bit elements, the odd ones shifted
            // down; each product exact in 64 bits.
            macro_rules! half {
                ($x:expr, $r:expr, $t:expr $(,)?) => {{
                    let t = _mm256_and_si256($t, _mm256_set1_epi64x(0xFFFF_FFFF));
                    let nudge = _mm256_sllv_epi64(one, _mm256_sub_epi64(t, one));
                    _mm256_srlv_epi64(_mm256_add_epi64(_mm256_mul_epi32($x, $r), nudge), t)
                }};
            }
            let even = half!(self.0, reduced.0, total.0);
            let odd = half!(
                _mm256_srli_epi64::<32>(self.0),
                _mm256_srli_epi64::<32>(reduced.0),
                _mm256_srli_epi64::<32>(total.0),
            );
            _mm256_blend_epi32::<0b1010_1010>(even, _mm256_slli_epi64::<32>(odd))
        })
    }

    #[inline(always)]
    fn rescale_f64(self, m: &[f64]) -> Self {
        let m: &[f64; 8] = m[..8].try_into().expect("8 multipliers");
        // SAFETY: see `zero`: the loads read the 64 bytes of `m`.
        V8(unsafe {
            macro_rules! half {
                ($x:expr, $m:expr) => {{
                    let x = _mm256_mul_pd(_mm256_cvtepi32_pd($x), _mm256_loadu_pd($m));
                    // Half away from zero: the truncation, plus the sign where the dropped
                    // fraction is at least a half (`x - t` is exact).
                    let t = _mm256_round_pd::<{ _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC }>(x);
                    let sign = _mm256_set1_pd(-0.0);
                    let frac = _mm256_andnot_pd(sign, _mm256_sub_pd(x, t));
                    let up = _mm256_cmp_pd::<_CMP_GE_OQ>(frac, _mm256_set1_pd(0.5));
                    let step = _mm256_or_pd(_mm256_and_pd(x, sign), _mm256_set1_pd(1.0));
                    // x86-64's conversion: NaN and out of range give `i32::MIN`.
                    _mm256_cvttpd_epi32(_mm256_add_pd(t, _mm256_and_pd(up, step)))
                }};
            }
            let lo = half!(_mm256_castsi256_si128(self.0), m.as_ptr());
            let hi = half!(_mm256_extracti128_si256::<1>(self.0), m.as_ptr().add(4));
            _mm256_set_m128i(hi, lo)
        })
    }

    #[inline(always)]
    fn store<O: Out>(self, dst: &mut [O]) {
        match dst.first_chunk_mut::<8>() {
            Some(d) => O::store8(self.0, d),
            None => {
                let mut lanes = [O::default(); 8];
                O::store8(self.0, &mut lanes);
                let n = dst.len();
                dst.copy_from_slice(&lanes[..n]);
            }
        }
    }
}

/// 16 lanes of AVX-512 (F, BW, DQ, VL, VNNI: the dot products are `vpdpwssd` and
/// `vpdpbusd`).
#[derive(Clone, Copy)]
pub(crate) struct V16(__m512i);

impl Lanes for V16 {
    const N: usize = 16;

    #[inline(always)]
    unsafe fn zero() -> Self {
        // SAFETY (for every block of this impl): AVX-512F, BW, DQ and VNNI are enabled where
        // these methods are inlined (module doc); loads and stores go through arrays of
        // exactly the bytes they touch.
        V16(unsafe { _mm512_setzero_si512() })
    }

    #[inline(always)]
    unsafe fn load(s: &[i32]) -> Self {
        let s: &[i32; 16] = s[..16].try_into().expect("16 lanes");
        // SAFETY: see `zero`: 64 readable bytes.
        V16(unsafe { _mm512_loadu_si512(s.as_ptr().cast()) })
    }

    #[inline(always)]
    unsafe fn load_act<X: Act>(s: &[X]) -> Self {
        match s.first_chunk::<16>() {
            Some(full) => V16(X::load16(full)),
            None => V16(X::load16_part(s)),
        }
    }

    #[inline(always)]
    fn add(self, o: Self) -> Self {
        // SAFETY: see `zero`.
        V16(unsafe { _mm512_add_epi32(self.0, o.0) })
    }

    #[inline(always)]
    fn mullo(self, o: Self) -> Self {
        // SAFETY: see `zero`.
        V16(unsafe { _mm512_mullo_epi32(self.0, o.0) })
    }

    #[inline(always)]
    fn dot_pairs(self, x: i32, w: Self) -> Self {
        // SAFETY: see `zero`.
        V16(unsafe { _mm512_dpwssd_epi32(self.0, _mm512_set1_epi32(x), w.0) })
    }

    #[inline(always)]
    fn dot_quads(self, x: i32, w: Self) -> Self {
        // SAFETY: see `zero`.
        V16(unsafe { _mm512_dpbusd_epi32(self.0, _mm512_set1_epi32(x), w.0) })
    }

    #[inline(always)]
    fn clamp(self, lo: i32, hi: i32) -> Self {
        // SAFETY: see `zero`.
        V16(unsafe {
            _mm512_min_epi32(
                _mm512_max_epi32(self.0, _mm512_set1_epi32(lo)),
                _mm512_set1_epi32(hi),
            )
        })
    }

    #[inline(always)]
    fn wrap(self, d: DType) -> Self {
        let v = self.0;
        // SAFETY: see `zero`.
        V16(unsafe {
            match d {
                DType::I8 => _mm512_srai_epi32::<24>(_mm512_slli_epi32::<24>(v)),
                DType::U8 => _mm512_and_si512(v, _mm512_set1_epi32(0xFF)),
                DType::I16 => _mm512_srai_epi32::<16>(_mm512_slli_epi32::<16>(v)),
                _ => _mm512_and_si512(v, _mm512_set1_epi32(0xFFFF)),
            }
        })
    }

    #[inline(always)]
    fn mbqm(self, m: Self, left: Option<Self>, right: Self, mask: Self) -> Self {
        // SAFETY: see `zero`.
        V16(unsafe {
            let x = match left {
                Some(l) => _mm512_sllv_epi32(self.0, l.0),
                None => self.0,
            };
            // srdhm as in `V8::mbqm`.
            let nudge = _mm512_set1_epi64(1 << 30);
            let even = _mm512_add_epi64(_mm512_mul_epi32(x, m.0), nudge);
            let odd = _mm512_add_epi64(
                _mm512_mul_epi32(_mm512_srli_epi64::<32>(x), _mm512_srli_epi64::<32>(m.0)),
                nudge,
            );
            let h = _mm512_mask_blend_epi32(
                0xAAAA,
                _mm512_srli_epi64::<31>(even),
                _mm512_slli_epi64::<1>(odd),
            );
            // rdbpot as in `V8::mbqm`, with mask registers.
            let one = _mm512_set1_epi32(1);
            let remainder = _mm512_and_si512(h, mask.0);
            let negative = _mm512_cmplt_epi32_mask(h, _mm512_setzero_si512());
            let half = _mm512_srai_epi32::<1>(mask.0);
            let threshold = _mm512_mask_add_epi32(half, negative, half, one);
            let up = _mm512_cmpgt_epi32_mask(remainder, threshold);
            let q = _mm512_srav_epi32(h, right.0);
            _mm512_mask_add_epi32(q, up, q, one)
        })
    }

    #[inline(always)]
    fn mbqm_int64(self, reduced: Self, total: Self) -> Self {
        // SAFETY: see `zero`.
        V16(unsafe {
            let one = _mm512_set1_epi64(1);
            // As in `V8::mbqm_int64`.
            macro_rules! half {
                ($x:expr, $r:expr, $t:expr $(,)?) => {{
                    let t = _mm512_and_si512($t, _mm512_set1_epi64(0xFFFF_FFFF));
                    let nudge = _mm512_sllv_epi64(one, _mm512_sub_epi64(t, one));
                    _mm512_srlv_epi64(_mm512_add_epi64(_mm512_mul_epi32($x, $r), nudge), t)
                }};
            }
            let even = half!(self.0, reduced.0, total.0);
            let odd = half!(
                _mm512_srli_epi64::<32>(self.0),
                _mm512_srli_epi64::<32>(reduced.0),
                _mm512_srli_epi64::<32>(total.0),
            );
            _mm512_mask_blend_epi32(0xAAAA, even, _mm512_slli_epi64::<32>(odd))
        })
    }

    #[inline(always)]
    fn rescale_f64(self, m: &[f64]) -> Self {
        let m: &[f64; 16] = m[..16].try_into().expect("16 multipliers");
        // SAFETY: see `zero`: the loads read the 128 bytes of `m`.
        V16(unsafe {
            macro_rules! half {
                ($x:expr, $m:expr) => {{
                    let x = _mm512_mul_pd(_mm512_cvtepi32_pd($x), _mm512_loadu_pd($m));
                    // As in `V8::rescale_f64`.
                    let t = _mm512_roundscale_pd::<{ _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC }>(x);
                    let frac = _mm512_abs_pd(_mm512_sub_pd(x, t));
                    let up = _mm512_cmp_pd_mask::<_CMP_GE_OQ>(frac, _mm512_set1_pd(0.5));
                    let step =
                        _mm512_or_pd(_mm512_and_pd(x, _mm512_set1_pd(-0.0)), _mm512_set1_pd(1.0));
                    _mm512_cvttpd_epi32(_mm512_mask_add_pd(t, up, t, step))
                }};
            }
            let lo = half!(_mm512_castsi512_si256(self.0), m.as_ptr());
            let hi = half!(_mm512_extracti64x4_epi64::<1>(self.0), m.as_ptr().add(8));
            _mm512_inserti64x4::<1>(_mm512_castsi256_si512(lo), hi)
        })
    }

    #[inline(always)]
    fn store<O: Out>(self, dst: &mut [O]) {
        match dst.first_chunk_mut::<16>() {
            Some(d) => O::store16(self.0, d),
            None => O::store16_part(self.0, dst),
        }
    }
}

/// Table lookups on 16 lanes at a time (`vpgatherdd`): for each `x` of `a` (the values of
/// elements `first..`), `d` gets `t[(clamp(x, lo, lo + top) - lo) * channels + e % channels]`
/// (`e`: the element), sign-extended to `i32`; `t` holds `len` entries of 1, 2 or 4 bytes,
/// then zeros so that a 32-bit read at any entry stays inside. Returns how many leading
/// elements it did (a multiple of 16): none where the table's layout or range does not fit
/// the 32-bit indices.
///
/// # Safety
/// The CPU has AVX-512F.
#[target_feature(enable = "avx2,avx512f,avx512bw,avx512dq,avx512vl")]
pub(crate) fn gather_avx512<E: Copy>(
    t: &[E],
    len: usize,
    (lo, top, channels): (i64, i64, usize),
    first: usize,
    a: &[i32],
    d: &mut [i32],
) -> usize {
    let size = std::mem::size_of::<E>();
    let span = usize::try_from(top).map_or(0, |t| t + 1);
    let fits = |v: i64| i32::try_from(v).is_ok();
    if !matches!(size, 1 | 2 | 4)
        || len == 0
        || channels == 0
        || span * channels > len
        || (len - 1) * size + 4 > std::mem::size_of_val(t)
        || !fits(lo)
        || !fits(lo + top)
        || len * size > i32::MAX as usize
    {
        return 0;
    }
    let n = a.len().min(d.len()) / 16 * 16;
    let shift = (32 - 8 * size) as u32;
    // SAFETY: AVX-512F is enabled here; loads and stores go through the 64 bytes of 16
    // elements of `a` and `d`; every gathered index is a byte offset `k * size` with
    // `k < span * channels <= len`, whose 32-bit read stays inside `t` (checked above).
    unsafe {
        let (vlo, vhi) = (
            _mm512_set1_epi32(lo as i32),
            _mm512_set1_epi32((lo + top) as i32),
        );
        let (vchannels, vsize) = (
            _mm512_set1_epi32(channels as i32),
            _mm512_set1_epi32(size as i32),
        );
        let step = _mm512_set1_epi32((16 % channels) as i32);
        let c: [i32; 16] = std::array::from_fn(|j| ((first + j) % channels) as i32);
        let mut vc = _mm512_loadu_si512(c.as_ptr().cast());
        for i in (0..n).step_by(16) {
            let x = _mm512_loadu_si512(a[i..i + 16].as_ptr().cast());
            let k = _mm512_sub_epi32(_mm512_min_epi32(_mm512_max_epi32(x, vlo), vhi), vlo);
            let at = _mm512_mullo_epi32(
                _mm512_add_epi32(_mm512_mullo_epi32(k, vchannels), vc),
                vsize,
            );
            let v = _mm512_i32gather_epi32::<1>(at, t.as_ptr().cast());
            let v = match shift {
                24 => _mm512_srai_epi32::<24>(_mm512_slli_epi32::<24>(v)),
                16 => _mm512_srai_epi32::<16>(_mm512_slli_epi32::<16>(v)),
                _ => v,
            };
            _mm512_storeu_si512(d[i..i + 16].as_mut_ptr().cast(), v);
            // The next 16 elements' channels: `c + 16 mod channels`, below `channels`.
            vc = _mm512_add_epi32(vc, step);
            let over = _mm512_cmpge_epi32_mask(vc, vchannels);
            vc = _mm512_mask_sub_epi32(vc, over, vc, vchannels);
        }
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernels::Isa;

    /// One lane of `dot_pairs`: `acc + x.lo * w.lo + x.hi * w.hi`, wrapping.
    fn pairs(acc: i32, x: i32, w: i32) -> i32 {
        let half = |v: i32, k: u32| i32::from((v >> (16 * k)) as i16);
        (0..2).fold(acc, |a, k| a.wrapping_add(half(x, k) * half(w, k)))
    }

    /// One lane of `dot_quads`: `acc` plus the products of `x`'s bytes (`u8`) by `w`'s
    /// (`i8`), wrapping.
    fn quads(acc: i32, x: i32, w: i32) -> i32 {
        let (x, w) = (x.to_le_bytes(), w.to_le_bytes());
        (0..4).fold(acc, |a, k| {
            a.wrapping_add(i32::from(x[k]) * i32::from(w[k] as i8))
        })
    }

    /// A case: the broadcast group `x`, the lanes' weights and accumulators.
    type Case = (i32, [i32; 16], [i32; 16]);

    /// Both dot products of `L` against the scalar ones on every case.
    /// # Safety
    /// The CPU has the instructions of `L`.
    #[inline(always)]
    unsafe fn check<L: Lanes>(cases: &[Case]) {
        for (x, w, acc) in cases {
            // SAFETY: the caller's.
            let (a, wv) = unsafe { (L::load(acc), L::load(w)) };
            let mut got = [0i32; 16];
            a.dot_quads(*x, wv).store(&mut got[..L::N]);
            for i in 0..L::N {
                assert_eq!(
                    got[i],
                    quads(acc[i], *x, w[i]),
                    "quads x {x:#x} w {:#x}",
                    w[i]
                );
            }
            a.dot_pairs(*x, wv).store(&mut got[..L::N]);
            for i in 0..L::N {
                assert_eq!(
                    got[i],
                    pairs(acc[i], *x, w[i]),
                    "pairs x {x:#x} w {:#x}",
                    w[i]
                );
            }
        }
    }

    #[target_feature(enable = "avx2")]
    fn avx2(cases: &[Case]) {
        // SAFETY: this function's features are `V8<false>`'s.
        unsafe { check::<V8<false>>(cases) }
    }

    #[target_feature(enable = "avx2,avxvnni")]
    fn avx_vnni(cases: &[Case]) {
        // SAFETY: this function's features are `V8<true>`'s.
        unsafe { check::<V8<true>>(cases) }
    }

    #[target_feature(enable = "avx2,avx512f,avx512bw,avx512dq,avx512vl,avx512vnni")]
    fn avx512(cases: &[Case]) {
        // SAFETY: this function's features are `V16`'s.
        unsafe { check::<V16>(cases) }
    }

    /// Every level's dot products (`vpmaddwd`, `vpdpwssd`, `vpdpbusd` and the AVX2 form of
    /// the byte products) give the scalar sums, at the extremes (bytes 255 by -128, pairs
    /// -32768 by -32768, accumulators that wrap) and on random operands.
    #[test]
    fn dot_products_match_the_scalar_sums() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 32) as i32
        };
        let extremes = [
            0,
            -1,
            i32::MIN,
            i32::MAX,
            0x8080_8080u32 as i32,
            0x7F7F_7F7F,
        ];
        let mut cases = Vec::new();
        for &x in &extremes {
            for &w in &extremes {
                for &acc in &extremes {
                    cases.push((x, [w; 16], [acc; 16]));
                }
            }
        }
        for _ in 0..2000 {
            let x = next();
            let (w, acc) = (
                std::array::from_fn(|_| next()),
                std::array::from_fn(|_| next()),
            );
            cases.push((x, w, acc));
        }
        for isa in Isa::supported() {
            // SAFETY (each arm): `Isa::supported` lists only levels whose features this CPU
            // has, which are the called function's.
            match isa {
                Isa::Scalar => {}
                Isa::Avx2 => unsafe { avx2(&cases) },
                Isa::AvxVnni => unsafe { avx_vnni(&cases) },
                Isa::Avx512 => unsafe { avx512(&cases) },
            }
        }
    }
}
