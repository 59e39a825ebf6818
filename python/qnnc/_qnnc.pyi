"""Type stubs of qnnc's native module (``qnnc._qnnc``)."""

import os
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

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
    def get_signature_list(self) -> Dict[str, Dict[str, List[str]]]:
        """The model's signatures: ``{key: {"inputs": [names], "outputs": [names]}}``, the
        names sorted as TFLite sorts them."""

class Graph:
    """A graph of qnnc's IR: a QNN graph as imported or parsed, or a lowered one."""

    def text(self, elide_constants: bool = False) -> str:
        """The canonical text (``qnnc print``); ``elide_constants`` prints large constants as
        their type and hash (for snapshots; such text does not parse back)."""
    def lower(self, target: str = "generic", overflow: str = "wrap", prove: bool = False) -> "Graph":
        """Lowered to integer core ops for ``target``; ``overflow`` is ``"wrap"`` (TFLite's
        arithmetic), ``"widen"`` or ``"error"``. With ``prove``, every rule application is
        checked for all inputs first; a refuted one raises ``ValueError``."""
    def equivalent(self, other: "Graph") -> List[Tuple[str, str]]:
        """For each output, ``"equal"`` (for every input), ``"differs: ..."`` or ``"not
        decided: ..."`` (``qnnc equiv``)."""
    def legalize(self, target: str) -> "Graph":
        """The QNN graph after ``target``'s legalization hooks."""
    def export_mlir(self, flavour: str = "linalg", elide_constants: bool = False) -> str:
        """The lowered graph as MLIR, ``"linalg"`` or ``"tosa"`` (``qnnc export``)."""
    def run(self, inputs: Sequence[np.ndarray], engine: str = "reference") -> List[np.ndarray]:
        """The outputs on ``inputs`` (one array per input that is not streaming state), by the
        reference interpreter or (``engine="cpu"``) the CPU engine."""
    def validate(
        self, n: int = 100, seed: int = 0, target: str = "generic", overflow: str = "wrap"
    ) -> int:
        """Runs this QNN graph and its lowering on ``n`` seeded random inputs; ``ValueError`` at
        the first difference, else ``n``."""
    def stats(self) -> Dict[str, Any]:
        """``values``, ``inputs``, ``outputs`` and ``ops`` (mnemonic -> count)."""

def import_tflite(
    model: Union[str, os.PathLike, bytes], input_shapes: Optional[List[List[int]]] = None
) -> Graph:
    """Imports a ``.tflite`` model (a path or its bytes) into a QNN graph."""

def parse(text: str) -> Graph:
    """Parses graph text; ``ValueError`` names the line and column of an error."""

def quantize(
    model: Graph,
    calib: Sequence[Union[np.ndarray, Sequence[np.ndarray]]],
    config: Optional[str] = None,
) -> Graph:
    """Quantizes a float graph on the calibration samples with a qconfig (TOML text, ``None``
    for the defaults): the QNN graph."""

def targets() -> List[Dict[str, str]]:
    """Every target: ``{"name", "description"}``."""
