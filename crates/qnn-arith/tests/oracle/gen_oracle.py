#!/usr/bin/env python3
"""Generate cases.txt: outputs of TFLite's reference kernels (tensorflow 2.21.0,
OpResolverType.BUILTIN_REF) for single-op models built here with exact quantization parameters.

Run with the project's TF venv:
    tools/tflite_fixtures/.venv/bin/python crates/qnn-arith/tests/oracle/gen_oracle.py

The Rust test tests/oracle.rs replays every case through qnn-arith and requires exact equality.
Each block is:
    case <kind> key=value ...
    x <ints or floats>          (one line per input)
    y <ints>
"""
import os
import sys

import numpy as np
import tensorflow as tf
from tensorflow.lite.python import schema_py_generated as s
from tensorflow.lite.python.interpreter import OpResolverType

HERE = os.path.dirname(os.path.abspath(__file__))
DT = {"f32": (s.TensorType.FLOAT32, np.float32), "i8": (s.TensorType.INT8, np.int8),
      "u8": (s.TensorType.UINT8, np.uint8), "i16": (s.TensorType.INT16, np.int16)}


def tensor(name, dtype, shape, buf, scale=None, zp=None):
    t = s.TensorT()
    t.name = name
    t.type = DT[dtype][0]
    t.shape = list(shape)
    t.buffer = buf
    if scale is not None:
        q = s.QuantizationParametersT()
        q.scale = [float(scale)]
        q.zeroPoint = [int(zp)]
        t.quantization = q
    return t


def build(op, opt_type, opt, ins, out, consts=()):
    """ins/out: (dtype, shape, scale, zp); consts: (dtype, shape, int values) constant inputs
    appended after ins. Returns the flatbuffer bytes."""
    m = s.ModelT()
    m.version = 3
    oc = s.OperatorCodeT()
    oc.builtinCode = op
    oc.deprecatedBuiltinCode = min(op, 127)
    oc.version = 1
    m.operatorCodes = [oc]
    bufs = [s.BufferT()]
    tensors = []
    for i, (dt, shape, sc, zp) in enumerate(ins):
        bufs.append(s.BufferT())
        tensors.append(tensor("in%d" % i, dt, shape, len(bufs) - 1, sc, zp))
    for j, (cdt, cshape, values) in enumerate(consts):
        cb = s.BufferT()
        cb.data = list(np.asarray(values, dtype=np.int32).tobytes())
        bufs.append(cb)
        t = tensor("const%d" % j, "i8", cshape, len(bufs) - 1)
        t.type = s.TensorType.INT32
        tensors.append(t)
    bufs.append(s.BufferT())
    dt, shape, sc, zp = out
    tensors.append(tensor("out", dt, shape, len(bufs) - 1, sc, zp))
    o = s.OperatorT()
    o.opcodeIndex = 0
    o.inputs = list(range(len(ins) + len(consts)))
    o.outputs = [len(ins) + len(consts)]
    if opt_type is not None:
        o.builtinOptionsType = opt_type
        o.builtinOptions = opt
    sg = s.SubGraphT()
    sg.tensors = tensors
    sg.inputs = list(range(len(ins)))
    sg.outputs = [len(ins) + len(consts)]
    sg.operators = [o]
    m.subgraphs = [sg]
    m.buffers = bufs
    b = s.flatbuffers.Builder(1024) if hasattr(s, "flatbuffers") else None
    import flatbuffers
    b = flatbuffers.Builder(1024)
    b.Finish(m.Pack(b), file_identifier=b"TFL3")
    return bytes(b.Output())


def run_here(model, inputs):
    it = tf.lite.Interpreter(model_content=model,
                             experimental_op_resolver_type=OpResolverType.BUILTIN_REF)
    it.allocate_tensors()
    for d, x in zip(it.get_input_details(), inputs):
        it.set_tensor(d["index"], x)
    it.invoke()
    return it.get_tensor(it.get_output_details()[0]["index"])


def run(model, inputs):
    """Runs in a forked child: some reference kernels abort (gemmlowp asserts are compiled in).
    Returns None when the child died from a signal."""
    import io
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        try:
            y = run_here(model, inputs)
            buf = io.BytesIO()
            np.save(buf, y)
            data = buf.getvalue()
            with os.fdopen(w, "wb") as f:
                f.write(data)
        finally:
            os._exit(0)
    os.close(w)
    with os.fdopen(r, "rb") as f:
        data = f.read()
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status) or not data:
        return None
    import io as _io
    return np.load(_io.BytesIO(data))


OUT = []


