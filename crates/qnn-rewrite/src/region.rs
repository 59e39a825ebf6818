//! Lowering a large graph region by region: consecutive runs of
//! [`RewriteBudget::region_values`](crate::RewriteBudget::region_values) values in definition
//! order, each rewritten in its own e-graph ([`crate::rewrite_region`]) and joined into one
//! graph. A region sees the values of earlier ones as inputs, with the integer ranges their
//! e-graphs proved, so lowering time grows linearly with the graph; forms that would span two
//! regions are not found.

use crate::{rewrite_region, LowerOptions, Origin, Phase, PhaseReport, RewriteError};
use qnn_ir::{Graph, GraphRewriter, Op, ValueDef, ValueId};

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
    for ((_, n), (_, m)) in into.proofs.iter_mut().zip(&r.proofs) {
        n.merge(m);
    }
}

/// [`rewrite`] region by region (see there).
pub(crate) fn rewrite_regions(
    g: &Graph,
    phases: &[Phase],
    opts: &LowerOptions,
) -> Result<Region, RewriteError> {
    let n = g.values().len();
    let mut last_use: Vec<usize> = (0..n).collect();
    for (id, v) in g.iter() {
        if let ValueDef::Op { args, .. } = &v.def {
            for a in args {
                last_use[a.index()] = last_use[a.index()].max(id.index());
            }
        }
    }
    for (_, v) in g.outputs() {
        last_use[v.index()] = usize::MAX;
    }
    let mut joined = Joined::new(g)?;
    let mut reports: Vec<PhaseReport> = Vec::new();
    let mut count = 0;
    let size = opts.budget.region_values.max(1);
    for start in (0..n).step_by(size) {
        let end = (start + size).min(n);
        let Some(part) = Part::of(g, start..end, &last_use)? else {
            continue;
        };
        let input_ranges: Vec<Option<(i64, i64)>> =
            part.external.iter().map(|&a| joined.ranges[a]).collect();
        let r = rewrite_region(&part.graph, &input_ranges, phases, opts).map_err(|e| match e {
            // Name the whole graph's values.
            RewriteError::ProofFailed { mut failures } => {
                for f in &mut failures {
                    f.value = f.value.and_then(|v| part.region_of.get(v).copied());
                }
                RewriteError::ProofFailed { failures }
            }
            e => e,
        })?;
        count += 1;
        joined.add(&part, &r)?;
        if reports.is_empty() {
            reports = r.phases;
        } else {
            for (into, p) in reports.iter_mut().zip(r.phases) {
                merge_report(into, p);
            }
        }
    }
    let (graph, origins, output_ranges) = joined.finish(g)?;
    Ok(Region {
        count,
        graph,
        origins,
        phases: reports,
        output_ranges,
    })
}

fn stitch(e: qnn_ir::BuildError) -> RewriteError {
    RewriteError::Stitch(e.to_string())
}

/// One region as a graph of its own: the earlier values it uses are its inputs (constants are
/// copied), its values used later or by the outputs are its outputs.
struct Part {
    graph: Graph,
    /// For each value of `graph`, the value of the whole graph it stands for
    /// (`usize::MAX` for none).
    region_of: Vec<usize>,
    /// The values of the whole graph that are its inputs, in order.
    external: Vec<usize>,
    /// The values of the whole graph that are its outputs, in order.
    outs: Vec<usize>,
}

