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


def pytest_generate_tests(metafunc):
    """`entry`: every fixture's manifest entry; `real_entry`: the real topologies'."""
    for name, keep in [("entry", lambda e: True), ("real_entry", lambda e: e["kind"] == "real")]:
        if name in metafunc.fixturenames:
            entries = [e for e in manifest() if keep(e)]
            metafunc.parametrize(name, entries, ids=[e["name"] for e in entries])


@pytest.fixture
def mobilenet():
    return FIXTURES / "mobilenet_v2"
