"""Who an audit entry says acted: the account of the process's real uid, never what the
environment claims ($LOGNAME and $USER are whatever the caller set)."""

from __future__ import annotations

import os
import pwd
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from govern.audit.entry import Entry


def account_name(uid: int) -> str:
    try:
        return pwd.getpwuid(uid).pw_name
    except (KeyError, OverflowError):  # no such account, or a number no uid can be
        return f"uid:{uid}"


@dataclass(frozen=True)
class Actor:
    """The real uid's account and, under sudo, the account that ran sudo."""

    name: str
    sudo_user: str | None = None

    def entry(self, kind: str, subject: str, payload: dict[str, Any]) -> Entry:
        from govern.audit.entry import Entry  # not before a backup's restic has started

        return Entry(kind, self.name, subject, payload, sudo_user=self.sudo_user)


def current_actor(environ: Mapping[str, str] = os.environ) -> Actor:
    """SUDO_UID is only a claim of the environment, so it never replaces the real uid: it is kept
    beside it, and only when it names someone else."""
    uid = os.getuid()
    claimed = environ.get("SUDO_UID", "")
    sudo_uid = int(claimed) if claimed.isascii() and claimed.isdigit() else None
    invoker = account_name(sudo_uid) if sudo_uid is not None and sudo_uid != uid else None
    return Actor(account_name(uid), invoker)
