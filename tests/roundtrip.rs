//! Every `.qnn` file in the repository is in canonical form: it parses, verifies, and
//! prints back byte for byte; and `parse(print(g)) == g`.

mod common;

use qnn_ir::text::{parse, print};

#[test]
fn every_qnn_file_round_trips_byte_identically() {
    let files = common::all_qnn_files();
    assert!(files.len() >= 10, "expected the corpus, found {files:?}");
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let g = parse(&text).unwrap_or_else(|e| panic!("{}:{e}", path.display()));
        qnn_ir::verify(&g).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let printed = print(&g);
        assert_eq!(printed, text, "{} is not in canonical form", path.display());
        let again = parse(&printed).unwrap();
        assert_eq!(again, g, "{}: parse(print(g)) != g", path.display());
    }
}

#[test]
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

#[test]
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

#[test]
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

#[test]
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
