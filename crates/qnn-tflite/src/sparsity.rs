//! Sparse constants: each tensor's `sparsity` read through the third schema view
//! `schema/sparsity.fbs` ([`crate::generated_sparsity`]), and their dense values
//! ([`TfSparsity::densify`]), which the importer gives to `DENSIFY` outputs and to sparse
//! weights (converters write pruned weights this way, with `Optimize.EXPERIMENTAL_SPARSITY`;
//! MediaPipe ships such models). Every index is checked; nothing here can panic on a malformed
//! file.

use crate::error::ReadError;
use crate::generated_sparsity::tflite_sparsity as fb;
use crate::model::{TfModel, TfSparseDim, TfSparsity};
use crate::read::{subgraph_mut, view_ctx as ctx, Budget};
use planus::ReadAsRoot;

/// The most dimensions a sparse layout may walk (tensor dimensions and block dimensions).
pub const MAX_SPARSE_DIMS: usize = 16;
/// The largest dense value a sparse constant may expand to, in bytes (a sparse file can
/// claim a shape far larger than its data).
pub const MAX_DENSE_BYTES: usize = 1 << 30;

/// Fills the `sparsity` of `model`'s tensors from `bytes`, charging what it copies to
/// `budget`.
pub(crate) fn read(
    bytes: &[u8],
    model: &mut TfModel,
    budget: &mut Budget,
) -> Result<(), ReadError> {
    let m = fb::ModelRef::read_as_root(bytes).map_err(ctx("Model".into()))?;
    let Some(subgraphs) = m.subgraphs().map_err(ctx("Model.subgraphs".into()))? else {
        return Ok(());
    };
    for (k, sg) in subgraphs.iter().enumerate() {
        let sg = sg.map_err(ctx(format!("subgraph {k}")))?;
        let Some(tensors) = sg.tensors().map_err(ctx(format!("subgraph {k} tensors")))? else {
            continue;
        };
        let Some(target) = subgraph_mut(model, k) else {
            continue;
        };
        for (i, t) in tensors.iter().enumerate() {
            let here = format!("subgraph {k} tensor {i} sparsity");
            let t = t.map_err(ctx(here.clone()))?;
            let Some(s) = t.sparsity().map_err(ctx(here.clone()))? else {
                continue;
            };
            let sparsity = read_one(&s, &here, budget)?;
            if let Some(tensor) = target.tensors.get_mut(i) {
                tensor.sparsity = Some(sparsity);
            }
        }
    }
    Ok(())
}

/// One `SparsityParameters` table.
fn read_one(
    s: &fb::SparsityParametersRef<'_>,
    here: &str,
    budget: &mut Budget,
) -> Result<TfSparsity, ReadError> {
    let ints = |v: Option<planus::Vector<'_, i32>>, budget: &mut Budget| {
        let v: Vec<i32> = v.map(|v| v.iter().collect()).unwrap_or_default();
        budget.charge(v.len(), 4).map(|()| v)
    };
    let traversal_order = ints(s.traversal_order().map_err(ctx(here.into()))?, budget)?;
    let block_map = ints(s.block_map().map_err(ctx(here.into()))?, budget)?;
    let mut dims = Vec::new();
    if let Some(list) = s.dim_metadata().map_err(ctx(here.into()))? {
        for (j, d) in list.iter().enumerate() {
            let at = format!("{here} dim_metadata {j}");
            let d = d.map_err(ctx(at.clone()))?;
            budget.charge(1, 16)?;
            dims.push(match d.format().map_err(ctx(at.clone()))? {
                0 => TfSparseDim::Dense {
                    size: d.dense_size().map_err(ctx(at.clone()))?,
                },
                1 => TfSparseDim::SparseCsr {
                    segments: index_vector(d.array_segments().map_err(ctx(at.clone()))?, budget)?,
                    indices: index_vector(d.array_indices().map_err(ctx(at.clone()))?, budget)?,
                },
                other => TfSparseDim::Unknown(other),
            });
        }
    }
    Ok(TfSparsity {
        traversal_order,
        block_map,
        dims,
    })
}

