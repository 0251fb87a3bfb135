"""FortiOS keeps the secrets it must give back as `set NAME ENC BASE64`, encrypted with a key
built into every unit: the value is the secret. An administrator's password and an API user's
key are one-way hashes (`ENC SH2…`, `ENC PB2…`, `ENC AK1…`), no secret. Values are made here."""

from __future__ import annotations

import base64
import secrets

from govern.secrets.rules import RuleSet
from tests.secrets.draws import Draws
from tests.secrets.found import found

_DRAWS = Draws(__name__)
LDAP = base64.b64encode(_DRAWS.token_bytes(48)).decode()
PSK = base64.b64encode(_DRAWS.token_bytes(60)).decode()
RADIUS = base64.b64encode(_DRAWS.token_bytes(72)).decode()


def _hash(scheme: str) -> str:
    return scheme + base64.b64encode(secrets.token_bytes(45)).decode()


def test_reversibly_encrypted_secrets_are_found_and_admin_hashes_are_not(rules: RuleSet) -> None:
    text = (
        "config system admin\n"
        '    edit "admin"\n'
        f"        set password ENC {_hash('SH2')}\n"
        f"        set old-password ENC {_hash('PB2')}\n"
        "    next\n"
        "end\n"
        "config system api-user\n"
        '    edit "automation"\n'
        f"        set api-key ENC {_hash('SH2')}\n"
        f"        set password ENC {_hash('AK1')}\n"
        "    next\n"
        "end\n"
        "config user ldap\n"
        '    edit "AD"\n'
        '        set dn "DC=ad,DC=example,DC=org"\n'
        f"        set password ENC {LDAP}\n"
        "    next\n"
        "end\n"
        "config vpn ipsec phase1-interface\n"
        '    edit "to-dc"\n'
        f"        set psksecret ENC {PSK}\n"
        '        set comments "psk ENC rotated yearly"\n'
        "    next\n"
        "end\n"
        "config user radius\n"
        f"    set secret ENC {RADIUS}\n"
        "end\n"
    )
    assert found(rules, "fortigate/fw1-backup.conf", text, home="projects/ops") == [
        (16, LDAP),
        (21, PSK),
        (26, RADIUS),
    ]
