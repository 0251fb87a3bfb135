"""The identity restore drill against real exports: slapcat of a real slapd, govern's own
identity.json, each loaded back (a sandbox slapd, govern's loader) and counted."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

import govern.backup.drills.identity as drill
from govern.backup.drills.checks import CheckResult
from govern.backup.drills.identity import (
    IdentityCounts,
    check_identity_export,
    identity_counts,
)
from govern.backup.identity import identity_snapshot
from tests.conftest import DEMO_CONFIG, REPO
from tests.services.slapd import (
    SUFFIX,
    named_group_ldif,
    person_ldif,
    posix_group_ldif,
    running_directory,
)

# alice and bob carry the site's own schema (govPerson); carol is a plain POSIX account.
GOVERN_PEOPLE = "\n".join(
    [
        person_ldif("alice", 2001, 3001, us_person=True),
        person_ldif("bob", 2002, 3001),
        f"""\
dn: uid=carol,ou=people,{SUFFIX}
objectClass: inetOrgPerson
objectClass: posixAccount
uid: carol
cn: carol
sn: carol
uidNumber: 2003
gidNumber: 3002
homeDirectory: /home/carol
""",
        posix_group_ldif("radar", 3001, ("alice", "bob")),
        posix_group_ldif("ops", 3002, ("carol",)),
        named_group_ldif("reviewers", ("alice", "carol")),
    ]
)
PLAIN_PEOPLE = "\n".join(
    [
        f"""\
