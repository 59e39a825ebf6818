#!/usr/bin/env python3
"""Runs qnnc's MLIR export in IREE and compares every output with TFLite's reference.

For each fixture under tests/fixtures/tflite/ (a folder with model.tflite, caseK_inJ.npy and
the BUILTIN_REF outputs caseK_outJ.npy), it exports the model with
`qnnc export --mlir F --target T` (`--flavour tosa|linalg`, default linalg), compiles the module for the host CPU with IREE's
`iree-compile` (llvm-cpu), runs every case with IREE's runtime and compares each output with
the fixture's, bit for bit. It prints one line per fixture and a last line

    iree: exact R/N runs; F fail to compile; X not exported

and exits non-zero on any mismatch or compile failure (a model the export refuses, naming
the op, is counted apart and does not fail the check). A fixture whose cases resize the
model's inputs is exported with `--resize-inputs` and its first case's shapes. A streaming
model's cases are the frames of one stream: the state starts from the module's
`@initial_state` and each call's next-state results feed the next call.

Setup (its own virtualenv; the Rust tests never need it):

    python3 -m venv /tmp/iree-venv
    /tmp/iree-venv/bin/pip install iree-base-compiler==3.13.0 iree-base-runtime==3.13.0 numpy
    cargo build --release -p qnn-cli
    /tmp/iree-venv/bin/python tools/iree/check.py [--flavour linalg|tosa] [--fixtures DIR] [--target generic] [--kind model] [--qnn [--qnn-dir DIR]]
        [--cross aarch64|cuda] [NAME_SUBSTRING ...]

(`QNNC=path` runs another qnnc binary.)
"""

import argparse
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import time

import numpy as np
import iree.compiler as ireec
import iree.runtime as ireert

ROOT = pathlib.Path(__file__).resolve().parents[2]
QNNC = pathlib.Path(os.environ.get("QNNC", ROOT / "target" / "release" / "qnnc"))
FLAGS = [
    "--iree-hal-target-device=local",
    "--iree-hal-local-target-device-backends=llvm-cpu",
    "--iree-llvmcpu-target-cpu=host",
    # IREE demotes f64 to f32 by default, which changes the f64 rescales and breaks bitcasts.
    "--iree-input-demote-f64-to-f32=false",
]

# Compile-only back ends (`--cross NAME`): the flags after the common ones.
CROSS = {
    "aarch64": ["--iree-hal-target-device=local",
                "--iree-hal-local-target-device-backends=llvm-cpu",
                "--iree-llvmcpu-target-triple=aarch64-none-linux-gnu",
                "--iree-llvmcpu-target-cpu-features=+dotprod",
                "--iree-input-demote-f64-to-f32=false"],
    # IREE 3.13's reduction vector distribution fails ("failed to distribute") on matvec-like
    # i16 x i16 -> i64 products (docs/mlir.md has the reproducer); its other pipeline compiles them.
    "cuda": ["--iree-hal-target-device=cuda", "--iree-cuda-target=sm_80",
             "--iree-codegen-llvmgpu-use-reduction-vector-distribution=false",
             "--iree-input-demote-f64-to-f32=false"],
}

# MLIR integers are signless: unsigned tensors travel as the signed type of their width.
SIGNLESS = {np.dtype(np.uint8): np.int8, np.dtype(np.uint16): np.int16}


def signless(a):
    t = SIGNLESS.get(a.dtype)
    return a.view(t) if t is not None else a


def cases(folder):
    k = 0
    while (folder / f"case{k}_in0.npy").exists():
        ins = sorted(folder.glob(f"case{k}_in*.npy"), key=lambda p: int(p.stem.split("_in")[1]))
        outs = sorted(folder.glob(f"case{k}_out*.npy"), key=lambda p: int(p.stem.split("_out")[1]))
        yield [np.load(p) for p in ins], [np.load(p) for p in outs]
        k += 1


def manifest():
    """The fixtures' manifest entries by name."""
    entries = json.loads((ROOT / "tests/fixtures/tflite/manifest.json").read_text())
    return {e["name"]: e for e in entries}


