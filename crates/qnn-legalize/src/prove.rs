//! Proofs for back-end hooks (`docs/prove.md`): every op of a graph that one of a target's
//! hooks replaces is checked, for all inputs, against its replacement.
//!
//! Each such op is taken with its own operands (constant operands kept, the others made
//! inputs of a one-op graph), legalized alone, and the two graphs are decided by
//! [`qnn_rewrite::prove::equivalent`], the machinery of `qnnc lower --prove` and `qnnc
//! equiv`: the same expression, an exhaustive sweep, or the solver. A hook is a function of
//! the op and its operands, so what it builds for the op alone is what it builds in the graph.

use crate::{legalize, LegalizeError, Target};
use qnn_ir::{Graph, Op, ValueDef, ValueId};
use qnn_rewrite::prove::{equivalent, Verdict};
use qnn_rewrite::RewriteBudget;

/// The check of one hook application.
#[derive(Clone, Debug)]
pub struct HookProof {
    /// The hook that replaced the op.
    pub hook: String,
    /// The op's value in the graph.
    pub value: usize,
    /// The op's mnemonic.
    pub op: &'static str,
    /// Whether the replacement computes the op's value for every input.
    pub verdict: Verdict,
}

/// Checks every hook application of `target` on `g` (see the module doc), within `budget`'s
/// proof limits, in the graph's order.
pub fn prove_hooks(
    g: &Graph,
    target: &Target,
    budget: &RewriteBudget,
) -> Result<Vec<HookProof>, LegalizeError> {
    let mut proofs = Vec::new();
    for (id, v) in g.iter() {
        let ValueDef::Op { op, args } = &v.def else {
            continue;
        };
        if !target.hooks.iter().any(|h| h.opcode == op.opcode()) {
            continue;
        }
        let alone = one_op(g, id, op, args)?;
        let legalized = legalize(&alone, target)?;
        let Some((hook, _)) = legalized.report.applied.iter().find(|(_, &n)| n > 0) else {
            continue;
        };
        let verdict = match equivalent(&alone, &legalized.graph, budget) {
            Ok(mut per_output) => per_output.remove(0).1,
            Err(why) => Verdict::NotProved(why),
        };
        proofs.push(HookProof {
            hook: hook.clone(),
            value: id.index(),
            op: op.opcode().mnemonic(),
            verdict,
        });
    }
    Ok(proofs)
}

/// The op `id` of `g` alone: its constant operands copied, the others inputs.
fn one_op(g: &Graph, id: ValueId, op: &Op, args: &[ValueId]) -> Result<Graph, LegalizeError> {
    let build = |e: qnn_ir::BuildError| LegalizeError::Build {
        value: id.index(),
        message: e.to_string(),
    };
    let mut alone = Graph::new(format!("{}_{}", g.name, id.index()));
    let mut operands = Vec::with_capacity(args.len());
    for (k, &a) in args.iter().enumerate() {
        let value = &g.values()[a.index()];
        let v = match &value.def {
            ValueDef::Op {
                op: c @ Op::Const(_),
                ..
            } => alone.add(c.clone(), &[], Some(value.ty.dtype)),
            _ => alone.add_input(format!("operand{k}"), value.ty.clone()),
        };
        operands.push(v.map_err(build)?);
    }
    let out = alone
        .add(op.clone(), &operands, Some(g.values()[id.index()].ty.dtype))
        .map_err(build)?;
    alone.add_output("result", out).map_err(build)?;
    Ok(alone)
}
