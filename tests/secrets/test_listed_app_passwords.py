"""App passwords a note lists under a Markdown heading that names them ("## App passwords we made
for service accounts"): an item whose line ends with a colon (whose and when) gives its one alone
on the next line, in the shape its provider shows it (Nextcloud's five groups of five letters
and digits). Items of other shapes (a host, a user, the manual's `xxxxx-…` example), an item
its lead-in calls revoked, a value not alone on its line, and a heading that names no secret
give nothing. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(2207)


def _nextcloud() -> str:
    # Five groups of five, both cases and digits, as Nextcloud's Security page shows one.
    groups = ["".join(_RNG.choices(string.ascii_letters + string.digits, k=4)) for _ in range(5)]
    return "-".join(group + digit for group, digit in zip(groups, "72946", strict=True))


def _note(heading: str, lead: str, value: str, tail: str = "") -> str:
    return (
        "# occ crib (Nextcloud 30)\n\n"
        "    sudo -u www-data php occ status\n\n"
        f"## {heading}\n\n"
        f"* `svc-sync` (rclone from erddap01): {lead}:\n"
        f"  {value}{tail}\n"
        "* the user docs' example looks like `xxxxx-xxxxx-xxxxx-xxxxx-xxxxx`.\n"
    )


def test_an_app_password_listed_under_its_heading_is_found(rules: RuleSet) -> None:
    password = _nextcloud()
    text = _note("App passwords we made for service accounts", "created in the web UI", password)
    assert found(rules, "notes/nextcloud.md", text) == [(8, password)]


@pytest.mark.parametrize(
    ("heading", "lead", "value", "tail"),
    [
        # A heading that names no secret, or another section's.
        ("Service accounts we made", "created in the web UI", None, ""),
        # The lead-in calls it revoked; the value is not alone on its line.
        ("App passwords we made", "revoked 2025-04-30", None, ""),
        ("App passwords we made", "created in the web UI", None, " (in keepass too)"),
        # Other shapes under the heading: the manual's example, a host, a word of groups.
        ("App passwords we made", "created in the web UI", "xxxxx-xxxxx-xxxxx-xxxxx-xxxxx", ""),
        ("App passwords we made", "for the host", "erddap01.greenfinch.example.is", ""),
        ("App passwords we made", "device name", "alpha-bravo-delta-gamma-omega", ""),
    ],
)
def test_other_items_headings_and_shapes_give_nothing(
    rules: RuleSet, heading: str, lead: str, value: str | None, tail: str
) -> None:
    password = _nextcloud()
    text = _note(heading, lead, password if value is None else value, tail)
    assert found(rules, "notes/nextcloud.md", text) == []
    # The same item under the heading, in the shape and alone, is found.
    listed = _note("App passwords we made", "created in the web UI", password)
    assert found(rules, "notes/nextcloud.md", listed) == [(8, password)]
