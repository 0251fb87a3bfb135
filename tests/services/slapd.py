"""A private OpenLDAP server: its own cn=config, database and port, gone when stopped."""

from __future__ import annotations

import secrets
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.services.process import REPO, free_port, install, port_open, stop, wait_until

SUFFIX = "dc=govern,dc=test"
ROOT_DN = f"cn=admin,{SUFFIX}"
ROOT_PASSWORD = secrets.token_urlsafe(12)  # per run, so no fixed credential is kept

_CONFIG = """\
dn: cn=config
objectClass: olcGlobal
cn: config
olcPidFile: {root}/slapd.pid

dn: cn=module{{0}},cn=config
objectClass: olcModuleList
cn: module{{0}}
olcModulePath: /usr/lib/ldap
olcModuleLoad: back_mdb

dn: cn=schema,cn=config
objectClass: olcSchemaConfig
cn: schema

include: file:///etc/ldap/schema/core.ldif
include: file:///etc/ldap/schema/cosine.ldif
include: file:///etc/ldap/schema/nis.ldif
include: file:///etc/ldap/schema/inetorgperson.ldif
include: file://{schema}

dn: olcDatabase={{-1}}frontend,cn=config
objectClass: olcDatabaseConfig
objectClass: olcFrontendConfig
olcDatabase: {{-1}}frontend
olcAccess: {{0}}to * by * read

dn: olcDatabase={{0}}config,cn=config
objectClass: olcDatabaseConfig
olcDatabase: {{0}}config
olcAccess: {{0}}to * by * none

dn: olcDatabase={{1}}mdb,cn=config
objectClass: olcDatabaseConfig
objectClass: olcMdbConfig
olcDatabase: {{1}}mdb
olcDbDirectory: {root}/db
olcSuffix: {suffix}
olcRootDN: {root_dn}
olcRootPW: {password}
olcDbMaxSize: 67108864
"""


_TLS_CONFIG = """\
olcTLSCertificateFile: {root}/tls/cert.pem
olcTLSCertificateKeyFile: {root}/tls/key.pem
"""


