"""Secrets passed to a call by position: `TSQLServer::Connect(url, user, "PW")`,
`zotero.Zotero(library_id, "user", "KEY")`, `BotPassword("suffix", "PW")`,
`DriverManager.getConnection(url, "user", "PW")`.

The `[calls]` table of rules.toml says, for the functions and constructors whose documentation
puts a secret at a fixed place (by the last part of their name), which argument (from 0) it
is: there a string literal is judged as a value under a secret's name. Any other call whose name
says it logs in, connects or gets a token (`connect`, `login`, `auth`, `token`...) gives the
string literal that follows a user's name literal (`connect("db1", "carol", "PW")`) or a
server's address literal (`NewClient("https://db.example.org", "TOKEN")`), judged the same way
(a cloud region or a path of words is no password there). A constructor given a server's address
first (REDCap's `Project(url, KEY)`) gives the key-shaped literal after it, as a value under a
name that only may be secret, whatever its name. Arguments
may run over lines (a call continued as C++ and Python allow); each call's are read within a
bound, and only literals count: a variable, `getenv(...)` or `getpass()` is no value, unless
the variable was assigned a literal above the call (govern/secrets/callvars.py): then that
literal is the value, judged as one under a name that only may be secret."""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Generator, Iterator, Mapping, Sequence
from dataclasses import dataclass

from ahocorasick_rs import AhoCorasick

from govern.secrets.assignments import Candidate
from govern.secrets.callvars import MAX_LOOKUPS, variable_literal
from govern.secrets.literals import quoted_value
from govern.secrets.lookalikes import character_classes
from govern.secrets.names import SecretNames, Strength, words

