"""The secret scanner's newest readers against a hostile local user: a notebook's markdown cell
read as the remark above the next code cell, a log's logout freeing its session's token, notes in
whole-line comments, comments wrapped over two lines, dead remarks in the active voice, a vendor's
docs example before a snippet, verdicts after a URL, header UUIDs and the `[calls]` table's
positions. Each shape's scan grows at most linearly (tests/secrets/linear.py), a markdown cell's
remark is the next code cell's only, and a line another user writes into a shared log does not
free a session that is not theirs."""

from __future__ import annotations

import json
import os
import random
import string
import uuid
from pathlib import Path

import pytest

from govern.secrets.assignments import _commented_setting
from govern.secrets.leadins import listed_values
from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from govern.secrets.scan import ScanOptions, scan_paths
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly
from tests.secrets.notebooks import notebook

_SIZE = 160_000
_RNG = random.Random(5107)
_UUID = "123e4567-e89b-42d3-a456-426614174000"


def _drawn(length: int) -> str:
    return "".join(_RNG.choices(string.ascii_letters + string.digits, k=length))


def _repeated(unit: str) -> str:
    return unit * (_SIZE // len(unit))


_DEAD_MD = ("markdown", ["this key was\n", "revoked, it no longer works\n"])

_TEXTS = [
    # Notebooks: many cells under dead remarks, long markdown, many pieces, bare cell types.
    ("n/a.ipynb", notebook(*[_DEAD_MD, ("code", [f"api_key = '{_drawn(32)}'\n"])] * 500)),
    (
        "n/a.ipynb",
        notebook(
            ("markdown", ["this key was revoked " * 200 + "\n"] * 2),
            *[("code", [f"api_key = '{_drawn(32)}'\n"] * 20)] * 30,
        ),
    ),
    ("n/a.ipynb", notebook(*[("markdown", ["a"] * 1000), ("code", ["k = 'x'\n"] * 10)] * 15)),
    ("n/a.ipynb", '{"cells":[{"cell_type":"markdown","source":["' + _repeated('\\"') + "\n"),
    ("n/a.ipynb", _repeated(f'"cell_type":"code","source":"api_key = \'{_drawn(20)}\'",')),
    # Logs: logins alone, each with lines below, on one line, logouts of every kind.
    ("logs/a.log", _repeated(f"POST /login 200 session_token={_drawn(30)}\n")),
    (
        "logs/a.log",
        _repeated(f"POST /login 200 user=a session_token={_drawn(30)}\n" + "user=b GET /x\n" * 19),
    ),
    ("logs/a.log", _repeated(f"login token={_drawn(30)} ") + "\n"),
    (
        "logs/a.log",
        _repeated(f"login session={_drawn(20)}\nlogout 200 user=x session={_drawn(20)}\n"),
    ),
    # Notes in comments, two-line comments, active and made remarks, vendor docs.
    ("bin/r.py", _repeated(f"# ca passphrase: {_drawn(20)}\n")),
    ("bin/r.py", "# " + _repeated("passphrase: ") + "\n"),
    (
        "bin/r.py",
        _repeated(f"# this token was revoked when the\n# project ended\nTOKEN = '{_drawn(30)}'\n"),
    ),
    (
        "notes/r.md",
        _repeated(f"token: {_drawn(30)} I already revoked that token, made the new one\n"),
    ),
    ("notes/r.md", f"token: {_drawn(30)} " + _repeated("I just revoked ") + "\n"),
    ("notes/r.md", _repeated(f"token: {_drawn(30)} created the new created a new made the new\n")),
    ("notes/r.md", _repeated(f"Example token from the Cloudflare docs: `{_drawn(30)}`\n")),
    ("notes/r.md", "Example from the " + _repeated("Abc ") + "docs: " + _drawn(30) + "\n"),
    # Verdicts after URLs with long hosts and paths; header UUIDs; the [calls] table.
    ("notes/r.md", _repeated(f"https://u:{_drawn(20)}@host.example.org/path stopped working\n")),
    ("notes/r.md", _repeated(f"https://u:{_drawn(20)}@" + "h." * 200 + "org/" + "p/" * 200 + "\n")),
    ("bin/r.sh", _repeated(f'curl -H "X-Gladia-Key: {_UUID}" https://x\n')),
    ("bin/r.sh", 'curl -H "X-' + _repeated("a-") + "Key: " + _UUID + '"\n'),
    ("bin/c.py", _repeated(f"Socrata('data.x.org', '{_drawn(25)}', '{_drawn(25)}')\n")),
    ("bin/c.py", "Socrata(" + _repeated("'a', ") + ")\n"),
    ("bin/c.py", _repeated("Socrata(DocumentCloud(ModernMT(") + "\n"),
]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("path", "text"), _TEXTS, ids=[f"{n}-{p}" for n, (p, _) in enumerate(_TEXTS)]
)
def test_a_newest_reader_takes_linear_time_on_hostile_text(
    rules: RuleSet, path: str, text: str
) -> None:
    parts = ("home", "eve", *path.split("/"))
    linear, times = text_grows_linearly(lambda part: find_matches(part, parts, rules), text)
    assert linear, f"{path}: {times} on {len(text):,} characters"


