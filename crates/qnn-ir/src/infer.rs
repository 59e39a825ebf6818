//! Type rules of the op table: each checks operand types, attributes and quantization
//! parameters, and returns the result type. Messages name the operand or attribute.

use crate::attrs::{DataLayout, KernelLayout, Padding};
use crate::ops::*;
use crate::quant::QParams;
use crate::types::{num_elements, DType, Shape, TensorType};
use qnn_arith::Rounding;

/// What a type rule found wrong: the first problem that stops it (a bad operand type or
/// shape), or every problem of the op's attributes (quantization parameters, clamp, ...).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TypeErrors(pub Vec<String>);

impl From<String> for TypeErrors {
    fn from(s: String) -> Self {
        TypeErrors(vec![s])
    }
}

impl From<&str> for TypeErrors {
    fn from(s: &str) -> Self {
        TypeErrors(vec![s.to_string()])
    }
}

impl std::fmt::Display for TypeErrors {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0.join("; "))
    }
}

/// Collects independent attribute checks so that all their problems are reported.
#[derive(Default)]
struct Checks(Vec<String>);

impl Checks {
    fn add(&mut self, r: Result<(), String>) {
        if let Err(e) = r {
            self.0.push(e);
        }
    }
    /// True when no check has failed so far.
    fn is_clean(&self) -> bool {
        self.0.is_empty()
    }
    fn finish(self, ty: TensorType) -> R {
        if self.0.is_empty() {
            Ok(ty)
        } else {
            Err(TypeErrors(self.0))
        }
    }
}

type R = Result<TensorType, TypeErrors>;

/// Every integer element type.
const INT_TYPES: &[DType] = &[
    DType::I8,
    DType::U8,
    DType::I16,
    DType::U16,
    DType::I32,
    DType::I64,
];

const ACTIVATION_TYPES: &[DType] = &[DType::I8, DType::U8, DType::I16, DType::U16, DType::I32];

fn dtype_in(what: &str, d: DType, allowed: &[DType]) -> Result<(), String> {
    if allowed.contains(&d) {
        Ok(())
    } else {
        let names: Vec<&str> = allowed.iter().map(|d| d.name()).collect();
        Err(format!(
            "{what} has element type {d}, expected one of {}",
            names.join(", ")
        ))
    }
}

/// Result element type: the requested one (checked against `allowed`), else `default`.
fn result_dtype(
    out: Option<DType>,
    allowed: &[DType],
    default: Option<DType>,
) -> Result<DType, String> {
    match (out, default) {
        (Some(d), _) => dtype_in("the result", d, allowed).map(|_| d),
        (None, Some(d)) => Ok(d),
        (None, None) => Err("the result element type must be given".to_string()),
    }
}

fn same_dtype(out: Option<DType>, d: DType) -> Result<DType, String> {
    match out {
        Some(o) if o != d => Err(format!(
            "result element type {o} must equal the input's {d}"
        )),
        _ => Ok(d),
    }
}

fn qp(field: &str, q: &QParams, ty: &TensorType) -> Result<(), String> {
    q.validate(ty).map_err(|e| format!("{field}: {e}"))
}

fn qp_tensor(field: &str, q: &QParams, ty: &TensorType) -> Result<(), String> {
    q.validate_per_tensor(ty)
        .map_err(|e| format!("{field}: {e}"))
}

fn check_clamp(clamp: &Option<[i64; 2]>, d: DType) -> Result<(), String> {
    if let Some([lo, hi]) = clamp {
        if lo > hi || !d.contains(*lo) || !d.contains(*hi) {
            return Err(format!(
                "clamp: [{lo}, {hi}] is not an ordered range inside {d}"
            ));
        }
    }
    Ok(())
}

fn rank(what: &str, t: &TensorType, r: usize) -> Result<(), String> {
    if t.rank() == r {
        Ok(())
    } else {
        Err(format!("{what} must have rank {r}, found {t}"))
    }
}

fn axes_ok(what: &str, axes: &[usize], r: usize) -> Result<(), String> {
    if axes.windows(2).any(|w| w[0] >= w[1]) {
        return Err(format!("{what}: axes must be ascending and distinct"));
    }
    if let Some(a) = axes.iter().find(|&&a| a >= r) {
        return Err(format!("{what}: axis {a} is out of range for rank {r}"));
    }
    Ok(())
}

fn reduce_shape(shape: &[usize], axes: &[usize], keep: bool) -> Shape {
    shape
        .iter()
        .enumerate()
        .filter_map(|(i, &d)| match (axes.contains(&i), keep) {
            (false, _) => Some(d),
            (true, true) => Some(1),
            (true, false) => None,
        })
        .collect()
}

/// Numpy broadcasting of two shapes.
pub fn broadcast(a: &[usize], b: &[usize]) -> Result<Shape, String> {
    let r = a.len().max(b.len());
    let mut out = Shape::new();
    for i in 0..r {
        let da = if i + a.len() >= r {
            a[i + a.len() - r]
        } else {
            1
        };
        let db = if i + b.len() >= r {
            b[i + b.len() - r]
        } else {
            1
        };
        out.push(match (da, db) {
            (x, y) if x == y => x,
            (1, y) => y,
            (x, 1) => x,
            (x, y) => {
                return Err(format!(
                    "shapes {a:?} and {b:?} do not broadcast (dimension {i}: {x} vs {y})"
                ))
            }
        });
    }
    Ok(out)
}

fn positive(what: &str, v: &[usize]) -> Result<(), String> {
    if v.iter().all(|&x| x >= 1) {
        Ok(())
    } else {
        Err(format!("{what} must all be >= 1, found {v:?}"))
    }
}

/// Output spatial extents of a windowed op: `(out_h, out_w)`.
fn window_out(
    layout: DataLayout,
    input: &TensorType,
    kernel: [usize; 2],
    strides: [usize; 2],
    dilation: [usize; 2],
    padding: Padding,
) -> Result<(usize, usize), String> {
    positive("strides", &strides)?;
    positive("dilation", &dilation)?;
    positive("kernel", &kernel)?;
    let [_, h, w, _] = layout.axes();
    let mut out = [0; 2];
    for (dim, axis) in [h, w].into_iter().enumerate() {
        let (o, _) = padding
            .resolve(dim, input.shape[axis], kernel[dim], strides[dim], dilation[dim])
            .ok_or_else(|| {
                format!(
                    "the {} window (kernel {}, dilation {}) does not fit input extent {} with padding {padding:?}",
                    ["height", "width"][dim],
                    kernel[dim],
                    dilation[dim],
                    input.shape[axis]
                )
            })?;
        out[dim] = o;
    }
    Ok((out[0], out[1]))
}

fn layout_shape(layout: DataLayout, n: usize, h: usize, w: usize, c: usize) -> Shape {
    match layout {
        DataLayout::Nhwc => Shape::from_slice(&[n, h, w, c]),
        DataLayout::Nchw => Shape::from_slice(&[n, c, h, w]),
    }
}