# The longest name of a call looked at either side of a word of it.
_MAX_NAME = 64
# How many calls inside another's arguments are read.
_MAX_NESTED = 2
# How far a call's arguments are read.
_MAX_ARGUMENTS = 512
_OPENING = "([{"
_CLOSING = ")]}"
# A user's name as a literal: a login or an e-mail address, no path, URL or blank.
USER = re.compile(r"[A-Za-z][A-Za-z0-9._%+@-]{0,63}")
# A server's address as a literal: a client is given its token after it
# (influxdb2.NewClient(url, token), InfluxDBClient(url, token) in other SDKs' positional form).
_ADDRESS = re.compile(r"[a-z][a-z0-9+.-]{0,15}://[^\s\"']{1,256}")
# What such a token is: URL-safe base64 or a random word, no path or blank (a client is given a
# path or a bucket after its address as often).
_TOKEN = re.compile(r"[A-Za-z0-9_+=-]{16,512}")
# A constructor (a capitalized name) given a server's address literal first: an API's client
# object (REDCap's Project(url, token), canvasapi's Canvas(url, key), pyDataverse's Api(url,
# token)). The literal after the address, if shaped as a key, is the key. Addresses are found
# by their `://`, each looked back from for the call's opening within a bound; the arguments of
# a bounded number of such calls are read.
# A key drawn in base64, padded or not: no blank, dot or other punctuation a path has.
_BASE64_KEY = re.compile(r"[A-Za-z0-9+/]{32,512}={0,2}")
_BASE64_SEPARATORS = re.compile(r"[+/]")
_CONSTRUCTOR_BEFORE = re.compile(r"\b([A-Z][A-Za-z0-9_]{1,63})\(\s*\Z")
_DIGEST = re.compile(r"[0-9a-f]+")
# A user's e-mail address as a literal, and a password's: no blank, quote or path.
_MAILBOX = re.compile(r"[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,24}")
_PASSWORD = re.compile(r"[^\s\"'/\\]{8,128}")
_PASSWORD_CLASSES = 3
# A MediaWiki bot password's login and password (Special:BotPasswords): `User@BotName`, the bot's
# name with no dot (an e-mail address's domain has one), and 32 letters and digits; given as a
# pair, to a call or in a tuple, the second is the password.
_BOT_LOGIN = re.compile(r"[A-Za-z0-9][A-Za-z0-9 _.-]{0,63}@[A-Za-z0-9][A-Za-z0-9 _-]{0,63}")
_BOT_PASSWORD = re.compile(r"[A-Za-z0-9]{32}")
_BOT_PASSWORD_NAME = "bot_password"
# A tuple's or any call's opening before a literal, blanks and a line break between (its
# empty group the name it has not).
_OPENING_BEFORE = re.compile(r"()\(\s*\Z")
_MAX_BLANKS = 16
# The pieces a value is written in: a word (capitalized or not), a run of capitals, of digits,
# of other characters. A drawn password changes piece every character or two; a name, a
# subject, a folder or a version joins a few words and numbers (Jane-Doe_42, Report#2024-Q3).
_PIECE = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[0-9]+|[^A-Za-z0-9]+")
_WORD = re.compile(r"[A-Z]?[a-z]{2,}|[A-Z]{3,}")
_MIN_PIECE_SHARE = 0.6
_MAX_WORDED_SHARE = 0.8
_MIN_PASSWORD_LETTERS = 4
_SCHEME_BACK = 24
_MAX_ADDRESSES = 256
# A variable assigned a server's address literal on a line of its own (callvars' assignments),
# and a constructor given it first: the key after it is read as after the address itself.
_ADDRESS_ASSIGNMENT = re.compile(
    r"(?m)^[ \t]*(?:(?:const|let|var|val|final|my|local)[ \t]+)?\$?([A-Za-z_][A-Za-z0-9_]{0,63})"
    r"[ \t]*(?:=|<-|:=)[ \t]*[\"'][a-z][a-z0-9+.-]{0,15}://"
)
_CONSTRUCTOR_GIVEN = r"\b([A-Z][A-Za-z0-9_]{{1,63}})\(\s*{}\s*,"
_MAX_ADDRESS_VARIABLES = 16
# A service's SDK names its client by the service and takes the account's key first when given
# no keyword (DeepgramClient(KEY), RevAiAPIClient(TOKEN), ScaleClient(KEY)): a literal of a
# key's shape there is that key, where a client's other constructors take an address or a
# name (Client("IRIS"), AsyncClient("https://…")). A function that makes the client is named
# so in snake case (survey_client(TOKEN)).
_CLIENT = "Client"
_CLIENT_FUNCTION = "_client"
# An SDK may name its client classes for the API they call instead (Media Cloud's
# mediacloud.api.SearchApi(KEY) and DirectoryApi(KEY), the same one key first): a constructor,
# capitalized. Such a name says nothing of a login, so only its first literal is read, and only
# if shaped as a key (an address, a name or a path is what other such classes take).
_API_CLASS = ("Api", "API")
_API_FRAGMENT = "api"
# A key joins its parts by these, if at all, around a random run at least this long.
_SEPARATORS = re.compile(r"[-_.+=]")
_MIN_KEY_PART = 16
# A keyword argument (`password=...`): named, not by position.
_STRUCTURE = re.compile(r"[\"'\\()\[\]{},]")
# With keyword arguments, a remark after an argument's comma may follow (`"…",  # the app's
# id, sent in clear`): its quotes and commas are prose, up to its line's end.
_KEYWORD_STRUCTURE = re.compile(r"[\"'\\()\[\]{},#]")
_IDENTIFIER_REST = re.compile(r"[A-Za-z0-9_]*")
_METHOD_ENDS = ("'", '"', ".")
_METHOD_REST = re.compile(rf"[A-Za-z0-9_.]{{0,{_MAX_NAME}}}")
# A variable's name and its `(`, after a type's name.
_DECLARED = re.compile(r"[ \t]+[A-Za-z_][A-Za-z0-9_]{0,63}[ \t]*\(")
_KEYWORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*[ \t]*=[^=]")
# What may follow a literal argument and leave its characters as they are: nothing, or Java's
# (and Groovy's, Kotlin's) toCharArray(), how a password literal is handed to an API that takes
# char[] (new Credentials(user, "PW".toCharArray()), PasswordAuthentication's).
_SAME_CHARACTERS = ("", ".toCharArray()")
# Line comments of the languages whose calls take keyword arguments (Python, R, Julia; Kotlin).
_COMMENTS = ("#", "//")
# A table of logins under a name for credentials, in code: BMC_CREDENTIALS = {"dell": ("root",
# "PW")}, LOGINS = [("alice", "PW"), ...]. Each (user, password) pair of literals in it gives its
# password, as login("alice", "PW") would; the table is read up to a bound.
# Searched for from the name's last word (a search from every word's start cost a code file's
# scan a fifth more); the name's start is found back from there.
_LOGIN_TABLE = re.compile(
    r"(?P<word>[Cc]red(?:ential)?s|CRED(?:ENTIAL)?S|[Ll]ogins|LOGINS)[ \t]*(?::[^=\n]{0,64})?"
    r"=[ \t]*[\[{]"
)
_NAME_BACK = 64
_TABLE_WORDS = ("red", "RED", "ogin", "OGIN")
_MAX_TABLE = 4096
_PAIR_OPENING = re.compile(r"[(\[]")


@dataclass(frozen=True)
class CallTable:
    """Which calls take a secret by position (see the module's doc)."""

    # A function's or constructor's name (its last part) and the positions of its secrets.
    positions: Mapping[str, tuple[int, ...]]
    # Lower-case words of a call's name that say it logs in or connects.
    words: tuple[str, ...]
    # Finds the names and words, lower case, wherever they are (in a longer name too).
    search: AhoCorasick | None
    # Words of a call's name that say it reads, checks or drops a secret it is given the name
    # of, not sets one (govern/secrets/keycalls.py).
    readers: frozenset[str] = frozenset()
    # Names too common to stand alone, each with the qualifier it must be called under
    # (Raritan's rpc.Agent, not any Agent) and the positions of its secrets.
    qualified: Mapping[str, tuple[tuple[str, tuple[int, ...]], ...]] = dataclasses.field(
        default_factory=dict
    )
    # A constructor's or function's name and the keyword arguments its documentation says are
    # its secret, by names no names table would call secret (Azure's SpeechConfig(subscription=
    # KEY): elsewhere a subscription is an id).
    keywords: Mapping[str, frozenset[str]] = dataclasses.field(default_factory=dict)
    # A constructor's name and the positions its documentation gives an app's public identifier
    # at, a random token by its shape but no secret (sodapy's Socrata(domain, app_token)).
    identifiers: Mapping[str, frozenset[int]] = dataclasses.field(default_factory=dict)
    # A call's name and the keyword arguments its documentation says identify the calling app
    # (RSocrata's read.socrata(url, app_token = TOKEN)): random as a key, but no secret.
    identifier_keywords: Mapping[str, frozenset[str]] = dataclasses.field(default_factory=dict)