def test_another_users_logout_frees_nothing_of_a_session(rules: RuleSet) -> None:
    # A log several people write: mallory's logout is hers, alice's token stays live.
    token = str(uuid.uuid4())
    log = (
        f"[09:02:11] user=alice POST /api/login 200 session_token={token}\n"
        "[09:02:12] user=mallory GET /api/logout 200\n"
    )
    assert found(rules, "logs/api.log", log) == [(1, token)]


def test_a_logout_naming_another_sessions_token_frees_nothing_of_this_one(
    rules: RuleSet,
) -> None:
    token, other = str(uuid.uuid4()), str(uuid.uuid4())
    log = f"POST /api/login 200 session_token={token}\nGET /api/logout?session={other}&next=/ 200\n"
    assert found(rules, "logs/api.log", log) == [(1, token)]


def test_a_logout_naming_no_one_below_another_users_line_frees_nothing(rules: RuleSet) -> None:
    token = str(uuid.uuid4())
    log = (
        f"user=alice POST /api/login 200 session_token={token}\n"
        "user=mallory GET /api/items 200\n"
        "GET /api/logout 200\n"
    )
    assert found(rules, "logs/api.log", log) == [(1, token)]


def test_a_logout_naming_the_sessions_token_or_user_still_frees_it(rules: RuleSet) -> None:
    first, second = str(uuid.uuid4()), str(uuid.uuid4())
    log = (
        f"user=alice POST /api/login 200 session_token={first}\n"
        "user=mallory GET /api/items 200\n"
        "user=alice GET /api/logout 200\n"
        f"POST /api/login 200 session_token={second}\n"
        "GET /api/items 200\n"
        f"GET /api/logout?session={second} 200\n"
    )
    assert found(rules, "logs/api.log", log) == []


def _cell(kind: str, source: str, metadata: dict[str, str] | None = None) -> dict[str, object]:
    extra = {"execution_count": 1, "outputs": []} if kind == "code" else {}
    return {"cell_type": kind, "metadata": metadata or {}, "source": [source]} | extra


def test_a_markdown_cell_silences_only_the_code_cell_just_below(rules: RuleSet) -> None:
    # The remark is the next code cell's; a code cell after it or a raw cell stays reported.
    below, further, raw = (_drawn(32) for _ in range(3))
    dead = "This key was revoked, it no longer works."
    notebook = json.dumps(
        {
            "cells": [
                _cell("markdown", dead),
                _cell("code", f"api_key = '{below}'"),
                _cell("code", f"api_key = '{further}'"),
                _cell("markdown", dead),
                _cell("raw", f"api_key = '{raw}'"),
            ],
            "metadata": {},
            "nbformat": 4,
            "nbformat_minor": 5,
        },
        indent=1,
        sort_keys=True,
    )
    reported = [value for _, value in found(rules, "n/a.ipynb", notebook)]
    assert below not in reported
    assert further in reported and raw in reported


def test_fifos_links_and_odd_names_of_notebooks_and_logs_neither_block_nor_leave_the_tree(
    tmp_path: Path, rules: RuleSet, bounded: None
) -> None:
    tree, outside = tmp_path / "tree", tmp_path / "outside"
    tree.mkdir()
    outside.mkdir()
    live = f"POST /api/login 200 session_token={uuid.uuid4()}\n"
    (outside / "creds.log").write_text(live)
    for name in ("a.ipynb", "api.log", "run.py"):
        os.mkfifo(tree / name)
        (tree / f"link-{name}").symlink_to(outside / "creds.log")
    # Odd names, files of their own, are read as any other: a leading dash, a newline, not UTF-8.
    for name in (b"-rf.log", b"a\nb.log", b"\xff.log"):
        with open(os.path.join(os.fsencode(tree), name), "w") as handle:
            handle.write(live)

    result = scan_paths([tree], rules, ScanOptions(jobs=1))

    assert result.skipped == {"not a regular file": 3, "symbolic link": 3}
    assert sorted(Path(f.path).name for f in result.findings) == [
        "-rf.log",
        "\\xff.log",
        "a\\x0ab.log",
    ]


def test_a_long_comment_line_of_setting_names_is_read_in_linear_time() -> None:
    # Each name on the line asks whether it is set in a comment alone (`# NAME=VALUE`); its
    # line's start is looked for only as far back as such a setting's lead may be.
    line = "# " + "PASS_KEY=a " * (6_000_000 // 11) + "\n"

    def each_name(text: str) -> None:
        for start in range(2, len(text) - 12, 11):
            _commented_setting(text, start, start + 8)

    linear, times = text_grows_linearly(each_name, line)
    assert linear, times


def test_a_long_heading_line_of_secret_words_is_read_in_linear_time() -> None:
    # Each word on the line asks whether it heads a section of listed values (`## App
    # passwords`); its line's start is looked for only as far back as a heading's lead may be.
    line = "# " + "password " * (6_000_000 // 9) + "\n"

    def each_word(text: str) -> None:
        for start in range(2, len(text) - 10, 9):
            listed_values(text, start, start + 8)

    linear, times = text_grows_linearly(each_word, line)
    assert linear, times
