//! Extraction: the cheapest equivalent graph, as a DAG.
//!
//! Every class gets the node of least cost, found with a worklist (a class whose choice
//! improves puts its users back on it); a class takes a node only when all its operands have
//! one, and changes it only for a strictly cheaper one. A node's cost is its own work plus the *largest* work of its
//! operands' choices (the critical path: a sum would count a value once per path to it and
//! grow exponentially with residual connections), then its constant bytes plus its
//! operands' as the tie-break. Every run-time op costs at least one unit of work, so a node
//! is always dearer than each of its operands' choices and the chosen nodes form no cycle
//! (the emitter checks it all the same). The graph is then emitted as a DAG: a class used by
//! several values is emitted once and shared.

use crate::analysis::QnnAnalysis;
use crate::cost::{node_cost, Cost, CostOverride};
use crate::language::{ENode, NodeKind};
use crate::rule::QGraph;
use egg::Id;
use indexmap::IndexMap;
use qnn_ir::{Graph, ValueId};

/// The chosen node of a class and its cost (see the module doc).
#[derive(Clone, Copy, Debug)]
struct Choice {
    node: usize,
    total: Cost,
}

/// Why extraction failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ExtractError {
    /// A value has no admissible node.
    #[error("no extractable form for a value of type {0}")]
    NoForm(String),
    /// The chosen nodes form a cycle (a bug of the extractor).
    #[error("the chosen forms form a cycle")]
    Cycle,
    /// An extracted node does not type-check (a bug of a rule).
    #[error("extracted {op} does not type-check: {message}")]
    IllTyped {
        /// Mnemonic.
        op: &'static str,
        /// The type rule's message.
        message: String,
    },
}

/// The best node of every class.
struct Chooser<'a> {
    egraph: &'a QGraph,
    /// Every class by its id (one sequential pass over the e-graph, so that the choices
    /// index a vector instead of egg's map).
    classes: Vec<Option<&'a egg::EClass<ENode, crate::analysis::ClassData>>>,
    best: Vec<Option<Choice>>,
    target: Option<&'a dyn CostOverride>,
}

impl<'a> Chooser<'a> {
    fn best(&self, id: Id) -> Option<&Choice> {
        self.best.get(usize::from(id)).and_then(Option::as_ref)
    }

    fn class(&self, id: Id) -> &'a egg::EClass<ENode, crate::analysis::ClassData> {
        match self.classes.get(usize::from(id)).copied().flatten() {
            Some(c) => c,
            None => &self.egraph[id],
        }
    }

    /// The choice for `node` in `class`, if it is admissible and its operands are costed.
    fn evaluate(&self, class: Id, index: usize, node: &ENode) -> Option<Choice> {
        if crate::analysis::is_subsumed(self.egraph, node) {
            return None;
        }
        let mut args = Vec::with_capacity(node.args.len());
        let mut total = Cost::default();
        for &a in &node.args {
            let a = self.egraph.find(a);
            if a == class {
                return None;
            }
            let c = self.best(a)?.total;
            total.work = total.work.max(c.work);
            total.bytes = total.bytes.saturating_add(c.bytes);
            args.push(&self.class(a).data);
        }
        let local = node_cost(node, &self.class(class).data, &args, self.target);
        Some(Choice {
            node: index,
            total: total + local,
        })
    }

    /// The best choice of `id` from its nodes as they are costed now.
    fn choose(&self, id: Id) -> Option<Choice> {
        let class = self.class(id);
        if class.data.konst.is_some() {
            // A constant is its value, whatever else the class holds.
            let i = class
                .nodes
                .iter()
                .position(|n| matches!(n.kind, NodeKind::Const(_)))?;
            return self.evaluate(id, i, &class.nodes[i]);
        }
        let mut best: Option<Choice> = None;
        for (i, n) in class.nodes.iter().enumerate() {
            if let Some(c) = self.evaluate(id, i, n) {
                if best.is_none_or(|b| c.total < b.total) {
                    best = Some(c);
                }
            }
        }
        best
    }

    fn run(&mut self) {
        // A worklist: every class once, operands before users as far as positions tell
        // (constants first, then by the input-graph value a class belongs to); a class whose
        // choice improves puts its users back. Costs only decrease, so it ends.
        let mut order: Vec<(bool, u32, Id)> = self
            .egraph
            .classes()
            .map(|c| (c.data.konst.is_none(), c.data.pos, c.id))
            .collect();
        order.sort_unstable();
        let size = order.iter().map(|&(_, _, id)| usize::from(id) + 1).max();
        self.best = vec![None; size.unwrap_or(0)];
        self.classes = vec![None; self.best.len()];
        for c in self.egraph.classes() {
            self.classes[usize::from(c.id)] = Some(c);
        }
        let mut queued = vec![true; self.best.len()];
        let mut work: std::collections::VecDeque<Id> =
            order.into_iter().map(|(_, _, id)| id).collect();
        while let Some(id) = work.pop_front() {
            queued[usize::from(id)] = false;
            let Some(best) = self.choose(id) else {
                continue;
            };
            if self.best(id).is_some_and(|old| best.total >= old.total) {
                continue;
            }
            self.best[usize::from(id)] = Some(best);
            for p in self.class(id).parents() {
                let p = self.egraph.find(p);
                if !queued[usize::from(p)] {
                    queued[usize::from(p)] = true;
                    work.push_back(p);
                }
            }
        }
    }
}

