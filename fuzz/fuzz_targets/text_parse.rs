//! Any text as a `.qnn` file: parsing never panics; a parsed graph prints canonically, and
//! that text parses back to the same graph and prints the same again.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(g) = qnn_ir::text::parse(src) else {
        return;
    };
    let text = qnn_ir::text::print(&g);
    let back = qnn_ir::text::parse(&text).expect("printed graphs parse");
    assert!(back == g, "round trip changed the graph");
    assert_eq!(
        qnn_ir::text::print(&back),
        text,
        "printing is not a fixed point"
    );
});
