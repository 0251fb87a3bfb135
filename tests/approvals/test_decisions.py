"""What decisions make of the workflow's approvals, in a running `govern serve` and in `govern
check`, over SQLite and PostgreSQL: a grant counts and a revocation stops counting within
seconds, a row nobody logged counts for nothing, the catalog's typed approvals keep working
until the workflow holds them, and a store that cannot be read is no allow."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from govern.approvals.store import COLUMNS
from tests.approvals.through_cli import (
    first_within,
    granted,
    ok,
    postgres_store,
    run_as,
)
from tests.conftest import Govern, Site, check_args
from tests.services.daemon import Client, Daemon
from tests.services.process import free_port

pytestmark = pytest.mark.slow

CHIPS = "dataset:chip-layouts"  # EAR 3E001 of project semis; dmitri and chen are not US persons


@dataclass
class Deciding:
    site: Site
    daemon: Daemon
    metrics_port: int
    store: str

    def check(self, user: str, resource: str = CHIPS, where: str = "partition:gpu") -> Any:
        client = Client(self.daemon.socket_path)
        try:
            return client.ask(
                {"op": "check", "user": user, "action": "use", "resource": resource,
                 "destination": where}
            )  # fmt: skip
        finally:
            client.sock.close()

    def metrics(self) -> str:
        url = f"http://127.0.0.1:{self.metrics_port}/metrics"
        with urllib.request.urlopen(url, timeout=5) as answer:
            text: str = answer.read().decode()
        return text


IN_TEN_DAYS = (dt.datetime.now(dt.UTC).date() + dt.timedelta(days=10)).isoformat()


@pytest.fixture(params=["sqlite", "postgresql"])
def deciding(request: pytest.FixtureRequest, site: Site, tmp_path: Path) -> Iterator[Deciding]:
    site.append(
        "examples/site/identity/attributes.toml",
        f"\n[olga]\nus_person = true\ncui_training_expires = {IN_TEN_DAYS}\n",
    )
    text = site.config.read_text()
    store = ""
    if request.param == "postgresql":
        store = postgres_store(site, request.getfixturevalue("postgres"))
    # A store that cannot be read stops counting after three seconds, not the default thirty.
    section = "[approvals]\n" + store + "max_staleness_seconds = 3\n"
    site.config.write_text(text.replace("[approvals]\n", section))
    port = free_port()
    daemon = Daemon(
        site.config, tmp_path / "run" / "decide.sock", tmp_path / "serve.log",
        "--metrics", f"127.0.0.1:{port}",
    )  # fmt: skip
    daemon.start()
    try:
        yield Deciding(site, daemon, port, request.param)
    finally:
        daemon.stop()


def allowed(answer: Any) -> bool:
    return bool(answer["decision"] == "allow")


def test_a_release_counts_once_granted_and_stops_soon_after_its_revocation(
    deciding: Deciding, govern: Govern
) -> None:
    before = deciding.check("dmitri")
    assert before["decision"] == "deny"
    assert [p["id"] for p in before["policies"]] == ["ear-foreign-person-approval"]

    approval = granted(govern, deciding.site, "dmitri")
    answer = first_within(lambda: deciding.check("dmitri"), allowed)
    assert answer["approvals"] == [approval] and answer["receipt"] >= 0

    ok(
        run_as(
            govern, deciding.site, "ivan", "revoke", approval, "--reason", "visit ended", "--json"
        )
    )
    refused = first_within(lambda: deciding.check("dmitri"), lambda a: not allowed(a))
    assert refused["notes"] == [
        f"approval {approval} revoked by ivan at {refused['notes'][0].split(' at ')[1]}"
    ]
    assert refused["notes"][0].endswith(": visit ended")


def test_the_catalogs_approvals_count_until_the_workflow_holds_them(
    deciding: Deciding, govern: Govern
) -> None:
    """An upgraded site keeps its typed approvals; once imported, the workflow governs them."""
    assert deciding.check("chen")["approvals"] == ["APR-2026-001"]
    imported = ok(run_as(govern, deciding.site, "root", "import", "--json"))
    assert "APR-2026-001" in imported["imported"]
    assert deciding.check("chen")["approvals"] == ["APR-2026-001"]

    reason = "licence withdrawn"
    ok(
        run_as(
            govern, deciding.site, "ivan", "revoke", "APR-2026-001", "--reason", reason, "--json"
        )
    )
    refused = first_within(lambda: deciding.check("chen"), lambda a: not allowed(a))
    assert "APR-2026-001 revoked by ivan" in refused["notes"][0]
    # The catalog still lists it, and `govern check` (root, reading the store) agrees.
    local = govern("--config", deciding.site.config, *check_args("chen", "use", CHIPS,
                   "partition:gpu"), "--json")  # fmt: skip
    assert local.code == 1, local.stderr
    assert "APR-2026-001 revoked by ivan" in json.loads(local.stdout)["notes"][0]


def _sql(
    deciding: Deciding, statement: str, params: tuple[Any, ...] = (), database: str | None = None
) -> None:
    """Run STATEMENT on the site's store directly, as someone with its file or password could."""
    if deciding.store == "sqlite":
        db = sqlite3.connect(deciding.site.root / "examples" / "site" / "var" / "approvals.db")
        with db:
            db.execute(statement, params)
        db.close()
        return
    import psycopg

    text = deciding.site.config.read_text()
    conninfo = text.split('conninfo = "', 1)[1].split('"', 1)[0]
    if database is not None:
        conninfo = conninfo.rsplit("dbname=", 1)[0] + f"dbname={database}"
    password = (deciding.site.root / "examples/site/var/pg.password").read_text().strip()
    with psycopg.connect(conninfo, password=password, autocommit=True) as connection:
        connection.execute(statement.replace("?", "%s"), params)


