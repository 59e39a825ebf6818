//! Concrete tensors: constant payloads in the IR and values in the interpreter.

use crate::types::{num_elements, DType, TensorType};
use std::hash::{Hash, Hasher};

/// Element storage, one variant per [`DType`].
#[derive(Clone, Debug)]
pub enum Data {
    /// `i8` elements.
    I8(Vec<i8>),
    /// `u8` elements.
    U8(Vec<u8>),
    /// `i16` elements.
    I16(Vec<i16>),
    /// `u16` elements.
    U16(Vec<u16>),
    /// `i32` elements.
    I32(Vec<i32>),
    /// `i64` elements.
    I64(Vec<i64>),
    /// `f32` elements (compared and hashed by bits).
    F32(Vec<f32>),
    /// `f64` elements (compared and hashed by bits).
    F64(Vec<f64>),
}

macro_rules! each_data {
    ($d:expr, $v:ident => $body:expr) => {
        match $d {
            Data::I8($v) => $body,
            Data::U8($v) => $body,
            Data::I16($v) => $body,
            Data::U16($v) => $body,
            Data::I32($v) => $body,
            Data::I64($v) => $body,
            Data::F32($v) => $body,
            Data::F64($v) => $body,
        }
    };
}

impl Data {
    /// The element type.
    pub fn dtype(&self) -> DType {
        match self {
            Data::I8(_) => DType::I8,
            Data::U8(_) => DType::U8,
            Data::I16(_) => DType::I16,
            Data::U16(_) => DType::U16,
            Data::I32(_) => DType::I32,
            Data::I64(_) => DType::I64,
            Data::F32(_) => DType::F32,
            Data::F64(_) => DType::F64,
        }
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        each_data!(self, v => v.len())
    }

    /// True when there are no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Integer elements widened to `i64` (`None` for floats).
    pub fn to_i64(&self) -> Option<Vec<i64>> {
        Some(match self {
            Data::I8(v) => v.iter().map(|&x| x as i64).collect(),
            Data::U8(v) => v.iter().map(|&x| x as i64).collect(),
            Data::I16(v) => v.iter().map(|&x| x as i64).collect(),
            Data::U16(v) => v.iter().map(|&x| x as i64).collect(),
            Data::I32(v) => v.iter().map(|&x| x as i64).collect(),
            Data::I64(v) => v.clone(),
            Data::F32(_) | Data::F64(_) => return None,
        })
    }

    /// Builds integer storage of `dtype` from `i64` values, failing on the first value
    /// that does not fit (returns its index). Floats convert correctly rounded.
    pub fn from_i64(dtype: DType, values: &[i64]) -> Result<Data, usize> {
        fn conv<T: TryFrom<i64>>(values: &[i64]) -> Result<Vec<T>, usize> {
            values
                .iter()
                .enumerate()
                .map(|(i, &v)| T::try_from(v).map_err(|_| i))
                .collect()
        }
        Ok(match dtype {
            DType::I8 => Data::I8(conv(values)?),
            DType::U8 => Data::U8(conv(values)?),
            DType::I16 => Data::I16(conv(values)?),
            DType::U16 => Data::U16(conv(values)?),
            DType::I32 => Data::I32(conv(values)?),
            DType::I64 => Data::I64(values.to_vec()),
            DType::F32 => Data::F32(values.iter().map(|&v| v as f32).collect()),
            DType::F64 => Data::F64(values.iter().map(|&v| v as f64).collect()),
        })
    }

    /// The elements at `idx`, in order (each index must be in range).
    pub fn gather(&self, idx: &[usize]) -> Data {
        macro_rules! pick {
            ($v:expr, $variant:ident) => {
                Data::$variant(idx.iter().map(|&i| $v[i]).collect())
            };
        }
        match self {
            Data::I8(v) => pick!(v, I8),
            Data::U8(v) => pick!(v, U8),
            Data::I16(v) => pick!(v, I16),
            Data::U16(v) => pick!(v, U16),
            Data::I32(v) => pick!(v, I32),
            Data::I64(v) => pick!(v, I64),
            Data::F32(v) => pick!(v, F32),
            Data::F64(v) => pick!(v, F64),
        }
    }

    /// Little-endian bytes of the elements (what hashes and `.npy` files use).
    pub fn to_le_bytes(&self) -> Vec<u8> {
        each_data!(self, v => v.iter().flat_map(|x| x.to_le_bytes()).collect())
    }

    /// Reads little-endian bytes; `None` when the length is not a multiple of the element size.
    pub fn from_le_bytes(dtype: DType, bytes: &[u8]) -> Option<Data> {
        let n = dtype.size_bytes();
        if !bytes.len().is_multiple_of(n) {
            return None;
        }
        let chunks = bytes.chunks_exact(n);
        macro_rules! rd {
            ($t:ty, $k:literal) => {
                chunks
                    .map(|c| {
                        let mut a = [0u8; $k];
                        a.copy_from_slice(c);
                        <$t>::from_le_bytes(a)
                    })
                    .collect()
            };
        }
        Some(match dtype {
            DType::I8 => Data::I8(rd!(i8, 1)),
            DType::U8 => Data::U8(rd!(u8, 1)),
            DType::I16 => Data::I16(rd!(i16, 2)),
            DType::U16 => Data::U16(rd!(u16, 2)),
            DType::I32 => Data::I32(rd!(i32, 4)),
            DType::I64 => Data::I64(rd!(i64, 8)),
            DType::F32 => Data::F32(rd!(f32, 4)),
            DType::F64 => Data::F64(rd!(f64, 8)),
        })
    }
}

