"""Secrets passed as the first argument of a call that is named for them or that holds one:
R's `census_api_key("KEY")`, `fredr_set_key("KEY")`, `client.set_token("TOKEN")`, and a
constructor given a random token, `Genius("TOKEN")`, alone or after its service's address
(`Node("odm.example.org", 3000, "TOKEN")`); where the `[calls]` table's `identifiers` say the
constructor takes an app's public identifier there (sodapy's `Socrata(domain, app_token)`),
that literal is passed over.

A call's name says it takes a secret when the names table says it names one (`set_api_key`,
`census_api_key`; `set_key` weakly) and none of its words says it reads, checks or drops one
instead (`get_token("name")`, `verify_token(t)`, `delete_key("id")`: the `[calls]` table's
`readers`). A constructor (a capitalised name) says nothing of its argument: there the literal
must have the shape of a random token by itself, long and of mixed case and digits (of one case
will do for a client's, ScaleClient("live_..."): what a client is given alone is its key), and is
then judged as a value under a name that may be secret (hashes, UUIDs and words are not).

One regular expression finds every call with a string literal first: it starts only at a
word's start and each of its parts is bounded, so it never backtracks beyond a bounded window
and its work stays linear in the text's length."""

from __future__ import annotations

import re
from collections.abc import Iterator

from govern.secrets.assignments import Candidate
from govern.secrets.calls import USER, CallTable, drawn_password, secret_by_reference
from govern.secrets.lookalikes import Lookalikes
from govern.secrets.names import SecretNames, Strength, words

