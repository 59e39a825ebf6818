"""Fixtures from real topologies (kind="real"), registered into make_fixtures.py's FIXTURES list.

* Keras applications built with `weights=None` (random weights, randomized BatchNorm statistics), with a reduced
  width and input size so that the int8 `.tflite` stays under 1 MB, converted by TF 2.21's converter (int8 I/O).
* Hand-written but standard blocks: a transformer encoder block, a small U-Net, a DS-CNN keyword-spotting net.
* Released float MediaPipe models (from the `mediapipe` wheel) quantized by Google's `ai-edge-quantizer` with the
  recipes `static_wi8_ai8` and `static_wi8_ai16`, calibrated on fixed-seed random inputs. ai-edge-quantizer runs in
  its own virtualenv (`.venv-aeq`, see README.md) through a subprocess; everything else (TF conversion, BUILTIN_REF
  outputs) runs in the TF 2.21 venv as for the other fixtures.

It also provides `with_backend_stats`, which make_fixtures.py wraps around `build_one`, so that EVERY manifest entry
records how TFLite's optimized kernels and XNNPACK differ from BUILTIN_REF on the stored cases, and which ops take
float32 activations ("float islands").

This module is imported by make_fixtures.py (run as a script or imported as a module) and uses its helpers.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

import flatbuffers
import keras
import numpy as np
import tensorflow as tf
from tensorflow.lite.python import schema_py_generated as schema

mf = sys.modules.get("make_fixtures") or sys.modules["__main__"]
if not hasattr(mf, "fixture"):
    raise ImportError("real_models is meant to be imported by make_fixtures.py")

HERE = Path(__file__).resolve().parent
OPTIMIZED = tf.lite.experimental.OpResolverType.BUILTIN_WITHOUT_DEFAULT_DELEGATES
XNNPACK = tf.lite.experimental.OpResolverType.BUILTIN  # default delegates (XNNPACK), run with 1 thread

# ----------------------------------------------------------------------------------------------------------------
# backend statistics and float islands (added to every manifest entry)
# ----------------------------------------------------------------------------------------------------------------


def float_ops(model: bytes) -> list[str]:
    """Ops (other than QUANTIZE/DEQUANTIZE) with a non-constant float32 input, in execution order, with counts:
    the float islands of a quantized model (e.g. ["PRELU x23"])."""
    m = schema.ModelT.InitFromPackedBuf(bytearray(model), 0)
    counts: dict[str, int] = {}
    for sg in m.subgraphs:
        for op in sg.operators:
            code = m.operatorCodes[op.opcodeIndex]
            name = mf._OP_NAMES.get(max(code.builtinCode, code.deprecatedBuiltinCode), "?")
            if name in ("QUANTIZE", "DEQUANTIZE"):
                continue
            for i in (op.inputs if op.inputs is not None else []):
                if i < 0:
                    continue
                t = sg.tensors[i]
                buf = m.buffers[t.buffer]
                const = buf.data is not None and len(buf.data) > 0
                if t.type == schema.TensorType.FLOAT32 and not const:
                    counts[name] = counts.get(name, 0) + 1
                    break
    return [f"{k} x{v}" for k, v in counts.items()]


def _backend_diff(model: bytes, resolver, cases, refs, resize):
    it = tf.lite.Interpreter(model_content=model, experimental_op_resolver_type=resolver, num_threads=1)
    if resize:
        for d, shape in zip(it.get_input_details(), resize):
            it.resize_tensor_input(d["index"], list(shape), strict=True)
    it.allocate_tensors()
    mismatch, max_diff = 0, 0.0
    for case, ref in zip(cases, refs):
        outs = mf.run_case(it, case)
        for o, r in zip(outs, ref):
            if o.shape != r.shape or o.dtype != r.dtype:
                raise RuntimeError(f"output {o.dtype}{list(o.shape)} != reference {r.dtype}{list(r.shape)}")
            wide = np.float64 if r.dtype.kind == "f" else np.int64
            diff = np.abs(o.astype(wide) - r.astype(wide))
            mismatch += int(np.count_nonzero(o != r))
            if diff.size:
                max_diff = max(max_diff, float(np.max(diff)))
    return mismatch, (int(max_diff) if float(max_diff).is_integer() else max_diff)


def backend_stats(d: Path, entry: dict, resize) -> dict:
    """Compare TFLite's optimized kernels and XNNPACK (1 thread) with the stored BUILTIN_REF outputs of one fixture:
    `elements` (output elements summed over cases and outputs), `mismatch_*` (elements that differ), `max_diff_*`
    (largest absolute difference, in integer codes for integer outputs). On an interpreter failure the two fields are
    null and `reason_*` holds the error."""
    model = (d / "model.tflite").read_bytes()
    n_in, n_out = len(entry["inputs"]), len(entry["outputs"])
    cases = [[np.load(d / f"case{k}_in{i}.npy") for i in range(n_in)] for k in range(entry["cases"])]
    refs = [[np.load(d / f"case{k}_out{j}.npy") for j in range(n_out)] for k in range(entry["cases"])]
    res = {"elements": int(sum(r.size for ref in refs for r in ref))}
    for key, resolver in (("optimized", OPTIMIZED), ("xnnpack", XNNPACK)):
        try:
            res[f"mismatch_{key}"], res[f"max_diff_{key}"] = _backend_diff(model, resolver, cases, refs, resize)
        except Exception as e:  # noqa: BLE001 - recorded in the manifest
            res[f"mismatch_{key}"] = res[f"max_diff_{key}"] = None
            res[f"reason_{key}"] = f"{type(e).__name__}: {str(e).strip()[:300]}"
    return res


def with_backend_stats(build_one):
    """Wrap make_fixtures.build_one: every entry also gets the backend_stats fields and `float_ops` (not for
    kind "float": in a float model every op would be listed)."""

    def wrapped(fx, out: Path) -> dict:
        entry = build_one(fx, out)
        d = out / fx.name
        if fx.kind != "float":
            entry["float_ops"] = float_ops((d / "model.tflite").read_bytes())
        entry.update(backend_stats(d, entry, fx.resize))
        return entry

    return wrapped


# ----------------------------------------------------------------------------------------------------------------
# Keras applications (weights=None) and standard blocks
# ----------------------------------------------------------------------------------------------------------------


def _finish_keras(m, rng, shape, calib_range=(-1.0, 1.0)):
    """Randomize the BatchNorm statistics, give Dense layers a non-zero bias, wrap with a batch-1 input."""
    inp = keras.Input(shape, batch_size=1)
    wrapped = keras.Model(inp, m(inp))
    lo, hi = calib_range
    mf.randomize_bn(m, rng, rng.uniform(lo, hi, (8,) + tuple(shape)).astype(np.float32))
    for layer in m.layers:
        if isinstance(layer, keras.layers.Dense) and layer.use_bias:
            kernel, bias = layer.get_weights()
            layer.set_weights([kernel, rng.uniform(-0.3, 0.3, bias.shape).astype(np.float32)])
    return wrapped


def _with_head(base, classes=10):
    """include_top=False base (pooling="avg") + Dense softmax classifier."""
    out = keras.layers.Dense(classes, activation="softmax", name="head")(base.output)
    return keras.Model(base.inputs, out, name=base.name + "_head")


def app_mobilenet_v3_small():
    return _with_head(keras.applications.MobileNetV3Small(
        input_shape=(96, 96, 3), alpha=0.75, include_top=False, pooling="avg", weights=None,
        include_preprocessing=False))


def app_mobilenet_v3_large_min():
    return _with_head(keras.applications.MobileNetV3Large(
        input_shape=(64, 64, 3), alpha=0.5, minimalistic=True, include_top=False, pooling="avg", weights=None,
        include_preprocessing=False))


def app_mobilenet_v1():
    return keras.applications.MobileNet(input_shape=(64, 64, 3), alpha=0.25, weights=None, classes=10)


def app_efficientnet_b0():
    # keras.applications.EfficientNetB0 is EfficientNet(1.0, 1.0, 224, ...): 4.0 M parameters without the top.
    # Same builder and B0 block list/depth, width coefficient 0.35.
    from keras.src.applications import efficientnet

    return _with_head(efficientnet.EfficientNet(0.35, 1.0, 224, input_shape=(64, 64, 3), include_top=False,
                                                pooling="avg", weights=None, name="efficientnetb0_w035"))


def app_efficientnet_v2_b0():
    # keras.applications.EfficientNetV2B0 = EfficientNetV2(1.0, 1.0, 224, blocks "efficientnetv2-b0"): 5.9 M params.
    from keras.src.applications import efficientnet_v2

    return _with_head(efficientnet_v2.EfficientNetV2(
        0.25, 1.0, 224, blocks_args=efficientnet_v2.DEFAULT_BLOCKS_ARGS["efficientnetv2-b0"],
        input_shape=(64, 64, 3), include_top=False, pooling="avg", weights=None, include_preprocessing=False,
        name="efficientnetv2b0_w025"))


def app_nasnet_mobile():
    # keras.applications.NASNetMobile = NASNet(penultimate_filters=1056, num_blocks=4, stem_block_filters=32,
    # skip_reduction=False): 4.3 M params. Same cells, penultimate_filters 288 (12 filters in the first cells).
    from keras.src.applications import nasnet

    return _with_head(nasnet.NASNet(input_shape=(64, 64, 3), penultimate_filters=288, num_blocks=4,
                                    stem_block_filters=32, skip_reduction=False, filter_multiplier=2,
                                    include_top=False, pooling="avg", weights=None, name="nasnet_mobile_p288"))


def km_transformer_encoder(rng, seq=16, d_model=32, heads=4, ff=64):
    inp = keras.Input((seq, d_model), batch_size=1)
    att = keras.layers.MultiHeadAttention(num_heads=heads, key_dim=d_model // heads)(inp, inp)
    x = keras.layers.LayerNormalization(epsilon=1e-6)(keras.layers.Add()([inp, att]))
    y = keras.layers.Dense(ff, activation="gelu", bias_initializer=mf.rand_bias())(x)
    y = keras.layers.Dense(d_model, bias_initializer=mf.rand_bias())(y)
    out = keras.layers.LayerNormalization(epsilon=1e-6)(keras.layers.Add()([x, y]))
    model = keras.Model(inp, out)
    for layer in model.layers:  # random (non-trivial) LayerNorm gamma/beta
        if isinstance(layer, keras.layers.LayerNormalization):
            g, b = layer.get_weights()
            layer.set_weights([rng.uniform(0.5, 1.5, g.shape).astype(np.float32),
                               rng.uniform(-0.5, 0.5, b.shape).astype(np.float32)])
    return model


def km_unet(hw=32, cin=3, classes=2):
    def block(x, c):
        for _ in range(2):
            x = keras.layers.Conv2D(c, 3, padding="same", use_bias=False)(x)
            x = keras.layers.BatchNormalization()(x)
            x = keras.layers.ReLU()(x)
        return x

    inp = keras.Input((hw, hw, cin))
    e1 = block(inp, 8)
    e2 = block(keras.layers.MaxPooling2D()(e1), 16)
    b = block(keras.layers.MaxPooling2D()(e2), 32)
    u2 = keras.layers.Conv2DTranspose(16, 2, strides=2, padding="same", bias_initializer=mf.rand_bias())(b)
    d2 = block(keras.layers.Concatenate()([u2, e2]), 16)
    u1 = keras.layers.Conv2DTranspose(8, 2, strides=2, padding="same", bias_initializer=mf.rand_bias())(d2)
    d1 = block(keras.layers.Concatenate()([u1, e1]), 8)
    out = keras.layers.Conv2D(classes, 1, bias_initializer=mf.rand_bias())(d1)
    return keras.Model(inp, out, name="unet")


def km_ds_cnn(classes=12, c=64):
    """DS-CNN (S) of "Hello Edge: Keyword Spotting on Microcontrollers" (Zhang et al. 2017; ARM ML-KWS): 49x10 MFCC
    input, conv 10x4 stride 2, four depthwise-separable blocks, average pool, dense."""
    inp = keras.Input((49, 10, 1))
    x = keras.layers.Conv2D(c, (10, 4), strides=(2, 2), padding="same", use_bias=False)(inp)
    x = keras.layers.ReLU()(keras.layers.BatchNormalization()(x))
    for _ in range(4):
        x = keras.layers.DepthwiseConv2D(3, padding="same", use_bias=False)(x)
        x = keras.layers.ReLU()(keras.layers.BatchNormalization()(x))
        x = keras.layers.Conv2D(c, 1, use_bias=False)(x)
        x = keras.layers.ReLU()(keras.layers.BatchNormalization()(x))
    x = keras.layers.AveragePooling2D(pool_size=(25, 5))(x)
    x = keras.layers.Flatten()(x)
    out = keras.layers.Dense(classes, activation="softmax")(x)
    return keras.Model(inp, out, name="ds_cnn")


def _fresh_keras(name):
    """Reset Keras' global state, so that auto-generated layer/tensor names (which end up in the .tflite) do not
    depend on what the process built before (--only runs stay byte-identical to full runs), then re-seed."""
    keras.backend.clear_session()
    keras.utils.set_random_seed(mf.seed_for(name))


def _keras_builder(name, make, shape, calib_range=(-1.0, 1.0), n_rep=16):
    def build(rng):
        _fresh_keras(name)
        m = _finish_keras(make(), rng, shape, calib_range)
        return mf.convert_keras(m, [calib_range], rng, n_rep=n_rep)

    return build


def build_transformer(rng):
    _fresh_keras("transformer_encoder")
    return mf.convert_keras(km_transformer_encoder(rng), [(-2.0, 2.0)], rng, n_rep=32)


KERAS_REAL = [
    ("mobilenet_v3_small", app_mobilenet_v3_small, (96, 96, 3), (-1.0, 1.0),
     "keras MobileNetV3Small(alpha=0.75, 96x96x3, include_top=False, pooling=avg, include_preprocessing=False, "
     "weights=None) + Dense(10, softmax); random weights, randomised BN statistics.",
     ["CONV_2D", "DEPTHWISE_CONV_2D", "HARD_SWISH", "MUL", "ADD", "MEAN", "FULLY_CONNECTED", "SOFTMAX"]),
    ("mobilenet_v3_large_min", app_mobilenet_v3_large_min, (64, 64, 3), (-1.0, 1.0),
     "keras MobileNetV3Large(alpha=0.5, minimalistic=True, 64x64x3, include_top=False, pooling=avg, "
     "include_preprocessing=False, weights=None) + Dense(10, softmax); randomised BN statistics.",
     ["CONV_2D", "DEPTHWISE_CONV_2D", "ADD", "MEAN", "FULLY_CONNECTED", "SOFTMAX"]),
    ("mobilenet_v1", app_mobilenet_v1, (64, 64, 3), (-1.0, 1.0),
     "keras MobileNet(alpha=0.25, 64x64x3, weights=None, 10 classes); randomised BN statistics.",
     ["CONV_2D", "DEPTHWISE_CONV_2D", "MEAN", "SOFTMAX"]),
    ("efficientnet_b0", app_efficientnet_b0, (64, 64, 3), (-1.0, 1.0),
     "keras EfficientNetB0 topology (keras.src.applications.efficientnet.EfficientNet with B0 depth and blocks, "
     "width_coefficient 0.35 instead of 1.0, include_top=False, pooling=avg, weights=None, 64x64x3) + Dense(10, "
     "softmax); randomised BN statistics.",
     ["CONV_2D", "DEPTHWISE_CONV_2D", "LOGISTIC", "MUL", "MEAN", "ADD", "FULLY_CONNECTED", "SOFTMAX"]),
    ("efficientnet_v2_b0", app_efficientnet_v2_b0, (64, 64, 3), (-1.0, 1.0),
     "keras EfficientNetV2B0 topology (keras.src.applications.efficientnet_v2.EfficientNetV2 with the "
     "efficientnetv2-b0 blocks, width_coefficient 0.25 instead of 1.0, include_top=False, pooling=avg, "
     "include_preprocessing=False, weights=None, 64x64x3) + Dense(10, softmax); randomised BN statistics.",
     ["CONV_2D", "DEPTHWISE_CONV_2D", "LOGISTIC", "MUL", "MEAN", "ADD", "FULLY_CONNECTED", "SOFTMAX"]),
    ("nasnet_mobile", app_nasnet_mobile, (64, 64, 3), (-1.0, 1.0),
     "keras NASNetMobile topology (keras.src.applications.nasnet.NASNet with num_blocks=4, stem_block_filters=32, "
     "skip_reduction=False like NASNetMobile, penultimate_filters 288 instead of 1056, include_top=False, "
     "pooling=avg, weights=None, 64x64x3) + Dense(10, softmax); randomised BN statistics.",
     ["CONV_2D", "DEPTHWISE_CONV_2D", "ADD", "CONCATENATION", "MAX_POOL_2D", "AVERAGE_POOL_2D", "MEAN"]),
    ("unet_small", km_unet, (32, 32, 3), (-1.0, 1.0),
     "small U-Net, 32x32x3 -> 32x32x2: two (Conv3x3+BN+ReLU)x2 encoder levels with MaxPool, a 32-channel "
     "bottleneck, Conv2DTranspose 2x2 stride-2 upsampling, skip Concatenate, 1x1 conv head; randomised BN.",
     ["CONV_2D", "MAX_POOL_2D", "TRANSPOSE_CONV", "CONCATENATION"]),
    ("kws_ds_cnn", km_ds_cnn, (49, 10, 1), (-2.5, 3.0),
     "keyword spotting DS-CNN (Hello Edge / ARM ML-KWS, 64 channels) on a 49x10x1 MFCC input: conv 10x4 stride 2, "
     "4 depthwise-separable blocks with BN+ReLU, AveragePool 25x5, Dense(12, softmax); randomised BN.",
     ["CONV_2D", "DEPTHWISE_CONV_2D", "AVERAGE_POOL_2D", "FULLY_CONNECTED", "SOFTMAX"]),
]

for _name, _make, _shape, _range, _desc, _ops in KERAS_REAL:
    mf.fixture(name=_name, kind="real", scheme="int8", description=_desc,
               build=_keras_builder(_name, _make, _shape, _range), expect_ops=_ops)

mf.fixture(
    name="transformer_encoder", kind="real", scheme="int8",
    description="transformer encoder block, seq 16 x d_model 32: MultiHeadAttention(4 heads, key_dim 8) + residual "
                "+ LayerNormalization, Dense(64, gelu) + Dense(32) + residual + LayerNormalization; random "
                "LayerNorm gamma/beta.",
    build=build_transformer,
    expect_ops=["FULLY_CONNECTED", "BATCH_MATMUL", "SOFTMAX", "ADD", "MEAN"],
)

# ----------------------------------------------------------------------------------------------------------------
# MediaPipe float models quantized by ai-edge-quantizer
# ----------------------------------------------------------------------------------------------------------------

MEDIAPIPE_VERSION = "0.10.21"  # the last 0.10.x wheels ship mediapipe/modules/*/*.tflite (1.x wheels do not)
MEDIAPIPE_WHEEL = f"mediapipe-{MEDIAPIPE_VERSION}-cp311-cp311-manylinux_2_28_x86_64.whl"
CACHE = Path(os.environ.get("QNNC_FIXTURE_CACHE", HERE / ".cache"))
AEQ_PYTHON = Path(os.environ.get("AEQ_PYTHON", HERE / ".venv-aeq" / "bin" / "python"))
AEQ_VERSION = "0.10.0"

# name -> (path in the wheel, sha256 of that file, calibration input range)
MEDIAPIPE_MODELS = {
    "face_detection_short": ("mediapipe/modules/face_detection/face_detection_short_range.tflite",
                             "bbff11cebd1eb27a1e004cae0b0e63ec8c551cbf34a4451148b4908b8db3eca8", (-1.0, 1.0)),
    "face_detection_full": ("mediapipe/modules/face_detection/face_detection_full_range_sparse.tflite",
                            "2c3728e6da56f21e21a320433396fb06d40d9088f2247c05e5635a688d45dfe1", (-1.0, 1.0)),
    "face_landmark": ("mediapipe/modules/face_landmark/face_landmark.tflite",
                      "1055cb9d4a9ca8b8c688902a3a5194311138ba256bcc94e336d8373a5f30c814", (0.0, 1.0)),
    "hand_recrop": ("mediapipe/modules/holistic_landmark/hand_recrop.tflite",
                    "67d996ce96f9d36fe17d2693022c6da93168026ab2f028f9e2365398d8ac7d5d", (-1.0, 1.0)),
    "iris_landmark": ("mediapipe/modules/iris_landmark/iris_landmark.tflite",
                      "d1744d2a09c25f501d39eba4faff47e53ecca8852c5ce19bce8eeac39357521f", (0.0, 1.0)),
}
# Not used (see README.md): palm_detection_lite/full, hand_landmark_lite/full, pose_detection, pose_landmark_full
# (over 1 MB after quantization); selfie_segmentation(_landscape) and face_landmark_with_attention (custom ops that
# TFLite's BUILTIN_REF resolver cannot run).


def mediapipe_model(rel: str, sha: str) -> bytes:
    """The file `rel` of the pinned mediapipe wheel (downloaded once into CACHE with pip), checked by sha256."""
    wheel = CACHE / MEDIAPIPE_WHEEL
    if not wheel.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", f"mediapipe=={MEDIAPIPE_VERSION}",
                        "--no-deps", "--only-binary=:all:", "--python-version", "3.11",
                        "--platform", "manylinux_2_28_x86_64", "-d", str(CACHE)], check=True)
    with zipfile.ZipFile(wheel) as z:
        data = z.read(rel)
    got = hashlib.sha256(data).hexdigest()
    if got != sha:
        raise RuntimeError(f"{rel}: sha256 {got}, expected {sha}")
    return data


def prepare_float_model(model: bytes) -> tuple[bytes, list[str]]:
    """Make a MediaPipe float model digestible by ai-edge-quantizer:

    * copy `deprecated_builtin_code` into `builtin_code` (older files set only the former, which the tool misreads);
    * fold constant weight decompression (fp16 DEQUANTIZE, sparse DENSIFY -> DEQUANTIZE) into float32 constants
      (the tool needs constant weights and biases), using TFLite's own kernels to compute the dense values;
    * drop the then-unused ops, tensors and buffers;
    * add a "serving_default" signature (the tool calibrates per signature).

    Returns the new model and its input tensor names."""
    m = schema.ModelT.InitFromPackedBuf(bytearray(model), 0)
    for c in m.operatorCodes:
        c.builtinCode = max(c.builtinCode, c.deprecatedBuiltinCode)
    sg = m.subgraphs[0]
    code = lambda op: m.operatorCodes[op.opcodeIndex].builtinCode  # noqa: E731

    def is_const(i):
        b = m.buffers[sg.tensors[i].buffer]
        return b.data is not None and len(b.data) > 0

    producers = {int(o): op for op in sg.operators for o in op.outputs}

    def const_chain(i):  # a tensor computed from constants only by DENSIFY / DEQUANTIZE
        if is_const(i):
            return True
        op = producers.get(i)
        return op is not None and code(op) in (schema.BuiltinOperator.DENSIFY, schema.BuiltinOperator.DEQUANTIZE) \
            and all(const_chain(int(j)) for j in op.inputs)

    fold = [int(op.outputs[0]) for op in sg.operators
            if code(op) == schema.BuiltinOperator.DEQUANTIZE and const_chain(int(op.inputs[0]))
            and sg.tensors[int(op.outputs[0])].type == schema.TensorType.FLOAT32]
    if fold:
        # without XNNPACK, which would take the fp16 weights itself and leave the DEQUANTIZE outputs unset
        it = tf.lite.Interpreter(model_content=model, experimental_preserve_all_tensors=True,
                                 experimental_op_resolver_type=mf.REF)
        it.allocate_tensors()
        for d in it.get_input_details():
            it.set_tensor(d["index"], np.zeros(d["shape"], d["dtype"]))
        it.invoke()
        for t in fold:
            value = np.ascontiguousarray(it.get_tensor(t), dtype=np.float32)
            buf = schema.BufferT()
            buf.data = np.frombuffer(value.tobytes(), dtype=np.uint8)
            m.buffers.append(buf)
            sg.tensors[t].buffer = len(m.buffers) - 1
    # drop the folded DEQUANTIZE ops, then ops whose outputs are unused (repeatedly), unused tensors and buffers
    folded = set(fold)
    ops = [op for op in sg.operators if int(op.outputs[0]) not in folded]
    while True:
        used = {int(i) for op in ops for i in op.inputs if i >= 0} | {int(i) for i in sg.outputs}
        keep = [op for op in ops if any(int(o) in used for o in op.outputs)]
        if len(keep) == len(ops):
            break
        ops = keep
    live = sorted({int(i) for op in ops for i in list(op.inputs) + list(op.outputs) if i >= 0}
                  | {int(i) for i in sg.inputs} | {int(i) for i in sg.outputs})
    new = {o: n for n, o in enumerate(live)}
    for op in ops:
        op.inputs = [new[int(i)] if i >= 0 else -1 for i in op.inputs]
        op.outputs = [new[int(i)] for i in op.outputs]
    sg.tensors = [sg.tensors[o] for o in live]
    sg.inputs = [new[int(i)] for i in sg.inputs]
    sg.outputs = [new[int(i)] for i in sg.outputs]
    sg.operators = ops
    bufs = sorted({t.buffer for t in sg.tensors} - {0})
    bnew = {o: n + 1 for n, o in enumerate(bufs)}
    m.buffers = [m.buffers[0]] + [m.buffers[o] for o in bufs]
    for t in sg.tensors:
        t.buffer = bnew.get(t.buffer, 0)
    used_codes = sorted({op.opcodeIndex for op in ops})
    cnew = {o: n for n, o in enumerate(used_codes)}
    m.operatorCodes = [m.operatorCodes[o] for o in used_codes]
    for op in ops:
        op.opcodeIndex = cnew[op.opcodeIndex]
    names = [sg.tensors[i].name.decode() for i in sg.inputs]
    sd = schema.SignatureDefT()
    sd.signatureKey = b"serving_default"
    sd.subgraphIndex = 0

    def tmap(i):
        t = schema.TensorMapT()
        t.name = sg.tensors[i].name
        t.tensorIndex = i
        return t

    sd.inputs = [tmap(i) for i in sg.inputs]
    sd.outputs = [tmap(i) for i in sg.outputs]
    m.signatureDefs = [sd]
    m.metadata = None
    m.metadataBuffer = None
    b = flatbuffers.Builder(1024)
    b.Finish(m.Pack(b), file_identifier=b"TFL3")
    return bytes(b.Output()), names


# Runs in the ai-edge-quantizer venv: argv = float model, calibration .npz (one array per input name, leading axis =
# sample), recipe name, output path.
AEQ_SCRIPT = r"""
import sys
import numpy as np
from ai_edge_quantizer import quantizer, recipe
src, calib, rec, dst = sys.argv[1:5]
qt = quantizer.Quantizer(src)
qt.load_quantization_recipe(getattr(recipe, rec)())
z = np.load(calib)
n = len(z[z.files[0]])
data = [{k: z[k][s] for k in z.files} for s in range(n)]
res = qt.quantize(qt.calibrate({"serving_default": data}, num_threads=1))
open(dst, "wb").write(res.quantized_model)
"""


def quantize_with_aeq(float_model: bytes, input_names, shapes, calib_range, recipe_name, rng, n=8) -> bytes:
    if not AEQ_PYTHON.exists():
        raise RuntimeError(f"{AEQ_PYTHON} not found: create the ai-edge-quantizer venv (README.md) or set AEQ_PYTHON")
    lo, hi = calib_range
    with tempfile.TemporaryDirectory() as tmp:
        src, cal, dst = Path(tmp, "float.tflite"), Path(tmp, "calib.npz"), Path(tmp, "quant.tflite")
        src.write_bytes(float_model)
        np.savez(cal, **{nm: rng.uniform(lo, hi, (n,) + tuple(s)).astype(np.float32)
                         for nm, s in zip(input_names, shapes)})
        r = subprocess.run([str(AEQ_PYTHON), "-c", AEQ_SCRIPT, str(src), str(cal), recipe_name, str(dst)],
                           capture_output=True, text=True, env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"})
        if r.returncode != 0:
            raise RuntimeError(f"ai-edge-quantizer failed:\n{r.stderr[-3000:]}")
        return dst.read_bytes()


def _mediapipe_builder(rel, sha, calib_range, recipe_name):
    def build(rng):
        float_model, names = prepare_float_model(mediapipe_model(rel, sha))
        it = tf.lite.Interpreter(model_content=float_model)
        shapes = [[int(x) for x in d["shape"]] for d in it.get_input_details()]
        return quantize_with_aeq(float_model, names, shapes, calib_range, recipe_name, rng)

    return build


for _name, (_rel, _sha, _range) in MEDIAPIPE_MODELS.items():
    for _recipe, _suffix, _scheme in (("static_wi8_ai8", "a8", "int8"), ("static_wi8_ai16", "a16", "int16x8")):
        mf.fixture(
            name=f"mp_{_name}_{_suffix}", kind="real", scheme=_scheme,
            description=f"MediaPipe {MEDIAPIPE_VERSION} {_rel.rsplit('/', 1)[1]} (float release) quantized by "
                        f"ai-edge-quantizer {AEQ_VERSION} recipe {_recipe}, calibrated on 8 fixed-seed uniform "
                        f"[{_range[0]}, {_range[1]}] inputs (fp16/sparse weights folded to float32 first).",
            build=_mediapipe_builder(_rel, _sha, _range, _recipe),
            expect_ops=["CONV_2D", "DEPTHWISE_CONV_2D"],
            # face_landmark's second output is the 1-element face score: saturated on random inputs
            check_varied=_name != "face_landmark",
        )
