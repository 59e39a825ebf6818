//! The execution plan of a lowered graph and the sessions that run it.

use crate::elementwise::{self, Tree};
use crate::fast::Fast;
use crate::fuse::{chains, Chain};
use crate::island;
use crate::kernels::{int_data, zeros, DataMut, Isa, Lane, Level, Link, Product};
use crate::memory::{self, MemoryPlan, Write};
use crate::movement::{Concat, Pad, Select};
use crate::reduce::{Fold, Reduce, Window};
use qnn_ir::{DType, Data, Graph, Op, StateCarry, Tensor, TensorType, ValueDef};
use std::collections::BTreeMap;

/// Why a plan cannot be made or run.
#[derive(Debug, thiserror::Error)]
pub enum PlanError {
    /// The graph does not verify.
    #[error(transparent)]
    Verify(#[from] qnn_ir::VerifyError),
    /// A value's type has no static size.
    #[error("%{value}: type {ty} has no static size")]
    Dynamic {
        /// The value.
        value: usize,
        /// Its type.
        ty: String,
    },
    /// The inputs do not match the graph's.
    #[error("{0}")]
    Inputs(String),
    /// The kernels of an instruction set this machine does not run were asked for.
    #[error("this machine does not run the {0} kernels")]
    Isa(&'static str),
    /// The threads of a session could not be started.
    #[error("cannot start the session's threads: {0}")]
    Threads(String),
    /// An op failed at run time (the reference kernel's message, or the fused epilogue's).
    #[error("%{value} ({op}): {message}")]
    Op {
        /// The value (of the lowered graph).
        value: usize,
        /// Its mnemonic.
        op: &'static str,
        /// What went wrong.
        message: String,
    },
}

/// What the plan does, for `--stats`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlanStats {
    /// Fused product chains (`conv2d`/`dense` and their epilogue), and the ops they cover.
    pub fused: usize,
    /// Those of them on the SIMD fast path (the others run the portable kernel).
    pub fast: usize,
    /// Those of the fast ones whose products are of bytes (VNNI's `vpdpbusd`, four per lane;
    /// the others multiply `i16` pairs): 8-bit activations and weights at a VNNI level.
    pub fast_bytes: usize,
    /// `batch_matmul` steps (products of two activations, `matmul.rs`).
    pub matmuls: usize,
    /// Ops inside fused chains (products and epilogue links).
    pub fused_ops: usize,
    /// Reductions and pooling windows (`sum`, `reduce_max`, `reduce_min`, `max_pool2d`,
    /// `pool_sum`).
    pub reductions: usize,
    /// `reshape` steps (a copy).
    pub copies: usize,
    /// Data movement steps (`pad`, `concatenate`, `transpose`, `slice`, constant-index
    /// `gather`: copies, `movement.rs`).
    pub moves: usize,
    /// Fused elementwise trees (`add`, `multiply`, `fixed_point_multiply`, `clip`, `cast`,
    /// `table`, ... of one shape).
    pub trees: usize,
    /// Ops inside them.
    pub tree_ops: usize,
    /// Trees that run on 32-bit lanes (at a SIMD level, where every value fits).
    pub narrow_trees: usize,
    /// Ops run by the reference kernel, by mnemonic.
    pub fallback: BTreeMap<&'static str, usize>,
    /// Buffers of the memory plan.
    pub buffers: usize,
    /// Their bytes together.
    pub buffer_bytes: usize,
}

/// Where a step reads an operand.
#[derive(Clone, Copy, Debug)]
enum Src {
    /// The value written by this step.
    Step(usize),
    /// A constant (index into `Plan::constants`).
    Const(usize),
}

#[derive(Clone, Debug)]
enum Kind {
    /// Copies graph input `index` in.
    Input(usize),
    /// A fused product chain reading its activation from `x`.
    Fused {
        x: Src,
        product: Box<Product>,
        acc: DType,
        links: Vec<Link>,
        /// The SIMD form, where the plan's level has one for this chain.
        fast: Option<Box<Fast>>,
    },
    /// A fused elementwise tree; `leaves[i]` is where leaf `i` reads, for value leaves, with
    /// how a per-channel or per-row one spreads over the result.
    Tree {
        tree: Box<Tree>,
        leaves: Vec<Option<(Src, Option<Spread>)>>,
        /// Whether it runs on `i32` lanes (a SIMD level, every value fitting 32 bits).
        narrow: bool,
    },
    /// `reshape`: the same elements, copied.
    Copy { x: Src },
    /// A reduction over some axes.
    Reduce { x: Src, reduce: Box<Reduce> },
    /// A pooling window.
    Window { x: Src, window: Box<Window> },
    /// `pad` as row copies.
    Pad { x: Src, pad: Box<Pad> },
    /// `concatenate` as block copies.
    Concat { args: Vec<Src>, concat: Box<Concat> },
    /// `transpose`, `slice` and constant-index `gather` through an index map made at plan time.
    Select { x: Src, select: Box<Select> },
    /// `batch_matmul` (`matmul.rs`).
    Matmul {
        args: Vec<Src>,
        matmul: Box<crate::matmul::Matmul>,
    },
    /// The reference kernel.
    Fallback { op: Box<Op>, args: Vec<Src> },
}

impl Kind {
    /// What the step is, in messages and profiles.
    fn name(&self) -> &'static str {
        match self {
            Kind::Input(_) => "input",
            Kind::Fused { .. } => "fused product",
            Kind::Tree { .. } => "fused elementwise",
            Kind::Reduce { .. } => "reduction",
            Kind::Copy { .. } => "reshape",
            Kind::Window { .. } => "pooling",
            Kind::Pad { .. } => "pad",
            Kind::Concat { .. } => "concatenate",
            Kind::Matmul { .. } => "batch matmul",
            Kind::Select { .. } => "transpose, slice or gather",
            Kind::Fallback { op, .. } => op.opcode().mnemonic(),
        }
    }
}

/// How a leaf smaller than its tree's result spreads over it.
#[derive(Clone, Debug)]
enum Spread {
    /// Element `e` reads `e % C` (one value per channel).
    Cycle(usize),
    /// Element `e` reads `e / C` (one value per row of `C`).
    Repeat(usize),
    /// Element `e` reads `map[e]` (any other broadcast).
    Map(std::sync::Arc<[u32]>),
}

#[derive(Clone, Debug)]
struct Step {
    /// The value the step writes.
    value: usize,
    ty: TensorType,
    kind: Kind,
}

/// A lowered graph compiled for the CPU engine (`crate` doc).
#[derive(Clone, Debug)]
pub struct Plan {
    steps: Vec<Step>,
    constants: Vec<Tensor>,
    memory: MemoryPlan,
    inputs: Vec<TensorType>,
    /// Output names and where each is read.
    outputs: Vec<(String, Src, TensorType)>,
    stats: PlanStats,
    /// Longest kernel row: channels of the widest product, or a table's length.
    row: usize,
    /// The instruction set of the product kernels.
    level: Level,
    /// Registers of the largest elementwise tree.
    registers: usize,
    /// Elements of the largest reduction.
    reduce_len: usize,
    /// The largest scratch of a fast kernel ([`Fast::scratch`]).
    fast_scratch: (usize, usize),
    /// The graph's state variables, at their initial values.
    state: StateCarry,
}

fn elements(value: usize, ty: &TensorType) -> Result<usize, PlanError> {
    ty.num_elements().ok_or_else(|| PlanError::Dynamic {
        value,
        ty: ty.to_string(),
    })
}