class Slapd:
    def __init__(self, root: Path, *, tls: bool = False) -> None:
        """TLS adds an ldaps:// listener whose self-signed certificate is CA_FILE."""
        self.root = root
        self.port = free_port()
        self.tls_port = free_port() if tls else None
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"ldap://127.0.0.1:{self.port}"

    @property
    def ldaps_url(self) -> str:
        return f"ldaps://localhost:{self.tls_port}"

    @property
    def ca_file(self) -> Path:
        return self.root / "tls" / "cert.pem"

    def _make_certificate(self) -> None:
        (self.root / "tls").mkdir()
        subprocess.run(
            [
                *("openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"),
                *("-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"),
                *("-keyout", str(self.root / "tls" / "key.pem"), "-out", str(self.ca_file)),
            ],
            check=True,
            capture_output=True,
        )

    def setup(self) -> None:
        install("ldap")
        (self.root / "slapd.d").mkdir(parents=True)
        (self.root / "db").mkdir()
        config = self.root / "config.ldif"
        text = _CONFIG.format(
            root=self.root,
            schema=REPO / "examples" / "ldap" / "govern-schema.ldif",
            suffix=SUFFIX,
            root_dn=ROOT_DN,
            password=ROOT_PASSWORD,
        )
        if self.tls_port is not None:
            self._make_certificate()
            head, _, rest = text.partition("\n\n")  # the cn=config entry comes first
            text = head + "\n" + _TLS_CONFIG.format(root=self.root) + "\n" + rest
        config.write_text(text)
        subprocess.run(
            ["slapadd", "-n", "0", "-F", str(self.root / "slapd.d"), "-l", str(config)],
            check=True,
            capture_output=True,
        )

    def start(self) -> None:
        self.process = subprocess.Popen(
            ["slapd", "-d", "0", "-F", str(self.root / "slapd.d"), "-h", self._listeners()],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        wait_until(lambda: port_open(self.port), 15, "slapd")

    def _listeners(self) -> str:
        if self.tls_port is None:
            return f"{self.url}/"
        return f"{self.url}/ ldaps://127.0.0.1:{self.tls_port}/"

    def stop(self) -> None:
        if self.process is not None:
            stop(self.process)
            self.process = None

    def add(self, ldif: str) -> None:
        subprocess.run(
            ["ldapadd", "-x", "-H", self.url, "-D", ROOT_DN, "-w", ROOT_PASSWORD],
            input=ldif.encode(),
            check=True,
            capture_output=True,
        )

    def modify(self, ldif: str) -> None:
        subprocess.run(
            ["ldapmodify", "-x", "-H", self.url, "-D", ROOT_DN, "-w", ROOT_PASSWORD],
            input=ldif.encode(),
            check=True,
            capture_output=True,
        )


@contextmanager
def running_directory(root: Path, entries: str, *, tls: bool = False) -> Iterator[Slapd]:
    """A slapd under ROOT holding the base entries and ENTRIES (LDIF), stopped on the way out."""
    slapd = Slapd(root, tls=tls)
    slapd.setup()
    slapd.start()
    try:
        slapd.add(base_ldif())
        slapd.add(entries)
        yield slapd
    finally:
        slapd.stop()


def base_ldif() -> str:
    return f"""\
dn: {SUFFIX}
objectClass: dcObject
objectClass: organization
dc: govern
o: govern test directory

dn: ou=people,{SUFFIX}
objectClass: organizationalUnit
ou: people

dn: ou=groups,{SUFFIX}
objectClass: organizationalUnit
ou: groups
"""


def person_ldif(
    name: str,
    uid: int,
    gid: int,
    *,
    us_person: bool | None = None,
    citizenships: tuple[str, ...] = (),
    export_expires: str | None = None,
    cui_expires: str | None = None,
) -> str:
    lines = [
        f"dn: uid={name},ou=people,{SUFFIX}",
        "objectClass: inetOrgPerson",
        "objectClass: posixAccount",
        "objectClass: govPerson",
        f"uid: {name}",
        f"cn: {name}",
        f"sn: {name}",
        f"uidNumber: {uid}",
        f"gidNumber: {gid}",
        f"homeDirectory: /home/{name}",
    ]
    if us_person is not None:
        lines.append(f"govUSPerson: {'TRUE' if us_person else 'FALSE'}")
    lines += [f"govCitizenship: {c}" for c in citizenships]
    if export_expires:
        lines.append(f"govExportTrainingExpires: {export_expires}")
    if cui_expires:
        lines.append(f"govCUITrainingExpires: {cui_expires}")
    return "\n".join(lines) + "\n"


def posix_group_ldif(name: str, gid: int, members: tuple[str, ...]) -> str:
    lines = [
        f"dn: cn={name},ou=groups,{SUFFIX}",
        "objectClass: posixGroup",
        f"cn: {name}",
        f"gidNumber: {gid}",
        *[f"memberUid: {m}" for m in members],
    ]
    return "\n".join(lines) + "\n"


def named_group_ldif(name: str, members: tuple[str, ...]) -> str:
    lines = [
        f"dn: cn={name},ou=groups,{SUFFIX}",
        "objectClass: groupOfNames",
        f"cn: {name}",
        *[f"member: uid={m},ou=people,{SUFFIX}" for m in members],
    ]
    return "\n".join(lines) + "\n"


def ldap_identity_toml(
    url: str,
    *,
    refresh_seconds: int = 300,
    max_staleness: int = 3600,
    ca_file: Path | None = None,
) -> str:
    trust = f'ca_file = "{ca_file}"\n' if ca_file else ""
    return f"""\
[identity]
source = "ldap"
refresh_seconds = {refresh_seconds}

[identity.ldap]
url = "{url}"
user_base = "ou=people,{SUFFIX}"
group_base = "ou=groups,{SUFFIX}"
timeout_seconds = 2
max_staleness_seconds = {max_staleness}
{trust}"""


def ldap_site(
    root: Path,
    url: str,
    catalog: str,
    *,
    attributes: str | None = None,
    attribute_names: dict[str, str] | None = None,
    ca_file: Path | None = None,
    **identity: int,
) -> Path:
    """A site under ROOT with CATALOG, the repository's policies and people from the directory
    at URL; ATTRIBUTES is an attribute file's text, ATTRIBUTE_NAMES the LDAP names to read."""
    (root / "catalog").mkdir(parents=True)
    (root / "catalog" / "site.toml").write_text(catalog)
    text = f'[site]\ncountry = "US"\n\n[policy]\ndir = "{REPO / "policies"}"\n\n'
    text += ldap_identity_toml(url, ca_file=ca_file, **identity)
    if attributes is not None:
        (root / "attributes.toml").write_text(attributes)
        text = text.replace(
            'source = "ldap"\n', 'source = "ldap"\nattributes = "attributes.toml"\n'
        )
    if attribute_names:
        text += "\n[identity.ldap.attributes]\n"
        text += "".join(f'{key} = "{name}"\n' for key, name in attribute_names.items())
    config = root / "govern.toml"
    config.write_text(text)
    return config
