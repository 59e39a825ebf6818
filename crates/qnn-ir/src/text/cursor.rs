//! A byte cursor over IR text with `line:column` tracking: the lexical layer shared by
//! the graph parser and every attribute parser. It never panics, whatever the bytes.

use crate::error::ParseError;

/// Position-tracking reader over the input text.
pub struct Cursor<'a> {
    src: &'a str,
    pos: usize,
}

/// The start offset of every line of a text, so that `(line, column)` of any offset costs a
/// binary search and a scan of its own line: a whole file's spans in `O(n log n)`.
pub struct LineIndex<'a> {
    src: &'a str,
    starts: Vec<usize>,
}

impl<'a> LineIndex<'a> {
    /// Indexes `src` (one pass).
    pub fn new(src: &'a str) -> Self {
        let starts = std::iter::once(0)
            .chain(src.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        LineIndex { src, starts }
    }

    /// 1-based `(line, column)` of a byte offset (clamped to the text; column counts
    /// characters).
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.src.len());
        let line = self.starts.partition_point(|&s| s <= offset).max(1);
        let start = self.starts[line - 1];
        let col = self.src.get(start..offset).map_or(0, |l| l.chars().count());
        (line, col + 1)
    }
}

/// Longest token the cursor will report in an error message.
const MAX_TOKEN_SHOWN: usize = 24;

impl<'a> Cursor<'a> {
    /// Starts at the beginning of `src`.
    pub fn new(src: &'a str) -> Self {
        Cursor { src, pos: 0 }
    }

    /// Byte offset of the cursor.
    pub fn pos(&self) -> usize {
        self.pos
    }

