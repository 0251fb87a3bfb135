"""What the top-level options hand to every command."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from govern.policy.engine import Engine
    from govern.policy.request import Decider


@dataclass
class State:
    config: Path | None
    use_cache: bool

    def config_path(self) -> Path:
        from govern.locate import locate_config

        return locate_config(self.config)

    def engine(self, *, resident: bool = False) -> Engine:
        """An engine for this command's decisions, with the approvals of the workflow as
        this account can read them (see govern.approvals.site.approvals_once)."""
        from govern.approvals.site import approvals_once
        from govern.policy.cache import open_site
        from govern.policy.engine import Engine

        site = open_site(self.config_path(), use_cache=self.use_cache)
        index = approvals_once(site)
        return Engine(site, resident=resident, approvals=lambda: index)

    def decider(self) -> Decider:
        """Decisions for a command that asks the same ones run after run (`backup run`): an
        engine as engine() opens it, with its allows kept between runs unless the cache is
        off (govern.policy.kept_allows)."""
        from govern.approvals.site import approvals_once
        from govern.policy.cache import open_site

        site = open_site(self.config_path(), use_cache=self.use_cache)
        index = approvals_once(site)

        def open_engine() -> Engine:
            from govern.policy.engine import Engine

            return Engine(site, resident=False, approvals=lambda: index)

        if not self.use_cache:
            return open_engine()
        from govern.policy.kept_allows import KeptAllows

        return KeptAllows(site, index, open_engine)
