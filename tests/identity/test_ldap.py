"""LDAP identity against a real slapd: groups of both kinds, attributes, and an outage."""

from __future__ import annotations

import math
from collections.abc import Iterator
from pathlib import Path

import pytest

from govern.policy.bundle import compile_site
from govern.policy.engine import Engine
from govern.policy.request import Request
from govern.timeutil import parse_instant
from tests.conftest import Govern, check_args
from tests.identity.sites import RADAR_CATALOG, Clock
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
    for engine in (
        Engine(compile_site(config), resident=True),
        Engine(compile_site(config), resident=False),
    ):
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


def _cal_trained_until_2099(directory: Slapd) -> None:
    directory.modify(
        "dn: uid=cal,ou=people,dc=govern,dc=test\nchangetype: modify\n"
        "replace: govExportTrainingExpires\ngovExportTrainingExpires: 20991231000000Z\n"
    )


def test_a_resident_engine_rereads_the_directory_exactly_when_refresh_is_due(
    directory: Slapd, tmp_path: Path
) -> None:
    config = _site(tmp_path / "site", directory.url, refresh_seconds=1)
    clock = Clock()
    engine = Engine(compile_site(config), resident=True, clock=clock)
    assert [p.id for p in engine.decide(_use("cal")).policies] == ["itar-us-persons-trained"]
    _cal_trained_until_2099(directory)

    clock.now = math.nextafter(1.0, 0.0)
    engine.refresh_identity_if_due()
    assert not engine.decide(_use("cal")).allowed, "not due yet: the last listing holds"

    clock.now = 1.0
    engine.refresh_identity_if_due()
    assert engine.decide(_use("cal")).allowed, "due at exactly refresh_seconds"


def test_a_resident_engine_rides_out_an_outage_up_to_the_staleness_limit_then_denies(
    directory: Slapd, tmp_path: Path
) -> None:
    config = _site(tmp_path / "site", directory.url, refresh_seconds=1, max_staleness=3)
    clock = Clock()
    engine = Engine(compile_site(config), resident=True, clock=clock)
    directory.stop()

    clock.now = 1.0
    engine.refresh_identity_if_due()
    assert engine.decide(_use("ann")).allowed, "within the staleness limit the last copy holds"
    clock.now = 3.0
    engine.refresh_identity_if_due()
    assert engine.decide(_use("ann")).allowed, "at the limit exactly, the last copy still holds"

    clock.now = math.nextafter(3.0, math.inf)
    engine.refresh_identity_if_due()
    stale = engine.decide(_use("ann"))
    assert (stale.allowed, stale.request, stale.at) == (False, _use("ann"), AT)
    assert len(stale.errors) == 1
    assert stale.errors[0].startswith(
        "identity data is 3 s old, past the 3 s allowed, and the source is unavailable: "
        f"LDAP {directory.url}: "
    )
    assert stale.errors[0].endswith(": check that the directory is up")

    directory.start()
    engine.refresh_identity_if_due()
    back = engine.decide(_use("ann"))
    assert (back.allowed, back.errors) == (True, ()), "back in service once the directory answers"

    directory.stop()
    clock.now += 3.0
    engine.refresh_identity_if_due()
    assert engine.decide(_use("ann")).allowed, "the limit counts from the last good read"


def test_a_resident_engine_that_cannot_list_anyone_at_start_denies_until_it_can(
    directory: Slapd, tmp_path: Path
) -> None:
    config = _site(tmp_path / "site", directory.url, refresh_seconds=1, max_staleness=3)
    site = compile_site(config)
    directory.stop()
    clock = Clock()
    engine = Engine(site, resident=True, clock=clock)
    first = engine.decide(_use("ann"))
    assert not first.allowed
    assert first.errors[0].startswith(f"identity source unavailable: LDAP {directory.url}: ")

    engine.refresh_identity_if_due()  # still down: no exception, still no decisions
    assert engine.decide(_use("ann")).errors == first.errors

    directory.start()
    engine.refresh_identity_if_due()  # not due by the clock, but nobody can be decided for
    ann = engine.decide(_use("ann"))
    assert (ann.allowed, ann.errors) == (True, ())


def test_only_a_resident_engine_holds_everyone_and_a_cold_one_asks_once_per_person(
    directory: Slapd, tmp_path: Path, private_cache: Path
) -> None:
    config = _site(tmp_path / "site", directory.url, refresh_seconds=1)
    resident = Engine.open(config, resident=True, use_cache=False)
    assert list(private_cache.iterdir()) == []
    assert Engine.open(config, resident=False, use_cache=True).decide(_use("ann")).allowed
    assert [p.suffix for p in private_cache.iterdir()] == [".marshal"]

    clock = Clock()
    cold = Engine(compile_site(config), resident=False, clock=clock)
    assert cold.decide(_use("ann")).allowed
    clock.now = 100.0
    cold.refresh_identity_if_due()  # due by the clock, but an engine that lists nobody has none
    directory.stop()

    assert resident.decide(_use("ann")).allowed
    assert [p.id for p in resident.decide(_use("cal")).policies] == ["itar-us-persons-trained"]
    assert cold.decide(_use("ann")).allowed, "ann was looked up once, for every later decision"
    cal = cold.decide(_use("cal"))
    assert not cal.allowed
    assert cal.errors[0].endswith(": check that the directory is up")
