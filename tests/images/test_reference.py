"""Image references: Docker's grammar and Docker Hub's defaults; bad input is a one-line error."""

from __future__ import annotations

import re

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from govern.errors import ImageError
from govern.images.reference import ImageReference, api_host

DIGEST = "sha256:" + "ab" * 32

GOOD = [
    ("ubuntu", "docker.io", "library/ubuntu", "latest", None),
    ("ubuntu:22.04", "docker.io", "library/ubuntu", "22.04", None),
    ("hpc/pytorch", "docker.io", "hpc/pytorch", "latest", None),
    ("docker.io/ubuntu", "docker.io", "library/ubuntu", "latest", None),
    ("index.docker.io/hpc/pytorch:2", "docker.io", "hpc/pytorch", "2", None),
    ("registry.example.org/hpc/pytorch:2.3-cuda12", "registry.example.org", "hpc/pytorch",
     "2.3-cuda12", None),
    ("127.0.0.1:5000/hpc/pytorch", "127.0.0.1:5000", "hpc/pytorch", "latest", None),
    ("localhost/app", "localhost", "app", "latest", None),
    ("localhost:5000/app:v1", "localhost:5000", "app", "v1", None),
    ("[::1]:5000/app", "[::1]:5000", "app", "latest", None),
    (f"ghcr.io/org/team/app@{DIGEST}", "ghcr.io", "org/team/app", None, DIGEST),
    (f"ghcr.io/org/app:v1@{DIGEST}", "ghcr.io", "org/app", "v1", DIGEST),
    ("quay.io/a-b__c.d/e--f:_tag.With-Caps", "quay.io", "a-b__c.d/e--f", "_tag.With-Caps", None),
    # Host names are case-insensitive: one canonical spelling for rules, signatures and caches.
    ("Registry.Example.org/app", "registry.example.org", "app", "latest", None),
    ("LOCALHOST:5000/app", "localhost:5000", "app", "latest", None),
    ("DOCKER.IO/ubuntu", "docker.io", "library/ubuntu", "latest", None),
    ("Index.Docker.IO/hpc/pytorch", "docker.io", "hpc/pytorch", "latest", None),
    ("a" * 200 + ":" + "t" * 128, "docker.io", "library/" + "a" * 200, "t" * 128, None),
]  # fmt: skip


@pytest.mark.parametrize(("text", "registry", "repository", "tag", "digest"), GOOD)
def test_parses_good_references(
    text: str, registry: str, repository: str, tag: str | None, digest: str | None
) -> None:
    ref = ImageReference.parse(text)
    assert ref == ImageReference(registry, repository, tag, digest)
    assert ImageReference.parse(str(ref)) == ref


def test_canonical_form_and_name() -> None:
    ref = ImageReference.parse("ubuntu")
    assert str(ref) == "docker.io/library/ubuntu:latest"
    assert ref.name == "docker.io/library/ubuntu"
    pinned = ImageReference.parse(f"127.0.0.1:5000/hpc/app:v1@{DIGEST}")
    assert str(pinned) == f"127.0.0.1:5000/hpc/app:v1@{DIGEST}"


def test_with_digest_keeps_name_and_tag() -> None:
    ref = ImageReference.parse("127.0.0.1:5000/hpc/app:v1").with_digest(DIGEST)
    assert (ref.name, ref.tag, ref.digest) == ("127.0.0.1:5000/hpc/app", "v1", DIGEST)
    with pytest.raises(ImageError, match="sha256"):
        ref.with_digest("sha256:1234")


def test_docker_hub_is_asked_on_its_api_host() -> None:
    assert api_host(ImageReference.parse("ubuntu").registry) == "index.docker.io"
    assert api_host("127.0.0.1:5000") == "127.0.0.1:5000"


BAD = [
    ("", "empty"),
    ("   ", "whitespace"),
    ("hpc/app:v1 ", "whitespace"),
    ("hpc/ app", "whitespace"),
    ("hpc/app\n", "whitespace or control"),
    ("hpc/app\x00", "control"),
    ("hpc/PyTorch", "lowercase"),
    ("HPC", "lowercase"),
    ("hpc/app:", "tag ''"),
    ("hpc/app:-v1", "tag '-v1'"),
    ("hpc/app:.v1", "tag '.v1'"),
    ("hpc/app:v1/x", "repository"),
    ("hpc/app:v$1", "tag 'v\\$1'"),
    ("hpc/app:" + "t" * 129, "longer than 128"),
    ("hpc/" + "a" * 252, "longer than 255"),
    ("hpc//app", "repository"),
    ("hpc/app/", "repository"),
    ("/hpc/app", "repository"),
    ("hpc/-app", "repository"),
    ("hpc/app_", "repository"),
    ("hpc/a...b", "repository"),
    ("ex_ample.org/app", "registry"),
    ("example.org:port/app", "registry"),
    ("Hpc/app", "no registry host"),  # capitals make it no repository, yet no host either
    (":v1", "missing"),
    ("hpc/app@", "digest ''"),
    ("hpc/app@sha256:abc", "64 lowercase hex"),
    ("hpc/app@sha256:" + "AB" * 32, "64 lowercase hex"),
    ("hpc/app@sha512:" + "ab" * 64, "sha512: only sha256"),
    ("hpc/app@" + "ab" * 32, "digest"),
    (f"hpc/app@{DIGEST}@{DIGEST}", "digest"),
    (f"@{DIGEST}", "missing"),
]


