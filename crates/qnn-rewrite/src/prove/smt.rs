//! The solver half of `--prove`: an elementwise application too wide for a sweep (an `i32`
//! accumulator, two 16-bit operands) as SMT-LIB2 bit-vector queries, written with `easy-smt`
//! for the `z3` binary (`docs/prove.md`).
//!
//! Every value is a 64-bit vector holding the element as the interpreter holds it (an `i64`,
//! wrapped to its type after each op, as `qnn_interp::kernels::wrap_to` does), and every op
//! is encoded after the interpreter's kernel for it. One query per class of result positions
//! with the same constants: "some input in the leaves' ranges makes the sides differ". `unsat`
//! proves the class; a model is a counterexample only once the interpreter confirms it (so an
//! encoding gap can never refute a correct rule); `unknown` (z3's deterministic resource limit,
//! [`crate::RewriteBudget::solver_rlimit`]) leaves the application not proved. Ops without an
//! encoding (floats, the ops [`unencodable_term`] names) leave it not proved too.
//!
//! The op encodings here ([`encode`], reading per-channel parameters through a [`Site`]) are
//! shared with the queries at a symbolic position (`taps.rs`), which pick a channel's
//! parameter from a constant array where this module's concrete positions pick a literal.

use super::{confirm, varying_axes, Application, Def, Method, Verdict};
use easy_smt::{Context, ContextBuilder, Response, SExpr};
use indexmap::IndexMap;
use qnn_arith::{
    add_params, pot_int16_params, quantize_multiplier_for, QuantizedMultiplier, Rounding,
};
use qnn_ir::attrs::RoundMode;
use qnn_ir::ops::QnnAddAttrs;
use qnn_ir::{DType, Op, Tensor, TensorType};
use std::cell::RefCell;

thread_local! {
    /// One z3 process per thread, started on first use (`Err`: why it could not be).
    static SOLVER: RefCell<Option<Result<Context, String>>> = const { RefCell::new(None) };
}

/// Decides `app` (elementwise, integer leaves) with one query per class of positions.
pub(super) fn decide(
    app: &Application,
    out: &TensorType,
    budget: &crate::RewriteBudget,
) -> Verdict {
    if let Some(why) = unencodable(app) {
        return Verdict::NotProved(why);
    }
    let classes = match position_classes(app, out, budget.solver_queries) {
        Ok(c) => c,
        Err(why) => return Verdict::NotProved(why),
    };
    super::remembered(app, "solver", budget.solver_rlimit, || {
        solve(app, out, budget, &classes)
    })
}

/// The queries of [`decide`], one per class of positions.
fn solve(
    app: &Application,
    out: &TensorType,
    budget: &crate::RewriteBudget,
    classes: &[Vec<usize>],
) -> Verdict {
    with_solver(|ctx| {
        let mut queries = 0;
        for position in classes {
            queries += 1;
            match query(ctx, app, position, budget.solver_rlimit)? {
                Outcome::Unsat => {}
                Outcome::Model(values) => {
                    return Ok(match confirm(app, &values, out) {
                        Verdict::Failed(c) => Verdict::Failed(c),
                        _ => Verdict::NotProved(GAP.to_string()),
                    });
                }
                Outcome::Unknown => return Ok(Verdict::NotProved(LIMIT.to_string())),
                Outcome::MayFail => return Ok(Verdict::NotProved(MAY_FAIL.to_string())),
            }
        }
        Ok(Verdict::Proved(Method::Solver(queries)))
    })
}

/// Why a model the interpreter does not confirm leaves the application not proved.
pub(super) const GAP: &str =
    "the solver's counterexample is none for the interpreter (an encoding gap)";
/// Why z3's `unknown` leaves it not proved.
pub(super) const LIMIT: &str = "the solver's resource limit was reached";
/// Why a kernel that can fail in range leaves it not proved.
pub(super) const MAY_FAIL: &str = "a kernel fails on some input in range (a result leaves i32)";

/// Runs `f` with this thread's z3 process (started on first use). An I/O error leaves the
/// process in an unknown state: it is ended, to be started again next time.
pub(super) fn with_solver(f: impl FnOnce(&mut Context) -> std::io::Result<Verdict>) -> Verdict {
    SOLVER.with(|cell| {
        let mut slot = cell.borrow_mut();
        let ctx = match slot.get_or_insert_with(start) {
            Ok(ctx) => ctx,
            Err(why) => return Verdict::NotProved(why.clone()),
        };
        match f(ctx) {
            // A check z3 gave up on leaves it refusing the next ones ("push canceled"):
            // the next query starts a new process.
            Ok(v) => {
                if matches!(&v, Verdict::NotProved(why) if why == LIMIT) {
                    *slot = None;
                }
                v
            }
            Err(e) => {
                *slot = None;
                Verdict::NotProved(format!("the solver failed: {e}"))
            }
        }
    })
}

/// The environment variable naming a file to log every solver command to.
const SMT_LOG: &str = "QNNC_SMT_LOG";

/// A z3 process, or why there is none.
pub(super) fn start() -> Result<Context, String> {
    let mut b = ContextBuilder::new();
    b.with_z3_defaults();
    // `QNNC_SMT_LOG=FILE`: every command sent to z3 is appended to FILE (docs/prove.md).
    let log = std::env::var_os(SMT_LOG).map(|f| {
        std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&f)
            .map_err(|e| format!("{SMT_LOG}: cannot open {}: {e}", f.to_string_lossy()))
    });
    if let Some(file) = log {
        b.replay_file(Some(file?));
    }
    b.build()
        .map_err(|e| format!("z3 is not installed (`z3` not runnable: {e})"))
}

/// Why an op of `app` has no encoding, if one has none.
fn unencodable(app: &Application) -> Option<String> {
    app.terms
        .iter()
        .find_map(|(def, ty)| unencodable_term(app, def, ty))
}

