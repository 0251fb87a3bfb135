"""Noticing change: the CLI's compiled-site cache and the long-running engine follow the files."""

from __future__ import annotations

import os
import signal
import threading
import time
from pathlib import Path

import pytest

from govern.errors import GovernError
from govern.policy.bundle import CompiledSite, compile_site
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
    live = LiveEngine(site.config, on_reload=outcomes.append)
    request = Request("alice", "use", "dataset:radar-returns", "partition:gpu")
    assert not live.decide(request).allowed

    _flag_gpu_as_enclave(site)
    assert not live.decide(request).allowed, "a decision never compiles: the watcher does"
    assert live.look() is True
    assert live.decide(request).allowed
    assert outcomes == [None]

    broken = site.catalog / "datasets.toml"
    broken.write_text(broken.read_text() + "\n[[dataset]\n")
    assert live.look() is False
    assert live.decide(request).allowed, "a broken edit must not replace the last good site"
    assert len(outcomes) == 2 and "not valid TOML" in str(outcomes[1])
    assert live.look() is None, "an unchanged broken site is not compiled again"
    assert len(outcomes) == 2

    broken.write_text(broken.read_text().replace("\n[[dataset]\n", "\n"))
    os.utime(broken)
    assert live.look() is True
    assert live.decide(request).allowed
    assert live.last_error is None
    assert outcomes[2:] == [None]


def test_a_file_touched_but_not_changed_is_not_compiled_again(site: Site) -> None:
    compiled: list[Path] = []

    def counting(config_path: Path) -> CompiledSite:
        compiled.append(config_path)
        return compile_site(config_path)

    live = LiveEngine(site.config, compiler=counting)
    datasets = site.catalog / "datasets.toml"
    os.utime(datasets, ns=(1_000_000_000, 1_000_000_000))
    assert live.look() is None
    assert compiled == []
    datasets.write_text(datasets.read_text() + "\n")
    assert live.look() is True
    assert compiled == [site.config]


def test_a_new_file_in_the_policy_folder_is_compiled(site: Site) -> None:
    live = LiveEngine(site.config)
    request = Request("bob", "use", "dataset:era5", "partition:gpu")
    assert live.decide(request).allowed
    site.write(
        "policies/freeze.cedar",
        '@id("freeze")\n@reason("maintenance freeze")\nforbid (principal, action, resource);\n',
    )
    assert live.look() is True
    assert [p.id for p in live.decide(request).policies] == ["freeze"]


def test_decisions_go_on_with_the_last_good_site_while_a_new_one_compiles(site: Site) -> None:
    entered, release = threading.Event(), threading.Event()

    def slow(config_path: Path) -> CompiledSite:
        entered.set()
        assert release.wait(30)
        return compile_site(config_path)

    outcomes: list[GovernError | None] = []
    live = LiveEngine(site.config, interval=0.05, on_reload=outcomes.append, compiler=slow)
    request = Request("alice", "use", "dataset:radar-returns", "partition:gpu")
    live.start_watching()
    _flag_gpu_as_enclave(site)
    assert entered.wait(30), "the watcher noticed the edit with no request to prompt it"
    for _ in range(100):
        assert not live.decide(request).allowed  # answered at once, by the site in force
    release.set()
    deadline = time.monotonic() + 30
    while not outcomes and time.monotonic() < deadline:
        release.wait(0.01)
    assert outcomes == [None]
    assert live.decide(request).allowed


def test_a_broken_edit_is_reported_when_it_is_seen_not_when_a_request_comes(site: Site) -> None:
    reported = threading.Event()
    outcomes: list[GovernError | None] = []

    def hear(outcome: GovernError | None) -> None:
        outcomes.append(outcome)
        reported.set()

    live = LiveEngine(site.config, interval=0.05, on_reload=hear)
    live.start_watching()
    _write_latin1_policy(site)
    assert reported.wait(60)
    assert "not UTF-8" in str(outcomes[0])


