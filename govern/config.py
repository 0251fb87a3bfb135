"""The site configuration: govern.toml and where it is found."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Literal, Self

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from govern.approvals.settings import ApprovalsSection
from govern.errors import ConfigError
from govern.report.settings import ReportSection
from govern.validation import read_toml_model

# Embargoed under US export regulations whatever a site adds (EAR part 746).
BASE_EMBARGOED = ("CU", "IR", "KP", "SY")
# In [secrets.vault] owned_paths: the owner's login name, and any group of the owner's.
USER_PLACEHOLDER, GROUP_PLACEHOLDER = "{user}", "{group}"
_OWNER_PLACEHOLDERS = (USER_PLACEHOLDER, GROUP_PLACEHOLDER)
# A segment of a Vault path: no `.` or `..`, which would walk out of the owner's part.
_PLAIN_SEGMENT = re.compile(r"(?!\.\.?$)[A-Za-z0-9_.-]+")


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _country_code(value: str) -> str:
    if len(value) != 2 or not value.isalpha() or not value.isupper():
        raise ValueError(f"must be an ISO 3166 alpha-2 code such as 'US' (got {value!r})")
    return value


class SiteSection(_Section):
    name: str = "govern site"
    country: str
    embargoed_countries: tuple[str, ...] = ()
    backup_operators: tuple[str, ...] = ()

    _check_country = field_validator("country")(_country_code)

    @field_validator("embargoed_countries")
    @classmethod
    def _check_embargoed(cls, values: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(_country_code(v) for v in values)


class CatalogSection(_Section):
    dir: Path = Path("catalog")


class LdapAttributeNames(_Section):
    """Which LDAP attribute carries each person attribute (none of them is standard)."""

    us_person: str = "govUSPerson"
    citizenships: str = "govCitizenship"
    cui_training_expires: str = "govCUITrainingExpires"
    export_training_expires: str = "govExportTrainingExpires"


class LdapSection(_Section):
    url: str
    bind_dn: str | None = None
    bind_password_file: Path | None = None
    # CA certificates an ldaps:// server's certificate must chain to (default: the system's).
    ca_file: Path | None = None
    user_base: str
    group_base: str
    user_filter: str = "(objectClass=posixAccount)"
    group_filter: str = "(|(objectClass=posixGroup)(objectClass=groupOfNames))"
    user_name_attribute: str = "uid"
    timeout_seconds: float = Field(default=5.0, gt=0)
    # How long a resident engine keeps deciding with its last good copy while LDAP is down.
    max_staleness_seconds: int = Field(default=3600, ge=0)
    attributes: LdapAttributeNames = LdapAttributeNames()


class IdentitySection(_Section):
    source: Literal["nss", "file", "ldap"] = "nss"
    file: Path | None = None
    attributes: Path | None = None
    refresh_seconds: int = Field(default=300, ge=1)
    ldap: LdapSection | None = None


class PolicySection(_Section):
    dir: Path = Path("policies")


def _vkeys(values: tuple[str, ...]) -> tuple[str, ...]:
    from govern.audit.note import NoteError, parse_vkey

    for value in values:
        try:
            parse_vkey(value)
        except NoteError as exc:
            raise ValueError(str(exc)) from None
    return values


class AnchorSection(_Section):
    """An S3 bucket with Object Lock where checkpoints are kept beyond this host's reach."""

    bucket: str
    endpoint_url: str | None = None
    region: str = "us-east-1"
    retention_days: int = Field(default=2557, ge=1)  # seven years
    prefix: str = "govern-audit/checkpoints/"


