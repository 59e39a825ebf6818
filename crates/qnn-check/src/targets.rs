//! Every-target checks: a graph lowered, and compiled for every built-in target, computes
//! what the graph computes.

use crate::validate::Mismatch;
use qnn_ir::{Graph, Tensor};
use qnn_legalize::{compile, CompileOptions, LegalizeError, Registry};
use qnn_rewrite::{LowerOptions, OverflowPolicy, RewriteError};

/// A finding of [`check_every_target`]; `stage` is `lowering` or `compiling for T`.
#[derive(Debug, thiserror::Error)]
pub enum CheckError {
    /// The stage's graph computes something else.
    #[error("{stage} changed the result: {mismatch}")]
    Changed {
        /// Which stage.
        stage: String,
        /// The first difference.
        mismatch: Mismatch,
    },
    /// The stage failed with an error other than a legality refusal.
    #[error("{stage} failed: {message}")]
    Failed {
        /// Which stage.
        stage: String,
        /// The error.
        message: String,
    },
}

/// Translation validation of the whole pipeline on one input set: `g` lowered and compiled for
/// every built-in target, with the overflow policy `wrap` (the ops exactly as defined, so
/// that nothing is refused for a bound), must compute `g`'s outputs on `inputs` (or fail where
/// `g` fails). A legality refusal is not a finding; a rewrite error of another kind or a
/// different output is, and is returned. The fuzz `pipeline` target and the
/// mutation tests share it.
pub fn check_every_target(g: &Graph, inputs: &[Tensor]) -> Result<(), CheckError> {
    let wrap = CompileOptions {
        overflow: OverflowPolicy::Wrap,
        ..Default::default()
    };
    let lower_wrap = LowerOptions {
        overflow: OverflowPolicy::Wrap,
        ..Default::default()
    };
    match qnn_rewrite::lower(g, &lower_wrap) {
        Ok(l) => crate::validate::compare(g, &l.graph, inputs)
            .map(|_| ())
            .map_err(|mismatch| CheckError::Changed {
                stage: "lowering".into(),
                mismatch,
            })?,
        Err(RewriteError::Illegal { .. }) => {}
        Err(e) => {
            return Err(CheckError::Failed {
                stage: "lowering".into(),
                message: e.to_string(),
            })
        }
    }
    for t in Registry::builtin().targets() {
        match compile(g, t, &wrap) {
            Ok(c) => crate::validate::compare(g, &c.lowered.graph, inputs)
                .map(|_| ())
                .map_err(|mismatch| CheckError::Changed {
                    stage: format!("compiling for {}", t.name),
                    mismatch,
                })?,
            Err(LegalizeError::Illegal { .. })
            | Err(LegalizeError::Rewrite(RewriteError::Illegal { .. })) => {}
            Err(e) => {
                return Err(CheckError::Failed {
                    stage: format!("compiling for {}", t.name),
                    message: e.to_string(),
                })
            }
        }
    }
    Ok(())
}
