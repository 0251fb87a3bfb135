"""`borg key export REPO FILE` writes the repository's key in the key file's own form: `BORG_KEY`,
the repository's id in 64 hex digits, then the key, encrypted with the passphrase, as base64
lines (borg's documentation of `borg key export`). Wherever the copy is kept, the block is the
key (LABELS.md: Borg key files are labelled), reported on its header's line; a documented form
with no id and a repository id alone are not. Values are made here."""

from __future__ import annotations

import base64
import secrets
import textwrap

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _export() -> str:
    body = textwrap.wrap(base64.b64encode(secrets.token_bytes(450)).decode(), 80)
    return "\n".join([f"BORG_KEY {secrets.token_hex(32)}", *body])


@pytest.mark.parametrize(
    ("path", "template", "line"),
    [
        ("keys/etc-backup.borgkey", "{k}\n", 1),
        ("backup/offsite-key.txt", "borg key export of the offsite repository:\n\n{k}\n\nend\n", 3),
        ("notes/backups.md", "# Offsite\n\nThe key (keyfile mode):\n\n    {k}\n", 5),
    ],
)
def test_an_exported_key_is_found_on_its_header_line(
    rules: RuleSet, path: str, template: str, line: int
) -> None:
    export = _export()
    text = template.format(k=export.replace("\n", "\n    ") if "    {k}" in template else export)
    assert [(at, value.splitlines()[0].strip()) for at, value in found(rules, path, text)] == [
        (line, export.splitlines()[0])
    ]


@pytest.mark.parametrize(
    "text",
    [
        "BORG_KEY <repository id, 64 hex digits>\n<the encrypted key, base64 lines>\n",
        f"repository id: {secrets.token_hex(32)}\n",
        "Export it with `borg key export ssh://borg@nas/./archive ~/keys/archive.borgkey`.\n",
    ],
)
def test_documented_forms_and_ids_alone_are_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "backup/README.md", text) == []
