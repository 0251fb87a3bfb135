"""Secrets a tool takes as a positional argument, or as a subcommand's option, as its manual's
synopsis says: `b2 account authorize KEY_ID KEY`, `mc alias set NAME URL ACCESS SECRET`,
`eyaml encrypt -s PLAINTEXT`, `mysqladmin password NEW`.

A synopsis (the `synopses` of rules.toml's `[commands]`) is literal words, the tool by its base
name first, then its subcommand's (`*` a glob; an option a lower-case word follows is one of
them, as in `ipmicfg -user add`; so is an option spelt in CamelCase, as Deadline names its
commands: `deadlinecommand -ConfigureMongoDBDatabase`), then its arguments: SECRET is the
secret, ID a key id issued with it and naming the account it unlocks (reported with it), any
other upper-case word an argument passed over (a user, or an access key that may be one), and
`-x SECRET` or `--long SECRET` an option's value wherever it stands after the literals
(`-x USER+ SECRET` its second value). A value written as parts (`USER:SECRET`,
`USER:SECRET@HOST`, as etcdctl's --user and Lenovo OneCLI's --bmc take it; Samba's
`USER%SECRET`, Oracle's `USER/SECRET@DB`) holds the secret as its SECRET part: a value without
the separators up to it holds none (`--user root` alone), and the parts after it may be left
out (Oracle's `user/password` logs on to the local database). `!-x*`, a glob, names an option
that makes the command another form, whose words the synopsis does not describe: a command
that gives it is not read by that synopsis (dsmc's `set password -type=vm HOST USER PW` is no
`set password OLD NEW`); `-x=*`, an option given a glob for its value, names the option that
makes the command the form the synopsis describes, which a command must give to be read by it
(`dsmc set password -type=* HOST USER SECRET`).
A tool may be run through a variable that holds its path (`DC=/opt/.../deadlinecommand`, then
`$DC -ConfigureMongoDBDatabase ...`): the variable's word is the tool the assignment names.
A synopsis of a program's own command language (`register node NAME SECRET`, typed in
dsmadmc's macros and sessions) starts with a verb, not a program: it is read only where the
verb is its command's first word or follows that program (`dsmadmc -id=ADMIN update node ...`),
never among another program's words (`npm update node PKG PKG`).
A command is read whole: the lines a trailing `\\` continues are joined (each argument may
stand on its own line), up to a bound in lines and bytes; a shell comment ends it, and a
command substitution in it (`pass=$(rclone obscure PW)`) is a command of its own."""

from __future__ import annotations

import dataclasses
import fnmatch
import functools
import itertools
import re
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace

from govern.errors import SecretsError
from govern.secrets.assignments import Candidate
from govern.secrets.commands import COMMAND_BREAKS, MAX_COMMAND, MAX_CONTINUED_LINES, command_start
from govern.secrets.lines import name_line_start
from govern.secrets.literals import inside_string
from govern.secrets.lookalikes import cases_at_random
from govern.secrets.names import Strength
from govern.secrets.placeholders import variable_name

