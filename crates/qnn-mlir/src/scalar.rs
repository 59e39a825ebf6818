//! Elementwise ops: one `linalg.generic` over the result, operands broadcast by their index
//! maps, and a body of `arith`/`math` scalar ops that computes what the interpreter's kernel
//! computes (`qnn-interp/src/kernels/{binary,integer,shape}.rs`, gemmlowp's primitives in
//! `qnn-arith`). Integer steps that depend on the sign or could leave the element type are
//! done in `i64` from a sign- or zero-extended value, then truncated back.

use crate::emit::{dims, name, Emitter, Input};
use crate::float::Helper;
use crate::{elem, unsigned, ExportError};
use qnn_ir::attrs::RoundMode;
use qnn_ir::Rounding;
use qnn_ir::{DType, Op, TensorType, ValueId};
use std::collections::BTreeSet;
use std::fmt::Write;

/// The scalar ops of one `linalg.generic` body.
pub(crate) struct Body {
    /// The body's lines, indented as inside a `linalg.generic` region.
    pub text: String,
    /// The helper functions the body calls (`float.rs`).
    pub helpers: BTreeSet<Helper>,
    tmp: usize,
    value: usize,
    /// How many `scf` regions the next line is inside.
    depth: usize,
    /// The indentation of a line at depth 0.
    indent: usize,
}

impl Body {
    /// The body of a `linalg.generic` of `@main` that defines value `value`.
    pub fn new(value: usize) -> Self {
        Body {
            text: String::new(),
            helpers: BTreeSet::new(),
            tmp: 0,
            value,
            depth: 0,
            indent: 6,
        }
    }

    /// The body of a helper function.
    pub fn helper() -> Self {
        Body {
            indent: 4,
            ..Body::new(0)
        }
    }

    fn fresh(&mut self) -> String {
        self.tmp += 1;
        format!("%s{}", self.tmp)
    }

    /// Appends one line at the current depth.
    fn line(&mut self, text: std::fmt::Arguments) {
        let _ = writeln!(self.text, "{:1$}{text}", "", self.indent + 2 * self.depth);
    }

    /// `%s = <text>`, returning `%s`.
    pub fn let_(&mut self, text: std::fmt::Arguments) -> String {
        let s = self.fresh();
        self.line(format_args!("{s} = {text}"));
        s
    }

    /// The `index` constant `n`.
    pub fn index(&mut self, n: usize) -> String {
        self.let_(format_args!("arith.constant {n} : index"))
    }

    /// `%r = scf.for %i = 0 to n` carrying one value of type `ty` from `init`: `step` writes
    /// one iteration from the induction variable and the carried value and returns the
    /// carried value's next value. Returns `%r`, the last one.
    pub fn fold_loop(
        &mut self,
        n: usize,
        init: &str,
        ty: &str,
        step: impl FnOnce(&mut Body, &str, &str) -> String,
    ) -> String {
        let (lo, hi, one) = (self.index(0), self.index(n), self.index(1));
        let (r, i, acc) = (self.fresh(), self.fresh(), self.fresh());
        self.line(format_args!(
            "{r} = scf.for {i} = {lo} to {hi} step {one} iter_args({acc} = {init}) -> ({ty}) {{"
        ));
        self.depth += 1;
        let next = step(self, &i, &acc);
        self.line(format_args!("scf.yield {next} : {ty}"));
        self.depth -= 1;
        self.line(format_args!("}}"));
        r
    }

    /// `c ? then() : otherwise` as an `scf.if` (what `then` writes runs only when `c`
    /// holds, so it may read a tensor at an index that is valid only then).
    pub fn if_else(
        &mut self,
        c: &str,
        ty: &str,
        then: impl FnOnce(&mut Body) -> String,
        otherwise: &str,
    ) -> String {
        let r = self.fresh();
        self.line(format_args!("{r} = scf.if {c} -> ({ty}) {{"));
        self.depth += 1;
        let v = then(self);
        self.line(format_args!("scf.yield {v} : {ty}"));
        self.depth -= 1;
        self.line(format_args!("}} else {{"));
        self.depth += 1;
        self.line(format_args!("scf.yield {otherwise} : {ty}"));
        self.depth -= 1;
        self.line(format_args!("}}"));
        r
    }

    /// The float sum `a + b` of type `t`, as `math.fma(b, 1.0, a)` (`f32`: in `f64`, through
    /// `@qnnc_f32_add`, `float.rs`). IREE's CPU pipeline marks every float multiply and add `contract`
    /// (`AddFastMathFlagsPass`, with no option to turn it off), and LLVM then fuses a multiply
    /// into the add that uses it: one rounding where TFLite's kernels round twice. A fused
    /// multiply-add by exactly `1.0` rounds `b * 1.0 + a` once, which is `a + b` rounded once
    /// (signed zeros included), and LLVM simplifies it to an `fadd` that carries no `contract`
    /// flag, so nothing fuses into it.
    pub fn addf(&mut self, a: &str, b: &str, t: &str) -> String {
        if t == "f32" {
            return self.call(Helper::Add, &[a, b]);
        }
        let one = self.let_(format_args!("arith.constant 1.0 : {t}"));
        self.let_(format_args!("math.fma {b}, {one}, {a} : {t}"))
    }

    /// The float difference `a - b`, as `math.fma(b, -1.0, a)` (see [`Body::addf`]).
    pub fn subf(&mut self, a: &str, b: &str, t: &str) -> String {
        if t == "f32" {
            return self.call(Helper::Sub, &[a, b]);
        }
        let m = self.let_(format_args!("arith.constant -1.0 : {t}"));
        self.let_(format_args!("math.fma {b}, {m}, {a} : {t}"))
    }

