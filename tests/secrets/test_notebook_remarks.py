"""A notebook's markdown cell just before a code cell is the remark above the cell's code: a
key it says no longer works is a dead one, kept in the notebook as written; a markdown cell
that says nothing of the key, or one further up, leaves it reported."""

from __future__ import annotations

import random
import string

from govern.secrets.notebookremarks import markdown_cell_above
from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly
from tests.secrets.notebooks import notebook


def _random(length: int, seed: int) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(length))


def _code(key: str, secret: str) -> tuple[str, list[str]]:
    return "code", ["from quokka import Client\n", f"api_key = '{key}'\n", f"secret = '{secret}'"]


def test_a_markdown_cell_calling_the_keys_dead_covers_the_code_cell_below(rules: RuleSet) -> None:
    cells = notebook(
        (
            "markdown",
            [
                "Upload of the summer batch.\n",
                "\n",
                "NOTE: this key pair was\n",
                "regenerated, it no longer works - use your own keys.",
            ],
        ),
        _code(_random(32, 1), _random(32, 2)),
    )
    assert values(rules, "student/upload.ipynb", cells) == []


def test_a_markdown_cell_of_other_words_or_further_up_leaves_the_keys_reported(
    rules: RuleSet,
) -> None:
    key, secret = _random(32, 3), _random(32, 4)
    plain = notebook(("markdown", ["Upload of the summer batch."]), _code(key, secret))
    assert values(rules, "student/upload.ipynb", plain) == [key, secret]
    # The dead remark is in an earlier paragraph, or above another code cell.
    earlier = notebook(
        ("markdown", ["The old key no longer works - ask for one.\n", "\n", "Upload:"]),
        _code(key, secret),
    )
    assert values(rules, "student/upload.ipynb", earlier) == [key, secret]
    further = notebook(
        ("markdown", ["This key pair no longer works - use your own keys."]),
        ("code", ["import quokka"]),
        _code(key, secret),
    )
    assert values(rules, "student/upload.ipynb", further) == [key, secret]


def test_hostile_notebooks_take_linear_time() -> None:
    # Long markdown sources before code cells, and strings that never close.
    cell = '{"cell_type": "markdown", "source": [' + '"x", ' * 300 + '"x\\\\'
    cell += '], {"cell_type": "code", "source": ["k = 1'
    text = cell * (1_000_000 // len(cell))
    linear, times = text_grows_linearly(_remark_above_each_quote, text)
    assert linear, times


def _remark_above_each_quote(text: str) -> None:
    for start in range(0, len(text), 97):
        markdown_cell_above(text, start)


def test_a_comment_in_a_code_cell_is_said_of_the_source_line_below_it(rules: RuleSet) -> None:
    """A comment inside the cell's JSON string, above the value's line: the live key above the
    comment stays reported."""
    live, dead = _random(32, 5), _random(32, 6)
    cells = notebook(
        (
            "code",
            [
                "import pyEX\n",
                f"c = pyEX.Client(api_token='{live}')\n",
                "# secret token for the batch endpoints (dead with the service)\n",
                f"c2 = pyEX.Client(api_token='{dead}')\n",
            ],
        )
    )
    assert values(rules, "nb/hedge.ipynb", cells) == [live]


def test_a_code_cell_comment_of_other_words_or_lines_leaves_the_key_reported(
    rules: RuleSet,
) -> None:
    key = _random(32, 7)
    for lines in (
        # The comment says nothing of the key's life.
        ["# secret token for the batch endpoints\n", f"c2 = pyEX.Client(api_token='{key}')\n"],
        # The comment is of the line above it, not of the key's.
        [
            "# the old service (dead with the service)\n",
            "import pyEX\n",
            f"c2 = pyEX.Client(api_token='{key}')\n",
        ],
    ):
        assert values(rules, "nb/hedge.ipynb", notebook(("code", lines))) == [key]