/// Why term `def` (of type `ty`) has no elementwise encoding, if it has none.
pub(super) fn unencodable_term(app: &Application, def: &Def, ty: &TensorType) -> Option<String> {
    if !ty.dtype.is_int() {
        return Some("a float value (no solver encoding of floats)".to_string());
    }
    let Def::Op(op, args) = def else {
        return None;
    };
    let ok = match op {
        Op::Add(_) | Op::Subtract(_) | Op::Multiply(_) | Op::Maximum(_) | Op::Minimum(_) => true,
        Op::Cast(_) | Op::Srdhm(_) | Op::RoundDivide(_) => true,
        // Bounds the kernel accepts, and whose clamped values fit the type.
        Op::Clip(c) => ty
            .dtype
            .int_range()
            .is_some_and(|(lo, hi)| c.min <= c.max && c.min <= hi && c.max >= lo),
        // A constant shift amount inside the element width.
        Op::ShiftLeft(_) | Op::ShiftRight(_) => match &app.terms[args[1]].0 {
            Def::Const(t) => t
                .int_bounds()
                .is_some_and(|(lo, hi)| lo >= 0 && hi < i64::from(ty.dtype.bits())),
            _ => false,
        },
        // An i32 input under the 32-bit TFLite modes.
        Op::FixedPointMultiply(f) => {
            encoded_mode(f.rounding)
                && (app.terms[args[0]].1.dtype.bits() <= 32 || !needs_i32(f.rounding))
                && f.shift.iter().all(|&s| SHIFTS.contains(&s))
        }
        Op::QnnRequantize(r) => {
            encoded_mode(r.rounding)
                && (app.terms[args[0]].1.dtype.bits() <= 32 || !needs_i32(r.rounding))
        }
        // TFLite's general ADD/SUB path. (Two 16-bit operands through its three MBQMs take
        // z3 about 2 s a query where 8-bit ones take milliseconds: `remembered`.)
        Op::QnnAdd(q) | Op::QnnSubtract(q) => {
            let (l, r) = (app.terms[args[0]].1.dtype, app.terms[args[1]].1.dtype);
            q.rounding == Rounding::TfliteDouble && !add_takes_pot_path(q, l, r, ty.dtype)
        }
        // A table of an 8-bit value.
        Op::Table(_) => {
            matches!(&app.terms[args[1]].0, Def::Const(t) if t.len() == 256)
                && app.terms[args[0]].1.dtype.bits() == 8
        }
        _ => false,
    };
    if !ok {
        let mode = match op {
            Op::FixedPointMultiply(f) => Some(f.rounding),
            Op::QnnRequantize(r) => Some(r.rounding),
            _ => None,
        };
        return Some(no_encoding(op, mode));
    }
    None
}

/// Why `op` (under rounding `mode`, if it has one) is not encoded.
pub(super) fn no_encoding(op: &Op, mode: Option<Rounding>) -> String {
    match mode.filter(|&m| !encoded_mode(m)) {
        Some(m) => format!(
            "`{}` under `{}` rounding has no solver encoding yet",
            op.opcode().mnemonic(),
            m.name()
        ),
        None => format!("`{}` has no solver encoding yet", op.opcode().mnemonic()),
    }
}

/// Whether `qnn.add` / `qnn.subtract` takes (or refuses) TFLite's int16 power-of-two path,
/// which is not encoded (`qnn_interp`'s `qnn_add` decides the same way).
fn add_takes_pot_path(q: &QnnAddAttrs, l: DType, r: DType, out: DType) -> bool {
    let zp = |z: i64| i32::try_from(z).unwrap_or(i32::MAX);
    let pot = q.pot_int16 && l == DType::I16 && r == DType::I16 && out == DType::I16;
    !matches!(
        pot_int16_params(
            pot,
            q.lhs_q.scale(0),
            zp(q.lhs_q.zero_point(0)),
            q.rhs_q.scale(0),
            zp(q.rhs_q.zero_point(0)),
            q.out_q.scale(0),
            zp(q.out_q.zero_point(0)),
        ),
        Ok(None)
    )
}

/// Whether `fixed_point_multiply` under `r` succeeds only with an `i32` result (the TFLite
/// modes).
pub(super) fn i32_result(r: Rounding) -> bool {
    matches!(
        r,
        Rounding::TfliteDouble | Rounding::TfliteSingle | Rounding::TfliteInt64
    )
}

/// Whether `fixed_point_multiply` under `r` takes only an `i32` input.
fn needs_i32(r: Rounding) -> bool {
    matches!(r, Rounding::TfliteDouble | Rounding::TfliteSingle)
}

/// The shifts `fixed_point_multiply` takes (`rules::lower::fixed_point` builds no other).
pub(super) const SHIFTS: std::ops::RangeInclusive<i32> = -62..=31;

/// The rounding modes whose `fixed_point_multiply` is encoded (all but TFLite's reference
/// FULLY_CONNECTED's `double` one).
pub(super) fn encoded_mode(r: Rounding) -> bool {
    r != Rounding::F64HalfAway
}

/// One result position for each distinct tuple of constant elements and per-axis indices
/// (together they tell the positions' functions apart).
fn position_classes(
    app: &Application,
    out: &TensorType,
    most: usize,
) -> Result<Vec<Vec<usize>>, String> {
    let varying = varying_axes(app, out);
    let grid: Vec<usize> = (0..out.rank())
        .map(|a| if varying[a] { out.shape[a] } else { 1 })
        .collect();
    let total: usize = grid.iter().product();
    let consts: Vec<&Tensor> = app
        .terms
        .iter()
        .filter_map(|(d, _)| match d {
            Def::Const(t) => Some(t),
            _ => None,
        })
        .collect();
    let axes: Vec<usize> = app
        .terms
        .iter()
        .filter_map(|(d, _)| match d {
            Def::Op(op, _) => op.per_axis(),
            _ => None,
        })
        .collect();
    let mut classes: IndexMap<Vec<i64>, Vec<usize>> = IndexMap::new();
    let mut pos = vec![0usize; grid.len()];
    for _ in 0..total {
        let mut key: Vec<i64> = consts.iter().map(|t| element_at(t, &pos)).collect();
        key.extend(axes.iter().map(|&a| pos.get(a).map_or(0, |&p| p as i64)));
        classes.entry(key).or_insert_with(|| pos.clone());
        if classes.len() > most {
            return Err("too many distinct per-position constants for the solver".to_string());
        }
        for a in (0..grid.len()).rev() {
            pos[a] += 1;
            if pos[a] < grid[a] {
                break;
            }
            pos[a] = 0;
        }
    }
    Ok(classes.into_values().collect())
}

