"""Spanish notes label a password "contraseña" and a password or a key "clave": the names table
reads them as a password's words ("contraseña: VALUE", "- clave: VALUE"). Files are read as
latin-1, so the ñ of UTF-8 is two characters, read back as one letter of the word. Values are drawn
here. Look-alikes: "palabra clave" (a keyword), words that hold "clave" (autoclave), a
placeholder and a variable as the value."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(7141)
_LETTERS = string.ascii_letters + string.digits
PASSWORD = (
    "".join(_RNG.choice(_LETTERS) for _ in range(7))
    + _RNG.choice("!+^*")
    + "".join(_RNG.choice(_LETTERS) for _ in range(7))
)


def _as_read(text: str) -> str:
    """TEXT as the scanner reads its file: UTF-8 bytes decoded as latin-1."""
    return text.encode("utf-8").decode("latin-1")


@pytest.mark.parametrize(
    "line",
    [
        "- contraseña: {pw}",
        "  contraseña: {pw}",
        "Contraseñas del servidor: {pw}",
        "- clave: {pw}",
        "  Clave de acceso: {pw}",
    ],
)
def test_a_spanish_password_word_labels_its_value(rules: RuleSet, line: str) -> None:
    text = _as_read(f"* Cuenta\n- usuario: xolvera\n{line.format(pw=PASSWORD)}\n")
    assert found(rules, "notes/cuentas.org", text) == [(3, PASSWORD)]


@pytest.mark.parametrize(
    "line",
    [
        # A keyword, not a password.
        "- palabra clave: {pw}",
        "- palabras clave: {pw}",
        # A word that holds "clave".
        "- autoclave: {pw}",
        "- conclave: {pw}",
        # No value: a placeholder, a variable.
        "- contraseña: <la del laboratorio>",
        "- contraseña: ${{ROSETTA_PW}}",
    ],
)
def test_lookalikes_are_not_reported(rules: RuleSet, line: str) -> None:
    text = _as_read(f"* Cuenta\n- usuario: xolvera\n{line.format(pw=PASSWORD)}\n")
    assert found(rules, "notes/cuentas.org", text) == []
