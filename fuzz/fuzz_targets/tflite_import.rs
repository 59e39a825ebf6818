//! Any bytes as a `.tflite` file: reading and importing never panic, and an imported graph
//! verifies and prints to text that parses back to it.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(model) = qnn_tflite::read_model(data) else {
        return;
    };
    let Ok(g) = qnn_tflite::import(&model) else {
        return;
    };
    qnn_ir::verify(&g).expect("the importer returns verified graphs");
    let text = qnn_ir::text::print(&g);
    let back = qnn_ir::text::parse(&text).expect("printed graphs parse");
    assert!(
        back == g,
        "the printed graph parses back to a different graph"
    );
});
