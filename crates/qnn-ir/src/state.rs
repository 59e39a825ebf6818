//! Running a graph frame after frame: [`StateCarry`] feeds each run the graph's state
//! variables ([`crate::graph::State`]) and keeps the values the run leaves for the next one.
//! The engines' sessions (`qnn_interp::Session`, `qnn_cpu::Session::step`) hold one.

use crate::graph::{Graph, ValueId};
use crate::tensor::Tensor;

/// The state of a graph between runs, and which of its inputs and outputs are the user's.
#[derive(Clone, Debug)]
pub struct StateCarry {
    /// Per graph input: the state variable it is, if it is one.
    input_state: Vec<Option<usize>>,
    /// Per graph output: the state variable it updates, if it does.
    output_state: Vec<Option<usize>>,
    init: Vec<Tensor>,
    state: Vec<Tensor>,
}

impl StateCarry {
    /// The carry for `g`, holding each state variable's initial value.
    pub fn new(g: &Graph) -> StateCarry {
        let index = |name: &str| g.states().iter().position(|s| s.name == name);
        let input_state = g
            .inputs()
            .iter()
            .map(|&i| g.input_name(i).and_then(index))
            .collect();
        let output_state = g.outputs().iter().map(|(n, _)| index(n)).collect();
        let init: Vec<Tensor> = g.states().iter().map(|s| s.init.clone()).collect();
        StateCarry {
            input_state,
            output_state,
            state: init.clone(),
            init,
        }
    }

    /// Whether the graph has state variables.
    pub fn is_stateful(&self) -> bool {
        !self.init.is_empty()
    }

    /// Number of inputs the user gives per run (graph inputs that are not state).
    pub fn user_input_count(&self) -> usize {
        self.input_state.iter().filter(|s| s.is_none()).count()
    }

    /// The current value of each state variable, in the graph's order.
    pub fn state(&self) -> &[Tensor] {
        &self.state
    }

    /// Back to the initial values (a new stream).
    pub fn reset(&mut self) {
        self.state.clone_from(&self.init);
    }

    /// The graph's inputs for one run: the user's `inputs` in order, the state where the
    /// graph has a state variable. `None` when the count is wrong.
    pub fn inputs(&self, user: &[Tensor]) -> Option<Vec<Tensor>> {
        if user.len() != self.user_input_count() {
            return None;
        }
        let mut user = user.iter();
        self.input_state
            .iter()
            .map(|s| match s {
                Some(k) => self.state.get(*k).cloned(),
                None => user.next().cloned(),
            })
            .collect()
    }

    /// Takes a run's outputs: keeps the next state, returns the user's outputs in order.
    pub fn advance(&mut self, outputs: Vec<Tensor>) -> Vec<Tensor> {
        let mut user = Vec::with_capacity(outputs.len());
        for (t, s) in outputs.into_iter().zip(&self.output_state) {
            match s {
                Some(k) => self.state[*k] = t,
                None => user.push(t),
            }
        }
        user
    }
}

/// The graph inputs the user gives per run (those that are not state), in order.
pub fn user_inputs(g: &Graph) -> Vec<ValueId> {
    g.inputs()
        .iter()
        .copied()
        .filter(|&i| g.input_name(i).is_none_or(|n| g.state(n).is_none()))
        .collect()
}

/// The graph outputs the user reads per run (those that are not next state), in order.
pub fn user_outputs(g: &Graph) -> Vec<(String, ValueId)> {
    g.outputs()
        .iter()
        .filter(|(n, _)| g.state(n).is_none())
        .cloned()
        .collect()
}
