//! Property test of splitting steps over threads: products on the portable kernel (16-bit
//! activations, `i64` accumulators, depthwise and full convolutions) and elementwise trees
//! (integer and `f32`, lengths that are no multiple of a tree's rows), large enough to be
//! split; sessions of 1, 2 and 3 threads at every instruction-set level, against the
//! reference interpreter, bit for bit.

mod common;

use common::Rng;

fn case(rng: &mut Rng) -> String {
    // Large enough to be split (`qnn_cpu::PARALLEL_MIN_WORK`): the tree of 11 ops and the
    // product each have more than 2^20 units of work.
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
