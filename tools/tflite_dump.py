#!/usr/bin/env python3
"""Dumps every tensor TFLite's operators write, for `qnnc compare`.

Runs MODEL on the `--input` arrays with TFLite's interpreter and the chosen kernels
(`--kernels reference|optimized|xnnpack`: `BUILTIN_REF`, `BUILTIN_WITHOUT_DEFAULT_DELEGATES`,
`BUILTIN`), with `experimental_preserve_all_tensors=True`, and writes the output tensors of
every operator, in execution order, into DIR in qnnc's dump form (`crates/qnn-cli/src/dump.rs`):
one `.npy` per tensor and `tensors.json` listing `{"name", "file"}` in order. Then

    qnnc run MODEL --input x.npy --dump qnnc_dir
    qnnc compare qnnc_dir DIR

reports the first tensor where the two differ. XNNPACK runs whole partitions of the graph as
one delegate node and hands back only the partitions' outputs, so for `--kernels xnnpack` the
model is first rewritten (`tensorflow.lite.tools.flatbuffer_utils`) with every operator's
output tensor added to the model's outputs: XNNPACK then writes each of them back, computed by
the same kernels.

Needs tensorflow-cpu 2.21.0 (the fixtures' virtualenv, tools/tflite_fixtures/requirements.txt);
the tests never run it.

    python tools/tflite_dump.py MODEL --input x.npy [--input y.npy] --kernels xnnpack -o DIR
"""

import argparse
import json
import os
import re
import sys

import numpy as np
import tensorflow as tf

KERNELS = {
    "reference": tf.lite.experimental.OpResolverType.BUILTIN_REF,
    "optimized": tf.lite.experimental.OpResolverType.BUILTIN_WITHOUT_DEFAULT_DELEGATES,
    "xnnpack": tf.lite.experimental.OpResolverType.BUILTIN,
}


def file_name(index, name):
    """The file of the index-th tensor, as qnnc names it (dump.rs: file_name)."""
    safe = re.sub(r"[^A-Za-z0-9._-]", "_", name)[:80]
    return f"{index:04}-{safe}.npy"


def every_tensor_an_output(path):
    """The model's bytes with every operator output of the main subgraph also a model output
    (after the model's own outputs, which keep their positions)."""
    from tensorflow.lite.tools import flatbuffer_utils

    m = flatbuffer_utils.read_model(path)
    sg = m.subgraphs[0]
    outputs = [int(t) for t in sg.outputs]
    for op in sg.operators:
        for t in op.outputs:
            if t >= 0 and int(t) not in outputs:
                outputs.append(int(t))
    sg.outputs = np.array(outputs, dtype=np.int32)
    return bytes(flatbuffer_utils.convert_object_to_bytearray(m))


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("model")
    p.add_argument("--input", action="append", default=[], help="one .npy per model input, in order")
    p.add_argument("--kernels", choices=sorted(KERNELS), default="reference")
    p.add_argument("-o", "--out", required=True, help="the dump folder (created; must be new or empty)")
    args = p.parse_args()

    model = {"model_path": args.model}
    if args.kernels == "xnnpack":
        model = {"model_content": every_tensor_an_output(args.model)}
    it = tf.lite.Interpreter(**model, num_threads=1,
                             experimental_op_resolver_type=KERNELS[args.kernels],
                             experimental_preserve_all_tensors=True)
    inputs = it.get_input_details()
    if len(args.input) != len(inputs):
        sys.exit(f"error: the model has {len(inputs)} inputs but {len(args.input)} --input files were given")
    for d, path in zip(inputs, args.input):
        x = np.load(path)
        if list(x.shape) != list(d["shape"]):
            it.resize_tensor_input(d["index"], list(x.shape))
    it.allocate_tensors()
    for d, path in zip(it.get_input_details(), args.input):
        it.set_tensor(d["index"], np.load(path))
    it.invoke()

    names = {t["index"]: t["name"] for t in it.get_tensor_details()}
    os.makedirs(args.out, exist_ok=True)
    if os.listdir(args.out):
        sys.exit(f"error: {args.out} is not empty")
    listed = []
    seen = set()
    # The model's operators in execution order (a delegate's node, listed after them, writes
    # tensors listed already).
    for op in it._get_ops_details():
        for t in op["outputs"]:
            if t < 0 or t in seen:
                continue
            seen.add(t)
            name = names.get(t) or f"tensor {t}"
            value = it.get_tensor(t)
            f = file_name(len(listed), name)
            np.save(os.path.join(args.out, f), value)
            listed.append({"name": name, "file": f})
    with open(os.path.join(args.out, "tensors.json"), "w") as fh:
        json.dump({"format": "qnnc-dump/1", "tensors": listed}, fh, indent=2)
        fh.write("\n")
    print(f"dumped {len(listed)} tensors ({args.kernels} kernels) into {args.out}")


if __name__ == "__main__":
    main()
