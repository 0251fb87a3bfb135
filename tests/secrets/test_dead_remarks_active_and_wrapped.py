"""Dead-value remarks said in the active voice ("I revoked it", "we rotated it last week", "I
killed that token"), after making the new one ("revoked when we made the new one"), and over
two lines of a script's comment: each passes over the value it is said of, and each beside a
live value it must not hide. Values are made here."""

from __future__ import annotations

import secrets

from govern.secrets.remarkwords import comment_joined_with_line_above
from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly


def _value() -> str:
    return "V" + secrets.token_hex(10) + secrets.token_urlsafe(12).replace("-", "x")


def test_a_value_its_doer_says_was_revoked_is_passed_over(rules: RuleSet) -> None:
    above, after, killed, live = _value(), _value(), _value(), _value()
    text = (
        "# I revoked it last week\n"
        f"API_TOKEN={above}\n"
        "\n"
        f"BACKUP_TOKEN={after}  # we rotated it last week\n"
        "\n"
        f"MIRROR_TOKEN={killed}  # I killed that token\n"
        "\n"
        "# we never revoked it\n"
        f"LIVE_TOKEN={live}\n"
    )
    assert found(rules, "ops/deploy.env", text) == [(9, live)]


def test_a_doer_rotating_or_revoking_another_leaves_the_value_reported(rules: RuleSet) -> None:
    present, older, later = _value(), _value(), _value()
    text = (
        f"API_TOKEN={present}  # we rotate it yearly\n"
        "\n"
        "# the old key leaked, I revoked it\n"
        f"BACKUP_TOKEN={older}\n"
        "\n"
        "# we'll rotate it in March\n"
        f"MIRROR_TOKEN={later}\n"
    )
    assert found(rules, "ops/deploy.env", text) == [(1, present), (4, older), (7, later)]


def test_revoked_when_the_new_one_was_made_is_said_of_this_value(rules: RuleSet) -> None:
    made, spanish, live = _value(), _value(), _value()
    text = (
        "# revoked 2025-03 when we made the new one\n"
        f"API_TOKEN={made}\n"
        "\n"
        "# revocado 2025-03 al hacer el nuevo\n"
        f"BACKUP_TOKEN={spanish}\n"
        "\n"
        "# the old one was revoked 2025-03, made the new one:\n"
        f"LIVE_TOKEN={live}\n"
    )
    assert found(rules, "ops/deploy.env", text) == [(8, live)]


def test_a_remark_wrapped_over_two_comment_lines_is_read_whole(rules: RuleSet) -> None:
    wrapped, live, setting = _value(), _value(), _value()
    text = (
        "# this token was revoked in March when the\n"
        "# project ended\n"
        f"API_TOKEN={wrapped}\n"
        "\n"
        "# this token was revoked in March.\n"
        "# The new one is below\n"
        f"LIVE_TOKEN={live}\n"
        "\n"
        "// OLD_TOKEN was revoked in March\n"
        "# project ended\n"
        f"SETTING_TOKEN={setting}\n"
    )
    assert found(rules, "ops/deploy.env", text) == [(7, live), (11, setting)]


def test_hostile_comment_blocks_take_linear_time() -> None:
    line = "# " + "word " * 60 + "\n"
    text = line * (1_000_000 // len(line))
    linear, times = text_grows_linearly(_join_each_line, text)
    assert linear, times


def _join_each_line(text: str) -> None:
    first = 0
    while (first := text.find("\n", first) + 1) > 0:
        comment_joined_with_line_above(text, first)
