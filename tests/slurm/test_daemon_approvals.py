"""Approvals through `govern serve`'s user socket, by real unprivileged accounts: the kernel's
peer credentials say who acts, whatever a request claims, and no client can wear the daemon out."""

from __future__ import annotations

import contextlib
import functools
import importlib
import io
import json
import os
import pkgutil
import pwd
import shutil
import signal
import socket
import sqlite3
import stat
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import rich
import typer
import typer.main

# Loaded here for the accounts' processes, which may not read the interpreter's own folder.
import govern
import govern.approvals.client
import govern.approvals.model
import govern.audit.actor
import govern.cli.approval
import govern.cli.check
import govern.cli.daemon_check
import govern.cli.entry
import govern.cli.main
import govern.config
import govern.policy.wording
from govern.audit.log import open_log
from tests.backup.accounts import Account
from tests.conftest import REPO, Result
from tests.services.daemon import Client, Daemon

IDLE_SECONDS = 2.0
PER_ACCOUNT = 4
IN_ALL = 6


@dataclass(frozen=True)
class People:
    requester: Account  # in project semis
    approver: Account  # export-control
    second: Account  # export-control
    outsider: Account  # in the directory, in no group
    service: Account  # [approvals] service_account


@dataclass
class ApprovalSite:
    root: Path
    config: Path
    daemon: Daemon
    people: People

    @property
    def user_socket(self) -> Path:
        return self.root / "run" / "user.sock"

    def entries(self) -> list[dict[str, Any]]:
        with open_log(self.root / "site" / "var" / "audit", create=False) as log:
            return [entry.to_json() for _, entry in log.entries(0, log.size())]

    def client(self) -> Client:
        return Client(self.user_socket)


@contextlib.contextmanager
def _accounts() -> Iterator[People]:
    tag = uuid.uuid4().hex[:6]
    made: list[Account] = []
    try:
        for role in ("r", "a", "b", "o", "s"):
            name = f"g11u-{role}{tag}"
            subprocess.run(
                ["useradd", "--no-create-home", "--user-group", name],
                check=True,
                capture_output=True,
            )
            entry = pwd.getpwnam(name)
            made.append(Account(name, entry.pw_uid, entry.pw_gid))
        yield People(*made)
    finally:
        for account in made:
            subprocess.run(["userdel", account.name], check=False, capture_output=True)
            subprocess.run(["groupdel", account.name], check=False, capture_output=True)


@pytest.fixture
def approvals() -> Iterator[ApprovalSite]:
    """The demo site, readable by everyone (its users run the CLI), with the accounts above in
    its directory and a daemon answering users on a 0666 socket."""
    root = Path(tempfile.mkdtemp(prefix="govern-usersock-"))
    root.chmod(0o755)
    with contextlib.ExitStack() as cleanup, _accounts() as people:
        cleanup.callback(shutil.rmtree, root, ignore_errors=True)
        site = root / "site"
        shutil.copytree(REPO / "examples" / "site", site, ignore=shutil.ignore_patterns("var"))
        shutil.copytree(REPO / "policies", root / "policies")
        users = site / "identity" / "users.toml"
        text = users.read_text().replace(
            'members = ["chen", "dmitri", "farid", "bob"]',
            f'members = ["chen", "dmitri", "farid", "bob", "{people.requester.name}"]',
        )
        for account in (people.requester, people.approver, people.second, people.outsider):
            text += f'\n[[user]]\nname = "{account.name}"\n'
        text = text.replace(
            'name = "export-control"\nmembers = ["ivan", "grace"]',
            'name = "export-control"\n'
            f'members = ["ivan", "grace", "{people.approver.name}", "{people.second.name}"]',
        )
        users.write_text(text)
        config = site / "govern.toml"
        config.write_text(
            config.read_text()
            .replace('dir = "../../policies"', f'dir = "{root / "policies"}"')
            .replace(
                'operators = ["hpc-ops"]',
                f'operators = ["hpc-ops"]\nservice_account = "{people.service.name}"',
            )
            + f'\n[serve]\nuser_socket = "{root / "run" / "user.sock"}"\n'
            f"user_idle_seconds = {IDLE_SECONDS}\nuser_connections_per_account = {PER_ACCOUNT}\n"
            f'user_max_connections = {IN_ALL}\nuser_check_operators = ["export-control"]\n'
        )
        daemon = Daemon(config, root / "run" / "decide.sock", root / "serve.log")
        daemon.start()
        cleanup.callback(daemon.stop)
        yield ApprovalSite(root, config, daemon, people)