/// The element of `t` that result position `pos` reads (numpy broadcasting; a table, read
/// whole, gives its first element, which does not tell positions apart).
fn element_at(t: &Tensor, pos: &[usize]) -> i64 {
    let r = t.rank();
    let off = pos.len().saturating_sub(r);
    let mut flat = 0;
    for (j, &d) in t.shape().iter().enumerate() {
        let p = pos.get(off + j).copied().unwrap_or(0);
        flat = flat * d + if d > 1 { p.min(d - 1) } else { 0 };
    }
    t.data()
        .to_i64()
        .and_then(|v| v.get(flat).copied())
        .unwrap_or(0)
}

/// What one query found.
enum Outcome {
    Unsat,
    /// The free leaves' values.
    Model(Vec<i64>),
    Unknown,
    /// A kernel fails on some input in range (a result leaves `i32`).
    MayFail,
}

/// "Some input in the leaves' ranges makes the sides differ at `pos`", asked of z3.
fn query(
    ctx: &mut Context,
    app: &Application,
    pos: &[usize],
    rlimit: u64,
) -> std::io::Result<Outcome> {
    ctx.push()?;
    let result = ask(ctx, app, pos, rlimit);
    let popped = ctx.pop();
    let outcome = result?;
    popped?;
    Ok(outcome)
}

fn ask(
    ctx: &mut Context,
    app: &Application,
    pos: &[usize],
    rlimit: u64,
) -> std::io::Result<Outcome> {
    let rlimit = ctx.numeral(rlimit);
    ctx.set_option(":rlimit", rlimit)?;
    let bv64 = ctx.bit_vec_sort(ctx.numeral(64));
    let mut leaves = Vec::new();
    for (k, f) in app.free.iter().enumerate() {
        let x = ctx.declare_const(format!("x{k}"), bv64)?;
        let (lo, hi) = f.range.unwrap_or((0, 0));
        let in_range = ctx.and(ctx.bvsle(lit(ctx, lo), x), ctx.bvsle(x, lit(ctx, hi)));
        ctx.assert(in_range)?;
        leaves.push(x);
    }
    let mut terms: Vec<SExpr> = Vec::with_capacity(app.terms.len());
    let mut ok = Vec::new();
    for (def, ty) in &app.terms {
        let e = match def {
            Def::Free(k) => leaves[*k],
            Def::Const(t) => lit(ctx, element_at(t, pos)),
            Def::Op(op, args) => {
                let operands: Vec<SExpr> = args.iter().map(|&a| terms[a]).collect();
                encode(ctx, app, op, args, &operands, ty.dtype, &At(pos), &mut ok)
            }
        };
        terms.push(e);
    }
    // First: can a kernel fail on some input in range? (Then the sides are not compared.)
    match may_fail(ctx, &ok)? {
        Response::Unsat => {}
        Response::Sat => return Ok(Outcome::MayFail),
        Response::Unknown => return Ok(Outcome::Unknown),
    }
    let differ = ctx.not(ctx.eq(terms[app.lhs], terms[app.rhs]));
    ctx.assert(differ)?;
    match ctx.check()? {
        Response::Unsat => Ok(Outcome::Unsat),
        Response::Unknown => Ok(Outcome::Unknown),
        Response::Sat => {
            let values = ctx.get_value(leaves.clone())?;
            let values = values
                .iter()
                .map(|&(_, v)| ctx.get_u64(v).map_or(0, |u| u as i64))
                .collect();
            Ok(Outcome::Model(values))
        }
    }
}

/// Whether `x` is a sign extension.
fn is_sign_extend(ctx: &Context, x: SExpr) -> bool {
    let ext = ctx
        .get_list(x)
        .and_then(|l| ctx.get_list(*l.first()?))
        .and_then(|f| ctx.get_atom(*f.get(1)?));
    ext == Some("sign_extend")
}

/// Whether some input in range makes a kernel fail: `sat` when one of the conditions `ok`
/// (what must hold for the kernels not to fail) can be false, `unsat` when none can (or
/// every one is `true`), `unknown` at the rlimit. Asked in a scope of its own.
pub(super) fn may_fail(ctx: &mut Context, ok: &[SExpr]) -> std::io::Result<Response> {
    let true_ = ctx.true_();
    if ok.iter().all(|&c| c == true_) {
        return Ok(Response::Unsat);
    }
    ctx.push()?;
    let all_ok = ctx.and_many(ok.iter().copied());
    ctx.assert(ctx.not(all_ok))?;
    let fails = ctx.check();
    ctx.pop()?;
    fails
}

/// A 64-bit literal (in hexadecimal: a query holds thousands).
pub(super) fn lit(ctx: &Context, v: i64) -> SExpr {
    ctx.atom(format!("#x{:016x}", v as u64))
}

/// `v` wrapped to `d`, as the interpreter's `wrap_to`: the low bits, sign- or zero-extended.
pub(super) fn wrap(ctx: &Context, d: DType, v: SExpr) -> SExpr {
    let bits = d.bits() as i32;
    if bits >= 64 {
        return v;
    }
    let low = ctx.extract(bits - 1, 0, v);
    let ext = if d.int_range().is_some_and(|(lo, _)| lo < 0) {
        "sign_extend"
    } else {
        "zero_extend"
    };
    let f = ctx.list(vec![ctx.atoms().und, ctx.atom(ext), ctx.numeral(64 - bits)]);
    ctx.list(vec![f, low])
}

/// Where an elementwise op is encoded: how it reads a parameter given per index of an axis.
pub(super) trait Site {
    /// `values[i]` where `i` is the position's index along `axis` (`values[0]` when there is
    /// one value or no axis).
    fn pick(&self, ctx: &Context, values: &[i64], axis: Option<usize>) -> SExpr;
}

/// A concrete result position.
struct At<'a>(&'a [usize]);

