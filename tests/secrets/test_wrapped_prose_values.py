"""A secret's word and its value set as code on the next line of the same wrapped paragraph or
list item of notes ("the deploy token\n  `VALUE` (rotate yearly)"). Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

TOKEN = "".join(random.Random(83).choices(string.ascii_letters + string.digits, k=32))


@pytest.mark.parametrize(
    "text",
    [
        "- Registry: project `seis-tools`, deploy token\n  `{t}` (read-only; expires in June).\n",
        "The nightly sync logs in with the service password\n`{t}`, kept in the team vault too.\n",
        "* Weather feed: the API key is\r\n  `{t}`\r\n",
    ],
)
def test_a_value_on_the_wrapped_line_after_its_name_is_found(rules: RuleSet, text: str) -> None:
    assert found(rules, "notes/SOURCES.md", text.format(t=TOKEN)) == [(2, TOKEN)]


@pytest.mark.parametrize(
    "text",
    [
        # Where the value is kept, how to fill it in, a placeholder, a heading's code.
        "- Registry: deploy token\n  `~/.config/registry/token` (0600).\n",
        "- Registry: deploy token\n  `$REGISTRY_TOKEN` from the CI settings.\n",
        "- Registry: deploy token\n  `<token>` from the project's settings.\n",
        "## Token\n\n`registry-token` is the secret's name in the vault.\n",
    ],
)
def test_look_alikes_on_the_wrapped_line_are_not_reported(rules: RuleSet, text: str) -> None:
    assert values(rules, "notes/SOURCES.md", text) == []


def test_huge_wrapped_notes_take_linear_time(rules: RuleSet) -> None:
    text = "the token\n  `" * 60_000 + "\n"
    linear, times = text_grows_linearly(lambda part: found(rules, "notes/SOURCES.md", part), text)
    assert linear, times
