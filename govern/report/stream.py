"""One pass over the verified part of each log, handing each entry to the sections that read its
kind. Kind and time are read from the canonical bytes without parsing them (canonical JSON sorts
its keys: `kind` follows `actor`, `time` comes last), so entries no section reads, and entries
outside the period that no section needs the history of, are never parsed."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from hashlib import sha256
from typing import TYPE_CHECKING, Any, Protocol

from govern.report.model import EntryRef, Section

if TYPE_CHECKING:
    from govern.report.context import Context
    from govern.report.decisions import Checked
    from govern.report.sources import VerifiedLog

_CHUNK = 4096
_KIND = b'"kind":"'
_TIME = b',"time":"'


@dataclass
class Seen:
    """One entry as a section sees it: where it is, its parsed fields, whether it is in the
    period (-1 before, 0 in it)."""

    log: int
    index: int
    data: bytes
    kind: str
    place: int
    fields: dict[str, Any]
    _ref: EntryRef | None = field(default=None, repr=False)
    _checks: list[Checked] | None = field(default=None, repr=False)

    @property
    def checks(self) -> list[Checked]:
        """The policy decisions the entry records (read once, for every section)."""
        if self._checks is None:
            from govern.report.decisions import checks_of

            self._checks = checks_of(self)
        return self._checks

    @property
    def time(self) -> str:
        return str(self.fields.get("time", ""))

    @property
    def payload(self) -> dict[str, Any]:
        payload = self.fields.get("payload")
        return payload if isinstance(payload, dict) else {}

    @property
    def subject(self) -> str:
        return str(self.fields.get("subject", ""))

    @property
    def actor(self) -> str:
        return str(self.fields.get("actor", ""))

    def ref(self) -> EntryRef:
        if self._ref is None:
            self._ref = EntryRef(self.log, self.index, sha256(b"\x00" + self.data).hexdigest())
        return self._ref


class Collector(Protocol):
    """A section being gathered. KINDS are the entry kinds it reads (a kind ending in "." is a
    prefix); with HISTORY it also sees them before the period."""

    kinds: tuple[str, ...]
    history: bool

    def feed(self, seen: Seen) -> None: ...

    def section(self, context: Context) -> Section: ...


def _field(data: bytes, marker: bytes, at: int) -> str | None:
    if at < 0:
        return None
    start = at + len(marker)
    end = data.find(b'"', start)
    if end < 0:
        return None
    text = data[start:end]
    return None if b"\\" in text else text.decode("utf-8", "replace")


def read_kind(data: bytes) -> str | None:
    return _field(data, _KIND, data.find(_KIND))


def read_time(data: bytes) -> str | None:
    return _field(data, _TIME, data.rfind(_TIME))


class Dispatch:
    """Which collectors read which kind, worked out once per kind."""

    def __init__(self, collectors: Iterable[Collector]) -> None:
        self.collectors = list(collectors)
        self._by_kind: dict[str, tuple[list[Collector], bool]] = {}

    def readers(self, kind: str) -> tuple[list[Collector], bool]:
        """The collectors of KIND and whether any of them wants entries before the period."""
        found = self._by_kind.get(kind)
        if found is None:
            readers = [
                c
                for c in self.collectors
                if any(kind == k or (k.endswith(".") and kind.startswith(k)) for k in c.kinds)
            ]
            found = (readers, any(c.history for c in readers))
            self._by_kind[kind] = found
        return found


def stream(
    logs: list[VerifiedLog],
    collectors: Iterable[Collector],
    place: Callable[[str], int],
    progress: Callable[[int], None] = lambda _: None,
) -> dict[int, int]:
    """Feed every verified entry to the collectors that read it; return how many entries of
    each log are in the period. PROGRESS hears how many entries were read, chunk by chunk."""
    dispatch = Dispatch(collectors)
    in_period: dict[int, int] = {}
    for source in logs:
        count = 0
        for first in range(0, source.covered, _CHUNK):
            records = source.log.entry_bytes(first, min(first + _CHUNK, source.covered))
            for offset, data in enumerate(records):
                time = read_time(data)
                where = place(time) if time is not None else 1
                if where > 0:
                    continue
                if where == 0:
                    count += 1
                kind = read_kind(data)
                if kind is None:
                    fields = json.loads(data)
                    kind = str(fields.get("kind", ""))
                    readers, history = dispatch.readers(kind)
                    if not readers or (where < 0 and not history):
                        continue
                else:
                    readers, history = dispatch.readers(kind)
                    if not readers or (where < 0 and not history):
                        continue
                    fields = json.loads(data.decode())
                seen = Seen(source.position, first + offset, data, kind, where, fields)
                for collector in readers:
                    if where == 0 or collector.history:
                        collector.feed(seen)
            progress(len(records))
        in_period[source.position] = count
    return in_period
