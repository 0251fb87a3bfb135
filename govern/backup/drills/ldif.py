"""Reading LDIF exports as a stream: a data export may be gigabytes, so nothing here holds more
than one line and the attributes a caller asked to keep of the current entry."""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import BinaryIO

from govern.errors import BackupError

# slapcat wraps at 76 columns; even unwrapped, a line past this is a value no directory of
# people holds, and reading it whole would let one line take the memory.
MAX_LINE = 1 << 20
MAX_VALUE = 1 << 20

# `attr:< URL` and `include:` make slapadd read another file: as root, that is any file.
_URL_VALUE = re.compile(rb"^[^:\s]+:<")
_INCLUDE = re.compile(rb"^include:", re.IGNORECASE)
_DN_SPACES = re.compile(r"\s*([,=+])\s*")


@dataclass
class Entry:
    dn: str
    line: int
    attributes: dict[str, list[bytes]] = field(default_factory=dict)

    def values(self, name: str) -> list[bytes]:
        return self.attributes.get(name.lower(), [])

    def text(self, name: str) -> list[str]:
        return [v.decode(errors="replace") for v in self.values(name)]

    def object_classes(self) -> frozenset[str]:
        return frozenset(v.strip().lower() for v in self.text("objectClass"))


def normal_dn(dn: str) -> str:
    """Close enough to LDAP's DN matching to pair a data export with its database."""
    return _DN_SPACES.sub(r"\1", dn.strip()).lower()


def within(dn: str, suffix: str) -> bool:
    dn, suffix = normal_dn(dn), normal_dn(suffix)
    return dn == suffix or dn.endswith("," + suffix)


def checked_lines(stream: BinaryIO) -> Iterator[bytes]:
    """Each physical line, refusing (BackupError) what slapadd must never see: a line over
    MAX_LINE, a value read from a URL, an include."""
    number = 0
    while True:
        line = stream.readline(MAX_LINE + 1)
        if not line:
            return
        number += 1
        if len(line) > MAX_LINE:
            raise BackupError(f"line {number} is longer than {MAX_LINE} bytes")
        if _URL_VALUE.match(line) or _INCLUDE.match(line):
            raise BackupError(
                f"line {number} makes slapadd read another file ({line[:40]!r}): refused"
            )
        yield line


def entries(stream: BinaryIO, keep: frozenset[str] | None = None) -> Iterator[Entry]:
    """The entries of an LDIF content file. KEEP names the attributes to keep (lower case);
    None keeps all of them. BackupError on a line that is not LDIF."""
    return _entries(checked_lines(stream), keep)


def _entries(lines: Iterable[bytes], keep: frozenset[str] | None) -> Iterator[Entry]:
    current: Entry | None = None
    logical: bytearray | None = None  # the attribute line being unfolded, when kept
    skipping = False  # inside a folded value nobody asked for, or a comment
    start = 0
    for number, raw in enumerate(lines, 1):
        line = raw.rstrip(b"\r\n")
        if line.startswith(b" "):
            if logical is not None:
                logical += line[1:]
                if len(logical) > MAX_VALUE:
                    raise BackupError(f"line {start}: a value longer than {MAX_VALUE} bytes")
            elif not skipping:
                raise BackupError(f"line {number}: a continuation with nothing to continue")
            continue
        if logical is not None:
            current = _take(current, bytes(logical), start, keep)
            logical = None
        skipping = False
        if not line:
            if current is not None:
                yield current
                current = None
            continue
        if line.startswith(b"#"):
            skipping = True
            continue
        start = number
        name = line.split(b":", 1)[0].split(b";", 1)[0].strip().lower()
        if current is None or keep is None or name.decode(errors="replace") in keep:
            logical = bytearray(line)
        else:
            skipping = True
    if logical is not None:
        current = _take(current, bytes(logical), start, keep)
    if current is not None:
        yield current


def _take(
    current: Entry | None, line: bytes, number: int, keep: frozenset[str] | None
) -> Entry | None:
    name, value = _split(line, number)
    if current is None:
        if name == "version":
            return None  # the file's header, not an entry
        if name != "dn":
            raise BackupError(f"line {number}: an entry starts with {name!r}, not dn")
        return Entry(dn=value.decode(errors="replace"), line=number)
    if name == "dn":
        raise BackupError(f"line {number}: a second dn in one entry (missing blank line)")
    if keep is None or name in keep:
        current.attributes.setdefault(name, []).append(value)
    return current


def _split(line: bytes, number: int) -> tuple[str, bytes]:
    head, colon, rest = line.partition(b":")
    if not colon or not head.strip():
        raise BackupError(f"line {number}: not an LDIF attribute line")
    name = head.split(b";", 1)[0].strip().lower().decode(errors="replace")
    if rest.startswith(b":"):
        try:
            return name, base64.b64decode(rest[1:].strip(), validate=True)
        except binascii.Error:
            raise BackupError(f"line {number}: bad base64 in {name!r}") from None
    return name, rest.lstrip(b" ")
