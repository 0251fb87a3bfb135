"""A key's id (JOSE's `kid`) names the key, as the JWKS that publishes its public half does:
"realm signing key kid: `…`" gives no secret, nor a setting named for it. The signing key's
own value, labelled so, is still reported. Values are generated here."""

from __future__ import annotations

import secrets
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def _drawn() -> str:
    """32 letters and digits, a letter first, holding a digit and both cases."""
    alphabet = string.ascii_letters + string.digits
    while True:
        drawn = secrets.choice(string.ascii_letters) + "".join(
            secrets.choice(alphabet) for _ in range(31)
        )
        if any(c.isdigit() for c in drawn) and drawn.lower() != drawn != drawn.upper():
            return drawn


def test_a_key_id_is_not_the_key(rules: RuleSet) -> None:
    kid = _drawn()
    note = f"* realm signing key kid: `{kid}`, RS256\n"
    assert values(rules, "keycloak/README.md", note) == []
    setting = f"signing_key_kid: {kid}\n"
    assert values(rules, "keycloak/realm.yml", setting) == []
    key = _drawn()
    labelled = f"* realm signing key: `{key}`, RS256\n"
    assert values(rules, "keycloak/README.md", labelled) == [key]
    secret = f"signing_key: {key}\n"
    assert values(rules, "keycloak/realm.yml", secret) == [key]
