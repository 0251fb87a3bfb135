"""`govern approval ...`: request, grant, deny and revoke approvals; list, show, check and
rebuild the store. With `[serve] user_socket` configured, anyone but root and the service
account requests, decides, lists and shows through the daemon, which knows them by their
socket's peer credentials; otherwise commands that change anything run as root (through sudo,
acting for the user who ran it) or as the service account, on the store's host."""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from govern.cli.output import command_group
from govern.cli.state import State

if TYPE_CHECKING:
    from govern.approvals.actor import Actor
    from govern.approvals.ledger import Event, Trail
    from govern.approvals.model import Approval
    from govern.approvals.rules import Rules
    from govern.approvals.store import ApprovalStore
    from govern.audit.log import AuditLog
    from govern.config import LoadedConfig

app = command_group(
    "Approvals as a workflow: request, grant (by enough distinct approvers), deny, revoke; "
    "every step is an audit entry."
)

JsonOption = Annotated[bool, typer.Option("--json", help="Print the result as JSON.")]
EXIT_DISAGREES = 1


@dataclass
class _Workflow:
    store: ApprovalStore
    log: AuditLog
    trail: Trail
    rules: Rules
    actor: Actor


def _config(ctx: typer.Context) -> LoadedConfig:
    from govern.config import load_config

    state: State = ctx.obj
    return load_config(state.config_path())


@contextmanager
def _store(config: LoadedConfig) -> Iterator[ApprovalStore]:
    from govern.approvals.site import open_store

    with open_store(config) as store:
        yield store


@contextmanager
def _log(config: LoadedConfig, *, create: bool) -> Iterator[AuditLog]:
    from govern.audit.site import open_site_log

    with open_site_log(config, create=create) as log:
        yield log


def _through_daemon(config: LoadedConfig) -> Path | None:
    """The user socket, when this process goes through it: one is configured, and the caller is
    neither root nor the service account (who write the store directly)."""
    import os

    from govern.audit.actor import account_name

    if config.user_socket is None:
        return None
    uid = os.getuid()
    if uid == 0 or account_name(uid) == config.approvals.service_account:
        return None
    return config.user_socket


def _ask(socket_path: Path, op: str, **fields: Any) -> dict[str, Any]:
    from govern.approvals.client import ask

    return ask(socket_path, {"op": f"approval.{op}", **fields})


def _step(
    ctx: typer.Context, op: str, fields: dict[str, Any], direct: Callable[[_Workflow], Approval]
) -> Approval:
    """One step of the workflow: through the daemon, or DIRECT on the store and the log."""
    from govern.approvals.model import Approval

    config = _config(ctx)
    socket_path = _through_daemon(config)
    if socket_path is not None:
        return Approval.from_plain(_ask(socket_path, op, **fields)["approval"])
    with _workflow(ctx, config) as flow:
        return direct(flow)


@contextmanager
def _workflow(ctx: typer.Context, config: LoadedConfig) -> Iterator[_Workflow]:
    """The store, the log and the rules, for an actor who may write: anyone else is refused
    before anything is opened."""
    from govern.approvals.actor import cli_actor
    from govern.approvals.ledger import Trail
    from govern.approvals.site import site_rules
    from govern.policy.cache import open_site

    state: State = ctx.obj
    site = open_site(config.path, use_cache=state.use_cache)
    actor = cli_actor(site, config.approvals.service_account)
    rules = site_rules(config)
    with _store(config) as store, _log(config, create=True) as log:
        yield _Workflow(store, log, Trail(log), rules, actor)


def _now() -> int:
    return int(time.time())


def _emit(as_json: bool, approval: Approval, text: str) -> None:
    sys.stdout.write((json.dumps(_plain(approval)) if as_json else text) + "\n")


def _plain(approval: Approval) -> dict[str, Any]:
    return {**approval.to_plain(), "state_now": approval.state_at(_now()).value}


def _summary(approval: Approval) -> str:
    subject = approval.subject
    what = subject.resource + (f" to {subject.user}" if subject.user else "")
    where = subject.destination or subject.country
    if where:
        what += f" for {where}"
    until = f", until {approval.expires}" if approval.expires else ""
    grants = f", granted by {', '.join(approval.grants)}" if approval.grants else ""
    state = approval.state_at(_now()).value
    return f"{approval.id} {state}: {subject.kind.value} of {what}{until}{grants}"


