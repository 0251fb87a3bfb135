"""Who a command acts for: root through sudo acts for SUDO_USER, the service account for
itself, anyone else is refused whatever their environment claims. Run in a child process that
really drops to another uid."""

from __future__ import annotations

import os

import pytest

from govern.approvals.actor import directory_groups, invoking_name
from govern.errors import ApprovalError
from govern.policy.bundle import compile_site
from tests.conftest import DEMO_CONFIG

NOBODY = 65534


def _as_nobody(service_account: str, environ: dict[str, str]) -> str:
    """What invoking_name says in a process whose real uid is nobody's."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        code = 0
        try:
            os.close(read)
            os.setgroups([])
            os.setgid(NOBODY)
            os.setuid(NOBODY)
            try:
                answer = "name:" + invoking_name(service_account, environ)
            except ApprovalError as exc:
                answer = "refused:" + str(exc)
            os.write(write, answer.encode())
        except BaseException:
            code = 1
        finally:
            os._exit(code)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        answer = pipe.read().decode()
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    return answer


def test_anyone_else_is_refused_whatever_sudo_user_says() -> None:
    answer = _as_nobody("svc-govern", {"SUDO_USER": "ivan"})
    assert answer == (
        "refused:only root (through sudo) or the service account 'svc-govern' may change "
        "approvals; 'nobody' may not"
    )


def test_the_service_account_acts_as_itself_whatever_sudo_user_says() -> None:
    assert _as_nobody("nobody", {"SUDO_USER": "ivan"}) == "name:nobody"


def test_root_acts_for_the_user_who_ran_sudo() -> None:
    assert os.getuid() == 0  # the suite runs as root, as a site's admin does
    assert invoking_name("svc-govern", {"SUDO_USER": "ivan"}) == "ivan"
    assert invoking_name("svc-govern", {}) == "root"


def test_groups_come_from_the_identity_directory() -> None:
    site = compile_site(DEMO_CONFIG)
    assert directory_groups(site, "bob") == {"climate", "medimg", "semis"}
    with pytest.raises(ApprovalError, match=r"^user 'mallory' is not in the site's identity"):
        directory_groups(site, "mallory")
