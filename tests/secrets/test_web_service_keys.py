"""A web service key under its own name (`wskey`, `WSKey`): the API key's name in the services
that call it so (Europeana's Search and Record APIs, OCLC's WorldCat APIs), most often glued
into one word. The look-alikes are Europeana's published demo key, placeholders and
references."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values


@pytest.mark.parametrize(
    ("path", "text", "secret"),
    [
        # OCLC's WorldCat Search API key in a Python client and a PHP setting.
        ("worldcat/search.py", 'WSKEY = "Zp4mT8qW2nXc7vB1"\n', "Zp4mT8qW2nXc7vB1"),
        (
            "catalogue/config.php",
            "$config['oclc_wskey'] = 'h7r2k9w4q1x8m3v6';\n",
            "h7r2k9w4q1x8m3v6",
        ),
        # A camel-case field in JSON, a short random key of letters and digits.
        ("harvest/settings.json", '{"wsKey": "d8q3w7x2k5m9"}\n', "d8q3w7x2k5m9"),
    ],
)
def test_a_web_service_key_is_found_under_its_name(
    rules: RuleSet, path: str, text: str, secret: str
) -> None:
    assert values(rules, path, text) == [secret]


@pytest.mark.parametrize(
    "line",
    [
        # Europeana's documented demo key, and placeholders.
        'wskey = "api2demo"',
        'WSKEY = "<your WSKey>"',
        'wskey = "YOUR_WSKEY_HERE"',
        # References to where the key is kept.
        'wskey = os.environ["EUROPEANA_WSKEY"]',
        "WSKEY=${OCLC_WSKEY}",
    ],
)
def test_demo_keys_placeholders_and_references_are_not_reported(rules: RuleSet, line: str) -> None:
    assert found(rules, "harvest/run.py", line + "\n") == []
