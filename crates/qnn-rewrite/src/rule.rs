//! How a rule reads and how it plugs into egg.
//!
//! Attributes cannot be spelled in egg's s-expression patterns, so a rule is Rust: a function
//! registered for one op kind with [`on`] (`on::<kind::Clip>("canon-clip-noop", clip_noop)`)
//! receives each matched e-node with that op's attributes typed, looks through [`Cx`] at its
//! operands' types, constant values, ranges and forms ([`Cx::nodes_of`] enumerates every node
//! of a kind in a class), checks its guard, and builds the equivalent form with `Cx`'s
//! builders (`cx.add(a, b)`, `cx.clip(x, lo, hi)`, ..., each result type inferred by the op
//! table's type rule). It returns the e-class of that form (egg then merges it with the
//! matched class), or `None` when the guard does not hold. A rule of several kinds is a
//! [`rule`] over the plain node; any type implementing [`Rule`] is one too.
//!
//! A guard is an early `return Ok(None)`; every node a rule builds is type-checked by the
//! op table's type rule before it enters the e-graph, so an ill-typed right-hand side is a
//! [`RuleError`] naming the rule, never a corrupt e-graph.
//!
//! [`rewrite`] wraps a rule as an egg [`Rewrite`] (a searcher over the e-classes holding
//! nodes of the rule's kind, and an applier that calls the rule once per node).

use crate::analysis::{is_subsumed, ClassData, QnnAnalysis, NO_POS};
use crate::language::{ENode, Key, NodeKind};
use crate::prove::{capture, check, Trace, Verdict};
use egg::{
    Applier, EGraph, ENodeOrVar, Id, RecExpr, Rewrite, SearchMatches, Searcher, Subst, Symbol, Var,
};
use qnn_ir::attrs::RoundMode;
use qnn_ir::ops::{ClipAttrs, NoAttrs, OpKind, RoundAttrs};
use qnn_ir::{DType, Op, Tensor, TensorType};
use std::borrow::Cow;
use std::marker::PhantomData;
use std::sync::Arc;

/// The e-graph of qnnc.
pub type QGraph = EGraph<ENode, QnnAnalysis>;

/// A rule that cannot be built, or that built an ill-typed node.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// A node the rule built does not type-check.
    #[error("rule `{rule}` built an ill-typed {op}: {message}")]
    IllTyped {
        /// The rule.
        rule: &'static str,
        /// The op mnemonic.
        op: &'static str,
        /// The type rule's message.
        message: String,
    },
    /// A constant the rule computed is inconsistent.
    #[error("rule `{rule}`: {message}")]
    Invalid {
        /// The rule.
        rule: &'static str,
        /// What went wrong.
        message: String,
    },
    /// egg refused the rewrite (an internal error of the rule set).
    #[error("rule `{rule}` cannot be built: {message}")]
    Build {
        /// The rule.
        rule: &'static str,
        /// egg's message.
        message: String,
    },
}

/// One rewrite rule.
pub trait Rule: Send + Sync {
    /// Unique kebab-case name, prefixed by its phase (`lower-conv2d`).
    fn name(&self) -> &'static str;
    /// The node kinds it matches.
    fn keys(&self) -> Vec<Key>;
    /// Rewrites one matched node: returns the class of an equivalent form, or `None` when
    /// the rule's guard does not hold.
    fn apply(&self, cx: &mut Cx, node: &ENode) -> Result<Option<Id>, RuleError>;
    /// Which nodes are worth trying, tested while searching (it only saves work:
    /// [`Rule::apply`] checks its guards itself). A rule that needs constant operands is only
    /// searched among the users of constants.
    fn needs(&self) -> Needs {
        Needs::Any
    }
}

/// What a rule sees and builds with: the e-graph, the matched class and the rule's name.
pub struct Cx<'a> {
    /// The e-graph.
    pub egraph: &'a mut QGraph,
    /// The class of the matched node.
    pub class: Id,
    rule: &'static str,
    /// Nodes the rule asked to subsume (committed only if its result is a new form).
    subsumes: Vec<ENode>,
    /// Further forms of the matched class the rule found ([`Cx::also`]).
    also: Vec<Id>,
    /// What the rule built and looked at, when its applications are proved.
    trace: Option<std::cell::RefCell<Trace>>,
}

