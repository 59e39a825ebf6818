//! Element types and static tensor types.

use smallvec::SmallVec;
use std::fmt;

/// Most dimensions a tensor type may have (the text format and the importers share it).
pub const MAX_RANK: usize = 16;

/// Largest extent of one dimension (`u32::MAX`, the text format's limit; `verify` checks it,
/// so that every graph that verifies prints as text that parses back).
pub const MAX_DIM: usize = u32::MAX as usize;

/// Storage element type of a tensor.
///
/// Quantization parameters never live here: a quantized tensor is stored as a plain
/// integer type and its scale and zero point are attributes of the ops that read or
/// write it (one source of truth).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DType {
    /// Signed 8-bit integer.
    I8,
    /// Unsigned 8-bit integer.
    U8,
    /// Signed 16-bit integer.
    I16,
    /// Unsigned 16-bit integer.
    U16,
    /// Signed 32-bit integer.
    I32,
    /// Signed 64-bit integer.
    I64,
    /// IEEE-754 binary32.
    F32,
    /// IEEE-754 binary64 (TFLite's reference kernels compute some rescales in `double`).
    F64,
}

impl DType {
    /// Every element type, in printing order.
    pub const ALL: [DType; 8] = [
        DType::I8,
        DType::U8,
        DType::I16,
        DType::U16,
        DType::I32,
        DType::I64,
        DType::F32,
        DType::F64,
    ];

    /// The spelling used in the text format (`i8`, `u8`, ..., `f32`).
    pub fn name(self) -> &'static str {
        match self {
            DType::I8 => "i8",
            DType::U8 => "u8",
            DType::I16 => "i16",
            DType::U16 => "u16",
            DType::I32 => "i32",
            DType::I64 => "i64",
            DType::F32 => "f32",
            DType::F64 => "f64",
        }
    }

    /// Parses a text-format spelling.
    pub fn from_name(s: &str) -> Option<DType> {
        DType::ALL.into_iter().find(|d| d.name() == s)
    }

    /// True for the integer types.
    pub fn is_int(self) -> bool {
        !self.is_float()
    }

    /// True for the floating-point types (`f32`, `f64`).
    pub fn is_float(self) -> bool {
        matches!(self, DType::F32 | DType::F64)
    }

    /// Width in bits.
    pub fn bits(self) -> u32 {
        self.size_bytes() as u32 * 8
    }

    /// Size of one element in bytes.
    pub fn size_bytes(self) -> usize {
        match self {
            DType::I8 | DType::U8 => 1,
            DType::I16 | DType::U16 => 2,
            DType::I32 | DType::F32 => 4,
            DType::I64 | DType::F64 => 8,
        }
    }

    /// Smallest representable integer value (`None` for floats).
    pub fn int_min(self) -> Option<i64> {
        Some(match self {
            DType::I8 => i8::MIN as i64,
            DType::U8 | DType::U16 => 0,
            DType::I16 => i16::MIN as i64,
            DType::I32 => i32::MIN as i64,
            DType::I64 => i64::MIN,
            DType::F32 | DType::F64 => return None,
        })
    }

    /// Largest representable integer value (`None` for floats).
    pub fn int_max(self) -> Option<i64> {
        Some(match self {
            DType::I8 => i8::MAX as i64,
            DType::U8 => u8::MAX as i64,
            DType::I16 => i16::MAX as i64,
            DType::U16 => u16::MAX as i64,
            DType::I32 => i32::MAX as i64,
            DType::I64 => i64::MAX,
            DType::F32 | DType::F64 => return None,
        })
    }

    /// `(min, max)` of an integer type; `None` for floats.
    pub fn int_range(self) -> Option<(i64, i64)> {
        Some((self.int_min()?, self.int_max()?))
    }

    /// True when `v` is representable in this integer type.
    pub fn contains(self, v: i64) -> bool {
        matches!(self.int_range(), Some((lo, hi)) if lo <= v && v <= hi)
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A static shape: one extent per dimension. Rank 0 is a scalar.
pub type Shape = SmallVec<[usize; 6]>;

/// The type of an SSA value: element type plus static shape.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TensorType {
    /// Element type.
    pub dtype: DType,
    /// Static shape.
    pub shape: Shape,
}

impl TensorType {
    /// Builds a tensor type from a dtype and any list of extents.
    pub fn new(dtype: DType, shape: impl IntoIterator<Item = usize>) -> Self {
        TensorType {
            dtype,
            shape: shape.into_iter().collect(),
        }
    }

    /// Number of dimensions.
    pub fn rank(&self) -> usize {
        self.shape.len()
    }

    /// Number of elements, or `None` if the product overflows `usize`.
    pub fn num_elements(&self) -> Option<usize> {
        num_elements(&self.shape)
    }

    /// The same shape with another element type.
    pub fn with_dtype(&self, dtype: DType) -> Self {
        TensorType {
            dtype,
            shape: self.shape.clone(),
        }
    }
}

/// Product of the extents, or `None` on overflow.
pub fn num_elements(shape: &[usize]) -> Option<usize> {
    shape.iter().try_fold(1usize, |acc, &d| acc.checked_mul(d))
}

impl fmt::Display for TensorType {
    /// `tensor<1x8x8x16xi8>`; a scalar prints as `tensor<i32>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("tensor<")?;
        for d in &self.shape {
            write!(f, "{d}x")?;
        }
        write!(f, "{}>", self.dtype)
    }
}
