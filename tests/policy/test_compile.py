"""Compiling a site in-process: the entities and indexes decisions read, the sources it was made
from, and the errors that stop it."""

from __future__ import annotations

import datetime as dt
import json
import re
import shutil
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from govern import fingerprints
from govern.errors import IdentityError, PolicyError
from govern.policy.bundle import CompiledSite, _fingerprints, compile_site
from govern.timeutil import expiry_seconds, parse_instant
from tests.conftest import DEMO_CONFIG, REPO, Site
from tests.identity.sites import RADAR_CATALOG
from tests.services.slapd import SUFFIX, ldap_site


@pytest.fixture
def demo() -> CompiledSite:
    """The demo site, compiled by the test itself (so that what compiles it is under test)."""
    return compile_site(DEMO_CONFIG)


END_OF_2099 = expiry_seconds(dt.date(2099, 12, 31))


def _entity(site: CompiledSite, key: str) -> dict[str, Any]:
    entity: dict[str, Any] = json.loads(site.entities[key])
    return entity


def _ref(entity_type: str, ident: str) -> dict[str, object]:
    return {"__entity": {"type": entity_type, "id": ident}}


def test_the_demo_compiles_into_one_entity_for_each_thing_its_policies_can_name(
    demo: CompiledSite,
) -> None:
    assert sorted(demo.entities) == sorted(
        [
            "Site::local",
            *(f"Project::{p}" for p in ("climate", "radar", "semis", "contracts", "medimg", "llm")),
            *(
                f"Group::{g}"
                for g in (
                    *("climate", "radar", "semis", "cui-team", "medimg", "llm", "backup-ops"),
                    *("export-control", "hpc-security", "hpc-ops"),
                )
            ),
            *(
                f"User::{u}"
                for u in (
                    *("alice", "bob", "chen", "dmitri", "erin"),
                    *("farid", "grace", "hank", "ivan", "svc-backup", "olga", "hana"),
                )
            ),
            *(
                f"Dataset::{d}"
                for d in (
                    *("era5", "climate-runs", "patient-scans", "contract-specs"),
                    *("chip-layouts", "fab-telemetry", "radar-returns", "web-corpus"),
                )
            ),
            *(
                f"Model::{m}"
                for m in ("llm-base", "llm-radar-ft", "llm-chip-ft", "llm-chip-ft-distilled")
            ),
            *(f"Destination::{d}" for d in demo.destination_countries),
        ]
    )
    assert demo.destination_countries["endpoint:partner-de"] == "DE"
    assert demo.destination_countries["repository:local"] == "US"


def test_the_site_entity_carries_its_country_embargo_and_backup_operators(
    demo: CompiledSite,
) -> None:
    assert _entity(demo, "Site::local") == {
        "uid": {"type": "Site", "id": "local"},
        "attrs": {
            "country": "US",
            "embargoed": ["BY", "CU", "IR", "KP", "RU", "SY"],
            "backup_operators": [_ref("Group", "backup-ops")],
        },
        "parents": [],
    }


def test_a_group_belongs_to_every_project_that_lists_it_and_to_none_if_none_does(
    demo: CompiledSite,
) -> None:
    assert _entity(demo, "Group::radar") == {
        "uid": {"type": "Group", "id": "radar"},
        "attrs": {},
        "parents": [{"type": "Project", "id": "radar"}, {"type": "Project", "id": "llm"}],
    }
    assert _entity(demo, "Group::backup-ops")["parents"] == []
    assert _entity(demo, "Project::llm") == {
        "uid": {"type": "Project", "id": "llm"},
        "attrs": {},
        "parents": [],
    }


def test_a_user_carries_the_attribute_file_and_absent_means_not_a_us_person_never_trained(
    demo: CompiledSite,
) -> None:
    assert _entity(demo, "User::alice") == {
        "uid": {"type": "User", "id": "alice"},
        "attrs": {
            "us_person": True,
            "citizenships": ["US"],
            "cui_training_expires": END_OF_2099,
            "export_training_expires": END_OF_2099,
        },
        "parents": [{"type": "Group", "id": "climate"}, {"type": "Group", "id": "radar"}],
    }
    assert _entity(demo, "User::ivan") == {
        "uid": {"type": "User", "id": "ivan"},
        "attrs": {"us_person": False, "citizenships": []},
        "parents": [{"type": "Group", "id": "export-control"}],
    }
    assert _entity(demo, "User::chen")["attrs"] == {"us_person": False, "citizenships": ["CN"]}


