"""Approvals for whoever the kernel says is calling: the logic behind the daemon's user socket,
without the socket.

One JSON object per line in, one per line out. Every message names its `op`; every answer says
`ok`, and carries either what was asked for or `error`, and, when the op wrote an audit entry,
its index as `receipt`:

  {"op": "approval.request", "kind": ..., "resource": ..., "user": ..., "destination": ...,
   "country": ..., "project": ..., "expires": ..., "reason": ...}   -> {"ok", "approval", "receipt"}
  {"op": "approval.grant", "id": ...}                               -> {"ok", "approval", "receipt"}
  {"op": "approval.deny", "id": ..., "reason": ...}                 -> {"ok", "approval", "receipt"}
  {"op": "approval.revoke", "id": ..., "reason": ...}               -> {"ok", "approval", "receipt"}
  {"op": "approval.list"}                                           -> {"ok", "approvals"}
  {"op": "approval.show", "id": ...}                                -> {"ok", "approval", "history"}

The socket adds `check`, a decision about the caller (govern.slurm.usersocket), with the same
answer shape. The caller is the peer's account; no field names it. Root and the service account
alone may add `on_behalf_of`: the step is then that user's, and its entry names the peer beside
them.
"""

from __future__ import annotations

import logging
import pwd
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from govern.approvals import actions
from govern.approvals.actor import Actor, account_actor
from govern.approvals.ledger import EntrySink, Trail, history
from govern.approvals.model import Approval, Draft, Kind, Subject
from govern.errors import ApprovalError, GovernError
from govern.validation import describe_validation_error

if TYPE_CHECKING:
    from govern.approvals.rules import Rules
    from govern.approvals.store import ApprovalStore
    from govern.audit.log import AuditLog
    from govern.policy.bundle import CompiledSite

log = logging.getLogger("govern.serve")


@dataclass(frozen=True)
class Peer:
    """The process at the other end of a connection, as the kernel names it (SO_PEERCRED)."""

    pid: int
    uid: int
    gid: int


