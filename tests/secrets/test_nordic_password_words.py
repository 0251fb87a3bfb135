"""Finnish and Swedish notes label a password "salasana" (salasanan, salasanat as it inflects)
or "lösenord" (lösenordet): the names table reads them as a password's words, in a UTF-8 file
whose ö is read either way. Values are drawn here. Look-alikes: where the password is kept, and
a placeholder."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(3107)
_LETTERS = string.ascii_letters + string.digits
PASSWORD = "".join(_RNG.choice(_LETTERS) for _ in range(16))


@pytest.mark.parametrize(
    "line",
    [
        "  salasana: {pw}",
        "- SFTP:n salasanan vaihto tehty, uusi salasana: {pw}",
        "- käyttäjä `smew-etl`, Salasana {pw}",
        "- FTP-lösenordet: `{pw}`",
        "  Lösenord = {pw}",
    ],
)
def test_a_finnish_or_swedish_password_word_labels_its_value(rules: RuleSet, line: str) -> None:
    text = f"* Tunnukset\n- user: etl\n{line.format(pw=PASSWORD)}\n"
    assert found(rules, "notes/README.org", text) == [(3, PASSWORD)]


@pytest.mark.parametrize(
    "line",
    [
        "- salasana on tiedostossa `.Renviron`.",
        "- lösenordet finns i `config/services.toml`.",
        "- salasana: <salasana>",
        "- lösenord: ${FTP_PASS}",
    ],
)
def test_where_the_password_is_kept_is_no_password(rules: RuleSet, line: str) -> None:
    assert found(rules, "notes/README.md", f"# Muistiinpanot\n{line}\n") == []
