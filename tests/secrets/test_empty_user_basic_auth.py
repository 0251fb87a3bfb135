"""Basic authentication with an empty user and an API key as the password (Uptime Kuma's
/metrics, other exporters' and services' keys): `auth=("", KEY)`, `HTTPBasicAuth("", KEY)`,
`BasicAuth("", KEY)`. The key is the credential, as a password after a user is. Values are
made here."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_KEY = "pX7_Lq2vN9rT4wYz8KbM3cHs6Dj"


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("poll.py", 'resp = httpx.get(url, auth=("", "{v}"), timeout=5)\n'),
        ("scrape.py", "session.auth = ('', '{v}')\n"),
        (
            "client.py",
            'async with aiohttp.ClientSession(auth=aiohttp.BasicAuth("", "{v}")) as s:\n',
        ),
    ],
)
def test_a_key_after_an_empty_user_is_found(rules: RuleSet, path: str, text: str) -> None:
    assert values(rules, path, text.format(v=_KEY)) == [_KEY]


@pytest.mark.parametrize(
    "text",
    [
        'resp = requests.get(url, auth=("", os.environ["KUMA_KEY"]))\n',
        'resp = requests.get(url, auth=("", "<api-key>"))\n',
        'resp = requests.get(url, auth=("", ""))\n',
        'resp = requests.get(url, auth=("", "${KUMA_KEY}"))\n',
    ],
)
def test_variables_and_placeholders_are_not(rules: RuleSet, text: str) -> None:
    assert values(rules, "poll.py", text) == []


def test_a_huge_line_of_empty_pairs_is_read_in_linear_time(rules: RuleSet) -> None:
    text = 'auth=("", ' * 60_000 + '"' + "a" * 100_000 + "\n"
    linear, times = text_grows_linearly(lambda part: values(rules, "huge.py", part), text)
    assert linear, times
