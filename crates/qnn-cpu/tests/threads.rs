//! Property test of splitting steps over threads: products on the portable kernel (16-bit
//! activations, `i64` accumulators, depthwise and full convolutions), elementwise trees
//! (integer and `f32`, lengths that are no multiple of a tree's rows), data movement (`pad`,
//! `transpose`, `slice`, `gather`) and pooling, large enough to be split; sessions of 1, 2
//! and 3 threads at every instruction-set level, against the reference interpreter, bit for
//! bit.

mod common;

use common::Rng;

fn case(rng: &mut Rng) -> String {
    // Large enough to be split (`qnn_cpu::PARALLEL_MIN_WORK`, `qnn_cpu::PARALLEL_MIN`): the
    // tree of 11 ops and the product each have more than 2^20 units of work.
    let (h, w) = (rng.range(100, 130), rng.range(100, 130));
    let c = rng.range(8, 16);
    let o = rng.range(8, 12);
    let depthwise = rng.chance(50);
    let (wshape, oc, attrs) = if depthwise {
        (
            format!("1x3x3x{c}"),
            c,
            format!("groups = {c}, data_layout = nhwc, kernel_layout = ihwo"),
        )
    } else {
        (
            format!("{o}x3x3x{c}"),
            o,
            "groups = 1, data_layout = nhwc, kernel_layout = ohwi".to_string(),
        )
    };
    let n = if depthwise { 9 * c } else { 9 * c * o };
    let mults = rng.list(oc as usize, 1 << 30, i32::MAX as i64);
    let shifts = rng.list(oc as usize, -20, -8);
    let scale = rng.float(0.001, 0.1);
    format!(
        "graph \"threads\" {{
  input %0 \"x\" : tensor<1x{h}x{w}x{c}xi16>
  %1 = const {} : tensor<{wshape}xi16>
  %2 = conv2d %0, %1 {{strides = [1, 1], padding = same, dilation = [1, 1], {attrs}}} : tensor<1x{h}x{w}x{oc}xi64>
  %3 = fixed_point_multiply %2 {{multiplier = {mults}, shift = {shifts}, axis = 3, rounding = tflite_int64}} : tensor<1x{h}x{w}x{oc}xi32>
  %4 = clip %3 {{min = -32768, max = 32767}} : tensor<1x{h}x{w}x{oc}xi32>
  %5 = cast %4 : tensor<1x{h}x{w}x{oc}xf32>
  %6 = const [{scale:?}] : tensor<f32>
  %7 = multiply %5, %6 : tensor<1x{h}x{w}x{oc}xf32>
  %8 = divide %7, %6 : tensor<1x{h}x{w}x{oc}xf32>
  %9 = round %8 {{mode = half_away}} : tensor<1x{h}x{w}x{oc}xf32>
  %10 = cast %9 : tensor<1x{h}x{w}x{oc}xi32>
  %11 = clip %10 {{min = -32768, max = 32767}} : tensor<1x{h}x{w}x{oc}xi32>
  %12 = cast %11 : tensor<1x{h}x{w}x{oc}xi16>
  output \"y\" = %12
}}
",
        rng.list(n as usize, -32768, 32767)
    )
}

#[test]
fn split_steps_match_the_interpreter() {
    for seed in 0..6 {
        let text = case(&mut Rng(seed));
        let g = qnn_ir::text::parse(&text).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
        let inputs = qnn_check::validate::random_inputs(&g, seed);
        let want = qnn_interp::run(&g, &inputs).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let elements = g.values()[g.outputs()[0].1.index()]
            .ty
            .num_elements()
            .unwrap_or(0);
        assert!(
            elements * 11 >= qnn_cpu::PARALLEL_MIN_WORK,
            "seed {seed}: too small to split"
        );
        for isa in qnn_cpu::Isa::supported() {
            let plan = qnn_cpu::Plan::with_isa(&g, isa).expect("plan");
            assert!(plan.stats().fallback.is_empty(), "{:?}", plan.stats());
            for threads in 1..=3 {
                let mut s = plan.session_with_threads(threads).expect("session");
                let got = s.run(&inputs).expect("run");
                assert_eq!(got, want, "seed {seed}, {}, {threads} threads", isa.name());
            }
        }
    }
}

