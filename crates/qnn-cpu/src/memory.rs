//! The memory plan: which buffer holds each value a step writes.
//!
//! Steps run in order. Step `k` writes one value and reads others; a value is live from the
//! step that writes it to the last step that reads it (graph outputs to the end). Before step
//! `k` runs, the buffers of the values whose last reader was step `k - 1` or earlier are free;
//! step `k`'s value takes a free buffer of its element type (the one whose capacity is
//! closest above its size, else the largest, which grows), or a new one. A value never
//! shares a buffer with an operand of its own step. Each buffer's capacity is the largest
//! value it holds, so a session allocates every buffer once.

use qnn_ir::DType;

/// One value a step writes: its element type and element count, and the steps that read it.
#[derive(Clone, Debug)]
pub struct Write {
    /// Element type.
    pub dtype: DType,
    /// Number of elements.
    pub len: usize,
    /// The last step that reads it (`usize::MAX`: live to the end, a graph output).
    pub last_read: usize,
}

/// A buffer of the plan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Buffer {
    /// Element type.
    pub dtype: DType,
    /// Capacity in elements.
    pub len: usize,
}

/// The plan: the buffers, and for each step the buffer its value goes to.
#[derive(Clone, Debug, Default)]
pub struct MemoryPlan {
    /// Every buffer.
    pub buffers: Vec<Buffer>,
    /// For step `k`, the buffer of the value it writes.
    pub slot: Vec<usize>,
}

impl MemoryPlan {
    /// Bytes of all buffers together.
    pub fn bytes(&self) -> usize {
        self.buffers
            .iter()
            .map(|b| b.len * b.dtype.size_bytes())
            .sum()
    }
}

/// Assigns buffers to the values of `writes` (one per step, in step order).
pub fn plan(writes: &[Write]) -> MemoryPlan {
    let mut p = MemoryPlan::default();
    let mut free: Vec<usize> = Vec::new();
    // (last reader, buffer) of the values that hold a buffer now.
    let mut live: Vec<(usize, usize)> = Vec::new();
    for (k, w) in writes.iter().enumerate() {
        // Free what no step from `k` on reads.
        live.retain(|&(last, b)| {
            if last < k {
                free.push(b);
                false
            } else {
                true
            }
        });
        let fits = |b: usize| p.buffers[b].dtype == w.dtype;
        let best = free
            .iter()
            .enumerate()
            .filter(|&(_, &b)| fits(b))
            .min_by_key(|&(_, &b)| {
                let cap = p.buffers[b].len;
                // Smallest capacity that holds it; else the largest (it grows least).
                if cap >= w.len {
                    (0, cap, b)
                } else {
                    (1, usize::MAX - cap, b)
                }
            })
            .map(|(i, _)| i);
        let b = match best {
            Some(i) => {
                let b = free.swap_remove(i);
                p.buffers[b].len = p.buffers[b].len.max(w.len);
                b
            }
            None => {
                p.buffers.push(Buffer {
                    dtype: w.dtype,
                    len: w.len,
                });
                p.buffers.len() - 1
            }
        };
        p.slot.push(b);
        live.push((w.last_read, b));
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(dtype: DType, len: usize, last_read: usize) -> Write {
        Write {
            dtype,
            len,
            last_read,
        }
    }

    #[test]
    fn a_chain_needs_two_buffers() {
        // Each value is read by the next step only.
        let writes: Vec<Write> = (0..10).map(|k| w(DType::I8, 100 + k, k + 1)).collect();
        let p = plan(&writes);
        assert_eq!(p.buffers.len(), 2);
        for k in 1..10 {
            assert_ne!(p.slot[k], p.slot[k - 1], "step {k} overwrites its operand");
        }
        assert_eq!(p.buffers.iter().map(|b| b.len).max(), Some(109));
    }

    #[test]
    fn types_never_share_and_live_values_never_alias() {
        let writes = vec![
            w(DType::I8, 10, 3),
            w(DType::I32, 10, 2),
            w(DType::I8, 10, 3),
            w(DType::I8, 5, usize::MAX),
            w(DType::I32, 4, usize::MAX),
        ];
        let p = plan(&writes);
        for (k, a) in writes.iter().enumerate() {
            assert_eq!(p.buffers[p.slot[k]].dtype, a.dtype);
            assert!(p.buffers[p.slot[k]].len >= a.len);
            for (j, b) in writes.iter().enumerate().skip(k + 1) {
                // Value k is live until its last reader; a later value written while it is
                // live must not take its buffer.
                if j <= a.last_read && a.dtype == b.dtype {
                    assert_ne!(p.slot[k], p.slot[j], "{k} and {j}");
                }
            }
        }
        // Step 4's i32 reuses step 1's buffer (last read at step 2).
        assert_eq!(p.slot[4], p.slot[1]);
    }
}
