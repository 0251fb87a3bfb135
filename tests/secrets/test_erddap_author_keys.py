"""ERDDAP's EDDTableFromHttpGet author keys: `author=AUTHOR_KEY` in a `.insert` or `.delete`
URL's query, the keys a dataset's HttpGetKeys attribute lists, and the literal a script assigns
to the variable it sends as the `author` parameter; the key is the part after the first `_`.
Look-alikes: the docs' example key, an author's name alone, a variable for the key, an `author`
in another request (a .csv query), a variable never sent as the author. Values are made here."""

from __future__ import annotations

import random
import secrets
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_ALNUM = string.ascii_letters + string.digits


def _key() -> str:
    rng = random.Random(secrets.randbits(64))
    return "".join(rng.choice(_ALNUM) for _ in range(19)) + "7"


_BASE = "https://erddap.example.org/erddap/tabledap/glider_surfacings"


@pytest.mark.parametrize(
    ("path", "template"),
    [
        (
            ".bash_history",
            f'curl -s "{_BASE}.insert?dive=212&time=2025-05-20T11:02:00Z&author=sg6_{{k}}"',
        ),
        (".bash_history", f"curl '{_BASE}.delete?author=sg6_{{k}}&dive=212'"),
        (
            "erddap/content/datasets.d/glider.xml",
            '    <att name="HttpGetKeys">sg6_{k}</att>',
        ),
        (
            "scripts/push.py",
            f'URL = "{_BASE}.insert"\nAUTHOR = "sg6_{{k}}"\n\n'
            'def push(dive):\n    params = {{"dive": dive, "author": AUTHOR}}\n'
            "    requests.get(URL, params=params)",
        ),
    ],
)
def test_an_author_key_is_found(rules: RuleSet, path: str, template: str) -> None:
    key = _key()
    text = template.format(k=key) + "\n"
    line = next(n for n, row in enumerate(text.splitlines(), 1) if key in row)
    assert found(rules, path, text) == [(line, key)]


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (".bash_history", f'curl "{_BASE}.insert?dive=2&author=JohnSmith_someKey1"'),
        (".bash_history", f'curl "{_BASE}.insert?dive=2&author=JohnSmith"'),
        (".bash_history", f'curl "{_BASE}.insert?dive=2&author=sg6_$ERDDAP_KEY"'),
        (".bash_history", f'curl "{_BASE}.csv?dive,time&author=sg6_{_key()}"'),
        (
            "scripts/push.py",
            f'URL = "{_BASE}.insert"\nDATASET = "sg6_{_key()}"\n'
            'params = {"dataset": DATASET, "author": os.environ["ERDDAP_AUTHOR"]}',
        ),
    ],
)
def test_look_alikes_are_not_reported(rules: RuleSet, path: str, text: str) -> None:
    assert found(rules, path, text + "\n") == []
