//! `.npy` files <-> tensors, through the `npyz` crate. C order, little-endian, the
//! element types of the IR.

use anyhow::{bail, Context, Result};
use npyz::WriterBuilder;
use qnn_ir::{DType, Data, Tensor, TensorType};
use std::path::Path;

/// Reads an `.npy` file into a tensor; `-` reads standard input.
pub fn read(path: &Path) -> Result<Tensor> {
    let (name, bytes) = crate::file::read_bytes(path)?;
    read_bytes(&bytes).with_context(|| format!("{name} is not a usable .npy file"))
}

fn read_bytes(bytes: &[u8]) -> Result<Tensor> {
    let npy = npyz::NpyFile::new(bytes).context("bad .npy header")?;
    if npy.order() != npyz::Order::C {
        bail!("Fortran-order arrays are not supported; save with C order");
    }
    let shape: Vec<usize> = npy
        .shape()
        .iter()
        .map(|&d| usize::try_from(d).context("dimension too large"))
        .collect::<Result<_>>()?;
    match qnn_ir::types::num_elements(&shape) {
        Some(n) if n <= qnn_ir::MAX_ELEMENTS => {}
        _ => bail!(
            "shape {shape:?} has more than {} elements",
            qnn_ir::MAX_ELEMENTS
        ),
    }
    let descr = match npy.dtype() {
        npyz::DType::Plain(ts) => ts.to_string(),
        _ => bail!("structured (record) and array-of-array dtypes are not supported; save a plain numeric array"),
    };
    let truncated = "the array data is shorter than the header's shape says";
    let data = match descr.as_str() {
        "|i1" | "<i1" => Data::I8(npy.into_vec().context(truncated)?),
        "|u1" | "<u1" => Data::U8(npy.into_vec().context(truncated)?),
        "<i2" => Data::I16(npy.into_vec().context(truncated)?),
        "<u2" => Data::U16(npy.into_vec().context(truncated)?),
        "<i4" => Data::I32(npy.into_vec().context(truncated)?),
        "<i8" => Data::I64(npy.into_vec().context(truncated)?),
        "<f4" => Data::F32(npy.into_vec().context(truncated)?),
        "<f8" => Data::F64(npy.into_vec().context(truncated)?),
        d => bail!("unsupported element type `{d}` (expected int8, uint8, int16, uint16, int32, int64, float32 or float64, little-endian)"),
    };
    let dtype = data.dtype();
    let end = data_start(bytes)? + data.len() * dtype.size_bytes();
    if bytes.len() > end {
        bail!(
            "{} bytes follow the array data (the header's shape is {shape:?})",
            bytes.len() - end
        );
    }
    Ok(Tensor::new(TensorType::new(dtype, shape), data)?)
}

/// Offset of the array data: after the magic string, the version, the header length and
/// the header (the `.npy` format, versions 1 to 3).
fn data_start(bytes: &[u8]) -> Result<usize> {
    let len = |r: std::ops::Range<usize>| -> Option<usize> {
        let b = bytes.get(r)?;
        Some(
            b.iter()
                .rev()
                .fold(0usize, |acc, &x| (acc << 8) | x as usize),
        )
    };
    let start = match bytes.get(6) {
        Some(1) => len(8..10).map(|n| 10 + n),
        Some(2 | 3) => len(8..12).map(|n| 12 + n),
        _ => None,
    };
    start.context("bad .npy header")
}

/// Writes a tensor as `.npy`.
pub fn write(path: &Path, t: &Tensor) -> Result<()> {
    let shape: Vec<u64> = t.shape().iter().map(|&d| d as u64).collect();
    let mut buf = Vec::new();
    {
        macro_rules! put {
            ($t:ty, $v:expr) => {{
                let mut w = npyz::WriteOptions::<$t>::new()
                    .default_dtype()
                    .shape(&shape)
                    .writer(&mut buf)
                    .begin_nd()?;
                w.extend($v.iter().copied())?;
                w.finish()?;
            }};
        }
        match t.data() {
            Data::I8(v) => put!(i8, v),
            Data::U8(v) => put!(u8, v),
            Data::I16(v) => put!(i16, v),
            Data::U16(v) => put!(u16, v),
            Data::I32(v) => put!(i32, v),
            Data::I64(v) => put!(i64, v),
            Data::F32(v) => put!(f32, v),
            Data::F64(v) => put!(f64, v),
        }
    }
    std::fs::write(path, buf).with_context(|| format!("cannot write {}", path.display()))
}

/// The numpy name of an element type, for messages.
pub fn numpy_name(d: DType) -> &'static str {
    match d {
        DType::I8 => "int8",
        DType::U8 => "uint8",
        DType::I16 => "int16",
        DType::U16 => "uint16",
        DType::I32 => "int32",
        DType::I64 => "int64",
        DType::F32 => "float32",
        DType::F64 => "float64",
    }
}
