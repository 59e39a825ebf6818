//! The quantizer: a float graph and calibration samples in, a QNN graph out.
//!
//! 1. [`layers::find`] groups the float ops into layers; the skip rules, `Float` layers and
//!    schemes an op has no kernel for (hard swish on 16-bit activations) stay in float.
//! 2. With `weights.equalize`, [`crate::equalize`] evens out the weight ranges of consecutive
//!    products (the float graph quantized from then on).
//! 3. Calibration ([`crate::calibrate`]) runs the float graph on every sample and picks the
//!    range of each graph input and layer output (with `auto`, [`crate::clipping`] chooses
//!    among candidates); the same passes collect what bias correction (channel means) and
//!    adaptive rounding ([`crate::adaround`]: the products' input Gram matrices) need.
//! 4. The QNN graph is built layer by layer. Each float value is held either quantized (a
//!    value and its parameters) or as float; a quantized layer takes its activation inputs
//!    quantized (inserting `qnn.quantize` after a float value), a float layer takes them float
//!    (inserting `qnn.dequantize`). Graph inputs stay float (a `qnn.quantize` follows each) and
//!    graph outputs are dequantized, so the quantized graph takes and returns the tensors the
//!    float graph did.
//!
//! Parameters: activations from their calibrated range `[lo, hi]` (0 always inside):
//! asymmetric `scale = (hi - lo) / (qmax - qmin)`, `zp = qmin - round(lo / scale)`; symmetric
//! `scale = max(|lo|, hi) / qmax` with zero point 0 (the middle of an unsigned type), where
//! `qmin..qmax` is the `bits`-bit range inside the storage type. Weights likewise from their
//! own values, per output channel or per tensor, `power2` rounding the scale up to a power of
//! two. Biases: `round(b / (in_scale * w_scale[c]))`, saturated to `bias.bits`. Ops whose
//! TFLite kernels fix the output parameters (logistic, tanh, softmax) get those; pooling,
//! padding and data movement keep their input's. Where `bits` is narrower than the storage
//! type, every quantized value is kept in the `bits`-bit range: by the op's clamp, a `clip`
//! after ops without one, and for logistic, tanh and softmax a `qnn.requantize` to their
//! calibrated range.
//!
//! Products accumulate in the bias type (`i32`, or `i64` for wider biases, which rescale with
//! `tflite_int64`, TFLite's 16x8 rounding, when `rounding` is the default `tflite_double`).

use indexmap::IndexMap;
use qnn_arith::Rounding;
use qnn_ir::attrs::Precision;
use qnn_ir::ops::{
    ClipAttrs, Conv2dAttrs, DequantizeAttrs, PadAttrs, PoolAttrs, QnnAddAttrs, QnnConcatAttrs,
    QnnConv2dAttrs, QnnDenseAttrs, QnnMeanAttrs, QnnMulAttrs, QnnPreluAttrs, QnnSoftmaxAttrs,
    QnnUnaryAttrs, QuantizeAttrs, ReduceAttrs, RequantizeAttrs, WindowAttrs,
};
use qnn_ir::{verify, DType, F32Bits, Graph, Op, QParams, Tensor, TensorType, ValueId};

use crate::adaround::{self, Grams};
use crate::calibrate::{eval_with, Calibrator};
use crate::clipping::{self, RangeChoice};
use crate::config::{QConfig, Scheme, WeightScale};
use crate::equalize;
use crate::layers::{self, constant, Act, Kind, Layer};
use crate::QuantizeError;

/// How one layer was quantized.
#[derive(Clone, Debug, PartialEq)]
pub struct LayerReport {
    /// Index among the layers (what `skip.indices` names).
    pub index: usize,
    /// Kind name (what `skip.kinds` names).
    pub kind: &'static str,
    /// The float graph's value it computes (`%N`).
    pub output: ValueId,
    /// Its output parameters, `None` when it stayed in float.
    pub out_q: Option<QParams>,
    /// Why it stayed in float, if it did.
    pub float_reason: Option<String>,
}

/// The quantizer's result.
#[derive(Clone, Debug)]
pub struct Quantized {
    /// The QNN graph (verified).
    pub graph: Graph,
    /// One entry per layer, in order.
    pub layers: Vec<LayerReport>,
    /// The parameters of every float-graph value held quantized (graph inputs, layer outputs,
    /// constant operands), for simulation.
    pub value_q: IndexMap<ValueId, QParams>,
    /// Each quantized weight constant dequantized back to `f32` (what the integer weights
    /// represent), by the float graph's constant; with bias correction, each corrected bias
    /// too (what its integers represent).
    pub fake_weights: IndexMap<ValueId, Tensor>,
    /// With calibration `auto`, the range chosen for each value that had a choice.
    pub ranges: Vec<RangeChoice>,
    /// The float graph quantized: the input, or with `weights.equalize` its equalized form
    /// (same values, other weights); what `--simulate` compares with.
    pub float: Graph,
    /// The pairs of products `weights.equalize` equalized.
    pub equalized: usize,
    /// The weights adaptive rounding moved from nearest.
    pub rounded: usize,
}

/// What quantizing (or simulating) is doing, for a progress display.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Running the float graph on the calibration samples: pass `pass` (from 1) of `passes`.
    Calibrating {
        /// This pass, from 1.
        pass: usize,
        /// The calibration passes in all.
        passes: usize,
    },
    /// Calibration mode `auto` choosing each layer's range ([`crate::clipping`]).
    ChoosingRanges,
    /// Adaptive rounding of each product's weights ([`crate::adaround`]).
    Rounding,
    /// [`crate::simulate()`] running the fake-quantized graph on the samples.
    Simulating,
}