/// `(n, h, w, c)` of an activation and `(o, i, kh, kw)` of a filter.
fn conv_dims(
    input: &TensorType,
    weight: &TensorType,
    dl: DataLayout,
    kl: KernelLayout,
) -> Result<([usize; 4], [usize; 4]), String> {
    rank("input", input, 4)?;
    rank("weight", weight, 4)?;
    let x = dl.axes().map(|a| input.shape[a]);
    let k = kl.axes().map(|a| weight.shape[a]);
    Ok((x, k))
}

fn conv_common(
    input: &TensorType,
    weight: &TensorType,
    a: &Conv2dAttrs,
) -> Result<(Shape, usize, usize), String> {
    let ([n, _, _, c], [o, i, kh, kw]) = conv_dims(input, weight, a.data_layout, a.kernel_layout)?;
    if a.groups == 0 || c != i.saturating_mul(a.groups) || o % a.groups != 0 {
        return Err(format!(
            "groups = {}: input channels {c} must equal weight input channels {i} x groups, and output channels {o} must be a multiple of groups",
            a.groups
        ));
    }
    let (oh, ow) = window_out(
        a.data_layout,
        input,
        [kh, kw],
        a.strides,
        a.dilation,
        a.padding,
    )?;
    Ok((
        layout_shape(a.data_layout, n, oh, ow, o),
        o,
        a.kernel_layout.axes()[0],
    ))
}

fn check_bias(args: &[&TensorType], o: usize, acc: DType) -> Result<(), String> {
    if let Some(b) = args.get(2) {
        if b.dtype != acc || b.shape.as_slice() != [o] {
            return Err(format!(
                "bias must be tensor<{o}x{acc}> (the accumulator type), found {b}"
            ));
        }
    }
    Ok(())
}

fn check_weight_q(w_q: &QParams, weight: &TensorType, o_axis: usize) -> Result<(), String> {
    qp("w_q", w_q, weight)?;
    match w_q.axis() {
        Some(ax) if ax != o_axis => Err(format!(
            "w_q: per-axis quantization must be on the output-channel axis {o_axis}, found {ax}"
        )),
        _ => Ok(()),
    }
}

fn check_rescale_out(
    chk: &mut Checks,
    out_q: &Option<QParams>,
    acc: DType,
    shape: Shape,
    out: Option<DType>,
    clamp: &Option<[i64; 2]>,
) -> Result<TensorType, String> {
    dtype_in("acc", acc, &[DType::I32, DType::I64])?;
    let dtype = match out_q {
        None => same_dtype(out, acc)?,
        Some(q) => {
            let d = result_dtype(out, ACTIVATION_TYPES, None)?;
            chk.add(qp_tensor(
                "out_q",
                q,
                &TensorType {
                    dtype: d,
                    shape: shape.clone(),
                },
            ));
            d
        }
    };
    chk.add(check_clamp(clamp, dtype));
    Ok(TensorType { dtype, shape })
}

pub(crate) fn qnn_quantize(a: &QuantizeAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let mut chk = Checks::default();
    dtype_in("input", args[0].dtype, &[DType::F32])?;
    if !matches!(
        a.rounding,
        Rounding::ToNearest | Rounding::HalfEven | Rounding::Upward
    ) {
        return Err(format!("rounding: `{}` is a fixed-point mode; float quantization takes to_nearest, half_even or upward", a.rounding).into());
    }
    let ty = args[0].with_dtype(result_dtype(out, ACTIVATION_TYPES, None)?);
    chk.add(qp("out_q", &a.out_q, &ty));
    chk.finish(ty)
}

pub(crate) fn qnn_dequantize(a: &DequantizeAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let mut chk = Checks::default();
    dtype_in("input", args[0].dtype, ACTIVATION_TYPES)?;
    chk.add(qp("in_q", &a.in_q, args[0]));
    let ty = args[0].with_dtype(result_dtype(out, &[DType::F32], Some(DType::F32))?);
    chk.finish(ty)
}

pub(crate) fn qnn_requantize(a: &RequantizeAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let mut chk = Checks::default();
    let x = args[0];
    dtype_in("input", x.dtype, INT_TYPES)?;
    chk.add(qp("in_q", &a.in_q, x));
    let ty = x.with_dtype(result_dtype(out, ACTIVATION_TYPES, None)?);
    chk.add(qp("out_q", &a.out_q, &ty));
    if let (Some(i), Some(o)) = (a.in_q.axis(), a.out_q.axis()) {
        if i != o {
            return Err(format!("out_q: per-axis on axis {o} but in_q is on axis {i}").into());
        }
    }
    chk.add(check_clamp(&a.clamp, ty.dtype));
    chk.finish(ty)
}

pub(crate) fn qnn_conv2d(a: &QnnConv2dAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let mut chk = Checks::default();
    let (x, w) = (args[0], args[1]);
    dtype_in("input", x.dtype, &[DType::I8, DType::U8, DType::I16])?;
    // i16 weights: what Legalize gives targets without fast 8-bit products.
    dtype_in("weight", w.dtype, &[DType::I8, DType::U8, DType::I16])?;
    let (shape, o, o_axis) = conv_common(x, w, &a.window())?;
    chk.add(qp_tensor("in_q", &a.in_q, x));
    chk.add(check_weight_q(&a.w_q, w, o_axis));
    chk.add(check_bias(args, o, a.acc));
    let ty = check_rescale_out(&mut chk, &a.out_q, a.acc, shape, out, &a.clamp)?;
    chk.finish(ty)
}

/// `(batch, k, o)` and the result shape of a TFLite-style fully connected layer.
fn dense_shape(x: &TensorType, w: &TensorType, keep_dims: bool) -> Result<(Shape, usize), String> {
    rank("weight", w, 2)?;
    let (o, k) = (w.shape[0], w.shape[1]);
    let n = x.num_elements().ok_or("input element count overflows")?;
    if x.rank() == 0 || k == 0 || n % k != 0 {
        return Err(format!(
            "input {x} cannot be viewed as [batch, {k}] for weight {w}"
        ));
    }
    let shape = if keep_dims {
        if x.shape.last() != Some(&k) {
            return Err(format!(
                "keep_dims needs the input's last dimension to be {k}, found {x}"
            ));
        }
        let mut s: Shape = x.shape[..x.rank() - 1].into();
        s.push(o);
        s
    } else {
        Shape::from_slice(&[n / k, o])
    };
    Ok((shape, o))
}

