"""Moving the secrets of an environment file into Vault and leaving references behind.

Order matters, so that a failure at any step leaves a usable state: write to Vault, read back and
compare, then replace the file in one rename. Until the rename the file is untouched; after it
the file holds references only, and Vault holds the values it points to."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from govern.errors import SecretsError
from govern.secrets import envfile
from govern.secrets.ownership import OwnedPaths, Owner, owner_of, run_as
from govern.secrets.pinned import PinnedFile, pin, rewrite
from govern.secrets.refs import Location, Reference, is_reference
from govern.secrets.rules import RuleSet
from govern.secrets.scan import find_matches
from govern.secrets.vault import Vault


@dataclass(frozen=True)
class MigrateSettings:
    max_file_bytes: int
    owned: OwnedPaths


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
    target: PinnedFile
    owner: Owner
    moves: list[MovedSecret] = field(default_factory=list)
    # The values stay here, apart from the plan that is shown and logged.
    _values: dict[str, str] = field(default_factory=dict, repr=False)
    _text: str = field(default="", repr=False)
    # Where each moving value is written in its line (quotes included), by line number.
    _spans: dict[int, tuple[int, int]] = field(default_factory=dict, repr=False)

    def __enter__(self) -> Plan:
        return self

    def __exit__(self, *exc: object) -> None:
        self.target.close()


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


def plan_migration(
    path: Path, location: Location, rules: RuleSet, settings: MigrateSettings
) -> Plan:
    """Which assignments in PATH hold secrets, and the reference each becomes. PATH's folder
    stays pinned until the plan is closed. Someone other than the file's owner may send its
    secrets only to a Vault path of the owner's."""
    target, data = pin(path, settings.max_file_bytes)
    try:
        owner = owner_of(target.info.st_uid)
        if os.geteuid() != owner.uid:
            settings.owned.check(location, owner)
        try:
            text = data.decode()
        except UnicodeDecodeError:
            raise SecretsError(f"{path}: not UTF-8 text") from None
        plan = Plan(path, location, target, owner, _text=text)
        _find_moves(plan, rules)
    except BaseException:
        target.close()
        raise
    return plan


def _find_moves(plan: Plan, rules: RuleSet) -> None:
    path, text = plan.file, plan._text
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
        plan._spans[number] = (assignment.value_start, assignment.value_end)
        plan.moves.append(
            MovedSecret(number, assignment.name, kinds[0], plan.location.ref(assignment.name))
        )


def _rewritten(plan: Plan) -> str:
    lines = plan._text.split("\n")
    for move in plan.moves:
        start, end = plan._spans[move.line]
        line = lines[move.line - 1]
        lines[move.line - 1] = line[:start] + str(move.reference) + line[end:]
    return "\n".join(lines)


def execute(
    plan: Plan,
    connect: Callable[[], Vault],
    record: Callable[[Plan, int], int] | None,
) -> Outcome:
    """Carry out PLAN; RECORD logs the migration (with the new Vault version) and returns the
    audit entry's index."""
    if not plan.moves:
        return Outcome(plan, changed=False, vault_version=None, audit_index=None)
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
    original, rewritten = plan._text.encode(), _rewritten(plan).encode()
    run_as(
        plan.owner, lambda: rewrite(plan.target, original, rewritten), keep=(plan.target.folder,)
    )
    index = record(plan, version) if record is not None else None
    return Outcome(plan, changed=True, vault_version=version, audit_index=index)
