//! `qnnc quantize`: a float model and a folder of calibration samples in, a QNN graph out.
//!
//! Calibration folder layout:
//!
//! - a model with one input: one float `.npy` file per sample directly in the folder (any
//!   names; read in name order);
//! - a model with several inputs: one subfolder per sample (name order), each holding
//!   `in0.npy`, `in1.npy`, ... for the model's inputs in order.
//!
//! Each array must have the model input's exact shape and `float32` type. A single-input model
//! may also be calibrated from one `.npy` file stacking the samples on a leading axis
//! (`[N, ..input shape]`, or `[N, ..]` replacing a batch of 1).

use anyhow::{bail, Context, Result};
use indicatif::{ProgressBar, ProgressStyle};
use qnn_ir::{Graph, Tensor};
use qnn_quantize::{simulate, QConfig, Quantized, Stage};
use std::path::{Path, PathBuf};

use crate::diag::usage;
use crate::npy;
use crate::output::{emit, OutputFile};
use crate::source::load_model;
use qnn_tflite::ImportOptions;

/// The options of `qnnc quantize`.
#[derive(clap::Args)]
pub struct QuantizeArgs {
    /// The float model (optional with `--explain`).
    model: Option<PathBuf>,
    /// The calibration folder, or (single-input models) one `.npy` file stacking the
    /// samples on a leading axis.
    #[arg(long)]
    calib: Option<PathBuf>,
    /// A qconfig TOML file (default: TFLite's scheme; `docs/quantize.md`).
    #[arg(long)]
    config: Option<PathBuf>,
    /// Write the QNN graph here instead of standard output.
    #[arg(short, long, value_name = "OUT.qnn")]
    output: Option<PathBuf>,
    /// Print the effective configuration field by field, with where each value came from,
    /// on standard output (a valid qconfig file); with a model, the graph then needs `-o`.
    #[arg(long)]
    explain: bool,
    /// Report each layer's SQNR (dB) of fake-quantized float against float on the
    /// calibration samples (TVM's `do_simulation`).
    #[arg(long)]
    simulate: bool,
    /// One min/max calibration pass, weights rounded to nearest, no bias correction (the
    /// quickest result; an error if the configuration asks otherwise).
    #[arg(long)]
    fast: bool,
}

/// The configuration from `--config`, or TFLite's scheme.
fn config(path: &Option<PathBuf>) -> Result<QConfig> {
    match path {
        None => Ok(QConfig::default()),
        Some(p) => {
            let text = std::fs::read_to_string(p)
                .with_context(|| format!("cannot read {}", p.display()))?;
            QConfig::from_toml(&text).map_err(|e| anyhow::anyhow!("{}: {e}", p.display()))
        }
    }
}

/// The entries of `dir` in name order.
fn sorted_entries(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("cannot read the calibration folder {}", dir.display()))?
        .map(|e| e.map(|e| e.path()))
        .collect::<std::io::Result<_>>()
        .with_context(|| format!("cannot list {}", dir.display()))?;
    v.sort();
    Ok(v)
}

/// Reads one `.npy` sample for input `i` of `g`, checking its type.
fn sample_input(g: &Graph, i: usize, path: &Path) -> Result<Tensor> {
    let t = npy::read(path)?;
    let id = g.inputs()[i];
    let want = g.ty(id).context("input type")?;
    if t.ty() != want {
        bail!(
            "{}: holds {} of shape {:?}, but input {i} ({:?}) is {} of shape {:?}",
            path.display(),
            npy::numpy_name(t.dtype()),
            t.shape(),
            g.input_name(id).unwrap_or(""),
            npy::numpy_name(want.dtype),
            want.shape.as_slice()
        );
    }
    Ok(t)
}

