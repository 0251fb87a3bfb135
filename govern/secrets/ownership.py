"""Whose secrets a file holds, which Vault paths are theirs, and acting on the file as them.

When someone other than a file's owner (root, typically) migrates it, the secrets may only go
to a Vault path the owner owns: `[secrets.vault] owned_paths`, where `{user}` stands for the
owner's login name and `{group}` for any group the owner belongs to. The file operations then
run in a child process with the owner's identity, so the kernel refuses whatever the owner
could not do."""

from __future__ import annotations

import ctypes
import grp
import os
import pwd
from collections.abc import Callable
from dataclasses import dataclass

from govern.config import GROUP_PLACEHOLDER, USER_PLACEHOLDER
from govern.errors import SecretsError
from govern.secrets.refs import Location

_FAILED = 1
_PR_SET_DUMPABLE = 4


@dataclass(frozen=True)
class Owner:
    uid: int
    gid: int
    name: str
    groups: tuple[int, ...]

    @property
    def group_names(self) -> frozenset[str]:
        names = set()
        for gid in self.groups:
            try:
                names.add(grp.getgrgid(gid).gr_name)
            except KeyError:
                continue
        return frozenset(names)


def owner_of(uid: int) -> Owner:
    try:
        account = pwd.getpwuid(uid)
    except KeyError:
        raise SecretsError(
            f"uid {uid} owns the file but has no account: no Vault path can be its"
        ) from None
    groups = tuple(os.getgrouplist(account.pw_name, account.pw_gid))
    return Owner(uid, account.pw_gid, account.pw_name, groups)


def _owns(owner: Owner, template: str, path: str) -> bool:
    wanted = template.split("/")
    segments = path.split("/")
    if len(segments) < len(wanted):
        return False
    for pattern, segment in zip(wanted, segments, strict=False):
        if pattern == USER_PLACEHOLDER:
            if segment != owner.name:
                return False
        elif pattern == GROUP_PLACEHOLDER:
            if segment not in owner.group_names:
                return False
        elif pattern != segment:
            return False
    return True


@dataclass(frozen=True)
class OwnedPaths:
    """[secrets.vault] owned_paths, in the KV mount they are relative to."""

    templates: tuple[str, ...]
    kv_mount: str

    def check(self, location: Location, owner: Owner) -> None:
        """Refuse LOCATION unless it lies under one of the templates as filled in for OWNER."""
        if location.mount == self.kv_mount and any(
            _owns(owner, template, location.path) for template in self.templates
        ):
            return
        if not self.templates:
            hint = "[secrets.vault] owned_paths names none, so only a file's owner can use it"
        else:
            hint = f"its owner's paths are {', '.join(self.templates)} in {self.kv_mount}"
        raise SecretsError(
            f"{location} is not a Vault path of {owner.name}, who owns the file: {hint}"
        )


def _close_all_but(keep: set[int]) -> None:
    start = 0
    for fd in sorted(keep):
        os.closerange(start, fd)
        start = fd + 1
    os.closerange(start, os.sysconf("SC_OPEN_MAX"))


def _never_dumpable() -> None:
    """Keep the owner from attaching a debugger to the child (Linux resets this flag on every
    change of uid, to fs.suid_dumpable, which a site may have set to 1)."""
    if ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_DUMPABLE, 0, 0, 0, 0) != 0:
        raise SecretsError("cannot make the process acting as the file's owner undumpable")


def run_as(owner: Owner, action: Callable[[], None], keep: tuple[int, ...] = ()) -> None:
    """ACTION in a child process with OWNER's uid, gid and groups when root runs it for someone
    else; in this process otherwise. The child keeps no descriptor of root's but KEEP (and the
    pipe it answers through). A SecretsError in the child is raised here."""
    if os.geteuid() != 0 or owner.uid == 0:
        action()
        return
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child reports through the pipe and its exit status
        status = _FAILED
        try:
            _close_all_but({write_end, *keep})
            os.setgroups(list(owner.groups))
            os.setresgid(owner.gid, owner.gid, owner.gid)
            os.setresuid(owner.uid, owner.uid, owner.uid)
            _never_dumpable()
            action()
            status = 0
        except SecretsError as exc:
            os.write(write_end, str(exc).encode())
        except BaseException as exc:
            os.write(write_end, f"acting as {owner.name} failed: {exc}".encode())
        finally:
            os._exit(status)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as report:
        message = report.read().decode(errors="replace")
    _, status = os.waitpid(pid, 0)
    if status != 0:
        raise SecretsError(message or f"acting as {owner.name} failed (status {status})")