impl Site for At<'_> {
    fn pick(&self, ctx: &Context, values: &[i64], axis: Option<usize>) -> SExpr {
        let i = match values.len() {
            1 => 0,
            _ => axis.and_then(|a| self.0.get(a).copied()).unwrap_or(0),
        };
        lit(ctx, values.get(i).copied().unwrap_or(0))
    }
}

/// The encoding of elementwise `op` with operands `a` (their encodings, in order) and result
/// type `d`, at `site`; what must hold for the kernel not to fail is pushed on `ok`.
#[allow(clippy::too_many_arguments)]
pub(super) fn encode(
    ctx: &Context,
    app: &Application,
    op: &Op,
    args: &[usize],
    operands: &[SExpr],
    d: DType,
    site: &dyn Site,
    ok: &mut Vec<SExpr>,
) -> SExpr {
    let a = |i: usize| operands[i];
    let zero = lit(ctx, 0);
    match op {
        Op::Add(_) => wrap(ctx, d, ctx.bvadd(a(0), a(1))),
        Op::Subtract(_) => wrap(ctx, d, ctx.bvsub(a(0), a(1))),
        Op::Multiply(_) => wrap(ctx, d, ctx.bvmul(a(0), a(1))),
        Op::Maximum(_) => ctx.ite(ctx.bvsge(a(0), a(1)), a(0), a(1)),
        Op::Minimum(_) => ctx.ite(ctx.bvsle(a(0), a(1)), a(0), a(1)),
        Op::Clip(c) => clamp(ctx, a(0), c.min, c.max),
        // A widening cast is the value itself (no wrap for z3 to see through).
        Op::Cast(_) => {
            let widens = match (app.terms[args[0]].1.dtype.int_range(), d.int_range()) {
                (Some((l, h)), Some((lo, hi))) => lo <= l && h <= hi,
                _ => false,
            };
            if widens {
                a(0)
            } else {
                wrap(ctx, d, a(0))
            }
        }
        Op::Srdhm(_) => srdhm(ctx, a(0), a(1)),
        // (A divisor <= 0 is the kernel's error.)
        Op::RoundDivide(_) => {
            ok.push(ctx.bvsgt(a(1), zero));
            round_div_away(ctx, a(0), a(1))
        }
        // (The shift amount is a constant inside the width: `unencodable`.)
        Op::ShiftLeft(_) => wrap(ctx, d, ctx.bvshl(a(0), a(1))),
        Op::ShiftRight(r) => shift_right(ctx, a(0), a(1), r.mode, d),
        Op::FixedPointMultiply(f) => {
            let ms: Vec<QuantizedMultiplier> = f
                .multiplier
                .iter()
                .zip(&f.shift)
                .map(|(&multiplier, &shift)| QuantizedMultiplier { multiplier, shift })
                .collect();
            let pick = |v: &[i64]| site.pick(ctx, v, f.axis);
            let r = Rescale::new(&pick, &ms, f.rounding, d.int_range());
            let v = fixed_point_multiply(ctx, a(0), &r, f.rounding, ok);
            // (tflite_double's result is an i32; the domain holds every other mode's.)
            if f.rounding == Rounding::TfliteDouble && d.bits() < 32 {
                ok.push(fits(ctx, d, v));
            }
            v
        }
        Op::QnnRequantize(r) => {
            // qnn_interp's qnn_requantize: (x - in_zp) rescaled, + out_zp, clamped.
            let axis = r.in_q.axis().or(r.out_q.axis());
            let (in_q, out_q) = (&r.in_q, &r.out_q);
            let n = in_q.num_channels().max(out_q.num_channels());
            let at = |q: &qnn_ir::QParams, c: usize| if q.num_channels() == 1 { 0 } else { c };
            let ms: Vec<QuantizedMultiplier> = (0..n)
                .map(|c| {
                    let real = r
                        .ratio
                        .ratio(in_q.scale(at(in_q, c)), out_q.scale(at(out_q, c)));
                    quantize_multiplier_for(real, r.rounding)
                })
                .collect();
            let pick = |v: &[i64]| site.pick(ctx, v, axis);
            let rescale = Rescale::new(&pick, &ms, r.rounding, None);
            let zps =
                |q: &qnn_ir::QParams| (0..n).map(|c| q.zero_point(at(q, c))).collect::<Vec<_>>();
            let centered = ctx.bvsub(a(0), site.pick(ctx, &zps(in_q), axis));
            let v = fixed_point_multiply(ctx, centered, &rescale, r.rounding, ok);
            let v = ctx.bvadd(v, site.pick(ctx, &zps(out_q), axis));
            let (lo, hi) = clamp_bounds(r.clamp, d);
            clamp(ctx, v, lo, hi)
        }
        Op::QnnAdd(q) | Op::QnnSubtract(q) => {
            // qnn_interp's qnn_add, general path: a' = MBQM((x - z1) * 2^ls, in1), b' likewise,
            // MBQM(a' ± b', out) + out_zp, clamped; the products and the sum wrap in 32 bits.
            let ls = if app.terms[args[0]].1.dtype.bits() == 8 {
                20
            } else {
                15
            };
            let p = add_params(q.lhs_q.scale(0), q.rhs_q.scale(0), q.out_q.scale(0), ls);
            let factor = lit(ctx, i64::from(1i32.wrapping_shl(ls as u32)));
            let mut side = |x: SExpr, zp: i64, m: QuantizedMultiplier| {
                let centered = ctx.bvsub(x, lit(ctx, zp));
                ok.push(fits_i32(ctx, centered));
                let shifted = wrap(ctx, DType::I32, ctx.bvmul(centered, factor));
                let one = |v: &[i64]| lit(ctx, v[0]);
                let m = Rescale::new(&one, &[m], Rounding::TfliteDouble, None);
                fixed_point_multiply(ctx, shifted, &m, Rounding::TfliteDouble, ok)
            };
            let sa = side(a(0), q.lhs_q.zero_point(0), p.in1);
            let sb = side(a(1), q.rhs_q.zero_point(0), p.in2);
            let raw = match op {
                Op::QnnSubtract(_) => ctx.bvsub(sa, sb),
                _ => ctx.bvadd(sa, sb),
            };
            let raw = wrap(ctx, DType::I32, raw);
            let one = |v: &[i64]| lit(ctx, v[0]);
            let out_m = Rescale::new(&one, &[p.out], Rounding::TfliteDouble, None);
            let r = fixed_point_multiply(ctx, raw, &out_m, Rounding::TfliteDouble, ok);
            let v = ctx.bvadd(r, lit(ctx, q.out_q.zero_point(0)));
            let (lo, hi) = clamp_bounds(q.clamp, d);
            clamp(ctx, v, lo, hi)
        }
        Op::Table(_) => {
            // t[x - type_min], an ite over the 2^8 codes.
            let Def::Const(t) = &app.terms[args[1]].0 else {
                return zero;
            };
            let entries = t.data().to_i64().unwrap_or_default();
            let min = app.terms[args[0]].1.dtype.int_range().map_or(0, |r| r.0);
            let x = a(0);
            let mut e = lit(ctx, entries.last().copied().unwrap_or(0));
            for (k, &v) in entries.iter().enumerate().rev().skip(1) {
                e = ctx.ite(ctx.eq(x, lit(ctx, min + k as i64)), lit(ctx, v), e);
            }
            e
        }
        _ => zero,
    }
}