/// What emitting the steps counts: the plan's statistics, and the largest scratch each kind
/// of kernel needs.
#[derive(Default)]
struct Tally {
    stats: PlanStats,
    /// Longest kernel row: channels of the widest product, or a table's length.
    row: usize,
    /// Registers of the largest elementwise tree.
    registers: usize,
    /// Elements of the largest reduction.
    reduce_len: usize,
    /// The largest scratch of a fast kernel ([`Fast::scratch`]).
    fast_scratch: (usize, usize),
}

/// What fusion decided: the product chains and elementwise trees by the value each writes,
/// and the values inside them (never stored).
struct Parts {
    fused: BTreeMap<usize, Prepared>,
    trees: BTreeMap<usize, Tree>,
    covered: Vec<bool>,
}

/// The product chains the kernels take, by the value each writes, and the values inside
/// them (which are never stored).
fn fuse_chains(
    g: &Graph,
    constants: &[Tensor],
    src: &[Option<Src>],
    isa: Isa,
) -> (BTreeMap<usize, Prepared>, Vec<bool>) {
    let mut fused: BTreeMap<usize, Prepared> = BTreeMap::new();
    let mut covered = vec![false; g.values().len()];
    for c in chains(g) {
        if let Some(p) = prepare(g, &c, constants, src, isa) {
            covered[c.product] = true;
            for l in &c.links {
                covered[l.value] = true;
            }
            covered[c.last()] = false;
            fused.insert(c.last(), p);
        }
    }
    (fused, covered)
}

/// Elementwise trees, by root, built from the last value back so that each is as large as
/// it can be; a chain's values are never inside a tree (its output may be a leaf). Marks the
/// values inside each tree `covered`.
fn build_trees(
    g: &Graph,
    fused: &BTreeMap<usize, Prepared>,
    covered: &mut [bool],
    constants: &[Tensor],
    src: &[Option<Src>],
    level: Level,
) -> BTreeMap<usize, Tree> {
    let n = g.values().len();
    let mut readers = vec![0usize; n];
    for (_, v) in g.iter() {
        if let ValueDef::Op { args, .. } = &v.def {
            for a in args {
                readers[a.index()] += 1;
            }
        }
    }
    for (_, v) in g.outputs() {
        readers[v.index()] += 2;
    }
    let mut single: Vec<bool> = (0..n)
        .map(|v| readers[v] == 1 && !covered[v] && !fused.contains_key(&v))
        .collect();
    let constant = |v: usize| match src[v] {
        Some(Src::Const(c)) => Some(&constants[c]),
        _ => None,
    };
    let mut reader_lists: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (id, v) in g.iter() {
        if let ValueDef::Op { args, .. } = &v.def {
            for a in args {
                reader_lists[a.index()].push(id.index());
            }
        }
    }
    let outputs: Vec<usize> = g.outputs().iter().map(|(_, v)| v.index()).collect();
    let mut trees: BTreeMap<usize, Tree> = BTreeMap::new();
    // The bounds analysis, the first time a tree asks (`lookup.rs`).
    let bounds: std::cell::OnceCell<Vec<Option<(i128, i128)>>> = std::cell::OnceCell::new();
    for root in (0..n).rev() {
        if covered[root] || fused.contains_key(&root) || constant(root).is_some() {
            continue;
        }
        let free = |v: usize| !covered[v] && !fused.contains_key(&v) && !outputs.contains(&v);
        let island = island::find(g, root, &free, &reader_lists, &constant);
        let tree = island.or_else(|| {
            let (tree, inside) = elementwise::build(g, root, &single, &constant)?;
            let bounds = || &bounds.get_or_init(|| qnn_ir::overflow::value_bounds(g))[..];
            let table = crate::lookup::as_table(g, &tree, root, &inside, bounds, &constant, level);
            Some((table.unwrap_or(tree), inside))
        });
        if let Some((tree, inside)) = tree {
            for v in inside {
                if v != root {
                    covered[v] = true;
                    single[v] = false;
                }
            }
            trees.insert(root, tree);
        }
    }
    trees
}

/// One step per value that is neither a constant nor inside a fused chain or tree, in graph
/// order; `src` learns where each value is written.
fn emit_steps(
    g: &Graph,
    mut parts: Parts,
    src: &mut [Option<Src>],
    isa: Isa,
    tally: &mut Tally,
) -> Result<Vec<Step>, PlanError> {
    let mut steps: Vec<Step> = Vec::new();
    let mut next_input = 0;
    for (id, v) in g.iter() {
        let i = id.index();
        let ty = v.ty.clone();
        let kind = match &v.def {
            ValueDef::Input { .. } => {
                next_input += 1;
                Kind::Input(next_input - 1)
            }
            ValueDef::Op {
                op: Op::Const(_), ..
            } => continue,
            _ if parts.covered[i] => continue,
            ValueDef::Op { op, args } => {
                if let Some(p) = parts.fused.remove(&i) {
                    fused_kind(p, i, src, tally)?
                } else if let Some(tree) = parts.trees.remove(&i) {
                    tree_kind(g, tree, i, &ty, src, isa, tally)?
                } else if let (Op::Reshape(_), [a]) = (op, args.as_slice()) {
                    tally.stats.copies += 1;
                    Kind::Copy {
                        x: read(src, i, a.index())?,
                    }
                } else if let (Op::BatchMatmul(_), [a, b]) = (op, args.as_slice()) {
                    let ty_of = |x: &qnn_ir::ValueId| &g.values()[x.index()].ty;
                    match crate::matmul::Matmul::new(ty_of(a), ty_of(b), &ty) {
                        Some(matmul) => {
                            tally.stats.matmuls += 1;
                            Kind::Matmul {
                                args: vec![read(src, i, a.index())?, read(src, i, b.index())?],
                                matmul: Box::new(matmul),
                            }
                        }
                        None => fallback(i, op, args, src, &mut tally.stats)?,
                    }
                } else if let Some(kind) = movement(g, i, op, args, src)? {
                    tally.stats.moves += 1;
                    kind
                } else if let Some(kind) = reduction(g, i, op, args, src)? {
                    match &kind {
                        Kind::Reduce { reduce, .. } => {
                            tally.reduce_len = tally.reduce_len.max(reduce.len())
                        }
                        Kind::Window { window, .. } => tally.row = tally.row.max(window.channels()),
                        _ => {}
                    }
                    tally.stats.reductions += 1;
                    kind
                } else {
                    fallback(i, op, args, src, &mut tally.stats)?
                }
            }
        };
        elements(i, &ty)?;
        src[i] = Some(Src::Step(steps.len()));
        steps.push(Step { value: i, ty, kind });
    }
    Ok(steps)
}

/// The step of a fused product chain writing value `i`.
fn fused_kind(
    p: Prepared,
    i: usize,
    src: &[Option<Src>],
    tally: &mut Tally,
) -> Result<Kind, PlanError> {
    tally.stats.fused += 1;
    tally.stats.fused_ops += p.ops;
    tally.row = tally.row.max(p.product.channels());
    let fast = p.fast;
    if let Some(f) = &fast {
        tally.stats.fast += 1;
        tally.stats.fast_bytes += usize::from(f.bytes());
        let (a, b) = f.scratch();
        tally.fast_scratch = (tally.fast_scratch.0.max(a), tally.fast_scratch.1.max(b));
    }
    Ok(Kind::Fused {
        x: read(src, i, p.x)?,
        product: Box::new(p.product),
        acc: p.acc,
        links: p.links,
        fast,
    })
}

