//! Integer core ops that lowering emits besides plain `add`/`multiply`: `round_divide`,
//! `srdhm`, `shift_left`, `shift_right`, `count_leading_zeros`, `fixed_point_reciprocal` and
//! the table lookup `table`.
//!
//! Each is a few lines of integer arithmetic; the gemmlowp primitives come from `qnn-arith`
//! (`srdhm`, `get_reciprocal`, `round_div_away`) so that the lowered graph and the QNN
//! kernels share one definition.

use super::binary::Broadcast;
use super::{ints, out_tensor, wrap_to};
use qnn_arith::{get_reciprocal, round_div_away};
use qnn_ir::attrs::RoundMode;
use qnn_ir::{DType, Tensor, TensorType};

/// Applies `f` to every broadcast element pair of two integer operands.
fn map2(
    args: &[&Tensor],
    out: &TensorType,
    f: impl FnMut(i64, i64) -> Result<i64, String>,
) -> Result<Tensor, String> {
    let [l, r] = args else {
        return Err(format!("takes 2 operands, found {}", args.len()));
    };
    let vals = Broadcast::new(l, r, out)?.map(f)?;
    out_tensor(out, &vals)
}

/// `round_divide`: `a / b` rounded half away from zero; `b <= 0` is an error.
pub fn round_divide(args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    map2(args, out, |a, b| {
        if b <= 0 {
            return Err(format!("divisor {b} is not positive"));
        }
        Ok(round_div_away(a, b))
    })
}

/// `srdhm`: gemmlowp's `SaturatingRoundingDoublingHighMul` on `i32`.
pub fn srdhm(args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    map2(args, out, |a, b| {
        let (a, b) = (i32_of(a)?, i32_of(b)?);
        Ok(i64::from(qnn_arith::srdhm(a, b)))
    })
}

fn i32_of(v: i64) -> Result<i32, String> {
    i32::try_from(v).map_err(|_| format!("{v} is not an i32 value"))
}

/// A shift amount, checked against the element width.
fn shift_amount(s: i64, dtype: DType) -> Result<u32, String> {
    match u32::try_from(s) {
        Ok(s) if s < dtype.bits() => Ok(s),
        _ => Err(format!(
            "shift {s} is outside 0..{} for {dtype}",
            dtype.bits()
        )),
    }
}

/// `shift_left`: `x << s`, wrapping in the element type.
pub fn shift_left(args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let d = out.dtype;
    map2(args, out, |x, s| {
        let s = shift_amount(s, d)?;
        Ok(wrap_to(d, x.wrapping_shl(s)))
    })
}

/// `x / 2^s` rounded under `mode`, for a value `x` of element type `d` (the `half_up`
/// addition wraps in `d`).
pub fn shift_right_value(x: i64, s: u32, mode: RoundMode, d: DType) -> i64 {
    if s == 0 {
        return x;
    }
    let floor = x >> s;
    let rem = x & ((1i64 << s) - 1);
    let half = 1i64 << (s - 1);
    match mode {
        RoundMode::Floor => floor,
        RoundMode::HalfUp => wrap_to(d, x.wrapping_add(half)) >> s,
        RoundMode::HalfAway => {
            // gemmlowp's RoundingDivideByPOT: round up when the remainder exceeds half the
            // divisor, or equals it for a negative x.
            let threshold = (((1i64 << s) - 1) >> 1) + i64::from(x < 0);
            floor + i64::from(rem > threshold)
        }
        RoundMode::HalfEven => floor + i64::from(rem > half || (rem == half && floor & 1 == 1)),
    }
}

/// `shift_right`: `x / 2^s` rounded under `mode`.
pub fn shift_right(mode: RoundMode, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let d = out.dtype;
    map2(args, out, |x, s| {
        let s = shift_amount(s, d)?;
        Ok(shift_right_value(x, s, mode, d))
    })
}

