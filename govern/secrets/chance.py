"""Whether a value was drawn at random or written: entropy, how its characters change class and
case, runs of consonants no word has, pronounceable words in it. A secret is a draw; a word, an
identifier or a name made of words is written, and the look-alike checks that pass over words
must not pass over a draw that happens to fall in a word's shape."""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter

from govern.secrets.names import Strength

# Hex digits, grouped by dashes or not: a UUID, a key in hex.
_HEX_WORD = re.compile(r"[0-9A-Fa-f]+(?:-[0-9A-Fa-f]+)*")
_HEX_ENTROPY_FLOOR = 3.0
_HEX_MAX_ENTROPY = 4.0


def shannon_entropy(text: str) -> float:
    """Bits per character: random tokens score 4-6, words and repeated characters far less."""
    counts = Counter(text)
    total = len(text)
    return -sum(n / total * math.log2(n / total) for n in counts.values())


def entropy_floor(value: str, min_entropy: float) -> float:
    """The entropy VALUE must reach under a rule asking MIN_ENTROPY: hex (a UUID's, a key's)
    holds four bits a character at most, and a random draw of 32 falls under 3.5 one time in
    twenty; under 3.0 it is a run or a pattern (deadbeef…, 00000000-…). A rule asking four bits
    or more asks for no hex at all (a base64 token's rule, where hex is a digest)."""
    if min_entropy < _HEX_MAX_ENTROPY and _HEX_WORD.fullmatch(value) is not None:
        return min(min_entropy, _HEX_ENTROPY_FLOOR)
    return min_entropy


def character_classes(text: str) -> int:
    """How many kinds of character TEXT holds: lower case, upper case, digits, others."""
    return sum(
        (
            any(c.islower() for c in text),
            any(c.isupper() for c in text),
            any(c.isdigit() for c in text),
            any(not c.isalnum() for c in text),
        )
    )


