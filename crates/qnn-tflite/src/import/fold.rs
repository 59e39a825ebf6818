//! Evaluation at import of small integer computations on constants: the shape arithmetic
//! that converters write before a RESHAPE when a dimension is dynamic (Keras 3's rank-3 dense
//! layers: SHAPE, GATHER, REDUCE_PROD, PACK, CONCATENATION). The model's shapes are static
//! once imported, so that arithmetic has one value, which RESHAPE needs at import.
//!
//! Only integer `const`, `reshape`, `slice`, `gather`, `concatenate`, `transpose`, `add`,
//! `subtract`, `multiply` and `cast` are evaluated, with the IR's wrapping integer semantics;
//! anything else (a graph input, a float op) means the value is not known at import.
//! (The interpreter's kernels are not used here: the importer depends on `qnn-ir` only,
//! `DESIGN.md`'s crate rule, and these few integer cases need none of their generality.)

use qnn_ir::ops::{ConcatAttrs, GatherAttrs, SliceAttrs, TransposeAttrs};
use qnn_ir::{DType, Graph, Op, ValueDef, ValueId};

/// The most elements an evaluated value may hold (shape vectors are a handful).
const MAX_ELEMENTS: usize = 4096;
/// The deepest chain of ops evaluated.
const MAX_DEPTH: usize = 64;

/// An integer tensor: its shape and values.
struct Ints {
    shape: Vec<usize>,
    values: Vec<i64>,
}

/// The values of integer value `v` of `g` when they follow from constants alone.
pub(super) fn int_values(g: &Graph, v: ValueId) -> Option<Vec<i64>> {
    eval(g, v, 0).map(|t| t.values)
}

/// Row-major strides of `shape`.
fn strides(shape: &[usize]) -> Vec<usize> {
    let mut s = vec![1; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        s[d] = s[d + 1] * shape[d + 1];
    }
    s
}

/// The multi-index of flat position `i` in `shape`.
fn unravel(mut i: usize, shape: &[usize]) -> Vec<usize> {
    let mut idx = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        let e = shape[d].max(1);
        idx[d] = i % e;
        i /= e;
    }
    idx
}

/// `v` wrapped to `dtype` (two's complement), `None` for a non-integer type.
fn wrap(dtype: DType, v: i64) -> Option<i64> {
    Some(match dtype {
        DType::I8 => v as i8 as i64,
        DType::U8 => v as u8 as i64,
        DType::I16 => v as i16 as i64,
        DType::U16 => v as u16 as i64,
        DType::I32 => v as i32 as i64,
        DType::I64 => v,
        _ => return None,
    })
}

