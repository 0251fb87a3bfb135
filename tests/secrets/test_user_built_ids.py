"""Access ids a service builds from its user's name (BlackPearl's DS3 access id, the base64 of
the user's name; OneFS's ZONE_USER_accid): beside their secret they name the user and are not
reported, while an access id drawn at random beside its secret is. Values are drawn."""

from __future__ import annotations

import base64
import secrets
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from govern.secrets.userids import built_from_user

_ALNUM = string.ascii_letters + string.digits


def _draw(n: int) -> str:
    return "".join(secrets.choice(_ALNUM) for _ in range(n))


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("projects", "archive", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


def _b64(name: str) -> str:
    return base64.b64encode(name.encode()).decode()


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("blackpearl/ds3.env", "DS3_ACCESS_KEY={id}\nDS3_SECRET_KEY={secret}\n"),
        (
            "hsm/copytool.py",
            'import boto3\n\ns3 = boto3.client(\n    "s3",\n    aws_access_key_id="{id}",\n'
            '    aws_secret_access_key="{secret}",\n)\n',
        ),
    ],
)
def test_an_access_id_that_is_a_user_name_in_base64_is_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    secret = _draw(16)
    found = _values(rules, file_name, text.format(id=_b64("lustre-archive"), secret=secret))
    assert found == [secret]
    # An access id drawn at random, beside the same secret, is reported with it.
    drawn = _draw(20)
    found = _values(rules, file_name, text.format(id=drawn, secret=secret))
    assert sorted(found) == sorted([drawn, secret])


def test_only_base64_of_a_user_name_is_built_from_it() -> None:
    assert built_from_user(_b64("svc_backup"))
    assert built_from_user("1_alice_accid")
    # Random bytes in base64, a user's name not encoded, and base64 of words with capitals
    # and spaces are none.
    assert not built_from_user(base64.b64encode(secrets.token_bytes(15)).decode())
    assert not built_from_user("lustrearchive")
    assert not built_from_user(_b64("Lustre Archive 2"))