/// The samples of one stacked `.npy` file for a single-input model: shape `[N, ..input]`,
/// or `[N, ..input[1..]]` when the input's batch is 1 (`N` samples), or the input's own shape.
fn stacked_samples(g: &Graph, path: &Path) -> Result<Vec<Vec<Tensor>>> {
    let &[input] = g.inputs() else {
        bail!(
            "{}: a single .npy file calibrates a single-input model; this one has {} inputs (use a folder: one subfolder per sample holding in0.npy, in1.npy, ...)",
            path.display(),
            g.inputs().len()
        );
    };
    let want = g.ty(input).context("input type")?.clone();
    let t = npy::read(path)?;
    if t.ty() == &want {
        return Ok(vec![vec![t]]);
    }
    let shape = t.shape();
    let stacked = shape.len() == want.rank() + 1 && shape[1..] == want.shape[..];
    let batched = want.shape.first() == Some(&1)
        && shape.len() == want.rank()
        && shape[1..] == want.shape[1..];
    if t.dtype() != want.dtype || !(stacked || batched) {
        let dims = |d: &[usize]| d.iter().map(|x| format!(", {x}")).collect::<String>();
        let mut shapes = format!("[N{}]", dims(&want.shape));
        if want.shape.first() == Some(&1) {
            shapes.push_str(&format!(" or [N{}]", dims(&want.shape[1..])));
        }
        bail!(
            "{}: holds {} of shape {:?}; stacked samples of input 0 must be {} of shape {shapes}",
            path.display(),
            npy::numpy_name(t.dtype()),
            shape,
            npy::numpy_name(want.dtype),
        );
    }
    let qnn_ir::Data::F32(v) = t.data() else {
        bail!("{}: calibration samples must be float32", path.display());
    };
    let n = want.num_elements().unwrap_or(0).max(1);
    v.chunks_exact(n)
        .map(|c| {
            Tensor::new(want.clone(), qnn_ir::Data::F32(c.to_vec()))
                .map(|t| vec![t])
                .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))
        })
        .collect()
}

/// The calibration samples of `dir` (module doc for the layout), or of one stacked `.npy`
/// file.
pub fn read_samples(g: &Graph, dir: &Path) -> Result<Vec<Vec<Tensor>>> {
    if dir.is_file() {
        return stacked_samples(g, dir);
    }
    let n = g.inputs().len();
    let entries = sorted_entries(dir)?;
    let samples: Vec<Vec<Tensor>> = if n == 1 {
        entries
            .iter()
            .filter(|p| p.extension().is_some_and(|e| e == "npy"))
            .map(|p| sample_input(g, 0, p).map(|t| vec![t]))
            .collect::<Result<_>>()?
    } else {
        entries
            .iter()
            .filter(|p| p.is_dir())
            .map(|d| {
                (0..n)
                    .map(|i| sample_input(g, i, &d.join(format!("in{i}.npy"))))
                    .collect::<Result<Vec<_>>>()
            })
            .collect::<Result<_>>()?
    };
    if samples.is_empty() {
        let layout = if n == 1 {
            "one .npy file per sample".to_string()
        } else {
            format!(
                "one subfolder per sample holding in0.npy .. in{}.npy",
                n - 1
            )
        };
        bail!(
            "{}: no calibration samples (expected {layout})",
            dir.display()
        );
    }
    Ok(samples)
}

/// A progress bar on stderr (hidden when stderr is not a terminal).
fn bar(total: usize, what: &str) -> ProgressBar {
    let b = ProgressBar::new(total as u64);
    if let Ok(style) = ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len}") {
        b.set_style(style.progress_chars("=> "));
    }
    b.set_message(what.to_string());
    b
}

/// The summary of a quantization, for stderr.
fn summary(q: &Quantized) -> String {
    let float: Vec<String> = q
        .layers
        .iter()
        .filter_map(|l| {
            l.float_reason.as_ref().map(|r| {
                format!(
                    "  layer {} ({}, %{}): {r}",
                    l.index,
                    l.kind,
                    l.output.index()
                )
            })
        })
        .collect();
    let mut s = format!(
        "quantized {} of {}",
        q.layers.len() - float.len(),
        crate::diag::countu(q.layers.len(), "layer")
    );
    if q.rounded > 0 {
        s.push_str(&format!(
            "; adaptive rounding moved {}",
            crate::diag::countu(q.rounded, "weight")
        ));
    }
    if q.equalized > 0 {
        s.push_str(&format!(
            "; equalized {}",
            crate::diag::countu(q.equalized, "pair")
        ));
    }
    if !float.is_empty() {
        s.push_str("; left in float:\n");
        s.push_str(&float.join("\n"));
    }
    s
}

