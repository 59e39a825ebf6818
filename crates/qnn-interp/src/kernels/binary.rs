//! Binary elementwise kernels with numpy broadcasting: the quantized `qnn.add`,
//! `qnn.subtract` and `qnn.mul`, and the integer (or `f32`) core `add`, `subtract` and
//! `multiply`.
//!
//! Quantized ops, TFLite modes (`tflite_double`, `tflite_single`, `tflite_int64`), as TFLite's
//! reference ADD / SUB (`AddElementwise` / `SubElementwise`) and MUL (`MulElementwise`):
//!
//! - ADD/SUB general path (`qnn_arith::add_elementwise`): `a = R1((x - lhs_zp) << ls)`,
//!   `b = R2((y - rhs_zp) << ls)`, `out = clamp(Ro(a ± b) + out_zp)`, with `ls = 20` for 8-bit and
//!   `15` for 16-bit operands and the multipliers of `qnn_arith::add_params` (TFLite's
//!   `2 * max(s1, s2)` scheme). Each `R` is `MultiplyByQuantizedMultiplier` of the op's mode; the
//!   output step also covers a SUB whose output multiplier is > 1 (positive shift). Operands wider
//!   than 16 bits have no TFLite ADD and are a run-time error, and so is `f64_half_away` (TFLite's
//!   ADD/SUB are integer-only; `qnn-arith` defines no real-multiplier form of them).
//! - int16 power-of-two path (`pot_int16`, TFLite's `pot_scale_int16`;
//!   `qnn_arith::pot_int16_params` / `add_pot_int16`): taken when `pot_int16` is set, the operands
//!   and the result are `i16`, all zero points are 0 and all three scales pass TFLite's
//!   `CheckedLog2`. The operand with the nonzero shift `log2(in_s) - log2(out_s)` is divided by
//!   `2^-shift` (rounding half away), then a saturating int16 add/sub, then the clamp. When those
//!   shifts are not both `<= 0` with one of them `0`, TFLite rejects the op in `Prepare`, and so
//!   does this kernel (run-time error).
//! - MUL: `out = clamp(R((x - lhs_zp) * (y - rhs_zp)) + out_zp)` with
//!   `M = (double)(lhs_s * rhs_s / out_s)` in `f32` (`qnn_arith::mul_real_multiplier`);
//!   `f64_half_away` is `round((double)prod * M)`, ties away.
//!
//! TVM modes (`upward`, `to_nearest`, `half_even`), as TVM's canonicalization:
//!
//! - ADD/SUB: each operand is requantized to `out_q` (`round(M * (v - zp)) + out_zp` with
//!   `M = (double)s / (double)out_s`), then `out = clamp(a + b - out_zp)` (SUB: `a - b + out_zp`).
//!   `pot_int16` is ignored (TVM has no such path).
//! - MUL: `requantize((x - lhs_zp) * (y - rhs_zp))` with
//!   `M = (double)(float)(lhs_s * rhs_s) / (double)out_s`, then clamp.
//!
//! Outside `qnn-arith`'s element rules, intermediate values are computed exactly in `i64`
//! (TFLite's `int32_t` values never overflow for 8/16-bit operands); values that leave a mode's
//! domain are run-time errors rather than silent wraps.

use super::{clamp_range, ints, out_tensor, wrap_to, BroadcastIndex, Rescaler};
use qnn_arith::{
    add_elementwise, add_params, add_pot_int16, conv_real_multiplier, div_element, div_multiplier,
    mul_real_multiplier, pot_int16_params, requantize_real_multiplier,
};
use qnn_ir::ops::{QnnAddAttrs, QnnBinaryAttrs, QnnDivAttrs, QnnMulAttrs, QnnPreluAttrs};
use qnn_ir::{DType, Data, Tensor, TensorType};

/// Which core op `core_binary` computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoreBinary {
    /// `a + b`.
    Add,
    /// `a - b`.
    Subtract,
    /// `a * b`.
    Multiply,
    /// `a / b` (floats only).
    Divide,
    /// `a > b ? a : b`.
    Maximum,
    /// `a < b ? a : b`.
    Minimum,
}

