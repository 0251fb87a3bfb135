"""What a stored key or password's verifier is made of is no secret (LABELS.md rule 4): a key's
check value (KCV: a digest of the key, printed to check a key without showing it), and a SCRAM
verifier's stored and server keys kept with their salt and iteration count (MongoDB's
`{"iterationCount": …, "salt": …, "storedKey": …, "serverKey": …}`). A server key with no
iteration count beside it (a push service's) and a key's own value stay reported. Values are
made here."""

from __future__ import annotations

import base64
import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_DRAW = random.Random(17308)


def _b64(size: int) -> str:
    return base64.b64encode(_DRAW.randbytes(size)).decode()


HEX = "".join(_DRAW.choices("0123456789abcdef", k=64))
KEY = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=40))


def test_a_keys_check_value_is_not_reported(rules: RuleSet) -> None:
    notes = (
        "Key check value of 2025q4 (SHA-256 of the key file, fine to share):\n"
        f"`{HEX}`.\n"
        f"Escrow key of 2025q4: {KEY}\n"
    )
    assert found(rules, "lto/README.md", notes) == [(3, KEY)]


def test_a_scram_verifiers_keys_are_not_reported(rules: RuleSet) -> None:
    stored, server = _b64(32), _b64(32)
    code = (
        "// stored credentials look like\n"
        f'// {{"iterationCount": 15000, "salt": "{_b64(16)}", "storedKey": "{stored}", '
        f'"serverKey": "{server}"}}\n'
        f'const pushServerKey = "{KEY}";\n'
    )
    assert found(rules, "mongodb/create_users.js", code) == [(3, KEY)]
