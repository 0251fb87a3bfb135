"""Passwords notes give without a label's colon before them: a `pw` word before a drawn
password holding `=` (a setting's `name=value` is none), an administrator's pair after a web
interface's address, an org-mode description list's `account :: USER :: PASSWORD`, a value
with a leading dash after a remark's colon, and a shell history's comment saying what a
password was set to. Look-alikes beside each stay unreported. Values are generated here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(6058)


def _drawn(mark: str) -> str:
    body = [_RNG.choice(string.ascii_letters + string.digits) for _ in range(12)]
    return "".join(body[:5]) + mark + "".join(body[5:]) + _RNG.choice(string.digits) + "Kx"


WIFI = "h5_" + _drawn("=") + "*"
ADMIN = _drawn("!")
ACCOUNT = _drawn("%")
DASHED = "-" + _drawn("")
SET_TO = _drawn("=")


def test_a_pw_word_before_a_password_holding_an_equals_sign(rules: RuleSet) -> None:
    text = (
        f'boat: skipper Semisi. starlink wifi "Deck" pw {WIFI}\n'
        "(only 40 GB for the trip)\n"
        "then scontrol token lifespan=3600 for the run\n"
    )
    assert found(rules, "notes/trip.txt", text) == [(1, WIFI)]


def test_an_admin_pair_after_a_web_interfaces_address(rules: RuleSet) -> None:
    text = (
        f"- the logger at the weir: web UI on 10.41.8.17, admin / {ADMIN}\n"
        f"Library web UI: https://tape.example.org  admin / {ADMIN[::-1]}\n"
        "- see https://wiki.example.org/backup root / 2024-05-01\n"
        "- 10.0.0.1, admin / admin\n"
        "- https://minio.example.org admin / minioadmin\n"
    )
    assert found(rules, "NOTES.org", text) == [(1, ADMIN), (2, ADMIN[::-1])]


def test_an_org_description_lists_account_user_and_password(rules: RuleSet) -> None:
    text = (
        f"- Vendor account :: ana.lopez@example.org :: {ACCOUNT}\n"
        "- licence server :: 27008@lic01.example.org, SN 417730\n"
        "- lab account :: alice :: admin-group\n"
        "- Zulip bot :: mofbot-bot, key in ~/.zuliprc\n"
    )
    assert found(rules, "notes/accounts.org", text) == [(1, ACCOUNT)]


def test_a_dashed_value_after_a_remarks_colon(rules: RuleSet) -> None:
    text = (
        "During the incident we shared the admin password over the phone and I wrote it here\n"
        f"(Ana: rotate!): {DASHED}\n"
        "\n"
        "The admin password is set in the wrapper with the option:\n"
        f"--{DASHED}\n"
    )
    assert found(rules, "runbooks/restore.md", text) == [(2, DASHED)]


def test_a_history_comment_saying_what_a_password_was_set_to(rules: RuleSet) -> None:
    text = (
        "coldfront createsuperuser --username cf-admin\n"
        f"# cf-admin password set to {SET_TO} (moved to vault? not yet)\n"
        "# the token: see vault, expires in 90 days\n"
        "# api key example from the docs: set to expire at 2025-01-01\n"
    )
    assert found(rules, ".bash_history", text) == [(2, SET_TO)]
