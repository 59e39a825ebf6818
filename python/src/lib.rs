//! `qnnc._qnnc`: the Python binding (`python/qnnc` wraps it). [`Interpreter`] is a drop-in
//! for `tf.lite.Interpreter` with TFLite's reference kernels' integers: it imports the model,
//! compiles it for qnnc's CPU engine (or keeps the QNN graph for the reference interpreter)
//! and runs it on numpy arrays. Every error is a Python exception with qnnc's message.

mod graph;

use std::sync::Mutex;

use numpy::{PyArrayDyn, PyArrayMethods, PyUntypedArray, PyUntypedArrayMethods, ToPyArray};
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use qnn_ir::attrs::SumKernel;
use qnn_ir::{Data, Graph, StateCarry, Tensor, TensorType};
use qnn_tflite::{TfModel, TfTensor, TfType};

type CpuSession<'p> = qnn_cpu::Session<'p>;

self_cell::self_cell!(
    /// A plan with the session that runs it (its buffers and the streaming state).
    struct CpuRunner {
        owner: qnn_cpu::Plan,
        #[covariant]
        dependent: CpuSession,
    }
);

/// What runs the allocated model.
enum Runner {
    /// qnnc's CPU engine on the graph compiled for its target.
    Cpu(CpuRunner),
    /// The reference interpreter on the QNN graph, with the streaming state it carries.
    Reference {
        graph: Box<Graph>,
        carry: StateCarry,
    },
}

impl Runner {
    fn invoke(&mut self, inputs: &[Tensor]) -> Result<Vec<Tensor>, String> {
        match self {
            Runner::Cpu(r) => {
                r.with_dependent_mut(|_, s| s.step(inputs).map_err(|e| e.to_string()))
            }
            Runner::Reference { graph, carry } => {
                let all = carry.inputs(inputs).ok_or_else(|| {
                    format!(
                        "the model takes {} inputs, {} given",
                        carry.user_input_count(),
                        inputs.len()
                    )
                })?;
                let out = qnn_interp::run(graph, &all).map_err(|e| e.to_string())?;
                Ok(carry.advance(out))
            }
        }
    }
}

/// The mutable part of an interpreter (behind a lock, so that `invoke` can release the GIL).
struct State {
    /// The shape of each input, as `resize_tensor_input` left it.
    input_shapes: Vec<Vec<usize>>,
    /// The allocated model, if `allocate_tensors` ran since the last resize.
    runner: Option<Runner>,
    /// The value set for each input.
    inputs: Vec<Option<Tensor>>,
    /// The outputs of the last `invoke`.
    outputs: Vec<Option<Tensor>>,
}

/// A drop-in for `tf.lite.Interpreter` whose integers are TFLite's reference kernels'
/// (`OpResolverType.BUILTIN_REF`), bit for bit, on qnnc's CPU engine.
#[pyclass(module = "qnnc._qnnc", subclass)]
struct Interpreter {
    model: TfModel,
    engine: String,
    threads: usize,
    sum_kernel: SumKernel,
    state: Mutex<State>,
}

fn value_error(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// The numpy dtype name of a TFLite tensor type, if qnnc runs it.
fn numpy_dtype(t: TfType) -> Option<&'static str> {
    Some(match t {
        TfType::Float32 => "float32",
        TfType::Float64 => "float64",
        TfType::Int8 => "int8",
        TfType::UInt8 => "uint8",
        TfType::Int16 => "int16",
        TfType::UInt16 => "uint16",
        TfType::Int32 => "int32",
        TfType::Int64 => "int64",
        TfType::Bool => "bool",
        _ => return None,
    })
}

/// TFLite's name of a tensor type in messages (`INT8`, `FLOAT32`, ...).
fn tflite_type_name(t: TfType) -> String {
    t.name().to_uppercase()
}

fn lock(state: &Mutex<State>) -> std::sync::MutexGuard<'_, State> {
    // A panic while the lock was held cannot leave the state half-written in a way that
    // matters: every field is replaced whole.
    state.lock().unwrap_or_else(|p| p.into_inner())
}

