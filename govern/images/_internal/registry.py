"""A synchronous client for the OCI distribution API: manifests, blobs, tags and referrers.

Every answer is checked before it is used: manifest and blob contents against their sha256
digests, bodies against size limits, JSON against its expected shape. Every failure is a
RegistryError of one line naming the registry and what to do; no exception of the HTTP library
leaves this module. One pooled session per client, because the admission webhook asks per
request and a TLS handshake per question would dominate its latency."""

from __future__ import annotations

import base64
import contextlib
import hashlib
import json
import re
import ssl
import threading
import time
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Any, TypeVar
from urllib.parse import urljoin, urlsplit

import requests
import urllib3
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from govern.errors import ImageError, RegistryError
from govern.images.expiring import ExpiringMap
from govern.images.reference import (
    ImageReference,
    api_host,
    canonical_registry,
    check_digest,
    check_repository,
    check_tag,
)
from govern.validation import describe_validation_error

OCI_MANIFEST = "application/vnd.oci.image.manifest.v1+json"
OCI_INDEX = "application/vnd.oci.image.index.v1+json"
DOCKER_MANIFEST = "application/vnd.docker.distribution.manifest.v2+json"
DOCKER_MANIFEST_LIST = "application/vnd.docker.distribution.manifest.list.v2+json"
MANIFEST_MEDIA_TYPES = (OCI_MANIFEST, OCI_INDEX, DOCKER_MANIFEST, DOCKER_MANIFEST_LIST)
MAX_MANIFEST_BYTES = 4 * 1024 * 1024
MAX_BLOB_BYTES = 4 * 1024 * 1024
# Token answers and error bodies are small; anything bigger is not a registry talking.
MAX_SMALL_BYTES = 256 * 1024
MAX_REDIRECTS = 5
# A tag listing longer than this is a loop or a flood, not a repository.
MAX_TAG_PAGES = 1000
# Tokens are renewed this long before the registry would refuse them.
TOKEN_EXPIRY_MARGIN = 5.0
# Registries that give no lifetime mean 60 s (distribution's token specification).
DEFAULT_TOKEN_SECONDS = 60.0

_CHUNK = 64 * 1024
_Model = TypeVar("_Model", bound=BaseModel)
_CHALLENGE_PARAMETER = re.compile(r'(\w+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,]+))')
_SSL_SOURCE = re.compile(r" \(_ssl\.c:\d+\)")
_LINK_NEXT = re.compile(r'<([^>]*)>\s*;\s*rel="?next"?')


@dataclass(frozen=True)
class Manifest:
    digest: str
    media_type: str
    body: bytes

    def json(self) -> dict[str, Any]:
        document = _parse_json(self.body, f"manifest {self.digest}")
        if not isinstance(document, dict):
            raise RegistryError(f"manifest {self.digest} is not a JSON object")
        return document


@dataclass(frozen=True)
class Descriptor:
    media_type: str
    digest: str
    size: int
    artifact_type: str | None = None
    annotations: dict[str, str] = field(default_factory=dict)


class _DescriptorModel(BaseModel):
    model_config = ConfigDict(extra="ignore")

    media_type: str = Field(alias="mediaType")
    digest: str
    size: int = Field(ge=0)
    artifact_type: str | None = Field(default=None, alias="artifactType")
    annotations: dict[str, str] = Field(default_factory=dict)


class _IndexModel(BaseModel):
    model_config = ConfigDict(extra="ignore")

    manifests: list[_DescriptorModel] = Field(default_factory=list)


class _TagListModel(BaseModel):
    model_config = ConfigDict(extra="ignore")

    tags: list[str] | None = None


class _TokenModel(BaseModel):
    model_config = ConfigDict(extra="ignore")

    token: str | None = None
    access_token: str | None = None
    expires_in: float | None = Field(default=None, gt=0)


@dataclass(frozen=True)
class _Challenge:
    scheme: str  # lower case: "bearer" or "basic"
    parameters: dict[str, str]


def _parse_challenge(header: str) -> _Challenge:
    scheme, _, rest = header.strip().partition(" ")
    parameters = {
        match.group(1).lower(): match.group(2) if match.group(2) is not None else match.group(3)
        for match in _CHALLENGE_PARAMETER.finditer(rest)
    }
    return _Challenge(scheme.lower(), parameters)


def _parse_json(body: bytes, what: str) -> Any:
    try:
        return json.loads(body)
    except (ValueError, UnicodeDecodeError) as exc:
        raise RegistryError(f"{what} is not valid JSON ({exc})") from None