/// The step of an elementwise tree whose root is value `i` (of type `ty`).
fn tree_kind(
    g: &Graph,
    tree: Tree,
    i: usize,
    ty: &TensorType,
    src: &[Option<Src>],
    isa: Isa,
    tally: &mut Tally,
) -> Result<Kind, PlanError> {
    let leaves = tree
        .leaves
        .iter()
        .map(|l| match l {
            elementwise::Leaf::Value(v) => read(src, i, *v).map(|s| Some((s, None))),
            elementwise::Leaf::ChannelValue(v) => {
                let c = g.values()[*v].ty.num_elements().unwrap_or(1);
                read(src, i, *v).map(|s| Some((s, Some(Spread::Cycle(c)))))
            }
            elementwise::Leaf::RowValue(v) => {
                let c = *ty.shape.last().unwrap_or(&1);
                read(src, i, *v).map(|s| Some((s, Some(Spread::Repeat(c)))))
            }
            elementwise::Leaf::BroadcastValue(v, map) => {
                read(src, i, *v).map(|s| Some((s, Some(Spread::Map(map.clone())))))
            }
            _ => Ok(None),
        })
        .collect::<Result<Vec<_>, _>>()?;
    tally.stats.trees += 1;
    tally.stats.tree_ops += tree.ops();
    tally.registers = tally.registers.max(tree.registers());
    let narrow = isa != Isa::Scalar && tree.fits_i32(|v| g.values()[v].ty.dtype);
    tally.stats.narrow_trees += usize::from(narrow);
    Ok(Kind::Tree {
        tree: Box::new(tree),
        leaves,
        narrow,
    })
}

/// Liveness: for each step, the last step reading its value (itself if none does).
fn liveness(steps: &[Step]) -> Vec<usize> {
    let mut last_read = vec![0usize; steps.len()];
    for (k, s) in steps.iter().enumerate() {
        last_read[k] = k;
        let reads: Vec<Src> = match &s.kind {
            Kind::Input(_) => Vec::new(),
            Kind::Fused { x, .. }
            | Kind::Pad { x, .. }
            | Kind::Select { x, .. }
            | Kind::Copy { x }
            | Kind::Reduce { x, .. }
            | Kind::Window { x, .. } => {
                vec![*x]
            }
            Kind::Tree { leaves, .. } => leaves.iter().flatten().map(|l| l.0).collect(),
            Kind::Fallback { args, .. } | Kind::Concat { args, .. } | Kind::Matmul { args, .. } => {
                args.clone()
            }
        };
        for r in reads {
            if let Src::Step(j) = r {
                last_read[j] = last_read[j].max(k);
            }
        }
    }
    last_read
}

impl Plan {
    /// The plan of a graph of core ops (a lowered graph; QNN ops run by the reference
    /// kernel), with the best kernels this machine runs ([`Isa::detect`]).
    pub fn new(g: &Graph) -> Result<Plan, PlanError> {
        Plan::with_isa(g, Isa::detect())
    }

    /// [`Plan::new`] with the kernels of `isa`, which must be one this machine runs
    /// ([`Isa::supported`]): the tests run every level. The steps of planning: the product
    /// chains the kernels fuse ([`fuse_chains`]), the elementwise trees ([`build_trees`]), one
    /// step per value left ([`emit_steps`]), the liveness of each step's value
    /// ([`liveness`]) and the buffers ([`memory::plan`]).
    pub fn with_isa(g: &Graph, isa: Isa) -> Result<Plan, PlanError> {
        let Some(level) = Level::new(isa) else {
            return Err(PlanError::Isa(isa.name()));
        };
        qnn_ir::verify(g)?;
        let mut constants: Vec<Tensor> = Vec::new();
        let mut src: Vec<Option<Src>> = vec![None; g.values().len()];
        for (id, v) in g.iter() {
            if let ValueDef::Op {
                op: Op::Const(c), ..
            } = &v.def
            {
                constants.push(c.value.clone());
                src[id.index()] = Some(Src::Const(constants.len() - 1));
            }
        }
        let (fused, mut covered) = fuse_chains(g, &constants, &src, isa);
        let trees = build_trees(g, &fused, &mut covered, &constants, &src, level);
        let mut tally = Tally::default();
        let parts = Parts {
            fused,
            trees,
            covered,
        };
        let steps = emit_steps(g, parts, &mut src, isa, &mut tally)?;
        let mut last_read = liveness(&steps);
        let mut outputs = Vec::new();
        for (name, v) in g.outputs() {
            let s = src[v.index()].ok_or_else(|| {
                PlanError::Inputs(format!("output `{name}` (%{}) is never written", v.index()))
            })?;
            if let Src::Step(j) = s {
                last_read[j] = usize::MAX;
            }
            outputs.push((name.clone(), s, g.values()[v.index()].ty.clone()));
        }
        let writes: Vec<Write> = steps
            .iter()
            .zip(&last_read)
            .map(|(s, &last)| {
                Ok(Write {
                    dtype: s.ty.dtype,
                    len: elements(s.value, &s.ty)?,
                    last_read: last,
                })
            })
            .collect::<Result<_, PlanError>>()?;
        let memory = memory::plan(&writes);
        let mut stats = tally.stats;
        stats.buffers = memory.buffers.len();
        stats.buffer_bytes = memory.bytes();
        let inputs = g
            .inputs()
            .iter()
            .map(|&i| g.values()[i.index()].ty.clone())
            .collect();
        Ok(Plan {
            steps,
            constants,
            memory,
            inputs,
            outputs,
            stats,
            row: tally.row,
            level,
            registers: tally.registers,
            reduce_len: tally.reduce_len,
            fast_scratch: tally.fast_scratch,
            state: StateCarry::new(g),
        })
    }

    /// The instruction set of the plan's kernels.
    pub fn isa(&self) -> Isa {
        self.level.isa()
    }

    /// What the plan does.
    pub fn stats(&self) -> &PlanStats {
        &self.stats
    }

    /// A session: the plan's buffers, allocated once; one thread.
    pub fn session(&self) -> Session<'_> {
        Session {
            plan: self,
            buffers: self
                .memory
                .buffers
                .iter()
                .map(|b| zeros(b.dtype, b.len))
                .collect(),
            scratch: Scratch {
                reduce: Vec::with_capacity(self.reduce_len),
                lanes: vec![self.lanes()],
                fast: vec![crate::fast::Scratch::new(self.fast_scratch)],
            },
            times: None,
            pool: None,
            state: self.state.clone(),
        }
    }

    /// One thread's rows and registers for the portable products and the elementwise trees.
    fn lanes(&self) -> Lanes {
        Lanes {
            registers: vec![0; self.registers * elementwise::CHUNK],
            registers32: vec![0; self.registers * elementwise::CHUNK],
            row: vec![0; self.row],
            acc32: vec![0; self.row],
            acc64: vec![0; self.row],
        }
    }

    /// A session whose large steps (products, elementwise trees, pads, copies by index and
    /// pooling windows) run on `threads` threads (a pool of its own), each over a share of
    /// the output pixels or elements. The results are the same bits for every number of
    /// threads: each output element is computed the same way whoever computes it. Smaller
    /// steps (below [`PARALLEL_MIN`] outputs or [`PARALLEL_MIN_WORK`]) and the other kinds of
    /// steps run on one thread. A run is carried out on the pool, whose threads poll for the
    /// next step's shares until it returns (they keep their cores busy for its length, then
    /// sleep); a plan with no step of [`PARALLEL_MIN`] outputs gets no pool and runs on the
    /// calling thread.
    pub fn session_with_threads(&self, threads: usize) -> Result<Session<'_>, PlanError> {
        let mut session = self.session();
        // A plan without a step of `PARALLEL_MIN` outputs splits none: its runs stay on the
        // calling thread, without handing each to the pool (about 10 us a run).
        let large = self
            .steps
            .iter()
            .any(|s| s.ty.num_elements().unwrap_or(0) >= PARALLEL_MIN);
        if threads > 1 && large {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .map_err(|e| PlanError::Threads(e.to_string()))?;
            session.scratch.fast = vec![crate::fast::Scratch::new(self.fast_scratch); threads];
            session.scratch.lanes = vec![self.lanes(); threads];
            session.pool = Some(std::sync::Arc::new(pool));
        }
        Ok(session)
    }

    /// Runs the plan once on `inputs` (a session for one run).
    pub fn run(&self, inputs: &[Tensor]) -> Result<Vec<Tensor>, PlanError> {
        self.session().run(inputs)
    }
}

