"""What a drill concludes about one thing it restored and then ran or compared."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class CheckResult:
    """One check of restored data. `message` is one line: what was found, or what failed and
    what to do; `details` holds the figures the drill record and the audit entry keep."""

    name: str
    ok: bool
    message: str
    details: dict[str, Any] = field(default_factory=dict)
    differences: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "check": self.name,
            "ok": self.ok,
            "message": self.message,
            "details": self.details,
            "differences": list(self.differences),
        }
