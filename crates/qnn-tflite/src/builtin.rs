//! TFLite operator identity: [`BuiltinOp`], what the reader resolves each `OperatorCode` to.
//!
//! A builtin operator is a value of [`BuiltinOperator`], the Rust enum planus generates from the
//! `BuiltinOperator` enum of `schema/tflite.fbs` (TFLite's codes, in TFLite's order). Nothing else in the
//! crate numbers operators: codes go through the generated `TryFrom<i32>` / `From<BuiltinOperator>`,
//! TFLite's names are derived from the generated variant names ([`operator_name`]), and which operators are
//! imported is decided by the importer's one converter table (`converter` in `import/mod.rs`).

use std::fmt;
use std::sync::OnceLock;

use crate::generated::tflite as fb;
pub use crate::generated::tflite::BuiltinOperator;

/// A TFLite operator kind, resolved from an `OperatorCode`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum BuiltinOp {
    /// A builtin operator of the schema. Never [`BuiltinOperator::Custom`]: custom operators are
    /// [`BuiltinOp::Custom`] (as [`BuiltinOp::from_code`] and `From<BuiltinOperator>` make them).
    Builtin(BuiltinOperator),
    /// A builtin code outside the schema's `BuiltinOperator` enum (e.g. an operator of a newer TFLite).
    Unknown(i32),
    /// A custom operator (`CUSTOM`) with its `custom_code` name.
    Custom(String),
}

impl From<BuiltinOperator> for BuiltinOp {
    /// `CUSTOM` gives [`BuiltinOp::Custom`] with an empty name; every other operator [`BuiltinOp::Builtin`].
    fn from(op: BuiltinOperator) -> Self {
        match op {
            BuiltinOperator::Custom => Self::Custom(String::new()),
            op => Self::Builtin(op),
        }
    }
}

impl BuiltinOp {
    /// The operator for builtin code `code`. `CUSTOM` gives `Custom` with an empty name; the reader fills in
    /// the `custom_code` string.
    pub fn from_code(code: i32) -> Self {
        match BuiltinOperator::try_from(code) {
            Ok(op) => op.into(),
            Err(_) => Self::Unknown(code),
        }
    }

    /// The TFLite builtin code (`CUSTOM`'s for custom operators).
    pub fn code(&self) -> i32 {
        match self {
            Self::Builtin(op) => i32::from(*op),
            Self::Unknown(code) => *code,
            Self::Custom(_) => i32::from(BuiltinOperator::Custom),
        }
    }

    /// The schema operator, `None` for [`BuiltinOp::Unknown`] and [`BuiltinOp::Custom`].
    pub fn builtin(&self) -> Option<BuiltinOperator> {
        match self {
            Self::Builtin(op) => Some(*op),
            Self::Unknown(_) | Self::Custom(_) => None,
        }
    }