def call_table(
    positions: Mapping[str, int | Sequence[int]],
    words: Sequence[str],
    readers: Sequence[str] = (),
    keywords: Mapping[str, Sequence[str]] | None = None,
    identifiers: Mapping[str, int | Sequence[int]] | None = None,
    identifier_keywords: Mapping[str, Sequence[str]] | None = None,
) -> CallTable:
    """The table for POSITIONS (a name, or QUALIFIER.NAME for a name too common alone, and its
    secret's position, or its secrets' when it takes more than one), WORDS, READERS, KEYWORDS
    (a name and the keyword arguments that are its secret), IDENTIFIERS (a name and the
    positions of its app identifiers) and IDENTIFIER_KEYWORDS (a name and the keywords of its
    app identifiers)."""
    by_keyword = {name: frozenset(given) for name, given in (keywords or {}).items()}
    every = {name: _positions(at) for name, at in positions.items()}
    plain = {name: at for name, at in every.items() if "." not in name}
    qualified: dict[str, list[tuple[str, tuple[int, ...]]]] = {}
    for dotted, at in every.items():
        if "." in dotted:
            qualifier, name = dotted.rsplit(".", 1)
            qualified.setdefault(name, []).append((qualifier + ".", at))
    names = {name.lower() for name in (*plain, *qualified, *by_keyword, *(identifiers or {}))}
    fragments = sorted(names | set(words) | {_API_FRAGMENT})
    search = AhoCorasick(fragments) if fragments else None
    return CallTable(
        plain,
        tuple(words),
        search,
        frozenset(readers),
        {name: tuple(pairs) for name, pairs in qualified.items()},
        by_keyword,
        {name: frozenset(_positions(at)) for name, at in (identifiers or {}).items()},
        {
            name: frozenset(word.lower() for word in given)
            for name, given in (identifier_keywords or {}).items()
        },
    )


def _positions(at: int | Sequence[int]) -> tuple[int, ...]:
    return (at,) if isinstance(at, int) else tuple(at)


NO_CALLS = CallTable({}, (), None)


@dataclass(frozen=True)
class _Argument:
    start: int
    end: int
    # The inside of the argument's string literal, if it is one literal alone (a keyword
    # argument's value's).
    literal: tuple[int, int] | None
    # A keyword argument's name (`key = "…"`); None for an argument by position.
    keyword: str | None = None


def call_candidates(
    text: str, table: CallTable, names: SecretNames | None = None
) -> Iterator[Candidate]:
    """The secrets passed by position to the calls TABLE describes, in TEXT (source code), and
    given by a name that only may be secret (NAMES says which) to a login call: in
    rnassqs's nassqs_auth(key = "…") the call's name says the key is a credential."""
    if table.search is None:
        return
    done_until = read_until = nested = lookups = 0
    # Lower-cased, latin-1 text keeps its offsets.
    for _, hit_start, hit_end in table.search.find_matches_as_indexes(text.lower()):
        if hit_start < done_until:
            continue
        name, done_until = _call_at(text, hit_start, hit_end)
        arguments_start = _skip_blanks(text, done_until) + 1
        if name is None:
            # A remote method's call is read only outside another's arguments: one inside
            # them is read with them. Most names end otherwise than in a quote or a dot.
            method = (
                _method_named(text, hit_start, hit_end)
                if hit_start >= read_until and text[done_until : done_until + 1] in _METHOD_ENDS
                else None
            )
            if method is None:
                continue
            name, arguments_start = method
        position = _position(text, name, done_until, table)
        if name in table.keywords:
            # A name two libraries share may take its secret by position in one and by keyword
            # in the other (pyzotero's Zotero(id, type, KEY), c2z's Zotero(..., api = KEY)).
            keyed_end = yield from _keyword_secrets(text, arguments_start, table.keywords[name])
            if position is None:
                done_until = keyed_end
                continue
        api_class = _names_api_class(name, table.words)
        # A constructor given an app's identifier may take a login by keyword beside it
        # (sodapy's Socrata(domain, app_token, username=KEY_ID, password=KEY_SECRET)).
        identified = name in table.identifiers
        if (
            position is None
            and not api_class
            and not identified
            and not any(word in name.lower() for word in table.words)
        ):
            continue
        # A call inside another's arguments is read again, a few to each outer call: the
        # work stays linear in the text's length.
        nested = nested + 1 if hit_start < read_until else 0
        if nested > _MAX_NESTED:
            continue
        by_name = names is not None and position is None and not api_class
        arguments, end = _arguments(text, arguments_start, keywords=by_name)
        read_until = max(read_until, end)
        if by_name and names is not None:
            yield from _by_keyword(text, name, arguments, hit_start, table, names)
        if identified:
            continue  # by position it takes an address and the app's identifier (keycalls)
        arguments = list(itertools.takewhile(lambda a: a.keyword is None, arguments))
        if position is None and (api_class or _names_client(name)):
            position = (
                ()
                if names is not None
                and _id_before_referenced_secret(text, arguments, hit_start, names)
                else _key_first(text, arguments, api_class)
            )
        if position is not None:
            lookups = yield from _positional_secrets(
                text, name, arguments, position, hit_start, lookups
            )
            continue
        for user, secret in itertools.pairwise(arguments):
            if secret.literal is None and lookups < MAX_LOOKUPS:
                lookups += 1
                if names is not None and _secret_before(text, user, secret, names):
                    continue
                if variable := _login_variable(text, user, secret, hit_start):
                    yield Candidate(name, Strength.WEAK, *variable)
                continue
            if secret.literal is not None and (strength := _pair_secret(text, user, secret)):
                yield Candidate(name, strength, *secret.literal)


