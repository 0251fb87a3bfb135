"""A remark whose sentence runs over one line break to the value it introduces: "the old one
is\\n  revoked: `…`", "the one from April expired … and was\\n  replaced, keep it only …:" above
the value. The reading joins the line above to the value's line only where that line leaves its
sentence open, once; a live value the joined sentence does not call dead (a new one, one after a
sentence that ended, one in a list item of its own) stays reported. Values are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.deadafter import said_revoked
from govern.secrets.deadbefore import said_dead_before
from govern.secrets.remarkwords import joined_with_line_above
from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly


def _token() -> str:
    # A Hypothesis developer token's shape: its numeric prefix, a dash, 43 letters and digits.
    return "6879-" + secrets.token_urlsafe(32).replace("-", "x").replace("_", "y")[:43]


def test_the_old_one_said_revoked_over_a_line_break_is_not_reported(rules: RuleSet) -> None:
    token = _token()
    text = (
        "- developer token regenerated 2025-03-11 after the laptop was stolen; the old one is\n"
        f"  revoked: `{token}`\n"
    )
    assert values(rules, "notes.md", text) == []


@pytest.mark.parametrize(
    "lines",
    [
        # The sentence ended on the line above: the value's line says nothing of it dead.
        "- developer token regenerated; the old one was revoked.\n  current: `{token}`\n",
        # The joined sentence goes on to the new value.
        "- developer token regenerated; the old one was revoked and the\n  new one: `{token}`\n",
        # The value's line is a list item of its own, no sentence's continuation.
        "- developer token regenerated; the old one is\n- current token: `{token}`\n",
    ],
)
def test_a_live_value_on_the_next_line_is_reported(rules: RuleSet, lines: str) -> None:
    token = _token()
    assert values(rules, "notes.md", lines.format(token=token)) == [token]


def _jwt() -> str:
    part = secrets.token_urlsafe(48).replace("-", "x").replace("_", "y")
    return f"eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiJtZ2Fnbm9uIiwiZXhwIjoxNzQ3NjY3MjAwfQ.{part}"


def test_prose_above_whose_sentence_began_a_line_earlier_says_the_value_is_dead(
    rules: RuleSet,
) -> None:
    jwt = _jwt()
    text = (
        "- the token lasts 30 days; the one from April expired on 2025-05-19 and was\n"
        "  replaced, keep it only to compare the claims:\n"
        f"  `{jwt}`\n"
    )
    assert values(rules, "notes/access.md", text) == []


@pytest.mark.parametrize(
    "lines",
    [
        # The remark goes on to the new value below it.
        "- the one from April expired on 2025-05-19 and was\n  replaced; the new one:\n  `{jwt}`\n",
        # The line above ended its sentence: the introducing line speaks of the value alone.
        "- the one from April expired on 2025-05-19.\n  The token we use now:\n  `{jwt}`\n",
    ],
)
def test_a_live_value_below_a_remark_over_a_line_break_is_reported(
    rules: RuleSet, lines: str
) -> None:
    jwt = _jwt()
    assert values(rules, "notes/access.md", lines.format(jwt=jwt)) == [jwt]


def test_only_one_line_break_is_crossed(rules: RuleSet) -> None:
    # Read over two line breaks, "the old one is now revoked:" would call the value dead.
    token = _token()
    text = f"- developer token regenerated; the old one\n  is now\n  revoked: `{token}`\n"
    joined = joined_with_line_above(text, text.index("revoked"))
    assert joined is not None and joined[0].startswith("  is now revoked")
    assert values(rules, "notes.md", text) == [token]


def test_hostile_lines_left_open_take_linear_time() -> None:
    line = "the old one is " * 15 + "\n  " + "revoked " * 20 + "\n"
    line += "'x'.` -- " + "changed , " * 20 + "\n  " + "that password " * 15 + "\n"
    text = line * (1_000_000 // len(line))

    def scan(part: str) -> None:
        ends = [n for n, c in enumerate(part) if c == "\n"]
        for end in ends:
            said_dead_before(part, end - 1)
            said_revoked(part, max(0, part.rfind("'x", 0, end) + 2))

    linear, times = text_grows_linearly(scan, text)
    assert linear, times


def _password() -> str:
    return "Qm" + secrets.token_urlsafe(9).replace("-", "x").replace("_", "y") + "7"


def test_a_remark_after_the_value_reaching_its_verdict_on_the_next_line(rules: RuleSet) -> None:
    password = _password()
    text = (
        "- The first install used the generated password printed in the container log,\n"
        f"  `Your administrator account is 'admin' with password '{password}'.` \u2014 changed"
        " the same day,\n  that password no longer logs in.\n"
    )
    assert values(rules, "collab/README.md", text) == []


@pytest.mark.parametrize(
    "after",
    [
        # The sentence ended on the value's line: the next line's verdict is another's.
        " \u2014 changed the same day.\n  That password no longer logs in, the new one does.\n",
        # The remark goes on to the new value on the way.
        " \u2014 changed to a new one the same day,\n  that password no longer logs in.\n",
        # Said of another value, not named as the remark's subject.
        " \u2014 kept the same day,\n  the old admin password no longer logs in.\n",
    ],
)
def test_a_live_value_before_a_verdict_over_a_line_break_is_reported(
    rules: RuleSet, after: str
) -> None:
    password = _password()
    text = (
        "- The first install used the generated password printed in the container log,\n"
        f"  `Your administrator account is 'admin' with password '{password}'.`{after}"
    )
    assert values(rules, "collab/README.md", text) == [password]


@pytest.mark.parametrize(
    "lines",
    [
        # The line above gives its own value, whose verdict it is; the sentence runs on to the
        # live value below.
        "- the password {other} was revoked on 2024-01-01, and the\n  token: `{token}`\n",
        "- api token: {other} was revoked, this\n  token is: `{token}`\n",
    ],
)
def test_a_verdict_on_the_line_above_of_its_own_value_is_not_this_ones(
    rules: RuleSet, lines: str
) -> None:
    token, other = _token(), "Qm" + secrets.token_hex(8) + "x7"
    assert token in values(rules, "notes.md", lines.format(token=token, other=other))
