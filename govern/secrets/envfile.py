"""Environment files (`.env`, `.envrc`, `export` lines): read assignments, rewrite values.

The dialect is the common subset of docker compose, direnv and POSIX shells: `[export] NAME=VALUE`
with VALUE bare (up to ` #`), in single quotes (literal) or in double quotes (backslash escapes
\\" \\\\ \\$ \\n). Nothing is expanded: `$HOME` stays `$HOME`."""

from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path

from govern.errors import SecretsError
from govern.secrets.pinned import read_up_to

_ASSIGNMENT = re.compile(r"^(?P<lead>[ \t]*(?:export[ \t]+)?)(?P<name>[A-Za-z_][A-Za-z0-9_]*)=")
_AFTER_QUOTES = re.compile(r"[ \t]*(#.*)?")
_ESCAPES = {'"': '"', "\\": "\\", "$": "$", "n": "\n", "`": "`"}


@dataclass(frozen=True)
class Assignment:
    line: int  # 1-based
    name: str
    value: str
    # Where the value is written in its line (quotes included), so it can be replaced alone.
    value_start: int
    value_end: int


def _double_quoted(text: str, start: int, where: str) -> tuple[str, int]:
    value: list[str] = []
    position = start + 1
    while position < len(text):
        char = text[position]
        if char == '"':
            return "".join(value), position + 1
        if char == "\\" and position + 1 < len(text):
            following = text[position + 1]
            value.append(_ESCAPES.get(following, "\\" + following))
            position += 2
            continue
        value.append(char)
        position += 1
    raise SecretsError(f"{where}: the double-quoted value is not closed on its line")


def parse_line(text: str, line: int, where: str) -> Assignment | None:
    """The assignment on one line, or None for comments, blank lines and other shell code."""
    match = _ASSIGNMENT.match(text)
    if match is None:
        return None
    start = match.end()
    if text.startswith(("'", '"'), start):
        if text[start] == "'":
            close = text.find("'", start + 1)
            if close < 0:
                raise SecretsError(f"{where}: the single-quoted value is not closed on its line")
            value, end = text[start + 1 : close], close + 1
        else:
            value, end = _double_quoted(text, start, where)
        if not _AFTER_QUOTES.fullmatch(text, end):
            raise SecretsError(f"{where}: unexpected text after the quoted value")
        return Assignment(line, match["name"], value, start, end)
    comment = re.search(r"[ \t]#", text[start:])
    end = start + comment.start() if comment else len(text)
    bare = text[start:end].rstrip()
    return Assignment(line, match["name"], bare, start, start + len(bare))


def parse(text: str, where: str) -> list[Assignment]:
    assignments = []
    for number, line in enumerate(text.split("\n"), start=1):
        parsed = parse_line(line, number, f"{where}:{number}")
        if parsed is not None:
            assignments.append(parsed)
    return assignments


@dataclass(frozen=True)
class EnvFile:
    assignments: list[Assignment]
    # The file that was read (after any link the path goes through): whose words these are.
    info: os.stat_result


def read_text(path: Path) -> tuple[str, os.stat_result]:
    """PATH's text and the file that was read (after any link the path goes through): whose
    words these are."""
    try:
        # O_NONBLOCK: a FIFO does not hang the command.
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        raise SecretsError(f"{path}: no such file") from None
    except OSError as exc:
        raise SecretsError(f"{path}: cannot read: {exc.strerror}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SecretsError(f"{path} is not a regular file")
        data = read_up_to(fd, info.st_size)
    except OSError as exc:
        raise SecretsError(f"{path}: cannot read: {exc.strerror}") from None
    finally:
        os.close(fd)
    try:
        return data.decode("utf-8"), info
    except UnicodeDecodeError:
        raise SecretsError(f"{path}: not UTF-8 text") from None


def read_env_file(path: Path) -> EnvFile:
    text, info = read_text(path)
    return EnvFile(parse(text, str(path)), info)
