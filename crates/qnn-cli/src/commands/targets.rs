//! `qnnc targets`: the targets with their features and native products.

use anyhow::Result;
use qnn_ir::Opcode;

use crate::options::registry;
use crate::output::emit;

/// Runs `qnnc targets`.
pub fn run() -> Result<()> {
    let registry = registry()?;
    let mut out = String::new();
    for t in registry.targets() {
        out.push_str(&format!("{:<12} {}\n", t.name, t.description));
        for f in &t.features {
            out.push_str(&format!("  feature {}: {}\n", f.name, f.description));
        }
        for &op in Opcode::ALL.iter().filter(|o| o.is_mac()) {
            out.push_str(&format!("  runs {}\n", t.native_text(op).join(", ")));
        }
    }
    emit(&out)
}
