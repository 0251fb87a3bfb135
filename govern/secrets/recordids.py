"""A Salesforce record's id in its 18-character form: the 15 characters of the id, then three
that spell which of its letters are capitals, five characters each. Services built on
Salesforce give such ids out as an application's or a client's key (FamilySearch's developer
app key, `a02j…AAH`): an id that names the application (LABELS.md rule 3), not a secret. A
random string of letters and digits ends in its own checksum about four times in a million."""

from __future__ import annotations

import re

_RECORD_ID = re.compile(r"[A-Za-z0-9]{15}[A-Z0-5]{3}")
# The checksum's alphabet: a five-bit number, one bit a capital of its group, says which.
_CHECKSUM_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ012345"
_GROUP = 5


def salesforce_record_id(value: str) -> bool:
    """Whether VALUE is an 18-character Salesforce id whose last three characters are the
    checksum of its first fifteen's cases."""
    if _RECORD_ID.fullmatch(value) is None:
        return False
    checksum = "".join(
        _CHECKSUM_ALPHABET[
            sum(1 << bit for bit, c in enumerate(value[group : group + _GROUP]) if c.isupper())
        ]
        for group in range(0, 15, _GROUP)
    )
    return value[15:] == checksum
