"""Fixtures for reports: a copy of the demo site with a signed audit log."""

from __future__ import annotations

import pytest

from tests.conftest import Govern, Site
from tests.report.reporting import ReportSite, new_report_site


@pytest.fixture
def report_site(site: Site, govern: Govern) -> ReportSite:
    return new_report_site(site, govern)
