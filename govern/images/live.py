"""An image verifier for long-running servers that follows its trust policy: an edit (a key
revoked, a rule added) takes effect without a restart, and a broken edit keeps the last good
policy."""

from __future__ import annotations

import logging
import threading
import time
from typing import TYPE_CHECKING

from govern.errors import ImageError
from govern.fingerprints import observe
from govern.images.verify import ImageVerdict, ImageVerifier

if TYPE_CHECKING:
    from govern.config import LoadedConfig


def _sources(verifier: ImageVerifier) -> tuple[str, ...]:
    policy = verifier.policy
    files = [policy.path]
    for rule in policy.rules:
        files.extend(rule.key_files)
        if rule.trusted_root_file is not None:
            files.append(rule.trusted_root_file)
    return tuple(str(path) for path in files)


class LiveImageVerifier:
    """Re-reads the trust policy (and the key and trusted-root files it names) when one of them
    changes, checking at most every INTERVAL seconds. A new policy starts with an empty verdict
    cache, so a revoked key stops vouching at once. Reloads are reported on LOG."""

    def __init__(self, config: LoadedConfig, log: logging.Logger, *, interval: float = 1.0) -> None:
        self.config = config
        self.interval = interval
        self.log = log
        self.current = ImageVerifier.from_config(config)
        self._sources = _sources(self.current)
        self._stamp = observe(self._sources)
        self._checked = time.monotonic()
        self._lock = threading.Lock()

    def _follow(self) -> ImageVerifier:
        now = time.monotonic()
        if now - self._checked < self.interval:
            return self.current
        with self._lock:
            if now - self._checked < self.interval:
                return self.current
            self._checked = now
            stamp = observe(self._sources)
            if stamp == self._stamp:
                return self.current
            self._stamp = stamp
            try:
                verifier = ImageVerifier.from_config(self.config, client=self.current.client)
            except ImageError as exc:
                self.log.error("IMAGE POLICY RELOAD FAILED, still using the previous one: %s", exc)
                return self.current
            # An edit that lands while the policy loads must not pass for loaded: unless the
            # files are still as they were seen before loading, the next check loads again.
            read = self._sources
            self.current = verifier
            self._sources = _sources(verifier)
            unchanged = self._sources == read and observe(read) == stamp
            self._stamp = stamp if unchanged else ()  # () matches no policy's files
            self.log.info("reloaded the image trust policy %s", verifier.policy.path)
            return verifier

    def verify(self, reference: str) -> ImageVerdict:
        return self._follow().verify(reference)

    def privileged_namespace(self, namespace: str) -> bool:
        return self._follow().privileged_namespace(namespace)

    def privileged_partition(self, partition: str) -> bool:
        return self._follow().privileged_partition(partition)
