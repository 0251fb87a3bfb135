"""A table a CLI printed with its box drawn (`│`, `┃`) rather than with `|`: a scan reads files as
latin-1, so each bar is the three characters of its UTF-8 bytes, and a row's label and value are
read between them as between ASCII bars. Values are made here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random("box-drawn-tables")
SECRET = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(64)) + "-Kr2Zt8"


def _as_read(rows: list[str]) -> str:
    """ROWS as a scan reads the file: UTF-8 bytes decoded as latin-1."""
    return ("\n".join(rows) + "\n").encode("utf-8").decode("latin-1")


def _created(bar: str, secret_cell: str) -> str:
    """`openstack application credential create`'s table, its box drawn with BAR."""
    width = max(len(secret_cell), 36)
    rows = [
        ("Field", "Value"),
        ("description", "nightly backup"),
        ("expires_at", "None"),
        ("id", "3f1c0a9b7e2d4c58a6b1e0f9d8c7b6a5"),
        ("name", "backup-job"),
        ("project_id", "9e8d7c6b5a4f43e2b1c0d9e8f7a6b5c4"),
        ("roles", "member"),
        ("secret", secret_cell),
        ("unrestricted", "False"),
        ("user_id", "1a2b3c4d5e6f47a8b9c0d1e2f3a4b5c6"),
    ]
    rule = "─" * 14 + "┼" + "─" * (width + 2)
    return _as_read(
        [
            "$ openstack application credential create --description 'nightly backup' backup-job",
            "┌" + rule.replace("┼", "┬") + "┐",
            *(f"{bar} {label:<12} {bar} {value:<{width}} {bar}" for label, value in rows),
            "└" + rule.replace("┼", "┴") + "┘",
        ]
    )


def test_the_secret_row_of_a_light_box_is_found(rules: RuleSet) -> None:
    assert found(rules, "ops/openstack/appcred.log", _created("│", SECRET)) == [(10, SECRET)]


def test_the_secret_row_of_a_heavy_box_is_found(rules: RuleSet) -> None:
    assert found(rules, "ops/openstack/appcred.log", _created("┃", SECRET)) == [(10, SECRET)]


def test_a_box_whose_secret_row_is_empty_is_passed_over(rules: RuleSet) -> None:
    # `application credential show` prints the row with nothing in it: the secret is shown once.
    assert found(rules, "ops/openstack/appcred.log", _created("│", "None")) == []
