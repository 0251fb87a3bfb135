"""A SQL dump's table of settings by name (pg_dump's `COPY t (scope, name, value) FROM stdin;`):
a row whose name is a secret's gives that secret in the column after it. Rows of other names,
NULL values, and tables whose columns are no name and value pair are left alone. Values are
made here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

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

    def scan(part: str) -> None:
        assert values(rules, "backup/site.sql", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times


def test_a_value_column_after_a_column_describing_the_setting(rules: RuleSet) -> None:
    password = _password()
    text = _copy(
        "id, name, description, content, kind",
        [f"7\tLdapBindPassword\tfor the directory\t{password}\tglobal", "8\tTheme\tui\tdark\tx"],
    )
    assert found(rules, "backup/site.sql", text) == [(2, password)]


def test_a_described_setting_of_no_secrets_name_or_a_column_of_other_words(
    rules: RuleSet,
) -> None:
    password = _password()
    described = _copy("id, name, description, content", [f"7\tWelcomeBanner\tshown\t{password}"])
    assert values(rules, "backup/site.sql", described) == []
    # Between the name and the value a column must describe the setting.
    other = _copy("id, name, owner, content", [f"7\tLdapBindPassword\tops\t{password}"])
    assert values(rules, "backup/site.sql", other) == []


def test_a_starred_marker_for_an_account_without_a_password(rules: RuleSet) -> None:
    password = _password()
    text = (
        "COPY public.members (id, login, password, email) FROM stdin;\n"
        "5\tnightly-import\t*NO-PASSWORD*\timport@lab.test\n"
        "6\tmail-bridge\t*LOCKED*\tbridge@lab.test\n"
        f"7\tkowalczyk\t{password}\tkowalczyk@lab.test\n"
        "\\.\n"
    )
    assert found(rules, "backup/members.sql", text) == [(4, password)]