@pytest.mark.parametrize(("text", "problem"), BAD)
def test_rejects_bad_references_with_one_line(text: str, problem: str) -> None:
    with pytest.raises(ImageError, match=problem) as caught:
        ImageReference.parse(text)
    message = str(caught.value)
    assert message.startswith("invalid image reference ")
    assert "\n" not in message


def test_long_input_is_cut_in_the_message() -> None:
    with pytest.raises(ImageError) as caught:
        ImageReference.parse("X" * 10_000)
    assert len(str(caught.value)) < 400


# Docker's reference grammar (distribution/reference), written independently of the parser as
# one expression per form, with govern's narrowing: sha256 digests only, in lowercase hex.
_HOST_COMPONENT = r"(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])"
_HOST = rf"(?:{_HOST_COMPONENT}(?:\.{_HOST_COMPONENT})*|\[[0-9a-fA-F:]+\])(?::[0-9]+)?"
_PATH = r"[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*"
_SUFFIX = r"(?::[\w][\w.-]{0,127})?(?:@sha256:[0-9a-f]{64})?"
WITH_HOST = re.compile(rf"(?P<name>{_HOST}/{_PATH}){_SUFFIX}", re.ASCII)
WITHOUT_HOST = re.compile(rf"(?P<name>{_PATH}){_SUFFIX}", re.ASCII)


def grammar_accepts(text: str) -> bool:
    """Docker's rule: the part before the first '/' is a registry host when it has a '.' or a
    ':' or is 'localhost'; otherwise the whole name is a repository path. Names are at most
    255 characters."""
    first, slash, _ = text.partition("/")
    host_form = bool(slash) and (any(c in first for c in ".:") or first.lower() == "localhost")
    match = (WITH_HOST if host_form else WITHOUT_HOST).fullmatch(text)
    return match is not None and len(match["name"]) <= 255


def parsed(text: str) -> tuple[ImageReference | None, str]:
    """(the reference, '') when TEXT parses; (None, the error message) when it is refused."""
    try:
        return ImageReference.parse(text), ""
    except ImageError as exc:
        return None, str(exc)


def test_the_grammar_in_these_tests_agrees_with_the_tables() -> None:
    assert [text for text, *_ in GOOD if not grammar_accepts(text)] == []
    assert [text for text, _ in BAD if grammar_accepts(text)] == []


def judged_like_the_grammar(text: str) -> None:
    """TEXT is accepted exactly when Docker's grammar accepts it, and otherwise refused with one
    line naming the input."""
    ref, refusal = parsed(text)
    assert (ref is not None) == grammar_accepts(text), (text, refusal)
    assert refusal.startswith("invalid image reference ") == (ref is None), refusal
    assert "\n" not in refusal


@given(st.text())
def test_any_text_is_judged_like_docker_s_grammar(text: str) -> None:
    judged_like_the_grammar(text)


REFERENCE_LIKE = st.from_regex(
    r"\A([a-zA-Z0-9.:-]{1,12}/)?[a-zA-Z0-9._/-]{1,20}(:[\w.-]{1,10})?(@sha256:[0-9a-f]{0,64})?\Z"
)


@given(REFERENCE_LIKE)
def test_reference_like_text_is_judged_like_docker_s_grammar(text: str) -> None:
    judged_like_the_grammar(text)


COMPONENT = st.from_regex(r"\A[a-z0-9]{1,4}(?:(?:[._]|__|-{1,2})[a-z0-9]{1,4}){0,2}\Z")
HOST = st.sampled_from(["registry.example.org", "127.0.0.1:5000", "localhost", "[::1]:443"])


@given(
    host=st.none() | HOST,
    path=st.lists(COMPONENT, min_size=1, max_size=4),
    tag=st.none() | st.from_regex(r"\A[A-Za-z0-9_][A-Za-z0-9_.-]{0,20}\Z"),
    digest=st.none() | st.from_regex(r"\Asha256:[0-9a-f]{64}\Z"),
)
def test_a_well_formed_reference_is_parsed_into_its_parts(
    host: str | None, path: list[str], tag: str | None, digest: str | None
) -> None:
    repository = "/".join(path)
    text = (f"{host}/" if host else "") + repository
    text += (f":{tag}" if tag else "") + (f"@{digest}" if digest else "")
    # Without a host, a first component with a '.' would be read as one.
    assume(host is not None or len(path) == 1 or "." not in path[0])
    registry = host or "docker.io"
    if registry == "docker.io" and "/" not in repository:
        repository = f"library/{repository}"
    expected_tag = tag or (None if digest else "latest")
    ref = ImageReference.parse(text)
    assert ref == ImageReference(registry, repository, expected_tag, digest)
    assert ImageReference.parse(str(ref)) == ref
