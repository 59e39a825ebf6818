//! Elementwise trees of one value as tables. A tree whose only value leaf is `x` and whose
//! constants vary at most per channel computes a function of `(x, channel)`. Where `x` takes
//! few values, or where every use of `x` saturates (a chain of constant `add`s into a `clip`,
//! as in a requantize followed by a table activation: EfficientNet's swish), the function is
//! worth tabulating over the codes that matter: the plan runs the tree itself (the portable
//! kernel, tested against the reference interpreter) once on every such code in every
//! channel, and the step becomes a clamp and one lookup per element.
//!
//! **Saturation.** A use of `x` that is `clip(x + c1 + c2 .., min, max)` (the adds exact: the
//! bounds analysis shows they cannot wrap) is constant for `x <= min - c` and for
//! `x >= max - c` (`c = c1 + c2 + ..`). If every use of `x` in the tree is such a chain, the
//! tree gives for any `x` what it gives for `x` clamped to `[lo, hi]`, the hull of the uses'
//! ranges; intersected with `x`'s own bound, that is the table's range.

use crate::elementwise::{Leaf, Tree};
use crate::kernels::{Isa, Level};
use qnn_ir::{Graph, Op, Tensor, ValueDef};

/// The widest range of codes a table covers.
const MAX_RANGE: i64 = 1024;

/// The most entries a table may have (codes times channels).
const MAX_ENTRIES: i64 = 1 << 16;

/// The fewest ops a tree must have to become a table (a lookup costs about as much as two
/// or three vectorized ops).
const MIN_OPS: usize = 3;

/// `tree` (rooted at `root`, over the graph values `inside`) as a clamp and a per-channel
/// lookup, where it is one of one value whose range of codes that matter is small (module
/// docs); `None` otherwise. `bounds()[v]`: the bound of value `v` (`qnn_ir::overflow`,
/// asked for only by a tree of one value); `constant(v)`: a constant's value; `level`: the
/// kernels that run the tree to make the table (on `i32` lanes where it fits them).
pub(crate) fn as_table<'g, 'b>(
    g: &'g Graph,
    tree: &Tree,
    root: usize,
    inside: &[usize],
    bounds: impl FnOnce() -> &'b [Option<(i128, i128)>],
    constant: &dyn Fn(usize) -> Option<&'g Tensor>,
    level: Level,
) -> Option<Tree> {
    if tree.ops() < MIN_OPS {
        return None;
    }
    let root_ty = &g.values()[root].ty;
    let mut channels = *root_ty.shape.last()?;
    let mut x = None;
    for l in &tree.leaves {
        match l {
            Leaf::Value(v) if x.is_none_or(|w| w == *v) => x = Some(*v),
            Leaf::Scalar(_) => {}
            Leaf::Channel(cs) if cs.len() == channels => {}
            _ => return None,
        }
    }
    let x = x?;
    // A tree that depends on an element's position other than through its channel (a
    // rescale along another axis) is no function of `(x, channel)`; one that does not depend
    // on it at all makes one table for all channels.
    if !tree.channel_dependence(channels)? {
        channels = 1;
    }
    let bounds = bounds();
    let (mut lo, mut hi) = match bounds.get(x).copied().flatten() {
        Some((a, b)) => (i64::try_from(a).ok()?, i64::try_from(b).ok()?),
        None => g.values()[x].ty.dtype.int_range()?,
    };
    if let Some((a, b)) = saturation(g, x, inside, bounds, constant) {
        lo = lo.max(a);
        hi = hi.min(b);
    }
    // Every `x` clamps to one code when the range is empty (the bound and the saturation
    // meet in a point or miss each other): tabulate that code.
    if lo > hi {
        hi = lo;
    }
    let span = hi.checked_sub(lo)?.checked_add(1)?;
    if span > MAX_RANGE || span * channels as i64 > MAX_ENTRIES {
        return None;
    }
    // Element `k * channels + c` holds code `lo + k` in channel `c`.
    let n = span as usize * channels;
    let codes: Vec<i64> = (0..span)
        .flat_map(|k| std::iter::repeat_n(lo + k, channels))
        .collect();
    let mut out = Tensor::zeros(qnn_ir::TensorType::new(root_ty.dtype, [n]))?.into_data();
    let mut part = crate::kernels::DataMut::of(&mut out);
    let regs = tree.registers() * crate::elementwise::CHUNK;
    if level.isa() != Isa::Scalar && tree.fits_i32(|v| g.values()[v].ty.dtype) {
        let read = |_: usize, start: usize, row: &mut [i32]| {
            for (r, &c) in row.iter_mut().zip(&codes[start..]) {
                *r = c as i32;
            }
            Ok(())
        };
        tree.run(level, 0..n, &mut vec![0i32; regs], read, &mut part)
            .ok()?;
    } else {
        let read = |_: usize, start: usize, row: &mut [i64]| {
            row.copy_from_slice(&codes[start..start + row.len()]);
            Ok(())
        };
        tree.run(level, 0..n, &mut vec![0i64; regs], read, &mut part)
            .ok()?;
    }
    let table = out.to_i64()?;
    Some(Tree::channel_table(x, table, lo, channels, true))
}

