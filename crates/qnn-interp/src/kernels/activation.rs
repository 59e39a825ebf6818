use qnn_ir::ops::{QnnSoftmaxAttrs, QnnUnaryAttrs};
use qnn_ir::{Tensor, TensorType};
pub fn qnn_logistic(_a: &QnnUnaryAttrs, _args: &[&Tensor], _out: &TensorType) -> Result<Tensor, String> { Err("not implemented yet".to_string()) }
pub fn qnn_tanh(_a: &QnnUnaryAttrs, _args: &[&Tensor], _out: &TensorType) -> Result<Tensor, String> { Err("not implemented yet".to_string()) }
pub fn qnn_softmax(_a: &QnnSoftmaxAttrs, _args: &[&Tensor], _out: &TensorType) -> Result<Tensor, String> { Err("not implemented yet".to_string()) }
pub fn qnn_hard_swish(_a: &QnnUnaryAttrs, _args: &[&Tensor], _out: &TensorType) -> Result<Tensor, String> { Err("not implemented yet".to_string()) }