def _positional_secrets(
    text: str,
    name: str,
    arguments: list[_Argument],
    position: Sequence[int],
    call_start: int,
    lookups: int,
) -> Generator[Candidate, None, int]:
    """The secrets the call NAME at CALL_START takes at POSITION among its ARGUMENTS: a literal
    there, or the literal a variable there was assigned (while LOOKUPS, those made so far, stay
    under the bound); returns the lookups made by then."""
    for at in position:
        if at >= len(arguments):
            continue
        if literal := arguments[at].literal:
            yield Candidate(name, Strength.STRONG, *literal)
        elif lookups < MAX_LOOKUPS:
            lookups += 1
            argument = arguments[at]
            if variable := variable_literal(text, argument.start, argument.end, call_start):
                yield Candidate(name, Strength.WEAK, *variable)
    return lookups


def _pair_secret(text: str, user: _Argument, secret: _Argument) -> Strength | None:
    """How surely SECRET, a login call's literal right after USER, is its secret: surely after
    a user's name or a server's address literal (a token's shape after an address); as a value
    that only may be one (it must look random) after a variable, if shaped as a key (gocloak's
    LoginClient(ctx, clientID, "SECRET", realm)); None otherwise."""
    assert secret.literal is not None
    if user.literal is None:
        shaped = _key_shaped(text, secret) or (_names_id(text, user) and _base64_key(text, secret))
        return Strength.WEAK if shaped else None
    if USER.fullmatch(text, *user.literal) or (
        _ADDRESS.fullmatch(text, *user.literal) and _TOKEN.fullmatch(text, *secret.literal)
    ):
        return Strength.STRONG
    return None


def _names_client(name: str) -> bool:
    """Whether NAME is a service's client's constructor (DeepgramClient) or the function that
    makes one (survey_client)."""
    return name.endswith(_CLIENT) or name.endswith(_CLIENT_FUNCTION)


def _names_api_class(name: str, login_words: Sequence[str]) -> bool:
    """Whether NAME is a constructor named for the API its object calls (SearchApi), and not
    for a login (LOGIN_WORDS: AuthApi is read as a login call)."""
    return (
        name[:1].isupper()
        and name.endswith(_API_CLASS)
        and not any(word in name.lower() for word in login_words)
    )


def _key_first(text: str, arguments: list[_Argument], api_class: bool) -> tuple[int, ...] | None:
    """Where a service's client's key is among its ARGUMENTS: first, if a literal shaped as a
    key is; else nowhere for a class named for its API (no login's pair is read there), and
    for a client as for any login call (None)."""
    if arguments and _key_shaped(text, arguments[0]):
        return (0,)
    return () if api_class else None


def _id_before_referenced_secret(
    text: str, arguments: list[_Argument], call_start: int, names: SecretNames
) -> bool:
    """Whether a client's first of ARGUMENTS, a literal, is followed by its secret given by
    reference (see secret_by_reference)."""
    return (
        len(arguments) >= 2
        and arguments[0].literal is not None
        and arguments[1].literal is None
        and secret_by_reference(text, arguments[1].start, arguments[1].end, call_start, names)
    )


def secret_by_reference(
    text: str, start: int, end: int, call_start: int, names: SecretNames
) -> bool:
    """Whether TEXT[START:END], a call's argument after an id literal, gives the pair's secret
    by reference: a variable of no literal before the call or an environment read, named for a
    secret (plivo.RestClient(AUTH_ID, os.environ["PLIVO_AUTH_TOKEN"]), Twilio's
    Client(ACCOUNT_SID, auth_token)). The id before it is then no secret: an id is none where
    its secret is not written with it (LABELS.md rule 2), and an account's id none at all
    (rule 3)."""
    return (
        names.strength(text[start:end]) is Strength.STRONG
        and variable_literal(text, start, end, call_start) is None
    )


