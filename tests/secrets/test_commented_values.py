"""Values a comment says are secrets, under names that say nothing (`# HERE Maps REST key`
above `hm = "…"`): the comment is the value's only name. Look-alikes: the comment calling the
value an id, a digest or public, a blank line between, a name that says identifier, a value
that does not look random, and a variable in code."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(57)
_ALNUM = string.ascii_letters + string.digits


def _random(size: int, alphabet: str = _ALNUM) -> str:
    return "".join(_RNG.choice(alphabet) for _ in range(size))


HEX = _random(32, "0123456789abcdef")
LOWER = _random(24, string.ascii_lowercase + string.digits)


@pytest.mark.parametrize(
    ("path", "text", "expected"),
    [
        (
            "maps/route.py",
            f'import requests\n\n# HERE Maps REST key, rotated yearly\nhm = "{LOWER}"\n',
            [(4, LOWER)],
        ),
        (
            "web/src/forecast.js",
            "const base = 'https://api.example.org/v3';\n"
            f"const wk = '{HEX}';  // Windy point-forecast key\n",
            [(2, HEX)],
        ),
        (
            "deploy/vector.yaml",
            "sinks:\n  loki:\n    # Grafana Cloud push credential\n"
            f"    # (the stack's, not a user's)\n    sink_b: {LOWER}\n",
            [(5, LOWER)],
        ),
        (
            "analysis/pull.R",
            f'library(httr)\n## Tiingo API token\ntiingo <- "{HEX}"\n',
            [(3, HEX)],
        ),
        (
            "jobs/env.sh",
            f"# licence server secret\nLMX={HEX}\nexport LMX\n",
            [(2, HEX)],
        ),
        # An apostrophe in the comment's words is no quote of code.
        ("analysis/pull.R", f'# the lab\'s Tiingo API token\ntg <- "{HEX}"\n', [(2, HEX)]),
        # A comment right after a statement's semicolon, or without a blank after its mark.
        ("web/quote.php", f'$tg = "{HEX}";// Tiingo API token\n', [(1, HEX)]),
        ("analysis/pull.R", f'tg <- "{HEX}" #Tiingo API token\n', [(1, HEX)]),
        # A block comment's opening and continuation lines are comments too.
        ("src/Sync.java", f'/* Zotero API key */\nString zk = "{LOWER}";\n', [(2, LOWER)]),
        ("src/sync.js", f'/**\n * Zotero API key\n */\nconst zk = "{LOWER}";\n', [(4, LOWER)]),
    ],
)
def test_a_value_a_comment_names_a_secret_is_found(
    rules: RuleSet, path: str, text: str, expected: list[tuple[int, str]]
) -> None:
    assert found(rules, path, text) == expected


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # The comment calls the value an identifier, a digest, a public key, or where one is.
        ("a.py", f'# the API key\'s client id\ncid = "{HEX}"\n'),
        ("a.py", f'# sha256 of the token, to compare\nexpected = "{HEX}"\n'),
        ("a.js", f"const signer = '{HEX}';  // public key of the signer\n"),
        ("a.sh", f"# token endpoint\nEP={HEX}\n"),
        # A key the comment says identifies something: the secret that goes with it is another.
        ("mfa/agent.ini", f"[agent]\n; the app key (identifies this integration)\nak = {LOWER}\n"),
        ("a.py", f'# key identifying the tenant\ntn = "{HEX}"\n'),
        # Code commented out, not words about the value below it.
        ("a.py", f'# session = Session(token=os.environ["T"])\nhm = "{HEX}"\n'),
        # A blank line between: the comment is about what precedes it or a section.
        ("a.py", f'# API token\n\nhm = "{HEX}"\n'),
        # A name that says what it identifies, a value that does not look random.
        ("a.py", f'# key of the sheet we write to\nsheet = "{HEX}"\n'),
        ("a.py", '# token budget per request\nlimit_words = "four-thousand"\n'),
        # In code a bare word is a variable; a value inside a longer line is not the line's.
        ("a.py", "# API key\nhm = HM_FROM_ENVIRONMENT_2024\n"),
        ("a.py", f'# API key\nprint("hm", "{HEX}")\n'),
        # A key of a table, a cache or a form, not a credential: the words before the keyword
        # say what it keys.
        ("ci/build.yml", f"env:\n  # cache key, bump to invalidate\n  CV: {LOWER}\n"),
        ("db/seed.py", f'# primary key of the seed row\nSEED = "{LOWER}"\n'),
        ("a.py", f'# DynamoDB partition key\npk = "{HEX}"\n'),
        ("web/form.js", f"const rc = '{LOWER}';  // reCAPTCHA site key\n"),
        # A name that says what the value is: a model's name, whatever key the comment names.
        (
            "llm/ask.py",
            '# OpenAI key, read from OPENAI_API_KEY\nMODEL = "gpt-4o-mini-2024-07-18"\n',
        ),
        # The keyword inside another word.
        ("a.py", f'# bypass the proxy for this host\nnp = "{LOWER}"\n'),
        ("a.py", f'# monkeypatch the clock\nclk = "{HEX}"\n'),
    ],
)
def test_values_no_comment_names_a_secret_are_not_reported(
    rules: RuleSet, path: str, text: str
) -> None:
    assert not found(rules, path, text)


@pytest.mark.parametrize(
    "text",
    [
        "# token\n" * 200_000,
        "# key " + "token " * 200_000,
        ("# api token\n" + f'x = "{HEX}"\n') * 50_000,
        "# secret\n" + "#" * 1_000_000,
        # Lines longer than a comment's, each ending in a keyword, marks of comments in them.
        ("a # " * 150 + " key\n") * 1_700,
        ("a" * 600 + " key\n") * 1_700,
    ],
)
def test_hostile_comments_take_linear_time(rules: RuleSet, text: str) -> None:
    linear, times = text_grows_linearly(lambda part: found(rules, "a.py", part), text)
    assert linear, times


def test_a_long_line_before_does_not_hide_the_comments_after_it(rules: RuleSet) -> None:
    # Minified code or data with a keyword in it, longer than any comment: later comments are
    # read still.
    text = "blob = '" + "key" * 400 + "'\n" + f'# Tiingo API token\ntiingo = "{HEX}"\n'
    assert found(rules, "a.py", text) == [(3, HEX)]
