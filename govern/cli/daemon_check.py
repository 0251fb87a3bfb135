"""`govern check` through the decision daemon, when the site runs one for its users.

With `[serve] user_socket` set, a check is asked of `govern serve` on that socket: the daemon
decides with the site's own files, logs the decision naming the caller (the kernel's peer
credentials), and answers with the entry's receipt. Such an answer is enforced and logged; one
computed in the caller's own process is advice (it comes from files and a cache the caller can
choose). A daemon that is configured but does not answer is an error: no decision at all.

This runs before the rest of the CLI is imported (typer, pydantic, cedarpy), so a check through
the daemon costs little more than starting Python: it reads the configuration with
govern.plaintoml (tomllib when the file is beyond it) and says the answer with
govern.policy.wording. It speaks to the socket and in JSON through the
standard library's C modules (_socket, _json by way of govern.cjson) and handles paths as
strings: socket, json and pathlib would load re, enum, typing and more, a third of a cold check
(tests/slurm/test_daemon_approvals.py holds the list of what it must not load). Anything it
does not handle itself (help, --at, an unreadable configuration, a site without a user socket)
goes to the full CLI, which decides locally or says what is wrong.
"""

from __future__ import annotations

import _socket
import os
import pwd
import sys

from govern.cjson import dumps, loads
from govern.errors import ConfigError, GovernError, RequestError
from govern.locate import config_file
from govern.plaintoml import load
from govern.policy.wording import decision_line

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

ADVISORY = {"enforced": False, "logged": False}
EXIT_ALLOW, EXIT_DENY, EXIT_ERROR = 0, 1, 2
_FIELDS = {"--user": "user", "--action": "action", "--resource": "resource",
           "--destination": "destination"}  # fmt: skip
_TIMEOUT_SECONDS = 30.0
_DEFAULT_SERVICE_ACCOUNT = "svc-govern"
# struct ucred: pid, uid, gid, each a native 32-bit int (read without struct, whose C part is a
# shared library to load)
_UCRED_SIZE, _UCRED_UID = 12, slice(4, 8)
_CHUNK = 65536


class _NotMine(Exception):
    """The arguments ask for something only the full CLI does."""


def _parse(args: list[str]) -> tuple[str | None, dict[str, str], bool, str | None]:
    """--config, the request's fields, --json and --batch of a `govern check` command line."""
    config: str | None = None
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
                config = value
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


def _daemon(config_path: str) -> tuple[str, str] | None:
    """The user socket the site's configuration names, and its approvals service account; None
    when it names none, or cannot be read."""
    try:
        with open(config_path, "rb") as handle:
            status = os.fstat(handle.fileno())
            config = load(handle.read())
    except (OSError, ValueError):  # TOMLDecodeError, or not UTF-8: the full CLI says so
        return None
    serve, approvals = config.get("serve", {}), config.get("approvals", {})
    path = serve.get("user_socket") if isinstance(serve, dict) else None
    if not isinstance(path, str) or not path:
        return None
    account = approvals.get("service_account") if isinstance(approvals, dict) else None
    # Anyone can write a configuration naming their own account as the service account and
    # serve its socket themselves: only a file root alone can write names the account trusted.
    site_names_it = status.st_uid == 0 and not status.st_mode & 0o022
    service = account if isinstance(account, str) and site_names_it else _DEFAULT_SERVICE_ACCOUNT
    return os.path.normpath(os.path.join(os.path.dirname(config_path), path)), service


class _Connection:
    """A connection to the daemon at PATH, which must be served by root or SERVICE_ACCOUNT:
    anyone else's process there could answer anything. Requests and answers are lines."""

    def __init__(self, path: str, service_account: str) -> None:
        self._socket = _connect(path, service_account)
        self._received = b""

    def __enter__(self) -> _Connection:
        return self

    def __exit__(self, *_: object) -> None:
        self._socket.close()

    def ask(self, line: bytes) -> bytes:
        """The answer to LINE, up to its newline; what came before the end of the stream when
        there is none (empty: the daemon closed the connection)."""
        self._socket.sendall(line)
        while b"\n" not in self._received:
            chunk = self._socket.recv(_CHUNK)
            if not chunk:
                answer, self._received = self._received, b""
                return answer
            self._received += chunk
        answer, _, self._received = self._received.partition(b"\n")
        return answer + b"\n"