def test_a_grant_written_into_the_store_without_its_entry_counts_for_nothing(
    deciding: Deciding, govern: Govern
) -> None:
    real = granted(govern, deciding.site, "dmitri")
    first_within(lambda: deciding.check("dmitri"), allowed)
    shown = ok(run_as(govern, deciding.site, "bob", "show", real, "--json"))["approval"]
    # A copy of the granted row under another id: it even names the real grant's entry.
    forged = {
        **{name: shown.get(name) for name in COLUMNS},
        "id": "APR-2026-forged01",
        "grants": json.dumps(shown["grants"]),
    }
    names = ", ".join(f'"{name}"' for name in COLUMNS)
    marks = ", ".join("?" for _ in COLUMNS)
    _sql(deciding, f"INSERT INTO approvals ({names}) VALUES ({marks})", tuple(forged.values()))
    # The revocation makes the daemon read the store again, forged row and all.
    ok(run_as(govern, deciding.site, "ivan", "revoke", real, "--reason", "visit ended", "--json"))
    refused = first_within(lambda: deciding.check("dmitri"), lambda a: not allowed(a))
    assert refused["approvals"] == [] and f"approval {real} revoked" in refused["notes"][0]
    local = govern("--config", deciding.site.config, *check_args("dmitri", "use", CHIPS,
                   "partition:gpu"), "--json")  # fmt: skip
    assert local.code == 1 and json.loads(local.stdout)["approvals"] == []
    verify = run_as(govern, deciding.site, "bob", "verify")
    assert verify.code == 1
    assert "APR-2026-forged01: in the store but not in the audit log" in verify.stdout


@pytest.mark.parametrize("deciding", ["postgresql"], indirect=True)
def test_a_store_that_cannot_be_read_stops_every_approval_counting(
    deciding: Deciding, govern: Govern
) -> None:
    granted(govern, deciding.site, "dmitri")
    first_within(lambda: deciding.check("dmitri"), allowed)
    text = deciding.site.config.read_text()
    database = text.split("dbname=", 1)[1].split('"', 1)[0]
    # The database server refuses the daemon from now on, as one that is down would.
    _sql(deciding, f"ALTER DATABASE {database} ALLOW_CONNECTIONS false", database="postgres")
    _sql(
        deciding,
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
        f"WHERE datname = '{database}' AND pid <> pg_backend_pid()",
        database="postgres",
    )
    refused = first_within(lambda: deciding.check("dmitri"), lambda a: not allowed(a))
    assert refused["notes"][0].startswith("no approval counts: ")
    # The catalog's typed approvals stop counting too: nothing says they were not revoked.
    assert deciding.check("chen")["decision"] == "deny"


@pytest.mark.parametrize("deciding", ["sqlite"], indirect=True)
def test_a_daemon_whose_store_is_damaged_lets_no_approval_count(
    deciding: Deciding, govern: Govern
) -> None:
    granted(govern, deciding.site, "dmitri")
    first_within(lambda: deciding.check("dmitri"), allowed)
    deciding.daemon.stop()
    var = deciding.site.root / "examples" / "site" / "var"
    (var / "approvals.db").write_bytes(b"\x00not a database\x00" * 512)
    deciding.daemon.start()
    refused = deciding.check("dmitri")
    assert refused["decision"] == "deny"
    assert refused["notes"] == [
        f"no approval counts: approval store {var / 'approvals.db'}: file is not a database"
    ]
    assert deciding.check("chen")["decision"] == "deny"


def _gauge(text: str, name: str, label: str) -> float:
    for line in text.splitlines():
        if line.startswith(f"{name}{{") and label in line:
            return float(line.rsplit(" ", 1)[1])
    raise AssertionError(f"{name} {label} not in metrics:\n{text}")


def test_expiring_approvals_and_trainings_are_gauged_before_they_bite(
    deciding: Deciding, govern: Govern
) -> None:
    assert _gauge(deciding.metrics(), "govern_approvals_active", 'kind="release"') == 0
    granted(govern, deciding.site, "dmitri")  # expires in five days
    first_within(lambda: deciding.check("dmitri"), allowed)
    text = deciding.metrics()
    assert _gauge(text, "govern_approvals_active", 'kind="release"') == 1
    assert _gauge(text, "govern_approvals_expiring_soon", 'kind="release"') == 1
    assert _gauge(text, "govern_approvals_expiring_soon", 'kind="privileged"') == 0
    # olga's CUI training ends in ten days; the demo's others are current for decades or over.
    assert _gauge(text, "govern_training_expiring_soon", 'training="cui"') == 1
    assert _gauge(text, "govern_training_expiring_soon", 'training="export"') == 0
