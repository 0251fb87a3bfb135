"""Placeholders and templates: what documentation, a tool or a person writes where a secret goes
but which is none. A variable's or a constant's name, a masked or elided value, a marker for an
account without a password, a date, a value of one character repeated, angle brackets, a
token's layout in capitals, a placeholder's phrase or its base64. The words that make a
placeholder are data (rules.toml's `[lookalike]`); the shapes are here."""

from __future__ import annotations

import binascii
import itertools
import re
from collections import Counter
from collections.abc import Iterable

from govern.secrets.chance import WORD_LIKE
from govern.secrets.latin1 import ELLIPSIS, MASK
from govern.secrets.references import SECRET_WORDS
from govern.secrets.tokenforms import password_hash

# A word in capitals between asterisks: what a tool writes where it filtered a secret out (otopi's
# answer files and logs write **FILTERED**; others ***HIDDEN***, **MASKED**).
_ASTERISKED_WORD = re.compile(r"\*{2,}[A-Z][A-Z_ -]*\*{2,}")
# A value this long that is mostly one character repeated is a documented test value or a
# placeholder (Turnstile's 1x0000000000000000000000000000000AA), never a generated secret. Dashes
# are a UUID's or a key's group separators, not its characters: a UUID zeroed after its first
# group (a licence key blanked out, 8c1f4e2a-0000-0000-0000-000000000000) is one too.
_MIN_REPEATED = 16
_REPEATED_SHARE = 0.75
# A run of one character this long inside a value (a test key padded with zeros after its
# prefix): a random draw of letters and digits repeats a character so often about once in
# 62^15 tries, so the value was typed, not issued. Only in a value of one line, short enough
# to be a key. Not a run of A: base64's zero bytes, which binary tokens encode (Twitter's bearer
# tokens start with twenty-odd), as does a private key's body.
_REPEATED_RUN = re.compile(r"([^A])\1{15}")
_MAX_PADDED = 200
# HTTP Basic credentials: base64 of USER:PASSWORD.
_BASE64 = re.compile(r"[A-Za-z0-9+/]{6,200}={0,2}")
# The tag of SAS's PWENCODE method sas001 (`{SAS001}…`), whose text after it is the password in
# base64 alone (SAS002 and later encrypt it).
_BASE64_TAG = re.compile(r"\{sas001\}", re.IGNORECASE)
# How many distinct digits a UUID of a placeholder's holds at most (a random one holds about 14).
FEW_DIGITS = 3
# An ISO 8601 / RFC 3339 date and time (2026-12-19T08:41:52Z, 2026-12-19 08:41:52.123+01:00),
# as a tool writes a token's expiry beside the token.
_TIMESTAMP = re.compile(
    r"[0-9]{4}-[01][0-9]-[0-3][0-9][T ][0-2][0-9]:[0-5][0-9](:[0-6][0-9](\.[0-9]{1,9})?)?"
    r"(Z|[+-][0-2][0-9]:?[0-5][0-9])?"
)
# A rate, a count per unit of time (a rate limit's 60/hour, 10/minute, 5 per day): how often a
# login may be tried, set under a name that says what it limits (Mailu's AUTH_RATELIMIT_IP).
_RATE = re.compile(
    r"[0-9]{1,9}[ \t]*(?:/|per[ \t]+)(?:second|sec|s|minute|min|m|hour|h|day|d|week|w)s?",
    re.IGNORECASE,
)
UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
# A shell variable's expansion, `$NAME` or `${NAME}`, as a whole value or word: where the secret
# comes from, not the secret (`$EUMDAC_SECRET` given as an argument), or a tool a script runs
# through a variable (`$DC`). Its name is the group `braced` or `bare`.
VARIABLE = re.compile(
    r"\$(?:\{(?P<braced>[A-Za-z_][A-Za-z0-9_]*)\}|(?P<bare>[A-Za-z_][A-Za-z0-9_]*))"
)
# What a log or a tool prints in a secret's place (postgresql://user:***@host, a masked
# password of bullets): the secret was hidden before it was written.
_MASKED = re.compile(rf"{MASK}+")
# A word or words in capitals between stars where an account's password would be: the marker a
# system writes for an account that has none or is locked (Request Tracker's `*NO-PASSWORD*`,
# Solaris's shadow `*LK*` and `*NP*`), not a password. A word or two of a word's length: a long
# run of capitals between stars is a password written so.
_STARRED_MARKER = re.compile(r"\*[A-Z]{1,10}(?:-[A-Z]{1,10})?\*")
# An ellipsis standing for an elided value ("mysqldump -p'…'"), as UTF-8 read byte by byte too.
_ELLIPSIS = re.compile(rf"(\.\.\.|{ELLIPSIS})+")
# A constant's name in capitals (AWS_SECRET_ACCESS_KEY, PKIX_ECDSA_P256_SHA_256): the value
# names a variable or an enumeration's member.
CONSTANT_NAME = re.compile(r"[A-Z][A-Z0-9]*(_[A-Z0-9]+)+")
# Placeholders in capitals joined by colons, as documentation writes a pair's form (`Basic
# USER:PASSWORD`, BookStack's `Token ID:SECRET`, `CLIENT_ID:CLIENT_SECRET`): words, no digit.
_PLACEHOLDER_PAIR = re.compile(r"[A-Z][A-Z_]{1,31}(:[A-Z][A-Z_]{1,31})+")
# A list literal of constant names, each quoted or bare: ['NCBI_API_KEY', "DB_PASSWORD"].
_CONSTANT_NAMES = re.compile(
    r"\[[ \t]*(?:[\"']?[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+[\"']?[ \t]*,[ \t]*){0,64}"
    r"[\"']?[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+[\"']?[ \t]*,?[ \t]*\]"
)
# A token's layout as documentation writes it, its parts named in capitals and joined by the
# layout's own punctuation (Proxmox's USER@REALM!TOKENID=UUID, USER:TOKEN@HOST): three or more
# parts and two kinds of separator, where a key of capitals in groups has one (ABCD-EFGH-IJKL).
_LAYOUT = re.compile(r"[A-Z]{2,}([@!=:/][A-Z]{2,}){2,}")
_LAYOUT_SEPARATORS = frozenset("@!=:/")
# Groups of digits joined by dashes, colons or spaces (licence keys, MathLM passwords).
_GROUPED_DIGITS = re.compile(r"[0-9]+([-: ]+[0-9]+)+")
_NOT_DIGIT = re.compile(r"[^0-9]")

