//! Resource variables: `VAR_HANDLE`, `READ_VARIABLE`, `ASSIGN_VARIABLE` and `CALL_ONCE`, the
//! state of streaming models, imported as the graph's state variables ([`qnn_ir::State`]).
//!
//! TFLite names a variable by its handle's `(container, shared_name)`. `CALL_ONCE` runs its
//! initialisation subgraph before the first run; that subgraph must assign constants to
//! variables (what the converter makes of `tf.Variable` initial values), which become the
//! states' initial values. In the main subgraph a `READ_VARIABLE` reads the value the
//! variable has at that point of the run: the last `ASSIGN_VARIABLE` before it, else the
//! state carried from the previous run (a state input). The value a variable has after the
//! last operator is the state's next value. A variable the main subgraph reads but never
//! assigns is a constant (its initial value); one it assigns but never reads before
//! assigning carries nothing between runs and needs no state.

use std::collections::HashMap;

use qnn_ir::{Tensor, ValueId};

use super::cx::{describe, OpCx};
use super::error::ImportError;
use super::tensors::const_tensor;
use crate::builtin::{BuiltinOp, BuiltinOperator};
use crate::model::{TfModel, TfOptions, TfSubgraph};

/// `(container, shared_name)`.
type Key = (String, String);

/// One variable of the run being imported.
#[derive(Debug)]
struct Var {
    /// Its value after the initialisation subgraph.
    init: Option<Tensor>,
    /// The state input and its name, once something read the carried value.
    input: Option<(ValueId, String)>,
    /// The value it holds at this point of the run (`None`: the carried value).
    current: Option<ValueId>,
    /// Whether the main subgraph assigns it anywhere.
    assigned: bool,
}

/// The variables of the main subgraph.
#[derive(Debug, Default)]
pub(super) struct Vars {
    vars: indexmap::IndexMap<Key, Var>,
    /// Variable tensors (`Tensor.is_variable`, an LSTM's states) read so far: the state input,
    /// its name and the value the tensor holds now.
    tensors: indexmap::IndexMap<usize, (ValueId, String, ValueId)>,
    /// Main-subgraph resource tensors (VAR_HANDLE outputs) and the variable each names.
    handles: HashMap<usize, Key>,
}

/// The variable key of a `VAR_HANDLE`'s options.
fn key_of(options: &TfOptions) -> Option<Key> {
    match options {
        TfOptions::VarHandle {
            container,
            shared_name,
        } => Some((container.clone(), shared_name.clone())),
        _ => None,
    }
}

fn is(op: &BuiltinOp, o: BuiltinOperator) -> bool {
    *op == BuiltinOp::Builtin(o)
}

impl Vars {
    /// The variables of `sg` (the main subgraph): its handles and which it assigns.
    pub fn scan(sg: &TfSubgraph) -> Vars {
        let mut vars = Vars::default();
        for op in &sg.operators {
            if is(&op.opcode, BuiltinOperator::VarHandle) {
                let (Some(key), Some(&t)) = (key_of(&op.options), op.outputs.first()) else {
                    continue;
                };
                vars.handles.insert(t, key.clone());
                vars.vars.entry(key).or_insert(Var {
                    init: None,
                    input: None,
                    current: None,
                    assigned: false,
                });
            }
        }
        for op in &sg.operators {
            if is(&op.opcode, BuiltinOperator::AssignVariable) {
                let key = op.inputs.first().copied().flatten();
                if let Some(v) = key.and_then(|t| vars.handles.get(&t)).cloned() {
                    if let Some(var) = vars.vars.get_mut(&v) {
                        var.assigned = true;
                    }
                }
            }
        }
        vars
    }
}

/// The printed name of a variable.
fn var_name((container, shared_name): &Key) -> String {
    match (container.is_empty(), shared_name.is_empty()) {
        (true, false) => shared_name.clone(),
        (true, true) => "variable".into(),
        _ => format!("{container}/{shared_name}"),
    }
}

/// `VAR_HANDLE`: the handle is bound to its variable when the subgraph is scanned.
pub(super) fn var_handle(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity_n(0, 0, 1)?;
    if key_of(&cx.op.options).is_none() {
        return Err(cx.invalid("has no VarHandleOptions (the variable's name)"));
    }
    Ok(())
}

