"""`#GOVERN` lines in a batch script: what a job declares it will use."""

from __future__ import annotations

from dataclasses import dataclass

from govern.errors import RequestError

_RESOURCE_KINDS = ("dataset:", "model:")


@dataclass(frozen=True)
class Declarations:
    resources: tuple[str, ...] = ()
    images: tuple[str, ...] = ()

    @property
    def empty(self) -> bool:
        return not (self.resources or self.images)


def parse_directives(lines: list[tuple[int, str]]) -> Declarations:
    """Parse (line number, text) pairs; a malformed line raises RequestError naming it.

    `#GOVERN use dataset:ID model:ID ...` declares resources the job uses;
    `#GOVERN image REGISTRY/REPO@sha256:...` declares a container image it runs.
    """
    resources: list[str] = []
    images: list[str] = []
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
            if len(args) != 1:
                raise RequestError(
                    f"script line {number}: '#GOVERN image' takes exactly one image reference"
                )
            if args[0] not in images:
                images.append(args[0])
        else:
            raise RequestError(
                f"script line {number}: unknown #GOVERN directive {verb!r} (expected use or image)"
            )
    return Declarations(tuple(resources), tuple(images))
