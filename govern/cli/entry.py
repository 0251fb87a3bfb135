"""The `govern` command: a check the site's decision daemon answers needs nothing more than
govern.cli.daemon_check, and `backup run` nothing more than govern.cli.backup_run; everything
else runs the full CLI (govern.cli.main)."""

from __future__ import annotations

import os
import sys

_PLUGINS_OFF = "PYDANTIC_DISABLE_PLUGINS"
# As the caller gave it (imported before run() sets it).
_CALLERS_PLUGINS_OFF = os.environ.get(_PLUGINS_OFF)


def callers_environment() -> dict[str, str]:
    """The environment govern was started with, for a program it runs for its caller (`secrets
    run`): without the variable govern set for itself."""
    environment = dict(os.environ)
    if _CALLERS_PLUGINS_OFF is None:
        environment.pop(_PLUGINS_OFF, None)
    return environment


def _without_plugin_loader() -> None:
    """pydantic's plugin loader, as it behaves with every plugin turned off: it finds none.

    The real one imports importlib.metadata when it loads, even with the search turned off, and
    with it email, zipfile, csv, socket and calendar: a tenth of `backup run`'s start before
    restic. pydantic takes nothing from it but get_plugins."""
    loader = type(sys)("pydantic.plugin._loader")  # a module, without loading types for it
    loader.get_plugins = lambda: ()  # type: ignore[attr-defined]
    sys.modules.setdefault(loader.__name__, loader)


def run() -> None:
    # govern uses no pydantic plugins; looking for them reads the metadata of every installed
    # distribution when the first model is built, 10-20 ms of every command's start. Setting
    # the variable (even empty) brings the search back. pydantic reads it whenever a model is
    # built, so it stays set while govern runs.
    os.environ.setdefault(_PLUGINS_OFF, "__all__")
    if os.environ[_PLUGINS_OFF] == "__all__":
        _without_plugin_loader()
    from govern.cli.daemon_check import through_daemon

    code = through_daemon(sys.argv[1:])
    if code is None:
        from govern.cli.backup_run import without_full_cli

        code = without_full_cli(sys.argv[1:])
    if code is not None:
        sys.exit(code)
    from govern.cli.main import run as run_cli

    run_cli()