    /// TFLite's enum name for this operator (e.g. `"CONV_2D"`, `"CUSTOM"` for custom operators), `None` for
    /// a code unknown to the schema.
    pub fn name(&self) -> Option<&'static str> {
        match self {
            Self::Builtin(op) => Some(operator_name(*op)),
            Self::Custom(_) => Some(operator_name(BuiltinOperator::Custom)),
            Self::Unknown(_) => None,
        }
    }

    /// The `BuiltinOptions` union tag that belongs to this operator (the table the TFLite converter writes for
    /// it), for the operators qnnc imports that have parameters; `None` for the others (`LOGISTIC`, `TANH`,
    /// `RELU`, ... have no options table) and for `Unknown`/`Custom`. The tag is planus' numbering of the
    /// union member ([`crate::model::TfOptions::tag`]), no number is written here.
    ///
    /// For operators with parameters, TFLite's option parser (`ParseOpData`) reads the table only when the stored
    /// tag equals this one; otherwise, or when the table is absent, the parameters stay zero-initialised. The
    /// converters follow that by matching on the decoded [`crate::TfOptions`] variant; this method lets tests
    /// check that every decoded table sits on its operator.
    pub fn expected_options_tag(&self) -> Option<u8> {
        use fb::BuiltinOperator as O;
        use fb::BuiltinOptions as U;
        let member = match self.builtin()? {
            O::Add => U::AddOptions(Box::default()),
            O::AveragePool2d | O::MaxPool2d => U::Pool2DOptions(Box::default()),
            O::Concatenation => U::ConcatenationOptions(Box::default()),
            O::Conv2d => U::Conv2DOptions(Box::default()),
            O::DepthwiseConv2d => U::DepthwiseConv2DOptions(Box::default()),
            O::Dequantize => U::DequantizeOptions(Box::default()),
            O::FullyConnected => U::FullyConnectedOptions(Box::default()),
            O::Mul => U::MulOptions(Box::default()),
            O::Reshape => U::ReshapeOptions(Box::default()),
            O::Softmax => U::SoftmaxOptions(Box::default()),
            O::Pad => U::PadOptions(Box::default()),
            O::Transpose => U::TransposeOptions(Box::default()),
            O::Mean | O::Sum | O::ReduceMax | O::ReduceMin | O::ReduceProd => {
                U::ReducerOptions(Box::default())
            }
            O::Sub => U::SubOptions(Box::default()),
            O::Squeeze => U::SqueezeOptions(Box::default()),
            O::Padv2 => U::PadV2Options(Box::default()),
            O::Quantize => U::QuantizeOptions(Box::default()),
            O::HardSwish => U::HardSwishOptions(Box::default()),
            O::DepthToSpace => U::DepthToSpaceOptions(Box::default()),
            O::SpaceToDepth => U::SpaceToDepthOptions(Box::default()),
            O::Gather => U::GatherOptions(Box::default()),
            O::Cumsum => U::CumsumOptions(Box::default()),
            O::UnidirectionalSequenceLstm => U::UnidirectionalSequenceLstmOptions(Box::default()),
            O::CallOnce => U::CallOnceOptions(Box::default()),
            O::VarHandle => U::VarHandleOptions(Box::default()),
            O::StridedSlice => U::StridedSliceOptions(Box::default()),
            O::Split => U::SplitOptions(Box::default()),
            O::Pack => U::PackOptions(Box::default()),
            O::Unpack => U::UnpackOptions(Box::default()),
            O::SplitV => U::SplitVOptions(Box::default()),
            O::LeakyRelu => U::LeakyReluOptions(Box::default()),
            O::ArgMax => U::ArgMaxOptions(Box::default()),
            O::ArgMin => U::ArgMinOptions(Box::default()),
            O::ResizeNearestNeighbor => U::ResizeNearestNeighborOptions(Box::default()),
            O::ResizeBilinear => U::ResizeBilinearOptions(Box::default()),
            O::BatchMatmul => U::BatchMatMulOptions(Box::default()),
            O::Gelu => U::GeluOptions(Box::default()),
            O::Div => U::DivOptions(Box::default()),
            O::TransposeConv => U::TransposeConvOptions(Box::default()),
            _ => return None,
        };
        Some(crate::options::union_tag(&member))
    }
}

/// TFLite's name for builtin operator `op` (e.g. `BuiltinOperator::Conv2d` → `"CONV_2D"`).
///
/// Derived from the generated variant name: planus writes `CONV_2D` as `Conv2d`, so the name is the variant's
/// words in upper case joined by `_` (`LeakyRelu` → `LEAKY_RELU`, `Padv2` → `PADV2`), except where TFLite's
/// name has an underscore before a digit, which the generated name no longer shows.
pub fn operator_name(op: BuiltinOperator) -> &'static str {
    static NAMES: OnceLock<Vec<String>> = OnceLock::new();
    let names = NAMES.get_or_init(|| {
        BuiltinOperator::ENUM_VALUES
            .iter()
            .map(|&op| spell(op))
            .collect()
    });
    BuiltinOperator::ENUM_VALUES
        .iter()
        .position(|&v| v == op)
        .and_then(|i| names.get(i))
        .map_or("", String::as_str)
}

/// TFLite's spelling of `op` (see [`operator_name`]).
fn spell(op: BuiltinOperator) -> String {
    use BuiltinOperator as O;
    // The names with `_` before a digit.
    let exact = match op {
        O::AveragePool2d => Some("AVERAGE_POOL_2D"),
        O::Conv2d => Some("CONV_2D"),
        O::DepthwiseConv2d => Some("DEPTHWISE_CONV_2D"),
        O::L2Pool2d => Some("L2_POOL_2D"),
        O::MaxPool2d => Some("MAX_POOL_2D"),
        O::ReluN1To1 => Some("RELU_N1_TO_1"),
        O::Conv3d => Some("CONV_3D"),
        O::Conv3dTranspose => Some("CONV_3D_TRANSPOSE"),
        O::Relu0To1 => Some("RELU_0_TO_1"),
        _ => None,
    };
    if let Some(name) = exact {
        return name.to_string();
    }
    let mut name = String::new();
    for (i, c) in format!("{op:?}").chars().enumerate() {
        if i > 0 && c.is_ascii_uppercase() {
            name.push('_');
        }
        name.push(c.to_ascii_uppercase());
    }
    name
}

