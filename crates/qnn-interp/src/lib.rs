//! `qnn-interp`: the reference interpreter. Runs any verified graph on concrete tensors;
//! QNN ops follow TFLite's reference kernels bit for bit (the rules themselves live in
//! `qnn-arith`), integer core ops are exact with the overflow behaviour documented at
//! each op in the op table.

mod kernels;

/// The scalar `shift_right` of the op table (`x / 2^s` rounded under `mode`, in type `d`),
/// for engines that fuse it.
pub use kernels::integer::shift_right_value;

/// The scalar float -> integer `cast` and `round` of the op table, for engines that fuse them.
pub use kernels::shape::{float_to_int, round_value};

/// The `f32` unary ops of the op table (`exp`, `tanh`, `logistic`, `sqrt`), for engines that
/// fuse them.
pub use kernels::activation::FloatUnary;

/// The core binary ops (`add`, `subtract`, `multiply`, `divide`, `maximum`, `minimum`) and
/// their scalar float semantics ([`CoreBinary::float`]), for engines that fuse them.
pub use kernels::binary::CoreBinary;

/// The output stage of `qnn.conv2d` and `qnn.dense` (rescale, zero point, clamp), for the
/// prover.
pub use kernels::conv::OutputStage;

use qnn_ir::{verify, Graph, Op, Tensor, TensorType, ValueDef, VerifyError};

/// Why a run failed.
#[derive(Debug, thiserror::Error)]
pub enum InterpError {
    /// The graph does not verify.
    #[error(transparent)]
    Verify(#[from] VerifyError),
    /// Wrong number of inputs.
    #[error("the graph takes {expected} inputs, {found} were given")]
    InputCount {
        /// Inputs the graph declares.
        expected: usize,
        /// Inputs given.
        found: usize,
    },
    /// An input's type does not match the graph's.
    #[error("input {index} ({name:?}) must be {expected}, found {found}")]
    InputType {
        /// Input position.
        index: usize,
        /// Input name.
        name: String,
        /// Declared type.
        expected: Box<TensorType>,
        /// Given type.
        found: Box<TensorType>,
    },
    /// An op failed at run time (a value outside an op's domain, for example).
    #[error("%{value} ({op}): {message}")]
    Op {
        /// The value number.
        value: usize,
        /// The op mnemonic.
        op: &'static str,
        /// What went wrong.
        message: String,
    },
}

/// Why one op could not be evaluated on its operands: a value outside the op's domain (a
/// shift past the type's width, a division by zero, an index out of range, ...), or
/// operands its type rule does not admit. `message` says which.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{op}: {message}")]
pub struct EvalError {
    /// The op's mnemonic.
    pub op: &'static str,
    /// What went wrong.
    pub message: String,
}

/// Memory use of one [`run_with_stats`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RunStats {
    /// Most bytes held at once by the tensors being computed or still to be read (inputs,
    /// constants, intermediates and outputs), each freed after its last use.
    pub peak_bytes: usize,
    /// Bytes of the graph's constants (weights, tables) that were materialised.
    pub constant_bytes: usize,
}

/// Bytes of a tensor's elements.
fn bytes_of(t: &Tensor) -> usize {
    t.len() * t.dtype().size_bytes()
}

/// Runs a streaming graph frame after frame on the reference interpreter, carrying its
/// state variables ([`qnn_ir::State`]) from each run to the next, as TFLite's interpreter
/// does when `invoke` is called again.
#[derive(Clone, Debug)]
pub struct Session<'g> {
    graph: &'g Graph,
    state: qnn_ir::StateCarry,
}