    /// The float product `a * b` of type `t` (`f32`: through a helper, `float.rs`).
    pub fn mulf(&mut self, a: &str, b: &str, t: &str) -> String {
        if t == "f32" {
            return self.call(Helper::Mul, &[a, b]);
        }
        self.bin("mulf", a, b, t)
    }

    /// The float quotient `a / b` of type `t` (`f32`: through a helper, `float.rs`).
    pub fn divf(&mut self, a: &str, b: &str, t: &str) -> String {
        if t == "f32" {
            return self.call(Helper::Div, &[a, b]);
        }
        self.bin("divf", a, b, t)
    }

    /// `%s = func.call @helper(args)`, recording that the module needs the helper.
    pub fn call(&mut self, h: Helper, args: &[&str]) -> String {
        self.helpers.insert(h);
        let (params, ret) = h.signature();
        self.let_(format_args!(
            "func.call @{}({}) : ({}) -> {ret}",
            h.name(),
            args.join(", "),
            params.join(", ")
        ))
    }

    /// An integer or float constant of MLIR type `ty`.
    pub fn c(&mut self, v: i64, ty: &str) -> String {
        self.let_(format_args!("arith.constant {v} : {ty}"))
    }

    /// `op a, b : ty` (a binary `arith` op).
    pub fn bin(&mut self, op: &str, a: &str, b: &str, ty: &str) -> String {
        self.let_(format_args!("arith.{op} {a}, {b} : {ty}"))
    }

    /// `arith.cmpi pred, a, b : ty` (an `i1`).
    pub fn cmpi(&mut self, pred: &str, a: &str, b: &str, ty: &str) -> String {
        self.let_(format_args!("arith.cmpi {pred}, {a}, {b} : {ty}"))
    }

    /// `c ? a : b`.
    pub fn select(&mut self, c: &str, a: &str, b: &str, ty: &str) -> String {
        self.let_(format_args!("arith.select {c}, {a}, {b} : {ty}"))
    }

    /// A conversion `op x : from to to`.
    pub fn conv(&mut self, op: &str, x: &str, from: &str, to: &str) -> String {
        self.let_(format_args!("arith.{op} {x} : {from} to {to}"))
    }

    /// Integer `x` of type `d` as the same number in `i64`.
    pub fn widen_i64(&mut self, x: &str, d: DType) -> String {
        if d == DType::I64 {
            return x.to_string();
        }
        let op = if unsigned(d) { "extui" } else { "extsi" };
        self.conv(op, x, elem(d), "i64")
    }

    /// An `i64` value truncated (wrapped) to integer type `d`.
    pub fn narrow_i64(&mut self, x: &str, d: DType) -> String {
        if d == DType::I64 {
            return x.to_string();
        }
        self.conv("trunci", x, "i64", elem(d))
    }

    /// An `i64` value wrapped to integer type `d` and extended back to `i64`.
    pub fn wrap(&mut self, x: &str, d: DType) -> String {
        let t = self.narrow_i64(x, d);
        self.widen_i64(&t, d)
    }

    fn error(&self, op: &Op, reason: &str) -> ExportError {
        ExportError::Unsupported {
            value: self.value,
            op: op.opcode().mnemonic(),
            flavour: "linalg",
            reason: reason.to_string(),
        }
    }
}

/// The index map results of an operand of shape `shape` broadcast to a result of rank `r`
/// (NumPy's rule: aligned at the right, extent 1 repeats).
fn broadcast(shape: &[usize], out: &[usize]) -> Vec<String> {
    let lead = out.len() - shape.len();
    shape
        .iter()
        .enumerate()
        .map(|(j, &n)| {
            if n == 1 && out[lead + j] != 1 {
                "0".to_string()
            } else {
                format!("d{}", lead + j)
            }
        })
        .collect()
}

/// The inputs of an elementwise op: its operands, broadcast.
fn operands(e: &Emitter, args: &[ValueId], out: &TensorType) -> Vec<Input> {
    args.iter()
        .map(|&a| {
            let ty = e.ty(a);
            let index = broadcast(&ty.shape, &out.shape);
            Input {
                name: name(a),
                ty,
                index,
            }
        })
        .collect()
}

/// An elementwise op.
pub(crate) fn elementwise(
    e: &mut Emitter,
    op: &Op,
    args: &[ValueId],
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    let mut inputs = operands(e, args, ty);
    let arg_d: Vec<DType> = args.iter().map(|&a| e.ty(a).dtype).collect();
    // Per-channel multipliers and shifts of `fixed_point_multiply` are two more inputs,
    // indexed along their axis.
    if let Op::FixedPointMultiply(a) = op {
        if a.rounding == Rounding::F64HalfAway {
            return Err(e.unsupported(op, "f64_half_away is not a fixed-point rounding"));
        }
        let n = a.multiplier.len();
        // The int64 path multiplies by the multiplier rounded to 15 bits.
        let multipliers: Vec<i32> = if a.rounding == Rounding::TfliteInt64 {
            let m = a.multiplier.iter();
            m.map(|&m| qnn_arith::reduce_multiplier_to_15_bits(m))
                .collect()
        } else {
            a.multiplier.clone()
        };
        let index = match (a.axis, n) {
            (Some(ax), n) if n > 1 => vec![format!("d{ax}")],
            _ => vec!["0".to_string()],
        };
        for (vals, tag) in [(&multipliers, "m"), (&a.shift, "s")] {
            let c = e.fresh();
            let t = TensorType::new(DType::I32, [n]);
            let mut items = String::with_capacity(12 * vals.len());
            for (i, v) in vals.iter().enumerate() {
                let sep = if i == 0 { "" } else { ", " };
                let _ = write!(items, "{sep}{v}");
            }
            e.line(format_args!(
                "{c} = arith.constant dense<[{items}]> : {} // {tag}",
                crate::emit::tensor_ty(&t)
            ));
            inputs.push(Input {
                name: c,
                ty: t,
                index: index.clone(),
            });
        }
    }
    let init = e.empty(ty);
    let r = ty.shape.len();
    let out_d = ty.dtype;
    e.generic(out, &vec![true; r], &inputs, &init, ty, &dims(r), |b, v| {
        scalar(b, op, v, &arg_d, out_d)
    })
}

