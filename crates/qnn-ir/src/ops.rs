//! The op table: every op of the dialect, declared once.
//!
//! Each entry gives the variant, its mnemonic (the only spelling, used by the printer and
//! the parser), its attribute struct, its operands and its type rule (in [`crate::infer`]);
//! the doc comment above it is the op's semantics, in math, with its rounding; the list in
//! brackets at its end is its flags.
//! `Opcode`, `Op`, the mnemonic lookup, the operand arity, attribute printing/parsing, type
//! inference and the op's flags ([`Props`]: what passes ask of it) are all generated from
//! this one table by [`define_ops!`].
//!
//! Notation used in the docs: `MBQM` is TFLite's `MultiplyByQuantizedMultiplier`
//! under the op's `rounding` mode (see `qnn_arith::rescale` and `docs/rounding.md`);
//! `clamp` is the optional `[min, max]` attribute (the fused activation range, computed
//! as TFLite's `CalculateActivationRangeQuantized`), applied after `+ out_zp`, and
//! otherwise the range of the result type. `round_away` rounds half away from zero.

use crate::attrs::{
    Attrs, DataLayout, HybridConvKernel, KernelLayout, Padding, Precision, RoundMode, SumKernel,
};
use crate::define_attrs;
use crate::error::ParseError;
use crate::infer;
use crate::quant::{F32Bits, QParams};
use crate::tensor::Tensor;
use crate::text::cursor::Cursor;
use crate::types::{DType, TensorType};
use qnn_arith::Rounding;

/// How many operands an op takes, and their names (for messages).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Operands {
    /// Operand names; the last repeats when `variadic`.
    pub names: &'static [&'static str],
    /// Minimum count.
    pub min: usize,
    /// Maximum count (`usize::MAX` when variadic).
    pub max: usize,
}

impl Operands {
    const fn fixed(names: &'static [&'static str]) -> Self {
        Operands {
            names,
            min: names.len(),
            max: names.len(),
        }
    }
    /// All but the last operand required.
    const fn last_optional(names: &'static [&'static str]) -> Self {
        Operands {
            names,
            min: names.len() - 1,
            max: names.len(),
        }
    }
    const fn variadic(names: &'static [&'static str], min: usize) -> Self {
        Operands {
            names,
            min,
            max: usize::MAX,
        }
    }
    /// Name of operand `i`.
    pub fn name(&self, i: usize) -> &'static str {
        self.names
            .get(i)
            .or(self.names.last())
            .copied()
            .unwrap_or("operand")
    }
    /// True when `n` operands are acceptable.
    pub fn accepts(&self, n: usize) -> bool {
        self.min <= n && n <= self.max
    }
    /// `2`, `2 or 3`, `at least 1`.
    pub fn describe(&self) -> String {
        if self.min == self.max {
            self.min.to_string()
        } else if self.max == usize::MAX {
            format!("at least {}", self.min)
        } else {
            format!("{} to {}", self.min, self.max)
        }
    }
}

/// What the passes ask of an op, stated once in its table entry as a list of flags
/// (`[elementwise, modular, work = 4]`; an empty list is no flag), as Cranelift states
/// `can_trap` on its instruction definitions. A pass asks [`Opcode::props`] or the query
/// methods beside it instead of listing opcodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Props {
    /// Each result element is a function of the operand elements at the same (broadcast)
    /// position alone (a per-axis attribute may make that function depend on the position:
    /// [`Op::is_per_axis`]).
    pub elementwise: bool,
    /// Moves or copies stored values without computing on them: every result element is an
    /// element of an operand, or a fill value of the attributes (`pad`).
    pub movement: bool,
    /// Integer results are exact modulo `2^bits` of the result type: an operand that
    /// wrapped still gives the right result wherever the exact one fits (ring arithmetic
    /// and data movement). The overflow analysis checks such values where they are read.
    pub modular: bool,
    /// Sums many products or elements into each result element: an accumulator whose
    /// width matters (`conv2d`, `sum`, `qnn.mean`, ...).
    pub accumulates: bool,
    /// Reduces its input along axes: its work grows with the input's size, not the result's.
    pub reduces: bool,
    /// A multiply-accumulate of an input (operand 0) with a weight (operand 1): the core ops
    /// whose operand pair a target declares native and legalization retypes (`conv2d`,
    /// `dense`).
    pub mac: bool,
    /// Work per result element in the cost model (`cost.rs`) for an op of one or two simple
    /// steps an element; 1 unless the entry says `work = N`.
    pub work: u64,
}

impl Props {
    /// No flag set, work 1.
    pub const NONE: Props = Props {
        elementwise: false,
        movement: false,
        modular: false,
        accumulates: false,
        reduces: false,
        mac: false,
        work: 1,
    };
}

/// An op kind as a type (the marker types of [`kind`]): its opcode and its attributes' type.
pub trait OpKind: Copy + Send + Sync + 'static {
    /// The attributes of ops of this kind.
    type Attrs: Clone + Send + Sync + 'static;
    /// The kind's opcode.
    const OPCODE: Opcode;
    /// The attributes of `op`, if it is of this kind.
    fn attrs(op: &Op) -> Option<&Self::Attrs>;
}

/// The value of a flag in a table entry: `true`, or the number after `=`.
macro_rules! flag_value {
    () => {
        true
    };
    ($v:literal) => {
        $v
    };
}

macro_rules! define_ops {
    ($( $(#[doc = $doc:expr])* $variant:ident = $mnemonic:literal ($attrs:ty), $operands:expr, $infer:path, [$($flag:ident $(= $value:literal)?),*]; )*) => {
        /// Op kinds (the closed table), without attributes.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Opcode { $( $(#[doc = $doc])* $variant, )* }

        /// An op with its attributes (`Ord` is a total order for e-graph payloads).
        #[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Op { $( $(#[doc = $doc])* $variant($attrs), )* }

        impl Opcode {
            /// Every opcode, in table order.
            pub const ALL: &'static [Opcode] = &[$(Opcode::$variant),*];
            /// The mnemonic (`qnn.conv2d`, `cast`, ...).
            pub fn mnemonic(self) -> &'static str {
                match self { $(Opcode::$variant => $mnemonic,)* }
            }
            /// Looks up a mnemonic.
            pub fn from_mnemonic(s: &str) -> Option<Opcode> {
                match s { $($mnemonic => Some(Opcode::$variant),)* _ => None }
            }
            /// Operand arity and names.
            pub fn operands(self) -> Operands {
                match self { $(Opcode::$variant => $operands,)* }
            }
            /// The op's semantics documentation.
            pub fn doc(self) -> &'static str {
                match self { $(Opcode::$variant => concat!($($doc, "\n"),*),)* }
            }
            /// Attribute names in printing order.
            pub fn attr_names(self) -> &'static [&'static str] {
                match self { $(Opcode::$variant => <$attrs as Attrs>::FIELDS,)* }
            }
            /// The op's flags, from its table entry.
            pub const fn props(self) -> Props {
                match self { $(Opcode::$variant => Props { $($flag: flag_value!($($value)?),)* ..Props::NONE },)* }
            }
        }

        /// One marker type per op kind, named as its [`Opcode`]: a rewrite rule names the kind
        /// it matches as a type ([`OpKind`]) and receives the op's attributes typed.
        pub mod kind {
            $(
                #[doc = concat!("The `", $mnemonic, "` op kind.")]
                #[derive(Clone, Copy, Debug, PartialEq, Eq)]
                pub struct $variant;
            )*
        }

        $(
            impl OpKind for kind::$variant {
                type Attrs = $attrs;
                const OPCODE: Opcode = Opcode::$variant;
                fn attrs(op: &Op) -> Option<&$attrs> {
                    if let Op::$variant(a) = op { Some(a) } else { None }
                }
            }
        )*

        impl Op {
            /// The op kind.
            pub fn opcode(&self) -> Opcode {
                match self { $(Op::$variant(_) => Opcode::$variant,)* }
            }
            /// Appends ` {attrs}` in canonical form.
            pub fn print_attrs(&self, out: &mut String) {
                match self { $(Op::$variant(a) => a.print(out),)* }
            }
            /// Parses the attribute block of an op of kind `opcode`.
            pub fn parse_attrs(opcode: Opcode, c: &mut Cursor) -> Result<Op, ParseError> {
                match opcode { $(Opcode::$variant => Ok(Op::$variant(<$attrs as Attrs>::parse(c, $mnemonic)?)),)* }
            }
            /// The type rule: checks operands and attributes (including quantization
            /// parameters) and returns the result type. `out` is the requested result
            /// element type, needed where operands do not determine it.
            pub fn infer(&self, args: &[&TensorType], out: Option<DType>) -> Result<TensorType, infer::TypeErrors> {
                let operands = self.opcode().operands();
                if !operands.accepts(args.len()) {
                    return Err(format!("takes {} operands, found {}", operands.describe(), args.len()).into());
                }
                match self { $(Op::$variant(a) => $infer(a, args, out),)* }
            }
        }
    };
}

