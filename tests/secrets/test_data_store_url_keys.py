"""A `key` set on the line after a `url` of the Copernicus data stores' API (CDS, ADS) is the
cdsapi client's key whatever file holds the pair: a credential file a job script writes under a
name of its own, a `[CDS]` section of a tool's configuration. A UUID under a `key` beside no
such URL, or beside another service's, is an id and is left alone. Values are made here."""

from __future__ import annotations

import random
import uuid

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

KEY = str(uuid.UUID(int=random.Random(6021).getrandbits(128), version=4))


@pytest.mark.parametrize(
    ("path", "text", "line"),
    [
        (
            "jobs/reanalysis.sh",
            "mkdir -p ~/.config/era\ncat > ~/.config/era/store <<END\n"
            f"url: https://cds.climate.copernicus.eu/api\nkey: {KEY}\nEND\n",
            4,
        ),
        (
            "delay/tropo.cfg",
            f"[CDS]\nurl = https://cds.climate.copernicus.eu/api\nkey = {KEY}\n",
            3,
        ),
        (
            "aerosol/store.yml",
            f'url: "https://ads.atmosphere.copernicus.eu/api"\nkey: "{KEY}"\n',
            2,
        ),
    ],
)
def test_a_key_beside_the_data_stores_url_is_reported(
    rules: RuleSet, path: str, text: str, line: int
) -> None:
    assert found(rules, path, text) == [(line, KEY)]


@pytest.mark.parametrize(
    "text",
    [
        f"[mesh]\nkey = {KEY}\n",
        f"[catalog]\nurl = https://catalog.example.org/api\nkey = {KEY}\n",
        # The URL in prose, no setting: the UUID below it is a dataset's id.
        f"Data from https://cds.climate.copernicus.eu/api, dataset\nkey = {KEY}\n",
    ],
)
def test_a_uuid_under_key_without_the_data_stores_url_is_left_alone(
    rules: RuleSet, text: str
) -> None:
    assert values(rules, "site/mesh.cfg", text) == []


def test_near_misses_take_linear_time(rules: RuleSet) -> None:
    # The URL's settings, each followed by something else than a key: the pattern's prefix
    # matches on every other line. (A `key = …` line runs many rules of its own.)
    line = "url = https://cds.climate.copernicus.eu/api/v2\nkex = 5a17c0de-1234\n"
    text = line * (1_000_000 // len(line))

    def scan(part: str) -> None:
        assert values(rules, "site/mesh.cfg", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
