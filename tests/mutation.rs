//! Robustness: every corpus file, truncated at every position and mutated at many
//! positions, must parse to an error or to a graph; every graph that verifies must
//! round-trip through the printer and run in the interpreter (to outputs or an error),
//! never panic, and lower and compile for a target (to a graph with the same outputs, or an
//! error), and export the lowered graph to MLIR (to a module or an error).

mod common;

use qnn_ir::text::{parse, print};
use qnn_ir::{Tensor, ValueDef};
use rand::{Rng, SeedableRng};

/// Bytes that are likely to produce near-valid text.
const ALPHABET: &[u8] = b"0123456789-+.,:;=%@\"[](){}<>xq_ \n\tabcdefinoprstuv";

/// What happened to one input: 0 = parse error, 1 = verify error, 2 = verified.
fn check(text: &str) -> usize {
    let Ok(g) = parse(text) else { return 0 };
    if qnn_ir::verify(&g).is_err() {
        return 1;
    }
    let printed = print(&g);
    let again =
        parse(&printed).unwrap_or_else(|e| panic!("printed text does not parse: {e}\n{printed}"));
    assert_eq!(again, g, "parse(print(g)) != g for\n{text}");
    // Run on zero inputs when small enough.
    let mut inputs = Vec::new();
    for &i in g.inputs() {
        let ty = g.ty(i).unwrap().clone();
        if ty.num_elements().is_none_or(|n| n > 1 << 16) {
            return 2;
        }
        inputs.push(Tensor::zeros(ty).unwrap());
    }
    let big = g.values().iter().any(|v| {
        v.ty.num_elements().is_none_or(|n| n > 1 << 16)
            || matches!(&v.def, ValueDef::Op { op: qnn_ir::Op::Conv2d(_) | qnn_ir::Op::QnnConv2d(_), .. } if v.ty.num_elements().unwrap_or(0) > 4096)
    });
    if !big {
        let _ = qnn_interp::run(&g, &inputs);
        // Lowering never panics either; where it succeeds, the lowered graph computes the
        // same outputs (or both fail).
        if let Ok(l) = qnn_rewrite::lower(&g, &Default::default()) {
            if let Err(m) = qnn_check::validate::compare(&g, &l.graph, &inputs) {
                panic!("lowering changed the result: {m}\n{text}");
            }
            // The MLIR export of the lowered graph: a module or an error, never a panic.
            for flavour in [qnn_mlir::Flavour::Linalg, qnn_mlir::Flavour::Tosa] {
                let opts = qnn_mlir::ExportOptions {
                    flavour,
                    elide_constants: false,
                };
                let _ = qnn_mlir::export(&l.graph, &opts);
            }
        }
        // So does compiling for a target (one per input, in turn): legalize, lower, check.
        let registry = qnn_legalize::Registry::builtin();
        let target = &registry.targets()[text.len() % registry.targets().len()];
        if let Ok(c) = qnn_legalize::compile(&g, target, &Default::default()) {
            if let Err(m) = qnn_check::validate::compare(&g, &c.lowered.graph, &inputs) {
                panic!(
                    "compiling for {} changed the result: {m}\n{text}",
                    target.name
                );
            }
        }
    }
    2
}

#[test]
fn truncations_and_mutations_never_panic() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0x5eed);
    let mut outcomes = [0usize; 3];
    for path in common::corpus() {
        let text = std::fs::read_to_string(&path).unwrap();
        let bytes = text.as_bytes();
        for cut in 0..bytes.len() {
            outcomes[check(&String::from_utf8_lossy(&bytes[..cut]))] += 1;
        }
        // Mutate the graph body, where the ops and attributes are (not the data section).
        let body_end = text.find("\n}\n").unwrap_or(text.len());
        let digits: Vec<usize> = (0..body_end)
            .filter(|&i| bytes[i].is_ascii_digit())
            .collect();
        for _ in 0..400 {
            let mut b = bytes.to_vec();
            for _ in 0..rng.random_range(1..4) {
                if rng.random_bool(0.5) {
                    // Digit for digit: mostly still parses, and exercises the verifier.
                    let pos = digits[rng.random_range(0..digits.len())];
                    b[pos] = b'0' + rng.random_range(0..10u8);
                    continue;
                }
                let pos = rng.random_range(0..body_end.min(b.len()));
                let c = ALPHABET[rng.random_range(0..ALPHABET.len())];
                match rng.random_range(0..3) {
                    0 => b[pos] = c,
                    1 => b.insert(pos, c),
                    _ => {
                        b.remove(pos);
                    }
                }
            }
            outcomes[check(&String::from_utf8_lossy(&b))] += 1;
        }
    }
    // The mutations must reach every layer: parse errors, verifier errors, and graphs
    // that verify and run.
    assert!(
        outcomes.iter().all(|&n| n >= 100),
        "outcomes (parse error, verify error, ok): {outcomes:?}"
    );
}

#[test]
fn arbitrary_bytes_never_panic() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    for len in 0..2000 {
        let b: Vec<u8> = (0..len % 200).map(|_| rng.random()).collect();
        check(&String::from_utf8_lossy(&b));
    }
}
