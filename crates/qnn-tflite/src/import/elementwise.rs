//! Converters for the element-wise operators: ADD / SUB / MUL (also on int32 / int64) / DIV, POW (int32), SQUARED_DIFFERENCE,
//! LOGISTIC / TANH / HARD_SWISH, SOFTMAX / LOG_SOFTMAX, LEAKY_RELU / PRELU, ABS / EXP / ELU /
//! GELU / RSQRT, NEG, standalone RELU / RELU6 / RELU_N1_TO_1 (`qnn.requantize` with a clamp),
//! QUANTIZE and DEQUANTIZE. Quantized forms become the matching `qnn.*` op; float forms go
//! through `float.rs` (PRELU and NEG build theirs here). `docs/tflite-import.md` has the
//! table.

use qnn_arith::{Activation, Rounding};
use qnn_ir::attrs::Precision;
use qnn_ir::ops::NoAttrs;
use qnn_ir::ops::{
    ClipAttrs, DequantizeAttrs, QnnAddAttrs, QnnBinaryAttrs, QnnDivAttrs, QnnGeluAttrs,
    QnnLeakyReluAttrs, QnnMulAttrs, QnnPreluAttrs, QnnSoftmaxAttrs, QnnUnaryAttrs, QuantizeAttrs,
    RequantizeAttrs,
};
use qnn_ir::{DType, F32Bits, Op, Tensor};

use super::cx::OpCx;
use super::error::ImportError;
use super::float;
use crate::model::{FusedActivation, TfOptions, TfType};

/// The element type of a quantized activation operand: 8- or 16-bit, not float.
fn quantized(cx: &OpCx, role: &str, t: usize, what: &str) -> Result<DType, ImportError> {
    match cx.dtype(role, t)? {
        d @ (DType::I8 | DType::U8 | DType::I16) => Ok(d),
        DType::F32 => Err(cx.unsupported(format!(
            "float {what} is not supported; only quantized models are"
        ))),
        d => Err(cx.unsupported(format!("{what} on {d} tensors is not supported"))),
    }
}

/// Which binary operator.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Binary {
    /// ADD.
    Add,
    /// SUB.
    Sub,
    /// MUL.
    Mul,
}

/// ADD / SUB / MUL on `int32` / `int64` tensors (index and shape arithmetic): the core op,
/// wrapping as the C++ does in practice, then the fused activation's clamp over the type's
/// range (`CalculateActivationRange`: RELU `[0, max]`, RELU6 `[0, 6]`, RELU_N1_TO_1 `[-1, 1]`).
fn integer_binary(
    cx: &mut OpCx,
    kind: Binary,
    activation: FusedActivation,
) -> Result<(), ImportError> {
    let d = cx.dtype("input 0", cx.input_index(0)?)?;
    for (role, t) in [
        ("input 1", cx.input_index(1)?),
        ("the output", cx.output_index()?),
    ] {
        let other = cx.dtype(role, t)?;
        if other != d {
            return Err(cx.tensor_error(
                role,
                t,
                format!("must be {d} like input 0, found {other}"),
            ));
        }
    }
    let op = match kind {
        Binary::Add => Op::Add(NoAttrs {}),
        Binary::Sub => Op::Subtract(NoAttrs {}),
        Binary::Mul => Op::Multiply(NoAttrs {}),
    };
    let args = [cx.input_value(0)?, cx.input_value(1)?];
    let hi = if d == DType::I32 {
        i64::from(i32::MAX)
    } else {
        i64::MAX
    };
    let clamp = match activation {
        FusedActivation::None => None,
        FusedActivation::Relu => Some((0, hi)),
        FusedActivation::Relu6 => Some((0, 6)),
        FusedActivation::ReluN1To1 => Some((-1, 1)),
        other => {
            return Err(cx.unsupported(format!(
                "the fused activation {other:?} on {d} tensors is not supported"
            )))
        }
    };
    let Some((min, max)) = clamp else {
        cx.emit(op, &args)?;
        return Ok(());
    };
    let v = cx.add(op, &args, d)?;
    cx.emit(Op::Clip(ClipAttrs { min, max }), &[v])?;
    Ok(())
}

