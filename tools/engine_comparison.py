#!/usr/bin/env python3
"""Times TFLite's kernels and qnnc's engines on the same models and inputs, in one run.

Two reports, both on each model's first fixture input (`case0_in*.npy`):

- **Per model, every engine** (the default, on the bundled MobileNetV2, MobileNetV1 and
  EfficientNetB0 fixtures or the model directories given): TFLite's reference kernels
  (`OpResolverType.BUILTIN_REF`), its optimized kernels (`BUILTIN_WITHOUT_DEFAULT_DELEGATES`)
  and XNNPACK (`BUILTIN`, the default delegate), each with `num_threads=1`: median, min and
  max of `--repeat` invocations after one warm-up, and how many output elements differ from
  the reference kernels' outputs; qnnc's CPU engine at every instruction-set level this
  machine runs (`qnnc bench --isa L`) and its reference interpreter (`qnnc bench --engine E
  --repeat N --input ...`: the inference alone), and `qnnc run --isa L`'s outputs against
  the reference kernels'.
- **`--all`: every real-topology fixture** (`kind == "real"` in the fixture manifest) and
  MobileNetV2, one row each: qnnc's CPU engine at the machine's best level, TFLite's
  optimized kernels and XNNPACK, one thread each, then qnnc and XNNPACK with two threads; the
  ratios and their geometric means; and, for each model where qnnc is slower than XNNPACK,
  the three kinds of step that take most of its time (`qnnc bench --profile`). The engines
  of one model are timed in `--rounds` interleaved rounds (each a median of `--repeat`
  runs) and each keeps its best round's median: these machines are noisy, and a burst of
  load in one round should not decide a ratio.

It prints Markdown tables (`docs/performance.md` holds a run of each). Needs tensorflow-cpu
2.21.0 (the fixtures' virtualenv: `tools/tflite_fixtures/.venv`) and a release build of qnnc
(`cargo build --release -p qnn-cli`); the tests never run it.

    . tools/tflite_fixtures/.venv/bin/activate
    python tools/engine_comparison.py [--repeat 50] [MODEL_DIR ...]
    python tools/engine_comparison.py --all [--repeat 20] [--rounds 3]
"""

import argparse
import json
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np
import tensorflow as tf

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
QNNC = os.path.join(ROOT, "target", "release", "qnnc")
FIXTURES = os.path.join(ROOT, "tests", "fixtures", "tflite")
DEFAULT_MODELS = ["mobilenet_v2", "mobilenet_v1", "efficientnet_b0"]

RESOLVERS = [
    ("TFLite reference kernels", tf.lite.experimental.OpResolverType.BUILTIN_REF),
    ("TFLite optimized kernels", tf.lite.experimental.OpResolverType.BUILTIN_WITHOUT_DEFAULT_DELEGATES),
    ("TFLite XNNPACK", tf.lite.experimental.OpResolverType.BUILTIN),
]


def inputs_of(model_dir):
    k = 0
    out = []
    while os.path.exists(os.path.join(model_dir, f"case0_in{k}.npy")):
        out.append(os.path.join(model_dir, f"case0_in{k}.npy"))
        k += 1
    return out


def tflite(model_path, resolver, arrays, repeat, threads=1):
    it = tf.lite.Interpreter(
        model_path=model_path, experimental_op_resolver_type=resolver, num_threads=threads
    )
    it.allocate_tensors()
    for d, a in zip(it.get_input_details(), arrays):
        it.set_tensor(d["index"], a)
    it.invoke()
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        it.invoke()
        times.append((time.perf_counter() - t) * 1e3)
    outs = [it.get_tensor(d["index"]).copy() for d in it.get_output_details()]
    return times, outs


def qnnc_levels():
    # `--isa` with a name the machine does not run lists the ones it does.
    err = subprocess.run([QNNC, "bench", "-", "--isa", "?"], capture_output=True, text=True).stderr
    m = re.search(r"this machine runs (.*)", err)
    return [l.strip() for l in m.group(1).split(",")]


def qnnc_bench(model_path, engine, inputs, repeat, isa=None, threads=1):
    args = [QNNC, "bench", model_path, "--engine", engine, "--repeat", str(repeat)]
    args += ["--threads", str(threads)]
    if isa:
        args += ["--isa", isa]
    for i in inputs:
        args += ["--input", i]
    out = subprocess.run(args, check=True, capture_output=True, text=True).stdout
    m = re.search(r"median ([0-9.]+) ms, min ([0-9.]+) ms, max ([0-9.]+) ms", out)
    return [float(m.group(i)) for i in (1, 2, 3)]


def qnnc_outputs(model_path, inputs, n_outputs, extra=()):
    with tempfile.TemporaryDirectory() as d:
        outs = [os.path.join(d, f"out{j}.npy") for j in range(n_outputs)]
        args = [QNNC, "run", model_path, *extra]
        for i in inputs:
            args += ["--input", i]
        for o in outs:
            args += ["--output", o]
        subprocess.run(args, check=True, capture_output=True)
        return [np.load(o) for o in outs]


def differing(outs, ref):
    return sum(int(np.sum(a != b)) for a, b in zip(outs, ref)), sum(r.size for r in ref)


def qnnc_profile(model_path, inputs, repeat):
    """The three kinds of step that take most of the time, as `kind (share)`."""
    args = [QNNC, "bench", model_path, "--repeat", str(repeat), "--profile"]
    for i in inputs:
        args += ["--input", i]
    out = subprocess.run(args, check=True, capture_output=True, text=True).stdout
    kinds = re.findall(r"^  (.+?): \d+ steps?, [0-9.]+ ms \(([0-9.]+)%\)$", out, re.M)
    return ", ".join(f"{k} {p}%" for k, p in kinds[:3])


