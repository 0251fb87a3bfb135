"""The audit transparency log: entries, Merkle tree, signed checkpoints, proofs and anchors.

`open_log(folder)` gives an AuditLog: `append(...)` returns an entry's index once it is durable,
`writer()` batches submissions from a busy daemon into group commits, `checkpoint(key)` signs
and publishes the tree head."""

from govern.audit.entry import Entry, fingerprint
from govern.audit.log import AuditLog, open_log

__all__ = ["AuditLog", "Entry", "fingerprint", "open_log"]
