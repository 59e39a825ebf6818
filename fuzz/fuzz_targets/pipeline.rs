//! The whole pipeline on parsed graphs: a graph that parses and verifies (and is small) runs
//! on inputs made from the fuzz data, and lowering and compiling for every built-in target
//! either refuse it with a legality error or give a graph with the same outputs. The CPU
//! engine then runs the graph compiled for its own target (at every instruction-set level)
//! and must give the interpreter's outputs, or fail where it fails. A difference is a
//! finding, as is a panic or a rule error.
#![no_main]

use libfuzzer_sys::fuzz_target;
use qnn_ir::{Tensor, ValueDef};

/// Most elements any value may have (keeps each run fast).
const LIMIT: usize = 1 << 12;

fuzz_target!(|data: &[u8]| {
    // The graph text, then a 0xff byte, then the bytes the inputs are filled from.
    let split = data.iter().position(|&b| b == 0xff).unwrap_or(data.len());
    let Ok(src) = std::str::from_utf8(&data[..split]) else {
        return;
    };
    let fill = data.get(split + 1..).unwrap_or(&[]);
    let Ok(g) = qnn_ir::text::parse(src) else {
        return;
    };
    if qnn_ir::verify(&g).is_err()
        || !g
            .values()
            .iter()
            .all(|v| v.ty.num_elements().is_some_and(|n| n <= LIMIT))
        || !g
            .values()
            .iter()
            .any(|v| matches!(v.def, ValueDef::Op { .. }))
    {
        return;
    }
    let mut k = 0usize;
    let mut next = || {
        k += 1;
        i64::from(fill.get(k % fill.len().max(1)).copied().unwrap_or(0) as i8)
    };
    let mut inputs = Vec::new();
    for &i in g.inputs() {
        let ty = g.ty(i).expect("inputs have types").clone();
        let t = if ty.dtype.is_int() {
            let n = ty.num_elements().unwrap_or(0);
            let vals: Vec<i64> = (0..n).map(|_| next()).collect();
            match Tensor::from_i64(ty.dtype, &ty.shape, &vals) {
                Some(t) => t,
                None => return,
            }
        } else {
            match Tensor::zeros(ty) {
                Some(t) => t,
                None => return,
            }
        };
        inputs.push(t);
    }
    if let Err(m) = qnn_check::check_every_target(&g, &inputs) {
        panic!("{m}");
    }
    let wrap = qnn_legalize::CompileOptions {
        overflow: qnn_rewrite::OverflowPolicy::Wrap,
        ..Default::default()
    };
    let Ok(c) = qnn_legalize::compile(&g, &qnn_cpu::target(), &wrap) else {
        return;
    };
    let want = qnn_interp::run(&c.lowered.graph, &inputs).ok();
    for isa in qnn_cpu::Isa::supported() {
        let plan = qnn_cpu::Plan::with_isa(&c.lowered.graph, isa)
            .unwrap_or_else(|e| panic!("{}: no plan: {e}", isa.name()));
        let got = plan.run(&inputs).ok();
        assert!(
            got == want,
            "the CPU engine ({}) differs from the interpreter",
            isa.name()
        );
    }
});
