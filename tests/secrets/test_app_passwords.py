"""App passwords in prose: a mail or account provider's password for one program, 16 small
letters (Google's, Microsoft's), given as code after its name ("app password `VALUE`"). Prose
otherwise wants a value to mix letters and digits, or letters drawn at random after a password's
name; the look-alikes are words, placeholders, short runs and other names."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly


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
        "app password `qwpxkzvbnm`\n",
        "app name `qwpxkzvbnmtrdfgh`\n",
        "- Kiosk mails out with the password on kiosk@:\n  kotbrimzaxlupveq\n",
    ],
)
def test_words_placeholders_and_other_shapes_are_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "notes/mail.md", text) == []


@pytest.mark.parametrize(
    "text",
    [
        "app password `qwpxkzvbnmtrdfghk`\n",
        "the password `qwpxkzvbnmtrdfgh` of the shared box\n",
    ],
)
def test_drawn_letters_after_a_password_of_another_length_or_name_are_found(
    rules: RuleSet, text: str
) -> None:
    # Not an app password's shape, but letters drawn at random after a password's name: a
    # password of another program's, found as one.
    assert [line for line, _ in found(rules, "notes/mail.md", text)] == [1]


def test_a_huge_line_of_app_password_spans_takes_linear_time(rules: RuleSet) -> None:
    text = "app password `qwpxkzvbnmtrdfgh` " * 10_000 + "\n"
    linear, times = text_grows_linearly(lambda part: found(rules, "notes/mail.md", part), text)
    assert linear, times


_RNG = random.Random(55)


def _bluesky() -> str:
    """A Bluesky app password: four groups of four small letters and digits."""
    return "-".join(
        "".join(_RNG.choice(string.ascii_lowercase + string.digits) for _ in range(4))
        for _ in range(4)
    )


# Drawn groups that read as dashed words to a name's value test: mostly vowels, a digit once.
_WORDY_DRAW = "fnqj-eezt-eee8-aexe"


@pytest.mark.parametrize("value", [_bluesky(), _bluesky(), _WORDY_DRAW])
def test_a_bluesky_app_password_is_found_as_an_environment_lookups_default(
    rules: RuleSet, value: str
) -> None:
    text = (
        "import os\n"
        f'client.login("lab.bsky.social", os.environ.get("BSKY_APP_PASSWORD", "{value}"))\n'
    )
    assert found(rules, "scripts/firehose.py", text) == [(2, value)]


@pytest.mark.parametrize(
    ("name", "value"),
    [
        # Placeholders and dashed words under the app password's name.
        ("BSKY_APP_PASSWORD", "xxxx-xxxx-xxxx-xxxx"),
        ("BSKY_APP_PASSWORD", "abcd-efgh-ijkl-mnop"),
        ("BSKY_APP_PASSWORD", "aaaa-bbbb-cccc-dddd"),
        ("BSKY_APP_PASSWORD", "tree-lamp-bird-sing"),
        ("BSKY_APP_PASSWORD", ""),
        # Drawn groups under another name: a handle's, not an app password's.
        ("BSKY_HANDLE", _WORDY_DRAW),
    ],
)
def test_bluesky_lookalikes_are_not_reported(rules: RuleSet, name: str, value: str) -> None:
    text = f'import os\npassword = os.environ.get("{name}", "{value}")\n'
    assert found(rules, "scripts/firehose.py", text) == []


# -- Google's as its page shows it: four groups of four letters -----------------------------------

_SPACED_RNG = random.Random(61)
_SPACED = " ".join(
    "".join(_SPACED_RNG.choice("bcdfghjklmnpqrstvwxz") for _ in range(4)) for _ in range(4)
)


@pytest.mark.parametrize(
    "text",
    [
        "Google app password for the alert mails, made 2026-02-11 (old one deleted):\n{v}\n",
        "** mailbox\nGmail app password:\n  {v}\nThe account's own password is in KeePass.\n",
    ],
)
def test_a_google_app_password_in_its_groups_is_found(rules: RuleSet, text: str) -> None:
    assert values(rules, "notes/observing.org", text.format(v=_SPACED)) == [_SPACED]


@pytest.mark.parametrize(
    "text",
    [
        # Words in groups of four under a password's name, or under an app password's.
        "The password is:\nmind your file perm\n",
        "Google app password:\nthis that with some\n",
        # An app password's groups under another name; a made-up example's.
        f"The password is:\n{_SPACED}\n",
        "Google app password:\naaaa bbbb cccc dddd\n",
        "Google app password:\nxxxx xxxx xxxx xxxx\n",
    ],
)
def test_groups_of_words_or_examples_are_not_reported(rules: RuleSet, text: str) -> None:
    assert values(rules, "notes/observing.org", text) == []
