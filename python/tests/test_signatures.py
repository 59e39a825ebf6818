"""Signature runners: every fixture with one signature runs through
`get_signature_runner()` by input name and gives the stored outputs of TFLite's reference
kernels by output name; and the runner's errors."""

import numpy as np
import pytest

import qnnc

from conftest import FIXTURES


def test_signature_runner_equals_tflite(signed_entry):
    entry = signed_entry
    d = FIXTURES / entry["name"]
    it = qnnc.Interpreter(model_path=str(d / "model.tflite"))
    sigs = it.get_signature_list()
    (key,) = sigs
    runner = it.get_signature_runner()
    in_details = runner.get_input_details()
    out_details = runner.get_output_details()
    assert list(in_details) == sigs[key]["inputs"] and list(out_details) == sigs[key]["outputs"]
    # The signature's inputs by tensor index, in the model's input order.
    order = [x["index"] for x in it.get_input_details()]
    by_index = {detail["index"]: name for name, detail in in_details.items()}
    for k in range(entry["cases"]):
        kwargs = {by_index[t]: np.load(d / f"case{k}_in{i}.npy") for i, t in enumerate(order)}
        result = runner(**kwargs)
        outs = [x["index"] for x in it.get_output_details()]
        names = {detail["index"]: name for name, detail in out_details.items()}
        for j, t in enumerate(outs):
            want = np.load(d / f"case{k}_out{j}.npy")
            assert result[names[t]].tobytes() == want.tobytes(), (k, j)


def test_runner_errors(mobilenet):
    it = qnnc.Interpreter(model_path=str(mobilenet / "model.tflite"))
    with pytest.raises(ValueError, match="no signature"):
        it.get_signature_runner("no-such-signature")
    runner = it.get_signature_runner()
    with pytest.raises(ValueError, match="unknown"):
        runner(nonsense=np.zeros(1, np.int8))