def _sha256(data: bytes) -> str:
    return "sha256:" + hashlib.sha256(data).hexdigest()


def _media_type(content_type: str | None) -> str:
    return (content_type or "").split(";", 1)[0].strip()


def _one_line(text: str, limit: int = 200) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _reason(exc: BaseException) -> str:
    """The useful end of a requests exception ('[Errno 111] Connection refused'), on one line."""
    cause: object = exc.args[0] if exc.args else exc
    cause = getattr(cause, "reason", cause)
    if isinstance(cause, tuple) and cause:
        cause = cause[0]
    text = _SSL_SOURCE.sub("", str(cause))
    errno_at = text.find("[Errno")
    if errno_at >= 0:
        text = text[errno_at:]
    if text.count(")") > text.count("("):
        text = text.rstrip(")'\"")
    return _one_line(text)


def _system_trust() -> str | bool:
    """The system's CA bundle (requests would otherwise trust its own certifi copy)."""
    paths = ssl.get_default_verify_paths()
    return paths.cafile or paths.capath or True


class RegistryClient:
    def __init__(
        self,
        *,
        insecure: Iterable[str] = (),
        timeout: float = 5.0,
        ca_file: Path | None = None,
        credentials: Mapping[str, tuple[str, str]] | None = None,
    ) -> None:
        self.insecure = frozenset(canonical_registry(host) for host in insecure)
        self.timeout = timeout
        self.credentials = {
            canonical_registry(host): login for host, login in (credentials or {}).items()
        }
        self._session = requests.Session()
        # Proxies and ~/.netrc from the environment must not change whom we talk to or what
        # credentials we send.
        self._session.trust_env = False
        self._session.verify = str(ca_file) if ca_file is not None else _system_trust()
        self._session.headers["User-Agent"] = "govern"
        self._lock = threading.Lock()
        # (registry, scope) -> Authorization header
        self._tokens: ExpiringMap[tuple[str, str], str] = ExpiringMap()
        self._basic: set[str] = set()

    def close(self) -> None:
        self._session.close()

    def __enter__(self) -> RegistryClient:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    # -- the distribution API ------------------------------------------------------------------

    def get_manifest(self, registry: str, repository: str, reference: str) -> Manifest | None:
        """The manifest REFERENCE (a tag or a digest) names, or None when there is none."""
        check_repository(repository)
        by_digest = _is_digest(reference)
        path = f"{repository}/manifests/{reference}"
        with self._call(
            "GET", registry, path, repository, headers={"Accept": ", ".join(MANIFEST_MEDIA_TYPES)}
        ) as response:
            if response.status_code == 404:
                return None
            self._expect(response, registry, "GET", path, 200)
            body = self._read(response, registry, MAX_MANIFEST_BYTES, f"manifest {reference}")
        digest = _sha256(body)
        announced = response.headers.get("Docker-Content-Digest", "")
        if announced.startswith("sha256:") and announced != digest:
            raise RegistryError(
                f"{registry} sent manifest {repository}:{reference} whose content has digest "
                f"{digest}, not the {announced} it announced: the registry or the path to it "
                "is corrupting data"
            )
        if by_digest and digest != reference:
            raise RegistryError(
                f"{registry} answered {repository}@{reference} with a manifest whose digest is "
                f"{digest}: refusing it"
            )
        media_type = _media_type(response.headers.get("Content-Type"))
        if media_type not in MANIFEST_MEDIA_TYPES:
            declared = Manifest(digest, media_type, body).json().get("mediaType")
            media_type = declared if isinstance(declared, str) else media_type
        return Manifest(digest, media_type, body)

    def resolve(self, ref: ImageReference) -> str:
        """The manifest digest REF names now; for a digest reference, that digest once the
        registry confirms it holds it."""
        reference = ref.digest or ref.tag or "latest"
        path = f"{check_repository(ref.repository)}/manifests/{reference}"
        _is_digest(reference)
        with self._call(
            "HEAD",
            ref.registry,
            path,
            ref.repository,
            headers={"Accept": ", ".join(MANIFEST_MEDIA_TYPES)},
        ) as response:
            if response.status_code == 404:
                raise RegistryError(f"{ref} not found in {ref.registry}")
            self._expect(response, ref.registry, "HEAD", path, 200)
            announced = response.headers.get("Docker-Content-Digest", "")
        if ref.digest is not None:
            return ref.digest
        try:
            return check_digest(announced)
        except ImageError:
            pass
        manifest = self.get_manifest(ref.registry, ref.repository, reference)
        if manifest is None:
            raise RegistryError(f"{ref} not found in {ref.registry}")
        return manifest.digest

    def get_blob(
        self, registry: str, repository: str, digest: str, max_bytes: int = MAX_BLOB_BYTES
    ) -> bytes:
        """The blob DIGEST, checked against it; RegistryError when missing or over MAX_BYTES."""
        check_repository(repository)
        check_digest(digest)
        path = f"{repository}/blobs/{digest}"
        with self._call("GET", registry, path, repository) as response:
            if response.status_code == 404:
                raise RegistryError(f"blob {digest} not found in {registry}/{repository}")
            self._expect(response, registry, "GET", path, 200)
            data = self._read(response, registry, max_bytes, f"blob {digest}")
        if _sha256(data) != digest:
            raise RegistryError(
                f"{registry} sent content for blob {digest} in {repository} that does not match "
                "that digest: refusing it"
            )
        return data

    def push_blob(self, registry: str, repository: str, data: bytes) -> str:
        """Upload DATA as one blob (unless the registry already holds it); its digest."""
        check_repository(repository)
        digest = _sha256(data)
        path = f"{repository}/blobs/{digest}"
        with self._call("HEAD", registry, path, repository, push=True) as response:
            if response.status_code == 200:
                return digest
        start = f"{repository}/blobs/uploads/"
        with self._call("POST", registry, start, repository, push=True) as response:
            self._expect(response, registry, "POST", start, 202)
            location = response.headers.get("Location")
        if not location:
            raise RegistryError(f"{registry} started a blob upload without saying where to send it")
        upload = urljoin(self._base(registry), location)
        with self._call(
            "PUT",
            registry,
            upload,
            repository,
            push=True,
            params={"digest": digest},
            headers={"Content-Type": "application/octet-stream"},
            data=data,
        ) as response:
            self._expect(response, registry, "PUT", "blob upload", 201)
        return digest

    def push_manifest(
        self, registry: str, repository: str, reference: str, body: bytes, media_type: str
    ) -> str:
        """Store BODY as manifest REFERENCE (a tag or its own digest); its digest."""
        check_repository(repository)
        digest = _sha256(body)
        if _is_digest(reference) and reference != digest:
            raise RegistryError(f"manifest body has digest {digest}, not {reference}")
        path = f"{repository}/manifests/{reference}"
        with self._call(
            "PUT",
            registry,
            path,
            repository,
            push=True,
            headers={"Content-Type": media_type},
            data=body,
        ) as response:
            self._expect(response, registry, "PUT", path, 201)
            announced = response.headers.get("Docker-Content-Digest", "")
        if announced.startswith("sha256:") and announced != digest:
            raise RegistryError(
                f"{registry} stored manifest {repository}:{reference} as {announced}, "
                f"not as {digest}: the registry rewrote it"
            )
        return digest

    def list_tags(
        self, registry: str, repository: str, *, page_size: int | None = None
    ) -> list[str]:
        """Every tag of REPOSITORY, following the registry's pagination; [] when it is unknown."""
        check_repository(repository)
        tags: list[str] = []
        target: str | None = f"{repository}/tags/list"
        params = {"n": str(page_size)} if page_size is not None else None
        pages = 0
        while target is not None:
            pages += 1
            if pages > MAX_TAG_PAGES:
                raise RegistryError(
                    f"{registry} lists more than {MAX_TAG_PAGES} pages of tags for {repository}"
                )
            with self._call("GET", registry, target, repository, params=params) as response:
                if response.status_code == 404 and not tags:
                    return []
                self._expect(response, registry, "GET", f"{repository}/tags/list", 200)
                body = self._read(response, registry, MAX_MANIFEST_BYTES, "tag list")
                target = self._next_page(registry, response)
            params = None  # the next link carries its own
            page = _validated(_TagListModel, body, registry, "tag list")
            tags.extend(page.tags or [])
        return tags

    def referrers(
        self, registry: str, repository: str, digest: str, artifact_type: str | None = None
    ) -> list[Descriptor] | None:
        """What refers to manifest DIGEST (OCI 1.1 referrers API), optionally of one artifact
        type; None when the registry has no referrers API."""
        check_repository(repository)
        check_digest(digest)
        path = f"{repository}/referrers/{digest}"
        params = {"artifactType": artifact_type} if artifact_type is not None else None
        with self._call(
            "GET", registry, path, repository, params=params, headers={"Accept": OCI_INDEX}
        ) as response:
            if response.status_code == 405:
                return None
            is_index = _media_type(response.headers.get("Content-Type")) == OCI_INDEX
            if response.status_code == 404 and not is_index:
                return None
            if response.status_code != 404:
                self._expect(response, registry, "GET", path, 200)
            body = self._read(response, registry, MAX_MANIFEST_BYTES, "referrers index")
        found = parse_index(body, registry, f"referrers of {digest}")
        # Registries that ignore the filter say so by not echoing it in OCI-Filters-Applied.
        if artifact_type is not None:
            found = [d for d in found if d.artifact_type == artifact_type]
        return found

    # -- transport -----------------------------------------------------------------------------

    def _scheme(self, registry: str) -> str:
        return "http" if registry in self.insecure else "https"

    def _base(self, registry: str) -> str:
        return f"{self._scheme(registry)}://{api_host(registry)}/v2/"

    @contextlib.contextmanager
    def _call(
        self,
        method: str,
        registry: str,
        path: str,
        repository: str,
        *,
        push: bool = False,
        params: Mapping[str, str] | None = None,
        headers: Mapping[str, str] | None = None,
        data: bytes | None = None,
    ) -> Iterator[requests.Response]:
        """METHOD on PATH (under /v2/, or an absolute URL the registry gave us), authenticating
        as the registry asks; the response body is streamed while the context lasts."""
        scope = f"repository:{repository}:{'pull,push' if push else 'pull'}"
        url = urljoin(self._base(registry), path)
        authorization = self._cached_authorization(registry, scope)
        response = self._send(method, registry, url, authorization, params, headers, data)
        if response.status_code == 401:
            challenge = _parse_challenge(response.headers.get("WWW-Authenticate", ""))
            self._release(response)
            authorization = self._authorize(registry, scope, challenge)
            response = self._send(method, registry, url, authorization, params, headers, data)
            if response.status_code == 401:
                self._release(response)
                raise RegistryError(self._refused(registry, scope))
        with self._released(response):
            yield response

    @contextlib.contextmanager
    def _released(self, response: requests.Response) -> Iterator[requests.Response]:
        try:
            yield response
        except BaseException:
            response.close()
            raise
        self._release(response)

    def _release(self, response: requests.Response) -> None:
        """Hand the connection back to the pool when what is left of the body is small and
        arrives promptly (a 404's error text, a HEAD's nothing); close it otherwise. Reuse
        saves a TCP and TLS handshake on the next question."""
        if response.raw.closed:  # read to its end
            response.raw.release_conn()
            return
        declared = response.headers.get("Content-Length", "")
        bodiless = response.request.method == "HEAD" or response.status_code in (204, 304)
        if not bodiless and not (declared.isdigit() and int(declared) <= MAX_SMALL_BYTES):
            response.close()
            return
        deadline = time.monotonic() + self.timeout
        try:
            for _ in _chunks(response):
                if time.monotonic() > deadline:
                    response.close()
                    return
        except (urllib3.exceptions.HTTPError, OSError):
            response.close()
            return
        response.raw.release_conn()

    def _send(
        self,
        method: str,
        registry: str,
        url: str,
        authorization: str | None,
        params: Mapping[str, str] | None,
        headers: Mapping[str, str] | None,
        data: bytes | None,
    ) -> requests.Response:
        """One request, following GET/HEAD redirects by hand: never to a weaker scheme, and
        without our credentials once the host changes (blob storage signs its own URLs)."""
        all_headers = dict(headers or {})
        origin = urlsplit(self._base(registry))
        for _ in range(MAX_REDIRECTS + 1):
            target = urlsplit(url)
            same_origin = (target.scheme, target.netloc) == (origin.scheme, origin.netloc)
            if authorization is not None and same_origin:
                all_headers["Authorization"] = authorization
            else:
                all_headers.pop("Authorization", None)
            response = self._request(
                registry, method, url, params=params, headers=all_headers, data=data
            )
            if response.status_code not in (301, 302, 303, 307, 308) or method not in (
                "GET",
                "HEAD",
            ):
                return response
            location = response.headers.get("Location", "")
            self._release(response)
            next_url = urljoin(url, location)
            scheme = urlsplit(next_url).scheme
            if scheme not in ("http", "https") or (target.scheme == "https" and scheme == "http"):
                raise RegistryError(
                    f"{registry} redirected {method} {target.path} from {target.scheme} to "
                    f"{_one_line(scheme, 20)}: refusing (only to http or https, never from https "
                    "to http)"
                )
            url, params = next_url, None
        raise RegistryError(f"{registry} redirected more than {MAX_REDIRECTS} times: giving up")

    def _request(self, registry: str, method: str, url: str, **kwargs: Any) -> requests.Response:
        """requests' call, with each of its exceptions turned into a RegistryError."""
        try:
            return self._session.request(
                method,
                url,
                timeout=(self.timeout, self.timeout),
                allow_redirects=False,
                stream=True,
                **kwargs,
            )
        except requests.exceptions.SSLError as exc:
            raise RegistryError(
                f"TLS with {registry} failed ({_reason(exc)}): give its CA certificate as the "
                "registry CA file, or list it as an insecure registry if it only speaks http"
            ) from None
        except requests.exceptions.Timeout:
            raise RegistryError(
                f"{registry} did not answer within {self.timeout:g} s: check that it is up and "
                "reachable, or raise the registry timeout"
            ) from None
        except requests.exceptions.ConnectionError as exc:
            raise RegistryError(
                f"cannot connect to {registry} ({_reason(exc)}): check the registry's address "
                "and that it is running"
            ) from None
        except requests.RequestException as exc:
            raise RegistryError(f"request to {registry} failed: {_reason(exc)}") from None

    def _read(self, response: requests.Response, registry: str, limit: int, what: str) -> bytes:
        """The whole body, at most LIMIT bytes, within the client's timeout overall."""
        declared = response.headers.get("Content-Length", "")
        if declared.isdigit() and int(declared) > limit:
            raise RegistryError(
                f"{registry} sent {what} of {int(declared)} bytes, more than the {limit} allowed"
            )
        deadline = time.monotonic() + self.timeout
        chunks: list[bytes] = []
        size = 0
        try:
            for chunk in _chunks(response):
                size += len(chunk)
                if size > limit:
                    raise RegistryError(
                        f"{registry} sent {what} of more than the {limit} bytes allowed"
                    )
                if time.monotonic() > deadline:
                    raise RegistryError(
                        f"{registry} took longer than {self.timeout:g} s to send {what}: "
                        "check the registry, or raise the registry timeout"
                    )
                chunks.append(chunk)
        except urllib3.exceptions.ReadTimeoutError:
            raise RegistryError(
                f"{registry} stopped sending {what} for {self.timeout:g} s: check the "
                "registry, or raise the registry timeout"
            ) from None
        except (urllib3.exceptions.HTTPError, OSError) as exc:
            raise RegistryError(
                f"{registry} broke off while sending {what}: {_reason(exc)}"
            ) from None
        return b"".join(chunks)

    def _expect(
        self, response: requests.Response, registry: str, method: str, path: str, status: int
    ) -> None:
        if response.status_code == status:
            return
        detail = self._error_detail(response)
        if response.status_code == 403:
            raise RegistryError(
                f"{registry} denied {method} {path}{detail}: the configured credentials lack "
                "access to this repository"
            )
        if response.status_code >= 500:
            raise RegistryError(
                f"{registry} failed with HTTP {response.status_code} on {method} {path}{detail}: "
                "try again later or check the registry"
            )
        raise RegistryError(
            f"{registry} answered HTTP {response.status_code} to {method} {path}{detail}"
        )

    def _error_detail(self, response: requests.Response) -> str:
        """': CODE: message' from a distribution error body, when there is one."""
        try:
            body = b"".join(_limited(_chunks(response), MAX_SMALL_BYTES))
            document = _parse_json(body, "error")
            first = document["errors"][0]
            code, message = str(first.get("code", "")), str(first.get("message", ""))
            return f": {_one_line(code)}: {_one_line(message)}"
        except (
            RegistryError,
            urllib3.exceptions.HTTPError,
            OSError,
            LookupError,
            TypeError,
            AttributeError,
        ):
            return ""

    def _next_page(self, registry: str, response: requests.Response) -> str | None:
        match = _LINK_NEXT.search(response.headers.get("Link", ""))
        if match is None:
            return None
        url: str = urljoin(self._base(registry), match.group(1))
        base, target = urlsplit(self._base(registry)), urlsplit(url)
        if (target.scheme, target.netloc) != (base.scheme, base.netloc):
            raise RegistryError(f"{registry} sent a next-page link to another host: refusing it")
        return url

    # -- authentication ------------------------------------------------------------------------

    def _cached_authorization(self, registry: str, scope: str) -> str | None:
        with self._lock:
            if registry in self._basic:
                return self._basic_header(registry)
        return self._tokens.get((registry, scope))

    def _basic_header(self, registry: str) -> str | None:
        credentials = self.credentials.get(registry)
        if credentials is None:
            return None
        username, password = credentials
        return "Basic " + base64.b64encode(f"{username}:{password}".encode()).decode()

    def _authorize(self, registry: str, scope: str, challenge: _Challenge) -> str:
        if challenge.scheme == "basic":
            header = self._basic_header(registry)
            if header is None:
                raise RegistryError(self._refused(registry, scope))
            with self._lock:
                self._basic.add(registry)
            return header
        if challenge.scheme != "bearer" or "realm" not in challenge.parameters:
            raise RegistryError(
                f"{registry} asks for an authentication scheme govern does not speak "
                f"({_one_line(challenge.scheme, 40) or 'none given'})"
            )
        token, lifetime = self._fetch_token(registry, scope, challenge.parameters)
        header = f"Bearer {token}"
        self._tokens.put((registry, scope), header, max(lifetime - TOKEN_EXPIRY_MARGIN, 0.0))
        return header

    def _fetch_token(
        self, registry: str, scope: str, parameters: Mapping[str, str]
    ) -> tuple[str, float]:
        realm = parameters["realm"]
        realm_scheme = urlsplit(realm).scheme
        if realm_scheme != "https" and not (realm_scheme == "http" and registry in self.insecure):
            raise RegistryError(
                f"{registry} sends us for tokens to {_one_line(realm, 100)}, which is not https: "
                "refusing (list the registry as insecure to allow it)"
            )
        scopes = [scope]
        if parameters.get("scope") and parameters["scope"] != scope:
            scopes.append(parameters["scope"])
        query: dict[str, str | list[str]] = {"scope": scopes}
        if "service" in parameters:
            query["service"] = parameters["service"]
        headers = {}
        basic = self._basic_header(registry)
        if basic is not None:
            headers["Authorization"] = basic
        token_response = self._request(registry, "GET", realm, params=query, headers=headers)
        with self._released(token_response) as response:
            if response.status_code in (401, 403):
                raise RegistryError(self._refused(registry, scope))
            self._expect(response, registry, "GET", "token", 200)
            body = self._read(response, registry, MAX_SMALL_BYTES, "token")
        answer = _validated(_TokenModel, body, registry, "token answer")
        token = answer.token or answer.access_token
        if not token:
            raise RegistryError(f"the token service of {registry} answered without a token")
        return token, answer.expires_in or DEFAULT_TOKEN_SECONDS

    def _refused(self, registry: str, scope: str) -> str:
        if registry in self.credentials:
            return (
                f"authentication to {registry} failed for {scope}: check the username and "
                f"password configured for {registry} and that they grant this access"
            )
        return (
            f"authentication to {registry} required for {scope}: configure credentials for "
            f"{registry}"
        )


