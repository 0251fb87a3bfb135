"""Retention fixtures: the backup tests' site with restic repositories, the audit tests' site."""

from tests.audit.conftest import audit_site, key  # noqa: F401
from tests.backup.conftest import backup_site, empty_repositories, restic  # noqa: F401
