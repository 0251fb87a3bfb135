"""An administrator's login in notes given as `USER / PASSWORD` with no account's word before
it: the administrator's own name (admin, root) after a label's colon, a list's bullet or an
indent, and a table's cell that gives its user in code (`` | `USER` / `PASSWORD` | ``), whatever
the column is called; and a list item that names a database's superuser with the database
("- MariaDB root: PASSWORD", Spanish "- root de MariaDB: PASSWORD"), the password drawn; and
the item after one naming a login that says what it was changed to. Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

_PW = "Hq4!vRz8mTw2#Lp"


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("handover.md", "## PDU\n\nAPC rack PDU (row C): `admin` / `{pw}`\n"),
        ("notes.txt", "Storage shelf console login\n\n  root / {pw}\n"),
        ("README.md", "Old DDN controller\n- administrator / {pw}\n"),
        (
            "rooms.md",
            "| room | console login | where |\n|---|---|---|\n| C210 | `opsadm` / `{pw}` | KVM |\n",
        ),
    ],
)
def test_the_administrators_password_is_found(rules: RuleSet, path: str, text: str) -> None:
    line = text.count("\n", 0, text.index("{pw}")) + 1
    assert found(rules, path, text.format(pw=_PW)) == [(line, _PW)]


@pytest.mark.parametrize(
    "text",
    [
        "Ownership on the login node: root / wheel\n",
        "Factory default: `admin` / `admin`, changed at install.\n",
        "  root / ${ROOT_PASSWORD}\n",
        "| login | `alice` / `<password>` |\n",
        "| paths | `docs` / `docs/v2` |\n",
        "| flags | `--quiet` / `--verbose` |\n",
        "Quota usage: root / 2026-01-31\n",
    ],
)
def test_words_placeholders_and_paths_are_not(rules: RuleSet, text: str) -> None:
    assert found(rules, "notes.md", text) == []


def test_code_is_not_read_as_notes(rules: RuleSet) -> None:
    assert found(rules, "ratio.py", f"x = root / {_PW}\n") == []


def test_hostile_cells_take_linear_time(rules: RuleSet) -> None:
    text = ("| `" + "a" * 60 + "` / " + "b" * 40 + "\n") * 20_000 + "  root / " * 50_000
    linear, times = text_grows_linearly(
        lambda part: found(rules, "notes.md", "login\n" + part), text
    )
    assert linear, times


@pytest.mark.parametrize(
    "line", ["- MariaDB root: {pw}  (schema upgrades only)", "- root de MariaDB: {pw}"]
)
def test_a_databases_superuser_labels_its_password(rules: RuleSet, line: str) -> None:
    text = f"## Databases\n\n{line.format(pw=_PW)}\n"
    assert found(rules, "notes/facility.md", text) == [(3, _PW)]


@pytest.mark.parametrize(
    "line",
    [
        "- MariaDB root: see sinedon.cfg",
        "- root de MariaDB: /var/lib/mysql",
        "- PostgreSQL postgres: Upgrade2024",
    ],
)
def test_a_superusers_label_without_a_drawn_password_gives_none(rules: RuleSet, line: str) -> None:
    text = f"## Databases\n\n{line.format(pw=_PW)}\n"
    assert found(rules, "notes/facility.md", text) == []


def test_what_a_login_was_changed_to_is_found(rules: RuleSet) -> None:
    text = (
        "# lmadmin (web console)\n\n"
        "- first login is admin/admin (vendor default) and it forces a change\n"
        f"- changed 2026-06-14 to: {_PW}\n  (also in the vault)\n"
    )
    assert found(rules, "lmadmin/notes.md", text) == [(4, _PW)]


@pytest.mark.parametrize(
    "text",
    [
        "- first login is admin/admin\n- changed 2026-06-14 to: SAML via the university IdP\n",
        "- first login is admin/admin\n- changed to Kerberos5 auth\n",
    ],
)
def test_a_logins_change_to_no_password_gives_none(rules: RuleSet, text: str) -> None:
    assert found(rules, "lmadmin/notes.md", text) == []
