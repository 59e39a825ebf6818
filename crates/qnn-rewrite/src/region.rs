//! Lowering a large graph region by region: consecutive runs of
//! [`RewriteBudget::region_values`](crate::RewriteBudget::region_values) values in definition
//! order, each rewritten in its own e-graph ([`crate::rewrite_region`]) and joined into one
//! graph. A region sees the values of earlier ones as inputs, with the integer ranges their
//! e-graphs proved, so lowering time grows linearly with the graph; forms that would span two
//! regions are not found.

use crate::{rewrite_region, LowerOptions, Origin, Phase, PhaseReport, RewriteError};
use indexmap::IndexMap;
use qnn_ir::{Graph, Op, ValueDef, ValueId};

/// A lowered region: its graph, the origin of each of its values (indices into the region's
/// input graph), its phase reports, and the integer range of each of its outputs.
pub(crate) struct Region {
    /// How many e-graphs it took.
    pub(crate) count: usize,
    pub(crate) graph: Graph,
    pub(crate) origins: Vec<Option<Origin>>,
    pub(crate) phases: Vec<PhaseReport>,
    pub(crate) output_ranges: Vec<Option<(i64, i64)>>,
}

/// Adds to `into` the report of another region's run of the same phase.
fn merge_report(into: &mut PhaseReport, r: PhaseReport) {
    into.iterations = into.iterations.max(r.iterations);
    into.nodes = into.nodes.max(r.nodes);
    into.classes = into.classes.max(r.classes);
    if into.stop.saturated() {
        into.stop = r.stop;
    }
    for ((_, n), (_, m)) in into.applied.iter_mut().zip(r.applied) {
        *n += m;
    }
}