def test_a_resource_carries_its_project_classes_protection_and_eccn(demo: CompiledSite) -> None:
    assert _entity(demo, "Dataset::chip-layouts") == {
        "uid": {"type": "Dataset", "id": "chip-layouts"},
        "attrs": {
            "project": _ref("Project", "semis"),
            "classification": "ear",
            "classes": ["ear"],
            "protection": "authoritative",
            "eccn": "3E001",
        },
        "parents": [],
    }
    assert _entity(demo, "Model::llm-radar-ft") == {
        "uid": {"type": "Model", "id": "llm-radar-ft"},
        "attrs": {
            "project": _ref("Project", "llm"),
            "classification": "internal",
            "classes": ["internal", "itar"],
            "protection": "authoritative",
        },
        "parents": [],
    }


def test_a_destination_carries_its_kind_country_and_flags(demo: CompiledSite) -> None:
    assert _entity(demo, "Destination::endpoint:partner-de")["attrs"] == {
        "kind": "endpoint",
        "country": "DE",
        "site_operated": False,
        "itar_enclave": False,
        "cui_enclave": False,
        "public_facing": False,
    }
    assert _entity(demo, "Destination::partition:itar")["attrs"] == {
        "kind": "partition",
        "country": "US",
        "site_operated": True,
        "itar_enclave": True,
        "cui_enclave": True,
        "public_facing": False,
    }
    assert _entity(demo, "Destination::endpoint:public-share")["attrs"]["public_facing"] is True


def test_approvals_are_indexed_by_user_and_resource_with_their_windows(demo: CompiledSite) -> None:
    assert demo.approvals == {
        "chen\x00dataset:chip-layouts": (
            (None, None, parse_instant("2026-01-15"), END_OF_2099, "APR-2026-001"),
            ("endpoint:partner-de", None, parse_instant("2026-01-15"), END_OF_2099, "APR-2026-002"),
            (None, "CA", 0, END_OF_2099, "APR-2026-004"),  # no grant date: valid from the start
        ),
        "chen\x00model:llm-chip-ft": ((None, None, 0, END_OF_2099, "APR-2026-003"),),
        "dmitri\x00dataset:chip-layouts": (
            (
                None,
                None,
                parse_instant("2025-01-01"),
                expiry_seconds(dt.date(2025, 6, 30)),
                "APR-2025-017",
            ),
        ),
    }


def test_the_compiled_site_names_its_sources_policies_and_settings(demo: CompiledSite) -> None:
    site_dir = DEMO_CONFIG.parent
    catalog = site_dir / "catalog"
    policies = REPO / "policies"
    assert [Path(path) for path, *_ in demo.sources] == [
        DEMO_CONFIG,
        catalog,
        *sorted(catalog.glob("*.toml")),
        policies,
        policies / "schema.cedarschema",
        *sorted(policies.glob("*.cedar")),
        site_dir / "identity" / "users.toml",
        site_dir / "identity" / "attributes.toml",
    ]
    assert all(size >= 0 for _, _, size, _ in demo.sources)
    assert demo.is_current()
    assert (demo.config_path, demo.site_name) == (
        str(DEMO_CONFIG),
        "Example University Research Computing",
    )
    assert (demo.identity_source, demo.identity_settings, demo.attributes) == ("file", {}, {})
    assert demo.refresh_seconds == 300
    assert demo.literals == ("Site::local",)
    assert demo.policy_info["baseline"] == (
        "no rule forbids it",
        "permit",
        str(policies / "classification.cedar"),
    )
    assert CompiledSite.from_plain(demo.to_plain()) == demo


