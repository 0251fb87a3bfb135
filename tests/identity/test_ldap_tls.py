"""ldaps:// against a real slapd: the server's certificate must verify, or nobody is decided."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import Govern, check_args
from tests.identity.sites import RADAR_CATALOG
from tests.services.slapd import Slapd, ldap_site, person_ldif, posix_group_ldif, running_directory

ANN_ITAR = check_args("ann", "use", "dataset:returns", "partition:itar")


@pytest.fixture
def directory(tmp_path: Path) -> Iterator[Slapd]:
    ann = person_ldif("ann", 5001, 6001, us_person=True, export_expires="20991231235959Z")
    entries = ann + "\n" + posix_group_ldif("radar", 6001, ())
    with running_directory(tmp_path / "slapd", entries, tls=True) as slapd:
        yield slapd


def test_an_ldaps_server_whose_certificate_does_not_verify_is_refused(
    directory: Slapd, tmp_path: Path, govern: Govern
) -> None:
    """Anyone on the path could show a certificate of their own and say who is a US person."""
    config = ldap_site(tmp_path / "site", directory.ldaps_url, RADAR_CATALOG)
    result = govern("--config", config, *ANN_ITAR, "--at", "2026-06-01")
    assert result.code == 2, result.stdout + result.stderr
    assert "ALLOW" not in result.stdout
    assert "certificate" in result.stdout.lower() or "ssl" in result.stdout.lower(), result.stdout


def test_an_ldaps_server_is_used_once_its_certificate_verifies(
    directory: Slapd, tmp_path: Path, govern: Govern
) -> None:
    config = ldap_site(
        tmp_path / "site", directory.ldaps_url, RADAR_CATALOG, ca_file=directory.ca_file
    )
    result = govern("--config", config, *ANN_ITAR, "--at", "2026-06-01")
    assert result.code == 0, result.stdout + result.stderr
