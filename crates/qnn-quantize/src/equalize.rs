//! Cross-layer equalization (`weights.equalize`): the weight ranges of consecutive products
//! evened out before quantization (Nagel et al., "Data-Free Quantization Through Weight
//! Equalization and Bias Correction", 2019).
//!
//! For a product `A` (`conv2d`, depthwise included, or `dense`) whose output reaches a
//! product `B` (`conv2d` without groups, or `dense`) only through ops that commute with a
//! positive scale per channel (a fused or separate ReLU without upper bound, PReLU, max or
//! average pooling, zero padding), scaling `A`'s output channel `c` (its weights and bias)
//! by `1 / s_c` and `B`'s input channel `c` by `s_c` computes the same function. With
//! `r_A[c]` the largest `|w|` of `A`'s output channel `c` and `r_B[c]` that of `B`'s input
//! channel `c`, `s_c = sqrt(r_A[c] / r_B[c])` makes both `sqrt(r_A[c] r_B[c])`, so neither
//! layer has channels whose weights quantize far more coarsely than the others', and the
//! activation between them has its channels' ranges evened out the same way. A product can
//! be `B` of one pair and `A` of the next; the pairs are equalized in turn for [`ROUNDS`]
//! rounds (the one limit).
//!
//! Only constants change: the graph computes the same values up to float rounding, and the
//! quantizer calibrates the equalized graph.

use indexmap::IndexMap;
use qnn_ir::{Data, Graph, Tensor, ValueDef, ValueId};

use crate::layers::{constant, Act, Kind, Layer};
use crate::QuantizeError;

/// Rounds over the pairs.
pub const ROUNDS: usize = 4;

/// A product whose output channels are scaled, and the product reading them.
#[derive(Clone, Debug)]
struct Pair {
    /// `A`'s weight and bias constants, and the axis of its weight's output channels.
    a: (ValueId, Option<ValueId>, usize),
    /// `B`'s weight constant and the axis of its weight's input channels.
    b: (ValueId, usize),
}

/// Whether an activation commutes with a positive scale (a ReLU without upper bound).
fn homogeneous(act: &Option<Act>) -> bool {
    act.as_ref().is_none_or(|a| a.lo == 0.0 && a.hi.is_none())
}

/// The product's weight and bias constants, the axes of its weight's output and input
/// channels, and whether groups are 1.
fn product(layer: &Layer) -> Option<(ValueId, Option<ValueId>, usize, usize, bool, bool)> {
    match &layer.kind {
        Kind::Conv2d {
            attrs,
            weight,
            bias,
            act,
        } => {
            let [o, i, ..] = attrs.kernel_layout.axes();
            Some((*weight, *bias, o, i, attrs.groups == 1, homogeneous(act)))
        }
        Kind::Dense { weight, bias, act } => Some((*weight, *bias, 0, 1, true, homogeneous(act))),
        _ => None,
    }
}

/// The pairs of `layers` in `g` (each constant in at most one pair side it alone uses).
fn pairs(g: &Graph, layers: &[Layer], quantized: &[bool]) -> Vec<Pair> {
    let mut uses: IndexMap<ValueId, usize> = IndexMap::new();
    for (_, v) in g.iter() {
        if let ValueDef::Op { args, .. } = &v.def {
            for a in args {
                *uses.entry(*a).or_default() += 1;
            }
        }
    }
    let mut readers: IndexMap<ValueId, Vec<usize>> = IndexMap::new();
    for (i, l) in layers.iter().enumerate() {
        for &x in &l.inputs {
            readers.entry(x).or_default().push(i);
        }
    }
    let once = |v: ValueId| uses.get(&v) == Some(&1);
    let outputs: Vec<ValueId> = g.outputs().iter().map(|(_, v)| *v).collect();
    let mut out = Vec::new();
    for (i, first) in layers.iter().enumerate() {
        let Some((wa, ba, oa, _, _, true)) = product(first) else {
            continue;
        };
        if !quantized[i] || !once(wa) || ba.is_some_and(|b| !once(b)) {
            continue;
        }
        // Follow the output through ops that commute with a per-channel scale.
        let mut v = first.output;
        let second = loop {
            let rs = readers.get(&v).map_or(&[][..], Vec::as_slice);
            let ([j], false) = (rs, outputs.contains(&v)) else {
                break None;
            };
            let next = &layers[*j];
            match &next.kind {
                Kind::Prelu { .. } | Kind::Pad(_) => {}
                Kind::Relu(act) if homogeneous(&Some(*act)) => {}
                Kind::MaxPool { act, .. } | Kind::AvgPool { act, .. } if homogeneous(act) => {}
                Kind::Conv2d { .. } | Kind::Dense { .. } if next.inputs.first() == Some(&v) => {
                    break Some(*j)
                }
                _ => break None,
            }
            v = next.output;
        };
        let Some(j) = second else {
            continue;
        };
        let Some((wb, _, _, ib, true, _)) = product(&layers[j]) else {
            continue;
        };
        let channels =
            |w: ValueId, axis: usize| constant(g, w).and_then(|t| t.shape().get(axis).copied());
        let same_kind = matches!(first.kind, Kind::Dense { .. })
            == matches!(layers[j].kind, Kind::Dense { .. });
        if quantized[j]
            && same_kind
            && once(wb)
            && channels(wa, oa).is_some()
            && channels(wa, oa) == channels(wb, ib)
        {
            out.push(Pair {
                a: (wa, ba, oa),
                b: (wb, ib),
            });
        }
    }
    out
}

