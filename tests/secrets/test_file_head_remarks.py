"""A remark at a file's head, above its first section, that says the file's password was reset
since and the file is kept out of use ("DEAD: … this password was reset then"): the password set
in that section no longer logs in, and is not reported. A remark that goes on to a new or live
password, gives what it was reset to, or only dates a reset leaves it reported; so are the
section's other secrets, a second password beside it and the values of later sections. Values are
made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(6093)
_PATH = "motuclient/motuclient-python.ini"


def _password() -> str:
    # Letters, digits and punctuation, as a person sets one; a letter first.
    drawn = _RNG.choices(string.ascii_letters + string.digits + "!#%", k=15)
    return _RNG.choice(string.ascii_letters) + "".join(drawn) + "7"


def _config(head: str, password: str, extra: str = "") -> str:
    return (
        f"{head}\n"
        "[Main]\n"
        "log_level = 30\n"
        "user = mhansen\n"
        f"pwd = {password}\n"
        f"{extra}"
        "motu = https://nrt.cmems-du.eu/motu-web/Motu\n"
    )


_DEAD_HEAD = (
    "# legacy motuclient config from the 2019 paper\n"
    "# DEAD: the service moved to the new IAM in 2024 and this password was reset then,\n"
    "# kept only for the old scripts' paths."
)


def test_a_file_head_remark_that_its_password_was_reset_passes_it_over(rules: RuleSet) -> None:
    assert values(rules, _PATH, _config(_DEAD_HEAD, _password())) == []


def test_the_sections_other_secret_and_a_later_sections_password_are_reported(
    rules: RuleSet,
) -> None:
    password, key, later = _password(), _password(), _password()
    text = _config(_DEAD_HEAD, password, f"api_key = {key}\n") + f"\n[Other]\npwd = {later}\n"
    assert values(rules, _PATH, text) == [key, later]


@pytest.mark.parametrize(
    "head",
    [
        # It goes on to a new password, or one that works.
        "# legacy config: the password was reset in 2024,\n# the new password is below.",
        "# legacy config; this password was reset in 2024 and is live again",
        # It gives what the password was reset to: perhaps the value below.
        "# no longer used by the scripts; the password was reset to the one below",
        # It only dates a reset: the value may be the one set then.
        "# motuclient settings\n# this password was reset in May 2024",
        # A remark on the file's own kind of password, not of this file's ("the password is
        # reset each year").
        "# legacy layout; passwords are reset each year",
    ],
)
def test_a_head_remark_of_a_new_live_or_dated_password_hides_nothing(
    rules: RuleSet, head: str
) -> None:
    password, dead = _password(), _password()
    assert values(rules, _PATH, _config(head, password)) == [password]
    assert values(rules, _PATH, _config(_DEAD_HEAD, dead)) == []


def test_the_remark_under_another_line_heads_no_file(rules: RuleSet) -> None:
    # Below a setting (not the file's head), the block is the previous section's remark.
    password, dead = _password(), _password()
    text = "timeout = 30\n" + _config(_DEAD_HEAD, password)
    assert values(rules, _PATH, text) == [password]
    assert values(rules, _PATH, _config(_DEAD_HEAD, dead)) == []


def test_a_head_remark_says_this_password_of_one_never_of_several(rules: RuleSet) -> None:
    # "this password was reset" names one: beside a second password of another name (an
    # admin's, a database's) it names neither, and both are reported. The same password set
    # under two names is still one.
    password, other = _password(), _password()
    two = _config(_DEAD_HEAD, password, f"admin_password = {other}\n")
    assert values(rules, _PATH, two) == [password, other]
    same = _config(_DEAD_HEAD, password, f"password = {password}\n")
    assert values(rules, _PATH, same) == []
