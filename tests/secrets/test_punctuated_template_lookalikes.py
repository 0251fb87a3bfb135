"""A secret drawn with punctuation may hold braces (Sentinel Hub's OAuth client secrets mix
`{}()[]?>&,` into their 40 characters): between them stands no template's expression, which
closes no bracket it did not open. Under a secret's name such a value is the secret; a template's
slot (`{db[password]}`, `{cfg.get(name)}`) and a variable (`${VAR}`) stay references. Values are
made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(5531)


def _draw(k: int) -> str:
    return "".join(_RNG.choices(string.ascii_letters + string.digits, k=k))


# Braces around a run that closes a bracket it never opened, and punctuation after them.
SECRET = "{" + _draw(4) + ")" + _draw(5) + "]9." + _draw(3) + "}?" + _draw(8) + ">&," + _draw(12)


@pytest.mark.parametrize("path", ["project/.env", "project/settings.toml", "project/config.yaml"])
def test_a_braced_secret_under_a_secret_name_is_reported(rules: RuleSet, path: str) -> None:
    line = (
        f'SH_CLIENT_SECRET="{SECRET}"\n'
        if path.endswith(".env")
        else f'client_secret = "{SECRET}"\n'
        if path.endswith(".toml")
        else f'client_secret: "{SECRET}"\n'
    )
    assert values(rules, path, line) == [SECRET]


@pytest.mark.parametrize(
    "value",
    [
        "{db[password]}",
        "{cfg.get(name)}",
        "{settings['sentinel']['secret']}",
        "${SH_CLIENT_SECRET}",
        "prefix-{secret_name}",
    ],
)
def test_a_template_slot_under_a_secret_name_stays_a_reference(rules: RuleSet, value: str) -> None:
    assert values(rules, "project/.env", f'SH_CLIENT_SECRET="{value}"\n') == []
