//! Robustness: every corpus file, truncated at every position and mutated at many
//! positions, must parse to an error or to a graph; every graph that verifies must
//! round-trip through the printer and run in the interpreter (to outputs or an error),
//! never panic.

mod common;

use qnn_ir::text::{parse, print};
use qnn_ir::{Tensor, ValueDef};
use rand::{Rng, SeedableRng};

/// Bytes that are likely to produce near-valid text.
const ALPHABET: &[u8] = b"0123456789-+.,:;=%@\"[](){}<>xq_ \n\tabcdefinoprstuv";

fn check(text: &str) {
    let Ok(g) = parse(text) else { return };
    if qnn_ir::verify(&g).is_err() {
        return;
    }
    let printed = print(&g);
    let again = parse(&printed).unwrap_or_else(|e| panic!("printed text does not parse: {e}\n{printed}"));
    assert_eq!(again, g, "parse(print(g)) != g for\n{text}");
    // Run on zero inputs when small enough.
    let mut inputs = Vec::new();
    for &i in g.inputs() {
        let ty = g.ty(i).unwrap().clone();
        if ty.num_elements().is_none_or(|n| n > 1 << 16) {
            return;
        }
        inputs.push(Tensor::zeros(ty).unwrap());
    }
    let big = g.values().iter().any(|v| {
        v.ty.num_elements().is_none_or(|n| n > 1 << 16)
            || matches!(&v.def, ValueDef::Op { op: qnn_ir::Op::Conv2d(_) | qnn_ir::Op::QnnConv2d(_), .. } if v.ty.num_elements().unwrap_or(0) > 4096)
    });
    if !big {
        let _ = qnn_interp::run(&g, &inputs);
    }
}

#[test]
fn truncations_and_mutations_never_panic() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0x5eed);
    for path in common::corpus() {
        let text = std::fs::read_to_string(&path).unwrap();
        let bytes = text.as_bytes();
        for cut in 0..bytes.len() {
            check(&String::from_utf8_lossy(&bytes[..cut]));
        }
        for _ in 0..400 {
            let mut b = bytes.to_vec();
            for _ in 0..rng.random_range(1..4) {
                let pos = rng.random_range(0..b.len());
                let c = ALPHABET[rng.random_range(0..ALPHABET.len())];
                match rng.random_range(0..3) {
                    0 => b[pos] = c,
                    1 => b.insert(pos, c),
                    _ => {
                        b.remove(pos);
                    }
                }
            }
            check(&String::from_utf8_lossy(&b));
        }
    }
}

#[test]
fn arbitrary_bytes_never_panic() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    for len in 0..2000 {
        let b: Vec<u8> = (0..len % 200).map(|_| rng.random()).collect();
        check(&String::from_utf8_lossy(&b));
    }
}
