"""The EPA's AQS Data Mart API key, named in notes as the AQS key: a short word of letters and
digits its signup mails, which a plain `key`'s name would leave. Values are drawn here; the
look-alikes are the documentation's test key and a key named for no service."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(4417)
KEY = "".join(_RNG.choice(string.ascii_lowercase) for _ in range(7)) + "4" + "k2m9"


def test_a_noted_aqs_key_is_found(rules: RuleSet) -> None:
    text = f"# APIs\n\n- AQS key: {KEY} (registered with vrojas@example.cl)\n"
    assert found(rules, "notes/apis.md", text) == [(3, KEY)]


def test_the_documented_key_and_an_unnamed_short_key_are_not_reported(rules: RuleSet) -> None:
    text = (
        "# APIs\n\n"
        "- AQS: the documentation's example is `email=test@aqs.api&key=test`\n"
        f"- lab key: {KEY}\n"
    )
    assert found(rules, "notes/apis.md", text) == []
