//! `qnn-rewrite`: canonicalization and lowering of QNN graphs with an e-graph (egg).
//!
//! [`lower`] puts a verified QNN graph into an e-graph whose language is the op table itself
//! (`language.rs`), runs the rule phases of `rules/` (each its own bounded egg run,
//! [`RewriteBudget`]), extracts the cheapest equivalent graph by the cost model of `cost.rs`
//! (`extract.rs`), verifies it, and checks that no `qnn.*` op is left. A large graph is
//! rewritten region by region (`region.rs`), one e-graph each. The public API is what
//! back-ends and the CLI use, re-exported here: [`lower`] and its options and report, the
//! rule and cost extension points ([`Rule`], [`Cx`], [`CostOverride`]), and the overflow
//! pass.
//!
//! Every rule is exact: the lowered graph computes the same integers as the QNN graph for
//! every input, which the interpreter checks on every fixture and on property tests
//! (`tests/lower_*.rs` at the workspace root). The scalar arithmetic (multipliers, tables)
//! comes from `qnn-arith`, and constant folding runs `qnn-interp`'s own kernels, so the
//! rules and the reference interpreter cannot drift apart.
#![deny(missing_docs)]

// The modules are the crate's own; what back-ends and the CLI use is re-exported below,
// so that the internals (the lowering helpers, the analysis, extraction) can change freely.
mod analysis;
mod budget;
mod cost;
mod eval;
mod extract;
mod language;
pub mod prove;
mod range;
mod region;
mod rule;
mod rules;

/// What a cost override and a rule see of an e-class: its type, constant and integer range.
pub use analysis::ClassData;
pub use budget::{PhaseReport, RewriteBudget, Stop};
/// A target's costs ([`CostOverride`]) beside the built-in model.
pub use cost::{Cost, CostOverride, PROHIBITIVE};
/// E-class ids, as rules see and return them.
pub use egg::Id;
pub use extract::{ExtractError, Origin};
/// The e-graph's nodes, as rules match them.
pub use language::{ConstId, ENode, Key, NodeKind};
pub use overflow::OverflowPolicy;
pub use prove::{Counterexample, ProofCounts, ProofFailure};
/// The overflow pass over a lowered graph (it lives in `qnn-ir`, beside the bounds it uses).
pub use qnn_ir::overflow;
/// A rule from outside ([`LowerOptions::extra_rules`]), how one is made from a function
/// ([`on`] for one op kind, [`rule`] for several), and what it builds with.
pub use rule::{on, on_needing, rule, rule_needing, Cx, KindFn, Needs, Rule, RuleError, RuleFn};
/// Every built-in rule (their names), and the phases they run in.
pub use rules::{all_rules, Phase};

use analysis::{QnnAnalysis, NO_POS};
use egg::{Runner, SimpleScheduler};
use indexmap::IndexMap;
use qnn_ir::{verify, Graph, Op, ValueDef, VerifyError};
use region::Region;
use rule::QGraph;
use std::time::Duration;

/// Options of [`lower`].
#[derive(Clone, Default)]
pub struct LowerOptions {
    /// The bounds of every e-graph run.
    pub budget: RewriteBudget,
    /// Rules of the caller's own (a back-end's), each run in the given phase after the
    /// phase's built-in rules. Their names must be unique among all rules of the phase.
    pub extra_rules: Vec<(Phase, std::sync::Arc<dyn rule::Rule>)>,
    /// The target's costs (a back-end's), consulted by extraction before the built-in model.
    pub cost: Option<std::sync::Arc<dyn cost::CostOverride>>,
    /// What to do with an accumulator the overflow analysis cannot bound ([`overflow`]).
    pub overflow: OverflowPolicy,
    /// Check every rule application for all inputs before it is merged (`qnnc lower
    /// --prove`, [`prove`]): a refuted one is not merged and lowering fails with
    /// [`RewriteError::ProofFailed`]; [`PhaseReport::proofs`] counts the verdicts.
    pub prove: bool,
}

impl std::fmt::Debug for LowerOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LowerOptions")
            .field("budget", &self.budget)
            .field(
                "extra_rules",
                &self
                    .extra_rules
                    .iter()
                    .map(|(p, r)| (p.name(), r.name()))
                    .collect::<Vec<_>>(),
            )
            .field("cost", &self.cost.as_ref().map(|_| "override"))
            .field("overflow", &self.overflow)
            .field("prove", &self.prove)
            .finish()
    }
}