# A placeholder word and a number (password1234, admin123): the word is the placeholder.
_PLACEHOLDER_NUMBERED = re.compile(r"([a-z]{4,})[0-9]+")
# A phrase: three or more words or numbers joined by separators (not-a-secure-key).
_PHRASE_SEPARATORS = re.compile(r"[-_. ]")
_MIN_PHRASE = 3
# The word after a way to log in that says it is the only one (ssh-only).
_ONLY = "only"
# A regular expression: a class with a range, an escape class, a group's syntax.


# Angle brackets as a placeholder writes them (<token>, </s>, `<your key`), as text around a
# value uses them (a comparison or a redirect beside a blank, `<-`, `=>`, `<=`, `<<`), or a
# bracket opening words the value's end cuts off (atsk_<sandbox key from …>): a value with one
# of these is a placeholder or code. A bracket between two other characters, with no bracket to
# pair it, is one more punctuation mark of a random password (%fYw<^J[EL*d1).
_ANGLED = re.compile(
    r"<[^<>]{0,64}>|(?:^|\s)[<>]|[<>](?:\s|$)|<[-=<!/]|[-=>]>|>=|<[A-Za-z][A-Za-z_-]*$"
)


def angled_placeholder(value: str) -> bool:
    """Whether VALUE's angle brackets make it a placeholder or code (see _ANGLED)."""
    return ("<" in value or ">" in value) and _ANGLED.search(value) is not None


# A key after the host name it belongs to and a colon (`site.example.org:KEY`, Flywheel's
# documented API key shape), a port between them at most.
HOST_KEY = re.compile(
    r"[a-z0-9][a-z0-9-]{0,62}(?:\.[a-z0-9][a-z0-9-]{0,62}){1,8}(?::[0-9]{1,5})?:(?P<key>[A-Za-z0-9]{20,128})"
)


def any_of(fragments: Iterable[str]) -> re.Pattern[str]:
    return re.compile("|".join(re.escape(f) for f in fragments) or "(?!)")


