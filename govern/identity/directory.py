"""The users file: users and groups for a site without central identity (the demo, tests)."""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from govern.errors import IdentityError
from govern.validation import read_toml_model

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
    directory = read_toml_model(path, _DirectoryFile, IdentityError)
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
