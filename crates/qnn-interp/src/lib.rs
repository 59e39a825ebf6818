//! qnn-interp
