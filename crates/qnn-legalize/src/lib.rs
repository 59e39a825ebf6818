//! `qnn-legalize`: per-target legalization, and compilation of a QNN graph for a target.
//!
//! A [`Target`] names the (op, operand dtypes) combinations it executes natively ([`Native`])
//! and carries the hooks, rules and costs that make a graph fit them. Targets live in a
//! [`Registry`]; [`Registry::builtin`] holds `generic`, `x86`, `x86-vnni`, `arm`,
//! `arm-dotprod` and `cuda` (`targets.rs`), and a back-end registers its own with
//! [`Registry::register`], through the same API the built-in targets use.
//!
//! [`compile`] runs, verifying between the stages:
//!
//! 1. the target's hooks on the QNN graph ([`hooks`]: e.g. `retype_mac`, which gives
//!    `qnn.conv2d` and `qnn.dense` the operand dtypes the target multiplies, exactly);
//! 2. canonicalization and lowering with egg (`qnn-rewrite`), with the target's rules added
//!    to their phases and extraction pricing every op the target cannot run as prohibitive;
//! 3. the legality check ([`legality`]): every op left must be native to the target.
//!
//! Nothing here changes an output integer: the hooks keep `q - zp` of every operand, and the
//! interpreter checks it on every fixture, for every target (`tests/legalize_*.rs`).
#![deny(missing_docs)]

mod error;
pub mod hooks;
pub mod legality;
mod mac;
mod prove;
mod target;
mod targets;

pub use error::LegalizeError;
pub use hooks::{legalize, Hook, HookCx, HookError, HookFn, HookReport, Legalized};
pub use legality::IllegalOp;
pub use mac::{retype_hybrid, retype_mac};
pub use prove::{prove_hooks, HookProof};
pub use target::{Feature, Native, Target, NOT_NATIVE};

use qnn_ir::{verify, Graph, ValueDef};
use qnn_rewrite::{LowerOptions, Lowered, Origin, OverflowPolicy, RewriteBudget, RewriteError};
use std::sync::Arc;

/// At most this many illegal ops are named in one error.
pub const MAX_REPORTED: usize = 10;

/// Registered targets, by name, in registration order.
#[derive(Clone, Debug, Default)]
pub struct Registry {
    targets: Vec<Target>,
}

impl Registry {
    /// A registry with no targets.
    pub fn empty() -> Self {
        Registry::default()
    }

    /// The built-in targets.
    pub fn builtin() -> Self {
        let mut r = Registry::empty();
        for t in targets::builtin() {
            r.targets.push(t);
        }
        r
    }

    /// Registers `target`. Its name must be new and non-empty, and its hooks' and rules'
    /// names unique within it.
    pub fn register(&mut self, target: Target) -> Result<(), LegalizeError> {
        let bad = |message: String| LegalizeError::BadTarget {
            target: target.name.clone(),
            message,
        };
        if target.name.is_empty() || target.name.contains(char::is_whitespace) {
            return Err(bad("a target name is non-empty and has no spaces".into()));
        }
        if self.targets.iter().any(|t| t.name == target.name) {
            return Err(LegalizeError::DuplicateTarget(target.name));
        }
        for (i, h) in target.hooks.iter().enumerate() {
            if h.name.is_empty() || target.hooks[..i].iter().any(|g| g.name == h.name) {
                return Err(bad(format!("hook name `{}` is empty or repeated", h.name)));
            }
        }
        for (i, (p, r)) in target.rules.iter().enumerate() {
            if target.rules[..i]
                .iter()
                .any(|(q, s)| q == p && s.name() == r.name())
            {
                return Err(bad(format!(
                    "rule `{}` is added twice to phase {}",
                    r.name(),
                    p.name()
                )));
            }
        }
        self.targets.push(target);
        Ok(())
    }

    /// The target named `name`; the error lists the known names.
    pub fn lookup(&self, name: &str) -> Result<&Target, LegalizeError> {
        self.targets
            .iter()
            .find(|t| t.name == name)
            .ok_or_else(|| LegalizeError::UnknownTarget {
                name: name.to_string(),
                known: self.targets.iter().map(|t| t.name.clone()).collect(),
            })
    }

    /// Every target, in registration order.
    pub fn targets(&self) -> &[Target] {
        &self.targets
    }
}

/// The built-in target named `name`.
pub fn lookup(name: &str) -> Result<Target, LegalizeError> {
    Registry::builtin().lookup(name).cloned()
}

/// A graph compiled for a target.
#[derive(Clone, Debug)]
pub struct Compiled {
    /// The QNN graph after the target's hooks.
    pub legalized: Legalized,
    /// The lowered graph (its `origins` refer to the legalized graph).
    pub lowered: Lowered,
    /// For each value of the lowered graph, the input-graph value it is or comes from.
    pub origins: Vec<Option<Origin>>,
}

