"""A Proxmox VE or Backup Server API token's secret, a UUID, where its id (USER@REALM!TOKENID)
stands before it: a line of /etc/pve/priv/token.cfg, the `value` row of the table `pveum user
token add` prints once; and a login ticket sent as a request's `Cookie: PVEAuthCookie=…` line.
The ids themselves, a UUID after another word and the docs' example stay unreported. Values
are made here."""

from __future__ import annotations

import base64
import secrets
import uuid

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values


def test_the_secrets_in_token_cfg_are_found(rules: RuleSet) -> None:
    first, second = str(uuid.uuid4()), str(uuid.uuid4())
    text = f"ci-runner@pve!terraform {first}\nbackup@pbs!nightly {second}\n"
    assert found(rules, "pve/priv/token.cfg", text) == [(1, first), (2, second)]


def test_the_value_row_pveum_prints_is_found(rules: RuleSet) -> None:
    secret = str(uuid.uuid4())
    text = (
        "root@pve01:~# pveum user token add svc-inv@pve inventory --privsep 1\n"
        "┌──────────────┬──────────────────────────────────────┐\n"
        "│ key          │ value                                │\n"
        "╞══════════════╪══════════════════════════════════════╡\n"
        "│ full-tokenid │ svc-inv@pve!inventory                │\n"
        "├──────────────┼──────────────────────────────────────┤\n"
        '│ info         │ {"privsep":"1"}                      │\n'
        "├──────────────┼──────────────────────────────────────┤\n"
        f"│ value        │ {secret} │\n"
        "└──────────────┴──────────────────────────────────────┘\n"
    )
    assert found(rules, "ops/token-add.log", text) == [(9, secret)]


@pytest.mark.parametrize(
    "text",
    [
        # The ids alone (a list), a UUID after another kind of name, the docs' example, and a
        # table with no `value` row.
        "tokens: ci-runner@pve!terraform, backup@pbs!nightly\n",
        "vm 104 {} running\n",
        "ci-runner@pve!terraform aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee\n",
        "root@pve01:~# pveum user token list svc-inv@pve\n│ tokenid   │ expire │\n"
        "│ inventory │ 0      │\nvm uuid {}\n",
    ],
)
def test_token_ids_and_other_uuids_are_not_reported(rules: RuleSet, text: str) -> None:
    assert values(rules, "pve/notes.txt", text.format(uuid.uuid4())) == []


def _ticket() -> str:
    signature = base64.b64encode(secrets.token_bytes(256)).decode().rstrip("=")
    return f"PVE:ops@pve:{secrets.token_hex(4).upper()}::{signature}"


def test_a_ticket_sent_as_a_requests_cookie_line_is_found(rules: RuleSet) -> None:
    ticket = _ticket()
    text = (
        "GET /api2/json/nodes HTTP/1.1\n"
        f"    Cookie: PVEAuthCookie={ticket}\n"
        f"    CSRFPreventionToken: 67B3C1A2:{secrets.token_urlsafe(32)}\n"
    )
    assert (2, ticket) in found(rules, "pve/api-notes.md", text)


@pytest.mark.parametrize(
    "line",
    [
        "Cookie: PVEAuthCookie={{pve_ticket}}\n",
        "Cookie: PVEAuthCookie=$PVE_TICKET\n",
        "Cookie: theme=dark; lang=en-NZ-kiwi-english\n",
        # Not the request's header line: prose that mentions a cookie.
        "The browser keeps the cookie: PVEAuthCookie=" + "x" * 3 + " until logout.\n",
    ],
)
def test_a_cookie_line_without_a_login_is_not_reported(rules: RuleSet, line: str) -> None:
    assert values(rules, "pve/api-notes.md", line) == []
