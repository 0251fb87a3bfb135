"""Passwords given to a command as a short option, and keys given to `TOOL login`:
`ipa-server-install -p PW -a PW`, `nomad client -u USER -w PW`, `racadm -u root -p PW`,
`snmpwalk -c COMMUNITY`, `fw login HOST:KEY`, `maas login PROFILE URL KEY`,
`weka user login USER PASSWORD`, `cf auth USER PASSWORD`.

A short option means nothing by itself (`-p` is a port to ssh, a parent to mkdir), so one is taken
for a password only where the tool documents it so (the `[commands]` table of rules.toml) or
where it follows a user option in the same command (`-u USER -w PW`), and its value has a
password's mixed characters. A command is read whole: the lines a trailing `\\` continues are
joined, up to a bound in lines and bytes, so an option on a continuation line belongs to the
tool its first line names. Each anchor (where ` -p`, ` -w`... or `login` occurs) is looked at
within that bounded window only."""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from govern.secrets.assignments import Candidate
from govern.secrets.chance import chance_letters
from govern.secrets.lines import name_line_start
from govern.secrets.literals import inside_string, quoted_value
from govern.secrets.lookalikes import character_classes
from govern.secrets.names import Strength
from govern.secrets.placeholders import VARIABLE

# How many lines a trailing backslash may join into one command, and how many bytes back.
MAX_CONTINUED_LINES = 8
MAX_COMMAND = 2048
_MAX_VALUE = 256
# What separates commands on a line: a word before one of these is not in the option's command.
COMMAND_BREAKS = ";|&`"
# A command has a few options: past this many anchors in one, the rest of it is passed over.
_MAX_ANCHORS_PER_COMMAND = 16
# A short option and the blanks before its value: ` -p '...'`, ` -w PW` (an anchor is its blank).
_SHORT_OPTION = re.compile(r"[ \t](-[A-Za-z])[ \t]+")
# Where a short option stands, its blanks after it left to the next one: an option that takes
# no value, right before one that does (`ccdc_activator -a -k KEY`), shares its blank with it.
_SHORT_OPTION_START = re.compile(r"[ \t]-[A-Za-z](?=[ \t])")
# An option of one dash and a word, its value after `=` or blanks: Go's flag package spells
# options so (micromdm's `scepserver -challenge=VALUE`). Read where its tool documents it.
_WORD_OPTION = re.compile(r"[ \t](-[A-Za-z][A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)(?:=|[ \t]+)")
# Where such an option stands, its blanks after it left to the next one: an option that takes
# no value, right before one that does (`starccm+ -power -podkey KEY`), shares its blank with it.
_WORD_OPTION_START = re.compile(r"[ \t]-[A-Za-z][A-Za-z0-9]+(?:-[A-Za-z0-9]+)*(?=[ \t=])")
# A release's binary is named for the platform it was built for (scepserver-linux-amd64): the
# tool is the name before it.
_PLATFORM_SUFFIX = re.compile(
    r"-(?:linux|darwin|windows|freebsd|openbsd|netbsd)"
    r"(?:[-_](?:amd64|arm64|386|arm|armv[5-7]|x86_64|aarch64|ppc64le|s390x))?(?:\.exe)?$"
)
# A bare value ends where a shell word does.
_BARE_VALUE = re.compile(r"[^\s\"'`;&|()<>\\]+")
# An option's own name quoted, a password's word in it (Webin-CLI's `-passwordEnv` and
# `-passwordFile`, `--password-file`, `--password-stdin`): prose citing how a tool takes its
# password ("password via `-passwordEnv`"), not a value; a bare word of a dash is none already.
_PASSWORD_OPTION_NAME = re.compile(
    r"--?pass(?:word|wd|phrase)?(?:[A-Z][a-z]+|[-_][a-z]+)*", re.IGNORECASE
)
# `TOOL login VALUE`: the login's first argument, with a host or user before a colon; typed
# with spaces (a table's tabs, a package list's `apt<TAB>login<TAB>1:4.13`, are no command).
# So do the subcommands that authenticate or store a credential (cf auth USER PASSWORD, eumdac
# set-credentials KEY SECRET), found from their secret word (auth, cred) back to the word's start;
# and those that set a password (zabbix_cli set-password USER PASSWORD, bconsole setpassword,
# `nmcli ... password PASSWORD`).
# A subcommand of two words that stores the tool's key or token (vast.ai's `vastai set api-key
# KEY`, `… set token TOKEN`) gives it as its one argument: a secret by its place (`set` is
# found from the key's word back, see _subcommand_start).
_LOGIN = re.compile(
    r"(?:login|auth|set[-_]credentials|set[-_]token|(?P<stored>set (?:api[-_]?key|token))"
    r"|(?P<password>(?:(?:set|change|reset|update)[-_]?)?pass(?:word|wd))) +"
)
# The short options a login takes its token or key by (`apify login -t TOKEN`, `doctl auth init
# -t TOKEN`): the value must look random (`az login -t` takes a tenant's id).
_LOGIN_KEY_OPTION = re.compile(r"-[tk][ \t]+")
# Words of prose, not arguments: after "password" in a sentence ("the password in .Renviron").
_PROSE_WORD = re.compile(
    r"(?i)(a|an|and|are|as|at|be|by|for|from|in|is|it|of|on|or|that|the|this|to|was|with)\b"
)
# A sentence's small word as the login's first argument, a word of its own ("login from X:
# USER", "login for the portal"): the word `login` was prose. A user, a profile or a host is no
# such word.
_PROSE_LOGIN = re.compile(_PROSE_WORD.pattern + r"[ \t]")
_SUBCOMMAND_CHARACTERS = frozenset("abcdefghijklmnopqrstuvwxyz-_")
_MAX_SUBCOMMAND = 16
_LOGIN_PREFIX = re.compile(r"[A-Za-z][A-Za-z0-9_.@-]{0,252}:")
# A log record's event and its fields (`INFO login user=ops src=10.0.0.7 session=…`): after
# `login`, a field's name and `=`, where a command's first argument is a user, a profile or a
# host (options start with a dash).
_RECORD_FIELD = re.compile(r"[A-Za-z_][A-Za-z0-9_.]{0,63}=")
# How many arguments a login is read for: a profile or a user, an address, then the key or the
# password, in whatever order the tool takes them (maas login PROFILE URL KEY).
_MAX_LOGIN_ARGUMENTS = 4
# Shorter than any argument the look-alike checks let through as a login's secret: not worth
# their time (a megabyte of `x | t login` would otherwise cost each word a check).
_SHORTEST_LOGIN_SECRET = 8
# Words a device's configuration writes before a value to say it is stored encrypted or hashed
# (ArubaOS-CX `auth-pass ciphertext VALUE`, `password encrypted VALUE`): the arguments after one
# are no secret given in clear, and are not read.
_CIPHERTEXT_WORDS = frozenset({"ciphertext", "encrypted", "hashed", "hash", "sha512-crypt"})
# What separates two arguments: a literal's closing quote, then blanks.
_BETWEEN_ARGUMENTS = re.compile(r"[\"']?[ \t]+")
# A value under a user option's short option needs three of these kinds of character, as a
# password has (a database's or a folder's name has fewer), or letters drawn at random (a
# generated password of letters alone, edonuSsddfrf…: a run of consonants no name has), and is
# no file's name.
_PASSWORD_CLASSES = 3
_FILE_NAME = re.compile(r"\.[a-z][a-z0-9]{0,3}$|/")


