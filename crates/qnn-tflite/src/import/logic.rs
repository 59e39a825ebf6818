//! Comparisons, logical operators, SELECT and CAST, imported as core ops. A TFLite `bool`
//! tensor is an `i8` tensor of 0 and 1 here (the type of `greater_equal` and `equal`), and
//! every operator below writes only 0 or 1 into one.
//!
//! TFLite's comparisons (`comparisons.cc`) compare `int8`/`uint8` inputs after rescaling
//! each to a common fixed-point scale, `MBQM((x - zp) << 8, m, s)` with `(m, s)` TFLite's
//! `QuantizeMultiplier` of the input's scale, so two codes of one tensor can compare equal
//! when its scale is small; every other type is compared as it is. The six comparisons come
//! from two core ops: `a >= b`, `a == b`, `a > b = (a == b) ? 0 : a >= b` (false with a NaN,
//! as in C++), `a <= b = b >= a`, `a < b = b > a`, `a != b = (a == b) == 0` (true with a NaN).

use qnn_ir::ops::{FixedPointMultiplyAttrs, NoAttrs, ReshapeAttrs};
use qnn_ir::{DType, Op, Rounding, ValueId};

use super::cx::OpCx;
use super::error::ImportError;

/// The element type of a TFLite `bool` tensor in the graph.
pub(crate) const BOOL: DType = DType::I8;

/// A comparison operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Compare {
    Equal,
    NotEqual,
    Greater,
    GreaterEqual,
    Less,
    LessEqual,
}

/// `x == 0` (a `bool` of `x`'s truth: 1 where `x` is 0).
fn is_zero(cx: &mut OpCx, x: ValueId) -> Result<ValueId, ImportError> {
    let d = cx.ty_of(x)?.dtype;
    let zero = if d.is_float() {
        super::float::scalar(cx, 0.0)?
    } else {
        cx.int_const(d, &[], &[0])?
    };
    cx.add(Op::Equal(NoAttrs {}), &[x, zero], BOOL)
}

/// Comparison input `k` as the kernel compares it: an 8-bit input rescaled to `i32` (module
/// docs), any other as it is.
fn compared(cx: &mut OpCx, k: usize) -> Result<ValueId, ImportError> {
    let t = cx.input_index(k)?;
    let role = format!("input {k}");
    let x = cx.input_value(k)?;
    let d = cx.dtype(&role, t)?;
    if !matches!(d, DType::I8 | DType::U8) {
        return Ok(x);
    }
    let (_, scale, zp) = cx.q_tensor(&role, t)?;
    if !(scale > 0.0 && scale < 1.0) {
        return Err(cx.tensor_error(
            &role,
            t,
            format!("a quantized comparison needs a scale in (0, 1), found {scale:?} (TFLite's kernel is undefined beyond it)"),
        ));
    }
    let q = qnn_arith::quantize_multiplier(f64::from(scale));
    let wide = cx.add(Op::Cast(NoAttrs {}), &[x], DType::I32)?;
    let offset = cx.int_const(DType::I32, &[], &[-zp])?;
    let centred = cx.add(Op::Add(NoAttrs {}), &[wide, offset], DType::I32)?;
    let eight = cx.int_const(DType::I32, &[], &[8])?;
    let shifted = cx.add(Op::ShiftLeft(NoAttrs {}), &[centred, eight], DType::I32)?;
    let attrs = FixedPointMultiplyAttrs {
        multiplier: vec![q.multiplier],
        shift: vec![q.shift],
        axis: None,
        rounding: Rounding::TfliteDouble,
    };
    cx.add(Op::FixedPointMultiply(attrs), &[shifted], DType::I32)
}

/// EQUAL, NOT_EQUAL, GREATER, GREATER_EQUAL, LESS, LESS_EQUAL (module docs).
pub(super) fn compare(cx: &mut OpCx, c: Compare) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let (t0, t1) = (cx.input_index(0)?, cx.input_index(1)?);
    let (d0, d1) = (cx.dtype("input 0", t0)?, cx.dtype("input 1", t1)?);
    if d0 != d1 {
        return Err(cx.invalid(format!(
            "the inputs' types differ ({d0} and {d1}); TFLite compares one type"
        )));
    }
    let (a, b) = (compared(cx, 0)?, compared(cx, 1)?);
    let ge = |cx: &mut OpCx, x, y| cx.add(Op::GreaterEqual(NoAttrs {}), &[x, y], BOOL);
    let eq = |cx: &mut OpCx, x, y| cx.add(Op::Equal(NoAttrs {}), &[x, y], BOOL);
    // `x > y`: 0 where equal, else `x >= y`.
    let gt = |cx: &mut OpCx, x, y| -> Result<ValueId, ImportError> {
        let e = eq(cx, x, y)?;
        let g = ge(cx, x, y)?;
        let zero = cx.int_const(BOOL, &[], &[0])?;
        cx.add(Op::Select(NoAttrs {}), &[e, zero, g], BOOL)
    };
    let v = match c {
        Compare::Equal => eq(cx, a, b)?,
        Compare::NotEqual => {
            let e = eq(cx, a, b)?;
            is_zero(cx, e)?
        }
        Compare::GreaterEqual => ge(cx, a, b)?,
        Compare::LessEqual => ge(cx, b, a)?,
        Compare::Greater => gt(cx, a, b)?,
        Compare::Less => gt(cx, b, a)?,
    };
    bind(cx, v)
}

