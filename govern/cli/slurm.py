"""`govern serve` (the decision daemon) and `govern slurm install` (the job_submit plugin)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from govern.cli.output import command_group
from govern.cli.state import State

if TYPE_CHECKING:
    from govern.config import LoadedConfig
    from govern.slurm.images import ImageChecks
    from govern.slurm.metrics import DaemonMetrics
    from govern.slurm.server import DecisionService
    from govern.slurm.usersocket import UserSocket

DEFAULT_SOCKET = Path("/run/govern/decide.sock")

app = command_group("Wire govern into Slurm.")


def serve(
    ctx: typer.Context,
    socket_path: Annotated[Path, typer.Option("--socket", help="Unix socket to answer on.")] = (
        DEFAULT_SOCKET
    ),
    socket_mode: Annotated[
        str, typer.Option(help="Socket permissions (octal): the Slurm user and admins only.")
    ] = "0660",
    socket_group: Annotated[
        str | None, typer.Option(help="Group that may connect (e.g. slurm).")
    ] = None,
    metrics: Annotated[
        str | None, typer.Option(help="Serve Prometheus metrics on this loopback HTTP HOST:PORT.")
    ] = None,
    reload_interval: Annotated[
        float, typer.Option(help="Seconds between checks for changed policy or catalog files.")
    ] = 1.0,
) -> None:
    """Run the resident decision daemon (SIGHUP reloads; SIGTERM stops after pending answers)."""
    import logging

    from govern.config import load_config
    from govern.errors import ConfigError

    logging.basicConfig(level=logging.INFO, format="govern serve: %(levelname)s: %(message)s")
    try:
        mode = int(socket_mode, 8)
    except ValueError:
        raise ConfigError(f"--socket-mode {socket_mode!r}: expected octal such as 0660") from None
    if mode & 0o007:
        raise ConfigError(f"--socket-mode {socket_mode}: others must not connect (use 0660)")
    from govern.slurm.metrics import DaemonMetrics, loopback_address, serve_metrics
    from govern.slurm.server import DecisionServer

    metrics_at = loopback_address(metrics) if metrics is not None else None

    state: State = ctx.obj
    config_path = state.config_path()
    config = load_config(config_path)

    def make_service() -> DecisionService:
        return _decision_service(config_path, config, reload_interval, DaemonMetrics())

    server = DecisionServer(
        socket_path,
        make_service,
        config.serve.max_request_bytes,
        _user_socket(config) if config.user_socket is not None else None,
    )

    def ready() -> None:
        if metrics_at is not None and server.service.metrics is not None:
            serve_metrics(*metrics_at, server.service.metrics.registry)
        logging.getLogger("govern.serve").info("answering on %s", socket_path)
        sys.stderr.flush()

    server.serve(mode=mode, group=socket_group, ready=ready)


def _decision_service(
    config_path: Path, config: LoadedConfig, reload_interval: float, metrics: DaemonMetrics
) -> DecisionService:
    """One worker's service: its engine, its own handle on the audit log, its metrics."""
    import logging

    from govern.approvals.site import live_approvals
    from govern.audit.site import open_site_log
    from govern.audit.writer import ALONE_AFTER_SECONDS
    from govern.errors import GovernError
    from govern.policy.live import LiveEngine
    from govern.slurm.server import DecisionService

    log = logging.getLogger("govern.serve")

    def reloaded(error: GovernError | None) -> None:
        if error is None:
            metrics.reloads.labels("ok").inc()
            log.info("reloaded policies and catalog")
        else:
            metrics.reloads.labels("failed").inc()
            log.error("RELOAD FAILED, still deciding with the previous policy set: %s", error)

    audit_log = open_site_log(config)
    approvals = live_approvals(config, audit_log)
    engine = LiveEngine(
        config_path,
        interval=reload_interval,
        on_reload=reloaded,
        approvals=approvals.current,
        cache_entries=config.serve.decision_cache_entries,
    )
    images = _image_checks(config)
    engine.start_watching()
    engine.start_identity_refresh()
    approvals.start_watching()
    metrics.follow_expiry(approvals.current, engine.people_attributes)

    def read_receipt(index: int) -> dict[str, object] | None:
        if not 0 <= index < audit_log.size():
            return None
        for _, entry in audit_log.entries(index, index + 1):
            return entry.to_json()
        return None

    def close() -> None:
        approvals.close()
        audit_log.close()

    return DecisionService(
        engine,
        audit_log.writer(alone_after=ALONE_AFTER_SECONDS),
        metrics,
        read_receipt=read_receipt,
        on_close=close,
        images=images,
        limits=config.serve,
        approvals=approvals,
    )


def _user_socket(config: LoadedConfig) -> UserSocket:
    """Approvals for users as the kernel names them, through the decision service's audit
    writer and its site (the identity directory's groups), with the rules read afresh for each
    op so an edit to them counts from the next one."""
    from govern.approvals.service import ApprovalService
    from govern.approvals.site import open_store, site_rules
    from govern.slurm.usersocket import UserSocket

    assert config.user_socket is not None

    def make_service(decisions: DecisionService) -> ApprovalService:
        return ApprovalService(
            site=lambda: decisions.engine.engine.site,
            rules=lambda: site_rules(config),
            store=open_store(config),
            audit=decisions.audit,
            log_reader=decisions.audit.log,
            service_account=config.approvals.service_account,
        )

    return UserSocket(config.user_socket, config.serve, make_service)


def _image_checks(config: LoadedConfig) -> ImageChecks | None:
    """Images in jobs are verified against the site's trust policy, each job's within the
    registry timeout; a site without one runs no container images through Slurm at all."""
    if not config.images_policy.exists():
        return None
    import logging

    from govern.images.live import LiveImageVerifier
    from govern.slurm.images import ImageChecks, TrustPolicyImages

    verifier = LiveImageVerifier(config, logging.getLogger("govern.serve"))
    return ImageChecks(
        TrustPolicyImages(verifier),
        deadline=config.images.timeout_seconds,
        threads=config.serve.image_check_threads,
    )


@app.command("install")
def install(
    directory: Annotated[Path, typer.Option("--dir", help="The folder holding slurm.conf.")] = (
        Path("/etc/slurm")
    ),
    socket_path: Annotated[Path, typer.Option("--socket", help="The daemon's socket.")] = (
        DEFAULT_SOCKET
    ),
    timeout_ms: Annotated[
        int, typer.Option(help="How long slurmctld waits for an answer before denying.")
    ] = 500,
    fail_open_partition: Annotated[
        list[str] | None,
        typer.Option(
            help="Partition whose jobs that declare nothing run while the daemon is "
            "down (repeatable; default: none)."
        ),
    ] = None,
    force: Annotated[
        bool,
        typer.Option(
            "--force", help="Replace a different job_submit.lua (it is kept beside the new one)."
        ),
    ] = False,
) -> None:
    """Install job_submit.lua next to slurm.conf (set JobSubmitPlugins=lua there). A different
    job_submit.lua already there is refused unless --force."""
    from govern.slurm.install import install_plugin

    done = install_plugin(
        directory, socket_path, timeout_ms, fail_open_partition or [], force=force
    )
    if not done.changed:
        sys.stdout.write(f"{done.target} is already this plugin: nothing changed\n")
        return
    if done.kept is not None:
        sys.stdout.write(f"kept the previous job_submit.lua as {done.kept}\n")
    sys.stdout.write(f"installed {done.target} (asks {socket_path}, {timeout_ms} ms timeout)\n")