@dataclass(frozen=True)
class CommandOptions:
    """What rules.toml's `[commands]` says of short options."""

    # Options that name who logs in (-u, --user): a password option may follow them.
    user_options: frozenset[str]
    # Short options that take a password after a user option (-p, -w, -P).
    password_options: frozenset[str]
    # Tools whose own short options are passwords or secrets, whatever comes before them.
    tool_options: dict[str, frozenset[str]]
    # Tools whose short options of those letters mean something else (a port, no prompt).
    other_meaning: frozenset[str]
    # The letters (lower case) of the short options the rule's keywords find (` -p` finds -p
    # and -P): a tool's documented option of any other letter is read from its command once
    # a keyword has found the command (Net-SNMP's -X beside its -A, -a, -c).
    anchored_letters: frozenset[str] = frozenset()
    # Tools whose `auth` or `login` subcommand administers others' keys and takes no secret
    # as its argument (`ceph auth get client.rgw.gw1`: an entity's name).
    other_logins: frozenset[str] = frozenset()


def command_candidates(
    text: str, anchors: Sequence[int], code: bool, table: CommandOptions
) -> Iterator[Candidate]:
    """Passwords given as short options, and keys given to `TOOL login`, at ANCHORS (where
    the rule's keywords occur). CODE: TEXT is source code, where only a string holds a command."""
    done_until = -1
    start, previous, seen = -1, -1, 0
    for keyword_at in sorted(set(anchors)):
        if keyword_at < done_until:
            continue
        # A short option's blank, or else a subcommand's word (or nothing to read).
        anchor = (
            keyword_at if text.startswith(" ", keyword_at) else _subcommand_start(text, keyword_at)
        )
        if anchor < 0:
            continue
        if previous >= 0 and _same_command(text, previous, anchor):
            seen += 1
        else:
            start, seen = command_start(text, anchor), 1
            if not code or inside_string(text, name_line_start(text, anchor), anchor):
                yield from _unanchored_options(text, start, anchor, table)
        previous = anchor
        if seen > _MAX_ANCHORS_PER_COMMAND:
            continue
        found = _at(text, start, anchor, code, table)
        if found:
            done_until = found[-1].end
            yield from found


