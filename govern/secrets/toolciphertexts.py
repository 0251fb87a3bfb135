"""Settings a tool writes in a shape of its own, in its own configuration files. Those it keeps
encrypted with a key file of its own beside it (MaxScale's `maxpasswd` output) are useless
without that file, so no secret to report: the `[lookalike] tool_ciphertexts` table names them.
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
    own, and that SHAPE, which the whole value has."""

    files: Globs
    names: frozenset[str]
    shape: re.Pattern[str]

    def written(self, parts: tuple[str, ...], name: str, value: str) -> bool:
        """Whether VALUE, under the setting NAME of the file at PARTS, is this tool's setting in
        its shape."""
        return (
            name.lower() in self.names
            and self.shape.fullmatch(value) is not None
            and matches(self.files, parts)
        )
