//! The parser. Reads the whole text into statements, resolves value names (forward
//! references are allowed and ordered with petgraph's topological sort; cycles are
//! errors), then builds the graph. Never panics, whatever the bytes.

use super::cursor::{parse_f32_token, parse_f64_token, Cursor};
use crate::error::ParseError;
use crate::graph::{Graph, ValueId};
use crate::ops::{ConstAttrs, Op, Opcode};
use crate::tensor::{Data, Tensor};
use crate::types::{DType, Shape, TensorType};
use indexmap::IndexMap;
use petgraph::graph::DiGraph;

/// Most dimensions a type may have.
use crate::types::MAX_RANK;

/// Where a constant's elements are.
enum ConstSrc<'a> {
    Inline(Vec<(&'a str, usize)>),
    Data(&'a str, usize),
}

#[allow(clippy::large_enum_variant)] // short-lived, one per statement
enum Kind<'a> {
    Input(String),
    State(String, ConstSrc<'a>),
    Const(ConstSrc<'a>),
    Op(Op, Vec<(&'a str, usize)>),
}

/// Data-section entries: symbol -> (element tokens with offsets, offset of the symbol).
type DataSection<'a> = IndexMap<&'a str, (Vec<(&'a str, usize)>, usize)>;

/// An `output` or `next` statement.
struct Output<'a> {
    name: String,
    name_pos: usize,
    value: &'a str,
    pos: usize,
    /// `next`: the state variable's next value.
    next: bool,
}

struct Stmt<'a> {
    name: &'a str,
    pos: usize,
    kind: Kind<'a>,
    ty: TensorType,
}

/// Parses IR text into a graph (not verified: call [`crate::verify`]).
pub fn parse(src: &str) -> Result<Graph, ParseError> {
    parse_with_spans(src).map(|(g, _)| g)
}

/// Parses IR text, also returning the `(line, column)` where each value is defined, so
/// verifier diagnostics can point into the source.
pub fn parse_with_spans(src: &str) -> Result<(Graph, Vec<(usize, usize)>), ParseError> {
    let mut c = Cursor::new(src);
    c.skip_ws();
    c.expect_keyword("graph")?;
    let name = c.string()?;
    c.expect("{")?;
    c.expect_eol()?;
    let mut stmts: Vec<Stmt> = Vec::new();
    let mut outputs: Vec<Output> = Vec::new();
    loop {
        c.skip_ws();
        if c.eat("}") {
            break;
        }
        if c.eat_keyword("input") {
            c.skip_ws();
            let pos = c.pos();
            let vname = c.sigil_name('%')?;
            let iname = c.string()?;
            c.expect(":")?;
            let ty = tensor_type(&mut c)?;
            stmts.push(Stmt {
                name: vname,
                pos,
                kind: Kind::Input(iname),
                ty,
            });
        } else if c.eat_keyword("state") {
            c.skip_ws();
            let pos = c.pos();
            let vname = c.sigil_name('%')?;
            let sname = c.string()?;
            c.expect("=")?;
            let init = const_src(&mut c)?;
            c.expect(":")?;
            let ty = tensor_type(&mut c)?;
            stmts.push(Stmt {
                name: vname,
                pos,
                kind: Kind::State(sname, init),
                ty,
            });
        } else if let Some(next) = [("output", false), ("next", true)]
            .into_iter()
            .find_map(|(kw, next)| c.eat_keyword(kw).then_some(next))
        {
            c.skip_ws();
            let name_pos = c.pos();
            let name = c.string()?;
            c.expect("=")?;
            c.skip_ws();
            let pos = c.pos();
            let value = c.sigil_name('%')?;
            outputs.push(Output {
                name,
                name_pos,
                value,
                pos,
                next,
            });
        } else if c.peek_str("%") {
            c.skip_ws();
            let pos = c.pos();
            let vname = c.sigil_name('%')?;
            c.expect("=")?;
            c.skip_ws();
            let op_pos = c.pos();
            let mnemonic = c.ident()?;
            let opcode = Opcode::from_mnemonic(mnemonic)
                .ok_or_else(|| c.error_at(op_pos, format!("unknown op `{mnemonic}`")))?;
            let kind = if opcode == Opcode::Const {
                Kind::Const(const_src(&mut c)?)
            } else {
                let mut args = Vec::new();
                if c.peek_str("%") {
                    loop {
                        c.skip_ws();
                        let p = c.pos();
                        args.push((c.sigil_name('%')?, p));
                        if !c.eat(",") {
                            break;
                        }
                    }
                }
                let operands = opcode.operands();
                if !operands.accepts(args.len()) {
                    return Err(c.error_at(
                        op_pos,
                        format!(
                            "{mnemonic} takes {} operands, found {}",
                            operands.describe(),
                            args.len()
                        ),
                    ));
                }
                Kind::Op(Op::parse_attrs(opcode, &mut c)?, args)
            };
            c.expect(":")?;
            let ty = tensor_type(&mut c)?;
            stmts.push(Stmt {
                name: vname,
                pos,
                kind,
                ty,
            });
        } else {
            return Err(
                c.expected("`input`, `state`, `output`, `next`, a `%value = op` statement or `}`")
            );
        }
        c.expect_eol()?;
    }
    c.expect_eol()?;
    let mut data: DataSection = IndexMap::new();
    while !c.at_end() {
        c.expect_keyword("data")?;
        c.skip_ws();
        let pos = c.pos();
        let sym = c.sigil_name('@')?;
        c.expect("=")?;
        let elems = literal_list(&mut c)?;
        if data.insert(sym, (elems, pos)).is_some() {
            return Err(c.error_at(pos, format!("data @{sym} is defined twice")));
        }
        c.expect_eol()?;
    }
    build(&c, name, stmts, outputs, data)
}

fn build(
    c: &Cursor,
    name: String,
    stmts: Vec<Stmt>,
    outputs: Vec<Output>,
    data: DataSection,
) -> Result<(Graph, Vec<(usize, usize)>), ParseError> {
    let mut index: IndexMap<&str, usize> = IndexMap::new();
    for (i, s) in stmts.iter().enumerate() {
        if index.insert(s.name, i).is_some() {
            return Err(c.error_at(s.pos, format!("value %{} is defined twice", s.name)));
        }
    }
    let lookup = |n: &str, pos: usize| {
        index
            .get(n)
            .copied()
            .ok_or_else(|| c.error_at(pos, format!("value %{n} is not defined")))
    };
    // Dependencies, and an order in which every operand precedes its user.
    let mut deps: Vec<Vec<usize>> = Vec::with_capacity(stmts.len());
    for s in &stmts {
        let mut d = Vec::new();
        if let Kind::Op(_, args) = &s.kind {
            for &(n, p) in args {
                d.push(lookup(n, p)?);
            }
        }
        deps.push(d);
    }
    let order = definition_order(&deps).map_err(|i| {
        let s = &stmts[i];
        c.error_at(
            s.pos,
            format!("value %{} depends on itself (a cycle)", s.name),
        )
    })?;
    let mut g = Graph::new(name);
    let mut new_id = vec![ValueId(0); stmts.len()];
    let mut spans = Vec::with_capacity(stmts.len());
    let lines = super::cursor::LineIndex::new(c.source());
    let mut stmts: Vec<Option<Stmt>> = stmts.into_iter().map(Some).collect();
    let build_err = |pos: usize, e: crate::error::BuildError| c.error_at(pos, e.to_string());
    for i in order {
        let Some(s) = stmts[i].take() else { continue };
        spans.push(lines.line_col(s.pos));
        let id = match s.kind {
            Kind::Input(iname) => g.add_input(iname, s.ty).map_err(|e| build_err(s.pos, e))?,
            Kind::State(sname, src) => {
                let t = const_value(c, &data, src, &s.ty, s.pos)?;
                g.add_state(sname, t).map_err(|e| build_err(s.pos, e))?
            }
            Kind::Const(src) => {
                let t = const_value(c, &data, src, &s.ty, s.pos)?;
                g.add_unchecked(Op::Const(ConstAttrs { value: t }), &[], s.ty)
                    .map_err(|e| build_err(s.pos, e))?
            }
            Kind::Op(op, args) => {
                let ids: Vec<ValueId> = args
                    .iter()
                    .map(|&(n, _)| index.get(n).map_or(ValueId(0), |&k| new_id[k]))
                    .collect();
                g.add_unchecked(op, &ids, s.ty)
                    .map_err(|e| build_err(s.pos, e))?
            }
        };
        new_id[i] = id;
    }
    for o in outputs {
        match (o.next, g.state(&o.name).is_some()) {
            (true, false) => {
                return Err(c.error_at(
                    o.name_pos,
                    format!("`next` {:?} names no state variable", o.name),
                ))
            }
            (false, true) => {
                return Err(c.error_at(
                    o.name_pos,
                    format!(
                        "output {:?} has the name of a state variable: write its next value as `next {:?} = ...`",
                        o.name, o.name
                    ),
                ))
            }
            _ => {}
        }
        let k = lookup(o.value, o.pos)?;
        g.add_output(o.name, new_id[k])
            .map_err(|e| build_err(o.pos, e))?;
    }
    Ok((g, spans))
}

/// The tensor of a constant or a state's initial value, from inline elements or the data
/// section.
fn const_value(
    c: &Cursor,
    data: &DataSection,
    src: ConstSrc,
    ty: &TensorType,
    at: usize,
) -> Result<Tensor, ParseError> {
    let (elems, pos) = match src {
        ConstSrc::Inline(e) => (e, at),
        ConstSrc::Data(sym, pos) => match data.get(sym) {
            Some((e, _)) => (e.clone(), pos),
            None => return Err(c.error_at(pos, format!("data @{sym} is not defined"))),
        },
    };
    const_tensor(c, ty, &elems, pos)
}

fn const_src<'a>(c: &mut Cursor<'a>) -> Result<ConstSrc<'a>, ParseError> {
    c.skip_ws();
    let pos = c.pos();
    if c.peek_str("@") {
        Ok(ConstSrc::Data(c.sigil_name('@')?, pos))
    } else if c.eat_keyword("elided") {
        Err(c.error_at(pos, "this constant's data was elided when printed (elide-constants mode), so it cannot be read back"))
    } else if c.peek_str("[") {
        literal_list(c).map(ConstSrc::Inline)
    } else {
        Err(c.expected("constant data `[...]` or a data reference `@name`"))
    }
}

/// `[a, b, c]` of number-like tokens; a trailing comma is allowed.
fn literal_list<'a>(c: &mut Cursor<'a>) -> Result<Vec<(&'a str, usize)>, ParseError> {
    c.expect("[")?;
    let mut v = Vec::new();
    loop {
        if c.eat("]") {
            return Ok(v);
        }
        v.push(c.literal()?);
        if !c.eat(",") {
            c.expect("]")?;
            return Ok(v);
        }
    }
}

fn const_tensor(
    c: &Cursor,
    ty: &TensorType,
    elems: &[(&str, usize)],
    pos: usize,
) -> Result<Tensor, ParseError> {
    let expected = ty.num_elements().unwrap_or(usize::MAX);
    if elems.len() != expected {
        return Err(c.error_at(
            pos,
            format!("{ty} needs {expected} elements, found {}", elems.len()),
        ));
    }
    fn floats<T>(
        c: &Cursor,
        elems: &[(&str, usize)],
        parse: impl Fn(&str) -> Option<T>,
    ) -> Result<Vec<T>, ParseError> {
        elems
            .iter()
            .map(|&(t, p)| {
                parse(t).ok_or_else(|| c.error_at(p, format!("expected a float, found `{t}`")))
            })
            .collect()
    }
    let data = if ty.dtype == DType::F32 {
        Data::F32(floats(c, elems, parse_f32_token)?)
    } else if ty.dtype == DType::F64 {
        Data::F64(floats(c, elems, parse_f64_token)?)
    } else {
        let mut v = Vec::with_capacity(elems.len());
        for &(t, p) in elems {
            match t.parse::<i64>() {
                Ok(x) if ty.dtype.contains(x) => v.push(x),
                _ => {
                    return Err(c.error_at(
                        p,
                        format!(
                            "expected an integer in the range of {}, found `{t}`",
                            ty.dtype
                        ),
                    ))
                }
            }
        }
        Data::from_i64(ty.dtype, &v).map_err(|_| c.error_at(pos, "constant out of range"))?
    };
    Tensor::new(ty.clone(), data).map_err(|e| c.error_at(pos, e.to_string()))
}

/// `tensor<1x8x8x16xi8>` or `tensor<i32>`: the whole `1x8x8x16xi8` is one token.
fn tensor_type(c: &mut Cursor) -> Result<TensorType, ParseError> {
    c.expect_keyword("tensor")?;
    c.expect("<")?;
    let (tok, start) = c.literal()?;
    let mut parts: Vec<&str> = tok.split('x').collect();
    let last = parts.pop().unwrap_or("");
    let dtype = DType::from_name(last).ok_or_else(|| {
        c.error_at(
            start,
            format!("expected a tensor type like `tensor<1x4xi8>`, found `{tok}`"),
        )
    })?;
    if parts.len() > MAX_RANK {
        return Err(c.error_at(
            start,
            format!("rank {} exceeds the limit of {MAX_RANK}", parts.len()),
        ));
    }
    let mut shape = Shape::new();
    for d in parts {
        let v = d
            .parse::<u32>()
            .map_err(|_| c.error_at(start, format!("bad dimension `{d}` in `{tok}`")))?;
        shape.push(v as usize);
    }
    c.expect(">")?;
    Ok(TensorType { dtype, shape })
}

/// The order values are created in: text order, except that a value used before its
/// definition (a forward reference) is moved just before its first user. petgraph finds
/// cycles (`Err` holds a statement on one).
fn definition_order(deps: &[Vec<usize>]) -> Result<Vec<usize>, usize> {
    if deps
        .iter()
        .enumerate()
        .all(|(i, d)| d.iter().all(|&a| a < i))
    {
        return Ok((0..deps.len()).collect());
    }
    let mut dg: DiGraph<(), ()> = DiGraph::new();
    let nodes: Vec<_> = (0..deps.len()).map(|_| dg.add_node(())).collect();
    for (i, d) in deps.iter().enumerate() {
        for &a in d {
            dg.add_edge(nodes[a], nodes[i], ());
        }
    }
    if let Err(cycle) = petgraph::algo::toposort(&dg, None) {
        return Err(cycle.node_id().index());
    }
    // Iterative post-order DFS in text order (the graph is acyclic here).
    let mut done = vec![false; deps.len()];
    let mut order = Vec::with_capacity(deps.len());
    for root in 0..deps.len() {
        let mut stack = vec![(root, 0usize)];
        while let Some((v, k)) = stack.pop() {
            if done[v] {
                continue;
            }
            if let Some(&d) = deps[v].get(k) {
                stack.push((v, k + 1));
                if !done[d] {
                    stack.push((d, 0));
                }
            } else {
                done[v] = true;
                order.push(v);
            }
        }
    }
    Ok(order)
}