/// Progress: `(stage, done, of)` after each step of a stage (a sample, or a layer).
pub type Progress<'a> = &'a mut dyn FnMut(Stage, usize, usize);

/// The `bits`-bit range of a scheme inside its storage type.
pub fn qrange(s: &Scheme) -> (i64, i64) {
    let signed = s.dtype.int_min().is_some_and(|m| m < 0);
    let b = s.bits.min(s.dtype.bits());
    if signed {
        (-(1i64 << (b - 1)), (1i64 << (b - 1)) - 1)
    } else {
        (0, (1i64 << b) - 1)
    }
}

/// Scale and zero point for values in `[lo, hi]` under `s`.
pub fn params_for(s: &Scheme, lo: f32, hi: f32) -> (f32, i64) {
    let (lo, hi) = (lo.min(0.0), hi.max(0.0));
    let (qmin, qmax) = qrange(s);
    if s.symmetric {
        let mid = if qmin < 0 { 0 } else { (qmax + 1) / 2 };
        let top = lo.abs().max(hi);
        let levels = (qmax - mid) as f32;
        let scale = if top > 0.0 { top / levels } else { 1.0 };
        return (scale, mid);
    }
    let scale = if hi > lo {
        (f64::from(hi) - f64::from(lo)) / (qmax - qmin) as f64
    } else {
        1.0
    } as f32;
    let zp = (qmin as f64 - (f64::from(lo) / f64::from(scale)).round()) as i64;
    (scale, zp.clamp(qmin, qmax))
}

/// `clamp(zp + round(x / scale), qmin, qmax)` (an infinity saturates, NaN gives `zp`: Rust's
/// float-to-integer conversion).
pub(crate) fn quantize_value(x: f32, scale: f32, zp: i64, (qmin, qmax): (i64, i64)) -> i64 {
    let q = (f64::from(x) / f64::from(scale)).round() as i64;
    zp.saturating_add(q).clamp(qmin, qmax)
}

/// Quantizes a float weight constant per channel along `axis` (or per tensor) under the
/// weight scheme.
fn quantize_weight(
    w: &Tensor,
    axis: Option<usize>,
    cfg: &QConfig,
) -> Result<(Tensor, QParams), String> {
    let v = w.as_f32().ok_or("the weight is not an f32 constant")?;
    let shape = w.shape();
    let s = &cfg.weights.scheme;
    let range = qrange(s);
    let (channels, inner) = match axis {
        Some(a) => (shape[a], shape[a + 1..].iter().product::<usize>()),
        None => (1, v.len()),
    };
    let channel = |i: usize| {
        if axis.is_some() {
            (i / inner.max(1)) % channels.max(1)
        } else {
            0
        }
    };
    let mut lo = vec![0.0f32; channels];
    let mut hi = vec![0.0f32; channels];
    for (i, &x) in v.iter().enumerate() {
        let c = channel(i);
        lo[c] = lo[c].min(x);
        hi[c] = hi[c].max(x);
    }
    let mut scales = Vec::with_capacity(channels);
    let mut zps = Vec::with_capacity(channels);
    for c in 0..channels {
        let (mut scale, zp) = params_for(s, lo[c], hi[c]);
        if cfg.weights.scale == WeightScale::Power2 {
            scale = 2f32.powi(scale.log2().ceil() as i32);
        }
        scales.push(scale);
        zps.push(zp);
    }
    let q: Vec<i64> = v
        .iter()
        .enumerate()
        .map(|(i, &x)| {
            let c = channel(i);
            quantize_value(x, scales[c], zps[c], range)
        })
        .collect();
    let t =
        Tensor::from_i64(s.dtype, shape, &q).ok_or("quantized weights do not fit their type")?;
    let params = match axis {
        Some(a) => QParams::checked_per_axis(a, &scales, &zps, t.ty()),
        None => QParams::checked_per_tensor(scales[0], zps[0], s.dtype),
    }
    .map_err(|e| format!("weight parameters: {e}"))?;
    Ok((t, params))
}

/// The `f32` values `(q - zp[c]) * scale[c]` of a quantized tensor.
fn dequantize(t: &Tensor, q: &QParams) -> Result<Tensor, String> {
    let v = t.to_i64().ok_or("not an integer tensor")?;
    let shape = t.shape();
    let (axis, inner) = match q.axis() {
        Some(a) => (
            Some(shape[a]),
            shape[a + 1..].iter().product::<usize>().max(1),
        ),
        None => (None, 1),
    };
    let f = v
        .iter()
        .enumerate()
        .map(|(i, &x)| {
            let c = axis.map_or(0, |n| (i / inner) % n.max(1));
            ((x - q.zero_point(c)) as f64 * f64::from(q.scale(c))) as f32
        })
        .collect();
    Tensor::new(
        TensorType::new(DType::F32, shape.to_vec()),
        qnn_ir::Data::F32(f),
    )
    .map_err(|e| e.to_string())
}