SECRET = "SECRET"
# What starts a synopsis's word that names an option making the command another form.
_OTHER_FORM = "!"
# An option given with a glob for its value (`-type=*`): the form a synopsis describes.
_REQUIRED_FORM = re.compile(r"--?[A-Za-z][A-Za-z0-9_-]*=[^\s]*[*?\[][^\s]*")
KEY_ID = "ID"
# A shell word: quoted, or bare up to a blank, a quote or what ends a command.
_WORD = re.compile(r"\"([^\"\n]*)\"|'([^'\n]*)'|([^\s\"'`;|&<>]+)")
_BARE = re.compile(r"[^\s\"'`;|&<>]+")
# A shell prompt's word (`$`, `user@host:~$`, `[root@host ~]#`, `(venv)`): no command's.
_PROMPT = re.compile(r"[$%>]|[\w.@:~/\[\]-]*[$%>#]|\[[\w.@-]+|\([\w.-]+\)")
# _WORD's group of a bare word (one not quoted).
_BARE_GROUP = 3
# What opens a command substitution, whose command runs apart from the one around it.
_SUBSTITUTION = "$("
# A run's or a commit's id: hex digits, of one case.
_HEX_ID = re.compile(r"[0-9a-f]{7,64}|[0-9A-F]{7,64}")
# A placeholder; `+` after it: the option before it takes the next word too (`-u USER+ SECRET`).
_PLACEHOLDER = re.compile(r"[A-Z][A-Z0-9_]*\+?")
# A value of placeholders joined by `:`, `@`, `%` or `/` (`USER:SECRET@HOST`, `USER%SECRET`,
# `USER/SECRET@DB`): one word, read by its parts.
_PARTED = re.compile(r"[A-Z][A-Z0-9_]*(?:[:@%/][A-Z][A-Z0-9_]*)+")
_PART_SEPARATORS = re.compile(r"([:@%/])")
# An option that names a command, spelt in CamelCase (Deadline's -ConfigureMongoDBDatabase,
# Oracle mkstore's -createCredential): a literal word of its synopsis, where an option's
# lower-case or one-letter name is an option.
_COMMAND_OPTION = re.compile(r"-[A-Za-z][a-z]+[A-Z][A-Za-z]*")
# A variable's assignment on a line of its own (`DC=/opt/Thinkbox/Deadline10/bin/deadlinecommand`,
# `export DC="..."`), which a word that is the variable's value (`$DC`, `${DC}`) stands for.
_ASSIGNMENT = re.compile(
    r"(?m)^[ \t]*(?:(?:export|readonly|local|declare)[ \t]+)?([A-Za-z_][A-Za-z0-9_]{0,63})="
    r"[\"']?([^\s\"'`;|&<>]+)"
)
# How many of a command's first words may be its tool run through a variable.
_MAX_VARIABLE_WORDS = 3
# How far a word is looked at either side of an anchor.
_MAX_WORD = 64
_BLANKS = " \t\r\n"
_WORD_REST = re.compile(r"[^\s]*")
# A parameter given by its name (IBM Storage Protect's `domain=STANDARD`, `passexp=0`) stands
# beside the positional arguments, not among them. Its name is letters, and it is written
# bare: a password may hold `=` after digits or `_` (UR8_=AK3R...), or after letters where it
# is quoted (see _Word).
_PARAMETER = re.compile(r"[A-Za-z]{2,}=(?!=)")
# How long a word that starts with one dash must be to be read as a random value, not an option.
_MIN_DASHED_VALUE = 10
# How many words of global options may stand between a tool and its subcommand.
_MAX_GLOBAL_WORDS = 8


@dataclass(frozen=True)
class Synopsis:
    """One usage line: the literal words that name the command, then its arguments."""

    # The line, without the options that make the command another form.
    text: str
    # The tool's name, as written (no glob).
    tool: str
    # The literal words, each as the pattern of its glob.
    literals: tuple[re.Pattern[str], ...]
    arguments: tuple[str, ...]
    # Where the tool is a verb of programs' own command languages: those programs (base
    # names). The verb must then begin its command or follow one of them.
    programs: frozenset[str] = frozenset()
    # The options (globs) that make the command another form: a command giving one is not read.
    other_forms: tuple[re.Pattern[str], ...] = ()
    # The options (globs) that make the command this form: a command must give each.
    required_forms: tuple[re.Pattern[str], ...] = ()


@dataclass(frozen=True)
class Synopses:
    """The usage lines, and one pattern for every literal word of them."""

    items: tuple[Synopsis, ...]
    literal: re.Pattern[str]
    # The synopses of each tool, by its name.
    by_tool: dict[str, tuple[Synopsis, ...]]