@functools.cache
def _load_what_commands_import() -> None:
    """Import, as root, every module a command run as an account may import later: the account
    may read neither the interpreter's folder (root's) nor the checkout (a clone in a private
    folder), so a module first imported after the switch would not be found."""
    for package in (govern, typer, rich):
        prefix = f"{package.__name__}."
        for found in pkgutil.walk_packages(package.__path__, prefix, onerror=lambda _: None):
            if found.name.endswith(".__main__"):  # a program, not a module to load
                continue
            with contextlib.suppress(Exception):  # modules for other platforms or extras
                importlib.import_module(found.name)
    typer.main.get_command(govern.cli.main.app)  # typer builds its click commands lazily


def as_account(account: Account, work: Callable[[], Any]) -> Any:
    """WORK's JSON-able result, computed in a child process whose uids and gids are ACCOUNT's
    (it runs the modules this process has loaded: the interpreter's own folder may be root's)."""
    _load_what_commands_import()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child answers through the pipe
        answer: Any = {"crash": "the child failed before it could answer"}
        try:
            os.close(read)
            os.setgroups([])
            os.setresgid(account.gid, account.gid, account.gid)
            os.setresuid(account.uid, account.uid, account.uid)
            answer = work()
        except BaseException as exc:
            answer = {"crash": repr(exc)}
        finally:
            os.write(write, json.dumps(answer).encode())
            os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        data = pipe.read()
    os.waitpid(pid, 0)
    return json.loads(data)


def govern_as(account: Account, config: Path, *args: str) -> Result:
    """`govern --config CONFIG approval ARGS...` run by ACCOUNT."""
    return _command_as(account, ["--config", str(config), "approval", *args])


def _command_as(account: Account, argv: list[str]) -> Result:
    """`govern ARGV...` run by ACCOUNT through the command's entry point."""

    def run() -> dict[str, Any]:
        with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
            sys.stdout, sys.stderr = out, err
            sys.argv = ["govern", *argv]
            code = 0
            try:
                govern.cli.entry.run()
            except SystemExit as exc:
                code = exc.code if isinstance(exc.code, int) else 1
            out.seek(0)
            err.seek(0)
            return {"code": code, "stdout": out.read(), "stderr": err.read()}

    answer = as_account(account, run)
    assert "crash" not in answer, answer
    return Result(answer["code"], answer["stdout"], answer["stderr"])


def ask_as(account: Account, path: Path, *messages: dict[str, Any]) -> list[dict[str, Any]]:
    """The daemon's answers to MESSAGES, sent on one connection by ACCOUNT."""

    def run() -> list[dict[str, Any]]:
        client = Client(path)
        return [client.ask(message) for message in messages]

    answers: list[dict[str, Any]] = as_account(account, run)
    return answers


def ok(result: Result) -> Any:
    assert result.code == 0, result.stderr
    return json.loads(result.stdout)


IN_FIVE_DAYS = time.strftime("%Y-%m-%d", time.gmtime(time.time() + 5 * 86_400))
REQUEST = (
    "request", "--kind", "release", "--resource", "dataset:chip-layouts", "--user", "chen",
    "--expires", IN_FIVE_DAYS, "--reason", "licence D123456", "--json",
)  # fmt: skip


