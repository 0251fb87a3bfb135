"""Every `govern secrets get REFERENCE` the documentation shows is a reference govern accepts."""

from __future__ import annotations

import re
from pathlib import Path

from govern.secrets.refs import parse_reference

REPO = Path(__file__).resolve().parents[2]
DOCUMENTS = ["README.md", "SECURITY.md", "backup/README.md", "examples/site/govern.toml"]


def test_documented_secret_references_parse() -> None:
    found = [
        (document, reference)
        for document in DOCUMENTS
        for reference in re.findall(
            r"govern secrets get (\S+?)[`\"\s)]", (REPO / document).read_text()
        )
    ]
    assert len(found) >= 3, found
    for document, reference in found:
        assert str(parse_reference(reference)) == reference, document
