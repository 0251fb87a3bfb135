"""The public conformance vectors the tests read, copied into tests/vectors/: one folder per
upstream source, each with a MANIFEST.md naming its repository, commit and licence."""

from __future__ import annotations

from pathlib import Path

VECTORS = Path(__file__).resolve().parent / "vectors"