def _unanchored_options(
    text: str, start: int, anchor: int, table: CommandOptions
) -> Iterator[Candidate]:
    """The values of the options of the command at START, on ANCHOR's line from ANCHOR on,
    that its tool documents as secret but no keyword finds (snmpget's -X privacy passphrase,
    scepserver's -challenge=VALUE): read once for each command a keyword found, up to the
    line's end (within a bound)."""
    newline = text.find("\n", anchor, anchor + MAX_COMMAND)
    end = newline if newline >= 0 else min(len(text), anchor + MAX_COMMAND)
    breaks = [at for c in COMMAND_BREAKS if (at := text.find(c, anchor, end)) >= 0]
    end = min(breaks, default=end)
    for starts, shape in ((_SHORT_OPTION_START, _SHORT_OPTION), (_WORD_OPTION_START, _WORD_OPTION)):
        places = itertools.islice(starts.finditer(text, anchor, end), _MAX_ANCHORS_PER_COMMAND)
        for place in places:
            option = shape.match(text, place.start(), end)
            if option is None:
                continue
            if shape is _SHORT_OPTION and option.group(1)[1].lower() in table.anchored_letters:
                continue  # read at its own anchor
            found = _option_value(text, start, option, table, documented_only=True)
            if found is not None:
                yield found


def _same_command(text: str, previous: int, anchor: int) -> bool:
    """Whether nothing between PREVIOUS and ANCHOR ends a command (a line, a `;`, a `|`...)."""
    return all(text.find(c, previous, anchor) < 0 for c in "\n" + COMMAND_BREAKS)


def _at(
    text: str, start: int, anchor: int, code: bool, table: CommandOptions
) -> tuple[Candidate, ...]:
    """The secrets of the command starting at START given at ANCHOR: a short option's value, or
    the arguments of a `login`."""
    if code and not inside_string(text, name_line_start(text, anchor), anchor):
        return ()
    option = _SHORT_OPTION.match(text, anchor, anchor + 64)
    if option is not None:
        found = _option_value(text, start, option, table)
        return (found,) if found is not None else ()
    # `login` as a tool's subcommand: a word of its own, after the tool's name.
    login = _LOGIN.match(text, anchor, anchor + _MAX_SUBCOMMAND + 8)
    if login is None or anchor <= start or text[anchor - 1] != " ":
        return ()
    words = _words(text, start, anchor)
    if not words or not table.other_logins.isdisjoint(words):
        return ()
    if login["password"]:
        return _set_password_value(text, login.end())
    if _LOGIN.match(text, login.end(), login.end() + _MAX_SUBCOMMAND + 8):
        return ()  # `auth login`: the subcommand's second word is read at its own anchor
    if login["stored"]:
        return _stored_value(text, login.end())
    return _login_values(text, login.end())


