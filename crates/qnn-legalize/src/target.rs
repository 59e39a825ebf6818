//! What a target is: its name, its features, the (op, operand dtypes) combinations it executes
//! natively, and the hooks, rules and costs that make a graph fit them.

use crate::hooks::{Hook, HookFn};
use qnn_ir::{DType, Opcode};
use qnn_rewrite::ClassData;
use qnn_rewrite::Phase;
use qnn_rewrite::Rule;
use qnn_rewrite::{Cost, CostOverride, PROHIBITIVE};
use smallvec::SmallVec;
use std::fmt;
use std::sync::Arc;

/// A capability of a target, such as "dot product u8 x i8".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feature {
    /// Short kebab-case name (`dot-u8-i8`).
    pub name: String,
    /// What it is, with the instruction that provides it.
    pub description: String,
}

/// One (op, operand dtypes) combination a target executes natively.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Native {
    /// The op.
    pub opcode: Opcode,
    /// The operand dtypes, one per operand from the first; `None`, or an operand past the
    /// end of the list, takes any dtype.
    pub operands: Vec<Option<DType>>,
    /// For `conv2d` and `dense`: the weight (operand 1) must be a constant whose values lie in
    /// `[lo, hi]` (x86 `vpmaddubsw`, whose int16 pair sums saturate otherwise).
    pub weights_within: Option<(i64, i64)>,
}

impl Native {
    /// `opcode` on operands of any dtype.
    pub fn any(opcode: Opcode) -> Self {
        Native {
            opcode,
            operands: Vec::new(),
            weights_within: None,
        }
    }

    /// `opcode` on exactly these operand dtypes (further operands: any).
    pub fn with(opcode: Opcode, operands: &[DType]) -> Self {
        Native {
            opcode,
            operands: operands.iter().map(|&d| Some(d)).collect(),
            weights_within: None,
        }
    }

    /// Requires constant weights within `[lo, hi]`.
    pub fn weights_within(mut self, lo: i64, hi: i64) -> Self {
        self.weights_within = Some((lo, hi));
        self
    }

    /// True when an op `opcode` on operands of `dtypes` (with the weight's value range,
    /// when it is a constant) is this combination.
    pub fn admits(&self, opcode: Opcode, dtypes: &[DType], weights: Option<(i64, i64)>) -> bool {
        self.opcode == opcode
            && self
                .operands
                .iter()
                .zip(dtypes)
                .all(|(want, &d)| want.is_none_or(|w| w == d))
            && self
                .weights_within
                .is_none_or(|(lo, hi)| weights.is_some_and(|(wlo, whi)| lo <= wlo && whi <= hi))
    }

    /// The multiply-accumulate operand pair, when this is `conv2d` or `dense` on two given
    /// dtypes.
    pub fn mac_pair(&self) -> Option<(DType, DType)> {
        match self.operands.as_slice() {
            [Some(x), Some(w), ..] if self.opcode.is_mac() => Some((*x, *w)),
            _ => None,
        }
    }
}

impl fmt::Display for Native {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.opcode.mnemonic())?;
        if !self.operands.is_empty() {
            let ds: Vec<String> = self
                .operands
                .iter()
                .map(|d| d.map_or("any".to_string(), |d| d.to_string()))
                .collect();
            write!(f, "({})", ds.join(", "))?;
        }
        if let Some((lo, hi)) = self.weights_within {
            write!(f, " with constant weights in [{lo}, {hi}]")?;
        }
        Ok(())
    }
}

