//! `UNIDIRECTIONAL_SEQUENCE_LSTM` with `int8` activations and weights: TFLite's integer
//! kernel (`lstm_eval.cc`, `EvalInteger8x8_16`), unrolled at import into core ops, one copy
//! of the step per time step. The hidden state (input 18, `int8`) and the cell state (input
//! 19, `int16`) are variable tensors, which become graph states: they carry over from one run
//! to the next as they do across `Invoke()` calls.
//!
//! One step, as the kernel computes it (`docs/tflite-import.md`, "Integer LSTM"):
//! - each gate: `clip16(MBQM(Wx·x + bias - zx·ΣWx, Mx))`, then
//!   `clip16(MBQM(Wh·h - zh·ΣWh, Mh) + that)`, both products on `i32`; gemmlowp's `int16`
//!   sigmoid of the Q3.12 result (tanh for the cell gate), as 65,536-entry tables;
//! - the cell: `c = clip(trunc16(RDPOT(f·c, 15)) + trunc16(RDPOT(i·g, 30 + cs)))`, where
//!   `2^cs` is the cell state's scale, `RDPOT` rounds half away from zero and the clip is
//!   `int16` and the quantized `cell_clip`;
//! - the hidden state: `clip8(MBQM(o · tanh(c), M_hidden) + z_hidden)`, which is also the
//!   step's output.

use qnn_arith::lstm;
use qnn_arith::multiplier::{checked_log2, quantize_multiplier};
use qnn_ir::attrs::RoundMode;
use qnn_ir::ops::QnnHybridDenseAttrs;
use qnn_ir::ops::{
    ClipAttrs, ConcatAttrs, FixedPointMultiplyAttrs, NoAttrs, ReduceAttrs, ReshapeAttrs,
    RoundAttrs, SliceAttrs,
};
use qnn_ir::{DType, Op, QParams, Rounding, Tensor, ValueId};

use super::cx::OpCx;
use super::eigen::Eigen;
use super::error::ImportError;
use super::float::f32_const;
use super::state::{assign_variable_tensor, variable_tensor};
use super::tensors::const_tensor;
use crate::model::{FusedActivation, TfOptions};

/// Input indices of TFLite's LSTM operand list (`lstm_shared.h`).
const INPUT_TO_GATE: [usize; 4] = [1, 2, 3, 4];
const RECURRENT_TO_GATE: [usize; 4] = [5, 6, 7, 8];
const PEEPHOLE: [usize; 3] = [9, 10, 11];
const GATE_BIAS: [usize; 4] = [12, 13, 14, 15];
const PROJECTION: [usize; 2] = [16, 17];
const OUTPUT_STATE: usize = 18;
const CELL_STATE: usize = 19;
const LAYER_NORM: [usize; 4] = [20, 21, 22, 23];
/// The gates in the kernel's order.
const GATES: [&str; 4] = ["input", "forget", "cell", "output"];

/// One gate's constants: weights, the zero-point-folded biases and the multipliers.
struct Gate {
    wx: ValueId,
    bx: ValueId,
    mx: FixedPointMultiplyAttrs,
    wh: ValueId,
    bh: ValueId,
    mh: FixedPointMultiplyAttrs,
}

/// A per-tensor `fixed_point_multiply` by `real` (TFLite's `QuantizeMultiplier`, applied with
/// `MultiplyByQuantizedMultiplier`).
fn multiplier(real: f32) -> FixedPointMultiplyAttrs {
    let q = quantize_multiplier(f64::from(real));
    FixedPointMultiplyAttrs {
        multiplier: vec![q.multiplier],
        shift: vec![q.shift],
        axis: None,
        rounding: Rounding::TfliteDouble,
    }
}

/// The most time steps an LSTM may have: the import unrolls them, one copy of the step (about
/// 70 core ops for int8, 190 for float) per step.
pub(super) const MAX_LSTM_STEPS: usize = 1024;

/// Refuses more than [`MAX_LSTM_STEPS`] steps.
fn check_steps(cx: &OpCx, steps: usize) -> Result<(), ImportError> {
    if steps > MAX_LSTM_STEPS {
        return Err(cx.unsupported(format!(
            "an LSTM over {steps} time steps is not supported (at most {MAX_LSTM_STEPS}: the import unrolls the steps)"
        )));
    }
    Ok(())
}

