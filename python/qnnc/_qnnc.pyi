"""Type stubs of qnnc's native module (``qnnc._qnnc``)."""

import os
from typing import Any, Dict, List, Optional, Sequence, Union

import numpy as np

__version__: str

class Interpreter:
    """A drop-in for ``tf.lite.Interpreter`` whose integers are TFLite's reference kernels'
    (``OpResolverType.BUILTIN_REF``), bit for bit, computed by qnnc's CPU engine."""

    def __init__(
        self,
        model_path: Optional[Union[str, os.PathLike]] = None,
        model_content: Optional[bytes] = None,
        num_threads: Optional[int] = None,
        engine: str = "cpu",
        experimental_op_resolver_type: Optional[int] = None,
        experimental_delegates: Optional[Any] = None,
        experimental_preserve_all_tensors: bool = False,
    ) -> None:
        """Reads the model (one of ``model_path`` and ``model_content``); ``engine`` is
        ``"cpu"`` (qnnc's CPU engine) or ``"reference"`` (qnnc's reference interpreter);
        ``num_threads`` splits large steps over threads without changing a bit. Raises
        ``ValueError`` for a file that cannot be read or is not a valid model."""
    def allocate_tensors(self) -> None:
        """Imports the model with the current input shapes and compiles it for the engine
        (``ValueError`` if it cannot)."""
    def get_input_details(self) -> List[Dict[str, Any]]:
        """One dict per input with TFLite's keys: ``name``, ``index``, ``shape``,
        ``shape_signature``, ``dtype``, ``quantization``, ``quantization_parameters``,
        ``sparsity_parameters``."""
    def get_output_details(self) -> List[Dict[str, Any]]:
        """One dict per output, as ``get_input_details``."""
    def set_tensor(self, tensor_index: int, value: np.ndarray) -> None:
        """Sets an input (``ValueError`` for another tensor, a wrong dtype or shape)."""
    def invoke(self) -> None:
        """Runs the model with the GIL released (``RuntimeError`` before
        ``allocate_tensors``, or for an error of an op at run time). A streaming model's state
        carries from one invoke to the next."""
    def get_tensor(self, tensor_index: int) -> np.ndarray:
        """A copy of an input as set or an output of the last invoke (``ValueError`` for any
        other tensor: qnnc keeps only those)."""
    def resize_tensor_input(
        self, input_index: int, tensor_size: Sequence[int], strict: bool = False
    ) -> None:
        """Gives an input a new shape; ``allocate_tensors`` must run again."""
    def reset_all_variables(self) -> None:
        """Starts a new stream: a streaming model's state goes back to its initial values."""