# The longest literal read: a Firebase Auth refresh token (the Mobility Database's, which R's
# mobdb_set_key is given) runs past 260 characters, a JWT's longer.
_MAX_VALUE = 1024
# A call's name (its last part: `tidycensus::census_api_key`, `client.set_token`), its `(`,
# and a string literal, plain or escaped inside a notebook's JSON string, that is the whole
# first argument; the argument may stand on the next line.
_FIRST_LITERAL = re.compile(
    r"\b(?P<name>[A-Za-z_][A-Za-z0-9_]{0,63})[ \t]*\([ \t]*(?:\r?\n[ \t]*)?"
    rf"(?P<quote>\\?[\"'])(?P<value>[^\"'\\\n]{{1,{_MAX_VALUE}}})(?P=quote)[ \t]*[,)\r\n]"
)
# Where such a call's arguments open, a literal first: what is looked for before its name.
_OPENING_LITERAL = re.compile(r"\([ \t]*(?:\r?\n[ \t]*)?\\?[\"']")
_WORD_CHARACTER = re.compile(r"\w")
_MAX_CALL_NAME = 64
# A random token's shape: long, without the separators of paths and phrases, and holding a long
# run of letters of both cases and digits (an identifier's words joined by `_`,
# ResNet50V2_ImageNet1k_Weights, have short runs). A dot may part it: tokens with a kind before
# a dot (Dropbox's sl.…, Airtable's pat….HEX) or in dotted parts (a JWT); an address's or a
# version's dotted parts are never such a run.
_TOKEN_CHARACTERS = re.compile(rf"[A-Za-z0-9_+=.-]{{20,{_MAX_VALUE}}}")
_RANDOM_RUN = re.compile(r"(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=[^0-9]*[0-9])")
# How many literals one file gives: each is judged at some cost, and more than this many calls
# given a secret each is no program but text made to stall the scan.
_MAX_FOUND = 512
# A client's key: letters and digits, both, in one case or two.
_KEY_RUN = re.compile(r"(?=[^A-Za-z]*[A-Za-z])(?=[^0-9]*[0-9])")
_SEPARATOR = re.compile(r"[_+=.-]")
_MIN_RUN = 16
# A service's address, given first: a host's name of two labels or more, a URL, or the local
# host (a client of a service run beside it: pyodm's Node("localhost", 3000, TOKEN)).
_ADDRESS = re.compile(
    r"[a-z][a-z0-9+.-]{0,15}://[^\s\"']{1,256}|[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})+|localhost"
)
# The literal after it, the next argument; blanks and a line break may come between.
_NEXT_LITERAL = re.compile(
    r"[ \t]*(?:\r?\n[ \t]*)?(?P<quote>\\?[\"'])(?P<value>[^\"'\\\n]{1,256})(?P=quote)[ \t]*[,)\r\n]"
)
_MAX_BETWEEN = 64
# An argument after the address by position: a literal, or a bare port's number or a flag.
_NEXT_ARGUMENT = re.compile(
    r"[ \t]*(?:\r?\n[ \t]*)?(?:(?P<quote>\\?[\"'])(?P<value>[^\"'\\\n]{1,256})(?P=quote)"
    r"|[0-9]{1,5}|[Tt]rue|[Ff]alse|TRUE|FALSE)[ \t]*[,)\r\n]"
)
# What a client is given by position between its address and its secret, besides a port: a
# user's name or a cloud region, both in a login's shape (calls.USER), or another address
# (LabbcatView(URL, USER, PASSWORD)).
# A drawn password's punctuation, which a name, a version, a model's or a date never has
# (gpt-4o-2024-08-06 mixes as many kinds of characters).
_PASSWORD_MARK = re.compile(r"[!#$&*+=?^~|;<>]")
# What a job's or a tool's argument is, though it holds such marks: an option (`--gres=gpu:2`)
# or settings of small words and numbers (`gpu:a100:4+cpu=8`).
_SETTINGS = re.compile(r"-{1,2}[a-z][a-z0-9-]*(?:=.*)?|[a-z]+[0-9]*(?:[:=+,][a-z]*[0-9]*)+")
# Ruby's constructor: `Class.new(...)`, after the class's name (qualified or not).
_RUBY_CONSTRUCTOR = "new"
_RUBY_CLASS_BEFORE = re.compile(r"(?<![A-Za-z0-9_])(?P<name>[A-Z][A-Za-z0-9_]{0,63})\.\Z")
_SETTER = "set"
# An argument given by name (`install = TRUE`, `expires=3600`): what follows the secret in a
# setter's call, where a second argument by position says the first was not the secret.
_KEYWORD_ARGUMENT = re.compile(r"[ \t]*(?:\r?\n[ \t]*)?[A-Za-z_][A-Za-z0-9_.]*[ \t]*=(?!=)")
# How many arguments by position a call named for a secret is read through for its last.
_MAX_POSITIONAL = 4
# A call that hashes what it is given, and the reader words such a call's name may hold
# (generate_password_hash makes a hash, not a password); the words that say a password is what
# it hashes (a token's or a file's hash is given something else: an id, a path).
_HASHING = "hash"
_HASHING_READERS = frozenset({"hash", "generate"})
_PASSWORD_WORDS = frozenset({"password", "passwd", "passphrase", "pw", "pwd"})


def key_call_candidates(text: str, table: CallTable, names: SecretNames) -> Iterator[Candidate]:
    """The literals passed first to calls named for a secret, or to constructors, in TEXT."""
    found = 0
    for call in _calls_given_a_literal(text):
        if found == _MAX_FOUND:
            return
        name = call["name"]
        if _hashes_a_password(name, table.readers):
            found += 1
            yield Candidate(name, Strength.STRONG, *call.span("value"))
            continue
        name = _constructed(text, call.start("name"), name)
        strength = names.strength(name)
        if strength is Strength.NONE:
            if not name[0].isupper():
                continue
            if _client(name) and len(words(name)) > 1 and _lone_uuid(text, call):
                found += 1
                yield Candidate(name, Strength.STRONG, *call.span("value"))
                continue
            identifiers = table.identifiers.get(name, frozenset())
            after = _secret_after_address(text, call, identifiers)
            if after is not None:
                found += 1
                yield Candidate(name, after[1], *after[0])
                continue
            if 0 in identifiers or not _token_shaped(call["value"], _client(name)):
                continue
            if _client(name) and _id_before_referenced_secret(text, call, names):
                continue
            strength = Strength.WEAK
        elif table.readers.intersection(words(name)):
            continue
        else:
            strength = _setter_strength(name, strength)
            if _more_by_position(text, call) and not _token_shaped(call["value"], client=True):
                last = _last_literal(text, call)
                if last is not None:
                    found += 1
                    yield Candidate(name, strength, *last)
                continue
        found += 1
        yield Candidate(name, strength, *call.span("value"))


