"""A one-time enrolment password a log shows used. `ipa host-add --random` prints a host's
"Random password", which `ipa-client-install --password` enrols the host with once: FreeIPA
makes it a one-time password, gone when the host has joined (FreeIPA's docs, "Enrolling a
client with a one-time password"). A log whose same enrolment then says it succeeded records a
password no one can use again (LABELS.md); one that failed, or shows no outcome, keeps it live,
and so does any other password in the log."""

from __future__ import annotations

import re

from govern.secrets.lines import line_start

# The line `ipa host-add --random` prints the password on, up to the password.
_RANDOM_PASSWORD = re.compile(r"[ \t]*Random password:[ \t]*")
# Where host-add's output for the next host begins: another enrolment.
_NEXT_HOST = re.compile(r'^[ \t]*Added host "', re.MULTILINE)
# How far the value's line is looked back on, and after it the enrolment's outcome: its output
# is some lines long, and a bound keeps a long line or a long log from making a scan quadratic.
_LABEL_REACH = 64
_OUTCOME_REACH = 8192
# What ipa-client-install prints last when the host has joined, and when it has not.
_ENROLLED = re.compile(r"^[ \t]*The ipa-client-install command was successful", re.MULTILINE)
_NOT_ENROLLED = re.compile(r"^[ \t]*The ipa-client-install command failed", re.MULTILINE)


def used_enrolment_password(text: str, start: int) -> bool:
    """Whether the value at START in TEXT is a host's one-time "Random password" that the same
    enrolment, later in the log and before the next host's, shows used: ipa-client-install
    reports success, and no failure."""
    line = line_start(text, start, _LABEL_REACH)
    if line is None or _RANDOM_PASSWORD.fullmatch(text, line, start) is None:
        return False
    end = min(len(text), start + _OUTCOME_REACH)
    following = _NEXT_HOST.search(text, start, end)
    end = following.start() if following else end
    return (
        _ENROLLED.search(text, start, end) is not None
        and _NOT_ENROLLED.search(text, start, end) is None
    )
