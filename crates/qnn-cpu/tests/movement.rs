//! Property test of the data movement kernels (`pad`, `concatenate`, `transpose`, `slice`,
//! constant-index `gather`): random shapes, pads, axes, permutations, slices (negative strides
//! too), indices and element types;
//! the engine must give the reference interpreter's values bit for bit, and plan them as
//! movement steps rather than the reference kernel.

mod common;

use common::{matches_interpreter, Rng};

fn dims(s: &[usize]) -> String {
    s.iter().map(|d| format!("{d}x")).collect()
}

/// A `pad`, a `concatenate` of two or three inputs, a `transpose`, a `slice` or a `gather`,
/// as text.
fn case(rng: &mut Rng) -> String {
    let ty = ["i8", "u8", "i16", "i32", "i64", "f32"][rng.below(6)];
    let (lo, hi): (i64, i64) = match ty {
        "i8" => (-128, 127),
        "u8" => (0, 255),
        "i16" => (-32768, 32767),
        _ => (-1000, 1000),
    };
    let rank = 1 + rng.below(4);
    let shape: Vec<usize> = (0..rank).map(|_| 1 + rng.below(5)).collect();
    let kind = rng.below(5);
    if kind == 4 {
        let axis = rng.below(rank as u64);
        let d = shape[axis];
        let n = 1 + rng.below(6);
        let idx: Vec<String> = (0..n).map(|_| rng.below(d as u64).to_string()).collect();
        let mut out = shape[..axis].to_vec();
        out.push(n);
        out.extend(&shape[axis + 1..]);
        return format!(
            "graph \"gather\" {{\n  input %0 \"x\" : tensor<{}{ty}>\n  %1 = const [{}] : tensor<{n}xi32>\n  %2 = gather %0, %1 {{axis = {axis}}} : tensor<{}{ty}>\n  output \"y\" = %2\n}}\n",
            dims(&shape),
            idx.join(", "),
            dims(&out)
        );
    }
    if kind == 2 {
        let mut perm: Vec<usize> = (0..rank).collect();
        for i in (1..rank).rev() {
            perm.swap(i, rng.below(i as u64 + 1));
        }
        let out: Vec<usize> = perm.iter().map(|&p| shape[p]).collect();
        let perm: Vec<String> = perm.iter().map(|p| p.to_string()).collect();
        return format!(
            "graph \"transpose\" {{\n  input %0 \"x\" : tensor<{}{ty}>\n  %1 = transpose %0 {{perm = [{}]}} : tensor<{}{ty}>\n  output \"y\" = %1\n}}\n",
            dims(&shape),
            perm.join(", "),
            dims(&out)
        );
    }
    if kind == 3 {
        let (mut begin, mut end, mut strides, mut out) = (vec![], vec![], vec![], vec![]);
        for &d in &shape {
            let d = d as i64;
            let step = [1i64, 2, 3, -1, -2][rng.below(5)];
            let (b, e) = if step > 0 {
                let b = rng.below(d as u64) as i64;
                (b, b + 1 + rng.below((d - b) as u64) as i64)
            } else {
                let b = rng.below(d as u64) as i64;
                (b, -1 + rng.below((b + 1) as u64) as i64)
            };
            let n = if step > 0 {
                (e - b + step - 1) / step
            } else {
                (b - e + (-step) - 1) / (-step)
            };
            begin.push(b.to_string());
            end.push(e.to_string());
            strides.push(step.to_string());
            out.push(n as usize);
        }
        return format!(
            "graph \"slice\" {{\n  input %0 \"x\" : tensor<{}{ty}>\n  %1 = slice %0 {{begin = [{}], end = [{}], strides = [{}]}} : tensor<{}{ty}>\n  output \"y\" = %1\n}}\n",
            dims(&shape),
            begin.join(", "),
            end.join(", "),
            strides.join(", "),
            dims(&out)
        );
    }
    if kind == 0 {
        let pads: Vec<[usize; 2]> = (0..rank).map(|_| [rng.below(3), rng.below(3)]).collect();
        let out: Vec<usize> = shape
            .iter()
            .zip(&pads)
            .map(|(d, p)| d + p[0] + p[1])
            .collect();
        let value = lo + (rng.next() % (hi - lo + 1) as u64) as i64;
        let pads: Vec<String> = pads
            .iter()
            .map(|p| format!("[{}, {}]", p[0], p[1]))
            .collect();
        format!(
            "graph \"pad\" {{\n  input %0 \"x\" : tensor<{}{ty}>\n  %1 = pad %0 {{pads = [{}], value = {value}}} : tensor<{}{ty}>\n  output \"y\" = %1\n}}\n",
            dims(&shape),
            pads.join(", "),
            dims(&out)
        )
    } else {
        let axis = rng.below(rank as u64);
        let n = 2 + rng.below(2);
        let mut lines = Vec::new();
        let mut total = 0;
        for k in 0..n {
            let mut s = shape.clone();
            s[axis] = 1 + rng.below(4);
            total += s[axis];
            lines.push(format!("  input %{k} \"x{k}\" : tensor<{}{ty}>", dims(&s)));
        }
        let mut out = shape.clone();
        out[axis] = total;
        let args: Vec<String> = (0..n).map(|k| format!("%{k}")).collect();
        format!(
            "graph \"concat\" {{\n{}\n  %{n} = concatenate {} {{axis = {axis}}} : tensor<{}{ty}>\n  output \"y\" = %{n}\n}}\n",
            lines.join("\n"),
            args.join(", "),
            dims(&out)
        )
    }
}

#[test]
fn movement_steps_match_the_interpreter() {
    for seed in 0..800 {
        let text = case(&mut Rng(seed));
        matches_interpreter(seed, &text, false, |s| {
            s.moves == 1 && s.fallback.is_empty()
        });
    }
}
