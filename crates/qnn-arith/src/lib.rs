//! qnn-arith