/// The variable key of handle input 0.
fn handle(cx: &OpCx) -> Result<Key, ImportError> {
    let t = cx.input_index(0)?;
    cx.vars()
        .handles
        .get(&t)
        .cloned()
        .ok_or_else(|| cx.tensor_error("input 0", t, "is not the output of a VAR_HANDLE"))
}

/// `READ_VARIABLE`: the variable's value at this point of the run.
pub(super) fn read_variable(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity_n(1, 1, 1)?;
    let key = handle(cx)?;
    let out = cx.output_index()?;
    let name = var_name(&key);
    let var = &cx.vars().vars[&key];
    let (current, init, assigned) = (var.current, var.init.clone(), var.assigned);
    let input = var.input.as_ref().map(|(v, _)| *v);
    let v = match (current, input) {
        (Some(v), _) | (None, Some(v)) => v,
        (None, None) => {
            let Some(init) = init else {
                return Err(cx.invalid(format!(
                    "reads variable {name:?}, which has no value: no CALL_ONCE initialisation subgraph assigns it before this run"
                )));
            };
            let want = cx.value_type_of_tensor(out)?;
            if let Some(w) = want.filter(|w| w != init.ty()) {
                return Err(cx.invalid(format!(
                    "reads variable {name:?} as {w}, but its initial value is {}",
                    init.ty()
                )));
            }
            if assigned {
                let (v, unique) = cx.add_state(&name, init)?;
                cx.vars_mut().vars[&key].input = Some((v, unique));
                v
            } else {
                cx.add_const(init)
            }
        }
    };
    let ty = cx.ty_of(v)?;
    if let Some(w) = cx.value_type_of_tensor(out)?.filter(|w| *w != ty) {
        return Err(cx.invalid(format!(
            "reads variable {name:?} as {w}, but it holds {ty} here"
        )));
    }
    cx.bind(out, v)
}

/// `ASSIGN_VARIABLE`: the variable holds input 1 from here on.
pub(super) fn assign_variable(cx: &mut OpCx) -> Result<(), ImportError> {
    cx.arity_n(2, 2, 0)?;
    let key = handle(cx)?;
    let v = cx.input_value(1)?;
    let ty = cx.ty_of(v)?;
    let var = &cx.vars().vars[&key];
    if let Some(held) = var.current.or(var.input.as_ref().map(|(v, _)| *v)) {
        let held_ty = cx.ty_of(held)?;
        if held_ty != ty {
            return Err(cx.unsupported(format!(
                "assigns {ty} to variable {:?}, which holds {held_ty}: a variable keeps one type and shape",
                var_name(&key)
            )));
        }
    }
    cx.vars_mut().vars[&key].current = Some(v);
    Ok(())
}

/// `CALL_ONCE`: runs the initialisation subgraph at import, giving the variables it assigns
/// their initial values.
pub(super) fn call_once(cx: &mut OpCx, model: &TfModel) -> Result<(), ImportError> {
    cx.arity_n(0, 0, 0)?;
    let TfOptions::CallOnce {
        init_subgraph_index,
    } = cx.op.options
    else {
        return Err(cx.invalid("has no CallOnceOptions (the initialisation subgraph)"));
    };
    let sg = usize::try_from(init_subgraph_index)
        .ok()
        .filter(|&k| k > 0)
        .and_then(|k| model.subgraph_at(k))
        .ok_or_else(|| {
            cx.invalid(format!(
                "names initialisation subgraph {init_subgraph_index}, but the model has subgraphs 1..{}",
                model.num_subgraphs()
            ))
        })?;
    let k = init_subgraph_index;
    let mut handles: HashMap<usize, Key> = HashMap::new();
    for op in &sg.operators {
        let here = |m: String| {
            cx.unsupported(format!(
                "initialisation subgraph {k}, operator {}: {m}",
                op.index
            ))
        };
        if is(&op.opcode, BuiltinOperator::VarHandle) {
            let (Some(key), Some(&t)) = (key_of(&op.options), op.outputs.first()) else {
                return Err(here("VAR_HANDLE without options or output".into()));
            };
            handles.insert(t, key);
        } else if is(&op.opcode, BuiltinOperator::AssignVariable) {
            let (Some(Some(h)), Some(Some(t))) = (op.inputs.first(), op.inputs.get(1)) else {
                return Err(here("ASSIGN_VARIABLE needs a handle and a value".into()));
            };
            let key = handles.get(h).ok_or_else(|| {
                here(format!("input 0 (tensor {h}) is not a VAR_HANDLE's output"))
            })?;
            let tensor = sg
                .tensors
                .get(*t)
                .ok_or_else(|| here(format!("tensor {t} is out of range")))?;
            let value = const_tensor(tensor)
                .map_err(|m| here(format!("{}: {m}", describe(*t, tensor))))?
                .ok_or_else(|| {
                    here(format!(
                        "assigns {}, which is not a constant (only constant initial values are imported)",
                        describe(*t, tensor)
                    ))
                })?;
            if let Some(var) = cx.vars_mut().vars.get_mut(key) {
                var.init = Some(value);
            }
        } else {
            return Err(here(format!(
                "{} is not imported in an initialisation subgraph (only VAR_HANDLE and ASSIGN_VARIABLE of constants)",
                op.opcode
            )));
        }
    }
    Ok(())
}

