//! The module writer: the function, its values in graph order, constants, the dispatch of
//! each op to its form, and the `linalg.generic` builder the forms share.

use crate::float::Helper;
use crate::{elem, movement, scalar, tosa, window, ExportError, Flavour};
use qnn_ir::{DType, Data, Graph, Op, Tensor, TensorType, ValueDef, ValueId};
use std::collections::BTreeSet;
use std::fmt::Write;

/// The tensor type `tensor<2x3xi8>` of `t`.
pub(crate) fn tensor_ty(t: &TensorType) -> String {
    tensor_of(&t.shape, t.dtype)
}

/// `tensor<..>` of `shape` and element type `d`.
pub(crate) fn tensor_of(shape: &[usize], d: DType) -> String {
    let mut s = String::with_capacity(16 + 5 * shape.len());
    s.push_str("tensor<");
    for n in shape {
        let _ = write!(s, "{n}x");
    }
    s.push_str(elem(d));
    s.push('>');
    s
}

/// The SSA name of graph value `v`.
pub(crate) fn name(v: ValueId) -> String {
    format!("%v{}", v.index())
}

/// An affine map over `dims` loop dimensions with the given result expressions.
pub(crate) fn map(dims: usize, results: &[String]) -> String {
    let mut s = String::with_capacity(24 + 5 * dims + 8 * results.len());
    s.push_str("affine_map<(");
    for i in 0..dims {
        let _ = write!(s, "{}d{i}", if i == 0 { "" } else { ", " });
    }
    s.push_str(") -> (");
    for (i, r) in results.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        s.push_str(r);
    }
    s.push_str(")>");
    s
}

/// The identity map's results over `dims` dimensions.
pub(crate) fn dims(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("d{i}")).collect()
}

/// An operand of a `linalg.generic`: its SSA name, type and indexing map's results.
pub(crate) struct Input {
    pub name: String,
    pub ty: TensorType,
    pub index: Vec<String>,
}

/// What an op's form sees: the module being written and the op's value.
pub(crate) struct Emitter<'g> {
    pub g: &'g Graph,
    pub out: String,
    tmp: usize,
    elide: bool,
    flavour: Flavour,
    /// The bound of each value (`tosa`, whose rescale needs them), else empty.
    bounds: Vec<Option<(i128, i128)>>,
    /// The value being written (for error messages).
    pub value: usize,
    /// The helper functions the bodies call (`float.rs`), written after `@main`.
    pub helpers: BTreeSet<Helper>,
}

impl<'g> Emitter<'g> {
    pub fn new(g: &'g Graph, elide: bool, flavour: Flavour) -> Self {
        let bounds = match flavour {
            Flavour::Linalg => Vec::new(),
            Flavour::Tosa => qnn_ir::overflow::value_bounds(g),
        };
        Emitter {
            g,
            out: String::new(),
            tmp: 0,
            elide,
            flavour,
            bounds,
            value: 0,
            helpers: BTreeSet::new(),
        }
    }

    /// Where the text and the fresh names stand, for [`Emitter::rewind`].
    pub fn mark(&self) -> (usize, usize) {
        (self.out.len(), self.tmp)
    }

    /// Drops what was written since `mark` (a form that turned out not to apply).
    pub fn rewind(&mut self, (len, tmp): (usize, usize)) {
        self.out.truncate(len);
        self.tmp = tmp;
    }

    /// The bound the analysis proved for `v` (`tosa` only).
    pub fn bound(&self, v: ValueId) -> Option<(i128, i128)> {
        self.bounds.get(v.index()).copied().flatten()
    }

    /// Makes `out` the name of the value `r` of type `ty`: the last line, which defined
    /// `r`, is renamed, or (when `r` was defined earlier) an identity `tensor.cast` is written.
    pub fn define(&mut self, out: &str, r: &str, ty: &TensorType) {
        let start = self.out[..self.out.len() - 1]
            .rfind('\n')
            .map_or(0, |i| i + 1);
        let prefix = format!("    {r} = ");
        if self.out[start..].starts_with(&prefix) {
            self.out
                .replace_range(start..start + prefix.len(), &format!("    {out} = "));
        } else {
            let t = tensor_ty(ty);
            self.line(format_args!("{out} = tensor.cast {r} : {t} to {t}"));
        }
    }

