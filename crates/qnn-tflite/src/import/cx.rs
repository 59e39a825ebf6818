//! The importer's state ([`Ctx`]: the graph being built and the IR value of every TFLite
//! tensor) and the per-operator helper ([`OpCx`]) the op converters use to fetch operands,
//! quantization parameters and options, build errors with the operator's context, and emit
//! the QNN op bound to the operator's output tensor.

use qnn_arith::{activation_range, Activation};
use qnn_ir::{DType, Graph, Op, QParams, TensorType, ValueId};

use super::error::{ImportError, OpError};
use super::tensors::{const_tensor, ir_dtype, qparams, static_shape};
use crate::model::{FusedActivation, TfOperator, TfSubgraph, TfTensor};

/// The graph under construction and the tensor -> value map.
pub(super) struct Ctx<'m> {
    /// The subgraph being imported.
    pub sg: &'m TfSubgraph,
    /// The QNN graph built so far.
    pub graph: Graph,
    /// IR value of each tensor, once it is defined (graph input, constant or op result).
    pub values: Vec<Option<ValueId>>,
    /// [`super::ImportOptions::sum_kernel`].
    pub sum_kernel: qnn_ir::attrs::SumKernel,
    /// The whole model (for `CALL_ONCE`'s initialisation subgraphs).
    pub model: &'m crate::model::TfModel,
    /// The resource variables of the main subgraph.
    pub vars: super::state::Vars,
    /// The graph input names taken so far (inputs and states).
    pub input_names: std::collections::HashSet<String>,
}

impl<'m> Ctx<'m> {
    /// The value of tensor `t`: already defined, or its constant data materialised as a
    /// `const` (once per tensor index). `Ok(None)` when the tensor has neither.
    pub fn defined_or_const(&mut self, t: usize) -> Result<Option<ValueId>, String> {
        if let Some(v) = self.values.get(t).copied().flatten() {
            return Ok(Some(v));
        }
        let tensor = self
            .sg
            .tensors
            .get(t)
            .ok_or_else(|| format!("tensor index {t} is out of range"))?;
        match const_tensor(tensor)? {
            Some(c) => {
                let v = self.graph.add_const(c);
                self.values[t] = Some(v);
                Ok(Some(v))
            }
            None => Ok(None),
        }
    }
}

/// `tensor 5 "name"`, for messages.
pub(super) fn describe(index: usize, t: &TfTensor) -> String {
    format!("tensor {index} {:?}", t.name)
}

/// The helper for converting one operator.
pub(super) struct OpCx<'c, 'm> {
    cx: &'c mut Ctx<'m>,
    /// The operator being converted.
    pub op: &'m TfOperator,
}

impl<'c, 'm> OpCx<'c, 'm> {
    /// Which kernel an 8-bit SUM follows ([`super::ImportOptions::sum_kernel`]).
    pub fn sum_kernel(&self) -> qnn_ir::attrs::SumKernel {
        self.cx.sum_kernel
    }