/// The options the import uses.
#[derive(Clone, Copy)]
struct Options {
    cell_clip: f32,
    time_major: bool,
}

/// `UNIDIRECTIONAL_SEQUENCE_LSTM`: the form checks, then the integer or the float kernel.
pub(super) fn unidirectional_sequence_lstm(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity(1, 24)?;
    if cx.op.inputs.len() < 20 {
        return Err(cx.invalid(format!(
            "takes 20 to 24 inputs, found {}",
            cx.op.inputs.len()
        )));
    }
    let TfOptions::UnidirectionalSequenceLstm {
        activation,
        cell_clip,
        time_major,
        diagonal_recurrent_tensors,
        asymmetric_quantize_inputs: asymmetric,
        ..
    } = cx.op.options
    else {
        return Err(cx.invalid("has no UnidirectionalSequenceLSTMOptions"));
    };
    let absent = |ks: &[usize]| ks.iter().all(|&k| cx.opt_input_index(k).is_none());
    let refuse = |what: &str| {
        cx.unsupported(format!(
            "an LSTM with {what} is not supported (the Keras LSTM form is: four gates, no peephole, projection or layer norm)"
        ))
    };
    if cx.opt_input_index(1).is_none() || cx.opt_input_index(5).is_none() {
        return Err(refuse("coupled input and forget gates (CIFG)"));
    }
    if !absent(&PEEPHOLE) {
        return Err(refuse("peephole connections"));
    }
    if !absent(&PROJECTION) {
        return Err(refuse("a projection"));
    }
    if !absent(&LAYER_NORM[..cx.op.inputs.len().saturating_sub(20).min(4)]) {
        return Err(refuse("layer normalization"));
    }
    if diagonal_recurrent_tensors {
        return Err(refuse("diagonal recurrent weights"));
    }
    let options = Options {
        cell_clip,
        time_major,
    };
    let x_t = cx.input_index(0)?;
    let w_t = cx.input_index(INPUT_TO_GATE[1])?;
    match (cx.dtype("the input", x_t)?, cx.dtype("the weights", w_t)?) {
        (DType::I8, _) => integer(cx, options),
        (DType::F32, w) => {
            if activation != FusedActivation::Tanh {
                return Err(refuse(&format!("the activation {activation:?} (TANH is)")));
            }
            let hybrid = match w {
                DType::F32 => None,
                DType::I8 => Some(asymmetric),
                w => {
                    return Err(cx.unsupported(format!(
                        "a dynamic-range LSTM with {w} weights is not supported (int8 weights are)"
                    )))
                }
            };
            float(cx, options, hybrid)
        }
        (d, _) => Err(cx.unsupported(format!(
            "an LSTM with {d} activations is not supported (int8 and float32 ones are)"
        ))),
    }
}

