"""`govern retention report`: data past its deletion date, keep rules shorter than the backup
minimum; exit 0 when clean, 1 on a breach, 2 on an error."""

from __future__ import annotations

import datetime as dt
import getpass
import json
import os
from typing import Any

from tests.backup.sitedata import install_rules
from tests.conftest import Govern, Result, Site

SCANS = "examples/site/var/root/projects/medimg/scans"


def _report(govern: Govern, site: Site, *options: str) -> Result:
    return govern("--config", site.config, "retention", "report", *options)


def _json(result: Result) -> Any:
    assert result.code in (0, 1), result.stderr
    return json.loads(result.stdout)


def test_a_clean_site_exits_0_and_says_so(site: Site, govern: Govern) -> None:
    install_rules(site.root)
    report = _json(_report(govern, site, "--json"))
    assert report["breaches"] == 0
    assert set(report) == {
        "today", "rules", "breaches", "data", "data_gone_early", "backups", "records",
    }  # fmt: skip
    assert report["rules"] == str(site.policies / "retention.toml")
    # The demo's medimg agreement ended; its scans are past their date but no longer there.
    [scans] = report["data"]
    assert scans["resource"] == "dataset:patient-scans" and scans["breach"] is False
    assert scans["paths"] == [
        {
            "path": "/projects/medimg/scans",
            "exists": False,
            "size": 0,
            "owner": "",
            "note": "not found",
        }
    ]
    assert report["backups"] == [] and report["records"] == []
    text = _report(govern, site)
    assert text.code == 0
    assert "nothing in breach" in text.stdout and "not found" in text.stdout


def test_data_past_its_deletion_date_is_listed_with_owner_and_size(
    site: Site, govern: Govern
) -> None:
    scans = site.write(f"{SCANS}/2024/s1.dcm", "x" * 1000).parents[1]
    site.write(f"{SCANS}/s2.dcm", "y" * 24)
    result = _report(govern, site, "--json")
    assert result.code == 1
    [due] = _json(result)["data"]
    assert due == {
        "resource": "dataset:patient-scans",
        "project": "medimg",
        "classification": "confidential",
        "end": "2025-06-30",
        "delete_by": "2025-12-27",  # 180 days after the project's end
        "rule": f"confidential delete after 180d ({site.policies / 'retention.toml'})",
        "size": 1024,
        "breach": True,
        "paths": [
            {
                "path": "/projects/medimg/scans",
                "exists": True,
                "size": 1024,
                "owner": getpass.getuser(),
                "note": "",
            }
        ],
    }
    assert scans.is_dir()  # a report deletes nothing
    text = _report(govern, site)
    assert text.code == 1
    assert "TO DELETE" in text.stdout and "1.0 KiB" in text.stdout
    assert "1 in breach" in text.stdout


def test_data_not_yet_due_and_data_without_an_end_are_not_listed(
    site: Site, govern: Govern
) -> None:
    site.write(f"{SCANS}/s1.dcm", "x")
    soon = dt.date.today() - dt.timedelta(days=100)
    projects = site.catalog / "projects.toml"
    projects.write_text(projects.read_text().replace("2025-06-30", soon.isoformat()))
    report = _json(_report(govern, site, "--json"))
    assert report["data"] == [] and report["breaches"] == 0


def test_data_gone_before_its_minimum_is_a_breach(site: Site, govern: Govern) -> None:
    ended = dt.date.today() - dt.timedelta(days=10)
    projects = site.catalog / "projects.toml"
    projects.write_text(projects.read_text().replace("2025-06-30", ended.isoformat()))
    result = _report(govern, site, "--json")
    assert result.code == 1
    report = _json(result)
    assert report["data"] == []
    assert report["data_gone_early"] == [
        {
            "resource": "dataset:patient-scans",
            "project": "medimg",
            "classification": "confidential",
            "end": ended.isoformat(),
            "keep_until": (ended + dt.timedelta(days=30)).isoformat(),
            "rule": f"confidential data 30d ({site.policies / 'retention.toml'})",
            "missing": ["/projects/medimg/scans"],
        }
    ]
    site.write(f"{SCANS}/s1.dcm", "x")  # back where the catalog says: nothing in breach
    assert _report(govern, site).code == 0


def test_a_malformed_end_date_is_a_catalog_error(site: Site, govern: Govern) -> None:
    projects = site.catalog / "projects.toml"
    projects.write_text(projects.read_text().replace("2025-06-30", '"when the grant ends"'))
    result = _report(govern, site)
    assert result.code == 2
    assert "project 'medimg': ends: " in result.stderr


def test_a_datasets_retain_until_counts_before_its_projects_end(site: Site, govern: Govern) -> None:
    site.write("examples/site/var/root/projects/climate/runs/r1/out.nc", "z" * 10)
    datasets = site.catalog / "datasets.toml"
    datasets.write_text(
        datasets.read_text().replace(
            'id = "climate-runs"\n', 'id = "climate-runs"\nretain_until = 2020-01-01\n'
        )
    )
    report = _json(_report(govern, site, "--json"))
    runs = next(d for d in report["data"] if d["resource"] == "dataset:climate-runs")
    assert (runs["end"], runs["delete_by"], runs["size"]) == ("2020-01-01", "2022-01-01", 10)
    assert runs["breach"] is True


def test_a_symlinked_data_path_is_reported_never_followed(site: Site, govern: Govern) -> None:
    scans = site.root / SCANS
    scans.parent.mkdir(parents=True)
    os.symlink("/", scans)  # walking it would size the whole machine
    [due] = _json(_report(govern, site, "--json"))["data"]
    assert due["breach"] is True
    assert due["paths"][0]["size"] == 0
    assert due["paths"][0]["note"] == "a symlink: not followed"


def test_a_keep_rule_shorter_than_the_backup_minimum_is_a_breach(
    site: Site, govern: Govern
) -> None:
    rules = install_rules(site.root)
    rules.write_text(
        rules.read_text().replace(
            "keep = { within_days = 180, weekly = 5, monthly = 12 }",
            "keep = { daily = 7, weekly = 4 }",
        )
    )
    result = _report(govern, site, "--json")
    assert result.code == 1
    [finding] = _json(result)["backups"]
    assert finding["subject"] == "class:datasets"
    # The datasets class holds EAR data: its backups are kept 180 days; weekly = 4 reaches 28.
    assert finding["minimum_days"] == 180 and finding["kept_days"] == 28
    assert finding["rule"] == f"ear backups 180d ({site.policies / 'retention.toml'})"
    assert "--keep-daily=7 --keep-weekly=4" in finding["problem"]
    text = _report(govern, site)
    assert text.code == 1 and "class:datasets" in text.stdout


def test_a_site_without_a_rules_file_is_judged_by_the_regulatory_defaults(
    site: Site, govern: Govern
) -> None:
    (site.policies / "retention.toml").unlink()
    site.write(f"{SCANS}/s1.dcm", "x")
    report = _json(_report(govern, site, "--json"))
    assert report["rules"] is None
    assert report["data"] == []  # no default deletes anything
