"""Retention: how long data, its backups and its records must be kept, and when data must go.

The rules (policies/retention.toml) are read by `govern retention report`, and enforced where
govern acts itself: `govern backup forget`, `govern backup repo init` and audit anchoring."""