def test_the_version_follows_the_files_contents_not_where_they_are(
    site: Site, tmp_path: Path
) -> None:
    first = compile_site(site.config)
    assert re.fullmatch(r"[0-9a-f]{16}", first.version)
    moved = tmp_path / "elsewhere"
    shutil.copytree(site.root, moved)
    assert compile_site(moved / "examples" / "site" / "govern.toml").version == first.version
    site.append("examples/site/catalog/projects.toml", "\n# reviewed\n")
    changed = compile_site(site.config)
    assert changed.version != first.version
    assert not first.is_current()
    assert changed.is_current()


def test_a_file_changed_while_compiling_is_recorded_as_changed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "catalog.toml"
    path.write_text("x = 1\n")
    stat = path.stat()
    mtime = stat.st_mtime_ns
    ((_, _, size, _),), _ = _fingerprints([path], mtime + 1)
    assert size == stat.st_size, "changed before compiling began: compiled as it is"
    ((_, _, size, _),), _ = _fingerprints([path], mtime)
    assert size == -1, "changed the instant compiling began: recorded as changed"
    monkeypatch.setattr(fingerprints, "time", SimpleNamespace(time_ns=lambda: mtime))
    ((_, _, size, _),), _ = _fingerprints([path], mtime - 1)
    assert size == -1, "changed the instant compiling ended: recorded as changed"
    monkeypatch.setattr(fingerprints, "time", SimpleNamespace(time_ns=lambda: mtime - 1))
    ((_, _, size, _),), _ = _fingerprints([path], mtime - 2)
    assert size == stat.st_size, "changed after compiling: the next look sees it anyway"


def test_entities_json_adds_and_replaces_entities(demo: CompiledSite) -> None:
    alice = '{"uid":{"type":"User","id":"alice"},"attrs":{},"parents":[]}'
    zed = '{"uid":{"type":"User","id":"zed"},"attrs":{},"parents":[]}'
    whole = json.loads(demo.entities_json({"User::alice": alice, "User::zed": zed}))
    assert len(whole) == len(demo.entities) + 1
    assert json.loads(alice) in whole
    assert json.loads(zed) in whole
    assert json.loads(demo.entities["User::alice"]) not in whole
    assert json.loads(demo.entities_json()) == [json.loads(t) for t in demo.entities.values()]


def test_attributes_for_a_user_the_identity_file_does_not_list_stop_compiling(
    site: Site,
) -> None:
    site.append("examples/site/identity/attributes.toml", "\n[zoe]\nus_person = true\n")
    with pytest.raises(IdentityError) as raised:
        compile_site(site.config)
    assert str(raised.value) == (
        f"{site.identity / 'attributes.toml'}: attributes for unknown user 'zoe'"
    )


def test_an_approval_for_a_user_the_identity_file_does_not_list_stops_compiling(
    site: Site,
) -> None:
    site.append(
        "examples/site/catalog/approvals.toml",
        '\n[[approval]]\nid = "APR-9"\nuser = "zoe"\nresource = "dataset:era5"\n'
        'approver = "ivan"\nexpires = 2099-12-31\n',
    )
    with pytest.raises(IdentityError) as raised:
        compile_site(site.config)
    assert str(raised.value) == (f"{site.catalog}: approval 'APR-9': user: unknown user 'zoe'")


def test_entities_that_do_not_fit_the_sites_schema_stop_compiling(site: Site) -> None:
    schema = site.policies / "schema.cedarschema"
    schema.write_text(
        schema.read_text().replace("entity Project;", "entity Project = { budget: Long };")
    )
    with pytest.raises(PolicyError) as raised:
        compile_site(site.config)
    assert str(raised.value) == (
        f"{site.config}: the site's entities do not fit the Cedar schema: "
        "entity does not conform to the schema"
    )