/// A target: what it executes natively and how a graph is made to fit it.
///
/// Built with [`Target::new`] and the builder methods, then registered in a
/// [`crate::Registry`]. Hooks run on the QNN graph before lowering, in the order they were
/// added; rules join the egg phases after the built-in rules of their phase; extraction
/// prices every core op the target does not execute natively at [`NOT_NATIVE`], after the
/// target's own cost override, if any.
#[derive(Clone)]
pub struct Target {
    /// Unique name (`x86-vnni`).
    pub name: String,
    /// One line: what it is and what it wants.
    pub description: String,
    /// Capabilities, for `qnnc targets` and for hooks to consult.
    pub features: Vec<Feature>,
    /// The combinations it executes; every op of a compiled graph must be one of them. For
    /// `conv2d` and `dense` the order is the order of preference of the built-in hook.
    pub native: Vec<Native>,
    /// Graph hooks, in registration order.
    pub hooks: Vec<Hook>,
    /// Extra rewrite rules, each with its phase.
    pub rules: Vec<(Phase, Arc<dyn Rule>)>,
    /// The target's own costs, consulted first.
    pub cost: Option<Arc<dyn CostOverride>>,
}

impl fmt::Debug for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Target")
            .field("name", &self.name)
            .field("features", &self.features)
            .field("native", &self.native)
            .field(
                "hooks",
                &self.hooks.iter().map(|h| &h.name).collect::<Vec<_>>(),
            )
            .field(
                "rules",
                &self
                    .rules
                    .iter()
                    .map(|(p, r)| (p.name(), r.name()))
                    .collect::<Vec<_>>(),
            )
            .finish()
    }
}

impl Target {
    /// A target with no features, nothing native, no hooks.
    pub fn new(name: impl Into<String>, description: impl Into<String>) -> Self {
        Target {
            name: name.into(),
            description: description.into(),
            features: Vec::new(),
            native: Vec::new(),
            hooks: Vec::new(),
            rules: Vec::new(),
            cost: None,
        }
    }

    /// Adds a feature.
    pub fn feature(mut self, name: impl Into<String>, description: impl Into<String>) -> Self {
        self.features.push(Feature {
            name: name.into(),
            description: description.into(),
        });
        self
    }

    /// True when the target has the feature `name`.
    pub fn has(&self, name: &str) -> bool {
        self.features.iter().any(|f| f.name == name)
    }

    /// Declares a native combination.
    pub fn native(mut self, n: Native) -> Self {
        self.native.push(n);
        self
    }

    /// Declares every integer core op except `conv2d` and `dense` native on any dtypes (the
    /// elementwise, data movement, reduction, window and table ops every CPU or GPU runs).
    pub fn native_core_ops(mut self) -> Self {
        self.native.extend(
            Opcode::ALL
                .iter()
                .filter(|o| !o.is_qnn() && !o.is_mac())
                .map(|&o| Native::any(o)),
        );
        self
    }

    /// Adds a hook on `opcode` named `name` (unique in the target).
    pub fn hook(
        mut self,
        opcode: Opcode,
        name: impl Into<String>,
        apply: impl Fn(
                &mut crate::HookCx<'_>,
                &qnn_ir::Op,
                &[qnn_ir::ValueId],
            ) -> Result<Option<qnn_ir::ValueId>, crate::HookError>
            + Send
            + Sync
            + 'static,
    ) -> Self {
        let apply: Arc<HookFn> = Arc::new(apply);
        self.hooks.push(Hook {
            name: name.into(),
            opcode,
            apply,
        });
        self
    }

    /// Adds a rewrite rule to `phase`.
    pub fn rule(mut self, phase: Phase, rule: Arc<dyn Rule>) -> Self {
        self.rules.push((phase, rule));
        self
    }

    /// Sets the target's own cost override.
    pub fn cost(mut self, cost: Arc<dyn CostOverride>) -> Self {
        self.cost = Some(cost);
        self
    }

    /// The native combination admitting `opcode` on `dtypes` (weights in `weights`), if any.
    pub fn admits(&self, opcode: Opcode, dtypes: &[DType], weights: Option<(i64, i64)>) -> bool {
        self.native
            .iter()
            .any(|n| n.admits(opcode, dtypes, weights))
    }

    /// The combinations of `opcode` (`conv2d` or `dense`) with an `(input, weight)` dtype
    /// pair, in order of preference.
    pub fn mac_pairs(&self, opcode: Opcode) -> impl Iterator<Item = &Native> {
        self.native
            .iter()
            .filter(move |n| n.opcode == opcode && n.mac_pair().is_some())
    }

