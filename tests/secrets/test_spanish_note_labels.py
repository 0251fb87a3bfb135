"""Spanish notes say whose a secret is after it, with de, del or para ("key de Valentina:
VALUE"), as English notes do with for and of: the label's secret word is before them. French's
"mot de passe" is a password's own name, not a label's tail. A login's label may run longer
before its colon ("Login del muro de pago (cuenta institucional de la biblioteca): USER /
VALUE"). Values are drawn here; the look-alikes give no value or only words."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(7907)
_LETTERS = string.ascii_letters + string.digits
PASSWORD = (
    "".join(_RNG.choice(_LETTERS) for _ in range(6))
    + _RNG.choice("!*_=")
    + "".join(_RNG.choice(_LETTERS) for _ in range(7))
)
KEY = "".join(_RNG.choice(string.ascii_lowercase + string.digits) for _ in range(20)) + "7q"


@pytest.mark.parametrize(
    "line",
    [
        "- API key de Valentina: {v} (registrada con vrojas@example.cl)",
        "- token del grupo: {v}",
        "- api key para el scraper: {v}",
        "- mot de passe de root : {v}",
    ],
)
def test_whose_secret_a_label_says_after_it_leaves_its_word(rules: RuleSet, line: str) -> None:
    value = KEY if "passe" not in line else PASSWORD
    text = f"# Notas\n\n{line.format(v=value)}\n"
    assert found(rules, "notes/apis.md", text) == [(3, value)]


@pytest.mark.parametrize(
    "line",
    [
        "- API key de Valentina: en su .Renviron",
        "- token del grupo: ver Bitwarden",
        "- casa de Valentina: {v}",
    ],
)
def test_a_label_of_no_secret_or_no_value_is_not_reported(rules: RuleSet, line: str) -> None:
    text = f"# Notas\n\n{line.format(v=KEY)}\n"
    assert found(rules, "notes/apis.md", text) == []


def test_a_long_login_label_gives_its_users_password(rules: RuleSet) -> None:
    text = (
        "# Fuentes\n\n- Login del muro de pago (cuenta institucional de la biblioteca): "
        f"prensa@example.cl / {PASSWORD}\n"
    )
    assert found(rules, "notes/fuentes.md", text) == [(3, PASSWORD)]


def test_a_long_login_label_with_no_password_is_not_reported(rules: RuleSet) -> None:
    text = (
        "# Fuentes\n\n- Login del muro de pago (cuenta institucional de la biblioteca): "
        "prensa@example.cl / en Bitwarden\n"
    )
    assert found(rules, "notes/fuentes.md", text) == []
