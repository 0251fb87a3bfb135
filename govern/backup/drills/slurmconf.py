"""Reading a restored slurm.conf safely, rewriting a sandbox copy of it, and comparing two.

The restored files come from a backup, so they are hostile input: every file is opened without
following symlinks, must be a regular file, and is capped in size; `Include` lines may only name
files inside the restored folder, and are inlined into the copy so the sandbox never reads
anything from the restored folder at all."""

from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path

from govern.errors import BackupError

MAX_BYTES = 4 * 1024 * 1024
MAX_INCLUDES = 64
MAX_INCLUDE_DEPTH = 8

# Latin-1 maps every byte to one character and back, so untouched lines are copied exactly,
# whatever the restored file holds.
ENCODING = "latin-1"

# Lines whose first key names an entity: the whole line is one setting.
ENTITY_KEYS = frozenset(
    {"nodename", "partitionname", "nodeset", "downnodes", "frontendname", "switchname"}
)

_INCLUDE = re.compile(r"^\s*include\s+(.*?)\s*$", re.IGNORECASE)
_TOKEN = re.compile(r'([^\s=]+)=("[^"]*"|\S*)|(\S+)')


@dataclass
class Setting:
    key: str  # as spelled in the file
    value: str


@dataclass
class Line:
    """One logical line (continuations joined, comment cut); `raw` is what the file held."""

    raw: str
    text: str
    settings: list[Setting] = field(default_factory=list)

    @property
    def entity(self) -> str | None:
        if self.settings and self.settings[0].key.lower() in ENTITY_KEYS:
            return self.settings[0].key.lower()
        return None


@dataclass
class ConfFile:
    lines: list[Line]
    included: list[str] = field(default_factory=list)


def _strip_comment(line: str) -> str:
    out = []
    escaped = False
    for char in line:
        if char == "#" and not escaped:
            break
        escaped = char == "\\" and not escaped
        out.append(char)
    return "".join(out).replace("\\#", "#").strip()


def _logical_lines(text: str) -> list[tuple[str, str]]:
    """(raw, text) pairs: a backslash at the end of a line continues it on the next."""
    lines: list[tuple[str, str]] = []
    raw: list[str] = []
    body: list[str] = []
    for physical in text.splitlines():
        raw.append(physical)
        stripped = _strip_comment(physical)
        if stripped.endswith("\\"):
            body.append(stripped[:-1])
            continue
        body.append(stripped)
        lines.append(("\n".join(raw), " ".join(part for part in body if part)))
        raw, body = [], []
    if raw:
        lines.append(("\n".join(raw), " ".join(part for part in body if part)))
    return lines


def parse_settings(text: str) -> list[Setting]:
    settings = []
    for match in _TOKEN.finditer(text):
        if match.group(1) is not None:
            settings.append(Setting(match.group(1), match.group(2)))
        else:
            # A word without "=": kept so that slurmctld, not this parser, judges it.
            settings.append(Setting(match.group(3), ""))
    return settings


def read_regular(folder_fd: int, relative: str) -> bytes:
    """The bytes of FOLDER/RELATIVE, refusing symlinks anywhere below FOLDER, non-regular
    files and anything over MAX_BYTES."""
    parts = [part for part in relative.split("/") if part not in ("", ".")]
    if not parts or ".." in parts:
        raise BackupError(f"{relative}: not a file inside the restored folder; refused")
    fds: list[int] = []
    current = folder_fd
    try:
        for part in parts[:-1]:
            current = os.open(
                part, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=current
            )
            fds.append(current)
        fd = os.open(
            parts[-1],
            os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC,
            dir_fd=current,
        )
    except FileNotFoundError as error:
        raise BackupError(f"{relative}: no such file in the restored folder") from error
    except OSError as error:
        if error.errno in (40, 20):  # ELOOP, ENOTDIR: a symlink where a file or folder was due
            raise BackupError(
                f"{relative} in the restored folder is a symlink; refused (restore it as a file)"
            ) from error
        raise BackupError(f"{relative}: cannot open: {error.strerror}") from error
    finally:
        for opened in fds:
            os.close(opened)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise BackupError(f"{relative} in the restored folder is not a regular file; refused")
        if info.st_size > MAX_BYTES:
            raise BackupError(
                f"{relative} holds {info.st_size} bytes, over the {MAX_BYTES} a Slurm config "
                "may have; refused"
            )
        with os.fdopen(os.dup(fd), "rb") as handle:
            data = handle.read(MAX_BYTES + 1)
        if len(data) > MAX_BYTES:
            raise BackupError(f"{relative} grew past {MAX_BYTES} bytes while read; refused")
        return data
    finally:
        os.close(fd)


