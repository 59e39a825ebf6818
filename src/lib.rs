//! Test-only package: owns the workspace-level `tests/`.
