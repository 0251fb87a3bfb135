"""The restore drill's Slurm check: start slurmctld on the restored configuration, in a sandbox,
and require it to answer.

slurmctld runs in its own network, mount and PID namespaces (`unshare`): its ports never meet the
live controller's, the names it resolves come from a hosts file of the sandbox's (bind-mounted over
/etc/hosts in its mount namespace only), and when the namespace's first process ends the kernel ends
every other one, so nothing it started can outlive the check. munge is the host's own daemon: its
socket is a path, which other namespaces reach, and a sandbox munged would need a key of its own to
prove nothing more than that munged starts.

The sandbox copy differs from the restored files only where running it would touch the live
system: state, spool, pid and log paths point into the sandbox; SlurmctldHost is this host at
127.0.0.1; SlurmUser is root (the sandbox is root's alone); slurmdbd accounting is off (no
slurmdbd is reachable, and 22.05 refuses to start without one); JobSubmitPlugins and
BurstBufferType are off (their Lua scripts come from the backup and would run as root); the
programs slurmctld runs (PrologSlurmctld, ResumeProgram, SlurmctldPrimaryOnProg, MailProg ...)
are `true`, since a drill must not power nodes, move addresses or send mail.
`details["rewritten"]` lists the keys."""

from __future__ import annotations

import contextlib
import ipaddress
import os
import re
import shutil
import signal
import socket
import stat
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from govern.backup.drills import slurmconf
from govern.backup.drills.checks import CheckResult
from govern.errors import BackupError

NAME = "slurm-config"

# Beside slurm.conf, the files slurmctld itself may read. plugstack.conf is left out: slurmctld
# does not load SPANK plugins, and its lines name shared objects to load.
COMPANIONS = (
    "gres.conf",
    "cgroup.conf",
    "topology.conf",
    "acct_gather.conf",
    "job_container.conf",
    "mpi.conf",
    "oci.conf",
)

_PROGRAMS = (
    "prologslurmctld",
    "epilogslurmctld",
    "resumeprogram",
    "suspendprogram",
    "resumefailprogram",
    "rebootprogram",
    "slurmctldprimaryonprog",
    "slurmctldprimaryoffprog",
    "mailprog",
    "healthcheckprogram",
    "prolog",
    "epilog",
    "srunprolog",
    "srunepilog",
    "taskprolog",
    "taskepilog",
    "unkillablestepprogram",
)
# SlurmctldAddr would send scontrol to an address outside the sandbox's network.
_LEGACY_HOSTS = (
    "controlmachine",
    "controladdr",
    "backupcontroller",
    "backupaddr",
    "slurmctldaddr",
)
_MUNGE_SOCKET = Path("/run/munge/munge.socket.2")
_INSTALL = "apt-get install slurmctld slurm-client"
# After `scontrol ping` answers, the other queries get at least this long.
_QUERY_SECONDS = 5.0
_STOP_SECONDS = 5.0
_LOG_TAIL = 256 * 1024

