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

from ._qnnc import Graph, Interpreter, __version__, import_tflite, parse, quantize, targets

__all__ = [
    "Graph",
    "Interpreter",
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


#: ``qnnc.experimental.OpResolverType``, where ``tf.lite.experimental`` has it.
experimental = types.SimpleNamespace(OpResolverType=OpResolverType)
