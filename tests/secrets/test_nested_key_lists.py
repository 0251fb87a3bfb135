"""A note's list item that names a kind of secret in the plural and ends with a colon ("- API
keys (web UI -> Security -> API keys):") heads the items nested under it, one an account each:
its name, a dash and its key ("  - svc_grafana — VALUE  (read-only role)"). The first live one
that has a token's shape is found. Look-alikes: an item that says where its key is, one called
expired, a plural that heads no nested list. Values are drawn here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random("nested-key-lists")
KEY = "".join(_RNG.choice(string.ascii_letters + string.digits + "_") for _ in range(43))
OLD = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(43))


def _as_read(text: str) -> str:
    """TEXT as the scanner reads its file: UTF-8 bytes decoded as latin-1."""
    return text.encode("utf-8").decode("latin-1")


@pytest.mark.parametrize("dash", ["\u2014", "\u2013", "-"])
def test_an_accounts_key_nested_under_its_kinds_item_is_found(rules: RuleSet, dash: str) -> None:
    text = _as_read(
        "# Backups\n\n- API keys (web UI \u2192 Security \u2192 API keys):\n"
        f"  - svc_reports {dash} in nbu_report.py, expires 2027-09-30\n"
        f"  - svc_grafana {dash} {KEY}  (read-only role, expires 2027-06-30)\n"
        "- Catalog backup on tape.\n"
    )
    assert found(rules, "backup/notes.md", text) == [(5, KEY)]


def test_an_expired_key_and_a_plural_heading_no_list_are_not_reported(rules: RuleSet) -> None:
    text = _as_read(
        "# Backups\n\n- API keys:\n"
        f"  - svc_old_dashboard \u2014 `{OLD}` \u2014 expired 2026-08-31\n"
        "- API keys are rotated yearly.\n"
        f"- svc_other \u2014 {KEY}\n"
    )
    assert found(rules, "backup/notes.md", text) == []


def test_a_long_line_of_plural_secret_words_is_read_in_linear_time(rules: RuleSet) -> None:
    text = "- " + "API keys (x) " * 80_000 + ":\n" + "  - svc \u2014 words here\n" * 20_000

    def scan(part: str) -> None:
        found(rules, "backup/notes.md", part)

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
