"""A relative path to a file in small letters, set as code after a secret's word ("secrets:
`dcm4chee/.env`", "password in `keycloak/realm.json`"), says where the secret is kept: a
reference, not a value. The attack: a drawn password that holds a slash, and one of small letters
and digits whose last part could be a name, stay reported. Values are made here."""

from __future__ import annotations

import itertools
import secrets
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_SMALL = string.ascii_lowercase + string.digits


def _part(length: int) -> str:
    """Small letters and digits at random, a letter first, holding a digit that a letter follows
    (so that no part reads as a word and a version, as a route's do)."""
    while True:
        drawn = secrets.choice(string.ascii_lowercase) + "".join(
            secrets.choice(_SMALL) for _ in range(length - 1)
        )
        if any(a.isdigit() and b.isalpha() for a, b in itertools.pairwise(drawn)):
            return drawn


def test_a_relative_path_to_a_file_is_no_secret(rules: RuleSet) -> None:
    for path in ("dcm4chee/.env", "deploy/pacs01/realm-2024.json", "keycloak2/secrets.yaml"):
        note = f"- secrets: `{path}` (root-only on pacs01)\n"
        assert values(rules, "README.md", note) == [], path


def test_a_drawn_password_with_a_slash_stays_reported(rules: RuleSet) -> None:
    password = f"{_part(8)}/{_part(8)}"
    assert values(rules, "README.md", f"- secret: `{password}`\n") == [password]
    mixed = f"{_part(6)}/{secrets.choice(string.ascii_uppercase)}{_part(7)}.Q{_part(3)}"
    assert values(rules, "README.md", f"- secret: `{mixed}`\n") == [mixed]