class AuditSection(_Section):
    dir: Path = Path("/var/lib/govern/audit")
    # The log's name in its checkpoints (C2SP tlog-checkpoint origin) and its key's name.
    origin: str = "govern.local/audit"
    signing_key: Path | None = None
    # Verifier keys of the log: the current one and every retired one, so old checkpoints verify.
    trusted_keys: tuple[str, ...] = ()
    # Files holding more verifier keys, one a line (`govern audit vkey` prints the log's own),
    # read when a checkpoint is verified: a key can be handed out as a file and rotated there.
    trusted_key_files: tuple[Path, ...] = ()
    witness_keys: tuple[str, ...] = ()
    # How many of those witnesses must have cosigned the latest checkpoint for verify to pass.
    min_witnesses: int = Field(default=0, ge=0)
    # Where `govern audit checkpoint` publishes each checkpoint with its tiles for auditors and
    # witnesses: s3://BUCKET/PREFIX or a folder; the S3 endpoint if not AWS.
    publish_to: str | None = None
    publish_endpoint_url: str | None = None
    # Besides the account that appends, only this group may read the log (folder 0750, files
    # 0640); without it the log is private to that account (0700, 0600).
    reader_group: str | None = None
    # How long a command waits for another process appending or checkpointing before failing.
    lock_timeout_seconds: float = Field(default=10.0, gt=0, le=3600)
    anchor: AnchorSection | None = None

    _check_keys = field_validator("trusted_keys", "witness_keys")(_vkeys)

    @model_validator(mode="after")
    def _enough_witnesses(self) -> Self:
        if self.min_witnesses > len(self.witness_keys):
            raise ValueError(
                f"min_witnesses is {self.min_witnesses} but witness_keys lists "
                f"{len(self.witness_keys)}"
            )
        return self

    @field_validator("origin")
    @classmethod
    def _check_origin(cls, value: str) -> str:
        if not value or "+" in value or any(c.isspace() for c in value):
            raise ValueError("must be a name without spaces or '+', e.g. 'rc.example.edu/audit'")
        return value


class BackupRepositorySection(_Section):
    """Where a restic repository lives and how its password is obtained."""

    kind: Literal["local", "s3", "rest"]
    # The catalog destination policy checks see, e.g. "repository:enclave".
    destination: str
    path: Path | None = None  # local
    url: str | None = None  # rest: "rest:http://HOST:PORT/"
    endpoint_url: str | None = None  # s3
    bucket: str | None = None  # s3
    prefix: str = "restic"  # s3
    region: str = "us-east-1"  # s3
    # An append-only REST server refuses deletes; retention is applied on the server's side.
    append_only: bool = False
    password_file: Path | None = None
    password_command: str | None = None
    # `backup check` reads 1/check_cycle of the packs each time: all of them every cycle.
    check_cycle: int = Field(default=4, ge=1)


class BackupSection(_Section):
    dir: Path = Path("backup")
    state_dir: Path = Path("/var/lib/govern/backup")
    # Prometheus node-exporter textfile collector folder; None writes into state_dir.
    metrics_dir: Path | None = None
    # Where the absolute paths of the catalog and the rules are found ("/" on a real site).
    source_root: Path = Path("/")
    # The principal backups run as in policy checks.
    user: str = "svc-backup"
    restic: str = "restic"
    repositories: dict[str, BackupRepositorySection] = {}


class VaultTokenAuth(_Section):
    method: Literal["token"]
    # Where `bao login` / `vault login` leave the token.
    token_file: Path = Path("~/.vault-token")


class VaultAppRoleAuth(_Section):
    method: Literal["approle"]
    role_id: str
    secret_id_file: Path
    mount: str = "approle"


class VaultJwtAuth(_Section):
    """JWT/OIDC: a signed token from the site's identity provider or workload identity."""

    method: Literal["jwt"]
    role: str
    jwt_file: Path
    mount: str = "jwt"


class VaultKubernetesAuth(_Section):
    method: Literal["kubernetes"]
    role: str
    token_file: Path = Path("/var/run/secrets/kubernetes.io/serviceaccount/token")
    mount: str = "kubernetes"


