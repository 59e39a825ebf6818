//! Rebuilding a graph value by value into a new one, the loop every graph-to-graph pass
//! writes (Legalize's hooks, the joins of lowered regions, widening accumulators, removing
//! dead values): [`GraphRewriter`] holds the new graph and where each old value went.

use crate::error::BuildError;
use crate::graph::{Graph, ValueDef, ValueId};
use crate::ops::Op;

/// A graph being rebuilt from a source graph: `out`, and the value of `out` each value of
/// the source became (`None` until it is copied or replaced, or when it was dropped).
pub struct GraphRewriter {
    /// The graph being built.
    pub out: Graph,
    map: Vec<Option<ValueId>>,
}

impl GraphRewriter {
    /// An empty graph named `name`, for a source graph of `values` values.
    pub fn new(name: impl Into<String>, values: usize) -> GraphRewriter {
        GraphRewriter {
            out: Graph::new(name),
            map: vec![None; values],
        }
    }

    /// Continues `out` (values of earlier sources stay), for a source graph of `values` values.
    pub fn onto(out: Graph, values: usize) -> GraphRewriter {
        GraphRewriter {
            out,
            map: vec![None; values],
        }
    }

    /// The value of `out` that the source value `old` became.
    pub fn map(&self, old: ValueId) -> Option<ValueId> {
        self.map.get(old.index()).copied().flatten()
    }

    /// Records that the source value `old` is `new` (a replacement, or a value that exists
    /// already).
    pub fn set(&mut self, old: ValueId, new: ValueId) {
        if let Some(slot) = self.map.get_mut(old.index()) {
            *slot = Some(new);
        }
    }

    /// The operands `args` of a source op (`op`, for the message) mapped into `out`; an
    /// operand not mapped yet is an error.
    pub fn args(&self, op: &Op, args: &[ValueId]) -> Result<Vec<ValueId>, BuildError> {
        args.iter()
            .enumerate()
            .map(|(index, &a)| {
                self.map(a).ok_or(BuildError::UndefinedOperand {
                    op: op.opcode().mnemonic(),
                    index,
                    value: a.index(),
                })
            })
            .collect()
    }

    /// Copies the source value `old` of `src` into `out` as it is: an input with its name and
    /// type, a constant, or the same op on the mapped operands with the same result type
    /// (unchecked: the copy of a verified graph verifies). Records and returns the copy.
    pub fn copy(&mut self, src: &Graph, old: ValueId) -> Result<ValueId, BuildError> {
        let v = src.get(old).ok_or(BuildError::UndefinedOperand {
            op: "copy",
            index: 0,
            value: old.index(),
        })?;
        let new = match &v.def {
            ValueDef::Input { name } => self.out.add_input_as(src, name.clone(), v.ty.clone())?,
            ValueDef::Op {
                op: Op::Const(c), ..
            } => self.out.add_const(c.value.clone()),
            ValueDef::Op { op, args } => {
                let args = self.args(op, args)?;
                self.out.add_unchecked(op.clone(), &args, v.ty.clone())?
            }
        };
        self.set(old, new);
        Ok(new)
    }

    /// Adds the outputs of `src`, each the value its source value became; an output whose
    /// value was not copied is an error.
    pub fn copy_outputs(&mut self, src: &Graph) -> Result<(), BuildError> {
        for (name, v) in src.outputs() {
            let new = self.map(*v).ok_or(BuildError::UndefinedOperand {
                op: "output",
                index: 0,
                value: v.index(),
            })?;
            self.out.add_output(name.clone(), new)?;
        }
        Ok(())
    }

    /// The new graph, and where each source value went.
    pub fn finish(self) -> (Graph, Vec<Option<ValueId>>) {
        (self.out, self.map)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::NoAttrs;
    use crate::tensor::Tensor;
    use crate::types::{DType, TensorType};

    #[test]
    fn copies_replaces_and_maps_outputs() {
        let mut g = Graph::new("g");
        let x = g
            .add_input("x", TensorType::new(DType::I32, vec![2]))
            .unwrap();
        let c = g.add_const(Tensor::from_i64(DType::I32, &[2], &[1, 2]).unwrap());
        let s = g.add(Op::Add(NoAttrs {}), &[x, c], None).unwrap();
        g.add_output("y", s).unwrap();
        let mut r = GraphRewriter::new("h", g.values().len());
        let x2 = r.copy(&g, x).unwrap();
        r.copy(&g, c).unwrap();
        // The add replaced by a subtract of the same operands.
        let args = r.args(&Op::Add(NoAttrs {}), &[x, c]).unwrap();
        let d = r.out.add(Op::Subtract(NoAttrs {}), &args, None).unwrap();
        r.set(s, d);
        r.copy_outputs(&g).unwrap();
        let (h, map) = r.finish();
        assert_eq!(map[x.index()], Some(x2));
        assert_eq!(h.outputs()[0], ("y".to_string(), d));
        assert_eq!(h.name, "h");
        crate::verify(&h).unwrap();
    }

    #[test]
    fn an_operand_not_copied_is_an_error() {
        let mut g = Graph::new("g");
        let x = g
            .add_input("x", TensorType::new(DType::I32, vec![2]))
            .unwrap();
        let n = g.add(Op::Add(NoAttrs {}), &[x, x], None).unwrap();
        let mut r = GraphRewriter::new("h", g.values().len());
        let e = r.copy(&g, n).unwrap_err();
        assert!(e.to_string().contains("operand 0 refers to %0"), "{e}");
    }
}