#[pymethods]
impl Interpreter {
    /// `Interpreter(model_path=None, model_content=None, num_threads=None, engine="cpu",
    /// experimental_op_resolver_type=None)`: one of `model_path` and `model_content`.
    /// `engine="reference"` runs qnnc's reference interpreter instead of its CPU engine.
    /// `experimental_op_resolver_type`: `OpResolverType.BUILTIN_REF` (the default) or any
    /// other, which selects TFLite's builtin arithmetic where the two kernels disagree (int8
    /// SUM); every other op computes the reference kernels' integers either way.
    #[new]
    #[pyo3(signature = (model_path=None, model_content=None, num_threads=None, engine="cpu", experimental_op_resolver_type=None, experimental_delegates=None, experimental_preserve_all_tensors=false))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        model_path: Option<std::path::PathBuf>,
        model_content: Option<Vec<u8>>,
        num_threads: Option<i64>,
        engine: &str,
        experimental_op_resolver_type: Option<i64>,
        experimental_delegates: Option<Bound<'_, PyAny>>,
        experimental_preserve_all_tensors: bool,
    ) -> PyResult<Self> {
        let bytes = match (model_path, model_content) {
            (Some(p), None) => std::fs::read(&p)
                .map_err(|e| value_error(format!("cannot read {}: {e}", p.display())))?,
            (None, Some(b)) => b,
            _ => {
                return Err(value_error(
                    "give exactly one of model_path and model_content",
                ))
            }
        };
        if !matches!(engine, "cpu" | "reference") {
            return Err(value_error(format!(
                "engine must be \"cpu\" or \"reference\", not {engine:?}"
            )));
        }
        if experimental_delegates.is_some_and(|d| !d.is_none()) {
            return Err(value_error("qnnc runs no TFLite delegates"));
        }
        if experimental_preserve_all_tensors {
            return Err(value_error(
                "qnnc keeps the inputs and outputs only (experimental_preserve_all_tensors)",
            ));
        }
        let threads = match num_threads {
            None | Some(-1) => 1,
            Some(n) if n >= 1 => n as usize,
            Some(n) => {
                return Err(value_error(format!(
                    "num_threads must be -1 or at least 1, not {n}"
                )))
            }
        };
        // TFLite's OpResolverType: AUTO 0, BUILTIN 1, BUILTIN_REF 2,
        // BUILTIN_WITHOUT_DEFAULT_DELEGATES 3.
        let sum_kernel = match experimental_op_resolver_type {
            None | Some(2) => SumKernel::Reference,
            Some(0 | 1 | 3) => SumKernel::Builtin,
            Some(k) => return Err(value_error(format!("unknown op resolver type {k}"))),
        };
        let model = qnn_tflite::read_model(&bytes).map_err(value_error)?;
        let sg = &model.subgraph;
        let input_shapes = sg
            .inputs
            .iter()
            .map(|&t| {
                sg.tensors[t]
                    .shape
                    .iter()
                    .map(|&d| d.max(1) as usize)
                    .collect()
            })
            .collect::<Vec<Vec<usize>>>();
        let (ni, no) = (sg.inputs.len(), sg.outputs.len());
        Ok(Interpreter {
            model,
            engine: engine.to_string(),
            threads,
            sum_kernel,
            state: Mutex::new(State {
                input_shapes,
                runner: None,
                inputs: vec![None; ni],
                outputs: vec![None; no],
            }),
        })
    }

    /// Imports the model with the current input shapes and compiles it for the engine.
    fn allocate_tensors(&self, py: Python<'_>) -> PyResult<()> {
        let shapes = lock(&self.state).input_shapes.clone();
        let model = &self.model;
        let (engine, threads, sum_kernel) = (self.engine.as_str(), self.threads, self.sum_kernel);
        let runner = py.detach(|| -> Result<Runner, String> {
            let options = qnn_tflite::ImportOptions {
                input_shapes: Some(shapes),
                sum_kernel,
            };
            let g = qnn_tflite::import_with(model, &options).map_err(|e| e.to_string())?;
            if engine == "reference" {
                let carry = StateCarry::new(&g);
                return Ok(Runner::Reference {
                    graph: Box::new(g),
                    carry,
                });
            }
            let compiled = qnn_legalize::compile(&g, &qnn_cpu::target(), &Default::default())
                .map_err(|e| e.to_string())?;
            let plan = qnn_cpu::Plan::new(&compiled.lowered.graph).map_err(|e| e.to_string())?;
            let mut error = None;
            let runner = CpuRunner::new(plan, |plan| match plan.session_with_threads(threads) {
                Ok(s) => s,
                Err(e) => {
                    error = Some(e.to_string());
                    plan.session()
                }
            });
            match error {
                Some(e) => Err(e),
                None => Ok(Runner::Cpu(runner)),
            }
        });
        let runner = runner.map_err(value_error)?;
        let mut st = lock(&self.state);
        st.runner = Some(runner);
        st.outputs = vec![None; self.model.subgraph.outputs.len()];
        Ok(())
    }

    /// The inputs' details, as `tf.lite.Interpreter.get_input_details()` gives them.
    fn get_input_details<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let shapes = lock(&self.state).input_shapes.clone();
        let sg = &self.model.subgraph;
        let details = sg
            .inputs
            .iter()
            .zip(&shapes)
            .map(|(&t, shape)| details(py, &sg.tensors[t], t, shape))
            .collect::<PyResult<Vec<_>>>()?;
        PyList::new(py, details)
    }

    /// The outputs' details, as `tf.lite.Interpreter.get_output_details()` gives them.
    fn get_output_details<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let st = lock(&self.state);
        let sg = &self.model.subgraph;
        let details = sg
            .outputs
            .iter()
            .enumerate()
            .map(|(k, &t)| {
                let shape = match &st.outputs[k] {
                    Some(v) => v.shape().to_vec(),
                    None => sg.tensors[t]
                        .shape
                        .iter()
                        .map(|&d| d.max(1) as usize)
                        .collect(),
                };
                details(py, &sg.tensors[t], t, &shape)
            })
            .collect::<PyResult<Vec<_>>>()?;
        PyList::new(py, details)
    }

    /// Sets input tensor `tensor_index` (an index from `get_input_details()`) to `value`,
    /// whose dtype and shape must be the input's.
    fn set_tensor(&self, tensor_index: i64, value: &Bound<'_, PyAny>) -> PyResult<()> {
        let sg = &self.model.subgraph;
        let Some(k) = sg.inputs.iter().position(|&t| t as i64 == tensor_index) else {
            return Err(value_error(format!(
                "tensor {tensor_index} is not an input of the model (its inputs are {:?})",
                sg.inputs
            )));
        };
        let t = &sg.tensors[sg.inputs[k]];
        let array = value
            .cast::<PyUntypedArray>()
            .map_err(|_| value_error("set_tensor takes a numpy array"))?;
        let want = numpy_dtype(t.ty).ok_or_else(|| {
            value_error(format!(
                "input {k} has type {}, which qnnc does not run",
                tflite_type_name(t.ty)
            ))
        })?;
        let got = array.dtype().to_string();
        if got != want {
            return Err(value_error(format!(
                "Cannot set tensor: Got value of type {} but expected type {} for input {k}, name: {}",
                got.to_uppercase(),
                tflite_type_name(t.ty),
                t.name
            )));
        }
        let mut st = lock(&self.state);
        let shape: Vec<usize> = array.shape().to_vec();
        if shape != st.input_shapes[k] {
            return Err(value_error(format!(
                "Cannot set tensor: Dimension mismatch. Got {:?} but expected {:?} for input {k}, name: {}",
                shape, st.input_shapes[k], t.name
            )));
        }
        st.inputs[k] = Some(array_tensor(array, &shape)?);
        Ok(())
    }

    /// Runs the model on the inputs set (zeros for any not set), with the GIL released.
    /// On a streaming model the state carries from one `invoke` to the next.
    fn invoke(&self, py: Python<'_>) -> PyResult<()> {
        let sg = &self.model.subgraph;
        // The lock is taken and released with the GIL released: a thread waiting for it
        // never holds the GIL that the running invoke needs to return.
        py.detach(|| {
            let mut st = lock(&self.state);
            let State {
                input_shapes,
                runner,
                inputs,
                outputs,
            } = &mut *st;
            let Some(runner) = runner.as_mut() else {
                return Err(PyRuntimeError::new_err(
                    "Invoke called on model that is not ready: call allocate_tensors() first",
                ));
            };
            let frame = inputs
                .iter()
                .zip(input_shapes.iter())
                .enumerate()
                .map(|(k, (v, shape))| match v {
                    Some(t) => Ok(t.clone()),
                    None => zeros(sg.tensors[sg.inputs[k]].ty, shape),
                })
                .collect::<PyResult<Vec<Tensor>>>()?;
            let result = runner.invoke(&frame).map_err(PyRuntimeError::new_err)?;
            *outputs = result.into_iter().map(Some).collect();
            Ok(())
        })
    }

    /// A copy of input or output tensor `tensor_index`: an input's value as set, an output's
    /// from the last `invoke`.
    fn get_tensor<'py>(&self, py: Python<'py>, tensor_index: i64) -> PyResult<Bound<'py, PyAny>> {
        let sg = &self.model.subgraph;
        let st = lock(&self.state);
        let pick = |list: &[usize], values: &[Option<Tensor>], shapes: Option<&[Vec<usize>]>| {
            list.iter()
                .position(|&t| t as i64 == tensor_index)
                .map(|k| {
                    let t = &sg.tensors[list[k]];
                    match &values[k] {
                        Some(v) => numpy_of(py, t.ty, v),
                        None => {
                            let shape = match shapes {
                                Some(s) => s[k].clone(),
                                None => t.shape.iter().map(|&d| d.max(1) as usize).collect(),
                            };
                            numpy_of(py, t.ty, &zeros(t.ty, &shape)?)
                        }
                    }
                })
        };
        if let Some(r) = pick(&sg.outputs, &st.outputs, None) {
            return r;
        }
        if let Some(r) = pick(&sg.inputs, &st.inputs, Some(&st.input_shapes)) {
            return r;
        }
        Err(value_error(format!(
            "tensor {tensor_index} is neither an input nor an output of the model (qnnc keeps only those)"
        )))
    }

    /// Gives input `input_index` the shape `tensor_size`; `allocate_tensors()` must run
    /// again before `invoke()`. With `strict`, only the dimensions the model leaves dynamic
    /// may change.
    #[pyo3(signature = (input_index, tensor_size, strict=false))]
    fn resize_tensor_input(
        &self,
        input_index: i64,
        tensor_size: Vec<i64>,
        strict: bool,
    ) -> PyResult<()> {
        let sg = &self.model.subgraph;
        let Some(k) = sg.inputs.iter().position(|&t| t as i64 == input_index) else {
            return Err(value_error(format!(
                "tensor {input_index} is not an input of the model (its inputs are {:?})",
                sg.inputs
            )));
        };
        let shape = tensor_size
            .iter()
            .map(|&d| {
                usize::try_from(d).map_err(|_| value_error(format!("dimension {d} is negative")))
            })
            .collect::<PyResult<Vec<usize>>>()?;
        let stored = &sg.tensors[sg.inputs[k]].shape;
        if stored.len() != shape.len() {
            return Err(value_error(format!(
                "input {k} has rank {}, the new shape {:?} rank {}",
                stored.len(),
                shape,
                shape.len()
            )));
        }
        if strict
            && stored
                .iter()
                .zip(&shape)
                .any(|(&s, &d)| s > 0 && s as usize != d)
        {
            return Err(value_error(format!(
                "ResizeInputTensorStrict only allows mutating unknown dimensions: {stored:?} to {shape:?}"
            )));
        }
        let mut st = lock(&self.state);
        if st.input_shapes[k] != shape {
            st.input_shapes[k] = shape;
            st.inputs[k] = None;
            st.runner = None;
        }
        Ok(())
    }

    /// The model's signatures: `{key: {"inputs": [names], "outputs": [names]}}`.
    fn get_signature_list<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        for s in &self.model.signatures {
            let e = PyDict::new(py);
            // Sorted by name, as TFLite's (its signature maps are `std::map`s).
            let names = |l: &[(String, usize)]| {
                let mut v: Vec<String> = l.iter().map(|(n, _)| n.clone()).collect();
                v.sort();
                v
            };
            e.set_item("inputs", names(&s.inputs))?;
            e.set_item("outputs", names(&s.outputs))?;
            d.set_item(&s.key, e)?;
        }
        Ok(d)
    }

    /// Signature `key` (the only one if `None`) as `(inputs, outputs)`, each a list of
    /// `(name, tensor index)`; `ValueError` if there is no such signature or it runs a
    /// subgraph other than the main one (the one qnnc imports).
    #[pyo3(signature = (key=None))]
    #[allow(clippy::type_complexity)]
    fn _signature(
        &self,
        key: Option<&str>,
    ) -> PyResult<(Vec<(String, usize)>, Vec<(String, usize)>)> {
        let sigs = &self.model.signatures;
        let s = match key {
            Some(k) => sigs.iter().find(|s| s.key == k),
            None if sigs.len() == 1 => sigs.first(),
            None => {
                return Err(value_error(format!(
                    "the model has {} signatures: give signature_key",
                    sigs.len()
                )))
            }
        };
        let keys: Vec<&str> = sigs.iter().map(|s| s.key.as_str()).collect();
        let s = s.ok_or_else(|| {
            value_error(format!(
                "no signature {key:?} in the model (it has {keys:?})"
            ))
        })?;
        if s.subgraph != 0 {
            return Err(value_error(format!(
                "signature {:?} runs subgraph {}; qnnc imports the main subgraph only",
                s.key, s.subgraph
            )));
        }
        let sorted = |l: &[(String, usize)]| {
            let mut v = l.to_vec();
            v.sort();
            v
        };
        Ok((sorted(&s.inputs), sorted(&s.outputs)))
    }

    /// Whether `allocate_tensors()` ran since the last resize.
    fn _ready(&self) -> bool {
        lock(&self.state).runner.is_some()
    }

    /// Starts a new stream: a streaming model's state goes back to its initial values.
    fn reset_all_variables(&self) -> PyResult<()> {
        let mut st = lock(&self.state);
        match st.runner.as_mut() {
            Some(Runner::Cpu(r)) => r.with_dependent_mut(|_, s| s.reset()),
            Some(Runner::Reference { carry, .. }) => carry.reset(),
            None => {}
        }
        Ok(())
    }
}