def _subcommand_start(text: str, anchor: int) -> int:
    """Where the word holding ANCHOR starts, if it is a login's or a credential's subcommand
    (login, auth, set-credentials) standing after a blank; else -1."""
    floor = max(0, anchor - _MAX_SUBCOMMAND)
    start = anchor
    while start > floor and text[start - 1] in _SUBCOMMAND_CHARACTERS:
        start -= 1
    if start == 0 or text[start - 1] != " ":
        return -1
    if text.startswith("set ", start - 4):
        start -= 4  # `set api-key`, `set token`: the subcommand's two words
    if _LOGIN.match(text, start, start + 32) is None:
        return -1
    return start


def _login_values(text: str, position: int) -> tuple[Candidate, ...]:
    """The keys and passwords among the arguments of `TOOL login` from POSITION: the first as
    _login_value reads it, each after it (a user's or profile's name, an address, a key or a
    password: up to a bound) a secret if it looks random. An option ends them."""
    if _RECORD_FIELD.match(text, position):
        return ()  # `login user=… src=…`: a log record's fields, not a command's arguments
    if _PROSE_LOGIN.match(text, position):
        return ()  # "login from Pieter: …", "the login is in …": a sentence, not a command
    spans, _ = _arguments(text, position, _MAX_LOGIN_ARGUMENTS)
    if not spans:
        option = _LOGIN_KEY_OPTION.match(text, position)
        span = _value_span(text, option.end()) if option else None
        return (Candidate("login", Strength.WEAK, *span),) if span else ()
    later = [
        Candidate("login", Strength.WEAK, *span)
        for span in spans[1:]
        if span[1] - span[0] >= _SHORTEST_LOGIN_SECRET
    ]
    if len(spans) == 2 and VARIABLE.fullmatch(text, *spans[1]):
        # `set-credentials KEY "$SECRET"`: the first of two is the id issued with the secret a
        # variable holds, no secret without it (a user's name, a key's id); a HOST:KEY is read
        # as before.
        first = _login_value(text, spans[0])
        return (first,) if first is not None and first.strength is Strength.STRONG else ()
    if len(spans) == 2 and later and _password_like(text[later[0].start : later[0].end]):
        # `login USER PASSWORD`: the second of two is a password by its place, where it has
        # a password's mixed characters (a host, a folder or a word has fewer).
        later[0] = dataclasses.replace(later[0], strength=Strength.STRONG)
    return tuple(c for c in (_login_value(text, spans[0]), *later) if c is not None)


def _stored_value(text: str, position: int) -> tuple[Candidate, ...]:
    """The key or token a subcommand that stores one is given, from POSITION: its one argument
    (more are no such subcommand's: a setting's name and value)."""
    spans, _ = _arguments(text, position, 2)
    if len(spans) != 1:
        return ()
    return (Candidate("key", Strength.STRONG, *spans[0]),)


def _set_password_value(text: str, position: int) -> tuple[Candidate, ...]:
    """The password given to a subcommand that sets one, from POSITION: its last argument of
    one or two (`set-password [USER] PASSWORD`), where it has a password's mixed characters. A
    sentence's small word first says the subcommand's word was prose ("the password in..."),
    and `password ciphertext VALUE` that the value is stored encrypted (device configs)."""
    if _PROSE_WORD.match(text, position, position + 8):
        return ()
    spans, ciphered = _arguments(text, position, 3)
    if ciphered or not 1 <= len(spans) <= 2:
        return ()
    if not _password_like(text[spans[-1][0] : spans[-1][1]]):
        return ()
    return (Candidate("password", Strength.STRONG, *spans[-1]),)


def _arguments(text: str, position: int, most: int) -> tuple[list[tuple[int, int]], bool]:
    """Up to MOST arguments from POSITION, up to an option or a word saying those after it are
    stored encrypted; and whether such a word ended them."""
    spans: list[tuple[int, int]] = []
    span = _value_span(text, position)
    while span is not None and len(spans) < most:
        if _says_ciphertext(text, span):
            return spans, True
        spans.append(span)
        between = _BETWEEN_ARGUMENTS.match(text, span[1], span[1] + _MAX_VALUE)
        span = _value_span(text, between.end()) if between else None
    return spans, False


def _says_ciphertext(text: str, span: tuple[int, int]) -> bool:
    """Whether the argument at SPAN is a word saying the values after it are stored encrypted."""
    return text[span[0] : span[1]].lower() in _CIPHERTEXT_WORDS


