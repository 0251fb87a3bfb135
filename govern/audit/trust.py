"""What the site trusts about its own log: the verifier keys of [audit] (listed, or in key files
root keeps), its witnesses, and the latest checkpoint the log published under them."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING

from govern.audit.checkpoint import Trust, VerifiedCheckpoint, open_checkpoint
from govern.audit.log import CHECKPOINT
from govern.audit.note import NoteError, parse_vkey
from govern.errors import AuditError

if TYPE_CHECKING:
    from govern.config import LoadedConfig

# A signed note is a few hundred bytes; anything far larger was not written by govern.
MAX_NOTE_BYTES = 1 << 16


def site_trust(config: LoadedConfig, extra_keys: list[str] | None = None) -> Trust:
    """The site's trust: EXTRA_KEYS instead of the configured keys when given (an auditor's
    --trusted-key), else [audit] trusted_keys and the keys in trusted_key_files. None at all
    is an error, never an empty trust. `extra_keys=None` means the caller offers no override."""
    keys = (
        tuple(extra_keys)
        if extra_keys
        else config.audit.trusted_keys + keys_in_files(config.audit_trusted_key_files)
    )
    if not keys:
        raise AuditError(
            "no trusted log keys: add the verifier key printed by `govern audit vkey` to "
            "[audit] trusted_keys or to a file listed in [audit] trusted_key_files"
            + ("" if extra_keys is None else " (or pass --trusted-key)")
        )
    for key in keys:
        parse_vkey(key)
    return Trust(config.audit.origin, keys, config.audit.witness_keys)


def keys_in_files(paths: tuple[Path, ...]) -> tuple[str, ...]:
    """The verifier keys in [audit] trusted_key_files: one a line; blank and # lines skipped."""
    keys: list[str] = []
    for path in paths:
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            raise AuditError(
                f"trusted key file {path} does not exist: write the log's verifier key "
                "(`govern audit vkey`) into it"
            ) from None
        except (OSError, UnicodeDecodeError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) else "it is not UTF-8 text"
            raise AuditError(f"cannot read trusted key file {path}: {reason}") from None
        for line in filter(None, (line.strip() for line in lines)):
            if line.startswith("#"):
                continue
            try:
                parse_vkey(line)
            except NoteError as exc:
                raise AuditError(f"{path}: {exc}") from None
            keys.append(line)
    return tuple(keys)


def read_note(path: Path) -> bytes:
    """A checkpoint note of the log folder, never read through a symlink and never larger than
    any note govern writes (FileNotFoundError when there is none)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise AuditError(f"cannot read the checkpoint {path}: {exc.strerror}") from None
    try:
        with os.fdopen(fd, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise AuditError(f"{path} is not a regular file: run `govern audit verify`")
            data = handle.read(MAX_NOTE_BYTES + 1)
    except OSError as exc:
        raise AuditError(f"cannot read the checkpoint {path}: {exc.strerror}") from None
    if len(data) > MAX_NOTE_BYTES:
        raise AuditError(f"{path} is larger than any checkpoint: run `govern audit verify`")
    return data


def latest_checkpoint(directory: Path, trust: Trust) -> VerifiedCheckpoint:
    """The checkpoint the log in DIRECTORY published last, verified with TRUST."""
    path = directory / CHECKPOINT
    try:
        return open_checkpoint(read_note(path), trust)
    except FileNotFoundError:
        raise AuditError(f"no checkpoint at {path}: run `govern audit checkpoint`") from None
    except NoteError as exc:
        raise AuditError(f"{path}: {exc}: run `govern audit verify`") from None
