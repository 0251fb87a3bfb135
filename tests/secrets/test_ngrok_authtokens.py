"""ngrok's agent saves the authtoken that starts tunnels billed to its account with `ngrok
config add-authtoken TOKEN` (v3) or `ngrok authtoken TOKEN` (v2), as its CLI reference says: the
argument is the token, wherever the command is written. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(1809)
TOKEN = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(27)) + "_"
TOKEN += "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(21))


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("home", "kim", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("Dockerfile", "FROM ubuntu:24.04\nRUN ngrok authtoken {v} && ngrok --version\n"),
        (".bash_history", "ngrok config add-authtoken '{v}'\n"),
        ("jobs/demo.sbatch", '#!/bin/bash\nif [ -n "$DEMO" ]; then\n  ngrok authtoken {v}\nfi\n'),
    ],
)
def test_an_authtoken_given_to_ngrok_is_found(rules: RuleSet, file_name: str, text: str) -> None:
    assert TOKEN in _values(rules, file_name, text.format(v=TOKEN))


@pytest.mark.parametrize(
    "text",
    [
        "ngrok config add-authtoken $NGROK_AUTHTOKEN\n",
        'ngrok authtoken "${NGROK_TOKEN}"\n',
        "ngrok config add-authtoken <your-authtoken>\n",
        "ngrok config add-authtoken YOUR_AUTHTOKEN\n",
        "ngrok config check\nngrok http 8080\n",
    ],
)
def test_look_alikes_given_to_ngrok_are_not_reported(rules: RuleSet, text: str) -> None:
    assert _values(rules, "setup.sh", text) == []


def test_hostile_ngrok_lines_take_linear_time(rules: RuleSet) -> None:
    text = "ngrok config add-authtoken " * 40_000 + "\n" + ("ngrok authtoken \\\n" * 20_000)
    linear, times = text_grows_linearly(lambda part: _values(rules, "setup.sh", part), text)
    assert linear, times
