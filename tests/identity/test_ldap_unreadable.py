"""Directory values govern cannot read never let a weaker value win, against a real slapd."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from govern.policy.bundle import compile_site
from govern.policy.engine import Engine
from govern.policy.request import Request
from govern.timeutil import parse_instant
from tests.conftest import Govern, check_args
from tests.identity.sites import RADAR_CATALOG
from tests.services.slapd import (
    Slapd,
    ldap_site,
    person_ldif,
    posix_group_ldif,
    running_directory,
)

AT = parse_instant("2026-06-01")

# The attribute file vouches for everyone; what the directory says must still decide.
ATTRIBUTES = """
[fay]
export_training_expires = 2099-12-31
[ivy]
export_training_expires = 2099-12-31
"""

CATALOG = (
    RADAR_CATALOG
    + """
[[dataset]]
id = "telemetry"
project = "radar"
classification = "ear"
eccn = "EAR99"
protection = "authoritative"
"""
)


@pytest.fixture
def directory(tmp_path: Path) -> Iterator[Slapd]:
    people = [
        person_ldif("ann", 5001, 6001, us_person=True, export_expires="20991231235959Z"),
        # expired, written with a +0000 offset instead of Z
        person_ldif("fay", 5002, 6001, us_person=True, export_expires="20250131000000+0000"),
        person_ldif("gus", 5003, 6001, us_person=True, export_expires="20991231235959+0000"),
        # an alpha-3 code where alpha-2 belongs
        person_ldif("hal", 5004, 6001, us_person=False, citizenships=("IRN",)),
        # for a site that keeps training in description and US-person status in employeeType
        person_ldif("ivy", 5005, 6001) + "description: revoked\nemployeeType: TRUE\n",
        person_ldif("jon", 5006, 6001) + "description: 20991231235959Z\nemployeeType: yes\n",
        # two entries that both say they are kit: one trained US person, one not
        person_ldif("kit", 5007, 6001, us_person=False),
        person_ldif("kit", 5008, 6001, us_person=True, export_expires="20991231235959Z").replace(
            "dn: uid=kit,", "dn: cn=kit-again,"
        ),
    ]
    entries = "\n".join([*people, posix_group_ldif("radar", 6001, ())])
    with running_directory(tmp_path / "slapd", entries) as slapd:
        yield slapd


def _site(root: Path, url: str, attribute_names: dict[str, str] | None = None) -> Path:
    return ldap_site(root, url, CATALOG, attributes=ATTRIBUTES, attribute_names=attribute_names)


def _engines(config: Path) -> tuple[Engine, Engine]:
    """The daemon's engine (everyone listed at once) and a cold check's (one person looked up)."""
    return Engine(compile_site(config), resident=True), Engine(compile_site(config), resident=False)


def _itar(user: str) -> Request:
    return Request(user, "use", "dataset:returns", "partition:itar", at=AT)


def test_a_training_expiry_with_an_offset_is_read(directory: Slapd, tmp_path: Path) -> None:
    for engine in _engines(_site(tmp_path / "site", directory.url)):
        fay = engine.decide(_itar("fay"))
        assert [p.id for p in fay.policies] == ["itar-us-persons-trained"], fay.explanation()
        gus = engine.decide(_itar("gus"))
        assert gus.allowed, gus.explanation()


def test_an_alpha3_citizenship_denies_that_person_with_a_message(
    directory: Slapd, tmp_path: Path
) -> None:
    telemetry = Request("hal", "use", "dataset:telemetry", "partition:itar", at=AT)
    for engine in _engines(_site(tmp_path / "site", directory.url)):
        hal = engine.decide(telemetry)
        assert not hal.allowed
        assert hal.errors and "user 'hal'" in hal.errors[0]
        assert "govCitizenship: 'IRN' is not an ISO 3166 alpha-2" in hal.errors[0]
        assert engine.decide(_itar("ann")).allowed, "nobody else is held up"


def test_unreadable_training_is_not_trained_and_an_unreadable_flag_is_an_error(
    directory: Slapd, tmp_path: Path
) -> None:
    names = {"export_training_expires": "description", "us_person": "employeeType"}
    for engine in _engines(_site(tmp_path / "site", directory.url, names)):
        ivy = engine.decide(_itar("ivy"))
        assert [p.id for p in ivy.policies] == ["itar-us-persons-trained"], ivy.explanation()
        jon = engine.decide(_itar("jon"))
        assert not jon.allowed
        assert jon.errors and "employeeType: must be one value, TRUE or FALSE" in jon.errors[0]


def test_a_cold_check_denies_an_unreadable_person_with_exit_2(
    directory: Slapd, tmp_path: Path, govern: Govern
) -> None:
    config = _site(tmp_path / "site", directory.url)
    result = govern(
        "--config", config, *check_args("hal", "use", "dataset:telemetry", "partition:itar")
    )
    assert result.code == 2
    assert result.stdout.startswith("ERROR hal use dataset:telemetry")
    assert "'IRN' is not an ISO 3166 alpha-2" in result.stdout


def test_a_name_two_entries_claim_is_an_error(directory: Slapd, tmp_path: Path) -> None:
    for engine in _engines(_site(tmp_path / "site", directory.url)):
        kit = engine.decide(_itar("kit"))
        assert not kit.allowed
        assert kit.errors and "2 directory entries are named 'kit'" in kit.errors[0]
