//! Every `.qnn` file in the repository is a fixed point of the printer: `print(parse(file))`
//! parses back to the same graph and prints identically. A file may open with `//` comment
//! lines saying what it tests; below them it is in canonical form (the printout, byte for
//! byte). One trial per file: `cargo test --test roundtrip -- conv2d` picks cases.

#[macro_use]
mod common;

use qnn_ir::text::{parse, print};

/// The file without its leading `//` comment and blank lines.
fn body(text: &str) -> &str {
    let mut rest = text;
    while let Some(line) = rest.split_inclusive('\n').next() {
        let t = line.trim();
        if !(t.is_empty() || t.starts_with("//")) {
            break;
        }
        rest = &rest[line.len()..];
    }
    rest
}

fn round_trips(path: &std::path::Path) {
    let text = std::fs::read_to_string(path).unwrap();
    let g = parse(&text).unwrap_or_else(|e| panic!("{}:{e}", path.display()));
    qnn_ir::verify(&g).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let printed = print(&g);
    let again = parse(&printed).unwrap();
    assert_eq!(again, g, "{}: parse(print(g)) != g", path.display());
    assert_eq!(
        print(&again),
        printed,
        "{}: print is not a fixed point",
        path.display()
    );
    assert_eq!(
        printed,
        body(&text),
        "{} is not in canonical form below its header comment",
        path.display()
    );
}

fn corpus_covers_every_op() {
    let mut seen = std::collections::BTreeSet::new();
    for path in common::corpus() {
        let g = parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        for v in g.values() {
            if let qnn_ir::ValueDef::Op { op, .. } = &v.def {
                seen.insert(op.opcode());
            }
        }
    }
    let missing: Vec<_> = qnn_ir::Opcode::ALL
        .iter()
        .filter(|o| !seen.contains(o))
        .map(|o| o.mnemonic())
        .collect();
    assert!(missing.is_empty(), "ops without a corpus file: {missing:?}");
}

fn non_canonical_text_prints_to_a_fixed_point() {
    // Names instead of numbers, comments, forward references, extra blanks.
    let text = r#"
// a comment
graph "loose" {   // trailing comment
  output "y" = %sum
  %sum = add %a,   %b : tensor<2xi32>
  input %a "a" : tensor<2xi32>
  %b = const [1, -2] : tensor<2xi32>
}
"#;
    let g = parse(text).unwrap();
    qnn_ir::verify(&g).unwrap();
    let once = print(&g);
    assert_eq!(
        once,
        "graph \"loose\" {\n  input %0 \"a\" : tensor<2xi32>\n  %1 = const [1, -2] : tensor<2xi32>\n  %2 = add %0, %1 : tensor<2xi32>\n  output \"y\" = %2\n}\n"
    );
    assert_eq!(print(&parse(&once).unwrap()), once);
}

fn elided_constants_print_type_and_hash_and_do_not_parse() {
    let path = common::root().join("tests/corpus/conv2d.qnn");
    let g = parse(&std::fs::read_to_string(path).unwrap()).unwrap();
    let opts = qnn_ir::text::PrintOptions {
        elide_constants: true,
    };
    let elided = qnn_ir::text::print_with(&g, &opts);
    assert!(!elided.contains("data @"), "{elided}");
    let line = elided
        .lines()
        .find(|l| l.contains("elided<fnv64:"))
        .unwrap();
    assert!(line.ends_with(": tensor<3x2x2x2xi8>"), "{line}");
    assert_eq!(elided, qnn_ir::text::print_with(&g, &opts), "deterministic");
    let err = parse(&elided).unwrap_err();
    assert!(err.message.contains("elided"), "{err}");
}

fn text_format_doc_examples_are_canonical() {
    let doc = std::fs::read_to_string(common::root().join("docs/text-format.md")).unwrap();
    let blocks: Vec<&str> = doc
        .split("```")
        .skip(1)
        .step_by(2)
        .map(|b| b.trim_start_matches(|c| c != '\n').trim_start_matches('\n'))
        .filter(|b| b.starts_with("graph "))
        .collect();
    assert!(!blocks.is_empty());
    for b in blocks {
        let g = parse(b).unwrap_or_else(|e| panic!("doc example: {e}\n{b}"));
        qnn_ir::verify(&g).unwrap();
        assert_eq!(print(&g), b, "doc example is not canonical");
    }
}

fn main() -> std::process::ExitCode {
    let files = common::all_qnn_files();
    assert!(files.len() >= 10, "expected the corpus, found {files:?}");
    let mut trials = tests![
        corpus_covers_every_op,
        non_canonical_text_prints_to_a_fixed_point,
        elided_constants_print_type_and_hash_and_do_not_parse,
        text_format_doc_examples_are_canonical,
    ];
    trials.extend(files.into_iter().map(|path| {
        let name = path
            .strip_prefix(common::root())
            .unwrap_or(&path)
            .with_extension("")
            .display()
            .to_string();
        common::Trial::test(format!("roundtrip/{name}"), move || {
            round_trips(&path);
            Ok(())
        })
    }));
    common::run(trials)
}
