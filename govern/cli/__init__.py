"""govern's command line: a thin typer layer over the subpackages, which it imports lazily."""
