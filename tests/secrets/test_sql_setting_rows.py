"""A SQL dump's table of settings by name (pg_dump's `COPY t (scope, name, value) FROM stdin;`):
a row whose name is a secret's gives that secret in the column after it. Rows of other names,
NULL values, and tables whose columns are no name and value pair are left alone. Values are
made here."""

from __future__ import annotations

import random
import string
import time

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values

_RNG = random.Random(7105)
_MIXED = string.ascii_letters + string.digits + "%.^"


def _password() -> str:
    return "".join(_RNG.choice(_MIXED) for _ in range(15)) + "9"


def _copy(columns: str, rows: list[str]) -> str:
    return f"COPY app.site_settings ({columns}) FROM stdin;\n" + "\n".join(rows) + "\n\\.\n"


def test_a_setting_rows_value_under_a_secrets_name(rules: RuleSet) -> None:
    password = _password()
    text = "--\n" + _copy(
        "scope, setting_name, setting_value",
        ["3\tMailRelayUser\tnotify", f"3\tMailRelayPassword\t{password}", "3\tMailRelayPort\t587"],
    )
    assert found(rules, "backup/site.sql", text) == [(4, password)]


def test_key_and_value_columns(rules: RuleSet) -> None:
    token = _password() + _password()
    text = _copy("key, value", ["ui.theme\tdark", f"ingest.api_token\t{token}"])
    assert values(rules, "backup/kv.sql", text) == [token]


def test_setting_rows_that_hold_no_secret(rules: RuleSet) -> None:
    text = _copy(
        "scope, name, value",
        ["3\tMailRelayPassword\t\\N", "3\tMailRelayHost\tsmtp.lab.test", "3\tTokenLifetime\t3600"],
    )
    assert values(rules, "backup/site.sql", text) == []


def test_a_name_not_beside_a_value_column_is_no_setting(rules: RuleSet) -> None:
    text = _copy("name, scope, value", [f"MailRelayPassword\t3\t{_password()}"])
    assert values(rules, "backup/site.sql", text) == []


def test_many_setting_rows_are_quick(rules: RuleSet) -> None:
    rows = [f"{n}\tMailRelayHost{n}\tsmtp-{n}.lab.test/{'x' * 40}" for n in range(16000)]
    text = _copy("scope, name, value", rows) + "-- key pass token\n"
    assert len(text) > 1_000_000
    began = time.perf_counter()
    assert values(rules, "backup/site.sql", text) == []
    assert time.perf_counter() - began < 1.0