/// The integer kernel (`EvalInteger8x8_16`).
fn integer(cx: &mut OpCx, options: Options) -> Result<(), ImportError> {
    let Options {
        cell_clip,
        time_major,
    } = options;
    let x_t = cx.input_index(0)?;
    if cx.op.intermediates.len() != 5 {
        return Err(cx.invalid(format!(
            "an integer LSTM needs 5 intermediate tensors (TFLite checks it), found {}",
            cx.op.intermediates.len()
        )));
    }

    // Shapes.
    let x_ty = cx.value_type("input 0", x_t)?;
    let [d0, d1, n_input] = x_ty.shape[..] else {
        return Err(cx.tensor_error("input 0", x_t, format!("must have rank 3, found {}", x_ty)));
    };
    let (batch, steps) = if time_major { (d1, d0) } else { (d0, d1) };
    check_steps(cx, steps)?;
    let (_, s_x, z_x) = cx.q_tensor("input 0", x_t)?;
    let h_t = cx.input_index(OUTPUT_STATE)?;
    let c_t = cx.input_index(CELL_STATE)?;
    let (_, s_h, z_h) = cx.q_tensor("the output state (input 18)", h_t)?;
    let (_, s_c, _) = cx.q_tensor("the cell state (input 19)", c_t)?;
    let h0 = variable_tensor(cx, "the output state (input 18)", h_t)?;
    let c0 = variable_tensor(cx, "the cell state (input 19)", c_t)?;
    let (h_ty, c_ty) = (cx.ty_of(h0)?, cx.ty_of(c0)?);
    let [hb, n_output] = h_ty.shape[..] else {
        return Err(cx.tensor_error("input 18", h_t, format!("must have rank 2, found {h_ty}")));
    };
    let [cb, n_cell] = c_ty.shape[..] else {
        return Err(cx.tensor_error("input 19", c_t, format!("must have rank 2, found {c_ty}")));
    };
    if h_ty.dtype != DType::I8
        || c_ty.dtype != DType::I16
        || hb != batch
        || cb != batch
        || n_output != n_cell
    {
        return Err(cx.invalid(format!(
            "the states must be int8 [{batch}, {n_cell}] and int16 [{batch}, {n_cell}] for an input {x_ty}, found {h_ty} and {c_ty}"
        )));
    }
    let Some(cs) = checked_log2(s_c) else {
        return Err(cx.tensor_error(
            "the cell state (input 19)",
            c_t,
            format!(
                "must have a power-of-two scale (TFLite's integer LSTM requires it), found {s_c:?}"
            ),
        ));
    };
    if !(-30..=1).contains(&cs) {
        return Err(cx.unsupported(format!(
            "a cell state scale of 2^{cs} is not supported (the kernel's cell update shifts by 30 + {cs}, which must be in 0..=31)"
        )));
    }
    let hidden_t = cx.op.intermediates[4];
    let (_, s_hidden, z_hidden) = cx.q_tensor("intermediate 4 (the hidden state)", hidden_t)?;

    // Constants: weights, folded biases, multipliers and tables.
    let mut gates = Vec::with_capacity(4);
    for g in 0..4 {
        let gate = gate_constants(cx, g, n_input, n_cell, (s_x, z_x), (s_h, z_h))?;
        gates.push(gate);
    }
    let table = |cx: &mut OpCx, f: &dyn Fn(i16) -> i16| -> Result<ValueId, ImportError> {
        let values: Vec<i64> = (i16::MIN..=i16::MAX).map(|x| i64::from(f(x))).collect();
        cx.int_const(DType::I16, &[values.len()], &values)
    };
    let sigmoid = table(cx, &|x| lstm::logistic(x, 3))?;
    let tanh_gate = table(cx, &|x| lstm::tanh(x, 3))?;
    let cell_bits = 15 + cs;
    // Outside 0..=6 TFLite's ApplyTanh writes nothing, and the hidden state is computed from
    // what its buffer held: the input gate.
    let tanh_cell = if lstm::tanh_is_applied(cell_bits) {
        Some(table(cx, &|x| lstm::tanh(x, cell_bits))?)
    } else {
        None
    };
    let clip = i64::from(lstm::quantized_cell_clip(cell_clip, s_c));
    let (c_lo, c_hi) = if clip > 0 {
        (-clip, clip)
    } else {
        (-32768, 32767)
    };
    let hidden = multiplier(lstm::hidden_scale(s_hidden));
    let shift_15 = cx.int_const(DType::I32, &[], &[15])?;
    let shift_ig = cx.int_const(DType::I32, &[], &[i64::from(30 + cs)])?;
    let z_hidden_v = cx.int_const(DType::I32, &[], &[z_hidden])?;

    // The steps.
    let x = cx.input_value(0)?;
    let (mut h, mut c) = (h0, c0);
    let mut outputs = Vec::with_capacity(steps);
    let mut e = Emit { cx };
    for t in 0..steps {
        let t = t as i64;
        let (begin, end) = if time_major {
            (vec![t, 0, 0], vec![t + 1, batch as i64, n_input as i64])
        } else {
            (vec![0, t, 0], vec![batch as i64, t + 1, n_input as i64])
        };
        let xt = e.op(
            Op::Slice(SliceAttrs {
                begin,
                end,
                strides: vec![1, 1, 1],
            }),
            &[x],
            DType::I8,
        )?;
        let xt = e.op(
            Op::Reshape(ReshapeAttrs {
                shape: vec![batch, n_input],
            }),
            &[xt],
            DType::I8,
        )?;
        let i = e.gate(&gates[0], xt, h, sigmoid)?;
        let f = e.gate(&gates[1], xt, h, sigmoid)?;
        let g = e.gate(&gates[2], xt, h, tanh_gate)?;
        let fc = e.product_shifted(f, c, shift_15)?;
        let ig = e.product_shifted(i, g, shift_ig)?;
        let sum = e.op(Op::Add(NoAttrs {}), &[fc, ig], DType::I32)?;
        let sum = e.op(
            Op::Clip(ClipAttrs {
                min: c_lo,
                max: c_hi,
            }),
            &[sum],
            DType::I32,
        )?;
        c = e.op(Op::Cast(NoAttrs {}), &[sum], DType::I16)?;
        let o = e.gate(&gates[3], xt, h, sigmoid)?;
        let tc = match tanh_cell {
            Some(table) => e.op(Op::Table(NoAttrs {}), &[c, table], DType::I16)?,
            None => i,
        };
        let o32 = e.op(Op::Cast(NoAttrs {}), &[o], DType::I32)?;
        let tc32 = e.op(Op::Cast(NoAttrs {}), &[tc], DType::I32)?;
        let p = e.op(Op::Multiply(NoAttrs {}), &[o32, tc32], DType::I32)?;
        let p = e.op(Op::FixedPointMultiply(hidden.clone()), &[p], DType::I32)?;
        let p = e.op(Op::Add(NoAttrs {}), &[p, z_hidden_v], DType::I32)?;
        let p = e.op(
            Op::Clip(ClipAttrs {
                min: -128,
                max: 127,
            }),
            &[p],
            DType::I32,
        )?;
        h = e.op(Op::Cast(NoAttrs {}), &[p], DType::I8)?;
        let shape = if time_major {
            vec![1, batch, n_cell]
        } else {
            vec![batch, 1, n_cell]
        };
        outputs.push(e.op(Op::Reshape(ReshapeAttrs { shape }), &[h], DType::I8)?);
    }
    let cx = e.cx;
    let axis = usize::from(!time_major);
    let out = match outputs.len() {
        1 => outputs[0],
        _ => cx.add(Op::Concatenate(ConcatAttrs { axis }), &outputs, DType::I8)?,
    };
    let out_t = cx.output_index()?;
    cx.bind(out_t, out)?;
    assign_variable_tensor(cx, h_t, h);
    assign_variable_tensor(cx, c_t, c);
    Ok(())
}

