"""Directory values: every GeneralizedTime form is read; anything else is refused, never dropped."""

from __future__ import annotations

import pytest

from govern.identity.ldap_values import parse_expiry, read_entry
from govern.timeutil import parse_instant

NAMES = {
    "us_person": "govUSPerson",
    "citizenships": "govCitizenship",
    "cui_training_expires": "govCUITrainingExpires",
    "export_training_expires": "govExportTrainingExpires",
}


@pytest.mark.parametrize(
    ("text", "instant"),
    [
        ("20991231235959Z", "2099-12-31T23:59:59Z"),
        ("20991231235959+0000", "2099-12-31T23:59:59Z"),
        ("20991231235959-0000", "2099-12-31T23:59:59Z"),
        ("20991231235959+0130", "2099-12-31T22:29:59Z"),
        ("20991231205959-03", "2099-12-31T23:59:59Z"),
        ("209912312359Z", "2099-12-31T23:59:00Z"),
        ("2099123123Z", "2099-12-31T23:00:00Z"),
        ("20991231235959.999Z", "2099-12-31T23:59:59Z"),
        ("20991231235959,5+0000", "2099-12-31T23:59:59Z"),
        ("209912312359.5Z", "2099-12-31T23:59:30Z"),
        ("2099123123.25Z", "2099-12-31T23:15:00Z"),
        ("20161231235960Z", "2017-01-01T00:00:00Z"),
        ("2099-12-31", "2100-01-01T00:00:00Z"),
    ],
)
def test_every_generalized_time_form_is_read(text: str, instant: str) -> None:
    assert parse_expiry(text) == parse_instant(instant)


@pytest.mark.parametrize(
    "text",
    [
        "revoked",
        "",
        "20991231235959",  # no zone: LDAP requires one, and local time is nobody's
        "20991231235959+2400",
        "20991231235959+0060",
        "20991331235959Z",
        "20991231245959Z",
        "20991231235961Z",
        "20991231235959.Z",
        "2099123123595Z",
        "".join(chr(0x0660 + int(d)) for d in "20991231235959") + "Z",  # Arabic-Indic digits
        "20991231235959Z trailing",
        "2099-13-01",
    ],
)
def test_anything_else_is_not_a_time(text: str) -> None:
    with pytest.raises(ValueError):
        parse_expiry(text)


def test_an_unreadable_training_value_is_carried_as_not_trained() -> None:
    entry = read_entry(
        {"govExportTrainingExpires": ["revoked"], "govCUITrainingExpires": ["20991231235959+0000"]},
        NAMES,
    )
    assert entry.problem is None
    assert entry.carried == {
        "export_training_expires": None,
        "cui_training_expires": parse_instant("2099-12-31T23:59:59Z"),
    }


def test_several_training_values_are_not_trained() -> None:
    entry = read_entry({"govCUITrainingExpires": ["20991231235959Z", "20200101000000Z"]}, NAMES)
    assert entry.carried == {"cui_training_expires": None}


@pytest.mark.parametrize(
    ("raw", "fragment"),
    [
        ({"govCitizenship": ["DE", "IRN"]}, "govCitizenship: 'IRN' is not an ISO 3166 alpha-2"),
        ({"govCitizenship": ["Iran"]}, "'IRAN' is not an ISO 3166 alpha-2"),
        ({"govUSPerson": ["yes"]}, "govUSPerson: must be one value, TRUE or FALSE (got 'yes')"),
        ({"govUSPerson": ["TRUE", "FALSE"]}, "govUSPerson: must be one value"),
    ],
)
def test_an_unreadable_flag_or_country_is_a_problem_not_silence(
    raw: dict[str, list[str]], fragment: str
) -> None:
    entry = read_entry(raw, NAMES)
    assert entry.problem is not None and fragment in entry.problem


def test_readable_values_are_carried_and_absent_ones_are_not() -> None:
    entry = read_entry({"govUSPerson": ["FALSE"], "govCitizenship": ["ir", "de"]}, NAMES)
    assert entry.problem is None
    assert entry.carried == {"us_person": False, "citizenships": ["DE", "IR"]}
