"""What the scanner finds in one file's text, for the tests that write the file's lines."""

from __future__ import annotations

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet


def found(rules: RuleSet, path: str, text: str, home: str = "home/u") -> list[tuple[int, str]]:
    """(line, value) of each secret RULES find in TEXT, a file at PATH under HOME."""
    parts = (*home.split("/"), *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


def values(rules: RuleSet, path: str, text: str, home: str = "home/u") -> list[str]:
    """The value of each secret RULES find in TEXT, a file at PATH under HOME."""
    return [value for _, value in found(rules, path, text, home)]
