"""An engine that follows its site's files, for long-running processes.

A watcher thread looks at every source file once per interval (a cheap stat). When one changed,
a hash of the files' content decides whether anything did (a `touch` changes nothing); when it
did, the site is compiled in a child process and the new engine takes over in one assignment.
Decisions never wait for any of this: each is made by the engine in place when it starts, the
last good one. A changed site that fails to load in any way leaves the previous engine in place
and is reported to the caller's handler as soon as it is seen.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from govern.errors import GovernError
from govern.fingerprints import Fingerprint
from govern.policy.bundle import CompiledSite, compile_site, content_version
from govern.policy.child import compile_in_child
from govern.policy.decisions_cache import DEFAULT_ENTRIES
from govern.policy.engine import Approvals, Engine
from govern.policy.request import Decision, Request

log = logging.getLogger(__name__)

Compiler = Callable[[Path], CompiledSite]
_SHORTEST_INTERVAL = 0.05  # seconds: an interval of 0 must not spin


class LiveEngine:
    def __init__(
        self,
        config_path: Path,
        *,
        interval: float = 1.0,
        on_reload: Callable[[GovernError | None], None] | None = None,
        compiler: Compiler = compile_in_child,
        approvals: Approvals | None = None,
        cache_entries: int = DEFAULT_ENTRIES,
    ) -> None:
        """ON_RELOAD hears of every reload attempt: None when it took over, else the error.
        The first site is compiled here, before anything is answered; later ones by COMPILER.
        Every engine decides with APPROVALS, which outlive reloads, and keeps up to
        CACHE_ENTRIES of Cedar's answers (each engine its own: a reload starts afresh)."""
        self.config_path = config_path
        self._approvals = approvals
        self._cache_entries = cache_entries
        self.interval = interval
        self._on_reload = on_reload
        self._compiler = compiler
        self._looking = threading.Lock()
        self._wake = threading.Event()
        self.engine = self._load(compile_site)
        self._seen = self.engine.site.sources
        self._failed_sources: tuple[Fingerprint, ...] | None = None
        self.last_error: GovernError | None = None

    def decide(self, request: Request) -> Decision:
        return self.engine.decide(request)

    def people_attributes(self) -> Iterator[dict[str, Any]]:
        """The attributes of everyone the engine in place decides for."""
        return self.engine.people_attributes()

    def reload(self) -> None:
        """Have the watcher compile the site now (SIGHUP); returns at once."""
        self._wake.set()

    def look(self, *, force: bool = False) -> bool | None:
        """Look at the site's files now and reload what changed (everything with FORCE): None
        when nothing changed, True when a new site took over, False when it failed to load."""
        with self._looking:
            observed = self.engine.site.observed()
            if not force:
                if observed in (self._seen, self._failed_sources):
                    return None
                if self._holds_the_same(observed):
                    self._seen = observed
                    return None
            try:
                engine = self._load(self._compiler)
            except GovernError as exc:
                self.last_error = exc
                self._failed_sources = observed
                self._report(exc)
                return False
            self.engine = engine
            self._seen = engine.site.sources
            self.last_error = None
            self._failed_sources = None
        self._report(None)
        return True

    def _holds_the_same(self, observed: tuple[Fingerprint, ...]) -> bool:
        """Whether files whose stat changed still hold what the running site was compiled from.
        A folder that changed may hold a new file, and a file marked as changed while it was
        being compiled may not hold what was compiled: either needs a compile."""
        for before, now in zip(self._seen, observed, strict=True):
            if before != now and (before[2] == -1 or now[2] == -1 or os.path.isdir(now[0])):
                return False
        paths = [Path(path) for path, *_ in observed]
        try:
            return content_version(paths) == self.engine.site.version
        except OSError:
            return False

    def _load(self, compiler: Compiler) -> Engine:
        """A new engine for the site as it is now; any failure at all is a GovernError."""
        try:
            return Engine(
                compiler(self.config_path),
                resident=True,
                approvals=self._approvals,
                cache_entries=self._cache_entries,
            )
        except GovernError:
            raise
        except Exception as exc:  # a mistake nobody foresaw must not cost the last good set
            raise GovernError(
                f"{self.config_path}: the site does not load: {type(exc).__name__}: {exc}"
            ) from exc

    def _report(self, error: GovernError | None) -> None:
        if self._on_reload is not None:
            self._on_reload(error)

    def start_watching(self) -> threading.Thread:
        """Look for changes every interval, and at once on reload(), in a thread of its own."""

        def loop() -> None:
            while True:
                forced = self._wake.wait(max(self.interval, _SHORTEST_INTERVAL))
                self._wake.clear()
                try:
                    self.look(force=forced)
                except Exception:  # the watcher must outlive any one look
                    log.exception("looking for changed policy or catalog files failed")

        thread = threading.Thread(target=loop, name="govern-reload", daemon=True)
        thread.start()
        return thread

    def start_identity_refresh(self) -> threading.Thread:
        """Re-read NSS or LDAP people in the background, so no decision waits on the network."""

        def loop() -> None:
            while True:
                time.sleep(min(self.engine.site.refresh_seconds, 60))
                self.engine.refresh_identity_if_due()

        thread = threading.Thread(target=loop, name="govern-identity-refresh", daemon=True)
        thread.start()
        return thread