def _validated(model: type[_Model], body: bytes, registry: str, what: str) -> _Model:
    document = _parse_json(body, f"{what} from {registry}")
    try:
        return model.model_validate(document)
    except ValidationError as exc:
        raise RegistryError(describe_validation_error(f"{what} from {registry}", exc)) from None


def parse_index(body: bytes, registry: str, what: str) -> list[Descriptor]:
    """The descriptors an OCI image index lists; RegistryError when BODY is not one."""
    index = _validated(_IndexModel, body, registry, what)
    return [
        Descriptor(
            d.media_type,
            _answered_digest(d.digest, registry),
            d.size,
            d.artifact_type,
            dict(d.annotations),
        )
        for d in index.manifests
    ]


def _answered_digest(digest: str, registry: str) -> str:
    try:
        return check_digest(digest)
    except ImageError as exc:
        raise RegistryError(f"{registry} answered with a bad digest: {exc}") from None


def _is_digest(reference: str) -> bool:
    """Whether REFERENCE is a digest (checked) rather than a tag (checked too)."""
    if ":" in reference:
        check_digest(reference)
        return True
    check_tag(reference)
    return False


def _chunks(response: requests.Response) -> Iterator[bytes]:
    """The body as it arrives (decoded), so that a slow sender is noticed chunk by chunk:
    iter_content would wait for each chunk to fill."""
    while chunk := response.raw.read1(_CHUNK, decode_content=True):
        yield chunk


def _limited(chunks: Iterator[bytes], limit: int) -> Iterator[bytes]:
    size = 0
    for chunk in chunks:
        size += len(chunk)
        if size > limit:
            return
        yield chunk