/// The bounds of an op's optional clamp, else of its result type `d` (the kernels'
/// `clamp_range`).
pub(super) fn clamp_bounds(clamp: Option<[i64; 2]>, d: DType) -> (i64, i64) {
    clamp
        .map(|[l, h]| (l, h))
        .or(d.int_range())
        .unwrap_or((i64::MIN, i64::MAX))
}

/// `x` clamped to `[lo, hi]`.
pub(super) fn clamp(ctx: &Context, x: SExpr, lo: i64, hi: i64) -> SExpr {
    let (lo, hi) = (lit(ctx, lo), lit(ctx, hi));
    ctx.ite(ctx.bvslt(x, lo), lo, ctx.ite(ctx.bvsgt(x, hi), hi, x))
}

/// `qnn_arith::round_div_away` for a positive divisor `b`: `a ± b/2` (away from zero),
/// divided truncating.
pub(super) fn round_div_away(ctx: &Context, a: SExpr, b: SExpr) -> SExpr {
    let half = ctx.bvsdiv(b, lit(ctx, 2));
    let adjusted = ctx.ite(
        ctx.bvsgt(a, lit(ctx, 0)),
        ctx.bvadd(a, half),
        ctx.bvsub(a, half),
    );
    ctx.bvsdiv(adjusted, b)
}

/// `qnn_arith::srdhm`: `INT32_MIN * INT32_MIN` saturates; else `(ab + 2^30) >> 31`.
fn srdhm(ctx: &Context, a: SExpr, b: SExpr) -> SExpr {
    let min = lit(ctx, i64::from(i32::MIN));
    let both_min = ctx.and(ctx.eq(a, min), ctx.eq(b, min));
    let ab = ctx.bvmul(a, b);
    let q = ctx.bvashr(ctx.bvadd(ab, lit(ctx, 1 << 30)), lit(ctx, 31));
    ctx.ite(both_min, lit(ctx, i64::from(i32::MAX)), q)
}

/// `qnn_interp`'s `shift_right_value`: `x / 2^s` rounded under `mode`, in type `d`, for a
/// shift `s` in `0..64`.
fn shift_right(ctx: &Context, x: SExpr, s: SExpr, mode: RoundMode, d: DType) -> SExpr {
    let (one, zero) = (lit(ctx, 1), lit(ctx, 0));
    let floor = ctx.bvashr(x, s);
    let mask = ctx.bvsub(ctx.bvshl(one, s), one);
    let rem = ctx.bvand(x, mask);
    let half = ctx.bvlshr(ctx.bvshl(one, s), one);
    let up = |c: SExpr| ctx.bvadd(floor, ctx.ite(c, one, zero));
    let shifted = match mode {
        RoundMode::Floor => floor,
        RoundMode::HalfUp => ctx.bvashr(wrap(ctx, d, ctx.bvadd(x, half)), s),
        RoundMode::HalfAway => {
            let negative = ctx.bvslt(x, zero);
            let threshold = ctx.bvadd(ctx.bvlshr(mask, one), ctx.ite(negative, one, zero));
            up(ctx.bvsgt(rem, threshold))
        }
        RoundMode::HalfEven => {
            let odd = ctx.eq(ctx.bvand(floor, one), one);
            let tie = ctx.and(ctx.eq(rem, half), odd);
            up(ctx.or(ctx.bvsgt(rem, half), tie))
        }
    };
    ctx.ite(ctx.eq(s, zero), x, shifted)
}

/// The value `x` wraps (sign- or zero-extends the low bits of) and its width, if `x` is
/// [`wrap`]'s term.
pub(super) fn unwrapped(ctx: &Context, x: SExpr) -> Option<(SExpr, i32)> {
    let &[f, low] = ctx.get_list(x)? else {
        return None;
    };
    let &[_, ext, _] = ctx.get_list(f)? else {
        return None;
    };
    if !matches!(ctx.get_atom(ext)?, "sign_extend" | "zero_extend") {
        return None;
    }
    let &[g, inner] = ctx.get_list(low)? else {
        return None;
    };
    let &[_, name, hi, lo] = ctx.get_list(g)? else {
        return None;
    };
    (ctx.get_atom(name)? == "extract" && ctx.get_i32(lo)? == 0)
        .then_some((inner, ctx.get_i32(hi)? + 1))
}

/// [`wrap`]'s term `w` around `inner` instead of the value it wraps.
pub(super) fn rewrap(ctx: &Context, w: SExpr, inner: SExpr) -> SExpr {
    let list = ctx.get_list(w).map(<[SExpr]>::to_vec).unwrap_or_default();
    let low = ctx
        .get_list(list[1])
        .map(<[SExpr]>::to_vec)
        .unwrap_or_default();
    let low = ctx.list(vec![low[0], inner]);
    ctx.list(vec![list[0], low])
}

/// Whether `x` (a 64-bit value) is an `i32`.
fn fits_i32(ctx: &Context, x: SExpr) -> SExpr {
    fits(ctx, DType::I32, x)
}