/// The reduction or pooling step of value `v`, if its op has a kernel here.
fn reduction(
    g: &Graph,
    v: usize,
    op: &Op,
    args: &[qnn_ir::ValueId],
    src: &[Option<Src>],
) -> Result<Option<Kind>, PlanError> {
    let Some(a) = args.first() else {
        return Ok(None);
    };
    let xty = &g.values()[a.index()].ty;
    let dtype = g.values()[v].ty.dtype;
    // Integers, or `f32` for the reductions (not the windows).
    let float = xty.dtype == DType::F32 && dtype == DType::F32;
    let int = xty.dtype.int_range().is_some() && dtype.int_range().is_some();
    let reduces = matches!(op, Op::Sum(_) | Op::ReduceMax(_) | Op::ReduceMin(_));
    if !(int || float && reduces) {
        return Ok(None);
    }
    let x = read(src, v, a.index())?;
    let r = |fold, ra: &qnn_ir::ops::ReduceAttrs| {
        Reduce::new(fold, ra, &xty.shape, dtype).map(|reduce| Kind::Reduce {
            x,
            reduce: Box::new(reduce),
        })
    };
    let w = |fold, wa: &qnn_ir::ops::WindowAttrs| {
        Window::new(fold, wa, &xty.shape, dtype).map(|window| Kind::Window {
            x,
            window: Box::new(window),
        })
    };
    Ok(match op {
        Op::Sum(ra) => r(Fold::Sum, ra),
        Op::ReduceMax(ra) => r(Fold::Max, ra),
        Op::ReduceMin(ra) => r(Fold::Min, ra),
        Op::MaxPool2d(wa) => w(Fold::Max, wa),
        Op::PoolSum(wa) => w(Fold::Sum, wa),
        _ => None,
    })
}

/// The copy step of a `pad`, `concatenate`, `transpose` or `slice`, if `op` is one.
fn movement(
    g: &Graph,
    v: usize,
    op: &Op,
    args: &[qnn_ir::ValueId],
    src: &[Option<Src>],
) -> Result<Option<Kind>, PlanError> {
    let shape = |a: &qnn_ir::ValueId| g.values()[a.index()].ty.shape.to_vec();
    Ok(match (op, args) {
        (Op::Pad(pa), [a]) => match Pad::new(pa, &shape(a)) {
            Some(pad) => Some(Kind::Pad {
                x: read(src, v, a.index())?,
                pad: Box::new(pad),
            }),
            None => None,
        },
        (Op::Transpose(ta), [a]) => Select::transpose(&ta.perm, &shape(a))
            .map(|select| {
                read(src, v, a.index()).map(|x| Kind::Select {
                    x,
                    select: Box::new(select),
                })
            })
            .transpose()?,
        (Op::Slice(sa), [a]) => {
            let out = &g.values()[v].ty.shape;
            Select::slice(&sa.begin, &sa.strides, &shape(a), out)
                .map(|select| {
                    read(src, v, a.index()).map(|x| Kind::Select {
                        x,
                        select: Box::new(select),
                    })
                })
                .transpose()?
        }
        (Op::Gather(ga), [a, i]) => {
            let Some(indices) = g_constant(g, i.index()).and_then(|t| t.to_i64()) else {
                return Ok(None);
            };
            Select::gather(ga.axis, &indices, &shape(a))
                .map(|select| {
                    read(src, v, a.index()).map(|x| Kind::Select {
                        x,
                        select: Box::new(select),
                    })
                })
                .transpose()?
        }
        (Op::Concatenate(ca), _) if !args.is_empty() => {
            let shapes: Vec<Vec<usize>> = args.iter().map(shape).collect();
            let refs: Vec<&[usize]> = shapes.iter().map(|s| &s[..]).collect();
            match Concat::new(ca, &refs) {
                Some(concat) => Some(Kind::Concat {
                    args: args
                        .iter()
                        .map(|a| read(src, v, a.index()))
                        .collect::<Result<_, _>>()?,
                    concat: Box::new(concat),
                }),
                None => None,
            }
        }
        _ => None,
    })
}

/// The value of constant `v` of the graph, if it is one.
fn g_constant(g: &Graph, v: usize) -> Option<&Tensor> {
    match &g.values()[v].def {
        ValueDef::Op {
            op: Op::Const(c), ..
        } => Some(&c.value),
        _ => None,
    }
}

/// Where value `v` reads value `a`.
fn read(src: &[Option<Src>], v: usize, a: usize) -> Result<Src, PlanError> {
    src[a].ok_or_else(|| PlanError::Inputs(format!("%{v} reads %{a}, which no step writes")))
}

fn fallback(
    v: usize,
    op: &Op,
    args: &[qnn_ir::ValueId],
    src: &[Option<Src>],
    stats: &mut PlanStats,
) -> Result<Kind, PlanError> {
    let args = args
        .iter()
        .map(|a| read(src, v, a.index()))
        .collect::<Result<Vec<_>, _>>()?;
    *stats.fallback.entry(op.opcode().mnemonic()).or_insert(0) += 1;
    Ok(Kind::Fallback {
        op: Box::new(op.clone()),
        args,
    })
}

/// A chain ready for its kernel.
struct Prepared {
    /// The activation the product reads (its graph index).
    x: usize,
    product: Product,
    acc: DType,
    links: Vec<Link>,
    /// The SIMD kernel, where the level has one for this chain.
    fast: Option<Box<Fast>>,
    /// Ops of the graph the step computes.
    ops: usize,
}

/// The kernel form of `chain`, or `None` where the kernels do not apply (its ops then run one
/// by one).
fn prepare(
    g: &Graph,
    chain: &Chain,
    constants: &[Tensor],
    src: &[Option<Src>],
    isa: Isa,
) -> Option<Prepared> {
    let vals = g.values();
    let ValueDef::Op { op, args } = &vals[chain.product].def else {
        return None;
    };
    let Some(Src::Const(w)) = src[args[1].index()] else {
        return None;
    };
    let xty = &vals[args[0].index()].ty;
    if !matches!(
        xty.dtype,
        DType::I8 | DType::U8 | DType::I16 | DType::U16 | DType::I32
    ) {
        return None;
    }
    // The geometry first; the weights are packed for the kernel that runs the step.
    let (wt, conv) = (
        &constants[w],
        match op {
            Op::Conv2d(a) => Some(a),
            _ => None,
        },
    );
    let product = match op {
        Op::Conv2d(a) => Product::conv(a, &xty.shape, wt, false)?,
        Op::Dense(_) => Product::dense(&xty.shape, wt, false)?,
        _ => return None,
    };
    let acc = vals[chain.product].ty.dtype;
    if !matches!(acc, DType::I32 | DType::I64) {
        return None;
    }
    let links = links(g, chain, constants, src, product.channels())?;
    let out = vals[chain.last()].ty.dtype;
    let fast = match isa {
        Isa::Scalar => None,
        _ => Fast::new(&product, wt, conv, &links, (xty.dtype, acc, out), isa).map(Box::new),
    };
    let product = match (fast.is_some(), conv) {
        (true, _) => product,
        (false, Some(a)) => Product::conv(a, &xty.shape, wt, true)?,
        (false, None) => Product::dense(&xty.shape, wt, true)?,
    };
    Some(Prepared {
        x: args[0].index(),
        product,
        acc,
        links,
        fast,
        ops: 1 + chain.links.len(),
    })
}

