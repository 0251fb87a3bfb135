"""The value a note's sentence gives at its end, its secret's word some words before it, perhaps
on an earlier line of the same sentence or list item: "the API key / I use for the sync is
VALUE", "Old token I requested for / the student, still on the list: VALUE", "- personal token
(scopes) made in March: / VALUE". A note (Markdown, org, plain text) wraps its sentences where
the line is full, so the words that say what the value is and the value itself need not share a
line.

The sentence is bounded: a few lines, none blank, no sentence's end (a full stop, `!`, `?`, `;`)
and no new list item or heading between the secret's word and the value. The value must end
the sentence or its line (or a remark in parentheses or after a dash, or a clause after "and" or
"but", may follow it), and have a random token's or a password's shape: an identifier, a DOI, a
record's number, a hash and a word do not. A clause that says the value is one of those (an id,
a DOI, a checksum) gives no secret."""

from __future__ import annotations

import re

from govern.secrets.latin1 import DASH
from govern.secrets.lookalikes import random_part, shannon_entropy

# One piece of a clause: a character that ends no sentence, a dot inside a word (e-mail, a
# file's name), a remark in parentheses (which may hold colons: "(deposit:write, …)", and may
# wrap onto the next line as the sentence does: "(needed to re-download the\nold releases)"),
# or a line break into a line that goes on with the sentence (not blank, not a new list item,
# numbered item, org or Markdown heading, or comment), or a command set as code on the line
# ("seed as shown by `ipa otptoken-add`:"), whose colons and dots are the command's.
_PIECE = (
    r"(?:[^.\n`:;!?<>()\[\]]|\.(?=\w)|\([^()\n]{0,80}(?:\r?\n(?![ \t]*\r?\n)[^()\n]{0,80})?\)"
    r"|`[^`\n]{1,80}`"
    r"|\r?\n(?![ \t]*(?:\r?\n|$|[-*+][ \t]|[0-9]{1,3}[.)][ \t]|#)))"
)
# How far a clause may run from the secret's word to its colon or "is".
_CLAUSE_REACH = 200
# How many line breaks the clause and the value may span together, and how long a value is.
_MAX_BREAKS = 2
_MAX_VALUE = 128
# The clause, its colon or "is"/"was", and the value, which ends its line (a sentence's full stop
# or comma may close it) or is followed by a remark in parentheses or after a dash. A drawn value
# may start with a dash where it shares the colon's line (`…(rotate!): -m7mz…`); a dash first on
# the next line starts a list's item, two a long option. Files are read as latin-1: a dash
# written in UTF-8 (en, em) is three characters.
_ENDING_VALUE = re.compile(
    rf"(?P<clause>{_PIECE}{{0,{_CLAUSE_REACH}}}?)(?::|[ \t]is|[ \t]was)"
    r"(?:[ \t]+(?!--)|[ \t]*\r?\n[ \t]*(?!-))"
    r"(?P<value>[^\s`\"'<>/$~{(\[*#|][^\s`\"'<>]{10,126}[^\s`\"'<>.,;:)\]])"
    rf"(?=[.,;]?[ \t]*(?:\r?\n|$)|[ \t]+(?:\(|--?[ \t]|{DASH})"
    # Or the sentence goes on with a clause of its own ("… is VALUE and it is the same for …").
    r"|[ \t]+(?:and|but)[ \t]+[a-z])"
)
# What the clause's words may say the value is instead of a secret: an identifier, a DOI, a
# record's or an account's number, or a digest. ("record" and "commit" alone are as often verbs
# or "for the record".) A key's id (JOSE's `kid`: "realm signing key kid: `…`") names the key,
# as the JWKS that publishes its public half does.
_NOT_SECRET_WORDS = frozenset(
    {
        "id",
        "ids",
        "kid",
        "identifier",
        "doi",
        "number",
        "uuid",
        "hash",
        "checksum",
        "digest",
        "fingerprint",
        "sha1",
        "sha256",
        "md5",
    }
)
_WORD = re.compile(r"[A-Za-z0-9]+")
# A remark that gives a one-time password's parameters ("(TOTP, SHA1, 6 digits, 30 s)", as an
# otpauth URI and `ipa otptoken-add` give them): its digest is the HMAC the codes are made with,
# not the value's kind.
_OTP_PARAMETERS = re.compile(r"(?i)\([^()\n]{0,40}\b[th]otp\b[^()\n]{0,80}\)")
# What else a sentence's clause may say its value is: where the secret is kept or what it is
# called ("…token lives in the vault at / path: VALUE", "…in 1Password, item is VALUE").
_ELSEWHERE_WORDS = frozenset({"path", "name", "item", "entry", "variable"})
_SENTENCE_NOT_SECRET_WORDS = _NOT_SECRET_WORDS | _ELSEWHERE_WORDS
# A line that is a comment (`#`, `//`) or a Markdown or org heading.
_COMMENT_LINE = re.compile(r"[ \t]*(?:#|//)")
# A verb of the secret's word's own: a later "is" or "was" has another subject ("The API key is
# in the vault, and the host is VALUE").
_OWN_VERB = re.compile(r"[ \t\n](?:is|was)[ \t\r\n]")
# Unless the last verb is joined to the earlier by "and" with no subject of its own ("the
# password … was set by hand and is VALUE"): both are the secret's word's.
_SHARED_SUBJECT = re.compile(r"[ \t\n]and[ \t]*\Z")
# A value with letters and digits, as a token's: shorter than a token of mixed-case letters
# alone may be (a random password of 12).
_LETTERS_AND_DIGITS = re.compile(r"(?=[^A-Za-z]*[A-Za-z])(?=[^0-9]*[0-9]).{12,}")
_MIN_ENTROPY = 3.0
# A value's parts, split at dashes, dots and underscores: one a small word (venv, backup) and
# none letters and digits drawn (8 or more) make a name of words and numbers, not a token
# (python3.11-venv-x86_64, nas01-backup-2024Q3).
_PART_SEPARATOR = re.compile(r"[-_.]")
_SMALL_WORD = re.compile(r"[a-z]{4,}")
_DRAWN_PART = re.compile(r"(?=[^A-Za-z]*[A-Za-z])(?=[^0-9]*[0-9])[A-Za-z0-9]{8,}")
# A password's shape without a digit: both cases and a password's punctuation (not an
# identifier's `_`, `-` or `.`), as long as a token mixing letters and digits.
_PASSWORD_SYMBOL = re.compile(r"[!#$%&*+=?@^~]")
_MIN_PASSWORD = 12
# A DOI (10.NNNN/…) or an address is a reference, not a token.
_REFERENCE = re.compile(r"10\.[0-9]{4,9}/|[A-Za-z][A-Za-z0-9+.-]*://")


