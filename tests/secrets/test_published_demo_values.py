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


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # A demo key spelled out with a version or a year after it.
        ("dem.sh", 'curl "https://api.dem.example.org/v2/tiles?x=4&key=DemoApiKey2024v2"\n'),
        ("tides.R", 'tides_key <- "demo_key_v3_public"\n'),
        (".env", "QUOTES_TOKEN=sandbox-demo-token-01\n"),
        ("app.yaml", "weather:\n  api_key: apikey-demo_key-2025\n"),
    ],
)
def test_a_value_that_spells_out_a_demo_key_is_not_reported(
    rules: RuleSet, path: str, text: str
) -> None:
    assert values(rules, path, text) == []


@pytest.mark.parametrize(
    "value",
    # A key that holds "demo" by chance, or a password that starts with it.
    ["Qm7vdemoT2xK9pLs4WzR8nYb", "demo9Kx2LqTz7Wv4Rn8Ps"],
)
def test_a_key_that_only_holds_demo_is_still_found(rules: RuleSet, value: str) -> None:
    assert values(rules, "svc.env", f"SERVICE_API_KEY={value}\n") == [value]
