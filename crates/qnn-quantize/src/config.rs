//! The quantization configuration: one meaning per field, read from TOML or built in code.
//!
//! ```toml
//! [activations]          # graph inputs and every activation
//! bits = 8               # the value range: 2 to 16 bits
//! dtype = "i8"           # the storage type (inferred from bits when left out)
//! symmetric = false      # false: a zero point (offset) per tensor
//!
//! [weights]
//! bits = 8
//! symmetric = true
//! per_channel = true
//! scale = "max"          # or "power2"
//! bias_correction = false  # true: biases corrected for the weights' quantization error
//! rounding = "adaptive"  # each weight rounded down or up to fit the layer's output; or "nearest"
//! equalize = false       # true: cross-layer equalization of consecutive products
//!
//! [bias]
//! bits = 32              # 2 to 64; dtype inferred (i32 up to 32 bits, else i64)
//!
//! [calibration]
//! mode = "auto"          # per value, the range of least error ("minmax" when activations are
//!                        # wider than 8 bits); "minmax", "percentile" (with `percentile =
//!                        # 99.99`), "kl_divergence", "mse", "global_scale" (`global_scale = 8.0`)
//! search_samples = 32    # with "auto": the calibration samples that judge the candidates
//!
//! [skip]                 # ops left in float
//! kinds = ["dense"]
//! names = ["conv1"]
//! indices = [0]
//!
//! rounding = "tflite_double"   # the requantize multipliers' rounding
//! fully_integral = false       # true: an error if any float op would remain
//!
//! [tvm]                  # TVM's qconfig field names, mapped to the fields above
//! nbit_weight = 8
//! ```
//!
//! With no file, [`QConfig::default`] is TFLite's scheme: int8 asymmetric activations, int8
//! symmetric per-channel weights, int32 bias; `auto` calibration and adaptive weight rounding
//! choose what TFLite's converter fixes. [`QConfig::explain`] prints
//! every effective field and where its value came from.

use qnn_arith::Rounding;
use qnn_ir::DType;

/// Why a configuration is refused: the field (`weights.bits`, `tvm.nbit_input`, ...) and
/// what is wrong with it.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum ConfigError {
    /// The file is not TOML.
    #[error("not a TOML file: {0}")]
    Syntax(String),
    /// A field is unknown, of the wrong type, or out of range.
    #[error("`{field}`: {message}")]
    Field {
        /// The field's path.
        field: String,
        /// What is wrong.
        message: String,
    },
}

fn err(field: &str, message: impl Into<String>) -> ConfigError {
    ConfigError::Field {
        field: field.to_string(),
        message: message.into(),
    }
}

/// How a tensor's real values map to integers: `bits` of range stored in `dtype`,
/// `symmetric` (zero point 0, or the type's middle for unsigned types) or with a zero point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scheme {
    /// The value range, in bits (2 to 16): values lie in `[-2^(bits-1), 2^(bits-1) - 1]`
    /// for a signed `dtype`, `[0, 2^bits - 1]` for an unsigned one.
    pub bits: u32,
    /// The storage type, at least `bits` wide.
    pub dtype: DType,
    /// No zero point (the literature's offset).
    pub symmetric: bool,
}

/// How weights are scaled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WeightScale {
    /// The largest magnitude maps to the largest integer.
    Max,
    /// The same, rounded up to a power of two (TVM's `power2`).
    Power2,
}

/// The weights' scheme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Bits, storage, symmetry.
    pub scheme: Scheme,
    /// One scale (and zero point) per output channel, or one per tensor.
    pub per_channel: bool,
    /// How the scale is chosen.
    pub scale: WeightScale,
    /// Bias correction ("Data-Free Quantization", Nagel et al. 2019, its empirical form):
    /// each convolution's and dense layer's bias minus the expected shift its quantized
    /// weights cause, `(dequantized w - w) . E[x]`, with `E[x]` the mean of each input
    /// channel over the calibration samples.
    pub bias_correction: bool,
    /// Adaptive rounding (`crate::adaround`): each weight rounded down or up to minimize its
    /// layer's output error on the calibration data, instead of to nearest.
    pub adaptive_rounding: bool,
    /// Cross-layer equalization (`crate::equalize`) of consecutive products before
    /// calibration.
    pub equalize: bool,
}

/// A storage of `bits` in `dtype` (the bias: its scale is the product of its operands').
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Storage {
    /// The value range, in bits (2 to 64).
    pub bits: u32,
    /// The storage type.
    pub dtype: DType,
}