# A service's short key (see short_random_key): letters and digits, both, and how
# often a random draw changes between them at least.
_SHORT_KEY = re.compile(r"(?=[^0-9]*[0-9])(?=[^A-Za-z]*[A-Za-z])[A-Za-z0-9]{10,64}")
_HEX_ONLY = re.compile(r"[0-9a-fA-F]+")
# A short password: printable, no blank, some punctuation among letters and digits (a scheduler's
# shared key, LSF_EAUTH_KEY=…). Its letters and digits alone are judged as a short key's are.
_SHORT_PASSWORD = re.compile(r"(?=[A-Za-z0-9]*[^A-Za-z0-9])[!-~]{10,64}")
_PUNCTUATION = re.compile(r"[^A-Za-z0-9]+")
# A change between small letters, capitals and digits from one character to the next.
_CLASS_CHANGE = re.compile(r"(?<=[a-z])[A-Z0-9]|(?<=[A-Z])[a-z0-9]|(?<=[0-9])[A-Za-z]")
_MIN_CHANGES = 4
# Words in camel case, each of two letters or more (ThingSpeakKey, helloWorld), in a run of
# letters long enough to be more than chance (a random draw's runs between digits are short).
_LETTER_RUN = re.compile(r"[A-Za-z]{6,}")
_CAMEL_WORDS = re.compile(r"(?:[A-Z][a-z]+|[a-z]{2,})(?:[A-Z][a-z]+)+|[A-Z][a-z]{2,}")
_VOWELS = frozenset("aeiou")
_MAX_VOWEL_SHARE = 0.25
# A value that may be random, under a name that only may be secret: long and varied enough,
# with digits among letters, and not words joined by separators (a dataset's name, a secret's
# path in a store: prod/db-creds).
_MIN_RANDOM = 20
_RANDOM_ENTROPY = 3.0
# A symbol inside a word, a letter or digit before it and after it somewhere (see
# punctuated_draw); such a word's least length.
_SYMBOL_INSIDE = re.compile(r"[A-Za-z0-9][!#$%&*+=?^~][^\s]{0,64}?[A-Za-z0-9]")
_MIN_PUNCTUATED = 10
# Without a digit, a random value's letters: each case at least this share, and the case
# changing at least this often between neighbours (half the time in a random string).
_MIN_UPPER_SHARE = 0.3
_MIN_CASE_CHANGES = 0.35
# Each word after a separator is capitalised or not, one way only: an optional first letter
# that may also be small would let a run of words split two ways each, in time exponential in
# their number when the value then fails to match (ab_ab_..._).
WORDS_JOINED = re.compile(r"[A-Za-z][a-z]+([_\-. /](?:[A-Z][a-z]+|[a-z]+)[0-9]*)+")
# A word or an identifier made of words, letters only: autolink, NextToken, camelCase, ENV_NAME
# without its underscores. A generated secret has digits or mixes cases at random.
WORD_LIKE = re.compile(r"[a-z]+|[A-Z]+|([A-Z]+|[A-Z]?[a-z]+)([A-Z][a-z]+)+|[A-Z][a-z]+")
# Under a name that only may be secret: a word of dictionary length (a random token's chance
# run of lower-case letters is told from one by its consonants), or a file's name.
_DICTIONARY_WORD = re.compile(r"[a-z]{8,}|[A-Z][a-z]{7,}")
# Five consonants in a row: words of any language a name is written in almost never have them
# (strengths is rare), while a random run of lower-case letters mostly does (each letter is a
# consonant four times in five): such a run is chance, not a word.
_CONSONANT_RUN = re.compile(r"[bcdfghjklmnpqrstvwxz]{5}", re.IGNORECASE)
# How long a value of small letters only must be to be taken for a random draw by its
# consonants, under a name that says secret: shorter, a run of five is a word's now and then.
_MIN_CHANCE_LETTERS = 12
# CamelCase's parts of two letters or more, and a vowel (y with them) one of them has if a word.
_CAMEL_PART = re.compile(r"[A-Z]?[a-z]{2,}|[A-Z][a-z]|[A-Z]{2,}(?![a-z])")
_VOWEL = re.compile(r"[aeiouy]", re.IGNORECASE)
# Six consonants in one part: not Https's or strengths' five.
_PART_CONSONANT_RUN = re.compile(r"[bcdfghjklmnpqrstvwxz]{6}", re.IGNORECASE)
# Letters that spell one consonant between them (German's sch; ch, sh, th, ph, gh, ck): a
# compound word's junction runs six consonant letters or more that are few sounds
# (Deutsch|schweiz's tschschw, four), where a draw's six are as many sounds, five at least
# once these are counted one each.
_ONE_SOUND = re.compile(r"sch|[cstpg]h|ck", re.IGNORECASE)
# Protocols' and formats' acronyms, which an identifier writes as a CamelCase part without a
# vowel (SmtpHtmlMailer, XmlRpcClient): a word of the identifier, not a draw's chance part.
_ACRONYM_PARTS = frozenset(
    (
        "smtp", "html", "http", "https", "xml", "sql", "ssl", "tls", "ssh", "dns", "jwt",
        "pgp", "gpg", "tcp", "rpc", "grpc", "ftp", "sftp", "pdf", "csv", "svg", "cdn", "vpn",
        "smb", "nfs", "www", "rss", "xmpp", "mqtt", "pkcs",
    )
)  # fmt: skip
# How much of a value its pronounceable runs must be for it to hold words (see holds_word).
_WORD_SHARE = 0.3
# Fewer changes of character class outside a value's word runs than one for every this many worded
# letters: a name's affixes change seldom, a random draw's at nearly every character.
_OUTSIDE_CHANGES_PER_WORDED = 2


def random_part(text: str) -> bool:
    """Whether TEXT looks drawn at random: long, spread over many characters, letters with
    digits or with cases mixed at random, and not words joined."""
    return (
        len(text) >= _MIN_RANDOM
        and shannon_entropy(text) >= _RANDOM_ENTROPY
        and any(c.isalpha() for c in text)
        and (any(c.isdigit() for c in text) or cases_at_random(text))
        and WORDS_JOINED.fullmatch(text) is None
    )


def cases_at_random(text: str) -> bool:
    """Whether TEXT's letters mix cases as a random string's do (a base64 key without a digit,
    one in some hundreds): about as many capitals as small letters, changing case often. Words
    and identifiers made of them (CamelCase) have a capital a word and change case twice."""
    letters = [c for c in text if c.isalpha()]
    upper = sum(c.isupper() for c in letters)
    changes = sum(a.isupper() != b.isupper() for a, b in itertools.pairwise(letters))
    return _MIN_UPPER_SHARE * len(letters) <= upper <= (1 - _MIN_UPPER_SHARE) * len(
        letters
    ) and changes >= _MIN_CASE_CHANGES * (len(letters) - 1)


def punctuated_draw(value: str) -> bool:
    """Whether VALUE, a word with no digit, is a password drawn from letters and symbols (a
    generator's `taqU!-EV-RWGcza`): long, letters of both cases, and a symbol between them that
    prose does not write inside a word. A word's own hyphen, apostrophe, dot and slash
    (Token-Based, it's, e.g., and/or) are left out, and so is `@`, an address's."""
    return (
        len(value) >= _MIN_PUNCTUATED
        and any(c.isupper() for c in value)
        and any(c.islower() for c in value)
        and _SYMBOL_INSIDE.search(value) is not None
    )


