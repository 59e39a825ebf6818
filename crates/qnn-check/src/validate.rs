//! Translation validation: run a graph and its lowered form on the same seeded random
//! inputs and compare every output element (floats by their bits).

use qnn_interp::run;
use qnn_ir::{DType, Data, Graph, Tensor, TensorType};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A random tensor of type `ty`: integers uniform over the whole type, floats uniform in
/// `[-2^k, 2^k]` with `k` drawn per tensor in `-4..=10` (so that quantizers see both small
/// and saturating values), with a few exact zeros and halves mixed in.
pub fn random_tensor(ty: &TensorType, rng: &mut ChaCha8Rng) -> Tensor {
    let n = ty.num_elements().unwrap_or(0);
    let data = match ty.dtype {
        DType::F32 | DType::F64 => {
            let k = rng.random_range(-4..=10);
            let r = 2f64.powi(k);
            let v: Vec<f64> = (0..n)
                .map(|_| match rng.random_range(0..16) {
                    0 => 0.0,
                    1 => f64::from(rng.random_range(-64..64)) + 0.5,
                    _ => rng.random_range(-r..=r),
                })
                .collect();
            if ty.dtype == DType::F32 {
                Data::F32(v.into_iter().map(|x| x as f32).collect())
            } else {
                Data::F64(v)
            }
        }
        d => {
            let (lo, hi) = d.int_range().unwrap_or((0, 0));
            let v: Vec<i64> = (0..n).map(|_| rng.random_range(lo..=hi)).collect();
            Data::from_i64(d, &v).unwrap_or(Data::I8(Vec::new()))
        }
    };
    Tensor::new(ty.clone(), data).unwrap_or_else(|_| {
        Tensor::zeros(ty.clone())
            .unwrap_or_else(|| Tensor::from_i64(DType::I8, &[], &[0]).expect("scalar"))
    })
}

/// Random inputs for every input of `g`, from `seed`.
pub fn random_inputs(g: &Graph, seed: u64) -> Vec<Tensor> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    g.inputs()
        .iter()
        .map(|&i| random_tensor(&g.values()[i.index()].ty, &mut rng))
        .collect()
}

/// The first difference between two runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// Both ran and an output element differs.
    Value {
        /// Output name.
        output: String,
        /// Flat index of the element.
        index: usize,
        /// The reference value (text).
        expected: String,
        /// The lowered graph's value (text).
        found: String,
    },
    /// One ran and the other failed.
    Failure {
        /// Which one failed: `"qnn"` or `"lowered"`.
        failed: &'static str,
        /// Its error.
        message: String,
    },
}

impl std::fmt::Display for Mismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Mismatch::Value {
                output,
                index,
                expected,
                found,
            } => write!(
                f,
                "output {output:?} element {index}: the QNN graph gives {expected}, the lowered graph {found}"
            ),
            Mismatch::Failure { failed, message } => {
                write!(f, "only the {failed} graph fails: {message}")
            }
        }
    }
}

fn element(d: &Data, i: usize) -> String {
    match d {
        Data::F32(v) => format!("{:?}", v[i]),
        Data::F64(v) => format!("{:?}", v[i]),
        other => other
            .to_i64()
            .and_then(|v| v.get(i).copied())
            .map_or_else(String::new, |x| x.to_string()),
    }
}

/// Runs both graphs on `inputs`: `Ok(true)` when they agree, `Ok(false)` when both fail (the
/// inputs are outside the ops' domain), `Err` with the first difference otherwise.
pub fn compare(reference: &Graph, lowered: &Graph, inputs: &[Tensor]) -> Result<bool, Mismatch> {
    match (run(reference, inputs), run(lowered, inputs)) {
        (Ok(a), Ok(b)) => {
            for ((name, _), (x, y)) in reference.outputs().iter().zip(a.iter().zip(&b)) {
                let (bx, by) = (x.data().to_le_bytes(), y.data().to_le_bytes());
                if x.ty() != y.ty() || bx != by {
                    let size = x.dtype().size_bytes().max(1);
                    let index = bx
                        .chunks(size)
                        .zip(by.chunks(size))
                        .position(|(p, q)| p != q)
                        .unwrap_or(0);
                    return Err(Mismatch::Value {
                        output: name.clone(),
                        index,
                        expected: element(x.data(), index),
                        found: element(y.data(), index),
                    });
                }
            }
            Ok(true)
        }
        (Err(_), Err(_)) => Ok(false),
        (Err(e), Ok(_)) => Err(Mismatch::Failure {
            failed: "qnn",
            message: e.to_string(),
        }),
        (Ok(_), Err(e)) => Err(Mismatch::Failure {
            failed: "lowered",
            message: e.to_string(),
        }),
    }
}
