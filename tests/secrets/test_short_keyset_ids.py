"""A keyset's access key too short to look random (HathiTrust's Data API: an OAuth 1 consumer
key of 10 hex digits beside its 28-digit secret key) is reported beside its secret, in code and
in a note's list; alone, or beside a secret of another shape, it is not. Values are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.draws import Draws
from tests.secrets.found import found

_DRAWS = Draws(__name__)
ACCESS = _DRAWS.token_hex(5)
SECRET = _DRAWS.token_hex(14)


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (
            "hathi/fetch.py",
            f'ACCESS_KEY = "{ACCESS}"\nSECRET_KEY = "{SECRET}"\n'
            "api = DataAPI(ACCESS_KEY, SECRET_KEY)\n",
        ),
        ("notes/keys.org", f"* HathiTrust\n  - access key {ACCESS}\n  - secret key {SECRET}\n"),
        ("notes/keys.md", f"HathiTrust:\n\n- access key {ACCESS}\n- secret key {SECRET}\n"),
        # A list item's name may end in a colon.
        ("notes/keys.md", f"HathiTrust:\n\n- access key: {ACCESS}\n- secret key: {SECRET}\n"),
        ("notes/keys.org", f"* HathiTrust\n  - access key: {ACCESS}\n  - secret key {SECRET}\n"),
    ],
)
def test_an_access_key_beside_its_secret_key_is_reported(
    rules: RuleSet, path: str, text: str
) -> None:
    assert [value for _, value in found(rules, path, text)] == [ACCESS, SECRET]


@pytest.mark.parametrize(
    "text",
    [
        # Alone: the secret is elsewhere.
        f'ACCESS_KEY = "{ACCESS}"\nBASE = "https://babel.hathitrust.org"\n',
        # Beside a secret of another shape: another service's pair, whose ids look random.
        f'ACCESS_KEY = "{ACCESS}"\nSECRET_KEY = "{secrets.token_urlsafe(30)}"\n',
        # A number, a word: no issued id.
        f'ACCESS_KEY = "4471902235"\nSECRET_KEY = "{SECRET}"\n',
        f'ACCESS_KEY = "readerkeys"\nSECRET_KEY = "{SECRET}"\n',
    ],
)
def test_a_short_access_key_not_beside_its_secret_is_left_alone(rules: RuleSet, text: str) -> None:
    assert ACCESS not in [value for _, value in found(rules, "hathi/fetch.py", text)]


def test_a_list_items_id_of_another_key_is_left_alone(rules: RuleSet) -> None:
    text = f"- key id {ACCESS}\n- secret key {SECRET}\n- access key words-only\n"
    assert [value for _, value in found(rules, "notes/keys.md", text)] == [SECRET]


def test_each_keyset_of_a_list_keeps_its_own_access_key(rules: RuleSet) -> None:
    # The pair above a secret is as near as the next one below: each id is measured from itself.
    other_access, other_secret = secrets.token_hex(5), secrets.token_hex(14)
    text = (
        f"HathiTrust:\n- access key: {ACCESS}\n- secret key: {SECRET}\n\nlab:\n"
        f"- access key {other_access}\n- secret key {other_secret}\n"
    )
    values = [value for _, value in found(rules, "notes/keys.md", text)]
    assert values == [ACCESS, SECRET, other_access, other_secret]
