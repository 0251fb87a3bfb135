"""Identity exports restored and proved to work: govern's identity.json read back with govern's
own loader, and LDAP data exports loaded into a sandbox slapd and queried.

Users in an LDIF export are the entries with objectClass posixAccount: those are the accounts
a cluster logs in with. A directory with no posixAccount at all (people without POSIX
accounts) counts person, organizationalPerson and inetOrgPerson entries instead; the restored
directory is counted by the same rule. Groups are posixGroup or groupOfNames entries, each
counted once.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import socket
import stat
import subprocess
import threading
import time
import urllib.parse
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from govern.backup.drills.checks import CheckResult
from govern.backup.drills.ldif import Entry, checked_lines, entries, normal_dn, within
from govern.backup.drills.slapdconfig import SandboxConfig, minimal_config, restored_config
from govern.backup.drills.slapdconfig import suffixes as config_suffixes
from govern.backup.identity import load_identity_snapshot
from govern.errors import BackupError, GovernError

MAX_JSON = 256 << 20  # an identity.json is parsed whole; past this it is not govern's
MAX_CONFIG = 64 << 20  # a cn=config export is schema and settings: megabytes at most
MAX_ERROR = 64 << 10  # what is read back of slapadd's or slapd's complaints
_INSTALL = "install them: apt-get install slapd ldap-utils"
_TOOLS = ("slapadd", "slapd", "ldapsearch")
_SBIN = "/usr/local/sbin:/usr/sbin:/sbin"
_PERSON = frozenset({"person", "organizationalperson", "inetorgperson"})
_GROUP = frozenset({"posixgroup", "groupofnames"})
_USERS_FILTER = "(objectClass=posixAccount)"
_PEOPLE_FILTER = (
    "(|(objectClass=person)(objectClass=organizationalPerson)(objectClass=inetOrgPerson))"
)
_GROUPS_FILTER = "(|(objectClass=posixGroup)(objectClass=groupOfNames))"


@dataclass(frozen=True)
class IdentityCounts:
    users: int
    groups: int

    def to_json(self) -> dict[str, int]:
        return {"users": self.users, "groups": self.groups}

    @classmethod
    def from_json(cls, data: object) -> IdentityCounts | None:
        if not isinstance(data, dict) or set(data) != {"users", "groups"}:
            return None
        users, groups = data["users"], data["groups"]
        # bool is an int to Python, not to a drill record.
        if not all(type(n) is int and n >= 0 for n in (users, groups)):
            return None
        return cls(users, groups)


def identity_counts(path: Path) -> IdentityCounts | None:
    """Users and groups in an identity export: govern's identity.json or an LDIF data export.
    None when it is neither (a cn=config export, an empty or unreadable file)."""
    try:
        with _open_export(path.parent, path.name) as stream:
            if _first_byte(stream) == b"{":
                return _json_counts(stream)
            return _ldif_counts(stream)
    except (GovernError, OSError, ValueError):
        return None


def check_identity_export(
    restored: Path,
    expected: dict[str, IdentityCounts],
    *,
    sandbox: Path,
    timeout: float = 30.0,
) -> list[CheckResult]:
    """One CheckResult per file named in EXPECTED, restored under RESTORED: read with govern's
    loader, or loaded into a slapd in SANDBOX (an empty 0700 folder of ours) and counted.
    TIMEOUT bounds each file's check; slapd is stopped whatever happens."""
    checker = _Checker(restored, sandbox, timeout)
    results = []
    for index, (name, counts) in enumerate(sorted(expected.items())):
        began = time.monotonic()
        try:
            result = checker.check(index, name, counts)
        except (GovernError, OSError, ValueError, subprocess.SubprocessError) as exc:
            result = _failed(name, f"{name}: {exc}")
        result.details["seconds"] = round(time.monotonic() - began, 3)
        results.append(result)
    return results


def _failed(name: str, message: str, **details: object) -> CheckResult:
    return CheckResult(f"identity export {name}", False, message, dict(details))


