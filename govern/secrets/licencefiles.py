"""A licence file's signature: the value a licence manager checks a licence's terms against,
made with the vendor's private key and verified with its public one. It unlocks nothing a
reader could not already read in the licence (LABELS.md rule 4, as FlexLM's `SIGN=`)."""

from __future__ import annotations

import re

# LM-X License Manager's licence file (X-Formation's "License file format"): each licence a
# block, `FEATURE NAME` then its fields in braces, `NAME = VALUE` a line (VENDOR, VERSION,
# COUNT, HOSTID, ...), KEY among them: the licence's signature over the others.
_LMX_FEATURE = re.compile(r"(?:^|\n)[ \t]*FEATURE[ \t]+[^\s{}=]{1,128}[ \t\r\n]*\Z")
_SIGNATURE_NAMES = frozenset({"key"})
# How far back from the value the block's opening brace is looked for.
_BLOCK_BACK = 4096
# How far back from the brace the FEATURE line is looked for.
_HEADER_BACK = 256


def licence_signature(text: str, name: str, start: int) -> bool:
    """Whether the value at START, written under NAME, is an LM-X licence's KEY: a field of
    the FEATURE block it stands in."""
    if name.lower() not in _SIGNATURE_NAMES:
        return False
    brace = text.rfind("{", max(0, start - _BLOCK_BACK), start)
    if brace < 0 or text.find("}", brace, start) >= 0:
        return False  # not inside an open block
    return _LMX_FEATURE.search(text, max(0, brace - _HEADER_BACK), brace) is not None