def parse_synopses(
    lines: Sequence[str],
    languages: Mapping[str, Sequence[str]] | None = None,
    case_insensitive: Collection[str] = (),
) -> Synopses:
    """LINES as Synopses; SecretsError where one names no secret or starts with no tool.
    LANGUAGES: for programs whose own commands start with a verb (dsmadmc), those verbs.
    CASE_INSENSITIVE: tools whose manuals say their options' case does not matter (dsmc)."""
    insensitive = frozenset(case_insensitive)
    programs_of: dict[str, set[str]] = {}
    for program, verbs in (languages or {}).items():
        for verb in verbs:
            programs_of.setdefault(verb, set()).add(program)
    items = tuple(
        dataclasses.replace(item, programs=frozenset(programs_of.get(item.tool, ())))
        for item in (
            parse_synopsis(line, ignore_case=next(iter(line.split()), "") in insensitive)
            for line in lines
        )
    )
    literals = sorted({literal.pattern for item in items for literal in item.literals})
    tools = {item.tool for item in items}
    by_tool = {tool: tuple(item for item in items if item.tool == tool) for tool in tools}
    return Synopses(items, re.compile("|".join(literals) or "(?!)"), by_tool)


NO_SYNOPSES = Synopses((), re.compile("(?!)"), {})


def parse_synopsis(text: str, ignore_case: bool = False) -> Synopsis:
    """TEXT as a Synopsis; SecretsError where it names no secret or starts with no tool.
    IGNORE_CASE: the tool reads its options whatever their case (dsmc's -TYPE=VM is -type=vm),
    so the options that name its forms match so."""
    flags = re.IGNORECASE if ignore_case else 0
    # An option that makes the command another form (`!-type=*`) is named apart.
    other_forms = tuple(
        re.compile(fnmatch.translate(word[len(_OTHER_FORM) :]), flags)
        for word in text.split()
        if word.startswith(_OTHER_FORM)
    )
    # An option written with its value a glob (`-type=*`) makes the command the form the
    # synopsis describes: a command that does not give it is not read by that synopsis.
    required_forms = tuple(
        re.compile(fnmatch.translate(word), flags)
        for word in text.split()
        if _REQUIRED_FORM.fullmatch(word)
    )
    words = [
        word
        for word in text.split()
        if not word.startswith(_OTHER_FORM) and not _REQUIRED_FORM.fullmatch(word)
    ]
    literals = 0
    while literals < len(words) and _literal(words, literals):
        literals += 1
    arguments = tuple(words[literals:])
    if literals == 0 or not any(SECRET in _PART_SEPARATORS.split(a) for a in arguments):
        raise SecretsError(f"synopsis {text!r}: give the tool's words, then SECRET where it stands")
    if any(c in words[0] for c in "*?["):
        raise SecretsError(f"synopsis {text!r}: name the tool itself, not a glob")
    if any(not _argument(word) for word in arguments):
        raise SecretsError(f"synopsis {text!r}: the arguments follow the tool's words")
    patterns = tuple(re.compile(fnmatch.translate(word)) for word in words[:literals])
    return Synopsis(
        " ".join(words),
        words[0],
        patterns,
        arguments,
        other_forms=other_forms,
        required_forms=required_forms,
    )


def _literal(words: list[str], at: int) -> bool:
    """Whether the word AT of a synopsis is one of the literal words naming its command: a
    lower-case word, or an option that a lower-case word follows, which is a subcommand's
    first word (Supermicro's `ipmicfg -user add`)."""
    word = words[at]
    if not _argument(word) or _COMMAND_OPTION.fullmatch(word):
        return True
    following = words[at + 1] if at + 1 < len(words) else ""
    return word.startswith("-") and bool(following) and not _argument(following)


def _argument(word: str) -> bool:
    return (
        word.startswith("-")
        or _PLACEHOLDER.fullmatch(word) is not None
        or _PARTED.fullmatch(word) is not None
    )


