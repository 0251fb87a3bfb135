"""Who acts on an approval: an authenticated account with its groups from govern's identity
directory. The CLI finds it from the process (root or the service account, acting for the user
who ran sudo); the daemon finds it from its socket peer (govern.approvals.service) and calls
the same actions."""

from __future__ import annotations

import json
import os
import pwd
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from govern.audit.actor import account_name
from govern.errors import ApprovalError

if TYPE_CHECKING:
    from govern.policy.bundle import CompiledSite


@dataclass(frozen=True)
class Actor:
    uid: int | None
    name: str
    groups: frozenset[str]

    def in_any(self, groups: frozenset[str] | tuple[str, ...]) -> bool:
        return not self.groups.isdisjoint(groups)


def directory_groups(site: CompiledSite, name: str) -> frozenset[str]:
    """NAME's groups as the site's identity source has them; ApprovalError for someone unknown."""
    text = site.entities.get(f"User::{name}")
    if text is not None:
        entity = json.loads(text)
    else:
        from govern.policy.people import People

        entity = People(site).lookup(name) if site.identity_source != "file" else None
    if entity is None:
        raise ApprovalError(f"user {name!r} is not in the site's identity directory")
    return frozenset(parent["id"] for parent in entity["parents"] if parent["type"] == "Group")


def invoking_name(service_account: str, environ: Mapping[str, str] = os.environ) -> str:
    """Whom the command acts for. Only root and SERVICE_ACCOUNT write the store; root run
    through sudo acts for the user who ran sudo (SUDO_USER), whom only root's environment can
    name. Anyone else is refused: their claim is not authenticated here."""
    uid = os.getuid()
    name = account_name(uid)
    if uid == 0:
        return environ.get("SUDO_USER") or name
    if name == service_account:
        return name
    raise ApprovalError(
        f"only root (through sudo) or the service account {service_account!r} may change "
        f"approvals; {name!r} may not"
    )


def cli_actor(site: CompiledSite, service_account: str) -> Actor:
    return account_actor(site, invoking_name(service_account), service_account)


def account_actor(site: CompiledSite, name: str, service_account: str) -> Actor:
    """NAME, already authenticated, with its groups from the directory."""
    try:
        uid: int | None = pwd.getpwnam(name).pw_uid
    except KeyError:
        uid = None  # a directory user without a local account
    try:
        groups = directory_groups(site, name)
    except ApprovalError:
        if name not in ("root", service_account):
            raise
        groups = frozenset()  # acting as itself: it may import, expire, rebuild, never approve
    return Actor(uid, name, groups)
