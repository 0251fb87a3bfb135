"""Rich output that stays readable when piped: no terminal means a wide, colourless console."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console

_PIPE_WIDTH = 200


def console() -> Console:
    from rich.console import Console

    if sys.stdout.isatty():
        return Console()
    return Console(width=_PIPE_WIDTH, no_color=True, highlight=False)
