"""Type stubs of the ``qnnc`` package."""

import enum
from typing import Any, Dict, Optional

import numpy as np

from ._qnnc import Graph as Graph
from ._qnnc import Interpreter as _Interpreter
from ._qnnc import __version__ as __version__
from ._qnnc import import_tflite as import_tflite
from ._qnnc import parse as parse
from ._qnnc import quantize as quantize
from ._qnnc import targets as targets

class SignatureRunner:
    """TFLite's ``SignatureRunner``: a signature called with its inputs by name."""

    def get_input_details(self) -> Dict[str, Dict[str, Any]]: ...
    def get_output_details(self) -> Dict[str, Dict[str, Any]]: ...
    def __call__(self, **kwargs: np.ndarray) -> Dict[str, np.ndarray]: ...

class Interpreter(_Interpreter):
    def get_signature_runner(self, signature_key: Optional[str] = None) -> SignatureRunner:
        """The runner of signature ``signature_key`` (the only one when ``None``)."""

class OpResolverType(enum.IntEnum):
    AUTO = 0
    BUILTIN = 1
    BUILTIN_REF = 2
    BUILTIN_WITHOUT_DEFAULT_DELEGATES = 3

experimental: Any
