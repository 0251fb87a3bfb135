"""A moved job is judged by what it declared even when its receipt is gone."""

from __future__ import annotations

from tests.services.daemon import Client, Daemon


def _job(partition: str, *directives: str, **fields: object) -> dict[str, object]:
    lines = [[number, text] for number, text in enumerate(directives, start=2)]
    return {"op": "job", "user": "bob", "partition": partition, "directives": lines, **fields}


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
