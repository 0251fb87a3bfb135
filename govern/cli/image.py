"""`govern image ...`: verify an image against the site's trust policy, sign one, make keys."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from govern.cli.output import command_group
from govern.cli.state import State

if TYPE_CHECKING:
    from govern.images.verify import ImageVerdict, ImageVerifier

EXIT_TRUSTED, EXIT_UNTRUSTED = 0, 1

app = command_group("Verify and sign container images.")


def _verifier(state: State, policy: Path | None) -> ImageVerifier:
    from govern.config import load_config
    from govern.images.verify import ImageVerifier

    return ImageVerifier.from_config(load_config(state.config_path()), policy)


def _line(verdict: ImageVerdict) -> str:
    if verdict.trusted:
        privileged = ", may run privileged" if verdict.privileged else ""
        return (
            f"TRUSTED {verdict.reference} {verdict.digest}: rule {verdict.rule}, "
            f"signed by {verdict.signer}{privileged}"
        )
    return f"UNTRUSTED {verdict.reference}: " + "; ".join(verdict.reasons)


@app.command("verify")
def verify(
    ctx: typer.Context,
    references: Annotated[list[str], typer.Argument(help="Image references (tag or digest).")],
    policy: Annotated[
        Path | None,
        typer.Option(help="Judge by this trust policy instead of the site's (to try a change)."),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object per image.")] = False,
) -> None:
    """Verify images against the trust policy: exit 0 if all are trusted, 1 if any is not, 2 on
    a malformed reference or a configuration error."""
    from govern.images.reference import ImageReference

    for reference in references:
        ImageReference.parse(reference)
    verifier = _verifier(ctx.obj, policy)
    verdicts = [verifier.verify(reference) for reference in references]
    for verdict in verdicts:
        text = json.dumps(verdict.to_json()) if as_json else _line(verdict)
        sys.stdout.write(text + "\n")
    raise typer.Exit(EXIT_TRUSTED if all(v.trusted for v in verdicts) else EXIT_UNTRUSTED)


@app.command("sign")
def sign(
    ctx: typer.Context,
    reference: Annotated[str, typer.Argument(help="The image to sign (a tag is resolved).")],
    key: Annotated[
        Path,
        typer.Option(
            "--key",
            help="cosign.key (password in GOVERN_KEY_PASSWORD or COSIGN_PASSWORD) or PEM key.",
        ),
    ],
    as_json: Annotated[bool, typer.Option("--json", help="Print the result as JSON.")] = False,
) -> None:
    """Sign an image with a key; the signature is pushed under cosign's tag scheme."""
    from govern.config import load_config
    from govern.images.keys import load_private_key, password_from_environment
    from govern.images.sign import sign_image
    from govern.images.verify import registry_client

    config = load_config(ctx.obj.config_path())
    private_key = load_private_key(key, password_from_environment())
    with registry_client(config) as client:
        result = sign_image(client, reference, private_key)
    if as_json:
        sys.stdout.write(json.dumps(result.to_json()) + "\n")
    else:
        sys.stdout.write(
            f"signed {result.reference} ({result.digest}); {result.signatures} signature(s) "
            f"at {result.signature_tag}\n"
        )


@app.command("keygen")
def keygen(
    prefix: Annotated[Path, typer.Argument(help="Writes PREFIX.key and PREFIX.pub.")] = Path(
        "cosign"
    ),
    as_json: Annotated[bool, typer.Option("--json", help="Print the result as JSON.")] = False,
) -> None:
    """Make an ECDSA P-256 key pair in cosign's format (password from GOVERN_KEY_PASSWORD or
    COSIGN_PASSWORD, else asked for on the terminal)."""
    from govern.images.keys import generate_key_pair, password_from_environment

    password = password_from_environment()
    if password is None:
        if not sys.stdin.isatty():
            from govern.errors import ImageError

            raise ImageError(
                "set GOVERN_KEY_PASSWORD (it may be empty) to make keys without a terminal"
            )
        password = typer.prompt(
            "Password for the private key", hide_input=True, confirmation_prompt=True
        ).encode()
    pair = generate_key_pair(prefix, password)
    if as_json:
        sys.stdout.write(
            json.dumps({"private_key": str(pair.private_path), "public_key": str(pair.public_path)})
            + "\n"
        )
    else:
        sys.stdout.write(f"wrote {pair.private_path} and {pair.public_path}\n")