/// ADD / SUB / MUL with numpy broadcasting, TFLite's multiplier schemes (`tflite_double`),
/// `pot_int16` from `AddOptions` / `SubOptions` (false when the table is missing, as TFLite's
/// zeroed parameters), and the fused activation's clamp.
pub(super) fn binary(cx: &mut OpCx, kind: Binary) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let (activation, pot_int16) = match (&cx.op.options, kind) {
        (
            TfOptions::Add {
                activation,
                pot_scale_int16,
            },
            Binary::Add,
        )
        | (
            TfOptions::Sub {
                activation,
                pot_scale_int16,
            },
            Binary::Sub,
        ) => (*activation, *pot_scale_int16),
        (TfOptions::Mul { activation }, Binary::Mul) => (*activation, false),
        _ => (FusedActivation::None, false),
    };
    let name = match kind {
        Binary::Add => "ADD",
        Binary::Sub => "SUB",
        Binary::Mul => "MUL",
    };
    if float::is_float(cx, 0)? {
        let op = match kind {
            Binary::Add => Op::Add(NoAttrs {}),
            Binary::Sub => Op::Subtract(NoAttrs {}),
            Binary::Mul => Op::Multiply(NoAttrs {}),
        };
        return float::binary(cx, op, activation);
    }
    if matches!(
        cx.dtype("input 0", cx.input_index(0)?)?,
        DType::I32 | DType::I64
    ) {
        return integer_binary(cx, kind, activation);
    }
    let (a_t, b_t, out_t) = (cx.input_index(0)?, cx.input_index(1)?, cx.output_index()?);
    let a = quantized(cx, "input 0", a_t, name)?;
    let out = cx.dtype("the output", out_t)?;
    if out != a {
        if kind == Binary::Mul && a == DType::I16 && out == DType::I8 {
            // TFLite's int16 x int16 -> int8 MUL ignores the scales
            // (`RDBPOT(SRDHM16(x1, x2), 8)` relative to the output zero point); qnn.mul does
            // not model it.
            return Err(cx.unsupported(
                "MUL from int16 to int8 (TFLite's scale-free int16 path) is not supported"
                    .to_string(),
            ));
        }
        return Err(cx.invalid(format!(
            "the output type {out} differs from the input type {a}"
        )));
    }
    let (lhs_q, _, _) = cx.q_tensor("input 0", a_t)?;
    let (rhs_q, _, _) = cx.q_tensor("input 1", b_t)?;
    let (out_q, _, _) = cx.q_tensor("the output", out_t)?;
    if kind != Binary::Mul {
        for (role, t) in [("input 0", a_t), ("input 1", b_t), ("the output", out_t)] {
            cx.require_symmetric_i16(role, t)?;
        }
    }
    let clamp = cx.clamp(activation, out_t)?;
    let args = [cx.input_value(0)?, cx.input_value(1)?];
    let rounding = Rounding::TfliteDouble;
    let op = match kind {
        Binary::Add => Op::QnnAdd(QnnAddAttrs {
            lhs_q,
            rhs_q,
            out_q,
            pot_int16,
            rounding,
            clamp,
        }),
        Binary::Sub => Op::QnnSubtract(QnnAddAttrs {
            lhs_q,
            rhs_q,
            out_q,
            pot_int16,
            rounding,
            clamp,
        }),
        Binary::Mul => Op::QnnMul(QnnMulAttrs {
            lhs_q,
            rhs_q,
            out_q,
            rounding,
            clamp,
        }),
    };
    cx.emit(op, &args)?;
    Ok(())
}

/// Which table-driven unary operator.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Unary {
    /// LOGISTIC.
    Logistic,
    /// TANH.
    Tanh,
    /// HARD_SWISH.
    HardSwish,
}