    /// A fresh SSA name for an intermediate value.
    pub fn fresh(&mut self) -> String {
        self.tmp += 1;
        format!("%t{}", self.tmp)
    }

    /// Appends one line of the function body.
    pub fn line(&mut self, s: impl std::fmt::Display) {
        let _ = writeln!(self.out, "    {s}");
    }

    /// The type of graph value `v`.
    pub fn ty(&self, v: ValueId) -> TensorType {
        self.g.values()[v.index()].ty.clone()
    }

    /// An error for the op being written.
    pub fn unsupported(&self, op: &Op, reason: impl Into<String>) -> ExportError {
        ExportError::Unsupported {
            value: self.value,
            op: op.opcode().mnemonic(),
            flavour: self.flavour.name(),
            reason: reason.into(),
        }
    }

    /// The whole module.
    pub fn module(mut self) -> Result<String, ExportError> {
        let g = self.g;
        let params: Vec<String> = g
            .inputs()
            .iter()
            .map(|&v| format!("{}: {}", name(v), tensor_ty(&self.ty(v))))
            .collect();
        let results: Vec<String> = g
            .outputs()
            .iter()
            .map(|(_, v)| tensor_ty(&self.ty(*v)))
            .collect();
        // Room for the constants' hex digits and a few lines per op.
        let bytes: usize = g
            .values()
            .iter()
            .filter(|v| {
                matches!(
                    v.def,
                    ValueDef::Op {
                        op: Op::Const(_),
                        ..
                    }
                )
            })
            .map(|v| v.ty.num_elements().unwrap_or(0) * v.ty.dtype.bits() as usize / 8)
            .sum();
        self.out.reserve(2 * bytes + 512 * g.values().len());
        let names: Vec<String> = g.outputs().iter().map(|(n, _)| format!("{n:?}")).collect();
        let _ = writeln!(self.out, "// Exported by qnnc from graph {:?}.", g.name);
        let _ = writeln!(self.out, "// Results, in order: {}.", names.join(", "));
        self.state_comment();
        self.out.push_str("module {\n");
        self.initial_state();
        let _ = writeln!(
            self.out,
            "  func.func @main({}) -> ({}) {{",
            params.join(", "),
            results.join(", ")
        );
        for (id, v) in g.iter() {
            self.value = id.index();
            if let ValueDef::Op { op, args } = &v.def {
                self.op(id, op, args, &v.ty)?;
            }
        }
        let returned: Vec<String> = g.outputs().iter().map(|(_, v)| name(*v)).collect();
        let _ = writeln!(
            self.out,
            "    return {} : {}",
            returned.join(", "),
            results.join(", ")
        );
        self.out.push_str("  }\n");
        crate::float::define(&mut self.out, &self.helpers);
        self.out.push_str("}\n");
        Ok(self.out)
    }

    /// For a streaming graph: which arguments are state and which results their next values.
    fn state_comment(&mut self) {
        let g = self.g;
        for st in g.states() {
            let arg = g
                .inputs()
                .iter()
                .position(|&i| g.input_name(i) == Some(st.name.as_str()));
            let result = g.outputs().iter().position(|(n, _)| *n == st.name);
            if let (Some(a), Some(r)) = (arg, result) {
                let _ = writeln!(
                    self.out,
                    "// State {:?}: argument {a} of @main, its next value result {r}; the first call takes it from @initial_state.",
                    st.name
                );
            }
        }
    }

    /// For a streaming graph, `func.func @initial_state` returning each state variable's
    /// initial value, in the order of their arguments.
    fn initial_state(&mut self) {
        let g = self.g;
        if g.states().is_empty() {
            return;
        }
        let tys: Vec<String> = g.states().iter().map(|s| tensor_ty(s.init.ty())).collect();
        let _ = writeln!(
            self.out,
            "  func.func @initial_state() -> ({}) {{",
            tys.join(", ")
        );
        for (k, st) in g.states().iter().enumerate() {
            let _ = write!(self.out, "    %s{k} = arith.constant ");
            self.constant(&st.init);
            let _ = writeln!(self.out, " : {}", tys[k]);
        }
        let names: Vec<String> = (0..tys.len()).map(|k| format!("%s{k}")).collect();
        let _ = writeln!(
            self.out,
            "    return {} : {}",
            names.join(", "),
            tys.join(", ")
        );
        self.out.push_str("  }\n");
    }

