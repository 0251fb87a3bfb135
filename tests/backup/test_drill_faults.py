"""`govern drill run` when something is wrong: a damaged repository, restored bytes that differ
from the manifest, an edited manifest, snapshots made outside govern, a sandbox server that
rejects what came back, a full sandbox disk, a wrong password, SIGTERM, a restore policy forbids,
an unsigned or tampered audit log. Real restic, slurmctld and slapd throughout.

Every failure must say what failed (JSON and terminal), exit 1, count in the failure metric, be
in the audit log, leave no sandbox behind and change nothing outside the sandbox."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import signal
import stat
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.audit.services import CREDENTIALS, MotoServer
from tests.backup.conftest import DrillSite
from tests.conftest import Result

Runner = Callable[..., Result]

# Wide enough that rich wraps no message of the terminal output.
_WIDE = {"COLUMNS": "400"}


def _site_files(site: DrillSite) -> dict[str, str]:
    """Every entry under var/root (but the drill folders) and var/restic: its type, mode and,
    for files, SHA-256; symlinks are read, never followed."""
    found: dict[str, str] = {}
    base = site.backup.dir
    restore = site.backup.root / "restore"
    for top in (site.backup.root, base / "var" / "restic"):
        for folder, dirs, files in os.walk(top):
            here = Path(folder)
            if here == restore or restore in here.parents:
                dirs[:] = []
                continue
            for name in dirs + files:
                path = here / name
                st = path.lstat()
                key = str(path.relative_to(base))
                if stat.S_ISREG(st.st_mode):
                    digest = hashlib.sha256(path.read_bytes()).hexdigest()
                    found[key] = f"file {st.st_mode:o} {digest}"
                elif stat.S_ISLNK(st.st_mode):
                    found[key] = f"link {os.readlink(path)}"
                elif path != restore:
                    found[key] = f"{stat.S_IFMT(st.st_mode):o} {st.st_mode:o}"
    return found


def _left_in_restore(site: DrillSite) -> list[Path]:
    """What is left below var/root/restore but the (empty) drill folders themselves."""
    restore = site.backup.root / "restore"
    if not restore.exists():
        return []
    return [p for p in restore.rglob("*") if p.is_symlink() or not p.is_dir()] + site.sandboxes()


def _failures(site: DrillSite, class_name: str) -> float:
    path = site.backup.dir / "var" / "metrics" / "govern_drill.prom"
    if not path.exists():
        return 0.0
    found = re.search(
        rf'^govern_drill_failures_total\{{class="{class_name}"\}} (\S+)$', path.read_text(), re.M
    )
    return float(found.group(1)) if found else 0.0


def _flat(text: str) -> str:
    return " ".join(text.split())


def _what_failed(record: dict[str, Any], class_name: str) -> str:
    """The drill record's error and the class's problems, as one line."""
    problems = [c["problems"] for c in record.get("classes", ()) if c["class"] == class_name]
    return _flat(" | ".join([record.get("error", ""), *(p for ps in problems for p in ps)]))


def _fails(
    site: DrillSite,
    class_name: str,
    *needles: str,
    run: Runner | None = None,
    env: dict[str, str] | None = None,
    only: bool = True,
) -> dict[str, Any]:
    """Drill CLASS_NAME twice (--json, then for the terminal) and check that each run failed
    saying NEEDLES, and all else a failed drill must do; the JSON record."""
    run = run or site.govern
    env = {**(env or {}), **_WIDE}
    scope = ("--class", class_name) if only else ()
    before = _site_files(site)
    failures = _failures(site, class_name)
    drills = len(site.entries("drill.run"))

    result = run("drill", "run", "--json", *scope, env=env)
    assert result.code == 1, result.stdout + result.stderr
    assert "Traceback" not in result.stderr, result.stderr
    record = json.loads(result.stdout)
    assert record["ok"] is False
    said = _what_failed(record, class_name)
    for needle in needles:
        assert needle in said, f"{needle!r} not in {said!r}"

    terminal = run("drill", "run", *scope, env=env)
    assert terminal.code == 1, terminal.stdout + terminal.stderr
    assert "Traceback" not in terminal.stderr, terminal.stderr
    shown = _flat(terminal.stdout)
    assert "drill FAILED" in shown
    for needle in needles:
        assert needle in shown, f"{needle!r} not on the terminal: {terminal.stdout}"

    assert _failures(site, class_name) == failures + 2
    entries = site.entries("drill.run")
    assert len(entries) == drills + 2
    for entry in entries[-2:]:
        payload = entry["payload"]
        assert payload["ok"] is False
        for needle in needles:
            assert needle in _what_failed(payload, class_name), payload
    assert _left_in_restore(site) == []
    assert _site_files(site) == before

    status = site.govern("drill", "status", "--json")
    assert status.code == 1
    row = next(r for r in json.loads(status.stdout)["classes"] if r["class"] == class_name)
    assert row["last_failed"] is True
    assert row["last_error"] and row["last_error"] in said
    shown = _flat(site.govern("drill", "status").stdout)
    assert f"{class_name} last good drill " in shown
    assert f"; last drill failed: {_flat(row['last_error'])}" in shown
    return record


def _manifest_of(site: DrillSite, class_name: str) -> Path:
    runs = [e["payload"] for e in site.entries("backup.run") if e["payload"]["class"] == class_name]
    return Path(runs[-1]["manifest"])


# -- 1. the repository ---------------------------------------------------------------------


@pytest.mark.slow
def test_a_corrupted_pack_fails_naming_what_could_not_be_restored(
    drill_ready: DrillSite,
) -> None:
    drill_ready.backup_and_sign("--class", "code")
    packs = sorted(p for p in (drill_ready.backup.repo("local") / "data").rglob("*") if p.is_file())
    assert packs
    for pack in packs:  # restic caches tree packs: only the data packs must be read back
        pack.chmod(0o600)
        data = bytearray(pack.read_bytes())
        data[16:32] = bytes(b ^ 0xFF for b in data[16:32])  # the first blob's ciphertext
        pack.write_bytes(bytes(data))
    record = _fails(
        drill_ready,
        "code",
        "files:code: restic restore on repository 'local' could not restore",
        "(ciphertext verification failed)",
        "`govern backup check --repository local`",
    )
    named = re.search(r"could not restore (\S+) \(", _what_failed(record, "code"))
    assert named and named.group(1).endswith(("/srv/git/infra.git/HEAD", "/blobs/x"))
    item = record["classes"][0]["items"][0]
    assert item["ok"] is False and item["verification"] is None


# -- 2. restored bytes that are not the manifest's -------------------------------------------

# The same CLI, but what restic restored is altered before it is checked, as if the repository
# had handed back other bytes than it was given (through the CLI, a repository that does so
# would need a forged blob restic's own checks miss). Same size, one byte differs.
_TAMPERED = """
import os, sys
import govern.backup.actions.drill as drill

