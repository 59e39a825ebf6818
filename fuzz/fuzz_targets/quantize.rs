//! The quantizer on parsed float graphs: a float graph that parses and verifies (and is small)
//! is quantized under a configuration chosen by the first fuzz bytes, calibrated on samples
//! filled from the rest. Quantizing may refuse (an error); what it returns must verify, run
//! like its own lowering on every built-in target, and its simulation must run. A panic or a
//! difference is a finding.
#![no_main]

use libfuzzer_sys::fuzz_target;
use qnn_ir::{DType, Data, Tensor, TensorType, ValueDef};

/// Most elements any value may have (keeps each run fast).
const LIMIT: usize = 1 << 10;

/// A qconfig from two bytes: activation bits, dtype and symmetry; weight bits, symmetry, scale
/// and per-channel; the calibration mode.
fn config(a: u8, b: u8) -> String {
    let bits = 2 + u32::from(a % 15);
    let dtype = match (a / 15) % 3 {
        0 => "",
        1 if bits <= 8 => "dtype = \"u8\"\n",
        _ => "dtype = \"i16\"\n",
    };
    let symmetric = if a >= 128 { "symmetric = true\n" } else { "" };
    let wbits = 2 + u32::from(b % 15);
    let mode = match (b / 15) % 5 {
        0 => "mode = \"minmax\"",
        1 => "mode = \"percentile\"\npercentile = 99.0",
        2 => "mode = \"kl_divergence\"",
        3 => "mode = \"mse\"",
        _ => "mode = \"global_scale\"\nglobal_scale = 4.0",
    };
    let wsym = if b & 0x40 != 0 { "symmetric = false\n" } else { "" };
    let pc = if b & 0x80 != 0 { "per_channel = false\nscale = \"power2\"\n" } else { "" };
    format!(
        "[activations]\nbits = {bits}\n{dtype}{symmetric}[weights]\nbits = {wbits}\n{wsym}{pc}[calibration]\n{mode}\n"
    )
}

fuzz_target!(|data: &[u8]| {
    if data.len() < 2 {
        return;
    }
    let Ok(cfg) = qnn_quantize::QConfig::from_toml(&config(data[0], data[1])) else {
        return;
    };
    // The graph text, then a 0xff byte, then the bytes the samples are filled from.
    let rest = &data[2..];
    let split = rest.iter().position(|&b| b == 0xff).unwrap_or(rest.len());
    let Ok(src) = std::str::from_utf8(&rest[..split]) else {
        return;
    };
    let fill = rest.get(split + 1..).unwrap_or(&[]);
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
        || g.inputs().iter().any(|&i| g.ty(i).map(|t| t.dtype) != Some(DType::F32))
    {
        return;
    }
    let mut k = 0usize;
    let mut next = || {
        k += 1;
        f32::from(fill.get(k % fill.len().max(1)).copied().unwrap_or(0) as i8) * 0.125
    };
    let samples: Vec<Vec<Tensor>> = (0..2)
        .map(|_| {
            g.inputs()
                .iter()
                .map(|&i| {
                    let ty: TensorType = g.ty(i).expect("inputs have types").clone();
                    let n = ty.num_elements().unwrap_or(0);
                    Tensor::new(ty, Data::F32((0..n).map(|_| next()).collect()))
                        .expect("a tensor of the input's size")
                })
                .collect()
        })
        .collect();
    let Ok(q) = qnn_quantize::quantize(&g, &cfg, &samples, &mut |_, _, _| {}) else {
        return;
    };
    qnn_ir::verify(&q.graph).unwrap_or_else(|e| panic!("the quantized graph does not verify: {e}"));
    let _ = qnn_quantize::simulate(&g, &q, &cfg, &samples, &mut |_, _, _| {});
    if let Err(m) = qnn_check::check_every_target(&q.graph, &samples[0]) {
        panic!("{m}");
    }
});
