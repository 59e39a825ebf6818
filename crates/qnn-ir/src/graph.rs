//! The graph: SSA values with named inputs and outputs.
//!
//! Every value is either a graph input or the single result of one op. Values are stored
//! in definition order and an op's operands always precede it, so the value index is the
//! printed number (`%3`) and the storage order is a topological order. petgraph provides
//! cycle detection (for text with forward references), topological sorting and export.

use crate::error::BuildError;
use crate::ops::Op;
use crate::types::{DType, TensorType};
use petgraph::graph::DiGraph;
use smallvec::SmallVec;

/// Index of a value; also its printed number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ValueId(pub u32);

impl ValueId {
    /// The index as `usize`.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Where a value comes from.
// Most values are ops; boxing the op would cost an allocation per value for nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ValueDef {
    /// A graph input with its name.
    Input {
        /// The input name (unique among inputs).
        name: String,
    },
    /// The result of an op.
    Op {
        /// The op and its attributes.
        op: Op,
        /// Operands, each defined before this value.
        args: SmallVec<[ValueId; 3]>,
    },
}

/// One SSA value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Value {
    /// Its type.
    pub ty: TensorType,
    /// Its definition.
    pub def: ValueDef,
}

/// A state variable: a tensor carried from one run of the graph to the next (a streaming
/// model's resource variable). It is the graph input named `name`, whose value in the first
/// run is `init`, and the graph output of the same name, the value the next run reads
/// (printed `state` and `next`). Passes see an ordinary input and output; a
/// [`crate::StateCarry`] carries the value between runs.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    /// The input's and the output's name.
    pub name: String,
    /// The value of the first run.
    pub init: crate::tensor::Tensor,
}

/// A dataflow graph.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Graph {
    /// Graph name (printed `graph @name`).
    pub name: String,
    values: Vec<Value>,
    inputs: Vec<ValueId>,
    outputs: Vec<(String, ValueId)>,
    states: Vec<State>,
}

impl Graph {
    /// An empty graph.
    pub fn new(name: impl Into<String>) -> Self {
        Graph {
            name: name.into(),
            values: Vec::new(),
            inputs: Vec::new(),
            outputs: Vec::new(),
            states: Vec::new(),
        }
    }

    /// The state variables, in the order of their inputs.
    pub fn states(&self) -> &[State] {
        &self.states
    }

    /// The state variable named `name`, if there is one.
    pub fn state(&self, name: &str) -> Option<&State> {
        self.states.iter().find(|s| s.name == name)
    }

    /// Adds a state variable: an input named `name` of `init`'s type (its value in the first
    /// run). Its next value is the output of the same name ([`Graph::add_output`]).
    pub fn add_state(
        &mut self,
        name: impl Into<String>,
        init: crate::tensor::Tensor,
    ) -> Result<ValueId, BuildError> {
        let name = name.into();
        let id = self.add_input(name.clone(), init.ty().clone())?;
        self.states.push(State { name, init });
        Ok(id)
    }

    /// Makes the inputs of `src`'s state variables state variables here too (for a pass that
    /// built this graph's inputs from names and types alone).
    pub fn copy_states(&mut self, src: &Graph) {
        for st in src.states() {
            let has_input = self
                .inputs
                .iter()
                .any(|&i| self.input_name(i) == Some(st.name.as_str()));
            if has_input && self.state(&st.name).is_none() {
                self.states.push(st.clone());
            }
        }
    }

    /// Adds the input `name` of `ty` as `src` has it: a state variable where `src`'s is one.
    pub fn add_input_as(
        &mut self,
        src: &Graph,
        name: impl Into<String>,
        ty: TensorType,
    ) -> Result<ValueId, BuildError> {
        let name = name.into();
        match src.state(&name) {
            Some(s) => self.add_state(name, s.init.clone()),
            None => self.add_input(name, ty),
        }
    }

    /// All values in definition order.
    pub fn values(&self) -> &[Value] {
        &self.values
    }

    /// One value (`None` if out of range).
    pub fn get(&self, v: ValueId) -> Option<&Value> {
        self.values.get(v.index())
    }

    /// The type of a value (`None` if out of range).
    pub fn ty(&self, v: ValueId) -> Option<&TensorType> {
        self.get(v).map(|x| &x.ty)
    }

    /// Iterates `(id, value)` in definition order.
    pub fn iter(&self) -> impl Iterator<Item = (ValueId, &Value)> {
        self.values
            .iter()
            .enumerate()
            .map(|(i, v)| (ValueId(i as u32), v))
    }

    /// Graph inputs in order.
    pub fn inputs(&self) -> &[ValueId] {
        &self.inputs
    }

    /// Named graph outputs in order.
    pub fn outputs(&self) -> &[(String, ValueId)] {
        &self.outputs
    }

    /// Name of an input value, if it is one.
    pub fn input_name(&self, v: ValueId) -> Option<&str> {
        match &self.get(v)?.def {
            ValueDef::Input { name } => Some(name),
            ValueDef::Op { .. } => None,
        }
    }

    fn next_id(&self) -> ValueId {
        ValueId(self.values.len() as u32)
    }

