"""A shell variable in curl's password place (`curl -u USER:"$PW"`, in an alias of a .bashrc or
a script): the value the same file assigns the variable (`export PW=VALUE`, bare or quoted,
before or after the alias that reads it) is the password. A variable the file reads from
elsewhere, or never assigns, and a variable assigned with more than its value stay unreported.
Values are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.callvars import shell_variable_value
from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _password() -> str:
    return "q" + secrets.token_urlsafe(12) + "^4z"


@pytest.mark.parametrize(
    ("lines", "line"),
    [
        (
            [
                "alias purge='curl -u admin:\"$IIIF_ADMIN\" -X POST https://iiif.example.org/tasks'",
                "export IIIF_ADMIN={p}",
            ],
            2,
        ),
        (["SOLR_PW='{p}'", 'curl -s -u solr:"${{SOLR_PW}}" "http://solr:8983/solr/"'], 1),
    ],
)
def test_the_assigned_value_is_found(rules: RuleSet, lines: list[str], line: int) -> None:
    password = _password()
    text = "\n".join(lines).format(p=password) + "\n"
    assert found(rules, ".bashrc", text) == [(line, password)]


@pytest.mark.parametrize(
    "lines",
    [
        [
            "alias purge='curl -u admin:\"$IIIF_ADMIN\" -X POST https://iiif.example.org/tasks'",
            "export IIIF_ADMIN=$(pass show iiif/admin)",
        ],
        ["alias purge='curl -u admin:\"$IIIF_ADMIN\" https://iiif.example.org/tasks'"],
        ['curl -u admin:"$IIIF_ADMIN" https://x.example.org', "IIIF_ADMIN={p} other"],
        ["export IIIF_USER={p}", 'curl -u "$IIIF_USER":secret-from-vault https://x.example.org'],
    ],
)
def test_unassigned_or_unread_variables_are_not_reported(rules: RuleSet, lines: list[str]) -> None:
    text = "\n".join(lines).format(p=_password()) + "\n"
    assert found(rules, ".bashrc", text) == []


def test_the_last_assignment_within_reach_is_the_value() -> None:
    text = 'PW=old1\ncurl -u u:"$PW" x\nexport PW="new2"\n'
    use = text.index('PW"')
    assert shell_variable_value(text, use, use + 2, use) == (
        text.index("new2"),
        text.index("new2") + 4,
    )
