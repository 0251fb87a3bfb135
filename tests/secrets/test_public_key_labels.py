"""A value that its label, in prose, names a public key ("- Relay public key: `…`"): the
published half of a key pair, no secret. A private key, a key whose label denies it is public,
or one where "public" is about something else far before it, stay reported. Values are made
here."""

from __future__ import annotations

import base64
import random

from govern.secrets.publicremarks import labelled_public
from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_DRAW = random.Random(31877)
PUBLIC = base64.b64encode(_DRAW.randbytes(32)).decode()
PRIVATE = base64.b64encode(_DRAW.randbytes(32)).decode()


def test_a_key_labelled_public_in_prose_is_not_reported(rules: RuleSet) -> None:
    notes = (
        "## Relay\n\n"
        f"- Relay node public key: `{PUBLIC}`\n"
        f"* the archive's public signing key is `{PUBLIC[::-1]}`\n"
    )
    assert values(rules, "relay/NOTES.md", notes) == []


def test_private_and_denied_keys_stay_reported(rules: RuleSet) -> None:
    notes = (
        f"- Relay node private key: `{PRIVATE}`\n"
        f"- Relay key (not public key material, keep it): `{PUBLIC}`\n"
    )
    assert values(rules, "relay/NOTES.md", notes) == [PRIVATE, PUBLIC]


def test_the_label_must_end_with_public_and_the_name() -> None:
    line = "- Relay node public key: `"
    assert labelled_public(line + PUBLIC, len(line), "key")
    assert not labelled_public(line + PUBLIC, len(line), "token")
    denied = "- not public key: `"
    assert not labelled_public(denied + PUBLIC, len(denied), "key")
    far = "- public repo, its deploy key: `"
    assert not labelled_public(far + PUBLIC, len(far), "key")