/// `bias - (fake - w) . means` per output channel (on `o_axis` of `w`), for weights `w`
/// quantized to the values `fake`, and `means` the mean of each input channel over the
/// calibration samples (`inputs_of` maps a weight index to its output and input channels):
/// the expected shift of the layer's output that quantizing its weights causes, removed.
fn corrected_bias(
    w: &Tensor,
    fake: &Tensor,
    bias: Option<&Tensor>,
    means: &[f64],
    o_axis: usize,
    inputs_of: &dyn Fn(&[usize]) -> (usize, usize),
) -> Result<Tensor, String> {
    let (wv, fv) = (
        w.as_f32().ok_or("the weight is not an f32 constant")?,
        fake.as_f32().ok_or("dequantized weights")?,
    );
    let shape = w.shape();
    let o = shape
        .get(o_axis)
        .copied()
        .ok_or("the weight's output axis")?;
    let mut b: Vec<f64> = match bias.map(|b| b.as_f32()) {
        Some(Some(v)) if v.len() == o => v.iter().map(|&x| f64::from(x)).collect(),
        Some(_) => return Err("the bias is not one f32 per output channel".into()),
        None => vec![0.0; o],
    };
    let mut idx = vec![0usize; shape.len()];
    for (&x, &q) in wv.iter().zip(fv) {
        let (oc, ic) = inputs_of(&idx);
        if let (Some(m), Some(bc)) = (means.get(ic), b.get_mut(oc)) {
            *bc -= (f64::from(q) - f64::from(x)) * m;
        }
        // The next row-major index.
        for a in (0..shape.len()).rev() {
            idx[a] += 1;
            if idx[a] < shape[a] {
                break;
            }
            idx[a] = 0;
        }
    }
    let ty = TensorType::new(DType::F32, vec![o]);
    Tensor::new(ty, qnn_ir::Data::F32(b.iter().map(|&x| x as f32).collect()))
        .map_err(|e| e.to_string())
}

/// Quantizes a float bias to the bias storage with scale `in_s * w_s[c]`.
fn quantize_bias(b: &Tensor, in_s: f32, w_q: &QParams, cfg: &QConfig) -> Result<Tensor, String> {
    let v = b.as_f32().ok_or("the bias is not an f32 constant")?;
    let bits = cfg.bias.bits.min(64);
    let (lo, hi) = if bits >= 64 {
        (i64::MIN, i64::MAX)
    } else {
        (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1)
    };
    let q: Vec<i64> = v
        .iter()
        .enumerate()
        .map(|(c, &x)| {
            let s =
                f64::from(in_s) * f64::from(w_q.scale(c.min(w_q.num_channels().saturating_sub(1))));
            let r = (f64::from(x) / s).round();
            if r.is_nan() {
                0
            } else {
                (r.clamp(lo as f64, hi as f64)) as i64
            }
        })
        .collect();
    Tensor::from_i64(cfg.bias.dtype, b.shape(), &q)
        .ok_or_else(|| "the bias does not fit its type".into())
}

/// A float value's form in the graph being built.
#[derive(Clone, Debug)]
enum Repr {
    Quant(ValueId, QParams),
    Float(ValueId),
}

/// The graph being built.
struct Builder<'a> {
    src: &'a Graph,
    cfg: &'a QConfig,
    cal: &'a Calibrator,
    out: Graph,
    repr: IndexMap<ValueId, Repr>,
    /// `qnn.quantize` / `qnn.dequantize` inserted for a value, cached.
    quantized: IndexMap<ValueId, (ValueId, QParams)>,
    dequantized: IndexMap<ValueId, ValueId>,
    fake_weights: IndexMap<ValueId, Tensor>,
    /// With adaptive rounding, each product's input Gram matrices, by its output.
    grams: &'a Grams,
    /// The weights adaptive rounding moved.
    rounded: usize,
}

