"""The Vault (and OpenBao) adapter: log in, keep the token fresh, read and write KV v2 secrets.

The only module that imports hvac; it turns every failure into a SecretsError that says what
to do next. Calls are retried a bounded number of times when Vault is unreachable, sealed or
overloaded, never when it refuses."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from govern.config import (
    LoadedConfig,
    VaultAppRoleAuth,
    VaultJwtAuth,
    VaultKubernetesAuth,
    VaultSection,
    VaultTokenAuth,
)
from govern.errors import SecretsError
from govern.secrets.ownership import OwnedPaths
from govern.secrets.refs import Location

if TYPE_CHECKING:
    import hvac

T = TypeVar("T")
_FIRST_BACKOFF = 0.2
_MAX_BACKOFF = 2.0


@dataclass(frozen=True)
class VaultSettings:
    section: VaultSection
    # Relative file names in the auth settings are relative to the configuration's folder.
    base_dir: Path

    @property
    def address(self) -> str:
        return self.section.address

    @property
    def kv_mount(self) -> str:
        return self.section.kv_mount

    def file(self, path: Path) -> Path:
        return self.base_dir / path.expanduser()

    @property
    def owned_paths(self) -> OwnedPaths:
        return OwnedPaths(self.section.owned_paths, self.section.kv_mount)


def vault_settings(config: LoadedConfig) -> VaultSettings:
    if config.secrets.vault is None:
        raise SecretsError(
            f"{config.path}: no [secrets.vault] section: give Vault's address and how to log in"
        )
    return VaultSettings(config.secrets.vault, config.path.parent)


def _read_credential(path: Path, what: str) -> str:
    try:
        value = path.read_text().strip()
    except FileNotFoundError:
        raise SecretsError(f"{what} file {path} not found") from None
    except OSError as exc:
        raise SecretsError(f"cannot read the {what} file {path}: {exc.strerror}") from None
    if not value:
        raise SecretsError(f"the {what} file {path} is empty")
    return value


def _vault_message(exc: Exception) -> str:
    errors = getattr(exc, "errors", None)
    if isinstance(errors, list) and errors:
        return "; ".join(str(e) for e in errors)
    return str(exc).split(", on ")[0] or type(exc).__name__


class Vault:
    """A logged-in client. Build it with `Vault.connect(settings)`."""

    def __init__(self, settings: VaultSettings, client: hvac.Client) -> None:
        self.settings = settings
        self._client = client
        self._expires_at: float | None = None
        self._renewable = False

    @classmethod
    def connect(cls, settings: VaultSettings) -> Vault:
        import hvac

        section = settings.section
        verify: bool | str = str(settings.file(section.ca_cert)) if section.ca_cert else True
        client = hvac.Client(
            url=section.address,
            timeout=section.timeout_seconds,  # type: ignore[arg-type]  # requests takes floats
            verify=verify,
            namespace=section.namespace,
        )
        vault = cls(settings, client)
        vault._log_in()
        return vault

    # -- calls, retries and errors -----------------------------------------------------------

    def _call(self, what: str, operation: Callable[[], T]) -> T:
        import hvac.exceptions
        import requests.exceptions

        address = self.settings.address
        attempts = self.settings.section.retries + 1
        for attempt in range(1, attempts + 1):
            try:
                return operation()
            except hvac.exceptions.Forbidden as exc:
                raise SecretsError(
                    f"Vault at {address} denied {what}: {_vault_message(exc)}; the token's "
                    "policies do not allow it (ask for a policy that does, or log in again "
                    "if the token expired)"
                ) from None
            except hvac.exceptions.Unauthorized as exc:
                raise SecretsError(
                    f"Vault at {address} did not accept the login for {what}: {_vault_message(exc)}"
                ) from None
            except hvac.exceptions.VaultDown as exc:
                if "sealed" in _vault_message(exc).lower():
                    if attempt == attempts:
                        raise SecretsError(
                            f"Vault at {address} is sealed: an operator must unseal it "
                            "(bao operator unseal / vault operator unseal); nothing was changed"
                        ) from None
                elif attempt == attempts:
                    raise SecretsError(
                        f"Vault at {address} is unavailable ({_vault_message(exc)}) after "
                        f"{attempts} attempts; nothing was changed"
                    ) from None
            except (
                hvac.exceptions.InternalServerError,
                hvac.exceptions.BadGateway,
                hvac.exceptions.RateLimitExceeded,
            ) as exc:
                if attempt == attempts:
                    raise SecretsError(
                        f"Vault at {address} failed {what}: {_vault_message(exc)} "
                        f"(after {attempts} attempts)"
                    ) from None
            except requests.exceptions.Timeout:
                if attempt == attempts:
                    raise SecretsError(
                        f"Vault at {address} did not answer within "
                        f"{self.settings.section.timeout_seconds:g} s ({attempts} attempts); "
                        "nothing was changed"
                    ) from None
            except requests.exceptions.ConnectionError:
                if attempt == attempts:
                    raise SecretsError(
                        f"cannot reach Vault at {address} ({attempts} attempts): is it running, "
                        "and is [secrets.vault] address right? Nothing was changed"
                    ) from None
            except requests.exceptions.RequestException as exc:
                raise SecretsError(f"talking to Vault at {address} failed: {exc}") from None
            time.sleep(min(_FIRST_BACKOFF * 2 ** (attempt - 1), _MAX_BACKOFF))
        raise AssertionError("unreachable: the last attempt raises")

    # -- authentication ----------------------------------------------------------------------

    def _log_in(self) -> None:
        auth = self.settings.section.auth
        client = self._client
        if isinstance(auth, VaultTokenAuth):
            client.token = _read_credential(self.settings.file(auth.token_file), "Vault token")
        elif isinstance(auth, VaultAppRoleAuth):
            secret_id = _read_credential(
                self.settings.file(auth.secret_id_file), "AppRole secret ID"
            )
            self._login_call(
                auth.method,
                auth.mount,
                lambda: client.auth.approle.login(
                    role_id=auth.role_id, secret_id=secret_id, mount_point=auth.mount
                ),
            )
        elif isinstance(auth, VaultJwtAuth):
            token = _read_credential(self.settings.file(auth.jwt_file), "JWT")
            self._login_call(
                auth.method,
                auth.mount,
                lambda: client.auth.jwt.jwt_login(role=auth.role, jwt=token, path=auth.mount),
            )
        elif isinstance(auth, VaultKubernetesAuth):
            token = _read_credential(
                self.settings.file(auth.token_file), "Kubernetes service-account token"
            )
            self._login_call(
                auth.method,
                auth.mount,
                lambda: client.auth.kubernetes.login(
                    role=auth.role, jwt=token, mount_point=auth.mount
                ),
            )
        self._note_lifetime()

    def _login_call(self, method: str, mount: str, login: Callable[[], object]) -> None:
        import hvac.exceptions

        try:
            self._call(f"the {method} login at auth/{mount}", login)
        except hvac.exceptions.InvalidRequest as exc:
            raise SecretsError(
                f"Vault at {self.settings.address} refused the {method} login at auth/{mount}: "
                f"{_vault_message(exc)}"
            ) from None
        except hvac.exceptions.InvalidPath:
            raise SecretsError(
                f"Vault at {self.settings.address} has no {method} login at auth/{mount}: "
                "check [secrets.vault.auth] mount"
            ) from None

    def _note_lifetime(self) -> None:
        response: Any = self._call("a lookup of its own token", self._client.auth.token.lookup_self)
        data = response["data"]
        ttl = int(data.get("ttl") or 0)
        self._renewable = bool(data.get("renewable"))
        self._expires_at = time.monotonic() + ttl if ttl > 0 else None  # 0: never expires

    def seconds_left(self) -> float | None:
        """How long the token has, as last seen (None: it does not expire)."""
        return None if self._expires_at is None else self._expires_at - time.monotonic()

    def _keep_fresh(self) -> None:
        left = self.seconds_left()
        if left is None or left > self.settings.section.renew_before_seconds:
            return
        if self._renewable:
            self._call("renewing its own token", self._client.auth.token.renew_self)
            self._note_lifetime()
        elif not isinstance(self.settings.section.auth, VaultTokenAuth):
            self._log_in()

    # -- KV v2 -------------------------------------------------------------------------------

    def read(self, location: Location) -> tuple[dict[str, str], int] | None:
        """The secret's keys and values and its version, or None if there is no such secret."""
        import hvac.exceptions

        self._keep_fresh()
        kv = self._client.secrets.kv.v2
        try:
            response: Any = self._call(
                f"reading {location}",
                lambda: kv.read_secret_version(
                    path=location.path, mount_point=location.mount, raise_on_deleted_version=True
                ),
            )
        except hvac.exceptions.InvalidPath:
            return None
        data = response["data"]
        values = {str(k): str(v) for k, v in (data.get("data") or {}).items()}
        return values, int(data["metadata"]["version"])

    def write(self, location: Location, values: dict[str, str], expected_version: int) -> int:
        """Store VALUES as the secret's new version if it is still at EXPECTED_VERSION
        (0: it must not exist yet). Returns the new version."""
        import hvac.exceptions

        self._keep_fresh()
        kv = self._client.secrets.kv.v2
        try:
            response: Any = self._call(
                f"writing {location}",
                lambda: kv.create_or_update_secret(
                    path=location.path,
                    secret=values,
                    cas=expected_version,
                    mount_point=location.mount,
                ),
            )
        except hvac.exceptions.InvalidRequest as exc:
            if "check-and-set" in _vault_message(exc):
                raise SecretsError(
                    f"{location} changed while it was being written; run the command again"
                ) from None
            raise SecretsError(f"Vault refused writing {location}: {_vault_message(exc)}") from None
        except hvac.exceptions.InvalidPath:
            raise SecretsError(
                f"Vault has no KV v2 mount '{location.mount}' for {location}: check the path "
                "or [secrets.vault] kv_mount"
            ) from None
        return int(response["data"]["version"])
