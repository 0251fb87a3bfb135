"""Resolving references and handing secrets to a program through its environment only."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import NoReturn

from govern.errors import SecretsError
from govern.secrets.envfile import Assignment, read_env_file
from govern.secrets.ownership import OwnedPaths, owner_of
from govern.secrets.refs import Location, Reference, is_reference, parse_reference
from govern.secrets.vault import Vault


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


def _own_words(env_file: Path, owned: OwnedPaths | None) -> list[Assignment]:
    """ENV_FILE's assignments. A file someone else owns names secrets for its owner only: each
    of its references must lie in the owner's Vault paths, and no one else may write it. Root
    runs nothing with an environment another user could have written."""
    read = read_env_file(env_file)
    if os.geteuid() == 0 and (read.info.st_uid != 0 or read.info.st_mode & 0o022):
        raise SecretsError(
            f"{env_file}: root takes its environment only from files no one else can change "
            "(this one could set LD_PRELOAD or PATH for it); run the command as the file's owner"
        )
    references = [a for a in read.assignments if is_reference(a.value)]
    if not references or read.info.st_uid == os.geteuid():
        return read.assignments
    if read.info.st_mode & 0o022:
        raise SecretsError(
            f"{env_file} can be written by others than its owner: govern resolves its "
            "references for its owner alone"
        )
    owner = owner_of(read.info.st_uid)
    for assignment in references:
        location = parse_reference(assignment.value).location
        (owned or OwnedPaths((), "")).check(location, owner)
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
