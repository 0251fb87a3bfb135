"""What every reading of a writer's remark around a value shares: how long a line it reads,
how far after a value the remark may start, and the words that tell another secret's setting or
a login's password from the value the remark is about. The readings themselves live beside it:
publicremarks.py (public by design), identifierremarks.py (only an identifier), vendorsamples.py
(a vendor's published sample), and the dead value's: deadwords.py, deadafter.py, deadbefore.py,
unrealabove.py, sectionremarks.py."""

from __future__ import annotations

import re

# How long a line a remark, or the value it is about, is read on.
LINE_BOUND = 240
# A line between the comment and the value that sets another secret: the comment is that
# one's (its name holds a secret's word before `=` or `:`).
OTHER_SECRET = re.compile(
    r"(?i)(?:key|token|secret|pass|auth)[A-Za-z0-9_-]*[\"']?[ \t]*(?:=|:(?!//))"
)
LOGIN_WORD = re.compile(r"(?i)pass|pwd|pw\Z|login|credential")
# How far after a value its writer's remark is looked for.
REMARK_REACH = 96
