"""A cn=config for a sandbox slapd: the restored one made harmless, or a minimal one.

A restored cn=config comes from a backup, so it is treated as hostile: it keeps its schema,
modules (from /usr/lib/ldap only) and mdb databases, and loses whatever reaches outside the
sandbox (files, replication, referrals, other backends, overlays, TLS, SASL, identity
mappings). Listeners never come from cn=config: slapd is started with an ldapi socket only.
"""

from __future__ import annotations

import base64
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from govern.backup.drills.ldif import Entry, normal_dn, within
from govern.errors import BackupError

MODULE_DIR = "/usr/lib/ldap"
# The peer credentials of root over ldapi: root of each sandbox database, so neither the
# site's ACLs nor its size limits hide an entry from the count.
ROOT_IDENTITY = "gidNumber=0+uidNumber=0,cn=peercred,cn=external,cn=auth"

_KEPT_DATABASES = frozenset({"frontend", "config", "mdb"})
_DROPPED = frozenset(
    {
        "olcpidfile",
        "olcargsfile",
        "olclogfile",
        "olcpluginlogfile",
        "olcconfigfile",
        "olcconfigdir",
        "olcreferral",
        "olcupdateref",
        "olcsyncrepl",
        "olcmirrormode",
        "olcmultiprovider",
        "olcserverid",
        "olcsecurity",
        "olclocalssf",
        "olcauthzregexp",
        "olcauthzpolicy",
        "olcaccess",
        "olclimits",
        "olcrequires",
        "olcdisallows",
        "olcrootdn",
        "olcrootpw",
        "olcdbdirectory",
        "olcdburi",
        "olcdbsocketpath",
        "olcmodulepath",
        "olcdatabase",
        "olcmoduleload",
        "olcdbnosync",
    }
)
# The sandbox database is thrown away: syncing each entry to disk made slapadd ten times
# slower for nothing.
_THROWAWAY = [("olcDbNoSync", b"TRUE")]
_DROPPED_PREFIXES = ("olctls", "olcsasl")
# Replaced by the sandbox's own values: not worth a line in what the drill reports removed.
_REWRITTEN = frozenset(
    {
        "olcdatabase",
        "olcmodulepath",
        "olcpidfile",
        "olcargsfile",
        "olcdbdirectory",
        "olcrootdn",
        "olcrootpw",
        "olcaccess",
        "olcmoduleload",
        "olcdbnosync",
    }
)
_MODULE_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.+-]*$")
_ORDER = re.compile(r"^\{-?\d+\}")
_DATABASE_RDN = re.compile(r"^olcdatabase=\{(-?\d+)\}([a-z0-9_]+)$")
# RFC 2849 SAFE-STRING: what may follow "name: " without base64.
_SAFE = re.compile(
    rb"^[\x01-\x09\x0b\x0c\x0e-\x1f\x21-\x39\x3b\x3d-\x7f][\x01-\x09\x0b\x0c\x0e-\x7f]*$"
)


@dataclass
class SandboxConfig:
    """The LDIF to slapadd with -n 0, the data database's suffix, and what was left out."""

    ldif: bytes
    suffix: str
    directories: list[Path]
    removed: list[str] = field(default_factory=list)


def suffixes(config: list[Entry]) -> list[str]:
    """The suffixes of the mdb databases a cn=config export declares."""
    found = []
    for entry in config:
        match = _DATABASE_RDN.match(normal_dn(entry.dn).split(",", 1)[0])
        if match and match.group(2) == "mdb" and normal_dn(entry.dn).count(",") == 1:
            found += [s.strip() for s in entry.text("olcSuffix")]
    return found


def restored_config(config: list[Entry], data_dn: str, work: Path) -> SandboxConfig:
    """The restored cn=config rewritten into WORK, serving the database that holds DATA_DN
    (BackupError when it loads a module from elsewhere or has no database for the data)."""
    out: list[bytes] = []
    removed: list[str] = []
    directories: list[Path] = []
    renamed: dict[str, str] = {}  # database dn (normal) -> its sandbox dn
    dropped_parents: list[str] = []
    suffix: str | None = None
    next_index = 1
    for entry in config:
        dn = normal_dn(entry.dn)
        if any(within(dn, parent) for parent in dropped_parents):
            continue
        rdn, _, parent = dn.partition(",")
        modules = _modules(entry)  # on every entry: whatever its dn, never a foreign module
        attributes = _filtered(entry, removed) + [("olcModuleLoad", m) for m in modules]
        if dn == "cn=config":
            attributes += [
                ("olcPidFile", str(work / "slapd.pid").encode()),
                ("olcArgsFile", str(work / "slapd.args").encode()),
            ]
        elif rdn.startswith("cn=module") and parent == "cn=config":
            attributes.append(("olcModulePath", MODULE_DIR.encode()))
        elif dn == "cn=schema,cn=config" or parent == "cn=schema,cn=config":
            pass
        elif (match := _DATABASE_RDN.match(rdn)) and parent == "cn=config":
            kind = match.group(2)
            if kind not in _KEPT_DATABASES:
                dropped_parents.append(dn)
                removed.append(f"database {entry.dn}")
                continue
            if kind == "mdb":
                index = str(next_index)
                next_index += 1
                directory = work / "db" / index
                directories.append(directory)
                attributes += [
                    ("olcDbDirectory", str(directory).encode()),
                    ("olcRootDN", ROOT_IDENTITY.encode()),
                    *_THROWAWAY,
                ]
                held = [s.strip() for s in entry.text("olcSuffix")]
                if suffix is None and any(within(data_dn, s) for s in held):
                    suffix = next(s for s in held if within(data_dn, s))
            else:
                index = match.group(1)
            name = f"{{{index}}}{kind}"
            renamed[dn] = f"olcDatabase={name},cn=config"
            attributes.insert(0, ("olcDatabase", name.encode()))
            # With the site's ACLs gone, nobody but the root identity reads anything.
            attributes.append(("olcAccess", b"{0}to * by * none"))
        else:
            dropped_parents.append(dn)
            removed.append(f"entry {entry.dn}")
            continue
        out.append(_entry_ldif(renamed.get(dn, entry.dn), attributes))
    if suffix is None:
        raise BackupError(f"the restored cn=config has no mdb database holding {data_dn!r}")
    return SandboxConfig(b"\n".join(out), suffix, directories, removed)


