"""The exceptions govern raises. The CLI turns each into one line and exit code 2."""


class GovernError(Exception):
    """Base of every error govern reports to its user."""


class ConfigError(GovernError):
    """The site configuration (govern.toml) is missing or invalid."""


class CatalogError(GovernError):
    """A catalog file is unreadable, malformed or inconsistent."""


class IdentityError(GovernError):
    """Identity data (users, groups, attributes) is unreadable or invalid."""


class PolicyError(GovernError):
    """The policy set or schema does not parse or does not validate."""


class RequestError(GovernError):
    """A decision request is malformed or names something the site does not know."""


class AuditError(GovernError):
    """The audit log, a checkpoint, a key or an anchor is unusable, or does not verify."""


class AuditLockTimeout(AuditError):
    """Another writer held the audit log's lock for longer than the wait allowed."""


class BackupError(GovernError):
    """A backup rule, repository, restic run or retention step failed or would be unsafe."""


class RetentionError(GovernError):
    """The retention rules are unreadable or invalid."""


class SecretsError(GovernError):
    """A secret cannot be scanned, stored, read or injected, or Vault refuses or is unreachable."""


class ImageError(GovernError):
    """An image reference, trust policy, key or signature is malformed or unusable."""


class RegistryError(ImageError):
    """An OCI registry is unreachable, too slow, refuses us, or answers something malformed."""


class ApprovalError(GovernError):
    """An approval request or decision is refused, or the rules or the store are unusable."""


class ReportError(GovernError):
    """A report cannot be made (period, mapping, output), or an evidence bundle is unusable."""