/// TFLite's name for builtin operator `code` (e.g. `3` → `"CONV_2D"`), or `None` if the schema does not know
/// the code.
pub fn builtin_operator_name(code: i32) -> Option<&'static str> {
    BuiltinOperator::try_from(code).ok().map(operator_name)
}

impl fmt::Display for BuiltinOp {
    /// TFLite's operator name (`CONV_2D`); `CUSTOM(name)` for custom operators and `BUILTIN_<code>` for codes
    /// unknown to the schema.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Builtin(op) => f.write_str(operator_name(*op)),
            Self::Custom(name) => write!(f, "CUSTOM({name})"),
            Self::Unknown(code) => write!(f, "BUILTIN_{code}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use BuiltinOperator as O;

    #[test]
    fn codes_round_trip() {
        for code in -3..260 {
            let op = BuiltinOp::from_code(code);
            assert_eq!(op.code(), code);
            assert_eq!(
                op.builtin().is_some(),
                (0..=207).contains(&code) && code != 32
            );
        }
        assert_eq!(BuiltinOp::from_code(32), BuiltinOp::Custom(String::new()));
        assert_eq!(BuiltinOp::from(O::Custom), BuiltinOp::Custom(String::new()));
    }

    #[test]
    fn names_match_schema_codes() {
        // Spot checks against the codes listed in the TFLite schema / reference notes (tflite.md section 4),
        // including every name the derivation spells by exception.
        let expect = [
            (0, "ADD"),
            (1, "AVERAGE_POOL_2D"),
            (3, "CONV_2D"),
            (4, "DEPTHWISE_CONV_2D"),
            (6, "DEQUANTIZE"),
            (9, "FULLY_CONNECTED"),
            (12, "L2_POOL_2D"),
            (14, "LOGISTIC"),
            (17, "MAX_POOL_2D"),
            (20, "RELU_N1_TO_1"),
            (21, "RELU6"),
            (25, "SOFTMAX"),
            (28, "TANH"),
            (32, "CUSTOM"),
            (34, "PAD"),
            (37, "BATCH_TO_SPACE_ND"),
            (40, "MEAN"),
            (41, "SUB"),
            (48, "TOPK_V2"),
            (60, "PADV2"),
            (114, "QUANTIZE"),
            (117, "HARD_SWISH"),
            (126, "BATCH_MATMUL"),
            (127, "PLACEHOLDER_FOR_GREATER_OP_CODES"),
            (131, "RFFT2D"),
            (132, "CONV_3D"),
            (141, "CONV_3D_TRANSPOSE"),
            (152, "RELU_0_TO_1"),
            (156, "ATAN2"),
            (204, "STABLEHLO_RNG_BIT_GENERATOR"),
            (207, "COMPLEX"),
        ];
        for (code, name) in expect {
            assert_eq!(builtin_operator_name(code), Some(name));
        }
        assert_eq!(builtin_operator_name(208), None);
        assert_eq!(builtin_operator_name(-1), None);
        // Every name is distinct and non-empty.
        let mut names: Vec<_> = O::ENUM_VALUES.iter().map(|&op| operator_name(op)).collect();
        assert!(names.iter().all(|n| !n.is_empty()));
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), O::ENUM_VALUES.len());
    }

    #[test]
    fn display_uses_tflite_names() {
        assert_eq!(BuiltinOp::from(O::Conv2d).to_string(), "CONV_2D");
        assert_eq!(BuiltinOp::from(O::Padv2).to_string(), "PADV2");
        assert_eq!(BuiltinOp::from(O::Gather).to_string(), "GATHER");
        assert_eq!(BuiltinOp::from_code(5000).to_string(), "BUILTIN_5000");
        assert_eq!(BuiltinOp::Custom("Foo".into()).to_string(), "CUSTOM(Foo)");
        assert_eq!(BuiltinOp::Custom("Foo".into()).code(), 32);
    }
}
