"""Retention periods as a site writes them: "5y", "90d", "1y30d"."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

_FORM = re.compile(r"^(?:(?P<years>[0-9]{1,3})y)?(?:(?P<days>[0-9]{1,6})d)?$")


@dataclass(frozen=True)
class Duration:
    years: int = 0
    days: int = 0

    @classmethod
    def parse(cls, text: object) -> Duration:
        if isinstance(text, Duration):
            return text
        match = _FORM.match(text) if isinstance(text, str) and text else None
        if match is None:
            raise ValueError(f"write a period such as '5y', '90d' or '1y30d' (got {text!r})")
        return cls(int(match["years"] or 0), int(match["days"] or 0))

    @property
    def span_days(self) -> int:
        """The most days the period can last: a year with its leap day wherever one can fall
        (7y is 2,557 days), so a lock of this many days never ends inside the period."""
        return 365 * self.years + -(-self.years // 4) + self.days

    def after(self, start: dt.date) -> dt.date:
        """The calendar date this period after START; 29 February plus a year is 1 March."""
        year = start.year + self.years
        try:
            moved = start.replace(year=year)
        except ValueError:  # 29 February in a year without one
            moved = dt.date(year, 3, 1)
        return moved + dt.timedelta(days=self.days)

    def __bool__(self) -> bool:
        return self.span_days > 0

    def __str__(self) -> str:
        parts = [f"{self.years}y"] * bool(self.years) + [f"{self.days}d"] * bool(self.days)
        return "".join(parts) or "0d"


NONE = Duration()
