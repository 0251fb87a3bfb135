"""A Cisco-style device's console, aux or vty line takes its login password as `password 7
VALUE` (type 7, a scrambling whose reversal is published) or `password 0 VALUE` (clear text)
under `line ...`: both are the password. Types 5, 8 and 9 are hashes; a prose line saying
"password 7 characters" is no configuration."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "line con 0\n password 7 0822455D0A16544541\n logging synchronous\n",
            "0822455D0A16544541",
        ),
        ("line aux 0\n  password 0 Wr4!kTz9qP\n  transport input none\n", "Wr4!kTz9qP"),
        ("line vty 5 15\n password 7 02050D480809\n login\n", "02050D480809"),
    ],
)
def test_a_line_password_is_found(rules: RuleSet, text: str, secret: str) -> None:
    assert values(rules, "configs/edge-rtr2.cfg", text) == [secret]


@pytest.mark.parametrize(
    "text",
    [
        "line vty 0 4\n password 5 $1$mERr$hx5rVt7rPNoS4wqbXKX7m0\n",
        "line vty 0 4\n password 7 <type-7-string>\n",
        "Policy:\npassword 7 characters at least is too short\n",
        "line vty 0 4\n password 7 0822455D0A16\n".replace("0822455D0A16", "$VTY_PW"),
    ],
)
def test_hashes_placeholders_and_prose_are_not(rules: RuleSet, text: str) -> None:
    assert values(rules, "configs/edge-rtr2.cfg", text) == []


def test_a_huge_file_of_line_passwords_is_read_in_linear_time(rules: RuleSet) -> None:
    text = " password 7 \n" * 30_000 + " password 0 " + "x" * 100_000
    linear, times = text_grows_linearly(lambda part: values(rules, "configs/huge.cfg", part), text)
    assert linear, times
