//! Property test of `f32` ops in fused elementwise trees (the dequantize-compute-quantize
//! chains of 16-bit PRELU islands and PyTorch's float residual adds): integer and `f32`
//! inputs, `cast` both ways or a table of `f32` entries, `add`, `subtract`, `multiply`,
//! `divide`, `maximum`, `minimum`, float `clip`, `exp`, `tanh`, `logistic`, `sqrt`,
//! `greater_equal` / `equal` feeding `select`, `round` under every mode (at its
//! ties: halves are in the inputs and the constants), per-tensor and per-channel constants
//! (zeros and infinities among them, so NaN arises too), values read twice (a tree of their own that stores
//! `f32`), float and integer outputs; at every instruction-set level, against the reference
//! interpreter, bit for bit.

mod common;

use common::{matches_interpreter, Rng};

/// A float constant: mostly ordinary, sometimes a half, zero or infinity. NaN comes from
/// the ops (`inf - inf`, `0 * inf`, `sqrt` of a negative): the machine's one default NaN.
/// A NaN constant would not do: an op of two NaNs may give either's bits (the compiler may
/// commute `a + b`; Rust and C++ leave NaN bits unspecified).
fn constant(rng: &mut Rng) -> String {
    match rng.range(0, 19) {
        0 => "0.0".into(),
        1 => "-0.0".into(),
        2 => "0.5".into(),
        3 => "inf".into(),
        4 => "-inf".into(),
        5 | 6 => "2.0".into(),
        _ => format!("{:?}", rng.float(-3.0, 3.0)),
    }
}

struct Case {
    lines: Vec<String>,
    next: usize,
    shape: String,
    channels: usize,
}

impl Case {
    fn push(&mut self, rhs: String, ty: &str) -> usize {
        let v = self.next;
        self.lines
            .push(format!("  %{v} = {rhs} : tensor<{}{ty}>", self.shape));
        self.next += 1;
        v
    }

    /// A per-tensor or per-channel `f32` constant.
    fn float_const(&mut self, rng: &mut Rng) -> usize {
        let v = self.next;
        let (vals, shape): (Vec<String>, String) = if rng.chance(50) {
            (vec![constant(rng)], String::new())
        } else {
            let c = self.channels;
            ((0..c).map(|_| constant(rng)).collect(), format!("{c}x"))
        };
        self.lines.push(format!(
            "  %{v} = const [{}] : tensor<{shape}f32>",
            vals.join(", ")
        ));
        self.next += 1;
        v
    }
}