def _secret_before(text: str, user: _Argument, secret: _Argument, names: SecretNames) -> bool:
    """Whether USER, the variable before SECRET, is named for a secret where SECRET's name says
    none: then USER holds the call's secret and what follows it is what the secret is for
    (Twilio's Client(KEY_SID, KEY_SECRET, ACCOUNT_SID) takes its account's id last), not a
    password given after its user."""
    return (
        user.literal is None
        and names.strength(text[user.start : user.end]) is Strength.STRONG
        and names.strength(text[secret.start : secret.end]) is Strength.NONE
    )


def _login_variable(
    text: str, user: _Argument, secret: _Argument, call_start: int
) -> tuple[int, int] | None:
    """The literal a login call's SECRET argument, a variable after a user given by a variable
    or a user's name literal (req_auth_basic(sid, tok), login("carol", pw)), was assigned before
    the call: judged as a value under a name that only may be secret (it must look random)."""
    if user.literal is not None and not USER.fullmatch(text, *user.literal):
        return None
    if user.literal is None and variable_literal(text, user.start, user.end, call_start) is None:
        return None
    return variable_literal(text, secret.start, secret.end, call_start)


def address_call_candidates(text: str) -> Iterator[Candidate]:
    """The keys given to a constructor right after its server's address, in TEXT (source code),
    each as a value under the constructor's name that only may be secret: Project(url, KEY),
    the address written there or in a variable assigned it above (Project(API_URL, KEY))."""
    given = itertools.chain(_constructors_given(text, "://"), _constructors_given_address(text))
    for name, arguments in given:
        if (
            _ADDRESS.fullmatch(text, *arguments[0])
            and _key_shaped(text, arguments[1])
            and arguments[1].literal is not None
            and not _DIGEST.fullmatch(text, *arguments[1].literal)
        ):
            yield Candidate(name, Strength.WEAK, *arguments[1].literal)


def _constructors_given_address(
    text: str,
) -> Iterator[tuple[str, tuple[tuple[int, int], _Argument]]]:
    """The constructors in TEXT given first a variable that holds a server's address, as a
    script names its server once at its top (`API_URL = "https://…/api/"`, then
    `Project(API_URL, TOKEN)`): each with the address literal the variable was last assigned
    before the call, and its second argument. Bounded in variables and calls read."""
    read = 0
    variables = itertools.islice(_ADDRESS_ASSIGNMENT.finditer(text), _MAX_ADDRESS_VARIABLES)
    for assignment in variables:
        call = re.compile(_CONSTRUCTOR_GIVEN.format(re.escape(assignment[1])))
        for opened in call.finditer(text, assignment.end()):
            if read == MAX_LOOKUPS:
                return
            read += 1
            arguments, _ = _arguments(text, opened.end(1) + 1)
            if len(arguments) < 2:
                continue
            first = arguments[0]
            address = variable_literal(text, first.start, first.end, opened.start())
            if address is not None:
                yield opened[1], (address, arguments[1])


def mailbox_call_candidates(text: str) -> Iterator[Candidate]:
    """The passwords given to a constructor right after its user's e-mail address, in TEXT
    (source code): a service's client logs in as an account (python-garminconnect's
    Garmin(EMAIL, PASSWORD)). Its place says it is a password if it has a password's mixed
    characters (a name, a phone number or a greeting given after an address has fewer, or a
    blank): then it is judged as one under a password's name."""
    for name, arguments in _constructors_given(text, "@", pairs=True):
        if (bot := _bot_password(text, *arguments)) is not None:
            yield Candidate(_BOT_PASSWORD_NAME, Strength.STRONG, *bot)
        elif (
            name
            and _MAILBOX.fullmatch(text, *arguments[0])
            and (literal := arguments[1].literal) is not None
            and drawn_password(text[literal[0] : literal[1]])
        ):
            yield Candidate(name, Strength.STRONG, *literal)


def _bot_password(text: str, login: tuple[int, int], password: _Argument) -> tuple[int, int] | None:
    """Where PASSWORD is, if LOGIN and PASSWORD are a MediaWiki bot password's pair: the login
    its Special:BotPasswords page gives (the user's name, `@`, the bot's), the password 32
    letters and digits."""
    if _BOT_LOGIN.fullmatch(text, *login) is None or password.literal is None:
        return None
    return password.literal if _BOT_PASSWORD.fullmatch(text, *password.literal) else None


def drawn_password(value: str) -> bool:
    """Whether VALUE is shaped as a password drawn at random: no blank, quote or path, and a
    drawn password's mixed characters (_drawn)."""
    return _PASSWORD.fullmatch(value) is not None and _drawn(value)


def _drawn(value: str) -> bool:
    """Whether VALUE has a drawn password's mixed characters: of most kinds, with letters,
    not words and numbers joined (its letters mostly in words, in few pieces)."""
    letters = sum(c.isalpha() for c in value)
    worded = sum(len(word) for word in _WORD.findall(value))
    return (
        character_classes(value) >= _PASSWORD_CLASSES
        and letters >= _MIN_PASSWORD_LETTERS
        and (
            worded < _MAX_WORDED_SHARE * letters
            or len(_PIECE.findall(value)) >= _MIN_PIECE_SHARE * len(value)
        )
    )