impl CoreBinary {
    /// The op on two floats, as [`core_binary`] computes each element: IEEE arithmetic, and
    /// TFLite's MaximumOp / MinimumOp (`a > b ? a : b`, NaN included). Engines that fuse the
    /// op call this.
    #[inline(always)]
    pub fn float<T: Float>(self, a: T, b: T) -> T {
        match self {
            CoreBinary::Add => a + b,
            CoreBinary::Subtract => a - b,
            CoreBinary::Multiply => a * b,
            CoreBinary::Divide => a / b,
            CoreBinary::Maximum => {
                if a > b {
                    a
                } else {
                    b
                }
            }
            CoreBinary::Minimum => {
                if a < b {
                    a
                } else {
                    b
                }
            }
        }
    }
}

/// A float type's arithmetic for [`core_binary`].
pub trait Float:
    Copy
    + PartialOrd
    + std::ops::Add<Output = Self>
    + std::ops::Sub<Output = Self>
    + std::ops::Mul<Output = Self>
    + std::ops::Div<Output = Self>
{
}
impl Float for f32 {}
impl Float for f64 {}

/// Float elementwise `k` with numpy broadcasting.
fn float_binary<T: Float>(
    x: &[T],
    y: &[T],
    l: &Tensor,
    r: &Tensor,
    out: &TensorType,
    k: CoreBinary,
) -> Result<Vec<T>, String> {
    let (li, ri, n) = indices(l, r, out)?;
    Ok(BroadcastIndex::zip_map(&li, x, &ri, y, n, |a, b| {
        k.float(a, b)
    }))
}

/// For each result element, the element of each operand it reads (numpy broadcasting),
/// checked against the operands' lengths, and the number of result elements.
fn indices(
    l: &Tensor,
    r: &Tensor,
    out: &TensorType,
) -> Result<(BroadcastIndex, BroadcastIndex, usize), String> {
    let li = BroadcastIndex::new(&out.shape, l.shape());
    let ri = BroadcastIndex::new(&out.shape, r.shape());
    let n: usize = out.shape.iter().product();
    if !li.fits(n, l.len()) || !ri.fits(n, r.len()) {
        return Err(format!(
            "operands {} and {} do not broadcast to {out}",
            l.ty(),
            r.ty()
        ));
    }
    Ok((li, ri, n))
}

/// The two operands, or a message.
fn two<'a>(args: &[&'a Tensor]) -> Result<(&'a Tensor, &'a Tensor), String> {
    match args {
        [l, r] => Ok((l, r)),
        _ => Err(format!("takes 2 operands, found {}", args.len())),
    }
}

/// Integer elements of both operands and, for each result element, the flat index each
/// operand contributes (numpy broadcasting).
pub(crate) struct Broadcast {
    lhs: Vec<i64>,
    rhs: Vec<i64>,
    li: BroadcastIndex,
    ri: BroadcastIndex,
    n: usize,
}

impl Broadcast {
    pub(crate) fn new(l: &Tensor, r: &Tensor, out: &TensorType) -> Result<Self, String> {
        let lhs = ints(l)?;
        let rhs = ints(r)?;
        let (li, ri, n) = indices(l, r, out)?;
        Ok(Broadcast {
            lhs,
            rhs,
            li,
            ri,
            n,
        })
    }

    /// Maps every result element `(x, y)` through `f`.
    pub(crate) fn map(
        &self,
        mut f: impl FnMut(i64, i64) -> Result<i64, String>,
    ) -> Result<Vec<i64>, String> {
        (0..self.n)
            .map(|k| f(self.lhs[self.li.at(k)], self.rhs[self.ri.at(k)]))
            .collect()
    }
}

/// A value as `i32` (what TFLite's `int32_t` arithmetic holds), or a message.
fn i32_of(v: i64) -> Result<i32, String> {
    i32::try_from(v)
        .map_err(|_| format!("{v} does not fit the 32-bit arithmetic of the TFLite kernel"))
}

/// A value as `i16`, or a message.
fn i16_of(v: i64) -> Result<i16, String> {
    i16::try_from(v).map_err(|_| format!("{v} is not an i16 value"))
}

/// A zero point as `i32`, or a message.
fn zp_i32(zp: i64) -> Result<i32, String> {
    i32::try_from(zp).map_err(|_| format!("zero point {zp} does not fit i32"))
}