impl Opcode {
    /// True for the quantized dialect ops (`qnn.*`).
    pub fn is_qnn(self) -> bool {
        self.mnemonic().starts_with("qnn.")
    }
    /// [`Props::elementwise`].
    pub const fn is_elementwise(self) -> bool {
        self.props().elementwise
    }
    /// [`Props::movement`].
    pub const fn is_movement(self) -> bool {
        self.props().movement
    }
    /// [`Props::modular`].
    pub const fn is_modular(self) -> bool {
        self.props().modular
    }
    /// [`Props::accumulates`].
    pub const fn accumulates(self) -> bool {
        self.props().accumulates
    }
    /// [`Props::reduces`].
    pub const fn reduces(self) -> bool {
        self.props().reduces
    }
    /// [`Props::mac`].
    pub const fn is_mac(self) -> bool {
        self.props().mac
    }
    /// The names of the flags set, in [`Props`] order (`work = N` when not 1), for `qnnc ops`.
    pub fn flag_names(self) -> Vec<String> {
        let p = self.props();
        let mut out: Vec<String> = [
            ("elementwise", p.elementwise),
            ("movement", p.movement),
            ("modular", p.modular),
            ("accumulates", p.accumulates),
            ("reduces", p.reduces),
            ("mac", p.mac),
        ]
        .iter()
        .filter(|(_, on)| *on)
        .map(|(n, _)| n.to_string())
        .collect();
        if p.work != 1 {
            out.push(format!("work = {}", p.work));
        }
        out
    }
}

impl Op {
    /// True when an attribute gives the op per-axis parameters (`q_axis`, a
    /// `fixed_point_multiply` with an `axis`): an elementwise op then computes a different
    /// function at each index of that axis.
    pub fn is_per_axis(&self) -> bool {
        self.per_axis().is_some()
    }

    /// The axis of the op's per-axis parameters ([`Op::is_per_axis`]), if any.
    pub fn per_axis(&self) -> Option<usize> {
        match self {
            Op::FixedPointMultiply(a) => a.axis,
            Op::QnnRequantize(a) => a.in_q.axis().or(a.out_q.axis()),
            Op::QnnQuantize(a) => a.out_q.axis(),
            Op::QnnDequantize(a) => a.in_q.axis(),
            Op::QnnConv2d(a) => a.w_q.axis(),
            Op::QnnDense(a) => a.w_q.axis(),
            _ => None,
        }
    }
}

// ---------------------------------------------------------------------------------------
// Attribute sets.

define_attrs! {
    /// Attributes of `qnn.quantize`.
    QuantizeAttrs {
        /// Output quantization (per-tensor or per-axis).
        out_q: QParams,
        /// Rounding of `x / scale`: `to_nearest` (TFLite, TVM), `half_even` (ONNX Runtime) or `upward`.
        rounding: Rounding,
    }
}

define_attrs! {
    /// Attributes of `qnn.dequantize`.
    DequantizeAttrs {
        /// Input quantization (per-tensor or per-axis).
        in_q: QParams,
    }
}

define_attrs! {
    /// Attributes of `qnn.requantize`.
    RequantizeAttrs {
        /// Input quantization (per-tensor or per-axis).
        in_q: QParams,
        /// Output quantization (per-tensor, or per-axis on the same axis as `in_q`).
        out_q: QParams,
        /// Precision of `in_s / out_s`: `f64` (TFLite QUANTIZE, TVM) or `f32` (TFLite's
        /// RELU, RELU6 and RELU_N1_TO_1 divide the scales in `float`).
        ratio: Precision,
        /// Rounding mode of the rescale.
        rounding: Rounding,
        /// Optional `[min, max]` clamp applied after `+ out_zp`.
        clamp: Option<[i64; 2]>,
    }
}

define_attrs! {
    /// Attributes of `qnn.conv2d`.
    QnnConv2dAttrs {
        /// Input quantization (per-tensor).
        in_q: QParams,
        /// Weight quantization: per-tensor, or per-axis on the kernel's `O` axis.
        w_q: QParams,
        /// Output quantization; `none` returns the raw accumulator.
        out_q: Option<QParams>,
        /// Precision of `in_s * w_s` in the output multiplier `in_s * w_s / out_s`: `f64`
        /// (`(double)in_s * (double)w_s`) or `f32` (`(double)(float)(in_s * w_s)`, TFLite's
        /// uint8 kernels and TVM). Explicit, so that changing the input's dtype (Legalize)
        /// never changes a multiplier.
        product: Precision,
        /// `[stride_h, stride_w]`, each >= 1.
        strides: [usize; 2],
        /// Spatial padding; padded taps contribute nothing (as if filled with `in_zp`).
        padding: Padding,
        /// `[dilation_h, dilation_w]`, each >= 1.
        dilation: [usize; 2],
        /// Number of groups (depthwise: `groups` = input channels).
        groups: usize,
        /// Activation layout of input and output.
        data_layout: DataLayout,
        /// Filter layout.
        kernel_layout: KernelLayout,
        /// Accumulator type, `i32` or `i64`; the bias has this type.
        acc: DType,
        /// Rounding mode of the output rescale.
        rounding: Rounding,
        /// Optional `[min, max]` clamp (fused activation) after `+ out_zp`.
        clamp: Option<[i64; 2]>,
    }
}

define_attrs! {
    /// Attributes of `qnn.dense`.
    QnnDenseAttrs {
        /// Input quantization (per-tensor).
        in_q: QParams,
        /// Weight quantization: per-tensor or per-axis on axis 0.
        w_q: QParams,
        /// Output quantization; `none` returns the raw accumulator.
        out_q: Option<QParams>,
        /// Precision of `in_s * w_s` in the output multiplier, as for `qnn.conv2d`.
        product: Precision,
        /// Keep the input's leading dimensions (TFLite `keep_num_dims`).
        keep_dims: bool,
        /// Accumulator type, `i32` or `i64`; the bias has this type.
        acc: DType,
        /// Rounding mode of the output rescale.
        rounding: Rounding,
        /// Optional `[min, max]` clamp (fused activation) after `+ out_zp`.
        clamp: Option<[i64; 2]>,
    }
}

define_attrs! {
    /// Attributes of `qnn.hybrid_conv2d`.
    QnnHybridConv2dAttrs {
        /// Weight quantization (zero points 0): per-tensor, or per-axis on the kernel's `O` axis.
        w_q: QParams,
        /// `[stride_h, stride_w]`, each >= 1.
        strides: [usize; 2],
        /// Spatial padding.
        padding: Padding,
        /// `[dilation_h, dilation_w]`, each >= 1.
        dilation: [usize; 2],
        /// Number of groups (depthwise: `groups` = input channels).
        groups: usize,
        /// Activation layout of input and output (`nhwc`: the image is quantized in that
        /// order).
        data_layout: DataLayout,
        /// Filter layout.
        kernel_layout: KernelLayout,
        /// Which TFLite kernel: input quantization and epilogue order.
        kernel: HybridConvKernel,
    }
}

