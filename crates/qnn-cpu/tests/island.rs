//! Property test of float islands as per-channel tables (`island.rs`): random PRELU-like
//! chains (a clipped integer, dequantized, PRELU with per-channel alpha, requantized) and
//! random integer inputs, at every instruction-set level, against the reference interpreter;
//! the island must become one table step, with nothing left to the reference kernel.

mod common;

use common::{matches_interpreter, Rng};

fn case(rng: &mut Rng) -> String {
    let (h, c) = (rng.range(1, 6), rng.range(1, 9) as usize);
    let lo = rng.range(-300, 0);
    let hi = lo + rng.range(1, 400);
    let scale = rng.float(0.001, 0.2);
    let alpha: Vec<String> = (0..c)
        .map(|_| format!("{:?}", rng.float(-1.5, 1.5)))
        .collect();
    let out_scale = rng.float(0.001, 0.2);
    let zp = rng.range(-60, 60);
    let s = format!("1x{h}x{c}x");
    format!(
        "graph \"island\" {{
  input %0 \"x\" : tensor<{s}i32>
  %1 = clip %0 {{min = {lo}, max = {hi}}} : tensor<{s}i32>
  %2 = cast %1 : tensor<{s}f32>
  %3 = const [{scale:?}] : tensor<f32>
  %4 = multiply %2, %3 : tensor<{s}f32>
  %5 = const [0.0] : tensor<f32>
  %6 = greater_equal %4, %5 : tensor<{s}i8>
  %7 = const [{}] : tensor<1x1x{c}xf32>
  %8 = multiply %4, %7 : tensor<{s}f32>
  %9 = select %6, %4, %8 : tensor<{s}f32>
  %10 = const [{out_scale:?}] : tensor<f32>
  %11 = divide %9, %10 : tensor<{s}f32>
  %12 = round %11 {{mode = half_away}} : tensor<{s}f32>
  %13 = cast %12 : tensor<{s}i32>
  %14 = const [{zp}] : tensor<i32>
  %15 = add %13, %14 : tensor<{s}i32>
  %16 = clip %15 {{min = -128, max = 127}} : tensor<{s}i32>
  %17 = cast %16 : tensor<{s}i8>
  output \"y\" = %17
}}
",
        alpha.join(", ")
    )
}

#[test]
fn islands_match_the_interpreter() {
    for seed in 0..300 {
        let text = case(&mut Rng(seed));
        matches_interpreter(seed, &text, false, |s| s.fallback.is_empty());
    }
}
