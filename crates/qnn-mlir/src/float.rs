//! Exact `f32` arithmetic and the float transcendentals, as private helper functions of the
//! module (`func.func private @qnnc_...`) that bodies call and IREE inlines; each one a module
//! uses is written once, after `@main`, in the order of [`Helper`].
//!
//! - `@qnnc_f32_add`, `_sub`, `_mul`, `_div`: TFLite's `f32` operation. IREE's runtime runs
//!   every dispatch with subnormals flushed to zero, inputs and results
//!   (`iree_fpu_state_push(IREE_FPU_STATE_FLAG_FLUSH_DENORMALS_TO_ZERO)` in
//!   `runtime/src/iree/task/worker.c` and `hal/local/inline_command_buffer.c`, with no option),
//!   where TFLite keeps them. So the operands are widened to `f64` exactly (`@qnnc_f32_ext`),
//!   where no `f32` value and no sum, product or quotient of two is subnormal, the op runs
//!   there, and the result is rounded back exactly (`@qnnc_f32_trunc`). Rounding to `f64` and
//!   then to `f32` is rounding once for `+ - * /`, since `53 >= 2 * 24 + 2` (sums and
//!   products of two `f32` values are even exact in `f64`).
//! - `@qnnc_expf`, `@qnnc_expm1f`, `@qnnc_tanhf`, `@qnnc_logistic`: what `qnn_arith::libm`
//!   computes (glibc's `expf`, fdlibm's `expm1f`/`tanhf`, which TFLite calls), the same
//!   operations in the same order, each rounding where C rounds. Every multiply-add that glibc
//!   fuses is an explicit `math.fma`; every other float operation is one of the helpers above
//!   (or, in `f64`, an addition written as a fused multiply-add by `+-1`, `Body::addf`, which
//!   no multiply fuses into). Branches are `arith.select` over values computed on every path;
//!   a value that reaches an `fptosi` or a shift on a path not taken is first clamped into
//!   range, so no path computes poison. Comparisons of floats are on their bits (`fcmp`).

use crate::scalar::{fcmp, Body};
use qnn_arith::libm::{expf_consts, expm1f_consts, EXP2_TABLE};
use qnn_ir::DType;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// A helper function of the module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Helper {
    /// `f32 -> f64`, exact for subnormals.
    Ext,
    /// `f64 -> f32`, rounded to nearest even, exact for subnormal results.
    Trunc,
    /// `f32` `a + b`.
    Add,
    /// `f32` `a - b`.
    Sub,
    /// `f32` `a * b`.
    Mul,
    /// `f32` `a / b`.
    Div,
    /// `f32` `sqrt(a)`: in `f64`, whose rounding to `f32` is the correctly rounded `f32` root
    /// (53 >= 2 * 24 + 2 bits), subnormal inputs included.
    Sqrt,
    /// glibc's `expf`.
    Expf,
    /// fdlibm's `expm1f`.
    Expm1f,
    /// fdlibm's `tanhf`.
    Tanhf,
    /// TFLite's reference float LOGISTIC.
    Logistic,
}

