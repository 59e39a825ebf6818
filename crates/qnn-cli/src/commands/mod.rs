//! One module per `qnnc` subcommand, each with its clap options and its `run`.

pub mod bench;
pub mod compare;
pub mod completions;
pub mod equiv;
pub mod export;
pub mod import;
pub mod info;
pub mod lower;
pub mod ops;
pub mod print;
pub mod quantize;
pub mod run;
pub mod targets;
