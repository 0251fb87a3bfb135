"""The HTML report in a real browser (Debian's Chromium, headless, a fresh profile each run):
every section is there, nothing is logged to its console, it screenshots and prints."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from tests.report.reporting import ReportSite
from tests.report.test_report_sections import SECTIONS
from tests.services.process import install

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--enable-logging=stderr", "--log-level=0"]  # fmt: skip


@pytest.fixture(scope="session")
def chromium() -> str:
    install("chromium")
    return "chromium"


def _browse(chromium: str, profile: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [chromium, *FLAGS, f"--user-data-dir={profile}", *args],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip


@pytest.mark.slow
def test_the_report_renders_whole_in_chromium_without_a_console_message(
    chromium: str, report_site: ReportSite, tmp_path: Path
) -> None:
    assert report_site.run("approval", "import").code == 0
    report_site.decide("alice", "use", "dataset:radar-returns", "partition:itar")
    report_site.decide("chen", "export", "dataset:chip-layouts", "endpoint:partner-de")
    report_site.decide("bob", "use", "dataset:contract-specs", "partition:gpu")
    report_site.checkpoint()
    out = tmp_path / "out"
    assert report_site.report(out, "--format", "html").code == 0
    page = (out / "report.html").as_uri()

    dom = _browse(chromium, tmp_path / "profile-dom", "--dump-dom", page)
    assert dom.returncode == 0, dom.stderr[-2000:]
    found = re.findall(r'<section id="section-([a-z-]+)"', dom.stdout)
    assert found == [*SECTIONS, "requirements"]
    assert "<svg" in dom.stdout and "Decisions per day" in dom.stdout
    assert "alice" in dom.stdout and "dataset:radar-returns" in dom.stdout
    console = [line for line in dom.stderr.splitlines() if ":CONSOLE" in line]
    assert console == []

    shot = tmp_path / "report.png"
    taken = _browse(chromium, tmp_path / "profile-shot", "--window-size=1280,2400",
                    f"--screenshot={shot}", page)  # fmt: skip
    assert taken.returncode == 0, taken.stderr[-2000:]
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 50_000
    assert [line for line in taken.stderr.splitlines() if ":CONSOLE" in line] == []

    pdf = tmp_path / "report.pdf"
    printed = _browse(chromium, tmp_path / "profile-pdf", "--no-pdf-header-footer",
                      f"--print-to-pdf={pdf}", page)  # fmt: skip
    assert printed.returncode == 0, printed.stderr[-2000:]
    assert pdf.read_bytes()[:5] == b"%PDF-" and pdf.stat().st_size > 20_000


def test_a_script_error_in_a_page_is_seen_by_this_check(chromium: str, tmp_path: Path) -> None:
    """The console check above can fail: a page that logs is caught."""
    page = tmp_path / "bad.html"
    page.write_text("<html><body><script>console.error('seen'); nothing();</script></body></html>")
    dom = _browse(chromium, tmp_path / "profile", "--dump-dom", page.as_uri())
    console = [line for line in dom.stderr.splitlines() if ":CONSOLE" in line]
    assert any("seen" in line for line in console)
    assert any("nothing is not defined" in line for line in console)
