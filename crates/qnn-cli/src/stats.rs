//! The `--stats` reports: `lower`'s (the target's hooks, the rewrite, the overflow analysis)
//! and the CPU engine's plan (`run`, `bench`), as text or JSON.

use indexmap::IndexMap;
use qnn_rewrite::overflow::OverflowReport;
use serde_json::{json, Value};

use crate::diag::{countu as count, plural};

/// An `i128` bound in JSON: a number where it fits 64 bits, else its decimal text.
fn big(x: i128) -> Value {
    i64::try_from(x).map_or_else(|_| Value::String(x.to_string()), Value::from)
}

/// Counts by name as a JSON object, in their order.
fn counts<K: AsRef<str>>(m: &IndexMap<K, usize>) -> Value {
    Value::Object(
        m.iter()
            .map(|(k, &n)| (k.as_ref().to_string(), Value::from(n)))
            .collect(),
    )
}

/// The `--stats` report of `qnnc lower`: the target's hook applications, then the rewrite.
pub fn lower_text(target: &str, c: &qnn_legalize::Compiled) -> String {
    let hooks: Vec<String> = c
        .legalized
        .report
        .applied
        .iter()
        .map(|(h, n)| format!("{h} {n}"))
        .collect();
    let mut out = format!(
        "target {target}: hooks {}\n",
        if hooks.is_empty() {
            "none".to_string()
        } else {
            hooks.join(", ")
        }
    );
    out.push_str(&rewrite_text(&c.lowered.report));
    out
}

