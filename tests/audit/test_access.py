"""Who can read, change or stall the log: the folder's owner, a configured reader group, nobody
else; a stuck lock holder costs appends a clear error in bounded time, never a hang."""

from __future__ import annotations

import grp
import json
import os
import pwd
import shutil
import stat
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from govern.audit import open_log, tiles
from govern.audit.checkpoint import SignedCheckpoint, Trust
from govern.audit.log import CHECKPOINT_LOCK, ENTRIES, LOCK, AuditLog
from govern.audit.note import SigningKey
from govern.audit.verify import verify_log
from govern.audit.writer import ALONE_AFTER_SECONDS
from govern.errors import AuditError
from tests.audit.conftest import AuditSite
from tests.conftest import Govern, Site
from tests.services.daemon import Client, Daemon
from tests.slurm.test_daemon import ITAR_ON_GPU

# Unprivileged processes cannot reach the project's interpreter under /root.
SYSTEM_PYTHON = "/usr/bin/python3"

# Run as another account: report what it can do to each of the log's files, then keep any lock
# it took until its stdin closes.
PROBE = """
import fcntl, json, os, sys
folder, names = sys.argv[1], sys.argv[2:]
seen = {}
try:
    os.listdir(folder)
    seen["list"] = "ok"
except OSError as exc:
    seen["list"] = exc.strerror
for name in names:
    try:
        with open(os.path.join(folder, name), "rb") as handle:
            handle.read(1)
        seen[name] = "read"
    except OSError as exc:
        seen[name] = exc.strerror
try:
    fd = os.open(os.path.join(folder, "log.lock"), os.O_RDONLY)
    fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    seen["lock"] = "held"
except OSError as exc:
    seen["lock"] = exc.strerror
print(json.dumps(seen), flush=True)
sys.stdin.read()
"""


@dataclass(frozen=True)
class Accounts:
    group: str
    reader: str
    outsider: str


def _run(*command: str) -> None:
    subprocess.run(command, check=True, capture_output=True)


@pytest.fixture(scope="module")
def accounts() -> Iterator[Accounts]:
    assert os.geteuid() == 0, "these tests create real users and groups: run them as root"
    tag = uuid.uuid4().hex[:6]
    made = Accounts(f"g11a{tag}-readers", f"g11a{tag}-r", f"g11a{tag}-o")
    _run("groupadd", made.group)
    try:
        _run("useradd", "--no-create-home", "--groups", made.group, made.reader)
        _run("useradd", "--no-create-home", made.outsider)
        yield made
    finally:
        for user in (made.reader, made.outsider):
            subprocess.run(["userdel", user], check=False, capture_output=True)
        subprocess.run(["groupdel", made.group], check=False, capture_output=True)


@pytest.fixture
def open_root() -> Iterator[Path]:
    """A folder every user can reach, unlike pytest's private temporary folders."""
    root = Path(tempfile.mkdtemp(prefix="govern-audit-access-"))
    root.chmod(0o755)
    yield root
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def shared_site(open_root: Path, audit_site: AuditSite) -> AuditSite:
    """The audit site moved where other users can reach its log folder."""
    site = AuditSite(open_root / "site", audit_site.key)
    shutil.copytree(audit_site.root, site.root)
    site.root.chmod(0o755)
    return site


class Probe:
    """A process of another account that tried the log's files and may hold its lock."""

    def __init__(self, user: str, folder: Path) -> None:
        account = pwd.getpwnam(user)
        self.process = subprocess.Popen(
            [SYSTEM_PYTHON, "-I", "-c", PROBE, str(folder), ENTRIES, "checkpoint"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            cwd="/",
            user=account.pw_uid,
            group=account.pw_gid,
            extra_groups=os.getgrouplist(user, account.pw_gid),
        )
        assert self.process.stdout is not None
        self.seen: dict[str, str] = json.loads(self.process.stdout.readline())

    def end(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=30)


def _probe(user: str, folder: Path) -> dict[str, str]:
    probe = Probe(user, folder)
    probe.end()
    return probe.seen


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.lstat().st_mode)


def _everything(folder: Path) -> list[Path]:
    return [folder, *sorted(folder.rglob("*"))]


def _fill(govern: Govern, site: AuditSite) -> None:
    for n in range(3):
        result = govern(
            "--config", site.config, "audit", "append", "--kind", "decision", "--actor", "t",
            "--subject", f"job:{n}",
        )  # fmt: skip
        assert result.code == 0, result.stderr
    result = govern("--config", site.config, "audit", "checkpoint")
    assert result.code == 0, result.stderr


def _refused_append(govern: Govern, site: AuditSite) -> str:
    """The one-line error of a `govern audit append` that must fail."""
    result = govern(
        "--config", site.config, "audit", "append", "--kind", "k", "--actor", "a",
        "--subject", "s",
    )  # fmt: skip
    assert result.code == 2
    assert len(result.stderr.strip().splitlines()) == 1
    return result.stderr


