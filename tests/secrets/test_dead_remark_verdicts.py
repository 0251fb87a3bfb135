"""A remark calls a value dead only with a verdict about it: "dead" ending the remark (`# dead`,
`-- dead`, `(dead)`), not "dead-letter queue" or "dead simple", nor a verdict at the line's end
about something another remark named ("(node17 is down, dead)"). A clause before a value that
dates a rotation or speaks of the old one ("issued after the old one was revoked:") says the
value shown is the current one. Values are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _value() -> str:
    return "V" + secrets.token_urlsafe(15)


@pytest.mark.parametrize(
    "line",
    [
        'API_TOKEN = "{v}"  # dead-letter queue bot',
        'PASSWORD = "{v}"  # dead node watchdog',
        "token: {v}  # dead code below",
        "root password: {v}  (node17 is down, dead)",
        "root password: {v}  -- for node17; node18, dead",
        "password: {v} -- dead simple",
        "wiki password {v} - wiki link in the email, dead",
        "API key (rotated 2025-01-10): `{v}`",
        "Cluster token (replaced 2024-12 by this one): `{v}`",
        "Replacement token, issued after the old one was revoked: `{v}`",
    ],
)
def test_values_beside_verdicts_on_other_things_are_found(rules: RuleSet, line: str) -> None:
    value = _value()
    assert found(rules, "notes.md", line.format(v=value) + "\n") == [(1, value)]


@pytest.mark.parametrize(
    "line",
    [
        "token: {v}  # dead",
        "`{v}` is dead, the new one is in providers.ini.",
        'PASSWORD = "{v}"  (dead)',
        "old password {v} was rotated after the SSO reset -- dead",
        "- old laptop key (replaced 2024-12 after the disk swap): `{v}`",
    ],
)
def test_values_given_a_verdict_stay_unreported(rules: RuleSet, line: str) -> None:
    assert found(rules, "notes.md", line.format(v=_value()) + "\n") == []


def _block(lead: str) -> tuple[str, list[tuple[int, str]]]:
    key, secret = _value() + _value(), _value() + _value()
    return f"{lead}\n\n    key={key}\n    secret={secret}\n", [(3, key), (4, secret)]


@pytest.mark.parametrize(
    "lead",
    [
        "This is not the docs example; ours for fw01:",
        "Ours for fw01 (the docs example is wrong):",
        "Example from the OPNsense docs (these are our live ones):",
    ],
)
def test_a_code_block_its_lead_in_calls_ours_is_found(rules: RuleSet, lead: str) -> None:
    note, expected = _block(lead)
    assert found(rules, "opnsense/README.md", note) == expected


@pytest.mark.parametrize(
    "lead",
    ["Example from the OPNsense docs (not ours):", "Example from the vendor's docs (not ours):"],
)
def test_a_code_block_from_the_docs_stays_unreported(rules: RuleSet, lead: str) -> None:
    note, _ = _block(lead)
    assert found(rules, "opnsense/README.md", note) == []


def _as_read(line: str) -> str:
    """LINE as a scan reads a UTF-8 file: its bytes decoded as latin-1 (an em dash is three)."""
    return (line + "\n").encode("utf-8").decode("latin-1")


def test_a_verdict_set_off_by_an_em_dash_is_read(rules: RuleSet) -> None:
    line = "old password {v} was rotated after the SSO reset \u2014 dead"
    assert found(rules, "notes.md", _as_read(line.format(v=_value()))) == []


def test_an_em_dash_opens_a_remark_about_another_thing(rules: RuleSet) -> None:
    # The verdict ends a clause the em dash opened about another node, not the value.
    value = _value()
    line = f"root password: {value}  \u2014 for node17; node18, dead"
    assert found(rules, "notes.md", _as_read(line)) == [(1, value)]
