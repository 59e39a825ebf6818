//! Helpers shared by the CPU engine's property tests.
#![allow(dead_code)]

use qnn_ir::Tensor;

/// A small deterministic generator (SplitMix64).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        let span = (i128::from(hi) - i128::from(lo) + 1) as u128;
        (i128::from(lo) + (u128::from(self.next()) % span) as i128) as i64
    }

    /// Uniform in `0..n`.
    pub fn below(&mut self, n: u64) -> usize {
        (self.next() % n) as usize
    }

    /// About uniform in `[lo, hi)`, in steps of a millionth of the span.
    pub fn float(&mut self, lo: f64, hi: f64) -> f32 {
        (lo + (self.next() % 1_000_000) as f64 / 1e6 * (hi - lo)) as f32
    }

    pub fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.next() as usize % xs.len()]
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    pub fn list(&mut self, n: usize, lo: i64, hi: i64) -> String {
        let v: Vec<String> = (0..n).map(|_| self.range(lo, hi).to_string()).collect();
        format!("[{}]", v.join(", "))
    }
}

/// Parses `text`, runs it on random inputs (from `seed`) with the reference interpreter and at
/// every instruction-set level this machine runs, and requires the same outputs; with
/// `may_fail`, an interpreter error must be an engine error too (else the interpreter must
/// succeed). `check` vets each level's plan statistics.
pub fn matches_interpreter(
    seed: u64,
    text: &str,
    may_fail: bool,
    check: impl Fn(&qnn_cpu::PlanStats) -> bool,
) {
    let g = qnn_ir::text::parse(text).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
    let inputs: Vec<Tensor> = qnn_check::validate::random_inputs(&g, seed);
    let want = qnn_interp::run(&g, &inputs);
    if !may_fail {
        if let Err(e) = &want {
            panic!("seed {seed}: {e}\n{text}");
        }
    }
    for isa in qnn_cpu::Isa::supported() {
        let plan =
            qnn_cpu::Plan::with_isa(&g, isa).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
        let stats = plan.stats();
        assert!(
            check(stats),
            "seed {seed}, {}: {stats:?}\n{text}",
            isa.name()
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
