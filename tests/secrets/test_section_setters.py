"""A secret set by an INI-style file's setter, the section first: Python configparser's
`config.set("section", "option", VALUE)` and the tools built on it, ini4j's `put`. Values are made
here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

PASSWORD = "".join(random.Random(31).choices(string.ascii_letters + "!%^+-", k=15)) + "4"


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (
            "tools/mkconf.py",
            "cfg = configparser.ConfigParser()\ncfg.set('smtp', 'password', '{pw}')\n",
        ),
        ("tools/mkconf.py", 'parser.set("mirror", "proxy_password", "{pw}")\n'),
        ("notebooks/setup.py", "myapp.settings.set('Archive', 'archive_api_token', '{pw}')\n"),
        ("src/Conf.java", 'ini.put("database", "password", "{pw}");\n'),
    ],
)
def test_a_secret_given_to_a_sections_setter_is_found(rules: RuleSet, path: str, text: str) -> None:
    assert found(rules, path, text.format(pw=PASSWORD)) == [
        (2 if "\n" in text[:-1] else 1, PASSWORD)
    ]


@pytest.mark.parametrize(
    "text",
    [
        # Where the value comes from, a placeholder, a setting that is no secret.
        "cfg.set('smtp', 'password', os.environ['SMTP_PASSWORD'])\n",
        "cfg.set('smtp', 'password', '${SMTP_PASSWORD}')\n",
        "cfg.set('smtp', 'password', 'changeme')\n",
        f"cfg.set('smtp', 'user', '{PASSWORD}')\n",
        f"cfg.set('smtp', 'password_file', '/run/secrets/{PASSWORD}')\n",
        # A set of a section's name alone, and a three-argument call that sets no option.
        "cfg.add_section('password')\n",
        "headers.set('Accept', 'application/json')\n",
    ],
)
def test_look_alikes_given_to_a_sections_setter_are_not_reported(rules: RuleSet, text: str) -> None:
    assert values(rules, "tools/mkconf.py", text) == []


def test_a_huge_line_of_setters_takes_linear_time(rules: RuleSet) -> None:
    text = "cfg.set('" + "s', '" * 50_000 + "\n"
    linear, times = text_grows_linearly(lambda part: found(rules, "tools/mkconf.py", part), text)
    assert linear, times
