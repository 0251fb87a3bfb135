"""Secrets in credential files whose lines carry no names: an NSS certificate database's pin
file, Ansys Fluent's server-info file, a Proxmox Backup Server key file stored without a
passphrase. Values are made here."""

from __future__ import annotations

import base64
import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet

_RNG = random.Random(1818)
_ALNUM = string.ascii_letters + string.digits
PIN = "".join(_RNG.choice(_ALNUM) for _ in range(14)) + "%z"
FLUENT = "".join(_RNG.choice(_ALNUM) for _ in range(16))
PBS_KEY = base64.b64encode(bytes(_RNG.randrange(256) for _ in range(32))).decode()


def _found(rules: RuleSet, file_name: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "ana", *file_name.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


# -- NSS pin files ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [f"Internal (Software) Token:{PIN}\n", f"internal:{PIN}\n", f"NSS Certificate DB:{PIN}\n"],
)
def test_an_nss_pin_file_gives_its_pin(rules: RuleSet, text: str) -> None:
    assert _found(rules, "dirsrv/slapd-ds01/pin.txt", text) == [(1, PIN)]


@pytest.mark.parametrize(
    "text",
    [
        # Prose that names a token, and a token name with nothing after its colon.
        "The internal: see the NSS docs for the token name.\n",
        "Internal (Software) Token:\n",
        "the internal token: ask the admin\n",
    ],
)
def test_what_is_no_nss_pin(rules: RuleSet, text: str) -> None:
    assert _found(rules, "dirsrv/slapd-ds01/pin.txt", text) == []


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # mod_nss's NSSPassPhraseDialog file; certutil's `-f` file under a name of its own.
        ("httpd/conf/password.conf", f"internal:{PIN}\n"),
        ("nssdb/token.pw", f"Internal (Software) Token:{PIN}\n"),
    ],
)
def test_an_nss_pin_is_found_where_its_tools_keep_it(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _found(rules, file_name, text) == [(1, PIN)]


def test_a_short_token_name_says_nothing_outside_a_pin_file(rules: RuleSet) -> None:
    # `internal:VALUE` in a file no NSS tool reads is a setting of something else.
    assert _found(rules, "app/flags.txt", f"internal:{PIN}\n") == []


# -- Fluent server-info files -------------------------------------------------------------------


@pytest.mark.parametrize("address", ["10.40.12.7:63421", "node017.cluster:50051", "[::1]:41000"])
def test_a_fluent_server_info_file_gives_its_password(rules: RuleSet, address: str) -> None:
    text = f"{address}\n{FLUENT}\n"
    assert _found(rules, "cfd/server_info-48213.txt", text) == [(2, FLUENT)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # The address alone; the same two lines in a file of another name.
        ("cfd/server_info-48213.txt", "10.40.12.7:63421\n"),
        ("cfd/hosts.txt", f"10.40.12.7:63421\n{FLUENT}\n"),
        # A first line that is no address and port.
        ("cfd/server_info-48213.txt", f"Fluent server\n{FLUENT}\n"),
    ],
)
def test_what_is_no_fluent_password(rules: RuleSet, file_name: str, text: str) -> None:
    assert _found(rules, file_name, text) == []


# -- Proxmox Backup Server key files ---------------------------------------------------------


def _pbs_key(kdf: str) -> str:
    return (
        "{\n"
        f'  "kdf": {kdf},\n'
        '  "created": "2025-01-14T10:22:31+01:00",\n'
        '  "modified": "2025-01-14T10:22:31+01:00",\n'
        f'  "data": "{PBS_KEY}",\n'
        '  "fingerprint": "b7:4b:8a:6a:1e:1e:f5:fc:2d:93:0c:47:e8:51:a6:3f",\n'
        '  "hint": null\n'
        "}\n"
    )


@pytest.mark.parametrize(
    "file_name",
    [
        "backup/encryption-key.json",
        ".config/proxmox-backup/encryption-key.json",
        "pve/priv/storage/pbs-offsite.enc",
        "keys/pbs-client.key",
    ],
)
def test_a_pbs_key_without_a_kdf_is_found(rules: RuleSet, file_name: str) -> None:
    assert _found(rules, file_name, _pbs_key("null")) == [(5, PBS_KEY)]


def test_a_pbs_key_under_a_passphrase_is_not(rules: RuleSet) -> None:
    # Encrypted with a passphrase: the data is ciphertext; the fingerprint is public.
    scrypt = '{"Scrypt": {"n": 65536, "r": 8, "p": 1, "salt": "c2FsdHNhbHQ="}}'
    assert _found(rules, "backup/encryption-key.json", _pbs_key(scrypt)) == []
