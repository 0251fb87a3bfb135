"""Values prose and configuration write under a secret's word that are no secret: a manual page
cited by name and section (`credentials: git-credential-store(1)`), and a service's documented
test token (Postmark's POSTMARK_API_TEST). Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

TOKEN = "q8Vt2mKx9RpL4nWz7HcB3dFj"


def _found(rules: RuleSet, file_name: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "eli", *file_name.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        (
            "notes/auth.md",
            "Where things are documented:\n  secrets: systemd-creds(1), sshd_config(5).\n",
        ),
        ("README.md", "- token: pam_krb5(8) and krb5.conf(5)\n"),
        ("docs/setup.txt", "password: passwd(1ssl), see also chpasswd(8)\n"),
        ("mail/relay.toml", '[relay.sandbox]\napi_token = "POSTMARK_API_TEST"\n'),
        ("mail/.env", "POSTMARK_SERVER_TOKEN=POSTMARK_API_TEST\n"),
    ],
)
def test_cited_pages_and_documented_test_tokens_are_left_alone(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _found(rules, file_name, text) == []


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # A real token beside its documented test one, and values only ending like a citation.
        ("mail/relay.toml", f'[relay]\napi_token = "{TOKEN}"\n'),
        ("notes/auth.md", f"- token: {TOKEN}(1)\n"),
    ],
)
def test_secrets_beside_or_like_citations_are_still_found(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert [line for line, _ in _found(rules, file_name, text)] == [text.count("\n")]


def test_hostile_citations_take_linear_time(rules: RuleSet) -> None:
    linear, times = text_grows_linearly(
        lambda part: _found(rules, "notes.md", part), "secret: " + "a(1" * 200_000 + "\n"
    )
    assert linear, times