/// Gate `g`'s constants (`PopulatePrecomputedZPTimesWeightsWithBias` and the effective scales of
/// `PopulateQuantizedLstmParams8x8_16`).
fn gate_constants(
    cx: &mut OpCx,
    g: usize,
    n_input: usize,
    n_cell: usize,
    (s_x, z_x): (f32, i64),
    (s_h, z_h): (f32, i64),
) -> Result<Gate, ImportError> {
    let name = GATES[g];
    let side = |cx: &mut OpCx, k: usize, cols: usize, s_in: f32, z_in: i64, bias: Option<usize>| {
        let role = format!("the {name} gate's weights (input {k})");
        let t = cx.input_index(k)?;
        let w = cx.value_of(&role, t)?;
        let w_ty = cx.ty_of(w)?;
        if w_ty.dtype != DType::I8 || w_ty.shape[..] != [n_cell, cols] {
            return Err(cx.tensor_error(
                &role,
                t,
                format!("must be int8 [{n_cell}, {cols}], found {w_ty}"),
            ));
        }
        // TFLite reads the per-tensor scale only: weights are symmetric per tensor.
        let (_, s_w, _) = cx.q_tensor(&role, t)?;
        let data = constant(cx, &role, t)?.to_i64().unwrap_or_default();
        let mut folded = vec![0i32; n_cell];
        if let Some(b) = bias {
            let role = format!("the {name} gate's bias (input {b})");
            let bt = cx.input_index(b)?;
            let c = constant(cx, &role, bt)?;
            if c.dtype() != DType::I32 || c.shape() != [n_cell] {
                return Err(cx.tensor_error(
                    &role,
                    bt,
                    format!("must be int32 [{n_cell}], found {}", c.ty()),
                ));
            }
            let values = c.to_i64().unwrap_or_default();
            folded = values.iter().map(|&v| v as i32).collect();
        }
        for (r, f) in folded.iter_mut().enumerate() {
            let row_sum = data[r * cols..(r + 1) * cols]
                .iter()
                .fold(0i32, |a, &w| a.wrapping_add(w as i32));
            *f = f.wrapping_add(row_sum.wrapping_mul(-(z_in as i32)));
        }
        let folded: Vec<i64> = folded.into_iter().map(i64::from).collect();
        let b = cx.int_const(DType::I32, &[n_cell], &folded)?;
        Ok((w, b, multiplier(lstm::gate_scale(s_w, s_in))))
    };
    let (wx, bx, mx) = side(cx, INPUT_TO_GATE[g], n_input, s_x, z_x, Some(GATE_BIAS[g]))?;
    let (wh, bh, mh) = side(cx, RECURRENT_TO_GATE[g], n_cell, s_h, z_h, None)?;
    Ok(Gate {
        wx,
        bx,
        mx,
        wh,
        bh,
        mh,
    })
}