/// Whether `x` (a 64-bit value) is in `d`'s range (true, and no term, when `x` is wrapped to
/// no more bits of the same signedness: a query stays free of a condition the solver would
/// have to bit-blast).
fn fits(ctx: &Context, d: DType, x: SExpr) -> SExpr {
    let Some((lo, hi)) = d.int_range().filter(|_| d.bits() < 64) else {
        return ctx.true_();
    };
    let signed = lo < 0;
    let bits = d.bits() as i32;
    if unwrapped(ctx, x)
        .is_some_and(|(_, b)| b < bits || (b == bits && is_sign_extend(ctx, x) == signed))
    {
        return ctx.true_();
    }
    ctx.and(ctx.bvsle(lit(ctx, lo), x), ctx.bvsle(x, lit(ctx, hi)))
}

/// The multipliers of `ms`, as `i64`.
pub(super) fn multipliers(ms: &[QuantizedMultiplier]) -> Vec<i64> {
    ms.iter().map(|m| i64::from(m.multiplier)).collect()
}

/// The shifts of `ms`, as `i64`.
pub(super) fn shifts(ms: &[QuantizedMultiplier]) -> Vec<i64> {
    ms.iter().map(|m| i64::from(m.shift)).collect()
}

/// A `fixed_point_multiply`'s parameters at a site: its multiplier and shift (a literal or
/// a per-channel pick) and, but under `tflite_double` (an `i32` input, an `i32` result), the
/// interval of inputs on which it succeeds with a result in range (also a pick: a condition
/// the solver checks without the 128-bit product).
pub(super) struct Rescale {
    m: SExpr,
    shift: SExpr,
    domain: Option<(SExpr, SExpr)>,
}

impl Rescale {
    /// The parameters of multipliers `ms` (one per channel) under `mode`, picked by `pick`;
    /// `out`: the range the result must also fit (beyond the mode's own), if any.
    pub(super) fn new(
        pick: &dyn Fn(&[i64]) -> SExpr,
        ms: &[QuantizedMultiplier],
        mode: Rounding,
        out: Option<(i64, i64)>,
    ) -> Rescale {
        let domain = (mode != Rounding::TfliteDouble).then(|| {
            let d: Vec<(i64, i64)> = ms.iter().map(|&m| domain(m, mode, out)).collect();
            let lo: Vec<i64> = d.iter().map(|r| r.0).collect();
            let hi: Vec<i64> = d.iter().map(|r| r.1).collect();
            (pick(&lo), pick(&hi))
        });
        Rescale {
            m: pick(&multipliers(ms)),
            shift: pick(&shifts(ms)),
            domain,
        }
    }
}

/// The inputs `x` for which `qnn_arith::fixed_point_multiply(x, m, mode)` succeeds with a
/// result in `out` (where given): an interval, as the single roundings are monotone in `x`
/// (empty, `lo > hi`, where even 0 fails).
fn domain(m: QuantizedMultiplier, mode: Rounding, out: Option<(i64, i64)>) -> (i64, i64) {
    let ok = |x: i64| {
        qnn_arith::fixed_point_multiply(x, m, mode)
            .is_ok_and(|r| out.is_none_or(|(lo, hi)| lo <= r && r <= hi))
    };
    if !ok(0) {
        return (1, 0);
    }
    // The last `x` from 0 towards `end` that succeeds (a bisection of a monotone predicate).
    let last = |end: i64| {
        if ok(end) {
            return end;
        }
        let (mut good, mut bad) = (0i64, end);
        while (bad as i128 - good as i128).abs() > 1 {
            let mid = ((good as i128 + bad as i128) / 2) as i64;
            if ok(mid) {
                good = mid;
            } else {
                bad = mid;
            }
        }
        good
    };
    (last(i64::MIN), last(i64::MAX))
}

/// `qnn_arith::fixed_point_multiply` under every mode but `f64_half_away` (refused by
/// [`unencodable`]) with parameters `r`, each a literal or a per-channel pick with a shift in
/// `-62..=31` (what `fixed_point_multiply` accepts); what must hold for it to succeed (the
/// input an `i32` under `tflite_double`, else in `r`'s domain) is pushed on `ok`.
pub(super) fn fixed_point_multiply(
    ctx: &Context,
    x: SExpr,
    r: &Rescale,
    mode: Rounding,
    ok: &mut Vec<SExpr>,
) -> SExpr {
    let zero = lit(ctx, 0);
    let i32_range = (lit(ctx, i32::MIN.into()), lit(ctx, i32::MAX.into()));
    ok.push(match r.domain {
        Some((lo, hi)) if (lo, hi) != i32_range => ctx.and(ctx.bvsle(lo, x), ctx.bvsle(x, hi)),
        _ => fits_i32(ctx, x),
    });
    let (m, shift) = (r.m, r.shift);
    let single = |m: SExpr, base: i64, tie: Tie| {
        ctx.extract(63, 0, round_shift_128(ctx, x, m, (base, shift), tie))
    };
    match mode {
        Rounding::TfliteSingle => single(m, 31, Tie::Up),
        // The multiplier re-rounded to 15 bits (`reduce_multiplier_to_15_bits`).
        Rounding::TfliteInt64 => {
            let small = ctx.bvslt(m, lit(ctx, 0x7FFF_0000));
            let rounded = ctx.bvashr(ctx.bvadd(m, lit(ctx, 1 << 15)), lit(ctx, 16));
            single(ctx.ite(small, rounded, lit(ctx, 0x7FFF)), 15, Tie::Up)
        }
        Rounding::Upward => single(m, 31, Tie::Up),
        Rounding::ToNearest => single(m, 31, Tie::Away),
        Rounding::HalfEven => single(m, 31, Tie::Even),
        // tflite_double: RDBPOT(SRDHM(x * 2^left, m), right), `x * 2^left` wrapping in 32 bits.
        _ => {
            let positive = ctx.bvsgt(shift, zero);
            let left = ctx.ite(positive, shift, zero);
            let right = ctx.ite(positive, zero, ctx.bvneg(shift));
            let right = ctx.ite(ctx.bvsgt(right, lit(ctx, 31)), lit(ctx, 31), right);
            let factor = wrap(ctx, DType::I32, ctx.bvshl(lit(ctx, 1), left));
            let shifted = wrap(ctx, DType::I32, ctx.bvmul(x, factor));
            let s = srdhm(ctx, shifted, m);
            shift_right(ctx, s, right, RoundMode::HalfAway, DType::I32)
        }
    }
}