def _connect(path: str, service_account: str) -> _socket.socket:
    connection = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    connection.settimeout(_TIMEOUT_SECONDS)
    try:
        connection.connect(path)
    except OSError as exc:
        connection.close()
        raise ConfigError(
            f"the decision daemon does not answer on {path} ({exc.strerror or exc}): nothing "
            "was decided; start govern serve, or ask the site's operators"
        ) from None
    credentials = connection.getsockopt(_socket.SOL_SOCKET, _socket.SO_PEERCRED, _UCRED_SIZE)
    uid = int.from_bytes(credentials[_UCRED_UID], sys.byteorder)
    if uid != 0 and uid != _uid_of(service_account):
        connection.close()
        raise ConfigError(
            f"{path} is served by uid {uid}, not by root or {service_account}: its answers "
            "are not the site's"
        )
    return connection


def _uid_of(account: str) -> int | None:
    """ACCOUNT's uid; asked only of a socket root does not serve (a directory service lookup
    costs)."""
    try:
        return pwd.getpwnam(account).pw_uid
    except KeyError:
        return None


def _ask(connection: _Connection, request: dict[str, Any]) -> dict[str, Any]:
    """The daemon's answer to REQUEST."""
    line = connection.ask(dumps({**request, "op": "check"}).encode() + b"\n")
    if not line:
        raise ConfigError("the decision daemon closed the connection: nothing was decided")
    answer = loads(line.decode())
    if not isinstance(answer, dict):
        raise ValueError("an answer that is not a JSON object")
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


def _single(connection: _Connection, fields: dict[str, str], as_json: bool) -> int:
    missing = [f"--{name}" for name in _FIELDS.values() if name not in fields]
    if missing:
        raise RequestError(f"missing {', '.join(missing)} (or use --batch FILE)")
    result = _enforced(_ask(connection, fields))
    if as_json:
        sys.stdout.write(dumps(result) + "\n")
    else:
        sys.stdout.write(f"{decision_line(result)} (enforced, receipt {result['receipt']})\n")
    return _exit_code(result)


def _batch(connection: _Connection, source: str) -> int:
    """Each JSON line of SOURCE asked of the daemon; a malformed one is denied here, naming its
    line, and never sent."""
    try:
        if source == "-":
            text = sys.stdin.read()
        else:
            with open(source) as handle:  # the locale's encoding, as Path.read_text
                text = handle.read()
    except OSError as exc:
        raise RequestError(f"{source}: cannot read: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise RequestError(f"{source}: not UTF-8 text") from None
    worst = EXIT_ALLOW
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            request = loads(line)
            if not isinstance(request, dict):
                raise ValueError
        except (ValueError, RecursionError):
            reason = f"line {number}: not a request object (user, action, resource, destination)"
            sys.stdout.write(dumps({"decision": "deny", "line": number, "errors": [reason]}))
            sys.stdout.write("\n")
            worst = EXIT_ERROR
            continue
        try:
            result = {**_enforced(_ask(connection, request)), "line": number}
        except RequestError as exc:
            result = {"decision": "deny", "line": number, "errors": [str(exc)]}
        sys.stdout.write(dumps(result) + "\n")
        worst = max(worst, _exit_code(result) if "request" in result else EXIT_ERROR)
    return worst


def ask_daemon(
    config_path: str | os.PathLike[str], fields: dict[str, str], as_json: bool, batch: str | None
) -> int | None:
    """Ask the site's daemon (a request of FIELDS, or each line of BATCH) and print its answers;
    the exit code, or None when the site at CONFIG_PATH runs no daemon for its users, or its
    configuration cannot be read (the full CLI says why)."""
    found = _daemon(os.fspath(config_path))
    if found is None:
        return None
    path, service_account = found
    try:
        with _Connection(path, service_account) as connection:
            if batch is not None:
                if fields:
                    raise RequestError("--batch takes its requests from the file; drop the others")
                return _batch(connection, batch)
            return _single(connection, fields, as_json)
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
        return ask_daemon(config_file(explicit), fields, as_json, batch)
    except (_NotMine, ConfigError):
        return None
