"""`govern audit ...`: append to, checkpoint, prove, verify and anchor the audit log."""

from __future__ import annotations

import base64
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from govern.cli.output import command_group
from govern.cli.state import State

if TYPE_CHECKING:
    from govern.audit.anchor import AnchorStore
    from govern.audit.checkpoint import Trust, VerifiedCheckpoint
    from govern.audit.entry import Entry
    from govern.audit.log import AuditLog
    from govern.audit.note import SigningKey
    from govern.config import LoadedConfig

app = command_group("The tamper-evident audit log.")

JsonOption = Annotated[bool, typer.Option("--json", help="Print the result as JSON.")]
EndpointOption = Annotated[
    str | None,
    typer.Option(help="The S3 endpoint of an s3:// place (default: $AWS_ENDPOINT_URL, then AWS)."),
]
EXIT_FAILED = 1


def _config(ctx: typer.Context) -> LoadedConfig:
    from govern.config import load_config

    state: State = ctx.obj
    return load_config(state.config_path())


def _open(config: LoadedConfig, *, create: bool = False, log_dir: Path | None = None) -> AuditLog:
    from govern.audit.site import open_site_log

    return open_site_log(config, create=create, log_dir=log_dir)


def _trust(config: LoadedConfig, extra_keys: list[str] | None = None) -> Trust:
    from govern.audit.trust import site_trust

    return site_trust(config, extra_keys)


def _signing_key(config: LoadedConfig) -> SigningKey:
    from govern.audit.keyfile import read_key
    from govern.errors import AuditError

    path = config.audit_signing_key
    if path is None:
        raise AuditError("no signing key: set [audit] signing_key and run `govern audit keygen`")
    key = read_key(path, missing_hint=": run `govern audit keygen`")
    if key.name != config.audit.origin:
        raise AuditError(
            f"{path} is a key for {key.name!r} but [audit] origin is {config.audit.origin!r}"
        )
    return key


def _latest_checkpoint(config: LoadedConfig, trust: Trust) -> VerifiedCheckpoint:
    from govern.audit.trust import latest_checkpoint

    return latest_checkpoint(config.audit_dir, trust)


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def _emit(as_json: bool, payload: dict[str, Any], text: str) -> None:
    sys.stdout.write((json.dumps(payload) if as_json else text) + "\n")