def emit(kind, params, xs, y):
    OUT.append("case %s %s" % (kind, " ".join("%s=%s" % kv for kv in params.items())))
    if os.environ.get("ORACLE_VERBOSE"):
        print(OUT[-1], file=sys.stderr, flush=True)
    for x in xs:
        OUT.append("x " + " ".join(repr(float(v)) if isinstance(v, (np.floating, float)) else str(int(v))
                                   for v in np.ravel(x)))
    if y is None:
        OUT.append("y abort")
    else:
        OUT.append("y " + " ".join(str(int(v)) for v in np.ravel(y)))


def fnv64(values):
    """FNV-1a 64 over the values as little-endian int32 (the Rust test computes the same)."""
    h = 0xcbf29ce484222325
    for v in np.ravel(values).astype(np.int64):
        for byte in int(v & 0xffffffff).to_bytes(4, "little"):
            h ^= byte
            h = (h * 0x100000001b3) & 0xffffffffffffffff
    return "%016x" % h


def emit_hashed(kind, params, ranges, y):
    """Exhaustive sweeps: inputs are the cartesian product of integer ranges (first range
    outermost), outputs are stored as their count and FNV-1a hash."""
    OUT.append("case %s %s" % (kind, " ".join("%s=%s" % kv for kv in params.items())))
    for lo, hi in ranges:
        OUT.append("xr %d %d" % (lo, hi))
    if y is None:
        OUT.append("y abort")
    else:
        OUT.append("yh %d %s" % (np.size(y), fnv64(y)))


def f32s(x):
    return repr(float(np.float32(x)))