/// The body of an elementwise op on block arguments `v` (operand types `d`, result `out`).
fn scalar(
    b: &mut Body,
    op: &Op,
    v: &[String],
    d: &[DType],
    out: DType,
) -> Result<String, ExportError> {
    let t = elem(out);
    let float = out.is_float();
    let x = v[0].as_str();
    Ok(match op {
        Op::Cast(_) => cast(b, x, d[0], out),
        Op::Add(_) if float => b.addf(x, &v[1], t),
        Op::Add(_) => b.bin("addi", x, &v[1], t),
        Op::Subtract(_) if float => b.subf(x, &v[1], t),
        Op::Subtract(_) => b.bin("subi", x, &v[1], t),
        Op::Multiply(_) if float => b.mulf(x, &v[1], t),
        Op::Multiply(_) => b.bin("muli", x, &v[1], t),
        Op::Divide(_) => b.divf(x, &v[1], t),
        // TFLite's MaximumOp / MinimumOp: `a > b ? a : b` (NaN compares false).
        Op::Maximum(_) | Op::Minimum(_) if float => {
            let pred = if matches!(op, Op::Maximum(_)) {
                "sgt"
            } else {
                "slt"
            };
            let c = fcmp(b, pred, x, &v[1], out);
            b.select(&c, x, &v[1], t)
        }
        Op::Maximum(_) => {
            let m = if unsigned(out) { "maxui" } else { "maxsi" };
            b.bin(m, x, &v[1], t)
        }
        Op::Minimum(_) => {
            let m = if unsigned(out) { "minui" } else { "minsi" };
            b.bin(m, x, &v[1], t)
        }
        Op::GreaterEqual(_) | Op::Equal(_) => {
            let ge = matches!(op, Op::GreaterEqual(_));
            let a = elem(d[0]);
            let c = if d[0].is_float() {
                fcmp(b, if ge { "sge" } else { "eq" }, x, &v[1], d[0])
            } else {
                let pred = match (ge, unsigned(d[0])) {
                    (false, _) => "eq",
                    (true, true) => "uge",
                    (true, false) => "sge",
                };
                b.cmpi(pred, x, &v[1], a)
            };
            b.conv("extui", &c, "i1", t)
        }
        Op::Select(_) => {
            let zero = b.c(0, elem(d[0]));
            let c = b.cmpi("ne", x, &zero, elem(d[0]));
            b.select(&c, &v[1], &v[2], t)
        }
        Op::Clip(c) if float => {
            let (lo, hi) = (float_lit(c.min as f64, out), float_lit(c.max as f64, out));
            let lo = b.let_(format_args!("arith.constant {lo} : {t}"));
            let hi = b.let_(format_args!("arith.constant {hi} : {t}"));
            // `x < lo ? lo : x`, then `v > hi ? hi : v`, as TFLite's float kernels clamp:
            // NaN stays NaN and `-0.0` stays `-0.0`.
            let below = fcmp(b, "slt", x, &lo, out);
            let v = b.select(&below, &lo, x, t);
            let above = fcmp(b, "sgt", &v, &hi, out);
            b.select(&above, &hi, &v, t)
        }
        Op::Clip(c) => {
            let (lo, hi) = (b.c(c.min, t), b.c(c.max, t));
            let (mx, mn) = if unsigned(out) {
                ("maxui", "minui")
            } else {
                ("maxsi", "minsi")
            };
            let m = b.bin(mx, x, &lo, t);
            b.bin(mn, &m, &hi, t)
        }
        Op::Round(r) => round(b, x, r.mode, t),
        Op::ShiftLeft(_) => b.bin("shli", x, &v[1], t),
        Op::ShiftRight(r) => shift_right(b, x, &v[1], r.mode, out),
        Op::CountLeadingZeros(_) => b.let_(format_args!("math.ctlz {x} : {t}")),
        Op::Srdhm(_) => srdhm(b, x, &v[1]),
        Op::FixedPointMultiply(a) => {
            // The two extra inputs: this channel's multiplier and shift.
            let (m, s) = (&v[v.len() - 3], &v[v.len() - 2]);
            if a.rounding == Rounding::TfliteDouble {
                let x32 = to_i32(b, x, d[0]);
                mbqm(b, &x32, m, s)
            } else {
                fixed_point_exact(b, x, m, s, a.rounding, d[0], out)
            }
        }
        Op::FixedPointReciprocal(_) => reciprocal(b, x),
        Op::RoundDivide(_) => round_divide(b, x, &v[1], d, out),
        Op::Exp(_) => b.call(Helper::Expf, &[x]),
        Op::Logistic(_) => b.call(Helper::Logistic, &[x]),
        Op::Tanh(_) => b.call(Helper::Tanhf, &[x]),
        Op::Sqrt(_) => b.call(Helper::Sqrt, &[x]),
        Op::FixedPointLog(a) => fixed_point_log(b, x, a.input_bits, a.output_bits),
        _ => return Err(b.error(op, "not an elementwise op")),
    })
}

