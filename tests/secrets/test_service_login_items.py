"""A note's list item may give a service's login after the service's name alone, `USER /
PASSWORD` ("- ALMA Science Portal: jdoe / VALUE"): the password after the slash is found where it
has a password's shape. Values are drawn here. Look-alikes: two words or names a slash sets
apart (branches, layouts, paths), a placeholder, a variable, a name in small letters."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(6908)


def _password() -> str:
    """Small letters, a capital, a digit and a password's symbol, drawn."""
    drawn = "".join(_RNG.choice(string.ascii_lowercase + string.digits) for _ in range(10))
    return "c" + drawn[:5] + _RNG.choice(string.ascii_uppercase) + "!" + drawn[5:] + "+"


PASSWORD = _password()
# Letters of both cases and digits, twelve of them: a password without a symbol.
PLAIN = "Xk" + "".join(_RNG.choice(string.ascii_lowercase + string.digits) for _ in range(9)) + "7"


@pytest.mark.parametrize(
    ("item", "value"),
    [
        ("  - ALMA Science Portal: balbuquerque / {pw}", PASSWORD),
        ("- Helpdesk: jdoe / {pw}", PASSWORD),
        ("* Archive portal: jdoe.2 / {pw}", PLAIN),
    ],
)
def test_a_services_login_after_its_name_is_found(rules: RuleSet, item: str, value: str) -> None:
    text = f"* Accounts\n{item.format(pw=value)}\n    (same login for the archive)\n"
    assert found(rules, "notes/observing.org", text) == [(2, value)]


@pytest.mark.parametrize(
    "item",
    [
        "  - Branches: main / release-2024.3",
        "  - Layout: left / Right-Pane2",
        "  - Paths: src / build/v2",
        "  - ESO User Portal: bal / <in keepass>",
        "  - Wiki: alice / ${WIKI_PW}",
        "  - Mirror: upstream / Main-Mirror-EU",
        # A name in small letters: no service's.
        "  - notes: jdoe / {pw}",
    ],
)
def test_lookalikes_are_not_reported(rules: RuleSet, item: str) -> None:
    text = f"* Accounts\n{item.replace('{pw}', PASSWORD)}\n"
    assert found(rules, "notes/observing.org", text) == []
