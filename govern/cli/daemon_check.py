"""`govern check` through the decision daemon, when the site runs one for its users.

With `[serve] user_socket` set, a check is asked of `govern serve` on that socket: the daemon
decides with the site's own files, logs the decision naming the caller (the kernel's peer
credentials), and answers with the entry's receipt. Such an answer is enforced and logged; one
computed in the caller's own process is advice (it comes from files and a cache the caller can
choose). A daemon that is configured but does not answer is an error: no decision at all.

This runs before the rest of the CLI is imported (typer, pydantic, cedarpy), so a check through
the daemon costs little more than starting Python: it reads the configuration with tomllib and
says the answer with govern.policy.wording. Anything it does not handle itself (help, --at, an
unreadable configuration, a site without a user socket) goes to the full CLI, which decides
locally or says what is wrong.
"""

from __future__ import annotations

import contextlib
import json
import os
import pwd
import socket
import struct
import sys
import tomllib
from pathlib import Path
from typing import Any

from govern.errors import ConfigError, GovernError, RequestError
from govern.locate import locate_config
from govern.policy.wording import decision_line

ADVISORY = {"enforced": False, "logged": False}
EXIT_ALLOW, EXIT_DENY, EXIT_ERROR = 0, 1, 2
_FIELDS = {"--user": "user", "--action": "action", "--resource": "resource",
           "--destination": "destination"}  # fmt: skip
_TIMEOUT_SECONDS = 30.0
_DEFAULT_SERVICE_ACCOUNT = "svc-govern"
_PEERCRED = struct.Struct("3i")


class _NotMine(Exception):
    """The arguments ask for something only the full CLI does."""


def _parse(args: list[str]) -> tuple[Path | None, dict[str, str], bool, str | None]:
    """--config, the request's fields, --json and --batch of a `govern check` command line."""
    config: Path | None = None
    fields: dict[str, str] = {}
    as_json, batch = False, None
    words = iter(args)
    seen_check = False
    for word in words:
        name, _, inline = word.partition("=")
        if name in ("--config", "-c", "--batch", *_FIELDS):
            value = inline if inline else next(words, None)
            if value is None:
                raise _NotMine
            if name in ("--config", "-c"):
                config = Path(value)
            elif name == "--batch":
                batch = value
            else:
                fields[_FIELDS[name]] = value
        elif word == "--json":
            as_json = True
        elif word == "check" and not seen_check:
            seen_check = True
        else:
            raise _NotMine  # --at, --help, --no-cache, another command, a typo: the full CLI
    if not seen_check:
        raise _NotMine
    return config, fields, as_json, batch


def _daemon(config_path: Path) -> tuple[Path, str] | None:
    """The user socket the site's configuration names, and its approvals service account."""
    try:
        with config_path.open("rb") as handle:
            config = tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError):
        raise _NotMine from None  # the full CLI says what is wrong with it
    serve, approvals = config.get("serve", {}), config.get("approvals", {})
    path = serve.get("user_socket") if isinstance(serve, dict) else None
    if not isinstance(path, str) or not path:
        return None
    account = approvals.get("service_account") if isinstance(approvals, dict) else None
    service = account if isinstance(account, str) else _DEFAULT_SERVICE_ACCOUNT
    return Path(os.path.normpath(config_path.parent / path)), service


def _connect(path: Path, service_account: str) -> socket.socket:
    """A connection to the daemon at PATH, which must be served by root or SERVICE_ACCOUNT:
    anyone else's process there could answer anything."""
    connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    connection.settimeout(_TIMEOUT_SECONDS)
    try:
        connection.connect(str(path))
    except OSError as exc:
        connection.close()
        raise ConfigError(
            f"the decision daemon does not answer on {path} ({exc.strerror or exc}): nothing "
            "was decided; start govern serve, or ask the site's operators"
        ) from None
    _, uid, _ = _PEERCRED.unpack(
        connection.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, _PEERCRED.size)
    )
    allowed = {0}
    with contextlib.suppress(KeyError):
        allowed.add(pwd.getpwnam(service_account).pw_uid)
    if uid not in allowed:
        connection.close()
        raise ConfigError(
            f"{path} is served by uid {uid}, not by root or {service_account}: its answers "
            "are not the site's"
        )
    return connection