impl QnnHybridConv2dAttrs {
    /// The window attributes, as the integer `conv2d` that accumulates this op takes them.
    pub fn window(&self) -> Conv2dAttrs {
        Conv2dAttrs {
            strides: self.strides,
            padding: self.padding,
            dilation: self.dilation,
            groups: self.groups,
            data_layout: self.data_layout,
            kernel_layout: self.kernel_layout,
        }
    }
}

define_attrs! {
    /// Attributes of `qnn.hybrid_dense`.
    QnnHybridDenseAttrs {
        /// Weight quantization (zero points 0): per-tensor or per-axis on axis 0.
        w_q: QParams,
        /// Quantize each input row with a zero point (TFLite's `asymmetric_quantize_inputs`)
        /// rather than symmetrically.
        asymmetric: bool,
        /// Keep the input's leading dimensions (TFLite `keep_num_dims`).
        keep_dims: bool,
    }
}

define_attrs! {
    /// Attributes of `qnn.add` and `qnn.subtract`.
    QnnAddAttrs {
        /// Left operand quantization (per-tensor).
        lhs_q: QParams,
        /// Right operand quantization (per-tensor).
        rhs_q: QParams,
        /// Output quantization (per-tensor).
        out_q: QParams,
        /// Use TFLite's int16 power-of-two-scale path when its conditions hold (`pot_scale_int16`).
        pot_int16: bool,
        /// Rounding mode (selects the TFLite or the TVM scheme; see the op doc).
        rounding: Rounding,
        /// Optional `[min, max]` clamp (fused activation) after `+ out_zp`.
        clamp: Option<[i64; 2]>,
    }
}

define_attrs! {
    /// Attributes of `qnn.mul`.
    QnnMulAttrs {
        /// Left operand quantization (per-tensor).
        lhs_q: QParams,
        /// Right operand quantization (per-tensor).
        rhs_q: QParams,
        /// Output quantization (per-tensor).
        out_q: QParams,
        /// Rounding mode.
        rounding: Rounding,
        /// Optional `[min, max]` clamp (fused activation) after `+ out_zp`.
        clamp: Option<[i64; 2]>,
    }
}

define_attrs! {
    /// Attributes of the 2-D pooling ops.
    PoolAttrs {
        /// `[kernel_h, kernel_w]`, each >= 1.
        kernel: [usize; 2],
        /// `[stride_h, stride_w]`, each >= 1.
        strides: [usize; 2],
        /// Spatial padding; padded taps are excluded (not counted, not compared).
        padding: Padding,
        /// Activation layout.
        layout: DataLayout,
        /// Optional `[min, max]` clamp (fused activation).
        clamp: Option<[i64; 2]>,
    }
}

define_attrs! {
    /// Attributes of `qnn.mean`.
    QnnMeanAttrs {
        /// Input quantization (per-tensor).
        in_q: QParams,
        /// Output quantization (per-tensor).
        out_q: QParams,
        /// Reduced axes, ascending and distinct.
        axes: Vec<usize>,
        /// Keep reduced axes with extent 1.
        keep_dims: bool,
        /// Rounding mode.
        rounding: Rounding,
    }
}

define_attrs! {
    /// Attributes of `qnn.sum`.
    QnnSumAttrs {
        /// Input quantization (per-tensor).
        in_q: QParams,
        /// Output quantization (per-tensor).
        out_q: QParams,
        /// Reduced axes, ascending and distinct.
        axes: Vec<usize>,
        /// Keep reduced axes with extent 1.
        keep_dims: bool,
        /// Which TFLite kernel's arithmetic.
        kernel: SumKernel,
    }
}

define_attrs! {
    /// Attributes of `qnn.concatenate`.
    QnnConcatAttrs {
        /// Quantization of each input (per-tensor), one per operand.
        in_q: Vec<QParams>,
        /// Output quantization (per-tensor).
        out_q: QParams,
        /// Concatenation axis.
        axis: usize,
        /// Rounding mode (used only by inputs whose parameters differ from `out_q`).
        rounding: Rounding,
    }
}

define_attrs! {
    /// Attributes of `qnn.div`.
    QnnDivAttrs {
        /// Dividend quantization (per-tensor).
        lhs_q: QParams,
        /// Divisor quantization (per-tensor).
        rhs_q: QParams,
        /// Output quantization (per-tensor).
        out_q: QParams,
        /// Optional `[min, max]` clamp (fused activation) after `+ out_zp`.
        clamp: Option<[i64; 2]>,
    }
}

define_attrs! {
    /// Attributes of `fixed_point_log`.
    FixedPointLogAttrs {
        /// Integer bits of the input fixed-point format.
        input_bits: i32,
        /// Integer bits of the result's fixed-point format.
        output_bits: i32,
    }
}

define_attrs! {
    /// Attributes of `qnn.gelu`.
    QnnGeluAttrs {
        /// Input quantization (per-tensor).
        in_q: QParams,
        /// Output quantization (per-tensor).
        out_q: QParams,
        /// The tanh form (TFLite's `approximate`) instead of the `erfc` form.
        approximate: bool,
    }
}

define_attrs! {
    /// Attributes of the quantized unary ops (`qnn.logistic`, `qnn.tanh`, `qnn.hard_swish`).
    QnnUnaryAttrs {
        /// Input quantization (per-tensor).
        in_q: QParams,
        /// Output quantization (per-tensor).
        out_q: QParams,
    }
}

define_attrs! {
    /// Attributes of `qnn.leaky_relu`.
    QnnLeakyReluAttrs {
        /// Input quantization (per-tensor).
        in_q: QParams,
        /// Output quantization (per-tensor).
        out_q: QParams,
        /// The slope for negative inputs.
        alpha: F32Bits,
        /// Rounding mode of the two rescales.
        rounding: Rounding,
    }
}

define_attrs! {
    /// Attributes of `qnn.prelu`.
    QnnPreluAttrs {
        /// Input quantization (per-tensor).
        in_q: QParams,
        /// Alpha quantization (per-tensor).
        alpha_q: QParams,
        /// Output quantization (per-tensor).
        out_q: QParams,
        /// Rounding mode of the two rescales.
        rounding: Rounding,
    }
}

define_attrs! {
    /// Attributes of `qnn.batch_matmul`.
    QnnBatchMatmulAttrs {
        /// Left operand quantization (per-tensor).
        lhs_q: QParams,
        /// Right operand quantization (per-tensor).
        rhs_q: QParams,
        /// Output quantization (per-tensor).
        out_q: QParams,
        /// Precision of `lhs_s * rhs_s` in the multiplier (TFLite: `f32`).
        product: Precision,
        /// Accumulator type, `i32` or `i64`.
        acc: DType,
        /// Rounding mode of the rescale.
        rounding: Rounding,
    }
}

define_attrs! {
    /// Attributes of `qnn.squared_difference`.
    QnnBinaryAttrs {
        /// Left operand quantization (per-tensor).
        lhs_q: QParams,
        /// Right operand quantization (per-tensor).
        rhs_q: QParams,
        /// Output quantization (per-tensor).
        out_q: QParams,
    }
}

define_attrs! {
    /// Attributes of `qnn.softmax`.
    QnnSoftmaxAttrs {
        /// Input quantization (per-tensor).
        in_q: QParams,
        /// Output quantization (per-tensor).
        out_q: QParams,
        /// The softmax temperature `beta`.
        beta: F32Bits,
    }
}

impl PoolAttrs {
    /// The window, as the integer `max_pool2d` / `pool_sum` take it.
    pub fn window(&self) -> WindowAttrs {
        WindowAttrs {
            kernel: self.kernel,
            strides: self.strides,
            padding: self.padding,
            layout: self.layout,
        }
    }
}

impl QnnConv2dAttrs {
    /// The window attributes, as the integer `conv2d` that accumulates this op takes them.
    pub fn window(&self) -> Conv2dAttrs {
        Conv2dAttrs {
            strides: self.strides,
            padding: self.padding,
            dilation: self.dilation,
            groups: self.groups,
            data_layout: self.data_layout,
            kernel_layout: self.kernel_layout,
        }
    }
}

