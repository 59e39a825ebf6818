#!/usr/bin/env python3
"""Build converter-made TFLite fixtures and record TFLite BUILTIN_REF outputs.

Every model here is produced by the real TensorFlow Lite converter (tensorflow-cpu 2.21.0) and every expected
output is produced by `tf.lite.Interpreter(..., experimental_op_resolver_type=OpResolverType.BUILTIN_REF)`, i.e.
TFLite's reference kernels. The Rust test-suite only reads the files written here; it never needs Python.

Output layout (a contract read by the Rust tests), under --out (default: <repo>/tests/fixtures/tflite):

    NAME/model.tflite
    NAME/case<K>_in<I>.npy    K = case index, I = model input index (subgraph input order)
    NAME/case<K>_out<J>.npy   J = model output index (subgraph output order)
    manifest.json             list of {"name", "kind", "description", "ops", "scheme", "cases", "inputs", "outputs", ...}
    details.json              per fixture, what tf.lite.Interpreter reports: the input and output details dicts (after
                              allocate_tensors, the outputs' after the first case) and the signature list; the
                              Python package's tests check qnnc.Interpreter against it without TensorFlow

Usage:
    python make_fixtures.py                 # regenerate everything (deletes stale fixture directories)
    python make_fixtures.py --only NAME ... # regenerate some fixtures, keep the other manifest entries
    python make_fixtures.py --list          # list fixture names
    python make_fixtures.py --verify        # re-run BUILTIN_REF on the stored files and compare (no conversion)
    python make_fixtures.py --table         # print the README's fixture table from manifest.json
    python make_fixtures.py --details       # rewrite details.json from the stored models (no conversion)

Determinism: every fixture seeds Keras/TF/numpy from a CRC32 of its own name, so adding or reordering fixtures
does not change the others, and two runs produce byte-identical files.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import warnings
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
os.environ.setdefault("TF_ENABLE_ONEDNN_OPTS", "0")
warnings.filterwarnings("ignore")

import keras
import numpy as np
import tensorflow as tf
from tensorflow.lite.python import schema_py_generated as schema

EXPECTED_TF_VERSION = "2.21.0"
REF = tf.lite.experimental.OpResolverType.BUILTIN_REF
REPO = Path(__file__).resolve().parents[2]
DEFAULT_OUT = REPO / "tests" / "fixtures" / "tflite"
MAX_FILE_BYTES = 1_000_000

OPS_INT8 = [tf.lite.OpsSet.TFLITE_BUILTINS_INT8]
OPS_16X8 = [tf.lite.OpsSet.EXPERIMENTAL_TFLITE_BUILTINS_ACTIVATIONS_INT16_WEIGHTS_INT8]

# ----------------------------------------------------------------------------------------------------------------
# flatbuffer analysis (names of builtin ops, fused activations, options) using TF's generated schema module
# ----------------------------------------------------------------------------------------------------------------

_OP_NAMES = {v: k for k, v in vars(schema.BuiltinOperator).items() if not k.startswith("_")}
_ACT_NAMES = {v: k for k, v in vars(schema.ActivationFunctionType).items() if not k.startswith("_")}
_TYPE_NAMES = {v: k.lower() for k, v in vars(schema.TensorType).items() if not k.startswith("_")}


def _snake(name: str) -> str:
    out = []
    for ch in name:
        if ch.isupper():
            out.append("_")
            out.append(ch.lower())
        else:
            out.append(ch)
    return "".join(out)


def _plain(v):
    if isinstance(v, np.ndarray):
        return [_plain(x) for x in v.tolist()]
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    if isinstance(v, (bool, np.bool_)):
        return bool(v)
    if isinstance(v, (int, np.integer)):
        return int(v)
    if isinstance(v, (float, np.floating)):
        return float(v)
    if isinstance(v, bytes):
        return v.decode("utf-8", "replace")
    return v


def analyse_flatbuffer(model: bytes) -> list[dict]:
    """Return one dict per operator of subgraph 0 in execution order: op name, fused activation, options."""
    m = schema.ModelT.InitFromPackedBuf(bytearray(model), 0)
    sg = m.subgraphs[0]
    details = []
    for op in sg.operators:
        code = m.operatorCodes[op.opcodeIndex]
        builtin = max(code.builtinCode, code.deprecatedBuiltinCode)
        name = _OP_NAMES.get(builtin, f"UNKNOWN_{builtin}")
        if name == "CUSTOM":
            name = f"CUSTOM:{code.customCode.decode() if code.customCode else '?'}"
        opts = {}
        act = None
        if op.builtinOptions is not None:
            for k, v in vars(op.builtinOptions).items():
                if k == "fusedActivationFunction":
                    act = _ACT_NAMES.get(v, str(v))
                    continue
                opts[_snake(k)] = _plain(v)
        if act is not None:
            opts["fused_activation_function"] = act
        inputs = [int(i) for i in op.inputs] if op.inputs is not None else []
        tensor_types = []
        for i in inputs:
            tensor_types.append(None if i < 0 else _TYPE_NAMES.get(sg.tensors[i].type))
        details.append({"op": name, "fused_activation": act, "options": opts, "input_types": tensor_types})
    return details


# ----------------------------------------------------------------------------------------------------------------
# fixture description
# ----------------------------------------------------------------------------------------------------------------


@dataclass
class Fixture:
    """One model or probe: how to build/convert it and which cases to run through BUILTIN_REF."""

    name: str
    kind: str  # "model" | "probe" | "real" | "float"
    scheme: str  # "int8" | "uint8_io" | "int16x8" | "float_io" | "uint8_legacy" | "float"
    description: str
    build: Callable[[np.random.Generator], bytes]  # returns the converted .tflite bytes
    expect_ops: list[str]  # every one must be present
    only_ops: list[str] | None = None  # if set: no other op may be present (probes)
    expect_acts: dict[str, str] | None = None  # op name -> fused activation every such op must carry
    special: Callable | None = None  # (details, rng) -> list of cases (each a list of arrays) placed first
    n_cases: int | None = None  # default: 3, or 2 (special + extreme-rows case) when `special` is set
    check_varied: bool = True  # require outputs to differ across cases
    resize: list | None = None  # concrete shapes for inputs with dynamic dims (shape_signature has -1)
    # None: expected outputs from BUILTIN_REF. Otherwise the reason why they come from TFLite's builtin kernels
    # (BUILTIN_WITHOUT_DEFAULT_DELEGATES) instead: only where the reference kernel is wrong (recorded in the manifest
    # as "kernels": "builtin" and "kernels_reason")
    builtin_because: str | None = None
    # kind "float" (no QUANTIZE at the inputs): one FloatRange per model input (the last one repeats) for the cases
    float_inputs: list | None = None
    # streaming models (resource variables): the cases are this many frames of one stream, run in order on one
    # interpreter (every fixture's cases are), so each frame sees the state the previous one left
    frames: int | None = None


FIXTURES: list[Fixture] = []


def fixture(**kw):
    FIXTURES.append(Fixture(**kw))


SEED: int | None = None  # --seed N: None (default) = the committed fixtures


def seed_for(name: str) -> int:
    key = name if SEED is None else f"{name}@seed{SEED}"
    return zlib.crc32(key.encode()) & 0x7FFFFFFF


# --seed only: probe ops whose input dims may change (the last dim only for the second set)
SEED_SHAPE_OPS = {"CONV_2D", "DEPTHWISE_CONV_2D", "FULLY_CONNECTED", "ADD", "SUB", "MUL", "AVERAGE_POOL_2D",
                  "MAX_POOL_2D", "MEAN", "CONCATENATION", "PAD", "PADV2", "TRANSPOSE", "SOFTMAX", "QUANTIZE"}
SEED_LAST_DIM_OPS = {"AVERAGE_POOL_2D", "MAX_POOL_2D", "MEAN", "CONCATENATION", "PAD", "PADV2", "TRANSPOSE",
                     "SOFTMAX"}


def seed_shapes(shapes, ops, rng):
    """--seed only: scale each right-aligned axis position by one random factor in [0.5, 2] (dims of 1 stay 1, so
    broadcasting and equal dims are kept; other dims stay >= 2; softmax rows stay <= 500)."""
    if SEED is None or not set(ops) <= SEED_SHAPE_OPS:
        return shapes
    rank = max(len(s) for s in shapes)
    last = set(ops) <= SEED_LAST_DIM_OPS
    f = [rng.uniform(0.5, 2.0) if (p > 0 or last) else 1.0 for p in range(rank)]  # p = position from the right
    cap = 500 if "SOFTMAX" in ops else 1 << 30
    return [tuple(d if d == 1 else min(cap, max(2, round(d * f[len(s) - 1 - i]))) for i, d in enumerate(s))
            for s in shapes]


# ----------------------------------------------------------------------------------------------------------------
# conversion helpers
# ----------------------------------------------------------------------------------------------------------------


def rep_dataset(shapes, ranges, rng, n=32, extra=None):
    """Representative dataset: n samples, input i uniform in ranges[i] = (lo, hi); `extra` samples prepended."""
    samples = list(extra or [])
    if SEED is not None and not samples:
        ranges = [(lo * rng.uniform(0.5, 2.0), hi * rng.uniform(0.5, 2.0)) for lo, hi in ranges]
    for _ in range(n):
        samples.append([rng.uniform(lo, hi, size=s).astype(np.float32) for s, (lo, hi) in zip(shapes, ranges)])

    def gen():
        for s in samples:
            yield [np.asarray(a, dtype=np.float32) for a in s]

    return gen


IO_TYPES = {
    "int8": (tf.int8, tf.int8),
    "uint8_io": (tf.uint8, tf.uint8),
    "int16x8": (tf.int16, tf.int16),
    "float_io": (tf.float32, tf.float32),
}


def _configure(conv, scheme, rep, io=None, per_tensor=False, per_tensor_dense=False, float_fallback=False):
    conv.optimizations = [tf.lite.Optimize.DEFAULT]
    conv.representative_dataset = rep
    conv.target_spec.supported_ops = OPS_16X8 if scheme == "int16x8" else OPS_INT8
    if float_fallback:  # ops without an integer kernel stay in float between DEQUANTIZE and QUANTIZE
        conv.target_spec.supported_ops = conv.target_spec.supported_ops + [tf.lite.OpsSet.TFLITE_BUILTINS]
    iin, iout = io if io is not None else IO_TYPES[scheme]
    conv.inference_input_type = iin
    conv.inference_output_type = iout
    if per_tensor:
        conv._experimental_disable_per_channel = True
    if per_tensor_dense:
        conv._experimental_disable_per_channel_quantization_for_dense_layers = True
    return conv


class quiet_fds:
    """Silence the converter's C++/Keras chatter on fds 1 and 2; replay it if the conversion fails."""

    def __enter__(self):
        import tempfile

        sys.stdout.flush()
        sys.stderr.flush()
        self.tmp = tempfile.TemporaryFile(mode="w+b")
        self.saved = [os.dup(1), os.dup(2)]
        os.dup2(self.tmp.fileno(), 1)
        os.dup2(self.tmp.fileno(), 2)
        return self

    def __exit__(self, et, ev, tb):
        sys.stdout.flush()
        sys.stderr.flush()
        os.dup2(self.saved[0], 1)
        os.dup2(self.saved[1], 2)
        for f in self.saved:
            os.close(f)
        if et is not None:
            self.tmp.seek(0)
            sys.stderr.write(self.tmp.read().decode("utf-8", "replace")[-4000:])
        self.tmp.close()
        return False


def convert_fn(fn, shapes, ranges, rng, scheme="int8", io=None, n_rep=32, extra_rep=None, signature=None, **kw):
    """Convert a Python function of float32 tensors with full-integer quantization. `shapes` are the calibration
    shapes; `signature` (default: `shapes`) may hold None for dynamic dimensions."""
    sig = signature if signature is not None else shapes
    tff = tf.function(fn, input_signature=[tf.TensorSpec(s, tf.float32, name=f"in{i}") for i, s in enumerate(sig)])
    conv = tf.lite.TFLiteConverter.from_concrete_functions([tff.get_concrete_function()], tff)
    _configure(conv, scheme, rep_dataset(shapes, ranges, rng, n_rep, extra_rep), io=io, **kw)
    with quiet_fds():
        return conv.convert()


def convert_keras(model, ranges, rng, scheme="int8", io=None, n_rep=32, **kw):
    shapes = [tuple(int(d) for d in t.shape) for t in model.inputs]
    conv = tf.lite.TFLiteConverter.from_keras_model(model)
    _configure(conv, scheme, rep_dataset(shapes, ranges, rng, n_rep), io=io, **kw)
    with quiet_fds():
        return conv.convert()


def const(rng, shape, scale=1.0):
    return tf.constant(rng.normal(0.0, scale, size=shape).astype(np.float32))


def randomize_bn(model, rng, calib_inputs):
    """Give every BatchNormalization layer random gamma/beta and moving statistics near the real batch statistics
    (randomly perturbed), so the net is non-degenerate and its outputs depend on its inputs."""
    for layer in model.layers:
        if not isinstance(layer, keras.layers.BatchNormalization):
            continue
        sub = keras.Model(model.inputs, layer.input)
        a = np.asarray(sub(calib_inputs, training=False))
        axes = tuple(range(a.ndim - 1))
        mean = a.mean(axis=axes)
        var = a.var(axis=axes) + 1e-3
        c = mean.shape[0]
        gamma = rng.uniform(0.5, 1.5, c)
        beta = rng.uniform(-0.5, 0.8, c)
        mm = mean + rng.normal(0, 0.1, c) * np.sqrt(var)
        mv = var * rng.uniform(0.7, 1.3, c)
        layer.set_weights([w.astype(np.float32) for w in (gamma, beta, mm, mv)])


def rand_range(rng, lo_span=(0.3, 3.0), hi_span=(0.3, 3.0)):
    """A random calibration range (lo < 0 < hi), asymmetric so zero points are not trivial."""
    return (-float(rng.uniform(*lo_span)), float(rng.uniform(*hi_span)))


# ----------------------------------------------------------------------------------------------------------------
# input generation
# ----------------------------------------------------------------------------------------------------------------