impl Builder<'_> {
    fn add(&mut self, op: Op, args: &[ValueId], d: DType) -> Result<ValueId, String> {
        self.out.add(op, args, Some(d)).map_err(|e| e.to_string())
    }

    fn act_dtype(&self) -> DType {
        self.cfg.activations.dtype
    }

    /// The calibrated activation parameters of float value `v`.
    fn params(&self, v: ValueId) -> Result<QParams, String> {
        let (lo, hi) = self
            .cal
            .range(v, self.cfg.activations.bits)
            .ok_or_else(|| {
                if self.cal.observed(v) {
                    format!("%{}: the calibration data for this tensor is all NaN or infinite (no finite value to take its range from)", v.index())
                } else {
                    format!("%{} was never observed during calibration", v.index())
                }
            })?;
        let (s, zp) = params_for(&self.cfg.activations, lo, hi);
        QParams::checked_per_tensor(s, zp, self.act_dtype())
            .map_err(|e| format!("%{}: {e}", v.index()))
    }

    /// `v` as float.
    fn float_of(&mut self, v: ValueId) -> Result<ValueId, String> {
        match self.repr.get(&v).cloned() {
            Some(Repr::Float(f)) => Ok(f),
            Some(Repr::Quant(q, p)) => {
                if let Some(&d) = self.dequantized.get(&v) {
                    return Ok(d);
                }
                let d = self.add(
                    Op::QnnDequantize(DequantizeAttrs { in_q: p }),
                    &[q],
                    DType::F32,
                )?;
                self.dequantized.insert(v, d);
                Ok(d)
            }
            // A constant of the source graph, copied once.
            None => match constant(self.src, v) {
                Some(t) => {
                    let c = self.out.add_const(t.clone());
                    self.repr.insert(v, Repr::Float(c));
                    Ok(c)
                }
                None => Err(format!("%{} is used before it is defined", v.index())),
            },
        }
    }

    /// `v` quantized (a constant with its own parameters).
    fn quant_of(&mut self, v: ValueId) -> Result<(ValueId, QParams), String> {
        if let Some(Repr::Quant(q, p)) = self.repr.get(&v) {
            return Ok((*q, p.clone()));
        }
        if let Some(hit) = self.quantized.get(&v) {
            return Ok(hit.clone());
        }
        if let Some(c) = constant(self.src, v) {
            let x = c.as_f32().ok_or("a constant operand is not f32")?;
            let lo = x.iter().copied().fold(0.0f32, f32::min);
            let hi = x.iter().copied().fold(0.0f32, f32::max);
            let s = &self.cfg.activations;
            let (scale, zp) = params_for(s, lo, hi);
            let q: Vec<i64> = x
                .iter()
                .map(|&e| quantize_value(e, scale, zp, qrange(s)))
                .collect();
            let t = Tensor::from_i64(s.dtype, c.shape(), &q).ok_or("constant out of range")?;
            let p = QParams::checked_per_tensor(scale, zp, s.dtype).map_err(|e| e.to_string())?;
            let id = self.out.add_const(t);
            self.quantized.insert(v, (id, p.clone()));
            return Ok((id, p));
        }
        let f = self.float_of(v)?;
        let p = self.params(v)?;
        let attrs = QuantizeAttrs {
            out_q: p.clone(),
            rounding: Rounding::ToNearest,
        };
        let q = self.add(Op::QnnQuantize(attrs), &[f], self.act_dtype())?;
        let q = self.clip_to_bits(q)?;
        self.quantized.insert(v, (q, p.clone()));
        Ok((q, p))
    }

    /// The clamp of a quantized result with `p`: the activation's bounds, and the `bits`-bit
    /// range where it is narrower than the storage type. `None` when neither applies.
    fn clamp(&self, p: &QParams, act: Option<Act>) -> Option<[i64; 2]> {
        let (qmin, qmax) = qrange(&self.cfg.activations);
        let (tmin, tmax) = self.act_dtype().int_range().unwrap_or((qmin, qmax));
        let (s, zp) = (p.scale(0), p.zero_point(0));
        let (mut lo, mut hi) = (qmin, qmax);
        if let Some(a) = act {
            lo = lo.max(quantize_value(a.lo, s, zp, (tmin, tmax)));
            if let Some(h) = a.hi {
                hi = hi.min(quantize_value(h, s, zp, (tmin, tmax)));
            }
        }
        ((lo, hi) != (tmin, tmax)).then_some([lo, hi.max(lo)])
    }

    /// Whether `bits` is narrower than the activations' storage type.
    fn narrow(&self) -> bool {
        qrange(&self.cfg.activations) != self.act_dtype().int_range().unwrap_or((0, 0))
    }

    /// `v` clipped to the `bits`-bit range where that is narrower than the storage type (for
    /// ops without a clamp of their own), else `v`.
    fn clip_to_bits(&mut self, v: ValueId) -> Result<ValueId, String> {
        if !self.narrow() {
            return Ok(v);
        }
        let (min, max) = qrange(&self.cfg.activations);
        self.add(Op::Clip(ClipAttrs { min, max }), &[v], self.act_dtype())
    }

    /// A layer's result brought into the `bits`-bit range where that is narrower than the
    /// storage type: ops with a clamp attribute already are; logistic, tanh and softmax, whose
    /// output parameters TFLite fixes for the whole type, are requantized to the layer's
    /// calibrated range; the others are clipped.
    fn fit_bits(
        &mut self,
        layer: &Layer,
        v: ValueId,
        q: QParams,
    ) -> Result<(ValueId, QParams), String> {
        match &layer.kind {
            _ if !self.narrow() => Ok((v, q)),
            Kind::Logistic | Kind::Tanh | Kind::Softmax { .. } => {
                let out_q = self.params(layer.output)?;
                let a = RequantizeAttrs {
                    in_q: q,
                    out_q: out_q.clone(),
                    ratio: Precision::F64,
                    rounding: self.cfg.rounding,
                    clamp: self.clamp(&out_q, None),
                };
                let d = self.act_dtype();
                Ok((self.add(Op::QnnRequantize(a), &[v], d)?, out_q))
            }
            Kind::Mean(_) | Kind::Concat { .. } | Kind::Prelu { .. } | Kind::HardSwish => {
                Ok((self.clip_to_bits(v)?, q))
            }
            _ => Ok((v, q)),
        }
    }

    /// The requantize rounding of a product accumulating in `acc`.
    fn product_rounding(&self, acc: DType) -> Rounding {
        match (acc, self.cfg.rounding) {
            (DType::I64, Rounding::TfliteDouble) => Rounding::TfliteInt64,
            (_, r) => r,
        }
    }

    /// The operands of a product layer: its input quantized, its weight quantized per output
    /// channel (on `o_axis`) or per tensor, its bias quantized to the product's scale; with
    /// the input and weight parameters.
    ///
    /// With `weights.bias_correction`, the bias (0 where there is none) is first corrected
    /// for the weights' quantization error (`corrected_bias`), `inputs_of` mapping a weight
    /// index to its output channel and the input channel it multiplies.
    fn product_operands(
        &mut self,
        layer: &Layer,
        (weight, bias): (ValueId, Option<ValueId>),
        o_axis: usize,
        inputs_of: &dyn Fn(&[usize]) -> (usize, usize),
    ) -> Result<(Vec<ValueId>, QParams, QParams), String> {
        let (x, in_q) = self.quant_of(layer.inputs[0])?;
        let w = constant(self.src, weight).ok_or("the weight is not a constant")?;
        let axis = self.cfg.weights.per_channel.then_some(o_axis);
        let (mut wq, w_q) = quantize_weight(w, axis, self.cfg)?;
        if let Some((_, gram)) = self.grams.get(&layer.output) {
            let (re, moved) = adaround::reround(gram, w, &wq, &w_q, &self.cfg.weights.scheme)?;
            wq = re;
            self.rounded += moved;
        }
        let fake = dequantize(&wq, &w_q)?;
        let bt = bias
            .map(|b| constant(self.src, b).ok_or("the bias is not a constant"))
            .transpose()?;
        let means = self
            .cfg
            .weights
            .bias_correction
            .then(|| self.cal.channel_means(layer.inputs[0]))
            .flatten();
        let bt = match means {
            Some(m) => Some(corrected_bias(w, &fake, bt, &m, o_axis, inputs_of)?),
            None => bt.cloned(),
        };
        self.fake_weights.insert(weight, fake);
        let mut args = vec![x, self.out.add_const(wq)];
        if let Some(bt) = bt {
            let bq = quantize_bias(&bt, in_q.scale(0), &w_q, self.cfg)?;
            if let (Some(b), true) = (bias, self.cfg.weights.bias_correction) {
                // The simulation runs the corrected bias (a bias it added has no float value
                // to replace).
                let n = w_q.num_channels();
                let scale =
                    |c: usize| f64::from(in_q.scale(0)) * f64::from(w_q.scale(c.min(n - 1)));
                let values = bq.to_i64().ok_or("the quantized bias")?;
                let f: Vec<f32> = values
                    .iter()
                    .enumerate()
                    .map(|(c, &v)| (v as f64 * scale(c)) as f32)
                    .collect();
                let ty = TensorType::new(DType::F32, bq.shape().to_vec());
                let t = Tensor::new(ty, qnn_ir::Data::F32(f)).map_err(|e| e.to_string())?;
                self.fake_weights.insert(b, t);
            }
            args.push(self.out.add_const(bq));
        }
        Ok((args, in_q, w_q))
    }

    /// Emits the QNN form of `layer`.
    fn quantized_layer(&mut self, layer: &Layer) -> Result<(ValueId, QParams), String> {
        let d = self.act_dtype();
        match &layer.kind {
            Kind::Conv2d {
                attrs,
                weight,
                bias,
                act,
            } => self.conv2d_layer(layer, attrs, *weight, *bias, *act),
            Kind::Dense { weight, bias, act } => self.dense_layer(layer, *weight, *bias, *act),
            Kind::Binary { op, act } => self.binary_layer(layer, op, *act),
            Kind::AvgPool { window, act } | Kind::MaxPool { window, act } => {
                self.pool_layer(layer, window, *act)
            }
            Kind::Mean(r) => self.mean_layer(layer, r),
            Kind::Relu(act) => self.relu_layer(layer, *act),
            Kind::Logistic | Kind::Tanh | Kind::Softmax { .. } | Kind::HardSwish => {
                self.unary_layer(layer)
            }
            Kind::Prelu { alpha } => self.prelu_layer(layer, *alpha),
            Kind::Concat { axis } => self.concat_layer(layer, *axis),
            Kind::Pad(p) => {
                let (x, in_q) = self.quant_of(layer.inputs[0])?;
                let a = PadAttrs {
                    pads: p.pads.clone(),
                    value: in_q.zero_point(0),
                };
                Ok((self.add(Op::Pad(a), &[x], d)?, in_q))
            }
            Kind::Move(op) => {
                let (x, in_q) = self.quant_of(layer.inputs[0])?;
                Ok((self.add(op.clone(), &[x], d)?, in_q))
            }
            Kind::Float(_) => Err("a float layer".into()),
        }
    }

    /// Emits `qnn.conv2d` for a `conv2d` layer (weight per output channel on the kernel's `O`).
    fn conv2d_layer(
        &mut self,
        layer: &Layer,
        attrs: &Conv2dAttrs,
        weight: ValueId,
        bias: Option<ValueId>,
        act: Option<Act>,
    ) -> Result<(ValueId, QParams), String> {
        let [o_axis, i_axis, ..] = attrs.kernel_layout.axes();
        let w_shape = constant(self.src, weight)
            .map(|w| w.shape().to_vec())
            .unwrap_or_default();
        let (o, i) = (
            w_shape.get(o_axis).copied().unwrap_or(1),
            w_shape.get(i_axis).copied().unwrap_or(1),
        );
        let per_group = (o / attrs.groups.max(1)).max(1);
        // Input channel `g * I + i` of group `g = o / (O / groups)`.
        let inputs_of = |idx: &[usize]| (idx[o_axis], idx[o_axis] / per_group * i + idx[i_axis]);
        let (args, in_q, w_q) = self.product_operands(layer, (weight, bias), o_axis, &inputs_of)?;
        let out_q = self.params(layer.output)?;
        let acc = self.cfg.bias.dtype;
        let a = QnnConv2dAttrs {
            in_q,
            w_q,
            out_q: Some(out_q.clone()),
            product: Precision::F64,
            strides: attrs.strides,
            padding: attrs.padding,
            dilation: attrs.dilation,
            groups: attrs.groups,
            data_layout: attrs.data_layout,
            kernel_layout: attrs.kernel_layout,
            acc,
            rounding: self.product_rounding(acc),
            clamp: self.clamp(&out_q, act),
        };
        let d = self.act_dtype();
        Ok((self.add(Op::QnnConv2d(a), &args, d)?, out_q))
    }

    /// Emits `qnn.dense` for a `dense` layer (weight per output channel on axis 0).
    fn dense_layer(
        &mut self,
        layer: &Layer,
        weight: ValueId,
        bias: Option<ValueId>,
        act: Option<Act>,
    ) -> Result<(ValueId, QParams), String> {
        let inputs_of = |idx: &[usize]| (idx[0], idx[1]);
        let (args, in_q, w_q) = self.product_operands(layer, (weight, bias), 0, &inputs_of)?;
        let out_q = self.params(layer.output)?;
        let acc = self.cfg.bias.dtype;
        let a = QnnDenseAttrs {
            in_q,
            w_q,
            out_q: Some(out_q.clone()),
            product: Precision::F64,
            keep_dims: false,
            acc,
            rounding: self.product_rounding(acc),
            clamp: self.clamp(&out_q, act),
        };
        let d = self.act_dtype();
        Ok((self.add(Op::QnnDense(a), &args, d)?, out_q))
    }

    /// Emits `qnn.add`, `qnn.subtract` or `qnn.mul` for a binary layer of core op `op`.
    fn binary_layer(
        &mut self,
        layer: &Layer,
        op: &Op,
        act: Option<Act>,
    ) -> Result<(ValueId, QParams), String> {
        let (l, lhs_q) = self.quant_of(layer.inputs[0])?;
        let (r, rhs_q) = self.quant_of(layer.inputs[1])?;
        let out_q = self.params(layer.output)?;
        let clamp = self.clamp(&out_q, act);
        let rounding = self.cfg.rounding;
        let op = match op {
            Op::Multiply(_) => Op::QnnMul(QnnMulAttrs {
                lhs_q,
                rhs_q,
                out_q: out_q.clone(),
                rounding,
                clamp,
            }),
            _ => {
                let a = QnnAddAttrs {
                    lhs_q,
                    rhs_q,
                    out_q: out_q.clone(),
                    pot_int16: false,
                    rounding,
                    clamp,
                };
                if matches!(op, Op::Subtract(_)) {
                    Op::QnnSubtract(a)
                } else {
                    Op::QnnAdd(a)
                }
            }
        };
        let d = self.act_dtype();
        Ok((self.add(op, &[l, r], d)?, out_q))
    }

    /// Emits `qnn.avg_pool2d` or `qnn.max_pool2d` for a pooling layer (its input's parameters).
    fn pool_layer(
        &mut self,
        layer: &Layer,
        window: &WindowAttrs,
        act: Option<Act>,
    ) -> Result<(ValueId, QParams), String> {
        let (x, in_q) = self.quant_of(layer.inputs[0])?;
        let a = PoolAttrs {
            kernel: window.kernel,
            strides: window.strides,
            padding: window.padding,
            layout: window.layout,
            clamp: self.clamp(&in_q, act),
        };
        let op = if matches!(layer.kind, Kind::AvgPool { .. }) {
            Op::QnnAvgPool2d(a)
        } else {
            Op::QnnMaxPool2d(a)
        };
        let d = self.act_dtype();
        Ok((self.add(op, &[x], d)?, in_q))
    }

    /// Emits `qnn.mean` for a `mean` layer over the axes of `r`.
    fn mean_layer(&mut self, layer: &Layer, r: &ReduceAttrs) -> Result<(ValueId, QParams), String> {
        let (x, in_q) = self.quant_of(layer.inputs[0])?;
        let out_q = self.params(layer.output)?;
        let a = QnnMeanAttrs {
            in_q,
            out_q: out_q.clone(),
            axes: r.axes.clone(),
            keep_dims: r.keep_dims,
            rounding: self.cfg.rounding,
        };
        let d = self.act_dtype();
        Ok((self.add(Op::QnnMean(a), &[x], d)?, out_q))
    }

    /// Emits a `relu` layer as `qnn.requantize` clamped to the activation's bounds.
    fn relu_layer(&mut self, layer: &Layer, act: Act) -> Result<(ValueId, QParams), String> {
        let (x, in_q) = self.quant_of(layer.inputs[0])?;
        let out_q = self.params(layer.output)?;
        let clamp = self.clamp(&out_q, Some(act));
        let a = RequantizeAttrs {
            in_q,
            out_q: out_q.clone(),
            ratio: Precision::F64,
            rounding: self.cfg.rounding,
            clamp,
        };
        let d = self.act_dtype();
        Ok((self.add(Op::QnnRequantize(a), &[x], d)?, out_q))
    }

    /// Emits logistic, tanh, softmax (TFLite's fixed output parameters) or hard swish.
    fn unary_layer(&mut self, layer: &Layer) -> Result<(ValueId, QParams), String> {
        let d = self.act_dtype();
        let (x, in_q) = self.quant_of(layer.inputs[0])?;
        let fixed = |scale: f32, zp: i64| QParams::per_tensor(scale, zp);
        let out_q = match (&layer.kind, d) {
            (Kind::HardSwish, _) => self.params(layer.output)?,
            (Kind::Softmax { .. } | Kind::Logistic, DType::I16) | (Kind::Tanh, DType::I16) => {
                fixed(1.0 / 32768.0, 0)
            }
            (Kind::Softmax { .. } | Kind::Logistic, _) => {
                fixed(1.0 / 256.0, d.int_min().unwrap_or(0))
            }
            (_, _) => fixed(1.0 / 128.0, if d == DType::U8 { 128 } else { 0 }),
        };
        let u = QnnUnaryAttrs {
            in_q,
            out_q: out_q.clone(),
        };
        let op = match &layer.kind {
            Kind::Logistic => Op::QnnLogistic(u),
            Kind::Tanh => Op::QnnTanh(u),
            Kind::HardSwish => Op::QnnHardSwish(u),
            Kind::Softmax { beta } => Op::QnnSoftmax(QnnSoftmaxAttrs {
                in_q: u.in_q,
                out_q: u.out_q,
                beta: F32Bits::new(*beta),
            }),
            _ => return Err("unreachable unary kind".into()),
        };
        Ok((self.add(op, &[x], d)?, out_q))
    }

    /// Emits `qnn.prelu` for a `prelu` layer with the constant `alpha`.
    fn prelu_layer(&mut self, layer: &Layer, alpha: ValueId) -> Result<(ValueId, QParams), String> {
        let (x, in_q) = self.quant_of(layer.inputs[0])?;
        let (a, alpha_q) = self.quant_of(alpha)?;
        let out_q = self.params(layer.output)?;
        let attrs = QnnPreluAttrs {
            in_q,
            alpha_q,
            out_q: out_q.clone(),
            rounding: self.cfg.rounding,
        };
        let d = self.act_dtype();
        Ok((self.add(Op::QnnPrelu(attrs), &[x, a], d)?, out_q))
    }

    /// Emits `qnn.concatenate` for a `concatenate` layer along `axis`.
    fn concat_layer(&mut self, layer: &Layer, axis: usize) -> Result<(ValueId, QParams), String> {
        let mut args = Vec::new();
        let mut in_q = Vec::new();
        for &i in &layer.inputs {
            let (v, q) = self.quant_of(i)?;
            args.push(v);
            in_q.push(q);
        }
        let out_q = self.params(layer.output)?;
        let a = QnnConcatAttrs {
            in_q,
            out_q: out_q.clone(),
            axis,
            rounding: self.cfg.rounding,
        };
        let d = self.act_dtype();
        Ok((self.add(Op::QnnConcatenate(a), &args, d)?, out_q))
    }

    /// Copies the float ops `ops` (a layer left in float) into the new graph.
    fn float_layer(&mut self, ops: &[ValueId]) -> Result<(), String> {
        for &v in ops {
            let Some(qnn_ir::ValueDef::Op { op, args }) = self.src.get(v).map(|x| &x.def) else {
                continue;
            };
            let args = args
                .iter()
                .map(|&a| self.float_of(a))
                .collect::<Result<Vec<_>, _>>()?;
            let d = self.src.ty(v).map_or(DType::F32, |t| t.dtype);
            let new = self.add(op.clone(), &args, d)?;
            self.repr.insert(v, Repr::Float(new));
        }
        Ok(())
    }
}

