"""The retention rules file: periods, defaults from the regulations, floors, and bad files."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from govern.catalog.load import STRICTNESS
from govern.errors import RetentionError
from govern.retention.duration import Duration
from govern.retention.rules import RetentionRules, parse_rules
from tests.conftest import Govern, Site


def _rules(tmp_path: Path, text: str) -> RetentionRules:
    path = tmp_path / "retention.toml"
    path.write_text(text)
    return parse_rules(path)


@pytest.mark.parametrize(
    ("text", "days"),
    [("1y", 366), ("5y", 1827), ("7y", 2557), ("90d", 90), ("1y30d", 396), ("0d", 0)],
)
def test_a_year_counts_with_its_leap_day_so_a_lock_never_ends_inside_the_period(
    text: str, days: int
) -> None:
    assert Duration.parse(text).span_days == days


@pytest.mark.parametrize("text", ["5 years", "5Y", "y", "", "-1d", "1d1y", "9999y", 5])
def test_a_period_in_another_form_is_refused(text: object) -> None:
    with pytest.raises(ValueError, match="write a period such as"):
        Duration.parse(text)


def test_calendar_periods_land_on_real_dates() -> None:
    assert Duration(years=5).after(dt.date(2024, 2, 29)) == dt.date(2029, 3, 1)
    assert Duration(years=1, days=1).after(dt.date(2025, 12, 31)) == dt.date(2027, 1, 1)


def test_without_a_file_export_records_are_kept_five_years_and_cui_three(tmp_path: Path) -> None:
    rules = _rules(tmp_path, "")
    for name, basis in (
        ("ear", "EAR 15 CFR 762.6"),
        ("ear99", "EAR 15 CFR 762.6"),
        ("itar", "ITAR 22 CFR 122.5"),
    ):
        assert rules.rule(name).records == Duration(years=5)
        assert rules.rule(name).describe("records") == f"{name} records 5y ({basis})"
    assert rules.rule("cui").records == Duration(years=3)
    for name in ("public", "internal", "confidential"):
        rule = rules.rule(name)
        assert not rule.records and not rule.backups and not rule.data
        assert rule.delete_after is None


@pytest.mark.parametrize("name", STRICTNESS)
def test_each_classification_takes_its_own_periods(tmp_path: Path, name: str) -> None:
    rules = _rules(
        tmp_path,
        f'[classification.{name}]\ndata = "30d"\ndelete_after = "1y"\n'
        f'backups = "2y"\nrecords = "10y"\n',
    )
    rule = rules.rule(name)
    assert (rule.data, rule.delete_after, rule.backups, rule.records) == (
        Duration(days=30),
        Duration(years=1),
        Duration(years=2),
        Duration(years=10),
    )
    assert rule.describe("backups") == f"{name} backups 2y ({tmp_path / 'retention.toml'})"
    others = [n for n in STRICTNESS if n != name]
    assert all(not rules.rule(n).backups for n in others)
    assert rules.records().records == Duration(years=10)


def test_the_site_sets_its_own_cui_record_period(tmp_path: Path) -> None:
    assert _rules(tmp_path, '[classification.cui]\nrecords = "1y"\n').rule(
        "cui"
    ).records == Duration(years=1)


@pytest.mark.parametrize(("name", "law"), [("ear", "762.6"), ("ear99", "762.6"), ("itar", "122.5")])
def test_export_records_cannot_be_kept_for_less_than_five_years(
    tmp_path: Path, name: str, law: str
) -> None:
    with pytest.raises(RetentionError, match=rf"records: 4y.*shorter than the 5y .*{law}"):
        _rules(tmp_path, f'[classification.{name}]\nrecords = "4y"\n')


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('[classification.secret]\ndata = "1y"\n', "classification.secret: unknown classification"),
        ('[classification.itar]\nkeep = "1y"\n', "classification.itar.keep: unknown field"),
        ('[classification.cui]\nbackups = "1 year"\n', "write a period such as"),
        ("[classification.cui]\nbackups = 365\n", "write a period such as"),
        (
            '[classification.confidential]\ndata = "1y"\ndelete_after = "30d"\n',
            "delete_after 30d is sooner than data 1y",
        ),
        ("[classification.cui\n", "not valid TOML"),
        ('[rules]\nx = "1y"\n', "rules: unknown field"),
    ],
)
def test_a_bad_rules_file_is_one_clear_error_naming_file_and_field(
    tmp_path: Path, text: str, message: str
) -> None:
    with pytest.raises(RetentionError, match=r"retention\.toml: ") as error:
        _rules(tmp_path, text)
    assert message in str(error.value)


def test_a_bad_rules_file_stops_the_report_with_exit_2(site: Site, govern: Govern) -> None:
    site.write("policies/retention.toml", '[classification.itar]\nrecords = "1y"\n')
    result = govern("--config", site.config, "retention", "report", "--json")
    assert result.code == 2
    assert result.stdout == ""
    assert result.stderr.startswith("govern: ") and result.stderr.count("\n") == 1
    assert "retention.toml: classification.itar.records: 1y is shorter" in result.stderr


def test_a_rules_file_that_is_not_utf8_is_refused(site: Site, govern: Govern) -> None:
    (site.policies / "retention.toml").write_bytes(b"[classification.cui]\nrecords = '\xff'\n")
    result = govern("--config", site.config, "retention", "report")
    assert result.code == 2
    assert "not UTF-8 text" in result.stderr or "not valid TOML" in result.stderr


def test_a_configured_rules_file_that_is_missing_is_an_error_not_the_defaults(
    site: Site, govern: Govern
) -> None:
    site.append("examples/site/govern.toml", '\n[retention]\nrules = "nowhere.toml"\n')
    result = govern("--config", site.config, "retention", "report")
    assert result.code == 2
    assert "nowhere.toml: file not found" in result.stderr
