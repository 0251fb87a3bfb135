"""A few words that point to the file a secret is kept in, written in the secret's place ("see
client_secret.json", "kept in ~/.ssh/deploy.key"): where the secret is, not the secret. A
token beside such a pointer, and a value that only mentions a file, are still found. Values
are made here."""

from __future__ import annotations

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

TOKEN = "1//0gHq7vZ2xKd9LmR4tW8yN3pB6cF0sJ5aE1uQ"


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("projects", "uploads", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("auth/creds.json", '{"client_secret": "see oauth_client.json", "client_id": "x"}\n'),
        ("auth/creds.json", '{"access_token": "stored in ~/.cache/uploader/token.txt"}\n'),
        (".env", "SMTP_PASSWORD=kept in /run/secrets/smtp.txt\n"),
        ("deploy.yaml", "registry:\n  password: read from registry-creds.yaml\n"),
    ],
)
def test_words_pointing_to_a_file_are_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []


def test_a_token_beside_a_pointer_and_a_value_that_mentions_a_file_are_found(
    rules: RuleSet,
) -> None:
    text = f'{{"client_secret": "see client.json", "refresh_token": "{TOKEN}"}}\n'
    assert TOKEN in _values(rules, "auth/creds.json", text)
    # A secret that only mentions a file is no pointer: words before it, then more text.
    secret = "see 9fQ2vL7xR4kTz.json Wm3q9ZtR7vLx2KpN8cYd"
    assert _values(rules, "auth/creds.json", f'{{"client_secret": "{secret}"}}\n') == [secret]


def test_a_huge_pointer_value_takes_linear_time(rules: RuleSet) -> None:
    text = '{"client_secret": "' + "see " * 200_000 + 'x.json"}\n'
    linear, times = text_grows_linearly(lambda part: _values(rules, "auth/creds.json", part), text)
    assert linear, times
