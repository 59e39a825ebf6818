//! `qnnc compare A B`: two dumps of intermediate tensors (`qnnc run --dump`, or another
//! engine's in the same form, `crate::dump`), tensor by tensor in A's execution order,
//! matched by name: the first tensor that differs, how many of its elements and by how much,
//! then every other tensor that differs. Exit status 0 when every tensor both hold is equal,
//! 1 when one differs.

use anyhow::{bail, Result};
use qnn_ir::{Data, Tensor};
use serde_json::json;
use std::collections::{HashMap, HashSet};
use std::path::PathBuf;

use crate::diag::countu;
use crate::dump::{self, Entry};
use crate::output::{emit, emit_json};

/// The options of `qnnc compare`.
#[derive(clap::Args)]
pub struct CompareArgs {
    /// The dump compared against (qnnc's, say): its order is the report's.
    a: PathBuf,
    /// The other engine's dump.
    b: PathBuf,
    /// List every tensor that differs (the default lists the first 20).
    #[arg(long)]
    all: bool,
    /// Print the report as one JSON object.
    #[arg(long)]
    json: bool,
}

/// How one tensor differs.
struct Difference {
    /// Its position in A's order.
    index: usize,
    name: String,
    /// What differs.
    what: String,
    /// The element counts `(differing, all)`, for tensors of one type and shape.
    counts: Option<(usize, usize)>,
    /// The largest difference and where (`[i, j, ...]`, A's value, B's value).
    largest: Option<(f64, Vec<usize>, String, String)>,
}

/// Tensors listed without `--all`.
const LISTED: usize = 20;

/// Runs `qnnc compare`.
pub fn run(args: CompareArgs) -> Result<()> {
    let (a, b) = (dump::read(&args.a)?, dump::read(&args.b)?);
    let in_b: HashMap<&str, &Entry> = b.iter().map(|e| (e.name.as_str(), e)).collect();
    let in_a: HashSet<&str> = a.iter().map(|e| e.name.as_str()).collect();
    let only_b = b.iter().filter(|e| !in_a.contains(e.name.as_str())).count();
    let mut only_a = 0;
    let mut compared = 0;
    let mut diffs = Vec::new();
    for (index, ea) in a.iter().enumerate() {
        let Some(eb) = in_b.get(ea.name.as_str()) else {
            only_a += 1;
            continue;
        };
        compared += 1;
        let (ta, tb) = (dump::load(&args.a, ea)?, dump::load(&args.b, eb)?);
        if let Some(d) = difference(index, &ea.name, &ta, &tb) {
            diffs.push(d);
        }
    }
    if compared == 0 {
        bail!(
            "the dumps share no tensor name ({} in {}, {} in {})",
            countu(a.len(), "tensor"),
            args.a.display(),
            countu(b.len(), "tensor"),
            args.b.display()
        );
    }
    if args.json {
        emit_json(&json!({
            "compared": compared,
            "only_in_a": only_a,
            "only_in_b": only_b,
            "differing": diffs.iter().map(|d| json!({
                "index": d.index,
                "name": d.name,
                "what": d.what,
                "elements_differing": d.counts.map(|c| c.0),
                "elements": d.counts.map(|c| c.1),
                "largest_difference": d.largest.as_ref().map(|l| l.0),
                "at": d.largest.as_ref().map(|l| l.1.clone()),
                "a": d.largest.as_ref().map(|l| l.2.clone()),
                "b": d.largest.as_ref().map(|l| l.3.clone()),
            })).collect::<Vec<_>>(),
        }))?;
    } else {
        emit(&report(&args, (compared, only_a, only_b), &diffs))?;
    }
    if diffs.is_empty() {
        Ok(())
    } else {
        bail!("{}", differ(diffs.len(), Some(compared)))
    }
}

/// `1 tensor differs`, `3 of 65 tensors differ`.
fn differ(n: usize, of: Option<usize>) -> String {
    let verb = if n == 1 && of.is_none() {
        "differs"
    } else {
        "differ"
    };
    match of {
        Some(all) => format!("{n} of {} {verb}", countu(all, "tensor")),
        None => format!("{} {verb}", countu(n, "tensor")),
    }
}

/// A tensor name as the text report shows it: TFLite's converter joins the names of fused
/// operations with `;`, and the first is the tensor's own (`--json` has the whole name).
fn short(name: &str) -> String {
    match name.split_once(';') {
        Some((first, _)) => format!("{first};..."),
        None => name.to_string(),
    }
}