dn: uid={name},ou=people,{SUFFIX}
objectClass: inetOrgPerson
objectClass: posixAccount
uid: {name}
cn: {name}
sn: {name}
uidNumber: {uid}
gidNumber: 3001
homeDirectory: /home/{name}
"""
        for name, uid in (("dan", 2101), ("eve", 2102))
    ]
    + [posix_group_ldif("plain", 3001, ("dan", "eve"))]
)

# The demo directory's people and groups, as identity.json counts them.
_DEMO_DIRECTORY = tomllib.loads((REPO / "examples/site/identity/users.toml").read_text())
DEMO_COUNTS = IdentityCounts(len(_DEMO_DIRECTORY["user"]), len(_DEMO_DIRECTORY["group"]))


@dataclass(frozen=True)
class Exports:
    data: bytes  # slapcat -n 1 of a directory using the site's schema
    config: bytes  # slapcat -n 0 of the same server
    plain: bytes  # slapcat -n 1 of a directory using only the standard schemas
    identity: bytes  # govern's identity.json of the demo site


def _slapcat(root: Path, entries: str) -> tuple[bytes, bytes]:
    with running_directory(root, entries):
        config, data = (
            subprocess.run(
                ["slapcat", "-F", str(root / "slapd.d"), "-n", number],
                check=True,
                capture_output=True,
            ).stdout
            for number in ("0", "1")
        )
    return data, config


@pytest.fixture(scope="module")
def exports(tmp_path_factory: pytest.TempPathFactory) -> Exports:
    root = tmp_path_factory.mktemp("servers")
    data, config = _slapcat(root / "govern", GOVERN_PEOPLE)
    plain, _ = _slapcat(root / "plain", PLAIN_PEOPLE)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("GOVERN_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
        identity = identity_snapshot(DEMO_CONFIG)
    return Exports(data, config, plain, identity)


@pytest.fixture
def restored(tmp_path: Path) -> Path:
    folder = tmp_path / "restored"
    folder.mkdir(mode=0o700)
    return folder


@pytest.fixture
def sandbox() -> Iterator[Path]:
    # Short on purpose: the ldapi socket's path must fit in 108 bytes.
    folder = Path(tempfile.mkdtemp(prefix="drill-"))
    yield folder
    assert not _processes_under(folder), "a process of the drill outlived it"
    shutil.rmtree(folder)


def _processes_under(folder: Path) -> list[str]:
    """Every live process whose command line names FOLDER."""
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (OSError, IndexError):
            continue
        if str(folder) in command and state != "Z":
            found.append(command)
    return found


def _entry_removed(ldif: bytes, dn: str) -> bytes:
    blocks = ldif.split(b"\n\n")
    kept = [b for b in blocks if not b.startswith(f"dn: {dn}\n".encode())]
    assert len(kept) == len(blocks) - 1, f"{dn} not in the export"
    return b"\n\n".join(kept)


def _one(results: list[CheckResult]) -> CheckResult:
    assert len(results) == 1
    return results[0]


# -- counts recorded at backup time ---------------------------------------------------------


def test_counts_of_an_ldif_export_and_none_for_its_config(exports: Exports, tmp_path: Path) -> None:
    (tmp_path / "ldap.ldif").write_bytes(exports.data)
    (tmp_path / "ldap-config.ldif").write_bytes(exports.config)
    assert identity_counts(tmp_path / "ldap.ldif") == IdentityCounts(users=3, groups=3)
    assert identity_counts(tmp_path / "ldap-config.ldif") is None


def test_counts_of_govern_identity_json(exports: Exports, tmp_path: Path) -> None:
    (tmp_path / "identity.json").write_bytes(exports.identity)
    document = json.loads(exports.identity)
    kinds = [e["uid"]["type"] for e in document["entities"].values()]
    assert identity_counts(tmp_path / "identity.json") == IdentityCounts(
        kinds.count("User"), kinds.count("Group")
    )


def test_people_without_posix_accounts_are_counted_as_persons(tmp_path: Path) -> None:
    (tmp_path / "people.ldif").write_text(
        f"version: 1\n\ndn: {SUFFIX}\nobjectClass: organization\no: x\n\n"
        f"dn: cn=a,{SUFFIX}\nobjectClass: inetOrgPerson\ncn: a\nsn: a\n\n"
        f"dn: cn=b,{SUFFIX}\nobjectClass: person\nobjectClass: posixGroup\ncn: b\n\n"
    )
    assert identity_counts(tmp_path / "people.ldif") == IdentityCounts(users=2, groups=1)


def test_no_counts_for_what_is_not_an_export(tmp_path: Path) -> None:
    (tmp_path / "empty.ldif").write_bytes(b"")
    (tmp_path / "broken.ldif").write_bytes(b"objectClass: person\n")
    (tmp_path / "long.ldif").write_bytes(b"dn: " + b"x" * (2 << 20) + b"\n")
    (tmp_path / "bad.json").write_bytes(b'{"entities": []}')
    (tmp_path / "real.ldif").write_bytes(b"dn: cn=a\nobjectClass: person\n")
    (tmp_path / "link.ldif").symlink_to(tmp_path / "real.ldif")
    for name in ("empty.ldif", "broken.ldif", "long.ldif", "bad.json", "link.ldif", "absent"):
        assert identity_counts(tmp_path / name) is None, name
    assert identity_counts(tmp_path / "real.ldif") == IdentityCounts(1, 0)


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"users": 1},
        {"users": 1, "groups": 2, "more": 3},
        {"users": -1, "groups": 2},
        {"users": True, "groups": 2},
        {"users": "1", "groups": 2},
        {"users": 1.0, "groups": 2},
    ],
)
def test_malformed_recorded_counts_are_none(data: object) -> None:
    assert IdentityCounts.from_json(data) is None


def test_recorded_counts_round_trip() -> None:
    counts = IdentityCounts(users=12, groups=0)
    assert IdentityCounts.from_json(json.loads(json.dumps(counts.to_json()))) == counts


# -- the drill: identity.json ---------------------------------------------------------------


def test_identity_json_read_back_with_the_same_counts_passes(
    exports: Exports, restored: Path, sandbox: Path
) -> None:
    (restored / "identity.json").write_bytes(exports.identity)
    counts = identity_counts(restored / "identity.json")
    assert counts is not None
    result = _one(check_identity_export(restored, {"identity.json": counts}, sandbox=sandbox))
    assert result.ok, result.message
    assert "govern's identity loader" in result.message


@pytest.mark.parametrize(
    ("damage", "complaint"),
    [
        (lambda d: d.pop("entities"), "entities and problems must be JSON objects"),
        (lambda d: d.update(identity_source="ad"), "unknown identity_source"),
        (
            lambda d: d["entities"].update({"User::mallory": d["entities"]["User::alice"]}),
            "'User::mallory' has no matching User or Group uid",
        ),
        (
            lambda d: d["entities"]["User::alice"]["parents"].append({"type": "Group"}),
            "Cedar rejects the entities",
        ),
    ],
)
def test_identity_json_govern_cannot_use_fails(
    exports: Exports, restored: Path, sandbox: Path, damage: object, complaint: str
) -> None:
    document = json.loads(exports.identity)
    damage(document)  # type: ignore[operator]
    (restored / "identity.json").write_text(json.dumps(document))
    result = _one(check_identity_export(restored, {"identity.json": DEMO_COUNTS}, sandbox=sandbox))
    assert not result.ok
    assert "govern cannot use it" in result.message and complaint in result.message


def test_identity_json_that_is_not_json_fails(restored: Path, sandbox: Path) -> None:
    (restored / "identity.json").write_bytes(b"{ truncated")
    result = _one(
        check_identity_export(restored, {"identity.json": IdentityCounts(1, 1)}, sandbox=sandbox)
    )
    assert not result.ok and "is not JSON" in result.message


def test_identity_json_with_a_user_fewer_fails_with_both_figures(
    exports: Exports, restored: Path, sandbox: Path
) -> None:
    (restored / "identity.json").write_bytes(exports.identity)
    counts = identity_counts(restored / "identity.json")
    assert counts is not None
    more = IdentityCounts(counts.users + 1, counts.groups)
    result = _one(check_identity_export(restored, {"identity.json": more}, sandbox=sandbox))
    assert not result.ok
    assert f"users: recorded {more.users}, restored {counts.users}" in result.message


# -- the drill: LDIF in a sandbox slapd ------------------------------------------------------


def test_an_ldif_export_with_its_config_loads_and_counts(
    exports: Exports, restored: Path, sandbox: Path
) -> None:
    (restored / "ldap.ldif").write_bytes(exports.data)
    (restored / "ldap-config.ldif").write_bytes(exports.config)
    result = _one(
        check_identity_export(restored, {"ldap.ldif": IdentityCounts(3, 3)}, sandbox=sandbox)
    )
    assert result.ok, result.message
    assert result.message == "ldap.ldif: 3 users, 3 groups, loaded into slapd and queried"
    assert result.details["config"] == "ldap-config.ldif"
    assert result.details["suffix"] == SUFFIX
    assert os.listdir(sandbox) == []  # the sandbox's copy of the directory is gone


def test_an_ldif_export_without_a_config_loads_with_the_minimal_one(
    exports: Exports, restored: Path, sandbox: Path
) -> None:
    (restored / "ldap.ldif").write_bytes(exports.plain)
    result = _one(
        check_identity_export(restored, {"ldap.ldif": IdentityCounts(2, 1)}, sandbox=sandbox)
    )
    assert result.ok, result.message
    assert result.details["config"] == "minimal"


def test_people_without_posix_accounts_are_counted_in_the_sandbox_too(
    restored: Path, sandbox: Path
) -> None:
    (restored / "people.ldif").write_text(
        f"dn: {SUFFIX}\nobjectClass: dcObject\nobjectClass: organization\ndc: govern\no: x\n\n"
        f"dn: cn=a,{SUFFIX}\nobjectClass: inetOrgPerson\ncn: a\nsn: a\n\n"
        f"dn: cn=b,{SUFFIX}\nobjectClass: person\ncn: b\nsn: b\n\n"
        f"dn: cn=g,{SUFFIX}\nobjectClass: groupOfNames\ncn: g\nmember: cn=a,{SUFFIX}\n"
    )
    expected = identity_counts(restored / "people.ldif")
    assert expected == IdentityCounts(2, 1)
    result = _one(check_identity_export(restored, {"people.ldif": expected}, sandbox=sandbox))
    assert result.ok, result.message


def test_site_schema_without_its_config_export_is_rejected(
    exports: Exports, restored: Path, sandbox: Path
) -> None:
    (restored / "ldap.ldif").write_bytes(exports.data)
    result = _one(
        check_identity_export(restored, {"ldap.ldif": IdentityCounts(3, 3)}, sandbox=sandbox)
    )
    assert not result.ok
    assert "slapadd rejected it" in result.message
    assert "str2ad(govUSPerson): attribute type undefined" in result.message


def test_an_ldif_slapadd_rejects_fails_quoting_slapadd(
    exports: Exports, restored: Path, sandbox: Path
) -> None:
    # posixAccount must have a homeDirectory
    broken = exports.data.replace(b"homeDirectory: /home/bob\n", b"")
    assert broken != exports.data
    (restored / "ldap.ldif").write_bytes(broken)
    (restored / "ldap-config.ldif").write_bytes(exports.config)
    result = _one(
        check_identity_export(restored, {"ldap.ldif": IdentityCounts(3, 3)}, sandbox=sandbox)
    )
    assert not result.ok
    assert 'slapadd rejected it: slapadd: dn="uid=bob,ou=people,dc=govern,dc=test"' in (
        result.message
    )
    assert "object class 'posixAccount' requires attribute 'homeDirectory'" in result.message


def test_an_entry_without_its_parent_is_rejected(
    exports: Exports, restored: Path, sandbox: Path
) -> None:
    (restored / "ldap.ldif").write_bytes(_entry_removed(exports.data, f"ou=groups,{SUFFIX}"))
    (restored / "ldap-config.ldif").write_bytes(exports.config)
    result = _one(
        check_identity_export(restored, {"ldap.ldif": IdentityCounts(3, 3)}, sandbox=sandbox)
    )
    assert not result.ok and "slapadd rejected it" in result.message


def test_a_user_removed_fails_with_both_figures(
    exports: Exports, restored: Path, sandbox: Path
) -> None:
    (restored / "ldap.ldif").write_bytes(
        _entry_removed(exports.data, f"uid=carol,ou=people,{SUFFIX}")
    )
    (restored / "ldap-config.ldif").write_bytes(exports.config)
    result = _one(
        check_identity_export(restored, {"ldap.ldif": IdentityCounts(3, 3)}, sandbox=sandbox)
    )
    assert not result.ok
    assert result.message == "ldap.ldif: users: recorded 3, restored 2"
    assert result.differences == ("users: recorded 3, restored 2",)
    assert result.details["restored"] == {"users": 2, "groups": 3}


def test_a_missing_export_fails(exports: Exports, restored: Path, sandbox: Path) -> None:
    (restored / "identity.json").write_bytes(exports.identity)
    results = check_identity_export(
        restored,
        {"ldap.ldif": IdentityCounts(3, 3), "identity.json": DEMO_COUNTS},
        sandbox=sandbox,
    )
    by_name = {r.name: r for r in results}
    assert by_name["identity export identity.json"].ok
    missing = by_name["identity export ldap.ldif"]
    assert not missing.ok and missing.message == "ldap.ldif: not among the restored files"


def test_a_symlinked_export_is_refused(exports: Exports, restored: Path, sandbox: Path) -> None:
    elsewhere = restored.parent / "elsewhere.json"
    elsewhere.write_bytes(exports.identity)
    (restored / "identity.json").symlink_to(elsewhere)
    result = _one(check_identity_export(restored, {"identity.json": DEMO_COUNTS}, sandbox=sandbox))
    assert not result.ok and result.message == "identity.json: identity.json is a symlink: refused"


def test_a_symlinked_restore_folder_is_refused(
    exports: Exports, restored: Path, sandbox: Path
) -> None:
    (restored / "identity.json").write_bytes(exports.identity)
    link = restored.parent / "link"
    link.symlink_to(restored)
    result = _one(check_identity_export(link, {"identity.json": DEMO_COUNTS}, sandbox=sandbox))
    assert not result.ok


def test_a_fifo_or_a_path_as_export_name_is_refused(restored: Path, sandbox: Path) -> None:
    os.mkfifo(restored / "ldap.ldif")
    results = check_identity_export(
        restored,
        {"ldap.ldif": IdentityCounts(1, 1), "../identity.json": IdentityCounts(1, 1)},
        sandbox=sandbox,
    )
    messages = sorted(r.message for r in results)
    assert not any(r.ok for r in results)
    assert messages == [
        "'../identity.json' is not a file name: refused",
        "ldap.ldif: ldap.ldif is not a regular file: refused",
    ]


def test_a_config_export_named_as_data_fails(
    exports: Exports, restored: Path, sandbox: Path
) -> None:
    (restored / "ldap-config.ldif").write_bytes(exports.config)
    result = _one(
        check_identity_export(restored, {"ldap-config.ldif": IdentityCounts(0, 0)}, sandbox=sandbox)
    )
    assert not result.ok and "cn=config export holds no users" in result.message


# -- hostile exports -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [b"description:< file:///etc/shadow\n", b"include: file:///etc/shadow\n"],
)
def test_an_ldif_that_makes_slapadd_read_other_files_is_refused(
    exports: Exports, restored: Path, sandbox: Path, line: bytes
) -> None:
    hostile = exports.plain.replace(b"uid: eve\n", b"uid: eve\n" + line)
    (restored / "ldap.ldif").write_bytes(hostile)
    result = _one(
        check_identity_export(restored, {"ldap.ldif": IdentityCounts(2, 1)}, sandbox=sandbox)
    )
    assert not result.ok and "makes slapadd read another file" in result.message


def test_an_overlong_line_is_refused(exports: Exports, restored: Path, sandbox: Path) -> None:
    hostile = exports.plain.replace(
        b"uid: eve\n", b"uid: eve\ndescription: " + b"x" * (2 << 20) + b"\n"
    )
    (restored / "ldap.ldif").write_bytes(hostile)
    result = _one(
        check_identity_export(restored, {"ldap.ldif": IdentityCounts(2, 1)}, sandbox=sandbox)
    )
    assert not result.ok and "longer than 1048576 bytes" in result.message


@pytest.mark.parametrize("module", ["/tmp/evil.so", "/usr/lib/ldap/../../../tmp/evil.so"])
def test_a_config_loading_a_module_from_elsewhere_is_refused(
    exports: Exports, restored: Path, sandbox: Path, module: str
) -> None:
    hostile = exports.config.replace(
        b"olcModuleLoad: {0}back_mdb\n",
        f"olcModuleLoad: {{0}}back_mdb\nolcModuleLoad: {{1}}{module}\n".encode(),
    )
    assert hostile != exports.config
    (restored / "ldap.ldif").write_bytes(exports.data)
    (restored / "ldap-config.ldif").write_bytes(hostile)
    result = _one(
        check_identity_export(restored, {"ldap.ldif": IdentityCounts(3, 3)}, sandbox=sandbox)
    )
    assert not result.ok
    assert f"loads module '{{1}}{module}': only modules in /usr/lib/ldap" in result.message


def test_a_config_loading_modules_by_full_path_in_the_module_folder_passes(
    exports: Exports, restored: Path, sandbox: Path
) -> None:
    config = exports.config.replace(
        b"olcModuleLoad: {0}back_mdb\n", b"olcModuleLoad: {0}/usr/lib/ldap/back_mdb.so\n"
    )
    assert config != exports.config
    (restored / "ldap.ldif").write_bytes(exports.data)
    (restored / "ldap-config.ldif").write_bytes(config)
    result = _one(
        check_identity_export(restored, {"ldap.ldif": IdentityCounts(3, 3)}, sandbox=sandbox)
    )
    assert result.ok, result.message


def test_a_config_reaching_outside_the_sandbox_is_tamed(
    exports: Exports, restored: Path, sandbox: Path, tmp_path: Path
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    hostile = exports.config.replace(
        b"olcPidFile:",
        f"olcLogFile: {outside}/slapd.log\nolcArgsFile: {outside}/args\n"
        f"olcTLSCertificateFile: {outside}/missing.pem\nolcPidFile:".encode(),
    ).replace(
        b"olcDbMaxSize:",
        f"olcSyncrepl: rid=001 provider=ldap://127.0.0.1:9 searchbase={SUFFIX}\n"
        "olcUpdateRef: ldap://127.0.0.1:9\nolcDbMaxSize:".encode(),
    )
    hostile += (
        b"\ndn: olcDatabase={2}ldap,cn=config\nobjectClass: olcDatabaseConfig\n"
        b"objectClass: olcLDAPConfig\nolcDatabase: {2}ldap\nolcSuffix: dc=elsewhere\n"
        b"olcDbURI: ldap://127.0.0.1:9\n"
    )
    (restored / "ldap.ldif").write_bytes(exports.data)
    (restored / "ldap-config.ldif").write_bytes(hostile)
    result = _one(
        check_identity_export(restored, {"ldap.ldif": IdentityCounts(3, 3)}, sandbox=sandbox)
    )
    assert result.ok, result.message
    removed = " | ".join(result.details["config_removed"])
    for what in ("olclogfile", "olctlscertificatefile", "olcsyncrepl", "olcupdateref", "{2}ldap"):
        assert what in removed
    assert list(outside.iterdir()) == []


def test_a_sandbox_others_can_enter_is_refused(exports: Exports, restored: Path) -> None:
    (restored / "ldap.ldif").write_bytes(exports.plain)
    folder = Path(tempfile.mkdtemp(prefix="drill-"))
    try:
        folder.chmod(0o755)
        result = _one(
            check_identity_export(restored, {"ldap.ldif": IdentityCounts(2, 1)}, sandbox=folder)
        )
        assert not result.ok and "mode 0700" in result.message
        assert list(folder.iterdir()) == []
    finally:
        shutil.rmtree(folder)


def test_a_sandbox_path_too_long_for_a_socket_fails_clearly(
    exports: Exports, restored: Path, tmp_path: Path
) -> None:
    (restored / "ldap.ldif").write_bytes(exports.plain)
    folder = tmp_path / ("s" * 100)
    folder.mkdir(mode=0o700)
    result = _one(
        check_identity_export(restored, {"ldap.ldif": IdentityCounts(2, 1)}, sandbox=folder)
    )
    assert not result.ok and "too long for an ldapi socket" in result.message
    assert not _processes_under(folder)


def test_missing_openldap_tools_say_how_to_install_them(
    exports: Exports, restored: Path, sandbox: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (restored / "ldap.ldif").write_bytes(exports.plain)
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(drill, "_SBIN", str(tmp_path))
    result = _one(
        check_identity_export(restored, {"ldap.ldif": IdentityCounts(2, 1)}, sandbox=sandbox)
    )
    assert not result.ok and "apt-get install slapd ldap-utils" in result.message


# -- no process left behind ------------------------------------------------------------------


def test_a_timeout_fails_and_leaves_no_process(
    exports: Exports, restored: Path, sandbox: Path
) -> None:
    (restored / "ldap.ldif").write_bytes(exports.data)
    (restored / "ldap-config.ldif").write_bytes(exports.config)
    result = _one(
        check_identity_export(
            restored, {"ldap.ldif": IdentityCounts(3, 3)}, sandbox=sandbox, timeout=0.01
        )
    )
    assert not result.ok and "timed out after 0.01 s" in result.message
    assert not _processes_under(sandbox)
    assert os.listdir(sandbox) == []


def test_a_timeout_while_slapd_runs_stops_it(
    exports: Exports, restored: Path, sandbox: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (restored / "ldap.ldif").write_bytes(exports.plain)
    seen: list[list[str]] = []

    def stalled_count(self: drill._Sandbox, url: str, suffix: str) -> IdentityCounts:
        seen.append(_processes_under(sandbox))
        self.deadline = 0.0  # the drill's time runs out while slapd answers
        self._remaining()
        raise AssertionError("unreachable")

    monkeypatch.setattr(drill._Sandbox, "_count", stalled_count)
    result = _one(
        check_identity_export(restored, {"ldap.ldif": IdentityCounts(2, 1)}, sandbox=sandbox)
    )
    assert seen and any("slapd" in c for c in seen[0])  # slapd was running then
    assert not result.ok and "timed out" in result.message
    assert not _processes_under(sandbox)


def test_the_sites_limits_and_acls_hide_no_entry_from_the_count(
    exports: Exports, restored: Path, sandbox: Path
) -> None:
    many = "\n".join(
        f"dn: uid=u{n},ou=people,{SUFFIX}\nobjectClass: account\nobjectClass: posixAccount\n"
        f"uid: u{n}\ncn: u{n}\nuidNumber: {10000 + n}\ngidNumber: 3001\nhomeDirectory: /h\n"
        for n in range(600)
    )
    limited = exports.config.replace(
        b"olcDbMaxSize:", b"olcSizeLimit: 5\nolcLimits: * size=5\nolcDbMaxSize:"
    ).replace(b"olcAccess: {0}to * by * read", b"olcAccess: {0}to * by * none")
    assert limited.count(b"olcSizeLimit: 5") == 1 and b"by * read" not in limited
    (restored / "ldap.ldif").write_bytes(exports.data + b"\n" + many.encode())
    # Found by content, whatever its name.
    (restored / "slapd-settings.ldif").write_bytes(limited)
    result = _one(
        check_identity_export(restored, {"ldap.ldif": IdentityCounts(603, 3)}, sandbox=sandbox)
    )
    assert result.ok, result.message
    assert result.details["config"] == "slapd-settings.ldif"


def test_two_config_exports_for_one_directory_fail(
    exports: Exports, restored: Path, sandbox: Path
) -> None:
    (restored / "ldap.ldif").write_bytes(exports.data)
    (restored / "a-config.ldif").write_bytes(exports.config)
    (restored / "b-config.ldif").write_bytes(exports.config)
    result = _one(
        check_identity_export(restored, {"ldap.ldif": IdentityCounts(3, 3)}, sandbox=sandbox)
    )
    assert not result.ok
    assert "several cn=config exports serve" in result.message
