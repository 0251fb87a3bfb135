"""Registry credentials from a Docker-style config.json are found under the registry's canonical
spelling, however `docker login` or an operator wrote the host."""

from __future__ import annotations

import base64
import json
from pathlib import Path

from govern.images._internal.registry import RegistryClient
from govern.images.credentials import load_registry_credentials


def test_hosts_are_keyed_as_references_name_them(tmp_path: Path) -> None:
    def auth(user: str) -> dict[str, str]:
        return {"auth": base64.b64encode(f"{user}:pw".encode()).decode()}

    path = tmp_path / "config.json"
    path.write_text(
        json.dumps(
            {
                "auths": {
                    "https://index.docker.io/v1/": auth("hub"),
                    "Registry.Example.org:5000": auth("site"),
                    "http://127.0.0.1:5000/": auth("local"),
                }
            }
        )
    )
    credentials = load_registry_credentials(path)
    assert credentials == {
        "docker.io": ("hub", "pw"),
        "registry.example.org:5000": ("site", "pw"),
        "127.0.0.1:5000": ("local", "pw"),
    }


def test_the_client_knows_insecure_registries_and_logins_by_their_canonical_spelling() -> None:
    client = RegistryClient(
        insecure=["LOCALHOST:5000"], credentials={"Registry.Example.org": ("user", "pw")}
    )
    with client:
        assert client.insecure == frozenset({"localhost:5000"})
        assert client.credentials == {"registry.example.org": ("user", "pw")}
