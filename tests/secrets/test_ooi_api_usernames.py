"""The Ocean Observatories Initiative M2M API's user name (OOIAPI- and 14 capitals and digits),
the key half of its user name and token login, is reported where a token or a password is named
beside it; its shape alone in prose, or a look-alike of another length, is not. Values are made
here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(12576)
USER = "OOIAPI-" + "".join(_RNG.choice(string.ascii_uppercase + string.digits) for _ in range(14))


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("moorings/.env", "M2M_USER={u}\nM2M_TOKEN=$(cat ~/.m2m)\n"),
        ("moorings/pull.py", "session.auth = ('{u}', secrets['m2m_token'])\n"),
        (".netrc", "machine ooinet.example.org\n  login {u}\n  password $M2M_PASS\n"),
    ],
)
def test_the_user_name_beside_its_token_is_reported(rules: RuleSet, path: str, text: str) -> None:
    assert USER in values(rules, path, text.format(u=USER))


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # No token or password named near it.
        ("moorings/notes.md", "Profile page shows {u} for the Slope Base account.\n"),
        # Another length: not the issued shape.
        ("moorings/.env", "M2M_USER={short}\nM2M_TOKEN=$(cat ~/.m2m)\n"),
    ],
)
def test_a_lone_or_misshapen_user_name_is_not_reported(
    rules: RuleSet, path: str, text: str
) -> None:
    found = values(rules, path, text.format(u=USER, short=USER[:-3]))
    assert USER not in found and USER[:-3] not in found


def test_near_misses_are_scanned_quickly(rules: RuleSet) -> None:
    # One capital or digit short, and the prefix alone, on every line of a megabyte.
    line = "token OOIAPI-" + "A1" * 6 + "B OOIAPI " + "pass\n"
    text = line * (1_000_000 // len(line))

    def scan(part: str) -> None:
        assert not list(rules.rule("ooi-api-username").regex.finditer(part))

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