/// TFLite's pre-shift of the general ADD/SUB path for an operand type: 20 for 8-bit, 15 for
/// 16-bit operands. Wider operands have no TFLite ADD.
fn add_left_shift(d: DType) -> Result<i32, String> {
    match d {
        DType::I8 | DType::U8 => Ok(20),
        DType::I16 | DType::U16 => Ok(15),
        _ => Err(format!(
            "the TFLite ADD/SUB scheme is defined for 8- and 16-bit operands, found {d}"
        )),
    }
}

/// `qnn.add` (`subtract == false`) and `qnn.subtract` (`subtract == true`); see the module docs.
pub fn qnn_add(
    a: &QnnAddAttrs,
    args: &[&Tensor],
    out: &TensorType,
    subtract: bool,
) -> Result<Tensor, String> {
    let (l, r) = two(args)?;
    let bc = Broadcast::new(l, r, out)?;
    let (lo, hi) = clamp_range(&a.clamp, out);
    let clamp = |v: i64| v.max(lo).min(hi);
    let (s1, z1) = (a.lhs_q.scale(0), a.lhs_q.zero_point(0));
    let (s2, z2) = (a.rhs_q.scale(0), a.rhs_q.zero_point(0));
    let (so, zo) = (a.out_q.scale(0), a.out_q.zero_point(0));

    let vals = if a.rounding.is_tflite() {
        let pot = pot_int16_params(
            a.pot_int16
                && l.dtype() == DType::I16
                && r.dtype() == DType::I16
                && out.dtype == DType::I16,
            s1,
            zp_i32(z1)?,
            s2,
            zp_i32(z2)?,
            so,
            zp_i32(zo)?,
        )
        .map_err(|e| e.to_string())?;
        if let Some(p) = pot {
            bc.map(|x, y| {
                let (x, y) = (i16_of(x)?, i16_of(y)?);
                Ok(clamp(i64::from(add_pot_int16(x, y, &p, subtract))))
            })?
        } else {
            let p = add_params(s1, s2, so, add_left_shift(l.dtype())?);
            bc.map(|x, y| {
                let raw =
                    add_elementwise(i32_of(x - z1)?, i32_of(y - z2)?, &p, subtract, a.rounding)
                        .map_err(|e| e.to_string())?;
                Ok(clamp(i64::from(raw).saturating_add(zo)))
            })?
        }
    } else {
        let rl = Rescaler::new(requantize_real_multiplier(s1, so), a.rounding);
        let rr = Rescaler::new(requantize_real_multiplier(s2, so), a.rounding);
        bc.map(|x, y| {
            let qa = rl.apply(x - z1)?.saturating_add(zo);
            let qb = rr.apply(y - z2)?.saturating_add(zo);
            let v = if subtract {
                qa.saturating_sub(qb).saturating_add(zo)
            } else {
                qa.saturating_add(qb).saturating_sub(zo)
            };
            Ok(clamp(v))
        })?
    };
    out_tensor(out, &vals)
}

/// `qnn.mul`; see the module docs.
pub fn qnn_mul(a: &QnnMulAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let (l, r) = two(args)?;
    let bc = Broadcast::new(l, r, out)?;
    let (lo, hi) = clamp_range(&a.clamp, out);
    let (s1, z1) = (a.lhs_q.scale(0), a.lhs_q.zero_point(0));
    let (s2, z2) = (a.rhs_q.scale(0), a.rhs_q.zero_point(0));
    let (so, zo) = (a.out_q.scale(0), a.out_q.zero_point(0));
    let m = if a.rounding.is_tflite() {
        mul_real_multiplier(s1, s2, so)
    } else {
        conv_real_multiplier(s1, s2, so, true)
    };
    let rescaler = Rescaler::new(m, a.rounding);
    let vals = bc.map(|x, y| {
        let prod = (x - z1)
            .checked_mul(y - z2)
            .ok_or_else(|| format!("the product ({x} - {z1}) * ({y} - {z2}) overflows i64"))?;
        Ok(rescaler.apply(prod)?.saturating_add(zo).max(lo).min(hi))
    })?;
    out_tensor(out, &vals)
}

