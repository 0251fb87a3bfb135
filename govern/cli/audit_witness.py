"""`govern audit witness-keygen` and `govern audit cosign`: being a witness of another log."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer

from govern.cli.audit import EndpointOption, JsonOption, app


@app.command("witness-keygen")
def witness_keygen(
    name: Annotated[str, typer.Option(help="The witness's name, e.g. witness.example.org.")],
    out: Annotated[Path, typer.Option(help="Where to write the witness's private key.")],
    as_json: JsonOption = False,
) -> None:
    """Create a witness key; print its cosignature/v1 verifier key for logs' witness_keys."""
    from govern.audit.keyfile import write_new_key
    from govern.audit.note import generate_signing_key

    key = generate_signing_key(name)
    write_new_key(out, key)
    vkey = key.cosigner.vkey
    if as_json:
        sys.stdout.write(json.dumps({"witness_key": str(out), "vkey": vkey}) + "\n")
    else:
        sys.stdout.write(f"wrote {out}\nwitness verifier key: {vkey}\n")


@app.command("cosign")
def cosign(
    source: Annotated[
        str, typer.Argument(help="Where the log is published: a folder, http(s):// or s3://.")
    ],
    key: Annotated[Path, typer.Option(help="The witness's private key (witness-keygen).")],
    state: Annotated[
        Path, typer.Option(help="The witness's folder: the last checkpoint cosigned per log.")
    ],
    trusted_key: Annotated[
        str, typer.Option("--trusted-key", help="The log's verifier key; it names the log.")
    ],
    write: Annotated[
        bool,
        typer.Option(help="Put the cosigned checkpoint back where it is published (folder, s3)."),
    ] = False,
    endpoint_url: EndpointOption = None,
    as_json: JsonOption = False,
) -> None:
    """Check that the published checkpoint extends the last one this witness cosigned for the
    log (rebuilding the tree from the published entries), then cosign it (C2SP cosignature/v1).
    Prints the cosigned checkpoint; refuses, changing nothing, if the log was rewritten."""
    from govern.audit.checkpoint import Trust
    from govern.audit.keyfile import read_key
    from govern.audit.note import parse_vkey
    from govern.audit.places import open_destination, open_place
    from govern.audit.witness import cosign as cosign_checkpoint
    from govern.errors import AuditError

    trust = Trust(parse_vkey(trusted_key).name, (trusted_key,))
    witness = read_key(key)
    if write:
        destination = open_destination(source, endpoint_url)
        done = cosign_checkpoint(destination, trust, witness, state)
        if destination.read("checkpoint") != done.note.removesuffix(done.signature).encode():
            raise AuditError(f"{destination}: the checkpoint changed while it was cosigned")
        destination.write("checkpoint", done.note.encode())
    else:
        done = cosign_checkpoint(open_place(source, endpoint_url), trust, witness, state)
    if as_json:
        payload = {
            "size": done.checkpoint.size,
            "previous_size": done.previous_size,
            "signature": done.signature.rstrip("\n"),
            "checkpoint": done.note,
            "written": write,
        }
        sys.stdout.write(json.dumps(payload) + "\n")
    else:
        sys.stdout.write(done.note)
