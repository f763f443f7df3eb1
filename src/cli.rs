//! Command-line interface: clap definitions and dispatch to the drivers (being written).

/// Run the command line; returns the process exit code.
pub fn main() -> i32 {
    0
}