/// The text report.
fn report(
    args: &CompareArgs,
    (compared, only_a, only_b): (usize, usize, usize),
    diffs: &[Difference],
) -> String {
    let mut s = format!(
        "compared {} by name ({} only in A, {} only in B)\n",
        countu(compared, "tensor"),
        only_a,
        only_b
    );
    let Some(first) = diffs.first() else {
        s.push_str("every tensor is equal\n");
        return s;
    };
    s.push_str(&format!(
        "first difference, in A's order: tensor {} {:?}: {}\n",
        first.index,
        short(&first.name),
        first.what
    ));
    if let Some((_, at, va, vb)) = &first.largest {
        s.push_str(&format!(
            "  largest at {at:?}: {va} in A ({}), {vb} in B ({})\n",
            args.a.display(),
            args.b.display()
        ));
    }
    s.push_str(&format!("{}:\n", differ(diffs.len(), None)));
    let shown = if args.all { diffs.len() } else { LISTED };
    for d in diffs.iter().take(shown) {
        s.push_str(&format!(
            "  {:>5} {:?}: {}\n",
            d.index,
            short(&d.name),
            d.what
        ));
    }
    if diffs.len() > shown {
        s.push_str(&format!(
            "  ... {} more (--all lists them)\n",
            diffs.len() - shown
        ));
    }
    s
}

/// How `a` and `b` differ, or `None` when they are equal (floats by value, `-0.0` unlike
/// `0.0`, a NaN equal to a NaN).
fn difference(index: usize, name: &str, a: &Tensor, b: &Tensor) -> Option<Difference> {
    let mut d = Difference {
        index,
        name: name.to_string(),
        what: String::new(),
        counts: None,
        largest: None,
    };
    if a.ty() != b.ty() {
        d.what = format!("the types differ: {} in A, {} in B", a.ty(), b.ty());
        return Some(d);
    }
    let (va, vb) = (values(a), values(b));
    let mut differing = 0;
    let mut largest: Option<(f64, usize)> = None;
    for (i, (&x, &y)) in va.iter().zip(&vb).enumerate() {
        let same = x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan());
        if same {
            continue;
        }
        differing += 1;
        let gap = (x - y).abs();
        let gap = if gap.is_nan() { f64::INFINITY } else { gap };
        if largest.is_none_or(|(g, _)| gap > g) {
            largest = Some((gap, i));
        }
    }
    let (gap, at) = largest?;
    d.counts = Some((differing, va.len()));
    d.what = format!(
        "{differing} of {} elements differ, by at most {gap}",
        va.len()
    );
    d.largest = Some((
        gap,
        unravel(at, a.shape()),
        show(va[at], a),
        show(vb[at], b),
    ));
    Some(d)
}

/// The elements as `f64` (exact for every element type but `i64` beyond 2^53).
fn values(t: &Tensor) -> Vec<f64> {
    match t.data() {
        Data::F32(v) => v.iter().map(|&x| f64::from(x)).collect(),
        Data::F64(v) => v.clone(),
        d => d
            .to_i64()
            .unwrap_or_default()
            .into_iter()
            .map(|x| x as f64)
            .collect(),
    }
}

/// An element as its type prints it.
fn show(v: f64, t: &Tensor) -> String {
    if t.dtype().is_float() {
        format!("{v:?}")
    } else {
        format!("{}", v as i64)
    }
}

/// The multi-index of flat position `i` in `shape` (row-major).
fn unravel(mut i: usize, shape: &[usize]) -> Vec<usize> {
    let mut at = vec![0; shape.len()];
    for (k, &n) in shape.iter().enumerate().rev() {
        if n > 0 {
            at[k] = i % n;
            i /= n;
        }
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;
    use qnn_ir::{DType, TensorType};

    fn t(d: Data, shape: &[usize]) -> Tensor {
        let dtype = match &d {
            Data::I8(_) => DType::I8,
            _ => DType::F32,
        };
        Tensor::new(TensorType::new(dtype, shape.to_vec()), d).unwrap()
    }

    #[test]
    fn differences_count_elements_and_find_the_largest() {
        let a = t(Data::I8(vec![1, 2, 3, 4, 5, 6]), &[2, 3]);
        let b = t(Data::I8(vec![1, 3, 3, 4, 5, 2]), &[2, 3]);
        let d = difference(7, "x", &a, &b).unwrap();
        assert_eq!(d.counts, Some((2, 6)));
        let (gap, at, va, vb) = d.largest.unwrap();
        assert_eq!(
            (gap, at, va.as_str(), vb.as_str()),
            (4.0, vec![1, 2], "6", "2")
        );
        assert!(difference(0, "x", &a, &a).is_none());
    }

    #[test]
    fn floats_compare_by_value_with_signed_zeros_and_nan() {
        let a = t(Data::F32(vec![0.0, f32::NAN, 1.5]), &[3]);
        let b = t(Data::F32(vec![-0.0, f32::NAN, 1.5]), &[3]);
        let d = difference(0, "f", &a, &b).unwrap();
        assert_eq!(d.counts, Some((1, 3)));
        assert!(difference(0, "f", &b, &b).is_none());
    }

    #[test]
    fn types_that_differ_are_reported() {
        let a = t(Data::I8(vec![1, 2]), &[2]);
        let b = t(Data::I8(vec![1, 2]), &[1, 2]);
        let d = difference(0, "s", &a, &b).unwrap();
        assert!(d.what.contains("the types differ"), "{}", d.what);
    }
}