impl PartialEq for Data {
    /// Same element type and the same elements (floats by their bits).
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Data::I8(a), Data::I8(b)) => a == b,
            (Data::U8(a), Data::U8(b)) => a == b,
            (Data::I16(a), Data::I16(b)) => a == b,
            (Data::U16(a), Data::U16(b)) => a == b,
            (Data::I32(a), Data::I32(b)) => a == b,
            (Data::I64(a), Data::I64(b)) => a == b,
            (Data::F32(a), Data::F32(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.to_bits() == y.to_bits())
            }
            (Data::F64(a), Data::F64(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.to_bits() == y.to_bits())
            }
            _ => false,
        }
    }
}

impl Eq for Data {}

impl PartialOrd for Data {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Data {
    /// A total order (element type, then the little-endian bytes), consistent with `Eq`:
    /// what e-graph payloads need; it has no numeric meaning.
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.dtype()
            .cmp(&other.dtype())
            .then_with(|| self.to_le_bytes().cmp(&other.to_le_bytes()))
    }
}

impl Hash for Data {
    /// The element type and the elements (floats by their bits), without copying them.
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.dtype().hash(state);
        match self {
            Data::I8(v) => v.hash(state),
            Data::U8(v) => v.hash(state),
            Data::I16(v) => v.hash(state),
            Data::U16(v) => v.hash(state),
            Data::I32(v) => v.hash(state),
            Data::I64(v) => v.hash(state),
            Data::F32(v) => {
                v.len().hash(state);
                v.iter().for_each(|x| x.to_bits().hash(state));
            }
            Data::F64(v) => {
                v.len().hash(state);
                v.iter().for_each(|x| x.to_bits().hash(state));
            }
        }
    }
}

/// A tensor with a static type and its elements in row-major order.
///
/// Immutable once built, so it remembers its integer bounds after the first
/// [`Tensor::int_bounds`], and the per-channel sums the bounds of a product take from a
/// constant weight ([`Tensor::channel_sums`]): the compiler's passes ask for them of the same
/// large constants again and again. Equality, order, hashing and `Debug` look at the type and
/// the data only.
#[derive(Clone)]
pub struct Tensor {
    ty: TensorType,
    data: Data,
    bounds: std::sync::OnceLock<Option<(i64, i64)>>,
    /// The channel sums along the first axis they were asked for.
    sums: std::sync::OnceLock<(usize, Option<std::sync::Arc<ChannelSums>>)>,
}

/// For each index along an axis, the sums of the positive and of the negative elements there.
pub type ChannelSums = Vec<(i128, i128)>;

impl std::fmt::Debug for Tensor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tensor")
            .field("ty", &self.ty)
            .field("data", &self.data)
            .finish()
    }
}

impl PartialEq for Tensor {
    fn eq(&self, o: &Tensor) -> bool {
        (&self.ty, &self.data) == (&o.ty, &o.data)
    }
}

impl Eq for Tensor {}

impl std::hash::Hash for Tensor {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.ty.hash(h);
        self.data.hash(h);
    }
}

impl PartialOrd for Tensor {
    fn partial_cmp(&self, o: &Tensor) -> Option<std::cmp::Ordering> {
        Some(self.cmp(o))
    }
}

impl Ord for Tensor {
    fn cmp(&self, o: &Tensor) -> std::cmp::Ordering {
        (&self.ty, &self.data).cmp(&(&o.ty, &o.data))
    }
}

/// A tensor whose element count or type does not match its data.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{ty} needs {expected} elements of {} but the data has {found} elements of {found_dtype}", ty.dtype)]
pub struct TensorShapeError {
    /// The declared type.
    pub ty: TensorType,
    /// Elements the type needs.
    pub expected: usize,
    /// Elements present.
    pub found: usize,
    /// Element type of the data.
    pub found_dtype: DType,
}

impl Tensor {
    /// Builds a tensor, checking that the data matches the type.
    pub fn new(ty: TensorType, data: Data) -> Result<Tensor, TensorShapeError> {
        let expected = ty.num_elements().unwrap_or(usize::MAX);
        if data.dtype() != ty.dtype || data.len() != expected {
            return Err(TensorShapeError {
                expected,
                found: data.len(),
                found_dtype: data.dtype(),
                ty,
            });
        }
        Ok(Tensor {
            ty,
            data,
            bounds: std::sync::OnceLock::new(),
            sums: std::sync::OnceLock::new(),
        })
    }