def test_reload_returns_at_once_and_the_watcher_compiles(site: Site) -> None:
    entered = threading.Event()

    def noticing(config_path: Path) -> CompiledSite:
        entered.set()
        return compile_site(config_path)

    live = LiveEngine(site.config, interval=3600, compiler=noticing)
    live.start_watching()
    began = time.monotonic()
    live.reload()
    assert time.monotonic() - began < 0.05
    assert entered.wait(30), "a reload asked for is done even with nothing changed"


def _write_latin1_policy(site: Site) -> None:
    (site.policies / "freeze.cedar").write_bytes(
        '@id("freeze")\n@reason("gel des accès")\nforbid (principal, action, resource);\n'.encode(
            "latin-1"
        )
    )


def test_a_policy_file_that_is_not_utf8_keeps_the_last_good_site(site: Site) -> None:
    outcomes: list[GovernError | None] = []
    live = LiveEngine(site.config, on_reload=outcomes.append)
    request = Request("bob", "use", "dataset:era5", "partition:gpu")
    assert live.decide(request).allowed

    _write_latin1_policy(site)
    assert live.look() is False
    decision = live.decide(request)
    assert decision.allowed and not decision.errors, "the last good policy set stays in force"
    assert len(outcomes) == 1 and "freeze.cedar" in str(outcomes[0])
    assert "not UTF-8" in str(outcomes[0])


def test_any_failure_while_reloading_keeps_the_last_good_site(site: Site) -> None:
    outcomes: list[GovernError | None] = []

    def explode(config_path: Path) -> CompiledSite:
        raise RuntimeError("disk on fire")

    live = LiveEngine(site.config, on_reload=outcomes.append, compiler=explode)
    request = Request("bob", "use", "dataset:era5", "partition:gpu")
    assert live.look(force=True) is False
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
        # No request prompts it: the daemon notices the edit on its own.
        wait_until(lambda: b"RELOAD FAILED" in daemon.log.read_bytes(), 60, "RELOAD FAILED")
        assert b"not UTF-8" in daemon.log.read_bytes()
        assert client.ask(era5)["decision"] == "allow", "the last good policy set stays in force"
        assert daemon.process is not None
        os.kill(daemon.process.pid, signal.SIGHUP)
        assert client.ask(era5)["decision"] == "allow"
        assert Client(daemon.socket_path).ask({"op": "ping"})["ok"] is True
        wait_until(
            lambda: daemon.log.read_bytes().count(b"RELOAD FAILED") == 2, 60, "SIGHUP reload"
        )
    finally:
        daemon.stop()


def test_no_request_is_refused_while_the_daemon_reloads_again_and_again(
    site: Site, tmp_path: Path
) -> None:
    daemon = Daemon(site.config, tmp_path / "run" / "decide.sock", tmp_path / "serve.log")
    daemon.start()
    try:
        client = Client(daemon.socket_path)
        request = {"op": "check", "user": "alice", "action": "use"}
        request |= {"resource": "dataset:radar-returns", "destination": "partition:gpu"}
        destinations = site.catalog / "destinations.toml"
        plain = destinations.read_text()
        flagged = plain.replace(
            'name = "gpu"\ncountry = "US"', 'name = "gpu"\ncountry = "US"\nitar_enclave = true'
        )
        answers: list[dict[str, object]] = []
        reloaded = b"reloaded policies and catalog"
        for edit in range(1, 7):
            destinations.write_text(flagged if edit % 2 else plain)

            def answered_through_reload(count: int = edit) -> bool:
                answers.append(client.ask(request))
                return daemon.log.read_bytes().count(reloaded) >= count

            wait_until(answered_through_reload, 60, f"reload {edit}")
        assert len(answers) >= 6
        assert all(a["decision"] in ("allow", "deny") and not a["errors"] for a in answers)
        assert all(isinstance(a["receipt"], int) for a in answers)
        assert {a["decision"] for a in answers} == {"allow", "deny"}
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
