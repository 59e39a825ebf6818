//! qnn-ir
