#!/usr/bin/env python3
"""Times `qnnc lower --prove` and `qnnc equiv` (docs/prove.md, "Measured").

For each model (default: every fixture under tests/fixtures/tflite) and target, runs
`qnnc lower MODEL --target T --prove` and reports the wall time, the applications proved
and not proved, and any refutation; then times `qnnc equiv` on MobileNetV2 lowered for two
targets. Timings are of one run each on whatever machine this is (these machines are
noisy: compare runs made together, not across days).

    cargo build --release -p qnn-cli
    python3 tools/prove_timing.py [--qnnc target/release/qnnc] [--targets generic,x86] [MODEL ...]
"""

import argparse
import pathlib
import re
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent


def timed(cmd):
    start = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True)
    return time.perf_counter() - start, p


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--qnnc", default=str(ROOT / "target/release/qnnc"))
    ap.add_argument("--targets", default="generic", help="comma-separated target names")
    ap.add_argument("models", nargs="*", help="model files (default: every fixture)")
    args = ap.parse_args()
    models = [pathlib.Path(m) for m in args.models] or sorted(
        (ROOT / "tests/fixtures/tflite").glob("*/model.tflite")
    )
    totals = {"proved": 0, "not": 0, "refuted": 0, "seconds": 0.0}
    slowest = []
    print(f"{'model':40} {'target':10} {'seconds':>8} {'proved':>7} {'not':>5}")
    for m in models:
        for t in args.targets.split(","):
            secs, p = timed([args.qnnc, "lower", str(m), "--target", t, "--prove"])
            name = m.parent.name if m.name == "model.tflite" else m.name
            head = re.search(r"prove: \d+ rule applications?: (\d+) proved for all inputs, (\d+) not proved", p.stderr)
            if "refuted" in p.stderr:
                totals["refuted"] += 1
                print(f"{name:40} {t:10} REFUTED: {p.stderr.strip()[:200]}")
                continue
            if p.returncode != 0 or not head:
                print(f"{name:40} {t:10} error: {p.stderr.strip()[:200]}")
                continue
            proved, not_proved = int(head.group(1)), int(head.group(2))
            totals["proved"] += proved
            totals["not"] += not_proved
            totals["seconds"] += secs
            slowest.append((secs, name, t))
            print(f"{name:40} {t:10} {secs:8.2f} {proved:7} {not_proved:5}")
    slowest.sort(reverse=True)
    print(
        f"\ntotal: {totals['proved']} proved, {totals['not']} not proved, "
        f"{totals['refuted']} refuted, {totals['seconds']:.1f} s; slowest: "
        + ", ".join(f"{n} ({t}) {s:.2f} s" for s, n, t in slowest[:3])
    )
    mv2 = ROOT / "tests/fixtures/tflite/mobilenet_v2/model.tflite"
    with tempfile.TemporaryDirectory() as d:
        files = []
        for t in ["generic", "x86"]:
            out = pathlib.Path(d) / f"{t}.qnn"
            subprocess.run([args.qnnc, "lower", str(mv2), "--target", t, "-o", str(out)], check=True)
            files.append(str(out))
        secs, p = timed([args.qnnc, "equiv", *files])
        print(f"qnnc equiv MobileNetV2 (generic vs x86): {p.stdout.strip().splitlines()[-1]} in {secs:.2f} s")
    return 1 if totals["refuted"] else 0


if __name__ == "__main__":
    sys.exit(main())