/// LOGISTIC / TANH / HARD_SWISH -> `qnn.logistic` / `qnn.tanh` / `qnn.hard_swish`.
///
/// Checks what TFLite's Prepare checks: 8-bit LOGISTIC writes `q(1/256, type_min)` exactly;
/// int16 LOGISTIC / TANH have zero points 0; HARD_SWISH exists for 8-bit tensors only.
pub(super) fn unary(cx: &mut OpCx, kind: Unary) -> Result<(), ImportError> {
    cx.arity(1, 1)?;
    let name = match kind {
        Unary::Logistic => "LOGISTIC",
        Unary::Tanh => "TANH",
        Unary::HardSwish => "HARD_SWISH",
    };
    if float::is_float(cx, 0)? {
        return match kind {
            Unary::Logistic => float::unary(cx, Op::Logistic(NoAttrs {})),
            Unary::Tanh => float::unary(cx, Op::Tanh(NoAttrs {})),
            Unary::HardSwish => float::hard_swish(cx),
        };
    }
    let (x_t, out_t) = (cx.input_index(0)?, cx.output_index()?);
    let x = quantized(cx, "input 0", x_t, name)?;
    let (in_q, _, _) = cx.q_tensor("input 0", x_t)?;
    let (out_q, out_s, out_zp) = cx.q_tensor("the output", out_t)?;
    match (kind, x) {
        (Unary::HardSwish, DType::I16) => {
            return Err(
                cx.unsupported("int16 HARD_SWISH is not supported (TFLite has no such kernel)")
            )
        }
        (Unary::Logistic, DType::I8 | DType::U8) => {
            let zp = if x == DType::I8 { -128 } else { 0 };
            if out_s != 1.0 / 256.0 || out_zp != zp {
                return Err(cx.tensor_error(
                    "the output",
                    out_t,
                    format!("8-bit LOGISTIC needs output scale 1/256 and zero point {zp}, found {out_s:?} and {out_zp}"),
                ));
            }
        }
        (Unary::Logistic | Unary::Tanh, DType::I16) => {
            cx.require_symmetric_i16("input 0", x_t)?;
            cx.require_symmetric_i16("the output", out_t)?;
        }
        _ => {}
    }
    let attrs = QnnUnaryAttrs { in_q, out_q };
    let op = match kind {
        Unary::Logistic => Op::QnnLogistic(attrs),
        Unary::Tanh => Op::QnnTanh(attrs),
        Unary::HardSwish => Op::QnnHardSwish(attrs),
    };
    let v = cx.input_value(0)?;
    cx.emit(op, &[v])?;
    Ok(())
}

/// LEAKY_RELU -> `qnn.leaky_relu` (8- and 16-bit; `alpha` from `LeakyReluOptions`).
pub(super) fn leaky_relu(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(1, 1)?;
    let (x_t, out_t) = (cx.input_index(0)?, cx.output_index()?);
    quantized(cx, "input 0", x_t, "LEAKY_RELU")?;
    let (in_q, _, _) = cx.q_tensor("input 0", x_t)?;
    let (out_q, _, _) = cx.q_tensor("the output", out_t)?;
    let TfOptions::LeakyRelu { alpha } = cx.op.options else {
        return Err(cx.invalid("LeakyReluOptions are missing"));
    };
    let attrs = QnnLeakyReluAttrs {
        in_q,
        out_q,
        alpha: F32Bits::new(alpha),
        rounding: Rounding::TfliteDouble,
    };
    let v = cx.input_value(0)?;
    cx.emit(Op::QnnLeakyRelu(attrs), &[v])?;
    Ok(())
}

/// PRELU(input, alpha) -> `qnn.prelu` (8- and 16-bit, alpha broadcast); a float PRELU (a
/// float island between DEQUANTIZE and QUANTIZE) -> TFLite's reference float kernel
/// `x >= 0 ? x : x * alpha` as `select(greater_equal(x, 0), x, multiply(x, alpha))`.
pub(super) fn prelu(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let (x_t, a_t, out_t) = (cx.input_index(0)?, cx.input_index(1)?, cx.output_index()?);
    if cx.dtype("input 0", x_t)? == DType::F32 {
        if cx.dtype("input 1", a_t)? != DType::F32 {
            return Err(cx.unsupported("a float PRELU needs a float alpha"));
        }
        let (x, alpha) = (cx.input_value(0)?, cx.input_value(1)?);
        let zero = float::scalar(cx, 0.0)?;
        let ge = cx.add(Op::GreaterEqual(NoAttrs {}), &[x, zero], DType::I8)?;
        let scaled = cx.add(Op::Multiply(NoAttrs {}), &[x, alpha], DType::F32)?;
        cx.emit(Op::Select(NoAttrs {}), &[ge, x, scaled])?;
        return Ok(());
    }
    quantized(cx, "input 0", x_t, "PRELU")?;
    let (in_q, _, _) = cx.q_tensor("input 0", x_t)?;
    let (alpha_q, _, _) = cx.q_tensor("input 1", a_t)?;
    let (out_q, _, _) = cx.q_tensor("the output", out_t)?;
    let attrs = QnnPreluAttrs {
        in_q,
        alpha_q,
        out_q,
        rounding: Rounding::TfliteDouble,
    };
    let (x, alpha) = (cx.input_value(0)?, cx.input_value(1)?);
    cx.emit(Op::QnnPrelu(attrs), &[x, alpha])?;
    Ok(())
}

