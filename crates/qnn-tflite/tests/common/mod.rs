//! Test support: a tiny, independent flatbuffer encoder whose tables are written with explicit field ids.
//!
//! The reader's generated code comes from our own schema subset; building test files with that same schema
//! could not catch a field placed at the wrong id. This encoder knows nothing about the schema: tests spell
//! out TFLite's field ids and union tags themselves (transcribed from TFLite's schema.fbs), so a mismatch in
//! `schema/tflite.fbs` shows up as a wrong value read back.
//!
//! Layout: parents are written before children so that every `uoffset` points forward; each table has its
//! vtable immediately before it and gives every field an 8-byte, 8-aligned slot.

#![allow(dead_code)]

/// A flatbuffer object.
pub enum Node {
    /// A table: `(field id, value)` pairs.
    Table(Vec<(u16, Field)>),
    /// A vector of scalars: element size and the elements' little-endian bytes.
    Scalars(usize, Vec<u8>),
    /// A string.
    Str(String),
    /// A vector of tables.
    Tables(Vec<Node>),
}

/// A table field value.
pub enum Field {
    /// An inline scalar (little-endian bytes, at most 8).
    Scalar(Vec<u8>),
    /// An offset to another object.
    Ref(Node),
}

// ---- convenience constructors --------------------------------------------------------------------------

pub fn table(fields: Vec<(u16, Field)>) -> Node {
    Node::Table(fields)
}
pub fn u8f(v: u8) -> Field {
    Field::Scalar(vec![v])
}
pub fn i8f(v: i8) -> Field {
    Field::Scalar(v.to_le_bytes().to_vec())
}
pub fn boolf(v: bool) -> Field {
    Field::Scalar(vec![u8::from(v)])
}
pub fn i32f(v: i32) -> Field {
    Field::Scalar(v.to_le_bytes().to_vec())
}
pub fn u32f(v: u32) -> Field {
    Field::Scalar(v.to_le_bytes().to_vec())
}
pub fn u64f(v: u64) -> Field {
    Field::Scalar(v.to_le_bytes().to_vec())
}
pub fn f32f(v: f32) -> Field {
    Field::Scalar(v.to_le_bytes().to_vec())
}
pub fn strf(s: &str) -> Field {
    Field::Ref(Node::Str(s.to_owned()))
}
pub fn reff(n: Node) -> Field {
    Field::Ref(n)
}
pub fn i32s(v: &[i32]) -> Field {
    Field::Ref(Node::Scalars(
        4,
        v.iter().flat_map(|x| x.to_le_bytes()).collect(),
    ))
}
pub fn i64s(v: &[i64]) -> Field {
    Field::Ref(Node::Scalars(
        8,
        v.iter().flat_map(|x| x.to_le_bytes()).collect(),
    ))
}
pub fn f32s(v: &[f32]) -> Field {
    Field::Ref(Node::Scalars(
        4,
        v.iter().flat_map(|x| x.to_le_bytes()).collect(),
    ))
}
pub fn bytes(v: &[u8]) -> Field {
    Field::Ref(Node::Scalars(1, v.to_vec()))
}
pub fn tables(v: Vec<Node>) -> Field {
    Field::Ref(Node::Tables(v))
}

// ---- encoder --------------------------------------------------------------------------------------------

struct Enc {
    buf: Vec<u8>,
}

impl Enc {
    /// Pads so that `(len + extra) % align == 0`.
    fn align(&mut self, align: usize, extra: usize) {
        while !(self.buf.len() + extra).is_multiple_of(align) {
            self.buf.push(0);
        }
    }

    fn patch_u32(&mut self, at: usize, v: u32) {
        self.buf[at..at + 4].copy_from_slice(&v.to_le_bytes());
    }

    /// Writes `node` (and its children after it); returns the object's position.
    fn node(&mut self, node: &Node) -> usize {
        match node {
            Node::Str(s) => {
                self.align(4, 0);
                let pos = self.buf.len();
                self.buf.extend_from_slice(&(s.len() as u32).to_le_bytes());
                self.buf.extend_from_slice(s.as_bytes());
                self.buf.push(0);
                pos
            }
            Node::Scalars(size, data) => {
                self.align((*size).max(4), 4);
                let pos = self.buf.len();
                self.buf
                    .extend_from_slice(&((data.len() / size) as u32).to_le_bytes());
                self.buf.extend_from_slice(data);
                pos
            }
            Node::Tables(items) => {
                self.align(4, 0);
                let pos = self.buf.len();
                self.buf
                    .extend_from_slice(&(items.len() as u32).to_le_bytes());
                let slots: Vec<usize> = (0..items.len())
                    .map(|_| {
                        let at = self.buf.len();
                        self.buf.extend_from_slice(&[0; 4]);
                        at
                    })
                    .collect();
                for (item, slot) in items.iter().zip(slots) {
                    let child = self.node(item);
                    self.patch_u32(slot, (child - slot) as u32);
                }
                pos
            }
            Node::Table(fields) => {
                let n_slots = fields
                    .iter()
                    .map(|(id, _)| usize::from(*id) + 1)
                    .max()
                    .unwrap_or(0);
                let vt_len = 4 + 2 * n_slots;
                self.align(8, vt_len);
                let vt_pos = self.buf.len();
                let table_size = 8 + 8 * fields.len();
                self.buf.extend_from_slice(&(vt_len as u16).to_le_bytes());
                self.buf
                    .extend_from_slice(&(table_size as u16).to_le_bytes());
                let mut slot_of = vec![0u16; n_slots];
                for (k, (id, _)) in fields.iter().enumerate() {
                    slot_of[usize::from(*id)] = (8 + 8 * k) as u16;
                }
                for s in &slot_of {
                    self.buf.extend_from_slice(&s.to_le_bytes());
                }
                let pos = self.buf.len();
                assert_eq!(pos % 8, 0);
                self.buf
                    .extend_from_slice(&((pos - vt_pos) as i32).to_le_bytes());
                self.buf.extend_from_slice(&[0; 4]);
                let mut refs = Vec::new();
                for (_, f) in fields {
                    let at = self.buf.len();
                    let mut slot = [0u8; 8];
                    match f {
                        Field::Scalar(b) => slot[..b.len()].copy_from_slice(b),
                        Field::Ref(n) => refs.push((at, n)),
                    }
                    self.buf.extend_from_slice(&slot);
                }
                for (at, n) in refs {
                    let child = self.node(n);
                    self.patch_u32(at, (child - at) as u32);
                }
                pos
            }
        }
    }
}

