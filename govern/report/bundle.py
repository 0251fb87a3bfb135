"""Evidence bundles: one zip with the report, every audit entry it cites, an inclusion proof of
each to the log's signed checkpoint, a consistency proof between that checkpoint and the latest
anchored one, the verifier keys and a README, so that an assessor checks it all offline.

Layout (every hash in proofs is base64, as `govern audit prove` prints them):

    README.md                      how to check the bundle, by hand or with `verify-bundle`
    bundle.json                    what is where (format govern-evidence-bundle/1)
    keys/trusted-keys              the log verifier keys, one a line (compare them out of band)
    keys/witness-keys              the witness keys the site trusts, if any
    report/...                     the report files; report/report.json always
    logs/N/checkpoint              the signed checkpoint of log N the proofs lead to
    logs/N/anchored                the latest anchored checkpoint of log N, when there is one
    logs/N/consistency.json        {"old_size", "new_size", "proof"}: anchored <-> checkpoint
    logs/N/entries/INDEX           the exact bytes of entry INDEX (what the leaf hash is over)
    logs/N/proofs/INDEX.json       {"index", "tree_size", "proof"}: RFC 9162 inclusion proof
"""

from __future__ import annotations

import base64
import datetime as dt
import hashlib
import json
import zipfile
from pathlib import Path
from typing import Any

from govern.errors import ReportError
from govern.report.model import Report
from govern.report.render import JSON_FILE, render_json
from govern.report.sources import VerifiedLog

FORMAT = "govern-evidence-bundle/1"
MANIFEST = "bundle.json"
README = "README.md"
TRUSTED_KEYS = "keys/trusted-keys"
WITNESS_KEYS = "keys/witness-keys"
REPORT_FOLDER = "report"


def log_folder(position: int) -> str:
    return f"logs/{position}"


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def _readme(report: Report) -> bytes:
    return f"""# Evidence bundle: {report.site}, {report.period_from} to {report.period_to}

This archive holds a govern report (`report/`) and, for every audit entry the report cites,
the entry's exact bytes and an RFC 9162 inclusion proof to the log's signed checkpoint.

To check it with govern, offline:

    govern audit verify-bundle THIS.zip --trusted-key VKEY

where VKEY is the site's log verifier key as you obtained it from the site, not from this
archive (without --trusted-key, the keys in keys/trusted-keys are used and printed, for you to
compare with the site's). To check it with your own code, follow "Checking an evidence bundle"
in the site's audit/LOG-FORMAT.md; in short, for each log N in bundle.json:

1. Verify logs/N/checkpoint (a C2SP signed note, Ed25519) with the site's key: it gives the
   tree size S and root R.
2. For each logs/N/entries/INDEX: leaf = SHA-256(0x00 || file bytes); the proof in
   logs/N/proofs/INDEX.json must lead from that leaf at INDEX to R in a tree of S (RFC 9162
   2.1.3.2). The leaf hash, in hex, is what the report prints beside each entry it cites.
3. If logs/N/anchored exists (a checkpoint kept under S3 Object Lock), verify its signature and
   the consistency proof in logs/N/consistency.json between it and logs/N/checkpoint (RFC 9162
   2.1.4.2).
4. Every entry the report cites (report/report.json: "entries" lists of log, index, leaf_hash)
   must be one of these, with the same leaf hash; report files hash as bundle.json says.

What this proves: each cited entry is, byte for byte, in the log whose checkpoint the site's key
signed. It does not prove that the report's counts are complete: only the whole log (`govern
audit verify --published`) shows everything it holds.
""".encode()


def bundle_files(
    report: Report, logs: list[VerifiedLog], report_files: dict[str, bytes]
) -> dict[str, bytes]:
    """Every member of the bundle, by name."""
    members: dict[str, bytes] = {}
    report_files = {**report_files, JSON_FILE: report_files.get(JSON_FILE) or render_json(report)}
    for name, data in report_files.items():
        members[f"{REPORT_FOLDER}/{name}"] = data
    cited = report.cited()
    entries: list[dict[str, Any]] = []
    keys: list[str] = []
    witnesses: list[str] = []
    for source in logs:
        if not source.covered:
            continue
        folder = log_folder(source.position)
        summary = source.summary
        size = source.covered
        members[f"{folder}/checkpoint"] = summary.checkpoint.encode()
        indexes = sorted(r.index for r in cited if r.log == source.position)
        for index in indexes:
            (data,) = source.log.entry_bytes(index, index + 1)
            members[f"{folder}/entries/{index}"] = data
            proof = source.log.inclusion_proof(index, size)
            members[f"{folder}/proofs/{index}.json"] = json.dumps(
                {"index": index, "tree_size": size, "proof": [_b64(p) for p in proof]}
            ).encode()
        anchored = None
        if summary.anchored_checkpoint is not None and summary.anchored_size is not None:
            anchored = f"{folder}/anchored"
            members[anchored] = summary.anchored_checkpoint.encode()
            old = summary.anchored_size
            proof = source.log.consistency_proof(old, size) if old else []
            members[f"{folder}/consistency.json"] = json.dumps(
                {"old_size": old, "new_size": size, "proof": [_b64(p) for p in proof]}
            ).encode()
        entries.append(
            {
                "log": source.position,
                "origin": summary.origin,
                "checkpoint": f"{folder}/checkpoint",
                "tree_size": size,
                "anchored": anchored,
                "consistency": f"{folder}/consistency.json" if anchored else None,
                "entries": indexes,
            }
        )
        keys += [k for k in source.trust.log_keys if k not in keys]
        witnesses += [k for k in source.trust.witness_keys if k not in witnesses]
    members[TRUSTED_KEYS] = "".join(f"{k}\n" for k in keys).encode()
    if witnesses:
        members[WITNESS_KEYS] = "".join(f"{k}\n" for k in witnesses).encode()
    members[README] = _readme(report)
    manifest = {
        "format": FORMAT,
        "site": report.site,
        "from": report.period_from,
        "to": report.period_to,
        "generated": report.generated,
        "logs": entries,
        "report": {
            f"{REPORT_FOLDER}/{name}": hashlib.sha256(data).hexdigest()
            for name, data in sorted(report_files.items())
        },
    }
    members[MANIFEST] = (json.dumps(manifest, indent=1) + "\n").encode()
    return members


def write_bundle(path: Path, members: dict[str, bytes], generated: str) -> None:
    """Write the zip at PATH whole (a reader never sees half of it), readable by its owner."""
    from govern.replace import replacing

    moment = dt.datetime.fromisoformat(generated.replace("Z", "+00:00"))
    stamp = (moment.year, moment.month, moment.day, moment.hour, moment.minute, moment.second)
    try:
        with (
            replacing(path, 0o600) as handle,
            zipfile.ZipFile(handle, "w", zipfile.ZIP_DEFLATED) as archive,
        ):
            for name in sorted(members):
                info = zipfile.ZipInfo(name, stamp)
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o100600 << 16
                archive.writestr(info, members[name])
    except OSError as exc:
        raise ReportError(f"cannot write the bundle {path}: {exc.strerror}") from None
