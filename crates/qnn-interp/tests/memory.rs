//! The interpreter frees each intermediate after its last use: a long chain's peak memory is
//! a few tensors, not the sum of all of them.

use qnn_ir::ops::NoAttrs;
use qnn_ir::{DType, Graph, Op, Tensor, TensorType};

#[test]
fn a_chain_holds_a_few_tensors_at_once() {
    const N: usize = 1000;
    const LEN: usize = 4096;
    let ty = TensorType::new(DType::I32, vec![LEN]);
    let mut g = Graph::new("chain");
    let x = g.add_input("x", ty.clone()).unwrap();
    let mut v = x;
    for _ in 0..N {
        v = g.add(Op::Add(NoAttrs {}), &[v, x], None).unwrap();
    }
    g.add_output("y", v).unwrap();
    let input = Tensor::from_i64(DType::I32, &[LEN], &vec![1; LEN]).unwrap();
    let (out, stats) = qnn_interp::run_with_stats(&g, &[input]).unwrap();
    assert_eq!(out[0].to_i64().unwrap(), vec![N as i64 + 1; LEN]);
    let tensor = LEN * 4;
    // The input, the operand being read and the result being written.
    assert!(
        stats.peak_bytes <= 3 * tensor,
        "peak {} bytes for tensors of {tensor}",
        stats.peak_bytes
    );
    assert_eq!(stats.constant_bytes, 0);
}