fn eval(g: &Graph, v: ValueId, depth: usize) -> Option<Ints> {
    if depth > MAX_DEPTH {
        return None;
    }
    let value = g.get(v)?;
    let ty = &value.ty;
    if ty.num_elements()? > MAX_ELEMENTS || !ty.dtype.is_int() {
        return None;
    }
    let ValueDef::Op { op, args } = &value.def else {
        return None;
    };
    let arg = |k: usize| eval(g, *args.get(k)?, depth + 1);
    let shape = ty.shape.to_vec();
    let values = match op {
        Op::Const(c) => c.value.to_i64()?,
        Op::Reshape(_) => arg(0)?.values,
        Op::Cast(_) => {
            let x = arg(0)?;
            x.values
                .iter()
                .map(|&e| wrap(ty.dtype, e))
                .collect::<Option<_>>()?
        }
        Op::Add(_) | Op::Subtract(_) | Op::Multiply(_) => {
            let (a, b) = (arg(0)?, arg(1)?);
            let (sa, sb) = (strides(&a.shape), strides(&b.shape));
            let at = |x: &Ints, s: &[usize], idx: &[usize]| {
                // numpy broadcasting: align trailing dimensions, extent 1 repeats.
                let off = idx.len() - x.shape.len();
                (0..x.shape.len())
                    .map(|d| {
                        if x.shape[d] == 1 {
                            0
                        } else {
                            idx[d + off] * s[d]
                        }
                    })
                    .sum::<usize>()
            };
            (0..ty.num_elements()?)
                .map(|i| {
                    let idx = unravel(i, &shape);
                    let (p, q) = (a.values[at(&a, &sa, &idx)], b.values[at(&b, &sb, &idx)]);
                    let r = match op {
                        Op::Add(_) => p.wrapping_add(q),
                        Op::Subtract(_) => p.wrapping_sub(q),
                        _ => p.wrapping_mul(q),
                    };
                    wrap(ty.dtype, r)
                })
                .collect::<Option<_>>()?
        }
        Op::Slice(SliceAttrs {
            begin, strides: st, ..
        }) => {
            let x = arg(0)?;
            let sx = strides(&x.shape);
            (0..ty.num_elements()?)
                .map(|i| {
                    let idx = unravel(i, &shape);
                    let at = idx.iter().enumerate().map(|(d, &j)| {
                        let pos = begin[d] + j as i64 * st[d];
                        usize::try_from(pos)
                            .ok()
                            .filter(|&p| p < x.shape[d])
                            .map(|p| p * sx[d])
                    });
                    at.sum::<Option<usize>>().map(|o| x.values[o])
                })
                .collect::<Option<_>>()?
        }
        Op::Gather(GatherAttrs { axis }) => {
            let (x, idx) = (arg(0)?, arg(1)?);
            let (axis, extent) = (*axis, *x.shape.get(*axis)?);
            let inner: usize = x.shape[axis + 1..].iter().product();
            let outer: usize = x.shape[..axis].iter().product();
            let mut out = Vec::with_capacity(outer * idx.values.len() * inner);
            for o in 0..outer {
                for &j in &idx.values {
                    let j = usize::try_from(j).ok().filter(|&j| j < extent)?;
                    let start = (o * extent + j) * inner;
                    out.extend_from_slice(&x.values[start..start + inner]);
                }
            }
            out
        }
        Op::Concatenate(ConcatAttrs { axis }) => {
            let parts: Vec<Ints> = (0..args.len()).map(arg).collect::<Option<_>>()?;
            let outer: usize = shape[..*axis].iter().product();
            let mut out = Vec::with_capacity(ty.num_elements()?);
            for o in 0..outer {
                for p in &parts {
                    let chunk: usize = p.shape[*axis..].iter().product();
                    out.extend_from_slice(p.values.get(o * chunk..(o + 1) * chunk)?);
                }
            }
            out
        }
        Op::Transpose(TransposeAttrs { perm }) => {
            let x = arg(0)?;
            let sx = strides(&x.shape);
            (0..ty.num_elements()?)
                .map(|i| {
                    let idx = unravel(i, &shape);
                    let off: usize = perm.iter().enumerate().map(|(d, &p)| idx[d] * sx[p]).sum();
                    x.values.get(off).copied()
                })
                .collect::<Option<_>>()?
        }
        _ => return None,
    };
    (values.len() == ty.num_elements()?).then_some(Ints { shape, values })
}

#[cfg(test)]
mod tests {
    use super::*;
    use qnn_ir::ops::{NoAttrs, ReshapeAttrs};
    use qnn_ir::{Tensor, TensorType};

    #[test]
    fn shape_arithmetic_folds_and_inputs_do_not() {
        let mut g = Graph::new("g");
        let c = g.add_const(Tensor::from_i64(DType::I32, &[2, 3], &[1, 2, 3, 4, 5, 6]).unwrap());
        let t = g
            .add(
                Op::Transpose(TransposeAttrs { perm: vec![1, 0] }),
                &[c],
                None,
            )
            .unwrap();
        // Every other row, backwards: rows 2 and 0 of the transpose.
        let s = g
            .add(
                Op::Slice(SliceAttrs {
                    begin: vec![2, 0],
                    end: vec![-1, 2],
                    strides: vec![-2, 1],
                }),
                &[t],
                None,
            )
            .unwrap();
        let idx = g.add_const(Tensor::from_i64(DType::I32, &[3], &[1, 0, 1]).unwrap());
        let gathered = g
            .add(Op::Gather(GatherAttrs { axis: 1 }), &[s, idx], None)
            .unwrap();
        let flat = g
            .add(
                Op::Reshape(ReshapeAttrs { shape: vec![6] }),
                &[gathered],
                None,
            )
            .unwrap();
        let two = g.add_const(Tensor::from_i64(DType::I32, &[], &[i32::MAX as i64]).unwrap());
        let m = g.add(Op::Multiply(NoAttrs {}), &[flat, two], None).unwrap();
        let both = g
            .add(Op::Concatenate(ConcatAttrs { axis: 0 }), &[flat, m], None)
            .unwrap();
        // transpose = [[1,4],[2,5],[3,6]]; slice rows 2, 0 = [[3,6],[1,4]]; gather cols 1,0,1.
        let wrapped = |v: i64| (v.wrapping_mul(i32::MAX as i64)) as i32 as i64;
        let flat_values = vec![6, 3, 6, 4, 1, 4];
        let mut expect = flat_values.clone();
        expect.extend(flat_values.iter().map(|&v| wrapped(v)));
        assert_eq!(int_values(&g, both), Some(expect));
        let x = g
            .add_input("x", TensorType::new(DType::I32, vec![6]))
            .unwrap();
        let y = g.add(Op::Add(NoAttrs {}), &[x, flat], None).unwrap();
        assert_eq!(
            int_values(&g, y),
            None,
            "a graph input is not known at import"
        );
    }
}