/// The data of constant tensor `t`.
fn constant(cx: &OpCx, role: &str, t: usize) -> Result<Tensor, ImportError> {
    match const_tensor(cx.tensor(t)?) {
        Ok(Some(c)) => Ok(c),
        Ok(None) => Err(cx.unsupported(format!("{} must be a constant", cx.what(role, t)))),
        Err(m) => Err(cx.tensor_error(role, t, m)),
    }
}

/// Adds the ops of one step.
struct Emit<'a, 'c, 'm> {
    cx: &'a mut OpCx<'c, 'm>,
}

impl Emit<'_, '_, '_> {
    fn op(&mut self, op: Op, args: &[ValueId], dtype: DType) -> Result<ValueId, ImportError> {
        self.cx.add(op, args, dtype)
    }

    /// `clip16(MBQM(W·x + b, M) + acc)` on `i32` (`PortableMatrixBatchVectorMultiplyAccumulate`
    /// into the `int16` gate buffer).
    fn product(
        &mut self,
        x: ValueId,
        w: ValueId,
        b: ValueId,
        m: &FixedPointMultiplyAttrs,
        acc: Option<ValueId>,
    ) -> Result<ValueId, ImportError> {
        let v = self.op(Op::Dense(NoAttrs {}), &[x, w], DType::I32)?;
        let v = self.op(Op::Add(NoAttrs {}), &[v, b], DType::I32)?;
        let mut v = self.op(Op::FixedPointMultiply(m.clone()), &[v], DType::I32)?;
        if let Some(acc) = acc {
            v = self.op(Op::Add(NoAttrs {}), &[v, acc], DType::I32)?;
        }
        self.op(
            Op::Clip(ClipAttrs {
                min: -32768,
                max: 32767,
            }),
            &[v],
            DType::I32,
        )
    }

    /// A gate's activations: both products, then `table` on the Q3.12 sum.
    fn gate(
        &mut self,
        g: &Gate,
        x: ValueId,
        h: ValueId,
        table: ValueId,
    ) -> Result<ValueId, ImportError> {
        let ax = self.product(x, g.wx, g.bx, &g.mx, None)?;
        let pre = self.product(h, g.wh, g.bh, &g.mh, Some(ax))?;
        let pre = self.op(Op::Cast(NoAttrs {}), &[pre], DType::I16)?;
        self.op(Op::Table(NoAttrs {}), &[pre, table], DType::I16)
    }

    /// `(int16_t)RoundingDivideByPOT(a * b, shift)` re-widened to `i32` (`PortableCwiseMul`:
    /// the cast truncates).
    fn product_shifted(
        &mut self,
        a: ValueId,
        b: ValueId,
        shift: ValueId,
    ) -> Result<ValueId, ImportError> {
        let a = self.op(Op::Cast(NoAttrs {}), &[a], DType::I32)?;
        let b = self.op(Op::Cast(NoAttrs {}), &[b], DType::I32)?;
        let p = self.op(Op::Multiply(NoAttrs {}), &[a, b], DType::I32)?;
        let round = RoundAttrs {
            mode: RoundMode::HalfAway,
        };
        let p = self.op(Op::ShiftRight(round), &[p, shift], DType::I32)?;
        let p = self.op(Op::Cast(NoAttrs {}), &[p], DType::I16)?;
        self.op(Op::Cast(NoAttrs {}), &[p], DType::I32)
    }
}