/// Binds `v` to the operator's only output, which must be a `bool` tensor.
fn bind(cx: &mut OpCx, v: ValueId) -> Result<(), ImportError> {
    let out = cx.output_index()?;
    let d = cx.dtype("the output", out)?;
    if d != BOOL || cx.tensor(out)?.ty != crate::model::TfType::Bool {
        return Err(cx.tensor_error("the output", out, "must be a bool tensor"));
    }
    cx.bind(out, v)
}

/// A `bool` input.
fn bool_input(cx: &mut OpCx, k: usize) -> Result<ValueId, ImportError> {
    let t = cx.input_index(k)?;
    if cx.tensor(t)?.ty != crate::model::TfType::Bool {
        return Err(cx.tensor_error(&format!("input {k}"), t, "must be a bool tensor"));
    }
    cx.input_value(k)
}

/// A logical operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Logical {
    And,
    Or,
    Not,
}

/// LOGICAL_AND (`a ? b : 0`), LOGICAL_OR (`a ? 1 : b`), LOGICAL_NOT (`a == 0`), inputs
/// broadcast.
pub(super) fn logical(cx: &mut OpCx, l: Logical) -> Result<(), ImportError> {
    let v = if l == Logical::Not {
        cx.arity(1, 1)?;
        let a = bool_input(cx, 0)?;
        is_zero(cx, a)?
    } else {
        cx.arity(2, 2)?;
        let (a, b) = (bool_input(cx, 0)?, bool_input(cx, 1)?);
        let k = cx.int_const(BOOL, &[], &[i64::from(l == Logical::Or)])?;
        let args = if l == Logical::And {
            [a, b, k]
        } else {
            [a, k, b]
        };
        cx.add(Op::Select(NoAttrs {}), &args, BOOL)?
    };
    bind(cx, v)
}

/// SELECT and SELECT_V2(condition, x, y) -> `select`: `x` where the condition holds, else
/// `y`, element for element (the codes are copied: TFLite's kernel does not requantize).
/// SELECT_V2 broadcasts the three; SELECT's rank-1 condition over a higher-rank `x` (one
/// choice per row) is refused.
pub(super) fn select(cx: &mut OpCx, v2: bool) -> Result<(), ImportError> {
    cx.arity(3, 3)?;
    let mut c = bool_input(cx, 0)?;
    let (x, y) = (cx.input_value(1)?, cx.input_value(2)?);
    if !v2 {
        let (ct, xt, yt) = (cx.ty_of(c)?, cx.ty_of(x)?, cx.ty_of(y)?);
        // TFLite's `RankOneSelect`: a rank-1 condition picks whole slices along the first
        // dimension, which is a `select` with the condition reshaped to `[N, 1, ...]`.
        let rank_one = ct.rank() == 1 && xt.rank() > 1 && xt.shape.first() == ct.shape.first();
        if xt.shape != yt.shape || (ct.shape != xt.shape && !rank_one) {
            return Err(cx.unsupported(format!(
                "SELECT with a condition of shape {:?} over inputs of shapes {:?} and {:?} (SELECT takes equal shapes, or a rank-1 condition over the first dimension; SELECT_V2 broadcasts)",
                ct.shape, xt.shape, yt.shape
            )));
        }
        if rank_one && ct.shape != xt.shape {
            let mut shape = vec![1; xt.rank()];
            shape[0] = ct.shape[0];
            c = cx.add(Op::Reshape(ReshapeAttrs { shape }), &[c], ct.dtype)?;
        }
    }
    cx.emit(Op::Select(NoAttrs {}), &[c, x, y])?;
    Ok(())
}

/// CAST(x) -> C++'s `static_cast` of each element (TFLite's `copyCast`): integers wrap,
/// integers to float round to nearest, a float to a 32- or 64-bit integer truncates toward
/// zero (x86-64 gives the type's minimum out of range, as `cast` does), a float to an 8- or
/// 16-bit integer converts to `i32` first and keeps the low bits (what x86-64 compilers emit
/// for that cast); to `bool`, `x != 0`; from `bool`, 0 or 1. Quantization parameters are
/// ignored, as the kernel ignores them.
pub(super) fn cast(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(1, 1)?;
    let (t, out) = (cx.input_index(0)?, cx.output_index()?);
    let x = cx.input_value(0)?;
    let (from, to) = (cx.dtype("input 0", t)?, cx.dtype("the output", out)?);
    if cx.tensor(out)?.ty == crate::model::TfType::Bool {
        let z = is_zero(cx, x)?;
        let v = is_zero(cx, z)?;
        return cx.bind(out, v);
    }
    let narrow_int = matches!(to, DType::I8 | DType::U8 | DType::I16 | DType::U16);
    let x = if from.is_float() && narrow_int {
        cx.add(Op::Cast(NoAttrs {}), &[x], DType::I32)?
    } else {
        x
    };
    cx.emit(Op::Cast(NoAttrs {}), &[x])?;
    Ok(())
}
