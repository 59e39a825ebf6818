"""The compiler from Python: a fixture imported, printed and parsed back, lowered for two
targets (their lowered text diffs, both run to TFLite's integers), legalized, exported to
MLIR, validated, and its errors."""

import difflib

import numpy as np
import pytest

import qnnc

from conftest import FIXTURES


@pytest.fixture
def graph(mobilenet):
    return qnnc.import_tflite(str(mobilenet / "model.tflite"))


def test_text_round_trip(graph, mobilenet):
    text = graph.text()
    again = qnnc.parse(text)
    assert again.text() == text
    # The same graph from the model's bytes.
    assert qnnc.import_tflite((mobilenet / "model.tflite").read_bytes()).text() == text
    assert "elided<fnv64:" in graph.text(elide_constants=True)


def test_lower_and_run_equal_tflite(graph, mobilenet):
    x = np.load(mobilenet / "case0_in0.npy")
    want = np.load(mobilenet / "case0_out0.npy")
    (qnn_out,) = graph.run([x])
    assert qnn_out.tobytes() == want.tobytes()
    texts = {}
    for target in ["generic", "cpu"]:
        lowered = graph.lower(target=target)
        texts[target] = lowered.text(elide_constants=True)
        for engine in ["reference", "cpu"]:
            (out,) = lowered.run([x], engine=engine)
            assert out.dtype == want.dtype and out.tobytes() == want.tobytes(), (target, engine)
    diff = list(difflib.unified_diff(texts["generic"].splitlines(), texts["cpu"].splitlines()))
    assert diff, "the two targets lower differently"


def test_validate_legalize_export_stats(graph):
    assert graph.validate(n=3, seed=5) == 3
    assert "qnn.conv2d" in graph.legalize("cpu").text()
    lowered = graph.lower()
    mlir = lowered.export_mlir(flavour="linalg", elide_constants=True)
    assert "func.func" in mlir
    assert "tosa." in lowered.export_mlir(flavour="tosa", elide_constants=True)
    stats = lowered.stats()
    assert stats["inputs"] == 1 and stats["outputs"] == 1 and stats["ops"]["conv2d"] > 0
    names = [t["name"] for t in qnnc.targets()]
    assert "generic" in names and "cpu" in names


def test_errors(graph, mobilenet):
    with pytest.raises(ValueError, match=r"2:8: unknown op `nonsense`"):
        qnnc.parse("graph \"g\" {\n  %0 = nonsense\n}\n")
    with pytest.raises(ValueError, match="unknown target|no target|target"):
        graph.lower(target="no-such-target")
    with pytest.raises(ValueError, match="overflow"):
        graph.lower(overflow="maybe")
    with pytest.raises(ValueError, match="flavour"):
        graph.lower().export_mlir(flavour="spirv")
    with pytest.raises(ValueError, match="takes 1 inputs"):
        graph.run([])
    with pytest.raises(ValueError, match="must be"):
        graph.run([np.zeros((1, 2), np.int8)])
    with pytest.raises(ValueError, match="engine"):
        graph.run([np.load(mobilenet / "case0_in0.npy")], engine="gpu")
    with pytest.raises(ValueError):
        qnnc.import_tflite(b"not a model")
    with pytest.raises(ValueError, match="cannot read"):
        qnnc.import_tflite(str(FIXTURES / "missing.tflite"))


def test_quantize_a_float_model():
    d = FIXTURES / "float_model_small"
    g = qnnc.import_tflite(str(d / "model.tflite"))
    samples = [np.load(d / f"case{k}_in0.npy") for k in range(3)]
    q = qnnc.quantize(g, samples)
    assert "qnn." in q.text()
    # The quantized graph and its lowering agree, on the CPU engine too.
    x = samples[0]
    (a,) = q.run([x])
    (b,) = q.lower(target="cpu").run([x], engine="cpu")
    assert a.tobytes() == b.tobytes()
    assert q.validate(n=2) == 2
    with pytest.raises(ValueError, match="sample 0 has 2 arrays"):
        qnnc.quantize(g, [[x, x]])
    with pytest.raises(ValueError):
        qnnc.quantize(g, samples, config="calibration = \"no-such-mode\"")


ADD = """graph "g" {
  input %0 "a" : tensor<2x4xi8>
  input %1 "b" : tensor<2x4xi8>
  %2 = qnn.add %0, %1 {lhs_q = q(0.05, -3), rhs_q = q(0.1, 4), out_q = q(0.12, 1), pot_int16 = false, rounding = tflite_double, clamp = none} : tensor<2x4xi8>
  output "y" = %2
}
"""


def test_prove_and_equivalent(graph):
    # Every rule application of MobileNetV2's lowering checked: nothing refuted.
    lowered = graph.lower(prove=True)
    assert lowered.text() == graph.lower().text()
    # A graph against itself, and against its lowering: decided output by output.
    assert graph.equivalent(graph) == [("StatefulPartitionedCall_1:0", "equal")]
    (verdict,) = graph.equivalent(lowered)
    assert verdict[1].startswith("not decided: "), verdict
    add = qnnc.parse(ADD)
    assert add.equivalent(add.lower()) == [("y", "equal")]
    other = qnnc.parse(ADD.replace("q(0.12, 1)", "q(0.12, 2)"))
    ((name, said),) = add.equivalent(other)
    assert name == "y" and said.startswith("differs: at [0, 0] with %0 = "), said
    with pytest.raises(ValueError, match="inputs differ"):
        add.equivalent(graph)
