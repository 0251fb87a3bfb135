"""Approvals taken as a site takes them: `govern approval` run by root through sudo, acting for
the user who ran sudo, on a copy of the demo site, whose directory has the approvers: ivan and
grace approve export-controlled work, hana privileged images; olga operates."""

from __future__ import annotations

import datetime as dt
import json
import secrets
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import pytest

from tests.conftest import Govern, Result, Site
from tests.services.postgres import Postgres

T = TypeVar("T")
IN_FIVE_DAYS = (dt.datetime.now(dt.UTC).date() + dt.timedelta(days=5)).isoformat()


def run_as(govern: Govern, site: Site | Path, user: str, *args: str) -> Result:
    """`govern approval ARGS` as root through sudo by USER, on SITE (or the config at a path)."""
    config = site if isinstance(site, Path) else site.config
    return govern("--config", config, "approval", *args, env={"SUDO_USER": user})


def ok(result: Result) -> Any:
    assert result.code == 0, result.stderr
    return json.loads(result.stdout)


def request_release(
    govern: Govern,
    site: Site | Path,
    by: str = "bob",
    user: str = "chen",
    resource: str = "dataset:chip-layouts",
) -> Result:
    return run_as(
        govern, site, by, "request", "--kind", "release", "--resource", resource,
        "--user", user, "--expires", IN_FIVE_DAYS, "--reason", "licence D123456", "--json",
    )  # fmt: skip


def granted(
    govern: Govern,
    site: Site | Path,
    user: str = "chen",
    *,
    by: str = "bob",
    resource: str = "dataset:chip-layouts",
    approvers: tuple[str, str] = ("ivan", "grace"),
) -> str:
    """A release of the EAR dataset RESOURCE to USER, requested BY and granted by APPROVERS."""
    approval_id: str = ok(request_release(govern, site, by, user, resource))["id"]
    for approver in approvers:
        ok(run_as(govern, site, approver, "grant", approval_id, "--json"))
    return approval_id


def granted_privileged(
    govern: Govern,
    site: Site | Path,
    image: str,
    where: str,
    *,
    project: str = "climate",
    by: str = "olga",
    approver: str = "hana",
) -> str:
    """IMAGE (a pattern) cleared to run privileged in WHERE for PROJECT."""
    requested = run_as(
        govern, site, by, "request", "--kind", "privileged", "--resource", image,
        "--destination", where, "--project", project, "--expires", IN_FIVE_DAYS,
        "--reason", "GPU driver daemonset", "--json",
    )  # fmt: skip
    approval_id: str = ok(requested)["id"]
    ok(run_as(govern, site, approver, "grant", approval_id, "--json"))
    return approval_id


def revoked(govern: Govern, site: Site | Path, approval_id: str, by: str = "hana") -> None:
    reason = "signing key rotated"
    ok(run_as(govern, site, by, "revoke", approval_id, "--reason", reason, "--json"))


# A grant or a revocation reaches every running daemon and webhook within this many seconds.
TAKES_EFFECT_SECONDS = 5.0


def first_within(attempt: Callable[[], T], accepted: Callable[[T], bool]) -> T:
    """The first result of ATTEMPT that is ACCEPTED, tried again and again; the test fails
    when none is within TAKES_EFFECT_SECONDS."""
    deadline = time.monotonic() + TAKES_EFFECT_SECONDS
    while True:
        result = attempt()
        if accepted(result):
            return result
        if time.monotonic() > deadline:
            pytest.fail(f"still {result} after {TAKES_EFFECT_SECONDS:g} s")
        time.sleep(0.1)


def postgres_store(site: Site, server: Postgres) -> str:
    """The [approvals] settings of a store in a new database of SERVER, its password in a file
    of SITE's."""
    import psycopg

    database = f"d_{secrets.token_hex(6)}"
    admin = (
        f"host=127.0.0.1 port={server.port} user={server.role} password={server.password} "
        "dbname=postgres"
    )
    with psycopg.connect(admin, autocommit=True) as connection:
        connection.execute(f"CREATE DATABASE {database}")
    secret = site.write("examples/site/var/pg.password", server.password + "\n")
    secret.chmod(0o600)
    conninfo = f"host=127.0.0.1 port={server.port} user={server.role} dbname={database}"
    return f'store = "postgresql"\nconninfo = "{conninfo}"\npassword_file = "{secret}"\n'
