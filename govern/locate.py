"""Finding the site configuration, without importing what reading it needs (not even pathlib:
a check the daemon answers uses this and little else)."""

from __future__ import annotations

import os

from govern.errors import ConfigError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path

SYSTEM_CONFIG = "/etc/govern/govern.toml"
CONFIG_ENV = "GOVERN_CONFIG"


def config_file(explicit: str | None) -> str:
    """The configuration to use: --config, then $GOVERN_CONFIG, then /etc/govern/govern.toml;
    relative to the working directory, as given (not normalised: `..` after a symlink is the
    kernel's to resolve)."""
    given = explicit if explicit is not None else os.environ.get(CONFIG_ENV) or None
    if given is not None:
        return given if os.path.isabs(given) else os.path.join(os.getcwd(), given)
    if os.path.exists(SYSTEM_CONFIG):
        return SYSTEM_CONFIG
    raise ConfigError(
        f"no site configuration: pass --config PATH, set {CONFIG_ENV}, or create {SYSTEM_CONFIG}"
        " (the demo site is examples/site/govern.toml)"
    )


def locate_config(explicit: Path | None) -> Path:
    """config_file as a Path, for the full CLI."""
    from pathlib import Path

    return Path(config_file(None if explicit is None else os.fspath(explicit)))
