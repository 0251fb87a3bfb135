"""A log record's session id, a `login` event's fields, a release's version under a name that
holds a secret's word by chance, and a value its remark calls the old one that no longer works:
none is a secret. A session's token in a log, a `TOOL login USER PASSWORD` command, a live
value beside a dead one and a password are still reported. Values are made here."""

from __future__ import annotations

import random
import string
import uuid

from govern.secrets.deadafter import said_revoked
from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

_DRAW = random.Random(90817)
HEX = "".join(_DRAW.choices("0123456789abcdef", k=32))
TOKEN = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=26))
PASSWORD = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=10)) + "#4"
OLD = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=9)) + "!"


def test_a_log_records_session_id_is_not_reported(rules: RuleSet) -> None:
    log = (
        f"2031-02-14 22:10:45,120 DEBUG sync step=3 session={HEX}\n"
        f"[worker-2] 09:41:07 WARN retry sessionId={uuid.UUID(int=_DRAW.getrandbits(128))}\n"
        f"Feb 14 22:10:46 relay[311]: closed session_id={HEX[::-1]}\n"
    )
    assert found(rules, "var/log/relay/sync.log", log) == []


def test_a_logged_session_token_and_an_unlogged_session_stay_reported(rules: RuleSet) -> None:
    log = f"2031-02-14T22:10:45Z INFO resume session_token={TOKEN}\nrelay_session={HEX}\n"
    assert found(rules, "relay/state.conf", log) == [(1, TOKEN), (2, HEX)]


def test_a_login_events_fields_are_no_commands_arguments(rules: RuleSet) -> None:
    log = (
        f"2031-02-14T22:10:45Z NOTICE login user=ops-kaveh origin=192.0.2.44 "
        f"session={uuid.UUID(int=_DRAW.getrandbits(128))}\n"
    )
    assert found(rules, "gateway/audit.log", log) == []
    assert values(rules, "bin/connect.sh", f"fwcli login kaveh {PASSWORD}\n") == [PASSWORD]


def test_a_release_version_under_a_name_holding_auth_is_not_reported(rules: RuleSet) -> None:
    env = "AUTHORIA_IMAGE=2027.3.11\nOAUTHLIB_PIN=v3.2.2-rc1\nAUTHORIA_TOKEN_SECRET=" + TOKEN
    assert values(rules, "deploy/.env", env + "\n") == [TOKEN]


def test_a_value_remarked_the_old_one_no_longer_working_is_not_reported(
    rules: RuleSet,
) -> None:
    script = (
        f"RELAY_PASS='{PASSWORD}'\n"
        f"# RELAY_PASS='{OLD}'   <- the old one, no longer works\n"
        f"# RELAY_TOKEN={TOKEN[::-1]}  (no longer valid since the move)\n"
    )
    assert values(rules, "relay/push.sh", script) == [PASSWORD]


def test_old_one_said_of_an_earlier_value_leaves_this_one_reported(rules: RuleSet) -> None:
    text = f"relay_secret = {TOKEN}  # the old one was revoked in May\n"
    assert values(rules, "relay/settings.conf", text) == [TOKEN]
    assert not said_revoked(f"'{OLD}' <- replaces the old one", len(OLD) + 2)
    assert said_revoked(f"'{OLD}'  \u2190 the old one", len(OLD) + 2)


def test_many_log_sessions_are_read_quickly(rules: RuleSet) -> None:
    line = "12:00:01 INFO login user=a session=" + HEX + "\n"
    text = line * (1_000_000 // len(line))

    def scan(part: str) -> None:
        assert found(rules, "big/app.log", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times


def test_a_one_time_password_whose_account_was_deleted_is_not_reported(rules: RuleSet) -> None:
    password = "".join(_DRAW.choices("0123456789abcdef", k=32))
    note = (
        "## Jenkins\n\n"
        f"- Jenkins initial admin password `{password}` was only for the\n"
        "  setup wizard on 2031-06-03; the wizard is disabled and that account was deleted.\n"
    )
    assert values(rules, "docs/runbook.md", note) == []


def test_a_one_time_password_still_live_or_of_another_account_is_reported(
    rules: RuleSet,
) -> None:
    password = "".join(_DRAW.choices("0123456789abcdef", k=32))
    notes = [
        # Not yet used: a live one.
        f"- Jenkins initial admin password `{password}` is only for the first login.\n",
        # Another account is gone; this one still works.
        f"- Jenkins initial admin password `{password}` was only for the\n"
        "  setup wizard; the old account was deleted, the admin account still uses it.\n",
        # The sentence ends before the remark: it is of something else.
        f"- Jenkins initial admin password `{password}` was only for the setup wizard.\n"
        "\n- The guest account was deleted.\n",
    ]
    for note in notes:
        assert values(rules, "docs/runbook.md", note) == [password], note
