"""A monitor's heartbeat or push URL (Better Stack's /api/v1/heartbeat/TOKEN, Uptime Kuma's
/api/push/TOKEN?status=up) carries the monitor's token as the path segment after the API's
`heartbeat/` or `push/`: whoever has the URL reports the monitor's state."""

from __future__ import annotations

import secrets
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_ALNUM = string.ascii_letters + string.digits


def _token(length: int) -> str:
    """A random token of LENGTH letters and digits, with a digit in it."""
    return secrets.choice(string.digits) + "".join(
        secrets.choice(_ALNUM) for _ in range(length - 1)
    )


@pytest.mark.parametrize("length", [24, 32])
@pytest.mark.parametrize(
    ("path", "line"),
    [
        (
            "jobs/nightly.cron",
            "0 2 * * * /opt/sync.sh && wget -qO- https://mon.example.net/api/v1/heartbeat/{}\n",
        ),
        (
            "monitors/checks.yml",
            "checks:\n  - ping_url: 'https://status.example.org/api/push/{}?status=up&ping='\n",
        ),
        ("bin/report.sh", 'curl -s "$STATUS_HOST/api/push/{}"\n'),
    ],
)
def test_the_token_in_a_heartbeat_or_push_url_is_found(
    rules: RuleSet, path: str, line: str, length: int
) -> None:
    token = _token(length)
    assert token in values(rules, path, line.format(token))


@pytest.mark.parametrize(
    "line",
    [
        # A variable, a placeholder, a word and an id of another kind are no token.
        'curl -s "$STATUS_HOST/api/push/${BACKUP_PUSH_TOKEN}?status=up"\n',
        "see https://status.example.org/api/push/<pushToken>?status=up\n",
        "GET /api/push/notificationsPerMonitor HTTP/1.1\n",
        "GET /api/v1/heartbeat/statusPageComponents HTTP/1.1\n",
        "POST /api/v2/pushes/abcdefghijklmnopqrstu HTTP/1.1\n",
    ],
)
def test_what_is_no_token_in_such_a_url_is_left_alone(rules: RuleSet, line: str) -> None:
    assert values(rules, "notes/monitoring.md", line) == []


def test_a_megabyte_of_near_misses_is_scanned_quickly(rules: RuleSet) -> None:
    block = "GET /api/v1/heartbeat/" + "aB" * 40 + " 200\nGET /api/push/ 404\n"
    text = block * (1_000_000 // len(block))

    def scan(part: str) -> None:
        assert values(rules, "bin/many.sh", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
