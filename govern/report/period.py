"""The period a report covers, and a quick test of an entry's time against it."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from functools import cached_property

from govern.errors import ReportError

_ENTRY_TIME = "%Y-%m-%dT%H:%M:%S.%fZ"  # what every writer stamps (govern.audit.entry.utc_now)
_STAMP_LENGTH = 27


def stamp(value: dt.datetime) -> str:
    return value.astimezone(dt.UTC).strftime(_ENTRY_TIME)


def parse_moment(text: str) -> dt.datetime:
    """An entry's time (ISO 8601; a naive one is UTC)."""
    value = dt.datetime.fromisoformat(text)
    return value if value.tzinfo else value.replace(tzinfo=dt.UTC)


def _bound(text: str, option: str, *, end: bool) -> dt.datetime:
    try:
        if len(text) == 10:
            day = dt.date.fromisoformat(text)
            start = dt.datetime(day.year, day.month, day.day, tzinfo=dt.UTC)
            # A bare --to date is the whole of that day (UTC).
            return start + dt.timedelta(days=1) if end else start
        return parse_moment(text)
    except ValueError:
        raise ReportError(
            f"{option}: not an ISO 8601 date or time: {text!r} (e.g. 2026-10-01)"
        ) from None


@dataclass(frozen=True)
class Period:
    """[start, end): a bare --to date counts its whole day."""

    start: dt.datetime
    end: dt.datetime

    @classmethod
    def parse(cls, start: str, end: str) -> Period:
        period = cls(_bound(start, "--from", end=False), _bound(end, "--to", end=True))
        if period.start >= period.end:
            raise ReportError(f"--from {start} is not before --to {end}")
        return period

    @cached_property
    def start_text(self) -> str:
        return stamp(self.start)

    @cached_property
    def end_text(self) -> str:
        return stamp(self.end)

    @property
    def days(self) -> float:
        return (self.end - self.start).total_seconds() / 86_400

    def place(self, time: str) -> int:
        """-1 before the period, 0 in it, 1 after it. Entries stamped as govern stamps them
        compare as text; anything else is parsed (an unreadable time is after the period, so it
        is never reported as being in it)."""
        if len(time) == _STAMP_LENGTH and time[10] == "T" and time[-1] == "Z":
            if time < self.start_text:
                return -1
            return 0 if time < self.end_text else 1
        try:
            moment = parse_moment(time)
        except ValueError:
            return 1
        if moment < self.start:
            return -1
        return 0 if moment < self.end else 1
