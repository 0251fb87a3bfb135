"""`#GOVERN` lines in a batch script: what a job declares it will use."""

from __future__ import annotations

from dataclasses import dataclass

from govern.config import ServeSection
from govern.errors import RequestError

_RESOURCE_KINDS = ("dataset:", "model:")
DEFAULT_LIMITS = ServeSection()


@dataclass(frozen=True)
class Declarations:
    resources: tuple[str, ...] = ()
    images: tuple[str, ...] = ()
    # The images the job asks to run as privileged containers (a subset of images).
    privileged_images: tuple[str, ...] = ()

    @property
    def empty(self) -> bool:
        return not (self.resources or self.images)


def parse_directives(
    lines: list[tuple[int, str]], limits: ServeSection = DEFAULT_LIMITS
) -> Declarations:
    """Parse (line number, text) pairs; a malformed line raises RequestError naming it.

    `#GOVERN use dataset:ID model:ID ...` declares resources the job uses;
    `#GOVERN image REGISTRY/REPO@sha256:... [privileged]` declares a container image it runs,
    and whether it runs it privileged. A job that declares more than LIMITS allow is refused
    naming the setting. Parsing takes time linear in the text: a hostile script costs no more
    than its length.
    """
    size = sum(len(text.encode()) for _, text in lines)
    if size > limits.max_directive_bytes:
        raise RequestError(
            f"#GOVERN lines of {size} bytes, more than [serve] max_directive_bytes = "
            f"{limits.max_directive_bytes}"
        )
    # dicts keep the order of first declaration and find repeats in constant time
    resources: dict[str, None] = {}
    images: dict[str, None] = {}
    privileged: dict[str, None] = {}
    for number, text in lines:
        words = text.split()
        if not words or words[0] != "#GOVERN":
            raise RequestError(f"script line {number}: not a #GOVERN directive: {text.strip()!r}")
        if len(words) < 2:
            raise RequestError(f"script line {number}: empty #GOVERN directive")
        verb, args = words[1], words[2:]
        if verb == "use":
            if not args:
                raise RequestError(f"script line {number}: '#GOVERN use' names no resource")
            for arg in args:
                # a kind with no ID after it ("dataset:") is no resource
                if arg in _RESOURCE_KINDS or not arg.startswith(_RESOURCE_KINDS):
                    raise RequestError(
                        f"script line {number}: {arg!r} is not a resource "
                        f"(write dataset:ID or model:ID)"
                    )
            resources.update(dict.fromkeys(args))
            _within(len(resources), limits.max_resources_per_job, "resources", number)
        elif verb == "image":
            if len(args) not in (1, 2) or args[1:] not in ([], ["privileged"]):
                raise RequestError(
                    f"script line {number}: '#GOVERN image' takes exactly one image reference, "
                    "optionally followed by 'privileged'"
                )
            images.update(dict.fromkeys(args[:1]))
            if args[1:]:
                privileged.update(dict.fromkeys(args[:1]))
            _within(len(images), limits.max_images_per_job, "images", number)
        else:
            raise RequestError(
                f"script line {number}: unknown #GOVERN directive {verb!r} (expected use or image)"
            )
    return Declarations(tuple(resources), tuple(images), tuple(privileged))


def _within(count: int, limit: int, what: str, number: int) -> None:
    if count > limit:
        raise RequestError(
            f"script line {number}: more than {limit} distinct {what} declared, "
            f"the limit of [serve] max_{what}_per_job"
        )