def _ask(stream: Any, request: dict[str, Any]) -> dict[str, Any]:
    """The daemon's answer to REQUEST on STREAM (a connection's file)."""
    stream.write(json.dumps({**request, "op": "check"}).encode() + b"\n")
    stream.flush()
    line = stream.readline()
    if not line:
        raise ConfigError("the decision daemon closed the connection: nothing was decided")
    answer: dict[str, Any] = json.loads(line)
    return answer


def _enforced(answer: dict[str, Any]) -> dict[str, Any]:
    """ANSWER as `govern check --json` gives it: the decision, enforced and logged."""
    if not answer.get("ok"):
        raise RequestError(f"the decision daemon refused: {answer.get('error', answer)}")
    body = {key: value for key, value in answer.items() if key != "ok"}
    return {**body, "enforced": True, "logged": True}


def _exit_code(answer: dict[str, Any]) -> int:
    if answer.get("errors"):
        return EXIT_ERROR
    return EXIT_ALLOW if answer.get("decision") == "allow" else EXIT_DENY


def _single(stream: Any, fields: dict[str, str], as_json: bool) -> int:
    missing = [f"--{name}" for name in _FIELDS.values() if name not in fields]
    if missing:
        raise RequestError(f"missing {', '.join(missing)} (or use --batch FILE)")
    result = _enforced(_ask(stream, fields))
    if as_json:
        sys.stdout.write(json.dumps(result) + "\n")
    else:
        sys.stdout.write(f"{decision_line(result)} (enforced, receipt {result['receipt']})\n")
    return _exit_code(result)


def _batch(stream: Any, source: str) -> int:
    """Each JSON line of SOURCE asked of the daemon; a malformed one is denied here, naming its
    line, and never sent."""
    try:
        text = sys.stdin.read() if source == "-" else Path(source).read_text()
    except OSError as exc:
        raise RequestError(f"{source}: cannot read: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise RequestError(f"{source}: not UTF-8 text") from None
    worst = EXIT_ALLOW
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            if not isinstance(request, dict):
                raise ValueError
        except (ValueError, RecursionError):
            reason = f"line {number}: not a request object (user, action, resource, destination)"
            sys.stdout.write(json.dumps({"decision": "deny", "line": number, "errors": [reason]}))
            sys.stdout.write("\n")
            worst = EXIT_ERROR
            continue
        try:
            result = {**_enforced(_ask(stream, request)), "line": number}
        except RequestError as exc:
            result = {"decision": "deny", "line": number, "errors": [str(exc)]}
        sys.stdout.write(json.dumps(result) + "\n")
        worst = max(worst, _exit_code(result) if "request" in result else EXIT_ERROR)
    return worst


def ask_daemon(
    config_path: Path, fields: dict[str, str], as_json: bool, batch: str | None
) -> int | None:
    """Ask the site's daemon (a request of FIELDS, or each line of BATCH) and print its answers;
    the exit code, or None when the site at CONFIG_PATH runs no daemon for its users."""
    found = _daemon(config_path)
    if found is None:
        return None
    path, service_account = found
    try:
        with _connect(path, service_account) as connection, connection.makefile("rwb") as stream:
            if batch is not None:
                if fields:
                    raise RequestError("--batch takes its requests from the file; drop the others")
                return _batch(stream, batch)
            return _single(stream, fields, as_json)
    except GovernError as exc:
        sys.stderr.write(f"govern: {exc}\n")
        return EXIT_ERROR
    except (OSError, ValueError) as exc:  # a connection lost or an answer not understood
        sys.stderr.write(f"govern: the decision daemon on {path}: {exc}: nothing was decided\n")
        return EXIT_ERROR


def through_daemon(args: list[str]) -> int | None:
    """The exit code of `govern ARGS` when it is a check the site's daemon answers; None when
    the full CLI should run it instead (it asks the daemon too, where one is configured)."""
    try:
        explicit, fields, as_json, batch = _parse(args)
        return ask_daemon(locate_config(explicit), fields, as_json, batch)
    except (_NotMine, ConfigError):
        return None
