//! The model's signatures (`Model.signature_defs`) and each tensor's `shape_signature`, read
//! through the second schema view `schema/signatures.fbs` ([`crate::generated_signatures`])
//! from the bytes [`crate::read_model`] has already verified as a model. Every index is
//! checked; nothing here can panic on a malformed file.

use crate::error::ReadError;
use crate::generated_signatures::tflite_signatures as fb;
use crate::model::{TfModel, TfSignature};
use crate::read::{subgraph_mut, view_ctx as ctx, Budget};
use planus::ReadAsRoot;

/// Fills `model`'s signatures and its tensors' shape signatures from `bytes`, charging what
/// it copies to `budget` (shared strings and vectors cannot expand a small hostile file).
pub(crate) fn read(
    bytes: &[u8],
    model: &mut TfModel,
    budget: &mut Budget,
) -> Result<(), ReadError> {
    let m = fb::ModelRef::read_as_root(bytes).map_err(ctx("Model".into()))?;
    if let Some(subgraphs) = m.subgraphs().map_err(ctx("Model.subgraphs".into()))? {
        for (k, sg) in subgraphs.iter().enumerate() {
            let sg = sg.map_err(ctx(format!("subgraph {k}")))?;
            let Some(tensors) = sg.tensors().map_err(ctx(format!("subgraph {k} tensors")))? else {
                continue;
            };
            let Some(target) = subgraph_mut(model, k) else {
                continue;
            };
            for (i, t) in tensors.iter().enumerate() {
                let here = || format!("subgraph {k} tensor {i} shape_signature");
                let t = t.map_err(ctx(here()))?;
                let sig = t.shape_signature().map_err(ctx(here()))?;
                if let (Some(sig), Some(tensor)) = (sig, target.tensors.get_mut(i)) {
                    budget.charge(sig.len(), 4)?;
                    let sig: Vec<i32> = sig.iter().collect();
                    // TFLite's rule: a signature of another rank than the shape is ignored.
                    if sig.len() == tensor.shape.len() {
                        tensor.shape_signature = Some(sig);
                    }
                }
            }
        }
    }
    let Some(defs) = m
        .signature_defs()
        .map_err(ctx("Model.signature_defs".into()))?
    else {
        return Ok(());
    };
    for (k, d) in defs.iter().enumerate() {
        let here = |what: &str| format!("signature {k} {what}");
        let d = d.map_err(ctx(here("")))?;
        let key = budget.string(
            d.signature_key()
                .map_err(ctx(here("signature_key")))?
                .unwrap_or_default(),
        )?;
        let subgraph = d.subgraph_index().map_err(ctx(here("subgraph_index")))? as usize;
        let Some(count) = subgraph_mut(model, subgraph).map(|s| s.tensors.len()) else {
            return Err(ReadError::SignatureSubgraph {
                signature: k,
                subgraph,
                count: model.num_subgraphs(),
            });
        };
        let mut maps = |list: Option<planus::Vector<'_, planus::Result<fb::TensorMapRef<'_>>>>,
                        what: &str|
         -> Result<Vec<(String, usize)>, ReadError> {
            let Some(list) = list else {
                return Ok(Vec::new());
            };
            list.iter()
                .enumerate()
                .map(|(j, e)| {
                    let at = here(&format!("{what} {j}"));
                    let e = e.map_err(ctx(at.clone()))?;
                    let name =
                        budget.string(e.name().map_err(ctx(at.clone()))?.unwrap_or_default())?;
                    let index = e.tensor_index().map_err(ctx(at.clone()))?;
                    if index as usize >= count {
                        return Err(ReadError::TensorIndexOutOfRange {
                            context: at,
                            index: index as i32,
                            count,
                        });
                    }
                    Ok((name, index as usize))
                })
                .collect()
        };
        let inputs = maps(d.inputs().map_err(ctx(here("inputs")))?, "input")?;
        let outputs = maps(d.outputs().map_err(ctx(here("outputs")))?, "output")?;
        model.signatures.push(TfSignature {
            key,
            subgraph,
            inputs,
            outputs,
        });
    }
    Ok(())
}