/// An ordered IEEE comparison of two floats of type `d` (`pred` an `arith.cmpi` signed
/// predicate: `slt`, `sgt`, `sge`, `eq`), false when either is NaN, computed on their bits:
/// a float's key is its magnitude bits, negated for a negative sign (so `-0.0` and `0.0` are
/// equal), which orders like the floats. Done in integers so that a CPU that flushes
/// subnormals in float compares (IREE's does) still sees them.
pub(crate) fn fcmp(b: &mut Body, pred: &str, x: &str, y: &str, d: DType) -> String {
    let (it, mag_mask, inf) = if d == DType::F32 {
        ("i32", i64::from(i32::MAX), 0x7F80_0000i64)
    } else {
        ("i64", i64::MAX, 0x7FF0_0000_0000_0000i64)
    };
    let ft = elem(d);
    let mask = b.c(mag_mask, it);
    let inf = b.c(inf, it);
    let zero = b.c(0, it);
    let key = |b: &mut Body, v: &str| {
        let bits = b.let_(format_args!("arith.bitcast {v} : {ft} to {it}"));
        let mag = b.bin("andi", &bits, &mask, it);
        let neg = b.cmpi("slt", &bits, &zero, it);
        let nmag = b.bin("subi", &zero, &mag, it);
        let k = b.select(&neg, &nmag, &mag, it);
        let nan = b.cmpi("sgt", &mag, &inf, it);
        (k, nan)
    };
    let (kx, nx) = key(b, x);
    let (ky, ny) = key(b, y);
    let c = b.cmpi(pred, &kx, &ky, it);
    let nan = b.bin("ori", &nx, &ny, "i1");
    let t = b.c(1, "i1");
    let ordered = b.bin("xori", &nan, &t, "i1");
    b.bin("andi", &c, &ordered, "i1")
}

/// A float literal of `d` by its bits (exact).
pub(crate) fn float_lit(v: f64, d: DType) -> String {
    if d == DType::F32 {
        format!("0x{:08X}", (v as f32).to_bits())
    } else {
        format!("0x{:016X}", v.to_bits())
    }
}

/// An integer of type `d` (an `i32` value, or a wider one that holds one) as `i32`.
fn to_i32(b: &mut Body, x: &str, d: DType) -> String {
    match d.bits() {
        32 => x.to_string(),
        n if n > 32 => b.conv("trunci", x, elem(d), "i32"),
        _ => {
            let op = if unsigned(d) { "extui" } else { "extsi" };
            b.conv(op, x, elem(d), "i32")
        }
    }
}

/// `cast` (`kernels/shape.rs`): integers wrap, integer to float and `f64` to `f32` round to
/// nearest even, float to integer truncates toward zero and gives the type's minimum for NaN
/// and values outside it (x86-64's rule).
fn cast(b: &mut Body, x: &str, from: DType, to: DType) -> String {
    let (f, t) = (elem(from), elem(to));
    match (from.is_float(), to.is_float()) {
        (false, false) => match from.bits().cmp(&to.bits()) {
            std::cmp::Ordering::Less => {
                let op = if unsigned(from) { "extui" } else { "extsi" };
                b.conv(op, x, f, t)
            }
            std::cmp::Ordering::Greater => b.conv("trunci", x, f, t),
            std::cmp::Ordering::Equal => x.to_string(),
        },
        (false, true) => {
            let op = if unsigned(from) { "uitofp" } else { "sitofp" };
            b.conv(op, x, f, t)
        }
        (true, true) => match from.bits().cmp(&to.bits()) {
            // f32 <-> f64, subnormal f32 values included.
            std::cmp::Ordering::Less => b.call(Helper::Ext, &[x]),
            std::cmp::Ordering::Greater => b.call(Helper::Trunc, &[x]),
            std::cmp::Ordering::Equal => x.to_string(),
        },
        (true, false) => {
            let (lo, hi) = to.int_range().unwrap_or((i64::MIN, i64::MAX));
            let tr = b.let_(format_args!("math.trunc {x} : {f}"));
            let flo = b.let_(format_args!(
                "arith.constant {} : {f}",
                float_lit(lo as f64, from)
            ));
            // `hi + 1` is a power of two, exact in every float type.
            let fhi = b.let_(format_args!(
                "arith.constant {} : {f}",
                float_lit(hi as f64 + 1.0, from)
            ));
            let ge = b.let_(format_args!("arith.cmpf oge, {tr}, {flo} : {f}"));
            let lt = b.let_(format_args!("arith.cmpf olt, {tr}, {fhi} : {f}"));
            let ok = b.bin("andi", &ge, &lt, "i1");
            let zero = b.let_(format_args!(
                "arith.constant {} : {f}",
                float_lit(0.0, from)
            ));
            let safe = b.select(&ok, &tr, &zero, f);
            let op = if unsigned(to) { "fptoui" } else { "fptosi" };
            let i = b.conv(op, &safe, f, t);
            let min = b.c(lo, t);
            b.select(&ok, &i, &min, t)
        }
    }
}

