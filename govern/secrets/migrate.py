"""Moving the secrets of an environment file into Vault and leaving references behind.

Order matters, so that a failure at any step leaves a usable state: write to Vault, read back and
compare, then replace the file in one rename. Until the rename the file is untouched; after it
the file holds references only, and Vault holds the values it points to."""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from govern.errors import SecretsError
from govern.secrets import envfile
from govern.secrets.refs import Location, Reference, is_reference
from govern.secrets.rules import RuleSet
from govern.secrets.scan import find_matches
from govern.secrets.vault import Vault


@dataclass(frozen=True)
class MovedSecret:
    line: int
    name: str
    kind: str
    reference: Reference


@dataclass
class Plan:
    file: Path
    location: Location
    moves: list[MovedSecret] = field(default_factory=list)
    # The values stay here, apart from the plan that is shown and logged.
    _values: dict[str, str] = field(default_factory=dict, repr=False)
    _text: str = field(default="", repr=False)
    _info: os.stat_result | None = field(default=None, repr=False)


@dataclass(frozen=True)
class Outcome:
    plan: Plan
    changed: bool
    vault_version: int | None
    audit_index: int | None


def _scan_parts(path: Path, rules: RuleSet) -> tuple[str, ...]:
    """The path the rules see: the file's own if they know its kind (.env, .bashrc...),
    otherwise that of an environment file, which is what migrate takes FILE to be."""
    parts = tuple(str(path).split("/"))
    if any(rule.only_files and rule.applies_to_path(parts) for rule in rules.rules):
        return parts
    return (".env",)


def _check_file(path: Path) -> os.stat_result:
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        raise SecretsError(f"{path}: no such file") from None
    except OSError as exc:
        raise SecretsError(f"{path}: cannot read: {exc.strerror}") from None
    if stat.S_ISLNK(info.st_mode):
        raise SecretsError(f"{path} is a symbolic link: migrate {os.path.realpath(path)} instead")
    if not stat.S_ISREG(info.st_mode):
        raise SecretsError(f"{path} is not a regular file")
    if info.st_nlink > 1:
        raise SecretsError(
            f"{path} has {info.st_nlink} hard links: the plaintext would live on under the "
            "other names; remove them first"
        )
    return info


def plan_migration(path: Path, location: Location, rules: RuleSet) -> Plan:
    """Which assignments in PATH hold secrets, and the reference each becomes."""
    info = _check_file(path)
    try:
        data = path.read_bytes()
        text = data.decode("utf-8")
    except OSError as exc:
        raise SecretsError(f"{path}: cannot read: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise SecretsError(f"{path}: not UTF-8 text") from None
    plan = Plan(path, location, _text=text, _info=info)
    secret_spans = [
        (m.start, m.end, m.rule.kind) for m in find_matches(text, _scan_parts(path, rules), rules)
    ]
    offset = 0
    for number, line in enumerate(text.split("\n"), start=1):
        assignment = envfile.parse_line(line, number, f"{path}:{number}")
        line_start = offset
        offset += len(line) + 1
        if assignment is None or is_reference(assignment.value):
            continue
        value_start = line_start + assignment.value_start
        value_end = line_start + assignment.value_end
        kinds = [kind for start, end, kind in secret_spans if value_start <= start < value_end]
        if not kinds:
            continue
        known = plan._values.get(assignment.name)
        if known is not None and known != assignment.value:
            raise SecretsError(
                f"{path}:{number}: {assignment.name} is set twice to different values; "
                "keep one and run again"
            )
        plan._values[assignment.name] = assignment.value
        plan.moves.append(
            MovedSecret(number, assignment.name, kinds[0], location.ref(assignment.name))
        )
    return plan


def _rewritten(plan: Plan) -> str:
    by_line = {move.line: move for move in plan.moves}
    lines = plan._text.split("\n")
    for number, move in by_line.items():
        line = lines[number - 1]
        assignment = envfile.parse_line(line, number, str(plan.file))
        assert assignment is not None
        lines[number - 1] = (
            line[: assignment.value_start] + str(move.reference) + line[assignment.value_end :]
        )
    return "\n".join(lines)


def _replace_file(path: Path, text: str, original: os.stat_result) -> None:
    """Put TEXT in place of PATH with PATH's owner, group and mode, in one rename, then scrub
    the old content. The temporary file holds references only, never a secret."""
    directory = path.parent
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".govern", dir=directory)
    try:
        try:
            if (original.st_uid, original.st_gid) != (os.getuid(), os.getgid()):
                os.fchown(fd, original.st_uid, original.st_gid)
            os.fchmod(fd, stat.S_IMODE(original.st_mode))
            os.write(fd, text.encode("utf-8"))
            os.fsync(fd)
        finally:
            os.close(fd)
    except OSError as exc:
        os.unlink(temporary)
        raise SecretsError(
            f"cannot rewrite {path} keeping its owner, group and mode: {exc.strerror}; "
            "the file is unchanged (Vault already holds the secrets)"
        ) from None
    try:
        # Held across the rename: the old inode, to scrub once no name points to it.
        old: int | None = os.open(path, os.O_WRONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except PermissionError:
        old = None  # a read-only file: its owner replaces it, but cannot overwrite it
    try:
        os.replace(temporary, path)
        directory_fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(directory_fd)
        finally:
            os.close(directory_fd)
        if old is not None:
            # Unlinked, the old blocks still hold the plaintext: overwrite them (effective on
            # ext4 and xfs; copy-on-write filesystems and snapshots keep old blocks).
            os.pwrite(old, b"\0" * original.st_size, 0)
            os.fsync(old)
    except OSError as exc:
        raise SecretsError(f"replacing {path} failed: {exc.strerror}") from None
    finally:
        if old is not None:
            os.close(old)
        if os.path.exists(temporary):
            os.unlink(temporary)


def execute(
    plan: Plan,
    connect: Callable[[], Vault],
    record: Callable[[Plan, int], int] | None,
) -> Outcome:
    """Carry out PLAN; RECORD logs the migration (with the new Vault version) and returns the
    audit entry's index."""
    if not plan.moves:
        return Outcome(plan, changed=False, vault_version=None, audit_index=None)
    assert plan._info is not None
    vault = connect()
    current = vault.read(plan.location)
    stored, version = current if current is not None else ({}, 0)
    for name, value in plan._values.items():
        if name in stored and stored[name] != value:
            raise SecretsError(
                f"{plan.location.ref(name)} already holds a different value: migrate to another "
                "path, or remove the key from Vault after checking which value is current"
            )
    wanted = {**stored, **plan._values}
    if wanted != stored:
        version = vault.write(plan.location, wanted, expected_version=version)
    read_back = vault.read(plan.location)
    if read_back is None or any(read_back[0].get(k) != v for k, v in plan._values.items()):
        raise SecretsError(
            f"{plan.location} does not read back what was written; {plan.file} is unchanged"
        )
    try:
        unchanged = plan.file.read_text(encoding="utf-8") == plan._text
    except (OSError, UnicodeDecodeError):
        unchanged = False
    if not unchanged:
        raise SecretsError(f"{plan.file} changed while it was being migrated; run again")
    _replace_file(plan.file, _rewritten(plan), plan._info)
    index = record(plan, version) if record is not None else None
    return Outcome(plan, changed=True, vault_version=version, audit_index=index)
