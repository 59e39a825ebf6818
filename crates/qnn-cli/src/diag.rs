//! Errors and their exit status, and the source excerpts that `file:line:column` messages
//! show.
//!
//! Exit status (the README's rule): 0 on success, 1 on bad input (a message starting with
//! `error:` on stderr), 2 on a usage error (clap's own, or a [`UsageError`]).

/// A combination of flags that clap cannot rule out by itself: exit status 2.
#[derive(Debug)]
pub struct UsageError(pub String);

impl std::fmt::Display for UsageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UsageError {}

/// A usage error as an `anyhow` error.
pub fn usage(message: impl Into<String>) -> anyhow::Error {
    UsageError(message.into()).into()
}

/// The exit status of a failed command: 2 for a usage error, 1 for bad input.
pub fn exit_code(e: &anyhow::Error) -> u8 {
    if e.is::<UsageError>() {
        2
    } else if e.is::<NotDecided>() {
        3
    } else {
        1
    }
}

/// A question `qnnc equiv` could not decide: exit status 3.
#[derive(Debug)]
pub struct NotDecided(pub String);

impl std::fmt::Display for NotDecided {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for NotDecided {}

/// `3 inputs`, `1 input`, `0 steps`.
pub fn count(n: impl Into<u64>, what: &str) -> String {
    let n = n.into();
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

/// `1 e-class`, `2 e-classes`: a count with an irregular plural.
pub fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// `count` for a `usize`.
pub fn countu(n: usize, what: &str) -> String {
    count(n as u64, what)
}

/// The excerpt under a `file:line:column: message`: the line itself, then a caret under the
/// column (1-based, in characters), each behind a gutter with the line number:
///
/// ```text
///     3 |   %1 = frob %0 : tensor<2xi8>
///       |        ^
/// ```
///
/// Empty when `text` has no such line (a position past the end shows an empty line).
pub fn excerpt(text: &str, line: usize, column: usize) -> String {
    let lines: Vec<&str> = text.split('\n').collect();
    let Some(src) = line.checked_sub(1).and_then(|i| lines.get(i)) else {
        return String::new();
    };
    let src = src.strip_suffix('\r').unwrap_or(src);
    // Tabs stay tabs under the caret, so it lines up however the terminal shows them.
    let pad: String = src
        .chars()
        .take(column.saturating_sub(1))
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    let pad_end = " ".repeat(column.saturating_sub(1).saturating_sub(src.chars().count()));
    let width = line.to_string().len().max(4);
    format!("\n{line:>width$} | {src}\n{:>width$} | {pad}{pad_end}^", "")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excerpt_points_at_the_column() {
        let text = "graph \"g\" {\n  %1 = frob %0\n}\n";
        assert_eq!(
            excerpt(text, 2, 8),
            "\n   2 |   %1 = frob %0\n     |        ^"
        );
        assert_eq!(excerpt(text, 9, 1), "");
        // Past the end of the line: the caret just after it.
        assert_eq!(excerpt("ab", 1, 4), "\n   1 | ab\n     |    ^");
        assert_eq!(excerpt("\tx", 1, 2), "\n   1 | \tx\n     | \t^");
    }

    #[test]
    fn counts_are_plural_except_one() {
        assert_eq!(count(1u64, "step"), "1 step");
        assert_eq!(countu(0, "step"), "0 steps");
        assert_eq!(countu(3, "input"), "3 inputs");
        assert_eq!(plural(1, "e-class", "e-classes"), "1 e-class");
        assert_eq!(plural(2, "e-class", "e-classes"), "2 e-classes");
    }
}
