//! Calibration mode `auto`: each activation's clipping range chosen by the error it causes
//! where it is used.
//!
//! A clipping range trades two errors: clipping (values beyond it saturate) and rounding (a
//! wider range has coarser steps). Which costs more depends on what reads the value: a
//! product sums its inputs' errors weighted by its weights, a mean averages rounding noise
//! away but keeps the clipped values' bias, a logistic saturates large inputs anyway. So
//! each candidate range of a value is judged by running the layers from the value up to the
//! first product (`conv2d`, `dense`) on every path, at most [`CONE_LAYERS`] layers, with the
//! value fake-quantized to the candidate, and comparing with the float run at those products'
//! outputs and at graph outputs on the way:
//!
//! `error(range) = Σ over those values of Σ (y(range) - y)² / Σ y²`
//!
//! Values are chosen in layer order, each judged with the ranges chosen before it already
//! fake-quantized (the errors of successive layers add up, and clipping errors, unlike
//! rounding noise, tend to add in the same direction), over the first
//! [`QConfig::search_samples`] calibration samples. The candidates are
//! [`Calibrator::candidates`]; the least error wins, ties going to the earlier candidate
//! (`minmax` first). Weights stay float in the search. Candidates and samples are judged on
//! every core, each sample's error apart and the errors summed in sample order, so the
//! choice does not depend on the number of threads.
//!
//! Limits, both here: [`CONE_LAYERS`] and `search_samples`. Memory: for each of those samples,
//! the float and simulated values that cross layers, each kept until the last layer that reads
//! it has run.

use indexmap::IndexMap;
use qnn_ir::{Graph, Tensor, ValueDef, ValueId};

use crate::calibrate::{eval_with, Calibrator};
use crate::config::QConfig;
use crate::layers::{constant, Kind, Layer};
use crate::quantize::{params_for, qrange};
use crate::simulate::fake;
use crate::QuantizeError;

/// What `auto` chose for one value.
#[derive(Clone, Debug, PartialEq)]
pub struct RangeChoice {
    /// The float graph's value.
    pub value: ValueId,
    /// The candidates: label, range, and relative error where the value is used (summed over
    /// the places that read it).
    pub candidates: Vec<(String, (f32, f32), f64)>,
    /// Index of the chosen candidate.
    pub chosen: usize,
}

/// Where a value's error is measured: the layers from it up to the first product (`conv2d`,
/// `dense`) on every path, at most [`CONE_LAYERS`] of them, and the values judged: those
/// products' outputs, graph outputs and values no layer reads on the way.
struct Cone {
    layers: Vec<usize>,
    places: Vec<ValueId>,
}

/// The most layers one value's judgement runs (beyond them, the values reached are judged).
pub const CONE_LAYERS: usize = 16;

impl Cone {
    fn of(
        v: ValueId,
        layers: &[Layer],
        readers: &IndexMap<ValueId, Vec<usize>>,
        outputs: &[ValueId],
    ) -> Cone {
        let mut cone = Cone {
            layers: Vec::new(),
            places: Vec::new(),
        };
        let mut frontier = vec![v];
        while let Some(x) = frontier.pop() {
            let rs = readers.get(&x).map_or(&[][..], Vec::as_slice);
            if rs.is_empty() || outputs.contains(&x) || cone.layers.len() >= CONE_LAYERS {
                if !cone.places.contains(&x) {
                    cone.places.push(x);
                }
                if cone.layers.len() >= CONE_LAYERS {
                    continue;
                }
            }
            for &i in rs {
                if cone.layers.contains(&i) {
                    continue;
                }
                cone.layers.push(i);
                let out = layers[i].output;
                if matches!(layers[i].kind, Kind::Conv2d { .. } | Kind::Dense { .. }) {
                    cone.places.push(out);
                } else {
                    frontier.push(out);
                }
            }
        }
        cone.layers.sort_unstable();
        cone
    }
}

/// Values of one sample: those of the simulation (fake-quantized ranges chosen so far)
/// over those of the float run. Only values that cross layers are kept (graph inputs and
/// outputs, layer outputs, operands a layer reads from outside), each until the last layer
/// that reads it has run; constants are read from the graph.
struct Sample {
    float: Vec<Option<Tensor>>,
    sim: IndexMap<ValueId, Tensor>,
}

impl Sample {
    /// `v` in the simulation.
    fn value(&self, v: ValueId) -> Option<&Tensor> {
        self.sim.get(&v).or(self.float[v.index()].as_ref())
    }

    /// `v` in `local`, else in the simulation, else `g`'s constant.
    fn get<'a>(
        &'a self,
        g: &'a Graph,
        local: &'a IndexMap<ValueId, Tensor>,
        v: ValueId,
    ) -> Option<&'a Tensor> {
        local
            .get(&v)
            .or_else(|| self.value(v))
            .or_else(|| constant(g, v))
    }

    /// Forgets `v`.
    fn drop_value(&mut self, v: ValueId) {
        self.float[v.index()] = None;
        self.sim.shift_remove(&v);
    }
}