@functools.cache
def _parts_pattern(argument: str) -> re.Pattern[str] | None:
    """What a value written as ARGUMENT's parts looks like (`USER:SECRET@HOST`), its SECRET
    part the group `secret`; None where ARGUMENT is no such value or has no SECRET part. The
    parts before the secret hold no separator that follows them, those after it none that
    precedes them: the secret, which may hold either (a password's `@`), is all between. The
    parts after the secret may be left out (`USER/SECRET@DB` written `scott/PASSWORD`)."""
    if _PARTED.fullmatch(argument) is None:
        return None
    pieces = _PART_SEPARATORS.split(argument)
    names, separators = pieces[0::2], pieces[1::2]
    if SECRET not in names:
        return None
    secret_at = names.index(SECRET)
    pattern = ""
    for n in range(secret_at + 1):
        if n:
            pattern += re.escape(separators[n - 1])
        pattern += "(?P<secret>.+?)" if n == secret_at else f"[^{re.escape(separators[n])}]+"
    after = "".join(
        re.escape(separators[n - 1]) + f"[^{re.escape(separators[n - 1])}]+"
        for n in range(secret_at + 1, len(names))
    )
    return re.compile(pattern + (f"(?:{after})?" if after else ""), re.DOTALL)


@dataclass(frozen=True)
class _Word:
    value: str
    start: int
    end: int
    # Written in quotes: a parameter given by its name is written bare (`domain=STANDARD`), a
    # password with `=` in it quoted for the shell (`radtest USER 'UQ=PFe…' …`).
    quoted: bool = False


def synopsis_candidates(
    text: str, anchors: Sequence[int], code: bool, synopses: Synopses
) -> Iterator[Candidate]:
    """The secrets given to the commands SYNOPSES describe, where a word at one of ANCHORS is
    one of their literal words. CODE: TEXT is source code, where only a string holds a command."""
    done_until = previous_end = 0
    assigned = _Assignments(text)
    for anchor in sorted(set(anchors)):
        if anchor < done_until:
            continue
        word_end, word = _word_at(text, anchor)
        done_until = word_end
        # Most anchors are in no synopsis's word: one pattern says so. A tool may be given by
        # its path (/opt/rstudio-pm/bin/license-manager).
        if not synopses.literal.match(word, word.rfind("/") + 1):
            continue
        if code:
            begins = name_line_start(text, anchor)
            if not inside_string(text, begins, anchor):
                continue
            commands = [_string_words(text, begins, anchor)]
        else:
            words, end = _command_words(text, anchor, previous_end)
            commands = [(_tools_of_variables(words, assigned), end)]
            # A command substitution in it (`pass=$(rclone obscure PW)`) runs a command of its
            # own, read with it: a tool's line may be anchored by its first command alone.
            inner = text.find(_SUBSTITUTION, anchor, end)
            if inner >= 0:
                commands.append(_command_words(text, inner + len(_SUBSTITUTION), inner))
        for words, end in commands:
            # The command is read once, for every synopsis one of its words names.
            done_until = previous_end = max(done_until, end)
            tools = {w.value[w.value.rfind("/") + 1 :] for w in words}
            for tool in tools & synopses.by_tool.keys():
                for synopsis in synopses.by_tool[tool]:
                    yield from _arguments(words, synopsis)


def _word_at(text: str, anchor: int) -> tuple[int, str]:
    """Where the word ANCHOR is in ends, and the word (bounded either side, unquoted)."""
    floor = max(0, anchor - _MAX_WORD)
    start = max(text.rfind(blank, floor, anchor) + 1 for blank in _BLANKS) or floor
    end = _WORD_REST.match(text, anchor, anchor + _MAX_WORD)
    word_end = end.end() if end else anchor
    return word_end, text[start:word_end].strip("\"'")


