#!/usr/bin/env python3
"""Times qnnc's MLIR export in IREE beside qnnc's CPU engine and TFLite's kernels, in one run.

For MobileNetV2 and every real-topology fixture (manifest kind `real`), on the fixture's first
input `case0_in*.npy`, one thread each:

- `qnnc export --mlir F --target T` (default `linalg` on `generic`), `iree-compile` for the host
  CPU (its wall time), and `iree-benchmark-module --device=local-sync` (IREE's synchronous,
  single-threaded device): the median of `--repeat` runs;
- qnnc's CPU engine: `qnnc bench --threads 1 --repeat N --input ...` (inference alone);
- TFLite 2.21's reference kernels (`BUILTIN_REF`), optimized kernels
  (`BUILTIN_WITHOUT_DEFAULT_DELEGATES`) and XNNPACK (`BUILTIN`), `num_threads=1`: the median of
  `--repeat` invocations after one warm-up. Skipped (and said so) when TensorFlow is absent.

It prints a Markdown table (`docs/performance.md` holds one run). The machine is noisy: compare
the columns of one run, not runs.

Setup (its own virtualenv; the tests never run it):

    python3 -m venv /tmp/bench-venv
    /tmp/bench-venv/bin/pip install tensorflow-cpu==2.21.0 iree-base-compiler==3.13.0 \
        iree-base-runtime==3.13.0 numpy
    cargo build --release -p qnn-cli
    /tmp/bench-venv/bin/python tools/iree/bench.py [--flavour linalg|tosa] [--target T]
        [--repeat 20] [NAME_SUBSTRING ...]
"""

import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parents[2]
QNNC = pathlib.Path(os.environ.get("QNNC", ROOT / "target" / "release" / "qnnc"))
BIN = pathlib.Path(sys.executable).parent
FIXTURES = ROOT / "tests" / "fixtures" / "tflite"
FLAGS = [
    "--iree-hal-target-device=local",
    "--iree-hal-local-target-device-backends=llvm-cpu",
    "--iree-llvmcpu-target-cpu=host",
    "--iree-input-demote-f64-to-f32=false",
]

try:
    import tensorflow as tf
except ImportError:  # the table says so
    tf = None


def inputs(folder):
    return [np.load(p) for p in sorted(folder.glob("case0_in*.npy"))]


def iree(folder, flavour, target, repeat, work):
    """(compile seconds, median run ms) of the exported model, or an error string."""
    mlir, vmfb = work / "m.mlir", work / "m.vmfb"
    r = subprocess.run([str(QNNC), "export", str(folder / "model.tflite"), "--mlir", flavour,
                        "--target", target, "-o", str(mlir)], capture_output=True, text=True)
    if r.returncode != 0:
        return "not exported"
    t0 = time.time()
    r = subprocess.run([str(BIN / "iree-compile"), str(mlir), *FLAGS, "-o", str(vmfb)],
                       capture_output=True, text=True)
    secs = time.time() - t0
    if r.returncode != 0:
        return "compile failed"
    args = [f"--input=@{p}" for p in sorted(folder.glob("case0_in*.npy"))]
    r = subprocess.run([str(BIN / "iree-benchmark-module"), f"--module={vmfb}",
                        "--device=local-sync", "--function=main", *args,
                        f"--benchmark_repetitions={repeat}", "--benchmark_format=json"],
                       capture_output=True, text=True)
    if r.returncode != 0:
        return "run failed"
    runs = [b for b in json.loads(r.stdout)["benchmarks"] if b.get("run_type") == "iteration"]
    unit = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}
    return secs, statistics.median(b["real_time"] * unit[b["time_unit"]] for b in runs)


def qnnc(folder, repeat):
    args = [str(QNNC), "bench", str(folder / "model.tflite"), "--threads", "1",
            "--repeat", str(repeat), "--json"]
    for p in sorted(folder.glob("case0_in*.npy")):
        args += ["--input", str(p)]
    r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode != 0:
        return None
    return json.loads(r.stdout)["inference_ms"]["median"]


def tflite(folder, resolver, repeat):
    R = tf.lite.experimental.OpResolverType
    interp = tf.lite.Interpreter(model_path=str(folder / "model.tflite"), num_threads=1,
                                 experimental_op_resolver_type=getattr(R, resolver))
    interp.allocate_tensors()
    for d, x in zip(interp.get_input_details(), inputs(folder)):
        interp.set_tensor(d["index"], x)
    interp.invoke()
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        interp.invoke()
        times.append((time.perf_counter() - t0) * 1e3)
    return statistics.median(times)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--flavour", choices=["linalg", "tosa"], default="linalg")
    ap.add_argument("--target", default="generic")
    ap.add_argument("--repeat", type=int, default=20)
    ap.add_argument("names", nargs="*")
    a = ap.parse_args()
    manifest = json.loads((FIXTURES / "manifest.json").read_text())
    names = ["mobilenet_v2"] + [e["name"] for e in manifest if e["kind"] == "real"]
    if a.names:
        names = [n for n in names if any(s in n for s in a.names)]
    resolvers = ["BUILTIN_REF", "BUILTIN_WITHOUT_DEFAULT_DELEGATES", "BUILTIN"]
    print(f"IREE 3.13 `{a.flavour}` on `{a.target}`, one thread, median of {a.repeat}; ms"
          + ("" if tf else " (TensorFlow not installed: no TFLite columns)"))
    print()
    head = "| model | iree-compile s | IREE run | qnnc CPU engine |"
    if tf:
        head += " TFLite ref | TFLite optimized | XNNPACK |"
    print(head)
    print("|---" * (head.count("|") - 1) + "|")
    with tempfile.TemporaryDirectory() as tmp:
        for n in names:
            folder = FIXTURES / n
            r = iree(folder, a.flavour, a.target, a.repeat, pathlib.Path(tmp))
            cells = [n] + ([f"{r[0]:.1f}", f"{r[1]:.2f}"] if isinstance(r, tuple) else [r, ""])
            q = qnnc(folder, a.repeat)
            cells.append(f"{q:.2f}" if q is not None else "failed")
            if tf:
                cells += [f"{tflite(folder, res, a.repeat):.2f}" for res in resolvers]
            print("| " + " | ".join(cells) + " |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