/// SQUARED_DIFFERENCE(a, b) -> `qnn.squared_difference` (int8).
pub(super) fn squared_difference(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let (l_t, r_t, out_t) = (cx.input_index(0)?, cx.input_index(1)?, cx.output_index()?);
    if cx.dtype("input 0", l_t)? == DType::F32 {
        // TFLite's float kernel: `d = a - b; d * d`, the inputs broadcast.
        let (a, b) = (cx.input_value(0)?, cx.input_value(1)?);
        let d = cx.add(Op::Subtract(NoAttrs {}), &[a, b], DType::F32)?;
        cx.emit(Op::Multiply(NoAttrs {}), &[d, d])?;
        return Ok(());
    }
    for (role, t) in [("input 0", l_t), ("input 1", r_t)] {
        if quantized(cx, role, t, "SQUARED_DIFFERENCE")? != DType::I8 {
            return Err(cx.unsupported("SQUARED_DIFFERENCE is supported on int8 tensors only"));
        }
    }
    let (lhs_q, _, _) = cx.q_tensor("input 0", l_t)?;
    let (rhs_q, _, _) = cx.q_tensor("input 1", r_t)?;
    let (out_q, _, _) = cx.q_tensor("the output", out_t)?;
    let (a, b) = (cx.input_value(0)?, cx.input_value(1)?);
    let attrs = QnnBinaryAttrs {
        lhs_q,
        rhs_q,
        out_q,
    };
    cx.emit(Op::QnnSquaredDifference(attrs), &[a, b])?;
    Ok(())
}

/// A quantized unary operator of one of the `allowed` input types -> `op(in_q, out_q)`
/// (int16 tensors with zero points 0, as TFLite's `Prepare` checks).
fn quantized_unary(
    cx: &mut OpCx,
    name: &str,
    allowed: &[DType],
    op: impl FnOnce(QnnUnaryAttrs) -> Op,
) -> Result<(), ImportError> {
    cx.arity(1, 1)?;
    let (x_t, out_t) = (cx.input_index(0)?, cx.output_index()?);
    let d = quantized(cx, "input 0", x_t, name)?;
    if !allowed.contains(&d) {
        let names: Vec<String> = allowed.iter().map(|d| d.to_string()).collect();
        return Err(cx.unsupported(format!(
            "{name} on {d} tensors is not supported (TFLite's kernels take {})",
            names.join(", ")
        )));
    }
    if d == DType::I16 {
        cx.require_symmetric_i16("input 0", x_t)?;
        cx.require_symmetric_i16("the output", out_t)?;
    }
    let (in_q, _, _) = cx.q_tensor("input 0", x_t)?;
    let (out_q, _, _) = cx.q_tensor("the output", out_t)?;
    let v = cx.input_value(0)?;
    cx.emit(op(QnnUnaryAttrs { in_q, out_q }), &[v])?;
    Ok(())
}

