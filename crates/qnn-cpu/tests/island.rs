//! Property test of float islands as per-channel tables (`island.rs`): random PRELU-like
//! chains (a clipped integer, dequantized, PRELU with per-channel alpha, requantized) and
//! random integer inputs, at every instruction-set level, against the reference interpreter;
//! the island must become one table step, with nothing left to the reference kernel.

use qnn_ir::Tensor;

/// A small deterministic generator (SplitMix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }

    fn float(&mut self, lo: f64, hi: f64) -> f32 {
        (lo + (self.next() % 1_000_000) as f64 / 1e6 * (hi - lo)) as f32
    }
}

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
        let mut rng = Rng(seed);
        let text = case(&mut rng);
        let g = qnn_ir::text::parse(&text).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
        let inputs: Vec<Tensor> = qnn_check::validate::random_inputs(&g, seed);
        let want =
            qnn_interp::run(&g, &inputs).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
        for isa in qnn_cpu::Isa::supported() {
            let plan = qnn_cpu::Plan::with_isa(&g, isa)
                .unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
            let stats = plan.stats();
            assert!(
                stats.fallback.is_empty(),
                "seed {seed}: {:?}\n{text}",
                stats.fallback
            );
            let got = plan
                .run(&inputs)
                .unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
            assert_eq!(got, want, "seed {seed}, {}\n{text}", isa.name());
        }
    }
}
