//! The `qlarify` binary: a thin shell over [`qlarify::cli`].

fn main() {
    std::process::exit(qlarify::cli::main());
}