/// How activation ranges are chosen from the calibration samples.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Calibration {
    /// The smallest and largest value seen.
    MinMax,
    /// The given percentile of the magnitudes (in `(0, 100]`).
    Percentile(f64),
    /// The range that minimizes the KL divergence of the quantized histogram.
    KlDivergence,
    /// The range that minimizes the mean squared quantization error.
    Mse,
    /// One fixed range `[-s, s]` for every activation (TVM's `global_scale`).
    GlobalScale(f64),
    /// Each activation's range chosen among the others' by the error it causes at the
    /// outputs of the layers that use it (`crate::clipping`).
    Auto,
}

impl std::fmt::Display for Calibration {
    /// The mode's name, with its parameter: `minmax`, `percentile 99.99`, ...
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Calibration::MinMax => f.write_str("minmax"),
            Calibration::Percentile(p) => write!(f, "percentile {p}"),
            Calibration::KlDivergence => f.write_str("kl_divergence"),
            Calibration::Mse => f.write_str("mse"),
            Calibration::GlobalScale(s) => write!(f, "global_scale {s}"),
            Calibration::Auto => f.write_str("auto"),
        }
    }
}

/// Ops left in float (each rule adds to the others).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SkipRules {
    /// By layer kind (`conv2d`, `dense`, `add`, ...: `qnn_quantize::layers`).
    pub kinds: Vec<String>,
    /// By the name of the graph output a layer writes, or its float-graph value (`%12`).
    pub names: Vec<String>,
    /// By index among the layers, in order (as `qnnc quantize --simulate` numbers them).
    pub indices: Vec<usize>,
}

/// A quantization configuration (module doc).
#[derive(Clone, Debug, PartialEq)]
pub struct QConfig {
    /// Graph inputs and activations.
    pub activations: Scheme,
    /// Weights.
    pub weights: Weights,
    /// Biases.
    pub bias: Storage,
    /// Activation ranges.
    pub calibration: Calibration,
    /// With calibration `auto`: how many calibration samples (the first ones) judge the
    /// candidate ranges (the search's limit; every sample still sets the candidates).
    pub search_samples: usize,
    /// The rounding of the requantize multipliers.
    pub rounding: Rounding,
    /// Ops left in float.
    pub skip: SkipRules,
    /// Refuse a result with any float op left.
    pub fully_integral: bool,
    /// Where each field's value came from, by field path: `default`, `inferred`, `file`, or
    /// `tvm.NAME`.
    sources: Vec<(String, String)>,
}

impl Default for QConfig {
    /// TFLite's scheme (module doc).
    fn default() -> QConfig {
        QConfig {
            activations: Scheme {
                bits: 8,
                dtype: DType::I8,
                symmetric: false,
            },
            weights: Weights {
                scheme: Scheme {
                    bits: 8,
                    dtype: DType::I8,
                    symmetric: true,
                },
                per_channel: true,
                scale: WeightScale::Max,
                bias_correction: false,
                adaptive_rounding: true,
                equalize: false,
            },
            bias: Storage {
                bits: 32,
                dtype: DType::I32,
            },
            calibration: Calibration::Auto,
            search_samples: 32,
            rounding: Rounding::TfliteDouble,
            skip: SkipRules::default(),
            fully_integral: false,
            sources: Vec::new(),
        }
    }
}

/// TVM's qconfig fields that the `[tvm]` table accepts, each with what it becomes here and
/// where the meaning differs.
pub const TVM_FIELDS: &[(&str, &str)] = &[
    ("nbit_input", "activations.bits: inputs and activations share one scheme here"),
    ("nbit_activation", "activations.bits"),
    ("nbit_weight", "weights.bits: the range only; the storage is weights.dtype (TVM needed both set to get int16)"),
    ("dtype_input", "activations.dtype"),
    ("dtype_activation", "activations.dtype"),
    ("dtype_weight", "weights.dtype"),
    ("calibrate_mode", "calibration.mode (`global_scale` or `kl_divergence`)"),
    ("global_scale", "calibration.mode = \"global_scale\" with this scale"),
    ("weight_scale", "weights.scale (`max` or `power2`)"),
    ("skip_dense_layer", "skip.kinds gains `dense`"),
    ("skip_conv_layers", "skip.indices: indices among all layers here, not among convolutions"),
    ("do_simulation", "`qnnc quantize --simulate` (a flag, not a field): only `false` is accepted here"),
    ("round_for_shift", "always true here (every rescale rounds); `false` is refused"),
    ("debug_enabled_ops", "refused: list the ops to keep in float in skip.kinds instead"),
    ("rounding", "rounding: `UPWARD` is `upward`, `TONEAREST` is `to_nearest`"),
    ("calibrate_chunk_by", "accepted and unused: calibration reads one sample at a time"),
    ("partition_conversions", "`fully_integral` is fully_integral = true; `disabled`/`enabled` leave it false"),
];

