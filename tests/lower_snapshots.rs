//! Snapshots of lowered IR text: every `tests/lower/*.qnn` input is lowered with the default
//! options and its printed lowered graph (long constants by content hash, as
//! `qnnc lower --elide-constants` prints them) is snapshotted as `snapshots/lower_<stem>.snap`.
//!
//! Each input is a small hand-written graph focused on one lowering topic, named for it
//! (`conv2d_padding.qnn`, `softmax.qnn`, ...; the text format's `//` comments cannot
//! describe them in the files themselves, which `tests/roundtrip.rs` requires to be in
//! canonical, comment-free form; their output names say what each case shows). Together the
//! inputs exercise every rewrite rule, which [`every_rule_is_exercised_by_a_snapshot`]
//! checks, so a change to any rule shows up as a snapshot diff.
//!
//! - `conv2d_per_channel`: per-channel weight scales (`ohwi` with a bias, `hwio` with a
//!   clamp), nonzero input zero point folded into the bias;
//! - `conv2d_padding`: `valid`, `same` and explicit padding with nonzero input and weight
//!   zero points (per-position bias where padded taps are skipped, `w - w_zp` weights);
//! - `depthwise`: `groups` = input channels, `ihwo`, channel multiplier 1 and 2;
//! - `conv2d_16x8`: int16 activations, int8 weights, `i64` accumulator, `tflite_int64`;
//! - `conv2d_nchw`: `nchw`/`oihw`, bias reshaped to `[O, 1, 1]`, TVM roundings, dilation;
//! - `dense`: per-channel, `f64_half_away`, `u8` weights with a zero point, `keep_dims`;
//! - `requantize`: identity, requantize of requantize (both shift cases), between dtypes,
//!   the `u8` -> `i8` shift by 128, per-axis, widening to `i32`;
//! - `requantize_noop_inner`: a no-op requantize under another one (it once left the outer
//!   value without an extractable form);
//! - `quantize_dequantize`: dequantize -> quantize pairs that vanish (8 and 16 bits), one
//!   that rescales, per-axis quantize and dequantize;
//! - `add_sub_mul`: TFLite and TVM schemes, broadcasting, constant operands, zero points
//!   zero, the int16 power-of-two path;
//! - `pools`: average pools (padding, clamp, `nchw`) and max pools;
//! - `mean`: spatial and channel means, zero points zero, `u8`;
//! - `concatenate`: same and different quantization, TFLite and TVM rescales;
//! - `softmax`: `i8`, `u8`, `i8` -> `i16` and `i16`;
//! - `activations`: logistic, tanh, hard swish, leaky relu and exp as tables;
//! - `chains`: QNN chains collapsing into one table, and core chains with multiply by one,
//!   add and subtract zero, constants gathered, clip of clip and cast of cast;
//! - `batch_matmul`: `qnn.batch_matmul` with both zero points (the two row/column sums and the
//!   constant), and a core `batch_matmul`;
//! - `prelu`: `qnn.prelu` with a per-channel alpha as `max`/`min` of the centered input and
//!   two rescales, and `qnn.squared_difference`;
//! - `movement`: `slice` (a negative stride), `maximum` with a constant, `gather`, `tile`
//!   between requantizes: the data-movement ops pass through lowering;
//! - `core`: core ops canonicalization simplifies (no-op cast and clip, uniform and unit
//!   `fixed_point_multiply`, constant subtraction and addition).

#[macro_use]
mod common;

use std::collections::BTreeMap;
use std::path::PathBuf;

use qnn_ir::text::{parse, print, print_with, PrintOptions};
use qnn_rewrite::{lower, Lowered};

/// The inputs, sorted.
fn inputs() -> Vec<PathBuf> {
    let files = common::files_with_ext(&common::root().join("tests/lower"), "qnn");
    assert!(!files.is_empty(), "no inputs in tests/lower/");
    files
}

/// The file's stem (`conv2d_padding`).
fn stem(path: &std::path::Path) -> String {
    path.file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_else(|| panic!("{} has no UTF-8 stem", path.display()))
        .to_string()
}

/// Parses and lowers one input.
fn lower_file(path: &std::path::Path) -> Lowered {
    let text =
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()));
    let g = parse(&text).unwrap_or_else(|e| panic!("{}:{e}", path.display()));
    lower(&g, &Default::default()).unwrap_or_else(|e| panic!("lower {}: {e}", path.display()))
}

/// Lowers one input and checks its lowered graph against its snapshot.
fn lowered_graph_matches_its_snapshot(path: &std::path::Path) {
    let name = stem(path);
    let lowered = lower_file(path);
    let text = print(&lowered.graph);
    assert!(
        !text.contains(" = qnn."),
        "{name}: a qnn op is left after lowering:\n{text}"
    );

    let again = print(&lower_file(path).graph);
    assert_eq!(text, again, "{name}: lowering twice gives different text");

    let reparsed = parse(&text).unwrap_or_else(|e| panic!("{name}: lowered text: {e}"));
    assert_eq!(
        reparsed, lowered.graph,
        "{name}: the lowered text does not parse back to the lowered graph"
    );

    // Constants too long to print inline (weights, 256- and 65536-entry tables) appear
    // by content hash, so the snapshots stay readable and still change with them.
    let shown = print_with(
        &lowered.graph,
        &PrintOptions {
            elide_constants: true,
        },
    );
    common::insta_settings().bind(|| insta::assert_snapshot!(format!("lower_{name}"), shown));
}

fn every_rule_is_exercised_by_a_snapshot() {
    let mut applied: BTreeMap<&'static str, usize> = BTreeMap::new();
    for path in inputs() {
        let lowered = lower_file(&path);
        for phase in &lowered.report.phases {
            for &(rule, n) in &phase.applied {
                *applied.entry(rule).or_default() += n;
            }
        }
    }
    let unexercised: Vec<&'static str> = qnn_rewrite::rules::all_rules()
        .iter()
        .map(|r| r.name())
        .filter(|name| applied.get(name).copied().unwrap_or(0) == 0)
        .collect();
    assert!(
        unexercised.is_empty(),
        "rules no tests/lower/*.qnn input exercises: {}",
        unexercised.join(", ")
    );
}

fn main() -> std::process::ExitCode {
    let mut trials = tests![every_rule_is_exercised_by_a_snapshot];
    trials.extend(common::file_trials(
        "lower",
        inputs(),
        lowered_graph_matches_its_snapshot,
    ));
    common::run(trials)
}
