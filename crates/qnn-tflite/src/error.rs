//! Errors of the TFLite flatbuffer reader ([`crate::read_model`]).
//!
//! Every structural problem of a `.tflite` file (truncation, bad offsets, out-of-range indices, data that does not
//! match its tensor's shape, invalid quantization parameters) is reported as a [`ReadError`]; the reader never
//! panics on any input bytes.

/// An error found while reading a TFLite flatbuffer.
#[derive(Debug, Clone, thiserror::Error)]
pub enum ReadError {
    /// The input is shorter than a flatbuffer header (root offset + file identifier).
    #[error("input of {len} bytes is too short to be a TFLite flatbuffer")]
    TooShort {
        /// Length of the input in bytes.
        len: usize,
    },

    /// Bytes 4..8 are not the TFLite file identifier `TFL3`.
    #[error("bad file identifier \"{}\" (expected \"TFL3\"): not a TFLite model", found.escape_ascii())]
    BadIdentifier {
        /// The four bytes found at offset 4.
        found: [u8; 4],
    },

    /// The flatbuffer structure itself is malformed (offset or length out of bounds, bad vtable, invalid UTF-8, ...).
    #[error("malformed flatbuffer at {context}: {source}")]
    Flatbuffer {
        /// Where in the model the problem was found (e.g. `subgraph 0 tensor 3 quantization`).
        context: String,
        /// The error reported by the flatbuffer runtime.
        #[source]
        source: planus::Error,
    },

    /// `Model.version` is not 3, the only schema version TFLite accepts.
    #[error("unsupported TFLite schema version {version} (only 3 is supported)")]
    UnsupportedVersion {
        /// The version found in the file.
        version: u32,
    },

    /// A required vector (model subgraphs or buffers, subgraph tensors) is absent or empty.
    #[error("missing {what}")]
    Missing {
        /// What is missing, e.g. `Model.subgraphs`.
        what: &'static str,
    },

    /// A tensor index (operator input/output, subgraph input/output) is outside `0..count`.
    #[error("{context}: tensor index {index} out of range ({count} tensors)")]
    TensorIndexOutOfRange {
        /// Which list the index came from, e.g. `operator 2 input 1` or `subgraph output 0`.
        context: String,
        /// The offending index as stored in the file.
        index: i32,
        /// Number of tensors in the subgraph.
        count: usize,
    },

    /// An operator's `opcode_index` is outside `Model.operator_codes`.
    #[error("operator {operator}: opcode index {index} out of range ({count} operator codes)")]
    OpcodeIndexOutOfRange {
        /// Operator index in the subgraph.
        operator: usize,
        /// The offending opcode index.
        index: u32,
        /// Number of operator codes in the model.
        count: usize,
    },

    /// An operator code says `CUSTOM` but carries no `custom_code` name.
    #[error("operator code {index}: CUSTOM operator without custom_code")]
    CustomWithoutName {
        /// Index into `Model.operator_codes`.
        index: usize,
    },

    /// A tensor's `buffer` index is outside `Model.buffers`.
    #[error("tensor {tensor}: buffer index {index} out of range ({count} buffers)")]
    BufferIndexOutOfRange {
        /// Tensor index in the subgraph.
        tensor: usize,
        /// The offending buffer index.
        index: u32,
        /// Number of buffers in the model.
        count: usize,
    },

    /// A buffer stored outside the flatbuffer (`offset`/`size`) does not lie inside the file.
    #[error("tensor {tensor}: buffer {buffer} data at offset {offset} size {size} lies outside the {file_len}-byte file")]
    BufferOutOfFile {
        /// Tensor index in the subgraph.
        tensor: usize,
        /// Buffer index in the model.
        buffer: u32,
        /// `Buffer.offset`.
        offset: u64,
        /// `Buffer.size`.
        size: u64,
        /// Length of the whole input.
        file_len: usize,
    },

    /// A constant tensor's shape has a negative dimension or an element count that overflows.
    #[error("tensor {tensor}: invalid shape {shape:?} for a constant tensor")]
    BadShape {
        /// Tensor index in the subgraph.
        tensor: usize,
        /// The shape as stored.
        shape: Vec<i32>,
    },

    /// A constant tensor's data length does not equal `product(shape) * element size`.
    #[error("tensor {tensor}: {ty} data of shape {shape:?} needs {expected} bytes but the buffer has {actual}")]
    DataSizeMismatch {
        /// Tensor index in the subgraph.
        tensor: usize,
        /// TFLite type name of the tensor.
        ty: &'static str,
        /// The shape as stored.
        shape: Vec<i32>,
        /// Bytes the shape requires.
        expected: u64,
        /// Bytes in the buffer.
        actual: usize,
    },

    /// A variable tensor also has constant data (TFLite rejects this).
    #[error("tensor {tensor}: variable tensor with a constant buffer")]
    VariableWithData {
        /// Tensor index in the subgraph.
        tensor: usize,
    },

    /// Quantization parameters are inconsistent (checks of TFLite's `InterpreterBuilder::ParseQuantization`).
    #[error("tensor {tensor}: invalid quantization parameters: {message}")]
    BadQuantization {
        /// Tensor index in the subgraph.
        tensor: usize,
        /// What is wrong.
        message: String,
    },

    /// An option field holds a value outside its enum (e.g. an unknown fused activation).
    #[error("operator {operator}: unknown {field} value {value}")]
    UnknownEnumValue {
        /// Operator index in the subgraph.
        operator: usize,
        /// Field name, e.g. `fused_activation_function`.
        field: &'static str,
        /// The stored value.
        value: i128,
    },

    /// A signature (`Model.signature_defs`) names a subgraph that does not exist.
    #[error("signature {signature}: subgraph {subgraph} does not exist ({count} subgraphs)")]
    SignatureSubgraph {
        /// The signature's position in `Model.signature_defs`.
        signature: usize,
        /// Its `subgraph_index`.
        subgraph: usize,
        /// Subgraphs in the model.
        count: usize,
    },

    /// Materialising the model would copy far more data than the file holds (shared sub-objects referenced many
    /// times); refused to bound memory use on hostile inputs.
    #[error("model would expand to more than {limit} bytes when read; refusing")]
    TooLarge {
        /// The byte budget that was exceeded.
        limit: usize,
    },
}
