//! The compiler from Python: [`Graph`] wraps a QNN or lowered graph (`qnn_ir::Graph`), with
//! its text, lowering, legalization, MLIR export, runs and translation validation; the module
//! functions import, parse and list targets.

use numpy::{PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use qnn_ir::text::{parse as parse_text, print_with, PrintOptions};
use qnn_ir::{StateCarry, Tensor};

fn value_error(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// Every target: the built-in ones and the CPU engine's.
fn registry() -> PyResult<qnn_legalize::Registry> {
    let mut r = qnn_legalize::Registry::builtin();
    qnn_cpu::register(&mut r).map_err(value_error)?;
    Ok(r)
}

fn overflow_policy(name: &str) -> PyResult<qnn_ir::overflow::OverflowPolicy> {
    qnn_ir::overflow::OverflowPolicy::ALL
        .into_iter()
        .find(|p| p.name() == name)
        .ok_or_else(|| {
            value_error(format!(
                "overflow must be \"wrap\", \"widen\" or \"error\", not {name:?}"
            ))
        })
}

/// A graph of qnnc's IR: a QNN graph as imported or parsed, or a lowered one.
#[pyclass(module = "qnnc._qnnc", frozen)]
pub struct Graph {
    graph: qnn_ir::Graph,
}

impl Graph {
    fn compile(
        &self,
        py: Python<'_>,
        target: &str,
        overflow: &str,
        prove: bool,
    ) -> PyResult<qnn_legalize::Compiled> {
        let target = registry()?.lookup(target).map_err(value_error)?.clone();
        let options = qnn_legalize::CompileOptions {
            overflow: overflow_policy(overflow)?,
            prove,
            ..Default::default()
        };
        let g = &self.graph;
        py.detach(|| qnn_legalize::compile(g, &target, &options))
            .map_err(value_error)
    }
}

#[pymethods]
impl Graph {
    /// The graph's canonical text (`qnnc print`); `elide_constants` prints large constants
    /// as their type and hash (for snapshots; such text does not parse back).
    #[pyo3(signature = (elide_constants=false))]
    fn text(&self, elide_constants: bool) -> String {
        print_with(&self.graph, &PrintOptions { elide_constants })
    }

    fn __str__(&self) -> String {
        self.text(false)
    }

    fn __repr__(&self) -> String {
        format!(
            "<qnnc.Graph {:?}: {} values, {} inputs, {} outputs>",
            self.graph.name,
            self.graph.values().len(),
            self.graph.inputs().len(),
            self.graph.outputs().len()
        )
    }

    /// The graph lowered to integer core ops for `target` (`qnnc lower`), under the overflow
    /// policy `overflow` (`"wrap"`, TFLite's arithmetic, the default; `"widen"`; `"error"`).
    /// With `prove`, every rule application is checked for all inputs first (`qnnc lower
    /// --prove`): a refuted one raises `ValueError` with its counterexample.
    #[pyo3(signature = (target="generic", overflow="wrap", prove=false))]
    fn lower(&self, py: Python<'_>, target: &str, overflow: &str, prove: bool) -> PyResult<Graph> {
        let c = self.compile(py, target, overflow, prove)?;
        Ok(Graph {
            graph: c.lowered.graph,
        })
    }

    /// Whether `other` computes the same outputs for every input (`qnnc equiv`): for each
    /// output, by name, `"equal"`, `"differs: ..."` (a counterexample) or `"not decided:
    /// ..."` (why); raises `ValueError` when the inputs or outputs do not correspond.
    fn equivalent(&self, py: Python<'_>, other: &Graph) -> PyResult<Vec<(String, String)>> {
        use qnn_rewrite::prove::Verdict;
        let (a, b) = (&self.graph, &other.graph);
        let budget = qnn_rewrite::RewriteBudget::default();
        let verdicts = py
            .detach(|| qnn_rewrite::prove::equivalent(a, b, &budget))
            .map_err(value_error)?;
        Ok(verdicts
            .into_iter()
            .map(|(name, v)| {
                let said = match v {
                    Verdict::Proved(_) => "equal".to_string(),
                    Verdict::Failed(c) => format!("differs: {c}"),
                    Verdict::NotProved(why) => format!("not decided: {why}"),
                };
                (name, said)
            })
            .collect())
    }

    /// The QNN graph after `target`'s legalization hooks (before lowering).
    fn legalize(&self, target: &str) -> PyResult<Graph> {
        let target = registry()?.lookup(target).map_err(value_error)?.clone();
        let l = qnn_legalize::legalize(&self.graph, &target).map_err(value_error)?;
        Ok(Graph { graph: l.graph })
    }

    /// The lowered graph as MLIR (`qnnc export`): `flavour` `"linalg"` or `"tosa"`.
    #[pyo3(signature = (flavour="linalg", elide_constants=false))]
    fn export_mlir(&self, flavour: &str, elide_constants: bool) -> PyResult<String> {
        let flavour = match flavour {
            "linalg" => qnn_mlir::Flavour::Linalg,
            "tosa" => qnn_mlir::Flavour::Tosa,
            other => {
                return Err(value_error(format!(
                    "flavour must be \"linalg\" or \"tosa\", not {other:?}"
                )))
            }
        };
        let opts = qnn_mlir::ExportOptions {
            flavour,
            elide_constants,
        };
        qnn_mlir::export(&self.graph, &opts).map_err(value_error)
    }

    /// Runs the graph on `inputs` (numpy arrays, one per input that is not streaming state)
    /// with the reference interpreter, or (`engine="cpu"`) with the CPU engine: the outputs.
    #[pyo3(signature = (inputs, engine="reference"))]
    fn run<'py>(
        &self,
        py: Python<'py>,
        inputs: Vec<Bound<'py, PyAny>>,
        engine: &str,
    ) -> PyResult<Vec<Bound<'py, PyAny>>> {
        let g = &self.graph;
        let carry = StateCarry::new(g);
        let user = qnn_ir::state::user_inputs(g);
        if inputs.len() != user.len() {
            return Err(value_error(format!(
                "the graph takes {} inputs, {} given",
                user.len(),
                inputs.len()
            )));
        }
        let tensors = inputs
            .iter()
            .zip(&user)
            .enumerate()
            .map(|(k, (a, v))| {
                let ty = &g.values()[v.index()].ty;
                let a = a
                    .cast::<PyUntypedArray>()
                    .map_err(|_| value_error(format!("input {k} is not a numpy array")))?;
                let t = crate::array_tensor(a, a.shape())?;
                if t.ty() != ty {
                    return Err(value_error(format!(
                        "input {k} must be {ty}, found {}",
                        t.ty()
                    )));
                }
                Ok(t)
            })
            .collect::<PyResult<Vec<Tensor>>>()?;
        let all = carry
            .inputs(&tensors)
            .ok_or_else(|| value_error("the wrong number of inputs"))?;
        let outputs = py
            .detach(|| -> Result<Vec<Tensor>, String> {
                match engine {
                    "reference" => qnn_interp::run(g, &all).map_err(|e| e.to_string()),
                    "cpu" => qnn_cpu::Plan::new(g)
                        .and_then(|p| p.run(&all))
                        .map_err(|e| e.to_string()),
                    other => Err(format!(
                        "engine must be \"reference\" or \"cpu\", not {other:?}"
                    )),
                }
            })
            .map_err(value_error)?;
        let mut carry = carry;
        carry
            .advance(outputs)
            .iter()
            .map(|t| crate::numpy_of_tensor(py, t))
            .collect()
    }

    /// Translation validation (`qnnc lower --validate`): runs this QNN graph and its lowering
    /// for `target` on `n` seeded random input sets (seeds `seed..seed + n`) and compares
    /// every output element; raises `ValueError` at the first difference, else returns `n`.
    #[pyo3(signature = (n=100, seed=0, target="generic", overflow="wrap"))]
    fn validate(
        &self,
        py: Python<'_>,
        n: u64,
        seed: u64,
        target: &str,
        overflow: &str,
    ) -> PyResult<u64> {
        let c = self.compile(py, target, overflow, false)?;
        let (g, lowered) = (&self.graph, &c.lowered.graph);
        py.detach(|| {
            for s in seed..seed.saturating_add(n) {
                let inputs = qnn_check::validate::random_inputs(g, s);
                qnn_check::validate::compare(g, lowered, &inputs)
                    .map_err(|m| format!("random inputs of seed {s}: {m}"))?;
            }
            Ok::<u64, String>(n)
        })
        .map_err(value_error)
    }

    /// Counts: `values`, `inputs`, `outputs`, and `ops` (mnemonic -> count).
    fn stats<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let g = &self.graph;
        let ops = PyDict::new(py);
        let mut counts: std::collections::BTreeMap<&str, usize> = Default::default();
        for (_, v) in g.iter() {
            if let qnn_ir::ValueDef::Op { op, .. } = &v.def {
                *counts.entry(op.opcode().mnemonic()).or_default() += 1;
            }
        }
        for (k, n) in counts {
            ops.set_item(k, n)?;
        }
        let d = PyDict::new(py);
        d.set_item("values", g.values().len())?;
        d.set_item("inputs", g.inputs().len())?;
        d.set_item("outputs", g.outputs().len())?;
        d.set_item("ops", ops)?;
        Ok(d)
    }
}

