"""Container image references ('registry/repository:tag@digest'), parsed by Docker's grammar.

Only sha256 digests are accepted: they are what registries compute and what signatures name, and
one algorithm means one canonical form to compare."""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from govern.errors import ImageError

DOCKER_HUB = "docker.io"
# Docker Hub's API answers on another host than the one written in references.
DOCKER_HUB_API = "index.docker.io"
DEFAULT_TAG = "latest"
MAX_NAME_LENGTH = 255
MAX_TAG_LENGTH = 128

_DOMAIN_COMPONENT = r"(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])"
_DOMAIN = re.compile(
    rf"(?:{_DOMAIN_COMPONENT}(?:\.{_DOMAIN_COMPONENT})*|\[[0-9a-fA-F:]+\])(?::[0-9]+)?"
)
_PATH_COMPONENT = r"[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*"
_REPOSITORY = re.compile(rf"{_PATH_COMPONENT}(?:/{_PATH_COMPONENT})*")
_TAG = re.compile(r"[\w][\w.-]*", re.ASCII)
_DIGEST = re.compile(r"sha256:[0-9a-f]{64}")
_ANY_DIGEST = re.compile(r"[a-z0-9]+(?:[.+_-][a-z0-9]+)*:[a-zA-Z0-9=_-]+")


def check_digest(digest: str) -> str:
    """DIGEST when it is 'sha256:<64 lowercase hex>'; else ImageError naming the problem."""
    if _DIGEST.fullmatch(digest):
        return digest
    shown = _shown(digest)
    if _ANY_DIGEST.fullmatch(digest) and not digest.startswith("sha256:"):
        algorithm = digest.split(":", 1)[0]
        raise ImageError(f"digest {shown} uses {algorithm}: only sha256 digests are accepted")
    raise ImageError(f"digest {shown} is not 'sha256:' followed by 64 lowercase hex digits")


def check_repository(repository: str) -> str:
    """REPOSITORY when it is a valid repository path; else ImageError naming the problem."""
    if not repository:
        raise ImageError("repository name is empty")
    if not _REPOSITORY.fullmatch(repository):
        if _REPOSITORY.fullmatch(repository.lower()):
            raise ImageError(f"repository {_shown(repository)} must be lowercase")
        raise ImageError(
            f"repository {_shown(repository)} may only hold lowercase letters, digits and "
            "'.', '_', '__', '-' between them, in components separated by '/'"
        )
    return repository


def check_tag(tag: str) -> str:
    """TAG when it is a valid tag; else ImageError naming the problem."""
    if len(tag) > MAX_TAG_LENGTH:
        raise ImageError(f"tag {_shown(tag)} is longer than {MAX_TAG_LENGTH} characters")
    if not _TAG.fullmatch(tag):
        raise ImageError(
            f"tag {_shown(tag)} may only hold letters, digits, '_', '.' and '-', "
            "and must not start with '.' or '-'"
        )
    return tag


def _shown(text: str) -> str:
    """TEXT quoted for a one-line message: escapes control characters, cuts what is too long."""
    return repr(text if len(text) <= 80 else text[:77] + "...")


def canonical_registry(host: str) -> str:
    """The one spelling of registry HOST (with optional port) that rules, signatures, caches and
    settings compare: host names are case-insensitive, so 'Registry.Example.org' must not escape
    a rule written for 'registry.example.org', and Docker Hub's API host is Docker Hub."""
    host = host.lower()
    return DOCKER_HUB if host == DOCKER_HUB_API else host


def _split_registry(name: str) -> tuple[str, str]:
    """(registry, repository) by Docker's rule: the first component is a registry only when it
    has a '.' or ':' or is 'localhost' (or has capitals, which a repository cannot)."""
    first, slash, rest = name.partition("/")
    host_like = any(c in first for c in ".:") or first.lower() == "localhost"
    if slash and not host_like and first.lower() != first:
        # Capitals alone make it a registry, yet its one (lowercase) spelling would then read as
        # a Docker Hub namespace: refused rather than judged as either.
        raise ImageError(
            f"{_shown(first)} has capitals, so it is no repository, and no dot, port or "
            "'localhost', so it is no registry host either"
        )
    if not (slash and host_like):
        return DOCKER_HUB, name
    return canonical_registry(first), rest


@dataclass(frozen=True)
class ImageReference:
    registry: str
    repository: str
    tag: str | None
    digest: str | None

    @classmethod
    def parse(cls, text: str) -> ImageReference:
        """Parse an image reference; with neither tag nor digest the tag is 'latest'."""
        try:
            return cls._parse(text)
        except ImageError as exc:
            raise ImageError(f"invalid image reference {_shown(text)}: {exc}") from None

    @classmethod
    def _parse(cls, text: str) -> ImageReference:
        if not text:
            raise ImageError("it is empty")
        if any(c.isspace() or not c.isprintable() for c in text):
            raise ImageError("it contains whitespace or control characters")
        name, at, digest = text.partition("@")
        if at:
            check_digest(digest)
        tag: str | None = None
        # A ':' after the last '/' starts the tag; one before it belongs to a registry's port.
        colon = name.rfind(":")
        if colon > name.rfind("/"):
            name, tag = name[:colon], check_tag(name[colon + 1 :])
        if not name:
            raise ImageError("the repository name is missing")
        if len(name) > MAX_NAME_LENGTH:
            raise ImageError(f"the name is longer than {MAX_NAME_LENGTH} characters")
        registry, repository = _split_registry(name)
        if not _DOMAIN.fullmatch(registry):
            raise ImageError(f"registry {_shown(registry)} is not a host name with optional port")
        if registry == DOCKER_HUB and "/" not in repository:
            repository = f"library/{repository}"
        check_repository(repository)
        if tag is None and not at:
            tag = DEFAULT_TAG
        return cls(registry, repository, tag, digest if at else None)

    def __str__(self) -> str:
        text = self.name
        if self.tag is not None:
            text += f":{self.tag}"
        if self.digest is not None:
            text += f"@{self.digest}"
        return text

    @property
    def name(self) -> str:
        return f"{self.registry}/{self.repository}"

    def with_digest(self, digest: str) -> ImageReference:
        """The same image pinned to DIGEST (the tag is kept, for people to read)."""
        return dataclasses.replace(self, digest=check_digest(digest))


def api_host(registry: str) -> str:
    """The host (and port) that serves REGISTRY's distribution API."""
    return DOCKER_HUB_API if registry == DOCKER_HUB else registry


def glob_regex(pattern: str) -> re.Pattern[str]:
    """A 'registry/repository' glob as a regex: '*' and '?' stay within one path component,
    '**' crosses them."""
    parts: list[str] = []
    index = 0
    while index < len(pattern):
        if pattern.startswith("**", index):
            parts.append(".*")
            index += 2
        elif pattern[index] == "*":
            parts.append("[^/]*")
            index += 1
        elif pattern[index] == "?":
            parts.append("[^/]")
            index += 1
        else:
            parts.append(re.escape(pattern[index]))
            index += 1
    return re.compile("".join(parts))
