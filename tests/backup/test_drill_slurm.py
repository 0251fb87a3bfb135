"""The drill's Slurm check against the real slurmctld 22.05: a restored slurm.conf must start a
sandboxed controller that answers, without touching the live one or leaving a process behind."""

from __future__ import annotations

import hashlib
import os
import shutil
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

from govern.backup.drills import slurmconf
from govern.backup.drills.slurm import check_slurm_config
from govern.errors import BackupError
from tests.services.slurm import SlurmCluster, ensure_munged

pytestmark = pytest.mark.slow

HOST = socket.gethostname().split(".")[0]

# A production-shaped config: its controllers, nodes and slurmdbd are names this host cannot
# resolve, its paths are the live system's, and it runs programs and a Lua plugin.
RESTORED = """\
# restored from the backup
ClusterName=prod
SlurmctldHost=ctl01(10.1.0.1)
SlurmctldHost=ctl02
SlurmUser=slurm
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
AccountingStorageType=accounting_storage/slurmdbd
AccountingStorageHost=dbd01
AccountingStorageEnforce=associations,limits
JobSubmitPlugins=lua
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmctldPidFile=/run/slurmctld.pid SlurmdPidFile=/run/slurmd.pid
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmSchedLogFile=/var/log/slurm/sched.log
SlurmctldPrimaryOnProg=/usr/local/sbin/take-vip
ResumeProgram=/usr/local/sbin/power-on
MailProg=/usr/bin/mail
MaxJobCount=5000
GresTypes=gpu
NodeName=DEFAULT CPUs=2 RealMemory=4000 State=UNKNOWN
NodeName=gpu[01-24] Gres=gpu:2
NodeName=cpu[001-016]
PartitionName=gpu Nodes=gpu[01-24] MaxTime=INFINITE State=UP Default=YES
PartitionName=cpu Nodes=cpu[001-016] MaxTime=2-00:00:00 State=UP
"""
GRES = "NodeName=gpu[01-24] Name=gpu File=/dev/nvidia[0-1]\n"
CGROUP = "CgroupPlugin=autodetect\n"


@pytest.fixture(scope="module", autouse=True)
def munge() -> None:
    ensure_munged()


@pytest.fixture
def restored(tmp_path: Path) -> Path:
    folder = tmp_path / "restored" / "etc" / "slurm"
    folder.mkdir(parents=True)
    (folder / "slurm.conf").write_text(RESTORED)
    (folder / "gres.conf").write_text(GRES)
    (folder / "cgroup.conf").write_text(CGROUP)
    (folder / "job_submit.lua").write_text('error("job_submit.lua from the backup must not run")\n')
    return folder / "slurm.conf"


@pytest.fixture
def sandbox(tmp_path: Path) -> Path:
    folder = tmp_path / "sandbox"
    folder.mkdir(mode=0o700)
    return folder


def _digests(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir()}


def _processes_under(folder: Path) -> list[str]:
    """Live processes that name FOLDER, or are Slurm's and in another network namespace than
    ours (slurmscriptd's command line names no file)."""
    ours = os.readlink("/proc/self/ns/net")
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
            network = os.readlink(entry / "ns" / "net")
        except (OSError, IndexError):
            continue
        elsewhere = "slurm" in command and network != ours
        if state != "Z" and (str(folder) in command or elsewhere):
            found.append(command)
    return found


def test_good_config_starts_answers_and_lists_differences(
    restored: Path, sandbox: Path, tmp_path: Path
) -> None:
    live = tmp_path / "live" / "slurm.conf"
    live.parent.mkdir()
    live.write_text(
        RESTORED.replace("MaxJobCount=5000", "MaxJobCount=10000").replace(
            "PartitionName=cpu Nodes=cpu[001-016] MaxTime=2-00:00:00",
            "PartitionName=cpu Nodes=cpu[001-016] MaxTime=1-00:00:00",
        )
        + "maxarraysize=2001   # comment\n"
    )
    before = _digests(restored.parent)

    result = check_slurm_config(restored, sandbox=sandbox, live_conf=live, timeout=30)

    assert result.ok, result.message
    assert result.details["nodes"] == 40
    assert result.details["partitions"] == 2
    assert result.details["slurm_version"].startswith("22.05")
    assert result.details["seconds"] < 15
    rewritten = set(result.details["rewritten"])
    assert {
        "StateSaveLocation",
        "SlurmdSpoolDir",
        "SlurmctldPidFile",
        "SlurmdPidFile",
        "SlurmctldLogFile",
        "SlurmSchedLogFile",
        "SlurmctldHost",
        "SlurmUser",
        "AccountingStorageType",
        "AccountingStorageEnforce",
        "JobSubmitPlugins",
        "SlurmctldPrimaryOnProg",
        "ResumeProgram",
        "MailProg",
    } <= rewritten
    assert set(result.details["companions"]) == {"gres.conf", "cgroup.conf"}
    assert "MaxJobCount: live 10000, restored 5000" in result.differences
    assert "only in live: maxarraysize=2001" in result.differences
    assert any(
        d.startswith("PartitionName=cpu: live") and "1-00:00:00" in d and "2-00:00:00" in d
        for d in result.differences
    )
    assert len(result.differences) == 3
    assert _digests(restored.parent) == before, "the restored files were modified"
    copy = (sandbox / "etc" / "slurm.conf").read_text()
    assert f"SlurmctldHost={HOST}(127.0.0.1)" in copy
    assert "ctl01" not in copy and "JobSubmitPlugins" not in copy
    assert not (sandbox / "etc" / "job_submit.lua").exists()
    assert (sandbox / "etc" / "gres.conf").read_text() == GRES
    assert (sandbox / "log" / "slurmctld.log").stat().st_size > 0
    assert _processes_under(sandbox) == []