pub(crate) fn qnn_dense(a: &QnnDenseAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let mut chk = Checks::default();
    let (x, w) = (args[0], args[1]);
    dtype_in("input", x.dtype, &[DType::I8, DType::U8, DType::I16])?;
    // i16 weights: what Legalize gives targets without fast 8-bit products.
    dtype_in("weight", w.dtype, &[DType::I8, DType::U8, DType::I16])?;
    let (shape, o) = dense_shape(x, w, a.keep_dims)?;
    chk.add(qp_tensor("in_q", &a.in_q, x));
    chk.add(check_weight_q(&a.w_q, w, 0));
    chk.add(check_bias(args, o, a.acc));
    let ty = check_rescale_out(&mut chk, &a.out_q, a.acc, shape, out, &a.clamp)?;
    chk.finish(ty)
}

pub(crate) fn qnn_hybrid_conv2d(
    a: &QnnHybridConv2dAttrs,
    args: &[&TensorType],
    out: Option<DType>,
) -> R {
    let mut chk = Checks::default();
    let (x, w) = (args[0], args[1]);
    dtype_in("input", x.dtype, &[DType::F32])?;
    dtype_in("weight", w.dtype, &[DType::I8])?;
    if a.data_layout != DataLayout::Nhwc {
        return Err("data_layout: qnn.hybrid_conv2d quantizes each image in NHWC order, found another layout".to_string().into());
    }
    let (shape, o, o_axis) = conv_common(x, w, &a.window())?;
    chk.add(check_weight_q(&a.w_q, w, o_axis));
    chk.add(hybrid_weight_zp(&a.w_q));
    chk.add(hybrid_bias(args, o));
    same_dtype(out, DType::F32)?;
    chk.finish(TensorType {
        dtype: DType::F32,
        shape,
    })
}

/// The weight zero points of a hybrid op, which must be 0.
fn hybrid_weight_zp(w_q: &QParams) -> Result<(), String> {
    if (0..w_q.num_channels()).any(|c| w_q.zero_point(c) != 0) {
        return Err(
            "w_q: the weight zero points must be 0 (TFLite's hybrid kernels ignore them)".into(),
        );
    }
    Ok(())
}

/// The optional `f32` bias of a hybrid op with `o` output channels.
fn hybrid_bias(args: &[&TensorType], o: usize) -> Result<(), String> {
    match args.get(2) {
        Some(b) if b.dtype != DType::F32 || b.shape.as_slice() != [o] => Err(format!(
            "bias must be tensor<{o}xf32> (the output starts from it), found {b}"
        )),
        _ => Ok(()),
    }
}

pub(crate) fn qnn_hybrid_dense(
    a: &QnnHybridDenseAttrs,
    args: &[&TensorType],
    out: Option<DType>,
) -> R {
    let mut chk = Checks::default();
    let (x, w) = (args[0], args[1]);
    dtype_in("input", x.dtype, &[DType::F32])?;
    // i16 / i32 weights: what Legalize gives targets without `dense(i8, i8)`.
    dtype_in("weight", w.dtype, &[DType::I8, DType::I16, DType::I32])?;
    let (shape, o) = dense_shape(x, w, a.keep_dims)?;
    chk.add(check_weight_q(&a.w_q, w, 0));
    if (0..a.w_q.num_channels()).any(|c| a.w_q.zero_point(c) != 0) {
        chk.add(Err(
            "w_q: the weight zero points must be 0 (TFLite's hybrid kernels ignore them)".into(),
        ));
    }
    if let Some(b) = args
        .get(2)
        .filter(|b| b.dtype != DType::F32 || b.shape.as_slice() != [o])
    {
        chk.add(Err(format!(
            "bias must be tensor<{o}xf32> (the output starts from it), found {b}"
        )));
    }
    same_dtype(out, DType::F32)?;
    chk.finish(TensorType {
        dtype: DType::F32,
        shape,
    })
}

/// Shared by `qnn.add`, `qnn.subtract` and `qnn.mul`.
pub(crate) trait BinaryQ {
    fn qs(&self) -> (&QParams, &QParams, &QParams, &Option<[i64; 2]>);
    /// Op-specific checks of the rounding mode against the operand type.
    fn check_mode(&self, _operands: DType) -> Result<(), String> {
        Ok(())
    }
    /// Op-specific checks of the quantization parameters that TFLite's Prepare makes.
    fn check_prepare(&self, _operands: DType, _out: DType) -> Result<(), String> {
        Ok(())
    }
}
impl BinaryQ for QnnAddAttrs {
    fn qs(&self) -> (&QParams, &QParams, &QParams, &Option<[i64; 2]>) {
        (&self.lhs_q, &self.rhs_q, &self.out_q, &self.clamp)
    }
    /// TFLite's ADD/SUB are integer-only and prescale 8-bit operands by 2^20, 16-bit by 2^15.
    fn check_mode(&self, operands: DType) -> Result<(), String> {
        if self.rounding == Rounding::F64HalfAway {
            return Err("rounding: f64_half_away has no add/subtract form (TFLite's ADD/SUB are integer-only)".into());
        }
        if self.rounding.is_tflite()
            && !matches!(operands, DType::I8 | DType::U8 | DType::I16 | DType::U16)
        {
            return Err(format!(
                "rounding: the TFLite scheme ({}) is defined for 8- and 16-bit operands, found {operands}",
                self.rounding
            ));
        }
        Ok(())
    }
    /// TFLite's Prepare rejects int16 power-of-two scales whose shifts its kernel cannot
    /// apply (both operands shifted, or a positive shift).
    fn check_prepare(&self, operands: DType, out: DType) -> Result<(), String> {
        if !(self.pot_int16
            && self.rounding.is_tflite()
            && operands == DType::I16
            && out == DType::I16)
        {
            return Ok(());
        }
        let zp = |q: &QParams| i32::try_from(q.zero_point(0)).unwrap_or(1);
        qnn_arith::pot_int16_params(
            true,
            self.lhs_q.scale(0),
            zp(&self.lhs_q),
            self.rhs_q.scale(0),
            zp(&self.rhs_q),
            self.out_q.scale(0),
            zp(&self.out_q),
        )
        .map(|_| ())
        .map_err(|e| format!("pot_int16: {e}"))
    }
}
impl BinaryQ for QnnMulAttrs {
    fn qs(&self) -> (&QParams, &QParams, &QParams, &Option<[i64; 2]>) {
        (&self.lhs_q, &self.rhs_q, &self.out_q, &self.clamp)
    }
}

pub(crate) fn qnn_binary<A: BinaryQ>(a: &A, args: &[&TensorType], out: Option<DType>) -> R {
    let mut chk = Checks::default();
    let (l, r) = (args[0], args[1]);
    let (lq, rq, oq, clamp) = a.qs();
    dtype_in("lhs", l.dtype, ACTIVATION_TYPES)?;
    if l.dtype != r.dtype {
        return Err(format!(
            "lhs and rhs element types differ: {} vs {}",
            l.dtype, r.dtype
        )
        .into());
    }
    let ty = TensorType {
        dtype: result_dtype(out, ACTIVATION_TYPES, Some(l.dtype))?,
        shape: broadcast(&l.shape, &r.shape)?,
    };
    chk.add(qp_tensor("lhs_q", lq, l));
    chk.add(qp_tensor("rhs_q", rq, r));
    chk.add(qp_tensor("out_q", oq, &ty));
    chk.add(check_clamp(clamp, ty.dtype));
    chk.add(a.check_mode(l.dtype));
    if chk.is_clean() {
        chk.add(a.check_prepare(l.dtype, ty.dtype));
    }
    chk.finish(ty)
}

