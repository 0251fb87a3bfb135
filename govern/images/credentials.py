"""Registry credentials from a Docker-style config.json, the file `docker login` and
`skopeo login` maintain."""

from __future__ import annotations

import base64
import binascii
import json
from pathlib import Path

from govern.errors import ImageError
from govern.images.reference import canonical_registry


def load_registry_credentials(path: Path | None) -> dict[str, tuple[str, str]]:
    """Registry host -> (username, password); an absent setting means anonymous access."""
    if path is None:
        return {}
    try:
        document = json.loads(path.read_text())
    except OSError as exc:
        raise ImageError(f"{path}: cannot read registry credentials: {exc.strerror}") from None
    except (ValueError, UnicodeDecodeError):
        raise ImageError(f"{path}: registry credentials are not JSON") from None
    auths = document.get("auths") if isinstance(document, dict) else None
    if not isinstance(auths, dict):
        raise ImageError(f"{path}: no 'auths' object (expected Docker config.json layout)")
    credentials: dict[str, tuple[str, str]] = {}
    for host, entry in auths.items():
        encoded = entry.get("auth") if isinstance(entry, dict) else None
        try:
            user, separator, password = (
                base64.b64decode(str(encoded), validate=True).decode().partition(":")
            )
        except (binascii.Error, ValueError, UnicodeDecodeError):
            user, separator, password = "", "", ""
        if not separator or not user:
            raise ImageError(f"{path}: auths.{host}.auth must be base64 of 'user:password'")
        # `docker login` keys Docker Hub as 'https://index.docker.io/v1/': the host is what counts.
        registry = host.removeprefix("https://").removeprefix("http://").partition("/")[0]
        credentials[canonical_registry(registry)] = (user, password)
    return credentials
