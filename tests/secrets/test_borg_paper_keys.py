"""`borg key export --paper` writes the repository's key for paper: "BORG PAPER KEY v1", an id
line, then the key in numbered lines of hex groups, each ended by a check (borg's documentation
of `borg key export`). The block is the key (LABELS.md: Borg key files are labelled); the
command's description and an empty template are not. Values are made here."""

from __future__ import annotations

import hashlib
import random
import secrets

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _grouped(text: str) -> str:
    return " ".join(text[i : i + 6] for i in range(0, len(text), 6))


def _paper_key(blob: bytes) -> str:
    count = (len(blob) + 17) // 18
    repo = secrets.token_hex(9)
    whole = hashlib.sha256(blob).hexdigest()[:24]
    head = hashlib.sha256(f"{count}/{repo}/{whole}".encode()).hexdigest()[:2]
    lines = ["BORG PAPER KEY v1", f"id: {count} / {_grouped(repo)} / {_grouped(whole)} - {head}"]
    for n in range(1, count + 1):
        part = blob[(n - 1) * 18 : n * 18]
        check = hashlib.sha256(n.to_bytes(2, "big") + part).hexdigest()[:2]
        lines.append(f"{n:2d}: {_grouped(part.hex())} - {check}")
    return "\n".join(lines)


def test_a_paper_key_is_found_on_its_header_line(rules: RuleSet) -> None:
    key = _paper_key(random.Random(secrets.randbits(32)).randbytes(450))
    text = f"To restore key use borg key import --paper /path/to/repo\n\n{key}\n\n(in the safe)\n"
    assert [
        (line, value.splitlines()[0]) for line, value in found(rules, "backup/key.txt", text)
    ] == [(3, "BORG PAPER KEY v1")]


def test_notes_about_paper_keys_are_not_reported(rules: RuleSet) -> None:
    text = (
        "Export the key with `borg key export --paper /srv/repo` and keep the\n"
        "BORG PAPER KEY v1 printout in the safe; to restore:\n"
        "borg key import --paper /srv/repo\n"
        "BORG PAPER KEY v1\nid: <lines> / <repo id> / <checksum> - <check>\n"
    )
    assert found(rules, "backup/README.md", text) == []


def test_a_paper_key_indented_or_quoted_is_found(rules: RuleSet) -> None:
    # A Markdown code block's four spaces, or a quote's `> `, before every line.
    key = _paper_key(random.Random(secrets.randbits(32)).randbytes(450))
    for lead in ("    ", "> "):
        block = "\n".join(lead + line for line in key.splitlines())
        text = f"# Backup key\n\nIn the safe:\n\n{block}\n\nDone.\n"
        assert [
            (line, value.splitlines()[0]) for line, value in found(rules, "backup/key.md", text)
        ] == [(5, "BORG PAPER KEY v1")]
