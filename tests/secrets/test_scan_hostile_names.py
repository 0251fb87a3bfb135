"""`secrets scan` runs as root over trees users name: a file whose name is not UTF-8 (any user's
choice) and holds a secret is reported with its name's other bytes and control characters
written as `\\xNN`, and the scan, its report and its audit entry go on; a FIFO or a symbolic link
under a name a reader goes by (a word extension's `.kopia-password`, cloud-init's `user-data`,
Terraform state, Tomcat's users, a token cache, `.b64`) is skipped without blocking or being
followed; a name shaped as the table's markup (`[conceal]`, `a[/x].env`) is printed as it is.
Values are made here."""

from __future__ import annotations

import hashlib
import io
import json
import os
import secrets
import string
from pathlib import Path

import pytest
from rich.console import Console

from govern.audit.canonical import canonical_json
from govern.secrets.report import finding_json, print_table, scan_record
from govern.secrets.rules import RuleSet
from govern.secrets.scan import ScanOptions, fingerprint, scan_paths


def _drawn(length: int) -> str:
    return "".join(secrets.choice(string.ascii_letters + string.digits) for _ in range(length))


def _write(folder: Path, name: bytes, text: str) -> None:
    path = os.path.join(os.fsencode(folder), name)
    with open(path, "w") as handle:
        handle.write(text)
    os.chmod(path, 0o600)


@pytest.mark.parametrize(
    ("name", "text"),
    [
        (b"\xff.env", "GITHUB_TOKEN=ghp_{drawn36}\n"),
        (b"\xff\xfe.kopia-password", "{drawn20}\n"),
        (b"notes\xe9.txt", "token: ghp_{drawn36}\n"),
    ],
)
def test_a_secret_in_a_file_named_in_other_bytes_is_reported_and_the_scan_goes_on(
    tmp_path: Path, rules: RuleSet, name: bytes, text: str
) -> None:
    tree = tmp_path / "tree"
    tree.mkdir()
    _write(tree, name, text.format(drawn36=_drawn(36), drawn20=_drawn(20)))
    _write(tree, b"after.env", f"GITHUB_TOKEN=ghp_{_drawn(36)}\n")

    result = scan_paths([tree], rules, ScanOptions(jobs=1))

    shown = os.fsencode(tree / os.fsdecode(name)).decode("utf-8", "backslashreplace")
    assert sorted(f.path for f in result.findings) == sorted([shown, str(tree / "after.env")])
    # Every output writes it: the JSON report, the audit entry's canonical form.
    json.dumps([finding_json(f) for f in result.findings], ensure_ascii=False).encode()
    canonical_json(scan_record([tree], result, 0))
    # Its fingerprint is of the name's own bytes, so a name spelled as it is shown differs.
    real = str(tree / os.fsdecode(name))
    assert fingerprint("r", real, "v") != fingerprint("r", shown, "v")


def test_a_utf8_names_fingerprint_is_as_it_was(tmp_path: Path) -> None:
    # Baselines written before keep matching: a UTF-8 name is hashed as its UTF-8 text was.
    path, value = str(tmp_path / "clé.env"), _drawn(20)
    place = f"govern-secrets\0github-token\0{path}"
    tag = hashlib.sha256(f"{place}\0{value}".encode()).hexdigest()[:4]
    was = f"{hashlib.sha256(place.encode()).hexdigest()[:24]}-{tag}"
    assert fingerprint("github-token", path, value) == was


def test_fifos_and_links_under_readers_names_are_skipped_without_blocking(
    tmp_path: Path, rules: RuleSet, bounded: None
) -> None:
    tree, outside = tmp_path / "tree", tmp_path / "outside"
    tree.mkdir()
    outside.mkdir()
    _write(outside, b"creds", f"{_drawn(24)}\nGITHUB_TOKEN=ghp_{_drawn(36)}\n")
    fifos = ["repo.kopia-password", "user-data", "terraform.tfstate", "tomcat-users.xml"]
    for name in fifos:
        os.mkfifo(tree / name)
    links = ["link.kopia-password", "msal_token_cache.json", "key.b64", "logins.txt"]
    for name in links:
        (tree / name).symlink_to(outside / "creds")
    # Odd names of the same readers, files of their own, are read as any other.
    for name in (b"-rf.kopia-password", b"a\nb.kopia-password"):
        _write(tree, name, f"{_drawn(20)}\n")

    result = scan_paths([tree], rules, ScanOptions(jobs=1))

    assert result.skipped == {"not a regular file": len(fifos), "symbolic link": len(links)}
    assert sorted(Path(f.path).name for f in result.findings) == [
        "-rf.kopia-password",
        "a\\x0ab.kopia-password",
    ]


def test_control_characters_in_a_name_are_shown_as_escapes(tmp_path: Path, rules: RuleSet) -> None:
    # A terminal's escape sequences (up a line, erase it) would hide other findings on the
    # screen root reads the report on; a carriage return would write over the row.
    tree = tmp_path / "tree"
    tree.mkdir()
    _write(tree, b"\x1b[1A\x1b[2K\r\x7f\xc2\x9b.env", f"GITHUB_TOKEN=ghp_{_drawn(36)}\n")

    result = scan_paths([tree], rules, ScanOptions(jobs=1))

    assert [Path(f.path).name for f in result.findings] == ["\\x1b[1A\\x1b[2K\\x0d\\x7f\\x9b.env"]


@pytest.mark.parametrize(
    ("folder", "name"), [("a[", "x].env"), ("", "[conceal]b.env"), ("", "[link=x]c.env")]
)
def test_a_name_shaped_as_markup_is_printed_as_it_is(
    tmp_path: Path, rules: RuleSet, folder: str, name: str
) -> None:
    # A folder `a[` and a file `x].env` make a path holding `[/x]`, which rich's markup reads
    # as a closing tag and stops the report on; `[conceal]` would hide the name.
    tree = tmp_path / "tree"
    (tree / folder).mkdir(parents=True, exist_ok=True)
    _write(tree / folder, name.encode(), f"GITHUB_TOKEN=ghp_{_drawn(36)}\n")
    result = scan_paths([tree], rules, ScanOptions(jobs=1))
    out = Console(file=io.StringIO(), width=400, no_color=True, highlight=False)

    print_table(out, result, 0)

    assert f"{folder}/{name}" in out.file.getvalue()