class VaultSection(_Section):
    address: str
    auth: VaultTokenAuth | VaultAppRoleAuth | VaultJwtAuth | VaultKubernetesAuth = Field(
        default=VaultTokenAuth(method="token"), discriminator="method"
    )
    kv_mount: str = "secret"
    namespace: str | None = None
    ca_cert: Path | None = None
    timeout_seconds: float = Field(default=10, gt=0)
    retries: int = Field(default=3, ge=0, le=10)
    # Renew (or log in again) when the token has less than this left.
    renew_before_seconds: int = Field(default=300, ge=0)
    # Paths in kv_mount that belong to a file's owner: {user} is the owner's login name, {group}
    # any group the owner is in. Migrating someone else's file, secrets go only there.
    owned_paths: tuple[str, ...] = ()

    @field_validator("owned_paths")
    @classmethod
    def _one_owner_each(cls, templates: tuple[str, ...]) -> tuple[str, ...]:
        for template in templates:
            segments = template.split("/")
            if not any(s in _OWNER_PLACEHOLDERS for s in segments):
                raise ValueError(f"{template!r} names no owner: use {{user}} or {{group}}")
            if not all(s in _OWNER_PLACEHOLDERS or _PLAIN_SEGMENT.fullmatch(s) for s in segments):
                raise ValueError(f"{template!r}: write plain names, {{user}} or {{group}}")
        return templates


class SecretsSection(_Section):
    # Directories everyone in a project can write to: a secret there is more exposed.
    shared_dirs: tuple[Path, ...] = ()
    max_file_bytes: int = Field(default=1_048_576, ge=1)
    vault: VaultSection | None = None


class ImagesSection(_Section):
    """Where the image trust policy is and how registries are reached."""

    # Default: images.toml in the policy folder.
    policy: Path | None = None
    # Registries spoken to over plain HTTP ("host:port"); every other one over verified HTTPS.
    insecure_registries: tuple[str, ...] = ()
    ca_file: Path | None = None
    # Docker-style config.json ({"auths": {"HOST": {"auth": base64("user:password")}}}).
    credentials_file: Path | None = None
    # Every registry call; a registry slower than this is answered with a deny.
    timeout_seconds: float = Field(default=5.0, gt=0)
    # How long a verdict is kept per repository, digest and rule, and a tag's digest per tag.
    cache_seconds: int = Field(default=300, ge=0)
    tag_cache_seconds: int = Field(default=30, ge=0)


class ServeSection(_Section):
    """Bounds on what one request to `govern serve` may cost: a job past any of them is refused
    with a message naming the setting, so no single job can hold up the daemon for the others."""

    # One JSON request line; parsing it is one uninterruptible step, so it is kept short.
    max_request_bytes: int = Field(default=65_536, ge=4096)
    # The job's #GOVERN lines together.
    max_directive_bytes: int = Field(default=32_768, ge=1)
    max_resources_per_job: int = Field(default=1024, ge=1)
    max_images_per_job: int = Field(default=16, ge=1)
    # Policy decisions one job needs: every declared resource on every partition it names.
    max_checks_per_job: int = Field(default=1024, ge=1)
    # Registry calls wait on the network: a few threads keep several jobs' images in flight.
    image_check_threads: int = Field(default=8, ge=1)
    # Cedar's answers kept for repeated requests, each exactly as long as it stays Cedar's answer
    # (govern/policy/decisions_cache.py); 0 keeps none.
    decision_cache_entries: int = Field(default=65_536, ge=0, le=1 << 22)
    # A second socket, mode 0666, on which anyone requests and decides approvals as the account
    # the kernel names (SO_PEERCRED); None: approvals are changed only by root and the service
    # account, directly. The limits below bound what its clients may hold.
    user_socket: Path | None = None
    user_max_connections: int = Field(default=256, ge=1)
    user_connections_per_account: int = Field(default=8, ge=1)
    user_max_request_bytes: int = Field(default=16_384, ge=1024)
    # How long a connection may take to send a whole line, or to read its answer.
    user_idle_seconds: float = Field(default=30.0, gt=0, le=3600)
    # On the user socket anyone may `check` a request about themselves; members of these
    # groups (like root and the approvals service account) about anyone.
    user_check_operators: tuple[str, ...] = ()


