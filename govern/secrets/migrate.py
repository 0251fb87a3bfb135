"""Moving the secrets of an environment file, or of a credential file whose program can read it
through govern, into Vault and leaving references behind.

An environment file's assignments move whole, under their names. A credential file (one a
parser rule of rules.toml reads) moves only if its program takes the file's path from a
variable (a `[[consumer]]` with `variable`): then each secret, exactly as written, goes to Vault
under `<field>-line<N>` and `govern secrets run --file VARIABLE=FILE` rebuilds the file in memory
for the program. Any other credential file is refused with the step its user takes instead.

Order matters, so that a failure at any step leaves a usable state: write to Vault, read back and
compare, then replace the file in one rename. Until the rename the file is untouched; after it
the file holds references only, and Vault holds the values it points to."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from govern.errors import SecretsError
from govern.secrets import envfile
from govern.secrets.matching import find_matches
from govern.secrets.ownership import OwnedPaths, Owner, owner_of, run_as
from govern.secrets.pinned import PinnedFile, pin, rewrite
from govern.secrets.refs import Location, Reference, is_reference, references_in, substitute
from govern.secrets.rules import Consumer, RuleSet
from govern.secrets.scan import shown_path
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
    # For a credential file: the program that reads it, and the variable that names it.
    consumer: Consumer | None = None
    # The values stay here, apart from the plan that is shown and logged.
    _values: dict[str, str] = field(default_factory=dict, repr=False)
    _text: str = field(default="", repr=False)
    # Where in the text each move's value is written (quotes included), in the order of moves.
    _spans: list[tuple[int, int]] = field(default_factory=list, repr=False)

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


def _consumer(path: Path, text: str, rules: RuleSet) -> Consumer | None:
    """The program that reads PATH (which holds TEXT) through a variable, if PATH is a
    credential file; None for an environment file. A credential file no program reads that way
    is refused."""
    parts = tuple(str(path).split("/"))
    consumer = rules.consumer_for(parts, text)
    if not rules.reads_structure(parts):
        if consumer is not None and consumer.manual is not None:
            raise SecretsError(f"{path}: {consumer.manual}")
        return None
    if consumer is None:
        raise SecretsError(
            f"{path}: govern knows no program that reads this file through a variable, so "
            "it cannot hand over a copy: move its secrets by hand"
        )
    if consumer.manual is not None:
        raise SecretsError(f"{path}: {consumer.manual}")
    return consumer


def plan_migration(
    path: Path, location: Location, rules: RuleSet, settings: MigrateSettings
) -> Plan:
    """Which secrets PATH holds, and the reference each becomes. PATH's folder stays pinned
    until the plan is closed. Someone other than the file's owner may send its secrets only
    to a Vault path of the owner's."""
    target, data = pin(path, settings.max_file_bytes)
    try:
        owner = owner_of(target.info.st_uid)
        if os.geteuid() != owner.uid:
            settings.owned.check(location, owner)
        try:
            text = data.decode()
        except UnicodeDecodeError:
            raise SecretsError(f"{path}: not UTF-8 text") from None
        consumer = _consumer(path, text, rules)
        plan = Plan(path, location, target, owner, consumer=consumer, _text=text)
        if consumer is None:
            _find_moves(plan, rules)
        else:
            _find_secrets(plan, rules)
    except BaseException:
        target.close()
        raise
    return plan


def _find_moves(plan: Plan, rules: RuleSet) -> None:
    path, text = plan.file, plan._text
    matches = find_matches(text, _scan_parts(path, rules), rules)
    secret_spans = [(m.start, m.end, m.rule.kind) for m in matches]
    moved_spans: list[tuple[int, int]] = []
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
        moved_spans.append((value_start, value_end))
        known = plan._values.get(assignment.name)
        if known is not None and known != assignment.value:
            raise SecretsError(
                f"{path}:{number}: {assignment.name} is set twice to different values; "
                "keep one and run again"
            )
        plan._values[assignment.name] = assignment.value
        plan._spans.append((value_start, value_end))
        plan.moves.append(
            MovedSecret(number, assignment.name, kinds[0], plan.location.ref(assignment.name))
        )
    # A secret outside every assignment that moves (in a comment, on a line of another syntax)
    # would stay in the file while migrate says it is done: refused instead.
    for match in matches:
        if not any(start <= match.start < end for start, end in moved_spans):
            raise SecretsError(
                f"{path}:{match.line}: {match.rule.description} is not the value of a "
                "NAME=VALUE line, so it cannot move: take it out of the file by hand and run again"
            )


_NOT_IN_KEY = re.compile(r"[^A-Za-z0-9_.-]+")
_MAX_KEY_NAME = 64


def _key(name: str, line: int, taken: dict[str, str]) -> str:
    """`<name>-line<N>`: a key a reader recognises, stable while the file's lines stay put."""
    base = _NOT_IN_KEY.sub("_", name).strip("_.-")[:_MAX_KEY_NAME] or "secret"
    key, suffix = f"{base}-line{line}", 2
    while key in taken:
        key, suffix = f"{base}-line{line}-{suffix}", suffix + 1
    return key


def _find_secrets(plan: Plan, rules: RuleSet) -> None:
    """A credential file's secrets: each value a parser rule reads (or a pattern finds
    elsewhere in it), exactly as written, escapes and all."""
    path, text = plan.file, plan._text
    references_in(text)  # a malformed reference already in the file: refused now, not at run time
    for match in find_matches(text, tuple(str(path).split("/")), rules, structure_first=True):
        if "secret" not in match.rule.regex.groupindex:
            raise SecretsError(
                f"{path}:{match.line}: {match.rule.description} cannot move as a value: "
                "take it out of the file by hand and run again"
            )
        key = _key(match.key or match.rule.id, match.line, plan._values)
        plan._values[key] = match.value
        plan._spans.append((match.start, match.end))
        plan.moves.append(MovedSecret(match.line, key, match.rule.kind, plan.location.ref(key)))
    _check_round_trip(plan)


def _rewritten(plan: Plan) -> str:
    pieces, position = [], 0
    for move, (start, end) in sorted(zip(plan.moves, plan._spans, strict=True), key=_by_start):
        pieces += [plan._text[position:start], str(move.reference)]
        position = end
    pieces.append(plan._text[position:])
    return "".join(pieces)


def _by_start(pair: tuple[MovedSecret, tuple[int, int]]) -> int:
    return pair[1][0]


def _check_round_trip(plan: Plan) -> None:
    """`secrets run --file` must rebuild the file byte for byte: each reference has to read back
    as itself (a secret followed by a key character, `.` or `-`, would not)."""
    rewritten = _rewritten(plan)
    placed = references_in(rewritten)
    planned = {move.reference for move in plan.moves}
    found = {item.reference for item in placed}
    rebuilt = substitute(
        rewritten, placed, lambda r: plan._values[r.key] if r in planned else str(r)
    )
    if rebuilt != plan._text or not planned <= found:
        lines = sorted(move.line for move in plan.moves if move.reference not in found)
        where = f"{plan.file}:{lines[0]}" if lines else str(plan.file)
        raise SecretsError(
            f"{where}: a secret runs into the text after it, so its reference would not read "
            "back as itself: move it by hand"
        )


def next_step(plan: Plan) -> str:
    """How to run the program that needs the file once its secrets are in Vault."""
    consumer, file = plan.consumer, shown_path(str(plan.file))
    if consumer is None:
        return f"run the program as: govern secrets run --env-file {file} -- COMMAND"
    return (
        f"run {consumer.tool} as: govern secrets run --file {consumer.variable}={file} "
        f"-- {consumer.command} ..."
    )


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