/// Core `add` / `subtract` / `multiply` / `divide` with numpy broadcasting. Integers wrap to
/// the element type (two's complement, e.g. `u8` modulo 256); floats use IEEE arithmetic.
pub fn core_binary(args: &[&Tensor], out: &TensorType, k: CoreBinary) -> Result<Tensor, String> {
    let (l, r) = two(args)?;
    let data = match (l.data(), r.data()) {
        (Data::F32(x), Data::F32(y)) => Data::F32(float_binary(x, y, l, r, out, k)?),
        (Data::F64(x), Data::F64(y)) => Data::F64(float_binary(x, y, l, r, out, k)?),
        // The accumulator arithmetic of lowered graphs, without widening to i64: the same
        // wrapping results.
        (Data::I32(x), Data::I32(y)) if out.dtype == DType::I32 && k != CoreBinary::Divide => {
            let (li, ri, n) = indices(l, r, out)?;
            let f = match k {
                CoreBinary::Add => i32::wrapping_add,
                CoreBinary::Subtract => i32::wrapping_sub,
                CoreBinary::Maximum => i32::max,
                CoreBinary::Minimum => i32::min,
                _ => i32::wrapping_mul,
            };
            Data::I32(BroadcastIndex::zip_map(&li, x, &ri, y, n, f))
        }
        _ => {
            let bc = Broadcast::new(l, r, out)?;
            let vals = bc.map(|a, b| {
                let v = match k {
                    CoreBinary::Add => a.wrapping_add(b),
                    CoreBinary::Subtract => a.wrapping_sub(b),
                    CoreBinary::Multiply => a.wrapping_mul(b),
                    CoreBinary::Maximum => a.max(b),
                    CoreBinary::Minimum => a.min(b),
                    CoreBinary::Divide => return Err("integer divide: use round_divide".into()),
                };
                Ok(wrap_to(out.dtype, v))
            })?;
            return out_tensor(out, &vals);
        }
    };
    Tensor::new(out.clone(), data).map_err(|e| e.to_string())
}

/// `qnn.div`: TFLite's `DivElementwise` ([`div_element`]) per broadcast pair.
pub fn qnn_div(a: &QnnDivAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let (x, y) = two(args)?;
    let bc = Broadcast::new(x, y, out)?;
    let m = div_multiplier(a.lhs_q.scale(0), a.rhs_q.scale(0), a.out_q.scale(0));
    let (lz, rz, oz) = (
        a.lhs_q.zero_point(0),
        a.rhs_q.zero_point(0),
        zp_i32(a.out_q.zero_point(0))?,
    );
    let (lo, hi) = clamp_range(&a.clamp, out);
    let vals = bc.map(|p, q| {
        let r = div_element((p - lz) as i32, (q - rz) as i32, m);
        Ok(i64::from(r.wrapping_add(oz)).clamp(lo, hi))
    })?;
    out_tensor(out, &vals)
}

/// `greater_equal`: `a >= b ? 1 : 0`, broadcast; floats compare as IEEE.
pub fn greater_equal(args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    compare(args, out, |o| o.is_ge())
}

/// `equal`: `a == b ? 1 : 0`, broadcast; floats compare as IEEE (NaN equals nothing).
pub fn equal(args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    compare(args, out, |o| o.is_eq())
}

/// A comparison of the broadcast operands: 1 where `holds` of their ordering (`None` for a
/// NaN operand, which no comparison holds for), else 0.
fn compare(
    args: &[&Tensor],
    out: &TensorType,
    holds: impl Fn(std::cmp::Ordering) -> bool,
) -> Result<Tensor, String> {
    let (l, r) = two(args)?;
    let (li, ri, n) = indices(l, r, out)?;
    let test = |o: Option<std::cmp::Ordering>| i64::from(o.is_some_and(&holds));
    let v: Vec<i64> = match (l.data(), r.data()) {
        (Data::F32(x), Data::F32(y)) => {
            BroadcastIndex::zip_map(&li, x, &ri, y, n, |a, b| test(a.partial_cmp(&b)))
        }
        (Data::F64(x), Data::F64(y)) => {
            BroadcastIndex::zip_map(&li, x, &ri, y, n, |a, b| test(a.partial_cmp(&b)))
        }
        _ => {
            let (x, y) = (ints(l)?, ints(r)?);
            BroadcastIndex::zip_map(&li, &x, &ri, &y, n, |a, b| test(Some(a.cmp(&b))))
        }
    };
    out_tensor(out, &v)
}

