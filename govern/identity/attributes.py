"""The attribute file: what central identity does not say about a person."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, StrictBool, ValidationError, field_validator

from govern.errors import IdentityError
from govern.timeutil import expiry_seconds
from govern.validation import describe_validation_error, read_toml


class _AttributeRecord(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    us_person: StrictBool = False
    citizenships: tuple[str, ...] = ()
    cui_training_expires: dt.date | dt.datetime | None = None
    export_training_expires: dt.date | dt.datetime | None = None

    @field_validator("citizenships")
    @classmethod
    def _check_countries(cls, values: tuple[str, ...]) -> tuple[str, ...]:
        for value in values:
            if len(value) != 2 or not value.isalpha() or not value.isupper():
                raise ValueError(f"must be ISO 3166 alpha-2 codes such as 'US' (got {value!r})")
        return values


@dataclass(frozen=True)
class PersonAttributes:
    """A person's attributes; someone the file does not mention gets the defaults (fail closed)."""

    us_person: bool = False
    citizenships: tuple[str, ...] = ()
    cui_training_expires: int | None = None
    export_training_expires: int | None = None


def load_attributes(path: Path | None) -> dict[str, PersonAttributes]:
    if path is None:
        return {}
    raw = read_toml(path, IdentityError)
    result: dict[str, PersonAttributes] = {}
    for name, record in raw.items():
        try:
            parsed = _AttributeRecord.model_validate(record)
        except ValidationError as exc:
            raise IdentityError(describe_validation_error(f"{path}: user {name!r}", exc)) from None
        result[name] = PersonAttributes(
            us_person=parsed.us_person,
            citizenships=parsed.citizenships,
            cui_training_expires=(
                expiry_seconds(parsed.cui_training_expires) if parsed.cui_training_expires else None
            ),
            export_training_expires=(
                expiry_seconds(parsed.export_training_expires)
                if parsed.export_training_expires
                else None
            ),
        )
    return result
