"""Where the shared conformance vectors are: ../shared/vectors beside the repository, or
$GOVERN_VECTORS."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any


def vectors_dir() -> Path:
    override = os.environ.get("GOVERN_VECTORS")
    if override:
        return Path(override)
    return Path(__file__).resolve().parents[2] / ".." / "shared" / "vectors"


def read_json(path: Path) -> Any:
    return json.loads(path.read_text())
