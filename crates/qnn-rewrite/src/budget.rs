//! The bounds of every e-graph run, in one place, and what each run reports.
//!
//! Every phase runs egg's `Runner` with an iteration limit and a node limit, a
//! `SimpleScheduler` (no rule is ever banned, so a rule that matches ten thousand convolutions
//! still rewrites them all in one iteration) and **no wall-clock limit**: the result depends
//! only on the input, never on how fast the machine is.
//!
//! The node limit grows with the input so that large graphs are lowered like small ones;
//! lowering adds a bounded number of nodes per op (at most ~40, for softmax), so the
//! defaults leave a wide margin and no fixture comes near them. A limit that is hit is
//! reported in [`PhaseReport::stop`]; the lowered graph is then still exact (every node in
//! the e-graph is), but may be more expensive than it could be, or keep a `qnn.*` op that the
//! legality check reports.

use std::fmt;

/// Limits of one e-graph run (one phase).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RewriteBudget {
    /// Iterations per phase (egg's default is 30; our phases saturate in fewer than 10).
    pub iter_limit: usize,
    /// Node limit: `node_base + node_per_value * values of the input graph`.
    pub node_base: usize,
    /// See [`RewriteBudget::node_base`].
    pub node_per_value: usize,
    /// Values per region: a larger graph is rewritten in regions of this many values, one
    /// e-graph each (see `qnn_rewrite::rewrite`), so that lowering time grows linearly.
    pub region_values: usize,
    /// Under `--prove`: the most cases an exhaustive sweep of one rule application may run
    /// (result positions a constant distinguishes times combinations of operand values);
    /// a wider application is reported as not proved ("too wide").
    pub sweep_limit: u64,
    /// Under `--prove`: the most values (times position classes) the interval search over
    /// a float operand may run for one application (`prove/float.rs`; a 16-bit
    /// `qnn.quantize` runs about 700,000); beyond it the application is not proved.
    pub interval_limit: u64,
    /// Under `--prove`: z3's resource limit (`rlimit`, deterministic, unlike a time-out) for
    /// each query; a query that reaches it leaves its application not proved.
    pub solver_rlimit: u64,
    /// Under `--prove`: the most queries for one application (one per class of positions
    /// with the same constants); an application with more classes is not proved.
    pub solver_queries: usize,
    /// Under `--prove`: the most operand elements one result element of an application may
    /// read through its convolutions, products and reductions (their taps, summed over the
    /// application); a wider one is not proved.
    pub solver_taps: usize,
}

impl Default for RewriteBudget {
    fn default() -> Self {
        RewriteBudget {
            iter_limit: 30,
            node_base: 10_000,
            node_per_value: 200,
            region_values: 1_000,
            sweep_limit: 1 << 26,
            interval_limit: 1 << 23,
            solver_rlimit: 5_000_000,
            solver_queries: 64,
            solver_taps: 1 << 14,
        }
    }
}

impl RewriteBudget {
    /// The node limit for an input graph of `values` values.
    pub fn node_limit(&self, values: usize) -> usize {
        self.node_base
            .saturating_add(self.node_per_value.saturating_mul(values))
    }
}

/// Why a phase stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// No rule changed the e-graph any more: every rewrite was explored.
    Saturated,
    /// The iteration limit was reached.
    IterationLimit(usize),
    /// The node limit was reached.
    NodeLimit(usize),
    /// A rule reported a bug (the rewrite stops; the error says which rule).
    RuleBug,
}

impl Stop {
    /// True when the phase explored every rewrite.
    pub fn saturated(&self) -> bool {
        *self == Stop::Saturated
    }
}

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stop::Saturated => f.write_str("saturated"),
            Stop::IterationLimit(n) => write!(f, "iteration limit ({n})"),
            Stop::NodeLimit(n) => write!(f, "node limit ({n})"),
            Stop::RuleBug => f.write_str("rule bug"),
        }
    }
}

/// What one phase did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhaseReport {
    /// The phase's name.
    pub phase: &'static str,
    /// Iterations run.
    pub iterations: usize,
    /// E-nodes at the end.
    pub nodes: usize,
    /// E-classes at the end.
    pub classes: usize,
    /// Why it stopped.
    pub stop: Stop,
    /// Effective applications of each rule of the phase, in rule order (zeros included).
    pub applied: Vec<(&'static str, usize)>,
    /// Under `--prove`: what was found for each rule's applications, in rule order (empty
    /// otherwise).
    pub proofs: Vec<(&'static str, crate::ProofCounts)>,
}
