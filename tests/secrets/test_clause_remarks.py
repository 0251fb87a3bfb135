"""A clause that introduces a value in prose may end in a remark in parentheses before its
colon, whatever the remark holds ("bearer, kept for the record (the app was suspended, so it no
longer works?):"): its question mark or full stop is the remark's, not the clause's end. Values
are made here. Look-alikes: a sentence that ends before the colon, placeholders as the value."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(55)
TOKEN = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(48))


@pytest.mark.parametrize(
    "intro",
    [
        "Old bearer, kept for the record (the app was suspended, so it no longer works?):",
        "The deploy token, for now (rotated monthly. Ask ops!):",
        "The deploy token, for now (see ops):",
    ],
)
def test_a_remark_before_the_clauses_colon_leaves_the_value_introduced(
    rules: RuleSet, intro: str
) -> None:
    text = f"# Access\n\n{intro}\n`{TOKEN}`\n"
    assert found(rules, "notes/access.md", text) == [(4, TOKEN)]


@pytest.mark.parametrize(
    "text",
    [
        # The sentence about the token ends before the remark: another sentence introduces.
        f"The deploy token is gone. Here is the build log (line 4?):\n`{TOKEN}`\n",
        # A placeholder after the remark.
        "The deploy token, for now (does it work?):\n`<paste the token>`\n",
        "The deploy token, for now (does it work?):\n`${DEPLOY_TOKEN}`\n",
    ],
)
def test_lookalikes_are_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "notes/access.md", text) == []


def test_a_huge_line_of_remarks_takes_linear_time(rules: RuleSet) -> None:
    text = "token, x (a?) " * 20_000 + ":\n`v`\n"
    linear, times = text_grows_linearly(lambda part: found(rules, "notes/access.md", part), text)
    assert linear, times


APP_TOKEN = "A" + "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(14))


def test_a_remark_naming_a_menu_path_leaves_the_value_introduced(rules: RuleSet) -> None:
    # A UI's menu path (Apps > Create Application) in the remark, after a quoted app name.
    text = f'- App token untuk aplikasi "sirine-uji" (Apps > Create Application): `{APP_TOKEN}`\n'
    assert found(rules, "notes/gotify.md", text) == [(1, APP_TOKEN)]


def test_a_remark_with_an_angled_placeholder_introduces_nothing(rules: RuleSet) -> None:
    text = f'- App token for "sirine-uji" (use <app>): `{APP_TOKEN}`\n'
    assert found(rules, "notes/gotify.md", text) == []


def test_a_huge_remark_of_menu_paths_takes_linear_time(rules: RuleSet) -> None:
    text = 'token "a" (' + "x > " * 20_000 + "):\n`v`\n"
    linear, times = text_grows_linearly(lambda part: found(rules, "notes/access.md", part), text)
    assert linear, times
