"""Resolving references and handing secrets to a program: through its environment, or as a
credential file rebuilt in memory (never on a disk) that the program reads through a variable."""

from __future__ import annotations

import fcntl
import os
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import NoReturn

from govern.errors import SecretsError
from govern.secrets.envfile import Assignment, read_env_file, read_text
from govern.secrets.ownership import OwnedPaths, owner_of
from govern.secrets.refs import (
    Location,
    Reference,
    is_reference,
    parse_reference,
    references_in,
    substitute,
)
from govern.secrets.vault import Vault

# Sealed: no process that inherits the copy can change what the others read.
_SEALS = fcntl.F_SEAL_SHRINK | fcntl.F_SEAL_GROW | fcntl.F_SEAL_WRITE | fcntl.F_SEAL_SEAL


class Resolver:
    """Reads each secret once, however many of its keys are asked for."""

    def __init__(self, connect: Callable[[], Vault]) -> None:
        self._connect = connect
        self._vault: Vault | None = None
        self._secrets: dict[Location, dict[str, str]] = {}

    def value(self, reference: Reference) -> str:
        location = reference.location
        if location not in self._secrets:
            if self._vault is None:
                self._vault = self._connect()
            found = self._vault.read(location)
            if found is None:
                raise SecretsError(f"no secret at {location} (referenced as {reference})")
            self._secrets[location] = found[0]
        values = self._secrets[location]
        if reference.key not in values:
            raise SecretsError(
                f"{location} has no key {reference.key!r} (referenced as {reference})"
            )
        return values[reference.key]


def _check_trust(
    path: Path,
    info: os.stat_result,
    references: Sequence[str],
    owned: OwnedPaths | None,
    root_risk: str,
) -> None:
    """Whether PATH (the file INFO describes) may name the secrets REFERENCES for the caller.
    A file someone else owns names secrets for its owner only: each reference must lie in the
    owner's Vault paths, and no one else may write it. Root takes nothing from a file another
    user owns or can write (ROOT_RISK: what such a file could do to it)."""
    if os.geteuid() == 0 and (info.st_uid != 0 or info.st_mode & 0o022):
        raise SecretsError(f"{path}: {root_risk}; run the command as the file's owner")
    if not references or info.st_uid == os.geteuid():
        return
    if info.st_mode & 0o022:
        raise SecretsError(
            f"{path} can be written by others than its owner: govern resolves its "
            "references for its owner alone"
        )
    owner = owner_of(info.st_uid)
    for reference in references:
        (owned or OwnedPaths((), "")).check(parse_reference(reference).location, owner)


def _own_words(env_file: Path, owned: OwnedPaths | None) -> list[Assignment]:
    """ENV_FILE's assignments, if it may name them for the caller (_check_trust)."""
    read = read_env_file(env_file)
    references = [a.value for a in read.assignments if is_reference(a.value)]
    _check_trust(
        env_file,
        read.info,
        references,
        owned,
        "root takes its environment only from files no one else can change "
        "(this one could set LD_PRELOAD or PATH for it)",
    )
    return read.assignments


def build_environment(
    inherited: Mapping[str, str],
    env_files: Sequence[Path],
    resolver: Resolver,
    owned: OwnedPaths | None,
) -> dict[str, str]:
    """INHERITED, then each env file's assignments in order, with every reference replaced by
    the secret it names. OWNED: the Vault paths of the owner of a file the caller does not own."""
    environment = dict(inherited)
    for env_file in env_files:
        for assignment in _own_words(env_file, owned):
            environment[assignment.name] = assignment.value
    for name, value in environment.items():
        if is_reference(value):
            environment[name] = resolver.value(parse_reference(value))
    return environment


def materialise(path: Path, resolver: Resolver, owned: OwnedPaths | None) -> str:
    """PATH's text with every reference in it replaced by the secret it names, exactly as
    stored: the credential file as it was before `migrate`. PATH is held to the rules of env
    files (_check_trust)."""
    text, info = read_text(path)
    placed = references_in(text)
    _check_trust(
        path,
        info,
        [str(item.reference) for item in placed],
        owned,
        "root reads credential files only from files no one else can change (this one would "
        "have root's Vault login resolve references someone else wrote)",
    )
    return substitute(text, placed, resolver.value)


def memory_file(name: str, text: str) -> int:
    """A descriptor of a sealed file that lives in memory only, holding TEXT, readable by its
    owner alone (libpq refuses a password file others can read), left open across exec: the
    program reads it as /proc/self/fd/N."""
    fd = os.memfd_create(f"govern-{name}", os.MFD_ALLOW_SEALING)
    try:
        os.fchmod(fd, 0o600)
        view = memoryview(text.encode())
        while view:
            view = view[os.write(fd, view) :]
        fcntl.fcntl(fd, fcntl.F_ADD_SEALS, _SEALS)
        os.lseek(fd, 0, os.SEEK_SET)
        os.set_inheritable(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def hand_over_files(
    environment: dict[str, str],
    files: Sequence[tuple[str, Path]],
    resolver: Resolver,
    owned: OwnedPaths | None,
) -> list[int]:
    """For each (VARIABLE, PATH) of FILES: PATH rebuilt in memory, and VARIABLE set to the path
    through which the program reads it. Every file is resolved before any is made, so a
    missing secret stops the command before it has anything to run with."""
    texts = [(variable, materialise(path, resolver, owned)) for variable, path in files]
    descriptors = []
    try:
        for variable, text in texts:
            fd = memory_file(variable, text)
            descriptors.append(fd)
            environment[variable] = f"/proc/self/fd/{fd}"
    except BaseException:
        for fd in descriptors:
            os.close(fd)
        raise
    return descriptors


def exec_with_environment(command: Sequence[str], environment: dict[str, str]) -> NoReturn:
    """Become COMMAND: the secrets are in its environment and nowhere else (no argument, no
    log, no child of ours holding them)."""
    try:
        os.execvpe(command[0], list(command), environment)
    except FileNotFoundError:
        raise SecretsError(f"{command[0]}: command not found") from None
    except PermissionError:
        raise SecretsError(f"{command[0]}: permission denied (is it executable?)") from None
    except OSError as exc:
        raise SecretsError(f"{command[0]}: cannot run: {exc.strerror}") from None
