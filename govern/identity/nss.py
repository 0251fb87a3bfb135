"""Users and their groups from NSS: passwd and group, so SSSD and LDAP users work.

Kept free of heavy imports: the decision path calls it for every user it has not seen.
"""

from __future__ import annotations

import grp
import os
import pwd
from collections.abc import Iterator


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
