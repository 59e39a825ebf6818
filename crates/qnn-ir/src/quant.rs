//! Quantization parameters: the one place scales and zero points live.
//!
//! `real = scale * (q - zero_point)`, per tensor or per axis. Scales are `f32` (as in
//! TFLite files) and are stored by their bits so that attributes can be hashed and
//! compared exactly (what an e-graph needs).

use crate::types::{DType, TensorType};
use std::fmt;

/// An `f32` compared and hashed by its bit pattern.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct F32Bits(pub u32);

impl F32Bits {
    /// Wraps a float.
    pub fn new(x: f32) -> Self {
        F32Bits(x.to_bits())
    }
    /// The float value.
    pub fn get(self) -> f32 {
        f32::from_bits(self.0)
    }
}

impl From<f32> for F32Bits {
    fn from(x: f32) -> Self {
        F32Bits::new(x)
    }
}

impl fmt::Debug for F32Bits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.get())
    }
}

/// Scale(s) and zero point(s) of a quantized tensor.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum QParams {
    /// One scale and zero point for the whole tensor. Printed `q(scale, zero_point)`.
    PerTensor {
        /// Scale, finite and > 0.
        scale: F32Bits,
        /// Zero point, inside the storage type's range.
        zero_point: i64,
    },
    /// One scale and zero point per index of `axis`.
    /// Printed `q_axis(axis, [scales], [zero_points])`.
    PerAxis {
        /// The quantized dimension.
        axis: usize,
        /// One scale per index along `axis`.
        scales: Vec<F32Bits>,
        /// One zero point per index along `axis`.
        zero_points: Vec<i64>,
    },
}

/// What is wrong with a set of quantization parameters.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum QuantError {
    /// A scale is NaN, infinite, zero or negative.
    #[error("scale {0:?} must be finite and > 0")]
    BadScale(F32Bits),
    /// A zero point does not fit the storage type.
    #[error("zero point {zero_point} is outside the range of {dtype}")]
    ZeroPointRange {
        /// The offending zero point.
        zero_point: i64,
        /// The tensor's storage type.
        dtype: DType,
    },
    /// Quantization of a float tensor.
    #[error("quantization parameters on a {0} tensor (must be an integer type)")]
    NotInteger(DType),
    /// Per-axis axis out of range.
    #[error("axis {axis} is out of range for rank {rank}")]
    AxisRange {
        /// The axis.
        axis: usize,
        /// The tensor rank.
        rank: usize,
    },
    /// Per-axis vector length differs from the axis extent.
    #[error("{what} has {len} entries but dimension {axis} has extent {extent}")]
    AxisLength {
        /// `scales` or `zero_points`.
        what: &'static str,
        /// Vector length.
        len: usize,
        /// The axis.
        axis: usize,
        /// Its extent.
        extent: usize,
    },
    /// Per-axis parameters where only per-tensor ones are allowed.
    #[error("must be per-tensor")]
    NotPerTensor,
}

impl QParams {
    /// Per-tensor parameters (unvalidated; see [`QParams::validate`]).
    pub fn per_tensor(scale: f32, zero_point: i64) -> Self {
        QParams::PerTensor {
            scale: F32Bits::new(scale),
            zero_point,
        }
    }

    /// Per-axis parameters (unvalidated).
    pub fn per_axis(axis: usize, scales: &[f32], zero_points: &[i64]) -> Self {
        QParams::PerAxis {
            axis,
            scales: scales.iter().map(|&s| F32Bits::new(s)).collect(),
            zero_points: zero_points.to_vec(),
        }
    }

    /// Per-tensor parameters for a tensor of `dtype`, validated: the scale finite and > 0,
    /// the zero point inside `dtype`'s range.
    pub fn checked_per_tensor(
        scale: f32,
        zero_point: i64,
        dtype: DType,
    ) -> Result<Self, QuantError> {
        let q = QParams::per_tensor(scale, zero_point);
        q.validate(&TensorType::new(dtype, []))?;
        Ok(q)
    }

    /// Per-axis parameters for a tensor of type `ty`, validated: the axis in range, one scale
    /// and zero point per index of the axis, scales finite and > 0, zero points in range.
    pub fn checked_per_axis(
        axis: usize,
        scales: &[f32],
        zero_points: &[i64],
        ty: &TensorType,
    ) -> Result<Self, QuantError> {
        let q = QParams::per_axis(axis, scales, zero_points);
        q.validate(ty)?;
        Ok(q)
    }