/// The epilogue of `chain` as kernel links (the product's result has `channels` channels),
/// or `None` where a link has no kernel form.
fn links(
    g: &Graph,
    chain: &Chain,
    constants: &[Tensor],
    src: &[Option<Src>],
    channels: usize,
) -> Option<Vec<Link>> {
    let vals = g.values();
    let mut links = Vec::new();
    let mut rest = chain.links.iter();
    while let Some(l) = rest.next() {
        let v = &vals[l.value];
        let ValueDef::Op { op, .. } = &v.def else {
            return None;
        };
        let link = match op {
            Op::Cast(_) if v.ty.dtype == DType::F64 => {
                // FULLY_CONNECTED's double rescale: this cast, then multiply, round, cast.
                let m = rest.next()?;
                rest.next()?;
                rest.next()?;
                let Some(Src::Const(c)) = src[m.constant?] else {
                    return None;
                };
                let t = &constants[c];
                let qnn_ir::Data::F64(ms) = t.data() else {
                    return None;
                };
                // One multiplier, or one per channel along the last axis.
                let shape = t.shape();
                let per_channel = shape.last() == Some(&channels)
                    && shape[..shape.len() - 1].iter().all(|&d| d == 1);
                if ms.len() != 1 && !per_channel {
                    return None;
                }
                Link::F64Rescale {
                    multipliers: ms.clone(),
                }
            }
            Op::Add(_) => {
                let c = l.constant?;
                let Some(Src::Const(c)) = src[c] else {
                    return None;
                };
                // One value, one per channel (along the last axis), one per element, or the
                // constant broadcast to the result: `0 + c` by the reference kernel.
                let t = &constants[c];
                let shape = t.shape();
                let per_channel = shape.last() == Some(&channels)
                    && shape[..shape.len() - 1].iter().all(|&d| d == 1)
                    && shape.len() <= v.ty.shape.len();
                let values = if t.len() == 1 || per_channel || t.shape() == v.ty.shape.as_slice() {
                    t.to_i64()?
                } else {
                    let zero = Tensor::zeros(v.ty.clone())?;
                    match qnn_interp::eval_op(op, &[&zero, &constants[c]], &v.ty) {
                        Ok(t) => t.to_i64()?,
                        Err(_) => return None,
                    }
                };
                Link::Add {
                    values,
                    dtype: v.ty.dtype,
                }
            }
            Op::FixedPointMultiply(a) => Link::fpm(a, &v.ty)?,
            Op::Clip(c) => Link::Clip {
                min: c.min,
                max: c.max,
            },
            Op::Cast(_) => Link::Cast { dtype: v.ty.dtype },
            _ => return None,
        };
        links.push(link);
    }
    Some(links)
}

/// The buffers of a plan, allocated once and reused by every [`Session::run`].
pub struct Session<'p> {
    plan: &'p Plan,
    buffers: Vec<Data>,
    scratch: Scratch,
    /// Time spent in each step over the runs since [`Session::profile`] was turned on.
    times: Option<Vec<std::time::Duration>>,
    /// The session's threads ([`Plan::session_with_threads`]).
    pool: Option<std::sync::Arc<rayon::ThreadPool>>,
    /// The state variables between [`Session::step`]s.
    state: StateCarry,
}

/// Output elements (pixels times channels) below which a SIMD product step runs on one
/// thread: splitting smaller steps costs more than it saves. A split costs about a
/// microsecond (the other threads poll between steps, [`keep_awake`]); a product of 4096
/// outputs takes about 10.
pub const PARALLEL_MIN: usize = 4096;

/// Work (output elements times multiply-accumulates or ops per element) below which a
/// portable product or an elementwise tree runs on one thread: 2^15 such units take about
/// 10 microseconds on one, ten times what a split costs.
pub const PARALLEL_MIN_WORK: usize = 1 << 15;

/// One step's share of the time of the profiled runs ([`Session::profile`]).
#[derive(Clone, Debug)]
pub struct StepTime {
    /// The value (of the lowered graph) the step writes.
    pub value: usize,
    /// What the step is: `fused product`, `fused elementwise`, `reduction`, `pooling`,
    /// `reshape`, `input`, or the mnemonic of an op on the reference kernel.
    pub kind: &'static str,
    /// The step's result type.
    pub ty: String,
    /// For a fused product, what it computes (`conv 3x3/2 16->48`, `depthwise 3x3/1 48`,
    /// `dense 1280->10`) and which kernel runs it (`simd` or `portable`); else empty.
    pub detail: String,
    /// Time in the step, summed over the profiled runs.
    pub time: std::time::Duration,
}

/// Per-row working memory of the kernels, sized by the plan.
struct Scratch {
    /// The accumulators of the largest reduction.
    reduce: Vec<i64>,
    /// The portable kernels' working memory, one per thread.
    lanes: Vec<Lanes>,
    /// The fast kernels' working memory, one per thread.
    fast: Vec<crate::fast::Scratch>,
}

/// One thread's working memory for the portable products and the elementwise trees.
#[derive(Clone, Debug)]
struct Lanes {
    /// The registers of the largest elementwise tree, in `i64` and in `i32` lanes.
    registers: Vec<i64>,
    registers32: Vec<i32>,
    /// One output row (a pixel's channels, or a pooling window's results).
    row: Vec<i64>,
    acc32: Vec<i32>,
    acc64: Vec<i64>,
}