/// Why `layer` (index `i`) stays in float under `cfg`, if it does.
fn float_reason(g: &Graph, cfg: &QConfig, i: usize, layer: &Layer) -> Option<String> {
    let kind = layer.kind.name();
    if let Kind::Float(op) = &layer.kind {
        let name = op.opcode().mnemonic();
        return Some(if op.opcode().is_qnn() {
            format!("{name} is quantized already")
        } else {
            format!("no quantized form for {name}")
        });
    }
    if cfg.skip.kinds.iter().any(|k| k == kind) {
        return Some(format!("skip.kinds has {kind:?}"));
    }
    if cfg.skip.indices.contains(&i) {
        return Some(format!("skip.indices has {i}"));
    }
    let output_names: Vec<&str> = g
        .outputs()
        .iter()
        .filter(|(_, v)| *v == layer.output)
        .map(|(n, _)| n.as_str())
        .collect();
    let value_name = format!("%{}", layer.output.index());
    if let Some(n) = cfg
        .skip
        .names
        .iter()
        .find(|n| **n == value_name || output_names.contains(&n.as_str()))
    {
        return Some(format!("skip.names has {n:?}"));
    }
    let d = cfg.activations.dtype;
    if matches!(layer.kind, Kind::HardSwish) && d.bits() > 8 {
        return Some(format!("hard_swish has no {d} kernel"));
    }
    if layer
        .inputs
        .iter()
        .any(|&v| g.ty(v).is_some_and(|t| t.dtype != DType::F32))
    {
        return Some("a non-float input".to_string());
    }
    None
}

