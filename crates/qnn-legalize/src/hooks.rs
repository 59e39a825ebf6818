//! Graph hooks: a target's rewrites of the QNN graph before lowering.
//!
//! The pass rebuilds the graph value by value, in definition order. For each op, the hooks
//! registered on its opcode run in registration order; the first that returns a value
//! replaces the op, and the rest are skipped. The values a hook adds are not hooked again, so
//! the pass visits every value once and always ends. Every replacement is counted by hook
//! name, and a hook's error, or a replacement of the wrong type, names the hook and the value.
//! Values no output needs any more (weights a hook retyped at compile time) are dropped.

use crate::error::LegalizeError;
use crate::target::Target;
use indexmap::IndexMap;
use qnn_ir::{DType, Graph, GraphRewriter, Op, Opcode, Tensor, TensorType, ValueDef, ValueId};
use qnn_rewrite::Origin;
use std::sync::Arc;

/// A hook's function: rewrites the op `op` (whose operands, already legalized, are `args`)
/// by adding values through the context, and returns the value that replaces it, or `None`
/// to leave it alone. On an `Err` the pass adds the hook's and the value's names.
pub type HookFn =
    dyn Fn(&mut HookCx<'_>, &Op, &[ValueId]) -> Result<Option<ValueId>, HookError> + Send + Sync;

/// Why a hook failed.
#[derive(Debug, thiserror::Error)]
pub enum HookError {
    /// The hook asked for a value that does not exist.
    #[error("value %{0} does not exist")]
    NoSuchValue(usize),
    /// An op the hook added does not build (its type rule refuses the operands).
    #[error(transparent)]
    Build(#[from] qnn_ir::BuildError),
    /// The target cannot run the op as it is, and the hook refuses it; the message says why
    /// (`ACME NPU runs dilations up to 2, found [3, 3]`).
    #[error("{0}")]
    Refused(String),
}

/// A named graph hook on one opcode.
#[derive(Clone)]
pub struct Hook {
    /// Unique kebab-case name, prefixed by the target (`x86-vnni-mac-dtypes`).
    pub name: String,
    /// The opcode it is called on.
    pub opcode: Opcode,
    /// The rewrite.
    pub apply: Arc<HookFn>,
}

/// What a hook sees and builds with: the graph being built and the target.
pub struct HookCx<'a> {
    target: &'a Target,
    graph: &'a mut Graph,
    result: &'a TensorType,
    /// The ops hooks added so far, so that one asked for twice is added once (two convs of
    /// one activation share its `+128`).
    added: &'a mut IndexMap<(Op, Vec<ValueId>, Option<DType>), ValueId>,
}

impl<'a> HookCx<'a> {
    /// The target being legalized for.
    pub fn target(&self) -> &Target {
        self.target
    }

    /// The type of the op's result: the replacement must have it.
    pub fn result(&self) -> &TensorType {
        self.result
    }

    /// The type of `v` (an operand, or a value the hook added).
    pub fn ty(&self, v: ValueId) -> Result<&TensorType, HookError> {
        self.graph.ty(v).ok_or(HookError::NoSuchValue(v.index()))
    }

    /// The value of `v` when it is a constant.
    pub fn constant(&self, v: ValueId) -> Option<&Tensor> {
        match &self.graph.get(v)?.def {
            ValueDef::Op {
                op: Op::Const(c), ..
            } => Some(&c.value),
            _ => None,
        }
    }

    /// Adds an op (its type inferred; `out` where the operands do not determine it), or
    /// returns the value of the same op on the same operands a hook already added.
    pub fn add(
        &mut self,
        op: Op,
        args: &[ValueId],
        out: Option<DType>,
    ) -> Result<ValueId, HookError> {
        let key = (op, args.to_vec(), out);
        if let Some(&v) = self.added.get(&key) {
            return Ok(v);
        }
        let v = self.graph.add(key.0.clone(), args, out)?;
        self.added.insert(key, v);
        Ok(v)
    }

    /// Adds a constant.
    pub fn add_const(&mut self, t: Tensor) -> ValueId {
        self.graph.add_const(t)
    }
}

/// What the hooks did: applications by hook name, in registration order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HookReport {
    /// How many ops each hook replaced (every hook of the target, zeros included).
    pub applied: IndexMap<String, usize>,
}