def placeholder_pattern(fragments: Iterable[str]) -> re.Pattern[str]:
    """A search for FRAGMENTS in a value, in any case; a word joined to the next (`your_`,
    `your-`) starts a word there, after a non-letter or as a capital after a letter
    (PasteYour-ApiKey-Here): a random draw holds "7your-" or "kyour_" now and then, a
    placeholder's phrase has the word alone (your-api-key, sk-your-key, EnterYour_Key)."""
    word_start = r"(?:(?<![A-Za-z0-9])|(?<=[A-Za-z])(?-i:(?=[A-Z])))"
    return re.compile(
        "|".join(
            (word_start if f[-1:] in "_-" and f[:1].isalpha() else "") + re.escape(f)
            for f in fragments
        )
        or "(?!)",
        re.IGNORECASE,
    )


def _mostly_one_character(value: str) -> bool:
    return (
        _one_character(value)
        or ("-" in value and _one_character(value.replace("-", "")))
        or _padded(value)
    )


def _padded(value: str) -> bool:
    """Whether VALUE, a key-sized value of one line, holds a long run of one character: made up
    to fill a documented length (a test key's prefix, a run of zeros, a word), not drawn."""
    return (
        len(value) <= _MAX_PADDED
        and not any(c.isspace() for c in value)
        and _REPEATED_RUN.search(value) is not None
    )


def _one_character(value: str) -> bool:
    if len(value) < _MIN_REPEATED:
        return False
    ((_, most),) = Counter(value).most_common(1)
    return most >= _REPEATED_SHARE * len(value)


def _written_as_word(part: str) -> bool:
    """Whether PART is letters cased as a word is (lower, upper or capitalised), unlike the mixed
    case of a random string's run of letters."""
    return part.isalpha() and (part.islower() or part.isupper() or part.istitle())


def variable_name(word: str) -> str | None:
    """The name of the shell variable WORD expands whole (`$DC`, `${DC}`), else None."""
    variable = VARIABLE.fullmatch(word)
    return None if variable is None else variable["braced"] or variable["bare"]


def elided_after(text: str, end: int) -> bool:
    """Whether an ellipsis follows the value that ends at END in TEXT: a log or a note printed
    its head and elided the rest (`token user.1234.$1$...`, `ghp_Ab3…`), so what is shown is
    not the whole secret."""
    return _ELLIPSIS.match(text, end) is not None


def shaped_placeholder(value: str, lowered: str) -> bool:
    """Whether VALUE (LOWERED in small letters) is by its shape alone what stands where a secret
    goes: a variable, a masked or elided value, a marker, a date and time, a secret's name or a
    list of them, a rate, a token's layout, the nil UUID and its kin, angle brackets, a filtered-out
    word, one character repeated."""
    return (
        VARIABLE.fullmatch(value) is not None
        or _MASKED.fullmatch(value) is not None
        or _STARRED_MARKER.fullmatch(value) is not None
        # A date and time (a token's expiry, a key's creation): when, not what.
        or _TIMESTAMP.fullmatch(value) is not None
        or _RATE.fullmatch(value) is not None
        # An example elided after its documented prefix (tskey-auth-…, glrt-...).
        or _ELLIPSIS.search(value) is not None
        # A secret's name in an environment variable's or a Secret's key's spelling
        # (AUTH_LDAP_BIND_PASSWORD): where the value is kept, not the value.
        or (
            CONSTANT_NAME.fullmatch(value) is not None
            and any(w.upper() in value for w in SECRET_WORDS)
        )
        # A list of such names (Nextflow's `secret = ['NCBI_API_KEY']` directive, an
        # inline list of the secrets a job is given): which secrets, not their values.
        or _CONSTANT_NAMES.fullmatch(value) is not None
        or (
            _LAYOUT.fullmatch(value) is not None
            and len(_LAYOUT_SEPARATORS.intersection(value)) >= 2
        )
        # The nil UUID and its kin (ffffffff-ffff-...): a UUID of a digit or three.
        or (UUID.fullmatch(value) is not None and len(set(lowered) - {"-"}) <= FEW_DIGITS)
        or angled_placeholder(value)
        or _ASTERISKED_WORD.fullmatch(value) is not None
        or _mostly_one_character(value)
    )