pub(crate) fn pool2d(a: &PoolAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let mut chk = Checks::default();
    let x = args[0];
    rank("input", x, 4)?;
    dtype_in("input", x.dtype, ACTIVATION_TYPES)?;
    let (oh, ow) = window_out(a.layout, x, a.kernel, a.strides, [1, 1], a.padding)?;
    let [n, _, _, c] = a.layout.axes().map(|i| x.shape[i]);
    let ty = TensorType {
        dtype: same_dtype(out, x.dtype)?,
        shape: layout_shape(a.layout, n, oh, ow, c),
    };
    chk.add(check_clamp(&a.clamp, ty.dtype));
    chk.finish(ty)
}

pub(crate) fn qnn_mean(a: &QnnMeanAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let mut chk = Checks::default();
    let x = args[0];
    dtype_in("input", x.dtype, ACTIVATION_TYPES)?;
    axes_ok("axes", &a.axes, x.rank())?;
    if a.rounding == Rounding::F64HalfAway {
        return Err("rounding: f64_half_away is not defined for qnn.mean (its 1/N is folded into a fixed-point multiplier)".into());
    }
    let ty = TensorType {
        dtype: result_dtype(out, ACTIVATION_TYPES, Some(x.dtype))?,
        shape: reduce_shape(&x.shape, &a.axes, a.keep_dims),
    };
    chk.add(qp_tensor("in_q", &a.in_q, x));
    chk.add(qp_tensor("out_q", &a.out_q, &ty));
    chk.finish(ty)
}

/// `qnn.sum`: 8-bit tensors (TFLite's quantized SUM), the result of the input's type.
pub(crate) fn qnn_sum(a: &QnnSumAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let mut chk = Checks::default();
    let x = args[0];
    dtype_in("input", x.dtype, &[DType::I8, DType::U8])?;
    axes_ok("axes", &a.axes, x.rank())?;
    let ty = TensorType {
        dtype: same_dtype(out, x.dtype)?,
        shape: reduce_shape(&x.shape, &a.axes, a.keep_dims),
    };
    chk.add(qp_tensor("in_q", &a.in_q, x));
    chk.add(qp_tensor("out_q", &a.out_q, &ty));
    chk.finish(ty)
}

pub(crate) fn qnn_concatenate(a: &QnnConcatAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let mut chk = Checks::default();
    let first = args[0];
    dtype_in("inputs", first.dtype, ACTIVATION_TYPES)?;
    if a.in_q.len() != args.len() {
        return Err(format!(
            "in_q has {} entries for {} inputs",
            a.in_q.len(),
            args.len()
        )
        .into());
    }
    if a.axis >= first.rank() {
        return Err(format!("axis {} is out of range for rank {}", a.axis, first.rank()).into());
    }
    let mut shape = first.shape.clone();
    shape[a.axis] = 0;
    for (i, t) in args.iter().enumerate() {
        let same_rest = t.rank() == first.rank()
            && t.shape
                .iter()
                .zip(&first.shape)
                .enumerate()
                .all(|(d, (x, y))| d == a.axis || x == y);
        if t.dtype != first.dtype || !same_rest {
            return Err(format!(
                "input {i} ({t}) does not match input 0 ({first}) outside axis {}",
                a.axis
            )
            .into());
        }
        shape[a.axis] = shape[a.axis]
            .checked_add(t.shape[a.axis])
            .ok_or("concatenated extent overflows")?;
        chk.add(qp_tensor(&format!("in_q[{i}]"), &a.in_q[i], t));
    }
    let ty = TensorType {
        dtype: same_dtype(out, first.dtype)?,
        shape,
    };
    chk.add(qp_tensor("out_q", &a.out_q, &ty));
    chk.finish(ty)
}

/// Checks that `q` is the fixed quantization a TFLite kernel writes, `q(scale, zero_point)`,
/// with the scale within TFLite's own 0.1 % tolerance (`TF_LITE_ENSURE_NEAR`).
fn fixed_q(field: &str, q: &QParams, scale: f64, zero_point: i64) -> Result<(), String> {
    let s = f64::from(q.scale(0));
    if q.zero_point(0) != zero_point || (s - scale).abs() > 1e-3 * scale {
        return Err(format!(
            "{field}: this kernel's output quantization is q({scale:?}, {zero_point}), found q({s:?}, {})",
            q.zero_point(0)
        ));
    }
    Ok(())
}

fn zero_zp(field: &str, q: &QParams) -> Result<(), String> {
    match q.zero_point(0) {
        0 => Ok(()),
        z => Err(format!(
            "{field}: the int16 kernel needs zero point 0, found {z}"
        )),
    }
}

/// The checks shared by the quantized unary ops: the input one of `allowed`, the result of
/// the input's type, both parameter sets per-tensor for their tensors.
fn quantized_unary(
    in_q: &QParams,
    out_q: &QParams,
    x: &TensorType,
    out: Option<DType>,
    allowed: &[DType],
) -> Result<(Checks, TensorType), String> {
    dtype_in("input", x.dtype, allowed)?;
    let ty = x.with_dtype(same_dtype(out, x.dtype)?);
    let mut chk = Checks::default();
    chk.add(qp_tensor("in_q", in_q, x));
    chk.add(qp_tensor("out_q", out_q, &ty));
    Ok((chk, ty))
}

/// `qnn.logistic` and `qnn.tanh`: 8-bit tables take any parameters; the int16 kernels are
/// fixed-point with `in_zp = 0` and output `q(1/32768, 0)`.
pub(crate) fn qnn_lut_unary(a: &QnnUnaryAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let x = args[0];
    let all = [DType::I8, DType::U8, DType::I16];
    let (mut chk, ty) = quantized_unary(&a.in_q, &a.out_q, x, out, &all)?;
    if x.dtype == DType::I16 {
        chk.add(zero_zp("in_q", &a.in_q));
        chk.add(fixed_q("out_q", &a.out_q, 1.0 / 32768.0, 0));
    }
    chk.finish(ty)
}

/// `qnn.leaky_relu`: 8- and 16-bit tensors, the result of the input's type, a finite alpha.
pub(crate) fn qnn_leaky_relu(a: &QnnLeakyReluAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let all = [DType::I8, DType::U8, DType::I16];
    let (mut chk, ty) = quantized_unary(&a.in_q, &a.out_q, args[0], out, &all)?;
    if !a.alpha.get().is_finite() {
        chk.add(Err(format!("alpha: {} is not finite", a.alpha.get())));
    }
    chk.finish(ty)
}

