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
