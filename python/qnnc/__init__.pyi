"""Type stubs of the ``qnnc`` package."""

import enum
from typing import Any

from ._qnnc import Graph as Graph
from ._qnnc import Interpreter as Interpreter
from ._qnnc import __version__ as __version__
from ._qnnc import import_tflite as import_tflite
from ._qnnc import parse as parse
from ._qnnc import quantize as quantize
from ._qnnc import targets as targets

class OpResolverType(enum.IntEnum):
    AUTO = 0
    BUILTIN = 1
    BUILTIN_REF = 2
    BUILTIN_WITHOUT_DEFAULT_DELEGATES = 3

experimental: Any
