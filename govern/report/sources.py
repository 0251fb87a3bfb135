"""The logs a report reads: each verified against its own signed checkpoint under the site's
trusted keys before anything is reported from it, and only up to that checkpoint."""

from __future__ import annotations

import base64
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from govern.audit.checkpoint import Checkpoint, Trust, open_checkpoint, stated_checkpoint
from govern.audit.log import CHECKPOINT, AuditLog
from govern.audit.note import NoteError, parse_vkey
from govern.audit.trust import read_note, site_trust
from govern.audit.verify import verify_log
from govern.report.model import LogSummary

if TYPE_CHECKING:
    from govern.config import LoadedConfig


@dataclass
class VerifiedLog:
    position: int
    log: AuditLog
    trust: Trust
    summary: LogSummary
    # Entries [0, covered) are reported from: the latest checkpoint's, or none if it failed.
    covered: int


def _origin(note: bytes) -> str | None:
    """The origin a checkpoint note states, unverified (to choose which keys to check it with)."""
    try:
        return stated_checkpoint(note).origin
    except NoteError:
        return None


def trust_for(directory: Path, keys: tuple[str, ...], site: Trust) -> Trust:
    """The trust for the log in DIRECTORY: of the site's keys, those named as its checkpoint
    names its log (a site with one log per host trusts each host's key under its own name).
    With none of that name, the site's own origin, so that verification says what is wrong."""
    try:
        origin = _origin(read_note(directory / CHECKPOINT))
    except FileNotFoundError:
        origin = None
    named = tuple(k for k in keys if parse_vkey(k).name == origin)
    if origin is None or not named:
        return site
    return Trust(origin, named, site.witness_keys)


def _anchored_for(origin: str, anchored: list[tuple[str, bytes]]) -> list[tuple[str, bytes]]:
    return [(label, note) for label, note in anchored if _origin(note) == origin]


def open_logs(
    config: LoadedConfig,
    directories: list[Path],
    stack: ExitStack,
    anchored: list[tuple[str, bytes]] | None = None,
) -> list[VerifiedLog]:
    """Open and verify each log (read-only); ANCHORED are the anchor bucket's checkpoints, each
    held against the log whose origin it names. A log that fails keeps its problems and is
    reported from not at all."""
    from govern.audit.site import open_site_log

    site = site_trust(config)
    found: list[VerifiedLog] = []
    for position, directory in enumerate(directories):
        log = stack.enter_context(open_site_log(config, create=False, log_dir=directory))
        trust = trust_for(directory, site.log_keys, site)
        own_anchors = _anchored_for(trust.origin, anchored or [])
        checked = verify_log(log, trust, own_anchors)
        problems = [str(p) for p in checked.problems]
        if len(checked.witnesses) < config.audit.min_witnesses:
            problems.append(
                f"the latest checkpoint is cosigned by {len(checked.witnesses)} trusted "
                f"witness(es), {config.audit.min_witnesses} required"
            )
        head = checked.checkpoint
        note = read_note(directory / CHECKPOINT).decode() if head is not None else ""
        if head is not None and not _still(note, trust, head):
            problems.append("a new checkpoint was signed while the log was verified: run again")
        anchored_size, anchored_note = _latest_anchor(own_anchors, trust, head.size if head else 0)
        summary = LogSummary(
            origin=trust.origin,
            directory=str(directory),
            size=checked.size,
            checkpoint_size=head.size if head else 0,
            root=base64.b64encode(head.root).decode() if head else "",
            checkpoint=note,
            witnesses=list(checked.witnesses),
            anchored_size=anchored_size,
            anchored_checkpoint=anchored_note,
            problems=problems,
        )
        covered = head.size if head is not None and not problems else 0
        found.append(VerifiedLog(position, log, trust, summary, covered))
    return found


def _still(note: str, trust: Trust, head: Checkpoint) -> bool:
    """Whether NOTE is the checkpoint verification found (a checkpoint signed meanwhile is not:
    its proofs would be to another tree)."""
    try:
        return open_checkpoint(note, trust).checkpoint == head
    except NoteError:
        return False


def _latest_anchor(
    anchors: list[tuple[str, bytes]], trust: Trust, size: int
) -> tuple[int | None, str | None]:
    """The largest anchored checkpoint that verifies and that the log's checkpoint covers."""
    best: tuple[int, str] | None = None
    for _, note in anchors:
        try:
            opened = open_checkpoint(note, trust)
        except NoteError:
            continue  # verify_log has reported it
        if opened.checkpoint.size <= size and (best is None or opened.checkpoint.size > best[0]):
            best = (opened.checkpoint.size, opened.note)
    return best if best is not None else (None, None)