impl Helper {
    /// The function's name (without `@`).
    pub fn name(self) -> &'static str {
        match self {
            Helper::Ext => "qnnc_f32_ext",
            Helper::Trunc => "qnnc_f32_trunc",
            Helper::Add => "qnnc_f32_add",
            Helper::Sub => "qnnc_f32_sub",
            Helper::Mul => "qnnc_f32_mul",
            Helper::Div => "qnnc_f32_div",
            Helper::Sqrt => "qnnc_f32_sqrt",
            Helper::Expf => "qnnc_expf",
            Helper::Expm1f => "qnnc_expm1f",
            Helper::Tanhf => "qnnc_tanhf",
            Helper::Logistic => "qnnc_logistic",
        }
    }

    /// The parameter types and the result type.
    pub fn signature(self) -> (&'static [&'static str], &'static str) {
        match self {
            Helper::Ext => (&["f32"], "f64"),
            Helper::Trunc => (&["f64"], "f32"),
            Helper::Add | Helper::Sub | Helper::Mul | Helper::Div => (&["f32", "f32"], "f32"),
            Helper::Sqrt | Helper::Expf | Helper::Expm1f | Helper::Tanhf | Helper::Logistic => {
                (&["f32"], "f32")
            }
        }
    }

    /// Writes the function's body on its parameters `%p0`, `%p1`, returning its result.
    fn body(self, b: &mut Body) -> String {
        let (p0, p1) = ("%p0", "%p1");
        match self {
            Helper::Ext => ext(b, p0),
            Helper::Trunc => trunc(b, p0),
            Helper::Add | Helper::Sub | Helper::Mul | Helper::Div => {
                let (x, y) = (b.call(Helper::Ext, &[p0]), b.call(Helper::Ext, &[p1]));
                let r = match self {
                    Helper::Add => b.addf(&x, &y, "f64"),
                    Helper::Sub => b.subf(&x, &y, "f64"),
                    Helper::Mul => b.mulf(&x, &y, "f64"),
                    _ => b.divf(&x, &y, "f64"),
                };
                b.call(Helper::Trunc, &[&r])
            }
            Helper::Sqrt => {
                let x = b.call(Helper::Ext, &[p0]);
                let r = b.let_(format_args!("math.sqrt {x} : f64"));
                b.call(Helper::Trunc, &[&r])
            }
            Helper::Expf => expf(b, p0),
            Helper::Expm1f => expm1f(b, p0),
            Helper::Tanhf => tanhf(b, p0),
            Helper::Logistic => logistic(b, p0),
        }
    }
}

/// Writes the definitions of the helpers in `used` and of every helper they call, each once,
/// in [`Helper`]'s order.
pub(crate) fn define(out: &mut String, used: &BTreeSet<Helper>) {
    let mut all = used.clone();
    let mut texts = BTreeMap::new();
    while let Some(&h) = all.iter().find(|h| !texts.contains_key(*h)) {
        let mut b = Body::helper();
        let r = h.body(&mut b);
        let (params, ret) = h.signature();
        let args: Vec<String> = params
            .iter()
            .enumerate()
            .map(|(i, t)| format!("%p{i}: {t}"))
            .collect();
        let mut text = String::with_capacity(b.text.len() + 128);
        let _ = writeln!(
            text,
            "  func.func private @{}({}) -> {ret} {{",
            h.name(),
            args.join(", ")
        );
        text.push_str(&b.text);
        let _ = writeln!(text, "    return {r} : {ret}\n  }}");
        all.extend(b.helpers.iter().copied());
        texts.insert(h, text);
    }
    for text in texts.values() {
        out.push_str(text);
    }
}

/// The body of [`Helper::Ext`]: `x` as the same `f64`, a subnormal `x` included (an
/// `arith.extf` of one gives zero where subnormals are flushed): its magnitude bits times
/// `2^-149`.
fn ext(b: &mut Body, x: &str) -> String {
    let ux = bits(b, x);
    let mask = b.c(0x7FFF_FFFF, "i32");
    let mag = b.bin("andi", &ux, &mask, "i32");
    let min_normal = b.c(0x0080_0000, "i32");
    let small = b.cmpi("ult", &mag, &min_normal, "i32");
    let m = b.conv("sitofp", &mag, "i32", "f64");
    let ulp = f64c(b, 0x36A0_0000_0000_0000); // 2^-149
    let v = b.mulf(&m, &ulp, "f64");
    let nv = b.let_(format_args!("arith.negf {v} : f64"));
    let zero = b.c(0, "i32");
    let negative = b.cmpi("slt", &ux, &zero, "i32");
    let v = b.select(&negative, &nv, &v, "f64");
    let wide = b.conv("extf", x, "f32", "f64");
    b.select(&small, &v, &wide, "f64")
}

