"""`govern webhook serve`: the Kubernetes validating admission webhook."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Literal

import typer

from govern.cli.output import command_group
from govern.cli.state import State

if TYPE_CHECKING:
    from govern.config import LoadedConfig
    from govern.webhook.service import WebhookService

app = command_group("Admit Kubernetes workloads by image trust.")


@app.command("serve")
def serve(
    ctx: typer.Context,
    cert: Annotated[
        Path | None, typer.Option(help="TLS certificate chain (PEM) the API server trusts.")
    ] = None,
    key: Annotated[Path | None, typer.Option(help="The certificate's private key (PEM).")] = None,
    listen: Annotated[str, typer.Option(help="HOST:PORT to answer on.")] = "127.0.0.1:8443",
    mode: Annotated[
        str,
        typer.Option(help="enforce: deny what fails; warn: admit it with warnings (audited)."),
    ] = "enforce",
    path: Annotated[
        list[str] | None,
        typer.Option(help="URL path for admission reviews (repeatable; default /validate)."),
    ] = None,
    max_seconds: Annotated[
        float,
        typer.Option(
            help="Budget for verifying one review's images; past it the review is denied. "
            "Keep it below the webhook's timeoutSeconds."
        ),
    ] = 3.0,
    io_seconds: Annotated[
        float,
        typer.Option(
            help="Deadline for a client's TLS handshake, for each request from its first byte "
            "to its last, and for reading each answer."
        ),
    ] = 10.0,
    idle_seconds: Annotated[
        float, typer.Option(help="How long a keep-alive connection may stay silent.")
    ] = 30.0,
    max_connections: Annotated[
        int, typer.Option(help="Connections held at once, from all clients.")
    ] = 256,
    max_client_connections: Annotated[
        int, typer.Option(help="Connections held at once from one client address.")
    ] = 64,
    client_ca: Annotated[
        Path | None,
        typer.Option(
            help="Accept only clients presenting a certificate issued by this CA (PEM): the "
            "API server's webhook client certificate."
        ),
    ] = None,
) -> None:
    """Answer AdmissionReviews over HTTPS, auditing every verdict (SIGHUP reloads the cert)."""
    import logging

    from govern.config import load_config
    from govern.errors import ConfigError
    from govern.webhook.server import (
        WebhookHTTPServer,
        parse_listen,
        tls_context,
    )
    from govern.webhook.server import serve as serve_forever

    if cert is None or key is None:
        raise ConfigError(
            "--cert and --key are required: the API server only calls webhooks over HTTPS "
            "(examples/kubernetes/README.md shows how to make them)"
        )
    if mode not in ("enforce", "warn"):
        raise ConfigError(f"--mode {mode!r}: expected enforce or warn")
    if not 0 < max_seconds <= 30 or io_seconds <= 0 or idle_seconds <= 0:
        raise ConfigError(
            "--max-seconds must be in (0, 30], --io-seconds and --idle-seconds above 0"
        )
    if not 0 < max_client_connections <= max_connections:
        raise ConfigError(
            "--max-client-connections must be at least 1 and at most --max-connections"
        )
    paths = tuple(path or ["/validate"])
    if any(not p.startswith("/") for p in paths):
        raise ConfigError(f"--path {paths}: each path starts with '/'")
    logging.basicConfig(level=logging.INFO, format="govern webhook: %(levelname)s: %(message)s")
    log = logging.getLogger("govern.webhook")
    address = parse_listen(listen)
    tls = tls_context(cert, key, client_ca)
    state: State = ctx.obj
    config = load_config(state.config_path())
    chosen: Literal["enforce", "warn"] = "warn" if mode == "warn" else "enforce"

    def make_service() -> WebhookService:
        return _webhook_service(config, chosen, max_seconds)

    server = WebhookHTTPServer(
        address,
        tls,
        make_service,
        paths,
        io_seconds=io_seconds,
        idle_seconds=idle_seconds,
        max_connections=max_connections,
        max_client_connections=max_client_connections,
    )

    def reload_tls() -> None:
        # A new context, not the old one reloaded: a client CA taken out of the file must stop
        # being trusted, and a context only ever adds CAs. Handshakes under way keep the old one.
        try:
            server.tls = tls_context(cert, key, client_ca)
        except ConfigError as exc:
            log.error("TLS RELOAD FAILED, still serving the previous certificate: %s", exc)
        else:
            also = f" and client CA {client_ca}" if client_ca else ""
            log.info("reloaded TLS certificate %s%s", cert, also)

    def ready(url: str) -> None:
        clients = f"clients with a certificate from {client_ca}" if client_ca else "any client"
        log.info("answering on %s (mode %s, %s)", url, chosen, clients)
        sys.stderr.flush()

    serve_forever(server, ready=ready, reload_tls=reload_tls)


def _webhook_service(
    config: LoadedConfig, mode: Literal["enforce", "warn"], max_seconds: float
) -> WebhookService:
    """The verifier (trust policy, keys, registry client), the judge and the audit writer."""
    import logging

    from govern.approvals.site import live_approvals
    from govern.audit.site import open_site_log
    from govern.images.live import LiveImageVerifier
    from govern.webhook.admission import AdmissionJudge
    from govern.webhook.service import WebhookService

    verifier = LiveImageVerifier(config, logging.getLogger("govern.webhook"))
    audit_log = open_site_log(config)
    approvals = live_approvals(config, audit_log)
    approvals.start_watching()
    judge = AdmissionJudge(verifier, max_seconds=max_seconds, approvals=approvals.current)

    def close() -> None:
        approvals.close()
        audit_log.close()

    return WebhookService(judge, audit_log.writer(), mode, on_close=close)
