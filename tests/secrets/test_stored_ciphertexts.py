"""Values that are stored forms of a password, not the password: MySQL's mysql_native_password
hash ("*" and 40 hex digits) and Windows DPAPI blobs (hex or base64, from a saved .rdp file,
PowerShell's ConvertFrom-SecureString or another Windows tool). Values are generated here; the
positives are passwords of the same length and alphabet that are not such forms."""

from __future__ import annotations

import base64
import hashlib
import random
import string

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet

# The header every DPAPI blob starts with: version 1 and the DPAPI provider's GUID.
_DPAPI_HEADER = bytes.fromhex("01000000d08c9ddf0115d1118c7a00c04fc297eb")


def _r(size: int, seed: int = 0) -> str:
    rng = random.Random(f"stored-{size}-{seed}")
    return "aZ7" + "".join(
        rng.choice(string.ascii_letters + string.digits) for _ in range(size - 3)
    )


def _blob(seed: int) -> bytes:
    rng = random.Random(f"dpapi-{seed}")
    return _DPAPI_HEADER + bytes(rng.randrange(256) for _ in range(150))


def _native_hash(password: str) -> str:
    inner = hashlib.sha1(password.encode()).digest()
    return "*" + hashlib.sha1(inner).hexdigest().upper()


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("srv", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


PASSWORD = _r(18, seed=1)


def test_mysql_native_password_hashes_are_not_passwords(rules: RuleSet) -> None:
    values = (
        "mysql_users:\n"
        "  - username: reporting\n"
        f'    password: "{_native_hash(PASSWORD)}"\n'
        "  - username: loader\n"
        f'    password: "{_native_hash(PASSWORD).lower()}"\n'
    )
    assert _found(rules, "deploy/helm/sql-proxy/values.yaml", values) == []


def test_a_password_beside_a_native_hash_is_still_found(rules: RuleSet) -> None:
    values = (
        "mysql_users:\n"
        "  - username: reporting\n"
        f'    password: "{_native_hash(PASSWORD)}"\n'
        "  - username: loader\n"
        f'    password: "*{PASSWORD}"\n'
    )
    assert _found(rules, "deploy/helm/sql-proxy/values.yaml", values) == [(5, f"*{PASSWORD}")]


def test_dpapi_blobs_are_not_passwords(rules: RuleSet) -> None:
    secure_string = _blob(1).hex()
    ps1 = f'$password = "{secure_string}" | ConvertTo-SecureString\n'
    assert _found(rules, "home/u/scripts/map-share.ps1", ps1) == []
    as_base64 = base64.b64encode(_blob(2)).decode()
    config = f"[share]\nuser = LAB\\\\svc-backup\npassword = {as_base64}\n"
    assert _found(rules, "home/u/.config/sync/share.ini", config) == []


def test_a_password_beside_a_dpapi_blob_is_still_found(rules: RuleSet) -> None:
    config = f"[a]\npassword = {_blob(3).hex()}\n[b]\npassword = {PASSWORD}\n"
    assert _found(rules, "home/u/.config/sync/share.ini", config) == [(4, PASSWORD)]