/// `round` on floats under `mode` (`round_value`); `f32` in `f64` (a flushed subnormal
/// would floor to `-0.0`, not `-1.0`), where the integral result is exact.
fn round(b: &mut Body, x: &str, mode: RoundMode, t: &str) -> String {
    if t == "f32" {
        let w = b.call(Helper::Ext, &[x]);
        let r = round(b, &w, mode, "f64");
        return b.conv("truncf", &r, "f64", "f32");
    }
    match mode {
        RoundMode::Floor => b.let_(format_args!("math.floor {x} : {t}")),
        RoundMode::HalfAway => b.let_(format_args!("math.round {x} : {t}")),
        RoundMode::HalfEven => b.let_(format_args!("math.roundeven {x} : {t}")),
        RoundMode::HalfUp => {
            let f = b.let_(format_args!("math.floor {x} : {t}"));
            let frac = b.subf(x, &f, t);
            let half = b.let_(format_args!("arith.constant 0.5 : {t}"));
            let one = b.let_(format_args!("arith.constant 1.0 : {t}"));
            let up = b.let_(format_args!("arith.cmpf oge, {frac}, {half} : {t}"));
            let f1 = b.addf(&f, &one, t);
            b.select(&up, &f1, &f, t)
        }
    }
}

/// `shift_right` (`shift_right_value`), in `i64`: `s = 0` gives `x`.
fn shift_right(b: &mut Body, x: &str, s: &str, mode: RoundMode, d: DType) -> String {
    let (x, s) = (b.widen_i64(x, d), b.widen_i64(s, d));
    let zero = b.c(0, "i64");
    let one = b.c(1, "i64");
    let floor = b.bin("shrsi", &x, &s, "i64");
    let s1 = b.bin("maxsi", &s, &one, "i64");
    let s1m = b.bin("subi", &s1, &one, "i64");
    let half = b.bin("shli", &one, &s1m, "i64");
    let pow = b.bin("shli", &one, &s, "i64");
    let mask = b.bin("subi", &pow, &one, "i64");
    let rem = b.bin("andi", &x, &mask, "i64");
    let r = match mode {
        RoundMode::Floor => floor,
        RoundMode::HalfUp => {
            let sum = b.bin("addi", &x, &half, "i64");
            let sum = b.wrap(&sum, d);
            b.bin("shrsi", &sum, &s, "i64")
        }
        RoundMode::HalfAway => {
            let m1 = b.bin("shrsi", &mask, &one, "i64");
            let neg = b.cmpi("slt", &x, &zero, "i64");
            let negi = b.conv("extui", &neg, "i1", "i64");
            let threshold = b.bin("addi", &m1, &negi, "i64");
            let up = b.cmpi("sgt", &rem, &threshold, "i64");
            let upi = b.conv("extui", &up, "i1", "i64");
            b.bin("addi", &floor, &upi, "i64")
        }
        RoundMode::HalfEven => {
            let gt = b.cmpi("sgt", &rem, &half, "i64");
            let eq = b.cmpi("eq", &rem, &half, "i64");
            let odd = b.bin("andi", &floor, &one, "i64");
            let oddb = b.cmpi("eq", &odd, &one, "i64");
            let tie = b.bin("andi", &eq, &oddb, "i1");
            let up = b.bin("ori", &gt, &tie, "i1");
            let upi = b.conv("extui", &up, "i1", "i64");
            b.bin("addi", &floor, &upi, "i64")
        }
    };
    let is0 = b.cmpi("eq", &s, &zero, "i64");
    let r = b.select(&is0, &x, &r, "i64");
    b.narrow_i64(&r, d)
}

/// gemmlowp's `SaturatingRoundingDoublingHighMul` on `i32`: `(a*b + 2^30) >> 31`, and
/// `INT32_MAX` for `INT32_MIN * INT32_MIN`.
fn srdhm(b: &mut Body, x: &str, y: &str) -> String {
    let a = b.conv("extsi", x, "i32", "i64");
    let c = b.conv("extsi", y, "i32", "i64");
    let p = b.bin("muli", &a, &c, "i64");
    let nudge = b.c(1 << 30, "i64");
    let s = b.bin("addi", &p, &nudge, "i64");
    let k = b.c(31, "i64");
    let q = b.bin("shrsi", &s, &k, "i64");
    let q = b.conv("trunci", &q, "i64", "i32");
    let min = b.c(i64::from(i32::MIN), "i32");
    let max = b.c(i64::from(i32::MAX), "i32");
    let xm = b.cmpi("eq", x, &min, "i32");
    let ym = b.cmpi("eq", y, &min, "i32");
    let both = b.bin("andi", &xm, &ym, "i1");
    b.select(&both, &max, &q, "i32")
}

/// gemmlowp's `RoundingDivideByPOT` on `i32`, exponent in `[0, 31]`.
fn rdbpot(b: &mut Body, x: &str, e: &str) -> String {
    let one = b.c(1, "i32");
    let zero = b.c(0, "i32");
    let pow = b.bin("shli", &one, e, "i32");
    let mask = b.bin("subi", &pow, &one, "i32");
    let rem = b.bin("andi", x, &mask, "i32");
    let half = b.bin("shrsi", &mask, &one, "i32");
    let neg = b.cmpi("slt", x, &zero, "i32");
    let negi = b.conv("extui", &neg, "i1", "i32");
    let threshold = b.bin("addi", &half, &negi, "i32");
    let up = b.cmpi("sgt", &rem, &threshold, "i32");
    let upi = b.conv("extui", &up, "i1", "i32");
    let q = b.bin("shrsi", x, e, "i32");
    b.bin("addi", &q, &upi, "i32")
}

/// TFLite's `MultiplyByQuantizedMultiplier` (`tflite_double`): `RDBPOT(SRDHM(x << ls, m),
/// rs)` with `ls = max(s, 0)`, `rs = max(-s, 0)`, the left shift wrapping in 32 bits.
fn mbqm(b: &mut Body, x: &str, m: &str, s: &str) -> String {
    let zero = b.c(0, "i32");
    let ls = b.bin("maxsi", s, &zero, "i32");
    let ns = b.bin("subi", &zero, s, "i32");
    let rs = b.bin("maxsi", &ns, &zero, "i32");
    let shifted = b.bin("shli", x, &ls, "i32");
    let h = srdhm(b, &shifted, m);
    rdbpot(b, &h, &rs)
}