def short_random_key(value: str) -> bool:
    """Whether VALUE is a service's short key: letters and digits drawn at random (eBird's
    12, AcoustID's 10, ThingSpeak's 16), shorter than a value under a name that only may be
    secret must otherwise be. Hex alone is more often an id or a fingerprint, and words
    with a number (release2024, user123abc, ThingSpeakKey1) change between small letters,
    capitals and digits too seldom or spell words."""
    if _SHORT_KEY.fullmatch(value) is None or _HEX_ONLY.fullmatch(value) is not None:
        return False
    if any(_CAMEL_WORDS.fullmatch(run) for run in _LETTER_RUN.findall(value)):
        return False  # words in camel case with a number (ThingSpeakKey1)
    changes = len(_CLASS_CHANGE.findall(value))
    letters = [c for c in value.lower() if c.isalpha()]
    # Letters drawn at random are vowels about one time in five; words' are twice as often.
    unspoken = sum(c in _VOWELS for c in letters) < _MAX_VOWEL_SHARE * len(letters)
    return changes >= _MIN_CHANGES or (changes >= _MIN_CHANGES - 1 and unspoken)


def short_random_password(value: str) -> bool:
    """Whether VALUE is a short password drawn at random with punctuation among it
    (3pgrj%xbv%CLB.us): its letters and digits, the punctuation taken out, change between
    small letters, capitals and digits as a short random key's do. A format string, a path,
    a version or dotted words keep too few letters and digits, or too few changes."""
    if _SHORT_PASSWORD.fullmatch(value) is None:
        return False
    return short_random_key(_PUNCTUATION.sub("", value))


def chance_letters(value: str, strength: Strength) -> bool:
    """Whether VALUE, letters alone under a name that says secret, is a random draw, not a word
    or an identifier: long, with a run of consonants no word has (Dropbox's app secret is
    fifteen small letters and digits, sometimes letters only; an S3-style access key, MinIO's
    or Ceph's, twenty capitals and digits, one time in some hundreds capitals only). Letters of
    both cases drawn without a digit fall in CamelCase's shape now and then (iDmhZabywtHbEj…):
    cases changing at random, or such a run with six consonants in one of its parts that spell
    five sounds or more, or more than one part without a vowel that is no acronym (an
    identifier's Http, Smtp, Html; XML in capitals), make it a draw."""
    if strength is not Strength.STRONG:
        return False
    if letters_at_random(value):
        return True
    if len(value) < _MIN_CHANCE_LETTERS:
        return False
    if cases_at_random(value):
        return True
    if not consonant_run(value):
        return False
    parts = _CAMEL_PART.findall(value)
    vowelless = sum(
        not _VOWEL.search(part) and not part.isupper() and part.lower() not in _ACRONYM_PARTS
        for part in parts
    )
    return vowelless > 1 or any(
        _PART_CONSONANT_RUN.search(part) and consonant_run(_ONE_SOUND.sub("c", part))
        for part in parts
    )


def consonant_run(value: str) -> bool:
    """Whether VALUE has five consonants in a row, as no word or name has and a random draw of
    letters often does."""
    return _CONSONANT_RUN.search(value) is not None


def letters_at_random(value: str) -> bool:
    """Whether VALUE, letters of one case only, is long and has a run of consonants no word
    has: a random draw, not a word or an identifier."""
    return (
        len(value) >= _MIN_CHANCE_LETTERS
        and (value.islower() or value.isupper())
        and consonant_run(value)
    )


def holds_word(value: str) -> bool:
    """Whether VALUE holds runs of letters long and pronounceable enough to be words (an
    identifier's, a phrase's), not the chance run a random string has now and then: a random
    string of 40 letters and digits has one about one time in fifty, but as a small part of it,
    where words are most of a name or a phrase.

    A share alone is weak for short values: a random string of 24 has an eight-letter run one
    time in a hundred, a third of it. What lies outside the runs tells them apart: a name's is
    a number or a short affix (Zq8…3Xb7, _v2_2024), a draw's changes between small letters,
    capitals and digits at nearly every character. Fewer such changes than half the worded
    letters keep 24-character draws taken for words to about one in five thousand."""
    runs = [run for run in _DICTIONARY_WORD.finditer(value) if not consonant_run(run[0])]
    worded = sum(len(run[0]) for run in runs)
    if worded == 0 or worded < _WORD_SHARE * len(value):
        return False
    # The runs blanked out, so that no change is counted across a word.
    outside = list(value)
    for run in runs:
        outside[run.start() : run.end()] = " " * len(run[0])
    return _OUTSIDE_CHANGES_PER_WORDED * len(_CLASS_CHANGE.findall("".join(outside))) < worded
