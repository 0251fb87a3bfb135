"""Values a service or a tool publishes for everyone: an API's demo key (api.nasa.gov's
DEMO_KEY, a `token=demotoken` query), and the OAuth client secret pyega3 ships to every EGA
user. They unlock nothing of the user's; a random key under the same names stays a secret."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_KEY = "Qm7vT2xK9pLs4WzR8nYb"


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("fetch.sh", 'curl "https://api.nasa.gov/planetary/apod?api_key=DEMO_KEY"\n'),
        ("notebook.py", 'WEATHER_TOKEN = "demo_token"\n'),
        ("settings.yaml", "quotes:\n  api_key: demokey\n"),
        (".bash_history", "curl 'https://api.example.org/v1/obs?stid=KSLC&token=demotoken'\n"),
        (
            "ega/creds.json",
            '{"client_secret": "AMenuDLjVdVo4BSwi0QD54LL6NeVDEZRzEQUJ7hJOM3g4imDZBHHX0hNfKHPe'
            'QIGkskhtCmqAJtt_jm7EKq-rWw"}\n',
        ),
    ],
)
def test_published_demo_values_are_not_reported(rules: RuleSet, path: str, text: str) -> None:
    assert values(rules, path, text) == []


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("fetch.sh", f'curl "https://api.nasa.gov/planetary/apod?api_key={_KEY}"\n'),
        ("notebook.py", f'WEATHER_TOKEN = "{_KEY}"\n'),
        ("ega/creds.json", f'{{"client_secret": "{_KEY}"}}\n'),
    ],
)
def test_a_real_key_under_the_same_names_is_found(rules: RuleSet, path: str, text: str) -> None:
    assert values(rules, path, text) == [_KEY]


def test_a_password_that_starts_with_demo_is_still_one(rules: RuleSet) -> None:
    assert values(rules, "app.env", "DB_PASSWORD=demo7Hq!x2Lp\n") == ["demo7Hq!x2Lp"]
