"""A comment's later clause that labels a secret: `# ssh key ~/.ssh/id_x is passphrase-
protected; passphrase: VALUE` in a configuration, the label after the semicolon, its value
ending the line. Words, references, a path of a password store and a hash's label given so
are not values. Values are made here."""

from __future__ import annotations

import secrets
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly


def _random(length: int) -> str:
    alphabet = string.ascii_letters + string.digits
    while True:
        value = "".join(secrets.choice(alphabet) for _ in range(length))
        if value[0].isalpha() and any(c.isdigit() for c in value):
            return value


@pytest.mark.parametrize(
    ("template", "path"),
    [
        (
            "transport: core.ssh\n"
            "# ssh key ~/.ssh/id_gpp is passphrase-protected; passphrase: {v}\n",
            "aiida/computer.yaml",
        ),
        ("[db]\nhost = db1\n# read-only replica; its password: {v}\n", "app/settings.ini"),
        ("ls\n# the nightly sync's account; token: {v}\n", ".bash_history"),
    ],
)
def test_a_label_after_a_comments_semicolon_gives_its_value(
    rules: RuleSet, template: str, path: str
) -> None:
    value = _random(16)
    text = template.format(v=value)
    assert found(rules, path, text) == [(text.count("\n"), value)]


@pytest.mark.parametrize(
    "clause",
    [
        "passphrase: kept in the vault",
        "passphrase: ${{SSH_KEY_PASSPHRASE}}",
        "passphrase: see ops/ssh/gpp",
        "password hash: {h}",
        "key file: ~/.ssh/id_gpp",
    ],
)
def test_words_references_and_hashes_after_the_semicolon_are_not_values(
    rules: RuleSet, clause: str
) -> None:
    text = f"# ssh key for the login node; {clause.format(h=secrets.token_hex(16))}\n"
    assert found(rules, "aiida/computer.yaml", text) == []


def test_hostile_clauses_take_linear_time(rules: RuleSet) -> None:
    line = "# a; b c passphrase passphrase passphrase:  " + "x" * 100 + " y\n"
    text = line * (400_000 // len(line))

    def scan(part: str) -> None:
        assert found(rules, "aiida/computer.yaml", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
