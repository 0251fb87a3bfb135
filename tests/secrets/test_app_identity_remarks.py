"""A key its writer's remark calls the app's identity ("# identifies the app", "# the app's
key"), set beside its secret under the same name with "secret" for "key": the client's public
half, as an app_key beside its app_secret is. Without the secret beside it, with a remark that
only mentions the app, or one that says it is secret all the same, the key stays reported.
Values are made here."""

from __future__ import annotations

import random
import string

from govern.secrets.remarks import said_app_identity
from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_DRAW = random.Random(44817)
KEY = "".join(_DRAW.choices(string.ascii_letters, k=22))
SECRET = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=36))
HEX_KEY = "".join(_DRAW.choices("0123456789abcdef", k=32))
HEX_SECRET = "".join(_DRAW.choices("0123456789abcdef", k=32))


def test_a_key_remarked_as_the_apps_identity_beside_its_secret_is_not_reported(
    rules: RuleSet,
) -> None:
    source = (
        "import feeds\n\n"
        f'PARTNER_KEY = "{KEY}"  # identifies our client "Harrier" to the feed\n'
        f'PARTNER_SECRET = "{SECRET}"\n'
        f"SCROBBLE_API_KEY = '{HEX_KEY}'  # the app's key, in each request's query\n"
        f"SCROBBLE_API_SECRET = '{HEX_SECRET}'\n"
    )
    assert values(rules, "harrier/feeds.py", source) == [SECRET, HEX_SECRET]


def test_without_its_secret_beside_it_the_key_stays_reported(rules: RuleSet) -> None:
    source = f'PARTNER_KEY = "{KEY}"  # identifies the app "Harrier"\nREGION = "eu"\n'
    assert values(rules, "harrier/feeds.py", source) == [KEY]


def test_a_remark_that_only_mentions_the_app_leaves_the_key_reported(rules: RuleSet) -> None:
    source = (
        f'PARTNER_KEY = "{KEY}"  # for the app "Harrier"\n'
        f'PARTNER_SECRET = "{SECRET}"\n'
        f'UPLOAD_KEY = "{HEX_KEY}"  # identifies the app; keep it private\n'
        f'UPLOAD_SECRET = "{HEX_SECRET}"\n'
    )
    assert values(rules, "harrier/feeds.py", source) == [KEY, SECRET, HEX_KEY, HEX_SECRET]


def test_a_secrets_own_key_is_not_an_app_identity(rules: RuleSet) -> None:
    # SECRET_KEY is the secret itself, whatever its remark says of an app.
    source = f'SECRET_KEY = "{SECRET}"  # the app\'s key\nSECRET_SECRET = "{KEY}"\n'
    assert SECRET in values(rules, "harrier/settings.py", source)


def test_the_remark_must_call_the_value_the_apps() -> None:
    text = f'K = "{KEY}"'
    assert said_app_identity(text + "  # identifies the application Harrier\n", len(text))
    assert said_app_identity(text + "  // our client key\n", len(text))
    assert not said_app_identity(text + "  # the app reads it at start\n", len(text))
    assert not said_app_identity(text + "  # identifies you to the app\n", len(text))
    assert not said_app_identity(text + "\n# identifies the app\n", len(text))


def test_a_remark_that_says_to_guard_the_key_or_denies_it_is_the_apps_leaves_it_reported(
    rules: RuleSet,
) -> None:
    for remark in ("identifies the app; do not leak", "this is not the app's key, the admin's"):
        source = f'PARTNER_KEY = "{KEY}"  # {remark}\nPARTNER_SECRET = "{SECRET}"\n'
        assert values(rules, "harrier/feeds.py", source) == [KEY, SECRET], remark