def sentence_end_value(text: str, name_end: int) -> tuple[int, int] | None:
    """Where the value is that ends the sentence the secret's word ending at NAME_END starts,
    if one does (see _ENDING_VALUE), and it has a token's shape."""
    reach = min(len(text), name_end + _CLAUSE_REACH)
    # Most secret words in a note are followed by no colon and no "is" soon: no regex run then.
    if all(text.find(word, name_end, reach) < 0 for word in (":", " is", " was")):
        return None
    bound = _sentence_bound(text, name_end)
    ending = _ENDING_VALUE.match(text, name_end, bound)
    if ending is None:
        return None
    start, end = ending.span("value")
    if end == bound < len(text):
        return None  # cut at the search's bound, not the end of its line
    clause = ending["clause"]
    if "\n" in clause and _COMMENT_LINE.match(text, text.rfind("\n", 0, name_end) + 1):
        # A comment's or a heading's sentence ends with its line: the line after it is a line
        # of its own (`kid: VALUE` under "# … rs256 key"), its value named by its own words.
        return None
    if (
        not _SENTENCE_NOT_SECRET_WORDS.isdisjoint(_clause_words(_OTP_PARAMETERS.sub(" ", clause)))
        or (_OWN_VERB.search(clause) is not None and _SHARED_SUBJECT.search(clause) is None)
        or not token_shaped(text[start:end])
    ):
        return None
    return start, end


def _sentence_bound(text: str, name_end: int) -> int:
    """Where the search for the value may end: the end of the line _MAX_BREAKS lines below the
    secret's word (a value ends its line), or the clause's and a value's reach, if nearer."""
    bound = min(len(text), name_end + _CLAUSE_REACH + _MAX_VALUE)
    position = name_end
    for _ in range(_MAX_BREAKS + 1):
        position = text.find("\n", position, bound)
        if position < 0:
            return bound
        position += 1
    return position


def names_another_thing(clause: str) -> bool:
    """Whether CLAUSE, the words between a secret's word and the value its sentence gives,
    says the value is an id, a DOI, a record's number or a digest ("…token, record id: VALUE",
    "…whose commit hash is VALUE"): the secret's word said what the value belongs to."""
    return not _NOT_SECRET_WORDS.isdisjoint(_clause_words(clause))


def _clause_words(clause: str) -> set[str]:
    """CLAUSE's words, in lower case."""
    return {word.lower() for word in _WORD.findall(clause)}


def token_shaped(value: str) -> bool:
    """Whether VALUE has a random token's shape: letters and digits mixed, or mixed-case letters
    at random, with no reference's shape and the spread of characters a draw has."""
    if _REFERENCE.search(value) is not None or named_of_words(value):
        return False
    shaped = (
        _LETTERS_AND_DIGITS.fullmatch(value) is not None
        or random_part(value)
        or _password_shaped(value)
    )
    return shaped and shannon_entropy(value) >= _MIN_ENTROPY


def named_of_words(value: str) -> bool:
    """Whether VALUE is words and numbers joined (see _SMALL_WORD, _DRAWN_PART)."""
    parts = _PART_SEPARATOR.split(value)
    return (
        len(parts) > 1
        and any(_SMALL_WORD.fullmatch(part) for part in parts)
        and not any(_DRAWN_PART.fullmatch(part) or random_part(part) for part in parts)
    )


def _password_shaped(value: str) -> bool:
    """Whether VALUE has a password's shape: small and capital letters and a password's
    punctuation among them, long enough."""
    return (
        len(value) >= _MIN_PASSWORD
        and any(c.islower() for c in value)
        and any(c.isupper() for c in value)
        and _PASSWORD_SYMBOL.search(value) is not None
    )
