"""Names written with accented letters (French's clé and mot de passe, Spanish's contraseña,
Portuguese's senha and chave, German's Schlüssel and Passwort): their words are split as
Unicode's letters, in files written in UTF-8 (read as latin-1, each letter two characters) or in
latin-1. Look-alikes: a name whose word only starts as a secret's does (passée, the French
past: cut at its é it was "pass"), and a key's word under a value that does not look random."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.names import words
from govern.secrets.rules import RuleSet, load_rules
from tests.secrets.found import found

_RNG = random.Random(7523)
KEY = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(24))
HEX_KEY = "".join(_RNG.choice("0123456789abcdef") for _ in range(32))


def _utf8(text: str) -> str:
    """TEXT as the scanner reads its UTF-8 file: decoded as latin-1."""
    return text.encode("utf-8").decode("latin-1")


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("clé_du_projet", ["clé", "du", "projet"]),
        (_utf8("clé du projet"), ["clé", "du", "projet"]),
        (_utf8("contraseña"), ["contraseña"]),
        (_utf8("apiSchlüssel"), ["api", "schlüssel"]),
        (_utf8("API_SCHLÜSSEL"), ["api", "schlüssel"]),
        ("motDePasse", ["mot", "de", "passe"]),
        # No UTF-8 (latin-1's own é): read as written.
        ("Cl\xe9Projet", ["clé", "projet"]),
    ],
)
def test_a_names_words_keep_their_accented_letters(name: str, expected: list[str]) -> None:
    assert words(name) == expected


def test_an_accented_keyword_is_searched_for_as_utf8_writes_it() -> None:
    keywords = load_rules().keywords
    assert {"clé", _utf8("clé").lower(), _utf8("SCHLÜSSEL").lower()} <= set(keywords)


@pytest.mark.parametrize(
    ("path", "text", "value"),
    [
        ("notes/acces.md", "- clé du projet (plan Starter):\n  {hex}\n", HEX_KEY),
        ("notes/acces.md", "- mot de passe du serveur : {key}\n", KEY),
        ("notas/cuentas.org", "- contraseña: {key}\n", KEY),
        ("notas/contas.txt", "senha do banco: {key}\n", KEY),
        ("src/acesso.py", 'chave_de_acesso = "{key}"\n', KEY),
        ("src/abruf.py", 'API_SCHLÜSSEL = "{key}"\n', KEY),
        ("src/abruf.py", 'passwort = "{key}"\n', KEY),
    ],
)
@pytest.mark.parametrize("encoding", ["utf-8", "latin-1"])
def test_a_value_under_an_accented_secret_name_is_found(
    rules: RuleSet, path: str, text: str, value: str, encoding: str
) -> None:
    written = text.format(hex=HEX_KEY, key=KEY).encode(encoding).decode("latin-1")
    assert [v for _, v in found(rules, path, written)] == [value]


@pytest.mark.parametrize(
    "text",
    [
        # The French past participle of passer, once cut to "pass" at its é.
        'date_passée = "{key}"\n',
        # A key's word, a value of words: no key.
        "- clé du projet : parcelle-douze\n",
        'chave_primaria = "id_do_produto"\n',
    ],
)
@pytest.mark.parametrize("encoding", ["utf-8", "latin-1"])
def test_lookalikes_are_not_reported(rules: RuleSet, text: str, encoding: str) -> None:
    written = text.format(key=KEY).encode(encoding).decode("latin-1")
    assert found(rules, "src/notes.py", written) == []
