"""A service's key in .Renviron under its package's `NAME_KEY` variable (rebird's EBIRD_KEY,
epidatr's DELPHI_EPIDATA_KEY): R reads it at start-up, and .Renviron holds little else.
Placeholders, empty values and paths under such a name are not keys. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(11)
EBIRD = "".join(_RNG.choice(string.ascii_lowercase + string.digits) for _ in range(12))
EPIDATA = "".join(_RNG.choice("0123456789abcdef") for _ in range(16))


@pytest.mark.parametrize(
    ("line", "value"),
    [(f"EBIRD_KEY={EBIRD}", EBIRD), (f"DELPHI_EPIDATA_KEY={EPIDATA}", EPIDATA)],
)
def test_a_key_under_its_package_variable_is_found(rules: RuleSet, line: str, value: str) -> None:
    text = f"R_LIBS_USER=~/R/library/4.4\n{line}\n"
    assert found(rules, ".Renviron", text) == [(2, value)]


@pytest.mark.parametrize(
    "line",
    [
        "EBIRD_KEY=",
        "EBIRD_KEY=your_ebird_key",
        "DELPHI_EPIDATA_KEY=${DELPHI_KEY}",
        "SSH_KEY=~/.ssh/id_ed25519",
        "SORT_KEY=name",
    ],
)
def test_no_key_under_such_a_name_is_passed_over(rules: RuleSet, line: str) -> None:
    assert found(rules, ".Renviron", f"R_LIBS_USER=~/R/library/4.4\n{line}\n") == []
