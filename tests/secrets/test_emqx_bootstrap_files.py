"""EMQX's API key bootstrap file (`api_key.bootstrap_file`, EMQX 4's bootstrap_apps.txt): one
`API_KEY:API_SECRET[:ROLE]` line a key, the secret the second field. Values are generated here;
the look-alikes are a template's placeholders, plain words, a line of four fields and
the same line in a file of another name."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(5107)
KEY_ID = "".join(_RNG.choice("0123456789abcdef") for _ in range(16))
SECRET = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(46))


def test_each_lines_second_field_is_found_with_or_without_a_role(rules: RuleSet) -> None:
    text = f"# keys for the collectors\n{KEY_ID}:{SECRET}:viewer\nci-runner:{SECRET[::-1]}\n"
    assert found(rules, "broker/etc/keys.bootstrap", text) == [
        (2, SECRET),
        (3, SECRET[::-1]),
    ]
    assert values(rules, "emqx/etc/bootstrap_apps.txt", f"{KEY_ID}:{SECRET}\r\n") == [SECRET]


def test_placeholders_other_shapes_and_other_files_are_not_reported(rules: RuleSet) -> None:
    path = "broker/data/api_key.bootstrap"
    assert values(rules, path, "my-key:changeme:administrator\n") == []
    assert values(rules, path, "appid:secret\nkey:${EMQX_API_SECRET}\n") == []
    assert values(rules, path, f"{KEY_ID}:{SECRET}:viewer:extra\n") == []
    assert values(rules, "broker/data/apps.list", f"{KEY_ID}:{SECRET}:viewer\n") == []


def test_a_huge_bootstrap_file_takes_linear_time(rules: RuleSet) -> None:
    text = ("k:" + "a" * 300 + "\n") * 3_000 + ("x" * 1_000 + ":\n") * 100
    linear, times = text_grows_linearly(lambda part: values(rules, "api_key.bootstrap", part), text)
    assert linear, times
