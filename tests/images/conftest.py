"""Image fixtures: a real OCI registry behind token authentication, shared by the session (the
plain `registry` fixture is in tests/conftest.py); each test uses repositories of its own."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.services.process import install
from tests.services.registry import Registry, start_registry

TOKEN_USER = ("alice", "wonderland")


@pytest.fixture(scope="session")
def token_registry(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Registry]:
    """Behind a token server that knows one user, TOKEN_USER."""
    install("registry")
    server = start_registry(
        tmp_path_factory.mktemp("token-registry"), token_auth=True, users=dict([TOKEN_USER])
    )
    try:
        yield server
    finally:
        server.stop()