def softmax_cases(rng):
    so = s.SoftmaxOptionsT()
    for dt, ozp in (("i8", -128), ("u8", 0)):
        lo, hi = (-128, 127) if dt == "i8" else (0, 255)
        for in_s, beta in ((0.05, 1.0), (0.1, 1.0), (1 / 16, 1.0), (0.3, 1.0), (0.02, 0.5),
                           (0.0125, 2.0)):
            sizes = (1, 2, 3, 10, 37, 100, 256, 300, 511, 512, 600)
            if (in_s, beta) != (0.05, 1.0):
                sizes = (1, 2, 3, 10, 37, 255, 512)
            for n in sizes:
                rows = [np.full(n, (lo + hi) // 2)]
                if n >= 2:
                    rows.append(rng.integers(lo, hi + 1, n))
                    rows.append(rng.integers(hi - 12, hi + 1, n))  # close logits
                for row in rows:
                    so.beta = beta
                    model = build(s.BuiltinOperator.SOFTMAX, s.BuiltinOptions.SoftmaxOptions, so,
                                  [(dt, (1, n), in_s, 0 if dt == "i8" else 0)], (dt, (1, n), 1 / 256, ozp))
                    y = run(model, [row.reshape(1, n).astype(DT[dt][1])])
                    emit("softmax8", {"in_s": f32s(in_s), "beta": f32s(beta), "out_zp": ozp,
                                      "qmin": lo, "qmax": hi}, [row], y)
    for in_s, beta in ((0.0005, 1.0), (1 / 4096, 1.0), (0.001, 0.7)):
        for n in (1, 2, 5, 16, 100, 700):
            for row in (np.zeros(n, dtype=np.int64), rng.integers(-32768, 32768, n),
                        rng.integers(32000, 32768, n)):
                so.beta = beta
                model = build(s.BuiltinOperator.SOFTMAX, s.BuiltinOptions.SoftmaxOptions, so,
                              [("i16", (1, n), in_s, 0)], ("i16", (1, n), 1 / 32768, 0))
                y = run(model, [row.reshape(1, n).astype(np.int16)])
                emit("softmax16", {"in_s": f32s(in_s), "beta": f32s(beta)}, [row], y)


def unary_cases():
    for op, name in ((s.BuiltinOperator.LOGISTIC, "logistic"), (s.BuiltinOperator.TANH, "tanh")):
        for dt in ("i8", "u8"):
            lo, hi = (-128, 127) if dt == "i8" else (0, 255)
            for in_s, in_zp in ((0.0029, 3), (0.0317, -64), (0.1, 0), (0.32, 5), (0.36, -3),
                                (1.7, 10), (0.0625, 100)):
                if dt == "u8":
                    in_zp = in_zp + 128
                if name == "logistic":
                    out_s, out_zp = 1 / 256, (-128 if dt == "i8" else 0)
                else:
                    out_s, out_zp = 1 / 128, (0 if dt == "i8" else 128)
                x = np.arange(lo, hi + 1)
                model = build(op, None, None, [(dt, (256,), in_s, in_zp)], (dt, (256,), out_s, out_zp))
                y = run(model, [x.astype(DT[dt][1])])
                emit(name + "8", {"in_s": f32s(in_s), "in_zp": in_zp, "out_s": f32s(out_s),
                                   "out_zp": out_zp, "signed": int(dt == "i8")}, [x], y)
        x = np.arange(-32768, 32768)
        for in_s in (1 / 4096, 1 / 2048, 1 / 3000, 0.000_731, 0.001_234, 0.01, 3.0e-6):
            model = build(op, None, None, [("i16", (65536,), in_s, 0)], ("i16", (65536,), 1 / 32768, 0))
            y = run(model, [x.astype(np.int16)])
            emit_hashed(name + "16", {"in_s": f32s(in_s)}, [(-32768, 32767)], y)


def hard_swish_cases():
    for dt in ("i8", "u8"):
        lo, hi = (-128, 127) if dt == "i8" else (0, 255)
        for in_s, in_zp, out_s, out_zp in ((0.09375, -5, 0.09375, 7), (0.05, 0, 0.03, -20),
                                           (0.001, 10, 0.0007, 3), (0.2, -100, 0.1, -128),
                                           (0.0001, 0, 0.00005, 0), (1.5, 30, 1.0, -60),
                                           (0.023, -2, 0.019, -110)):
            if dt == "u8":
                in_zp += 128
                out_zp += 128
            x = np.arange(lo, hi + 1)
            model = build(s.BuiltinOperator.HARD_SWISH, None, None, [(dt, (256,), in_s, in_zp)],
                          (dt, (256,), out_s, out_zp))
            y = run(model, [x.astype(DT[dt][1])])
            emit("hardswish", {"in_s": f32s(in_s), "in_zp": in_zp, "out_s": f32s(out_s),
                               "out_zp": out_zp, "qmin": lo, "qmax": hi}, [x], y)


def quantize_cases():
    xs = np.array([0.0, 0.25, 0.75, -0.25, -0.75, 1.25, -1.25, 63.75, -64.25, 1e10, -1e10,
                   3e9, np.inf, -np.inf, np.nan, 1e-30, -0.0, 2.5, -2.5, 1000.0], dtype=np.float32)
    for scale, zp, dt in ((0.5, 0, "i8"), (0.5, 3, "i8"), (0.5, -1, "i8"), (0.1, 128, "u8"),
                          (0.01, 0, "i16"), (1e-9, 0, "i8")):
        lo, hi = {"i8": (-128, 127), "u8": (0, 255), "i16": (-32768, 32767)}[dt]
        model = build(s.BuiltinOperator.QUANTIZE, None, None, [("f32", (len(xs),), None, None)],
                      (dt, (len(xs),), scale, zp))
        y = run(model, [xs])
        emit("quantize", {"scale": f32s(scale), "zp": zp, "qmin": lo, "qmax": hi}, [xs], y)


def add16_pot_cases(rng):
    ao = s.AddOptionsT()
    ao.potScaleInt16 = True
    so = s.SubOptionsT()
    so.potScaleInt16 = True
    for s1, s2, so_ in ((2 ** -15, 2 ** -17, 2 ** -15), (2 ** -13, 2 ** -12, 2 ** -12),
                        (2 ** -10, 2 ** -10, 2 ** -10)):
        a = rng.integers(-32768, 32768, 400)
        b = rng.integers(-32768, 32768, 400)
        a[:4] = [32767, -32768, 5, -5]
        b[:4] = [32767, -32768, 6, -6]
        for op, opt_t, opt, name in ((s.BuiltinOperator.ADD, s.BuiltinOptions.AddOptions, ao, "add"),
                                     (s.BuiltinOperator.SUB, s.BuiltinOptions.SubOptions, so, "sub")):
            model = build(op, opt_t, opt, [("i16", (400,), s1, 0), ("i16", (400,), s2, 0)],
                          ("i16", (400,), so_, 0))
            y = run(model, [a.astype(np.int16), b.astype(np.int16)])
            emit(name + "16pot", {"s1": f32s(s1), "s2": f32s(s2), "so": f32s(so_)}, [a, b], y)


def add8_cases(rng):
    ao = s.AddOptionsT()
    so = s.SubOptionsT()
    a = np.arange(-128, 128).repeat(256)
    b = np.tile(np.arange(-128, 128), 256)
    for s1, z1, s2, z2, s3, z3 in ((0.05, 3, 0.021, -7, 0.06, 10), (0.3, 0, 0.3, 0, 0.001, 0),
                                   (0.011, -128, 0.5, 127, 0.4, -3)):
        for op, opt_t, opt, name in ((s.BuiltinOperator.ADD, s.BuiltinOptions.AddOptions, ao, "add"),
                                     (s.BuiltinOperator.SUB, s.BuiltinOptions.SubOptions, so, "sub")):
            model = build(op, opt_t, opt, [("i8", (65536,), s1, z1), ("i8", (65536,), s2, z2)],
                          ("i8", (65536,), s3, z3))
            y = run(model, [a.astype(np.int8), b.astype(np.int8)])
            emit_hashed(name + "8", {"s1": f32s(s1), "z1": z1, "s2": f32s(s2), "z2": z2,
                                     "so": f32s(s3), "zo": z3}, [(-128, 127), (-128, 127)], y)


def sub8_large_output_multiplier_cases():
    """SUB with real output multiplier > 1 (QuantizeMultiplierGreaterThanOne)."""
    so = s.SubOptionsT()
    for s1, z1, s2, z2, s3, z3 in ((0.5, 3, 0.5, -7, 0.0001, 10), (0.02, 0, 0.01, 5, 0.00001, -3)):
        model = build(s.BuiltinOperator.SUB, s.BuiltinOptions.SubOptions, so,
                      [("i8", (65536,), s1, z1), ("i8", (65536,), s2, z2)], ("i8", (65536,), s3, z3))
        a = np.arange(-128, 128).repeat(256)
        b = np.tile(np.arange(-128, 128), 256)
        y = run(model, [a.astype(np.int8), b.astype(np.int8)])
        emit_hashed("sub8", {"s1": f32s(s1), "z1": z1, "s2": f32s(s2), "z2": z2,
                             "so": f32s(s3), "zo": z3}, [(-128, 127), (-128, 127)], y)


def add16_general_cases(rng):
    for op, opt_t, opt_cls, name in ((s.BuiltinOperator.ADD, s.BuiltinOptions.AddOptions, s.AddOptionsT, "add16"),
                                     (s.BuiltinOperator.SUB, s.BuiltinOptions.SubOptions, s.SubOptionsT, "sub16")):
        opt = opt_cls()
        opt.potScaleInt16 = False
        for s1, s2, s3 in ((0.0003, 0.0007, 0.001), (0.001, 0.001, 0.0005), (1.3e-4, 2.9e-5, 1.1e-4)):
            a = rng.integers(-32768, 32768, 500)
            b = rng.integers(-32768, 32768, 500)
            model = build(op, opt_t, opt, [("i16", (500,), s1, 0), ("i16", (500,), s2, 0)],
                          ("i16", (500,), s3, 0))
            y = run(model, [a.astype(np.int16), b.astype(np.int16)])
            emit(name, {"s1": f32s(s1), "s2": f32s(s2), "so": f32s(s3)}, [a, b], y)


def mean_cases(rng):
    ro = s.ReducerOptionsT()
    ro.keepDims = False
    for n in (2, 3, 4, 9, 30, 169, 1000):
        for in_s, in_zp, out_s, out_zp in ((0.05, 3, 0.05, 3), (0.05, 3, 0.03, -10),
                                           (0.2, -128, 0.01, 5), (0.011, 100, 0.5, -1)):
            rows = 16 if n < 100 else 3
            x = rng.integers(-128, 128, (rows, n))
            x[0, :] = 127
            x[1, :] = -128
            model = build(s.BuiltinOperator.MEAN, s.BuiltinOptions.ReducerOptions, ro,
                          [("i8", (rows, n), in_s, in_zp)], ("i8", (rows,), out_s, out_zp),
                          consts=[("i32", (1,), [1])])
            y = run(model, [x.astype(np.int8)])
            emit("mean8", {"n": n, "in_s": f32s(in_s), "in_zp": in_zp, "out_s": f32s(out_s),
                           "out_zp": out_zp}, [x], y)


def concat_cases():
    co = s.ConcatenationOptionsT()
    co.axis = 0
    x = np.arange(0, 256)
    for s1, z1, s2, z2, s3, z3 in ((0.5, 10, 0.5, 10, 1.0, 3), (0.017, 128, 0.33, 7, 0.1, 100),
                                   (0.1, 0, 0.1, 0, 0.1, 0), (0.25, 200, 0.1, 55, 0.3, 0)):
        model = build(s.BuiltinOperator.CONCATENATION, s.BuiltinOptions.ConcatenationOptions, co,
                      [("u8", (256,), s1, z1), ("u8", (256,), s2, z2)], ("u8", (512,), s3, z3))
        y = run(model, [x.astype(np.uint8), x.astype(np.uint8)])
        emit("concat_u8", {"s1": f32s(s1), "z1": z1, "s2": f32s(s2), "z2": z2, "so": f32s(s3),
                           "zo": z3}, [x], y)


def main():
    rng = np.random.default_rng(20260101)
    softmax_cases(rng)
    unary_cases()
    hard_swish_cases()
    quantize_cases()
    add16_pot_cases(rng)
    add8_cases(rng)
    sub8_large_output_multiplier_cases()
    add16_general_cases(rng)
    mean_cases(rng)
    concat_cases()
    path = os.path.join(HERE, "cases.txt")
    with open(path, "w") as f:
        f.write("# Generated by gen_oracle.py from tensorflow %s BUILTIN_REF. Do not edit.\n" % tf.__version__)
        f.write("\n".join(OUT) + "\n")
    print("wrote", path, len(OUT), "lines", file=sys.stderr)


if __name__ == "__main__":
    main()
