#!/usr/bin/env python3
"""Install the DuckDB shared library qlarify's DuckDB engine links against.

Owns: fetching DuckDB's official prebuilt `libduckdb.so` (it ships in the npm registry as
`@duckdb/node-bindings-linux-x64`; the `duckdb` crate's own download comes from GitHub, which a
build machine may not reach), verifying the pinned hashes, and laying it out as

    DEST/libduckdb.so      (DEST defaults to $QLARIFY_DATA_DIR/engines/duckdb-<version>)

Building DuckDB from source (the crate's `bundled` feature) is ~1,800 C++ units, over 45 minutes on
two cores, so the build links this library instead and records its directory as the binary's rpath.
The version must match the `duckdb` crate's (1.10500.0 is DuckDB 1.5.0).

`--print-dir` prints DEST and exits, so the Makefile can hand it to cargo as DUCKDB_LIB_DIR.
Idempotent: with a valid install it only re-hashes the library.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import io
import os
import platform
import shutil
import sys
import tarfile
import tempfile
import time
import urllib.request
from pathlib import Path

VERSION = "1.5.0"
PACKAGE = {
    "url": "https://registry.npmjs.org/@duckdb/node-bindings-linux-x64/-/node-bindings-linux-x64-1.5.0-r.1.tgz",
    # The registry's own integrity field for this tarball (sha512, base64).
    "integrity": "sha512-A4Zgsaq6szEKiMyF1eWkoaHw0OMA0a8Zl8Ev0GcZSRjI4iGHgBQ1f/Zi/w3QKyz7OtjIiZ+pQ1XYyG4QoF6OKA==",
    "member": "package/libduckdb.so",
    "member_sha256": "12da5983fb3be7f97f61eb7c96ccc32f5db8286c18dedc71510204837bfd6803",
}
LIB = "libduckdb.so"


def default_dest() -> Path:
    data = os.environ.get("QLARIFY_DATA_DIR")
    if data:
        base = Path(data)
    else:
        xdg = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
        base = Path(xdg) / "qlarify"
    return base / "engines" / f"duckdb-{VERSION}"


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def fetch(url: str, expected_integrity: str) -> bytes:
    with urllib.request.urlopen(url, timeout=120) as response:
        body = response.read()
    algo, _, digest = expected_integrity.partition("-")
    got = base64.b64encode(hashlib.new(algo, body).digest()).decode()
    if got != digest:
        raise SystemExit(f"error: {url}: integrity mismatch (expected {digest}, got {got})")
    return body


def install(dest: Path) -> None:
    if sys.platform != "linux" or platform.machine() not in ("x86_64", "AMD64"):
        raise SystemExit(f"error: no pinned DuckDB build for {sys.platform}/{platform.machine()}")
    started = time.monotonic()
    body = fetch(PACKAGE["url"], PACKAGE["integrity"])
    dest.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".staging-", dir=dest))
    try:
        with tarfile.open(fileobj=io.BytesIO(body), mode="r:gz") as tar:
            member = tar.getmember(PACKAGE["member"])
            source = tar.extractfile(member)
            if source is None:
                raise SystemExit(f"error: {PACKAGE['member']} is not a file in the package")
            with source, open(staging / LIB, "wb") as out:
                shutil.copyfileobj(source, out)
        got = sha256(staging / LIB)
        if got != PACKAGE["member_sha256"]:
            raise SystemExit(f"error: {LIB} sha256 mismatch: expected {PACKAGE['member_sha256']}, got {got}")
        os.replace(staging / LIB, dest / LIB)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    print(f"installed DuckDB {VERSION} ({LIB}) at {dest} in {time.monotonic() - started:.1f} s", flush=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--dest", type=Path, default=None, help="install dir (default: data dir/engines/duckdb-VERSION)")
    ap.add_argument("--print-dir", action="store_true", help="print the install dir and exit")
    ap.add_argument("--check", action="store_true", help="only verify; exit 0 if installed, 3 if not")
    ap.add_argument("--quiet", action="store_true", help="print nothing when already installed")
    args = ap.parse_args()
    dest = (args.dest or default_dest()).resolve()
    if args.print_dir:
        print(dest)
        return 0
    lib = dest / LIB
    ok = lib.is_file() and sha256(lib) == PACKAGE["member_sha256"]
    if args.check:
        print(f"{dest}: {'installed' if ok else 'not installed'}")
        return 0 if ok else 3
    if ok:
        if not args.quiet:
            print(f"DuckDB {VERSION} already installed at {dest}")
        return 0
    install(dest)
    return 0


if __name__ == "__main__":
    sys.exit(main())