/// Runs `qnnc quantize`. The graph goes to `-o` or standard output; `--explain`'s
/// configuration goes to standard output (so a model with `--explain` needs `-o`); the
/// summary, the progress bars and `--simulate`'s table go to standard error.
pub fn run(args: QuantizeArgs) -> Result<()> {
    let output = OutputFile::check_opt(args.output.as_deref())?;
    if args.explain && args.model.is_some() && output.is_none() {
        return Err(usage(
            "--explain prints the configuration on standard output; with a model, write the graph with -o",
        ));
    }
    let mut cfg = config(&args.config)?;
    if args.fast {
        cfg = cfg.fast().map_err(|e| usage(format!("--fast: {e}")))?;
    }
    let Some(model) = &args.model else {
        if args.explain {
            return emit(&cfg.explain());
        }
        return Err(usage(
            "a model is required (only `--explain` runs without one)",
        ));
    };
    if args.calib.is_none() && !matches!(cfg.calibration, qnn_quantize::Calibration::GlobalScale(_))
    {
        return Err(usage(
            "--calib DIR is required (only `global_scale` calibration needs no samples)",
        ));
    }
    if args.explain {
        emit(&cfg.explain())?;
    }
    let g = load_model(model, &ImportOptions::default())?.graph;
    if let Some(st) = g.states().first() {
        bail!(
            "{}: state variable {:?}: stateful (streaming) models cannot be quantized yet (calibration would need the state of every frame)",
            model.display(),
            st.name
        );
    }
    let samples = match &args.calib {
        Some(dir) => read_samples(&g, dir)?,
        None => vec![],
    };
    let name = model.display().to_string();
    let q = calibrate(&g, &cfg, &samples, &name)?;
    if args.explain && cfg.calibration == qnn_quantize::Calibration::Auto {
        emit(&qnn_quantize::clipping::explain(
            &q.ranges,
            samples.len().min(cfg.search_samples),
        ))?;
    }
    eprintln!("{}", summary(&q));
    if args.simulate {
        eprint!("{}", simulate_table(&q, &cfg, &samples, &name)?);
    }
    let text = qnn_ir::text::print(&q.graph);
    match output {
        Some(file) => file.write(text),
        None => emit(&text),
    }
}

/// Quantizes `g` with a progress bar over each stage (calibration passes, range choice,
/// adaptive rounding).
fn calibrate(g: &Graph, cfg: &QConfig, samples: &[Vec<Tensor>], name: &str) -> Result<Quantized> {
    let pb = bar(samples.len(), "calibrating");
    let q = qnn_quantize::quantize(g, cfg, samples, &mut |stage, k, n| {
        pb.set_length(n as u64);
        pb.set_position(k as u64);
        pb.set_message(match stage {
            Stage::Calibrating { pass, passes } => {
                format!("calibrating, pass {pass}/{passes} (samples)")
            }
            Stage::ChoosingRanges => "choosing ranges (layers)".to_string(),
            Stage::Rounding => "adaptive rounding (layers)".to_string(),
            Stage::Simulating => "simulating (samples)".to_string(),
        });
    })
    .map_err(|e| anyhow::anyhow!("{name}: {e}"))?;
    pb.finish_and_clear();
    Ok(q)
}

/// `--simulate`: each layer's SQNR of fake-quantized float against float.
fn simulate_table(
    q: &Quantized,
    cfg: &QConfig,
    samples: &[Vec<Tensor>],
    name: &str,
) -> Result<String> {
    let pb = bar(samples.len(), "simulating");
    let rows = simulate(q, cfg, samples, &mut |_, k, _| pb.set_position(k as u64))
        .map_err(|e| anyhow::anyhow!("{name}: {e}"))?;
    pb.finish_and_clear();
    let mut t = String::from("layer  kind          value   form    SQNR (dB)\n");
    for r in rows {
        let db = if r.sqnr_db.is_infinite() {
            "exact".to_string()
        } else {
            format!("{:.2}", r.sqnr_db)
        };
        t.push_str(&format!(
            "{:>5}  {:<12}  {:<6}  {:<6}  {db:>9}\n",
            r.index,
            r.kind,
            format!("%{}", r.output.index()),
            if r.quantized { "int" } else { "float" },
        ));
    }
    Ok(t)
}
