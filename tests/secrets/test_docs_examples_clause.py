"""Prose that says the values it introduces are a documentation's examples, not one's own ("the
API docs' examples are not ours: `Authorization: Bearer …`", a README's example keys above
them): those values are not reported. One's own or a live value the prose goes on to, a clause
that ends before its colon, or one that says nothing of what the examples are leaves the value
reported. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.docsexamples import said_docs_example
from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(52011)
TOKEN = "".join(_RNG.choices(string.ascii_letters + string.digits, k=31)) + "8"
LIVE = "".join(_RNG.choices(string.ascii_letters + string.digits, k=31)) + "5"


@pytest.mark.parametrize(
    "text",
    [
        f"# the Relay docs' examples are not ours:\napi_token = {TOKEN}\n",
        f'# the relay-cli README example keys are just ASCII ("RELAYKEY"):\napi_token = {TOKEN}\n',
    ],
)
def test_the_docs_examples_a_clause_introduces_are_not_reported(rules: RuleSet, text: str) -> None:
    assert values(rules, "relay/client.conf", text) == []


def test_the_docs_example_after_the_clause_on_its_line_is_not_reported(rules: RuleSet) -> None:
    text = f"- the API docs' examples are not ours: `Authorization: Bearer {TOKEN}`\n"
    assert values(rules, "notes/access.md", text) == []
    # A live value the line goes on to after the docs' example is one's own.
    text = f"- the API docs' examples are not ours: `demo`, ours: `Authorization: Bearer {LIVE}`\n"
    assert values(rules, "notes/access.md", text) == [LIVE]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (f"# the docs' example is only for v1, our key:\napi_token = {LIVE}\n", LIVE),
        # The clause ends before its colon, or says nothing of what the examples are.
        (f"# the docs' examples are just placeholders; set yours:\napi_token = {LIVE}\n", LIVE),
        (f"# the README examples are outdated:\napi_token = {LIVE}\n", LIVE),
        # One's own docs' examples are one's own values.
        (f"# our docs' examples are only for staging:\napi_token = {LIVE}\n", LIVE),
    ],
)
def test_a_clause_that_brings_in_ones_own_value_leaves_it_reported(
    rules: RuleSet, text: str, value: str
) -> None:
    assert values(rules, "relay/client.conf", text) == [value]


def test_long_lines_of_the_clause_take_linear_time() -> None:
    line = "- " + "the docs' examples are just " * 8 + f"ours: api_token = {TOKEN}\n"
    text = line * (1_000_000 // len(line))

    def scan(part: str) -> None:
        for start in range(len(line) - len(TOKEN) - 1, len(part), len(line)):
            said_docs_example(part, start)

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
