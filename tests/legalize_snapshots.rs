//! Snapshots of legalized and lowered IR, per target: every `tests/legalize/*.qnn` input
//! (a convolution, a depthwise or second convolution, and a dense layer in one quantization
//! flavour) is compiled for every built-in target, and `snapshots/legalize_<stem>_<target>.snap`
//! holds the target's hook counts, the legalized QNN graph and the lowered graph (long
//! constants by content hash, as `--elide-constants` prints them).
//!
//! - `uint8_legacy`: uint8 activations and per-tensor uint8 weights with zero points (the
//!   legacy TFLite scheme), `float` multiplier products;
//! - `int8_per_channel`: int8 activations, symmetric per-channel int8 weights; the pointwise
//!   conv's weights lie in [-64, 64] (x86 keeps `vpmaddubsw`), the 3x3 conv's do not;
//! - `int16x8`: int16 activations, int8 weights, 64-bit accumulators.
//!
//! Each compiled graph must also be exact (equal to the QNN graph on random inputs),
//! deterministic (compiled twice, printed identically) and hold only ops its target runs.

mod common;

use qnn_ir::text::{parse, print_with, PrintOptions};
use qnn_legalize::{compile, Registry};
use qnn_rewrite::validate::{compare, random_inputs};

const ELIDE: PrintOptions = PrintOptions {
    elide_constants: true,
};

#[test]
fn legalized_graphs_match_their_snapshots() {
    let files = common::files_with_ext(&common::root().join("tests/legalize"), "qnn");
    assert_eq!(files.len(), 3, "the three flavours of tests/legalize/");
    for path in files {
        let stem = path.file_stem().and_then(|s| s.to_str()).expect("a stem");
        let text = std::fs::read_to_string(&path).expect("readable");
        let g = parse(&text).unwrap_or_else(|e| panic!("{}:{e}", path.display()));
        for target in Registry::builtin().targets() {
            let name = format!("legalize_{stem}_{}", target.name);
            let c =
                compile(&g, target, &Default::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
            let again = compile(&g, target, &Default::default()).expect("compiles twice");
            assert_eq!(
                print_with(&c.lowered.graph, &ELIDE),
                print_with(&again.lowered.graph, &ELIDE),
                "{name}: not deterministic"
            );
            for seed in 0..4 {
                let inputs = random_inputs(&g, seed);
                assert_eq!(
                    compare(&g, &c.lowered.graph, &inputs),
                    Ok(true),
                    "{name}: seed {seed}"
                );
            }
            let hooks: Vec<String> = c
                .legalized
                .report
                .applied
                .iter()
                .filter(|(_, n)| **n > 0)
                .map(|(h, n)| format!("{h} {n}"))
                .collect();
            let snap = format!(
                "// target {}: {}\n// hooks: {}\n\n// legalized\n{}\n// lowered\n{}",
                target.name,
                target.description,
                hooks.join(", "),
                print_with(&c.legalized.graph, &ELIDE),
                print_with(&c.lowered.graph, &ELIDE)
            );
            common::insta_settings().bind(|| insta::assert_snapshot!(name, snap));
        }
    }
}