def test_a_new_log_is_private_to_the_account_that_writes_it(
    shared_site: AuditSite, accounts: Accounts, govern: Govern
) -> None:
    old_umask = os.umask(0o022)  # the usual umask: modes come from govern, not from it
    try:
        _fill(govern, shared_site)
    finally:
        os.umask(old_umask)
    folder = shared_site.log_dir
    for path in _everything(folder):
        expected = 0o700 if path.is_dir() else 0o600
        assert _mode(path) == expected, path
    for user in (accounts.outsider, accounts.reader):
        seen = _probe(user, folder)
        assert seen == {
            "list": "Permission denied",
            ENTRIES: "Permission denied",
            "checkpoint": "Permission denied",
            "lock": "Permission denied",
        }


def test_the_reader_group_reads_the_log_but_cannot_stall_it(
    shared_site: AuditSite, accounts: Accounts, govern: Govern
) -> None:
    shared_site.write_config(f'reader_group = "{accounts.group}"\n')
    _fill(govern, shared_site)
    folder = shared_site.log_dir
    # A daemon appends without the configuration: it keeps the group the folder has.
    with open_log(folder) as log:
        log.append("decision", "slurmctld", "job:9", {})
    gid = grp.getgrnam(accounts.group).gr_gid
    for path in _everything(folder):
        locks = (LOCK, CHECKPOINT_LOCK)
        expected = 0o750 if path.is_dir() else 0o600 if path.name in locks else 0o640
        assert (_mode(path), path.stat().st_gid) == (expected, gid), path

    reader = Probe(accounts.reader, folder)
    try:
        assert reader.seen == {
            "list": "ok",
            ENTRIES: "read",
            "checkpoint": "read",
            "lock": "Permission denied",
        }
        with open_log(folder, lock_timeout=5) as log:  # nobody else holds the lock
            assert log.append("decision", "slurmctld", "job:10", {}) == 4
    finally:
        reader.end()
    assert _probe(accounts.outsider, folder)["list"] == "Permission denied"


def test_a_log_left_open_by_an_older_govern_is_closed_by_its_next_writer(
    shared_site: AuditSite, accounts: Accounts, govern: Govern
) -> None:
    _fill(govern, shared_site)
    folder = shared_site.log_dir
    for path in _everything(folder):
        path.chmod(0o755 if path.is_dir() else 0o644)
    attacker = Probe(accounts.outsider, folder)
    attacker.end()
    assert attacker.seen["lock"] == "held"  # what any user could do to every writer

    with open_log(folder) as log:  # the daemon's way: no configuration at hand
        log.append("decision", "slurmctld", "job:3", {})
    assert _mode(folder) == 0o750 and folder.stat().st_gid == 0  # its group stays root's
    assert _mode(folder / ENTRIES) == 0o640 and _mode(folder / LOCK) == 0o600
    seen = _probe(accounts.outsider, folder)
    assert seen["list"] == seen[ENTRIES] == seen["lock"] == "Permission denied"

    _fill(govern, shared_site)  # a configured command: no reader group, owner only
    assert _mode(folder) == 0o700 and _mode(folder / ENTRIES) == 0o600


def test_a_writer_refuses_a_log_folder_another_account_owns(
    shared_site: AuditSite, accounts: Accounts, govern: Govern
) -> None:
    _fill(govern, shared_site)
    folder = shared_site.log_dir
    outsider = pwd.getpwnam(accounts.outsider)
    os.chown(folder, outsider.pw_uid, outsider.pw_gid)
    with pytest.raises(AuditError, match="does not belong to uid 0"):
        open_log(folder)
    assert "does not belong to uid 0" in _refused_append(govern, shared_site)


@pytest.mark.parametrize("planted", ["symlink", "hard link"])
def test_a_writer_never_writes_through_a_planted_name(tmp_path: Path, planted: str) -> None:
    victim = tmp_path / "shadow"
    victim.write_text("root:$6$secret:19000:0:99999:7:::\n")
    folder = tmp_path / "audit"
    folder.mkdir(mode=0o700)
    if planted == "symlink":
        (folder / ENTRIES).symlink_to(victim)
    else:
        os.link(victim, folder / ENTRIES)
    with pytest.raises(AuditError, match=f"{ENTRIES}"):
        open_log(folder)
    assert victim.read_text() == "root:$6$secret:19000:0:99999:7:::\n"