/// The single-rounding modes of `fixed_point_multiply` (`qnn_arith::fixed_point_multiply`),
/// exact in `i128`: `x * m` rounded by `2^(31 - s)` (`tflite_int64`: by `2^(15 - s)`, its
/// multiplier already rounded to 15 bits) with ties toward +inf (`tflite_single`, `upward`,
/// `tflite_int64`), away from zero (`to_nearest`) or to even (`half_even`). `tflite_single`
/// takes an `i32` (any other input is a run-time error in the interpreter).
fn fixed_point_exact(
    b: &mut Body,
    x: &str,
    m: &str,
    s: &str,
    mode: Rounding,
    d: DType,
    out: DType,
) -> String {
    let w = match mode {
        Rounding::TfliteSingle => {
            let x32 = to_i32(b, x, d);
            b.conv("extsi", &x32, "i32", "i128")
        }
        _ if d == DType::I64 => b.conv("extsi", x, "i64", "i128"),
        _ => {
            let op = if unsigned(d) { "extui" } else { "extsi" };
            b.conv(op, x, elem(d), "i128")
        }
    };
    let m = b.conv("extsi", m, "i32", "i128");
    let s = b.conv("extsi", s, "i32", "i128");
    let p = b.bin("muli", &w, &m, "i128");
    let base = b.c(
        if mode == Rounding::TfliteInt64 {
            15
        } else {
            31
        },
        "i128",
    );
    let total = b.bin("subi", &base, &s, "i128");
    let r = match mode {
        Rounding::ToNearest => {
            let zero = b.c(0, "i128");
            let neg = b.cmpi("slt", &p, &zero, "i128");
            let np = b.bin("subi", &zero, &p, "i128");
            let mag = b.select(&neg, &np, &p, "i128");
            let up = round_shift_up(b, &mag, &total);
            let nup = b.bin("subi", &zero, &up, "i128");
            b.select(&neg, &nup, &up, "i128")
        }
        Rounding::HalfEven => {
            let one = b.c(1, "i128");
            let zero = b.c(0, "i128");
            let t = clamp_shift(b, &total, 1);
            let floor = b.bin("shrsi", &p, &t, "i128");
            let back = b.bin("shli", &floor, &t, "i128");
            let rem = b.bin("subi", &p, &back, "i128");
            let t1 = b.bin("subi", &t, &one, "i128");
            let half = b.bin("shli", &one, &t1, "i128");
            let gt = b.cmpi("sgt", &rem, &half, "i128");
            let eq = b.cmpi("eq", &rem, &half, "i128");
            let odd = b.bin("andi", &floor, &one, "i128");
            let oddb = b.cmpi("eq", &odd, &one, "i128");
            let tie = b.bin("andi", &eq, &oddb, "i1");
            let up = b.bin("ori", &gt, &tie, "i1");
            let upi = b.conv("extui", &up, "i1", "i128");
            let even = b.bin("addi", &floor, &upi, "i128");
            let exact = round_shift_up(b, &p, &total);
            let le0 = b.cmpi("sle", &total, &zero, "i128");
            b.select(&le0, &exact, &even, "i128")
        }
        _ => round_shift_up(b, &p, &total),
    };
    b.conv("trunci", &r, "i128", elem(out))
}

/// `t` clamped to `[lo, 100]` (a shift of 100 already rounds every product to 0 or -1, and
/// the clamp keeps every `i128` shift amount in range).
fn clamp_shift(b: &mut Body, t: &str, lo: i64) -> String {
    let l = b.c(lo, "i128");
    let h = b.c(100, "i128");
    let t = b.bin("maxsi", t, &l, "i128");
    b.bin("minsi", &t, &h, "i128")
}

/// `floor(p / 2^t + 1/2)` (ties toward +inf), an exact left shift for `t <= 0`.
fn round_shift_up(b: &mut Body, p: &str, t: &str) -> String {
    let zero = b.c(0, "i128");
    let one = b.c(1, "i128");
    let tr = clamp_shift(b, t, 1);
    let t1 = b.bin("subi", &tr, &one, "i128");
    let half = b.bin("shli", &one, &t1, "i128");
    let sum = b.bin("addi", p, &half, "i128");
    let right = b.bin("shrsi", &sum, &tr, "i128");
    let nt = b.bin("subi", &zero, t, "i128");
    let k = clamp_shift(b, &nt, 0);
    let left = b.bin("shli", p, &k, "i128");
    let le0 = b.cmpi("sle", t, &zero, "i128");
    b.select(&le0, &left, &right, "i128")
}

/// `rounding_half_sum(a, b)` of gemmlowp: `(a + b + sign) / 2` in `i64`, truncating.
fn rounding_half_sum(b: &mut Body, x: &str, y: &str) -> String {
    let a = b.conv("extsi", x, "i32", "i64");
    let c = b.conv("extsi", y, "i32", "i64");
    let s = b.bin("addi", &a, &c, "i64");
    let zero = b.c(0, "i64");
    let one = b.c(1, "i64");
    let mone = b.c(-1, "i64");
    let nonneg = b.cmpi("sge", &s, &zero, "i64");
    let sign = b.select(&nonneg, &one, &mone, "i64");
    let t = b.bin("addi", &s, &sign, "i64");
    let two = b.c(2, "i64");
    let q = b.bin("divsi", &t, &two, "i64");
    b.conv("trunci", &q, "i64", "i32")
}

