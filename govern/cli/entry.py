"""The `govern` command: a check the site's decision daemon answers needs nothing more than
govern.cli.daemon_check; everything else runs the full CLI (govern.cli.main)."""

from __future__ import annotations

import sys


def run() -> None:
    from govern.cli.daemon_check import through_daemon

    code = through_daemon(sys.argv[1:])
    if code is not None:
        sys.exit(code)
    from govern.cli.main import run as run_cli

    run_cli()