/// One details dict (`name`, `index`, `shape`, `shape_signature`, `dtype`, `quantization`,
/// `quantization_parameters`, `sparsity_parameters`), as TFLite's.
fn details<'py>(
    py: Python<'py>,
    t: &TfTensor,
    index: usize,
    shape: &[usize],
) -> PyResult<Bound<'py, PyDict>> {
    let np = py.import("numpy")?;
    let d = PyDict::new(py);
    d.set_item("name", &t.name)?;
    d.set_item("index", index)?;
    let shape32: Vec<i32> = shape.iter().map(|&x| x as i32).collect();
    d.set_item("shape", shape32.to_pyarray(py))?;
    let signature = t.shape_signature.as_ref().unwrap_or(&t.shape);
    d.set_item("shape_signature", signature.to_pyarray(py))?;
    let dtype = numpy_dtype(t.ty).unwrap_or("object");
    let dtype = if dtype == "bool" { "bool_" } else { dtype };
    d.set_item("dtype", np.getattr(dtype)?)?;
    let (scales, zps, axis) = match &t.quant {
        Some(q) => (
            q.scales.clone(),
            q.zero_points.clone(),
            q.quantized_dimension,
        ),
        None => (Vec::new(), Vec::new(), 0),
    };
    // TFLite fills the per-tensor pair from a tensor quantized with one scale.
    let pair = match (scales.as_slice(), zps.as_slice()) {
        ([s], [z]) => (f64::from(*s), *z),
        _ => (0.0, 0),
    };
    d.set_item("quantization", pair)?;
    let qp = PyDict::new(py);
    qp.set_item("scales", scales.to_pyarray(py))?;
    let zps32: Vec<i32> = zps.iter().map(|&z| z as i32).collect();
    qp.set_item("zero_points", zps32.to_pyarray(py))?;
    qp.set_item("quantized_dimension", axis)?;
    // Blockwise quantization (TF 2.21's key); qnnc reads affine parameters only.
    qp.set_item("block_size", 0)?;
    d.set_item("quantization_parameters", qp)?;
    d.set_item("sparsity_parameters", PyDict::new(py))?;
    Ok(d)
}

