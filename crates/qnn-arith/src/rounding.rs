//! The [`Rounding`] enum: which requantization arithmetic an op uses.
//!
//! The string names are part of the IR text format and of `docs/rounding.md`; keep them stable.

use std::fmt;
use std::str::FromStr;

/// Requantization rounding mode (how `acc * real_multiplier` becomes an integer).
///
/// See `docs/rounding.md` for the formulas and a table of tie cases.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rounding {
    /// `tflite_double`: gemmlowp `SaturatingRoundingDoublingHighMul` then `RoundingDivideByPOT`
    /// (TFLite's default build). The first rounding goes half up, the second half away from zero.
    TfliteDouble,
    /// `tflite_single`: `TFLITE_SINGLE_ROUNDING`: `(x*m + 2^(t-1)) >> t`, ties toward +inf;
    /// the multiplier's shift saturates at 30.
    TfliteSingle,
    /// `tflite_int64`: the 16x8 int64-accumulator path: the Q31 multiplier re-rounded to 15 bits,
    /// then a single rounding with ties toward +inf.
    TfliteInt64,
    /// `f64_half_away`: `(int32)round((double)acc * real_multiplier)`, ties away from zero
    /// (reference FULLY_CONNECTED since TF 2.20).
    F64HalfAway,
    /// `upward`: TVM `UPWARD`: one rounding, ties toward +inf.
    Upward,
    /// `to_nearest`: TVM `TONEAREST`: one rounding, ties away from zero.
    ToNearest,
    /// `half_even`: one rounding, ties to even (ONNX Runtime / PyTorch).
    HalfEven,
}

impl Rounding {
    /// Every mode, in declaration order.
    pub const ALL: [Rounding; 7] = [
        Rounding::TfliteDouble,
        Rounding::TfliteSingle,
        Rounding::TfliteInt64,
        Rounding::F64HalfAway,
        Rounding::Upward,
        Rounding::ToNearest,
        Rounding::HalfEven,
    ];

    /// The stable text name (`"tflite_double"`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Rounding::TfliteDouble => "tflite_double",
            Rounding::TfliteSingle => "tflite_single",
            Rounding::TfliteInt64 => "tflite_int64",
            Rounding::F64HalfAway => "f64_half_away",
            Rounding::Upward => "upward",
            Rounding::ToNearest => "to_nearest",
            Rounding::HalfEven => "half_even",
        }
    }

    /// True for the modes that reproduce a TFLite kernel (`tflite_*` and `f64_half_away`).
    pub fn is_tflite(self) -> bool {
        matches!(
            self,
            Rounding::TfliteDouble
                | Rounding::TfliteSingle
                | Rounding::TfliteInt64
                | Rounding::F64HalfAway
        )
    }
}

impl fmt::Display for Rounding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Error of [`Rounding::from_str`]: the string that is not a rounding-mode name.
#[derive(Debug, thiserror::Error, PartialEq, Eq, Clone)]
#[error("unknown rounding mode `{0}` (expected one of tflite_double, tflite_single, tflite_int64, f64_half_away, upward, to_nearest, half_even)")]
pub struct ParseRoundingError(pub String);

impl FromStr for Rounding {
    type Err = ParseRoundingError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Rounding::ALL
            .into_iter()
            .find(|r| r.name() == s)
            .ok_or_else(|| ParseRoundingError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for r in Rounding::ALL {
            assert_eq!(r.name().parse::<Rounding>(), Ok(r));
            assert_eq!(r.to_string(), r.name());
        }
    }

    #[test]
    fn names_are_the_documented_ones() {
        let names: Vec<&str> = Rounding::ALL.iter().map(|r| r.name()).collect();
        assert_eq!(
            names,
            [
                "tflite_double",
                "tflite_single",
                "tflite_int64",
                "f64_half_away",
                "upward",
                "to_nearest",
                "half_even"
            ]
        );
    }

    #[test]
    fn bad_name_is_reported() {
        assert_eq!(
            "TONEAREST".parse::<Rounding>(),
            Err(ParseRoundingError("TONEAREST".to_string()))
        );
        assert!("".parse::<Rounding>().is_err());
    }

    #[test]
    fn tflite_modes() {
        let t: Vec<Rounding> = Rounding::ALL
            .into_iter()
            .filter(|r| r.is_tflite())
            .collect();
        assert_eq!(
            t,
            [
                Rounding::TfliteDouble,
                Rounding::TfliteSingle,
                Rounding::TfliteInt64,
                Rounding::F64HalfAway
            ]
        );
    }
}