/// The integer types a scheme may be stored in, by name.
fn dtype_named(field: &str, name: &str) -> Result<DType, ConfigError> {
    match name {
        "i8" | "int8" => Ok(DType::I8),
        "u8" | "uint8" => Ok(DType::U8),
        "i16" | "int16" => Ok(DType::I16),
        "u16" | "uint16" => Ok(DType::U16),
        "i32" | "int32" => Ok(DType::I32),
        "i64" | "int64" => Ok(DType::I64),
        _ => Err(err(
            field,
            format!("`{name}` is not an integer type (i8, u8, i16, u16, i32, i64)"),
        )),
    }
}

/// The smallest signed type that holds `bits`.
fn dtype_for(bits: u32) -> DType {
    match bits {
        0..=8 => DType::I8,
        9..=16 => DType::I16,
        17..=32 => DType::I32,
        _ => DType::I64,
    }
}

/// A TOML value read as a field of a given type, or an error naming the field.
struct Field<'a> {
    path: String,
    value: &'a toml::Value,
}

impl Field<'_> {
    fn int(&self, lo: i64, hi: i64) -> Result<i64, ConfigError> {
        match self.value.as_integer() {
            Some(v) if (lo..=hi).contains(&v) => Ok(v),
            Some(v) => Err(err(&self.path, format!("{v} is outside {lo} to {hi}"))),
            None => Err(err(
                &self.path,
                format!("expected an integer, found {}", self.value),
            )),
        }
    }

    fn boolean(&self) -> Result<bool, ConfigError> {
        self.value.as_bool().ok_or_else(|| {
            err(
                &self.path,
                format!("expected true or false, found {}", self.value),
            )
        })
    }

    fn string(&self) -> Result<&str, ConfigError> {
        self.value.as_str().ok_or_else(|| {
            err(
                &self.path,
                format!("expected a string, found {}", self.value),
            )
        })
    }

    fn float(&self) -> Result<f64, ConfigError> {
        let v = match self.value {
            toml::Value::Float(f) => *f,
            toml::Value::Integer(i) => *i as f64,
            _ => {
                return Err(err(
                    &self.path,
                    format!("expected a number, found {}", self.value),
                ))
            }
        };
        if v.is_finite() {
            Ok(v)
        } else {
            Err(err(&self.path, "expected a finite number"))
        }
    }

    fn strings(&self) -> Result<Vec<String>, ConfigError> {
        let a = self
            .value
            .as_array()
            .ok_or_else(|| err(&self.path, "expected a list of strings"))?;
        a.iter()
            .map(|v| match v.as_str() {
                Some(s) if !s.is_empty() => Ok(s.to_string()),
                _ => Err(err(
                    &self.path,
                    format!("expected a non-empty string, found {v}"),
                )),
            })
            .collect()
    }

    fn indices(&self) -> Result<Vec<usize>, ConfigError> {
        let a = self
            .value
            .as_array()
            .ok_or_else(|| err(&self.path, "expected a list of op indices"))?;
        a.iter()
            .map(|v| match v.as_integer() {
                Some(i) if i >= 0 => Ok(i as usize),
                _ => Err(err(
                    &self.path,
                    format!("expected an index (0 or more), found {v}"),
                )),
            })
            .collect()
    }
}

/// The keys of a table, each checked against `known` (an unknown key is an error).
fn table<'a>(
    path: &str,
    value: &'a toml::Value,
    known: &[&str],
) -> Result<Vec<Field<'a>>, ConfigError> {
    let t = value
        .as_table()
        .ok_or_else(|| err(path, "expected a table"))?;
    t.iter()
        .map(|(k, v)| {
            let p = if path.is_empty() {
                k.clone()
            } else {
                format!("{path}.{k}")
            };
            if known.contains(&k.as_str()) {
                Ok(Field { path: p, value: v })
            } else {
                Err(err(
                    &p,
                    format!("unknown field; expected one of: {}", known.join(", ")),
                ))
            }
        })
        .collect()
}

/// A scheme's fields as read: each optional.
#[derive(Default)]
struct Partial {
    bits: Option<u32>,
    dtype: Option<DType>,
    symmetric: Option<bool>,
}