def _password_like(value: str) -> bool:
    """Whether VALUE, given where a user's password may stand, mixes characters as a password
    does or is letters drawn at random, and names no file."""
    return (
        character_classes(value) >= _PASSWORD_CLASSES or chance_letters(value, Strength.STRONG)
    ) and not _FILE_NAME.search(value)


def command_start(text: str, position: int) -> int:
    """Where the command that POSITION is in starts: at its line's start, or earlier where the
    lines before end in a backslash (within bounds), after the last `;`, `|` or `&` before it."""
    floor = max(0, position - MAX_COMMAND)
    start = text.rfind("\n", floor, position) + 1 or floor
    for _ in range(MAX_CONTINUED_LINES):
        if not _continued(text, start, floor):
            break
        start = text.rfind("\n", floor, start - 1) + 1 or floor
    return max(start, *(text.rfind(c, start, position) + 1 for c in COMMAND_BREAKS))


def _continued(text: str, line_start: int, floor: int) -> bool:
    """Whether the line before the one at LINE_START ends in a backslash (within FLOOR)."""
    end = line_start - 1  # its newline
    if end > floor and text[end - 1] == "\r":
        end -= 1
    return end > floor and text[end - 1] == "\\"


def _words(text: str, start: int, end: int) -> list[str]:
    """The words of the command in TEXT[START:END], programs by their base names (without a
    release's platform)."""
    return [
        _PLATFORM_SUFFIX.sub("", word.rsplit("/", 1)[-1])
        for word in text[start:end].split()
        if word != "\\"
    ]


# A program an interpreter runs (`java -jar px-tool.jar`, `python3 sync.py`): the options after
# it are the program's own, not the interpreter's.
_PROGRAM_FILE = re.compile(r"[^-=][^=]*\.(jar|py|pl|rb|js|R|jl)")


def _program_words(words: list[str]) -> list[str]:
    """WORDS from the last program file an interpreter runs, or all of them: what follows it is
    read as that program's command line, whatever the interpreter's own options mean."""
    for at in range(len(words) - 1, 0, -1):
        if _PROGRAM_FILE.fullmatch(words[at]):
            return words[at:]
    return words


def _option_value(
    text: str,
    start: int,
    option: re.Match[str],
    table: CommandOptions,
    documented_only: bool = False,
) -> Candidate | None:
    """The secret given to OPTION in the command at START, if its tool documents the option as
    one or it follows a user option (not where DOCUMENTED_ONLY)."""
    letter = option.group(1)
    before = _program_words(_words(text, start, option.start()))
    if not before or any(word in table.other_meaning for word in before):
        return None
    known = any(letter in table.tool_options.get(word, ()) for word in before)
    if documented_only and not known:
        return None
    after_user = letter in table.password_options and any(
        word in table.user_options or word.split("=", 1)[0] in table.user_options
        for word in before[1:]
    )
    if not (known or after_user):
        return None
    span = _value_span(text, option.end())
    if span is None:
        return None
    value = text[span[0] : span[1]]
    if not known and not _password_like(value):
        return None
    return Candidate(letter, Strength.STRONG, *span)


def _login_value(text: str, span: tuple[int, int]) -> Candidate | None:
    """The key given to `TOOL login` as its first argument (at SPAN): after a host or user and a
    colon (`fw login HOST:KEY`), where the syntax says it is a credential, or alone, where it is
    one only if it looks random."""
    start, end = span
    prefix = _LOGIN_PREFIX.match(text, start, end)
    if prefix is None or "//" in text[start:end]:
        return Candidate("login", Strength.WEAK, start, end)
    return Candidate("login", Strength.STRONG, prefix.end(), end) if end > prefix.end() else None


def _value_span(text: str, position: int) -> tuple[int, int] | None:
    """The word at POSITION: a quoted literal's inside, or a bare word. None where there is
    none (the option asks: `-p` at the end, `-p -u x`)."""
    if text.startswith("-", position):
        return None
    literal = quoted_value(text, position)
    if literal is not None:
        return None if _PASSWORD_OPTION_NAME.fullmatch(text, *literal) else literal
    bare = _BARE_VALUE.match(text, position, position + _MAX_VALUE)
    return (bare.start(), bare.end()) if bare else None
