"""BeeGFS's connAuthFile (every beegfs-*.conf's `connAuthFile =` points at it; BeeGFS's docs name
it /etc/beegfs/connauthfile or conn.auth): the shared secret alone in the file, whatever its
shape, hex of a digest's length too. Placeholders and template references stay unreported.
Values are made here."""

from __future__ import annotations

import secrets
from pathlib import Path

import pytest

from govern.secrets.rules import RuleSet
from govern.secrets.scan import ScanOptions, scan_file
from tests.secrets.found import found


@pytest.mark.parametrize("path", ["etc/beegfs/connauthfile", "storage/beegfs/conn.auth"])
# `openssl rand -hex 64` as BeeGFS's docs make it, and a shorter one of a digest's length.
@pytest.mark.parametrize("size", [64, 32])
def test_the_shared_secret_alone_in_a_conn_auth_file_is_found(
    rules: RuleSet, path: str, size: int
) -> None:
    secret = secrets.token_hex(size)
    assert found(rules, path, f"{secret}\n") == [(1, secret)]


@pytest.mark.parametrize(
    "text",
    [
        "{{ beegfs_conn_auth_secret }}\n",
        "{{beegfs_conn_auth_secret}}\n",
        "<the shared secret, openssl rand -hex 64>\n",
        "CHANGE_ME_TO_A_LONG_SECRET\n",
        "${BEEGFS_CONN_AUTH}\n",
    ],
)
def test_placeholders_in_a_conn_auth_file_are_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "etc/beegfs/connauthfile", text) == []


def test_a_digest_in_a_file_of_another_name_stays_a_digest(rules: RuleSet) -> None:
    # The same shape in a file BeeGFS does not name (a checksum kept beside a download).
    assert found(rules, "downloads/beegfs-7.4.5.sha512", f"{secrets.token_hex(64)}\n") == []


@pytest.mark.parametrize("one_line", [False, True])
def test_a_conn_auth_file_of_random_bytes_is_found(
    rules: RuleSet, tmp_path: Path, one_line: bool
) -> None:
    # `dd if=/dev/random of=/etc/beegfs/conn.auth bs=128 count=1`: blanks and a NUL among them;
    # or bytes that hold no line break and end in a printable one, as a text secret's line does.
    drawn = secrets.token_bytes(120)
    if one_line:
        data = bytes(b for b in drawn if b not in b"\r\n") + b"\x01Zq"
    else:
        data = drawn + b" \x00\n\t\x01 \x7f\r"
    path = tmp_path / "conn.auth"
    path.write_bytes(data)
    result = scan_file(str(path), False, rules, ScanOptions(jobs=1))
    assert [(f.rule, f.secret_length) for f in result.findings] == [
        ("beegfs-conn-auth-bytes", len(data))
    ]


def test_a_secret_with_blanks_and_a_path_in_a_conn_auth_file(rules: RuleSet) -> None:
    words = " ".join(secrets.token_hex(4) for _ in range(5))
    assert found(rules, "etc/beegfs/conn.auth", f"{words}\n") == [(1, words)]
    assert found(rules, "etc/beegfs/conn.auth", "/etc/beegfs/connauthfile\n") == []
