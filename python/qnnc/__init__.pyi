"""Type stubs of the ``qnnc`` package."""

import enum
from typing import Any

from ._qnnc import Interpreter as Interpreter
from ._qnnc import __version__ as __version__

class OpResolverType(enum.IntEnum):
    AUTO = 0
    BUILTIN = 1
    BUILTIN_REF = 2
    BUILTIN_WITHOUT_DEFAULT_DELEGATES = 3

experimental: Any
