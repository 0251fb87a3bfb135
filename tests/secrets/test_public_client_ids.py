"""OAuth client identifiers of a shape their providers document as public (ORCID's APP-…, a
GitHub App's Iv1.…), under whatever name a configuration gives them. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(916)
ORCID_ID = "APP-" + "".join(_RNG.choice(string.ascii_uppercase + string.digits) for _ in range(16))
GITHUB_APP_ID = "Iv1." + "".join(_RNG.choice("0123456789abcdef") for _ in range(16))
SECRET = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(38)) + "Zq"


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("projects", "repo", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("settings.py", 'SOCIAL_AUTH_ORCID_KEY = "{orcid}"\nSOCIAL_AUTH_ORCID_SECRET = "{s}"\n'),
        ("config/orcid.yml", "orcid:\n  consumer_key: {orcid}\n  consumer_secret: {s}\n"),
        (".env", "GITHUB_APP_CLIENT_KEY={gh}\nGITHUB_APP_CLIENT_SECRET={s}\n"),
    ],
)
def test_a_public_client_id_is_passed_over_and_its_secret_found(
    rules: RuleSet, file_name: str, text: str
) -> None:
    filled = text.format(orcid=ORCID_ID, gh=GITHUB_APP_ID, s=SECRET)
    assert _values(rules, file_name, filled) == [SECRET]


@pytest.mark.parametrize(
    "value",
    [
        # Longer, shorter, or of other letters: not the documented shape.
        ORCID_ID + "Q",
        "APP-" + SECRET[:15],
        "app-" + ORCID_ID[4:].lower() + "x9Kq",
        GITHUB_APP_ID.replace("Iv1.", "Xv1.") + "Ab3",
    ],
)
def test_values_of_other_shapes_are_still_found(rules: RuleSet, value: str) -> None:
    assert _values(rules, ".env", f"ORCID_API_TOKEN={value}\n") == [value]


def test_huge_values_take_linear_time(rules: RuleSet) -> None:
    text = "".join(f"K{n}_API_TOKEN=APP-{'A' * 5000}\n" for n in range(200))
    linear, times = text_grows_linearly(lambda part: _values(rules, ".env", part), text)
    assert linear, times


def _random(size: int, seed: int) -> str:
    rng = random.Random(f"social-auth-{seed}")
    return "Kq4" + "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(size))


CLIENT_ID = _random(37, 1)
CLIENT_SECRET = _random(61, 2)
CONSUMER_KEY = _random(22, 3)
CONSUMER_SECRET = _random(47, 4)
STEAM_KEY = _random(29, 5)


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        (
            "portal/portal_config.yml",
            "settings:\n  OAUTH_CONFIG:\n    SOCIAL_AUTH_HYDROSHARE_KEY: {cid}\n"
            "    SOCIAL_AUTH_HYDROSHARE_SECRET: {cs}\n",
        ),
        (
            "portal/settings.py",
            "SOCIAL_AUTH_GITLAB_KEY = '{cid}'\nSOCIAL_AUTH_GITLAB_SECRET = '{cs}'\n",
        ),
        (".env", "SOCIAL_AUTH_GOOGLE_OAUTH2_KEY={cid}\nSOCIAL_AUTH_GOOGLE_OAUTH2_SECRET={cs}\n"),
    ],
)
def test_a_social_auth_oauth2_key_beside_its_secret_is_the_client_id(
    rules: RuleSet, file_name: str, text: str
) -> None:
    # python-social-auth's SOCIAL_AUTH_<BACKEND>_KEY is the OAuth 2 client's id (rule 3).
    filled = text.format(cid=CLIENT_ID, cs=CLIENT_SECRET)
    assert _values(rules, file_name, filled) == [CLIENT_SECRET]


def test_social_auth_consumer_and_api_keys_stay_found(rules: RuleSet) -> None:
    # An OAuth 1 backend's key is its consumer key, issued with the secret (rule 2); a key of
    # another name (Steam's Web API key) or one with no secret of its name beside it is the
    # secret itself; and a secret of another backend's name does not make a key an id.
    text = (
        f"SOCIAL_AUTH_TWITTER_KEY = '{CONSUMER_KEY}'\n"
        f"SOCIAL_AUTH_TWITTER_SECRET = '{CONSUMER_SECRET}'\n"
        f"SOCIAL_AUTH_STEAM_API_KEY = '{STEAM_KEY}'\n"
        f"SOCIAL_AUTH_ORCID_KEY = '{CLIENT_ID}'\n"
        f"SOCIAL_AUTH_ORCID_SANDBOX_SECRET = '{CLIENT_SECRET}'\n"
    )
    assert _values(rules, "portal/settings.py", text) == [
        CONSUMER_KEY,
        CONSUMER_SECRET,
        STEAM_KEY,
        CLIENT_ID,
        CLIENT_SECRET,
    ]
