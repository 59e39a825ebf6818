"""`get_input_details()` / `get_output_details()` and `get_signature_list()` field by field
against what TFLite's own interpreter gave for every fixture (`tests/fixtures/tflite/
details.json`, written by the fixture script, so that these tests need no TensorFlow), and
the layout of the dicts: TFLite's keys and types."""

import json

import numpy as np
import pytest

import qnnc

from conftest import FIXTURES

KEYS = {
    "name",
    "index",
    "shape",
    "shape_signature",
    "dtype",
    "quantization",
    "quantization_parameters",
    "sparsity_parameters",
}


@pytest.fixture(scope="module")
def recorded():
    return json.loads((FIXTURES / "details.json").read_text())


def check(got, want):
    assert set(got) == KEYS
    assert got["name"] == want["name"]
    assert isinstance(got["index"], int) and got["index"] == want["index"]
    assert got["shape"].dtype == np.int32 and got["shape_signature"].dtype == np.int32
    assert got["shape"].tolist() == want["shape"]
    assert got["shape_signature"].tolist() == want["shape_signature"]
    assert got["dtype"] == np.dtype(want["dtype"]).type
    assert list(got["quantization"]) == want["quantization"]
    qp = got["quantization_parameters"]
    assert set(qp) == {"scales", "zero_points", "quantized_dimension", "block_size"}
    assert qp["scales"].dtype == np.float32 and qp["zero_points"].dtype == np.int32
    assert qp["scales"].tolist() == np.array(want["scales"], np.float32).tolist()
    assert qp["zero_points"].tolist() == want["zero_points"]
    assert qp["quantized_dimension"] == want["quantized_dimension"]
    assert qp["block_size"] == 0
    assert got["sparsity_parameters"] == {}


def test_details_match_tflite(entry, recorded):
    want = recorded[entry["name"]]
    d = FIXTURES / entry["name"]
    it = qnnc.Interpreter(model_path=str(d / "model.tflite"))
    assert it.get_signature_list() == want["signatures"]
    if any(-1 in x["shape_signature"] for x in entry["inputs"]):
        for detail, x in zip(it.get_input_details(), entry["inputs"]):
            it.resize_tensor_input(detail["index"], x["shape"])
    it.allocate_tensors()
    ins = it.get_input_details()
    assert len(ins) == len(want["inputs"])
    for got, w in zip(ins, want["inputs"]):
        check(got, w)
    # Output shapes are known once the model has run (dynamic ones depend on the inputs).
    for i, detail in enumerate(ins):
        it.set_tensor(detail["index"], np.load(d / f"case0_in{i}.npy"))
    it.invoke()
    outs = it.get_output_details()
    assert len(outs) == len(want["outputs"])
    for got, w in zip(outs, want["outputs"]):
        check(got, w)
