"""A key its writer's remark calls the app's identity ("# identifies the app", "# the app's
key"), set beside its secret: a key issued with that secret, reported with it
(tests/secrets/LABELS.md, rule 2), as an OAuth 1 consumer key beside its consumer secret is.
Only a name says a key is an OAuth client's public id (APP_KEY beside APP_SECRET, Dropbox's and
TikTok's), and a key with no secret beside it is reported whatever is said of it. Values are
made here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_DRAW = random.Random(44817)
KEY = "".join(_DRAW.choices(string.ascii_letters, k=22))
SECRET = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=36))
HEX_KEY = "".join(_DRAW.choices("0123456789abcdef", k=32))
HEX_SECRET = "".join(_DRAW.choices("0123456789abcdef", k=32))


def test_a_key_remarked_as_the_apps_identity_beside_its_secret_is_reported(
    rules: RuleSet,
) -> None:
    source = (
        "import feeds\n\n"
        f'PARTNER_KEY = "{KEY}"  # identifies our client "Harrier" to the feed\n'
        f'PARTNER_SECRET = "{SECRET}"\n'
        f"SCROBBLE_API_KEY = '{HEX_KEY}'  # the app's key, in each request's query\n"
        f"SCROBBLE_API_SECRET = '{HEX_SECRET}'\n"
    )
    assert values(rules, "harrier/feeds.py", source) == [KEY, SECRET, HEX_KEY, HEX_SECRET]


def test_a_consumer_key_the_remark_above_calls_the_client_id_is_reported(
    rules: RuleSet,
) -> None:
    source = (
        "# consumer key is the OAuth client id of the API key pair, the secret is what matters\n"
        f'CONSUMER_KEY = "{KEY}"\n'
        f'CONSUMER_SECRET = "{SECRET}"\n'
    )
    assert values(rules, "harrier/fetch.py", source) == [KEY, SECRET]


def test_an_oauth_clients_app_key_beside_its_app_secret_is_not_reported(
    rules: RuleSet,
) -> None:
    # Dropbox's app key is the client_id of its OAuth 2 authorization URL: public by its name.
    source = f'DROPBOX_APP_KEY = "{HEX_KEY}"\nDROPBOX_APP_SECRET = "{SECRET}"\n'
    assert values(rules, "harrier/sync.py", source) == [SECRET]


def test_without_its_secret_beside_it_the_key_stays_reported(rules: RuleSet) -> None:
    source = f'PARTNER_KEY = "{KEY}"  # identifies the app "Harrier"\nREGION = "eu"\n'
    assert values(rules, "harrier/feeds.py", source) == [KEY]


def test_a_secrets_own_key_is_reported(rules: RuleSet) -> None:
    # SECRET_KEY is the secret itself, whatever its remark says of an app.
    source = f'SECRET_KEY = "{SECRET}"  # the app\'s key\nSECRET_SECRET = "{KEY}"\n'
    assert SECRET in values(rules, "harrier/settings.py", source)