impl<'a> Cx<'a> {
    /// A context for `rule` matching in `class`.
    pub fn new(egraph: &'a mut QGraph, class: Id, rule: &'static str) -> Self {
        Cx {
            egraph,
            class,
            rule,
            subsumes: Vec::new(),
            also: Vec::new(),
            trace: None,
        }
    }

    /// Records what the rule builds and looks at (for `--prove`).
    fn traced(mut self) -> Self {
        self.trace = Some(Default::default());
        self
    }

    /// Another form of the matched class besides the rule's result: merged with it like the
    /// result (and proved like it).
    pub fn also(&mut self, form: Id) {
        self.also.push(form);
    }

    /// The rule's name.
    pub fn rule(&self) -> &'static str {
        self.rule
    }

    /// What the class of `id` knows.
    pub fn data(&self, id: Id) -> &ClassData {
        &self.egraph[id].data
    }

    /// The type of `id`.
    pub fn ty(&self, id: Id) -> TensorType {
        self.data(id).ty.clone()
    }

    /// The element type of `id`.
    pub fn dtype(&self, id: Id) -> DType {
        self.data(id).ty.dtype
    }

    /// The rank of `id`.
    pub fn rank(&self, id: Id) -> usize {
        self.data(id).ty.rank()
    }

    /// The constant value of `id`, if known.
    pub fn konst(&self, id: Id) -> Option<&Tensor> {
        let c = self.data(id).konst?;
        Some(self.egraph.analysis.consts.get(c))
    }

    /// The integer range of `id` (the type's range when nothing better is known).
    pub fn range(&self, id: Id) -> (i64, i64) {
        let d = self.data(id);
        d.range
            .or(d.ty.dtype.int_range())
            .unwrap_or((i64::MIN, i64::MAX))
    }

    /// An error of this rule.
    pub fn invalid(&self, message: impl Into<String>) -> RuleError {
        RuleError::Invalid {
            rule: self.rule,
            message: message.into(),
        }
    }

    /// Every node of kind `K` in the class of `x`, with its attributes. A rule that matches
    /// a child tries each in turn; the first its guard accepts is the one it rewrites
    /// (`docs/rules.md`).
    pub fn nodes_of<K: OpKind>(&self, x: Id) -> Vec<(K::Attrs, ENode)> {
        let nodes = self.egraph[x].nodes.iter();
        let of_kind = nodes.filter_map(|m| Some((K::attrs(m.as_op()?)?.clone(), m.clone())));
        let found: Vec<(K::Attrs, ENode)> = of_kind.collect();
        if let Some(t) = &self.trace {
            let read = found.iter().map(|(_, m)| (x, m.clone()));
            t.borrow_mut().read.extend(read);
        }
        found
    }

    /// True when the class of `x` holds a node of kind `K`.
    pub fn holds<K: OpKind>(&self, x: Id) -> bool {
        let nodes = self.egraph[x].nodes.iter();
        nodes.filter_map(ENode::opcode).any(|o| o == K::OPCODE)
    }

    /// Adds `op` on `args` with result element type `dtype`, after checking it with the op's
    /// type rule. Most rules use the builders below, which infer `dtype` from the operands.
    pub fn op(&mut self, op: Op, args: &[Id], dtype: DType) -> Result<Id, RuleError> {
        self.typed(op, args, Some(dtype))
    }

    /// Adds `op` on `args`, its result type inferred by the op's type rule (for ops whose
    /// operands determine it).
    pub fn build(&mut self, op: Op, args: &[Id]) -> Result<Id, RuleError> {
        self.typed(op, args, None)
    }

    fn typed(&mut self, op: Op, args: &[Id], dtype: Option<DType>) -> Result<Id, RuleError> {
        let tys: Vec<TensorType> = args.iter().map(|&a| self.ty(a)).collect();
        let refs: Vec<&TensorType> = tys.iter().collect();
        let ty = op.infer(&refs, dtype).map_err(|e| RuleError::IllTyped {
            rule: self.rule,
            op: op.opcode().mnemonic(),
            message: e.to_string(),
        })?;
        let node = ENode::op(op, ty.dtype, args);
        let id = self.egraph.add(node.clone());
        if let Some(t) = &self.trace {
            t.borrow_mut().built.push((node, id));
        }
        Ok(id)
    }

    /// `a + b` (wrapping on integers).
    pub fn add(&mut self, a: Id, b: Id) -> Result<Id, RuleError> {
        self.build(Op::Add(NoAttrs {}), &[a, b])
    }

    /// `a - b` (wrapping on integers).
    pub fn sub(&mut self, a: Id, b: Id) -> Result<Id, RuleError> {
        self.build(Op::Subtract(NoAttrs {}), &[a, b])
    }

    /// `a * b` (wrapping on integers).
    pub fn mul(&mut self, a: Id, b: Id) -> Result<Id, RuleError> {
        self.build(Op::Multiply(NoAttrs {}), &[a, b])
    }

    /// `max(a, b)`.
    pub fn max(&mut self, a: Id, b: Id) -> Result<Id, RuleError> {
        self.build(Op::Maximum(NoAttrs {}), &[a, b])
    }

    /// `min(a, b)`.
    pub fn min(&mut self, a: Id, b: Id) -> Result<Id, RuleError> {
        self.build(Op::Minimum(NoAttrs {}), &[a, b])
    }

    /// `x >> s` rounded under `mode`.
    pub fn shift_right(&mut self, x: Id, s: Id, mode: RoundMode) -> Result<Id, RuleError> {
        self.build(Op::ShiftRight(RoundAttrs { mode }), &[x, s])
    }

    /// `t[x - type_min]`, the entry of table `t` for each element of `x`.
    pub fn table(&mut self, x: Id, t: Id) -> Result<Id, RuleError> {
        self.build(Op::Table(NoAttrs {}), &[x, t])
    }

    /// `clip(x, lo, hi)`.
    pub fn clip(&mut self, x: Id, lo: i64, hi: i64) -> Result<Id, RuleError> {
        self.build(Op::Clip(ClipAttrs { min: lo, max: hi }), &[x])
    }

    /// `clip(x, lo, hi)`, or `x` itself when every value of an integer `x` is already
    /// inside (the clip would change nothing).
    pub fn clip_if_needed(&mut self, x: Id, lo: i64, hi: i64) -> Result<Id, RuleError> {
        if self.dtype(x).is_int() {
            let (rlo, rhi) = self.range(x);
            if lo <= rlo && rhi <= hi {
                return Ok(x);
            }
        }
        self.clip(x, lo, hi)
    }

    /// A constant.
    pub fn constant(&mut self, t: Tensor) -> Id {
        let c = self.egraph.analysis.consts.intern(t);
        self.pooled(c)
    }

    /// The constant `c` of the pool.
    pub fn pooled(&mut self, c: crate::language::ConstId) -> Id {
        let dtype = self.egraph.analysis.consts.get(c).dtype();
        self.egraph.add(ENode {
            kind: NodeKind::Const(c),
            dtype,
            args: Default::default(),
        })
    }

    /// The single value of an integer constant whose elements are all equal.
    pub fn splat(&self, id: Id) -> Option<i64> {
        let (lo, hi) = self
            .data(id)
            .konst
            .and_then(|c| self.egraph.analysis.consts.range(c))?;
        (lo == hi).then_some(lo)
    }

    /// `x` as `dtype` (`x` itself when it already is).
    pub fn cast(&mut self, x: Id, dtype: DType) -> Result<Id, RuleError> {
        if self.dtype(x) == dtype {
            return Ok(x);
        }
        self.op(Op::Cast(NoAttrs {}), &[x], dtype)
    }

    /// A rank-0 integer constant.
    pub fn scalar(&mut self, dtype: DType, v: i64) -> Result<Id, RuleError> {
        let t = Tensor::from_i64(dtype, &[], &[v])
            .ok_or_else(|| self.invalid(format!("{v} does not fit {dtype}")))?;
        Ok(self.constant(t))
    }

    /// Marks `node` as replaced by a strictly better form: it is no longer matched or
    /// extracted.
    pub fn subsume(&mut self, node: &ENode) {
        self.subsumes.push(node.clone());
    }
}

