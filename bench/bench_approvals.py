"""Approvals in the decision path: what 10,000 active approvals cost a decision, how long a read
of the store takes, and how soon a grant or a revocation changes a running daemon's answers.

(1) p50/p99 of one decision inside the daemon (parse, decide, queue the audit entry) on the
    generated site (bench.sitegen) with 10,000 granted approvals in the store against the same
    with none, alternating; half the requests are ones an approval covers;
(2) one full read of the store and replay of the log (what a daemon does at start and after each
    change) with those 10,000 approvals, and the replay of a log of 1,000,000 other entries;
(3) grant-to-effect: a running `govern serve` on that site, a grant (and then a revocation)
    recorded by this process, and the time until the daemon's answer changes; SQLite (polled
    every second) and PostgreSQL (NOTIFY).
Run: python -m bench.bench_approvals  (as root: it starts a PostgreSQL server)
"""

from __future__ import annotations

import json
import random
import secrets
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from bench.sitegen import generate_site
from govern.approvals.ledger import Trail
from govern.approvals.live import LiveApprovals
from govern.approvals.model import Approval, Kind, State, Subject
from govern.approvals.sqlite import SqliteStore
from govern.approvals.store import ApprovalStore
from govern.audit import open_log
from govern.audit.entry import Entry
from govern.audit.log import AuditLog
from govern.policy.bundle import CompiledSite, compile_site
from govern.policy.live import LiveEngine
from govern.slurm.server import DecisionService
from tests.services.daemon import Client, Daemon
from tests.services.postgres import running_postgres

APPROVALS = 10_000
REQUESTS = 5_000
OTHER_ENTRIES = 1_000_000
EFFECT_ROUNDS = 10


class _Batch:
    """A sink that numbers entries as the log will and appends them all in one write."""

    def __init__(self, log: AuditLog) -> None:
        self.log = log
        self.pending: list[bytes] = []

    def append_entry(self, entry: Entry) -> int:
        self.pending.append(entry.to_bytes())
        return self.log.size() + len(self.pending) - 1

    def flush(self) -> None:
        self.log.append_records(self.pending)
        self.pending = []


def _release(number: int, user: str, resource: str, state: State = State.GRANTED) -> Approval:
    return Approval(
        id=f"APR-2027-{number:08x}",
        subject=Subject(Kind.RELEASE, resource, user),
        requester="admin",
        reason="bench",
        expires="2099-12-31",
        required=1,
        state=state,
        requested="2026-12-01T00:00:00Z",
        grants=("admin",),
        origin="catalog",
    )


def _ear_pairs(entities: dict[str, str], count: int, seed: int = 11) -> list[tuple[str, str]]:
    """COUNT (user, resource) pairs that an approval turns from deny to allow: a member of the
    project of an EAR dataset (an ECCN other than EAR99) who is not a US person, nor a national
    of an embargoed country (whom no approval releases to)."""
    rng = random.Random(seed)
    parsed = {key: json.loads(text) for key, text in entities.items()}
    projects_of_group = {
        key: {p["id"] for p in entity["parents"]}
        for key, entity in parsed.items()
        if key.startswith("Group::")
    }
    members: dict[str, list[str]] = {}
    for key, entity in parsed.items():
        attrs = entity["attrs"]
        if (
            key.startswith("User::")
            and not attrs["us_person"]
            and not set(attrs["citizenships"]) & {"CU", "IR", "KP", "SY"}
        ):
            for group in entity["parents"]:
                for project in projects_of_group.get(f"Group::{group['id']}", ()):
                    members.setdefault(project, []).append(key[6:])
    controlled = [
        ("dataset:" + key[9:], entity["attrs"]["project"]["__entity"]["id"])
        for key, entity in parsed.items()
        if key.startswith("Dataset::")
        and entity["attrs"]["classification"] == "ear"
        and entity["attrs"].get("eccn") != "EAR99"
        and members.get(entity["attrs"]["project"]["__entity"]["id"])
    ]
    pairs = []
    for _ in range(count):
        resource, project = rng.choice(controlled)
        pairs.append((rng.choice(members[project]), resource))
    return pairs


