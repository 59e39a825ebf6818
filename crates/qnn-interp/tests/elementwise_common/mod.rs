//! Shared helpers of the `elementwise_*` integration tests: graph builders for one-op graphs and
//! *literal* transcriptions of the reference C code (from `/work/shared/reference/tflite.md`
//! §2.1-2.4 and `tvm-qnn.md` §2.1-2.3), written independently of `qnn-arith` so that the kernels
//! are checked against the documents, not against themselves.
#![allow(dead_code)]

use qnn_ir::{DType, Graph, Op, Tensor, TensorType};

/// Builds `op(inputs...)` as a graph whose inputs are `tensors`, runs it and returns the
/// single output (or the interpreter's error message).
pub fn run_op(op: Op, tensors: &[Tensor], out: Option<DType>) -> Result<Tensor, String> {
    let mut g = Graph::new("t");
    let mut ids = Vec::new();
    for (i, t) in tensors.iter().enumerate() {
        ids.push(
            g.add_input(format!("x{i}"), t.ty().clone())
                .map_err(|e| e.to_string())?,
        );
    }
    let v = g.add(op, &ids, out).map_err(|e| e.to_string())?;
    g.add_output("y", v).map_err(|e| e.to_string())?;
    let mut outs = qnn_interp::run(&g, tensors).map_err(|e| e.to_string())?;
    outs.pop().ok_or_else(|| "no output".to_string())
}

/// Same as [`run_op`] but panics with the message on failure (tests only).
pub fn run_ok(op: Op, tensors: &[Tensor], out: Option<DType>) -> Tensor {
    match run_op(op, tensors, out) {
        Ok(t) => t,
        Err(e) => panic!("run failed: {e}"),
    }
}

/// An integer tensor.
pub fn t(dtype: DType, shape: &[usize], vals: &[i64]) -> Tensor {
    Tensor::from_i64(dtype, shape, vals).expect("test tensor")
}

/// An `f32` tensor.
pub fn tf(shape: &[usize], vals: &[f32]) -> Tensor {
    Tensor::new(
        TensorType::new(DType::F32, shape.iter().copied()),
        qnn_ir::Data::F32(vals.to_vec()),
    )
    .expect("test tensor")
}

/// Integer elements of a result.
pub fn vals(x: &Tensor) -> Vec<i64> {
    x.to_i64().expect("integer result")
}

/// `f32` elements of a result.
pub fn fvals(x: &Tensor) -> Vec<f32> {
    match x.data() {
        qnn_ir::Data::F32(v) => v.clone(),
        _ => panic!("not f32"),
    }
}

// ---------------------------------------------------------------------------------------------
// Literal transcriptions (tflite.md §2.1-2.4).

/// C `frexp` for positive finite `x`, by halving/doubling (slow, obviously correct).
pub fn frexp_ref(x: f64) -> (f64, i32) {
    let mut m = x;
    let mut e = 0;
    while m >= 1.0 {
        m /= 2.0;
        e += 1;
    }
    while m < 0.5 {
        m *= 2.0;
        e -= 1;
    }
    (m, e)
}

/// `QuantizeMultiplier(double m, int32_t* qm, int* shift)`, double-rounding build, for `m >= 0`.
pub fn quantize_multiplier_ref(m: f64) -> (i32, i32) {
    if m == 0.0 {
        return (0, 0);
    }
    let (q, mut shift) = frexp_ref(m);
    let mut qf = (q * (1i64 << 31) as f64).round() as i64; // std::round: ties away
    if qf == 1i64 << 31 {
        qf /= 2;
        shift += 1;
    }
    if shift < -31 {
        shift = 0;
        qf = 0;
    }
    (qf as i32, shift)
}

/// gemmlowp `SaturatingRoundingDoublingHighMul`, literally.
pub fn srdhm_ref(a: i32, b: i32) -> i32 {
    let overflow = a == b && a == i32::MIN;
    let ab = a as i64 * b as i64;
    let nudge: i64 = if ab >= 0 { 1 << 30 } else { 1 - (1 << 30) };
    let r = ((ab + nudge) / (1i64 << 31)) as i32; // '/' truncates toward zero
    if overflow {
        i32::MAX
    } else {
        r
    }
}

/// gemmlowp `RoundingDivideByPOT`, literally (0 <= e <= 31).
pub fn rdbpot_ref(x: i32, e: i32) -> i32 {
    let mask = ((1i64 << e) - 1) as i32;
    let rem = x & mask;
    let thr = (mask >> 1) + if x < 0 { 1 } else { 0 };
    (x >> e) + if rem > thr { 1 } else { 0 }
}