/// The searcher of a rule: every node of its kinds, one match each, with the node itself
/// in the match's `ast` (so that the applier sees the attributes it matched).
struct KindSearcher {
    /// The rule's node kinds.
    keys: Vec<Key>,
    /// The same as a table: slot 0 inputs, 1 constants, `2 + opcode` ops.
    wanted: Vec<bool>,
    rule: Arc<dyn Rule>,
}

/// Up to this many kinds, a searcher visits the classes egg indexes under each kind; a
/// rule of more kinds reads every class in storage order instead.
const FEW_KINDS: usize = 4;

/// The slot of a key in [`KindSearcher::wanted`].
fn slot(k: Key) -> usize {
    match k {
        Key::Input => 0,
        Key::Const => 1,
        Key::Op(o) => 2 + o as usize,
    }
}

impl KindSearcher {
    fn new(rule: Arc<dyn Rule>) -> Self {
        let keys = rule.keys();
        let mut wanted = vec![false; 2 + qnn_ir::Opcode::ALL.len()];
        for &k in &keys {
            wanted[slot(k)] = true;
        }
        KindSearcher { keys, wanted, rule }
    }

    fn wants_kind(&self, n: &ENode) -> bool {
        self.wanted[slot(egg::Language::discriminant(n))]
    }

    /// True when `n` is worth a match: of the rule's kinds, not subsumed, wanted by the rule,
    /// and not already rewritten by it.
    fn admits(&self, egraph: &QGraph, n: &ENode) -> bool {
        !is_subsumed(egraph, n)
            && self.rule.needs().holds(egraph, n)
            && !egraph
                .analysis
                .done
                .get(self.rule.name())
                .is_some_and(|d| d.contains(n))
    }
}