impl Session<'_> {
    /// Runs one frame of a streaming graph: `inputs` are the graph's inputs that are not
    /// state variables, the result its outputs that are not next state, each in order; the
    /// session feeds each step the state the previous one left (the initial values first).
    /// On a graph without state this is [`Session::run`].
    pub fn step(&mut self, inputs: &[Tensor]) -> Result<Vec<Tensor>, PlanError> {
        let all = self.state.inputs(inputs).ok_or_else(|| {
            PlanError::Inputs(format!(
                "the graph takes {} inputs besides its state, {} given",
                self.state.user_input_count(),
                inputs.len()
            ))
        })?;
        let outputs = self.run(&all)?;
        Ok(self.state.advance(outputs))
    }

    /// The state variables' current values (in the graph's order).
    pub fn state(&self) -> &[Tensor] {
        self.state.state()
    }

    /// Starts a new stream: the state variables go back to their initial values.
    pub fn reset(&mut self) {
        self.state.reset();
    }

    /// Runs the plan on `inputs` (every graph input, state variables included): the
    /// outputs, in order.
    pub fn run(&mut self, inputs: &[Tensor]) -> Result<Vec<Tensor>, PlanError> {
        match self.pool.clone() {
            Some(pool) => {
                pool.install(|| keep_awake(pool.current_num_threads(), || self.run_steps(inputs)))
            }
            None => self.run_steps(inputs),
        }
    }

    fn run_steps(&mut self, inputs: &[Tensor]) -> Result<Vec<Tensor>, PlanError> {
        let plan = self.plan;
        if inputs.len() != plan.inputs.len() {
            return Err(PlanError::Inputs(format!(
                "the graph takes {} inputs, {} given",
                plan.inputs.len(),
                inputs.len()
            )));
        }
        for (k, step) in plan.steps.iter().enumerate() {
            let out = plan.memory.slot[k];
            let fail = |message: String| PlanError::Op {
                value: step.value,
                op: step.kind.name(),
                message,
            };
            let started = self.times.as_ref().map(|_| std::time::Instant::now());
            match &step.kind {
                Kind::Input(i) => {
                    let t = &inputs[*i];
                    if t.ty() != &plan.inputs[*i] {
                        return Err(PlanError::Inputs(format!(
                            "input {i} has type {}, the graph's is {}",
                            t.ty(),
                            plan.inputs[*i]
                        )));
                    }
                    copy_into(&mut self.buffers[out], t.data()).map_err(fail)?;
                }
                Kind::Fused {
                    x,
                    product,
                    acc,
                    links,
                    fast,
                } => {
                    let (xs, dst) = operand_and_out(plan, &mut self.buffers, *x, out, step)?;
                    match fast {
                        Some(f) => {
                            let pool = self.pool.as_deref();
                            run_fast(xs, f, dst, &mut self.scratch, plan.level, pool)
                        }
                        None => {
                            let lanes = &mut self.scratch.lanes;
                            let pool = self.pool.as_deref();
                            run_fused(xs, product, *acc, links, dst, lanes, plan.level, pool)
                        }
                    }
                    .map_err(fail)?;
                }
                Kind::Tree {
                    tree,
                    leaves,
                    narrow,
                } => {
                    let len = step.ty.num_elements().unwrap_or(0);
                    // The result's buffer is taken out while the leaves' are read (never the
                    // same buffer: the memory plan keeps a step's operands apart from it).
                    let mut dst = std::mem::replace(&mut self.buffers[out], Data::I8(Vec::new()));
                    let buffers = &self.buffers;
                    let leaf = |leaf: usize| -> Result<(&Data, Option<&Spread>), String> {
                        let Some((s, spread)) = &leaves[leaf] else {
                            return Err("a leaf without a source".into());
                        };
                        let d = match *s {
                            Src::Step(j) => &buffers[plan.memory.slot[j]],
                            Src::Const(c) => plan.constants[c].data(),
                        };
                        Ok((d, spread.as_ref()))
                    };
                    let (lanes, pool) = (&mut self.scratch.lanes, self.pool.as_deref());
                    let r = split(
                        pool,
                        &mut dst,
                        tree.ops(),
                        len,
                        1,
                        elementwise::CHUNK,
                        lanes,
                        |part, elements, l| {
                            if *narrow {
                                run_tree(tree, plan.level, elements, &mut l.registers32, leaf, part)
                            } else {
                                run_tree(tree, plan.level, elements, &mut l.registers, leaf, part)
                            }
                        },
                    );
                    self.buffers[out] = dst;
                    r.map_err(fail)?;
                }
                Kind::Copy { x } => {
                    let (Operand(d, n), dst) =
                        operand_and_out(plan, &mut self.buffers, *x, out, step)?;
                    copy_prefix(dst, d, n).map_err(fail)?;
                }
                Kind::Pad { x, pad } => {
                    let (Operand(d, n), dst) =
                        operand_and_out(plan, &mut self.buffers, *x, out, step)?;
                    let (lanes, pool) = (&mut self.scratch.lanes, self.pool.as_deref());
                    split(pool, dst, 1, pad.len(), 1, 1, lanes, |part, elements, _| {
                        pad.run(d, n, part, elements.start)
                    })
                    .map_err(fail)?;
                }
                Kind::Select { x, select } => {
                    let (Operand(d, _), dst) =
                        operand_and_out(plan, &mut self.buffers, *x, out, step)?;
                    let (lanes, pool) = (&mut self.scratch.lanes, self.pool.as_deref());
                    split(
                        pool,
                        dst,
                        1,
                        select.len(),
                        1,
                        1,
                        lanes,
                        |part, elements, _| select.run(d, part, elements.start),
                    )
                    .map_err(fail)?;
                }
                Kind::Concat { args, concat } => {
                    // The result's buffer is taken out while the operands' are read (the
                    // memory plan keeps a step's operands apart from its result).
                    let mut dst = std::mem::replace(&mut self.buffers[out], Data::I8(Vec::new()));
                    let srcs: Vec<&Data> = args
                        .iter()
                        .map(|a| match *a {
                            Src::Step(j) => &self.buffers[plan.memory.slot[j]],
                            Src::Const(c) => plan.constants[c].data(),
                        })
                        .collect();
                    let r = concat.run(&srcs, &mut dst);
                    self.buffers[out] = dst;
                    r.map_err(fail)?;
                }
                Kind::Matmul { args, matmul } => {
                    let mut dst = std::mem::replace(&mut self.buffers[out], Data::I8(Vec::new()));
                    let data = |a: Src| match a {
                        Src::Step(j) => &self.buffers[plan.memory.slot[j]],
                        Src::Const(c) => plan.constants[c].data(),
                    };
                    let r = matmul.run(plan.level, data(args[0]), data(args[1]), &mut dst);
                    self.buffers[out] = dst;
                    r.map_err(fail)?;
                }
                Kind::Reduce { x, reduce } => {
                    let (Operand(d, _), dst) =
                        operand_and_out(plan, &mut self.buffers, *x, out, step)?;
                    reduce
                        .run(plan.level, d, dst, &mut self.scratch.reduce)
                        .map_err(fail)?;
                }
                Kind::Window { x, window } => {
                    let (Operand(d, _), dst) =
                        operand_and_out(plan, &mut self.buffers, *x, out, step)?;
                    let (lanes, pool) = (&mut self.scratch.lanes, self.pool.as_deref());
                    let (pixels, c) = (window.pixels(), window.channels());
                    split(
                        pool,
                        dst,
                        window.area(),
                        pixels,
                        c,
                        1,
                        lanes,
                        |part, px, l| window.run(plan.level, d, part, px, &mut l.row),
                    )
                    .map_err(fail)?;
                }
                Kind::Fallback { op, args } => {
                    let tensors: Vec<Tensor> = args
                        .iter()
                        .map(|&a| self.tensor(a))
                        .collect::<Result<_, _>>()?;
                    let refs: Vec<&Tensor> = tensors.iter().collect();
                    let r =
                        qnn_interp::eval_op(op, &refs, &step.ty).map_err(|e| fail(e.message))?;
                    copy_into(&mut self.buffers[out], r.data()).map_err(fail)?;
                }
            }
            if let (Some(times), Some(t)) = (&mut self.times, started) {
                times[k] += t.elapsed();
            }
        }
        plan.outputs
            .iter()
            .map(|(_, s, _)| self.tensor(*s))
            .collect()
    }

    /// Turns on the per-step profile: from now on each run adds every step's time
    /// ([`Session::step_times`]). The results are the same; only the clock is read.
    pub fn profile(&mut self) {
        self.times = Some(vec![std::time::Duration::ZERO; self.plan.steps.len()]);
    }

    /// Every step's time over the runs since [`Session::profile`], in plan order (empty if
    /// the profile is off).
    pub fn step_times(&self) -> Vec<StepTime> {
        let Some(times) = &self.times else {
            return Vec::new();
        };
        self.plan
            .steps
            .iter()
            .zip(times)
            .map(|(s, &time)| StepTime {
                value: s.value,
                kind: s.kind.name(),
                ty: s.ty.to_string(),
                detail: match &s.kind {
                    Kind::Fused { product, fast, .. } => format!(
                        "{} ({})",
                        product.describe(),
                        fast.as_ref().map_or("portable", |f| f.name())
                    ),
                    _ => String::new(),
                },
                time,
            })
            .collect()
    }

    /// An operand as a tensor (copied).
    fn tensor(&self, s: Src) -> Result<Tensor, PlanError> {
        let plan = self.plan;
        match s {
            Src::Const(c) => Ok(plan.constants[c].clone()),
            Src::Step(j) => {
                let step = &plan.steps[j];
                let len = step.ty.num_elements().unwrap_or(0);
                let data = prefix(&self.buffers[plan.memory.slot[j]], len);
                Tensor::new(step.ty.clone(), data).map_err(|e| PlanError::Op {
                    value: step.value,
                    op: "plan",
                    message: e.to_string(),
                })
            }
        }
    }
}