def _include_target(folder: Path, name: str, argument: str) -> str:
    """The path, relative to FOLDER, that `Include ARGUMENT` in NAME names, or BackupError."""
    target = argument.strip().strip('"')
    if not target or any(char in target for char in "%*?[{$"):
        raise BackupError(
            f"{name}: Include {target!r} uses a pattern or substitution; refused "
            "(list the included files by name)"
        )
    resolved = os.path.normpath(target if target.startswith("/") else folder / target)
    inside = os.path.normpath(folder)
    if os.path.commonpath([resolved, inside]) != inside or resolved == inside:
        raise BackupError(
            f"{name}: Include {target} reaches outside the restored folder {folder}; refused "
            "(restore the included file beside slurm.conf)"
        )
    return os.path.relpath(resolved, inside)


def load(folder: Path, folder_fd: int, name: str) -> ConfFile:
    """Parse NAME in FOLDER (already opened as FOLDER_FD), with its Include lines inlined."""
    conf = ConfFile(lines=[])
    _load_into(conf, folder, folder_fd, name, depth=0)
    return conf


def _load_into(conf: ConfFile, folder: Path, folder_fd: int, name: str, depth: int) -> None:
    text = read_regular(folder_fd, name).decode(ENCODING)
    for raw, logical in _logical_lines(text):
        include = _INCLUDE.match(logical)
        if include:
            target = _include_target(folder, name, include.group(1))
            if depth >= MAX_INCLUDE_DEPTH or len(conf.included) >= MAX_INCLUDES:
                raise BackupError(
                    f"{name}: more than {MAX_INCLUDES} Include files or {MAX_INCLUDE_DEPTH} "
                    "levels; refused"
                )
            conf.included.append(target)
            _load_into(conf, folder, folder_fd, target, depth + 1)
            continue
        conf.lines.append(Line(raw, logical, parse_settings(logical)))
        if sum(len(line.text) for line in conf.lines) > MAX_BYTES:
            raise BackupError(f"{name}: over {MAX_BYTES} bytes with its Include files; refused")


def render(conf: ConfFile, overrides: dict[str, str | None]) -> tuple[str, list[str]]:
    """The file text with every key in OVERRIDES (lowercase) dropped where it stood and the
    non-None ones written last; returns the text and the keys it dropped or set. A changed line
    keeps its count of physical lines, so slurmctld's line numbers are the restored file's."""
    spelled: dict[str, str] = {}
    body: list[str] = []
    for line in conf.lines:
        if line.entity or not any(s.key.lower() in overrides for s in line.settings):
            body.append(line.raw)
            continue
        kept = []
        for setting in line.settings:
            if setting.key.lower() in overrides:
                spelled.setdefault(setting.key.lower(), setting.key)
            else:
                kept.append(f"{setting.key}={setting.value}" if setting.value else setting.key)
        body.append(" ".join(kept) + "\n" * line.raw.count("\n"))
    head = [
        f"{spelled.get(key, _spelling(key))}={value}"
        for key, value in overrides.items()
        if value is not None
    ]
    written = [
        spelled.get(key, _spelling(key))
        for key, value in overrides.items()
        if key in spelled or value is not None
    ]
    return "\n".join([*body, *head]) + "\n", written


def value_of(conf: ConfFile, key: str) -> str | None:
    """The last value given to KEY (case-insensitive) outside entity lines."""
    found = None
    for line in conf.lines:
        if line.entity:
            continue
        for setting in line.settings:
            if setting.key.lower() == key:
                found = setting.value
    return found


def entities(conf: ConfFile, kind: str) -> list[str]:
    return [
        line.settings[0].value
        for line in conf.lines
        if line.entity == kind and line.settings[0].value.lower() != "default"
    ]