/// Two operands of one of the `allowed` types, broadcast: the result type (of their type).
fn same_type_broadcast(
    (a, a_name): (&TensorType, &str),
    (b, b_name): (&TensorType, &str),
    out: Option<DType>,
    allowed: &[DType],
) -> Result<TensorType, String> {
    dtype_in(a_name, a.dtype, allowed)?;
    if b.dtype != a.dtype {
        return Err(format!("{b_name} is {}, the {a_name} {}", b.dtype, a.dtype));
    }
    Ok(TensorType {
        dtype: same_dtype(out, a.dtype)?,
        shape: broadcast(&a.shape, &b.shape)?,
    })
}

/// `qnn.prelu`: 8- or 16-bit input and alpha of one type, broadcast; the result of that type.
pub(crate) fn qnn_prelu(a: &QnnPreluAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let mut chk = Checks::default();
    let (x, alpha) = (args[0], args[1]);
    let all = [DType::I8, DType::U8, DType::I16];
    let ty = same_type_broadcast((x, "input"), (alpha, "alpha"), out, &all)?;
    chk.add(qp_tensor("in_q", &a.in_q, x));
    chk.add(qp_tensor("alpha_q", &a.alpha_q, alpha));
    chk.add(qp_tensor("out_q", &a.out_q, &ty));
    chk.finish(ty)
}

/// The result shape of a batched matrix product of `l` `[.., M, K]` and `r` `[.., K, N]`.
fn matmul_shape(l: &TensorType, r: &TensorType) -> Result<Shape, String> {
    if l.rank() < 2 || r.rank() < 2 {
        return Err(format!("operands need rank 2 or more, found {l} and {r}"));
    }
    let (lr, rr) = (l.rank(), r.rank());
    let (m, k) = (l.shape[lr - 2], l.shape[lr - 1]);
    let (k2, n) = (r.shape[rr - 2], r.shape[rr - 1]);
    if k != k2 {
        return Err(format!("{l} and {r} disagree on the reduced dimension"));
    }
    let mut shape = broadcast(&l.shape[..lr - 2], &r.shape[..rr - 2])?;
    shape.push(m);
    shape.push(n);
    Ok(shape)
}

pub(crate) fn batch_matmul(_: &NoAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let (l, r) = (args[0], args[1]);
    let dtype = if l.dtype.is_float() {
        if r.dtype != l.dtype {
            return Err(format!("lhs is {}, rhs {}", l.dtype, r.dtype).into());
        }
        same_dtype(out, l.dtype)?
    } else {
        dtype_in("lhs", l.dtype, INT_TYPES)?;
        dtype_in("rhs", r.dtype, INT_TYPES)?;
        result_dtype(out, &[DType::I32, DType::I64], None)?
    };
    Ok(TensorType {
        dtype,
        shape: matmul_shape(l, r)?,
    })
}

pub(crate) fn qnn_batch_matmul(
    a: &QnnBatchMatmulAttrs,
    args: &[&TensorType],
    out: Option<DType>,
) -> R {
    let mut chk = Checks::default();
    let (l, r) = (args[0], args[1]);
    dtype_in("lhs", l.dtype, &[DType::I8, DType::U8, DType::I16])?;
    dtype_in("rhs", r.dtype, &[DType::I8, DType::U8, DType::I16])?;
    dtype_in("acc", a.acc, &[DType::I32, DType::I64])?;
    let ty = TensorType {
        dtype: result_dtype(out, &[DType::I8, DType::U8, DType::I16], Some(l.dtype))?,
        shape: matmul_shape(l, r)?,
    };
    chk.add(qp_tensor("lhs_q", &a.lhs_q, l));
    chk.add(qp_tensor("rhs_q", &a.rhs_q, r));
    chk.add(qp_tensor("out_q", &a.out_q, &ty));
    chk.finish(ty)
}

/// `qnn.squared_difference`: int8 operands of one type, broadcast.
pub(crate) fn qnn_squared_difference(
    a: &QnnBinaryAttrs,
    args: &[&TensorType],
    out: Option<DType>,
) -> R {
    let mut chk = Checks::default();
    let (l, r) = (args[0], args[1]);
    dtype_in("lhs", l.dtype, &[DType::I8])?;
    dtype_in("rhs", r.dtype, &[DType::I8])?;
    let ty = TensorType {
        dtype: same_dtype(out, l.dtype)?,
        shape: broadcast(&l.shape, &r.shape)?,
    };
    chk.add(qp_tensor("lhs_q", &a.lhs_q, l));
    chk.add(qp_tensor("rhs_q", &a.rhs_q, r));
    chk.add(qp_tensor("out_q", &a.out_q, &ty));
    chk.finish(ty)
}

/// `qnn.log_softmax`: int8 with output `q(16/256, 127)` (TFLite's `Prepare` checks), an
/// input scale whose reverse scaling TFLite can represent.
pub(crate) fn qnn_log_softmax(a: &QnnUnaryAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let x = args[0];
    let (mut chk, ty) = quantized_unary(&a.in_q, &a.out_q, x, out, &[DType::I8])?;
    chk.add(fixed_q("out_q", &a.out_q, 16.0 / 256.0, 127));
    if a.in_q.num_channels() == 1 {
        let p = qnn_arith::log_softmax_i8_params(a.in_q.scale(0));
        if p.reverse_multiplier <= 0 || p.reverse_shift > 0 {
            chk.add(Err(format!(
                "in_q: scale {} is too small for TFLite's LOG_SOFTMAX (its reverse scaling is not below 1)",
                a.in_q.scale(0)
            )));
        }
    }
    chk.finish(ty)
}

/// `qnn.div`: operands of one 8- or 16-bit type, broadcast; the result of that type.
pub(crate) fn qnn_div(a: &QnnDivAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let mut chk = Checks::default();
    let (l, r) = (args[0], args[1]);
    let all = [DType::I8, DType::U8, DType::I16];
    let ty = same_type_broadcast((l, "lhs"), (r, "rhs"), out, &all)?;
    chk.add(qp_tensor("lhs_q", &a.lhs_q, l));
    chk.add(qp_tensor("rhs_q", &a.rhs_q, r));
    chk.add(qp_tensor("out_q", &a.out_q, &ty));
    chk.add(check_clamp(&a.clamp, ty.dtype));
    chk.finish(ty)
}

/// `qnn.exp`: 8-bit tensors, or int16 with zero points 0; the result of the input's type.
pub(crate) fn qnn_exp(a: &QnnUnaryAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    table_unary(a, args[0], out, &[DType::I8, DType::U8, DType::I16])
}

/// `qnn.rsqrt`: int8, or int16 with zero points 0 (TFLite's `GenericPrepare`).
pub(crate) fn qnn_rsqrt(a: &QnnUnaryAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    table_unary(a, args[0], out, &[DType::I8, DType::I16])
}