/// Why lowering failed.
#[derive(Debug, thiserror::Error)]
pub enum RewriteError {
    /// The input graph does not verify.
    #[error(transparent)]
    Verify(#[from] VerifyError),
    /// A rule set cannot be built.
    #[error(transparent)]
    Rule(#[from] RuleError),
    /// A rule built something wrong (a bug of qnnc, reported instead of a wrong graph).
    #[error("phase {phase}: {}", problems.join("; "))]
    RuleBug {
        /// The phase.
        phase: &'static str,
        /// What the rules did wrong.
        problems: Vec<String>,
    },
    /// Extraction failed.
    #[error(transparent)]
    Extract(#[from] ExtractError),
    /// The extracted graph does not verify (a bug of qnnc).
    #[error("the lowered graph does not verify: {0}")]
    Output(VerifyError),
    /// The lowered regions of a large graph do not fit together (a bug of qnnc).
    #[error("joining the lowered regions failed: {0}")]
    Stitch(String),
    /// Accumulators may overflow their type and the overflow policy says to stop.
    #[error("{}", overflow_message(ops, *policy))]
    Overflow {
        /// The policy that stopped.
        policy: OverflowPolicy,
        /// The input-graph value (its index), its op's mnemonic, and what may overflow.
        ops: Vec<(usize, &'static str, String)>,
    },
    /// Under `--prove`, rule applications whose two sides differ on some input.
    #[error("{}", proof_message(failures))]
    ProofFailed {
        /// Each refuted application, its value in the input graph.
        failures: Vec<ProofFailure>,
    },
    /// QNN ops are left after lowering: no rule lowers them.
    #[error("{} cannot be lowered: {}", if ops.len() == 1 { "an op" } else { "ops" }, ops.iter().map(|(v, m)| format!("%{v} ({m})")).collect::<Vec<_>>().join(", "))]
    Illegal {
        /// The value numbers (in the input graph, where the op left is one of its values;
        /// else in the lowered graph) and mnemonics of the ops left.
        ops: Vec<(usize, &'static str)>,
    },
}

fn proof_message(failures: &[ProofFailure]) -> String {
    let list: Vec<String> = failures
        .iter()
        .map(|f| {
            let at = f.value.map_or(String::new(), |v| format!("%{v} "));
            format!(
                "rule `{}` on {at}({}) is wrong {}",
                f.rule, f.op, f.counterexample
            )
        })
        .collect();
    format!(
        "{} refuted (not applied): {}",
        if failures.len() == 1 {
            "a rule application is"
        } else {
            "rule applications are"
        },
        list.join("; ")
    )
}

fn overflow_message(ops: &[(usize, &'static str, String)], policy: OverflowPolicy) -> String {
    let list: Vec<String> = ops
        .iter()
        .map(|(v, op, what)| format!("%{v} ({op}): its accumulator {what}"))
        .collect();
    let more = match policy {
        OverflowPolicy::Widen => " even with i64 accumulators",
        _ => "",
    };
    format!(
        "accumulator overflow cannot be ruled out{more} (overflow policy `{}`; `widen` accumulates in i64, `wrap` keeps TFLite's wrapping int32 arithmetic): {}",
        policy.name(),
        list.join("; ")
    )
}

/// A lowered graph and what lowering did.
#[derive(Clone, Debug)]
pub struct Lowered {
    /// The graph of integer core ops.
    pub graph: Graph,
    /// For each value of `graph` (by index), the input-graph value it comes from (`None`
    /// for constants): how errors of the lowered graph point back at the source.
    pub origins: Vec<Option<Origin>>,
    /// Statistics.
    pub report: Report,
    /// The QNN graph that was lowered, when [`OverflowPolicy::Widen`] changed accumulators to
    /// `i64` (`None`: the input graph itself). `origins` refer to the input graph either way.
    pub widened: Option<Graph>,
    /// The accumulators the overflow analysis cannot bound, under [`OverflowPolicy::Wrap`]
    /// (which lowers them as TFLite computes them, wrapping): the input-graph value, its op's
    /// mnemonic and the worst case. For the caller to report; empty under the other policies,
    /// which stop or widen instead.
    pub at_risk: Vec<(usize, &'static str, String)>,
}

/// What lowering did: op counts before and after, and each phase's run.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// Run-time ops (everything but inputs and constants) of the input graph, by mnemonic.
    pub ops_before: IndexMap<&'static str, usize>,
    /// Run-time ops of the lowered graph, by mnemonic.
    pub ops_after: IndexMap<&'static str, usize>,
    /// One report per phase, in order (over several regions: the largest e-graph and
    /// iteration count, the worst stop reason, the sum of the rule applications).
    pub phases: Vec<PhaseReport>,
    /// Regions the graph was rewritten in, one e-graph each
    /// ([`RewriteBudget::region_values`]).
    pub regions: usize,
    /// What the overflow analysis of the lowered graph proved ([`overflow`]).
    pub overflow: overflow::OverflowReport,
}

/// Run-time ops of the values the outputs need, by mnemonic (in order of first use).
pub fn op_counts(g: &Graph) -> IndexMap<&'static str, usize> {
    let live = g.live_values();
    let mut counts = IndexMap::new();
    for (id, v) in g.iter() {
        if let ValueDef::Op { op, .. } = &v.def {
            if live[id.index()] && !matches!(op, Op::Const(_)) {
                *counts.entry(op.opcode().mnemonic()).or_insert(0) += 1;
            }
        }
    }
    counts
}

/// An e-graph holding `g`, with the class of every value; its inputs have the given integer
/// ranges (their types' where `None` or missing).
fn build(g: &Graph, input_ranges: &[Option<(i64, i64)>]) -> (QGraph, Vec<Id>) {
    let inputs = g
        .inputs()
        .iter()
        .map(|&i| g.values()[i.index()].ty.clone())
        .collect();
    let mut egraph = QGraph::new(QnnAnalysis::new(inputs));
    egraph.analysis.input_ranges = input_ranges.to_vec();
    egraph.analysis.adding_original = true;
    let mut ids: Vec<Id> = Vec::with_capacity(g.values().len());
    let mut next_input = 0u32;
    for (id, v) in g.iter() {
        egraph.analysis.region = id.0;
        let node = match &v.def {
            ValueDef::Input { .. } => {
                next_input += 1;
                ENode {
                    kind: NodeKind::Input(next_input - 1),
                    dtype: v.ty.dtype,
                    args: Default::default(),
                }
            }
            ValueDef::Op {
                op: Op::Const(c), ..
            } => ENode {
                kind: NodeKind::Const(egraph.analysis.consts.intern(c.value.clone())),
                dtype: v.ty.dtype,
                args: Default::default(),
            },
            ValueDef::Op { op, args } => ENode::op(
                op.clone(),
                v.ty.dtype,
                &args.iter().map(|a| ids[a.index()]).collect::<Vec<_>>(),
            ),
        };
        ids.push(egraph.add(node));
    }
    egraph.analysis.region = NO_POS;
    egraph.analysis.adding_original = false;
    egraph.rebuild();
    (egraph, ids)
}

/// Runs one phase on the e-graph.
fn run_phase(
    egraph: QGraph,
    phase: Phase,
    opts: &LowerOptions,
    values: usize,
) -> Result<(QGraph, PhaseReport), RewriteError> {
    let budget = &opts.budget;
    let mut rules = phase.rules();
    rules.extend(
        opts.extra_rules
            .iter()
            .filter(|(p, _)| *p == phase)
            .map(|(_, r)| r.clone()),
    );
    for (i, r) in rules.iter().enumerate() {
        if rules[..i].iter().any(|q| q.name() == r.name()) {
            return Err(RuleError::Build {
                rule: r.name(),
                message: format!("a rule of phase {} already has this name", phase.name()),
            }
            .into());
        }
    }
    let mut egraph = egraph;
    egraph.analysis.prove = opts.prove.then_some(*budget);
    let rewrites = rules
        .iter()
        .map(|r| rule::rewrite(r.clone()))
        .collect::<Result<Vec<_>, _>>()?;
    let node_limit = budget.node_limit(values);
    let runner = Runner::default()
        .with_egraph(egraph)
        .with_iter_limit(budget.iter_limit)
        .with_node_limit(node_limit)
        // No wall-clock limit: results never depend on the machine's speed.
        .with_time_limit(Duration::from_secs(u64::MAX / 4))
        .with_scheduler(SimpleScheduler)
        .with_hook(|r| {
            QnnAnalysis::recanonicalize(&mut r.egraph);
            QnnAnalysis::advance_frontier(&mut r.egraph, r.iterations.is_empty());
            if r.egraph.analysis.problems.is_empty() {
                Ok(())
            } else {
                Err("rule bug".to_string())
            }
        })
        .run(&rewrites);
    let mut egraph = runner.egraph;
    egraph.rebuild();
    QnnAnalysis::recanonicalize(&mut egraph);
    let problems = std::mem::take(&mut egraph.analysis.problems);
    let stop = match runner.stop_reason {
        _ if !problems.is_empty() => Stop::RuleBug,
        Some(egg::StopReason::Saturated) | None => Stop::Saturated,
        Some(egg::StopReason::IterationLimit(n)) => Stop::IterationLimit(n),
        Some(egg::StopReason::NodeLimit(n)) => Stop::NodeLimit(n),
        Some(_) => Stop::RuleBug,
    };
    if !problems.is_empty() {
        return Err(RewriteError::RuleBug {
            phase: phase.name(),
            problems,
        });
    }
    let failures = std::mem::take(&mut egraph.analysis.proof_failures);
    if !failures.is_empty() {
        return Err(RewriteError::ProofFailed { failures });
    }
    let mut proofs = std::mem::take(&mut egraph.analysis.proofs);
    let proofs = match opts.prove {
        true => rules
            .iter()
            .map(|r| (r.name(), proofs.swap_remove(r.name()).unwrap_or_default()))
            .collect(),
        false => Vec::new(),
    };
    let applied = rules
        .iter()
        .map(|r| {
            let n = egraph.analysis.applied.get(r.name()).copied().unwrap_or(0);
            (r.name(), n)
        })
        .collect();
    let report = PhaseReport {
        phase: phase.name(),
        iterations: runner.iterations.len(),
        nodes: egraph.total_number_of_nodes(),
        classes: egraph.number_of_classes(),
        stop,
        applied,
        proofs,
    };
    egraph.analysis.applied.clear();
    Ok((egraph, report))
}

/// Runs `phases` on all of `g` in one e-graph (its inputs have the given integer ranges, or
/// their types' where `None`) and extracts the cheapest graph.
pub(crate) fn rewrite_region(
    g: &Graph,
    input_ranges: &[Option<(i64, i64)>],
    phases: &[Phase],
    opts: &LowerOptions,
) -> Result<Region, RewriteError> {
    // egg times its steps with `quanta`, whose first reading in a process calibrates the
    // CPU's clock (about 15 M instructions, ~1 ms). Nothing reads those times and no run has a
    // wall-clock limit, so egg runs under a mock clock that never moves.
    let (clock, _) = quanta::Clock::mock();
    quanta::with_clock(&clock, || {
        rewrite_region_untimed(g, input_ranges, phases, opts)
    })
}

fn rewrite_region_untimed(
    g: &Graph,
    input_ranges: &[Option<(i64, i64)>],
    phases: &[Phase],
    opts: &LowerOptions,
) -> Result<Region, RewriteError> {
    let (mut egraph, ids) = build(g, input_ranges);
    let mut reports = Vec::new();
    for &phase in phases {
        let (e, r) = run_phase(egraph, phase, opts, g.values().len())?;
        egraph = e;
        reports.push(r);
    }
    let inputs: Vec<(String, Id)> = g
        .inputs()
        .iter()
        .map(|&i| {
            (
                g.input_name(i).unwrap_or_default().to_string(),
                ids[i.index()],
            )
        })
        .collect();
    let roots: Vec<(String, Id)> = g
        .outputs()
        .iter()
        .map(|(n, v)| (n.clone(), ids[v.index()]))
        .collect();
    let output_ranges = roots.iter().map(|(_, id)| egraph[*id].data.range).collect();
    let (mut graph, origins) =
        extract::extract(&egraph, &g.name, &inputs, &roots, opts.cost.as_deref())?;
    graph.copy_states(g);
    Ok(Region {
        count: 1,
        graph,
        origins,
        phases: reports,
        output_ranges,
    })
}

/// Runs `phases` on `g` and extracts the cheapest graph (without the legality check).
///
/// A graph of more than [`RewriteBudget::region_values`] values is rewritten region by
/// region (consecutive runs of values in definition order), each in its own e-graph, so
/// that the time grows linearly with the graph: a region sees the values of earlier ones as
/// inputs, with the integer ranges their e-graphs proved. Forms that would span two regions
/// (one table for an elementwise chain across the cut, a value shared by both) are not
/// found.
///
/// The overflow analysis ([`overflow`]) then bounds the lowered graph's accumulators, and
/// `opts.overflow` decides what happens to one it cannot bound: an error, a second lowering
/// with the QNN ops it comes from accumulating in `i64` ([`Lowered::widened`]), or (the
/// default, TFLite's arithmetic) nothing but a note in [`Lowered::at_risk`].
pub fn rewrite(g: &Graph, phases: &[Phase], opts: &LowerOptions) -> Result<Lowered, RewriteError> {
    let mut lowered = rewrite_once(g, phases, opts)?;
    if opts.overflow == OverflowPolicy::Wrap {
        lowered.at_risk = accumulators_at_risk(g, &lowered);
        return Ok(lowered);
    }
    let at_risk = accumulators_at_risk(g, &lowered);
    if at_risk.is_empty() {
        return Ok(lowered);
    }
    let stop = |ops| RewriteError::Overflow {
        policy: opts.overflow,
        ops,
    };
    if opts.overflow == OverflowPolicy::Error {
        return Err(stop(at_risk));
    }
    let wide: Vec<usize> = at_risk.iter().map(|(v, _, _)| *v).collect();
    let Some((widened, old)) = overflow::widen(g, &wide) else {
        return Err(stop(at_risk));
    };
    let mut lowered = rewrite_once(&widened, phases, opts)?;
    for o in lowered.origins.iter_mut().flatten() {
        o.value = old[o.value];
    }
    let left = accumulators_at_risk(g, &lowered);
    if !left.is_empty() {
        return Err(stop(left));
    }
    lowered.widened = Some(widened);
    Ok(lowered)
}

/// The accumulators of `lowered` that the overflow analysis cannot bound, by the input-graph
/// value they come from (`g`'s), once each.
fn accumulators_at_risk(g: &Graph, lowered: &Lowered) -> Vec<(usize, &'static str, String)> {
    let mut out: Vec<(usize, &'static str, String)> = Vec::new();
    for u in &lowered.report.overflow.unproven {
        if !u.accumulator || u.float_input {
            continue;
        }
        let v = lowered
            .origins
            .get(u.value)
            .copied()
            .flatten()
            .map_or(u.value, |o| o.value);
        if out.iter().any(|(w, _, _)| *w == v) {
            continue;
        }
        let op = match g.values().get(v).map(|x| &x.def) {
            Some(ValueDef::Op { op, .. }) => op.opcode().mnemonic(),
            _ => u.op,
        };
        out.push((
            v,
            op,
            format!(
                "{} (`{}` %{} of the lowered graph)",
                u.describe(),
                u.op,
                u.value
            ),
        ));
    }
    out
}

/// [`rewrite`] without the overflow policy.
fn rewrite_once(g: &Graph, phases: &[Phase], opts: &LowerOptions) -> Result<Lowered, RewriteError> {
    verify(g)?;
    let r = if g.values().len() <= opts.budget.region_values.max(1) {
        rewrite_region(g, &[], phases, opts)?
    } else {
        region::rewrite_regions(g, phases, opts)?
    };
    verify(&r.graph).map_err(RewriteError::Output)?;
    let report = Report {
        ops_before: op_counts(g),
        ops_after: op_counts(&r.graph),
        phases: r.phases,
        regions: r.count,
        overflow: overflow::analyze(&r.graph),
    };
    Ok(Lowered {
        graph: r.graph,
        origins: r.origins,
        report,
        widened: None,
        at_risk: Vec::new(),
    })
}

/// Lowers a QNN graph to integer core ops: every phase of [`Phase::ALL`], extraction, and
/// the legality check (no `qnn.*` op may be left).
pub fn lower(g: &Graph, opts: &LowerOptions) -> Result<Lowered, RewriteError> {
    let lowered = rewrite(g, Phase::ALL, opts)?;
    let ops: Vec<(usize, &'static str)> = lowered
        .graph
        .iter()
        .filter_map(|(id, v)| match &v.def {
            ValueDef::Op { op, .. } if op.opcode().is_qnn() => {
                let at = match lowered.origins.get(id.index()).copied().flatten() {
                    Some(o) if o.exact => o.value,
                    _ => id.index(),
                };
                Some((at, op.opcode().mnemonic()))
            }
            _ => None,
        })
        .collect();
    if !ops.is_empty() {
        return Err(RewriteError::Illegal { ops });
    }
    Ok(lowered)
}
