use qnn_ir::ops::PoolAttrs;
use qnn_ir::{Tensor, TensorType};
pub fn avg_pool2d(_a: &PoolAttrs, _args: &[&Tensor], _out: &TensorType) -> Result<Tensor, String> { Err("not implemented yet".to_string()) }
pub fn max_pool2d(_a: &PoolAttrs, _args: &[&Tensor], _out: &TensorType) -> Result<Tensor, String> { Err("not implemented yet".to_string()) }
