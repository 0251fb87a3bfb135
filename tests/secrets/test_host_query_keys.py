"""A query parameter a service's API takes its key as, read only in the URLs of that service's
host: xeno-canto's API v3 `key` (`/api/3/recordings?query=...&key=KEY`), 40 hex digits that a
plain `key=` elsewhere (a sort's, a cache's, a digest's) is not taken for. Values are made
here."""

from __future__ import annotations

import re
import secrets
import uuid

import pytest

from govern.secrets.assignments import _url_host
from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly


def _key() -> str:
    return secrets.token_hex(20)


@pytest.mark.parametrize(
    "line",
    [
        'curl -s "https://xeno-canto.org/api/3/recordings?query=sp:%22Acrocephalus%22'
        '+cnt:poland&key={k}" | jq .numRecordings',
        "wget -qO- https://www.xeno-canto.org/api/3/recordings?query=grp:birds\\&key={k}",
    ],
)
def test_xeno_cantos_key_in_its_own_urls_is_found(rules: RuleSet, line: str) -> None:
    key = _key()
    assert found(rules, ".bash_history", line.format(k=key) + "\n") == [(1, key)]


@pytest.mark.parametrize(
    "line",
    [
        # Another host's key= of hex is a digest or an id as often as a key.
        'curl -s "https://example.org/api/3/items?query=x&key={k}"',
        # The host named in another URL's query is not where this one goes.
        'curl -s "https://example.org/go?u=https://xeno-canto.org/api&key={k}"',
        'curl -s "https://xeno-canto.org.example.net/api/3/recordings?query=x&key={k}"',
        'curl -s "https://xeno-canto.org/api/3/recordings?query=x&key=$XC_KEY"',
    ],
)
def test_other_hosts_and_variables_are_not_reported(rules: RuleSet, line: str) -> None:
    assert found(rules, ".bash_history", line.format(k=_key()) + "\n") == []


@pytest.mark.parametrize(
    "text",
    [
        # No blank or quote before the parameters: each `key=` must look back no further than
        # a URL's longest, not to the file's start. The host is read alone here, since the
        # scanner's own cost per candidate would hide the quadratic part at a test's size.
        "x" * 2000 + "&key=ab" * 150_000 + "\n",
        "a%2Cb&key=1" * 100_000 + "\n",
    ],
)
def test_hosts_of_many_query_keys_without_breaks_take_linear_time(text: str) -> None:
    def hosts(part: str) -> list[str]:
        return [_url_host(part, m.start() + 1) for m in re.finditer("&key=", part)]

    linear, times = text_grows_linearly(hosts, text)
    assert linear, times


def test_a_url_long_before_lends_no_host(rules: RuleSet) -> None:
    line = "https://xeno-canto.org/api/3/recordings?q=" + "x" * 3000 + f"&key={_key()}"
    assert found(rules, ".bash_history", line + "\n") == []


def _bea_key() -> str:
    return str(uuid.UUID(bytes=secrets.token_bytes(16), version=4)).upper()


@pytest.mark.parametrize(
    "line",
    [
        'curl -s "https://apps.bea.gov/api/data/?&UserID={k}&method=GETDATASETLIST" | jq .',
        "wget -qO- 'https://apps.bea.gov/api/data?method=GetData&UserID={k}&datasetname=NIPA'",
    ],
)
def test_beas_user_id_in_its_own_urls_is_found(rules: RuleSet, line: str) -> None:
    # BEA's API takes the user's key, a UUID, as UserID: no secret's word names it.
    key = _bea_key()
    assert found(rules, ".bash_history", line.format(k=key) + "\n") == [(1, key)]


@pytest.mark.parametrize(
    "line",
    [
        # Another service's UserID is a user's id; BEA's from a variable is a reference.
        'curl -s "https://portal.example.org/api/?UserID={k}&method=GetData"',
        'curl -s "https://apps.bea.gov/api/data/?UserID=$BEA_API_KEY&method=GetData"',
    ],
)
def test_other_user_ids_are_not_reported(rules: RuleSet, line: str) -> None:
    assert found(rules, ".bash_history", line.format(k=_bea_key()) + "\n") == []


def _aqs_key() -> str:
    # EPA AQS mails a key of a dozen small letters: no digit, too plain to look random alone.
    return "".join(secrets.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(12))


def test_epa_aqs_key_in_its_own_urls_is_found(rules: RuleSet) -> None:
    key = _aqs_key()
    line = (
        'curl "https://aqs.epa.gov/data/api/sampleData/byState?email=me@example.org'
        f'&key={key}&param=44201&bdate=20250601&edate=20250630&state=06"'
    )
    assert found(rules, ".bash_history", line + "\n") == [(1, key)]


@pytest.mark.parametrize(
    "line",
    [
        # The documentation's test login, and another host's key= of small letters.
        'curl "https://aqs.epa.gov/data/api/list/states?email=test@aqs.api&key=test"',
        'curl "https://example.org/data/api/list/states?email=me@example.org&key={k}"',
    ],
)
def test_aqs_look_alikes_are_not_reported(rules: RuleSet, line: str) -> None:
    assert found(rules, ".bash_history", line.format(k=_aqs_key()) + "\n") == []