/// NEG: float (a float island) -> `multiply(x, -1.0)`, which is TFLite's `-x` for every
/// non-NaN value, signed zeros included; INT32 / INT64 -> `subtract(0, x)` (wrapping, as
/// C's negation of `INT_MIN` does in practice). TFLite has no quantized NEG.
/// SQUARE (float32): `x * x`, TFLite's float kernel.
/// POW on int32 with a constant exponent tensor (TFLite's `std::pow(int, int)`: the `double` power
/// converted to `int32_t`, where a result outside `int32` becomes `INT32_MIN`, x86-64's
/// conversion of an out-of-range value; a negative exponent is TFLite's error). Square and
/// multiply on `i64`, each product clipped to `±(2^31 + 1)` so that nothing wraps and an
/// out-of-range magnitude stays out of range, then `INT32_MIN` wherever the power leaves
/// `int32`.
pub(super) fn pow(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let d = cx.dtype("input 0", cx.input_index(0)?)?;
    if d != DType::I32 {
        return Err(cx.unsupported(format!(
            "POW on {d} tensors is not supported (int32 is; float POW is C's powf, not reproduced yet)"
        )));
    }
    let (e_shape, exponents) = cx.const_ints(1)?;
    if let Some(n) = exponents.iter().find(|&&n| n < 0) {
        return Err(cx.invalid(format!(
            "the exponent {n} is negative (TFLite: \"POW does not support negative value for int32\")"
        )));
    }
    let x = cx.input_value(0)?;
    let wide = cx.add(Op::Cast(NoAttrs {}), &[x], DType::I64)?;
    let big = (1i64 << 31) + 1;
    let clip = |cx: &mut OpCx, v| {
        cx.add(
            Op::Clip(ClipAttrs {
                min: -big,
                max: big,
            }),
            &[v],
            DType::I64,
        )
    };
    let ones = vec![1; exponents.len()];
    let mut result = cx.int_const(DType::I64, &e_shape, &ones)?;
    let zero = cx.int_const(DType::I64, &[], &[0])?;
    let one = cx.int_const(DType::I64, &[], &[1])?;
    let times_zero = cx.add(Op::Multiply(NoAttrs {}), &[wide, zero], DType::I64)?;
    let base_ones = cx.add(Op::Add(NoAttrs {}), &[times_zero, one], DType::I64)?;
    result = cx.add(Op::Multiply(NoAttrs {}), &[result, base_ones], DType::I64)?;
    let mut square = wide;
    let top = exponents
        .iter()
        .map(|&n| 64 - n.leading_zeros())
        .max()
        .unwrap_or(0);
    for k in 0..top {
        if k > 0 {
            let s = cx.add(Op::Multiply(NoAttrs {}), &[square, square], DType::I64)?;
            square = clip(cx, s)?;
        }
        let bits: Vec<i64> = exponents.iter().map(|&n| (n >> k) & 1).collect();
        if bits.iter().all(|&b| b == 0) {
            continue;
        }
        let mask = cx.int_const(DType::I8, &e_shape, &bits)?;
        let factor = cx.add(Op::Select(NoAttrs {}), &[mask, square, one], DType::I64)?;
        let p = cx.add(Op::Multiply(NoAttrs {}), &[result, factor], DType::I64)?;
        result = clip(cx, p)?;
    }
    let fits = cx.add(
        Op::Clip(ClipAttrs {
            min: i64::from(i32::MIN),
            max: i64::from(i32::MAX),
        }),
        &[result],
        DType::I64,
    )?;
    let in_range = cx.add(Op::Equal(NoAttrs {}), &[fits, result], DType::I8)?;
    let min = cx.int_const(DType::I64, &[], &[i64::from(i32::MIN)])?;
    let r = cx.add(Op::Select(NoAttrs {}), &[in_range, result, min], DType::I64)?;
    cx.emit(Op::Cast(NoAttrs {}), &[r])?;
    Ok(())
}

pub(super) fn square(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(1, 1)?;
    let x_t = cx.input_index(0)?;
    let d = cx.dtype("input 0", x_t)?;
    if d != DType::F32 {
        return Err(cx.unsupported(format!(
            "SQUARE on {d} tensors is not supported (TFLite's reference SQUARE takes float32)"
        )));
    }
    let x = cx.input_value(0)?;
    cx.emit(Op::Multiply(NoAttrs {}), &[x, x])?;
    Ok(())
}

pub(super) fn neg(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(1, 1)?;
    let x_t = cx.input_index(0)?;
    let d = cx.dtype("input 0", x_t)?;
    let x = cx.input_value(0)?;
    match d {
        DType::F32 => {
            let m = float::scalar(cx, -1.0)?;
            cx.emit(Op::Multiply(NoAttrs {}), &[x, m])?;
        }
        DType::I32 | DType::I64 => {
            let zero = Tensor::from_i64(d, &[], &[0]).ok_or_else(|| cx.invalid("zero"))?;
            let z = cx.add_const(zero);
            cx.emit(Op::Subtract(NoAttrs {}), &[z, x])?;
        }
        d => {
            return Err(cx.unsupported(format!(
                "NEG on {d} tensors is not supported (TFLite's NEG takes float32, int32 and int64)"
            )))
        }
    }
    Ok(())
}