fn case(rng: &mut Rng) -> String {
    let int_ty = rng.pick(&["i8", "u8", "i16", "i32"]);
    let (rows, ch) = (rng.range(1, 40) as usize, rng.range(1, 12) as usize);
    let shape = format!("{rows}x{ch}x");
    let mut c = Case {
        lines: vec![
            format!("  input %0 \"q\" : tensor<{shape}{int_ty}>"),
            format!("  input %1 \"f\" : tensor<{shape}f32>"),
        ],
        next: 2,
        shape,
        channels: ch,
    };
    // Dequantize the integer input (by a cast and a scale, or an 8-bit table) and combine it
    // with the float one.
    let x = if matches!(int_ty, "i8" | "u8") && rng.chance(30) {
        let t = c.next;
        let entries: Vec<String> = (0..256).map(|_| constant(rng)).collect();
        c.lines.push(format!(
            "  %{t} = const [{}] : tensor<256xf32>",
            entries.join(", ")
        ));
        c.next += 1;
        c.push(format!("table %0, %{t}"), "f32")
    } else {
        let x = c.push("cast %0".into(), "f32");
        let s = c.float_const(rng);
        c.push(format!("multiply %{x}, %{s}"), "f32")
    };
    let op = rng.pick(&["add", "subtract", "maximum", "minimum", "multiply"]);
    let mut v = c.push(format!("{op} %{x}, %1"), "f32");
    // A few random float steps.
    for _ in 0..rng.range(1, 4) {
        v = match rng.range(0, 6) {
            // PRELU: select(v >= 0, v, v * alpha); `v` is read three times.
            0 | 1 => {
                let zero = c.float_const(rng);
                let cmp = rng.pick(&["greater_equal", "equal"]);
                let cond = c.push(format!("{cmp} %{v}, %{zero}"), "i8");
                let alpha = c.float_const(rng);
                let scaled = c.push(format!("multiply %{v}, %{alpha}"), "f32");
                c.push(format!("select %{cond}, %{v}, %{scaled}"), "f32")
            }
            2 => {
                let op = rng.pick(&["exp", "tanh", "logistic", "sqrt"]);
                c.push(format!("{op} %{v}"), "f32")
            }
            3 => {
                let (lo, hi) = (rng.range(-200, 0), rng.range(0, 200));
                c.push(format!("clip %{v} {{min = {lo}, max = {hi}}}"), "f32")
            }
            _ => {
                let k = c.float_const(rng);
                let op = rng.pick(&["add", "subtract", "multiply", "divide"]);
                c.push(format!("{op} %{v}, %{k}"), "f32")
            }
        };
    }
    let out = if rng.chance(25) {
        // A float output.
        v
    } else {
        // Quantize: divide by the scale, round, cast, add the zero point, clip, narrow.
        let k = c.float_const(rng);
        let d = c.push(format!("divide %{v}, %{k}"), "f32");
        let mode = rng.pick(&["half_away", "half_even", "half_up", "floor"]);
        let r = c.push(format!("round %{d} {{mode = {mode}}}"), "f32");
        let i = c.push(format!("cast %{r}"), "i32");
        let zp = c.next;
        c.lines.push(format!(
            "  %{zp} = const [{}] : tensor<i32>",
            rng.range(-5, 5)
        ));
        c.next += 1;
        let i = c.push(format!("add %{i}, %{zp}"), "i32");
        let i = c.push(format!("clip %{i} {{min = -128, max = 127}}"), "i32");
        c.push(format!("cast %{i}"), "i8")
    };
    format!(
        "graph \"float_tree\" {{\n{}\n  output \"y\" = %{out}\n}}\n",
        c.lines.join("\n")
    )
}

#[test]
fn float_trees_match_the_interpreter() {
    for seed in 0..500 {
        let text = case(&mut Rng(seed));
        matches_interpreter(seed, &text, false, |s| {
            s.fallback.is_empty() && s.trees >= 1
        });
    }
}

/// A tree whose leaves broadcast in any numpy way (a matrix product's zero-point terms: one
/// per row of each batch, one per column of each batch), integer or `f32`.
fn broadcast_case(rng: &mut Rng) -> String {
    let rank = rng.range(2, 4) as usize;
    let dims: Vec<usize> = (0..rank).map(|_| rng.range(1, 6) as usize).collect();
    let ty = rng.pick(&["i32", "i16", "f32"]);
    let shape = |d: &[usize]| d.iter().map(|x| format!("{x}x")).collect::<String>();
    let mut lines = vec![format!("  input %0 \"x\" : tensor<{}{ty}>", shape(&dims))];
    for k in 1..3 {
        // Drop leading dimensions and set others to 1 at random.
        let skip = rng.range(0, rank as i64 - 1) as usize;
        let leaf: Vec<usize> = dims[skip..]
            .iter()
            .map(|&d| if rng.chance(50) { 1 } else { d })
            .collect();
        lines.push(format!(
            "  input %{k} \"b{k}\" : tensor<{}{ty}>",
            shape(&leaf)
        ));
    }
    let full = shape(&dims);
    lines.push(format!("  %3 = subtract %0, %1 : tensor<{full}{ty}>"));
    lines.push(format!("  %4 = add %3, %2 : tensor<{full}{ty}>"));
    let out = if ty == "f32" {
        lines.push(format!("  %5 = cast %4 : tensor<{full}i32>"));
        5
    } else {
        4
    };
    format!(
        "graph \"broadcast\" {{\n{}\n  output \"y\" = %{out}\n}}\n",
        lines.join("\n")
    )
}

#[test]
fn broadcast_leaves_match_the_interpreter() {
    for seed in 0..300 {
        let text = broadcast_case(&mut Rng(seed));
        matches_interpreter(seed, &text, false, |s| {
            s.fallback.is_empty() && s.trees == 1
        });
    }
}
