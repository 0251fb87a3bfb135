"""Private key files of the log and of witnesses: written once, private, read with clear errors."""

from __future__ import annotations

import os
from pathlib import Path

from govern.audit.note import NoteError, SigningKey, parse_skey
from govern.errors import AuditError


def write_new_key(target: Path, key: SigningKey) -> None:
    """Write KEY to TARGET, readable by its owner only; an existing file is never overwritten."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    except FileExistsError:
        raise AuditError(f"{target} already exists: keys are never overwritten") from None
    except OSError as exc:
        raise AuditError(f"cannot write {target}: {exc.strerror}") from None
    with os.fdopen(fd, "w") as handle:
        handle.write(key.skey + "\n")
        handle.flush()
        os.fsync(handle.fileno())


def read_key(path: Path, *, missing_hint: str = "") -> SigningKey:
    try:
        return parse_skey(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise AuditError(f"no signing key at {path}{missing_hint}") from None
    except OSError as exc:
        raise AuditError(f"cannot read the signing key {path}: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise AuditError(f"{path} is not a signing key: it is not UTF-8 text") from None
    except NoteError as exc:
        raise AuditError(f"{path}: {exc}") from None