# slurmctld logs these on every start in a fresh sandbox; they never explain a refusal.
_NOISE = re.compile(
    r"state file|NOTE: Trying backup|mpi/pmix|PMIx|MPI: Cannot create context|"
    r"_validate_slurmd_addr|slurm_set_addr|slurm_get_port|get_addr_info|MailProg",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class _Tools:
    slurmctld: str
    scontrol: str
    unshare: str
    nsenter: str
    ip: str
    mount: str
    true: str


def check_slurm_config(
    restored_conf: Path,
    *,
    sandbox: Path,
    live_conf: Path | None = None,
    timeout: float = 30.0,
) -> CheckResult:
    """Start slurmctld on a sandbox copy of RESTORED_CONF (and the files beside it) and pass
    only when `scontrol ping` says UP and `scontrol show config` answers within TIMEOUT seconds.
    SANDBOX is an empty folder of root's, mode 0700. Differences from LIVE_CONF are listed,
    never failed."""
    started = time.monotonic()
    details: dict[str, object] = {}
    try:
        return _check(restored_conf, sandbox, live_conf, timeout, started, details)
    except BackupError as error:
        message = str(error)
    except Exception as error:  # fail closed: whatever went wrong, the check did not pass
        message = f"the Slurm config check failed: {type(error).__name__}: {error}"
    details["seconds"] = round(time.monotonic() - started, 2)
    return CheckResult(NAME, False, _one_line(message), details)


def _check(
    restored_conf: Path,
    sandbox: Path,
    live_conf: Path | None,
    timeout: float,
    started: float,
    details: dict[str, object],
) -> CheckResult:
    tools = _tools()
    _check_sandbox(sandbox)
    folder = restored_conf.parent
    folder_fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        restored = slurmconf.load(folder, folder_fd, restored_conf.name)
        companions = {
            name: slurmconf.load(folder, folder_fd, name)
            for name in COMPANIONS
            if _present(folder_fd, name)
        }
    finally:
        os.close(folder_fd)
    differences = _compare(live_conf, restored)
    _check_plugin_dir(restored)
    _check_munge(restored)

    etc = sandbox / "etc"
    for name in ("etc", "state", "spool", "log", "run"):
        (sandbox / name).mkdir(mode=0o700)
    short = socket.gethostname().split(".")[0]
    overrides = _overrides(restored, sandbox, short, tools.true)
    text, rewritten = slurmconf.render(restored, overrides)
    conf = etc / "slurm.conf"
    _write(conf, text)
    for name, companion in companions.items():
        _write(etc / name, slurmconf.render(companion, {})[0])
    hosts = sandbox / "hosts"
    _write(hosts, _hosts_file(restored, short))
    details.update(
        rewritten=rewritten,
        included=restored.included,
        companions=sorted(companions),
        partitions=len(slurmconf.entities(restored, "partitionname")),
        node_lines=len(slurmconf.entities(restored, "nodename")),
    )

    deadline = started + timeout
    with _controller(tools, conf, hosts, sandbox / "log") as controller:
        answer = _wait_until_up(tools, controller, conf, deadline, timeout)
        if answer is not None:
            if not restored.included:  # then line numbers match too
                answer = answer.replace(str(conf), str(restored_conf))
            details["seconds"] = round(time.monotonic() - started, 2)
            return CheckResult(NAME, False, answer, details, tuple(differences))
        query_deadline = max(deadline, time.monotonic() + _QUERY_SECONDS)
        shown = _scontrol(tools, controller, conf, query_deadline, "show", "config")
        if shown.returncode != 0 or "SLURM_VERSION" not in shown.stdout:
            details["seconds"] = round(time.monotonic() - started, 2)
            return CheckResult(
                NAME,
                False,
                "slurmctld answered ping but not `scontrol show config`: "
                + _one_line(shown.stderr or shown.stdout or "no output"),
                details,
                tuple(differences),
            )
        nodes = _scontrol(tools, controller, conf, query_deadline, "-o", "show", "node")
        parts = _scontrol(tools, controller, conf, query_deadline, "-o", "show", "partition")
    version = re.search(r"^SLURM_VERSION\s*=\s*(\S+)", shown.stdout, re.MULTILINE)
    details.update(
        slurm_version=version.group(1) if version else None,
        nodes=_count_lines(nodes),
        partitions=_count_lines(parts),
        seconds=round(time.monotonic() - started, 2),
    )
    return CheckResult(
        NAME,
        True,
        f"slurmctld started on the restored slurm.conf and answered ({details['nodes']} nodes, "
        f"{details['partitions']} partitions, {len(differences)} differences from live)",
        details,
        tuple(differences),
    )


def _tools() -> _Tools:
    found = {name: shutil.which(name) for name in ("slurmctld", "scontrol")}
    missing = [name for name, path in found.items() if path is None]
    if missing:
        raise BackupError(f"{' and '.join(missing)} not found: {_INSTALL}")
    system = {name: shutil.which(name) for name in ("unshare", "nsenter", "ip", "mount", "true")}
    absent = [name for name, path in system.items() if path is None]
    if absent:
        raise BackupError(
            f"{', '.join(absent)} not found: apt-get install util-linux mount iproute2 coreutils"
        )
    return _Tools(
        slurmctld=str(found["slurmctld"]),
        scontrol=str(found["scontrol"]),
        unshare=str(system["unshare"]),
        nsenter=str(system["nsenter"]),
        ip=str(system["ip"]),
        mount=str(system["mount"]),
        true=str(system["true"]),
    )


def _check_sandbox(sandbox: Path) -> None:
    try:
        info = os.lstat(sandbox)
    except OSError as error:
        raise BackupError(f"sandbox {sandbox}: {error.strerror}; create it (mode 0700)") from error
    if not stat.S_ISDIR(info.st_mode):
        raise BackupError(f"sandbox {sandbox} is not a folder (or is a symlink); refused")
    if info.st_uid != os.geteuid() or info.st_mode & 0o077:
        raise BackupError(
            f"sandbox {sandbox} must be owned by uid {os.geteuid()} with mode 0700; refused"
        )
    if any(sandbox.iterdir()):
        raise BackupError(f"sandbox {sandbox} is not empty; give the check an empty folder")


def _present(folder_fd: int, name: str) -> bool:
    try:
        os.stat(name, dir_fd=folder_fd, follow_symlinks=False)
    except FileNotFoundError:
        return False
    return True


def _compare(live_conf: Path | None, restored: slurmconf.ConfFile) -> list[str]:
    if live_conf is None:
        return []
    folder_fd = os.open(live_conf.parent, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        live = slurmconf.load(live_conf.parent, folder_fd, live_conf.name)
    except BackupError as error:
        return [f"live config not compared: {error}"]
    finally:
        os.close(folder_fd)
    return slurmconf.differences(live, restored)


def _check_plugin_dir(conf: slurmconf.ConfFile) -> None:
    """slurmctld loads shared objects from PluginDir as root: every folder on the way must be
    root's and writable by root alone, or a user could have placed a plugin there."""
    value = slurmconf.value_of(conf, "plugindir")
    if value is None:
        return
    for entry in value.strip('"').split(":"):
        path = Path(os.path.realpath(entry))
        for folder in (path, *path.parents):
            try:
                info = os.stat(folder)
            except OSError as error:
                raise BackupError(f"PluginDir {entry}: {error.strerror}; refused") from error
            if info.st_uid != 0 or info.st_mode & 0o022:
                raise BackupError(
                    f"PluginDir {entry}: {folder} is writable by others than root; refused"
                )


def _check_munge(conf: slurmconf.ConfFile) -> None:
    auth = (slurmconf.value_of(conf, "authtype") or "auth/munge").strip('"').lower()
    if auth != "auth/munge":
        return
    info = slurmconf.value_of(conf, "authinfo") or ""
    named = re.search(r"socket=([^,\"]+)", info)
    path = Path(named.group(1)) if named else _MUNGE_SOCKET
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
        probe.settimeout(2)
        try:
            probe.connect(str(path))
        except OSError as error:
            raise BackupError(
                f"munged does not answer on {path} ({error.strerror or error}): "
                "start munge (systemctl start munge) and run the drill again"
            ) from error


def _overrides(
    conf: slurmconf.ConfFile, sandbox: Path, short: str, true: str
) -> dict[str, str | None]:
    def present(key: str) -> bool:
        return slurmconf.value_of(conf, key) is not None

    log = sandbox / "log"
    overrides: dict[str, str | None] = {
        "slurmctldhost": f"{short}(127.0.0.1)",
        "statesavelocation": str(sandbox / "state"),
        "slurmdspooldir": str(sandbox / "spool"),
        "slurmctldpidfile": str(sandbox / "run" / "slurmctld.pid"),
        "slurmdpidfile": str(sandbox / "run" / "slurmd.pid"),
        "slurmctldlogfile": str(log / "slurmctld.log"),
        "slurmdlogfile": str(log / "slurmd.log"),
    }
    overrides.update({key: None for key in _LEGACY_HOSTS if present(key)})
    if present("slurmschedlogfile"):
        overrides["slurmschedlogfile"] = str(log / "sched.log")
    user = (slurmconf.value_of(conf, "slurmuser") or "root").strip('"')
    if user not in ("root", "0"):
        overrides["slurmuser"] = "root"
    accounting = (slurmconf.value_of(conf, "accountingstoragetype") or "").lower()
    if "slurmdbd" in accounting:
        overrides["accountingstoragetype"] = "accounting_storage/none"
        if present("accountingstorageenforce"):
            overrides["accountingstorageenforce"] = None
    jobcomp = (slurmconf.value_of(conf, "jobcomptype") or "").lower()
    if present("jobcomploc") and ("filetxt" in jobcomp or "script" in jobcomp):
        overrides["jobcomploc"] = true if "script" in jobcomp else str(log / "jobcomp.txt")
    for key in ("jobsubmitplugins", "burstbuffertype"):
        if present(key):
            overrides[key] = None
    for key in _PROGRAMS:
        if present(key):
            overrides[key] = true
    return overrides


def _write(path: Path, text: str) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
    with os.fdopen(fd, "w", encoding=slurmconf.ENCODING) as handle:
        handle.write(text)


_HOSTNAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,252}$")


def _hosts_file(conf: slurmconf.ConfFile, short: str) -> str:
    """Every name slurmctld resolves for a node, at 127.0.0.1: in the sandbox's network no name
    server answers, and slurmctld spends ten seconds on each name it cannot resolve."""
    names = {"localhost", short, socket.gethostname()}
    # Counted before duplicates drop: a file of one long list repeated must not cost more.
    counted = 0
    keys = ("nodename", "nodeaddr", "nodehostname", "frontendname", "frontendaddr")
    for line in conf.lines:
        if line.entity not in ("nodename", "frontendname"):
            continue
        for setting in line.settings:
            if setting.key.lower() not in keys or setting.value.lower() == "default":
                continue
            expanded = slurmconf.expand_hostlist(setting.value.strip('"'))
            counted += len(expanded)
            if counted > slurmconf.MAX_HOSTS:
                raise BackupError(f"the node lines name over {slurmconf.MAX_HOSTS} hosts; refused")
            names.update(expanded)
    lines = ["127.0.0.1 localhost"]
    for name in sorted(names - {"localhost"}):
        with contextlib.suppress(ValueError):
            ipaddress.ip_address(name)
            continue
        if _HOSTNAME.match(name):
            lines.append(f"127.0.0.1 {name}")
    return "\n".join(lines) + "\n"


@dataclass
class _Controller:
    process: subprocess.Popen[bytes]
    stderr: Path
    log: Path
    init_pid: int | None = None


@contextlib.contextmanager
def _controller(tools: _Tools, conf: Path, hosts: Path, log: Path) -> Iterator[_Controller]:
    stderr = log / "slurmctld.stderr"
    # 127.0.0.2 on lo: glibc's AI_ADDRCONFIG counts no loopback-only host as having IPv4, and
    # slurmctld then cannot resolve the address it listens on.
    script = (
        f"{tools.ip} link set lo up && {tools.ip} addr add 127.0.0.2/32 dev lo && "
        f'{tools.mount} --bind "$1" /etc/hosts && exec {tools.slurmctld} -D -f "$2"'
    )
    argv = [
        tools.unshare,
        "--net",
        "--mount",
        "--pid",
        "--fork",
        "--kill-child=SIGKILL",
        "--",
        "/bin/sh",
        "-c",
        script,
        "sh",
        str(hosts),
        str(conf),
    ]
    with open(stderr, "wb") as errors:
        process = subprocess.Popen(
            argv,
            stdin=subprocess.DEVNULL,
            stdout=errors,
            stderr=errors,
            env=_env(conf),
            cwd=str(conf.parent),
            start_new_session=True,
        )
    controller = _Controller(process, stderr, log / "slurmctld.log")
    try:
        yield controller
    finally:
        _stop(controller)


def _env(conf: Path) -> dict[str, str]:
    keep = {key: value for key, value in os.environ.items() if key in ("PATH", "LANG", "TZ")}
    return {**keep, "SLURM_CONF": str(conf)}


def _init_pid(controller: _Controller) -> int | None:
    """The host's pid of the namespace's first process: the child unshare forked."""
    if controller.init_pid is None:
        parent = controller.process.pid
        with contextlib.suppress(OSError):
            children = Path(f"/proc/{parent}/task/{parent}/children").read_text().split()
            if children:
                controller.init_pid = int(children[0])
    return controller.init_pid


def _wait_until_up(
    tools: _Tools, controller: _Controller, conf: Path, deadline: float, timeout: float
) -> str | None:
    """None once `scontrol ping` says UP; else why not, in one line."""
    while True:
        if controller.process.poll() is not None:
            return _rejected(controller)
        if time.monotonic() >= deadline:
            break
        if _init_pid(controller) is not None:
            ping = _scontrol(tools, controller, conf, deadline, "ping")
            if ping.returncode == 0 and " is UP" in ping.stdout:
                return None
        time.sleep(0.1)
    last = _last_error(controller)
    return _one_line(
        f"slurmctld did not answer `scontrol ping` within {timeout:g} s"
        + (f"; its last error: {last}" if last else "")
    )


def _scontrol(
    tools: _Tools, controller: _Controller, conf: Path, deadline: float, *args: str
) -> subprocess.CompletedProcess[str]:
    pid = _init_pid(controller)
    argv = [tools.nsenter, "-t", str(pid), "-n", "-m", "--", tools.scontrol, *args]
    remaining = max(deadline - time.monotonic(), 0.1)
    try:
        return subprocess.run(
            argv,
            capture_output=True,
            text=True,
            errors="replace",
            env=_env(conf),
            timeout=remaining,
            check=False,
            stdin=subprocess.DEVNULL,
        )
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(argv, 124, "", "scontrol timed out")


def _stop(controller: _Controller) -> None:
    """SIGTERM to slurmctld; if it lingers, SIGKILL to unshare, whose death SIGKILLs the
    namespace's first process and with it every process in the namespace."""
    process = controller.process
    if process.poll() is None:
        pid = _init_pid(controller)
        if pid is not None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGTERM)
        try:
            process.wait(_STOP_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    pid = controller.init_pid
    if pid is not None:
        # unshare has reaped its child; wait for the kernel to finish the namespace.
        end = time.monotonic() + _STOP_SECONDS
        while _alive(pid) and time.monotonic() < end:
            time.sleep(0.02)


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def _log_lines(controller: _Controller) -> list[str]:
    lines: list[str] = []
    for path in (controller.stderr, controller.log):
        with contextlib.suppress(OSError), open(path, "rb") as handle:
            handle.seek(max(os.fstat(handle.fileno()).st_size - _LOG_TAIL, 0))
            text = handle.read(_LOG_TAIL).decode("utf-8", "replace")
            lines.extend(_clean(line) for line in text.splitlines())
    return [line for line in lines if line]


def _clean(line: str) -> str:
    line = re.sub(r"^\[[^\]]*\]\s*", "", line.strip())
    return re.sub(r"^slurmctld:\s*", "", line)


def _last_error(controller: _Controller) -> str | None:
    errors = [
        line for line in _log_lines(controller) if "error:" in line and not _NOISE.search(line)
    ]
    return errors[-1] if errors else None


def _rejected(controller: _Controller) -> str:
    lines = _log_lines(controller)
    fatal = next((line for line in lines if line.startswith("fatal:")), None)
    errors = [line for line in lines if line.startswith("error:") and not _NOISE.search(line)]
    code = controller.process.returncode
    if fatal and errors:
        said = f"{errors[0]} ({fatal})"
    else:
        said = fatal or (errors[0] if errors else f"it exited with status {code} and no error")
    return _one_line(f"slurmctld rejected the restored slurm.conf: {said}")


def _count_lines(result: subprocess.CompletedProcess[str]) -> int | None:
    if result.returncode != 0:
        return None
    return sum(1 for line in result.stdout.splitlines() if line.strip())


def _one_line(text: str, limit: int = 400) -> str:
    flat = " ".join("".join(c if c.isprintable() else " " for c in text).split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."