/// Options of [`compile`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CompileOptions {
    /// The bounds of every e-graph run.
    pub budget: RewriteBudget,
    /// What to do with an accumulator that may overflow (`qnn_rewrite::overflow`).
    pub overflow: OverflowPolicy,
    /// Prove every rule application for all inputs ([`LowerOptions::prove`]).
    pub prove: bool,
}

/// Legalizes `g` for `target`, canonicalizes and lowers it, and checks that the target runs
/// every op left (the module doc).
pub fn compile(
    g: &Graph,
    target: &Target,
    options: &CompileOptions,
) -> Result<Compiled, LegalizeError> {
    verify(g).map_err(|e| LegalizeError::Rewrite(e.into()))?;
    let legalized = legalize(g, target)?;
    let opts = LowerOptions {
        budget: options.budget,
        extra_rules: target.rules.clone(),
        cost: Some(Arc::new(target::TargetCost::new(target))),
        overflow: options.overflow,
        prove: options.prove,
    };
    // `rewrite` verifies its input first: a failure there is a hook's (the legalized graph).
    let mut lowered = qnn_rewrite::rewrite(&legalized.graph, qnn_rewrite::Phase::ALL, &opts)
        .map_err(|e| match e {
            RewriteError::Verify(v) => LegalizeError::Verify(v),
            // Name the caller's values, not the legalized graph's.
            RewriteError::Overflow { policy, mut ops } => {
                to_caller(g, &legalized, &mut ops);
                RewriteError::Overflow { policy, ops }.into()
            }
            RewriteError::ProofFailed { mut failures } => {
                for f in &mut failures {
                    let o = f
                        .value
                        .and_then(|v| legalized.origins.get(v).copied().flatten());
                    f.value = o.map(|o| o.value);
                }
                RewriteError::ProofFailed { failures }.into()
            }
            e => e.into(),
        })?;
    to_caller(g, &legalized, &mut lowered.at_risk);
    // "Before" is the caller's graph, not the legalized one.
    lowered.report.ops_before = qnn_rewrite::op_counts(g);
    let origins: Vec<Option<Origin>> = lowered
        .origins
        .iter()
        .map(|o| {
            let o = (*o)?;
            let l = legalized.origins.get(o.value).copied().flatten()?;
            Some(Origin {
                value: l.value,
                exact: o.exact && l.exact,
            })
        })
        .collect();
    let mut illegal = legality::check(&lowered.graph, target, &origins);
    // A QNN op left has no lowering (for these operands): `qnn_rewrite::lower`'s error.
    let left: Vec<(usize, &'static str)> = illegal
        .iter()
        .filter(|i| i.op.starts_with("qnn."))
        .map(|i| (i.origin.unwrap_or(i.value), i.op))
        .collect();
    if !left.is_empty() {
        return Err(RewriteError::Illegal { ops: left }.into());
    }
    if !illegal.is_empty() {
        illegal.truncate(MAX_REPORTED);
        for i in &mut illegal {
            i.origin_op = i.origin.and_then(|o| match &g.values().get(o)?.def {
                ValueDef::Op { op, .. } => Some(op.opcode().mnemonic()),
                ValueDef::Input { .. } => None,
            });
        }
        return Err(LegalizeError::Illegal {
            target: target.name.clone(),
            illegal,
        });
    }
    Ok(Compiled {
        legalized,
        lowered,
        origins,
    })
}

/// Renames the legalized graph's values in `ops` (value, op mnemonic, detail) to the
/// caller's graph `g`'s, with their ops' mnemonics there.
fn to_caller(g: &Graph, legalized: &Legalized, ops: &mut [(usize, &'static str, String)]) {
    for (v, op, _) in ops {
        if let Some(o) = legalized.origins.get(*v).copied().flatten() {
            *v = o.value;
            if let Some(ValueDef::Op { op: src, .. }) = g.values().get(o.value).map(|x| &x.def) {
                *op = src.opcode().mnemonic();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registration_checks_names() {
        let mut r = Registry::builtin();
        let bad = |e: LegalizeError| e.to_string();
        assert_eq!(
            bad(r.register(Target::new("", "nameless")).unwrap_err()),
            "target ``: a target name is non-empty and has no spaces"
        );
        let hook = |_: &mut HookCx<'_>, _: &qnn_ir::Op, _: &[qnn_ir::ValueId]| Ok(None);
        let twice = Target::new("t", "two hooks of one name")
            .hook(qnn_ir::Opcode::QnnConv2d, "t-h", hook)
            .hook(qnn_ir::Opcode::QnnDense, "t-h", hook);
        assert_eq!(
            bad(r.register(twice).unwrap_err()),
            "target `t`: hook name `t-h` is empty or repeated"
        );
        assert_eq!(
            bad(r.register(Target::new("x86", "again")).unwrap_err()),
            "a target named `x86` is already registered"
        );
        assert!(r.register(Target::new("t", "fine")).is_ok());
        assert_eq!(r.targets().len(), 7);
        assert!(matches!(
            lookup("nope"),
            Err(LegalizeError::UnknownTarget { known, .. }) if known.len() == 6
        ));
    }
}
