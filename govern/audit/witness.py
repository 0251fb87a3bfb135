"""A witness: it cosigns a log's checkpoint only once it has checked, from the published log,
that the checkpoint extends the last one it cosigned for that log (C2SP tlog-witness, in the
cosignature/v1 form). Its memory is one file per log in its state folder; a log that rewrote or
rolled back what the witness saw is refused, and the state is left as it was."""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass
from pathlib import Path

from govern.audit.checkpoint import Checkpoint, Trust
from govern.audit.note import SigningKey
from govern.audit.published import Source, verify_published
from govern.errors import AuditError
from govern.replace import replacing


@dataclass(frozen=True)
class Cosigned:
    checkpoint: Checkpoint
    previous_size: int | None
    signature: str  # the cosignature line, with its newline
    note: str  # the checkpoint as published, with the cosignature added


def _state_file(state_dir: Path, origin: str) -> Path:
    return state_dir / f"{hashlib.sha256(origin.encode()).hexdigest()[:32]}.checkpoint"


def cosign(
    place: Source, trust: Trust, key: SigningKey, state_dir: Path, now: int | None = None
) -> Cosigned:
    """Check the log published at PLACE against the last checkpoint this witness cosigned for
    it, then cosign its checkpoint with KEY and remember it."""
    state = _state_file(state_dir, trust.origin)
    try:
        previous = state.read_bytes()
    except FileNotFoundError:
        previous = None
    except OSError as exc:
        raise AuditError(f"cannot read the witness state {state}: {exc.strerror}") from None
    report = verify_published(place, trust, previous=previous)
    if not report.ok or report.checkpoint is None:
        raise AuditError(f"{place}: not cosigned: " + "; ".join(report.problems))
    text = report.note.split("\n\n", 1)[0] + "\n"
    signature = key.cosign(text, int(time.time()) if now is None else now)
    signed_note = report.note + signature
    state_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
    with replacing(state, 0o600) as handle:
        handle.write(report.note.encode())
    previous_size = report.previous.size if report.previous is not None else None
    return Cosigned(report.checkpoint, previous_size, signature, signed_note)
