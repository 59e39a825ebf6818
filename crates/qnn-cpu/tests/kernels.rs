//! Property test of the fused product kernels: random convolutions (one group, depthwise,
//! grouped; strides, dilations, padding), and dense products, with random requantize epilogues
//! (bias per tensor, per channel or per element; per-channel multipliers and shifts over the
//! whole range; zero points; clips; casts) and random activations. Every instruction-set
//! level this machine runs, the portable kernels among them, must give the reference
//! interpreter's integers bit for bit, or fail where it fails.

mod common;

use common::Rng;
use qnn_ir::Tensor;

fn dims(d: &[usize]) -> String {
    d.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join("x")
}

/// The `.qnn` text of one random product chain.
fn case(rng: &mut Rng) -> String {
    let xdt = rng.pick(&["i8", "u8", "i16"]);
    let wide = |dt: &str| dt == "i16";
    // Weights: `i8` mostly; `i16` (the 16x8 products), sometimes.
    let weights = if rng.chance(20) {
        Weights {
            dt: "i16",
            lo: -32768,
            hi: 32767,
        }
    } else {
        Weights {
            dt: "i8",
            lo: -128,
            hi: 127,
        }
    };
    let mut lines = Vec::new();
    let kind = rng.pick(&["conv", "conv", "depthwise", "grouped", "dense"]);
    let p = if kind == "dense" {
        dense_product(rng, &weights, &mut lines)
    } else {
        match conv_product(rng, kind, &weights, &mut lines) {
            Some(p) => p,
            None => return case(rng),
        }
    };
    let out = dims(&p.out_shape);
    // TFLite's 16x8 products: `i16` activations, an `i64` accumulator and bias, and the
    // `int64` rescale into `i32` (which the SIMD kernels run in 32 bits where the weights
    // bound the sums within `i32`).
    let int64 = xdt == "i16" && rng.chance(50);
    let text = p.text.replace("OUT", &out);
    lines.push(if int64 {
        text.replace("xi32>", "xi64>")
    } else {
        text
    });
    let elements: usize = p.out_shape.iter().product();
    let mut c = Chain {
        lines,
        last: 2,
        next: 3,
        out,
    };
    if int64 {
        add_int64_rescale(rng, &mut c, p.channels, p.out_shape.len());
        add_epilogue(rng, &mut c);
        return format!(
            "graph \"product\" {{\n  input %0 \"x\" : tensor<{}x{xdt}>\n{}\n  output \"y\" = %{}\n}}\n",
            dims(&p.xshape),
            c.lines.join("\n"),
            c.last
        );
    }
    // Wide products (16-bit operands) use the full accumulator range; 8-bit ones a bias of
    // the usual size, and sometimes one anywhere in `i32` (the sums wrap).
    let big = wide(xdt) || wide(weights.dt) || rng.chance(10);
    add_bias(rng, &mut c, big, p.channels, elements);
    add_rescale(rng, &mut c, p.channels, p.out_shape.len());
    add_epilogue(rng, &mut c);
    format!(
        "graph \"product\" {{\n  input %0 \"x\" : tensor<{}x{xdt}>\n{}\n  output \"y\" = %{}\n}}\n",
        dims(&p.xshape),
        c.lines.join("\n"),
        c.last
    )
}

/// The weights' element type and range.
struct Weights {
    dt: &'static str,
    lo: i64,
    hi: i64,
}

/// The product op of a case: `%2 = <text>` with `OUT` for its result's dimensions.
struct Product {
    /// The input's shape.
    xshape: Vec<usize>,
    /// The product's shape.
    out_shape: Vec<usize>,
    /// The output channels (the per-channel epilogues' extent).
    channels: usize,
    text: String,
}

/// A random dense product; pushes its weights (`%1`) to `lines`.
fn dense_product(rng: &mut Rng, w: &Weights, lines: &mut Vec<String>) -> Product {
    let b = rng.range(1, 6) as usize;
    let k = rng.range(1, 40) as usize;
    let o = rng.range(1, 40) as usize;
    lines.push(format!(
        "  %1 = const {} : tensor<{o}x{k}x{}>",
        rng.list(o * k, w.lo, w.hi),
        w.dt
    ));
    Product {
        xshape: vec![b, k],
        out_shape: vec![b, o],
        channels: o,
        text: "  %2 = dense %0, %1 : tensor<OUTxi32>".to_string(),
    }
}

