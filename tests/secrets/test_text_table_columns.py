"""A plain-text table in a note whose password column a line above it names: a comment that lists
the columns in parentheses ("# libraries (library id, name, password)"), or a header row of
their names, above rows aligned by runs of blanks or tabs. Values are drawn here. Look-alikes:
a column the list names as a digest, a remark row, a placeholder, rows split by single blanks,
a header row naming a digest."""

from __future__ import annotations

import random
import re
import string
import uuid

import pytest

from govern.secrets.rules import RuleSet
from govern.secrets.texttables import column_values
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(7003)


def _password() -> str:
    drawn = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(14))
    return _RNG.choice(string.ascii_letters) + drawn + _RNG.choice("%_!")


PW1, PW2 = _password(), _password()
ID1, ID2, ID3 = (str(uuid.UUID(int=_RNG.getrandbits(128), version=4)) for _ in range(3))


@pytest.mark.parametrize(
    "head",
    [
        "# encrypted libraries of the service accounts (library id, name, password)\n"
        "# the password decrypts the library on the client\n",
        "Encrypted libraries (library id, name, password):\n",
        "LIBRARY ID                            NAME                    PASSWORD\n",
    ],
)
def test_the_named_columns_values_are_found(rules: RuleSet, head: str) -> None:
    rows = (
        f"{ID1}  finds-photos            {PW1}\n"
        f"{ID2}\trestricted-scans\t{PW2}\n"
        f"{ID3}  herbarium-scans         (password with Yasmin, not here)\n"
    )
    first = head.count("\n") + 1
    assert found(rules, "notes/libraries.txt", head + rows) == [(first, PW1), (first + 1, PW2)]


@pytest.mark.parametrize(
    "text",
    [
        # The list names a digest's column.
        f"# accounts (user, password hash)\nalice  {PW1}\n",
        # Placeholders in the column.
        "# libraries (id, name, password)\n"
        f"{ID1}  photos  <ask Yasmin>\n{ID2}  scans  ${{LIB_PW}}\n",
        # Fields split by single blanks: prose, not a table's row.
        f"# libraries (id, name, password)\n{ID1} photos {PW1}\n",
        # A header row naming a digest's column.
        f"USER     PASSWORD HASH       UID\nalice    {PW1}    1001\n",
        # A remark row only.
        f"# libraries (id, name, password)\n{ID1}  photos  (password with Yasmin)\n",
    ],
)
def test_lookalikes_are_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "notes/libraries.txt", text) == []


def test_a_huge_table_takes_linear_time(rules: RuleSet) -> None:
    text = "# t (id, password)\n" + f"{ID1}  x\n" * 40_000 + "(password, a) " * 4_000
    linear, times = text_grows_linearly(lambda part: found(rules, "notes/t.txt", part), text)
    assert linear, times


def test_no_row_is_read_under_more_than_one_header() -> None:
    # Headers one under another (a user's file of them): each ends the table above it, so the
    # work is the rows', not the rows' times the headers'.
    text = "ID    NAME    PASSWORD\n" * 300
    anchors = [m.start() for m in re.finditer("PASSWORD", text)]
    assert [v for a in anchors for v in column_values(text, a, a + len("PASSWORD"))] == []
    rows = "".join(f"{n}    lib{n}    {(PW1, PW2)[n % 2]}\n" for n in range(3))
    text = ("ID    NAME    PASSWORD\n" + rows) * 50
    anchors = [m.start() for m in re.finditer("PASSWORD", text)]
    values = [v for a in anchors for v in column_values(text, a, a + len("PASSWORD"))]
    assert len(values) == 150
