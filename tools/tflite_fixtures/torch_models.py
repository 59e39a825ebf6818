"""Fixtures from PyTorch (kind="real"), registered into make_fixtures.py's FIXTURES list.

torchvision architectures (random weights, Linear layers N(0, 1/fan_in), BatchNorm statistics calibrated on random inputs in train mode, reduced
width and 10 classes so the int8 `.tflite` stays under 1 MB) and a small transformer encoder block, exported with
`torch.export`, quantized with PT2E (litert-torch's `PT2EQuantizer`, symmetric per-channel int8 weights, int8
activations, calibrated on 16 fixed-seed uniform [-1, 1] inputs) and converted by Google's PyTorch converter
`litert-torch`. PyTorch, torchvision and litert-torch run in their own virtualenv (`.venv-torch`, README.md) through a
subprocess that only writes the `.tflite`; the BUILTIN_REF outputs are recorded in the TF 2.21 venv as for every other
fixture.

This module is imported by make_fixtures.py and uses its helpers.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

mf = sys.modules.get("make_fixtures") or sys.modules["__main__"]
if not hasattr(mf, "fixture"):
    raise ImportError("torch_models is meant to be imported by make_fixtures.py")

HERE = Path(__file__).resolve().parent
TORCH_PYTHON = Path(os.environ.get("TORCH_PYTHON", HERE / ".venv-torch" / "bin" / "python"))

# Runs in the torch venv: argv = model name, seed, output path.
TORCH_SCRIPT = r"""
import os, sys
import torch, torchvision
import litert_torch
from litert_torch.quantize import pt2e_quantizer, quant_config
from torchao.quantization.pt2e import quantize_pt2e

name, seed, dst = sys.argv[1], int(sys.argv[2]), sys.argv[3]
torch.manual_seed(seed)
gen = torch.Generator().manual_seed(seed)
tv = torchvision.models


class EncoderBlock(torch.nn.Module):
    def __init__(self, activation):
        super().__init__()
        self.embed = torch.nn.Linear(16, 32)
        self.encoder = torch.nn.TransformerEncoderLayer(32, 4, 64, dropout=0.0, batch_first=True,
                                                        activation=activation)
        self.head = torch.nn.Linear(32, 8)

    def forward(self, x):
        return self.head(self.encoder(self.embed(x)))


image = (1, 3, 64, 64)
models = {
    "mobilenet_v2": (lambda: tv.mobilenet_v2(width_mult=0.35, num_classes=10), image),
    "mobilenet_v3_small": (lambda: tv.mobilenet_v3_small(width_mult=0.5, num_classes=10), image),
    "shufflenet_v2": (lambda: tv.shufflenet_v2_x0_5(num_classes=10), image),
    "squeezenet": (lambda: tv.squeezenet1_1(num_classes=10), image),
    "encoder_block": (lambda: EncoderBlock("gelu"), (1, 12, 16)),
}
make, shape = models[name]
model = make()
if name != "encoder_block":  # torchvision's N(0, 0.01) classifiers give near-constant logits on random weights
    for layer in model.modules():
        if isinstance(layer, torch.nn.Linear):
            torch.nn.init.normal_(layer.weight, 0.0, layer.in_features ** -0.5, generator=gen)
uniform = lambda *s: torch.rand(*s, generator=gen) * 2 - 1
model.train()
with torch.no_grad():
    for _ in range(8):
        model(uniform(8, *shape[1:]))
model.eval()
args = (uniform(*shape),)
exported = torch.export.export(model, args).module()
quantizer = pt2e_quantizer.PT2EQuantizer().set_global(
    pt2e_quantizer.get_symmetric_quantization_config(is_per_channel=True))
prepared = quantize_pt2e.prepare_pt2e(exported, quantizer)
with torch.no_grad():
    for _ in range(16):
        prepared(uniform(*shape))
converted = quantize_pt2e.convert_pt2e(prepared, fold_quantize=False)
edge = litert_torch.convert(converted, args, quant_config=quant_config.QuantConfig(pt2e_quantizer=quantizer))
edge.export(dst)
"""


def convert_with_litert_torch(name: str, seed: int) -> bytes:
    if not TORCH_PYTHON.exists():
        raise RuntimeError(f"{TORCH_PYTHON} not found: create the litert-torch venv (README.md) or set TORCH_PYTHON")
    with tempfile.TemporaryDirectory() as tmp:
        dst = Path(tmp, "model.tflite")
        r = subprocess.run([str(TORCH_PYTHON), "-c", TORCH_SCRIPT, name, str(seed), str(dst)],
                           capture_output=True, text=True, env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"})
        if r.returncode != 0:
            raise RuntimeError(f"litert-torch conversion of {name} failed:\n{r.stderr[-3000:]}")
        return dst.read_bytes()


TORCH_MODELS = [
    ("mobilenet_v2", "torchvision mobilenet_v2(width_mult=0.35), 64x64", ["CONV_2D", "DEPTHWISE_CONV_2D", "ADD"]),
    ("mobilenet_v3_small", "torchvision mobilenet_v3_small(width_mult=0.5), 64x64 (hard-swish, squeeze-excitation)",
     ["CONV_2D", "DEPTHWISE_CONV_2D", "HARD_SWISH", "MUL"]),
    ("shufflenet_v2", "torchvision shufflenet_v2_x0_5, 64x64 (channel shuffles)", ["CONV_2D", "TRANSPOSE"]),
    ("squeezenet", "torchvision squeezenet1_1, 64x64 (fire modules: concatenated expands)",
     ["CONV_2D", "CONCATENATION", "MAX_POOL_2D"]),
    ("encoder_block", "a transformer encoder block (nn.TransformerEncoderLayer, d=32, 4 heads, GELU MLP, LayerNorm) "
                      "between two Linear layers, 12 tokens of 16 features",
     ["FULLY_CONNECTED", "BATCH_MATMUL", "SOFTMAX", "SQUARED_DIFFERENCE", "RSQRT"]),
]
for _name, _what, _ops in TORCH_MODELS:
    mf.fixture(
        name=f"pt2e_{_name}", kind="real", scheme="int8",
        description=f"PyTorch {_what}; 10 classes, random weights with BatchNorm statistics calibrated on random inputs, "
                    "PT2E int8 (per-channel weights) through litert-torch, int8 I/O.",
        build=(lambda n: lambda rng: convert_with_litert_torch(n, mf.seed_for(f"pt2e_{n}")))(_name),
        expect_ops=_ops,
    )
