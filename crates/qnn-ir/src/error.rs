//! Error types of the IR crate.

use std::fmt;

/// A text-format error at a `line:column` position (both 1-based).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{column}: {message}")]
pub struct ParseError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// What was expected or what is wrong.
    pub message: String,
}

/// One problem the verifier found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The value (its printed number) the problem is about, if any.
    pub value: Option<usize>,
    /// The op mnemonic, if the problem is about an op.
    pub op: Option<&'static str>,
    /// Description, naming the offending field or operand.
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.value, self.op) {
            (Some(v), Some(op)) => write!(f, "%{v} ({op}): {}", self.message),
            (Some(v), None) => write!(f, "%{v}: {}", self.message),
            (None, Some(op)) => write!(f, "{op}: {}", self.message),
            (None, None) => f.write_str(&self.message),
        }
    }
}

/// Every problem the verifier found, in value order.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct VerifyError {
    /// The problems, at least one.
    pub diagnostics: Vec<Diagnostic>,
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.diagnostics.len();
        write!(
            f,
            "graph verification failed with {n} error{}",
            if n == 1 { "" } else { "s" }
        )?;
        for d in &self.diagnostics {
            write!(f, "\n  {d}")?;
        }
        Ok(())
    }
}

/// Errors from building a graph programmatically.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BuildError {
    /// An operand refers to a value that does not exist (yet).
    #[error("{op}: operand {index} refers to %{value}, which is not defined before it")]
    UndefinedOperand {
        /// Op mnemonic.
        op: &'static str,
        /// Operand position.
        index: usize,
        /// The referenced value number.
        value: usize,
    },
    /// The op's type rule rejected its operands or attributes.
    #[error("{op}: {message}")]
    Type {
        /// Op mnemonic.
        op: &'static str,
        /// What is wrong.
        message: String,
    },
    /// Two inputs or two outputs share a name.
    #[error("duplicate {what} name {name:?}")]
    DuplicateName {
        /// `input` or `output`.
        what: &'static str,
        /// The name.
        name: String,
    },
}
