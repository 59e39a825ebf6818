use qnn_ir::ops::QnnDenseAttrs;
use qnn_ir::{Tensor, TensorType};
pub fn qnn_dense(_a: &QnnDenseAttrs, _args: &[&Tensor], _out: &TensorType) -> Result<Tensor, String> { Err("not implemented yet".to_string()) }
pub fn dense(_args: &[&Tensor], _out: &TensorType) -> Result<Tensor, String> { Err("not implemented yet".to_string()) }