def placeholder_digit_groups(value: str, placeholders: re.Pattern[str]) -> bool:
    """Whether VALUE, groups of digits (a licence key's or a licence password's shape,
    1234-567-890::1), holds a placeholder's run of digits (PLACEHOLDERS) once its separators are
    gone: documentation groups its made-up 1234567890 as the real keys are grouped."""
    if _GROUPED_DIGITS.fullmatch(value) is None:
        return False
    return placeholders.search(_NOT_DIGIT.sub("", value)) is not None


# A login written as USER:PASSWORD (`Authorization: cpanel USER:TOKEN`, `-u admin:password`):
# a plain user name, one colon, then what stands in the secret's place.
_LOGIN = re.compile(r"[A-Za-z0-9][A-Za-z0-9._@+-]{0,63}:(?P<secret>[A-Za-z_-]{1,32})")


def placeholder_login(value: str, placeholder_values: frozenset[str]) -> bool:
    """Whether VALUE is a user's login whose secret part is a placeholder word: documentation's
    layout of a credential (USER:TOKEN), the user's name filled in and the secret not."""
    login = _LOGIN.fullmatch(value)
    return login is not None and login["secret"].lower() in placeholder_values


def placeholder_phrase(
    value: str,
    placeholder_values: frozenset[str],
    placeholder_words: frozenset[str],
    password_free_logins: frozenset[str],
) -> bool:
    """Whether VALUE is a placeholder word and a number (password1234), or a phrase of
    words and numbers one of which says it is a placeholder (not-a-secure-key)."""
    lowered = value.lower()
    numbered = _PLACEHOLDER_NUMBERED.fullmatch(lowered)
    if numbered is not None:
        return numbered[1] in placeholder_values
    parts = _PHRASE_SEPARATORS.split(value)
    if _says_password_free(parts, password_free_logins):
        return True
    return (
        len(parts) >= _MIN_PHRASE
        and all(part.isdigit() or _written_as_word(part) for part in parts)
        # A lone letter ("a") is as likely the tail of a random password (…88_a) as an
        # article: the phrase needs a longer placeholder word.
        and any(len(part) > 1 and part.lower() in placeholder_words for part in parts)
    )


def _says_password_free(parts: list[str], password_free_logins: frozenset[str]) -> bool:
    """Whether PARTS, a value's words, are small letters alone and name a way to log in
    other than by a password followed by "only" (ssh-only-now, kerberos_only): a note in
    a password's place that there is none."""
    return all(part.isalpha() and part.islower() for part in parts) and any(
        word in password_free_logins and after == _ONLY for word, after in itertools.pairwise(parts)
    )


def placeholder_in_base64(
    value: str,
    placeholder_values: frozenset[str],
    placeholder_fragments: tuple[str, ...],
    example_values: frozenset[str],
    placeholder_words: frozenset[str],
    password_free_logins: frozenset[str],
) -> bool:
    """Whether VALUE is base64 of USER:PASSWORD text whose password is a placeholder, as in
    documented `Authorization: Basic` headers, or base64 of a placeholder alone, as in a
    Kubernetes Secret's or a chart's example data (ZXhhbXBsZQ== is "example"), or base64
    of a password hash (a Secret's data holding the bcrypt hash Argo CD's admin.password
    is stored as): a hash, encoded or not. A documented default, a word or a placeholder's
    phrase (a vendor's documented test secret, "this_secret_is_for_testing_only"), encoded,
    is judged as it would be written plain."""
    if tag := _BASE64_TAG.match(value):
        value = value[tag.end() :]
    if len(value) % 4 or not _BASE64.fullmatch(value):
        return False
    try:
        decoded = binascii.a2b_base64(value).decode("ascii")
    except (binascii.Error, UnicodeDecodeError):
        return False
    if not decoded.isprintable():
        return False
    if password_hash(decoded):
        return True
    # Without a colon the whole text is the value encoded.
    password = decoded.partition(":")[2] if ":" in decoded else decoded
    lowered = password.lower()
    return (
        not password
        or lowered in placeholder_values
        or any(fragment in lowered for fragment in placeholder_fragments)
        or angled_placeholder(password)
        # A documented default encoded as a Secret's data is still that default
        # (bWluaW8xMjM= is minio123), and a lone word encoded is still a word.
        or password in example_values
        or (":" not in decoded and WORD_LIKE.fullmatch(password) is not None)
        or placeholder_phrase(password, placeholder_values, placeholder_words, password_free_logins)
    )