    /// Adds a named input.
    pub fn add_input(
        &mut self,
        name: impl Into<String>,
        ty: TensorType,
    ) -> Result<ValueId, BuildError> {
        let name = name.into();
        if self
            .inputs
            .iter()
            .any(|&i| self.input_name(i) == Some(name.as_str()))
        {
            return Err(BuildError::DuplicateName {
                what: "input",
                name,
            });
        }
        let id = self.next_id();
        self.values.push(Value {
            ty,
            def: ValueDef::Input { name },
        });
        self.inputs.push(id);
        Ok(id)
    }

    /// Adds an op, inferring its result type with the op's type rule. `out` is the result
    /// element type where the operands do not determine it (e.g. `qnn.requantize`).
    pub fn add(
        &mut self,
        op: Op,
        args: &[ValueId],
        out: Option<DType>,
    ) -> Result<ValueId, BuildError> {
        let mnemonic = op.opcode().mnemonic();
        let mut tys = Vec::with_capacity(args.len());
        for (index, a) in args.iter().enumerate() {
            tys.push(self.ty(*a).ok_or(BuildError::UndefinedOperand {
                op: mnemonic,
                index,
                value: a.index(),
            })?);
        }
        let ty = op.infer(&tys, out).map_err(|errors| BuildError::Type {
            op: mnemonic,
            message: errors.to_string(),
        })?;
        Ok(self.push_op(op, args, ty))
    }

    /// Adds an op with a given result type, unchecked (the verifier checks it). Operands
    /// must already exist; this is what the parser uses.
    pub fn add_unchecked(
        &mut self,
        op: Op,
        args: &[ValueId],
        ty: TensorType,
    ) -> Result<ValueId, BuildError> {
        if let Some((index, a)) = args
            .iter()
            .enumerate()
            .find(|(_, a)| a.index() >= self.values.len())
        {
            return Err(BuildError::UndefinedOperand {
                op: op.opcode().mnemonic(),
                index,
                value: a.index(),
            });
        }
        Ok(self.push_op(op, args, ty))
    }

    fn push_op(&mut self, op: Op, args: &[ValueId], ty: TensorType) -> ValueId {
        let id = self.next_id();
        self.values.push(Value {
            ty,
            def: ValueDef::Op {
                op,
                args: args.iter().copied().collect(),
            },
        });
        id
    }

    /// Adds a constant.
    pub fn add_const(&mut self, value: crate::tensor::Tensor) -> ValueId {
        let ty = value.ty().clone();
        self.push_op(Op::Const(crate::ops::ConstAttrs { value }), &[], ty)
    }

    /// Marks a value as a named output.
    pub fn add_output(&mut self, name: impl Into<String>, v: ValueId) -> Result<(), BuildError> {
        let name = name.into();
        if self.outputs.iter().any(|(n, _)| *n == name) {
            return Err(BuildError::DuplicateName {
                what: "output",
                name,
            });
        }
        if v.index() >= self.values.len() {
            return Err(BuildError::UndefinedOperand {
                op: "output",
                index: self.outputs.len(),
                value: v.index(),
            });
        }
        self.outputs.push((name, v));
        Ok(())
    }

    /// The dataflow as a petgraph graph: node `i` is value `i`, an edge runs from each
    /// operand to its user (for export, e.g. Graphviz with `petgraph::dot`).
    pub fn to_petgraph(&self) -> DiGraph<String, usize> {
        let mut g = DiGraph::with_capacity(self.values.len(), self.values.len());
        let nodes: Vec<_> = self
            .iter()
            .map(|(id, v)| {
                g.add_node(match &v.def {
                    ValueDef::Input { name } => format!("%{} = input {name:?}", id.0),
                    ValueDef::Op { op, .. } => format!("%{} = {}", id.0, op.opcode().mnemonic()),
                })
            })
            .collect();
        for (id, v) in self.iter() {
            if let ValueDef::Op { args, .. } = &v.def {
                for (k, a) in args.iter().enumerate() {
                    if let Some(&from) = nodes.get(a.index()) {
                        g.add_edge(from, nodes[id.index()], k);
                    }
                }
            }
        }
        g
    }

    /// The graph in Graphviz DOT.
    pub fn to_dot(&self) -> String {
        format!("{}", petgraph::dot::Dot::new(&self.to_petgraph()))
    }

    /// The graph without the values no output depends on (inputs stay), and where each value
    /// went (`None`: removed).
    /// Operands of a live value are live, hence copied before it: the errors are those of a
    /// malformed graph.
    pub fn without_dead(&self) -> Result<(Graph, Vec<Option<ValueId>>), BuildError> {
        let live = self.live_values();
        let mut r = crate::GraphRewriter::new(self.name.clone(), self.values.len());
        for (id, v) in self.iter() {
            if live[id.index()] || matches!(v.def, ValueDef::Input { .. }) {
                r.copy(self, id)?;
            }
        }
        r.copy_outputs(self)?;
        Ok(r.finish())
    }

    /// Values that the outputs depend on, in definition order.
    pub fn live_values(&self) -> Vec<bool> {
        let mut live = vec![false; self.values.len()];
        let mut stack: Vec<ValueId> = self.outputs.iter().map(|(_, v)| *v).collect();
        while let Some(v) = stack.pop() {
            match live.get_mut(v.index()) {
                Some(l) if !*l => *l = true,
                _ => continue,
            }
            if let ValueDef::Op { args, .. } = &self.values[v.index()].def {
                stack.extend(args.iter().copied());
            }
        }
        live
    }
}
