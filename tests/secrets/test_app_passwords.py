"""App passwords in prose: a mail or account provider's password for one program, 16 small
letters (Google's, Microsoft's), given as code after its name ("app password `VALUE`"). Prose
otherwise wants a value to mix letters and digits; the look-alikes are words, placeholders,
other lengths and other names."""

from __future__ import annotations

import time

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Gmail for the alerts bot: app password `qwpxkzvbnmtrdfgh`.\n", "qwpxkzvbnmtrdfgh"),
        ("- Outlook app password: `rvkszlqtnbwjhmcd` (MFA on)\n", "rvkszlqtnbwjhmcd"),
        ("The Thunderbird app password is `tbgkwpzxqmrnvlsj`\n", "tbgkwpzxqmrnvlsj"),
        # No run of five consonants, as a third of draws have none; alone on the next line.
        ("- Kiosk mails with an app password on kiosk@:\n  kotbrimzaxlupveq\n", "kotbrimzaxlupveq"),
    ],
)
def test_an_app_password_of_letters_alone_is_found_in_prose(
    rules: RuleSet, text: str, secret: str
) -> None:
    assert values(rules, "notes/mail.md", text) == [secret]


@pytest.mark.parametrize(
    "text",
    [
        # A word, a placeholder, the alphabet, too long or too short, another name.
        "app password `characterization`\n",
        "app password `xxxxxxxxxxxxxxxx`\n",
        "app password `abcdefghijklmnop`\n",
        "app password `qwpxkzvbnmtrdfghk`\n",
        "app password `qwpxkzvbnm`\n",
        "the password `qwpxkzvbnmtrdfgh` of the shared box\n",
        "app name `qwpxkzvbnmtrdfgh`\n",
        "- Kiosk mails out with the password on kiosk@:\n  kotbrimzaxlupveq\n",
    ],
)
def test_words_placeholders_and_other_shapes_are_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "notes/mail.md", text) == []


def test_a_huge_line_of_app_password_spans_takes_linear_time(rules: RuleSet) -> None:
    text = "app password `qwpxkzvbnmtrdfgh` " * 10_000 + "\n"
    start = time.process_time()
    found(rules, "notes/mail.md", text)
    assert time.process_time() - start < 10
