"""Org mode's tables (Emacs notes) read as Markdown's are: a column a secret's name heads holds
secrets, row by row. Only the separator row differs, its columns' dashes joined by pluses
(`|-----+-----|`). The look-alikes are a row of bars under the header that is no separator, the
notes and references in the column, and a column headed by no secret's name."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly


def _password(seed: int) -> str:
    draw = random.Random(seed)
    return "".join(draw.choice(string.ascii_letters + string.digits) for _ in range(18))


def test_an_org_table_column_headed_by_a_secret_name_holds_secrets(rules: RuleSet) -> None:
    password = _password(7)
    text = (
        "* Brokers\n"
        "  | broker   | login    | password |\n"
        "  |----------+----------+----------|\n"
        f"  | mqtt-a   | sensors  | {password} |\n"
        "  |----------+----------+----------|\n"
        "  | mqtt-b   | sensors  | same as mqtt-a |\n"
        "  | mqtt-c   | ops      | in pass(1) |\n"
    )
    assert found(rules, "wiki/brokers.org", text) == [(4, password)]


def test_an_org_table_without_a_secret_column_or_separator_is_left_alone(
    rules: RuleSet,
) -> None:
    password = _password(8)
    unseparated = f"| broker | login | password |\n| mqtt-a | sensors | {password} |\n"
    no_secret_column = (
        "| broker | login | checksum |\n"
        "|--------+-------+----------|\n"
        f"| mqtt-a | sensors | {password} |\n"
    )
    assert values(rules, "wiki/brokers.org", unseparated) == []
    assert values(rules, "wiki/brokers.org", no_secret_column) == []


def test_long_near_separators_take_little_time(rules: RuleSet) -> None:
    # Each header's next row is all dashes and pluses but for its end: no separator.
    near_miss = "| host | password |\n|" + "--+" * 1300 + "- x\n"
    text = near_miss * (1_000_000 // len(near_miss))
    linear, times = text_grows_linearly(lambda part: found(rules, "wiki/brokers.org", part), text)
    assert linear, times
