//! Simulation (TVM's `do_simulation`): the float graph run with every quantized value
//! fake-quantized (`(clamp(round(x / s) + zp) - zp) * s`) and every quantized weight replaced
//! by its dequantized integers, compared layer by layer with the plain float run.
//!
//! Each layer's signal-to-quantization-noise ratio is `10 log10(Σ f² / Σ (f - f̂)²)` over all
//! samples and elements, `f` the float output and `f̂` the simulated one. The errors of the
//! layers before it are included (the simulation propagates them), so a sharp drop between two
//! layers points at the layer to keep at higher precision (`skip`, or wider bits).

use qnn_ir::{DType, Data, Tensor, TensorType, ValueId};

use crate::calibrate::eval_with;
use crate::config::QConfig;
use crate::quantize::{qrange, quantize_value, Progress, Quantized, Stage};
use crate::QuantizeError;

/// One layer's simulated quality.
#[derive(Clone, Debug, PartialEq)]
pub struct LayerSqnr {
    /// Layer index.
    pub index: usize,
    /// Layer kind.
    pub kind: &'static str,
    /// The float graph's value it computes.
    pub output: ValueId,
    /// Whether it is quantized (else it stays float, still fed fake-quantized inputs).
    pub quantized: bool,
    /// SQNR in dB (`inf` when the simulation is exact).
    pub sqnr_db: f64,
}

/// `10 log10(signal / noise)`, `inf` for no noise.
pub fn sqnr_db(signal: f64, noise: f64) -> f64 {
    if noise == 0.0 {
        f64::INFINITY
    } else {
        10.0 * (signal / noise).log10()
    }
}

/// Runs the simulation of `q` (the quantizer's result under `cfg`) on `samples`, against
/// the float graph it quantized (`q.float`).
pub fn simulate(
    q: &Quantized,
    cfg: &QConfig,
    samples: &[Vec<Tensor>],
    progress: Progress,
) -> Result<Vec<LayerSqnr>, QuantizeError> {
    let g = &q.float;
    let range = qrange(&cfg.activations);
    let mut sums = vec![(0.0f64, 0.0f64); q.layers.len()];
    let index_of: indexmap::IndexMap<ValueId, usize> = q
        .layers
        .iter()
        .enumerate()
        .map(|(i, l)| (l.output, i))
        .collect();
    for (k, s) in samples.iter().enumerate() {
        let mut reference: Vec<Option<Tensor>> = vec![None; q.layers.len()];
        eval_with(g, s, |v, t| {
            if let Some(&i) = index_of.get(&v) {
                reference[i] = Some(t.clone());
            }
            t
        })?;
        // The hook sees the graph inputs too, so they are fake-quantized like every value.
        eval_with(g, s, |v, t| {
            let t = if let Some(w) = q.fake_weights.get(&v) {
                w.clone()
            } else if let Some(p) = q.value_q.get(&v) {
                fake(&t, p.scale(0), p.zero_point(0), range)
            } else {
                t
            };
            if let Some(&i) = index_of.get(&v) {
                if let (Some(f), Some(r)) =
                    (reference[i].as_ref().and_then(Tensor::as_f32), t.as_f32())
                {
                    for (&a, &b) in f.iter().zip(r) {
                        let (a, b) = (f64::from(a), f64::from(b));
                        sums[i].0 += a * a;
                        sums[i].1 += (a - b) * (a - b);
                    }
                }
            }
            t
        })?;
        progress(Stage::Simulating, k + 1, samples.len());
    }
    Ok(q.layers
        .iter()
        .zip(sums)
        .enumerate()
        .map(|(i, (l, (sig, noise)))| LayerSqnr {
            index: i,
            kind: l.kind,
            output: l.output,
            quantized: l.out_q.is_some(),
            sqnr_db: sqnr_db(sig, noise),
        })
        .collect())
}

/// Fake quantization of an `f32` tensor (other tensors pass through).
pub(crate) fn fake(t: &Tensor, scale: f32, zp: i64, (qmin, qmax): (i64, i64)) -> Tensor {
    let Some(x) = t.as_f32() else {
        return t.clone();
    };
    let v: Vec<f32> = x
        .iter()
        .map(|&e| {
            let q = quantize_value(e, scale, zp, (qmin, qmax));
            ((q - zp) as f64 * f64::from(scale)) as f32
        })
        .collect();
    Tensor::new(
        TensorType::new(DType::F32, t.shape().to_vec()),
        Data::F32(v),
    )
    .unwrap_or_else(|_| t.clone())
}
