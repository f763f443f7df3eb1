//! With the `duckdb` feature the binary links DuckDB's prebuilt shared library from the directory
//! `DUCKDB_LIB_DIR` names (scripts/install_duckdb.py puts it in the data directory; the Makefile
//! sets the variable). That directory becomes the binaries' run path, so `qlarify` and the test
//! binaries start without `LD_LIBRARY_PATH`, from any working directory or terminal multiplexer.

fn main() {
    println!("cargo:rerun-if-env-changed=DUCKDB_LIB_DIR");
    if std::env::var_os("CARGO_FEATURE_DUCKDB").is_none() {
        return;
    }
    match std::env::var("DUCKDB_LIB_DIR") {
        Ok(dir) if !dir.is_empty() => println!("cargo:rustc-link-arg=-Wl,-rpath,{dir}"),
        _ => println!(
            "cargo:warning=the duckdb feature needs DUCKDB_LIB_DIR (run `make`, which installs \
             libduckdb.so with scripts/install_duckdb.py and sets it)"
        ),
    }
}
