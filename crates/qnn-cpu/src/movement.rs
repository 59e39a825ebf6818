//! Data movement without arithmetic: `pad` (each input row, the trailing dimensions without
//! padding merged into it, copied into place and the gaps between filled with the pad value)
//! and `concatenate` (each operand's contiguous block per outer index copied in turn) as row
//! copies; `transpose`, `slice` (any strides, negative ones included) and `gather` with
//! constant indices through the index of the operand element each result element copies,
//! computed once at plan time. The reference kernels derive every index on every run; these
//! work for every element type. `pad` and the index maps write any part of their result
//! alone, so a session's threads split them.

use qnn_ir::ops::{ConcatAttrs, PadAttrs};
use qnn_ir::Data;

use crate::kernels::DataMut;

/// A planned `pad`.
#[derive(Clone, Debug)]
pub struct Pad {
    /// The input's extents, the trailing ones without padding merged into one.
    shape: Vec<usize>,
    /// The result's strides, in elements.
    out_strides: Vec<usize>,
    /// Where input element 0 lands in the result.
    origin: usize,
    /// The result's element count.
    out_len: usize,
    /// The fill value (the element type's, as the reference kernel converts it).
    value: i64,
}

impl Pad {
    /// The plan of `pad` with `a` of an input of `shape`; `None` for an empty input (the
    /// reference kernel handles it).
    pub fn new(a: &PadAttrs, shape: &[usize]) -> Option<Pad> {
        if a.pads.len() != shape.len() || shape.is_empty() || shape.contains(&0) {
            return None;
        }
        // Trailing dimensions without padding are one: each of the input's rows is then as
        // long as it can be (a spatial pad of an NHWC tensor copies whole image rows).
        let (mut shape, mut pads) = (shape.to_vec(), a.pads.clone());
        while shape.len() > 1 && pads[shape.len() - 1] == [0, 0] {
            let inner = shape.pop()?;
            pads.pop();
            let r = shape.len() - 1;
            shape[r] *= inner;
            pads[r] = [pads[r][0] * inner, pads[r][1] * inner];
        }
        let out: Vec<usize> = shape
            .iter()
            .zip(&pads)
            .map(|(&d, p)| d + p[0] + p[1])
            .collect();
        let mut out_strides = vec![1usize; out.len()];
        for d in (0..out.len() - 1).rev() {
            out_strides[d] = out_strides[d + 1] * out[d + 1];
        }
        let origin = pads.iter().zip(&out_strides).map(|(p, s)| p[0] * s).sum();
        Some(Pad {
            shape,
            out_strides,
            origin,
            out_len: out.iter().product(),
            value: a.value,
        })
    }

    /// The result's element count.
    pub fn len(&self) -> usize {
        self.out_len
    }

    /// Result elements `first..first + part.len()` (up to the result's end) of padding the
    /// first `n` elements of `src` (the operand) into `part` (of `src`'s element type): the
    /// pieces of the input rows that land in the part copied, the gaps between them filled,
    /// so the parts of a split result are written independently.
    pub fn run(
        &self,
        src: &Data,
        n: usize,
        part: &mut DataMut<'_>,
        first: usize,
    ) -> Result<(), String> {
        let v = self.value;
        macro_rules! go {
            ($s:expr, $d:expr, $fill:expr) => {{
                let end = self.out_len.saturating_sub(first).min($d.len());
                self.copy(&$s[..n], &mut $d[..end], first, $fill)
            }};
        }
        match (src, part) {
            (Data::I8(s), DataMut::I8(d)) => go!(s, d, v as i8),
            (Data::U8(s), DataMut::U8(d)) => go!(s, d, v as u8),
            (Data::I16(s), DataMut::I16(d)) => go!(s, d, v as i16),
            (Data::U16(s), DataMut::U16(d)) => go!(s, d, v as u16),
            (Data::I32(s), DataMut::I32(d)) => go!(s, d, v as i32),
            (Data::I64(s), DataMut::I64(d)) => go!(s, d, v),
            (Data::F32(s), DataMut::F32(d)) => go!(s, d, v as f32),
            (Data::F64(s), DataMut::F64(d)) => go!(s, d, v as f64),
            _ => return Err("pad: the result does not have its operand's element type".into()),
        }
        Ok(())
    }

