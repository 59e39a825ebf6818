//! The text format: a printer and a parser that round-trip exactly.
//!
//! See `docs/text-format.md` for the grammar. `print(parse(text))` is a fixed point and
//! `parse(print(g)) == g`.

pub mod cursor;
mod parse;
mod print;

pub use parse::{parse, parse_with_spans};
pub use print::{print, print_with, PrintOptions, INLINE_CONST_LIMIT};