    fn rest(&self) -> &'a str {
        self.src.get(self.pos..).unwrap_or("")
    }

    /// 1-based `(line, column)` of a byte offset (column counts characters). Scans the
    /// text up to `offset`: for one error message; many offsets go through a [`LineIndex`].
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        LineIndex::new(self.src.get(..offset.min(self.src.len())).unwrap_or("")).line_col(offset)
    }

    /// The whole text (for a [`LineIndex`] over it).
    pub fn source(&self) -> &'a str {
        self.src
    }

    /// An error at the current position (after skipping blanks).
    pub fn error(&mut self, message: impl Into<String>) -> ParseError {
        self.skip_blank();
        self.error_at(self.pos, message)
    }

    /// An error at a byte offset.
    pub fn error_at(&self, offset: usize, message: impl Into<String>) -> ParseError {
        let (line, column) = self.line_col(offset);
        ParseError {
            line,
            column,
            message: message.into(),
        }
    }

    /// "expected X, found Y" at the current position.
    pub fn expected(&mut self, what: &str) -> ParseError {
        let found = self.describe_next();
        self.error(format!("expected {what}, found {found}"))
    }

    /// A short description of the next token for error messages.
    pub fn describe_next(&mut self) -> String {
        self.skip_blank();
        let rest = self.rest();
        match rest.chars().next() {
            None => "end of input".to_string(),
            Some('\n') => "end of line".to_string(),
            Some(c) if c.is_alphanumeric() || "%@_-.+".contains(c) => {
                let tok: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || "%@_-.+".contains(*c))
                    .take(MAX_TOKEN_SHOWN)
                    .collect();
                format!("`{tok}`")
            }
            Some(c) => format!("`{c}`"),
        }
    }

    /// Skips spaces, tabs, carriage returns and `//` comments, but not newlines.
    pub fn skip_blank(&mut self) {
        loop {
            let rest = self.rest();
            let trimmed = rest.trim_start_matches([' ', '\t', '\r']);
            self.pos += rest.len() - trimmed.len();
            if trimmed.starts_with("//") {
                let end = trimmed.find('\n').unwrap_or(trimmed.len());
                self.pos += end;
            } else {
                return;
            }
        }
    }

    /// Skips blanks, comments and newlines.
    pub fn skip_ws(&mut self) {
        loop {
            self.skip_blank();
            if self.rest().starts_with('\n') {
                self.pos += 1;
            } else {
                return;
            }
        }
    }

    /// True at end of input (after whitespace).
    pub fn at_end(&mut self) -> bool {
        self.skip_ws();
        self.rest().is_empty()
    }

    /// Consumes a newline (or end of input) after optional blanks and comments.
    pub fn expect_eol(&mut self) -> Result<(), ParseError> {
        self.skip_blank();
        let rest = self.rest();
        if rest.is_empty() {
            Ok(())
        } else if rest.starts_with('\n') {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.expected("end of line"))
        }
    }

    /// Looks at the next non-blank text (newlines are significant only where
    /// [`Cursor::expect_eol`] is used; lists skip them).
    pub fn peek_str(&mut self, s: &str) -> bool {
        self.skip_ws();
        self.rest().starts_with(s)
    }

    /// Consumes `s` if it comes next.
    pub fn eat(&mut self, s: &str) -> bool {
        if self.peek_str(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    /// Consumes `s` or fails with "expected `s`".
    pub fn expect(&mut self, s: &str) -> Result<(), ParseError> {
        if self.eat(s) {
            Ok(())
        } else {
            Err(self.expected(&format!("`{s}`")))
        }
    }

    fn take_while(&mut self, f: impl Fn(char) -> bool) -> &'a str {
        self.skip_ws();
        let rest = self.rest();
        let len = rest.find(|c: char| !f(c)).unwrap_or(rest.len());
        self.pos += len;
        &rest[..len]
    }

    /// An identifier: `[A-Za-z_][A-Za-z0-9_.]*` (dots allow `qnn.conv2d`).
    pub fn ident(&mut self) -> Result<&'a str, ParseError> {
        self.skip_ws();
        if !self
            .rest()
            .starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        {
            return Err(self.expected("an identifier"));
        }
        Ok(self.take_while(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.'))
    }

    /// Consumes the keyword `kw` (a whole identifier) if it comes next.
    pub fn eat_keyword(&mut self, kw: &str) -> bool {
        self.skip_ws();
        let rest = self.rest();
        if rest.starts_with(kw)
            && !rest[kw.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
        {
            self.pos += kw.len();
            true
        } else {
            false
        }
    }

    /// Consumes keyword `kw` or fails.
    pub fn expect_keyword(&mut self, kw: &str) -> Result<(), ParseError> {
        if self.eat_keyword(kw) {
            Ok(())
        } else {
            Err(self.expected(&format!("`{kw}`")))
        }
    }

    /// A name after a sigil: `%name` or `@name`, with `[A-Za-z0-9_.]` characters.
    pub fn sigil_name(&mut self, sigil: char) -> Result<&'a str, ParseError> {
        self.skip_ws();
        if !self.rest().starts_with(sigil) {
            return Err(self.expected(&format!("a `{sigil}` name")));
        }
        let start = self.pos;
        self.pos += 1;
        let name = self.take_while(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.');
        if name.is_empty() {
            return Err(self.error_at(start, format!("empty `{sigil}` name")));
        }
        Ok(name)
    }

    /// A decimal integer with optional sign.
    pub fn int(&mut self) -> Result<i64, ParseError> {
        self.skip_ws();
        let start = self.pos;
        let rest = self.rest();
        let sign_len = usize::from(rest.starts_with(['-', '+']));
        let digits = rest[sign_len..]
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len() - sign_len);
        if digits == 0 {
            return Err(self.expected("an integer"));
        }
        let tok = &rest[..sign_len + digits];
        self.pos += tok.len();
        tok.parse::<i64>()
            .map_err(|_| self.error_at(start, format!("integer `{tok}` does not fit in 64 bits")))
    }

    /// A non-negative integer that fits `usize` and `u32`.
    pub fn uint(&mut self) -> Result<usize, ParseError> {
        self.skip_ws();
        let start = self.pos;
        let v = self.int()?;
        u32::try_from(v).map(|v| v as usize).map_err(|_| {
            self.error_at(
                start,
                format!("expected a non-negative 32-bit integer, found {v}"),
            )
        })
    }

    /// An `f32` literal: decimal or exponent form (parsed with correct rounding, so the
    /// shortest printed form reads back to the same bits), `inf`, `-inf`, `nan`, or
    /// `nan:0xXXXXXXXX` for a NaN with a specific bit pattern.
    pub fn f32(&mut self) -> Result<f32, ParseError> {
        let (tok, start) = self.literal()?;
        parse_f32_token(tok)
            .ok_or_else(|| self.error_at(start, format!("expected a float, found `{tok}`")))
    }

    /// A number-like token (`[A-Za-z0-9+-.:]+`) and its offset: the elements of constant
    /// data, converted once the element type is known.
    pub fn literal(&mut self) -> Result<(&'a str, usize), ParseError> {
        self.skip_ws();
        let start = self.pos;
        let tok = self.take_while(|c| c.is_ascii_alphanumeric() || "+-.:".contains(c));
        if tok.is_empty() {
            return Err(self.expected("a number"));
        }
        Ok((tok, start))
    }

    /// A double-quoted string with `\"`, `\\`, `\n` and `\t` escapes.
    pub fn string(&mut self) -> Result<String, ParseError> {
        self.skip_ws();
        let start = self.pos;
        if !self.rest().starts_with('"') {
            return Err(self.expected("a string"));
        }
        let mut out = String::new();
        let mut chars = self.rest().char_indices().skip(1);
        while let Some((i, c)) = chars.next() {
            match c {
                '"' => {
                    self.pos += i + 1;
                    return Ok(out);
                }
                '\n' => break,
                '\\' => match chars.next() {
                    Some((_, '"')) => out.push('"'),
                    Some((_, '\\')) => out.push('\\'),
                    Some((_, 'n')) => out.push('\n'),
                    Some((_, 't')) => out.push('\t'),
                    Some((j, e)) => {
                        return Err(self.error_at(self.pos + j, format!("unknown escape `\\{e}`")))
                    }
                    None => break,
                },
                c => out.push(c),
            }
        }
        Err(self.error_at(start, "unterminated string"))
    }
}

/// Prints a string literal that [`Cursor::string`] reads back.
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Prints an `f32` so that [`Cursor::f32`] reads back the identical bits.
pub fn format_f32(x: f32) -> String {
    if x.is_nan() {
        if x.to_bits() == f32::NAN.to_bits() {
            "nan".to_string()
        } else {
            format!("nan:0x{:08x}", x.to_bits())
        }
    } else if x.is_infinite() {
        if x > 0.0 { "inf" } else { "-inf" }.to_string()
    } else {
        format!("{x:?}")
    }
}

/// Prints an `f64` so that [`parse_f64_token`] reads back the identical bits.
pub fn format_f64(x: f64) -> String {
    if x.is_nan() {
        if x.to_bits() == f64::NAN.to_bits() {
            "nan".to_string()
        } else {
            format!("nan:0x{:016x}", x.to_bits())
        }
    } else if x.is_infinite() {
        if x > 0.0 { "inf" } else { "-inf" }.to_string()
    } else {
        format!("{x:?}")
    }
}

/// True for a token made of number characters, or one of the special spellings.
fn float_token(tok: &str) -> bool {
    tok.chars()
        .all(|c| c.is_ascii_digit() || "+-.eE".contains(c))
        || matches!(tok, "inf" | "-inf" | "+inf" | "nan")
}

/// Reads an `f32` token as printed by [`format_f32`].
pub fn parse_f32_token(tok: &str) -> Option<f32> {
    if let Some(bits) = tok.strip_prefix("nan:0x") {
        let b = u32::from_str_radix(bits, 16).ok()?;
        return f32::from_bits(b).is_nan().then_some(f32::from_bits(b));
    }
    if float_token(tok) {
        tok.parse::<f32>().ok()
    } else {
        None
    }
}

/// Reads an `f64` token as printed by [`format_f64`].
pub fn parse_f64_token(tok: &str) -> Option<f64> {
    if let Some(bits) = tok.strip_prefix("nan:0x") {
        let b = u64::from_str_radix(bits, 16).ok()?;
        return f64::from_bits(b).is_nan().then_some(f64::from_bits(b));
    }
    if float_token(tok) {
        tok.parse::<f64>().ok()
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::LineIndex;

    /// The index agrees with counting newlines and characters from the start, at every byte
    /// offset of a text with empty lines, multi-byte characters and no final newline.
    #[test]
    fn line_index_matches_a_scan_from_the_start() {
        let src = "graph \"é\" {\n\n  %1 = add %0, %0 : tensor<2xi8> // ü\n}";
        let idx = LineIndex::new(src);
        for offset in 0..=src.len() + 3 {
            let Some(upto) = src.get(..offset.min(src.len())) else {
                continue;
            };
            let line = upto.matches('\n').count() + 1;
            let col = upto.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            assert_eq!(idx.line_col(offset), (line, col), "offset {offset}");
        }
    }
}