impl QConfig {
    /// The configuration of a TOML text (module doc); fields left out keep
    /// [`QConfig::default`]'s values.
    pub fn from_toml(text: &str) -> Result<QConfig, ConfigError> {
        let root: toml::Table =
            toml::from_str(text).map_err(|e| ConfigError::Syntax(e.to_string()))?;
        let root = toml::Value::Table(root);
        let mut c = QConfig::default();
        let (mut act, mut wts, mut bias) =
            (Partial::default(), Partial::default(), Partial::default());
        let mut global_scale: Option<(f64, String)> = None;
        let mut mode: Option<(String, String)> = None;
        let mut percentile: Option<f64> = None;
        let mut search_samples: Option<usize> = None;
        let mut bias_correction: Option<bool> = None;
        let mut adaptive: Option<bool> = None;
        let known = [
            "activations",
            "weights",
            "bias",
            "calibration",
            "skip",
            "rounding",
            "fully_integral",
            "tvm",
        ];
        for f in table("", &root, &known)? {
            match f.path.as_str() {
                "activations" => {
                    for g in table("activations", f.value, &["bits", "dtype", "symmetric"])? {
                        c.note(&g.path, "file");
                        act.read(&g)?;
                    }
                }
                "weights" => {
                    let keys = [
                        "bits",
                        "dtype",
                        "symmetric",
                        "per_channel",
                        "scale",
                        "bias_correction",
                        "rounding",
                        "equalize",
                    ];
                    for g in table("weights", f.value, &keys)? {
                        c.note(&g.path, "file");
                        match g.path.as_str() {
                            "weights.per_channel" => c.weights.per_channel = g.boolean()?,
                            "weights.equalize" => c.weights.equalize = g.boolean()?,
                            "weights.bias_correction" => bias_correction = Some(g.boolean()?),
                            "weights.rounding" => {
                                adaptive = Some(match g.string()? {
                                    "nearest" => false,
                                    "adaptive" => true,
                                    r => {
                                        return Err(err(
                                            &g.path,
                                            format!("`{r}` is not `nearest` or `adaptive`"),
                                        ))
                                    }
                                })
                            }
                            "weights.scale" => c.weights.scale = weight_scale(&g, g.string()?)?,
                            _ => wts.read(&g)?,
                        }
                    }
                }
                "bias" => {
                    for g in table("bias", f.value, &["bits", "dtype"])? {
                        c.note(&g.path, "file");
                        match g.path.as_str() {
                            "bias.bits" => bias.bits = Some(g.int(2, 64)? as u32),
                            _ => bias.dtype = Some(dtype_named(&g.path, g.string()?)?),
                        }
                    }
                }
                "calibration" => {
                    let keys = ["mode", "percentile", "global_scale", "search_samples"];
                    for g in table("calibration", f.value, &keys)? {
                        c.note(&g.path, "file");
                        match g.path.as_str() {
                            "calibration.mode" => {
                                mode = Some((g.string()?.to_string(), g.path.clone()))
                            }
                            "calibration.percentile" => {
                                let p = g.float()?;
                                if !(p > 0.0 && p <= 100.0) {
                                    return Err(err(&g.path, format!("{p} is outside (0, 100]")));
                                }
                                percentile = Some(p);
                            }
                            "calibration.search_samples" => {
                                search_samples = Some(g.int(1, 1 << 20)? as usize)
                            }
                            _ => global_scale = Some((g.float()?, g.path.clone())),
                        }
                    }
                }
                "skip" => {
                    for g in table("skip", f.value, &["kinds", "names", "indices"])? {
                        c.note(&g.path, "file");
                        match g.path.as_str() {
                            "skip.kinds" => c.skip.kinds.extend(g.strings()?),
                            "skip.names" => c.skip.names.extend(g.strings()?),
                            _ => c.skip.indices.extend(g.indices()?),
                        }
                    }
                }
                "rounding" => {
                    c.note("rounding", "file");
                    c.rounding = rounding(&f, f.string()?)?;
                }
                "fully_integral" => {
                    c.note("fully_integral", "file");
                    c.fully_integral = f.boolean()?;
                }
                _ => {
                    let names: Vec<&str> = TVM_FIELDS.iter().map(|(n, _)| *n).collect();
                    for g in table("tvm", f.value, &names)? {
                        c.tvm(&g, &mut act, &mut wts, &mut mode, &mut global_scale)?;
                    }
                }
            }
        }
        c.activations = act.scheme("activations", c.activations, 16)?;
        // TFLite's 16-bit activation kernels take zero points 0: wider activations are
        // symmetric unless the file says otherwise (the quantizer then refuses them).
        if act.symmetric.is_none() && c.activations.bits > 8 {
            c.activations.symmetric = true;
        }
        c.weights.scheme = wts.scheme("weights", c.weights.scheme, 16)?;
        // Adaptive rounding: on by default (docs/quantize.md measures it gaining up to 10 dB
        // with 4-bit weights or 16-bit activations, and, over `auto` calibration, on 9 of 11
        // int8 outputs). Bias correction: on by default only where the weights' error
        // dominates and they are rounded to nearest (adaptive rounding's error `E[(δ·x)²]`
        // already holds the shift `(δ·E[x])²` that it removes; measured, it then costs more
        // outputs than it helps).
        let weights_dominate = c.weights.scheme.bits < 8 || c.activations.bits > 8;
        c.weights.adaptive_rounding = adaptive.unwrap_or(true);
        c.weights.bias_correction =
            bias_correction.unwrap_or(weights_dominate && !c.weights.adaptive_rounding);
        c.bias = bias.storage()?;
        // Calibration: `auto` by default with activations of up to 8 bits, where rounding and
        // clipping errors are of a size and choosing between them pays (docs/quantize.md
        // measures it); wider activations have steps too fine for clipping to pay, and there
        // `auto`'s search, which judges with float weights at the next product, chose worse
        // than `minmax`.
        let default_mode = if c.activations.bits > 8 {
            "minmax"
        } else {
            "auto"
        };
        c.calibration = calibration(mode, default_mode, percentile, global_scale)?;
        if let Some(n) = search_samples {
            if c.calibration != Calibration::Auto {
                return Err(err(
                    "calibration.search_samples",
                    format!(
                        "applies to another calibration mode than `{}`",
                        c.calibration
                    ),
                ));
            }
            c.search_samples = n;
        }
        Ok(c)
    }

