"""An enrollment code is the one-time password a certificate authority's registration authority
sets for an end entity: whoever has it is issued the entity's certificate. It is reported under
its name in settings and in notes (a list item's label, the code on the line after it). An
enrollment's date, term or id, and words under the name, are not. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(5318)
CODE = "".join(_RNG.choices(string.ascii_letters + string.digits, k=15)) + "4"


@pytest.mark.parametrize(
    ("path", "text", "line"),
    [
        (
            "pki/issue-hosts.md",
            "Steps:\n\n1. Add the end entity `scanner07`.\n"
            "2. Enrollment code for the scanners (one-time, from the RA):\n"
            f"   `{CODE}`\n3. Enroll with the code.\n",
            5,
        ),
        ("pki/handover.txt", f"Enrollment code: {CODE}\n", 1),
        ("pki/enroll.yaml", f'end_entity: scanner07\nenrollment_code: "{CODE}"\n', 2),
    ],
)
def test_an_enrollment_code_is_reported(rules: RuleSet, path: str, text: str, line: int) -> None:
    assert found(rules, path, text) == [(line, CODE)]


@pytest.mark.parametrize(
    "text",
    [
        "enrollment: 2025-autumn\n",
        f"enrollment_id: {CODE}\n",
        "Enrollment code: ask the RA on the day\n",
        "Enrollment for the course closes on 2025-10-01.\n",
    ],
)
def test_an_enrollments_other_values_are_left_alone(rules: RuleSet, text: str) -> None:
    assert values(rules, "pki/notes.txt", text) == []


@pytest.mark.parametrize(
    "line",
    [
        "Enrollment code for the batch (one-time):\n   `x`\n",
        "Enrollment for the course closes soon.\n",
        "enrollment_code=x\n",
    ],
)
def test_a_megabyte_of_near_misses_takes_linear_time(rules: RuleSet, line: str) -> None:
    """The word is read as other secret words are, from where the keyword search finds it: a
    megabyte of labels without values costs what one of `key` labels does."""
    text = line * (1_000_000 // len(line))

    def scan(part: str) -> None:
        assert values(rules, "pki/notes.md", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