/// Which way a single rounding breaks ties.
#[derive(Clone, Copy)]
enum Tie {
    Up,
    Away,
    Even,
}

/// `x * m / 2^(base - shift)` rounded once (ties by `tie`), exactly, in 128 bits: qnn-arith's
/// `round_shift_*_i128` of the product (a total shift `<= 0` multiplies; every accepted
/// shift keeps the product inside 128 bits).
fn round_shift_128(
    ctx: &Context,
    x: SExpr,
    m: SExpr,
    (base, shift): (i64, SExpr),
    tie: Tie,
) -> SExpr {
    let wide = |v: SExpr| {
        let f = ctx.list(vec![
            ctx.atoms().und,
            ctx.atom("sign_extend"),
            ctx.numeral(64),
        ]);
        ctx.list(vec![f, v])
    };
    let lit128 = |v: i128| ctx.binary(128, v as u128);
    let (zero, one) = (lit128(0), lit128(1));
    let v = ctx.bvmul(wide(x), wide(m));
    let total = ctx.bvsub(lit128(base.into()), wide(shift));
    let half = ctx.bvshl(one, ctx.bvsub(total, one));
    let up = |v: SExpr| ctx.bvashr(ctx.bvadd(v, half), total);
    let rounded = match tie {
        Tie::Up => up(v),
        Tie::Away => ctx.ite(ctx.bvsge(v, zero), up(v), ctx.bvneg(up(ctx.bvneg(v)))),
        Tie::Even => {
            let floor = ctx.bvashr(v, total);
            let rem = ctx.bvsub(v, ctx.bvshl(floor, total));
            let odd = ctx.eq(ctx.bvand(floor, one), one);
            let more = ctx.or(ctx.bvsgt(rem, half), ctx.and(ctx.eq(rem, half), odd));
            ctx.bvadd(floor, ctx.ite(more, one, zero))
        }
    };
    let left = ctx.bvshl(v, ctx.bvneg(total));
    ctx.ite(ctx.bvsle(total, zero), left, rounded)
}

#[cfg(test)]
mod tests {
    //! Each encoding against the interpreter's kernel, on edge and pseudo-random operands:
    //! z3 evaluates the encoded term with the operands fixed, `eval_op` runs the kernel.
    use super::*;
    use qnn_ir::ops::{ClipAttrs, FixedPointMultiplyAttrs, NoAttrs, RoundAttrs};
    use qnn_ir::ValueDef;

    /// Edge values of `d` and pseudo-random ones.
    fn samples(d: DType, n: usize, seed: u64) -> Vec<i64> {
        let (lo, hi) = d.int_range().expect("an integer type");
        let mut v = vec![lo, lo + 1, -1, 0, 1, hi - 1, hi];
        v.retain(|x| (lo..=hi).contains(x));
        let mut s = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
        while v.len() < n {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            let span = (hi as i128 - lo as i128 + 1) as u128;
            v.push((lo as i128 + (u128::from(s) % span) as i128) as i64);
        }
        v
    }

    /// `op` on free operands of types `ins` (and constant operands `consts`, by position):
    /// for every sample, z3's value of the encoding against the kernel's.
    fn agrees(op: Op, ins: &[DType], consts: &[(usize, Tensor)], out: DType) {
        let mut ctx = match start() {
            Ok(c) => c,
            Err(why) => {
                eprintln!("skipped: {why}");
                return;
            }
        };
        let arity = ins.len() + consts.len();
        let columns: Vec<Vec<i64>> = ins
            .iter()
            .enumerate()
            .map(|(k, &d)| samples(d, 24, k as u64 + 1))
            .collect();
        // Rows 0..24 pair the samples off; rows 24.. give every operand the same edge value
        // (`srdhm(INT32_MIN, INT32_MIN)`).
        for row in 0..31 {
            // The application: terms 0.. the operands, then the op.
            let mut terms = Vec::new();
            let mut free = Vec::new();
            let mut args = Vec::new();
            let mut next = 0;
            let mut tensors = Vec::new();
            for i in 0..arity {
                if let Some((_, t)) = consts.iter().find(|(p, _)| *p == i) {
                    terms.push((Def::Const(t.clone()), t.ty().clone()));
                    tensors.push(t.clone());
                } else {
                    let d = ins[next];
                    let v = match row {
                        0..24 => columns[next][(row + next * 5) % 24],
                        _ => columns[next][(row - 24).min(columns[next].len() - 1)],
                    };
                    let ty = TensorType::new(d, []);
                    free.push(super::super::Free {
                        ty: ty.clone(),
                        range: Some((v, v)),
                        pos: 0,
                    });
                    terms.push((Def::Free(next), ty));
                    tensors.push(Tensor::from_i64(d, &[], &[v]).expect("fits"));
                    next += 1;
                }
                args.push(i);
            }
            let refs: Vec<&Tensor> = tensors.iter().collect();
            let ty = TensorType::new(out, []);
            let kernel = qnn_interp::eval_op(&op, &refs, &ty);
            terms.push((Def::Op(op.clone(), args), ty));
            let n = terms.len() - 1;
            let app = Application {
                terms,
                free,
                lhs: n,
                rhs: n,
            };
            assert!(unencodable(&app).is_none(), "{op:?} is encodable");
            // Where the kernel fails, the encoding must say it can.
            let Ok(want) = kernel else {
                let got = query(&mut ctx, &app, &[], 10_000_000).expect("z3 answers");
                assert!(
                    matches!(got, Outcome::MayFail),
                    "{op:?} on {:?}: the kernel fails, the encoding does not",
                    tensors.iter().map(|t| t.to_i64()).collect::<Vec<_>>()
                );
                continue;
            };
            let want = want.to_i64().expect("integers")[0];
            // "lhs != want" must be unsat, and "lhs == want" sat.
            let mut with_want = app.clone();
            with_want.terms.push((
                Def::Const(Tensor::from_i64(out, &[], &[want]).expect("fits")),
                TensorType::new(out, []),
            ));
            with_want.rhs = with_want.terms.len() - 1;
            let got = query(&mut ctx, &with_want, &[], 10_000_000).expect("z3 answers");
            assert!(
                matches!(got, Outcome::Unsat),
                "{op:?} on {:?}: the encoding differs from the kernel's {want}",
                tensors.iter().map(|t| t.to_i64()).collect::<Vec<_>>()
            );
        }
    }

