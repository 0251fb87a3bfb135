"""A UUID a note gives a key under its label. A UUID is as often a record's id as a service's key,
so under a name that only may be a secret's (a key's) it is read as an id; a note says more by
how it sets the value down: alone on the line after a label that ends in a colon, set apart to be
copied ("Zenduty integration key for the GPU alerts (the second service):" above the UUID), or
after a label that calls the key the current or the new one ("Clé actuelle : UUID", "New key:
UUID"): the live key, which no record's id is said to be. An old, a test or a public key is left
to the remarks' readings (said dead, said public), as any key's value is."""

from __future__ import annotations

import re

from govern.secrets.latin1 import either_form
from govern.secrets.placeholders import UUID

# A key's word in a label: English, French (clé, as itself or as its UTF-8 read as latin-1),
# Spanish, Portuguese and German.
_KEY_WORD = re.compile(
    rf"(?i)(?<![\w-])(?:key|cl{either_form('é')}|cle|clave|chave|schl{either_form('ü')}ssel)(?![\w-])"
)
# A label's word that calls its key the live one: current, new (English, French, Spanish,
# German).
_LIVE_WORD = re.compile(
    r"(?i)(?<![\w-])(?:current|new|live|actuelle?|nouvelle|nouveau|actual|nueva|nuevo"
    r"|aktuelle[rn]?|neue[rn]?)(?![\w-])"
)


# The words before "key" that make it a record's key, which a UUID names (an object's in a
# bucket, a sample's, a dataset's in GBIF, a table's primary key), not a service's.
_RECORD_KEY = re.compile(
    r"(?i)(?<![\w-])(?:object|sample|record|row|dataset|partition|primary|foreign|sort|cache"
    r"|idempotency|lookup|entity|item|document)[ \t_-]+key(?![\w-])"
)


def noted_key(label: str, between: str, value: str) -> bool:
    """Whether VALUE, a UUID that a note's LABEL gives after BETWEEN (the text from the label's
    name to the value), is the key the label names: alone on the line after the label's colon,
    or after a label that calls the key the live one; not a record's key ("Object key:")."""
    if UUID.fullmatch(value) is None or _KEY_WORD.search(label) is None:
        return False
    if _RECORD_KEY.search(label) is not None:
        return False
    return "\n" in between or _LIVE_WORD.search(label) is not None