/// `MultiplyByQuantizedMultiplier`, double rounding (`x * (1 << ls)` wraps).
pub fn mbqm_ref(x: i32, qm: i32, shift: i32) -> i32 {
    let ls = if shift > 0 { shift } else { 0 };
    let rs = if shift > 0 { 0 } else { -shift };
    rdbpot_ref(srdhm_ref(x.wrapping_mul(1 << ls), qm), rs)
}

/// `MultiplyByQuantizedMultiplier`, `TFLITE_SINGLE_ROUNDING` build.
pub fn mbqm_single_ref(x: i32, qm: i32, shift: i32) -> i32 {
    let total = 31 - shift as i64;
    let r = (x as i64 * qm as i64 + (1i64 << (total - 1))) >> total;
    r as i32
}

/// The int64 16x8 path (`MultiplyByQuantizedMultiplier(int64_t, ...)`).
pub fn mbqm64_ref(x: i64, qm: i32, shift: i32) -> i32 {
    let rm: i64 = if qm < 0x7FFF0000 {
        ((qm as i64) + (1 << 15)) >> 16
    } else {
        0x7FFF
    };
    let total = 15 - shift;
    let v = x * rm + (1i64 << (total - 1));
    (v >> total) as i32
}

/// TVM single rounding of `x * qm * 2^(shift - 31)`: `"upward"` (ties to +inf), `"to_nearest"`
/// (ties away from zero) or `"half_even"`, exact in `i128`.
pub fn tvm_round_ref(x: i64, qm: i32, shift: i32, mode: &str) -> i64 {
    let v = x as i128 * qm as i128;
    let total = 31 - shift;
    if total <= 0 {
        return (v << (-total)) as i64;
    }
    let den = 1i128 << total;
    let floor = v.div_euclid(den);
    let rem = v.rem_euclid(den); // 0 <= rem < den
    let twice = 2 * rem;
    let up = match mode {
        "upward" => twice >= den,
        "to_nearest" => {
            if twice == den {
                v > 0
            } else {
                twice > den
            }
        }
        "half_even" => {
            if twice == den {
                floor % 2 != 0
            } else {
                twice > den
            }
        }
        _ => panic!("unknown mode {mode}"),
    };
    (floor + if up { 1 } else { 0 }) as i64
}

/// Applies a real multiplier `m` to `x` under a mode name, the way the op docs define it:
/// TFLite modes through `QuantizeMultiplier` + their MBQM, `f64_half_away` as
/// `round((double)x * m)`, TVM modes as a single rounding with the TVM multiplier.
pub fn rescale_ref(x: i64, m: f64, mode: &str) -> i64 {
    let (qm, shift) = quantize_multiplier_ref(m);
    match mode {
        "tflite_double" => mbqm_ref(x as i32, qm, shift) as i64,
        "tflite_single" => {
            let (qm, shift) = if shift > 30 {
                (i32::MAX, 30)
            } else {
                (qm, shift)
            };
            mbqm_single_ref(x as i32, qm, shift) as i64
        }
        "tflite_int64" => mbqm64_ref(x, qm, shift) as i64,
        "f64_half_away" => (x as f64 * m).round() as i64,
        other => tvm_round_ref(x, qm, shift, other),
    }
}

/// Every rounding mode name.
pub const MODES: [&str; 7] = [
    "tflite_double",
    "tflite_single",
    "tflite_int64",
    "f64_half_away",
    "upward",
    "to_nearest",
    "half_even",
];

/// The `qnn_ir::Rounding` of a mode name.
pub fn mode(name: &str) -> qnn_ir::Rounding {
    name.parse().expect("mode name")
}

/// A tiny deterministic generator (xorshift64*), so tests need no seeding crate state.
pub struct Rng(pub u64);

impl Rng {
    /// Next 64 random bits.
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform integer in `[lo, hi]`.
    pub fn int(&mut self, lo: i64, hi: i64) -> i64 {
        let span = (i128::from(hi) - i128::from(lo) + 1) as u128;
        (i128::from(lo) + (u128::from(self.next()) % span) as i128) as i64
    }
    /// A positive scale `mantissa * 2^e` spread over a few decades.
    pub fn scale(&mut self, lo_exp: i32, hi_exp: i32) -> f32 {
        let m = 1.0 + (self.next() % 1_000_000) as f32 / 1_000_000.0;
        let e = self.int(lo_exp as i64, hi_exp as i64) as i32;
        m * 2f32.powi(e)
    }
}