/// `qnn.elu`: int8 (TFLite's only quantized ELU).
pub(crate) fn qnn_elu(a: &QnnUnaryAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    table_unary(a, args[0], out, &[DType::I8])
}

/// `qnn.gelu`: 8-bit tensors, the result of the input's type.
pub(crate) fn qnn_gelu(a: &QnnGeluAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let (chk, ty) = quantized_unary(&a.in_q, &a.out_q, args[0], out, &[DType::I8, DType::U8])?;
    chk.finish(ty)
}

/// The ops whose 8-bit form is a 256-entry table and whose int16 form a 513-entry
/// interpolated table with zero points 0: the input one of `allowed`.
fn table_unary(a: &QnnUnaryAttrs, x: &TensorType, out: Option<DType>, allowed: &[DType]) -> R {
    let (mut chk, ty) = quantized_unary(&a.in_q, &a.out_q, x, out, allowed)?;
    if x.dtype == DType::I16 {
        chk.add(zero_zp("in_q", &a.in_q));
        chk.add(zero_zp("out_q", &a.out_q));
    }
    chk.finish(ty)
}

/// `qnn.abs`: int8, or int16 with zero points 0 (TFLite's `Prepare` checks).
pub(crate) fn qnn_abs(a: &QnnUnaryAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let x = args[0];
    let (mut chk, ty) = quantized_unary(&a.in_q, &a.out_q, x, out, &[DType::I8, DType::I16])?;
    if x.dtype == DType::I16 {
        chk.add(zero_zp("in_q", &a.in_q));
        chk.add(zero_zp("out_q", &a.out_q));
    }
    chk.finish(ty)
}

/// `qnn.hard_swish`: TFLite's reference kernel, 8-bit tensors.
pub(crate) fn qnn_hard_swish(a: &QnnUnaryAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let mut chk = Checks::default();
    let x = args[0];
    dtype_in("input", x.dtype, &[DType::I8, DType::U8])?;
    let ty = x.with_dtype(same_dtype(out, x.dtype)?);
    let params_ok = qp_tensor("in_q", &a.in_q, x).and(qp_tensor("out_q", &a.out_q, &ty));
    if params_ok.is_ok() {
        // TFLite's Prepare rejects an output scale too small for the input scale.
        let (in_zp, out_zp) = (a.in_q.zero_point(0), a.out_q.zero_point(0));
        let p = qnn_arith::hard_swish_params(
            a.in_q.scale(0),
            i32::try_from(in_zp).unwrap_or(0),
            a.out_q.scale(0),
            i32::try_from(out_zp).unwrap_or(0),
        );
        chk.add(p.validate().map_err(|e| format!("out_q: {e}")));
    }
    chk.add(params_ok);
    chk.finish(ty)
}

pub(crate) fn qnn_softmax(a: &QnnSoftmaxAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let mut chk = Checks::default();
    let x = args[0];
    dtype_in("input", x.dtype, &[DType::I8, DType::U8, DType::I16])?;
    if x.rank() == 0 {
        return Err("input must have rank >= 1".into());
    }
    let beta = a.beta.get();
    if !(beta.is_finite() && beta > 0.0) {
        return Err(format!("beta: {beta:?} must be finite and > 0").into());
    }
    let allowed: &[DType] = match x.dtype {
        DType::I16 => &[DType::I16],
        _ => &[DType::I8, DType::U8, DType::I16],
    };
    let ty = x.with_dtype(result_dtype(out, allowed, Some(x.dtype))?);
    chk.add(qp_tensor("in_q", &a.in_q, x));
    chk.add(qp_tensor("out_q", &a.out_q, &ty));
    if x.dtype == DType::I16 {
        chk.add(zero_zp("in_q", &a.in_q));
    }
    // TFLite writes probabilities as q(1/2^bits, type_min), bits = the output width, except
    // the int16 -> int16 kernel, which writes q(1/32768, 0).
    let (scale, zp) = match (x.dtype, ty.dtype) {
        (DType::I16, _) => (1.0 / 32768.0, 0),
        (_, DType::I16) => (1.0 / 65536.0, -32768),
        (_, d) => (1.0 / 256.0, d.int_min().unwrap_or(0)),
    };
    chk.add(fixed_q("out_q", &a.out_q, scale, zp));
    chk.finish(ty)
}

pub(crate) fn constant(a: &ConstAttrs, _args: &[&TensorType], out: Option<DType>) -> R {
    let ty = a.value.ty().clone();
    same_dtype(out, ty.dtype)?;
    Ok(ty)
}

/// The operand types of integer `conv2d` and `dense`.
const MAC_TYPES: &[DType] = &[DType::I8, DType::U8, DType::I16, DType::U16, DType::I32];

/// The result element type of a product (`conv2d`, `dense`) or window/axis sum (`pool_sum`,
/// `sum`): `f32` for `f32` operands (every operand `f32`), else an integer accumulator (`i32`
/// or `i64`, given) over integer operands named by `names`, each of one of `allowed`.
fn accumulator(
    args: &[&TensorType],
    names: &[&str],
    allowed: &[DType],
    out: Option<DType>,
) -> Result<DType, String> {
    if args[0].dtype == DType::F32 {
        if let Some(t) = args.iter().find(|t| t.dtype != DType::F32) {
            return Err(format!("a float product needs f32 operands, found {t}"));
        }
        return same_dtype(out, DType::F32);
    }
    for (t, name) in args.iter().zip(names) {
        dtype_in(name, t.dtype, allowed)?;
    }
    result_dtype(out, &[DType::I32, DType::I64], None)
}

pub(crate) fn conv2d(a: &Conv2dAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let dtype = accumulator(args, &["input", "weight"], MAC_TYPES, out)?;
    let (shape, _, _) = conv_common(args[0], args[1], a)?;
    Ok(TensorType { dtype, shape })
}

pub(crate) fn dense(_: &NoAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let (x, w) = (args[0], args[1]);
    rank("input", x, 2)?;
    let dtype = accumulator(args, &["input", "weight"], MAC_TYPES, out)?;
    let (shape, _) = dense_shape(x, w, false)?;
    if x.shape[1] != w.shape[1] {
        return Err(format!("input {x} and weight {w} disagree on K").into());
    }
    Ok(TensorType { dtype, shape })
}

pub(crate) fn cast(_: &NoAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    Ok(args[0].with_dtype(result_dtype(out, &DType::ALL, None)?))
}

/// The broadcast shape of two operands of one element type.
fn same_dtype_shape(l: &TensorType, r: &TensorType) -> Result<Shape, String> {
    if l.dtype != r.dtype {
        return Err(format!(
            "lhs and rhs element types differ: {} vs {}",
            l.dtype, r.dtype
        ));
    }
    broadcast(&l.shape, &r.shape)
}

pub(crate) fn binary(_: &NoAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let shape = same_dtype_shape(args[0], args[1])?;
    Ok(TensorType {
        dtype: same_dtype(out, args[0].dtype)?,
        shape,
    })
}