def flatten(conf: ConfFile) -> dict[str, tuple[str, str]]:
    """lowercase key -> (spelling, value): entity lines keyed by kind and name, holding the rest
    of the line; keys given more than once keep every value, in order."""
    flat: dict[str, tuple[str, str]] = {}

    def put(key: str, spelling: str, value: str) -> None:
        if key in flat:
            value = f"{flat[key][1]} | {value}"
        flat[key] = (spelling, value)

    for line in conf.lines:
        if not line.settings:
            continue
        if line.entity:
            first = line.settings[0]
            rest = " ".join(
                f"{s.key.lower()}={s.value}" if s.value else s.key for s in line.settings[1:]
            )
            put(f"{line.entity}={first.value}", f"{first.key}={first.value}", rest)
            continue
        for setting in line.settings:
            put(setting.key.lower(), setting.key, setting.value)
    return flat


def differences(live: ConfFile, restored: ConfFile) -> list[str]:
    before, after = flatten(live), flatten(restored)
    found = []
    for key in sorted(before.keys() | after.keys()):
        if key not in after:
            spelling, value = before[key]
            found.append(f"only in live: {_shown(spelling, value)}")
        elif key not in before:
            spelling, value = after[key]
            found.append(f"only in restored: {_shown(spelling, value)}")
        elif before[key][1] != after[key][1]:
            found.append(f"{before[key][0]}: live {before[key][1]}, restored {after[key][1]}")
    return found


def _shown(spelling: str, value: str) -> str:
    if "=" in spelling:  # an entity line: its name, then the rest of the line
        return f"{spelling} {value}".strip()
    return f"{spelling}={value}"


_SPELLINGS = {
    "statesavelocation": "StateSaveLocation",
    "slurmdspooldir": "SlurmdSpoolDir",
    "slurmctldpidfile": "SlurmctldPidFile",
    "slurmdpidfile": "SlurmdPidFile",
    "slurmctldlogfile": "SlurmctldLogFile",
    "slurmdlogfile": "SlurmdLogFile",
    "slurmschedlogfile": "SlurmSchedLogFile",
    "slurmctldhost": "SlurmctldHost",
    "slurmuser": "SlurmUser",
    "accountingstoragetype": "AccountingStorageType",
    "jobcomptype": "JobCompType",
}


def _spelling(key: str) -> str:
    return _SPELLINGS.get(key, key)


MAX_HOSTS = 100_000
_BRACKET = re.compile(r"\[([^\]]*)\]")


def expand_hostlist(hostlist: str) -> list[str]:
    """Slurm's host list syntax (`gpu[01-04,07],login1`, several bracket groups multiply),
    capped at MAX_HOSTS names."""
    names: list[str] = []
    for item in _split_top(hostlist):
        expanded = [""]
        rest = item
        while True:
            match = _BRACKET.search(rest)
            if match is None:
                expanded = [prefix + rest for prefix in expanded]
                break
            head = rest[: match.start()]
            choices = _ranges(match.group(1))
            if len(expanded) * len(choices) + len(names) > MAX_HOSTS:
                raise BackupError(
                    f"host list {hostlist[:80]} names over {MAX_HOSTS} hosts; refused"
                )
            expanded = [prefix + head + choice for prefix in expanded for choice in choices]
            rest = rest[match.end() :]
        names.extend(expanded)
    return names


def _split_top(hostlist: str) -> list[str]:
    items: list[str] = []
    current: list[str] = []
    depth = 0
    for char in hostlist:
        depth += (char == "[") - (char == "]")
        if char == "," and depth == 0:
            items.append("".join(current))
            current = []
        else:
            current.append(char)
    items.append("".join(current))
    return [item for item in items if item]


def _ranges(text: str) -> list[str]:
    choices: list[str] = []
    for part in text.split(","):
        low, _, high = part.partition("-")
        if not low.isdigit() or (high and not high.isdigit()):
            raise BackupError(f"host range [{text[:40]}] is not numeric; refused")
        if not high:
            choices.append(low)
            continue
        if int(high) - int(low) + len(choices) > MAX_HOSTS:
            raise BackupError(f"host range [{text[:40]}] names over {MAX_HOSTS} hosts; refused")
        width = len(low)
        choices.extend(str(number).zfill(width) for number in range(int(low), int(high) + 1))
    return choices