real = drill.run_restore

def tampered(restic, snapshot_id, sandbox_fd, includes, **kwargs):
    seconds = real(restic, snapshot_id, sandbox_fd, includes, **kwargs)
    for folder, _, files in os.walk(f"/proc/self/fd/{sandbox_fd}"):
        if folder.endswith("infra.git/[") and "x]" in files:
            path = os.path.join(folder, "x]")
            data = bytearray(open(path, "rb").read())
            data[0] ^= 1
            open(path, "wb").write(bytes(data))
    return seconds

drill.run_restore = tampered
from govern.cli.main import run
run()
"""


@pytest.mark.slow
def test_restored_bytes_that_differ_from_the_manifest_fail_naming_the_file(
    drill_ready: DrillSite,
) -> None:
    # A name rich would read as markup, as a user may give a file: the terminal shows it as is.
    odd = drill_ready.backup.root / "srv" / "git" / "infra.git" / "[" / "x]"  # infra.git/[/x]
    odd.parent.mkdir()
    odd.write_text("user file\n")
    drill_ready.backup_and_sign("--class", "code")
    config = drill_ready.backup.site.config

    def tampering(*args: str, env: dict[str, str] | None = None) -> Result:
        proc = subprocess.run(
            [sys.executable, "-c", _TAMPERED, "--config", str(config), *args],
            capture_output=True,
            text=True,
            env={**os.environ, **(env or {})},
            timeout=120,
            check=False,
        )
        return Result(proc.returncode, proc.stdout, proc.stderr)

    record = _fails(
        drill_ready,
        "code",
        "restored files differ from the manifest: 1 changed",
        "srv/git/infra.git/[/x]",
        run=tampering,
    )
    verification = record["classes"][0]["items"][0]["verification"]
    assert verification["changed"] == 1 and verification["missing"] == 0
    assert verification["examples"]["changed"][0].endswith("/srv/git/infra.git/[/x]")


# -- 3. the manifest -------------------------------------------------------------------------


@pytest.mark.slow
def test_an_edited_manifest_fails(drill_ready: DrillSite) -> None:
    drill_ready.backup_and_sign("--class", "code")
    manifest = _manifest_of(drill_ready, "code")
    text = manifest.read_bytes()
    at = text.index(b'"sha256":"') + len(b'"sha256":"')
    manifest.write_bytes(text[:at] + (b"0" if text[at : at + 1] != b"0" else b"1") + text[at + 1 :])
    _fails(drill_ready, "code", f"manifest {manifest} is not the one audit entry", "was edited")


# -- 4. snapshots govern did not make -------------------------------------------------------


@pytest.mark.slow
def test_snapshots_made_outside_govern_are_listed_as_not_vouched_for(
    drill_ready: DrillSite,
) -> None:
    drill_ready.backup_and_sign("--class", "code")
    site = drill_ready.backup
    made = [e["payload"] for e in drill_ready.entries("backup.run")][-1]
    host = made["host"]
    tags = ["--tag", "class=code", "--tag", "resource=files:code", "--host", host]
    source = str(site.root / "srv" / "git")
    backdated = site.restic("local", "backup", *tags, "--time", "2020-01-01 00:00:00", source)
    assert backdated.returncode == 0, backdated.stderr
    # A host name rich would read as markup: what a forger writes is shown as written.
    added = site.restic("local", "backup", *tags[:-1], "[/forged]", source)
    assert added.returncode == 0, added.stderr
    listed = json.loads(site.restic("local", "snapshots", "--json").stdout)
    forged = sorted(s["short_id"] for s in listed if s["id"] not in made["snapshots"].values())
    assert len(forged) == 2

    record = _fails(
        drill_ready,
        "code",
        *(f"snapshot {short} (files:code" for short in forged),
        "is not vouched for: no backup.run entry in the audit log names this snapshot",
    )
    # govern's own snapshot still restores and checks out: the class fails for the others.
    assert record["classes"][0]["items"][0]["ok"] is True
    snapshots = drill_ready.govern("backup", "snapshots", "--class", "code", "--json")
    assert snapshots.code == 1
    unvouched = [s for s in json.loads(snapshots.stdout) if not s["vouched"]]
    assert sorted(s["short_id"] for s in unvouched) == forged
    shown = drill_ready.govern("backup", "snapshots", "--class", "code", env=_WIDE)
    assert shown.code == 1 and "Traceback" not in shown.stderr, shown.stderr
    assert "[/forged]" in shown.stdout
    for short in forged:
        assert f"NOT VOUCHED {short} (files:code)" in shown.stdout


# -- 5, 6. what comes back does not run -----------------------------------------------------


@pytest.mark.slow
def test_a_slurm_conf_slurmctld_rejects_fails_quoting_slurmctld(drill_ready: DrillSite) -> None:
    # The audit-log export must hold an entry to verify: another class's backup makes one.
    drill_ready.backup_and_sign("--class", "experiments")
    conf = drill_ready.backup.root / "etc" / "slurm" / "slurm.conf"
    conf.write_text(conf.read_text() + "ThisIsNoSlurmKeyword=yes\n")
    drill_ready.backup_and_sign("--class", "configuration")
    record = _fails(drill_ready, "configuration", "slurm-config check:", "ThisIsNoSlurmKeyword")
    checks = {c["check"]: c for c in record["classes"][0]["checks"]}
    assert checks["audit-log"]["ok"] is True
    assert checks["slurm-config"]["ok"] is False
    assert "slurmctld" in checks["slurm-config"]["message"]


_BAD_LDIF = """\
dn: dc=drill,dc=test
objectClass: dcObject
objectClass: organization
dc: drill
o: drill

