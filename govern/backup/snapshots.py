"""Which snapshots the audit log vouches for.

Anyone holding a repository's key can add a snapshot, and restic's `--time` lets them date it as
they like. A snapshot counts only when a `backup.run` entry of govern's audit log names its full
id with the same time, host, class and resource: restic's id is the hash of what it stored, so a
forged or edited snapshot matches no entry.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from govern.backup.restic import Restic, Snapshot, parse_snapshots, snapshots_args, tag
from govern.errors import BackupError

if TYPE_CHECKING:
    from govern.audit.log import AuditLog
    from govern.config import LoadedConfig

RUN_KIND = "backup.run"
_EPOCH = dt.datetime(1970, 1, 1, tzinfo=dt.UTC)
_RUN_MARK = f'"{RUN_KIND}"'.encode()


@dataclass(frozen=True)
class Voucher:
    """What a `backup.run` entry recorded about one snapshot."""

    index: int  # of the entry in the audit log
    class_name: str
    resource: str
    snapshot_id: str
    time: str
    host: str
    size: int | None
    manifest: str
    manifest_sha256: str


class Vouchers(dict[str, Voucher]):
    """Vouchers by full snapshot id. `legacy` holds the short ids named by entries written
    before govern recorded full ids and times: they vouch for nothing, but say why."""

    def __init__(self) -> None:
        super().__init__()
        self.legacy: set[str] = set()


def _vouchers_of(index: int, payload: dict[str, Any], legacy: set[str]) -> Iterator[Voucher]:
    snapshots = payload.get("snapshots")
    times = payload.get("snapshot_times")
    if not isinstance(snapshots, dict):
        return
    if not isinstance(times, dict):
        legacy.update(str(s)[:8] for s in snapshots.values())
        return
    sizes = payload.get("sizes")
    if not isinstance(sizes, dict):
        sizes = {}
    for resource, snapshot_id in snapshots.items():
        time = times.get(resource)
        if not isinstance(snapshot_id, str) or not isinstance(time, str):
            continue
        size = sizes.get(resource)
        yield Voucher(
            index=index,
            class_name=str(payload.get("class", "")),
            resource=str(resource),
            snapshot_id=snapshot_id,
            time=time,
            host=str(payload.get("host", "")),
            size=size if isinstance(size, int) else None,
            manifest=str(payload.get("manifest", "")),
            manifest_sha256=str(payload.get("manifest_sha256", "")),
        )


def read_vouchers(log: AuditLog) -> Vouchers:
    """Every snapshot the log's `backup.run` entries name, by full snapshot id."""
    from govern.audit.entry import Entry

    found = Vouchers()
    size = log.size()
    chunk = 4096
    for first in range(0, size, chunk):
        for offset, data in enumerate(log.entry_bytes(first, min(first + chunk, size))):
            if _RUN_MARK not in data:  # most entries are decisions: skip them unparsed
                continue
            entry = Entry.from_bytes(data)
            if entry.kind != RUN_KIND:
                continue
            for voucher in _vouchers_of(first + offset, entry.payload, found.legacy):
                found[voucher.snapshot_id] = voucher
    return found


def site_vouchers(config: LoadedConfig) -> Vouchers:
    """The vouchers of the site's audit log; none when there is no log yet."""
    from govern.audit.site import open_site_log

    if not (config.audit_dir / "log.jsonl").exists():
        return Vouchers()
    with open_site_log(config, create=False) as log:
        return read_vouchers(log)


def vouch_problem(snapshot: Snapshot, voucher: Voucher | None, legacy: set[str]) -> str:
    """Why the log does not vouch for SNAPSHOT; "" when it does."""
    if voucher is None and snapshot.short_id in legacy:
        return (
            "its backup.run entry was written before govern recorded full snapshot ids and "
            "times, so it cannot vouch for it: run `govern backup run` for one that can"
        )
    if voucher is None:
        return "no backup.run entry in the audit log names this snapshot: made outside govern"
    if snapshot.time != voucher.time:  # copied from restic's own listing when it was made
        return f"its time {snapshot.time} is not the {voucher.time} the audit log recorded"
    if snapshot.hostname != voucher.host:
        return f"its host {snapshot.hostname!r} is not the {voucher.host!r} the audit log recorded"
    if snapshot.tag("class") != voucher.class_name or snapshot.tag("resource") != voucher.resource:
        return "its class or resource tags differ from what the audit log recorded"
    return ""


def snapshot_instant(text: str) -> dt.datetime | None:
    """restic's RFC 3339 time with nanoseconds (which fromisoformat does not take), to the
    microsecond; None when it is not one."""
    head, dot, rest = text.partition(".")
    digits = rest[: len(rest) - len(rest.lstrip("0123456789"))]
    if dot:
        text = f"{head}.{digits[:6].ljust(6, '0')}{rest[len(digits) :]}"
    try:
        value = dt.datetime.fromisoformat(text)
    except ValueError:
        return None
    return value if value.tzinfo else None


@dataclass(frozen=True)
class ListedSnapshot:
    repository: str
    snapshot: Snapshot
    voucher: Voucher | None
    problem: str  # "" when the log vouches for it

    @property
    def vouched(self) -> bool:
        return not self.problem

    @property
    def resource(self) -> str:
        return self.snapshot.tag("resource") or "?"

    @property
    def class_name(self) -> str:
        return self.snapshot.tag("class") or "?"

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.snapshot.id,
            "short_id": self.snapshot.short_id,
            "time": self.snapshot.time,
            "host": self.snapshot.hostname,
            "class": self.class_name,
            "resource": self.resource,
            "repository": self.repository,
            "size": self.voucher.size if self.voucher and self.vouched else None,
            "vouched": self.vouched,
            "problem": self.problem,
            "audit_entry": self.voucher.index if self.voucher else None,
        }


def list_snapshots(
    restic: Restic,
    vouchers: Vouchers,
    *,
    class_name: str | None = None,
    resource: str | None = None,
) -> list[ListedSnapshot]:
    """The repository's snapshots (of CLASS_NAME and RESOURCE when given), oldest first."""
    tags = [tag("class", class_name)] if class_name else []
    if resource:
        tags.append(tag("resource", resource))
    # restic ORs repeated --tag options; one comma-separated option requires all of them.
    args = snapshots_args(tags=[",".join(tags)] if tags else ())
    listed = []
    for snapshot in parse_snapshots(restic.run(*args).stdout):
        voucher = vouchers.get(snapshot.id)
        listed.append(
            ListedSnapshot(
                restic.repository.name,
                snapshot,
                voucher,
                vouch_problem(snapshot, voucher, vouchers.legacy),
            )
        )
    return sorted(listed, key=lambda s: snapshot_instant(s.snapshot.time) or _EPOCH)


def newest_vouched(
    listed: Iterable[ListedSnapshot], *, at: dt.datetime | None = None
) -> ListedSnapshot | None:
    """The newest snapshot the log vouches for, taken at or before AT when given."""
    best: ListedSnapshot | None = None
    best_when = _EPOCH
    for item in listed:
        if not item.vouched:
            continue
        when = snapshot_instant(item.snapshot.time)
        if when is None or (at is not None and when > at):
            continue
        if best is None or when > best_when:
            best, best_when = item, when
    return best


def snapshot_age_hours(item: ListedSnapshot, now: dt.datetime) -> float:
    when = snapshot_instant(item.snapshot.time)
    if when is None:
        raise BackupError(f"snapshot {item.snapshot.short_id} has an unreadable time")
    return (now - when).total_seconds() / 3600
