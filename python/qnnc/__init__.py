"""qnnc: TFLite's reference-kernel integers, fast.

``qnnc.Interpreter`` is a drop-in for ``tf.lite.Interpreter`` whose every output integer is
what TFLite's reference kernels (``OpResolverType.BUILTIN_REF``) give, bit for bit, computed
by qnnc's CPU engine (``engine="reference"`` for qnnc's reference interpreter)::

    import qnnc as tflite_interp
    it = tflite_interp.Interpreter(model_path="model.tflite")
    it.allocate_tensors()
    it.set_tensor(it.get_input_details()[0]["index"], x)
    it.invoke()
    y = it.get_tensor(it.get_output_details()[0]["index"])

and the compiler: ``qnnc.import_tflite(path)`` and ``qnnc.parse(text)`` give a ``qnnc.Graph``
with ``.text()``, ``.lower(target=...)``, ``.legalize(target)``, ``.export_mlir(flavour=...)``,
``.run(inputs)``, ``.validate(n, seed)`` and ``.stats()``; ``qnnc.quantize(graph, calib)``
quantizes a float graph; ``qnnc.targets()`` lists the targets.
"""

import enum
import types

from ._qnnc import Graph, __version__, import_tflite, parse, quantize, targets
from ._qnnc import Interpreter as _Interpreter

__all__ = [
    "Graph",
    "Interpreter",
    "SignatureRunner",
    "OpResolverType",
    "experimental",
    "import_tflite",
    "parse",
    "quantize",
    "targets",
    "__version__",
]


class OpResolverType(enum.IntEnum):
    """TFLite's ``tf.lite.experimental.OpResolverType``, for the same keyword argument.

    qnnc computes the reference kernels' integers for every value; any type other than
    ``BUILTIN_REF`` selects TFLite's builtin arithmetic where the two kernels disagree
    (int8 SUM, see qnnc's ``docs/rounding.md``).
    """

    AUTO = 0
    BUILTIN = 1
    BUILTIN_REF = 2
    BUILTIN_WITHOUT_DEFAULT_DELEGATES = 3


class SignatureRunner:
    """TFLite's ``SignatureRunner``: a signature of the model, called with its inputs by name,
    returning its outputs by name (``Interpreter.get_signature_runner()`` makes one)."""

    def __init__(self, interpreter, signature_key=None):
        inputs, outputs = interpreter._signature(signature_key)
        self._interpreter = interpreter
        self._inputs = dict(inputs)
        self._outputs = dict(outputs)

    def _details(self, details, names):
        by_index = {d["index"]: d for d in details}
        return {name: by_index[index] for name, index in names.items()}

    def get_input_details(self):
        """The inputs' details by signature name."""
        return self._details(self._interpreter.get_input_details(), self._inputs)

    def get_output_details(self):
        """The outputs' details by signature name."""
        return self._details(self._interpreter.get_output_details(), self._outputs)

    def __call__(self, **kwargs):
        """Runs the signature on its inputs by name: its outputs by name. An input of another
        shape than the current one resizes it (as TFLite's runner does)."""
        missing = set(self._inputs) - set(kwargs)
        unknown = set(kwargs) - set(self._inputs)
        if unknown or missing:
            raise ValueError(
                f"the signature takes inputs {sorted(self._inputs)}; "
                f"unknown {sorted(unknown)}, missing {sorted(missing)}"
            )
        it = self._interpreter
        current = {d["index"]: list(d["shape"]) for d in it.get_input_details()}
        for name, value in kwargs.items():
            index = self._inputs[name]
            shape = list(getattr(value, "shape", ()))
            if shape != current[index]:
                it.resize_tensor_input(index, shape)
        if not it._ready():
            it.allocate_tensors()
        for name, value in kwargs.items():
            it.set_tensor(self._inputs[name], value)
        it.invoke()
        return {name: it.get_tensor(index) for name, index in self._outputs.items()}


class Interpreter(_Interpreter):
    __doc__ = _Interpreter.__doc__

    def get_signature_runner(self, signature_key=None):
        """The runner of signature ``signature_key`` (the only one when ``None``)."""
        return SignatureRunner(self, signature_key)

#: ``qnnc.experimental.OpResolverType``, where ``tf.lite.experimental`` has it.
experimental = types.SimpleNamespace(OpResolverType=OpResolverType)
