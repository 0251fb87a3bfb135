"""Programs given to an interpreter on its command line (`python -c`, `perl -e`, `Rscript -e`):
each is read as a source file of its language, so a secret passed by position to a call (which
only the rules for sources read) is found in a shell history, a Dockerfile or a CI step, on its
own line. Look-alikes: the same programs with variables, a script's own `-c` option, a program
never closed, and interpreters' names inside other words."""

from __future__ import annotations

import random
import string
import uuid

import pytest

from govern.secrets.inline import inline_programs
from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(41)
_ALNUM = string.ascii_letters + string.digits


def _token(size: int) -> str:
    return "".join(_RNG.choice(_ALNUM) for _ in range(size))


PASSWORD = _token(18)
TOKEN = _token(20)
SECRET = _token(40)
KEY = f"{uuid.UUID(int=_RNG.getrandbits(128), version=4)}:fx"  # a DeepL Free key


@pytest.mark.parametrize(
    ("path", "text", "expected"),
    [
        (
            ".bash_history",
            "cd ~/glossary\n"
            f"python3 -c \"import deepl; print(deepl.Translator('{KEY}').get_usage())\"\n",
            [(2, KEY)],
        ),
        (
            "containers/Dockerfile",
            "FROM python:3.12-slim\n"
            f'RUN python -u -c \'import ftplib; ftplib.FTP("ftp.example.org", "mirror", '
            f'"{PASSWORD}").nlst()\'\n',
            [(2, PASSWORD)],
        ),
        (
            "ci/.gitlab-ci.yml",
            "publish:\n  script:\n"
            f'    - Rscript -e \'rsconnect::setAccountInfo("lab", "{TOKEN}", "{SECRET}")\'\n',
            [(3, TOKEN), (3, SECRET)],
        ),
        (
            "bin/dump.sh",
            "#!/bin/sh\n"
            f'perl -MDBI -e \'DBI->connect("dbi:Pg:dbname=lims", "ana", "{PASSWORD}")\'\n',
            [(2, PASSWORD)],
        ),
        # Bash's $'...' quoting, where a backslash escapes the quote.
        (
            ".bash_history",
            f"python3 -c $'import ftplib; ftplib.FTP(\\'h\\', \\'mirror\\', \\'{PASSWORD}\\')'\n",
            [(1, PASSWORD)],
        ),
        # A program ending in an escaped backslash, then another on the same line.
        (
            ".bash_history",
            'python3 -c "print(1)\\\\"; '
            f"python3 -c \"import ftplib; ftplib.FTP('h', 'mirror', '{PASSWORD}')\"\n",
            [(1, PASSWORD)],
        ),
    ],
)
def test_a_secret_in_a_program_given_on_the_command_line_is_found(
    rules: RuleSet, path: str, text: str, expected: list[tuple[int, str]]
) -> None:
    assert found(rules, path, text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # The secret from a variable, or from the environment, inside the program.
        "python3 -c \"import deepl, os; deepl.Translator(os.environ['DEEPL_KEY'])\"\n",
        'Rscript -e \'rsconnect::setAccountInfo("lab", Sys.getenv("T"), Sys.getenv("S"))\'\n',
        # A script's own -c option: its argument is the script's, not a program.
        f"python sync.py -c \"FTP('ftp.example.org', 'mirror', '{PASSWORD}')\"\n",
        # A program whose quote never closes, and an interpreter's name inside another word.
        f"python -c \"import ftplib; ftplib.FTP('h', 'mirror', '{PASSWORD}')\n",
        f'mypython -c \'ftplib.FTP("h", "mirror", "{PASSWORD}")\'\n',
    ],
)
def test_programs_without_a_written_secret_are_not_reported(rules: RuleSet, text: str) -> None:
    assert not found(rules, ".bash_history", text)


def test_inline_programs_are_named_by_their_language() -> None:
    text = (
        'python3.11 -W ignore -c \'print(1)\'\nperl -lne "print if /\\"x\\"/" f\n'
        "node --eval 'x()'\njulia -e 'y()'\nphp -r 'z();'\n"
    )
    programs = [(p.target, text[p.start : p.end]) for p in inline_programs(text)]
    assert programs == [
        (("inline.py",), "print(1)"),
        (("inline.pl",), 'print if /\\"x\\"/'),
        (("inline.js",), "x()"),
        (("inline.jl",), "y()"),
        (("inline.php",), "z();"),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "python -c '" * 100_000,
        'python -c "' + '\\"' * 500_000,
        "python" + " -x y" * 200_000,
        ('perl -e "' + "a" * 20_000 + "\n") * 50,
        "python -c 'x'\n" * 100_000,
    ],
)
def test_hostile_inline_programs_take_linear_time(rules: RuleSet, text: str) -> None:
    linear, times = text_grows_linearly(lambda part: found(rules, ".bash_history", part), text)
    assert linear, times
