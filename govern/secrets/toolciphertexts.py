"""Settings a tool keeps encrypted in its own configuration, with a key file of its own beside
it (MaxScale's `maxpasswd` output): the value, of the shape the tool prints, is useless without
that file, so it is no secret to report. The `[lookalike] tool_ciphertexts` table names them."""

from __future__ import annotations

import re
from dataclasses import dataclass

from govern.secrets.globs import Globs, matches


@dataclass(frozen=True)
class ToolCiphertext:
    """A tool's configuration FILES, the settings (NAMES, lower case) it may keep encrypted,
    and the SHAPE the whole encrypted value has."""

    files: Globs
    names: frozenset[str]
    shape: re.Pattern[str]

    def encrypts(self, parts: tuple[str, ...], name: str, value: str) -> bool:
        """Whether VALUE, under the setting NAME of the file at PARTS, is this tool's output."""
        return (
            name.lower() in self.names
            and self.shape.fullmatch(value) is not None
            and matches(self.files, parts)
        )
