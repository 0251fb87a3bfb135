"""Every rule of rules.toml against hostile text built from its own anchors: its keywords or
prefixes repeated, or followed by one long run of a character, in a file its globs choose. A
pattern that backtracks over its input would take quadratic time here; each rule's time on each
text must grow at most linearly, judged against the text's first quarter."""

from __future__ import annotations

import tomllib
from typing import Any

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import DEFAULT_RULES, RuleSet
from tests.secrets.linear import text_grows_linearly

_RULES = tomllib.loads(DEFAULT_RULES.read_text())["rule"]
_SIZE = 60_000


def _file_for(rule: dict[str, Any]) -> tuple[str, ...]:
    """A path the rule's first glob chooses (a notes file for a rule that has none)."""
    glob = str((rule.get("files") or ["notes.txt"])[0]).replace("**/", "")
    glob = glob.replace("*", "a").replace("?", "a")
    return ("home", "eve", *glob.split("/"))


def _hostile_texts(rule: dict[str, Any]) -> list[str]:
    words = [w for key in ("keywords", "prefixes", "file_keywords") for w in rule.get(key, [])]
    anchor = str(words[0]) if words else "key"
    repeats = _SIZE // (len(anchor) + 1)
    return [
        (anchor + " ") * repeats,
        anchor + "=" + "a" * _SIZE,
        anchor + ' = "' + "A1" * (_SIZE // 2),
        (anchor + ":" + "x" * 40 + "\n") * (_SIZE // 50),
        anchor + "\t" * _SIZE + "x",
    ]


@pytest.mark.slow
@pytest.mark.parametrize("rule", _RULES, ids=[str(r["id"]) for r in _RULES])
def test_no_rule_takes_quadratic_time_on_its_own_anchors(
    rules: RuleSet, rule: dict[str, Any]
) -> None:
    parts = _file_for(rule)
    for text in _hostile_texts(rule):
        linear, times = text_grows_linearly(lambda part: find_matches(part, parts, rules), text)
        assert linear, f"{rule['id']}: {times} on {len(text):,} characters"
