"""Healthchecks.io ping URLs: the check's UUID in https://hc-ping.com/UUID (and /start, /fail,
/log, an exit code after it) is the URL's only authentication, and the project's ping key in a
slug URL, https://hc-ping.com/PING_KEY/SLUG, pings every check of its project
(healthchecks.io/docs/slug_urls); a self-hosted Healthchecks serves the same under /ping/. A
check's UUID outside a ping URL (the management API's /api/v3/checks/UUID), placeholders and
references, and the documentation's own example values are look-alikes (tests/secrets/LABELS.md).
"""

from __future__ import annotations

import secrets
import uuid

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly


def _reported(rules: RuleSet, path: str, text: str) -> list[tuple[int, str, str]]:
    """(line, rule id, value) of each secret RULES find in TEXT, a file at PATH under home/u."""
    parts = ("home", "u", *path.split("/"))
    return [(m.line, m.rule.id, m.value) for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("template", "path"),
    [
        ("curl -fsS -m 10 --retry 5 https://hc-ping.com/{u}\n", ".bash_history"),
        (
            "15 3 * * * /opt/backup.sh && curl -fsS -m 10 https://hc-ping.com/{u} >/dev/null\n",
            "crontab",
        ),
        ("healthchecks:\n  ping_url: https://hc-ping.com/{u}\n", "borgmatic.yaml"),
        ('curl -fsS -m 10 --data-raw "$out" "https://hc-ping.com/{u}/fail"\n', "bin/backup.sh"),
        ("curl -fsS https://hc.example.org/ping/{u}/start\n", "bin/sync.sh"),
        (
            "*/10 * * * * curl -fsS -m 10 https://hc.godwit.example.edu.au/ping/{u} > /dev/null\n",
            "crontab",
        ),
    ],
)
def test_a_check_uuid_in_a_ping_url_is_found(rules: RuleSet, template: str, path: str) -> None:
    check = str(uuid.uuid4())
    reported = _reported(rules, path, template.format(u=check))
    assert [(rule, value) for _, rule, value in reported] == [("healthchecks-ping-url", check)]


@pytest.mark.parametrize(
    "template",
    [
        "curl -fsS -m 10 https://hc-ping.com/{k}/db-backups\n",
        "curl -fsS -m 10 https://hc-ping.com/{k}/nightly_rsync/fail\n",
        "PING_URL=https://hc.example.org/ping/{k}/restic-home\n",
    ],
)
def test_a_ping_key_in_a_slug_url_is_found(rules: RuleSet, template: str) -> None:
    key = secrets.token_urlsafe(16)
    reported = _reported(rules, "bin/backup.sh", template.format(k=key))
    assert [(rule, value) for _, rule, value in reported] == [("healthchecks-ping-key", key)]


def test_look_alikes_beside_ping_urls_are_not_reported(rules: RuleSet) -> None:
    check, other, key = str(uuid.uuid4()), str(uuid.uuid4()), secrets.token_urlsafe(16)
    lines = [
        f"curl -fsS https://hc-ping.com/{check}",
        # The management API names a check by its UUID, behind the API key.
        f'curl -H "X-Api-Key: $HC_API_KEY" https://healthchecks.io/api/v3/checks/{other}',
        f'curl -X POST -H "X-Api-Key: $HC_API_KEY" https://healthchecks.io/api/v1/checks/{other}/pause',
        f"https://hc.example.org/api/v3/checks/{other}/pings/",
        # References and placeholders.
        "curl -fsS https://hc-ping.com/${HC_UUID}/start",
        "curl -fsS https://hc-ping.com/$HC_UUID/fail",
        "[healthchecks] ping https://hc-ping.com/<uuid> ok",
        "curl -fsS https://hc-ping.com/$PING_KEY/db-backups",
        "curl -fsS https://hc-ping.com/<ping-key>/<slug>",
        # The examples of healthchecks.io/docs/slug_urls.
        "https://hc-ping.com/d1665499-e827-441f-bf13-8f15e8f4c0b9/start",
        "https://hc-ping.com/fqOOd6-F4MMNuCEnzTU01w/db-backups",
        "https://hc-ping.com/fqood6f4mmnuc3nztu01wq/db-backups/fail",
        # A UUID in another service's URL, and a slug URL's slug alone.
        f"https://status.example.org/incidents/{other}",
        "https://hc-ping.com/db-backups",
        f"curl -fsS https://hc-ping.com/{key}/db-backups",
    ]
    text = "\n".join(lines) + "\n"
    assert found(rules, "bin/backup.sh", text) == [(1, check), (len(lines), key)]


def test_a_megabyte_of_near_miss_ping_urls_scans_quickly(rules: RuleSet) -> None:
    check = str(uuid.uuid4())
    near = "curl -fsS https://hc-ping.com/${HC_UUID}/ /ping/abcdefghijklmnopqrstu/\n" * 14_000
    text = f"{near}curl -fsS https://hc-ping.com/{check}\n"

    def scan(part: str) -> None:
        assert values(rules, "crontab", part) == ([check] if check in part else [])

    linear, times = text_grows_linearly(scan, text)
    assert linear, times


def test_a_self_hosted_ping_host_and_endpoint_are_read_where_healthchecks_serves_them(
    rules: RuleSet,
) -> None:
    check, other, key = str(uuid.uuid4()), str(uuid.uuid4()), secrets.token_urlsafe(16)
    lines = [
        # A self-hosted Healthchecks under its own ping host, and its /ping/ at a site's root
        # (the base perhaps in a variable).
        f"30 6 * * * curl -fsS -m 10 https://hc-ping.mail.example.org/{check} >/dev/null",
        f"curl -fsS https://hc.example.org:8000/ping/{check}/start",
        f'curl -fsS "$HC_BASE/ping/{check}"',
        f"curl -fsS https://hc-ping.mail.example.org/{key}/db-backups",
        # Another API's /ping/, deeper in its path: not Healthchecks' ping endpoint.
        f"curl -fsS https://api.example.org/api/ping/{other}",
        f"curl -fsS https://fleet.example.org/v1/devices/ping/{other}",
        f"curl -fsS https://api.example.org/api/ping/{key}/status",
        f"https://hc-ping.mail.example.org/api/v3/checks/{other}",
        f"curl -H 'X-Api-Key: $K' https://hc.example.org/api/v3/checks/{other}",
    ]
    text = "\n".join(lines) + "\n"
    assert found(rules, "bin/backup.sh", text) == [(1, check), (2, check), (3, check), (4, key)]


def test_a_run_of_ping_hosts_without_blanks_scans_in_linear_time(rules: RuleSet) -> None:
    # Every `hc-ping.` in the run starts the host anew: a host without a bound re-read the
    # whole run from each (23 s at 50 KB).
    check = str(uuid.uuid4())
    text = "hc-ping." * 12_000 + f"\ncurl -fsS https://hc-ping.com/{check}\n"

    def scan(part: str) -> None:
        assert values(rules, "notes.md", part) == ([check] if check in part else [])

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