    /// Writes the form of one op, defining `%vN`.
    fn op(
        &mut self,
        id: ValueId,
        op: &Op,
        args: &[ValueId],
        ty: &TensorType,
    ) -> Result<(), ExportError> {
        let out = name(id);
        if self.flavour == Flavour::Tosa
            && !matches!(op, Op::Const(_))
            && tosa::op(self, op, args, &out, ty)
        {
            return Ok(());
        }
        match op {
            Op::Const(c) => {
                let _ = write!(self.out, "    {out} = arith.constant ");
                self.constant(&c.value);
                let _ = writeln!(self.out, " : {}", tensor_ty(ty));
                Ok(())
            }
            Op::Conv2d(a) => window::conv2d(self, op, a, args, &out, ty),
            Op::Dense(_) => window::dense(self, op, args, &out, ty),
            Op::BatchMatmul(_) => window::batch_matmul(self, op, args, &out, ty),
            Op::Sum(r) => window::reduce(self, op, window::Reduction::Sum, &r.axes, args, &out, ty),
            Op::ReduceMax(r) => {
                window::reduce(self, op, window::Reduction::Max, &r.axes, args, &out, ty)
            }
            Op::ReduceMin(r) => {
                window::reduce(self, op, window::Reduction::Min, &r.axes, args, &out, ty)
            }
            Op::ArgMax(a) => window::arg_extreme(self, op, true, a.axis, args[0], &out, ty),
            Op::ArgMin(a) => window::arg_extreme(self, op, false, a.axis, args[0], &out, ty),
            Op::MaxPool2d(w) => window::pool(self, op, window::Reduction::Max, w, args, &out, ty),
            Op::PoolSum(w) => window::pool(self, op, window::Reduction::Sum, w, args, &out, ty),
            Op::Reshape(_) => movement::reshape(self, args[0], &out, ty),
            Op::Transpose(t) => movement::transpose(self, &t.perm, args[0], &out, ty),
            Op::Slice(s) => movement::slice(self, s, args[0], &out, ty),
            Op::Tile(_) => movement::tile(self, args[0], &out, ty),
            Op::Gather(a) => movement::gather(self, a.axis, args, &out, ty),
            Op::Concatenate(a) => movement::concatenate(self, a.axis, args, &out, ty),
            Op::Pad(p) => movement::pad(self, p, args[0], &out, ty),
            Op::Table(_) => scalar::table(self, op, args, &out, ty),
            Op::Cast(_)
            | Op::Add(_)
            | Op::Subtract(_)
            | Op::Multiply(_)
            | Op::Maximum(_)
            | Op::Minimum(_)
            | Op::GreaterEqual(_)
            | Op::Equal(_)
            | Op::Select(_)
            | Op::Divide(_)
            | Op::Exp(_)
            | Op::Tanh(_)
            | Op::Sqrt(_)
            | Op::Logistic(_)
            | Op::RoundDivide(_)
            | Op::FixedPointMultiply(_)
            | Op::Srdhm(_)
            | Op::ShiftLeft(_)
            | Op::ShiftRight(_)
            | Op::CountLeadingZeros(_)
            | Op::FixedPointReciprocal(_)
            | Op::FixedPointLog(_)
            | Op::Clip(_)
            | Op::Round(_) => scalar::elementwise(self, op, args, &out, ty),
            Op::QnnQuantize(_)
            | Op::QnnDequantize(_)
            | Op::QnnRequantize(_)
            | Op::QnnConv2d(_)
            | Op::QnnDense(_)
            | Op::QnnHybridDense(_)
            | Op::QnnHybridConv2d(_)
            | Op::QnnAdd(_)
            | Op::QnnSubtract(_)
            | Op::QnnMul(_)
            | Op::QnnAvgPool2d(_)
            | Op::QnnMaxPool2d(_)
            | Op::QnnMean(_)
            | Op::QnnSum(_)
            | Op::QnnConcatenate(_)
            | Op::QnnLogistic(_)
            | Op::QnnLeakyRelu(_)
            | Op::QnnBatchMatmul(_)
            | Op::QnnSquaredDifference(_)
            | Op::QnnPrelu(_)
            | Op::QnnExp(_)
            | Op::QnnLogSoftmax(_)
            | Op::QnnDiv(_)
            | Op::QnnElu(_)
            | Op::QnnGelu(_)
            | Op::QnnRsqrt(_)
            | Op::QnnAbs(_)
            | Op::QnnTanh(_)
            | Op::QnnSoftmax(_)
            | Op::QnnHardSwish(_) => Err(ExportError::Graph {
                value: self.value,
                message: format!(
                    "{} is a QNN op: export a lowered graph",
                    op.opcode().mnemonic()
                ),
            }),
        }
    }