/// The range `[lo, hi]` outside which every use of `x` in the tree saturates (module docs),
/// if every use does.
fn saturation<'g>(
    g: &'g Graph,
    x: usize,
    inside: &[usize],
    bounds: &[Option<(i128, i128)>],
    constant: &dyn Fn(usize) -> Option<&'g Tensor>,
) -> Option<(i64, i64)> {
    let (xlo, xhi) = bounds.get(x).copied().flatten()?;
    let readers = |v: usize| {
        inside
            .iter()
            .copied()
            .filter(move |&r| match &g.values()[r].def {
                ValueDef::Op { args, .. } => args.iter().any(|a| a.index() == v),
                _ => false,
            })
    };
    let mut hull: Option<(i64, i64)> = None;
    // Each use: `(value, the chain value it reads, offset so far)`, walked to its clip.
    let mut stack: Vec<(usize, usize, i128)> = readers(x).map(|r| (r, x, 0)).collect();
    let scalar = |a: &qnn_ir::ValueId| {
        constant(a.index())
            .filter(|t| t.len() == 1)
            .and_then(|t| t.to_i64())
            .map(|v| i128::from(v[0]))
    };
    while let Some((v, prev, off)) = stack.pop() {
        let val = &g.values()[v];
        let ValueDef::Op { op, args } = &val.def else {
            return None;
        };
        match (op, args.as_slice()) {
            (Op::Clip(c), [_]) => {
                let (a, b) = (i128::from(c.min) - off, i128::from(c.max) - off);
                let (a, b) = (i64::try_from(a).ok()?, i64::try_from(b).ok()?);
                hull = Some(hull.map_or((a, b), |(l, h)| (l.min(a), h.max(b))));
            }
            (Op::Add(_), [p, q]) | (Op::Subtract(_), [p, q]) => {
                let c = if p.index() == prev {
                    let c = scalar(q)?;
                    if matches!(op, Op::Subtract(_)) {
                        -c
                    } else {
                        c
                    }
                } else if q.index() == prev && matches!(op, Op::Add(_)) {
                    scalar(p)?
                } else {
                    return None;
                };
                let off = off + c;
                // Exact: `x + off` fits the op's type for every `x` in its bound.
                let (tlo, thi) = val.ty.dtype.int_range()?;
                if xlo + off < i128::from(tlo) || xhi + off > i128::from(thi) {
                    return None;
                }
                let mut rs = readers(v);
                let next = rs.next()?;
                if rs.next().is_some() {
                    return None;
                }
                stack.push((next, v, off));
            }
            _ => return None,
        }
    }
    hull
}
