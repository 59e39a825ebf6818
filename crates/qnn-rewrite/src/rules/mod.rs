//! The rule sets, one phase each, in the order [`Phase::ALL`] runs them:
//!
//! - [`canonicalize`]: identities and simplifications that are always an improvement
//!   (identity requantizes, zero and one terms, clips that cannot bind, max pool to core);
//! - [`lower`]: every QNN op to integer core ops;
//! - [`fold`]: compile-time evaluation of constant terms (with the `canonicalize` rules, so
//!   that what folding exposes is simplified in the same run);
//! - [`tables`]: chains of elementwise ops on an 8-bit value as one table lookup.
//!
//! The policy (directional rules, no blanket commutativity or associativity, how a guard
//! is written, naming) is `docs/rules.md`.

pub mod canonicalize;
pub mod fold;
pub mod lower;
pub mod tables;

use crate::rule::Rule;
use std::sync::Arc;

/// A rule phase: one bounded e-graph run over a rule set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// `canonicalize` (`rules/canonicalize.rs`).
    Canonicalize,
    /// `lower` (`rules/lower/`).
    Lower,
    /// `fold` (`rules/fold.rs`, with the canonicalization rules).
    Fold,
    /// `tables` (`rules/tables.rs`).
    Tables,
}

impl Phase {
    /// Every phase, in the order lowering runs them.
    pub const ALL: &'static [Phase] = &[
        Phase::Canonicalize,
        Phase::Lower,
        Phase::Fold,
        Phase::Tables,
    ];

    /// The phase's name (`canonicalize`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Phase::Canonicalize => "canonicalize",
            Phase::Lower => "lower",
            Phase::Fold => "fold",
            Phase::Tables => "tables",
        }
    }

    /// The rules this phase runs.
    pub fn rules(self) -> Vec<Arc<dyn Rule>> {
        match self {
            Phase::Canonicalize => canonicalize::rules(),
            Phase::Lower => lower::rules(),
            Phase::Fold => {
                let mut r = fold::rules();
                r.extend(canonicalize::rules());
                r
            }
            Phase::Tables => tables::rules(),
        }
    }
}

/// Every rule of every set, each once.
pub fn all_rules() -> Vec<Arc<dyn Rule>> {
    let mut r = canonicalize::rules();
    r.extend(lower::rules());
    r.extend(fold::rules());
    r.extend(tables::rules());
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every rule set builds (as egg rewrites), and names are unique, kebab-case and
    /// prefixed by their phase.
    #[test]
    fn every_rule_set_builds_with_unique_kebab_case_names() {
        let mut seen = std::collections::HashSet::new();
        for (prefix, rules) in [
            ("canon-", canonicalize::rules()),
            ("lower-", lower::rules()),
            ("fold-", fold::rules()),
            ("tables-", tables::rules()),
        ] {
            for r in rules {
                let name = r.name();
                assert!(seen.insert(name), "duplicate rule name {name}");
                assert!(name.starts_with(prefix), "{name} lacks the prefix {prefix}");
                assert!(
                    name.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                    "{name} is not kebab-case"
                );
                crate::rule::rewrite(r).expect("rule builds");
            }
        }
        for p in Phase::ALL {
            assert!(!p.rules().is_empty());
        }
    }
}