/// The rewrite part of `--stats`: op counts and each phase's run.
fn rewrite_text(r: &qnn_rewrite::Report) -> String {
    let total = |m: &IndexMap<&str, usize>| m.values().sum::<usize>();
    let list = |m: &IndexMap<&str, usize>| {
        m.iter()
            .map(|(k, v)| format!("{k} {v}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut out = format!(
        "ops before: {} ({})\nops after: {} ({})\n",
        total(&r.ops_before),
        list(&r.ops_before),
        total(&r.ops_after),
        list(&r.ops_after)
    );
    if r.regions > 1 {
        out.push_str(&format!(
            "{} regions, one e-graph each (the largest's size and iterations below)\n",
            r.regions
        ));
    }
    for p in &r.phases {
        out.push_str(&format!(
            "phase {}: {}, {}, {}, stop: {}\n",
            p.phase,
            count(p.iterations, "iteration"),
            count(p.nodes, "e-node"),
            plural(p.classes, "e-class", "e-classes"),
            p.stop
        ));
        for (rule, n) in p.applied.iter().filter(|(_, n)| *n > 0) {
            out.push_str(&format!("  {rule}: {n}\n"));
        }
    }
    out.push_str(&proofs_text(r));
    out.push_str(&overflow_text(&r.overflow));
    out
}

/// Each rule's proof counts over all phases (empty without `--prove`).
fn proof_totals(r: &qnn_rewrite::Report) -> IndexMap<&'static str, qnn_rewrite::ProofCounts> {
    let mut by_rule: IndexMap<&'static str, qnn_rewrite::ProofCounts> = IndexMap::new();
    for (rule, c) in r.phases.iter().flat_map(|p| &p.proofs) {
        if c.proved + c.failed + c.not_proved_total() > 0 {
            by_rule.entry(*rule).or_default().merge(c);
        }
    }
    by_rule
}

/// The `--prove` report: totals, then each rule's counts and the reasons for what was not
/// proved (empty without `--prove`).
pub fn proofs_text(r: &qnn_rewrite::Report) -> String {
    let by_rule = proof_totals(r);
    if r.phases.iter().all(|p| p.proofs.is_empty()) {
        return String::new();
    }
    let proved: usize = by_rule.values().map(|c| c.proved).sum();
    let not: usize = by_rule.values().map(|c| c.not_proved_total()).sum();
    let mut out = format!(
        "prove: {}: {proved} proved for all inputs, {not} not proved\n",
        count(proved + not, "rule application")
    );
    for (rule, c) in &by_rule {
        let solver = match c.by_solver {
            0 => String::new(),
            n => format!(" ({n} by z3)"),
        };
        out.push_str(&format!(
            "  {rule}: {} proved{solver}, {} not proved\n",
            c.proved,
            c.not_proved_total()
        ));
        for (why, n) in &c.not_proved {
            out.push_str(&format!("    {n} not proved: {why}\n"));
        }
    }
    out
}

/// The overflow part of `--stats`: what the analysis proved, and what it could not.
fn overflow_text(o: &OverflowReport) -> String {
    let accumulators = o.unproven.iter().filter(|u| u.accumulator).count();
    let mut out = format!(
        "overflow: {} checked, {} not proven to fit ({})\n",
        count(o.checked, "integer value"),
        o.unproven.len(),
        if accumulators == 1 {
            "1 of them an accumulator".to_string()
        } else {
            format!("{accumulators} of them accumulators")
        }
    );
    if let Some(t) = &o.tightest {
        out.push_str(&format!(
            "  largest accumulator: %{} ({}) in [{}, {}], {} of {}'s {} bits\n",
            t.value,
            t.op,
            t.bound.0,
            t.bound.1,
            t.bits,
            t.dtype,
            t.dtype.bits()
        ));
    }
    for u in &o.unproven {
        let kind = if u.accumulator {
            "accumulator"
        } else {
            "intermediate"
        };
        out.push_str(&format!(
            "  %{} ({}, {kind}): {}\n",
            u.value,
            u.op,
            u.describe()
        ));
    }
    out
}

/// `lower --stats --json`: the same report as one JSON object.
pub fn lower_json(target: &str, c: &qnn_legalize::Compiled) -> Value {
    let r = &c.lowered.report;
    let phases: Vec<Value> = r
        .phases
        .iter()
        .map(|p| {
            json!({
                "phase": p.phase,
                "iterations": p.iterations,
                "e_nodes": p.nodes,
                "e_classes": p.classes,
                "stop": p.stop.to_string(),
                "rules": p.applied.iter().filter(|(_, n)| *n > 0)
                    .map(|(rule, n)| json!({"rule": rule, "applied": n}))
                    .collect::<Vec<_>>(),
            })
        })
        .collect();
    json!({
        "target": target,
        "hooks": counts(&c.legalized.report.applied),
        "ops_before": counts(&r.ops_before),
        "ops_after": counts(&r.ops_after),
        "regions": r.regions,
        "phases": phases,
        "overflow": overflow_json(&r.overflow),
        "proofs": proofs_json(r),
    })
}

/// The `--prove` part of `lower --stats --json` (`null` without `--prove`).
fn proofs_json(r: &qnn_rewrite::Report) -> Value {
    if r.phases.iter().all(|p| p.proofs.is_empty()) {
        return Value::Null;
    }
    let rules: Vec<Value> = proof_totals(r)
        .iter()
        .map(|(rule, c)| {
            json!({
                "rule": rule,
                "proved": c.proved,
                "proved_by_solver": c.by_solver,
                "not_proved": counts(&c.not_proved),
            })
        })
        .collect();
    Value::Array(rules)
}

/// The overflow part of `lower --stats --json`.
fn overflow_json(o: &OverflowReport) -> Value {
    let tightest = o.tightest.as_ref().map(|t| {
        json!({
            "value": t.value,
            "op": t.op,
            "bound": [big(t.bound.0), big(t.bound.1)],
            "bits": t.bits,
            "dtype": t.dtype.to_string(),
        })
    });
    let unproven: Vec<Value> = o
        .unproven
        .iter()
        .map(|u| {
            json!({
                "value": u.value,
                "op": u.op,
                "accumulator": u.accumulator,
                "dtype": u.dtype.to_string(),
                "bound": [big(u.bound.0), big(u.bound.1)],
                "message": u.describe(),
            })
        })
        .collect();
    json!({"checked": o.checked, "largest_accumulator": tightest, "unproven": unproven})
}

/// The `--stats` report of the CPU engine's plan.
pub fn plan_text(s: &qnn_cpu::PlanStats) -> String {
    let mut out = format!(
        "cpu engine: {} ({}, {} on SIMD kernels, {} of them on bytes), {}, {} ({}, {} on 32-bit lanes), {}, {}, {}, {} of {}\n",
        count(s.fused, "fused product"),
        count(s.fused_ops, "op"),
        s.fast,
        s.fast_bytes,
        count(s.matmuls, "batch matrix product"),
        count(s.trees, "fused elementwise tree"),
        count(s.tree_ops, "op"),
        s.narrow_trees,
        count(s.reductions, "reduction"),
        count(s.copies, "reshape"),
        plural(
            s.moves,
            "data movement (pad, concatenate, transpose, slice, gather)",
            "data movements (pad, concatenate, transpose, slice, gather)"
        ),
        count(s.buffers, "buffer"),
        count(s.buffer_bytes, "byte")
    );
    let fallback: Vec<String> = s
        .fallback
        .iter()
        .map(|(op, n)| format!("{op} {n}"))
        .collect();
    out.push_str(&format!(
        "  reference kernel: {}\n",
        if fallback.is_empty() {
            "none".to_string()
        } else {
            fallback.join(", ")
        }
    ));
    out
}

/// The CPU engine's plan in JSON.
pub fn plan_json(s: &qnn_cpu::PlanStats) -> Value {
    json!({
        "fused_products": s.fused,
        "fused_product_ops": s.fused_ops,
        "simd_products": s.fast,
        "simd_byte_products": s.fast_bytes,
        "batch_matmuls": s.matmuls,
        "elementwise_trees": s.trees,
        "elementwise_tree_ops": s.tree_ops,
        "narrow_trees": s.narrow_trees,
        "reductions": s.reductions,
        "reshapes": s.copies,
        "data_movements": s.moves,
        "buffers": s.buffers,
        "buffer_bytes": s.buffer_bytes,
        "reference_kernel": s.fallback,
    })
}
