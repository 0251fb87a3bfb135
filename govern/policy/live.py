"""An engine that follows its site's files, for long-running processes.

Changes are noticed by a cheap stat of every source, at most once per interval. A changed site
that no longer compiles or validates -- or fails in any other way while loading -- leaves the
previous engine in place: decisions go on under the last good policy, and the failure is reported
to the caller's handler.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path

from govern.errors import GovernError
from govern.fingerprints import Fingerprint
from govern.policy.bundle import compile_site
from govern.policy.engine import Engine
from govern.policy.request import Decision, Request


class LiveEngine:
    def __init__(
        self,
        config_path: Path,
        *,
        interval: float = 1.0,
        on_reload: Callable[[GovernError | None], None] | None = None,
    ) -> None:
        """ON_RELOAD hears of every reload attempt: None when it took over, else the error."""
        self.config_path = config_path
        self.interval = interval
        self._on_reload = on_reload
        self._lock = threading.Lock()
        self.engine = self._load()
        self._checked_at = time.monotonic()
        self._failed_sources: tuple[Fingerprint, ...] | None = None
        self.last_error: GovernError | None = None

    def reload(self) -> bool:
        """Recompile now; True when the new site took over, False when the old one stays."""
        with self._lock:
            self._checked_at = time.monotonic()
            observed = self.engine.site.observed()
            try:
                engine = self._load()
            except GovernError as exc:
                self.last_error = exc
                self._failed_sources = observed
                if self._on_reload is not None:
                    self._on_reload(exc)
                return False
            self.engine = engine
            self.last_error = None
            self._failed_sources = None
        if self._on_reload is not None:
            self._on_reload(None)
        return True

    def _load(self) -> Engine:
        """A new engine for the site as it is now; any failure at all is a GovernError."""
        try:
            return Engine(compile_site(self.config_path), resident=True)
        except GovernError:
            raise
        except Exception as exc:  # a mistake nobody foresaw must not cost the last good set
            raise GovernError(
                f"{self.config_path}: the site does not load: {type(exc).__name__}: {exc}"
            ) from exc

    def _reload_if_changed(self) -> None:
        if time.monotonic() - self._checked_at < self.interval:
            return
        self._checked_at = time.monotonic()
        observed = self.engine.site.observed()
        # A site that failed to reload is tried again only once its files change again.
        if observed not in (self.engine.site.sources, self._failed_sources):
            self.reload()

    def start_identity_refresh(self) -> threading.Thread:
        """Re-read NSS or LDAP people in the background, so no decision waits on the network."""

        def loop() -> None:
            while True:
                time.sleep(min(self.engine.site.refresh_seconds, 60))
                self.engine.refresh_identity_if_due()

        thread = threading.Thread(target=loop, name="govern-identity-refresh", daemon=True)
        thread.start()
        return thread

    def decide(self, request: Request) -> Decision:
        self._reload_if_changed()
        return self.engine.decide(request)