def real_models():
    with open(os.path.join(FIXTURES, "manifest.json")) as f:
        manifest = json.load(f)
    return ["mobilenet_v2"] + [e["name"] for e in manifest if e["kind"] == "real"]


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def compare_all(models, repeat, rounds):
    """The `--all` table (module docs)."""
    xnnpack = tf.lite.experimental.OpResolverType.BUILTIN
    optimized = tf.lite.experimental.OpResolverType.BUILTIN_WITHOUT_DEFAULT_DELEGATES
    engines = {
        "qnnc": lambda m, i, a: qnnc_bench(m, "cpu", i, repeat)[0],
        "optimized": lambda m, i, a: statistics.median(tflite(m, optimized, a, repeat)[0]),
        "xnnpack": lambda m, i, a: statistics.median(tflite(m, xnnpack, a, repeat)[0]),
        "qnnc2": lambda m, i, a: qnnc_bench(m, "cpu", i, repeat, threads=2)[0],
        "xnnpack2": lambda m, i, a: statistics.median(tflite(m, xnnpack, a, repeat, 2)[0]),
    }
    print("| model | qnnc ms | TFLite optimized ms | XNNPACK ms | qnnc / optimized | qnnc / XNNPACK "
          "| qnnc 2 threads ms | XNNPACK 2 threads ms | qnnc 2t / XNNPACK 2t | qnnc 1t / 2t |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    ratios = {"opt": [], "xnn": [], "xnn2": [], "threads": []}
    slower = []
    for name in models:
        d = os.path.join(FIXTURES, name)
        model = os.path.join(d, "model.tflite")
        inputs = inputs_of(d)
        arrays = [np.load(p) for p in inputs]
        best = {k: math.inf for k in engines}
        for _ in range(rounds):
            for k, f in engines.items():
                best[k] = min(best[k], f(model, inputs, arrays))
        r = (best["qnnc"] / best["optimized"], best["qnnc"] / best["xnnpack"],
             best["qnnc2"] / best["xnnpack2"], best["qnnc"] / best["qnnc2"])
        for key, v in zip(("opt", "xnn", "xnn2", "threads"), r):
            ratios[key].append(v)
        print(f"| {name} | {best['qnnc']:.3f} | {best['optimized']:.3f} | {best['xnnpack']:.3f} "
              f"| {r[0]:.2f} | {r[1]:.2f} | {best['qnnc2']:.3f} | {best['xnnpack2']:.3f} "
              f"| {r[2]:.2f} | {r[3]:.2f} |", flush=True)
        if r[1] > 1:
            slower.append((name, qnnc_profile(model, inputs, repeat)))
    print(f"| geometric mean | | | | {geomean(ratios['opt']):.2f} | {geomean(ratios['xnn']):.2f} "
          f"| | | {geomean(ratios['xnn2']):.2f} | {geomean(ratios['threads']):.2f} |")
    if slower:
        print()
        print("| model slower than XNNPACK | where qnnc's time goes (`qnnc bench --profile`) |")
        print("|---|---|")
        for name, prof in slower:
            print(f"| {name} | {prof} |")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=50)
    ap.add_argument("--all", action="store_true", help="every real-topology fixture, one row each")
    ap.add_argument("--rounds", type=int, default=3, help="interleaved rounds per model (--all)")
    ap.add_argument("models", nargs="*")
    args = ap.parse_args()
    if not os.path.exists(QNNC):
        sys.exit(f"{QNNC} is missing: cargo build --release -p qnn-cli")
    if args.all:
        compare_all(args.models or real_models(), args.repeat, args.rounds)
        return
    args.models = args.models or DEFAULT_MODELS
    print("| model | engine | median ms | min ms | max ms | output elements differing from TFLite's reference kernels |")
    print("|---|---|---|---|---|---|")
    for name in args.models:
        d = name if os.path.isdir(name) else os.path.join(FIXTURES, name)
        model = os.path.join(d, "model.tflite")
        inputs = inputs_of(d)
        arrays = [np.load(p) for p in inputs]
        rows = []
        ref_outs = None
        for label, resolver in RESOLVERS:
            times, outs = tflite(model, resolver, arrays, args.repeat)
            if ref_outs is None:
                ref_outs = outs
            rows.append((label, statistics.median(times), min(times), max(times), differing(outs, ref_outs)))
        for isa in reversed(qnnc_levels()):
            outs = qnnc_outputs(model, inputs, len(ref_outs), ["--isa", isa])
            med, lo, hi = qnnc_bench(model, "cpu", inputs, args.repeat, isa)
            rows.append((f"qnnc CPU engine ({isa})", med, lo, hi, differing(outs, ref_outs)))
        outs = qnnc_outputs(model, inputs, len(ref_outs), ["--engine", "reference"])
        med, lo, hi = qnnc_bench(model, "reference", inputs, args.repeat)
        rows.append(("qnnc reference interpreter", med, lo, hi, differing(outs, ref_outs)))
        for label, med, lo, hi, (diff, total) in rows:
            print(f"| {os.path.basename(d)} | {label} | {med:.2f} | {lo:.2f} | {hi:.2f} | {diff} of {total} |")


if __name__ == "__main__":
    main()
