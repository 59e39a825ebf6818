//! The verifier: checks a whole graph and reports every problem it finds.

use crate::error::{Diagnostic, VerifyError};
use crate::graph::{Graph, ValueDef};
use crate::types::num_elements;

/// Largest element count a value may have: guards the interpreter, which holds values as
/// 64-bit integers (2 GiB at this limit), against text that declares absurd shapes.
pub const MAX_ELEMENTS: usize = 1 << 28;

/// Checks operand counts, operand order, types, shapes, attributes, quantization
/// parameters, input/output names and that the graph has outputs. Returns all problems.
pub fn verify(g: &Graph) -> Result<(), VerifyError> {
    let mut diags = Vec::new();
    let mut push = |value: Option<usize>, op: Option<&'static str>, message: String| {
        diags.push(Diagnostic { value, op, message })
    };
    for (id, v) in g.iter() {
        let n = id.index();
        if v.ty.shape.len() > crate::MAX_RANK || v.ty.shape.iter().any(|&d| d > crate::MAX_DIM) {
            push(
                Some(n),
                None,
                format!(
                    "type {} exceeds the limits of rank {} and extent {} per dimension",
                    v.ty,
                    crate::MAX_RANK,
                    crate::MAX_DIM
                ),
            );
            continue;
        }
        if num_elements(&v.ty.shape).is_none_or(|e| e > MAX_ELEMENTS) {
            push(
                Some(n),
                None,
                format!("type {} has more than {MAX_ELEMENTS} elements", v.ty),
            );
            continue;
        }
        let ValueDef::Op { op, args } = &v.def else {
            continue;
        };
        let opcode = op.opcode();
        let name = opcode.mnemonic();
        let operands = opcode.operands();
        if !operands.accepts(args.len()) {
            push(
                Some(n),
                Some(name),
                format!(
                    "takes {} operands, found {}",
                    operands.describe(),
                    args.len()
                ),
            );
            continue;
        }
        if let Some((i, a)) = args.iter().enumerate().find(|(_, a)| a.index() >= n) {
            push(
                Some(n),
                Some(name),
                format!(
                    "operand {} (`{}`) is %{}, which is not defined before it",
                    i,
                    operands.name(i),
                    a.0
                ),
            );
            continue;
        }
        let tys: Vec<_> = args.iter().map(|a| &g.values()[a.index()].ty).collect();
        match op.infer(&tys, Some(v.ty.dtype)) {
            Err(errors) => {
                for message in errors.0 {
                    push(Some(n), Some(name), message);
                }
            }
            Ok(t) if t != v.ty => push(
                Some(n),
                Some(name),
                format!("result type is declared {} but the operands give {t}", v.ty),
            ),
            Ok(_) => {}
        }
    }
    if g.outputs().is_empty() {
        push(None, None, "the graph has no outputs".to_string());
    }
    let mut seen = indexmap::IndexSet::new();
    for (name, v) in g.outputs() {
        if !seen.insert(name.as_str()) {
            push(
                Some(v.index()),
                None,
                format!("output name {name:?} is used twice"),
            );
        }
        if g.get(*v).is_none() {
            push(
                None,
                None,
                format!("output {name:?} refers to %{}, which does not exist", v.0),
            );
        }
    }
    let mut seen = indexmap::IndexSet::new();
    for &i in g.inputs() {
        if let Some(name) = g.input_name(i) {
            if !seen.insert(name) {
                push(
                    Some(i.index()),
                    None,
                    format!("input name {name:?} is used twice"),
                );
            }
        }
    }
    for st in g.states() {
        let input = g
            .inputs()
            .iter()
            .find(|&&i| g.input_name(i) == Some(st.name.as_str()));
        match input.and_then(|&i| g.ty(i)) {
            Some(t) if t == st.init.ty() => {}
            Some(t) => push(
                input.map(|i| i.index()),
                None,
                format!(
                    "state {:?} is {t} but its initial value is {}",
                    st.name,
                    st.init.ty()
                ),
            ),
            None => push(
                None,
                None,
                format!("state {:?} has no input of its name", st.name),
            ),
        }
        match g.outputs().iter().find(|(n, _)| *n == st.name) {
            None => push(
                input.map(|i| i.index()),
                None,
                format!(
                    "state {:?} has no next value (`next {:?} = ...`)",
                    st.name, st.name
                ),
            ),
            Some((_, v)) => match g.ty(*v) {
                Some(t) if t != st.init.ty() => push(
                    Some(v.index()),
                    None,
                    format!(
                        "the next value of state {:?} is {t} but the state is {}",
                        st.name,
                        st.init.ty()
                    ),
                ),
                _ => {}
            },
        }
    }
    if diags.is_empty() {
        Ok(())
    } else {
        Err(VerifyError { diagnostics: diags })
    }
}