    /// The configuration of `qnnc quantize --fast`: one min/max calibration pass, weights
    /// rounded to nearest, no bias correction. An error names a field the file set otherwise.
    pub fn fast(mut self) -> Result<QConfig, ConfigError> {
        let fields = [
            ("calibration.mode", self.calibration != Calibration::MinMax),
            ("weights.rounding", self.weights.adaptive_rounding),
            ("weights.bias_correction", self.weights.bias_correction),
        ];
        for (field, differs) in fields {
            let set = self.sources.iter().any(|(f, _)| f == field);
            if differs && set {
                return Err(err(
                    field,
                    "is set, and --fast means one min/max calibration pass, weights rounded to nearest and no bias correction",
                ));
            }
            self.note(field, "--fast");
        }
        self.calibration = Calibration::MinMax;
        self.weights.adaptive_rounding = false;
        self.weights.bias_correction = false;
        Ok(self)
    }

    /// Records where a field's value came from.
    fn note(&mut self, field: &str, source: &str) {
        self.sources.retain(|(f, _)| f != field);
        self.sources.push((field.to_string(), source.to_string()));
    }

    /// One field of the `[tvm]` table.
    fn tvm(
        &mut self,
        g: &Field<'_>,
        act: &mut Partial,
        wts: &mut Partial,
        mode: &mut Option<(String, String)>,
        global_scale: &mut Option<(f64, String)>,
    ) -> Result<(), ConfigError> {
        let name = g.path.trim_start_matches("tvm.");
        let source = format!("tvm.{name}");
        match name {
            "nbit_input" | "nbit_activation" | "nbit_weight" | "dtype_input"
            | "dtype_activation" | "dtype_weight" => self.tvm_scheme(g, name, &source, act, wts),
            "calibrate_mode" | "global_scale" => {
                self.tvm_calibration(g, name, &source, mode, global_scale)
            }
            "do_simulation" | "round_for_shift" | "debug_enabled_ops" | "calibrate_chunk_by" => {
                tvm_fixed(g, name)
            }
            _ => self.tvm_setting(g, name, &source),
        }
    }

    /// `tvm.nbit_*` and `tvm.dtype_*`: the activation and weight schemes' bits and storage.
    fn tvm_scheme(
        &mut self,
        g: &Field<'_>,
        name: &str,
        source: &str,
        act: &mut Partial,
        wts: &mut Partial,
    ) -> Result<(), ConfigError> {
        match name {
            "nbit_input" | "nbit_activation" => {
                act.tvm_bits(g, "activations.bits")?;
                self.note("activations.bits", source);
            }
            "nbit_weight" => {
                wts.tvm_bits(g, "weights.bits")?;
                self.note("weights.bits", source);
            }
            "dtype_input" | "dtype_activation" => {
                act.dtype = Some(dtype_named(&g.path, g.string()?)?);
                self.note("activations.dtype", source);
            }
            _ => {
                wts.dtype = Some(dtype_named(&g.path, g.string()?)?);
                self.note("weights.dtype", source);
            }
        }
        Ok(())
    }