def test_a_writer_refuses_a_log_folder_another_account_can_swap(
    open_root: Path, accounts: Accounts
) -> None:
    victim = open_root / "etc"
    victim.mkdir(mode=0o755)
    (victim / "passwd").write_text("root:x:0:0::/root:/bin/sh\n")
    project = open_root / "project"
    project.mkdir()
    outsider = pwd.getpwnam(accounts.outsider)
    os.chown(project, outsider.pw_uid, outsider.pw_gid)
    # The account that owns the folder above the log points the log's name at root's folder.
    subprocess.run(
        [SYSTEM_PYTHON, "-I", "-c", f"import os; os.symlink({str(victim)!r}, 'audit')"],
        cwd=project, user=outsider.pw_uid, group=outsider.pw_gid, extra_groups=[], check=True,
    )  # fmt: skip
    with pytest.raises(AuditError, match="it is a symlink"):
        open_log(project / "audit")
    assert _mode(victim) == 0o755 and sorted(p.name for p in victim.iterdir()) == ["passwd"]

    (project / "audit").unlink()
    with pytest.raises(AuditError, match="which another account can change"):
        open_log(project / "audit")
    shared = open_root / "shared"
    shared.mkdir()
    shared.chmod(0o777)  # anyone may rename the log folder away and put their own in its place
    with pytest.raises(AuditError, match="which another account can change"):
        open_log(shared / "audit")
    os.chown(shared, 0, grp.getgrnam(accounts.group).gr_gid)
    shared.chmod(0o775)  # so may the members of its group
    with pytest.raises(AuditError, match="which another account can change"):
        open_log(shared / "audit")
    os.chown(shared, 0, 0)  # root's group: as trusted as root (a git checkout's usual 0775)
    with open_log(shared / "audit") as log:
        assert log.size() == 0
    shutil.rmtree(shared / "audit")
    shared.chmod(0o1777)  # sticky, like /tmp: others cannot rename what is root's
    with open_log(shared / "audit") as log:
        assert log.append("decision", "slurmctld", "job:1", {}) == 0


