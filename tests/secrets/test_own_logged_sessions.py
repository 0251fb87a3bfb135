"""A log file's record (a line a time starts) that reports its own connection's or request's
session (`session key HEX`, `Session key: UUID`, a request line's `?session_id=HEX`) gives an
id no one reuses; the same session token in shell history or notes, and a token a log record
gives under its own name, are still found. Values are made here."""

from __future__ import annotations

import secrets
import uuid

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def _records() -> list[str]:
    return [
        f"12-Mar 22:47 vault-dir: Console 'ops-mon' attached, session key {secrets.token_hex(8)}",
        f"2027-01-09 08:31:40,052 INFO [relay.Client] (io-3) Session key: {uuid.uuid4()} (idle 5m)",
        "[D 2027-01-09 08:33:17.650 Hub] 200 GET /hub/api/events"
        f"?session_id={secrets.token_hex(16)} (10.9.1.4) 4.2ms",
    ]


@pytest.mark.parametrize("index", range(3))
def test_a_log_record_s_own_session_is_passed_over(rules: RuleSet, index: int) -> None:
    assert values(rules, "srv/relay/logs/relay.log", _records()[index] + "\n") == []


def test_a_token_a_log_record_gives_under_its_own_name_is_still_found(rules: RuleSet) -> None:
    token = "Rk" + secrets.token_urlsafe(24).replace("-", "x").replace("_", "y")
    text = _records()[0] + f"\n2027-01-09 08:31:41 relay: issued api_token={token}\n"
    assert values(rules, "srv/relay/logs/relay.log", text) == [token]


@pytest.mark.parametrize("path", [".bash_history", "notes/relay.md"])
def test_a_session_token_outside_a_log_is_still_found(rules: RuleSet, path: str) -> None:
    session = secrets.token_hex(16)
    line = f"curl -b 'x' 'https://relay.example.org/hub/api/events?session_id={session}'"
    assert values(rules, path, line + "\n") == [session]