    /// Appends a constant's literal: `dense<...>` with its elements (floats by their bits, as
    /// hex, so the value is exact; the raw little-endian hex form above 64 elements), or
    /// `dense_resource<__elided__>`.
    pub fn constant(&mut self, t: &Tensor) {
        if self.elide && t.len() > 1 {
            self.out.push_str("dense_resource<__elided__>");
            return;
        }
        if t.len() > 64 {
            self.out.push_str("dense<\"0x");
            hex(t.data(), &mut self.out);
            self.out.push_str("\">");
            return;
        }
        let items: Vec<String> = match t.data() {
            Data::I8(v) => v.iter().map(|x| x.to_string()).collect(),
            Data::U8(v) => v.iter().map(|&x| (x as i8).to_string()).collect(),
            Data::I16(v) => v.iter().map(|x| x.to_string()).collect(),
            Data::U16(v) => v.iter().map(|&x| (x as i16).to_string()).collect(),
            Data::I32(v) => v.iter().map(|x| x.to_string()).collect(),
            Data::I64(v) => v.iter().map(|x| x.to_string()).collect(),
            Data::F32(v) => v.iter().map(|x| format!("0x{:08X}", x.to_bits())).collect(),
            Data::F64(v) => v
                .iter()
                .map(|x| format!("0x{:016X}", x.to_bits()))
                .collect(),
        };
        let body = match items.as_slice() {
            [one] => one.clone(),
            _ => nested(&items, t.shape()),
        };
        let _ = write!(self.out, "dense<{body}>");
    }

