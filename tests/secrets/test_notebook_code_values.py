"""A notebook's code is read as the script it is, though each line is a JSON string (its quotes
escaped): a key kept in a variable named for it (`ARGOKEY = "…"`), and a variable's literal sent
under a secret's name (`f"…&token={tok}"`), are found as in a script. The look-alikes are the
same lines with no literal, a variable sent under no secret's name, and a digest kept so. Values
are generated here."""

from __future__ import annotations

import json
import random

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet

KEY = "".join(random.Random("notebook-key").choices("0123456789abcdef", k=40))


def _notebook(*lines: str) -> str:
    cell = {"cell_type": "code", "metadata": {}, "outputs": [], "source": list(lines)}
    return json.dumps({"cells": [cell], "metadata": {}, "nbformat": 4}, indent=1)


def _values(rules: RuleSet, text: str) -> list[str]:
    return [m.value for m in find_matches(text, ("home", "kim", "qc.ipynb"), rules)]


def test_a_key_kept_in_a_variable_named_for_it_in_a_notebook_is_found(rules: RuleSet) -> None:
    text = _notebook(
        "import requests\n",
        f'ARGOKEY = "{KEY}"\n',
        'r = requests.get(URL, headers={"x-argokey": ARGOKEY})\n',
    )
    assert _values(rules, text) == [KEY]


def test_a_variable_sent_as_a_token_in_a_notebook_is_its_literal(rules: RuleSet) -> None:
    text = _notebook(
        f'tok = "{KEY}"\n',
        'r = requests.get(f"https://api.example.org/map?latlng=-33.9,-71.2&token={tok}")\n',
    )
    assert _values(rules, text) == [KEY]


def test_notebook_lines_with_no_key_are_not_reported(rules: RuleSet) -> None:
    for lines in (
        ('ARGOKEY = os.environ["ARGOKEY"]\n', 'hdr = {"x-argokey": ARGOKEY}\n'),
        (f'tok = "{KEY}"\n', 'r = requests.get(f"https://git.example.org/commit?sha={tok}")\n'),
        (f'commit_sha = "{KEY}"\n',),
    ):
        assert _values(rules, _notebook(*lines)) == [], lines
