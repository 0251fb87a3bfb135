"""Programs given to an interpreter on its command line: `python -c "CODE"`, `perl -e 'CODE'`,
`Rscript -e '…'`, `node -e`, `ruby -e`, `julia -e`, `php -r`. A shell history, a job script, a
Dockerfile's RUN or a CI step holds such one-liners, and the secret in them is written as the
language writes it (`MPRester('KEY')`, `wandb.login(key='KEY')`): only the rules for that
language's sources read it. Each program is scanned again as a source file of its language.

Each interpreter's name is looked for from start to end, and each occurrence looked at once
within its line, up to a bound of programs a file; a program's closing quote is looked for
within a bound."""

from __future__ import annotations

import re
from collections.abc import Iterator

from govern.secrets.heredocs import HereDocument

# How many programs of one file are read, and how long one may be.
_MAX_PROGRAMS = 64
_MAX_PROGRAM = 16 * 1024
# Each interpreter (by the start of its name: python3.11, nodejs), the options that give it a
# program (perl's and ruby's -e in a cluster: -ne, -lane), and the name of a source file of its
# language.
_LANGUAGES = {
    "python": ("-[A-Za-z]{0,3}c", "inline.py"),
    "perl": ("-[A-Za-z]{0,3}[eE]", "inline.pl"),
    "ruby": ("-[A-Za-z]{0,3}e", "inline.rb"),
    "node": ("-[ep]|--eval|--print", "inline.js"),
    "Rscript": ("-e", "inline.R"),
    "julia": ("-[eE]|--eval|--print", "inline.jl"),
    "php": ("-r", "inline.php"),
}
# The interpreter's name and the rest of it (a version, a suffix), up to four other options (-u,
# -W ignore, -I), then the program's option and its opening quote. The name comes first, so that
# the search skips to its occurrences at memory speed: text about compute nodes says "node" often.
_OPENINGS = {
    interpreter: re.compile(
        re.escape(interpreter) + r"[A-Za-z0-9.]{0,8}(?:[ \t]+-{1,2}[A-Za-z][A-Za-z0-9-]{0,24}"
        r"(?:[ \t]+[A-Za-z0-9_.:=-]{1,32})?){0,4}?"
        rf"[ \t]+(?:{options})[ \t]+(?P<ansi>\$?)(?P<quote>['\"])"
    )
    for interpreter, (options, _) in _LANGUAGES.items()
}
# What every opening holds, looked for once in a file before any interpreter's name: a program's
# option, blanks and a quote. Few files hold one.
_PROGRAM_OPTION = re.compile(r"-(?:[A-Za-z]{0,3}[ceEpr]|-eval|-print)[ \t]+\$?['\"]")
# A double-quoted program ends at a quote its backslashes (the shell's escape, escaping each
# other) leave unescaped; so does bash's $'...'. A single-quoted one at the next single quote,
# which the shell has no escape for. Runs of plain characters are taken whole: no backtracking.
_ESCAPED_UNTIL = {
    '"': re.compile(r'[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL),
    "'": re.compile(r"[^'\\]*(?:\\.[^'\\]*)*'", re.DOTALL),
}


def inline_programs(text: str) -> Iterator[HereDocument]:
    """The programs TEXT (a script, a history) gives to an interpreter on its command line,
    each as the text of a source file of its language."""
    if _PROGRAM_OPTION.search(text) is None:
        return
    read = 0
    for interpreter, (_, source) in _LANGUAGES.items():
        position = 0
        while read < _MAX_PROGRAMS:
            opened = _OPENINGS[interpreter].search(text, position)
            if opened is None:
                break
            start = position = opened.end()
            before = text[opened.start() - 1 : opened.start()]
            if before and (before.isalnum() or before in "_-."):
                continue  # part of another word (cpython, my_perl); /usr/bin/python is one
            end = _closing_quote(text, start, opened["quote"], escapes=bool(opened["ansi"]))
            if end is None:
                continue
            read += 1
            position = end + 1
            yield HereDocument((source,), start, end)


def _closing_quote(text: str, start: int, quote: str, escapes: bool) -> int | None:
    """Where the program starting at START, opened by QUOTE (ESCAPES: $'...'), ends, within a
    bound."""
    bound = min(len(text), start + _MAX_PROGRAM)
    if quote == "'" and not escapes:
        end = text.find("'", start, bound)
        return end if end >= 0 else None
    closing = _ESCAPED_UNTIL[quote].match(text, start, bound)
    return closing.end() - 1 if closing is not None else None