/// Zeros of a TFLite type and shape, as the graph's tensor.
fn zeros(ty: TfType, shape: &[usize]) -> PyResult<Tensor> {
    let n: usize = shape.iter().product();
    let data = match ty {
        TfType::Float32 => Data::F32(vec![0.0; n]),
        TfType::Float64 => Data::F64(vec![0.0; n]),
        TfType::Int8 | TfType::Bool => Data::I8(vec![0; n]),
        TfType::UInt8 => Data::U8(vec![0; n]),
        TfType::Int16 => Data::I16(vec![0; n]),
        TfType::UInt16 => Data::U16(vec![0; n]),
        TfType::Int32 => Data::I32(vec![0; n]),
        TfType::Int64 => Data::I64(vec![0; n]),
        other => {
            return Err(value_error(format!(
                "qnnc does not run {} tensors",
                tflite_type_name(other)
            )))
        }
    };
    let ty = TensorType::new(data.dtype(), shape.iter().copied());
    Tensor::new(ty, data).map_err(value_error)
}

/// A numpy array (of a dtype checked against the input's) as a graph tensor.
pub(crate) fn array_tensor(a: &Bound<'_, PyUntypedArray>, shape: &[usize]) -> PyResult<Tensor> {
    macro_rules! take {
        ($t:ty, $v:ident) => {{
            let a = a
                .cast::<PyArrayDyn<$t>>()
                .map_err(|e| value_error(e.to_string()))?;
            Data::$v(
                a.to_vec()
                    .unwrap_or_else(|_| a.to_owned_array().iter().copied().collect()),
            )
        }};
    }
    let data = match a.dtype().to_string().as_str() {
        "float32" => take!(f32, F32),
        "float64" => take!(f64, F64),
        "int8" => take!(i8, I8),
        "uint8" => take!(u8, U8),
        "int16" => take!(i16, I16),
        "uint16" => take!(u16, U16),
        "int32" => take!(i32, I32),
        "int64" => take!(i64, I64),
        "bool" => {
            let a = a
                .cast::<PyArrayDyn<bool>>()
                .map_err(|e| value_error(e.to_string()))?;
            let v: Vec<bool> = a
                .to_vec()
                .unwrap_or_else(|_| a.to_owned_array().iter().copied().collect());
            Data::I8(v.into_iter().map(i8::from).collect())
        }
        other => return Err(value_error(format!("qnnc does not take {other} arrays"))),
    };
    let ty = TensorType::new(data.dtype(), shape.iter().copied());
    Tensor::new(ty, data).map_err(value_error)
}