/// Quantizes the float graph `g` with `cfg`, calibrating on `samples` (each one input set).
pub fn quantize(
    g: &Graph,
    cfg: &QConfig,
    samples: &[Vec<Tensor>],
    progress: Progress,
) -> Result<Quantized, QuantizeError> {
    verify(g).map_err(|e| QuantizeError::Input(e.to_string()))?;
    if let Some(st) = g.states().first() {
        return Err(QuantizeError::Input(format!(
            "state variable {:?}: stateful (streaming) graphs cannot be quantized yet (calibration would need the state of every frame)",
            st.name
        )));
    }
    if cfg.activations.dtype.bits() > 8 && !cfg.activations.symmetric {
        return Err(QuantizeError::Scheme(format!(
            "activations.symmetric = false with {}-bit activations: TFLite's 16-bit kernels take zero points 0; set activations.symmetric = true",
            cfg.activations.bits
        )));
    }
    let layers = layers::find(g);
    let reasons: Vec<Option<String>> = layers
        .iter()
        .enumerate()
        .map(|(i, l)| float_reason(g, cfg, i, l))
        .collect();
    if cfg.fully_integral {
        let left: Vec<String> = layers
            .iter()
            .zip(&reasons)
            .enumerate()
            .filter_map(|(i, (l, r))| {
                r.as_ref()
                    .map(|r| format!("layer {i} ({}, %{}): {r}", l.kind.name(), l.output.index()))
            })
            .collect();
        if !left.is_empty() {
            return Err(QuantizeError::NotFullyIntegral(left));
        }
    }
    if reasons.iter().all(Option::is_some) {
        let first = layers.iter().zip(&reasons).find_map(|(l, r)| {
            r.as_ref()
                .map(|r| format!("layer 0 ({}, %{}): {r}", l.kind.name(), l.output.index()))
        });
        return Err(QuantizeError::Input(format!(
            "no layer to quantize{}",
            first.map_or(String::new(), |f| format!(", e.g. {f}"))
        )));
    }
    if samples.is_empty() && !matches!(cfg.calibration, crate::Calibration::GlobalScale(_)) {
        return Err(QuantizeError::Calibration(
            "no calibration samples (only `global_scale` calibration works without samples)".into(),
        ));
    }
    let quantized: Vec<bool> = reasons.iter().map(Option::is_none).collect();
    let (equalized, pairs) = if cfg.weights.equalize {
        equalize::equalize(g, &layers, &quantized)?
    } else {
        (g.clone(), 0)
    };
    let g = &equalized;
    let watched: Vec<ValueId> = g
        .inputs()
        .iter()
        .copied()
        .chain(layers.iter().map(|l| l.output))
        .collect();
    let mut cal = Calibrator::new(cfg.calibration, watched.iter().copied());
    if cfg.weights.bias_correction {
        // The mean of each input channel of every product layer quantized.
        for (l, _) in layers.iter().zip(&reasons).filter(|(_, r)| r.is_none()) {
            let shape = g
                .ty(l.inputs[0])
                .map(|t| t.shape.to_vec())
                .unwrap_or_default();
            // (channels, elements per channel block): a dense's input is `[rows, K]`.
            let channels = match &l.kind {
                Kind::Conv2d { attrs, .. } => {
                    let a = attrs.data_layout.axes()[3];
                    shape
                        .get(a)
                        .map(|&c| (c, shape[a + 1..].iter().product::<usize>()))
                }
                Kind::Dense { weight, .. } => {
                    constant(g, *weight).and_then(|w| w.shape().get(1).map(|&k| (k, 1)))
                }
                _ => None,
            };
            if let Some((n, inner)) = channels {
                cal.watch_means(l.inputs[0], n, inner);
            }
        }
    }
    let mut grams = if cfg.weights.adaptive_rounding {
        adaround::grams(g, &layers, &quantized, samples.len())
    } else {
        Grams::new()
    };
    let passes = cal.passes().max(usize::from(!grams.is_empty()));
    for pass in 0..passes {
        for (k, s) in samples.iter().enumerate() {
            eval_with(g, s, |v, t| {
                cal.observe(pass, v, &t);
                if pass == 0 {
                    for (x, gram) in grams.values_mut() {
                        if *x == v {
                            gram.observe(&t);
                        }
                    }
                }
                t
            })
            .map_err(|e| QuantizeError::Calibration(format!("sample {k}: {e}")))?;
            let stage = Stage::Calibrating {
                pass: pass + 1,
                passes,
            };
            progress(stage, k + 1, samples.len());
        }
    }
    let ranges = if cfg.calibration == crate::Calibration::Auto {
        clipping::choose(
            g,
            &layers,
            &quantized,
            cfg,
            &mut cal,
            samples,
            &mut |k, n| progress(Stage::ChoosingRanges, k, n),
        )?
    } else {
        Vec::new()
    };
    for (_, gram) in grams.values_mut() {
        gram.finish();
    }
    let mut q = build(g, cfg, &cal, &grams, &layers, &reasons, progress)?;
    q.ranges = ranges;
    q.equalized = pairs;
    Ok(q)
}

