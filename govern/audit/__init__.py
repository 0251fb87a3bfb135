"""The audit transparency log: entries, Merkle tree, signed checkpoints, proofs and anchors.

`open_log(folder)` gives an AuditLog: `append(...)` returns an entry's index once it is durable,
`writer()` batches submissions from a busy daemon into group commits, `checkpoint(key)` signs
and publishes the tree head."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from govern.audit.entry import Entry, fingerprint
    from govern.audit.log import AuditLog, open_log


def __getattr__(name: str) -> Any:
    # Loaded when first asked for, not with the package: `backup run` imports who acts
    # (govern.audit.actor) before restic starts, and the log writer only once it has.
    if name in ("Entry", "fingerprint"):
        from govern.audit import entry

        return getattr(entry, name)
    if name in ("AuditLog", "open_log"):
        from govern.audit import log

        return getattr(log, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["AuditLog", "Entry", "fingerprint", "open_log"]