def _command_words(text: str, anchor: int, floor: int) -> tuple[list[_Word], int]:
    """The words of the command ANCHOR is in, its continued lines joined (none before FLOOR,
    where the last command read ended), and its end. A command substitution ANCHOR is in
    (`pass=$(rclone obscure PW)`) is a command of its own; a shell comment (a word that starts
    with `#`) ends a command that started before it: what it says is no option or argument. A
    `#` at the line's start or after a prompt comments the command out, which is still read."""
    start = max(command_start(text, anchor), floor)
    end = _command_end(text, anchor)
    opening = text.rfind(_SUBSTITUTION, start, anchor)
    if opening >= 0 and text.find(")", opening, anchor) < 0:
        start = opening + len(_SUBSTITUTION)
        closing = text.find(")", anchor, end)
        end = closing if closing >= 0 else end
    words: list[_Word] = []
    inner_end = start
    for match in _WORD.finditer(text, start, end):
        group = match.lastindex or 0
        if match.start() < inner_end:
            continue  # a word of a substitution's command: not this command's
        if group == _BARE_GROUP and match.group(group).startswith("#"):
            if any(not _PROMPT.fullmatch(w.value) for w in words):
                # A comment after a command: what it says is no option or argument.
                end = match.start()
                break
            # A `#` that starts the line or follows a prompt marks a commented (or root's)
            # command line (`# radtest alice PW ...` in notes): the command after it is read.
            words = []
            continue
        word = _Word(match.group(group), match.start(group), match.end(group), group != _BARE_GROUP)
        if group == _BARE_GROUP and (inner := word.value.find(_SUBSTITUTION)) >= 0:
            # `pass=$(rclone obscure PW)`: the substitution's words are its own command's.
            closing = text.find(")", word.start + inner, end)
            inner_end = closing + 1 if closing >= 0 else end
            if inner:
                word = _Word(word.value[:inner], word.start, word.start + inner)
            else:
                # A bare `$(whoami)` is one argument of this command, whose value the shell
                # gives it (as a variable's): dropped, the later arguments would shift left.
                word = _Word(text[word.start : inner_end], word.start, inner_end)
        words.append(word)
    return words, end


class _Assignments:
    """The variables a shell text assigns, read once, in order, as far as the commands read so
    far: a command's variable holds what the last assignment before it gave."""

    def __init__(self, text: str) -> None:
        self._found = _ASSIGNMENT.finditer(text)
        self._next = next(self._found, None)
        self._values: dict[str, str] = {}

    def value(self, name: str, before: int) -> str | None:
        """What NAME was last assigned before BEFORE (the commands are asked in order)."""
        while self._next is not None and self._next.start() < before:
            self._values[self._next.group(1)] = self._next.group(2)
            self._next = next(self._found, None)
        return self._values.get(name)


def _tools_of_variables(words: list[_Word], assigned: _Assignments) -> list[_Word]:
    """WORDS with each of the first few that is a shell variable's value (`$DC`) read as the
    path the text assigned it last before the command (`DC=/opt/.../deadlinecommand`), where it
    did: a script that names its tool once runs it through the variable."""
    resolved = list(words)
    for n, word in enumerate(words[:_MAX_VARIABLE_WORDS]):
        variable = variable_name(word.value)
        value = assigned.value(variable, word.start) if variable else None
        if value is not None:
            resolved[n] = _Word(value, word.start, word.end)
    return resolved


def _string_words(text: str, line_start: int, anchor: int) -> tuple[list[_Word], int]:
    """The words of the command in the string literal of code that ANCHOR is in, and its end."""
    opening = max(text.rfind(q, line_start, anchor) for q in "\"'")
    line_end = text.find("\n", anchor)
    closing = text.find(text[opening], anchor, len(text) if line_end < 0 else line_end)
    end = closing if closing >= 0 else anchor
    words = [_Word(m.group(), m.start(), m.end()) for m in _BARE.finditer(text, opening + 1, end)]
    return words, end


