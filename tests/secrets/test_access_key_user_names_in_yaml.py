"""An S3-style access key chosen by a YAML rule's key glob (an environment's STORE_ACCESS_KEY)
is judged as it is under its name: with a secret key set beside it, a user's name there (dashed
words, MinIO's users) is the login's user, no secret. The look-alikes it must still report are
a drawn access key beside the same secret and the secret key itself."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def _drawn(seed: int, alphabet: str, size: int) -> str:
    draw = random.Random(seed)
    return "".join(draw.choice(alphabet) for _ in range(size))


def _compose(access_key: str, secret_key: str) -> str:
    return (
        "services:\n"
        "  ingest:\n"
        "    environment:\n"
        "      STORE_URL: http://objects:9000\n"
        f"      STORE_ACCESS_KEY: {access_key}\n"
        f'      STORE_SECRET_KEY: "{secret_key}"\n'
    )


def test_a_user_name_as_access_key_beside_its_secret_is_no_secret(rules: RuleSet) -> None:
    secret_key = _drawn(11, string.ascii_letters + string.digits, 40)
    text = _compose("scan-uploader", secret_key)
    assert values(rules, "ops/compose.yaml", text) == [secret_key]


def test_a_drawn_access_key_beside_its_secret_is_reported(rules: RuleSet) -> None:
    secret_key = _drawn(12, string.ascii_letters + string.digits, 40)
    access_key = _drawn(13, string.ascii_uppercase + string.digits, 20)
    text = _compose(access_key, secret_key)
    assert values(rules, "ops/compose.yaml", text) == [access_key, secret_key]
