"""`govern check`: may this user do this to this resource at this destination?"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, TextIO

import typer

from govern.cli.state import State
from govern.errors import GovernError, RequestError

if TYPE_CHECKING:
    from govern.policy.request import Decision

EXIT_ALLOW, EXIT_DENY, EXIT_ERROR = 0, 1, 2
# Past this many requests a batch parses the whole site once instead of a slice per request.
_RESIDENT_BATCH = 200


def _exit_code(decision: Decision) -> int:
    if decision.errors:
        return EXIT_ERROR
    return EXIT_ALLOW if decision.allowed else EXIT_DENY


def check(
    ctx: typer.Context,
    user: Annotated[str | None, typer.Option(help="User name, as NSS knows it.")] = None,
    action: Annotated[str | None, typer.Option(help="use, export, publish or backup.")] = None,
    resource: Annotated[str | None, typer.Option(help="dataset:ID or model:ID.")] = None,
    destination: Annotated[str | None, typer.Option(help="KIND:NAME, e.g. partition:gpu.")] = None,
    at: Annotated[
        str | None, typer.Option(help="Decide as of this ISO 8601 date or time (default: now).")
    ] = None,
    batch: Annotated[
        Path | None,
        typer.Option(help="JSON lines of requests ('-' for stdin); answers as JSON lines."),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the decision as JSON.")] = False,
) -> None:
    """Decide one request (exit 0 allow, 1 deny, 2 error) or a batch of them.

    Where the site runs govern serve with a user socket, the daemon decides and logs each
    check, naming who asked, and the answer is enforced (--json: "enforced": true, with its
    receipt); a daemon configured but not answering is an error, never a local answer.
    Without one (and with --at), it decides in this process and the answer is ADVICE: the
    site file, policies and compiled-site cache are ones the caller can choose or replace
    (--config, $GOVERN_CONFIG, $GOVERN_CACHE_DIR).
    """
    state: State = ctx.obj
    if at is None:
        from govern.cli.daemon_check import ask_daemon

        given = {"user": user, "action": action, "resource": resource, "destination": destination}
        asked = {name: value for name, value in given.items() if value is not None}
        answered = ask_daemon(
            state.config_path(), asked, as_json, str(batch) if batch is not None else None
        )
        if answered is not None:
            raise typer.Exit(answered)
    if batch is not None:
        if any(v is not None for v in (user, action, resource, destination, at)):
            raise RequestError("--batch takes its requests from the file; drop the other options")
        raise typer.Exit(_check_batch(state, batch))

    from govern.policy.request import Request

    missing = [
        n
        for n, v in (
            ("--user", user),
            ("--action", action),
            ("--resource", resource),
            ("--destination", destination),
        )
        if not v
    ]
    if missing:
        raise RequestError(f"missing {', '.join(missing)} (or use --batch FILE)")
    fields = {"user": user, "action": action, "resource": resource, "destination": destination}
    if at is not None:
        fields["at"] = at
    request = Request.from_json(fields)
    decision = state.engine().decide(request)
    if as_json:
        from govern.cli.daemon_check import ADVISORY

        sys.stdout.write(json.dumps({**decision.to_json(), **ADVISORY}) + "\n")
    else:
        from govern.policy.wording import decision_line

        sys.stdout.write(decision_line(decision.to_json()) + "\n")
    raise typer.Exit(_exit_code(decision))


def _read_lines(batch: Path) -> list[str]:
    if str(batch) == "-":
        return sys.stdin.read().splitlines()
    try:
        return batch.read_text().splitlines()
    except OSError as exc:
        raise RequestError(f"{batch}: cannot read: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise RequestError(f"{batch}: not UTF-8 text") from None


def _check_batch(state: State, batch: Path, out: TextIO = sys.stdout) -> int:
    from govern.cli.daemon_check import ADVISORY
    from govern.policy.request import Request

    lines = [(n, line) for n, line in enumerate(_read_lines(batch), start=1) if line.strip()]
    engine = state.engine(resident=len(lines) > _RESIDENT_BATCH)
    worst = EXIT_ALLOW
    for number, line in lines:
        try:
            request = Request.from_json(json.loads(line))
        except (ValueError, RecursionError, GovernError) as exc:
            reason = f"line {number}: {exc if isinstance(exc, GovernError) else 'not valid JSON'}"
            out.write(json.dumps({"decision": "deny", "line": number, "errors": [reason]}) + "\n")
            worst = EXIT_ERROR
            continue
        decision = engine.decide(request)
        out.write(json.dumps({**decision.to_json(), **ADVISORY, "line": number}) + "\n")
        worst = max(worst, _exit_code(decision))
    return worst
