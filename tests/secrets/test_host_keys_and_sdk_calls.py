"""Keys given to SDK calls by position (Ultralytics HUB's hub.login(KEY), kafka-go's
scram.Mechanism(algo, user, PASSWORD), Flywheel's flywheel.Client(KEY)), and a key written after
the host it is for (Flywheel's `site:key`), whose host may be an example's without making the
key one. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.names import Strength
from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import grows_linearly

_RNG = random.Random(6151)


def _draw(length: int) -> str:
    return "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(length)) + "7"


KEY = _draw(33)
PASSWORD = _draw(15)
HOST_KEY = f"imaging.lab.example.net:{_draw(29)}"


@pytest.mark.parametrize(
    ("path", "text", "value"),
    [
        ("train.py", f'from ultralytics import hub\nhub.login("{KEY}")\n', KEY),
        (
            "sasl.go",
            f'm, err := scram.Mechanism(scram.SHA256, "reader", "{PASSWORD}")\n_ = m\n',
            PASSWORD,
        ),
        ("sync.py", f'import flywheel\nclient = flywheel.Client("{HOST_KEY}")\n', HOST_KEY),
        (".config/flywheel/user.json", f'{{"key": "{HOST_KEY}", "root": true}}\n', HOST_KEY),
    ],
)
def test_keys_given_to_sdk_calls_and_after_their_host_are_found(
    rules: RuleSet, path: str, text: str, value: str
) -> None:
    assert value in [found_value for _, found_value in found(rules, path, text)]


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("train.py", 'hub.login("<YOUR_API_KEY>")\n'),
        ("sasl.go", 'm, _ := scram.Mechanism(scram.SHA256, "reader", password)\n'),
        ("sync.py", 'client = flywheel.Client("imaging.lab.example.net:your-api-key-here")\n'),
        ("sync.py", 'client = flywheel.Client("imaging.lab.example.net:YOUR_API_KEY")\n'),
        (".config/flywheel/user.json", '{"key": "imaging.lab.example.net:8080", "root": true}\n'),
    ],
)
def test_placeholders_and_variables_are_left_alone(rules: RuleSet, path: str, text: str) -> None:
    assert found(rules, path, text) == []


def test_host_key_near_misses_are_judged_quickly(rules: RuleSet) -> None:
    # Hosts of many labels before a key one character short, or a host cut short: each value
    # a candidate's judgement reads whole.
    near_misses = [
        "a." * 60 + "b:" + "aB3" * 6 + "x",
        "host-" * 12 + ":" + "aB3" * 20,
        "a.b.c.d.e.f.g.h.i.j.k:" + "aB3" * 42,
    ]

    def judge(n: int) -> None:
        for value in near_misses * n:
            rules.lookalikes.explains_named(value, Strength.STRONG, False, "")

    linear, times = grows_linearly(judge, 4_000)
    assert linear, times