/// The body of [`Helper::Trunc`]: `y` rounded to `f32` (to nearest, ties to even), a
/// subnormal result included (an `arith.truncf` to one gives zero where subnormals are
/// flushed): below `2^-126` in magnitude, `|y| * 2^149` rounded to an integer is the result's
/// bits.
fn trunc(b: &mut Body, y: &str) -> String {
    let normal = b.conv("truncf", y, "f64", "f32");
    let a = b.let_(format_args!("math.absf {y} : f64"));
    let min_normal = f64c(b, 0x3810_0000_0000_0000); // 2^-126
    let small = b.let_(format_args!("arith.cmpf olt, {a}, {min_normal} : f64"));
    let scale = f64c(b, 0x4940_0000_0000_0000); // 2^149
    let q = b.mulf(&a, &scale, "f64");
    // Adding 2^52 rounds q (below 2^23) to an integer, ties to even.
    let shift = f64c(b, 0x4330_0000_0000_0000);
    let q = b.addf(&q, &shift, "f64");
    let q = b.subf(&q, &shift, "f64");
    let m = b.conv("fptosi", &q, "f64", "i32");
    let ybits = b.conv("bitcast", y, "f64", "i64");
    let thirty_two = b.c(32, "i64");
    let high = b.bin("shrui", &ybits, &thirty_two, "i64");
    let high = b.conv("trunci", &high, "i64", "i32");
    let sign_mask = b.c(i64::from(i32::MIN), "i32");
    let sign = b.bin("andi", &high, &sign_mask, "i32");
    let sub_bits = b.bin("ori", &m, &sign, "i32");
    let sub = b.conv("bitcast", &sub_bits, "i32", "f32");
    b.select(&small, &sub, &normal, "f32")
}

/// The `f32` constant with bits `bits`.
fn f32c(b: &mut Body, bits: u32) -> String {
    b.let_(format_args!("arith.constant 0x{bits:08X} : f32"))
}

/// The `f64` constant with bits `bits`.
fn f64c(b: &mut Body, bits: u64) -> String {
    b.let_(format_args!("arith.constant 0x{bits:016X} : f64"))
}

/// The `f32` constant `v`.
fn f32v(b: &mut Body, v: f32) -> String {
    f32c(b, v.to_bits())
}

/// `fma(a, b, c)` in `t` (one rounding).
fn fma(b: &mut Body, x: &str, y: &str, z: &str, t: &str) -> String {
    b.let_(format_args!("math.fma {x}, {y}, {z} : {t}"))
}

/// The bits of `f32` `x` as `i32`.
fn bits(b: &mut Body, x: &str) -> String {
    b.conv("bitcast", x, "f32", "i32")
}

/// `x` is a NaN (its magnitude bits above infinity's).
fn is_nan(b: &mut Body, x: &str) -> String {
    let ux = bits(b, x);
    let mask = b.c(0x7FFF_FFFF, "i32");
    let mag = b.bin("andi", &ux, &mask, "i32");
    let inf = b.c(0x7F80_0000, "i32");
    b.cmpi("sgt", &mag, &inf, "i32")
}

