"""A JSON Web Token whose signature is base64url of words joined by hyphens, underscores or
blanks was written by hand (a redacted or made-up signature): no server accepts it, so it is
not reported. One signed for real, its signature a MAC's bytes, stays a secret. Values are made
here."""

from __future__ import annotations

import base64
import json
import random

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(5150)


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _jwt(signature: bytes) -> str:
    header = _b64url(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    claims = _b64url(json.dumps({"sub": f"u{_RNG.randrange(10**6)}", "aud": "ingest"}).encode())
    return f"{header}.{claims}.{_b64url(signature)}"


@pytest.mark.parametrize(
    "words", [b"sig-elided", b"Not_A_Real_Signature", b"removed for the wiki", b"xx"]
)
def test_a_jwt_signed_with_encoded_words_is_not_reported(rules: RuleSet, words: bytes) -> None:
    assert values(rules, "deploy/session.ini", f"bearer = {_jwt(words)}\n") == []


@pytest.mark.parametrize("size", [32, 48, 64, 256])
def test_a_jwt_signed_with_random_bytes_is_reported(rules: RuleSet, size: int) -> None:
    token = _jwt(_RNG.randbytes(size))
    assert values(rules, "deploy/session.ini", f"bearer = {token}\n") == [token]


def test_a_jwt_signed_with_words_and_digits_is_reported(rules: RuleSet) -> None:
    token = _jwt(b"build-2291-xq7")
    assert values(rules, "deploy/session.ini", f"bearer = {token}\n") == [token]
