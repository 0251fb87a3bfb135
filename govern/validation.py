"""Turning pydantic validation errors into one line that names file, entry and field."""

from __future__ import annotations

from pydantic import ValidationError


def describe_validation_error(where: str, exc: ValidationError) -> str:
    """'FILE: ENTRY: field: problem' for the first error, with a count of the rest."""
    errors = exc.errors(include_url=False)
    first = errors[0]
    field = ".".join(str(part) for part in first["loc"]) or "(entry)"
    message = first["msg"]
    if first["type"] == "extra_forbidden":
        message = "unknown field"
    elif first["type"] == "missing":
        message = "required field is missing"
    line = f"{where}: {field}: {message}"
    if "input" in first and first["type"] not in ("missing", "extra_forbidden"):
        line += f" (got {first['input']!r})"
    if len(errors) > 1:
        line += f" (and {len(errors) - 1} more problem{'s' if len(errors) > 2 else ''})"
    return line