def check(folder, target, work, model=None, entry=None, cross=None, flavour="linalg"):
    mlir = work / f"{folder.name}.mlir"
    model = model or folder / "model.tflite"
    # A fixture whose expected outputs come from TFLite's builtin SUM kernel says so.
    kernel = ["--sum-kernel", "builtin"] if (entry or {}).get("kernels") == "builtin" else []
    export = [str(QNNC), "export", str(model), "--mlir", flavour,
              "--target", target, "-o", str(mlir)] + kernel
    r = subprocess.run(export, capture_output=True, text=True)
    if r.returncode != 0:
        return "refused", r.stderr.strip().splitlines()[-1] if r.stderr.strip() else "", 0, 0, 0.0
    # A fixture whose cases resize the model's inputs (`qnnc run --resize-inputs`) is
    # exported with the first case's shapes, which every case of it has.
    sig = re.search(r"func\.func @main\(([^)]*)\)", mlir.read_text()).group(1)
    declared = [tuple(int(d) for d in m.split("x") if d) for m in re.findall(r"tensor<([0-9x]*?)x?[if]\d+>", sig)]
    # A streaming model's state: (argument, result) of each state variable, from the header.
    states = [(int(a), int(r)) for a, r in STATE.findall(mlir.read_text())]
    declared = [d for k, d in enumerate(declared) if k not in {a for a, _ in states}]
    first = next(cases(folder), None)
    if first is not None and [tuple(a.shape) for a in first[0]] != declared:
        shapes = ["--resize-inputs"]
        for p in sorted(folder.glob("case0_in*.npy")):
            shapes += ["--input", str(p)]
        r = subprocess.run(export + shapes, capture_output=True, text=True)
        if r.returncode != 0:
            return "refused", r.stderr.strip().splitlines()[-1] if r.stderr.strip() else "", 0, 0, 0.0
    t0 = time.time()
    if cross:
        # Compile only, for another back end.
        try:
            ireec.compile_file(str(mlir), extra_args=CROSS[cross])
        except Exception as e:  # noqa: BLE001 - the compiler's message is the report
            return "compile", str(e).strip().splitlines()[0][:200], 0, 0, time.time() - t0
        return "compiled", cross, 0, 0, time.time() - t0
    try:
        vmfb = ireec.compile_file(str(mlir), extra_args=FLAGS)
    except Exception as e:  # noqa: BLE001 - the compiler's message is the report
        return "compile", str(e).strip().splitlines()[0][:200], 0, 0, time.time() - t0
    secs = time.time() - t0
    config = ireert.Config("local-task")
    ctx = ireert.SystemContext(config=config)
    ctx.add_vm_module(ireert.VmModule.copy_buffer(ctx.instance, vmfb))
    main = ctx.modules.module["main"]
    exact = total = 0
    detail = ""
    # The cases are the frames of one stream (as TFLite ran them): the state carries over.
    state = []
    if states:
        state = ctx.modules.module["initial_state"]()
        state = [state] if len(states) == 1 else list(state)
    for ins, outs in cases(folder):
        total += 1
        args, user = [], iter(signless(a) for a in ins)
        for k in range(len(ins) + len(states)):
            a = [j for j, (arg, _) in enumerate(states) if arg == k]
            args.append(state[a[0]] if a else next(user))
        try:
            got = main(*args)
        except Exception as e:  # noqa: BLE001 - IREE's message is the report
            detail = detail or str(e).strip().splitlines()[0][:200]
            continue
        got = [got] if len(outs) + len(states) == 1 else list(got)
        if states:
            state = [got[r] for _, r in states]
            got = [g for k, g in enumerate(got) if k not in {r for _, r in states}]
        ok = True
        for g, want in zip(got, outs):
            g = np.asarray(g.to_host() if hasattr(g, "to_host") else g)
            w = signless(want)
            if g.shape != w.shape or g.dtype != w.dtype or not np.array_equal(
                    g.view(np.uint8), w.view(np.uint8)):
                ok = False
                if not detail:
                    diff = int(np.sum(g != w)) if g.shape == w.shape else -1
                    detail = f"{diff} elements differ ({g.dtype}{list(g.shape)} vs {w.dtype}{list(w.shape)})"
        exact += ok
    return ("exact" if exact == total else "mismatch"), detail, exact, total, secs


STATE = re.compile(r'^// State ".*": argument (\d+) of @main, its next value result (\d+);', re.M)
NP = {"i8": np.int8, "u8": np.uint8, "i16": np.int16, "u16": np.uint16, "i32": np.int32,
      "i64": np.int64, "f32": np.float32, "f64": np.float64}
INPUT = re.compile(r'^\s*input %\d+ "[^"]*" : tensor<([0-9x]*?)x?([iuf]\d+)>')