    #[test]
    fn integer_ops_agree_with_the_kernels() {
        use DType::*;
        for d in [I8, U8, I16, I32, I64] {
            agrees(Op::Add(NoAttrs {}), &[d, d], &[], d);
            agrees(Op::Subtract(NoAttrs {}), &[d, d], &[], d);
            agrees(Op::Multiply(NoAttrs {}), &[d, d], &[], d);
            agrees(Op::Maximum(NoAttrs {}), &[d, d], &[], d);
            agrees(Op::Minimum(NoAttrs {}), &[d, d], &[], d);
        }
        for (from, to) in [
            (I32, I8),
            (I32, U8),
            (I8, I32),
            (U8, I16),
            (I64, I32),
            (I16, U16),
        ] {
            agrees(Op::Cast(NoAttrs {}), &[from], &[], to);
        }
        agrees(Op::Clip(ClipAttrs { min: -5, max: 100 }), &[I32], &[], I32);
        agrees(Op::Clip(ClipAttrs { min: -300, max: 7 }), &[I8], &[], I8);
        agrees(Op::Srdhm(NoAttrs {}), &[I32, I32], &[], I32);
        for d in [I32, I64, I16] {
            for s in [0i64, 1, 7, 15] {
                let shift = Tensor::from_i64(d, &[], &[s]).expect("fits");
                agrees(Op::ShiftLeft(NoAttrs {}), &[d], &[(1, shift.clone())], d);
                for mode in [
                    RoundMode::Floor,
                    RoundMode::HalfUp,
                    RoundMode::HalfAway,
                    RoundMode::HalfEven,
                ] {
                    agrees(
                        Op::ShiftRight(RoundAttrs { mode }),
                        &[d],
                        &[(1, shift.clone())],
                        d,
                    );
                }
            }
        }
        // The 128-bit single roundings on 64-bit inputs (tflite_int64's 15-bit multiplier
        // saturating, a left shift, a result that leaves i32).
        for (rounding, out) in [
            (Rounding::TfliteInt64, I32),
            (Rounding::Upward, I64),
            (Rounding::ToNearest, I32),
            (Rounding::HalfEven, I64),
        ] {
            for (multiplier, shift) in [
                (2_147_450_000, -7),
                (1_288_490_189, -1),
                (1_400_000_000, -31),
                (1_717_986_918, 17),
            ] {
                let attrs = FixedPointMultiplyAttrs {
                    multiplier: vec![multiplier],
                    shift: vec![shift],
                    axis: None,
                    rounding,
                };
                agrees(Op::FixedPointMultiply(attrs), &[I64], &[], out);
            }
        }
        for rounding in [Rounding::TfliteDouble, Rounding::TfliteSingle] {
            for (multiplier, shift) in [
                (1_073_741_824, 1),
                (1_288_490_189, -1),
                (2_147_483_647, 0),
                (1_500_000_000, -20),
                (1_900_000_000, 3),
                (1_400_000_000, -31),
            ] {
                let attrs = FixedPointMultiplyAttrs {
                    multiplier: vec![multiplier],
                    shift: vec![shift],
                    axis: None,
                    rounding,
                };
                agrees(Op::FixedPointMultiply(attrs), &[I32], &[], I32);
            }
            for (input, text) in [
                (I32, "in_q = q(0.0002, 0), out_q = q(0.05, -3)"),
                (I16, "in_q = q(0.001, 0), out_q = q(0.02, 5)"),
                (I8, "in_q = q(0.1, 7), out_q = q(0.07, -4)"),
            ] {
                let src = format!(
                    "graph \"g\" {{\n  input %0 \"x\" : tensor<{input}>\n  %1 = qnn.requantize %0 {{{text}, ratio = f64, rounding = {}, clamp = [-100, 120]}} : tensor<i8>\n  output \"y\" = %1\n}}\n",
                    rounding.name()
                );
                let g = qnn_ir::text::parse(&src).expect("parses");
                let ValueDef::Op { op, .. } = &g.values()[1].def else {
                    panic!("an op")
                };
                agrees(op.clone(), &[input], &[], I8);
            }
        }
        for (d, text) in [
            (I8, "lhs_q = q(0.05, -3), rhs_q = q(0.1, 4), out_q = q(0.12, 1), pot_int16 = false"),
            (U8, "lhs_q = q(0.02, 128), rhs_q = q(0.03, 120), out_q = q(0.04, 125), pot_int16 = false"),
        ] {
            for op in ["qnn.add", "qnn.subtract"] {
                let src = format!(
                    "graph \"g\" {{\n  input %0 \"a\" : tensor<{d}>\n  input %1 \"b\" : tensor<{d}>\n  %2 = {op} %0, %1 {{{text}, rounding = tflite_double, clamp = none}} : tensor<{d}>\n  output \"y\" = %2\n}}\n"
                );
                let g = qnn_ir::text::parse(&src).expect("parses");
                let ValueDef::Op { op, .. } = &g.values()[2].def else {
                    panic!("an op")
                };
                agrees(op.clone(), &[d, d], &[], d);
            }
        }
        let table: Vec<i64> = (0..256).map(|k| (k * 37 % 256) - 128).collect();
        let t = Tensor::from_i64(I8, &[256], &table).expect("fits");
        agrees(Op::Table(NoAttrs {}), &[I8], &[(1, t.clone())], I8);
        agrees(Op::Table(NoAttrs {}), &[U8], &[(1, t)], I8);
    }
}
