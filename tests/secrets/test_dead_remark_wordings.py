"""A remark that calls a value dead in other words than "revoked" or "expired": it stopped
working ("does not authenticate anymore", "no longer logs in", "ne fonctionne plus"), it is gone
with what it belonged to, it was deleted in French ("supprimée"), or a clause gives its word and
the verdict just before it ("key dead: …"). The remark silences only the value it speaks of: a
live value beside it, or one a look-alike remark speaks of, stays reported. Values are made
here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.deadbefore import said_dead_before
from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(40417)
TOKEN = "".join(_RNG.choices(string.ascii_letters + string.digits, k=31)) + "8"
LIVE = "".join(_RNG.choices(string.ascii_letters + string.digits, k=31)) + "3"


@pytest.mark.parametrize(
    "text",
    [
        f"# deleted on the site when the org moved (2025-01); does not authenticate anymore\n"
        f"api_token = {TOKEN}\n",
        f"# changed the same day, no longer logs in\napi_token = {TOKEN}\n",
        f"# compte fermé, ne fonctionne plus\napi_token = {TOKEN}\n",
        f"# Konto gelöscht, funktioniert nicht mehr\napi_token = {TOKEN}\n",
        f'# app "soil-pilot" (app deleted with the pilot in 2024, key gone with it)\n'
        f"#relay_token = {TOKEN}\n",
        f"# ancienne clé du compte, supprimée du tableau de bord en mars:\n"
        f"# relay_token = {TOKEN}\n",
        f"- trial account \u2014 account closed 2025-02, key dead: {TOKEN}\n",
    ],
)
def test_a_value_its_remark_calls_dead_is_not_reported(rules: RuleSet, text: str) -> None:
    assert values(rules, "relay/client.conf", text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # The live value above the dead one's remark is not the one it speaks of.
        (
            f"relay_token = {LIVE}\n# ancienne clé, supprimée en mars:\n# relay_token = {TOKEN}\n",
            LIVE,
        ),
        (f"api_token = {LIVE}\n- old account closed, key dead: {TOKEN}\n", LIVE),
        # "Does not work" alone may be a fault of the moment; an older key is another value.
        (f"# does not work from the login nodes\napi_token = {TOKEN}\n", TOKEN),
        (f"# the old key no longer works\napi_token = {TOKEN}\n", TOKEN),
        # "Gone" and "supprimée" are read only above a line kept commented out.
        (f"# key gone with the old setup\napi_token = {TOKEN}\n", TOKEN),
        (f"# ancienne clé supprimée en mars:\napi_token = {TOKEN}\n", TOKEN),
        # Another word's verdict before the value's own ("mirror dead: …") is not the value's.
        (f"- staging mirror dead, new key: {TOKEN}\n", TOKEN),
    ],
)
def test_a_remark_of_another_value_leaves_it_reported(
    rules: RuleSet, text: str, value: str
) -> None:
    assert values(rules, "relay/client.conf", text) == [value]


def test_long_lines_of_verdict_words_take_linear_time() -> None:
    line = "- " + "key dead, token " * 12 + f"key dead: {TOKEN}\n"
    text = line * (1_000_000 // len(line))

    def scan(part: str) -> None:
        for start in range(len(line) - len(TOKEN) - 1, len(part), len(line)):
            said_dead_before(part, start)

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
