"""One section of thousands of names, which any user can write into a file root's scan reads:
the readings that judge a value by the names set beside it (a primary key's secondary twin, an
account's name beside its key, a token cache's refresh token beside a client's key, an issued
id's own secret) read the section's names once, not once for each value in it."""

from __future__ import annotations

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import grows_linearly


def _tail(i: int) -> str:
    return "".join(chr(65 + (i // 26**k) % 26) for k in range(3))


@pytest.mark.slow
@pytest.mark.parametrize(
    "name",
    [
        # Each asks for its secondary twin (SecretNames.paired_key): 98 s of CPU for 8,000 names
        # before, a second now.
        "primaryKey{}",
        # Each asks whether its section is a token cache (tokencaches.py).
        "App{}_api_key",
    ],
)
def test_a_section_of_thousands_of_names_is_read_in_linear_time(rules: RuleSet, name: str) -> None:
    parts = ("home", "eve", "settings.yaml")

    def scan(count: int) -> object:
        text = "".join(f"{name.format(_tail(i))}: Zq8xV3nB1mK7pL2wR9tY{i}\n" for i in range(count))
        return find_matches(text, parts, rules)

    linear, times = grows_linearly(scan, 8_000)
    assert linear, times