/// A random convolution of `kind` (`conv`, `depthwise` or `grouped`); pushes its weights
/// (`%1`) to `lines`. `None` where the window does not fit the input (the case starts over).
fn conv_product(
    rng: &mut Rng,
    kind: &str,
    w: &Weights,
    lines: &mut Vec<String>,
) -> Option<Product> {
    let n = rng.range(1, 2) as usize;
    let h = rng.range(1, 9) as usize;
    let wd = rng.range(1, 9) as usize;
    let (groups, i, o) = match kind {
        "conv" => (1, rng.range(1, 20) as usize, rng.range(1, 40) as usize),
        "depthwise" => {
            let c = rng.range(1, 40) as usize;
            (c, 1, c)
        }
        _ => {
            let g = rng.range(2, 4) as usize;
            (g, rng.range(1, 4) as usize, g * rng.range(1, 4) as usize)
        }
    };
    let c = i * groups;
    let kh = rng.range(1, 3) as usize;
    let kw = rng.range(1, 3) as usize;
    let stride = [rng.range(1, 2), rng.range(1, 2)];
    let dilation = [rng.range(1, 2), rng.range(1, 2)];
    let padding = match rng.range(0, 2) {
        0 => "same".to_string(),
        1 => "valid".to_string(),
        _ => rng.list(4, 0, 2),
    };
    let pads: Option<Vec<i64>> = padding.starts_with('[').then(|| {
        padding
            .trim_matches(['[', ']'])
            .split(", ")
            .map(|v| v.parse().unwrap())
            .collect()
    });
    let oh = extent(
        &padding,
        h,
        kh,
        stride[0],
        dilation[0],
        pads.as_ref().map(|p| (p[0], p[1])),
    );
    let ow = extent(
        &padding,
        wd,
        kw,
        stride[1],
        dilation[1],
        pads.as_ref().map(|p| (p[2], p[3])),
    );
    let (oh, ow) = (oh?, ow?);
    // Depthwise and grouped weights in `ihwo` as TFLite's depthwise, the rest `ohwi`.
    let (wshape, layout) = if groups == 1 {
        (vec![o, kh, kw, i], "ohwi")
    } else {
        (vec![i, kh, kw, o], "ihwo")
    };
    lines.push(format!(
        "  %1 = const {} : tensor<{}x{}>",
        rng.list(wshape.iter().product(), w.lo, w.hi),
        dims(&wshape),
        w.dt
    ));
    Some(Product {
        xshape: vec![n, h, wd, c],
        out_shape: vec![n, oh, ow, o],
        channels: o,
        text: format!(
            "  %2 = conv2d %0, %1 {{strides = [{}, {}], padding = {padding}, dilation = [{}, {}], groups = {groups}, data_layout = nhwc, kernel_layout = {layout}}} : tensor<OUTxi32>",
            stride[0], stride[1], dilation[0], dilation[1]
        ),
    })
}

/// Output extent of the padding rule (`same`, `valid`, or explicit `pads` before and after)
/// on an input extent `inp` with a window `k`, stride `s` and dilation `d`; `None` where the
/// window does not fit.
fn extent(
    padding: &str,
    inp: usize,
    k: usize,
    s: i64,
    d: i64,
    pads: Option<(i64, i64)>,
) -> Option<usize> {
    let e = ((k - 1) * d as usize + 1) as i64;
    let inp = inp as i64;
    let v = match (padding, pads) {
        ("same", _) => (inp + s - 1) / s,
        ("valid", _) if inp >= e => (inp - e + s) / s,
        (_, Some((a, b))) if inp + a + b >= e => (inp + a + b - e) / s + 1,
        _ => 0,
    };
    (v > 0).then_some(v as usize)
}

/// A random bias (none, per tensor, per channel or per element) added to the product; `big`
/// draws it anywhere in `i32`.
fn add_bias(rng: &mut Rng, c: &mut Chain, big: bool, channels: usize, elements: usize) {
    let (blo, bhi) = if big {
        (i32::MIN as i64, i32::MAX as i64)
    } else {
        (-(1 << 20), 1 << 20)
    };
    let bias = match rng.range(0, 3) {
        0 => None,
        1 => Some(format!("[{}] : tensor<i32>", rng.range(blo, bhi))),
        2 => Some(format!(
            "{} : tensor<{channels}xi32>",
            rng.list(channels, blo, bhi)
        )),
        _ => Some(format!(
            "{} : tensor<{}xi32>",
            rng.list(elements, blo, bhi),
            c.out
        )),
    };
    if let Some(b) = bias {
        c.constant(&b);
        c.op("add LAST, PREV", "i32");
    }
}