/// Attributes of `const`: the value itself. Printed in the operand position (inline for
/// small tensors, or as a reference into the file's data section).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ConstAttrs {
    /// The constant.
    pub value: Tensor,
}

impl Attrs for ConstAttrs {
    const FIELDS: &'static [&'static str] = &[];
    fn print(&self, _out: &mut String) {}
    fn parse(c: &mut Cursor, op: &str) -> Result<Self, ParseError> {
        Err(c.error(format!(
            "{op}: the value is written before the type, e.g. `const [1, 2] : tensor<2xi32>`"
        )))
    }
}

define_attrs! {
    /// Attributes of the integer `conv2d`.
    Conv2dAttrs {
        /// `[stride_h, stride_w]`.
        strides: [usize; 2],
        /// Spatial padding with zeros.
        padding: Padding,
        /// `[dilation_h, dilation_w]`.
        dilation: [usize; 2],
        /// Number of groups.
        groups: usize,
        /// Activation layout.
        data_layout: DataLayout,
        /// Filter layout.
        kernel_layout: KernelLayout,
    }
}

define_attrs! {
    /// Ops without attributes.
    NoAttrs {}
}

define_attrs! {
    /// Attributes of `fixed_point_multiply`.
    FixedPointMultiplyAttrs {
        /// Q31 multipliers: one (per-tensor) or one per index of `axis`.
        multiplier: Vec<i32>,
        /// Shifts (`> 0` left, `<= 0` right), as many as `multiplier`.
        shift: Vec<i32>,
        /// The per-axis dimension, or `none`.
        axis: Option<usize>,
        /// Rounding mode (any fixed-point mode; not `f64_half_away`).
        rounding: Rounding,
    }
}

define_attrs! {
    /// Attributes of `clip`.
    ClipAttrs {
        /// Lower bound (inclusive).
        min: i64,
        /// Upper bound (inclusive).
        max: i64,
    }
}

define_attrs! {
    /// Attributes of `pad`.
    PadAttrs {
        /// `[before, after]` per dimension.
        pads: Vec<[usize; 2]>,
        /// Fill value (in the element type's range).
        value: i64,
    }
}

define_attrs! {
    /// Attributes of the reductions `sum` and `reduce_max`.
    ReduceAttrs {
        /// Reduced axes, ascending and distinct.
        axes: Vec<usize>,
        /// Keep reduced axes with extent 1.
        keep_dims: bool,
    }
}

define_attrs! {
    /// Attributes of the integer window ops `max_pool2d` and `pool_sum`.
    WindowAttrs {
        /// `[kernel_h, kernel_w]`, each >= 1.
        kernel: [usize; 2],
        /// `[stride_h, stride_w]`, each >= 1.
        strides: [usize; 2],
        /// Spatial padding; padded taps are skipped (neither compared nor summed).
        padding: Padding,
        /// Activation layout.
        layout: DataLayout,
    }
}

define_attrs! {
    /// Attributes of `concatenate`.
    ConcatAttrs {
        /// Concatenation axis.
        axis: usize,
    }
}

define_attrs! {
    /// Attributes of `round` and `shift_right`: how a value between two integers is
    /// resolved.
    RoundAttrs {
        /// `floor`, `half_up` (ties toward +inf), `half_away` (ties away from zero) or
        /// `half_even`.
        mode: RoundMode,
    }
}

define_attrs! {
    /// Attributes of `reshape`.
    ReshapeAttrs {
        /// The new shape (same element count).
        shape: Vec<usize>,
    }
}

define_attrs! {
    /// Attributes of `transpose`.
    TransposeAttrs {
        /// Output dimension `i` is input dimension `perm[i]`.
        perm: Vec<usize>,
    }
}

define_attrs! {
    /// Attributes of `slice`: one `(begin, end, stride)` per dimension, resolved (no masks,
    /// no negative indices: `end = -1` with a negative stride runs down to index 0).
    SliceAttrs {
        /// First index of each dimension, `0 <= begin < extent` (or any value when the
        /// dimension's slice is empty).
        begin: Vec<i64>,
        /// Exclusive bound of each dimension, in `[-1, extent]`.
        end: Vec<i64>,
        /// Step of each dimension, nonzero; negative steps run backwards.
        strides: Vec<i64>,
    }
}

define_attrs! {
    /// Attributes of `gather`.
    GatherAttrs {
        /// The input dimension the indices select along.
        axis: usize,
    }
}

define_attrs! {
    /// Attributes of `arg_max` and `arg_min`.
    ArgAttrs {
        /// The reduced dimension.
        axis: usize,
    }
}

define_attrs! {
    /// Attributes of `tile`.
    TileAttrs {
        /// How many copies along each dimension (0 gives an empty result).
        multiples: Vec<usize>,
    }
}

// ---------------------------------------------------------------------------------------
// The table.