def minimal_config(suffix: str, work: Path) -> SandboxConfig:
    """core, cosine, nis and inetorgperson schemas and one mdb database for SUFFIX."""
    schemas = "".join(
        f"include: file:///etc/ldap/schema/{name}.ldif\n"
        for name in ("core", "cosine", "nis", "inetorgperson")
    )
    directory = work / "db" / "1"
    text = (
        "dn: cn=config\nobjectClass: olcGlobal\ncn: config\n"
        f"olcPidFile: {work / 'slapd.pid'}\nolcArgsFile: {work / 'slapd.args'}\n\n"
        "dn: cn=module{0},cn=config\nobjectClass: olcModuleList\ncn: module{0}\n"
        f"olcModulePath: {MODULE_DIR}\nolcModuleLoad: back_mdb\n\n"
        "dn: cn=schema,cn=config\nobjectClass: olcSchemaConfig\ncn: schema\n\n"
        f"{schemas}\n"
        "dn: olcDatabase={-1}frontend,cn=config\nobjectClass: olcDatabaseConfig\n"
        "objectClass: olcFrontendConfig\nolcDatabase: {-1}frontend\n"
        "olcAccess: {0}to * by * none\n\n"
        "dn: olcDatabase={0}config,cn=config\nobjectClass: olcDatabaseConfig\n"
        "olcDatabase: {0}config\nolcAccess: {0}to * by * none\n\n"
    )
    data = _entry_ldif(
        "olcDatabase={1}mdb,cn=config",
        [
            ("objectClass", b"olcDatabaseConfig"),
            ("objectClass", b"olcMdbConfig"),
            ("olcDatabase", b"{1}mdb"),
            ("olcDbDirectory", str(directory).encode()),
            ("olcSuffix", suffix.encode()),
            ("olcRootDN", ROOT_IDENTITY.encode()),
            ("olcAccess", b"{0}to * by * none"),
            *_THROWAWAY,
            # mdb maps this much address space, not disk: room for any directory of people.
            ("olcDbMaxSize", str(1 << 36).encode()),
        ],
    )
    return SandboxConfig(text.encode() + data, suffix, [directory])


def _filtered(entry: Entry, removed: list[str]) -> list[tuple[str, bytes]]:
    kept: list[tuple[str, bytes]] = []
    for name, values in entry.attributes.items():
        if name in _DROPPED or name.startswith(_DROPPED_PREFIXES):
            if name not in _REWRITTEN:
                removed.append(f"{name} of {entry.dn}")
            continue
        kept += [(name, value) for value in values]
    return kept


def _modules(entry: Entry) -> list[bytes]:
    """ENTRY's olcModuleLoad values as plain names in MODULE_DIR (BackupError for any other)."""
    loaded = []
    for value in entry.text("olcModuleLoad"):
        order = _ORDER.match(value.strip())
        name = value.strip()[order.end() if order else 0 :]
        # A full path into MODULE_DIR loads the same module by name from there.
        if os.path.dirname(os.path.normpath(name)) == MODULE_DIR:
            name = os.path.basename(name)
        if not _MODULE_NAME.match(name) or ".." in name:
            raise BackupError(
                f"the restored cn=config loads module {value!r}: only modules in "
                f"{MODULE_DIR} may load; fix the export, it is not restorable as is"
            )
        loaded.append(((order.group(0) if order else "") + name).encode())
    return loaded


def _entry_ldif(dn: str, attributes: list[tuple[str, bytes]]) -> bytes:
    lines = [_line("dn", dn.encode())]
    lines += [_line(name, value) for name, value in attributes]
    return b"".join(lines)


def _line(name: str, value: bytes) -> bytes:
    if not value or (_SAFE.match(value) and not value.endswith(b" ")):
        return name.encode() + b": " + value + b"\n"
    return name.encode() + b":: " + base64.b64encode(value) + b"\n"