def test_a_user_requests_and_two_other_approvers_grant_through_the_socket(
    approvals: ApprovalSite,
) -> None:
    people, config = approvals.people, approvals.config
    assert stat.S_IMODE(approvals.user_socket.stat().st_mode) == 0o666
    requested = ok(govern_as(people.requester, config, *REQUEST))
    assert (requested["state"], requested["requester"]) == ("pending", people.requester.name)
    approval_id = requested["id"]

    own = govern_as(people.requester, config, "grant", approval_id)
    assert own.code == 2
    assert own.stderr == (
        f"govern: {people.requester.name} requested {approval_id} and cannot decide it\n"
    )
    outsider = govern_as(people.outsider, config, "grant", approval_id)
    assert outsider.code == 2 and "may not decide" in outsider.stderr

    first = ok(govern_as(people.approver, config, "grant", approval_id, "--json"))
    assert (first["state"], first["grants"]) == ("pending", [people.approver.name])
    twice = govern_as(people.approver, config, "grant", approval_id)
    assert twice.code == 2 and "already granted" in twice.stderr
    final = ok(govern_as(people.second, config, "grant", approval_id, "--json"))
    assert (final["state"], final["grants"]) == (
        "granted",
        [people.approver.name, people.second.name],
    )

    # Each step's entry names the account the kernel gave, with its uid and pid.
    steps = [e for e in approvals.entries() if e["kind"].startswith("approval.")]
    assert [(e["kind"], e["payload"]["by"]) for e in steps] == [
        ("approval.requested", people.requester.name),
        ("approval.granted", people.approver.name),
        ("approval.granted", people.second.name),
    ]
    for entry, account in zip(
        steps, (people.requester, people.approver, people.second), strict=True
    ):
        peer = entry["payload"]["peer"]
        assert (peer["account"], peer["uid"]) == (account.name, account.uid)
        assert entry["actor"] == "root"  # the daemon's account wrote it

    # Who sees it: whom it concerns and who decides it; not someone outside all of that.
    def listed(account: Account) -> list[str]:
        return [a["id"] for a in ok(govern_as(account, config, "list", "--json"))]

    assert listed(people.requester) == [approval_id]
    assert listed(people.approver) == [approval_id]
    assert listed(people.outsider) == []
    shown = ok(govern_as(people.second, config, "show", approval_id, "--json"))
    assert [h["event"] for h in shown["history"]] == ["requested", "granted", "granted"]
    hidden = govern_as(people.outsider, config, "show", approval_id)
    assert (hidden.code, hidden.stderr) == (2, f"govern: no approval {approval_id!r}\n")

    revoked = govern_as(
        people.approver, config, "revoke", approval_id, "--reason", "licence withdrawn"
    )
    assert revoked.code == 0 and "revoked" in revoked.stdout
    # The store agrees with the log: every step was written through the daemon's own writer.
    verify = subprocess.run(
        [sys.executable, "-m", "govern", "--config", str(config), "approval", "verify"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (verify.returncode, verify.stdout) == (0, "the store agrees with the log\n")


def test_a_request_cannot_name_someone_else_as_the_actor(approvals: ApprovalSite) -> None:
    people, path = approvals.people, approvals.user_socket
    approval_id = ok(govern_as(people.requester, approvals.config, *REQUEST))["id"]
    before = len(approvals.entries())
    grant = {"op": "approval.grant", "id": approval_id}
    claims = ask_as(
        people.outsider,
        path,
        {**grant, "actor": people.approver.name},
        {**grant, "by": people.approver.name},
        {**grant, "requester": people.approver.name},
        {**grant, "on_behalf_of": people.approver.name},
        {**grant, "on_behalf_of": people.outsider.name},
    )
    assert [a["ok"] for a in claims] == [False] * 5
    assert [a["error"] for a in claims[:3]] == [
        "request: approval.grant.actor: unknown field",
        "request: approval.grant.by: unknown field",
        "request: approval.grant.requester: unknown field",
    ]
    assert claims[3]["error"] == (
        f"{people.outsider.name} acts only as themselves: on_behalf_of is for root and "
        f"{people.service.name}"
    )
    assert len(approvals.entries()) == before  # nothing was written

    # The service account acts for an approver, and the entry says so.
    granted = ask_as(people.service, path, {**grant, "on_behalf_of": people.approver.name})
    assert granted[0]["ok"], granted
    assert granted[0]["approval"]["grants"] == [people.approver.name]
    entry = approvals.entries()[granted[0]["receipt"]]
    assert entry["payload"]["by"] == people.approver.name
    assert entry["payload"]["peer"]["account"] == people.service.name
    # ... but not for the requester, whose own request it stays.
    own = ask_as(people.service, path, {**grant, "on_behalf_of": people.requester.name})
    assert own[0]["error"] == (
        f"{people.requester.name} requested {approval_id} and cannot decide it"
    )


def test_malformed_and_oversized_lines_get_one_error_each(approvals: ApprovalSite) -> None:
    client = approvals.client()
    nested = b'{"op": ' + b"[" * 15_000 + b"\n"  # too deep to parse, short enough to read
    for line in (b"not json\n", b"[1, 2]\n", b'{"op": "approval.grant"\n', b'"\\ud800"\n', nested):
        assert client.send_raw(line) == {
            "ok": False,
            "error": "request is not a JSON object on one line",
        }
    assert client.ask({"op": "approval.nothing"})["ok"] is False
    assert client.ask({"op": "approval.list"}) == {"ok": True, "approvals": []}
    deep = b'{"op": ' + b"[" * 100_000 + b"\n"
    big = approvals.client()
    answer = big.send_raw(deep)
    assert answer == {
        "ok": False,
        "error": "request longer than 16384 bytes ([serve] user_max_request_bytes)",
    }
    assert big.file.readline() == b""  # and the connection is closed
    assert approvals.client().ask({"op": "approval.list"})["ok"] is True


def test_slow_and_idle_clients_are_let_go_without_holding_up_anyone(
    approvals: ApprovalSite,
) -> None:
    slow = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    slow.connect(str(approvals.user_socket))
    slow.sendall(b'{"op": "approval.li')  # and never the rest
    began = time.monotonic()
    assert approvals.client().ask({"op": "approval.list"})["ok"] is True
    assert time.monotonic() - began < 1.0
    slow.settimeout(IDLE_SECONDS * 5)
    assert slow.recv(100) == b""  # closed once it had been idle user_idle_seconds
    assert IDLE_SECONDS <= time.monotonic() - began < IDLE_SECONDS * 4
    slow.close()


def test_one_account_holds_only_its_share_of_connections(approvals: ApprovalSite) -> None:
    held = [approvals.client() for _ in range(PER_ACCOUNT)]
    assert held[-1].ask({"op": "approval.list"})["ok"] is True
    extra = Client(approvals.user_socket)
    assert extra.file.readline() == (
        b'{"ok":false,"error":"uid 0 already has 4 connections open '
        b'([serve] user_connections_per_account)"}\n'
    )
    # Someone else still gets in.
    answer = ask_as(approvals.people.outsider, approvals.user_socket, {"op": "approval.list"})
    assert answer == [{"ok": True, "approvals": []}]
    for client in held:
        client.sock.close()


def test_connections_in_all_are_bounded_whoever_holds_them(approvals: ApprovalSite) -> None:
    people = approvals.people
    held = [approvals.client() for _ in range(PER_ACCOUNT)]
    held[-1].ask({"op": "approval.list"})  # all of them are in by now

    def crowd() -> list[str]:
        clients = [Client(approvals.user_socket) for _ in range(IN_ALL - PER_ACCOUNT + 1)]
        return [client.file.readline().decode() for client in clients[-1:]] + [
            json.dumps(clients[0].ask({"op": "approval.list"}))
        ]

    refused, answered = as_account(people.outsider, crowd)
    assert refused == (
        '{"ok":false,"error":"the daemon has too many user connections open: try again shortly"}\n'
    )
    assert json.loads(answered) == {"ok": True, "approvals": []}
    for client in held:
        client.sock.close()


def test_a_flood_on_one_connection_does_not_starve_another(approvals: ApprovalSite) -> None:
    flood = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    flood.connect(str(approvals.user_socket))
    lines = (json.dumps({"op": "approval.list"}).encode() + b"\n") * 2000
    answered = bytearray()
    stop = threading.Event()

    def drain() -> None:  # reads its answers, so only its own queue of requests holds it
        flood.settimeout(0.2)
        while not stop.is_set():
            with contextlib.suppress(TimeoutError):
                answered.extend(flood.recv(1 << 16) or b"")

    reader = threading.Thread(target=drain)
    reader.start()
    try:
        flood.sendall(lines[: len(lines) // 2])
        time.sleep(0.2)
        waits = []
        for _ in range(10):
            began = time.monotonic()
            assert approvals.client().ask({"op": "approval.list"})["ok"] is True
            waits.append(time.monotonic() - began)
        # The flood is still being answered while each of the others took its turn.
        assert answered.count(b"\n") < 1000
        assert max(waits) < 1.0, waits
    finally:
        stop.set()
        reader.join()
        flood.close()


def test_with_the_daemon_down_the_cli_fails_and_writes_nothing(approvals: ApprovalSite) -> None:
    approvals.daemon.stop()
    entries = approvals.entries() if (approvals.root / "site/var/audit").exists() else []
    result = govern_as(approvals.people.requester, approvals.config, *REQUEST)
    assert result.code == 2
    assert result.stderr == (
        f"govern: the approval daemon does not answer on {approvals.user_socket} "
        "(No such file or directory): nothing was changed; approvals go through "
        "`govern serve` ([serve] user_socket)\n"
    )
    assert result.stdout == ""
    # A socket left behind by a daemon killed outright: refused, and said so.
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as left:
        left.bind(str(approvals.user_socket))
    approvals.user_socket.chmod(0o666)
    refused = govern_as(approvals.people.approver, approvals.config, "grant", "APR-2026-00000000")
    assert (refused.code, refused.stdout) == (2, "")
    assert "(Connection refused): nothing was changed" in refused.stderr
    after = approvals.entries() if (approvals.root / "site/var/audit").exists() else []
    assert after == entries
    with sqlite3.connect(approvals.root / "site" / "var" / "approvals.db") as store:
        assert store.execute("SELECT count(*) FROM approvals").fetchone() == (0,)
    approvals.daemon.start()  # for the fixture's stop


def test_a_users_request_loads_no_policy_engine() -> None:
    probe = (
        "import sys, govern.cli.main, govern.cli.approval, govern.approvals.client, "
        "govern.approvals.model, govern.config; "
        "print(sorted(m for m in sys.modules if 'cedar' in m or m.startswith('govern.policy')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout
    assert out == "[]\n"


def test_flooding_the_user_socket_does_not_hold_up_slurm(approvals: ApprovalSite) -> None:
    ok(govern_as(approvals.people.requester, approvals.config, *REQUEST))
    stop = threading.Event()
    lines = (json.dumps({"op": "approval.list"}).encode() + b"\n") * 64

    def flood() -> None:
        # A flooder the daemon makes wait past its timeout just stops: what is measured is
        # whether Slurm's checks are held up meanwhile.
        with (
            socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection,
            contextlib.suppress(TimeoutError),
        ):
            connection.connect(str(approvals.user_socket))
            connection.settimeout(5)
            while not stop.is_set():
                connection.sendall(lines)
                received = 0
                while received < len(lines) // 2:  # answers are longer than the questions
                    received += len(connection.recv(1 << 16))

    flooders = [threading.Thread(target=flood) for _ in range(PER_ACCOUNT)]
    for thread in flooders:
        thread.start()
    try:
        time.sleep(0.5)
        slurm = Client(approvals.daemon.socket_path)
        waits = []
        for _ in range(200):
            began = time.perf_counter()
            answer = slurm.ask(
                {"op": "check", "user": "alice", "action": "use", "resource": "dataset:era5",
                 "destination": "partition:gpu"}
            )  # fmt: skip
            waits.append(time.perf_counter() - began)
            assert answer["decision"] == "allow"
    finally:
        stop.set()
        for thread in flooders:
            thread.join()
    waits.sort()
    print(f"checks during a user-socket flood: median {waits[100] * 1000:.1f} ms, "
          f"p99 {waits[198] * 1000:.1f} ms, max {waits[-1] * 1000:.1f} ms")  # fmt: skip
    assert waits[-1] < 0.5  # the plugin's default timeout


def _check(user: str) -> dict[str, Any]:
    return {
        "op": "check",
        "user": user,
        "action": "use",
        "resource": "dataset:era5",
        "destination": "partition:gpu",
    }


def test_a_user_checks_requests_about_themselves_and_operators_about_anyone(
    approvals: ApprovalSite,
) -> None:
    people, path = approvals.people, approvals.user_socket
    own = ask_as(people.requester, path, _check(people.requester.name))[0]
    assert own["ok"] is True and own["decision"] in ("allow", "deny")
    entry = approvals.entries()[own["receipt"]]
    assert entry["kind"] == "decision" and entry["payload"]["decision"] == own["decision"]
    assert entry["payload"]["request"]["user"] == people.requester.name
    assert (entry["payload"]["peer"]["account"], entry["payload"]["peer"]["uid"]) == (
        people.requester.name,
        people.requester.uid,
    )

    before = len(approvals.entries())
    others = ask_as(
        people.requester,
        path,
        _check("alice"),
        {**_check(people.requester.name), "at": "2026-01-01"},
        {**_check(people.requester.name), "peer": {"uid": 0}},
    )
    assert [(a["ok"], a["decision"]) for a in others] == [(False, "deny")] * 3
    assert others[0]["error"] == (
        f"{people.requester.name} may check requests about themselves only, not 'alice'"
    )
    assert "receipt" not in others[0]
    assert len(approvals.entries()) == before  # a refused check decides nothing

    # An operator group's member, and the service account, ask about anyone.
    for asker in (people.approver, people.service):
        answer = ask_as(asker, path, _check("alice"))[0]
        assert (answer["ok"], answer["decision"]) == (True, "allow")
        assert approvals.entries()[answer["receipt"]]["payload"]["peer"]["uid"] == asker.uid


def test_a_link_in_the_user_sockets_place_stops_the_daemon_and_changes_nothing(
    approvals: ApprovalSite,
) -> None:
    approvals.daemon.stop()
    target = approvals.root / "precious"
    target.write_text("root's\n")
    target.chmod(0o600)
    approvals.user_socket.symlink_to(target)
    serve = subprocess.run(
        [sys.executable, "-m", "govern", "--config", str(approvals.config), "serve",
         "--socket", str(approvals.daemon.socket_path)],
        capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert serve.returncode == 2
    assert serve.stderr.endswith(
        f"govern: {approvals.user_socket} exists and is not a socket: choose another path\n"
    )
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    assert not approvals.daemon.socket_path.exists()  # the Slurm socket is taken down too
    approvals.user_socket.unlink()
    approvals.daemon.start()  # for the fixture's stop


# ---- govern check through the daemon ----


def check_as(account: Account, config: Path, *args: str) -> Result:
    """`govern --config CONFIG check ARGS...` run by ACCOUNT."""
    return _command_as(account, ["--config", str(config), "check", *args])


def _asking(user: str) -> tuple[str, ...]:
    return ("--user", user, "--action", "use", "--resource", "dataset:chip-layouts",
            "--destination", "partition:gpu")  # fmt: skip


def test_a_check_through_the_daemon_is_enforced_and_logged_naming_who_asked(
    approvals: ApprovalSite,
) -> None:
    people = approvals.people
    result = check_as(people.requester, approvals.config, *_asking(people.requester.name), "--json")
    answer = json.loads(result.stdout)
    assert (answer["enforced"], answer["logged"]) == (True, True)
    assert result.code == (0 if answer["decision"] == "allow" else 1)
    entry = approvals.entries()[answer["receipt"]]
    assert entry["payload"]["decision"] == answer["decision"]
    assert entry["payload"]["peer"]["uid"] == people.requester.uid
    text = check_as(people.requester, approvals.config, *_asking(people.requester.name))
    assert text.stdout.startswith(("ALLOW ", "DENY ")) and "(enforced, receipt " in text.stdout

    # About someone else: refused by the daemon, decided by nobody.
    before = len(approvals.entries())
    refused = check_as(people.requester, approvals.config, *_asking("alice"))
    assert (refused.code, refused.stdout) == (2, "")
    assert "may check requests about themselves only" in refused.stderr
    assert len(approvals.entries()) == before


def test_a_batch_through_the_daemon_gets_a_receipt_a_line(approvals: ApprovalSite) -> None:
    me = approvals.people.requester.name
    era5 = {"action": "use", "resource": "dataset:era5", "destination": "partition:gpu"}
    lines = [json.dumps({"user": me, **era5}), "not json", json.dumps({"user": "alice", **era5})]
    batch = approvals.root / "batch.jsonl"
    batch.write_text("\n".join(lines) + "\n")
    batch.chmod(0o644)
    result = check_as(approvals.people.requester, approvals.config, "--batch", str(batch))
    first, malformed, other = (json.loads(line) for line in result.stdout.splitlines())
    assert first["enforced"] is True and first["receipt"] >= 0 and first["line"] == 1
    assert malformed == {"decision": "deny", "line": 2, "errors": [
        "line 2: not a request object (user, action, resource, destination)"]}  # fmt: skip
    assert other["decision"] == "deny" and "themselves only" in other["errors"][0]
    assert result.code == 2


def test_with_the_daemon_down_a_check_is_an_error_not_a_local_answer(
    approvals: ApprovalSite,
) -> None:
    approvals.daemon.stop()
    me = approvals.people.requester.name
    for extra in ((), ("--json",)):
        result = check_as(approvals.people.requester, approvals.config, *_asking(me), *extra)
        assert (result.code, result.stdout) == (2, "")
        assert result.stderr.startswith(
            f"govern: the decision daemon does not answer on {approvals.user_socket}"
        )
    approvals.daemon.start()  # for the fixture's stop


@pytest.mark.parametrize("names_itself", [False, True])
def test_a_socket_another_account_serves_is_not_asked(
    approvals: ApprovalSite, names_itself: bool
) -> None:
    """Whoever can bind the configured path (or points --config at a site of their own, even
    one naming their own account as the service account) is no daemon: the check refuses an
    answer from a process that is not root's or the site's service account's."""
    from govern.cli.daemon_check import ask_daemon

    outsider = approvals.people.outsider
    fake = approvals.root / "fake"
    fake.mkdir(mode=0o777)
    fake.chmod(0o777)
    path = fake / "user.sock"
    config = approvals.root / "fake.toml"
    text = f'[site]\ncountry = "US"\n\n[serve]\nuser_socket = "{path}"\n'
    if names_itself:
        text += f'\n[approvals]\nservice_account = "{outsider.name}"\n'
    config.write_text(text)
    if names_itself:
        os.chown(config, outsider.uid, outsider.gid)
    ready, done = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the impostor, as an ordinary account
        try:
            os.close(ready)
            os.setgroups([])
            os.setresgid(approvals.people.outsider.gid, *(approvals.people.outsider.gid,) * 2)
            os.setresuid(approvals.people.outsider.uid, *(approvals.people.outsider.uid,) * 2)
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as listener:
                listener.bind(str(path))
                listener.listen(1)
                os.write(done, b"1")
                connection, _ = listener.accept()
                connection.recv(4096)
                connection.sendall(b'{"ok": true, "decision": "allow", "receipt": 0}\n')
                connection.close()
        finally:
            os._exit(0)
    os.close(done)
    os.read(ready, 1)
    try:
        fields = {"user": "alice", "action": "use", "resource": "dataset:chip-layouts",
                  "destination": "partition:gpu"}  # fmt: skip
        with contextlib.redirect_stderr(io.StringIO()) as err:
            code = ask_daemon(config, fields, False, None)
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    assert code == 2
    assert f"served by uid {outsider.uid}, not by root" in err.getvalue()


# What a check answered by the daemon may load beyond what starting Python loads: govern's
# own lean modules, C modules, and __future__ (for the annotations). Not tomllib, json, socket,
# pathlib, typing, contextlib, re (and through them enum, functools, collections, datetime):
# together they cost a cold check twice what starting Python does; nor typer, pydantic or
# cedarpy.
_LEAN_CHECK_LOADS = {"govern", "__future__", "_socket", "_json", "pwd"}


@pytest.mark.parametrize("answer", [b"[1]\n", b"not json\n", b""])
def test_an_answer_not_understood_decides_nothing(tmp_path: Path, answer: bytes) -> None:
    """A socket root serves (this test's own) that answers nonsense, or nothing."""
    from govern.cli.daemon_check import ask_daemon

    path = tmp_path / "user.sock"
    config = tmp_path / "govern.toml"
    config.write_text(f'[site]\ncountry = "US"\n\n[serve]\nuser_socket = "{path}"\n')
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as listener:
        listener.bind(str(path))
        listener.listen(1)

        def answer_once() -> None:
            connection, _ = listener.accept()
            with connection:
                connection.recv(4096)
                connection.sendall(answer)

        server = threading.Thread(target=answer_once)
        server.start()
        fields = {"user": "alice", "action": "use", "resource": "dataset:chip-layouts",
                  "destination": "partition:gpu"}  # fmt: skip
        with (
            contextlib.redirect_stdout(io.StringIO()) as out,
            contextlib.redirect_stderr(io.StringIO()) as err,
        ):
            code = ask_daemon(config, fields, True, None)
        server.join()
    assert (code, out.getvalue()) == (2, "")
    assert "nothing was decided" in err.getvalue()


def _imported(*command: str) -> tuple[set[str], subprocess.CompletedProcess[str]]:
    """The modules `python -X importtime COMMAND...` imports, and how it ended."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", *command], capture_output=True, text=True, check=False
    )
    return {line.split("|")[-1].strip() for line in done.stderr.splitlines() if "|" in line}, done


def test_a_check_through_the_daemon_loads_only_lean_modules(approvals: ApprovalSite) -> None:
    """Run as the govern command (bin/govern) is, so that its launcher counts too."""
    starting_python, _ = _imported("-c", "pass")
    loaded, done = _imported(
        str(REPO / "bin" / "govern"), "--config", str(approvals.config), "check",
        *_asking("alice"), "--json",
    )  # fmt: skip
    assert json.loads(done.stdout)["enforced"] is True, done.stderr
    assert "govern.cli.daemon_check" in loaded, done.stderr
    added = loaded - starting_python
    assert {name.split(".")[0] for name in added} <= _LEAN_CHECK_LOADS, added
    assert not any(name.startswith("govern.policy.engine") for name in added)