@app.command("request")
def request_(
    ctx: typer.Context,
    kind: Annotated[str, typer.Option(help="release, export or privileged.")],
    resource: Annotated[
        str, typer.Option(help="dataset:ID or model:ID; for privileged, the image or pattern.")
    ],
    user: Annotated[
        str | None, typer.Option(help="release and export: whom it releases to.")
    ] = None,
    destination: Annotated[
        str | None,
        typer.Option(help="export: a catalog destination; privileged: partition:X or namespace:X."),
    ] = None,
    country: Annotated[str | None, typer.Option(help="export: an ISO 3166 country.")] = None,
    project: Annotated[str | None, typer.Option(help="privileged: the project it is for.")] = None,
    expires: Annotated[
        str | None, typer.Option(help="Last day (valid through it, UTC) or instant.")
    ] = None,
    reason: Annotated[str, typer.Option(help="Why it is needed.")] = "",
    as_json: JsonOption = False,
) -> None:
    """Request an approval; it waits for the approvers the rules name."""
    from govern.approvals.model import Draft, Kind, Subject
    from govern.errors import ApprovalError

    try:
        subject = Subject(Kind(kind), resource, user, destination, country, project)
    except ValueError:
        raise ApprovalError(f"unknown kind {kind!r}: release, export or privileged") from None

    def direct(flow: _Workflow) -> Approval:
        from govern.approvals import actions

        draft = Draft(subject, reason, expires)
        return actions.request(flow.store, flow.trail, flow.rules, flow.actor, draft, now=_now())

    fields = {
        "kind": kind,
        "resource": resource,
        "user": user,
        "destination": destination,
        "country": country,
        "project": project,
        "expires": expires,
        "reason": reason,
    }
    approval = _step(ctx, "request", fields, direct)
    _emit(as_json, approval, f"requested {_summary(approval)}")


IdArgument = Annotated[str, typer.Argument(help="The approval id.")]


@app.command("grant")
def grant(ctx: typer.Context, approval_id: IdArgument, as_json: JsonOption = False) -> None:
    """Grant a pending request (it is granted once enough distinct approvers have)."""
    from govern.approvals import actions

    def direct(flow: _Workflow) -> Approval:
        return actions.grant(
            flow.store, flow.trail, flow.rules, flow.actor, approval_id, now=_now()
        )

    approval = _step(ctx, "grant", {"id": approval_id}, direct)
    _emit(as_json, approval, _summary(approval))


@app.command("deny")
def deny(
    ctx: typer.Context,
    approval_id: IdArgument,
    reason: Annotated[str, typer.Option(help="Why.")] = "",
    as_json: JsonOption = False,
) -> None:
    """Deny a pending request: one deny is enough."""
    from govern.approvals import actions

    def direct(flow: _Workflow) -> Approval:
        return actions.deny(
            flow.store, flow.trail, flow.rules, flow.actor, approval_id, reason, now=_now()
        )

    approval = _step(ctx, "deny", {"id": approval_id, "reason": reason}, direct)
    _emit(as_json, approval, _summary(approval))


@app.command("revoke")
def revoke(
    ctx: typer.Context,
    approval_id: IdArgument,
    reason: Annotated[str, typer.Option(help="Why it ends now.")],
    as_json: JsonOption = False,
) -> None:
    """Revoke a granted approval."""
    from govern.approvals import actions

    def direct(flow: _Workflow) -> Approval:
        return actions.revoke(
            flow.store, flow.trail, flow.rules, flow.actor, approval_id, reason, now=_now()
        )

    approval = _step(ctx, "revoke", {"id": approval_id, "reason": reason}, direct)
    _emit(as_json, approval, _summary(approval))


@app.command("expire")
def expire(ctx: typer.Context, as_json: JsonOption = False) -> None:
    """Record the expiry of every approval whose time has run out (for a daily timer)."""
    from govern.approvals import actions

    with _workflow(ctx, _config(ctx)) as flow:
        done = actions.expire_due(flow.store, flow.trail, flow.actor, now=_now())
    if as_json:
        sys.stdout.write(json.dumps([_plain(a) for a in done]) + "\n")
    else:
        sys.stdout.write("".join(f"{_summary(a)}\n" for a in done) or "nothing expired\n")


@app.command("import")
def import_(ctx: typer.Context, as_json: JsonOption = False) -> None:
    """Record the catalog's approvals.toml entries as granted by the approver each names;
    ids already imported are left alone."""
    from govern.approvals import actions

    with _workflow(ctx, _config(ctx)) as flow:
        done = actions.import_catalog(
            flow.store,
            flow.trail,
            flow.rules,
            flow.actor,
            flow.rules.catalog.approvals,
            now=_now(),
        )
    if as_json:
        payload = {"imported": [a.id for a in done.added], "already": list(done.already)}
        sys.stdout.write(json.dumps(payload) + "\n")
        return
    sys.stdout.write(
        f"imported {len(done.added)} approval(s); {len(done.already)} already in the store\n"
    )