def _command_end(text: str, anchor: int) -> int:
    """Where the command ANCHOR is in ends: its line's end, or a later one's where lines end
    in a backslash (within bounds), or the first `;`, `|` or `&` before that."""
    ceiling = min(len(text), anchor + MAX_COMMAND)
    end = anchor
    for _ in range(MAX_CONTINUED_LINES + 1):
        newline = text.find("\n", end, ceiling)
        end = ceiling if newline < 0 else newline
        if newline < 0 or not text.endswith(("\\", "\\\r"), anchor, newline):
            break
        end = newline + 1
    breaks = [b for b in (text.find(c, anchor, end) for c in COMMAND_BREAKS) if b >= 0]
    return min(breaks, default=end)


def _arguments(words: list[_Word], synopsis: Synopsis) -> Iterator[Candidate]:
    after = _after_literals(words, synopsis.literals, synopsis.programs)
    if after is None:
        return
    rest = words[after:]
    if any(form.fullmatch(w.value) for form in synopsis.other_forms for w in rest):
        return
    if not all(any(form.fullmatch(w.value) for w in rest) for form in synopsis.required_forms):
        return
    # The options the synopsis gives a value (`-e CONTEXT`) take the next word: it stands
    # among no positional arguments (`cscli console enroll -e context KEY`).
    # One whose value ends in `+` (`-r ENTRY+ DIRECTORY`) takes the word after that one too.
    valued = _valued_options(synopsis.arguments)
    twice = _twice_valued_options(synopsis.arguments)
    positional = [
        w
        for n, w in enumerate(rest)
        if not _option(w.value)
        and w.value != "\\"
        and not (_PARAMETER.match(w.value) and not w.quoted)
        and not (n and rest[n - 1].value in valued)
        and not (n >= 2 and rest[n - 2].value in twice)
    ]
    position = 0
    # A key id is reported with its secret only: beside a variable or a placeholder for the
    # secret (`b2 account authorize ID "$B2_KEY"`), or with none, it names an account.
    ids: list[Candidate] = []
    for index, argument in enumerate(synopsis.arguments):
        if argument.startswith("-"):
            continue
        previous = synopsis.arguments[index - 1] if index else ""
        if previous.startswith("-"):
            value = _option_value(rest, previous)
        elif index >= 2 and previous.endswith("+") and synopsis.arguments[index - 2][:1] == "-":
            # An option's second value (PSI ELOG's `elog -u USER+ SECRET`).
            value = _option_value(rest, synopsis.arguments[index - 2], 1)
        else:
            value = positional[position] if position < len(positional) else None
            position += 1
        if value is None:
            continue
        name = _value_name(synopsis, index) if previous.startswith("-") else synopsis.text
        if argument == KEY_ID:
            ids.append(Candidate(name, Strength.STRONG, value.start, value.end))
        elif argument == SECRET:
            for issued in ids:
                yield replace(
                    issued, secret=(name, value.start, value.end), secret_strength=Strength.STRONG
                )
            ids = []
            yield Candidate(name, Strength.STRONG, value.start, value.end)
        elif (parts := _parts_pattern(argument)) is not None:
            written = parts.fullmatch(value.value)
            if written is not None and not _path_to_an_id(value.value, written, rest):
                start, end = written.span("secret")
                yield Candidate(name, Strength.STRONG, value.start + start, value.start + end)


def _path_to_an_id(word: str, written: re.Match[str], rest: list[_Word]) -> bool:
    """Whether WORD, read as `USER/SECRET` with the parts after its secret left out, is rather a
    relative path to a run's or a commit's folder (`exp runs/3fa9c2e17b`, a script named like
    Oracle's Export): its last part all hex digits, and none of the `KEYWORD=value` parameters
    after it that Oracle's utilities are run with (`expdp system/HEX directory=DP`: a logon)."""
    start, end = written.span("secret")
    return (
        end == len(word)
        and word[start - 1 : start] == "/"
        and _HEX_ID.fullmatch(word, start) is not None
        and not any("=" in other.value for other in rest)
    )


