"""A secret option's value that starts with a dash (a base64url token may): the long random
word after `--access-token` is its value, where a short flag, a JVM option or another option
after it is not. Values are made here."""

from __future__ import annotations

import random
import string
import uuid

import pytest

from govern.secrets.assignments import _dashed_value
from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import grows_linearly

_RNG = random.Random(4907)
_ALPHABET = string.ascii_letters + string.digits


def _part(length: int) -> str:
    return "".join(_RNG.choice(_ALPHABET) for _ in range(length))


# base64url's own `_` and `-` inside, as such a token has them.
DASHED = f"-{_part(20)}_{_part(24)}-{_part(12)}3"
# An id beside it, as such commands take.
RUN_ID = str(uuid.UUID(int=_RNG.getrandbits(128)))


@pytest.mark.parametrize(
    "command",
    [
        f"seqtool push --access-token {DASHED} --run-id {RUN_ID} reads/",
        f"archiver sync --api-token {DASHED} --bucket-id {RUN_ID}",
        f"deployer --password {DASHED} --site-id {RUN_ID}",
    ],
)
def test_a_dashed_random_word_after_a_secret_option_is_its_value(
    rules: RuleSet, command: str
) -> None:
    assert found(rules, ".zsh_history", command + "\n") == [(1, DASHED)]


@pytest.mark.parametrize(
    "command",
    [
        "seqtool push --access-token -v --run 41 reads/",
        "java --password -XX:+UseG1GCWithLargePagesEnabled2 -jar app.jar",
        "svc --token -Dcom.example.jmxremote.port=9010 start",
        "cli --api-key --no-interactive-prompt x",
        "cli --token -no-interactive-authentication-prompt x",
    ],
)
def test_an_option_after_a_secret_option_is_no_value(rules: RuleSet, command: str) -> None:
    assert found(rules, ".zsh_history", command + "\n") == []


def test_dashed_near_misses_are_judged_quickly() -> None:
    # The check runs after a secret's option on each such line: 1 MB of words that start with
    # a dash and are long, but not random (joined words, repeats) or not of token characters.
    line = "--access-token -" + "ab" * 40 + " --token -XX:+" + "Flag9aZ" * 10 + "\n"

    def judge(n: int) -> None:
        text = line * n
        for dash in range(0, len(text), len(line)):
            assert not _dashed_value(text, dash + len("--access-token "))
            assert not _dashed_value(text, dash + line.index(" -XX") + 1)

    linear, times = grows_linearly(judge, 1_000_000 // len(line))
    assert linear, times