/// `greater_equal`: operands of one type, broadcast; an `i8` result.
pub(crate) fn compare(_: &NoAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let shape = same_dtype_shape(args[0], args[1])?;
    Ok(TensorType {
        dtype: same_dtype(out, DType::I8)?,
        shape,
    })
}

/// `select`: an integer condition, two branches of one type; the three shapes broadcast.
pub(crate) fn select(_: &NoAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let (c, a, b) = (args[0], args[1], args[2]);
    if !c.dtype.is_int() {
        return Err(format!("cond must be an integer tensor, found {}", c.dtype).into());
    }
    if a.dtype != b.dtype {
        return Err(format!(
            "on_true and on_false element types differ: {} vs {}",
            a.dtype, b.dtype
        )
        .into());
    }
    Ok(TensorType {
        dtype: same_dtype(out, a.dtype)?,
        shape: broadcast(&broadcast(&c.shape, &a.shape)?, &b.shape)?,
    })
}

pub(crate) fn fixed_point_multiply(
    a: &FixedPointMultiplyAttrs,
    args: &[&TensorType],
    out: Option<DType>,
) -> R {
    let x = args[0];
    dtype_in("input", x.dtype, &[DType::I32, DType::I64])?;
    if a.rounding == Rounding::F64HalfAway {
        return Err(
            "rounding: f64_half_away needs a real multiplier, not a fixed-point one".into(),
        );
    }
    if a.multiplier.len() != a.shift.len() {
        return Err(format!(
            "multiplier has {} entries but shift has {}",
            a.multiplier.len(),
            a.shift.len()
        )
        .into());
    }
    let want = match a.axis {
        None => 1,
        Some(ax) => *x
            .shape
            .get(ax)
            .ok_or_else(|| format!("axis {ax} is out of range for rank {}", x.rank()))?,
    };
    if a.multiplier.len() != want {
        return Err(format!(
            "multiplier has {} entries, expected {want}",
            a.multiplier.len()
        )
        .into());
    }
    if let Some(s) = a.shift.iter().find(|s| !(-62..=31).contains(*s)) {
        return Err(format!("shift {s} is outside [-62, 31]").into());
    }
    Ok(x.with_dtype(result_dtype(
        out,
        &[DType::I32, DType::I64],
        Some(DType::I32),
    )?))
}

pub(crate) fn clip(a: &ClipAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let x = args[0];
    let d = same_dtype(out, x.dtype)?;
    if d.is_float() {
        let exact = |v: i64| match d {
            DType::F32 => (v as f32) as i64 == v && (v as f32).abs() < 9.0e18,
            _ => (v as f64) as i64 == v && (v as f64).abs() < 9.0e18,
        };
        if a.min > a.max || !exact(a.min) || !exact(a.max) {
            return Err(format!(
                "min/max: [{}, {}] is not an ordered range of values exactly representable in {d}",
                a.min, a.max
            )
            .into());
        }
        return Ok(x.clone());
    }
    check_clamp(&Some([a.min, a.max]), d).map_err(|e| e.replace("clamp", "min/max"))?;
    Ok(x.clone())
}

pub(crate) fn pad(a: &PadAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let x = args[0];
    let d = same_dtype(out, x.dtype)?;
    if a.pads.len() != x.rank() {
        return Err(format!("pads has {} entries for rank {}", a.pads.len(), x.rank()).into());
    }
    if d.is_int() && !d.contains(a.value) {
        return Err(format!("value {} is outside the range of {d}", a.value).into());
    }
    let shape = x
        .shape
        .iter()
        .zip(&a.pads)
        .map(|(&s, [b, e])| s.checked_add(*b).and_then(|v| v.checked_add(*e)))
        .collect::<Option<Shape>>()
        .ok_or("padded extent overflows")?;
    Ok(TensorType { dtype: d, shape })
}

pub(crate) fn sum(a: &ReduceAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let x = args[0];
    let dtype = accumulator(args, &["input"], INT_TYPES, out)?;
    axes_ok("axes", &a.axes, x.rank())?;
    Ok(TensorType {
        dtype,
        shape: reduce_shape(&x.shape, &a.axes, a.keep_dims),
    })
}

pub(crate) fn reshape(a: &ReshapeAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let x = args[0];
    if num_elements(&a.shape) != x.num_elements() {
        return Err(format!("shape {:?} has a different element count than {x}", a.shape).into());
    }
    Ok(TensorType {
        dtype: same_dtype(out, x.dtype)?,
        shape: a.shape.iter().copied().collect(),
    })
}

pub(crate) fn transpose(a: &TransposeAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let x = args[0];
    let mut seen = vec![false; x.rank()];
    if a.perm.len() != x.rank()
        || !a
            .perm
            .iter()
            .all(|&p| p < x.rank() && !std::mem::replace(&mut seen[p], true))
    {
        return Err(format!("perm {:?} is not a permutation of 0..{}", a.perm, x.rank()).into());
    }
    Ok(TensorType {
        dtype: same_dtype(out, x.dtype)?,
        shape: a.perm.iter().map(|&p| x.shape[p]).collect(),
    })
}

/// Output extent of one dimension of a `slice`: the count of `begin, begin + stride, ...`
/// before `end`.
pub fn slice_extent(begin: i64, end: i64, stride: i64) -> Option<usize> {
    if stride == 0 {
        return None;
    }
    let span = i128::from(end) - i128::from(begin);
    let s = i128::from(stride);
    let n = if (span > 0 && s > 0) || (span < 0 && s < 0) {
        (span.abs() + s.abs() - 1) / s.abs()
    } else {
        0
    };
    usize::try_from(n).ok()
}

pub(crate) fn slice(a: &SliceAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let x = args[0];
    let r = x.rank();
    if a.begin.len() != r || a.end.len() != r || a.strides.len() != r {
        return Err(format!(
            "begin, end and strides need {r} entries each (the input's rank), found {}, {} and {}",
            a.begin.len(),
            a.end.len(),
            a.strides.len()
        )
        .into());
    }
    let mut shape = Shape::new();
    for d in 0..r {
        let (b, e, s) = (a.begin[d], a.end[d], a.strides[d]);
        let extent = x.shape[d] as i64;
        let n = slice_extent(b, e, s).ok_or_else(|| format!("dimension {d}: stride 0"))?;
        // Every index taken lies in [0, extent).
        let last = i128::from(b) + (n as i128 - 1) * i128::from(s);
        if n > 0 && (b < 0 || b >= extent || last < 0 || last >= i128::from(extent)) {
            return Err(format!(
                "dimension {d}: begin {b}, end {e}, stride {s} leave [0, {extent})"
            )
            .into());
        }
        shape.push(n);
    }
    Ok(TensorType {
        dtype: same_dtype(out, x.dtype)?,
        shape,
    })
}