/// A `SparseIndexVector` as `i64`s (empty when absent).
fn index_vector(
    v: Option<fb::SparseIndexVectorRef<'_>>,
    budget: &mut Budget,
) -> Result<Vec<i64>, ReadError> {
    let values: Vec<i64> = match v {
        None => Vec::new(),
        Some(fb::SparseIndexVectorRef::Int32Vector(v)) => v
            .values()
            .map_err(ctx("Int32Vector".into()))?
            .map(|v| v.iter().map(i64::from).collect())
            .unwrap_or_default(),
        Some(fb::SparseIndexVectorRef::Uint16Vector(v)) => v
            .values()
            .map_err(ctx("Uint16Vector".into()))?
            .map(|v| v.iter().map(i64::from).collect())
            .unwrap_or_default(),
        Some(fb::SparseIndexVectorRef::Uint8Vector(v)) => v
            .values()
            .map_err(ctx("Uint8Vector".into()))?
            .map(|v| v.iter().map(|&b| i64::from(b)).collect())
            .unwrap_or_default(),
    };
    budget.charge(values.len(), 8)?;
    Ok(values)
}

impl TfSparsity {
    /// The dense bytes of a sparse constant of `shape` whose stored values are `data`
    /// (`size` bytes each, in walk order), zeros elsewhere; an error naming what is
    /// inconsistent (a dimension, a segment, an index out of range, the value count).
    pub fn densify(&self, shape: &[usize], size: usize, data: &[u8]) -> Result<Vec<u8>, String> {
        let (n, m) = (shape.len(), self.dims.len());
        if self.traversal_order.len() != m || m != n + self.block_map.len() {
            return Err(format!(
                "{} dimension metadata and a traversal order of {} for a rank-{n} tensor with {} block dimension(s)",
                m,
                self.traversal_order.len(),
                self.block_map.len()
            ));
        }
        if m > MAX_SPARSE_DIMS {
            return Err(format!("{m} walked dimensions (at most {MAX_SPARSE_DIMS})"));
        }
        let order: Vec<usize> = self
            .traversal_order
            .iter()
            .map(|&d| usize::try_from(d).ok().filter(|&d| d < m))
            .collect::<Option<_>>()
            .ok_or_else(|| {
                format!(
                    "traversal order {:?} is not a permutation of 0..{m}",
                    self.traversal_order
                )
            })?;
        let mut seen = vec![false; m];
        for (l, &d) in order.iter().enumerate() {
            // The tensor's dimensions come first, then the block dimensions.
            if seen[d] || (l < n) != (d < n) {
                return Err(format!(
                    "traversal order {:?} is not a permutation of 0..{m} listing the {n} tensor dimension(s) first",
                    self.traversal_order
                ));
            }
            seen[d] = true;
        }
        // Each block dimension: the tensor dimension it splits and its (dense) size.
        let mut blocks = Vec::with_capacity(m - n);
        for (b, &d) in self.block_map.iter().enumerate() {
            let d = usize::try_from(d)
                .ok()
                .filter(|&d| d < n)
                .ok_or_else(|| format!("block map entry {b} is {d}, not a dimension below {n}"))?;
            let level = order.iter().position(|&o| o == n + b).unwrap_or(0);
            let TfSparseDim::Dense { size: bs } = self.dims[level] else {
                return Err(format!("block dimension {b} is not dense"));
            };
            let bs = usize::try_from(bs)
                .ok()
                .filter(|&bs| bs > 0 && shape[d].is_multiple_of(bs))
                .ok_or_else(|| {
                    format!(
                        "block size {bs} does not divide dimension {d} ({})",
                        shape[d]
                    )
                })?;
            blocks.push((d, bs));
        }
        // The extent each level walks: a tensor dimension's (in blocks where it is split), a
        // block's size.
        let extent = |l: usize| {
            let d = order[l];
            if d < n {
                blocks
                    .iter()
                    .filter(|b| b.0 == d)
                    .fold(shape[d], |e, b| e / b.1)
            } else {
                blocks[d - n].1
            }
        };
        for (l, dim) in self.dims.iter().enumerate() {
            match dim {
                TfSparseDim::Dense { size } if usize::try_from(*size).ok() != Some(extent(l)) => {
                    return Err(format!(
                        "walked dimension {l} is dense of size {size}, expected {}",
                        extent(l)
                    ));
                }
                // Segments only grow, so that the walk visits each index once (bounded work).
                TfSparseDim::SparseCsr { segments, indices }
                    if segments.windows(2).any(|w| w[0] > w[1])
                        || segments.first().is_some_and(|&s| s < 0)
                        || segments.last().is_some_and(|&s| s > indices.len() as i64) =>
                {
                    return Err(format!(
                        "walked dimension {l}: segments are not non-decreasing within 0..={}",
                        indices.len()
                    ));
                }
                _ => {}
            }
        }
        let elements = shape
            .iter()
            .try_fold(1usize, |a, &d| a.checked_mul(d))
            .ok_or("the element count overflows")?;
        let bytes = elements
            .checked_mul(size)
            .filter(|&b| b <= MAX_DENSE_BYTES)
            .ok_or_else(|| {
                format!("the dense value of shape {shape:?} exceeds {MAX_DENSE_BYTES} bytes")
            })?;
        let mut walk = Walk {
            sparsity: self,
            order: &order,
            blocks: &blocks,
            shape,
            size,
            data,
            next: 0,
            index: vec![0; m],
            out: vec![0u8; bytes],
        };
        walk.level(0, 0)?;
        if walk.next * size != data.len() {
            return Err(format!(
                "the layout holds {} value(s), the data {} byte(s) of {size}",
                walk.next,
                data.len()
            ));
        }
        Ok(walk.out)
    }
}

