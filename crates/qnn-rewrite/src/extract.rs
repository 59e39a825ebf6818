//! Extraction: the cheapest equivalent graph, as a DAG.
//!
//! Every e-class that holds a value of the input graph (an *original* class) is extracted at
//! most once and shared by all its users, so its cost is paid once: when a class chooses
//! between its nodes, an original operand costs nothing. What a choice does pay for is the
//! set of new values it needs (the non-original classes it reaches without passing through
//! an original class): each counted **once**, however many paths reach it. So the choice
//! between forms is made on the true cost of each form's own values, not on a tree cost
//! that would count a shared operand (and everything above it) once per use.
//!
//! Acyclicity: every class has a position (the earliest input-graph value it holds or was
//! created for). A node may use an original class only if that class comes strictly
//! earlier, and a non-original class only if it comes no later; a node whose own class is
//! among the new values it needs is never chosen. Positions never increase along an edge and
//! cycles among equal positions are excluded, so the chosen nodes form a DAG.

use crate::analysis::{ClassData, QnnAnalysis};
use crate::cost::{node_cost, Cost};
use crate::language::{ENode, NodeKind};
use crate::rule::QGraph;
use egg::Id;
use indexmap::IndexMap;
use qnn_ir::{Graph, ValueId};

/// The chosen node of a class and what it costs.
#[derive(Clone, Debug)]
struct Choice {
    node: usize,
    /// The class's own node cost.
    local: Cost,
    /// Non-original classes the node needs (sorted, without the class itself).
    needs: Vec<Id>,
    /// `local` plus the local cost of every class in `needs`.
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

fn union_sorted(a: &[Id], b: &[Id]) -> Vec<Id> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        let next = match (a.get(i), b.get(j)) {
            (Some(&x), Some(&y)) if x == y => {
                i += 1;
                j += 1;
                x
            }
            (Some(&x), Some(&y)) if x < y => {
                i += 1;
                x
            }
            (Some(_), Some(&y)) => {
                j += 1;
                y
            }
            (Some(&x), None) => {
                i += 1;
                x
            }
            (None, Some(&y)) => {
                j += 1;
                y
            }
            (None, None) => break,
        };
        out.push(next);
    }
    out
}

/// The best node of every class.
struct Chooser<'a> {
    egraph: &'a QGraph,
    best: IndexMap<Id, Choice>,
}

impl<'a> Chooser<'a> {
    fn data(&self, id: Id) -> &ClassData {
        &self.egraph[id].data
    }

    /// The choice for `node` in `class`, if it is admissible and its operands are costed.
    fn evaluate(&self, class: Id, index: usize, node: &ENode) -> Option<Choice> {
        if crate::analysis::is_subsumed(self.egraph, node) {
            return None;
        }
        let me = self.data(class);
        let mut needs: Vec<Id> = Vec::new();
        let mut args: Vec<&ClassData> = Vec::with_capacity(node.args.len());
        for &a in &node.args {
            let a = self.egraph.find(a);
            let d = self.data(a);
            args.push(d);
            if a == class {
                return None;
            }
            let choice = self.best.get(&a)?;
            if d.konst.is_some() {
                needs = union_sorted(&needs, &[a]);
            } else if d.original {
                if d.pos >= me.pos {
                    return None;
                }
            } else {
                if d.pos > me.pos {
                    return None;
                }
                needs = union_sorted(&needs, &union_sorted(&[a], &choice.needs));
            }
        }
        if needs.binary_search(&class).is_ok() {
            return None;
        }
        let local = node_cost(node, me, &args);
        let total = needs.iter().fold(local, |c, d| {
            c + self.best.get(d).map_or(Cost::default(), |x| x.local)
        });
        Some(Choice {
            node: index,
            local,
            needs,
            total,
        })
    }

    fn run(&mut self) {
        // Sweep until no choice changes, operands before users as far as positions tell
        // (constants, then by position: operands never come later than their users), so
        // one sweep settles a chain of any length and a few settle the rest. Each sweep is
        // linear in the e-graph; the cap is a safety net.
        let mut order: Vec<(bool, u32, Id)> = self
            .egraph
            .classes()
            .map(|c| (c.data.konst.is_none(), c.data.pos, c.id))
            .collect();
        order.sort_unstable();
        for _ in 0..64 {
            let mut changed = false;
            for &(_, _, id) in &order {
                let class = &self.egraph[id];
                let mut best: Option<Choice> = None;
                if class.data.konst.is_some() {
                    // A constant is its value, whatever else the class holds.
                    let index = class
                        .nodes
                        .iter()
                        .position(|n| matches!(n.kind, NodeKind::Const(_)));
                    if let Some(i) = index {
                        best = self.evaluate(id, i, &class.nodes[i]);
                    }
                } else {
                    for (i, n) in class.nodes.iter().enumerate() {
                        if let Some(c) = self.evaluate(id, i, n) {
                            if best.as_ref().is_none_or(|b| c.total < b.total) {
                                best = Some(c);
                            }
                        }
                    }
                }
                let Some(best) = best else { continue };
                let better = match self.best.get(&id) {
                    None => true,
                    Some(old) => {
                        old.node != best.node || old.total != best.total || old.needs != best.needs
                    }
                };
                if better {
                    self.best.insert(id, best);
                    changed = true;
                }
            }
            if !changed {
                break;
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
) -> Result<(Graph, Vec<Option<Origin>>), ExtractError> {
    let mut chooser = Chooser {
        egraph,
        best: IndexMap::new(),
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
                .best
                .get(&id)
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
        NodeKind::Op(op) => {
            g.add((**op).clone(), args, Some(node.dtype))
                .map_err(|e| ExtractError::IllTyped {
                    op: op.opcode().mnemonic(),
                    message: e.to_string(),
                })
        }
        NodeKind::Input(_) => Err(ExtractError::NoForm("an unlisted input".into())),
    }
}
