"""References to secrets in Vault's KV v2 store: `vault:MOUNT/data/PATH#KEY`."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from govern.errors import SecretsError

PREFIX = "vault:"
_SEGMENT = r"[A-Za-z0-9_.-]+"
_LOCATION = re.compile(
    rf"(?P<mount>{_SEGMENT}(/{_SEGMENT})*?)/data/(?P<path>{_SEGMENT}(/{_SEGMENT})*)"
)
_KEY = re.compile(r"[A-Za-z0-9_.-]+")
_EXAMPLE = "vault:secret/data/proj/app#KEY"
_EXAMPLE_LOCATION = "vault:secret/data/proj/app"


@dataclass(frozen=True, order=True)
class Location:
    """A secret (a set of keys and values) in a KV v2 mount."""

    mount: str
    path: str

    def __str__(self) -> str:
        return f"{PREFIX}{self.mount}/data/{self.path}"

    def ref(self, key: str) -> Reference:
        if not _KEY.fullmatch(key):
            raise SecretsError(f"{key!r} cannot be a key in a reference (letters, digits, _ . -)")
        return Reference(self, key)


@dataclass(frozen=True, order=True)
class Reference:
    """One key of a secret."""

    location: Location
    key: str

    def __str__(self) -> str:
        return f"{self.location}#{self.key}"


def _plain_segments(path: str) -> bool:
    """No `.` or `..`: a reference names one place, not a way to walk out of it."""
    return all(segment not in (".", "..") for segment in path.split("/"))


def parse_location(text: str, default_mount: str) -> Location:
    """`vault:MOUNT/data/PATH`, or `vault:PATH` in the configured KV mount."""
    if not text.startswith(PREFIX):
        raise SecretsError(f"{text!r} is not a Vault location: write vault:PATH, e.g. {_EXAMPLE}")
    body = text[len(PREFIX) :].strip("/")
    match = _LOCATION.fullmatch(body)
    if match and _plain_segments(body):
        return Location(match["mount"], match["path"])
    if (
        "/data/" not in f"/{body}/"
        and re.fullmatch(rf"{_SEGMENT}(/{_SEGMENT})*", body)
        and _plain_segments(body)
    ):
        return Location(default_mount, body)
    raise SecretsError(f"{text!r} is not a Vault location: write it like {_EXAMPLE_LOCATION}")


def is_reference(value: str) -> bool:
    return value.startswith(PREFIX) and "#" in value


def parse_reference(text: str) -> Reference:
    """`vault:MOUNT/data/PATH#KEY` exactly: a reference names its mount, so it means the same
    thing whatever the reader's configuration."""
    location_text, hash_sign, key = text.partition("#")
    match = _LOCATION.fullmatch(location_text[len(PREFIX) :]) if text.startswith(PREFIX) else None
    if (
        not hash_sign
        or match is None
        or not _plain_segments(location_text)
        or not _KEY.fullmatch(key)
    ):
        raise SecretsError(f"{text!r} is not a secret reference: write it like {_EXAMPLE}")
    return Reference(Location(match["mount"], match["path"]), key)


# A reference inside any text (a credential file's): not glued to a word before it, its key
# running as far as key characters go.
_IN_TEXT = re.compile(
    r"(?<![A-Za-z0-9_])vault:[A-Za-z0-9_.-]+(?:/[A-Za-z0-9_.-]+)*#[A-Za-z0-9_.-]+"
)


@dataclass(frozen=True)
class Placed:
    """A reference and where it is written in a text."""

    start: int
    end: int
    reference: Reference


def references_in(text: str) -> list[Placed]:
    """Every reference in TEXT, in order; one that does not parse is an error, never text."""
    return [
        Placed(found.start(), found.end(), parse_reference(found.group()))
        for found in _IN_TEXT.finditer(text)
    ]


def substitute(text: str, placed: list[Placed], value: Callable[[Reference], str]) -> str:
    """TEXT with each of PLACED (references in it, in order) replaced by VALUE of it."""
    pieces, position = [], 0
    for item in placed:
        pieces += [text[position : item.start], value(item.reference)]
        position = item.end
    pieces.append(text[position:])
    return "".join(pieces)