fn node_match(eclass: Id, node: &ENode) -> SearchMatches<'static, ENode> {
    SearchMatches {
        eclass,
        substs: vec![Subst::default()],
        ast: Some(Cow::Owned(RecExpr::from(vec![ENodeOrVar::ENode(
            node.clone(),
        )]))),
    }
}

impl Searcher<ENode, QnnAnalysis> for KindSearcher {
    fn search_eclass_with_limit(
        &self,
        egraph: &QGraph,
        eclass: Id,
        limit: usize,
    ) -> Option<SearchMatches<'_, ENode>> {
        // One class can hold several nodes of the kind; this entry point (unused by the
        // runner, which calls `search_with_limit`) reports the first.
        let _ = limit;
        egraph[eclass]
            .nodes
            .iter()
            .find(|n| self.wants_kind(n) && self.admits(egraph, n))
            .map(|n| node_match(eclass, n))
    }

    fn search_with_limit(&self, egraph: &QGraph, limit: usize) -> Vec<SearchMatches<'_, ENode>> {
        // The classes whose matches can have changed since the last iteration (all of them
        // in a phase's first iteration): for a rule of a few kinds, those egg indexes under
        // its kinds; for a rule that needs constant operands, the users of constants; for
        // any other rule, one sequential pass (in storage order, which reads the memory in
        // order).
        let mut out = Vec::new();
        let visit = |class: &egg::EClass<ENode, ClassData>, out: &mut Vec<_>| {
            for n in &class.nodes {
                if out.len() >= limit {
                    return;
                }
                if self.wants_kind(n) && self.admits(egraph, n) {
                    out.push(node_match(class.id, n));
                }
            }
        };
        let frontier = egraph.analysis.frontier.as_deref();
        let in_frontier = |id: &Id| frontier.is_none_or(|f| f.binary_search(id).is_ok());
        if self.keys.len() <= FEW_KINDS {
            // A rule of a few kinds visits the classes egg indexes under them.
            let mut ids: Vec<Id> = self
                .keys
                .iter()
                .filter_map(|k| egraph.classes_for_op(k))
                .flatten()
                .map(|id| egraph.find(id))
                .filter(in_frontier)
                .collect();
            ids.sort_unstable();
            ids.dedup();
            ids.iter().for_each(|&id| visit(&egraph[id], &mut out));
        } else {
            match (frontier, self.rule.needs()) {
                (Some(ids), _) => ids.iter().for_each(|&id| visit(&egraph[id], &mut out)),
                (None, Needs::Any) => egraph.classes().for_each(|c| visit(c, &mut out)),
                (None, _) => egraph
                    .analysis
                    .constant_users
                    .iter()
                    .for_each(|&id| visit(&egraph[id], &mut out)),
            }
        }
        out
    }

    fn vars(&self) -> Vec<Var> {
        Vec::new()
    }
}

/// The applier of a rule: calls [`Rule::apply`] once per (rule, node) and merges the
/// result with the matched class.
struct RuleApplier {
    rule: Arc<dyn Rule>,
}

