"""Person attributes out of a directory entry: every value is read or refused, never dropped.

Dropping a value govern cannot read would let a weaker one win (the attribute file's, or the
default), so: a training expiry govern cannot read means not trained, and a US-person flag or a
citizenship govern cannot read makes that person's identity unusable, so their decisions deny.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from typing import Any

from govern.timeutil import expiry_seconds, to_seconds

TRAINING_KEYS = ("cui_training_expires", "export_training_expires")

# RFC 4517 3.3.13: minutes and seconds optional, a fraction (. or ,) of the last unit given,
# seconds up to 60 (a leap second), and a zone of Z, +HH or +HHMM. ASCII digits only: int()
# would read other scripts' digits too.
_GENERALIZED_TIME = re.compile(
    r"(?P<year>[0-9]{4})(?P<month>[0-9]{2})(?P<day>[0-9]{2})(?P<hour>[0-9]{2})"
    r"(?:(?P<minute>[0-9]{2})(?P<second>[0-9]{2})?)?"
    r"(?:[.,](?P<fraction>[0-9]+))?"
    r"(?:(?P<utc>Z)|(?P<sign>[+-])(?P<offset_hours>[0-9]{2})(?P<offset_minutes>[0-9]{2})?)"
)
_ISO_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
_COUNTRY = re.compile(r"[A-Z]{2}")


def parse_generalized_time(text: str) -> int:
    """Unix seconds of an LDAP GeneralizedTime in any form RFC 4517 allows; else ValueError."""
    match = _GENERALIZED_TIME.fullmatch(text)
    if match is None:
        raise ValueError(f"not a GeneralizedTime: {text!r}")
    part = match.groupdict()
    zone = dt.UTC
    if part["sign"] is not None:
        hours, minutes = int(part["offset_hours"]), int(part["offset_minutes"] or 0)
        if hours > 23 or minutes > 59:
            raise ValueError(f"not a GeneralizedTime zone offset: {text!r}")
        sign = -1 if part["sign"] == "-" else 1
        zone = dt.timezone(sign * dt.timedelta(hours=hours, minutes=minutes))
    second = int(part["second"] or 0)
    if second > 60:
        raise ValueError(f"not a GeneralizedTime second: {text!r}")
    instant = dt.datetime(
        int(part["year"]),
        int(part["month"]),
        int(part["day"]),
        int(part["hour"]),
        int(part["minute"] or 0),
        min(second, 59),
        tzinfo=zone,
    ) + dt.timedelta(seconds=second - min(second, 59))
    if part["fraction"] is not None:
        unit = 1 if part["second"] else 60 if part["minute"] else 3600
        share = int(part["fraction"]) / 10 ** len(part["fraction"])
        instant += dt.timedelta(seconds=unit * share)
    return to_seconds(instant)


def parse_expiry(text: str) -> int:
    """A GeneralizedTime, or an ISO date (valid through that day); else ValueError."""
    text = text.strip()
    if _ISO_DATE.fullmatch(text):
        return expiry_seconds(dt.date.fromisoformat(text))
    return parse_generalized_time(text)


def as_list(values: Any) -> list[str]:
    if values is None:
        return []
    if isinstance(values, list):
        return [str(v) for v in values]
    return [str(values)]


def _training_expiry(values: list[str]) -> int | None:
    """When training lapses; None (not trained) for a value govern cannot read or several."""
    if len(values) != 1:
        return None
    try:
        return parse_expiry(values[0])
    except ValueError:
        return None


def _us_person(values: list[str]) -> bool:
    if len(values) == 1 and values[0].strip().upper() in ("TRUE", "FALSE"):
        return values[0].strip().upper() == "TRUE"
    raise ValueError(f"must be one value, TRUE or FALSE (got {', '.join(map(repr, values))})")


def _citizenships(values: list[str]) -> list[str]:
    codes = {value.strip().upper() for value in values}
    bad = sorted(code for code in codes if not _COUNTRY.fullmatch(code))
    if bad:
        raise ValueError(f"{bad[0]!r} is not an ISO 3166 alpha-2 country code such as 'US'")
    return sorted(codes)


@dataclass(frozen=True)
class EntryAttributes:
    """What one directory entry says about a person."""

    # Only the attributes the entry carries; a training expiry of None means not trained.
    carried: dict[str, Any] = field(default_factory=dict)
    # Why the entry cannot be used, when it carries a flag or country govern cannot read.
    problem: str | None = None


def read_entry(raw: dict[str, Any], names: dict[str, str]) -> EntryAttributes:
    """The person attributes of RAW, an entry's attributes; NAMES maps each to its LDAP name."""
    carried: dict[str, Any] = {}
    problems: list[str] = []
    readers = (("us_person", _us_person), ("citizenships", _citizenships))
    for key, read in readers:
        values = as_list(raw.get(names[key]))
        if not values:
            continue
        try:
            carried[key] = read(values)
        except ValueError as exc:
            problems.append(f"{names[key]}: {exc}")
    for key in TRAINING_KEYS:
        values = as_list(raw.get(names[key]))
        if values:
            carried[key] = _training_expiry(values)
    return EntryAttributes(carried, "; ".join(problems) or None)