/// The float kernel (`EvalFloat`; `docs/lstm.md` §5), each batch row on its own as in the
/// batch-major loop: per step every gate is `act(clamp(W_h·h + clamp(W_x·x + b)))` with Eigen's
/// matrix-vector product and packet logistic / tanh (the input product skipped when the step's
/// input row is all zero, `IsZeroVector`), then `c = clip(f*c + g*i)` and `h = o * tanh(c)`.
/// The four gates' matrices are stacked and run as one product. With `hybrid` (int8 weights,
/// `EvalHybrid`; `Some(asymmetric)`), each product is TFLite's dynamic-range one instead,
/// `qnn.hybrid_dense` (the row quantized at run time, `b + float(acc) * (s_x * s_w)`), the
/// recurrent one skipped too when `h` is all zero, and nothing is clamped.
fn float(cx: &mut OpCx, options: Options, hybrid: Option<bool>) -> Result<(), ImportError> {
    let x_t = cx.input_index(0)?;
    let x_ty = cx.value_type("input 0", x_t)?;
    let [d0, d1, n_input] = x_ty.shape[..] else {
        return Err(cx.tensor_error("input 0", x_t, format!("must have rank 3, found {x_ty}")));
    };
    let (batch, steps) = if options.time_major {
        (d1, d0)
    } else {
        (d0, d1)
    };
    check_steps(cx, steps)?;
    if options.time_major && batch > 1 {
        return Err(cx.unsupported(format!(
            "a time-major float LSTM with a batch of {batch} is not supported (TFLite runs it through Eigen's matrix-matrix product, whose order qnnc does not reproduce; batch-major input is supported)"
        )));
    }
    let h_t = cx.input_index(OUTPUT_STATE)?;
    let c_t = cx.input_index(CELL_STATE)?;
    let h0 = variable_tensor(cx, "the output state (input 18)", h_t)?;
    let c0 = variable_tensor(cx, "the cell state (input 19)", c_t)?;
    let (h_ty, c_ty) = (cx.ty_of(h0)?, cx.ty_of(c0)?);
    let n_cell = h_ty.shape.get(1).copied().unwrap_or(0);
    let want = qnn_ir::TensorType::new(DType::F32, [batch, n_cell]);
    if h_ty != want || c_ty != want {
        return Err(cx.invalid(format!(
            "the states must both be {want} for an input {x_ty}, found {h_ty} and {c_ty}"
        )));
    }
    if n_cell < 2 && hybrid.is_none() {
        return Err(cx.unsupported(
            "a float LSTM with one unit is not supported (Eigen takes its dot-product path for a one-row matrix)",
        ));
    }
    let bias = float_stack(cx, &GATE_BIAS, &[n_cell], "gate bias")?;
    let products = match hybrid {
        None => Products::Float {
            wx: float_stack(cx, &INPUT_TO_GATE, &[n_cell, n_input], "input weights")?,
            wh: float_stack(
                cx,
                &RECURRENT_TO_GATE,
                &[n_cell, n_cell],
                "recurrent weights",
            )?,
        },
        Some(asymmetric) => Products::Hybrid {
            wx: int8_stack(cx, &INPUT_TO_GATE, n_cell, n_input, asymmetric)?,
            wh: int8_stack(cx, &RECURRENT_TO_GATE, n_cell, n_cell, asymmetric)?,
        },
    };
    let x = cx.input_value(0)?;
    let (mut h, mut c) = (h0, c0);
    let mut outputs = Vec::with_capacity(steps);
    let mut e = Eigen { cx };
    for t in 0..steps {
        let time_axis = usize::from(!options.time_major);
        let xt = e.slice(x, time_axis, t, t + 1)?;
        let xt = e.reshape(xt, vec![batch, n_input])?;
        let pre = products.gates(&mut e, xt, h, bias)?;
        let sig = e.logistic(pre)?;
        let tanh = e.tanh(pre)?;
        let gate = |e: &mut Eigen, v: ValueId, k: usize| -> Result<ValueId, ImportError> {
            let s = e.slice(v, 1, k, k + 1)?;
            e.reshape(s, vec![batch, n_cell])
        };
        let (i, f, g, o) = (
            gate(&mut e, sig, 0)?,
            gate(&mut e, sig, 1)?,
            gate(&mut e, tanh, 2)?,
            gate(&mut e, sig, 3)?,
        );
        let fc = e.mul(f, c)?;
        let gi = e.mul(g, i)?;
        c = e.add(fc, gi)?;
        if options.cell_clip > 0.0 {
            // PortableCwiseClipping: std::max(std::min(clip, c), -clip).
            let hi = e.c(options.cell_clip)?;
            let lo = e.c(-options.cell_clip)?;
            let v = e.min(c, hi)?;
            c = e.max(lo, v)?;
        }
        let tc = e.tanh(c)?;
        h = e.mul(o, tc)?;
        let shape = if options.time_major {
            vec![1, batch, n_cell]
        } else {
            vec![batch, 1, n_cell]
        };
        outputs.push(e.reshape(h, shape)?);
    }
    let out = e.concat(&outputs, usize::from(!options.time_major))?;
    let cx = e.cx;
    let out_t = cx.output_index()?;
    cx.bind(out_t, out)?;
    assign_variable_tensor(cx, h_t, h);
    assign_variable_tensor(cx, c_t, c);
    Ok(())
}