dn: ou=people,dc=drill,dc=test
objectClass: organizationalUnit
ou: people

dn: uid=dan,ou=people,dc=drill,dc=test
objectClass: inetOrgPerson
objectClass: posixAccount
uid: dan
cn: dan
sn: dan
uidNumber: 2101
gidNumber: 3001
"""


@pytest.mark.slow
def test_an_ldif_slapadd_rejects_fails_quoting_slapadd(
    drill_ready: DrillSite, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.ldif"
    bad.write_text(_BAD_LDIF)  # counts: 1 user, 0 groups; but a posixAccount needs a home
    drill_ready.backup.edit(
        drill_ready.backup.rules,
        'exports = [{ builtin = "identity", file = "identity.json" }]',
        f'exports = [{{ command = ["cat", "{bad}"], file = "ldap.ldif" }}]',
    )
    drill_ready.backup_and_sign("--class", "identity")
    record = _fails(
        drill_ready,
        "identity",
        "identity export ldap.ldif check: ldap.ldif: slapadd rejected it:",
        "object class 'posixAccount' requires attribute 'homeDirectory'",
    )
    assert [c["ok"] for c in record["classes"][0]["checks"]] == [False]


# -- 7. the sandbox's disk -------------------------------------------------------------------


@contextlib.contextmanager
def _tmpfs(folder: Path, size: str) -> Iterator[None]:
    folder.mkdir(parents=True, exist_ok=True)
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)], check=True)
    try:
        yield
    finally:
        subprocess.run(["umount", str(folder)], check=True)


@pytest.mark.slow
def test_a_full_sandbox_disk_fails_and_the_sandbox_goes(drill_ready: DrillSite) -> None:
    big = drill_ready.backup.root / "srv" / "git" / "infra.git" / "objects.pack"
    big.write_bytes(os.urandom(512 << 10))
    drill_ready.backup_and_sign("--class", "code")
    drill = drill_ready.backup.root / "restore" / "drill"
    with _tmpfs(drill, "64k"):
        _fails(
            drill_ready, "code", f"files:code: restic restore: no space left on device in {drill}:"
        )
        assert os.listdir(drill) == []


# -- 8. the repository password ----------------------------------------------------------------


@pytest.mark.slow
def test_a_wrong_password_fails_naming_the_password_source(drill_ready: DrillSite) -> None:
    drill_ready.backup_and_sign("--class", "code")
    password = drill_ready.backup.dir / "var" / "restic" / "local.password"
    password.write_text("not the password\n")
    _fails(
        drill_ready,
        "code",
        "wrong password for repository 'local': check its file",
        str(password),
    )


@pytest.mark.slow
def test_a_class_whose_repository_fails_counts_as_that_class_failing(
    drill_ready: DrillSite,
) -> None:
    """A whole drill: controlled's repository refuses its password; datasets, drilled before
    it, fails on its own (never backed up); the failure of controlled is still recorded."""
    drill_ready.backup_and_sign("--class", "controlled")
    password = drill_ready.backup.dir / "var" / "restic" / "enclave.password"
    password.write_text("not the password\n")
    record = _fails(
        drill_ready,
        "controlled",
        "wrong password for repository 'enclave'",
        str(password),
        only=False,
    )
    assert {c["class"] for c in record["classes"]} >= {"datasets", "controlled", "code"}


# -- 9. SIGTERM ----------------------------------------------------------------------------


@pytest.mark.slow
def test_sigterm_removes_the_sandbox_and_records_the_interruption(
    drill_ready: DrillSite,
) -> None:
    big = drill_ready.backup.root / "srv" / "git" / "infra.git" / "objects.pack"
    big.write_bytes(os.urandom(64 << 20))  # restoring it takes a while
    drill_ready.backup_and_sign("--class", "code")
    before = _site_files(drill_ready)
    failures = _failures(drill_ready, "code")
    proc = subprocess.Popen(
        [sys.executable, "-m", "govern", "--config", str(drill_ready.backup.site.config),
         "drill", "run", "--class", "code", "--json"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while not drill_ready.sandboxes() and time.monotonic() < deadline:
            assert proc.poll() is None, proc.communicate()
            time.sleep(0.01)
        sandbox = drill_ready.sandboxes()
        assert sandbox, "no sandbox appeared"
        time.sleep(0.3)  # restic is restoring now
        proc.send_signal(signal.SIGTERM)
        stdout, stderr = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 1, stdout + stderr
    assert "drill stopped by SIGTERM" in stderr and "Traceback" not in stderr
    said = json.loads(stdout)
    assert said["ok"] is False and said["error"].startswith("interrupted: drill stopped by SIGTERM")
    assert not sandbox[0].exists()
    assert not _processes_naming(drill_ready.backup.dir), "restic outlived the drill"
    assert _left_in_restore(drill_ready) == []
    assert _site_files(drill_ready) == before
    assert _failures(drill_ready, "code") == failures + 1
    entry = drill_ready.entries("drill.run")[-1]["payload"]
    assert entry["ok"] is False and entry["error"].startswith("interrupted")
    status = drill_ready.govern("drill", "status", "--json")
    assert status.code == 1
    row = next(r for r in json.loads(status.stdout)["classes"] if r["class"] == "code")
    assert row["last_error"].startswith("interrupted")


def _processes_naming(folder: Path) -> list[str]:
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        with contextlib.suppress(OSError):
            command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
            if str(folder) in command:
                found.append(command)
    return found


# -- 10. policy ----------------------------------------------------------------------------


@pytest.mark.slow
def test_itar_data_is_not_restored_outside_the_enclave(drill_ready: DrillSite) -> None:
    site = drill_ready.backup
    drill_ready.backup_and_sign("--class", "controlled")
    # The rotation takes the CUI dataset first (into the enclave); ITAR radar returns next.
    result, record = drill_ready.drill("--class", "controlled")
    assert result.code == 0, result.stdout + result.stderr
    assert record["classes"][0]["items"][0]["resource"] == "dataset:contract-specs"
    planned = json.loads(
        drill_ready.govern("drill", "plan", "--class", "controlled", "--json").stdout
    )
    assert [i["resource"] for i in planned["items"]] == ["dataset:radar-returns"]
    drills = site.site.root / "backup" / "drills.toml"
    site.edit(drills, 'sandbox = "/restore/enclave"', 'sandbox = "/restore/drill"')
    record = _fails(
        drill_ready,
        "controlled",
        "may not restore it to",
        "(/restore/drill)",
        "itar-us-enclave-only",
    )
    assert record["classes"][0]["items"][0]["sandbox"] == ""
    assert not (site.root / "restore" / "drill").exists()  # denied before anything was made


# -- 11. the audit log ---------------------------------------------------------------------


@pytest.mark.slow
def test_a_backup_no_checkpoint_covers_fails_until_signed(drill_ready: DrillSite) -> None:
    drill_ready.backup_and_sign("--class", "code")
    again = drill_ready.govern("backup", "run", "--class", "code")
    assert again.code == 0, again.stdout
    _fails(drill_ready, "code", "is in no signed checkpoint yet", "run `govern audit checkpoint`")
    assert drill_ready.govern("audit", "checkpoint").code == 0
    result, _ = drill_ready.drill("--class", "code")
    assert result.code == 0, result.stdout
    assert _left_in_restore(drill_ready) == []


@pytest.mark.slow
def test_a_tampered_audit_log_fails_the_drill(drill_ready: DrillSite) -> None:
    drill_ready.backup_and_sign("--class", "code")
    log = drill_ready.backup.audit_dir / "log.jsonl"
    lines = log.read_bytes().split(b"\n")
    first = lines[0]
    at = first.index(b'"kind":"') + len(b'"kind":"')
    lines[0] = first[:at] + bytes([first[at] ^ 0x20]) + first[at + 1 :]  # case of one letter
    log.write_bytes(b"\n".join(lines))
    record = _fails(
        drill_ready,
        "code",
        "the audit log does not verify, so it vouches for nothing: entry 0:",
        "was changed",
    )
    assert record["classes"] == []


# -- 12. S3 ----------------------------------------------------------------------------------


@pytest.mark.slow
def test_a_class_kept_in_s3_drills(drill_ready: DrillSite, moto: MotoServer) -> None:
    site = drill_ready.backup
    bucket = f"vault-{uuid.uuid4().hex[:8]}"
    site.add_repository(
        "vault",
        f'kind = "s3"\ndestination = "repository:enclave"\nendpoint_url = "{moto.endpoint}"\n'
        f'bucket = "{bucket}"',
    )
    site.protect_controlled_in("vault")
    assert drill_ready.govern("backup", "repo", "init", "vault", env=CREDENTIALS).code == 0
    drill_ready.backup_and_sign("--class", "controlled", env=CREDENTIALS)
    result, record = drill_ready.drill("--class", "controlled", env=CREDENTIALS)
    assert result.code == 0, result.stdout + result.stderr
    (outcome,) = record["classes"]
    (item,) = outcome["items"]
    assert item["repository"] == "vault" and item["verification"]["files"] > 0
    assert item["sandbox"].startswith(str(site.root / "restore" / "enclave"))
    assert _left_in_restore(drill_ready) == []
    assert _failures(drill_ready, "controlled") == 0