    /// `result = tensor.pad x` by `lo`/`hi` elements per dimension with the scalar literal
    /// `fill`, from type `xt` to `ty`.
    pub fn pad(
        &mut self,
        result: &str,
        (x, xt): (&str, &TensorType),
        (lo, hi): (&[usize], &[usize]),
        fill: &str,
        ty: &TensorType,
    ) {
        let list = |v: &[usize]| {
            v.iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let el = elem(xt.dtype);
        let idx: Vec<String> = (0..lo.len()).map(|i| format!("%i{i}: index")).collect();
        self.line(format_args!(
            "{result} = tensor.pad {x} low[{}] high[{}] {{",
            list(lo),
            list(hi)
        ));
        self.line(format_args!("^bb0({}):", idx.join(", ")));
        self.line(format_args!("  %fill = arith.constant {fill} : {el}"));
        self.line(format_args!("  tensor.yield %fill : {el}"));
        self.line(format_args!("}} : {} to {}", tensor_ty(xt), tensor_ty(ty)));
    }

    /// An empty tensor of `ty`, as a `linalg` output.
    pub fn empty(&mut self, ty: &TensorType) -> String {
        let e = self.fresh();
        self.line(format_args!("{e} = tensor.empty() : {}", tensor_ty(ty)));
        e
    }

    /// An empty tensor of `ty` filled with the scalar literal `value`.
    pub fn filled(&mut self, ty: &TensorType, value: &str) -> String {
        let e = self.empty(ty);
        let c = self.fresh();
        let el = elem(ty.dtype);
        self.line(format_args!("{c} = arith.constant {value} : {el}"));
        let f = self.fresh();
        let t = tensor_ty(ty);
        self.line(format_args!(
            "{f} = linalg.fill ins({c} : {el}) outs({e} : {t}) -> {t}"
        ));
        f
    }

    /// `result = linalg.generic` over `loops` (`true`: parallel, `false`: reduction) with
    /// the inputs, one output `init` of type `ty` (indexed by `out_index`), and a body
    /// written by `body` from the block arguments (the inputs', then the output's).
    #[allow(clippy::too_many_arguments)]
    pub fn generic(
        &mut self,
        result: &str,
        loops: &[bool],
        inputs: &[Input],
        init: &str,
        ty: &TensorType,
        out_index: &[String],
        body: impl FnOnce(&mut scalar::Body, &[String]) -> Result<String, ExportError>,
    ) -> Result<(), ExportError> {
        let n = loops.len();
        let mut maps: Vec<String> = inputs.iter().map(|i| map(n, &i.index)).collect();
        maps.push(map(n, out_index));
        let iters: Vec<&str> = loops
            .iter()
            .map(|&p| if p { "\"parallel\"" } else { "\"reduction\"" })
            .collect();
        let ins: Vec<String> = inputs.iter().map(|i| i.name.clone()).collect();
        let in_tys: Vec<String> = inputs.iter().map(|i| tensor_ty(&i.ty)).collect();
        let t = tensor_ty(ty);
        let ins_part = if inputs.is_empty() {
            String::new()
        } else {
            format!("ins({} : {}) ", ins.join(", "), in_tys.join(", "))
        };
        self.line(format_args!(
            "{result} = linalg.generic {{indexing_maps = [{}], iterator_types = [{}]}} {ins_part}outs({init} : {t}) {{",
            maps.join(", "),
            iters.join(", ")
        ));
        let mut args: Vec<String> = (0..inputs.len()).map(|i| format!("%in{i}")).collect();
        args.push("%acc".to_string());
        let mut block_args: Vec<String> = inputs
            .iter()
            .enumerate()
            .map(|(i, x)| format!("%in{i}: {}", elem(x.ty.dtype)))
            .collect();
        block_args.push(format!("%acc: {}", elem(ty.dtype)));
        self.line(format_args!("^bb0({}):", block_args.join(", ")));
        let mut b = scalar::Body::new(self.value);
        let y = body(&mut b, &args)?;
        self.out.push_str(&b.text);
        self.helpers.append(&mut b.helpers);
        self.line(format_args!("  linalg.yield {y} : {}", elem(ty.dtype)));
        self.line(format_args!("}} -> {t}"));
        Ok(())
    }
}

/// Appends the elements' little-endian bytes in hex (MLIR's raw `dense` form) to `out`.
fn hex(d: &Data, out: &mut String) {
    /// The two hex digits of every byte.
    const PAIRS: [[u8; 2]; 256] = {
        const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
        let mut t = [[0u8; 2]; 256];
        let mut b = 0;
        while b < 256 {
            t[b] = [DIGITS[b >> 4], DIGITS[b & 15]];
            b += 1;
        }
        t
    };
    let mut v = vec![0u8; 2 * d.len() * d.dtype().bits() as usize / 8];
    /// Writes each element's `N` bytes as `2N` digits into the matching chunk of `v`.
    fn put<const N: usize>(v: &mut [u8], items: impl Iterator<Item = [u8; N]>) {
        for (dst, bytes) in v.chunks_exact_mut(2 * N).zip(items) {
            for (pair, b) in dst.chunks_exact_mut(2).zip(bytes) {
                pair.copy_from_slice(&PAIRS[usize::from(b)]);
            }
        }
    }
    match d {
        Data::I8(x) => put(&mut v, x.iter().map(|x| x.to_le_bytes())),
        Data::U8(x) => put(&mut v, x.iter().map(|&x| [x])),
        Data::I16(x) => put(&mut v, x.iter().map(|x| x.to_le_bytes())),
        Data::U16(x) => put(&mut v, x.iter().map(|x| x.to_le_bytes())),
        Data::I32(x) => put(&mut v, x.iter().map(|x| x.to_le_bytes())),
        Data::I64(x) => put(&mut v, x.iter().map(|x| x.to_le_bytes())),
        Data::F32(x) => put(&mut v, x.iter().map(|x| x.to_le_bytes())),
        Data::F64(x) => put(&mut v, x.iter().map(|x| x.to_le_bytes())),
    }
    // Hex digits are ASCII, so this always succeeds.
    out.push_str(std::str::from_utf8(&v).unwrap_or_default());
}

/// Elements as a nested list of `shape` (`[[1, 2], [3, 4]]`).
fn nested(items: &[String], shape: &[usize]) -> String {
    match shape {
        [] => items.first().cloned().unwrap_or_default(),
        [_] => format!("[{}]", items.join(", ")),
        [n, rest @ ..] => {
            let inner: usize = rest.iter().product();
            let parts: Vec<String> = (0..*n)
                .map(|i| nested(&items[i * inner..(i + 1) * inner], rest))
                .collect();
            format!("[{}]", parts.join(", "))
        }
    }
}
