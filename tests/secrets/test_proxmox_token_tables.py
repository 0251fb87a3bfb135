"""The table `pveum user token add` prints once, its box drawn with `│`: the `value` row holds the
token's secret. Files are read as latin-1, so the box's characters are their UTF-8 bytes. Values
are made here."""

from __future__ import annotations

import uuid

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

SECRET = str(uuid.UUID(int=0x5D2E9A41C07B4E3F9A1186D2C4B7E0F3))


def _table(command: str, value_row: str) -> str:
    """A log of COMMAND and the table it prints, as a scan reads the file (latin-1)."""
    rows = [
        command,
        "┌──────────────┬──────────────────────────────────────┐",
        "│ key          │ value                                │",
        "╞══════════════╪══════════════════════════════════════╡",
        "│ full-tokenid │ svc-backup@pve!nightly               │",
        "├──────────────┼──────────────────────────────────────┤",
        '│ info         │ {"privsep":"1"}                      │',
        "├──────────────┼──────────────────────────────────────┤",
        value_row,
        "└──────────────┴──────────────────────────────────────┘",
    ]
    return ("\n".join(rows) + "\n").encode("utf-8").decode("latin-1")


def test_the_value_row_of_the_printed_table_is_found(rules: RuleSet) -> None:
    text = _table(
        "root@pve01:~# pveum user token add svc-backup@pve nightly --privsep 1",
        f"│ value        │ {SECRET} │",
    )
    assert found(rules, "ops/proxmox/token-add.log", text) == [(9, SECRET)]


def test_a_table_no_token_command_printed_is_passed_over(rules: RuleSet) -> None:
    # The same box after `pveum user token list`: no secret is printed by it.
    text = _table(
        "root@pve01:~# pveum user token list svc-backup@pve",
        f"│ value        │ {SECRET} │",
    )
    assert found(rules, "ops/proxmox/token-list.log", text) == []