/// A legalized QNN graph.
#[derive(Clone, Debug)]
pub struct Legalized {
    /// The graph.
    pub graph: Graph,
    /// For each of its values, the input-graph value it is (`exact`) or was made for by a
    /// hook; `None` for constants.
    pub origins: Vec<Option<Origin>>,
    /// What the hooks did.
    pub report: HookReport,
}

/// Runs `target`'s hooks over `g` (see the module doc). `g` should verify; the result is
/// verified by the caller.
pub fn legalize(g: &Graph, target: &Target) -> Result<Legalized, LegalizeError> {
    let mut r = GraphRewriter::new(g.name.clone(), g.values().len());
    let mut origins: Vec<Option<Origin>> = Vec::with_capacity(g.values().len());
    let mut applied: IndexMap<String, usize> =
        target.hooks.iter().map(|h| (h.name.clone(), 0)).collect();
    let mut added = IndexMap::new();
    let build = |e: qnn_ir::BuildError, v: ValueId| LegalizeError::Build {
        value: v.index(),
        message: e.to_string(),
    };
    for (id, v) in g.iter() {
        let new = match &v.def {
            ValueDef::Input { .. } => r.copy(g, id).map_err(|e| build(e, id))?,
            ValueDef::Op { op, args } => {
                let args = r.args(op, args).map_err(|e| build(e, id))?;
                let mut replaced = None;
                for hook in target.hooks.iter().filter(|h| h.opcode == op.opcode()) {
                    let mut cx = HookCx {
                        target,
                        graph: &mut r.out,
                        result: &v.ty,
                        added: &mut added,
                    };
                    let fail = |message: String| LegalizeError::Hook {
                        hook: hook.name.clone(),
                        value: id.index(),
                        op: op.opcode().mnemonic(),
                        message,
                    };
                    let outcome = (hook.apply)(&mut cx, op, &args);
                    let Some(replacement) = outcome.map_err(|e| fail(e.to_string()))? else {
                        continue;
                    };
                    let got = r.out.ty(replacement).cloned();
                    if got.as_ref() != Some(&v.ty) {
                        return Err(fail(format!(
                            "the replacement has type {}, the op {}",
                            got.map_or("(none)".to_string(), |t| t.to_string()),
                            v.ty
                        )));
                    }
                    *applied.entry(hook.name.clone()).or_insert(0) += 1;
                    replaced = Some(replacement);
                    break;
                }
                match replaced {
                    Some(replacement) => replacement,
                    None => r.copy(g, id).map_err(|e| build(e, id))?,
                }
            }
        };
        // Values a hook added come from the op it replaced; its replacement is that op.
        let constant = matches!(
            &v.def,
            ValueDef::Op {
                op: Op::Const(_),
                ..
            }
        );
        let from = |exact| {
            (!constant).then_some(Origin {
                value: id.index(),
                exact,
            })
        };
        origins.resize(r.out.values().len(), from(false));
        origins[new.index()] = from(true);
        r.set(id, new);
    }
    r.copy_outputs(g).map_err(|e| LegalizeError::Build {
        value: 0,
        message: e.to_string(),
    })?;
    // What the hooks replaced (weights retyped at compile time, ...) is dropped.
    let (out, _) = r.finish();
    let (graph, kept) = out.without_dead().map_err(|e| LegalizeError::Build {
        value: 0,
        message: e.to_string(),
    })?;
    let mut pruned = vec![None; graph.values().len()];
    for (old, new) in kept.iter().enumerate() {
        if let Some(new) = new {
            pruned[new.index()] = origins[old];
        }
    }
    Ok(Legalized {
        graph,
        origins: pruned,
        report: HookReport { applied },
    })
}