/// DIV: quantized (8- and 16-bit) -> `qnn.div` with the fused activation's clamp; float (a
/// float island) -> `divide`, then TFLite's float activation `min(max(x, lo), hi)` as
/// `minimum(hi, maximum(lo, x))` (the operand order that keeps `-0.0` and NaN as `std::max` /
/// `std::min` do).
pub(super) fn div(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(2, 2)?;
    let act = match cx.op.options {
        TfOptions::Div { activation } => activation,
        _ => FusedActivation::None,
    };
    let (a_t, b_t, out_t) = (cx.input_index(0)?, cx.input_index(1)?, cx.output_index()?);
    if cx.dtype("input 0", a_t)? != DType::F32 {
        for (role, t) in [("input 0", a_t), ("input 1", b_t)] {
            quantized(cx, role, t, "DIV")?;
        }
        let (lhs_q, _, _) = cx.q_tensor("input 0", a_t)?;
        let (rhs_q, _, _) = cx.q_tensor("input 1", b_t)?;
        let (out_q, _, _) = cx.q_tensor("the output", out_t)?;
        let clamp = cx.clamp(act, out_t)?;
        let (a, b) = (cx.input_value(0)?, cx.input_value(1)?);
        let attrs = QnnDivAttrs {
            lhs_q,
            rhs_q,
            out_q,
            clamp,
        };
        cx.emit(Op::QnnDiv(attrs), &[a, b])?;
        return Ok(());
    }
    if cx.dtype("input 1", b_t)? != DType::F32 {
        return Err(cx.unsupported("DIV of a float by a quantized tensor is not supported"));
    }
    float::binary(cx, Op::Divide(NoAttrs {}), act)
}

/// LOG_SOFTMAX (int8) -> `qnn.log_softmax` (the output must be `q(16/256, 127)`, as TFLite's
/// `Prepare` checks).
pub(super) fn log_softmax(cx: &mut OpCx) -> Result<(), ImportError> {
    let out_t = cx.output_index()?;
    let (_, s, zp) = cx.q_tensor("the output", out_t)?;
    if s != 16.0 / 256.0 || zp != 127 {
        return Err(cx.tensor_error(
            "the output",
            out_t,
            format!("int8 LOG_SOFTMAX needs output scale 16/256 and zero point 127, found {s:?} and {zp}"),
        ));
    }
    quantized_unary(cx, "LOG_SOFTMAX", &[DType::I8], Op::QnnLogSoftmax)
}

/// EXP -> `qnn.exp` (int8, uint8, int16).
pub(super) fn exp(cx: &mut OpCx) -> Result<(), ImportError> {
    quantized_unary(cx, "EXP", &[DType::I8, DType::U8, DType::I16], Op::QnnExp)
}

/// ABS -> `qnn.abs` (int8, int16).
pub(super) fn abs(cx: &mut OpCx) -> Result<(), ImportError> {
    quantized_unary(cx, "ABS", &[DType::I8, DType::I16], Op::QnnAbs)
}

/// ELU -> `qnn.elu` (int8).
pub(super) fn elu(cx: &mut OpCx) -> Result<(), ImportError> {
    quantized_unary(cx, "ELU", &[DType::I8], Op::QnnElu)
}

/// RSQRT -> `qnn.rsqrt` (int8, int16).
pub(super) fn rsqrt(cx: &mut OpCx) -> Result<(), ImportError> {
    if float::is_float(cx, 0)? {
        cx.arity(1, 1)?;
        return float::rsqrt(cx);
    }
    quantized_unary(cx, "RSQRT", &[DType::I8, DType::I16], Op::QnnRsqrt)
}

/// SQRT (float only in TFLite) -> `sqrt`.
pub(super) fn sqrt(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(1, 1)?;
    if !float::is_float(cx, 0)? {
        let d = cx.dtype("input 0", cx.input_index(0)?)?;
        return Err(cx.unsupported(format!(
            "SQRT of {d} values is not supported (TFLite's SQRT is float32 only)"
        )));
    }
    float::unary(cx, Op::Sqrt(NoAttrs {}))
}