    fn copy<T: Copy>(&self, src: &[T], dst: &mut [T], first: usize, fill: T) {
        let end = first + dst.len();
        let r = self.shape.len();
        let row = self.shape[r - 1];
        let rows = src.len() / row.max(1);
        // Where input row `k` (in row-major order) lands in the result: increasing in `k`.
        let at = |mut k: usize| {
            let mut at = self.origin;
            for d in (0..r - 1).rev() {
                at += k % self.shape[d] * self.out_strides[d];
                k /= self.shape[d];
            }
            at
        };
        // The first row that reaches into the part, then each row in turn: the gap before
        // it filled, its piece in the part copied; the part's rest filled after the last.
        let (mut lo, mut hi) = (0, rows);
        while lo < hi {
            let mid = (lo + hi) / 2;
            if at(mid) + row <= first {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        let mut idx = vec![0usize; r - 1];
        let mut k = lo;
        for d in (0..r - 1).rev() {
            idx[d] = k % self.shape[d];
            k /= self.shape[d];
        }
        let mut to = if lo < rows { at(lo) } else { end };
        let mut filled = first;
        for chunk in src.chunks_exact(row).skip(lo) {
            if to >= end {
                break;
            }
            let (a, b) = (to.max(first), (to + row).min(end));
            dst[filled - first..a - first].fill(fill);
            dst[a - first..b - first].copy_from_slice(&chunk[a - to..b - to]);
            filled = b;
            // The next row: one step along the last dimension that does not wrap.
            for d in (0..r - 1).rev() {
                idx[d] += 1;
                to += self.out_strides[d];
                if idx[d] < self.shape[d] {
                    break;
                }
                idx[d] = 0;
                to -= self.shape[d] * self.out_strides[d];
            }
        }
        dst[filled - first..].fill(fill);
    }
}

/// A planned `concatenate`: per outer index (the dimensions before the axis), each operand's
/// block of `inner[k]` elements in operand order.
#[derive(Clone, Debug)]
pub struct Concat {
    /// The product of the extents before the axis.
    outer: usize,
    /// Each operand's block per outer index (its extents from the axis on).
    inner: Vec<usize>,
}

impl Concat {
    /// The plan of `concatenate` with `a` of operands of `shapes`.
    pub fn new(a: &ConcatAttrs, shapes: &[&[usize]]) -> Option<Concat> {
        let first = shapes.first()?;
        if a.axis >= first.len() {
            return None;
        }
        let outer = first[..a.axis].iter().product();
        let inner = shapes
            .iter()
            .map(|s| s[a.axis..].iter().product())
            .collect();
        Some(Concat { outer, inner })
    }

    /// Concatenates `srcs` into `dst` (of their element type).
    pub fn run(&self, srcs: &[&Data], dst: &mut Data) -> Result<(), String> {
        macro_rules! go {
            ($variant:ident, $d:expr) => {{
                let parts = srcs
                    .iter()
                    .map(|s| match s {
                        Data::$variant(v) => Ok(&v[..]),
                        _ => Err("concatenate: operands of different element types".to_string()),
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                self.copy(&parts, $d);
            }};
        }
        match dst {
            Data::I8(d) => go!(I8, d),
            Data::U8(d) => go!(U8, d),
            Data::I16(d) => go!(I16, d),
            Data::U16(d) => go!(U16, d),
            Data::I32(d) => go!(I32, d),
            Data::I64(d) => go!(I64, d),
            Data::F32(d) => go!(F32, d),
            Data::F64(d) => go!(F64, d),
        }
        Ok(())
    }

    fn copy<T: Copy>(&self, parts: &[&[T]], dst: &mut [T]) {
        let mut at = 0;
        for o in 0..self.outer {
            for (part, &n) in parts.iter().zip(&self.inner) {
                dst[at..at + n].copy_from_slice(&part[o * n..(o + 1) * n]);
                at += n;
            }
        }
    }
}

/// A planned `transpose`, `slice` or constant-index `gather`: the operand element each result
/// element copies, computed once at plan time (the reference kernel derives it on every run).
#[derive(Clone, Debug)]
pub struct Select {
    map: Vec<u32>,
}

impl Select {
    /// The index map of a result of shape `out` whose element at index `i` (per dimension)
    /// reads operand offset `base + sum(i[d] * step[d])`; `None` if an offset leaves `u32`.
    fn new(out: &[usize], base: i64, step: &[i64]) -> Option<Select> {
        let n: usize = out.iter().product();
        let mut map = Vec::with_capacity(n);
        let mut idx = vec![0usize; out.len()];
        for _ in 0..n {
            let off = base
                + idx
                    .iter()
                    .zip(step)
                    .map(|(&i, &s)| i as i64 * s)
                    .sum::<i64>();
            map.push(u32::try_from(off).ok()?);
            for d in (0..out.len()).rev() {
                idx[d] += 1;
                if idx[d] < out[d] {
                    break;
                }
                idx[d] = 0;
            }
        }
        Some(Select { map })
    }

    /// `transpose` with `perm` of an operand of shape `shape`.
    pub fn transpose(perm: &[usize], shape: &[usize]) -> Option<Select> {
        let strides = strides(shape);
        let out: Vec<usize> = perm
            .iter()
            .map(|&p| shape.get(p).copied())
            .collect::<Option<_>>()?;
        let step: Vec<i64> = perm.iter().map(|&p| strides[p] as i64).collect();
        Select::new(&out, 0, &step)
    }

    /// `slice` with `begin` and `strides` of an operand of shape `shape` into a result of shape
    /// `out`: result index `i` reads `begin + i * stride` per dimension.
    pub fn slice(begin: &[i64], stride: &[i64], shape: &[usize], out: &[usize]) -> Option<Select> {
        if begin.len() != shape.len() || stride.len() != shape.len() || out.len() != shape.len() {
            return None;
        }
        let strides = strides(shape);
        let base = begin
            .iter()
            .zip(&strides)
            .map(|(&b, &s)| b * s as i64)
            .sum();
        let step: Vec<i64> = stride
            .iter()
            .zip(&strides)
            .map(|(&k, &s)| k * s as i64)
            .collect();
        Select::new(out, base, &step)
    }

    /// `gather` along `axis` of an operand of shape `shape` with the constant `indices`
    /// (`None` if one is outside the axis, which the reference kernel reports at run time).
    pub fn gather(axis: usize, indices: &[i64], shape: &[usize]) -> Option<Select> {
        let extent = *shape.get(axis)?;
        if indices.iter().any(|&i| i < 0 || i >= extent as i64) {
            return None;
        }
        let outer: usize = shape[..axis].iter().product();
        let inner: usize = shape[axis + 1..].iter().product();
        let mut map = Vec::with_capacity(outer * indices.len() * inner);
        for o in 0..outer {
            for &i in indices {
                let base = (o * extent + i as usize) * inner;
                for e in base..base + inner {
                    map.push(u32::try_from(e).ok()?);
                }
            }
        }
        Some(Select { map })
    }

    /// The result's element count.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Result elements `first..first + part.len()`: the mapped elements of `src` (of
    /// `part`'s element type).
    pub fn run(&self, src: &Data, part: &mut DataMut<'_>, first: usize) -> Result<(), String> {
        let map = self.map.get(first..).unwrap_or_default();
        macro_rules! go {
            ($s:expr, $d:expr) => {
                for (o, &i) in $d.iter_mut().zip(map) {
                    *o = $s[i as usize];
                }
            };
        }
        match (src, part) {
            (Data::I8(s), DataMut::I8(d)) => go!(s, d),
            (Data::U8(s), DataMut::U8(d)) => go!(s, d),
            (Data::I16(s), DataMut::I16(d)) => go!(s, d),
            (Data::U16(s), DataMut::U16(d)) => go!(s, d),
            (Data::I32(s), DataMut::I32(d)) => go!(s, d),
            (Data::I64(s), DataMut::I64(d)) => go!(s, d),
            (Data::F32(s), DataMut::F32(d)) => go!(s, d),
            (Data::F64(s), DataMut::F64(d)) => go!(s, d),
            _ => return Err("the result does not have its operand's element type".into()),
        }
        Ok(())
    }
}

/// Row-major strides of `shape`, in elements.
fn strides(shape: &[usize]) -> Vec<usize> {
    let mut s = vec![1usize; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        s[d] = s[d + 1] * shape[d + 1];
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every split of a result into two parts, at every element, gives the whole result: the
    /// parts a session's threads write are independent.
    #[test]
    fn parts_make_the_whole() {
        let shape = [2usize, 3, 4];
        let src = Data::I16((0..24).map(|v| v * 7 - 50).collect());
        let pad = Pad::new(
            &PadAttrs {
                pads: vec![[1, 0], [0, 2], [3, 1]],
                value: -9,
            },
            &shape,
        )
        .expect("a pad");
        let selects = [
            Select::transpose(&[2, 0, 1], &shape).expect("a transpose"),
            Select::slice(&[1, 2, 3], &[-1, -1, -2], &shape, &[2, 3, 2]).expect("a slice"),
            Select::gather(1, &[2, 0, 2, 1], &shape).expect("a gather"),
        ];
        let whole = |len: usize, run: &dyn Fn(&mut DataMut<'_>, usize)| {
            let mut out = vec![0i16; len];
            run(&mut DataMut::I16(&mut out), 0);
            out
        };
        let check = |len: usize, run: &dyn Fn(&mut DataMut<'_>, usize)| {
            let want = whole(len, run);
            for k in 0..=len {
                let mut out = vec![0i16; len];
                let (a, b) = out.split_at_mut(k);
                run(&mut DataMut::I16(a), 0);
                run(&mut DataMut::I16(b), k);
                assert_eq!(out, want, "split at {k}");
            }
            want
        };
        let padded = check(pad.len(), &|part, first| {
            pad.run(&src, 24, part, first).expect("pad")
        });
        assert_eq!(padded.len(), 3 * 5 * 8);
        assert_eq!(padded[..8], [-9; 8]);
        // Element [1, 0, 3] of the result is the input's [0, 0, 0].
        assert_eq!(padded[40 + 3], -50);
        for s in &selects {
            check(s.len(), &|part, first| {
                s.run(&src, part, first).expect("select")
            });
        }
    }
}
