"""Shared helpers of the Python package's tests: the fixtures of `tests/fixtures/tflite` and
their manifest (written by `tools/tflite_fixtures/make_fixtures.py` from TFLite's own
interpreter, so these tests need no TensorFlow)."""

import json
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "tflite"


def manifest():
    return json.loads((FIXTURES / "manifest.json").read_text())


def signatures():
    """The signature list TFLite gave for each fixture (`details.json`)."""
    details = json.loads((FIXTURES / "details.json").read_text())
    return {name: d["signatures"] for name, d in details.items()}


def pytest_generate_tests(metafunc):
    """`entry`: every fixture's manifest entry; `real_entry`: the real topologies';
    `signed_entry`: the fixtures with one signature whose outputs are the reference kernels'."""
    sigs = signatures()
    for name, keep in [
        ("entry", lambda e: True),
        ("real_entry", lambda e: e["kind"] == "real"),
        ("signed_entry", lambda e: len(sigs[e["name"]]) == 1 and e.get("kernels") != "builtin"),
    ]:
        if name in metafunc.fixturenames:
            entries = [e for e in manifest() if keep(e)]
            metafunc.parametrize(name, entries, ids=[e["name"] for e in entries])


@pytest.fixture
def mobilenet():
    return FIXTURES / "mobilenet_v2"