def test_same_config_has_no_differences(restored: Path, sandbox: Path) -> None:
    result = check_slurm_config(restored, sandbox=sandbox, live_conf=restored)
    assert result.ok, result.message
    assert result.differences == ()


@pytest.mark.parametrize(
    ("line", "quoted"),
    [
        # The line number is the restored file's own, though the copy slurmctld read differs.
        (
            "this is not a setting",
            f"Parse error in file {{conf}} line {len(RESTORED.splitlines()) + 1}: "
            '"this is not a setting"',
        ),
        ("FrobnicateLevel=3", "unrecognized key: FrobnicateLevel"),
        ("NodeName=gpu99 CPUs=many", 'CPUs value "many" is not a valid number'),
    ],
)
def test_rejected_config_fails_quoting_slurmctld(
    restored: Path, sandbox: Path, line: str, quoted: str
) -> None:
    restored.write_text(RESTORED + line + "\n")

    result = check_slurm_config(restored, sandbox=sandbox, timeout=20)

    assert not result.ok
    assert result.message.startswith("slurmctld rejected the restored slurm.conf: error: ")
    assert quoted.format(conf=restored) in result.message
    assert "\n" not in result.message
    assert _processes_under(sandbox) == []


def test_missing_file_fails(sandbox: Path, tmp_path: Path) -> None:
    result = check_slurm_config(tmp_path / "slurm.conf", sandbox=sandbox)
    assert not result.ok
    assert "slurm.conf: no such file" in result.message


def test_symlinked_slurm_conf_is_refused(restored: Path, sandbox: Path, tmp_path: Path) -> None:
    target = tmp_path / "elsewhere.conf"
    restored.rename(target)
    restored.symlink_to(target)

    result = check_slurm_config(restored, sandbox=sandbox)

    assert not result.ok
    assert "slurm.conf in the restored folder is a symlink; refused" in result.message
    assert list(sandbox.iterdir()) == []


def test_symlinked_gres_conf_is_refused(restored: Path, sandbox: Path) -> None:
    gres = restored.parent / "gres.conf"
    gres.unlink()
    gres.symlink_to("/etc/shadow")

    result = check_slurm_config(restored, sandbox=sandbox)

    assert not result.ok
    assert "gres.conf in the restored folder is a symlink; refused" in result.message
    assert list(sandbox.iterdir()) == []


@pytest.mark.parametrize("target", ["/etc/shadow", "../../../../../../etc/shadow", "%c.conf"])
def test_include_outside_the_restored_folder_is_refused(
    restored: Path, sandbox: Path, target: str
) -> None:
    restored.write_text(RESTORED + f"Include {target}\n")

    result = check_slurm_config(restored, sandbox=sandbox)

    assert not result.ok
    assert "refused" in result.message
    assert list(sandbox.iterdir()) == []


def test_include_inside_the_restored_folder_is_inlined(restored: Path, sandbox: Path) -> None:
    parts = restored.parent / "parts"
    parts.mkdir()
    (parts / "nodes.conf").write_text("NodeName=extra[1-2] CPUs=2\n")
    restored.write_text(RESTORED + f"include {restored.parent}/parts/nodes.conf\n")

    result = check_slurm_config(restored, sandbox=sandbox)

    assert result.ok, result.message
    assert result.details["included"] == ["parts/nodes.conf"]
    assert result.details["nodes"] == 42
    assert "Include" not in (sandbox / "etc" / "slurm.conf").read_text()


def test_symlinked_include_is_refused(restored: Path, sandbox: Path) -> None:
    (restored.parent / "nodes.conf").symlink_to("/etc/passwd")
    restored.write_text(RESTORED + "Include nodes.conf\n")

    result = check_slurm_config(restored, sandbox=sandbox)

    assert not result.ok
    assert "nodes.conf in the restored folder is a symlink" in result.message