class RetentionSection(_Section):
    # Default: retention.toml in the policy folder, the regulatory defaults alone if there is none.
    rules: Path | None = None


class SiteConfig(_Section):
    site: SiteSection
    catalog: CatalogSection = CatalogSection()
    identity: IdentitySection = IdentitySection()
    policy: PolicySection = PolicySection()
    audit: AuditSection = AuditSection()
    secrets: SecretsSection = SecretsSection()
    backup: BackupSection = BackupSection()
    images: ImagesSection = ImagesSection()
    serve: ServeSection = ServeSection()
    approvals: ApprovalsSection = ApprovalsSection()
    retention: RetentionSection = RetentionSection()
    report: ReportSection = ReportSection()


class LoadedConfig:
    """A validated configuration with its paths resolved against the file's folder."""

    def __init__(self, path: Path, config: SiteConfig) -> None:
        def resolve(relative: Path) -> Path:
            return Path(os.path.normpath(path.parent / relative))

        self.path = path
        self.site = config.site
        self.identity = config.identity
        self.catalog_dir = resolve(config.catalog.dir)
        self.policy_dir = resolve(config.policy.dir)
        self.audit = config.audit
        self.audit_dir = resolve(config.audit.dir)
        self.secrets = config.secrets
        self.audit_signing_key = (
            resolve(config.audit.signing_key) if config.audit.signing_key else None
        )
        self.audit_trusted_key_files = tuple(map(resolve, config.audit.trusted_key_files))
        self.backup = config.backup
        self.backup_dir = resolve(config.backup.dir)
        self.images = config.images
        self.serve = config.serve
        self.retention = config.retention
        self.retention_rules = (
            resolve(config.retention.rules)
            if config.retention.rules
            else self.policy_dir / "retention.toml"
        )
        self.report = config.report
        self.report_dir = resolve(config.report.dir)
        self.user_socket = resolve(config.serve.user_socket) if config.serve.user_socket else None
        self.images_policy = (
            resolve(config.images.policy)
            if config.images.policy
            else self.policy_dir / "images.toml"
        )
        self.images_ca_file = resolve(config.images.ca_file) if config.images.ca_file else None
        self.registry_credentials_file = (
            resolve(config.images.credentials_file) if config.images.credentials_file else None
        )
        self.approvals = config.approvals
        self.approvals_rules = (
            resolve(config.approvals.rules)
            if config.approvals.rules
            else self.policy_dir / "approvals.toml"
        )
        self.approvals_path = resolve(config.approvals.path)
        self.approvals_password_file = (
            resolve(config.approvals.password_file) if config.approvals.password_file else None
        )
        self.identity_file = resolve(config.identity.file) if config.identity.file else None
        self.attributes_file = (
            resolve(config.identity.attributes) if config.identity.attributes else None
        )
        if self.identity.source == "file" and self.identity_file is None:
            raise ConfigError(f"{path}: identity: source 'file' needs 'file = PATH'")
        if self.identity.source == "ldap" and self.identity.ldap is None:
            raise ConfigError(f"{path}: identity: source 'ldap' needs an [identity.ldap] section")
        ldap = self.identity.ldap
        self.ldap_password_file = (
            resolve(ldap.bind_password_file) if ldap and ldap.bind_password_file else None
        )
        self.ldap_ca_file = resolve(ldap.ca_file) if ldap and ldap.ca_file else None

    @property
    def embargoed(self) -> tuple[str, ...]:
        return tuple(sorted(set(BASE_EMBARGOED) | set(self.site.embargoed_countries)))


def load_config(path: Path) -> LoadedConfig:
    return LoadedConfig(path, read_toml_model(path, SiteConfig, ConfigError))
