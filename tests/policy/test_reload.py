"""Noticing change: the CLI's compiled-site cache and the long-running engine follow the files."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

from govern.errors import GovernError
from govern.policy.live import LiveEngine
from govern.policy.request import Request
from tests.conftest import Govern, Site, check_args
from tests.services.daemon import Client, Daemon
from tests.services.process import wait_until

ITAR_ON_GPU = check_args("alice", "use", "dataset:radar-returns", "partition:gpu")


def _flag_gpu_as_enclave(site: Site) -> None:
    path = site.catalog / "destinations.toml"
    path.write_text(
        path.read_text().replace(
            'name = "gpu"\ncountry = "US"', 'name = "gpu"\ncountry = "US"\nitar_enclave = true'
        )
    )


def test_cli_sees_a_catalog_change_at_once(site: Site, govern: Govern, private_cache: Path) -> None:
    assert govern("--config", site.config, *ITAR_ON_GPU).code == 1
    assert list(private_cache.glob("site-*")), "the first run leaves a compiled site behind"
    _flag_gpu_as_enclave(site)
    assert govern("--config", site.config, *ITAR_ON_GPU).code == 0


def test_cli_sees_a_new_policy_file(site: Site, govern: Govern) -> None:
    request = check_args("bob", "use", "dataset:era5", "partition:gpu")
    assert govern("--config", site.config, *request).code == 0
    site.write(
        "policies/freeze.cedar",
        '@id("freeze")\n@reason("maintenance freeze")\nforbid (principal, action, resource);\n',
    )
    result = govern("--config", site.config, *request)
    assert result.code == 1
    assert "freeze: maintenance freeze" in result.stdout


def test_a_cache_others_can_write_is_not_trusted(
    site: Site, govern: Govern, private_cache: Path
) -> None:
    assert govern("--config", site.config, *ITAR_ON_GPU).code == 1
    (cached,) = private_cache.glob("site-*")
    cached.write_bytes(b"not a compiled site")
    cached.chmod(0o666)
    assert govern("--config", site.config, *ITAR_ON_GPU).code == 1  # recompiled, still denies
    cached.chmod(0o600)
    assert govern("--config", site.config, *ITAR_ON_GPU).code == 1  # garbage is recompiled too


def test_live_engine_reloads_changed_files_and_keeps_the_last_good_site(site: Site) -> None:
    outcomes: list[GovernError | None] = []
    live = LiveEngine(site.config, interval=0, on_reload=outcomes.append)
    request = Request("alice", "use", "dataset:radar-returns", "partition:gpu")
    assert not live.decide(request).allowed

    _flag_gpu_as_enclave(site)
    assert live.decide(request).allowed
    assert outcomes == [None]

    broken = site.catalog / "datasets.toml"
    broken.write_text(broken.read_text() + "\n[[dataset]\n")
    decision = live.decide(request)
    assert decision.allowed, "a broken edit must not replace the last good site"
    assert len(outcomes) == 2 and "not valid TOML" in str(outcomes[1])
    live.decide(request)
    assert len(outcomes) == 2, "an unchanged broken site is not recompiled on every decision"

    broken.write_text(broken.read_text().replace("\n[[dataset]\n", "\n"))
    os.utime(broken)
    assert live.decide(request).allowed
    assert live.last_error is None
    assert outcomes[2:] == [None]


def _write_latin1_policy(site: Site) -> None:
    (site.policies / "freeze.cedar").write_bytes(
        '@id("freeze")\n@reason("gel des accès")\nforbid (principal, action, resource);\n'.encode(
            "latin-1"
        )
    )


def test_a_policy_file_that_is_not_utf8_keeps_the_last_good_site(site: Site) -> None:
    outcomes: list[GovernError | None] = []
    live = LiveEngine(site.config, interval=0, on_reload=outcomes.append)
    request = Request("bob", "use", "dataset:era5", "partition:gpu")
    assert live.decide(request).allowed

    _write_latin1_policy(site)
    decision = live.decide(request)
    assert decision.allowed and not decision.errors, "the last good policy set stays in force"
    assert len(outcomes) == 1 and "freeze.cedar" in str(outcomes[0])
    assert "not UTF-8" in str(outcomes[0])


def test_any_failure_while_reloading_keeps_the_last_good_site(
    site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    outcomes: list[GovernError | None] = []
    live = LiveEngine(site.config, interval=0, on_reload=outcomes.append)
    request = Request("bob", "use", "dataset:era5", "partition:gpu")

    def explode(config_path: Path) -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr("govern.policy.live.compile_site", explode)
    assert live.reload() is False
    assert live.decide(request).allowed
    (outcome,) = outcomes
    assert isinstance(outcome, GovernError) and "RuntimeError: disk on fire" in str(outcome)


def test_the_daemon_answers_through_a_policy_file_that_is_not_utf8(
    site: Site, tmp_path: Path
) -> None:
    daemon = Daemon(site.config, tmp_path / "run" / "decide.sock", tmp_path / "serve.log")
    daemon.start()
    try:
        client = Client(daemon.socket_path)
        era5 = {"op": "check", "user": "bob", "action": "use"}
        era5 |= {"resource": "dataset:era5", "destination": "partition:gpu"}
        assert client.ask(era5)["decision"] == "allow"
        _write_latin1_policy(site)
        answers: list[object] = []

        def reload_failed() -> bool:
            answers.append(client.ask(era5)["decision"])  # a decision is what notices the edit
            return b"RELOAD FAILED" in daemon.log.read_bytes()

        wait_until(reload_failed, 30, "RELOAD FAILED")
        assert b"not UTF-8" in daemon.log.read_bytes()
        assert set(answers) == {"allow"}, "the last good policy set stays in force"
        assert daemon.process is not None
        os.kill(daemon.process.pid, signal.SIGHUP)
        assert client.ask(era5)["decision"] == "allow"
        assert Client(daemon.socket_path).ask({"op": "ping"})["ok"] is True
    finally:
        daemon.stop()


def test_an_edit_landing_while_the_site_compiles_is_compiled_too(
    site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    import json

    from govern.policy import sources
    from govern.policy.bundle import compile_site

    datasets = site.catalog / "datasets.toml"
    opened = datasets.read_text()
    load_policies = sources.load_policy_source
    edits = []

    def load_then_edit(directory: Path) -> sources.PolicySource:
        loaded = load_policies(directory)  # the catalog is already read by now
        if not edits:
            edits.append(datasets)
            datasets.write_text(opened.replace('"itar"', '"public"'))
        return loaded

    monkeypatch.setattr(sources, "load_policy_source", load_then_edit)
    compiled = compile_site(site.config)
    radar = json.loads(compiled.entities["Dataset::radar-returns"])
    assert radar["attrs"]["classification"] == "public", "the edit passed for compiled"
    assert compiled.is_current()