/// Imports a `.tflite` model (a path or its bytes) into a QNN graph; `input_shapes`
/// replaces the stored input shapes (as `resize_tensor_input`).
#[pyfunction]
#[pyo3(signature = (model, input_shapes=None))]
pub fn import_tflite(
    model: &Bound<'_, PyAny>,
    input_shapes: Option<Vec<Vec<usize>>>,
) -> PyResult<Graph> {
    let bytes: Vec<u8> = if let Ok(b) = model.extract::<Vec<u8>>() {
        b
    } else {
        let path: std::path::PathBuf = model
            .extract()
            .map_err(|_| value_error("import_tflite takes a path or the model's bytes"))?;
        std::fs::read(&path)
            .map_err(|e| value_error(format!("cannot read {}: {e}", path.display())))?
    };
    let m = qnn_tflite::read_model(&bytes).map_err(value_error)?;
    let options = qnn_tflite::ImportOptions {
        input_shapes,
        ..Default::default()
    };
    let graph = qnn_tflite::import_with(&m, &options).map_err(value_error)?;
    Ok(Graph { graph })
}

/// Parses graph text (`.qnn`); a `ValueError` names the line and column of an error.
#[pyfunction]
pub fn parse(text: &str) -> PyResult<Graph> {
    let graph = parse_text(text).map_err(value_error)?;
    qnn_ir::verify(&graph).map_err(value_error)?;
    Ok(Graph { graph })
}