/// Each element's coordinate on `axis` of a row-major `shape`.
fn coordinate(shape: &[usize], axis: usize) -> impl Fn(usize) -> usize + '_ {
    let inner: usize = shape[axis + 1..].iter().product();
    move |flat| (flat / inner.max(1)) % shape[axis].max(1)
}

/// The largest `|w|` per channel on `axis`.
fn ranges(w: &[f32], shape: &[usize], axis: usize) -> Vec<f64> {
    let at = coordinate(shape, axis);
    let mut r = vec![0.0f64; shape[axis]];
    for (k, &x) in w.iter().enumerate() {
        let c = at(k);
        r[c] = r[c].max(f64::from(x).abs());
    }
    r
}

/// Equalizes the products of `g` (its `layers`, those quantized marked): the graph with
/// new weight and bias constants, same value ids, and the number of pairs equalized.
pub fn equalize(
    g: &Graph,
    layers: &[Layer],
    quantized: &[bool],
) -> Result<(Graph, usize), QuantizeError> {
    let found = pairs(g, layers, quantized);
    if found.is_empty() {
        return Ok((g.clone(), 0));
    }
    let mut values: IndexMap<ValueId, (Vec<f32>, Vec<usize>)> = IndexMap::new();
    let mut load = |v: ValueId| -> Result<(), QuantizeError> {
        if values.contains_key(&v) {
            return Ok(());
        }
        let t = constant(g, v)
            .and_then(|t| Some((t.as_f32()?.to_vec(), t.shape().to_vec())))
            .ok_or_else(|| QuantizeError::Input(format!("%{}: not an f32 constant", v.index())))?;
        values.insert(v, t);
        Ok(())
    };
    for p in &found {
        load(p.a.0)?;
        if let Some(b) = p.a.1 {
            load(b)?;
        }
        load(p.b.0)?;
    }
    for _ in 0..ROUNDS {
        for p in &found {
            let (wa, ba, oa) = p.a;
            let (wb, ib) = p.b;
            let ra = ranges(&values[&wa].0, &values[&wa].1, oa);
            let rb = ranges(&values[&wb].0, &values[&wb].1, ib);
            let s: Vec<f64> = ra
                .iter()
                .zip(&rb)
                .map(|(&a, &b)| {
                    if a > 0.0 && b > 0.0 {
                        (a / b).sqrt()
                    } else {
                        1.0
                    }
                })
                .collect();
            let mut scale = |v: ValueId, axis: usize, by: &dyn Fn(f64) -> f64| {
                if let Some((w, shape)) = values.get_mut(&v) {
                    let at = coordinate(shape, axis);
                    for (k, x) in w.iter_mut().enumerate() {
                        *x = (f64::from(*x) * by(s[at(k)])) as f32;
                    }
                }
            };
            scale(wa, oa, &|s| 1.0 / s);
            if let Some(b) = ba {
                scale(b, 0, &|s| 1.0 / s);
            }
            scale(wb, ib, &|s| s);
        }
    }
    // The graph again, value by value, with the new constants.
    let mut out = Graph::new(g.name.clone());
    for (id, v) in g.iter() {
        let new = match &v.def {
            ValueDef::Input { name } => out.add_input(name.clone(), v.ty.clone()),
            ValueDef::Op { .. } if values.contains_key(&id) => {
                let (w, _) = &values[&id];
                let t = Tensor::new(v.ty.clone(), Data::F32(w.clone()))
                    .map_err(|e| QuantizeError::Input(e.to_string()))?;
                Ok(out.add_const(t))
            }
            ValueDef::Op { op, args } => out.add_unchecked(op.clone(), args, v.ty.clone()),
        }
        .map_err(|e| QuantizeError::Input(e.to_string()))?;
        if new != id {
            return Err(QuantizeError::Input(format!(
                "%{}: renumbered while equalizing",
                id.index()
            )));
        }
    }
    for (name, v) in g.outputs() {
        out.add_output(name.clone(), *v)
            .map_err(|e| QuantizeError::Input(e.to_string()))?;
    }
    Ok((out, found.len()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A depthwise convolution, a ReLU, a 1x1 convolution: one pair, whose ranges come out
    /// equal per channel; a ReLU6 between them (not scale-invariant) makes no pair.
    #[test]
    fn a_pair_comes_out_equal() {
        let text = |act: &str| {
            format!(
                r#"graph "pair" {{
  input %0 "x" : tensor<1x3x3x2xf32>
  %1 = const [8.0, 0.5, -4.0, 0.25, 2.0, -0.125, 1.0, 0.0625, -8.0, 0.5, 4.0, -0.25, 2.0, 0.125, -1.0, 0.0625, 8.0, -0.5] : tensor<1x3x3x2xf32>
  %2 = conv2d %0, %1 {{strides = [1, 1], padding = same, dilation = [1, 1], groups = 2, data_layout = nhwc, kernel_layout = hwio}} : tensor<1x3x3x2xf32>
  %3 = const [1.0, -2.0] : tensor<2xf32>
  %4 = add %2, %3 : tensor<1x3x3x2xf32>
  %5 = const [0.0] : tensor<f32>
  %6 = maximum %5, %4 : tensor<1x3x3x2xf32>
{act}  %9 = const [0.5, 3.0, -0.25, 1.5, 1.0, -6.0] : tensor<3x1x1x2xf32>
  %10 = conv2d %8, %9 {{strides = [1, 1], padding = same, dilation = [1, 1], groups = 1, data_layout = nhwc, kernel_layout = ohwi}} : tensor<1x3x3x3xf32>
  output "y" = %10
}}"#
            )
        };
        let relu =
            "  %7 = const [0.0] : tensor<f32>\n  %8 = maximum %7, %6 : tensor<1x3x3x2xf32>\n";
        let g = qnn_ir::text::parse(&text(relu)).expect("parse");
        let layers = crate::layers::find(&g);
        let quantized = vec![true; layers.len()];
        let (e, n) = equalize(&g, &layers, &quantized).expect("equalize");
        assert_eq!(n, 1, "{layers:?}");
        let w = |g: &Graph, v: usize| {
            let id = g.iter().map(|(id, _)| id).find(|id| id.index() == v);
            let t = id.and_then(|id| constant(g, id)).expect("constant");
            (t.as_f32().expect("f32").to_vec(), t.shape().to_vec())
        };
        let (a, sa) = w(&e, 1);
        let (b, sb) = w(&e, 9);
        let (ra, rb) = (ranges(&a, &sa, 3), ranges(&b, &sb, 3));
        for (x, y) in ra.iter().zip(&rb) {
            assert!((x - y).abs() <= 1e-6 * x.max(*y), "{ra:?} vs {rb:?}");
        }
        assert_ne!(w(&g, 1).0, a, "the weights moved");
        let six = "  %7 = const [6.0] : tensor<f32>\n  %8 = minimum %7, %6 : tensor<1x3x3x2xf32>\n";
        let g = qnn_ir::text::parse(&text(six)).expect("parse");
        let layers = crate::layers::find(&g);
        let quantized = vec![true; layers.len()];
        assert_eq!(equalize(&g, &layers, &quantized).expect("equalize").1, 0);
    }
}
