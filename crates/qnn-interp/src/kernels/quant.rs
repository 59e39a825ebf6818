use qnn_ir::ops::{DequantizeAttrs, FixedPointMultiplyAttrs, QuantizeAttrs, RequantizeAttrs};
use qnn_ir::{Tensor, TensorType};
pub fn qnn_quantize(_a: &QuantizeAttrs, _args: &[&Tensor], _out: &TensorType) -> Result<Tensor, String> { Err("not implemented yet".to_string()) }
pub fn qnn_dequantize(_a: &DequantizeAttrs, _args: &[&Tensor], _out: &TensorType) -> Result<Tensor, String> { Err("not implemented yet".to_string()) }
pub fn qnn_requantize(_a: &RequantizeAttrs, _args: &[&Tensor], _out: &TensorType) -> Result<Tensor, String> { Err("not implemented yet".to_string()) }
pub fn fixed_point_multiply(_a: &FixedPointMultiplyAttrs, _args: &[&Tensor], _out: &TensorType) -> Result<Tensor, String> { Err("not implemented yet".to_string()) }