/// Every target (`qnnc targets`): a list of `{"name", "description"}`.
#[pyfunction]
pub fn targets<'py>(py: Python<'py>) -> PyResult<Vec<Bound<'py, PyDict>>> {
    registry()?
        .targets()
        .iter()
        .map(|t| {
            let d = PyDict::new(py);
            d.set_item("name", &t.name)?;
            d.set_item("description", &t.description)?;
            Ok(d)
        })
        .collect()
}

/// Quantizes a float graph (`qnnc quantize`): `calib` holds the calibration samples, each a
/// list of numpy arrays (one per input; a bare array for a model of one input); `config` is a
/// qconfig in TOML (`docs/quantize.md`), `None` for the defaults. The result is the QNN graph.
#[pyfunction]
#[pyo3(signature = (model, calib, config=None))]
pub fn quantize(
    py: Python<'_>,
    model: &Graph,
    calib: Vec<Bound<'_, PyAny>>,
    config: Option<&str>,
) -> PyResult<Graph> {
    let cfg = match config {
        Some(text) => qnn_quantize::QConfig::from_toml(text).map_err(value_error)?,
        None => qnn_quantize::QConfig::default(),
    };
    let g = &model.graph;
    let inputs = g.inputs();
    let samples = calib
        .iter()
        .enumerate()
        .map(|(k, sample)| {
            let arrays: Vec<Bound<'_, PyAny>> = if sample.cast::<PyUntypedArray>().is_ok() {
                vec![sample.clone()]
            } else {
                sample.extract().map_err(|_| {
                    value_error(format!(
                        "sample {k} is neither an array nor a list of arrays"
                    ))
                })?
            };
            if arrays.len() != inputs.len() {
                return Err(value_error(format!(
                    "sample {k} has {} arrays, the graph {} inputs",
                    arrays.len(),
                    inputs.len()
                )));
            }
            arrays
                .iter()
                .zip(inputs)
                .enumerate()
                .map(|(i, (a, v))| {
                    let a = a.cast::<PyUntypedArray>().map_err(|_| {
                        value_error(format!("sample {k}, input {i}: not a numpy array"))
                    })?;
                    let t = crate::array_tensor(a, a.shape())?;
                    let ty = &g.values()[v.index()].ty;
                    if t.ty() != ty {
                        return Err(value_error(format!(
                            "sample {k}, input {i} must be {ty}, found {}",
                            t.ty()
                        )));
                    }
                    Ok(t)
                })
                .collect::<PyResult<Vec<Tensor>>>()
        })
        .collect::<PyResult<Vec<Vec<Tensor>>>>()?;
    let q = py
        .detach(|| qnn_quantize::quantize(g, &cfg, &samples, &mut |_, _, _| {}))
        .map_err(value_error)?;
    Ok(Graph { graph: q.graph })
}
