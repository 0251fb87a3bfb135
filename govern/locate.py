"""Finding the site configuration, without importing what reading it needs."""

from __future__ import annotations

import os
from pathlib import Path

from govern.errors import ConfigError

SYSTEM_CONFIG = Path("/etc/govern/govern.toml")
CONFIG_ENV = "GOVERN_CONFIG"


def locate_config(explicit: Path | None) -> Path:
    """The configuration to use: --config, then $GOVERN_CONFIG, then /etc/govern/govern.toml."""
    if explicit is not None:
        return explicit.absolute()
    from_env = os.environ.get(CONFIG_ENV)
    if from_env:
        return Path(from_env).absolute()
    if SYSTEM_CONFIG.exists():
        return SYSTEM_CONFIG
    raise ConfigError(
        f"no site configuration: pass --config PATH, set {CONFIG_ENV}, or create {SYSTEM_CONFIG}"
        " (the demo site is examples/site/govern.toml)"
    )