/// The value variable tensor `t` (`Tensor.is_variable`: an operator's own state, such as an
/// LSTM's hidden and cell state) holds at this point of the run: on first use a state named
/// after the tensor, whose initial value is what TFLite's `ResetVariableTensor` leaves after
/// `AllocateTensors` (every byte the zero point for `int8`, zero otherwise).
pub(super) fn variable_tensor(cx: &mut OpCx, role: &str, t: usize) -> Result<ValueId, ImportError> {
    if let Some((_, _, current)) = cx.vars().tensors.get(&t) {
        return Ok(*current);
    }
    let tensor = cx.tensor(t)?;
    if !tensor.is_variable || tensor.data.is_some() {
        return Err(cx.tensor_error(
            role,
            t,
            "must be a variable tensor without data (the operator's state)",
        ));
    }
    let ty = cx
        .value_type_of_tensor(t)?
        .ok_or_else(|| cx.tensor_error(role, t, "needs a static shape and a supported type"))?;
    let count = qnn_ir::types::num_elements(&ty.shape).filter(|&n| n <= qnn_ir::MAX_ELEMENTS);
    if count.is_none() {
        return Err(cx.tensor_error(
            role,
            t,
            format!(
                "{ty} has more than {} elements (qnnc's limit)",
                qnn_ir::MAX_ELEMENTS
            ),
        ));
    }
    let init = match (ty.dtype, count) {
        (qnn_ir::DType::I8, Some(n)) => {
            let zp = cx.q_tensor(role, t)?.2;
            Tensor::from_i64(ty.dtype, &ty.shape, &vec![zp; n])
        }
        _ => Tensor::zeros(ty.clone()),
    }
    .ok_or_else(|| cx.tensor_error(role, t, format!("cannot hold the initial value of {ty}")))?;
    let base = if tensor.name.is_empty() {
        format!("variable_tensor_{t}")
    } else {
        tensor.name.clone()
    };
    let (v, name) = cx.add_state(&base, init)?;
    cx.vars_mut().tensors.insert(t, (v, name, v));
    Ok(v)
}

/// Variable tensor `t` holds `v` from here on (it was read with [`variable_tensor`]).
pub(super) fn assign_variable_tensor(cx: &mut OpCx, t: usize, v: ValueId) {
    if let Some(entry) = cx.vars_mut().tensors.get_mut(&t) {
        entry.2 = v;
    }
}

/// After the last operator: each state's next value is the value its variable holds.
pub(super) fn finish(vars: &Vars) -> Vec<(String, ValueId)> {
    let resources = vars.vars.iter().filter_map(|(_, var)| {
        let (input, name) = var.input.clone()?;
        Some((name, var.current.unwrap_or(input)))
    });
    let tensors = vars
        .tensors
        .values()
        .map(|(_, name, current)| (name.clone(), *current));
    resources.chain(tensors).collect()
}