/// A random rescale of the accumulator: none, FULLY_CONNECTED's double rescale, or a
/// `fixed_point_multiply` (per tensor or per channel of the last of `rank` axes).
fn add_rescale(rng: &mut Rng, c: &mut Chain, channels: usize, rank: usize) {
    match rng.range(0, 9) {
        // No rescale.
        0 => {}
        1 | 2 => add_double_rescale(rng, c, channels),
        _ => add_fixed_point_rescale(rng, c, channels, rank),
    }
}

/// FULLY_CONNECTED's double rescale: cast to f64, multiply, round, cast back.
fn add_double_rescale(rng: &mut Rng, c: &mut Chain, channels: usize) {
    let per_channel = rng.chance(70);
    let n = if per_channel { channels } else { 1 };
    // Small multipliers (the usual), halves (ties), and large ones (out of range).
    let ms: Vec<String> = (0..n)
        .map(|_| match rng.range(0, 3) {
            0 => format!("{}", rng.range(-8, 8) as f64 * 0.5),
            1 => format!("{:e}", rng.range(1, 1 << 20) as f64 * 1e3),
            _ => format!("{:e}", rng.range(-(1 << 30), 1 << 30) as f64 * 2e-15),
        })
        .collect();
    let shape = if per_channel {
        format!("{channels}xf64")
    } else {
        "f64".to_string()
    };
    c.op("cast LAST", "f64");
    c.constant(&format!("[{}] : tensor<{shape}>", ms.join(", ")));
    c.op("multiply LAST, PREV", "f64");
    c.op("round LAST {mode = half_away}", "f64");
    c.op("cast LAST", "i32");
}

/// A `fixed_point_multiply` per tensor or per channel (of the last of `rank` axes).
fn add_fixed_point_rescale(rng: &mut Rng, c: &mut Chain, channels: usize, rank: usize) {
    let per_channel = rng.chance(70);
    let n = if per_channel { channels } else { 1 };
    // Multipliers anywhere in `i32` (TFLite's lie in [2^30, 2^31)), with the ties of
    // `srdhm` and `rdbpot` among them; shifts over the whole range.
    let mults: Vec<String> = (0..n)
        .map(|_| {
            match rng.range(0, 4) {
                0 => rng.pick(&[0, 1 << 30, i32::MAX as i64, 1, -(1 << 30)]),
                1 => rng.range(i32::MIN as i64 + 1, i32::MAX as i64),
                _ => rng.range(1 << 30, i32::MAX as i64),
            }
            .to_string()
        })
        .collect();
    let shifts = rng.list(n, -40, 31);
    let rounding = if rng.chance(85) {
        "tflite_double"
    } else {
        rng.pick(&["tflite_single", "upward", "to_nearest"])
    };
    let axis = if per_channel {
        (rank - 1).to_string()
    } else {
        "none".to_string()
    };
    let text = format!(
        "fixed_point_multiply LAST {{multiplier = [{}], shift = {shifts}, axis = {axis}, rounding = {rounding}}}",
        mults.join(", ")
    );
    c.op(&text, "i32");
}

/// TFLite's 16x8 requantize of an `i64` accumulator: a bias in `i64` (none, per tensor or
/// per channel; usually small, sometimes past what proves the sums within `i32`), then the
/// `int64` rescale into `i32` (multipliers in TFLite's range and at the 15-bit rounding's
/// edge, shifts that keep the result within `i32` or not).
fn add_int64_rescale(rng: &mut Rng, c: &mut Chain, channels: usize, rank: usize) {
    let (blo, bhi) = if rng.chance(15) {
        (-(1 << 40), 1 << 40)
    } else {
        (-(1 << 20), 1 << 20)
    };
    match rng.range(0, 2) {
        0 => {}
        1 => {
            c.constant(&format!("[{}] : tensor<i64>", rng.range(blo, bhi)));
            c.op("add LAST, PREV", "i64");
        }
        _ => {
            c.constant(&format!(
                "{} : tensor<{channels}xi64>",
                rng.list(channels, blo, bhi)
            ));
            c.op("add LAST, PREV", "i64");
        }
    }
    let per_channel = rng.chance(70);
    let n = if per_channel { channels } else { 1 };
    let mults: Vec<String> = (0..n)
        .map(|_| {
            match rng.range(0, 3) {
                0 => rng.pick(&[1 << 30, 0x7FFF_0000, 0x7FFE_8000, i32::MAX as i64]),
                _ => rng.range(1 << 30, i32::MAX as i64),
            }
            .to_string()
        })
        .collect();
    let shifts = rng.list(n, -24, 7);
    let axis = if per_channel {
        (rank - 1).to_string()
    } else {
        "none".to_string()
    };
    c.op(
        &format!(
            "fixed_point_multiply LAST {{multiplier = [{}], shift = {shifts}, axis = {axis}, rounding = tflite_int64}}",
            mults.join(", ")
        ),
        "i32",
    );
}