/// The body of [`Helper::Expf`]: glibc's `expf(x)` (`qnn_arith::libm::expf`).
fn expf(b: &mut Body, x: &str) -> String {
    use expf_consts::*;
    let mut items = String::with_capacity(24 * 32);
    for (i, v) in EXP2_TABLE.iter().enumerate() {
        let sep = if i == 0 { "" } else { ", " };
        let _ = write!(items, "{sep}{}", *v as i64);
    }
    let tab = b.let_(format_args!(
        "arith.constant dense<[{items}]> : tensor<32xi64> // 2^(i/32)"
    ));
    let xd = b.call(Helper::Ext, &[x]);
    let inv = f64c(b, INV_LN2_N);
    let shift = f64c(b, SHIFT);
    let kd = fma(b, &inv, &xd, &shift, "f64");
    let ki = b.conv("bitcast", &kd, "f64", "i64");
    let k = b.subf(&kd, &shift, "f64");
    let nk = b.let_(format_args!("arith.negf {k} : f64"));
    let r = fma(b, &inv, &xd, &nk, "f64");
    // s = table[k mod 32] with floor(k / 32) added to its exponent (wrapping).
    let m31 = b.c(31, "i64");
    let i = b.bin("andi", &ki, &m31, "i64");
    let i = b.conv("index_cast", &i, "i64", "index");
    let entry = b.let_(format_args!("tensor.extract {tab}[{i}] : tensor<32xi64>"));
    let five = b.c(5, "i64");
    let hi = b.bin("shrui", &ki, &five, "i64");
    let fifty_two = b.c(52, "i64");
    let hi = b.bin("shli", &hi, &fifty_two, "i64");
    let sbits = b.bin("addi", &entry, &hi, "i64");
    let s = b.conv("bitcast", &sbits, "i64", "f64");
    let [c0, c1, c2] = C.map(|c| f64c(b, c));
    let z = fma(b, &c0, &r, &c1, "f64");
    let one = f64c(b, 1f64.to_bits());
    let y = fma(b, &c2, &r, &one, "f64");
    let r2 = b.mulf(&r, &r, "f64");
    let y = fma(b, &z, &r2, &y, "f64");
    let y = b.mulf(&y, &s, "f64");
    let main = b.call(Helper::Trunc, &[&y]);
    // Below about -103.97: +0; above about 88.72: +inf; NaN: x + x.
    let under = f32c(b, UNDERFLOW_F32);
    let below = fcmp(b, "slt", x, &under, DType::F32);
    let zero = f32v(b, 0.0);
    let v = b.select(&below, &zero, &main, "f32");
    let over = f32c(b, OVERFLOW_F32);
    let above = fcmp(b, "sgt", x, &over, DType::F32);
    let inf = f32v(b, f32::INFINITY);
    let v = b.select(&above, &inf, &v, "f32");
    let nan = is_nan(b, x);
    let twice = b.addf(x, x, "f32");
    b.select(&nan, &twice, &v, "f32")
}

/// The body of [`Helper::Logistic`]: TFLite's reference float LOGISTIC
/// (`qnn_arith::logistic_f32`): `1` above `16.619047164916992188f`, `expf(x)` below `-9`,
/// otherwise `1 / (1 + expf(-x))`; one `expf`, of `x` or `-x`.
fn logistic(b: &mut Body, x: &str) -> String {
    let lower = f32v(b, -9.0);
    let low = fcmp(b, "slt", x, &lower, DType::F32);
    let neg = b.let_(format_args!("arith.negf {x} : f32"));
    let arg = b.select(&low, x, &neg, "f32");
    let ex = b.call(Helper::Expf, &[&arg]);
    let one = f32v(b, 1.0);
    let den = b.addf(&one, &ex, "f32");
    let mid = b.divf(&one, &den, "f32");
    let v = b.select(&low, &ex, &mid, "f32");
    let upper = f32v(b, 16.619_047);
    let high = fcmp(b, "sgt", x, &upper, DType::F32);
    b.select(&high, &one, &v, "f32")
}

/// `y * 2^k` by adding `k` to the exponent field of `y` (wrapping), `k` an `i32`.
fn add_exponent(b: &mut Body, y: &str, k: &str) -> String {
    let yb = bits(b, y);
    let twenty_three = b.c(23, "i32");
    let ks = b.bin("shli", k, &twenty_three, "i32");
    let sum = b.bin("addi", &yb, &ks, "i32");
    b.conv("bitcast", &sum, "i32", "f32")
}

