"""A secret's name that holds `hash` (Telegram's api_hash, a key by its own name) says no digest
wherever it stands on its value's line: the default of an environment read assigned to a
variable of that name (`API_HASH = os.environ.get("TG_API_HASH", "HEX")`) is the key. A
digest's name on the line (FILE_HASH, md5) still says digest. Values are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _hash() -> str:
    return secrets.token_hex(16)


@pytest.mark.parametrize(
    "line",
    [
        'API_HASH = os.environ.get("TG_API_HASH", "{h}")',
        'api_hash = os.getenv("TELEGRAM_API_HASH", "{h}")',
    ],
)
def test_an_api_hash_default_is_found(rules: RuleSet, line: str) -> None:
    value = _hash()
    assert found(rules, "scrape/channels.py", line.format(h=value) + "\n") == [(1, value)]


@pytest.mark.parametrize(
    "line",
    [
        # A digest's own name beside it, or a digest named on the line, says digest.
        'FILE_HASH = os.environ.get("TG_API_HASH", "{h}")',
        'api_hash = os.environ.get("API_HASH", "{h}")  # md5 of the session file',
        'PASSWORD_HASH = os.environ.get("PASSWORD_HASH", "{h}")',
    ],
)
def test_a_digest_named_on_the_line_is_not_reported(rules: RuleSet, line: str) -> None:
    assert found(rules, "scrape/channels.py", line.format(h=_hash()) + "\n") == []
