//! Same input, same output, byte for byte: importing a model twice (also from a clone of the
//! decoded model) prints the identical text, elided or not, and running a graph twice gives
//! identical tensors.

mod common;

use qnn_ir::text::{print_with, PrintOptions};
use qnn_ir::Tensor;

#[test]
fn import_print_and_run_are_deterministic() {
    let dir = common::root().join("tests/fixtures/tflite");
    let models = common::files_with_ext(&dir, "tflite");
    assert!(models.len() > 100);
    for path in models {
        let bytes = std::fs::read(&path).unwrap();
        let a = qnn_tflite::import_bytes(&bytes).unwrap();
        let b = qnn_tflite::import(&qnn_tflite::read_model(&bytes).unwrap().clone()).unwrap();
        for elide_constants in [false, true] {
            let opts = PrintOptions { elide_constants };
            assert_eq!(
                print_with(&a, &opts),
                print_with(&b, &opts),
                "{}",
                path.display()
            );
        }
        if a.values()
            .iter()
            .all(|v| v.ty.num_elements().is_some_and(|n| n <= 1 << 16))
        {
            let inputs: Vec<Tensor> = a
                .inputs()
                .iter()
                .map(|&i| Tensor::zeros(a.ty(i).unwrap().clone()).unwrap())
                .collect();
            let r1 = qnn_interp::run(&a, &inputs).map_err(|e| e.to_string());
            let r2 = qnn_interp::run(&b, &inputs).map_err(|e| e.to_string());
            assert_eq!(r1, r2, "{}", path.display());
        }
    }
}