define_ops! {
    /// Float to integer: `q = clamp(round(x / scale) + zp, type_min, type_max)` with an `f32`
    /// division. `to_nearest` is TFLite's reference QUANTIZE exactly: `roundf` (ties away from
    /// zero), converted to `int32` as x86-64 does (NaN, infinities and values outside `int32`
    /// become `INT32_MIN`), `+ zp` wrapping in 32 bits, then the clamp. `half_even` (ONNX) and
    /// `upward` saturate instead (NaN gives the type's minimum). Per-axis parameters apply along
    /// their axis.
    QnnQuantize = "qnn.quantize" (QuantizeAttrs), Operands::fixed(&["input"]), infer::qnn_quantize, [elementwise];

    /// Integer to float: `x = (float)((double)scale * (q - zp))` (exact TFLite DEQUANTIZE).
    QnnDequantize = "qnn.dequantize" (DequantizeAttrs), Operands::fixed(&["input"]), infer::qnn_dequantize, [elementwise];

    /// `q_out = clamp(MBQM(q - in_zp, M) + out_zp)` with `M = in_s / out_s` per channel, divided
    /// in the precision `ratio` names (TFLite QUANTIZE int->int, standalone RELU/RELU6 with `clamp`, TVM
    /// `qnn.requantize`). With a TVM mode or `half_even` the rescale is
    /// `round(M * (q - in_zp))` under that mode's tie rule (one rounding, exact in 128 bits);
    /// `f64_half_away` is `round((double)(q - in_zp) * M)`, ties away. `tflite_double` and
    /// `tflite_single` need `q - in_zp` to fit `i32` (a run-time error otherwise).
    QnnRequantize = "qnn.requantize" (RequantizeAttrs), Operands::fixed(&["input"]), infer::qnn_requantize, [elementwise];

    /// `acc[o] = bias[o] + sum_{taps in image} (w[o,..] - w_zp[o]) * (x[..] - in_zp)` in `acc`
    /// (wrapping); then, with `out_q`, `clamp(MBQM(acc, M[o]) + out_zp)` where
    /// `M[o] = in_s * w_s[o] / out_s` computed in double, the product `in_s * w_s[o]` in the
    /// precision `product` names (TFLite: `f32` for `u8` inputs, `f64` otherwise; TVM: `f32`).
    /// `tflite_int64` uses the 15-bit int64 path, `f64_half_away` `round((double)acc * M)`.
    /// Grouped and depthwise convolutions are `groups > 1` (TFLite DEPTHWISE_CONV_2D is
    /// `kernel_layout = ihwo`, `groups` = input channels).
    QnnConv2d = "qnn.conv2d" (QnnConv2dAttrs), Operands::last_optional(&["input", "weight", "bias"]), infer::qnn_conv2d, [accumulates];

    /// Fully connected: input flattened to `[B, K]`, weight `[O, K]`:
    /// `acc[b,o] = bias[o] + sum_k (w[o,k] - w_zp[o]) * (x[b,k] - in_zp)`, then as
    /// `qnn.conv2d` (same multiplier rule). TFLite's reference FULLY_CONNECTED (all schemes,
    /// TF >= 2.20) is `rounding = f64_half_away, product = f64`:
    /// `(int32_t)round((double)acc * ((double)in_s * (double)w_s[o] / (double)out_s))` with
    /// x86-64's conversion (`INT32_MIN` out of range), then `+ out_zp` and the clamp.
    QnnDense = "qnn.dense" (QnnDenseAttrs), Operands::last_optional(&["input", "weight", "bias"]), infer::qnn_dense, [accumulates];

    /// Dynamic-range fully connected (TFLite FULLY_CONNECTED with a float input and `int8`
    /// weights, `EvalHybridDense`): input `f32` viewed as `[B, K]`, weight `i8` `[O, K]` (`i16`
    /// or `i32` after Legalize, for targets without `dense(i8, i8)`), bias `f32` `[O]`. Each
    /// input row is quantized at run time as TFLite's x86-64 build does
    /// (`qnn_arith::hybrid`): symmetric (`q = clamp(round(x * (127 / range)), -127, 127)`,
    /// `s[b] = range / 127`, `zp[b] = 0`) or `asymmetric` (`[min(0, min), max(0, max)]` over 255
    /// steps with a nudged zero point `zp[b]`); an all-zero row has `s[b] = 1`. Then
    /// `acc = sum_k q[b,k] * w[o,k] - zp[b] * sum_k w[o,k]` in `i32` (wrapping) and
    /// `out = bias[o] + (float)acc * (s[b] * w_s[o])`, each step rounded to `float`. An
    /// all-zero input tensor gives `bias` (TFLite skips the product).
    QnnHybridDense = "qnn.hybrid_dense" (QnnHybridDenseAttrs), Operands::last_optional(&["input", "weight", "bias"]), infer::qnn_hybrid_dense, [accumulates];

    /// Dynamic-range convolution (TFLite CONV_2D / DEPTHWISE_CONV_2D with a float input and
    /// `int8` weights): input `f32` NHWC, weight `i8` (the lowering multiplies in `i16`), bias
    /// `f32` `[O]`. Each image is quantized at run time as one row (`qnn_arith::hybrid`; symmetric for
    /// `kernel = conv`, asymmetric with a zero point `zp[b]` otherwise), giving `s_in[b]`;
    /// `acc = sum_taps w * (q - zp[b])` in `i32` over the in-image taps (padded taps add 0);
    /// then the `kernel`'s float epilogue (`HybridConvKernel`), each step rounded to `float`.
    QnnHybridConv2d = "qnn.hybrid_conv2d" (QnnHybridConv2dAttrs), Operands::last_optional(&["input", "weight", "bias"]), infer::qnn_hybrid_conv2d, [accumulates];

    /// Quantized addition with numpy broadcasting. TFLite modes (TFLite ADD):
    /// `a = MBQM((x - lhs_zp) << ls, M1)`, `b = MBQM((y - rhs_zp) << ls, M2)`,
    /// `out = clamp(MBQM(a + b, Mo) + out_zp)` with `ls = 20` (8-bit) or `15` (16-bit) and
    /// the multipliers of TFLite's `2*max(s1,s2)` scheme; with `pot_int16` and power-of-two
    /// int16 scales, TFLite's shift-based int16 path. The TFLite modes take 8- and 16-bit
    /// operands; `f64_half_away` has no add form (a verifier error). TVM modes: each operand is
    /// requantized to `out_q` in `i32`, then `out = clamp(a + b - out_zp)`.
    QnnAdd = "qnn.add" (QnnAddAttrs), Operands::fixed(&["lhs", "rhs"]), infer::qnn_binary, [elementwise];

    /// Quantized subtraction: as `qnn.add` with `a - b` (TVM modes: `a - b + out_zp`).
    QnnSubtract = "qnn.subtract" (QnnAddAttrs), Operands::fixed(&["lhs", "rhs"]), infer::qnn_binary, [elementwise];

    /// Quantized multiplication with broadcasting:
    /// `out = clamp(MBQM((x - lhs_zp) * (y - rhs_zp), M) + out_zp)`, TFLite modes with
    /// `M = (double)(lhs_s * rhs_s / out_s)` in `float` (`f64_half_away`:
    /// `round((double)prod * M)`); TVM modes with
    /// `M = (double)(float)(lhs_s * rhs_s) / (double)out_s`.
    QnnMul = "qnn.mul" (QnnMulAttrs), Operands::fixed(&["lhs", "rhs"]), infer::qnn_binary, [elementwise];

    /// Average pool on the raw stored values (input and output share parameters):
    /// `out = clamp(round_away(sum / n))` over in-image taps only, `n` = their count.
    QnnAvgPool2d = "qnn.avg_pool2d" (PoolAttrs), Operands::fixed(&["input"]), infer::pool2d, [accumulates];

    /// Max pool: `out = clamp(max over in-image taps)`.
    QnnMaxPool2d = "qnn.max_pool2d" (PoolAttrs), Operands::fixed(&["input"]), infer::pool2d, [];

    /// Mean over `axes` (TFLite reference `QuantizedMeanOrSum`):
    /// `out = clamp(MBQM(sum(x) - in_zp * N, M / N) + out_zp, type_min, type_max)` with the
    /// `1/N` folded into the multiplier of `(double)in_s / (double)out_s` as TFLite does. The
    /// sum is an `int32` in TFLite and wraps like it.
    QnnMean = "qnn.mean" (QnnMeanAttrs), Operands::fixed(&["input"]), infer::qnn_mean, [accumulates];

    /// Quantized sum over `axes` (TFLite SUM, 8-bit), in one of two kernels' arithmetic, which
    /// TF 2.21 does not agree on for int8 (`docs/rounding.md`). `kernel = builtin` (its default
    /// kernel): with `S = sum(x)` in `int32` (wrapping), `s = in_s / out_s` and
    /// `b = ((float)-in_zp * s) * (float)N` in `float`,
    /// `out = clamp((int32)roundf((float)S * s + b) + out_zp, type_min, type_max)`.
    /// `kernel = reference` (`BUILTIN_REF`, which runs its uint8 code on any 8-bit data):
    /// `S = sum((uint8)x)`, `out = (byte)clamp(MBQM(S - in_zp * N, M) + out_zp, 0, 255)` with
    /// `M = (double)in_s / (double)out_s`, the byte read as the result type.
    QnnSum = "qnn.sum" (QnnSumAttrs), Operands::fixed(&["input"]), infer::qnn_sum, [accumulates];

    /// Concatenation along `axis`. Inputs whose parameters equal `out_q` are copied;
    /// others are rescaled: TFLite modes use TFLite's uint8 float formula, in `f32`,
    /// `s = in_s * (1/out_s)`, `round_away(x * s + (-in_zp * s)) + out_zp`; TVM modes
    /// `qnn.requantize` to `out_q` (32-bit). Results are clamped to the type range.
    QnnConcatenate = "qnn.concatenate" (QnnConcatAttrs), Operands::variadic(&["inputs"], 1), infer::qnn_concatenate, [];

    /// Logistic. 8-bit: a 256-entry table built as TFLite's `LUTPopulateInt8`
    /// (`f32` math: `y = 1/(1+expf(-in_s*(v-in_zp)))`, `q = roundf(y * (1/out_s)) + out_zp`,
    /// clamped). int16: TFLite's fixed-point interpolation in `sigmoid_table_uint16`, which
    /// requires `in_zp = 0` and `out_q = q(1/32768, 0)` (a run-time error otherwise).
    QnnLogistic = "qnn.logistic" (QnnUnaryAttrs), Operands::fixed(&["input"]), infer::qnn_lut_unary, [elementwise];

    /// Leaky ReLU (TFLite LEAKY_RELU, `QuantizeLeakyRelu`): with `v = q - in_zp`,
    /// `out = clamp(out_zp + MBQM(v, M_id))` for `v >= 0` and
    /// `clamp(out_zp + MBQM(v, M_alpha))` otherwise, clamped to the type's range, where
    /// `M_id = (double)(in_s / out_s)` and `M_alpha = (double)(in_s * alpha / out_s)`, both
    /// computed in `float` as TFLite's `Prepare` does. 8- and 16-bit tensors.
    QnnLeakyRelu = "qnn.leaky_relu" (QnnLeakyReluAttrs), Operands::fixed(&["input"]), infer::qnn_leaky_relu, [elementwise];

    /// Batched matrix product (TFLite BATCH_MATMUL, adjoints applied by the importer):
    /// `acc[.., m, n] = sum_k (lhs[.., m, k] - lhs_zp) * (rhs[.., k, n] - rhs_zp)` in `acc`
    /// (wrapping), the batch dimensions broadcast, then `clamp(MBQM(acc, M) + out_zp)` to the
    /// type's range with `M = lhs_s * rhs_s / out_s`, the product in the precision `product`
    /// names (TFLite's `GetQuantizedConvolutionMultipler`: `float`).
    QnnBatchMatmul = "qnn.batch_matmul" (QnnBatchMatmulAttrs), Operands::fixed(&["lhs", "rhs"]), infer::qnn_batch_matmul, [accumulates];

    /// Quantized `(a - b)^2` with numpy broadcasting (TFLite SQUARED_DIFFERENCE, int8):
    /// `a' = MBQM((x - lhs_zp) << 7, M1)`, `b' = MBQM((y - rhs_zp) << 7, M2)`,
    /// `out = clamp(MBQM((a' - b')^2, Mo) + out_zp)` to the type's range, with
    /// `t = 2 * max(s1, s2)`, `M1 = s1 / t`, `M2 = s2 / t` and `Mo = t^2 / (2^14 * out_s)` in
    /// double (the `2^14 * out_s` product in `float`), every rescale `tflite_double`.
    QnnSquaredDifference = "qnn.squared_difference" (QnnBinaryAttrs), Operands::fixed(&["lhs", "rhs"]), infer::qnn_squared_difference, [elementwise];

    /// Parametric ReLU with numpy broadcasting of `alpha` (TFLite PRELU,
    /// `BroadcastPrelu4DSlow`): with `v = x - in_zp` and `a = alpha - alpha_zp`,
    /// `r = MBQM(v, M1)` for `v >= 0` and `MBQM(v * a, M2)` otherwise (the product in
    /// `int32_t`), then `clamp(r + out_zp)` to the type's range, where
    /// `M1 = (double)(in_s / out_s)` and `M2 = (double)(in_s * alpha_s / out_s)`, computed in
    /// `float` as TFLite's `Prepare` does.
    QnnPrelu = "qnn.prelu" (QnnPreluAttrs), Operands::fixed(&["input", "alpha"]), infer::qnn_prelu, [elementwise];

    /// Exponential (TFLite EXP). 8-bit: the table `LUTPopulate` builds,
    /// `clamp((int32)(roundf(expf(in_s * (float)(q - in_zp)) * (1.0f / out_s)) + (float)out_zp))`
    /// to the type's range (as `qnn.logistic`'s 8-bit table with `expf`); int16 (zero points 0):
    /// the 513-entry `LUTPopulate<int16_t>` table of `expf` and `LUTLookup`.
    QnnExp = "qnn.exp" (QnnUnaryAttrs), Operands::fixed(&["input"]), infer::qnn_exp, [elementwise];

    /// Log-softmax over the last axis (TFLite LOG_SOFTMAX, int8, `reference_integer_ops::
    /// LogSoftmax`; output `q(16/256, 127)`): with SOFTMAX's beta-1 input scaling `MBQM` and
    /// `diff_min`, per row `d = x - max`, `sum = Σ_{d >= diff_min} Rescale<12>(exp(MBQM(d)))`,
    /// `L = log_x_for_x_greater_than_or_equal_to_1<5>(sum)`,
    /// `adj = max(diff_min - 1, MBQM(L + INT32_MIN, R))` with the reverse scaling
    /// `R = QuantizeMultiplier((1 << (31 - left_shift)) / multiplier)`, and each output
    /// `clamp(RDBPOT(MBQM(d) - L, 22) + 127)` where `d > adj`, else -128.
    QnnLogSoftmax = "qnn.log_softmax" (QnnUnaryAttrs), Operands::fixed(&["input"]), infer::qnn_log_softmax, [];

    /// Quantized division with numpy broadcasting (TFLite DIV, `DivElementwise`, 8- and 16-bit):
    /// `v1 = x - lhs_zp`, `v2 = y - rhs_zp`, signs moved so that `v2 > 0`,
    /// `(inv, s) = GetReciprocal(v2, 31)`, `h = CountLeadingSignBits(v1)`,
    /// `out = clamp(RDBPOT(SRDHM(SRDHM(v1 << h, inv), M), h + s - M.shift) + out_zp)` with
    /// `M = lhs_s / (rhs_s * out_s)` in `float`. `v2 = 0` gives what TFLite's x86-64 build
    /// computes; TFLite refuses a stored divisor code 0 (whatever its zero point) at run time,
    /// qnnc computes it like any other.
    QnnDiv = "qnn.div" (QnnDivAttrs), Operands::fixed(&["lhs", "rhs"]), infer::qnn_div, [elementwise];

    /// ELU (TFLite ELU, int8): the table `LUTPopulate` builds, as `qnn.exp`'s with
    /// `x < 0 ? expm1f(x) : x`.
    QnnElu = "qnn.elu" (QnnUnaryAttrs), Operands::fixed(&["input"]), infer::qnn_elu, [elementwise];

    /// GELU (TFLite GELU, 8-bit): the table `LUTPopulate` builds, as `qnn.exp`'s with
    /// `0.5f * x * erfcf(x * (float)-M_SQRT1_2)`, or with `approximate`
    /// `0.5f * x * (1.f + tanhf((float)(M_2_SQRTPI * M_SQRT1_2) * (x + 0.044715f * x * x * x)))`
    /// (`erfcf` and `tanhf` from the platform's C library, as TFLite calls them).
    QnnGelu = "qnn.gelu" (QnnGeluAttrs), Operands::fixed(&["input"]), infer::qnn_gelu, [elementwise];

    /// Reciprocal square root (TFLite RSQRT). int8 (`RsqrtEvalQuantizedInt8`): `v = q - in_zp`,
    /// `v <= 0` gives 127, otherwise with `(m, s) = GetInvSqrtQuantizedMultiplierExp(v)` and
    /// `M = 1. / (sqrtf(in_s) * out_s)` (product in `float`),
    /// `clamp(MBQM(MBQM(1, m, s + 20), M, M.shift - 20) + out_zp)`. int16 (zero points 0):
    /// TFLite's 513-entry `LUTPopulate<int16_t>` table of `v <= 0 ? 32767 * out_s : 1.f / sqrtf(v)`
    /// and `LUTLookup`. TFLite refuses inputs below the zero point at run time; qnnc gives them
    /// the value of `v = 0`, so the op is total.
    QnnRsqrt = "qnn.rsqrt" (QnnUnaryAttrs), Operands::fixed(&["input"]), infer::qnn_rsqrt, [elementwise];

    /// Absolute value (TFLite ABS, `AbsEvalQuantized`): `v = |q - in_zp|`, then
    /// `clamp(v + out_zp)` when `in_s == out_s` (compared in `float`), otherwise
    /// `clamp(MBQM(v, M) + out_zp)` with `M = (double)(in_s / out_s)` divided in `float`
    /// (`tflite_double`); clamped to the type's range. int8, and int16 with zero points 0.
    QnnAbs = "qnn.abs" (QnnUnaryAttrs), Operands::fixed(&["input"]), infer::qnn_abs, [elementwise];

    /// Hyperbolic tangent, as `qnn.logistic` with `tanhf` (int16: the same table, tanh form).
    QnnTanh = "qnn.tanh" (QnnUnaryAttrs), Operands::fixed(&["input"]), infer::qnn_lut_unary, [elementwise];

    /// Softmax over the last axis. 8-bit input: TFLite's integer reference (gemmlowp
    /// fixed-point `exp` on `MBQM`-scaled differences to the row max, `1/sum` by
    /// `one_over_one_plus_x`), to int8, uint8 or int16 output; int16: TFLite's 513-entry exp
    /// and reciprocal tables. The output parameters are TFLite's fixed ones
    /// (`q(1/2^bits, type_min)`, scale within 0.1 %). A row on which TFLite's kernel aborts
    /// (sum of exponentials >= `2^(bits+1)`, e.g. 512 equal int8 logits) is a run-time error.
    QnnSoftmax = "qnn.softmax" (QnnSoftmaxAttrs), Operands::fixed(&["input"]), infer::qnn_softmax, [];

    /// Hard swish `x * relu6(x + 3) / 6` in TFLite's reference form (8-bit tensors; int16
    /// fixed-point internals: `SRDHM` on Q15 values, both branches of the relu exponent).
    QnnHardSwish = "qnn.hard_swish" (QnnUnaryAttrs), Operands::fixed(&["input"]), infer::qnn_hard_swish, [elementwise];

    /// A constant tensor.
    Const = "const" (ConstAttrs), Operands::fixed(&[]), infer::constant, [];

    /// Convolution: `acc = sum (w * x)` over taps, padding contributes 0. Integers: the result
    /// element type is the accumulator (`i32` or `i64`, wrapping). `f32` (every operand and
    /// the result): TFLite's reference float CONV_2D / DEPTHWISE_CONV_2D order, one running
    /// `float` sum per output element from `0.0f`, adding `x * w` (rounded to `f32`, no fused
    /// multiply-add) over the kernel rows, then columns, then the group's input channels,
    /// skipping taps outside the image.
    Conv2d = "conv2d" (Conv2dAttrs), Operands::fixed(&["input", "weight"]), infer::conv2d, [accumulates, modular, mac];

    /// Matrix product: `[B, K] x [O, K] -> [B, O]`, `acc = sum_k x[b,k] * w[o,k]` in the
    /// result type (`i32` or `i64`, wrapping); on `f32`, one running `float` sum from `0.0f`
    /// in `k` order (TFLite's reference float FULLY_CONNECTED).
    Dense = "dense" (NoAttrs), Operands::fixed(&["input", "weight"]), infer::dense, [accumulates, modular, mac];

    /// Element type conversion. int->int wraps (two's complement truncation; put a `clip`
    /// first to saturate); int->float and f64->f32 round to nearest even; f32->f64 is exact;
    /// float->int truncates toward zero, and NaN or a value outside the result type gives the
    /// type's minimum (x86-64's `cvttss2si` / `cvttsd2si` for `i32` and `i64`, which TFLite's
    /// reference kernels rely on: `(int32_t)` of an out-of-range value is `INT32_MIN`).
    Cast = "cast" (NoAttrs), Operands::fixed(&["input"]), infer::cast, [elementwise];

    /// `a + b` with numpy broadcasting; integers wrap, floats are IEEE.
    Add = "add" (NoAttrs), Operands::fixed(&["lhs", "rhs"]), infer::binary, [elementwise, modular];

    /// `a - b` with numpy broadcasting; integers wrap, floats are IEEE.
    Subtract = "subtract" (NoAttrs), Operands::fixed(&["lhs", "rhs"]), infer::binary, [elementwise, modular];

    /// `a * b` with numpy broadcasting; integers wrap, floats are IEEE.
    Multiply = "multiply" (NoAttrs), Operands::fixed(&["lhs", "rhs"]), infer::binary, [elementwise, modular];

    /// `a > b ? a : b` with numpy broadcasting, any element type (TFLite MAXIMUM, whose
    /// quantized form compares the stored values: the operands and the result share their
    /// parameters). A NaN `a` gives `b`.
    Maximum = "maximum" (NoAttrs), Operands::fixed(&["lhs", "rhs"]), infer::binary, [elementwise];

    /// `a < b ? a : b` with numpy broadcasting, any element type (TFLite MINIMUM).
    Minimum = "minimum" (NoAttrs), Operands::fixed(&["lhs", "rhs"]), infer::binary, [elementwise];

    /// `a >= b ? 1 : 0` as `i8`, with numpy broadcasting; floats compare as IEEE (a NaN
    /// compares false, `-0.0 >= 0.0`).
    GreaterEqual = "greater_equal" (NoAttrs), Operands::fixed(&["lhs", "rhs"]), infer::compare, [elementwise];

    /// `a == b ? 1 : 0` as `i8`, with numpy broadcasting (TFLite EQUAL); floats compare as
    /// IEEE (a NaN equals nothing, itself included; `-0.0 == 0.0`).
    Equal = "equal" (NoAttrs), Operands::fixed(&["lhs", "rhs"]), infer::compare, [elementwise];

    /// `cond != 0 ? on_true : on_false` elementwise, the three operands broadcast (numpy);
    /// `cond` is an integer tensor, the result has the type of `on_true` and `on_false`
    /// (TFLite's float PRELU is `select(x >= 0, x, x * alpha)`).
    Select = "select" (NoAttrs), Operands::fixed(&["cond", "on_true", "on_false"]), infer::select, [elementwise];

    /// `a / b` with numpy broadcasting, floats only (IEEE division, correctly rounded).
    Divide = "divide" (NoAttrs), Operands::fixed(&["lhs", "rhs"]), infer::float_binary, [elementwise, work = 8];

    /// `e^x` on `f32` (C's `expf`, as TFLite's float kernels call `std::exp`: glibc's
    /// algorithm, `qnn_arith::libm::expf`, the same on every machine).
    Exp = "exp" (NoAttrs), Operands::fixed(&["input"]), infer::float_unary, [elementwise];

    /// `sqrt(x)` on `f32`, correctly rounded (IEEE; C's `sqrtf`, TFLite's float SQRT); a
    /// negative input gives NaN.
    Sqrt = "sqrt" (NoAttrs), Operands::fixed(&["input"]), infer::float_unary, [elementwise];

    /// `tanh(x)` on `f32` (C's `tanhf`, TFLite's reference float TANH: fdlibm's algorithm as
    /// glibc 2.27-2.40 ship it, `qnn_arith::libm::tanhf`).
    Tanh = "tanh" (NoAttrs), Operands::fixed(&["input"]), infer::float_unary, [elementwise];

    /// The logistic function on `f32` in TFLite's reference float LOGISTIC form: `1.0f` above
    /// `16.619047164916992188f`, `expf(x)` below `-9.0f`, otherwise `1.0f / (1.0f + expf(-x))`.
    Logistic = "logistic" (NoAttrs), Operands::fixed(&["input"]), infer::float_unary, [elementwise];

    /// Integer division `a / b` rounded half away from zero (TFLite AVERAGE_POOL's
    /// `(a + b/2) / b` for `a > 0`, `(a - b/2) / b` otherwise, with C truncation), numpy
    /// broadcasting. A divisor `<= 0` is a run-time error.
    RoundDivide = "round_divide" (NoAttrs), Operands::fixed(&["lhs", "rhs"]), infer::int_binary, [elementwise, work = 8];

    /// `x * multiplier * 2^(shift - 31)` rounded under `rounding` (per tensor or per
    /// `axis`); `tflite_double` is `RDBPOT(SRDHM(x << ls, m), rs)`. An input outside the
    /// mode's domain (not `i32` for `tflite_double`/`tflite_single`) or a result outside the
    /// result type is a run-time error (TFLite and TVM would truncate).
    FixedPointMultiply = "fixed_point_multiply" (FixedPointMultiplyAttrs), Operands::fixed(&["input"]), infer::fixed_point_multiply, [elementwise, work = 4];

    /// gemmlowp's `SaturatingRoundingDoublingHighMul` on `i32` (ARM `sqrdmulh`), numpy
    /// broadcasting: `a == b == INT32_MIN ? INT32_MAX : (a*b + (a*b >= 0 ? 2^30 : 1 - 2^30)) / 2^31`
    /// with C truncation, i.e. `a * b / 2^31` rounded to nearest with ties toward +inf.
    Srdhm = "srdhm" (NoAttrs), Operands::fixed(&["lhs", "rhs"]), infer::srdhm, [elementwise, work = 4];

    /// `x << s` (numpy broadcasting of `s`), wrapping in the element type. A shift outside
    /// `0..bits` is a run-time error.
    ShiftLeft = "shift_left" (NoAttrs), Operands::fixed(&["input", "shift"]), infer::int_binary, [elementwise, modular];

    /// `x / 2^s` rounded under `mode` (numpy broadcasting of `s`): `floor` is the arithmetic
    /// shift, `half_up` is `(x + 2^(s-1)) >> s` (the addition wrapping like C), `half_away`
    /// is gemmlowp's `RoundingDivideByPOT`, `half_even` ties to even. A shift outside
    /// `0..bits` is a run-time error.
    ShiftRight = "shift_right" (RoundAttrs), Operands::fixed(&["input", "shift"]), infer::shift_right, [elementwise, work = 2];

    /// Number of leading zero bits of each element's two's complement pattern
    /// (`0..=bits`); result in the input's type.
    CountLeadingZeros = "count_leading_zeros" (NoAttrs), Operands::fixed(&["input"]), infer::count_leading_zeros, [elementwise];

    /// gemmlowp's `GetReciprocal` mantissa on `i32`: with `h = clz(x)` (as `u32`),
    /// `one_over_one_plus_x_for_x_in_0_1((x << h) - 2^31)` in Q0.31 (wrapping like the
    /// C++, `x << 32` is 0); for `x > 0` this is `2^(31 + h - 32) / x` in Q0.31, so
    /// `1/x = result * 2^-(32 - h)`.
    FixedPointReciprocal = "fixed_point_reciprocal" (NoAttrs), Operands::fixed(&["input"]), infer::fixed_point_reciprocal, [elementwise, work = 4];

    /// TFLite's `log_x_for_x_greater_than_or_equal_to_1_impl<output_bits, input_bits>` on
    /// `i32` raw values: `ln(x)` of a Q`input_bits` value `x >= 1` in Q`output_bits`
    /// (`qnn-arith`'s `log_x_for_x_ge_1`, gemmlowp fixed-point arithmetic throughout).
    FixedPointLog = "fixed_point_log" (FixedPointLogAttrs), Operands::fixed(&["input"]), infer::fixed_point_log, [elementwise];

    /// `min(max(x, min), max)`. On floats the bounds must be exactly representable, and a NaN
    /// gives `min` (IEEE `maxNum`/`minNum`, C's `fmin(fmax(x, min), max)`).
    Clip = "clip" (ClipAttrs), Operands::fixed(&["input"]), infer::clip, [elementwise];

    /// Rounds floats to integral values under `mode` (`half_away` is C `round`/`roundf`,
    /// `half_even` is `nearbyint` in the default mode, `half_up` is `floor(x + 1/2)` without
    /// the addition's own rounding, `floor` is `floor`). NaN and infinities pass through.
    Round = "round" (RoundAttrs), Operands::fixed(&["input"]), infer::round, [elementwise, work = 2];

    /// `out[i] = table[x[i] - type_min(x)]`: `x` is an 8- or 16-bit integer and `table` a
    /// rank-1 tensor of `2^bits` entries whose element type is the result's (a table
    /// computed at compile time, e.g. TFLite's 8-bit LOGISTIC).
    Table = "table" (NoAttrs), Operands::fixed(&["input", "table"]), infer::table, [];

    /// Pads each dimension with `value`.
    Pad = "pad" (PadAttrs), Operands::fixed(&["input"]), infer::pad, [movement, modular];

    /// Sum over `axes` in the result type (wrapping); on `f32`, one running `float` sum per
    /// output element from `0.0f`, adding the inputs in row-major order (TFLite's reference
    /// float MEAN / SUM).
    Sum = "sum" (ReduceAttrs), Operands::fixed(&["input"]), infer::sum, [accumulates, modular, reduces];

    /// Maximum over `axes` (TFLite's REDUCE_MAX): from the type's lowest value, an element
    /// replaces the running maximum when it is greater, in row-major order; an empty
    /// reduction gives the type's minimum (`-FLT_MAX` for floats, so a NaN is skipped and of
    /// `-0.0` and `0.0` the first stays).
    ReduceMax = "reduce_max" (ReduceAttrs), Operands::fixed(&["input"]), infer::reduce_max, [reduces];

    /// Minimum over `axes` (TFLite's REDUCE_MIN on stored values): as `reduce_max` with
    /// smaller for greater, from the type's maximum (`FLT_MAX` for floats).
    ReduceMin = "reduce_min" (ReduceAttrs), Operands::fixed(&["input"]), infer::reduce_max, [reduces];

    /// Index (`i32` or `i64` result) of the first largest element along `axis` (TFLite
    /// ARG_MAX: a later element replaces the current one only when strictly greater), the
    /// dimension removed.
    ArgMax = "arg_max" (ArgAttrs), Operands::fixed(&["input"]), infer::arg_reduce, [reduces];

    /// Index of the first smallest element along `axis` (TFLite ARG_MIN).
    ArgMin = "arg_min" (ArgAttrs), Operands::fixed(&["input"]), infer::arg_reduce, [reduces];

    /// Maximum over the in-image taps of each window; a window with no in-image tap gives
    /// the type's minimum (TFLite initialises its maximum to `lowest()`).
    MaxPool2d = "max_pool2d" (WindowAttrs), Operands::fixed(&["input"]), infer::max_pool2d, [];

    /// Sum over the in-image taps of each window, in the result type (`i32` or `i64`,
    /// wrapping); on `f32`, one running `float` sum from `0.0f` over the rows, then columns of
    /// the window (TFLite's reference float AVERAGE_POOL_2D, before its division).
    PoolSum = "pool_sum" (WindowAttrs), Operands::fixed(&["input"]), infer::pool_sum, [accumulates, modular];

    /// Concatenation of the inputs along `axis`.
    Concatenate = "concatenate" (ConcatAttrs), Operands::variadic(&["inputs"], 1), infer::concatenate, [movement, modular];

    /// Same elements, new shape (row-major order).
    Reshape = "reshape" (ReshapeAttrs), Operands::fixed(&["input"]), infer::reshape, [movement, modular];

    /// Permutes dimensions.
    Transpose = "transpose" (TransposeAttrs), Operands::fixed(&["input"]), infer::transpose, [movement, modular];

    /// Batched matrix product: `out[.., m, n] = sum_k lhs[.., m, k] * rhs[.., k, n]` with the
    /// batch dimensions broadcast, integers accumulated in the result type (`i32` or `i64`,
    /// wrapping), floats summed in `k` order (TFLite's reference BATCH_MATMUL).
    BatchMatmul = "batch_matmul" (NoAttrs), Operands::fixed(&["lhs", "rhs"]), infer::batch_matmul, [accumulates, modular];

    /// Strided slice: along each dimension `d`, the elements at `begin[d]`,
    /// `begin[d] + strides[d]`, ... before `end[d]` (exclusive; counting down for a negative
    /// stride), `max(0, ceil((end - begin) / stride))` of them. TFLite SLICE, STRIDED_SLICE
    /// (masks and negative indices resolved by the importer), SPLIT, SPLIT_V and UNPACK.
    Slice = "slice" (SliceAttrs), Operands::fixed(&["input"]), infer::slice, [movement, modular];

    /// `out[i.., j.., k..] = input[i.., indices[j..], k..]` with `i..` the dimensions before
    /// `axis` and `k..` those after it (TFLite GATHER, `batch_dims = 0`). An index outside
    /// `[0, extent)` is a run-time error, as TFLite's kernel returns an error.
    Gather = "gather" (GatherAttrs), Operands::fixed(&["input", "indices"]), infer::gather, [movement, modular];

    /// Repeats the input `multiples[d]` times along each dimension `d` (TFLite TILE, and
    /// BROADCAST_TO after a reshape).
    Tile = "tile" (TileAttrs), Operands::fixed(&["input"]), infer::tile, [movement, modular];
}