/// For each value `choose` keeps of a sample, the last layer that reads it from outside
/// (`None`: kept to the end, as graph outputs and values no layer reads are).
fn lifetimes(g: &Graph, layers: &[Layer]) -> IndexMap<ValueId, Option<usize>> {
    let mut keep: IndexMap<ValueId, Option<usize>> = IndexMap::new();
    for &v in g.inputs() {
        keep.insert(v, None);
    }
    for (i, l) in layers.iter().enumerate() {
        for &id in &l.ops {
            let Some(ValueDef::Op { args, .. }) = g.get(id).map(|d| &d.def) else {
                continue;
            };
            for &a in args {
                if !l.ops.contains(&a) && constant(g, a).is_none() {
                    keep.insert(a, Some(i));
                }
            }
        }
        keep.entry(l.output).or_insert(None);
    }
    for (_, v) in g.outputs() {
        keep.insert(*v, None);
    }
    keep
}

/// Chooses the range of the graph inputs and of the output of every layer quantized
/// (`quantized[i]`) that takes parameters of its own, among their candidates, from the first
/// `limit` samples, and records it in `cal`. Layer by layer, in order: each range is judged
/// with every range before it already chosen and fake-quantized (so errors that add up over
/// layers count), against the float run. Returns the choices, in that order.
pub fn choose(
    g: &Graph,
    layers: &[Layer],
    quantized: &[bool],
    cfg: &QConfig,
    cal: &mut Calibrator,
    samples: &[Vec<Tensor>],
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Vec<RangeChoice>, QuantizeError> {
    let (scheme, limit) = (&cfg.activations, cfg.search_samples);
    let outputs: Vec<ValueId> = g.outputs().iter().map(|(_, v)| *v).collect();
    let mut readers: IndexMap<ValueId, Vec<usize>> = IndexMap::new();
    for (i, l) in layers.iter().enumerate() {
        for &x in &l.inputs {
            readers.entry(x).or_default().push(i);
        }
    }
    let n = samples.len().min(limit.max(1));
    let lifetimes = lifetimes(g, layers);
    let mut runs = Vec::with_capacity(n);
    for (k, s) in samples.iter().take(n).enumerate() {
        let mut float: Vec<Option<Tensor>> = vec![None; g.iter().count()];
        eval_with(g, s, |v, t| {
            if lifetimes.contains_key(&v) {
                float[v.index()] = Some(t.clone());
            }
            t
        })
        .map_err(|e| QuantizeError::Calibration(format!("sample {k}: {e}")))?;
        runs.push(Sample {
            float,
            sim: IndexMap::new(),
        });
    }
    let range = qrange(scheme);
    let mut out = Vec::new();
    // Step 0 chooses the graph inputs; step i + 1 runs layer i and chooses its output.
    for step in 0..=layers.len() {
        let values: Vec<ValueId> = if step == 0 {
            g.inputs().to_vec()
        } else {
            let (i, layer) = (step - 1, &layers[step - 1]);
            let ran = par_map(&runs, |r| {
                let mut local = IndexMap::new();
                run_layer(g, layer, r, &mut local).map(|()| local)
            });
            for (r, local) in runs.iter_mut().zip(ran) {
                // Only what crosses layers stays.
                r.sim.extend(
                    local?
                        .into_iter()
                        .filter(|(v, _)| lifetimes.contains_key(v)),
                );
            }
            if quantized[i] && layer.kind.calibrated_output() {
                vec![layer.output]
            } else {
                vec![]
            }
        };
        for v in values {
            let Some(cands) = cal.candidates(v, scheme.bits) else {
                continue;
            };
            let mut chosen = 0;
            let mut total = vec![0.0; cands.len()];
            if cands.len() > 1 {
                let cone = Cone::of(v, layers, &readers, &outputs);
                // One job per candidate and sample, on every core; summed in sample order, so
                // that the result does not depend on the number of threads.
                let jobs: Vec<(usize, &Sample)> = (0..cands.len())
                    .flat_map(|c| runs.iter().map(move |r| (c, r)))
                    .collect();
                let judged = par_map(&jobs, |&(c, r)| -> Result<_, QuantizeError> {
                    let (lo, hi) = cands[c].1;
                    let (scale, zp) = params_for(scheme, lo, hi);
                    let mut sums = vec![(0.0, 0.0); cone.places.len()];
                    let Some(x) = r.value(v) else {
                        return Ok(sums);
                    };
                    let mut local = IndexMap::new();
                    local.insert(v, fake(x, scale, zp, range));
                    for &i in &cone.layers {
                        run_layer(g, &layers[i], r, &mut local)?;
                    }
                    for (p, place) in cone.places.iter().enumerate() {
                        if let Some(y) = local.get(place) {
                            add(&mut sums[p], r.float[place.index()].as_ref(), y);
                        }
                    }
                    Ok(sums)
                });
                let mut judged = judged.into_iter();
                for t in &mut total {
                    let mut sums = vec![(0.0, 0.0); cone.places.len()];
                    for per_sample in judged.by_ref().take(runs.len()) {
                        for (s, (noise, signal)) in sums.iter_mut().zip(per_sample?) {
                            s.0 += noise;
                            s.1 += signal;
                        }
                    }
                    *t = sums
                        .iter()
                        .map(|&(noise, signal)| relative(noise, signal))
                        .sum();
                }
                for (c, &e) in total.iter().enumerate() {
                    if e < total[chosen] {
                        chosen = c;
                    }
                }
            }
            let (lo, hi) = cands[chosen].1;
            cal.choose(v, (lo, hi));
            let (scale, zp) = params_for(scheme, lo, hi);
            for r in &mut runs {
                if let Some(x) = r.value(v) {
                    let xq = fake(x, scale, zp, range);
                    r.sim.insert(v, xq);
                }
            }
            if cands.len() > 1 {
                out.push(RangeChoice {
                    value: v,
                    candidates: cands
                        .into_iter()
                        .zip(total)
                        .map(|((label, r), e)| (label, r, e))
                        .collect(),
                    chosen,
                });
            }
        }
        if step > 0 {
            // Values whose last reader has run are not needed any more.
            for (&v, _) in lifetimes.iter().filter(|(_, &last)| last == Some(step - 1)) {
                for r in &mut runs {
                    r.drop_value(v);
                }
            }
        }
        progress(step + 1, layers.len() + 1);
    }
    Ok(out)
}

/// `f` over `items` on every core the machine has, in scoped threads; the results in the
/// order of `items`.
fn par_map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    if threads < 2 || items.len() < 2 {
        return items.iter().map(f).collect();
    }
    let chunk = items.len().div_ceil(threads);
    std::thread::scope(|scope| {
        let f = &f;
        let handles: Vec<_> = items
            .chunks(chunk)
            .map(|part| scope.spawn(move || part.iter().map(f).collect::<Vec<R>>()))
            .collect();
        handles
            .into_iter()
            .flat_map(|h| match h.join() {
                Ok(results) => results,
                Err(panic) => std::panic::resume_unwind(panic),
            })
            .collect()
    })
}