/// The data of an operand and the output buffer of step `step` (never the same buffer: the
/// memory plan keeps a step's operands apart from its result).
fn operand_and_out<'a>(
    plan: &'a Plan,
    buffers: &'a mut [Data],
    x: Src,
    out: usize,
    step: &Step,
) -> Result<(Operand<'a>, &'a mut Data), PlanError> {
    match x {
        Src::Const(c) => Ok((
            Operand(plan.constants[c].data(), plan.constants[c].len()),
            &mut buffers[out],
        )),
        Src::Step(j) => {
            let b = plan.memory.slot[j];
            let len = plan.steps[j].ty.num_elements().unwrap_or(0);
            if b == out {
                return Err(PlanError::Op {
                    value: step.value,
                    op: "plan",
                    message: "an operand shares the result's buffer".into(),
                });
            }
            let (a, o) = if b < out {
                let (lo, hi) = buffers.split_at_mut(out);
                (&lo[b], &mut hi[0])
            } else {
                let (lo, hi) = buffers.split_at_mut(b);
                (&hi[0], &mut lo[out])
            };
            Ok((Operand(a, len), o))
        }
    }
}

/// An operand's buffer and its element count.
struct Operand<'a>(&'a Data, usize);

/// The first `len` elements of `d`, copied.
fn prefix(d: &Data, len: usize) -> Data {
    match d {
        Data::I8(v) => Data::I8(v[..len].to_vec()),
        Data::U8(v) => Data::U8(v[..len].to_vec()),
        Data::I16(v) => Data::I16(v[..len].to_vec()),
        Data::U16(v) => Data::U16(v[..len].to_vec()),
        Data::I32(v) => Data::I32(v[..len].to_vec()),
        Data::I64(v) => Data::I64(v[..len].to_vec()),
        Data::F32(v) => Data::F32(v[..len].to_vec()),
        Data::F64(v) => Data::F64(v[..len].to_vec()),
    }
}

/// Copies the first `n` elements of `src` into the start of `dst`.
fn copy_prefix(dst: &mut Data, src: &Data, n: usize) -> Result<(), String> {
    match (dst, src) {
        (Data::I8(d), Data::I8(s)) => d[..n].copy_from_slice(&s[..n]),
        (Data::U8(d), Data::U8(s)) => d[..n].copy_from_slice(&s[..n]),
        (Data::I16(d), Data::I16(s)) => d[..n].copy_from_slice(&s[..n]),
        (Data::U16(d), Data::U16(s)) => d[..n].copy_from_slice(&s[..n]),
        (Data::I32(d), Data::I32(s)) => d[..n].copy_from_slice(&s[..n]),
        (Data::I64(d), Data::I64(s)) => d[..n].copy_from_slice(&s[..n]),
        (Data::F32(d), Data::F32(s)) => d[..n].copy_from_slice(&s[..n]),
        (Data::F64(d), Data::F64(s)) => d[..n].copy_from_slice(&s[..n]),
        _ => return Err("a result does not have its buffer's element type".into()),
    }
    Ok(())
}

/// Copies `src` into the start of `dst` (the plan gives every value a buffer of its type).
fn copy_into(dst: &mut Data, src: &Data) -> Result<(), String> {
    copy_prefix(dst, src, src.len())
}

#[allow(clippy::too_many_arguments)]
fn run_fused(
    x: Operand<'_>,
    product: &Product,
    acc: DType,
    links: &[Link],
    out: &mut Data,
    lanes: &mut [Lanes],
    level: Level,
    pool: Option<&rayon::ThreadPool>,
) -> Result<(), String> {
    let Operand(data, n) = x;
    let o = product.channels();
    macro_rules! go {
        ($v:expr) => {{
            let xs = &$v[..n];
            split(
                pool,
                out,
                product.taps(),
                product.pixels(),
                o,
                1,
                lanes,
                |part, pixels, l| {
                    let row = &mut l.row[..o];
                    match acc {
                        DType::I64 => {
                            product.run(level, xs, links, part, pixels, row, &mut l.acc64[..o])
                        }
                        _ => product.run(level, xs, links, part, pixels, row, &mut l.acc32[..o]),
                    }
                },
            )
        }};
    }
    match data {
        Data::I8(v) => go!(v),
        Data::U8(v) => go!(v),
        Data::I16(v) => go!(v),
        Data::U16(v) => go!(v),
        Data::I32(v) => go!(v),
        _ => Err("the fused product reads an integer activation up to 32 bits".into()),
    }
}

/// Runs `run` on the calling thread, one of a pool's `threads`, while the pool's other
/// threads poll for the shares of its steps instead of going to sleep between them.
///
/// A rayon thread that finds no work sleeps after a few tens of microseconds, and waking it
/// costs about 10 us, as long as a small step's share takes. So for the length of a run,
/// each other thread runs a job that steals and runs the pool's jobs until `run` returns,
/// pausing briefly between empty polls (a split then starts within a microsecond); the
/// calling thread, waiting in a scope, may take one of these jobs itself, which then
/// returns at once. The results do not depend on who runs which share.
fn keep_awake<R>(threads: usize, run: impl FnOnce() -> R) -> R {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Arc;
    /// Ends the polling when `run` returns or unwinds.
    struct Done(Arc<Line>);
    impl Drop for Done {
        fn drop(&mut self) {
            self.0 .0.store(true, Ordering::Release);
        }
    }
    /// The flag the polling threads read, on a cache line of its own.
    #[repr(align(128))]
    struct Line(AtomicBool);
    let main = rayon::current_thread_index();
    let done = Done(Arc::new(Line(AtomicBool::new(false))));
    for _ in 1..threads {
        // Not a scope's job: `run` does not wait for a thread that has yet to wake up to
        // find that the run is over.
        let line = Arc::clone(&done.0);
        rayon::spawn(move || {
            if rayon::current_thread_index() == main {
                return;
            }
            while !line.0.load(Ordering::Acquire) {
                if rayon::yield_now() != Some(rayon::Yield::Executed) {
                    for _ in 0..16 {
                        std::hint::spin_loop();
                    }
                }
            }
        });
    }
    run()
}

