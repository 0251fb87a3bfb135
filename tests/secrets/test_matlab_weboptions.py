"""MATLAB's weboptions adding a request header by name-value pairs, 'KeyName' the header's
name and 'KeyValue' its value: an API key's header beside its key. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(3030)
KEY = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(36)) + "w2"


def _values(rules: RuleSet, file_name: str, text: str) -> list[tuple[str, int, str]]:
    parts = ("projects", "lab", *file_name.split("/"))
    return [(m.rule.id, m.line, m.value) for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("o = weboptions('KeyName','Ocp-Apim-Subscription-Key','KeyValue','{k}');\n", 1),
        ('o = weboptions("KeyName", "X-Auth-Token", "KeyValue", "{k}", "Timeout", 30);\n', 1),
        # Names in any case (MATLAB's are), continued lines.
        ("o = weboptions('keyname', 'apikey', ...\n    'keyvalue', '{k}');\n", 2),
        (
            "o = weboptions('MediaType', 'application/json', 'KeyName', 'Authorization', ...\n"
            "    'KeyValue', ...\n    '{k}');\n",
            3,
        ),
    ],
)
def test_a_key_given_as_a_headers_key_value_is_found(rules: RuleSet, text: str, line: int) -> None:
    assert _values(rules, "fetch.m", text.format(k=KEY)) == [("matlab-weboptions-key", line, KEY)]


@pytest.mark.parametrize(
    "text",
    [
        "o = weboptions('KeyName', 'Accept', 'KeyValue', 'application/vnd.api+json');\n",
        "o = weboptions('KeyName', 'X-Request-Source', 'KeyValue', 'matlab-r2024b-x9');\n",
        "o = weboptions('KeyName', 'X-Api-Key', 'KeyValue', getenv('API_KEY'));\n",
        "o = weboptions('KeyName', 'X-Api-Key', 'KeyValue', key);\n",
        "o = weboptions('KeyName', 'X-Api-Key', 'KeyValue', '<your API key>');\n",
    ],
)
def test_other_headers_variables_and_placeholders_are_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert _values(rules, "fetch.m", text) == []


def test_the_same_call_outside_matlab_is_left_to_other_rules(rules: RuleSet) -> None:
    text = f"o = weboptions('KeyName', 'X-Api-Key', 'KeyValue', '{KEY}');\n"
    assert all(rule != "matlab-weboptions-key" for rule, _, _ in _values(rules, "notes.py", text))


def test_a_huge_matlab_file_takes_linear_time(rules: RuleSet) -> None:
    text = "'KeyName', 'X-Api-Key', 'KeyValue', ...\n" * 20_000
    text += ("'KeyName','" + "k" * 80 + "','KeyValue','" + "a" * 600) * 500 + "\n"
    linear, times = text_grows_linearly(lambda part: _values(rules, "fetch.m", part), text)
    assert linear, times
