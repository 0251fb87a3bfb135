"""A service's short key (ten to sixteen random letters and digits, as Last.fm's predecessors and
many small APIs issue) kept in an environment variable or a script's variable named for a key
(`GEONAMES_KEY=…` in .Renviron, `owm_key <- "…"` in R, `WAQI_KEY = "…"`) or given to a call as
its key argument (`key = "…"`): shorter than a value under a name that only may be secret must
otherwise be, so judged by how randomly it mixes small letters, capitals and digits. Values are
made here."""

from __future__ import annotations

import pytest

from govern.secrets.lookalikes import Lookalikes
from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import grows_linearly


def _found(rules: RuleSet, file_name: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "rui", *file_name.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text", "value"),
    [
        (".Renviron", "GEONAMES_KEY=q7tz2wd9kx4m\n", "q7tz2wd9kx4m"),
        ("R/weather.R", 'owm_key <- "Hp3vQ8zR1k"\n', "Hp3vQ8zR1k"),
        ("aq/fetch.py", 'WAQI_KEY = "T6N2XQ9R4ZKW8BM5"\n', "T6N2XQ9R4ZKW8BM5"),
        ("bin/env.sh", "export TRACKER_KEY=bx8rk2pz7qm3\n", "bx8rk2pz7qm3"),
        # Given to a call as its key argument, which the call sends.
        ("R/birds.R", 'obs <- recent_sightings("PT-11", key = "w8dm3tq5zr6v")\n', "w8dm3tq5zr6v"),
        ("aq/fetch.py", 'station = waqi.feed("@1437", apikey="Hp3vQ8zR1k")\n', "Hp3vQ8zR1k"),
        # In the query a call sends.
        (
            "R/weather.R",
            'r <- GET("https://api.example.org/v1", query = list(key = "w8dm3tq5zr6v"))\n',
            "w8dm3tq5zr6v",
        ),
        # Arguments one to a line, as R's style guides write a long call, and blanks aligned.
        (
            "R/birds.R",
            'obs <- recent_sightings(\n  "PT-11",\n  key = "w8dm3tq5zr6v"\n)\n',
            "w8dm3tq5zr6v",
        ),
        (
            "R/birds.R",
            'obs <- recent_sightings("PT-11", key     =     "w8dm3tq5zr6v")\n',
            "w8dm3tq5zr6v",
        ),
    ],
)
def test_a_short_random_key_in_a_key_variable_is_found(
    rules: RuleSet, file_name: str, text: str, value: str
) -> None:
    assert [found for _, found in _found(rules, file_name, text)] == [value]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Words with a number, a camel-case name, hex (an id or a fingerprint), a lookup's key.
        ("aq/fetch.py", 'RELEASE_KEY = "release2024"\n'),
        ("aq/fetch.py", 'CACHE_KEY = "user123abc"\n'),
        ("aq/fetch.py", 'SORT_KEY = "ThingSpeakKey1"\n'),
        ("aq/fetch.py", 'GPG_KEY = "4AEE18F83AFDEB23"\n'),
        ("aq/fetch.py", 'NODE_KEY = "node12gpu04"\n'),
        ("aq/fetch.py", 'row_key = "abc123def456"\n'),
        # Not in a key variable: a short value under a name that only may be secret.
        ("aq/conf.yaml", "auth: q7tz2wd9kx4m\n"),
        ("aq/fetch.py", 'params = {"key": "q7tz2wd9kx4m"}\n'),
        # A call's key argument of words with a number: a lookup's, not a service's.
        ("aq/fetch.py", 'row = cache.get(key="user123abc")\n'),
        ("R/birds.R", 'x <- f(sort_key = "release2024")\n'),
        # A call that sorts, caches or looks up by its key argument, or names a widget by it.
        ("aq/fetch.py", 'rows.sort(key="q7tz2wd9kx4m")\n'),
        ("aq/fetch.py", 'row = cache.get(key="q7tz2wd9kx4m")\n'),
        ("aq/app.py", 'st.text_input("Station", key="q7tz2wd9kx4m")\n'),
        ("aq/fetch.py", 'o = s3.get_object(Bucket="aq",\n    Key="q7tz2wd9kx4m")\n'),
        # References and placeholders.
        (".Renviron", "GEONAMES_KEY=$GEONAMES\n"),
        (".Renviron", "GEONAMES_KEY=<your key>\n"),
    ],
)
def test_words_ids_and_other_places_are_left_alone(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _found(rules, file_name, text) == []


@pytest.mark.parametrize(
    ("value", "random"),
    [
        ("k3j9x0a7b2qz", True),
        ("Xq4Lm9Tz2W", True),
        ("zfcmnxac", False),  # too short, and no digit
        ("abcdefghijk1", False),
        ("Version2Beta", False),
    ],
)
def test_the_short_key_shape(value: str, random: bool) -> None:
    assert Lookalikes.short_random_key(value) is random


def test_hostile_short_keys_take_linear_time(rules: RuleSet) -> None:
    linear, times = grows_linearly(
        lambda n: _found(rules, "a.py", 'X_KEY = "a1B2c3D4e5"\n' * n), 50_000
    )
    assert linear, times
