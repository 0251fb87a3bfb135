"""A Trading Economics API key (its client key and secret joined by a colon) is found in its
API's `c=` parameter and in `te.login(...)`; the documented `guest:guest` and a variable are not.
Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(7606)
_ALPHABET = string.ascii_lowercase + string.digits


def _key() -> str:
    return "".join(_RNG.choices(_ALPHABET, k=15)) + ":" + "".join(_RNG.choices(_ALPHABET, k=15))


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (".bash_history", 'curl "https://api.tradingeconomics.com/calendar?c={k}&f=json"\n'),
        (
            ".bash_history",
            'curl "https://api.tradingeconomics.com/markets/bond?f=json&c={k}" | jq .\n',
        ),
        ("te_pull.py", 'import tradingeconomics as te\n\nte.login("{k}")\n'),
        ("te_pull.py", "import tradingeconomics\n\ntradingeconomics.login('{k}')\n"),
    ],
)
def test_the_key_is_found(rules: RuleSet, path: str, text: str) -> None:
    key = _key()
    assert values(rules, path, text.format(k=key)) == [key]


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (".bash_history", 'curl "https://api.tradingeconomics.com/calendar?c=guest:guest"\n'),
        (".bash_history", 'curl "https://api.tradingeconomics.com/calendar?c=$TE_KEY"\n'),
        ("te_pull.py", "import tradingeconomics as te\n\nte.login('guest:guest')\n"),
        ("te_pull.py", 'import os\nimport tradingeconomics as te\n\nte.login(os.environ["TE"])\n'),
        # Another service's `c=` parameter.
        (".bash_history", 'curl "https://api.example.org/calendar?c=south:africa&f=json"\n'),
    ],
)
def test_look_alikes_are_not_reported(rules: RuleSet, path: str, text: str) -> None:
    assert values(rules, path, text) == []
