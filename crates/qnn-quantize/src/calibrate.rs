//! Calibration: running the float graph on sample inputs and choosing each observed value's
//! range under the configured [`Calibration`] mode.
//!
//! Every mode but `global_scale` needs two passes over the samples: the first records each
//! value's minimum and maximum; the second (`percentile`, `kl_divergence`, `mse` only) fills a
//! histogram of magnitudes over `[0, max |x|]` with [`BINS`] bins. The ranges are then:
//!
//! - `minmax`: `[min, max]`;
//! - `percentile p`: the magnitude below which `p` % of the values lie, as `[-t, t]` clipped
//!   to `[min, max]`;
//! - `kl_divergence`: TensorRT's entropy calibration: the threshold `t` (a bin edge from 128
//!   bins up) whose clipped histogram, merged into `2^(bits-1)` levels, is closest to the
//!   original in KL divergence;
//! - `mse`: the threshold whose expected squared error (clipping beyond `t`, rounding
//!   `step^2 / 12` inside) is least;
//! - `global_scale s`: `[-s, s]` for every value, no samples needed;
//! - `auto`: each value's range chosen among [`Calibrator::candidates`] by the error it
//!   causes where the value is used ([`crate::clipping`]).

use indexmap::IndexMap;
use qnn_ir::{Graph, Tensor, ValueDef, ValueId};

use crate::config::Calibration;
use crate::QuantizeError;

/// Histogram bins of the second pass.
pub const BINS: usize = 2048;

/// Runs `g` on `inputs`, calling `hook(value, tensor)` on every op result (in definition
/// order; the hook may replace it, as the simulation does). Returns the graph outputs.
pub fn eval_with(
    g: &Graph,
    inputs: &[Tensor],
    mut hook: impl FnMut(ValueId, Tensor) -> Tensor,
) -> Result<Vec<Tensor>, QuantizeError> {
    if inputs.len() != g.inputs().len() {
        return Err(QuantizeError::Calibration(format!(
            "{} inputs given, the model takes {}",
            inputs.len(),
            g.inputs().len()
        )));
    }
    let mut env: Vec<Option<Tensor>> = vec![None; g.iter().count()];
    for (&v, t) in g.inputs().iter().zip(inputs) {
        if g.ty(v) != Some(t.ty()) {
            return Err(QuantizeError::Calibration(format!(
                "input {} is {}, the model takes {}",
                v.index(),
                t.ty(),
                g.ty(v).map_or("?".to_string(), |t| t.to_string())
            )));
        }
        env[v.index()] = Some(hook(v, t.clone()));
    }
    for (id, value) in g.iter() {
        let ValueDef::Op { op, args } = &value.def else {
            continue;
        };
        let operands: Vec<&Tensor> = args
            .iter()
            .map(|a| env[a.index()].as_ref())
            .collect::<Option<_>>()
            .ok_or_else(|| {
                QuantizeError::Calibration(format!("%{}: operand missing", id.index()))
            })?;
        let t = qnn_interp::eval_op(op, &operands, &value.ty).map_err(|e| {
            QuantizeError::Calibration(format!("%{} ({}): {}", id.index(), e.op, e.message))
        })?;
        env[id.index()] = Some(hook(id, t));
    }
    g.outputs()
        .iter()
        .map(|(_, v)| {
            env[v.index()]
                .clone()
                .ok_or_else(|| QuantizeError::Calibration("an output was not computed".into()))
        })
        .collect()
}

/// What the passes record of one value.
#[derive(Clone, Debug)]
struct Stats {
    min: f32,
    max: f32,
    hist: Vec<u64>,
    /// Whether any sample reached this value (its elements may all be NaN or infinite).
    seen: bool,
}

/// Per-channel sums of one value's finite elements (for its channel means): element `i` is
/// in channel `(i / inner) % sums.len()`.
#[derive(Clone, Debug)]
struct ChannelSums {
    inner: usize,
    sums: Vec<f64>,
    counts: Vec<u64>,
}

/// Collects ranges of the `watched` values over calibration samples.
#[derive(Clone, Debug)]
pub struct Calibrator {
    mode: Calibration,
    stats: IndexMap<ValueId, Stats>,
    /// Values whose per-channel means are collected too (in the first pass).
    means: IndexMap<ValueId, ChannelSums>,
    /// The ranges `auto` chose ([`Calibrator::choose`]).
    chosen: IndexMap<ValueId, (f32, f32)>,
}

impl Calibrator {
    /// A calibrator for `watched` values under `mode`.
    pub fn new(mode: Calibration, watched: impl IntoIterator<Item = ValueId>) -> Calibrator {
        let stats = watched
            .into_iter()
            .map(|v| {
                let s = Stats {
                    min: f32::INFINITY,
                    max: f32::NEG_INFINITY,
                    hist: Vec::new(),
                    seen: false,
                };
                (v, s)
            })
            .collect();
        Calibrator {
            mode,
            stats,
            means: IndexMap::new(),
            chosen: IndexMap::new(),
        }
    }

