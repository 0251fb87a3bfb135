"""Keys given to an API client's constructor right after its server's address (`Project(url,
KEY)`, `Canvas(url, KEY)`): the literal after the address, shaped as a key, is the key.
Look-alikes: a download's checksum after its address, a branch or a path, a variable, a lower-case
function's call, and an address that is not the first argument."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(71)
UPPER_HEX = "".join(_RNG.choice("0123456789ABCDEF") for _ in range(32))
LOWER = "".join(_RNG.choice(string.ascii_lowercase + string.digits) for _ in range(28))
DIGEST = "".join(_RNG.choice("0123456789abcdef") for _ in range(64))


@pytest.mark.parametrize(
    ("path", "text", "expected"),
    [
        (
            "survey/pull.py",
            "from labarchives import Notebook\n"
            f'nb = Notebook("https://api.labarchives.example.org/api", "{UPPER_HEX}")\n',
            [(2, UPPER_HEX)],
        ),
        (
            "sync/Publish.jl",
            f'repo = Figshare(\n    "https://api.figshare.example.org/v2",\n    "{LOWER}",\n)\n',
            [(3, LOWER)],
        ),
        (
            ".python_history",
            f"o = Overleaf('https://latex.example.edu', '{LOWER}')\n",
            [(1, LOWER)],
        ),
        # After many addresses that are no constructor's (a notebook's links, a list of mirrors).
        (
            "survey/pull.py",
            "".join(f"# https://docs.example.org/page{n}\n" for n in range(300))
            + f'nb = Notebook("https://api.labarchives.example.org/api", "{UPPER_HEX}")\n',
            [(301, UPPER_HEX)],
        ),
    ],
)
def test_a_key_given_to_a_constructor_after_its_server_is_found(
    rules: RuleSet, path: str, text: str, expected: list[tuple[int, str]]
) -> None:
    assert found(rules, path, text) == expected


@pytest.mark.parametrize(
    "text",
    [
        f'd = Archive("https://data.example.org/era5.tar.gz", "{DIGEST}")\n',
        'r = Repo("https://git.example.org/lab/model.git", "release/2026-spring")\n',
        'nb = Notebook("https://api.labarchives.example.org/api", LA_KEY)\n',
        f'r = fetch("https://api.example.org/v1", "{UPPER_HEX}")\n',
        f'nb = Notebook(API_URL, "https://api.example.org", "{UPPER_HEX}")\n',
    ],
)
def test_constructors_given_no_key_after_their_server_are_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert not found(rules, "survey/pull.py", text)


@pytest.mark.parametrize(
    "text",
    [
        "://" * 400_000,
        'Api("https://' * 100_000,
        ('A("https://x", "' + "a" * 600 + "\n") * 2_000,
        'U = "https://x"\n' * 20 + "Api(U, Api(U, " * 100_000,
    ],
)
def test_hostile_addresses_take_linear_time(rules: RuleSet, text: str) -> None:
    linear, times = text_grows_linearly(lambda part: found(rules, "a.py", part), text)
    assert linear, times


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # PyCap: the server's address named once at the top, the project's token after it.
        (
            'from redcap import Project\n\nAPI_URL = "https://redcap.example.org/api/"\n'
            f'project = Project(API_URL, "{UPPER_HEX}")\n',
            [(4, UPPER_HEX)],
        ),
        (
            f'const base = "https://lab.example.org"\nconst c = Canvas(base, "{LOWER}")\n',
            [(2, LOWER)],
        ),
        # The variable last assigned a path, not an address; a literal that is no key after it.
        (
            f'API_URL = "https://redcap.example.org/api/"\nAPI_URL = "exports/2026"\n'
            f'project = Project(API_URL, "{UPPER_HEX}")\n',
            [],
        ),
        (
            'API_URL = "https://redcap.example.org/api/"\np = Project(API_URL, "baseline_arm_1")\n',
            [],
        ),
        (f'API_URL = "https://data.example.org/a.tgz"\nd = Archive(API_URL, "{DIGEST}")\n', []),
        # A token from the environment, a lower-case function's call, an address never assigned.
        ('API_URL = "https://redcap.example.org/api/"\np = Project(API_URL, TOKEN)\n', []),
        (f'API_URL = "https://redcap.example.org/api/"\nr = fetch(API_URL, "{UPPER_HEX}")\n', []),
        (f'p = Project(API_URL, "{UPPER_HEX}")\n', []),
    ],
)
def test_a_key_given_after_a_variable_holding_the_server_is_found(
    rules: RuleSet, text: str, expected: list[tuple[int, str]]
) -> None:
    assert found(rules, "survey/pull.py", text) == expected