    /// `tvm.calibrate_mode` and `tvm.global_scale`: the calibration mode and its scale.
    fn tvm_calibration(
        &mut self,
        g: &Field<'_>,
        name: &str,
        source: &str,
        mode: &mut Option<(String, String)>,
        global_scale: &mut Option<(f64, String)>,
    ) -> Result<(), ConfigError> {
        if name == "global_scale" {
            *global_scale = Some((g.float()?, g.path.clone()));
            self.note("calibration.global_scale", source);
            return Ok(());
        }
        match g.string()? {
            m @ ("global_scale" | "kl_divergence") => {
                *mode = Some((m.to_string(), g.path.clone()));
                self.note("calibration.mode", source);
                Ok(())
            }
            m => Err(err(
                &g.path,
                format!("`{m}` is not one of TVM's modes (global_scale, kl_divergence)"),
            )),
        }
    }

    /// `tvm.weight_scale`, `skip_*`, `rounding` and `partition_conversions`: one field here each.
    fn tvm_setting(&mut self, g: &Field<'_>, name: &str, source: &str) -> Result<(), ConfigError> {
        match name {
            "weight_scale" => {
                self.weights.scale = weight_scale(g, g.string()?)?;
                self.note("weights.scale", source);
            }
            "skip_dense_layer" => {
                if g.boolean()? && !self.skip.kinds.iter().any(|k| k == "dense") {
                    self.skip.kinds.push("dense".into());
                }
                self.note("skip.kinds", source);
            }
            "skip_conv_layers" => {
                self.skip.indices.extend(g.indices()?);
                self.note("skip.indices", source);
            }
            "rounding" => {
                self.rounding = match g.string()? {
                    "UPWARD" => Rounding::Upward,
                    "TONEAREST" => Rounding::ToNearest,
                    r => {
                        return Err(err(
                            &g.path,
                            format!("`{r}` is not one of TVM's (UPWARD, TONEAREST)"),
                        ))
                    }
                };
                self.note("rounding", source);
            }
            _ => {
                self.fully_integral = match g.string()? {
                    "fully_integral" => true,
                    "disabled" | "enabled" => false,
                    p => {
                        return Err(err(
                            &g.path,
                            format!("`{p}` is not one of disabled, enabled, fully_integral"),
                        ))
                    }
                };
                self.note("fully_integral", source);
            }
        }
        Ok(())
    }