def _constructors_given(
    text: str, marker: str, *, pairs: bool = False
) -> Iterator[tuple[str, tuple[tuple[int, int], _Argument]]]:
    """The constructors (capitalized calls) in TEXT whose first argument is a literal holding
    MARKER (an address's `://`, a mailbox's `@`), each with that literal's span and its second
    argument; PAIRS: any other call's and a tuple's too, under no name. Markers are found by a
    plain search, each looked back from for the call's opening within a bound; the arguments of
    a bounded number of such calls are read."""
    position = read = 0
    while read < _MAX_ADDRESSES:
        marker_at = text.find(marker, position)
        if marker_at < 0:
            return
        position = marker_at + len(marker)
        quote = max(
            text.rfind('"', max(0, marker_at - _SCHEME_BACK), marker_at),
            text.rfind("'", max(0, marker_at - _SCHEME_BACK), marker_at),
        )
        if quote < 0:
            continue
        opened = _CONSTRUCTOR_BEFORE.search(text, max(0, quote - _MAX_NAME - 2), quote)
        if opened is None and pairs:
            opened = _OPENING_BEFORE.search(text, max(0, quote - _MAX_BLANKS), quote)
        if opened is None:
            continue
        # Only a constructor's arguments are read far: the bound counts those, not every
        # marker (a notebook's links would leave the calls after them unread).
        read += 1
        arguments, _ = _arguments(text, opened.end())
        if len(arguments) >= 2 and (first := arguments[0].literal) is not None:
            yield opened[1], (first, arguments[1])


def _key_shaped(text: str, argument: _Argument) -> bool:
    """Whether ARGUMENT is a literal shaped as a key: no address, host, path or blank, and a
    random run between its separators (not parts joined: a project's id, lidar-perception-2026)."""
    if argument.literal is None or _TOKEN.fullmatch(text, *argument.literal) is None:
        return False
    parts = _SEPARATORS.split(text[argument.literal[0] : argument.literal[1]])
    return max(len(part) for part in parts) >= _MIN_KEY_PART


def _names_id(text: str, argument: _Argument) -> bool:
    """Whether ARGUMENT is a variable named for an identifier (CLIENT_ID, app_id): the secret
    that authenticates it is given right after it."""
    return argument.literal is None and words(text[argument.start : argument.end])[-1:] == ["id"]


def _base64_key(text: str, argument: _Argument) -> bool:
    """Whether ARGUMENT is a literal shaped as a key drawn in base64 (Globus's client secrets:
    `/` and `+` among letters and digits), with a random run between them; a path of words is
    judged no secret later, as under any name that only may be secret."""
    if argument.literal is None or _BASE64_KEY.fullmatch(text, *argument.literal) is None:
        return False
    value = text[argument.literal[0] : argument.literal[1]].rstrip("=")
    return any(len(part) >= _MIN_KEY_PART for part in _BASE64_SEPARATORS.split(value))


def _login_keywords(
    name: str, arguments: list[_Argument], table: CallTable, names: SecretNames
) -> Iterator[Candidate]:
    """The literals given to the login call NAME under a name that only may be secret (`key`,
    `auth`): the call's name says what the key is for, as a section named for credentials
    does. A call that reads or looks a thing up by its key (get_session(key=…)) says not, and
    a key given beside a secret (vimeo.VimeoClient(token=…, key=…, secret=…)) is the id of the
    client the secret authenticates."""
    if table.readers.intersection(words(name)) or any(
        argument.keyword is not None and "secret" in words(argument.keyword)
        for argument in arguments
    ):
        return
    for argument in arguments:
        if (
            argument.keyword is not None
            and argument.literal is not None
            and names.strength(argument.keyword) is Strength.WEAK
        ):
            yield Candidate(argument.keyword, Strength.STRONG, *argument.literal)


def _by_keyword(
    text: str,
    name: str,
    arguments: list[_Argument],
    call_start: int,
    table: CallTable,
    names: SecretNames,
) -> Iterator[Candidate]:
    """The secrets a call given its arguments by keyword holds: a secret's keyword's literal,
    and an issued token id given as the login's user beside its password."""
    yield from _login_keywords(name, arguments, table, names)
    yield from _issued_user(text, name, arguments, call_start)


# A login's user and password keywords, and the user a service issues as a token's id: a UUID
# (XNAT's alias token, the user name of a login whose password is its secret), or a drawn run
# of letters of both cases and digits (Socrata's API key id, given as the Basic login's user
# beside the key secret as its password). A person's name is never one.
_USER_KEYWORDS = ("user", "username", "login")
_PASSWORD_KEYWORDS = ("password", "passwd", "secret")
_SECRET_VALUE = re.compile(r"[^\s\"'/\\<>${}]{8,128}")
_ISSUED_USER = re.compile(
    r"(?i:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"
    r"|(?=[^a-z]{0,63}[a-z])(?=[^A-Z]{0,63}[A-Z])(?=[^0-9]{0,63}[0-9])[A-Za-z0-9]{20,64}"
)