/// A `pad`, `transpose`, `slice` (negative strides too), constant-index `gather` or
/// `max_pool2d` of an `i8` or `i16` tensor, with at least 2^15 units of work
/// (`qnn_cpu::PARALLEL_MIN_WORK`: one per result element, the window's area for a pooling),
/// so that it is split; and its work.
fn movement_or_pooling(rng: &mut Rng) -> (String, i64) {
    let ty = ["i8", "i16"][rng.range(0, 1) as usize];
    let shape = [1, rng.range(100, 130), rng.range(100, 130), rng.range(5, 9)];
    let dims = |s: &[i64]| s.iter().map(|d| format!("{d}x")).collect::<String>();
    let list = |v: &[i64]| {
        v.iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut area = 1;
    let (op, out) = match rng.range(0, 4) {
        0 => {
            let pads: Vec<[i64; 2]> = (0..4).map(|_| [rng.range(0, 3), rng.range(0, 3)]).collect();
            let out: Vec<i64> = shape
                .iter()
                .zip(&pads)
                .map(|(d, p)| d + p[0] + p[1])
                .collect();
            let pads: Vec<String> = pads
                .iter()
                .map(|p| format!("[{}, {}]", p[0], p[1]))
                .collect();
            let value = rng.range(-128, 127);
            (
                format!("pad %0 {{pads = [{}], value = {value}}}", pads.join(", ")),
                out,
            )
        }
        1 => {
            let mut perm: Vec<i64> = (0..4).collect();
            for i in (1..4).rev() {
                perm.swap(i, rng.range(0, i as i64) as usize);
            }
            let out: Vec<i64> = perm.iter().map(|&p| shape[p as usize]).collect();
            (format!("transpose %0 {{perm = [{}]}}", list(&perm)), out)
        }
        2 => {
            // Spatial dimensions cropped by at most 5 on each side, forwards or backwards.
            let (mut begin, mut end, mut strides, mut out) = (vec![0], vec![1], vec![1], vec![1]);
            for &d in &shape[1..3] {
                let (a, b) = (rng.range(0, 5), rng.range(0, 5));
                if rng.chance(50) {
                    begin.push(a);
                    end.push(d - b);
                    strides.push(1);
                } else {
                    begin.push(d - 1 - a);
                    end.push(b - 1);
                    strides.push(-1);
                }
                out.push(d - a - b);
            }
            begin.push(0);
            end.push(shape[3]);
            strides.push(1);
            out.push(shape[3]);
            let attrs = format!(
                "begin = [{}], end = [{}], strides = [{}]",
                list(&begin),
                list(&end),
                list(&strides)
            );
            (format!("slice %0 {{{attrs}}}"), out)
        }
        3 => {
            let (k, stride) = ([rng.range(1, 3), rng.range(1, 3)], rng.range(1, 2));
            let same = rng.chance(50);
            let out_dim = |d: i64, k: i64| {
                if same {
                    (d + stride - 1) / stride
                } else {
                    (d - k) / stride + 1
                }
            };
            area = k[0] * k[1];
            let out = vec![
                1,
                out_dim(shape[1], k[0]),
                out_dim(shape[2], k[1]),
                shape[3],
            ];
            let padding = if same { "same" } else { "valid" };
            let attrs = format!(
                "kernel = [{}, {}], strides = [{stride}, {stride}], padding = {padding}, layout = nhwc",
                k[0], k[1]
            );
            (format!("max_pool2d %0 {{{attrs}}}"), out)
        }
        _ => {
            let n = rng.range(1, 12);
            let idx: Vec<i64> = (0..n).map(|_| rng.range(0, shape[3] - 1)).collect();
            let out = vec![shape[0], shape[1], shape[2], n];
            let c = format!("  %9 = const [{}] : tensor<{n}xi32>\n", list(&idx));
            let text = format!(
                "graph \"gather\" {{\n  input %0 \"x\" : tensor<{}{ty}>\n{c}  %1 = gather %0, %9 {{axis = 3}} : tensor<{}{ty}>\n  output \"y\" = %1\n}}\n",
                dims(&shape),
                dims(&out)
            );
            return (text, out.iter().product());
        }
    };
    let text = format!(
        "graph \"movement\" {{\n  input %0 \"x\" : tensor<{}{ty}>\n  %1 = {op} : tensor<{}{ty}>\n  output \"y\" = %1\n}}\n",
        dims(&shape),
        dims(&out)
    );
    (text, out.iter().product::<i64>() * area)
}

#[test]
fn split_movement_and_pooling_match_the_interpreter() {
    for seed in 0..30 {
        let (text, work) = movement_or_pooling(&mut Rng(seed));
        let g = qnn_ir::text::parse(&text).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
        let inputs = qnn_check::validate::random_inputs(&g, seed);
        let want = qnn_interp::run(&g, &inputs).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert!(
            work >= qnn_cpu::PARALLEL_MIN_WORK as i64,
            "seed {seed}: too small to split\n{text}"
        );
        for isa in qnn_cpu::Isa::supported() {
            let plan = qnn_cpu::Plan::with_isa(&g, isa).expect("plan");
            let stats = plan.stats();
            assert!(
                stats.fallback.is_empty() && stats.moves + stats.reductions == 1,
                "seed {seed}: {stats:?}\n{text}"
            );
            for threads in 1..=3 {
                let mut s = plan.session_with_threads(threads).expect("session");
                let got = s.run(&inputs).expect("run");
                assert_eq!(
                    got,
                    want,
                    "seed {seed}, {}, {threads} threads\n{text}",
                    isa.name()
                );
            }
        }
    }
}

/// A run with threads that fails (here on an input of the wrong type) reports the error and
/// leaves the session usable: its pool's threads stop polling when the run returns, whether
/// it succeeded or not, and the next runs give the same bits.
#[test]
fn a_failed_run_leaves_the_threads_usable() {
    let text = case(&mut Rng(7));
    let g = qnn_ir::text::parse(&text).expect("parse");
    let inputs = qnn_check::validate::random_inputs(&g, 7);
    let want = qnn_interp::run(&g, &inputs).expect("interpreter");
    let plan = qnn_cpu::Plan::new(&g).expect("plan");
    let mut s = plan.session_with_threads(2).expect("session");
    let wrong = qnn_ir::Tensor::zeros(qnn_ir::TensorType::new(qnn_ir::DType::I8, [1, 2, 2, 1]))
        .expect("a tensor");
    for _ in 0..3 {
        let e = s
            .run(std::slice::from_ref(&wrong))
            .expect_err("a wrong input");
        assert!(e.to_string().contains("input 0 has type"), "{e}");
        assert_eq!(s.run(&inputs).expect("run"), want);
    }
}
