"""A licence key given to its tool's documented activation option on the command line (Agisoft
Metashape's `metashape.sh --activate KEY`), continued lines and all. Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

KEY = "QH7MZ-4XT2R-8WLNC-K3PV9-DJ6FB"


def _found(rules: RuleSet, file_name: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "kai", *file_name.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text", "line"),
    [
        ("bin/node_setup.sh", f"/opt/metashape-pro/metashape.sh --activate {KEY}\n", 1),
        ("bin/node_setup.sh", f'metashape --activate "{KEY}" \\\n  --platform offscreen\n', 1),
        ("bin/node_setup.sh", f"set -e\nsudo -u render metashape.sh \\\n  --activate {KEY}\n", 3),
    ],
)
def test_an_activation_key_is_found(rules: RuleSet, file_name: str, text: str, line: int) -> None:
    assert _found(rules, file_name, text) == [(line, KEY)]


@pytest.mark.parametrize(
    "text",
    [
        "metashape.sh --activate $METASHAPE_LICENSE\n",
        "metashape.sh --activate <your licence key>\n",
        "metashape.sh --deactivate\n",
        "metashape.sh -r scripts/align.py --activate-gpu\n",
        # Another tool's --activate, and activating an environment.
        f"foo --activate {KEY}\n",
        "conda activate metashape\n",
    ],
)
def test_references_and_other_activations_are_left_alone(rules: RuleSet, text: str) -> None:
    assert _found(rules, ".bash_history", text) == []


def test_hostile_activation_lines_take_linear_time(rules: RuleSet) -> None:
    linear, times = text_grows_linearly(
        lambda part: _found(rules, ".bash_history", part),
        "metashape.sh --activate " * 60_000 + "\n",
    )
    assert linear, times
