"""LDAP identity against a real slapd: groups of both kinds, attributes, and an outage."""

from __future__ import annotations

import time
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
    named_group_ldif,
    person_ldif,
    posix_group_ldif,
    running_directory,
)

AT = parse_instant("2026-06-01")


@pytest.fixture
def directory(tmp_path: Path) -> Iterator[Slapd]:
    with running_directory(
        tmp_path / "slapd",
        "\n".join(
            [
                person_ldif(
                    "ann",
                    5001,
                    6001,
                    us_person=True,
                    citizenships=("US",),
                    export_expires="20991231235959Z",
                ),
                person_ldif(
                    "ben",
                    5002,
                    6100,
                    us_person=False,
                    citizenships=("DE",),
                    export_expires="20991231235959Z",
                ),
                person_ldif("cal", 5003, 6002, us_person=True, export_expires="20250131000000Z"),
                person_ldif("dee", 5004, 6100),
                posix_group_ldif("radar", 6001, ("cal",)),  # ann by gidNumber, cal by memberUid
                posix_group_ldif("staff", 6100, ()),
                named_group_ldif("radar-guests", ("ben",)),
            ]
        ),
    ) as slapd:
        yield slapd


def _site(root: Path, url: str, **identity: int) -> Path:
    return ldap_site(root, url, RADAR_CATALOG, **identity)


def _use(user: str) -> Request:
    return Request(user, "use", "dataset:returns", "partition:itar", at=AT)


def test_groups_and_attributes_come_from_ldap(directory: Slapd, tmp_path: Path) -> None:
    config = _site(tmp_path / "site", directory.url)
    for engine in (Engine(compile_site(config), resident=True), Engine(compile_site(config))):
        ann = engine.decide(_use("ann"))  # primary group radar, US person, trained
        assert ann.allowed, ann.explanation()
        ben = engine.decide(_use("ben"))  # groupOfNames member, not a US person
        assert [p.id for p in ben.policies] == ["itar-us-persons-trained"]
        cal = engine.decide(_use("cal"))  # memberUid, training expired in 2025
        assert [p.id for p in cal.policies] == ["itar-us-persons-trained"]
        dee = engine.decide(_use("dee"))  # no attributes at all: not a US person, not a member
        assert [p.id for p in dee.policies] == ["itar-us-persons-trained", "project-members-only"]
        nobody = engine.decide(_use("zed"))
        assert nobody.errors == ("unknown user 'zed'",)


def test_a_directory_change_reaches_the_next_cold_check(
    directory: Slapd, tmp_path: Path, govern: Govern
) -> None:
    config = _site(tmp_path / "site", directory.url)
    check = (
        "--config",
        config,
        *check_args("cal", "use", "dataset:returns", "partition:itar"),
        "--at",
        "2026-06-01",
    )
    assert govern(*check).code == 1
    directory.modify(
        "dn: uid=cal,ou=people,dc=govern,dc=test\nchangetype: modify\n"
        "replace: govExportTrainingExpires\ngovExportTrainingExpires: 20991231000000Z\n"
    )
    assert govern(*check).code == 0


def test_ldap_down_is_an_error_for_a_cold_check(
    directory: Slapd, tmp_path: Path, govern: Govern
) -> None:
    config = _site(tmp_path / "site", directory.url)
    directory.stop()
    result = govern(
        "--config",
        config,
        *check_args("ann", "use", "dataset:returns", "partition:itar"),
    )
    assert result.code == 2
    assert "check that the directory is up" in result.stdout
    assert "ALLOW" not in result.stdout


@pytest.mark.slow
def test_resident_engine_rides_out_an_outage_then_denies(directory: Slapd, tmp_path: Path) -> None:
    config = _site(tmp_path / "site", directory.url, refresh_seconds=1, max_staleness=3)
    engine = Engine(compile_site(config), resident=True)
    assert engine.decide(_use("ann")).allowed

    directory.stop()
    time.sleep(1.1)
    engine.refresh_identity_if_due()
    assert engine.decide(_use("ann")).allowed, "within the staleness limit the last copy holds"

    time.sleep(2.5)
    engine.refresh_identity_if_due()
    stale = engine.decide(_use("ann"))
    assert not stale.allowed
    assert stale.errors and "identity data is" in stale.errors[0]

    directory.start()
    engine.refresh_identity_if_due()
    assert engine.decide(_use("ann")).allowed, "back in service once the directory answers"
