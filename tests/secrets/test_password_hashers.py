"""A password given in the clear to what hashes it for a configuration: a call named for
hashing a password (`hashPassword("PW")`, `generate_password_hash("PW")`), a hasher's option
(`doveadm pw -p PW`, `rspamadm pw -p PW`) or argument (`slappasswd -s PW`, `caddy hash-password
--plaintext PW`). The hash is stored; the literal is the password itself. Values are made
here."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

PASSWORD = "Vq3#Nd8wLr2Tz"


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("site/app/__init__.py", 'ADMIN_HASH = generate_password_hash("{v}")'),
        ("web/src/seed.ts", "const admin = await hashPassword('{v}');"),
        ("portal/install.php", '$h = password_hash("{v}", PASSWORD_BCRYPT);'),
        ("gateway/config.lua", 'webConfig({{password=hashPassword("{v}")}})'),
        ("svc/Seed.java", 'String pw = Hasher.hash_pwd("{v}");'),
    ],
)
def test_a_password_given_to_a_call_that_hashes_it_is_found(
    rules: RuleSet, path: str, line: str
) -> None:
    assert found(rules, path, "x = 1\n" + line.format(v=PASSWORD) + "\n") == [(2, PASSWORD)]


@pytest.mark.parametrize(
    "line",
    [
        # A variable, a placeholder, a default everyone knows.
        "h = generate_password_hash(form.password.data)",
        'h = generate_password_hash("changeme")',
        'h = hash_password("<your password>")',
        # A call that checks a password against its hash, or gets one.
        'ok = check_password_hash(row.pw_hash, "{v}")',
        'h = get_password_hash("{v}")',
        # A hash of something that is no password: a file, a token's id.
        'digest = hash_file("{v}")',
        'h = hash_token("{v}")',
    ],
)
def test_calls_given_no_password_in_the_clear_are_not_reported(rules: RuleSet, line: str) -> None:
    assert found(rules, "app/auth.py", line.format(v=PASSWORD) + "\n") == []


@pytest.mark.parametrize(
    "command",
    [
        "doveadm pw -s SHA512-CRYPT -p {v}",
        "rspamadm pw -p '{v}'",
        "slappasswd -h {{SSHA}} -s {v}",
        "caddy hash-password --plaintext {v}",
    ],
)
def test_a_password_given_to_a_hashing_tool_is_found(rules: RuleSet, command: str) -> None:
    text = "cd /etc\n" + command.format(v=PASSWORD) + "\n"
    assert values(rules, ".bash_history", text) == [PASSWORD]


def test_hashing_tools_that_prompt_or_read_a_variable_are_not_reported(rules: RuleSet) -> None:
    text = (
        "doveadm pw -s SHA512-CRYPT\nrspamadm pw\nslappasswd -h {SSHA}\ncaddy hash-password\n"
        'doveadm pw -p "$NEW_PW"\nslappasswd -s "$(pass show ldap/root)"\n'
    )
    assert found(rules, ".bash_history", text) == []


def test_a_huge_line_of_hashing_calls_takes_linear_time(rules: RuleSet) -> None:
    text = ('hashPassword("' + "a" * 40 + '"); ') * 20_000 + "\n"
    linear, times = text_grows_linearly(lambda part: found(rules, "seed.js", part), text)
    assert linear, times
