"""An OAuth 1 consumer key is issued with its consumer secret (LABELS.md rule 2): reported with
it, not alone in a note whose secret is kept elsewhere. "OAuth" is one word (an "OAuth client"
names a client, whose id is no secret, LABELS.md rule 3), and an OAuth token or client secret
stays one. Values are made here."""

from __future__ import annotations

import random
import string
import uuid

from govern.secrets.names import words
from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_DRAW = random.Random(17305)
KEY = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=28))
SECRET = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=28))
CLIENT = str(uuid.UUID(int=_DRAW.getrandbits(128), version=4))


def test_a_consumer_key_without_its_secret_is_not_reported(rules: RuleSet) -> None:
    notes = (
        f"EUMETSAT consumer key for the group app: `{KEY}`; its secret is in\n"
        f"`~/.eumdac/credentials` only. Sentinel Hub OAuth client: `{CLIENT}`.\n"
    )
    assert found(rules, "altimetry/README.md", notes) == []


def test_a_consumer_key_beside_its_secret_is_reported(rules: RuleSet) -> None:
    notes = f"EUMETSAT consumer key: {KEY}\nconsumer secret: {SECRET}\n"
    assert found(rules, "altimetry/notes.txt", notes) == [(1, KEY), (2, SECRET)]


def test_oauth_is_one_word(rules: RuleSet) -> None:
    assert words("Sentinel Hub OAuth client") == ["sentinel", "hub", "oauth", "client"]
    assert words("OAuth2ClientSecret") == ["oauth2", "client", "secret"]
    assert words("oauthToken") == ["oauth", "token"]
    code = f'OAuthToken = "{SECRET}"\n'
    assert found(rules, "sync/settings.py", code) == [(1, SECRET)]
