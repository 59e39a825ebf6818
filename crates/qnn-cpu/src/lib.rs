//! `qnn-cpu`: a CPU engine for lowered graphs.
//!
//! A back-end like any other: it defines its target with the public Legalize API
//! ([`target`], [`register`]) and takes the graph `qnn_legalize::compile` lowers for it (or for
//! any other target: the engine runs every integer core op). [`Plan::new`] turns a lowered
//! graph into an execution plan:
//!
//! - **fused products** ([`fuse`]): a `conv2d` (NHWC) or `dense` with constant weights and
//!   the requantize chain the lowering puts after it (`add` of a constant, then
//!   `fixed_point_multiply` or FULLY_CONNECTED's double rescale, then `add` of the output zero
//!   point, `clip`, `cast`). They become one step that accumulates and requantizes each
//!   output pixel without storing the accumulators. Weights are packed at plan time for the
//!   kernel that runs them.
//! - **fused elementwise trees** (`elementwise.rs`): `add`, `subtract`, `multiply`,
//!   `fixed_point_multiply`, `clip`, `cast`, `table`, `maximum`, `minimum` and softmax's
//!   `srdhm`, `shift_right`, `count_leading_zeros`, `fixed_point_reciprocal` and
//!   `round_divide` (AVERAGE_POOL's division), and on `f32` values (carried as their bits)
//!   `add`, `subtract`, `multiply`, `divide`, `maximum`, `minimum`, `clip`, `round`, `exp`,
//!   `tanh`, `logistic`, `sqrt`, `cast` to and from integers, `greater_equal`, `equal`,
//!   `select` and tables of `f32` entries (dequantize-compute-quantize chains). They run over
//!   values of one shape, values that broadcast to it, and constants, in rows of 256
//!   elements.
//! - **reductions and pooling** (`reduce.rs`): `sum`, `reduce_max` and `reduce_min` over any
//!   axes (integers, and `f32` in the reference kernel's order), and `max_pool2d` and
//!   `pool_sum` on NHWC activations; `reshape` is a copy.
//! - **batch products** (`matmul.rs`): `batch_matmul` of integers and of `f32`.
//! - **float islands** (`island.rs`): a chain of elementwise ops from one small-range integer
//!   value through `f32` back to an integer (a quantizer's float PRELU), whose constants vary
//!   at most per channel, becomes a per-channel table made at plan time with the reference
//!   kernels (exact by construction) and runs as one lookup per element.
//! - **trees of one value as tables** (`lookup.rs`): a tree whose only value leaf takes few
//!   codes, or saturates in every use (constant adds into a clip), runs as a clamp and one
//!   per-channel lookup; the plan makes the table by running the tree on every code.
//! - **data movement** (`movement.rs`): `pad` and `concatenate` as row copies, `transpose`,
//!   `slice` and `gather` with constant indices through an index map made at plan time.
//! - **a memory plan** ([`memory`]): every value a step writes gets a typed buffer (`i8`,
//!   `u8`, `i16`, `i32`, ... as its type says). A later value of the same type reuses the
//!   buffer once the first value's last reader has run. A [`Session`] allocates the buffers
//!   and the kernels' scratch rows once, and every run reuses them.
//! - **the reference kernel for every other op** (`qnn_interp::eval_op`). It copies its
//!   operands into tensors and allocates its result on every run. [`PlanStats::fallback`]
//!   lists those ops.
//!
//! Kernels come at four levels ([`Isa`], picked at run time by CPU feature detection, or by
//! [`Plan::with_isa`]):
//!
//! - `scalar`: the portable kernels above, on `i64` rows, which every machine runs and every
//!   other level is tested against;
//! - `avx2`, `avx-vnni`, `avx512`: the SIMD kernels of `fast.rs` for products whose
//!   activations and weights fit 16 bits and whose epilogue is the integer requantize (an im2col
//!   matrix product over `i16` pairs, `vpmaddwd` or VNNI's `vpdpwssd`; depthwise over vectors
//!   of channels; the requantize in 32-bit lanes), written once over the vector types of
//!   `simd.rs`; elementwise trees whose values fit 32 bits on `i32` lanes; the rest is the
//!   portable source compiled for the level (`kernels::at_level`).
//!
//! A [`Session`] from [`Plan::session_with_threads`] splits the products (SIMD and portable)
//! and pooling windows over shares of their output pixels, and the elementwise trees, pads
//! and copies by index (`transpose`, `slice`, `gather`) over shares of their elements, one
//! share per thread (`plan::split`), where a step has at least [`PARALLEL_MIN`] outputs
//! (SIMD products) or [`PARALLEL_MIN_WORK`] of work (the others). A run is handed to the
//! session's pool, whose other threads poll for shares until it ends (`plan::keep_awake`).
//!
//! Every step computes what the reference interpreter computes, bit for bit, at every level
//! and on any number of threads. Each fused op is applied with its own integer semantics
//! (TFLite's rescales, wrapping integer arithmetic, the clip, the cast), in the order of the
//! graph.
#![deny(missing_docs)]

mod elementwise;
pub(crate) mod fast;
pub mod fuse;
mod island;
mod kernels;
mod lookup;
mod matmul;
pub mod memory;
mod movement;
mod plan;
mod reduce;
#[cfg(target_arch = "x86_64")]
mod simd;

pub use kernels::Isa;
pub use plan::{Plan, PlanError, PlanStats, Session, StepTime, PARALLEL_MIN, PARALLEL_MIN_WORK};

use qnn_ir::{DType, Opcode};
use qnn_legalize::{retype_mac, LegalizeError, Native, Registry, Target};

/// Name of the engine's target.
pub const TARGET: &str = "cpu";

/// The engine's target: 8-bit products on `i8 x i8` (int8 models run with no widening cast),
/// `i16 x i16` for 16x8 models and `i32 x i32` for wide core products, through the library's
/// exact dtype hook; every other integer core op native.
pub fn target() -> Target {
    let mut t = Target::new(
        TARGET,
        "qnnc's CPU engine (qnn-cpu): fused i8 x i8 and i16 x i16 products with an integer requantize epilogue",
    )
    .native_core_ops()
    .feature("mac-i8", "i8 x i8 products accumulated in i32")
    .feature("mac-i16", "i16 x i16 products accumulated in i32 or i64");
    for (x, w) in [
        (DType::I8, DType::I8),
        (DType::I16, DType::I16),
        (DType::I32, DType::I32),
        // Float products (float models, float islands) run on the reference kernel.
        (DType::F32, DType::F32),
    ] {
        for &opcode in Opcode::ALL.iter().filter(|o| o.is_mac()) {
            t = t.native(Native::with(opcode, &[x, w]));
        }
    }
    t.hook(Opcode::QnnConv2d, "cpu-conv2d-dtypes", retype_mac)
        .hook(Opcode::QnnDense, "cpu-dense-dtypes", retype_mac)
        .hook(Opcode::Conv2d, "cpu-core-conv2d-widen", retype_mac)
        .hook(Opcode::Dense, "cpu-core-dense-widen", retype_mac)
}

/// Adds the engine's target to `registry`.
pub fn register(registry: &mut Registry) -> Result<(), LegalizeError> {
    registry.register(target())
}
