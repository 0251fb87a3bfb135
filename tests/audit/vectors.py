"""Reading the conformance vectors copied into tests/vectors/."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.conformance import VECTORS


def vectors_dir() -> Path:
    return VECTORS


def read_json(path: Path) -> Any:
    return json.loads(path.read_text())
