"""Placeholders in capitals joined by a colon, as documentation writes a pair's form after an
authorization scheme (`Basic USER:PASSWORD`, BookStack's `Token ID:SECRET`,
`CLIENT_ID:CLIENT_SECRET`): words, not a credential. A pair with digits or small letters, or
capitals and digits drawn at random, is still one."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("docs/api.md", "Send `Authorization: Token ID:SECRET` with every request.\n"),
        ("scripts/call.sh", 'curl -H "Authorization: Basic USER:PASSWORD" "$URL"\n'),
        ("notes/oauth.md", "The header is `Authorization: Basic CLIENT_ID:CLIENT_SECRET`.\n"),
        ("docs/proxy.txt", "proxy_authorization: Basic API_USER:API_KEY:REALM\n"),
    ],
)
def test_placeholder_pairs_are_not_reported(rules: RuleSet, path: str, text: str) -> None:
    assert found(rules, path, text) == []


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            'curl -H "Authorization: Token Hq7Lm2Zp9Kt4:Wv8Rn3Bc6Hd1" "$URL"\n',
            "Hq7Lm2Zp9Kt4:Wv8Rn3Bc6Hd1",
        ),
        ('curl -H "Authorization: Token QK7ZP2MX9W:RL4TN8BV3C" "$URL"\n', "QK7ZP2MX9W:RL4TN8BV3C"),
    ],
)
def test_credentials_of_the_same_form_are_still_found(
    rules: RuleSet, text: str, secret: str
) -> None:
    assert values(rules, "scripts/call.sh", text) == [secret]


@pytest.mark.parametrize(
    "text",
    [
        # cPanel's API token header as its documentation writes it, the user filled in.
        'curl -H "Authorization: cpanel webadmin:TOKEN" https://host.example.org:2083/execute\n',
        'curl -H "Authorization: cpanel webadmin:API_KEY" https://host.example.org:2083/x\n',
    ],
)
def test_a_login_whose_secret_part_is_a_placeholder_word_is_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert found(rules, "notes/cpanel.md", text) == []


def test_a_login_whose_secret_part_is_a_token_is_found(rules: RuleSet) -> None:
    text = 'curl -H "Authorization: cpanel webadmin:U7GZ4QK2M9XW3RT8LP6NB5YC1HD0FJVE" "$URL"\n'
    assert values(rules, "notes/cpanel.md", text) == ["webadmin:U7GZ4QK2M9XW3RT8LP6NB5YC1HD0FJVE"]
