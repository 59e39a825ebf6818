//! Snapshots of lowered IR text: every `tests/lower/*.qnn` input is lowered with the default
//! options and its printed lowered graph (long constants by content hash, as
//! `qnnc lower --elide-constants` prints them), after a line naming the rules that fired, is
//! snapshotted as `snapshots/lower_<stem>.snap`. One trial per input:
//! `cargo test --test lower_snapshots -- conv2d_padding` runs those cases.
//!
//! Each input is one small hand-written case, named for it (`conv2d_padding_same.qnn`,
//! `softmax_u8.qnn`, ...), whose header comment says what it shows and names, on a line
//! `// Exercises: rule, rule`, the rules it is there for (or `none` for a case no rule
//! touches); the test checks that each of them fires on it. Together the inputs exercise every rewrite rule, which
//! [`every_rule_is_exercised_by_a_snapshot`] checks, so a change to any rule shows up as a
//! snapshot diff.

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

/// The rules that fired while lowering, by name, sorted.
fn rules_fired(lowered: &Lowered) -> Vec<&'static str> {
    let mut fired: Vec<&'static str> = lowered
        .report
        .phases
        .iter()
        .flat_map(|p| p.applied.iter())
        .filter(|(_, n)| *n > 0)
        .map(|(rule, _)| *rule)
        .collect();
    fired.sort_unstable();
    fired.dedup();
    fired
}

/// Lowers one input and checks its lowered graph against its snapshot.
fn lowered_graph_matches_its_snapshot(path: &std::path::Path) {
    let name = stem(path);
    let lowered = lower_file(path);
    let fired = rules_fired(&lowered);
    let source = std::fs::read_to_string(path).expect("readable");
    let exercises: Vec<&str> = source
        .lines()
        .take_while(|l| l.starts_with("//"))
        .filter_map(|l| l.strip_prefix("// Exercises:"))
        .flat_map(|l| l.split(','))
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .collect();
    assert!(
        !exercises.is_empty(),
        "{name}: the header names no rule on a `// Exercises:` line"
    );
    if exercises[0].starts_with("none") {
        assert!(
            fired.is_empty(),
            "{name}: says no rule fires, but {fired:?} do"
        );
    }
    for r in exercises.iter().filter(|r| !r.starts_with("none")) {
        assert!(
            fired.contains(r),
            "{name}: the header says it exercises {r}, which does not fire (fired: {})",
            fired.join(", ")
        );
    }
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
    let shown = format!("// rules: {}\n{shown}", fired.join(", "));
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
    let unexercised: Vec<&'static str> = qnn_rewrite::all_rules()
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
