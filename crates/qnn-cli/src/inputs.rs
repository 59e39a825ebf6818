//! The `.npy` inputs of `run` and `bench`: read once (standard input can be read only once),
//! then checked against the model's inputs.

use anyhow::{bail, Context, Result};
use qnn_ir::state::user_inputs;
use qnn_ir::{Graph, StateCarry, Tensor, TensorType, ValueId};
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

    /// The arrays as `g`'s inputs for one run, each checked against its input's type (see
    /// [`InputFiles::frames`]); a streaming graph's state variables take their initial
    /// values.
    pub fn for_graph(self, g: &Graph, tflite: bool) -> Result<Vec<Tensor>> {
        let frame = self.frames(g, tflite, None)?.concat();
        StateCarry::new(g)
            .inputs(&frame)
            .context("the inputs of the first frame")
    }

    /// The arrays as the frames of a run of `g`: per frame, the graph's inputs that are not
    /// state, each checked against its input's type. With `steps` = N, the files are one per
    /// input and frame in frame order, or one per input stacking its N frames on a new first
    /// axis; without, one frame's inputs. A mismatch says when the arrays would fit in another order;
    /// else, for a `.tflite` model (`tflite`), it suggests `--resize-inputs` when only the
    /// shape differs.
    pub fn frames(self, g: &Graph, tflite: bool, steps: Option<usize>) -> Result<Vec<Vec<Tensor>>> {
        let user = user_inputs(g);
        let n = user.len();
        let state = if g.states().is_empty() {
            String::new()
        } else {
            format!(
                " besides its {}",
                countu(g.states().len(), "state variable")
            )
        };
        let frames: Vec<Vec<(String, Tensor)>> = match steps {
            // One file per input and frame, in frame order.
            Some(steps) if n > 0 && self.arrays.len() == steps * n && steps > 1 => {
                self.arrays.chunks(n).map(<[_]>::to_vec).collect()
            }
            Some(steps) => {
                if self.arrays.len() != n {
                    bail!(
                        "the model has {}{state} but {} --input files were given (with --steps {steps}, give one file per input stacking its {steps} frames, or one per input and frame in frame order)",
                        countu(n, "input"),
                        self.arrays.len()
                    );
                }
                let mut frames = vec![Vec::with_capacity(n); steps];
                for (name, t) in &self.arrays {
                    for (k, f) in unstack(name, t, steps)?.into_iter().enumerate() {
                        frames[k].push((format!("{name} frame {k}"), f));
                    }
                }
                frames
            }
            None => {
                if self.arrays.len() != n {
                    bail!(
                        "the model has {}{state} but {} --input files were given",
                        countu(n, "input"),
                        self.arrays.len()
                    );
                }
                vec![self.arrays]
            }
        };
        frames
            .into_iter()
            .map(|f| check_frame(g, &user, f, tflite))
            .collect()
    }
}

/// Frame `k` of `t`, which stacks `steps` frames on its first axis.
fn unstack(name: &str, t: &Tensor, steps: usize) -> Result<Vec<Tensor>> {
    let shape = t.shape();
    if shape.first() != Some(&steps) {
        bail!(
            "with --steps {steps}, each --input stacks {steps} frames on its first axis, but {name} has shape {shape:?}"
        );
    }
    let frame = TensorType::new(t.dtype(), shape[1..].to_vec());
    let len = t.len() / steps.max(1);
    (0..steps)
        .map(|k| {
            let idx: Vec<usize> = (k * len..(k + 1) * len).collect();
            let data = t.data().gather(&idx);
            Tensor::new(frame.clone(), data).map_err(|e| anyhow::anyhow!("{name} frame {k}: {e}"))
        })
        .collect()
}

/// One frame's arrays checked against `g`'s inputs `user`.
fn check_frame(
    g: &Graph,
    user: &[ValueId],
    arrays: Vec<(String, Tensor)>,
    tflite: bool,
) -> Result<Vec<Tensor>> {
    let want: Vec<&TensorType> = user
        .iter()
        .map(|&id| g.ty(id).context("input value"))
        .collect::<Result<_>>()?;
    let given: Vec<&TensorType> = arrays.iter().map(|(_, t)| t.ty()).collect();
    for (i, ((name, t), &id)) in arrays.iter().zip(user).enumerate() {
        let expected = want[i];
        if t.ty() == expected {
            continue;
        }
        let hint = if is_permutation(&given, &want) {
            format!("; the --input files seem to be in the wrong order: give them in the model's order ({})", input_list(g, user)?)
        } else if tflite && t.dtype() == expected.dtype {
            " (if the model has dynamic dimensions, pass --resize-inputs to use the array's shape)"
                .to_string()
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
    Ok(arrays.into_iter().map(|(_, t)| t).collect())
}

/// `0 "x" tensor<1x4xi8>, 1 "y" tensor<2xi8>`.
fn input_list(g: &Graph, user: &[ValueId]) -> Result<String> {
    let items: Vec<String> = user
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
