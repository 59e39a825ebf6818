//! Property tests of `batch_matmul` (`matmul.rs`) and of `f32` reductions: random shapes
//! with broadcast batches, integer operands into `i32` (wrapping) or `i64` results and `f32`
//! ones (sums in the reference loop's order; zeros, halves, infinities and NaN among the
//! inputs); `sum`, `reduce_max` and `reduce_min` of `f32` over random axes; at every
//! instruction-set level, against the reference interpreter, bit for bit.

mod common;

use common::{matches_interpreter, Rng};

fn dims(d: &[usize]) -> String {
    d.iter().map(|x| format!("{x}x")).collect()
}

fn matmul_case(rng: &mut Rng) -> String {
    let (m, k, n) = (
        rng.range(1, 9) as usize,
        rng.range(1, 40) as usize,
        rng.range(1, 20) as usize,
    );
    let batch: Vec<usize> = (0..rng.range(0, 2))
        .map(|_| rng.range(1, 3) as usize)
        .collect();
    // Each operand's batch: the result's, or some of it set to 1 (broadcast), or none.
    let side = |rng: &mut Rng| -> Vec<usize> {
        if rng.chance(20) {
            return Vec::new();
        }
        batch
            .iter()
            .map(|&b| if rng.chance(30) { 1 } else { b })
            .collect()
    };
    let (lb, rb) = (side(rng), side(rng));
    let (ty, out) = rng.pick(&[
        ("i8", "i32"),
        ("u8", "i32"),
        ("i16", "i32"),
        ("i16", "i64"),
        ("i32", "i32"),
        ("i32", "i64"),
        ("f32", "f32"),
        ("f32", "f32"),
    ]);
    // The result's batch: both operands' broadcast (right-aligned, 1 gives way).
    let rank = lb.len().max(rb.len());
    let at = |b: &[usize], d: usize| (d + b.len()).checked_sub(rank).map_or(1, |i| b[i]);
    let batch_out: Vec<usize> = (0..rank).map(|d| at(&lb, d).max(at(&rb, d))).collect();
    let lhs = [lb, vec![m, k]].concat();
    let rhs = [rb, vec![k, n]].concat();
    let res = [batch_out, vec![m, n]].concat();
    format!(
        "graph \"bmm\" {{\n  input %0 \"a\" : tensor<{}{ty}>\n  input %1 \"b\" : tensor<{}{ty}>\n  %2 = batch_matmul %0, %1 : tensor<{}{out}>\n  output \"y\" = %2\n}}\n",
        dims(&lhs),
        dims(&rhs),
        dims(&res)
    )
}

#[test]
fn batch_matmul_matches_the_interpreter() {
    for seed in 0..400 {
        let text = matmul_case(&mut Rng(seed));
        matches_interpreter(seed, &text, false, |s| {
            s.fallback.is_empty() && s.matmuls == 1
        });
    }
}

fn reduce_case(rng: &mut Rng) -> String {
    let rank = rng.range(1, 4) as usize;
    let shape: Vec<usize> = (0..rank).map(|_| rng.range(1, 7) as usize).collect();
    let axes: Vec<usize> = (0..rank).filter(|_| rng.chance(50)).collect();
    let axes = if axes.is_empty() {
        vec![rank - 1]
    } else {
        axes
    };
    let keep = rng.chance(50);
    let op = rng.pick(&["sum", "reduce_max", "reduce_min"]);
    let out: Vec<usize> = shape
        .iter()
        .enumerate()
        .filter_map(|(d, &x)| match (axes.contains(&d), keep) {
            (false, _) => Some(x),
            (true, true) => Some(1),
            (true, false) => None,
        })
        .collect();
    let list: Vec<String> = axes.iter().map(|a| a.to_string()).collect();
    // Special values from a table: NaN, infinities and signed zeros in the input.
    format!(
        "graph \"reduce\" {{\n  input %0 \"x\" : tensor<{}u8>\n  %1 = const [{}] : tensor<256xf32>\n  %2 = table %0, %1 : tensor<{}f32>\n  %3 = {op} %2 {{axes = [{}], keep_dims = {keep}}} : tensor<{}f32>\n  output \"y\" = %3\n}}\n",
        dims(&shape),
        (0..256)
            .map(|i| match i % 23 {
                // A NaN operand of a sum may come out with its payload or the other's (the
                // compiler may commute `a + b`; Rust and C++ leave NaN bits unspecified):
                // sums see the NaN that infinities make, the same on both sides.
                0 if op != "sum" => "nan".to_string(),
                1 => "inf".to_string(),
                2 => "-inf".to_string(),
                3 => "-0.0".to_string(),
                4 => "0.0".to_string(),
                _ => format!("{:?}", rng.float(-100.0, 100.0)),
            })
            .collect::<Vec<_>>()
            .join(", "),
        dims(&shape),
        list.join(", "),
        dims(&out)
    )
}

#[test]
fn f32_reductions_match_the_interpreter() {
    for seed in 0..400 {
        let text = reduce_case(&mut Rng(seed));
        matches_interpreter(seed, &text, false, |s| {
            s.fallback.is_empty() && s.reductions == 1
        });
    }
}
