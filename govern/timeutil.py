"""Instants as Unix seconds, the form Cedar compares."""

from __future__ import annotations

import datetime as dt
from functools import lru_cache

_DAY = 86_400


def to_seconds(value: dt.datetime) -> int:
    """Unix seconds of an instant; a naive datetime is taken as UTC."""
    if value.tzinfo is None:
        value = value.replace(tzinfo=dt.UTC)
    return int(value.timestamp())


def start_seconds(value: dt.date | dt.datetime) -> int:
    """When a date or instant begins: a bare date starts at 00:00 UTC."""
    if isinstance(value, dt.datetime):
        return to_seconds(value)
    return to_seconds(dt.datetime(value.year, value.month, value.day))


def expiry_seconds(value: dt.date | dt.datetime) -> int:
    """When something valid until VALUE stops being valid: a bare date lasts its whole day (UTC)."""
    if isinstance(value, dt.datetime):
        return to_seconds(value)
    return start_seconds(value) + _DAY


def parse_instant(text: str) -> int:
    """Unix seconds from ISO 8601 text ('2026-11-29' or '2026-11-29T12:00:00Z')."""
    try:
        if len(text) == 10:
            return start_seconds(dt.date.fromisoformat(text))
        return to_seconds(dt.datetime.fromisoformat(text))
    except ValueError:
        raise ValueError(f"not an ISO 8601 date or time: {text!r}") from None


@lru_cache(maxsize=8)  # a daemon says the same second for every decision made in it
def iso(seconds: int) -> str:
    return dt.datetime.fromtimestamp(seconds, dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
