"""A comment above a login's settings that calls it a service's public guest or anonymous login
("# svn for the inputdata server wants the public guest login" above SVN_USER and SVN_PASS): its
user and password are published for everyone to use, so the password is no secret. Denied, or
beside a login its writer calls their own, the password stays reported. Values are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def _password() -> str:
    return "Xk7" + secrets.token_urlsafe(9).replace("-", "x").replace("_", "y")


def _job(remark: str, password: str) -> str:
    return (
        "module load cesm/2.1.5\n"
        f"# {remark}\n"
        "export SVN_USER=guestuser\n"
        f"export SVN_PASS={password}\n"
    )


def test_a_password_under_a_public_guest_login_remark_is_not_reported(rules: RuleSet) -> None:
    password = _password()
    remark = "svn for the CESM inputdata server wants the public guest login"
    assert values(rules, "slurm/spinup.sbatch", _job(remark, password)) == []


@pytest.mark.parametrize(
    "remark",
    [
        "not the public guest login: our own account",
        "our own login (the public guest login is read-only)",
        "guest login for the inputdata server",  # a guest login, not said to be public
    ],
)
def test_a_password_under_another_remark_is_reported(rules: RuleSet, remark: str) -> None:
    password = _password()
    assert values(rules, "slurm/spinup.sbatch", _job(remark, password)) == [password]
