"""A one-time enrolment password a log shows used. `ipa host-add --random` prints a host's
"Random password", which `ipa-client-install --password` enrols the host with once: FreeIPA
makes it a one-time password, gone when the host has joined (FreeIPA's docs, "Enrolling a
client with a one-time password"). A log whose same enrolment then says it succeeded records a
password no one can use again (LABELS.md); one that failed, or shows no outcome, keeps it live,
and so does any other password in the log."""

from __future__ import annotations

import re

from govern.secrets.lines import line_start

# What FreeIPA's install log (/var/log/ipaclient-install.log) writes before each message: its
# time in ISO 8601 and its level (ipapython's log format, "%(asctime)s %(levelname)s
# %(message)s"). A console's output has none.
_LOG_PREFIX = (
    r"(?:[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.,]{5,15}Z?[ \t]+"
    r"(?:DEBUG|INFO|WARNING|ERROR|CRITICAL)[ \t]+)?"
)
# The line `ipa host-add --random` prints the password on, up to the password.
_RANDOM_PASSWORD = re.compile(rf"[ \t]*{_LOG_PREFIX}Random password:[ \t]*")
# Where host-add's output for the next host begins: another enrolment.
_NEXT_HOST = re.compile(r'^[ \t]*Added host "', re.MULTILINE)
# How far the value's line is looked back on, and after it the enrolment's outcome: its output
# is some lines long, and a bound keeps a long line or a long log from making a scan quadratic.
_LABEL_REACH = 64
_OUTCOME_REACH = 8192
# What ipa-client-install prints last when the host has joined ("Client configuration
# complete." ends a successful install's own messages, before the tool's verdict), and when
# it has not (a failed install rolls back first), on the console or in its log.
_ENROLLED = re.compile(
    rf"^[ \t]*{_LOG_PREFIX}(?:The ipa-client-install command was successful"
    r"|Client configuration complete\.)",
    re.MULTILINE,
)
_NOT_ENROLLED = re.compile(
    rf"^[ \t]*{_LOG_PREFIX}(?:The ipa-client-install command failed"
    r"|Installation failed\. Rolling back changes\.)",
    re.MULTILINE,
)
# The install command a success belongs to: the last one before it, with the shell prompt's
# host if the log shows one, and the one-time password it was given, if any.
_INSTALL = re.compile(
    r"^(?:[ \t]*\[?[\w.-]*@(?P<host>[\w.-]+)[^\n#$]*[#$])?[^\n]*\bipa-client-install\b"
    r"""(?:[^\n]*?(?:--password[= \t]|-w[ \t]+)(?:'(?P<sq>[^'\n]*)'|"(?P<dq>[^"\n]*)"|"""
    r"(?P<bare>[^\s'\"]+)))?",
    re.MULTILINE,
)
# The host the password was made for, on host-add's lines just above it.
_ADDED_HOST = re.compile(r'Added host "(?P<name>[^"\n]+)"|Host name:[ \t]*(?P<host>\S+)')
_HOST_REACH = 512


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
    enrolled = _ENROLLED.search(text, start, end)
    if enrolled is None or _NOT_ENROLLED.search(text, start, end) is not None:
        return False
    installs = list(_INSTALL.finditer(text, start, enrolled.start()))
    if not installs:
        # The log shows the outcome only: the block's own enrolment (as before).
        return True
    # A success proves this password used only when that install was given it, or, given
    # none, ran on this password's host: another host's, or another one-time password's,
    # leaves this one live.
    install = installs[-1]
    given = install["sq"] if install["sq"] is not None else install["dq"] or install["bare"]
    if given is not None:
        return given == _password_at(text, start)
    return install["host"] is not None and _short(install["host"]) == _added_host(text, line)


def _password_at(text: str, start: int) -> str:
    end = start
    while end < len(text) and not text[end].isspace():
        end += 1
    return text[start:end]


def _short(host: str) -> str:
    return host.split(".", 1)[0].lower()


def _added_host(text: str, line: int) -> str | None:
    """The short name of the host whose host-add output holds the line at LINE."""
    hosts = list(_ADDED_HOST.finditer(text, max(0, line - _HOST_REACH), line))
    if not hosts:
        return None
    return _short(hosts[-1]["name"] or hosts[-1]["host"])