    /// Also collects the means of `channels` channels of value `v`, element `i` (row-major)
    /// in channel `(i / inner) % channels` (bias correction).
    pub fn watch_means(&mut self, v: ValueId, channels: usize, inner: usize) {
        self.means.entry(v).or_insert(ChannelSums {
            inner: inner.max(1),
            sums: vec![0.0; channels.max(1)],
            counts: vec![0; channels.max(1)],
        });
    }

    /// The mean of each watched channel of `v` over the samples' finite elements (0 where
    /// there were none); `None` where `v` was not watched or never seen.
    pub fn channel_means(&self, v: ValueId) -> Option<Vec<f64>> {
        let m = self.means.get(&v)?;
        if m.counts.iter().all(|&n| n == 0) {
            return None;
        }
        Some(
            m.sums
                .iter()
                .zip(&m.counts)
                .map(|(&s, &n)| if n == 0 { 0.0 } else { s / n as f64 })
                .collect(),
        )
    }

    /// How many passes over the samples the mode needs (0 for `global_scale`, unless channel
    /// means are watched).
    pub fn passes(&self) -> usize {
        match self.mode {
            Calibration::GlobalScale(_) => usize::from(!self.means.is_empty()),
            Calibration::MinMax => 1,
            _ => 2,
        }
    }

    /// Records one sample's value `v` in pass `pass` (0 or 1). NaNs are ignored.
    pub fn observe(&mut self, pass: usize, v: ValueId, t: &Tensor) {
        if let (0, Some(m), Some(x)) = (pass, self.means.get_mut(&v), t.as_f32()) {
            let n = m.sums.len();
            for (i, &e) in x.iter().enumerate() {
                if e.is_finite() {
                    let c = (i / m.inner) % n;
                    m.sums[c] += f64::from(e);
                    m.counts[c] += 1;
                }
            }
        }
        let (Some(s), Some(x)) = (self.stats.get_mut(&v), t.as_f32()) else {
            return;
        };
        if pass == 0 {
            s.seen = true;
            for &e in x.iter().filter(|e| e.is_finite()) {
                s.min = s.min.min(e);
                s.max = s.max.max(e);
            }
            return;
        }
        let top = s.min.abs().max(s.max.abs());
        if s.hist.is_empty() {
            s.hist = vec![0; BINS];
        }
        if top.is_nan() || top <= 0.0 {
            return;
        }
        for &e in x.iter().filter(|e| e.is_finite()) {
            let b = ((e.abs() / top) * BINS as f32) as usize;
            s.hist[b.min(BINS - 1)] += 1;
        }
    }

    /// Whether calibration reached `v` at all: when it did but [`Calibrator::range`] is
    /// `None`, every element it saw was NaN or infinite.
    pub fn observed(&self, v: ValueId) -> bool {
        self.stats.get(&v).is_some_and(|s| s.seen)
    }

    /// The chosen range of `v` for `bits`-bit quantization (`None` if it was not watched or
    /// never observed). A range always contains 0.
    pub fn range(&self, v: ValueId, bits: u32) -> Option<(f32, f32)> {
        match self.mode {
            Calibration::Auto => match self.chosen.get(&v) {
                Some(&r) => Some(r),
                None => self.range_in(Calibration::MinMax, v, bits),
            },
            mode => self.range_in(mode, v, bits),
        }
    }

    /// The ranges `auto` chooses `v`'s from, labelled, `minmax` first and none repeated:
    /// `minmax`, the 99.999th, 99.99th and 99.9th percentiles, and `mse` (`None` as for
    /// [`Calibrator::range`]).
    pub fn candidates(&self, v: ValueId, bits: u32) -> Option<Vec<(String, (f32, f32))>> {
        let modes = [
            Calibration::MinMax,
            Calibration::Percentile(99.999),
            Calibration::Percentile(99.99),
            Calibration::Percentile(99.9),
            Calibration::Mse,
        ];
        let mut out: Vec<(String, (f32, f32))> = Vec::new();
        for m in modes {
            let r = self.range_in(m, v, bits)?;
            if out.iter().all(|(_, o)| *o != r) {
                out.push((m.to_string(), r));
            }
        }
        Some(out)
    }

    /// Sets the range `auto` chose for `v`.
    pub fn choose(&mut self, v: ValueId, range: (f32, f32)) {
        self.chosen.insert(v, range);
    }