/// Encodes `root` as a flatbuffer with file identifier `ident`.
pub fn finish(root: &Node, ident: &[u8; 4]) -> Vec<u8> {
    let mut e = Enc { buf: Vec::new() };
    e.buf.extend_from_slice(&[0; 4]);
    e.buf.extend_from_slice(ident);
    let pos = e.node(root);
    e.patch_u32(0, pos as u32);
    e.buf
}

// ---- TFLite tables with TFLite's field ids (transcribed from TFLite's schema.fbs) -----------------------

/// `Model`: version 0, operator_codes 1, subgraphs 2, description 3, buffers 4, metadata_buffer 5.
pub fn model(opcodes: Vec<Node>, subgraphs: Vec<Node>, buffers: Vec<Node>) -> Node {
    table(vec![
        (0, u32f(3)),
        (1, tables(opcodes)),
        (2, tables(subgraphs)),
        (3, strf("hand-encoded")),
        (4, tables(buffers)),
        (5, i32s(&[])),
    ])
}

/// `OperatorCode`: deprecated_builtin_code 0 (byte), custom_code 1, version 2, builtin_code 3 (int).
pub fn opcode(deprecated: i8, builtin: i32, version: i32, custom: Option<&str>) -> Node {
    let mut f = vec![(0, i8f(deprecated)), (2, i32f(version)), (3, i32f(builtin))];
    if let Some(c) = custom {
        f.push((1, strf(c)));
    }
    table(f)
}

/// `SubGraph`: tensors 0, inputs 1, outputs 2, operators 3, name 4.
pub fn subgraph(tensors: Vec<Node>, inputs: &[i32], outputs: &[i32], operators: Vec<Node>) -> Node {
    table(vec![
        (0, self::tables(tensors)),
        (1, i32s(inputs)),
        (2, i32s(outputs)),
        (3, self::tables(operators)),
        (4, strf("main")),
    ])
}

/// `Tensor`: shape 0, type 1, buffer 2, name 3, quantization 4, is_variable 5, sparsity 6,
/// shape_signature 7, has_rank 8.
pub fn tensor(name: &str, ty: i8, shape: &[i32], buffer: u32, quant: Option<Node>) -> Node {
    let mut f = vec![
        (0, i32s(shape)),
        (1, i8f(ty)),
        (2, u32f(buffer)),
        (3, strf(name)),
        (7, i32s(shape)),
        (8, boolf(true)),
    ];
    if let Some(q) = quant {
        f.push((4, reff(q)));
    }
    table(f)
}

/// `QuantizationParameters`: min 0, max 1, scale 2, zero_point 3, details_type 4, details 5,
/// quantized_dimension 6.
pub fn quant(scales: &[f32], zps: &[i64], qdim: i32) -> Node {
    table(vec![
        (0, f32s(&[-1.0])),
        (1, f32s(&[1.0])),
        (2, f32s(scales)),
        (3, i64s(zps)),
        (6, i32f(qdim)),
    ])
}

/// `Buffer`: data 0, offset 1, size 2.
pub fn buffer(data: &[u8]) -> Node {
    if data.is_empty() {
        table(vec![])
    } else {
        table(vec![(0, bytes(data))])
    }
}

/// `Operator`: opcode_index 0, inputs 1, outputs 2, builtin_options_type 3, builtin_options 4,
/// custom_options 5, custom_options_format 6.
pub fn operator(
    opcode_index: u32,
    inputs: &[i32],
    outputs: &[i32],
    options: Option<(u8, Node)>,
) -> Node {
    let mut f = vec![
        (0, u32f(opcode_index)),
        (1, i32s(inputs)),
        (2, i32s(outputs)),
    ];
    if let Some((tag, t)) = options {
        f.push((3, u8f(tag)));
        f.push((4, reff(t)));
    }
    table(f)
}

/// Deterministic xorshift64* generator for fuzz-style tests.
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}