/// Stacks the float constants of inputs `ks` (each `shape`) into one `[ks.len(), ...shape]`.
fn float_stack(
    cx: &mut OpCx,
    ks: &[usize],
    shape: &[usize],
    what: &str,
) -> Result<ValueId, ImportError> {
    let mut all = Vec::new();
    for &k in ks {
        let role = format!("the {what} (input {k})");
        let t = cx.input_index(k)?;
        let c = constant(cx, &role, t)?;
        match c.as_f32() {
            Some(v) if c.shape() == shape => all.extend_from_slice(v),
            _ => {
                return Err(cx.tensor_error(
                    &role,
                    t,
                    format!("must be float32 {shape:?}, found {}", c.ty()),
                ))
            }
        }
    }
    let mut full = vec![ks.len()];
    full.extend_from_slice(shape);
    f32_const(cx, full, all)
}

/// Stacks the int8 weights of inputs `ks` (each `[rows, cols]`, per-tensor symmetric) into one
/// `[4 * rows, cols]` constant with per-row scales: one `qnn.hybrid_dense` for all four gates.
fn int8_stack(
    cx: &mut OpCx,
    ks: &[usize],
    rows: usize,
    cols: usize,
    asymmetric: bool,
) -> Result<(ValueId, QnnHybridDenseAttrs), ImportError> {
    let (mut all, mut scales) = (Vec::new(), Vec::new());
    for &k in ks {
        let role = format!("the weights (input {k})");
        let t = cx.input_index(k)?;
        let c = constant(cx, &role, t)?;
        if c.dtype() != DType::I8 || c.shape() != [rows, cols] {
            return Err(cx.tensor_error(
                &role,
                t,
                format!("must be int8 [{rows}, {cols}] like the other weights of a dynamic-range LSTM, found {}", c.ty()),
            ));
        }
        // TFLite reads the per-tensor scale only (the weights are symmetric).
        let (_, s, _) = cx.q_tensor(&role, t)?;
        all.extend(c.to_i64().unwrap_or_default());
        scales.extend(std::iter::repeat_n(s, rows));
    }
    let w = cx.int_const(DType::I8, &[ks.len() * rows, cols], &all)?;
    let attrs = QnnHybridDenseAttrs {
        w_q: QParams::per_axis(0, &scales, &vec![0; scales.len()]),
        asymmetric,
        keep_dims: false,
    };
    Ok((w, attrs))
}

/// The gate products of one step.
enum Products {
    /// Float weights (`[4, H, K]`): Eigen's GEMV and `BiasAndClamp`.
    Float { wx: ValueId, wh: ValueId },
    /// Int8 weights (`[4H, K]`) and their `qnn.hybrid_dense` attributes.
    Hybrid {
        wx: (ValueId, QnnHybridDenseAttrs),
        wh: (ValueId, QnnHybridDenseAttrs),
    },
}

