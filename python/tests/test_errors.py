"""Every error path raises the exception TFLite raises (ValueError for bad arguments,
RuntimeError for an invoke before allocate_tensors), with qnnc's message, never a crash; and
10,000 invokes do not grow the process's memory."""

import resource

import numpy as np
import pytest

import qnnc


@pytest.fixture
def it(mobilenet):
    it = qnnc.Interpreter(model_path=str(mobilenet / "model.tflite"))
    it.allocate_tensors()
    return it


def test_wrong_dtype(it):
    d = it.get_input_details()[0]
    with pytest.raises(ValueError, match="Got value of type FLOAT32 but expected type INT8"):
        it.set_tensor(d["index"], np.zeros(d["shape"], np.float32))


def test_wrong_shape(it):
    d = it.get_input_details()[0]
    with pytest.raises(ValueError, match="Dimension mismatch"):
        it.set_tensor(d["index"], np.zeros((1, 2, 3), np.int8))


def test_not_an_array(it):
    with pytest.raises(ValueError, match="numpy array"):
        it.set_tensor(it.get_input_details()[0]["index"], [1, 2, 3])


def test_unknown_tensor_index(it):
    with pytest.raises(ValueError, match="neither an input nor an output"):
        it.get_tensor(5000)
    with pytest.raises(ValueError, match="not an input"):
        it.set_tensor(-1, np.zeros(1, np.int8))
    with pytest.raises(ValueError, match="not an input"):
        it.resize_tensor_input(5000, [1])


def test_invoke_before_allocate(mobilenet):
    it = qnnc.Interpreter(model_path=str(mobilenet / "model.tflite"))
    with pytest.raises(RuntimeError, match="allocate_tensors"):
        it.invoke()


def test_invoke_after_resize_needs_allocate(it):
    d = it.get_input_details()[0]
    it.resize_tensor_input(d["index"], [2, 96, 96, 3])
    with pytest.raises(RuntimeError, match="allocate_tensors"):
        it.invoke()
    it.allocate_tensors()
    it.set_tensor(d["index"], np.zeros((2, 96, 96, 3), np.int8))
    it.invoke()
    assert it.get_tensor(it.get_output_details()[0]["index"]).shape == (2, 10)


def test_bad_resize(it):
    d = it.get_input_details()[0]
    with pytest.raises(ValueError, match="rank"):
        it.resize_tensor_input(d["index"], [1, 96])
    with pytest.raises(ValueError, match="negative"):
        it.resize_tensor_input(d["index"], [1, -96, 96, 3])
    with pytest.raises(ValueError, match="unknown dimensions"):
        it.resize_tensor_input(d["index"], [2, 96, 96, 3], strict=True)


@pytest.mark.parametrize("content", [b"", b"garbage", b"\x00" * 64, b"TFL3" * 100])
def test_corrupt_model(content):
    with pytest.raises(ValueError):
        qnnc.Interpreter(model_content=content)


def test_truncated_models(mobilenet):
    data = (mobilenet / "model.tflite").read_bytes()
    for n in range(0, len(data), max(1, len(data) // 50)):
        try:
            it = qnnc.Interpreter(model_content=data[:n])
            it.allocate_tensors()
        except ValueError:
            pass


def test_bad_arguments(mobilenet):
    path = str(mobilenet / "model.tflite")
    with pytest.raises(ValueError, match="exactly one"):
        qnnc.Interpreter()
    with pytest.raises(ValueError, match="exactly one"):
        qnnc.Interpreter(model_path=path, model_content=b"x")
    with pytest.raises(ValueError, match="cannot read"):
        qnnc.Interpreter(model_path=str(mobilenet / "missing.tflite"))
    with pytest.raises(ValueError, match="engine"):
        qnnc.Interpreter(model_path=path, engine="gpu")
    with pytest.raises(ValueError, match="num_threads"):
        qnnc.Interpreter(model_path=path, num_threads=0)
    with pytest.raises(ValueError, match="resolver"):
        qnnc.Interpreter(model_path=path, experimental_op_resolver_type=7)


def test_no_memory_growth(it):
    d = it.get_input_details()[0]
    out = it.get_output_details()[0]["index"]
    x = np.zeros(d["shape"], np.int8)

    def round_(n):
        for _ in range(n):
            it.set_tensor(d["index"], x)
            it.invoke()
            it.get_tensor(out)

    round_(1000)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    round_(10_000)
    after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    # ru_maxrss is in KiB on Linux: under 1 MiB more after 10,000 invokes.
    assert after - before < 1024, f"peak memory grew by {after - before} KiB"