impl Applier<ENode, QnnAnalysis> for RuleApplier {
    fn apply_matches(
        &self,
        egraph: &mut QGraph,
        matches: &[SearchMatches<ENode>],
        _rule_name: Symbol,
    ) -> Vec<Id> {
        let name = self.rule.name();
        let mut changed = Vec::new();
        for m in matches {
            let Some(ENodeOrVar::ENode(node)) = m.ast.as_ref().and_then(|a| a.as_ref().first())
            else {
                continue;
            };
            if egraph
                .analysis
                .done
                .get(name)
                .is_some_and(|d| d.contains(node))
            {
                continue;
            }
            let class = egraph.find(m.eclass);
            let before = egraph.total_size();
            egraph.analysis.rule = Some(name);
            egraph.analysis.region = egraph[class].data.pos;
            let proving = egraph.analysis.prove.is_some();
            let mut cx = Cx::new(egraph, class, name);
            if proving {
                cx = cx.traced();
            }
            let result = self.rule.apply(&mut cx, node);
            let subsumes = std::mem::take(&mut cx.subsumes);
            let also = std::mem::take(&mut cx.also);
            let trace = cx.trace.take().map(|t| t.into_inner());
            egraph.analysis.region = NO_POS;
            let forms: Vec<Id> = match result {
                Ok(Some(id)) => {
                    // The rule does its work once per node, whatever becomes of its forms.
                    egraph
                        .analysis
                        .done
                        .entry(name)
                        .or_default()
                        .insert(node.clone());
                    std::iter::once(id).chain(also).collect()
                }
                Ok(None) => Vec::new(),
                Err(e) => {
                    egraph.analysis.problems.push(e.to_string());
                    Vec::new()
                }
            };
            // Under `--prove`, each form is checked before it is merged; one that differs
            // from the matched node is not merged.
            let forms: Vec<Id> = match &trace {
                Some(trace) => forms
                    .into_iter()
                    .filter(|&f| prove(egraph, name, class, node, trace, f))
                    .collect(),
                None => forms,
            };
            let mut merged = false;
            if let Some((&id, rest)) = forms.split_first() {
                // A rule that rebuilt the very node it matched (hash-consed into the same
                // class) has not found a better form: nothing is subsumed.
                if egraph.find(id) != class {
                    for s in &subsumes {
                        let c = crate::analysis::canonical(egraph, s);
                        egraph.analysis.subsumed.insert(c);
                    }
                }
                for &f in rest {
                    egraph.union(class, f);
                }
                merged = egraph.union(class, id);
            }
            egraph.analysis.rule = None;
            if merged || egraph.total_size() != before {
                *egraph.analysis.applied.entry(name).or_insert(0) += 1;
                changed.push(class);
            }
        }
        changed
    }

    fn apply_one(
        &self,
        _egraph: &mut QGraph,
        _eclass: Id,
        _subst: &Subst,
        _searcher_ast: Option<&egg::PatternAst<ENode>>,
        _rule_name: Symbol,
    ) -> Vec<Id> {
        // Every match goes through `apply_matches`, which sees the matched node.
        Vec::new()
    }
}

/// Checks the form `form` a rule built for `node` (of `class`): counts the verdict, and
/// records a failure. True unless the form is refuted.
fn prove(
    egraph: &mut QGraph,
    name: &'static str,
    class: Id,
    node: &ENode,
    trace: &Trace,
    form: Id,
) -> bool {
    let budget = egraph.analysis.prove.unwrap_or_default();
    let verdict = match capture(egraph, class, node, trace, form) {
        Ok(app) => {
            let key = app.key();
            match egraph.analysis.decided.get(&key) {
                Some(v) => v.clone(),
                None => {
                    let v = check(&app, &budget);
                    // A refutation is re-derived each time, for its counterexample's names.
                    if !matches!(v, Verdict::Failed(_)) {
                        egraph.analysis.decided.insert(key, v.clone());
                    }
                    v
                }
            }
        }
        Err(why) => Verdict::NotProved(why),
    };
    let counts = egraph.analysis.proofs.entry(name).or_default();
    counts.count(&verdict);
    match verdict {
        Verdict::Failed(counterexample) => {
            let pos = egraph[class].data.pos;
            let failure = crate::prove::ProofFailure {
                rule: name,
                value: (pos != NO_POS).then_some(pos as usize),
                op: node.as_op().map_or("?", |o| o.opcode().mnemonic()),
                counterexample,
            };
            egraph.analysis.proof_failures.push(failure);
            false
        }
        _ => true,
    }
}