/// gemmlowp's `SaturatingRoundingMultiplyByPOT` for a constant exponent `e != 0`.
fn srmpot(b: &mut Body, x: &str, e: i32) -> String {
    if e < 0 {
        let k = b.c(i64::from(-e), "i32");
        return rdbpot(b, x, &k);
    }
    let threshold = (1i64 << (31 - e.min(31))) - 1;
    let th = b.c(threshold, "i32");
    let nth = b.c(-threshold, "i32");
    let max = b.c(i64::from(i32::MAX), "i32");
    let min = b.c(i64::from(i32::MIN), "i32");
    let k = b.c(i64::from(e.min(31)), "i32");
    let sh = b.bin("shli", x, &k, "i32");
    let hi = b.cmpi("sgt", x, &th, "i32");
    let lo = b.cmpi("slt", x, &nth, "i32");
    let r = b.select(&lo, &min, &sh, "i32");
    b.select(&hi, &max, &r, "i32")
}

/// `fixed_point_reciprocal`: gemmlowp's `GetReciprocal(x, 0)` mantissa
/// (`qnn_arith::get_reciprocal`), Newton-Raphson in Q2.29.
fn reciprocal(b: &mut Body, x: &str) -> String {
    let hp1 = b.let_(format_args!("math.ctlz {x} : i32"));
    let c32 = b.c(32, "i32");
    let zero = b.c(0, "i32");
    let full = b.cmpi("eq", &hp1, &c32, "i32");
    let sh = b.bin("shli", x, &hp1, "i32");
    let sh = b.select(&full, &zero, &sh, "i32");
    let min = b.c(i64::from(i32::MIN), "i32");
    let a = b.bin("subi", &sh, &min, "i32");
    one_over_one_plus_x(b, &a)
}

/// gemmlowp's `one_over_one_plus_x_for_x_in_0_1` on a Q0.31 value.
fn one_over_one_plus_x(b: &mut Body, a: &str) -> String {
    let one_q0 = b.c(i64::from(i32::MAX), "i32");
    let half_den = rounding_half_sum(b, a, &one_q0);
    let c48 = b.c(1_515_870_810, "i32");
    let cm32 = b.c(-1_010_580_540, "i32");
    let p = srdhm(b, &half_den, &cm32);
    let mut xr = b.bin("addi", &c48, &p, "i32");
    let one_q2 = b.c(1 << 29, "i32");
    for _ in 0..3 {
        let hdx = srdhm(b, &half_den, &xr);
        let om = b.bin("subi", &one_q2, &hdx, "i32");
        let p = srdhm(b, &xr, &om);
        let r = srmpot(b, &p, 2);
        xr = b.bin("addi", &xr, &r, "i32");
    }
    srmpot(b, &xr, 1)
}

/// gemmlowp's `SaturatingRoundingMultiplyByPOT` for an exponent `e` known only at run time.
fn srmpot_var(b: &mut Body, x: &str, e: &str) -> String {
    let zero = b.c(0, "i32");
    let c31 = b.c(31, "i32");
    let ep = b.bin("maxsi", e, &zero, "i32");
    let ep = b.bin("minsi", &ep, &c31, "i32");
    let ne = b.bin("subi", &zero, e, "i32");
    let en = b.bin("maxsi", &ne, &zero, "i32");
    let en = b.bin("minsi", &en, &c31, "i32");
    // `e > 0`: a left shift, saturating beyond `2^(31 - e) - 1`.
    let k = b.bin("subi", &c31, &ep, "i32");
    let k64 = b.conv("extsi", &k, "i32", "i64");
    let one = b.c(1, "i64");
    let p = b.bin("shli", &one, &k64, "i64");
    let th = b.bin("subi", &p, &one, "i64");
    let th = b.conv("trunci", &th, "i64", "i32");
    let nth = b.bin("subi", &zero, &th, "i32");
    let max = b.c(i64::from(i32::MAX), "i32");
    let min = b.c(i64::from(i32::MIN), "i32");
    let sh = b.bin("shli", x, &ep, "i32");
    let hi = b.cmpi("sgt", x, &th, "i32");
    let lo = b.cmpi("slt", x, &nth, "i32");
    let left = b.select(&lo, &min, &sh, "i32");
    let left = b.select(&hi, &max, &left, "i32");
    // `e < 0`: a rounding right shift.
    let right = rdbpot(b, x, &en);
    let pos = b.cmpi("sgt", e, &zero, "i32");
    let neg = b.cmpi("slt", e, &zero, "i32");
    let r = b.select(&neg, &right, x, "i32");
    b.select(&pos, &left, &r, "i32")
}

/// `a + b` or `a - b` saturated to `i32`.
fn saturating(b: &mut Body, op: &str, x: &str, y: &str) -> String {
    let a = b.conv("extsi", x, "i32", "i64");
    let c = b.conv("extsi", y, "i32", "i64");
    let s = b.bin(op, &a, &c, "i64");
    let lo = b.c(i64::from(i32::MIN), "i64");
    let hi = b.c(i64::from(i32::MAX), "i64");
    let s = b.bin("maxsi", &s, &lo, "i64");
    let s = b.bin("minsi", &s, &hi, "i64");
    b.conv("trunci", &s, "i64", "i32")
}

