"""`govern audit verify-bundle`: check an evidence bundle offline, trusting nothing in it but
what the keys verify. The archive is hostile input: member names, sizes, counts, compression
and every JSON document in it are checked before they are used, nothing is ever extracted to
disk, and a bundle that is not what govern writes is an error (exit 2), not a pass."""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import os
import re
import stat
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from govern.audit.checkpoint import Trust, open_checkpoint
from govern.audit.entry import MAX_ENTRY_BYTES, Entry
from govern.audit.merkle import ProofError, leaf_hash, verify_consistency, verify_inclusion
from govern.audit.note import NoteError, parse_vkey
from govern.audit.trust import MAX_NOTE_BYTES
from govern.errors import AuditError, ReportError
from govern.report.bundle import FORMAT, MANIFEST, REPORT_FOLDER, TRUSTED_KEYS, WITNESS_KEYS
from govern.report.render import JSON_FILE
from govern.validation import describe_validation_error

MAX_ARCHIVE_BYTES = 4 << 30
MAX_MEMBERS = 200_000
MAX_TOTAL_BYTES = 2 << 30  # what all members may unpack to together
MAX_REPORT_FILE_BYTES = 64 << 20
MAX_SMALL_BYTES = 1 << 20  # a proof, a key list, the manifest
# What govern writes, and nothing else: no folders of other names, no "..", no absolute paths.
_NAMES = re.compile(
    r"README\.md|bundle\.json|keys/(trusted|witness)-keys"
    r"|report/[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)?"
    r"|logs/[0-9]{1,6}/(checkpoint|anchored|consistency\.json"
    r"|entries/[0-9]{1,20}|proofs/[0-9]{1,20}\.json)"
)


