//! Property test of `round_divide` in fused elementwise trees (AVERAGE_POOL's division by the
//! tap count): random dividends; per-tensor, per-channel, per-row and per-element divisors
//! (zero and negative ones too, which must fail as the interpreter fails; and ones past
//! `2^21`, beyond the engine's exact `f64` division); then `clip` and
//! `cast`; at every instruction-set level, against the reference interpreter.

mod common;

use common::{matches_interpreter, Rng};

fn case(rng: &mut Rng) -> String {
    let ty = ["i32", "i64", "i16"][rng.range(0, 2) as usize];
    let (rows, ch) = (rng.range(1, 9) as usize, rng.range(1, 12) as usize);
    let lo = if rng.range(0, 9) == 0 { -1 } else { 1 };
    // Tap counts mostly; sometimes divisors past `2^21`, where the engine's `f64` division
    // is no longer exact and it divides integers.
    let big = ty != "i16" && rng.range(0, 4) == 0;
    let divisor = |rng: &mut Rng| match big && rng.range(0, 1) == 0 {
        true => rng.range(1 << 20, 1 << 30).to_string(),
        false => rng.range(lo, 300).to_string(),
    };
    let (shape, values): (String, Vec<String>) = match rng.range(0, 3) {
        0 => (String::new(), vec![divisor(rng)]),
        1 => (format!("{ch}x"), (0..ch).map(|_| divisor(rng)).collect()),
        // One divisor per row (AVERAGE_POOL's tap count per pixel), broadcast over channels.
        2 => (
            format!("{rows}x1x"),
            (0..rows).map(|_| divisor(rng)).collect(),
        ),
        _ => (
            format!("{rows}x{ch}x"),
            (0..rows * ch).map(|_| divisor(rng)).collect(),
        ),
    };
    format!(
        "graph \"avg\" {{\n  input %0 \"x\" : tensor<{rows}x{ch}x{ty}>\n  %1 = const [{}] : tensor<{shape}{ty}>\n  %2 = round_divide %0, %1 : tensor<{rows}x{ch}x{ty}>\n  %3 = clip %2 {{min = -128, max = 127}} : tensor<{rows}x{ch}x{ty}>\n  %4 = cast %3 : tensor<{rows}x{ch}xi8>\n  output \"y\" = %4\n}}\n",
        values.join(", ")
    )
}

#[test]
fn round_divide_trees_match_the_interpreter() {
    for seed in 0..600 {
        let text = case(&mut Rng(seed));
        matches_interpreter(seed, &text, true, |s| s.fallback.is_empty());
    }
}