/// `select`: `cond != 0 ? on_true : on_false`, the three operands broadcast.
pub fn select(args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [c, a, b] = args else {
        return Err(format!("takes 3 operands, found {}", args.len()));
    };
    let n: usize = out.shape.iter().product();
    let index = |t: &Tensor| {
        let ix = BroadcastIndex::new(&out.shape, t.shape());
        if ix.fits(n, t.len()) {
            Ok(ix)
        } else {
            Err(format!("operand {} does not broadcast to {out}", t.ty()))
        }
    };
    let (ci, ai, bi) = (index(c)?, index(a)?, index(b)?);
    let cond = ints(c)?;
    let cond = ci.expand(&cond, n);
    fn pick<T: Copy>(cond: &[i64], x: &[T], y: &[T]) -> Vec<T> {
        cond.iter()
            .zip(x.iter().zip(y))
            .map(|(&c, (&a, &b))| if c != 0 { a } else { b })
            .collect()
    }
    let data = match (a.data(), b.data()) {
        (Data::F32(x), Data::F32(y)) => Data::F32(pick(&cond, &ai.expand(x, n), &bi.expand(y, n))),
        (Data::F64(x), Data::F64(y)) => Data::F64(pick(&cond, &ai.expand(x, n), &bi.expand(y, n))),
        _ => {
            let (x, y) = (ints(a)?, ints(b)?);
            let vals = pick(&cond, &ai.expand(&x, n), &bi.expand(&y, n));
            return out_tensor(out, &vals);
        }
    };
    Tensor::new(out.clone(), data).map_err(|e| e.to_string())
}

/// `qnn.prelu`: TFLite's `BroadcastPrelu4DSlow`. The product `v * a` is exact; under the
/// TFLite modes it must fit `int32_t` (the kernel's type: a run-time error otherwise); the
/// output stage is the convolution's (`int32_t` result, `+ out_zp`, clamp).
pub fn qnn_prelu(a: &QnnPreluAttrs, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let (x, alpha) = two(args)?;
    let bc = Broadcast::new(x, alpha, out)?;
    let (in_s, al_s, out_s) = (a.in_q.scale(0), a.alpha_q.scale(0), a.out_q.scale(0));
    let identity = Rescaler::new(f64::from(in_s / out_s), a.rounding);
    let scaled = Rescaler::new(f64::from(in_s * al_s / out_s), a.rounding);
    let (in_zp, al_zp, out_zp) = (
        a.in_q.zero_point(0),
        a.alpha_q.zero_point(0),
        zp_i32(a.out_q.zero_point(0))?,
    );
    let (lo, hi) = clamp_range(&None, out);
    let vals = bc.map(|q, p| {
        let v = q - in_zp;
        let r = if v >= 0 {
            identity.apply_i32(v)?
        } else {
            scaled.apply_i32(v * (p - al_zp))?
        };
        // The kernel's `int32_t` addition.
        Ok(i64::from(r.wrapping_add(out_zp)).clamp(lo, hi))
    })?;
    out_tensor(out, &vals)
}

/// `qnn.squared_difference`: TFLite's int8 `SquaredDifference` (double rounding).
pub fn qnn_squared_difference(
    a: &QnnBinaryAttrs,
    args: &[&Tensor],
    out: &TensorType,
) -> Result<Tensor, String> {
    let (x, y) = two(args)?;
    let bc = Broadcast::new(x, y, out)?;
    let (m1, m2, mo) = qnn_arith::squared_difference_multipliers(
        a.lhs_q.scale(0),
        a.rhs_q.scale(0),
        a.out_q.scale(0),
    );
    let (z1, z2, zo) = (
        a.lhs_q.zero_point(0),
        a.rhs_q.zero_point(0),
        a.out_q.zero_point(0),
    );
    let (lo, hi) = clamp_range(&None, out);
    let vals = bc.map(|p, q| {
        let s1 = qnn_arith::mbqm(i32_of((p - z1) << 7)?, m1.multiplier, m1.shift);
        let s2 = qnn_arith::mbqm(i32_of((q - z2) << 7)?, m2.multiplier, m2.shift);
        let d = i64::from(s1) - i64::from(s2);
        let sq = i32_of(d * d)?;
        let r = qnn_arith::mbqm(sq, mo.multiplier, mo.shift);
        Ok((i64::from(r) + zo).clamp(lo, hi))
    })?;
    out_tensor(out, &vals)
}