@app.command("keygen")
def keygen(
    ctx: typer.Context,
    out: Annotated[
        Path | None, typer.Option(help="Where to write the key (default: [audit] signing_key).")
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Create a signing key for checkpoints; print the verifier key to add to trusted_keys.

    To rotate, write a new key, add its verifier key to [audit] trusted_keys next to the old
    one (which keeps old checkpoints verifiable), then point signing_key at the new file."""
    from govern.audit.keyfile import write_new_key
    from govern.audit.note import generate_signing_key
    from govern.errors import AuditError

    config = _config(ctx)
    target = out or config.audit_signing_key
    if target is None:
        raise AuditError("where should the key go? pass --out PATH or set [audit] signing_key")
    key = generate_signing_key(config.audit.origin)
    write_new_key(target, key)
    vkey = key.verifier.vkey
    _emit(
        as_json,
        {"signing_key": str(target), "vkey": vkey},
        f"wrote {target}\nverifier key: {vkey}\n"
        f"add it to [audit] trusted_keys, keeping any older keys listed",
    )


@app.command("vkey")
def vkey(ctx: typer.Context, as_json: JsonOption = False) -> None:
    """Print the verifier key of [audit] signing_key, for trusted_keys and for witnesses."""
    config = _config(ctx)
    verifier = _signing_key(config).verifier.vkey
    _emit(as_json, {"signing_key": str(config.audit_signing_key), "vkey": verifier}, verifier)


@app.command("append")
def append(
    ctx: typer.Context,
    kind: Annotated[str, typer.Option(help="What happened, e.g. decision or backup.")],
    actor: Annotated[str, typer.Option(help="Who did it.")],
    subject: Annotated[str, typer.Option(help="What it concerned.")],
    payload: Annotated[str, typer.Option(help="Details as a JSON object.")] = "{}",
    as_json: JsonOption = False,
) -> None:
    """Log one event; print its index once it is on disk."""
    from govern.errors import AuditError

    try:
        details = json.loads(payload)
    except ValueError as exc:
        raise AuditError(f"--payload is not JSON: {exc}") from None
    if not isinstance(details, dict):
        raise AuditError("--payload must be a JSON object, e.g. '{\"job\": 42}'")
    with _open(_config(ctx), create=True) as log:
        index = log.append(kind, actor, subject, details)
    _emit(as_json, {"index": index}, f"appended entry {index}")


@app.command("checkpoint")
def checkpoint(ctx: typer.Context, as_json: JsonOption = False) -> None:
    """Sign the current tree head and publish it with its tiles (and to [audit] publish_to)."""
    config = _config(ctx)
    key = _signing_key(config)
    with _open(config, create=True) as log:
        signed = log.checkpoint(key)
    head = signed.checkpoint
    result: dict[str, Any] = {"size": head.size, "root": _b64(head.root), "checkpoint": signed.note}
    text = signed.note.rstrip("\n")
    if config.audit.publish_to is not None:
        _, published = _publish(config, config.audit.publish_to)
        result |= published
        text += f"\npublished to {published['published']}: {len(published['written'])} files"
    _emit(as_json, result, text)


@app.command("verify")
def verify(
    ctx: typer.Context,
    anchors: Annotated[
        bool, typer.Option("--anchors", help="Also check every checkpoint anchored in S3.")
    ] = False,
    trusted_key: Annotated[
        list[str] | None,
        typer.Option("--trusted-key", help="Trust this verifier key instead of trusted_keys."),
    ] = None,
    log_dir: Annotated[
        Path | None, typer.Option("--log", help="Verify this copy of a log folder instead.")
    ] = None,
    published: Annotated[
        str | None,
        typer.Option(
            "--published",
            help="Verify the log from its published form alone: a folder, an http(s):// URL or "
            "s3://BUCKET/PREFIX. With --trusted-key it needs no site configuration.",
        ),
    ] = None,
    previous: Annotated[
        Path | None,
        typer.Option(
            help="With --published: a signed checkpoint kept earlier, to prove consistent."
        ),
    ] = None,
    witness_key: Annotated[
        list[str] | None,
        typer.Option(
            "--witness-key", help="With --published and --trusted-key: a trusted witness."
        ),
    ] = None,
    min_witnesses: Annotated[
        int | None,
        typer.Option(
            help="With --published: cosignatures required (default: [audit] min_witnesses)."
        ),
    ] = None,
    endpoint_url: EndpointOption = None,
    as_json: JsonOption = False,
) -> None:
    """Recompute the whole tree and check it against every checkpoint, and the published tiles
    and entry bundles against the latest (exit 1 on any problem).

    Also warns (on stderr, or under "warnings" in JSON) about anything in the log folder that
    users other than its owner and the configured reader group can read, change or lock."""
    from govern.audit.access import exposure
    from govern.audit.log import CHECKPOINT, CHECKPOINT_LOCK, LOCK
    from govern.audit.places import Folder
    from govern.audit.published import verify_published
    from govern.audit.site import site_access
    from govern.audit.verify import Problem, verify_log

    if published is not None:
        _verify_published(
            ctx, published, previous, endpoint_url, trusted_key, witness_key, min_witnesses, as_json
        )
        return
    config = _config(ctx)
    trust = _trust(config, trusted_key or [])
    anchored: list[tuple[str, bytes]] = []
    if anchors:
        anchored = _anchor_store(config).anchored()
    with _open(config, log_dir=log_dir) as log:
        report = verify_log(log, trust, anchored)
        locks = {log.directory / LOCK, log.directory / CHECKPOINT_LOCK}
        warnings = exposure(log.directory, locks, site_access(config).reader_gid)
        if report.checkpoint is not None and (log.directory / CHECKPOINT).is_file():
            as_published = verify_published(Folder(log.directory), trust)
            report.problems += [Problem(f"published: {p}") for p in as_published.problems]
    report.problems += [
        Problem(problem)
        for problem in _too_few_witnesses(report.witnesses, config.audit.min_witnesses)
    ]
    for warning in warnings:
        sys.stderr.write(f"WARN {warning}\n")
    if as_json:
        sys.stdout.write(json.dumps({**report.to_json(), "warnings": warnings}) + "\n")
    elif report.ok:
        witnesses = f", witnessed by {', '.join(report.witnesses)}" if report.witnesses else ""
        covered = report.checkpoint.size if report.checkpoint else 0
        sys.stdout.write(
            f"ok: {report.size} entries, root {_b64(report.root)}; checkpoint covers {covered}"
            f"{witnesses}; {report.checkpoints_checked} checkpoints and "
            f"{report.anchors_checked} anchors consistent\n"
        )
    else:
        for problem in report.problems:
            sys.stdout.write(f"FAIL {problem}\n")
    raise typer.Exit(0 if report.ok else EXIT_FAILED)


def _too_few_witnesses(witnesses: tuple[str, ...], required: int) -> list[str]:
    if len(witnesses) >= required:
        return []
    return [
        f"the latest checkpoint is cosigned by {len(witnesses)} trusted witness(es), "
        f"{required} required"
    ]


def _verify_published(
    ctx: typer.Context,
    where: str,
    previous: Path | None,
    endpoint_url: str | None,
    trusted_key: list[str] | None,
    witness_key: list[str] | None,
    min_witnesses: int | None,
    as_json: bool,
) -> None:
    from govern.audit.checkpoint import Trust
    from govern.audit.note import parse_vkey
    from govern.audit.places import open_place
    from govern.audit.published import verify_published
    from govern.errors import AuditError

    if trusted_key:
        # An auditor without the site's configuration: the key names the log.
        trust = Trust(parse_vkey(trusted_key[0]).name, tuple(trusted_key), tuple(witness_key or ()))
        required = min_witnesses or 0
    else:
        config = _config(ctx)
        trust = _trust(config, [])
        required = config.audit.min_witnesses if min_witnesses is None else min_witnesses
    for key in trust.witness_keys:
        parse_vkey(key)
    kept = None
    if previous is not None:
        try:
            kept = previous.read_bytes()
        except OSError as exc:
            raise AuditError(f"cannot read {previous}: {exc.strerror}") from None
    place = open_place(where, endpoint_url)
    report = verify_published(place, trust, previous=kept)
    if report.checkpoint is not None:
        report.problems += _too_few_witnesses(report.witnesses, required)
    if as_json:
        checkpoint = report.checkpoint
        sys.stdout.write(
            json.dumps(
                {
                    "ok": report.ok,
                    "published": str(place),
                    "size": checkpoint.size if checkpoint else None,
                    "root": _b64(checkpoint.root) if checkpoint else None,
                    "entries_read": report.entries_read,
                    "tiles_checked": report.tiles_checked,
                    "previous_size": report.previous.size if report.previous else None,
                    "witnesses": list(report.witnesses),
                    "problems": report.problems,
                }
            )
            + "\n"
        )
    elif report.ok and report.checkpoint is not None:
        consistent = (
            f"; consistent with the earlier checkpoint of {report.previous.size}"
            if report.previous
            else ""
        )
        sys.stdout.write(
            f"ok: {place}: {report.entries_read} entries and {report.tiles_checked} tiles match "
            f"the checkpoint of {report.checkpoint.size}, root "
            f"{_b64(report.checkpoint.root)}{consistent}\n"
        )
    else:
        for problem in report.problems:
            sys.stdout.write(f"FAIL {problem}\n")
    raise typer.Exit(0 if report.ok else EXIT_FAILED)


@app.command("publish")
def publish(
    ctx: typer.Context,
    to: Annotated[
        str | None,
        typer.Option(help="s3://BUCKET/PREFIX or a folder (default: [audit] publish_to)."),
    ] = None,
    endpoint_url: EndpointOption = None,
    as_json: JsonOption = False,
) -> None:
    """Copy the latest checkpoint's tiles and entry bundles, then the checkpoint, to where
    auditors and witnesses read the log (tiles already there are never rewritten)."""
    from govern.errors import AuditError

    config = _config(ctx)
    destination = to or config.audit.publish_to
    if destination is None:
        raise AuditError("where to? pass --to s3://BUCKET/PREFIX or set [audit] publish_to")
    size, published = _publish(config, destination, endpoint_url)
    _emit(
        as_json,
        {"size": size, **published},
        f"published the checkpoint of {size} to {published['published']}: "
        f"{len(published['written'])} files written",
    )


def _publish(
    config: LoadedConfig, to: str, endpoint_url: str | None = None
) -> tuple[int, dict[str, Any]]:
    """Publish the latest checkpoint (verified first) to TO: its size, where, what was written."""
    from govern.audit.places import Folder, open_destination
    from govern.audit.published import publish as publish_log

    place = open_destination(to, endpoint_url or config.audit.publish_endpoint_url)
    signed = _latest_checkpoint(config, _trust(config))
    written = publish_log(Folder(config.audit_dir), signed.checkpoint, signed.note.encode(), place)
    return signed.checkpoint.size, {"published": str(place), "written": written}


@app.command("repair")
def repair(ctx: typer.Context, as_json: JsonOption = False) -> None:
    """Rebuild log.index and log.hashes from log.jsonl alone (never cutting anything from it);
    refused, changing nothing, when an entry in log.jsonl is damaged."""
    config = _config(ctx)
    with _open(config, create=True) as log:
        rebuilt = log.rebuild_derived()
    _emit(
        as_json,
        {"entries": rebuilt},
        f"rebuilt log.index and log.hashes from log.jsonl: {rebuilt} entries",
    )


@app.command("prove")
def prove(
    ctx: typer.Context,
    index: Annotated[int, typer.Option(help="The entry to prove.")],
    as_json: JsonOption = False,
) -> None:
    """Inclusion proof of one entry in the latest checkpoint (checked before it is printed)."""
    from govern.audit.merkle import leaf_hash, verify_inclusion
    from govern.errors import AuditError

    config = _config(ctx)
    signed = _latest_checkpoint(config, _trust(config))
    size = signed.checkpoint.size
    with _open(config) as log:
        log.require_size(size)
        if not 0 <= index < log.size():
            raise AuditError(
                f"there is no entry {index}: the log's entries are numbered 0 to {log.size() - 1}"
                if log.size()
                else f"there is no entry {index}: the log is empty"
            )
        if index >= size:
            raise AuditError(
                f"entry {index} is newer than the latest checkpoint ({size} entries): "
                "run `govern audit checkpoint` first"
            )
        (record,) = log.entry_bytes(index, index + 1)
        proof = log.inclusion_proof(index, size)
    leaf = leaf_hash(record)
    verify_inclusion(index, size, leaf, proof, signed.checkpoint.root)
    _emit(
        as_json,
        {
            "index": index,
            "tree_size": size,
            "leaf_hash": _b64(leaf),
            "entry": record.decode(),
            "proof": [_b64(p) for p in proof],
            "checkpoint": signed.note,
        },
        "\n".join(
            [f"entry {index} of {size}: {record.decode()}", f"leaf hash {_b64(leaf)}", "proof:"]
            + [f"  {_b64(p)}" for p in proof]
            + ["checkpoint:", signed.note.rstrip("\n")]
        ),
    )


@app.command("consistency")
def consistency(
    ctx: typer.Context,
    old_checkpoint: Annotated[Path, typer.Argument(help="A signed checkpoint kept earlier.")],
    as_json: JsonOption = False,
) -> None:
    """Prove that the latest checkpoint extends an older one (checked before it is printed)."""
    from govern.audit.checkpoint import open_checkpoint
    from govern.audit.merkle import verify_consistency
    from govern.audit.note import NoteError
    from govern.errors import AuditError

    config = _config(ctx)
    trust = _trust(config)
    try:
        old = open_checkpoint(old_checkpoint.read_bytes(), trust).checkpoint
    except OSError as exc:
        raise AuditError(f"cannot read {old_checkpoint}: {exc.strerror}") from None
    except NoteError as exc:
        raise AuditError(f"{old_checkpoint}: {exc}") from None
    new = _latest_checkpoint(config, trust).checkpoint
    if old.size > new.size:
        raise AuditError(
            f"{old_checkpoint} covers {old.size} entries, more than the latest checkpoint "
            f"({new.size}): the log was rolled back; run `govern audit verify --anchors`"
        )
    with _open(config) as log:
        log.require_size(new.size)
        proof = log.consistency_proof(old.size, new.size) if old.size else []
    if old.size:
        verify_consistency(old.size, new.size, proof, old.root, new.root)
    _emit(
        as_json,
        {
            "old_size": old.size,
            "new_size": new.size,
            "old_root": _b64(old.root),
            "new_root": _b64(new.root),
            "proof": [_b64(p) for p in proof],
        },
        "\n".join(
            [f"consistent: {old.size} -> {new.size} entries", "proof:"]
            + [f"  {_b64(p)}" for p in proof]
        ),
    )


def _matching(
    config: LoadedConfig,
    kind: str | None,
    since: str | None,
    subject: str | None,
    *,
    last: int | None = None,
) -> list[tuple[int, Entry]]:
    """Entries that pass the filters, oldest first; with `last`, only that many of the newest."""
    from govern.audit.entry import parse_time

    after = parse_time(since) if since else None
    found: list[tuple[int, Entry]] = []
    with _open(config) as log:
        for index, entry in log.entries(newest_first=last is not None):
            if (
                (kind is None or entry.kind == kind)
                and (subject is None or entry.subject == subject)
                and (after is None or parse_time(entry.time) >= after)
            ):
                found.append((index, entry))
                if len(found) == last:
                    break
    return found[::-1] if last is not None else found


def _print_entries(entries: list[tuple[int, Entry]], as_json: bool) -> None:
    for index, entry in entries:
        if as_json:
            sys.stdout.write(json.dumps({"index": index, **entry.to_json()}) + "\n")
        else:
            details = json.dumps(entry.payload, sort_keys=True)
            sys.stdout.write(
                f"{index} {entry.time} {entry.kind} {entry.actor} {entry.subject} {details}\n"
            )


KindOption = Annotated[str | None, typer.Option(help="Only entries of this kind.")]
SinceOption = Annotated[str | None, typer.Option(help="Only entries at or after this time.")]
SubjectOption = Annotated[str | None, typer.Option(help="Only entries about this subject.")]


@app.command("show")
def show(
    ctx: typer.Context,
    kind: KindOption = None,
    since: SinceOption = None,
    subject: SubjectOption = None,
    as_json: JsonOption = False,
) -> None:
    """Print the entries that match (JSON: one object a line)."""
    _print_entries(_matching(_config(ctx), kind, since, subject), as_json)


@app.command("tail")
def tail(
    ctx: typer.Context,
    lines: Annotated[int, typer.Option("-n", "--lines", min=1, help="How many entries.")] = 10,
    kind: KindOption = None,
    since: SinceOption = None,
    subject: SubjectOption = None,
    as_json: JsonOption = False,
) -> None:
    """Print the last entries that match."""
    _print_entries(_matching(_config(ctx), kind, since, subject, last=lines), as_json)


def _anchor_store(config: LoadedConfig) -> AnchorStore:
    from govern.audit.anchor import site_anchors

    return site_anchors(config)


@app.command("anchor")
def anchor(
    ctx: typer.Context,
    provision: Annotated[
        bool, typer.Option("--provision", help="First create the bucket with Object Lock.")
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """Store the latest checkpoint in the S3 bucket under COMPLIANCE-mode Object Lock, for at
    least as long as the longest record minimum of the retention rules."""
    from govern.audit.anchor import AnchorStore
    from govern.retention.records import anchor_settings

    config = _config(ctx)
    settings = anchor_settings(config)
    signed = _latest_checkpoint(config, _trust(config))
    store = AnchorStore(settings)
    if provision:
        store.provision()
    receipt = store.put(signed.checkpoint.size, signed.note.encode())
    _emit(
        as_json,
        {"size": signed.checkpoint.size, **receipt.to_json()},
        f"anchored checkpoint of {signed.checkpoint.size} entries as "
        f"s3://{store.settings.bucket}/{receipt.key} "
        f"(version {receipt.version_id}), locked until {receipt.retain_until.isoformat()}",
    )


@app.command("verify-bundle")
def verify_bundle(
    bundle: Annotated[
        Path, typer.Argument(help="An evidence bundle from `govern report --bundle`.")
    ],
    trusted_key: Annotated[
        list[str] | None,
        typer.Option(
            "--trusted-key",
            help="The site's log verifier key, as obtained from the site (default: the keys "
            "the bundle carries, printed for you to compare).",
        ),
    ] = None,
    witness_key: Annotated[
        list[str] | None, typer.Option("--witness-key", help="A trusted witness's key.")
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Check an evidence bundle offline: every cited entry against its inclusion proof and the
    signed checkpoint, the anchored checkpoint against its consistency proof, the report's
    citations and files against the bundle. Needs no site configuration.

    Exit 0: it verifies; 1: something in it does not (each problem printed); 2: the file is no
    well-formed bundle (it is hostile input: nothing is extracted)."""
    from govern.report.check import verify_bundle as check_bundle

    result = check_bundle(bundle, trusted_key, witness_key)
    if as_json:
        sys.stdout.write(json.dumps(result.to_json()) + "\n")
    else:
        if result.keys_from_bundle:
            sys.stdout.write(
                "NOTE trusting the keys the bundle carries; compare them with the site's:\n"
                + "".join(f"  {key}\n" for key in result.keys)
            )
        for problem in result.problems:
            sys.stdout.write(f"FAIL {problem}\n")
        if result.ok:
            logs = ", ".join(
                f"{log['origin']} (checkpoint {log.get('tree_size')}, anchored "
                f"{log.get('anchored_size')})"
                for log in result.logs
            )
            sys.stdout.write(f"ok: {result.entries_checked} cited entries proven in {logs}\n")
    raise typer.Exit(0 if result.ok else EXIT_FAILED)


# The witness's commands join this group.
import govern.cli.audit_witness  # noqa: E402, F401