/// Runs a fast kernel at `level` (one that has fast kernels: the plan only makes them
/// there), split over the threads of `pool` where the step is large enough.
fn run_fast(
    x: Operand<'_>,
    fast: &Fast,
    out: &mut Data,
    scratch: &mut Scratch,
    level: Level,
    pool: Option<&rayon::ThreadPool>,
) -> Result<(), String> {
    #[cfg(target_arch = "x86_64")]
    if level.isa() != Isa::Scalar {
        let Operand(data, n) = x;
        let (pixels, channels) = fast.size();
        let len = pixels * channels;
        let threads = match pool {
            Some(p) if len >= PARALLEL_MIN => p.current_num_threads().min(scratch.fast.len()),
            _ => 1,
        };
        // Shares of whole blocks of `MR` pixels, one per thread.
        let share = pixels.div_ceil(threads.max(1)).div_ceil(crate::fast::MR) * crate::fast::MR;
        let scratches = &mut scratch.fast;
        macro_rules! go {
            ($x:expr, $out:expr) => {{
                let x = &$x[..n];
                let out = &mut $out[..len];
                match pool {
                    Some(pool) if threads > 1 => pool.in_place_scope(|sc| {
                        // The calling thread computes the first share, the pool the others.
                        let mut shares = out
                            .chunks_mut((share * channels).max(1))
                            .zip(scratches.iter_mut())
                            .enumerate()
                            .map(|(k, (part, scr))| {
                                let first = k * share;
                                let rows = first..first + part.len() / channels.max(1);
                                (part, rows, scr)
                            });
                        let mine = shares.next();
                        for (part, rows, scr) in shares {
                            sc.spawn(move |_| crate::fast::run(level, fast, x, part, rows, scr));
                        }
                        if let Some((part, rows, scr)) = mine {
                            crate::fast::run(level, fast, x, part, rows, scr)
                        }
                    }),
                    _ => crate::fast::run(level, fast, x, out, 0..pixels, &mut scratches[0]),
                }
            }};
        }
        macro_rules! to {
            ($x:expr) => {
                match out {
                    Data::I8(o) => go!($x, o),
                    Data::U8(o) => go!($x, o),
                    Data::I16(o) => go!($x, o),
                    Data::I32(o) => go!($x, o),
                    _ => return Err("a fast kernel writes i8, u8, i16 or i32".into()),
                }
            };
        }
        match data {
            Data::I8(v) => to!(v),
            Data::U8(v) => to!(v),
            Data::I16(v) => to!(v),
            _ => return Err("a fast kernel reads i8, u8 or i16".into()),
        }
        return Ok(());
    }
    let _ = (x, fast, out, scratch, level, pool);
    Err("no fast kernels at this level".into())
}

/// Runs `tree` over `elements` in lanes `T`, its value leaves read from the buffers `leaf`
/// gives (with how each spreads), into `dst` (those elements' part of the result).
fn run_tree<'d, T: Lane>(
    tree: &Tree,
    level: Level,
    elements: std::ops::Range<usize>,
    regs: &mut [T],
    leaf: impl Fn(usize) -> Result<(&'d Data, Option<&'d Spread>), String>,
    dst: &mut DataMut<'_>,
) -> Result<(), String> {
    let read = |i, start, row: &mut [T]| {
        let (d, spread) = leaf(i)?;
        widen(d, spread, start, row)
    };
    tree.run(level, elements, regs, read, dst)
}

/// Runs `f` over `units` units of `unit_len` elements of `out` (a product's pixels, a tree's
/// elements): on the calling thread, or, with a `pool` and at least [`PARALLEL_MIN_WORK`]
/// of work (the elements times `work`, the work of one), in one share per thread (whole
/// multiples of `align` units), the calling thread taking the first. `f(part, units,
/// scratch)` writes the units' elements into `part` with its thread's `scratch`. Each element
/// is computed the same way whoever computes it; the first share's error, in order, is the
/// step's.
#[allow(clippy::too_many_arguments)]
fn split<S: Send>(
    pool: Option<&rayon::ThreadPool>,
    out: &mut Data,
    work: usize,
    units: usize,
    unit_len: usize,
    align: usize,
    scratch: &mut [S],
    f: impl Fn(&mut DataMut<'_>, std::ops::Range<usize>, &mut S) -> Result<(), String> + Sync,
) -> Result<(), String> {
    let len = units * unit_len;
    let threads = match pool {
        Some(p) if len.saturating_mul(work) >= PARALLEL_MIN_WORK => {
            p.current_num_threads().min(scratch.len())
        }
        _ => 1,
    };
    let (Some(pool), true) = (pool, threads > 1) else {
        let Some(s) = scratch.first_mut() else {
            return Err("a session without working memory".into());
        };
        return f(&mut DataMut::of(out), 0..units, s);
    };
    let share = units.div_ceil(threads).div_ceil(align.max(1)) * align.max(1);
    let parts = DataMut::of(out).chunks(len, share * unit_len);
    let mut results: Vec<Result<(), String>> = vec![Ok(()); parts.len()];
    pool.in_place_scope(|sc| {
        let f = &f;
        let mut shares = parts
            .into_iter()
            .zip(scratch.iter_mut())
            .zip(results.iter_mut())
            .enumerate()
            .map(|(k, ((part, s), r))| {
                let first = k * share;
                (part, first..(first + share).min(units), s, r)
            });
        let mine = shares.next();
        for (mut part, units, s, r) in shares {
            sc.spawn(move |_| *r = f(&mut part, units, s));
        }
        if let Some((mut part, units, s, r)) = mine {
            *r = f(&mut part, units, s);
        }
    });
    results.into_iter().collect()
}

/// Elements `start..start + row.len()` of a leaf's buffer (integers, or `f32` as their lanes,
/// [`elementwise::f32_lane`]), widened into `row`: element `e` reads `d[e]`, or, for a leaf
/// smaller than its tree's result, what `spread` says.
fn widen<T: Lane>(
    d: &Data,
    spread: Option<&Spread>,
    start: usize,
    row: &mut [T],
) -> Result<(), String> {
    macro_rules! go {
        ($v:expr) => {
            go!($v, |x| i64::from(x))
        };
        ($v:expr, $lane:expr) => {{
            let v = &$v[..];
            let end = start + row.len();
            match spread {
                None => {
                    for (r, &x) in row.iter_mut().zip(&v[start..end]) {
                        *r = T::of($lane(x));
                    }
                }
                Some(Spread::Cycle(c)) => {
                    // Element `e` reads `e % c`: runs of the values from `start % c` on.
                    let c = (*c).max(1);
                    let mut k = start % c;
                    for r in row.iter_mut() {
                        *r = T::of($lane(v[k]));
                        k += 1;
                        if k == c {
                            k = 0;
                        }
                    }
                }
                Some(Spread::Map(map)) => {
                    for (r, &k) in row.iter_mut().zip(&map[start..end]) {
                        *r = T::of($lane(v[k as usize]));
                    }
                }
                Some(Spread::Repeat(c)) => {
                    // Element `e` reads `e / c`: each value `c` times.
                    let c = (*c).max(1);
                    let (mut q, mut k) = (start / c, start % c);
                    for r in row.iter_mut() {
                        *r = T::of($lane(v[q]));
                        k += 1;
                        if k == c {
                            k = 0;
                            q += 1;
                        }
                    }
                }
            }
        }};
    }
    if let Data::F32(v) = d {
        go!(v, elementwise::f32_lane);
        return Ok(());
    }
    int_data!(d, v => go!(v), "an elementwise tree reads integers or f32");
    Ok(())
}