    /// A tensor of `dtype` and `shape` from `i64` values (which must fit and match in count).
    pub fn from_i64(dtype: DType, shape: &[usize], values: &[i64]) -> Option<Tensor> {
        let data = Data::from_i64(dtype, values).ok()?;
        Tensor::new(TensorType::new(dtype, shape.iter().copied()), data).ok()
    }

    /// All-zero tensor.
    pub fn zeros(ty: TensorType) -> Option<Tensor> {
        let n = num_elements(&ty.shape)?;
        let data = match ty.dtype {
            DType::I8 => Data::I8(vec![0; n]),
            DType::U8 => Data::U8(vec![0; n]),
            DType::I16 => Data::I16(vec![0; n]),
            DType::U16 => Data::U16(vec![0; n]),
            DType::I32 => Data::I32(vec![0; n]),
            DType::I64 => Data::I64(vec![0; n]),
            DType::F32 => Data::F32(vec![0.0; n]),
            DType::F64 => Data::F64(vec![0.0; n]),
        };
        Some(Tensor {
            ty,
            data,
            bounds: std::sync::OnceLock::new(),
            sums: std::sync::OnceLock::new(),
        })
    }

    /// The static type.
    pub fn ty(&self) -> &TensorType {
        &self.ty
    }
    /// Element type.
    pub fn dtype(&self) -> DType {
        self.ty.dtype
    }
    /// Shape.
    pub fn shape(&self) -> &[usize] {
        &self.ty.shape
    }
    /// Number of dimensions.
    pub fn rank(&self) -> usize {
        self.ty.shape.len()
    }
    /// Element storage.
    pub fn data(&self) -> &Data {
        &self.data
    }
    /// Consumes the tensor, returning its storage.
    pub fn into_data(self) -> Data {
        self.data
    }
    /// Number of elements.
    pub fn len(&self) -> usize {
        self.data.len()
    }
    /// True when the tensor has no elements.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }
    /// Integer elements widened to `i64` (`None` for floats).
    pub fn to_i64(&self) -> Option<Vec<i64>> {
        self.data.to_i64()
    }

    /// The elements of an `f32` tensor (`None` for other types).
    pub fn as_f32(&self) -> Option<&[f32]> {
        match &self.data {
            Data::F32(v) => Some(v),
            _ => None,
        }
    }

    /// `compute()`'s channel sums along `axis`, remembered for the first axis asked (a weight
    /// is asked along its output-channel axis every time).
    pub(crate) fn channel_sums(
        &self,
        axis: usize,
        compute: impl FnOnce() -> Option<ChannelSums>,
    ) -> Option<std::sync::Arc<ChannelSums>> {
        match self.sums.get() {
            Some((a, sums)) if *a == axis => sums.clone(),
            Some(_) => compute().map(std::sync::Arc::new),
            None => {
                let (a, sums) = self
                    .sums
                    .get_or_init(|| (axis, compute().map(std::sync::Arc::new)));
                if *a == axis {
                    sums.clone()
                } else {
                    None
                }
            }
        }
    }

    /// The smallest and largest element of an integer tensor (`None` for floats and empty
    /// tensors), without copying it.
    pub fn int_bounds(&self) -> Option<(i64, i64)> {
        *self.bounds.get_or_init(|| self.compute_bounds())
    }

    fn compute_bounds(&self) -> Option<(i64, i64)> {
        // One pass over fixed-size chunks, which the compiler vectorises.
        macro_rules! bounds {
            ($v:expr) => {{
                let first = *$v.first()?;
                let (mut lo, mut hi) = ([first; 16], [first; 16]);
                let chunks = $v.chunks_exact(16);
                for &x in chunks.remainder() {
                    lo[0] = lo[0].min(x);
                    hi[0] = hi[0].max(x);
                }
                for c in chunks {
                    for k in 0..16 {
                        lo[k] = lo[k].min(c[k]);
                        hi[k] = hi[k].max(c[k]);
                    }
                }
                let lo = lo.iter().copied().min().unwrap_or(first);
                let hi = hi.iter().copied().max().unwrap_or(first);
                Some((i64::from(lo), i64::from(hi)))
            }};
        }
        match &self.data {
            Data::I8(v) => bounds!(v),
            Data::U8(v) => bounds!(v),
            Data::I16(v) => bounds!(v),
            Data::U16(v) => bounds!(v),
            Data::I32(v) => bounds!(v),
            Data::I64(v) => bounds!(v),
            Data::F32(_) | Data::F64(_) => None,
        }
    }

    /// FNV-1a 64-bit hash of type and contents: the stable content hash printed for
    /// elided constants. Stable across platforms and releases.
    pub fn content_hash(&self) -> u64 {
        const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
        const PRIME: u64 = 0x0000_0100_0000_01b3;
        let mut h = OFFSET;
        let mut eat = |bytes: &[u8]| {
            for &b in bytes {
                h ^= b as u64;
                h = h.wrapping_mul(PRIME);
            }
        };
        eat(self.ty.to_string().as_bytes());
        eat(&self.data.to_le_bytes());
        h
    }
}