def test_huge_config_is_refused_unread(restored: Path, sandbox: Path) -> None:
    with restored.open("a") as handle:
        handle.truncate(slurmconf.MAX_BYTES + 1)

    result = check_slurm_config(restored, sandbox=sandbox)

    assert not result.ok
    assert f"over the {slurmconf.MAX_BYTES} a Slurm config may have" in result.message


def test_node_lines_naming_too_many_hosts_are_refused(restored: Path, sandbox: Path) -> None:
    restored.write_text(RESTORED + "NodeName=n[00000-59999] CPUs=2\n" * 50)

    result = check_slurm_config(restored, sandbox=sandbox)

    assert not result.ok
    assert f"name over {slurmconf.MAX_HOSTS} hosts; refused" in result.message
    assert result.details["seconds"] < 5


def test_fifo_in_place_of_slurm_conf_is_refused(restored: Path, sandbox: Path) -> None:
    restored.unlink()
    os.mkfifo(restored)

    result = check_slurm_config(restored, sandbox=sandbox)

    assert not result.ok
    assert "not a regular file" in result.message


def test_user_writable_plugin_dir_is_refused(restored: Path, sandbox: Path, tmp_path: Path) -> None:
    plugins = tmp_path / "plugins"
    plugins.mkdir(mode=0o777)
    plugins.chmod(0o777)
    restored.write_text(RESTORED + f"PluginDir={plugins}\n")

    result = check_slurm_config(restored, sandbox=sandbox)

    assert not result.ok
    assert f"PluginDir {plugins}" in result.message
    assert "writable by others than root" in result.message


def test_sandbox_must_be_private_and_empty(restored: Path, tmp_path: Path) -> None:
    shared = tmp_path / "shared"
    shared.mkdir(mode=0o755)
    shared.chmod(0o755)
    assert "mode 0700" in check_slurm_config(restored, sandbox=shared).message

    used = tmp_path / "used"
    used.mkdir(mode=0o700)
    (used / "leftover").write_text("")
    assert "not empty" in check_slurm_config(restored, sandbox=used).message


def test_missing_munged_socket_fails_clearly(restored: Path, sandbox: Path, tmp_path: Path) -> None:
    restored.write_text(RESTORED + f"AuthInfo=socket={tmp_path}/no-munge.socket\n")

    result = check_slurm_config(restored, sandbox=sandbox)

    assert not result.ok
    assert "munged does not answer" in result.message
    assert "start munge" in result.message


def test_missing_slurmctld_says_what_to_install(
    restored: Path, sandbox: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))

    result = check_slurm_config(restored, sandbox=sandbox)

    assert not result.ok
    assert "apt-get install slurmctld slurm-client" in result.message


def test_timeout_fails_and_leaves_no_process(restored: Path, sandbox: Path) -> None:
    result = check_slurm_config(restored, sandbox=sandbox, timeout=0.01)

    assert not result.ok
    assert "did not answer `scontrol ping` within 0.01 s" in result.message
    assert _processes_under(sandbox) == []


@pytest.fixture
def live_cluster(tmp_path: Path) -> Iterator[SlurmCluster]:
    cluster = SlurmCluster(tmp_path / "live", job_submit=False)
    cluster.start()
    try:
        yield cluster
    finally:
        cluster.stop()


def test_live_controller_is_not_disturbed(
    live_cluster: SlurmCluster, sandbox: Path, tmp_path: Path
) -> None:
    # The restored config is the live one itself: same ports, same host, same paths.
    folder = tmp_path / "restored-live"
    folder.mkdir()
    for name in ("slurm.conf", "gres.conf"):
        shutil.copy(live_cluster.conf_dir / name, folder / name)
    live_state = sorted(p.name for p in (live_cluster.root / "state").iterdir())
    hosts = Path("/etc/hosts").read_bytes()

    result = check_slurm_config(folder / "slurm.conf", sandbox=sandbox, live_conf=live_cluster.conf)

    assert result.ok, result.message
    assert result.differences == ()
    assert "UP" in live_cluster.run("scontrol", "ping").stdout
    assert "idle" in live_cluster.run("sinfo", "-h", "-o", "%t").stdout
    assert sorted(p.name for p in (live_cluster.root / "state").iterdir()) == live_state
    assert _processes_under(sandbox) == []
    assert Path("/etc/hosts").read_bytes() == hosts, "the sandbox's hosts file leaked out"


def test_hostlist_expansion() -> None:
    assert slurmconf.expand_hostlist("gpu[01-03,07],login1") == [
        "gpu01",
        "gpu02",
        "gpu03",
        "gpu07",
        "login1",
    ]
    assert slurmconf.expand_hostlist("r[1-2]n[1-2]") == ["r1n1", "r1n2", "r2n1", "r2n2"]
    with pytest.raises(BackupError, match="over"):
        slurmconf.expand_hostlist("n[0-99999999]")
    with pytest.raises(BackupError, match="over"):
        slurmconf.expand_hostlist("a[0-999]b[0-999]")
