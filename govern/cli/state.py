"""What the top-level options hand to every command."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from govern.policy.engine import Engine


@dataclass
class State:
    config: Path | None
    use_cache: bool

    def config_path(self) -> Path:
        from govern.locate import locate_config

        return locate_config(self.config)

    def engine(self, *, resident: bool = False) -> Engine:
        from govern.policy.engine import Engine

        return Engine.open(self.config_path(), resident=resident, use_cache=self.use_cache)
