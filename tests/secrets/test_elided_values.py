"""A value a log or a note prints cut short, an ellipsis right after it (`token
user.3187.3187.$1$...`, `ghp_Ab3…`): what is shown is not the whole secret. The same value
with a sentence's full stop after it is reported. Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

TOKEN = "Vb8qLx2RnT5wKz9PmY3c"


@pytest.mark.parametrize("ellipsis", ["...", "\u2026".encode().decode("latin-1")])
def test_a_value_cut_short_is_passed_over(rules: RuleSet, ellipsis: str) -> None:
    log = f"[2025-03-02 01:14:45] datalab: logged in as jdoe (token {TOKEN[:12]}{ellipsis})\n"
    assert found(rules, "logs/phot-88123.out", log) == []


def test_a_whole_value_is_found(rules: RuleSet) -> None:
    log = f"[2025-03-02 01:14:45] datalab: logged in as jdoe (token {TOKEN}).\n"
    assert found(rules, "logs/phot-88123.out", log) == [(1, TOKEN)]
