"""A request header given as two settings, its name and its value (`header_name = "apiKey"`,
`header_value = "..."`, headerName/headerValue): the value is reported under the header's name,
in a TOML or INI section as in a YAML or JSON entry, beside the entry's own `name`. Keys are made
here; the look-alikes are the values of other headers (a content type, a user agent, an accept)
and a key from a variable."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values


def _key() -> str:
    return "l7" + secrets.token_hex(16)


# Other headers' values (an accept, a user agent, a content type, a request id) and a key
# from a variable.
_OTHER_HEADERS = (
    (
        "ingest/feeds.toml",
        '[a]\nheader_name = "Accept"\nheader_value = "application/x-protobuf"\n',
    ),
    (
        "ingest/feeds.toml",
        '[a]\nheader_name = "User-Agent"\nheader_value = "transit-pulse/2.4 (ops@example.org)"\n',
    ),
    ("ingest/feeds.ini", "[a]\nheader_name = Content-Type\nheader_value = text/csv; q=0.9\n"),
    ("ingest/feeds.toml", '[a]\nheader_name = "apiKey"\nheader_value = "${OCTRANSPO_KEY}"\n'),
    ("ingest/feeds.yaml", "- header_name: X-Request-Id\n  header_value: 4f1c2a9e7b3d\n"),
)


@pytest.mark.parametrize(
    ("path", "template", "line"),
    [
        (
            "ingest/feeds.toml",
            '[feeds.stm]\nurl = "https://api.example.org/gtfs-rt"\n'
            'header_name = "apiKey"\nheader_value = "{key}"\n',
            4,
        ),
        (
            "ingest/feeds.ini",
            "[octranspo]\nname = vehicle positions\nheader_name = Ocp-Apim-Subscription-Key\n"
            "header_value = {key}\n",
            4,
        ),
        (
            "ingest/feeds.yaml",
            "feeds:\n  - name: stm\n    header_name: X-API-Key\n    header_value: {key}\n",
            4,
        ),
        (
            "ingest/feeds.json",
            '{{"feeds": [{{"name": "stm", "headerName": "apiKey",\n "headerValue": "{key}"}}]}}\n',
            2,
        ),
    ],
)
def test_an_auth_headers_value_is_found(
    rules: RuleSet, path: str, template: str, line: int
) -> None:
    key = _key()
    assert found(rules, path, template.format(key=key)) == [(line, key)]
    for other_path, text in _OTHER_HEADERS:
        assert values(rules, other_path, text) == [], text
