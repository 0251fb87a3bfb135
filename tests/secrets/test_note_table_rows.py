"""A note's table of services: a first cell may say whose the row is, its last two cells the label
and the value ("| Nakala | X-API-KEY | VALUE |"), read as a two-cell row's label and value are.
Values are made here."""

from __future__ import annotations

import random
import uuid

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

KEY = str(uuid.UUID(int=random.Random(90817).getrandbits(128), version=4))
HEADER = "| Source | Access | Value |\n|---|---|---|\n"


def test_the_last_two_cells_give_the_label_and_its_value(rules: RuleSet) -> None:
    text = HEADER + "| Trismegistos | TM ids, open API | TM 78542 |\n"
    text += f"| Nakala (Huma-Num) | X-API-KEY | {KEY} |\n"
    assert found(rules, "notes/sources.md", text) == [(4, KEY)]


def test_a_rows_words_or_a_label_of_no_secret_stay_unreported(rules: RuleSet) -> None:
    for row in (
        "| Nakala (Huma-Num) | X-API-KEY | in the team's 1Password |\n",
        f"| Nakala (Huma-Num) | collection | {KEY} |\n",
    ):
        assert found(rules, "notes/sources.md", HEADER + row) == [], row


def test_a_row_of_label_value_and_remark_gives_its_second_cell(rules: RuleSet) -> None:
    # The owner's cell is read only where the first cell is no label holding the name.
    text = "| What | Value | Where |\n|---|---|---|\n| wifi password | sunflower2024 | office |\n"
    assert found(rules, "notes/office.md", text) == [(3, "sunflower2024")]