class _Op(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    on_behalf_of: str | None = None


class RequestOp(_Op):
    op: Literal["approval.request"]
    kind: Kind
    resource: str
    user: str | None = None
    destination: str | None = None
    country: str | None = None
    project: str | None = None
    expires: str | None = None
    reason: str = ""


class GrantOp(_Op):
    op: Literal["approval.grant"]
    id: str


class DenyOp(_Op):
    op: Literal["approval.deny"]
    id: str
    reason: str = ""


class RevokeOp(_Op):
    op: Literal["approval.revoke"]
    id: str
    reason: str


class ListOp(_Op):
    op: Literal["approval.list"]


class ShowOp(_Op):
    op: Literal["approval.show"]
    id: str


Op = Annotated[RequestOp | GrantOp | DenyOp | RevokeOp | ListOp | ShowOp, Field(discriminator="op")]
_OPS: TypeAdapter[Op] = TypeAdapter(Op)


def parse_op(message: dict[str, Any]) -> Op:
    """MESSAGE as an op; ApprovalError naming what is wrong (an unknown op or field, a field
    naming the caller among them)."""
    try:
        return _OPS.validate_python(message)
    except ValidationError as exc:
        raise ApprovalError(describe_validation_error("request", exc)) from None


class ApprovalService:
    """Runs ops for socket peers: the same actions as the CLI, each step written through the
    daemon's own audit writer. Called from worker threads; the store takes changes in turn."""

    def __init__(
        self,
        *,
        site: Callable[[], CompiledSite],
        rules: Callable[[], Rules],
        store: ApprovalStore,
        audit: EntrySink,
        log_reader: AuditLog,
        service_account: str,
        now: Callable[[], float] = time.time,
    ) -> None:
        self.site = site
        self.rules = rules
        self.store = store
        self.audit = audit
        self.log_reader = log_reader
        self.service_account = service_account
        self.now = now

    def answer(self, message: dict[str, Any] | None, peer: Peer) -> dict[str, Any]:
        """The answer to MESSAGE (None: the line was no JSON object) from PEER; never raises."""
        try:
            if message is None:
                raise ApprovalError("request is not a JSON object on one line")
            return {"ok": True, **self._run(parse_op(message), peer)}
        except GovernError as exc:
            log.info("approval op refused: uid=%d pid=%d: %s", peer.uid, peer.pid, exc)
            return {"ok": False, "error": str(exc)}
        except Exception as exc:  # one op failing is one error answer, never the daemon
            log.exception("approval op failed: uid=%d pid=%d", peer.uid, peer.pid)
            return {"ok": False, "error": f"internal error: {exc.__class__.__name__}"}

    def caller(self, peer: Peer) -> tuple[str, bool]:
        """PEER's account, and whether it is root or the service account (who may act for
        others); ApprovalError for a uid without an account."""
        try:
            account = pwd.getpwuid(peer.uid).pw_name
        except KeyError:
            raise ApprovalError(f"uid {peer.uid} has no account: nobody to act as") from None
        return account, peer.uid == 0 or account == self.service_account

    def _run(self, op: Op, peer: Peer) -> dict[str, Any]:
        account, privileged = self.caller(peer)
        if op.on_behalf_of is not None and not privileged:
            raise ApprovalError(
                f"{account} acts only as themselves: on_behalf_of is for root and "
                f"{self.service_account}"
            )
        actor = account_actor(self.site(), op.on_behalf_of or account, self.service_account)
        rules = self.rules()
        now = int(self.now())
        trail = Trail(self.audit, peer=named(peer, account))
        match op:
            case RequestOp():
                subject = Subject(
                    op.kind, op.resource, op.user, op.destination, op.country, op.project
                )
                draft = Draft(subject, op.reason, op.expires)
                return _stepped(actions.request(self.store, trail, rules, actor, draft, now=now))
            case GrantOp():
                return _stepped(actions.grant(self.store, trail, rules, actor, op.id, now=now))
            case DenyOp():
                done = actions.deny(self.store, trail, rules, actor, op.id, op.reason, now=now)
                return _stepped(done)
            case RevokeOp():
                done = actions.revoke(self.store, trail, rules, actor, op.id, op.reason, now=now)
                return _stepped(done)
            case ListOp():
                seen = [a for a in self.store.all() if privileged or _sees(rules, actor, a)]
                return {"approvals": [a.to_plain() for a in seen]}
            case ShowOp():
                return self._show(op.id, rules, actor, privileged)

    def _show(
        self, approval_id: str, rules: Rules, actor: Actor, privileged: bool
    ) -> dict[str, Any]:
        current = self.store.get(approval_id)
        events = history(self.log_reader, approval_id)
        latest = current or (events[-1].approval if events else None)
        # Someone who may not see it learns nothing, not even that it exists.
        if latest is None or not (privileged or _sees(rules, actor, latest)):
            raise ApprovalError(f"no approval {approval_id!r}")
        return {
            "approval": current.to_plain() if current else None,
            "history": [event.to_plain() for event in events],
        }


def named(peer: Peer, account: str) -> dict[str, Any]:
    """PEER as an audit entry names it."""
    return {"account": account, "uid": peer.uid, "pid": peer.pid}


def _stepped(approval: Approval) -> dict[str, Any]:
    return {"approval": approval.to_plain(), "receipt": approval.entry_index}


def _sees(rules: Rules, actor: Actor, approval: Approval) -> bool:
    """Whether ACTOR may see APPROVAL: whom it concerns, its project, who decides or operates."""
    subject = approval.subject
    if actor.name in (approval.requester, subject.user) or actor.in_any(rules.operators):
        return True
    project = rules.catalog.projects.get(subject.project or "")
    if project is not None and actor.in_any(project.groups):
        return True
    try:
        return actor.in_any(actions.approvers(rules, subject))
    except ApprovalError:  # a resource the catalog no longer holds: for those above only
        return False
