"""A macaroon (dCache's bearer token, libmacaroons' serialisation) is found by its shape: base64
of packets, each four hex digits of length and a field, the first `location` or `identifier`,
wherever it stands (alone on a line of notes, in a header, in a URL's `authz=`). Base64 of other
text, a macaroon's prefix too short to hold caveats, and one a lead-in calls expired are not
reported. Values are made here."""

from __future__ import annotations

import base64
import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def _packet(field: bytes) -> bytes:
    body = field + b"\n"
    return f"{len(body) + 4:04x}".encode() + body


def _macaroon(first: str = "location", urlsafe: bool = False) -> str:
    fields = [
        f"{first} https://webdav.example.org:2880".encode()
        if first == "location"
        else f"identifier {secrets.token_urlsafe(12)}".encode(),
        f"identifier {secrets.token_urlsafe(12)}".encode(),
        b"cid id:41233;1399;lofar",
        b"cid before:2031-11-30T18:00:00.000Z",
        b"cid activity:DOWNLOAD,LIST",
        b"signature " + secrets.token_bytes(32),
    ]
    raw = b"".join(_packet(f) for f in (fields if first == "location" else fields[1:]))
    encode = base64.urlsafe_b64encode if urlsafe else base64.b64encode
    return encode(raw).decode()


@pytest.mark.parametrize(
    ("template", "path"),
    [
        ("Current one (issued last week, 14 days):\n\n{m}\n", "notes/lta.md"),
        ("curl -H 'Authorization: Bearer {m}' https://webdav.example.org/x\n", ".bash_history"),
        ("rclone lsd 'dcache:' --webdav-bearer-token={m}\n", ".bash_history"),
    ],
)
@pytest.mark.parametrize("first", ["location", "identifier"])
def test_a_macaroon_is_found_by_its_packets(
    rules: RuleSet, template: str, path: str, first: str
) -> None:
    macaroon = _macaroon(first, urlsafe=path.endswith("history")).rstrip("=")
    assert macaroon in values(rules, path, template.format(m=macaroon))


def test_other_base64_and_a_dead_macaroon_are_not_reported(rules: RuleSet) -> None:
    other = base64.b64encode(b"0012 locations of the stations: " + b"x" * 40).decode()
    short = base64.b64encode(_packet(b"location https://a.example")).decode()
    text = (
        f"station list: {other}\nheader: {short}\n\n"
        f"The March one expired on 2031-03-21 and is dead, kept for the record:\n{_macaroon()}\n"
    )
    assert values(rules, "notes/lta.md", text) == []