/// [`rewrite`] region by region (see there).
pub(crate) fn rewrite_regions(
    g: &Graph,
    phases: &[Phase],
    opts: &LowerOptions,
) -> Result<Region, RewriteError> {
    let stitch = |e: qnn_ir::BuildError| RewriteError::Stitch(e.to_string());
    let n = g.values().len();
    let values = g.values();
    let mut last_use: Vec<usize> = (0..n).collect();
    for (id, v) in g.iter() {
        if let ValueDef::Op { args, .. } = &v.def {
            for a in args {
                last_use[a.index()] = last_use[a.index()].max(id.index());
            }
        }
    }
    let mut is_output = vec![false; n];
    for (_, v) in g.outputs() {
        is_output[v.index()] = true;
    }
    let is_const = |i: usize| {
        matches!(
            values[i].def,
            ValueDef::Op {
                op: Op::Const(_),
                ..
            }
        )
    };
    let mut out = Graph::new(g.name.clone());
    // The value of `out` holding each value of `g` that later regions may use.
    let mut done: Vec<Option<ValueId>> = vec![None; n];
    let mut ranges: Vec<Option<(i64, i64)>> = vec![None; n];
    let mut origins: Vec<Option<Origin>> = Vec::new();
    for &i in g.inputs() {
        let name = g.input_name(i).unwrap_or_default().to_string();
        let v = out
            .add_input(name, values[i.index()].ty.clone())
            .map_err(stitch)?;
        done[i.index()] = Some(v);
        origins.push(Some(Origin {
            value: i.index(),
            exact: true,
        }));
    }
    let mut reports: Vec<PhaseReport> = Vec::new();
    let mut count = 0;
    let size = opts.budget.region_values.max(1);
    for start in (0..n).step_by(size) {
        let end = (start + size).min(n);
        // The region as a graph of its own: earlier values it uses are inputs (constants
        // are copied), its values used later or by the outputs are outputs.
        let mut rg = Graph::new(g.name.clone());
        let mut local: IndexMap<usize, ValueId> = IndexMap::new();
        let mut region_of: Vec<usize> = Vec::new();
        let mut external: Vec<usize> = Vec::new();
        for idx in start..end {
            let ValueDef::Op { op, args } = &values[idx].def else {
                continue;
            };
            let mut mapped = Vec::with_capacity(args.len());
            for a in args {
                let a = a.index();
                if !local.contains_key(&a) {
                    let v = if let ValueDef::Op {
                        op: Op::Const(c), ..
                    } = &values[a].def
                    {
                        rg.add_const(c.value.clone())
                    } else {
                        external.push(a);
                        rg.add_input(format!("%{a}"), values[a].ty.clone())
                            .map_err(stitch)?
                    };
                    local.insert(a, v);
                    region_of.resize(v.index(), usize::MAX);
                    region_of.push(a);
                }
                mapped.push(local[&a]);
            }
            let v = match op {
                Op::Const(c) => rg.add_const(c.value.clone()),
                _ => rg
                    .add(op.clone(), &mapped, Some(values[idx].ty.dtype))
                    .map_err(stitch)?,
            };
            local.insert(idx, v);
            region_of.resize(v.index(), usize::MAX);
            region_of.push(idx);
        }
        let outs: Vec<usize> = (start..end)
            .filter(|&i| local.contains_key(&i) && !is_const(i))
            .filter(|&i| last_use[i] >= end || is_output[i])
            .collect();
        if outs.is_empty() {
            continue;
        }
        for &i in &outs {
            rg.add_output(format!("%{i}"), local[&i]).map_err(stitch)?;
        }
        let input_ranges: Vec<Option<(i64, i64)>> = external.iter().map(|&a| ranges[a]).collect();
        let r = rewrite_region(&rg, &input_ranges, phases, opts)?;
        count += 1;
        // Copy the lowered region into the whole graph.
        let mut map: Vec<ValueId> = Vec::with_capacity(r.graph.values().len());
        let mut next_input = 0;
        for (lid, lv) in r.graph.iter() {
            let v = match &lv.def {
                ValueDef::Input { .. } => {
                    next_input += 1;
                    let a = external[next_input - 1];
                    done[a].ok_or_else(|| RewriteError::Stitch(format!("%{a} is not defined")))?
                }
                ValueDef::Op { op, args } => {
                    let args: Vec<ValueId> = args.iter().map(|a| map[a.index()]).collect();
                    let v = match op {
                        Op::Const(c) => out.add_const(c.value.clone()),
                        _ => out
                            .add(op.clone(), &args, Some(lv.ty.dtype))
                            .map_err(stitch)?,
                    };
                    origins.resize(v.index(), None);
                    origins.push(r.origins[lid.index()].and_then(|o| {
                        let value = *region_of.get(o.value)?;
                        (value != usize::MAX).then_some(Origin {
                            value,
                            exact: o.exact,
                        })
                    }));
                    v
                }
            };
            map.push(v);
        }
        for (k, (_, v)) in r.graph.outputs().iter().enumerate() {
            done[outs[k]] = Some(map[v.index()]);
            ranges[outs[k]] = r.output_ranges[k];
        }
        if reports.is_empty() {
            reports = r.phases;
        } else {
            for (into, p) in reports.iter_mut().zip(r.phases) {
                merge_report(into, p);
            }
        }
    }
    for (name, v) in g.outputs() {
        let v = match done[v.index()] {
            Some(d) => d,
            None => match &values[v.index()].def {
                ValueDef::Op {
                    op: Op::Const(c), ..
                } => out.add_const(c.value.clone()),
                _ => {
                    return Err(RewriteError::Stitch(format!(
                        "output %{} is not defined",
                        v.index()
                    )))
                }
            },
        };
        out.add_output(name.clone(), v).map_err(stitch)?;
    }
    origins.resize(out.values().len(), None);
    let output_ranges = g.outputs().iter().map(|(_, v)| ranges[v.index()]).collect();
    Ok(Region {
        count,
        graph: out,
        origins,
        phases: reports,
        output_ranges,
    })
}
