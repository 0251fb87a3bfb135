"""Values a structure says what they are: a JWE whose `kid` (not its `alg`) starts PBES2 is a
token still; a Keystone key repository's file holds a Fernet key (a checksum there is none; a
copy aside, `0.bak`, is the key); a dotted string before a user in a call names a host, not a
remote login method; a JWS's protected header alone (certbot's regr.json keeps the External
Account Binding so) says how it is signed, while a base64 JWK holding a symmetric key is a
secret."""

from __future__ import annotations

import base64
import hashlib
import json
import secrets

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _jwe(header: dict[str, object]) -> str:
    parts = (secrets.token_bytes(n) for n in (256, 12, 600, 16))
    return ".".join((_b64url(json.dumps(header).encode()), *(_b64url(p) for p in parts)))


def test_a_jwe_whose_kid_starts_pbes2_is_reported(rules: RuleSet) -> None:
    token = _jwe({"alg": "RSA-OAEP", "enc": "A256GCM", "kid": "PBES2-rotated"})
    wrapped = _jwe({"alg": "PBES2-HS256+A128KW", "enc": "A256GCM", "kid": "k1"})
    text = f"refresh: {token}\nblob: {wrapped}\n"
    assert found(rules, ".quantinuum_config", text) == [(1, token)]


def test_a_key_repository_holds_fernet_keys_not_checksums(rules: RuleSet) -> None:
    key = base64.urlsafe_b64encode(secrets.token_bytes(32)).decode()
    checksum = hashlib.sha256(secrets.token_bytes(8)).hexdigest()
    assert found(rules, "etc/keystone/fernet-keys/0", f"{checksum}\n") == []
    assert found(rules, "etc/keystone/fernet-keys/0.bak", f"{key}\n") == [(1, key)]
    assert found(rules, "etc/keystone/fernet-keys/1", f"{key}\n") == [(1, key)]


def test_a_host_name_with_a_login_word_is_no_remote_method(rules: RuleSet) -> None:
    password = secrets.token_urlsafe(12) + "!"
    code = (
        'job = Job("login.hpc.example.org", "alice", "--gres=gpu:2")\n'
        f'r = proxy.call("auth.login", "alice", "{password}")\n'
    )
    assert found(rules, "scripts/run.py", code) == [(2, password)]


def test_a_protected_header_alone_is_not_reported_but_a_symmetric_jwk_is(rules: RuleSet) -> None:
    header = {"alg": "HS256", "kid": _b64url(secrets.token_bytes(16)), "url": "https://a/new"}
    jwk = {"kty": "oct", "k": _b64url(secrets.token_bytes(32)), "alg": "HS256"}
    protected = _b64url(json.dumps(header, separators=(",", ":")).encode())
    symmetric = _b64url(json.dumps(jwk, separators=(",", ":")).encode())
    regr = json.dumps({"externalAccountBinding": {"protected": protected}, "other": symmetric})
    assert found(rules, "certbot/accounts/acme/v2/x/regr.json", regr + "\n") == [(1, symmetric)]
