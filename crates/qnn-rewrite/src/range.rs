//! The e-class analysis's interval of every integer value: [`qnn_ir::bounds::transfer`]
//! (the one transfer function of every op, which the overflow pass uses too) on the operand
//! classes' intervals and constants, put in the result type.
//!
//! A class's interval holds every value of its type that the class can take: where an op
//! wraps (integer ring ops wrap in their element type) and the exact interval leaves the
//! type, it is the whole type. Rules use the intervals to choose `i32` or `i64` arithmetic
//! so that nothing a QNN kernel computes exactly can wrap in the lowered form, and
//! canonicalization drops `clip`s and `cast`s that cannot change a value.

use crate::analysis::{ClassData, ConstPool};
use qnn_ir::bounds::{self, Bound, Operand};
use qnn_ir::{Op, TensorType};
use smallvec::SmallVec;

pub use qnn_ir::bounds::{fpm_range, wrap};

/// An inclusive interval.
pub type Range = (i64, i64);

/// The range of the value an op computes, given its operands' data and its result type
/// (`None` for floats).
pub fn of(op: &Op, args: &[&ClassData], ty: &TensorType, pool: &ConstPool) -> Option<Range> {
    let operands: SmallVec<[Operand; 3]> = args
        .iter()
        .map(|a| Operand {
            ty: &a.ty,
            bound: a
                .range
                .map(|(lo, hi)| Bound::Int(i128::from(lo), i128::from(hi))),
            value: a.konst.map(|c| pool.get(c)),
        })
        .collect();
    // In the result type, so in `i64`.
    let (lo, hi) = bounds::transfer(op, &operands, ty).in_type(ty.dtype)?;
    Some((lo as i64, hi as i64))
}