def _hashes_a_password(name: str, readers: frozenset[str]) -> bool:
    """Whether NAME is a call's that hashes a password it is given (dnsdist's
    hashPassword("PW"), Werkzeug's generate_password_hash("PW"), PHP's password_hash("PW",
    ...)): it takes the password itself, in the clear, to store its hash, so the literal is the
    password, though the name says hash (a digest's, to the names table) and no word of it
    reads or checks one (check_password_hash(HASH, PW) is given a hash first)."""
    named = words(name)
    return (
        _HASHING in named
        and readers.intersection(named) <= _HASHING_READERS
        and not _PASSWORD_WORDS.isdisjoint(named)
    )


def _more_by_position(text: str, call: re.Match[str]) -> bool:
    """Whether the call CALL opens takes another argument by position after its first literal.
    A call named for a secret given more than one whose first is no random key (keyring's
    set_password(SERVICE, USER, PW), a client's set_password(USER, PW)) is given what the
    secret is for first and the secret last; one whose first is a key takes its kind or its
    partner after it (set_token(KEY, "token"), AWSCredentials(ID, SECRET)); an argument by
    name after it (census_api_key(KEY, install = TRUE)) changes nothing."""
    if text[call.end() - 1] != ",":
        return False
    return _KEYWORD_ARGUMENT.match(text, call.end(), call.end() + _MAX_BETWEEN) is None


def _last_literal(text: str, call: re.Match[str]) -> tuple[int, int] | None:
    """Where the last of the arguments by position after CALL's first literal is, if it is a
    literal too and closes the call; None where it is a variable, an expression or too far."""
    end = call.end()
    for _ in range(_MAX_POSITIONAL):
        following = _NEXT_LITERAL.match(text, end, end + _MAX_BETWEEN)
        if following is None:
            return None
        end = following.end()
        if text[end - 1] == ")":
            return following.span("value")
        if text[end - 1] != "," or _KEYWORD_ARGUMENT.match(text, end, end + _MAX_BETWEEN):
            return following.span("value") if text[end - 1] == "," else None
    return None


def _setter_strength(name: str, strength: Strength) -> Strength:
    """A call that says it sets what its name holds (`fredr_set_key`, `setKey`) takes that
    secret, though `key` alone only may name one: its literal is judged as under a secret's
    name, so a lower-case key whose letters happen to run as long as a word is still found."""
    if strength is Strength.WEAK and _SETTER in words(name)[:-1]:
        return Strength.STRONG
    return strength


def _calls_given_a_literal(text: str) -> Iterator[re.Match[str]]:
    """_FIRST_LITERAL's matches in TEXT, found from their `(` and quote: most text has few of
    those, where a name may start at any word."""
    done_until = 0
    for opening in _OPENING_LITERAL.finditer(text):
        start = opening.start()
        while start > done_until and text[start - 1] in " \t":
            start -= 1
        # The name is the whole run of word characters before the `(`: within one there is
        # no word's start for the pattern's \b.
        floor = max(done_until, start - _MAX_CALL_NAME - 1)
        while start > floor and _WORD_CHARACTER.match(text, start - 1):
            start -= 1
        if start < done_until:
            continue
        call = _FIRST_LITERAL.match(text, start)
        if call is not None:
            done_until = call.end()
            yield call


