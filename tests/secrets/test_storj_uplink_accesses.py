"""The access grants Storj's uplink CLI saves in access.json (`{"default": NAME, "accesses":
{NAME: GRANT}}`): each grant is found. The default access's name and a value too short or not
base58 for a grant stay unreported. Values are made here."""

from __future__ import annotations

import random

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_RNG = random.Random(7517)


def _grant() -> str:
    return "1" + "".join(_RNG.choice(_BASE58) for _ in range(280))


def _access_json(*accesses: tuple[str, str]) -> str:
    body = ",\n".join(f'\t\t"{name}": "{value}"' for name, value in accesses)
    return f'{{\n\t"default": "{accesses[0][0]}",\n\t"accesses": {{\n{body}\n\t}}\n}}\n'


def test_every_saved_access_grant_is_found(rules: RuleSet) -> None:
    first, second = _grant(), _grant()
    text = _access_json(("archive-rw", first), ("archive-ro-share", second))
    path = "home/ops/.config/storj/uplink/access.json"
    assert found(rules, path, text) == [(4, first), (5, second)]


def test_names_and_values_of_no_grant_shape_are_not_reported(rules: RuleSet) -> None:
    path = "home/ops/.config/storj/uplink/access.json"
    assert found(rules, path, _access_json(("main", "1" + "A" * 20))) == []
    assert found(rules, path, _access_json(("main", "sj://archive/2024"))) == []