class _Log(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    log: int = Field(ge=0, lt=1_000_000)
    origin: str
    checkpoint: str
    tree_size: int = Field(ge=0)
    anchored: str | None
    consistency: str | None
    entries: list[int] = Field(max_length=MAX_MEMBERS)


class _Manifest(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    format: str
    site: str
    generated: str
    logs: list[_Log] = Field(max_length=1000)
    report: dict[str, str] = Field(max_length=1000)
    from_: str = Field(alias="from")
    to: str


class _Proof(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    index: int = Field(ge=0)
    tree_size: int = Field(ge=1)
    proof: list[str] = Field(max_length=64)


class _Consistency(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    old_size: int = Field(ge=0)
    new_size: int = Field(ge=0)
    proof: list[str] = Field(max_length=128)


@dataclass
class BundleCheck:
    path: Path
    keys: tuple[str, ...] = ()
    keys_from_bundle: bool = False
    logs: list[dict[str, Any]] = field(default_factory=list)
    entries_checked: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def to_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "bundle": str(self.path),
            "trusted_keys": list(self.keys),
            "keys_from_bundle": self.keys_from_bundle,
            "logs": self.logs,
            "entries_checked": self.entries_checked,
            "problems": self.problems,
        }


class _Archive:
    """The bundle's members, read with every bound applied; nothing outside it is touched."""

    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
        except OSError as exc:
            raise ReportError(f"cannot read the bundle {path}: {exc.strerror}") from None
        handle = os.fdopen(fd, "rb")
        status = os.fstat(fd)
        if not stat.S_ISREG(status.st_mode):
            handle.close()
            raise ReportError(f"{path} is not a regular file")
        if status.st_size > MAX_ARCHIVE_BYTES:
            handle.close()
            raise ReportError(
                f"{path} is {status.st_size} bytes, more than any bundle govern writes"
            )
        try:
            self._zip = zipfile.ZipFile(handle)
        except (zipfile.BadZipFile, OSError, ValueError) as exc:
            handle.close()
            raise ReportError(f"{path} is not a zip archive: {exc}") from None
        self._handle = handle
        self._read = 0
        self.members: dict[str, zipfile.ZipInfo] = {}
        infos = self._zip.infolist()
        if len(infos) > MAX_MEMBERS:
            self.close()
            raise ReportError(f"{path} has {len(infos)} members, more than any bundle")
        for info in infos:
            self._admit(info)

    def _admit(self, info: zipfile.ZipInfo) -> None:
        name = info.filename
        shown = json.dumps(name)[:120]
        if not _NAMES.fullmatch(name) or ".." in name.split("/"):
            self.close()
            raise ReportError(f"{self.path}: member {shown} is no part of an evidence bundle")
        if name in self.members:
            self.close()
            raise ReportError(f"{self.path}: member {shown} is in the archive twice")
        kind = stat.S_IFMT(info.external_attr >> 16)  # 0: no type recorded, a plain file
        if kind and kind != stat.S_IFREG:
            self.close()
            raise ReportError(f"{self.path}: member {shown} is not a plain file")
        if info.flag_bits & 0x1:
            self.close()
            raise ReportError(f"{self.path}: member {shown} is encrypted")
        if info.compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
            self.close()
            raise ReportError(f"{self.path}: member {shown} uses an unexpected compression")
        self.members[name] = info

    def read(self, name: str, limit: int) -> bytes | None:
        """The member's bytes (None: not in the archive); ReportError past LIMIT bytes, whatever
        its header claims, or past what all members may unpack to together."""
        info = self.members.get(name)
        if info is None:
            return None
        if info.file_size > limit:
            raise ReportError(f"{self.path}: {name} is {info.file_size} bytes, over {limit}")
        try:
            with self._zip.open(info) as member:
                data = member.read(limit + 1)
        except (zipfile.BadZipFile, OSError, ValueError, EOFError) as exc:
            raise ReportError(f"{self.path}: {name} cannot be read: {exc}") from None
        if len(data) > limit:
            raise ReportError(f"{self.path}: {name} unpacks to more than {limit} bytes")
        self._read += len(data)
        if self._read > MAX_TOTAL_BYTES:
            raise ReportError(f"{self.path}: the members unpack to more than {MAX_TOTAL_BYTES}")
        return data

    def close(self) -> None:
        self._zip.close()
        self._handle.close()


def _json(data: bytes, what: str) -> Any:
    try:
        return json.loads(data)
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise ReportError(f"{what} is not JSON") from None


def _model(model: type[BaseModel], data: bytes, what: str) -> Any:
    try:
        return model.model_validate(_json(data, what))
    except ValidationError as exc:
        raise ReportError(describe_validation_error(what, exc)) from None


def _hashes(values: list[str], what: str) -> list[bytes]:
    try:
        return [base64.b64decode(v, validate=True) for v in values]
    except (binascii.Error, ValueError):
        raise ProofError(f"{what}: a proof hash is not base64") from None


def _trust(keys: tuple[str, ...], witnesses: tuple[str, ...], origin: str) -> Trust:
    named = tuple(k for k in keys if parse_vkey(k).name == origin)
    return Trust(origin, named or keys, witnesses)


def _key_lines(data: bytes | None, what: str) -> tuple[str, ...]:
    if data is None:
        return ()
    try:
        lines = [line.strip() for line in data.decode().splitlines()]
        keys = tuple(line for line in lines if line and not line.startswith("#"))
        for key in keys:
            parse_vkey(key)
    except (UnicodeDecodeError, NoteError) as exc:
        raise ReportError(f"{what}: not a list of verifier keys: {exc}") from None
    return keys


def _report_refs(report: Any) -> set[tuple[int, int, str]]:
    """Every (log, index, leaf hash) report.json cites."""
    refs: set[tuple[int, int, str]] = set()
    sections = report.get("sections") if isinstance(report, dict) else None
    if not isinstance(sections, list):
        raise ReportError(f"{REPORT_FOLDER}/{JSON_FILE}: no sections: not a govern report")
    for section in sections:
        groups = (section.get("items") or []) + (section.get("findings") or [])
        for group in groups:
            for ref in group.get("entries") or []:
                try:
                    refs.add((int(ref["log"]), int(ref["index"]), str(ref["leaf_hash"])))
                except (KeyError, TypeError, ValueError):
                    raise ReportError(
                        f"{REPORT_FOLDER}/{JSON_FILE}: an entry reference is malformed"
                    ) from None
    return refs


def verify_bundle(
    path: Path, trusted_keys: list[str] | None = None, witness_keys: list[str] | None = None
) -> BundleCheck:
    """Check every proof, signature and hash in the bundle at PATH. Tampering is a problem in
    the result; an archive that is not a well-formed bundle raises ReportError."""
    archive = _Archive(path)
    try:
        return _verify(archive, trusted_keys, witness_keys)
    finally:
        archive.close()


def _verify(
    archive: _Archive, trusted_keys: list[str] | None, witness_keys: list[str] | None
) -> BundleCheck:
    check = BundleCheck(archive.path)
    raw = archive.read(MANIFEST, MAX_SMALL_BYTES * 16)
    if raw is None:
        raise ReportError(f"{archive.path}: no {MANIFEST}: not an evidence bundle")
    manifest: _Manifest = _model(_Manifest, raw, MANIFEST)
    if manifest.format != FORMAT:
        raise ReportError(f"{MANIFEST}: format {manifest.format!r} is not {FORMAT}")
    try:
        for key in trusted_keys or []:
            parse_vkey(key)
    except NoteError as exc:
        raise ReportError(f"--trusted-key: {exc}") from None
    check.keys_from_bundle = not trusted_keys
    keys = (
        tuple(trusted_keys)
        if trusted_keys
        else _key_lines(archive.read(TRUSTED_KEYS, MAX_SMALL_BYTES), TRUSTED_KEYS)
    )
    witnesses = tuple(witness_keys or ()) or _key_lines(
        archive.read(WITNESS_KEYS, MAX_SMALL_BYTES), WITNESS_KEYS
    )
    check.keys = keys
    if not keys:
        check.problems.append("no verifier key: pass --trusted-key with the site's key")
        return check
    cited: dict[tuple[int, int], str] = {}
    for log in manifest.logs:
        cited |= _verify_log(archive, log, keys, witnesses, check)
    _verify_report(archive, manifest, cited, check)
    return check


def _verify_log(
    archive: _Archive,
    log: _Log,
    keys: tuple[str, ...],
    witnesses: tuple[str, ...],
    check: BundleCheck,
) -> dict[tuple[int, int], str]:
    """Check one log's checkpoint, entries and proofs; return (log, index) -> leaf hash (hex)
    of every entry that verified."""
    prefix = f"logs/{log.log}"
    trust = _trust(keys, witnesses, log.origin)
    note = archive.read(f"{prefix}/checkpoint", MAX_NOTE_BYTES)
    summary: dict[str, Any] = {"log": log.log, "origin": log.origin, "entries": len(log.entries)}
    check.logs.append(summary)
    if note is None or log.checkpoint != f"{prefix}/checkpoint":
        check.problems.append(f"{prefix}: the checkpoint is missing")
        return {}
    try:
        head = open_checkpoint(note, trust).checkpoint
    except NoteError as exc:
        check.problems.append(f"{prefix}/checkpoint: {exc}: it is not the site's log")
        return {}
    summary |= {"tree_size": head.size, "root": base64.b64encode(head.root).decode()}
    if head.size != log.tree_size:
        check.problems.append(
            f"{prefix}: bundle.json says {log.tree_size} entries, the checkpoint {head.size}"
        )
    verified: dict[tuple[int, int], str] = {}
    for index in log.entries:
        where = f"{prefix}/entries/{index}"
        data = archive.read(where, MAX_ENTRY_BYTES)
        proof_file = archive.read(f"{prefix}/proofs/{index}.json", MAX_SMALL_BYTES)
        if data is None:
            check.problems.append(f"{where}: the entry is missing")
            continue
        if proof_file is None:
            check.problems.append(f"{where}: no inclusion proof ({prefix}/proofs/{index}.json)")
            continue
        try:
            proof: _Proof = _model(_Proof, proof_file, f"{prefix}/proofs/{index}.json")
            if proof.index != index or proof.tree_size != head.size:
                raise ProofError(
                    f"the proof is for entry {proof.index} of {proof.tree_size}, "
                    f"not {index} of {head.size}"
                )
            leaf = leaf_hash(data)
            verify_inclusion(index, head.size, leaf, _hashes(proof.proof, where), head.root)
            Entry.from_bytes(data)
        except ReportError as exc:
            check.problems.append(str(exc))
            continue
        except (ProofError, AuditError) as exc:
            check.problems.append(f"{where}: {exc}: the entry or its proof was changed")
            continue
        verified[(log.log, index)] = leaf.hex()
        check.entries_checked += 1
    _verify_anchor(archive, log, trust, head.size, head.root, summary, check)
    return verified


def _verify_anchor(
    archive: _Archive,
    log: _Log,
    trust: Trust,
    size: int,
    root: bytes,
    summary: dict[str, Any],
    check: BundleCheck,
) -> None:
    prefix = f"logs/{log.log}"
    summary["anchored_size"] = None
    if log.anchored is None:
        return
    note = archive.read(f"{prefix}/anchored", MAX_NOTE_BYTES)
    proof_file = archive.read(f"{prefix}/consistency.json", MAX_SMALL_BYTES)
    if note is None or log.anchored != f"{prefix}/anchored":
        check.problems.append(f"{prefix}: bundle.json names an anchored checkpoint it lacks")
        return
    if proof_file is None or log.consistency != f"{prefix}/consistency.json":
        check.problems.append(f"{prefix}: no consistency proof to the anchored checkpoint")
        return
    try:
        anchored = open_checkpoint(note, trust).checkpoint
        proof: _Consistency = _model(_Consistency, proof_file, f"{prefix}/consistency.json")
        old, new = sorted([(anchored.size, anchored.root), (size, root)])
        if (proof.old_size, proof.new_size) != (old[0], new[0]):
            raise ProofError(
                f"the proof is from {proof.old_size} to {proof.new_size}, "
                f"not between the checkpoints ({old[0]}, {new[0]})"
            )
        if old[0]:
            verify_consistency(old[0], new[0], _hashes(proof.proof, prefix), old[1], new[1])
    except NoteError as exc:
        check.problems.append(f"{prefix}/anchored: {exc}")
        return
    except ReportError as exc:
        check.problems.append(str(exc))
        return
    except ProofError as exc:
        check.problems.append(f"{prefix}/consistency.json: {exc}")
        return
    summary["anchored_size"] = anchored.size


def _verify_report(
    archive: _Archive, manifest: _Manifest, verified: dict[tuple[int, int], str], check: BundleCheck
) -> None:
    report_json = f"{REPORT_FOLDER}/{JSON_FILE}"
    if report_json not in manifest.report:
        check.problems.append(f"bundle.json lists no {report_json}")
    parsed = None
    for name, digest in manifest.report.items():
        data = archive.read(name, MAX_REPORT_FILE_BYTES)
        if data is None:
            check.problems.append(f"{name}: listed in bundle.json but missing")
            continue
        if hashlib.sha256(data).hexdigest() != digest:
            check.problems.append(f"{name}: its SHA-256 is not the one bundle.json gives")
        if name == report_json:
            parsed = _json(data, name)
    if parsed is None:
        return
    origins = {log.log: log.origin for log in manifest.logs}
    logs = parsed.get("logs") if isinstance(parsed, dict) else None
    proven = {log["log"]: log for log in check.logs}
    for position, origin in origins.items():
        told = logs[position] if isinstance(logs, list) and position < len(logs) else None
        told = told if isinstance(told, dict) else {}
        if told.get("origin") != origin:
            check.problems.append(
                f"{report_json}: log {position} is {told.get('origin')!r}, not {origin!r}"
            )
        head = proven.get(position, {})
        claimed = (told.get("checkpoint_size"), told.get("root"))
        if "root" in head and claimed != (head["tree_size"], head["root"]):
            check.problems.append(
                f"{report_json}: log {position}'s checkpoint is not the one the bundle proves"
            )
    for log, index, leaf in sorted(_report_refs(parsed)):
        have = verified.get((log, index))
        if have is None:
            check.problems.append(
                f"the report cites entry {index} of log {log} but the bundle proves no such entry"
            )
        elif have != leaf:
            check.problems.append(
                f"the report cites entry {index} of log {log} with leaf hash {leaf[:16]}…, "
                f"but the entry in the bundle hashes to {have[:16]}…"
            )