def _issued_user(
    text: str, name: str, arguments: list[_Argument], call_start: int
) -> Iterator[Candidate]:
    """The issued token id given to the login call NAME as its user (`connect(url, user=ALIAS,
    password=SECRET)`), a literal or a variable assigned one, beside a password given so too:
    the pair's id, reported with its secret (LABELS.md rule 2). A password left to a variable
    of no literal (read from the environment) leaves the id alone."""
    keyed = {argument.keyword: argument for argument in arguments if argument.keyword}
    user = next((keyed[k] for k in _USER_KEYWORDS if k in keyed), None)
    password = next((keyed[k] for k in _PASSWORD_KEYWORDS if k in keyed), None)
    if user is None or password is None:
        return
    user_value = user.literal or _keyword_variable(text, user, call_start)
    if user_value is None or not _ISSUED_USER.fullmatch(text, *user_value):
        return
    secret = password.literal or _keyword_variable(text, password, call_start)
    # A placeholder or a reference (`"<SECRET>"`, `"${XNAT_SECRET}"`) is no secret beside it;
    # nor is any look-alike the password's own reading passes over (`"changeme"`, `"REDACTED"`),
    # which the finder's caller judges by the password's keyword.
    if secret is not None and _SECRET_VALUE.fullmatch(text, *secret):
        assert password.keyword is not None
        yield Candidate(name, Strength.STRONG, *user_value, secret=(password.keyword, *secret))


def _keyword_variable(text: str, argument: _Argument, call_start: int) -> tuple[int, int] | None:
    """The literal the variable given as the keyword ARGUMENT's value was assigned before the
    call."""
    value_start = text.index("=", argument.start, argument.end) + 1
    while value_start < argument.end and text[value_start].isspace():
        value_start += 1
    return variable_literal(text, value_start, argument.end, call_start)


def _keyword_secrets(
    text: str, start: int, secrets: frozenset[str]
) -> Generator[Candidate, None, int]:
    """The literals given by the keywords SECRETS (those its documentation names its secret
    by) to the call whose arguments start at START, each judged as a secret's; returns where
    its arguments end (the calls inside them are read with them)."""
    arguments, end = _arguments(text, start, keywords=True)
    for argument in arguments:
        if argument.keyword in secrets and argument.literal is not None:
            yield Candidate(argument.keyword, Strength.STRONG, *argument.literal)
    return max(start, end)


def _call_at(text: str, start: int, end: int) -> tuple[str | None, int]:
    """The name that TEXT[START:END] is part of, if a call's `(` follows it, and where the
    name (or the run of word characters) ends."""
    floor = max(0, start - _MAX_NAME)
    while start > floor and _identifier(text[start - 1]):
        start -= 1
    rest = _IDENTIFIER_REST.match(text, end)
    end = rest.end() if rest else end
    if end - start >= _MAX_NAME or (start == floor and floor and _identifier(text[floor - 1])):
        return None, end  # a run of word characters longer than any name: random text
    if not text.startswith("(", _skip_blanks(text, end)):
        # C++ constructs a variable of a type (a capitalised name) with the arguments after
        # the variable's name (`AWSCredentials c(...)`): the type's name is the call's.
        declared = text[start].isupper() and _DECLARED.match(text, end)
        return (text[start:end], declared.end() - 1) if declared else (None, end)
    return text[start:end], end


def _method_named(text: str, start: int, end: int) -> tuple[str, int] | None:
    """The remote method that TEXT[START:END] is part of, when a string literal that is a
    call's first argument names it (JSON-RPC's and XML-RPC's `call("get_session_key", USER,
    PASSWORD)`, `proxy.call("auth.login", ...)`), and where the call's other arguments start.
    A dotted name's last part is the method, the parts before it its namespace: a word in
    those (`"login.hpc.example.org"`, a login node's host name) names no login method."""
    floor = max(0, start - _MAX_NAME)
    word_end = end
    while start > floor and (_identifier(text[start - 1]) or text[start - 1] == "."):
        start -= 1
    rest = _METHOD_REST.match(text, end)
    end = rest.end() if rest else end
    if text.find(".", word_end, end) >= 0:
        return None
    quote = text[start - 1 : start]
    if end - start >= _MAX_NAME or quote not in ("'", '"') or not text.startswith(quote, end):
        return None
    opening = start - 2
    while opening >= floor and text[opening] in " \t":
        opening -= 1
    if opening < 0 or text[opening] != "(" or not text.startswith(",", _skip_blanks(text, end + 1)):
        return None
    return text[start:end], _skip_blanks(text, end + 1) + 1


def _position(text: str, name: str, end: int, table: CallTable) -> tuple[int, ...] | None:
    """The positions of the secrets TABLE says the call of NAME ending at END takes, if any."""
    position = table.positions.get(name)
    if position is None and name in table.qualified:
        position = _qualified_position(text, name, end, table.qualified[name])
    return position


def _qualified_position(
    text: str, name: str, end: int, qualifiers: tuple[tuple[str, tuple[int, ...]], ...]
) -> tuple[int, ...] | None:
    """The position of the secret of the call of NAME ending at END, if a QUALIFIERS' one is
    written before the name (`raritan.rpc.Agent(`), else None."""
    start = end - len(name)
    if not text.startswith(name, start):
        return None  # a C++ declaration's type, not a qualified call
    return next(
        (at for qualifier, at in qualifiers if text.startswith(qualifier, start - len(qualifier))),
        None,
    )