impl Products {
    /// The gates' pre-activations `[B, 4, H]` from the step's input `x` (`[B, K]`), the previous
    /// `h` (`[B, H]`) and the stacked `bias` (`[4, H]`).
    fn gates(
        &self,
        e: &mut Eigen,
        x: ValueId,
        h: ValueId,
        bias: ValueId,
    ) -> Result<ValueId, ImportError> {
        let (b, n_cell) = (e.cx.ty_of(x)?.shape[0], e.cx.ty_of(bias)?.shape[1]);
        let bias_b = e.reshape(bias, vec![1, 4, n_cell])?;
        let any_x = nonzero_rows(e, x)?;
        let select =
            |e: &mut Eigen, c, t, f| e.cx.add(Op::Select(NoAttrs {}), &[c, t, f], DType::F32);
        match self {
            Products::Float { wx, wh } => {
                let px = e.gemv(*wx, x)?;
                let px = e.bias_and_clamp(px, bias)?;
                let acc = select(e, any_x, px, bias_b)?;
                let ph = e.gemv(*wh, h)?;
                e.bias_and_clamp(ph, acc)
            }
            Products::Hybrid { wx, wh } => {
                let flat_bias = e.reshape(bias, vec![4 * n_cell])?;
                let px = e.cx.add(
                    Op::QnnHybridDense(wx.1.clone()),
                    &[x, wx.0, flat_bias],
                    DType::F32,
                )?;
                let px = e.reshape(px, vec![b, 4, n_cell])?;
                let acc = select(e, any_x, px, bias_b)?;
                let ph =
                    e.cx.add(Op::QnnHybridDense(wh.1.clone()), &[h, wh.0], DType::F32)?;
                let ph = e.reshape(ph, vec![b, 4, n_cell])?;
                let sum = e.add(acc, ph)?;
                let any_h = nonzero_rows(e, h)?;
                select(e, any_h, sum, acc)
            }
        }
    }
}

/// Whether each row of `x` (`[B, N]`) is not all zero, as TFLite's x86 `IsZeroVector` decides
/// (NEON_2_SSE's `NeonIsZeroVector`: `|v| > 0` on the first `4 * (N / 4)` elements, so `-0` and
/// NaN count as zero there, and `v != 0` on the rest): an `i8` flag of shape `[B, 1, 1]`.
fn nonzero_rows(e: &mut Eigen, x: ValueId) -> Result<ValueId, ImportError> {
    let [b, n] = e.cx.ty_of(x)?.shape[..] else {
        return Err(e.cx.invalid("internal: IsZeroVector of a non-matrix"));
    };
    let zero = e.c(0.0)?;
    let i8zero = e.cx.int_const(DType::I8, &[], &[0])?;
    let flag = |e: &mut Eigen, op: Op, args: &[ValueId]| e.cx.add(op, args, DType::I8);
    let mut parts = Vec::new();
    let vec_end = n / 4 * 4;
    if vec_end > 0 {
        let v = e.slice(x, 1, 0, vec_end)?;
        let eq = flag(e, Op::Equal(NoAttrs {}), &[v, zero])?;
        let ge = flag(e, Op::GreaterEqual(NoAttrs {}), &[v, zero])?;
        let le = flag(e, Op::GreaterEqual(NoAttrs {}), &[zero, v])?;
        let either = flag(e, Op::Maximum(NoAttrs {}), &[ge, le])?;
        parts.push(flag(e, Op::Select(NoAttrs {}), &[eq, i8zero, either])?);
    }
    if vec_end < n {
        let v = e.slice(x, 1, vec_end, n)?;
        let eq = flag(e, Op::Equal(NoAttrs {}), &[v, zero])?;
        parts.push(flag(e, Op::Equal(NoAttrs {}), &[eq, i8zero])?);
    }
    let all = e.concat(&parts, 1)?;
    let any = flag(
        e,
        Op::ReduceMax(ReduceAttrs {
            axes: vec![1],
            keep_dims: true,
        }),
        &[all],
    )?;
    e.reshape(any, vec![b, 1, 1])
}
