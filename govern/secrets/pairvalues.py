"""What a note writes in a login pair's password place (`USER / VALUE`) that is no password.

A ticket's key, which says where the password was asked for or sent (ServiceNow's INC0012345,
RITM0098812 and CHG0034567; Jira's PROJ-4411): its letters are a record type's or a project's,
its digits a counter's.

After `elastic` or `postgres`, each both a built-in superuser's name and its product's, the
slash may join products or a product and its version rather than a user and a password
("postgres / timescaledb-2.14", "postgres / 16.4", "elastic / kibana_system"): a version, a
name of words and numbers, or a role's name (small words joined by `_`) is no password there.
A drawn password after the same user is one."""

from __future__ import annotations

import re

from govern.secrets.sentences import named_of_words

# ServiceNow's record numbers (a type's prefix, seven digits or so) and Jira's issue keys (a
# project's key in capitals, a dash, the number).
_TICKET = re.compile(r"[A-Z]{2,10}-[0-9]{1,10}|[A-Z]{2,6}[0-9]{5,10}")
# The superusers whose names are their products' too, and the slash after them, just before the
# value (the pair may wrap after its slash).
_PRODUCT_USER = re.compile(
    r"(?i)(?<![\w.@/-])[`=~]?(?:elastic|postgres)[`=~]?[ \t]+/(?:[ \t]+|[ \t]*\r?\n[ \t]*)[`=~]?\Z"
)
_VERSION = re.compile(r"[vV]?[0-9]+(?:\.[0-9]+)+(?:[-+~.][A-Za-z0-9.]+)?")
_ROLE = re.compile(r"[a-z]+(?:_[a-z0-9]+)+")
# How far before the value its user is looked for.
_USER_REACH = 40


def not_a_pair_password(text: str, start: int, end: int) -> bool:
    """Whether the value at START:END of TEXT, in a login pair's password place, is a ticket's
    key, or a version, a product's or a role's name after a superuser named for its product."""
    value = text[start:end]
    if _TICKET.fullmatch(value) is not None:
        return True
    if _PRODUCT_USER.search(text, max(0, start - _USER_REACH), start) is None:
        return False
    return (
        _VERSION.fullmatch(value) is not None
        or _ROLE.fullmatch(value) is not None
        or named_of_words(value)
    )
