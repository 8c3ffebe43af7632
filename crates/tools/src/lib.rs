//! What nothing shipped depends on: the simulated children of the
//! benchmarks and ladders (`children`), the examples (benchmarks, the puzzle
//! generator, the long fuzz) and the native tests of every crate together.

pub mod children;