def _us_partition(site: CompiledSite) -> str:
    return next(
        name for name, country in sorted(site.destination_countries.items())
        if name.startswith("partition:") and country == "US"
    )  # fmt: skip


def _fill(store: ApprovalStore, log: AuditLog, pairs: list[tuple[str, str]]) -> None:
    """Record each pair as an imported (granted) approval, entries first, as the workflow does."""
    sink = _Batch(log)
    trail = Trail(sink)
    recorded = [
        trail.record("imported", "admin", _release(n, user, resource))
        for n, (user, resource) in enumerate(pairs)
    ]
    sink.flush()
    with store.change() as change:
        change.replace_all(recorded)


def _percentiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return ordered[len(ordered) // 2], ordered[int(len(ordered) * 0.99)]


def _with_store(config: Path, store: str) -> None:
    config.write_text(config.read_text() + f"\n[approvals]\n{store}")


def decision_latency(tmp: Path) -> None:
    results: dict[str, list[float]] = {"none": [], "10,000": []}
    services: dict[str, DecisionService] = {}
    closers: list[Callable[[], None]] = []
    for label in results:
        config = generate_site(tmp / f"site-{label}")
        _with_store(config, 'path = "approvals.db"\n')
        site = compile_site(config)
        pairs = _ear_pairs(site.entities, APPROVALS)
        log = open_log(config.parent / "audit")
        store = SqliteStore(config.parent / "approvals.db")
        if label != "none":
            _fill(store, log, pairs)
        live = LiveApprovals(lambda store=store: store, log)
        writer = log.writer()
        services[label] = DecisionService(LiveEngine(config, approvals=live.current), writer)
        closers += [writer.close, store.close, log.close]
    partition = _us_partition(site)
    requests = [
        {"user": u, "action": "use", "resource": r, "destination": partition}
        for u, r in _ear_pairs(site.entities, REQUESTS // 2, seed=12) + pairs[: REQUESTS // 2]
    ]
    lines = [json.dumps({"op": "check", **r}).encode() for r in requests]
    allowed = 0
    for _ in range(3):  # alternate so drift hits both alike
        for label, service in services.items():
            for line in lines:
                start = time.perf_counter()
                answer = service.answer(line)
                results[label].append(time.perf_counter() - start)
                allowed += label != "none" and answer.body["decision"] == "allow"
    for close in closers:
        close()
    n50, n99 = _percentiles(results["none"])
    a50, a99 = _percentiles(results["10,000"])
    print(f"(1) one decision inside the daemon, {len(lines)} requests x 3, alternating")
    print(f"    no approvals        p50 {n50 * 1e6:7.1f} us   p99 {n99 * 1e6:7.1f} us")
    print(f"    10,000 approvals    p50 {a50 * 1e6:7.1f} us   p99 {a99 * 1e6:7.1f} us")
    print(f"    ratio               p50 {a50 / n50:7.2f}      p99 {a99 / n99:7.2f}   budget <= 1.2")
    print(f"    ({allowed} allows among the answers with approvals)")


def read_costs(tmp: Path) -> None:
    config = generate_site(tmp / "site-read")
    site = compile_site(config)
    log = open_log(config.parent / "audit")
    store = SqliteStore(config.parent / "approvals.db")
    _fill(store, log, _ear_pairs(site.entities, APPROVALS))
    timings = []
    for _ in range(5):
        start = time.perf_counter()
        LiveApprovals(lambda: store, log)
        timings.append(time.perf_counter() - start)
    print(f"(2) a first read of the store and the log, {APPROVALS:,} approvals (median of 5)")
    print(f"    {statistics.median(timings) * 1000:7.1f} ms")
    other = tmp / "audit-big"
    with open_log(other) as big:
        record = Entry("decision", "u1", "dataset:d1", {"decision": "allow", "n": 0}).to_bytes()
        for _ in range(OTHER_ENTRIES // 10_000):
            big.append_records([record] * 10_000)
        start = time.perf_counter()
        LiveApprovals(lambda: None, big)
        replay = time.perf_counter() - start
    print(f"    replay of a log of {OTHER_ENTRIES:,} other entries at start: {replay:.2f} s")
    store.close()
    log.close()


def grant_to_effect(tmp: Path, label: str, store_settings: str, open_store: Any) -> None:
    config = generate_site(tmp / f"site-effect-{label}")
    _with_store(config, store_settings)
    site = compile_site(config)
    log = open_log(config.parent / "audit")
    store: ApprovalStore = open_store()
    # Pairs no approval covers yet, for the rounds; the 10,000 approvals are for the others.
    pairs = _ear_pairs(site.entities, APPROVALS)
    fresh = list(dict.fromkeys(pairs))[:EFFECT_ROUNDS]
    _fill(store, log, [pair for pair in pairs if pair not in fresh])
    daemon = Daemon(config, tmp / f"effect-{label}.sock", tmp / f"effect-{label}.log")
    daemon.start()
    client = Client(daemon.socket_path)
    trail = Trail(log)
    granting: list[float] = []
    revoking: list[float] = []
    partition = _us_partition(site)

    def answer(user: str, resource: str) -> str:
        reply = client.ask({"op": "check", "user": user, "action": "use", "resource": resource,
                            "destination": partition})  # fmt: skip
        return str(reply["decision"])

    def until(user: str, resource: str, wanted: str) -> float:
        start = time.perf_counter()
        while answer(user, resource) != wanted:
            if time.perf_counter() - start > 30:
                raise RuntimeError(f"{user} {resource}: still not {wanted} after 30 s")
            time.sleep(0.005)
        return time.perf_counter() - start

    try:
        for number, (user, resource) in enumerate(fresh, start=APPROVALS):
            if answer(user, resource) == "allow":
                continue  # already released by the catalog or an earlier pair
            with store.change() as change:
                change.put(trail.record("imported", "admin", _release(number, user, resource)))
            granting.append(until(user, resource, "allow"))
            current = store.get(f"APR-2027-{number:08x}")
            assert current is not None
            gone = replace(current, state=State.REVOKED, decided_by="admin", decision_reason="x")
            with store.change() as change:
                change.put(trail.record("revoked", "admin", gone))
            revoking.append(until(user, resource, "deny"))
    finally:
        client.sock.close()
        daemon.stop()
        store.close()
        log.close()
    print(f"(3) grant to effect in a running daemon, {label}, {len(granting)} rounds")
    print(
        f"    grant    median {statistics.median(granting) * 1000:7.1f} ms   "
        f"worst {max(granting) * 1000:7.1f} ms"
    )
    print(
        f"    revoke   median {statistics.median(revoking) * 1000:7.1f} ms   "
        f"worst {max(revoking) * 1000:7.1f} ms   budget <= 5,000 ms"
    )


def main() -> None:
    import os

    if os.geteuid() != 0:
        sys.exit("run as root: the PostgreSQL part starts a server as user postgres")
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        decision_latency(tmp)
        read_costs(tmp)
        sqlite = tmp / "site-effect-sqlite" / "approvals.db"
        grant_to_effect(tmp, "sqlite", 'path = "approvals.db"\n', lambda: SqliteStore(sqlite))
        password = secrets.token_urlsafe(16)
        with running_postgres(password) as server:
            from govern.approvals.postgres import PostgresStore

            secret = tmp / "pg.password"
            secret.write_text(password)
            conninfo = f"host=127.0.0.1 port={server.port} user={server.role} dbname=postgres"
            settings = (
                f'store = "postgresql"\nconninfo = "{conninfo}"\npassword_file = "{secret}"\n'
            )
            grant_to_effect(
                tmp, "postgresql", settings, lambda: PostgresStore(conninfo, password_file=secret)
            )


if __name__ == "__main__":
    main()