pub(crate) fn gather(a: &GatherAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let (x, idx) = (args[0], args[1]);
    dtype_in("indices", idx.dtype, &[DType::I32, DType::I64])?;
    if a.axis >= x.rank() {
        return Err(format!("axis {} is out of range for rank {}", a.axis, x.rank()).into());
    }
    let mut shape: Shape = x.shape[..a.axis].iter().copied().collect();
    shape.extend(idx.shape.iter().copied());
    shape.extend(x.shape[a.axis + 1..].iter().copied());
    if num_elements(&shape).is_none() {
        return Err("result element count overflows".into());
    }
    Ok(TensorType {
        dtype: same_dtype(out, x.dtype)?,
        shape,
    })
}

pub(crate) fn tile(a: &TileAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let x = args[0];
    if a.multiples.len() != x.rank() {
        return Err(format!(
            "multiples has {} entries for rank {}",
            a.multiples.len(),
            x.rank()
        )
        .into());
    }
    let shape = x
        .shape
        .iter()
        .zip(&a.multiples)
        .map(|(&s, &m)| s.checked_mul(m))
        .collect::<Option<Shape>>()
        .ok_or("tiled extent overflows")?;
    if num_elements(&shape).is_none() {
        return Err("result element count overflows".into());
    }
    Ok(TensorType {
        dtype: same_dtype(out, x.dtype)?,
        shape,
    })
}

/// Shared by the float-only binary ops (`divide`).
pub(crate) fn float_binary(a: &NoAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    dtype_in("lhs", args[0].dtype, &[DType::F32, DType::F64])?;
    binary(a, args, out)
}

/// Shared by the integer-only binary ops (`round_divide`, `shift_left`).
pub(crate) fn int_binary(a: &NoAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    dtype_in("lhs", args[0].dtype, INT_TYPES)?;
    binary(a, args, out)
}

pub(crate) fn srdhm(a: &NoAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    dtype_in("lhs", args[0].dtype, &[DType::I32])?;
    binary(a, args, out)
}

pub(crate) fn shift_right(_: &RoundAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    int_binary(&NoAttrs {}, args, out)
}

pub(crate) fn count_leading_zeros(_: &NoAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let x = args[0];
    dtype_in("input", x.dtype, INT_TYPES)?;
    Ok(x.with_dtype(same_dtype(out, x.dtype)?))
}

pub(crate) fn fixed_point_reciprocal(_: &NoAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let x = args[0];
    dtype_in("input", x.dtype, &[DType::I32])?;
    Ok(x.with_dtype(same_dtype(out, x.dtype)?))
}

pub(crate) fn fixed_point_log(
    a: &FixedPointLogAttrs,
    args: &[&TensorType],
    out: Option<DType>,
) -> R {
    let x = args[0];
    dtype_in("input", x.dtype, &[DType::I32])?;
    for (name, bits) in [("input_bits", a.input_bits), ("output_bits", a.output_bits)] {
        if !(0..=30).contains(&bits) {
            return Err(format!("{name}: {bits} is outside 0..=30").into());
        }
    }
    Ok(x.with_dtype(same_dtype(out, x.dtype)?))
}

/// Shared by the float-only unary ops (`exp`, `tanh`, `logistic`): `f32` in and out.
pub(crate) fn float_unary(_: &NoAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let x = args[0];
    dtype_in("input", x.dtype, &[DType::F32])?;
    Ok(x.with_dtype(same_dtype(out, x.dtype)?))
}

pub(crate) fn round(_: &RoundAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let x = args[0];
    dtype_in("input", x.dtype, &[DType::F32, DType::F64])?;
    Ok(x.with_dtype(same_dtype(out, x.dtype)?))
}

pub(crate) fn table(_: &NoAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let (x, t) = (args[0], args[1]);
    dtype_in(
        "input",
        x.dtype,
        &[DType::I8, DType::U8, DType::I16, DType::U16],
    )?;
    let entries = 1usize << x.dtype.bits();
    if t.shape.as_slice() != [entries] {
        return Err(format!(
            "table must be a rank-1 tensor of {entries} entries for {} input, found {t}",
            x.dtype
        )
        .into());
    }
    Ok(x.with_dtype(same_dtype(out, t.dtype)?))
}

pub(crate) fn reduce_max(a: &ReduceAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let x = args[0];
    axes_ok("axes", &a.axes, x.rank())?;
    Ok(TensorType {
        dtype: same_dtype(out, x.dtype)?,
        shape: reduce_shape(&x.shape, &a.axes, a.keep_dims),
    })
}

pub(crate) fn arg_reduce(a: &ArgAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let x = args[0];
    if a.axis >= x.rank() {
        return Err(format!("axis {} is out of range for rank {}", a.axis, x.rank()).into());
    }
    if x.shape[a.axis] == 0 {
        return Err(format!("axis {} is empty: no index to return", a.axis).into());
    }
    Ok(TensorType {
        dtype: result_dtype(out, &[DType::I32, DType::I64], Some(DType::I32))?,
        shape: reduce_shape(&x.shape, &[a.axis], false),
    })
}

/// Result shape of an integer window op.
fn window_shape(a: &WindowAttrs, x: &TensorType) -> Result<Shape, String> {
    rank("input", x, 4)?;
    let (oh, ow) = window_out(a.layout, x, a.kernel, a.strides, [1, 1], a.padding)?;
    let [n, _, _, c] = a.layout.axes().map(|i| x.shape[i]);
    Ok(layout_shape(a.layout, n, oh, ow, c))
}

pub(crate) fn max_pool2d(a: &WindowAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let x = args[0];
    Ok(TensorType {
        dtype: same_dtype(out, x.dtype)?,
        shape: window_shape(a, x)?,
    })
}

pub(crate) fn pool_sum(a: &WindowAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let x = args[0];
    let dtype = accumulator(args, &["input"], INT_TYPES, out)?;
    Ok(TensorType {
        dtype,
        shape: window_shape(a, x)?,
    })
}

pub(crate) fn concatenate(a: &ConcatAttrs, args: &[&TensorType], out: Option<DType>) -> R {
    let first = args[0];
    if a.axis >= first.rank() {
        return Err(format!("axis {} is out of range for rank {}", a.axis, first.rank()).into());
    }
    let mut shape = first.shape.clone();
    shape[a.axis] = 0;
    for (i, t) in args.iter().enumerate() {
        let same_rest = t.rank() == first.rank()
            && t.shape
                .iter()
                .zip(&first.shape)
                .enumerate()
                .all(|(d, (x, y))| d == a.axis || x == y);
        if t.dtype != first.dtype || !same_rest {
            return Err(format!(
                "input {i} ({t}) does not match input 0 ({first}) outside axis {}",
                a.axis
            )
            .into());
        }
        shape[a.axis] = shape[a.axis]
            .checked_add(t.shape[a.axis])
            .ok_or("concatenated extent overflows")?;
    }
    Ok(TensorType {
        dtype: same_dtype(out, first.dtype)?,
        shape,
    })
}