/// `count_leading_zeros`: leading zero bits of each element's `bits`-wide pattern.
pub fn count_leading_zeros(args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt] = args else {
        return Err(format!("takes 1 operand, found {}", args.len()));
    };
    let bits = xt.dtype().bits();
    let vals: Vec<i64> = ints(xt)?
        .into_iter()
        .map(|v| {
            // The low `bits` bits of the two's complement pattern, as an unsigned value.
            let pattern = (v as u64) & (u64::MAX >> (64 - bits));
            i64::from(pattern.leading_zeros()) - i64::from(64 - bits)
        })
        .collect();
    out_tensor(out, &vals)
}

/// `fixed_point_reciprocal`: gemmlowp's `GetReciprocal` mantissa.
pub fn fixed_point_reciprocal(args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt] = args else {
        return Err(format!("takes 1 operand, found {}", args.len()));
    };
    let vals = ints(xt)?
        .into_iter()
        .map(|v| Ok(i64::from(get_reciprocal(i32_of(v)?, 0).0)))
        .collect::<Result<Vec<i64>, String>>()?;
    out_tensor(out, &vals)
}

/// `fixed_point_log`: [`log_x_for_x_ge_1`] per element.
pub fn fixed_point_log(
    a: &qnn_ir::ops::FixedPointLogAttrs,
    args: &[&Tensor],
    out: &TensorType,
) -> Result<Tensor, String> {
    let [xt] = args else {
        return Err(format!("takes 1 operand, found {}", args.len()));
    };
    let vals = ints(xt)?
        .into_iter()
        .map(|v| {
            Ok(i64::from(qnn_arith::log_x_for_x_ge_1(
                i32_of(v)?,
                a.input_bits,
                a.output_bits,
            )))
        })
        .collect::<Result<Vec<i64>, String>>()?;
    out_tensor(out, &vals)
}

/// `table`: `out[i] = table[x[i] - type_min(x)]`.
pub fn table(args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    let [xt, tt] = args else {
        return Err(format!("takes 2 operands, found {}", args.len()));
    };
    let min = xt
        .dtype()
        .int_min()
        .ok_or_else(|| format!("table index must be an integer, found {}", xt.ty()))?;
    let idx = ints(xt)?
        .into_iter()
        .map(|v| {
            usize::try_from(v - min)
                .ok()
                .filter(|&i| i < tt.len())
                .ok_or_else(|| format!("index {v} is outside the table"))
        })
        .collect::<Result<Vec<usize>, String>>()?;
    let data = tt.data().gather(&idx);
    Tensor::new(out.clone(), data).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shift_right_ties() {
        use RoundMode::*;
        // x / 4 for x = -6 (-1.5), -2 (-0.5), 2 (0.5), 6 (1.5), 5 (1.25), -5 (-1.25).
        let xs = [-6, -2, 2, 6, 5, -5];
        let want = |m: RoundMode| -> Vec<i64> {
            xs.iter()
                .map(|&x| shift_right_value(x, 2, m, DType::I32))
                .collect()
        };
        assert_eq!(want(Floor), vec![-2, -1, 0, 1, 1, -2]);
        assert_eq!(want(HalfUp), vec![-1, 0, 1, 2, 1, -1]);
        assert_eq!(want(HalfAway), vec![-2, -1, 1, 2, 1, -1]);
        assert_eq!(want(HalfEven), vec![-2, 0, 0, 2, 1, -1]);
        // half_away is gemmlowp's RoundingDivideByPOT.
        for x in -300..300 {
            for e in 0..10 {
                assert_eq!(
                    shift_right_value(x, e, HalfAway, DType::I32),
                    i64::from(qnn_arith::rdbpot(x as i32, e as i32)),
                    "{x} {e}"
                );
            }
        }
        // half_up's addition wraps in the element type, like C.
        assert_eq!(
            shift_right_value(i64::from(i32::MAX), 1, HalfUp, DType::I32),
            -(1 << 30)
        );
    }
}