/// Builds the QNN graph from calibrated ranges.
fn build(
    g: &Graph,
    cfg: &QConfig,
    cal: &Calibrator,
    grams: &Grams,
    layers: &[Layer],
    reasons: &[Option<String>],
    progress: Progress,
) -> Result<Quantized, QuantizeError> {
    let mut b = Builder {
        src: g,
        cfg,
        cal,
        out: Graph::new(g.name.clone()),
        repr: IndexMap::new(),
        quantized: IndexMap::new(),
        dequantized: IndexMap::new(),
        fake_weights: IndexMap::new(),
        grams,
        rounded: 0,
    };
    for &v in g.inputs() {
        let name = g.input_name(v).unwrap_or("input").to_string();
        let ty: TensorType = g
            .ty(v)
            .cloned()
            .ok_or_else(|| QuantizeError::Input("input type".into()))?;
        let id = b
            .out
            .add_input(name, ty)
            .map_err(|e| QuantizeError::Input(e.to_string()))?;
        b.repr.insert(v, Repr::Float(id));
    }
    let mut reports = Vec::with_capacity(layers.len());
    for (i, (layer, reason)) in layers.iter().zip(reasons).enumerate() {
        let fail = |m: String| QuantizeError::Layer {
            index: i,
            kind: layer.kind.name(),
            value: layer.output.index(),
            message: m,
        };
        let out_q = match reason {
            Some(_) => {
                b.float_layer(&layer.ops).map_err(fail)?;
                None
            }
            None => {
                let (v, q) = b.quantized_layer(layer).map_err(fail)?;
                let (v, q) = b.fit_bits(layer, v, q).map_err(fail)?;
                b.repr.insert(layer.output, Repr::Quant(v, q.clone()));
                if let Some(k) = grams.get_index_of(&layer.output) {
                    progress(Stage::Rounding, k + 1, grams.len());
                }
                Some(q)
            }
        };
        reports.push(LayerReport {
            index: i,
            kind: layer.kind.name(),
            output: layer.output,
            out_q,
            float_reason: reason.clone(),
        });
    }
    for (name, v) in g.outputs() {
        let f = b
            .float_of(*v)
            .map_err(|m| QuantizeError::Input(format!("output {name:?}: {m}")))?;
        b.out
            .add_output(name.clone(), f)
            .map_err(|e| QuantizeError::Input(e.to_string()))?;
    }
    let mut value_q: IndexMap<ValueId, QParams> = b
        .repr
        .iter()
        .filter_map(|(v, r)| match r {
            Repr::Quant(_, q) => Some((*v, q.clone())),
            Repr::Float(_) => None,
        })
        .collect();
    for (v, (_, q)) in &b.quantized {
        value_q.insert(*v, q.clone());
    }
    let (fake_weights, rounded) = (b.fake_weights, b.rounded);
    let graph = b.out;
    verify(&graph)
        .map_err(|e| QuantizeError::Input(format!("the quantized graph does not verify: {e}")))?;
    Ok(Quantized {
        graph,
        layers: reports,
        value_q,
        fake_weights,
        ranges: Vec::new(),
        float: g.clone(),
        equalized: 0,
        rounded,
    })
}