    /// The model being imported.
    pub fn model(&self) -> &'m crate::model::TfModel {
        self.cx.model
    }

    /// The resource variables.
    pub fn vars(&self) -> &super::state::Vars {
        &self.cx.vars
    }

    /// The resource variables, to update.
    pub fn vars_mut(&mut self) -> &mut super::state::Vars {
        &mut self.cx.vars
    }

    /// Adds a state variable named after `base` (made unique among the inputs) with initial
    /// value `init`; returns its input and the name.
    pub fn add_state(
        &mut self,
        base: &str,
        init: qnn_ir::Tensor,
    ) -> Result<(ValueId, String), ImportError> {
        let name = super::unique_name(base, &mut self.cx.input_names);
        let v = self
            .cx
            .graph
            .add_state(name.clone(), init)
            .map_err(|e| self.error(OpError::Build(e)))?;
        Ok((v, name))
    }

    /// The type tensor `t` declares (element type and stored shape), if it is static.
    pub fn value_type_of_tensor(&self, t: usize) -> Result<Option<TensorType>, ImportError> {
        let tensor = self.tensor(t)?;
        Ok(match (ir_dtype(tensor), static_shape(tensor)) {
            (Ok(d), Ok(shape)) => Some(TensorType::new(d, shape)),
            _ => None,
        })
    }

    /// Starts converting `op`.
    pub fn new(cx: &'c mut Ctx<'m>, op: &'m TfOperator) -> Self {
        OpCx { cx, op }
    }

    /// An error about this operator.
    pub fn error(&self, kind: OpError) -> ImportError {
        ImportError::Op {
            index: self.op.index,
            op: self.op.opcode.to_string(),
            kind,
        }
    }

    /// An [`OpError::Invalid`] error.
    pub fn invalid(&self, message: impl Into<String>) -> ImportError {
        self.error(OpError::Invalid(message.into()))
    }

    /// An [`OpError::Unsupported`] error.
    pub fn unsupported(&self, message: impl Into<String>) -> ImportError {
        self.error(OpError::Unsupported(message.into()))
    }

    /// Checks the operand count (`min..=max` inputs, absent optional ones included) and that
    /// there is exactly one output.
    pub fn arity(&self, min: usize, max: usize) -> Result<(), ImportError> {
        self.arity_n(min, max, 1)
    }

    /// Tensor index of input `k`, which must be present.
    pub fn input_index(&self, k: usize) -> Result<usize, ImportError> {
        match self.op.inputs.get(k) {
            Some(Some(t)) => Ok(*t),
            Some(None) => Err(self.invalid(format!("input {k} is required but omitted (-1)"))),
            None => Err(self.invalid(format!("input {k} is missing"))),
        }
    }

    /// Tensor index of optional input `k` (`None` when absent or `-1`).
    pub fn opt_input_index(&self, k: usize) -> Option<usize> {
        self.op.inputs.get(k).copied().flatten()
    }

    /// Tensor `t` of the subgraph (indices were range-checked by the reader).
    pub fn tensor(&self, t: usize) -> Result<&'m TfTensor, ImportError> {
        let sg: &'m TfSubgraph = self.cx.sg;
        sg.tensors
            .get(t)
            .ok_or_else(|| self.invalid(format!("tensor index {t} is out of range")))
    }

    /// Tensor index of the single output.
    pub fn output_index(&self) -> Result<usize, ImportError> {
        self.op
            .outputs
            .first()
            .copied()
            .ok_or_else(|| self.invalid("has no output"))
    }

    /// `input 1 (tensor 5 "name")`, for messages.
    pub fn what(&self, role: &str, t: usize) -> String {
        match self.tensor(t) {
            Ok(tensor) => format!("{role} ({})", describe(t, tensor)),
            Err(_) => format!("{role} (tensor {t})"),
        }
    }

    /// An error about operand `role` (tensor `t`).
    pub fn tensor_error(
        &self,
        role: &str,
        t: usize,
        message: impl std::fmt::Display,
    ) -> ImportError {
        self.invalid(format!("{}: {message}", self.what(role, t)))
    }

    /// The IR value of tensor `t` (a defined value or a constant).
    pub fn value_of(&mut self, role: &str, t: usize) -> Result<ValueId, ImportError> {
        match self.cx.defined_or_const(t) {
            Ok(Some(v)) => Ok(v),
            Ok(None) => Err(self.tensor_error(role, t, "is read before any operator writes it")),
            Err(message) => Err(self.tensor_error(role, t, message)),
        }
    }

    /// The IR value of required input `k`.
    pub fn input_value(&mut self, k: usize) -> Result<ValueId, ImportError> {
        let t = self.input_index(k)?;
        self.value_of(&format!("input {k}"), t)
    }

    /// The IR type of tensor `t`'s value (defining it first if it is a constant).
    pub fn value_type(&mut self, role: &str, t: usize) -> Result<TensorType, ImportError> {
        let v = self.value_of(role, t)?;
        self.cx
            .graph
            .ty(v)
            .cloned()
            .ok_or_else(|| self.tensor_error(role, t, "has no type"))
    }

    /// The IR element type of tensor `t`.
    pub fn dtype(&self, role: &str, t: usize) -> Result<DType, ImportError> {
        let tensor = self.tensor(t)?;
        ir_dtype(tensor)
            .map_err(|m| self.error(OpError::Unsupported(format!("{}: {m}", self.what(role, t)))))
    }

    /// Quantization parameters of tensor `t`, required.
    pub fn q(&self, role: &str, t: usize) -> Result<QParams, ImportError> {
        let tensor = self.tensor(t)?;
        match qparams(tensor) {
            Ok(Some(q)) => Ok(q),
            Ok(None) => Err(self.tensor_error(role, t, "has no quantization parameters")),
            Err(m) => Err(self.error(OpError::Unsupported(format!("{}: {m}", self.what(role, t))))),
        }
    }

    /// Quantization parameters of tensor `t`, which must be per-tensor: `(params, scale, zp)`.
    pub fn q_tensor(&self, role: &str, t: usize) -> Result<(QParams, f32, i64), ImportError> {
        let q = self.q(role, t)?;
        match q {
            QParams::PerTensor { scale, zero_point } => Ok((q.clone(), scale.get(), zero_point)),
            QParams::PerAxis { .. } => Err(self.tensor_error(
                role,
                t,
                "must be quantized per tensor, found per-axis parameters",
            )),
        }
    }

    /// Requires zero point 0 for an `i16` tensor (TFLite's 16x8 kernels check it in Prepare).
    pub fn require_symmetric_i16(&self, role: &str, t: usize) -> Result<(), ImportError> {
        if self.dtype(role, t)? == DType::I16 {
            let q = self.q(role, t)?;
            let nonzero = (0..q.num_channels())
                .map(|c| q.zero_point(c))
                .find(|&z| z != 0);
            if let Some(z) = nonzero {
                return Err(self.tensor_error(
                    role,
                    t,
                    format!("int16 tensors must have zero point 0 (16x8 scheme), found {z}"),
                ));
            }
        }
        Ok(())
    }

    /// The integer elements and shape of constant input `k` (INT32 or INT64 data).
    pub fn const_ints(&self, k: usize) -> Result<(Vec<usize>, Vec<i64>), ImportError> {
        let t = self.input_index(k)?;
        let role = format!("input {k}");
        let tensor = self.tensor(t)?;
        match const_tensor(tensor) {
            Ok(Some(c)) if matches!(c.dtype(), DType::I32 | DType::I64) => {
                Ok((c.shape().to_vec(), c.to_i64().unwrap_or_default()))
            }
            Ok(Some(c)) => Err(self.tensor_error(
                &role,
                t,
                format!("must be an INT32 or INT64 constant, found {}", c.dtype()),
            )),
            Ok(None) => Err(self.unsupported(format!(
                "{} must be a constant (run-time values are not supported here)",
                self.what(&role, t)
            ))),
            Err(m) => Err(self.tensor_error(&role, t, m)),
        }
    }

    /// The reduction axes in constant input `k` (INT32, negative ones counted from the end)
    /// for a rank-`rank` input, sorted and without repeats.
    pub fn const_axes(&self, k: usize, rank: usize) -> Result<Vec<usize>, ImportError> {
        let t = self.input_index(k)?;
        if self.tensor(t)?.ty != crate::model::TfType::Int32 {
            let role = format!("input {k}");
            return Err(self.tensor_error(&role, t, "the axes must be INT32 (TFLite checks it)"));
        }
        let (_, raw) = self.const_ints(k)?;
        let mut axes = Vec::with_capacity(raw.len());
        for a in raw {
            let norm = if a < 0 { a + rank as i64 } else { a };
            match usize::try_from(norm) {
                Ok(u) if u < rank => axes.push(u),
                _ => return Err(self.invalid(format!("axis {a} is out of range for rank {rank}"))),
            }
        }
        axes.sort_unstable();
        axes.dedup();
        Ok(axes)
    }

    /// The stored static shape of tensor `t`.
    pub fn stored_shape(&self, role: &str, t: usize) -> Result<Vec<usize>, ImportError> {
        let tensor = self.tensor(t)?;
        static_shape(tensor).map_err(|m| self.tensor_error(role, t, m))
    }

    /// The clamp of a fused activation on output tensor `out`: `None` for NONE, otherwise
    /// TFLite's `CalculateActivationRangeQuantized` with the output's scale, zero point and
    /// type limits. TANH and SIGN_BIT are not supported on quantized operators.
    pub fn clamp(&self, act: FusedActivation, out: usize) -> Result<Option<[i64; 2]>, ImportError> {
        let a = match act {
            FusedActivation::None => return Ok(None),
            FusedActivation::Relu => Activation::Relu,
            FusedActivation::Relu6 => Activation::Relu6,
            FusedActivation::ReluN1To1 => Activation::ReluN1To1,
            FusedActivation::Tanh => {
                return Err(self
                    .unsupported("fused activation TANH is not supported on quantized operators"))
            }
            FusedActivation::SignBit => {
                return Err(self.unsupported(
                    "fused activation SIGN_BIT is not supported on quantized operators",
                ))
            }
        };
        self.activation_clamp(a, out)
    }

    /// `[act_min, act_max]` of activation `a` for output tensor `out` (always `Some`).
    pub fn activation_clamp(
        &self,
        a: Activation,
        out: usize,
    ) -> Result<Option<[i64; 2]>, ImportError> {
        let (_, scale, zp) = self.q_tensor("the output", out)?;
        let dtype = self.dtype("the output", out)?;
        let (qmin, qmax) = dtype.int_range().ok_or_else(|| {
            self.tensor_error(
                "the output",
                out,
                "a fused activation needs an integer output",
            )
        })?;
        let (lo, hi) = activation_range(a, scale, zp, qmin, qmax);
        if lo > hi {
            return Err(self.tensor_error(
                "the output",
                out,
                format!("the activation range [{lo}, {hi}] is empty for scale {scale:?} and zero point {zp}"),
            ));
        }
        Ok(Some([lo, hi]))
    }

    /// Adds `op` with `args`, its result type given by the output tensor's element type, and
    /// binds it to the output tensor.
    pub fn emit(&mut self, op: Op, args: &[ValueId]) -> Result<ValueId, ImportError> {
        let out = self.output_index()?;
        let dtype = self.dtype("the output", out)?;
        let v = self
            .cx
            .graph
            .add(op, args, Some(dtype))
            .map_err(|e| self.error(OpError::Build(e)))?;
        self.bind(out, v)?;
        Ok(v)
    }

    /// Checks the operand count (`min..=max` inputs, absent optional ones included, the first
    /// `min` present) and that there are `outputs` outputs.
    pub fn arity_n(&self, min: usize, max: usize, outputs: usize) -> Result<(), ImportError> {
        let n = self.op.inputs.len();
        if n < min || n > max {
            let want = if min == max {
                min.to_string()
            } else {
                format!("{min} to {max}")
            };
            return Err(self.invalid(format!("takes {want} inputs, found {n}")));
        }
        if self.op.outputs.len() != outputs {
            let noun = if outputs == 1 { "output" } else { "outputs" };
            return Err(self.invalid(format!(
                "must have {outputs} {noun}, found {}",
                self.op.outputs.len()
            )));
        }
        for k in 0..min {
            self.input_index(k)?;
        }
        Ok(())
    }

    /// Adds `op` with `args` and result element type `dtype`, without binding it.
    pub fn add(&mut self, op: Op, args: &[ValueId], dtype: DType) -> Result<ValueId, ImportError> {
        self.cx
            .graph
            .add(op, args, Some(dtype))
            .map_err(|e| self.error(OpError::Build(e)))
    }

    /// Adds `op` with `args`, its result type given by output tensor `t`'s element type, and
    /// binds it to `t`.
    pub fn emit_to(&mut self, t: usize, op: Op, args: &[ValueId]) -> Result<ValueId, ImportError> {
        let dtype = self.dtype("the output", t)?;
        let v = self.add(op, args, dtype)?;
        self.bind(t, v)?;
        Ok(v)
    }

    /// Adds a constant, unbound.
    pub fn add_const(&mut self, t: qnn_ir::Tensor) -> ValueId {
        self.cx.graph.add_const(t)
    }

    /// Adds an integer constant of type `d` and `shape`, unbound; values that do not fit `d`
    /// (or a count that does not fit `shape`) are an error.
    pub fn int_const(
        &mut self,
        d: DType,
        shape: &[usize],
        values: &[i64],
    ) -> Result<ValueId, ImportError> {
        let t = qnn_ir::Tensor::from_i64(d, shape, values).ok_or_else(|| {
            self.invalid(format!("the constant {values:?} does not fit {d}{shape:?}"))
        })?;
        Ok(self.add_const(t))
    }

    /// The graph built so far.
    pub fn graph(&self) -> &qnn_ir::Graph {
        &self.cx.graph
    }

    /// The type of value `v`.
    pub fn ty_of(&self, v: ValueId) -> Result<TensorType, ImportError> {
        self.cx
            .graph
            .ty(v)
            .cloned()
            .ok_or_else(|| self.invalid(format!("value %{} does not exist", v.index())))
    }

    /// Binds tensor `t` to value `v`; a tensor is written once.
    pub fn bind(&mut self, t: usize, v: ValueId) -> Result<(), ImportError> {
        let tensor = self.tensor(t)?;
        let defined = self.cx.values.get(t).copied().flatten().is_some();
        if defined || tensor.data.is_some() {
            return Err(self.invalid(format!(
                "output ({}) is already defined (a graph input, a constant or another operator's output)",
                describe(t, tensor)
            )));
        }
        self.cx.values[t] = Some(v);
        Ok(())
    }
}