class LockHolder:
    """Another writer of this account that took the lock and is stuck holding it."""

    def __init__(self, folder: Path) -> None:
        code = (
            "import fcntl, os, sys\n"
            f"fd = os.open({str(folder / LOCK)!r}, os.O_RDWR)\n"
            "fcntl.flock(fd, fcntl.LOCK_EX)\n"
            "print('held', flush=True)\n"
            "sys.stdin.read()\n"
        )
        self.process = subprocess.Popen(
            [sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE
        )
        assert self.process.stdout is not None
        assert self.process.stdout.readline() == b"held\n"

    def release(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=30)


def test_a_stuck_lock_holder_fails_appends_in_bounded_time(
    audit_site: AuditSite, govern: Govern
) -> None:
    _fill(govern, audit_site)
    holder = LockHolder(audit_site.log_dir)
    try:
        with open_log(audit_site.log_dir, lock_timeout=0.5) as log:
            started = time.monotonic()
            with pytest.raises(AuditError, match=r"stayed locked by another writer for 0\.5 s"):
                log.append("decision", "slurmctld", "job:4", {})
            waited = time.monotonic() - started
            assert 0.5 <= waited < 10  # bounded: a loaded machine adds at most seconds

            # A daemon's writer waits less than a command, whatever the log's own wait.
            with log.writer() as writer:
                durable = writer.submit("decision", "slurmctld", "job:5", {})
                with pytest.raises(AuditError, match=r"stayed locked by another writer for 0\.3 s"):
                    durable.result(timeout=30)

        audit_site.write_config("lock_timeout_seconds = 0.5\n")
        refusal = _refused_append(govern, audit_site)
        assert "stayed locked by another writer for 0.5 s: nothing was appended" in refusal
    finally:
        holder.release()
    with open_log(audit_site.log_dir, create=False) as log:
        assert log.size() == 3  # nothing of the refused appends got in
    with open_log(audit_site.log_dir) as log:
        assert log.append("decision", "slurmctld", "job:6", {}) == 3


def test_an_idle_writer_leaves_another_process_lock_to_its_thread(log: AuditLog) -> None:
    """A submission that finds the writer idle is appended by its submitter only if the lock is
    free at once: a daemon's event loop never waits on another process's append."""
    holder = LockHolder(log.directory)
    try:
        with log.writer(lock_timeout=30, alone_after=ALONE_AFTER_SECONDS) as writer:
            time.sleep(ALONE_AFTER_SECONDS * 2)
            started = time.monotonic()
            durable = writer.submit("decision", "slurmctld", "job:0", {})
            assert time.monotonic() - started < 0.25  # the holder keeps the lock for seconds
            time.sleep(0.5)
            assert not durable.done()
            holder.release()
            assert durable.result(timeout=30) == 0
    finally:
        holder.release()


def test_appends_go_on_while_a_checkpoint_publishes_its_tiles(
    log: AuditLog, key: SigningKey, trust: Trust, monkeypatch: pytest.MonkeyPatch
) -> None:
    for n in range(5):
        log.append("decision", "slurmctld", f"job:{n}", {})
    publishing, finish = threading.Event(), threading.Event()
    publish = tiles.publish_tiles

    def held_up(published: AuditLog, size: int) -> None:
        publishing.set()
        finish.wait(60)
        publish(published, size)

    monkeypatch.setattr(tiles, "publish_tiles", held_up)
    made: list[SignedCheckpoint] = []
    checkpointing = threading.Thread(target=lambda: made.append(log.checkpoint(key)))
    checkpointing.start()
    try:
        assert publishing.wait(60)
        with open_log(log.directory, lock_timeout=1) as other:
            assert other.append("decision", "slurmctld", "job:5", {}) == 5
            with pytest.raises(AuditError, match="no checkpoint was made"):
                other.checkpoint(key)  # checkpoints still take turns
    finally:
        finish.set()
        checkpointing.join(60)
    assert made[0].checkpoint.size == 5
    report = verify_log(log, trust)
    assert report.ok, report.problems
    assert (report.size, report.checkpoint and report.checkpoint.size) == (6, 5)


def test_whichever_writer_creates_the_log_gives_it_the_reader_group(
    site: Site, accounts: Accounts, tmp_path: Path
) -> None:
    config = site.config.read_text()
    site.config.write_text(
        config.replace("[audit]\n", f'[audit]\nreader_group = "{accounts.group}"\n')
    )
    folder = site.root / "examples" / "site" / "var" / "audit"
    shutil.rmtree(folder, ignore_errors=True)
    daemon = Daemon(site.config, tmp_path / "decide.sock", tmp_path / "serve.log")
    daemon.start()
    try:
        assert Client(daemon.socket_path).ask(ITAR_ON_GPU)["decision"] == "deny"
    finally:
        daemon.stop()
    gid = grp.getgrnam(accounts.group).gr_gid
    assert (_mode(folder), folder.stat().st_gid) == (0o750, gid)
    assert (_mode(folder / ENTRIES), (folder / ENTRIES).stat().st_gid) == (0o640, gid)


def test_the_daemon_denies_with_the_reason_while_the_log_is_stuck(
    site: Site, tmp_path: Path
) -> None:
    daemon = Daemon(site.config, tmp_path / "decide.sock", tmp_path / "serve.log")
    daemon.start()
    try:
        client = Client(daemon.socket_path)
        allowed = {**ITAR_ON_GPU, "destination": "partition:itar"}
        assert client.ask(allowed)["decision"] == "allow"  # the log now exists
        holder = LockHolder(site.root / "examples" / "site" / "var" / "audit")
        try:
            answer = client.ask(allowed)  # the client gives up after 10 s: no hang
        finally:
            holder.release()
        assert answer["decision"] == "deny"
        assert "audit log unavailable" in json.dumps(answer)
        assert "stayed locked by another writer" in json.dumps(answer)
        assert client.ask(allowed)["decision"] == "allow"
    finally:
        daemon.stop()


def test_verify_warns_when_the_log_is_open_to_others(
    audit_site: AuditSite, accounts: Accounts, govern: Govern
) -> None:
    _fill(govern, audit_site)
    folder = audit_site.log_dir
    private = govern("--config", audit_site.config, "audit", "verify", "--json")
    assert private.code == 0, private.stdout + private.stderr
    assert json.loads(private.stdout)["warnings"] == []
    assert "WARN" not in private.stderr

    folder.chmod(0o755)
    (folder / ENTRIES).chmod(0o644)
    opened = govern("--config", audit_site.config, "audit", "verify")
    assert opened.code == 0  # the history itself is intact
    assert f"WARN {folder} (owner uid 0, mode 0755) is open to every local user" in opened.stderr
    assert f"WARN {folder / ENTRIES} (owner uid 0, mode 0644) is open to every" in opened.stderr
    assert opened.stdout.startswith("ok: 3 entries")

    gid = grp.getgrnam(accounts.group).gr_gid
    for path in _everything(folder):
        os.chown(path, -1, gid)
        path.chmod(0o750 if path.is_dir() else 0o640)
    unexpected = govern("--config", audit_site.config, "audit", "verify", "--json")
    warnings = json.loads(unexpected.stdout)["warnings"]
    assert any(f"{folder} " in w and "no reader group is configured" in w for w in warnings)

    audit_site.write_config(f'reader_group = "{accounts.group}"\n')
    configured = govern("--config", audit_site.config, "audit", "verify", "--json")
    assert sorted(json.loads(configured.stdout)["warnings"]) == [
        f"{folder / name} (owner uid 0, mode 0640) lets its group take the writers' lock"
        for name in (CHECKPOINT_LOCK, LOCK)
    ]
