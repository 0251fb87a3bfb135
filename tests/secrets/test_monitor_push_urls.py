"""A monitor's heartbeat or push URL (Better Stack's /api/v1/heartbeat/TOKEN, Uptime Kuma's
/api/push/TOKEN?status=up) carries the monitor's token as the path segment after the API's
`heartbeat/` or `push/`: whoever has the URL reports the monitor's state."""

from __future__ import annotations

import random
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


def test_a_kuma_push_token_before_its_query_is_found_after_a_variable(rules: RuleSet) -> None:
    first, second = _token(32), _token(32)
    text = (
        "KUMA=https://status.example.org/api/push\n"
        f'curl -fsS -m 10 "$KUMA/{first}?status=up&msg=OK&ping=" >/dev/null\n'
        f'curl -fsS -m 10 "${{KUMA}}/{second}?status=down&msg=dump%20failed&ping=" >/dev/null\n'
        # The UI's template, a variable and a word before the same query are no token.
        'curl "https://status.example.org/api/push/PUSH_TOKEN?status=up&msg=OK&ping="\n'
        'curl -fsS "$KUMA/${BACKUP_TOKEN}?status=up&msg=OK&ping="\n'
        'curl -fsS "$KUMA/heartbeat?status=up&msg=OK&ping="\n'
        # Another service's status query, without Kuma's msg and ping.
        f'curl -fsS "https://hooks.example.org/{_token(32)}?status=up"\n'
    )
    assert values(rules, "bin/push.sh", text) == [first, second]


@pytest.mark.parametrize("length", [8, 10, 15])
def test_a_short_kuma_push_token_before_its_query_is_found(rules: RuleSet, length: int) -> None:
    # Older releases made shorter tokens, and the UI lets a user set their own. Drawn with a
    # seed: one draw in a hundred of eight characters repeats three (a run, not a token).
    rng = random.Random(f"kuma-{length}")
    token = rng.choice(string.digits) + "".join(rng.choice(_ALNUM) for _ in range(length - 1))
    text = f"UPTIME_KUMA_PUSH=https://status.example.org/api/push/{token}?status=up&msg=OK\n"
    assert values(rules, "portal/settings.env", text) == [token]


@pytest.mark.parametrize(
    "url",
    [
        # Without Kuma's query a short segment is read as no token; a word, a placeholder's
        # name and a run of one letter are none before it either.
        "https://status.example.org/api/push/{}",
        "https://status.example.org/api/push/{}/status",
        "https://status.example.org/api/push/pushToken?status=up&msg=OK",
        "https://status.example.org/api/push/XXXXXXXXXX?status=up&msg=OK",
        "https://status.example.org/api/v1/pushes/{}?status=up",
    ],
)
def test_a_short_segment_without_kumas_query_is_not_reported(rules: RuleSet, url: str) -> None:
    text = "KUMA_URL=" + url.format(_token(10)) + "\n"
    assert values(rules, "portal/settings.env", text) == []


def test_a_megabyte_of_near_miss_kuma_queries_is_scanned_quickly(rules: RuleSet) -> None:
    block = "curl $K/" + "aB" * 40 + "?status=up&msg=" + "x" * 300 + "&ping=\n"
    text = block * (1_000_000 // len(block))

    def scan(part: str) -> None:
        assert values(rules, "bin/many.sh", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