/// Where a value of the extracted graph comes from in the input graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Origin {
    /// The input-graph value (its index) that the value is, or that the rule creating it
    /// was lowering.
    pub value: usize,
    /// True when the value *is* that input-graph value (the same class).
    pub exact: bool,
}

/// The extracted graph of `roots` (output names and classes), with `inputs` (name and class,
/// in order) as its inputs, and the origin of each of its values (by index; `None` for
/// constants).
pub fn extract(
    egraph: &QGraph,
    name: &str,
    inputs: &[(String, Id)],
    roots: &[(String, Id)],
    target: Option<&dyn CostOverride>,
) -> Result<(Graph, Vec<Option<Origin>>), ExtractError> {
    let mut chooser = Chooser {
        egraph,
        classes: Vec::new(),
        best: Vec::new(),
        target,
    };
    chooser.run();
    let mut g = Graph::new(name);
    let mut value: IndexMap<Id, ValueId> = IndexMap::new();
    let mut origins: Vec<Option<Origin>> = Vec::new();
    let origin = |id: Id| {
        let d = &egraph[id].data;
        (d.pos != crate::analysis::NO_POS && d.konst.is_none()).then_some(Origin {
            value: d.pos as usize,
            exact: d.original,
        })
    };
    for (n, id) in inputs {
        let ty = egraph[*id].data.ty.clone();
        let v = g
            .add_input(n.clone(), ty)
            .map_err(|e| ExtractError::NoForm(e.to_string()))?;
        value.insert(egraph.find(*id), v);
        origins.push(origin(egraph.find(*id)));
    }
    // Iterative post-order DFS: graphs are deep (one value per layer).
    for (_, root) in roots {
        let root = egraph.find(*root);
        let mut stack: Vec<(Id, bool)> = vec![(root, false)];
        let mut on_stack: IndexMap<Id, ()> = IndexMap::new();
        while let Some((id, expanded)) = stack.pop() {
            if value.contains_key(&id) {
                continue;
            }
            let choice = chooser
                .best(id)
                .ok_or_else(|| ExtractError::NoForm(egraph[id].data.ty.to_string()))?;
            let node = &egraph[id].nodes[choice.node];
            if expanded {
                on_stack.shift_remove(&id);
                let args: Vec<ValueId> =
                    node.args.iter().map(|a| value[&egraph.find(*a)]).collect();
                let v = emit(&mut g, node, &args, &egraph.analysis)?;
                value.insert(id, v);
                origins.resize(v.index(), None);
                origins.push(origin(id));
            } else {
                if on_stack.insert(id, ()).is_some() {
                    return Err(ExtractError::Cycle);
                }
                stack.push((id, true));
                for a in node.args.iter().rev() {
                    let a = egraph.find(*a);
                    if !value.contains_key(&a) {
                        if on_stack.contains_key(&a) {
                            return Err(ExtractError::Cycle);
                        }
                        stack.push((a, false));
                    }
                }
            }
        }
    }
    for (n, id) in roots {
        g.add_output(n.clone(), value[&egraph.find(*id)])
            .map_err(|e| ExtractError::NoForm(e.to_string()))?;
    }
    origins.resize(g.values().len(), None);
    Ok((g, origins))
}

fn emit(
    g: &mut Graph,
    node: &ENode,
    args: &[ValueId],
    analysis: &QnnAnalysis,
) -> Result<ValueId, ExtractError> {
    match &node.kind {
        NodeKind::Const(c) => Ok(g.add_const(analysis.consts.get(*c).clone())),
        NodeKind::Op(_, op) => {
            g.add((**op).clone(), args, Some(node.dtype))
                .map_err(|e| ExtractError::IllTyped {
                    op: op.opcode().mnemonic(),
                    message: e.to_string(),
                })
        }
        NodeKind::Input(_) => Err(ExtractError::NoForm("an unlisted input".into())),
    }
}
