"""CesiumJS's built-in evaluation token (Ion.js's `Ion.defaultAccessToken`, a Cesium ion token
of Cesium's own account, 259, renewed with each release): shipped to every reader, in vendored
builds and in pages that never set their own. A token of any other account, or with more
claims, is a user's and is found. Values are made here."""

from __future__ import annotations

import base64
import json
import random
import string
import uuid

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(259)


def _part(claims: dict[str, object]) -> str:
    return base64.urlsafe_b64encode(json.dumps(claims).encode()).decode().rstrip("=")


def _ion_token(claims: dict[str, object]) -> str:
    signature = "".join(_RNG.choice(string.ascii_letters + string.digits + "-_") for _ in range(43))
    return f"{_part({'alg': 'HS256', 'typ': 'JWT'})}.{_part(claims)}.{signature}"


def _claims(account: int) -> dict[str, object]:
    return {
        "jti": str(uuid.UUID(int=_RNG.getrandbits(128), version=4)),
        "id": account,
        "iat": 1730466709,
    }


def _page(token: str) -> str:
    return f"<script>\n  Cesium.Ion.defaultAccessToken = '{token}';\n</script>\n"


@pytest.mark.parametrize("path", ["viewer/index.html", "vendor/cesium/Cesium.js"])
def test_the_evaluation_token_is_passed_over(rules: RuleSet, path: str) -> None:
    assert values(rules, path, _page(_ion_token(_claims(259)))) == []


@pytest.mark.parametrize(
    "claims",
    [
        _claims(184_273),
        # Cesium's account but a token with scopes of its own: not the one Ion.js ships.
        {**_claims(259), "scopes": ["asr", "geocode"]},
    ],
)
def test_a_users_ion_token_is_found(rules: RuleSet, claims: dict[str, object]) -> None:
    token = _ion_token(claims)
    assert values(rules, "viewer/index.html", _page(token)) == [token]