impl Part {
    /// The region of values `range` (`None` when nothing of it is used later), given the
    /// last reader of each value (`usize::MAX` for an output).
    fn of(
        g: &Graph,
        range: std::ops::Range<usize>,
        last_use: &[usize],
    ) -> Result<Option<Part>, RewriteError> {
        let values = g.values();
        let end = range.end;
        let mut r = GraphRewriter::new(g.name.clone(), values.len());
        let mut region_of: Vec<usize> = Vec::new();
        let mut external: Vec<usize> = Vec::new();
        let note = |region_of: &mut Vec<usize>, v: ValueId, whole: usize| {
            region_of.resize(v.index(), usize::MAX);
            region_of.push(whole);
        };
        for idx in range.clone() {
            let ValueDef::Op { op, args } = &values[idx].def else {
                continue;
            };
            for a in args {
                if r.map(*a).is_some() {
                    continue;
                }
                let v = if let ValueDef::Op {
                    op: Op::Const(_), ..
                } = &values[a.index()].def
                {
                    r.copy(g, *a).map_err(stitch)?
                } else {
                    external.push(a.index());
                    let v = r
                        .out
                        .add_input(format!("%{}", a.index()), values[a.index()].ty.clone())
                        .map_err(stitch)?;
                    r.set(*a, v);
                    v
                };
                note(&mut region_of, v, a.index());
            }
            let v = match op {
                Op::Const(_) => r.copy(g, ValueId(idx as u32)).map_err(stitch)?,
                _ => {
                    let mapped = r.args(op, args).map_err(stitch)?;
                    r.out
                        .add(op.clone(), &mapped, Some(values[idx].ty.dtype))
                        .map_err(stitch)?
                }
            };
            r.set(ValueId(idx as u32), v);
            note(&mut region_of, v, idx);
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
        let outs: Vec<(usize, ValueId)> = range
            .filter(|&i| !is_const(i) && last_use[i] >= end)
            .filter_map(|i| Some((i, r.map(ValueId(i as u32))?)))
            .collect();
        if outs.is_empty() {
            return Ok(None);
        }
        for &(i, v) in &outs {
            r.out.add_output(format!("%{i}"), v).map_err(stitch)?;
        }
        let outs = outs.into_iter().map(|(i, _)| i).collect();
        let rg = r.finish().0;
        Ok(Some(Part {
            graph: rg,
            region_of,
            external,
            outs,
        }))
    }
}

/// The whole lowered graph as the regions are joined into it.
struct Joined {
    out: Graph,
    /// The value of `out` holding each value of the whole graph that later regions may use.
    done: Vec<Option<ValueId>>,
    /// The integer range each such value was proved to have.
    ranges: Vec<Option<(i64, i64)>>,
    origins: Vec<Option<Origin>>,
}

impl Joined {
    /// The graph's inputs, and nothing else yet.
    fn new(g: &Graph) -> Result<Joined, RewriteError> {
        let n = g.values().len();
        let mut j = Joined {
            out: Graph::new(g.name.clone()),
            done: vec![None; n],
            ranges: vec![None; n],
            origins: Vec::new(),
        };
        for &i in g.inputs() {
            let name = g.input_name(i).unwrap_or_default().to_string();
            let v = j
                .out
                .add_input_as(g, name, g.values()[i.index()].ty.clone())
                .map_err(stitch)?;
            j.done[i.index()] = Some(v);
            j.origins.push(Some(Origin {
                value: i.index(),
                exact: true,
            }));
        }
        Ok(j)
    }

    /// Copies the lowered region `r` of `part` in, its inputs read from the values that
    /// earlier regions wrote.
    fn add(&mut self, part: &Part, r: &Region) -> Result<(), RewriteError> {
        let out = std::mem::replace(&mut self.out, Graph::new(""));
        let mut into = GraphRewriter::onto(out, r.graph.values().len());
        let mut next_input = 0;
        for (lid, lv) in r.graph.iter() {
            match &lv.def {
                ValueDef::Input { .. } => {
                    next_input += 1;
                    let a = part.external[next_input - 1];
                    let v = self.done[a]
                        .ok_or_else(|| RewriteError::Stitch(format!("%{a} is not defined")))?;
                    into.set(lid, v);
                }
                ValueDef::Op { .. } => {
                    let v = into.copy(&r.graph, lid).map_err(stitch)?;
                    self.origins.resize(v.index(), None);
                    self.origins.push(r.origins[lid.index()].and_then(|o| {
                        let value = *part.region_of.get(o.value)?;
                        (value != usize::MAX).then_some(Origin {
                            value,
                            exact: o.exact,
                        })
                    }));
                }
            }
        }
        for (k, (_, v)) in r.graph.outputs().iter().enumerate() {
            self.done[part.outs[k]] = into.map(*v);
            self.ranges[part.outs[k]] = r.output_ranges[k];
        }
        self.out = into.finish().0;
        Ok(())
    }

    /// The joined graph with `g`'s outputs, the origin of each value, and each output's range.
    #[allow(clippy::type_complexity)]
    fn finish(
        mut self,
        g: &Graph,
    ) -> Result<(Graph, Vec<Option<Origin>>, Vec<Option<(i64, i64)>>), RewriteError> {
        for (name, v) in g.outputs() {
            let v = match self.done[v.index()] {
                Some(d) => d,
                None => match &g.values()[v.index()].def {
                    ValueDef::Op {
                        op: Op::Const(c), ..
                    } => self.out.add_const(c.value.clone()),
                    _ => {
                        return Err(RewriteError::Stitch(format!(
                            "output %{} is not defined",
                            v.index()
                        )))
                    }
                },
            };
            self.out.add_output(name.clone(), v).map_err(stitch)?;
        }
        self.origins.resize(self.out.values().len(), None);
        let output_ranges = g
            .outputs()
            .iter()
            .map(|(_, v)| self.ranges[v.index()])
            .collect();
        Ok((self.out, self.origins, output_ranges))
    }
}
