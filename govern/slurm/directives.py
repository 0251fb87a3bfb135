"""`#GOVERN` lines in a batch script: what a job declares it will use."""

from __future__ import annotations

from dataclasses import dataclass

from govern.errors import RequestError

_RESOURCE_KINDS = ("dataset:", "model:")


@dataclass(frozen=True)
class Declarations:
    resources: tuple[str, ...] = ()
    images: tuple[str, ...] = ()
    # The images the job asks to run as privileged containers (a subset of images).
    privileged_images: tuple[str, ...] = ()

    @property
    def empty(self) -> bool:
        return not (self.resources or self.images)


def parse_directives(lines: list[tuple[int, str]]) -> Declarations:
    """Parse (line number, text) pairs; a malformed line raises RequestError naming it.

    `#GOVERN use dataset:ID model:ID ...` declares resources the job uses;
    `#GOVERN image REGISTRY/REPO@sha256:... [privileged]` declares a container image it runs,
    and whether it runs it privileged.
    """
    resources: list[str] = []
    images: list[str] = []
    privileged: list[str] = []
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
                if not arg.startswith(_RESOURCE_KINDS) or not arg.partition(":")[2]:
                    raise RequestError(
                        f"script line {number}: {arg!r} is not a resource "
                        f"(write dataset:ID or model:ID)"
                    )
                if arg not in resources:
                    resources.append(arg)
        elif verb == "image":
            if len(args) not in (1, 2) or args[1:] not in ([], ["privileged"]):
                raise RequestError(
                    f"script line {number}: '#GOVERN image' takes exactly one image reference, "
                    "optionally followed by 'privileged'"
                )
            if args[0] not in images:
                images.append(args[0])
            if args[1:] and args[0] not in privileged:
                privileged.append(args[0])
        else:
            raise RequestError(
                f"script line {number}: unknown #GOVERN directive {verb!r} (expected use or image)"
            )
    return Declarations(tuple(resources), tuple(images), tuple(privileged))
