"""What a remark says of a value that names something rather than proving anything: that it
only identifies an app, a device or an account (a client's or a user's id, where a secret beside
it signs), or is not secret; said after the value, or between a secret's word and the value."""

from __future__ import annotations

import re

from govern.secrets.names import words
from govern.secrets.remarkwords import REMARK_REACH

# A remark that the value only identifies something (an app, a device, an account), as a
# client's or a user's id does, where a secret beside it signs or proves: "`…` identifies the
# app only; the secret signs", "… (just identifies the device)". Said of a value, it opens the
# remark after it, the value its sentence's subject.
_ONLY_IDENTIFIES = (
    r"(?:(?:only|just|merely)[ \t]+identif(?:ies|y)\b"
    r"|identif(?:ies|y)[ \t]+[^\n.;,:()]{1,40}?[ \t]+only\b)"
)
# Or that names the value an app's token or key and says it identifies the app ("# app token:
# identifies the app, sent in the clear"): an open-data portal's app token, which only names
# the calling app.
_APP_TOKEN_IDENTIFIES = (
    r"(?:app|application|client)[ \t]+(?:token|key)[ \t]*:[ \t]*identif(?:ies|y)[ \t]+"
    r"(?:the|this|our|an?)[ \t]+(?:app|application|client)\b"
)
_ONLY_IDENTIFIES_AFTER = re.compile(
    # Each run of blanks follows a mark, so that a long run is not split many ways.
    r"[\"'`\]]?[ \t]*(?:[,;][ \t]*)?(?:(?:\(|--|#|//)[ \t]*)?"
    + f"(?:{_ONLY_IDENTIFIES}|{_APP_TOKEN_IDENTIFIES})",
    re.IGNORECASE,
)
# The same, or that the value is not secret, said between a secret's word and its value
# ("user key (not secret, identifies the device): …", "app key, which only identifies the
# app: …"). "not secret" must end its phrase ("not secret manager's" is about something else).
# Or, in one remark, that it is public and identifies the app ("app key (public, identifies
# the app): …"): a key an app sends to say which app it is, as its docs publish it.
_PUBLIC_APP_ID = (
    r"(?<!not )(?<!non-)\bpublic\b[^\n():]{0,40}?\bidentif(?:ies|y)[ \t]+(?:the|this|our|an?)"
    r"[ \t]+(?:app|application|client)\b"
)
_NOT_SECRET_BETWEEN = re.compile(
    r"\bnot[ \t]+(?:a[ \t]+)?secret(?=[ \t]*(?:[,;:.)]|$))|"
    + _ONLY_IDENTIFIES
    + "|"
    + _PUBLIC_APP_ID,
    re.IGNORECASE,
)
# A comment that opens by naming the value just before it a client's or an app's identifier
# (`key="…",  # client identifier, shown on the app page`): an OAuth client's id names the
# client (LABELS.md rule 3). Not "client id and secret", said of two values.
_CLIENT_ID_COMMENT = re.compile(
    r"[\"'`]?[ \t]*,?[ \t]*(?:#|//)[ \t]*(?:(?:the|our|its|an?)[ \t]+)?(?:oauth[ \t]+)?"
    r"(?:client|app|application|consumer)[ \t]+(?:identifier|id)\b"
    # Not of two values ("client id and secret", "client id, secret below"), nor of an id
    # elsewhere ("app id is in the URL; this is the key").
    r"(?![ \t]+(?:and|&|\+|/)[ \t])(?![ \t]*,[ \t]*(?:the[ \t]+)?(?:secret|key|token)\b)"
    r"(?![ \t]+(?:is|are|goes|lives|comes)\b)",
    re.IGNORECASE,
)
# A note's sentence that goes on after the value to say it is shown or used as an account's or
# a client's identifier ("the account's API key `4f7c2a91` is shown on the dashboard as an
# account id"): a service that calls its account id a key (Vonage's api_key beside its
# api_secret) names the account with it (LABELS.md rule 3).
_SHOWN_AS_ACCOUNT_ID = re.compile(
    r"`?[ \t]+(?:is|was)[ \t]+(?:(?:shown|listed|displayed|used)\b[^.;:!?\n`]{0,60}?[ \t]as[ \t]+)?"
    r"(?:an?|the|its)[ \t]+(?:account|client|app|application|user|tenant)[ \t]+(?:identifier|id)\b",
    re.IGNORECASE,
)
# Words of a name that say its value is a secret or a credential, whatever a remark after it
# says: only a bare `key` (or an API's) may be the id a remark names.
_SECRET_HALF_WORDS = frozenset(
    {
        "secret",
        "password",
        "passwd",
        "passphrase",
        "private",
        "token",
        "bearer",
        "hmac",
        "credential",
        "credentials",
        "cred",
        "creds",
        "signing",
    }
)


def remarked_identifier(text: str, name: str, end: int) -> bool:
    """Whether the value ending at END, under NAME, is followed on its line by a comment, or
    its sentence by words, that name it an account's, a client's or an app's identifier; never
    a value named a secret or a password."""
    if not _SECRET_HALF_WORDS.isdisjoint(words(name)):
        return False
    reach = min(len(text), end + REMARK_REACH)
    return (
        _CLIENT_ID_COMMENT.match(text, end, reach) is not None
        or _SHOWN_AS_ACCOUNT_ID.match(text, end, reach) is not None
    )


def said_not_secret(between: str) -> bool:
    """Whether BETWEEN, the words between a secret's word and the value they give (a label's
    remark, a sentence's clause), say that the value is not secret or only identifies
    something."""
    return _NOT_SECRET_BETWEEN.search(between) is not None


def only_identifies_after(text: str, end: int) -> bool:
    """Whether the value ending at END is followed on its line by its writer's remark that it
    only identifies something (_ONLY_IDENTIFIES_AFTER)."""
    reach = min(len(text), end + REMARK_REACH)
    if text.find("dentif", end, reach) < 0:
        return False  # most values have no such remark: the regex runs only where its word is
    return _ONLY_IDENTIFIES_AFTER.match(text, end, reach) is not None
