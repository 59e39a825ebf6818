//! The `.npy` inputs of `run` and `bench`: read once (standard input can be read only once),
//! then checked against the model's inputs.

use anyhow::{bail, Context, Result};
use qnn_ir::{Graph, Tensor, TensorType};
use std::path::PathBuf;

use crate::diag::{countu, usage};
use crate::npy;

/// The arrays of the `--input` files, with the names used in messages.
#[derive(Clone)]
pub struct InputFiles {
    /// `(name, array)` per `--input`, in order.
    pub arrays: Vec<(String, Tensor)>,
}

impl InputFiles {
    /// Reads every file; `-` (at most once) reads standard input.
    pub fn read(paths: &[PathBuf]) -> Result<InputFiles> {
        let stdin = paths.iter().filter(|p| p.as_os_str() == "-").count();
        if stdin > 1 {
            return Err(usage(
                "standard input (`--input -`) holds one array; give it once",
            ));
        }
        let arrays = paths
            .iter()
            .map(|p| {
                let name = if p.as_os_str() == "-" {
                    "<stdin>".to_string()
                } else {
                    p.display().to_string()
                };
                npy::read(p).map(|t| (name, t))
            })
            .collect::<Result<_>>()?;
        Ok(InputFiles { arrays })
    }

    /// The arrays' shapes (for `--resize-inputs`).
    pub fn shapes(&self) -> Vec<Vec<usize>> {
        self.arrays
            .iter()
            .map(|(_, t)| t.shape().to_vec())
            .collect()
    }

    /// The arrays as `g`'s inputs, each checked against its input's type. A mismatch says
    /// when the arrays would fit in another order; else, for a `.tflite` model (`tflite`),
    /// it suggests `--resize-inputs` when only the shape differs.
    pub fn for_graph(self, g: &Graph, tflite: bool) -> Result<Vec<Tensor>> {
        if self.arrays.len() != g.inputs().len() {
            bail!(
                "the model has {} but {} --input files were given",
                countu(g.inputs().len(), "input"),
                self.arrays.len()
            );
        }
        let want = want_types(g)?;
        let given: Vec<&TensorType> = self.arrays.iter().map(|(_, t)| t.ty()).collect();
        for (i, ((name, t), &id)) in self.arrays.iter().zip(g.inputs()).enumerate() {
            let expected = want[i];
            if t.ty() == expected {
                continue;
            }
            let hint = if is_permutation(&given, &want) {
                format!("; the --input files seem to be in the wrong order: give them in the model's order ({})", input_list(g)?)
            } else if tflite && t.dtype() == expected.dtype {
                " (if the model has dynamic dimensions, pass --resize-inputs to use the array's shape)".to_string()
            } else {
                String::new()
            };
            bail!(
                "input {i} ({:?}) must be {expected} ({} array of shape {:?}), but {name} holds {} of shape {:?}{hint}",
                g.input_name(id).unwrap_or(""),
                npy::numpy_name(expected.dtype),
                expected.shape.as_slice(),
                npy::numpy_name(t.dtype()),
                t.shape()
            );
        }
        Ok(self.arrays.into_iter().map(|(_, t)| t).collect())
    }
}

/// The types of `g`'s inputs.
fn want_types(g: &Graph) -> Result<Vec<&TensorType>> {
    g.inputs()
        .iter()
        .map(|&id| g.ty(id).context("input value"))
        .collect()
}

/// `0 "x" tensor<1x4xi8>, 1 "y" tensor<2xi8>`.
fn input_list(g: &Graph) -> Result<String> {
    let items: Vec<String> = g
        .inputs()
        .iter()
        .enumerate()
        .map(|(i, &id)| {
            g.ty(id)
                .map(|t| format!("{i} {:?} {t}", g.input_name(id).unwrap_or("")))
                .context("input value")
        })
        .collect::<Result<_>>()?;
    Ok(items.join(", "))
}

/// Whether `given` holds the types of `want` in another order (each type as often).
fn is_permutation(given: &[&TensorType], want: &[&TensorType]) -> bool {
    given.len() == want.len()
        && given.iter().all(|t| {
            given.iter().filter(|u| u == &t).count() == want.iter().filter(|u| u == &t).count()
        })
}