    /// `v`'s range under `mode`.
    fn range_in(&self, mode: Calibration, v: ValueId, bits: u32) -> Option<(f32, f32)> {
        if let Calibration::GlobalScale(s) = mode {
            return Some((-(s as f32), s as f32));
        }
        let s = self.stats.get(&v)?;
        if s.min > s.max {
            return None;
        }
        let (lo, hi) = (s.min.min(0.0), s.max.max(0.0));
        let top = lo.abs().max(hi);
        let t = match mode {
            Calibration::MinMax | Calibration::GlobalScale(_) | Calibration::Auto => {
                return Some((lo, hi))
            }
            _ if s.hist.iter().all(|&c| c == 0) => return Some((lo, hi)),
            Calibration::Percentile(p) => percentile(&s.hist, p),
            Calibration::KlDivergence => kl_threshold(&s.hist, 1usize << (bits.max(2) - 1)),
            Calibration::Mse => mse_threshold(&s.hist, bits),
        };
        let t = (t as f32) * top;
        Some((lo.max(-t), hi.min(t)))
    }
}

/// The magnitude (as a fraction of the histogram's top) below which `p` % of the counts lie.
fn percentile(hist: &[u64], p: f64) -> f64 {
    let total: u64 = hist.iter().sum();
    let want = (total as f64 * p / 100.0).ceil() as u64;
    let mut seen = 0u64;
    for (i, &c) in hist.iter().enumerate() {
        seen += c;
        if seen >= want {
            return (i + 1) as f64 / hist.len() as f64;
        }
    }
    1.0
}

/// TensorRT's entropy calibration over a magnitude histogram: the threshold (fraction of the
/// top) minimizing `KL(P || Q)` with `levels` quantization levels.
fn kl_threshold(hist: &[u64], levels: usize) -> f64 {
    let n = hist.len();
    let start = levels.min(n);
    let mut best = (f64::INFINITY, n);
    for i in start..=n {
        // P: the first i bins, the outliers folded into the last one.
        let mut p: Vec<f64> = hist[..i].iter().map(|&c| c as f64).collect();
        let outliers: u64 = hist[i..].iter().sum();
        if let Some(last) = p.last_mut() {
            *last += outliers as f64;
        }
        // Q: the first i bins merged into `levels` groups, each spread over its nonzero bins.
        let mut q = vec![0.0f64; i];
        for l in 0..levels {
            let (a, b) = (
                l * i / levels,
                ((l + 1) * i / levels).max(l * i / levels + 1),
            );
            let b = b.min(i);
            let sum: f64 = hist[a..b].iter().map(|&c| c as f64).sum();
            let nonzero = hist[a..b].iter().filter(|&&c| c > 0).count();
            if nonzero > 0 {
                for j in a..b {
                    if hist[j] > 0 {
                        q[j] = sum / nonzero as f64;
                    }
                }
            }
        }
        let (ps, qs): (f64, f64) = (p.iter().sum(), q.iter().sum());
        if ps == 0.0 || qs == 0.0 {
            continue;
        }
        let mut kl = 0.0;
        for (&pj, &qj) in p.iter().zip(&q) {
            if pj > 0.0 {
                let qj = if qj > 0.0 { qj / qs } else { 1e-12 };
                let pj = pj / ps;
                kl += pj * (pj / qj).ln();
            }
        }
        if kl < best.0 {
            best = (kl, i);
        }
    }
    best.1 as f64 / n as f64
}

/// The threshold (fraction of the top) minimizing the expected squared error of `bits`-bit
/// symmetric quantization over `[-t, t]`: values beyond `t` clip, values inside round
/// (error `step^2 / 12` each).
fn mse_threshold(hist: &[u64], bits: u32) -> f64 {
    let n = hist.len();
    let levels = ((1u64 << (bits.clamp(2, 32) - 1)) - 1) as f64;
    let mut best = (f64::INFINITY, n);
    for i in 1..=n {
        let t = i as f64 / n as f64;
        let step = t / levels;
        let mut err = 0.0;
        for (j, &c) in hist.iter().enumerate() {
            if c == 0 {
                continue;
            }
            let x = (j as f64 + 0.5) / n as f64;
            err += c as f64
                * if x > t {
                    (x - t) * (x - t)
                } else {
                    step * step / 12.0
                };
        }
        if err < best.0 {
            best = (err, i);
        }
    }
    best.1 as f64 / n as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thresholds_cut_long_tails_and_keep_uniform_ranges() {
        // A uniform histogram: every mode keeps (nearly) the whole range.
        let uniform = vec![10u64; BINS];
        assert!(percentile(&uniform, 100.0) == 1.0);
        assert!((percentile(&uniform, 50.0) - 0.5).abs() < 1e-3);
        assert!(mse_threshold(&uniform, 8) > 0.95);
        assert!(kl_threshold(&uniform, 128) > 0.9);
        // A narrow, peaked bulk with one far outlier: KL and MSE clip the outlier away.
        let mut tail = vec![0u64; BINS];
        for (j, c) in tail.iter_mut().take(64).enumerate() {
            *c = (100_000.0 * (-(j as f64) / 8.0).exp()) as u64 + 1;
        }
        tail[BINS - 1] = 1;
        assert!(kl_threshold(&tail, 128) < 0.2);
        assert!(mse_threshold(&tail, 8) < 0.2);
        assert!(percentile(&tail, 99.0) < 0.05);
    }
}