class _Checker:
    def __init__(self, restored: Path, sandbox: Path, timeout: float) -> None:
        self.restored = restored
        self.sandbox = sandbox
        self.timeout = timeout
        self._configs: dict[str, list[Entry]] | None = None

    def check(self, index: int, name: str, counts: IdentityCounts) -> CheckResult:
        if "/" in name or name in ("", ".", ".."):
            return _failed(name, f"{name!r} is not a file name: refused")
        try:
            opened = _open_export(self.restored, name)
        except FileNotFoundError:
            return _failed(name, f"{name}: not among the restored files")
        with opened as stream:
            if _first_byte(stream) == b"{":
                return self._check_json(name, stream, counts)
            return self._check_ldif(index, name, stream, counts)

    def _check_json(self, name: str, stream: BinaryIO, counts: IdentityCounts) -> CheckResult:
        data = stream.read(MAX_JSON + 1)
        if len(data) > MAX_JSON:
            return _failed(name, f"{name}: larger than {MAX_JSON} bytes: not an identity export")
        try:
            document = load_identity_snapshot(data)
        except GovernError as exc:
            return _failed(name, f"{name}: govern cannot use it: {exc}")
        found = IdentityCounts(document.count("User"), document.count("Group"))
        return _compared(name, counts, found, "read with govern's identity loader")

    def _check_ldif(
        self, index: int, name: str, stream: BinaryIO, counts: IdentityCounts
    ) -> CheckResult:
        first = next(entries(stream, frozenset()), None)
        if first is None:
            return _failed(name, f"{name}: no LDIF entries: not an identity export")
        if normal_dn(first.dn) == "cn=config":
            return _failed(name, f"{name}: a cn=config export holds no users to count")
        stream.seek(0)
        missing = [tool for tool in _TOOLS if _tool(tool) is None]
        if missing:
            return _failed(name, f"{name}: {', '.join(missing)} not found: {_INSTALL}")
        config_name, config = self._config_for(first.dn, name)
        work = self.sandbox / str(index)
        with _Sandbox(self.sandbox, work, self.timeout) as box:
            if config is None:
                sandbox_config = minimal_config(first.dn, work)
            else:
                sandbox_config = restored_config(config, first.dn, work)
            details: dict[str, object] = {
                "config": config_name or "minimal",
                "suffix": sandbox_config.suffix,
                "config_removed": sandbox_config.removed,
            }
            return box.run(name, stream, sandbox_config, counts, details)

    def _config_for(self, data_dn: str, data_name: str) -> tuple[str | None, list[Entry] | None]:
        """The restored cn=config export with a database for DATA_DN, if there is exactly one."""
        if self._configs is None:
            self._configs = self._find_configs()
        fits = {
            name: config
            for name, config in self._configs.items()
            if name != data_name and any(within(data_dn, s) for s in config_suffixes(config))
        }
        if len(fits) > 1:
            raise BackupError(
                f"several cn=config exports serve {data_dn!r} ({', '.join(sorted(fits))}): "
                "keep one per directory server"
            )
        if not fits:
            return None, None
        ((name, config),) = fits.items()
        return name, config

    def _find_configs(self) -> dict[str, list[Entry]]:
        found: dict[str, list[Entry]] = {}
        directory = os.open(self.restored, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
        try:
            names = [e.name for e in os.scandir(directory) if e.is_file(follow_symlinks=False)]
        finally:
            os.close(directory)
        for name in sorted(names):
            # A file that cannot be read, or is not LDIF, is not a config: its own check (if
            # it is an export) says what is wrong with it.
            with (
                contextlib.suppress(GovernError, OSError, ValueError),
                _open_export(self.restored, name) as stream,
            ):
                first = next(entries(stream, frozenset()), None)
                if first is None or normal_dn(first.dn) != "cn=config":
                    continue
                stream.seek(0)
                if os.fstat(stream.fileno()).st_size > MAX_CONFIG:
                    continue
                found[name] = list(entries(stream))
        return found


def _compared(
    name: str, expected: IdentityCounts, found: IdentityCounts, how: str, **details: object
) -> CheckResult:
    figures = {"recorded": expected.to_json(), "restored": found.to_json(), **details}
    differences = tuple(
        f"{what}: recorded {getattr(expected, what)}, restored {getattr(found, what)}"
        for what in ("users", "groups")
        if getattr(expected, what) != getattr(found, what)
    )
    if differences:
        return CheckResult(
            f"identity export {name}",
            False,
            f"{name}: {'; '.join(differences)}",
            figures,
            differences,
        )
    return CheckResult(
        f"identity export {name}",
        True,
        f"{name}: {found.users} users, {found.groups} groups, {how}",
        figures,
    )


class _Sandbox:
    """A slapd of our own under WORK: config and data loaded with slapadd, answered over an
    ldapi socket; every process it starts is gone when the block ends."""

    def __init__(self, sandbox: Path, work: Path, timeout: float) -> None:
        self.sandbox = sandbox
        self.work = work
        self.deadline = time.monotonic() + timeout
        self.timeout = timeout
        self.processes: list[subprocess.Popen[bytes]] = []
        self.timed_out = False
        self._lock = threading.Lock()
        self._timer = threading.Timer(max(timeout, 0.0), self._expire)
        self._timer.daemon = True

    def __enter__(self) -> _Sandbox:
        _check_sandbox(self.sandbox)
        self.work.mkdir(mode=0o700)
        self._timer.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._timer.cancel()
        with self._lock:
            processes, self.processes = self.processes, []
        for process in processes:
            _stop(process)
        shutil.rmtree(self.work, ignore_errors=True)

    def _expire(self) -> None:
        with self._lock:
            self.timed_out = True
            for process in self.processes:
                with contextlib.suppress(ProcessLookupError):
                    process.kill()

    def _start(self, argv: list[str], **kwargs: object) -> subprocess.Popen[bytes]:
        with self._lock:
            if self.timed_out:
                raise BackupError(f"timed out after {self.timeout} s")
            process = subprocess.Popen(argv, **kwargs)  # type: ignore[call-overload]
            self.processes.append(process)
            return process  # type: ignore[no-any-return]

    def _remaining(self) -> float:
        left = self.deadline - time.monotonic()
        if left <= 0 or self.timed_out:
            raise BackupError(f"timed out after {self.timeout} s")
        return left

    def run(
        self,
        name: str,
        stream: BinaryIO,
        config: SandboxConfig,
        expected: IdentityCounts,
        details: dict[str, object],
    ) -> CheckResult:
        try:
            for directory in [self.work / "slapd.d", *config.directories]:
                directory.mkdir(mode=0o700, parents=True)
            (self.work / "config.ldif").write_bytes(config.ldif)
            phase = time.monotonic()
            error = self._slapadd(["-n", "0", "-l", str(self.work / "config.ldif")], None)
            if error is not None:
                what = "the cn=config export" if details["config"] != "minimal" else "the config"
                return _failed(name, f"{name}: slapadd rejected {what}: {error}", **details)
            error = self._slapadd(["-b", config.suffix], stream)
            details["slapadd_seconds"] = round(time.monotonic() - phase, 3)
            if error is not None:
                return _failed(name, f"{name}: slapadd rejected it: {error}", **details)
            phase = time.monotonic()
            url = self._serve()
            details["slapd_start_seconds"] = round(time.monotonic() - phase, 3)
            phase = time.monotonic()
            found = self._count(url, config.suffix)
            details["search_seconds"] = round(time.monotonic() - phase, 3)
        except BackupError as exc:
            if self.timed_out:
                return _failed(name, f"{name}: timed out after {self.timeout} s", **details)
            return _failed(name, f"{name}: {exc}", **details)
        if self.timed_out:
            return _failed(name, f"{name}: timed out after {self.timeout} s", **details)
        return _compared(name, expected, found, "loaded into slapd and queried", **details)

    def _slapadd(self, args: list[str], stream: BinaryIO | None) -> str | None:
        """None when slapadd took everything, else its most telling complaint."""
        errors = self.work / "slapadd.err"
        with errors.open("wb") as err:
            argv = [_need("slapadd"), "-F", str(self.work / "slapd.d"), *args]
            process = self._start(
                argv,
                stdin=subprocess.PIPE if stream is not None else subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=err,
            )
            if stream is not None:
                assert process.stdin is not None
                try:
                    # Fed from the file we checked, line by line: slapadd reads exactly what
                    # was vetted, never a path that could be swapped under us.
                    for line in checked_lines(stream):
                        process.stdin.write(line)
                except BackupError:
                    process.kill()
                    process.wait()
                    raise
                except BrokenPipeError:
                    pass  # slapadd gave up; its complaint is below
                finally:
                    with contextlib.suppress(BrokenPipeError):
                        process.stdin.close()
            try:
                code = process.wait(self._remaining())
            except subprocess.TimeoutExpired:
                raise BackupError(f"timed out after {self.timeout} s") from None
        if self.timed_out:
            raise BackupError(f"timed out after {self.timeout} s")
        if code == 0:
            return None
        return _complaint(errors) or f"slapadd exited {code}"

    def _serve(self) -> str:
        path = str(self.work / "ldapi")
        if len(path.encode()) > 100:  # sun_path holds 108 bytes
            raise BackupError(f"sandbox path too long for an ldapi socket: {path}")
        url = "ldapi://" + urllib.parse.quote(path, safe="")
        log = self.work / "slapd.log"
        with log.open("wb") as err:
            process = self._start(
                [_need("slapd"), "-d", "0", "-F", str(self.work / "slapd.d"), "-h", url],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=err,
            )
        while not _answers(path):
            if process.poll() is not None:
                reason = _complaint(log) or f"exited {process.returncode}"
                raise BackupError(f"slapd did not start: {reason}")
            self._remaining()
            time.sleep(0.02)
        return url

    def _count(self, url: str, suffix: str) -> IdentityCounts:
        users = self._search(url, suffix, _USERS_FILTER)
        if users == 0:
            users = self._search(url, suffix, _PEOPLE_FILTER)
        return IdentityCounts(users, self._search(url, suffix, _GROUPS_FILTER))

    def _search(self, url: str, base: str, query: str) -> int:
        errors = self.work / "ldapsearch.err"
        with errors.open("wb") as err:
            process = self._start(
                [
                    *(_need("ldapsearch"), "-Q", "-Y", "EXTERNAL", "-H", url, "-LLL"),
                    *("-o", "ldif_wrap=no", "-s", "sub", "-b", base, query, "1.1"),
                ],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=err,
            )
            assert process.stdout is not None
            found = sum(1 for line in process.stdout if line.startswith(b"dn:"))
            try:
                code = process.wait(self._remaining())
            except subprocess.TimeoutExpired:
                raise BackupError(f"timed out after {self.timeout} s") from None
        if code != 0:
            raise BackupError(f"ldapsearch {query} failed: {_complaint(errors) or code}")
        return found


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
    with contextlib.suppress(subprocess.TimeoutExpired):
        process.wait(5)
    for pipe in (process.stdin, process.stdout):
        if pipe is not None:
            with contextlib.suppress(OSError):
                pipe.close()


def _answers(path: str) -> bool:
    with socket.socket(socket.AF_UNIX) as probe:
        probe.settimeout(0.2)
        return probe.connect_ex(path) == 0


def _complaint(path: Path) -> str:
    """The lines that say why: slapadd's last `slapadd: ...` verdict with the detail printed
    just before it (`could not parse entry` alone does not say what is wrong), else the last
    line."""
    with path.open("rb") as stream:
        stream.seek(max(0, path.stat().st_size - MAX_ERROR))
        text = stream.read().decode(errors="replace")
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    verdicts = [i for i, line in enumerate(lines) if line.startswith("slapadd:")]
    if not verdicts:
        return (lines or [""])[-1][:500]
    last = verdicts[-1]
    said = lines[last]
    if last > 0 and not lines[last - 1].startswith("slapadd:"):
        said += ": " + lines[last - 1].removeprefix("<=").strip()
    return said[:500]


def _check_sandbox(sandbox: Path) -> None:
    info = os.lstat(sandbox)
    if (
        not stat.S_ISDIR(info.st_mode)
        or info.st_uid != os.geteuid()
        or stat.S_IMODE(info.st_mode) & 0o077
    ):
        raise BackupError(f"sandbox {sandbox} must be a folder of ours with mode 0700")


def _tool(name: str) -> str | None:
    return shutil.which(name, path=os.environ.get("PATH", "") + ":" + _SBIN)


def _need(name: str) -> str:
    found = _tool(name)
    if found is None:
        raise BackupError(f"{name} not found: {_INSTALL}")
    return found


def _open_export(folder: Path, name: str) -> BinaryIO:
    """A restored regular file, opened without following a symlink at the folder or the file."""
    directory = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
    try:
        # O_NONBLOCK: a FIFO in its place must not hang the drill before fstat refuses it.
        fd = os.open(
            name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=directory
        )
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise BackupError(f"{name} is a symlink: refused") from None
        raise
    finally:
        os.close(directory)
    stream = os.fdopen(fd, "rb")
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        stream.close()
        raise BackupError(f"{name} is not a regular file: refused")
    return stream


def _first_byte(stream: BinaryIO) -> bytes:
    while chunk := stream.read(4096):
        stripped = chunk.lstrip()
        if stripped:
            stream.seek(0)
            return stripped[:1]
    stream.seek(0)
    return b""


def _json_counts(stream: BinaryIO) -> IdentityCounts | None:
    data = stream.read(MAX_JSON + 1)
    if len(data) > MAX_JSON:
        return None
    document = load_identity_snapshot(data)
    return IdentityCounts(document.count("User"), document.count("Group"))


def _ldif_counts(stream: BinaryIO) -> IdentityCounts | None:
    posix = people = groups = 0
    seen = False
    for entry in entries(stream, frozenset({"objectclass"})):
        if not seen and normal_dn(entry.dn) == "cn=config":
            return None  # the server's configuration, not its people
        seen = True
        classes = entry.object_classes()
        posix += "posixaccount" in classes
        people += bool(classes & _PERSON)
        groups += bool(classes & _GROUP)
    if not seen:
        return None
    return IdentityCounts(posix or people, groups)
