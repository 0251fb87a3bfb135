"""Settings a tool writes in a shape of its own, in its own configuration files. Those it keeps
encrypted with a key file of its own beside it (MaxScale's `maxpasswd` output) are useless
without that file, so no secret to report: the `[lookalike] tool_ciphertexts` table names them;
those it keeps only as the digest it checks a secret against (ERDDAP's users' passwords) are
no secret either: the `[lookalike] tool_digests` table names them.
Those whose value the tool documents as a secret, whatever their names say elsewhere (OpenSM's
`m_key`, which in C++ is a member's name), are secrets there: the `[names] tool_secrets` table
names them."""

from __future__ import annotations

import re
from dataclasses import dataclass

from govern.secrets.globs import Globs, matches


@dataclass(frozen=True)
class ToolSetting:
    """A tool's configuration FILES, the settings (NAMES, lower case) it writes in a shape of its
    own, that SHAPE, which the whole value has, and the ELEMENTS (lower case, outermost first)
    its documents hold those settings under, if the document's structure names the tool."""

    files: Globs
    names: frozenset[str]
    shape: re.Pattern[str]
    elements: tuple[str, ...] = ()

    def written(
        self, parts: tuple[str, ...], name: str, value: str, parents: tuple[str, ...] = ()
    ) -> bool:
        """Whether VALUE, under the setting NAME (in the sections or elements PARENTS) of the
        file at PARTS, is this tool's setting in its shape."""
        return (
            name.lower() in self.names
            and self.shape.fullmatch(value) is not None
            and tuple(p.lower() for p in parents[: len(self.elements)]) == self.elements
            and matches(self.files, parts)
        )