/// The egg rewrite of a rule.
pub fn rewrite(rule: Arc<dyn Rule>) -> Result<Rewrite<ENode, QnnAnalysis>, RuleError> {
    let name = rule.name();
    Rewrite::new(name, KindSearcher::new(rule.clone()), RuleApplier { rule }).map_err(|message| {
        RuleError::Build {
            rule: name,
            message,
        }
    })
}

/// The body of a rule written as a function.
pub type RuleFn = fn(&mut Cx, &ENode) -> Result<Option<Id>, RuleError>;

/// The body of a rule for one op kind `K`: the matched node and its attributes, typed.
pub type KindFn<K> = fn(&mut Cx, &ENode, &<K as OpKind>::Attrs) -> Result<Option<Id>, RuleError>;

/// A rule made of a name, the one op kind it matches and a function of its attributes.
struct KindRule<K: OpKind> {
    name: &'static str,
    f: KindFn<K>,
    needs: Needs,
    kind: PhantomData<fn() -> K>,
}

impl<K: OpKind> Rule for KindRule<K> {
    fn name(&self) -> &'static str {
        self.name
    }
    fn keys(&self) -> Vec<Key> {
        vec![Key::Op(K::OPCODE)]
    }
    fn apply(&self, cx: &mut Cx, node: &ENode) -> Result<Option<Id>, RuleError> {
        match node.as_op().and_then(K::attrs) {
            Some(a) => (self.f)(cx, node, a),
            None => Ok(None),
        }
    }
    fn needs(&self) -> Needs {
        self.needs
    }
}

/// A rule named `name` that runs `f` on every node of kind `K`, with its attributes:
/// `on::<kind::Clip>("canon-clip-noop", clip_noop)` for `fn clip_noop(cx, n, c: &ClipAttrs)`.
pub fn on<K: OpKind>(name: &'static str, f: KindFn<K>) -> Arc<dyn Rule> {
    on_needing::<K>(name, Needs::Any, f)
}

/// As [`on`], for a rule that is only worth trying on nodes that meet `needs`.
pub fn on_needing<K: OpKind>(name: &'static str, needs: Needs, f: KindFn<K>) -> Arc<dyn Rule> {
    Arc::new(KindRule::<K> {
        name,
        f,
        needs,
        kind: PhantomData,
    })
}

/// A rule made of a name, the opcodes it matches and a function.
struct FnRule {
    name: &'static str,
    keys: Vec<Key>,
    f: RuleFn,
    needs: Needs,
}

/// Which nodes a rule is worth trying on (see [`Rule::needs`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Needs {
    /// Every node of the rule's kinds.
    Any,
    /// Nodes with at least one constant operand.
    SomeConstantOperand,
    /// Nodes whose operands are all constants.
    AllConstantOperands,
}

impl Needs {
    /// True when `n` satisfies the need.
    pub fn holds(self, egraph: &QGraph, n: &ENode) -> bool {
        let konst = |a: &Id| egraph[*a].data.konst.is_some();
        match self {
            Needs::Any => true,
            Needs::SomeConstantOperand => n.args.iter().any(konst),
            Needs::AllConstantOperands => !n.args.is_empty() && n.args.iter().all(konst),
        }
    }
}

impl Rule for FnRule {
    fn name(&self) -> &'static str {
        self.name
    }
    fn keys(&self) -> Vec<Key> {
        self.keys.clone()
    }
    fn apply(&self, cx: &mut Cx, node: &ENode) -> Result<Option<Id>, RuleError> {
        (self.f)(cx, node)
    }
    fn needs(&self) -> Needs {
        self.needs
    }
}

/// A rule named `name` that runs `f` on every node of the given opcodes.
pub fn rule(name: &'static str, opcodes: &[qnn_ir::Opcode], f: RuleFn) -> Arc<dyn Rule> {
    Arc::new(FnRule {
        name,
        keys: opcodes.iter().map(|&o| Key::Op(o)).collect(),
        f,
        needs: Needs::Any,
    })
}

/// As [`rule`], for a rule that is only worth trying on nodes that meet `needs`.
pub fn rule_needing(
    name: &'static str,
    opcodes: &[qnn_ir::Opcode],
    needs: Needs,
    f: RuleFn,
) -> Arc<dyn Rule> {
    Arc::new(FnRule {
        name,
        keys: opcodes.iter().map(|&o| Key::Op(o)).collect(),
        f,
        needs,
    })
}
