"""An account written in notes as a label's word and the user in code, then the password
("portal login `USER` / `PASSWORD`", "VPN account `USER` / `PASSWORD`"): the code marks the
user as a colon would. Look-alikes: a phrase, a date, an address or a word in the password's
place, and a user not in code."""

from __future__ import annotations

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

FIRST = "Hv4*Tq9zLw2m"
SECOND = "k3R!pX8nWd6s"


def test_a_user_in_code_after_the_labels_word_marks_a_login(rules: RuleSet) -> None:
    notes = (
        "# Data sources\n\n"
        f"- Met Office DataPoint: web login `fieldgroup` / `{FIRST}`, shared with the PI.\n"
        f"- The kiosk's account `display01` / `{SECOND}` (reset each term)\n"
    )
    assert found(rules, "docs/sources.md", notes) == [(3, FIRST), (4, SECOND)]


def test_phrases_dates_addresses_and_plain_words_are_not_reported(rules: RuleSet) -> None:
    notes = (
        "- portal login `alice` / `ask the lab manager`\n"
        "- portal login `alice` / `2025-03-01`\n"
        "- the account `ops` / `https://idp.example.org/login`\n"
        "- login `ops` / `password`\n"
        "- login alice / nothing-to-see\n"
    )
    assert values(rules, "docs/sources.md", notes) == []


def test_hostile_login_lines_take_linear_time(rules: RuleSet) -> None:
    text = "login `a` " * 40_000 + "\n" + "account `" + "x" * 200_000 + "\n"
    linear, times = text_grows_linearly(lambda part: values(rules, "notes.md", part), text)
    assert linear, times
