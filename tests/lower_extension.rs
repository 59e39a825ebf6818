//! Rules from outside the library: a caller (a back-end) adds its own rule to a phase through
//! `LowerOptions::extra_rules`; it runs with the phase's rules, its applications are counted
//! in the report, the result stays exact, and a name that clashes with a rule of the phase is
//! refused.

use qnn_ir::ops::NoAttrs;
use qnn_ir::{Op, Opcode};
use qnn_rewrite::{lower, Id, LowerOptions, Phase, RewriteError};
use qnn_rewrite::{Cx, Rule, RuleError};
use qnn_rewrite::{ENode, Key};
use std::sync::Arc;

/// `x + x = x * 2` on integers (both wrap the same way): a back-end without a fast doubling
/// add might prefer the multiply.
struct AddSelf;

impl Rule for AddSelf {
    fn name(&self) -> &'static str {
        "backend-add-self"
    }
    fn keys(&self) -> Vec<Key> {
        vec![Key::Op(Opcode::Add)]
    }
    fn apply(&self, cx: &mut Cx, node: &ENode) -> Result<Option<Id>, RuleError> {
        let (a, b) = (cx.egraph.find(node.args[0]), cx.egraph.find(node.args[1]));
        if a != b || !node.dtype.is_int() {
            return Ok(None);
        }
        let two = cx.scalar(node.dtype, 2)?;
        cx.op(Op::Multiply(NoAttrs {}), &[a, two], node.dtype)
            .map(Some)
    }
}

const GRAPH: &str = "graph \"g\" {
  input %0 \"x\" : tensor<4xi32>
  %1 = add %0, %0 : tensor<4xi32>
  output \"y\" = %1
}
";

#[test]
fn a_rule_added_by_the_caller_runs_in_its_phase() {
    let g = qnn_ir::text::parse(GRAPH).expect("parses");
    let opts = LowerOptions {
        extra_rules: vec![(Phase::Fold, Arc::new(AddSelf) as Arc<dyn Rule>)],
        ..Default::default()
    };
    let l = lower(&g, &opts).expect("lowers");
    let fold = l
        .report
        .phases
        .iter()
        .find(|p| p.phase == "fold")
        .expect("a fold phase");
    assert!(
        fold.applied.contains(&("backend-add-self", 1)),
        "{:?}",
        fold.applied
    );
    // Not in the other phases.
    assert!(l
        .report
        .phases
        .iter()
        .filter(|p| p.phase != "fold")
        .all(|p| p.applied.iter().all(|(r, _)| *r != "backend-add-self")));
    for seed in 0..4 {
        let inputs = qnn_check::validate::random_inputs(&g, seed);
        qnn_check::validate::compare(&g, &l.graph, &inputs).expect("exact");
    }
}

/// A rule named like one of the phase's own rules.
struct Clash;

impl Rule for Clash {
    fn name(&self) -> &'static str {
        "fold-constant"
    }
    fn keys(&self) -> Vec<Key> {
        vec![Key::Op(Opcode::Add)]
    }
    fn apply(&self, _cx: &mut Cx, _node: &ENode) -> Result<Option<Id>, RuleError> {
        Ok(None)
    }
}

#[test]
fn a_rule_name_that_clashes_is_refused() {
    let g = qnn_ir::text::parse(GRAPH).expect("parses");
    let opts = LowerOptions {
        extra_rules: vec![(Phase::Fold, Arc::new(Clash) as Arc<dyn Rule>)],
        ..Default::default()
    };
    match lower(&g, &opts) {
        Err(RewriteError::Rule(e)) => assert_eq!(
            e.to_string(),
            "rule `fold-constant` cannot be built: a rule of phase fold already has this name"
        ),
        other => panic!("expected a rule error, got {other:?}"),
    }
}