    /// The combinations of `opcode` the target runs, as text (`conv2d(u8, i8), ...`).
    pub fn native_text(&self, opcode: Opcode) -> Vec<String> {
        self.native
            .iter()
            .filter(|n| n.opcode == opcode)
            .map(|n| n.to_string())
            .collect()
    }

    /// What the target runs of `opcode`, for messages.
    pub fn describe_native(&self, opcode: Opcode) -> String {
        let ns = self.native_text(opcode);
        if ns.is_empty() {
            format!("it runs no {}", opcode.mnemonic())
        } else {
            format!("it runs {}", ns.join(", "))
        }
    }
}

/// The work of a core op the target does not execute: more than any form it runs, less than
/// a `qnn.*` op ([`PROHIBITIVE`]), so that where nothing legal exists the lowered form is
/// still taken and the legality check names the core op the target lacks.
pub const NOT_NATIVE: u64 = PROHIBITIVE >> 4;

/// Extraction's view of a target: its own override first, then [`NOT_NATIVE`] for every
/// run-time core op it does not execute natively, then the built-in model. Extraction asks
/// for every node many times, so the combinations are indexed by opcode.
pub(crate) struct TargetCost {
    own: Option<Arc<dyn CostOverride>>,
    /// The target's combinations of each opcode, indexed by the opcode (its position in
    /// `Opcode::ALL`, the table's order).
    by_op: Vec<Vec<Native>>,
}

impl TargetCost {
    pub(crate) fn new(t: &Target) -> Self {
        let mut by_op = vec![Vec::new(); Opcode::ALL.len()];
        for n in &t.native {
            by_op[n.opcode as usize].push(n.clone());
        }
        TargetCost {
            own: t.cost.clone(),
            by_op,
        }
    }
}

impl CostOverride for TargetCost {
    fn cost(&self, op: &qnn_ir::Op, out: &ClassData, args: &[&ClassData]) -> Option<Cost> {
        if let Some(c) = self.own.as_ref().and_then(|c| c.cost(op, out, args)) {
            return Some(c);
        }
        let opcode = op.opcode();
        if opcode.is_qnn() {
            return None;
        }
        let dtypes: SmallVec<[DType; 4]> = args.iter().map(|a| a.ty.dtype).collect();
        let weights = args
            .get(1)
            .filter(|a| a.konst.is_some())
            .and_then(|a| a.range);
        let natives = self
            .by_op
            .get(opcode as usize)
            .map_or(&[][..], Vec::as_slice);
        let native = natives.iter().any(|n| n.admits(opcode, &dtypes, weights));
        (!native).then_some(Cost {
            work: NOT_NATIVE,
            bytes: 0,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opcodes_index_their_table_position() {
        for (i, &o) in Opcode::ALL.iter().enumerate() {
            assert_eq!(o as usize, i, "{}", o.mnemonic());
        }
    }

    #[test]
    fn native_combinations_match_dtypes_and_weight_ranges() {
        let n = Native::with(Opcode::Conv2d, &[DType::U8, DType::I8]).weights_within(-64, 64);
        assert_eq!(
            n.to_string(),
            "conv2d(u8, i8) with constant weights in [-64, 64]"
        );
        let pair = [DType::U8, DType::I8];
        assert!(n.admits(Opcode::Conv2d, &pair, Some((-64, 64))));
        assert!(!n.admits(Opcode::Conv2d, &pair, Some((-65, 0))));
        assert!(
            !n.admits(Opcode::Conv2d, &pair, None),
            "weights must be constant"
        );
        assert!(!n.admits(Opcode::Dense, &pair, Some((0, 0))));
        assert!(!n.admits(Opcode::Conv2d, &[DType::I8, DType::I8], Some((0, 0))));
        let any = Native::any(Opcode::Add);
        assert!(any.admits(Opcode::Add, &[DType::I32, DType::I64], None));
        assert_eq!(any.to_string(), "add");
    }
}