/// The body of [`Helper::Expm1f`]: fdlibm's `expm1f(x)` (`qnn_arith::libm::expm1f`).
fn expm1f(b: &mut Body, x: &str) -> String {
    use expm1f_consts::*;
    let t = "f32";
    let input = x;
    let ux = bits(b, x);
    let zero_i = b.c(0, "i32");
    let negative = b.cmpi("slt", &ux, &zero_i, "i32");
    let mask = b.c(0x7FFF_FFFF, "i32");
    let hx = b.bin("andi", &ux, &mask, "i32");
    let hx_below = |b: &mut Body, bound: u32| {
        let c = b.c(i64::from(bound), "i32");
        b.cmpi("ult", &hx, &c, "i32")
    };
    // The arithmetic below runs for |x| < 128 (bigger inputs take a special value), so the
    // float-to-int conversion stays in range on every path.
    let small = hx_below(b, 0x4300_0000);
    let zero = f32v(b, 0.0);
    let xs = b.select(&small, x, &zero, t);

    // Argument reduction: x = k ln2 + (hi - lo).
    let (ln2_hi, ln2_lo) = (f32c(b, LN2_HI), f32c(b, LN2_LO));
    // |x| < 1.5 ln2: k = +-1.
    let hi1p = b.subf(&xs, &ln2_hi, t);
    let hi1n = b.addf(&xs, &ln2_hi, t);
    let hi1 = b.select(&negative, &hi1n, &hi1p, t);
    let nlo = b.let_(format_args!("arith.negf {ln2_lo} : f32"));
    let lo1 = b.select(&negative, &nlo, &ln2_lo, t);
    let (one_i, m_one_i) = (b.c(1, "i32"), b.c(-1, "i32"));
    let k1 = b.select(&negative, &m_one_i, &one_i, "i32");
    // Otherwise k = (int)(x / ln2 +- 0.5).
    let inv = f32c(b, INV_LN2);
    let (half, m_half) = (f32v(b, 0.5), f32v(b, -0.5));
    let h = b.select(&negative, &m_half, &half, t);
    let xl = b.mulf(&inv, &xs, t);
    let kf = b.addf(&xl, &h, t);
    let k2 = b.conv("fptosi", &kf, t, "i32");
    let tk = b.conv("sitofp", &k2, "i32", t);
    let tl = b.mulf(&tk, &ln2_hi, t);
    let hi2 = b.subf(&xs, &tl, t);
    let lo2 = b.mulf(&tk, &ln2_lo, t);
    let near = hx_below(b, 0x3F85_1592);
    let hi = b.select(&near, &hi1, &hi2, t);
    let lo = b.select(&near, &lo1, &lo2, t);
    let kr = b.select(&near, &k1, &k2, "i32");
    let xr = b.subf(&hi, &lo, t);
    let d = b.subf(&hi, &xr, t);
    let cr = b.subf(&d, &lo, t);
    // |x| <= ln2 / 2: no reduction.
    let unreduced = hx_below(b, 0x3EB1_7219);
    let x = b.select(&unreduced, &xs, &xr, t);
    let k = b.select(&unreduced, &zero_i, &kr, "i32");
    let c = b.select(&unreduced, &zero, &cr, t);

    // The rational approximation on the reduced argument.
    let q = Q.map(|q| f32c(b, q));
    let hfx = b.mulf(&half, &x, t);
    let hxs = b.mulf(&x, &hfx, t);
    let mut p = b.mulf(&hxs, &q[4], t);
    for qi in q[..4].iter().rev() {
        let s = b.addf(qi, &p, t);
        p = b.mulf(&hxs, &s, t);
    }
    let one = f32v(b, 1.0);
    let r1 = b.addf(&one, &p, t);
    let three = f32v(b, 3.0);
    let rh = b.mulf(&r1, &hfx, t);
    let tt = b.subf(&three, &rh, t);
    let six = f32v(b, 6.0);
    let xt = b.mulf(&x, &tt, t);
    let den = b.subf(&six, &xt, t);
    let num = b.subf(&r1, &tt, t);
    let q = b.divf(&num, &den, t);
    let e = b.mulf(&hxs, &q, t);

    // k == 0.
    let xe = b.mulf(&x, &e, t);
    let xe = b.subf(&xe, &hxs, t);
    let r_k0 = b.subf(&x, &xe, t);
    // k != 0: e = (x (e - c) - c) - hxs.
    let ec = b.subf(&e, &c, t);
    let xec = b.mulf(&x, &ec, t);
    let e2 = b.subf(&xec, &c, t);
    let e2 = b.subf(&e2, &hxs, t);
    let two = f32v(b, 2.0);
    let m_two = f32v(b, -2.0);
    // k == -1.
    let xme = b.subf(&x, &e2, t);
    let hm = b.mulf(&half, &xme, t);
    let r_km1 = b.subf(&hm, &half, t);
    // k == 1.
    let xh = b.addf(&x, &half, t);
    let exh = b.subf(&e2, &xh, t);
    let r_k1_low = b.mulf(&m_two, &exh, t);
    let txe = b.mulf(&two, &xme, t);
    let r_k1_high = b.addf(&one, &txe, t);
    let quarter = f32v(b, -0.25);
    let below_quarter = fcmp(b, "slt", &x, &quarter, DType::F32);
    let r_k1 = b.select(&below_quarter, &r_k1_low, &r_k1_high, t);
    // k <= -2 or k > 56: (1 - (e - x)) 2^k - 1.
    let ex = b.subf(&e2, &x, t);
    let y = b.subf(&one, &ex, t);
    let y = add_exponent(b, &y, &k);
    let r_far = b.subf(&y, &one, t);
    // 2 <= k < 23: ((1 - 2^-k) - (e - x)) 2^k, k clamped into the shift's range.
    let (lo_k, hi_k) = (b.c(0, "i32"), b.c(31, "i32"));
    let kc = b.bin("maxsi", &k, &lo_k, "i32");
    let kc = b.bin("minsi", &kc, &hi_k, "i32");
    let bit24 = b.c(0x0100_0000, "i32");
    let sh = b.bin("shrsi", &bit24, &kc, "i32");
    let one_bits = b.c(0x3F80_0000, "i32");
    let tb = b.bin("subi", &one_bits, &sh, "i32");
    let t1 = b.conv("bitcast", &tb, "i32", t);
    let y = b.subf(&t1, &ex, t);
    let r_mid = add_exponent(b, &y, &k);
    // 23 <= k <= 56: ((x - (e + 2^-k)) + 1) 2^k.
    let bias = b.c(0x7F, "i32");
    let ek = b.bin("subi", &bias, &k, "i32");
    let twenty_three = b.c(23, "i32");
    let tb = b.bin("shli", &ek, &twenty_three, "i32");
    let t2 = b.conv("bitcast", &tb, "i32", t);
    let et = b.addf(&e2, &t2, t);
    let y = b.subf(&x, &et, t);
    let y = b.addf(&y, &one, t);
    let r_high = add_exponent(b, &y, &k);

    // Select by k, the last test first.
    let k_lt = |b: &mut Body, n: i64| {
        let c = b.c(n, "i32");
        b.cmpi("slt", &k, &c, "i32")
    };
    let lt23 = k_lt(b, 23);
    let v = b.select(&lt23, &r_mid, &r_high, t);
    let lt_m1 = k_lt(b, -1);
    let gt56 = {
        let c = b.c(56, "i32");
        b.cmpi("sgt", &k, &c, "i32")
    };
    let far = b.bin("ori", &lt_m1, &gt56, "i1");
    let v = b.select(&far, &r_far, &v, t);
    let is = |b: &mut Body, n: &str| b.cmpi("eq", &k, n, "i32");
    let k_is_1 = is(b, &one_i);
    let v = b.select(&k_is_1, &r_k1, &v, t);
    let k_is_m1 = is(b, &m_one_i);
    let v = b.select(&k_is_m1, &r_km1, &v, t);
    let k_is_0 = is(b, &zero_i);
    let v = b.select(&k_is_0, &r_k0, &v, t);

    // Special inputs, outermost test last: |x| < 2^-25 gives x; |x| >= 27 ln2 gives -1 for a
    // negative x, and for |x| >= 88.72 NaN, +inf, or +inf past the overflow threshold.
    let tiny = hx_below(b, 0x3300_0000);
    let v = b.select(&tiny, input, &v, t);
    let m_one = f32v(b, -1.0);
    let yes = b.c(1, "i1");
    let moderate = hx_below(b, 0x4195_B844);
    let big = b.bin("xori", &moderate, &yes, "i1");
    let big_neg = b.bin("andi", &big, &negative, "i1");
    let v = b.select(&big_neg, &m_one, &v, t);
    let thr = f32c(b, O_THRESHOLD);
    let over = fcmp(b, "sgt", input, &thr, DType::F32);
    let very = hx_below(b, 0x42B1_7218);
    let very = b.bin("xori", &very, &yes, "i1");
    let overflow = b.bin("andi", &very, &over, "i1");
    let inf = f32v(b, f32::INFINITY);
    let v = b.select(&overflow, &inf, &v, t);
    // +inf stays +inf (taken above), -inf is -1 (taken above); NaN: x + x.
    let nan = is_nan(b, input);
    let twice = b.addf(input, input, t);
    b.select(&nan, &twice, &v, t)
}

