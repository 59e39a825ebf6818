//! Rendered error messages for bad IR text, as insta snapshots in `snapshots/`.
//! Each case renders as `case.qnn:line:col: message` (parse errors) or one line per
//! verifier diagnostic with the position of the value it names.

mod common;

use qnn_ir::text::parse_with_spans;

fn render(name: &str, text: &str) -> String {
    match parse_with_spans(text) {
        Err(e) => format!("{name}.qnn:{e}"),
        Ok((g, spans)) => match qnn_ir::verify(&g) {
            Ok(()) => format!("{name}.qnn: no error"),
            Err(e) => e
                .diagnostics
                .iter()
                .map(|d| match d.value.and_then(|v| spans.get(v)) {
                    Some((l, c)) => format!("{name}.qnn:{l}:{c}: {d}"),
                    None => format!("{name}.qnn: {d}"),
                })
                .collect::<Vec<_>>()
                .join("\n"),
        },
    }
}

const HEAD: &str = "graph \"g\" {\n  input %0 \"x\" : tensor<1x4xi8>\n";

fn body(lines: &str) -> String {
    format!("{HEAD}{lines}\n}}\n")
}

#[test]
fn error_messages() {
    let cases: Vec<(&str, String)> = vec![
        ("empty", String::new()),
        ("not_a_graph", "func @f {}".into()),
        ("unknown_op", body("  %1 = qnn.frobnicate %0 : tensor<1x4xi8>\n  output \"y\" = %1")),
        ("undefined_value", body("  %1 = cast %7 : tensor<1x4xi32>\n  output \"y\" = %1")),
        ("redefined_value", body("  %1 = cast %0 : tensor<1x4xi32>\n  %1 = cast %0 : tensor<1x4xi32>\n  output \"y\" = %1")),
        ("cycle", body("  %1 = add %2, %0 : tensor<1x4xi8>\n  %2 = add %1, %0 : tensor<1x4xi8>\n  output \"y\" = %2")),
        ("bad_type", body("  %1 = cast %0 : tensor<1x4xi9>\n  output \"y\" = %1")),
        ("bad_dim", body("  %1 = cast %0 : tensor<1xQx4xi32>\n  output \"y\" = %1")),
        ("missing_attr", body("  %1 = clip %0 {min = 0} : tensor<1x4xi8>\n  output \"y\" = %1")),
        ("unknown_attr", body("  %1 = clip %0 {min = 0, max = 3, mode = 1} : tensor<1x4xi8>\n  output \"y\" = %1")),
        ("duplicate_attr", body("  %1 = clip %0 {min = 0, min = 3} : tensor<1x4xi8>\n  output \"y\" = %1")),
        ("bad_rounding", body("  %1 = qnn.requantize %0 {in_q = q(0.5, 0), out_q = q(0.5, 0), ratio = f64, rounding = banker, clamp = none} : tensor<1x4xi8>\n  output \"y\" = %1")),
        ("int_overflow", body("  %1 = clip %0 {min = 99999999999999999999, max = 3} : tensor<1x4xi8>\n  output \"y\" = %1")),
        ("wrong_arity", body("  %1 = add %0 : tensor<1x4xi8>\n  output \"y\" = %1")),
        ("const_count", body("  %1 = const [1, 2, 3] : tensor<1x4xi8>\n  output \"y\" = %1")),
        ("const_range", body("  %1 = const [1, 2, 3, 300] : tensor<1x4xi8>\n  output \"y\" = %1")),
        ("missing_data", body("  %1 = const @3 : tensor<1x4xi8>\n  output \"y\" = %1")),
        ("unterminated_string", "graph \"g {\n}\n".into()),
        ("two_statements_on_a_line", body("  %1 = cast %0 : tensor<1x4xi32> %2 = cast %0 : tensor<1x4xi32>\n  output \"y\" = %1")),
        // Verifier errors (every one is reported).
        ("bad_scale", body("  %1 = qnn.requantize %0 {in_q = q(-0.5, 0), out_q = q(nan, 0), ratio = f64, rounding = tflite_double, clamp = none} : tensor<1x4xi8>\n  output \"y\" = %1")),
        ("zero_point_range", body("  %1 = qnn.requantize %0 {in_q = q(0.5, 200), out_q = q(0.5, 0), ratio = f64, rounding = tflite_double, clamp = none} : tensor<1x4xu8>\n  output \"y\" = %1")),
        ("axis_length", body("  %1 = qnn.requantize %0 {in_q = q_axis(1, [0.5, 0.5], [0, 0]), out_q = q(0.5, 0), ratio = f64, rounding = tflite_double, clamp = none} : tensor<1x4xi8>\n  output \"y\" = %1")),
        ("axis_range", body("  %1 = qnn.dequantize %0 {in_q = q_axis(2, [0.5], [0])} : tensor<1x4xf32>\n  output \"y\" = %1")),
        ("result_type_mismatch", body("  %1 = add %0, %0 : tensor<1x5xi8>\n  %2 = transpose %0 {perm = [0, 0]} : tensor<1x4xi8>\n  output \"y\" = %1\n  output \"z\" = %2")),
        ("broadcast", body("  %1 = const [1, 2, 3] : tensor<3xi8>\n  %2 = add %0, %1 : tensor<1x4xi8>\n  output \"y\" = %2")),
        ("clamp_range", body("  %1 = qnn.requantize %0 {in_q = q(0.5, 0), out_q = q(0.5, 0), ratio = f64, rounding = tflite_double, clamp = [10, -10]} : tensor<1x4xi8>\n  output \"y\" = %1")),
        ("float_quantize_rounding", "graph \"g\" {\n  input %0 \"x\" : tensor<4xf32>\n  %1 = qnn.quantize %0 {out_q = q(0.5, 0), rounding = tflite_double} : tensor<4xi8>\n  output \"y\" = %1\n}\n".into()),
        ("no_outputs", body("  %1 = cast %0 : tensor<1x4xi32>")),
        ("duplicate_output", body("  output \"y\" = %0\n  output \"y\" = %0")),
        ("add_f64_rounding", body("  %1 = qnn.add %0, %0 {lhs_q = q(0.5, 0), rhs_q = q(0.5, 0), out_q = q(1.0, 0), pot_int16 = false, rounding = f64_half_away, clamp = none} : tensor<1x4xi8>\n  output \"y\" = %1")),
        ("softmax_output_params", body("  %1 = qnn.softmax %0 {in_q = q(0.5, 0), out_q = q(0.5, 0), beta = 1.0} : tensor<1x4xi8>\n  output \"y\" = %1")),
        ("int16_logistic_params", "graph \"g\" {\n  input %0 \"x\" : tensor<4xi16>\n  %1 = qnn.logistic %0 {in_q = q(0.001, 3), out_q = q(3.0517578e-5, 0)} : tensor<4xi16>\n  output \"y\" = %1\n}\n".into()),
        ("int16_hard_swish", "graph \"g\" {\n  input %0 \"x\" : tensor<4xi16>\n  %1 = qnn.hard_swish %0 {in_q = q(0.001, 0), out_q = q(0.001, 0)} : tensor<4xi16>\n  output \"y\" = %1\n}\n".into()),
        ("every_attribute_problem", body("  %1 = qnn.requantize %0 {in_q = q(nan, 0), out_q = q(inf, 300), ratio = f64, rounding = tflite_double, clamp = [5, -5]} : tensor<1x4xi8>\n  output \"y\" = %1")),
        ("hard_swish_output_scale", body("  %1 = qnn.hard_swish %0 {in_q = q(1.0, 0), out_q = q(1e-6, 0)} : tensor<1x4xi8>\n  output \"y\" = %1")),
        ("hybrid_dense_params", "graph \"g\" {\n  input %0 \"x\" : tensor<2x3xf32>\n  %1 = const [1, 2, 3, 4, 5, 6] : tensor<2x3xi8>\n  %2 = const [1, 2] : tensor<2xi32>\n  %3 = qnn.hybrid_dense %0, %1, %2 {w_q = q_axis(0, [0.5, 0.25], [0, 3]), asymmetric = true, keep_dims = false} : tensor<2x2xf32>\n  output \"y\" = %3\n}\n".into()),
        ("hybrid_dense_input", body("  %1 = const [1, 2, 3, 4, 5, 6, 7, 8] : tensor<2x4xi8>\n  %2 = qnn.hybrid_dense %0, %1 {w_q = q(0.5, 0), asymmetric = false, keep_dims = false} : tensor<1x2xf32>\n  output \"y\" = %2")),
        // State variables.
        ("next_without_state", body("  next \"x\" = %0\n  output \"y\" = %0")),
        ("output_named_like_state", body("  state %1 \"s\" = [1, 2, 3, 4] : tensor<1x4xi8>\n  output \"s\" = %1")),
        ("state_without_next", body("  state %1 \"s\" = [1, 2, 3, 4] : tensor<1x4xi8>\n  output \"y\" = %1")),
        ("state_next_type", body("  state %1 \"s\" = [1, 2, 3, 4] : tensor<1x4xi8>\n  %2 = cast %1 : tensor<1x4xi32>\n  output \"y\" = %1\n  next \"s\" = %2")),
        ("state_init_count", body("  state %1 \"s\" = [1, 2] : tensor<1x4xi8>\n  output \"y\" = %1\n  next \"s\" = %1")),
        ("state_named_like_input", body("  state %1 \"x\" = [1, 2, 3, 4] : tensor<1x4xi8>\n  next \"x\" = %1")),
        ("conv_groups", "graph \"g\" {\n  input %0 \"x\" : tensor<1x4x4x3xi8>\n  %1 = const [1, 2, 3, 4, 5, 6] : tensor<3x1x1x2xi8>\n  %2 = conv2d %0, %1 {strides = [1, 1], padding = valid, dilation = [1, 1], groups = 1, data_layout = nhwc, kernel_layout = ohwi} : tensor<1x4x4x3xi32>\n  output \"y\" = %2\n}\n".into()),
    ];
    let mut out = String::new();
    for (name, text) in &cases {
        out.push_str(&render(name, text));
        out.push('\n');
    }
    common::insta_settings().bind(|| insta::assert_snapshot!("parse_and_verify_errors", out));
}