@app.command("list")
def list_(
    ctx: typer.Context,
    pending: Annotated[bool, typer.Option("--pending", help="Only pending requests.")] = False,
    active: Annotated[bool, typer.Option("--active", help="Only approvals in force.")] = False,
    expiring: Annotated[
        int | None,
        typer.Option(help="Only approvals in force that expire within DAYS.", min=0),
    ] = None,
    user: Annotated[str | None, typer.Option(help="Only those releasing to USER.")] = None,
    resource: Annotated[str | None, typer.Option(help="Only those for RESOURCE.")] = None,
    as_json: JsonOption = False,
) -> None:
    """List approvals (state as of now: an approval past its expiry shows as expired). Through
    the daemon, those the caller may see: whom they concern, their project's, and those the
    caller decides or operates."""
    from govern.approvals.model import Approval
    from govern.approvals.model import State as ApprovalState

    now = _now()
    config = _config(ctx)
    socket_path = _through_daemon(config)
    if socket_path is not None:
        answer = _ask(socket_path, "list")
        approvals = [Approval.from_plain(plain) for plain in answer["approvals"]]
    else:
        with _store(config) as store:
            approvals = store.all()
    if pending:
        approvals = [a for a in approvals if a.state_at(now) is ApprovalState.PENDING]
    if active or expiring is not None:
        approvals = [a for a in approvals if a.active_at(now)]
    if expiring is not None:
        horizon = now + expiring * 86_400
        approvals = [a for a in approvals if a.until is not None and a.until <= horizon]
    if user is not None:
        approvals = [a for a in approvals if a.subject.user == user]
    if resource is not None:
        approvals = [a for a in approvals if a.subject.resource == resource]
    if as_json:
        sys.stdout.write(json.dumps([_plain(a) for a in approvals]) + "\n")
        return
    sys.stdout.write("".join(f"{_summary(a)}\n" for a in approvals) or "no approvals\n")


@app.command("show")
def show(ctx: typer.Context, approval_id: IdArgument, as_json: JsonOption = False) -> None:
    """One approval and its whole history from the audit log."""
    from govern.approvals.model import Approval

    config = _config(ctx)
    socket_path = _through_daemon(config)
    if socket_path is not None:
        answer = _ask(socket_path, "show", id=approval_id)
        plain = answer["approval"]
        current = Approval.from_plain(plain) if plain is not None else None
        events: list[dict[str, Any]] = answer["history"]
    else:
        current, events = _read_history(config, approval_id)
    if as_json:
        payload = {"approval": _plain(current) if current else None, "history": events}
        sys.stdout.write(json.dumps(payload) + "\n")
        return
    lines = [_summary(current) if current else f"{approval_id}: not in the store"]
    for e in events:
        lines.append(f"  {e['time']} #{e['index']} {e['event']} by {e['by']} -> {e['state']}")
    sys.stdout.write("\n".join(lines) + "\n")


def _read_history(
    config: LoadedConfig, approval_id: str
) -> tuple[Approval | None, list[dict[str, Any]]]:
    from govern.approvals.ledger import history
    from govern.errors import ApprovalError

    with _store(config) as store:
        current = store.get(approval_id)
        with _log(config, create=False) as log:
            events: list[Event] = history(log, approval_id)
    if current is None and not events:
        raise ApprovalError(f"no approval {approval_id!r}")
    return current, [e.to_plain() for e in events]


@app.command("verify")
def verify(ctx: typer.Context, as_json: JsonOption = False) -> None:
    """Compare the store with the audit log; exit 1 listing every disagreement."""
    from govern.approvals.ledger import Ledger, disagreements

    config = _config(ctx)
    with _store(config) as store, _log(config, create=False) as log:
        lines = disagreements(store, Ledger().refresh(log))
    if as_json:
        sys.stdout.write(json.dumps({"ok": not lines, "disagreements": lines}) + "\n")
    else:
        sys.stdout.write(
            "".join(f"{line}\n" for line in lines) or "the store agrees with the log\n"
        )
    if lines:
        raise typer.Exit(EXIT_DISAGREES)


@app.command("rebuild")
def rebuild(ctx: typer.Context, as_json: JsonOption = False) -> None:
    """Make the store exactly what the audit log says."""
    from govern.approvals.actor import invoking_name
    from govern.approvals.ledger import Ledger
    from govern.approvals.ledger import rebuild as rebuild_store

    config = _config(ctx)
    invoking_name(config.approvals.service_account)  # refuses anyone who may not write
    with _store(config) as store, _log(config, create=False) as log:
        count = rebuild_store(store, Ledger().refresh(log))
    if as_json:
        sys.stdout.write(json.dumps({"approvals": count}) + "\n")
    else:
        sys.stdout.write(f"rebuilt the store from the audit log: {count} approval(s)\n")