/// `noise / signal`, 0 without noise, `noise` without signal.
fn relative(noise: f64, signal: f64) -> f64 {
    if noise == 0.0 {
        0.0
    } else if signal > 0.0 {
        noise / signal
    } else {
        noise
    }
}

/// Adds `Σ (y - reference)²` and `Σ reference²` of the finite `f32` elements to `sums`.
fn add(sums: &mut (f64, f64), reference: Option<&Tensor>, y: &Tensor) {
    let (Some(r), Some(y)) = (reference.and_then(Tensor::as_f32), y.as_f32()) else {
        return;
    };
    for (&a, &b) in r.iter().zip(y) {
        let (a, b) = (f64::from(a), f64::from(b));
        if a.is_finite() && b.is_finite() {
            sums.0 += (a - b) * (a - b);
            sums.1 += a * a;
        }
    }
}

/// Runs `layer`'s float ops on `local` over sample `r`'s values; writes them to `local`.
fn run_layer(
    g: &Graph,
    layer: &Layer,
    r: &Sample,
    local: &mut IndexMap<ValueId, Tensor>,
) -> Result<(), QuantizeError> {
    for &id in &layer.ops {
        let Some(ValueDef::Op { op, args }) = g.get(id).map(|d| &d.def) else {
            continue;
        };
        let operands: Vec<&Tensor> = args
            .iter()
            .map(|a| r.get(g, local, *a))
            .collect::<Option<_>>()
            .ok_or_else(|| {
                QuantizeError::Calibration(format!("%{}: operand missing", id.index()))
            })?;
        let ty = g
            .ty(id)
            .ok_or_else(|| QuantizeError::Calibration(format!("%{}: no type", id.index())))?;
        let t = qnn_interp::eval_op(op, &operands, ty).map_err(|e| {
            QuantizeError::Calibration(format!("%{} ({}): {}", id.index(), e.op, e.message))
        })?;
        local.insert(id, t);
    }
    Ok(())
}

/// `auto`'s choices as TOML comments, one value per line: the value, the chosen candidate
/// and range, then every candidate's relative error (`*` marks the chosen one).
pub fn explain(choices: &[RangeChoice], search_samples: usize) -> String {
    let mut s = format!(
        "# calibration.mode = \"auto\": each range chosen by its relative error where the value is used, on the first {search_samples} sample(s)\n"
    );
    for c in choices {
        let Some((label, (lo, hi), _)) = c.candidates.get(c.chosen) else {
            continue;
        };
        let all: Vec<String> = c
            .candidates
            .iter()
            .enumerate()
            .map(|(i, (l, _, e))| format!("{l} {e:.3e}{}", if i == c.chosen { " *" } else { "" }))
            .collect();
        s.push_str(&format!(
            "# %{}: {label} [{lo}, {hi}]  ({})\n",
            c.value.index(),
            all.join(", ")
        ));
    }
    s
}
