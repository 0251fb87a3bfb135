"""Czech and Slovak notes label a password "heslo" (hesla, heslem as it inflects), and name whom
or what a secret is for after "pro" or "pre" ("API token pro Grafana plugin: …"), as English
notes do after "for". Values are drawn here. Look-alikes: where the password is kept, a
placeholder, and a label whose only secret word follows "pro"."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(8404)
_LETTERS = string.ascii_letters + string.digits
PASSWORD = "".join(_RNG.choice(_LETTERS) for _ in range(15)) + "^"
TOKEN = "".join(_RNG.choice("0123456789abcdef") for _ in range(64))


@pytest.mark.parametrize(
    "line",
    [
        "Admin do klienta (role `k_admin`): účet `k7admin`, heslo `{pw}`",
        "- heslo: {pw}",
        "- SFTP, přihlášení heslem {pw}",
    ],
)
def test_a_czech_password_word_labels_its_value(rules: RuleSet, line: str) -> None:
    text = f"# Poznámky\n\n{line.format(pw=PASSWORD)}\n"
    assert found(rules, "notes/poznamky.md", text) == [(3, PASSWORD)]


def test_what_a_secret_is_for_follows_pro(rules: RuleSet) -> None:
    text = f"## Zabbix\n- API token pro Grafana plugin (uživatel svc-grafana, jen čtení): {TOKEN}\n"
    assert found(rules, "monitoring/notes.md", text) == [(2, TOKEN)]


@pytest.mark.parametrize(
    "line",
    [
        "- LINDAT: účet `jnovak`, heslo v ~/.netrc",
        "- heslo: <heslo>",
        "- heslo: ${FTP_PASS}",
        f"- checksum pro token: {TOKEN}",
    ],
)
def test_where_the_password_is_kept_is_no_password(rules: RuleSet, line: str) -> None:
    assert found(rules, "notes/poznamky.md", f"# Poznámky\n{line}\n") == []
