#!/usr/bin/env python3
"""Times `qnnc.Interpreter.invoke` from Python against `qnnc bench` (the same engine without
Python) and, where TensorFlow is installed, TFLite's reference and optimized kernels from
Python, on the same model and input, in one run.

For each model (default: the bundled MobileNetV2 and a one-convolution fixture, whose
inference is so short that its time is nearly all call overhead) it prints a Markdown row:
the medians of `--repeat` runs after a warm-up, and the Python call's overhead over `qnnc
bench` (`python - bench`). Needs the `qnnc` package (`pip install ./python`) and a release
build of the binary (`cargo build --release -p qnn-cli`); TensorFlow is optional (the
fixtures' virtualenv has it). The issue's bar: `invoke` within 10% of `qnnc bench` plus a
fixed overhead under 20 us.

    python tools/python_bench.py [--repeat 500] [MODEL_DIR ...]
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import time

import numpy as np

import qnnc

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
QNNC = os.path.join(ROOT, "target", "release", "qnnc")
FIXTURES = os.path.join(ROOT, "tests", "fixtures", "tflite")
DEFAULT_MODELS = ["mobilenet_v2", "conv_single"]


def timed(invoke, repeat):
    invoke()
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        invoke()
        times.append((time.perf_counter() - t) * 1e3)
    return statistics.median(times)


def python_engine(make, model, x, repeat):
    it = make(model_path=model)
    it.allocate_tensors()
    it.set_tensor(it.get_input_details()[0]["index"], x)
    return timed(it.invoke, repeat)


def bench(model, x_path, repeat):
    out = subprocess.run(
        [QNNC, "bench", model, "--repeat", str(repeat), "--input", x_path],
        check=True, capture_output=True, text=True,
    ).stdout
    return float(re.search(r"median ([0-9.]+) ms", out).group(1))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=500)
    ap.add_argument("models", nargs="*", default=DEFAULT_MODELS)
    args = ap.parse_args()
    if not os.path.exists(QNNC):
        sys.exit(f"{QNNC} is missing: cargo build --release -p qnn-cli")
    try:
        import tensorflow as tf

        resolvers = {
            "TFLite reference": tf.lite.experimental.OpResolverType.BUILTIN_REF,
            "TFLite optimized": tf.lite.experimental.OpResolverType.BUILTIN_WITHOUT_DEFAULT_DELEGATES,
        }
    except ImportError:
        tf, resolvers = None, {}
    cols = ["qnnc bench ms", "qnnc.Interpreter ms", "python - bench us"] + [f"{r} ms" for r in resolvers]
    print("| model | " + " | ".join(cols) + " |")
    print("|---|" + "---|" * len(cols))
    for name in args.models:
        d = name if os.path.isdir(name) else os.path.join(FIXTURES, name)
        model, x_path = os.path.join(d, "model.tflite"), os.path.join(d, "case0_in0.npy")
        x = np.load(x_path)
        # Interleaved, so that a burst of load on this machine hits both alike.
        b1 = bench(model, x_path, args.repeat)
        py = python_engine(qnnc.Interpreter, model, x, args.repeat)
        b2 = bench(model, x_path, args.repeat)
        b = min(b1, b2)
        row = [f"{b:.4f}", f"{py:.4f}", f"{(py - b) * 1e3:.1f}"]
        for resolver in resolvers.values():
            make = lambda model_path: tf.lite.Interpreter(
                model_path=model_path, experimental_op_resolver_type=resolver, num_threads=1
            )
            row.append(f"{python_engine(make, model, x, args.repeat):.4f}")
        print(f"| {os.path.basename(d)} | " + " | ".join(row) + " |", flush=True)


if __name__ == "__main__":
    main()