/// The end of the chain: a random zero point, output type, clip, and the cast to it.
fn add_epilogue(rng: &mut Rng, c: &mut Chain) {
    if rng.chance(70) {
        c.constant(&format!("[{}] : tensor<i32>", rng.range(-300, 300)));
        c.op("add LAST, PREV", "i32");
    }
    let odt = rng.pick(&["i8", "u8", "i16", "i32"]);
    let (olo, ohi) = match odt {
        "i8" => (-128, 127),
        "u8" => (0, 255),
        "i16" => (-32768, 32767),
        _ => (-100_000, 100_000),
    };
    if rng.chance(80) {
        let a = rng.range(olo, ohi);
        let b = rng.range(a, ohi);
        c.op(&format!("clip LAST {{min = {a}, max = {b}}}"), "i32");
    }
    if odt != "i32" {
        c.op("cast LAST", odt);
    }
}

/// The ops of a chain being written.
struct Chain {
    lines: Vec<String>,
    /// The value the chain ends at.
    last: usize,
    /// The next value's index.
    next: usize,
    /// The result's dimensions.
    out: String,
}

impl Chain {
    /// `%next = const <text>`.
    fn constant(&mut self, text: &str) {
        self.lines.push(format!("  %{} = const {text}", self.next));
        self.next += 1;
    }

    /// `%next = <text> : tensor<OUT x ty>` where `LAST` is the chain's last value and `PREV`
    /// the constant just written.
    fn op(&mut self, text: &str, ty: &str) {
        let text = text
            .replace("LAST", &format!("%{}", self.last))
            .replace("PREV", &format!("%{}", self.next - 1));
        self.lines.push(format!(
            "  %{} = {text} : tensor<{}x{ty}>",
            self.next, self.out
        ));
        self.last = self.next;
        self.next += 1;
    }
}

#[test]
fn every_level_matches_the_interpreter() {
    let cases = 3000;
    let (mut fast, mut bytes, mut int64) = (0, 0, 0);
    let levels = qnn_cpu::Isa::supported();
    for seed in 0..cases {
        let mut rng = Rng(seed);
        let text = case(&mut rng);
        let g = qnn_ir::text::parse(&text).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
        let inputs: Vec<Tensor> = qnn_check::validate::random_inputs(&g, seed);
        let want = qnn_interp::run(&g, &inputs);
        for &isa in &levels {
            let plan = qnn_cpu::Plan::with_isa(&g, isa)
                .unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
            assert_eq!(
                plan.stats().fused,
                1,
                "seed {seed}: one fused product\n{text}"
            );
            fast += plan.stats().fast;
            bytes += plan.stats().fast_bytes;
            if text.contains("tflite_int64") {
                int64 += plan.stats().fast;
            }
            let got = plan.run(&inputs);
            match (&got, &want) {
                (Ok(a), Ok(b)) => assert_eq!(a, b, "seed {seed}, {}\n{text}", isa.name()),
                (Err(_), Err(_)) => {}
                _ => panic!(
                    "seed {seed}, {}: engine {:?}, interpreter {:?}\n{text}",
                    isa.name(),
                    got.map(|_| ()),
                    want.as_ref().map(|_| ())
                ),
            }
        }
    }
    eprintln!(
        "{cases} cases, {fast} on SIMD kernels, {bytes} of them on bytes, {int64} of 16x8 with an i64 accumulator"
    );
    // The SIMD kernels took a good share of the cases on a machine that has them.
    if levels.len() > 1 {
        assert!(
            fast > cases as usize / 3,
            "only {fast} cases on SIMD kernels"
        );
        assert!(int64 > 50, "only {int64} 16x8 cases on SIMD kernels");
    }
    // And the byte products (`vpdpbusd`) theirs, on a machine with VNNI.
    if levels
        .iter()
        .any(|l| matches!(l, qnn_cpu::Isa::AvxVnni | qnn_cpu::Isa::Avx512))
    {
        assert!(bytes > cases as usize / 4, "only {bytes} cases on bytes");
    } else {
        eprintln!("no VNNI on this machine: the byte products (vpdpbusd) were not run");
    }
}
