//! Property test of elementwise trees of one value run as tables (`lookup.rs`): a requantized
//! `i32` value (bounded by the analysis, far wider than a table) used through constant `add`s
//! and `subtract`s into `clip`s, then a table activation, a multiply and a requantize
//! (EfficientNet's swish); and trees of one 8-bit value with per-channel constants and
//! rescales per tensor, per channel or per row (which must not become a table). Inputs
//! over the whole type, so values beyond the clips' saturation points and at them are met;
//! at every instruction-set level, against the reference interpreter, bit for bit.

mod common;

use common::{matches_interpreter, Rng};
use std::cell::Cell;

fn saturating(rng: &mut Rng) -> String {
    let (rows, ch) = (rng.range(1, 30), rng.range(1, 20));
    let s = format!("{rows}x{ch}x");
    let shift = rng.range(-20, -8);
    let (c1, c2) = (rng.range(-40, 40), rng.range(-40, 40));
    let (lo1, hi1) = (rng.range(-300, -100), rng.range(0, 300));
    let sub = rng.pick(&["add", "subtract"]);
    let mult = rng.range(1 << 30, i32::MAX as i64);
    format!(
        "graph \"swish\" {{
  input %0 \"acc\" : tensor<{s}i32>
  %1 = fixed_point_multiply %0 {{multiplier = [{mult}], shift = [{shift}], axis = none, rounding = tflite_double}} : tensor<{s}i32>
  %2 = const [{c1}] : tensor<i32>
  %3 = add %1, %2 : tensor<{s}i32>
  %4 = clip %3 {{min = {lo1}, max = {hi1}}} : tensor<{s}i32>
  %5 = const [{c2}] : tensor<i32>
  %6 = {sub} %1, %5 : tensor<{s}i32>
  %7 = clip %6 {{min = -128, max = 127}} : tensor<{s}i32>
  %8 = cast %7 : tensor<{s}i8>
  %9 = const {} : tensor<256xi32>
  %10 = table %8, %9 : tensor<{s}i32>
  %11 = multiply %4, %10 : tensor<{s}i32>
  %12 = fixed_point_multiply %11 {{multiplier = [{mult}], shift = [-7], axis = none, rounding = tflite_double}} : tensor<{s}i32>
  %13 = clip %12 {{min = -128, max = 127}} : tensor<{s}i32>
  %14 = cast %13 : tensor<{s}i8>
  output \"y\" = %1
  output \"z\" = %14
}}
",
        rng.list(256, -40000, 40000)
    )
}

fn small(rng: &mut Rng) -> String {
    let (rows, ch) = (rng.range(1, 30), rng.range(1, 20));
    let s = format!("{rows}x{ch}x");
    let ty = rng.pick(&["i8", "u8"]);
    // The requantize: one multiplier, one per channel (the last axis), or one per row (axis
    // 0: a tree that depends on the row is no per-channel table).
    let (axis, n) = match rng.range(0, 2) {
        0 => ("none".to_string(), 1),
        1 => ("1".to_string(), ch),
        _ => ("0".to_string(), rows),
    };
    let fpm = format!(
        "multiplier = {}, shift = {}, axis = {axis}",
        rng.list(n as usize, 1 << 30, i32::MAX as i64),
        rng.list(n as usize, -12, 0)
    );
    format!(
        "graph \"small\" {{
  input %0 \"x\" : tensor<{s}{ty}>
  %1 = cast %0 : tensor<{s}i32>
  %2 = const {} : tensor<{ch}xi32>
  %3 = multiply %1, %2 : tensor<{s}i32>
  %4 = fixed_point_multiply %3 {{{fpm}, rounding = tflite_double}} : tensor<{s}i32>
  %5 = clip %4 {{min = -128, max = 127}} : tensor<{s}i32>
  %6 = cast %5 : tensor<{s}i8>
  output \"y\" = %6
}}
",
        rng.list(ch as usize, -3000, 3000),
    )
}

#[test]
fn one_value_trees_as_tables_match_the_interpreter() {
    let tables = Cell::new(0);
    for seed in 0..300 {
        let mut rng = Rng(seed);
        let text = if seed % 2 == 0 {
            saturating(&mut rng)
        } else {
            small(&mut rng)
        };
        matches_interpreter(seed, &text, false, |s| {
            // A table is one lookup however many ops it replaces.
            if s.trees >= 1 && s.tree_ops == s.trees {
                tables.set(tables.get() + 1);
            }
            s.fallback.is_empty()
        });
    }
    // Most cases run as tables (a few requantizations leave too wide a range).
    assert!(tables.get() > 300, "{} plans had a table", tables.get());
}
