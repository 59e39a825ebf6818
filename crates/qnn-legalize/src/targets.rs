//! The built-in targets (`docs/targets.md` gives each one's rule and why).

use crate::mac::{retype_hybrid, retype_mac};
use crate::target::{Native, Target};
use qnn_ir::{DType, Opcode};

/// A fast `(input, weight)` product of a target, with the range its constant weights must
/// lie in, if any.
type Pair = (DType, DType, Option<(i64, i64)>);

/// A target whose convolutions and dense layers multiply the `fast` pairs, then (in this order
/// of preference) the widening fallbacks every CPU and GPU has, `i16 x i16` (16x8 models) and
/// `i32 x i32` (core products on wide operands), and `f32 x f32` for float products; the
/// built-in dtype hooks on both; every other core op native.
fn mac_target(name: &str, description: &str, fast: &[Pair]) -> Target {
    let mut t = Target::new(name, description).native_core_ops();
    // The core products (`conv2d`, `dense`: the op table's `mac` flag).
    let macs = || Opcode::ALL.iter().copied().filter(|o| o.is_mac());
    let fallbacks = [
        (DType::I16, DType::I16, None),
        (DType::I32, DType::I32, None),
    ];
    for &(x, w, within) in fast.iter().chain(&fallbacks) {
        for opcode in macs() {
            let n = Native::with(opcode, &[x, w]);
            t = t.native(match within {
                Some((lo, hi)) => n.weights_within(lo, hi),
                None => n,
            });
        }
    }
    // Float products (float models and float islands) run as they are: last, so that no
    // integer product is widened to them.
    for opcode in macs() {
        t = t.native(Native::with(opcode, &[DType::F32, DType::F32]));
    }
    t.hook(
        Opcode::QnnConv2d,
        format!("{name}-conv2d-dtypes"),
        retype_mac,
    )
    .hook(Opcode::QnnDense, format!("{name}-dense-dtypes"), retype_mac)
    .hook(
        Opcode::QnnHybridDense,
        format!("{name}-hybrid-dense-dtypes"),
        retype_hybrid,
    )
    .hook(
        Opcode::Conv2d,
        format!("{name}-core-conv2d-widen"),
        retype_mac,
    )
    .hook(
        Opcode::Dense,
        format!("{name}-core-dense-widen"),
        retype_mac,
    )
}

/// The built-in targets, in the order `qnnc targets` lists them.
pub fn builtin() -> Vec<Target> {
    use DType::{I8, U8};
    let mac16 = |insn: &str| format!("{insn}: i16 x i16 products summed into i32");
    vec![
        mac_target(
            "generic",
            "no fast 8-bit products: conv and dense on i16 x i16 (cast-to-wider fallback)",
            &[],
        )
        .feature("mac-i16", "i16 x i16 multiply-accumulate into i32"),
        mac_target(
            "x86",
            "x86-64 AVX2: u8 x i8 with vpmaddubsw where weights lie in [-64, 64], else i16 x i16 with vpmaddwd",
            &[(U8, I8, Some((-64, 64)))],
        )
        .feature(
            "dot-u8-i8-sat16",
            "vpmaddubsw: u8 x i8 products summed in pairs, saturating to i16",
        )
        .feature("mac-i16", mac16("vpmaddwd")),
        mac_target(
            "x86-vnni",
            "x86-64 AVX-512 VNNI / AVX-VNNI: u8 x i8 with vpdpbusd",
            &[(U8, I8, None)],
        )
        .feature(
            "dot-u8-i8",
            "vpdpbusd: u8 x i8 products summed in fours into i32, no saturation",
        )
        .feature("mac-i16", mac16("vpdpwssd")),
        mac_target(
            "arm",
            "AArch64 NEON without dot product: i8 x i8 with smull/smlal (widening multiply)",
            &[(I8, I8, None)],
        )
        .feature("mul-i8-widen", "smull/smlal: i8 x i8 products widened to i16, then sadalp into i32")
        .feature("mac-i16", mac16("smlal")),
        mac_target(
            "arm-dotprod",
            "AArch64 with the dot-product extension (Armv8.2 +dotprod): i8 x i8 with sdot",
            &[(I8, I8, None)],
        )
        .feature("dot-i8-i8", "sdot: i8 x i8 products summed in fours into i32")
        .feature("mac-i16", mac16("smlal")),
        mac_target(
            "cuda",
            "NVIDIA GPU (sm_61 and later): i8 x i8 with dp4a",
            &[(I8, I8, None)],
        )
        .feature("dot-i8-i8", "dp4a: i8 x i8 products summed in fours into i32")
        .feature("mac-i16", mac16("mad")),
    ]
}