def _identifier(char: str) -> bool:
    return char.isalnum() or char == "_"


def _skip_blanks(text: str, position: int) -> int:
    while position < len(text) and text[position] in " \t":
        position += 1
    return position


def login_table_candidates(text: str) -> Iterator[Candidate]:
    """The passwords of the (user, password) pairs in tables of logins in TEXT (source code)."""
    if not any(word in text for word in _TABLE_WORDS):
        return  # most code names no table of logins: one search for each spelling is cheaper
    read_until = 0
    for table in _LOGIN_TABLE.finditer(text):
        if table.start() < read_until:
            continue  # a name inside a table already read: each character is read once
        _, read_until = _arguments(text, table.end(), _MAX_TABLE)
        table_end, position = read_until, table.end()
        name = _name_ending(text, table.start(), table.end("word"))
        while (opening := _PAIR_OPENING.search(text, position, table_end)) is not None:
            pair, position = _arguments(text, opening.end())
            position = max(position, opening.end())
            if len(pair) != 2 or pair[0].literal is None or pair[1].literal is None:
                continue
            if USER.fullmatch(text, *pair[0].literal):
                yield Candidate(name, Strength.STRONG, *pair[1].literal)


def _name_ending(text: str, word_start: int, word_end: int) -> str:
    """The identifier whose last word is TEXT[WORD_START:WORD_END] (BMC_CREDENTIALS), looked
    back for up to a bound."""
    start = word_start
    while start > max(0, word_start - _NAME_BACK) and _identifier(text[start - 1]):
        start -= 1
    return text[start:word_end]


def entries(text: str, start: int, reach: int) -> list[tuple[int, int]]:
    """The spans of the entries of the list, tuple or mapping whose opening ends just before
    START, read up to REACH characters, blanks around each left out (a mapping's `KEY: VALUE`
    is one entry)."""
    return [(entry.start, entry.end) for entry in _arguments(text, start, reach)[0]]


def _arguments(
    text: str, start: int, reach: int = _MAX_ARGUMENTS, *, keywords: bool = False
) -> tuple[list[_Argument], int]:
    """The positional arguments of the call whose `(` ends just before START, up to REACH
    characters (keyword arguments, `name=value`, end them, unless KEYWORDS: then they are read
    too, after the positional ones), and where the reading stopped."""
    arguments: list[_Argument] = []
    depth = 0
    argument_start = position = start
    limit = min(len(text), start + reach)
    structure = _KEYWORD_STRUCTURE if keywords else _STRUCTURE
    while True:
        # Plain characters are skipped at once: only quotes, brackets and commas matter.
        found = structure.search(text, position, limit)
        if found is None:
            position = limit
            break
        position = found.start()
        char = text[position]
        if char == "#":
            line_end = text.find("\n", position, limit)
            position = limit if line_end < 0 else line_end
            continue
        # A literal, or an escaped one (code in a notebook's JSON string).
        if char in "\"'" or (char == "\\" and text[position + 1 : position + 2] in ("'", '"')):
            literal = quoted_value(text, position)
            # Past its closing quote (two characters where escaped).
            position = literal[1] + 1 + (text[literal[1]] == "\\") if literal else position + 1
            continue
        if char in _OPENING:
            depth += 1
        elif char in _CLOSING or (char == "," and depth == 0):
            if depth == 0:
                argument = _argument(text, argument_start, position, keywords)
                if argument is None:
                    break
                arguments.append(argument)
                if char != ",":
                    break
                argument_start = position + 1
            else:
                depth -= 1
        position += 1
    return arguments, position


def _argument(text: str, start: int, end: int, keywords: bool = False) -> _Argument | None:
    """The argument TEXT[START:END], blanks around it left out; None for a keyword argument
    unless KEYWORDS."""
    while start < end and text[start].isspace():
        start += 1
    while keywords and text.startswith(_COMMENTS, start, end):
        # A comment after the comma before (`key=…,  # the app's id`) ends at its line's end.
        line_end = text.find("\n", start, end)
        start = end if line_end < 0 else line_end + 1
        while start < end and text[start].isspace():
            start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    keyword = _KEYWORD.match(text, start, end)
    if keyword is not None:
        if not keywords:
            return None
        value_start = keyword.end() - 1
        while value_start < end and text[value_start].isspace():
            value_start += 1
        named = text[start : keyword.end() - 1].split("=", 1)[0].strip()
        value = _argument(text, value_start, end)
        return _Argument(start, end, value.literal if value else None, named)
    literal = quoted_value(text, start)
    # Its closing quote (escaped, in a notebook's JSON string) ends the argument, or a
    # conversion that keeps its characters (a password literal as Java's char[]).
    after = "" if literal is None else text[literal[1] : end].lstrip("\\")
    whole = literal is not None and after[1:] in _SAME_CHARACTERS and after[:1] in ('"', "'")
    return _Argument(start, end, literal if whole else None)
