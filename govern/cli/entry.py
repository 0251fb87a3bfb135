"""The `govern` command: a check the site's decision daemon answers needs nothing more than
govern.cli.daemon_check; everything else runs the full CLI (govern.cli.main)."""

from __future__ import annotations

import os
import sys


def run() -> None:
    # govern uses no pydantic plugins; looking for them reads the metadata of every installed
    # distribution when the first model is built, 10-20 ms of every command's start. Setting
    # the variable (even empty) brings the search back.
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    from govern.cli.daemon_check import through_daemon

    code = through_daemon(sys.argv[1:])
    if code is not None:
        sys.exit(code)
    from govern.cli.main import run as run_cli

    run_cli()
