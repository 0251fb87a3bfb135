"""Fixtures for reports: a copy of the demo site with a signed audit log."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.audit.services import MotoServer, start_moto_server
from tests.conftest import Govern, Site
from tests.report.reporting import ReportSite, new_report_site


@pytest.fixture
def report_site(site: Site, govern: Govern) -> ReportSite:
    return new_report_site(site, govern)


@pytest.fixture(scope="session")
def moto_s3() -> Iterator[MotoServer]:
    """A real S3 server (moto_server) on loopback for the anchor bucket."""
    server = start_moto_server()
    try:
        yield server
    finally:
        server.stop()