/// A graph tensor as a numpy array of the TFLite tensor's type.
fn numpy_of<'py>(py: Python<'py>, ty: TfType, t: &Tensor) -> PyResult<Bound<'py, PyAny>> {
    let shape = t.shape().to_vec();
    macro_rules! give {
        ($v:expr) => {
            Ok($v.to_pyarray(py).reshape(shape)?.into_any())
        };
    }
    if ty == TfType::Bool {
        let v: Vec<bool> = t
            .to_i64()
            .unwrap_or_default()
            .into_iter()
            .map(|x| x != 0)
            .collect();
        return give!(v);
    }
    match t.data() {
        Data::F32(v) => give!(v),
        Data::F64(v) => give!(v),
        Data::I8(v) => give!(v),
        Data::U8(v) => give!(v),
        Data::I16(v) => give!(v),
        Data::U16(v) => give!(v),
        Data::I32(v) => give!(v),
        Data::I64(v) => give!(v),
    }
}

/// A graph tensor as a numpy array of its own element type.
pub(crate) fn numpy_of_tensor<'py>(py: Python<'py>, t: &Tensor) -> PyResult<Bound<'py, PyAny>> {
    let ty = match t.dtype() {
        qnn_ir::DType::I8 => TfType::Int8,
        qnn_ir::DType::U8 => TfType::UInt8,
        qnn_ir::DType::I16 => TfType::Int16,
        qnn_ir::DType::U16 => TfType::UInt16,
        qnn_ir::DType::I32 => TfType::Int32,
        qnn_ir::DType::I64 => TfType::Int64,
        qnn_ir::DType::F32 => TfType::Float32,
        qnn_ir::DType::F64 => TfType::Float64,
    };
    numpy_of(py, ty, t)
}

/// The Python module `qnnc._qnnc`.
#[pymodule]
fn _qnnc(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Interpreter>()?;
    m.add_class::<graph::Graph>()?;
    m.add_function(wrap_pyfunction!(graph::import_tflite, m)?)?;
    m.add_function(wrap_pyfunction!(graph::parse, m)?)?;
    m.add_function(wrap_pyfunction!(graph::targets, m)?)?;
    m.add_function(wrap_pyfunction!(graph::quantize, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