    /// Checks the parameters against the tensor they describe: scales finite and > 0,
    /// zero points inside the storage range, axis in range, vector lengths equal to the
    /// axis extent.
    pub fn validate(&self, ty: &TensorType) -> Result<(), QuantError> {
        let (lo, hi) = ty
            .dtype
            .int_range()
            .ok_or(QuantError::NotInteger(ty.dtype))?;
        let check_scale = |s: F32Bits| {
            let v = s.get();
            if v.is_finite() && v > 0.0 {
                Ok(())
            } else {
                Err(QuantError::BadScale(s))
            }
        };
        let check_zp = |z: i64| {
            if lo <= z && z <= hi {
                Ok(())
            } else {
                Err(QuantError::ZeroPointRange {
                    zero_point: z,
                    dtype: ty.dtype,
                })
            }
        };
        match self {
            QParams::PerTensor { scale, zero_point } => {
                check_scale(*scale)?;
                check_zp(*zero_point)
            }
            QParams::PerAxis {
                axis,
                scales,
                zero_points,
            } => {
                let extent = *ty.shape.get(*axis).ok_or(QuantError::AxisRange {
                    axis: *axis,
                    rank: ty.rank(),
                })?;
                for (what, len) in [("scales", scales.len()), ("zero_points", zero_points.len())] {
                    if len != extent {
                        return Err(QuantError::AxisLength {
                            what,
                            len,
                            axis: *axis,
                            extent,
                        });
                    }
                }
                scales.iter().try_for_each(|&s| check_scale(s))?;
                zero_points.iter().try_for_each(|&z| check_zp(z))
            }
        }
    }

    /// Like [`QParams::validate`], and also requires per-tensor parameters.
    pub fn validate_per_tensor(&self, ty: &TensorType) -> Result<(), QuantError> {
        if self.axis().is_some() {
            return Err(QuantError::NotPerTensor);
        }
        self.validate(ty)
    }

    /// The per-axis dimension, if any.
    pub fn axis(&self) -> Option<usize> {
        match self {
            QParams::PerTensor { .. } => None,
            QParams::PerAxis { axis, .. } => Some(*axis),
        }
    }

    /// Scale of channel `c` (the only scale when per-tensor).
    pub fn scale(&self, c: usize) -> f32 {
        match self {
            QParams::PerTensor { scale, .. } => scale.get(),
            QParams::PerAxis { scales, .. } => {
                scales.get(c).or(scales.last()).map_or(1.0, |s| s.get())
            }
        }
    }

    /// Zero point of channel `c` (the only one when per-tensor).
    pub fn zero_point(&self, c: usize) -> i64 {
        match self {
            QParams::PerTensor { zero_point, .. } => *zero_point,
            QParams::PerAxis { zero_points, .. } => zero_points
                .get(c)
                .or(zero_points.last())
                .copied()
                .unwrap_or(0),
        }
    }

    /// Number of channels (1 when per-tensor).
    pub fn num_channels(&self) -> usize {
        match self {
            QParams::PerTensor { .. } => 1,
            QParams::PerAxis { scales, .. } => scales.len(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn construction_validates_every_field() {
        use QuantError::*;
        let t = |d: DType, shape: &[usize]| TensorType::new(d, shape.iter().copied());
        assert!(QParams::checked_per_tensor(0.5, -128, DType::I8).is_ok());
        for bad in [0.0, -1.0, f32::NAN, f32::INFINITY] {
            assert_eq!(
                QParams::checked_per_tensor(bad, 0, DType::I8),
                Err(BadScale(F32Bits::new(bad)))
            );
        }
        assert_eq!(
            QParams::checked_per_tensor(0.5, 256, DType::U8),
            Err(ZeroPointRange {
                zero_point: 256,
                dtype: DType::U8
            })
        );
        assert_eq!(
            QParams::checked_per_tensor(0.5, 0, DType::F32),
            Err(NotInteger(DType::F32))
        );
        let w = t(DType::I8, &[3, 2]);
        assert!(QParams::checked_per_axis(0, &[0.1, 0.2, 0.3], &[0, 0, 0], &w).is_ok());
        assert_eq!(
            QParams::checked_per_axis(2, &[0.1], &[0], &w),
            Err(AxisRange { axis: 2, rank: 2 })
        );
        assert_eq!(
            QParams::checked_per_axis(1, &[0.1], &[0, 0], &w),
            Err(AxisLength {
                what: "scales",
                len: 1,
                axis: 1,
                extent: 2
            })
        );
        assert_eq!(
            QParams::checked_per_axis(1, &[0.1, 0.2], &[0], &w),
            Err(AxisLength {
                what: "zero_points",
                len: 1,
                axis: 1,
                extent: 2
            })
        );
        assert_eq!(
            QParams::checked_per_axis(0, &[0.1, -0.2, 0.3], &[0, 0, 0], &w),
            Err(BadScale(F32Bits::new(-0.2)))
        );
    }
}