def qnn_case(path, work, seed=0):
    """Makes a fixture folder for a `.qnn` graph: seeded random inputs over each input
    type's whole range and the reference interpreter's outputs on the QNN graph, three cases
    run as the frames of one stream (`state` variables carry from one to the next)."""
    folder = work / path.stem
    folder.mkdir()
    rng = np.random.default_rng(seed)
    text = path.read_text().splitlines()
    frames = 3
    args = [str(QNNC), "run", str(path), "--stage", "qnn", "--engine", "reference",
            "--steps", str(frames)]
    for k in range(frames):
        for j, line in enumerate(l for l in text if INPUT.match(l)):
            dims, ty = INPUT.match(line).groups()
            shape = [int(d) for d in dims.split("x") if d]
            dt = np.dtype(NP[ty])
            if dt.kind == "f":
                a = rng.normal(0, 4, shape).astype(dt)
            else:
                info = np.iinfo(dt)
                a = rng.integers(info.min, info.max, shape, dtype=dt, endpoint=True)
            np.save(folder / f"case{k}_in{j}.npy", a)
            args += ["--input", str(folder / f"case{k}_in{j}.npy")]
    n_out = sum(1 for l in text if l.strip().startswith("output "))
    for j in range(n_out):
        args += ["--output", str(folder / f"out{j}.npy")]
    r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode != 0:
        return None, r.stderr.strip()
    for j in range(n_out):  # each output stacks the frames on a new first axis
        stacked = np.load(folder / f"out{j}.npy")
        for k in range(frames):
            np.save(folder / f"case{k}_out{j}.npy", stacked[k])
        (folder / f"out{j}.npy").unlink()
    return folder, ""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--target", default="generic")
    ap.add_argument("--flavour", choices=["linalg", "tosa"], default="linalg")
    ap.add_argument("--fixtures", default=str(ROOT / "tests/fixtures/tflite"),
                    help="a folder of fixture folders (model.tflite, caseK_inJ.npy, caseK_outJ.npy); "
                         "default: the repository's")
    ap.add_argument("--qnn", action="store_true",
                    help="check the tests/lower/*.qnn and tests/legalize/*.qnn cases on random "
                         "inputs against the reference interpreter instead of the TFLite fixtures")
    ap.add_argument("--qnn-dir", action="append", default=[],
                    help="with --qnn: the .qnn graphs of this folder instead (for example those "
                         "`qnnc quantize` wrote); repeatable")
    ap.add_argument("--cross", choices=sorted(CROSS),
                    help="compile only, for this back end (no run): aarch64 with dotprod, or cuda")
    ap.add_argument("--kind", action="append",
                    help="only fixtures of this manifest kind (model, real, probe, float); repeatable")
    ap.add_argument("names", nargs="*", help="only fixtures whose name contains one of these")
    a = ap.parse_args()
    if a.qnn:
        return main_qnn(a)
    folders = sorted(p.parent for p in pathlib.Path(a.fixtures).glob("*/model.tflite"))
    if a.names:
        folders = [f for f in folders if any(n in f.name for n in a.names)]
    if a.kind:
        kinds = {n: e["kind"] for n, e in manifest().items()}
        folders = [f for f in folders if kinds.get(f.name) in a.kind]
    runs = exact = failed = refused = compiled = 0
    bad = False
    entries = manifest()
    with tempfile.TemporaryDirectory() as tmp:
        for f in folders:
            status, detail, e, n, secs = check(f, a.target, pathlib.Path(tmp),
                                               entry=entries.get(f.name), cross=a.cross,
                                               flavour=a.flavour)
            compiled += status == "compiled"
            runs += n
            exact += e
            failed += status == "compile"
            refused += status == "refused"
            bad |= status in ("compile", "mismatch")
            print(f"{f.name:<40} {a.flavour:<6} {a.target:<10} {secs:6.1f}s  {status} {e}/{n} {detail}")
    if a.cross:
        print(f"iree: compiled {compiled} for {a.cross}; {failed} fail to compile; {refused} not exported")
    else:
        print(f"iree: exact {exact}/{runs} runs; {failed} fail to compile; {refused} not exported")
    return 1 if bad else 0


def main_qnn(a):
    dirs = [pathlib.Path(d) for d in a.qnn_dir] or [ROOT / "tests/lower", ROOT / "tests/legalize"]
    files = [f for d in dirs for f in sorted(d.glob("*.qnn"))]
    if a.names:
        files = [f for f in files if any(n in f.stem for n in a.names)]
    runs = exact = failed = refused = 0
    bad = False
    with tempfile.TemporaryDirectory() as tmp:
        work = pathlib.Path(tmp)
        for f in files:
            folder, err = qnn_case(f, work)
            if folder is None:
                print(f"{f.stem:<40} no reference output: {err.splitlines()[-1] if err else ''}")
                continue
            status, detail, e, n, secs = check(folder, a.target, work, model=f, flavour=a.flavour)
            runs += n
            exact += e
            failed += status == "compile"
            refused += status == "refused"
            bad |= status in ("compile", "mismatch")
            print(f"{f.stem:<40} {a.flavour:<6} {a.target:<10} {secs:6.1f}s  {status} {e}/{n} {detail}")
    print(f"iree: exact {exact}/{runs} runs; {failed} fail to compile; {refused} not exported")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
