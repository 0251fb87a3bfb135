"""`govern approval ...` as a site runs it: root through sudo, acting for the user who ran sudo."""

from __future__ import annotations

import sqlite3

import pytest

from govern.approvals.store import COLUMNS
from tests.approvals.through_cli import granted, ok, request_release, run_as
from tests.conftest import Govern, Site


def test_request_grant_list_show_verify(site: Site, govern: Govern) -> None:
    approval = ok(request_release(govern, site))
    assert (approval["state"], approval["requester"], approval["required"]) == ("pending", "bob", 2)
    approval_id = approval["id"]
    assert ok(run_as(govern, site, "ivan", "grant", approval_id, "--json"))["state"] == "pending"
    again = run_as(govern, site, "ivan", "grant", approval_id)
    assert again.code == 2
    assert again.stderr == (
        f"govern: ivan has already granted {approval_id}: a different approver is needed\n"
    )
    final = ok(run_as(govern, site, "grace", "grant", approval_id, "--json"))
    assert (final["state"], final["grants"]) == ("granted", ["ivan", "grace"])

    def listed(*flags: str) -> list[str]:
        return [a["id"] for a in ok(run_as(govern, site, "bob", "list", *flags, "--json"))]

    assert listed("--active") == [approval_id]
    assert listed("--pending") == []
    assert listed("--user", "chen") == [approval_id]
    assert listed("--user", "dmitri") == []
    assert listed("--resource", "dataset:chip-layouts") == [approval_id]
    assert listed("--expiring", "6") == [approval_id]
    assert listed("--expiring", "3") == []

    shown = ok(run_as(govern, site, "bob", "show", approval_id, "--json"))
    assert {h["account"] for h in shown["history"]} == {"root"}  # the process, run through sudo
    assert [(h["event"], h["by"], h["state"]) for h in shown["history"]] == [
        ("requested", "bob", "pending"),
        ("granted", "ivan", "pending"),
        ("granted", "grace", "granted"),
    ]
    text = run_as(govern, site, "bob", "show", approval_id)
    assert text.code == 0 and "granted by ivan, grace" in text.stdout
    assert ok(run_as(govern, site, "bob", "verify", "--json")) == {"ok": True, "disagreements": []}


def _forge(site: Site, approval_id: str) -> None:
    """A granted row written straight into the store, with no audit entry behind it."""
    db = sqlite3.connect(site.root / "examples" / "site" / "var" / "approvals.db")
    with db:
        names = ", ".join(f'"{name}"' for name in COLUMNS)
        query = f"SELECT {names} FROM approvals WHERE id = ?"
        (row,) = db.execute(query, (approval_id,)).fetchall()
        forged = dict(zip(COLUMNS, row, strict=True)) | {"id": "APR-forged", "user": "dmitri"}
        marks = ", ".join("?" for _ in COLUMNS)
        db.execute(f"INSERT INTO approvals VALUES ({marks})", tuple(forged.values()))
    db.close()


def test_verify_reports_a_forged_row_and_rebuild_removes_it(site: Site, govern: Govern) -> None:
    approval_id = granted(govern, site)
    _forge(site, approval_id)
    result = run_as(govern, site, "bob", "verify")
    assert result.code == 1
    assert result.stdout == "APR-forged: in the store but not in the audit log\n"
    rebuilt = ok(run_as(govern, site, "root", "rebuild", "--json"))
    assert rebuilt == {"approvals": 1}
    assert ok(run_as(govern, site, "bob", "verify", "--json"))["ok"] is True
    ids = [a["id"] for a in ok(run_as(govern, site, "bob", "list", "--json"))]
    assert ids == [approval_id]


def test_revoke_and_deny(site: Site, govern: Govern) -> None:
    approval_id = granted(govern, site)
    no_reason = run_as(govern, site, "ivan", "revoke", approval_id)
    assert no_reason.code == 2 and "--reason" in no_reason.stderr
    revoked = ok(run_as(govern, site, "olga", "revoke", approval_id, "--reason", "left", "--json"))
    assert (revoked["state"], revoked["decided_by"]) == ("revoked", "olga")
    other = ok(request_release(govern, site))["id"]
    denied = ok(run_as(govern, site, "grace", "deny", other, "--reason", "no", "--json"))
    assert denied["state"] == "denied"
    assert ok(run_as(govern, site, "bob", "list", "--active", "--json")) == []


def test_import_is_safe_to_run_again(site: Site, govern: Govern) -> None:
    first = ok(run_as(govern, site, "root", "import", "--json"))
    expected = ["APR-2026-001", "APR-2026-002", "APR-2026-003", "APR-2026-004", "APR-2025-017"]
    assert first == {"imported": expected, "already": []}
    assert ok(run_as(govern, site, "root", "import", "--json")) == {
        "imported": [],
        "already": expected,
    }
    active = [a["id"] for a in ok(run_as(govern, site, "bob", "list", "--active", "--json"))]
    assert active == expected[:4]
    assert ok(run_as(govern, site, "bob", "verify", "--json"))["ok"] is True


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ("request", "--kind", "lend", "--resource", "dataset:chip-layouts"),
            "unknown kind 'lend'",
        ),
        (("grant", "APR-nope"), "no approval 'APR-nope'"),
        (("show", "APR-nope"), "no approval 'APR-nope'"),
        (("grant", "APR-1' OR '1'='1"), "no approval \"APR-1' OR '1'='1\""),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    site: Site, govern: Govern, args: tuple[str, ...], message: str
) -> None:
    granted(govern, site)  # the store and the log exist
    result = run_as(govern, site, "ivan", *args)
    assert result.code == 2
    assert result.stderr.startswith("govern: ") and message in result.stderr
    assert result.stderr.count("\n") == 1


def test_a_user_the_directory_does_not_know_is_refused(site: Site, govern: Govern) -> None:
    result = request_release(govern, site, by="mallory")
    assert result.code == 2
    assert result.stderr == "govern: user 'mallory' is not in the site's identity directory\n"


def test_a_malformed_rules_file_is_one_line_and_nothing_changes(site: Site, govern: Govern) -> None:
    site.write("policies/approvals.toml", "[[rule]]\nkind = 'release'\n")
    result = request_release(govern, site)
    assert result.code == 2
    assert result.stderr.endswith("approvals.toml: rule.0.approvers: required field is missing\n")
    assert not (site.root / "examples" / "site" / "var" / "approvals.db").exists()
