"""JWE tokens (RFC 7516's compact serialization: five base64url parts, a header that names the
content's encryption): a bearer token a service issues (an Amazon Cognito refresh token, kept
in pytket-quantinuum's and nextstrain's credential files). Values are made here. Look-alikes:
a JWE whose key a password wraps (PBES2: step-ca's encryptedKey, an encrypted key), a JWS, a
header without `enc`, fewer parts."""

from __future__ import annotations

import base64
import json
import random

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import grows_linearly, text_grows_linearly

_RNG = random.Random(56)


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _jwe(header: dict[str, object], encrypted_key: int = 256) -> str:
    parts = (encrypted_key, 12, 600, 16)
    return ".".join(
        (_b64url(json.dumps(header).encode()), *(_b64url(_RNG.randbytes(n)) for n in parts))
    )


# Header keys in different orders put `"enc"` at each of base64's three alignments.
@pytest.mark.parametrize(
    "header",
    [
        {"cty": "JWT", "enc": "A256GCM", "alg": "RSA-OAEP"},
        {"alg": "RSA-OAEP", "enc": "A256GCM"},
        {"alg": "RSA-OAEP-256", "enc": "A128CBC-HS256", "kid": "k1"},
        {"enc": "A256GCM", "alg": "RSA1_5"},
    ],
)
def test_a_jwe_is_found_under_any_name(rules: RuleSet, header: dict[str, object]) -> None:
    token = _jwe(header)
    text = f"key: x\nrefresh: {token}\ntime: 1718011200\n"
    assert found(rules, ".quantinuum_config", text) == [(2, token)]


def test_direct_encryptions_empty_key_part_is_a_jwe_too(rules: RuleSet) -> None:
    token = _jwe({"alg": "dir", "enc": "A256GCM"}, encrypted_key=0)
    assert found(rules, "notes.txt", f"session {token}\n") == [(1, token)]


@pytest.mark.parametrize(
    "value",
    [
        # A key encrypted with a password: ciphertext for whoever knows it.
        _jwe({"alg": "PBES2-HS256+A128KW", "cty": "jwk+json", "enc": "A256GCM", "p2c": 100000}),
        _jwe({"enc": "A256GCM", "alg": "PBES2-HS512+A256KW"}),
        _jwe({"cty": "jwk+json", "alg": "PBES2-HS384+A192KW", "enc": "A256GCM"}),
        # Five parts without an encryption's header, and a JWE cut to four parts.
        _jwe({"alg": "RSA-OAEP", "typ": "JWT"}),
        ".".join(_jwe({"alg": "RSA-OAEP", "enc": "A256GCM"}).split(".")[:4]),
    ],
)
def test_lookalikes_are_not_reported(rules: RuleSet, value: str) -> None:
    assert found(rules, "ca/config.txt", f"blob {value}\n") == []


def test_a_huge_header_without_dots_takes_linear_time(rules: RuleSet) -> None:
    text = ("eyJ" + "ImVuYyI" * 30_000 + " ") * 10
    linear, times = text_grows_linearly(lambda part: found(rules, "notes.txt", part), text)
    assert linear, times


def test_a_dashed_run_of_headers_takes_linear_time(rules: RuleSet) -> None:
    # `eyJ-eyJ-…`: each `eyJ` after a dash stood at a word's boundary, and the JWS branch's
    # header ran to the end of the dashed run before it found no dot: quadratic.
    linear, times = grows_linearly(lambda n: found(rules, "notes.txt", "eyJ-" * n), 100_000)
    assert linear, times


def _jws() -> str:
    header = _b64url(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    payload = _b64url(json.dumps({"sub": _RNG.randbytes(8).hex()}).encode())
    return f"{header}.{payload}.{_b64url(_RNG.randbytes(32))}"


@pytest.mark.parametrize("before", [" ", "=", ":", '"', "/", "#", "(", "\t"])
def test_a_token_after_a_delimiter_is_found(rules: RuleSet, before: str) -> None:
    # A JWT starts its run of base64url characters, whatever delimits it from what is before.
    for token in (_jwe({"alg": "RSA-OAEP", "enc": "A256GCM"}), _jws()):
        assert found(rules, "notes.txt", f"session{before}{token}\n") == [(1, token)]
