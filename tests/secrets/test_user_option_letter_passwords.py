"""A password of letters alone, drawn at random, given to any tool's password option after its
user option (`cypher-shell -u neo4j -p '…'`): a run of consonants no name has makes it a draw,
where a database's, a project's or a folder's name after `-p` is words. Values are drawn here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random("letter-passwords")
# Letters of both cases with a run of consonants, as a generator of letters-only passwords makes.
LETTERS = "edonuS" + "sddfrf" + "".join(_RNG.choices(string.ascii_letters, k=6))


@pytest.mark.parametrize(
    "line",
    [
        "cypher-shell -a bolt://graph.lab.example.org:7687 -u neo4j -p '{v}' -d supplychain\n",
        "labcli sync --username carol -P {v} /data\n",
    ],
)
def test_a_random_letters_password_after_a_user_option_is_found(rules: RuleSet, line: str) -> None:
    assert found(rules, ".bash_history", line.format(v=LETTERS)) == [(1, LETTERS)]


@pytest.mark.parametrize(
    "line",
    [
        # A project's, a partition's and a database's names: words, not a draw.
        "labcli sync --username carol -p Supplychain /data\n",
        "labcli submit -u carol -p GpuLongQueue job.sh\n",
        "graphtool -u neo4j -p 'movies' -d movies\n",
    ],
)
def test_names_after_a_user_option_are_not_reported(rules: RuleSet, line: str) -> None:
    assert found(rules, ".bash_history", line) == []
