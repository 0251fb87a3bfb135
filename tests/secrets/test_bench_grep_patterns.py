"""bench/bench_secrets.py times the scanner against GNU grep given the rules' patterns translated
to POSIX ERE: every translated pattern must be one grep accepts, or the benchmark stops before
it measures anything (a control character's code in a class, `[^\\x00-\\x08]`, once did)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from bench.bench_secrets import python_to_ere
from govern.secrets.rules import load_rules


def test_every_rule_pattern_translates_to_one_grep_accepts(tmp_path: Path) -> None:
    grep = shutil.which("grep")
    assert grep is not None
    patterns = tmp_path / "patterns.ere"
    patterns.write_text(
        "".join(
            python_to_ere(rule.regex.pattern) + "\n"
            for rule in load_rules().rules
            if rule.parser is None and rule.finder is None
        )
    )
    sample = tmp_path / "sample.txt"
    sample.write_text("password = hunter2\n")
    result = subprocess.run(
        [grep, "-E", "-f", str(patterns), str(sample)], capture_output=True, check=False
    )
    # 0: a line matched, 1: none did; 2 is grep refusing a pattern.
    assert result.returncode in (0, 1), result.stderr.decode(errors="replace")[:500]


def test_a_class_of_control_characters_keeps_its_ranges() -> None:
    assert python_to_ere(r"[^\x00-\x08\x0b]") == "[^\x01-\x08\x0b]"
