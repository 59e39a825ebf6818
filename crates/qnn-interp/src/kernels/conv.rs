use qnn_ir::ops::{Conv2dAttrs, QnnConv2dAttrs};
use qnn_ir::{Tensor, TensorType};
pub fn qnn_conv2d(_a: &QnnConv2dAttrs, _args: &[&Tensor], _out: &TensorType) -> Result<Tensor, String> { Err("not implemented yet".to_string()) }
pub fn conv2d(_a: &Conv2dAttrs, _args: &[&Tensor], _out: &TensorType) -> Result<Tensor, String> { Err("not implemented yet".to_string()) }
