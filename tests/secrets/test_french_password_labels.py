"""A password after French's words for it in a note (mot de passe, phrase de passe), as a
sentence gives it or a label (its words accented or not), after an account's (compte) user, and
under a variable named so (MOT_DE_PASSE). A sentence about a password that gives none, "passe"
alone before a word and a report (compte rendu) stay unreported. Values are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _password() -> str:
    return "q" + secrets.token_urlsafe(12) + "4z"


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("install.org", "- Wi-Fi de la ferme: SSID =Grange=, mot de passe {p}"),
        ("notes.md", "- borne Wi-Fi, mot de passe: {p}"),
        ("notes.txt", "Phrase de passe de la clé: {p}"),
        ("deploy.env", "MOT_DE_PASSE={p}"),
        # A label's accented words (envoyé, in UTF-8).
        ("notes.md", "  mot de passe initial envoyé par l'installeur : {p}"),
        # An account (compte) and its user before the password.
        ("notes.md", "- Pour le stagiaire, compte scheduler en lecture : kn-ro / {p}"),
    ],
)
def test_a_french_password_is_found(rules: RuleSet, path: str, line: str) -> None:
    password = _password()
    assert found(rules, path, line.format(p=password) + "\n") == [(1, password)]


@pytest.mark.parametrize(
    "line",
    [
        "  (le mot de passe d'usine imprimé sous le boîtier ne marche plus après le login)",
        "- le mot de passe est dans le coffre KeePass de l'équipe",
        "- la sonde passe {p} fois par jour",
        "- mot de passe: voir Bitwarden",
        # An accented label with no secret's word; a report (compte rendu), not an account.
        "- numéro de dossier envoyé par l'installeur : Qx7mK2pL9vR4tZ",
        "- compte rendu de réunion : main / Release-2024.3b",
    ],
)
def test_french_password_look_alikes_are_not_reported(rules: RuleSet, line: str) -> None:
    assert found(rules, "install.org", line.format(p="3") + "\n") == []
