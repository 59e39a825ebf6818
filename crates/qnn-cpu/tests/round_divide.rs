//! Property test of `round_divide` in fused elementwise trees (AVERAGE_POOL's division by the
//! tap count): random dividends; per-tensor, per-channel, per-row and per-element divisors
//! (zero and negative ones too, which must fail as the interpreter fails); then `clip` and
//! `cast`; at every instruction-set level, against the reference interpreter.

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
}

fn case(rng: &mut Rng) -> String {
    let ty = ["i32", "i64", "i16"][rng.range(0, 2) as usize];
    let (rows, ch) = (rng.range(1, 9) as usize, rng.range(1, 12) as usize);
    let lo = if rng.range(0, 9) == 0 { -1 } else { 1 };
    let divisor = |rng: &mut Rng| rng.range(lo, 300).to_string();
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
        let mut rng = Rng(seed);
        let text = case(&mut rng);
        let g = qnn_ir::text::parse(&text).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
        let inputs: Vec<Tensor> = qnn_check::validate::random_inputs(&g, seed);
        let want = qnn_interp::run(&g, &inputs);
        for isa in qnn_cpu::Isa::supported() {
            let plan = qnn_cpu::Plan::with_isa(&g, isa)
                .unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
            assert!(
                plan.stats().fallback.is_empty(),
                "seed {seed}: a tree\n{text}"
            );
            match (plan.run(&inputs), &want) {
                (Ok(a), Ok(b)) => assert_eq!(&a, b, "seed {seed}, {}\n{text}", isa.name()),
                (Err(_), Err(_)) => {}
                (a, b) => panic!(
                    "seed {seed}, {}: engine {:?}, interpreter {:?}\n{text}",
                    isa.name(),
                    a.map(|_| ()),
                    b.as_ref().map(|_| ())
                ),
            }
        }
    }
}
