"""A typical TFLite test harness (load, allocate, set inputs, invoke, read outputs, compare),
run unchanged with qnnc in place of TFLite's interpreter class, on every fixture: the outputs
must equal the stored outputs of TFLite's reference kernels bit for bit. A streaming model's
cases run in order on one interpreter, so its state carries from case to case, as the fixture
script ran them."""

import numpy as np

import qnnc as tflite_interp

from conftest import FIXTURES


def run_fixture(entry, **kwargs):
    d = FIXTURES / entry["name"]
    # The probes whose stored outputs come from TFLite's builtin kernels (the manifest's
    # `kernels_reason` says why) are run with that resolver, as TFLite ran them.
    resolver = (
        tflite_interp.experimental.OpResolverType.BUILTIN
        if entry.get("kernels") == "builtin"
        else tflite_interp.experimental.OpResolverType.BUILTIN_REF
    )
    interpreter = tflite_interp.Interpreter(
        model_path=str(d / "model.tflite"), experimental_op_resolver_type=resolver, **kwargs
    )
    inputs = interpreter.get_input_details()
    if any(-1 in x["shape_signature"] for x in entry["inputs"]):
        for detail, x in zip(inputs, entry["inputs"]):
            interpreter.resize_tensor_input(detail["index"], x["shape"])
    interpreter.allocate_tensors()
    inputs = interpreter.get_input_details()
    outputs = interpreter.get_output_details()
    for k in range(entry["cases"]):
        for i, detail in enumerate(inputs):
            interpreter.set_tensor(detail["index"], np.load(d / f"case{k}_in{i}.npy"))
        interpreter.invoke()
        for j, detail in enumerate(outputs):
            got = interpreter.get_tensor(detail["index"])
            want = np.load(d / f"case{k}_out{j}.npy")
            assert got.dtype == want.dtype, f"case {k} output {j}: {got.dtype} vs {want.dtype}"
            assert got.shape == want.shape, f"case {k} output {j}: {got.shape} vs {want.shape}"
            # Bit for bit, floats included (NaN payloads and signed zeros too).
            assert got.tobytes() == want.tobytes(), f"case {k} output {j} differs"


def test_cpu_engine_equals_tflite_reference_kernels(entry):
    run_fixture(entry)


def test_two_threads_change_no_bit(real_entry):
    # The real topologies are the ones large enough to be split over threads.
    run_fixture(real_entry, num_threads=2)


def test_reference_interpreter_equals_tflite_reference_kernels(entry):
    run_fixture(entry, engine="reference")