/// GELU -> `qnn.gelu` (8-bit; `approximate` from `GeluOptions`, default false). Float GELU is
/// TFLite's Eigen expression (`reference_ops::Gelu`): with `approximate`,
/// `(0.5 * x) * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * ((x * x) * x))))` with Eigen's packet
/// tanh (`eigen.rs`); the exact form is refused, because Eigen's packet `erfc` takes a
/// reciprocal from the `rcpps` instruction (one Newton step), an approximation the x86 ISA
/// leaves to each CPU (Intel and AMD differ).
pub(super) fn gelu(cx: &mut OpCx) -> Result<(), ImportError> {
    let approximate = match cx.op.options {
        TfOptions::Gelu { approximate } => approximate,
        _ => false,
    };
    if float::is_float(cx, 0)? {
        cx.arity(1, 1)?;
        if !approximate {
            return Err(cx.unsupported(
                "float GELU with approximate = false is not supported: TFLite computes it with Eigen's packet erfc, whose reciprocal comes from the rcpps instruction, an approximation each CPU implements its own way (approximate = true is supported)",
            ));
        }
        let x = cx.input_value(0)?;
        let mut e = super::eigen::Eigen { cx };
        let x2 = e.mul(x, x)?;
        let cube = e.mul(x2, x)?;
        let k = e.c(0.044715)?;
        let t = e.mul(k, cube)?;
        let t = e.add(x, t)?;
        // sqrt(2 / pi) as TFLite's constexpr float: M_2_SQRTPI * M_SQRT1_2 in double, then float.
        let c = e.c((std::f64::consts::FRAC_2_SQRT_PI * std::f64::consts::FRAC_1_SQRT_2) as f32)?;
        let t = e.mul(c, t)?;
        let t = e.tanh(t)?;
        let one = e.c(1.0)?;
        let t = e.add(one, t)?;
        let half = e.c(0.5)?;
        let hx = e.mul(half, x)?;
        cx.emit(Op::Multiply(NoAttrs {}), &[hx, t])?;
        return Ok(());
    }
    quantized_unary(cx, "GELU", &[DType::I8, DType::U8], |a| {
        Op::QnnGelu(QnnGeluAttrs {
            in_q: a.in_q,
            out_q: a.out_q,
            approximate,
        })
    })
}

/// SOFTMAX -> `qnn.softmax` with `beta` from `SoftmaxOptions` (a missing table gives TFLite's
/// zeroed `beta = 0`, which is rejected).
pub(super) fn softmax(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(1, 1)?;
    let (beta, present) = match &cx.op.options {
        TfOptions::Softmax { beta } => (*beta, true),
        _ => (0.0, false),
    };
    if !(beta.is_finite() && beta > 0.0) {
        let note = if present {
            ""
        } else {
            " (the operator has no SoftmaxOptions, so TFLite leaves beta zero)"
        };
        return Err(cx.invalid(format!("beta must be finite and > 0, found {beta:?}{note}")));
    }
    if float::is_float(cx, 0)? {
        return float::softmax(cx, beta);
    }
    let (x_t, out_t) = (cx.input_index(0)?, cx.output_index()?);
    let x = quantized(cx, "input 0", x_t, "SOFTMAX")?;
    let (in_q, _, _) = cx.q_tensor("input 0", x_t)?;
    let (out_q, _, _) = cx.q_tensor("the output", out_t)?;
    if x == DType::I16 {
        cx.require_symmetric_i16("input 0", x_t)?;
        cx.require_symmetric_i16("the output", out_t)?;
    }
    let v = cx.input_value(0)?;
    cx.emit(
        Op::QnnSoftmax(QnnSoftmaxAttrs {
            in_q,
            out_q,
            beta: F32Bits::new(beta),
        }),
        &[v],
    )?;
    Ok(())
}