def set_extreme_rows(flat, shape, lo, hi):
    """In place: the first "row" := lo, the last := hi. A row is one index of the first axis of extent >= 3 among
    all but the last axis (e.g. an image row of an NHWC tensor, a batch row of a 2-D tensor); without such an axis,
    the first and last thirds of the elements."""
    a = flat.reshape(shape)
    for ax in range(max(len(shape) - 1, 0)):
        if shape[ax] >= 3:
            idx = [slice(None)] * len(shape)
            idx[ax] = 0
            a[tuple(idx)] = lo
            idx[ax] = shape[ax] - 1
            a[tuple(idx)] = hi
            return
    n = flat.size
    k = max(1, n // 3)
    flat[:k] = lo
    flat[n - k:] = hi


def int_cases(shape, dtype, rng):
    """Three integer cases over the full range of dtype: uniform random; random with the first row at qmin and the
    last row at qmax (see set_extreme_rows); and an extremes-heavy mixture (1/4 qmin, 1/4 qmax, 1/4 random,
    1/4 from {qmin, qmin+1, qmax-1, qmax, 0, -1 or 1})."""
    info = np.iinfo(dtype)
    lo, hi = int(info.min), int(info.max)
    n = int(np.prod(shape))
    c0 = rng.integers(lo, hi + 1, size=n, dtype=np.int64)
    c1 = rng.integers(lo, hi + 1, size=n, dtype=np.int64)
    set_extreme_rows(c1, shape, lo, hi)
    pick = rng.integers(0, 4, size=n)
    c2 = np.where(pick == 0, lo, np.where(pick == 1, hi, rng.integers(lo, hi + 1, size=n, dtype=np.int64)))
    c2 = np.where(pick == 3, rng.choice([lo, lo + 1, hi - 1, hi, 0, -1 if lo < 0 else 1], size=n), c2)
    return [np.asarray(c, dtype=dtype).reshape(shape) for c in (c0, c1, c2)]


def float_cases(shape, qparams, rng):
    """Float inputs for a float-input model: the quantize step's representable range [fmin, fmax] is derived from
    the QUANTIZE that consumes the input. Cases: uniform over 1.25x the range (saturating both ends); first row at
    fmin / last row at fmax; a mixture of far-out values, grid points and random values."""
    scale, zp, qdt = qparams
    info = np.iinfo(qdt)
    fmin = np.float32(scale) * np.float32(info.min - zp)
    fmax = np.float32(scale) * np.float32(info.max - zp)
    span = float(fmax - fmin)
    n = int(np.prod(shape))
    c0 = rng.uniform(float(fmin) - 0.125 * span, float(fmax) + 0.125 * span, size=n)
    c1 = rng.uniform(float(fmin), float(fmax), size=n)
    set_extreme_rows(c1, shape, fmin, fmax)
    pick = rng.integers(0, 4, size=n)
    grid = np.float32(scale) * (rng.integers(info.min, info.max + 1, size=n) - zp).astype(np.float32)
    c2 = np.where(pick == 0, -4.0 * span, np.where(pick == 1, 4.0 * span, grid))
    c2 = np.where(pick == 3, rng.uniform(float(fmin), float(fmax), size=n), c2)
    return [np.asarray(c, dtype=np.float32).reshape(shape) for c in (c0, c1, c2)]


@dataclass(frozen=True)
class FloatRange:
    """Inputs of a float model (kind "float"): the bulk is uniform over [lo, hi]; `points` are probed exactly, with
    their float32 neighbours and nearby values; `far` is the largest magnitude of the out-of-range values (log-uniform
    between max(|lo|, |hi|) and far; None: 4x max(|lo|, |hi|); 0: none, every value stays in [lo, hi])."""

    lo: float
    hi: float
    points: tuple = ()
    far: float | None = None


def pure_float_cases(shape, fr: FloatRange, rng):
    """Three float32 cases for an input of a float model (all finite):
    1. uniform over [lo, hi];
    2. uniform, with the first row at lo and the last row at hi (see set_extreme_rows);
    3. a mixture: 1/4 special values (0.0, -0.0, +-1, +-0.5, lo, hi, the points and their float32 neighbours),
       1/4 out-of-range values of both signs up to `far`, 1/4 values near the points (offsets of +-0.1 down to
       +-1e-4; uniform over [lo, hi] without points), 1/4 uniform over [lo, hi]."""
    n = int(np.prod(shape))
    lo, hi = float(fr.lo), float(fr.hi)
    mag = max(abs(lo), abs(hi))
    top = 4.0 * mag if fr.far is None else float(fr.far)
    c0 = rng.uniform(lo, hi, size=n)
    c1 = rng.uniform(lo, hi, size=n)
    set_extreme_rows(c1, shape, lo, hi)
    pts = np.array(fr.points, dtype=np.float32)
    specials = np.concatenate([np.array([0.0, -0.0, 1.0, -1.0, 0.5, -0.5, lo, hi], dtype=np.float32), pts,
                               np.nextafter(pts, np.float32(np.inf)), np.nextafter(pts, np.float32(-np.inf))])
    if top <= mag:
        specials = specials[(specials >= lo) & (specials <= hi)]
    pick = rng.integers(0, 4, size=n)
    spec = rng.choice(specials.astype(np.float64), size=n)
    if top > mag:
        far = rng.choice([-1.0, 1.0], size=n) * np.exp(rng.uniform(np.log(mag), np.log(top), size=n))
    else:
        far = rng.uniform(lo, hi, size=n)
    if pts.size:
        off = rng.uniform(-0.1, 0.1, size=n) * 10.0 ** -rng.integers(0, 4, size=n)
        near = rng.choice(pts.astype(np.float64), size=n) + off
    else:
        near = rng.uniform(lo, hi, size=n)
    c2 = np.where(pick == 0, spec, np.where(pick == 1, far, np.where(pick == 2, near, rng.uniform(lo, hi, size=n))))
    cases = [np.asarray(c, dtype=np.float32).reshape(shape) for c in (c0, c1, c2)]
    assert all(np.all(np.isfinite(c)) for c in cases)
    return cases


# ----------------------------------------------------------------------------------------------------------------
# running
# ----------------------------------------------------------------------------------------------------------------


BUILTIN = tf.lite.experimental.OpResolverType.BUILTIN_WITHOUT_DEFAULT_DELEGATES


def make_interp(model: bytes, resize=None, builtin=False):
    it = tf.lite.Interpreter(model_content=model, experimental_op_resolver_type=BUILTIN if builtin else REF)
    if resize:
        for d, shape in zip(it.get_input_details(), resize):
            it.resize_tensor_input(d["index"], list(shape), strict=True)
    it.allocate_tensors()
    return it


def input_qparams_from_quantize(it, input_index):
    """(scale, zero_point, dtype) of the QUANTIZE op that consumes a float model input."""
    tensors = {t["index"]: t for t in it.get_tensor_details()}
    for op in it._get_ops_details():
        if op["op_name"] == "QUANTIZE" and input_index in list(op["inputs"]):
            t = tensors[int(op["outputs"][0])]
            s, z = t["quantization"]
            return float(s), int(z), t["dtype"]
    raise RuntimeError("float input not consumed by a QUANTIZE op")


def run_case(it, inputs):
    ins = it.get_input_details()
    for d, a in zip(ins, inputs):
        assert a.dtype == d["dtype"] and list(a.shape) == list(d["shape"]), (a.dtype, a.shape, d)
        it.set_tensor(d["index"], a)
    it.invoke()
    return [np.array(it.get_tensor(d["index"])) for d in it.get_output_details()]


def io_desc(d):
    s, z = d["quantization"]
    return {
        "dtype": np.dtype(d["dtype"]).name,
        "shape": [int(x) for x in d["shape"]],
        "shape_signature": [int(x) for x in d["shape_signature"]],
        "name": d["name"],
        "scale": float(s),
        "zero_point": int(z),
    }


def save_npy(path: Path, a: np.ndarray):
    a = np.ascontiguousarray(a)
    if a.dtype.byteorder == ">":
        a = a.astype(a.dtype.newbyteorder("<"))
    np.save(path, a, allow_pickle=False)


def build_one(fx: Fixture, out: Path) -> dict:
    seed = seed_for(fx.name)
    keras.utils.set_random_seed(seed)
    rng = np.random.default_rng(seed)
    model = fx.build(rng)
    op_details = analyse_flatbuffer(model)
    op_seq = [d["op"] for d in op_details]
    it = make_interp(model, fx.resize, fx.builtin_because is not None)
    interp_ops = [o["op_name"] for o in it._get_ops_details()]
    if interp_ops != op_seq:
        raise RuntimeError(f"{fx.name}: interpreter ops {interp_ops} != flatbuffer ops {op_seq}")
    ops = list(dict.fromkeys(op_seq))
    missing = [o for o in fx.expect_ops if o not in ops]
    if missing:
        raise RuntimeError(f"{fx.name}: expected ops {missing} missing; got {op_seq}")
    if fx.only_ops is not None:
        extra = [o for o in ops if o not in fx.only_ops]
        if extra:
            raise RuntimeError(f"{fx.name}: unexpected ops {extra}; got {op_seq}")
    for op_name, act in (fx.expect_acts or {}).items():
        got = [d["fused_activation"] for d in op_details if d["op"] == op_name]
        if not got or any(g != act for g in got):
            raise RuntimeError(f"{fx.name}: {op_name} fused activation {got}, expected {act}")

    in_details = it.get_input_details()
    out_details = it.get_output_details()
    case_rng = np.random.default_rng(seed + 1)
    per_input = []
    for idx, d in enumerate(in_details):
        shape = [int(x) for x in d["shape"]]
        if np.dtype(d["dtype"]) == np.float32 and fx.float_inputs is not None:
            fr = fx.float_inputs[min(idx, len(fx.float_inputs) - 1)]
            per_input.append(pure_float_cases(shape, fr, case_rng))
        elif np.dtype(d["dtype"]) == np.float32:
            per_input.append(float_cases(shape, input_qparams_from_quantize(it, d["index"]), case_rng))
        else:
            per_input.append(int_cases(shape, np.dtype(d["dtype"]), case_rng))
    cases = [list(c) for c in zip(*per_input)]  # [uniform random, extreme rows, extremes mixture]
    while fx.frames is not None and len(cases) < fx.frames:  # more frames: further rounds of the same kinds
        more = [(pure_float_cases(s, fx.float_inputs[0], case_rng) if fx.float_inputs is not None
                 else float_cases(s, input_qparams_from_quantize(it, d["index"]), case_rng)
                 if np.dtype(d["dtype"]) == np.float32 else int_cases(s, np.dtype(d["dtype"]), case_rng))
                for d in in_details for s in [[int(x) for x in d["shape"]]]]
        cases += [list(c) for c in zip(*more)]
    if fx.special is not None:
        # exhaustive/crafted case(s) first, then the extreme-rows case (random cases add little after them)
        cases = [list(c) for c in fx.special(in_details, case_rng)] + [cases[1], cases[0], cases[2]]
    n_cases = fx.frames or (fx.n_cases if fx.n_cases is not None else (2 if fx.special is not None else 3))
    cases = cases[:n_cases]

    d = out / fx.name
    if d.exists():
        shutil.rmtree(d)
    d.mkdir(parents=True)
    (d / "model.tflite").write_bytes(model)
    outs_all = []
    for k, case in enumerate(cases):
        outs = run_case(it, case)
        outs_all.append(outs)
        for i, a in enumerate(case):
            save_npy(d / f"case{k}_in{i}.npy", a)
        for j, a in enumerate(outs):
            save_npy(d / f"case{k}_out{j}.npy", a)
    if fx.check_varied and len(outs_all) > 1:
        for j in range(len(out_details)):
            first = outs_all[0][j]
            if all(np.array_equal(first, o[j]) for o in outs_all[1:]):
                raise RuntimeError(f"{fx.name}: output {j} identical across all cases (degenerate)")
            if all(np.all(o[j] == o[j].flat[0]) for o in outs_all):
                raise RuntimeError(f"{fx.name}: output {j} constant within every case (degenerate)")
    for p in d.iterdir():
        if p.stat().st_size > MAX_FILE_BYTES:
            raise RuntimeError(f"{p} is {p.stat().st_size} bytes (> {MAX_FILE_BYTES})")
    return {
        "name": fx.name,
        "kind": fx.kind,
        "description": fx.description,
        "ops": ops,
        "scheme": fx.scheme,
        "cases": len(cases),
        "inputs": [io_desc(x) for x in in_details],
        "outputs": [io_desc(x) for x in out_details],
        "op_details": op_details,
        "seed": seed,
        **({} if fx.builtin_because is None else {"kernels": "builtin", "kernels_reason": fx.builtin_because}),
        **({} if fx.frames is None else {"stateful": True}),
    }


# ----------------------------------------------------------------------------------------------------------------
# special (exhaustive / crafted) cases
# ----------------------------------------------------------------------------------------------------------------


def all_codes(dtype, shape):
    info = np.iinfo(dtype)
    return np.arange(info.min, info.max + 1, dtype=np.int64).astype(dtype).reshape(shape)


def special_all_codes(in_details, rng):
    """Case 0 = every code of the (single) integer input exactly once (shape must have 2^bits elements)."""
    d = in_details[0]
    shape = [int(x) for x in d["shape"]]
    return [[all_codes(np.dtype(d["dtype"]), shape)]]


def special_all_pairs(in_details, rng):
    """Case 0 = all 65536 (a, b) int8 pairs: a[i, j] = i - 128, b[i, j] = j - 128 (both inputs [256, 256])."""
    a_d, b_d = in_details
    dt = np.dtype(a_d["dtype"])
    info = np.iinfo(dt)
    codes = np.arange(info.min, info.max + 1, dtype=np.int64)
    a = np.repeat(codes[:, None], codes.size, axis=1).astype(dt).reshape([int(x) for x in a_d["shape"]])
    b = np.repeat(codes[None, :], codes.size, axis=0).astype(dt).reshape([int(x) for x in b_d["shape"]])
    return [[a, b]]


def make_special_quantize_ties(it_holder):
    """Case 0 for float->int QUANTIZE: exact ties (k+0.5)*scale (float32), their float32 neighbours, and grid
    points, for every output code k (and two beyond each end)."""

    def special(in_details, rng):
        d = in_details[0]
        shape = [int(x) for x in d["shape"]]
        scale, zp, qdt = it_holder["qparams"]
        info = np.iinfo(qdt)
        s = np.float32(scale)
        vals = []
        for q in range(int(info.min) - 2, int(info.max) + 3):
            t = np.float32(np.float32(q - zp + 0.5) * s)
            vals += [t, np.nextafter(t, np.float32(np.inf)), np.nextafter(t, np.float32(-np.inf))]
            vals.append(np.float32(np.float32(q - zp) * s))
        n = int(np.prod(shape))
        assert len(vals) <= n, (len(vals), n)
        rest = rng.uniform(float(s) * (info.min - zp - 4), float(s) * (info.max - zp + 4), size=n - len(vals))
        arr = np.concatenate([np.array(vals, dtype=np.float32), rest.astype(np.float32)])
        return [[arr.reshape(shape)]]

    return special


# ----------------------------------------------------------------------------------------------------------------
# models
# ----------------------------------------------------------------------------------------------------------------


def rand_bias():
    """Random (non-zero) bias initialiser: the converter drops an all-zero Dense bias."""
    return keras.initializers.RandomUniform(-0.3, 0.3)


def km_conv_single():
    inp = keras.Input((12, 12, 3), batch_size=1)
    x = keras.layers.Conv2D(8, 3, padding="same", activation="relu6", use_bias=True,
                            bias_initializer=keras.initializers.RandomUniform(-0.5, 0.5))(inp)
    return keras.Model(inp, x)


fixture(
    name="conv_single", kind="model", scheme="int8",
    description="One Conv2D 3x3 SAME stride 1 with bias and fused RELU6, int8 per-channel, int8 I/O.",
    build=lambda rng: convert_keras(km_conv_single(), [(-1.0, 2.0)], rng),
    expect_ops=["CONV_2D"], only_ops=["CONV_2D"], expect_acts={"CONV_2D": "RELU6"},
)


def km_depthwise():
    inp = keras.Input((13, 13, 4), batch_size=1)
    x = keras.layers.DepthwiseConv2D(3, strides=2, padding="same", depth_multiplier=2,
                                     bias_initializer=keras.initializers.RandomUniform(-0.5, 0.5))(inp)
    return keras.Model(inp, x)


fixture(
    name="depthwise_single", kind="model", scheme="int8",
    description="One DepthwiseConv2D 3x3, depth_multiplier 2, stride 2 SAME on an odd 13x13 input (asymmetric pad).",
    build=lambda rng: convert_keras(km_depthwise(), [(-1.5, 1.0)], rng),
    expect_ops=["DEPTHWISE_CONV_2D"], only_ops=["DEPTHWISE_CONV_2D"],
)


def km_dense():
    inp = keras.Input((32,), batch_size=4)
    bi = keras.initializers.RandomUniform(-0.3, 0.3)
    x = keras.layers.Dense(24, activation="relu", bias_initializer=bi)(inp)
    x = keras.layers.Dense(16, activation="relu", bias_initializer=bi)(x)
    x = keras.layers.Dense(10, bias_initializer=bi)(x)
    return keras.Model(inp, x)


fixture(
    name="dense_single", kind="model", scheme="int8",
    description="MLP 32->24->16->10 (Dense with bias, fused RELU on the first two), batch 4.",
    build=lambda rng: convert_keras(km_dense(), [(-2.0, 1.5)], rng),
    expect_ops=["FULLY_CONNECTED"], only_ops=["FULLY_CONNECTED"],
)


def km_residual(rng, c=8, hw=16, bn=True):
    inp = keras.Input((hw, hw, c), batch_size=1)
    x = keras.layers.Conv2D(c, 3, padding="same", use_bias=not bn)(inp)
    if bn:
        x = keras.layers.BatchNormalization()(x)
    x = keras.layers.ReLU()(x)
    x = keras.layers.Conv2D(c, 3, padding="same", use_bias=not bn)(x)
    if bn:
        x = keras.layers.BatchNormalization()(x)
    x = keras.layers.Add()([x, inp])
    x = keras.layers.ReLU()(x)
    x = keras.layers.AveragePooling2D(2)(x)
    x = keras.layers.MaxPooling2D(2)(x)
    m = keras.Model(inp, x)
    randomize_bn(m, rng, rng.uniform(-1.0, 1.5, (16, hw, hw, c)).astype(np.float32))
    return m


fixture(
    name="residual_add", kind="model", scheme="int8",
    description="Conv-BN-ReLU -> Conv-BN, ADD with the skip input, ReLU, AveragePool 2x2/2, MaxPool 2x2/2 "
                "(BN folded into the convs, random BN statistics).",
    build=lambda rng: convert_keras(km_residual(rng), [(-1.0, 1.5)], rng),
    expect_ops=["CONV_2D", "ADD", "AVERAGE_POOL_2D", "MAX_POOL_2D"],
)


def km_pools():
    inp = keras.Input((15, 15, 6), batch_size=1)
    x = keras.layers.AveragePooling2D(3, strides=2, padding="same")(inp)
    x = keras.layers.MaxPooling2D(3, strides=2, padding="valid")(x)
    return keras.Model(inp, x)


fixture(
    name="pools", kind="model", scheme="int8",
    description="AveragePooling2D 3x3/2 SAME (15x15 -> 8x8) then MaxPooling2D 3x3/2 VALID (-> 3x3).",
    build=lambda rng: convert_keras(km_pools(), [(-0.7, 2.2)], rng),
    expect_ops=["AVERAGE_POOL_2D", "MAX_POOL_2D"], only_ops=["AVERAGE_POOL_2D", "MAX_POOL_2D"],
)


def km_concat_pad():
    inp = keras.Input((10, 10, 4), batch_size=1)
    a = keras.layers.Conv2D(6, 1, activation="relu", bias_initializer=rand_bias())(inp)
    b = keras.layers.ZeroPadding2D(((2, 1), (2, 1)))(inp)
    b = keras.layers.Conv2D(5, 4, padding="valid", strides=1, bias_initializer=rand_bias())(b)
    x = keras.layers.Concatenate(axis=-1)([a, b])
    x = keras.layers.ZeroPadding2D(((0, 1), (1, 1)))(x)
    return keras.Model(inp, x)


fixture(
    name="concat_pad", kind="model", scheme="int8",
    description="Two branches (1x1 conv+ReLU; ZeroPadding2D ((2,1),(2,1)) -> 4x4 VALID conv) concatenated on "
                "channels, then ZeroPadding2D ((0,1),(1,1)) (PAD).",
    build=lambda rng: convert_keras(km_concat_pad(), [(-1.2, 1.7)], rng),
    expect_ops=["CONV_2D", "PAD", "CONCATENATION"], only_ops=["CONV_2D", "PAD", "CONCATENATION"],
)


def km_mean_head():
    inp = keras.Input((8, 8, 6), batch_size=2)
    x = keras.layers.Conv2D(16, 3, padding="same", activation="relu", bias_initializer=rand_bias())(inp)
    x = keras.layers.GlobalAveragePooling2D()(x)
    x = keras.layers.Dense(10, bias_initializer=rand_bias())(x)
    return keras.Model(inp, x)


fixture(
    name="mean_head", kind="model", scheme="int8",
    description="Conv+ReLU -> GlobalAveragePooling2D (MEAN over axes 1,2) -> Dense, batch 2.",
    build=lambda rng: convert_keras(km_mean_head(), [(-1.0, 1.0)], rng),
    expect_ops=["CONV_2D", "MEAN", "FULLY_CONNECTED"],
)


def km_mul_sub_act():
    inp = keras.Input((8, 8, 4), batch_size=1)
    a = keras.layers.Conv2D(6, 3, padding="same", bias_initializer=rand_bias())(inp)
    b = keras.layers.Conv2D(6, 1, bias_initializer=rand_bias())(inp)
    s = keras.layers.Activation("sigmoid")(a)
    t = keras.layers.Activation("tanh")(b)
    m = keras.layers.Multiply()([s, t])
    x = keras.layers.Subtract()([m, b])
    return keras.Model(inp, x)


fixture(
    name="mul_sub_act", kind="model", scheme="int8",
    description="conv_a -> sigmoid (LOGISTIC); conv_b -> tanh (TANH); MUL of the two; SUB conv_b.",
    build=lambda rng: convert_keras(km_mul_sub_act(), [(-2.0, 1.0)], rng),
    expect_ops=["CONV_2D", "LOGISTIC", "TANH", "MUL", "SUB"],
)


def km_softmax_head():
    inp = keras.Input((20,), batch_size=3)
    x = keras.layers.Dense(12, bias_initializer=rand_bias())(inp)
    x = keras.layers.Softmax()(x)
    return keras.Model(inp, x)


fixture(
    name="softmax_head", kind="model", scheme="int8",
    description="Dense 20->12 then Softmax, batch 3.",
    build=lambda rng: convert_keras(km_softmax_head(), [(-3.0, 2.0)], rng),
    expect_ops=["FULLY_CONNECTED", "SOFTMAX"], only_ops=["FULLY_CONNECTED", "SOFTMAX"],
)


def km_mobilenet(rng):
    m = keras.applications.MobileNetV2(alpha=0.35, input_shape=(96, 96, 3), weights=None, classes=10,
                                       classifier_activation="softmax")
    inp = keras.Input((96, 96, 3), batch_size=1)
    out = m(inp)
    wrapped = keras.Model(inp, out)
    randomize_bn(m, rng, rng.uniform(-1.0, 1.0, (8, 96, 96, 3)).astype(np.float32))
    for layer in m.layers:
        if isinstance(layer, keras.layers.Dense):  # the classifier: give it a non-zero bias
            kernel, bias = layer.get_weights()
            layer.set_weights([kernel, rng.uniform(-0.3, 0.3, bias.shape).astype(np.float32)])
    return wrapped


def build_mobilenet(rng):
    model = km_mobilenet(rng)
    return convert_keras(model, [(-1.0, 1.0)], rng, n_rep=16)


fixture(
    name="mobilenet_v2", kind="model", scheme="int8",
    description="keras MobileNetV2(alpha=0.35, 96x96x3, weights=None, 10 classes, softmax) with random weights and "
                "randomised BN statistics.",
    build=build_mobilenet,
    expect_ops=["CONV_2D", "DEPTHWISE_CONV_2D", "ADD", "MEAN", "FULLY_CONNECTED", "SOFTMAX"],
)

fixture(
    name="conv_uint8_io", kind="model", scheme="uint8_io",
    description="The residual_add model (conv/BN/ADD/pools) with uint8 input and output (QUANTIZE at the edges).",
    build=lambda rng: convert_keras(km_residual(rng), [(-1.0, 1.5)], rng, scheme="uint8_io"),
    expect_ops=["QUANTIZE", "CONV_2D", "ADD", "AVERAGE_POOL_2D", "MAX_POOL_2D"],
)


def km_residual_16x8(rng):
    inp = keras.Input((8, 8, 4), batch_size=1)
    x = keras.layers.Conv2D(4, 3, padding="same", activation="relu", bias_initializer=rand_bias())(inp)
    x = keras.layers.Conv2D(4, 3, padding="same", bias_initializer=rand_bias())(x)
    x = keras.layers.Add()([x, inp])
    x = keras.layers.Flatten()(x)
    x = keras.layers.Dense(6, bias_initializer=rand_bias())(x)
    return keras.Model(inp, x)


fixture(
    name="residual_16x8", kind="model", scheme="int16x8",
    description="Conv+ReLU -> Conv -> ADD skip -> Flatten (RESHAPE) -> Dense, 16x8 (int16 activations, int8 "
                "weights, int64 bias), int16 I/O.",
    build=lambda rng: convert_keras(km_residual_16x8(rng), [(-1.3, 1.1)], rng, scheme="int16x8"),
    expect_ops=["CONV_2D", "ADD", "FULLY_CONNECTED"],
)

fixture(
    name="conv_float_io", kind="model", scheme="float_io",
    description="The conv_single model with float32 input/output (QUANTIZE/DEQUANTIZE at the edges).",
    build=lambda rng: convert_keras(km_conv_single(), [(-1.0, 2.0)], rng, scheme="float_io"),
    expect_ops=["QUANTIZE", "CONV_2D", "DEQUANTIZE"],
)


def fn_hswish_shapes(rng):
    w = const(rng, (3, 3, 5, 8), 0.3)
    b = const(rng, (8,), 0.3)

    def f(x):
        y = tf.nn.conv2d(x, w, 1, "SAME") + b
        y = y * tf.nn.relu6(y + 3.0) * (1.0 / 6.0)
        y = tf.reshape(y, [1, 36, 1, 8])
        y = tf.squeeze(y, axis=2)
        y = tf.transpose(y, [0, 2, 1])
        return y

    return f


fixture(
    name="hswish_reshape", kind="model", scheme="int8",
    description="Conv -> x*relu6(x+3)/6 (fused by the converter into HARD_SWISH) -> reshape [1,36,1,8] -> "
                "squeeze axis 2 (static shapes: the converter emits both as RESHAPE) -> TRANSPOSE [0,2,1].",
    build=lambda rng: convert_fn(fn_hswish_shapes(rng), [(1, 6, 6, 5)], [(-1.5, 2.5)], rng),
    expect_ops=["CONV_2D", "HARD_SWISH", "RESHAPE", "TRANSPOSE"],
    only_ops=["CONV_2D", "HARD_SWISH", "RESHAPE", "TRANSPOSE"],
)


def fn_hswish_squeeze(rng):
    w = const(rng, (3, 3, 5, 8), 0.3)
    b = const(rng, (8,), 0.3)

    def f(x):
        y = tf.nn.conv2d(x, w, 1, "SAME") + b
        y = y * tf.nn.relu6(y + 3.0) * (1.0 / 6.0)
        y = tf.squeeze(y, axis=2)
        y = tf.transpose(y, [0, 2, 1])
        return tf.reshape(y, [-1, 4])

    return f


fixture(
    name="hswish_squeeze", kind="model", scheme="int8",
    description="Dynamic-shape model (input shape_signature [-1,-1,1,5], run as [1,12,1,5]): Conv 3x3 SAME -> "
                "HARD_SWISH -> SQUEEZE axis 2 -> TRANSPOSE [0,2,1] -> RESHAPE [-1,4]. Dynamic dims keep SQUEEZE "
                "(a static squeeze becomes RESHAPE).",
    build=lambda rng: convert_fn(fn_hswish_squeeze(rng), [(1, 12, 1, 5)], [(-1.5, 2.5)], rng,
                                 signature=[(None, None, 1, 5)]),
    expect_ops=["CONV_2D", "HARD_SWISH", "SQUEEZE", "TRANSPOSE", "RESHAPE"],
    resize=[(1, 12, 1, 5)],
)


def two_input_fn(model):
    """Wrap a two-input Keras model as f(a, b) (the Keras-3 from_keras_model route mis-wires multi-input models)."""

    def f(a, b):
        return model([a, b])

    return f


def km_multi_io():
    a = keras.Input((8, 8, 3), batch_size=1, name="image")
    b = keras.Input((16,), batch_size=1, name="vector")
    x = keras.layers.Conv2D(6, 3, padding="same", activation="relu", bias_initializer=rand_bias())(a)
    p = keras.layers.MaxPooling2D(2)(x)
    g = keras.layers.GlobalAveragePooling2D()(x)
    g = keras.layers.Dense(8, bias_initializer=rand_bias())(g)
    v = keras.layers.Dense(8, activation="relu", bias_initializer=rand_bias())(b)
    s = keras.layers.Add()([g, v])
    return keras.Model([a, b], [s, p])


fixture(
    name="multi_io", kind="model", scheme="int8",
    description="Two inputs (image [1,8,8,3], vector [1,16]) and two outputs (dense(gap(conv)) + dense(vector); "
                "maxpool(conv)).",
    build=lambda rng: convert_fn(two_input_fn(km_multi_io()), [(1, 8, 8, 3), (1, 16)], [(-1.0, 1.0), (-2.0, 3.0)],
                                 rng),
    expect_ops=["CONV_2D", "MAX_POOL_2D", "MEAN", "FULLY_CONNECTED", "ADD"],
)


class StreamingNet(tf.Module):
    """A streaming keyword-spotting-style net in the internal-state form of google-research's kws_streaming: each
    call takes one frame [1, 1, 8]; two 1-D convolutions (kernel 3, ReLU) keep the last two frames of their input in
    tf.Variable ring buffers (concatenate, convolve VALID, keep the tail); a dense layer gives the logits, and a third
    variable (initial value random, not zero) keeps their exponential moving average. The converter makes
    CALL_ONCE (an initialisation subgraph assigning the initial values), VAR_HANDLE, READ_VARIABLE and
    ASSIGN_VARIABLE; the variables stay float32 in quantized models, between DEQUANTIZE and QUANTIZE."""

    def __init__(self, rng, c_in=8, c1=12, c2=16, n_out=4, k=3):
        super().__init__()

        def weights(*shape):
            return tf.constant(rng.normal(0.0, 1.0 / np.sqrt(np.prod(shape[:-1])), shape).astype(np.float32))

        self.w1, self.b1 = weights(k, c_in, c1), weights(1, c1)
        self.w2, self.b2 = weights(k, c1, c2), weights(1, c2)
        self.w3, self.b3 = weights(c2, n_out), weights(1, n_out)
        self.s1 = tf.Variable(tf.zeros([1, k - 1, c_in]), trainable=False, name="stream1")
        self.s2 = tf.Variable(tf.zeros([1, k - 1, c1]), trainable=False, name="stream2")
        self.avg = tf.Variable(rng.uniform(-1.0, 1.0, (1, n_out)).astype(np.float32), trainable=False,
                               name="smoothed")

    @tf.function(input_signature=[tf.TensorSpec([1, 1, 8], tf.float32, name="frame")])
    def __call__(self, x):
        b1 = tf.concat([self.s1, x], 1)
        self.s1.assign(b1[:, 1:])
        h1 = tf.nn.relu(tf.nn.conv1d(b1, self.w1, 1, "VALID") + self.b1)
        b2 = tf.concat([self.s2, h1], 1)
        self.s2.assign(b2[:, 1:])
        h2 = tf.nn.relu(tf.nn.conv1d(b2, self.w2, 1, "VALID") + self.b2)
        y = tf.matmul(tf.reshape(h2, [1, -1]), self.w3) + self.b3
        e = 0.75 * self.avg + 0.25 * y
        self.avg.assign(e)
        return {"logits": y, "smoothed": e}


def build_streaming(scheme):
    def build(rng):
        m = StreamingNet(rng)
        conv = tf.lite.TFLiteConverter.from_concrete_functions([m.__call__.get_concrete_function()], m)
        if scheme == "float":
            return convert_float(conv)
        _configure(conv, scheme, rep_dataset([(1, 1, 8)], [(-1.0, 1.0)], rng))
        with quiet_fds():
            return conv.convert()

    return build


# (TF 2.21's converter leaves this model all float under the 16x8 scheme, so there is no 16x8 variant.)
STREAM_OPS = ["CALL_ONCE", "VAR_HANDLE", "READ_VARIABLE", "ASSIGN_VARIABLE", "CONCATENATION", "CONV_2D",
              "STRIDED_SLICE", "FULLY_CONNECTED", "MUL", "ADD"]
for _name, _kind, _scheme, _what in [
    ("stream_float", "float", "float", "float32"),
    ("stream_int8", "model", "float_io", "int8 inside, float32 frames and outputs"),
    ("stream_int8_io", "model", "int8", "int8 frames and outputs"),
]:
    fixture(
        name=_name, kind=_kind, scheme=_scheme,
        description=f"Streaming model with state ({_what}), 9 frames run in order on one interpreter: "
                    + " ".join(StreamingNet.__doc__.split(": ", 1)[1].split()),
        build=build_streaming(_scheme),
        expect_ops=STREAM_OPS + ([] if _scheme == "float" else ["QUANTIZE", "DEQUANTIZE"]),
        frames=9,
        # float frames reach a CONCATENATION before any QUANTIZE: drawn from the calibration range
        **({"float_inputs": [FloatRange(-1.0, 1.0)]} if _scheme != "int8" else {}),
    )



def tk_lstm(rng, steps, features, units, batch=1, return_sequences=True, weight_scale=0.5, head=None,
            bidirectional=False):
    """A `tf_keras` 2.21 LSTM (Keras 3's LSTM converts to a WHILE loop, and its int8 conversion crashes the
    converter; tf_keras's converts to UNIDIRECTIONAL_SEQUENCE_LSTM). Weights drawn from N(0, weight_scale); `head`
    adds a Dense of that many units and a softmax; `bidirectional` wraps the LSTM in Bidirectional (two
    UNIDIRECTIONAL_SEQUENCE_LSTMs, the backward one between REVERSE_V2s)."""
    import tf_keras

    inp = tf_keras.Input((steps, features), batch_size=batch)
    layer = tf_keras.layers.LSTM(units, return_sequences=return_sequences)
    x = (tf_keras.layers.Bidirectional(layer) if bidirectional else layer)(inp)
    if head:
        x = tf_keras.layers.Dense(head)(x)
        x = tf_keras.layers.Softmax()(x)
    m = tf_keras.Model(inp, x)
    for w in m.weights:
        w.assign(rng.normal(0.0, weight_scale, w.shape).astype(np.float32))
    return m


LSTM_NOTE = ("TFLite keeps the LSTM's hidden and cell state in variable tensors, so they carry from one invoke to the "
             "next (the cases are frames of one stream)")
for _name, _scheme, _kw, _what in [
    ("lstm_int8_seq", "int8", dict(steps=8, features=6, units=12), "8 steps of 6 features, 12 units, every step's output"),
    ("lstm_int8_float_io", "float_io", dict(steps=5, features=4, units=7), "5 steps, 7 units, float32 I/O"),
    ("lstm_int8_last_batch2", "int8", dict(steps=6, features=5, units=9, batch=2, return_sequences=False, head=4),
     "batch 2, 6 steps, 9 units, the last step only, then Dense(4) and softmax"),
    ("lstm_int8_tiny_cell", "int8", dict(steps=6, features=5, units=8, weight_scale=0.05),
     "weights from N(0, 0.05): the cell state's scale is below 2^-15, where TFLite's ApplyTanh (integer bits "
     "15 + log2(scale) < 0) writes nothing and the hidden state is computed from the input gate instead"),
]:
    fixture(
        name=_name, kind="model", scheme=_scheme,
        description=f"tf_keras LSTM, int8 (the 8x8_16 kernel): {_what}. " + LSTM_NOTE + ".",
        build=(lambda kw, sc: lambda rng: convert_keras(tk_lstm(rng, **kw), [(-1.0, 1.0)], rng, scheme=sc))(_kw, _scheme),
        expect_ops=["UNIDIRECTIONAL_SEQUENCE_LSTM"],
        frames=3,
        **({"float_inputs": [FloatRange(-1.0, 1.0)]} if _scheme == "float_io" else {}),
        # the tiny-cell model's output saturates on every input: TFLite's result, which a correct tanh would not give
        check_varied=_name != "lstm_int8_tiny_cell",
    )

def lstm_float_frames(in_details, rng):
    """Three frames: uniform [-1, 1]; the same with one step of each batch row all +0.0 and another all -0.0 (TFLite
    skips the input product of an all-zero step, `IsZeroVector`, which counts -0.0 as zero); uniform [-3, 3]."""
    shape = [int(x) for x in in_details[0]["shape"]]
    a = rng.uniform(-1.0, 1.0, shape).astype(np.float32)
    b = rng.uniform(-1.0, 1.0, shape).astype(np.float32)
    for row in range(shape[0]):
        b[row, (row + 1) % shape[1], :] = 0.0
        b[row, (row + 3) % shape[1], :] = -0.0
    return [[a], [b], [rng.uniform(-3.0, 3.0, shape).astype(np.float32)]]


for _name, _kw, _what in [
    ("lstm_float_seq", dict(steps=6, features=5, units=8, weight_scale=0.8), "6 steps of 5 features, 8 units"),
    ("lstm_float_odd_batch2", dict(steps=5, features=13, units=9, batch=2, weight_scale=1.0),
     "batch 2, 5 steps of 13 features (the product's column tail), 9 units (an odd row count: Eigen's last-row "
     "path)"),
    ("lstm_float_last_dense", dict(steps=4, features=20, units=17, return_sequences=False, weight_scale=0.5, head=6),
     "4 steps of 20 features, 17 units, the last step only, then Dense(6) and softmax"),
    ("lstm_float_bidirectional", dict(steps=5, features=6, units=7, weight_scale=0.7, bidirectional=True),
     "Bidirectional(LSTM(7)), 5 steps of 6 features (REVERSE_V2 around the backward LSTM; the int8 form's "
     "REVERSE_V2 version 3 has no BUILTIN_REF kernel in TF 2.21)"),
]:
    fixture(
        name=_name, kind="float", scheme="float",
        description=f"tf_keras LSTM, float32 (Eigen's matrix-vector product and logistic/tanh): {_what}. "
                    + LSTM_NOTE + "; the second frame has all-zero steps.",
        build=(lambda kw: lambda rng: convert_float(
            tf.lite.TFLiteConverter.from_keras_model(tk_lstm(rng, **kw))))(_kw),
        expect_ops=["UNIDIRECTIONAL_SEQUENCE_LSTM"], special=lstm_float_frames, frames=3,
        float_inputs=[FloatRange(-1.0, 1.0)],
    )

for _name, _kw, _what in [
    ("lstm_hybrid_seq", dict(steps=5, features=40, units=32, weight_scale=0.3), "5 steps of 40 features, 32 units"),
    ("lstm_hybrid_batch2", dict(steps=4, features=33, units=37, batch=2, weight_scale=0.4),
     "batch 2, 4 steps of 33 features, 37 units"),
]:
    fixture(
        name=_name, kind="float", scheme="hybrid",
        description=f"tf_keras LSTM, dynamic range (Optimize.DEFAULT, no dataset: int8 weights, float32 activations; "
                    f"the converter keeps weights under 1024 elements in float): {_what}. Each step quantizes the "
                    "input and the previous output per row at run time, skipping an all-zero one. " + LSTM_NOTE
                    + "; the second frame has all-zero steps.",
        build=(lambda kw: lambda rng: convert_hybrid(
            tf.lite.TFLiteConverter.from_keras_model(tk_lstm(rng, **kw))))(_kw),
        expect_ops=["UNIDIRECTIONAL_SEQUENCE_LSTM"], special=lstm_float_frames, frames=3,
        float_inputs=[FloatRange(-1.0, 1.0)],
    )

fixture(
    name="kws_lstm", kind="model", scheme="int8",
    description="Keyword-spotting LSTM (the Hello Edge LSTM shape): 49 frames of 10 MFCC features, LSTM(32) keeping "
                "the last step, Dense(12), softmax; tf_keras, int8. " + LSTM_NOTE + ".",
    build=lambda rng: convert_keras(tk_lstm(rng, 49, 10, 32, return_sequences=False, weight_scale=0.25, head=12),
                                    [(-1.0, 1.0)], rng),
    expect_ops=["UNIDIRECTIONAL_SEQUENCE_LSTM", "FULLY_CONNECTED", "SOFTMAX"],
    frames=2,
)


class TinyDecoder(tf.Module):
    """A decoder-only transformer layer run one token per call, with a KV cache: each call takes a token id [1],
    adds a learned position embedding for the current step, projects q, k, v (2 heads of 8), writes k and v at the
    step into [1, 8, 16] cache variables (DYNAMIC_UPDATE_SLICE), attends over the cache with positions after the step
    masked out (SELECT_V2 of -1e9), then an output projection, a residual ReLU MLP and the logits over 32 tokens. A
    third variable counts the steps and wraps at 8. Weights from N(0, 1/fan_in)."""

    V, D, H, L = 32, 16, 2, 8

    def __init__(self, rng):
        super().__init__()
        V, D, L = self.V, self.D, self.L

        def w(*shape):
            return tf.constant(rng.normal(0.0, 1.0 / np.sqrt(shape[0]), shape).astype(np.float32))

        self.emb, self.pos = w(V, D), tf.constant(rng.normal(0.0, 0.5, (L, D)).astype(np.float32))
        self.wq, self.wk, self.wv, self.wo = w(D, D), w(D, D), w(D, D), w(D, D)
        self.w1, self.w2, self.wout = w(D, 2 * D), w(2 * D, D), w(D, V)
        self.k_cache = tf.Variable(tf.zeros([1, L, D]), trainable=False, name="k_cache")
        self.v_cache = tf.Variable(tf.zeros([1, L, D]), trainable=False, name="v_cache")
        self.step = tf.Variable(tf.zeros([], tf.int32), trainable=False, name="step")

    @tf.function(input_signature=[tf.TensorSpec([1], tf.int32, name="token")])
    def __call__(self, token):
        V, D, H, L = self.V, self.D, self.H, self.L
        t = self.step.read_value()
        x = tf.gather(self.emb, token) + tf.gather(self.pos, tf.reshape(t, [1]))
        q, k, v = x @ self.wq, x @ self.wk, x @ self.wv
        at = tf.stack([0, t, 0])
        kc = _xla().dynamic_update_slice(self.k_cache, tf.reshape(k, [1, 1, D]), at)
        vc = _xla().dynamic_update_slice(self.v_cache, tf.reshape(v, [1, 1, D]), at)
        self.k_cache.assign(kc)
        self.v_cache.assign(vc)
        heads = lambda c: tf.transpose(tf.reshape(c, [L, H, D // H]), [1, 0, 2])  # noqa: E731
        qh = tf.transpose(tf.reshape(q, [1, H, D // H]), [1, 0, 2])
        scores = tf.matmul(qh, heads(kc), transpose_b=True) / np.sqrt(D // H)
        scores = tf.where(tf.range(L) <= t, scores, -1e9)
        o = tf.matmul(tf.nn.softmax(scores), heads(vc))
        x = x + tf.reshape(tf.transpose(o, [1, 0, 2]), [1, D]) @ self.wo
        x = x + tf.nn.relu(x @ self.w1) @ self.w2
        self.step.assign(tf.where(t + 1 >= L, 0, t + 1))
        return {"logits": x @ self.wout}


def build_decoder(quantized):
    def build(rng):
        m = TinyDecoder(rng)
        conv = tf.lite.TFLiteConverter.from_concrete_functions([m.__call__.get_concrete_function()], m)
        if not quantized:
            return convert_float(conv)
        ids = [[np.array([rng.integers(0, TinyDecoder.V)], np.int32)] for _ in range(64)]
        conv.optimizations = [tf.lite.Optimize.DEFAULT]
        conv.representative_dataset = lambda: iter(ids)
        # int8 where the converter has a kernel, the rest (the float caches, the masking) in float
        conv.target_spec.supported_ops = OPS_INT8 + [tf.lite.OpsSet.TFLITE_BUILTINS]
        with quiet_fds():
            return conv.convert()

    return build


def decoder_tokens(in_details, rng):
    """11 tokens, so the step counter wraps past the cache's 8 positions."""
    return [[np.array([t], np.int32)] for t in rng.integers(0, TinyDecoder.V, size=11)]


DECODER_OPS = ["VAR_HANDLE", "READ_VARIABLE", "ASSIGN_VARIABLE", "GATHER", "DYNAMIC_UPDATE_SLICE", "BATCH_MATMUL",
               "SOFTMAX", "SELECT_V2", "LESS_EQUAL", "ADD"]
for _name, _kind, _scheme, _q, _what in [
    ("decoder_kv_float", "float", "float", False, "float32"),
    ("decoder_kv_int8", "model", "float_io", True, "int8 where the converter quantizes, float caches and masking"),
]:
    fixture(
        name=_name, kind=_kind, scheme=_scheme,
        description=f"Tiny decoder with a KV cache ({_what}), 11 tokens run in order on one interpreter: "
                    + " ".join(TinyDecoder.__doc__.split(": ", 1)[1].split()),
        build=build_decoder(_q), expect_ops=DECODER_OPS, special=decoder_tokens, frames=11,
    )

def build_uint8_legacy(rng):
    """TF1 graph with fake-quant nodes, converted with inference_type=uint8 (the legacy QAT route)."""
    g = tf.Graph()
    fq = tf.quantization.fake_quant_with_min_max_args
    with g.as_default():
        x = tf.compat.v1.placeholder(tf.float32, [1, 10, 10, 3], name="input")
        xq = fq(x, min=-1.0, max=2.0)
        w = rng.uniform(-0.3, 0.25, (3, 3, 3, 6)).astype(np.float32)
        y = tf.nn.conv2d(xq, fq(tf.constant(w), min=-0.3, max=0.25), 1, "SAME")
        y = tf.nn.relu6(y + tf.constant(rng.uniform(-0.5, 0.5, 6).astype(np.float32)))
        y = fq(y, min=0.0, max=6.0)
        dw = rng.uniform(-0.5, 0.4, (3, 3, 6, 1)).astype(np.float32)
        z = tf.nn.depthwise_conv2d(y, fq(tf.constant(dw), min=-0.5, max=0.4), [1, 1, 1, 1], "SAME")
        z = z + tf.constant(rng.uniform(-0.5, 0.5, 6).astype(np.float32))
        z = fq(z, min=-4.0, max=9.0)
        s = fq(z + y, min=-3.0, max=12.0)  # ADD with different input params
        p = tf.nn.avg_pool2d(s, 2, 2, "VALID")
        q = fq(tf.nn.max_pool2d(y, 2, 2, "VALID"), min=0.0, max=6.0)
        c = fq(tf.concat([p, q], axis=3), min=-3.0, max=12.0)
        r = tf.reshape(c, [1, -1])
        fw = rng.uniform(-0.05, 0.04, (300, 7)).astype(np.float32)
        o = tf.matmul(r, fq(tf.constant(fw), min=-0.05, max=0.04))
        o = o + tf.constant(rng.uniform(-1.0, 1.0, 7).astype(np.float32))
        o = fq(o, min=-6.0, max=8.0)
        out = tf.nn.softmax(o, name="out")
        with tf.compat.v1.Session(graph=g) as sess:
            conv = tf.compat.v1.lite.TFLiteConverter.from_session(sess, [x], [out])
            conv.inference_type = tf.uint8
            conv.quantized_input_stats = {"input": (85.0, 85.0)}  # (mean, std): real = (q - 85) / 85
            with quiet_fds():
                return conv.convert()


fixture(
    name="uint8_legacy", kind="model", scheme="uint8_legacy",
    description="Legacy uint8 model from a TF1 fake-quant graph (inference_type=uint8): uint8 per-tensor weights "
                "with non-zero zero points; CONV_2D+RELU6, DEPTHWISE_CONV_2D, ADD, AVERAGE_POOL_2D, MAX_POOL_2D, "
                "CONCATENATION (requantizing inputs), FULLY_CONNECTED with bias, SOFTMAX.",
    build=build_uint8_legacy,
    expect_ops=["CONV_2D", "DEPTHWISE_CONV_2D", "ADD", "AVERAGE_POOL_2D", "CONCATENATION", "FULLY_CONNECTED",
                "SOFTMAX"],
)

# ----------------------------------------------------------------------------------------------------------------
# probes
# ----------------------------------------------------------------------------------------------------------------

ACT_FNS = {
    "NONE": lambda y: y,
    "RELU": tf.nn.relu,
    "RELU6": tf.nn.relu6,
    "RELU_N1_TO_1": lambda y: tf.clip_by_value(y, -1.0, 1.0),
}


def probe(name, op, fn_maker, shapes, ranges=None, act=None, scheme="int8", allow=(), special=None,
          n_cases=None, description="", io=None, extra_rep=None, signature=None, builtin_because=None, **kw):
    """Register a single-op probe. fn_maker(rng) -> function of float tensors; ranges None => random per input."""
    ops = [op] if isinstance(op, str) else list(op)

    def build(rng, fn_maker=fn_maker, shapes=shapes, ranges=ranges):
        if ranges is None:
            rs = [rand_range(rng) for _ in shapes]
        elif callable(ranges):
            rs = ranges(rng)
        else:
            rs = ranges
        if special is None and signature is None:
            shapes = seed_shapes(shapes, ops, rng)
        return convert_fn(fn_maker(rng), shapes, rs, rng, scheme=scheme, io=io, signature=signature,
                          extra_rep=extra_rep(rng) if callable(extra_rep) else extra_rep, **kw)

    fixture(
        name=name, kind="probe", scheme=scheme, description=description, build=build,
        expect_ops=ops, only_ops=ops + list(allow), expect_acts={ops[0]: act} if act is not None else None,
        special=special, n_cases=n_cases, resize=shapes if signature is not None else None,
        builtin_because=builtin_because,
    )


# ---- CONV_2D -------------------------------------------------------------------------------------------------


def conv_maker(k, cin, cout, stride=1, padding="SAME", dil=1, act="NONE", bias=True, groups=1):
    def maker(rng):
        w = const(rng, (k, k, cin // groups, cout), 0.4)
        b = const(rng, (cout,), 0.5)

        def f(x):
            y = tf.nn.conv2d(x, w, stride, padding, dilations=dil)
            if bias:
                y = y + b
            return ACT_FNS[act](y)

        return f

    return maker


CONV_PROBES = [
    # name, H, W, cin, cout, k, stride, padding, dilation, act, groups
    ("same_none", 9, 7, 3, 5, 3, 1, "SAME", 1, "NONE", 1),
    ("valid_relu", 8, 10, 4, 6, 3, 1, "VALID", 1, "RELU", 1),
    ("s2same_even_relu6", 10, 12, 3, 4, 3, 2, "SAME", 1, "RELU6", 1),
    ("s2same_odd_n1to1", 11, 9, 5, 4, 3, 2, "SAME", 1, "RELU_N1_TO_1", 1),
    ("s2valid_none", 11, 10, 2, 7, 3, 2, "VALID", 1, "NONE", 1),
    ("dil2_relu", 12, 11, 3, 5, 3, 1, "SAME", 2, "RELU", 1),
    ("dil2valid_none", 12, 12, 4, 3, 3, 1, "VALID", 2, "NONE", 1),
    ("1x1_relu6", 7, 6, 8, 12, 1, 1, "VALID", 1, "RELU6", 1),
    ("5x5_none", 9, 9, 2, 3, 5, 1, "SAME", 1, "NONE", 1),
    ("grouped2_none", 8, 8, 6, 8, 3, 1, "SAME", 1, "NONE", 2),
    ("grouped2_relu", 7, 9, 4, 6, 3, 1, "VALID", 1, "RELU", 2),
]
for (nm, h, w_, cin, cout, k, st, pad, dil, act, groups) in CONV_PROBES:
    probe(f"probe_conv_{nm}", "CONV_2D", conv_maker(k, cin, cout, st, pad, dil, act, True, groups),
          [(1, h, w_, cin)], act=act,
          description=f"CONV_2D int8 per-channel {k}x{k} stride {st} {pad} dilation {dil} groups {groups}, "
                      f"input {h}x{w_}x{cin} -> {cout} channels, fused {act}.")
probe("probe_conv_nobias_batch2", "CONV_2D", conv_maker(3, 3, 4, 1, "SAME", 1, "NONE", False), [(2, 6, 7, 3)],
      description="CONV_2D int8 without bias add in the graph, batch 2.")
probe("probe_conv_per_tensor", "CONV_2D", conv_maker(3, 4, 5, 1, "SAME", 1, "RELU", True), [(1, 8, 9, 4)],
      act="RELU", per_tensor=True,
      description="CONV_2D int8 with per-tensor weight quantization (converter _experimental_disable_per_channel).")


# ---- DEPTHWISE_CONV_2D ---------------------------------------------------------------------------------------


def dw_maker(k, cin, mult, stride=1, padding="SAME", dil=1, act="NONE"):
    def maker(rng):
        w = const(rng, (k, k, cin, mult), 0.5)
        b = const(rng, (cin * mult,), 0.5)

        def f(x):
            y = tf.nn.depthwise_conv2d(x, w, [1, stride, stride, 1], padding, dilations=[dil, dil]) + b
            return ACT_FNS[act](y)

        return f

    return maker


DW_PROBES = [
    ("m1_same_none", 9, 8, 4, 1, 3, 1, "SAME", 1, "NONE"),
    ("m1_valid_relu6", 8, 8, 5, 1, 3, 1, "VALID", 1, "RELU6"),
    ("m2_s2valid_relu", 11, 10, 3, 2, 3, 2, "VALID", 1, "RELU"),
    ("m2_s2same_n1to1", 10, 9, 3, 2, 3, 2, "SAME", 1, "RELU_N1_TO_1"),
    ("m1_dil2_none", 12, 11, 4, 1, 3, 1, "SAME", 2, "NONE"),
    ("m2_dil2_relu", 11, 12, 2, 2, 3, 1, "VALID", 2, "RELU"),
]
for (nm, h, w_, cin, mult, k, st, pad, dil, act) in DW_PROBES:
    probe(f"probe_dw_{nm}", "DEPTHWISE_CONV_2D", dw_maker(k, cin, mult, st, pad, dil, act), [(1, h, w_, cin)],
          act=act,
          description=f"DEPTHWISE_CONV_2D int8 per-channel {k}x{k} multiplier {mult} stride {st} {pad} dilation "
                      f"{dil}, input {h}x{w_}x{cin}, fused {act}.")
probe("probe_dw_per_tensor", "DEPTHWISE_CONV_2D", dw_maker(3, 4, 1, 1, "SAME", 1, "NONE"), [(1, 7, 8, 4)],
      per_tensor=True, description="DEPTHWISE_CONV_2D int8 with per-tensor weight quantization.")


# ---- FULLY_CONNECTED -----------------------------------------------------------------------------------------


def fc_maker(nin, nout, act="NONE", bias=True):
    def maker(rng):
        w = const(rng, (nin, nout), 0.3)
        b = const(rng, (nout,), 0.5)

        def f(x):
            y = tf.matmul(x, w) if len(x.shape) == 2 else tf.linalg.matmul(x, w)
            if bias:
                y = y + b
            return ACT_FNS[act](y)

        return f

    return maker


probe("probe_fc_bias_none", "FULLY_CONNECTED", fc_maker(24, 10), [(3, 24)],
      description="FULLY_CONNECTED int8 per-channel with bias, batch 3.")
probe("probe_fc_bias_relu", "FULLY_CONNECTED", fc_maker(17, 9, "RELU"), [(4, 17)], act="RELU",
      description="FULLY_CONNECTED int8 with bias, fused RELU.")
probe("probe_fc_relu6", "FULLY_CONNECTED", fc_maker(20, 8, "RELU6"), [(2, 20)], act="RELU6",
      description="FULLY_CONNECTED int8 with bias, fused RELU6.")
probe("probe_fc_n1to1", "FULLY_CONNECTED", fc_maker(12, 7, "RELU_N1_TO_1"), [(3, 12)], act="RELU_N1_TO_1",
      description="FULLY_CONNECTED int8 with bias, fused RELU_N1_TO_1.")
probe("probe_fc_nobias", "FULLY_CONNECTED", fc_maker(30, 6, bias=False), [(2, 30)],
      description="FULLY_CONNECTED int8 without bias.")
probe("probe_fc_keepdims", "FULLY_CONNECTED", fc_maker(12, 5), [(1, 6, 12)],
      description="FULLY_CONNECTED int8 on a 3-D input [1,6,12] (keep_num_dims=True expected).")
probe("probe_fc_per_tensor", "FULLY_CONNECTED", fc_maker(16, 8), [(3, 16)], per_tensor_dense=True,
      description="FULLY_CONNECTED int8 with per-tensor weights "
                  "(_experimental_disable_per_channel_quantization_for_dense_layers).")


# ---- ADD / SUB / MUL -----------------------------------------------------------------------------------------


def bin_maker(kind, act="NONE", const_shape=None, square=False):
    def maker(rng):
        c = const(rng, const_shape, 1.0) if const_shape is not None else None

        def f(*xs):
            if square:
                a, b = xs[0], xs[0]
            elif c is not None:
                a, b = xs[0], c
            else:
                a, b = xs
            y = {"ADD": tf.add, "SUB": tf.subtract, "MUL": tf.multiply}[kind](a, b)
            return ACT_FNS[act](y)

        return f

    return maker


P256 = (256, 256)
for kind in ("ADD", "SUB", "MUL"):
    for act in ("NONE", "RELU"):
        probe(f"probe_{kind.lower()}_pairs_{act.lower()}", kind,
              bin_maker(kind, act), [P256, P256], act=act, special=special_all_pairs,
              description=f"{kind} int8 [256,256] and [256,256], fused {act}; case 0 holds all 65536 (a,b) code "
                          "pairs (a = row - 128, b = column - 128).")
    for act in ("RELU6", "RELU_N1_TO_1"):
        probe(f"probe_{kind.lower()}_{act.lower().replace('_n1_to_1', '_n1to1')}", kind,
              bin_maker(kind, act), [(3, 17, 19), (3, 17, 19)], act=act,
              ranges=(lambda rng: [rand_range(rng, (2.0, 5.0), (3.0, 7.0)) for _ in range(2)]) if act == "RELU6"
              else (lambda rng: [rand_range(rng, (0.5, 2.0), (0.5, 2.0)) for _ in range(2)]),
              description=f"{kind} int8 [3,17,19] and [3,17,19], fused {act}.")
probe("probe_add_bcast", "ADD", bin_maker("ADD"), [(1, 5, 7, 3), (1, 1, 1, 3)],
      description="ADD int8 with broadcast [1,5,7,3] + [1,1,1,3].")
probe("probe_add_bcast_rank", "ADD", bin_maker("ADD", "RELU"), [(2, 4, 6), (6,)], act="RELU",
      description="ADD int8 with rank broadcast [2,4,6] + [6], fused RELU.")
probe("probe_sub_bcast", "SUB", bin_maker("SUB"), [(1, 6, 5, 4), (1, 6, 1, 4)],
      description="SUB int8 with broadcast [1,6,5,4] - [1,6,1,4].")
probe("probe_sub_bcast_relu", "SUB", bin_maker("SUB", "RELU"), [(1, 1, 3, 5), (1, 4, 3, 5)], act="RELU",
      description="SUB int8 with broadcast of the first operand [1,1,3,5] - [1,4,3,5], fused RELU.")
probe("probe_mul_bcast", "MUL", bin_maker("MUL"), [(1, 5, 6, 4), (1, 1, 6, 1)],
      description="MUL int8 with broadcast [1,5,6,4] * [1,1,6,1].")
probe("probe_mul_square", "MUL", bin_maker("MUL", square=True), [(16, 16)], special=special_all_codes,
      description="MUL int8 x*x (same tensor twice); case 0 holds all 256 codes.")
probe("probe_mul_const", "MUL", bin_maker("MUL", const_shape=(1, 1, 1, 5)), [(1, 4, 6, 5)],
      description="MUL int8 by a constant (quantized int8 constant operand) [1,4,6,5] * const[1,1,1,5].")
probe("probe_add_const", "ADD", bin_maker("ADD", const_shape=(6,)), [(2, 3, 6)],
      description="ADD int8 with a constant operand [2,3,6] + const[6].")


# ---- pools -----------------------------------------------------------------------------------------------------


def pool_maker(kind, k, s, padding, act="NONE"):
    def maker(rng):
        def f(x):
            fn = tf.nn.avg_pool2d if kind == "avg" else tf.nn.max_pool2d
            return ACT_FNS[act](fn(x, k, s, padding))

        return f

    return maker


POOL_PROBES = [
    ("avgpool_2x2s2_valid_odd", "avg", 2, 2, "VALID", (1, 9, 11, 5), "NONE"),
    ("avgpool_3x3s2_same", "avg", 3, 2, "SAME", (1, 10, 9, 4), "NONE"),
    ("avgpool_3x3s1_same", "avg", 3, 1, "SAME", (1, 6, 7, 3), "NONE"),
    ("avgpool_3x3s2_same_relu", "avg", 3, 2, "SAME", (1, 9, 9, 3), "RELU"),
    ("avgpool_2x2s2_relu6", "avg", 2, 2, "VALID", (1, 8, 8, 3), "RELU6"),
    ("maxpool_2x2s2_valid", "max", 2, 2, "VALID", (1, 9, 8, 6), "NONE"),
    ("maxpool_3x3s2_same", "max", 3, 2, "SAME", (1, 11, 10, 4), "NONE"),
    ("maxpool_3x3s1_same_relu", "max", 3, 1, "SAME", (1, 7, 6, 3), "RELU"),
    ("avgpool_2x2s1_n1to1", "avg", 2, 1, "VALID", (1, 6, 5, 4), "RELU_N1_TO_1"),
    ("maxpool_2x2s2_relu6", "max", 2, 2, "SAME", (1, 7, 8, 3), "RELU6"),
    ("maxpool_3x3s2_n1to1", "max", 3, 2, "VALID", (1, 9, 9, 2), "RELU_N1_TO_1"),
]
for (nm, kind, k, s, pad, shp, act) in POOL_PROBES:
    op = "AVERAGE_POOL_2D" if kind == "avg" else "MAX_POOL_2D"
    probe(f"probe_{nm}", op, pool_maker(kind, k, s, pad, act), [shp], act=act,
          description=f"{op} int8 {k}x{k} stride {s} {pad} on {list(shp)}, fused {act}.")


# ---- MEAN ------------------------------------------------------------------------------------------------------


def mean_maker(axes, keep):
    def maker(rng):
        return lambda x: tf.reduce_mean(x, axis=axes, keepdims=keep)

    return maker


probe("probe_mean_12", "MEAN", mean_maker([1, 2], False), [(2, 3, 3, 6)],
      description="MEAN int8 over axes {1,2}, keep_dims false, N = 9, batch 2.")
probe("probe_mean_12_n30", "MEAN", mean_maker([1, 2], False), [(1, 5, 6, 7)],
      description="MEAN int8 over axes {1,2}, keep_dims false, N = 30.")
probe("probe_mean_12_keep", "MEAN", mean_maker([1, 2], True), [(1, 6, 6, 5)],
      description="MEAN int8 over axes {1,2}, keep_dims true, N = 36.")
probe("probe_mean_3", "MEAN", mean_maker([3], False), [(1, 5, 6, 4)],
      description="MEAN int8 over axis {3}, keep_dims false, N = 4.")


# ---- shape ops, CONCATENATION, PAD ----------------------------------------------------------------------------


probe("probe_concat_axis3", "CONCATENATION", lambda rng: (lambda a, b: tf.concat([a, b], 3)),
      [(1, 4, 5, 3), (1, 4, 5, 2)],
      description="CONCATENATION int8 of two model inputs on axis 3 (converter unifies their params).")
probe("probe_concat_axis1_3in", "CONCATENATION", lambda rng: (lambda a, b, c: tf.concat([a, b, c], 1)),
      [(2, 3, 4), (2, 1, 4), (2, 5, 4)],
      description="CONCATENATION int8 of three inputs on axis 1.")
probe("probe_pad", "PAD",
      lambda rng: (lambda x: tf.pad(x, [[0, 0], [1, 2], [3, 0], [0, 1]])), [(1, 5, 4, 3)],
      description="PAD int8 (zero padding, filled with the zero point), paddings [[0,0],[1,2],[3,0],[0,1]].")
probe("probe_padv2", "PADV2",
      lambda rng: (lambda x: tf.pad(x, [[0, 0], [2, 1], [0, 2], [0, 0]], constant_values=0.75)), [(1, 4, 5, 2)],
      ranges=[(-1.3, 2.1)],
      description="PADV2 int8 with constant_values 0.75 (quantized fill).")
probe("probe_reshape", "RESHAPE", lambda rng: (lambda x: tf.reshape(x, [3, 20])), [(1, 4, 5, 3)],
      description="RESHAPE int8 [1,4,5,3] -> [3,20].")
probe("probe_squeeze", "SQUEEZE", lambda rng: (lambda x: tf.squeeze(x, axis=[2])), [(2, 6, 1, 5)],
      signature=[(None, None, 1, 5)],
      description="SQUEEZE int8 [2,6,1,5] axis {2} -> [2,6,5]. The converter turns a static-shape squeeze into "
                  "RESHAPE, so this model has a dynamic input (shape_signature [-1,-1,1,5], stored shape "
                  "[1,1,1,5]); the cases resize it to [2,6,1,5].")
probe("probe_transpose", "TRANSPOSE", lambda rng: (lambda x: tf.transpose(x, [0, 3, 1, 2])), [(1, 4, 5, 6)],
      description="TRANSPOSE int8 [1,4,5,6] perm [0,3,1,2].")
probe("probe_transpose_3d", "TRANSPOSE", lambda rng: (lambda x: tf.transpose(x, [2, 0, 1])), [(3, 4, 7)],
      description="TRANSPOSE int8 [3,4,7] perm [2,0,1].")


# ---- QUANTIZE / DEQUANTIZE --------------------------------------------------------------------------------------

_TIES_HOLDER: dict = {}


def build_quantize_f32(rng):
    m = convert_fn(lambda x: tf.reshape(x, [1280]), [(5, 256)], [rand_range(rng)], rng,
                   io=(tf.float32, tf.int8))
    it = make_interp(m)
    _TIES_HOLDER["qparams"] = input_qparams_from_quantize(it, it.get_input_details()[0]["index"])
    return m


fixture(
    name="probe_quantize_f32_int8", kind="probe", scheme="float_io",
    description="QUANTIZE float32 -> int8 (then a RESHAPE copy), float input / int8 output. Case 0 holds the "
                "exact float32 ties (k+0.5)*scale, their float32 neighbours and grid points for every output code.",
    build=build_quantize_f32, expect_ops=["QUANTIZE"], only_ops=["QUANTIZE", "RESHAPE"],
    special=make_special_quantize_ties(_TIES_HOLDER),
)


probe("probe_quantize_int8_requant", ["QUANTIZE", "CONCATENATION"],
      lambda rng: (lambda x, y: (tf.concat([x, y], 3), tf.concat([x, x], 3))), [(1, 4, 4, 2), (1, 4, 4, 2)],
      ranges=[(-1.0, 1.5), (-6.0, 9.0)],
      description="int8 -> int8 QUANTIZE (requantize) inserted by the converter because x feeds two "
                  "CONCATENATIONs whose outputs have different params.")
probe("probe_dequantize", ["DEQUANTIZE"], lambda rng: (lambda x: tf.reshape(x, [256])), [(16, 16)],
      io=(tf.int8, tf.float32), allow=("RESHAPE",), special=special_all_codes, scheme="float_io",
      description="DEQUANTIZE int8 -> float32 (after a RESHAPE copy); case 0 holds all 256 codes.")
probe("probe_quantize_uint8_io", ["QUANTIZE"], lambda rng: (lambda x: tf.reshape(x, [256])), [(16, 16)],
      allow=("RESHAPE",), scheme="uint8_io", special=special_all_codes,
      description="QUANTIZE uint8 -> int8, RESHAPE, QUANTIZE int8 -> uint8 (uint8 I/O); case 0 holds all "
                  "256 codes.")


# ---- activations -----------------------------------------------------------------------------------------------

for i, (lo, hi) in enumerate([(-0.4, 0.35), (-3.0, 5.0), (-12.0, 7.0), (-40.0, 30.0)]):
    probe(f"probe_logistic_s{i}", "LOGISTIC", lambda rng: tf.math.sigmoid, [(16, 16)], ranges=[(lo, hi)],
          special=special_all_codes,
          description=f"LOGISTIC int8, calibrated on [{lo},{hi}]; case 0 holds all 256 codes.")
    probe(f"probe_tanh_s{i}", "TANH", lambda rng: tf.math.tanh, [(16, 16)], ranges=[(lo, hi)],
          special=special_all_codes,
          description=f"TANH int8, calibrated on [{lo},{hi}]; case 0 holds all 256 codes.")
for i, (lo, hi) in enumerate([(-5.0, 4.0), (-1.0, 8.0), (-0.6, 0.9)]):
    probe(f"probe_hard_swish_s{i}", "HARD_SWISH",
          lambda rng: (lambda x: x * tf.nn.relu6(x + 3.0) * (1.0 / 6.0)), [(1, 16, 16)], ranges=[(lo, hi)],
          special=special_all_codes,
          description=f"HARD_SWISH int8 (fused from x*relu6(x+3)/6), calibrated on [{lo},{hi}]; case 0 holds "
                      "all 256 codes.")
def constant_maker(fn):
    """fn_maker that ignores the rng and returns fn."""
    return lambda rng: fn


for nm, fnm in [("relu", tf.nn.relu), ("relu6", tf.nn.relu6),
                ("relu_n1to1", lambda x: tf.clip_by_value(x, -1.0, 1.0))]:
    opname = {"relu": "RELU", "relu6": "RELU6", "relu_n1to1": "RELU_N1_TO_1"}[nm]
    for i, (lo, hi) in enumerate([(-3.0, 7.0), (-0.8, 1.3)]):
        probe(f"probe_{nm}_s{i}", opname, constant_maker(fnm), [(16, 16)], ranges=[(lo, hi)],
              special=special_all_codes,
              description=f"standalone {opname} int8, calibrated on [{lo},{hi}]; case 0 holds all 256 codes.")

probe("probe_softmax_10", "SOFTMAX", lambda rng: tf.nn.softmax, [(8, 10)], ranges=[(-4.0, 3.0)],
      description="SOFTMAX int8 2-D with 10 logits per row.")
probe("probe_softmax_37", "SOFTMAX", lambda rng: tf.nn.softmax, [(5, 37)], ranges=[(-9.0, 6.0)],
      description="SOFTMAX int8 2-D with 37 logits per row.")
probe("probe_softmax_4d", "SOFTMAX", lambda rng: tf.nn.softmax, [(1, 3, 4, 9)], ranges=[(-2.0, 2.5)],
      description="SOFTMAX int8 4-D [1,3,4,9] over the last axis.")
probe("probe_softmax_2", "SOFTMAX", lambda rng: tf.nn.softmax, [(64, 2)], ranges=[(-1.0, 1.2)],
      description="SOFTMAX int8 with 2 logits per row (64 rows).")
probe("probe_softmax_500", "SOFTMAX", lambda rng: tf.nn.softmax, [(3, 500)], ranges=[(-20.0, 15.0)],
      description="SOFTMAX int8 with 500 logits per row (rows of equal logits included; note: with >= 512 equal "
                  "logits the reference kernel aborts on a gemmlowp assert, so no larger row is recorded).")


# ---- data movement and MAXIMUM / MINIMUM ------------------------------------------------------------------------


def fn1(f):
    """fn_maker for a one-input function that ignores the rng."""
    return lambda rng: f


for scheme, sfx in (("int8", ""), ("int16x8", "_16x8")):
    probe(f"probe_slice{sfx}", "SLICE", fn1(lambda x: tf.slice(x, [0, 1, 2, 0], [1, 3, -1, 2])), [(1, 5, 6, 4)],
          scheme=scheme, description=f"SLICE {scheme} [1,5,6,4], begin [0,1,2,0], size [1,3,-1,2].")
    probe(f"probe_strided_slice_masks{sfx}", "STRIDED_SLICE", fn1(lambda x: x[:, 1:5:2, ::-1, 1:]),
          [(1, 6, 7, 4)], scheme=scheme,
          description=f"STRIDED_SLICE {scheme} x[:, 1:5:2, ::-1, 1:] (begin/end masks, a negative stride).")
    probe(f"probe_gather{sfx}", "GATHER", fn1(lambda x: tf.gather(x, [3, 0, 2, 2, 4], axis=1)), [(2, 5, 3)],
          scheme=scheme, description=f"GATHER {scheme} along axis 1 with constant indices [3,0,2,2,4].")
    probe(f"probe_maximum{sfx}", "MAXIMUM", lambda rng: tf.maximum, [(3, 4, 5), (3, 4, 5)], scheme=scheme,
          allow=("QUANTIZE",), description=f"MAXIMUM {scheme} of two inputs [3,4,5].")
probe("probe_gather_batch_dims", "GATHER",
      fn1(lambda x: tf.gather(x, [[3, 0, 2], [1, 1, 4]], axis=2, batch_dims=1)), [(2, 3, 5, 4)],
      description="GATHER int8 with batch_dims 1 on axis 2, constant indices [[3,0,2],[1,1,4]]: [2,3,5,4] -> "
                  "[2,3,3,4].")
probe("probe_strided_slice_shrink", "STRIDED_SLICE", fn1(lambda x: x[:, 2, -3:, :]), [(1, 5, 6, 4)],
      allow=("RESHAPE",), description="STRIDED_SLICE int8 x[:, 2, -3:, :] (shrink_axis_mask, a negative begin).")
probe("probe_strided_slice_neg", "STRIDED_SLICE", fn1(lambda x: x[:, ::-2, 5:0:-2, :]), [(2, 7, 8, 3)],
      description="STRIDED_SLICE int8 x[:, ::-2, 5:0:-2, :] (negative strides with and without bounds).")
def patch_strided_slice(model: bytes, begin, end, strides, out_shape=None, **options) -> bytes:
    """Rewrite the STRIDED_SLICE of a converted single-op model to another spec (the converter folds ellipsis and
    new-axis masks away, but TFLite's kernel takes them): new begin/end/strides constants, options fields by their
    generated names (beginMask, ellipsisMask, newAxisMask, ...), and the output tensor's shape if it changes."""
    import flatbuffers

    m = schema.ModelT.InitFromPackedBuf(bytearray(model), 0)
    sg = m.subgraphs[0]
    [op] = [o for o in sg.operators if _OP_NAMES.get(max(m.operatorCodes[o.opcodeIndex].builtinCode,
                                                          m.operatorCodes[o.opcodeIndex].deprecatedBuiltinCode))
            == "STRIDED_SLICE"]
    for t_idx, vals in zip(list(op.inputs)[1:4], (begin, end, strides)):
        t = sg.tensors[t_idx]
        t.shape = np.array([len(vals)], dtype=np.int32)
        t.shapeSignature = None
        m.buffers[t.buffer].data = np.frombuffer(np.array(vals, dtype="<i4").tobytes(), dtype=np.uint8)
    for k, v in options.items():
        setattr(op.builtinOptions, k, v)
    if out_shape is not None:
        t = sg.tensors[op.outputs[0]]
        t.shape = np.array(out_shape, dtype=np.int32)
        t.shapeSignature = None
    b = flatbuffers.Builder(1024)
    b.Finish(m.Pack(b), file_identifier=b"TFL3")
    return bytes(b.Output())


def strided_slice_variant(fn, shape, begin, end, strides, out_shape=None, **options):
    def build(rng):
        model = convert_fn(fn, [shape], [rand_range(rng)], rng)
        return patch_strided_slice(model, begin, end, strides, out_shape, **options)

    return build


fixture(
    name="probe_strided_slice_ellipsis", kind="probe", scheme="int8",
    description="STRIDED_SLICE int8 [2,3,6,5] with spec [..., 1:4, ::-1] (ellipsis_mask 1, begin/end mask 4), written "
                "into a converted x[:, :, 1:4, ::-1] (the converter folds ellipses away).",
    build=strided_slice_variant(lambda x: x[:, :, 1:4, ::-1], (2, 3, 6, 5), [0, 1, 0], [0, 4, 0], [1, 1, -1],
                                ellipsisMask=1, beginMask=4, endMask=4, shrinkAxisMask=0, newAxisMask=0),
    expect_ops=["STRIDED_SLICE"], only_ops=["STRIDED_SLICE"],
)
fixture(
    name="probe_strided_slice_newaxis", kind="probe", scheme="int8",
    description="STRIDED_SLICE int8 [2,5,3,4] with spec [:, newaxis, 1:, ..., 2] (new_axis_mask 2, ellipsis_mask 8, "
                "shrink_axis_mask 16) -> [2,1,4,3], written into a converted x[:, 1:, :, 2].",
    build=strided_slice_variant(lambda x: x[:, 1:, :, 2], (2, 5, 3, 4), [0, 0, 1, 0, 2], [0, 0, 0, 0, 3],
                                [1, 1, 1, 1, 1], out_shape=[2, 1, 4, 3], beginMask=1, endMask=5, ellipsisMask=8,
                                newAxisMask=2, shrinkAxisMask=16),
    expect_ops=["STRIDED_SLICE"], only_ops=["STRIDED_SLICE"],
)

probe("probe_split", "SPLIT", fn1(lambda x: tf.split(x, 3, axis=-1)), [(1, 4, 5, 6)],
      description="SPLIT int8 into 3 equal parts along the last axis (3 outputs).")
probe("probe_split_v", "SPLIT_V", fn1(lambda x: tf.split(x, [2, -1, 1], axis=1)), [(2, 7, 3)],
      description="SPLIT_V int8 along axis 1 with sizes [2, -1, 1] (3 outputs).")
probe("probe_pack", "PACK", lambda rng: (lambda a, b: tf.stack([a, b, a], axis=1)), [(3, 4), (3, 4)],
      allow=("QUANTIZE",), description="PACK int8 of [a, b, a] along axis 1.")
probe("probe_unpack", "UNPACK", fn1(lambda x: tf.unstack(x, axis=1)), [(2, 3, 4)],
      description="UNPACK int8 along axis 1 (3 outputs).")
# No TILE or DEPTH_TO_SPACE probe: TF 2.21's BUILTIN_REF resolver registers neither op's int8 version (the
# converter writes TILE v3 and DEPTH_TO_SPACE v2, which only the optimized resolver has). qnnc imports both
# (pure data movement); their tests are the Rust unit tests of the importer.
probe("probe_broadcast_to", "BROADCAST_TO", fn1(lambda x: tf.broadcast_to(x, (2, 3, 4, 5))), [(3, 1, 5)],
      description="BROADCAST_TO int8 [3,1,5] to [2,3,4,5].")
probe("probe_space_to_depth", "SPACE_TO_DEPTH", fn1(lambda x: tf.nn.space_to_depth(x, 2)), [(1, 4, 6, 3)],
      description="SPACE_TO_DEPTH int8 [1,4,6,3], block 2.")
probe("probe_minimum_bcast", "MINIMUM", lambda rng: tf.minimum, [(1, 4, 5, 3), (1, 1, 1, 3)],
      allow=("QUANTIZE",), description="MINIMUM int8 with broadcast [1,4,5,3] and [1,1,1,3].")


probe("probe_gather_nd", "GATHER_ND",
      lambda rng: (lambda x: tf.gather_nd(x, tf.constant([[1, 0, 2], [0, 3, 1], [2, 2, 0]], tf.int32))),
      [(3, 4, 3, 6)], description="GATHER_ND int8 of [3,4,3,6] with constant index triples [3,3].")


def _xla():
    """TF's XLA op wrappers (`dynamic_update_slice`), which the converter maps to TFLite builtins."""
    from tensorflow.compiler.tf2xla.python import xla
    return xla


probe("probe_dynamic_update_slice", "DYNAMIC_UPDATE_SLICE",
      lambda rng: (lambda x, u: _xla().dynamic_update_slice(x, u, tf.constant([0, 2, 1], tf.int32))),
      [(3, 5, 4), (2, 2, 3)], allow=("QUANTIZE", "DEQUANTIZE"),
      description="DYNAMIC_UPDATE_SLICE [3,5,4] <- [2,2,3] at (0, 2, 1) (a KV-cache write) in an int8 model: "
                  "the converter leaves it in float between DEQUANTIZE and QUANTIZE.")


# ---- comparisons, logical operators, SELECT_V2 (bool tensors inside the graph) -----------------------------------
for (nm, cmp) in [("greater", tf.greater), ("greater_equal", tf.greater_equal), ("less", tf.less),
                  ("less_equal", tf.less_equal), ("equal", tf.equal), ("not_equal", tf.not_equal)]:
    probe(f"probe_{nm}_select", [nm.upper(), "SELECT"],
          lambda rng, cmp=cmp: (lambda a, b, c: tf.where(cmp(a, b), a, c)),
          [(3, 4, 5), (3, 4, 5), (3, 4, 5)], allow=("QUANTIZE",) + (("DEQUANTIZE",) if nm == "not_equal" else ()),
          description=f"SELECT(a {nm} b, a, c) int8: the comparison rescales a and b (scales of their own)"
                      + ("; the converter leaves NOT_EQUAL in float, after DEQUANTIZE." if nm == "not_equal" else "."))
probe("probe_greater_const_select", ["GREATER", "SELECT_V2"],
      lambda rng: (lambda a, c: tf.where(a > 0.25, a, c)), [(2, 6, 4), (1, 1, 4)], allow=("QUANTIZE",),
      description="SELECT_V2(a > 0.25, a, c) int8: a constant comparand, c broadcast.")
probe("probe_logical_select", ["GREATER", "LOGICAL_AND", "LOGICAL_OR", "LOGICAL_NOT"],
      lambda rng: (lambda a, b, c: tf.where(tf.logical_or(a > b, tf.logical_not(tf.logical_and(b > c, a > c))),
                                            a, c)),
      [(4, 9), (4, 9), (4, 9)], allow=("QUANTIZE", "SELECT", "SELECT_V2"),
      description="SELECT of LOGICAL_AND/OR/NOT of GREATER comparisons, int8.")


# ---- LEAKY_RELU ---------------------------------------------------------------------------------------------------

for i, (alpha, lo, hi) in enumerate([(0.2, -3.0, 5.0), (0.01, -1.0, 1.2), (1.7, -2.0, 0.5)]):
    probe(f"probe_leaky_relu_s{i}", "LEAKY_RELU", fn1(lambda x, a=alpha: tf.nn.leaky_relu(x, alpha=a)), [(16, 16)],
          ranges=[(lo, hi)], special=special_all_codes,
          description=f"LEAKY_RELU int8, alpha {alpha}, calibrated on [{lo},{hi}]; case 0 holds all 256 codes.")
probe("probe_leaky_relu_16x8", "LEAKY_RELU", fn1(lambda x: tf.nn.leaky_relu(x, alpha=0.3)), [(256, 256)],
      ranges=[(-4.0, 6.0)], scheme="int16x8", special=special_all_codes,
      description="LEAKY_RELU 16x8, alpha 0.3, calibrated on [-4,6]; case 0 holds all 65536 int16 codes.")


# ---- ABS, REDUCE_MAX / REDUCE_MIN, ARG_MAX / ARG_MIN ------------------------------------------------------------

probe("probe_abs", "ABS", fn1(tf.math.abs), [(16, 16)], ranges=[(-3.0, 1.0)], special=special_all_codes,
      description="ABS int8, calibrated on [-3,1]; case 0 holds all 256 codes.")
probe("probe_abs_16x8", "ABS", fn1(tf.math.abs), [(256, 256)], ranges=[(-2.0, 5.0)], scheme="int16x8",
      special=special_all_codes, description="ABS 16x8, calibrated on [-2,5]; case 0 holds all 65536 int16 codes.")
for scheme, sfx in (("int8", ""), ("int16x8", "_16x8")):
    probe(f"probe_reduce_max{sfx}", "REDUCE_MAX", fn1(lambda x: tf.reduce_max(x, axis=[1])), [(2, 5, 3)],
          scheme=scheme, description=f"REDUCE_MAX {scheme} over axis 1 of [2,5,3].")
probe("probe_reduce_min_keep", "REDUCE_MIN", fn1(lambda x: tf.reduce_min(x, axis=[0, 2], keepdims=True)),
      [(3, 4, 5)], description="REDUCE_MIN int8 over axes [0,2] of [3,4,5], keep_dims.")
probe("probe_arg_max", "ARG_MAX", fn1(lambda x: tf.math.argmax(x, axis=1, output_type=tf.int32)), [(3, 6, 4)],
      description="ARG_MAX int8 along axis 1 of [3,6,4], INT32 indices.")
probe("probe_arg_min", "ARG_MIN", fn1(lambda x: tf.math.argmin(x, axis=-1, output_type=tf.int64)), [(4, 7)],
      description="ARG_MIN int8 along the last axis of [4,7], INT64 indices.")


# ---- RESIZE_NEAREST_NEIGHBOR --------------------------------------------------------------------------------------

probe("probe_resize_nearest_half_pixel", "RESIZE_NEAREST_NEIGHBOR",
      fn1(lambda x: tf.image.resize(x, [7, 11], method="nearest")), [(1, 4, 5, 3)],
      description="RESIZE_NEAREST_NEIGHBOR int8 [1,4,5,3] -> 7x11, half_pixel_centers (TF2 tf.image.resize).")
probe("probe_resize_nearest_align", "RESIZE_NEAREST_NEIGHBOR",
      fn1(lambda x: tf.compat.v1.image.resize_nearest_neighbor(x, [9, 4], align_corners=True)), [(1, 5, 7, 2)],
      description="RESIZE_NEAREST_NEIGHBOR int8 [1,5,7,2] -> 9x4, align_corners.")
probe("probe_resize_nearest_plain", "RESIZE_NEAREST_NEIGHBOR",
      fn1(lambda x: tf.compat.v1.image.resize_nearest_neighbor(x, [6, 13])), [(2, 3, 5, 2)],
      description="RESIZE_NEAREST_NEIGHBOR int8 [2,3,5,2] -> 6x13, neither flag.")
probe("probe_resize_nearest_16x8", "RESIZE_NEAREST_NEIGHBOR",
      fn1(lambda x: tf.image.resize(x, [3, 8], method="nearest")), [(1, 6, 5, 2)], scheme="int16x8",
      description="RESIZE_NEAREST_NEIGHBOR 16x8 [1,6,5,2] -> 3x8 (downsampling rows), half_pixel_centers.")


# ---- PRELU ---------------------------------------------------------------------------------------------------------


def km_prelu(shared_axes):
    def build(rng):
        x = keras.Input((6, 5, 4), batch_size=1)
        alpha = keras.initializers.Constant(rng.uniform(-0.5, 1.5, size=(1, 1, 4) if shared_axes else (6, 5, 4)))
        y = keras.layers.PReLU(alpha_initializer=alpha, shared_axes=shared_axes)(x)
        return convert_keras(keras.Model(x, y), [(-3.0, 4.0)], rng)
    return build


fixture(name="probe_prelu_channels", kind="probe", scheme="int8",
        description="PRELU int8 [1,6,5,4] with a per-channel alpha [1,1,4] (Keras PReLU, shared_axes [1,2]).",
        build=km_prelu([1, 2]), expect_ops=["PRELU"], only_ops=["PRELU"])
fixture(name="probe_prelu_full", kind="probe", scheme="int8",
        description="PRELU int8 [1,6,5,4] with an alpha of the input's shape (Keras PReLU, no shared axes).",
        build=km_prelu(None), expect_ops=["PRELU"], only_ops=["PRELU"])


# ---- RESIZE_BILINEAR ------------------------------------------------------------------------------------------------

probe("probe_resize_bilinear_half_pixel", "RESIZE_BILINEAR", fn1(lambda x: tf.image.resize(x, [9, 11])),
      [(1, 4, 5, 3)], description="RESIZE_BILINEAR int8 [1,4,5,3] -> 9x11, half_pixel_centers (TF2 tf.image.resize).")
probe("probe_resize_bilinear_align", "RESIZE_BILINEAR",
      fn1(lambda x: tf.compat.v1.image.resize_bilinear(x, [7, 4], align_corners=True)), [(1, 5, 7, 2)],
      description="RESIZE_BILINEAR int8 [1,5,7,2] -> 7x4, align_corners.")
probe("probe_resize_bilinear_plain", "RESIZE_BILINEAR",
      fn1(lambda x: tf.compat.v1.image.resize_bilinear(x, [6, 13])), [(2, 3, 5, 2)],
      description="RESIZE_BILINEAR int8 [2,3,5,2] -> 6x13, neither flag.")
probe("probe_resize_bilinear_16x8", "RESIZE_BILINEAR", fn1(lambda x: tf.image.resize(x, [3, 8])), [(1, 6, 5, 2)],
      scheme="int16x8", description="RESIZE_BILINEAR 16x8 [1,6,5,2] -> 3x8 (downsampling rows), half_pixel_centers.")


# ---- BATCH_MATMUL -------------------------------------------------------------------------------------------------

probe("probe_batch_matmul", "BATCH_MATMUL", lambda rng: (lambda a, b: tf.linalg.matmul(a, b)), [(2, 3, 6), (2, 6, 5)],
      description="BATCH_MATMUL int8 [2,3,6] x [2,6,5], two run-time operands.")
probe("probe_batch_matmul_adj", "BATCH_MATMUL",
      lambda rng: (lambda a, b: tf.linalg.matmul(a, b, adjoint_a=True, adjoint_b=True)), [(3, 7, 4), (3, 5, 7)],
      allow=("TRANSPOSE",), description="BATCH_MATMUL int8 with adj_x and adj_y: [3,7,4]^T x [3,5,7]^T.")
probe("probe_batch_matmul_bcast", "BATCH_MATMUL", lambda rng: (lambda a, b: tf.linalg.matmul(a, b)),
      [(2, 1, 4, 6), (1, 3, 6, 2)], description="BATCH_MATMUL int8 with broadcast batch dims [2,1,4,6] x [1,3,6,2].")


# ---- SQUARED_DIFFERENCE ---------------------------------------------------------------------------------------------

probe("probe_squared_difference", "SQUARED_DIFFERENCE", lambda rng: tf.math.squared_difference,
      [(3, 4, 5), (3, 4, 5)], allow=("QUANTIZE",),
      description="SQUARED_DIFFERENCE int8 of two inputs [3,4,5].")
probe("probe_squared_difference_bcast", "SQUARED_DIFFERENCE", lambda rng: tf.math.squared_difference,
      [(2, 6, 4), (1, 1, 4)], allow=("QUANTIZE",),
      description="SQUARED_DIFFERENCE int8 with broadcast [2,6,4] and [1,1,4].")


# ---- EXP ----------------------------------------------------------------------------------------------------------

for i, (lo, hi) in enumerate([(-3.0, 2.0), (-8.0, 0.5)]):
    probe(f"probe_exp_s{i}", "EXP", fn1(tf.math.exp), [(16, 16)], ranges=[(lo, hi)], special=special_all_codes,
          description=f"EXP int8, calibrated on [{lo},{hi}]; case 0 holds all 256 codes.")


# ---- GELU / RSQRT / int16 EXP ------------------------------------------------------------------------------------


def special_nonneg_codes(in_details, rng):
    """Case 0 = every code >= 0 of the (single) int16 input once (shape [128, 256]), case 1 random codes >= 0:
    RSQRT refuses negatives."""
    shape = [int(x) for x in in_details[0]["shape"]]
    codes = np.arange(0, 32768, dtype=np.int16).reshape(shape)
    return [[codes], [rng.integers(0, 32768, size=shape).astype(np.int16)]]


# ELU: the converter keeps ELU in float (DEQUANTIZE, ELU, QUANTIZE) and TFLite has no reference ELU kernel, so
# there is no converter-made int8 ELU to check against BUILTIN_REF; qnn.elu is covered by unit and property tests.
for i, (lo, hi) in enumerate([(-5.0, 3.0), (-2.0, 7.0)]):
    probe(f"probe_gelu_s{i}", "GELU", fn1(lambda x: tf.nn.gelu(x, approximate=False)), [(16, 16)],
          ranges=[(lo, hi)], special=special_all_codes,
          description=f"GELU int8 (erfc form), calibrated on [{lo},{hi}]; case 0 holds all 256 codes.")
    probe(f"probe_gelu_tanh_s{i}", "GELU", fn1(lambda x: tf.nn.gelu(x, approximate=True)), [(16, 16)],
          ranges=[(lo, hi)], special=special_all_codes,
          description=f"GELU int8 (approximate: tanh form), calibrated on [{lo},{hi}]; case 0 holds all 256 codes.")
for i, (lo, hi) in enumerate([(0.02, 4.0), (0.5, 60.0)]):
    probe(f"probe_rsqrt_s{i}", "RSQRT", fn1(tf.math.rsqrt), [(16, 16)], ranges=[(lo, hi)],
          special=special_all_codes,
          description=f"RSQRT int8, calibrated on [{lo},{hi}] (zero point -128); case 0 holds all 256 codes.")
probe("probe_rsqrt_16x8", "RSQRT", fn1(tf.math.rsqrt), [(128, 256)], ranges=[(0.01, 9.0)], scheme="int16x8",
      special=special_nonneg_codes,
      description="RSQRT 16x8 (513-entry float table); case 0 holds every non-negative int16 code.")
probe("probe_exp_16x8", "EXP", fn1(tf.math.exp), [(256, 256)], ranges=[(-6.0, 2.5)], scheme="int16x8",
      special=special_all_codes,
      description="EXP 16x8 (513-entry float table); case 0 holds all 65536 int16 codes.")


# ---- TRANSPOSE_CONV -------------------------------------------------------------------------------------------------


def tconv_maker(k, cin, cout, out_hw, stride, padding, act="NONE", bias=True, batch=1):
    def maker(rng):
        w = const(rng, (k[0], k[1], cout, cin), 0.4)  # tf.nn.conv2d_transpose: [H, W, out, in]
        b = const(rng, (cout,), 0.5)

        def f(x):
            y = tf.nn.conv2d_transpose(x, w, [batch, out_hw[0], out_hw[1], cout], stride, padding)
            if bias:
                y = y + b
            return ACT_FNS[act](y)

        return f

    return maker


TCONV_PROBES = [
    # name, in H, W, cin, cout, kernel, out H, W, stride, padding, act, bias
    ("s2same_3x3", 5, 4, 3, 4, (3, 3), 10, 8, 2, "SAME", "NONE", True),
    ("s2valid_3x3", 4, 5, 2, 3, (3, 3), 9, 11, 2, "VALID", "NONE", True),
    ("s2same_odd_out", 5, 5, 3, 2, (3, 3), 9, 9, 2, "SAME", "NONE", True),
    ("s1same_nobias", 6, 5, 4, 3, (3, 3), 6, 5, 1, "SAME", "NONE", False),
    ("s2same_4x4_relu", 4, 4, 3, 5, (4, 4), 8, 8, 2, "SAME", "RELU", True),
    ("s3valid_2x3", 3, 4, 2, 3, (2, 3), 9, 12, 3, "VALID", "NONE", True),
    ("s2same_1x1", 4, 3, 5, 4, (1, 1), 8, 6, 2, "SAME", "NONE", True),
]
for (nm, h, w_, cin, cout, k, oh, ow, st, pad, act, bias) in TCONV_PROBES:
    probe(f"probe_tconv_{nm}", "TRANSPOSE_CONV", tconv_maker(k, cin, cout, (oh, ow), st, pad, act, bias),
          [(1, h, w_, cin)], act=act if act != "NONE" else None,
          description=f"TRANSPOSE_CONV int8 per-channel {k[0]}x{k[1]} stride {st} {pad}, input {h}x{w_}x{cin} -> "
                      f"{oh}x{ow}x{cout}, {'bias' if bias else 'no bias'}, {act}.")
probe("probe_tconv_16x8", "TRANSPOSE_CONV", tconv_maker((3, 3), 3, 4, (10, 8), 2, "SAME"), [(1, 5, 4, 3)],
      scheme="int16x8", description="TRANSPOSE_CONV 16x8 3x3 stride 2 SAME, 5x4x3 -> 10x8x4, bias.")


# ---- SUM ----------------------------------------------------------------------------------------------------------

def sum_maker(axes, keep):
    def maker(rng):
        return lambda x: tf.reduce_sum(x, axis=axes, keepdims=keep)

    return maker


# TF 2.21's reference SUM runs its uint8 instantiation on int8 tensors: the bytes are summed as uint8 and the result
# is clamped to 0..255 and stored as a byte (every element of the probe_sum_ref_* reference outputs matches that).
# The probe_sum_* expected outputs come from TFLite's builtin int8 SUM instead, which computes QuantizedMeanOrSum's
# int8 formula (qnnc imports them with `sum_kernel = builtin`).
SUM_REF_BUG = ("TF 2.21 BUILTIN_REF SUM reads int8 data as uint8 and clamps to 0..255; the builtin int8 kernel "
               "computes the documented formula")
probe("probe_sum_12", "SUM", sum_maker([1, 2], False), [(2, 3, 3, 6)], builtin_because=SUM_REF_BUG,
      description="SUM int8 over axes {1,2}, keep_dims false, N = 9, batch 2 (builtin kernel, see kernels_reason).")
probe("probe_sum_3_keep", "SUM", sum_maker([3], True), [(1, 5, 6, 7)], builtin_because=SUM_REF_BUG,
      description="SUM int8 over axis 3, keep_dims true, N = 7 (builtin kernel, see kernels_reason).")
probe("probe_sum_0", "SUM", sum_maker([0], False), [(6, 4, 5)], builtin_because=SUM_REF_BUG,
      description="SUM int8 over axis 0, N = 6 (builtin kernel, see kernels_reason).")
# No 16x8 SUM probe: TF 2.21's reference SUM on int16 returns -1 for every element (checked on a converted 16x8
# model whose exact sums vary), so there is nothing to match; qnnc rejects int16 SUM.
# The same shapes with BUILTIN_REF's outputs (qnnc's default, `kernel = reference`).
probe("probe_sum_ref_12", "SUM", sum_maker([1, 2], False), [(2, 3, 3, 6)],
      description="SUM int8 over axes {1,2}, N = 9, batch 2, BUILTIN_REF (int8 read as uint8).")
probe("probe_sum_ref_3_keep", "SUM", sum_maker([3], True), [(1, 5, 6, 7)],
      description="SUM int8 over axis 3, keep_dims true, N = 7, BUILTIN_REF (int8 read as uint8).")
probe("probe_sum_ref_0", "SUM", sum_maker([0], False), [(6, 4, 5)],
      description="SUM int8 over axis 0, N = 6, BUILTIN_REF (int8 read as uint8).")


# ---- float islands (ops left in float by the converter) -------------------------------------------------------------

ISLAND = ("DEQUANTIZE", "QUANTIZE")


def special_div_pairs(in_details, rng):
    """Case 0 = all (a, b) int8 pairs as special_all_pairs, except that the divisor code 0 (which TFLite's DIV
    refuses, whatever the zero point) is replaced by code 1."""
    [[a, b]] = special_all_pairs(in_details, rng)
    b = np.where(b == 0, np.int8(1), b).astype(b.dtype)
    return [[a, b], [a[::-1].copy(), b[:, ::-1].copy()]]


for i, (ra, rb) in enumerate([((-3.0, 3.0), (0.5, 4.0)), ((-1.0, 6.0), (-2.0, 3.0))]):
    probe(f"probe_div_pairs_s{i}", "DIV", lambda rng: (lambda a, b: a / b), [(256, 256), (256, 256)],
          ranges=[ra, rb], special=special_div_pairs,
          description=f"DIV int8, a on {list(ra)}, b on {list(rb)}; case 0 holds every pair of codes (divisor "
                      f"code 0, which TFLite refuses, replaced by 1), including the divisor's zero point.")


def int16_div_model(rng):
    """An int16 DIV model: the converter's int8 DIV with its tensors retyped to INT16, zero points 0 and scales
    divided by 256 (TF 2.21's converter never makes int16 DIV, but its reference kernel runs it)."""
    import flatbuffers

    model = convert_fn(lambda a, b: a / b, [(256, 256), (256, 256)], [(-3.0, 3.0), (0.5, 4.0)], rng)
    m = schema.ModelT.InitFromPackedBuf(bytearray(model), 0)
    for t in m.subgraphs[0].tensors:
        if t.type == schema.TensorType.INT8:
            t.type = schema.TensorType.INT16
            t.quantization.zeroPoint = np.zeros_like(t.quantization.zeroPoint)
            t.quantization.scale = (np.asarray(t.quantization.scale) / 256).astype(np.float32)
    b = flatbuffers.Builder(1024)
    b.Finish(m.Pack(b), file_identifier=b"TFL3")
    return bytes(b.Output())


def special_div16(in_details, rng):
    """Case 0: every int16 dividend against a permutation of the divisors; case 1: every dividend against small,
    large and boundary divisors. Divisor code 0 (which TFLite refuses) is replaced by 1."""
    shape = [int(x) for x in in_details[0]["shape"]]
    a = np.arange(-32768, 32768, dtype=np.int16).reshape(shape)
    b1 = rng.permutation(a.ravel()).reshape(shape)
    edges = np.array([1, -1, 2, -2, 3, 7, -100, 32767, -32768, 1000, -5000, 12345], dtype=np.int16)
    b2 = np.resize(edges, a.size).reshape(shape)
    fix = lambda b: np.where(b == 0, np.int16(1), b).astype(np.int16)
    return [[a, fix(b1)], [a, fix(b2)]]


fixture(
    name="probe_div_16x8", kind="probe", scheme="int16x8",
    description="DIV int16 (the converter's int8 DIV retyped to int16, zero points 0): every dividend code against "
                "permuted and boundary divisors.",
    build=int16_div_model, expect_ops=["DIV"], only_ops=["DIV"], special=special_div16,
)
probe("probe_div_bcast_relu", "DIV", lambda rng: (lambda a, b: tf.nn.relu(a / b)), [(2, 6, 4), (1, 1, 4)],
      ranges=[(-3.0, 3.0), (0.5, 4.0)], act="RELU",
      description="DIV int8 with broadcast [2,6,4] / [1,1,4] and fused RELU.")
probe("probe_float_neg", "NEG", fn1(tf.math.negative), [(4, 16)], ranges=[(-2.0, 1.0)], allow=ISLAND,
      float_fallback=True, description="NEG in float between DEQUANTIZE and QUANTIZE, int8 I/O.")


# ---- LOG_SOFTMAX --------------------------------------------------------------------------------------------------

probe("probe_log_softmax", "LOG_SOFTMAX", lambda rng: tf.nn.log_softmax, [(6, 21)], ranges=[(-5.0, 4.0)],
      description="LOG_SOFTMAX int8, 21 logits per row (output q(16/256, 127)).")
probe("probe_log_softmax_4d", "LOG_SOFTMAX", lambda rng: tf.nn.log_softmax, [(1, 2, 5, 40)], ranges=[(-12.0, 9.0)],
      description="LOG_SOFTMAX int8 4-D, 40 logits per row, a wide input range (the diff_min cut-off applies).")
probe("probe_log_softmax_narrow", "LOG_SOFTMAX", lambda rng: tf.nn.log_softmax, [(8, 300)], ranges=[(-0.5, 0.7)],
      description="LOG_SOFTMAX int8, 300 logits per row on a narrow range (large sums of exponentials).")


# ---- 16x8 -----------------------------------------------------------------------------------------------------

probe("probe_conv_16x8", "CONV_2D", conv_maker(3, 3, 5, 1, "SAME", 1, "RELU"), [(1, 8, 7, 3)], act="RELU",
      scheme="int16x8", description="CONV_2D 16x8 (int16 act, int8 per-channel weights, int64 bias), fused RELU.")
probe("probe_conv_16x8_s2", "CONV_2D", conv_maker(3, 4, 3, 2, "SAME", 1, "NONE"), [(1, 9, 10, 4)],
      scheme="int16x8", description="CONV_2D 16x8 stride 2 SAME.")
probe("probe_dw_16x8", "DEPTHWISE_CONV_2D", dw_maker(3, 3, 2, 1, "SAME", 1, "NONE"), [(1, 7, 8, 3)],
      scheme="int16x8", description="DEPTHWISE_CONV_2D 16x8, multiplier 2.")
probe("probe_fc_16x8", "FULLY_CONNECTED", fc_maker(20, 9, "NONE"), [(3, 20)], scheme="int16x8",
      description="FULLY_CONNECTED 16x8 with int64 bias.")
probe("probe_fc_16x8_relu", "FULLY_CONNECTED", fc_maker(13, 6, "RELU"), [(2, 13)], scheme="int16x8", act="RELU",
      description="FULLY_CONNECTED 16x8 with int64 bias, fused RELU.")
probe("probe_add_16x8", "ADD", bin_maker("ADD"), [(16, 64), (16, 64)], scheme="int16x8",
      description="ADD 16x8 (pot_scale_int16=false path), equal shapes.")
probe("probe_add_16x8_relu_bcast", "ADD", bin_maker("ADD", "RELU"), [(1, 6, 5, 4), (1, 1, 1, 4)],
      scheme="int16x8", act="RELU", description="ADD 16x8 with broadcast, fused RELU.")
probe("probe_sub_16x8", "SUB", bin_maker("SUB"), [(16, 64), (16, 64)], scheme="int16x8",
      description="SUB 16x8, equal shapes.")
probe("probe_mul_16x8", "MUL", bin_maker("MUL"), [(16, 64), (16, 64)], scheme="int16x8",
      description="MUL 16x8, equal shapes.")
probe("probe_mul_16x8_bcast", "MUL", bin_maker("MUL"), [(1, 4, 5, 3), (1, 1, 5, 1)], scheme="int16x8",
      description="MUL 16x8 with broadcast.")
for nm, fnm in [("relu", tf.nn.relu), ("relu6", tf.nn.relu6)]:
    opname = {"relu": "RELU", "relu6": "RELU6"}[nm]
    probe(f"probe_{nm}_16x8", opname, constant_maker(fnm), [(256, 256)], ranges=[(-3.0, 7.0)],
          scheme="int16x8", special=special_all_codes,
          description=f"standalone {opname} 16x8, calibrated on [-3.0,7.0]; case 0 holds all 65536 int16 codes.")
for i, (lo, hi) in enumerate([(-6.0, 5.0), (-1.5, 2.0)]):
    probe(f"probe_logistic_16x8_s{i}", "LOGISTIC", lambda rng: tf.math.sigmoid, [(256, 256)], ranges=[(lo, hi)],
          scheme="int16x8", special=special_all_codes,
          description=f"LOGISTIC 16x8, calibrated on [{lo},{hi}]; case 0 holds all 65536 int16 codes.")
    probe(f"probe_tanh_16x8_s{i}", "TANH", lambda rng: tf.math.tanh, [(256, 256)], ranges=[(lo, hi)],
          scheme="int16x8", special=special_all_codes,
          description=f"TANH 16x8, calibrated on [{lo},{hi}]; case 0 holds all 65536 int16 codes.")
probe("probe_batch_matmul_16x8", "BATCH_MATMUL", lambda rng: (lambda a, b: tf.linalg.matmul(a, b)),
      [(2, 5, 6), (2, 6, 3)], scheme="int16x8",
      description="BATCH_MATMUL 16x8 (int16 x int16, int64 accumulation) [2,5,6] x [2,6,3].")

POT_MAX = 32767.0 / 4096.0  # calibrating on exactly +-POT_MAX gives an input scale of exactly 2^-12


def pot_rep(rng):
    return [[np.full((256, 256), v, dtype=np.float32)] for v in (POT_MAX, -POT_MAX)]


probe("probe_logistic_16x8_pot", "LOGISTIC", lambda rng: tf.math.sigmoid, [(256, 256)],
      ranges=[(-POT_MAX, POT_MAX)], scheme="int16x8", special=special_all_codes, extra_rep=pot_rep,
      description="LOGISTIC 16x8 with a power-of-two input scale (calibrated on exactly +-32767/4096); case 0 "
                  "holds all 65536 int16 codes.")
probe("probe_tanh_16x8_pot", "TANH", lambda rng: tf.math.tanh, [(256, 256)],
      ranges=[(-POT_MAX, POT_MAX)], scheme="int16x8", special=special_all_codes, extra_rep=pot_rep,
      description="TANH 16x8 with a power-of-two input scale (calibrated on exactly +-32767/4096); case 0 holds "
                  "all 65536 int16 codes.")
probe("probe_softmax_16x8", "SOFTMAX", lambda rng: tf.nn.softmax, [(6, 21)], ranges=[(-5.0, 4.0)],
      scheme="int16x8", description="SOFTMAX 16x8, 21 logits per row.")
probe("probe_softmax_16x8_4d", "SOFTMAX", lambda rng: tf.nn.softmax, [(1, 2, 5, 40)], ranges=[(-12.0, 9.0)],
      scheme="int16x8", description="SOFTMAX 16x8 4-D, 40 logits per row.")
probe("probe_avgpool_16x8", "AVERAGE_POOL_2D", pool_maker("avg", 3, 2, "SAME"), [(1, 9, 8, 3)],
      scheme="int16x8", description="AVERAGE_POOL_2D 16x8 3x3 stride 2 SAME.")
probe("probe_maxpool_16x8", "MAX_POOL_2D", pool_maker("max", 2, 2, "VALID"), [(1, 8, 9, 3)],
      scheme="int16x8", description="MAX_POOL_2D 16x8 2x2 stride 2 VALID.")


# ---- real topologies (real_models.py) and backend statistics for every entry -----------------------------------

from real_models import with_backend_stats  # noqa: E402  (also registers the kind="real" fixtures)
import torch_models  # noqa: E402,F401  (registers the PyTorch fixtures, kind="real")

build_one = with_backend_stats(build_one)  # entries get mismatch_*/max_diff_* vs optimized/XNNPACK, float_ops


# ---- float models (kind "float"): float32 I/O, float32 (or float16 behind DEQUANTIZE) weights, no quantization ---

import real_models  # noqa: E402  (already imported above; MediaPipe download helpers)


def convert_float(conv, fp16=False):
    """Plain float conversion (no quantization); fp16: float16 weights behind DEQUANTIZE (Optimize.DEFAULT with
    target_spec.supported_types [float16])."""
    if fp16:
        conv.optimizations = [tf.lite.Optimize.DEFAULT]
        conv.target_spec.supported_types = [tf.float16]
    with quiet_fds():
        return conv.convert()


def convert_float_fn(fn, shapes, fp16=False):
    tff = tf.function(fn, input_signature=[tf.TensorSpec(s, tf.float32, name=f"in{i}") for i, s in enumerate(shapes)])
    return convert_float(tf.lite.TFLiteConverter.from_concrete_functions([tff.get_concrete_function()], tff), fp16)


def convert_float_keras(model, fp16=False):
    return convert_float(tf.lite.TFLiteConverter.from_keras_model(model), fp16)


F_DEFAULT = FloatRange(-3.0, 4.0)


def float_probe(name, op, fn_maker, shapes, act=None, inputs=None, allow=(), description="", fp16=False,
                patch=None):
    """Register a single-op float probe (kind "float"); `inputs`: FloatRange per input (default F_DEFAULT);
    `patch(model) -> model` rewrites the converted flatbuffer."""
    ops = [op] if isinstance(op, str) else list(op)

    def build(rng):
        model = convert_float_fn(fn_maker(rng), seed_shapes(shapes, ops, rng), fp16)
        return patch(model) if patch is not None else model

    fixture(
        name=name, kind="float", scheme="float", description=description, build=build, expect_ops=ops,
        only_ops=ops + list(allow) + (["DEQUANTIZE"] if fp16 else []),
        expect_acts={ops[0]: act} if act is not None else None, float_inputs=list(inputs or [F_DEFAULT]),
    )


for (nm, h, w_, cin, cout, k, st, pad, dil, act, bias) in [
    ("same_relu", 9, 7, 3, 5, 3, 1, "SAME", 1, "RELU", True),
    ("valid_none", 8, 10, 4, 6, 3, 1, "VALID", 1, "NONE", True),
    ("s2same_even_relu6", 10, 12, 3, 4, 3, 2, "SAME", 1, "RELU6", True),
    ("s2same_odd_none", 11, 9, 5, 4, 3, 2, "SAME", 1, "NONE", True),
    ("s2valid_relu", 11, 10, 2, 7, 3, 2, "VALID", 1, "RELU", True),
    ("dil2same_relu6", 12, 11, 3, 5, 3, 1, "SAME", 2, "RELU6", True),
    ("dil2valid_none", 12, 12, 4, 3, 3, 1, "VALID", 2, "NONE", True),
    ("1x1_relu", 7, 6, 8, 12, 1, 1, "VALID", 1, "RELU", True),
    ("5x5_s2same_none", 13, 12, 2, 3, 5, 2, "SAME", 1, "NONE", True),
    ("nobias_same", 7, 8, 3, 4, 3, 1, "SAME", 1, "NONE", False),
    ("nobias_valid_relu", 8, 7, 4, 5, 3, 1, "VALID", 1, "RELU", False),
]:
    bias_txt = "bias" if bias else "no bias in the graph (the converter adds an all-zero bias tensor)"
    float_probe(f"float_conv_{nm}", "CONV_2D", conv_maker(k, cin, cout, st, pad, dil, act, bias), [(1, h, w_, cin)],
                act=act,
                description=f"CONV_2D float32 {k}x{k} stride {st} {pad} dilation {dil}, input {h}x{w_}x{cin} -> "
                            f"{cout} channels, {bias_txt}, fused {act}.")
float_probe("float_conv_batch2", "CONV_2D", conv_maker(3, 3, 4, 1, "SAME", 1, "RELU6"), [(2, 6, 7, 3)], act="RELU6",
            description="CONV_2D float32 3x3 stride 1 SAME, batch 2, bias, fused RELU6.")

for (nm, h, w_, cin, mult, k, st, pad, dil, act) in [
    ("m1_same_none", 9, 8, 4, 1, 3, 1, "SAME", 1, "NONE"),
    ("m1_valid_relu6", 8, 8, 5, 1, 3, 1, "VALID", 1, "RELU6"),
    ("m1_s2same_relu", 11, 10, 4, 1, 3, 2, "SAME", 1, "RELU"),
    ("m2_same_relu", 7, 9, 3, 2, 3, 1, "SAME", 1, "RELU"),
    ("m2_s2valid_none", 11, 10, 3, 2, 3, 2, "VALID", 1, "NONE"),
    ("m2_s2same_relu6", 10, 9, 3, 2, 3, 2, "SAME", 1, "RELU6"),
    ("m1_dil2_none", 12, 11, 4, 1, 3, 1, "SAME", 2, "NONE"),
]:
    float_probe(f"float_dw_{nm}", "DEPTHWISE_CONV_2D", dw_maker(k, cin, mult, st, pad, dil, act), [(1, h, w_, cin)],
                act=act,
                description=f"DEPTHWISE_CONV_2D float32 {k}x{k} multiplier {mult} stride {st} {pad} dilation {dil}, "
                            f"input {h}x{w_}x{cin}, bias, fused {act}.")

float_probe("float_fc_bias_none", "FULLY_CONNECTED", fc_maker(24, 10), [(3, 24)], act="NONE",
            description="FULLY_CONNECTED float32 with bias, batch 3, fused NONE.")
float_probe("float_fc_bias_relu", "FULLY_CONNECTED", fc_maker(17, 9, "RELU"), [(4, 17)], act="RELU",
            description="FULLY_CONNECTED float32 with bias, fused RELU.")
float_probe("float_fc_bias_relu6", "FULLY_CONNECTED", fc_maker(20, 8, "RELU6"), [(2, 20)], act="RELU6",
            description="FULLY_CONNECTED float32 with bias, fused RELU6.")
float_probe("float_fc_nobias", "FULLY_CONNECTED", fc_maker(30, 6, bias=False), [(2, 30)], act="NONE",
            description="FULLY_CONNECTED float32 without bias (bias input -1).")
float_probe("float_fc_nobias_relu", "FULLY_CONNECTED", fc_maker(11, 7, "RELU", bias=False), [(3, 11)], act="RELU",
            description="FULLY_CONNECTED float32 without bias (bias input -1), fused RELU.")
float_probe("float_fc_rank3", "FULLY_CONNECTED", fc_maker(12, 5), [(2, 6, 12)], act="NONE",
            description="FULLY_CONNECTED float32 on a rank-3 input [2,6,12] with bias (keep_num_dims true).")
float_probe("float_fc_rank3_nobias_relu", "FULLY_CONNECTED", fc_maker(9, 4, "RELU", bias=False), [(1, 5, 9)],
            act="RELU", description="FULLY_CONNECTED float32 on a rank-3 input [1,5,9], no bias, fused RELU "
                                    "(keep_num_dims true).")

for kind in ("ADD", "SUB", "MUL"):
    k = kind.lower()
    float_probe(f"float_{k}_same", kind, bin_maker(kind), [(3, 17, 19), (3, 17, 19)], act="NONE",
                description=f"{kind} float32 [3,17,19] and [3,17,19], fused NONE.")
    float_probe(f"float_{k}_relu", kind, bin_maker(kind, "RELU"), [(3, 17, 19), (3, 17, 19)], act="RELU",
                description=f"{kind} float32 [3,17,19] and [3,17,19], fused RELU.")
    float_probe(f"float_{k}_bcast_relu6", kind, bin_maker(kind, "RELU6"), [(1, 6, 5, 4), (1, 1, 5, 1)],
                act="RELU6", inputs=[FloatRange(-4.0, 8.0)],
                description=f"{kind} float32 with broadcast [1,6,5,4] and [1,1,5,1], fused RELU6.")
    float_probe(f"float_{k}_bcast_first", kind, bin_maker(kind), [(1, 1, 3, 5), (2, 4, 3, 5)], act="NONE",
                description=f"{kind} float32 with a broadcast first operand [1,1,3,5] and [2,4,3,5], fused NONE.")
    float_probe(f"float_{k}_bcast_rank", kind, bin_maker(kind), [(2, 4, 6), (6,)], act="NONE",
                description=f"{kind} float32 with rank broadcast [2,4,6] and [6], fused NONE.")
    float_probe(f"float_{k}_const", kind, bin_maker(kind, const_shape=(1, 1, 1, 5)), [(1, 4, 6, 5)], act="NONE",
                description=f"{kind} float32 of an input [1,4,6,5] and a constant [1,1,1,5] (second operand).")
float_probe("float_sub_const_relu", "SUB", bin_maker("SUB", "RELU", const_shape=(6,)), [(2, 3, 6)], act="RELU",
            description="SUB float32 of an input [2,3,6] and a constant [6], fused RELU.")
float_probe("float_mul_square", "MUL", bin_maker("MUL", square=True), [(16, 16)], act="NONE",
            description="MUL float32 x*x (the same tensor twice).")

for (nm, kind, k, s, pad, shp, act) in [
    ("avgpool_2x2s2_valid_odd", "avg", 2, 2, "VALID", (1, 9, 11, 5), "NONE"),
    ("avgpool_3x3s2_same", "avg", 3, 2, "SAME", (1, 10, 9, 4), "NONE"),
    ("avgpool_3x3s1_same", "avg", 3, 1, "SAME", (1, 6, 7, 3), "NONE"),
    ("avgpool_3x3s2_same_relu", "avg", 3, 2, "SAME", (1, 9, 9, 3), "RELU"),
    ("avgpool_2x2s1_valid_relu6", "avg", 2, 1, "VALID", (1, 6, 5, 4), "RELU6"),
    ("avgpool_3x3s1_valid", "avg", 3, 1, "VALID", (2, 7, 6, 3), "NONE"),
    ("maxpool_2x2s2_valid", "max", 2, 2, "VALID", (1, 9, 8, 6), "NONE"),
    ("maxpool_3x3s2_same", "max", 3, 2, "SAME", (1, 11, 10, 4), "NONE"),
    ("maxpool_3x3s1_same_relu", "max", 3, 1, "SAME", (1, 7, 6, 3), "RELU"),
    ("maxpool_2x2s2_same_relu6", "max", 2, 2, "SAME", (1, 7, 8, 3), "RELU6"),
    ("maxpool_3x3s1_valid", "max", 3, 1, "VALID", (2, 6, 7, 2), "NONE"),
]:
    op = "AVERAGE_POOL_2D" if kind == "avg" else "MAX_POOL_2D"
    float_probe(f"float_{nm}", op, pool_maker(kind, k, s, pad, act), [shp], act=act,
                inputs=[FloatRange(-5.0, 8.0)] if act == "RELU6" else None,
                description=f"{op} float32 {k}x{k} stride {s} {pad} on {list(shp)}, fused {act}.")

for (nm, axes, keep, shp) in [
    ("12", [1, 2], False, (2, 3, 3, 6)),
    ("12_n63", [1, 2], False, (1, 7, 9, 5)),
    ("12_keep", [1, 2], True, (1, 6, 6, 5)),
    ("12_keep_batch2", [1, 2], True, (2, 5, 4, 3)),
    ("3", [3], False, (1, 5, 6, 4)),
    ("1", [1], False, (2, 5, 3)),
    ("02_keep", [0, 2], True, (3, 4, 5)),
]:
    float_probe(f"float_mean_{nm}", "MEAN", mean_maker(axes, keep), [shp],
                description=f"MEAN float32 over axes {axes} of {list(shp)}, keep_dims {str(keep).lower()}.")

float_probe("float_squared_difference_bcast", "SQUARED_DIFFERENCE", lambda rng: tf.math.squared_difference,
            [(4, 6, 8), (1, 1, 8)], description="SQUARED_DIFFERENCE float32 with broadcast [4,6,8] and [1,1,8].")
float_probe("float_square", "SQUARE", fn1(tf.math.square), [(32, 32)], description="SQUARE float32.")
float_probe("float_gather_nd", "GATHER_ND",
            lambda rng: (lambda x: tf.gather_nd(x, tf.constant([[[0, 2], [3, 1]], [[1, 0], [2, 2]]], tf.int32))),
            [(4, 3, 5)], description="GATHER_ND float32 of [4,3,5] with constant [2,2,2] index pairs.")
float_probe("float_resize_bilinear_half_pixel", "RESIZE_BILINEAR", fn1(lambda x: tf.image.resize(x, [9, 11])),
            [(1, 4, 5, 3)], description="RESIZE_BILINEAR float32 half_pixel_centers, 4x5 -> 9x11.")
float_probe("float_resize_bilinear_align", "RESIZE_BILINEAR",
            fn1(lambda x: tf.compat.v1.image.resize_bilinear(x, [7, 3], align_corners=True)), [(1, 5, 6, 2)],
            description="RESIZE_BILINEAR float32 align_corners, 5x6 -> 7x3.")
float_probe("float_resize_bilinear_plain", "RESIZE_BILINEAR",
            fn1(lambda x: tf.compat.v1.image.resize_bilinear(x, [6, 10])), [(2, 3, 4, 2)],
            description="RESIZE_BILINEAR float32 with neither flag, batch 2, 3x4 -> 6x10.")
float_probe("float_dynamic_update_slice", "DYNAMIC_UPDATE_SLICE",
            lambda rng: (lambda x, u: _xla().dynamic_update_slice(x, u, tf.constant([1, 5, 0], tf.int32))),
            [(4, 6, 3), (2, 3, 3)],
            description="DYNAMIC_UPDATE_SLICE float32 [4,6,3] <- [2,3,3] at (1, 5, 0), clamped to (1, 3, 0).")
float_probe("float_reduce_max", "REDUCE_MAX", fn1(lambda x: tf.reduce_max(x, axis=[1])), [(6, 10, 4)],
            description="REDUCE_MAX float32 over axis 1 (ties, -0.0 and 0.0 among the inputs).")
float_probe("float_reduce_min_keep", "REDUCE_MIN", fn1(lambda x: tf.reduce_min(x, axis=[0, 2], keepdims=True)),
            [(3, 5, 6)], description="REDUCE_MIN float32 over axes 0 and 2, keep_dims.")
float_probe("float_arg_max", "ARG_MAX", fn1(lambda x: tf.argmax(x, axis=1, output_type=tf.int32)), [(6, 10, 4)],
            description="ARG_MAX float32 along axis 1, int32 indices (ties keep the first).")
float_probe("float_arg_min", "ARG_MIN", fn1(lambda x: tf.argmin(x, axis=2)), [(3, 5, 7)],
            description="ARG_MIN float32 along axis 2, int64 indices.")
float_probe("float_cumsum", "CUMSUM", fn1(lambda x: tf.math.cumsum(x, axis=1)), [(4, 12, 3)],
            description="CUMSUM float32 along axis 1.")
float_probe("float_cumsum_exclusive_reverse", "CUMSUM",
            fn1(lambda x: tf.math.cumsum(x, axis=-1, exclusive=True, reverse=True)), [(3, 5, 9)],
            description="CUMSUM float32 along the last axis, exclusive and reverse.")
float_probe("float_cumsum_int32", "CUMSUM",
            fn1(lambda x: tf.cast(tf.math.cumsum(tf.cast(x * 100.0, tf.int32), axis=0), tf.float32)), [(7, 6)],
            allow=("CAST", "MUL"), description="CUMSUM int32 (between CASTs) along axis 0.")
float_probe("float_gelu_approximate", "GELU", fn1(lambda x: tf.nn.gelu(x, approximate=True)), [(48, 67)],
            inputs=[FloatRange(-10.0, 10.0, (0.0, 1.0, -1.0, 3.0, -3.0, 7.9), far=200.0)],
            description="GELU float32, approximate = true: Eigen's expression with its packet tanh (TF's wheel: AVX, "
                        "no FMA). The exact form (erfc) is not a fixture: its Eigen erfc uses rcpps, whose bits "
                        "depend on the CPU.")
float_probe("float_pow_int32", "POW",
            fn1(lambda x: tf.cast(tf.pow(tf.cast(x, tf.int32), tf.constant([0, 1, 2, 3, 5, 7, 17, 30, 31], tf.int32)),
                                  tf.float32)), [(16, 9)],
            allow=("CAST",), inputs=[FloatRange(-60.0, 60.0, (0.0, 1.0, -1.0, 2.0, -2.0, 3.0))],
            description="POW int32 (between CASTs) by the constant exponents [0, 1, 2, 3, 5, 7, 17, 30, 31] "
                        "broadcast over the rows: powers outside int32 are INT32_MIN (std::pow's double converted "
                        "to int32 on x86-64), (-2)^31 fits.")
float_probe("float_cast_int32", "CAST", fn1(lambda x: tf.cast(tf.cast(x, tf.int32), tf.float32)), [(64, 64)],
            inputs=[FloatRange(-5.0, 8.0, (0.0, 0.5, -0.5, 2.0))],
            description="CAST float32 -> int32 (truncation toward zero) -> float32.")
float_probe("float_greater_select", ["GREATER", "SELECT"],
            lambda rng: (lambda a, b, c: tf.where(a > b, a, c)), [(8, 16), (8, 16), (8, 16)],
            description="SELECT_V2(a > b, a, c) float32.")
float_probe("float_less_equal_select", ["LESS_EQUAL", "SELECT"],
            lambda rng: (lambda a, c: tf.where(a <= 0.0, a, c)), [(8, 16), (8, 16)],
            inputs=[FloatRange(-3.0, 4.0, (0.0,))],
            description="SELECT_V2(a <= 0.0, a, c) float32 (-0.0 and 0.0 among the inputs).")
float_probe("float_sqrt", "SQRT", fn1(tf.sqrt), [(64, 64)],
            inputs=[FloatRange(0.0, 9.0, (0.0, 1.0, 4.0, 2.0), far=1e30)],
            description="SQRT float32 (correctly rounded): [0, 9], squares and their float32 neighbours, "
                        "magnitudes up to 1e30 and negative values (NaN).")
float_probe("float_rsqrt", "RSQRT", fn1(tf.math.rsqrt), [(64, 64)],
            inputs=[FloatRange(0.0, 9.0, (0.0, 1.0, 4.0, 0.25), far=1e30)],
            description="RSQRT float32: TFLite's 1.f / std::sqrt(x) (0 gives inf, negatives NaN).")
float_probe("float_sum_02", "SUM", fn1(lambda x: tf.reduce_sum(x, axis=[0, 2])), [(3, 4, 9)],
            inputs=[FloatRange(-3.0, 4.0, far=1e7)],
            description="SUM float32 over axes 0 and 2 of [3,4,9]: each result from 0.0f in row-major order "
                        "(magnitudes up to 1e7 make the order visible).")
float_probe("float_select_rank1", ["GREATER", "SELECT"],
            lambda rng: (lambda a, b, c: tf.raw_ops.Select(condition=tf.reduce_sum(a, axis=1) > c[:, 0], x=a, y=b)),
            [(6, 5), (6, 5), (6, 1)], allow=("SUM", "STRIDED_SLICE", "RESHAPE", "SQUEEZE"),
            description="SELECT (v1, tf.raw_ops.Select) with a rank-1 condition [6] over [6,5] inputs: whole rows "
                        "picked (TFLite's RankOneSelect).")
float_probe("float_relu", "RELU", fn1(tf.nn.relu), [(64, 64)], inputs=[FloatRange(-5.0, 8.0, (0.0,))],
            description="standalone RELU float32 (values around 0, including -0.0).")
float_probe("float_relu6", "RELU6", fn1(tf.nn.relu6), [(64, 64)], inputs=[FloatRange(-4.0, 10.0, (0.0, 6.0))],
            description="standalone RELU6 float32 (values around 0 and 6, including -0.0).")
float_probe("float_hard_swish", "HARD_SWISH", fn1(lambda x: x * tf.nn.relu6(x + 3.0) * (1.0 / 6.0)), [(64, 64)],
            inputs=[FloatRange(-8.0, 8.0, (-3.0, 0.0, 3.0), far=1e6)],
            description="HARD_SWISH float32 (fused from x*relu6(x+3)/6): uniform [-8,8], values around -3, 0, 3 "
                        "(with their float32 neighbours) and magnitudes up to 1e6.")
float_probe("float_logistic", "LOGISTIC", fn1(tf.math.sigmoid), [(64, 64)],
            inputs=[FloatRange(-14.0, 22.0, (-9.0, 0.0, 16.619047164916992), far=80.0)],
            description="LOGISTIC float32: uniform [-14,22] (below -9, between, above 16.62), values around the "
                        "reference kernel's cut-offs -9 and 16.619047 and 0 (with float32 neighbours), magnitudes up "
                        "to 80.")
float_probe("float_tanh", "TANH", fn1(tf.math.tanh), [(64, 64)],
            inputs=[FloatRange(-6.0, 6.0, (-3.0, 0.0, 3.0), far=1e6)],
            description="TANH float32: uniform [-6,6], values around -3, 0, 3 (with float32 neighbours) and "
                        "magnitudes up to 1e6.")

float_probe("float_concat_axis_m1", "CONCATENATION", lambda rng: (lambda a, b: tf.concat([a, b], -1)),
            [(1, 4, 5, 3), (1, 4, 5, 2)], description="CONCATENATION float32 of two inputs on axis -1 (kept as -1).")
float_probe("float_concat_axis1_3in", "CONCATENATION", lambda rng: (lambda a, b, c: tf.concat([a, b, c], 1)),
            [(2, 3, 4), (2, 1, 4), (2, 5, 4)], description="CONCATENATION float32 of three inputs on axis 1.")
float_probe("float_concat_axis0", "CONCATENATION", lambda rng: (lambda a, b: tf.concat([a, b], 0)),
            [(2, 3, 4), (1, 3, 4)], description="CONCATENATION float32 of two inputs on axis 0.")
float_probe("float_pad", "PAD", fn1(lambda x: tf.pad(x, [[0, 0], [1, 2], [3, 0], [0, 1]])), [(1, 5, 4, 3)],
            description="PAD float32 (zero fill), paddings [[0,0],[1,2],[3,0],[0,1]].")
float_probe("float_pad_3d", "PAD", fn1(lambda x: tf.pad(x, [[1, 0], [0, 2], [2, 1]])), [(2, 3, 4)],
            description="PAD float32 rank 3 (zero fill), paddings [[1,0],[0,2],[2,1]].")
float_probe("float_reshape", "RESHAPE", fn1(lambda x: tf.reshape(x, [3, 20])), [(1, 4, 5, 3)],
            description="RESHAPE float32 [1,4,5,3] -> [3,20].")

float_probe("float_softmax_10", "SOFTMAX", fn1(tf.nn.softmax), [(8, 10)], inputs=[FloatRange(-6.0, 5.0)],
            description="SOFTMAX float32 (beta 1) with 10 logits per row.")
float_probe("float_softmax_4d", "SOFTMAX", fn1(tf.nn.softmax), [(1, 3, 4, 9)],
            description="SOFTMAX float32 (beta 1) 4-D [1,3,4,9] over the last axis.")
float_probe("float_softmax_500", "SOFTMAX", fn1(tf.nn.softmax), [(3, 500)], inputs=[FloatRange(-30.0, 25.0)],
            description="SOFTMAX float32 (beta 1) with 500 logits per row, wide logits.")

SOFTMAX_BETA = 0.37


def patch_softmax_beta(beta):
    """Set the beta of every SOFTMAX of a converted model (the converter always writes beta 1: tf.nn.softmax(x * b)
    becomes MUL + SOFTMAX(beta 1), and nothing in TF makes a SOFTMAX with another beta)."""
    import flatbuffers

    def patch(model: bytes) -> bytes:
        m = schema.ModelT.InitFromPackedBuf(bytearray(model), 0)
        n = 0
        for op in m.subgraphs[0].operators:
            c = m.operatorCodes[op.opcodeIndex]
            if max(c.builtinCode, c.deprecatedBuiltinCode) == schema.BuiltinOperator.SOFTMAX:
                op.builtinOptions.beta = float(np.float32(beta))
                n += 1
        assert n, "no SOFTMAX to patch"
        b = flatbuffers.Builder(1024)
        b.Finish(m.Pack(b), file_identifier=b"TFL3")
        return bytes(b.Output())

    return patch


float_probe("float_softmax_beta", "SOFTMAX", fn1(tf.nn.softmax), [(6, 21)], inputs=[FloatRange(-8.0, 6.0)],
            patch=patch_softmax_beta(SOFTMAX_BETA),
            description=f"SOFTMAX float32 with beta {SOFTMAX_BETA}: the converter's SOFTMAX (beta 1) with beta "
                        "rewritten in the flatbuffer (the converter never emits another beta), 21 logits per row.")

# float16 weights behind DEQUANTIZE
float_probe("float_fp16_conv", "CONV_2D", conv_maker(3, 3, 5, 1, "SAME", 1, "RELU6"), [(1, 9, 7, 3)], act="RELU6",
            fp16=True,
            description="CONV_2D float32 3x3 SAME, fused RELU6, with float16 weights and bias, each behind a "
                        "DEQUANTIZE (converter Optimize.DEFAULT + supported_types [float16]).")


# ---- dynamic-range ("hybrid") models: float I/O, int8 weights, inputs quantized at run time --------------------
#
# The converter with Optimize.DEFAULT and no representative dataset quantizes the weights of tensors with at least
# 1024 elements to int8 (per channel; per tensor for dense layers with
# _experimental_disable_per_channel_quantization_for_dense_layers) and leaves everything else in float. Their
# kernels quantize each input row at run time (FULLY_CONNECTED: symmetric, or asymmetric with
# asymmetric_quantize_inputs, which the converter sets), on x86-64 with the NEON quantizers through NEON_2_SSE.


def convert_hybrid(conv, per_tensor_dense=False, per_tensor=False):
    conv.optimizations = [tf.lite.Optimize.DEFAULT]
    if per_tensor:
        conv._experimental_disable_per_channel = True
    if per_tensor_dense:
        conv._experimental_disable_per_channel_quantization_for_dense_layers = True
    with quiet_fds():
        return conv.convert()


def patch_fc_asymmetric(asymmetric):
    """Set asymmetric_quantize_inputs on every FULLY_CONNECTED (the converter always sets it for hybrid ones)."""
    import flatbuffers

    def patch(model: bytes) -> bytes:
        m = schema.ModelT.InitFromPackedBuf(bytearray(model), 0)
        n = 0
        for op in m.subgraphs[0].operators:
            c = m.operatorCodes[op.opcodeIndex]
            if max(c.builtinCode, c.deprecatedBuiltinCode) == schema.BuiltinOperator.FULLY_CONNECTED:
                op.builtinOptions.asymmetricQuantizeInputs = asymmetric
                n += 1
        assert n, "no FULLY_CONNECTED to patch"
        b = flatbuffers.Builder(1024)
        b.Finish(m.Pack(b), file_identifier=b"TFL3")
        return bytes(b.Output())

    return patch


def patch_int4_weights(ops=("FULLY_CONNECTED", "CONV_2D", "DEQUANTIZE")):
    """Store the int8 (or float16, behind DEQUANTIZE) weights of the listed operators as packed INT4 with zero points
    0: int8 values become q >> 4 with 16x the scales; float16 ones are quantized per output channel (axis 0) to
    [-7, 7]. TF 2.21's converter never writes INT4 (ai-edge-quantizer does); the expected outputs are still TFLite's
    own kernels' on the patched model. Packing: element 2k in the low nibble of byte k, continuously across rows."""
    import flatbuffers

    def pack(q):
        q = (q.astype(np.int16).ravel() & 0xF).astype(np.uint8)
        if q.size % 2:
            q = np.append(q, np.uint8(0))
        return (q[0::2] | (q[1::2] << 4)).astype(np.uint8)

    def patch(model: bytes) -> bytes:
        m = schema.ModelT.InitFromPackedBuf(bytearray(model), 0)
        g = m.subgraphs[0]
        n = 0
        for op in g.operators:
            c = m.operatorCodes[op.opcodeIndex]
            code = max(c.builtinCode, c.deprecatedBuiltinCode)
            if code not in [getattr(schema.BuiltinOperator, o) for o in ops]:
                continue
            k = 0 if code == schema.BuiltinOperator.DEQUANTIZE else 1
            t = g.tensors[op.inputs[k]]
            buf = m.buffers[t.buffer]
            shape = [int(d) for d in t.shape]
            if buf.data is None or len(shape) < 2:
                continue
            if t.type == schema.TensorType.INT8:
                q8 = np.frombuffer(bytes(buf.data), np.int8).reshape(shape)
                t.quantization.scale = [float(np.float32(s) * 16) for s in t.quantization.scale]
                q4 = q8.astype(np.int16) >> 4
            elif t.type == schema.TensorType.FLOAT16:
                w = np.frombuffer(bytes(buf.data), np.float16).astype(np.float32).reshape(shape)
                amax = np.maximum(np.abs(w.reshape(shape[0], -1)).max(axis=1), np.float32(1e-6))
                scales = (amax / 7.0).astype(np.float32)
                q4 = np.clip(np.round(w / scales.reshape([-1] + [1] * (len(shape) - 1))), -7, 7).astype(np.int16)
                qp = schema.QuantizationParametersT()
                qp.scale = [float(s) for s in scales]
                qp.zeroPoint = [0] * len(scales)
                qp.quantizedDimension = 0
                t.quantization = qp
            else:
                continue
            t.quantization.zeroPoint = [0] * len(t.quantization.scale)
            t.type = schema.TensorType.INT4
            buf.data = pack(q4)
            n += 1
        assert n, "no weights to patch"
        b = flatbuffers.Builder(1024)
        b.Finish(m.Pack(b), file_identifier=b"TFL3")
        return bytes(b.Output())

    return patch


HALF_BELOW = float(np.float32(np.nextafter(np.float32(0.5), np.float32(0.0))))  # 0.49999997f, 0x3EFFFFFF


def special_hybrid_rows(in_details, rng):
    """Crafted cases for row-quantized inputs (rank 2 or more, rows along the last axis):
    1. row 0 all zero (scale 1), row 1 holding 127 and 0.49999997 in the first block of 8 and in the tail (the NEON
       quantizer's block rounding gives 1 where roundf gives 0), row 2 values near half-integers after scaling, the
       rest random with some exact zeros;
    2. the whole input zero (the kernel skips the product)."""
    d = in_details[0]
    shape = [int(x) for x in d["shape"]]
    k = shape[-1]
    x = rng.uniform(-3.0, 4.0, size=shape).astype(np.float32).reshape(-1, k)
    x[0] = 0.0
    x[1] = 0.0
    x[1, 0] = 127.0
    x[1, 1] = HALF_BELOW
    x[1, -1] = HALF_BELOW
    x[1, 2] = -HALF_BELOW
    if x.shape[0] > 2:
        x[2] = (rng.integers(-120, 120, size=k) + 0.5).astype(np.float32)
        x[2, 0] = 127.0
    x[3:][rng.random(size=x[3:].shape) < 0.1] = 0.0
    return [[x.reshape(shape)], [np.zeros(shape, np.float32)]]


def hybrid_probe(name, op, fn_maker, shapes, act=None, description="", per_tensor_dense=False, patch=None,
                 per_tensor=False):
    """A single-op dynamic-range probe (kind "float", scheme "hybrid")."""

    def build(rng):
        tff = tf.function(fn_maker(rng), input_signature=[tf.TensorSpec(s, tf.float32, name=f"in{i}")
                                                          for i, s in enumerate(shapes)])
        conv = tf.lite.TFLiteConverter.from_concrete_functions([tff.get_concrete_function()], tff)
        model = convert_hybrid(conv, per_tensor_dense, per_tensor)
        return patch(model) if patch is not None else model

    fixture(
        name=name, kind="float", scheme="hybrid", description=description, build=build, expect_ops=[op],
        only_ops=[op], expect_acts={op: act} if act is not None else None, float_inputs=[FloatRange(-3.0, 4.0)],
        special=special_hybrid_rows, n_cases=4,
    )


hybrid_probe("hybrid_fc_asym_relu", "FULLY_CONNECTED", fc_maker(67, 40, "RELU"), [(5, 67)], act="RELU",
             description="FULLY_CONNECTED hybrid (float input, int8 per-channel weights [40,67], float bias), "
                         "asymmetric input quantization per row (the converter's default), fused RELU; 67 columns: "
                         "8 blocks of 8 and a tail of 3.")
hybrid_probe("hybrid_fc_sym", "FULLY_CONNECTED", fc_maker(67, 40), [(5, 67)], act="NONE",
             patch=patch_fc_asymmetric(False),
             description="FULLY_CONNECTED hybrid as hybrid_fc_asym_relu with symmetric input quantization "
                         "(asymmetric_quantize_inputs rewritten to false), fused NONE.")
hybrid_probe("hybrid_fc_per_tensor_relu6", "FULLY_CONNECTED", fc_maker(40, 64, "RELU6"), [(3, 40)], act="RELU6",
             per_tensor_dense=True,
             description="FULLY_CONNECTED hybrid with per-tensor int8 weights [64,40] "
                         "(_experimental_disable_per_channel_quantization_for_dense_layers), asymmetric, fused RELU6; "
                         "40 columns: 5 whole blocks, no tail.")
hybrid_probe("hybrid_fc_nobias_rank3", "FULLY_CONNECTED", fc_maker(70, 24, bias=False), [(2, 3, 70)], act="NONE",
             description="FULLY_CONNECTED hybrid without bias on a rank-3 input [2,3,70] (keep_num_dims), "
                         "asymmetric, 6 rows of 70 columns.")
hybrid_probe("hybrid_fc_sym_small_k", "FULLY_CONNECTED", fc_maker(5, 256), [(4, 5)], act="NONE",
             patch=patch_fc_asymmetric(False),
             description="FULLY_CONNECTED hybrid, 5 columns (no whole block: every element rounds with roundf), "
                         "symmetric, weights [256,5].")


hybrid_probe("hybrid_conv_per_channel_relu", "CONV_2D", conv_maker(3, 13, 24, 1, "SAME", 1, "RELU"), [(2, 7, 9, 13)],
             act="RELU",
             description="CONV_2D hybrid 3x3 SAME, int8 per-channel weights [24,3,3,13] (HybridConvPerChannel: each "
                         "image quantized asymmetrically, padded taps skipped), float bias, batch 2, fused RELU; "
                         "images of 819 values (102 blocks of 8 and a tail of 3).")
hybrid_probe("hybrid_conv_per_tensor_s2", "CONV_2D", conv_maker(3, 12, 16, 2, "VALID", 1, "NONE"), [(1, 11, 10, 12)],
             act="NONE", per_tensor=True,
             description="CONV_2D hybrid 3x3 stride 2 VALID with per-tensor int8 weights (_experimental_disable_per_"
                         "channel; the per-tensor kernel optimized_ops::HybridConv, which BUILTIN_REF runs too: the "
                         "image quantized symmetrically), float bias.")
hybrid_probe("hybrid_conv_per_tensor_same_relu6", "CONV_2D", conv_maker(3, 10, 12, 1, "SAME", 2, "RELU6"),
             [(1, 9, 8, 10)], act="RELU6", per_tensor=True,
             description="CONV_2D hybrid 3x3 SAME dilation 2 with per-tensor int8 weights (symmetric image, im2col "
                         "padding 0), float bias, fused RELU6.")
hybrid_probe("hybrid_dw_relu6", "DEPTHWISE_CONV_2D", dw_maker(3, 32, 4, 2, "SAME", 1, "RELU6"), [(1, 9, 8, 32)],
             act="RELU6",
             description="DEPTHWISE_CONV_2D hybrid 3x3 multiplier 4 stride 2 SAME, int8 per-channel weights "
                         "[1,3,3,128] (DepthwiseConvHybridPerChannel: the image quantized asymmetrically), float "
                         "bias, fused RELU6.")


float_probe("float_reduce_prod_1", "REDUCE_PROD", fn1(lambda x: tf.reduce_prod(x, axis=[1])), [(3, 7, 5)],
            inputs=[FloatRange(-1.7, 1.9, far=40.0)],
            description="REDUCE_PROD float32 over axis 1 of [3,7,5] (7 factors per result, in order from 1).")
float_probe("float_reduce_prod_02_keep", "REDUCE_PROD", fn1(lambda x: tf.reduce_prod(x, axis=[0, 2], keepdims=True)),
            [(2, 5, 4)], inputs=[FloatRange(-1.5, 1.5)],
            description="REDUCE_PROD float32 over axes 0 and 2 of [2,5,4], keep_dims: 8 factors per result in "
                        "row-major order.")
float_probe("float_batch_matmul", "BATCH_MATMUL", fn1(lambda a, b: tf.matmul(a, b)), [(2, 5, 7), (2, 7, 6)],
            description="BATCH_MATMUL float32 [2,5,7] x [2,7,6] (two run-time operands).")
float_probe("float_batch_matmul_adj_bcast", "BATCH_MATMUL",
            fn1(lambda a, b: tf.matmul(a, b, adjoint_a=True, adjoint_b=True)), [(3, 1, 9, 4), (2, 5, 9)],
            description="BATCH_MATMUL float32 with adj_x and adj_y, batch dimensions broadcast: [3,1,9,4]^T x "
                        "[2,5,9]^T -> [3,2,4,5].")
hybrid_probe("hybrid_fc_int4", "FULLY_CONNECTED", fc_maker(67, 40, "RELU"), [(5, 67)], act="RELU",
             patch=patch_int4_weights(("FULLY_CONNECTED",)),
             description="FULLY_CONNECTED hybrid with packed INT4 per-channel weights [40,67] (67 columns: rows "
                         "start mid-byte), asymmetric rows, float bias, fused RELU; hybrid_fc_asym_relu's int8 "
                         "weights rewritten as q >> 4 with 16x the scales.")
hybrid_probe("hybrid_conv_int4", "CONV_2D", conv_maker(3, 13, 24, 1, "SAME", 1, "NONE"), [(1, 7, 9, 13)],
             act="NONE", patch=patch_int4_weights(("CONV_2D",)),
             description="CONV_2D hybrid (per-channel kernel) with packed INT4 weights [24,3,3,13], float bias.")
float_probe("float_int4_dequantize_conv", "CONV_2D", conv_maker(3, 8, 12, 1, "SAME", 1, "RELU6"), [(1, 9, 7, 8)],
            act="RELU6", fp16=True, patch=patch_int4_weights(("DEQUANTIZE",)),
            description="CONV_2D float32 with weight-only INT4 weights behind a DEQUANTIZE (ai-edge-quantizer's "
                        "weight-only form): the converter's float16 weights rewritten as packed INT4, per output "
                        "channel, zero points 0; the float16 bias stays behind its DEQUANTIZE.")


def embedding_lookup_model(per_row, uint8=False):
    """EMBEDDING_LOOKUP(ids, table) with an int8 (or uint8) table and a float output, TFLite's hybrid kernel: the
    converter writes GATHER for tf.gather, so a float GATHER(table, ids) is rewritten into EMBEDDING_LOOKUP(ids,
    table) with the table quantized per row (or per tensor), zero points 0."""
    import flatbuffers

    def build(rng):
        table = rng.normal(size=(9, 5)).astype(np.float32) * rng.uniform(0.1, 3.0, size=(9, 1)).astype(np.float32)
        fn = tf.function(lambda ids: tf.gather(table, ids), input_signature=[tf.TensorSpec((6,), tf.int32, name="in0")])
        model = convert_float(tf.lite.TFLiteConverter.from_concrete_functions([fn.get_concrete_function()], fn))
        m = schema.ModelT.InitFromPackedBuf(bytearray(model), 0)
        g = m.subgraphs[0]
        [op] = g.operators
        code = m.operatorCodes[op.opcodeIndex]
        assert max(code.builtinCode, code.deprecatedBuiltinCode) == schema.BuiltinOperator.GATHER
        code.builtinCode = code.deprecatedBuiltinCode = schema.BuiltinOperator.EMBEDDING_LOOKUP
        code.version = 1
        params, ids = op.inputs
        op.inputs = np.array([ids, params], dtype=np.int32)
        op.builtinOptionsType, op.builtinOptions = 0, None
        t = g.tensors[params]
        w = np.frombuffer(bytes(m.buffers[t.buffer].data), np.float32).reshape(9, 5)
        amax = np.abs(w).max(axis=1) if per_row else np.full(9, np.abs(w).max(), np.float32)
        scales = (amax / 127.0).astype(np.float32)
        q = np.clip(np.round(w / scales[:, None]), -127, 127).astype(np.int8)
        qp = schema.QuantizationParametersT()
        qp.scale = [float(x) for x in (scales if per_row else scales[:1])]
        qp.zeroPoint = [0] * len(qp.scale)
        qp.quantizedDimension = 0
        t.quantization = qp
        t.type = schema.TensorType.UINT8 if uint8 else schema.TensorType.INT8
        m.buffers[t.buffer].data = q.view(np.uint8).ravel()
        b = flatbuffers.Builder(1024)
        b.Finish(m.Pack(b), file_identifier=b"TFL3")
        return bytes(b.Output())

    return build


def special_ids(in_details, rng):
    return [[np.array([0, 8, 3, 3, 1, 7], np.int32)], [rng.integers(0, 9, size=6).astype(np.int32)],
            [np.array([8, 7, 6, 5, 4, 2], np.int32)]]


for nm, per_row, u8, what in [("per_row", True, False, "int8 table quantized per row"),
                              ("per_tensor", False, False, "int8 table quantized per tensor"),
                              ("uint8", True, True, "uint8 table (its bytes read as int8, as the kernel does)")]:
    fixture(
        name=f"hybrid_embedding_lookup_{nm}", kind="float", scheme="hybrid",
        description=f"EMBEDDING_LOOKUP hybrid: {what}, float output (rows dequantized at run time, "
                    "value * scale in float); a float GATHER rewritten (the converter writes no EMBEDDING_LOOKUP).",
        build=embedding_lookup_model(per_row, u8), expect_ops=["EMBEDDING_LOOKUP"], only_ops=["EMBEDDING_LOOKUP"],
        special=special_ids, n_cases=3,
    )


def km_aeq_cnn():
    inp = keras.Input((20, 20, 3), batch_size=1)
    x = keras.layers.Conv2D(16, 3, padding="same", activation="relu", bias_initializer=rand_bias())(inp)
    x = keras.layers.Conv2D(32, 3, strides=2, padding="same", activation="relu6", bias_initializer=rand_bias())(x)
    x = keras.layers.DepthwiseConv2D(3, depth_multiplier=2, padding="same", activation="relu",
                                     bias_initializer=rand_bias())(x)
    x = keras.layers.GlobalAveragePooling2D()(x)
    x = keras.layers.Dense(64, activation="relu", bias_initializer=rand_bias())(x)
    return keras.Model(inp, keras.layers.Dense(10, bias_initializer=rand_bias())(x))


def aeq_builder(name, recipe_name):
    def build(rng):
        real_models._fresh_keras(name)
        float_model, names = real_models.prepare_float_model(convert_float_keras(km_aeq_cnn()))
        return real_models.quantize_with_aeq(float_model, names, [[1, 20, 20, 3]], (-1.0, 1.0), recipe_name, rng)

    return build


def km_aeq_mlp():
    inp = keras.Input((64,), batch_size=2)
    x = keras.layers.Dense(48, activation="relu", bias_initializer=rand_bias())(inp)
    return keras.Model(inp, keras.layers.Dense(10, bias_initializer=rand_bias())(x))


def aeq_mlp_builder(recipe_name):
    def build(rng):
        real_models._fresh_keras(f"aeq_mlp_{recipe_name}")
        float_model, names = real_models.prepare_float_model(convert_float_keras(km_aeq_mlp()))
        return real_models.quantize_with_aeq(float_model, names, [[2, 64]], (-1.0, 1.0), recipe_name, rng)

    return build


fixture(
    name="aeq_dynamic_wi2c_mlp", kind="float", scheme="hybrid",
    description="Keras MLP 64 -> 48 (ReLU) -> 10, batch 2, quantized by ai-edge-quantizer 0.10.0 "
                "recipe.dynamic_wi2c_afp32(): packed INT2 weights per channel (four 2-bit values per byte), inputs "
                "quantized at run time (the CNN of the other aeq_* fixtures gives constant outputs with 2-bit weights).",
    build=aeq_mlp_builder("dynamic_wi2c_afp32"), expect_ops=["FULLY_CONNECTED"], only_ops=["FULLY_CONNECTED"],
    float_inputs=[FloatRange(-1.0, 1.0)],
)


for _rec, _what in [
    ("dynamic_wi8_afp32", "dynamic range: int8 per-channel weights on every conv, depthwise and dense layer, "
                          "inputs quantized at run time"),
    ("dynamic_legacy_wi8_afp32", "the legacy dynamic-range recipe (the converter's choices: small weights stay "
                                 "float)"),
    ("dynamic_wi4_afp32", "dynamic range with packed INT4 weights (the depthwise layer stays float)"),
    ("weight_only_wi8_afp32", "weight-only: int8 weights behind DEQUANTIZE, float arithmetic"),
    ("weight_only_wi4_afp32", "weight-only: packed INT4 weights behind DEQUANTIZE"),
]:
    fixture(
        name=f"aeq_{_rec.removesuffix('_afp32')}", kind="float", scheme="hybrid",
        description=f"Keras CNN 20x20x3 -> 10 (conv, strided conv, depthwise, pooling, two dense layers) quantized by "
                    f"ai-edge-quantizer 0.10.0 recipe.{_rec}(): {_what}.",
        build=aeq_builder(f"aeq_{_rec}", _rec),
        expect_ops=["CONV_2D", "DEPTHWISE_CONV_2D", "MEAN", "FULLY_CONNECTED"],
        float_inputs=[FloatRange(-1.0, 1.0)],
    )


def build_float_attention(rng):
    real_models._fresh_keras("float_keras_attention")
    inp = keras.Input((16, 32))  # dynamic batch: Keras computes each rank-3 dense layer's reshape at run time
    x = keras.layers.Dense(32, activation="relu", bias_initializer=rand_bias())(inp)
    x = keras.layers.Dense(32, bias_initializer=rand_bias())(x)
    att = keras.layers.Softmax(axis=-1)(keras.layers.Dot(axes=(2, 2))([x, x]) * 0.2)
    y = keras.layers.Dot(axes=(2, 1))([att, x])
    y = keras.layers.Dense(8, activation="sigmoid", bias_initializer=rand_bias())(y)
    return convert_float_keras(keras.Model(inp, y))


fixture(
    name="float_keras_attention", kind="float", scheme="float",
    description="Keras 3 self-attention block in float32 with a dynamic batch, [16,32] -> [16,8]: rank-3 Dense layers "
                "(the converter computes their reshapes at run time: SHAPE, GATHER, REDUCE_PROD, PACK, "
                "CONCATENATION before RESHAPE), x x^T / 5 as BATCH_MATMUL and MUL, SOFTMAX, BATCH_MATMUL, sigmoid.",
    build=build_float_attention,
    expect_ops=["SHAPE", "GATHER", "REDUCE_PROD", "PACK", "CONCATENATION", "RESHAPE", "FULLY_CONNECTED",
                "BATCH_MATMUL", "SOFTMAX", "LOGISTIC"],
    float_inputs=[FloatRange(-2.0, 2.0)],
)


def build_hybrid_cnn(rng):
    real_models._fresh_keras("hybrid_model_cnn")
    inp = keras.Input((20, 20, 3))
    x = keras.layers.Conv2D(16, 3, padding="same", activation="relu", bias_initializer=rand_bias())(inp)
    x = keras.layers.Conv2D(32, 3, strides=2, padding="same", use_bias=False)(x)
    x = keras.layers.Activation("relu6")(keras.layers.BatchNormalization()(x))
    x = keras.layers.DepthwiseConv2D(3, depth_multiplier=4, padding="same", activation="relu",
                                     bias_initializer=rand_bias())(x)
    x = keras.layers.GlobalAveragePooling2D()(x)
    x = keras.layers.Dense(64, activation="relu", bias_initializer=rand_bias())(x)
    x = keras.layers.Dense(10, activation="softmax", bias_initializer=rand_bias())(x)
    model = keras.Model(inp, x)
    randomize_bn(model, rng, rng.uniform(-1.0, 1.0, (8, 20, 20, 3)).astype(np.float32))
    return convert_hybrid(tf.lite.TFLiteConverter.from_keras_model(model))


fixture(
    name="hybrid_model_cnn", kind="float", scheme="hybrid",
    description="Keras CNN 20x20x3 -> 10 converted with Optimize.DEFAULT and no representative dataset (dynamic "
                "range): Conv 3x3 + ReLU (432 weights: stays float), Conv 3x3/2 + BN + ReLU6 (hybrid, per-channel), "
                "depthwise 3x3 multiplier 4 + ReLU (hybrid), GlobalAveragePooling, Dense 64 + ReLU (hybrid, "
                "asymmetric rows), Dense 10 softmax (640 weights: float); randomised BN statistics.",
    build=build_hybrid_cnn,
    expect_ops=["CONV_2D", "DEPTHWISE_CONV_2D", "MEAN", "FULLY_CONNECTED", "SOFTMAX"],
    float_inputs=[FloatRange(-1.0, 1.0)],
)


def fn_fp16_net(rng):
    s = const(rng, (1, 1, 1, 3), 1.0)
    w = const(rng, (3, 3, 3, 6), 0.4)
    b = const(rng, (6,), 0.5)
    dw = const(rng, (3, 3, 6, 1), 0.5)
    db = const(rng, (6,), 0.5)
    fw = const(rng, (6, 5), 0.3)
    fb = const(rng, (5,), 0.5)

    def f(x):
        y = x * s  # MUL with a float16 constant operand
        y = tf.nn.relu6(tf.nn.conv2d(y, w, 1, "SAME") + b)
        z = tf.nn.relu(tf.nn.depthwise_conv2d(y, dw, [1, 2, 2, 1], "SAME") + db)
        z = tf.reduce_mean(z, [1, 2])
        return tf.nn.softmax(tf.matmul(z, fw) + fb)

    return f


fixture(
    name="float_fp16_net", kind="float", scheme="float",
    description="float32 net with float16 weights (converter Optimize.DEFAULT + supported_types [float16]): every "
                "constant (MUL operand, conv/depthwise/FC weights and biases) is a FLOAT16 tensor behind a "
                "DEQUANTIZE; MUL by a [1,1,1,3] constant, CONV_2D 3x3 SAME + RELU6, DEPTHWISE_CONV_2D 3x3 stride 2 "
                "SAME + RELU, MEAN over axes 1,2, FULLY_CONNECTED with bias, SOFTMAX.",
    build=lambda rng: convert_float_fn(fn_fp16_net(rng), [(1, 8, 8, 3)], fp16=True),
    expect_ops=["DEQUANTIZE", "MUL", "CONV_2D", "DEPTHWISE_CONV_2D", "MEAN", "FULLY_CONNECTED", "SOFTMAX"],
    only_ops=["DEQUANTIZE", "MUL", "CONV_2D", "DEPTHWISE_CONV_2D", "MEAN", "FULLY_CONNECTED", "SOFTMAX"],
    float_inputs=[F_DEFAULT],
)


def fn_sparse_net(rng):
    """Pruned weights: random 75% zeros in the conv, depthwise and second dense weights, whole 4x1 blocks of the
    first dense weight ([in, out] here, 1x4 blocks of TFLite's [out, in])."""
    def pruned(shape, keep, block=None):
        w = rng.normal(0.0, 0.4, shape).astype(np.float32)
        if block is None:
            return tf.constant(w * (rng.random(shape) < keep))
        m = np.kron(rng.random((shape[0] // block[0], shape[1] // block[1])) < keep, np.ones(block))
        return tf.constant((w * m).astype(np.float32))
    w = pruned((3, 3, 3, 8), 0.25)
    dw = pruned((3, 3, 8, 1), 0.4)
    fw = pruned((16, 8), 0.25, (4, 1))
    fw2 = pruned((8, 12), 0.3)

    def f(x):
        y = tf.nn.relu(tf.nn.conv2d(x, w, 1, "SAME"))
        y = tf.nn.relu6(tf.nn.depthwise_conv2d(y, dw, [1, 2, 2, 1], "SAME"))
        y = tf.reduce_mean(y, [1, 2])
        y = tf.nn.relu(tf.matmul(tf.concat([y, y], 1), fw))
        return tf.matmul(y, fw2)

    return f


def convert_sparse_fn(fn, shapes):
    """Float conversion with Optimize.EXPERIMENTAL_SPARSITY: pruned weights stored sparse. (With float16 weights
    as well, TF 2.21's own kernels, BUILTIN_REF included, return NaN for the DENSIFY -> DEQUANTIZE chain the
    converter writes, so there is no float16 sparse fixture; MediaPipe's float16 sparse models run, and qnnc
    matches them.)"""
    tff = tf.function(fn, input_signature=[tf.TensorSpec(s, tf.float32, name=f"in{i}") for i, s in enumerate(shapes)])
    conv = tf.lite.TFLiteConverter.from_concrete_functions([tff.get_concrete_function()], tff)
    conv.optimizations = [tf.lite.Optimize.EXPERIMENTAL_SPARSITY]
    with quiet_fds():
        return conv.convert()


fixture(
    name="float_sparse_net", kind="float", scheme="float",
    description="float32 net with pruned weights stored sparse (converter Optimize.EXPERIMENTAL_SPARSITY): "
                "CONV_2D 3x3 SAME + RELU, DEPTHWISE_CONV_2D 3x3 stride 2 + RELU6 and the second FULLY_CONNECTED read "
                "their CSR weights through DENSIFY; the first FULLY_CONNECTED reads its 1x4-block-sparse weight "
                "directly (TFLite's sparse kernel); MEAN, CONCATENATION between.",
    build=lambda rng: convert_sparse_fn(fn_sparse_net(rng), [(1, 8, 8, 3)]),
    expect_ops=["DENSIFY", "CONV_2D", "DEPTHWISE_CONV_2D", "MEAN", "CONCATENATION", "FULLY_CONNECTED"],
    only_ops=["DENSIFY", "CONV_2D", "DEPTHWISE_CONV_2D", "MEAN", "CONCATENATION", "FULLY_CONNECTED"],
    float_inputs=[F_DEFAULT],
)


# Keras networks (random weights, randomised BatchNorm statistics)


def km_float_small(rng):
    """Conv/depthwise/residual ADD/squeeze-excite (MEAN, LOGISTIC, MUL)/hard-swish/pools/concat/tanh/dense/softmax."""
    inp = keras.Input((24, 24, 3), batch_size=1)
    x = keras.layers.ZeroPadding2D(((1, 2), (2, 1)))(inp)
    x = keras.layers.Conv2D(12, 3, strides=2, padding="valid", use_bias=False)(x)
    x = keras.layers.ReLU(6.0)(keras.layers.BatchNormalization()(x))
    y = keras.layers.DepthwiseConv2D(3, padding="same", use_bias=False)(x)
    y = keras.layers.ReLU()(keras.layers.BatchNormalization()(y))
    y = keras.layers.Conv2D(12, 1, use_bias=False)(y)
    y = keras.layers.BatchNormalization()(y)
    x = keras.layers.Add()([x, y])
    s = keras.layers.GlobalAveragePooling2D(keepdims=True)(x)
    s = keras.layers.Conv2D(4, 1, activation="relu", bias_initializer=rand_bias())(s)
    s = keras.layers.Conv2D(12, 1, activation="sigmoid", bias_initializer=rand_bias())(s)
    x = keras.layers.Multiply()([x, s])
    x = keras.layers.Lambda(lambda t: t * tf.nn.relu6(t + 3.0) * (1.0 / 6.0))(x)
    a = keras.layers.AveragePooling2D(3, strides=2, padding="same")(x)
    m = keras.layers.MaxPooling2D(2, padding="same")(x)
    x = keras.layers.Concatenate()([a, m])
    x = keras.layers.Conv2D(16, 3, padding="same", use_bias=False)(x)
    x = keras.layers.Activation("tanh")(keras.layers.BatchNormalization()(x))
    x = keras.layers.GlobalAveragePooling2D()(x)
    x = keras.layers.Dense(10, activation="softmax", bias_initializer=rand_bias())(x)
    model = keras.Model(inp, x)
    randomize_bn(model, rng, rng.uniform(-1.0, 1.0, (8, 24, 24, 3)).astype(np.float32))
    return model


def build_float_small(rng):
    real_models._fresh_keras("float_model_small")
    return convert_float_keras(km_float_small(rng))


fixture(
    name="float_model_small", kind="float", scheme="float",
    description="hand-made float32 Keras net, 24x24x3 -> 10: ZeroPadding2D, Conv 3x3/2 + BN + ReLU6, depthwise 3x3 "
                "+ BN + ReLU, 1x1 conv + BN, residual ADD, squeeze-excite (GlobalAveragePooling keepdims, 1x1 conv "
                "ReLU, 1x1 conv sigmoid, MUL), hard-swish, AveragePool 3x3/2 SAME || MaxPool 2x2/2 SAME concatenated, "
                "Conv 3x3 + BN + tanh, GlobalAveragePooling, Dense softmax; randomised BN statistics.",
    build=build_float_small,
    expect_ops=["PAD", "CONV_2D", "DEPTHWISE_CONV_2D", "ADD", "MEAN", "LOGISTIC", "MUL", "HARD_SWISH",
                "AVERAGE_POOL_2D", "MAX_POOL_2D", "CONCATENATION", "TANH", "FULLY_CONNECTED", "SOFTMAX"],
    float_inputs=[FloatRange(-1.0, 1.0)],
)


def build_float_mobilenet_v1(rng):
    real_models._fresh_keras("float_mobilenet_v1")
    m = real_models._finish_keras(real_models.app_mobilenet_v1(), rng, (64, 64, 3))
    return convert_float_keras(m)


fixture(
    name="float_mobilenet_v1", kind="float", scheme="float",
    description="keras MobileNet(alpha=0.25, 64x64x3, weights=None, 10 classes) in float32 (float32 weights); "
                "randomised BN statistics.",
    build=build_float_mobilenet_v1,
    expect_ops=["CONV_2D", "DEPTHWISE_CONV_2D", "MEAN", "SOFTMAX"],
    float_inputs=[FloatRange(-1.0, 1.0)],
)


def build_float_mobilenet_v2_fp16(rng):
    real_models._fresh_keras("float_mobilenet_v2_fp16")
    return convert_float_keras(km_mobilenet(rng), fp16=True)


fixture(
    name="float_mobilenet_v2_fp16", kind="float", scheme="float",
    description="keras MobileNetV2(alpha=0.35, 96x96x3, weights=None, 10 classes, softmax), float32 activations "
                "with float16 weights behind DEQUANTIZE (float32 weights would be 1.7 MB); randomised BN statistics.",
    build=build_float_mobilenet_v2_fp16,
    expect_ops=["DEQUANTIZE", "CONV_2D", "DEPTHWISE_CONV_2D", "ADD", "MEAN", "FULLY_CONNECTED", "SOFTMAX"],
    float_inputs=[FloatRange(-1.0, 1.0)],
)


# Released MediaPipe float models, as released (float16 weights behind DEQUANTIZE kept). Of real_models'
# MEDIAPIPE_MODELS only face_detection_short is under 1 MB with only the ops qnnc's float path covers:
# face_detection_full has DENSIFY, RESIZE_BILINEAR and DEPTH_TO_SPACE, hand_recrop has STRIDED_SLICE, face_landmark
# (1.24 MB) and iris_landmark (2.6 MB) are over 1 MB.
FLOAT_MEDIAPIPE = {
    "face_detection_short": ["DEQUANTIZE", "CONV_2D", "RELU", "DEPTHWISE_CONV_2D", "ADD", "PAD", "MAX_POOL_2D",
                             "RESHAPE", "CONCATENATION"],
}


def _float_mediapipe_builder(rel, sha):
    return lambda rng: real_models.mediapipe_model(rel, sha)


for _name, _ops in FLOAT_MEDIAPIPE.items():
    _rel, _sha, _range = real_models.MEDIAPIPE_MODELS[_name]
    fixture(
        name=f"float_mp_{_name}", kind="float", scheme="float",
        description=f"MediaPipe {real_models.MEDIAPIPE_VERSION} {_rel.rsplit('/', 1)[1]} as released (float32 "
                    f"activations, float16 weights behind DEQUANTIZE), inputs in [{_range[0]}, {_range[1]}].",
        build=_float_mediapipe_builder(_rel, _sha), expect_ops=_ops, only_ops=_ops,
        float_inputs=[FloatRange(_range[0], _range[1], far=0.0)],
    )


# ----------------------------------------------------------------------------------------------------------------
# main
# ----------------------------------------------------------------------------------------------------------------


def manifest_text(entries: list) -> str:
    """The manifest as a JSON list with one entry per line: compact enough to stay under 1 MB with
    every fixture, and a regeneration still changes only the lines of the fixtures it rebuilt."""
    return "[\n" + ",\n".join(json.dumps(e, separators=(",", ":")) for e in entries) + "\n]\n"


def verify(out: Path) -> int:
    """Re-run every stored case through BUILTIN_REF and compare with the stored outputs (exact equality)."""
    entries = json.loads((out / "manifest.json").read_text())
    bad = 0
    for e in entries:
        d = out / e["name"]
        model = (d / "model.tflite").read_bytes()
        resize = [x["shape"] for x in e["inputs"]] if any(-1 in x["shape_signature"] for x in e["inputs"]) else None
        it = make_interp(model, resize, e.get("kernels") == "builtin")
        ops = list(dict.fromkeys(o["op_name"] for o in it._get_ops_details()))
        ok = ops == e["ops"]
        for k in range(e["cases"]):
            ins = [np.load(d / f"case{k}_in{i}.npy") for i in range(len(e["inputs"]))]
            outs = run_case(it, ins)
            for j, o in enumerate(outs):
                ref = np.load(d / f"case{k}_out{j}.npy")
                ok = ok and ref.dtype == o.dtype and ref.shape == o.shape and np.array_equal(ref, o)
        bad += not ok
        print(f"{'ok  ' if ok else 'BAD '} {e['name']}")
    print(f"{len(entries) - bad} passed, {bad} failed")
    return 1 if bad else 0


def tflite_details(d: dict) -> dict:
    """One details dict of tf.lite.Interpreter, as JSON (arrays as lists, dtype by name)."""
    qp = d["quantization_parameters"]
    return {
        "name": d["name"],
        "index": int(d["index"]),
        "shape": d["shape"].tolist(),
        "shape_signature": d["shape_signature"].tolist(),
        "dtype": np.dtype(d["dtype"]).name,
        "quantization": [float(d["quantization"][0]), int(d["quantization"][1])],
        "scales": qp["scales"].tolist(),
        "zero_points": qp["zero_points"].tolist(),
        "quantized_dimension": int(qp["quantized_dimension"]),
    }


def record_details(out: Path) -> int:
    """details.json: what tf.lite.Interpreter reports for every fixture of the manifest (module docs)."""
    entries = json.loads((out / "manifest.json").read_text())
    details = {}
    for e in entries:
        d = out / e["name"]
        resize = [x["shape"] for x in e["inputs"]] if any(-1 in x["shape_signature"] for x in e["inputs"]) else None
        it = make_interp((d / "model.tflite").read_bytes(), resize, e.get("kernels") == "builtin")
        inputs = [tflite_details(x) for x in it.get_input_details()]
        run_case(it, [np.load(d / f"case0_in{i}.npy") for i in range(len(e["inputs"]))])
        outputs = [tflite_details(x) for x in it.get_output_details()]
        details[e["name"]] = {"inputs": inputs, "outputs": outputs, "signatures": it.get_signature_list()}
    (out / "details.json").write_text(
        "{\n" + ",\n".join(f"{json.dumps(k)}:{json.dumps(v, separators=(',', ':'))}" for k, v in details.items())
        + "\n}\n"
    )
    print(f"details of {len(details)} fixtures in {out / 'details.json'}")
    return 0


def table(out: Path) -> int:
    """Print the markdown fixture table used in README.md."""
    entries = json.loads((out / "manifest.json").read_text())
    print("| name | scheme | ops | cases | inputs -> outputs | description |")
    print("|---|---|---|---|---|---|")
    for e in entries:
        def fmt(xs):
            return ", ".join(f"{x['dtype']}{x['shape']}" for x in xs)

        io = f"{fmt(e['inputs'])} -> {fmt(e['outputs'])}"
        print(f"| `{e['name']}` | {e['scheme']} | {' '.join(e['ops'])} | {e['cases']} | {io} | {e['description']} |")
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--only", nargs="*", default=None, help="fixture names to (re)build")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--keep-going", action="store_true", help="report failures and continue")
    ap.add_argument("--verify", action="store_true", help="check stored outputs against BUILTIN_REF and exit")
    ap.add_argument("--table", action="store_true", help="print the README fixture table and exit")
    ap.add_argument("--details", action="store_true", help="rewrite details.json from the stored models and exit")
    ap.add_argument("--seed", type=int, default=None,
                    help="fresh random variant (weights, inputs, calibration ranges, probe shapes); use with --out")
    args = ap.parse_args(argv)
    global SEED
    SEED = args.seed
    if args.table:
        return table(args.out)

    names = [f.name for f in FIXTURES]
    assert len(names) == len(set(names)), "duplicate fixture names"
    if args.list:
        for f in FIXTURES:
            print(f"{f.kind:6} {f.scheme:13} {f.name}")
        return 0
    if tf.__version__ != EXPECTED_TF_VERSION:
        print(f"error: tensorflow {tf.__version__} found, {EXPECTED_TF_VERSION} required", file=sys.stderr)
        return 2
    if args.verify:
        return verify(args.out)
    if args.details:
        return record_details(args.out)

    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    manifest_path = out / "manifest.json"
    selected = FIXTURES
    old = {}
    if args.only:
        unknown = set(args.only) - set(names)
        if unknown:
            print(f"error: unknown fixtures {sorted(unknown)}", file=sys.stderr)
            return 2
        selected = [f for f in FIXTURES if f.name in args.only]
        if manifest_path.exists():
            old = {e["name"]: e for e in json.loads(manifest_path.read_text())}
    else:
        # full regeneration: remove directories of fixtures that no longer exist
        for p in out.iterdir():
            if p.is_dir() and p.name not in names:
                shutil.rmtree(p)

    entries = dict(old)
    failures = []
    for fx in selected:
        try:
            entry = build_one(fx, out)
            entries[fx.name] = entry
            print(f"ok   {fx.name:34} {fx.scheme:13} {' '.join(entry['ops'])}", flush=True)
        except Exception as e:  # noqa: BLE001 - reported and (optionally) tolerated
            failures.append((fx.name, repr(e)))
            entries.pop(fx.name, None)
            shutil.rmtree(out / fx.name, ignore_errors=True)
            print(f"FAIL {fx.name}: {e!r}", flush=True)
            if not args.keep_going:
                break
    if args.only and manifest_path.exists():
        # Re-read just before writing so that a concurrent --only run's entries are kept.
        latest = {e["name"]: e for e in json.loads(manifest_path.read_text())}
        latest.update({n: entries[n] for n in args.only if n in entries})
        for n in args.only:
            if n not in entries:
                latest.pop(n, None)
        entries = latest
    ordered = [entries[n] for n in names if n in entries]
    # Entries of fixtures this process does not define (a newer script's) are kept after ours.
    ordered += [e for n, e in entries.items() if n not in set(names)]
    manifest_path.write_text(manifest_text(ordered))
    record_details(out)
    if manifest_path.stat().st_size >= 1 << 20:
        failures.append(("manifest.json", f"{manifest_path.stat().st_size} bytes, over 1 MiB"))
    total = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"{len(ordered)} fixtures in manifest, {total} bytes total under {out}")
    if failures:
        print("failures:")
        for n, e in failures:
            print(f"  {n}: {e}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
