"""South African notes label a password in isiZulu, "iphasiwedi" (plural "amaphasiwedi"), or in
Afrikaans, "wagwoord": the names table reads them as a password's words. Values are drawn here.
Look-alikes: the words before where the password is kept (a file, a vault), and a placeholder."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(8219)
_LETTERS = string.ascii_letters + string.digits
PASSWORD = (
    "".join(_RNG.choice(_LETTERS) for _ in range(7))
    + _RNG.choice("!+^*")
    + "".join(_RNG.choice(_LETTERS) for _ in range(7))
)


@pytest.mark.parametrize(
    "line",
    [
        "- Tenant admin login: ayanda@lab.example.org iphasiwedi: {pw}",
        "- Iphasiwedi: {pw}",
        "  amaphasiwedi: {pw}",
        "- Logger: gebruiker `admin`, wagwoord: {pw}",
        "  Wagwoord = {pw}",
    ],
)
def test_an_isizulu_or_afrikaans_password_word_labels_its_value(rules: RuleSet, line: str) -> None:
    text = f"* Ukungena (logins)\n- user: akhoza\n{line.format(pw=PASSWORD)}\n"
    assert found(rules, "notes/README.org", text) == [(3, PASSWORD)]


@pytest.mark.parametrize(
    "line",
    [
        "- Iphasiwedi ise-`.Renviron`.",
        "- gebruiker `reader`, wagwoord in `config/services.toml`.",
        "- wagwoord: <wagwoord>",
        "- iphasiwedi: ${TB_PASS}",
    ],
)
def test_where_the_password_is_kept_is_no_password(rules: RuleSet, line: str) -> None:
    assert found(rules, "notes/README.md", f"# Notas\n{line}\n") == []