impl<'g> Session<'g> {
    /// A session over `g`, its state variables at their initial values.
    pub fn new(graph: &'g Graph) -> Session<'g> {
        Session {
            graph,
            state: qnn_ir::StateCarry::new(graph),
        }
    }

    /// Runs one frame: `inputs` are the graph's inputs that are not state variables, the
    /// result its outputs that are not next state, each in order.
    pub fn step(&mut self, inputs: &[Tensor]) -> Result<Vec<Tensor>, InterpError> {
        let all = self.state.inputs(inputs).ok_or(InterpError::InputCount {
            expected: self.state.user_input_count(),
            found: inputs.len(),
        })?;
        let outputs = run(self.graph, &all)?;
        Ok(self.state.advance(outputs))
    }

    /// The state variables' current values (in the graph's order).
    pub fn state(&self) -> &[Tensor] {
        self.state.state()
    }

    /// Starts a new stream: the state variables go back to their initial values.
    pub fn reset(&mut self) {
        self.state.reset();
    }
}

/// Runs a graph: verifies it, checks the inputs against its declared inputs, evaluates
/// the values the outputs need, and returns the outputs in order.
pub fn run(g: &Graph, inputs: &[Tensor]) -> Result<Vec<Tensor>, InterpError> {
    run_with_stats(g, inputs).map(|(outputs, _)| outputs)
}

/// As [`run`], also reporting the peak memory: each intermediate is freed after the last op
/// that reads it, so the peak is about the largest live set plus the constants, not the sum
/// of all activations.
pub fn run_with_stats(
    g: &Graph,
    inputs: &[Tensor],
) -> Result<(Vec<Tensor>, RunStats), InterpError> {
    verify(g)?;
    if inputs.len() != g.inputs().len() {
        return Err(InterpError::InputCount {
            expected: g.inputs().len(),
            found: inputs.len(),
        });
    }
    let live = g.live_values();
    // The position (in evaluation order) of each value's last reader; outputs are never freed.
    let mut last_use: Vec<usize> = vec![0; g.values().len()];
    for (pos, (id, v)) in g.iter().enumerate() {
        if let ValueDef::Op { args, .. } = &v.def {
            if live[id.index()] {
                for a in args {
                    last_use[a.index()] = pos;
                }
            }
        }
    }
    for (_, v) in g.outputs() {
        last_use[v.index()] = usize::MAX;
    }
    let mut stats = RunStats::default();
    let mut held = 0usize;
    let mut env: Vec<Option<Tensor>> = vec![None; g.values().len()];
    for (index, (&id, t)) in g.inputs().iter().zip(inputs).enumerate() {
        let expected = &g.values()[id.index()].ty;
        if t.ty() != expected {
            return Err(InterpError::InputType {
                index,
                name: g.input_name(id).unwrap_or_default().to_string(),
                expected: Box::new(expected.clone()),
                found: Box::new(t.ty().clone()),
            });
        }
        held += bytes_of(t);
        env[id.index()] = Some(t.clone());
    }
    stats.peak_bytes = held;
    for (pos, (id, v)) in g.iter().enumerate() {
        let ValueDef::Op { op, args } = &v.def else {
            continue;
        };
        if !live[id.index()] {
            continue;
        }
        let fail = |message: String| InterpError::Op {
            value: id.index(),
            op: op.opcode().mnemonic(),
            message,
        };
        let mut arg_refs = Vec::with_capacity(args.len());
        for a in args {
            arg_refs.push(
                env[a.index()]
                    .as_ref()
                    .ok_or_else(|| fail(format!("operand %{} was not computed", a.0)))?,
            );
        }
        let t = eval_op(op, &arg_refs, &v.ty).map_err(|e| fail(e.message))?;
        if t.ty() != &v.ty {
            return Err(fail(format!(
                "kernel produced {} for declared {}",
                t.ty(),
                v.ty
            )));
        }
        held += bytes_of(&t);
        if matches!(op, Op::Const(_)) {
            stats.constant_bytes += bytes_of(&t);
        }
        stats.peak_bytes = stats.peak_bytes.max(held);
        env[id.index()] = Some(t);
        for a in args {
            if last_use[a.index()] == pos {
                if let Some(freed) = env[a.index()].take() {
                    held -= bytes_of(&freed);
                }
            }
        }
    }
    let outputs = g
        .outputs()
        .iter()
        .map(|(name, v)| {
            env[v.index()].clone().ok_or_else(|| InterpError::Op {
                value: v.index(),
                op: "output",
                message: format!("output {name:?} was not computed"),
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok((outputs, stats))
}

/// Evaluates one op on concrete operands; `out` is the (verified) result type.
pub fn eval_op(op: &Op, args: &[&Tensor], out: &TensorType) -> Result<Tensor, EvalError> {
    kernel(op, args, out).map_err(|message| EvalError {
        op: op.opcode().mnemonic(),
        message,
    })
}

/// The interpreter's dispatch: one kernel per op of the table.
fn kernel(op: &Op, args: &[&Tensor], out: &TensorType) -> Result<Tensor, String> {
    use kernels::*;
    match op {
        Op::QnnQuantize(a) => quant::qnn_quantize(a, args, out),
        Op::QnnDequantize(a) => quant::qnn_dequantize(a, args, out),
        Op::QnnRequantize(a) => quant::qnn_requantize(a, args, out),
        Op::QnnConv2d(a) => conv::qnn_conv2d(a, args, out),
        Op::QnnDense(a) => dense::qnn_dense(a, args, out),
        Op::QnnHybridDense(a) => dense::qnn_hybrid_dense(a, args, out),
        Op::QnnHybridConv2d(a) => conv::qnn_hybrid_conv2d(a, args, out),
        Op::QnnAdd(a) => binary::qnn_add(a, args, out, false),
        Op::QnnSubtract(a) => binary::qnn_add(a, args, out, true),
        Op::QnnMul(a) => binary::qnn_mul(a, args, out),
        Op::QnnAvgPool2d(a) => pool::avg_pool2d(a, args, out),
        Op::QnnMaxPool2d(a) => pool::max_pool2d(a, args, out),
        Op::QnnMean(a) => reduce::qnn_mean(a, args, out),
        Op::QnnSum(a) => reduce::qnn_sum(a, args, out),
        Op::QnnConcatenate(a) => shape::qnn_concatenate(a, args, out),
        Op::QnnLogistic(a) => activation::qnn_logistic(a, args, out),
        Op::QnnTanh(a) => activation::qnn_tanh(a, args, out),
        Op::QnnSoftmax(a) => activation::qnn_softmax(a, args, out),
        Op::QnnHardSwish(a) => activation::qnn_hard_swish(a, args, out),
        Op::QnnLeakyRelu(a) => activation::qnn_leaky_relu(a, args, out),
        Op::QnnAbs(a) => activation::qnn_abs(a, args, out),
        Op::QnnExp(a) => activation::qnn_exp(a, args, out),
        Op::QnnLogSoftmax(a) => activation::qnn_log_softmax(a, args, out),
        Op::QnnElu(a) => activation::qnn_elu(a, args, out),
        Op::QnnGelu(a) => activation::qnn_gelu(a, args, out),
        Op::QnnRsqrt(a) => activation::qnn_rsqrt(a, args, out),
        Op::QnnPrelu(a) => binary::qnn_prelu(a, args, out),
        Op::QnnSquaredDifference(a) => binary::qnn_squared_difference(a, args, out),
        Op::QnnBatchMatmul(a) => dense::qnn_batch_matmul(a, args, out),
        Op::BatchMatmul(_) => dense::batch_matmul(args, out),
        Op::Const(a) => Ok(a.value.clone()),
        Op::Conv2d(a) => conv::conv2d(a, args, out),
        Op::Dense(_) => dense::dense(args, out),
        Op::Cast(_) => shape::cast(args, out),
        Op::Add(_) => binary::core_binary(args, out, binary::CoreBinary::Add),
        Op::Subtract(_) => binary::core_binary(args, out, binary::CoreBinary::Subtract),
        Op::Multiply(_) => binary::core_binary(args, out, binary::CoreBinary::Multiply),
        Op::Divide(_) => binary::core_binary(args, out, binary::CoreBinary::Divide),
        Op::Exp(_) => activation::float_unary(args, out, activation::FloatUnary::Exp),
        Op::Tanh(_) => activation::float_unary(args, out, activation::FloatUnary::Tanh),
        Op::Sqrt(_) => activation::float_unary(args, out, activation::FloatUnary::Sqrt),
        Op::Logistic(_) => activation::float_unary(args, out, activation::FloatUnary::Logistic),
        Op::RoundDivide(_) => integer::round_divide(args, out),
        Op::FixedPointMultiply(a) => quant::fixed_point_multiply(a, args, out),
        Op::Srdhm(_) => integer::srdhm(args, out),
        Op::ShiftLeft(_) => integer::shift_left(args, out),
        Op::ShiftRight(a) => integer::shift_right(a.mode, args, out),
        Op::CountLeadingZeros(_) => integer::count_leading_zeros(args, out),
        Op::FixedPointReciprocal(_) => integer::fixed_point_reciprocal(args, out),
        Op::FixedPointLog(a) => integer::fixed_point_log(a, args, out),
        Op::Clip(a) => shape::clip(a, args, out),
        Op::Round(a) => shape::round(a, args, out),
        Op::Table(_) => integer::table(args, out),
        Op::Pad(a) => shape::pad(a, args, out),
        Op::Sum(a) => reduce::sum(a, args, out),
        Op::ReduceMax(a) => reduce::reduce_extreme(a, args, out, true),
        Op::ReduceMin(a) => reduce::reduce_extreme(a, args, out, false),
        Op::ArgMax(a) => reduce::arg_reduce(a, args, out, true),
        Op::ArgMin(a) => reduce::arg_reduce(a, args, out, false),
        Op::MaxPool2d(a) => pool::core_max_pool2d(a, args, out),
        Op::PoolSum(a) => pool::pool_sum(a, args, out),
        Op::Concatenate(a) => shape::concatenate(a, args, out),
        Op::Reshape(_) => shape::reshape(args, out),
        Op::Transpose(a) => shape::transpose(a, args, out),
        Op::Slice(a) => shape::slice(a, args, out),
        Op::Gather(a) => shape::gather(a, args, out),
        Op::Tile(a) => shape::tile(a, args, out),
        Op::Maximum(_) => binary::core_binary(args, out, binary::CoreBinary::Maximum),
        Op::Minimum(_) => binary::core_binary(args, out, binary::CoreBinary::Minimum),
        Op::GreaterEqual(_) => binary::greater_equal(args, out),
        Op::Equal(_) => binary::equal(args, out),
        Op::QnnDiv(a) => binary::qnn_div(a, args, out),
        Op::Select(_) => binary::select(args, out),
    }
}