/// The state of [`TfSparsity::densify`]'s walk.
struct Walk<'a> {
    sparsity: &'a TfSparsity,
    order: &'a [usize],
    blocks: &'a [(usize, usize)],
    shape: &'a [usize],
    size: usize,
    data: &'a [u8],
    /// The next stored value.
    next: usize,
    /// The index reached at each level.
    index: Vec<usize>,
    out: Vec<u8>,
}

impl Walk<'_> {
    /// Walks level `l` from position `p` (the position the outer levels reached).
    fn level(&mut self, l: usize, p: usize) -> Result<(), String> {
        if l == self.sparsity.dims.len() {
            return self.store();
        }
        match &self.sparsity.dims[l] {
            TfSparseDim::Dense { size } => {
                let size = *size as usize; // checked against the shape
                for i in 0..size {
                    self.index[l] = i;
                    let q = p
                        .checked_mul(size)
                        .and_then(|q| q.checked_add(i))
                        .ok_or("a position overflows")?;
                    self.level(l + 1, q)?;
                }
            }
            TfSparseDim::SparseCsr { segments, indices } => {
                let bound = |k: usize| {
                    segments
                        .get(k)
                        .and_then(|&s| usize::try_from(s).ok())
                        .filter(|&s| s <= indices.len())
                };
                let (Some(lo), Some(hi)) = (bound(p), bound(p + 1)) else {
                    return Err(format!(
                        "walked dimension {l}: segments {p} and {} are missing or out of range ({} indices)",
                        p + 1,
                        indices.len()
                    ));
                };
                for (j, &i) in indices.iter().enumerate().take(hi).skip(lo) {
                    self.index[l] = usize::try_from(i)
                        .map_err(|_| format!("walked dimension {l}: index {i} is negative"))?;
                    self.level(l + 1, j)?;
                }
            }
            TfSparseDim::Unknown(f) => {
                return Err(format!(
                    "walked dimension {l} has format {f}, neither DENSE (0) nor SPARSE_CSR (1)"
                ));
            }
        }
        Ok(())
    }

    /// Stores the next value at the element the walk's indices name.
    fn store(&mut self) -> Result<(), String> {
        let n = self.shape.len();
        let mut at = vec![0usize; n];
        for (l, &d) in self.order.iter().enumerate() {
            let i = self.index[l];
            if d < n {
                at[d] = i;
            } else {
                let (t, bs) = self.blocks[d - n];
                at[t] = at[t] * bs + i;
            }
        }
        let mut flat = 0usize;
        for (d, (&i, &e)) in at.iter().zip(self.shape).enumerate() {
            if i >= e {
                return Err(format!(
                    "index {i} of dimension {d} is out of range (size {e})"
                ));
            }
            flat = flat * e + i;
        }
        let src = self
            .data
            .get(self.next * self.size..(self.next + 1) * self.size)
            .ok_or_else(|| {
                format!(
                    "the layout holds more values than the data ({} byte(s))",
                    self.data.len()
                )
            })?;
        self.out[flat * self.size..(flat + 1) * self.size].copy_from_slice(src);
        self.next += 1;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn csr(segments: &[i64], indices: &[i64]) -> TfSparseDim {
        TfSparseDim::SparseCsr {
            segments: segments.to_vec(),
            indices: indices.to_vec(),
        }
    }

    /// A 3x4 matrix in CSR (rows dense, columns compressed):
    /// `[[1, 0, 2, 0], [0, 0, 0, 0], [0, 3, 0, 4]]`.
    #[test]
    fn csr_matrix() {
        let s = TfSparsity {
            traversal_order: vec![0, 1],
            block_map: vec![],
            dims: vec![
                TfSparseDim::Dense { size: 3 },
                csr(&[0, 2, 2, 4], &[0, 2, 1, 3]),
            ],
        };
        let dense = s.densify(&[3, 4], 1, &[1, 2, 3, 4]).expect("valid");
        assert_eq!(dense, [1, 0, 2, 0, 0, 0, 0, 0, 0, 3, 0, 4]);
        // Column-major traversal: the same matrix walked column by column.
        let t = TfSparsity {
            traversal_order: vec![1, 0],
            block_map: vec![],
            dims: vec![
                TfSparseDim::Dense { size: 4 },
                csr(&[0, 1, 2, 3, 4], &[0, 2, 0, 2]),
            ],
        };
        assert_eq!(t.densify(&[3, 4], 1, &[1, 3, 2, 4]).expect("valid"), dense);
    }

    /// A 4x4 matrix in 2x2 blocks, one nonzero block per block row; values two bytes each.
    #[test]
    fn block_sparse() {
        let s = TfSparsity {
            traversal_order: vec![0, 1, 2, 3],
            block_map: vec![0, 1],
            dims: vec![
                TfSparseDim::Dense { size: 2 },
                csr(&[0, 1, 2], &[1, 0]),
                TfSparseDim::Dense { size: 2 },
                TfSparseDim::Dense { size: 2 },
            ],
        };
        let data: Vec<u8> = (1..=8u16).flat_map(u16::to_le_bytes).collect();
        let dense = s.densify(&[4, 4], 2, &data).expect("valid");
        let got: Vec<u16> = dense
            .chunks_exact(2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]))
            .collect();
        #[rustfmt::skip]
        let want = [
            0, 0, 1, 2,
            0, 0, 3, 4,
            5, 6, 0, 0,
            7, 8, 0, 0,
        ];
        assert_eq!(got, want);
    }

    #[test]
    fn inconsistent_layouts_are_errors() {
        let good = TfSparsity {
            traversal_order: vec![0, 1],
            block_map: vec![],
            dims: vec![TfSparseDim::Dense { size: 2 }, csr(&[0, 1, 2], &[0, 1])],
        };
        assert!(good.densify(&[2, 2], 1, &[1, 2]).is_ok());
        let with = |f: &dyn Fn(&mut TfSparsity)| {
            let mut s = good.clone();
            f(&mut s);
            s
        };
        let cases: Vec<(TfSparsity, &[u8], &str)> = vec![
            (good.clone(), &[1], "more values than the data"),
            (good.clone(), &[1, 2, 3], "holds 2 value"),
            (
                with(&|s| s.traversal_order = vec![1, 1]),
                &[1, 2],
                "permutation",
            ),
            (
                with(&|s| s.traversal_order = vec![0, 5]),
                &[1, 2],
                "permutation",
            ),
            (
                with(&|s| s.dims[0] = TfSparseDim::Dense { size: 3 }),
                &[1, 2],
                "expected 2",
            ),
            (
                with(&|s| s.dims[1] = csr(&[0, 1, 9], &[0, 1])),
                &[1, 2],
                "non-decreasing",
            ),
            (
                with(&|s| s.dims[1] = csr(&[0, 2, 1], &[0, 1])),
                &[1, 2],
                "non-decreasing",
            ),
            (
                with(&|s| s.dims[1] = csr(&[0, 1], &[0, 1])),
                &[1, 2],
                "missing",
            ),
            (
                with(&|s| s.dims[1] = csr(&[0, 1, 2], &[0, 2])),
                &[1, 2],
                "out of range",
            ),
            (
                with(&|s| s.dims[1] = csr(&[0, 1, 2], &[0, -1])),
                &[1, 2],
                "negative",
            ),
            (
                with(&|s| s.dims[1] = TfSparseDim::Unknown(7)),
                &[1, 2],
                "format 7",
            ),
            (with(&|s| s.block_map = vec![0]), &[1, 2], "block dimension"),
        ];
        for (s, data, want) in cases {
            let e = s.densify(&[2, 2], 1, data).unwrap_err();
            assert!(e.contains(want), "{s:?}: {e}");
        }
        let huge = TfSparsity {
            traversal_order: vec![0],
            block_map: vec![],
            dims: vec![csr(&[0, 0], &[])],
        };
        assert!(huge
            .densify(&[1 << 40], 4, &[])
            .unwrap_err()
            .contains("exceeds"));
    }
}
