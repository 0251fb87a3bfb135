"""Rich output that stays readable when piped: no terminal means a wide, colourless console."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import typer
    from rich.console import Console

_PIPE_WIDTH = 200


def console() -> Console:
    from rich.console import Console

    if sys.stdout.isatty():
        return Console()
    return Console(width=_PIPE_WIDTH, no_color=True, highlight=False)


def command_group(help: str) -> typer.Typer:
    """A group of commands. Help is Markdown, so `[audit] trusted_keys` is printed as written
    (Rich markup would take `[audit]` for a style) and paragraphs are wrapped to the terminal."""
    import typer

    return typer.Typer(help=help, no_args_is_help=True, rich_markup_mode="markdown")
