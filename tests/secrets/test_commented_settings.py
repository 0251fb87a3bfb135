"""A comment in code that holds only an environment variable's setting (`# NAME=VALUE`, a
script's note of what it runs with) is read as a shell's line: its bare value under a secret's
name is reported. Variables, calls, references, placeholders and words there are not, and a
bare value after `=` in the code itself stays a variable. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(6412)
KEY = "".join(_RNG.choices(string.ascii_letters, k=9)) + str(_RNG.randrange(10))


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("europeana/harvest.py", f"# EUROPEANA_API_KEY={KEY}"),
        ("europeana/harvest.py", f"#export SEARCH_API_TOKEN={KEY}"),
        ("web/src/client.js", f"// MAPS_API_KEY={KEY}"),
    ],
)
def test_a_commented_setting_is_reported(rules: RuleSet, path: str, line: str) -> None:
    text = f"print(1)\n# harvest key (personal):\n{line}\n"
    assert found(rules, path, text) == [(3, KEY)]


@pytest.mark.parametrize(
    "line",
    [
        "# EUROPEANA_API_KEY=settings.api_key",
        "# EUROPEANA_API_KEY=SECRET_KEY",
        "# EUROPEANA_API_KEY=${KEY}",
        "# EUROPEANA_API_KEY=get_key()",
        "# EUROPEANA_API_KEY=<your-key>",
        "# EUROPEANA_API_KEY=YOUR_API_KEY",
        "# EUROPEANA_API_KEY=my_api_key",
        # Code, not a setting: a bare word there is a variable.
        f"EUROPEANA_API_KEY={KEY}",
        # More than the setting in the comment: prose about it.
        f"# EUROPEANA_API_KEY={KEY} is the demo's, see the docs",
    ],
)
def test_look_alikes_of_a_commented_setting_are_not_reported(rules: RuleSet, line: str) -> None:
    assert found(rules, "europeana/harvest.py", f"print(1)\n{line}\n") == []