def _secret_after_address(
    text: str, call: re.Match[str], identifiers: frozenset[int]
) -> tuple[tuple[int, int], Strength] | None:
    """Where the secret a constructor CALL is given after its service's address is, and how
    surely it is one: a literal of a random token's shape, judged as under a name that may be
    secret (Node("odm.example.org", 3000, TOKEN)), or of a drawn password's, with its punctuation,
    judged as a password (LabbcatView(URL, USER, PASSWORD)). Between the address and the secret
    may come a port, a flag, a user's name or a region; anything else (a variable, a path, a
    phrase, an argument by name) ends the search, as does a literal of neither shape there. A
    literal at one of the positions IDENTIFIERS lists is the app's identifier its documentation
    puts there (sodapy's Socrata(domain, app_token)), passed over. None where there is none."""
    if not _ADDRESS.fullmatch(call["value"]) or text[call.end() - 1] != ",":
        return None
    end = call.end()
    # Positions count from 0, the address's.
    for position in range(1, _MAX_POSITIONAL + 1):
        following = _NEXT_ARGUMENT.match(text, end, end + _MAX_BETWEEN + _MAX_VALUE)
        if following is None:
            return None
        end = following.end()
        value = following["value"]
        if value is not None and position not in identifiers:
            if _token_shaped(value, client=False):
                return following.span("value"), Strength.WEAK
            if (
                drawn_password(value)
                and _PASSWORD_MARK.search(value)
                and not _SETTINGS.fullmatch(value)
            ):
                return following.span("value"), Strength.STRONG
            if not (USER.fullmatch(value) or _ADDRESS.fullmatch(value)):
                return None
        if text[end - 1] != ",":
            return None
    return None


def _constructed(text: str, name_start: int, name: str) -> str:
    """The class a call named NAME at NAME_START makes, where it is Ruby's `Class.new` (or
    `Module::Class.new`): the constructor's name is the class's; any other call's is NAME."""
    if name != _RUBY_CONSTRUCTOR:
        return name
    before = _RUBY_CLASS_BEFORE.search(text, max(0, name_start - _MAX_CALL_NAME - 1), name_start)
    return name if before is None else before["name"]


def _lone_uuid(text: str, call: re.Match[str]) -> bool:
    """Whether CALL is given one literal alone, a UUID: what a service's client (ApiClient, not
    a bare Client, as often given an app's id) is given alone is its key (Postmark's server
    token is a UUID), where a UUID beside other arguments is as often a record's id."""
    return text[call.end() - 1] == ")" and Lookalikes.uuid_shaped(call["value"])


# A call's second argument after its first literal, up to the next `,` or `)` (an environment
# read's brackets and quotes inside it, or one call's parentheses: Sys.getenv("…")): not itself
# a literal.
_SECOND_ARGUMENT = re.compile(
    r"[ \t]*,[ \t]*(?P<argument>[^\s\"',()][^,()\n]{0,79}?(?:\([^()\n]{0,80}\))?)[ \t]*[,)]"
)


def _id_before_referenced_secret(text: str, call: re.Match[str], names: SecretNames) -> bool:
    """Whether the client CALL's first literal is followed by its pair's secret given by
    reference (calls.secret_by_reference)."""
    second = _SECOND_ARGUMENT.match(text, call.end("value") + 1)
    return second is not None and secret_by_reference(
        text, *second.span("argument"), call.start(), names
    )


def _client(name: str) -> bool:
    """Whether NAME is a service's client's (ScaleClient): the one literal a client is given
    alone is its key, which may be of one case (hex after a prefix, live_...)."""
    return words(name)[-1:] == ["client"]


def _token_shaped(value: str, client: bool) -> bool:
    if not _TOKEN_CHARACTERS.fullmatch(value):
        return False
    runs = _SEPARATOR.split(value)
    shape = _KEY_RUN if client else _RANDOM_RUN
    return any(len(run) >= _MIN_RUN and shape.match(run) for run in runs)
