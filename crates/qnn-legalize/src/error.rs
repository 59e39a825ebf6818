//! Why legalization or compilation for a target failed.

use qnn_rewrite::RewriteError;

/// Errors of `qnn-legalize`.
#[derive(Debug, thiserror::Error)]
pub enum LegalizeError {
    /// No target has this name.
    #[error("unknown target `{name}` (known targets: {})", known.join(", "))]
    UnknownTarget {
        /// The name asked for.
        name: String,
        /// The registered names, in registration order.
        known: Vec<String>,
    },
    /// A target with this name is already registered.
    #[error("a target named `{0}` is already registered")]
    DuplicateTarget(String),
    /// Two hooks or rules of a target share a name, or a name is empty.
    #[error("target `{target}`: {message}")]
    BadTarget {
        /// The target.
        target: String,
        /// What is wrong.
        message: String,
    },
    /// A hook failed.
    #[error("hook `{hook}` on %{value} ({op}): {message}")]
    Hook {
        /// The hook's name.
        hook: String,
        /// The input-graph value of the op.
        value: usize,
        /// Its mnemonic.
        op: &'static str,
        /// The hook's message.
        message: String,
    },
    /// The legalized graph could not be built (a value of the input graph is malformed).
    #[error("%{value}: {message}")]
    Build {
        /// The input-graph value.
        value: usize,
        /// Why.
        message: String,
    },
    /// The legalized graph does not verify (a hook built something wrong).
    #[error("the legalized graph does not verify: {0}")]
    Verify(qnn_ir::VerifyError),
    /// Canonicalization and lowering failed.
    #[error(transparent)]
    Rewrite(#[from] RewriteError),
    /// The compiled graph has ops the target does not execute.
    #[error("target `{target}` cannot run {}", illegal.iter().map(|i| i.to_string()).collect::<Vec<_>>().join(" / "))]
    Illegal {
        /// The target.
        target: String,
        /// The ops (at most [`crate::MAX_REPORTED`]).
        illegal: Vec<crate::legality::IllegalOp>,
    },
}
