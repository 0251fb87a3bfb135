"""What the daemon makes of a check's request line, in-process: a well-formed line is decided on
what JSON's reader reads from it, and anything else is refused with the reason, however the
line is spelled."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from govern.audit import open_log
from govern.config import ServeSection
from govern.errors import RequestError
from govern.policy.live import LiveEngine
from govern.policy.request import Request
from govern.slurm.checkline import plain_check
from govern.slurm.directives import DEFAULT_LIMITS
from govern.slurm.jobs import JobRequest
from govern.slurm.server import Answer, DecisionService, json_object
from tests.conftest import Site

ASKED = {
    "user": "alice",
    "action": "use",
    "resource": "dataset:radar-returns",
    "destination": "partition:itar",
}
CHECK = json.dumps({"op": "check", **ASKED}).encode()


@pytest.fixture
def service(site: Site) -> Iterator[DecisionService]:
    log = open_log(site.root / "examples" / "site" / "var" / "audit")
    service = DecisionService(LiveEngine(site.config), log.writer(lock_timeout=0.3))
    yield service
    service.close()


def _answered(service: DecisionService, line: bytes) -> dict[str, object]:
    answer = service.answer(line + b"\n")
    assert isinstance(answer, Answer)
    assert answer.durable is not None, "every answer to a check line names an entry"
    body = json.loads(answer.line(answer.durable.result(10)))
    assert isinstance(body, dict)
    return body


@pytest.mark.parametrize(
    "line",
    [
        CHECK,
        json.dumps({"op": "check", **ASKED}, separators=(",", ":")).encode(),
        json.dumps(ASKED).encode(),  # "check" is the default op
        json.dumps({**ASKED, "op": "check"}).encode(),  # any key order
        json.dumps(dict(reversed(ASKED.items()))).encode(),
        b'  {"op" :"check", "user":"alice","action":"use" ,"resource":"dataset:radar-returns",'
        b'"destination":"partition:itar"}  \r',
        b'{"op":"check","user":"\\u0061lice","action":"use","resource":"dataset:radar-returns",'
        b'"destination":"partition:itar"}',
        # A duplicated field is read as JSON's reader reads it: its last value.
        b'{"op":"check","user":"mallory","action":"use","resource":"dataset:radar-returns",'
        b'"destination":"partition:itar","user":"alice"}',
    ],
)
def test_a_check_is_decided_on_what_its_line_says(service: DecisionService, line: bytes) -> None:
    body = _answered(service, line)
    assert body["decision"] == "allow", body
    assert body["request"] == ASKED
    entries = service.audit.log.entries(body["receipt"], body["receipt"] + 1)  # type: ignore[arg-type,operator]
    ((_, entry),) = list(entries)
    assert entry.kind == "decision" and entry.payload["request"] == ASKED


def test_a_duplicated_field_is_decided_on_its_last_value_even_to_deny(
    service: DecisionService,
) -> None:
    line = CHECK[:-1] + b', "destination": "partition:gpu"}'
    body = _answered(service, line)
    assert body["decision"] == "deny"
    assert body["request"] == {**ASKED, "destination": "partition:gpu"}


def _with(**changed: object) -> bytes:
    return json.dumps({"op": "check", **ASKED, **changed}).encode()


@pytest.mark.parametrize(
    ("line", "error"),
    [
        (_with(user=""), "field 'user' must be a non-empty string"),
        (_with(action=7), "field 'action' must be a non-empty string"),
        (_with(resource=None), "field 'resource' must be a non-empty string"),
        (_with(destination=["partition:itar"]), "field 'destination' must be a non-empty string"),
        (_with(user={"name": "alice"}), "field 'user' must be a non-empty string"),
        (_with(comment="hello"), "unknown field 'comment' in request"),
        (_with(at="2026-06-01T00:00:00Z"), "the daemon decides as of now"),
        (_with(op="fly"), "unknown op 'fly'"),
        (_with(op=None), "unknown op None"),
        (json.dumps({"op": "check", "user": "alice"}).encode(), "field 'action' must be"),
        (CHECK[:-1] + b', "user": ""}', "field 'user' must be a non-empty string"),
        (CHECK[:-1] + b', "extra": 1}', "unknown field 'extra' in request"),
        (CHECK + b"{}", "not a JSON object"),
        (CHECK + b" x", "not a JSON object"),
        (CHECK[:-1], "not a JSON object"),
        (CHECK.replace(b'"alice"', b'"ali\x00ce"'), "not a JSON object"),
        (CHECK.replace(b'"alice"', b'"ali\\qce"'), "not a JSON object"),
        (CHECK.replace(b'"alice"', b'"ali\\ud800ce"'), "not a JSON object"),
        (CHECK.replace(b'"alice"', b'"ali\xffce"'), "not a JSON object"),
        (CHECK.replace(b'"alice"', b"'alice'"), "not a JSON object"),
        (CHECK.replace(b'"user"', b"user"), "not a JSON object"),
        (b"[" + CHECK + b"]", "not a JSON object"),
    ],
)
def test_a_malformed_check_is_refused_with_its_reason_and_logged(
    service: DecisionService, line: bytes, error: str
) -> None:
    body = _answered(service, line)
    assert body["decision"] == "deny"
    assert error in str(body["errors"]), body
    entries = service.audit.log.entries(body["receipt"], body["receipt"] + 1)  # type: ignore[arg-type,operator]
    ((_, entry),) = list(entries)
    assert entry.payload["decision"] == "deny"
    if entry.kind == "slurm.refusal":
        assert entry.payload["request"]["bytes"] == len(line) + 1


def test_a_user_name_with_escapes_is_decided_and_logged_as_its_text(
    service: DecisionService,
) -> None:
    body = _answered(service, _with(user='bob "the admin"\\\u00e9'))
    assert body["decision"] == "deny"
    assert body["request"]["user"] == 'bob "the admin"\\\u00e9'  # type: ignore[index]


def _read_generally(line: bytes) -> Request | None:
    """The request JSON's reader and the request's field checks make of LINE, if a check."""
    message = json_object(line)
    if message is None or message.pop("op", "check") != "check":
        return None
    try:
        return Request.from_json(message)
    except RequestError:
        return None


_values = st.one_of(
    st.text(max_size=12),
    st.sampled_from(["alice", "use", "dataset:era5", "partition:gpu", "", 'a"b', "a\\b"]),
    st.integers(),
    st.none(),
    st.lists(st.text(max_size=3), max_size=2),
)
_extra_keys = st.sampled_from(["op", "user", "destination", "at", "x", "USER"])


@settings(max_examples=600, deadline=None)
@given(
    st.sampled_from(["check", "fly", None, "CHECK"]),
    st.tuples(*(st.one_of(st.just(value), _values) for value in ASKED.values())),
    st.lists(st.tuples(_extra_keys, _values), max_size=2),
    st.sampled_from([(", ", ": "), (",", ":"), (" ,", " :"), (",  ", ":  ")]),
    st.booleans(),
    st.sampled_from([b"", b"\n", b"\r\n", b" \n", b"\n\n", b"x\n", b"}\n"]),
)
def test_a_line_read_plainly_is_read_as_the_json_reader_reads_it(
    op: str | None,
    values: tuple[object, ...],
    extra: list[tuple[str, object]],
    separators: tuple[str, str],
    ascii: bool,
    end: bytes,
) -> None:
    comma, colon = separators
    fields = [("op", op), *zip(ASKED, values, strict=True), *extra]
    body = comma.join(
        json.dumps(key) + colon + json.dumps(value, ensure_ascii=ascii) for key, value in fields
    )
    line = ("{" + body + "}").encode("utf-8", "surrogatepass") + end
    plain = plain_check(line)
    assert plain is None or plain == _read_generally(line)


@pytest.mark.parametrize("field", list(ASKED))
@pytest.mark.parametrize("value", ['a"b', "a\\b", "a\\u0062", "\u00e9", "a\tb", "a\x7fb", " "])
@pytest.mark.parametrize("ascii", [True, False])
def test_a_value_needing_decoding_is_read_as_the_json_reader_reads_it(
    field: str, value: str, ascii: bool
) -> None:
    line = json.dumps({"op": "check", **ASKED, field: value}, ensure_ascii=ascii).encode()
    plain = plain_check(line)
    assert plain is None or plain == _read_generally(line)
    assert _read_generally(line) == Request(**{**ASKED, field: value})


@pytest.mark.parametrize(
    "line",
    [
        CHECK,
        CHECK + b"\n",
        CHECK + b"\r\n",
        json.dumps({"op": "check", **ASKED}, separators=(",", ":")).encode() + b"\n",
    ],
)
def test_the_spelling_clients_send_is_read_plainly(line: bytes) -> None:
    assert plain_check(line) == Request(**ASKED)


@pytest.mark.parametrize(
    "changed",
    [
        {},
        {"destination": "partition:gpu"},
        {"user": "mallory"},
        {"action": "fly"},
        {"resource": "dataset:no-such-thing"},
        {"resource": "no-kind"},
        {"destination": "partition:nowhere"},
    ],
    ids=["allowed", "denied", "unknown-user", "unknown-action", "unknown-resource", "no-kind",
         "unknown-destination"],
)  # fmt: skip
def test_a_plain_line_is_answered_and_logged_as_the_same_request_spelled_otherwise(
    service: DecisionService, changed: dict[str, str]
) -> None:
    asked = {**ASKED, **changed}
    plain = json.dumps({"op": "check", **asked}).encode()
    spelled_otherwise = json.dumps({**asked, "op": "check"}, indent=1).replace("\n", "").encode()
    assert plain_check(plain) is not None and plain_check(spelled_otherwise) is None
    answers = [_answered(service, line) for line in (plain, spelled_otherwise)]
    receipts = [answer.pop("receipt") for answer in answers]
    for answer in answers:
        answer.pop("decided_at", None)
    assert answers[0] == answers[1]
    first, second = (
        next(iter(service.audit.log.entries(r, r + 1)))[1]  # type: ignore[arg-type,operator]
        for r in receipts
    )
    assert (first.kind, first.actor, first.subject) == (second.kind, second.actor, second.subject)
    if first.kind == "slurm.refusal":  # the line's own size and digest, all else alike
        assert {**first.payload, "request": None} == {**second.payload, "request": None}
    else:
        assert first.payload == second.payload


def test_a_job_submitted_again_is_decided_again_under_the_policies_then_in_force(
    service: DecisionService, site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same small job's line, read once, is decided afresh each time: a policy that came
    into force in between decides it, and each submission has its own entry."""
    job = json.dumps(
        {
            "op": "job",
            "event": "submit",
            "user": "bob",
            "partition": "gpu",
            "directives": [[2, "#GOVERN use dataset:era5"]],
        }
    ).encode()
    read = 0
    from_json = JobRequest.from_json

    def counted(data: dict[str, object], limits: ServeSection = DEFAULT_LIMITS) -> JobRequest:
        nonlocal read
        read += 1
        return from_json(data, limits)

    monkeypatch.setattr(JobRequest, "from_json", counted)
    first, second = _answered(service, job), _answered(service, job)
    assert (first["decision"], second["decision"]) == ("allow", "allow")
    assert read == 1  # read once, decided twice
    assert first["receipt"] != second["receipt"]

    site.write(
        "policies/freeze.cedar",
        '@id("freeze")\n@reason("maintenance")\nforbid (principal, action, resource);\n',
    )
    assert service.engine.look() is True
    frozen = _answered(service, job)
    assert frozen["decision"] == "deny"
    assert "maintenance" in str(frozen["message"])
