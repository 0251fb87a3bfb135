"""Reading TOML files into validated models, and turning validation errors into one line that
names file, entry and field."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

ModelT = TypeVar("ModelT", bound=BaseModel)


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


def read_toml(path: Path, error: type[Exception]) -> dict[str, object]:
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        raise error(f"{path}: file not found") from None
    except OSError as exc:
        raise error(f"{path}: cannot read: {exc.strerror}") from None
    except tomllib.TOMLDecodeError as exc:
        raise error(f"{path}: not valid TOML: {exc}") from None
    except UnicodeDecodeError as exc:
        raise error(f"{path}: not UTF-8 text (bad byte at offset {exc.start})") from None


def read_toml_model(path: Path, model: type[ModelT], error: type[Exception]) -> ModelT:
    """PATH's TOML validated as MODEL; any problem is one ERROR line naming file and field."""
    raw = read_toml(path, error)
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        raise error(describe_validation_error(str(path), exc)) from None
