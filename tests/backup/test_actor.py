"""Who audit entries of backup and scratch runs name: the real account, and sudo's invoker."""

from __future__ import annotations

import json
import os

import pytest

from govern.audit import Entry
from govern.audit.actor import Actor, current_actor
from govern.errors import AuditError
from tests.backup.accounts import Account

TIME = "2026-11-30T23:00:00.000000Z"


def _actor_as(account: Account, environ: dict[str, str]) -> Actor:
    """current_actor() in a child process whose real, effective and saved uid are ACCOUNT's."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: become the account, answer, and leave without pytest's cleanup
        status = 1
        try:
            os.close(read)
            os.setgroups([])
            os.setresgid(account.gid, account.gid, account.gid)
            os.setresuid(account.uid, account.uid, account.uid)
            actor = current_actor(environ)
            os.write(write, json.dumps([actor.name, actor.sudo_user]).encode())
            status = 0
        finally:
            os._exit(status)
    os.close(write)
    with os.fdopen(read, "rb") as answer:
        data = answer.read()
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    name, sudo_user = json.loads(data)
    return Actor(name, sudo_user)


def test_the_actor_is_the_real_uids_account_whatever_the_environment_claims(
    hostile_user: Account,
) -> None:
    claims = {"LOGNAME": "root", "USER": "root", "SUDO_UID": str(hostile_user.uid)}
    assert _actor_as(hostile_user, claims) == Actor(hostile_user.name)
    assert current_actor({"LOGNAME": "mallory", "USER": "mallory"}) == Actor("root")


def test_sudo_uid_names_the_invoker_beside_the_actor(hostile_user: Account) -> None:
    assert current_actor({"SUDO_UID": str(hostile_user.uid)}) == Actor("root", hostile_user.name)
    assert current_actor({"SUDO_UID": "4294967294"}) == Actor("root", "uid:4294967294")
    assert current_actor({"SUDO_UID": "1" * 30}) == Actor("root", "uid:" + "1" * 30)
    assert current_actor({"SUDO_UID": "not a number"}) == Actor("root")


def test_entries_without_sudo_keep_their_bytes_and_entries_with_it_verify() -> None:
    plain = Entry("backup.run", "root", "class:projects", {"ok": True}, TIME)
    assert json.loads(plain.to_bytes()).keys() == {"actor", "kind", "payload", "subject", "time"}
    under_sudo = Actor("root", "alice").entry("backup.run", "class:projects", {"ok": True})
    assert Entry.from_bytes(under_sudo.to_bytes()) == under_sudo
    assert json.loads(under_sudo.to_bytes())["sudo_user"] == "alice"


@pytest.mark.parametrize("value", ["", None, 7])
def test_a_stored_sudo_user_that_is_not_a_name_is_refused(value: object) -> None:
    document = json.loads(Entry("backup.run", "root", "class:x", {}, TIME).to_bytes())
    data = json.dumps({**document, "sudo_user": value}, separators=(",", ":"), sort_keys=True)
    with pytest.raises(AuditError):
        Entry.from_bytes(data.encode())
