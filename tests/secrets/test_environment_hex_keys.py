"""A service's key in hex (256 bits, or 40 small digits) under an environment variable named
for a key: the service's client reads its key there, so it is the key, not a digest of
something. Values are made here; the look-alikes are digests, fingerprints, commits' ids and
placeholders under such names."""

from __future__ import annotations

import random

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(6464)
HEX64 = "".join(_RNG.choice("0123456789abcdef") for _ in range(64))


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("home", "ines", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "line", "value"),
    [
        (".env", "OPENAQ_KEY={v}", HEX64),
        ("run.slurm", "export TOMORROWIO_KEY={v}", HEX64),
        (".Renviron", "METEOBLUE_KEY={v}", HEX64.upper()),
        ("compose.env", 'PURPLEAIR_READ_KEY="{v}"', HEX64),
        # 40 small hex digits are how some services issue keys (the Census Bureau's).
        (".Renviron", "CENSUS_KEY={v}", HEX64[:40]),
        ("run.slurm", "export OPENAQ_KEY={v}", HEX64[:40]),
    ],
)
def test_hex_of_a_keys_size_under_an_environment_key_is_found(
    rules: RuleSet, file_name: str, line: str, value: str
) -> None:
    assert _values(rules, file_name, line.format(v=value) + "\n") == [value]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Digests under a digest's name or beside one, and keys of a cache or a request.
        ("Dockerfile", f"ENV NODE_SHA256={HEX64}\n"),
        (".env", f"CACHE_KEY={HEX64}\nIDEMPOTENCY_KEY={HEX64}\n"),
        (".env", f"ARTIFACT_KEY={HEX64}  # sha256 of the wheel\n"),
        # A signing key's fingerprint (SHA-1 length, in capitals as gpg prints it, or under a
        # name that says it signs) and a commit's id, a placeholder, a bare `key` in a config.
        ("Dockerfile", "ENV GPG_KEY=A035C8C19219BA821ECEA86B64E628F8D684696D\n"),
        (".env", f"GPG_KEY={HEX64[:40]}\nRELEASE_SIGNING_KEY={HEX64[:40]}\n"),
        (".env", f"GIT_COMMIT_KEY={HEX64[:40]}\n"),
        # Names that say the hex is a commit's or a build's id, or a certificate's thumbprint.
        (".env", f"SHA_KEY={HEX64[:40]}\nHEAD_KEY={HEX64[:40]}\nBUILD_KEY={HEX64[:40]}\n"),
        (".env", f"RELEASE_KEY={HEX64[:40]}\nSOURCE_VERSION_KEY={HEX64[:40]}\n"),
        (".env", f"CERT_THUMBPRINT_KEY={HEX64[:40]}\nREF_KEY={HEX64[:40]}\n"),
        (".env", f"OPENAQ_KEY={HEX64[:40].upper()}\n"),
        (".env", "OPENAQ_KEY=" + "0" * 64 + "\n"),
        ("conf.yaml", f"object_key: {HEX64}\n"),
        (".env", f"OPENAQ_KEY={HEX64[:40]}  # sha1 of the release\n"),
    ],
)
def test_digests_and_fingerprints_under_key_names_are_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []


def test_a_huge_line_of_hex_keys_takes_linear_time(rules: RuleSet) -> None:
    text = f"OPENAQ_KEY={HEX64} " * 10_000 + "\n"
    linear, times = text_grows_linearly(lambda part: _values(rules, ".env", part), text)
    assert linear, times