/// The body of [`Helper::Tanhf`]: fdlibm's `tanhf(x)` (`qnn_arith::libm::tanhf`): one
/// `expm1f`, of `2|x|` for `|x| >= 1` and of `-2|x|` below.
fn tanhf(b: &mut Body, x: &str) -> String {
    let t = "f32";
    let ux = bits(b, x);
    let mask = b.c(0x7FFF_FFFF, "i32");
    let ix = b.bin("andi", &ux, &mask, "i32");
    let ix_below = |b: &mut Body, bound: u32| {
        let c = b.c(i64::from(bound), "i32");
        b.cmpi("ult", &ix, &c, "i32")
    };
    let ax = b.let_(format_args!("math.absf {x} : f32"));
    let two = f32v(b, 2.0);
    let m_two = f32v(b, -2.0);
    let below_one = ix_below(b, 0x3F80_0000);
    let factor = b.select(&below_one, &m_two, &two, t);
    let arg = b.mulf(&factor, &ax, t);
    let em = b.call(Helper::Expm1f, &[&arg]);
    let den = b.addf(&em, &two, t);
    let one = f32v(b, 1.0);
    let q = b.divf(&two, &den, t);
    let z_ge1 = b.subf(&one, &q, t);
    let nem = b.let_(format_args!("arith.negf {em} : f32"));
    let z_lt1 = b.divf(&nem, &den, t);
    let z = b.select(&below_one, &z_lt1, &z_ge1, t);
    let below_22 = ix_below(b, 0x41B0_0000);
    let z = b.select(&below_22, &z, &one, t);
    let zero_i = b.c(0, "i32");
    let negative = b.cmpi("slt", &ux, &zero_i, "i32");
    let nz = b.let_(format_args!("arith.negf {z} : f32"));
    let v = b.select(&negative, &nz, &z, t);
    // |x| < 2^-55 (zeros, subnormals): x; NaN: NaN (fdlibm's 1/x + 1).
    let tiny = ix_below(b, 0x2400_0000);
    let v = b.select(&tiny, x, &v, t);
    let nan = is_nan(b, x);
    let twice = b.addf(x, x, t);
    b.select(&nan, &twice, &v, t)
}