/// `fixed_point_log`: TFLite's `log_x_for_x_greater_than_or_equal_to_1_impl` on raw values
/// (`qnn_arith::log_x_for_x_ge_1`), step for step.
fn fixed_point_log(b: &mut Body, x: &str, input_bits: i32, output_bits: i32) -> String {
    const LOG_2: i64 = 1_488_522_236;
    const SQRT_SQRT_HALF: i64 = 1_805_811_301;
    const SQRT_HALF: i64 = 1_518_500_250;
    const ONE_QUARTER: i32 = 536_870_912;
    const ALPHA_N: i64 = 117_049_297;
    const ALPHA_D: i64 = 127_690_142;
    const ALPHA_I: i64 = 1_057_819_769;
    const ALPHA_F: i64 = 638_450_708;
    let accum_bits = output_bits + 1;
    let quarter = qnn_arith::rescale_fixed(ONE_QUARTER, 0, accum_bits);
    let shifted_quarter = b.c(i64::from(quarter), "i32");
    let sqrt_half = b.c(SQRT_HALF, "i32");
    let one = b.c(1, "i32");
    let ib = b.c(i64::from(input_bits), "i32");
    // z_a = x = 2^.. * r_a
    let hp1 = b.let_(format_args!("math.ctlz {x} : i32"));
    let e = b.bin("subi", &hp1, &one, "i32");
    let r_a_tmp = srmpot_var(b, x, &e);
    let h = srdhm(b, &r_a_tmp, &sqrt_half);
    let r_a_raw = srmpot(b, &h, 1);
    let d = b.bin("subi", &ib, &hp1, "i32");
    let d = srmpot(b, &d, 31 - accum_bits);
    let z_a_adj = saturating(b, "addi", &d, &shifted_quarter);
    // z_b = x * sqrt(1/2)
    let z_b = srdhm(b, x, &sqrt_half);
    let zbh = b.let_(format_args!("math.ctlz {z_b} : i32"));
    let zbh = b.bin("subi", &zbh, &one, "i32");
    let r_b_raw = srmpot_var(b, x, &zbh);
    let d = b.bin("subi", &ib, &zbh, "i32");
    let d = srmpot(b, &d, 31 - accum_bits);
    let z_b_adj = saturating(b, "subi", &d, &shifted_quarter);
    let r = b.bin("minsi", &r_a_raw, &r_b_raw, "i32");
    let z_adj = b.bin("maxsi", &z_a_adj, &z_b_adj, "i32");
    // The rational approximation around sqrt(sqrt(1/2)).
    let ssh = b.c(SQRT_SQRT_HALF, "i32");
    let p = rounding_half_sum(b, &r, &ssh);
    let q = b.bin("subi", &r, &ssh, "i32");
    let q = b.bin("addi", &q, &q, "i32");
    let common_sq = srdhm(b, &q, &q);
    let qr = srdhm(b, &q, &r);
    let qc = srdhm(b, &q, &common_sq);
    let an = b.c(ALPHA_N, "i32");
    let qca = srdhm(b, &qc, &an);
    let num = b.bin("addi", &qr, &qca, "i32");
    let ai = b.c(ALPHA_I, "i32");
    let ad = b.c(ALPHA_D, "i32");
    let adc = srdhm(b, &ad, &common_sq);
    let t = b.bin("addi", &ai, &q, "i32");
    let t = b.bin("addi", &t, &adc, "i32");
    let den0 = srdhm(b, &p, &t);
    let af = b.c(ALPHA_F, "i32");
    let afq = srdhm(b, &af, &q);
    let den = b.bin("addi", &den0, &afq, "i32");
    let recip = one_over_one_plus_x(b, &den);
    let num_scaled = srmpot(b, &num, -accum_bits);
    let l2 = b.c(LOG_2, "i32");
    let zl = srdhm(b, &z_adj, &l2);
    let nr = srdhm(b, &num_scaled, &recip);
    let sum = b.bin("addi", &zl, &nr, "i32");
    srmpot(b, &sum, accum_bits - output_bits)
}

/// `round_divide`: `round_half_away(a / q)` as `qnn_arith::round_div_away` computes it
/// (`q / 2` added or subtracted in `i64`, wrapping, then a truncating division).
fn round_divide(b: &mut Body, x: &str, y: &str, d: &[DType], out: DType) -> String {
    let a = b.widen_i64(x, d[0]);
    let q = b.widen_i64(y, d[1]);
    let two = b.c(2, "i64");
    let zero = b.c(0, "i64");
    let half = b.bin("divsi", &q, &two, "i64");
    let pos = b.cmpi("sgt", &a, &zero, "i64");
    let up = b.bin("addi", &a, &half, "i64");
    let down = b.bin("subi", &a, &half, "i64");
    let adj = b.select(&pos, &up, &down, "i64");
    let r = b.bin("divsi", &adj, &q, "i64");
    b.narrow_i64(&r, out)
}

/// `table`: `t[x - type_min(x)]`, a `tensor.extract` from the table inside the body.
pub(crate) fn table(
    e: &mut Emitter,
    op: &Op,
    args: &[ValueId],
    out: &str,
    ty: &TensorType,
) -> Result<(), ExportError> {
    let (x, t) = (args[0], args[1]);
    let d = e.ty(x).dtype;
    let Some(min) = d.int_min() else {
        return Err(e.unsupported(op, "the index is not an integer"));
    };
    let table_ty = crate::emit::tensor_ty(&e.ty(t));
    let inputs = operands(e, &[x], ty);
    let init = e.empty(ty);
    let r = ty.shape.len();
    let tab = name(t);
    e.generic(out, &vec![true; r], &inputs, &init, ty, &dims(r), |b, v| {
        let w = b.widen_i64(&v[0], d);
        let m = b.c(min, "i64");
        let i = b.bin("subi", &w, &m, "i64");
        let idx = b.let_(format_args!("arith.index_cast {i} : i64 to index"));
        Ok(b.let_(format_args!("tensor.extract {tab}[{idx}] : {table_ty}")))
    })
}
