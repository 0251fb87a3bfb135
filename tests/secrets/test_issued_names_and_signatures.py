"""Values under a key's name that name or sign rather than unlock: CIPRES's application id
(the application's name, a dash and hex, set beside APPNAME), an LM-X licence's KEY (its
signature, in a FEATURE block), PowerScale's S3 access id (ZONEID_USER_accid, a user's name)
beside its secret, and the X-Amz-Credential id of a pre-signed URL. Each test keeps the
look-alike beside it that is a secret."""

from __future__ import annotations

import random
import secrets
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_PASSWORD = string.ascii_letters + string.digits + "!*+=^"


def _password(seed: int) -> str:
    draw = random.Random(seed)
    return draw.choice(string.ascii_letters) + "".join(draw.choice(_PASSWORD) for _ in range(15))


def _drawn(seed: int, alphabet: str, size: int) -> str:
    draw = random.Random(seed)
    return "".join(draw.choice(alphabet) for _ in range(size))


def test_an_app_id_carrying_its_apps_name_is_no_secret(rules: RuleSet) -> None:
    password = _password(1)
    app_id = "SedgePhylo-" + secrets.token_hex(16).upper()
    text = (
        "URL=https://cipresrest.sdsc.edu/cipresrest/v1\n"
        "APPNAME=SedgePhylo\n"
        f"APPID={app_id}\n"
        "USERNAME=someone\n"
        f"PASSWORD={password}\n"
    )
    assert found(rules, "projects/p/cipres/pycipres.conf", text) == [(5, password)]
    # An id that does not carry the application's name set beside it is judged as a key.
    other, second = "Other-" + secrets.token_hex(16).upper(), _password(2)
    text = f"APPNAME=SedgePhylo\nAPPID={other}\nPASSWORD={second}\n"
    assert found(rules, "projects/p/cipres/pycipres.conf", text) == [(2, other), (3, second)]


def test_lmx_feature_keys_are_signatures(rules: RuleSet) -> None:
    signature = secrets.token_hex(50).upper()
    text = (
        "# LM-X license file\n"
        "FEATURE SOLVER\n"
        "{\n"
        "  VENDOR = ACME\n"
        "  VERSION = 22.0\n"
        "  COUNT = 6\n"
        f"  KEY = {signature}\n"
        "}\n"
    )
    assert found(rules, "projects/ops/licences/lmx/solver.lic", text) == []
    # A KEY in a block that is no FEATURE is a key.
    key = secrets.token_hex(50).upper()
    text = f"client SOLVER\n{{\n  VENDOR = ACME\n  KEY = {key}\n}}\n"
    assert found(rules, "projects/ops/licences/lmx/solver.lic", text) == [(4, key)]


def test_a_onefs_access_id_is_a_user_name(rules: RuleSet) -> None:
    secret = _drawn(3, string.ascii_letters + string.digits, 28)
    drawn_id = _drawn(4, string.ascii_uppercase + string.digits, 20)
    drawn_secret = _drawn(5, string.ascii_letters + string.digits, 40)
    text = (
        "[pscale]\n"
        "type = s3\n"
        "provider = Other\n"
        "access_key_id = 1_svc-rclone_accid\n"
        f"secret_access_key = {secret}\n"
        "\n"
        "[other]\n"
        "type = s3\n"
        f"access_key_id = {drawn_id}\n"
        f"secret_access_key = {drawn_secret}\n"
    )
    assert found(rules, ".config/rclone/rclone.conf", text) == [
        (5, secret),
        (9, drawn_id),
        (10, drawn_secret),
    ]


def test_a_presigned_urls_credential_id_is_no_key_beside_a_secret(rules: RuleSet) -> None:
    key_id = "AKIA" + _drawn(6, string.ascii_uppercase + "234567", 16)
    token = secrets.token_hex(20)
    history = (
        "wget -O corpus.tar.gz 'https://b.s3.amazonaws.com/c.tar.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256"
        f"&X-Amz-Credential={key_id}%2F20251104%2Fus-west-2%2Fs3%2Faws4_request"
        f"&X-Amz-Date=20251104T091522Z&X-Amz-Expires=43200&X-Amz-SignedHeaders=host"
        f"&X-Amz-Signature={secrets.token_hex(32)}'\n"
        f'curl -s https://api.example.org/v1 -H "Authorization: Token {token}"\n'
        f"export AWS_ACCESS_KEY_ID={key_id}\n"
    )
    assert found(rules, ".bash_history", history) == [(2, token), (3, key_id)]


def test_a_onefs_access_id_with_the_zone_number_is_a_name_everywhere(rules: RuleSet) -> None:
    # The zone's digits are no random id's: aws credentials and s3cmd's .s3cfg alike.
    secret = "w" + secrets.token_urlsafe(30).replace("-", "x").replace("_", "y")
    text = f"[default]\naws_access_key_id = 1_alice_accid\naws_secret_access_key = {secret}\n"
    assert found(rules, ".aws/credentials", text) == [(3, secret)]
    text = f"[default]\naccess_key = 1_svc-rclone_accid\nsecret_key = {secret}\n"
    assert found(rules, ".s3cfg", text) == [(3, secret)]


def test_an_app_id_is_judged_without_compiling_a_pattern(
    rules: RuleSet, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A pattern compiled a value made APPID files 2.7 times slower to scan.
    from govern.secrets import appids

    def refuse(*_: object, **__: object) -> None:
        raise AssertionError("a pattern compiled while scanning")

    hex_part = secrets.token_hex(8)
    text = f"APPNAME=gtrees\nAPPID=gtrees-{hex_part}\n"
    monkeypatch.setattr(appids.re, "compile", refuse)
    assert appids.named_app_id(text, "APPID", text.index("gtrees-"), len(text) - 1)
    monkeypatch.undo()
    other = text.replace("=gtrees\n", "=other\n")
    assert not appids.named_app_id(other, "APPID", other.index("gtrees-"), len(other) - 1)
