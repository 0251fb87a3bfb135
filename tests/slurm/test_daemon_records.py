"""Every request the daemon answers leaves an audit entry that fits the log, and a moved job is
judged by what it declared even when its receipt is gone."""

from __future__ import annotations

from typing import Any

from govern.audit import open_log
from govern.audit.entry import fingerprint
from govern.config import ServeSection
from tests.conftest import Site
from tests.services.daemon import Client, Daemon
from tests.services.process import wait_until

MAX_REQUEST_BYTES = ServeSection().max_request_bytes


def _entries(site: Site, kind: str) -> list[tuple[int, Any]]:
    with open_log(site.root / "examples" / "site" / "var" / "audit", create=False) as log:
        return [(index, entry) for index, entry in log.entries(0, log.size()) if entry.kind == kind]


def _use_lines(names: list[str]) -> list[str]:
    return [f"#GOVERN use {name}" for name in names]


def _job(partition: str, *directives: str, **fields: object) -> dict[str, object]:
    lines = [[number, text] for number, text in enumerate(directives, start=2)]
    return {"op": "job", "user": "bob", "partition": partition, "directives": lines, **fields}


def test_every_refusal_is_logged_with_the_requests_size_and_digest(
    daemon: Daemon, site: Site
) -> None:
    client = Client(daemon.socket_path)
    garbage = b"not json\n"
    malformed = client.send_raw(garbage)
    no_partition = client.ask(_job(","))
    assert malformed["decision"] == "deny" and no_partition["decision"] == "deny"
    assert "partition list ',' names no partition" in str(no_partition["message"])
    oversized = Client(daemon.socket_path)
    oversized.sock.sendall(b'{"op": "check", "user": "' + b"a" * (MAX_REQUEST_BYTES + 10) + b'"}\n')
    assert b"longer than" in oversized.file.readline()

    refusals = {
        entry.payload["refusal"]: (index, entry) for index, entry in _entries(site, "slurm.refusal")
    }
    assert set(refusals) == {"malformed", "request", "oversized"}
    index, entry = refusals["malformed"]
    assert malformed["receipt"] == index
    assert entry.payload["request"] == {"bytes": len(garbage), "sha256": fingerprint(garbage)}
    index, entry = refusals["request"]
    assert no_partition["receipt"] == index
    assert entry.actor == "bob" and entry.payload["decision"] == "deny"
    assert "names no partition" in entry.payload["message"]
    _, entry = refusals["oversized"]
    assert entry.payload["request"]["bytes"] == MAX_REQUEST_BYTES


def test_a_job_declaring_hundreds_of_resources_is_recorded_compactly(
    daemon: Daemon, site: Site
) -> None:
    names = [f"dataset:public-measurements-collection-{number:04d}" for number in range(200)]
    site.append(
        "examples/site/catalog/datasets.toml",
        "".join(
            f'\n[[dataset]]\nid = "{name.removeprefix("dataset:")}"\nproject = "climate"\n'
            'classification = "public"\nprotection = "reproducible"\n'
            for name in names
        ),
    )
    client = Client(daemon.socket_path)
    job = _job("gpu,cui,itar", *_use_lines(names))
    answers: list[dict[str, object]] = []

    def allowed() -> bool:  # once the daemon has picked up the longer catalog
        answers.append(client.ask(job))
        return answers[-1]["decision"] == "allow"

    wait_until(allowed, 15, "the catalog with 200 more datasets")
    index = answers[-1]["receipt"]
    ((_, entry),) = [(i, e) for i, e in _entries(site, "slurm.job") if i == index]
    assert entry.payload["job"]["resources"] == names
    checks = entry.payload["checks"]
    assert checks["count"] == 600 and checks["sha256"].startswith("sha256:")
    assert checks["first"][0]["resource"] == names[0]

    # Compacted checks keep the ones that decided the job: a denial last in line comes first.
    denied = client.ask(
        _job("gpu,cui,itar", *_use_lines(names), "#GOVERN use dataset:contract-specs")
    )
    assert denied["decision"] == "deny"
    ((_, entry),) = [(i, e) for i, e in _entries(site, "slurm.job") if i == denied["receipt"]]
    first = entry.payload["checks"]["first"][0]
    assert first["resource"] == "dataset:contract-specs" and first["decision"] == "deny"

    # The receipt still lists every resource, so a move is judged against all of them.
    moved = client.ask(
        _job(
            "gpu",
            f"#GOVERN use {names[0]}",
            event="modify",
            job_id=7,
            receipt=index,
            batch_script=True,
        )
    )
    assert moved["decision"] == "allow", moved
    ((_, entry),) = [(i, e) for i, e in _entries(site, "slurm.job") if i == moved["receipt"]]
    assert entry.payload["job"]["resources"] == names


def test_a_move_whose_declarations_cannot_be_found_is_refused(daemon: Daemon) -> None:
    client = Client(daemon.socket_path)
    for fields, reason in (
        ({"batch_script": False}, "has no batch script"),
        ({"batch_script": True, "het_job_offset": 1}, "component 1 of a heterogeneous job"),
    ):
        answer = client.ask(_job("gpu", event="modify", job_id=9, **fields))
        assert answer["decision"] == "deny", fields
        assert reason in str(answer["message"]) and "cannot be found" in str(answer["message"])
    plain = client.ask(_job("gpu", event="modify", job_id=9, batch_script=True))
    assert plain["decision"] == "allow", "a script that declares nothing may move"


def test_a_request_holding_no_text_is_refused_and_logged(daemon: Daemon, site: Site) -> None:
    client = Client(daemon.socket_path)
    lone_surrogate = b'{"op": "check", "user": "\\ud800", "action": "use", ' + (
        b'"resource": "dataset:era5", "destination": "partition:gpu"}'
    )
    encoded_surrogate = (
        b'{"op": "job", "user": "bob", "partition": "gpu", '
        b'"directives": [[2, "#GOVERN use dataset:era5\xed\xa0\x80"]]}'
    )
    for raw in (lone_surrogate, encoded_surrogate):
        answer = client.send_raw(raw + b"\n")
        assert answer["decision"] == "deny", raw
        ((index, entry),) = [
            (index, entry)
            for index, entry in _entries(site, "slurm.refusal")
            if entry.payload["request"]["sha256"] == fingerprint(raw + b"\n")
        ]
        assert answer["receipt"] == index
        assert entry.payload["refusal"] == "malformed"
