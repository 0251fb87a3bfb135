"""Users and their groups: from NSS (passwd/group, so SSSD and LDAP work) or from a file."""

from __future__ import annotations

import grp
import os
import pwd
from collections.abc import Iterator
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from govern.config import read_toml
from govern.errors import IdentityError
from govern.validation import describe_validation_error

_NAME = r"^[a-z_][a-z0-9_.-]*\$?$"


class _User(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str = Field(pattern=_NAME)


class _Group(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str = Field(pattern=_NAME)
    members: tuple[str, ...] = ()


class _DirectoryFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    user: tuple[_User, ...] = ()
    group: tuple[_Group, ...] = ()


def load_directory_file(path: Path) -> dict[str, tuple[str, ...]]:
    """Users and the groups they belong to, from a users file shaped like passwd + group."""
    raw = read_toml(path, IdentityError)
    try:
        directory = _DirectoryFile.model_validate(raw)
    except ValidationError as exc:
        raise IdentityError(describe_validation_error(str(path), exc)) from None
    groups: dict[str, list[str]] = {}
    for user in directory.user:
        if user.name in groups:
            raise IdentityError(f"{path}: user {user.name!r}: duplicate user")
        groups[user.name] = []
    seen_groups: set[str] = set()
    for group in directory.group:
        if group.name in seen_groups:
            raise IdentityError(f"{path}: group {group.name!r}: duplicate group")
        seen_groups.add(group.name)
        for member in group.members:
            if member not in groups:
                raise IdentityError(
                    f"{path}: group {group.name!r}: members: unknown user {member!r}"
                )
            groups[member].append(group.name)
    return {name: tuple(member_of) for name, member_of in groups.items()}


def nss_groups(name: str) -> tuple[str, ...] | None:
    """The groups NSS says NAME belongs to (primary and supplementary), or None if no such user."""
    try:
        entry = pwd.getpwnam(name)
    except KeyError:
        return None
    names: list[str] = []
    for gid in os.getgrouplist(name, entry.pw_gid):
        try:
            names.append(grp.getgrgid(gid).gr_name)
        except KeyError:
            continue  # a gid with no name cannot be named by a policy
    return tuple(sorted(set(names)))


def nss_people() -> Iterator[tuple[str, tuple[str, ...]]]:
    """Every user NSS enumerates, with groups. Sources that do not enumerate are looked up live."""
    for entry in pwd.getpwall():
        groups = nss_groups(entry.pw_name)
        if groups is not None:
            yield entry.pw_name, groups