/// Standalone RELU / RELU6 / RELU_N1_TO_1 (8-bit; RELU and RELU6 also int16) -> `qnn.requantize` with
/// `tflite_double` rounding and the clamp `[max(qmin, Q(lo)), min(qmax, Q(hi))]`
/// (`tflite-verified.md`, row "RELU / RELU6 standalone").
///
/// TFLite derives this multiplier from the `float` quotient `in_s / out_s`
/// (`double real_multiplier = input->params.scale / output->params.scale;` with both scales
/// `float`): `ratio = f32`.
pub(super) fn relu(cx: &mut OpCx, act: Activation) -> Result<(), ImportError> {
    cx.arity(1, 1)?;
    let (x_t, out_t) = (cx.input_index(0)?, cx.output_index()?);
    let name = cx.op.opcode.to_string();
    let x = match cx.dtype("input 0", x_t)? {
        d @ (DType::I8 | DType::U8) => d,
        // 16x8 RELU / RELU6 run the same `ReluX` kernel with int16 limits.
        DType::I16 if act != Activation::ReluN1To1 => DType::I16,
        DType::F32 => {
            let (lo, hi) = match act {
                Activation::Relu => (0.0, None),
                Activation::Relu6 => (0.0, Some(6.0)),
                Activation::ReluN1To1 => (-1.0, Some(1.0)),
                Activation::None => return Err(cx.invalid("a RELU without bounds")),
            };
            return float::relu(cx, lo, hi);
        }
        d => return Err(cx.unsupported(format!("{name} on {d} tensors is not supported"))),
    };
    let out = cx.dtype("the output", out_t)?;
    if out != x {
        return Err(cx.invalid(format!(
            "the output type {out} differs from the input type {x}"
        )));
    }
    let (in_q, in_s, _) = cx.q_tensor("input 0", x_t)?;
    let (out_q, out_s, _) = cx.q_tensor("the output", out_t)?;
    let clamp = cx.activation_clamp(act, out_t)?;
    let quotient = in_s / out_s;
    if !(quotient.is_finite() && quotient > 0.0) {
        return Err(cx.invalid(format!(
            "the scale ratio {in_s:?} / {out_s:?} is not a finite positive float"
        )));
    }
    let attrs = RequantizeAttrs {
        in_q,
        out_q,
        ratio: Precision::F32,
        rounding: Rounding::TfliteDouble,
        clamp,
    };
    let v = cx.input_value(0)?;
    cx.emit(Op::QnnRequantize(attrs), &[v])?;
    Ok(())
}

/// QUANTIZE: float -> integer is `qnn.quantize` (`to_nearest`: `roundf(x / scale)`, per-tensor
/// or per-axis); integer -> integer is `qnn.requantize` (`tflite_double`, per-tensor) for the
/// type pairs TFLite's kernel accepts.
pub(super) fn quantize(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(1, 1)?;
    let (x_t, out_t) = (cx.input_index(0)?, cx.output_index()?);
    let x = cx.dtype("input 0", x_t)?;
    let out = cx.dtype("the output", out_t)?;
    let v = cx.input_value(0)?;
    if x == DType::F32 {
        let out_q = cx.q("the output", out_t)?;
        cx.emit(
            Op::QnnQuantize(QuantizeAttrs {
                out_q,
                rounding: Rounding::ToNearest,
            }),
            &[v],
        )?;
        return Ok(());
    }
    let allowed = match x {
        DType::I8 | DType::U8 => &[DType::I8, DType::U8, DType::I16][..],
        DType::I16 => &[DType::I8, DType::I16, DType::I32][..],
        DType::I32 => &[DType::I8, DType::I16][..],
        _ => &[][..],
    };
    if !allowed.contains(&out) {
        return Err(cx.unsupported(format!("QUANTIZE from {x} to {out} is not supported")));
    }
    let (in_q, _, _) = cx.q_tensor("input 0", x_t)?;
    let (out_q, _, _) = cx.q_tensor("the output", out_t)?;
    if x == DType::I16 && out == DType::I16 {
        cx.require_symmetric_i16("input 0", x_t)?;
        cx.require_symmetric_i16("the output", out_t)?;
    }
    let attrs = RequantizeAttrs {
        in_q,
        out_q,
        ratio: Precision::F64,
        rounding: Rounding::TfliteDouble,
        clamp: None,
    };
    cx.emit(Op::QnnRequantize(attrs), &[v])?;
    Ok(())
}

/// DEQUANTIZE -> `qnn.dequantize` (`(float)((double)scale * (q - zp))`, per-tensor or
/// per-axis); a constant FLOAT16 input (float16 weights) becomes an `f32` constant.
pub(super) fn dequantize(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(1, 1)?;
    let x_t = cx.input_index(0)?;
    if cx.tensor(x_t)?.ty == TfType::Float16 {
        return float::dequantize_f16(cx, x_t);
    }
    cx.dtype("input 0", x_t)?;
    let in_q = cx.q("input 0", x_t)?;
    let v = cx.input_value(0)?;
    cx.emit(Op::QnnDequantize(DequantizeAttrs { in_q }), &[v])?;
    Ok(())
}