def _value_name(synopsis: Synopsis, index: int) -> str:
    """The name of the value of the option before SYNOPSIS's argument INDEX: the command's words
    and the option, as a setting's name says what its value is (ykman's `change-puk --new-puk`:
    eight digits there are a PUK, a secret of digits by its format). A short option's letter
    says nothing: its value is named by the command's words alone (`change-puk -n`)."""
    words = synopsis.text.split()
    literals = len(synopsis.literals)
    option = synopsis.arguments[index - 1]
    return " ".join(words[: literals + index] if option.startswith("--") else words[:literals])


def _option(word: str) -> bool:
    """Whether WORD is an option. A random word that starts with a dash is a value all the same
    (a generated password, -G3SaoKfgFoeOASl): an option is a letter or a word after its dashes,
    never capitals and small letters mixed with digits at random."""
    if not word.startswith("-"):
        return False
    rest = word.lstrip("-")
    return not (
        word[1:2] != "-"
        and len(rest) >= _MIN_DASHED_VALUE
        and any(c.isdigit() for c in rest)
        and cases_at_random(rest)
    )


def _valued_options(arguments: tuple[str, ...]) -> frozenset[str]:
    """The options ARGUMENTS give a value: each one followed by a placeholder's word."""
    return frozenset(
        option
        for option, value in itertools.pairwise(arguments)
        if option.startswith("-") and not value.startswith("-")
    )


def _twice_valued_options(arguments: tuple[str, ...]) -> frozenset[str]:
    """The options ARGUMENTS give two values: each one followed by a placeholder ending in `+`."""
    return frozenset(
        option
        for option, value in itertools.pairwise(arguments)
        if option.startswith("-") and value.endswith("+")
    )


def _after_literals(
    words: list[_Word], literals: tuple[re.Pattern[str], ...], programs: frozenset[str]
) -> int | None:
    """Where the arguments start: after the literal words, the tool first (by its base name;
    a command names its tool once). Global options, with their values, may come between the
    tool and its subcommand (`ipmitool -I lanplus -H bmc1 user set password`); only options
    between the subcommand's words (`mc alias --insecure set`). A verb of PROGRAMS' own
    language stands first, or after one of them."""
    first = next(
        (n for n, w in enumerate(words) if literals[0].fullmatch(w.value, w.value.rfind("/") + 1)),
        None,
    )
    if first is not None and programs and not _verb_placed(words, first, programs):
        return None
    if first is None or len(literals) == 1:
        return None if first is None else first + 1
    for start in range(first + 1, min(len(words), first + 1 + _MAX_GLOBAL_WORDS)):
        if literals[1].fullmatch(words[start].value):
            end = _subcommand_end(words, start + 1, literals[2:])
            if end is not None:
                return end
    return None


def _verb_placed(words: list[_Word], verb: int, programs: frozenset[str]) -> bool:
    """Whether the verb at VERB among WORDS begins its command, or follows one of PROGRAMS (by
    base name) in it: in another program's command (`npm update node`, `apt-get update`) the
    same word is that program's own."""
    return verb == 0 or any(
        w.value[w.value.rfind("/") + 1 :] in programs for w in itertools.islice(words, verb)
    )


def _subcommand_end(
    words: list[_Word], at: int, literals: tuple[re.Pattern[str], ...]
) -> int | None:
    for literal in literals:
        while at < len(words) and words[at].value.startswith("-"):
            at += 1
        if at == len(words) or not literal.fullmatch(words[at].value):
            return None
        at += 1
    return at


def _option_value(words: list[_Word], option: str, later: int = 0) -> _Word | None:
    """The value of OPTION among WORDS: the next word, or after `=` in the same one; or, LATER
    words on, a later value of an option that takes more than one."""
    for n, word in enumerate(words):
        if word.value == option and n + 1 + later < len(words):
            return words[n + 1 + later]
        if not later and option.startswith("--") and word.value.startswith(option + "="):
            start = word.start + len(option) + 1
            return _Word(word.value[len(option) + 1 :], start, word.end)
    return None