def test_an_ldap_site_carries_its_connection_settings_and_attribute_file(tmp_path: Path) -> None:
    config = ldap_site(
        tmp_path,
        "ldap://127.0.0.1:1",
        RADAR_CATALOG,
        attributes="[ann]\nus_person = true\nexport_training_expires = 2099-12-31\n",
        ca_file=tmp_path / "ca.pem",
        refresh_seconds=7,
        max_staleness=9,
    )
    with config.open("a") as toml:  # the [identity.ldap] table is the file's last
        toml.write('bind_dn = "cn=govern,dc=govern,dc=test"\nbind_password_file = "bind.pw"\n')
    site = compile_site(config)
    assert (site.identity_source, site.refresh_seconds) == ("ldap", 7)
    assert site.attributes == {
        "ann": {
            "us_person": True,
            "citizenships": [],
            "cui_training_expires": None,
            "export_training_expires": END_OF_2099,
        }
    }
    assert site.identity_settings == {
        "url": "ldap://127.0.0.1:1",
        "user_base": f"ou=people,{SUFFIX}",
        "group_base": f"ou=groups,{SUFFIX}",
        "user_filter": "(objectClass=posixAccount)",
        "group_filter": "(|(objectClass=posixGroup)(objectClass=groupOfNames))",
        "user_name_attribute": "uid",
        "timeout_seconds": 2.0,
        "max_staleness_seconds": 9,
        "attribute_names": {
            "us_person": "govUSPerson",
            "citizenships": "govCitizenship",
            "cui_training_expires": "govCUITrainingExpires",
            "export_training_expires": "govExportTrainingExpires",
        },
        "bind_dn": "cn=govern,dc=govern,dc=test",
        "bind_password_file": str(tmp_path / "bind.pw"),
        "ca_file": str(tmp_path / "ca.pem"),
    }

    # Without a bind or a CA file, none is carried (an anonymous bind, the system's CAs).
    unbound = ldap_site(tmp_path / "unbound", "ldap://127.0.0.1:1", RADAR_CATALOG)
    settings = compile_site(unbound).identity_settings
    assert (settings["bind_dn"], settings["bind_password_file"], settings["ca_file"]) == (
        None,
        None,
        None,
    )

    # The same directory settings on a site that takes its people from NSS are not carried.
    config.write_text(config.read_text().replace('source = "ldap"', 'source = "nss"'))
    nss = compile_site(config)
    assert (nss.identity_source, nss.identity_settings) == ("nss", {})
    assert nss.attributes == site.attributes


def test_every_group_a_project_the_directory_or_the_backup_operators_name_is_an_entity(
    site: Site,
) -> None:
    config = site.config.read_text()
    site.config.write_text(
        config.replace('backup_operators = ["backup-ops"]', 'backup_operators = ["night-ops"]')
    )
    site.append(
        "examples/site/identity/users.toml", '\n[[group]]\nname = "staff"\nmembers = ["bob"]\n'
    )
    compiled = compile_site(site.config)
    groups = sorted(k for k in compiled.entities if k.startswith("Group::"))
    assert groups == [
        *("Group::backup-ops", "Group::climate", "Group::cui-team", "Group::export-control"),
        *("Group::hpc-ops", "Group::hpc-security", "Group::llm", "Group::medimg"),
        *("Group::night-ops", "Group::radar", "Group::semis", "Group::staff"),
    ]


def test_a_site_whose_files_keep_changing_is_compiled_three_times_then_shows_the_change(
    site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    from govern.policy import sources

    projects = site.catalog / "projects.toml"
    load_policies = sources.load_policy_source
    compiles = []

    def load_then_edit(directory: Path) -> sources.PolicySource:
        loaded = load_policies(directory)  # the catalog is already read by now
        compiles.append(directory)
        projects.write_text(projects.read_text() + f"\n# edit {len(compiles)}\n")
        return loaded

    monkeypatch.setattr(sources, "load_policy_source", load_then_edit)
    compiled = compile_site(site.config)
    assert len(compiles) == 3
    assert not compiled.is_current(), "the next look sees the change and compiles again"
    assert dict((path, size) for path, _, size, _ in compiled.sources)[str(projects)] == -1


def test_a_site_compiled_while_nothing_changes_is_compiled_once(
    site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    from govern.policy import sources

    load_policies = sources.load_policy_source
    compiles = []

    def counted(directory: Path) -> sources.PolicySource:
        compiles.append(directory)
        return load_policies(directory)

    monkeypatch.setattr(sources, "load_policy_source", counted)
    assert compile_site(site.config).is_current()
    assert len(compiles) == 1
