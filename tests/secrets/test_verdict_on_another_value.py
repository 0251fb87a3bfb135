"""A remark's verdict after a value ("…, it was revoked", "… -- that key no longer works",
"… -- dead", "was only for the setup; … that account was deleted") is said of the value it
follows, over one line break where the sentence runs on. Where the remark sets or gives another
value on its way to the verdict (the next line's `api token: …`, a second setting on the line),
the verdict is that value's: a writer's "revoked" placed after another value never silences a
live one before it. Values are made here."""

from __future__ import annotations

import secrets
import string

import pytest

from govern.secrets.deadafter import said_revoked
from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def _drawn(length: int) -> str:
    return "".join(secrets.choice(string.ascii_letters + string.digits) for _ in range(length))


@pytest.mark.parametrize(
    ("path", "lines"),
    [
        # The sentence runs on to the next line, which sets another value and ends on "it".
        ("notes.md", "db password: {live}, and\napi token: {dead}, it was revoked\n"),
        (
            "notes.md",
            "db password: `{live}` -- set by ops, and\napi token `{dead}` -- it no longer works\n",
        ),
        (
            "notes.md",
            "- db password: `{live}` -- set today, and\n  api token `{dead}` it was revoked\n",
        ),
    ],
)
def test_a_verdict_past_another_value_is_not_said_of_the_live_one(
    rules: RuleSet, path: str, lines: str
) -> None:
    live, dead = _drawn(20), _drawn(20)
    text = lines.format(live=live, dead=dead)
    assert live in values(rules, path, text)
    assert not said_revoked(text, text.index(live) + len(live))


def test_a_verdict_at_the_lines_end_past_another_setting_is_that_settings(
    rules: RuleSet,
) -> None:
    live, dead = _drawn(20), _drawn(20)
    text = f"DB_PASSWORD={live} API_TOKEN={dead} -- dead\n"
    assert values(rules, ".env", text) == [live]


@pytest.mark.parametrize(
    "after",
    [
        # What was done to the value, then the verdict on it (its own remark: the design).
        " -- changed the same day,\n that password no longer logs in.\n",
        " was rotated after the SSO reset 2024-06-03 -- dead\n",
    ],
)
def test_a_values_own_remark_still_says_it_is_dead(rules: RuleSet, after: str) -> None:
    password = "Qm" + _drawn(12) + "7"
    text = f"- old admin password `{password}`{after}"
    assert values(rules, "notes.md", text) == []


@pytest.mark.parametrize(
    "second",
    ["db password: `{other}` it was deleted\n", "DB_PASSWORD={other} - that account was deleted\n"],
)
def test_a_one_time_remark_ending_on_another_values_account_is_that_ones(
    rules: RuleSet, second: str
) -> None:
    live, other = _drawn(20), _drawn(20)
    text = f"admin password `{live}` was only for the setup, and\n" + second.format(other=other)
    assert live in values(rules, "notes.md", text)


def test_a_one_time_value_whose_own_account_was_deleted_is_dead(rules: RuleSet) -> None:
    password = _drawn(20)
    text = (
        f"initial admin password `{password}` was only for the\nsetup wizard on 2024-06-03; "
        "the wizard is disabled and that account was deleted\n"
    )
    assert values(rules, "notes.md", text) == []


def test_a_commented_setting_its_remark_calls_the_old_one_and_revoked_is_dead(
    rules: RuleSet,
) -> None:
    """ "# old token, deleted … (revoked)" after a setting kept commented out names that value
    as the old one: it is dead, and the setting in use below stays reported."""
    old, live = _drawn(32), _drawn(32)
    text = (
        'provider "fastly" {\n'
        f'  # api_key = "{old}"   # old token, deleted from the account 2026-07 (revoked)\n'
        f'  api_key = "{live}"\n'
        "}\n"
    )
    assert values(rules, "web/cdn/fastly.tf", text) == [live]


@pytest.mark.parametrize(
    "remark",
    [
        "old token still works, the other one (revoked)",
        "old token, the previous key (revoked)",
    ],
)
def test_an_older_or_live_value_spoken_of_after_the_label_leaves_it_reported(
    rules: RuleSet, remark: str
) -> None:
    value = _drawn(32)
    text = f'  # api_key = "{value}"   # {remark}\n'
    assert values(rules, "web/cdn/fastly.tf", text) == [value]