    /// Every effective field, one per line, with where its value came from (`default`,
    /// `inferred` from `bits`, `file`, or the `tvm.` field that set it).
    pub fn explain(&self) -> String {
        let src = |f: &str| {
            self.sources
                .iter()
                .rev()
                .find(|(g, _)| g == f)
                .map_or("default", |(_, s)| s.as_str())
                .to_string()
        };
        let or_inferred = |f: &str, bits: &str| match src(f).as_str() {
            "default" if src(bits) != "default" => "inferred from bits".to_string(),
            s => s.to_string(),
        };
        // Fields inferred from both schemes' bits.
        let by_scheme = |f: &str| match src(f).as_str() {
            "default"
                if src("weights.bits") != "default" || src("activations.bits") != "default" =>
            {
                "inferred from bits".to_string()
            }
            s => s.to_string(),
        };
        let scale = |s: WeightScale| match s {
            WeightScale::Max => "max",
            WeightScale::Power2 => "power2",
        };
        let (mode, extra) = match self.calibration {
            Calibration::MinMax => ("minmax", String::new()),
            Calibration::Percentile(p) => ("percentile", format!("calibration.percentile = {p}")),
            Calibration::KlDivergence => ("kl_divergence", String::new()),
            Calibration::Mse => ("mse", String::new()),
            Calibration::Auto => (
                "auto",
                format!("calibration.search_samples = {}", self.search_samples),
            ),
            Calibration::GlobalScale(s) => {
                ("global_scale", format!("calibration.global_scale = {s}"))
            }
        };
        let list = |v: &[String]| {
            format!(
                "[{}]",
                v.iter()
                    .map(|s| format!("{s:?}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        };
        let mut rows: Vec<(String, String)> = vec![
            (
                format!("activations.bits = {}", self.activations.bits),
                src("activations.bits"),
            ),
            (
                format!("activations.dtype = \"{}\"", self.activations.dtype),
                or_inferred("activations.dtype", "activations.bits"),
            ),
            (
                format!("activations.symmetric = {}", self.activations.symmetric),
                match src("activations.symmetric").as_str() {
                    "default" if self.activations.bits > 8 => "inferred from bits".to_string(),
                    s => s.to_string(),
                },
            ),
            (
                format!("weights.bits = {}", self.weights.scheme.bits),
                src("weights.bits"),
            ),
            (
                format!("weights.dtype = \"{}\"", self.weights.scheme.dtype),
                or_inferred("weights.dtype", "weights.bits"),
            ),
            (
                format!("weights.symmetric = {}", self.weights.scheme.symmetric),
                src("weights.symmetric"),
            ),
            (
                format!("weights.per_channel = {}", self.weights.per_channel),
                src("weights.per_channel"),
            ),
            (
                format!("weights.scale = \"{}\"", scale(self.weights.scale)),
                src("weights.scale"),
            ),
            (
                format!("weights.bias_correction = {}", self.weights.bias_correction),
                match by_scheme("weights.bias_correction").as_str() {
                    "default" if src("weights.rounding") != "default" => {
                        "inferred from weights.rounding".to_string()
                    }
                    "inferred from bits" => "inferred from bits and weights.rounding".to_string(),
                    s => s.to_string(),
                },
            ),
            (
                format!(
                    "weights.rounding = \"{}\"",
                    if self.weights.adaptive_rounding {
                        "adaptive"
                    } else {
                        "nearest"
                    }
                ),
                src("weights.rounding"),
            ),
            (
                format!("weights.equalize = {}", self.weights.equalize),
                src("weights.equalize"),
            ),
            (format!("bias.bits = {}", self.bias.bits), src("bias.bits")),
            (
                format!("bias.dtype = \"{}\"", self.bias.dtype),
                or_inferred("bias.dtype", "bias.bits"),
            ),
            (
                format!("calibration.mode = \"{mode}\""),
                or_inferred("calibration.mode", "activations.bits"),
            ),
        ];
        if !extra.is_empty() {
            let field = extra.split(' ').next().unwrap_or_default().to_string();
            rows.push((extra, src(&field)));
        }
        rows.extend([
            (
                format!("rounding = \"{}\"", self.rounding.name()),
                src("rounding"),
            ),
            (
                format!("skip.kinds = {}", list(&self.skip.kinds)),
                src("skip.kinds"),
            ),
            (
                format!("skip.names = {}", list(&self.skip.names)),
                src("skip.names"),
            ),
            (
                format!("skip.indices = {:?}", self.skip.indices),
                src("skip.indices"),
            ),
            (
                format!("fully_integral = {}", self.fully_integral),
                src("fully_integral"),
            ),
        ]);
        let width = rows.iter().map(|(r, _)| r.len()).max().unwrap_or(0);
        rows.iter()
            .map(|(r, s)| format!("{r:width$}  # {s}\n"))
            .collect()
    }
}

impl Partial {
    /// Reads a `tvm.nbit_*` field into `bits`, refusing one that disagrees with `ours` read before.
    fn tvm_bits(&mut self, g: &Field<'_>, ours: &str) -> Result<(), ConfigError> {
        let b = g.int(2, 16)? as u32;
        match self.bits {
            Some(old) if old != b => Err(err(
                &g.path,
                format!(
                    "{b} disagrees with {ours} = {old} (one scheme serves inputs and activations)"
                ),
            )),
            _ => {
                self.bits = Some(b);
                Ok(())
            }
        }
    }

    /// Reads `bits`, `dtype` or `symmetric`.
    fn read(&mut self, g: &Field<'_>) -> Result<(), ConfigError> {
        match g.path.rsplit('.').next() {
            Some("bits") => self.bits = Some(g.int(2, 16)? as u32),
            Some("dtype") => self.dtype = Some(dtype_named(&g.path, g.string()?)?),
            _ => self.symmetric = Some(g.boolean()?),
        }
        Ok(())
    }

    /// The scheme at `path`: what was read over `base`, the storage inferred from the bits
    /// when not given, and bits that do not fit the storage refused.
    fn scheme(&self, path: &str, base: Scheme, max: u32) -> Result<Scheme, ConfigError> {
        let bits = self.bits.unwrap_or(base.bits);
        let dtype = match (self.dtype, self.bits) {
            (Some(d), _) => d,
            (None, Some(b)) => dtype_for(b),
            (None, None) => base.dtype,
        };
        if dtype.bits() < bits || dtype.bits() > max {
            return Err(err(
                &format!("{path}.bits"),
                format!(
                    "{bits} bits do not fit `{path}.dtype = \"{dtype}\"` ({} bits): widen the dtype or use fewer bits",
                    dtype.bits()
                ),
            ));
        }
        Ok(Scheme {
            bits,
            dtype,
            symmetric: self.symmetric.unwrap_or(base.symmetric),
        })
    }

    /// The bias storage: 32 bits in `i32` unless given; the storage inferred from the bits.
    fn storage(&self) -> Result<Storage, ConfigError> {
        let bits = self.bits.unwrap_or(32);
        let dtype = self.dtype.unwrap_or_else(|| dtype_for(bits.max(17)));
        if dtype.bits() < bits {
            return Err(err(
                "bias.bits",
                format!(
                    "{bits} bits do not fit `bias.dtype = \"{dtype}\"` ({} bits)",
                    dtype.bits()
                ),
            ));
        }
        Ok(Storage { bits, dtype })
    }
}

/// The `[tvm]` fields with no counterpart here: accepted (some with one value only) or refused.
fn tvm_fixed(g: &Field<'_>, name: &str) -> Result<(), ConfigError> {
    match name {
        "do_simulation" => {
            if g.boolean()? {
                return Err(err(
                    &g.path,
                    "simulation is the `--simulate` flag of `qnnc quantize`, not a field",
                ));
            }
        }
        "round_for_shift" => {
            if !g.boolean()? {
                return Err(err(
                    &g.path,
                    "every rescale here rounds; truncating shifts are not offered",
                ));
            }
        }
        "debug_enabled_ops" => {
            return Err(err(
                &g.path,
                "list the ops to keep in float in `skip.kinds` instead",
            ));
        }
        _ => {
            g.int(-1, i64::MAX)?;
        }
    }
    Ok(())
}

fn weight_scale(g: &Field<'_>, s: &str) -> Result<WeightScale, ConfigError> {
    match s {
        "max" => Ok(WeightScale::Max),
        "power2" => Ok(WeightScale::Power2),
        _ => Err(err(&g.path, format!("`{s}` is not `max` or `power2`"))),
    }
}

fn rounding(g: &Field<'_>, s: &str) -> Result<Rounding, ConfigError> {
    s.parse().map_err(|_| {
        let names: Vec<&str> = Rounding::ALL.iter().map(|r| r.name()).collect();
        err(
            &g.path,
            format!("`{s}` is not a rounding mode ({})", names.join(", ")),
        )
    })
}

/// The calibration from its fields: a mode, and the parameter it needs.
fn calibration(
    mode: Option<(String, String)>,
    default_mode: &str,
    percentile: Option<f64>,
    global_scale: Option<(f64, String)>,
) -> Result<Calibration, ConfigError> {
    let (name, path) = match (&mode, &global_scale) {
        (Some((m, p)), _) => (m.as_str(), p.as_str()),
        // TVM's `global_scale` alone selects its mode.
        (None, Some((_, p))) if p.starts_with("tvm.") => ("global_scale", p.as_str()),
        _ => (default_mode, "calibration.mode"),
    };
    let unused = |field: &str| {
        err(
            field,
            format!("applies to another calibration mode than `{name}`"),
        )
    };
    if percentile.is_some() && name != "percentile" {
        return Err(unused("calibration.percentile"));
    }
    if let (Some((_, p)), false) = (&global_scale, name == "global_scale") {
        return Err(unused(p));
    }
    Ok(match name {
        "minmax" => Calibration::MinMax,
        "kl_divergence" => Calibration::KlDivergence,
        "mse" => Calibration::Mse,
        "auto" => Calibration::Auto,
        "percentile" => Calibration::Percentile(
            percentile.ok_or_else(|| err("calibration.percentile", "the percentile mode needs it (for example 99.99)"))?,
        ),
        "global_scale" => {
            let (s, p) = global_scale.ok_or_else(|| err("calibration.global_scale", "the global_scale mode needs it (for example 8.0)"))?;
            if s <= 0.0 {
                return Err(err(&p, format!("{s} is not a positive scale")));
            }
            Calibration::GlobalScale(s)
        }
        m => return Err(err(path, format!("`{m}` is not a calibration mode (auto, minmax, percentile, kl_divergence, mse, global_scale)"))),
    })
}
